package txmgr

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"
)

// The send lane: Send signs and broadcasts a caller's new intent in the caller's goroutine instead of
// leaving it to the next pass. A caller that waits for its transaction (an x402 settlement) then pays
// one journal write and one broadcast, not a wake-up, a pass's reads and two journal writes. Calls that
// arrive together are grouped: one journal transaction and one batch request of broadcasts per group.
//
// The lane and the passes share one nonce stream. Nonce assignment, the journal write of the signed
// attempts and the broadcasts happen under sendMu in both; the lane takes the next nonce above every
// nonce ever assigned (laneState.next), which only passes set up (after a restart, a change of term, or
// a broadcast the node refused). A pass that assigns nonces after the lane sent re-reads the journal and
// the node's pending nonce first, so the two never hand out one nonce twice. Everything after the
// broadcast (receipts, confirmation, re-sends, bumps, reorgs) is the passes' work, from the journal, as
// for any intent.

// ErrWouldRevert: Send's gas estimate reverted, so the intent was not stored; the error carries the
// decoded reason.
var ErrWouldRevert = errors.New("txmgr: the transaction would revert")

// laneState is the lane's nonce and fee knowledge; guarded by sendMu (fees by feeMu).
type laneState struct {
	valid    bool   // next is known: set by a pass, cleared by a refused broadcast or a change of term
	term     uint64 // the term (Config.Term) next belongs to
	next     uint64 // above every nonce assigned so far and at least the chain's nonce
	seq      uint64 // counts lane groups and invalidations: a pass's view of the journal is stale once it moved
	inflight int    // signed transactions not yet mined, as of the last pass plus the lane's sends since
}

// laneFees is the market as last seen by a pass (or by the lane itself when that is old).
type laneFees struct {
	mu      sync.Mutex
	tip     *big.Int
	tipAt   time.Time
	baseFee *big.Int
	baseAt  time.Time
	head    uint64
}

// Fee knowledge older than this is read again before the lane signs with it.
const (
	laneTipMaxAge = 30 * time.Second
	laneBaseAge   = 3 * time.Second
)

// laneReq is one Send waiting for its group.
type laneReq struct {
	in   Intent
	rec  Record // the record to store: GasLimit is the caller's (0: estimate on re-signs)
	gas  uint64 // the gas limit of the first attempt
	out  Record
	rc   *types.Receipt
	err  error
	done chan struct{}
}

// laneQueue collects Send calls for the goroutine leading the current group.
type laneQueue struct {
	mu      sync.Mutex
	queue   []*laneReq
	leading bool
}

// maxLaneGroup bounds one group (one journal transaction, one batch request).
const maxLaneGroup = 64

// Send stores a new intent and sends it at once when the manager can, and returns its record with the
// receipt when the chain mined it right away (a dev chain, a sequencer's preconfirmation), else nil.
//
// The caller has checked that the work is needed now: Send does not run the kind's precheck. Unless the
// intent sets GasLimit, it dry-runs the call for its gas limit (gasLimit: one eth_call at a limit learned
// from earlier sends of the same function, else an estimate); a call that reverts stores nothing and
// returns an error wrapping ErrWouldRevert with the reason. The intent and its signed first attempt are
// journaled in one transaction before the broadcast, so a crash at any point leaves a journal the
// passes finish from, as for Submit. When the lane cannot sign now (no pass has read the nonce yet since
// the start, the in-flight cap is reached, the sender is starved or does not lead, a node error), Send
// is Submit: the intent waits for the next pass. A key that exists is Submit's answer (its stored
// record, or ErrKeyConflict). Someone must be driving the manager (Start or Process), which confirms
// what Send broadcast.
func (m *Manager) Send(ctx context.Context, in Intent) (Record, *types.Receipt, error) {
	rec, err := m.newRecord(in)
	if err != nil {
		return Record{}, nil, err
	}
	if !m.laneOpen() {
		return m.submitOne(ctx, in)
	}
	gas := in.GasLimit
	var gasErr error
	if gas == 0 {
		if gas, gasErr = m.sendGas(ctx, in, rec.Value); gasErr != nil && !errors.Is(gasErr, ErrWouldRevert) {
			gasErr = fmt.Errorf("estimate gas: %w", gasErr)
		}
	}
	if errors.Is(gasErr, ErrWouldRevert) {
		return Record{}, nil, gasErr
	} else if gasErr != nil {
		m.log.Debug("send: estimate failed; leaving the intent to the next pass", slog.String("key", in.Key), slog.String("err", gasErr.Error()))
		return m.submitOne(ctx, in)
	}
	req := &laneReq{in: in, rec: rec, gas: gas, done: make(chan struct{})}
	m.lane.mu.Lock()
	m.lane.queue = append(m.lane.queue, req)
	lead := !m.lane.leading
	m.lane.leading = true
	m.lane.mu.Unlock()
	if lead {
		m.leadLane(context.WithoutCancel(ctx))
	}
	<-req.done // bounded: a group's work is a journal write and RPCs under NetworkTimeout
	return req.out, req.rc, req.err
}

