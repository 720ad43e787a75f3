package ledger

import (
	"bytes"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/bindings/ledgerbind"
	"github.com/asa-escrow/asa/settlement"
)

// Kind is a transition's kind.
type Kind uint8

// The transition kinds.
const (
	KindSync   Kind = 1
	KindOpen   Kind = 2
	KindSubmit Kind = 3
	KindResult Kind = 4
	KindExpire Kind = 5
	KindForced Kind = 6
)

// String returns the kind's name.
func (k Kind) String() string {
	switch k {
	case KindSync:
		return "SYNC"
	case KindOpen:
		return "OPEN"
	case KindSubmit:
		return "SUBMIT"
	case KindResult:
		return "RESULT"
	case KindExpire:
		return "EXPIRE"
	case KindForced:
		return "FORCED"
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// Transition is one step of the state: its kind and its abi-encoded data.
type Transition struct {
	Kind Kind
	Data []byte
}

// Sync is SYNC's data: count an account's on-chain deposits and its withdrawals, up to what it requested on
// chain or, with Sig (the account's EIP-712 Withdrawal(uint256 total) in the ledger's domain), up to the total
// it signed off chain. SignedTotal must be 0 without Sig.
type Sync struct {
	Account     uint32
	Deposits    *big.Int
	Withdrawals *big.Int
	SignedTotal *big.Int
	Sig         []byte
}

// Open is OPEN's data: a voucher, the client's and the provider's signatures and the job's terms.
type Open struct {
	V                  Voucher
	ClientSig          []byte
	AcceptanceDeadline *big.Int
	AcceptanceSig      []byte
	Terms              settlement.Terms
}

// Submit is SUBMIT's data: the provider's signed delivery of a funded job.
type Submit struct {
	Slot        uint32
	V           Voucher
	Deliverable common.Hash
	ProviderSig []byte
}

// Result is RESULT's data: one evaluator's signed result of a submitted job.
type Result struct {
	Slot   uint32
	V      Voucher
	Terms  settlement.Terms
	Result settlement.Result
	Signer common.Address
	Sig    []byte
}

// Expire is EXPIRE's data: an undelivered job past expiredAt, or a submitted one past evaluateTimeout.
type Expire struct {
	Slot  uint32
	V     Voucher
	Terms settlement.Terms
}

// Forced is FORCED's data: the next entry of the on-chain forced queue.
type Forced struct {
	Kind Kind
	Data []byte
}

func mustType(t string, comps []abi.ArgumentMarshaling) abi.Type {
	typ, err := abi.NewType(t, "", comps)
	if err != nil {
		panic(fmt.Sprintf("ledger: abi type %s: %v", t, err))
	}
	return typ
}

func plain(t string) abi.Type { return mustType(t, nil) }

var (
	voucherComps = []abi.ArgumentMarshaling{
		{Name: "client", Type: "address"}, {Name: "provider", Type: "address"},
		{Name: "evaluators", Type: "address[]"}, {Name: "quorum", Type: "uint8"},
		{Name: "termsHash", Type: "bytes32"}, {Name: "agreementHash", Type: "bytes32"},
		{Name: "budget", Type: "uint256"}, {Name: "expiredAt", Type: "uint256"}, {Name: "nonce", Type: "uint256"},
	}
	termsComps = []abi.ArgumentMarshaling{
		{Name: "policy", Type: "uint8"}, {Name: "tierCount", Type: "uint8"}, {Name: "rollingWindow", Type: "uint8"},
		{Name: "silenceAction", Type: "uint8"}, {Name: "fallbackAction", Type: "uint8"}, {Name: "disputeDefault", Type: "uint8"},
		{Name: "disputeThreshold", Type: "uint16"}, {Name: "evaluatorFeeBps", Type: "uint16"}, {Name: "collateralBps", Type: "uint16"},
		{Name: "acceptanceRequired", Type: "bool"}, {Name: "fundTimeout", Type: "uint32"}, {Name: "evaluateTimeout", Type: "uint32"},
		{Name: "backupTimeout", Type: "uint32"}, {Name: "challengeWindow", Type: "uint32"}, {Name: "disputeTimeout", Type: "uint32"},
		{Name: "minDeliveryTime", Type: "uint32"}, {Name: "backupEvaluator", Type: "address"}, {Name: "resolver", Type: "address"},
		{Name: "tiers", Type: "uint256"},
	}
	resultComps = []abi.ArgumentMarshaling{
		{Name: "jobId", Type: "uint256"}, {Name: "deliverable", Type: "bytes32"}, {Name: "submittedAt", Type: "uint64"},
		{Name: "score", Type: "uint16"}, {Name: "passed", Type: "bool"}, {Name: "evidenceHash", Type: "bytes32"},
		{Name: "nonce", Type: "uint256"}, {Name: "deadline", Type: "uint64"},
	}
	voucherT = mustType("tuple", voucherComps)
	termsT   = mustType("tuple", termsComps)
	resultT  = mustType("tuple", resultComps)

	syncArgs = abi.Arguments{{Name: "account", Type: plain("uint32")}, {Name: "deposits", Type: plain("uint256")},
		{Name: "withdrawals", Type: plain("uint256")}, {Name: "signedTotal", Type: plain("uint256")}, {Name: "sig", Type: plain("bytes")}}
	openArgs = abi.Arguments{{Name: "v", Type: voucherT}, {Name: "clientSig", Type: plain("bytes")},
		{Name: "acceptanceDeadline", Type: plain("uint256")}, {Name: "acceptanceSig", Type: plain("bytes")},
		{Name: "terms", Type: termsT}}
	submitArgs = abi.Arguments{{Name: "slot", Type: plain("uint32")}, {Name: "v", Type: voucherT},
		{Name: "deliverable", Type: plain("bytes32")}, {Name: "providerSig", Type: plain("bytes")}}
	resultArgs = abi.Arguments{{Name: "slot", Type: plain("uint32")}, {Name: "v", Type: voucherT}, {Name: "terms", Type: termsT},
		{Name: "result", Type: resultT}, {Name: "signer", Type: plain("address")}, {Name: "sig", Type: plain("bytes")}}
	expireArgs = abi.Arguments{{Name: "slot", Type: plain("uint32")}, {Name: "v", Type: voucherT}, {Name: "terms", Type: termsT}}
	forcedArgs = abi.Arguments{{Name: "kind", Type: plain("uint8")}, {Name: "data", Type: plain("bytes")}}
)

// The ABI tuples are the generated bindings' structs: their field names are the ABI's, so go-ethereum packs and
// unpacks them, and the same values go straight into the contract calls (Voucher.ToBinding, TermsBinding,
// ResultBinding).
type (
	abiResult  = ledgerbind.IAsaEscrowTypesResult
	abiTerms   = ledgerbind.IAsaEscrowTypesTerms
	abiVoucher = ledgerbind.IAsaLedgerTypesVoucher
)

func toABIVoucher(v Voucher) abiVoucher {
	ev := v.Evaluators
	if ev == nil {
		ev = []common.Address{}
	}
	return abiVoucher{Client: v.Client, Provider: v.Provider, Evaluators: ev, Quorum: v.Quorum, TermsHash: v.TermsHash,
		AgreementHash: v.AgreementHash, Budget: orZero(v.Budget), ExpiredAt: orZero(v.ExpiredAt), Nonce: orZero(v.Nonce)}
}

func fromABIVoucher(a abiVoucher) Voucher {
	return Voucher{Client: a.Client, Provider: a.Provider, Evaluators: a.Evaluators, Quorum: a.Quorum, TermsHash: a.TermsHash,
		AgreementHash: a.AgreementHash, Budget: a.Budget, ExpiredAt: a.ExpiredAt, Nonce: a.Nonce}
}

func toABITerms(t settlement.Terms) abiTerms {
	return abiTerms{Policy: uint8(t.Policy), TierCount: t.TierCount, RollingWindow: t.RollingWindow,
		SilenceAction: uint8(t.SilenceAction), FallbackAction: uint8(t.FallbackAction), DisputeDefault: uint8(t.DisputeDefault),
		DisputeThreshold: t.DisputeThreshold, EvaluatorFeeBps: t.EvaluatorFeeBps, CollateralBps: t.CollateralBps,
		AcceptanceRequired: t.AcceptanceRequired, FundTimeout: t.FundTimeout, EvaluateTimeout: t.EvaluateTimeout,
		BackupTimeout: t.BackupTimeout, ChallengeWindow: t.ChallengeWindow, DisputeTimeout: t.DisputeTimeout,
		MinDeliveryTime: t.MinDeliveryTime, BackupEvaluator: t.BackupEvaluator, Resolver: t.Resolver, Tiers: orZero(t.Tiers)}
}

func fromABITerms(a abiTerms) settlement.Terms {
	return settlement.Terms{Policy: settlement.Policy(a.Policy), TierCount: a.TierCount, RollingWindow: a.RollingWindow,
		SilenceAction: settlement.Action(a.SilenceAction), FallbackAction: settlement.Action(a.FallbackAction),
		DisputeDefault: settlement.Action(a.DisputeDefault), DisputeThreshold: a.DisputeThreshold,
		EvaluatorFeeBps: a.EvaluatorFeeBps, CollateralBps: a.CollateralBps, AcceptanceRequired: a.AcceptanceRequired,
		FundTimeout: a.FundTimeout, EvaluateTimeout: a.EvaluateTimeout, BackupTimeout: a.BackupTimeout,
		ChallengeWindow: a.ChallengeWindow, DisputeTimeout: a.DisputeTimeout, MinDeliveryTime: a.MinDeliveryTime,
		BackupEvaluator: a.BackupEvaluator, Resolver: a.Resolver, Tiers: a.Tiers}
}

func toABIResult(r settlement.Result) abiResult {
	return abiResult{JobId: orZero(r.JobID), Deliverable: r.Deliverable, SubmittedAt: r.SubmittedAt, Score: r.Score,
		Passed: r.Passed, EvidenceHash: r.EvidenceHash, Nonce: orZero(r.Nonce), Deadline: r.Deadline}
}

func fromABIResult(r abiResult) settlement.Result {
	return settlement.Result{JobID: r.JobId, Deliverable: r.Deliverable, SubmittedAt: r.SubmittedAt, Score: r.Score,
		Passed: r.Passed, EvidenceHash: r.EvidenceHash, Nonce: r.Nonce, Deadline: r.Deadline}
}

func nonNil(b []byte) []byte {
	if b == nil {
		return []byte{}
	}
	return b
}

func pack(kind Kind, args abi.Arguments, vals ...any) (Transition, error) {
	data, err := args.Pack(vals...)
	if err != nil {
		return Transition{}, fmt.Errorf("encode %s: %w", kind, err)
	}
	return Transition{Kind: kind, Data: data}, nil
}

// EncodeSync encodes a SYNC transition.
func EncodeSync(s Sync) (Transition, error) {
	return pack(KindSync, syncArgs, s.Account, orZero(s.Deposits), orZero(s.Withdrawals), orZero(s.SignedTotal), nonNil(s.Sig))
}

// EncodeOpen encodes an OPEN transition.
func EncodeOpen(o Open) (Transition, error) {
	return pack(KindOpen, openArgs, toABIVoucher(o.V), nonNil(o.ClientSig), orZero(o.AcceptanceDeadline),
		nonNil(o.AcceptanceSig), toABITerms(o.Terms))
}

// EncodeSubmit encodes a SUBMIT transition.
func EncodeSubmit(s Submit) (Transition, error) {
	return pack(KindSubmit, submitArgs, s.Slot, toABIVoucher(s.V), [32]byte(s.Deliverable), nonNil(s.ProviderSig))
}

// EncodeResult encodes a RESULT transition.
func EncodeResult(r Result) (Transition, error) {
	return pack(KindResult, resultArgs, r.Slot, toABIVoucher(r.V), toABITerms(r.Terms), toABIResult(r.Result),
		r.Signer, nonNil(r.Sig))
}

// EncodeExpire encodes an EXPIRE transition.
func EncodeExpire(e Expire) (Transition, error) {
	return pack(KindExpire, expireArgs, e.Slot, toABIVoucher(e.V), toABITerms(e.Terms))
}

// EncodeForced wraps a transition (of kind 1..5, or any kind for an entry that will be skipped) as FORCED.
func EncodeForced(inner Transition) (Transition, error) {
	return pack(KindForced, forcedArgs, uint8(inner.Kind), nonNil(inner.Data))
}

// ForcedHash is the forced-queue entry of a transition: keccak256 of its FORCED data,
// keccak256(abi.encode(uint8 kind, bytes data)).
func ForcedHash(inner Transition) (common.Hash, error) {
	f, err := EncodeForced(inner)
	if err != nil {
		return common.Hash{}, err
	}
	return keccak(f.Data), nil
}

// errMalformed marks data that is not the canonical abi.encode of its kind's tuple.
var errMalformed = errors.New("malformed transition data")

// unpack decodes data into dst (a pointer to a struct whose fields follow args' names) and requires data to
// be exactly the encoding of what it decoded to. The decoder never panics on hostile input here: errors
// (and, defensively, panics) become errMalformed.
func unpack(args abi.Arguments, data []byte, dst any, reencode func() ([]byte, error)) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: %v", errMalformed, r)
		}
	}()
	vals, err := args.Unpack(data)
	if err != nil {
		return fmt.Errorf("%w: %v", errMalformed, err)
	}
	if err := args.Copy(dst, vals); err != nil {
		return fmt.Errorf("%w: %v", errMalformed, err)
	}
	again, err := reencode()
	if err != nil {
		return fmt.Errorf("%w: %v", errMalformed, err)
	}
	if !bytes.Equal(again, data) {
		return fmt.Errorf("%w: not the canonical encoding", errMalformed)
	}
	return nil
}

