package erc8004

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/asa-escrow/asa/signer"
)

// AgentWalletTypedData is the AgentWalletSet consent as EIP-712 typed data (what a remote signer is
// shown); it hashes to AgentWalletDigest.
func AgentWalletTypedData(chainID *big.Int, registry common.Address, agentID *big.Int, newWallet, owner common.Address, deadline *big.Int) apitypes.TypedData {
	return apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": {{Name: "name", Type: "string"}, {Name: "version", Type: "string"},
				{Name: "chainId", Type: "uint256"}, {Name: "verifyingContract", Type: "address"}},
			"AgentWalletSet": {{Name: "agentId", Type: "uint256"}, {Name: "newWallet", Type: "address"},
				{Name: "owner", Type: "address"}, {Name: "deadline", Type: "uint256"}},
		},
		PrimaryType: "AgentWalletSet",
		Domain: apitypes.TypedDataDomain{Name: DomainName, Version: DomainVersion,
			ChainId: (*math.HexOrDecimal256)(new(big.Int).Set(chainID)), VerifyingContract: registry.Hex()},
		Message: apitypes.TypedDataMessage{"agentId": agentID.String(), "newWallet": newWallet.Hex(), "owner": owner.Hex(), "deadline": deadline.String()},
	}
}

// SignAgentWalletWith is the new wallet's consent signed through s (a local key, a keystore account,
// Clef, a KMS): a 65-byte signature over AgentWalletDigest for s's address.
func SignAgentWalletWith(ctx context.Context, s signer.Signer, chainID *big.Int, registry common.Address, agentID *big.Int, owner common.Address, deadline *big.Int) ([]byte, error) {
	w := s.Address()
	sig, err := signer.SignTypedDataFor(ctx, s, AgentWalletTypedData(chainID, registry, agentID, w, owner, deadline),
		AgentWalletDigest(chainID, registry, agentID, w, owner, deadline))
	if err != nil {
		return nil, fmt.Errorf("sign agent wallet consent: %w", err)
	}
	return sig, nil
}
