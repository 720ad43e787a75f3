package settlement

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// Identity schemes a party may name (parties.<role>.identity.scheme).
const (
	SchemeERC8004 = "erc8004" // an ERC-8004 agent: its id, or eip155:<chain>:<identityRegistry>:<agentId>
	SchemeDIDPKH  = "did:pkh" // did:pkh:eip155:<chain>:0x... (its account is the payout address)
	SchemeA2A     = "a2a"     // an A2A Agent Card URL
	SchemeCoC     = "coc"     // Chain of Consciousness: a label, not payable by itself
	SchemeVC      = "w3c_vc"  // a W3C verifiable credential: a label, not payable by itself
	SchemeAPIKey  = "api_key" // an API key: a label, not payable by itself
)

// PartyAgent is a party resolved through an identity system rather than named by a wallet: which party
// (its JSON path), the reference the document gives, the ERC-8004 agent id behind it, and the wallet it
// resolved to at creation (what the escrow pays; later registry changes do not move it).
type PartyAgent struct {
	Path     string         `json:"path"`
	Scheme   string         `json:"scheme"`
	Ref      string         `json:"ref"`
	AgentID  string         `json:"agentId,omitempty"`
	Registry common.Address `json:"identityRegistry,omitempty"`
	Wallet   common.Address `json:"wallet"`
	// Proof says what bound an A2A card to its wallet (ProofRegistration, ProofCardSignature).
	Proof string `json:"proof,omitempty"`
	// Pending is set by an offline check (AgreementOptions.Offline): the party is resolved when the job
	// is created (on chain, or by fetching its card), and Wallet is zero.
	Pending bool `json:"pending,omitempty"`
}

// How an A2A Agent Card was bound to the wallet it pays (PartyAgent.Proof).
const (
	ProofRegistration  = "erc8004-registration" // the card's ERC-8004 registration: the agent's agentWallet
	ProofCardSignature = "card-signature"       // an ES256K card signature whose did:pkh kid is the wallet
)

// ResolvedAgent is what an AgentResolver found for one reference.
type ResolvedAgent struct {
	AgentID  string         // the ERC-8004 agent id (decimal)
	Registry common.Address // the Identity Registry it is registered in
	Wallet   common.Address // its agentWallet at the time of resolution
	Proof    string         // for an A2A card: what bound it to Wallet (ProofRegistration, ProofCardSignature)
}

// AgentResolver resolves identities that need a network: ERC-8004 agent references (through the Identity
// Registry) and A2A Agent Cards (through a card's ERC-8004 registration). The parser itself is offline:
// ResolveAgents runs the resolver over a document first and ParseAgreement is given the answers.
type AgentResolver interface {
	// ResolveAgent resolves an erc8004 reference: a decimal agent id or eip155:<chain>:<registry>:<agentId>.
	ResolveAgent(ctx context.Context, ref string) (ResolvedAgent, error)
	// ResolveCard resolves an A2A Agent Card URL; only a signed card or the card's ERC-8004 registration may
	// yield a wallet, never an unsigned wallet field.
	ResolveCard(ctx context.Context, url string) (ResolvedAgent, error)
}

// Agents are the resolutions ParseAgreement uses, keyed by scheme and reference (AgentKey).
type Agents map[string]ResolvedAgent

// AgentsOf turns the parties a job recorded at its creation (JobPlan.Agents, as the daemon stores them) back
// into the resolutions ParseAgreement takes, so that a stored agreement reads as it did at creation whatever
// the registry says since.
func AgentsOf(parties []PartyAgent) Agents {
	out := Agents{}
	for _, p := range parties {
		out[AgentKey(p.Scheme, p.Ref)] = ResolvedAgent{AgentID: p.AgentID, Registry: p.Registry, Wallet: p.Wallet, Proof: p.Proof}
	}
	return out
}

// AgentKey is the key of a reference in Agents.
func AgentKey(scheme, ref string) string { return scheme + " " + ref }

// needsResolver reports whether a party identity (no wallet field) needs an AgentResolver.
func needsResolver(scheme, value string) bool {
	switch scheme {
	case SchemeERC8004:
		_, err := parseAddress(value)
		return err != nil && !isCAIP10(value)
	case SchemeA2A:
		return value != ""
	}
	return false
}

// isCAIP10 reports whether s has the CAIP-10 account form eip155:<chain>:0x<40 hex>.
func isCAIP10(s string) bool {
	parts := strings.Split(s, ":")
	return len(parts) == 3 && parts[0] == "eip155" && strings.HasPrefix(parts[2], "0x")
}

