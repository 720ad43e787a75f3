package demo

import (
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"fmt"
	"math/big"
	"sort"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/bindings/ledgerbind"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/ledger"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/exact"
)

// The netted ledger (docs/ledger.md) on the demo's anvil: its own fresh parties (an operator, two clients,
// a provider, three evaluators and a watcher), funded by the deployer, so the escrow's balance table is not
// touched. Epoch 1 settles ten jobs off chain; epoch 2 is a wrong root the watcher proves on chain; then
// every party exits against epoch 1, and each token balance change is compared with a prediction computed
// from the spec's money rule (not the ledger package's).

// Ledger parameters suited to a demo: a one-hour challenge window, epochs a minute apart.
var (
	lBond            = big.NewInt(50_000_000) // 50 USDC
	lChallengeWindow = big.NewInt(3600)
	lEpochInterval   = big.NewInt(60)
	lLiveness        = big.NewInt(2 * 3600)
	lDataRequestFee  = big.NewInt(10_000) // 0.01 USDC
	lRegistrationFee = big.NewInt(10_000) // 0.01 USDC
)

// lparty is one of the ledger's parties: a fresh key.
type lparty struct {
	name string
	key  *ecdsa.PrivateKey
	addr common.Address
}

// ljob is one netted job: its terms, evaluators (indexes into ledgerRun.evals, the voucher's order), and the
// results they sign (every evaluator reports, so the job closes in its epoch).
type ljob struct {
	title  string
	client *lparty
	terms  settlement.Terms
	budget int64
	evals  []int
	quorum uint8
	scores []uint16 // per evaluator, in the voucher's order
	passed []bool
	order  []int // the order the evaluators' results arrive (positions in evals)
	slot   uint32
	v      ledger.Voucher
	// the spec's prediction
	score          int64
	prov, cl, fee  *big.Int
	fees           []*big.Int // per evaluator, in the voucher's order
	credited, want string     // the Go ledger's credits and the prediction, as table text
}

type ledgerRun struct {
	r                     *runner
	L                     *ledgerbind.AsaLedger
	addr                  common.Address
	c                     *bind.BoundContract
	dom                   ledger.Domain
	reader                *ledger.Reader   // the ledger's chain state, read at a block
	snap                  *ledger.Snapshot // the newest read, which the next one refreshes
	op, watcher, cA, cB   lparty
	prov                  lparty
	evals                 []lparty
	before, want          map[common.Address]*big.Int
	jobs                  []*ljob
	state1                *ledger.State // epoch 1's end state (the operator's)
	ep1                   ledger.Epoch
	epoch1PostedAt        uint64
	rowOrder              []*lparty
	ledgerHeld0, regFees  *big.Int
	epoch2Forged, honest2 *big.Int
}

// ledgerEpochs is the scenario's last step: it returns whether every ledger balance moved as predicted.
func (r *runner) ledgerEpochs(ctx context.Context) (bool, error) {
	started := time.Now()
	r.printf("\n== netted ledger (docs/ledger.md): two epochs, a fraud proof, every party exits\n")
	lr := &ledgerRun{r: r, L: ledgerbind.NewAsaLedger(), before: map[common.Address]*big.Int{}, want: map[common.Address]*big.Int{}}
	if err := lr.setup(ctx); err != nil {
		return false, err
	}
	if err := lr.epoch1(ctx); err != nil {
		return false, err
	}
	if err := lr.epoch2(ctx); err != nil {
		return false, err
	}
	if err := lr.exit(ctx); err != nil {
		return false, err
	}
	ok, err := lr.table(ctx)
	r.printf("   (the netted ledger step took %s)\n", time.Since(started).Round(10*time.Millisecond))
	return ok, err
}

func newLParty(name string) (lparty, error) {
	k, err := crypto.GenerateKey()
	if err != nil {
		return lparty{}, fmt.Errorf("demo: ledger key: %w", err)
	}
	return lparty{name: name, key: k, addr: crypto.PubkeyToAddress(k.PublicKey)}, nil
}

// send sends calldata from a party and waits for its successful receipt.
func (lr *ledgerRun) send(ctx context.Context, from lparty, to common.Address, data []byte, what string) (*types.Receipt, error) {
	r := lr.r
	opts := bind.NewKeyedTransactor(from.key, r.node.ChainID())
	opts.Context = ctx
	tx, err := bind.NewBoundContract(to, abi.ABI{}, r.eth, r.eth, r.eth).RawTransact(opts, data)
	if err != nil {
		return nil, fmt.Errorf("demo: ledger: %s (from the %s): %w", what, from.name, escrow.Describe(err, ""))
	}
	rcpt, err := escrow.WaitSuccess(ctx, r.eth, tx)
	if err != nil {
		return nil, fmt.Errorf("demo: ledger: %s (from the %s): %w", what, from.name, err)
	}
	return rcpt, nil
}

func lcall[T any](ctx context.Context, lr *ledgerRun, data []byte, unpack func([]byte) (T, error)) (T, error) {
	v, err := bind.Call(lr.c, &bind.CallOpts{Context: ctx}, data, unpack)
	if err != nil {
		var zero T
		return zero, fmt.Errorf("demo: ledger view: %w", escrow.Describe(err, ""))
	}
	return v, nil
}

