package txmgr

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/core/types"
)

// Broadcast kinds, for logs and metrics.
const (
	kindNew    = "new"
	kindResend = "resend"
	kindBump   = "bump"
)

// Process runs one pass over the open intents: confirm or un-mine mined
// ones, watch, bump or re-send in-flight ones, then sign and send pending
// ones. Errors of single intents are joined into the result; the intents
// are retried on the next pass. Run calls Process in a loop; tests and
// callers that drive the manager themselves call it directly.
func (m *Manager) Process(ctx context.Context) error {
	m.passMu.Lock()
	defer m.passMu.Unlock()

	head, err := m.client.HeaderByNumber(ctx, nil)
	if err != nil {
		return fmt.Errorf("txmgr: head: %w", err)
	}
	if head.BaseFee == nil {
		return errors.New("txmgr: chain head has no base fee (pre-EIP-1559 chains are not supported)")
	}
	open, err := m.journal.ListOpen(ctx, m.from)
	if err != nil {
		return err
	}
	var errs []error
	// Mined and in-flight first: they hold nonces that new sends must skip.
	for _, r := range open {
		switch r.State {
		case StateMined:
			err = m.checkMined(ctx, r, head)
		case StateInFlight:
			err = m.checkInFlight(ctx, r, head)
		default:
			continue
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("intent %q: %w", r.Key, err))
		}
	}
	for _, r := range open {
		if r.State != StatePending {
			continue
		}
		if err := m.sendFirst(ctx, r, head); err != nil {
			errs = append(errs, fmt.Errorf("intent %q: %w", r.Key, err))
		}
	}
	if still, err := m.journal.ListOpen(ctx, m.from); err == nil {
		m.metrics.OpenIntents(len(still))
	}
	return errors.Join(errs...)
}

// checkMined confirms a mined intent at depth, or notices that a reorg
// removed its transaction.
func (m *Manager) checkMined(ctx context.Context, r Record, head *types.Header) error {
	rc, err := m.client.TransactionReceipt(ctx, r.TxHash)
	if errors.Is(err, ethereum.NotFound) {
		m.log.Warn("mined transaction gone after a reorg; will re-check and re-send",
			slog.Any("intent", r), slog.Uint64("was_block", r.BlockNumber))
		m.metrics.Reorged()
		if err := m.journal.MarkUnmined(ctx, r.Key); err != nil {
			return err
		}
		m.notify()
		r.State, r.BlockNumber, r.BlockHash = StateInFlight, 0, [32]byte{}
		return m.checkInFlight(ctx, r, head)
	}
	if err != nil {
		return fmt.Errorf("receipt %s: %w", r.TxHash.Hex(), err)
	}
	if rc.BlockHash != r.BlockHash {
		// Re-included in another block after a reorg.
		if err := m.journal.MarkMined(ctx, r.Key, rc.TxHash, rc.BlockNumber.Uint64(), rc.BlockHash); err != nil {
			return err
		}
		r.BlockNumber, r.BlockHash = rc.BlockNumber.Uint64(), rc.BlockHash
	}
	if m.depth(head, rc.BlockNumber.Uint64()) < m.cfg.Confirmations {
		return nil
	}
	// The receipt index can lag a reorg: confirm only a canonical block.
	h, err := m.client.HeaderByNumber(ctx, rc.BlockNumber)
	if err != nil {
		return fmt.Errorf("header %d: %w", rc.BlockNumber, err)
	}
	if h.Hash() != rc.BlockHash {
		return nil
	}
	if rc.Status != types.ReceiptStatusSuccessful {
		return m.finish(ctx, r, StateFailed, fmt.Sprintf("mined but reverted: tx %s in block %d", rc.TxHash.Hex(), rc.BlockNumber))
	}
	if err := m.journal.MarkConfirmed(ctx, r.Key); err != nil {
		return err
	}
	m.log.Info("intent confirmed", slog.Any("intent", r), slog.Uint64("block", rc.BlockNumber.Uint64()))
	m.metrics.IntentFinished(StateConfirmed)
	m.forget(r.Key)
	m.notify()
	return nil
}

