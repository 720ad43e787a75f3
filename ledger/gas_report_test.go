package ledger

import (
	"context"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/params"
	"github.com/shopspring/decimal"

	"github.com/asa-escrow/asa/bindings/ledgerbind"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/internal/chaintest"
	"github.com/asa-escrow/asa/internal/scalemodel"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/x402/exact"
)

// The large tier's epoch and settlement period in the report: a root every 10 minutes, every agent moving
// money in or out once a day (half deposit, half withdraw), as docs/scale.md's model assumes.
const (
	reportEpochSeconds = 600
	reportSettleDays   = 1
	reportRegFee       = 10_000 // 0.01 USDC
)

// ledgerGas are the measured transactions of the ledger, each with its gasUsed and its bytes re-signed as a
// Base transaction.
type ledgerGas struct {
	rows []gasRow
	by   map[string]scalemodel.Footprint
}

type gasRow struct {
	name, note string
	fp         scalemodel.Footprint
}

func (g *ledgerGas) add(name, note string, fp scalemodel.Footprint) {
	g.rows = append(g.rows, gasRow{name, note, fp})
	g.by[name] = fp
}

// measuredSend sends data from `from` to `to`, requires success and returns the footprint: gasUsed, and the
// calldata re-signed as a Base transaction (scalemodel.BaseEnvelope) for the bytes.
func measuredSend(t testing.TB, ch *chaintest.Env, from *chaintest.Account, to common.Address, data []byte) scalemodel.Footprint {
	t.Helper()
	ctx := context.Background()
	nonce, err := ch.Client.PendingNonceAt(ctx, from.Address)
	if err != nil {
		t.Fatal(err)
	}
	gas, err := ch.Client.EstimateGas(ctx, ethereum.CallMsg{From: from.Address, To: &to, Data: data})
	if err != nil {
		t.Fatalf("estimate: %v", escrow.Describe(err, ""))
	}
	tx, err := types.SignTx(types.NewTx(&types.DynamicFeeTx{ChainID: ch.ChainID, Nonce: nonce, GasTipCap: big.NewInt(params.GWei),
		GasFeeCap: big.NewInt(100 * params.GWei), Gas: gas, To: &to, Data: data}), types.LatestSignerForChainID(ch.ChainID), from.Key)
	if err != nil {
		t.Fatal(err)
	}
	if err := ch.Client.SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	r, err := escrow.WaitSuccess(ctx, ch.Client, tx)
	if err != nil {
		t.Fatalf("%v", escrow.Describe(err, ""))
	}
	env, err := scalemodel.BaseEnvelope(from.Key, nonce, to, gas, data)
	if err != nil {
		t.Fatal(err)
	}
	var fp scalemodel.Footprint
	fp.AddTx(r.GasUsed, len(data), env)
	fp.Jobs = 1
	return fp
}