func (lr *ledgerRun) add(a common.Address, v *big.Int) {
	if lr.want[a] == nil {
		lr.want[a] = new(big.Int)
	}
	lr.want[a].Add(lr.want[a], v)
}

func neg(v *big.Int) *big.Int { return new(big.Int).Neg(v) }

// setup makes the parties, funds them, deploys the verifier and the ledger, posts the bond, takes the two
// deposits and registers the provider and the evaluators.
func (lr *ledgerRun) setup(ctx context.Context) error {
	r := lr.r
	var err error
	for _, p := range []struct {
		p    *lparty
		name string
	}{{&lr.op, "operator"}, {&lr.watcher, "watcher"}, {&lr.cA, "client A"}, {&lr.cB, "client B"}, {&lr.prov, "provider"}} {
		if *p.p, err = newLParty(p.name); err != nil {
			return err
		}
	}
	for i := 1; i <= 3; i++ {
		e, err := newLParty(fmt.Sprintf("evaluator %d", i))
		if err != nil {
			return err
		}
		lr.evals = append(lr.evals, e)
	}
	lr.rowOrder = []*lparty{&lr.op, &lr.watcher, &lr.cA, &lr.cB, &lr.prov, &lr.evals[0], &lr.evals[1], &lr.evals[2]}
	// Gas and tokens from the deployer (the dev token's minter): the operator its bond, the clients their
	// deposits, the provider and the evaluators their registration fee.
	tokens := map[common.Address]*big.Int{lr.op.addr: lBond, lr.cA.addr: big.NewInt(500_000_000), lr.cB.addr: big.NewInt(300_000_000),
		lr.prov.addr: lRegistrationFee}
	for _, e := range lr.evals {
		tokens[e.addr] = lRegistrationFee
	}
	for _, p := range lr.rowOrder {
		if err := r.sendETHFrom(ctx, r.deployer, p.addr, big.NewInt(1e17)); err != nil {
			return fmt.Errorf("demo: ledger: gas for the %s: %w", p.name, err)
		}
		if amount := tokens[p.addr]; amount != nil {
			if err := escrow.MintDevToken(ctx, r.eth, r.deployerOpts(ctx), r.dep.Token, amount, p.addr); err != nil {
				return err
			}
		}
	}
	for _, p := range lr.rowOrder {
		if lr.before[p.addr], err = r.esc.BalanceOf(ctx, p.addr); err != nil {
			return err
		}
		lr.want[p.addr] = new(big.Int)
	}

	verifier, err := r.deployCode(ctx, ledgerbind.AsaLedgerVerifierMetaData.Bin, nil, "AsaLedgerVerifier")
	if err != nil {
		return err
	}
	params := [6]*big.Int{lBond, lChallengeWindow, lEpochInterval, lLiveness, lDataRequestFee, lRegistrationFee}
	from, err := r.eth.BlockNumber(ctx) // the ledger's logs are in the blocks after this one
	if err != nil {
		return fmt.Errorf("demo: ledger: the latest block: %w", err)
	}
	if lr.addr, err = r.deployCode(ctx, ledgerbind.AsaLedgerMetaData.Bin, lr.L.PackConstructor(r.dep.Token, lr.op.addr, verifier, params), "AsaLedger"); err != nil {
		return err
	}
	lr.c = lr.L.Instance(r.eth, lr.addr)
	lr.dom = ledger.Domain{ChainID: r.node.ChainID(), Ledger: lr.addr}
	lr.reader = ledger.NewReader(r.eth, lr.dom, ledger.ReaderOptions{FromBlock: from})
	sep, err := lcall(ctx, lr, lr.L.PackDomainSeparator(), lr.L.UnpackDomainSeparator)
	if err != nil {
		return err
	}
	if sep != lr.dom.Results().Separator() {
		return fmt.Errorf("demo: ledger: the contract's EIP-712 domain is not the Go side's")
	}
	if lr.ledgerHeld0, err = r.esc.BalanceOf(ctx, lr.addr); err != nil {
		return err
	}
	r.printf("   deployed AsaLedgerVerifier %s and AsaLedger %s (challenge window %ss, epochs ≥ %ss apart, liveness %ss, registration and data-request fees %s USDC)\n",
		short(verifier), lr.addr.Hex(), lChallengeWindow, lEpochInterval, lLiveness, units(lRegistrationFee))
	r.printf("   parties (fresh keys, gas and USDC from the deployer): operator %s, watcher %s, clients %s %s, provider %s, evaluators %s %s %s\n",
		short(lr.op.addr), short(lr.watcher.addr), short(lr.cA.addr), short(lr.cB.addr), short(lr.prov.addr),
		short(lr.evals[0].addr), short(lr.evals[1].addr), short(lr.evals[2].addr))

	tok := bindings.NewTestUSDC()
	if _, err := lr.send(ctx, lr.op, r.dep.Token, tok.PackApprove(lr.addr, lBond), "approve the bond"); err != nil {
		return err
	}
	if _, err := lr.send(ctx, lr.op, lr.addr, lr.L.PackPostBond(lBond), "postBond"); err != nil {
		return err
	}
	lr.add(lr.op.addr, neg(lBond))
	r.printf("   operator posted its %s USDC bond\n", units(lBond))

	// Client A: approve + deposit (its registration fee comes out of this first deposit).
	depA := big.NewInt(500_000_000)
	if _, err := lr.send(ctx, lr.cA, r.dep.Token, tok.PackApprove(lr.addr, depA), "approve the deposit"); err != nil {
		return err
	}
	if _, err := lr.send(ctx, lr.cA, lr.addr, lr.L.PackDeposit(depA), "deposit"); err != nil {
		return err
	}
	r.printf("   client A deposited %s USDC (approve + deposit)\n", units(depA))
	// Client B: an x402 exact payment (EIP-3009 TransferWithAuthorization) to its deposit address, which the
	// operator relays with depositWithAuthorization. Its window is chain time (the scenario moved it ahead).
	depB := big.NewInt(300_000_000)
	to, err := lcall(ctx, lr, lr.L.PackDepositAddress(lr.cB.addr), lr.L.UnpackDepositAddress)
	if err != nil {
		return err
	}
	if want := ledger.DepositAddress(lr.addr, lr.cB.addr); to != want {
		return fmt.Errorf("demo: ledger: deposit address %s on chain, %s in Go", to, want)
	}
	now, err := r.chainNow(ctx)
	if err != nil {
		return err
	}
	req := x402.PaymentRequirements{Scheme: x402.SchemeExact, Network: fmt.Sprintf("eip155:%d", r.dep.ChainID), Amount: depB.String(),
		Asset: r.dep.Token.Hex(), PayTo: to.Hex(), MaxTimeoutSeconds: 600,
		Extra: map[string]any{"name": r.dep.TokenName, "version": r.dep.TokenVersion}}
	pay, err := exact.NewPayment(lr.cB.key, req, now, rand.Reader)
	if err != nil {
		return fmt.Errorf("demo: ledger: client B's x402 payment: %w", err)
	}
	t := pay.Transfer
	if _, err := lr.send(ctx, lr.op, lr.addr, lr.L.PackDepositWithAuthorization(t.From, t.Value, t.ValidAfter, t.ValidBefore, t.Nonce, pay.Signature),
		"depositWithAuthorization"); err != nil {
		return err
	}
	r.printf("   client B deposited %s USDC by an x402 exact payment to its deposit address %s (EIP-3009; the operator relayed depositWithAuthorization)\n",
		units(depB), short(to))
	// The provider and the evaluators register (approve the fee, register).
	for _, p := range append([]lparty{lr.prov}, lr.evals...) {
		if _, err := lr.send(ctx, p, r.dep.Token, tok.PackApprove(lr.addr, lRegistrationFee), "approve the registration fee"); err != nil {
			return err
		}
		if _, err := lr.send(ctx, p, lr.addr, lr.L.PackRegister(), "register"); err != nil {
			return err
		}
	}
	// Every account paid the registration fee to the operator; the clients' deposits are in the ledger.
	lr.regFees = new(big.Int).Mul(lRegistrationFee, big.NewInt(6))
	lr.add(lr.op.addr, lr.regFees)
	for _, p := range []lparty{lr.cA, lr.cB, lr.prov, lr.evals[0], lr.evals[1], lr.evals[2]} {
		lr.add(p.addr, neg(lRegistrationFee))
	}
	n, err := lcall(ctx, lr, lr.L.PackAccountCount(), lr.L.UnpackAccountCount)
	if err != nil {
		return err
	}
	r.printf("   provider and three evaluators registered: %d accounts, each paid the operator its %s USDC fee\n", n, units(lRegistrationFee))
	return nil
}

