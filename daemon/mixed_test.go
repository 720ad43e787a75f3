package daemon_test

import (
	"context"
	"fmt"
	"math/big"
	"net/http"
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/settlement"
)

// The mixed run's timeouts, in chain seconds; the test moves chain time in phases between them.
const (
	mixFundTimeout     = 5_000  // Open jobs expire at the first warp
	mixUndelivered     = 25_000 // expiredAt of funded, never delivered jobs
	mixEvaluateTimeout = 30_000
	mixChallengeWindow = 6_000
	mixDisputeTimeout  = 40_000
	mixBackupTimeout   = 20_000
	mixLongExpiry      = 30 * 86_400
)

// scenario kinds of the mixed run.
const (
	kindScore       = "score"        // evaluators post; the window closes; the policy pays
	kindChallenge   = "challenge"    // a party challenges inside the window; the resolver decides
	kindAutoDispute = "auto-dispute" // a score below the threshold files a dispute; its default applies
	kindOpen        = "open"         // never funded: expires, nothing moves
	kindUndelivered = "undelivered"  // funded, never delivered: refunded after expiredAt
	kindSilent      = "silent"       // evaluators silent: the silence action settles
	kindBackupScore = "backup-score" // evaluators silent: the backup evaluator scores
	kindBackupQuiet = "backup-quiet" // evaluators and backup silent: the fallback action settles
)

type scenario struct {
	kind       string
	pair       int
	spec       jobSpec
	scores     map[int]uint16 // evaluator index (in spec.evaluators) -> score posted
	challenger int            // 0 client, 1 provider
	resolveBps uint16
	backup     uint16 // the backup evaluator's score
	id         *big.Int
}

func mixTiers(t *testing.T) *big.Int {
	tiers, err := settlement.PackTiers([]settlement.Tier{{MinScore: 9000, ReleaseBps: 10000}, {MinScore: 7500, ReleaseBps: 8500}, {MinScore: 6000, ReleaseBps: 5000}})
	if err != nil {
		t.Fatal(err)
	}
	return tiers
}