// MaxResolvedAgents bounds how many parties of one agreement ResolveAgents resolves (each is node calls or
// a card fetch): every party an agreement can have (client, provider, MaxEvaluators evaluators, the backup
// evaluator and the resolver).
const MaxResolvedAgents = MaxEvaluators + 4

// ResolveAgents finds the parties of an agreement document that are named by an ERC-8004 agent reference or
// an A2A Agent Card (without a "wallet" field) and resolves each through r. Parties with a wallet, a CAIP-10
// or did:pkh identity need nothing and are skipped. Every failure is reported, each with its party's path.
func ResolveAgents(ctx context.Context, doc []byte, r AgentResolver) (Agents, error) {
	tree, err := decodeTree(doc)
	if err != nil {
		return nil, fmt.Errorf("agreement: %w", err)
	}
	root, _ := tree.(map[string]any)
	parties, _ := root["parties"].(map[string]any)
	out := Agents{}
	var problems []string
	var causes []error // the resolver's errors, kept for errors.Is/As (a quota, a context deadline)
	keys := make([]string, 0, len(parties))
	for k := range parties {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	// First the parties that need resolving (each reference once), then at most MaxResolvedAgents
	// resolutions: a document may list any number of parties, and each resolution is calls to the node or
	// a fetch, before the parser's own bounds (MaxEvaluators) ever apply.
	type pending struct{ path, scheme, value, key string }
	var todo []pending
	queued := map[string]bool{}
	visit := func(path string, p any) {
		m, _ := p.(map[string]any)
		if m == nil {
			return
		}
		if _, hasWallet := m["wallet"]; hasWallet {
			return
		}
		id, _ := m["identity"].(map[string]any)
		scheme, _ := id["scheme"].(string)
		value, _ := id["value"].(string)
		if !needsResolver(scheme, value) {
			return
		}
		key := AgentKey(scheme, value)
		if queued[key] {
			return
		}
		queued[key] = true
		todo = append(todo, pending{path, scheme, value, key})
	}
	for _, k := range keys {
		path := "parties." + k
		if list, ok := parties[k].([]any); ok {
			for i, p := range list {
				visit(fmt.Sprintf("%s[%d]", path, i), p)
			}
			continue
		}
		visit(path, parties[k])
	}
	if len(todo) > MaxResolvedAgents {
		return nil, fmt.Errorf("agreement parties: %d parties are named by an agent id or card, at most %d can be (%s, the first past the bound): name the others by wallet",
			len(todo), MaxResolvedAgents, todo[MaxResolvedAgents].path)
	}
	for _, p := range todo {
		if r == nil {
			problems = append(problems, fmt.Sprintf("%s: %s identity %q needs resolving on chain, and no resolver is configured", p.path, p.scheme, p.value))
			continue
		}
		var res ResolvedAgent
		var err error
		if p.scheme == SchemeA2A {
			res, err = r.ResolveCard(ctx, p.value)
		} else {
			res, err = r.ResolveAgent(ctx, p.value)
		}
		if err != nil {
			problems = append(problems, fmt.Sprintf("%s: %s identity %q: %v", p.path, p.scheme, p.value, err))
			causes = append(causes, err)
			continue
		}
		if res.Wallet == (common.Address{}) {
			problems = append(problems, fmt.Sprintf("%s: %s identity %q resolved to no wallet", p.path, p.scheme, p.value))
			continue
		}
		out[p.key] = res
	}
	if len(problems) > 0 {
		return nil, &partiesError{msg: "agreement parties: " + strings.Join(problems, "; "), causes: causes}
	}
	return out, nil
}

// partiesError is ResolveAgents' refusal: every party's problem in one message, the resolver's own
// errors still reachable through errors.Is and errors.As.
type partiesError struct {
	msg    string
	causes []error
}

func (e *partiesError) Error() string   { return e.msg }
func (e *partiesError) Unwrap() []error { return e.causes }

// identityAddress resolves a party's identity (no wallet field) to its payout address, recording the
// resolution in the plan's Agents; a problem is recorded at path and the zero address returned.
func (a *agreementReader) identityAddress(path, scheme, value string) common.Address {
	vpath := path + ".identity.value"
	switch {
	case strings.HasPrefix(value, "eip155:") && !needsResolver(scheme, value):
		addr, err := a.walletAddress(value)
		if err != nil {
			a.ps.add(vpath, "%v", err)
			return common.Address{}
		}
		return addr
	case scheme == SchemeDIDPKH || strings.HasPrefix(value, "did:pkh:"):
		account, ok := strings.CutPrefix(value, "did:pkh:")
		if !ok || !strings.HasPrefix(account, "eip155:") {
			a.ps.add(vpath, "%q is not a did:pkh of an eip155 account (did:pkh:eip155:<chain id>:0x...)", value)
			return common.Address{}
		}
		addr, err := a.walletAddress(account)
		if err != nil {
			a.ps.add(vpath, "did:pkh: %v", err)
			return common.Address{}
		}
		a.agents = append(a.agents, PartyAgent{Path: path, Scheme: SchemeDIDPKH, Ref: value, Wallet: addr})
		return addr
	case scheme == SchemeERC8004 && !needsResolver(scheme, value):
		// A bare 0x address given as an erc8004 value (the older mapping): the address itself.
		addr, err := parseAddress(value)
		if err != nil {
			a.ps.add(vpath, "erc8004 identity is not a payout address: %v", err)
			return common.Address{}
		}
		return addr
	case needsResolver(scheme, value):
		res, ok := a.opts.Agents[AgentKey(scheme, value)]
		if !ok && a.opts.Offline {
			if problem := offlineProblem(scheme, value); problem != "" {
				a.ps.add(vpath, "%s", problem)
				return common.Address{}
			}
			a.agents = append(a.agents, PartyAgent{Path: path, Scheme: scheme, Ref: value, Pending: true})
			return standIn(scheme, value)
		}
		if !ok || res.Wallet == (common.Address{}) {
			a.ps.add(vpath, "%s identity %q is not resolved: it is resolved on chain when the job is created (settlement.ResolveAgents), or give the party a \"wallet\"", scheme, value)
			return common.Address{}
		}
		a.agents = append(a.agents, PartyAgent{Path: path, Scheme: scheme, Ref: value, AgentID: res.AgentID, Registry: res.Registry, Wallet: res.Wallet, Proof: res.Proof})
		return res.Wallet
	}
	switch scheme {
	case "":
		a.ps.add(path, "no payout address (no identity has one); add \"wallet\": \"0x...\" or \"eip155:<chain id>:0x...\"")
	case SchemeCoC, SchemeVC, SchemeAPIKey:
		a.ps.add(path, "no payout address (identity scheme %q has none): a %s identity names the party but cannot be paid; add \"wallet\": \"0x...\" (or name the party by an erc8004 agent id, whose agentWallet is paid)", scheme, scheme)
	default:
		a.ps.add(path, "no payout address (identity scheme %q has none); add \"wallet\": \"0x...\" or \"eip155:<chain id>:0x...\"", scheme)
	}
	return common.Address{}
}

// standIn is the address an unresolved party takes in an offline check: distinct per reference (so
// that the independence checks still tell parties apart) and of no one's key.
func standIn(scheme, ref string) common.Address {
	return common.BytesToAddress(crypto.Keccak256([]byte("asa offline check stand-in\x00" + scheme + "\x00" + ref))[12:])
}

// offlineProblem is what an offline check can already say about a reference it cannot resolve: an
// erc8004 value that is not a decimal agent id or eip155:<chain>:<registry>:<id>, a card that is not an
// http(s) URL.
func offlineProblem(scheme, ref string) string {
	switch scheme {
	case SchemeERC8004:
		parts := strings.Split(ref, ":")
		id := parts[len(parts)-1]
		if (len(parts) != 1 && (len(parts) != 4 || parts[0] != "eip155" || !common.IsHexAddress(parts[2]))) || !isDecimal(id) {
			return fmt.Sprintf("erc8004 identity %q is not an agent id (a decimal number, or eip155:<chainId>:<identityRegistry>:<agentId>)", ref)
		}
	case SchemeA2A:
		if !strings.HasPrefix(ref, "https://") && !strings.HasPrefix(ref, "http://") {
			return fmt.Sprintf("a2a identity %q is not an http(s) Agent Card URL", ref)
		}
	}
	return ""
}

func isDecimal(s string) bool {
	if s == "" || len(s) > 78 || (len(s) > 1 && s[0] == '0') {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// AgentFor returns the resolution recorded for the party at path ("parties.provider"), if any.
func (p *JobPlan) AgentFor(path string) (PartyAgent, bool) {
	for _, a := range p.Agents {
		if a.Path == path {
			return a, true
		}
	}
	return PartyAgent{}, false
}
