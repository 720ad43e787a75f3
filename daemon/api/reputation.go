package api

import (
	"context"
	"errors"
	"math/big"
	"net/http"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/daemon/attestor"
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
	writeJSON(w, http.StatusOK, ans)
}

// getAgentReputation is GET /v1/reputation/{agentId}: the escrow's figures and the ERC-8004 registry's,
// apart (wire.AgentReputation).
func (s *Server) getAgentReputation(w http.ResponseWriter, r *http.Request, id *big.Int) {
	if s.AgentReputation == nil {
		writeError(w, apiErr(http.StatusNotFound, wire.CodeInvalidField, "this daemon knows no ERC-8004 identity registry (start it with a deployment naming identityRegistry); ask by 0x address"))
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
	writeJSON(w, http.StatusOK, ans)
}
