// Package scalesim runs the daemon-side work of the netted settlement design (docs/scale.md) at the ASA
// white paper's job rates on this machine, for real: it verifies every signed voucher, delivery and
// evaluator result with secp256k1 key recovery, computes each payout with the settlement package, keeps
// the netted ledger, and builds and signs the epoch's Merkle root. It measures the CPU that takes at a
// given rate (the tier's mean and peak) and the cost of closing an epoch at the tier's account count.
//
// Nothing here touches a chain; the chain side of the design is the scalemodel's (bench/scale.md). The
// signing of the simulated jobs (the clients', providers' and evaluators' work) happens before the clock
// starts. Persistence is not simulated: bench/daemon.md measures the store (SQLite group commit) alone.
package scalesim

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/internal/netting"
	"github.com/asa-escrow/asa/settlement"
)

// Config sizes a simulated deployment.
type Config struct {
	// Accounts is how many parties the ledger holds (the tier's agents); all but the keyed ones are
	// prefilled with a deposit so the tree has its real size.
	Accounts int
	// Clients, Providers and Evaluators are the keyed parties that sign the simulated jobs.
	Clients, Providers, Evaluators int
	// Quorum is the evaluators per job (k of k).
	Quorum int
	// Budget of every job in token base units.
	Budget int64
	// Workers verify signatures in parallel (0: GOMAXPROCS).
	Workers int
}

// Check reports every impossible setting.
func (c Config) Check() error {
	var errs []error
	if c.Clients < 1 || c.Providers < 1 || c.Evaluators < 1 {
		errs = append(errs, errors.New("scalesim: at least one client, provider and evaluator"))
	}
	if c.Quorum < 1 || c.Quorum > c.Evaluators || c.Quorum > settlement.MaxEvaluators {
		errs = append(errs, fmt.Errorf("scalesim: quorum %d with %d evaluators", c.Quorum, c.Evaluators))
	}
	if c.Accounts < c.Clients+c.Providers+c.Evaluators {
		errs = append(errs, fmt.Errorf("scalesim: %d accounts cannot hold %d keyed parties", c.Accounts, c.Clients+c.Providers+c.Evaluators))
	}
	if c.Budget <= 0 {
		errs = append(errs, errors.New("scalesim: budget must be positive"))
	}
	return errors.Join(errs...)
}

type party struct {
	key  *ecdsa.PrivateKey
	addr common.Address
}

// Population is a prefilled ledger and the keyed parties that sign jobs against it.
type Population struct {
	cfg       Config
	ledger    *netting.Ledger
	operator  party
	clients   []party
	providers []party
	evals     []party
	terms     common.Hash
	nonce     int64
	now       uint64
}

// simNow is the chain time of the simulation (vouchers, deliveries and results are valid around it).
const simNow = 1_900_000_000

// NewPopulation generates the keyed parties, funds the clients, prefills the other accounts and closes
// a first epoch, so the tree holds every account before the clock starts.
func NewPopulation(cfg Config) (*Population, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if cfg.Workers <= 0 {
		cfg.Workers = runtime.GOMAXPROCS(0)
	}
	p := &Population{cfg: cfg, now: simNow}
	var err error
	gen := func(n int) ([]party, error) {
		out := make([]party, n)
		for i := range out {
			k, err := crypto.GenerateKey()
			if err != nil {
				return nil, fmt.Errorf("scalesim: key: %w", err)
			}
			out[i] = party{key: k, addr: crypto.PubkeyToAddress(k.PublicKey)}
		}
		return out, nil
	}
	ops, err := gen(1)
	if err != nil {
		return nil, err
	}
	p.operator = ops[0]
	if p.clients, err = gen(cfg.Clients); err != nil {
		return nil, err
	}
	if p.providers, err = gen(cfg.Providers); err != nil {
		return nil, err
	}
	if p.evals, err = gen(cfg.Evaluators); err != nil {
		return nil, err
	}
	p.ledger = netting.NewLedger(netting.Domain{ChainID: big.NewInt(8453), Ledger: common.HexToAddress("0x00000000000000000000000000000000000a5a00")})
	if p.terms, err = p.ledger.RegisterTerms(SeedTerms()); err != nil {
		return nil, err
	}
	// Clients hold enough for every job the simulation can ask of them.
	deposit := new(big.Int).Mul(big.NewInt(cfg.Budget), big.NewInt(1_000_000_000))
	for _, c := range p.clients {
		if err := p.ledger.Deposit(c.addr, deposit); err != nil {
			return nil, err
		}
	}
	for _, g := range [][]party{p.providers, p.evals} {
		for _, x := range g {
			if err := p.ledger.Deposit(x.addr, big.NewInt(1)); err != nil {
				return nil, err
			}
		}
	}
	for i := p.ledger.Accounts(); i < cfg.Accounts; i++ {
		addr := common.BytesToAddress(crypto.Keccak256([]byte(fmt.Sprintf("scalesim account %d", i))))
		if err := p.ledger.Deposit(addr, big.NewInt(int64(1_000_000+i))); err != nil {
			return nil, err
		}
	}
	if _, _, err := p.ledger.CloseEpoch(p.operator.key); err != nil {
		return nil, err
	}
	return p, nil
}

