package asaclient

import (
	"bytes"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
	"github.com/asa-escrow/asa/signer"
)

// acceptChain is a test chain with the parties of an agreement with collateral: client (dev key 0), provider
// (dev key 1, holding 100 USDC), evaluator (dev key 2), a relayer (dev key 8) and a stranger (dev key 7).
type acceptChain struct {
	*testChain
	providerKey, evaluatorKey, strangerKey *ecdsa.PrivateKey
	provider                               common.Address
}

func newAcceptChain(t *testing.T) *acceptChain {
	t.Helper()
	c := &acceptChain{testChain: newTestChain(t)}
	c.providerKey, _ = anvil.DevKey(1)
	c.evaluatorKey, _ = anvil.DevKey(2)
	c.strangerKey, _ = anvil.DevKey(7)
	c.provider = crypto.PubkeyToAddress(c.providerKey.PublicKey)
	if err := escrow.MintDevToken(c.ctx, c.eth, c.deployer, c.esc.Token(), big.NewInt(100_000_000), c.provider); err != nil {
		t.Fatal(err)
	}
	return c
}

// agreement is the seed agreement rebound to this chain and escrow with edit applied (nil: none), and its plan
// as of the chain's time now. Both sides of a job use these very bytes: the agreement hash covers them.
func (c *testChain) agreement(t *testing.T, edit func(m map[string]any)) ([]byte, *settlement.JobPlan) {
	t.Helper()
	seed, err := os.ReadFile(filepath.Join("..", "settlement", "testdata", "agreement_research.json"))
	if err != nil {
		t.Fatal(err)
	}
	now, err := c.esc.HeadTime(c.ctx)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := Rebind(seed, 31337, c.esc.Address(), now)
	if err != nil {
		t.Fatal(err)
	}
	if edit != nil {
		dec := json.NewDecoder(bytes.NewReader(doc))
		dec.UseNumber()
		var m map[string]any
		if err := dec.Decode(&m); err != nil {
			t.Fatal(err)
		}
		edit(m)
		if doc, err = json.MarshalIndent(m, "", "  "); err != nil {
			t.Fatal(err)
		}
	}
	plan, err := settlement.ParseAgreement(doc, settlement.AgreementOptions{Now: now, ChainID: 31337})
	if err != nil {
		t.Fatal(err)
	}
	return doc, plan
}

// waiveAcceptance is the agreement's explicit opt-out of the provider's acceptance
// (escrow.acceptance.required: false), for the tests of that weaker mode.
func waiveAcceptance(m map[string]any) {
	m["escrow"].(map[string]any)["acceptance"] = map[string]any{"required": false}
}

// withCollateral adds escrow.collateral.percent.
func withCollateral(percent string) func(m map[string]any) {
	return func(m map[string]any) {
		m["escrow"].(map[string]any)["collateral"] = map[string]any{"percent": json.Number(percent)}
	}
}