// measureLedger deploys a ledger with the report's parameters on the Osaka rules and measures each of its
// transactions: the party's (register, deposits, the x402 deposit, a withdrawal request and its payment), the
// operator's epoch, the fraud proofs, and the exit.
func measureLedger(t *testing.T) *ledgerGas {
	ch := chaintest.New(t, chaintest.Options{Accounts: 8, ChainConfig: chaintest.OsakaConfig()})
	g := &ledgerGas{by: map[string]scalemodel.Footprint{}}
	L := ledgerbind.NewAsaLedger()
	deploy := func(md *bind.MetaData, input []byte) common.Address {
		addr, tx, err := bind.DeployContract(ch.Opts(ch.Deployer), common.FromHex(md.Bin), ch.Client, input)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := escrow.WaitSuccess(context.Background(), ch.Client, tx); err != nil {
			t.Fatal(err)
		}
		return addr
	}
	verifier := deploy(&ledgerbind.AsaLedgerVerifierMetaData, nil)
	op := ch.Accounts[7]
	p := [6]*big.Int{big.NewInt(5_000_000), big.NewInt(24 * 3600), big.NewInt(reportEpochSeconds), big.NewInt(2 * 24 * 3600),
		big.NewInt(1_000), big.NewInt(reportRegFee)}
	ledgerAddr := deploy(&ledgerbind.AsaLedgerMetaData, L.PackConstructor(ch.Token, op.Address, verifier, p))
	approve := func(a *chaintest.Account, amount int64) {
		ch.Transact(t, a, ch.Token, ch.TokenABI.PackApprove(ledgerAddr, big.NewInt(amount)))
	}
	approve(op, 5_000_000)
	ch.Transact(t, op, ledgerAddr, L.PackPostBond(big.NewInt(5_000_000)))

	dom := Domain{ChainID: ch.ChainID, Ledger: ledgerAddr}
	mem := NewMemChain(dom)
	client, provider, evaluator, payer := ch.Accounts[0], ch.Accounts[1], ch.Accounts[2], ch.Accounts[3]

	// Deposits: the first registers (and pays the fee), then a steady top-up.
	approve(client, 2_000_000)
	g.add("deposit, first (registers)", "approve beforehand; transferFrom, registration, fee to the operator", measuredSend(t, ch, client, ledgerAddr, L.PackDeposit(big.NewInt(1_000_000))))
	mem.Deposit(client.Address, big.NewInt(1_000_000-reportRegFee))
	g.add("deposit", "approve beforehand; transferFrom and one balance", measuredSend(t, ch, client, ledgerAddr, L.PackDeposit(big.NewInt(1_000_000))))
	mem.Deposit(client.Address, big.NewInt(1_000_000))
	approve(provider, reportRegFee)
	g.add("register", "an account that only earns (fee approved)", measuredSend(t, ch, provider, ledgerAddr, L.PackRegister()))
	mem.Register(provider.Address)
	approve(evaluator, reportRegFee)
	ch.Transact(t, evaluator, ledgerAddr, L.PackRegister())
	mem.Register(evaluator.Address)
	// x402: the payer's EIP-3009 authorization to its deposit address, relayed by someone else.
	x402 := func(label string, value int64) scalemodel.Footprint {
		to := DepositAddress(ledgerAddr, payer.Address)
		nonce := crypto.Keccak256Hash([]byte(label))
		before := new(big.Int).SetUint64(ch.Now(t) + 3600)
		tok := exact.Domain{Name: escrow.DefaultDevToken.Name, Version: escrow.DefaultDevToken.Version, ChainID: ch.ChainID, VerifyingContract: ch.Token}
		sig, err := exact.Sign(payer.Key, tok, exact.Transfer{From: payer.Address, To: to, Value: big.NewInt(value),
			ValidAfter: big.NewInt(0), ValidBefore: before, Nonce: nonce})
		if err != nil {
			t.Fatal(err)
		}
		return measuredSend(t, ch, client, ledgerAddr, L.PackDepositWithAuthorization(payer.Address, big.NewInt(value), big.NewInt(0), before, nonce, sig))
	}
	g.add("x402 deposit, first", "transferWithAuthorization to the deposit address, its CREATE2 deployment, sweep, registration", x402("first", 500_000))
	g.add("x402 deposit", "transferWithAuthorization to the deposit address and sweep", x402("second", 500_000))
	g.add("request withdrawal", "one cumulative total", measuredSend(t, ch, provider, ledgerAddr, L.PackRequestWithdrawal(big.NewInt(1))))
	mem.RequestWithdrawal(provider.Address, big.NewInt(1))

	// An epoch with a 1-of-1 job and the provider's withdrawal counted; the root is what the gas depends on,
	// not the number of transitions it commits to.
	st := NewState()
	now := ch.Now(t)
	terms := reportTerms()
	v := Voucher{Client: client.Address, Provider: provider.Address, Evaluators: []common.Address{evaluator.Address}, Quorum: 1,
		TermsHash: settlement.TermsHash(terms), AgreementHash: common.HexToHash("0xa9"), Budget: big.NewInt(100_000),
		ExpiredAt: new(big.Int).SetUint64(now + 5*86_400), Nonce: big.NewInt(0)}
	vB := v
	vB.Nonce = big.NewInt(1)
	b := NewEpoch(st, 1, now)
	add := func(tr Transition, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		if err := b.Add(mem, tr); err != nil {
			t.Fatal(err)
		}
	}
	add(EncodeSync(Sync{Account: mem.AccountIndex(client.Address), Deposits: mem.Deposited(mem.AccountIndex(client.Address)), Withdrawals: new(big.Int)}))
	deliverable := common.HexToHash("0xde11")
	result := func(v Voucher, submittedAt uint64) Result {
		t.Helper()
		r := Result{Slot: 0, V: v, Terms: terms, Signer: evaluator.Address}
		r.Result.JobID = new(big.Int).SetBytes(v.JobID(dom).Bytes())
		r.Result.Deliverable, r.Result.SubmittedAt, r.Result.Score, r.Result.Passed = deliverable, submittedAt, 9_000, true
		r.Result.EvidenceHash, r.Result.Nonce, r.Result.Deadline = common.HexToHash("0xe1"), big.NewInt(1), submittedAt+3*86_400
		var err error
		if r.Sig, err = r.Result.Sign(dom.Results(), evaluator.Key); err != nil {
			t.Fatal(err)
		}
		return r
	}
	// Job A (slot 0) runs its whole life in epoch 1; job B (slot 1) is delivered in it.
	for slot, v := range []Voucher{v, vB} {
		add(EncodeOpen(signedOpen(t, dom, v, terms, now+600, client, provider)))
		dsig, err := v.SignDelivery(dom, deliverable, provider.Key)
		if err != nil {
			t.Fatal(err)
		}
		add(EncodeSubmit(Submit{Slot: uint32(slot), V: v, Deliverable: deliverable, ProviderSig: dsig}))
	}
	add(EncodeResult(result(v, now)))
	add(EncodeSync(Sync{Account: mem.AccountIndex(provider.Address), Deposits: new(big.Int), Withdrawals: big.NewInt(1)}))
	e1 := b.Close()
	g.add("post epoch", "the state's four fields, its transitions' root, count and cutoff, and the 64-node frontier (64 new slots the first time a ring slot is used; the same for any number of transitions)",
		measuredSend(t, ch, op, ledgerAddr, L.PackPostEpoch(1, st.StateFieldsBinding(), e1.TransitionsRoot, 700_000, e1.Cutoff, st.Frontier())))

	// Epoch 2: job B's result, with a post-state that pays the provider one unit more: the fraud proof.
	ch.Advance(t, reportEpochSeconds*time.Second)
	ch.Transact(t, op, ch.Token, ch.TokenABI.PackApprove(ledgerAddr, big.NewInt(0))) // a block at the new time
	pre := st.Clone()
	res := result(vB, now)
	res.Slot = 1
	rtr, err := EncodeResult(res)
	if err != nil {
		t.Fatal(err)
	}
	cutoff2 := ch.Now(t)
	wrong := pre.Clone()
	if _, err := wrong.Apply(mem, cutoff2, rtr); err != nil {
		t.Fatal(err)
	}
	pi := mem.AccountIndex(provider.Address)
	pl := wrong.Account(pi)
	pl.Credited = new(big.Int).Add(pl.Credited, big.NewInt(1))
	wrong.setAccount(pi, pl)
	posted := PostedEpoch{Number: 2, Cutoff: cutoff2, Transitions: []Transition{rtr}, PostStates: []common.Hash{wrong.Root()},
		StateRoot: wrong.Root(), TransitionsRoot: transitionsTree([]Transition{rtr}, []common.Hash{wrong.Root()}).root}
	ch.Transact(t, op, ledgerAddr, L.PackPostEpoch(2, wrong.StateFieldsBinding(), posted.TransitionsRoot, 1, cutoff2, wrong.Frontier()))
	// The withdrawal against epoch 1 once it is final (epoch 2 still in its window).
	ch.Advance(t, 24*time.Hour-reportEpochSeconds*time.Second/2)
	ch.Transact(t, op, ch.Token, ch.TokenABI.PackApprove(ledgerAddr, big.NewInt(0)))
	leaf, path := st.WithdrawProofBinding(pi)
	g.add("withdraw", "against a final epoch: the leaf and its 14 siblings up to the epoch's stored frontier; one transfer",
		measuredSend(t, ch, provider, ledgerAddr, L.PackWithdraw(provider.Address, 1, leaf, path)))
	f, _, err := Check(pre, mem, posted)
	if err != nil || f == nil || f.Kind != FraudTransition {
		t.Fatalf("fraud: %+v %v", f, err)
	}
	g.add("challenge a transition (wrong RESULT payout, 1-of-1)", "re-executes it: 4 signatures' worth of decoding, 1 signature, 3 account and 1 job proofs",
		measuredSend(t, ch, ch.Accounts[4], ledgerAddr, f.Calldata()))
	// Exit: the epochs' windows pass, the exit epoch is fixed, the client exits and the job finishes on chain.
	ch.Advance(t, 24*time.Hour)
	ch.Transact(t, op, ch.Token, ch.TokenABI.PackApprove(ledgerAddr, big.NewInt(0)))
	ch.Transact(t, ch.Accounts[4], ledgerAddr, L.PackFixExitEpoch())
	cleaf, cpath := st.WithdrawProofBinding(mem.AccountIndex(client.Address))
	g.add("exit withdraw", "exit mode: the exit epoch's leaf and its 14 siblings up to the frontier; one transfer",
		measuredSend(t, ch, client, ledgerAddr, L.PackExitWithdraw(client.Address, cleaf, cpath)))
	jl, jp := st.JobProof(1)
	g.add("exit result (1-of-1, settles)", "exit mode: the job's proof, the result's check and the payout credited on chain",
		measuredSend(t, ch, evaluator, ledgerAddr, L.PackExitResult(1, st.StateFieldsBinding(), JobWitness{Leaf: jl, Path: jp}.ToBinding(),
			vB.ToBinding(), TermsBinding(terms), ResultBinding(res.Result), evaluator.Address, res.Sig)))
	return g
}

