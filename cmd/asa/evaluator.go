package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
	"github.com/asa-escrow/asa/wallet"
)

// poolFlags say which evaluator pool and service type an evaluator command works on: --pool, else the
// deployment's pool (--deployment FILE or $ASA_DEPLOYMENT).
type poolFlags struct {
	escrowFlags
	pool        string
	serviceType string
}

func (f *poolFlags) register(fs *flag.FlagSet) {
	f.escrowFlags.register(fs)
	fs.StringVar(&f.pool, "pool", "", "evaluator pool address (else the deployment's evaluatorPool)")
	fs.StringVar(&f.serviceType, "service-type", "", "the service type (the agreements' service.type, e.g. research)")
}

func (f *poolFlags) needServiceType() error {
	if f.serviceType == "" {
		return usagef("--service-type T is required (the agreements' service.type, e.g. research)")
	}
	return nil
}

// openPool opens the escrow and its evaluator pool.
func (e *env) openPool(ctx context.Context, f *poolFlags) (*session, *asaclient.Pool, error) {
	if f.pool != "" && !common.IsHexAddress(f.pool) {
		return nil, nil, usagef("--pool %q is not an address", f.pool)
	}
	s, err := e.openEscrow(ctx, &f.escrowFlags)
	if err != nil {
		return nil, nil, err
	}
	addr := s.pool
	if f.pool != "" {
		addr = common.HexToAddress(f.pool)
	}
	if addr == (common.Address{}) {
		s.Close()
		return nil, nil, usagef("no evaluator pool: pass --pool ADDR or --deployment FILE of a deployment with an evaluatorPool ('asa deploy' deploys one)")
	}
	p, err := s.esc.OpenPool(ctx, addr)
	if err != nil {
		s.Close()
		return nil, nil, err
	}
	return s, p, nil
}

func init() {
	registerEvaluatorRegister()
	registerEvaluatorStake()
	registerEvaluatorStatus()
	registerEvaluatorLeave()
	registerEvaluatorWithdraw()
	registerEvaluatorList()
}

func registerEvaluatorRegister() {
	var pf poolFlags
	var stake string
	register(&command{
		name: "evaluator register",
		summary: "register the signing key as an evaluator of a service type in the evaluator pool, staking --stake tokens " +
			"(approves the pool first); it starts in probation and qualifies through evaluations and canaries",
		usage: "--service-type T --stake AMOUNT [--pool ADDR] [--escrow ADDR | --deployment FILE]",
		flags: func(fs *flag.FlagSet) {
			pf.register(fs)
			fs.StringVar(&stake, "stake", "", "the stake in token units (e.g. 10 or 12.5), at least the pool's minimum")
		},
		run: func(ctx context.Context, e *env) error {
			return stakeCommand(ctx, e, &pf, stake, "--stake", func(p *asaclient.Pool, k signer.Signer, units *big.Int) (*asaclient.Staked, error) {
				return p.Register(ctx, k, pf.serviceType, units)
			})
		},
	})
}

func registerEvaluatorStake() {
	var pf poolFlags
	var amount string
	register(&command{
		name:    "evaluator stake",
		summary: "add --amount tokens to the signing key's stake for a service type (after a slash, say); approves the pool first",
		usage:   "--service-type T --amount AMOUNT [--pool ADDR] [--escrow ADDR | --deployment FILE]",
		flags: func(fs *flag.FlagSet) {
			pf.register(fs)
			fs.StringVar(&amount, "amount", "", "the stake to add in token units (e.g. 1.5)")
		},
		run: func(ctx context.Context, e *env) error {
			return stakeCommand(ctx, e, &pf, amount, "--amount", func(p *asaclient.Pool, k signer.Signer, units *big.Int) (*asaclient.Staked, error) {
				return p.AddStake(ctx, k, pf.serviceType, units)
			})
		},
	})
}

