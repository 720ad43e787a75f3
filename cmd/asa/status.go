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

	"github.com/asa-escrow/asa/api/wire"
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
	Money        *moneyView       `json:"money,omitempty"`   // both sides' money: the client's budget, the provider's acceptance and collateral
	EventsNote   string           `json:"eventsNote,omitempty"`
	DaemonNote   string           `json:"daemonNote,omitempty"` // why the daemon's view is missing
}

// moneyView is both sides' money in a job (asaclient.Money). Amounts are decimal strings of base units.
type moneyView struct {
	BudgetIn           bool          `json:"budgetIn"` // the client's budget is (or, once settled, was) held in escrow
	AcceptanceRequired bool          `json:"acceptanceRequired"`
	Accepted           bool          `json:"accepted"`
	AgreementHash      string        `json:"agreementHash,omitempty"`
	AcceptanceNonce    string        `json:"acceptanceNonce,omitempty"`
	CollateralBps      uint16        `json:"collateralBps"`
	CollateralRequired string        `json:"collateralRequired"`
	CollateralPosted   string        `json:"collateralPosted"`
	FundDeadline       uint64        `json:"fundDeadline,omitempty"` // Open jobs: both sides' money must be in by then
	FundDeadlineISO    string        `json:"fundDeadlineIso,omitempty"`
	BudgetDeposit      depositView   `json:"budgetDeposit"`
	CollateralDeposit  depositView   `json:"collateralDeposit"`
	Settled            *settledMoney `json:"settled,omitempty"`
}

type depositView struct {
	Address common.Address `json:"address"`
	Held    string         `json:"held"` // waiting there: not yet collected by the job nor returned to its owner
}

// settledMoney is how both sides' money went at settlement.
type settledMoney struct {
	Provider          string `json:"provider"` // the provider's share of the budget
	Client            string `json:"client"`   // the client's refund of the budget
	Fee               string `json:"fee"`
	CollateralKept    string `json:"collateralKept"`    // back to the provider
	CollateralSlashed string `json:"collateralSlashed"` // to the client
	ProviderTotal     string `json:"providerTotal"`
	ClientTotal       string `json:"clientTotal"`
}

