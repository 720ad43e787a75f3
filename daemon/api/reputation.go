package api

import (
	"context"
	"errors"
	"math/big"
	"net/http"
	"slices"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/daemon/attestor"
	"github.com/asa-escrow/asa/daemon/quota"
	"github.com/asa-escrow/asa/erc8004"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/reputation"
)

// Reputation answers GET /v1/reputation/{address} (*attestor.Attestor).
type Reputation interface {
	Answer(ctx context.Context, subject common.Address) (*reputation.Answer, error)
}

// getReputation is GET /v1/reputation/{address}: the subject's figures as a provider and as an evaluator,
// all time and the last 90 and 30 days of chain time, as of the last block the daemon processed, each
// report signed as an EIP-712 attestation. Aggregates are public (anyone can compute them from the
// chain); jobs whose agreements keep results from the reputation system are left out and named.
func (s *Server) getReputation(w http.ResponseWriter, r *http.Request) {
	raw := r.PathValue("address")
	if raw != "" && strings.Trim(raw, "0123456789") == "" { // decimal: an agent id, a uint256 as the registry's
		ref, err := erc8004.ParseAgentRef(raw)
		if err != nil {
			writeError(w, apiErr(http.StatusBadRequest, wire.CodeInvalidField, "%v", err))
			return
		}
		s.getAgentReputation(w, r, ref.ID)
		return
	}
	if !common.IsHexAddress(raw) {
		writeError(w, apiErr(http.StatusBadRequest, wire.CodeInvalidField, "address must be a 0x address or a decimal ERC-8004 agent id, got %q", raw))
		return
	}
	serviceTypes, perr := poolServiceTypes(r)
	if perr != nil {
		writeError(w, perr)
		return
	}
	ans, err := s.Reputation.Answer(r.Context(), common.HexToAddress(raw))
	switch {
	case errors.Is(err, attestor.ErrNotReady):
		writeError(w, &Error{Status: http.StatusServiceUnavailable, Code: wire.CodeUnavailable, Message: err.Error(), RetryAfter: 2})
		return
	case errors.Is(err, attestor.ErrNoKey):
		writeError(w, apiErr(http.StatusServiceUnavailable, wire.CodeUnavailable, "this daemon signs no reputation attestations: start it with an attestation key (ASA_ATTESTATION_PRIVATE_KEY)"))
		return
	case err != nil:
		s.Logger.Error("reputation answer failed", "subject", raw, "err", err)
		writeError(w, unavailable(err))
		return
	}
	pool, err := s.poolFigures(r.Context(), []common.Address{ans.Subject}, serviceTypes, ans.Block.Number)
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, answerWithPool{Answer: ans, Pool: pool})
}

// answerWithPool is the signed answer with the subject's evaluator pool entries beside it (unsigned: they are
// the pool's own view, which anyone can read); without a pool in the deployment the field is left out.
type answerWithPool struct {
	*reputation.Answer
	Pool *wire.PoolReputation `json:"pool,omitempty"`
}

// MaxPoolServiceTypes bounds the pool entries one reputation answer reads (each is an eth_call): the
// ?service_type= values, and the registrations read when none is named.
const MaxPoolServiceTypes = 16

// maxServiceTypeLen bounds one ?service_type= value (an agreement's service.type).
const maxServiceTypeLen = 128

// poolServiceTypes are the ?service_type= values (the parameter repeated, or comma-separated), in order,
// without repeats.
func poolServiceTypes(r *http.Request) ([]string, *Error) {
	vals, asked := r.URL.Query()["service_type"]
	if !asked {
		return nil, nil
	}
	var out []string
	for _, v := range vals {
		for _, t := range strings.Split(v, ",") {
			t = strings.TrimSpace(t)
			if t == "" || len(t) > maxServiceTypeLen {
				return nil, apiErr(http.StatusBadRequest, wire.CodeInvalidField,
					"service_type must be an agreement's service.type, 1 to %d characters (got %d): repeat the parameter or separate values with commas", maxServiceTypeLen, len(t))
			}
			if !slices.Contains(out, t) {
				out = append(out, t)
			}
		}
	}
	if len(out) > MaxPoolServiceTypes {
		return nil, apiErr(http.StatusBadRequest, wire.CodeInvalidField, "at most %d service types per request (each is a read of the evaluator pool), got %d", MaxPoolServiceTypes, len(out))
	}
	return out, nil
}

// poolFigures reads the evaluators' pool entries (nil, nil without a pool). A node that does not answer
// leaves the signed answer standing, with the field saying why the figures are missing; a caller past its
// quota is refused (429).
func (s *Server) poolFigures(ctx context.Context, evaluators []common.Address, serviceTypes []string, block uint64) (*wire.PoolReputation, error) {
	if s.PoolFigures == nil {
		return nil, nil
	}
	pool, err := s.PoolFigures(ctx, evaluators, serviceTypes, block)
	var exceeded *quota.Exceeded
	switch {
	case errors.As(err, &exceeded):
		return nil, err
	case err != nil:
		s.Logger.Warn("evaluator pool figures unavailable", "evaluators", evaluators, "block", block, "err", err)
		why := "the evaluator pool's figures could not be read; see the daemon log"
		if escrow.Unanswered(err) {
			why = "the chain node did not answer the evaluator pool's reads; retry"
		}
		// No node error text: it can carry the node's URL.
		return &wire.PoolReputation{Pool: s.EvaluatorPool, Block: block, Entries: []wire.PoolEntryFigures{}, Error: why}, nil
	}
	return pool, nil
}

// getAgentReputation is GET /v1/reputation/{agentId}: the escrow's figures and the ERC-8004 registry's,
// apart (wire.AgentReputation).
func (s *Server) getAgentReputation(w http.ResponseWriter, r *http.Request, id *big.Int) {
	if s.AgentReputation == nil {
		writeError(w, apiErr(http.StatusNotFound, wire.CodeInvalidField, "this daemon knows no ERC-8004 identity registry (start it with a deployment naming identityRegistry); ask by 0x address"))
		return
	}
	serviceTypes, perr := poolServiceTypes(r)
	if perr != nil {
		writeError(w, perr)
		return
	}
	ans, err := s.AgentReputation(r.Context(), id)
	if errors.Is(err, erc8004.ErrUnknownAgent) {
		writeError(w, apiErr(http.StatusNotFound, wire.CodeInvalidField, "%v", err))
		return
	}
	if escrow.Unanswered(err) || errors.Is(err, erc8004.ErrRegistryUnreadable) {
		writeError(w, nodeUnavailable("read the ERC-8004 registries"))
		return
	}
	if err != nil {
		s.Logger.Error("agent reputation failed", "agent", id, "err", err)
		writeError(w, unavailable(err))
		return
	}
	// The wallets' entries as of the block the daemon last processed (each signed answer names its own).
	if ans.Pool, err = s.poolFigures(r.Context(), ans.Escrow.Wallets, serviceTypes, 0); err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, ans)
}
