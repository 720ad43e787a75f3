package daemon

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/shopspring/decimal"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon/quota"
	"github.com/asa-escrow/asa/erc8004"
)

// agentReputation answers GET /v1/reputation/{agentId}: the agent from the Identity Registry, the escrow's
// signed figures for every wallet it was paid at (its current agentWallet and the wallets this daemon's
// jobs resolved it to), and the Reputation Registry's summaries (this daemon's feedback, and every
// client's), each labelled with its source. nil without an identity registry.
func (s *Service) agentReputation(cfg Config, self common.Address) func(ctx context.Context, id *big.Int) (*wire.AgentReputation, error) {
	if !common.IsHexAddress(cfg.IdentityRegistry) {
		return nil
	}
	identity := common.HexToAddress(cfg.IdentityRegistry)
	return func(ctx context.Context, id *big.Int) (*wire.AgentReputation, error) {
		if err := s.quotas.Allow(ctx, quota.AgentReads); err != nil {
			return nil, err // before any chain read: 429 with Retry-After
		}
		a, err := erc8004.ChainResolver{Caller: s.bounded()}.Agent(ctx, identity, id)
		if err != nil {
			return nil, err
		}
		out := &wire.AgentReputation{AgentID: a.ID, IdentityRegistry: identity, Owner: a.Owner, AgentWallet: a.Wallet,
			Escrow: wire.AgentEscrow{Source: "the escrow's events, recomputed by this daemon and signed (as GET /v1/reputation/{address}), for each wallet the agent was paid at"}}
		wallets, err := s.store.AgentWallets(ctx, identity, a.ID)
		if err != nil {
			return nil, err
		}
		if a.Wallet != (common.Address{}) {
			wallets = append([]common.Address{a.Wallet}, wallets...)
		}
		seen := map[common.Address]bool{}
		for _, w := range wallets {
			if seen[w] {
				continue
			}
			seen[w] = true
			out.Escrow.Wallets = append(out.Escrow.Wallets, w)
			ans, err := s.attestor.Answer(ctx, w)
			if err != nil {
				out.Escrow.Error = err.Error()
				out.Escrow.Answers = nil
				continue
			}
			if out.Escrow.Error == "" {
				raw, err := json.Marshal(ans)
				if err != nil {
					return nil, fmt.Errorf("encode reputation answer: %w", err)
				}
				out.Escrow.Answers = append(out.Escrow.Answers, raw)
			}
		}
		if out.Escrow.Wallets == nil {
			out.Escrow.Wallets = []common.Address{}
		}
		if !common.IsHexAddress(cfg.ReputationRegistry) {
			return out, nil
		}
		reg := common.HexToAddress(cfg.ReputationRegistry)
		rep := bindings.NewReputationRegistry()
		c := bind.NewBoundContract(reg, abi.ABI{}, s.bounded(), nil, nil)
		summary := func(clients []common.Address) (wire.FeedbackSummary, error) {
			f := wire.FeedbackSummary{Clients: len(clients)}
			if len(clients) == 0 {
				return f, nil
			}
			sm, err := bind.Call(c, &bind.CallOpts{Context: ctx}, rep.PackGetSummary(id, clients, "", ""), rep.UnpackGetSummary)
			if err != nil {
				return f, fmt.Errorf("getSummary of agent %s: %w", id, err)
			}
			f.Count = sm.Count
			if sm.Count > 0 {
				f.Average = decimal.NewFromBigInt(sm.SummaryValue, -int32(sm.SummaryValueDecimals)).StringFixed(int32(sm.SummaryValueDecimals))
			}
			return f, nil
		}
		clients, err := bind.Call(c, &bind.CallOpts{Context: ctx}, rep.PackGetClients(id), rep.UnpackGetClients)
		if err != nil {
			return nil, fmt.Errorf("getClients of agent %s: %w", id, err)
		}
		r := &wire.AgentRegistry{Source: "the ERC-8004 Reputation Registry (getSummary)", ReputationRegistry: reg}
		if r.ThisDaemon, err = summary([]common.Address{self}); err != nil {
			return nil, err
		}
		r.ThisDaemon.Note = "feedback this daemon wrote from " + self.Hex() + ": one per settled job, its feedbackURI naming the escrow's job"
		if r.AllClients, err = summary(clients); err != nil {
			return nil, err
		}
		r.AllClients.Note = "every client's feedback, unfiltered: ERC-8004 warns it is open to Sybil feedback"
		out.Registry = r
		return out, nil
	}
}