// sendGas is the gas limit of a Send (gasLimit: the learned limit checked by one eth_call, which is the
// dry run too, or an estimate); a revert is ErrWouldRevert.
func (m *Manager) sendGas(ctx context.Context, in Intent, value *big.Int) (uint64, error) {
	gas, err := m.gasLimit(ctx, in.Kind, in.To, in.Data, value)
	if err != nil && Classify(err) == ClassReverted {
		return 0, fmt.Errorf("%w: %q: %s", ErrWouldRevert, in.Key, m.cfg.RevertReason(err))
	}
	return gas, err
}

// gasLimit is the gas limit to send a call with (the estimate plus GasBufferPercent and the kind's
// headroom). When earlier calls of the same contract function taught a limit, one eth_call at that
// limit checks it suffices: a single execution on the node, where eth_estimateGas's binary search costs
// a dozen or more (an estimate of a 50-result relay batch cost anvil as much CPU as 17 calls of it). A
// call that fails at the learned limit (short of gas, or reverting) is estimated, and what the estimate
// says is learned. A revert is the node's error (ClassReverted).
func (m *Manager) gasLimit(ctx context.Context, kind Kind, to common.Address, data []byte, value *big.Int) (uint64, error) {
	if hint, _, ok := m.callAtHint(ctx, to, data, value); ok {
		return hint, nil
	}
	return m.estimateGas(ctx, kind, to, data, value)
}

// callAtHint runs the call once at the gas limit learned for its function: ok when there is one and the
// call succeeded at it, with what the call returned.
func (m *Manager) callAtHint(ctx context.Context, to common.Address, data []byte, value *big.Int) (hint uint64, out []byte, ok bool) {
	key := gasKey{to: to}
	copy(key.selector[:], data)
	hint, known := m.gasHints.get(key)
	caller, canCall := m.client.(contractCaller)
	if !known || !canCall {
		return 0, nil, false
	}
	rctx, cancel := m.rpc(ctx)
	defer cancel()
	out, err := caller.CallContract(rctx, ethereum.CallMsg{From: m.from, To: &to, Gas: hint, Value: value, Data: data}, nil)
	if err != nil {
		return 0, nil, false
	}
	return hint, out, true
}

// estimateGas is the estimate of a call with GasBufferPercent and the kind's headroom, learned for its
// function.
func (m *Manager) estimateGas(ctx context.Context, kind Kind, to common.Address, data []byte, value *big.Int) (uint64, error) {
	key := gasKey{to: to}
	copy(key.selector[:], data)
	rctx, cancel := m.rpc(ctx)
	est, err := m.client.EstimateGas(rctx, ethereum.CallMsg{From: m.from, To: &to, Value: value, Data: data})
	cancel()
	if err != nil {
		return 0, err
	}
	gas := est + est*m.cfg.GasBufferPercent/100
	if spec, ok := m.kinds.Spec(kind); ok {
		gas += spec.GasHeadroom
	}
	m.gasHints.learn(key, gas)
	return gas, nil
}

// contractCaller is a Client that can run eth_call (*ethclient.Client).
type contractCaller interface {
	CallContract(ctx context.Context, call ethereum.CallMsg, blockNumber *big.Int) ([]byte, error)
}

// gasKey names a contract function: calls to it are expected to need similar gas.
type gasKey struct {
	to       common.Address
	selector [4]byte
}

// gasHints remembers, per contract function, the highest gas limit an estimate gave a Send (bounded).
type gasHints struct {
	mu sync.Mutex
	m  map[gasKey]uint64
}

