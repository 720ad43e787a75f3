package asaclient

import (
	"context"
	"fmt"

	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
)

// CheckAgreementSignatures checks, on the chain, the agreement signatures that need it: an erc1271 entry
// of the signatures block must be accepted by the party's contract (isValidSignature over the agreement
// signature digest). The EOA signatures were verified when the agreement was parsed.
func (e *Escrow) CheckAgreementSignatures(ctx context.Context, plan *settlement.JobPlan) error {
	for _, s := range plan.Signatures {
		if !s.NeedsChain {
			continue
		}
		ok, err := escrow.IsValidERC1271Signature(ctx, e.eth, s.Signer, s.Digest, s.Signature)
		if err != nil {
			return fmt.Errorf("check the %s's ERC-1271 signature of the agreement: %w", s.Party, err)
		}
		if !ok {
			return fmt.Errorf("signatures.%s: the %s's contract account %s does not accept the signature for agreement hash %s (isValidSignature did not return the ERC-1271 magic value)",
				s.Party, s.Party, s.Signer.Hex(), plan.AgreementHash.Hex())
		}
	}
	return nil
}
