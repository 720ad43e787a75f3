package asaclient

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

// Signed is a signed result and what it binds.
type Signed struct {
	Body   wire.ResultSubmission // the body of the daemon's POST /v1/results
	Result settlement.Result
	Digest common.Hash
}

// DefaultResultValidity is how long a signed result stays valid when ResultOptions.Deadline is zero: a day
// of chain time from the latest block.
const DefaultResultValidity = 24 * time.Hour

// ResultOptions are the optional parts of a signed result. The zero value signs with the key's own address
// as the evaluator, a fresh random nonce and a deadline a day of chain time ahead.
type ResultOptions struct {
	// Evaluator is the evaluator's address when it is a contract account (ERC-1271): the key signs for
	// it, and the contract must accept that signature (checked on chain before the body is returned).
	// Zero means the key's own address is the evaluator.
	Evaluator common.Address
	// Nonce makes results distinct that an evaluator signs for the same submission; nil picks a fresh one
	// with ResultNonce (the safe default). Set it only to re-sign a result byte for byte.
	Nonce *big.Int
	// Deadline is the last chain time (unix seconds) at which the escrow takes the result; 0 means the
	// latest block's time plus DefaultResultValidity.
	Deadline uint64
}

// ResultNonce returns a fresh nonce for a signed result: 256 bits from crypto/rand. The escrow keeps no
// record of used result nonces: a result's signature binds the job, its submission (deliverable and time)
// and the score, so a replay can only repeat the very vote it carries; the nonce only keeps two results an
// evaluator signs for one submission distinct, which a random 256-bit value does without coordination.
// It is the one place result nonces are chosen (the CLI's default too).
func ResultNonce() (*big.Int, error) {
	n, err := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 256))
	if err != nil {
		return nil, fmt.Errorf("result nonce: %w", err)
	}
	return n, nil
}

// SignResult projects a Verification Result document onto the job's current submission and signs it with
// the evaluator's key. The key must be one of the job's evaluators (or its active backup), or sign for the
// contract evaluator opts.Evaluator, and the document's deliverable hash must be the one the provider
// submitted. Unset options get safe defaults (see ResultOptions).
func (e *Escrow) SignResult(ctx context.Context, key signer.Signer, id *big.Int, document []byte, opts ResultOptions) (*Signed, error) {
	contractEvaluator, nonce, deadline := opts.Evaluator, opts.Nonce, opts.Deadline
	if nonce == nil {
		var err error
		if nonce, err = ResultNonce(); err != nil {
			return nil, err
		}
	}
	if deadline == 0 {
		now, err := e.HeadTime(ctx)
		if err != nil {
			return nil, err
		}
		deadline = uint64(now.Add(DefaultResultValidity).Unix())
	}
	vr, err := settlement.ParseVerificationResult(document)
	if err != nil {
		return nil, err
	}
	j, err := e.Job(ctx, id)
	if err != nil {
		return nil, err
	}
	if j.Terms == nil {
		return nil, refusef(ErrWrongState, "job %s is a plain ERC-8183 job: its evaluator calls complete or reject, it takes no signed result", id)
	}
	if j.Status != settlement.JobSubmitted {
		return nil, notAwaitingResults(j)
	}
	evaluator := key.Address()
	if contractEvaluator != (common.Address{}) {
		evaluator = contractEvaluator
	}
	if err := checkSigner(j, evaluator); err != nil {
		return nil, err
	}
	ref := settlement.JobRef{JobID: id, Deliverable: j.View.Deliverable, SubmittedAt: j.View.SubmittedAt.Uint64()}
	r, err := vr.Result(ref, nonce, deadline)
	if err != nil {
		return nil, fmt.Errorf("%w (the document's evidence_trail.deliverable_hash must be the sha256 of what the provider submitted)", err)
	}
	if r.Score > settlement.MaxBps {
		return nil, fmt.Errorf("sign result: score %d above %d", r.Score, settlement.MaxBps)
	}
	sig, err := signer.SignTypedDataFor(ctx, key, r.TypedData(e.Domain()), r.Digest(e.Domain()))
	if err != nil {
		return nil, fmt.Errorf("sign result: %w", err)
	}
	digest := r.Digest(e.Domain())
	if contractEvaluator != (common.Address{}) {
		ok, err := escrow.IsValidERC1271Signature(ctx, e.eth, contractEvaluator, digest, sig)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, fmt.Errorf("evaluator contract %s does not accept a signature by %s (its isValidSignature did not return the ERC-1271 magic value)",
				contractEvaluator, key.Address())
		}
	}
	return &Signed{
		Body: wire.ResultSubmission{JobID: id.String(), Evaluator: evaluator.Hex(), Nonce: nonce.String(), Deadline: deadline,
			Signature: hexutil.Encode(sig), Document: json.RawMessage(bytes.TrimSpace(document))},
		Result: r, Digest: digest,
	}, nil
}

func checkSigner(j *Job, evaluator common.Address) error {
	if j.View.BackupActive {
		if j.Terms.BackupEvaluator != evaluator {
			return refusef(ErrWrongRole, "job %s now waits for its backup evaluator %s, not %s", j.ID, j.Terms.BackupEvaluator, evaluator)
		}
		return nil
	}
	for _, a := range j.Evaluators {
		if a == evaluator {
			return nil
		}
	}
	return refusef(ErrWrongRole, "%s is not an evaluator of job %s (evaluators: %v); sign with an evaluator's key", evaluator, j.ID, j.Evaluators)
}

// notAwaitingResults says why a job that is not Submitted takes no signed result, and what happens next.
func notAwaitingResults(j *Job) error {
	switch j.Status {
	case settlement.JobOpen, settlement.JobFunded:
		return refusef(ErrWrongState, "job %s is %s: the provider has not submitted a delivery yet; results are taken once it is Submitted", j.ID, j.Status)
	case settlement.JobVerified:
		return refusef(ErrWrongState, "job %s is already Verified (score %s, quorum reached): it takes no more results; it settles when its challenge window closes at %s",
			j.ID, settlement.FormatAmount(big.NewInt(int64(j.View.Score)), 2), time.Unix(j.View.Deadline.Int64(), 0).UTC().Format(time.RFC3339))
	case settlement.JobDisputed:
		return refusef(ErrWrongState, "job %s is Disputed: its resolver decides the outcome now; it takes no more results", j.ID)
	default:
		return refusef(ErrWrongState, "job %s is %s: it is settled and takes no results", j.ID, j.Status)
	}
}

// BindDeliverable returns the Verification Result document with evidence_trail.deliverable_hash set to the
// content hash of the delivered bytes (sha256), so that an evaluator signs for exactly what it evaluated.
// Everything else in the document is kept (numbers keep their text).
func BindDeliverable(document, delivered []byte) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(document))
	dec.UseNumber()
	var root map[string]any
	if err := dec.Decode(&root); err != nil {
		return nil, fmt.Errorf("verification result: not a JSON object: %w", err)
	}
	trail, _ := root["evidence_trail"].(map[string]any)
	if trail == nil {
		trail = map[string]any{}
		root["evidence_trail"] = trail
	}
	hash := settlement.ContentHash(delivered)
	trail["deliverable_hash"] = hash
	if d, ok := root["deliverable"].(map[string]any); ok {
		if _, has := d["content_hash"]; has {
			d["content_hash"] = hash
		}
	}
	out, err := json.MarshalIndent(root, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("verification result: %w", err)
	}
	return out, nil
}
