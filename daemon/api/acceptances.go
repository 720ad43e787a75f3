package api

import (
	"context"
	"errors"
	"fmt"
	"math"
	"net/http"
	"strconv"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/daemon/acceptance"
	"github.com/asa-escrow/asa/daemon/intents"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/txmgr"
)

// AcceptanceSender sends acceptJob intents (the daemon key's *txmgr.Manager).
type AcceptanceSender interface {
	Submit(ctx context.Context, in txmgr.Intent) (txmgr.Record, error)
	Get(ctx context.Context, key string) (txmgr.Record, error)
	From() common.Address
}

// Acceptances relays providers' signed acceptances of jobs that exist (POST /v1/acceptances): checked
// (acceptance.Checker), then simulated from the sender (the escrow's own verdict, decoded), then handed to the
// transaction manager as an acceptJob intent keyed by the acceptance's digest, which the manager prechecks
// again before every send. The intent is the stored state: it is durable before the answer, and posting the
// same acceptance again answers with it.
type Acceptances struct {
	Checker *acceptance.Checker
	Intents *intents.Escrow
	Sender  AcceptanceSender
	// Chain simulates the call (*ethclient.Client).
	Chain acceptance.Chain
}

func (s *Server) postAcceptance(w http.ResponseWriter, r *http.Request) {
	body, err := readBody(w, r)
	if err != nil {
		writeError(w, err)
		return
	}
	out, err := s.Acceptances.Relay(r.Context(), body)
	if err != nil {
		var ae *Error
		if errors.As(err, &ae) {
			s.Logger.Info("acceptance refused", "code", ae.Code, "message", ae.Message)
		} else {
			s.Logger.Error("acceptance relay failed", "err", err)
		}
		writeError(w, err)
		return
	}
	s.Logger.Info("acceptance relayed", "job", out.JobID, "digest", out.Digest, "status", out.Status)
	writeJSON(w, http.StatusAccepted, out)
}

// Relay checks a signed acceptance body and queues its relay; it returns the relay's state or an *Error.
func (a *Acceptances) Relay(ctx context.Context, body []byte) (*wire.AcceptanceRelay, error) {
	signed, err := acceptance.Parse(body)
	if err != nil {
		return nil, refusal(err)
	}
	if signed.JobID == nil {
		return nil, apiErr(http.StatusBadRequest, wire.CodeInvalidField,
			"jobId: required: the daemon relays acceptances of jobs that exist (an acceptance signed before the job exists goes to the client, who relays it when it creates the job)")
	}
	if !signed.JobID.IsUint64() || signed.JobID.Uint64() > math.MaxInt64 {
		return nil, apiErr(http.StatusNotFound, wire.CodeUnknownJob, "job %s does not exist (escrow job ids are a counter)", signed.JobID)
	}
	jobID := signed.JobID.Uint64()
	key := intents.AcceptKey(jobID, signed.Digest)
	if rec, err := a.Sender.Get(ctx, key); err == nil {
		return relayView(jobID, signed.Digest, rec), nil // posted before: its relay is under way or done
	} else if !errors.Is(err, txmgr.ErrNotFound) {
		return nil, unavailable(fmt.Errorf("read acceptance relay %s: %w", key, err))
	}
	checked, err := a.Checker.Check(ctx, signed, jobID, acceptance.FromProvider)
	if err != nil {
		return nil, refusal(err)
	}
	var auth *intents.Authorization
	if c := checked.Signed.CollateralAuth; c != nil {
		auth = &intents.Authorization{From: c.Transfer.From, ValidAfter: c.Transfer.ValidAfter, ValidBefore: c.Transfer.ValidBefore,
			Nonce: c.Transfer.Nonce, Signature: c.Signature}
	}
	in := a.Intents.AcceptJob(key, jobID, checked.Signed.Acceptance, checked.Signed.Signature, auth)
	if _, err := a.Chain.CallContract(ctx, ethereum.CallMsg{From: a.Sender.From(), To: &in.To, Data: in.Data}, nil); err != nil {
		if txmgr.Classify(err) != txmgr.ClassReverted {
			return nil, &Error{Status: http.StatusServiceUnavailable, Code: wire.CodeUnavailable, Message: "cannot ask the escrow now; nothing was sent; retry shortly", RetryAfter: 2}
		}
		if re := escrow.DecodeRevert(err); re != nil && !isTokenError(re.Name) {
			return nil, apiErr(http.StatusUnprocessableEntity, wire.CodeAcceptanceRefused, "the escrow refuses acceptJob for job %d: %s", jobID, re.Error())
		}
		return nil, apiErr(http.StatusUnprocessableEntity, wire.CodeCollateralNotCovered, "the token refuses the collateral of job %d: %s", jobID, intents.RevertReason(err))
	}
	rec, err := a.Sender.Submit(ctx, in)
	if err != nil {
		return nil, unavailable(fmt.Errorf("queue acceptance relay %s: %w", key, err))
	}
	return relayView(jobID, signed.Digest, rec), nil
}

// isTokenError reports whether a decoded revert is the token's (an OpenZeppelin ERC-20 error, a require
// string of USDC and its kin, or SafeERC20's report of a refused transfer) rather than the escrow's own.
func isTokenError(name string) bool {
	switch name {
	case "Error", "SafeERC20FailedOperation", "ERC20InsufficientBalance", "ERC20InsufficientAllowance":
		return true
	}
	return false
}

func relayView(jobID uint64, digest common.Hash, rec txmgr.Record) *wire.AcceptanceRelay {
	out := &wire.AcceptanceRelay{JobID: strconv.FormatUint(jobID, 10), Digest: digest.Hex(), Status: string(rec.State), Reason: rec.Reason}
	if rec.TxHash != (common.Hash{}) {
		out.Transaction = rec.TxHash.Hex()
	}
	return out
}

// refusal turns an acceptance.Refusal into the API's error; other errors are the daemon's own.
func refusal(err error) error {
	var r *acceptance.Refusal
	if errors.As(err, &r) {
		e := &Error{Status: r.Status, Code: r.Code, Message: r.Message}
		if r.Status == http.StatusServiceUnavailable {
			e.RetryAfter = 2
		}
		return e
	}
	return unavailable(err)
}
