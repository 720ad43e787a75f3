package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math/big"
	"sort"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/daemon/indexer"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/internal/asaclient"
	"github.com/asa-escrow/asa/settlement"
)

func init() {
	registerJobStatus()
	registerJobWatch()
}

// jobStatusView is `asa job status --json`.
type jobStatusView struct {
	JobID        string           `json:"jobId"`
	Escrow       common.Address   `json:"escrow"`
	ChainID      uint64           `json:"chainId"`
	Status       string           `json:"status"`
	ASAState     string           `json:"asaState"`
	Client       common.Address   `json:"client"`
	Provider     common.Address   `json:"provider"`
	Evaluators   []common.Address `json:"evaluators"`
	Quorum       uint8            `json:"quorum"`
	Budget       string           `json:"budget"`
	BudgetText   string           `json:"budgetFormatted"`
	TermsID      uint32           `json:"termsId"`
	TermsHash    string           `json:"termsHash,omitempty"`
	Policy       string           `json:"policy,omitempty"`
	ExpiredAt    uint64           `json:"expiredAt"`
	Deadline     uint64           `json:"deadline,omitempty"`
	SubmittedAt  uint64           `json:"submittedAt,omitempty"`
	Deliverable  string           `json:"deliverable,omitempty"`
	Score        *uint16          `json:"score,omitempty"`
	ResultCount  uint8            `json:"resultCount"`
	BackupActive bool             `json:"backupActive"`
	Terminal     bool             `json:"terminal"`
}

func statusView(s *session, j *asaclient.Job) jobStatusView {
	v := j.View
	out := jobStatusView{
		JobID: j.ID.String(), Escrow: s.esc.Address(), ChainID: s.chainID.Uint64(), Status: j.Status.String(),
		Client: v.Client, Provider: v.Provider, Evaluators: j.Evaluators, Quorum: v.Quorum, Budget: v.Budget.String(),
		BudgetText: s.amount(v.Budget), TermsID: v.TermsId, ExpiredAt: v.ExpiredAt.Uint64(), Deadline: v.Deadline.Uint64(),
		SubmittedAt: v.SubmittedAt.Uint64(), ResultCount: v.ResultCount, BackupActive: v.BackupActive, Terminal: j.Status.Terminal(),
	}
	if st, err := settlement.AgreementStateOf(j.Status); err == nil {
		out.ASAState = st.String()
	}
	if j.Terms != nil {
		out.TermsHash, out.Policy = j.TermsHash.Hex(), j.Terms.Policy.String()
	}
	if v.Deliverable != ([32]byte{}) {
		out.Deliverable = "sha256:" + common.Bytes2Hex(v.Deliverable[:])
	}
	if j.Status == settlement.JobVerified || j.Status.Terminal() && v.Score != 0 || j.Status == settlement.JobDisputed {
		sc := v.Score
		out.Score = &sc
	}
	return out
}

