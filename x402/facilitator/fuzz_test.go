package facilitator_test

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/facilitator"
)

// FuzzFacilitatorRequest feeds arbitrary /verify bodies to Verify and Settle: they must never
// panic, and anything they accept must be a well-formed payment.
func FuzzFacilitatorRequest(f *testing.F) {
	e := newEnv(f)
	good, _ := json.Marshal(request(f, e.sign(reqs()), reqs(), reqs()))
	f.Add(good)
	f.Fuzz(func(t *testing.T, body []byte) {
		var r x402.FacilitatorRequest
		if json.Unmarshal(body, &r) != nil {
			return
		}
		ctx := context.Background()
		vr, err := e.fac.Verify(ctx, r)
		if err != nil && !errors.Is(err, facilitator.ErrBadRequest) {
			t.Fatalf("verify infrastructure error on in-memory chain: %v", err)
		}
		if err == nil && !vr.IsValid && vr.InvalidReason == "" {
			t.Fatalf("rejection without a reason: %+v", vr)
		}
		sr, err := e.fac.Settle(ctx, r)
		if err == nil && !sr.Success && sr.ErrorReason == "" {
			t.Fatalf("settle failure without a reason: %+v", sr)
		}
		if err == nil && sr.Success && !vr.IsValid {
			t.Fatalf("settled what verify rejected: %+v / %+v", vr, sr)
		}
	})
}