// deployCode deploys a contract from the deployer.
func (r *runner) deployCode(ctx context.Context, bin string, input []byte, name string) (common.Address, error) {
	addr, tx, err := bind.DeployContract(r.deployerOpts(ctx), common.FromHex(bin), r.eth, input)
	if err == nil {
		_, err = escrow.WaitSuccess(ctx, r.eth, tx)
	}
	if err != nil {
		return common.Address{}, fmt.Errorf("demo: deploy %s: %w", name, err)
	}
	return addr, nil
}

// sendETHFrom is a plain transfer from one of the demo's parties.
func (r *runner) sendETHFrom(ctx context.Context, from party, to common.Address, wei *big.Int) error {
	nonce, err := r.eth.PendingNonceAt(ctx, from.addr)
	if err != nil {
		return err
	}
	tip, err := r.eth.SuggestGasTipCap(ctx)
	if err != nil {
		return err
	}
	head, err := r.eth.HeaderByNumber(ctx, nil)
	if err != nil {
		return err
	}
	feeCap := new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2)))
	tx, err := types.SignNewTx(from.key, types.LatestSignerForChainID(r.node.ChainID()), &types.DynamicFeeTx{
		ChainID: r.node.ChainID(), Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: 21_000, To: &to, Value: wei})
	if err != nil {
		return err
	}
	if err := r.eth.SendTransaction(ctx, tx); err != nil {
		return err
	}
	_, err = escrow.WaitSuccess(ctx, r.eth, tx)
	return err
}

