package ledgerop

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/ledger"
	"github.com/asa-escrow/asa/ledger/proofs"
	"github.com/asa-escrow/asa/settlement"
)

// maxMessageData is the most data one message carries: the forced queue's cap, so that whatever the
// operator takes a party could also have forced.
const maxMessageData = 4096

// Submit implements proofs.Source: it checks what can be checked without the epoch's order (the encoding,
// every signature against its signer, the netted subset, the sender's registration on chain) and stores the
// message for the next epoch. Whether it is valid in the state (a nonce, a balance, a deadline) is decided
// when the epoch is built; a message invalid then is dropped with the reason.
func (o *Operator) Submit(ctx context.Context, t ledger.Transition) (proofs.Receipt, error) {
	if len(t.Data) > maxMessageData {
		return proofs.Receipt{}, fmt.Errorf("%w: %d bytes of data, at most %d", proofs.ErrRejected, len(t.Data), maxMessageData)
	}
	sender, err := o.checkMessage(t)
	if err != nil {
		return proofs.Receipt{}, fmt.Errorf("%w: %s: %v", proofs.ErrRejected, t.Kind, err)
	}
	return o.store(ctx, uint8(t.Kind), t.Data, sender)
}

// SubmitWithdrawal implements proofs.Source: a Withdrawal(total) signed by account, an account registered
// on chain.
func (o *Operator) SubmitWithdrawal(ctx context.Context, account common.Address, total *big.Int, sig []byte) (proofs.Receipt, error) {
	if total.Sign() <= 0 || total.BitLen() > 256 {
		return proofs.Receipt{}, fmt.Errorf("%w: total must be in 1..2^256-1", proofs.ErrRejected)
	}
	if err := o.registered(account); err != nil { // before the ECDSA: a wallet without an account costs nothing
		return proofs.Receipt{}, fmt.Errorf("%w: %v", proofs.ErrRejected, err)
	}
	if !ledger.ValidEOASignature(account, ledger.WithdrawalDigest(o.dom, total), sig) {
		return proofs.Receipt{}, fmt.Errorf("%w: the signature is not %s's Withdrawal(%s) in this ledger's domain", proofs.ErrRejected, account, total)
	}
	data := append(common.LeftPadBytes(total.Bytes(), 32), sig...)
	return o.store(ctx, KindWithdrawal, data, account)
}

func (o *Operator) store(ctx context.Context, kind uint8, data []byte, sender common.Address) (proofs.Receipt, error) {
	digest := proofs.MessageDigest(kind, data) // the store's duplicate key, and what RouteMessage answers for
	id, _, err := o.cfg.Store.AddLedgerMessage(ctx, store.LedgerMessage{Kind: kind, Data: data, Sender: sender,
		Digest: digest}, o.cfg.Limits)
	if errors.Is(err, store.ErrLedgerQueueFull) {
		o.cfg.Metrics.Refused("full")
		return proofs.Receipt{}, fmt.Errorf("%w: %v", proofs.ErrFull, err)
	}
	if err != nil {
		return proofs.Receipt{}, err
	}
	o.cfg.Metrics.Accepted(ledger.Kind(kind).String())
	return proofs.Receipt{ID: id, Accepted: true, Digest: digest}, nil
}

var _ proofs.MessageSource = (*Operator)(nil)

// Message implements proofs.MessageSource: what became of the message of digest, as stored (an epoch that
// a reorg or a void took back makes its messages pending again).
func (o *Operator) Message(ctx context.Context, digest common.Hash) (proofs.Message, error) {
	m, ok, err := o.cfg.Store.LedgerMessageByDigest(ctx, digest)
	if err != nil {
		return proofs.Message{}, fmt.Errorf("%w: %v", proofs.ErrUnavailable, err)
	}
	if !ok {
		return proofs.Message{}, fmt.Errorf("%w: the operator took no message of digest %s", proofs.ErrNotFound, digest)
	}
	out := proofs.Message{Digest: m.Digest, ID: m.ID, Kind: m.Kind, Sender: m.Sender, Status: m.Status, Reason: m.Reason, ReceivedAt: m.CreatedAt}
	if m.Status != store.LedgerPending {
		out.Epoch = m.Epoch
	}
	return out, nil
}