// signedPool is what a transacting evaluator command needs: its service type, the signing key and the pool.
func (e *env) signedPool(ctx context.Context, pf *poolFlags) (signer.Signer, *session, *asaclient.Pool, error) {
	if err := pf.needServiceType(); err != nil {
		return nil, nil, nil, err
	}
	k, err := e.key(ctx)
	if err != nil {
		return nil, nil, nil, err
	}
	s, p, err := e.openPool(ctx, pf)
	if err != nil {
		return nil, nil, nil, err
	}
	return k, s, p, nil
}

// stakeCommand is register and stake: parse the amount, send, print what moved.
func stakeCommand(ctx context.Context, e *env, pf *poolFlags, text, flagName string, send func(*asaclient.Pool, signer.Signer, *big.Int) (*asaclient.Staked, error)) error {
	if err := pf.needServiceType(); err != nil {
		return err
	}
	if text == "" {
		return usagef("%s AMOUNT is required (token units, e.g. 10)", flagName)
	}
	k, err := e.key(ctx)
	if err != nil {
		return err
	}
	s, p, err := e.openPool(ctx, pf)
	if err != nil {
		return err
	}
	defer s.Close()
	units, err := settlement.ParseAmount(text, s.decimals())
	if err != nil {
		return usagef("%s: %v", flagName, err)
	}
	out, err := send(p, k, units)
	if err != nil {
		return err
	}
	if e.jsonOut {
		res := map[string]any{"evaluator": k.Address().Hex(), "serviceType": pf.serviceType, "serviceTypeHash": settlement.ServiceTypeHash(pf.serviceType).Hex(),
			"pool": p.Address().Hex(), "amount": out.Amount.String(), "stake": out.Stake.String(), "tx": out.Receipt.TxHash.Hex(), "block": out.Receipt.BlockNumber.Uint64()}
		if out.Approve != nil {
			res["approveTx"] = out.Approve.TxHash.Hex()
		}
		return e.printJSON(res)
	}
	w := e.stdout
	fmt.Fprintf(w, "%s staked %s for %q in pool %s: stake now %s\n", k.Address().Hex(), s.amount(out.Amount), pf.serviceType, p.Address().Hex(), s.amount(out.Stake))
	if out.Approve != nil {
		fmt.Fprintf(w, "  %s\n", txLine("approve", out.Approve.TxHash, out.Approve.BlockNumber))
	}
	fmt.Fprintf(w, "  %s\n", txLine("stake", out.Receipt.TxHash, out.Receipt.BlockNumber))
	fmt.Fprintf(w, "see 'asa evaluator status --service-type %s' for what it still needs to qualify\n", pf.serviceType)
	return nil
}

// evaluatorStatus is `asa evaluator status --json`.
type evaluatorStatus struct {
	Evaluator        string   `json:"evaluator"`
	ServiceType      string   `json:"serviceType"`
	ServiceTypeHash  string   `json:"serviceTypeHash"`
	Pool             string   `json:"pool"`
	Status           string   `json:"status"`
	Stake            string   `json:"stake"`
	StakeFormatted   string   `json:"stakeFormatted"`
	Evaluations      uint32   `json:"evaluations"`
	CanaryWindow     int      `json:"canaryWindow"`       // canaries counted in the window
	CanaryWindowPass int      `json:"canaryWindowPasses"` // of which passed
	CanaryPassBps    *uint16  `json:"canaryPassRateBps"`  // null with no canary in the window
	CanaryPasses     uint32   `json:"canaryPasses"`
	CanaryMisses     uint32   `json:"canaryMisses"`
	DeviationMeanBps *uint64  `json:"deviationMeanBps"` // null with no sample
	DeviationSamples uint32   `json:"deviationSamples"`
	Silences         uint32   `json:"silences"`
	OpenJobs         uint32   `json:"openJobs"`
	LeaveAt          uint64   `json:"leaveAt,omitempty"`
	Withdrawable     bool     `json:"withdrawable"`
	Qualified        bool     `json:"qualified"`
	Shortfalls       []string `json:"shortfalls"` // why it does not qualify (empty when it does)
}

