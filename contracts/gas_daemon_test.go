package contracts_test

import (
	"crypto/rand"
	"encoding/json"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/node"

	"github.com/asa-escrow/asa/internal/chaintest"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
)

// exampleParties are the parties the gas report puts into examples/agreement.json in place of its anvil
// accounts (the document's only placeholders).
type exampleParties struct {
	client, provider, evaluator, backup, resolver *chaintest.Account
}

// examplePlan plans examples/agreement.json the way the CLI does (settlement.ParseAgreement at the chain's
// time), with the anvil accounts and chain replaced by the fixture's and escrow.acceptance.required set to
// accepted (the document asks for no collateral).
func (f *fixture) examplePlan(t testing.TB, p exampleParties, accepted bool) *settlement.JobPlan {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "examples", "agreement.json"))
	if err != nil {
		t.Fatal(err)
	}
	doc := string(raw)
	for from, to := range map[string]common.Address{
		"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266": p.client.Address,
		"0x70997970C51812dc3A010C7d01b50e0d17dc79C8": p.provider.Address,
		"0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC": p.evaluator.Address,
		"0x90F79bf6EB2c4f870365E785982E1f101E93b906": p.backup.Address,
		"0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65": p.resolver.Address,
	} {
		if !strings.Contains(doc, from) {
			t.Fatalf("examples/agreement.json no longer names %s", from)
		}
		doc = strings.ReplaceAll(doc, from, to.Hex())
	}
	doc = strings.ReplaceAll(doc, "eip155:31337", "eip155:"+f.ChainID.String())
	// escrow.acceptance.required says either way (numbers keep their text: only this key changes).
	dec := json.NewDecoder(strings.NewReader(doc))
	dec.UseNumber()
	var tree map[string]any
	if err := dec.Decode(&tree); err != nil {
		t.Fatalf("examples/agreement.json: %v", err)
	}
	esc, ok := tree["escrow"].(map[string]any)
	if !ok {
		t.Fatal("examples/agreement.json has no escrow object")
	}
	acc, _ := esc["acceptance"].(map[string]any)
	if acc == nil {
		acc = map[string]any{}
	}
	acc["required"] = accepted
	esc["acceptance"] = acc
	out, err := json.Marshal(tree)
	if err != nil {
		t.Fatal(err)
	}
	plan, err := settlement.ParseAgreement(out, settlement.AgreementOptions{Now: time.Unix(int64(f.Now(t)), 0), ChainID: f.ChainID.Uint64()})
	if err != nil {
		t.Fatalf("plan examples/agreement.json: %v", err)
	}
	if plan.Terms.AcceptanceRequired != accepted || plan.Terms.CollateralBps != 0 {
		t.Fatalf("example plan: acceptance %v collateral %d", plan.Terms.AcceptanceRequired, plan.Terms.CollateralBps)
	}
	return plan
}

// randomNonce is a result nonce as an evaluator picks it: 256 random bits.
func randomNonce(t testing.TB) *big.Int {
	t.Helper()
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		t.Fatal(err)
	}
	return new(big.Int).SetBytes(b)
}

