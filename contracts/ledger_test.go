package contracts_test

import (
	"context"
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings/ledgerbind"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/internal/chaintest"
	"github.com/asa-escrow/asa/ledger"
)

// Ledger parameters of the tests: bond 5 USDC, a one-day challenge window, a minute between epochs, two days
// of silence before exit mode, a data request costs 0.001 USDC and a new account 0.0001 USDC.
const (
	ledgerBond     = 5_000_000
	ledgerWindow   = 24 * 3600
	ledgerInterval = 60
	ledgerLiveness = 2 * 24 * 3600
	ledgerDataFee  = 1_000
	ledgerRegFee   = 100
)

type ledgerFixture struct {
	*fixture
	L        *ledgerbind.AsaLedger
	V        *ledgerbind.AsaLedgerVerifier
	ledger   common.Address
	verifier common.Address
	operator *chaintest.Account
}

// newLedger deploys a verifier and a ledger on the dev token, operated by f.spare, with the operator's bond
// posted.
func newLedger(t testing.TB) *ledgerFixture {
	t.Helper()
	lf := &ledgerFixture{fixture: newFixture(t), L: ledgerbind.NewAsaLedger(), V: ledgerbind.NewAsaLedgerVerifier()}
	lf.operator = lf.spare
	lf.verifier = lf.deploy(t, &ledgerbind.AsaLedgerVerifierMetaData, nil)
	params := [6]*big.Int{big.NewInt(ledgerBond), big.NewInt(ledgerWindow), big.NewInt(ledgerInterval),
		big.NewInt(ledgerLiveness), big.NewInt(ledgerDataFee), big.NewInt(ledgerRegFee)}
	lf.ledger = lf.deploy(t, &ledgerbind.AsaLedgerMetaData, lf.L.PackConstructor(lf.Token, lf.operator.Address, lf.verifier, params))
	lf.approveLedger(t, lf.operator, ledgerBond)
	lf.Transact(t, lf.operator, lf.ledger, lf.L.PackPostBond(big.NewInt(ledgerBond)))
	return lf
}

func (lf *ledgerFixture) approveLedger(t testing.TB, from *chaintest.Account, amount int64) {
	t.Helper()
	lf.Transact(t, from, lf.Token, lf.TokenABI.PackApprove(lf.ledger, big.NewInt(amount)))
}

// depositL approves and deposits amount for from.
func (lf *ledgerFixture) depositL(t testing.TB, from *chaintest.Account, amount int64) {
	t.Helper()
	lf.approveLedger(t, from, amount)
	lf.Transact(t, from, lf.ledger, lf.L.PackDeposit(big.NewInt(amount)))
}

func (lf *ledgerFixture) index(t testing.TB, a common.Address) uint32 {
	t.Helper()
	return chaintest.Call(t, lf.Env, lf.ledger, lf.L.PackAccountIndex(a), lf.L.UnpackAccountIndex)
}

func (lf *ledgerFixture) deposited(t testing.TB, a common.Address) int64 {
	t.Helper()
	return chaintest.Call(t, lf.Env, lf.ledger, lf.L.PackDeposited(lf.index(t, a)), lf.L.UnpackDeposited).Int64()
}

func (lf *ledgerFixture) epochL(t testing.TB, n uint64) ledgerbind.IAsaLedgerTypesEpoch {
	t.Helper()
	return chaintest.Call(t, lf.Env, lf.ledger, lf.L.PackEpochs(n), lf.L.UnpackEpochs)
}

func (lf *ledgerFixture) boolView(t testing.TB, data []byte) bool {
	t.Helper()
	return chaintest.Call(t, lf.Env, lf.ledger, data, func(b []byte) (bool, error) {
		return new(big.Int).SetBytes(b).Sign() != 0, nil
	})
}

// held is what the ledger holds of the token: it must always be sum(deposited) - sum(paid) + bond.
func (lf *ledgerFixture) held(t testing.TB) int64 { return lf.TokenBalance(t, lf.ledger).Int64() }

