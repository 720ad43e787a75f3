package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/settlement"
)

func init() {
	registerJobStatus()
	registerJobWatch()
}

// jobStatusView is `asa job status --json`. Amounts are decimal strings of base units.
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
	TermsID      uint64           `json:"termsId"`
	TermsHash    string           `json:"termsHash,omitempty"`
	Policy       string           `json:"policy,omitempty"`
	ExpiredAt    uint64           `json:"expiredAt"`
	ExpiredAtISO string           `json:"expiredAtIso,omitempty"`
	Deadline     uint64           `json:"deadline,omitempty"`
	DeadlineISO  string           `json:"deadlineIso,omitempty"`
	DeadlineFor  string           `json:"deadlineFor,omitempty"` // what the deadline ends
	SubmittedAt  uint64           `json:"submittedAt,omitempty"`
	Deliverable  string           `json:"deliverable,omitempty"`
	Score        *uint16          `json:"score,omitempty"`
	ResultCount  uint8            `json:"resultCount"` // results counted toward the current submission
	BackupActive bool             `json:"backupActive"`
	Terminal     bool             `json:"terminal"`
	Results      []resultLine     `json:"results"`           // every counted result, from ResultAccepted events
	Payouts      *payoutView      `json:"payouts,omitempty"` // from JobSettled and the transfers after it
	Parties      []partyBalance   `json:"parties"`           // balances and escrow credits now
	EventsNote   string           `json:"eventsNote,omitempty"`
}

type resultLine struct {
	Evaluator common.Address `json:"evaluator"`
	Score     string         `json:"score"` // basis points
	Block     uint64         `json:"block"`
	TxHash    string         `json:"txHash"`
}

type payoutView struct {
	ReleaseBps string            `json:"releaseBps"`
	Provider   string            `json:"provider"`
	Client     string            `json:"client"`
	Fee        string            `json:"fee"`
	Fees       map[string]string `json:"evaluatorFees,omitempty"` // evaluator -> amount
	Block      uint64            `json:"block"`
	TxHash     string            `json:"txHash"`
}

type partyBalance struct {
	Role    string         `json:"role"`
	Address common.Address `json:"address"`
	Balance string         `json:"balance"`
	Credits string         `json:"credits"`
}

// deadlineFor says what a job's current deadline ends, by state.
func deadlineFor(j *asaclient.Job) string {
	switch j.Status {
	case settlement.JobOpen:
		return "funding window (unfunded, the job expires)"
	case settlement.JobSubmitted:
		if j.View.BackupActive {
			return "the backup evaluator's window (then the fallback action)"
		}
		return "evaluation window (then the dead-man action)"
	case settlement.JobVerified:
		return "challenge window (then the daemon, or anyone, finalizes)"
	case settlement.JobDisputed:
		return "resolver's window (then the dispute default)"
	}
	return ""
}

