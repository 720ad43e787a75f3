package settlement

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/big"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

var fixtureNow = time.Date(2026, 3, 26, 14, 30, 0, 0, time.UTC)

func readFixture(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestParseAgreementFixture(t *testing.T) {
	plan, err := ParseAgreement(readFixture(t, "agreement_research.json"), AgreementOptions{Now: fixtureNow})
	if err != nil {
		t.Fatal(err)
	}
	addr := common.HexToAddress
	if plan.AgreementID != "asa-2026-03-26-a1b2c3d4" || plan.ChainID != 8453 || plan.Currency != "USDC" || plan.TokenDecimals != 6 {
		t.Errorf("header: %+v", plan)
	}
	if plan.Budget.Int64() != 5_000_000 {
		t.Errorf("budget %s, want 5000000", plan.Budget)
	}
	if plan.Token != addr("0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913") || plan.Escrow != addr("0x5FbDB2315678afecb367f032d93F642f64180aa3") {
		t.Errorf("token %s escrow %s", plan.Token, plan.Escrow)
	}
	if plan.Client != addr("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266") || plan.Provider != addr("0x70997970C51812dc3A010C7d01b50e0d17dc79C8") {
		t.Errorf("client %s provider %s", plan.Client, plan.Provider)
	}
	if !slices.Equal(plan.Evaluators, []common.Address{addr("0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC")}) || plan.Quorum != 1 {
		t.Errorf("evaluators %v quorum %d", plan.Evaluators, plan.Quorum)
	}
	if want := uint64(fixtureNow.Unix()) + 86400; plan.ExpiredAt != want { // expires_at is earlier than now+fund+deliver
		t.Errorf("expiredAt %d, want %d", plan.ExpiredAt, want)
	}
	if plan.Description != "연합 학습 프라이버시 보장에 관한 최근 문헌 요약" {
		t.Errorf("description %q", plan.Description)
	}
	if plan.ServiceType != "research_synthesis" || plan.Visibility != VisibilityPartiesAndReputation {
		t.Errorf("service type %q, visibility %q (want research_synthesis and the default parties_and_reputation)", plan.ServiceType, plan.Visibility)
	}
	want := validTerms(t)
	want.EvaluatorFeeBps = 0
	want.MinDeliveryTime = 86400   // provider_timeout_seconds: activation must leave the provider a day
	want.AcceptanceRequired = true // the fixture names no acceptance: the provider agrees by default
	got := plan.Terms
	if got.Tiers.Cmp(want.Tiers) != 0 {
		t.Errorf("tiers %x, want %x", got.Tiers, want.Tiers)
	}
	got.Tiers, want.Tiers = nil, nil
	if got != want {
		t.Errorf("terms\n got %+v\nwant %+v", got, want)
	}
	if plan.TermsHash != TermsHash(plan.Terms) {
		t.Error("terms hash")
	}
	if err := plan.Terms.Validate(); err != nil {
		t.Error(err)
	}
	fund := plan.Fund()
	if fund.ExpectedBudget.Cmp(plan.Budget) != 0 || !bytes.Equal(fund.OptParams, plan.TermsHash[:]) {
		t.Errorf("fund %+v", fund)
	}
	if plan.ExpiredAtBig().Uint64() != plan.ExpiredAt {
		t.Error("ExpiredAtBig")
	}
	// The seed's tiers over the seed's composite score 86.1 release 85 %.
	s, err := plan.Terms.FinalizeVerified(plan.Budget, 8610, nil)
	if err != nil || s.Payout.Provider.Int64() != 4_250_000 || s.Payout.Client.Int64() != 750_000 {
		t.Fatalf("seed settlement: %+v %v", s.Payout, err)
	}
}

// edit applies changes to the fixture, keeping number literals as written.
func edit(t testing.TB, change func(m map[string]any)) []byte {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(readFixture(t, "agreement_research.json")))
	dec.UseNumber()
	var m map[string]any
	if err := dec.Decode(&m); err != nil {
		t.Fatal(err)
	}
	change(m)
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func obj(m map[string]any, path ...string) map[string]any {
	for _, p := range path {
		m = m[p].(map[string]any)
	}
	return m
}

func tiersJSON(s string) []any {
	var v []any
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	if err := dec.Decode(&v); err != nil {
		panic(err)
	}
	return v
}

func problemsOf(t testing.TB, err error) []string {
	t.Helper()
	var ve *ValidationError
	if !errors.As(err, &ve) {
		t.Fatalf("error %v is not a *ValidationError", err)
	}
	var out []string
	for _, p := range ve.Problems {
		out = append(out, p.String())
	}
	return out
}

func TestParseAgreementProblems(t *testing.T) {
	cases := []struct {
		name   string
		change func(m map[string]any)
		want   string // the one expected problem, prefix match
	}{
		{"too many decimals", func(m map[string]any) { obj(m, "escrow", "payment")["amount"] = "5.0000001" },
			`escrow.payment.amount: more decimals than USDC has (6)`},
		{"negative amount", func(m map[string]any) { obj(m, "escrow", "payment")["amount"] = "-5.00" },
			`escrow.payment.amount: amount "-5.00" is negative`},
		{"zero amount", func(m map[string]any) { obj(m, "escrow", "payment")["amount"] = "0.00" },
			`escrow.payment.amount: amount "0.00" is zero`},
		{"amount out of range", func(m map[string]any) { obj(m, "escrow", "payment")["amount"] = strings.Repeat("9", 80) },
			`escrow.payment.amount: amount "99`},
		{"amount as number", func(m map[string]any) { obj(m, "escrow", "payment")["amount"] = json.Number("5.0") },
			`escrow.payment.amount: is the JSON number 5.0; amounts are strings (write "5.0")`},
		{"amount in exponent form", func(m map[string]any) { obj(m, "escrow", "payment")["amount"] = "1e3" },
			`escrow.payment.amount: amount "1e3" is not a plain decimal number`},
		{"amount missing", func(m map[string]any) { delete(obj(m, "escrow", "payment"), "amount") },
			`escrow.payment.amount: required`},
		{"unknown currency", func(m map[string]any) { obj(m, "escrow", "payment")["currency"] = "DOGE" },
			`escrow.payment.currency: "DOGE" is not supported`},
		{"provider without address", func(m map[string]any) {
			obj(m, "parties", "provider")["identity"] = map[string]any{"scheme": "api_key", "value": "k"}
		}, `parties.provider: no payout address (identity scheme "api_key" has none)`},
		{"evaluator without address", func(m map[string]any) { delete(obj(m, "parties", "evaluator"), "wallet") },
			`parties.evaluator: no payout address (identity scheme "api_key" has none)`},
		{"client missing", func(m map[string]any) { delete(obj(m, "parties"), "client") }, `parties.client: required`},
		{"CAIP-10 on another chain", func(m map[string]any) {
			obj(m, "parties", "client")["wallet"] = "eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
		}, `parties.client.wallet: "eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266" is on chain 1, but the job is on chain 8453`},
		{"bad checksum", func(m map[string]any) {
			obj(m, "parties", "evaluator")["wallet"] = "0x3c44CdDdB6a900fa2b585dd299e03d12FA4293BC"
		},
			`parties.evaluator.wallet: "0x3c44CdDdB6a900fa2b585dd299e03d12FA4293BC" has a wrong EIP-55 checksum`},
		{"zero address", func(m map[string]any) {
			obj(m, "parties", "evaluator")["wallet"] = "0x0000000000000000000000000000000000000000"
		},
			`parties.evaluator.wallet: "0x0000000000000000000000000000000000000000" is the zero address`},
		{"evaluator is provider", func(m map[string]any) {
			obj(m, "parties", "evaluator")["wallet"] = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
		},
			`parties.evaluator: the evaluator 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 is the provider`},
		{"tiers unsorted", func(m map[string]any) {
			obj(m, "escrow", "payment", "graduated_release")["tiers"] = tiersJSON(`[{"composite_score_gte":75,"release_percent":85},{"composite_score_gte":90,"release_percent":100}]`)
		}, `escrow.payment.graduated_release.tiers[1].composite_score_gte: tiers must be sorted`},
		{"tiers repeat", func(m map[string]any) {
			obj(m, "escrow", "payment", "graduated_release")["tiers"] = tiersJSON(`[{"composite_score_gte":75,"release_percent":85},{"composite_score_gte":75,"release_percent":50}]`)
		}, `escrow.payment.graduated_release.tiers[1].composite_score_gte: tiers must be sorted`},
		{"catch-all overlaps", func(m map[string]any) {
			obj(m, "escrow", "payment", "graduated_release")["tiers"] = tiersJSON(`[{"composite_score_gte":60,"release_percent":50},{"composite_score_lt":70,"release_percent":0}]`)
		}, `escrow.payment.graduated_release.tiers[1].composite_score_lt: must equal the lowest composite_score_gte (60.00)`},
		{"catch-all gap", func(m map[string]any) {
			obj(m, "escrow", "payment", "graduated_release")["tiers"] = tiersJSON(`[{"composite_score_gte":60,"release_percent":50},{"composite_score_lt":50,"release_percent":0}]`)
		}, `escrow.payment.graduated_release.tiers[1].composite_score_lt: must equal`},
		{"catch-all not last", func(m map[string]any) {
			obj(m, "escrow", "payment", "graduated_release")["tiers"] = tiersJSON(`[{"composite_score_gte":60,"release_percent":50},{"composite_score_lt":60,"release_percent":0},{"composite_score_gte":10,"release_percent":5}]`)
		}, `escrow.payment.graduated_release.tiers[2]: no tier may follow the composite_score_lt catch-all`},
		{"both bounds", func(m map[string]any) {
			obj(m, "escrow", "payment", "graduated_release")["tiers"] = tiersJSON(`[{"composite_score_gte":60,"composite_score_lt":90,"release_percent":50}]`)
		}, `escrow.payment.graduated_release.tiers[0]: give composite_score_gte or composite_score_lt, not both`},
		{"percent above 100", func(m map[string]any) {
			obj(m, "escrow", "payment", "graduated_release")["tiers"] = tiersJSON(`[{"composite_score_gte":60,"release_percent":101}]`)
		}, `escrow.payment.graduated_release.tiers[0].release_percent: must be 0..100`},
		{"score with three decimals", func(m map[string]any) {
			obj(m, "escrow", "payment", "graduated_release")["tiers"] = tiersJSON(`[{"composite_score_gte":86.125,"release_percent":50}]`)
		}, `escrow.payment.graduated_release.tiers[0].composite_score_gte: must be 0..100 with at most two decimals`},
		{"nine tiers", func(m map[string]any) {
			obj(m, "escrow", "payment", "graduated_release")["tiers"] = tiersJSON(`[{"composite_score_gte":90,"release_percent":9},{"composite_score_gte":80,"release_percent":8},{"composite_score_gte":70,"release_percent":7},{"composite_score_gte":60,"release_percent":6},{"composite_score_gte":50,"release_percent":5},{"composite_score_gte":40,"release_percent":4},{"composite_score_gte":30,"release_percent":3},{"composite_score_gte":20,"release_percent":2},{"composite_score_gte":10,"release_percent":1}]`)
		}, `escrow.payment.graduated_release.tiers: 9 tiers, at most 8 fit on chain`},
		{"continuous with tiers", func(m map[string]any) { obj(m, "escrow", "payment", "graduated_release")["mode"] = "continuous" },
			`escrow.payment.graduated_release.tiers: not allowed with mode continuous`},
		{"rolling without window", func(m map[string]any) { obj(m, "escrow", "payment", "graduated_release")["mode"] = "rolling_average" },
			`escrow.payment.graduated_release.window: required`},
		{"rolling window 17", func(m map[string]any) {
			gr := obj(m, "escrow", "payment", "graduated_release")
			gr["mode"], gr["window"] = "rolling_average", json.Number("17")
		}, `escrow.payment.graduated_release.window: 17, want 1..16`},
		{"unknown mode", func(m map[string]any) { obj(m, "escrow", "payment", "graduated_release")["mode"] = "step" },
			`escrow.payment.graduated_release.mode: "step" is not supported`},
		{"hold without backup", func(m map[string]any) { delete(obj(m, "parties"), "backup_evaluator") },
			`escrow.dead_mans_switch.timeout_action: hold_for_backup_evaluator needs parties.backup_evaluator`},
		{"unknown timeout action", func(m map[string]any) { obj(m, "escrow", "dead_mans_switch")["timeout_action"] = "panic" },
			`escrow.dead_mans_switch.timeout_action: "panic" is not one of hold_for_backup_evaluator, split_50_50, return_to_client, release_to_provider`},
		{"fallback cannot hold", func(m map[string]any) {
			obj(m, "escrow", "dead_mans_switch")["fallback_action"] = "hold_for_backup_evaluator"
		}, `escrow.dead_mans_switch.fallback_action: "hold_for_backup_evaluator" is not one of split_50_50`},
		{"fund timeout missing", func(m map[string]any) { delete(obj(m, "escrow", "dead_mans_switch"), "client_timeout_seconds") },
			`escrow.dead_mans_switch.client_timeout_seconds: required`},
		{"timeout fractional", func(m map[string]any) {
			obj(m, "escrow", "dead_mans_switch")["provider_timeout_seconds"] = json.Number("1.5")
		},
			`escrow.dead_mans_switch.provider_timeout_seconds: must be a whole number`},
		{"dispute without resolver", func(m map[string]any) { delete(obj(m, "parties"), "resolver") },
			`dispute.threshold: an automatic dispute needs parties.resolver`},
		{"optimistic without window", func(m map[string]any) { delete(obj(m, "verification"), "challenge_window_seconds") },
			`verification.challenge_window_seconds: the optimistic strategy needs a challenge window > 0`},
		{"unknown strategy", func(m map[string]any) { obj(m, "verification")["strategy"] = "pessimistic" },
			`verification.strategy: "pessimistic" is not supported`},
		{"unknown chain", func(m map[string]any) { obj(m, "escrow", "binding")["chain"] = "solana" },
			`escrow.binding.chain: unknown chain "solana"`},
		{"expired agreement", func(m map[string]any) { m["expires_at"] = "2026-03-26T14:30:00Z" },
			`expires_at: the agreement expired at 2026-03-26T14:30:00Z`},
		{"escrow disabled", func(m map[string]any) { obj(m, "escrow")["enabled"] = false },
			`escrow.enabled: is false`},
		{"fee above cap", func(m map[string]any) { obj(m, "escrow", "payment")["evaluator_fee_percent"] = json.Number("10.01") },
			`escrow.payment.evaluator_fee_percent: above the cap of 10.00 %`},
		{"wrong version", func(m map[string]any) { m["asa_version"] = "2.0.0" }, `asa_version: version "2.0.0" is not supported`},
		{"party not an object", func(m map[string]any) { obj(m, "parties")["provider"] = "beta" },
			`parties.provider: must be an object, not a string`},
		{"timeout above a year", func(m map[string]any) {
			obj(m, "escrow", "dead_mans_switch")["client_timeout_seconds"] = json.Number("31536001")
		},
			`escrow.dead_mans_switch.client_timeout_seconds: 31536001 seconds is above the 31536000 (365 days)`},
		{"backup without hold", func(m map[string]any) { obj(m, "escrow", "dead_mans_switch")["timeout_action"] = "split_50_50" },
			`parties.backup_evaluator: only used with timeout_action hold_for_backup_evaluator, not split_50_50`},
		{"resolver is the client", func(m map[string]any) {
			obj(m, "parties", "resolver")["wallet"] = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
		},
			`parties.resolver: the resolver 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 is the client or the provider`},
		{"amount above uint96", func(m map[string]any) { obj(m, "escrow", "payment")["amount"] = "79228162514264337593543.950336" },
			`escrow.payment.amount: amount "79228162514264337593543.950336" is out of range`},
		{"quorum above n", func(m map[string]any) { obj(m, "verification")["quorum"] = json.Number("2") },
			`verification.quorum: 2, want 1..1`},
		{"collateral above 200 %", func(m map[string]any) {
			obj(m, "escrow")["collateral"] = map[string]any{"percent": json.Number("200.01")}
		},
			`escrow.collateral.percent: must be 0..200 with at most two decimals: 200.01 is above 200`},
		{"collateral negative", func(m map[string]any) { obj(m, "escrow")["collateral"] = map[string]any{"percent": json.Number("-5")} },
			`escrow.collateral.percent: must be 0..200 with at most two decimals: -5 is negative`},
		{"collateral three decimals", func(m map[string]any) { obj(m, "escrow")["collateral"] = map[string]any{"percent": "12.345"} },
			`escrow.collateral.percent: must be 0..200 with at most two decimals: 12.345 has more than two decimals`},
		{"collateral not a number", func(m map[string]any) { obj(m, "escrow")["collateral"] = map[string]any{"percent": "half"} },
			`escrow.collateral.percent: must be 0..200 with at most two decimals: half is not a number`},
		{"collateral a boolean", func(m map[string]any) { obj(m, "escrow")["collateral"] = map[string]any{"percent": true} },
			`escrow.collateral.percent: must be a number, not a boolean`},
		{"collateral without percent", func(m map[string]any) {
			obj(m, "escrow")["collateral"] = map[string]any{}
		},
			`escrow.collateral.percent: required`},
		{"collateral not an object", func(m map[string]any) { obj(m, "escrow")["collateral"] = json.Number("50") },
			`escrow.collateral: must be an object, not a number`},
		{"collateral rounds to nothing", func(m map[string]any) {
			obj(m, "escrow", "payment")["amount"] = "0.000001"
			obj(m, "escrow")["collateral"] = map[string]any{"percent": json.Number("50")}
		}, `escrow.collateral.percent: 50.00 % of 0.000001 USDC rounds down to 0 base units`},
		{"acceptance not an object", func(m map[string]any) { obj(m, "escrow")["acceptance"] = true },
			`escrow.acceptance: must be an object, not a boolean`},
		{"acceptance required not a boolean", func(m map[string]any) { obj(m, "escrow")["acceptance"] = map[string]any{"required": "yes"} },
			`escrow.acceptance.required: must be a boolean, not a string`},
		{"collateral without acceptance", func(m map[string]any) {
			obj(m, "escrow")["collateral"] = map[string]any{"percent": json.Number("50")}
			obj(m, "escrow")["acceptance"] = map[string]any{"required": false}
		}, `escrow.acceptance.required: must be true when escrow.collateral.percent is set`},
		{"unknown visibility", func(m map[string]any) { obj(m, "verification")["visibility"] = "friends" },
			`verification.visibility: "friends" is not one of parties, parties_and_reputation, public`},
		{"visibility not a string", func(m map[string]any) { obj(m, "verification")["visibility"] = true },
			`verification.visibility: must be a string, not a boolean`},
		{"service type with spaces", func(m map[string]any) { obj(m, "service")["type"] = "Research Synthesis" },
			`service.type: "Research Synthesis" is not a service type`},
		{"service type empty", func(m map[string]any) { obj(m, "service")["type"] = "" },
			`service.type: "" is not a service type`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			plan, err := ParseAgreement(edit(t, c.change), AgreementOptions{Now: fixtureNow})
			if err == nil {
				t.Fatalf("accepted: %+v", plan)
			}
			got := problemsOf(t, err)
			if len(got) != 1 || !strings.HasPrefix(got[0], c.want) {
				t.Fatalf("problems %q\nwant one starting with %q", got, c.want)
			}
		})
	}
}

