package facilitator

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/txmgr"
	"github.com/asa-escrow/asa/x402"
)

// Settle verifies the payment and executes it on chain through the network's Sender. With a Sender that
// can send at once (the transaction manager's lane), the gas estimate of the settlement is its dry run
// and the chain reads run only to explain a refusal; otherwise the checks read the chain (without the
// eth_call dry run, as the TypeScript facilitator does by default) and the intent waits for the
// manager's next pass.
//
// Answers:
//   - success: the transaction is mined and its effect matches (Settler.Confirm);
//   - success:false, errorReason settlement_pending, transaction set: sent, receipt not seen within
//     SettleTimeout (or the context's deadline); settling the same payment again waits on that same
//     intent;
//   - success:false with a reason and transaction "": rejected, nothing sent;
//   - success:false, invalid_exact_evm_transaction_failed with the hash: the transaction reverted.
//
// Settling an authorization that this facilitator already settled answers success with the original
// transaction again; it never sends a second transaction.
func (f *Facilitator) Settle(ctx context.Context, r x402.FacilitatorRequest) (x402.SettleResponse, error) {
	res, err := f.settle(ctx, r)
	f.cfg.Metrics.Settled(res, err)
	return res, err
}

func (f *Facilitator) settle(ctx context.Context, r x402.FacilitatorRequest) (x402.SettleResponse, error) {
	p, rej, err := f.decode(r)
	if err != nil {
		return x402.SettleResponse{}, fmt.Errorf("%w: %v", ErrBadRequest, err)
	}
	if rej != nil {
		return failed(rej.InvalidReason, rej.InvalidMessage, "", p0Network(r), rej.Payer), nil
	}
	offline := f.checkBeforeSignature(p)
	if offline == nil {
		if ds, ok := p.network.Sender.(directSender); ok && f.checkAfterSignature(p) == nil {
			// No journal read first: a payment this facilitator already executed is refused by its route or
			// fails the estimate (its authorization is used), and one in flight is a key that exists; each
			// of these answers from the journal. The token checks the signature in the dry run.
			return f.settleDirect(ctx, p, ds)
		}
		if offline = f.checkSignature(p); offline == nil {
			offline = f.checkAfterSignature(p)
		}
	}
	if offline != nil {
		return f.refusedUnlessKnown(ctx, p, offline)
	}
	if rec, err := f.known(ctx, p); err != nil {
		return x402.SettleResponse{}, err
	} else if rec != nil {
		return f.resume(ctx, p, *rec)
	}
	res, err := f.checkChain(ctx, p)
	if err != nil {
		return x402.SettleResponse{}, err
	}
	if !res.IsValid {
		return f.chainRefusal(ctx, p, res)
	}
	settler, rej := f.route(ctx, p)
	if rej != nil {
		return failed(rej.InvalidReason, rej.InvalidMessage, "", p.payNetwork, p.payer), nil
	}
	in, refused, err := f.intentFor(p, settler)
	if refused != nil || err != nil {
		return *refused, err
	}
	rec, err := p.network.Sender.Submit(ctx, in)
	if errors.Is(err, txmgr.ErrKeyConflict) {
		return f.awaitConflicting(ctx, p, settler, in.Key, err)
	}
	if err != nil {
		return x402.SettleResponse{}, fmt.Errorf("submit settlement: %w", err)
	}
	f.log.Info("x402 settle: submitted", "key", rec.Key, "payer", p.payer, "network", p.payNetwork)
	return f.await(ctx, p, settler, rec.Key), nil
}

// refusedUnlessKnown answers a refusal, unless this facilitator already submitted the payment's
// authorization: the refusal may come from that very payment having done its work (the job it funds is
// funded now, its validity window has closed since), and then it answers with what happened to it.
func (f *Facilitator) refusedUnlessKnown(ctx context.Context, p *payment, res *x402.VerifyResponse) (x402.SettleResponse, error) {
	if rec, err := f.known(ctx, p); err != nil {
		return x402.SettleResponse{}, err
	} else if rec != nil {
		return f.resume(ctx, p, *rec)
	}
	return failed(res.InvalidReason, res.InvalidMessage, "", p.payNetwork, p.payer), nil
}