// maxGasHints bounds the functions remembered.
const maxGasHints = 1024

func (h *gasHints) get(k gasKey) (uint64, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	g, ok := h.m[k]
	return g, ok
}

func (h *gasHints) learn(k gasKey, gas uint64) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.m == nil {
		h.m = make(map[gasKey]uint64)
	}
	if _, ok := h.m[k]; !ok && len(h.m) >= maxGasHints {
		return
	}
	h.m[k] = max(h.m[k], gas)
}

func (m *Manager) submitOne(ctx context.Context, in Intent) (Record, *types.Receipt, error) {
	rec, err := m.Submit(ctx, in)
	return rec, nil, err
}

// laneOpen reports whether the lane may sign now: a hint read without the send lock, which a group may
// hold through its journal write and broadcasts (sendGroup checks again under it).
func (m *Manager) laneOpen() bool {
	return !m.isStarved() && m.laneOpenHint.Load()
}

// laneChanged refreshes laneOpen's hint after a change of laneSt; sendMu is held.
func (m *Manager) laneChanged() {
	m.laneOpenHint.Store(m.laneSt.valid && m.laneSt.inflight < m.cfg.MaxInFlight)
}

// leadLane runs groups until the queue is empty.
func (m *Manager) leadLane(ctx context.Context) {
	for {
		m.lane.mu.Lock()
		n := min(len(m.lane.queue), maxLaneGroup)
		group := m.lane.queue[:n:n]
		m.lane.queue = m.lane.queue[n:]
		if n == 0 {
			m.lane.leading = false
			m.lane.queue = nil
		}
		m.lane.mu.Unlock()
		if n == 0 {
			return
		}
		if sent := m.sendGroup(ctx, group); len(sent) > 0 {
			go m.lookForReceipts(ctx, sent) // the next group need not wait for these receipts
		} else {
			closeAll(group)
		}
	}
}

func closeAll(group []*laneReq) {
	for _, r := range group {
		close(r.done)
	}
}

// laneLook is the schedule of receipt reads after a group's broadcast, while the chain mines at once
// (anvil, a sequencer's preconfirmation): the node answers a broadcast a moment before the block that
// holds it (about a quarter of a millisecond on anvil). When no receipt shows within it, the passes
// follow the transactions, and the next groups are looked for once (laneLookSlow) until one is mined at
// once again.
var laneLook = []time.Duration{250 * time.Microsecond, 250 * time.Microsecond, 500 * time.Microsecond, time.Millisecond,
	2 * time.Millisecond, 4 * time.Millisecond, 8 * time.Millisecond}

// laneLookSlow is the one look after a broadcast while the chain does not mine at once.
var laneLookSlow = []time.Duration{2 * time.Millisecond}

// lookForReceipts reads the receipts of a broadcast group, hands them to its callers and wakes them.
func (m *Manager) lookForReceipts(ctx context.Context, group []*laneReq) {
	defer closeAll(group)
	look := laneLook
	if m.laneSlow.Load() {
		look = laneLookSlow
	}
	hashes := make([]common.Hash, len(group))
	for i, r := range group {
		hashes[i] = r.out.TxHash
	}
	found := 0
	for _, r := range group {
		if r.rc != nil {
			found++
		}
	}
	defer func() {
		m.laneSlow.Store(found == 0)
		if found < len(group) {
			m.Wake() // a pass follows the rest
		}
		if found > 0 {
			// Mined is no longer in flight: the cap counts what still waits for a block.
			m.sendMu.Lock()
			m.laneSt.inflight = max(0, m.laneSt.inflight-found)
			m.laneChanged()
			m.sendMu.Unlock()
		}
	}()
	for _, d := range look {
		if found == len(group) {
			return
		}
		time.Sleep(d)
		receipts, err := m.batchReceipts(ctx, hashes)
		if err != nil {
			return // the passes follow them
		}
		for i, r := range group {
			if rc := receipts[hashes[i]]; rc != nil && r.rc == nil {
				r.rc = rc
				m.sawReceipt(r.out.Key, rc)
				found++
			}
		}
		if found == len(group) {
			return
		}
	}
}