func statusOf(e *asaclient.PoolEntry, cfg escrow.PoolConfig, serviceType string, pool common.Address, now time.Time, amount func(*big.Int) string) evaluatorStatus {
	st := evaluatorStatus{Evaluator: e.Evaluator.Hex(), ServiceType: serviceType, ServiceTypeHash: e.ServiceType.Hex(), Pool: pool.Hex(),
		Status: e.Status.String(), Stake: e.Stake.String(), StakeFormatted: amount(e.Stake), Evaluations: e.Evaluations,
		CanaryWindow: int(e.CanaryCount), CanaryWindowPass: e.WindowPasses(), CanaryPasses: e.CanaryPasses, CanaryMisses: e.CanaryMisses,
		DeviationSamples: e.DeviationSamples, Silences: e.Silences, OpenJobs: e.OpenJobs, LeaveAt: e.LeaveAt, Qualified: e.Drawable(), Shortfalls: []string{}}
	if bps, ok := e.WindowPassBps(); ok {
		st.CanaryPassBps = &bps
	}
	if m, ok := e.MeanDeviationBps(); ok {
		st.DeviationMeanBps = &m
	}
	switch e.Status {
	case asaclient.PoolNone:
		st.Shortfalls = append(st.Shortfalls, "not registered for this service type: asa evaluator register --service-type "+serviceType+" --stake AMOUNT")
	case asaclient.PoolLeaving, asaclient.PoolRemoved:
		what := "left the pool"
		if e.Status == asaclient.PoolRemoved {
			what = "removed from the pool by a missed canary (may not register again under this address)"
		}
		st.Shortfalls = append(st.Shortfalls, what)
		st.Withdrawable = e.Stake.Sign() > 0 && e.OpenJobs == 0 && uint64(now.Unix()) >= e.LeaveAt
	default:
		st.Shortfalls = append(st.Shortfalls, e.Shortfalls(cfg)...)
	}
	return st
}