func (m *Manager) depth(head *types.Header, block uint64) uint64 {
	h := head.Number.Uint64()
	if h < block {
		return 0
	}
	return h - block + 1
}

// checkInFlight looks for a receipt of any attempt; otherwise handles a
// nonce taken by another transaction, a transaction the node no longer
// knows (dropped by a reorg or never broadcast before a crash), or a
// transaction due for a fee bump.
func (m *Manager) checkInFlight(ctx context.Context, r Record, head *types.Header) error {
	atts, err := m.journal.Attempts(ctx, r.Key)
	if err != nil {
		return err
	}
	if len(atts) == 0 {
		return m.sendNew(ctx, r, head, kindNew)
	}
	for i := len(atts) - 1; i >= 0; i-- {
		rc, err := m.client.TransactionReceipt(ctx, atts[i].TxHash)
		if errors.Is(err, ethereum.NotFound) {
			continue
		}
		if err != nil {
			return fmt.Errorf("receipt %s: %w", atts[i].TxHash.Hex(), err)
		}
		if err := m.journal.MarkMined(ctx, r.Key, rc.TxHash, rc.BlockNumber.Uint64(), rc.BlockHash); err != nil {
			return err
		}
		m.log.Info("intent mined", slog.Any("intent", r), slog.String("tx", rc.TxHash.Hex()),
			slog.Uint64("block", rc.BlockNumber.Uint64()), slog.Uint64("status", rc.Status))
		m.notify()
		r.State, r.TxHash, r.BlockNumber, r.BlockHash = StateMined, rc.TxHash, rc.BlockNumber.Uint64(), rc.BlockHash
		return m.checkMined(ctx, r, head)
	}
	latest := atts[len(atts)-1]

	mined, err := m.client.NonceAt(ctx, m.from, nil)
	if err != nil {
		return fmt.Errorf("nonce: %w", err)
	}
	if mined > latest.Nonce {
		// Our nonce is used but none of our attempts has a receipt. Ask
		// twice, so a receipt index that lags a block is not mistaken
		// for another transaction.
		m.mu.Lock()
		m.takenSeen[r.Key]++
		seen := m.takenSeen[r.Key]
		m.mu.Unlock()
		if seen < 2 {
			return nil
		}
		m.log.Warn("nonce used by another transaction; re-signing with a fresh nonce",
			slog.Any("intent", r), slog.Uint64("nonce", latest.Nonce))
		needed, err := m.precheck(ctx, r)
		if err != nil {
			return err
		}
		if !needed {
			return m.finish(ctx, r, StateAbandoned, "no longer needed (precheck) after its nonce was used by another transaction")
		}
		m.mu.Lock()
		delete(m.takenSeen, r.Key)
		delete(m.bumpNow, r.Key)
		m.mu.Unlock()
		return m.sendNew(ctx, r, head, kindNew)
	}
	m.mu.Lock()
	delete(m.takenSeen, r.Key)
	bumpNow := m.bumpNow[r.Key]
	m.mu.Unlock()

	known, err := m.anyKnown(ctx, atts)
	if err != nil {
		return err
	}
	if !known {
		// Dropped (anvil drops reorged-out transactions), evicted, or
		// never broadcast: check the work is still needed, then re-send.
		needed, err := m.precheck(ctx, r)
		if err != nil {
			return err
		}
		if !needed {
			return m.finish(ctx, r, StateAbandoned, "no longer needed (precheck) before re-sending")
		}
		if bumpNow {
			return m.bump(ctx, r, latest, head)
		}
		tx := new(types.Transaction)
		if err := tx.UnmarshalBinary(latest.Raw); err != nil {
			return fmt.Errorf("decode stored attempt %s: %w", latest.TxHash.Hex(), err)
		}
		return m.broadcast(ctx, r, tx, kindResend)
	}
	if bumpNow || m.bumpDue(latest, head) {
		return m.bump(ctx, r, latest, head)
	}
	return nil
}

// anyKnown reports whether the node has any attempt (pending or mined).
func (m *Manager) anyKnown(ctx context.Context, atts []Attempt) (bool, error) {
	for i := len(atts) - 1; i >= 0; i-- {
		_, _, err := m.client.TransactionByHash(ctx, atts[i].TxHash)
		if err == nil {
			return true, nil
		}
		if !errors.Is(err, ethereum.NotFound) {
			return false, fmt.Errorf("transaction %s: %w", atts[i].TxHash.Hex(), err)
		}
	}
	return false, nil
}