// conserved checks the ledger's books: its token balance is the deposits, less what it paid, plus the bond.
func (lf *ledgerFixture) conserved(t testing.TB, parties ...common.Address) {
	t.Helper()
	var sum int64
	for _, p := range parties {
		i := lf.index(t, p)
		if i == 0 {
			continue
		}
		d := chaintest.Call(t, lf.Env, lf.ledger, lf.L.PackDeposited(i), lf.L.UnpackDeposited)
		p := chaintest.Call(t, lf.Env, lf.ledger, lf.L.PackPaid(i), lf.L.UnpackPaid)
		sum += d.Int64() - p.Int64()
	}
	bond := chaintest.Call(t, lf.Env, lf.ledger, lf.L.PackBond(), lf.L.UnpackBond).Int64()
	if got := lf.held(t); got != sum+bond {
		t.Fatalf("ledger holds %d, deposits - paid + bond = %d + %d", got, sum, bond)
	}
}

// advanceL moves chain time by seconds and mines a block.
func (lf *ledgerFixture) advanceL(t testing.TB, seconds int64) {
	t.Helper()
	lf.advance(t, seconds)
}

// Deposits: approve + deposit, an x402 authorization to the account's deposit address (relayed by anyone, or
// front-run straight on the token: the money still lands in that account's balance, once), and a plain transfer
// to the deposit address swept by anyone. A new account pays registrationFee to the operator, out of its first
// deposit or approved for register; registration is idempotent.
func TestLedgerDeposits(t *testing.T) {
	lf := newLedger(t)
	opBefore := lf.TokenBalance(t, lf.operator.Address).Int64()
	lf.depositL(t, lf.client, 70_000)
	if lf.deposited(t, lf.client.Address) != 70_000-ledgerRegFee || lf.index(t, lf.client.Address) != 1 {
		t.Fatalf("deposit: %d at index %d", lf.deposited(t, lf.client.Address), lf.index(t, lf.client.Address))
	}
	lf.Transact(t, lf.client, lf.ledger, lf.L.PackRegister())
	if lf.index(t, lf.client.Address) != 1 || lf.TokenBalance(t, lf.operator.Address).Int64()-opBefore != ledgerRegFee {
		t.Fatal("register is not idempotent, or the fee was not paid once")
	}
	// register() pulls the fee; without an allowance it fails and registers nothing.
	lf.ExpectRevert(t, lf.eval2, lf.ledger, lf.L.PackRegister(), "ERC20: transfer amount exceeds allowance")
	lf.approveLedger(t, lf.eval2, ledgerRegFee)
	lf.Transact(t, lf.eval2, lf.ledger, lf.L.PackRegister())
	if lf.index(t, lf.eval2.Address) != 2 {
		t.Fatal("register with the fee approved")
	}
	// A first deposit that does not cover the fee is refused.
	lf.approveLedger(t, lf.eval3, ledgerRegFee)
	lf.ExpectRevert(t, lf.eval3, lf.ledger, lf.L.PackDeposit(big.NewInt(ledgerRegFee)), "FundingShortfall")
	lf.ExpectRevert(t, lf.client, lf.ledger, lf.L.PackDeposit(big.NewInt(0)), "ZeroAmount")

	// x402: the client signs a transfer to its deposit address; a stranger relays it.
	to := chaintest.Call(t, lf.Env, lf.ledger, lf.L.PackDepositAddress(lf.provider.Address), lf.L.UnpackDepositAddress)
	if to != escrow.DepositAddress(lf.ledger, new(big.Int).SetBytes(lf.provider.Address.Bytes())) {
		t.Fatalf("deposit address %s differs from the Go CREATE2 computation", to)
	}
	a := authorization{from: lf.provider.Address, to: to, value: big.NewInt(20_000), validAfter: big.NewInt(0),
		before: lf.expiry(t, 3600), nonce: crypto.Keccak256Hash([]byte("ledger-x402"))}
	sig := signDigest(t, lf.provider, lf.authDigest(a))
	lf.Transact(t, lf.stranger, lf.ledger, lf.L.PackDepositWithAuthorization(a.from, a.value, a.validAfter, a.before, a.nonce, sig))
	if lf.deposited(t, lf.provider.Address) != 20_000-ledgerRegFee {
		t.Fatalf("x402 deposit: %d", lf.deposited(t, lf.provider.Address))
	}
	// Front-run: executed straight on the token, the money sits at the deposit address; the relay still credits it.
	b := a
	b.nonce = crypto.Keccak256Hash([]byte("ledger-x402-2"))
	bsig := signDigest(t, lf.provider, lf.authDigest(b))
	lf.Transact(t, lf.stranger, lf.Token, lf.TokenABI.PackTransferWithAuthorization(b.from, b.to, b.value, b.validAfter, b.before, b.nonce, bsig))
	lf.Transact(t, lf.stranger, lf.ledger, lf.L.PackDepositWithAuthorization(b.from, b.value, b.validAfter, b.before, b.nonce, bsig))
	if lf.deposited(t, lf.provider.Address) != 40_000-ledgerRegFee || lf.TokenBalance(t, to).Sign() != 0 {
		t.Fatalf("front-run deposit: %d", lf.deposited(t, lf.provider.Address))
	}
	// Replaying the used authorization finds an empty deposit address.
	lf.ExpectRevert(t, lf.stranger, lf.ledger, lf.L.PackDepositWithAuthorization(b.from, b.value, b.validAfter, b.before, b.nonce, bsig), "ZeroAmount")
	// A plain transfer to someone's deposit address is theirs once swept, whoever sweeps.
	evTo := chaintest.Call(t, lf.Env, lf.ledger, lf.L.PackDepositAddress(lf.evaluator.Address), lf.L.UnpackDepositAddress)
	lf.Transact(t, lf.stranger, lf.Token, lf.TokenABI.PackTransfer(evTo, big.NewInt(5_000)))
	lf.Transact(t, lf.stranger, lf.ledger, lf.L.PackSweepDeposit(lf.evaluator.Address))
	if lf.deposited(t, lf.evaluator.Address) != 5_000-ledgerRegFee {
		t.Fatalf("sweep: %d", lf.deposited(t, lf.evaluator.Address))
	}
	lf.conserved(t, lf.client.Address, lf.provider.Address, lf.evaluator.Address, lf.eval2.Address)
}