// chainView is the ledger's on-chain state as the ledger package reads it (registrations, deposits,
// requests, the forced queue): a ledger.Snapshot. forge accepts every signature: the dishonest operator's view.
type chainView struct {
	*ledger.Snapshot
	forge bool
}

// ValidSignature is the snapshot's EOA rule, or yes to anything when forge is set.
func (v *chainView) ValidSignature(signer common.Address, digest common.Hash, sig []byte) bool {
	return v.forge || v.Snapshot.ValidSignature(signer, digest, sig)
}

// readChain brings the ledger's snapshot up to the latest block (the demo's anvil does not reorganize, so
// its latest block is a confirmed one) and returns it as the honest view.
func (lr *ledgerRun) readChain(ctx context.Context) (*chainView, error) {
	head, err := lr.r.eth.BlockNumber(ctx)
	if err != nil {
		return nil, fmt.Errorf("demo: ledger: the latest block: %w", err)
	}
	snap, err := lr.reader.Refresh(ctx, lr.snap, head)
	if err != nil {
		return nil, fmt.Errorf("demo: %w", err)
	}
	lr.snap = snap
	return &chainView{Snapshot: snap}, nil
}

// The netted subset's terms: graduated (two tiers, 2.5 % fee) and continuous (10 % fee).
func ledgerGraduated() (settlement.Terms, error) {
	tiers, err := settlement.PackTiers([]settlement.Tier{{MinScore: 8000, ReleaseBps: 10000}, {MinScore: 5000, ReleaseBps: 6000}})
	if err != nil {
		return settlement.Terms{}, err
	}
	return settlement.Terms{Policy: settlement.PolicyGraduated, TierCount: 2, SilenceAction: settlement.ActionSplit5050,
		FallbackAction: settlement.ActionSplit5050, EvaluatorFeeBps: 250, FundTimeout: 3600, EvaluateTimeout: 3600,
		MinDeliveryTime: 60, Tiers: tiers}, nil
}

func ledgerContinuous() settlement.Terms {
	return settlement.Terms{Policy: settlement.PolicyContinuous, SilenceAction: settlement.ActionReturnToClient,
		FallbackAction: settlement.ActionSplit5050, EvaluatorFeeBps: 1000, FundTimeout: 3600, EvaluateTimeout: 600,
		Tiers: new(big.Int)}
}

// jobTransitions builds a job's OPEN, SUBMIT and RESULTs against st at now (applying each to st through add).
func (lr *ledgerRun) jobTransitions(st *ledger.State, view ledger.Chain, now uint64, j *ljob, add func(ledger.Transition) error) error {
	ci := view.AccountIndex(j.client.addr)
	var addrs []common.Address
	for _, i := range j.evals {
		addrs = append(addrs, lr.evals[i].addr)
	}
	nonce := st.Account(ci).Nonce
	if nonce == nil {
		nonce = new(big.Int)
	}
	j.v = ledger.Voucher{Client: j.client.addr, Provider: lr.prov.addr, Evaluators: addrs, Quorum: j.quorum,
		TermsHash: settlement.TermsHash(j.terms), AgreementHash: crypto.Keccak256Hash([]byte("ledger demo agreement " + j.title)),
		Budget: big.NewInt(j.budget), ExpiredAt: new(big.Int).SetUint64(now + 86400), Nonce: new(big.Int).Set(nonce)}
	j.slot = uint32(st.Fields().JobCount)
	cs, err := j.v.Sign(lr.dom, j.client.key)
	if err != nil {
		return err
	}
	dl := new(big.Int).SetUint64(now + 600)
	as, err := j.v.SignAcceptance(lr.dom, dl, lr.prov.key)
	if err != nil {
		return err
	}
	open, err := ledger.EncodeOpen(ledger.Open{V: j.v, ClientSig: cs, AcceptanceDeadline: dl, AcceptanceSig: as, Terms: j.terms})
	if err != nil {
		return err
	}
	if err := add(open); err != nil {
		return err
	}
	d := crypto.Keccak256Hash([]byte("ledger demo deliverable " + j.title))
	ds, err := j.v.SignDelivery(lr.dom, d, lr.prov.key)
	if err != nil {
		return err
	}
	sub, err := ledger.EncodeSubmit(ledger.Submit{Slot: j.slot, V: j.v, Deliverable: d, ProviderSig: ds})
	if err != nil {
		return err
	}
	if err := add(sub); err != nil {
		return err
	}
	for _, pos := range j.order {
		tr, err := lr.result(st, now, j, pos, j.scores[pos], nil)
		if err != nil {
			return err
		}
		if err := add(tr); err != nil {
			return err
		}
	}
	return nil
}

// result is the RESULT of the evaluator at position pos of j's voucher with score, signed by it (or, with
// sig set, carrying that signature whatever it signed: the forger's RESULT).
func (lr *ledgerRun) result(st *ledger.State, now uint64, j *ljob, pos int, score uint16, sig []byte) (ledger.Transition, error) {
	l := st.Job(j.slot)
	id := j.v.JobID(lr.dom)
	ev := lr.evals[j.evals[pos]]
	res := settlement.Result{JobID: new(big.Int).SetBytes(id[:]), Deliverable: l.Deliverable, SubmittedAt: l.SubmittedAt,
		Score: score, Passed: j.passed[pos], EvidenceHash: crypto.Keccak256Hash([]byte("evidence " + j.title)),
		Nonce: big.NewInt(int64(pos)), Deadline: now + 3600}
	if sig == nil {
		var err error
		if sig, err = res.Sign(lr.dom.Results(), ev.key); err != nil {
			return ledger.Transition{}, err
		}
	}
	return ledger.EncodeResult(ledger.Result{Slot: j.slot, V: j.v, Terms: j.terms, Result: res, Signer: ev.addr, Sig: sig})
}