// reportTerms are 1-of-1 graduated terms whose evaluation window outlasts the exit (the report settles the job
// on chain in exit mode, a challenge window after its delivery).
func reportTerms() settlement.Terms {
	tiers, err := settlement.PackTiers([]settlement.Tier{{MinScore: 9000, ReleaseBps: 10000}, {MinScore: 6000, ReleaseBps: 5000}})
	if err != nil {
		panic(err)
	}
	return settlement.Terms{Policy: settlement.PolicyGraduated, TierCount: 2, SilenceAction: settlement.ActionSplit5050,
		FallbackAction: settlement.ActionSplit5050, EvaluatorFeeBps: 100, FundTimeout: 3600, EvaluateTimeout: 4 * 86_400, Tiers: tiers}
}

// signedOpen is OPEN's data for v, signed by the client and accepted by the provider until deadline.
func signedOpen(t testing.TB, dom Domain, v Voucher, terms settlement.Terms, deadline uint64, client, provider *chaintest.Account) Open {
	t.Helper()
	cs, err := v.Sign(dom, client.Key)
	if err != nil {
		t.Fatal(err)
	}
	dl := new(big.Int).SetUint64(deadline)
	as, err := v.SignAcceptance(dom, dl, provider.Key)
	if err != nil {
		t.Fatal(err)
	}
	return Open{V: v, ClientSig: cs, AcceptanceDeadline: dl, AcceptanceSig: as, Terms: terms}
}