// Posting: only the operator, with its bond, in order, cutoffs not in the future nor going back, and not more
// often than minEpochInterval.
func TestLedgerPostingRules(t *testing.T) {
	lf := newLedger(t)
	now := lf.Now(t)
	lf.ExpectRevert(t, lf.stranger, lf.ledger, lf.postData(1, 0, now), "Unauthorized")
	lf.ExpectRevert(t, lf.operator, lf.ledger, lf.postData(2, 0, now), "EpochOutOfOrder")
	lf.ExpectRevert(t, lf.operator, lf.ledger, lf.postData(1, 0, now+1000), "CutoffOutOfRange")
	lf.ExpectRevert(t, lf.operator, lf.ledger, lf.postData(1, 1<<24+1, now), "TooManyTransitions")
	// A frontier that does not hash to the accounts root is refused.
	g := ledger.NewState()
	bad := g.Frontier()
	bad[63][0] ^= 1
	lf.ExpectRevert(t, lf.operator, lf.ledger, lf.L.PackPostEpoch(1, g.StateFieldsBinding(), common.Hash{}, 0, now, bad), "BadWitness")
	// Not before the previous posting (here the deployment).
	lf.ExpectRevert(t, lf.operator, lf.ledger, lf.postData(1, 0, lf.epochL(t, 0).PostedAt-1), "CutoffOutOfRange")
	lf.advanceL(t, 100)
	lf.Transact(t, lf.operator, lf.ledger, lf.postData(1, 0, now))
	lf.ExpectRevert(t, lf.operator, lf.ledger, lf.postData(2, 0, lf.Now(t)), "EpochTooSoon")
	lf.advanceL(t, ledgerInterval)
	posted := lf.epochL(t, 1).PostedAt
	if posted <= now {
		t.Fatalf("epoch 1 posted at %d, its cutoff %d", posted, now)
	}
	// Between the previous cutoff and the previous posting: refused (no backdating past what epoch 1 showed).
	lf.ExpectRevert(t, lf.operator, lf.ledger, lf.postData(2, 0, posted-1), "CutoffOutOfRange")
	lf.Transact(t, lf.operator, lf.ledger, lf.postData(2, 0, lf.Now(t)))
	if e := lf.epochL(t, 2); e.StateRoot != ledger.NewState().Root() || e.Count != 0 {
		t.Fatalf("epoch 2: %+v", e)
	}
	if lf.boolView(t, lf.L.PackIsFinal(1)) {
		t.Fatal("epoch 1 final inside its window")
	}
	lf.advanceL(t, ledgerWindow)
	if !lf.boolView(t, lf.L.PackIsFinal(1)) || !lf.boolView(t, lf.L.PackIsFinal(0)) {
		t.Fatal("epoch 1 not final after its window")
	}
}

