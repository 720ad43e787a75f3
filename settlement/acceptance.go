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

// AcceptanceType is the EIP-712 encoding of the provider's acceptance of an agreement.
const AcceptanceType = "Acceptance(address client,uint256 nonce,bytes32 termsHash,bytes32 agreementHash,uint256 budget,uint256 expiredAt,uint256 deadline)"

var acceptanceTypeHash = crypto.Keccak256Hash([]byte(AcceptanceType))

// Acceptance mirrors IAsaEscrowTypes.Acceptance: a provider's EIP-712 signed acceptance of one agreement
// document (by its hash) with one client, terms, budget and delivery deadline, for the client's job that
// takes acceptance nonce Nonce (every job of a client whose terms ask for acceptance takes the next one).
// So an acceptance fits one job: it cannot be replayed for another job, escrow or chain, nor used after the
// client changed what it binds.
type Acceptance struct {
	Client        common.Address
	Nonce         uint64 // the client's acceptance nonce of the job (acceptanceNonce(client) before creation)
	TermsHash     common.Hash
	AgreementHash common.Hash
	Budget        *big.Int
	ExpiredAt     uint64 // the job's delivery deadline
	Deadline      uint64 // the acceptance is refused after this time
}

// AcceptanceOf is the acceptance of a planned job that takes the client's acceptance nonce, valid until
// deadline.
func AcceptanceOf(p *JobPlan, nonce, deadline uint64) Acceptance {
	return Acceptance{Client: p.Client, Nonce: nonce, TermsHash: p.TermsHash, AgreementHash: p.AgreementHash,
		Budget: new(big.Int).Set(p.Budget), ExpiredAt: p.ExpiredAt, Deadline: deadline}
}

// StructHash is the EIP-712 hashStruct of the acceptance.
func (a Acceptance) StructHash() common.Hash {
	return crypto.Keccak256Hash(acceptanceTypeHash[:], common.LeftPadBytes(a.Client[:], 32), uword(a.Nonce), a.TermsHash[:],
		a.AgreementHash[:], word(a.Budget), uword(a.ExpiredAt), uword(a.Deadline))
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
	addr, err := recoverDigest(digest, sig)
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
	budget := "0"
	if a.Budget != nil {
		budget = a.Budget.String()
	}
	return apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": domainFields,
			"Acceptance": {
				{Name: "client", Type: "address"},
				{Name: "nonce", Type: "uint256"},
				{Name: "termsHash", Type: "bytes32"},
				{Name: "agreementHash", Type: "bytes32"},
				{Name: "budget", Type: "uint256"},
				{Name: "expiredAt", Type: "uint256"},
				{Name: "deadline", Type: "uint256"},
			},
		},
		PrimaryType: "Acceptance",
		Domain: apitypes.TypedDataDomain{Name: DomainName, Version: DomainVersion,
			ChainId: (*math.HexOrDecimal256)(new(big.Int).Set(chainID)), VerifyingContract: d.Escrow.Hex()},
		Message: apitypes.TypedDataMessage{
			"client": a.Client.Hex(), "nonce": fmt.Sprint(a.Nonce), "termsHash": a.TermsHash.Hex(), "agreementHash": a.AgreementHash.Hex(),
			"budget": budget, "expiredAt": fmt.Sprint(a.ExpiredAt), "deadline": fmt.Sprint(a.Deadline),
		},
	}
}