func registerJobStatus() {
	var ef escrowFlags
	var jf jobFlag
	var daemonURL string
	register(&command{
		name:    "job status",
		summary: "show a job: on-chain state, ASA state, parties, budget, terms, deadline (and with --daemon its event timeline)",
		usage:   "--job ID [--daemon URL] [--escrow ADDR | --deployment FILE] [--json]",
		flags: func(fs *flag.FlagSet) {
			ef.register(fs)
			jf.register(fs)
			fs.StringVar(&daemonURL, "daemon", "", "also show the daemon's timeline and results for the job")
		},
		run: func(ctx context.Context, e *env) error {
			id, err := jf.id()
			if err != nil {
				return err
			}
			s, err := e.openEscrow(ctx, &ef)
			if err != nil {
				return err
			}
			defer s.Close()
			j, err := s.esc.Job(ctx, id)
			if err != nil {
				return err
			}
			view := statusView(s, j)
			var dj any
			var timeline []string
			if daemonURL != "" {
				d := &asaclient.Daemon{BaseURL: daemonURL}
				resp, err := d.Job(ctx, id)
				if err != nil {
					return fmt.Errorf("job %s from the daemon: %w", id, err)
				}
				dj = resp
				for _, ev := range resp.Events {
					timeline = append(timeline, eventLine(ev.Name, ev.Block, ev.Time, ev.TxHash, ev.Args))
				}
			}
			if e.jsonOut {
				if dj != nil {
					return e.printJSON(map[string]any{"chain": view, "daemon": dj})
				}
				return e.printJSON(view)
			}
			now, _ := s.headTime(ctx)
			w := e.stdout
			row := func(k, v string) { fmt.Fprintf(w, "  %-13s %s\n", k, v) }
			fmt.Fprintf(w, "job %s on escrow %s (chain %s)\n", id, s.esc.Address(), s.chainID)
			row("status", fmt.Sprintf("%s (ASA %s)", view.Status, view.ASAState))
			row("client", view.Client.Hex())
			row("provider", view.Provider.Hex())
			row("evaluators", fmt.Sprintf("%s (quorum %d, %d result(s) counted)", joinAddrs(view.Evaluators), view.Quorum, view.ResultCount))
			row("budget", fmt.Sprintf("%s (%s base units)", view.BudgetText, view.Budget))
			if j.Terms != nil {
				t := j.Terms
				row("terms", fmt.Sprintf("%s, %s", view.TermsHash, describeTerms(*t)))
				if t.BackupEvaluator != (common.Address{}) {
					row("backup", fmt.Sprintf("%s (active: %v)", t.BackupEvaluator.Hex(), view.BackupActive))
				}
				if t.Resolver != (common.Address{}) {
					row("resolver", t.Resolver.Hex())
				}
			}
			if view.Deliverable != "" {
				row("deliverable", fmt.Sprintf("%s (submitted %s)", view.Deliverable, unixText(view.SubmittedAt)))
			}
			if view.Score != nil {
				row("score", settlement.FormatAmount(big.NewInt(int64(*view.Score)), 2))
			}
			if view.Deadline != 0 {
				left := int64(view.Deadline) - now.Unix()
				when := fmt.Sprintf("in %s", time.Duration(left)*time.Second)
				if left <= 0 {
					when = "passed: the daemon (or anyone) can finalize"
				}
				row("deadline", fmt.Sprintf("%s (%s)", unixText(view.Deadline), when))
			}
			row("expires", unixText(view.ExpiredAt))
			if len(timeline) > 0 {
				fmt.Fprintln(w, "  timeline (from the daemon):")
				for _, l := range timeline {
					fmt.Fprintf(w, "    %s\n", l)
				}
			}
			return nil
		},
	})
}

func describeTerms(t settlement.Terms) string {
	parts := []string{t.Policy.String()}
	if tiers, err := t.TierList(); err == nil && len(tiers) > 0 {
		var ts []string
		for _, tr := range tiers {
			ts = append(ts, fmt.Sprintf(">=%s:%s%%", settlement.FormatAmount(big.NewInt(int64(tr.MinScore)), 2), settlement.FormatAmount(big.NewInt(int64(tr.ReleaseBps)), 2)))
		}
		parts = append(parts, strings.Join(ts, " "))
	}
	parts = append(parts, fmt.Sprintf("challenge %ds", t.ChallengeWindow), fmt.Sprintf("on silence %s", t.SilenceAction))
	if t.EvaluatorFeeBps > 0 {
		parts = append(parts, fmt.Sprintf("evaluator fee %s%%", settlement.FormatAmount(big.NewInt(int64(t.EvaluatorFeeBps)), 2)))
	}
	return strings.Join(parts, ", ")
}

func unixText(t uint64) string {
	if t == 0 {
		return "-"
	}
	return time.Unix(int64(t), 0).UTC().Format("2006-01-02 15:04:05Z")
}

// eventLine is one timeline line: block, time, event name, its interesting arguments, tx hash.
func eventLine(name string, block, t uint64, tx string, args json.RawMessage) string {
	return fmt.Sprintf("block %-5d %s  %-24s %-40s tx %s", block, time.Unix(int64(t), 0).UTC().Format("15:04:05"), name, asaclient.EventSummary(name, args), tx)
}

