package daemon_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/daemon/paywall"
	"github.com/asa-escrow/asa/signer"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/exact"
	"github.com/asa-escrow/asa/x402/extensions"
	"github.com/asa-escrow/asa/x402/extensions/paymentid"
	"github.com/asa-escrow/asa/x402/extensions/siwx"
)

// hostileMix is the stated mix of the hostile mixed-traffic scenario: the share of each kind of request
// in every second's budget (p.hostileRate requests a second in all).
var hostileMix = []struct {
	kind  string
	share int // percent
}{
	{"nonce", 25},   // anonymous GET /v1/signin/nonce from 64 addresses
	{"burner", 20},  // anonymous sign-ins with made-up nonces naming a gas-burning wallet contract
	{"verify", 25},  // anonymous POST /x402/verify, each with a fresh payment id
	{"a2a", 10},     // 200 kB A2A messages from 4 clients, each signed in with a fresh wallet
	{"garbage", 10}, // malformed results and forged agreements
	{"legit", 10},   // an honest client from its own address: job reads, and a sign-in now and then
}

// xffTransport sends every request as coming from addr (the daemon trusts X-Forwarded-For in this
// scenario, as behind a proxy): one loopback test plays many clients.
type xffTransport struct{ addr string }

func (x xffTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("X-Forwarded-For", x.addr)
	return hostileHTTP.RoundTrip(r)
}

var hostileHTTP = &http.Transport{MaxIdleConnsPerHost: 64, MaxConnsPerHost: 128}