// A silent operator: after livenessTimeout without a post anyone starts exit mode; once every posted epoch is
// final the exit epoch is fixed (here the genesis state: nothing was netted); every deposit comes back by
// exitWithdraw against it, the operator gets its bond back, and nothing else moves.
func TestLedgerSilentOperatorExit(t *testing.T) {
	lf := newLedger(t)
	lf.depositL(t, lf.client, 70_000)
	lf.depositL(t, lf.provider, 1_000)
	lf.ExpectRevert(t, lf.stranger, lf.ledger, lf.L.PackDeclareOperatorSilent(), "OperatorNotSilent")
	lf.advanceL(t, ledgerLiveness)
	lf.Transact(t, lf.stranger, lf.ledger, lf.L.PackDeclareOperatorSilent())
	lf.ExpectRevert(t, lf.client, lf.ledger, lf.L.PackDeposit(big.NewInt(1)), "InExitMode")
	lf.ExpectRevert(t, lf.operator, lf.ledger, lf.postData(1, 0, lf.Now(t)), "InExitMode")
	genesis := ledger.NewState()
	leaf, path := genesis.WithdrawProofBinding(1) // any account's leaf in the genesis state: the empty one
	lf.ExpectRevert(t, lf.client, lf.ledger, lf.L.PackExitWithdraw(lf.client.Address, leaf, path), "ExitEpochNotFixed")
	lf.ExpectRevert(t, lf.operator, lf.ledger, lf.L.PackReclaimBond(), "ExitEpochNotFixed")
	lf.Transact(t, lf.stranger, lf.ledger, lf.L.PackFixExitEpoch())
	lf.ExpectRevert(t, lf.stranger, lf.ledger, lf.L.PackFixExitEpoch(), "ExitEpochAlreadyFixed")
	before := lf.TokenBalance(t, lf.client.Address).Int64()
	lf.Transact(t, lf.stranger, lf.ledger, lf.L.PackExitWithdraw(lf.client.Address, leaf, path))
	if got := lf.TokenBalance(t, lf.client.Address).Int64() - before; got != 70_000-ledgerRegFee {
		t.Fatalf("client exited with %d, want %d", got, 70_000-ledgerRegFee)
	}
	lf.ExpectRevert(t, lf.stranger, lf.ledger, lf.L.PackExitWithdraw(lf.client.Address, leaf, path), "NothingToWithdraw")
	lf.Transact(t, lf.stranger, lf.ledger, lf.L.PackExitWithdraw(lf.provider.Address, leaf, path))
	lf.ExpectRevert(t, lf.stranger, lf.ledger, lf.L.PackReclaimBond(), "Unauthorized")
	opBefore := lf.TokenBalance(t, lf.operator.Address).Int64()
	lf.Transact(t, lf.operator, lf.ledger, lf.L.PackReclaimBond())
	if lf.TokenBalance(t, lf.operator.Address).Int64()-opBefore != ledgerBond || lf.held(t) != 0 {
		t.Fatalf("after every exit the ledger holds %d", lf.held(t))
	}
}