// sendGroup signs, journals and broadcasts a group and returns the requests it broadcast (their done
// channels still open, for lookForReceipts); what it cannot send now is submitted for the passes.
func (m *Manager) sendGroup(ctx context.Context, group []*laneReq) (sent []*laneReq) {
	var later []*laneReq
	defer func() {
		for _, r := range later {
			r.out, r.rc, r.err = m.submitOne(ctx, r.in)
		}
		if sent == nil {
			return
		}
		for _, r := range group[len(sent):] {
			close(r.done)
		}
	}()
	tip, feeCap, err := m.laneMarket(ctx)
	if err != nil {
		m.log.Debug("send: market read failed; leaving the intents to the next pass", slog.String("err", err.Error()))
		later = group
		return
	}
	journal, term, ok := m.laneJournal()
	m.sendMu.Lock()
	st := &m.laneSt
	if !ok || !st.valid || st.term != term || m.isStarved() {
		m.sendMu.Unlock()
		later = group
		return
	}
	take := min(len(group), m.cfg.MaxInFlight-st.inflight)
	if take <= 0 {
		m.sendMu.Unlock()
		m.metrics.CapReached()
		later = group
		return
	}
	sending, later := group[:take], group[take:]
	recs, atts, txs := make([]Record, len(sending)), make([]Attempt, len(sending)), make([]*types.Transaction, len(sending))
	nonce, head := st.next, m.fees.headNumber()
	for i, r := range sending {
		tx, err := m.signer.SignTx(ctx, types.NewTx(&types.DynamicFeeTx{
			ChainID: m.chainID, Nonce: nonce + uint64(i), GasTipCap: tip, GasFeeCap: feeCap, Gas: r.gas,
			To: &r.in.To, Value: r.rec.Value, Data: r.in.Data,
		}))
		if err != nil {
			m.sendMu.Unlock()
			m.failGroup(sending, fmt.Errorf("txmgr: sign: %w", err))
			return
		}
		raw, err := tx.MarshalBinary()
		if err != nil {
			m.sendMu.Unlock()
			m.failGroup(sending, fmt.Errorf("txmgr: encode signed tx: %w", err))
			return
		}
		rec := r.rec
		rec.State, rec.HasNonce, rec.Nonce, rec.TxHash = StateInFlight, true, tx.Nonce(), tx.Hash()
		recs[i], txs[i] = rec, tx
		atts[i] = Attempt{Key: rec.Key, Nonce: tx.Nonce(), TxHash: tx.Hash(), Raw: raw, GasLimit: tx.Gas(),
			GasTipCap: tx.GasTipCap(), GasFeeCap: tx.GasFeeCap(), HeadBlock: head, CreatedAt: m.cfg.Now()}
		// A pass that lists the intent before the broadcast below must not take it for lost.
		m.softOf(rec.Key).knownAt = m.cfg.Now()
	}
	if err := journal.CreateSent(ctx, recs, atts); err != nil {
		exists := errors.Is(err, ErrKeyExists)
		if !exists {
			// Whether a failed write left anything behind is for the passes to find in the journal: the
			// lane waits for one before it assigns nonces again.
			st.valid, st.seq = false, st.seq+1
			m.laneChanged()
		}
		m.sendMu.Unlock()
		for _, r := range recs {
			m.forget(r.Key)
		}
		if exists {
			later = append(later, sending...) // Submit answers with the stored record
			return
		}
		m.failGroup(sending, fmt.Errorf("txmgr: journal %d intents (nothing sent): %w", len(recs), err))
		return
	}
	st.next, st.seq, st.inflight = nonce+uint64(len(sending)), st.seq+1, st.inflight+len(sending)
	receipts, refused := m.broadcastGroup(ctx, recs, txs, term)
	if refused {
		st.valid, st.seq = false, st.seq+1 // the passes sort it out and set the lane up again
	}
	m.laneChanged()
	m.sendMu.Unlock()
	keys := make([]string, len(recs))
	for i, r := range recs {
		keys[i] = r.Key
		m.metrics.IntentSubmitted(r.Kind)
		sending[i].out = r
		if i < len(receipts) && receipts[i] != nil {
			sending[i].rc = receipts[i]
			m.sawReceipt(r.Key, receipts[i])
		}
	}
	m.notify(keys...)
	if refused {
		m.Wake() // a pass sorts them out now
		return nil
	}
	return sending // lookForReceipts wakes a pass if they are not mined at once; else the next poll records them
}

