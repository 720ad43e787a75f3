package exact

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/asa-escrow/asa/signer"
	"github.com/asa-escrow/asa/x402"
)

// TypedData is the transfer as EIP-712 typed data (eth_signTypedData_v4), what a remote signer
// (Clef, a KMS, a wallet) is asked to sign; it hashes to d.Digest(t).
func TypedData(d Domain, t Transfer) apitypes.TypedData {
	n := func(v *big.Int) string {
		if v == nil {
			return "0"
		}
		return v.String()
	}
	chainID := d.ChainID
	if chainID == nil {
		chainID = new(big.Int)
	}
	return apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": {
				{Name: "name", Type: "string"}, {Name: "version", Type: "string"},
				{Name: "chainId", Type: "uint256"}, {Name: "verifyingContract", Type: "address"},
			},
			"TransferWithAuthorization": {
				{Name: "from", Type: "address"}, {Name: "to", Type: "address"}, {Name: "value", Type: "uint256"},
				{Name: "validAfter", Type: "uint256"}, {Name: "validBefore", Type: "uint256"}, {Name: "nonce", Type: "bytes32"},
			},
		},
		PrimaryType: "TransferWithAuthorization",
		Domain: apitypes.TypedDataDomain{Name: d.Name, Version: d.Version,
			ChainId: (*math.HexOrDecimal256)(new(big.Int).Set(chainID)), VerifyingContract: d.VerifyingContract.Hex()},
		Message: apitypes.TypedDataMessage{
			"from": t.From.Hex(), "to": t.To.Hex(), "value": n(t.Value),
			"validAfter": n(t.ValidAfter), "validBefore": n(t.ValidBefore), "nonce": hexutil(t.Nonce[:]),
		},
	}
}

// SignWith signs the transfer through s (its typed data, checked against d.Digest(t)): 65 bytes,
// v = 27 or 28. The transfer's From must be s's address, or a contract s signs for.
func SignWith(ctx context.Context, s signer.Signer, d Domain, t Transfer) ([]byte, error) {
	sig, err := signer.SignTypedDataFor(ctx, s, TypedData(d, t), d.Digest(t))
	if err != nil {
		return nil, fmt.Errorf("sign transfer authorization: %w", err)
	}
	return sig, nil
}

// NewPaymentWith is NewPayment signing through s.
func NewPaymentWith(ctx context.Context, s signer.Signer, req x402.PaymentRequirements, now time.Time, rnd io.Reader) (Signed, error) {
	return newPayment(ctx, s, x402.Version2, req, big.NewInt(0), now, rnd)
}

// NewPaymentV1With is NewPaymentV1 signing through s.
func NewPaymentV1With(ctx context.Context, s signer.Signer, req x402.PaymentRequirementsV1, now time.Time, rnd io.Reader) (Signed, error) {
	return newPayment(ctx, s, x402.Version1, req.ToV2(), big.NewInt(now.Unix()-600), now, rnd)
}
