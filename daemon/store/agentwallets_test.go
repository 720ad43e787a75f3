package store

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// An agent's wallets come from one indexed table written with each agreement (before, every
// GET /v1/reputation/{agentId} decoded every registered agreement's parties), in the order of the job that
// first named each wallet; the migration that adds the table fills it from the agreements registered before.
func TestAgentWalletsIndexed(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := b.open(t)
		registry, other := common.HexToAddress("0x5FbDB2315678afecb367f032d93F642f64180aa3"), common.HexToAddress("0x00000000000000000000000000000000000000aa")
		w1, w2, w3 := common.HexToAddress("0x70997970C51812dc3A010C7d01b50e0d17dc79C8"), common.HexToAddress("0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"), common.HexToAddress("0x90F79bf6EB2c4f870365E785982E1f101E93b906")
		agent := func(id string, reg, wallet common.Address) map[string]any {
			return map[string]any{"path": "parties.provider", "scheme": "erc8004", "ref": id, "agentId": id, "identityRegistry": reg, "wallet": wallet}
		}
		put := func(job uint64, agents ...map[string]any) {
			t.Helper()
			raw, err := json.Marshal(agents)
			if err != nil {
				t.Fatal(err)
			}
			a := JobAgreement{JobID: job, AgreementHash: common.BigToHash(new(big.Int).SetUint64(job)), ServiceType: "research",
				Visibility: "public", Document: json.RawMessage(`{}`), PriceCheck: json.RawMessage(`{}`), Agents: raw}
			if _, err := s.PutAgreement(ctx, a); err != nil {
				t.Fatal(err)
			}
		}
		// Wallet-only parties (no agent id) name no agent; agent 7 is paid at w2, then w1, then w2 again; agent 7
		// of another registry is another agent.
		put(1, map[string]any{"path": "parties.client", "scheme": "caip10", "ref": "x", "wallet": w3})
		put(2, agent("7", registry, w2), agent("8", registry, w3))
		put(3, agent("7", registry, w1))
		put(4, agent("7", registry, w2), agent("7", other, w3))
		want := fmt.Sprint([]common.Address{w2, w1})
		check := func(when string) {
			t.Helper()
			got, err := s.AgentWallets(ctx, registry, "7")
			if err != nil || fmt.Sprint(got) != want {
				t.Fatalf("%s: agent 7's wallets %v (%v), want %s", when, got, err, want)
			}
			if got, err := s.AgentWallets(ctx, other, "7"); err != nil || fmt.Sprint(got) != fmt.Sprint([]common.Address{w3}) {
				t.Fatalf("%s: agent 7 of the other registry: %v (%v)", when, got, err)
			}
			if got, err := s.AgentWallets(ctx, registry, "9"); err != nil || len(got) != 0 {
				t.Fatalf("%s: an agent no agreement named: %v (%v)", when, got, err)
			}
		}
		check("written with the agreements")

		// The migration, down and up again: the table is filled from the agreements already registered.
		p, err := s.migrations()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := p.DownTo(ctx, 9); err != nil {
			t.Fatal(err)
		}
		if _, err := p.UpTo(ctx, 10); err != nil {
			t.Fatal(err)
		}
		check("filled by the migration")
	})
}
