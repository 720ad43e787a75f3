package settlement

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// Parties named through an identity system: did:pkh pays its account (on the job's chain only); coc, W3C VC
// and api_key parties without a wallet are refused naming the field that would make them payable; an
// erc8004 agent id or an A2A card is payable only through a resolution ResolveAgents made, and is recorded
// in the plan. (The on-chain resolution itself is tested on anvil: cmd/asa TestERC8004AgentHiredByIDOnAnvil.)
func TestPartyIdentitySchemes(t *testing.T) {
	provider := func(id map[string]any) []byte {
		return edit(t, func(m map[string]any) {
			p := obj(m, "parties", "provider")
			delete(p, "wallet")
			p["identity"] = id
		})
	}
	pkh := "did:pkh:eip155:8453:0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
	plan, err := ParseAgreement(provider(map[string]any{"scheme": "did:pkh", "value": pkh}), AgreementOptions{Now: fixtureNow})
	if err != nil {
		t.Fatal(err)
	}
	if plan.Provider != common.HexToAddress("0x70997970C51812dc3A010C7d01b50e0d17dc79C8") || len(plan.Agents) != 1 || plan.Agents[0].Scheme != SchemeDIDPKH {
		t.Fatalf("did:pkh provider %s, agents %+v", plan.Provider, plan.Agents)
	}
	if _, err := ParseAgreement(provider(map[string]any{"scheme": "did:pkh", "value": "did:pkh:eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8"}), AgreementOptions{Now: fixtureNow}); err == nil ||
		!strings.Contains(err.Error(), "is on chain 1, but the job is on chain 8453") {
		t.Fatalf("did:pkh on another chain: %v", err)
	}
	for _, scheme := range []string{SchemeCoC, SchemeVC, SchemeAPIKey} {
		_, err := ParseAgreement(provider(map[string]any{"scheme": scheme, "value": "x"}), AgreementOptions{Now: fixtureNow})
		if err == nil || !strings.Contains(err.Error(), `add "wallet"`) || !strings.Contains(err.Error(), "cannot be paid") {
			t.Errorf("%s provider without a wallet: %v", scheme, err)
		}
	}
	byID := provider(map[string]any{"scheme": "erc8004", "value": "42"})
	if _, err := ParseAgreement(byID, AgreementOptions{Now: fixtureNow}); err == nil || !strings.Contains(err.Error(), `erc8004 identity "42" is not resolved`) {
		t.Fatalf("unresolved agent id: %v", err)
	}
	if _, err := ResolveAgents(context.Background(), byID, nil); err == nil || !strings.Contains(err.Error(), "parties.provider") || !strings.Contains(err.Error(), "no resolver") {
		t.Fatalf("ResolveAgents without a resolver: %v", err)
	}
	// A document whose parties all name wallets needs no resolver.
	if agents, err := ResolveAgents(context.Background(), edit(t, func(map[string]any) {}), nil); err != nil || len(agents) != 0 {
		t.Fatalf("ResolveAgents of wallet parties: %v %v", agents, err)
	}
	wallet := common.HexToAddress("0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc")
	plan, err = ParseAgreement(byID, AgreementOptions{Now: fixtureNow, Agents: Agents{AgentKey("erc8004", "42"): {AgentID: "42", Wallet: wallet}}})
	if err != nil {
		t.Fatal(err)
	}
	if a, ok := plan.AgentFor("parties.provider"); plan.Provider != wallet || !ok || a.AgentID != "42" || a.Wallet != wallet {
		t.Fatalf("resolved agent: provider %s, %+v", plan.Provider, plan.Agents)
	}
}

// An offline check (AgreementOptions.Offline) lets an unresolved agent id or card stand in so that the rest
// of the document is checked, reporting the party as pending; ParseAgreement never takes the stand-in (a
// job is planned only from real resolutions), and two parties named by the same reference still collide.
func TestOfflineCheckOfUnresolvedParties(t *testing.T) {
	doc := edit(t, func(m map[string]any) {
		p := obj(m, "parties", "provider")
		delete(p, "wallet")
		p["identity"] = map[string]any{"scheme": "erc8004", "value": "42"}
	})
	rep := CheckAgreement(doc, AgreementOptions{Now: fixtureNow, Offline: true})
	if rep.Refused() || len(rep.Agents) != 1 || !rep.Agents[0].Pending || rep.Agents[0].Wallet != (common.Address{}) || rep.Agents[0].Ref != "42" {
		t.Fatalf("offline check of an agent-id provider: problems %v, agents %+v", rep.Problems, rep.Agents)
	}
	if _, err := ParseAgreement(doc, AgreementOptions{Now: fixtureNow, Offline: true}); err == nil || !strings.Contains(err.Error(), "is not resolved") {
		t.Fatalf("ParseAgreement with Offline set took a stand-in: %v", err)
	}
	// The resolver named by the same agent id as the provider is not independent, offline too.
	same := edit(t, func(m map[string]any) {
		for _, role := range []string{"provider", "resolver"} {
			p := obj(m, "parties", role)
			delete(p, "wallet")
			p["identity"] = map[string]any{"scheme": "erc8004", "value": "42"}
		}
	})
	if rep := CheckAgreement(same, AgreementOptions{Now: fixtureNow, Offline: true}); !rep.Refused() || !strings.Contains(rep.Problems[0].String(), "independent") {
		t.Fatalf("provider and resolver named by one agent id, offline: %v", rep.Problems)
	}
}

// countingResolver resolves every agent id to one wallet and counts the calls.
type countingResolver struct{ calls int }

func (c *countingResolver) ResolveAgent(_ context.Context, ref string) (ResolvedAgent, error) {
	c.calls++
	return ResolvedAgent{AgentID: ref, Wallet: common.HexToAddress("0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc")}, nil
}

func (c *countingResolver) ResolveCard(context.Context, string) (ResolvedAgent, error) {
	c.calls++
	return ResolvedAgent{}, nil
}

// A document may list any number of parties by agent id, and each resolution costs node calls: more than
// MaxResolvedAgents are refused before a single one is resolved (a 256 KiB document could name thousands,
// each three eth_calls, before the parser's bound of MaxEvaluators applied); up to the bound they resolve.
func TestResolveAgentsBoundsTheParties(t *testing.T) {
	evaluators := func(n int) []byte {
		return edit(t, func(m map[string]any) {
			list := make([]any, n)
			for i := range list {
				list[i] = map[string]any{"identity": map[string]any{"scheme": "erc8004", "value": strconv.Itoa(100 + i)}}
			}
			obj(m, "parties")["evaluators"] = list
		})
	}
	r := &countingResolver{}
	if _, err := ResolveAgents(context.Background(), evaluators(MaxResolvedAgents+1), r); err == nil || r.calls != 0 ||
		!strings.Contains(err.Error(), "at most 12") || !strings.Contains(err.Error(), "parties.evaluators[12]") {
		t.Fatalf("%d agent-id parties: %v after %d resolutions (want a refusal before any)", MaxResolvedAgents+1, err, r.calls)
	}
	agents, err := ResolveAgents(context.Background(), evaluators(MaxResolvedAgents), r)
	if err != nil || len(agents) != MaxResolvedAgents || r.calls != MaxResolvedAgents {
		t.Fatalf("%d agent-id parties: %d resolved in %d calls, %v", MaxResolvedAgents, len(agents), r.calls, err)
	}
}