func (m *Manager) failGroup(group []*laneReq, err error) {
	for _, r := range group {
		r.err = err
	}
}

// broadcastGroup broadcasts a group's transactions in nonce order, in one batch request when the
// client can batch; refused reports whether the node refused any (the lane then stops until a pass has
// looked: the passes re-send, re-price or re-sign from the journal). sendMu is held.
func (m *Manager) broadcastGroup(ctx context.Context, recs []Record, txs []*types.Transaction, term uint64) (receipts []*types.Receipt, refused bool) {
	if m.cfg.Term != nil {
		if _, t, ok := m.cfg.Term(); !ok || t != term {
			for _, r := range recs {
				m.softOf(r.Key).knownAt = time.Time{}
			}
			return nil, true // journaled under a term that ended: its successor sends them
		}
	}
	errs := make([]error, len(txs))
	receipts = make([]*types.Receipt, len(txs))
	bc, ok := m.client.(batchClient)
	unsure := false // a sync broadcast gave up waiting: whether the node got it is for a pass to ask
	if ok && bc.Client() != nil && len(txs) == 1 && !m.laneSlow.Load() && !m.noSendSync.Load() {
		receipts[0], unsure, errs[0] = m.sendSync(ctx, bc.Client(), txs[0])
	} else if ok && bc.Client() != nil && len(txs) > 1 {
		elems := make([]rpc.BatchElem, len(txs))
		for i, tx := range txs {
			raw, _ := tx.MarshalBinary()
			elems[i] = rpc.BatchElem{Method: "eth_sendRawTransaction", Args: []any{hexutil.Encode(raw)}, Result: new(common.Hash)}
		}
		rctx, cancel := m.rpc(ctx)
		err := bc.Client().BatchCallContext(rctx, elems)
		cancel()
		for i, e := range elems {
			errs[i] = e.Error
			if err != nil {
				errs[i] = err
			}
		}
	} else {
		for i, tx := range txs {
			rctx, cancel := m.rpc(ctx)
			errs[i] = m.client.SendTransaction(rctx, tx)
			cancel()
		}
	}
	for i, tx := range txs {
		if class := m.noteBroadcast(recs[i], tx, sendNew, errs[i]); class != ClassNone && class != ClassAlreadyKnown {
			refused = true
			m.softOf(recs[i].Key).knownAt = time.Time{} // the next pass asks the node and re-sends
		}
	}
	if unsure {
		// A node that drops a request whose client gave up may never have seen the transaction: the next
		// pass asks it and re-sends (the transactions after it wait behind the gap until then).
		m.softOf(recs[0].Key).knownAt = time.Time{}
		m.Wake()
	}
	return receipts, refused
}

// laneSyncWait bounds eth_sendRawTransactionSync: the lane holds the send lock while it waits, so it
// uses the call only while the chain mines at once, and gives up on the receipt (not the transaction)
// after this long.
const laneSyncWait = 25 * time.Millisecond

// sendSync broadcasts one transaction with eth_sendRawTransactionSync (EIP-7966: the node answers with
// the receipt once the transaction is in a block), saving the receipt reads that follow a plain
// broadcast. A node without the method turns it off for good (and the plain broadcast is made); a
// receipt not there within laneSyncWait is left to the receipt reads and passes; unsure then says the
// node may have dropped the request with the transaction (a pass asks it at once and re-sends).
func (m *Manager) sendSync(ctx context.Context, c *rpc.Client, tx *types.Transaction) (_ *types.Receipt, unsure bool, _ error) {
	raw, err := tx.MarshalBinary()
	if err != nil {
		return nil, false, fmt.Errorf("encode signed tx: %w", err)
	}
	rctx, cancel := context.WithTimeout(ctx, min(laneSyncWait, m.cfg.NetworkTimeout))
	var rc *types.Receipt
	err = c.CallContext(rctx, &rc, "eth_sendRawTransactionSync", hexutil.Encode(raw))
	cancel()
	var rerr rpc.Error
	switch {
	case err == nil && rc != nil && rc.TxHash == tx.Hash():
		return rc, false, nil
	case err == nil:
		return nil, false, nil // accepted; the receipt reads follow it
	case errors.As(err, &rerr) && (rerr.ErrorCode() == -32601 || rerr.ErrorCode() == -32602):
		m.noSendSync.Store(true)
		m.log.Info("the node has no eth_sendRawTransactionSync; broadcasting with eth_sendRawTransaction", slog.String("err", err.Error()))
		rctx, cancel := m.rpc(ctx)
		defer cancel()
		return nil, false, m.client.SendTransaction(rctx, tx)
	case errors.Is(err, context.DeadlineExceeded) && ctx.Err() == nil:
		m.laneSlow.Store(true) // not mined at once: back to plain broadcasts and receipt reads
		return nil, true, nil
	}
	return nil, false, err
}

