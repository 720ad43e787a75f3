package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/erc8004"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// escrowFlags say which escrow a job command talks to: --escrow, else --deployment FILE (the JSON
// 'asa deploy --out' wrote), else the network profile's escrow.
type escrowFlags struct {
	escrow     string
	deployment string
}

func (f *escrowFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.escrow, "escrow", "", "escrow address (else --deployment, else the network profile's)")
	fs.StringVar(&f.deployment, "deployment", "", "deployment JSON written by 'asa deploy --out' (escrow address and deploy block; default $ASA_DEPLOYMENT)")
}

// jobFlag is a --job ID flag.
type jobFlag struct{ text string }

func (j *jobFlag) register(fs *flag.FlagSet) {
	fs.StringVar(&j.text, "job", "", "job id (decimal)")
}

func (j *jobFlag) id() (*big.Int, error) {
	if j.text == "" {
		return nil, usagef("--job ID is required")
	}
	id, ok := new(big.Int).SetString(j.text, 10)
	if !ok || id.Sign() < 0 || id.BitLen() > 256 {
		return nil, usagef("--job %q is not a decimal job id", j.text)
	}
	return id, nil
}

// session is a connected chain plus the escrow a job command works on.
type session struct {
	*chain
	esc         *asaclient.Escrow
	deployBlock uint64                // 0 when unknown
	fromBlock   uint64                // where to read a job's events from: the deployment block unless a flag says otherwise
	domain      asaclient.TokenDomain // the token's EIP-712 domain: the deployment's, else the profile's
	// registries are the ERC-8004 registries: the deployment's, else the network profile's (zero: none).
	registries erc8004.Registries
	// cards fetches A2A Agent Cards (through the egress policy).
	cards erc8004.CardSource
	// pool is the deployment's evaluator pool (zero: none named).
	pool common.Address
}

// signedSession loads the signing key and opens the escrow: what every command that transacts needs.
func (e *env) signedSession(ctx context.Context, f *escrowFlags) (signer.Signer, *session, error) {
	k, err := e.key(ctx)
	if err != nil {
		return nil, nil, err
	}
	s, err := e.openEscrow(ctx, f)
	if err != nil {
		return nil, nil, err
	}
	return k, s, nil
}

// openEscrow dials the chain and opens the escrow named by the flags.
func (e *env) openEscrow(ctx context.Context, f *escrowFlags) (*session, error) {
	var addr common.Address
	var deployBlock uint64
	var depChain uint64
	var domain asaclient.TokenDomain
	var regs erc8004.Registries
	var pool common.Address
	if f.escrow == "" && f.deployment == "" {
		f.deployment = e.getenv("ASA_DEPLOYMENT")
	}
	switch {
	case f.escrow != "":
		if !common.IsHexAddress(f.escrow) {
			return nil, usagef("--escrow %q is not an address", f.escrow)
		}
		addr = common.HexToAddress(f.escrow)
	case f.deployment != "":
		data, err := readDocument(f.deployment, "deployment")
		if err != nil {
			return nil, err
		}
		d, err := asaclient.ParseDeployment(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f.deployment, err)
		}
		addr, deployBlock, depChain = d.Escrow, d.DeployBlock, d.ChainID
		domain, regs, pool = d.TokenDomain(), d.Registries(), d.EvaluatorPool
	}
	c, err := e.dial(ctx)
	if err != nil {
		return nil, err
	}
	if addr == (common.Address{}) {
		addr = c.profile.Escrow
	}
	if addr == (common.Address{}) {
		c.Close()
		return nil, usagef("no escrow: pass --escrow ADDR or --deployment FILE (written by 'asa deploy --out'); network %s has no known escrow", c.profile.Name)
	}
	if depChain != 0 && depChain != c.chainID.Uint64() {
		c.Close()
		return nil, fmt.Errorf("wrong network: %s is a deployment on chain %d, but the RPC endpoint is chain %s", f.deployment, depChain, c.chainID)
	}
	esc, err := asaclient.Open(ctx, c.client, addr)
	if err != nil {
		c.Close()
		return nil, err
	}
	esc.SetEvaluatorPool(pool)
	if domain.Name == "" {
		domain = asaclient.TokenDomain{Name: c.profile.TokenName, Version: c.profile.TokenVersion}
	}
	if regs.Identity == (common.Address{}) {
		regs = erc8004.Registries{Identity: c.profile.IdentityRegistry, Reputation: c.profile.ReputationRegistry, Validation: c.profile.ValidationRegistry}
	}
	cards, err := e.cards()
	if err != nil {
		c.Close()
		return nil, err
	}
	return &session{chain: c, esc: esc, deployBlock: deployBlock, fromBlock: deployBlock, domain: domain, registries: regs, cards: cards, pool: pool}, nil
}

// partiesAt is partyResolver reading the registry at a block (a job's creation block).
func (s *session) partiesAt(block uint64) settlement.AgentResolver {
	r := s.partyResolver()
	r.Agents = erc8004.ChainResolver{Caller: s.client, Block: new(big.Int).SetUint64(block)}
	return r
}

// partyResolver resolves agreement parties named by an ERC-8004 agent id or an A2A Agent Card through this
// chain's Identity Registry (the latest block). Only an agreement with such a party needs the registry.
func (s *session) partyResolver() erc8004.PartyResolver {
	return erc8004.PartyResolver{
		Agents: erc8004.ChainResolver{Caller: s.client}, ChainID: s.chainID.Uint64(), Registry: s.registries.Identity, Cards: s.cards,
	}
}