func (c *acceptChain) balance(t *testing.T, a common.Address) *big.Int {
	t.Helper()
	b, err := c.esc.BalanceOf(c.ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// balances are the client's, the provider's and the escrow's token balances.
func (c *acceptChain) balances(t *testing.T) [3]int64 {
	t.Helper()
	return [3]int64{c.balance(t, c.clientAddr).Int64(), c.balance(t, c.provider).Int64(), c.balance(t, c.esc.Address()).Int64()}
}

// expectMoved checks the balances moved by exactly the given deltas since before (client, provider, escrow).
func (c *acceptChain) expectMoved(t *testing.T, before [3]int64, client, provider, esc int64) {
	t.Helper()
	after := c.balances(t)
	if got := [3]int64{after[0] - before[0], after[1] - before[1], after[2] - before[2]}; got != [3]int64{client, provider, esc} {
		t.Fatalf("balances moved (client, provider, escrow) %v, want %v", got, [3]int64{client, provider, esc})
	}
}

func (c *acceptChain) approve(t *testing.T, key *ecdsa.PrivateKey, amount *big.Int) {
	t.Helper()
	tok := bindings.NewTestUSDC()
	tx, err := bind.Transact(tok.Instance(c.eth, c.esc.Token()), bind.NewKeyedTransactor(key, c.node.ChainID()), tok.PackApprove(c.esc.Address(), amount))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := escrow.WaitSuccess(c.ctx, c.eth, tx); err != nil {
		t.Fatal(err)
	}
}

func (c *acceptChain) deadline(t *testing.T, in time.Duration) uint64 {
	t.Helper()
	now, err := c.esc.HeadTime(c.ctx)
	if err != nil {
		t.Fatal(err)
	}
	return uint64(now.Add(in).Unix())
}

func wantErr(t *testing.T, err error, parts ...string) {
	t.Helper()
	if err == nil {
		t.Fatalf("accepted; want an error saying %q", parts)
	}
	for _, p := range parts {
		if !strings.Contains(err.Error(), p) {
			t.Fatalf("error %q does not say %q", err, p)
		}
	}
}

// The one-transaction start of a fully agreed job, then its whole life: the provider signs an acceptance of
// the planned job and approves its collateral, the client relays it in createAndFundAsaJob, both sides' money
// moves and the job starts Funded; 72-quality work under the default tiers releases 50 % of the budget and
// slashes half the collateral, as the settlement package predicts (the README's worked example).
func TestCreateAndFundAcceptedOnAnvil(t *testing.T) {
	c := newAcceptChain(t)
	ctx := c.ctx
	_, plan := c.agreement(t, withCollateral("50"))
	if plan.Collateral().Int64() != 2_500_000 {
		t.Fatalf("collateral %s", plan.Collateral())
	}
	a, err := c.esc.PlannedAcceptance(ctx, plan, c.deadline(t, time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	signed, err := c.esc.SignAcceptance(ctx, signer.FromKey(c.providerKey), a, SignAcceptanceOptions{Collateral: plan.Collateral()})
	if err != nil {
		t.Fatal(err)
	}
	// Through its file form and back, as the CLI hands it from provider to client.
	raw, err := json.Marshal(signed.Wire())
	if err != nil {
		t.Fatal(err)
	}
	if signed, err = ParseSignedAcceptance(raw); err != nil {
		t.Fatal(err)
	}

	// Without the provider's allowance nothing is sent.
	before := c.balances(t)
	_, err = c.esc.CreateAndFundAccepted(ctx, signer.FromKey(c.clientKey), plan, signed, CreateOptions{})
	wantErr(t, err, "must approve the escrow for its collateral")
	c.expectMoved(t, before, 0, 0, 0)

	c.approve(t, c.providerKey, plan.Collateral())
	created, err := c.esc.CreateAndFundAccepted(ctx, signer.FromKey(c.clientKey), plan, signed, CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	c.expectMoved(t, before, -5_000_000, -2_500_000, 7_500_000)
	m, err := c.esc.Money(ctx, created.JobID, 0)
	if err != nil {
		t.Fatal(err)
	}
	if m.Status != settlement.JobFunded || !m.BudgetIn || !m.Accepted || !m.AcceptanceRequired || m.CollateralPosted.Int64() != 2_500_000 ||
		m.AgreementHash != plan.AgreementHash || m.AcceptanceNonce == nil || m.AcceptanceNonce.Uint64() != a.Nonce || m.Settled != nil || m.FundDeadline != 0 {
		t.Fatalf("money after the one-transaction start: %+v", m)
	}
	if m.CollateralDeposit != escrow.CollateralAddress(c.esc.Address(), created.JobID) || m.CollateralDepositHeld.Sign() != 0 {
		t.Fatalf("collateral deposit %s holds %s", m.CollateralDeposit, m.CollateralDepositHeld)
	}
	// The same acceptance cannot start a second job: the nonce moved on.
	_, err = c.esc.CreateAndFundAccepted(ctx, signer.FromKey(c.clientKey), plan, signed, CreateOptions{})
	wantErr(t, err, "nonce", "ask the provider to sign again")

	// Deliver, score 72 (the 50 % tier), close the window, finalize.
	report := []byte("# 72-quality work\n")
	deliverable, _ := settlement.ParseContentHash(settlement.ContentHash(report))
	if _, err := c.esc.Submit(ctx, signer.FromKey(c.providerKey), created.JobID, deliverable); err != nil {
		t.Fatal(err)
	}
	verdict, err := os.ReadFile(filepath.Join("..", "examples", "verification.json"))
	if err != nil {
		t.Fatal(err)
	}
	verdict = bytes.Replace(verdict, []byte(`"score": 86.1`), []byte(`"score": 72`), 1)
	if verdict, err = BindDeliverable(verdict, report); err != nil {
		t.Fatal(err)
	}
	res, err := c.esc.SignResult(ctx, signer.FromKey(c.evaluatorKey), created.JobID, verdict, ResultOptions{Deadline: c.deadline(t, time.Hour)})
	if err != nil {
		t.Fatal(err)
	}
	if res.Result.Score != 7200 {
		t.Fatalf("score %d: the verdict edit did not apply", res.Result.Score)
	}
	data, err := onchain.SubmitResult(res.Result, common.HexToAddress(res.Body.Evaluator), common.FromHex(res.Body.Signature))
	if err != nil {
		t.Fatal(err)
	}
	relayer := bind.NewKeyedTransactor(c.relayerKey, c.node.ChainID())
	c.transact(t, relayer, data)
	if _, _, err := anvil.Warp(ctx, c.node.RPC(), time.Duration(plan.Terms.ChallengeWindow+1)*time.Second); err != nil {
		t.Fatal(err)
	}
	before = c.balances(t)
	c.transact(t, relayer, bindings.NewAsaEscrow().PackFinalize(created.JobID))
	want, err := plan.Terms.Escrow(plan.Budget, plan.Collateral()).CloseWindow(verification(t, plan.Terms, 7200))
	if err != nil {
		t.Fatal(err)
	}
	p := want.Payout
	if p.Provider.Int64() != 2_500_000 || p.CollateralKept.Int64() != 1_250_000 || p.Client.Int64() != 2_500_000 || p.CollateralSlashed.Int64() != 1_250_000 {
		t.Fatalf("prediction: %s", p)
	}
	c.expectMoved(t, before, p.ClientTotal().Int64(), p.ProviderTotal().Int64(), -7_500_000)
	if m, err = c.esc.Money(ctx, created.JobID, 0); err != nil {
		t.Fatal(err)
	}
	s := m.Settled
	if m.Status != settlement.JobCompleted || s == nil || s.ReleaseBps != 5000 || s.Provider.Cmp(p.Provider) != 0 || s.Client.Cmp(p.Client) != 0 ||
		s.CollateralKept.Cmp(p.CollateralKept) != 0 || s.CollateralSlashed.Cmp(p.CollateralSlashed) != 0 ||
		s.ProviderTotal().Int64() != 3_750_000 || s.ClientTotal().Int64() != 3_750_000 {
		t.Fatalf("money after settlement: %+v %+v", m, s)
	}
}

func (c *testChain) transact(t *testing.T, opts *bind.TransactOpts, data []byte) {
	t.Helper()
	tx, err := bind.Transact(bindings.NewAsaEscrow().Instance(c.eth, c.esc.Address()), opts, data)
	if err != nil {
		t.Fatal(Explain(err))
	}
	if _, err := escrow.WaitSuccess(c.ctx, c.eth, tx); err != nil {
		t.Fatal(err)
	}
}

// Every way a relayed acceptance can be wrong is refused with its reason before anything is sent.
func TestCreateAndFundAcceptedRefusals(t *testing.T) {
	c := newAcceptChain(t)
	ctx := c.ctx
	_, plan := c.agreement(t, withCollateral("50"))
	c.approve(t, c.providerKey, big.NewInt(100_000_000))
	sign := func(a settlement.Acceptance, key *ecdsa.PrivateKey) *SignedAcceptance {
		t.Helper()
		s, err := c.esc.SignAcceptance(ctx, signer.FromKey(key), a, SignAcceptanceOptions{Collateral: plan.Collateral()})
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	a, err := c.esc.PlannedAcceptance(ctx, plan, c.deadline(t, time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	before := c.balances(t)

	// Another document (one field edited): its hash differs.
	_, edited := c.agreement(t, func(m map[string]any) {
		withCollateral("50")(m)
		m["service"].(map[string]any)["description"] = "something else"
	})
	_, err = c.esc.CreateAndFundAccepted(ctx, signer.FromKey(c.clientKey), edited, sign(a, c.providerKey), CreateOptions{})
	wantErr(t, err, "binds agreement hash", "another document")
	// A client that changed the terms or the budget after the provider signed.
	changed := *plan
	changed.Terms.CollateralBps = 6000
	changed.TermsHash = settlement.TermsHash(changed.Terms)
	_, err = c.esc.CreateAndFundAccepted(ctx, signer.FromKey(c.clientKey), &changed, sign(a, c.providerKey), CreateOptions{})
	wantErr(t, err, "binds terms")
	changed = *plan
	changed.Budget = big.NewInt(4_000_000)
	_, err = c.esc.CreateAndFundAccepted(ctx, signer.FromKey(c.clientKey), &changed, sign(a, c.providerKey), CreateOptions{})
	wantErr(t, err, "binds a budget of 5000000 base units, but the agreement's is 4000000")
	// Signed by someone who is not the provider (the signature recovers to the stranger).
	forged := sign(a, c.strangerKey)
	forged.Provider = c.provider
	_, err = c.esc.CreateAndFundAccepted(ctx, signer.FromKey(c.clientKey), plan, forged, CreateOptions{})
	wantErr(t, err, "signed by "+crypto.PubkeyToAddress(c.strangerKey.PublicKey).Hex(), "not by the provider")
	// A plan that waives the acceptance.
	_, plain := c.agreement(t, waiveAcceptance)
	_, err = c.esc.CreateAndFundAccepted(ctx, signer.FromKey(c.clientKey), plain, sign(a, c.providerKey), CreateOptions{})
	if !errors.Is(err, ErrNoAcceptance) {
		t.Fatalf("plan without acceptance: %v", err)
	}
	// An acceptance made for an existing job.
	forJob := sign(a, c.providerKey)
	forJob.JobID = big.NewInt(7)
	_, err = c.esc.CreateAndFundAccepted(ctx, signer.FromKey(c.clientKey), plan, forJob, CreateOptions{})
	wantErr(t, err, "signed for job 7", "--relay")
	// Another chain, another escrow.
	other := sign(a, c.providerKey)
	other.ChainID = big.NewInt(8453)
	_, err = c.esc.CreateAndFundAccepted(ctx, signer.FromKey(c.clientKey), plan, other, CreateOptions{})
	wantErr(t, err, "signed for chain 8453")
	other = sign(a, c.providerKey)
	other.Escrow = common.HexToAddress("0x00000000000000000000000000000000000000e5")
	_, err = c.esc.CreateAndFundAccepted(ctx, signer.FromKey(c.clientKey), plan, other, CreateOptions{})
	wantErr(t, err, "signed for escrow 0x00000000000000000000000000000000000000E5")
	// A delivery deadline later than the agreement allows.
	late := a
	late.ExpiredAt = plan.ExpiredAt + 3600
	_, err = c.esc.CreateAndFundAccepted(ctx, signer.FromKey(c.clientKey), plan, sign(late, c.providerKey), CreateOptions{})
	wantErr(t, err, "later than the agreement allows")
	c.expectMoved(t, before, 0, 0, 0)

	// Expired: the deadline passes before the client relays it.
	short := a
	short.Deadline = c.deadline(t, time.Minute)
	expiring := sign(short, c.providerKey)
	if _, _, err := anvil.Warp(ctx, c.node.RPC(), 2*time.Minute); err != nil {
		t.Fatal(err)
	}
	_, err = c.esc.CreateAndFundAccepted(ctx, signer.FromKey(c.clientKey), plan, expiring, CreateOptions{})
	wantErr(t, err, "the acceptance expired at", "sign a new one")
	c.expectMoved(t, before, 0, 0, 0)

	// A stale nonce: the client created another job that asks for acceptance in between.
	stale := sign(a, c.providerKey)
	if _, err := c.esc.CreateJob(ctx, signer.FromKey(c.clientKey), plan); err != nil {
		t.Fatal(err)
	}
	_, err = c.esc.CreateAndFundAccepted(ctx, signer.FromKey(c.clientKey), plan, stale, CreateOptions{})
	wantErr(t, err, "nonce 0", "takes nonce 1")
}

// An existing job: funded by the client without an acceptance, it stays Open; the provider accepts by its
// own call, posting its collateral by an EIP-3009 authorization (no approve transaction), and the job starts.
// Another job, created unfunded, is accepted by a stranger relaying the provider's signed acceptance whose
// authorization carries the collateral; the client funds it later.
func TestAcceptExistingJobOnAnvil(t *testing.T) {
	c := newAcceptChain(t)
	ctx := c.ctx
	doc, plan := c.agreement(t, withCollateral("50"))
	created, err := c.esc.CreateAndFundJob(ctx, signer.FromKey(c.clientKey), plan, CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	id := created.JobID
	m, err := c.esc.Money(ctx, id, 0)
	if err != nil {
		t.Fatal(err)
	}
	if m.Status != settlement.JobOpen || !m.BudgetIn || m.Accepted || m.CollateralPosted.Sign() != 0 || m.Collateral.Int64() != 2_500_000 || m.FundDeadline == 0 {
		t.Fatalf("funded, not accepted: %+v", m)
	}
	// Only the provider may accept by call; a job without acceptance takes none.
	_, err = c.esc.AcceptJob(ctx, signer.FromKey(c.strangerKey), id, AcceptOptions{})
	wantErr(t, err, "provider is "+c.provider.Hex(), "accept with the provider's key")
	// The provider checks the job against the agreement: another document is refused.
	otherDoc, _ := c.agreement(t, func(m map[string]any) {
		withCollateral("50")(m)
		m["service"].(map[string]any)["description"] = "something else"
	})
	_, err = c.esc.AcceptJob(ctx, signer.FromKey(c.providerKey), id, AcceptOptions{Agreement: otherDoc})
	wantErr(t, err, "is not the job the agreement", "agreement hash", "do not accept it")

	before := c.balances(t)
	acc, err := c.esc.AcceptJob(ctx, signer.FromKey(c.providerKey), id, AcceptOptions{Agreement: doc, Collateral: CollateralAuthorization})
	if err != nil {
		t.Fatal(err)
	}
	if acc.Via != "authorization" || acc.Approve != nil || acc.Status != settlement.JobFunded || acc.Collateral.Int64() != 2_500_000 {
		t.Fatalf("accepted: %+v", acc)
	}
	c.expectMoved(t, before, 0, -2_500_000, 2_500_000)
	_, err = c.esc.AcceptJob(ctx, signer.FromKey(c.providerKey), id, AcceptOptions{})
	wantErr(t, err, "already accepted")

	// A second job, created unfunded; the provider signs an acceptance with an authorization for anyone to relay.
	second, err := c.esc.CreateJob(ctx, signer.FromKey(c.clientKey), plan)
	if err != nil {
		t.Fatal(err)
	}
	signed, err := c.esc.SignAcceptanceForJob(ctx, signer.FromKey(c.providerKey), second.JobID, AcceptOptions{Deadline: c.deadline(t, time.Hour), Agreement: doc, Collateral: CollateralAuthorization})
	if err != nil {
		t.Fatal(err)
	}
	if signed.CollateralAuth == nil || signed.CollateralAuth.Transfer.To != escrow.CollateralAddress(c.esc.Address(), second.JobID) {
		t.Fatalf("signed acceptance lacks the collateral authorization: %+v", signed)
	}
	raw, _ := json.Marshal(signed.Wire())
	if signed, err = ParseSignedAcceptance(raw); err != nil {
		t.Fatal(err)
	}
	// It fits this job only.
	_, err = c.esc.RelayAcceptance(ctx, signer.FromKey(c.strangerKey), id, signed, AcceptOptions{})
	wantErr(t, err, "signed for job "+second.JobID.String()+", not job "+id.String())
	before = c.balances(t)
	relayed, err := c.esc.RelayAcceptance(ctx, signer.FromKey(c.strangerKey), second.JobID, signed, AcceptOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if relayed.Via != "authorization" || relayed.Status != settlement.JobOpen {
		t.Fatalf("relayed: %+v", relayed)
	}
	c.expectMoved(t, before, 0, -2_500_000, 2_500_000)
	if _, err := c.esc.Fund(ctx, signer.FromKey(c.clientKey), second.JobID, second.Agreed(), FundOptions{AgreedFrom: "the creation"}); err != nil {
		t.Fatal(err)
	}
	if m, err = c.esc.Money(ctx, second.JobID, 0); err != nil || m.Status != settlement.JobFunded || !m.Accepted || !m.BudgetIn {
		t.Fatalf("second job after funding: %+v %v", m, err)
	}
}

// A provider that never accepts: at the fund deadline the job can no longer be accepted, and finalizing it
// returns to each side what it put in (the client its budget; the provider put in nothing). A job whose
// agreement waived the acceptance says so.
func TestNeverAcceptedOnAnvil(t *testing.T) {
	c := newAcceptChain(t)
	ctx := c.ctx
	_, plan := c.agreement(t, withCollateral("50"))
	created, err := c.esc.CreateAndFundJob(ctx, signer.FromKey(c.clientKey), plan, CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	_, plainPlan := c.agreement(t, waiveAcceptance)
	plain, err := c.esc.CreateAndFundJob(ctx, signer.FromKey(c.clientKey), plainPlan, CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.esc.AcceptJob(ctx, signer.FromKey(c.providerKey), plain.JobID, AcceptOptions{})
	if !errors.Is(err, ErrNoAcceptance) {
		t.Fatalf("accepting a job without acceptance terms: %v", err)
	}
	_, err = c.esc.Finalize(ctx, signer.FromKey(c.relayerKey), created.JobID)
	wantErr(t, err, "nothing is due on job 1 (Open) before its deadline")
	if _, _, err := anvil.Warp(ctx, c.node.RPC(), time.Duration(plan.Terms.FundTimeout+1)*time.Second); err != nil {
		t.Fatal(err)
	}
	before := c.balances(t)
	_, err = c.esc.AcceptJob(ctx, signer.FromKey(c.providerKey), created.JobID, AcceptOptions{})
	wantErr(t, err, "fund deadline passed", "each side gets back what it put in")
	c.expectMoved(t, before, 0, 0, 0)
	if _, err := c.esc.Finalize(ctx, signer.FromKey(c.relayerKey), created.JobID); err != nil {
		t.Fatal(err)
	}
	_, err = c.esc.Finalize(ctx, signer.FromKey(c.relayerKey), created.JobID)
	wantErr(t, err, "job 1 is Expired: it is settled")
	want, err := settlement.CloseOpen(plan.Budget, true, nil) // the budget was in; no collateral was posted
	if err != nil {
		t.Fatal(err)
	}
	c.expectMoved(t, before, want.ClientTotal().Int64(), want.ProviderTotal().Int64(), -5_000_000)
	m, err := c.esc.Money(ctx, created.JobID, 0)
	if err != nil {
		t.Fatal(err)
	}
	if m.Status != settlement.JobExpired || m.Accepted || m.Settled == nil || m.Settled.Client.Int64() != 5_000_000 || m.Settled.CollateralKept.Sign() != 0 || m.Settled.CollateralSlashed.Sign() != 0 {
		t.Fatalf("money of the expired job: %+v %+v", m, m.Settled)
	}
}

// ERC-1271 providers: a provider contract's owner signs acceptances for it, both for a planned job (the
// contract approves its collateral itself) and for an existing job (its collateral by an EIP-3009
// authorization the token checks against the contract).
func TestContractProviderOnAnvil(t *testing.T) {
	c := newAcceptChain(t)
	ctx := c.ctx
	ownerKey, _ := anvil.DevKey(5)
	wallet, tx, err := bind.DeployContract(bind.NewKeyedTransactor(ownerKey, c.node.ChainID()), common.FromHex(bindings.ERC1271WalletMetaData.Bin),
		c.eth, bindings.NewERC1271Wallet().PackConstructor(crypto.PubkeyToAddress(ownerKey.PublicKey)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := escrow.WaitSuccess(ctx, c.eth, tx); err != nil {
		t.Fatal(err)
	}
	if err := escrow.MintDevToken(ctx, c.eth, c.deployer, c.esc.Token(), big.NewInt(100_000_000), wallet); err != nil {
		t.Fatal(err)
	}
	doc, plan := c.agreement(t, func(m map[string]any) {
		withCollateral("100")(m)
		m["parties"].(map[string]any)["provider"] = map[string]any{"wallet": wallet.Hex()}
	})
	a, err := c.esc.PlannedAcceptance(ctx, plan, c.deadline(t, time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	// A key the contract does not accept is refused at signing.
	_, err = c.esc.SignAcceptance(ctx, signer.FromKey(c.strangerKey), a, SignAcceptanceOptions{Provider: wallet, Collateral: plan.Collateral()})
	wantErr(t, err, "does not accept", "ERC-1271")
	signed, err := c.esc.SignAcceptance(ctx, signer.FromKey(ownerKey), a, SignAcceptanceOptions{Provider: wallet, Collateral: plan.Collateral()})
	if err != nil {
		t.Fatal(err)
	}
	if signed.Provider != wallet {
		t.Fatalf("signed for %s", signed.Provider)
	}
	// The contract approves its collateral through its owner.
	w := bindings.NewERC1271Wallet()
	tok := bindings.NewTestUSDC()
	tx, err = bind.Transact(w.Instance(c.eth, wallet), bind.NewKeyedTransactor(ownerKey, c.node.ChainID()),
		w.PackExecute(c.esc.Token(), tok.PackApprove(c.esc.Address(), plan.Collateral())))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := escrow.WaitSuccess(ctx, c.eth, tx); err != nil {
		t.Fatal(err)
	}
	walletBefore := c.balance(t, wallet)
	created, err := c.esc.CreateAndFundAccepted(ctx, signer.FromKey(c.clientKey), plan, signed, CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := new(big.Int).Sub(walletBefore, c.balance(t, wallet)); got.Cmp(plan.Collateral()) != 0 {
		t.Fatalf("the provider contract posted %s, want %s", got, plan.Collateral())
	}
	if j, err := c.esc.Job(ctx, created.JobID); err != nil || j.Status != settlement.JobFunded || !j.View.Accepted {
		t.Fatalf("job %v %v", j, err)
	}

	// An existing job: the owner signs the acceptance and the collateral authorization for the contract.
	second, err := c.esc.CreateAndFundJob(ctx, signer.FromKey(c.clientKey), plan, CreateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	forJob, err := c.esc.SignAcceptanceForJob(ctx, signer.FromKey(ownerKey), second.JobID, AcceptOptions{Provider: wallet, Deadline: c.deadline(t, time.Hour), Agreement: doc, Collateral: CollateralAuthorization})
	if err != nil {
		t.Fatal(err)
	}
	if forJob.CollateralAuth.Transfer.From != wallet {
		t.Fatalf("authorization from %s", forJob.CollateralAuth.Transfer.From)
	}
	walletBefore = c.balance(t, wallet)
	if _, err := c.esc.RelayAcceptance(ctx, signer.FromKey(c.clientKey), second.JobID, forJob, AcceptOptions{}); err != nil {
		t.Fatal(err)
	}
	if got := new(big.Int).Sub(walletBefore, c.balance(t, wallet)); got.Cmp(plan.Collateral()) != 0 {
		t.Fatalf("the provider contract posted %s by authorization, want %s", got, plan.Collateral())
	}
	// The contract cannot call acceptJob through this client: it is told to relay a signature instead.
	third, err := c.esc.CreateJob(ctx, signer.FromKey(c.clientKey), plan)
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.esc.AcceptJob(ctx, signer.FromKey(ownerKey), third.JobID, AcceptOptions{})
	wantErr(t, err, "provider contract signs an acceptance for a relay")
}

// The file form: a signed acceptance round-trips; an edited one, a truncated one and another document are
// refused with the field named.
func TestParseSignedAcceptance(t *testing.T) {
	key, _ := anvil.DevKey(1)
	a := settlement.Acceptance{Client: common.HexToAddress("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"), Nonce: 3,
		Provider: crypto.PubkeyToAddress(key.PublicKey), Evaluators: []common.Address{common.HexToAddress("0x03")}, Quorum: 1,
		TermsHash: common.HexToHash("0x01"), AgreementHash: common.HexToHash("0x02"), Budget: big.NewInt(5_000_000), ExpiredAt: 2_000_000_000, Deadline: 1_900_000_000}
	d := settlement.Domain{ChainID: big.NewInt(31337), Escrow: common.HexToAddress("0x5FbDB2315678afecb367f032d93F642f64180aa3")}
	sig, err := a.Sign(d, key)
	if err != nil {
		t.Fatal(err)
	}
	s := &SignedAcceptance{Acceptance: a, ChainID: d.ChainID, Escrow: d.Escrow, JobID: big.NewInt(9), Provider: crypto.PubkeyToAddress(key.PublicKey),
		Signature: sig, Digest: a.Digest(d), Collateral: big.NewInt(2_500_000)}
	raw, err := json.Marshal(s.Wire())
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseSignedAcceptance(raw)
	if err != nil {
		t.Fatal(err)
	}
	if back.Acceptance.Budget.Cmp(a.Budget) != 0 || back.Acceptance.Nonce != 3 || back.JobID.Int64() != 9 || !bytes.Equal(back.Signature, sig) || back.Collateral.Int64() != 2_500_000 {
		t.Fatalf("round trip: %+v", back)
	}
	edited := bytes.Replace(raw, []byte(`"budget":"5000000"`), []byte(`"budget":"6000000"`), 1)
	if _, err := ParseSignedAcceptance(edited); err == nil || !strings.Contains(err.Error(), "edited after signing") {
		t.Errorf("edited budget: %v", err)
	}
	for doc, want := range map[string]string{
		`{"chainId":"31337"}`:                 "acceptance.nonce: required",
		`{"jobId":"9","verification_id":"x"}`: "not a signed acceptance",
		`{"chainId":"x","escrow":"0x5FbDB2315678afecb367f032d93F642f64180aa3"}`: `chainId: "x" is not a decimal uint256`,
		string(raw) + `{}`: "trailing data",
		`[]`:               "signed acceptance",
	} {
		if _, err := ParseSignedAcceptance([]byte(doc)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", doc, err, want)
		}
	}
}

func verification(t *testing.T, terms settlement.Terms, score uint16) settlement.Verification {
	t.Helper()
	v, err := terms.Verify(score, nil)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// A provider that accepted a job the client never funds withdraws its acceptance: the job closes and the
// collateral comes back (the settlement mirror's WithdrawAcceptance). Only the provider may, and only
// before the job is funded.
func TestWithdrawAcceptanceOnAnvil(t *testing.T) {
	c := newAcceptChain(t)
	ctx := c.ctx
	doc, plan := c.agreement(t, withCollateral("50"))
	created, err := c.esc.CreateJob(ctx, signer.FromKey(c.clientKey), plan)
	if err != nil {
		t.Fatal(err)
	}
	id := created.JobID
	_, err = c.esc.WithdrawAcceptance(ctx, signer.FromKey(c.providerKey), id)
	wantErr(t, err, "has not accepted it")
	if _, err := c.esc.AcceptJob(ctx, signer.FromKey(c.providerKey), id, AcceptOptions{Agreement: doc}); err != nil {
		t.Fatal(err)
	}
	_, err = c.esc.WithdrawAcceptance(ctx, signer.FromKey(c.strangerKey), id)
	wantErr(t, err, "withdraw with the provider's key")
	before := c.balances(t)
	if _, err := c.esc.WithdrawAcceptance(ctx, signer.FromKey(c.providerKey), id); err != nil {
		t.Fatal(err)
	}
	want, err := plan.Terms.Escrow(plan.Budget, plan.Collateral()).WithdrawAcceptance()
	if err != nil {
		t.Fatal(err)
	}
	c.expectMoved(t, before, want.ClientTotal().Int64(), want.ProviderTotal().Int64(), -2_500_000)
	m, err := c.esc.Money(ctx, id, 0)
	if err != nil {
		t.Fatal(err)
	}
	if m.Status != settlement.JobRejected || want.ProviderTotal().Int64() != 2_500_000 {
		t.Fatalf("after the withdrawal: %+v (mirror %+v)", m, want)
	}
	_, err = c.esc.WithdrawAcceptance(ctx, signer.FromKey(c.providerKey), id)
	wantErr(t, err, "only be withdrawn while the job is Open")
}
