package daemon_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/daemon/hooks"
	"github.com/asa-escrow/asa/signer"
	"github.com/asa-escrow/asa/webhook"
)

// hostileReceiver verifies Standard Webhooks deliveries and misbehaves on purpose: each message's first
// attempt gets a 500, its second hangs past the sender's timeout, its third has its connection dropped;
// the fourth is taken. It counts every attempt and keeps each message once (by webhook-id).
type hostileReceiver struct {
	mu       sync.Mutex
	verifier *webhook.Verifier
	attempts map[string]int
	messages map[string]wire.WebhookEvent // taken, by id
	raw      int
	bad      int // deliveries that failed verification
	retaken  int // messages taken again (the daemon died before it recorded the first success)
	taken    chan string
}

func (h *hostileReceiver) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h.mu.Lock()
	v := h.verifier
	h.mu.Unlock()
	msg, err := v.Verify(r)
	h.mu.Lock()
	h.raw++
	if err != nil {
		h.bad++
		h.mu.Unlock()
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	h.attempts[msg.ID]++
	n := h.attempts[msg.ID]
	h.mu.Unlock()
	switch n {
	case 1:
		http.Error(w, "failing on purpose", http.StatusInternalServerError)
		return
	case 2:
		time.Sleep(1500 * time.Millisecond) // past the sender's 500 ms timeout
		return
	case 3:
		if hj, ok := w.(http.Hijacker); ok {
			if c, _, err := hj.Hijack(); err == nil {
				_ = c.Close()
				return
			}
		}
		http.Error(w, "dropped", http.StatusBadGateway)
		return
	}
	var ev wire.WebhookEvent
	if err := json.Unmarshal(msg.Body, &ev); err != nil {
		http.Error(w, "not a job event", http.StatusBadRequest)
		return
	}
	h.mu.Lock()
	_, seen := h.messages[msg.ID]
	h.messages[msg.ID] = ev
	if seen {
		h.retaken++
	}
	h.mu.Unlock()
	w.WriteHeader(http.StatusNoContent)
	if !seen {
		select {
		case h.taken <- msg.ID:
		default:
		}
	}
}

