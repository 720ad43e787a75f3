package demo

import (
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/bindings/ledgerbind"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/daemon/ledgerop"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/ledger"
	"github.com/asa-escrow/asa/ledger/proofs"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/exact"
)

// The netted ledger (docs/ledger.md) on the demo's anvil, operated by the demo's daemon (daemon/ledgerop):
// the ledger is deployed with the daemon's key as its operator, and the daemon restarts configured with it
// (daemon.Config.Ledger). Its other parties are fresh keys (two clients, a provider, three evaluators and a
// watcher) funded by the deployer, so the escrow's balance table is not touched. They hand their signed
// vouchers, deliveries and results to the daemon over HTTP (ledger/proofs.Client), and the daemon builds
// and posts an epoch from what it holds each minEpochInterval: the deposits, the vouchers, the deliveries,
// the results (a result signs its delivery's time: the cutoff of the epoch that counted the delivery). The
// demo replays every epoch the daemon serves. Then the operator's key turns dishonest: with the daemon
// stopped, the demo posts a wrong root from it and serves that epoch's data itself; a watcher
// (ledgerop.Verifier) replays it and challenges; and every party exits with the leaf the restarted daemon
// serves. Each token balance change is compared with a prediction computed from the spec's money rule (not
// the ledger package's).

// Ledger parameters suited to a demo: a one-hour challenge window, epochs a minute apart.
var (
	lBond            = big.NewInt(50_000_000) // 50 USDC
	lChallengeWindow = big.NewInt(3600)
	lEpochInterval   = big.NewInt(60)
	lLiveness        = big.NewInt(2 * 3600)
	lDataRequestFee  = big.NewInt(10_000) // 0.01 USDC
	lRegistrationFee = big.NewInt(10_000) // 0.01 USDC
)

// lparty is one of the ledger's parties: a fresh key (the operator: the daemon's key).
type lparty struct {
	name string
	key  *ecdsa.PrivateKey
	addr common.Address
}

// ljob is one netted job: its terms, evaluators (indexes into ledgerRun.evals, the voucher's order), and the
// results they sign (every evaluator reports, so the job closes in the results' epoch).
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
	got    []*big.Int // what the served epochs credited: provider, client, then each evaluator in voucher order
	// the spec's prediction
	score          int64
	prov, cl, fee  *big.Int
	fees           []*big.Int // per evaluator, in the voucher's order
	credited, want string     // the daemon's credits and the prediction, as table text
}

// servedEpoch is one epoch as the daemon served it (GET /v1/ledger/epochs/{n} and its transitions).
type servedEpoch struct {
	e proofs.Epoch
	p ledger.PostedEpoch
}

type ledgerRun struct {
	r         *runner
	L         *ledgerbind.AsaLedger
	addr      common.Address
	fromBlock uint64 // the ledger's logs are in the blocks after this one
	c         *bind.BoundContract
	dom       ledger.Domain
	reader    *ledger.Reader   // the ledger's chain state, read at a block
	snap      *ledger.Snapshot // the newest read, which the next one refreshes
	cl        *proofs.Client   // the daemon's ledger API
	// op is the daemon's key, the ledger's operator; the others are fresh keys.
	op, watcher, cA, cB  lparty
	prov                 lparty
	evals                []lparty
	before, want         map[common.Address]*big.Int
	jobs                 []*ljob
	bySlot               map[uint32]*ljob
	mirror               *ledger.State // the demo's replay of the daemon's epochs: the state after the last one
	served               []servedEpoch // the daemon's epochs, as it served them
	rowOrder             []*lparty
	ledgerHeld0, regFees *big.Int
	forged, honest       *big.Int // the provider's credits in the forged epoch, and as the signed score gives
}