// A data request nobody answers voids the epoch at three quarters of its window: the requester is paid the
// bond, the fee went to the operator, and the ledger is in exit mode. An answered request voids nothing.
func TestLedgerWithheldData(t *testing.T) {
	lf := newLedger(t)
	lf.depositL(t, lf.client, 70_000)
	lf.Transact(t, lf.operator, lf.ledger, lf.postData(1, 0, lf.Now(t)))
	lf.approveLedger(t, lf.stranger, ledgerDataFee)
	opBefore := lf.TokenBalance(t, lf.operator.Address).Int64()
	lf.Transact(t, lf.stranger, lf.ledger, lf.L.PackRequestData(1, false, 1))
	if lf.TokenBalance(t, lf.operator.Address).Int64()-opBefore != ledgerDataFee {
		t.Fatal("the data request did not pay the operator")
	}
	lf.ExpectRevert(t, lf.stranger, lf.ledger, lf.L.PackVoidUnanswered(1, false, 1), "RequestNotDue")
	// Answered (by anyone: the data proves itself), the request is gone.
	genesis := ledger.NewState()
	leaf, path := genesis.AccountProofBinding(1)
	lf.Transact(t, lf.stranger, lf.ledger, lf.L.PackPublishAccount(1, 1, genesis.StateFieldsBinding(), leaf, path))
	lf.advanceL(t, ledgerWindow*3/4)
	lf.ExpectRevert(t, lf.stranger, lf.ledger, lf.L.PackVoidUnanswered(1, false, 1), "NoPendingRequest")
	// A request after half the window is refused; a new epoch's unanswered request voids it.
	lf.ExpectRevert(t, lf.stranger, lf.ledger, lf.L.PackRequestData(1, false, 2), "RequestWindowClosed")
	lf.Transact(t, lf.operator, lf.ledger, lf.postData(2, 0, lf.Now(t)))
	lf.approveLedger(t, lf.stranger, ledgerDataFee)
	lf.Transact(t, lf.stranger, lf.ledger, lf.L.PackRequestData(2, false, 1))
	lf.advanceL(t, ledgerWindow*3/4)
	before := lf.TokenBalance(t, lf.stranger.Address).Int64()
	lf.Transact(t, lf.stranger, lf.ledger, lf.L.PackVoidUnanswered(2, false, 1))
	if lf.TokenBalance(t, lf.stranger.Address).Int64()-before != ledgerBond {
		t.Fatal("the requester was not paid the bond")
	}
	if !lf.boolView(t, lf.L.PackExitMode()) || chaintest.Call(t, lf.Env, lf.ledger, lf.L.PackLastEpoch(), lf.L.UnpackLastEpoch) != 1 {
		t.Fatal("the epoch was not voided into exit mode")
	}
	lf.ExpectRevert(t, lf.operator, lf.ledger, lf.L.PackReclaimBond(), "BondSlashed")
	lf.conserved(t, lf.client.Address)
}