// chainRefusal answers what the chain reads refused; an authorization found used may have been spent by
// a concurrent settle of this same payment here: then it answers with that one.
func (f *Facilitator) chainRefusal(ctx context.Context, p *payment, res *x402.VerifyResponse) (x402.SettleResponse, error) {
	if res.InvalidReason == x402.ReasonNonceAlreadyUsed {
		if rec, err := f.known(ctx, p); err == nil && rec != nil {
			return f.resume(ctx, p, *rec)
		}
	}
	return failed(res.InvalidReason, res.InvalidMessage, "", p.payNetwork, p.payer), nil
}

// awaitConflicting answers a payment whose authorization was submitted through another settler (another
// job or the token path) with what happened to it: it is never sent twice.
func (f *Facilitator) awaitConflicting(ctx context.Context, p *payment, settler Settler, key string, err error) (x402.SettleResponse, error) {
	if prev, gerr := p.network.Sender.Get(ctx, key); gerr == nil {
		return f.await(ctx, p, settler, prev.Key), nil
	}
	return x402.SettleResponse{}, fmt.Errorf("submit settlement: %w", err)
}

// intentFor builds the settler's intent for p: a refusal is an answer, a settler that keys it other than
// by its authorization an error.
func (f *Facilitator) intentFor(p *payment, settler Settler) (txmgr.Intent, *x402.SettleResponse, error) {
	s := p.settlement()
	in, err := settler.Intent(s)
	if err != nil {
		res := failed(x402.ReasonInvalidPaymentRequirements, err.Error(), "", p.payNetwork, p.payer)
		return txmgr.Intent{}, &res, nil
	}
	if in.Key != s.Key() {
		return txmgr.Intent{}, &x402.SettleResponse{}, fmt.Errorf("settler built intent %q for authorization %q", in.Key, s.Key())
	}
	return in, nil, nil
}

// directSender is a Sender that signs and broadcasts a new intent in the caller's goroutine
// (*txmgr.Manager's send lane), estimating its gas first; a reverting estimate stores nothing.
type directSender interface {
	Send(ctx context.Context, in txmgr.Intent) (txmgr.Record, *types.Receipt, error)
}

// settleDirect settles a payment that passed the offline checks but the signature's through a
// directSender: the send's gas check is the dry run, in which the token verifies the payer's signature
// itself (ECDSA or ERC-1271); the signature is recovered here only to explain a refusal, or first when
// the token's domain is not the one the requirements name. Only when the estimate reverts are the chain reads made (authorization state,
// balance), to answer why. A valid payment costs one estimate, one journal write and one broadcast, and
// is answered from the receipt read right after the broadcast when the chain mined it at once.
func (f *Facilitator) settleDirect(ctx context.Context, p *payment, ds directSender) (x402.SettleResponse, error) {
	settler, rej, err := f.settlerBeforeDryRun(ctx, p)
	if err != nil {
		return x402.SettleResponse{}, err
	}
	if rej != nil {
		return f.refusedUnlessKnown(ctx, p, rej)
	}
	if !f.tokenSignsOurDomain(ctx, p) {
		// The token's own check would not be over the requirements' domain: recover the signature here.
		if res := f.checkSignature(p); res != nil {
			return f.refusedUnlessKnown(ctx, p, res)
		}
	}
	in, refused, err := f.intentFor(p, settler)
	if refused != nil || err != nil {
		return *refused, err
	}
	rec, rc, err := ds.Send(ctx, in)
	switch {
	case errors.Is(err, txmgr.ErrWouldRevert):
		if res := f.checkSignature(p); res != nil {
			return f.refusedUnlessKnown(ctx, p, res)
		}
		res, cerr := f.checkChain(ctx, p)
		if cerr != nil {
			return x402.SettleResponse{}, cerr
		}
		if res.IsValid {
			return failed(transferErrorReason(err.Error()), truncate(err.Error()), "", p.payNetwork, p.payer), nil
		}
		return f.chainRefusal(ctx, p, res)
	case errors.Is(err, txmgr.ErrKeyConflict):
		return f.awaitConflicting(ctx, p, settler, in.Key, err)
	case err != nil:
		return x402.SettleResponse{}, fmt.Errorf("submit settlement: %w", err)
	}
	f.log.Info("x402 settle: submitted", "key", rec.Key, "payer", p.payer, "network", p.payNetwork, "tx", rec.TxHash.Hex())
	if rc != nil {
		if out, done := f.receiptOutcome(p, settler, rc); done {
			return out, nil
		}
	}
	return f.await(ctx, p, settler, rec.Key), nil
}