// predict is the spec's money rule (docs/ledger.md section 4), written out here: the median of the scores,
// failed when at least half failed, the policy's share, the fee split over the evaluators in voucher order
// (the first takes the remainder).
func predict(j *ljob) {
	s := append([]uint16(nil), j.scores...)
	sort.Slice(s, func(a, b int) bool { return s[a] < s[b] })
	n := len(s)
	if n%2 == 1 {
		j.score = int64(s[n/2])
	} else {
		j.score = (int64(s[n/2-1]) + int64(s[n/2])) / 2
	}
	failed := 0
	for _, p := range j.passed {
		if !p {
			failed++
		}
	}
	var release int64
	if 2*failed < n {
		if j.terms.Policy == settlement.PolicyContinuous {
			release = j.score
		} else {
			for i := 0; i < int(j.terms.TierCount); i++ {
				w := new(big.Int).Rsh(j.terms.Tiers, uint(32*i)).Uint64() & 0xffffffff
				if j.score >= int64(w>>16) {
					release = int64(w & 0xffff)
					break
				}
			}
		}
	}
	budget := big.NewInt(j.budget)
	j.fee = new(big.Int).Div(new(big.Int).Mul(budget, big.NewInt(int64(j.terms.EvaluatorFeeBps))), big.NewInt(10000))
	dist := new(big.Int).Sub(budget, j.fee)
	j.prov = new(big.Int).Div(new(big.Int).Mul(dist, big.NewInt(release)), big.NewInt(10000))
	j.cl = new(big.Int).Sub(dist, j.prov)
	each := new(big.Int).Div(j.fee, big.NewInt(int64(n)))
	j.fees = nil
	for i := 0; i < n; i++ {
		f := new(big.Int).Set(each)
		if i == 0 {
			f.Add(f, new(big.Int).Sub(j.fee, new(big.Int).Mul(each, big.NewInt(int64(n)))))
		}
		j.fees = append(j.fees, f)
	}
}