// ledgerEpochs is the scenario's last step: it returns whether every ledger balance moved as predicted.
func (r *runner) ledgerEpochs(ctx context.Context) (bool, error) {
	started := time.Now()
	r.printf("\n== netted ledger (docs/ledger.md), operated by the daemon: four epochs, a forged fifth voided by a fraud proof, every party exits\n")
	lr := &ledgerRun{r: r, L: ledgerbind.NewAsaLedger(), before: map[common.Address]*big.Int{}, want: map[common.Address]*big.Int{},
		bySlot: map[uint32]*ljob{}, mirror: ledger.NewState()}
	if err := lr.setup(ctx); err != nil {
		return false, err
	}
	if err := lr.operate(ctx); err != nil {
		return false, err
	}
	if err := lr.forge(ctx); err != nil {
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

// setup makes the parties, funds them, deploys the verifier and the ledger (its operator: the daemon's key),
// and, with the daemon stopped so that its key sends outside its transaction manager, posts the bond, takes
// the two deposits (client B's relayed by the operator's key) and registers the provider and the evaluators;
// then it restarts the daemon as the ledger's operator.
func (lr *ledgerRun) setup(ctx context.Context) error {
	r := lr.r
	lr.op = lparty{name: "operator", key: r.relayer.key, addr: r.relayer.addr}
	var err error
	for _, p := range []struct {
		p    *lparty
		name string
	}{{&lr.watcher, "watcher"}, {&lr.cA, "client A"}, {&lr.cB, "client B"}, {&lr.prov, "provider"}} {
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
	// Tokens from the deployer (the dev token's minter): the operator its bond, the clients their deposits,
	// the provider and the evaluators their registration fee; gas for the fresh keys (the daemon's key has
	// anvil's).
	tokens := map[common.Address]*big.Int{lr.op.addr: lBond, lr.cA.addr: big.NewInt(500_000_000), lr.cB.addr: big.NewInt(300_000_000),
		lr.prov.addr: lRegistrationFee}
	for _, e := range lr.evals {
		tokens[e.addr] = lRegistrationFee
	}
	for _, p := range lr.rowOrder {
		if p.addr != lr.op.addr {
			if err := r.sendETHFrom(ctx, r.deployer, p.addr, big.NewInt(1e17)); err != nil {
				return fmt.Errorf("demo: ledger: gas for the %s: %w", p.name, err)
			}
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
	if lr.fromBlock, err = r.eth.BlockNumber(ctx); err != nil {
		return fmt.Errorf("demo: ledger: the latest block: %w", err)
	}
	if lr.addr, err = r.deployCode(ctx, ledgerbind.AsaLedgerMetaData.Bin, lr.L.PackConstructor(r.dep.Token, lr.op.addr, verifier, params), "AsaLedger"); err != nil {
		return err
	}
	lr.c = lr.L.Instance(r.eth, lr.addr)
	lr.dom = ledger.Domain{ChainID: r.node.ChainID(), Ledger: lr.addr}
	lr.reader = ledger.NewReader(r.eth, lr.dom, ledger.ReaderOptions{FromBlock: lr.fromBlock})
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
	r.printf("   parties: operator %s (the daemon's key); fresh keys, gas and USDC from the deployer: watcher %s, clients %s %s, provider %s, evaluators %s %s %s\n",
		short(lr.op.addr), short(lr.watcher.addr), short(lr.cA.addr), short(lr.cB.addr), short(lr.prov.addr),
		short(lr.evals[0].addr), short(lr.evals[1].addr), short(lr.evals[2].addr))

	// The daemon's transaction manager owns its key's nonces while it runs: the operator's own sends (the
	// bond, the x402 relay) go while it is stopped.
	if err := r.stopDaemon(ctx); err != nil {
		return err
	}
	tok := bindings.NewTestUSDC()
	if _, err := lr.send(ctx, lr.op, r.dep.Token, tok.PackApprove(lr.addr, lBond), "approve the bond"); err != nil {
		return err
	}
	if _, err := lr.send(ctx, lr.op, lr.addr, lr.L.PackPostBond(lBond), "postBond"); err != nil {
		return err
	}
	lr.add(lr.op.addr, neg(lBond))
	r.printf("   daemon   stopped; its key posted the operator's %s USDC bond\n", units(lBond))

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
	r.printf("   client B deposited %s USDC by an x402 exact payment to its deposit address %s (EIP-3009; the operator's key relayed depositWithAuthorization)\n",
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

	began := time.Now()
	if err := r.restartDaemon(ctx, func(c *daemon.Config) { c.Ledger, c.LedgerStartBlock = lr.addr.Hex(), lr.fromBlock }); err != nil {
		return fmt.Errorf("demo: ledger: restart the daemon as the operator: %w", err)
	}
	if lr.cl, err = proofs.NewClient("http://"+r.svc.Addr(), nil); err != nil {
		return err
	}
	r.printf("   daemon   restarted as the ledger's operator (config ledger %s, ledgerStartBlock %d; %s): it takes the parties' signed messages\n"+
		"            on POST http://%s%s and builds and posts an epoch from them every minEpochInterval\n",
		short(lr.addr), lr.fromBlock, time.Since(began).Round(10*time.Millisecond), r.svc.Addr(), proofs.RouteSubmit)
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

// open fixes j's voucher (the client's nonce, expiring a day after now) and returns its OPEN: the voucher
// signed by the client, accepted by the provider (the acceptance valid for ten minutes).
func (lr *ledgerRun) open(j *ljob, nonce *big.Int, now uint64) (ledger.Transition, error) {
	var addrs []common.Address
	for _, i := range j.evals {
		addrs = append(addrs, lr.evals[i].addr)
	}
	j.v = ledger.Voucher{Client: j.client.addr, Provider: lr.prov.addr, Evaluators: addrs, Quorum: j.quorum,
		TermsHash: settlement.TermsHash(j.terms), AgreementHash: crypto.Keccak256Hash([]byte("ledger demo agreement " + j.title)),
		Budget: big.NewInt(j.budget), ExpiredAt: new(big.Int).SetUint64(now + 86400), Nonce: new(big.Int).Set(nonce)}
	cs, err := j.v.Sign(lr.dom, j.client.key)
	if err != nil {
		return ledger.Transition{}, err
	}
	dl := new(big.Int).SetUint64(now + 600)
	as, err := j.v.SignAcceptance(lr.dom, dl, lr.prov.key)
	if err != nil {
		return ledger.Transition{}, err
	}
	return ledger.EncodeOpen(ledger.Open{V: j.v, ClientSig: cs, AcceptanceDeadline: dl, AcceptanceSig: as, Terms: j.terms})
}

// deliverable is what j's provider delivers.
func (j *ljob) deliverable() common.Hash {
	return crypto.Keccak256Hash([]byte("ledger demo deliverable " + j.title))
}

// submit is the provider's SUBMIT of j's deliverable, in the slot j's OPEN took.
func (lr *ledgerRun) submit(j *ljob) (ledger.Transition, error) {
	ds, err := j.v.SignDelivery(lr.dom, j.deliverable(), lr.prov.key)
	if err != nil {
		return ledger.Transition{}, err
	}
	return ledger.EncodeSubmit(ledger.Submit{Slot: j.slot, V: j.v, Deliverable: j.deliverable(), ProviderSig: ds})
}

// result is the RESULT of the evaluator at position pos of j's voucher with score, over the delivery made at
// submittedAt (the cutoff of the epoch that counted it), signed by the evaluator (or, with sig set, carrying
// that signature whatever it signed: the forger's RESULT).
func (lr *ledgerRun) result(j *ljob, pos int, score uint16, submittedAt uint64, sig []byte) (ledger.Transition, error) {
	id := j.v.JobID(lr.dom)
	ev := lr.evals[j.evals[pos]]
	res := settlement.Result{JobID: new(big.Int).SetBytes(id[:]), Deliverable: j.deliverable(), SubmittedAt: submittedAt,
		Score: score, Passed: j.passed[pos], EvidenceHash: crypto.Keccak256Hash([]byte("evidence " + j.title)),
		Nonce: big.NewInt(int64(pos)), Deadline: submittedAt + 3600}
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

// operate plays ten jobs through the daemon: the parties hand it their signed messages over HTTP and it
// builds and posts the epochs (1: the deposits, 2: the vouchers, 3: the deliveries, 4: the results); the demo
// replays each served epoch, compares every job's payouts with the spec's, and checks one account's proof
// against the chain's state root.
func (lr *ledgerRun) operate(ctx context.Context) error {
	r := lr.r
	gr, err := ledgerGraduated()
	if err != nil {
		return err
	}
	co := ledgerContinuous()
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
	for _, j := range lr.jobs {
		if j.order == nil {
			for i := range j.evals {
				j.order = append(j.order, i)
			}
		}
		j.got = make([]*big.Int, 2+len(j.evals))
		for k := range j.got {
			j.got[k] = new(big.Int)
		}
		predict(j)
		// the prediction, for the balance table
		lr.add(j.client.addr, neg(big.NewInt(j.budget)))
		lr.add(j.client.addr, j.cl)
		lr.add(lr.prov.addr, j.prov)
		for k, i := range j.evals {
			lr.add(lr.evals[i].addr, j.fees[k])
		}
	}

	// Epoch 1: the daemon's first tick counts the deposits (its first epoch waits for no interval).
	if _, err := lr.epoch(ctx, 1, "", nil); err != nil {
		return err
	}
	// Epoch 2: the vouchers, each client's numbered from its nonce.
	now, err := r.chainNow(ctx)
	if err != nil {
		return err
	}
	nonces := map[common.Address]int64{}
	var opens []ledger.Transition
	for _, j := range lr.jobs {
		tr, err := lr.open(j, big.NewInt(nonces[j.client.addr]), uint64(now.Unix()))
		if err != nil {
			return fmt.Errorf("demo: ledger: job %q: %w", j.title, err)
		}
		nonces[j.client.addr]++
		opens = append(opens, tr)
	}
	if _, err := lr.epoch(ctx, 2, "ten vouchers (OPEN: signed by the client, accepted by the provider)", opens); err != nil {
		return err
	}
	// Epoch 3: the deliveries, in the slots epoch 2 gave the jobs.
	var subs []ledger.Transition
	for _, j := range lr.jobs {
		tr, err := lr.submit(j)
		if err != nil {
			return fmt.Errorf("demo: ledger: job %q: %w", j.title, err)
		}
		subs = append(subs, tr)
	}
	e3, err := lr.epoch(ctx, 3, "ten deliveries (SUBMIT: signed by the provider)", subs)
	if err != nil {
		return err
	}
	// Epoch 4: the results, each over its delivery's time: epoch 3's cutoff, as the daemon serves it.
	var results []ledger.Transition
	for _, j := range lr.jobs {
		for _, pos := range j.order {
			tr, err := lr.result(j, pos, j.scores[pos], e3.Cutoff, nil)
			if err != nil {
				return fmt.Errorf("demo: ledger: job %q: %w", j.title, err)
			}
			results = append(results, tr)
		}
	}
	e4, err := lr.epoch(ctx, 4, fmt.Sprintf("%d results (RESULT: signed by an evaluator, over the delivery time %s, epoch 3's cutoff from GET /v1/ledger/epochs/3)",
		len(results), clock(e3.Cutoff)), results)
	if err != nil {
		return err
	}

	r.printf("   %-3s %-30s %-8s %14s %7s %-34s %-34s\n", "job", "", "evals", "budget", "score", "spec (provider/client/fee)", "credited in the daemon's epoch 4")
	ok := true
	for i, j := range lr.jobs {
		if l := lr.mirror.Job(j.slot); l.Status != ledger.StatusClosed {
			return fmt.Errorf("demo: ledger: job %q (slot %d) is not closed after epoch 4 (status %d)", j.title, j.slot, l.Status)
		}
		fee := new(big.Int)
		for _, f := range j.got[2:] {
			fee.Add(fee, f)
		}
		j.credited = fmt.Sprintf("%s/%s/%s", units(j.got[0]), units(j.got[1]), units(fee))
		j.want = fmt.Sprintf("%s/%s/%s", units(j.prov), units(j.cl), units(j.fee))
		match := j.credited == j.want
		ok = ok && match
		r.printf("   %-3d %-30s %-8s %14s %7s %-34s %-34s %s\n", i+1, j.title, fmt.Sprintf("%d-of-%d", j.quorum, len(j.evals)), units(big.NewInt(j.budget)),
			settlement.FormatAmount(big.NewInt(j.score), 2), j.want, j.credited, mark(match))
	}
	if !ok {
		return fmt.Errorf("%w: the daemon's credits differ from the spec's money rule", ErrMismatch)
	}
	return lr.checkProof(ctx, lr.prov, e4)
}

// epoch hands msgs to the daemon (POST /v1/ledger/transitions), moves the chain's clock past
// minEpochInterval (epoch 1 waits for none), waits for the daemon to post epoch n, then reads and replays it.
func (lr *ledgerRun) epoch(ctx context.Context, n uint64, what string, msgs []ledger.Transition) (proofs.Epoch, error) {
	r := lr.r
	for _, m := range msgs {
		rc, err := lr.cl.Submit(ctx, m)
		if err != nil {
			return proofs.Epoch{}, fmt.Errorf("demo: ledger: hand the daemon a %s: %w", m.Kind, err)
		}
		if !rc.Accepted {
			return proofs.Epoch{}, fmt.Errorf("demo: ledger: the daemon did not accept a %s", m.Kind)
		}
	}
	if len(msgs) > 0 {
		r.printf("   parties  POST %s: %s, each accepted (202)\n", proofs.RouteSubmit, what)
	}
	if n > 1 {
		if err := r.warp(ctx, lEpochInterval.Uint64()+1, fmt.Sprintf("epoch %d is due minEpochInterval after epoch %d", n, n-1)); err != nil {
			return proofs.Epoch{}, err
		}
	}
	e, err := lr.awaitEpoch(ctx, n)
	if err != nil {
		return proofs.Epoch{}, err
	}
	return e, lr.follow(ctx, e)
}

// awaitEpoch waits until the chain holds epoch n and the daemon serves it as posted.
func (lr *ledgerRun) awaitEpoch(ctx context.Context, n uint64) (proofs.Epoch, error) {
	deadline := time.Now().Add(30 * time.Second)
	for {
		last, err := lcall(ctx, lr, lr.L.PackLastEpoch(), lr.L.UnpackLastEpoch)
		if err != nil {
			return proofs.Epoch{}, err
		}
		var e proofs.Epoch
		if last >= n {
			if e, err = lr.cl.Epoch(ctx, n); err == nil && e.Status == store.EpochPosted {
				return e, nil
			}
		}
		if time.Now().After(deadline) {
			return proofs.Epoch{}, fmt.Errorf("demo: ledger: the daemon did not post epoch %d within 30 s (the chain's last epoch is %d; the daemon's answer: %v, status %q; see %s)",
				n, last, err, e.Status, filepath.Join(lr.r.opts.Dir, "daemon.log"))
		}
		select {
		case <-ctx.Done():
			return proofs.Epoch{}, ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// follow reads epoch e's transitions from the daemon (checked against its transitions root), replays them
// on the demo's mirror of the state (every post-state must be the one served, the end state the chain's
// root), notes the slot each voucher took and what each job's results credited, and prints the epoch.
func (lr *ledgerRun) follow(ctx context.Context, e proofs.Epoch) error {
	r := lr.r
	p, err := lr.cl.AllTransitions(ctx, e)
	if err != nil {
		return fmt.Errorf("demo: ledger: epoch %d's transitions: %w", e.Number, err)
	}
	on, err := lcall(ctx, lr, lr.L.PackEpochs(e.Number), lr.L.UnpackEpochs)
	if err != nil {
		return err
	}
	if common.Hash(on.StateRoot) != e.StateRoot || common.Hash(on.TransitionsRoot) != e.TransitionsRoot || on.Cutoff != e.Cutoff {
		return fmt.Errorf("demo: ledger: epoch %d as the daemon serves it is not the one on chain", e.Number)
	}
	view, err := lr.readChain(ctx)
	if err != nil {
		return err
	}
	byID := map[common.Hash]*ljob{}
	for _, j := range lr.jobs {
		byID[j.v.JobID(lr.dom)] = j
	}
	counts := map[ledger.Kind]int{}
	var kinds []ledger.Kind
	for i, tr := range p.Transitions {
		if counts[tr.Kind] == 0 {
			kinds = append(kinds, tr.Kind)
		}
		counts[tr.Kind]++
		var j *ljob
		var pre []*big.Int
		if tr.Kind == ledger.KindResult {
			d, err := ledger.DecodeResult(tr.Data)
			if err != nil {
				return err
			}
			if j = lr.bySlot[d.Slot]; j != nil {
				pre = lr.credits(view, j)
			}
		}
		if _, err := lr.mirror.Apply(view, e.Cutoff, tr); err != nil {
			return fmt.Errorf("demo: ledger: replay epoch %d transition %d (%s): %w", e.Number, i, tr.Kind, err)
		}
		if lr.mirror.Root() != p.PostStates[i] {
			return fmt.Errorf("demo: ledger: replay epoch %d transition %d: post-state %s, served %s", e.Number, i, lr.mirror.Root(), p.PostStates[i])
		}
		switch {
		case tr.Kind == ledger.KindOpen:
			d, err := ledger.DecodeOpen(tr.Data)
			if err != nil {
				return err
			}
			if j := byID[d.V.JobID(lr.dom)]; j != nil {
				j.slot = uint32(lr.mirror.Fields().JobCount) - 1
				lr.bySlot[j.slot] = j
			}
		case j != nil:
			for k, c := range lr.credits(view, j) {
				j.got[k].Add(j.got[k], c.Sub(c, pre[k]))
			}
		}
	}
	if lr.mirror.Root() != e.StateRoot {
		return fmt.Errorf("demo: ledger: epoch %d replays to %s, the chain holds %s", e.Number, lr.mirror.Root(), e.StateRoot)
	}
	lr.served = append(lr.served, servedEpoch{e: e, p: p})
	var parts []string
	for _, k := range kinds {
		parts = append(parts, fmt.Sprintf("%d %s", counts[k], k))
	}
	what := strings.Join(parts, ", ")
	if what == "" {
		what = "none"
	}
	tx := ""
	if e.PostedTx != nil {
		if rc, err := r.eth.TransactionReceipt(ctx, *e.PostedTx); err == nil {
			tx = fmt.Sprintf(", tx %s, %d gas", e.PostedTx.Hex()[:18]+"…", rc.GasUsed)
		}
	}
	r.printf("   epoch %d: the daemon built %d transitions (%s) at cutoff %s and posted root %s… (postEpoch%s); the demo's replay ends there\n",
		e.Number, e.Count, what, clock(e.Cutoff), e.StateRoot.Hex()[:12], tx)
	return nil
}

// credits is what the mirror credits j's parties: the provider, the client, then each evaluator in voucher order.
func (lr *ledgerRun) credits(view ledger.Chain, j *ljob) []*big.Int {
	addrs := []common.Address{lr.prov.addr, j.client.addr}
	for _, i := range j.evals {
		addrs = append(addrs, lr.evals[i].addr)
	}
	out := make([]*big.Int, len(addrs))
	for k, a := range addrs {
		out[k] = new(big.Int)
		if c := lr.mirror.Account(view.AccountIndex(a)).Credited; c != nil {
			out[k].Set(c)
		}
	}
	return out
}

// checkProof reads p's leaf and proof at epoch e from the daemon (GET /v1/ledger/accounts/{address}: the
// client checks that the path opens the leaf to the accounts root it names) and checks that this accounts
// root, with epoch e's other fields, hashes to the state root the chain holds.
func (lr *ledgerRun) checkProof(ctx context.Context, p lparty, e proofs.Epoch) error {
	acc, leaf, err := lr.cl.Account(ctx, p.addr, e.Number)
	if err != nil {
		return fmt.Errorf("demo: ledger: the %s's proof: %w", p.name, err)
	}
	on, err := lcall(ctx, lr, lr.L.PackEpochs(e.Number), lr.L.UnpackEpochs)
	if err != nil {
		return err
	}
	f := e.Fields.Ledger()
	f.AccountsRoot = acc.AccountsRoot
	ok := f.Root() == common.Hash(on.StateRoot)
	lr.r.printf("   proof    GET %s?epoch=%d (the %s): balance %s USDC; its %d-sibling path opens the leaf to accounts root %s…,\n"+
		"            which with the epoch's other fields hashes to the state root the chain holds (epochs(%d) = %s…): %s\n",
		strings.Replace(proofs.RouteAccount, "{address}", short(p.addr), 1), e.Number, p.name, units(leaf.Balance()), len(acc.Full),
		acc.AccountsRoot.Hex()[:12], e.Number, common.Hash(on.StateRoot).Hex()[:12], mark(ok))
	if !ok {
		return fmt.Errorf("%w: the %s's proof from the daemon does not open to epoch %d's state root on chain", ErrMismatch, p.name, e.Number)
	}
	return nil
}

func clock(t uint64) string { return time.Unix(int64(t), 0).UTC().Format("15:04:05") }

// forge: the operator's key turns dishonest. With the daemon stopped (its key's nonces are its transaction
// manager's while it runs), the demo posts the next epoch from that key with a wrong root, and serves its
// data with the daemon's epochs before it, as a dishonest operator must (or a data request voids it).
func (lr *ledgerRun) forge(ctx context.Context) error {
	r := lr.r
	if err := r.stopDaemon(ctx); err != nil {
		return err
	}
	n := uint64(len(lr.served)) + 1
	if err := r.warp(ctx, lEpochInterval.Uint64()+1, fmt.Sprintf("the daemon stopped; epoch %d is due minEpochInterval after epoch %d", n, n-1)); err != nil {
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
	// of score is one unit. Its OPEN, SUBMIT and RESULT all go in this epoch (the forger builds it: every
	// transition at its cutoff). Evaluator 1 signs 90.00; the forger applies 90.01 (its own view skips the
	// signature check) and posts the evaluator's genuine RESULT with the forged post-state: the provider is
	// credited one unit more, client A one less.
	j := &ljob{title: "the forged epoch's job", client: &lr.cA, terms: ledgerContinuous(), budget: 11_111, evals: []int{0}, quorum: 1,
		scores: []uint16{9000}, passed: []bool{true}}
	forged := lr.mirror.Clone()
	var trs []ledger.Transition
	var posts []common.Hash
	apply := func(tr ledger.Transition) error {
		if _, err := forged.Apply(honestView, cutoff, tr); err != nil {
			return fmt.Errorf("demo: ledger: epoch %d: %s: %w", n, tr.Kind, err)
		}
		trs, posts = append(trs, tr), append(posts, forged.Root())
		return nil
	}
	nonce := forged.Account(honestView.AccountIndex(lr.cA.addr)).Nonce
	if nonce == nil {
		nonce = new(big.Int)
	}
	open, err := lr.open(j, nonce, cutoff)
	if err != nil {
		return err
	}
	j.slot = uint32(forged.Fields().JobCount)
	if err := apply(open); err != nil {
		return err
	}
	sub, err := lr.submit(j)
	if err != nil {
		return err
	}
	if err := apply(sub); err != nil {
		return err
	}
	genuine, err := lr.result(j, 0, 9000, cutoff, nil)
	if err != nil {
		return err
	}
	rd, err := ledger.DecodeResult(genuine.Data)
	if err != nil {
		return err
	}
	bumped, err := lr.result(j, 0, 9001, cutoff, rd.Sig)
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
	lr.honest, lr.forged = honest.Account(pi).Credited, forged.Account(pi).Credited
	root := ledger.TransitionsRoot(trs, posts)
	if _, err := lr.send(ctx, lr.op, lr.addr, lr.L.PackPostEpoch(n, forged.StateFieldsBinding(), root, uint32(len(trs)), cutoff, forged.Frontier()),
		fmt.Sprintf("postEpoch %d (the wrong root)", n)); err != nil {
		return err
	}
	r.printf("   epoch %d: the operator's key posted root %s… for one more job: its RESULT (score 90.00 as evaluator 1 signed it) commits to a post-state\n"+
		"            crediting the provider %s USDC in all where the signed score gives %s (one unit more, client A one less)\n",
		n, forged.Root().Hex()[:12], units(lr.forged), units(lr.honest))

	// The forger serves epochs 1..n: the daemon's as it served them, then its own.
	src := &forgerSource{info: proofs.Info{Ledger: lr.addr, ChainID: lr.dom.ChainID.Uint64(), Operator: lr.op.addr, Latest: n},
		epochs: append(append([]servedEpoch(nil), lr.served...), servedEpoch{
			e: proofs.Epoch{Number: n, Cutoff: cutoff, Fields: proofs.FieldsOf(forged.Fields()), StateRoot: forged.Root(), PrevRoot: lr.mirror.Root(),
				TransitionsRoot: root, Count: uint32(len(trs)), Status: store.EpochPosted},
			p: ledger.PostedEpoch{Number: n, Cutoff: cutoff, Transitions: trs, PostStates: posts, StateRoot: forged.Root(), TransitionsRoot: root}})}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return fmt.Errorf("demo: ledger: the forger's API: %w", err)
	}
	srv := &http.Server{Handler: proofs.Handler(src, r.logger), ReadHeaderTimeout: 5 * time.Second}
	go func() { _ = srv.Serve(ln) }()
	defer srv.Close()
	url := "http://" + ln.Addr().String()
	r.printf("   forger   serves epochs 1-%d on %s%s (proofs.Handler over the demo's proofs.Source: the daemon's epochs as it served them, then epoch %d)\n",
		n, url, proofs.RouteInfo, n)
	return lr.watch(ctx, url, n)
}

// watch is the watcher's part: a ledgerop.Verifier reading the forger's API replays epochs 1..n-1 (no fraud:
// they end in the daemon's state) and epoch n from there, finds the wrong RESULT and challenges through its
// Challenge callback, which sends the fraud proof's calldata from the watcher's key.
func (lr *ledgerRun) watch(ctx context.Context, url string, n uint64) error {
	r := lr.r
	data, err := proofs.NewClient(url, nil)
	if err != nil {
		return err
	}
	var sent *types.Receipt
	v, err := ledgerop.NewVerifier(ctx, ledgerop.VerifierConfig{Chain: lr.nodeChain(), Data: data, Logger: r.logger,
		Challenge: func(ctx context.Context, f *ledger.Fraud) error {
			rc, err := lr.send(ctx, lr.watcher, lr.addr, f.Calldata(), "the fraud proof")
			sent = rc
			return err
		}})
	if err != nil {
		return fmt.Errorf("demo: ledger: the watcher: %w", err)
	}
	before, err := r.esc.BalanceOf(ctx, lr.watcher.addr)
	if err != nil {
		return err
	}
	found, err := v.Tick(ctx)
	if err != nil {
		return fmt.Errorf("demo: ledger: the watcher: %w", err)
	}
	if len(found) != 1 || found[0].Fraud == nil || found[0].Epoch != n || sent == nil {
		return fmt.Errorf("demo: ledger: the watcher found %+v, want the fraud in epoch %d", found, n)
	}
	checked, st := v.Checked()
	if checked != n-1 || st.Root() != lr.mirror.Root() {
		return fmt.Errorf("demo: ledger: the watcher checked up to epoch %d (root %s), want %d (the daemon's %s)", checked, st.Root(), n-1, lr.mirror.Root())
	}
	f := found[0].Fraud
	r.printf("   watcher  ledgerop.Verifier replayed epochs 1-%d (valid: the daemon's state) and epoch %d: %s at transition %d (%s)\n",
		n-1, n, f.Kind, f.Index, f.Reason)
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
	if last != n-1 || !exitMode || !slashed {
		return fmt.Errorf("demo: ledger: after the fraud proof lastEpoch %d, exit mode %v, bond slashed %v", last, exitMode, slashed)
	}
	r.printf("   watcher  its Challenge sent %s (tx %s, %d gas): EPOCH %d VOIDED, the ledger is in exit mode, the watcher got the operator's bond (+%s USDC)\n",
		f.Kind, sent.TxHash.Hex()[:18]+"…", sent.GasUsed, n, units(new(big.Int).Sub(after, before)))
	return nil
}

// nodeChain is the ledger on the demo's anvil as ledgerop reads it (at the latest block: anvil does not
// reorganize), as the daemon builds it (daemon/ledger.go).
func (lr *ledgerRun) nodeChain() *ledgerop.NodeChain {
	return &ledgerop.NodeChain{Node: lr.r.eth, Ledger: lr.addr, ChainID: lr.r.node.ChainID(), FromBlock: lr.fromBlock,
		Read: ledgerop.ReadWith(lr.reader)}
}

// forgerSource is the dishonest operator's data (a proofs.Source): the epochs it serves, read only.
type forgerSource struct {
	info   proofs.Info
	epochs []servedEpoch
}

func (s *forgerSource) at(n uint64) (servedEpoch, error) {
	if n == 0 || n > uint64(len(s.epochs)) {
		return servedEpoch{}, fmt.Errorf("epoch %d: %w", n, proofs.ErrNotFound)
	}
	return s.epochs[n-1], nil
}

func (s *forgerSource) Info(context.Context) (proofs.Info, error) { return s.info, nil }

func (s *forgerSource) Epoch(_ context.Context, n uint64) (proofs.Epoch, error) {
	e, err := s.at(n)
	return e.e, err
}

func (s *forgerSource) Transitions(_ context.Context, n uint64, from uint32, limit int) (proofs.Transitions, error) {
	e, err := s.at(n)
	if err != nil {
		return proofs.Transitions{}, err
	}
	out := proofs.Transitions{Epoch: n, Count: e.e.Count, Transitions: []proofs.Transition{}}
	for i := int(from); i < len(e.p.Transitions) && len(out.Transitions) < limit; i++ {
		t := e.p.Transitions[i]
		out.Transitions = append(out.Transitions, proofs.Transition{Index: uint32(i), Kind: uint8(t.Kind), Data: t.Data, Post: e.p.PostStates[i]})
	}
	return out, nil
}

func (s *forgerSource) Account(context.Context, common.Address, uint64) (proofs.Account, error) {
	return proofs.Account{}, fmt.Errorf("%w: the forger serves no proofs", proofs.ErrNotFound)
}

func (s *forgerSource) Submit(context.Context, ledger.Transition) (proofs.Receipt, error) {
	return proofs.Receipt{}, proofs.ErrReadOnly
}

func (s *forgerSource) SubmitWithdrawal(context.Context, common.Address, *big.Int, []byte) (proofs.Receipt, error) {
	return proofs.Receipt{}, proofs.ErrReadOnly
}

// exit: the daemon restarts (in exit mode it builds nothing and keeps serving what it stored); past its last
// epoch's challenge window anyone fixes the exit epoch, and every party withdraws against it with the leaf
// and proof the daemon serves.
func (lr *ledgerRun) exit(ctx context.Context) error {
	r := lr.r
	began := time.Now()
	if err := r.restartDaemon(ctx, nil); err != nil {
		return fmt.Errorf("demo: ledger: restart the daemon: %w", err)
	}
	last := lr.served[len(lr.served)-1].e
	r.printf("   daemon   restarted (%s): the ledger is in exit mode, so it builds nothing more and serves the epochs it stored\n",
		time.Since(began).Round(10*time.Millisecond))
	on, err := lcall(ctx, lr, lr.L.PackEpochs(last.Number), lr.L.UnpackEpochs)
	if err != nil {
		return err
	}
	now, err := r.chainNow(ctx)
	if err != nil {
		return err
	}
	final := on.PostedAt + lChallengeWindow.Uint64()
	if t := uint64(now.Unix()); t < final {
		if err := r.warp(ctx, final-t+1, fmt.Sprintf("past epoch %d's challenge window", last.Number)); err != nil {
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
	if xe != last.Number {
		return fmt.Errorf("demo: ledger: exit epoch %d, want %d", xe, last.Number)
	}
	for slot := uint32(0); slot < uint32(lr.mirror.Fields().JobCount); slot++ {
		if l := lr.mirror.Job(slot); l.Status != ledger.StatusClosed {
			return fmt.Errorf("demo: ledger: job slot %d is open in the exit epoch", slot) // every job here closes in the results' epoch
		}
	}
	r.printf("   anyone   fixExitEpoch: epoch %d (final) is the exit epoch; all its ten jobs are closed, nothing to finish on chain\n", xe)
	// The daemon marks the epoch final at its next tick.
	deadline := time.Now().Add(30 * time.Second)
	for {
		info, err := lr.cl.Info(ctx)
		if err == nil && info.Final == xe {
			break
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("demo: ledger: the daemon does not hold epoch %d as final (%+v, %v)", xe, info, err)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
	paid := new(big.Int)
	for _, p := range []lparty{lr.cA, lr.cB, lr.prov, lr.evals[0], lr.evals[1], lr.evals[2]} {
		acc, leaf, err := lr.cl.Account(ctx, p.addr, 0)
		if err != nil {
			return fmt.Errorf("demo: ledger: the %s's proof: %w", p.name, err)
		}
		if !acc.Final || acc.Epoch != xe {
			return fmt.Errorf("demo: ledger: the daemon served the %s's leaf at epoch %d (final %v), want the final epoch %d", p.name, acc.Epoch, acc.Final, xe)
		}
		var path [ledger.FrontierLevel][32]byte
		for i := range path {
			path[i] = acc.Path[i]
		}
		before, err := r.esc.BalanceOf(ctx, p.addr)
		if err != nil {
			return err
		}
		if _, err := lr.send(ctx, p, lr.addr, lr.L.PackExitWithdraw(p.addr, leaf.ToBinding(), path), "exitWithdraw"); err != nil {
			return err
		}
		after, err := r.esc.BalanceOf(ctx, p.addr)
		if err != nil {
			return err
		}
		paid.Add(paid, after.Sub(after, before))
	}
	r.printf("   each of the six accounts sent exitWithdraw with its leaf and 14-level proof against epoch %d, as the daemon serves them\n"+
		"            (GET %s): %s USDC paid out\n", xe, proofs.RouteAccount, units(paid))
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
