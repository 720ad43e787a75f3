package settlement

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
)

// EIP-712 names of the escrow's signed results.
const (
	DomainName    = "ASA Escrow"
	DomainVersion = "1"
	// ResultType is the EIP-712 encoding of the Result struct.
	ResultType = "Result(uint256 jobId,bytes32 deliverable,uint64 submittedAt,uint16 score,bool passed,bytes32 evidenceHash,uint256 nonce,uint64 deadline)"
)

var (
	domainTypeHash = crypto.Keccak256Hash([]byte("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"))
	resultTypeHash = crypto.Keccak256Hash([]byte(ResultType))
	secp256k1HalfN = new(big.Int).Rsh(crypto.S256().Params().N, 1)
)

// domainFields are the EIP-712 domain's fields in typed data.
var domainFields = []apitypes.Type{
	{Name: "name", Type: "string"},
	{Name: "version", Type: "string"},
	{Name: "chainId", Type: "uint256"},
	{Name: "verifyingContract", Type: "address"},
}

// Domain is the EIP-712 domain of one escrow on one chain. The netted ledger signs the same Result and
// Acceptance types in its own domain: Name "ASA Ledger" and its address as Escrow.
type Domain struct {
	ChainID *big.Int
	Escrow  common.Address // the verifying contract: the escrow, or the ledger
	Name    string         // the domain name; empty means DomainName ("ASA Escrow")
}

// DomainNameOrDefault is the domain's name: Name, or DomainName when Name is empty.
func (d Domain) DomainNameOrDefault() string {
	if d.Name == "" {
		return DomainName
	}
	return d.Name
}

// Separator is the domain separator: keccak256(abi.encode(typeHash, name, version, chainId, escrow)).
func (d Domain) Separator() common.Hash {
	return crypto.Keccak256Hash(
		domainTypeHash[:],
		crypto.Keccak256([]byte(d.DomainNameOrDefault())),
		crypto.Keccak256([]byte(DomainVersion)),
		word(d.ChainID),
		common.LeftPadBytes(d.Escrow[:], 32),
	)
}

// Result mirrors IAsaEscrow.Result: an evaluator's score for one submission of one job.
type Result struct {
	JobID        *big.Int
	Deliverable  common.Hash // the deliverable hash stored at submission
	SubmittedAt  uint64      // the submission time stored on chain
	Score        uint16      // 0..10000
	Passed       bool        // every gate of the agreement passed and the determination is not FAIL
	EvidenceHash common.Hash // keccak256 of the canonical Verification Result document
	Nonce        *big.Int
	Deadline     uint64 // unix seconds after which the contract refuses the result
}

func word(v *big.Int) []byte {
	if v == nil {
		v = new(big.Int)
	}
	return math.U256Bytes(new(big.Int).Set(v))
}

func uword(v uint64) []byte { return word(new(big.Int).SetUint64(v)) }

func boolWord(b bool) []byte {
	if b {
		return uword(1)
	}
	return uword(0)
}

// StructHash is the EIP-712 hashStruct of the result.
func (r Result) StructHash() common.Hash {
	return crypto.Keccak256Hash(
		resultTypeHash[:],
		word(r.JobID),
		r.Deliverable[:],
		uword(r.SubmittedAt),
		uword(uint64(r.Score)),
		boolWord(r.Passed),
		r.EvidenceHash[:],
		word(r.Nonce),
		uword(r.Deadline),
	)
}

// Digest is what the evaluator signs: keccak256("\x19\x01" || domainSeparator || structHash), the
// value the contract's resultDigest returns.
func (r Result) Digest(d Domain) common.Hash {
	sep, h := d.Separator(), r.StructHash()
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, sep[:], h[:])
}