// decimals is the payment token's decimals from the network profile (USDC: 6).
func (s *session) decimals() uint8 {
	if s.profile.Decimals <= 0 || s.profile.Decimals > 36 {
		return 6
	}
	return uint8(s.profile.Decimals)
}

// amount formats base units as token units with the profile's symbol.
func (s *session) amount(units *big.Int) string {
	sym := s.profile.TokenSymbol
	if sym == "" {
		sym = "tokens"
	}
	if units == nil {
		units = new(big.Int)
	}
	return settlement.FormatAmount(units, s.decimals()) + " " + sym
}

// units formats a decimal string of base units as token units with the symbol.
func (s *session) units(text string) string {
	v, ok := new(big.Int).SetString(text, 10)
	if !ok {
		return text
	}
	return s.amount(v)
}

// headTime is the latest block's time (deadlines on chain are block times).
func (s *session) headTime(ctx context.Context) (time.Time, error) {
	h, err := s.client.HeaderByNumber(ctx, nil)
	if err != nil {
		return time.Time{}, fmt.Errorf("read the latest block: %w", err)
	}
	return time.Unix(int64(h.Time), 0), nil
}

// txLine formats a transaction for people.
func txLine(what string, hash common.Hash, block *big.Int) string {
	return fmt.Sprintf("%-10s tx %s (block %s)", what, hash.Hex(), block)
}

func joinAddrs(as []common.Address) string {
	parts := make([]string, len(as))
	for i, a := range as {
		parts[i] = a.Hex()
	}
	return strings.Join(parts, ", ")
}

// loadPlan reads an agreement document and plans its job for this chain (rebound to it first with rebind).
func (s *session) loadPlan(ctx context.Context, path string, rebind bool) (*settlement.JobPlan, error) {
	_, plan, err := s.loadAgreement(ctx, path, rebind)
	return plan, err
}

// loadAgreement reads an agreement document, rebinds it to this chain when asked, and plans its job; it
// returns the document as planned (its bytes are what the agreement hash covers).
func (s *session) loadAgreement(ctx context.Context, path string, rebind bool) ([]byte, *settlement.JobPlan, error) {
	doc, err := readDocument(path, "agreement")
	if err != nil {
		return nil, nil, err
	}
	now, err := s.headTime(ctx)
	if err != nil {
		return nil, nil, err
	}
	if rebind {
		if s.profile.Real {
			return nil, nil, fmt.Errorf("--rebind is for local chains; chain %s (%s) is a real network: write the agreement for it", s.chainID, s.profile.Name)
		}
		if doc, err = asaclient.Rebind(doc, s.chainID.Uint64(), s.esc.Address(), now); err != nil {
			return nil, nil, err
		}
	}
	agents, err := settlement.ResolveAgents(ctx, doc, s.partyResolver())
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	plan, err := settlement.ParseAgreement(doc, settlement.AgreementOptions{Now: now, ChainID: s.chainID.Uint64(), Agents: agents, EvaluatorPool: s.esc.EvaluatorPool()})
	if err != nil {
		if !rebind && !s.profile.Real && rebindFixes(err) {
			return nil, nil, fmt.Errorf("%s: %w\n(a document written for another chain can be tried on this local chain with --rebind)", path, err)
		}
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	if err := s.esc.CheckAgreementSignatures(ctx, plan); err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	if plan.TokenDecimals != 0 && plan.TokenDecimals != s.decimals() {
		return nil, nil, fmt.Errorf("the agreement's %s has %d decimals but network %s's token has %d", plan.Currency, plan.TokenDecimals, s.profile.Name, s.decimals())
	}
	return doc, plan, nil
}

// agreed is what the client agreed to pay for job id: the agreement document's budget and terms when one
// is given, else what the job's creation transaction stated. from names the source for messages.
func (s *session) agreed(ctx context.Context, id *big.Int, agreement string, rebind bool) (asaclient.Agreed, string, error) {
	if agreement != "" {
		plan, err := s.loadPlan(ctx, agreement, rebind)
		if err != nil {
			return asaclient.Agreed{}, "", err
		}
		return asaclient.AgreedPlan(plan), "the agreement " + agreement, nil
	}
	a, err := s.esc.CreationAgreed(ctx, id, s.deployBlock)
	if err != nil {
		return asaclient.Agreed{}, "", err
	}
	return a, "the job's creation transaction", nil
}

// rebindFixes reports whether some of an agreement's problems are ones --rebind fixes: the document is
// bound to another chain or escrow (escrow.binding.chain, escrow.binding.contract_address, parties'
// CAIP-10 wallets on another chain) or has expired. Other problems get no --rebind hint.
func rebindFixes(err error) bool {
	var ve *settlement.ValidationError
	if !errors.As(err, &ve) {
		return false
	}
	for _, p := range ve.Problems {
		switch {
		case p.Path == "escrow.binding.chain", p.Path == "escrow.binding.contract_address", p.Path == "expires_at":
			return true
		case strings.HasPrefix(p.Path, "parties") && strings.Contains(p.Message, "on chain"):
			return true
		}
	}
	return false
}
