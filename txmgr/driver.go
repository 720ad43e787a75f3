package txmgr

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"sort"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"
)

// Broadcast kinds, for logs and metrics.
const (
	sendNew    = "new"
	sendResend = "resend"
	sendBump   = "bump"
)

// maxFillsPerPass bounds the gap fills one pass creates: a gap wider than this is not a lost
// transaction but a wrong chain or a key used elsewhere, and filling it blindly would burn gas.
const maxFillsPerPass = 16

// pass is what one Process call learned from the chain once.
type pass struct {
	head       *types.Header
	minedNonce uint64 // the sender's nonce at the latest block

	marketOnce sync.Once
	tip        *big.Int
	feeCap     *big.Int // 2*baseFee + tip: the market fee cap

	// Reads started with the pass when intents wait to be sent (each is one node round trip; starting
	// them together saves the sequential round trips on the way to a send).
	tipAsk       chan struct{} // closed once tipAnswer is set
	tipAnswer    *big.Int
	pendingAsk   chan struct{} // closed once pendingNonce/pendingErr are set
	pendingNonce uint64
	pendingErr   error

	// Read in one batch request at the start of the pass (nil when the client cannot batch or the batch
	// failed; then each intent asks on its own). receipts maps a tracked intent's latest transaction to
	// its receipt (nil: not found); headers maps the numbers of their blocks to the canonical hashes.
	receipts map[common.Hash]*types.Receipt
	headers  map[uint64]common.Hash
	headHash common.Hash

	sent     bool // this pass broadcast new transactions
	inFlight bool // this pass found transactions in flight

	laneSeq     uint64 // where the lane stood when the pass last listed the journal (laneSeq)
	pendingRead bool   // pendingNonce was read by assignNonces
	nextFree    uint64 // above the nonces this pass assigned (0: none)
	sentCount   int    // transactions this pass broadcast
}

// Process runs one pass over the open intents: confirm or un-mine mined ones; watch, re-send or bump
// in-flight ones; fill nonce gaps; then precheck, sign and send waiting ones. Errors of single intents
// are joined into the result; they are retried on the next pass. Run calls Process in a loop; tests
// and callers that drive the manager themselves call it directly.
func (m *Manager) Process(ctx context.Context) error {
	m.passMu.Lock()
	defer m.passMu.Unlock()
	if !m.beginPass() {
		// Another process sends for this key now: nothing to do, and nothing wrong.
		m.mu.Lock()
		m.health.lastPassAt, m.health.lastPassErr = m.cfg.Now(), nil
		m.mu.Unlock()
		return nil
	}
	defer func() { m.passJournal = nil }()
	reached, err := m.process(ctx)
	m.mu.Lock()
	if reached {
		// The node answered the pass's own reads: the manager can do its work, even if some intents'
		// calls failed (they are retried; a node that fails some calls is not a node that is down).
		m.health.lastPassAt, m.health.lastPassErr = m.cfg.Now(), nil
	} else {
		m.health.lastPassErr = err
	}
	m.mu.Unlock()
	if err != nil {
		m.metrics.PassFailed()
	}
	return err
}

// process runs the pass; reached says whether the node answered the pass's own reads (journal, head,
// nonce), whatever happened to single intents.
func (m *Manager) process(ctx context.Context) (reached bool, _ error) {
	// The journal first: the open-intents gauge tells the truth even while the node does not answer.
	p := &pass{}
	open, err := m.listOpen(ctx, p)
	if err != nil {
		return false, fmt.Errorf("list open intents: %w", err)
	}
	m.reportOpen(open)
	if len(open) == 0 {
		readNonce, err := m.idleReads(ctx, p)
		if err != nil {
			return false, err
		}
		if readNonce {
			m.laneAfterPass(p, nil, 0)
		}
		return true, m.checkBalance(ctx, false)
	}
	for _, r := range open {
		if r.State == StatePending {
			m.prefetchSendReads(ctx, p) // the tip and the pending nonce, while the head and nonce are read
			break
		}
	}
	headErr, nonceErr := m.readHead(ctx, p, true)
	if headErr != nil {
		return false, fmt.Errorf("read chain head: %w", headErr)
	}
	if p.head.BaseFee == nil {
		return false, errors.New("chain head has no base fee (pre-EIP-1559 chains are not supported)")
	}
	m.fees.sawHead(p.head, m.cfg.Now())
	if nonceErr != nil {
		return false, fmt.Errorf("read sender nonce: %w", nonceErr)
	}
	if err := m.checkBalance(ctx, true); err != nil {
		return false, err
	}
	p.headHash = p.head.Hash()
	var errs []error
	// Mined and in-flight intents first: they hold nonces that new sends must skip.
	var tracked []Record
	for _, r := range open {
		if r.State == StateMined || r.State == StateInFlight {
			tracked = append(tracked, r)
			p.inFlight = true // in flight, or mined and waiting for its confirmation
		}
	}
	defer func() {
		m.mu.Lock()
		m.follow.sent, m.follow.inFlight = p.sent, p.inFlight
		m.mu.Unlock()
	}()
	// The prechecks and gas estimates of waiting intents run beside the tracked intents' checks: they read
	// the chain as it is now and do not depend on those checks; nonces are assigned after them, from the
	// journal as the checks left it. (Fills that this pass creates are prepared by the next one.)
	var (
		prepGoods []ready
		prepErrs  []error
		prepDone  = make(chan struct{})
	)
	go func(open []Record) { // this list: open is listed again below while this runs
		defer close(prepDone)
		prepGoods, prepErrs = m.prepareSends(ctx, p, open)
	}(open)
	m.prefetchReceipts(ctx, p, tracked)
	errs = append(errs, m.parallel(ctx, tracked, func(ctx context.Context, r Record) error {
		if r.State == StateMined {
			return m.checkMined(ctx, p, r)
		}
		return m.checkInFlight(ctx, p, r)
	})...)
	if len(tracked) > 0 {
		if open, err = m.listOpen(ctx, p); err != nil {
			return true, errors.Join(append(errs, fmt.Errorf("list open intents: %w", err))...)
		}
	}
	filled, err := m.fillGaps(ctx, p, open)
	if err != nil {
		errs = append(errs, err)
	}
	if filled {
		if open, err = m.listOpen(ctx, p); err != nil {
			return true, errors.Join(append(errs, fmt.Errorf("list open intents: %w", err))...)
		}
	}
	<-prepDone
	errs = append(errs, prepErrs...)
	errs = append(errs, m.sendPrepared(ctx, p, &open, prepGoods)...)
	if n, err := m.passJournal.CountOpen(ctx, m.from); err == nil {
		m.metrics.OpenIntents(n)
	}
	inflight := p.sentCount
	for _, r := range open {
		if r.State == StateInFlight {
			inflight++
		}
	}
	m.laneAfterPass(p, open, inflight)
	return true, errors.Join(errs...)
}

