package erc8004

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/settlement"
)

// CardSource fetches an A2A Agent Card document.
type CardSource interface {
	FetchCard(ctx context.Context, url string) ([]byte, error)
}

// HTTPCards fetches cards with the given client (the egress-policy client in production; never
// http.DefaultClient). Cards larger than MaxCardBytes are refused.
type HTTPCards struct {
	Client *http.Client
}

// MaxCardBytes bounds an Agent Card document.
const MaxCardBytes = 256 << 10

// FetchCard GETs url and returns its body.
func (h HTTPCards) FetchCard(ctx context.Context, url string) ([]byte, error) {
	if h.Client == nil {
		return nil, errors.New("fetch agent card: no HTTP client configured")
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, fmt.Errorf("fetch agent card %q: %w", url, err)
	}
	req.Header.Set("Accept", "application/json")
	resp, err := h.Client.Do(req)
	if err != nil {
		return nil, fmt.Errorf("fetch agent card %q: %w", url, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("fetch agent card %q: HTTP %d", url, resp.StatusCode)
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, MaxCardBytes+1))
	if err != nil {
		return nil, fmt.Errorf("fetch agent card %q: %w", url, err)
	}
	if len(body) > MaxCardBytes {
		return nil, fmt.Errorf("fetch agent card %q: larger than %d bytes", url, MaxCardBytes)
	}
	return body, nil
}

// PartyResolver is the on-chain settlement.AgentResolver of one deployment: agent references resolve
// through its Identity Registry on its chain, A2A cards through the card's ERC-8004 registration.
type PartyResolver struct {
	Agents   Resolver
	ChainID  uint64
	Registry common.Address // the deployment's identityRegistry (zero: agent ids are refused)
	Cards    CardSource     // nil: A2A parties are refused
}

// ResolveAgent implements settlement.AgentResolver.
func (p PartyResolver) ResolveAgent(ctx context.Context, ref string) (settlement.ResolvedAgent, error) {
	r, err := ParseAgentRef(ref)
	if err != nil {
		return settlement.ResolvedAgent{}, err
	}
	a, err := ResolveWallet(ctx, p.Agents, p.ChainID, p.Registry, r)
	if err != nil {
		return settlement.ResolvedAgent{}, err
	}
	return settlement.ResolvedAgent{AgentID: a.ID, Registry: a.Registry, Wallet: a.Wallet}, nil
}

// card is the part of an A2A Agent Card this resolver reads: its ERC-8004 registrations (the registration
// file's "registrations" list, which an agent may publish in its card).
type card struct {
	Registrations []struct {
		AgentID       json.RawMessage `json:"agentId"`
		AgentRegistry string          `json:"agentRegistry"`
	} `json:"registrations"`
}

// ResolveCard implements settlement.AgentResolver. A wallet comes only from the card's ERC-8004
// registration on this deployment's chain and registry, read from the Identity Registry: any wallet or
// payment field of the card itself is unsigned data anyone serving the URL controls, and is ignored.
// Signed cards (A2A AgentCardSignature) are not verified here: such a card must also carry its registration.
func (p PartyResolver) ResolveCard(ctx context.Context, url string) (settlement.ResolvedAgent, error) {
	if p.Cards == nil {
		return settlement.ResolvedAgent{}, errors.New("A2A agent cards cannot be fetched here (no card fetcher configured)")
	}
	if !strings.HasPrefix(url, "https://") && !strings.HasPrefix(url, "http://") {
		return settlement.ResolvedAgent{}, fmt.Errorf("agent card %q is not an http(s) URL", url)
	}
	body, err := p.Cards.FetchCard(ctx, url)
	if err != nil {
		return settlement.ResolvedAgent{}, err
	}
	var c card
	if err := json.Unmarshal(body, &c); err != nil {
		return settlement.ResolvedAgent{}, fmt.Errorf("agent card %q is not JSON: %w", url, err)
	}
	want := fmt.Sprintf("eip155:%d:%s", p.ChainID, strings.ToLower(p.Registry.Hex()))
	for _, r := range c.Registrations {
		if strings.ToLower(r.AgentRegistry) != want {
			continue
		}
		id := strings.Trim(string(r.AgentID), `"`)
		if _, err := strconv.ParseUint(id, 10, 64); err != nil {
			if _, ok := new(big.Int).SetString(id, 10); !ok {
				return settlement.ResolvedAgent{}, fmt.Errorf("agent card %q: registration agentId %s is not a number", url, r.AgentID)
			}
		}
		return p.ResolveAgent(ctx, id)
	}
	return settlement.ResolvedAgent{}, fmt.Errorf("agent card %q names no ERC-8004 registration in %s: a card's own wallet fields are unsigned and never paid; add {\"registrations\": [{\"agentId\": N, \"agentRegistry\": %q}]} to the card, or give the party a \"wallet\"", url, want, want)
}