func TestParseAgreementReportsAllProblems(t *testing.T) {
	doc := edit(t, func(m map[string]any) {
		obj(m, "escrow", "payment")["amount"] = "5.0000001"
		obj(m, "parties", "provider")["identity"] = map[string]any{"scheme": "coc", "value": "sha256:abc"}
		obj(m, "escrow", "dead_mans_switch")["timeout_action"] = "wait"
		delete(obj(m, "parties"), "resolver")
	})
	_, err := ParseAgreement(doc, AgreementOptions{Now: fixtureNow})
	got := problemsOf(t, err)
	want := []string{
		`parties.provider: no payout address`,
		`escrow.payment.amount: more decimals than USDC has (6)`,
		`escrow.dead_mans_switch.timeout_action: "wait" is not one of`,
		`dispute.threshold: an automatic dispute needs parties.resolver`,
	}
	if len(got) != len(want) {
		t.Fatalf("problems %q", got)
	}
	for i := range want {
		if !strings.HasPrefix(got[i], want[i]) {
			t.Errorf("problem %d = %q, want prefix %q", i, got[i], want[i])
		}
	}
	if !strings.Contains(err.Error(), "invalid agreement (4 problems)") {
		t.Errorf("summary: %v", err)
	}
}

func TestParseAgreementVariants(t *testing.T) {
	parse := func(t *testing.T, change func(m map[string]any), opts ...AgreementOptions) *JobPlan {
		t.Helper()
		o := AgreementOptions{Now: fixtureNow}
		if len(opts) > 0 {
			o = opts[0]
		}
		plan, err := ParseAgreement(edit(t, change), o)
		if err != nil {
			t.Fatal(err)
		}
		if err := plan.Terms.Validate(); err != nil {
			t.Fatal(err)
		}
		return plan
	}
	t.Run("visibility", func(t *testing.T) {
		for _, v := range []Visibility{VisibilityParties, VisibilityPartiesAndReputation, VisibilityPublic} {
			p := parse(t, func(m map[string]any) { obj(m, "verification")["visibility"] = string(v) })
			if p.Visibility != v {
				t.Fatalf("visibility %q, want %q", p.Visibility, v)
			}
			if p.Visibility.ForReputation() == (v == VisibilityParties) {
				t.Fatalf("%q: ForReputation %v", v, p.Visibility.ForReputation())
			}
		}
	})
	t.Run("no service type", func(t *testing.T) {
		p := parse(t, func(m map[string]any) { delete(obj(m, "service"), "type") })
		if p.ServiceType != "" {
			t.Fatalf("service type %q", p.ServiceType)
		}
	})
	t.Run("continuous", func(t *testing.T) {
		p := parse(t, func(m map[string]any) {
			obj(m, "escrow", "payment")["graduated_release"] = map[string]any{"mode": "continuous"}
		})
		if p.Terms.Policy != PolicyContinuous || p.Terms.TierCount != 0 || p.Terms.Tiers.Sign() != 0 {
			t.Fatalf("%+v", p.Terms)
		}
	})
	t.Run("rolling average", func(t *testing.T) {
		p := parse(t, func(m map[string]any) {
			gr := obj(m, "escrow", "payment", "graduated_release")
			gr["mode"], gr["window"] = "rolling_average", json.Number("5")
		})
		if p.Terms.Policy != PolicyRollingAverage || p.Terms.RollingWindow != 5 || p.Terms.TierCount != 3 {
			t.Fatalf("%+v", p.Terms)
		}
	})
	t.Run("non-zero catch-all becomes a minScore 0 tier", func(t *testing.T) {
		p := parse(t, func(m map[string]any) {
			obj(m, "escrow", "payment", "graduated_release")["tiers"] = tiersJSON(`[{"composite_score_gte":86.1,"release_percent":100},{"composite_score_lt":86.1,"release_percent":12.5}]`)
		})
		tiers, _ := p.Terms.TierList()
		if !slices.Equal(tiers, []Tier{{8610, 10000}, {0, 1250}}) {
			t.Fatalf("tiers %v", tiers)
		}
	})
	t.Run("binary release from composite_threshold", func(t *testing.T) {
		p := parse(t, func(m map[string]any) { delete(obj(m, "escrow", "payment"), "graduated_release") })
		tiers, _ := p.Terms.TierList()
		if p.Terms.Policy != PolicyGraduated || !slices.Equal(tiers, []Tier{{7500, 10000}}) {
			t.Fatalf("%+v %v", p.Terms, tiers)
		}
	})
	t.Run("three evaluators, quorum 2, fee", func(t *testing.T) {
		p := parse(t, func(m map[string]any) {
			parties := obj(m, "parties")
			delete(parties, "evaluator")
			parties["evaluators"] = []any{
				map[string]any{"wallet": "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"},
				map[string]any{"identity": map[string]any{"scheme": "erc8004", "value": "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc"}},
				map[string]any{"identity": map[string]any{"scheme": "caip10", "value": "eip155:8453:0x976EA74026E726554dB657fA54763abd0C3a0aa9"}},
			}
			obj(m, "verification")["quorum"] = json.Number("2")
			obj(m, "escrow", "payment")["evaluator_fee_percent"] = json.Number("1.5")
		})
		if len(p.Evaluators) != 3 || p.Quorum != 2 || p.Terms.EvaluatorFeeBps != 150 {
			t.Fatalf("%v %d %d", p.Evaluators, p.Quorum, p.Terms.EvaluatorFeeBps)
		}
	})
	t.Run("default quorum is a majority", func(t *testing.T) {
		p := parse(t, func(m map[string]any) {
			parties := obj(m, "parties")
			delete(parties, "evaluator")
			parties["evaluators"] = []any{
				map[string]any{"wallet": "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"},
				map[string]any{"wallet": "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc"},
				map[string]any{"wallet": "0x976EA74026E726554dB657fA54763abd0C3a0aa9"},
				map[string]any{"wallet": "0x14dC79964da2C08b23698B3D3cc7Ca32193d9955"},
			}
		})
		if p.Quorum != 3 {
			t.Fatalf("quorum %d", p.Quorum)
		}
	})
	t.Run("no backup: silence goes to the fallback", func(t *testing.T) {
		p := parse(t, func(m map[string]any) {
			delete(obj(m, "parties"), "backup_evaluator")
			dms := obj(m, "escrow", "dead_mans_switch")
			delete(dms, "timeout_action")
			dms["fallback_action"] = "return_to_client"
		})
		if p.Terms.SilenceAction != ActionReturnToClient || p.Terms.FallbackAction != ActionReturnToClient || p.Terms.BackupTimeout != 0 {
			t.Fatalf("%+v", p.Terms)
		}
	})
	t.Run("dispute default and timeout", func(t *testing.T) {
		p := parse(t, func(m map[string]any) {
			d := obj(m, "dispute")
			d["default_action"], d["timeout_seconds"], d["threshold"] = "split_50_50", json.Number("600"), json.Number("59.5")
		})
		if p.Terms.DisputeDefault != ActionSplit5050 || p.Terms.DisputeTimeout != 600 || p.Terms.DisputeThreshold != 5950 {
			t.Fatalf("%+v", p.Terms)
		}
	})
	t.Run("chain from options, no expires_at", func(t *testing.T) {
		p := parse(t, func(m map[string]any) {
			delete(obj(m, "escrow", "binding"), "chain")
			delete(m, "expires_at")
			obj(m, "parties", "client")["wallet"] = "eip155:84532:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
			obj(m, "parties", "backup_evaluator", "identity")["value"] = "eip155:84532:0x90F79bf6EB2c4f870365E785982E1f101E93b906"
		}, AgreementOptions{Now: fixtureNow, ChainID: 84532})
		if p.ChainID != 84532 || p.Token != common.HexToAddress("0x036CbD53842c5426634e7929541eC2318f3dCF7e") {
			t.Fatalf("chain %d token %s", p.ChainID, p.Token)
		}
		if p.ExpiredAt != uint64(fixtureNow.Unix())+2*86400 {
			t.Fatalf("expiredAt %d", p.ExpiredAt)
		}
	})
	t.Run("collateral and acceptance", func(t *testing.T) {
		p := parse(t, func(m map[string]any) { obj(m, "escrow")["collateral"] = map[string]any{"percent": json.Number("50")} })
		if p.Terms.CollateralBps != 5000 || !p.Terms.AcceptanceRequired || p.Collateral().Int64() != 2_500_000 {
			t.Fatalf("50 %% collateral: %+v, collateral %s", p.Terms, p.Collateral())
		}
		p = parse(t, func(m map[string]any) { obj(m, "escrow")["collateral"] = map[string]any{"percent": "200"} })
		if p.Terms.CollateralBps != 20000 || p.Collateral().Int64() != 10_000_000 {
			t.Fatalf("200 %% collateral: %+v", p.Terms)
		}
		p = parse(t, func(m map[string]any) { obj(m, "escrow")["acceptance"] = map[string]any{"required": true} })
		if p.Terms.CollateralBps != 0 || !p.Terms.AcceptanceRequired || p.Collateral().Sign() != 0 {
			t.Fatalf("acceptance without collateral: %+v", p.Terms)
		}
		// The provider agrees by default (issue 22): a document that omits escrow.acceptance (or its
		// required key) asks for the provider's acceptance, collateral or not.
		p = parse(t, func(m map[string]any) { obj(m, "escrow")["collateral"] = map[string]any{"percent": json.Number("0")} })
		if p.Terms.CollateralBps != 0 || !p.Terms.AcceptanceRequired {
			t.Fatalf("0 %% collateral waives the acceptance: %+v", p.Terms)
		}
		p = parse(t, func(m map[string]any) {})
		if p.Terms.CollateralBps != 0 || !p.Terms.AcceptanceRequired || p.Collateral().Sign() != 0 {
			t.Fatalf("the seed, which names no acceptance, does not ask for it (or asks for collateral): %+v", p.Terms)
		}
		p = parse(t, func(m map[string]any) { obj(m, "escrow")["acceptance"] = map[string]any{} })
		if !p.Terms.AcceptanceRequired {
			t.Fatalf("an acceptance object without required waives it: %+v", p.Terms)
		}
		p = parse(t, func(m map[string]any) { obj(m, "escrow")["acceptance"] = map[string]any{"required": nil} })
		if !p.Terms.AcceptanceRequired {
			t.Fatalf("required: null waives the acceptance: %+v", p.Terms)
		}
		// Only an explicit false waives it, and the terms (so the terms hash the escrow checks) say so.
		waived := parse(t, func(m map[string]any) { obj(m, "escrow")["acceptance"] = map[string]any{"required": false} })
		if waived.Terms.AcceptanceRequired || waived.TermsHash == p.TermsHash {
			t.Fatalf("an explicit waiver: %+v (terms hash %s, default's %s)", waived.Terms, waived.TermsHash, p.TermsHash)
		}
	})
	t.Run("amount as a decimal string", func(t *testing.T) {
		p := parse(t, func(m map[string]any) { obj(m, "escrow", "payment")["amount"] = "0.000001" })
		if p.Budget.Cmp(big.NewInt(1)) != 0 {
			t.Fatalf("budget %s", p.Budget)
		}
	})
}

