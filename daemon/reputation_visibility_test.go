package daemon_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/reputation"
	"github.com/asa-escrow/asa/signer"
)

// partyWorld is a world whose daemon signs reputation attestations and compares prices with a median
// of three settled jobs.
type partyWorld struct {
	*world
	svc  *daemon.Service
	base string
	api  *asaclient.Daemon
	att  common.Address
}

func newPartyWorld(t *testing.T) *partyWorld {
	w := newWorld(t, anvil.Options{})
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	w.attest = key
	svc := w.startDaemonWith("", func(c *daemon.Config) { c.MarketMinSamples = 3 })
	base := "http://" + svc.Addr()
	return &partyWorld{world: w, svc: svc, base: base, api: &asaclient.Daemon{BaseURL: base}, att: crypto.PubkeyToAddress(key.PublicKey)}
}

// register gives the daemon the job's agreement once it has indexed the job.
func (w *partyWorld) register(j agreedJob) *wire.AgreementRegistered {
	w.t.Helper()
	var out *wire.AgreementRegistered
	waitFor(w.t, 20*time.Second, "the daemon to take job "+j.id.String()+"'s agreement", func() bool {
		r, err := w.api.RegisterAgreement(context.Background(), j.id, j.doc)
		if err != nil && !asaclient.IsCode(err, wire.CodeUnknownJob) {
			w.t.Fatalf("register agreement of job %s: %v", j.id, err)
		}
		out = r
		return err == nil
	})
	return out
}

// score delivers the job, posts the first evaluator's result and waits until the daemon saw it verified.
func (w *partyWorld) score(id *big.Int, score string) {
	w.t.Helper()
	content := w.deliver(id)
	waitFor(w.t, 20*time.Second, "the daemon to see job "+id.String()+" submitted", func() bool {
		j, err := w.svc.Store().Job(context.Background(), id.Uint64())
		return err == nil && j.SubmittedAt != 0
	})
	if code, body := post(w.t, w.base+"/v1/results", w.resultBody(id, w.evals[0], content, score)); code != http.StatusAccepted {
		w.t.Fatalf("post result of job %s: %d %v", id, code, body)
	}
	w.waitEvent(id, "JobVerified")
}

// waitEvent waits until the daemon stored the job's event.
func (w *partyWorld) waitEvent(id *big.Int, name string) {
	w.t.Helper()
	waitFor(w.t, 60*time.Second, fmt.Sprintf("job %s's %s at the daemon", id, name), func() bool {
		evs, err := w.svc.Store().JobEvents(context.Background(), id.Uint64())
		return err == nil && slices.ContainsFunc(evs, func(e store.JobEvent) bool { return e.Name == name })
	})
}

