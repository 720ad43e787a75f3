package asaclient

import (
	"crypto/ecdsa"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
)

// An agreement signed by a contract account (ERC-1271) is checked on the chain: the signature its owner
// made is accepted, one by another key is refused, never dropped.
func TestCheckAgreementSignaturesERC1271(t *testing.T) {
	c := newTestChain(t)
	ownerKey, _ := anvil.DevKey(5)
	otherKey, _ := anvil.DevKey(6)
	walletAddr, tx, err := bind.DeployContract(bind.NewKeyedTransactor(ownerKey, c.node.ChainID()), common.FromHex(bindings.ERC1271WalletMetaData.Bin),
		c.eth, bindings.NewERC1271Wallet().PackConstructor(crypto.PubkeyToAddress(ownerKey.PublicKey)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := escrow.WaitSuccess(c.ctx, c.eth, tx); err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile("../examples/agreement.json")
	if err != nil {
		t.Fatal(err)
	}
	doc := strings.Replace(string(raw), `"wallet": "eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"`, `"wallet": "`+walletAddr.Hex()+`"`, 1)
	h, err := settlement.AgreementHash([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	digest := settlement.AgreementSignatureDigest(h, "client")
	withSig := func(key *ecdsa.PrivateKey) []byte {
		sig, err := crypto.Sign(digest[:], key)
		if err != nil {
			t.Fatal(err)
		}
		sig[64] += 27
		i := strings.LastIndex(doc, "}")
		return []byte(doc[:i] + `,"signatures":{"client":{"scheme":"erc1271","value":"` + hexutil.Encode(sig) + `"}}}`)
	}
	for _, c2 := range []struct {
		name string
		doc  []byte
		want string // "" accepted
	}{
		{"the owner's signature", withSig(ownerKey), ""},
		{"another key's signature", withSig(otherKey), "does not accept the signature"},
	} {
		plan, err := settlement.ParseAgreement(c2.doc, settlement.AgreementOptions{Now: time.Now(), ChainID: c.node.ChainID().Uint64()})
		if err != nil {
			t.Fatalf("%s: %v", c2.name, err)
		}
		if len(plan.Signatures) != 1 || !plan.Signatures[0].NeedsChain || plan.Signatures[0].Signer != walletAddr {
			t.Fatalf("%s: signatures %+v", c2.name, plan.Signatures)
		}
		err = c.esc.CheckAgreementSignatures(c.ctx, plan)
		if (c2.want == "" && err != nil) || (c2.want != "" && (err == nil || !strings.Contains(err.Error(), c2.want))) {
			t.Fatalf("%s: %v (want %q)", c2.name, err, c2.want)
		}
	}
}