// listOpen lists the sender's open intents, noting where the lane stood just before.
func (m *Manager) listOpen(ctx context.Context, p *pass) ([]Record, error) {
	p.laneSeq = m.laneSeq()
	return m.passJournal.ListOpen(ctx, m.from)
}

// idleReads reads the head, and the sender's nonce while the lane is not set up, in a pass without open
// intents.
func (m *Manager) idleReads(ctx context.Context, p *pass) (readNonce bool, _ error) {
	m.sendMu.Lock()
	needNonce := !m.laneSt.valid
	m.sendMu.Unlock()
	headErr, nonceErr := m.readHead(ctx, p, needNonce)
	if headErr != nil {
		return false, fmt.Errorf("read chain head: %w", headErr)
	}
	m.fees.sawHead(p.head, m.cfg.Now())
	if nonceErr != nil {
		return false, fmt.Errorf("read sender nonce: %w", nonceErr)
	}
	return needNonce, nil
}

// readHead reads the chain head into p, and with nonce the sender's nonce at it, side by side.
func (m *Manager) readHead(ctx context.Context, p *pass, nonce bool) (headErr, nonceErr error) {
	var wg sync.WaitGroup
	if nonce {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rctx, cancel := m.rpc(ctx)
			p.minedNonce, nonceErr = m.client.NonceAt(rctx, m.from, nil)
			cancel()
		}()
	}
	rctx, cancel := m.rpc(ctx)
	p.head, headErr = m.client.HeaderByNumber(rctx, nil)
	cancel()
	wg.Wait()
	return headErr, nonceErr
}

func (m *Manager) reportOpen(open []Record) {
	inflight := 0
	for _, r := range open {
		if r.State == StateInFlight {
			inflight++
		}
	}
	m.metrics.OpenIntents(len(open))
	m.metrics.InFlight(inflight)
}

// parallel runs fn over records with at most Concurrency at once and collects their errors.
func (m *Manager) parallel(ctx context.Context, recs []Record, fn func(context.Context, Record) error) []error {
	if len(recs) == 0 {
		return nil
	}
	sem := make(chan struct{}, m.cfg.Concurrency)
	var (
		wg   sync.WaitGroup
		mu   sync.Mutex
		errs []error
	)
	for _, r := range recs {
		wg.Add(1)
		sem <- struct{}{}
		go func(r Record) {
			defer func() { <-sem; wg.Done() }()
			if err := fn(ctx, r); err != nil {
				mu.Lock()
				errs = append(errs, fmt.Errorf("intent %q: %w", r.Key, err))
				mu.Unlock()
			}
		}(r)
	}
	wg.Wait()
	return errs
}

// checkBalance keeps the starved flag honest: a sender below MinBalance (or refused for insufficient
// funds) is starved until its balance is back. withOpen says there is work waiting.
func (m *Manager) checkBalance(ctx context.Context, withOpen bool) error {
	m.mu.Lock()
	starved := m.health.starved
	due := m.cfg.BalanceEvery > 0 && m.cfg.Now().Sub(m.health.balanceAt) >= m.cfg.BalanceEvery
	m.mu.Unlock()
	if !starved && !due && (m.cfg.MinBalance.Sign() == 0 || !withOpen) {
		return nil
	}
	rctx, cancel := m.rpc(ctx)
	bal, err := m.client.BalanceAt(rctx, m.from, nil)
	cancel()
	if err != nil {
		return fmt.Errorf("read sender balance: %w", err)
	}
	m.metrics.Balance(bal)
	m.mu.Lock()
	m.health.balance, m.health.balanceAt = bal, m.cfg.Now()
	m.mu.Unlock()
	low := m.cfg.MinBalance.Sign() > 0 && bal.Cmp(m.cfg.MinBalance) < 0
	switch {
	case low:
		m.setStarved(true, fmt.Sprintf("balance %s wei is below the configured minimum %s wei", bal, m.cfg.MinBalance))
	case starved && bal.Sign() > 0:
		// A refused send set it; the next send will tell whether the balance now suffices.
		m.setStarved(false, "")
	}
	return nil
}

// setStarved changes the starved flag, logging only transitions (a drained key must not log an error
// per intent per pass).
func (m *Manager) setStarved(on bool, msg string) {
	m.mu.Lock()
	was := m.health.starved
	m.health.starved, m.health.starvedMsg = on, msg
	m.mu.Unlock()
	m.metrics.Starved(on)
	switch {
	case on && !was:
		m.log.Error("sender cannot pay for gas: fund it; intents wait and nothing is abandoned", slog.String("reason", msg))
	case !on && was:
		m.log.Info("sender can pay for gas again; resuming")
	}
}

func (m *Manager) isStarved() bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.health.starved
}

// checkMined confirms a mined intent at depth, or notices that a reorg removed its transaction.
func (m *Manager) checkMined(ctx context.Context, p *pass, r Record) error {
	rc, err := m.receipt(ctx, p, r.TxHash)
	if errors.Is(err, ethereum.NotFound) {
		m.log.Warn("mined transaction gone after a reorg; will re-check and re-send",
			slog.Any("intent", r), slog.Uint64("was_block", r.BlockNumber))
		m.metrics.Reorged()
		m.mu.Lock()
		delete(m.seen, r.Key)
		m.mu.Unlock()
		if err := m.passJournal.MarkUnmined(ctx, r.Key); err != nil {
			return err
		}
		m.notify(r.Key)
		m.softOf(r.Key).knownAt = time.Time{} // ask the node whether it still has the transaction
		r.State, r.BlockNumber, r.BlockHash = StateInFlight, 0, [32]byte{}
		return m.checkInFlight(ctx, p, r)
	}
	if err != nil {
		return fmt.Errorf("receipt %s: %w", r.TxHash.Hex(), err)
	}
	return m.confirm(ctx, p, r, rc)
}

