package asaclient

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/daemon/api"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
)

// ResultBody is the body of the daemon's POST /v1/results (api.ResultSubmission), as an evaluator
// builds it.
type ResultBody struct {
	JobID     string          `json:"jobId"`
	Evaluator common.Address  `json:"evaluator"`
	Nonce     string          `json:"nonce"`
	Deadline  uint64          `json:"deadline"`
	Signature string          `json:"signature"`
	Document  json.RawMessage `json:"document"`
}

// Signed is a signed result and what it binds.
type Signed struct {
	Body   ResultBody
	Result settlement.Result
	Digest common.Hash
}

// SignResult projects a Verification Result document onto the job's current submission and signs
// it with the evaluator's key. The key must be one of the job's evaluators (or its active backup), and
// the document's deliverable hash must be the one the provider submitted. For an evaluator that is a
// contract account (ERC-1271), pass its address as contractEvaluator: the key signs for it, and the
// contract must accept that signature (checked on chain before the body is returned). A zero
// contractEvaluator means the key's own address is the evaluator.
func (e *Escrow) SignResult(ctx context.Context, key *ecdsa.PrivateKey, contractEvaluator common.Address, id *big.Int, document []byte, nonce *big.Int, deadline uint64) (*Signed, error) {
	vr, err := settlement.ParseVerificationResult(document)
	if err != nil {
		return nil, err
	}
	j, err := e.Job(ctx, id)
	if err != nil {
		return nil, err
	}
	if j.Terms == nil {
		return nil, fmt.Errorf("job %s is a plain ERC-8183 job: its evaluator calls complete or reject, it takes no signed result", id)
	}
	if j.Status != settlement.JobSubmitted {
		return nil, fmt.Errorf("job %s is %s: results are taken only after the provider submitted (Submitted)", id, j.Status)
	}
	evaluator := crypto.PubkeyToAddress(key.PublicKey)
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
	sig, err := r.Sign(e.Domain(), key)
	if err != nil {
		return nil, err
	}
	digest := r.Digest(e.Domain())
	if contractEvaluator != (common.Address{}) {
		ok, err := escrow.IsValidERC1271Signature(ctx, e.eth, contractEvaluator, digest, sig)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, fmt.Errorf("evaluator contract %s does not accept a signature by %s (its isValidSignature did not return the ERC-1271 magic value)",
				contractEvaluator, crypto.PubkeyToAddress(key.PublicKey))
		}
	}
	return &Signed{
		Body: ResultBody{JobID: id.String(), Evaluator: evaluator, Nonce: nonce.String(), Deadline: deadline,
			Signature: hexutil.Encode(sig), Document: json.RawMessage(bytes.TrimSpace(document))},
		Result: r, Digest: digest,
	}, nil
}

func checkSigner(j *Job, evaluator common.Address) error {
	if j.View.BackupActive {
		if j.Terms.BackupEvaluator != evaluator {
			return fmt.Errorf("job %s now waits for its backup evaluator %s, not %s", j.ID, j.Terms.BackupEvaluator, evaluator)
		}
		return nil
	}
	for _, a := range j.Evaluators {
		if a == evaluator {
			return nil
		}
	}
	return fmt.Errorf("%s is not an evaluator of job %s (evaluators: %v); sign with an evaluator's key", evaluator, j.ID, j.Evaluators)
}

// DefaultHTTPTimeout bounds one daemon request.
const DefaultHTTPTimeout = 30 * time.Second

// Daemon is an HTTP client of the settlement daemon's API.
type Daemon struct {
	BaseURL string       // e.g. http://127.0.0.1:8080
	HTTP    *http.Client // nil: a client with DefaultHTTPTimeout
}

func (d *Daemon) client() *http.Client {
	if d.HTTP != nil {
		return d.HTTP
	}
	return &http.Client{Timeout: DefaultHTTPTimeout}
}

// APIError is a refusal from the daemon.
type APIError struct {
	Status  int
	Code    string
	Message string
}

func (e *APIError) Error() string {
	return fmt.Sprintf("daemon answered %d %s: %s", e.Status, e.Code, e.Message)
}

// Accepted is the daemon's answer to an accepted result.
type Accepted struct {
	ID     string `json:"id"`
	JobID  string `json:"jobId"`
	Digest string `json:"digest"`
	Status string `json:"status"`
}

// PostResult sends a signed result body (JSON) to POST /v1/results.
func (d *Daemon) PostResult(ctx context.Context, body []byte) (*Accepted, error) {
	var out Accepted
	if err := d.do(ctx, http.MethodPost, "/v1/results", body, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// Job reads GET /v1/jobs/{id}.
func (d *Daemon) Job(ctx context.Context, id *big.Int) (*api.JobResponse, error) {
	var out api.JobResponse
	if err := d.do(ctx, http.MethodGet, "/v1/jobs/"+id.String(), nil, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

func (d *Daemon) do(ctx context.Context, method, path string, body []byte, out any) error {
	url := strings.TrimRight(d.BaseURL, "/") + path
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, url, rd)
	if err != nil {
		return fmt.Errorf("daemon request %s %s: %w", method, url, err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := d.client().Do(req)
	if err != nil {
		return fmt.Errorf("daemon %s %s: %w (is 'asa daemon' running there? check --daemon)", method, url, err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 4<<20))
	if err != nil {
		return fmt.Errorf("daemon %s %s: read answer: %w", method, url, err)
	}
	if resp.StatusCode >= 300 {
		return decodeAPIError(resp.StatusCode, data)
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("daemon %s %s: answer is not the expected JSON: %w", method, url, err)
	}
	return nil
}

func decodeAPIError(status int, data []byte) error {
	var e struct {
		Error struct {
			Code    string `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
	}
	if json.Unmarshal(data, &e) == nil && e.Error.Code != "" {
		return &APIError{Status: status, Code: e.Error.Code, Message: e.Error.Message}
	}
	msg := strings.TrimSpace(string(data))
	if len(msg) > 200 {
		msg = msg[:200] + "..."
	}
	return &APIError{Status: status, Code: http.StatusText(status), Message: msg}
}

// IsCode reports whether err is a daemon refusal with this code.
func IsCode(err error, code string) bool {
	var ae *APIError
	return errors.As(err, &ae) && ae.Code == code
}
