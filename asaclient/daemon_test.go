package asaclient

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/asa-escrow/asa/api/wire"
)

// PostResult's retry policy: the daemon's "not caught up yet" answers are retried with backoff until they
// succeed, a result the daemon already holds is a success, and a refusal that cannot change fails at once.
// (The real daemon's answers are exercised end to end in cmd/asa and the README walkthrough.)
func TestPostResultRetriesWhatMayChange(t *testing.T) {
	answers := func(seq ...func(w http.ResponseWriter)) (*httptest.Server, *atomic.Int32) {
		var n atomic.Int32
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			i := int(n.Add(1)) - 1
			seq[min(i, len(seq)-1)](w)
		}))
		t.Cleanup(srv.Close)
		return srv, &n
	}
	refuse := func(status int, code string) func(w http.ResponseWriter) {
		return func(w http.ResponseWriter) {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(status)
			_ = json.NewEncoder(w).Encode(wire.ErrorBody{Error: wire.ErrorDetail{Code: code, Message: "because"}})
		}
	}
	accept := func(w http.ResponseWriter) {
		w.WriteHeader(http.StatusAccepted)
		_ = json.NewEncoder(w).Encode(wire.ResultAccepted{ID: "r1", JobID: "1", Status: "pending"})
	}
	body := []byte(`{"jobId":"1","signature":"0x00"}`)
	ctx := context.Background()

	srv, n := answers(refuse(404, wire.CodeUnknownJob), refuse(409, wire.CodeNotSubmitted), accept)
	p, err := (&Daemon{BaseURL: srv.URL}).PostResult(ctx, body)
	if err != nil || p.ID != "r1" || p.Attempts != 3 || n.Load() != 3 {
		t.Fatalf("after two retryable refusals: %+v, %v (requests %d)", p, err, n.Load())
	}

	srv, _ = answers(refuse(409, wire.CodeDuplicate))
	if p, err = (&Daemon{BaseURL: srv.URL}).PostResult(ctx, body); err != nil || !p.AlreadyAccepted || p.Message != "because" {
		t.Fatalf("already accepted: %+v, %v", p, err)
	}

	srv, n = answers(refuse(422, wire.CodeBadSignature))
	if _, err = (&Daemon{BaseURL: srv.URL}).PostResult(ctx, body); !IsCode(err, wire.CodeBadSignature) || n.Load() != 1 {
		t.Fatalf("bad signature: %v after %d requests, want one request", err, n.Load())
	}

	// A daemon that never catches up: PostResult gives up after RetryFor and says how often it tried.
	srv, n = answers(refuse(404, wire.CodeUnknownJob))
	start := time.Now()
	_, err = (&Daemon{BaseURL: srv.URL, RetryFor: time.Second}).PostResult(ctx, body)
	if !IsCode(err, wire.CodeUnknownJob) || !strings.Contains(err.Error(), "gave up after") || n.Load() < 2 || time.Since(start) > 5*time.Second {
		t.Fatalf("never caught up: %v after %d requests in %s", err, n.Load(), time.Since(start))
	}

	// No request at all for a body that is not a signed result.
	if _, err = (&Daemon{BaseURL: "http://127.0.0.1:1"}).PostResult(ctx, []byte(`{"verification_id":"v"}`)); err == nil || !strings.Contains(err.Error(), "unsigned Verification Result") {
		t.Fatalf("unsigned document: %v", err)
	}
}