// The forced queue: any kind but FORCED, in order; an epoch whose cutoff is past a queued message and whose end
// state has not processed it is voided; one whose cutoff is not yet past it is not.
func TestLedgerForcedLag(t *testing.T) {
	lf := newLedger(t)
	lf.ExpectRevert(t, lf.stranger, lf.ledger, lf.L.PackForceInclude(6, nil), "InvalidKind")
	lf.ExpectRevert(t, lf.stranger, lf.ledger, lf.L.PackForceInclude(0, nil), "InvalidKind")
	// A stranger cannot make the operator store and serve arbitrarily large messages.
	lf.ExpectRevert(t, lf.stranger, lf.ledger, lf.L.PackForceInclude(1, make([]byte, 4097)), "ForcedTooLarge")
	r := lf.Transact(t, lf.stranger, lf.ledger, lf.L.PackForceInclude(1, []byte("anything")))
	queuedAt := lf.blockTime(t, r)
	genesis := ledger.NewState().StateFieldsBinding()
	lf.advanceL(t, 10)
	lf.Transact(t, lf.operator, lf.ledger, lf.postData(1, 0, queuedAt))
	lf.ExpectRevert(t, lf.stranger, lf.ledger, lf.L.PackChallengeForcedLag(1, 0, genesis), "ForcedNotDue")
	lf.advanceL(t, ledgerInterval)
	lf.Transact(t, lf.operator, lf.ledger, lf.postData(2, 0, lf.Now(t)))
	lf.ExpectRevert(t, lf.stranger, lf.ledger, lf.L.PackChallengeForcedLag(2, 1, genesis), "UnknownForced")
	before := lf.TokenBalance(t, lf.stranger.Address).Int64()
	lf.Transact(t, lf.stranger, lf.ledger, lf.L.PackChallengeForcedLag(2, 0, genesis))
	if lf.TokenBalance(t, lf.stranger.Address).Int64()-before != ledgerBond {
		t.Fatal("forced lag not slashed")
	}
}

func (lf *ledgerFixture) blockTime(t testing.TB, r *types.Receipt) uint64 {
	t.Helper()
	h, err := lf.Client.HeaderByNumber(context.Background(), r.BlockNumber)
	if err != nil {
		t.Fatal(err)
	}
	return h.Time
}

// postData is the operator's postEpoch of an epoch that changed nothing: the genesis state's fields and frontier.
func (lf *ledgerFixture) postData(epoch uint64, count uint32, cutoff uint64) []byte {
	g := ledger.NewState()
	return lf.L.PackPostEpoch(epoch, g.StateFieldsBinding(), common.Hash{}, count, cutoff, g.Frontier())
}

// atSecond makes the next block land at exactly chain time `at` (each block is one second after its parent plus
// any time advanced).
func (lf *ledgerFixture) atSecond(t testing.TB, at uint64) {
	t.Helper()
	now := lf.Now(t)
	if at <= now {
		t.Fatalf("second %d is not ahead of the chain's %d", at, now)
	}
	if d := int64(at - now - 1); d > 0 {
		lf.advance(t, d)
	}
}

// sendAt mines data from `from` in the next block, which must be at second `at`, with a fixed gas limit (no
// estimate: a call that reverts is mined too), and returns "" when it succeeded or else the custom error it
// reverted with (the same call replayed in that block).
func (lf *ledgerFixture) sendAt(t testing.TB, at uint64, from *chaintest.Account, to common.Address, data []byte) string {
	t.Helper()
	lf.atSecond(t, at)
	opts := lf.Opts(from)
	opts.GasLimit = 16_000_000 // under the 2^24 cap; a post writes 64 new slots
	tx, err := bind.NewBoundContract(to, lf.L.GetABI(), lf.Client, lf.Client, lf.Client).RawTransact(opts, data)
	if err != nil {
		t.Fatal(err)
	}
	r, err := bind.WaitMined(context.Background(), lf.Client, tx.Hash())
	if err != nil {
		t.Fatal(err)
	}
	if got := lf.blockTime(t, r); got != at {
		t.Fatalf("mined at second %d, want %d", got, at)
	}
	if r.Status == types.ReceiptStatusSuccessful {
		return ""
	}
	_, err = lf.Client.CallContract(context.Background(), ethereum.CallMsg{From: from.Address, To: &to, Data: data, Gas: opts.GasLimit}, r.BlockNumber)
	if re := escrow.DecodeRevert(err); re != nil {
		return re.Name
	}
	return fmt.Sprintf("reverted (%v)", err)
}