// TestWebhooksExactlyOnceAcrossSIGKILL subscribes the client (signed in) to `asa daemon` running as a
// process, drives jobs through creation, funding, delivery, verification and settlement, and kills the
// daemon with SIGKILL twice: once while deliveries are failing, once right after the receiver took a
// message (before the daemon could record it). The receiver fails, times out and answers 500 to every
// message first, and still ends with every job event exactly once after deduplication on webhook-id,
// each correctly signed, and the daemon's outbox marks all of them delivered, none dead.
func TestWebhooksExactlyOnceAcrossSIGKILL(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the asa binary")
	}
	buildAsa(t)
	w := newWorld(t, anvil.Options{})
	ctx := context.Background()
	dir := t.TempDir()
	db, listen, config := filepath.Join(dir, "asa.db"), freeAddr(t), filepath.Join(dir, "daemon.json")
	cfg := `{"pollInterval":"150ms","tickInterval":"150ms","bumpAfter":"2s","txConfirmations":1,
		"webhooks":{"maxAttempts":50,"initialBackoff":"100ms","maxBackoff":"400ms","timeout":"500ms","lease":"2s","pollInterval":"100ms"},
		"egress":{"allow":["127.0.0.1/32"]}}`
	if err := os.WriteFile(config, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	p := w.startProc(t, db, listen, config)

	recv := &hostileReceiver{attempts: map[string]int{}, messages: map[string]wire.WebhookEvent{}, taken: make(chan string, 1)}
	srv := httptest.NewServer(recv)
	defer srv.Close()
	d := &asaclient.Daemon{BaseURL: p.base}
	if err := d.SignIn(ctx, signer.FromKey(w.client_.key)); err != nil {
		t.Fatal(err)
	}
	sub, err := d.Subscribe(ctx, srv.URL+"/hooks")
	if err != nil {
		t.Fatal(err)
	}
	v, err := webhook.NewVerifier(sub.Secret, 0)
	if err != nil {
		t.Fatal(err)
	}
	recv.mu.Lock()
	recv.verifier = v
	recv.mu.Unlock()

	// Jobs: created and funded; two delivered and scored, then settled after their window.
	terms := seedTerms(t)
	var ids []*big.Int
	for range 4 {
		ids = append(ids, w.createFunded(terms, 2_000_000, []common.Address{w.evals[0].addr}, 1))
	}
	// First kill: while the first messages are failing their first attempts.
	time.Sleep(300 * time.Millisecond)
	p.kill()
	p = w.startProc(t, db, listen, config)

	var contents [][]byte
	for _, id := range ids[:2] {
		contents = append(contents, w.deliver(id))
	}
	for i, id := range ids[:2] {
		waitFor(t, 30*time.Second, "the daemon to see job "+id.String()+" submitted", func() bool {
			var j wire.JobResponse
			code, body := getJSON(t, p.base+"/v1/jobs/"+id.String())
			return code == 200 && json.Unmarshal(body, &j) == nil && j.SubmittedAt != 0
		})
		if code, body := post(t, p.base+"/v1/results", w.resultBody(id, w.evals[0], contents[i], "91.00")); code != http.StatusAccepted {
			t.Fatalf("post result: %d %v", code, body)
		}
	}
	// Second kill: right after the receiver took a message, before the daemon recorded the delivery.
	drain(recv.taken)
	select {
	case <-recv.taken:
	case <-time.After(30 * time.Second):
		t.Fatal("the receiver took no message")
	}
	p.kill()
	p = w.startProc(t, db, listen, config)
	waitFor(t, 30*time.Second, "both jobs verified", func() bool {
		for _, id := range ids[:2] {
			var j wire.JobResponse
			code, body := getJSON(t, p.base+"/v1/jobs/"+id.String())
			if code != 200 || json.Unmarshal(body, &j) != nil || j.Status != "Verified" && j.Status != "Completed" {
				return false
			}
		}
		return true
	})
	w.warp(uint64(terms.ChallengeWindow) + 1)

	// What the chain says the subscriber should get: every mapped event of the jobs (the client is a party).
	want := map[string]bool{}
	waitFor(t, 60*time.Second, "every job event delivered once", func() bool {
		logs, err := w.client.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(w.dep.DeployBlock), Addresses: []common.Address{w.dep.Escrow}})
		if err != nil {
			t.Fatal(err)
		}
		want = map[string]bool{}
		abi := w.esc.GetABI()
		for _, l := range logs {
			ev, err := abi.EventByID(l.Topics[0])
			if err != nil || hooks.EventTypes[ev.Name] == "" {
				continue
			}
			want[fmt.Sprintf("%s job %s block %d", ev.Name, new(big.Int).SetBytes(l.Topics[1][:]), l.BlockNumber)] = true
		}
		recv.mu.Lock()
		defer recv.mu.Unlock()
		return len(recv.messages) == len(want) && strings.Count(fmt.Sprint(want), "JobSettled") == 2
	})
	recv.mu.Lock()
	got := map[string]int{}
	for _, ev := range recv.messages {
		got[fmt.Sprintf("%s job %s block %d", ev.Event.Name, ev.JobID, ev.Event.Block)]++
		if ev.Type != hooks.EventTypes[ev.Event.Name] {
			t.Errorf("message type %q for %s", ev.Type, ev.Event.Name)
		}
		if ev.Event.Name == "JobSettled" && (ev.Payouts == nil || ev.Payouts["provider"] == "") {
			t.Errorf("a settlement message without payouts: %+v", ev)
		}
	}
	for k := range want {
		if got[k] != 1 {
			t.Errorf("%s: received %d times after deduplication, want once", k, got[k])
		}
	}
	for k := range got {
		if !want[k] {
			t.Errorf("%s: received, but not an event the subscriber should get", k)
		}
	}
	raw, bad, unique, retaken := recv.raw, recv.bad, len(recv.messages), recv.retaken
	recv.mu.Unlock()
	if bad != 0 || raw < 4*unique {
		t.Errorf("%d requests for %d messages, %d unverifiable: every message should have failed three times first", raw, unique, bad)
	}
	// The daemon's outbox agrees: all delivered, none dead, ids as received. A receiver's 2xx reaches the
	// outbox's record a moment after the receiver counted the message (attempts run beside the outbox's
	// loop), so the store is waited for before the last kill.
	waitFor(t, 30*time.Second, "the outbox to record every delivery", func() bool {
		for _, st := range outboxStates(t, db, sub.ID) {
			if st != "delivered" {
				return false
			}
		}
		return true
	})
	p.kill()
	states := outboxStates(t, db, sub.ID)
	keys := make([]string, 0, len(states))
	for id, st := range states {
		keys = append(keys, id+"="+st)
		if st != "delivered" {
			t.Errorf("delivery %s is %s", id, st)
		}
		recv.mu.Lock()
		_, ok := recv.messages[id]
		recv.mu.Unlock()
		if !ok {
			t.Errorf("delivery %s was never received", id)
		}
	}
	sort.Strings(keys)
	if len(states) != unique {
		t.Errorf("outbox holds %d deliveries, the receiver took %d: %v", len(states), unique, keys)
	}
	t.Logf("%d events delivered exactly once after deduplication, %d requests (%d taken again after the kill), across two SIGKILLs", unique, raw, retaken)
}

func drain(c chan string) {
	for {
		select {
		case <-c:
		default:
			return
		}
	}
}

// getJSON GETs url (0 when the daemon is not answering, e.g. while it restarts).
func getJSON(t *testing.T, url string) (int, []byte) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		return 0, nil
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

// outboxStates reads the subscription's deliveries and their states from the daemon's database.
func outboxStates(t *testing.T, db, subscription string) map[string]string {
	t.Helper()
	conn, err := sql.Open("sqlite", "file:"+db+"?mode=ro&_pragma=busy_timeout(2000)")
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	rows, err := conn.Query(`SELECT id, state FROM webhook_deliveries WHERE subscription = ?`, subscription)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var id, st string
		if err := rows.Scan(&id, &st); err != nil {
			t.Fatal(err)
		}
		out[id] = st
	}
	return out
}