// confirm records rc on a mined intent and makes it confirmed once deep enough on the canonical chain.
func (m *Manager) confirm(ctx context.Context, p *pass, r Record, rc *types.Receipt) error {
	// fresh: the block hash is recorded by this call. Its canonical check must then read the chain after
	// that write: the pass's reads (its head, its batch) may predate a reorg, and the watcher's rewind of
	// that reorg may have run before the write, which would make a stale pair look confirmed.
	fresh := rc.BlockHash != r.BlockHash || r.State != StateMined
	if fresh {
		m.sawReceipt(r.Key, rc) // waiters can answer now; the journal write below follows
		if err := m.passJournal.MarkMined(ctx, r.Key, rc.TxHash, rc.BlockNumber.Uint64(), rc.BlockHash); err != nil {
			return err
		}
		if r.State != StateMined {
			m.log.Debug("intent mined", slog.Any("intent", r), slog.String("tx", rc.TxHash.Hex()),
				slog.Uint64("block", rc.BlockNumber.Uint64()), slog.Uint64("status", rc.Status))
		}
		r.State, r.TxHash, r.BlockNumber, r.BlockHash = StateMined, rc.TxHash, rc.BlockNumber.Uint64(), rc.BlockHash
		m.notify(r.Key)
	}
	if depth(p.head, rc.BlockNumber.Uint64()) < m.cfg.Confirmations {
		return nil
	}
	// The receipt index can lag a reorg: confirm only a canonical block.
	canonical, err := m.canonicalHash(ctx, p, rc.BlockNumber.Uint64(), fresh)
	if err != nil {
		return err
	}
	if canonical != rc.BlockHash {
		return nil
	}
	if rc.Status != types.ReceiptStatusSuccessful {
		if retry, err := m.retryOutOfGas(ctx, r, rc); retry || err != nil {
			if err == nil {
				m.gasSpent(r, rc)
			}
			return err
		}
		if err := m.finish(ctx, r, StateFailed, fmt.Sprintf("mined but reverted: tx %s in block %d%s", rc.TxHash.Hex(), rc.BlockNumber, m.replayReason(ctx, r, rc))); err != nil {
			return err
		}
		m.gasSpent(r, rc)
		return nil
	}
	if err := m.passJournal.MarkConfirmed(ctx, r.Key, rc.BlockHash); err != nil {
		return err
	}
	m.gasSpent(r, rc)
	m.log.Info("intent confirmed", slog.Any("intent", r), slog.String("what", m.describe(r)), slog.Uint64("block", rc.BlockNumber.Uint64()))
	m.metrics.IntentFinished(r.Kind, StateConfirmed)
	m.forget(r.Key)
	m.notify(r.Key)
	return nil
}

// gasSpent reports what a mined transaction cost, once the manager is done with its receipt (counted
// after the journal write, so a failed write that repeats the pass does not count it twice).
func (m *Manager) gasSpent(r Record, rc *types.Receipt) {
	var fee *big.Int
	if rc.EffectiveGasPrice != nil {
		fee = new(big.Int).Mul(new(big.Int).SetUint64(rc.GasUsed), rc.EffectiveGasPrice)
	}
	m.metrics.GasSpent(r.Kind, rc.GasUsed, fee)
}

// maxOutOfGas bounds the re-sends of an intent whose transactions ran out of gas.
const maxOutOfGas = 3

// retryOutOfGas re-sends, with twice the gas, an intent whose mined transaction ran out of gas (it used
// its whole limit) while its work still applies: an estimate made before earlier transactions of the
// pipeline were mined can be short (the relay that completes a job's results also verifies it). The
// precheck runs again before the re-send, so work that no longer applies is not sent.
func (m *Manager) retryOutOfGas(ctx context.Context, r Record, rc *types.Receipt) (bool, error) {
	atts, err := m.passJournal.Attempts(ctx, r.Key)
	if err != nil {
		return false, err
	}
	var limit uint64
	for _, a := range atts {
		if a.TxHash == rc.TxHash {
			limit = a.GasLimit
		}
	}
	s := m.softOf(r.Key)
	if limit == 0 || rc.GasUsed < limit || s.outOfGas >= maxOutOfGas {
		return false, nil
	}
	s.outOfGas++
	s.gasFloor = 2 * limit
	reason := fmt.Sprintf("tx %s ran out of gas (%d) in block %d; re-sending with %d", rc.TxHash.Hex(), limit, rc.BlockNumber, s.gasFloor)
	m.log.Warn("transaction ran out of gas; re-sending with more", slog.Any("intent", r), slog.String("tx", rc.TxHash.Hex()),
		slog.Uint64("gas", limit), slog.Uint64("next", s.gasFloor))
	if err := m.passJournal.Requeue(ctx, r.Key, reason); err != nil {
		return false, err
	}
	m.mu.Lock()
	delete(m.seen, r.Key) // that receipt is not the intent's outcome: it is sent again
	m.mu.Unlock()
	m.notify(r.Key)
	return true, nil
}

// replayReason re-runs a reverted transaction's call for a readable reason: first in its own block's
// context (its timestamp: a deadline that passed is why it reverted), then on the state before its block
// (a transaction earlier in the block changed what it depended on); "" when the client cannot call or no
// replay reverts.
func (m *Manager) replayReason(ctx context.Context, r Record, rc *types.Receipt) string {
	caller, ok := m.client.(contractCaller)
	if !ok || rc.BlockNumber.Sign() == 0 {
		return ""
	}
	for _, at := range []*big.Int{rc.BlockNumber, new(big.Int).Sub(rc.BlockNumber, big.NewInt(1))} {
		rctx, cancel := m.rpc(ctx)
		_, err := caller.CallContract(rctx, ethereum.CallMsg{From: m.from, To: &r.To, Data: r.Data, Value: r.Value}, at)
		cancel()
		if err != nil && Classify(err) == ClassReverted {
			return " (" + m.cfg.RevertReason(err) + ")"
		}
	}
	return ""
}

func depth(head *types.Header, block uint64) uint64 {
	h := head.Number.Uint64()
	if h < block {
		return 0
	}
	return h - block + 1
}

// checkInFlight looks for a receipt of any attempt; otherwise handles a nonce taken by another
// transaction, a transaction the node no longer knows (dropped by a reorg or never broadcast before a
// crash), or the head-of-line transaction due for a fee bump.
func (m *Manager) checkInFlight(ctx context.Context, p *pass, r Record) error {
	if rc := p.receipts[r.TxHash]; rc != nil {
		return m.confirm(ctx, p, r, rc) // the latest attempt is mined: no need to read the others
	}
	atts, err := m.passJournal.Attempts(ctx, r.Key)
	if err != nil {
		return err
	}
	if len(atts) == 0 {
		// Cannot happen through the journal's transitions; recover by sending afresh.
		return m.passJournal.Requeue(ctx, r.Key, "in flight without attempts")
	}
	for i := len(atts) - 1; i >= 0; i-- {
		rc, err := m.receipt(ctx, p, atts[i].TxHash)
		if errors.Is(err, ethereum.NotFound) {
			continue
		}
		if err != nil {
			return fmt.Errorf("receipt %s: %w", atts[i].TxHash.Hex(), err)
		}
		return m.confirm(ctx, p, r, rc)
	}
	latest := atts[len(atts)-1]
	s := m.softOf(r.Key)
	if p.minedNonce > latest.Nonce {
		// Our nonce is used but none of our attempts has a receipt. Ask on two passes at least
		// takenGrace apart (or after repeated "nonce too low" answers), and only conclude when the node
		// knows none of our attempts: a receipt index that lags the state (anvil answers the new nonce a
		// few milliseconds before the receipt) is not another transaction.
		now := m.cfg.Now()
		if s.takenSeen == 0 {
			s.takenSince = now
		}
		s.takenSeen++
		if (s.takenSeen < 2 || now.Sub(s.takenSince) < m.takenGrace()) && s.nonceTooLow < m.cfg.SafeAbortNonceTooLowCount {
			return nil
		}
		mined, err := m.anyMined(ctx, atts)
		if err != nil {
			return err
		}
		if mined {
			return nil // the node has our transaction in a block: its receipt will show
		}
		s.takenSeen, s.nonceTooLow = 0, 0
		s.resigns++
		if s.resigns > m.cfg.MaxResigns {
			return m.finish(ctx, r, StateFailed, fmt.Sprintf("its nonce was taken by other transactions %d times: is the sender key used by another process?", s.resigns-1))
		}
		m.log.Warn("nonce used by another transaction; will re-sign with a fresh nonce", slog.Any("intent", r), slog.Uint64("nonce", latest.Nonce))
		c, err := m.precheck(ctx, r)
		if err != nil {
			return err
		}
		if c.Verdict == Done {
			return m.finish(ctx, r, StateAbandoned, "no longer needed after its nonce was used by another transaction: "+c.Reason)
		}
		return m.requeue(ctx, r, "nonce used by another transaction")
	}
	s.takenSeen = 0
	now := m.cfg.Now()
	// Only the transaction the chain would mine next is ever re-priced: one further up waits behind it
	// (a gap below it is filled, re-pricing cannot help).
	wantBump := latest.Nonce == p.minedNonce && (s.bumpNow || m.bumpDue(latest, s, p.head))
	if wantBump || s.knownAt.IsZero() || now.Sub(s.knownAt) > m.knownRecheck() {
		known, err := m.anyKnown(ctx, atts)
		if err != nil {
			return err
		}
		if !known {
			return m.resend(ctx, p, r, latest, s)
		}
		s.knownAt = now
	}
	if wantBump {
		return m.bump(ctx, p, r, latest, s)
	}
	return nil
}

