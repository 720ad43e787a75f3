package asaclient

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"net/url"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/api/wire"
)

// AddCanary hands a canary to a daemon that is the evaluator pool's canary operator (POST /v1/canaries):
// the daemon stores it, draws its salt when req has none, and commits it. d must be signed in with the
// operator's key (SignIn). The answer (never with the salt) names the commitment; create the canary job
// only once the daemon shows it committed (Canaries), then bind it (BindCanary).
func (d *Daemon) AddCanary(ctx context.Context, req wire.CanaryRequest) (*wire.Canary, error) {
	body, err := json.Marshal(req)
	if err != nil {
		return nil, err
	}
	var out wire.Canary
	if err := d.do(ctx, http.MethodPost, "/v1/canaries", body, &out); err != nil {
		return nil, fmt.Errorf("add canary: %w", err)
	}
	return &out, nil
}

// BindCanary binds a committed canary to the canary job the operator created, whose evaluators the pool
// seat appoints (POST /v1/canaries/{commitment}/job); the daemon reveals it once the job is over.
func (d *Daemon) BindCanary(ctx context.Context, commitment common.Hash, seat common.Address, jobID *big.Int) (*wire.Canary, error) {
	body, err := json.Marshal(wire.CanaryBinding{Seat: seat.Hex(), JobID: jobID.String()})
	if err != nil {
		return nil, err
	}
	var out wire.Canary
	if err := d.do(ctx, http.MethodPost, "/v1/canaries/"+commitment.Hex()+"/job", body, &out); err != nil {
		return nil, fmt.Errorf("bind canary %s: %w", commitment.Hex(), err)
	}
	return &out, nil
}

// Canaries lists the daemon's canaries, newest first (GET /v1/canaries), only those with status when it is
// not empty.
func (d *Daemon) Canaries(ctx context.Context, status string) ([]wire.Canary, error) {
	path := "/v1/canaries"
	if status != "" {
		path += "?status=" + url.QueryEscape(status)
	}
	var out wire.CanaryList
	if err := d.do(ctx, http.MethodGet, path, nil, &out); err != nil {
		return nil, fmt.Errorf("list canaries: %w", err)
	}
	return out.Canaries, nil
}