// DecodeSync decodes SYNC data.
func DecodeSync(data []byte) (Sync, error) {
	var d struct {
		Account     uint32
		Deposits    *big.Int
		Withdrawals *big.Int
		SignedTotal *big.Int
		Sig         []byte
	}
	err := unpack(syncArgs, data, &d, func() ([]byte, error) {
		return syncArgs.Pack(d.Account, d.Deposits, d.Withdrawals, d.SignedTotal, d.Sig)
	})
	if err != nil {
		return Sync{}, fmt.Errorf("decode SYNC: %w", err)
	}
	return Sync{Account: d.Account, Deposits: d.Deposits, Withdrawals: d.Withdrawals, SignedTotal: d.SignedTotal, Sig: d.Sig}, nil
}

// DecodeOpen decodes OPEN data.
func DecodeOpen(data []byte) (Open, error) {
	var d struct {
		V                  abiVoucher
		ClientSig          []byte
		AcceptanceDeadline *big.Int
		AcceptanceSig      []byte
		Terms              abiTerms
	}
	err := unpack(openArgs, data, &d, func() ([]byte, error) {
		return openArgs.Pack(d.V, d.ClientSig, d.AcceptanceDeadline, d.AcceptanceSig, d.Terms)
	})
	if err != nil {
		return Open{}, fmt.Errorf("decode OPEN: %w", err)
	}
	return Open{V: fromABIVoucher(d.V), ClientSig: d.ClientSig, AcceptanceDeadline: d.AcceptanceDeadline,
		AcceptanceSig: d.AcceptanceSig, Terms: fromABITerms(d.Terms)}, nil
}