// takenGrace is how long a nonce must look used by another transaction before the manager believes it.
func (m *Manager) takenGrace() time.Duration {
	return max(2*m.cfg.PollInterval, 500*time.Millisecond)
}

// knownRecheck is how often an in-flight transaction's presence in the node is verified.
func (m *Manager) knownRecheck() time.Duration {
	return max(3*m.cfg.PollInterval, 3*time.Second)
}

// resend handles an in-flight intent the node does not know (dropped by a reorg, evicted, or never
// broadcast before a crash): check the work is still needed, then re-send the stored transaction.
func (m *Manager) resend(ctx context.Context, p *pass, r Record, latest Attempt, s *softState) error {
	c, err := m.precheck(ctx, r)
	if err != nil {
		return err
	}
	switch c.Verdict {
	case Done:
		return m.finish(ctx, r, StateAbandoned, "no longer needed before re-sending: "+c.Reason)
	case Later:
		return m.requeue(ctx, r, "not yet possible: "+c.Reason)
	}
	if s.bumpNow && latest.Nonce == p.minedNonce {
		return m.bump(ctx, p, r, latest, s)
	}
	tx := new(types.Transaction)
	if err := tx.UnmarshalBinary(latest.Raw); err != nil {
		return fmt.Errorf("decode stored attempt %s: %w", latest.TxHash.Hex(), err)
	}
	s.resentAt, s.resentHead = m.cfg.Now(), p.head.Number.Uint64()
	return m.broadcast(ctx, r, tx, sendResend)
}

func (m *Manager) requeue(ctx context.Context, r Record, reason string) error {
	if err := m.passJournal.Requeue(ctx, r.Key, reason); err != nil {
		return err
	}
	m.log.Info("intent waits to be re-signed", slog.Any("intent", r), slog.String("reason", reason))
	m.notify(r.Key)
	return nil
}

// anyKnown reports whether the node has any attempt (pending or mined).
func (m *Manager) anyKnown(ctx context.Context, atts []Attempt) (bool, error) {
	for i := len(atts) - 1; i >= 0; i-- {
		rctx, cancel := m.rpc(ctx)
		_, _, err := m.client.TransactionByHash(rctx, atts[i].TxHash)
		cancel()
		if err == nil {
			return true, nil
		}
		if !errors.Is(err, ethereum.NotFound) {
			return false, fmt.Errorf("transaction %s: %w", atts[i].TxHash.Hex(), err)
		}
	}
	return false, nil
}

// anyMined reports whether the node has any attempt in a block (its receipt may lag behind).
func (m *Manager) anyMined(ctx context.Context, atts []Attempt) (bool, error) {
	for i := len(atts) - 1; i >= 0; i-- {
		rctx, cancel := m.rpc(ctx)
		tx, pending, err := m.client.TransactionByHash(rctx, atts[i].TxHash)
		cancel()
		if err == nil && tx != nil && !pending {
			return true, nil
		}
		if err != nil && !errors.Is(err, ethereum.NotFound) {
			return false, fmt.Errorf("transaction %s: %w", atts[i].TxHash.Hex(), err)
		}
	}
	return false, nil
}

// bumpDue: the head-of-line attempt has waited BumpAfter or BumpAfterBlocks since it was signed or last
// re-sent (a re-sent transaction after a reorg or restart gets its full time again).
func (m *Manager) bumpDue(a Attempt, s *softState, head *types.Header) bool {
	sentAt, sentHead := a.CreatedAt, a.HeadBlock
	if s.resentAt.After(sentAt) {
		sentAt, sentHead = s.resentAt, s.resentHead
	}
	if m.cfg.BumpAfter > 0 && m.cfg.Now().Sub(sentAt) >= m.cfg.BumpAfter {
		return true
	}
	h := head.Number.Uint64()
	return m.cfg.BumpAfterBlocks > 0 && h >= sentHead && h-sentHead >= m.cfg.BumpAfterBlocks
}

func (m *Manager) precheck(ctx context.Context, r Record) (Check, error) {
	if r.Kind == KindFill {
		return m.fillPrecheck(ctx, r)
	}
	spec, ok := m.kinds.Spec(r.Kind)
	if !ok {
		return Check{}, fmt.Errorf("kind %q is not registered with this manager", r.Kind)
	}
	if spec.Precheck == nil {
		return Check{Verdict: Send}, nil
	}
	rctx, cancel := context.WithTimeout(ctx, 2*m.cfg.NetworkTimeout)
	defer cancel()
	c, err := spec.Precheck(rctx, r)
	if err != nil {
		return Check{}, fmt.Errorf("precheck: %w", err)
	}
	return c, nil
}

// fillPrecheck: a fill is needed while its nonce is unused.
func (m *Manager) fillPrecheck(ctx context.Context, r Record) (Check, error) {
	rctx, cancel := m.rpc(ctx)
	mined, err := m.client.NonceAt(rctx, m.from, nil)
	cancel()
	if err != nil {
		return Check{}, fmt.Errorf("fill precheck: %w", err)
	}
	if mined > r.Nonce {
		return Check{Verdict: Done, Reason: fmt.Sprintf("nonce %d already used", r.Nonce)}, nil
	}
	return Check{Verdict: Send}, nil
}