func registerJobWatch() {
	var ef escrowFlags
	var jf jobFlag
	var interval time.Duration
	var fromBlock uint64
	register(&command{
		name:    "job watch",
		summary: "follow a job live: one line per on-chain event and state change (block, tx); exits when the job is settled or on Ctrl-C",
		usage:   "--job ID [--interval 1s] [--from-block N] [--escrow ADDR | --deployment FILE]",
		flags: func(fs *flag.FlagSet) {
			ef.register(fs)
			jf.register(fs)
			fs.DurationVar(&interval, "interval", time.Second, "poll interval")
			fs.Uint64Var(&fromBlock, "from-block", 0, "first block to read events from (default: the deployment block, else the last 50,000 blocks)")
		},
		run: func(ctx context.Context, e *env) error {
			id, err := jf.id()
			if err != nil {
				return err
			}
			if interval <= 0 {
				return usagef("--interval must be positive")
			}
			s, err := e.openEscrow(ctx, &ef)
			if err != nil {
				return err
			}
			defer s.Close()
			j, err := s.esc.Job(ctx, id)
			if err != nil {
				return err
			}
			next := fromBlock
			if next == 0 {
				next = s.deployBlock
			}
			if next == 0 {
				head, err := s.client.BlockNumber(ctx)
				if err != nil {
					return fmt.Errorf("read head: %w", err)
				}
				if head > 50_000 {
					next = head - 50_000
				}
			}
			last := j.Status
			state := func(st settlement.JobStatus) string {
				a, _ := settlement.AgreementStateOf(st)
				return fmt.Sprintf("%s (ASA %s)", st, a)
			}
			e.watchLine(map[string]any{"jobId": id.String(), "status": j.Status.String()}, fmt.Sprintf("job %s is %s; watching (Ctrl-C to stop)", id, state(j.Status)))
			// watchStep prints what happened since the last step; done once the job is settled.
			watchStep := func() (done bool, err error) {
				head, err := s.client.BlockNumber(ctx)
				if err != nil {
					return false, fmt.Errorf("read head: %w", err)
				}
				if head >= next {
					evs, err := jobEvents(ctx, s, id, next, head)
					if err != nil {
						return false, err
					}
					for _, ev := range evs {
						args, err := indexer.Args(ev)
						if err != nil {
							return false, err
						}
						e.watchLine(map[string]any{"block": ev.BlockNumber, "time": ev.BlockTime, "event": ev.Name, "txHash": ev.TxHash.Hex(), "args": args},
							eventLine(ev.Name, ev.BlockNumber, ev.BlockTime, ev.TxHash.Hex(), args))
					}
					next = head + 1
					j, err = s.esc.Job(ctx, id)
					if err != nil {
						return false, err
					}
					if j.Status != last {
						e.watchLine(map[string]any{"block": head, "status": j.Status.String(), "from": last.String()},
							fmt.Sprintf("block %-5d state %s -> %s", head, state(last), state(j.Status)))
						last = j.Status
					}
					if j.Status.Terminal() {
						return true, nil
					}
				}
				return false, nil
			}
			ticker := time.NewTicker(interval)
			defer ticker.Stop()
			for {
				done, err := watchStep()
				if ctx.Err() != nil {
					return nil // Ctrl-C: a call cut short by it is not an error
				}
				if err != nil || done {
					return err
				}
				select {
				case <-ctx.Done():
					return nil
				case <-ticker.C:
				}
			}
		},
	})
}

func (e *env) watchLine(v map[string]any, text string) {
	if e.jsonOut {
		_ = json.NewEncoder(e.stdout).Encode(v)
		return
	}
	fmt.Fprintln(e.stdout, text)
}

// jobEvents reads the escrow's events of one job in [from, to], decoded as the daemon decodes them.
func jobEvents(ctx context.Context, s *session, id *big.Int, from, to uint64) ([]store.JobEvent, error) {
	topic := common.BigToHash(id)
	logs, err := s.client.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to),
		Addresses: []common.Address{s.esc.Address()}, Topics: [][]common.Hash{nil, {topic}},
	})
	if err != nil {
		return nil, fmt.Errorf("read events of job %s in blocks %d..%d: %w", id, from, to, err)
	}
	times := map[uint64]uint64{}
	var out []store.JobEvent
	for _, l := range logs {
		t, ok := times[l.BlockNumber]
		if !ok {
			h, err := s.client.HeaderByNumber(ctx, new(big.Int).SetUint64(l.BlockNumber))
			if err != nil {
				return nil, fmt.Errorf("read block %d: %w", l.BlockNumber, err)
			}
			t, times[l.BlockNumber] = h.Time, h.Time
		}
		d, err := indexer.Decode(l, t, s.esc.Address())
		if err != nil || d.Event == nil || d.Event.JobID != id.Uint64() {
			continue
		}
		out = append(out, *d.Event)
	}
	sort.SliceStable(out, func(i, k int) bool {
		if out[i].BlockNumber != out[k].BlockNumber {
			return out[i].BlockNumber < out[k].BlockNumber
		}
		return out[i].LogIndex < out[k].LogIndex
	})
	return out, nil
}