// checkMessage returns the party a message is from, once its signatures verify (cheap checks first: the
// encoding, the terms and the parties' registrations come before any signature is recovered, so that a
// wallet without an account costs the operator no ECDSA): the client of an OPEN (and
// its provider's acceptance), the provider of a SUBMIT, the evaluator of a RESULT; an EXPIRE has none (the
// zero address: anyone may ask, and the operator adds due expiries itself).
func (o *Operator) checkMessage(t ledger.Transition) (common.Address, error) {
	switch t.Kind {
	case ledger.KindOpen:
		d, err := ledger.DecodeOpen(t.Data)
		if err != nil {
			return common.Address{}, err
		}
		if settlement.TermsHash(d.Terms) != d.V.TermsHash {
			return common.Address{}, errors.New("the terms do not hash to the voucher's termsHash")
		}
		if err := ledger.NettedTerms(d.Terms); err != nil {
			return common.Address{}, fmt.Errorf("terms outside the netted subset: %w", err)
		}
		if err := o.registered(d.V.Client, d.V.Provider); err != nil {
			return common.Address{}, err
		}
		if !ledger.ValidEOASignature(d.V.Client, d.V.Digest(o.dom), d.ClientSig) {
			return common.Address{}, errors.New("the voucher is not signed by its client")
		}
		if !ledger.ValidEOASignature(d.V.Provider, d.V.AcceptanceDigest(o.dom, d.AcceptanceDeadline), d.AcceptanceSig) {
			return common.Address{}, errors.New("the acceptance is not signed by the voucher's provider")
		}
		return d.V.Client, nil
	case ledger.KindSubmit:
		d, err := ledger.DecodeSubmit(t.Data)
		if err != nil {
			return common.Address{}, err
		}
		if err := o.registered(d.V.Provider); err != nil {
			return common.Address{}, err
		}
		if !ledger.ValidEOASignature(d.V.Provider, ledger.DeliveryDigest(o.dom, d.V.JobID(o.dom), d.Deliverable), d.ProviderSig) {
			return common.Address{}, errors.New("the delivery is not signed by the voucher's provider")
		}
		return d.V.Provider, nil
	case ledger.KindResult:
		d, err := ledger.DecodeResult(t.Data)
		if err != nil {
			return common.Address{}, err
		}
		evaluator := false
		for _, e := range d.V.Evaluators {
			evaluator = evaluator || e == d.Signer
		}
		if !evaluator {
			return common.Address{}, fmt.Errorf("%s is not one of the voucher's evaluators", d.Signer)
		}
		if err := o.registered(d.Signer); err != nil {
			return common.Address{}, err
		}
		if !ledger.ValidEOASignature(d.Signer, d.Result.Digest(o.dom.Results()), d.Sig) {
			return common.Address{}, errors.New("the result is not signed by its evaluator")
		}
		return d.Signer, nil
	case ledger.KindExpire:
		d, err := ledger.DecodeExpire(t.Data)
		if err != nil {
			return common.Address{}, err
		}
		if settlement.TermsHash(d.Terms) != d.V.TermsHash {
			return common.Address{}, errors.New("the terms do not hash to the voucher's termsHash")
		}
		return common.Address{}, nil
	}
	return common.Address{}, fmt.Errorf("kind %d is not a party's message", uint8(t.Kind))
}

// registered checks that every address has an account on chain (at the last confirmed view): an address
// that paid no registration fee cannot make the operator store anything.
func (o *Operator) registered(addrs ...common.Address) error {
	view := o.view.Load()
	if view == nil {
		return errors.New("the operator has not read the chain yet; try again shortly")
	}
	for _, a := range addrs {
		if view.State.AccountIndex(a) == 0 {
			return fmt.Errorf("%s has no account on the ledger (register and deposit first)", a)
		}
	}
	return nil
}