// mixScenarios builds the 100 jobs of the mixed run over the given client-provider pairs.
func (w *world) mixScenarios(t *testing.T, pairs [][2]party) []*scenario {
	tiers := mixTiers(t)
	fees := []uint16{0, 100, 250, 1000}
	base := func(i int, policy settlement.Policy) settlement.Terms {
		tm := settlement.Terms{Policy: policy, SilenceAction: settlement.ActionSplit5050, FallbackAction: settlement.ActionSplit5050,
			EvaluatorFeeBps: fees[i%len(fees)], FundTimeout: 36_000, EvaluateTimeout: mixEvaluateTimeout, ChallengeWindow: mixChallengeWindow, Tiers: new(big.Int)}
		switch policy {
		case settlement.PolicyGraduated:
			tm.TierCount, tm.Tiers = 3, tiers
		case settlement.PolicyRollingAverage:
			tm.TierCount, tm.Tiers, tm.RollingWindow = 3, tiers, 3
		}
		return tm
	}
	withResolver := func(tm settlement.Terms) settlement.Terms {
		tm.Resolver, tm.DisputeTimeout = w.resolver.addr, mixDisputeTimeout
		return tm
	}
	withBackup := func(tm settlement.Terms, fallback settlement.Action) settlement.Terms {
		tm.SilenceAction, tm.BackupEvaluator, tm.BackupTimeout, tm.FallbackAction = settlement.ActionHoldForBackupEvaluator, w.backup.addr, mixBackupTimeout, fallback
		return tm
	}
	fixed := []settlement.Action{settlement.ActionSplit5050, settlement.ActionReturnToClient, settlement.ActionReleaseToProvider}
	var out []*scenario
	add := func(kind string, pair int, tm settlement.Terms, evals []int, quorum uint8) *scenario {
		i := len(out)
		var addrs []common.Address
		for _, e := range evals {
			addrs = append(addrs, w.evals[e].addr)
		}
		s := &scenario{kind: kind, pair: pair, scores: map[int]uint16{}, spec: jobSpec{
			client: pairs[pair][0], provider: pairs[pair][1], terms: tm,
			budget:     big.NewInt(1_000_000 + int64(i)*123_457 + int64(i%7)), // odd amounts exercise rounding
			evaluators: addrs, quorum: quorum, expiresIn: mixLongExpiry, fund: true, deliver: true,
			oneCall: i%2 == 1, // half the jobs are created and funded in one transaction
		}}
		out = append(out, s)
		return s
	}
	np := len(pairs)
	one := func(i int) []int { return []int{i % 3} }
	gradScores := []uint16{9500, 8610, 7500, 7499, 6000, 5000, 10000}
	for i := range 14 { // graduated: full, partial tiers, nothing
		s := add(kindScore, i%np, base(i, settlement.PolicyGraduated), one(i), 1)
		s.scores[0] = gradScores[i%len(gradScores)]
	}
	for i := range 10 { // continuous
		s := add(kindScore, (i+1)%np, base(i+1, settlement.PolicyContinuous), one(i+1), 1)
		s.scores[0] = uint16(1234 + i*877)
	}
	rollScores := []uint16{9800, 7000, 6500, 9900}
	for i := range 12 { // rolling average: three pairs, four jobs each
		s := add(kindScore, i%3, base(i+2, settlement.PolicyRollingAverage), one(i+2), 1)
		s.scores[0] = rollScores[(i/3+i)%len(rollScores)]
	}
	for i := range 8 { // 2-of-3, every evaluator posts: verified at once on the median of all three
		policy := settlement.PolicyGraduated
		if i%2 == 1 {
			policy = settlement.PolicyContinuous
		}
		s := add(kindScore, i%np, base(i+3, policy), []int{0, 1, 2}, 2)
		a, b, c := i%3, (i+1)%3, (i+2)%3
		s.scores[a], s.scores[b], s.scores[c] = uint16(7000+i*311), uint16(9100-i*97), uint16(5000+i*613)
	}
	for i := range 8 { // challenged by client or provider, resolved by the resolver
		s := add(kindChallenge, i%np, withResolver(base(i, settlement.PolicyGraduated)), one(i), 1)
		s.scores[0], s.challenger, s.resolveBps = 8000, i%2, []uint16{3000, 7000, 0, 10000}[i%4]
	}
	defaults := []settlement.Action{settlement.ActionPolicyOutcome, settlement.ActionSplit5050, settlement.ActionReturnToClient, settlement.ActionReleaseToProvider}
	for i := range 8 { // auto-dispute below the threshold, then the dispute default
		policy := settlement.PolicyContinuous
		if i%2 == 1 {
			policy = settlement.PolicyRollingAverage
		}
		tm := withResolver(base(i, policy))
		tm.DisputeThreshold, tm.DisputeDefault = 6000, defaults[i%len(defaults)]
		s := add(kindAutoDispute, (i+2)%np, tm, one(i), 1)
		s.scores[0] = uint16(2500 + i*400)
	}
	for i := range 6 { // never funded
		tm := base(i, settlement.PolicyGraduated)
		tm.FundTimeout = mixFundTimeout
		s := add(kindOpen, i%np, tm, one(i), 1)
		s.spec.fund, s.spec.deliver = false, false
	}
	for i := range 6 { // funded, never delivered
		s := add(kindUndelivered, i%np, base(i, settlement.PolicyContinuous), one(i), 1)
		s.spec.deliver, s.spec.expiresIn = false, mixUndelivered
	}
	for i := range 9 { // evaluators silent, fixed silence action
		tm := base(i, settlement.PolicyGraduated)
		tm.SilenceAction = fixed[i%3]
		add(kindSilent, i%np, tm, one(i), 1)
	}
	for i := range 10 { // evaluators silent, the backup evaluator scores
		policy := []settlement.Policy{settlement.PolicyGraduated, settlement.PolicyContinuous}[i%2]
		s := add(kindBackupScore, i%np, withBackup(base(i, policy), fixed[i%3]), []int{0, 1, 2}[:1+i%3], uint8(1+i%2))
		if len(s.spec.evaluators) < int(s.spec.quorum) {
			s.spec.quorum = 1
		}
		s.backup = uint16(6100 + i*390)
	}
	for i := range 9 { // evaluators and backup silent: every fallback
		add(kindBackupQuiet, i%np, withBackup(base(i, settlement.PolicyGraduated), fixed[i%3]), one(i), 1)
	}
	if len(out) != 100 {
		t.Fatalf("built %d scenarios, want 100", len(out))
	}
	return out
}