// epoch1 plays ten jobs as the operator (the Go ledger), posts the epoch and has the watcher check it.
func (lr *ledgerRun) epoch1(ctx context.Context) error {
	r := lr.r
	gr, err := ledgerGraduated()
	if err != nil {
		return err
	}
	co := ledgerContinuous()
	all := func(n int) []int {
		o := make([]int, n)
		for i := range o {
			o[i] = i
		}
		return o
	}
	lr.jobs = []*ljob{
		{title: "1-of-1 graduated", client: &lr.cA, terms: gr, budget: 40_000_001, evals: []int{0}, quorum: 1, scores: []uint16{9200}, passed: []bool{true}},
		{title: "1-of-1 continuous", client: &lr.cA, terms: co, budget: 25_000_000, evals: []int{1}, quorum: 1, scores: []uint16{7345}, passed: []bool{true}},
		{title: "2-of-3 graduated", client: &lr.cB, terms: gr, budget: 60_000_007, evals: []int{0, 1, 2}, quorum: 2, scores: []uint16{8500, 7800, 9000}, passed: []bool{true, true, true}, order: []int{2, 0, 1}},
		{title: "3-of-3 continuous, one fails", client: &lr.cA, terms: co, budget: 33_333_333, evals: []int{0, 1, 2}, quorum: 3, scores: []uint16{6000, 7000, 9500}, passed: []bool{true, false, true}},
		{title: "1-of-1 failing gate", client: &lr.cB, terms: gr, budget: 20_000_000, evals: []int{2}, quorum: 1, scores: []uint16{8800}, passed: []bool{false}},
		{title: "2-of-2 continuous", client: &lr.cB, terms: co, budget: 15_000_003, evals: []int{1, 2}, quorum: 2, scores: []uint16{5000, 6501}, passed: []bool{true, true}, order: []int{1, 0}},
		{title: "1-of-1 graduated, lower tier", client: &lr.cA, terms: gr, budget: 12_345_678, evals: []int{1}, quorum: 1, scores: []uint16{5500}, passed: []bool{true}},
		{title: "1-of-1 graduated, below tiers", client: &lr.cB, terms: gr, budget: 9_999_999, evals: []int{0}, quorum: 1, scores: []uint16{3000}, passed: []bool{true}},
		{title: "1-of-3 continuous", client: &lr.cA, terms: co, budget: 7_777_777, evals: []int{0, 1, 2}, quorum: 1, scores: []uint16{4000, 8000, 6000}, passed: []bool{true, true, true}},
		{title: "2-of-3 graduated, median 77", client: &lr.cB, terms: gr, budget: 50_000_000, evals: []int{0, 1, 2}, quorum: 2, scores: []uint16{8100, 4900, 7700}, passed: []bool{true, false, true}, order: []int{1, 2, 0}},
	}
	view, err := lr.readChain(ctx)
	if err != nil {
		return err
	}
	now, err := r.chainNow(ctx)
	if err != nil {
		return err
	}
	cutoff := uint64(now.Unix())
	st := ledger.NewState()
	b := ledger.NewEpoch(st, 1, cutoff)
	add := func(tr ledger.Transition) error { return b.Add(view, tr) }
	for _, p := range []lparty{lr.cA, lr.cB} {
		i := view.AccountIndex(p.addr)
		tr, err := ledger.EncodeSync(ledger.Sync{Account: i, Deposits: view.Deposited(i), Withdrawals: view.Requested(i)})
		if err != nil {
			return err
		}
		if err := add(tr); err != nil {
			return fmt.Errorf("demo: ledger: SYNC of the %s: %w", p.name, err)
		}
	}
	credit := func(a common.Address) *big.Int {
		c := st.Account(view.AccountIndex(a)).Credited
		if c == nil {
			return new(big.Int)
		}
		return new(big.Int).Set(c)
	}
	for _, j := range lr.jobs {
		if j.order == nil {
			j.order = all(len(j.evals))
		}
		predict(j)
		addrs := []common.Address{lr.prov.addr, j.client.addr}
		for _, i := range j.evals {
			addrs = append(addrs, lr.evals[i].addr)
		}
		pre := make([]*big.Int, len(addrs))
		for k, a := range addrs {
			pre[k] = credit(a)
		}
		if err := lr.jobTransitions(st, view, cutoff, j, add); err != nil {
			return fmt.Errorf("demo: ledger: job %q: %w", j.title, err)
		}
		if l := st.Job(j.slot); l.Status != ledger.StatusClosed {
			return fmt.Errorf("demo: ledger: job %q is not closed (status %d)", j.title, l.Status)
		}
		got := make([]*big.Int, len(addrs))
		for k, a := range addrs {
			got[k] = new(big.Int).Sub(credit(a), pre[k])
		}
		gotFee := new(big.Int)
		for _, f := range got[2:] {
			gotFee.Add(gotFee, f)
		}
		j.credited = fmt.Sprintf("%s/%s/%s", units(got[0]), units(got[1]), units(gotFee))
		j.want = fmt.Sprintf("%s/%s/%s", units(j.prov), units(j.cl), units(j.fee))
		// the prediction, for the balance table
		lr.add(j.client.addr, neg(big.NewInt(j.budget)))
		lr.add(j.client.addr, j.cl)
		lr.add(lr.prov.addr, j.prov)
		for k, i := range j.evals {
			lr.add(lr.evals[i].addr, j.fees[k])
		}
	}
	ep := b.Close()
	rc, err := lr.send(ctx, lr.op, lr.addr, st.PostEpochCalldata(ep), "postEpoch 1")
	if err != nil {
		return err
	}
	lr.state1, lr.ep1 = st, ep
	e1, err := lcall(ctx, lr, lr.L.PackEpochs(1), lr.L.UnpackEpochs)
	if err != nil {
		return err
	}
	lr.epoch1PostedAt = e1.PostedAt
	r.printf("   epoch 1: the operator applied %d transitions (2 SYNC, then OPEN, SUBMIT and RESULTs of ten jobs) at cutoff %s and posted root %s… (postEpoch, %d gas)\n",
		len(ep.Transitions), time.Unix(int64(cutoff), 0).UTC().Format("15:04:05"), ep.StateRoot.Hex()[:12], rc.GasUsed)
	r.printf("   %-3s %-30s %-8s %14s %7s %-34s %-34s\n", "job", "", "evals", "budget", "score", "spec (provider/client/fee)", "Go ledger credits")
	ok := true
	for i, j := range lr.jobs {
		match := j.credited == j.want
		ok = ok && match
		r.printf("   %-3d %-30s %-8s %14s %7s %-34s %-34s %s\n", i+1, j.title, fmt.Sprintf("%d-of-%d", j.quorum, len(j.evals)), units(big.NewInt(j.budget)),
			settlement.FormatAmount(big.NewInt(j.score), 2), j.want, j.credited, mark(match))
	}
	if !ok {
		return fmt.Errorf("%w: the Go ledger's credits differ from the spec's money rule", ErrMismatch)
	}
	return nil
}

// watcherCheck has the watcher replay epoch n (served transitions and post-states) against the roots the
// contract holds, from prev (the watcher's state of epoch n-1).
func (lr *ledgerRun) watcherCheck(ctx context.Context, prev *ledger.State, n uint64, trs []ledger.Transition, posts []common.Hash) (*ledger.Fraud, *ledger.State, error) {
	e, err := lcall(ctx, lr, lr.L.PackEpochs(n), lr.L.UnpackEpochs)
	if err != nil {
		return nil, nil, err
	}
	view, err := lr.readChain(ctx)
	if err != nil {
		return nil, nil, err
	}
	return ledger.Check(prev, view, ledger.PostedEpoch{Number: n, Cutoff: e.Cutoff, Transitions: trs, PostStates: posts,
		StateRoot: e.StateRoot, TransitionsRoot: e.TransitionsRoot})
}