// TypedData is the result as EIP-712 typed data (eth_signTypedData_v4), for external signers.
func (r Result) TypedData(d Domain) apitypes.TypedData {
	chainID := d.ChainID
	if chainID == nil {
		chainID = new(big.Int)
	}
	big0 := func(v *big.Int) string {
		if v == nil {
			return "0"
		}
		return v.String()
	}
	return apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": domainFields,
			"Result": {
				{Name: "jobId", Type: "uint256"},
				{Name: "deliverable", Type: "bytes32"},
				{Name: "submittedAt", Type: "uint64"},
				{Name: "score", Type: "uint16"},
				{Name: "passed", Type: "bool"},
				{Name: "evidenceHash", Type: "bytes32"},
				{Name: "nonce", Type: "uint256"},
				{Name: "deadline", Type: "uint64"},
			},
		},
		PrimaryType: "Result",
		Domain: apitypes.TypedDataDomain{
			Name:              d.DomainNameOrDefault(),
			Version:           DomainVersion,
			ChainId:           (*math.HexOrDecimal256)(new(big.Int).Set(chainID)),
			VerifyingContract: d.Escrow.Hex(),
		},
		Message: apitypes.TypedDataMessage{
			"jobId":        big0(r.JobID),
			"deliverable":  r.Deliverable.Hex(),
			"submittedAt":  fmt.Sprint(r.SubmittedAt),
			"score":        fmt.Sprint(r.Score),
			"passed":       r.Passed,
			"evidenceHash": r.EvidenceHash.Hex(),
			"nonce":        big0(r.Nonce),
			"deadline":     fmt.Sprint(r.Deadline),
		},
	}
}

// Sign signs the result's digest with the evaluator's key: 65 bytes r || s || v, v = 27 or 28, s in
// the lower half of the curve order (as OpenZeppelin's ECDSA requires).
func (r Result) Sign(d Domain, key *ecdsa.PrivateKey) ([]byte, error) {
	if r.Score > MaxBps {
		return nil, fmt.Errorf("sign result: score %d above %d", r.Score, MaxBps)
	}
	digest := r.Digest(d)
	sig, err := crypto.Sign(digest[:], key)
	if err != nil {
		return nil, fmt.Errorf("sign result: %w", err)
	}
	sig[64] += 27
	return sig, nil
}

// Recover returns the address whose key signed the result. It accepts v = 27/28 or 0/1 and refuses
// high-s signatures, as the contract does.
func (r Result) Recover(d Domain, sig []byte) (common.Address, error) {
	addr, err := RecoverDigest(r.Digest(d), sig)
	if err != nil {
		return common.Address{}, fmt.Errorf("recover result signer: %w", err)
	}
	return addr, nil
}

// RecoverDigest recovers the signer of an EIP-712 digest from a 65-byte signature (v = 27/28 or 0/1),
// refusing high-s signatures as OpenZeppelin's ECDSA does.
func RecoverDigest(digest common.Hash, sig []byte) (common.Address, error) {
	if len(sig) != 65 {
		return common.Address{}, fmt.Errorf("signature is %d bytes, want 65", len(sig))
	}
	s := new(big.Int).SetBytes(sig[32:64])
	if s.Cmp(secp256k1HalfN) > 0 {
		return common.Address{}, errors.New("malleable signature (high s)")
	}
	v := sig[64]
	if v >= 27 {
		v -= 27
	}
	if v > 1 {
		return common.Address{}, fmt.Errorf("invalid recovery id %d", sig[64])
	}
	norm := common.CopyBytes(sig)
	norm[64] = v
	pub, err := crypto.SigToPub(digest[:], norm)
	if err != nil {
		return common.Address{}, err
	}
	return crypto.PubkeyToAddress(*pub), nil
}

// Verify checks that evaluator signed the result.
func (r Result) Verify(d Domain, sig []byte, evaluator common.Address) error {
	got, err := r.Recover(d, sig)
	if err != nil {
		return fmt.Errorf("verify result: %w", err)
	}
	if got != evaluator {
		return fmt.Errorf("verify result: signed by %s, not by evaluator %s", got.Hex(), evaluator.Hex())
	}
	return nil
}

// ContentHash is the ASA content hash of delivered bytes: "sha256:<64 lowercase hex>".
func ContentHash(data []byte) string {
	sum := sha256.Sum256(data)
	return "sha256:" + hex.EncodeToString(sum[:])
}

// ParseContentHash reads "sha256:<64 hex>" into the bytes32 the contract stores as the deliverable.
func ParseContentHash(s string) (common.Hash, error) {
	hexPart, ok := strings.CutPrefix(s, "sha256:")
	if !ok {
		return common.Hash{}, fmt.Errorf("content hash %q does not start with sha256:", s)
	}
	if len(hexPart) != 64 {
		return common.Hash{}, fmt.Errorf("content hash %q: want 64 hex digits after sha256:", s)
	}
	b, err := hex.DecodeString(hexPart)
	if err != nil {
		return common.Hash{}, fmt.Errorf("content hash %q is not hex", s)
	}
	return common.BytesToHash(b), nil
}

