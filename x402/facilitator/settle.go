package facilitator

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"time"

	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/x402"
)

// staleClaim is how old a claim without a stored transaction must be before another settle may
// take it over. A claim stores its transaction before broadcasting, so a stale claim (its
// process died while signing) never broadcast anything.
const staleClaim = time.Minute

// Settle verifies the payment (without the eth_call dry run, as the TypeScript facilitator
// does by default) and executes it on chain through the network's Settler.
//
// Answers:
//   - success: the transaction is mined and its Transfer log matches;
//   - success:false, errorReason settlement_pending, transaction set: broadcast, receipt not
//     seen within SettleTimeout; settling the same payment again waits on that transaction;
//   - success:false with a reason and transaction "": rejected, nothing sent;
//   - success:false, invalid_exact_evm_transaction_failed with the hash: the transaction reverted.
//
// Settling an authorization that this facilitator already settled answers success with the
// original transaction again; it never sends a second transaction.
func (f *Facilitator) Settle(ctx context.Context, r x402.FacilitatorRequest) (x402.SettleResponse, error) {
	if f.cfg.Store == nil {
		return x402.SettleResponse{}, errors.New("facilitator has no settlement store")
	}
	p, rej, err := f.decode(r)
	if err != nil {
		return x402.SettleResponse{}, fmt.Errorf("%w: %v", ErrBadRequest, err)
	}
	if rej != nil {
		return failed(rej.InvalidReason, rej.InvalidMessage, "", p0Network(r), rej.Payer), nil
	}
	if rec, ok, err := f.storedState(ctx, p); err != nil {
		return x402.SettleResponse{}, err
	} else if ok && rec != nil {
		if res, done, err := f.resume(ctx, p, rec); err != nil || done {
			return res, err
		}
	}
	res, err := f.check(ctx, p, false)
	if err != nil {
		return x402.SettleResponse{}, err
	}
	if !res.IsValid {
		if res.InvalidReason == x402.ReasonNonceAlreadyUsed {
			// Perhaps spent by a concurrent settle of this same payment here: answer with it.
			if rec, ok, err := f.storedState(ctx, p); err == nil && ok && rec != nil {
				if out, done, err := f.resume(ctx, p, rec); err != nil || done {
					return out, err
				}
			}
		}
		return failed(res.InvalidReason, res.InvalidMessage, "", p.payNetwork, p.payer), nil
	}
	settler, err := p.network.settlerFor(p.req)
	if err != nil {
		return failed(x402.ReasonInvalidPaymentRequirements, err.Error(), "", p.payNetwork, p.payer), nil
	}
	k := p.key()
	rec, claimed, err := f.cfg.Store.Claim(ctx, k)
	if err != nil {
		return x402.SettleResponse{}, err
	}
	if !claimed {
		if res, done, err := f.resume(ctx, p, rec); err != nil || done {
			return res, err
		}
		return failed(x402.ReasonInvalidTransactionState, "settlement of this authorization is in progress", "", p.payNetwork, p.payer), nil
	}
	s := p.settlement()
	persisted := false
	tx, err := settler.Submit(ctx, s, func(tx *types.Transaction) error {
		if err := f.cfg.Store.SetPending(ctx, k, tx); err != nil {
			return err
		}
		persisted = true
		return nil
	})
	if err != nil {
		if !persisted {
			if rerr := f.cfg.Store.Release(context.WithoutCancel(ctx), k); rerr != nil {
				f.log.Error("x402 settle: release claim", "err", rerr)
			}
			return failed(transferErrorReason(err), truncate(err.Error()), "", p.payNetwork, p.payer), nil
		}
		// Stored but not (known to be) broadcast: the next settle of this payment re-sends it.
		f.log.Warn("x402 settle: broadcast failed; stored for re-send", "tx", tx.Hash().Hex(), "err", err)
		return pending(tx.Hash().Hex(), p.payNetwork, p.payer, err.Error()), nil
	}
	f.log.Info("x402 settle: broadcast", "tx", tx.Hash().Hex(), "payer", p.payer, "network", p.payNetwork)
	return f.await(ctx, p, settler, tx), nil
}