// DecodeSubmit decodes SUBMIT data.
func DecodeSubmit(data []byte) (Submit, error) {
	var d struct {
		Slot        uint32
		V           abiVoucher
		Deliverable [32]byte
		ProviderSig []byte
	}
	err := unpack(submitArgs, data, &d, func() ([]byte, error) {
		return submitArgs.Pack(d.Slot, d.V, d.Deliverable, d.ProviderSig)
	})
	if err != nil {
		return Submit{}, fmt.Errorf("decode SUBMIT: %w", err)
	}
	return Submit{Slot: d.Slot, V: fromABIVoucher(d.V), Deliverable: d.Deliverable, ProviderSig: d.ProviderSig}, nil
}

// DecodeResult decodes RESULT data.
func DecodeResult(data []byte) (Result, error) {
	var d struct {
		Slot   uint32
		V      abiVoucher
		Terms  abiTerms
		Result abiResult
		Signer common.Address
		Sig    []byte
	}
	err := unpack(resultArgs, data, &d, func() ([]byte, error) {
		return resultArgs.Pack(d.Slot, d.V, d.Terms, d.Result, d.Signer, d.Sig)
	})
	if err != nil {
		return Result{}, fmt.Errorf("decode RESULT: %w", err)
	}
	return Result{Slot: d.Slot, V: fromABIVoucher(d.V), Terms: fromABITerms(d.Terms), Result: fromABIResult(d.Result),
		Signer: d.Signer, Sig: d.Sig}, nil
}

