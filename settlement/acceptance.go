package settlement

import (
	"crypto/ecdsa"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
)

// AcceptanceType is the EIP-712 encoding of the provider's acceptance of one job commitment.
const AcceptanceType = "Acceptance(bytes32 commitment,uint256 nonce,uint256 deadline)"

var acceptanceTypeHash = crypto.Keccak256Hash([]byte(AcceptanceType))

// Commitment is everything that decides who gets what in one job: the parties, the terms (by their hash,
// which covers the release policy, fee, collateral, timeouts, minimum delivery time, backup evaluator and
// resolver), the agreement document (by its hash), the budget and the delivery deadline. Its Hash is the
// job commitment the provider's acceptance signs (the contract's _jobCommitment and jobCommitment view).
type Commitment struct {
	Client        common.Address
	Provider      common.Address
	Evaluators    []common.Address
	Quorum        uint8
	TermsHash     common.Hash
	AgreementHash common.Hash
	Budget        *big.Int
	ExpiredAt     uint64
}

// AgreementKey is the contract's _agreementKey: keccak256(abi.encode(client, provider, termsHash, quorum,
// evaluators)).
func (c Commitment) AgreementKey() common.Hash {
	enc := make([]byte, 0, (6+len(c.Evaluators))*32)
	enc = append(enc, common.LeftPadBytes(c.Client[:], 32)...)
	enc = append(enc, common.LeftPadBytes(c.Provider[:], 32)...)
	enc = append(enc, c.TermsHash[:]...)
	enc = append(enc, uword(uint64(c.Quorum))...)
	enc = append(enc, uword(5*32)...) // offset of the dynamic array: after the five head words
	enc = append(enc, uword(uint64(len(c.Evaluators)))...)
	for _, e := range c.Evaluators {
		enc = append(enc, common.LeftPadBytes(e[:], 32)...)
	}
	return crypto.Keccak256Hash(enc)
}

// Hash is the job commitment: keccak256(abi.encode(agreementKey, agreementHash, budget, expiredAt)).
func (c Commitment) Hash() common.Hash {
	key := c.AgreementKey()
	return crypto.Keccak256Hash(key[:], c.AgreementHash[:], word(c.Budget), uword(c.ExpiredAt))
}

// CommitmentOf is the commitment of a planned job.
func CommitmentOf(p *JobPlan) Commitment {
	return Commitment{Client: p.Client, Provider: p.Provider, Evaluators: append([]common.Address(nil), p.Evaluators...),
		Quorum: p.Quorum, TermsHash: p.TermsHash, AgreementHash: p.AgreementHash, Budget: new(big.Int).Set(p.Budget),
		ExpiredAt: p.ExpiredAt}
}

// Acceptance is a provider's EIP-712 signed acceptance of one job: the job commitment (which binds the
// client, the provider, the evaluators and quorum, the terms, the agreement document, the budget and the
// delivery deadline) for the client's job that takes acceptance nonce Nonce (every job of a client whose
// terms ask for acceptance takes the next one). So an acceptance fits one job: it cannot be replayed for
// another job, escrow or chain, nor used for a job that differs in any field that decides who gets what.
// The readable fields are what the commitment is built from; the contract sees IAsaEscrowTypes.Acceptance
// {commitment, nonce, deadline} (OnChain).
type Acceptance struct {
	Client        common.Address
	Provider      common.Address
	Evaluators    []common.Address
	Quorum        uint8
	Nonce         uint64 // the acceptance nonce the job takes from its agreement (acceptanceNonce(agreementKey) before creation)
	TermsHash     common.Hash
	AgreementHash common.Hash
	Budget        *big.Int
	ExpiredAt     uint64 // the job's delivery deadline
	Deadline      uint64 // the acceptance is refused after this time
}

// AcceptanceOf is the acceptance of a planned job that takes acceptance nonce `nonce` (its agreement's next:
// acceptanceNonce(agreementKey)), valid until deadline.
func AcceptanceOf(p *JobPlan, nonce, deadline uint64) Acceptance {
	return Acceptance{Client: p.Client, Provider: p.Provider, Evaluators: append([]common.Address(nil), p.Evaluators...),
		Quorum: p.Quorum, Nonce: nonce, TermsHash: p.TermsHash, AgreementHash: p.AgreementHash,
		Budget: new(big.Int).Set(p.Budget), ExpiredAt: p.ExpiredAt, Deadline: deadline}
}

// Commitment is the job commitment the acceptance signs.
func (a Acceptance) Commitment() Commitment {
	return Commitment{Client: a.Client, Provider: a.Provider, Evaluators: a.Evaluators, Quorum: a.Quorum,
		TermsHash: a.TermsHash, AgreementHash: a.AgreementHash, Budget: a.Budget, ExpiredAt: a.ExpiredAt}
}

// StructHash is the EIP-712 hashStruct of the acceptance.
func (a Acceptance) StructHash() common.Hash {
	c := a.Commitment().Hash()
	return crypto.Keccak256Hash(acceptanceTypeHash[:], c[:], uword(a.Nonce), uword(a.Deadline))
}

// Digest is what the provider signs, the value the contract's acceptanceDigest returns.
func (a Acceptance) Digest(d Domain) common.Hash {
	sep, h := d.Separator(), a.StructHash()
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, sep[:], h[:])
}

// Sign signs the acceptance with the provider's key (65 bytes, v = 27/28, low s).
func (a Acceptance) Sign(d Domain, key *ecdsa.PrivateKey) ([]byte, error) {
	digest := a.Digest(d)
	sig, err := crypto.Sign(digest[:], key)
	if err != nil {
		return nil, fmt.Errorf("sign acceptance: %w", err)
	}
	sig[64] += 27
	return sig, nil
}

// Recover returns the address whose key signed the acceptance (refusing high-s signatures, as the
// contract does).
func (a Acceptance) Recover(d Domain, sig []byte) (common.Address, error) {
	digest := a.Digest(d)
	addr, err := RecoverDigest(digest, sig)
	if err != nil {
		return common.Address{}, fmt.Errorf("recover acceptance signer: %w", err)
	}
	return addr, nil
}

// TypedData is the acceptance as EIP-712 typed data (eth_signTypedData_v4), for external signers.
func (a Acceptance) TypedData(d Domain) apitypes.TypedData {
	chainID := d.ChainID
	if chainID == nil {
		chainID = new(big.Int)
	}
	return apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": domainFields,
			"Acceptance": {
				{Name: "commitment", Type: "bytes32"},
				{Name: "nonce", Type: "uint256"},
				{Name: "deadline", Type: "uint256"},
			},
		},
		PrimaryType: "Acceptance",
		Domain: apitypes.TypedDataDomain{Name: d.DomainNameOrDefault(), Version: DomainVersion,
			ChainId: (*math.HexOrDecimal256)(new(big.Int).Set(chainID)), VerifyingContract: d.Escrow.Hex()},
		Message: apitypes.TypedDataMessage{
			"commitment": a.Commitment().Hash().Hex(), "nonce": fmt.Sprint(a.Nonce), "deadline": fmt.Sprint(a.Deadline),
		},
	}
}