// resume answers a payment whose authorization this facilitator already submitted.
func (f *Facilitator) resume(ctx context.Context, p *payment, rec txmgr.Record) (x402.SettleResponse, error) {
	// check fills network/token/domain; the requirements of this request may differ from the first
	// one's, so a rejection here is answered as such.
	res, err := f.checkStatic(ctx, p)
	if err != nil {
		return x402.SettleResponse{}, err
	}
	if res != nil {
		return failed(res.InvalidReason, res.InvalidMessage, "", p.payNetwork, p.payer), nil
	}
	// A known authorization must still pay exactly what these requirements ask.
	if p.signed.Transfer.Value.Cmp(p.requiredValue) != 0 {
		reason := x402.ReasonAuthorizationValueMismatch
		if p.version == x402.Version1 {
			reason = x402.ReasonAuthorizationValueV1
		}
		return failed(reason, "", "", p.payNetwork, p.payer), nil
	}
	settler, rej := f.route(ctx, p)
	if rej != nil {
		// The route refuses it now (say the job moved on), but it was executed before: report what
		// happened to it.
		settler = nil
	}
	return f.await(ctx, p, settler, rec.Key), nil
}

// checkStatic runs the checks and returns a rejection, tolerating the answers an already-executed
// authorization gives (nonce used, balance moved, window over).
func (f *Facilitator) checkStatic(ctx context.Context, p *payment) (*x402.VerifyResponse, error) {
	res, err := f.check(ctx, p)
	if err != nil {
		return nil, err
	}
	if res.IsValid {
		return nil, nil
	}
	switch res.InvalidReason {
	case x402.ReasonNonceAlreadyUsed, x402.ReasonInsufficientBalance, x402.ReasonValidBeforeExpired:
		return nil, nil
	}
	return res, nil
}

// await follows the intent key until its transaction is mined, it ends without one, or the wait
// (SettleTimeout, or the context's deadline less a margin for the answer) is over: then pending with
// the hash of the transaction in flight. settler may be nil (no effect check). When the Sender can say
// so, it sleeps until the manager has seen the transaction mined (the manager reads the receipts of all
// its transactions in one batch, right after sending) and then reads that receipt once; a caller per
// settlement polling receipts on its own made the node answer dozens of reads per settlement with many
// in flight. Otherwise it reads the receipt at growing intervals up to PollInterval.
func (f *Facilitator) await(ctx context.Context, p *payment, settler Settler, key string) x402.SettleResponse {
	wait := f.timeout
	if dl, ok := ctx.Deadline(); ok {
		wait = min(wait, time.Until(dl)-250*time.Millisecond)
	}
	wctx, cancel := context.WithTimeout(ctx, max(wait, 0))
	defer cancel()
	backoff := time.Millisecond
	for {
		rec, rc, err := f.waitMined(wctx, p.network.Sender, key)
		if err == nil && rc != nil {
			if out, done := f.receiptOutcome(p, settler, rc); done {
				return out
			}
		} else if err == nil {
			if out, done := f.outcome(wctx, p, settler, rec); done {
				return out
			}
		} else if wctx.Err() == nil {
			f.log.Warn("x402 settle: read intent", "key", key, "err", err)
		}
		select {
		case <-wctx.Done():
			return f.pendingAnswer(ctx, p, key, wait)
		case <-time.After(backoff):
		}
		backoff = min(2*backoff, f.interval)
	}
}