// laneJournal is the journal the lane writes through now, and the term it belongs to.
func (m *Manager) laneJournal() (Journal, uint64, bool) {
	if m.cfg.Term == nil {
		return m.journal, 0, true
	}
	j, term, ok := m.cfg.Term()
	return j, term, ok && j != nil
}

// laneMarket returns the tip and fee cap the lane signs with: the market as a recent pass saw it, or as
// read now when that is old.
func (m *Manager) laneMarket(ctx context.Context) (tip, feeCap *big.Int, err error) {
	f := &m.fees
	now := m.cfg.Now()
	f.mu.Lock()
	tip, base := f.tip, f.baseFee
	tipOld := tip == nil || now.Sub(f.tipAt) > laneTipMaxAge
	baseOld := base == nil || now.Sub(f.baseAt) > max(laneBaseAge, 2*m.cfg.PollInterval)
	f.mu.Unlock()
	if baseOld {
		rctx, cancel := m.rpc(ctx)
		h, err := m.client.HeaderByNumber(rctx, nil)
		cancel()
		if err != nil {
			return nil, nil, fmt.Errorf("read chain head: %w", err)
		}
		if h.BaseFee == nil {
			return nil, nil, errors.New("chain head has no base fee")
		}
		m.fees.sawHead(h, now)
		base = h.BaseFee
	}
	if tipOld {
		rctx, cancel := m.rpc(ctx)
		t, err := m.client.SuggestGasTipCap(rctx)
		cancel()
		if err != nil || t == nil {
			t = new(big.Int).Set(m.cfg.FallbackTip)
		}
		m.fees.sawTip(t, now)
		tip = t
	}
	tip, feeCap, _ = m.signedPrice(m.marketPrice(base, tip))
	return tip, feeCap, nil
}

func (f *laneFees) sawHead(h *types.Header, at time.Time) {
	if h == nil || h.BaseFee == nil {
		return
	}
	f.mu.Lock()
	f.baseFee, f.baseAt = new(big.Int).Set(h.BaseFee), at
	f.head = h.Number.Uint64()
	f.mu.Unlock()
}

func (f *laneFees) sawTip(t *big.Int, at time.Time) {
	if t == nil {
		return
	}
	f.mu.Lock()
	f.tip, f.tipAt = new(big.Int).Set(t), at
	f.mu.Unlock()
}

func (f *laneFees) headNumber() uint64 {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.head
}

// laneSeq is where the lane stands; a pass records it before it lists the journal.
func (m *Manager) laneSeq() uint64 {
	m.sendMu.Lock()
	defer m.sendMu.Unlock()
	return m.laneSt.seq
}

// laneAfterPass sets the lane up from a pass's complete view: open is the journal as the pass listed it
// when the lane stood at p.laneSeq, p.nextFree is above the nonces the pass assigned since, p.pendingNonce
// the node's pending nonce if the pass read it; inflight counts the transactions in flight. A pass whose
// view the lane has moved past changes nothing.
func (m *Manager) laneAfterPass(p *pass, open []Record, inflight int) {
	m.sendMu.Lock()
	defer m.sendMu.Unlock()
	st := &m.laneSt
	if st.seq != p.laneSeq {
		return // the lane moved since the pass listed the journal: its view is not complete
	}
	next := max(p.minedNonce, p.nextFree)
	if p.pendingRead {
		next = max(next, p.pendingNonce)
	}
	for _, o := range open {
		if o.holdsNonce() {
			next = max(next, o.Nonce+1)
		}
	}
	if st.valid && st.term == m.passTerm {
		next = max(next, st.next)
	}
	st.valid, st.term, st.next, st.inflight = true, m.passTerm, next, inflight
	m.laneChanged()
}
