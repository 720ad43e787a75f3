package interop

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/reputation"
)

// TestReputationAttestationInViem: a daemon's reputation attestation is plain EIP-712 that another
// implementation verifies: viem recovers Go's signer from the typed data, and an attestation with one
// figure changed recovers someone else.
func TestReputationAttestationInViem(t *testing.T) {
	needExtensions(t)
	key, _ := crypto.GenerateKey()
	signer, _ := reputation.NewSigner(key)
	escrow := common.HexToAddress("0x5FbDB2315678afecb367f032d93F642f64180aa3")
	domain := reputation.Domain{ChainID: big.NewInt(84532), Escrow: escrow}
	att := reputation.Attestation{
		Subject: common.HexToAddress("0x70997970C51812dc3A010C7d01b50e0d17dc79C8"), Role: reputation.RoleProvider, Window: reputation.Last30,
		Block:        reputation.BlockRef{Number: 1234, Hash: common.HexToHash("0x" + "ab"), Time: 1_800_000_000},
		ExcludedJobs: []uint64{3, 9},
		Figures: reputation.Figures{Jobs: 9, Scored: 5, Passed: 3, CompositeSum: 38510, Settled: 6, ReleasedBpsSum: 26000,
			Disputed: 1, DeliveryDue: 7, DeliveredOnTime: 6, Silences: 2},
	}
	att.WindowStart = att.Window.Start(att.Block.Time)
	viemInput := func(a reputation.Attestation) map[string]any {
		sig, err := signer.Sign(context.Background(), domain, att) // always the original's signature
		if err != nil {
			t.Fatal(err)
		}
		td := a.TypedData(domain)
		types := map[string]any{}
		for name, fields := range td.Types {
			if name != "EIP712Domain" { // viem derives it from the domain
				types[name] = fields
			}
		}
		return map[string]any{
			"op": "orVerify",
			"typed": map[string]any{
				"types": types, "primaryType": td.PrimaryType, "message": td.Message, "signature": hexutil.Encode(sig),
				"domain": map[string]any{"name": reputation.DomainName, "version": reputation.DomainVersion, "chainId": 84532, "verifyingContract": escrow.Hex()},
			},
		}
	}
	changed := att
	changed.Figures.Passed = 4
	var v []orVerified
	runNode(t, extScript, nil, []map[string]any{viemInput(att), viemInput(changed)}, &v)
	if len(v) != 2 || v[0].TypedSigner != signer.Address().Hex() {
		t.Fatalf("viem recovering the attestation: %+v (want %s)", v, signer.Address())
	}
	if v[1].TypedSigner == signer.Address().Hex() {
		t.Fatal("an attestation with a changed figure recovers the signer in viem")
	}
}