// minedWaiter is a Sender that can block until it has seen an intent's transaction mined
// (*txmgr.Manager).
type minedWaiter interface {
	WaitMined(ctx context.Context, key string) (txmgr.Record, *types.Receipt, error)
}

// waitMined returns the intent once the manager has seen its transaction mined (with the receipt when
// the manager has it at hand) or it has ended; a Sender that cannot wait answers at once.
func (f *Facilitator) waitMined(ctx context.Context, s Sender, key string) (txmgr.Record, *types.Receipt, error) {
	if w, ok := s.(minedWaiter); ok {
		return w.WaitMined(ctx, key)
	}
	rec, err := s.Get(ctx, key)
	return rec, nil, err
}

// pendingAnswer is the settlement_pending answer with the hash of the transaction in flight. A pending
// answer without a hash would leave the client nothing to follow, so it waits a little longer (up to
// 2 s) for the manager to sign the first attempt.
func (f *Facilitator) pendingAnswer(ctx context.Context, p *payment, key string, waited time.Duration) x402.SettleResponse {
	gctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 2*time.Second)
	defer cancel()
	for {
		rec, err := p.network.Sender.Get(gctx, key)
		if err == nil && rec.TxHash != ([32]byte{}) {
			return pending(rec.TxHash.Hex(), p.payNetwork, p.payer, "receipt not seen within "+max(waited, 0).Round(time.Millisecond).String())
		}
		if err == nil && rec.State.Final() {
			if out, done := f.outcome(gctx, p, nil, rec); done {
				return out
			}
		}
		select {
		case <-gctx.Done():
			return pending("", p.payNetwork, p.payer, "the settlement transaction is not signed yet; ask again with the same payment")
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// outcome maps an intent's progress to an answer; done is false while it is still in flight.
func (f *Facilitator) outcome(ctx context.Context, p *payment, settler Settler, rec txmgr.Record) (x402.SettleResponse, bool) {
	hash := ""
	if rec.TxHash != ([32]byte{}) {
		hash = rec.TxHash.Hex()
	}
	switch rec.State {
	case txmgr.StateFailed, txmgr.StateAbandoned:
		if rec.State == txmgr.StateAbandoned {
			// Abandoned because the authorization is spent: perhaps by one of this intent's own
			// transactions whose receipt the manager had not seen yet. Then the payment is settled.
			if out, ok := f.settledByAttempt(ctx, p, settler, rec.Key); ok {
				return out, true
			}
		}
		reason := transferErrorReason(rec.Reason)
		if rec.State == txmgr.StateAbandoned && reason == x402.ReasonTransactionFailed {
			reason = x402.ReasonNonceAlreadyUsed // the precheck found the authorization spent elsewhere
		}
		if strings.Contains(rec.Reason, "mined but reverted") {
			return failed(x402.ReasonTransactionFailed, truncate(rec.Reason), hash, p.payNetwork, p.payer), true
		}
		return failed(reason, truncate(rec.Reason), "", p.payNetwork, p.payer), true
	}
	if hash == "" {
		return x402.SettleResponse{}, false
	}
	r, err := p.network.Receipts.TransactionReceipt(ctx, rec.TxHash)
	if err != nil || r == nil {
		if err != nil && !errors.Is(err, ethereum.NotFound) && ctx.Err() == nil {
			f.log.Debug("x402 settle: read receipt", "tx", hash, "err", err)
		}
		return x402.SettleResponse{}, false
	}
	return f.receiptOutcome(p, settler, r)
}

// receiptOutcome answers a settlement from the receipt of its transaction.
func (f *Facilitator) receiptOutcome(p *payment, settler Settler, r *types.Receipt) (x402.SettleResponse, bool) {
	hash := r.TxHash.Hex()
	if r.Status != types.ReceiptStatusSuccessful {
		return failed(x402.ReasonTransactionFailed, "transaction reverted", hash, p.payNetwork, p.payer), true
	}
	if settler != nil {
		if err := settler.Confirm(r, p.settlement()); err != nil {
			return failed(x402.ReasonTransferEventMismatch, err.Error(), hash, p.payNetwork, p.payer), true
		}
	}
	return x402.SettleResponse{Success: true, Transaction: hash, Network: p.payNetwork, Payer: p.payer}, true
}

// attempter is a Sender that can list an intent's signed attempts (*txmgr.Manager).
type attempter interface {
	Attempts(ctx context.Context, key string) ([]txmgr.Attempt, error)
}

// settledByAttempt answers success when one of the intent's own attempts has a successful receipt.
func (f *Facilitator) settledByAttempt(ctx context.Context, p *payment, settler Settler, key string) (x402.SettleResponse, bool) {
	a, ok := p.network.Sender.(attempter)
	if !ok {
		return x402.SettleResponse{}, false
	}
	atts, err := a.Attempts(ctx, key)
	if err != nil {
		return x402.SettleResponse{}, false
	}
	for _, att := range atts {
		r, err := p.network.Receipts.TransactionReceipt(ctx, att.TxHash)
		if err != nil || r == nil || r.Status != types.ReceiptStatusSuccessful {
			continue
		}
		if settler != nil && settler.Confirm(r, p.settlement()) != nil {
			continue
		}
		f.log.Warn("x402 settle: the intent was abandoned, but one of its own transactions settled the payment", "key", key, "tx", att.TxHash.Hex())
		return x402.SettleResponse{Success: true, Transaction: att.TxHash.Hex(), Network: p.payNetwork, Payer: p.payer}, true
	}
	return x402.SettleResponse{}, false
}

func failed(reason, msg, tx, network, payer string) x402.SettleResponse {
	return x402.SettleResponse{ErrorReason: reason, ErrorMessage: msg, Transaction: tx, Network: network, Payer: payer}
}

func pending(tx, network, payer, msg string) x402.SettleResponse {
	return x402.SettleResponse{ErrorReason: x402.ReasonSettlementPending, ErrorMessage: truncate(msg), Transaction: tx, Network: network, Payer: payer}
}

// p0Network extracts the network a malformed-but-decodable request names, for the answer's
// always-present network field.
func p0Network(r x402.FacilitatorRequest) string {
	var v struct {
		Network string `json:"network"`
	}
	_ = jsonUnmarshal(r.PaymentRequirements, &v)
	return v.Network
}

var transferErrors = []struct {
	re     *regexp.Regexp
	reason string
}{
	{regexp.MustCompile(`(?i)authorization.*(expired|valid before)|AuthorizationExpired`), x402.ReasonValidBeforeExpired},
	{regexp.MustCompile(`(?i)authorization.*not.*valid|AuthorizationNotYetValid`), x402.ReasonValidAfterInFuture},
	{regexp.MustCompile(`(?i)authorization.*used|AuthorizationAlreadyUsed|AuthorizationUsedOrCanceled`), x402.ReasonNonceAlreadyUsed},
	{regexp.MustCompile(`(?i)transfer.*exceeds.*balance|insufficient.*balance|ERC20InsufficientBalance`), x402.ReasonInsufficientBalance},
	{regexp.MustCompile(`(?i)invalid.*signature|SignerMismatch|InvalidSignatureV|InvalidSignatureS`), x402.ReasonInvalidSignature},
}

// transferErrorReason classifies a failure message like @x402/evm parseEip3009TransferError.
func transferErrorReason(msg string) string {
	for _, t := range transferErrors {
		if t.re.MatchString(msg) {
			return t.reason
		}
	}
	return x402.ReasonTransactionFailed
}