func registerEvaluatorStatus() {
	var pf poolFlags
	var who string
	register(&command{
		name: "evaluator status",
		summary: "an evaluator's pool entry for a service type: stake, status, evaluations, canary pass rate over the window, mean deviation, " +
			"silences, open jobs, when a left stake unbonds, and whether it qualifies (else which rule fails)",
		usage: "--service-type T [--evaluator ADDR] [--pool ADDR] [--escrow ADDR | --deployment FILE]   (default evaluator: the signing key's address)",
		flags: func(fs *flag.FlagSet) {
			pf.register(fs)
			fs.StringVar(&who, "evaluator", "", "the evaluator's address (default: the signing key's)")
		},
		run: func(ctx context.Context, e *env) error {
			if err := pf.needServiceType(); err != nil {
				return err
			}
			addr, err := e.addressOrKey(ctx, who, "--evaluator")
			if err != nil {
				return err
			}
			s, p, err := e.openPool(ctx, &pf)
			if err != nil {
				return err
			}
			defer s.Close()
			cfg, err := p.Config(ctx)
			if err != nil {
				return err
			}
			entry, err := p.Entry(ctx, addr, pf.serviceType)
			if err != nil {
				return err
			}
			now, err := s.headTime(ctx)
			if err != nil {
				return err
			}
			st := statusOf(entry, cfg, pf.serviceType, p.Address(), now, s.amount)
			if e.jsonOut {
				return e.printJSON(st)
			}
			w := e.stdout
			fmt.Fprintf(w, "%s for %q in pool %s: %s\n", st.Evaluator, pf.serviceType, st.Pool, st.Status)
			fmt.Fprintf(w, "  %-12s %s (minimum %s)\n", "stake", st.StakeFormatted, s.amount(cfg.MinStake))
			fmt.Fprintf(w, "  %-12s %d (%d needed)\n", "evaluations", st.Evaluations, cfg.MinEvaluations)
			rate := "-"
			if st.CanaryPassBps != nil {
				rate = bpsText(uint64(*st.CanaryPassBps)) + " %"
			}
			fmt.Fprintf(w, "  %-12s %d of the last %d passed: %s (%s %% and %d canaries needed; lifetime %d passed, %d missed)\n", "canaries",
				st.CanaryWindowPass, st.CanaryWindow, rate, bpsText(uint64(cfg.MinCanaryPassBps)), cfg.MinCanaries, st.CanaryPasses, st.CanaryMisses)
			dev := "-"
			if st.DeviationMeanBps != nil {
				dev = bpsText(*st.DeviationMeanBps) + " points"
			}
			fmt.Fprintf(w, "  %-12s %s over %d samples (at most %s)\n", "deviation", dev, st.DeviationSamples, bpsText(uint64(cfg.MaxDeviationBps)))
			fmt.Fprintf(w, "  %-12s %d\n", "silences", st.Silences)
			fmt.Fprintf(w, "  %-12s %d\n", "open jobs", st.OpenJobs)
			if st.LeaveAt != 0 {
				note := ""
				if st.Withdrawable {
					note = ": withdraw it with 'asa evaluator withdraw'"
				} else if st.OpenJobs > 0 {
					note = " and once its open jobs are recorded"
				}
				fmt.Fprintf(w, "  %-12s %s%s\n", "unbonds", whenText(st.LeaveAt, now), note)
			}
			if st.Qualified {
				fmt.Fprintf(w, "  qualifies: drawn at random for %q jobs\n", pf.serviceType)
				return nil
			}
			fmt.Fprintln(w, "  does not qualify:")
			for _, r := range st.Shortfalls {
				fmt.Fprintf(w, "    - %s\n", r)
			}
			return nil
		},
	})
}

// bpsText writes basis points as a number with two decimals (9000 -> "90.00").
func bpsText(bps uint64) string { return settlement.FormatAmount(new(big.Int).SetUint64(bps), 2) }

// addressOrKey is the address a flag names, else the signing key's.
func (e *env) addressOrKey(ctx context.Context, text, flagName string) (common.Address, error) {
	if text != "" {
		if !common.IsHexAddress(text) {
			return common.Address{}, usagef("%s %q is not a 0x address", flagName, text)
		}
		return common.HexToAddress(text), nil
	}
	k, err := e.key(ctx)
	if errors.Is(err, wallet.ErrNoKey) {
		return common.Address{}, usagef("name the evaluator (%s 0x...) or give a signer (--account NAME, --keystore FILE, --clef URL or ASA_PRIVATE_KEY)", flagName)
	}
	if err != nil {
		return common.Address{}, err
	}
	return k.Address(), nil
}

func registerEvaluatorLeave() {
	var pf poolFlags
	register(&command{
		name: "evaluator leave",
		summary: "leave the evaluator pool of a service type (the signing key's entry): no new draws at once; the stake unbonds for the pool's delay " +
			"and while jobs it was appointed to are open, then 'asa evaluator withdraw' pays it back",
		usage: "--service-type T [--pool ADDR] [--escrow ADDR | --deployment FILE]",
		flags: func(fs *flag.FlagSet) { pf.register(fs) },
		run: func(ctx context.Context, e *env) error {
			k, s, p, err := e.signedPool(ctx, &pf)
			if err != nil {
				return err
			}
			defer s.Close()
			leaveAt, rcpt, err := p.Resign(ctx, k, pf.serviceType)
			if err != nil {
				return err
			}
			if e.jsonOut {
				return e.printJSON(map[string]any{"evaluator": k.Address().Hex(), "serviceType": pf.serviceType, "pool": p.Address().Hex(),
					"status": asaclient.PoolLeaving.String(), "leaveAt": leaveAt.Unix(), "tx": rcpt.TxHash.Hex(), "block": rcpt.BlockNumber.Uint64()})
			}
			now, err := s.headTime(ctx)
			if err != nil {
				return err
			}
			fmt.Fprintf(e.stdout, "%s left the %q pool: the stake unbonds at %s (and once its open jobs are recorded)\n", k.Address().Hex(), pf.serviceType, whenText(uint64(leaveAt.Unix()), now))
			fmt.Fprintf(e.stdout, "  %s\n", txLine("resign", rcpt.TxHash, rcpt.BlockNumber))
			return nil
		},
	})
}