// fillGaps submits a fill for every nonce between the chain's nonce and the highest nonce held by an
// open intent that no open intent holds: a transaction above such a gap can never be mined.
func (m *Manager) fillGaps(ctx context.Context, p *pass, open []Record) (bool, error) {
	held := map[uint64]bool{}
	var top uint64
	any := false
	for _, r := range open {
		if r.holdsNonce() && r.Nonce >= p.minedNonce {
			held[r.Nonce] = true
			if !any || r.Nonce > top {
				top, any = r.Nonce, true
			}
		}
	}
	if !any {
		return false, nil
	}
	var gaps []uint64
	for n := p.minedNonce; n < top; n++ {
		if !held[n] {
			gaps = append(gaps, n)
		}
	}
	if len(gaps) == 0 {
		return false, nil
	}
	if len(gaps) > maxFillsPerPass {
		return false, fmt.Errorf("%d nonces between %d and %d are held by no intent: not filling a gap this wide (wrong chain, or the key is used by another process?)", len(gaps), p.minedNonce, top)
	}
	for _, n := range gaps {
		if err := m.submitFill(ctx, n); err != nil {
			return true, err
		}
	}
	return true, nil
}

// ready is a waiting intent that passed its precheck and gas estimate.
type ready struct {
	order int // position among the waiting intents: nonces follow submission order
	r     Record
	gas   uint64
	tx    *types.Transaction
}

// prepareSends prechecks and estimates waiting intents concurrently (up to the in-flight cap); the ones
// ready to send are returned in submission order for sendPrepared.
func (m *Manager) prepareSends(ctx context.Context, p *pass, open []Record) ([]ready, []error) {
	inflight := 0
	var waiting []Record
	now := m.cfg.Now()
	for _, r := range open {
		switch {
		case r.State == StateInFlight:
			inflight++
		case r.State == StatePending:
			if s := m.softOf(r.Key); s.notBefore.After(now) {
				continue
			}
			waiting = append(waiting, r)
		}
	}
	// Fills first: nothing above their nonce can be mined without them.
	sort.SliceStable(waiting, func(i, j int) bool { return waiting[i].Kind == KindFill && waiting[j].Kind != KindFill })
	budget := m.cfg.MaxInFlight - inflight
	if m.isStarved() {
		budget = min(budget, 1) // one probe: its answer tells when the balance is back
	}
	var take []Record
	for _, r := range waiting {
		if r.Kind != KindFill && len(take) >= max(budget, 0) {
			break
		}
		take = append(take, r)
	}
	if len(take) == 0 {
		if len(waiting) > 0 {
			m.metrics.CapReached()
		}
		return nil, nil
	}
	var (
		mu    sync.Mutex
		goods []ready
	)
	order := make(map[string]int, len(take))
	for i, r := range take {
		order[r.Key] = i
	}
	errs := m.parallel(ctx, take, func(ctx context.Context, r Record) error {
		var (
			c       Check
			err     error
			est     uint64
			estErr  error
			estDone = make(chan struct{})
			judged  bool
			tried   bool // the call at the learned limit failed: estimate without trying it again
		)
		if spec, ok := m.kinds.Spec(r.Kind); ok && spec.Judge != nil && r.GasLimit == 0 && r.From == m.from {
			// One call at the learned gas limit is both the precheck's call and the gas check.
			hint, out, ok := m.callAtHint(ctx, r.To, r.Data, r.Value)
			tried = !ok
			if ok {
				if c, err = spec.Judge(r, out, nil); err != nil {
					err = fmt.Errorf("precheck: %w", err)
				}
				est, judged = hint, true
				close(estDone)
			}
		}
		if !judged {
			// The gas estimate runs beside the precheck (both read the chain as it is now); it is used
			// only when the precheck says send.
			if r.GasLimit == 0 {
				go func() {
					defer close(estDone)
					if tried {
						est, estErr = m.estimateGas(ctx, r.Kind, r.To, r.Data, r.Value)
					} else {
						est, estErr = m.gasLimit(ctx, r.Kind, r.To, r.Data, r.Value)
					}
				}()
			} else {
				close(estDone)
			}
			c, err = m.precheck(ctx, r)
		}
		if err != nil {
			<-estDone
			m.softOf(r.Key).notBefore = m.cfg.Now().Add(m.cfg.PollInterval)
			return err
		}
		<-estDone
		switch c.Verdict {
		case Done:
			return m.finish(ctx, r, StateAbandoned, "no longer needed (precheck): "+c.Reason)
		case Later:
			s := m.softOf(r.Key)
			if s.notBefore.IsZero() {
				m.log.Debug("intent not yet possible; will ask again", slog.Any("intent", r), slog.String("reason", c.Reason))
			}
			s.notBefore = m.cfg.Now().Add(m.cfg.RetryLater)
			return nil
		}
		gas := r.GasLimit
		if gas == 0 {
			if err := estErr; err != nil {
				class := Classify(err)
				m.metrics.SendError(class)
				if class == ClassReverted {
					return m.finish(ctx, r, StateFailed, "estimate gas: "+m.cfg.RevertReason(err))
				}
				m.softOf(r.Key).notBefore = m.cfg.Now().Add(m.cfg.PollInterval)
				return fmt.Errorf("estimate gas (%s): %w", class, err)
			}
			gas = max(est, m.softOf(r.Key).gasFloor) // est has the buffer and the kind's headroom
		}
		mu.Lock()
		goods = append(goods, ready{order: order[r.Key], r: r, gas: gas})
		mu.Unlock()
		return nil
	})
	sort.Slice(goods, func(i, j int) bool { return goods[i].order < goods[j].order })
	return goods, errs
}

// sendPrepared assigns nonces to the prepared intents, signs them, persists every attempt in one
// journal transaction, and broadcasts in nonce order. open is the journal's open intents now.
func (m *Manager) sendPrepared(ctx context.Context, p *pass, openp *[]Record, goods []ready) []error {
	if len(goods) == 0 {
		return nil
	}
	var errs []error
	tip, feeCap, err := m.market(ctx, p)
	if err != nil {
		return append(errs, err)
	}
	m.sendMu.Lock()
	sent, errs := m.signAndBroadcast(ctx, p, openp, goods, tip, feeCap)
	m.sendMu.Unlock()
	return append(errs, m.lookAfterSend(ctx, p, sent)...)
}