// daemonLifecycleGas is the lifecycle of the example agreement as it is settled in practice: the client
// sends the CLI's createAndFundAsaJob (or, with accepted, createAndFundAcceptedAsaJob carrying the
// provider's EIP-712 acceptance), the provider submits the sha256 of examples/report.md, the evaluator
// signs a result with a random nonce, and the daemon relays it with submitResults and closes the challenge
// window with finalizeBatch, each call from the daemon's own account.
func (f *fixture) daemonLifecycleGas(t testing.TB, name string, p exampleParties, relayer *chaintest.Account, accepted bool) gasFlow {
	t.Helper()
	g := gasFlow{name: name}
	add := func(op string, r *types.Receipt) { g.ops = append(g.ops, gasOp{op, r.GasUsed, meter.of(r.TxHash)}) }
	plan := f.examplePlan(t, p, accepted)
	f.Transact(t, p.client, f.Token, f.TokenABI.PackApprove(f.Escrow, plan.Budget))
	var r *types.Receipt
	if accepted {
		nonce := callT(t, f, f.EscrowABI.PackAcceptanceNonce(settlement.CommitmentOf(plan).AgreementKey()), f.EscrowABI.UnpackAcceptanceNonce).Uint64()
		a := settlement.AcceptanceOf(plan, nonce, f.Now(t)+3600)
		sig, err := a.Sign(f.domain(), p.provider.Key)
		if err != nil {
			t.Fatal(err)
		}
		data, err := onchain.CreateAndFundAcceptedAsaJob(plan, a.Deadline, sig)
		if err != nil {
			t.Fatal(err)
		}
		r = f.Transact(t, p.client, f.Escrow, data)
		add("createAndFundAcceptedAsaJob", r)
	} else {
		data, err := onchain.CreateAndFundAsaJob(plan)
		if err != nil {
			t.Fatal(err)
		}
		r = f.Transact(t, p.client, f.Escrow, data)
		add("createAndFundAsaJob", r)
	}
	id := jobIDOf(t, f, r)
	report, err := os.ReadFile(filepath.Join("..", "examples", "report.md"))
	if err != nil {
		t.Fatal(err)
	}
	add("submit", f.Transact(t, p.provider, f.Escrow, f.EscrowABI.PackSubmit(id, sha256Of(string(report)), nil)))
	res := f.result(t, id, 8610)
	res.Nonce = randomNonce(t)
	res.EvidenceHash = [32]byte(randomNonce(t).FillBytes(make([]byte, 32)))
	// As the daemon sends them for one job: a lone result with submitResult, a lone due job with finalize
	// (daemon/relayer and daemon/intents; batches of more use submitResults and finalizeBatch).
	add("submitResult", f.Transact(t, relayer, f.Escrow, f.EscrowABI.PackSubmitResult(res, p.evaluator.Address, f.sign(t, p.evaluator, res))))
	f.advance(t, int64(plan.Terms.ChallengeWindow))
	add("finalize", f.Transact(t, relayer, f.Escrow, f.EscrowABI.PackFinalize(id)))
	if st := f.status(t, id); st != stCompleted {
		t.Fatalf("%s: job ended in status %d", name, st)
	}
	return g
}

// TestGasDaemonPath measures the example agreement's lifecycle on the daemon's path, with and without the
// provider's acceptance, steady and as the first job of an empty escrow, and logs it (the numbers are
// bench/gas.md's; `make gas` writes them).
func TestGasDaemonPath(t *testing.T) {
	for _, g := range daemonPathFlows(t) {
		t.Logf("%s: %d (%v)", g.name, g.total(), g.ops)
	}
}

// daemonPathFlows measures the daemon-path lifecycles: the first job of an empty escrow (new parties: the
// provider and evaluator hold no token yet), then steady repeat business on an escrow holding other jobs'
// money.
func daemonPathFlows(t testing.TB) []gasFlow {
	f := newFixture(t, chaintest.Options{ChainConfig: chaintest.OsakaConfig(), Backend: []func(*node.Config, *ethconfig.Config){withGasMeter()}})
	relayer := f.stranger
	var flows []gasFlow
	for _, accepted := range []bool{true, false} {
		// A new escrow per variant: its first job ever.
		esc := f.deployEscrow(t, f.Token)
		g := *f
		env := *f.Env
		env.Escrow = esc
		g.Env = &env
		fresh := exampleParties{client: f.client, provider: f.freshAccount(t, 0), evaluator: f.freshAccount(t, 0), backup: f.backup, resolver: f.resolver}
		flows = append(flows, g.daemonLifecycleGas(t, "first job of an empty escrow"+acceptedLabel(accepted), fresh, relayer, accepted))
	}
	steady := exampleParties{client: f.client, provider: f.provider, evaluator: f.evaluator, backup: f.backup, resolver: f.resolver}
	f.createASAFunded(t) // the escrow holds another job's money
	for _, accepted := range []bool{true, false} {
		f.daemonLifecycleGas(t, "warm-up", steady, relayer, accepted)
		flows = append(flows, f.daemonLifecycleGas(t, "steady"+acceptedLabel(accepted), steady, relayer, accepted))
	}
	return flows
}

func acceptedLabel(accepted bool) string {
	if accepted {
		return ", with the provider's relayed acceptance"
	}
	return ", without acceptance"
}