// Every window of the ledger at its last second and its first: the epoch interval, the challenge window (a
// challenge still runs at postedAt + W - 1 and is refused as final at postedAt + W, when a withdrawal against the
// epoch may start), the data request's half window, the void's three quarters, and the liveness timeout.
func TestLedgerWindowsAtTheSecond(t *testing.T) {
	want := func(t *testing.T, what, got, wantErr string) {
		t.Helper()
		if got != wantErr {
			t.Fatalf("%s: got %q, want %q", what, got, wantErr)
		}
	}
	t.Run("interval, challenge window, liveness", func(t *testing.T) {
		lf := newLedger(t)
		lf.Transact(t, lf.operator, lf.ledger, lf.postData(1, 0, lf.Now(t)))
		p1 := lf.epochL(t, 1).PostedAt
		want(t, "post at interval - 1", lf.sendAt(t, p1+ledgerInterval-1, lf.operator, lf.ledger, lf.postData(2, 0, p1)), "EpochTooSoon")
		want(t, "post at the interval", lf.sendAt(t, p1+ledgerInterval, lf.operator, lf.ledger, lf.postData(2, 0, p1)), "")
		p2 := p1 + ledgerInterval
		var last ledgerbind.IAsaLedgerTypesTransitionWitness
		want(t, "challenge at W - 1", lf.sendAt(t, p1+ledgerWindow-1, lf.stranger, lf.ledger, lf.L.PackChallengeEpochEnd(1, last)), "NoFraud")
		want(t, "challenge at W", lf.sendAt(t, p1+ledgerWindow, lf.stranger, lf.ledger, lf.L.PackChallengeEpochEnd(1, last)), "EpochFinal")
		if !lf.boolView(t, lf.L.PackIsFinal(1)) || lf.boolView(t, lf.L.PackIsFinal(2)) {
			t.Fatal("at p1 + W epoch 1 is final and epoch 2 is not")
		}
		want(t, "silence at L - 1", lf.sendAt(t, p2+ledgerLiveness-1, lf.stranger, lf.ledger, lf.L.PackDeclareOperatorSilent()), "OperatorNotSilent")
		want(t, "silence at L", lf.sendAt(t, p2+ledgerLiveness, lf.stranger, lf.ledger, lf.L.PackDeclareOperatorSilent()), "")
	})
	t.Run("data request and its void", func(t *testing.T) {
		lf := newLedger(t)
		lf.Transact(t, lf.operator, lf.ledger, lf.postData(1, 0, lf.Now(t)))
		p := lf.epochL(t, 1).PostedAt
		lf.approveLedger(t, lf.stranger, 2*ledgerDataFee)
		want(t, "request at W/2 - 1", lf.sendAt(t, p+ledgerWindow/2-1, lf.stranger, lf.ledger, lf.L.PackRequestData(1, false, 1)), "")
		want(t, "request at W/2", lf.sendAt(t, p+ledgerWindow/2, lf.stranger, lf.ledger, lf.L.PackRequestData(1, false, 2)), "RequestWindowClosed")
		want(t, "void at 3W/4 - 1", lf.sendAt(t, p+ledgerWindow*3/4-1, lf.stranger, lf.ledger, lf.L.PackVoidUnanswered(1, false, 1)), "RequestNotDue")
		want(t, "void at 3W/4", lf.sendAt(t, p+ledgerWindow*3/4, lf.stranger, lf.ledger, lf.L.PackVoidUnanswered(1, false, 1)), "")
		if !lf.boolView(t, lf.L.PackExitMode()) {
			t.Fatal("the unanswered request did not void the epoch")
		}
	})
}