// resume handles a payment the store already knows. done=false means the caller should go on
// with a fresh settlement (a stale claim was released).
func (f *Facilitator) resume(ctx context.Context, p *payment, rec *Record) (x402.SettleResponse, bool, error) {
	// check fills network/token/domain; a payment the store knows passed it before, but the
	// requirements of this request may differ, so a rejection here is answered as such.
	res, err := f.checkStatic(ctx, p)
	if err != nil || res != nil {
		if res != nil {
			return failed(res.InvalidReason, res.InvalidMessage, "", p.payNetwork, p.payer), true, nil
		}
		return x402.SettleResponse{}, true, err
	}
	// The time checks that checkStatic tolerates come before the value check in check; a
	// known authorization must still pay exactly what these requirements ask.
	if p.signed.Transfer.Value.Cmp(p.requiredValue) != 0 {
		reason := x402.ReasonAuthorizationValueMismatch
		if p.version == x402.Version1 {
			reason = x402.ReasonAuthorizationValueV1
		}
		return failed(reason, "", "", p.payNetwork, p.payer), true, nil
	}
	settler, err := p.network.settlerFor(p.req)
	if err != nil {
		return failed(x402.ReasonInvalidPaymentRequirements, err.Error(), "", p.payNetwork, p.payer), true, nil
	}
	switch {
	case rec.State == StateSettled && rec.Tx != nil:
		return x402.SettleResponse{Success: true, Transaction: rec.Tx.Hash().Hex(), Network: p.payNetwork, Payer: p.payer}, true, nil
	case rec.State == StatePending && rec.Tx != nil:
		if err := settler.Rebroadcast(ctx, rec.Tx); err != nil {
			f.log.Warn("x402 settle: re-send stored transaction", "tx", rec.Tx.Hash().Hex(), "err", err)
		}
		return f.await(ctx, p, settler, rec.Tx), true, nil
	case rec.State == StateClaimed && time.Since(rec.UpdatedAt) > staleClaim:
		if err := f.cfg.Store.Release(ctx, p.key()); err != nil {
			return x402.SettleResponse{}, true, err
		}
		return x402.SettleResponse{}, false, nil
	default:
		return failed(x402.ReasonInvalidTransactionState, "settlement of this authorization is in progress", "", p.payNetwork, p.payer), true, nil
	}
}

// checkStatic runs the checks that need no chain access and returns a rejection or nil.
func (f *Facilitator) checkStatic(ctx context.Context, p *payment) (*x402.VerifyResponse, error) {
	res, err := f.check(ctx, p, false)
	if err != nil {
		return nil, err
	}
	if res.IsValid {
		return nil, nil
	}
	switch res.InvalidReason {
	case x402.ReasonNonceAlreadyUsed, x402.ReasonInsufficientBalance, x402.ReasonValidBeforeExpired:
		// Expected for an authorization already executed or in flight.
		return nil, nil
	}
	return res, nil
}

// await polls the receipt of tx until it is mined or SettleTimeout passes.
func (f *Facilitator) await(ctx context.Context, p *payment, settler Settler, tx *types.Transaction) x402.SettleResponse {
	hash := tx.Hash().Hex()
	wctx, cancel := context.WithTimeout(ctx, f.timeout)
	defer cancel()
	k := p.key()
	tick := time.NewTicker(f.interval)
	defer tick.Stop()
	for {
		r, err := settler.Receipt(wctx, tx.Hash())
		if err == nil && r != nil {
			bg := context.WithoutCancel(ctx)
			if r.Status != types.ReceiptStatusSuccessful {
				if err := f.cfg.Store.Forget(bg, k); err != nil {
					f.log.Error("x402 settle: forget reverted settlement", "err", err)
				}
				return failed(x402.ReasonTransactionFailed, "transaction reverted", hash, p.payNetwork, p.payer)
			}
			if err := f.cfg.Store.SetSettled(bg, k); err != nil {
				f.log.Error("x402 settle: mark settled", "tx", hash, "err", err)
			}
			if err := settler.Confirm(r, p.settlement()); err != nil {
				return failed(x402.ReasonTransferEventMismatch, err.Error(), hash, p.payNetwork, p.payer)
			}
			return x402.SettleResponse{Success: true, Transaction: hash, Network: p.payNetwork, Payer: p.payer}
		}
		if err != nil && wctx.Err() == nil {
			f.log.Warn("x402 settle: read receipt", "tx", hash, "err", err)
		}
		select {
		case <-wctx.Done():
			return pending(hash, p.payNetwork, p.payer, "receipt not seen within "+f.timeout.String())
		case <-tick.C:
		}
	}
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

// transferErrorReason classifies a submission error like @x402/evm parseEip3009TransferError.
func transferErrorReason(err error) string {
	msg := err.Error()
	for _, t := range transferErrors {
		if t.re.MatchString(msg) {
			return t.reason
		}
	}
	return x402.ReasonTransactionFailed
}