// DecodeExpire decodes EXPIRE data.
func DecodeExpire(data []byte) (Expire, error) {
	var d struct {
		Slot  uint32
		V     abiVoucher
		Terms abiTerms
	}
	err := unpack(expireArgs, data, &d, func() ([]byte, error) { return expireArgs.Pack(d.Slot, d.V, d.Terms) })
	if err != nil {
		return Expire{}, fmt.Errorf("decode EXPIRE: %w", err)
	}
	return Expire{Slot: d.Slot, V: fromABIVoucher(d.V), Terms: fromABITerms(d.Terms)}, nil
}

// DecodeForced decodes FORCED data.
func DecodeForced(data []byte) (Forced, error) {
	var d struct {
		Kind uint8
		Data []byte
	}
	err := unpack(forcedArgs, data, &d, func() ([]byte, error) { return forcedArgs.Pack(d.Kind, d.Data) })
	if err != nil {
		return Forced{}, fmt.Errorf("decode FORCED: %w", err)
	}
	return Forced{Kind: Kind(d.Kind), Data: d.Data}, nil
}

// Decode decodes a transition's data into its typed form: Sync, Open, Submit, Result, Expire or Forced.
func Decode(t Transition) (any, error) {
	switch t.Kind {
	case KindSync:
		return DecodeSync(t.Data)
	case KindOpen:
		return DecodeOpen(t.Data)
	case KindSubmit:
		return DecodeSubmit(t.Data)
	case KindResult:
		return DecodeResult(t.Data)
	case KindExpire:
		return DecodeExpire(t.Data)
	case KindForced:
		return DecodeForced(t.Data)
	}
	return nil, fmt.Errorf("decode: unknown transition kind %d", uint8(t.Kind))
}