// relHostileMix is scenario 9: hostile mixed traffic at a stated rate for p.hostileFor against the
// `asa daemon` binary with x402, with the database size and the daemon's RSS sampled throughout.
func relHostileMix(t *testing.T, p relParams, f *relFigures) {
	buildAsa(t)
	w := newWorld(t, anvil.Options{})
	burner, _, err := bind.DeployContract(w.opts(w.client_), common.FromHex(gasBurner), w.client, nil)
	if err != nil {
		t.Fatal(err)
	}
	jobs := w.plainJobs(t, 2, 1_000_000, mixLongExpiry)
	dir := t.TempDir()
	dbPath := filepath.Join(dir, "asa.db")
	opts := procOptions{db: dbPath, listen: freeAddr(t), config: filepath.Join(dir, "daemon.json"), x402: true}
	cfg := `{"pollInterval":"150ms","tickInterval":"150ms","txConfirmations":1,"quotas":{"trustForwardedFor":true}}`
	if err := os.WriteFile(opts.config, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	proc := w.startProcWith(t, opts)
	base := proc.base
	q := daemon.DefaultQuotas()
	from := func(addr string) *http.Client {
		return &http.Client{Timeout: 30 * time.Second, Transport: xffTransport{addr}}
	}
	legit := from("203.0.113.7")
	waitFor(t, time.Minute, "the daemon to index the jobs", func() bool {
		resp, err := legit.Get(fmt.Sprintf("%s/v1/jobs/%s", base, jobs[1]))
		if err != nil {
			return false
		}
		resp.Body.Close()
		return resp.StatusCode == http.StatusOK
	})

	// The verify payload: the client's genuine payment of job 0, sent again and again with fresh ids.
	resp, err := legit.Post(fmt.Sprintf("%s/v1/jobs/%s/fund", base, jobs[0]), "application/json", nil)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	pr, err := x402.DecodePaymentRequired(resp.Header.Get(x402.HeaderPaymentRequired))
	if err != nil || len(pr.Accepts) == 0 {
		t.Fatalf("402 of job %s: %d %v", jobs[0], resp.StatusCode, err)
	}
	signed, err := exact.NewPayment(w.client_.key, pr.Accepts[0], time.Now(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	payload, err := exact.PaymentPayload(signed, pr.Accepts[0], pr.Resource)
	if err != nil {
		t.Fatal(err)
	}
	var verifyN atomic.Int64
	verifyBody := func() []byte {
		pp := payload
		exts, _ := extensions.Put(map[string]any{}, paymentid.Key, paymentid.Declare(false))
		_, _ = paymentid.Append(exts, fmt.Sprintf("pay_hostile_%012d", verifyN.Add(1)))
		pp.Extensions = exts
		b, _ := json.Marshal(map[string]any{"x402Version": 2, "paymentPayload": pp, "paymentRequirements": pr.Accepts[0]})
		return b
	}

	// Four A2A clients, each signed in with a fresh wallet from its own address.
	type a2aCaller struct {
		c     *http.Client
		token string
	}
	var callers []a2aCaller
	for i := range 4 {
		c := from(fmt.Sprintf("198.51.100.%d", 200+i))
		d := &asaclient.Daemon{BaseURL: base, HTTP: c}
		if err := d.SignIn(context.Background(), signer.FromKey(signerParty(t).key)); err != nil {
			t.Fatalf("A2A caller %d sign-in: %v", i, err)
		}
		callers = append(callers, a2aCaller{c, d.Session})
	}
	pad := strings.Repeat("x", 200_000)
	forged, _ := json.Marshal(map[string]any{"asa_version": "1.0.0", "signatures": map[string]any{"client": "forged"}})

	var (
		mu     sync.Mutex
		codes  = map[string]map[int]int{}
		legitL []time.Duration
		fails  []string
	)
	record := func(kind string, code int, took time.Duration) {
		mu.Lock()
		defer mu.Unlock()
		if codes[kind] == nil {
			codes[kind] = map[int]int{}
		}
		codes[kind][code]++
		if kind == "legit" {
			legitL = append(legitL, took)
			if code != http.StatusOK {
				fails = append(fails, fmt.Sprintf("legit request answered %d", code))
			}
		}
		if code >= 500 && code != http.StatusServiceUnavailable || code == 0 {
			fails = append(fails, fmt.Sprintf("%s answered %d", kind, code))
		}
	}
	do := func(kind string, c *http.Client, req *http.Request) {
		start := time.Now()
		resp, err := c.Do(req)
		if err != nil {
			record(kind, 0, time.Since(start))
			return
		}
		_, _ = bytes.NewBuffer(nil).ReadFrom(resp.Body)
		resp.Body.Close()
		if resp.StatusCode == http.StatusTooManyRequests && resp.Header.Get("Retry-After") == "" {
			mu.Lock()
			fails = append(fails, kind+": 429 without Retry-After")
			mu.Unlock()
		}
		record(kind, resp.StatusCode, time.Since(start))
	}
	post := func(url string, body []byte, header ...string) *http.Request {
		req, _ := http.NewRequest(http.MethodPost, url, bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		for i := 0; i+1 < len(header); i += 2 {
			req.Header.Set(header[i], header[i+1])
		}
		return req
	}
	var seq atomic.Int64
	// Half the attackers' requests come from one heavy client, the rest from 63 others.
	heavy := from("198.51.100.64")
	attacker := func() *http.Client {
		if n := seq.Add(1); n%2 == 0 {
			return heavy
		} else {
			return from(fmt.Sprintf("198.51.100.%d", n%63))
		}
	}
	run := func(kind string) {
		switch kind {
		case "nonce":
			req, _ := http.NewRequest(http.MethodGet, base+"/v1/signin/nonce", nil)
			do(kind, attacker(), req)
		case "burner":
			made := make([]byte, 16)
			_, _ = rand.Read(made)
			host := strings.TrimPrefix(base, "http://")
			m := siwx.Message{Domain: host, Address: burner.Hex(), URI: base + "/", Version: "1", ChainID: w.node.ChainID().Uint64(),
				Nonce: hexutil.Encode(made)[2:], IssuedAt: time.Now().UTC().Format(time.RFC3339)}
			sig := make([]byte, 65)
			_, _ = rand.Read(sig)
			body, _ := json.Marshal(wire.SignInRequest{Message: m.String(), Signature: hexutil.Encode(sig)})
			do(kind, attacker(), post(base+"/v1/signin", body))
		case "verify":
			do(kind, attacker(), post(base+"/x402/verify", verifyBody()))
		case "a2a":
			c := callers[seq.Add(1)%int64(len(callers))]
			msg := map[string]any{"messageId": fmt.Sprintf("hostile-%d", seq.Add(1)), "role": "ROLE_USER",
				"parts": []any{map[string]any{"text": "fund job 1 " + pad}}}
			body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": "SendMessage", "params": map[string]any{"message": msg}})
			do(kind, c.c, post(base+"/a2a", body, "A2A-Version", "1.0", "A2A-Extensions", paywall.X402ExtensionURI, "Authorization", "Bearer "+c.token))
		case "garbage":
			if seq.Add(1)%2 == 0 {
				do(kind, attacker(), post(base+"/v1/results", []byte(`{"jobId":"1","evaluator":"0x`+strings.Repeat("z", 40)+`"}`)))
			} else {
				do(kind, attacker(), post(fmt.Sprintf("%s/v1/jobs/%s/agreement", base, jobs[1]), forged))
			}
		case "legit":
			if seq.Add(1)%50 == 0 {
				start := time.Now()
				d := &asaclient.Daemon{BaseURL: base, HTTP: legit}
				code := http.StatusOK
				if err := d.SignIn(context.Background(), signer.FromKey(w.client_.key)); err != nil {
					code = -1
					mu.Lock()
					fails = append(fails, "the honest client's sign-in failed: "+err.Error())
					mu.Unlock()
				}
				record(kind, code, time.Since(start))
				return
			}
			req, _ := http.NewRequest(http.MethodGet, fmt.Sprintf("%s/v1/jobs/%s", base, jobs[1]), nil)
			do(kind, legit, req)
		}
	}

	dbSize := func() int64 {
		var n int64
		for _, suffix := range []string{"", "-wal", "-shm"} {
			if st, err := os.Stat(dbPath + suffix); err == nil {
				n += st.Size()
			}
		}
		return n
	}
	startDB, startRSS := dbSize(), procRSS(proc.cmd.Process.Pid)
	var maxDB int64
	var maxRSS int
	sample := func() {
		maxDB = max(maxDB, dbSize())
		maxRSS = max(maxRSS, procRSS(proc.cmd.Process.Pid))
	}
	// The schedule: every 100 ms a tenth of the second's budget, spread over the mix; a bounded pool of
	// workers sends them (a request the pool cannot start in time is dropped and counted).
	work := make(chan string, p.hostileRate)
	var wg sync.WaitGroup
	for range 32 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for kind := range work {
				run(kind)
			}
		}()
	}
	var dropped int
	began := time.Now()
	stop := began.Add(p.hostileFor)
	tick := time.NewTicker(100 * time.Millisecond)
	nextSample := began
	credit := map[string]float64{}
	for now := range tick.C {
		if now.After(stop) {
			break
		}
		for _, m := range hostileMix {
			credit[m.kind] += float64(p.hostileRate*m.share) / 1000
			for credit[m.kind] >= 1 {
				credit[m.kind]--
				select {
				case work <- m.kind:
				default:
					dropped++
				}
			}
		}
		if now.After(nextSample) {
			sample()
			nextSample = now.Add(5 * time.Second)
		}
	}
	tick.Stop()
	close(work)
	wg.Wait()
	took := time.Since(began)
	sample()
	endDB := dbSize()

	// What the flood stored: no payment id, no more A2A bytes than the clients' quotas allow.
	db, err := sql.Open("sqlite", "file:"+dbPath+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	count := func(query string) int64 {
		var n int64
		if err := db.QueryRow(query).Scan(&n); err != nil {
			t.Fatalf("%s: %v", query, err)
		}
		return n
	}
	paymentIDs := count(`SELECT COUNT(*) FROM payment_ids`)
	a2aBytes := count(`SELECT COALESCE(SUM(LENGTH(message)), 0) FROM a2a_messages`)
	nonces := count(`SELECT COUNT(*) FROM signin_nonces`)

	total := 0
	kinds := make([]string, 0, len(codes))
	for k := range codes {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		n := 0
		for _, c := range codes[k] {
			n += c
		}
		total += n
		f.row("answers: "+k, "%s", codesString(codes[k]))
	}
	sort.Slice(legitL, func(i, j int) bool { return legitL[i] < legitL[j] })
	pct := func(q float64) time.Duration {
		if len(legitL) == 0 {
			return 0
		}
		return legitL[min(int(q*float64(len(legitL))), len(legitL)-1)]
	}
	hours := took.Hours()
	// Each caller's bucket (its address's, smaller than its client's) plus its refill over the run, and the
	// agent's replies to what was stored (a few kB each).
	a2aMessages := count(`SELECT COUNT(*) FROM a2a_messages`)
	a2aBound := int64(float64(len(callers))*(1+hours)*float64(min(q.A2AClientBytes.Count, q.A2AMessageBytes.Count))) + a2aMessages*4096
	f.row("stated rate", "%d requests/s for %s (mix: nonce 25 %%, gas-burner sign-in 20 %%, verify 25 %%, A2A 200 kB 10 %%, garbage 10 %%, honest 10 %%)",
		p.hostileRate, p.hostileFor)
	f.row("requests answered", "%d in %s (%.0f/s); %d not started in time (pool of 32 busy)", total, took.Round(time.Second), float64(total)/took.Seconds(), dropped)
	f.row("honest client latency", "p50 %s, p99 %s, max %s (%d requests)", pct(0.5).Round(time.Millisecond), pct(0.99).Round(time.Millisecond),
		pct(1).Round(time.Millisecond), len(legitL))
	mib := func(n int64) string { return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20)) }
	f.row("database size (file, WAL, shm)", "%s at the start, %s at the end, %s at most", mib(startDB), mib(endDB), mib(maxDB))
	f.row("stored by the flood", "%d payment ids; %s of A2A messages in %d messages (bound %s: 4 callers' quotas and the replies); %d sign-in nonces (expire in 5 min)",
		paymentIDs, mib(a2aBytes), a2aMessages, mib(a2aBound), nonces)
	f.row("daemon resident memory (RSS)", "%d MB at the start, %d MB at most", startRSS/1024, maxRSS/1024)
	for _, e := range fails[:min(len(fails), 10)] {
		t.Error(e)
	}
	if len(fails) > 10 {
		t.Errorf("... %d failures in all", len(fails))
	}
	if paymentIDs != 0 {
		t.Errorf("the verify flood stored %d payment ids", paymentIDs)
	}
	if a2aBytes > a2aBound {
		t.Errorf("A2A stored %d bytes, bound %d", a2aBytes, a2aBound)
	}
	if growth := maxDB - startDB; growth > a2aBound*2+64<<20 {
		t.Errorf("the database grew by %d MB (A2A bound %d MB)", growth>>20, a2aBound>>20)
	}
	if maxRSS > 512*1024 {
		t.Errorf("daemon RSS %d MB", maxRSS/1024)
	}
	if codes["burner"][http.StatusTooManyRequests] == 0 {
		t.Errorf("the heavy client's sign-ins never met their quota: %v", codes["burner"])
	}
	for _, r := range f.sec.rows {
		t.Logf("%s: %s", r[0], r[1])
	}
}