// epoch2: the operator posts a wrong root; the watcher proves it.
func (lr *ledgerRun) epoch2(ctx context.Context) error {
	r := lr.r
	if err := r.warp(ctx, lEpochInterval.Uint64()+1, "the next epoch, a minute later"); err != nil {
		return err
	}
	now, err := r.chainNow(ctx)
	if err != nil {
		return err
	}
	cutoff := uint64(now.Unix())
	honestView, err := lr.readChain(ctx)
	if err != nil {
		return err
	}
	forgeView := *honestView
	forgeView.forge = true
	// An 11th job, 1-of-1 continuous with a 10 % fee on 0.011111 USDC: 0.010000 to split, so one basis point
	// of score is one unit. Evaluator 1 signs 90.00; the operator applies 90.01 (its own view skips the
	// signature check) and posts the evaluator's genuine RESULT with the forged post-state: the provider is
	// credited one unit more, client A one less.
	j := &ljob{title: "epoch 2 job", client: &lr.cA, terms: ledgerContinuous(), budget: 11_111, evals: []int{0}, quorum: 1,
		scores: []uint16{9000}, passed: []bool{true}, order: []int{}} // its RESULT is built below
	forged := lr.state1.Clone()
	var trs []ledger.Transition
	var posts []common.Hash
	apply := func(tr ledger.Transition) error {
		if _, err := forged.Apply(honestView, cutoff, tr); err != nil {
			return err
		}
		trs, posts = append(trs, tr), append(posts, forged.Root())
		return nil
	}
	if err := lr.jobTransitions(forged, honestView, cutoff, j, apply); err != nil {
		return fmt.Errorf("demo: ledger: epoch 2: %w", err)
	}
	genuine, err := lr.result(forged, cutoff, j, 0, 9000, nil)
	if err != nil {
		return err
	}
	rd, err := ledger.DecodeResult(genuine.Data)
	if err != nil {
		return err
	}
	bumped, err := lr.result(forged, cutoff, j, 0, 9001, rd.Sig)
	if err != nil {
		return err
	}
	honest := forged.Clone()
	if _, err := honest.Apply(honestView, cutoff, genuine); err != nil {
		return fmt.Errorf("demo: ledger: the genuine RESULT: %w", err)
	}
	if _, err := forged.Apply(&forgeView, cutoff, bumped); err != nil {
		return fmt.Errorf("demo: ledger: the forged RESULT: %w", err)
	}
	trs, posts = append(trs, genuine), append(posts, forged.Root())
	pi := honestView.AccountIndex(lr.prov.addr)
	lr.honest2, lr.epoch2Forged = honest.Account(pi).Credited, forged.Account(pi).Credited
	root := ledger.TransitionsRoot(trs, posts)
	if _, err := lr.send(ctx, lr.op, lr.addr, lr.L.PackPostEpoch(2, forged.StateFieldsBinding(), root, uint32(len(trs)), cutoff, forged.Frontier()),
		"postEpoch 2 (the wrong root)"); err != nil {
		return err
	}
	r.printf("   epoch 2: the operator posted root %s… for one more job: its RESULT (score 90.00 as evaluator 1 signed it) commits to a post-state\n"+
		"            crediting the provider %s USDC in all where the signed score gives %s (one unit more, client A one less)\n",
		forged.Root().Hex()[:12], units(lr.epoch2Forged), units(lr.honest2))

	return lr.watch(ctx, trs, posts)
}

// watch is the watcher's part: it replays epoch 1 from genesis (no fraud: its end state is the operator's)
// and epoch 2 from there, finds the wrong RESULT and sends the fraud proof's calldata.
func (lr *ledgerRun) watch(ctx context.Context, trs []ledger.Transition, posts []common.Hash) error {
	r := lr.r
	f, end1, err := lr.watcherCheck(ctx, ledger.NewState(), 1, lr.ep1.Transitions, lr.ep1.PostStates)
	if err != nil {
		return fmt.Errorf("demo: ledger: the watcher's check of epoch 1: %w", err)
	}
	if f != nil {
		return fmt.Errorf("demo: ledger: the watcher found fraud in the honest epoch 1: %s", f.Reason)
	}
	if end1.Root() != lr.state1.Root() {
		return fmt.Errorf("demo: ledger: the watcher's epoch 1 ends in another state than the operator's")
	}
	f, _, err = lr.watcherCheck(ctx, end1, 2, trs, posts)
	if err != nil {
		return fmt.Errorf("demo: ledger: the watcher's check of epoch 2: %w", err)
	}
	if f == nil {
		return fmt.Errorf("demo: ledger: the watcher found no fraud in the wrong epoch 2")
	}
	r.printf("   watcher  replayed epoch 1 (valid) and epoch 2: %s at transition %d (%s)\n", f.Kind, f.Index, f.Reason)
	before, err := r.esc.BalanceOf(ctx, lr.watcher.addr)
	if err != nil {
		return err
	}
	rc, err := lr.send(ctx, lr.watcher, lr.addr, f.Calldata(), "the fraud proof")
	if err != nil {
		return err
	}
	after, err := r.esc.BalanceOf(ctx, lr.watcher.addr)
	if err != nil {
		return err
	}
	lr.add(lr.watcher.addr, lBond)
	last, err := lcall(ctx, lr, lr.L.PackLastEpoch(), lr.L.UnpackLastEpoch)
	if err != nil {
		return err
	}
	exitMode, err := lcall(ctx, lr, lr.L.PackExitMode(), lr.L.UnpackExitMode)
	if err != nil {
		return err
	}
	slashed, err := lcall(ctx, lr, lr.L.PackBondSlashed(), lr.L.UnpackBondSlashed)
	if err != nil {
		return err
	}
	if last != 1 || !exitMode || !slashed {
		return fmt.Errorf("demo: ledger: after the fraud proof lastEpoch %d, exit mode %v, bond slashed %v", last, exitMode, slashed)
	}
	r.printf("   watcher  sent %s (tx %s, %d gas): EPOCH 2 VOIDED, the ledger is in exit mode, the watcher got the operator's bond (+%s USDC)\n",
		f.Kind, rc.TxHash.Hex()[:18]+"…", rc.GasUsed, units(new(big.Int).Sub(after, before)))
	return nil
}