// TestDaemonSettlesHundredMixedJobs runs 100 jobs with every policy and every dead-man path through one
// daemon and checks that each reaches a terminal state with nobody but the daemon finalizing, that each
// settles exactly once, and that every party's final balance equals the settlement package's prediction
// to the base unit (evaluator fees included, rolling history replayed in on-chain settlement order).
func TestDaemonSettlesHundredMixedJobs(t *testing.T) {
	if testing.Short() {
		t.Skip("long end-to-end run")
	}
	w := newWorld(t, anvil.Options{})
	const pairCount = 4
	pairs := make([][2]party, pairCount)
	for i := range pairs {
		pairs[i] = [2]party{w.newParty(1_000_000_000_000), w.newParty(0)}
	}
	scen := w.mixScenarios(t, pairs)
	svc := w.startDaemon("")
	base := "http://" + svc.Addr()

	watched := []common.Address{w.evals[0].addr, w.evals[1].addr, w.evals[2].addr, w.backup.addr, w.resolver.addr}
	for _, p := range pairs {
		watched = append(watched, p[0].addr, p[1].addr)
	}
	before := map[common.Address]*big.Int{}
	for _, a := range watched {
		before[a] = w.balance(a)
	}

	// Create every job, one goroutine per client-provider pair (each key keeps its own nonces).
	start := time.Now()
	var wg sync.WaitGroup
	errs := make(chan error, len(scen))
	for p := range pairs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, s := range scen {
				if s.pair != p {
					continue
				}
				id, err := w.createJob(t, s.spec)
				if err != nil {
					errs <- err
					return
				}
				s.id = id
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	t.Logf("created 100 jobs in %s", time.Since(start).Round(time.Millisecond))
	byKind := func(kinds ...string) []*big.Int {
		var ids []*big.Int
		for _, s := range scen {
			for _, k := range kinds {
				if s.kind == k {
					ids = append(ids, s.id)
				}
			}
		}
		return ids
	}
	storeStatus := func(want settlement.JobStatus, ids []*big.Int) func() bool {
		return func() bool {
			for _, id := range ids {
				j, err := svc.Store().Job(t.Context(), id.Uint64())
				if err != nil || j.Status != want {
					return false
				}
			}
			return true
		}
	}
	scored := byKind(kindScore, kindChallenge, kindAutoDispute)
	waitFor(t, 30*time.Second, "daemon indexes the submissions", storeStatus(settlement.JobSubmitted, scored))

	// Phase 1: evaluators post results; the daemon relays them; parties challenge; the resolver decides.
	for _, s := range scen {
		for idx, score := range s.scores {
			ev := evalByAddr(w, s.spec.evaluators[idx])
			if code, body := post(t, base+"/v1/results", w.resultBody(s.id, ev, deliverable(s.id), scoreText(score))); code != http.StatusAccepted {
				t.Fatalf("job %s (%s): POST result = %d %v", s.id, s.kind, code, body)
			}
		}
	}
	w.waitStatus(60*time.Second, settlement.JobVerified, scored...)
	for _, s := range scen {
		if s.kind != kindChallenge {
			continue
		}
		by := s.spec.client
		if s.challenger == 1 {
			by = s.spec.provider
		}
		w.send(by, w.escC, w.esc.PackChallenge(s.id, [32]byte{1}))
		w.send(w.resolver, w.escC, w.esc.PackResolveDispute(s.id, s.resolveBps, [32]byte{2}))
	}

	// Phase 2: the windows close (settle or auto-dispute); unfunded jobs expire.
	w.warpBy(mixChallengeWindow + 1_000)
	w.waitStatus(60*time.Second, settlement.JobDisputed, byKind(kindAutoDispute)...)
	w.waitStatus(30*time.Second, settlement.JobExpired, byKind(kindOpen)...)
	waitTerminal(t, w, 60*time.Second, byKind(kindScore, kindChallenge))

	// Phase 3: funded, undelivered jobs pass expiredAt and are refunded.
	w.warpBy(20_000)
	w.waitStatus(60*time.Second, settlement.JobExpired, byKind(kindUndelivered)...)

	// Phase 4: the evaluators were silent: silence actions settle, backups are activated and some score.
	w.warpBy(4_000)
	waitTerminal(t, w, 60*time.Second, byKind(kindSilent))
	backups := byKind(kindBackupScore, kindBackupQuiet)
	waitFor(t, 60*time.Second, "backup evaluators activated and indexed", func() bool {
		for _, id := range backups {
			j, err := svc.Store().Job(t.Context(), id.Uint64())
			if err != nil || !j.BackupActive {
				return false
			}
		}
		return true
	})
	for _, s := range scen {
		if s.kind == kindBackupScore {
			if code, body := post(t, base+"/v1/results", w.resultBody(s.id, w.backup, deliverable(s.id), scoreText(s.backup))); code != http.StatusAccepted {
				t.Fatalf("job %s: backup POST = %d %v", s.id, code, body)
			}
		}
	}
	w.waitStatus(60*time.Second, settlement.JobVerified, byKind(kindBackupScore)...)

	// Phase 5: the backups' windows close.
	w.warpBy(mixChallengeWindow + 1_000)
	waitTerminal(t, w, 60*time.Second, byKind(kindBackupScore))

	// Phase 6: silent backups hit their fallback; unresolved disputes hit their default.
	w.warpBy(14_000)
	all := make([]*big.Int, 0, len(scen))
	for _, s := range scen {
		all = append(all, s.id)
	}
	waitTerminal(t, w, 90*time.Second, all)
	t.Logf("all 100 jobs terminal after %s", time.Since(start).Round(time.Millisecond))

	w.checkMixedOutcome(t, scen, watched, before)
}

func evalByAddr(w *world, a common.Address) party {
	for _, e := range w.evals {
		if e.addr == a {
			return e
		}
	}
	w.t.Fatalf("no evaluator %s", a)
	return party{}
}

// waitTerminal waits until every job is Completed, Rejected or Expired.
func waitTerminal(t testing.TB, w *world, timeout time.Duration, ids []*big.Int) {
	t.Helper()
	waitFor(t, timeout, fmt.Sprintf("%d jobs terminal", len(ids)), func() bool {
		for _, id := range ids {
			if !settlement.JobStatus(w.job(id).Status).Terminal() {
				return false
			}
		}
		return true
	})
}

// settledEvents returns every JobSettled of the escrow in chain order.
func (w *world) settledEvents(t *testing.T) []settledEvent {
	logs, err := w.client.FilterLogs(context.Background(), ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(w.dep.DeployBlock), Addresses: []common.Address{w.dep.Escrow}})
	if err != nil {
		t.Fatal(err)
	}
	sort.Slice(logs, func(i, j int) bool {
		if logs[i].BlockNumber != logs[j].BlockNumber {
			return logs[i].BlockNumber < logs[j].BlockNumber
		}
		return logs[i].Index < logs[j].Index
	})
	var out []settledEvent
	for i := range logs {
		l := logs[i]
		ev, err := w.esc.UnpackJobSettledEvent(&l)
		if err != nil {
			continue
		}
		out = append(out, settledEvent{ev.JobId.Uint64(), ev.ReleaseBps, ev.ProviderAmount, ev.ClientAmount, ev.Fee, l.BlockNumber, l.Index, l.TxHash})
	}
	return out
}