// get sends GET path with an optional bearer session and returns the status and body.
func (w *partyWorld) get(path, session string, header ...string) (int, []byte) {
	w.t.Helper()
	req, err := http.NewRequest(http.MethodGet, w.base+path, nil)
	if err != nil {
		w.t.Fatal(err)
	}
	if session != "" {
		req.Header.Set("Authorization", "Bearer "+session)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		w.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

func rate(s string) *string { return &s }

// TestReputationPriceFlagAndVisibility runs reputation, the price flag and result visibility on anvil through the daemon's API:
//   - the reputation answer of the provider and of the evaluator against hand-computed figures, with the
//     jobs whose agreements keep results to the parties (or whose agreement the daemon never saw) left
//     out and named, signed by the attestation key and verified against a recomputation from the chain's
//     logs (a tampered figure is caught);
//   - the market price flag at exactly 0.5x and 3.0x of the median (within) and one base unit beyond
//     (flagged, and the job is created and funded all the same);
//   - result visibility: every role (client, provider, evaluator, outsider, no session) against every
//     route, and a replayed sign-in message refused.
func TestReputationPriceFlagAndVisibility(t *testing.T) {
	if testing.Short() {
		t.Skip("anvil scenario")
	}
	w := newPartyWorld(t)
	ctx := context.Background()
	spec := func(id, visibility string) agreementSpec {
		return agreementSpec{id: id, amount: "5.00", serviceType: "research_synthesis", visibility: visibility}
	}
	j1 := w.createAgreed(spec("rep-1", "parties_and_reputation"))
	j2 := w.createAgreed(spec("rep-2", "public"))
	j3 := w.createAgreed(spec("rep-3", "parties"))
	j4 := w.createAgreed(spec("rep-4", "")) // no visibility named: parties_and_reputation
	j5 := w.createAgreed(spec("rep-5", "public"))
	for _, j := range []agreedJob{j1, j2, j3, j4} {
		r := w.register(j)
		if !r.Created || r.PriceCheck.Status != "no_reference" || r.PriceCheck.Flagged {
			t.Errorf("job %s registered %+v: want created, no reference yet (nothing settled)", j.id, r)
		}
	}
	if r := w.register(j1); r.Created || r.Visibility != "parties_and_reputation" {
		t.Errorf("registering job 1 again: %+v", r)
	}
	if r := w.register(j4); r.Visibility != "parties_and_reputation" || r.ServiceType != "research_synthesis" {
		t.Errorf("job 4: %+v", r)
	}
	// Another job's document is refused: the hash binds the document to the job.
	w.waitEvent(j5.id, "JobFunded")
	if _, err := w.api.RegisterAgreement(ctx, j5.id, j1.doc); !asaclient.IsCode(err, wire.CodeAgreementMismatch) {
		t.Errorf("job 1's document for job 5: %v", err)
	}
	w.score(j1.id, "86.10")
	w.score(j2.id, "50.00")
	w.score(j3.id, "95.00")
	w.warp(61)
	for _, j := range []agreedJob{j1, j2, j3} {
		w.waitEvent(j.id, "JobSettled")
	}

	t.Run("ReputationHandComputed", func(t *testing.T) {
		// By hand: jobs 3 (visibility parties) and 5 (agreement never given to the daemon) are left out.
		// Provider over jobs 1, 2, 4: three jobs; two scored (86.10 and 50.00), one at or above the
		// pass threshold 60.00 (the lowest paying tier); composite sum 8610 + 5000 = 13610; two settled,
		// releasing 85 % and 0 % (8500 bps); no dispute; two deliveries due, both on time (job 4 still
		// has a day); no silence. The evaluator was listed on the same jobs: the same figures.
		want := reputation.Figures{Jobs: 3, Scored: 2, Passed: 1, CompositeSum: 13610, Settled: 2, ReleasedBpsSum: 8500,
			DeliveryDue: 2, DeliveredOnTime: 2}
		wantRates := reputation.RateStrings{PassRate: rate("50.00"), MeanComposite: rate("68.05"), MeanReleasedShare: rate("42.50"),
			DisputeRate: rate("0.00"), OnTimeRate: rate("100.00")}
		for _, subject := range []common.Address{w.provider.addr, w.evals[0].addr} {
			ans, err := w.api.Reputation(ctx, subject)
			if err != nil {
				t.Fatal(err)
			}
			if ans.Signer != w.att || ans.Subject != subject || ans.Escrow != w.dep.Escrow || ans.ChainID != w.dep.ChainID {
				t.Errorf("answer about %s: signer %s subject %s escrow %s chain %d", subject, ans.Signer, ans.Subject, ans.Escrow, ans.ChainID)
			}
			if got := strings.Join(ans.ExcludedJobs, ","); got != j3.id.String()+","+j5.id.String() {
				t.Errorf("excluded jobs %q, want jobs %s and %s", got, j3.id, j5.id)
			}
			if len(ans.Reports) != 6 {
				t.Fatalf("%d reports, want 2 roles x 3 windows", len(ans.Reports))
			}
			for _, r := range ans.Reports {
				role := map[string]string{"provider": "provider", "evaluator": "evaluator"}[r.Role]
				expect := reputation.Figures{}
				if subject == w.provider.addr && role == "provider" || subject == w.evals[0].addr && role == "evaluator" {
					expect = want
				}
				if r.Figures != expect {
					t.Errorf("%s as %s over %s: %+v, want %+v", subject, r.Role, r.Window, r.Figures, expect)
				}
				if expect == want && !equalRateStrings(r.Rates, wantRates) {
					t.Errorf("%s as %s over %s: rates %s, want %s", subject, r.Role, r.Window, jsonText(r.Rates), jsonText(wantRates))
				}
			}
			// Anyone recomputes the figures from the chain's logs and checks the signatures.
			ledger, err := reputation.Scan(ctx, w.client, w.dep.Escrow, reputation.ScanOptions{From: w.dep.DeployBlock, To: ans.Block.Number})
			if err != nil {
				t.Fatal(err)
			}
			v, err := reputation.Verify(ans.Answer, ledger, reputation.VerifyOptions{Signer: w.att, ChainID: w.dep.ChainID})
			if err != nil || !v.Valid() {
				t.Fatalf("verify the answer about %s: %v %v", subject, err, v.Mismatches)
			}
			tampered := *ans.Answer
			tampered.Reports = slices.Clone(ans.Reports)
			tampered.Reports[0].Figures.Passed++
			if v, err := reputation.Verify(&tampered, ledger, reputation.VerifyOptions{Signer: w.att}); err != nil || v.Valid() {
				t.Errorf("a tampered figure verified: %v %v", err, v)
			}
		}
		if code, _ := w.get("/v1/reputation/not-an-address", ""); code != http.StatusBadRequest {
			t.Errorf("bad address: %d", code)
		}
	})

	t.Run("PriceFlagBoundaries", func(t *testing.T) {
		// Median of the three settled research_synthesis jobs: 5.000000 USDC. The band is 2.500000 ..
		// 15.000000, both ends inside.
		cases := []struct {
			amount, status string
			flagged        bool
		}{{"2.50", "within", false}, {"2.499999", "below", true}, {"15.00", "within", false}, {"15.000001", "above", true}}
		for _, c := range cases {
			j := w.createAgreed(agreementSpec{id: "price-" + c.amount, amount: c.amount, serviceType: "research_synthesis", visibility: "public"})
			r := w.register(j)
			pc := r.PriceCheck
			if pc.Status != c.status || pc.Flagged != c.flagged || pc.Median != "5000000" || pc.Samples != 3 ||
				pc.LowBound != "2500000" || pc.HighBound != "15000000" {
				t.Errorf("budget %s: %+v, want %s", c.amount, pc, c.status)
			}
			// Shown by GET /v1/jobs/{id}, to anyone under public visibility; the job is funded all the same.
			code, body := w.get("/v1/jobs/"+j.id.String(), "")
			var view wire.JobResponse
			if code != 200 || json.Unmarshal(body, &view) != nil || view.PriceCheck == nil || view.PriceCheck.Status != c.status ||
				view.PriceCheck.Flagged != c.flagged || view.Status != "Funded" {
				t.Errorf("budget %s: GET /v1/jobs: %d %s", c.amount, code, body)
			}
		}
		// Another service type has no median: no reference, never a flag.
		j := w.createAgreed(agreementSpec{id: "price-other", amount: "500.00", serviceType: "translation", visibility: "public"})
		if r := w.register(j); r.PriceCheck.Status != "no_reference" || r.PriceCheck.Flagged {
			t.Errorf("other service type: %+v", r.PriceCheck)
		}
	})

	t.Run("VisibilityEveryRoleEveryRoute", func(t *testing.T) {
		// No agreement document: public. Only terms that waive the provider's acceptance allow a job without
		// one (a job that asks for acceptance records its agreement's hash).
		waived := j1.plan.Terms
		waived.AcceptanceRequired = false
		j0 := w.createFunded(waived, 1_000_000, []common.Address{w.evals[0].addr}, 1)
		w.waitEvent(j0, "JobFunded")
		type jobCase struct {
			name       string
			id         *big.Int
			visibility string
			public     bool // outsiders see its details
			registered bool
		}
		jobs := []jobCase{
			{"parties_and_reputation", j1.id, "parties_and_reputation", false, true},
			{"public", j2.id, "public", true, true},
			{"parties", j3.id, "parties", false, true},
			{"unregistered", j5.id, "unknown", false, false},
			{"no document", j0, "public", true, false},
		}
		signIn := func(p party) string {
			d := &asaclient.Daemon{BaseURL: w.base}
			if err := d.SignIn(ctx, signer.FromKey(p.key)); err != nil {
				t.Fatal(err)
			}
			return d.Session
		}
		roles := []struct {
			name    string
			session string
			party   bool
		}{
			{"client", signIn(w.client_), true}, {"provider", signIn(w.provider), true}, {"evaluator", signIn(w.evals[0]), true},
			{"outsider", signIn(w.evals[2]), false}, {"no session", "", false},
		}
		var firstAnswer string
		for _, role := range roles {
			for _, jc := range jobs {
				sees := role.party || jc.public
				where := fmt.Sprintf("%s on job %s (%s)", role.name, jc.id, jc.name)
				// GET /v1/jobs/{id}
				code, body := w.get("/v1/jobs/"+jc.id.String(), role.session)
				var v wire.JobResponse
				if code != 200 || json.Unmarshal(body, &v) != nil || v.Visibility == nil {
					t.Fatalf("%s: GET /v1/jobs/{id}: %d %s", where, code, body)
				}
				audience := map[bool]string{true: "party", false: "outsider"}[role.party]
				if v.Visibility.Visibility != jc.visibility || v.Visibility.Audience != audience {
					t.Errorf("%s: visibility %+v, want %s to a %s", where, v.Visibility, jc.visibility, audience)
				}
				if v.Client != w.client_.addr || v.Budget == "" || v.Status == "" {
					t.Errorf("%s: the summary is missing: %s", where, body)
				}
				// Evaluator addresses are on chain: everyone sees them; the timeline follows the visibility.
				if len(v.Evaluators) == 0 {
					t.Errorf("%s: no evaluators: %s", where, body)
				}
				shown := len(v.Events) > 0
				if shown != sees || (len(v.Visibility.Withheld) == 0) != sees {
					t.Errorf("%s: evaluators %v, %d events, withheld %v; want details shown: %v", where, v.Evaluators, len(v.Events), v.Visibility.Withheld, sees)
				}
				if jc.id.Cmp(j0) != 0 && jc.id.Cmp(j5.id) != 0 && jc.id.Cmp(j1.id) >= 0 && jc.id.Cmp(j3.id) <= 0 {
					scored := len(v.Results) == 1 && v.Results[0].EvidenceHash != "" && len(v.Results[0].Document) > 0
					if scored != sees {
						t.Errorf("%s: results %+v; want them shown: %v", where, v.Results, sees)
					}
				}
				if jc.registered && (v.PriceCheck != nil) != sees {
					t.Errorf("%s: price check %v; want it shown: %v", where, v.PriceCheck, sees)
				}
				// GET /v1/jobs (the list): evaluator addresses to everyone.
				code, body = w.get("/v1/jobs?limit=1000", role.session)
				var list wire.JobList
				if code != 200 || json.Unmarshal(body, &list) != nil {
					t.Fatalf("%s: GET /v1/jobs: %d %s", where, code, body)
				}
				for _, e := range list.Jobs {
					if e.ID == jc.id.String() && len(e.Evaluators) == 0 {
						t.Errorf("%s: the list shows no evaluators", where)
					}
				}
				// GET /v1/jobs/{id}/agreement
				code, body = w.get("/v1/jobs/"+jc.id.String()+"/agreement", role.session)
				wantCode := http.StatusOK
				switch {
				case !jc.registered:
					wantCode = http.StatusNotFound
				case !sees && role.session == "":
					wantCode = http.StatusUnauthorized
				case !sees:
					wantCode = http.StatusForbidden
				}
				if code != wantCode {
					t.Errorf("%s: GET agreement: %d %s, want %d", where, code, body, wantCode)
				}
			}
			// GET /v1/reputation/{address}: aggregates are public, the same to everyone.
			code, body := w.get("/v1/reputation/"+w.provider.addr.Hex(), role.session)
			var ans reputation.Answer
			if code != 200 || json.Unmarshal(body, &ans) != nil || len(ans.Reports) != 6 {
				t.Fatalf("%s: reputation: %d %s", role.name, code, body)
			}
			if firstAnswer == "" {
				firstAnswer = jsonText(ans.Reports)
			} else if jsonText(ans.Reports) != firstAnswer {
				t.Errorf("%s: the reputation answer differs from the first role's", role.name)
			}
			// POST and GET /v1/webhooks need a sign-in.
			d := &asaclient.Daemon{BaseURL: w.base, Session: role.session}
			sub, err := d.Subscribe(ctx, "http://127.0.0.1:9/hook-"+strings.ReplaceAll(role.name, " ", "-"))
			if role.session == "" {
				if !asaclient.IsCode(err, wire.CodeUnauthorized) {
					t.Errorf("subscribe without a session: %v", err)
				}
			} else if err != nil || !strings.HasPrefix(sub.Secret, "whsec_") {
				t.Errorf("%s: subscribe: %v %+v", role.name, err, sub)
			}
			code, body = w.get("/v1/webhooks", role.session)
			wantCode := map[bool]int{true: 200, false: 401}[role.session != ""]
			if code != wantCode || role.session != "" && (strings.Count(string(body), `"id"`) != 1 || strings.Contains(string(body), "whsec_")) {
				t.Errorf("%s: GET /v1/webhooks: %d %s", role.name, code, body)
			}
		}

		// A replayed sign-in message is refused, and so is a bearer token the daemon never issued.
		m, err := w.api.SignInMessage(ctx, w.client_.addr)
		if err != nil {
			t.Fatal(err)
		}
		sig, err := asaclient.SignMessage(ctx, signer.FromKey(w.client_.key), m)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.api.PostSignIn(ctx, m.String(), sig); err != nil {
			t.Fatal(err)
		}
		if _, err := w.api.PostSignIn(ctx, m.String(), sig); !asaclient.IsCode(err, "invalid_siwx_nonce") {
			t.Errorf("replayed sign-in: %v", err)
		}
		if code, body := w.get("/v1/jobs/"+j3.id.String(), "asas_forged"); code != http.StatusUnauthorized {
			t.Errorf("a forged session: %d %s", code, body)
		}
	})
}

func equalRateStrings(a, b reputation.RateStrings) bool { return jsonText(a) == jsonText(b) }

func jsonText(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