func TestParseAgreementBadInput(t *testing.T) {
	cases := map[string]string{
		"empty":         ``,
		"not an object": `[1,2]`,
		"invalid":       `{"asa_version": }`,
		"trailing":      `{} {}`,
		"duplicate key": `{"a":1,"a":2}`,
		"bad utf-8":     "{\"a\":\"\xff\"}",
		"deep":          strings.Repeat("[", 100) + strings.Repeat("]", 100),
	}
	for name, doc := range cases {
		_, err := ParseAgreement([]byte(doc), AgreementOptions{Now: fixtureNow})
		if err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if _, err := ParseAgreement(readFixture(t, "agreement_research.json"), AgreementOptions{}); err == nil {
		t.Error("missing Now accepted")
	}
	if _, err := ParseAgreement(readFixture(t, "agreement_research.json"), AgreementOptions{Now: fixtureNow, ChainID: 1}); err == nil {
		t.Error("chain mismatch accepted")
	}
	_, err := ParseAgreement([]byte(`{}`), AgreementOptions{Now: fixtureNow})
	got := problemsOf(t, err)
	for _, want := range []string{"asa_version: required", "agreement_id: required", "escrow: required", "parties: required"} {
		if !slices.Contains(got, want) {
			t.Errorf("empty object: missing %q in %q", want, got)
		}
	}
}

// The agreement hash a job records and the provider's acceptance binds: the canonical document without its
// signatures, so the parties' signatures do not change it, and layout does not either; content does.
func TestAgreementHash(t *testing.T) {
	seed := readFixture(t, "agreement_research.json")
	h, err := AgreementHash(seed)
	if err != nil {
		t.Fatal(err)
	}
	plan, err := ParseAgreement(seed, AgreementOptions{Now: fixtureNow})
	if err != nil {
		t.Fatal(err)
	}
	if plan.AgreementHash != h || h == (common.Hash{}) {
		t.Fatalf("plan's agreement hash %s, AgreementHash %s", plan.AgreementHash, h)
	}
	signed := edit(t, func(m map[string]any) {
		m["signatures"] = map[string]any{"client": "0x" + strings.Repeat("11", 65), "provider": "0x" + strings.Repeat("22", 65)}
	})
	compact := edit(t, func(map[string]any) {}) // re-encoded: other key order and whitespace
	for name, doc := range map[string][]byte{"with signatures": signed, "re-encoded": compact} {
		if got, err := AgreementHash(doc); err != nil || got != h {
			t.Errorf("%s: hash %s (%v), want %s", name, got, err, h)
		}
	}
	changed := edit(t, func(m map[string]any) { obj(m, "escrow", "payment")["amount"] = "5.000001" })
	if got, _ := AgreementHash(changed); got == h {
		t.Error("a changed amount keeps the agreement hash")
	}
	for _, bad := range []string{`[1]`, `{"a":1,"a":2}`, `{`} {
		if _, err := AgreementHash([]byte(bad)); err == nil {
			t.Errorf("AgreementHash(%s) accepted", bad)
		}
	}
}
