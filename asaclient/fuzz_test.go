package asaclient

import (
	"encoding/json"
	"math/big"
	"reflect"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/x402/exact"
)

// A signed acceptance file comes from another party: whatever it holds, parsing never panics, and what
// parses is consistent (its digest is its fields' digest) and survives a round trip through its file form
// unchanged.
func FuzzParseSignedAcceptance(f *testing.F) {
	key, _ := crypto.HexToECDSA("59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d")
	a := settlement.Acceptance{Client: common.HexToAddress("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"), Nonce: 1,
		TermsHash: common.HexToHash("0x0a"), AgreementHash: common.HexToHash("0x0b"), Budget: big.NewInt(5_000_000), ExpiredAt: 2_000_000_000, Deadline: 1_900_000_000}
	d := settlement.Domain{ChainID: big.NewInt(31337), Escrow: common.HexToAddress("0x5FbDB2315678afecb367f032d93F642f64180aa3")}
	sig, _ := a.Sign(d, key)
	s := &SignedAcceptance{Acceptance: a, ChainID: d.ChainID, Escrow: d.Escrow, Provider: crypto.PubkeyToAddress(key.PublicKey),
		Signature: sig, Digest: a.Digest(d), Collateral: big.NewInt(2_500_000)}
	seed, _ := json.Marshal(s.Wire())
	f.Add(seed)
	s.JobID = big.NewInt(4)
	s.CollateralAuth = &exact.Signed{Transfer: exact.Transfer{From: s.Provider, To: common.HexToAddress("0x01"), Value: big.NewInt(2_500_000),
		ValidAfter: new(big.Int), ValidBefore: big.NewInt(1_900_000_000), Nonce: [32]byte{7}}, Signature: sig}
	seed, _ = json.Marshal(s.Wire())
	f.Add(seed)
	f.Add([]byte(`{"chainId":"0"}`))
	f.Add([]byte(`{"acceptance":{"budget":"-1"}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := ParseSignedAcceptance(data)
		if err != nil {
			return
		}
		if got.Acceptance.Digest(settlement.Domain{ChainID: got.ChainID, Escrow: got.Escrow}) != got.Digest {
			t.Fatal("parsed an acceptance whose digest is not its fields'")
		}
		w := got.Wire()
		again, err := json.Marshal(w)
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParseSignedAcceptance(again)
		if err != nil {
			t.Fatalf("its own file form is refused: %v\n%s", err, again)
		}
		if !reflect.DeepEqual(back.Wire(), w) {
			t.Fatalf("round trip changed it:\n%+v\n%+v", back.Wire(), w)
		}
	})
}