// exit: past epoch 1's challenge window, anyone fixes the exit epoch and every party withdraws against it.
func (lr *ledgerRun) exit(ctx context.Context) error {
	r := lr.r
	now, err := r.chainNow(ctx)
	if err != nil {
		return err
	}
	final := lr.epoch1PostedAt + lChallengeWindow.Uint64()
	if n := uint64(now.Unix()); n < final {
		if err := r.warp(ctx, final-n+1, "past epoch 1's challenge window"); err != nil {
			return err
		}
	}
	if _, err := lr.send(ctx, lr.watcher, lr.addr, lr.L.PackFixExitEpoch(), "fixExitEpoch"); err != nil {
		return err
	}
	xe, err := lcall(ctx, lr, lr.L.PackExitEpoch(), lr.L.UnpackExitEpoch)
	if err != nil {
		return err
	}
	if xe != 1 {
		return fmt.Errorf("demo: ledger: exit epoch %d, want 1", xe)
	}
	view, err := lr.readChain(ctx)
	if err != nil {
		return err
	}
	for slot := uint32(0); slot < uint32(lr.state1.Fields().JobCount); slot++ {
		if l := lr.state1.Job(slot); l.Status != ledger.StatusClosed {
			return fmt.Errorf("demo: ledger: job slot %d is open in the exit epoch", slot) // every job here closes in epoch 1
		}
	}
	r.printf("   anyone   fixExitEpoch: epoch 1 (final) is the exit epoch; all its ten jobs are closed, nothing to finish on chain\n")
	paid := new(big.Int)
	for _, p := range []lparty{lr.cA, lr.cB, lr.prov, lr.evals[0], lr.evals[1], lr.evals[2]} {
		leaf, path := lr.state1.WithdrawProofBinding(view.AccountIndex(p.addr))
		before, err := r.esc.BalanceOf(ctx, p.addr)
		if err != nil {
			return err
		}
		if _, err := lr.send(ctx, p, lr.addr, lr.L.PackExitWithdraw(p.addr, leaf, path), "exitWithdraw"); err != nil {
			return err
		}
		after, err := r.esc.BalanceOf(ctx, p.addr)
		if err != nil {
			return err
		}
		paid.Add(paid, after.Sub(after, before))
	}
	r.printf("   each of the six accounts sent exitWithdraw with its leaf and 14-level proof against epoch 1: %s USDC paid out\n", units(paid))
	return nil
}

// table prints every ledger party's predicted and actual token balance change and the ledger's holding.
func (lr *ledgerRun) table(ctx context.Context) (bool, error) {
	r := lr.r
	ok := true
	r.printf("\n== LEDGER BALANCES (USDC, token balances): predicted change (spec money rule, fees, bond) vs actual change\n")
	r.printf("   %-12s %-44s %16s %16s %16s\n", "party", "address", "predicted Δ", "actual Δ", "after")
	for _, p := range lr.rowOrder {
		after, err := r.esc.BalanceOf(ctx, p.addr)
		if err != nil {
			return false, err
		}
		actual := new(big.Int).Sub(after, lr.before[p.addr])
		match := actual.Cmp(lr.want[p.addr]) == 0
		ok = ok && match
		r.printf("   %-12s %-44s %16s %16s %16s %s\n", p.name, p.addr.Hex(), signed(lr.want[p.addr]), signed(actual), units(after), mark(match))
	}
	held, err := r.esc.BalanceOf(ctx, lr.addr)
	if err != nil {
		return false, err
	}
	match := held.Sign() == 0 && lr.ledgerHeld0.Sign() == 0
	ok = ok && match
	r.printf("   %-12s %-44s %16s %16s %16s %s\n", "ledger", lr.addr.Hex(), "0", signed(new(big.Int).Sub(held, lr.ledgerHeld0)), units(held), mark(match))
	if ok {
		r.printf("\nALL LEDGER BALANCES AS PREDICTED (the ledger holds %s after every exit)\n", units(held))
	} else {
		r.printf("\nMISMATCH: some ledger balance differs from the prediction\n")
	}
	return ok, nil
}