func (m *Manager) bumpDue(a Attempt, head *types.Header) bool {
	if m.cfg.BumpAfter > 0 && m.cfg.Now().Sub(a.CreatedAt) >= m.cfg.BumpAfter {
		return true
	}
	h := head.Number.Uint64()
	return m.cfg.BumpAfterBlocks > 0 && h >= a.HeadBlock && h-a.HeadBlock >= m.cfg.BumpAfterBlocks
}

// sendFirst prechecks a pending intent and sends it.
func (m *Manager) sendFirst(ctx context.Context, r Record, head *types.Header) error {
	needed, err := m.precheck(ctx, r)
	if err != nil {
		return err
	}
	if !needed {
		return m.finish(ctx, r, StateAbandoned, "no longer needed (precheck)")
	}
	return m.sendNew(ctx, r, head, kindNew)
}

func (m *Manager) precheck(ctx context.Context, r Record) (bool, error) {
	m.mu.Lock()
	p := m.prechecks[r.Key]
	m.mu.Unlock()
	var (
		needed = true
		err    error
	)
	switch {
	case p != nil:
		needed, err = p(ctx)
	case m.cfg.Precheck != nil:
		needed, err = m.cfg.Precheck(ctx, r)
	}
	if err != nil {
		return false, fmt.Errorf("precheck: %w", err)
	}
	return needed, nil
}

// sendNew estimates gas, prices, takes a fresh nonce, signs, persists and
// broadcasts.
func (m *Manager) sendNew(ctx context.Context, r Record, head *types.Header, kind string) error {
	gas := r.GasLimit
	if gas == 0 {
		est, err := m.client.EstimateGas(ctx, ethereum.CallMsg{From: m.from, To: &r.To, Value: r.Value, Data: r.Data})
		if err != nil {
			class := Classify(err)
			m.metrics.SendError(class)
			if class == ClassReverted {
				return m.finish(ctx, r, StateFailed, "estimate gas: "+RevertReason(err))
			}
			return fmt.Errorf("estimate gas (%s): %w", class, err)
		}
		gas = est + est*m.cfg.GasBufferPercent/100
	}
	tip, feeCap, err := m.market(ctx, head)
	if err != nil {
		return err
	}
	nonce, err := m.allocateNonce(ctx, r.Key)
	if err != nil {
		return err
	}
	tx := types.NewTx(&types.DynamicFeeTx{
		ChainID: m.chainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: gas,
		To: &r.To, Value: r.Value, Data: r.Data,
	})
	return m.signPersistBroadcast(ctx, r, tx, head, kind)
}

// allocateNonce returns the lowest nonce at or above the node's pending
// nonce that no other live intent holds. The pending nonce covers our
// transactions in the pool; the journal covers ours that the pool lost
// (reorg, restart), so they are re-sent under their own nonce. A nonce
// freed by a failed or abandoned intent is below the pending nonce's gap
// and is reused, so no gap is left behind.
func (m *Manager) allocateNonce(ctx context.Context, key string) (uint64, error) {
	pending, err := m.client.PendingNonceAt(ctx, m.from)
	if err != nil {
		return 0, fmt.Errorf("pending nonce: %w", err)
	}
	open, err := m.journal.ListOpen(ctx, m.from)
	if err != nil {
		return 0, err
	}
	held := make(map[uint64]bool)
	for _, o := range open {
		if o.Key != key && o.State.holdsNonce() && o.HasNonce {
			held[o.Nonce] = true
		}
	}
	n := pending
	for held[n] {
		n++
	}
	return n, nil
}