// signAndBroadcast is sendPrepared's part under sendMu: nonces, signatures, the journal write, the
// broadcasts. When the lane sent since the pass listed the journal, the journal and the node's pending
// nonce are read again first, so that the lane's nonces are seen as held.
func (m *Manager) signAndBroadcast(ctx context.Context, p *pass, openp *[]Record, goods []ready, tip, feeCap *big.Int) ([]Record, []error) {
	var errs []error
	if m.laneSt.seq != p.laneSeq {
		open, err := m.passJournal.ListOpen(ctx, m.from)
		if err != nil {
			return nil, append(errs, fmt.Errorf("list open intents: %w", err))
		}
		*openp, p.laneSeq, p.pendingAsk = open, m.laneSt.seq, nil
		live := map[string]bool{}
		for _, r := range open {
			live[r.Key] = r.State == StatePending
		}
		kept := goods[:0]
		for _, g := range goods {
			if live[g.r.Key] { // still waiting (not finished or sent meanwhile)
				kept = append(kept, g)
			}
		}
		goods = kept
		if len(goods) == 0 {
			return nil, nil
		}
	}
	if err := m.assignNonces(ctx, p, *openp, goods); err != nil {
		return nil, append(errs, err)
	}
	atts := make([]Attempt, 0, len(goods))
	for i := range goods {
		g := &goods[i]
		tx := types.NewTx(&types.DynamicFeeTx{
			ChainID: m.chainID, Nonce: g.r.Nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: g.gas,
			To: &g.r.To, Value: g.r.Value, Data: g.r.Data,
		})
		signed, err := m.signer.SignTx(ctx, tx)
		if err != nil {
			return nil, append(errs, err)
		}
		raw, err := signed.MarshalBinary()
		if err != nil {
			return nil, append(errs, fmt.Errorf("encode signed tx: %w", err))
		}
		g.tx = signed
		atts = append(atts, Attempt{Key: g.r.Key, Nonce: signed.Nonce(), TxHash: signed.Hash(), Raw: raw, GasLimit: signed.Gas(),
			GasTipCap: signed.GasTipCap(), GasFeeCap: signed.GasFeeCap(), HeadBlock: p.head.Number.Uint64(), CreatedAt: m.cfg.Now()})
	}
	if err := m.passJournal.SaveAttempts(ctx, atts); err != nil {
		return nil, append(errs, fmt.Errorf("persist %d attempts (nothing broadcast): %w", len(atts), err))
	}
	if m.laneSt.valid {
		m.laneSt.next = max(m.laneSt.next, p.nextFree)
		m.laneSt.inflight += len(atts)
		m.laneChanged()
	}
	keys := make([]string, len(atts))
	for i, a := range atts {
		keys[i] = a.Key
	}
	m.notify(keys...)
	p.sent = true
	sort.Slice(goods, func(i, j int) bool { return goods[i].tx.Nonce() < goods[j].tx.Nonce() })
	var sent []Record
	for _, g := range goods {
		r := g.r
		r.State, r.HasNonce, r.TxHash = StateInFlight, true, g.tx.Hash()
		if err := m.broadcast(ctx, r, g.tx, sendNew); err != nil {
			errs = append(errs, fmt.Errorf("intent %q: %w", r.Key, err))
			if Classify(err) == ClassInsufficientFunds {
				break // persisted; re-sent once the sender is funded
			}
			continue
		}
		sent = append(sent, r)
	}
	p.sentCount += len(sent)
	return sent, errs
}

// lookAfterSend asks for the receipts of the transactions just broadcast, in one batch request, when
// a caller waits on one of them: a chain that mines at once (a dev chain, a sequencer's
// preconfirmation) has them already, and the waiters are answered now instead of a pass later. What is not mined yet is followed by the next passes.
func (m *Manager) lookAfterSend(ctx context.Context, p *pass, sent []Record) []error {
	m.mu.Lock()
	waited := false
	for _, r := range sent {
		waited = waited || len(m.waiters[r.Key]) > 0
	}
	m.mu.Unlock()
	if !waited {
		return nil // nobody waits for these: the next pass looks for them
	}
	hashes := make([]common.Hash, len(sent))
	for i, r := range sent {
		hashes[i] = r.TxHash
	}
	receipts, err := m.batchReceipts(ctx, hashes)
	if err != nil {
		return nil // the next pass asks again
	}
	var mined []Record
	for _, r := range sent {
		if receipts[r.TxHash] != nil {
			mined = append(mined, r)
		}
	}
	return m.parallel(ctx, mined, func(ctx context.Context, r Record) error {
		return m.confirm(ctx, p, r, receipts[r.TxHash])
	})
}

// assignNonces gives each ready intent without a pinned nonce the lowest nonce at or above the node's
// pending nonce that no open intent holds. The pending nonce covers our transactions in the pool; the
// journal covers ours the pool lost (reorg, restart), which are re-sent under their own nonce.
func (m *Manager) assignNonces(ctx context.Context, p *pass, open []Record, goods []ready) error {
	need := false
	for _, g := range goods {
		need = need || g.r.Kind != KindFill
	}
	if !need {
		return nil
	}
	var next uint64
	var err error
	if p.pendingAsk != nil {
		<-p.pendingAsk
		next, err = p.pendingNonce, p.pendingErr
	} else {
		rctx, cancel := m.rpc(ctx)
		next, err = m.client.PendingNonceAt(rctx, m.from)
		cancel()
	}
	if err != nil {
		return fmt.Errorf("pending nonce: %w", err)
	}
	p.pendingNonce, p.pendingRead = next, true
	held := map[uint64]bool{}
	for _, o := range open {
		if o.holdsNonce() {
			held[o.Nonce] = true
		}
	}
	for i := range goods {
		if goods[i].r.Kind == KindFill {
			continue
		}
		for held[next] {
			next++
		}
		goods[i].r.Nonce, goods[i].r.HasNonce = next, true
		held[next] = true
		next++
		p.nextFree = max(p.nextFree, next)
	}
	return nil
}

// market returns the tip (eth_maxPriorityFeePerGas, else FallbackTip, at least MinTip) and the fee cap
// 2*baseFee+tip, limited by MaxFeeCap. It asks the node once per pass.
func (m *Manager) market(ctx context.Context, p *pass) (tip, feeCap *big.Int, err error) {
	p.marketOnce.Do(func() {
		var t *big.Int
		var err error
		if p.tipAsk != nil {
			<-p.tipAsk
			t = p.tipAnswer
		} else {
			rctx, cancel := m.rpc(ctx)
			t, err = m.client.SuggestGasTipCap(rctx)
			cancel()
		}
		if err != nil || t == nil {
			m.log.Debug("eth_maxPriorityFeePerGas failed; using the fallback tip", slog.Any("err", err))
			t = new(big.Int).Set(m.cfg.FallbackTip)
		} else {
			m.fees.sawTip(t, m.cfg.Now())
		}
		p.tip, p.feeCap = m.marketPrice(p.head.BaseFee, t)
	})
	tip, feeCap, limited := m.signedPrice(p.tip, p.feeCap)
	if limited {
		m.log.Warn("fee cap limited by MaxFeeCap; the transaction may wait", slog.String("market", p.feeCap.String()), slog.String("max", m.cfg.MaxFeeCap.String()))
	}
	return tip, feeCap, nil
}

// marketPrice is the pricing rule: the tip (the market's, at least MinTip) and the market fee cap
// 2*baseFee+tip.
func (m *Manager) marketPrice(baseFee, marketTip *big.Int) (tip, feeCap *big.Int) {
	tip = maxBig(marketTip, m.cfg.MinTip)
	return tip, new(big.Int).Add(new(big.Int).Mul(baseFee, big.NewInt(2)), tip)
}