// daemonPathNotes says where the daemon path's gas goes and what was measured to bring it down (bench/gas.md).
const daemonPathNotes = `Where the steady lifecycle with acceptance goes: 84,000 is the four transactions' intrinsic gas;
44,200 the two storage slots every job adds (the packed job at creation, the deliverable hash at
submission, 22,100 each: the floor of this design); about 40k the token's reads, writes and Transfer events
of its three transfers (the budget in; the provider's 85 % and the client's 15 % out at finalize); about 25k
the escrow's events (ERC-8183's JobCreated, JobFunded, JobSubmitted, JobCompleted, PaymentReleased,
Refunded; the escrow's AsaJobCreated with the description, JobAccepted, ResultAccepted, JobVerified,
JobSettled); about 8.7k the creating call's 1,252 bytes of calldata; 5,000 the job counter.

Changed in this round, each measured on these flows (and found by tracing every opcode of the steady
lifecycle with acceptance, a temporary go-ethereum live tracer summing costs per source line through solc's
source map):
- The relayed acceptance is checked in AsaEscrow itself on the job the call builds (before, a DELEGATECALL
  into the extension re-read the job and the terms and wrote the job three more times);
  submitResults and finalizeBatch of one item pay at once instead of collecting payouts in transient
  storage. Steady with acceptance 328,733 -> 312,405, without 298,945 -> 295,562.
- The packed job is written in one SSTORE per call (AsaEscrowBase._storeJob and _patchJob): assigned member
  by member, the creating call reread and rewrote the same slot six more times, submit, submitResults and
  finalize once or twice each (200 gas per member): 312,405 -> 310,164. AsaEscrow's code shrank by 1 KB.
- Settlement reads two of the agreement's three slots: the policy is kept a second time in the provider's
  slot, and JobCompleted names the escrow (its policy completed the job on the evaluators' results, each in
  ResultAccepted) instead of the evaluator from the third slot: finalize -2,237 (310,164 -> 307,927).
- The acceptance nonce counts per agreement (client, provider, terms, quorum, evaluators), in the
  agreement's key entry the creating call reads anyway (agreementId | termsId << 40 | nonce << 80), not in a
  per-client slot of its own (a cold read and a write, 5,000); and a job accepted in the call that creates it
  emits JobAccepted (which now carries the nonce) without AcceptanceRequired: creation -4,293 (307,927 ->
  303,634). The first job of a client no longer writes a nonce slot of its own (22,100): the first job of an
  empty escrow with acceptance 648,383 -> 619,850.
- Every ASA job's creation checks that the job could start (minDeliveryTime before expiredAt): +29.
- The daemon relays a lone result with submitResult and finalizes a lone due job with finalize (batches of
  more still use submitResults and finalizeBatch): the batch calls' arrays, offsets and loop cost a batch
  of one 2,503 (submitResults) and 792 (finalizeBatch) more. The lifecycle above is measured as the daemon
  now sends it: 303,605 -> 300,298.
- AsaJobCreated no longer repeats what the job's terms decide: their hash (TermsRegistered's, termsById)
  and the fund deadline (getJob's deadline; the indexer computes it with settlement.Terms.FundDeadline from
  the creation block): two words of log data, creation about -600 (300,298 -> about 299.7k, under the target).

Measured and not done: Permit2-style bitmap nonces for acceptances (a cold read and a write of a word,
5,000: more than the nonce now costs, a warm write of a slot the call reads anyway). Results carry no
on-chain nonce (a job counts one result per evaluator per submission, which its state enforces), so a
random result nonce costs only its calldata (about 370 gas more than nonce 1). The fee-on-transfer guard of
every pull (balanceOf before and after transferFrom, about 2,200 at creation) is kept: it is what keeps the
escrow solvent on a token whose transfers take a fee. Higher optimizer runs (1,000) do not fit: AsaEscrow's
initcode, which carries the extension's and the views' code, would pass EIP-3860's 49,152 bytes.

Further candidates, each a change to what the daemon, the indexer or clients read: AsaJobCreated without the
evaluators and quorum that AgreementRegistered carries (about -1,000; the indexer and the reputation ledger
would fold AgreementRegistered); no JobSettled, whose amounts PaymentReleased, Refunded and JobCompleted's
reason already say (-2,152 measured); a result's deliverable and submission time read from storage
instead of calldata (about -700). Reading the packed job slot once per call in assembly (isDue, _advance,
_countResult) was measured and dropped: the decoding cost what the warm rereads did (+9 on finalize, +58
on submitResult). EIP-2930 access lists save 100 per warmed address or slot (about 1.3k over the daemon's
two calls) but add their bytes to each transaction's L1 data fee on Base: not pursued.
`
