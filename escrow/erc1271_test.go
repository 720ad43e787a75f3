package escrow_test

import (
	"context"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/internal/chaintest"
)

// IsValidERC1271Signature says yes only for the contract's magic value: a signature by the wallet's owner.
// Another key, an account without code and a contract without isValidSignature (it reverts) are a no; a
// call that cannot reach the node is an error.
func TestIsValidERC1271Signature(t *testing.T) {
	e := chaintest.New(t, chaintest.Options{Accounts: 2})
	owner, other := e.Accounts[0], e.Accounts[1]
	walletAddr, tx, err := bind.DeployContract(e.Opts(owner), common.FromHex(bindings.ERC1271WalletMetaData.Bin), e.Client,
		bindings.NewERC1271Wallet().PackConstructor(owner.Address))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := escrow.WaitSuccess(t.Context(), e.Client, tx); err != nil {
		t.Fatal(err)
	}
	digest := crypto.Keccak256Hash([]byte("a result"))
	sign := func(a *chaintest.Account) []byte {
		sig, err := crypto.Sign(digest[:], a.Key)
		if err != nil {
			t.Fatal(err)
		}
		sig[64] += 27
		return sig
	}
	cases := []struct {
		name   string
		signer common.Address
		sig    []byte
		want   bool
	}{
		{"owner's signature", walletAddr, sign(owner), true},
		{"another key", walletAddr, sign(other), false},
		{"malformed signature", walletAddr, []byte{1, 2, 3}, false},
		{"account without code", owner.Address, sign(owner), false},
		{"contract without isValidSignature", e.Escrow, sign(owner), false},
	}
	for _, c := range cases {
		got, err := escrow.IsValidERC1271Signature(t.Context(), e.Client, c.signer, digest, c.sig)
		if err != nil || got != c.want {
			t.Errorf("%s: %v %v, want %v", c.name, got, err, c.want)
		}
	}
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	if _, err := escrow.IsValidERC1271Signature(ctx, e.Client, walletAddr, digest, sign(owner)); err == nil {
		t.Error("no error from a call that never reached the node")
	}
}