// TestLedgerGasHarness is the short form of `make gas`'s ledger report: every transaction is measured and the
// report renders.
func TestLedgerGasHarness(t *testing.T) {
	g := measureLedger(t)
	for _, r := range g.rows {
		if r.fp.ExecGas == 0 || r.fp.DABytes == 0 {
			t.Fatalf("%s: no figures", r.name)
		}
	}
	if out := renderLedgerReport(t, g); !strings.Contains(out, "amortized gas per job at the large tier: ") {
		t.Fatal("the report lacks its headline line")
	}
}

// TestLedgerGasReport writes bench/ledger.md (`make gas`: ASA_LEDGER_REPORT=bench/ledger.md).
func TestLedgerGasReport(t *testing.T) {
	path := os.Getenv("ASA_LEDGER_REPORT")
	if path == "" {
		t.Skip("set ASA_LEDGER_REPORT to write the report (make gas)")
	}
	out := renderLedgerReport(t, measureLedger(t))
	if !filepath.IsAbs(path) {
		path = filepath.Join("..", path)
	}
	if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
}

func renderLedgerReport(t testing.TB, g *ledgerGas) string {
	var sb strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&sb, format, args...) }
	chain := scalemodel.Scenarios()[0].Chain
	scalar := decimal.NewFromInt(int64(chain.DAFootprintGasScalar))
	w("# The netted ledger on chain: measured\n\n")
	w("Generated by `make gas` (`ASA_LEDGER_REPORT=bench/ledger.md go test -run '^TestLedgerGasReport$' ./ledger/`): the\n")
	w("committed AsaLedger and AsaLedgerVerifier on go-ethereum's simulated chain (Osaka rules), USDC-faithful dev\n")
	w("token. Each transaction's gasUsed is from its receipt; its bytes are the same calldata re-signed as a Base\n")
	w("transaction, and the DA footprint follows the OP Stack's Fjord/Jovian formulas (docs/scale.md, section 1).\n\n")
	w("## 1. Transactions\n\n| transaction | gas | signed B | Fjord estimate B | DA footprint gas | what |\n|---|---:|---:|---:|---:|---|\n")
	for _, r := range g.rows {
		w("| %s | %s | %d | %d | %s | %s |\n", r.name, commas(int64(r.fp.ExecGas)), r.fp.EnvelopeBytes, r.fp.DABytes,
			commas(decimal.NewFromInt(r.fp.DABytes).Mul(scalar).IntPart()), r.note)
	}
	large := scalemodel.Tiers()[2]
	// A withdrawal is counted from a request the party signs off chain: one transaction, the payment.
	claim := g.by["withdraw"]
	n := scalemodel.Netting{EpochSeconds: reportEpochSeconds, SettleEveryDays: reportSettleDays, Root: g.by["post epoch"],
		Claim: claim, Deposit: g.by["deposit"]}
	daily := n.Daily(large)
	model, err := scalemodel.NewNetting(scalemodel.NettingInputs{WithdrawGas: 40_000, DepositGas: 61_000, Accounts: large.Agents},
		reportEpochSeconds, reportSettleDays)
	if m, rerr := scalemodel.ReadMeasured(filepath.Join("..", "bench", "scale.json")); rerr == nil && err == nil {
		model, err = scalemodel.NewNetting(scalemodel.NettingInputs{WithdrawGas: m.WithdrawGas, DepositGas: m.DepositGas, Accounts: large.Agents},
			reportEpochSeconds, reportSettleDays)
	}
	if err != nil {
		t.Fatal(err)
	}
	modelDaily := model.Daily(large)
	perJobGas := daily.GasPerJob()
	perJobDA := daily.DABytesPerJob().Mul(scalar)
	w("\n## 2. The large tier (10,000,000 agreements a day, 1,000,000 agents)\n\n")
	w("Per day: %d epochs (one every %d s) and every agent moving money once every %d day(s), half of them a deposit, half a\n",
		86_400/reportEpochSeconds, reportEpochSeconds, reportSettleDays)
	w("withdrawal (one transaction: the request is signed off chain and counted by the operator's SYNC; a party whose\n")
	w("operator ignores it asks on chain with `requestWithdrawal`, one more transaction). Nothing is sent per job: jobs,\n")
	w("results and payouts are netted in the epochs. The per-job figure is the day's chain load divided by the day's jobs.\n\n")
	w("amortized gas per job at the large tier: %s\n\n", perJobGas.StringFixed(0))
	w("| | execution gas per job | DA footprint gas per job | mean share of the gas target (exec / DA) | peak share, party transactions spread over the day | peak share, party transactions at 10x |\n|---|---:|---:|---:|---:|---:|\n")
	row := func(name string, f scalemodel.Footprint) {
		mean := chain.Usage(f, large.MeanRate())
		peak := chain.Usage(f, large.PeakRate())
		w("| %s | %s | %s | %s / %s | %s / %s | %s / %s |\n", name, f.GasPerJob().StringFixed(0),
			f.DABytesPerJob().Mul(scalar).StringFixed(0), scalemodel.Percent(mean.ExecShare, 2), scalemodel.Percent(mean.DAShare, 2),
			scalemodel.Percent(mean.ExecShare, 2), scalemodel.Percent(mean.DAShare, 2),
			scalemodel.Percent(peak.ExecShare, 1), scalemodel.Percent(peak.DAShare, 1))
	}
	row("measured (AsaLedger)", daily)
	row("model (docs/scale.md: the escrow's measured withdraw and fund plus EVM constants)", modelDaily)
	w("\nTargets: <= 25,000 execution gas per job and a DA footprint no larger: %s (%s / %s). <= 5 %% of the target at the\n",
		met(perJobGas.LessThanOrEqual(decimal.NewFromInt(25_000)) && perJobDA.LessThanOrEqual(decimal.NewFromInt(25_000))),
		perJobGas.StringFixed(0), perJobDA.StringFixed(0))
	meanU := chain.Usage(daily, large.MeanRate())
	peakU := chain.Usage(daily, large.PeakRate())
	w("mean: %s; <= 50 %% at the peak: %s (with party transactions at 10x the mean; spread over the day the peak\n",
		met(meanU.ExecShare.LessThanOrEqual(decimal.RequireFromString("0.05")) && meanU.DAShare.LessThanOrEqual(decimal.RequireFromString("0.05"))),
		met(peakU.ExecShare.LessThanOrEqual(decimal.RequireFromString("0.5")) && peakU.DAShare.LessThanOrEqual(decimal.RequireFromString("0.5"))))
	w("costs what the mean does: roots and party transactions do not follow the job rate).\n\n")
	wd, dep, post := g.by["withdraw"], g.by["deposit"], g.by["post epoch"]
	w("**Where the bytes go.** A withdrawal (%s DA gas) carries its leaf and 14 proof levels: the top 6 levels of the\n",
		commas(decimal.NewFromInt(wd.DABytes).Mul(scalar).IntPart()))
	w("accounts tree are the epoch's frontier, 64 nodes each epoch stores on chain (the post: %s gas the first time a\n",
		commas(int64(post.ExecGas)))
	w("ring slot is used, %s DA gas; %s gas per job). A deposit costs the 100-byte minimum of any\n",
		commas(decimal.NewFromInt(post.DABytes).Mul(scalar).IntPart()),
		decimal.NewFromInt(int64(post.ExecGas)*(86_400/reportEpochSeconds)).Div(decimal.NewFromInt(large.JobsPerDay)).StringFixed(0))
	w("transaction (%s DA gas). How often agents settle moves the figures in proportion:\n\n",
		commas(decimal.NewFromInt(dep.DABytes).Mul(scalar).IntPart()))
	w("| agents settle every | execution gas per job | DA footprint gas per job | mean share (exec / DA) |\n|---|---:|---:|---:|\n")
	for _, days := range []int64{1, 2, 7} {
		nd := n
		nd.SettleEveryDays = days
		d := nd.Daily(large)
		u := chain.Usage(d, large.MeanRate())
		w("| %d day(s) | %s | %s | %s / %s |\n", days, d.GasPerJob().StringFixed(0), d.DABytesPerJob().Mul(scalar).StringFixed(0),
			scalemodel.Percent(u.ExecShare, 2), scalemodel.Percent(u.DAShare, 2))
	}
	w("\nA party's exit without the operator: %s gas (target <= 200,000: %s), after at most one challenge window once exit\n",
		commas(int64(g.by["exit withdraw"].ExecGas)), met(g.by["exit withdraw"].ExecGas <= 200_000))
	w("mode began (the epochs already posted finish their windows; then `fixExitEpoch`); exit mode begins at once on a\n")
	w("proven fault, or `livenessTimeout` after the last epoch when the operator is silent.\n")
	return sb.String()
}

func met(ok bool) string {
	if ok {
		return "met"
	}
	return "**missed**"
}

func commas(v int64) string {
	s := fmt.Sprintf("%d", v)
	var out []byte
	for i := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	return string(out)
}