// market returns the tip (eth_maxPriorityFeePerGas, else FallbackTip, at
// least MinTip) and fee cap 2*baseFee+tip, both limited by MaxFeeCap.
func (m *Manager) market(ctx context.Context, head *types.Header) (tip, feeCap *big.Int, err error) {
	tip, err = m.client.SuggestGasTipCap(ctx)
	if err != nil || tip == nil {
		m.log.Debug("eth_maxPriorityFeePerGas failed; using fallback tip", slog.Any("err", err))
		tip = new(big.Int).Set(m.cfg.FallbackTip)
	}
	if tip.Cmp(m.cfg.MinTip) < 0 {
		tip = new(big.Int).Set(m.cfg.MinTip)
	}
	feeCap = new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip)
	if feeCap.Cmp(m.cfg.MaxFeeCap) > 0 {
		m.log.Warn("fee cap limited by MaxFeeCap", slog.String("wanted", feeCap.String()), slog.String("max", m.cfg.MaxFeeCap.String()))
		feeCap = new(big.Int).Set(m.cfg.MaxFeeCap)
	}
	if tip.Cmp(feeCap) > 0 {
		tip = new(big.Int).Set(feeCap)
	}
	return tip, feeCap, nil
}

// raise returns v increased by pct percent, rounded up.
func raise(v *big.Int, pct uint64) *big.Int {
	n := new(big.Int).Mul(v, new(big.Int).SetUint64(100+pct))
	q, rem := new(big.Int).QuoRem(n, big.NewInt(100), new(big.Int))
	if rem.Sign() > 0 {
		q.Add(q, big.NewInt(1))
	}
	return q
}

func maxBig(a, b *big.Int) *big.Int {
	if a.Cmp(b) >= 0 {
		return new(big.Int).Set(a)
	}
	return new(big.Int).Set(b)
}

// bump re-signs the latest attempt's nonce with fees raised by at least
// BumpPercent (and at least the current market), persists and broadcasts.
func (m *Manager) bump(ctx context.Context, r Record, latest Attempt, head *types.Header) error {
	m.mu.Lock()
	delete(m.bumpNow, r.Key)
	m.mu.Unlock()
	tip, feeCap, err := m.market(ctx, head)
	if err != nil {
		return err
	}
	minTip, minCap := raise(latest.GasTipCap, m.cfg.BumpPercent), raise(latest.GasFeeCap, m.cfg.BumpPercent)
	tip, feeCap = maxBig(tip, minTip), maxBig(feeCap, minCap)
	if feeCap.Cmp(m.cfg.MaxFeeCap) > 0 {
		feeCap = new(big.Int).Set(m.cfg.MaxFeeCap)
	}
	if tip.Cmp(feeCap) > 0 {
		tip = new(big.Int).Set(feeCap)
	}
	if feeCap.Cmp(minCap) < 0 || tip.Cmp(minTip) < 0 {
		m.log.Warn("cannot bump: MaxFeeCap reached; waiting", slog.Any("intent", r),
			slog.String("fee_cap", latest.GasFeeCap.String()), slog.String("max", m.cfg.MaxFeeCap.String()))
		return nil
	}
	tx := types.NewTx(&types.DynamicFeeTx{
		ChainID: m.chainID, Nonce: latest.Nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: latest.GasLimit,
		To: &r.To, Value: r.Value, Data: r.Data,
	})
	m.log.Info("bumping fees", slog.Any("intent", r), slog.Uint64("nonce", latest.Nonce),
		slog.String("tip", tip.String()), slog.String("fee_cap", feeCap.String()))
	return m.signPersistBroadcast(ctx, r, tx, head, kindBump)
}

// signPersistBroadcast signs tx, stores the attempt, and only then
// broadcasts it: what was sent is always in the journal.
func (m *Manager) signPersistBroadcast(ctx context.Context, r Record, tx *types.Transaction, head *types.Header, kind string) error {
	signed, err := m.signer.SignTx(ctx, tx)
	if err != nil {
		return err
	}
	raw, err := signed.MarshalBinary()
	if err != nil {
		return fmt.Errorf("encode signed tx: %w", err)
	}
	a := Attempt{
		Key: r.Key, Nonce: signed.Nonce(), TxHash: signed.Hash(), Raw: raw, GasLimit: signed.Gas(),
		GasTipCap: signed.GasTipCap(), GasFeeCap: signed.GasFeeCap(), HeadBlock: head.Number.Uint64(), CreatedAt: m.cfg.Now(),
	}
	if err := m.journal.SaveAttempt(ctx, a); err != nil {
		return fmt.Errorf("persist attempt (not broadcast): %w", err)
	}
	r.State, r.HasNonce, r.Nonce, r.TxHash = StateInFlight, true, a.Nonce, a.TxHash
	return m.broadcast(ctx, r, signed, kind)
}

