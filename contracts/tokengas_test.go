package contracts_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/internal/chaintest"
)

// tokenCall is the gas of one dev-token call as the escrow, its deposits and x402 payers make it.
type tokenCall struct {
	name string
	gas  uint64
}

var (
	receiveAuthTypeHash = crypto.Keccak256([]byte("ReceiveWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"))
	permitTypeHash      = crypto.Keccak256([]byte("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)"))
)

// tokenCallGas measures each token call in its own transaction (views: eth_estimateGas of the call from an
// account), in the same order and with the same warm and cold accounts every run, so that two tokens
// measured this way compare call by call. Holders have a balance; a "new" recipient had none.
func (f *fixture) tokenCallGas(t testing.TB) []tokenCall {
	t.Helper()
	ctx := context.Background()
	tok := f.TokenABI
	holder, payee, spender := f.freshAccount(t, 100_000_000), f.freshAccount(t, 1_000_000), f.freshAccount(t, 1_000_000)
	var out []tokenCall
	tx := func(name string, from *chaintest.Account, data []byte) {
		out = append(out, tokenCall{name, f.Transact(t, from, f.Token, data).GasUsed})
	}
	view := func(name string, data []byte) {
		g, err := f.Client.EstimateGas(ctx, ethereum.CallMsg{From: holder.Address, To: &f.Token, Data: data})
		if err != nil {
			t.Fatalf("estimate %s: %v", name, err)
		}
		out = append(out, tokenCall{name, g})
	}
	nonce := func(label string) [32]byte { return crypto.Keccak256Hash([]byte(label)) }
	authSig := func(typeHash []byte, by *chaintest.Account, from, to common.Address, value int64, n [32]byte) (*big.Int, *big.Int, []byte) {
		after, before := big.NewInt(0), f.expiry(t, 3600)
		d := f.tokenDigest(crypto.Keccak256(typeHash, common.LeftPadBytes(from.Bytes(), 32), common.LeftPadBytes(to.Bytes(), 32),
			word(big.NewInt(value)), word(after), word(before), n[:]))
		return after, before, signDigest(t, by, d)
	}
	rsv := func(sig []byte) (uint8, [32]byte, [32]byte) {
		var r, s [32]byte
		copy(r[:], sig[:32])
		copy(s[:], sig[32:64])
		return sig[64], r, s
	}

	view("balanceOf", tok.PackBalanceOf(holder.Address))
	view("authorizationState", tok.PackAuthorizationState(holder.Address, nonce("unused")))
	tx("transfer (to a holder)", holder, tok.PackTransfer(payee.Address, big.NewInt(1_000)))
	tx("transfer (to a new account)", holder, tok.PackTransfer(chaintest.NewAccount(t).Address, big.NewInt(1_000)))
	tx("approve", holder, tok.PackApprove(spender.Address, big.NewInt(1_000_000)))
	tx("transferFrom (to a holder)", spender, tok.PackTransferFrom(holder.Address, payee.Address, big.NewInt(1_000)))

	n := nonce("twa-vrs")
	after, before, sig := authSig(transferAuthTypeHash, holder, holder.Address, payee.Address, 1_000, n)
	v, r, s := rsv(sig)
	tx("transferWithAuthorization (v, r, s)", spender, tok.PackTransferWithAuthorization0(holder.Address, payee.Address, big.NewInt(1_000), after, before, n, v, r, s))
	n = nonce("twa-bytes")
	after, before, sig = authSig(transferAuthTypeHash, holder, holder.Address, payee.Address, 1_000, n)
	tx("transferWithAuthorization (bytes)", spender, tok.PackTransferWithAuthorization(holder.Address, payee.Address, big.NewInt(1_000), after, before, n, sig))
	n = nonce("rwa-vrs")
	after, before, sig = authSig(receiveAuthTypeHash, holder, holder.Address, payee.Address, 1_000, n)
	v, r, s = rsv(sig)
	tx("receiveWithAuthorization (v, r, s)", payee, tok.PackReceiveWithAuthorization0(holder.Address, payee.Address, big.NewInt(1_000), after, before, n, v, r, s))
	n = nonce("rwa-bytes")
	after, before, sig = authSig(receiveAuthTypeHash, holder, holder.Address, payee.Address, 1_000, n)
	tx("receiveWithAuthorization (bytes)", payee, tok.PackReceiveWithAuthorization(holder.Address, payee.Address, big.NewInt(1_000), after, before, n, sig))

	wb := bindings.NewERC1271Wallet()
	wallet := f.deploy(t, &bindings.ERC1271WalletMetaData, wb.PackConstructor(holder.Address))
	f.Transact(t, holder, f.Token, tok.PackTransfer(wallet, big.NewInt(100_000)))
	n = nonce("twa-1271")
	after, before, sig = authSig(transferAuthTypeHash, holder, wallet, payee.Address, 1_000, n)
	tx("transferWithAuthorization (ERC-1271 payer)", spender, tok.PackTransferWithAuthorization(wallet, payee.Address, big.NewInt(1_000), after, before, n, sig))

	n = nonce("cancel")
	sig = signDigest(t, holder, f.tokenDigest(crypto.Keccak256(cancelAuthTypeHash, common.LeftPadBytes(holder.Address.Bytes(), 32), n[:])))
	v, r, s = rsv(sig)
	tx("cancelAuthorization (v, r, s)", spender, tok.PackCancelAuthorization(holder.Address, n, v, r, s))

	deadline := f.expiry(t, 3600)
	for i, form := range []string{"v, r, s", "bytes"} {
		pn := chaintest.Call(t, f.Env, f.Token, tok.PackNonces(holder.Address), tok.UnpackNonces)
		d := f.tokenDigest(crypto.Keccak256(permitTypeHash, common.LeftPadBytes(holder.Address.Bytes(), 32), common.LeftPadBytes(spender.Address.Bytes(), 32),
			word(big.NewInt(int64(2_000+i))), word(pn), word(deadline)))
		sig = signDigest(t, holder, d)
		v, r, s = rsv(sig)
		data := tok.PackPermit0(holder.Address, spender.Address, big.NewInt(int64(2_000+i)), deadline, v, r, s)
		if form == "bytes" {
			data = tok.PackPermit(holder.Address, spender.Address, big.NewInt(int64(2_000+i)), deadline, sig)
		}
		tx("permit ("+form+")", payee, data)
	}
	return out
}