// SeedTerms are the simulated jobs' terms: the white paper's graduated tiers, 1 % evaluator fee.
func SeedTerms() settlement.Terms {
	tiers, err := settlement.PackTiers([]settlement.Tier{{MinScore: 9000, ReleaseBps: 10000}, {MinScore: 7500, ReleaseBps: 8500}, {MinScore: 6000, ReleaseBps: 5000}})
	if err != nil {
		panic(err) // constant input
	}
	return settlement.Terms{Policy: settlement.PolicyGraduated, TierCount: 3, Tiers: tiers,
		SilenceAction: settlement.ActionSplit5050, FallbackAction: settlement.ActionSplit5050, DisputeDefault: settlement.ActionPolicyOutcome,
		FundTimeout: 3600, EvaluateTimeout: 3600, ChallengeWindow: 7200, EvaluatorFeeBps: 100}
}

// Ledger is the population's ledger.
func (p *Population) Ledger() *netting.Ledger { return p.ledger }

// SignedJob is one job as it reaches the operator: the client's voucher, the provider's delivery and the
// evaluators' results, all signed.
type SignedJob struct {
	Voucher    netting.Voucher
	VoucherSig []byte
	Settlement netting.Settlement
}

// SignJobs has the keyed parties sign n fresh jobs (in parallel; this is the parties' work, not the
// operator's, and runs before any measurement). Scores cycle over every tier of the seed terms.
func (p *Population) SignJobs(n int) ([]SignedJob, error) {
	jobs := make([]SignedJob, n)
	d, rd := p.ledger.Domain(), p.ledger.ResultDomain()
	first := p.nonce
	p.nonce += int64(n)
	var wg sync.WaitGroup
	errs := make([]error, p.cfg.Workers)
	for w := 0; w < p.cfg.Workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < n; i += p.cfg.Workers {
				j, err := p.signJob(d, rd, first+int64(i)+1)
				if err != nil {
					errs[w] = err
					return
				}
				jobs[i] = j
			}
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return jobs, nil
}

func (p *Population) signJob(d netting.Domain, rd settlement.Domain, nonce int64) (SignedJob, error) {
	client := p.clients[int(nonce)%len(p.clients)]
	provider := p.providers[int(nonce/7)%len(p.providers)]
	evals := make([]party, p.cfg.Quorum)
	addrs := make([]common.Address, p.cfg.Quorum)
	for i := range evals {
		evals[i] = p.evals[(int(nonce)+i*13)%len(p.evals)]
		addrs[i] = evals[i].addr
	}
	v := netting.Voucher{Client: client.addr, Provider: provider.addr, Evaluators: addrs, Quorum: uint8(p.cfg.Quorum),
		TermsHash: p.terms, Budget: big.NewInt(p.cfg.Budget), Nonce: big.NewInt(nonce), DeliverBy: p.now + 86_400}
	vsig, err := netting.SignVoucher(d, v, client.key)
	if err != nil {
		return SignedJob{}, err
	}
	id := v.ID(d)
	dl := netting.Delivery{Job: id, Deliverable: crypto.Keccak256Hash(id[:], []byte("delivery")), SubmittedAt: p.now - 600}
	dsig, err := netting.SignDelivery(d, dl, provider.key)
	if err != nil {
		return SignedJob{}, err
	}
	s := netting.Settlement{Delivery: dl, DeliverySig: dsig}
	score := uint16(5500 + (nonce*397)%4500) // 55.00 .. 99.99: every tier, and the zero tier below 60
	for _, e := range evals {
		r := settlement.Result{JobID: new(big.Int).SetBytes(id[:]), Deliverable: dl.Deliverable, SubmittedAt: dl.SubmittedAt, Score: score, Passed: true,
			EvidenceHash: crypto.Keccak256Hash(id[:], e.addr[:]), Nonce: big.NewInt(nonce), Deadline: p.now + 3600}
		sig, err := r.Sign(rd, e.key)
		if err != nil {
			return SignedJob{}, err
		}
		s.Results = append(s.Results, netting.SignedResult{Result: r, Evaluator: e.addr, Signature: sig})
	}
	return SignedJob{Voucher: v, VoucherSig: vsig, Settlement: s}, nil
}

// RunResult is what one paced run measured.
type RunResult struct {
	Rate     float64 // offered jobs per second
	Jobs     int
	Wall     time.Duration // first arrival to last job applied
	CPU      time.Duration // process user+system CPU over the same span
	P50, P99 time.Duration // arrival to applied
	Close    time.Duration // wall time of the epoch close after the run
	Root     netting.EpochRoot
}

// Cores is the CPU used per second of wall time.
func (r RunResult) Cores() float64 { return r.CPU.Seconds() / r.Wall.Seconds() }

// CPUPerJob is CPU per settled job.
func (r RunResult) CPUPerJob() time.Duration { return r.CPU / time.Duration(max(r.Jobs, 1)) }

