package daemon_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// agreementSpec is what a test agreement document varies.
type agreementSpec struct {
	id                              string
	client, provider, evaluator     common.Address
	amount                          string // whole token units, e.g. "5.00"
	serviceType, visibility         string // "" leaves the field out
	token                           common.Address
	challengeWindow, evaluateWithin int // seconds; 0: 60 and 3600
}

// testAgreement writes an ASA agreement document for this chain: graduated release (>=90 100 %, >=75 85 %,
// >=60 50 %, else 0), an optimistic window, and the spec's service type and visibility.
func testAgreement(t testing.TB, s agreementSpec, chainID uint64, escrowAddr common.Address) []byte {
	t.Helper()
	window, evaluate := s.challengeWindow, s.evaluateWithin
	if window == 0 {
		window = 60
	}
	if evaluate == 0 {
		evaluate = 3600
	}
	verification := map[string]any{"strategy": "optimistic", "challenge_window_seconds": window, "evaluator_timeout_seconds": evaluate}
	if s.visibility != "" {
		verification["visibility"] = s.visibility
	}
	doc := map[string]any{
		"asa_version": "1.0.0", "agreement_id": s.id,
		"parties": map[string]any{
			"client":    map[string]any{"wallet": s.client.Hex()},
			"provider":  map[string]any{"wallet": s.provider.Hex()},
			"evaluator": map[string]any{"wallet": s.evaluator.Hex()},
		},
		"quality_criteria": map[string]any{"composite_threshold": 75},
		"verification":     verification,
		"escrow": map[string]any{
			"binding": map[string]any{"type": "erc8183", "chain": fmt.Sprintf("eip155:%d", chainID), "contract_address": escrowAddr.Hex()},
			"payment": map[string]any{"amount": s.amount, "currency": "USDC", "token_address": s.token.Hex(),
				"graduated_release": map[string]any{"enabled": true, "tiers": []any{
					map[string]any{"composite_score_gte": 90, "release_percent": 100},
					map[string]any{"composite_score_gte": 75, "release_percent": 85},
					map[string]any{"composite_score_gte": 60, "release_percent": 50},
					map[string]any{"composite_score_lt": 60, "release_percent": 0},
				}}},
			"dead_mans_switch": map[string]any{"client_timeout_seconds": 86400, "provider_timeout_seconds": 86400,
				"evaluator_timeout_seconds": evaluate, "fallback_action": "split_50_50"},
		},
	}
	if s.serviceType != "" {
		doc["service"] = map[string]any{"type": s.serviceType}
	}
	b, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// agreedJob is a job created and funded from an agreement document.
type agreedJob struct {
	id   *big.Int
	doc  []byte
	plan *settlement.JobPlan
}

// createAgreed creates and funds a job from the client for an agreement document with the spec (the
// world's client, provider and first evaluator) with the provider's signed acceptance, as
// `asa job accept --sign` and `asa job create --agreement --fund --acceptance` do: the job starts Funded.
func (w *world) createAgreed(s agreementSpec) agreedJob {
	w.t.Helper()
	ctx := context.Background()
	if s.client == (common.Address{}) {
		s.client, s.provider, s.evaluator = w.client_.addr, w.provider.addr, w.evals[0].addr
	}
	s.token = w.dep.Token
	doc := testAgreement(w.t, s, w.dep.ChainID, w.dep.Escrow)
	plan, err := settlement.ParseAgreement(doc, settlement.AgreementOptions{Now: time.Unix(int64(w.now()), 0), ChainID: w.dep.ChainID})
	if err != nil {
		w.t.Fatal(err)
	}
	esc, err := asaclient.Open(ctx, w.client, w.dep.Escrow)
	if err != nil {
		w.t.Fatal(err)
	}
	c, err := esc.CreateAgreedJob(ctx, signer.FromKey(w.client_.key), plan, esc.ProviderKey(signer.FromKey(w.provider.key)), asaclient.AgreedJobOptions{})
	if err != nil {
		w.t.Fatal(err)
	}
	return agreedJob{id: c.JobID, doc: doc, plan: plan}
}