func statusView(ctx context.Context, s *session, j *asaclient.Job, now time.Time) jobStatusView {
	v := j.View
	out := jobStatusView{
		JobID: j.ID.String(), Escrow: s.esc.Address(), ChainID: s.chainID.Uint64(), Status: j.Status.String(),
		Client: v.Client, Provider: v.Provider, Evaluators: j.Evaluators, Quorum: v.Quorum, Budget: v.Budget.String(),
		BudgetText: s.amount(v.Budget), TermsID: v.TermsId, ExpiredAt: v.ExpiredAt.Uint64(), Deadline: v.Deadline.Uint64(),
		SubmittedAt: v.SubmittedAt.Uint64(), ResultCount: v.ResultCount, BackupActive: v.BackupActive, Terminal: j.Status.Terminal(),
		Results: []resultLine{}, Parties: []partyBalance{},
	}
	if out.ExpiredAt != 0 {
		out.ExpiredAtISO = time.Unix(int64(out.ExpiredAt), 0).UTC().Format(time.RFC3339)
	}
	if out.Deadline != 0 && !j.Status.Terminal() {
		out.DeadlineISO, out.DeadlineFor = time.Unix(int64(out.Deadline), 0).UTC().Format(time.RFC3339), deadlineFor(j)
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
	if err := addHistory(ctx, s, j, &out); err != nil {
		out.EventsNote = fmt.Sprintf("results and payouts not shown: %v (pass --deployment, or --from-block)", err)
	}
	roles := []struct {
		role string
		addr common.Address
	}{{"client", v.Client}, {"provider", v.Provider}}
	for i, a := range j.Evaluators {
		roles = append(roles, struct {
			role string
			addr common.Address
		}{fmt.Sprintf("evaluator %d", i+1), a})
	}
	for _, r := range roles {
		if r.addr == (common.Address{}) {
			continue
		}
		bal, err1 := s.esc.BalanceOf(ctx, r.addr)
		cred, err2 := s.esc.Credits(ctx, r.addr)
		if err1 != nil || err2 != nil {
			continue
		}
		out.Parties = append(out.Parties, partyBalance{Role: r.role, Address: r.addr, Balance: bal.String(), Credits: cred.String()})
	}
	return out
}

// addHistory fills in the counted results and the payouts from the job's events.
func addHistory(ctx context.Context, s *session, j *asaclient.Job, out *jobStatusView) error {
	head, err := s.client.BlockNumber(ctx)
	if err != nil {
		return fmt.Errorf("read head: %w", err)
	}
	evs, err := s.esc.Events(ctx, j.ID, s.fromBlock, head)
	if err != nil {
		return err
	}
	for _, ev := range evs {
		switch ev.Name {
		case "ResultAccepted":
			out.Results = append(out.Results, resultLine{Evaluator: common.HexToAddress(ev.Args["evaluator"]), Score: ev.Args["score"], Block: ev.Block, TxHash: ev.TxHash.Hex()})
		case "JobSubmitted":
			out.Results = out.Results[:0] // a new submission: earlier results no longer count
		case "JobSettled":
			out.Payouts = &payoutView{ReleaseBps: ev.Args["releaseBps"], Provider: ev.Args["providerAmount"], Client: ev.Args["clientAmount"],
				Fee: ev.Args["fee"], Block: ev.Block, TxHash: ev.TxHash.Hex()}
		case "EvaluatorFeePaid":
			if out.Payouts != nil {
				if out.Payouts.Fees == nil {
					out.Payouts.Fees = map[string]string{}
				}
				out.Payouts.Fees[common.HexToAddress(ev.Args["evaluator"]).Hex()] = ev.Args["amount"]
			}
		case "JobCompleted", "JobRejected", "Refunded", "PaymentReleased":
			if out.Payouts == nil && (ev.Name == "PaymentReleased" || ev.Name == "Refunded") { // plain ERC-8183 settlement
				out.Payouts = &payoutView{Provider: "0", Client: "0", Fee: "0", Block: ev.Block, TxHash: ev.TxHash.Hex()}
			}
			if out.Payouts != nil && out.Payouts.ReleaseBps == "" {
				switch ev.Name {
				case "PaymentReleased":
					out.Payouts.Provider = ev.Args["amount"]
				case "Refunded":
					out.Payouts.Client = ev.Args["amount"]
				}
			}
		}
	}
	return nil
}

func registerJobStatus() {
	var ef escrowFlags
	var jf jobFlag
	var daemonURL string
	var fromBlock uint64
	register(&command{
		name:    "job status",
		summary: "show a job: state, parties, budget, terms, deadlines, counted results, payouts, and the parties' balances and credits (with --daemon also its timeline)",
		usage:   "--job ID [--daemon URL] [--from-block N] [--escrow ADDR | --deployment FILE] [--json]",
		flags: func(fs *flag.FlagSet) {
			ef.register(fs)
			jf.register(fs)
			fs.StringVar(&daemonURL, "daemon", "", "also show the daemon's timeline and results for the job (default $ASA_DAEMON)")
			fs.Uint64Var(&fromBlock, "from-block", 0, "first block to read the job's events from (default: the deployment block)")
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
			if fromBlock != 0 {
				s.fromBlock = fromBlock
			}
			j, err := s.esc.Job(ctx, id)
			if err != nil {
				return err
			}
			now, err := s.headTime(ctx)
			if err != nil {
				return err
			}
			view := statusView(ctx, s, j, now)
			var dj any
			var timeline []string
			var daemonResults []string
			if daemonURL := e.daemonURL(daemonURL); daemonURL != "" {
				d := &asaclient.Daemon{BaseURL: daemonURL}
				resp, err := d.Job(ctx, id)
				if err != nil {
					return fmt.Errorf("job %s from the daemon: %w", id, err)
				}
				dj = resp
				for _, ev := range resp.Events {
					timeline = append(timeline, eventLine(ev.Name, ev.Block, ev.Time, ev.TxHash, asaclient.ArgsText(ev.Args)))
				}
				for _, r := range resp.Results {
					line := fmt.Sprintf("%s by %s score %s: %s", r.ID, r.Evaluator.Hex(), settlement.FormatAmount(big.NewInt(int64(r.Score)), 2), r.Status)
					if r.RelayTx != "" {
						line += ", relay tx " + r.RelayTx
					}
					if r.Reason != "" {
						line += " (" + r.Reason + ")"
					}
					daemonResults = append(daemonResults, line)
				}
			}
			if e.jsonOut {
				if dj != nil {
					return e.printJSON(map[string]any{"chain": view, "daemon": dj})
				}
				return e.printJSON(view)
			}
			w := e.stdout
			row := func(k, v string) { fmt.Fprintf(w, "  %-13s %s\n", k, v) }
			fmt.Fprintf(w, "job %s on escrow %s (chain %s)\n", id, s.esc.Address(), s.chainID)
			row("status", fmt.Sprintf("%s (ASA %s)", view.Status, view.ASAState))
			row("client", view.Client.Hex())
			row("provider", view.Provider.Hex())
			row("evaluators", fmt.Sprintf("%s (quorum %d)", joinAddrs(view.Evaluators), view.Quorum))
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
			row("deliver by", whenText(view.ExpiredAt, now))
			if view.Deliverable != "" {
				row("deliverable", fmt.Sprintf("%s, submitted %s", view.Deliverable, whenText(view.SubmittedAt, now)))
			}
			if view.Score != nil {
				row("score", settlement.FormatAmount(big.NewInt(int64(*view.Score)), 2))
			}
			if view.DeadlineFor != "" {
				when := whenText(view.Deadline, now)
				if view.Deadline <= uint64(now.Unix()) {
					when += ": passed; the daemon (or anyone) acts now"
				}
				row("deadline", fmt.Sprintf("%s, ends the %s", when, view.DeadlineFor))
			}
			for i, r := range view.Results {
				k := ""
				if i == 0 {
					k = "results"
				}
				sc, _ := new(big.Int).SetString(r.Score, 10)
				row(k, fmt.Sprintf("%s scored %s (block %d, tx %s)", r.Evaluator.Hex(), settlement.FormatAmount(sc, 2), r.Block, r.TxHash))
			}
			if len(view.Results) == 0 && view.EventsNote == "" && j.Terms != nil {
				row("results", "none counted yet")
			}
			if p := view.Payouts; p != nil {
				line := fmt.Sprintf("provider %s, client %s, evaluator fee %s", s.units(p.Provider), s.units(p.Client), s.units(p.Fee))
				if p.ReleaseBps != "" {
					bps, _ := new(big.Int).SetString(p.ReleaseBps, 10)
					line += fmt.Sprintf(" (release %s%%)", settlement.FormatAmount(bps, 2))
				}
				row("payouts", fmt.Sprintf("%s; tx %s (block %d)", line, p.TxHash, p.Block))
			}
			if view.EventsNote != "" {
				row("note", view.EventsNote)
			}
			for i, p := range view.Parties {
				k := ""
				if i == 0 {
					k = "balances"
				}
				bal, _ := new(big.Int).SetString(p.Balance, 10)
				cred, _ := new(big.Int).SetString(p.Credits, 10)
				line := fmt.Sprintf("%-12s %s  %s", p.Role, p.Address.Hex(), s.amount(bal))
				if cred.Sign() > 0 {
					line += fmt.Sprintf(" + %s credited by the escrow ('asa withdraw')", s.amount(cred))
				}
				row(k, line)
			}
			if len(daemonResults) > 0 {
				fmt.Fprintln(w, "  results at the daemon:")
				for _, l := range daemonResults {
					fmt.Fprintf(w, "    %s\n", l)
				}
			}
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
	parts = append(parts, fmt.Sprintf("challenge window %s", durationText(time.Duration(t.ChallengeWindow)*time.Second)), fmt.Sprintf("on silence %s", t.SilenceAction))
	if t.EvaluatorFeeBps > 0 {
		parts = append(parts, fmt.Sprintf("evaluator fee %s%%", settlement.FormatAmount(big.NewInt(int64(t.EvaluatorFeeBps)), 2)))
	}
	return strings.Join(parts, ", ")
}

// eventLine is one timeline line: block, time, event name, its interesting arguments, tx hash.
func eventLine(name string, block, t uint64, tx string, args map[string]string) string {
	return fmt.Sprintf("block %-5d %s  %-24s %-40s tx %s", block, time.Unix(int64(t), 0).UTC().Format("15:04:05"), name, asaclient.EventSummary(name, args), tx)
}

func registerJobWatch() {
	var ef escrowFlags
	var jf jobFlag
	var interval time.Duration
	var fromBlock uint64
	var untilText string
	register(&command{
		name:    "job watch",
		summary: "follow a job live: one line per on-chain event and state change (block, tx); exits when the job is settled (or reaches --until), or on Ctrl-C",
		usage:   "--job ID [--until STATE] [--interval 1s] [--from-block N] [--escrow ADDR | --deployment FILE]",
		flags: func(fs *flag.FlagSet) {
			ef.register(fs)
			jf.register(fs)
			fs.DurationVar(&interval, "interval", time.Second, "poll interval")
			fs.Uint64Var(&fromBlock, "from-block", 0, "first block to read events from (default: the deployment block, else the last 50,000 blocks)")
			fs.StringVar(&untilText, "until", "", "stop once the job is in this state (Funded, Submitted, Verified, Disputed, ...) or settled; e.g. --until Verified waits for the daemon to relay a result")
		},
		run: func(ctx context.Context, e *env) error {
			id, err := jf.id()
			if err != nil {
				return err
			}
			if interval <= 0 {
				return usagef("--interval must be positive")
			}
			until, err := parseStatus(untilText)
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
			from := fromBlock
			if from == 0 {
				from = s.deployBlock
			}
			if from == 0 {
				head, err := s.client.BlockNumber(ctx)
				if err != nil {
					return fmt.Errorf("read head: %w", err)
				}
				if head > 50_000 {
					from = head - 50_000
				}
			}
			state := func(st settlement.JobStatus) string {
				a, _ := settlement.AgreementStateOf(st)
				return fmt.Sprintf("%s (ASA %s)", st, a)
			}
			reached := func(st settlement.JobStatus) bool { return until != nil && (st == *until || st.Terminal()) }
			if reached(j.Status) {
				e.watchLine(map[string]any{"jobId": id.String(), "status": j.Status.String()}, fmt.Sprintf("job %s is %s", id, state(j.Status)))
				return nil
			}
			e.watchLine(map[string]any{"jobId": id.String(), "status": j.Status.String()}, fmt.Sprintf("job %s is %s; watching (Ctrl-C to stop)", id, state(j.Status)))
			err = s.esc.Watch(ctx, id, from, interval, func(c asaclient.Change) error {
				if ev := c.Event; ev != nil {
					e.watchLine(map[string]any{"block": ev.Block, "time": ev.Time, "event": ev.Name, "txHash": ev.TxHash.Hex(), "args": ev.Args},
						eventLine(ev.Name, ev.Block, ev.Time, ev.TxHash.Hex(), ev.Args))
					return nil
				}
				e.watchLine(map[string]any{"block": c.Block, "status": c.To.String(), "from": c.From.String()},
					fmt.Sprintf("block %-5d state %s -> %s", c.Block, state(c.From), state(c.To)))
				if reached(c.To) {
					return errUntilReached
				}
				return nil
			})
			if ctx.Err() != nil || errors.Is(err, errUntilReached) {
				return nil // Ctrl-C (a call cut short by it is not an error), or the state asked for
			}
			return err
		},
	})
}

// errUntilReached ends a watch that reached its --until state.
var errUntilReached = errors.New("the watched job reached the state asked for")

// parseStatus reads a job state name (any case); empty means none.
func parseStatus(text string) (*settlement.JobStatus, error) {
	if text == "" {
		return nil, nil
	}
	var names []string
	for st := settlement.JobStatus(0); st.Valid(); st++ {
		if strings.EqualFold(st.String(), text) {
			return &st, nil
		}
		names = append(names, st.String())
	}
	return nil, usagef("--until %q is not a job state (%s)", text, strings.Join(names, ", "))
}

func (e *env) watchLine(v map[string]any, text string) {
	if e.jsonOut {
		_ = json.NewEncoder(e.stdout).Encode(v)
		return
	}
	fmt.Fprintln(e.stdout, text)
}