func registerEvaluatorWithdraw() {
	var pf poolFlags
	register(&command{
		name:    "evaluator withdraw",
		summary: "pay a left (or removed) pool entry of the signing key its stake back, once unbonded",
		usage:   "--service-type T [--pool ADDR] [--escrow ADDR | --deployment FILE]",
		flags:   func(fs *flag.FlagSet) { pf.register(fs) },
		run: func(ctx context.Context, e *env) error {
			k, s, p, err := e.signedPool(ctx, &pf)
			if err != nil {
				return err
			}
			defer s.Close()
			amount, rcpt, err := p.Withdraw(ctx, k, pf.serviceType)
			if err != nil {
				return err
			}
			if e.jsonOut {
				return e.printJSON(map[string]any{"evaluator": k.Address().Hex(), "serviceType": pf.serviceType, "pool": p.Address().Hex(),
					"amount": amount.String(), "amountFormatted": s.amount(amount), "tx": rcpt.TxHash.Hex(), "block": rcpt.BlockNumber.Uint64()})
			}
			fmt.Fprintf(e.stdout, "%s withdrew its %q stake: %s\n", k.Address().Hex(), pf.serviceType, s.amount(amount))
			fmt.Fprintf(e.stdout, "  %s\n", txLine("withdraw", rcpt.TxHash, rcpt.BlockNumber))
			return nil
		},
	})
}

func registerEvaluatorList() {
	var pf poolFlags
	register(&command{
		name:    "evaluator list",
		summary: "the qualified evaluators of a service type (the ones a random draw picks from), with their stakes",
		usage:   "--service-type T [--pool ADDR] [--escrow ADDR | --deployment FILE]",
		flags:   func(fs *flag.FlagSet) { pf.register(fs) },
		run: func(ctx context.Context, e *env) error {
			if err := pf.needServiceType(); err != nil {
				return err
			}
			s, p, err := e.openPool(ctx, &pf)
			if err != nil {
				return err
			}
			defer s.Close()
			list, err := p.Qualified(ctx, pf.serviceType)
			if err != nil {
				return err
			}
			type row struct {
				Evaluator   string `json:"evaluator"`
				Stake       string `json:"stake"`
				Evaluations uint32 `json:"evaluations"`
			}
			rows := make([]row, 0, len(list))
			for _, a := range list {
				en, err := p.Entry(ctx, a, pf.serviceType)
				if err != nil {
					return err
				}
				rows = append(rows, row{Evaluator: a.Hex(), Stake: en.Stake.String(), Evaluations: en.Evaluations})
			}
			if e.jsonOut {
				return e.printJSON(map[string]any{"serviceType": pf.serviceType, "serviceTypeHash": settlement.ServiceTypeHash(pf.serviceType).Hex(),
					"pool": p.Address().Hex(), "qualified": rows})
			}
			fmt.Fprintf(e.stdout, "%d qualified evaluator(s) for %q in pool %s\n", len(rows), pf.serviceType, p.Address().Hex())
			for _, r := range rows {
				v, _ := new(big.Int).SetString(r.Stake, 10)
				fmt.Fprintf(e.stdout, "  %s  stake %s, %d evaluations\n", r.Evaluator, s.amount(v), r.Evaluations)
			}
			return nil
		},
	})
}