// VerificationResult is what the escrow needs from an ASA Verification Result document.
type VerificationResult struct {
	VerificationID string
	AgreementID    string
	Score          uint16      // composite.score x 100 (86.1 -> 8610)
	Deliverable    common.Hash // evidence_trail.deliverable_hash
	Determination  string      // determination.result ("PASS", "FAIL", ...); "" when the document has none
	EvidenceHash   common.Hash // keccak256(CanonicalJSON(document))
	Canonical      []byte      // the canonical document the evidence hash covers
}

// ParseVerificationResult reads a Verification Result document: composite.score (0..100, at most two
// decimals) and evidence_trail.deliverable_hash ("sha256:...") are required; deliverable.content_hash,
// when present, must equal it. Every problem is reported together in a *ValidationError.
func ParseVerificationResult(data []byte) (*VerificationResult, error) {
	ps := &problems{}
	tree, err := decodeTree(data)
	if err != nil {
		ps.add("", "%v", err)
		return nil, ps.err("verification result")
	}
	root, ok := tree.(map[string]any)
	if !ok {
		ps.add("", "the verification result must be a JSON object, not %s", typeName(tree))
		return nil, ps.err("verification result")
	}
	r := node{m: root, ps: ps}
	out := &VerificationResult{}
	out.VerificationID, _ = r.str("verification_id", false)
	out.AgreementID, _ = r.str("agreement_id", false)
	composite, _ := r.object("composite", true)
	out.Score, _ = composite.hundredths("score", true)
	if det, ok := r.object("determination", false); ok {
		out.Determination, _ = det.str("result", false)
	}
	trail, _ := r.object("evidence_trail", true)
	if s, ok := trail.str("deliverable_hash", true); ok {
		h, err := ParseContentHash(s)
		if err != nil {
			ps.add("evidence_trail.deliverable_hash", "%v", err)
		}
		out.Deliverable = h
	}
	if d, ok := r.object("deliverable", false); ok {
		if s, ok := d.str("content_hash", false); ok {
			h, err := ParseContentHash(s)
			if err != nil {
				ps.add("deliverable.content_hash", "%v", err)
			} else if h != out.Deliverable {
				ps.add("deliverable.content_hash", "differs from evidence_trail.deliverable_hash")
			}
		}
	}
	if err := ps.err("verification result"); err != nil {
		return nil, err
	}
	var canon bytes.Buffer
	writeCanonical(&canon, tree)
	out.Canonical = canon.Bytes()
	out.EvidenceHash = crypto.Keccak256Hash(out.Canonical)
	return out, nil
}

// verificationPassed is the Result's passed flag for a Verification Result document: false when its
// determination is FAIL. (The agreement's gate evaluation, which also sets it false for a failed gate, is
// wired in where the agreement is known.)
func verificationPassed(v *VerificationResult) bool {
	return !strings.EqualFold(strings.TrimSpace(v.Determination), "FAIL")
}

// JobRef is what the chain stores about a job's submission, which a result must bind to.
type JobRef struct {
	JobID       *big.Int
	Deliverable common.Hash // the deliverable hash submitted on chain
	SubmittedAt uint64      // the submission time stored on chain
}

// Result projects the document onto the contract's Result for this job's submission. The document's
// deliverable hash must be the one stored on chain.
func (v *VerificationResult) Result(job JobRef, nonce *big.Int, deadline uint64) (Result, error) {
	if job.JobID == nil || job.JobID.Sign() < 0 || job.JobID.BitLen() > 256 {
		return Result{}, errors.New("project result: job id is not a uint256")
	}
	if nonce == nil || nonce.Sign() < 0 || nonce.BitLen() > 256 {
		return Result{}, errors.New("project result: nonce is not a uint256")
	}
	if v.Deliverable != job.Deliverable {
		return Result{}, fmt.Errorf("project result: the document scores deliverable %s, job %s stores %s",
			v.Deliverable.Hex(), job.JobID, job.Deliverable.Hex())
	}
	return Result{
		JobID:        new(big.Int).Set(job.JobID),
		Deliverable:  job.Deliverable,
		SubmittedAt:  job.SubmittedAt,
		Score:        v.Score,
		Passed:       verificationPassed(v),
		EvidenceHash: v.EvidenceHash,
		Nonce:        new(big.Int).Set(nonce),
		Deadline:     deadline,
	}, nil
}
