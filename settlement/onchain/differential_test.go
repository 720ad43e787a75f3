package onchain_test

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"math/rand"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/internal/chaintest"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
)

// testChain is an in-process chain with the escrow and the dev token (TestUSDC behind its proxy) deployed, sending raw transactions
// with locally tracked nonces so that a phase's transactions land in one block in send order.
type testChain struct {
	t       testing.TB
	sim     *simulated.Backend
	client  simulated.Client
	chainID *big.Int
	nonces  map[common.Address]uint64
	pending []sentTx
	escrow  common.Address
	token   common.Address
	abi     *bindings.AsaEscrow
	usdc    *bindings.TestUSDC
}

type sentTx struct {
	tx    *types.Transaction
	from  common.Address
	label string
}

func testKey(t testing.TB, name string) *ecdsa.PrivateKey {
	k, err := crypto.ToECDSA(crypto.Keccak256([]byte("asa-settlement-differential/" + name)))
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func addr(k *ecdsa.PrivateKey) common.Address { return crypto.PubkeyToAddress(k.PublicKey) }

func newTestChain(t testing.TB, keys []*ecdsa.PrivateKey) *testChain {
	alloc := types.GenesisAlloc{}
	eth := new(big.Int).Exp(big.NewInt(10), big.NewInt(24), nil)
	for _, k := range keys {
		alloc[addr(k)] = types.Account{Balance: eth}
	}
	sim := simulated.NewBackend(alloc, simulated.WithBlockGasLimit(2_000_000_000))
	t.Cleanup(func() { _ = sim.Close() })
	c := &testChain{t: t, sim: sim, client: sim.Client(), chainID: big.NewInt(1337), nonces: map[common.Address]uint64{},
		abi: bindings.NewAsaEscrow(), usdc: bindings.NewTestUSDC()}
	deployer := keys[0]
	token, _, err := escrow.DeployDevToken(context.Background(), chaintest.NewAutoMiner(sim), bind.NewKeyedTransactor(deployer, c.chainID), escrow.DefaultDevToken)
	if err != nil {
		t.Fatal(err)
	}
	c.token = token
	if c.nonces[addr(deployer)], err = c.client.PendingNonceAt(context.Background(), addr(deployer)); err != nil {
		t.Fatal(err)
	}
	c.escrow = c.deploy(deployer, bindings.AsaEscrowMetaData.Bin, c.abi.PackConstructor(c.token))
	c.commit()
	return c
}

func (c *testChain) deploy(key *ecdsa.PrivateKey, binHex string, ctor []byte) common.Address {
	from := addr(key)
	code := append(common.FromHex(binHex), ctor...)
	nonce := c.nonces[from]
	c.sendTx(key, nil, code, 16_000_000, "deploy") // both code units: about 10.5M gas
	return crypto.CreateAddress(from, nonce)
}

func (c *testChain) send(key *ecdsa.PrivateKey, to common.Address, data []byte, gas uint64, label string) {
	c.sendTx(key, &to, data, gas, label)
}

func (c *testChain) sendTx(key *ecdsa.PrivateKey, to *common.Address, data []byte, gas uint64, label string) {
	from := addr(key)
	tx, err := types.SignNewTx(key, types.LatestSignerForChainID(c.chainID), &types.DynamicFeeTx{
		ChainID: c.chainID, Nonce: c.nonces[from], GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(50e9),
		Gas: gas, To: to, Data: data,
	})
	if err != nil {
		c.t.Fatal(err)
	}
	if err := c.client.SendTransaction(context.Background(), tx); err != nil {
		c.t.Fatalf("%s: send: %v", label, err)
	}
	c.nonces[from]++
	c.pending = append(c.pending, sentTx{tx: tx, from: from, label: label})
}

// commit mines the pending transactions into one block, checks each succeeded in it, and returns the
// block time and the receipts in send order.
func (c *testChain) commit() (uint64, []*types.Receipt) {
	c.t.Helper()
	ctx := context.Background()
	// The pool promotes transactions asynchronously: wait until every sent one is pending.
	for _, p := range c.pending {
		for try := 0; ; try++ {
			n, err := c.client.PendingNonceAt(ctx, p.from)
			if err != nil {
				c.t.Fatal(err)
			}
			if n >= c.nonces[p.from] {
				break
			}
			if try > 2000 {
				c.t.Fatalf("%s: transaction never became pending", p.label)
			}
			time.Sleep(time.Millisecond)
		}
	}
	c.sim.Commit()
	head, err := c.client.HeaderByNumber(ctx, nil)
	if err != nil {
		c.t.Fatal(err)
	}
	receipts := make([]*types.Receipt, len(c.pending))
	for i, p := range c.pending {
		var r *types.Receipt
		for range 100 {
			r, err = c.client.TransactionReceipt(ctx, p.tx.Hash())
			if err == nil || !strings.Contains(err.Error(), "indexing") {
				break
			}
			time.Sleep(5 * time.Millisecond)
		}
		if err != nil {
			pn, _ := c.client.PendingNonceAt(ctx, p.from)
			n, _ := c.client.NonceAt(ctx, p.from, nil)
			blk, _ := c.client.BlockByNumber(ctx, nil)
			c.t.Fatalf("%s: receipt: %v (tx nonce %d, account nonce %d pending %d; block %s has %d txs, gas used %d of %d, base fee %s)",
				p.label, err, p.tx.Nonce(), n, pn, head.Number, len(blk.Transactions()), blk.GasUsed(), blk.GasLimit(), blk.BaseFee())
		}
		if r.BlockNumber.Cmp(head.Number) != 0 {
			c.t.Fatalf("%s: mined in block %s, not %s", p.label, r.BlockNumber, head.Number)
		}
		if r.Status != types.ReceiptStatusSuccessful {
			c.t.Fatalf("%s: reverted: %s", p.label, c.revertReason(p, head.Number))
		}
		receipts[i] = r
	}
	c.pending = nil
	return head.Time, receipts
}

func (c *testChain) revertReason(p sentTx, block *big.Int) string {
	_, err := c.client.CallContract(context.Background(), ethereum.CallMsg{From: p.from, To: p.tx.To(), Data: p.tx.Data(), Gas: p.tx.Gas()},
		new(big.Int).Sub(block, big.NewInt(1)))
	var de interface{ ErrorData() any }
	if errors.As(err, &de) {
		if s, ok := de.ErrorData().(string); ok {
			data := common.FromHex(s)
			if len(data) >= 4 {
				parsed := c.abi.GetABI()
				if e, lookErr := parsed.ErrorByID([4]byte(data[:4])); lookErr == nil {
					args, _ := e.Inputs.Unpack(data[4:])
					return fmt.Sprintf("%s%v", e.Name, args)
				}
			}
			return s
		}
	}
	return fmt.Sprint(err)
}

func (c *testChain) call(data []byte) []byte {
	out, err := c.client.CallContract(context.Background(), ethereum.CallMsg{To: &c.escrow, Data: data}, nil)
	if err != nil {
		c.t.Fatal(err)
	}
	return out
}

func (c *testChain) balance(a common.Address) *big.Int {
	out, err := c.client.CallContract(context.Background(), ethereum.CallMsg{To: &c.token, Data: c.usdc.PackBalanceOf(a)}, nil)
	if err != nil {
		c.t.Fatal(err)
	}
	v, err := c.usdc.UnpackBalanceOf(out)
	if err != nil {
		c.t.Fatal(err)
	}
	return v
}

func (c *testChain) advance(d time.Duration) {
	// The pool drops the last block's transactions asynchronously; until then it refuses to move time.
	var err error
	for range 2000 {
		if err = c.sim.AdjustTime(d); err == nil || !strings.Contains(err.Error(), "non-empty block") {
			break
		}
		time.Sleep(time.Millisecond)
	}
	if err != nil {
		c.t.Fatal(err)
	}
}

// scenario says what the parties do in one case.
type scenario int

const (
	scenarioScored     scenario = iota // at least quorum results (all of them, or some, then the deadline)
	scenarioPartial                    // fewer results than the quorum, then silence
	scenarioSilent                     // no result at all
	scenarioExpire                     // never delivered: budget refunded, collateral slashed
	scenarioUnaccepted                 // the terms require acceptance and the provider never accepts
)

// diffCase is one random job and the model's prediction of it.
type diffCase struct {
	idx        int
	client     int
	provider   int
	evaluators []int // indexes into the evaluator keys, in the job's list order
	quorum     uint8
	terms      settlement.Terms
	budget     *big.Int
	scenario   scenario
	results    []int    // which evaluators (positions in evaluators) post, in posting order
	scores     []uint16 // their scores
	passes     []bool   // their passed flags (the gates)
	backupIdx  int
	backupPost bool    // the backup evaluator answers when activated
	backupScr  uint16  // its score
	challenge  int     // 0 none, 1 client, 2 provider challenges inside the window
	resolveBps *uint16 // the resolver decides (nil: lets the dispute time out)
	acceptCall bool    // the provider accepts by calling acceptJob itself (else its signature is relayed)
	agreement  common.Hash
	nonce      uint64 // the acceptance nonce the job takes from its agreement

	// model state
	jobID       *big.Int
	deliverable common.Hash
	submittedAt uint64
	status      settlement.JobStatus
	deadline    uint64
	verified    settlement.Verification
	backup      bool
	votes       map[int]uint16 // position -> score
	passVotes   map[int]bool   // position -> passed
	collateral  *big.Int       // posted by the provider (0 without acceptance or collateral)
	payout      *settlement.Payout
	feeTo       []common.Address
}

// escrowed is what the job holds once Funded.
func (k *diffCase) escrowed() settlement.Escrowed { return k.terms.Escrow(k.budget, k.collateral) }

type world struct {
	t          *testing.T
	r          *rand.Rand
	c          *testChain
	clients    []*ecdsa.PrivateKey
	providers  []*ecdsa.PrivateKey
	evaluators []*ecdsa.PrivateKey
	backups    []*ecdsa.PrivateKey
	resolver   *ecdsa.PrivateKey
	relayer    *ecdsa.PrivateKey
	history    map[[2]int][]uint16
	commits    int               // blocks mined so far (one per commit)
	inBlock    map[[2]int][2]int // pair -> {the commit of its last verification, how many it recorded then}
	// singleFinalizes counts the jobs finalized alone (finalize) rather than in a finalizeBatch.
	singleFinalizes int
	nonces          map[common.Hash]uint64 // per agreement key: acceptance nonces taken
	domain          settlement.Domain
	digests         int
	logs            []*types.Log
	// batchedResults counts the results relayed through submitResults.
	batchedResults int
}

var edgeScores = []uint16{0, 1, 5000, 5999, 6000, 7499, 7500, 8610, 8999, 9000, 9999, 10000}

func (w *world) score() uint16 {
	if w.r.Intn(3) == 0 {
		return edgeScores[w.r.Intn(len(edgeScores))]
	}
	return uint16(w.r.Intn(10001))
}

func (w *world) randomTiers() []settlement.Tier {
	if w.r.Intn(3) == 0 {
		return []settlement.Tier{{MinScore: 9000, ReleaseBps: 10000}, {MinScore: 7500, ReleaseBps: 8500}, {MinScore: 6000, ReleaseBps: 5000}}
	}
	n := 1 + w.r.Intn(settlement.MaxTiers)
	mins := map[uint16]bool{}
	for len(mins) < n {
		mins[w.score()] = true
	}
	var sorted []uint16
	for m := range mins {
		sorted = append(sorted, m)
	}
	slices.Sort(sorted)
	slices.Reverse(sorted)
	tiers := make([]settlement.Tier, n)
	for i, m := range sorted {
		tiers[i] = settlement.Tier{MinScore: m, ReleaseBps: w.score()}
	}
	return tiers
}

func (w *world) newCase(idx int) *diffCase {
	r := w.r
	k := &diffCase{idx: idx, client: r.Intn(len(w.clients)), provider: r.Intn(len(w.providers)), votes: map[int]uint16{}, passVotes: map[int]bool{}}
	n := 1 + r.Intn(4)
	k.evaluators = r.Perm(len(w.evaluators))[:n]
	k.quorum = uint8(1 + r.Intn(n))
	t := settlement.Terms{FundTimeout: 1000, EvaluateTimeout: uint32(50 + r.Intn(70)), Tiers: new(big.Int)}
	switch p := r.Intn(20); {
	case p < 8:
		t.Policy = settlement.PolicyGraduated
	case p < 13:
		t.Policy = settlement.PolicyContinuous
	default:
		t.Policy = settlement.PolicyRollingAverage
		t.RollingWindow = uint8(1 + r.Intn(settlement.MaxRollingWindow))
	}
	if t.Policy != settlement.PolicyContinuous {
		tiers := w.randomTiers()
		packed, err := settlement.PackTiers(tiers)
		if err != nil {
			w.t.Fatal(err)
		}
		t.TierCount, t.Tiers = uint8(len(tiers)), packed
	}
	switch f := r.Intn(10); {
	case f < 3:
	case f < 4:
		t.EvaluatorFeeBps = settlement.MaxEvaluatorFeeBps
	default:
		t.EvaluatorFeeBps = uint16(r.Intn(settlement.MaxEvaluatorFeeBps + 1))
	}
	fixed := []settlement.Action{settlement.ActionSplit5050, settlement.ActionReturnToClient, settlement.ActionReleaseToProvider}
	t.FallbackAction = fixed[r.Intn(3)]
	if r.Intn(5) < 2 {
		k.backupIdx = r.Intn(len(w.backups))
		t.SilenceAction, t.BackupEvaluator = settlement.ActionHoldForBackupEvaluator, addr(w.backups[k.backupIdx])
		t.BackupTimeout = uint32(50 + r.Intn(70))
		k.backupPost, k.backupScr = r.Intn(2) == 0, w.score()
	} else {
		t.SilenceAction = fixed[r.Intn(3)]
	}
	if r.Intn(5) < 3 {
		t.Resolver, t.DisputeTimeout = addr(w.resolver), 100
		if r.Intn(2) == 0 {
			t.DisputeThreshold = w.score()
		}
		t.DisputeDefault = settlement.Action(r.Intn(4))
		if r.Intn(2) == 0 {
			bps := w.score()
			k.resolveBps = &bps
		}
	}
	if r.Intn(5) < 3 {
		t.ChallengeWindow = uint32(50 + r.Intn(70))
		if t.Resolver != (common.Address{}) && r.Intn(3) == 0 {
			k.challenge = 1 + r.Intn(2)
		}
	}
	switch a := r.Intn(10); {
	case a < 3:
		t.CollateralBps, t.AcceptanceRequired = uint16(1+r.Intn(settlement.MaxCollateralBps)), true
	case a < 4:
		t.CollateralBps, t.AcceptanceRequired = settlement.MaxCollateralBps, true
	case a < 5:
		t.AcceptanceRequired = true // acceptance without collateral
	}
	k.acceptCall = r.Intn(3) == 0
	r.Read(k.agreement[:])
	k.collateral = new(big.Int)
	k.terms = t
	switch b := r.Intn(10); {
	case b == 0:
		k.budget = big.NewInt(int64(1 + r.Intn(3)))
	case b < 3:
		k.budget = big.NewInt(int64(1 + r.Intn(10000)))
	case b < 8:
		k.budget = big.NewInt(1 + r.Int63n(1e12))
	case b < 9:
		k.budget = new(big.Int).Add(new(big.Int).Rand(r, settlement.MaxBudget()), big.NewInt(1))
	default:
		k.budget = settlement.MaxBudget()
	}
	switch s := r.Intn(20); {
	case s == 0:
		k.scenario = scenarioExpire
	case s == 1 && t.AcceptanceRequired:
		k.scenario = scenarioUnaccepted
	case s < 5:
		k.scenario = scenarioSilent
	case s < 7 && k.quorum > 1:
		k.scenario = scenarioPartial
	default:
		k.scenario = scenarioScored
	}
	// Scored: at least the quorum post, sometimes every evaluator (verified at once), sometimes fewer than
	// all (verified at the evaluation deadline on the median of what arrived).
	posts := int(k.quorum) + r.Intn(n-int(k.quorum)+1)
	switch k.scenario {
	case scenarioPartial:
		posts = 1 + r.Intn(int(k.quorum)-1)
	case scenarioSilent, scenarioExpire, scenarioUnaccepted:
		posts = 0
	}
	k.results = r.Perm(n)[:posts]
	for range posts {
		k.scores = append(k.scores, w.score())
		k.passes = append(k.passes, r.Intn(4) != 0) // a quarter of the results say a gate failed
	}
	return k
}

func (w *world) pair(k *diffCase) [2]int { return [2]int{k.client, k.provider} }

// settle records a predicted settlement.
func (w *world) settle(k *diffCase, s settlement.Settlement, scored bool) {
	switch {
	case s.Disputed:
		k.status = settlement.JobDisputed
	case s.BackupActivated:
		k.backup = true
	default:
		k.payout = s.Payout
		k.status = s.Payout.Status()
		k.deadline = 0
		if scored && s.Payout.Fee.Sign() > 0 {
			if k.backup {
				k.feeTo = []common.Address{addr(w.backups[k.backupIdx])}
			} else {
				for pos, e := range k.evaluators {
					if _, ok := k.votes[pos]; ok || len(k.evaluators) == 1 {
						k.feeTo = append(k.feeTo, addr(w.evaluators[e]))
					}
				}
			}
		}
	}
}

// verify mirrors _verify: the score is fixed (the pair's rolling-average history is written now, in the
// order of verification) and the window opens (and closes at once when zero).
func (w *world) verify(k *diffCase, score uint16, failed bool, now uint64) {
	n := 0
	if b := w.inBlock[w.pair(k)]; b[0] == w.commits {
		n = b[1]
	}
	v, err := k.terms.VerifyInBlock(score, w.history[w.pair(k)], n)
	v.Failed = failed
	if k.terms.Policy == settlement.PolicyRollingAverage {
		w.inBlock[w.pair(k)] = [2]int{w.commits, n + 1}
	}
	if err != nil {
		w.t.Fatal(err)
	}
	w.history[w.pair(k)] = v.History
	k.verified, k.status, k.deadline = v, settlement.JobVerified, now+uint64(k.terms.ChallengeWindow)
	if k.terms.ChallengeWindow == 0 {
		w.closeWindow(k, now)
	}
}

func (w *world) closeWindow(k *diffCase, now uint64) {
	s, err := k.escrowed().CloseWindow(k.verified)
	if err != nil {
		w.t.Fatal(err)
	}
	w.settle(k, s, true)
	if s.Disputed {
		k.deadline = now + uint64(k.terms.DisputeTimeout)
	}
}

// advance mirrors _advance for a job whose deadline passed at time now.
func (w *world) advance(k *diffCase, now uint64) {
	if k.deadline == 0 || now < k.deadline {
		return
	}
	switch k.status {
	case settlement.JobOpen:
		// Unaccepted by the fund deadline: each party gets back what it put in (the provider put nothing).
		p, err := settlement.Refund(k.budget)
		if err != nil {
			w.t.Fatal(err)
		}
		k.payout, k.status, k.deadline = &p, settlement.JobExpired, 0
	case settlement.JobFunded:
		p, err := k.escrowed().NoDelivery()
		if err != nil {
			w.t.Fatal(err)
		}
		k.payout, k.status, k.deadline = &p, settlement.JobExpired, 0
	case settlement.JobSubmitted:
		if !k.backup && len(k.evaluators) > 1 && len(k.votes) >= int(k.quorum) {
			w.verify(k, w.median(k), w.failed(k), now)
			return
		}
		s, err := k.escrowed().EvaluatorSilence(k.backup)
		if err != nil {
			w.t.Fatal(err)
		}
		w.settle(k, s, false)
		if s.BackupActivated {
			k.deadline = now + uint64(k.terms.BackupTimeout)
		}
	case settlement.JobVerified:
		w.closeWindow(k, now)
	case settlement.JobDisputed:
		s, err := k.escrowed().DisputeDefaultOf(k.verified)
		if err != nil {
			w.t.Fatal(err)
		}
		w.settle(k, s, k.terms.DisputeDefault == settlement.ActionPolicyOutcome)
	}
}

// failed is the contract's rule over the counted results' passed flags (settlement.GatesFailed).
func (w *world) failed(k *diffCase) bool {
	var passes []bool
	for _, p := range k.passVotes {
		passes = append(passes, p)
	}
	return settlement.GatesFailed(passes)
}

func (w *world) median(k *diffCase) uint16 {
	var scores []uint16
	for _, v := range k.votes {
		scores = append(scores, v)
	}
	m, err := settlement.Median(scores)
	if err != nil {
		w.t.Fatal(err)
	}
	return m
}

func (w *world) signedResult(k *diffCase, key *ecdsa.PrivateKey, score uint16, passed bool) []byte {
	r, sig := w.signResult(k, key, score, passed)
	data, err := onchain.SubmitResult(r, addr(key), sig)
	if err != nil {
		w.t.Fatal(err)
	}
	return data
}

// signResult is an evaluator's signed result for the case's current submission.
func (w *world) signResult(k *diffCase, key *ecdsa.PrivateKey, score uint16, passed bool) (settlement.Result, []byte) {
	r := settlement.Result{
		JobID: k.jobID, Deliverable: k.deliverable, SubmittedAt: k.submittedAt, Score: score, Passed: passed,
		EvidenceHash: crypto.Keccak256Hash([]byte(fmt.Sprintf("evidence %d %d", k.idx, score))),
		Nonce:        big.NewInt(w.r.Int63()), Deadline: k.submittedAt + 1_000_000,
	}
	if w.digests < 50 { // the package's digest is the contract's
		w.digests++
		out, err := w.c.abi.UnpackResultDigest(w.c.call(w.c.abi.PackResultDigest(onchain.Result(r))))
		if err != nil {
			w.t.Fatal(err)
		}
		if common.Hash(out) != r.Digest(w.domain) {
			w.t.Fatalf("case %d: digest %x, contract %x", k.idx, r.Digest(w.domain), out)
		}
	}
	sig, err := r.Sign(w.domain, key)
	if err != nil {
		w.t.Fatal(err)
	}
	return r, sig
}

// TestDifferential runs random jobs through the real contract on a simulated chain and checks every
// settlement, fee share, final state, pair history and token balance against this package's model.
func TestDifferential(t *testing.T) {
	cases, group := 1000, 100
	if testing.Short() {
		cases = 100
	}
	keys := func(prefix string, n int) []*ecdsa.PrivateKey {
		out := make([]*ecdsa.PrivateKey, n)
		for i := range out {
			out[i] = testKey(t, fmt.Sprintf("%s-%d", prefix, i))
		}
		return out
	}
	w := &world{t: t, r: rand.New(rand.NewSource(20261129)), history: map[[2]int][]uint16{}, inBlock: map[[2]int][2]int{}, nonces: map[common.Hash]uint64{},
		clients: keys("client", 3), providers: keys("provider", 3), evaluators: keys("evaluator", 6),
		backups: keys("backup", 2), resolver: testKey(t, "resolver"), relayer: testKey(t, "relayer")}
	deployer := testKey(t, "deployer")
	all := slices.Concat([]*ecdsa.PrivateKey{deployer, w.relayer, w.resolver}, w.clients, w.providers, w.evaluators, w.backups)
	c := newTestChain(t, all)
	w.c = c
	w.domain = settlement.Domain{ChainID: c.chainID, Escrow: c.escrow}

	initial := map[common.Address]*big.Int{}
	mint := new(big.Int).Lsh(big.NewInt(1), 200)
	for _, k := range slices.Concat(w.clients, w.providers) {
		c.send(deployer, c.token, c.usdc.PackMint(addr(k), mint), 1_000_000, "mint")
		c.send(k, c.token, c.usdc.PackApprove(c.escrow, new(big.Int).Lsh(big.NewInt(1), 255)), 1_000_000, "approve")
	}
	c.commit()
	for _, k := range all {
		initial[addr(k)] = c.balance(addr(k))
	}

	var done []*diffCase
	for start := 0; start < cases; start += group {
		batch := make([]*diffCase, 0, group)
		for i := start; i < min(start+group, cases); i++ {
			batch = append(batch, w.newCase(i))
		}
		w.runGroup(batch)
		done = append(done, batch...)
	}

	// Every job settled exactly as predicted.
	settled := map[string]*bindings.AsaEscrowJobSettled{}
	collateral := map[string]*bindings.AsaEscrowCollateralSettled{}
	for _, lg := range w.logs {
		if ev, err := c.abi.UnpackJobSettledEvent(lg); err == nil {
			if settled[ev.JobId.String()] != nil {
				t.Fatalf("job %s settled twice", ev.JobId)
			}
			settled[ev.JobId.String()] = ev
		}
		if ev, err := c.abi.UnpackCollateralSettledEvent(lg); err == nil {
			collateral[ev.JobId.String()] = ev
		}
	}
	expected := map[common.Address]*big.Int{}
	credit := func(a common.Address, v *big.Int) {
		if expected[a] == nil {
			expected[a] = new(big.Int)
		}
		expected[a].Add(expected[a], v)
	}
	kinds := map[string]int{}
	for _, k := range done {
		id := k.jobID.String()
		ev := settled[id]
		if k.payout == nil || ev == nil {
			t.Fatalf("case %d (job %s): model payout %v, chain %v", k.idx, id, k.payout, ev)
		}
		p := k.payout
		kept, slashed := new(big.Int), new(big.Int)
		if cs := collateral[id]; cs != nil {
			kept, slashed = cs.Kept, cs.Slashed
		}
		if ev.ReleaseBps != p.ReleaseBps || ev.ProviderAmount.Cmp(p.Provider) != 0 || ev.ClientAmount.Cmp(p.Client) != 0 || ev.Fee.Cmp(p.Fee) != 0 ||
			kept.Cmp(p.CollateralKept) != 0 || slashed.Cmp(p.CollateralSlashed) != 0 {
			t.Fatalf("case %d (job %s, %+v, budget %s, collateral %s, scores %v): chain released %d bps provider %s client %s fee %s collateral kept %s slashed %s; model %v",
				k.idx, id, k.terms, k.budget, k.collateral, k.scores, ev.ReleaseBps, ev.ProviderAmount, ev.ClientAmount, ev.Fee, kept, slashed, p)
		}
		shares, err := settlement.SplitFee(p.Fee, k.feeTo)
		if err != nil {
			t.Fatal(err)
		}
		// The shares reach the evaluators' balances, checked with everyone's below.
		job, err := c.abi.UnpackGetJob(c.call(c.abi.PackGetJob(k.jobID)))
		if err != nil {
			t.Fatal(err)
		}
		if settlement.JobStatus(job.Status) != k.status {
			t.Fatalf("case %d: chain status %s, model %s", k.idx, settlement.JobStatus(job.Status), k.status)
		}
		credit(addr(w.providers[k.provider]), new(big.Int).Sub(p.ProviderTotal(), k.collateral))
		credit(addr(w.clients[k.client]), new(big.Int).Sub(p.ClientTotal(), k.budget))
		for _, s := range shares {
			credit(s.Evaluator, s.Amount)
		}
		kinds[fmt.Sprintf("%s/%s", k.terms.Policy, k.status)]++
		if k.collateral.Sign() > 0 {
			kinds["collateral"]++
			if p.CollateralSlashed.Sign() > 0 {
				kinds["slashed"]++
			}
		}
	}
	for _, k := range all {
		a := addr(k)
		want := new(big.Int).Set(initial[a])
		if d := expected[a]; d != nil {
			want.Add(want, d)
		}
		if got := c.balance(a); got.Cmp(want) != 0 {
			t.Fatalf("balance of %s: chain %s, model %s", a, got, want)
		}
	}
	if b := c.balance(c.escrow); b.Sign() != 0 {
		t.Fatalf("escrow still holds %s", b)
	}
	for ci := range w.clients {
		for pi := range w.providers {
			got, err := c.abi.UnpackPairHistory(c.call(c.abi.PackPairHistory(addr(w.clients[ci]), addr(w.providers[pi]))))
			if err != nil {
				t.Fatal(err)
			}
			if want := w.history[[2]int{ci, pi}]; !slices.Equal(got, want) && !(len(got) == 0 && len(want) == 0) {
				t.Fatalf("pair history %d-%d: chain %v, model %v", ci, pi, got, want)
			}
		}
	}
	// Every path was taken at least once.
	parsed := c.abi.GetABI()
	events := map[string]int{}
	for _, lg := range w.logs {
		if ev, err := parsed.EventByID(lg.Topics[0]); err == nil && lg.Address == c.escrow {
			events[ev.Name]++
		}
	}
	for _, name := range []string{"DisputeFiled", "DisputeResolved", "DeadManTriggered", "BackupEvaluatorActivated", "JobVerified", "JobExpired", "CollateralSettled", "JobAccepted"} {
		if events[name] == 0 {
			t.Errorf("no %s event: the random cases missed a path", name)
		}
	}
	if w.batchedResults == 0 || events["ResultSkipped"] != 0 {
		t.Errorf("%d results relayed in batches, %d skipped: every group's results must count", w.batchedResults, events["ResultSkipped"])
	}
	if w.singleFinalizes == 0 {
		t.Errorf("no job was finalized alone: the random finalize order missed the single path")
	}
	t.Logf("%d cases settled as predicted (%d results relayed through submitResults, finalized in random order, %d alone): %v; events %v",
		len(done), w.batchedResults, w.singleFinalizes, kinds, events)
}

func (w *world) commit() uint64 {
	w.commits++
	now, receipts := w.c.commit()
	for _, r := range receipts {
		w.logs = append(w.logs, r.Logs...)
	}
	return now
}

func (w *world) resolve(batch []*diffCase) {
	var resolved []*diffCase
	for _, k := range batch {
		if k.status == settlement.JobDisputed && k.resolveBps != nil {
			w.c.send(w.resolver, w.c.escrow, w.c.abi.PackResolveDispute(k.jobID, *k.resolveBps, [32]byte{1}), 3_000_000, fmt.Sprintf("case %d resolve", k.idx))
			resolved = append(resolved, k)
		}
	}
	if len(resolved) == 0 {
		return
	}
	w.commit()
	for _, k := range resolved {
		s, err := k.escrowed().ResolveDispute(*k.resolveBps)
		if err != nil {
			w.t.Fatal(err)
		}
		w.settle(k, s, true)
	}
}

func terminal(k *diffCase) bool { return k.status.Terminal() }

func (w *world) runGroup(batch []*diffCase) {
	c := w.c
	head, err := c.client.HeaderByNumber(context.Background(), nil)
	if err != nil {
		w.t.Fatal(err)
	}
	expiredAt := head.Time + 60

	// Create.
	for _, k := range batch {
		evaluators := make([]common.Address, len(k.evaluators))
		for i, e := range k.evaluators {
			evaluators[i] = addr(w.evaluators[e])
		}
		data := c.abi.PackCreateAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: addr(w.providers[k.provider]), Evaluators: evaluators,
			Quorum: k.quorum, ExpiredAt: new(big.Int).SetUint64(expiredAt), Budget: k.budget, AgreementHash: k.agreement,
			Description: fmt.Sprintf("case %d", k.idx)}, onchain.Terms(k.terms))
		c.send(w.clients[k.client], c.escrow, data, 3_000_000, fmt.Sprintf("case %d create", k.idx))
		if k.terms.AcceptanceRequired {
			key := settlement.Commitment{Client: addr(w.clients[k.client]), Provider: addr(w.providers[k.provider]), Evaluators: evaluators,
				Quorum: k.quorum, TermsHash: settlement.TermsHash(k.terms)}.AgreementKey()
			k.nonce = w.nonces[key]
			w.nonces[key]++
		}
	}
	now, receipts := c.commit()
	for i, k := range batch {
		for _, lg := range receipts[i].Logs {
			if ev, err := c.abi.UnpackAsaJobCreatedEvent(lg); err == nil {
				k.jobID = ev.JobId
				tb, err := c.abi.UnpackTermsById(c.call(c.abi.PackTermsById(ev.TermsId)))
				if err != nil || tb.TermsHash != settlement.TermsHash(k.terms) {
					w.t.Fatalf("case %d: terms hash %x (%v), package %x", k.idx, tb.TermsHash, err, settlement.TermsHash(k.terms))
				}
			}
		}
		if k.jobID == nil {
			w.t.Fatalf("case %d: no AsaJobCreated", k.idx)
		}
		k.status, k.deadline = settlement.JobOpen, k.terms.FundDeadline(now, expiredAt)
	}

	// Fund, stating the terms hash the package computes.
	for _, k := range batch {
		c.send(w.clients[k.client], c.escrow, c.abi.PackFund(k.jobID, k.budget, settlement.FundOptParams(settlement.TermsHash(k.terms))),
			3_000_000, fmt.Sprintf("case %d fund", k.idx))
	}
	w.commit()
	for _, k := range batch {
		if !k.terms.AcceptanceRequired {
			k.status, k.deadline = settlement.JobFunded, expiredAt
		}
	}

	// The provider accepts what requires it (its collateral pulled from its allowance): by a relayed
	// EIP-712 signature or by calling itself.
	var accepted []*diffCase
	for _, k := range batch {
		if !k.terms.AcceptanceRequired || k.scenario == scenarioUnaccepted {
			continue
		}
		evs := make([]common.Address, len(k.evaluators))
		for i, e := range k.evaluators {
			evs[i] = addr(w.evaluators[e])
		}
		a := settlement.Acceptance{Client: addr(w.clients[k.client]), Provider: addr(w.providers[k.provider]), Evaluators: evs, Quorum: k.quorum,
			Nonce: k.nonce, TermsHash: settlement.TermsHash(k.terms),
			AgreementHash: k.agreement, Budget: k.budget, ExpiredAt: expiredAt, Deadline: expiredAt}
		var sig []byte
		from := w.relayer
		if k.acceptCall {
			from = w.providers[k.provider]
		} else {
			var err error
			if sig, err = a.Sign(w.domain, w.providers[k.provider]); err != nil {
				w.t.Fatal(err)
			}
		}
		data, err := onchain.AcceptJob(k.jobID, a, sig)
		if err != nil {
			w.t.Fatal(err)
		}
		c.send(from, c.escrow, data, 3_000_000, fmt.Sprintf("case %d accept", k.idx))
		accepted = append(accepted, k)
	}
	if len(accepted) > 0 {
		w.commit()
		for _, k := range accepted {
			k.collateral = settlement.CollateralFor(k.budget, k.terms.CollateralBps)
			k.status, k.deadline = settlement.JobFunded, expiredAt
		}
	}

	// Deliver.
	var delivered []*diffCase
	for _, k := range batch {
		if k.scenario == scenarioExpire || k.scenario == scenarioUnaccepted {
			continue
		}
		w.r.Read(k.deliverable[:])
		c.send(w.providers[k.provider], c.escrow, c.abi.PackSubmit(k.jobID, k.deliverable, nil), 3_000_000, fmt.Sprintf("case %d submit", k.idx))
		delivered = append(delivered, k)
	}
	now = w.commit()
	for _, k := range delivered {
		k.submittedAt, k.status, k.deadline = now, settlement.JobSubmitted, now+uint64(k.terms.EvaluateTimeout)
	}

	// Evaluate: signed results relayed in case order, one transaction each or (every other group) all of
	// them in one submitResults batch; the outcome must be the same.
	batched := w.r.Intn(2) == 0
	var results []settlement.Result
	var signers []common.Address
	var sigs [][]byte
	for _, k := range batch {
		for j, pos := range k.results {
			key := w.evaluators[k.evaluators[pos]]
			if !batched {
				c.send(w.relayer, c.escrow, w.signedResult(k, key, k.scores[j], k.passes[j]), 3_000_000, fmt.Sprintf("case %d result %d", k.idx, j))
				continue
			}
			r, sig := w.signResult(k, key, k.scores[j], k.passes[j])
			results, signers, sigs = append(results, r), append(signers, addr(key)), append(sigs, sig)
		}
	}
	if batched && len(results) > 0 {
		data, err := onchain.SubmitResults(results, signers, sigs)
		if err != nil {
			w.t.Fatal(err)
		}
		c.send(w.relayer, c.escrow, data, 15_000_000, "submitResults")
		w.batchedResults += len(results)
	}
	now = w.commit()
	for _, k := range batch {
		for j, pos := range k.results {
			if len(k.evaluators) == 1 {
				w.verify(k, k.scores[j], !k.passes[j], now)
				continue
			}
			// Every evaluator counts: verified once all have posted, else at the deadline.
			k.votes[pos], k.passVotes[pos] = k.scores[j], k.passes[j]
			if len(k.votes) == len(k.evaluators) {
				w.verify(k, w.median(k), w.failed(k), now)
			}
		}
	}

	// Challenges inside the window.
	var challenged []*diffCase
	for _, k := range batch {
		if k.challenge != 0 && k.status == settlement.JobVerified {
			by := w.clients[k.client]
			if k.challenge == 2 {
				by = w.providers[k.provider]
			}
			c.send(by, c.escrow, c.abi.PackChallenge(k.jobID, [32]byte{2}), 3_000_000, fmt.Sprintf("case %d challenge", k.idx))
			challenged = append(challenged, k)
		}
	}
	if len(challenged) > 0 {
		now = w.commit()
		for _, k := range challenged {
			k.status, k.deadline = settlement.JobDisputed, now+uint64(k.terms.DisputeTimeout)
		}
	}
	w.resolve(batch)

	// Let every deadline pass, finalize what is due, let the backup and the resolver act, repeat.
	for round := 0; ; round++ {
		var open []*diffCase
		for _, k := range batch {
			if !terminal(k) {
				open = append(open, k)
			}
		}
		if len(open) == 0 {
			return
		}
		if round > 8 {
			w.t.Fatalf("case %d never settles (model status %s)", open[0].idx, open[0].status)
		}
		c.advance(200 * time.Second)
		// Finalize in a random order, in batches of random size or one job at a time: the payouts may
		// depend only on the order in which jobs were verified (the model follows the same order, since
		// a finalize at the evaluation deadline verifies), never on the order of the settling calls.
		w.r.Shuffle(len(open), func(i, j int) { open[i], open[j] = open[j], open[i] })
		for i := 0; i < len(open); {
			n := 1 // a third of the time one job, else a batch of up to 25
			if w.r.Intn(3) != 0 {
				n += w.r.Intn(25)
			}
			chunk := open[i:min(i+n, len(open))]
			i += len(chunk)
			// finalize reverts when nothing is due: send it alone only for a job whose deadline is surely
			// behind the next block (time moved 200 s past `now`); finalizeBatch skips the others.
			if k := chunk[0]; len(chunk) == 1 && k.deadline != 0 && k.deadline < now+200 && w.r.Intn(2) == 0 {
				c.send(w.relayer, c.escrow, c.abi.PackFinalize(k.jobID), 3_000_000, fmt.Sprintf("case %d finalize", k.idx))
				w.singleFinalizes++
				continue
			}
			var ids []*big.Int
			for _, k := range chunk {
				ids = append(ids, k.jobID)
			}
			c.send(w.relayer, c.escrow, c.abi.PackFinalizeBatch(ids), 15_000_000, "finalizeBatch")
		}
		now = w.commit()
		for _, k := range open {
			w.advance(k, now)
		}
		var backed []*diffCase
		for _, k := range open {
			if k.status == settlement.JobSubmitted && k.backup && k.backupPost {
				c.send(w.relayer, c.escrow, w.signedResult(k, w.backups[k.backupIdx], k.backupScr, true), 3_000_000, fmt.Sprintf("case %d backup result", k.idx))
				backed = append(backed, k)
			}
		}
		if len(backed) > 0 {
			now = w.commit()
			for _, k := range backed {
				k.backupPost = false
				w.verify(k, k.backupScr, false, now)
			}
		}
		w.resolve(batch)
	}
}
