package erc8004

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/url"
	"slices"
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

// ResolveCard implements settlement.AgentResolver. A wallet comes from the card in one of two ways, never
// from a wallet or payment field of the card (unsigned data anyone serving the URL controls):
//
//   - the card's ERC-8004 registration on this deployment's chain and registry: the agent's agentWallet,
//     read from the Identity Registry (Proof "erc8004-registration");
//   - a card signature (A2A AgentCardSignature) by the wallet itself: ES256K with a did:pkh kid of this
//     chain, see VerifyCard (Proof "card-signature"). The card must name the host it was fetched from in
//     its interfaces, so that a genuine card copied to another address does not resolve there.
//
// A card with both must agree on the wallet; two signers that disagree are refused too.
func (p PartyResolver) ResolveCard(ctx context.Context, cardURL string) (settlement.ResolvedAgent, error) {
	if p.Cards == nil {
		return settlement.ResolvedAgent{}, errors.New("A2A agent cards cannot be fetched here (no card fetcher configured)")
	}
	u, err := url.Parse(cardURL)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return settlement.ResolvedAgent{}, fmt.Errorf("agent card %q is not an http(s) URL", cardURL)
	}
	body, err := p.Cards.FetchCard(ctx, cardURL)
	if err != nil {
		return settlement.ResolvedAgent{}, err
	}
	var c card
	if err := json.Unmarshal(body, &c); err != nil {
		return settlement.ResolvedAgent{}, fmt.Errorf("agent card %q is not JSON: %w", cardURL, err)
	}
	var reg *settlement.ResolvedAgent
	want := fmt.Sprintf("eip155:%d:%s", p.ChainID, strings.ToLower(p.Registry.Hex()))
	if p.Registry != (common.Address{}) {
		for _, r := range c.Registrations {
			if strings.ToLower(r.AgentRegistry) != want {
				continue
			}
			id := strings.Trim(string(r.AgentID), `"`)
			if _, ok := new(big.Int).SetString(id, 10); !ok {
				return settlement.ResolvedAgent{}, fmt.Errorf("agent card %q: registration agentId %s is not a number", cardURL, r.AgentID)
			}
			res, err := p.ResolveAgent(ctx, id)
			if err != nil {
				return settlement.ResolvedAgent{}, fmt.Errorf("agent card %q: its registration: %w", cardURL, err)
			}
			res.Proof = settlement.ProofRegistration
			reg = &res
			break
		}
	}
	signers, problems, err := VerifyCard(body, p.ChainID)
	if err != nil {
		return settlement.ResolvedAgent{}, fmt.Errorf("agent card %q: %w", cardURL, err)
	}
	if len(signers) > 0 && !slices.Contains(cardHosts(body), hostOf(u)) {
		return settlement.ResolvedAgent{}, fmt.Errorf("agent card %q is signed by %s but names none of its interfaces at %s (its supportedInterfaces name %v): a signed card resolves only at its own host, so that a copy served elsewhere is not taken for it",
			cardURL, signers[0].Wallet.Hex(), hostOf(u), cardHosts(body))
	}
	var signed *settlement.ResolvedAgent
	for _, s := range signers {
		if signed != nil && signed.Wallet != s.Wallet {
			return settlement.ResolvedAgent{}, fmt.Errorf("agent card %q is signed by two wallets, %s and %s: which one is paid is ambiguous", cardURL, signed.Wallet.Hex(), s.Wallet.Hex())
		}
		signed = &settlement.ResolvedAgent{Wallet: s.Wallet, Proof: settlement.ProofCardSignature}
	}
	switch {
	case reg != nil && signed != nil && reg.Wallet != signed.Wallet:
		return settlement.ResolvedAgent{}, fmt.Errorf("agent card %q is signed by %s but its ERC-8004 registration (agent %s) pays %s: refused as ambiguous", cardURL, signed.Wallet.Hex(), reg.AgentID, reg.Wallet.Hex())
	case reg != nil:
		return *reg, nil
	case signed != nil:
		return *signed, nil
	}
	why := "it is unsigned"
	if len(problems) > 0 {
		why = "no signature verified (" + strings.Join(problems, "; ") + ")"
	}
	if p.Registry != (common.Address{}) {
		why += fmt.Sprintf(" and it names no ERC-8004 registration in %s", want)
	}
	return settlement.ResolvedAgent{}, fmt.Errorf("agent card %q is not payable: %s; a card's own wallet fields are unsigned and never paid. Sign the card with the wallet (ES256K, kid \"did:pkh:eip155:%d:<wallet>\"), add {\"registrations\": [{\"agentId\": N, \"agentRegistry\": %q}]} to it, or give the party a \"wallet\"",
		cardURL, why, p.ChainID, want)
}
