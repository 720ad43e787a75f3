package bazaar

import (
	"fmt"
	"strconv"
)

// FundJobRoute is the route template of the escrow's paid resource.
const FundJobRoute = "/v1/jobs/:id/fund"

// FundJob returns the discovery extension of POST /v1/jobs/{id}/fund for job jobID: an empty JSON
// body (the payment travels in the PAYMENT-SIGNATURE header), the job id as a path parameter, and
// the funding answer as output, each with its JSON Schema.
func FundJob(jobID uint64) (Extension, error) {
	id := strconv.FormatUint(jobID, 10)
	ext, err := DeclareBody(BodyEndpoint{
		Method: "POST", BodyType: "json",
		Body:          map[string]any{},
		BodySchema:    map[string]any{"type": "object", "properties": map[string]any{}, "additionalProperties": false},
		RouteTemplate: FundJobRoute,
		PathParams:    map[string]any{"id": id},
		PathSchema: map[string]any{
			"properties": map[string]any{"id": map[string]any{"type": "string", "pattern": "^[0-9]+$", "description": "the escrow job id"}},
			"required":   []string{"id"},
		},
		OutputExample: map[string]any{
			"jobId": id, "status": "funded", "network": "eip155:8453", "payer": "0x857b06519E91e3A54538791bDbb0E22373e36b66",
			"transaction": "0x1234567890abcdef1234567890abcdef1234567890abcdef1234567890abcdef",
		},
		OutputSchema: map[string]any{
			"properties": map[string]any{
				"jobId":       map[string]any{"type": "string", "pattern": "^[0-9]+$"},
				"status":      map[string]any{"type": "string", "enum": []string{"funded", "pending"}},
				"transaction": map[string]any{"type": "string", "pattern": "^0x[0-9a-fA-F]{64}$"},
				"network":     map[string]any{"type": "string"},
				"payer":       map[string]any{"type": "string"},
			},
			"required": []string{"jobId", "status", "transaction", "network"},
		},
	})
	if err != nil {
		return Extension{}, fmt.Errorf("bazaar: fund job %d: %w", jobID, err)
	}
	return ext, nil
}