// broadcast sends tx and acts on the node's answer by class.
func (m *Manager) broadcast(ctx context.Context, r Record, tx *types.Transaction, kind string) error {
	err := m.client.SendTransaction(ctx, tx)
	class := Classify(err)
	if err != nil {
		m.metrics.SendError(class)
	}
	attrs := []any{slog.Any("intent", r), slog.String("kind", kind), slog.String("tx", tx.Hash().Hex()), slog.Uint64("nonce", tx.Nonce())}
	switch class {
	case ClassNone, ClassAlreadyKnown:
		m.metrics.TxBroadcast(kind)
		m.log.Info("transaction broadcast", append(attrs, slog.String("result", class.String()))...)
		return nil
	case ClassNonceTooLow:
		// Either an attempt of ours is mined (its receipt is found next
		// pass) or another transaction took the nonce (re-signed then).
		m.log.Info("nonce too low on broadcast; checking receipts next pass", attrs...)
		return nil
	case ClassUnderpriced:
		m.mu.Lock()
		m.bumpNow[r.Key] = true
		m.mu.Unlock()
		m.log.Info("underpriced; re-pricing next pass", append(attrs, slog.String("err", err.Error()))...)
		return nil
	case ClassInsufficientFunds:
		m.log.Error("sender cannot pay for the transaction; fund it", append(attrs, slog.String("err", err.Error()))...)
		return fmt.Errorf("broadcast: %w", err)
	case ClassFatal, ClassReverted:
		if kind == kindBump {
			// The previous attempt may still be mined; keep it.
			m.log.Warn("bump rejected; keeping earlier attempt", append(attrs, slog.String("err", err.Error()))...)
			return nil
		}
		return m.finish(ctx, r, StateFailed, "rejected by node: "+err.Error())
	default:
		return fmt.Errorf("broadcast (%s): %w", class, err)
	}
}

// finish makes an intent failed or abandoned. If it held a nonce below
// other live intents' nonces and the chain has not used it, a zero-value
// self-transfer fills the gap so the later ones can be mined.
func (m *Manager) finish(ctx context.Context, r Record, state State, reason string) error {
	var err error
	switch state {
	case StateFailed:
		err = m.journal.MarkFailed(ctx, r.Key, reason)
	case StateAbandoned:
		err = m.journal.MarkAbandoned(ctx, r.Key, reason)
	default:
		err = fmt.Errorf("txmgr: finish %q with state %s", r.Key, state)
	}
	if err != nil {
		return err
	}
	lvl := slog.LevelInfo
	if state == StateFailed {
		lvl = slog.LevelWarn
	}
	m.log.Log(ctx, lvl, "intent "+string(state), slog.Any("intent", r), slog.String("reason", reason))
	m.metrics.IntentFinished(state)
	m.forget(r.Key)
	m.notify()
	if r.HasNonce && r.State.holdsNonce() {
		if err := m.fillGap(ctx, r.Nonce); err != nil {
			return fmt.Errorf("fill nonce gap %d: %w", r.Nonce, err)
		}
	}
	return nil
}

func (m *Manager) fillGap(ctx context.Context, nonce uint64) error {
	mined, err := m.client.NonceAt(ctx, m.from, nil)
	if err != nil {
		return err
	}
	if nonce < mined {
		return nil
	}
	open, err := m.journal.ListOpen(ctx, m.from)
	if err != nil {
		return err
	}
	higher := false
	for _, o := range open {
		if o.State.holdsNonce() && o.HasNonce && o.Nonce > nonce {
			higher = true
		}
	}
	if !higher {
		return nil
	}
	key := fmt.Sprintf("txmgr:fill:%d:%d", nonce, m.cfg.Now().UnixNano())
	m.log.Info("filling nonce gap with a self-transfer", slog.Uint64("nonce", nonce), slog.String("key", key))
	_, err = m.Submit(ctx, Intent{Key: key, To: m.from})
	return err
}