// settledEvent is one JobSettled log.
type settledEvent struct {
	JobID                 uint64
	ReleaseBps            uint16
	Provider, Client, Fee *big.Int
	Block                 uint64
	Index                 uint
	TxHash                common.Hash
}

// checkMixedOutcome replays the settlements in chain order through the settlement package and compares
// every JobSettled and every party's balance change with the prediction.
// Jobs in others (created beside the scenarios, checked by their own test) are left out.
func (w *world) checkMixedOutcome(t *testing.T, scen []*scenario, watched []common.Address, before map[common.Address]*big.Int, others ...*big.Int) {
	byID := map[uint64]*scenario{}
	for _, s := range scen {
		byID[s.id.Uint64()] = s
	}
	want := map[common.Address]*big.Int{}
	add := func(a common.Address, v *big.Int) {
		if want[a] == nil {
			want[a] = new(big.Int)
		}
		want[a].Add(want[a], v)
	}
	for _, s := range scen {
		if s.spec.fund {
			add(s.spec.client.addr, new(big.Int).Neg(s.spec.budget))
		}
	}
	history := map[int][]uint16{}
	settledCount := map[uint64]int{}
	other := map[uint64]bool{}
	for _, id := range others {
		other[id.Uint64()] = true
	}
	for _, ev := range w.settledEvents(t) {
		s := byID[ev.JobID]
		if other[ev.JobID] {
			continue
		}
		if s == nil {
			t.Fatalf("JobSettled for unknown job %d", ev.JobID)
		}
		settledCount[ev.JobID]++
		hist := history[s.pair]
		var st settlement.Settlement
		var err error
		var counted []common.Address
		for i, e := range s.spec.evaluators {
			if _, ok := s.scores[i]; ok {
				counted = append(counted, e)
			}
		}
		score := func() uint16 {
			var sc []uint16
			for i := range s.spec.evaluators {
				if v, ok := s.scores[i]; ok {
					sc = append(sc, v)
				}
			}
			m, err := settlement.Median(sc)
			if err != nil {
				t.Fatal(err)
			}
			return m
		}
		switch s.kind {
		case kindScore:
			st, err = s.spec.terms.FinalizeVerified(s.spec.budget, score(), hist)
			if err == nil && st.Disputed {
				err = fmt.Errorf("prediction says disputed")
			}
		case kindChallenge:
			st, err = s.spec.terms.ResolveDispute(s.spec.budget, s.resolveBps, hist)
		case kindAutoDispute:
			first, ferr := s.spec.terms.FinalizeVerified(s.spec.budget, score(), hist)
			if ferr != nil || !first.Disputed {
				t.Fatalf("job %d: prediction does not auto-dispute: %v", ev.JobID, ferr)
			}
			st, err = s.spec.terms.DisputeDefaultOutcome(s.spec.budget, score(), hist)
		case kindUndelivered:
			var p settlement.Payout
			p, err = settlement.Refund(s.spec.budget)
			st = settlement.Settlement{Payout: &p, History: hist}
		case kindSilent:
			st, err = s.spec.terms.EvaluatorSilence(s.spec.budget, false, hist)
		case kindBackupScore:
			st, err = s.spec.terms.FinalizeVerified(s.spec.budget, s.backup, hist)
			counted = []common.Address{w.backup.addr}
		case kindBackupQuiet:
			first, ferr := s.spec.terms.EvaluatorSilence(s.spec.budget, false, hist)
			if ferr != nil || !first.BackupActivated {
				t.Fatalf("job %d: prediction does not activate the backup: %v", ev.JobID, ferr)
			}
			st, err = s.spec.terms.EvaluatorSilence(s.spec.budget, true, hist)
		default:
			t.Fatalf("job %d (%s) settled; it should not have", ev.JobID, s.kind)
		}
		if err != nil || st.Payout == nil {
			t.Fatalf("job %d (%s): no payout predicted: %v", ev.JobID, s.kind, err)
		}
		history[s.pair] = st.History
		p := st.Payout
		if ev.ReleaseBps != p.ReleaseBps || ev.Provider.Cmp(p.Provider) != 0 || ev.Client.Cmp(p.Client) != 0 || ev.Fee.Cmp(p.Fee) != 0 {
			t.Errorf("job %d (%s): settled bps %d provider %s client %s fee %s; predicted %s", ev.JobID, s.kind, ev.ReleaseBps, ev.Provider, ev.Client, ev.Fee, p)
		}
		add(s.spec.provider.addr, p.Provider)
		add(s.spec.client.addr, p.Client)
		shares, err := settlement.SplitFee(p.Fee, counted)
		if err != nil {
			t.Fatalf("job %d: %v", ev.JobID, err)
		}
		for _, sh := range shares {
			add(sh.Evaluator, sh.Amount)
		}
	}
	for _, s := range scen {
		wantCount := 1
		if s.kind == kindOpen {
			wantCount = 0
		}
		if got := settledCount[s.id.Uint64()]; got != wantCount {
			t.Errorf("job %s (%s) settled %d times, want %d", s.id, s.kind, got, wantCount)
		}
		st := settlement.JobStatus(w.job(s.id).Status)
		if !st.Terminal() {
			t.Errorf("job %s (%s) ends %s", s.id, s.kind, st)
		}
	}
	for _, a := range watched {
		got := new(big.Int).Sub(w.balance(a), before[a])
		exp := want[a]
		if exp == nil {
			exp = new(big.Int)
		}
		if got.Cmp(exp) != 0 {
			t.Errorf("balance change of %s = %s, predicted %s", a, got, exp)
		}
	}
	if w.t.Failed() {
		return
	}
	t.Logf("%d settlements match the settlement package to the base unit", len(settledCount))
}