type verified struct {
	job     *SignedJob
	voucher netting.CheckedVoucher
	settle  netting.CheckedSettlement
	arrived time.Time
	err     error
}

// Run offers jobs at rate per second (scheduled arrival i/rate after the start) and processes them as the
// operator would: workers recover every signature in parallel, one applier opens and settles each job
// on the ledger. When the last job is applied it closes an epoch and checks conservation. CPU is the
// process's (getrusage), so the run must be the only work in the process.
func (p *Population) Run(ctx context.Context, jobs []SignedJob, rate float64) (RunResult, error) {
	if rate <= 0 || len(jobs) == 0 {
		return RunResult{}, errors.New("scalesim: run needs jobs and a positive rate")
	}
	d, rd := p.ledger.Domain(), p.ledger.ResultDomain()
	in := make(chan verified, len(jobs))
	out := make(chan verified, len(jobs))
	var wg sync.WaitGroup
	for range p.cfg.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for v := range in {
				v.voucher, v.err = netting.CheckVoucher(d, v.job.Voucher, v.job.VoucherSig)
				if v.err == nil {
					v.settle, v.err = netting.CheckSettlement(d, rd, v.job.Settlement)
				}
				out <- v
			}
		}()
	}
	go func() { wg.Wait(); close(out) }()

	cpu0, err := processCPU()
	if err != nil {
		return RunResult{}, err
	}
	start := time.Now()
	interval := time.Duration(float64(time.Second) / rate)
	go func() { // arrivals on schedule; a late tick releases every job that is due
		defer close(in)
		next := 0
		for next < len(jobs) {
			if ctx.Err() != nil {
				return
			}
			due := min(len(jobs), int(time.Since(start)/interval)+1)
			for ; next < due; next++ {
				in <- verified{job: &jobs[next], arrived: start.Add(time.Duration(next) * interval)}
			}
			time.Sleep(time.Millisecond)
		}
	}()
	latencies := make([]time.Duration, 0, len(jobs))
	var firstErr error
	for v := range out {
		if firstErr != nil {
			continue
		}
		if v.err == nil {
			v.err = p.ledger.Open(v.voucher, p.now)
		}
		if v.err == nil {
			_, v.err = p.ledger.Settle(v.voucher.ID, v.settle, p.now)
		}
		if v.err != nil {
			firstErr = fmt.Errorf("scalesim: job %s: %w", v.job.Voucher.Nonce, v.err)
			continue
		}
		latencies = append(latencies, time.Since(v.arrived))
	}
	wall := time.Since(start)
	cpu1, err := processCPU()
	if err != nil {
		return RunResult{}, err
	}
	if firstErr != nil {
		return RunResult{}, firstErr
	}
	if err := ctx.Err(); err != nil {
		return RunResult{}, err
	}
	res := RunResult{Rate: rate, Jobs: len(latencies), Wall: wall, CPU: cpu1 - cpu0}
	slices.Sort(latencies)
	res.P50, res.P99 = latencies[len(latencies)/2], latencies[(len(latencies)-1)*99/100]
	t0 := time.Now()
	if res.Root, _, err = p.ledger.CloseEpoch(p.operator.key); err != nil {
		return RunResult{}, err
	}
	res.Close = time.Since(t0)
	if p.ledger.Locked().Sign() != 0 {
		return RunResult{}, fmt.Errorf("scalesim: %s still locked after every job settled", p.ledger.Locked())
	}
	if res.Root.TotalDebited.Cmp(res.Root.TotalCredited) != 0 {
		return RunResult{}, fmt.Errorf("scalesim: debited %s != credited %s", res.Root.TotalDebited, res.Root.TotalCredited)
	}
	return res, nil
}

// VerifyProofs checks the Merkle proofs of every keyed party against the ledger's last root.
func (p *Population) VerifyProofs(root common.Hash) error {
	for _, g := range [][]party{p.clients, p.providers, p.evals} {
		for _, x := range g {
			pr, err := p.ledger.ProofOf(x.addr)
			if err != nil {
				return err
			}
			if !netting.Verify(root, pr.Leaf(), pr.Path) {
				return fmt.Errorf("scalesim: proof of %s does not verify", x.addr.Hex())
			}
		}
	}
	return nil
}

// applySerial does the operator's work for each job in one goroutine (the per-job cost without
// parallelism or pacing).
func (p *Population) applySerial(jobs []SignedJob) error {
	d, rd := p.ledger.Domain(), p.ledger.ResultDomain()
	for i := range jobs {
		cv, err := netting.CheckVoucher(d, jobs[i].Voucher, jobs[i].VoucherSig)
		if err != nil {
			return err
		}
		cs, err := netting.CheckSettlement(d, rd, jobs[i].Settlement)
		if err != nil {
			return err
		}
		if err := p.ledger.Open(cv, p.now); err != nil {
			return err
		}
		if _, err := p.ledger.Settle(cv.ID, cs, p.now); err != nil {
			return err
		}
	}
	return nil
}