// signedPrice is a market price as signed: the fee cap at most MaxFeeCap (limited says it was cut), the
// tip at most the fee cap; fresh copies.
func (m *Manager) signedPrice(tip, feeCap *big.Int) (_, _ *big.Int, limited bool) {
	tip, feeCap = new(big.Int).Set(tip), new(big.Int).Set(feeCap)
	if m.cfg.MaxFeeCap != nil && feeCap.Cmp(m.cfg.MaxFeeCap) > 0 {
		feeCap, limited = new(big.Int).Set(m.cfg.MaxFeeCap), true
	}
	if tip.Cmp(feeCap) > 0 {
		tip = new(big.Int).Set(feeCap)
	}
	return tip, feeCap, limited
}

// prefetchSendReads starts the reads a send needs besides the head (the market tip and the node's
// pending nonce), so that they overlap the pass's other round trips. The pending nonce read here may
// be older than the sends of this pass: assignNonces also skips every nonce an open intent holds.
func (m *Manager) prefetchSendReads(ctx context.Context, p *pass) {
	p.tipAsk, p.pendingAsk = make(chan struct{}), make(chan struct{})
	go func() {
		defer close(p.tipAsk)
		rctx, cancel := m.rpc(ctx)
		t, err := m.client.SuggestGasTipCap(rctx)
		cancel()
		if err == nil {
			p.tipAnswer = t
		}
	}()
	go func() {
		defer close(p.pendingAsk)
		rctx, cancel := m.rpc(ctx)
		p.pendingNonce, p.pendingErr = m.client.PendingNonceAt(rctx, m.from)
		cancel()
	}()
}