func newMoneyView(m *asaclient.Money, terms *settlement.Terms) *moneyView {
	v := &moneyView{BudgetIn: m.BudgetIn, AcceptanceRequired: m.AcceptanceRequired, Accepted: m.Accepted,
		CollateralRequired: m.Collateral.String(), CollateralPosted: m.CollateralPosted.String(), FundDeadline: m.FundDeadline,
		BudgetDeposit:     depositView{Address: m.BudgetDeposit, Held: m.BudgetDepositHeld.String()},
		CollateralDeposit: depositView{Address: m.CollateralDeposit, Held: m.CollateralDepositHeld.String()}}
	if terms != nil {
		v.CollateralBps = terms.CollateralBps
	}
	if m.AgreementHash != (common.Hash{}) {
		v.AgreementHash = m.AgreementHash.Hex()
	}
	if m.AcceptanceNonce != nil {
		v.AcceptanceNonce = m.AcceptanceNonce.String()
	}
	if m.FundDeadline != 0 {
		v.FundDeadlineISO = time.Unix(int64(m.FundDeadline), 0).UTC().Format(time.RFC3339)
	}
	if st := m.Settled; st != nil {
		v.Settled = &settledMoney{Provider: st.Provider.String(), Client: st.Client.String(), Fee: st.Fee.String(),
			CollateralKept: st.CollateralKept.String(), CollateralSlashed: st.CollateralSlashed.String(),
			ProviderTotal: st.ProviderTotal().String(), ClientTotal: st.ClientTotal().String()}
	}
	return v
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
		if j.View.AcceptanceRequired {
			return "fund window: the client's budget and the provider's acceptance must both be in, else the job expires and each side gets back what it put in"
		}
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
	} else if m, err := s.esc.Money(ctx, j.ID, s.fromBlock); err != nil {
		out.EventsNote = fmt.Sprintf("both sides' money not shown: %v", err)
	} else {
		out.Money = newMoneyView(m, j.Terms)
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
	var signIn bool
	var fromBlock uint64
	register(&command{
		name:    "job status",
		summary: "show a job: state, parties, both sides' money (budget in or not, acceptance, collateral required and posted, kept and slashed), terms, deadlines, counted results, payouts, and the parties' balances and credits (with --daemon also its timeline)",
		usage:   "--job ID [--daemon URL [--sign-in]] [--from-block N] [--escrow ADDR | --deployment FILE] [--json]",
		flags: func(fs *flag.FlagSet) {
			ef.register(fs)
			jf.register(fs)
			fs.StringVar(&daemonURL, "daemon", "", "also show the daemon's timeline and results for the job (default $ASA_DAEMON)")
			fs.Uint64Var(&fromBlock, "from-block", 0, "first block to read the job's events from (default: the deployment block)")
			fs.BoolVar(&signIn, "sign-in", false, "with --daemon: sign in with the signing key (Sign-In with Ethereum) to see what the job's visibility keeps to its parties")
		},
		run: func(ctx context.Context, e *env) error {
			if signIn && e.daemonURL(daemonURL) == "" {
				return usagef("--sign-in goes with --daemon URL (or $ASA_DAEMON)")
			}
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
			var daemonJob *wire.JobResponse
			if daemonURL := e.daemonURL(daemonURL); daemonURL != "" {
				d := &asaclient.Daemon{BaseURL: daemonURL}
				if signIn {
					k, err := e.key(ctx)
					if err != nil {
						return err
					}
					if err := d.SignIn(ctx, k); err != nil {
						return fmt.Errorf("sign in to the daemon at %s as %s: %w", daemonURL, k.Address().Hex(), err)
					}
				}
				resp, err := d.Job(ctx, id)
				var ae *asaclient.APIError
				switch {
				case errors.As(err, &ae) && ae.Retryable():
					// The daemon trails the chain by a poll or two: show the chain's view and say so.
					view.DaemonNote = fmt.Sprintf("the daemon at %s has not indexed job %s yet (%s); run again for its results and timeline", daemonURL, id, ae.Code)
				case err != nil:
					return fmt.Errorf("job %s from the daemon: %w", id, err)
				default:
					dj, daemonJob = resp, resp
				}
				if dj == nil {
					resp = &wire.JobResponse{}
				}
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
			row("budget", fmt.Sprintf("%s (%s base units)%s", view.BudgetText, view.Budget, budgetState(view)))
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
			moneyRows(row, s, view, now)
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
			if m := view.Money; m != nil && m.Settled != nil && m.CollateralPosted != "0" {
				st := m.Settled
				row("collateral", fmt.Sprintf("settled: %s kept by the provider, %s slashed to the client", s.units(st.CollateralKept), s.units(st.CollateralSlashed)))
				row("totals", fmt.Sprintf("provider got %s (%s of the budget + %s collateral kept), client got %s (%s refund + %s slashed)",
					s.units(st.ProviderTotal), s.units(st.Provider), s.units(st.CollateralKept), s.units(st.ClientTotal), s.units(st.Client), s.units(st.CollateralSlashed)))
			}
			if view.EventsNote != "" {
				row("note", view.EventsNote)
			}
			if view.DaemonNote != "" {
				row("note", view.DaemonNote)
			}
			if dv := daemonJob; dv != nil {
				if pc := dv.PriceCheck; pc != nil {
					row("price", pc.Message)
				}
				if v := dv.Visibility; v != nil {
					line := fmt.Sprintf("%s; the daemon served you as %s", v.Visibility, v.Audience)
					if len(v.Withheld) > 0 {
						line += fmt.Sprintf(" and withheld %s (sign in as a party: --sign-in)", strings.Join(v.Withheld, ", "))
					}
					row("visibility", line)
				}
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
			// A job settled before the watch began (say the daemon finalized it between two commands) has
			// nothing left to follow: show its history and say it is final, rather than wait or pretend.
			header := fmt.Sprintf("job %s is %s; watching (Ctrl-C to stop)", id, state(j.Status))
			if j.Status.Terminal() {
				header = fmt.Sprintf("job %s is %s, a final state; its events:", id, state(j.Status))
			}
			e.watchLine(map[string]any{"jobId": id.String(), "status": j.Status.String()}, header)
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

// budgetState says where the client's budget is.
func budgetState(v jobStatusView) string {
	m := v.Money
	switch {
	case m == nil:
		return ""
	case m.BudgetIn && !v.Terminal:
		return ", in escrow"
	case m.BudgetIn:
		return ", paid out at settlement"
	case v.Terminal:
		return ", never funded"
	}
	return ", not funded yet"
}

// moneyRows shows the provider's side of the money: acceptance, collateral, deposits and the fund deadline.
func moneyRows(row func(k, v string), s *session, v jobStatusView, now time.Time) {
	m := v.Money
	if m == nil {
		return
	}
	if m.AcceptanceRequired {
		ref := fmt.Sprintf("agreement %s, acceptance nonce %s", m.AgreementHash, m.AcceptanceNonce)
		switch {
		case m.Accepted:
			row("acceptance", "accepted by the provider ("+ref+")")
		case v.Terminal:
			row("acceptance", "never accepted ("+ref+")")
		default:
			row("acceptance", fmt.Sprintf("waiting for the provider (%s): asa job accept --job %s", ref, v.JobID))
		}
	}
	if m.CollateralRequired != "0" {
		state := "not posted yet"
		switch {
		case m.Accepted && !v.Terminal:
			state = "posted, held in escrow"
		case m.Accepted:
			state = "posted"
		case v.Terminal:
			state = "never posted"
		}
		row("collateral", fmt.Sprintf("%s required (%s %% of the budget), %s", s.units(m.CollateralRequired),
			settlement.FormatAmount(big.NewInt(int64(m.CollateralBps)), 2), state))
	}
	for _, d := range []struct {
		name string
		dv   depositView
	}{{"budget deposit", m.BudgetDeposit}, {"collateral deposit", m.CollateralDeposit}} {
		if d.dv.Held != "0" {
			row("deposits", fmt.Sprintf("%s %s holds %s (collected by the job while it can use it, else returned to its owner: anyone may call returnDeposit)",
				d.name, d.dv.Address.Hex(), s.units(d.dv.Held)))
		}
	}
	if m.FundDeadline != 0 && m.AcceptanceRequired {
		missing := []string{}
		if !m.BudgetIn {
			missing = append(missing, "the client's budget")
		}
		if !m.Accepted {
			missing = append(missing, "the provider's acceptance")
		}
		if len(missing) > 0 {
			row("waiting for", fmt.Sprintf("%s by %s", strings.Join(missing, " and "), whenText(m.FundDeadline, now)))
		}
	}
}