// feeLimit is the highest fee cap the manager pays now: FeeLimitMultiplier times the market fee cap
// (never below FeeLimitThreshold), and at most MaxFeeCap.
func (m *Manager) feeLimit(marketFeeCap *big.Int) *big.Int {
	limit := new(big.Int).Mul(marketFeeCap, new(big.Int).SetUint64(m.cfg.FeeLimitMultiplier))
	if limit.Cmp(m.cfg.FeeLimitThreshold) < 0 {
		limit.Set(m.cfg.FeeLimitThreshold)
	}
	if m.cfg.MaxFeeCap != nil && limit.Cmp(m.cfg.MaxFeeCap) > 0 {
		limit.Set(m.cfg.MaxFeeCap)
	}
	return limit
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

// bump re-signs the head-of-line attempt's nonce with fees raised by at least BumpPercent (and at least
// the market), within the fee limit; persists and broadcasts it.
func (m *Manager) bump(ctx context.Context, p *pass, r Record, latest Attempt, s *softState) error {
	tip, marketCap, err := m.market(ctx, p)
	if err != nil {
		return err
	}
	minTip, minCap := raise(latest.GasTipCap, m.cfg.BumpPercent), raise(latest.GasFeeCap, m.cfg.BumpPercent)
	tip, feeCap := maxBig(tip, minTip), maxBig(marketCap, minCap)
	if limit := m.feeLimit(p.feeCap); feeCap.Cmp(limit) > 0 {
		if !s.feeCapped {
			m.log.Warn("not bumping: the fee cap would exceed the limit (FeeLimitMultiplier x market); waiting for the market",
				slog.Any("intent", r), slog.String("fee_cap", feeCap.String()), slog.String("limit", limit.String()))
			s.feeCapped = true
		}
		return nil
	}
	s.feeCapped, s.bumpNow = false, false
	if tip.Cmp(feeCap) > 0 {
		tip = new(big.Int).Set(feeCap)
	}
	tx := types.NewTx(&types.DynamicFeeTx{
		ChainID: m.chainID, Nonce: latest.Nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: latest.GasLimit,
		To: &r.To, Value: r.Value, Data: r.Data,
	})
	signed, err := m.signer.SignTx(ctx, tx)
	if err != nil {
		return err
	}
	raw, err := signed.MarshalBinary()
	if err != nil {
		return fmt.Errorf("encode signed tx: %w", err)
	}
	a := Attempt{Key: r.Key, Nonce: signed.Nonce(), TxHash: signed.Hash(), Raw: raw, GasLimit: signed.Gas(),
		GasTipCap: signed.GasTipCap(), GasFeeCap: signed.GasFeeCap(), HeadBlock: p.head.Number.Uint64(), CreatedAt: m.cfg.Now()}
	if err := m.passJournal.SaveAttempts(ctx, []Attempt{a}); err != nil {
		return fmt.Errorf("persist bump (not broadcast): %w", err)
	}
	m.log.Info("bumping fees", slog.Any("intent", r), slog.Uint64("nonce", latest.Nonce),
		slog.String("tip", tip.String()), slog.String("fee_cap", feeCap.String()))
	r.TxHash = signed.Hash()
	return m.broadcast(ctx, r, signed, sendBump)
}

// broadcast sends tx and acts on the node's answer by class. It returns an error only for answers that
// should be retried; decided outcomes are recorded.
func (m *Manager) broadcast(ctx context.Context, r Record, tx *types.Transaction, kind string) error {
	if !m.stillSender() {
		return fmt.Errorf("%w: not broadcasting %s", ErrNotSender, tx.Hash().Hex())
	}
	rctx, cancel := m.rpc(ctx)
	err := m.client.SendTransaction(rctx, tx)
	cancel()
	switch class := m.noteBroadcast(r, tx, kind, err); class {
	case ClassNone, ClassAlreadyKnown, ClassNonceTooLow, ClassNonceTooHigh, ClassUnderpriced:
		return nil
	case ClassInsufficientFunds:
		return fmt.Errorf("broadcast: %w", err)
	case ClassFatal, ClassReverted:
		if kind == sendBump {
			m.log.Warn("bump rejected; keeping the earlier attempt", slog.Any("intent", r), slog.String("tx", tx.Hash().Hex()), slog.String("err", err.Error()))
			return nil
		}
		return m.finish(ctx, r, StateFailed, "rejected by the node: "+m.cfg.RevertReason(err))
	default:
		return fmt.Errorf("broadcast (%s): %w", class, err)
	}
}

// noteBroadcast records what the node answered to a broadcast (metrics, pacing, the starved flag, a log
// line) and returns its class; deciding the intent's fate on a refusal is the caller's.
func (m *Manager) noteBroadcast(r Record, tx *types.Transaction, kind string, err error) ErrorClass {
	class := Classify(err)
	if err != nil {
		m.metrics.SendError(class)
	}
	s := m.softOf(r.Key)
	attrs := []any{slog.Any("intent", r), slog.String("send", kind), slog.String("tx", tx.Hash().Hex()), slog.Uint64("nonce", tx.Nonce())}
	switch class {
	case ClassNone, ClassAlreadyKnown:
		m.metrics.TxBroadcast(kind)
		s.nonceTooLow, s.knownAt = 0, m.cfg.Now()
		if m.isStarved() {
			m.setStarved(false, "")
		}
		m.log.Debug("transaction broadcast", append(attrs, slog.String("result", class.String()))...)
	case ClassNonceTooLow:
		// Either an attempt of ours is mined (its receipt is found next pass) or another transaction
		// took the nonce (re-signed after SafeAbortNonceTooLowCount such answers).
		s.nonceTooLow++
		m.log.Info("nonce too low on broadcast; checking receipts next pass", attrs...)
	case ClassNonceTooHigh:
		// A gap below: re-pricing cannot help; the gap is filled.
		m.log.Info("nonce too high on broadcast (a gap below it is being filled)", attrs...)
	case ClassUnderpriced:
		s.bumpNow = true
		m.log.Info("underpriced; re-pricing next pass", append(attrs, slog.String("err", err.Error()))...)
	case ClassInsufficientFunds:
		m.setStarved(true, err.Error())
	}
	return class
}

// finish makes an intent failed or abandoned. A nonce it held and will never use is filled by the next
// pass's gap check if later transactions need it.
func (m *Manager) finish(ctx context.Context, r Record, state State, reason string) error {
	if err := m.passJournal.MarkFinal(ctx, r.Key, state, reason); err != nil {
		return err
	}
	lvl := slog.LevelInfo
	if state == StateFailed {
		lvl = slog.LevelWarn
	}
	m.log.Log(ctx, lvl, "intent "+string(state), slog.Any("intent", r), slog.String("what", m.describe(r)), slog.String("reason", reason))
	m.metrics.IntentFinished(r.Kind, state)
	m.forget(r.Key)
	m.notify(r.Key)
	return nil
}

// batchClient is a Client that can send several JSON-RPC calls in one request (*ethclient.Client).
type batchClient interface {
	Client() *rpc.Client
}

// maxBatch bounds the calls of one batch request (providers cap batch sizes).
const maxBatch = 100

// prefetchReceipts reads the receipts of the tracked intents' latest transactions, and the canonical
// hashes of the blocks they are in, in two batch requests instead of two round trips per intent (and an
// intent whose latest transaction is mined needs no read of its attempts). A
// failed batch leaves the pass without them: each intent then asks on its own, as without batching.
func (m *Manager) prefetchReceipts(ctx context.Context, p *pass, tracked []Record) {
	bc, ok := m.client.(batchClient)
	if !ok || len(tracked) == 0 || bc.Client() == nil {
		return
	}
	rc := bc.Client()
	var hashes []common.Hash
	for _, r := range tracked {
		if r.TxHash != (common.Hash{}) {
			hashes = append(hashes, r.TxHash)
		}
	}
	receipts, err := m.batchReceipts(ctx, hashes)
	if err != nil {
		return
	}
	p.receipts = receipts
	var blocks []uint64
	seen := map[uint64]bool{}
	head := p.head.Number.Uint64()
	for _, r := range receipts {
		if r == nil || r.BlockNumber == nil {
			continue
		}
		n := r.BlockNumber.Uint64()
		if n >= head || seen[n] || depth(p.head, n) < m.cfg.Confirmations {
			continue // the head's hash is known; a block not deep enough is not confirmed this pass
		}
		seen[n] = true
		blocks = append(blocks, n)
	}
	if len(blocks) == 0 {
		return
	}
	headers := make(map[uint64]common.Hash, len(blocks))
	for start := 0; start < len(blocks); start += maxBatch {
		chunk := blocks[start:min(start+maxBatch, len(blocks))]
		out := make([]*types.Header, len(chunk))
		elems := make([]rpc.BatchElem, len(chunk))
		for i, n := range chunk {
			elems[i] = rpc.BatchElem{Method: "eth_getBlockByNumber", Args: []any{hexutil.EncodeUint64(n), false}, Result: &out[i]}
		}
		rctx, cancel := m.rpc(ctx)
		err := rc.BatchCallContext(rctx, elems)
		cancel()
		if err != nil {
			return
		}
		for i, e := range elems {
			if e.Error == nil && out[i] != nil && out[i].Number != nil && out[i].Number.Uint64() == chunk[i] {
				headers[chunk[i]] = out[i].Hash()
			}
		}
	}
	p.headers = headers
}

// batchReceipts reads the receipts of hashes in batch requests: hash -> receipt, nil when the node has
// none; a hash whose single answer was an error is left out. It fails when the client cannot batch or a
// batch request failed.
func (m *Manager) batchReceipts(ctx context.Context, hashes []common.Hash) (map[common.Hash]*types.Receipt, error) {
	bc, ok := m.client.(batchClient)
	if !ok || bc.Client() == nil {
		return nil, errors.New("the client cannot batch")
	}
	rc := bc.Client()
	receipts := make(map[common.Hash]*types.Receipt, len(hashes))
	for start := 0; start < len(hashes); start += maxBatch {
		chunk := hashes[start:min(start+maxBatch, len(hashes))]
		out := make([]*types.Receipt, len(chunk))
		elems := make([]rpc.BatchElem, len(chunk))
		for i, h := range chunk {
			elems[i] = rpc.BatchElem{Method: "eth_getTransactionReceipt", Args: []any{h}, Result: &out[i]}
		}
		rctx, cancel := m.rpc(ctx)
		err := rc.BatchCallContext(rctx, elems)
		cancel()
		if err != nil {
			return nil, fmt.Errorf("batch of %d receipts: %w", len(chunk), err)
		}
		for i, e := range elems {
			if e.Error == nil && (out[i] == nil || out[i].TxHash == chunk[i]) {
				receipts[chunk[i]] = out[i]
			}
		}
	}
	return receipts, nil
}

// receipt returns the receipt of hash (ethereum.NotFound when the node has none), from the pass's batch
// when it asked for it.
func (m *Manager) receipt(ctx context.Context, p *pass, hash common.Hash) (*types.Receipt, error) {
	if rc, ok := p.receipts[hash]; ok {
		if rc == nil {
			return nil, ethereum.NotFound
		}
		return rc, nil
	}
	rctx, cancel := m.rpc(ctx)
	defer cancel()
	rc, err := m.client.TransactionReceipt(rctx, hash)
	if err == nil && rc == nil {
		return nil, ethereum.NotFound
	}
	return rc, err
}

// canonicalHash returns the hash of the canonical block number n: the pass's head, its batch, or (with
// fresh, or when the pass has not read it) a header read now.
func (m *Manager) canonicalHash(ctx context.Context, p *pass, n uint64, fresh bool) (common.Hash, error) {
	if !fresh && n == p.head.Number.Uint64() {
		return p.headHash, nil
	}
	if h, ok := p.headers[n]; ok && !fresh {
		return h, nil
	}
	rctx, cancel := m.rpc(ctx)
	h, err := m.client.HeaderByNumber(rctx, new(big.Int).SetUint64(n))
	cancel()
	if err != nil {
		return common.Hash{}, fmt.Errorf("header %d: %w", n, err)
	}
	return h.Hash(), nil
}
