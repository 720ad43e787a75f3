package txmgr

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/asa-escrow/asa/anvil"
)

// Once a pass has read the sender's nonce, Send signs, journals and broadcasts in the caller's goroutine:
// on a chain that mines at once it returns the receipt, and the next pass confirms the intent.
func TestSendSignsAtOnce(t *testing.T) {
	ctx := context.Background()
	_, c := startAnvil(t, anvil.Options{})
	key := devKey(t, 0)
	j := NewMemJournal()
	m := newManager(t, c, j, key, Config{})
	start := nonceAt(t, c, addr(key))
	if err := m.Process(ctx); err != nil { // sets the lane up
		t.Fatal(err)
	}
	to := common.HexToAddress("0x00000000000000000000000000000000000000a1")
	in := Intent{Kind: kindPlain, Key: "x402:send:1", To: to, Value: big.NewInt(101)}
	rec, rc, err := m.Send(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	if rec.State != StateInFlight || !rec.HasNonce || rec.Nonce != start || rec.TxHash == (common.Hash{}) {
		t.Fatalf("record %+v: want in flight at nonce %d with its hash", rec, start)
	}
	// anvil mines a moment after it answers the broadcast: the receipt read right after may miss it.
	if rc != nil && (rc.TxHash != rec.TxHash || rc.Status != 1) {
		t.Fatalf("receipt %+v, want the mined receipt of %s", rc, rec.TxHash.Hex())
	}
	stored, err := j.Intent(ctx, in.Key)
	if err != nil || stored.State != StateInFlight || stored.GasLimit != 0 {
		t.Fatalf("journal %+v (%v): want in flight, gas limit left to estimates", stored, err)
	}
	atts, _ := j.Attempts(ctx, in.Key)
	if len(atts) != 1 || atts[0].TxHash != rec.TxHash || atts[0].GasLimit < 21000 {
		t.Fatalf("attempts %+v, want the one broadcast", atts)
	}
	if err := m.Start(ctx); err != nil {
		t.Fatal(err)
	}
	wctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	if _, mrc, err := m.WaitMined(wctx, in.Key); err != nil {
		t.Fatal(err)
	} else if mrc != nil && mrc.TxHash != rec.TxHash {
		t.Fatalf("WaitMined: receipt of %s, want %s", mrc.TxHash.Hex(), rec.TxHash.Hex())
	}
	if err := m.Stop(ctx); err != nil {
		t.Fatal(err)
	}
	drive(t, m, nil, stateIs(t, m, in.Key, StateConfirmed))
	wantSent(t, c, key, to, 101, start+1)
	// Sending the same key again sends nothing: Submit's answer.
	again, rc2, err := m.Send(ctx, in)
	if err != nil || again.State != StateConfirmed || rc2 != nil {
		t.Fatalf("second send: %+v %v %v", again, rc2, err)
	}
	wantSent(t, c, key, to, 101, start+1)
}

// Before any pass has read the nonce (a fresh start), Send is Submit: the intent waits for the pass.
func TestSendBeforeFirstPassIsSubmit(t *testing.T) {
	ctx := context.Background()
	key := newKey(t)
	sim := newSim(t, key)
	c := sim.Client()
	m := newManager(t, c, NewMemJournal(), key, Config{})
	to := common.HexToAddress("0x00000000000000000000000000000000000000a2")
	in := Intent{Kind: kindPlain, Key: "send:first", To: to, Value: big.NewInt(7)}
	rec, rc, err := m.Send(ctx, in)
	if err != nil || rec.State != StatePending || rc != nil {
		t.Fatalf("send: %+v %v %v, want a pending record", rec, rc, err)
	}
	drive(t, m, func() { sim.Commit() }, stateIs(t, m, in.Key, StateConfirmed))
	wantSent(t, c, key, to, 7, 1)
}

// A send whose estimate reverts stores nothing and says why.
func TestSendWouldRevertStoresNothing(t *testing.T) {
	ctx := context.Background()
	_, c := startAnvil(t, anvil.Options{})
	key, deployer := devKey(t, 0), devKey(t, 1)
	s := deploySettler(t, c, deployer, nil)
	sendDirect(t, c, deployer, &s.addr, s.pack(t, "settle", big.NewInt(3)), nil, nil)
	j := NewMemJournal()
	m := newManager(t, c, j, key, Config{Kinds: testKinds(s.isDue(c), nil)})
	if err := m.Process(ctx); err != nil {
		t.Fatal(err)
	}
	in := Intent{Kind: kindSettle, Key: "finalize:3", To: s.addr, Data: s.pack(t, "settle", big.NewInt(3))}
	_, _, err := m.Send(ctx, in)
	if !errors.Is(err, ErrWouldRevert) || !strings.Contains(err.Error(), "already settled") {
		t.Fatalf("send: %v, want ErrWouldRevert with the reason", err)
	}
	if _, err := j.Intent(ctx, in.Key); !errors.Is(err, ErrNotFound) {
		t.Fatalf("intent stored after a reverting estimate: %v", err)
	}
}

// Sends and Submits from many goroutines while the manager runs share one nonce stream: every intent
// is mined once, no nonce is used twice, and no gap needed a fill.
func TestSendAndSubmitShareNonces(t *testing.T) {
	ctx := context.Background()
	_, c := startAnvil(t, anvil.Options{})
	key := devKey(t, 0)
	j := NewMemJournal()
	metrics := newCountingMetrics()
	m := newManager(t, c, j, key, Config{Metrics: metrics})
	start := nonceAt(t, c, addr(key))
	if err := m.Process(ctx); err != nil { // sets the lane up
		t.Fatal(err)
	}
	if err := m.Start(ctx); err != nil {
		t.Fatal(err)
	}
	const n = 60
	to := func(i int) common.Address { return common.BigToAddress(big.NewInt(int64(0xb000 + i))) }
	var wg sync.WaitGroup
	var signed atomic.Int32
	errs := make(chan error, n)
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			in := Intent{Kind: kindPlain, Key: fmt.Sprintf("mix:%d", i), To: to(i), Value: big.NewInt(int64(1000 + i))}
			var err error
			if i%3 == 0 {
				_, err = m.Submit(ctx, in)
			} else {
				var rec Record
				if rec, _, err = m.Send(ctx, in); rec.State == StateInFlight {
					signed.Add(1)
				}
			}
			errs <- err
		}(i)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	drive(t, m, nil, func() bool {
		for i := 0; i < n; i++ {
			if r, _ := m.Get(ctx, fmt.Sprintf("mix:%d", i)); r.State != StateConfirmed {
				if r.State.Final() {
					t.Fatalf("intent %d ended %s: %s", i, r.State, r.Reason)
				}
				return false
			}
		}
		return true
	})
	nonces := map[uint64]string{}
	for i := 0; i < n; i++ {
		key := fmt.Sprintf("mix:%d", i)
		r, _ := m.Get(ctx, key)
		if prev, dup := nonces[r.Nonce]; dup {
			t.Fatalf("nonce %d mined for %s and %s", r.Nonce, prev, key)
		}
		nonces[r.Nonce] = key
		if got := balance(t, c, to(i)); got.Cmp(big.NewInt(int64(1000+i))) != 0 {
			t.Fatalf("recipient %d holds %s, want %d", i, got, 1000+i)
		}
	}
	if got := nonceAt(t, c, addr(key)); got != start+n {
		t.Fatalf("sender nonce %d, want %d: a fill or a second transaction was mined", got, start+n)
	}
	if signed.Load() == 0 {
		t.Fatal("no Send was signed in the caller's goroutine: the lane was never used")
	}
	t.Logf("%d of %d sends signed in the caller's goroutine", signed.Load(), n-n/3)
}

// crashSendJournal stores what Send journals, then reports a crash so the lane never broadcasts it:
// the state a process dying between the journal write and the broadcast leaves.
type crashSendJournal struct {
	Journal
}

func (j crashSendJournal) CreateSent(ctx context.Context, recs []Record, atts []Attempt) error {
	if err := j.Journal.CreateSent(ctx, recs, atts); err != nil {
		return err
	}
	return errCrash
}

// A crash after Send journaled its transaction, before the broadcast: the next manager on the same
// journal broadcasts the stored transaction, once.
func TestSendCrashBeforeBroadcast(t *testing.T) {
	ctx := context.Background()
	_, c := startAnvil(t, anvil.Options{})
	key := devKey(t, 0)
	j := NewMemJournal()
	start := nonceAt(t, c, addr(key))
	m1 := newManager(t, c, crashSendJournal{j}, key, Config{})
	if err := m1.Process(ctx); err != nil {
		t.Fatal(err)
	}
	to := common.HexToAddress("0x00000000000000000000000000000000000000a3")
	in := Intent{Kind: kindPlain, Key: "x402:crash", To: to, Value: big.NewInt(33)}
	if _, _, err := m1.Send(ctx, in); !errors.Is(err, errCrash) {
		t.Fatalf("send: %v, want the simulated crash", err)
	}
	if p, _ := c.PendingNonceAt(ctx, addr(key)); p != start {
		t.Fatalf("pending nonce %d: broadcast despite the crash", p)
	}
	stored, _ := j.Attempts(ctx, in.Key)
	if len(stored) != 1 {
		t.Fatalf("%d stored attempts, want 1", len(stored))
	}
	m2 := newManager(t, c, j, key, Config{})
	drive(t, m2, nil, stateIs(t, m2, in.Key, StateConfirmed))
	if r, _ := m2.Get(ctx, in.Key); r.TxHash != stored[0].TxHash {
		t.Fatalf("mined %s, want the stored %s", r.TxHash.Hex(), stored[0].TxHash.Hex())
	}
	wantSent(t, c, key, to, 33, start+1)
}

// Another process uses the key's next nonce behind the manager's back: the lane's broadcast is refused
// as nonce too low, the passes re-sign with a fresh nonce, and the lane works again afterwards.
func TestSendNonceTakenElsewhere(t *testing.T) {
	ctx := context.Background()
	_, c := startAnvil(t, anvil.Options{})
	key := devKey(t, 0)
	j := NewMemJournal()
	m := newManager(t, c, j, key, Config{})
	if err := m.Process(ctx); err != nil {
		t.Fatal(err)
	}
	start := nonceAt(t, c, addr(key))
	other := common.HexToAddress("0x00000000000000000000000000000000000000e1")
	sendDirect(t, c, key, &other, nil, big.NewInt(1), nil)
	to := common.HexToAddress("0x00000000000000000000000000000000000000a4")
	in := Intent{Kind: kindPlain, Key: "x402:taken", To: to, Value: big.NewInt(44)}
	rec, _, err := m.Send(ctx, in)
	if err != nil || rec.Nonce != start {
		t.Fatalf("send: %+v %v, want a refused broadcast at the stale nonce %d", rec, err, start)
	}
	drive(t, m, nil, stateIs(t, m, in.Key, StateConfirmed))
	atts, _ := m.Attempts(ctx, in.Key)
	if len(atts) != 2 || atts[0].Nonce != start || atts[1].Nonce != start+1 {
		t.Fatalf("attempts %+v, want nonce %d then %d", atts, start, start+1)
	}
	wantSent(t, c, key, to, 44, start+2)
	next := Intent{Kind: kindPlain, Key: "x402:after", To: to, Value: big.NewInt(1)}
	rec, _, err = m.Send(ctx, next)
	if err != nil || rec.State != StateInFlight || rec.Nonce != start+2 {
		t.Fatalf("send after recovery: %+v %v, want nonce %d signed at once", rec, err, start+2)
	}
	drive(t, m, nil, stateIs(t, m, next.Key, StateConfirmed))
}

// The lane keeps to MaxInFlight: sends beyond it wait as pending for the passes.
func TestSendRespectsInFlightCap(t *testing.T) {
	ctx := context.Background()
	node, c := startAnvil(t, anvil.Options{NoMining: true})
	key := devKey(t, 0)
	m := newManager(t, c, NewMemJournal(), key, Config{MaxInFlight: 2})
	if err := m.Process(ctx); err != nil {
		t.Fatal(err)
	}
	var keys []string
	for i := 0; i < 3; i++ {
		in := Intent{Kind: kindPlain, Key: fmt.Sprintf("cap:%d", i), To: common.BigToAddress(big.NewInt(int64(0xc000 + i))), Value: big.NewInt(1)}
		rec, _, err := m.Send(ctx, in)
		if err != nil {
			t.Fatal(err)
		}
		if want := i < 2; (rec.State == StateInFlight) != want {
			t.Fatalf("send %d: state %s, want in flight %v", i, rec.State, want)
		}
		keys = append(keys, in.Key)
	}
	drive(t, m, func() { _ = node.Mine(ctx, 1) }, func() bool {
		for _, k := range keys {
			if r, _ := m.Get(ctx, k); r.State != StateConfirmed {
				return false
			}
		}
		return true
	})
}

// countingClient counts the node's gas estimates.
type countingClient struct {
	*ethclient.Client
	estimates atomic.Int32
}

func (c *countingClient) EstimateGas(ctx context.Context, call ethereum.CallMsg) (uint64, error) {
	c.estimates.Add(1)
	return c.Client.EstimateGas(ctx, call)
}

// Send learns the gas of a contract function from its first estimate: later sends to it are one eth_call
// at that limit (a single execution on the node) instead of an estimate's binary search. A limit that
// no longer suffices, or a call that reverts, goes back to the estimate.
func TestSendLearnsGas(t *testing.T) {
	ctx := context.Background()
	_, ec := startAnvil(t, anvil.Options{})
	c := &countingClient{Client: ec}
	key, deployer := devKey(t, 0), devKey(t, 1)
	s := deploySettler(t, c, deployer, nil)
	j := NewMemJournal()
	m := newManager(t, c, j, key, Config{Kinds: testKinds(s.isDue(c), nil)})
	if err := m.Process(ctx); err != nil {
		t.Fatal(err)
	}
	c.estimates.Store(0) // the deployment's
	send := func(id int64) Record {
		t.Helper()
		in := Intent{Kind: kindSettle, Key: fmt.Sprintf("finalize:%d", id), To: s.addr, Data: s.pack(t, "settle", big.NewInt(id))}
		rec, _, err := m.Send(ctx, in)
		if err != nil || rec.State != StateInFlight {
			t.Fatalf("send %d: %+v %v", id, rec, err)
		}
		return rec
	}
	gasOf := func(rec Record) uint64 {
		atts, _ := j.Attempts(ctx, rec.Key)
		return atts[0].GasLimit
	}
	first := send(1)
	if n := c.estimates.Load(); n != 1 {
		t.Fatalf("%d estimates for the first send, want 1", n)
	}
	second := send(2)
	if n := c.estimates.Load(); n != 1 {
		t.Fatalf("%d estimates after the second send, want still 1 (the learned limit)", n)
	}
	if gasOf(second) != gasOf(first) {
		t.Fatalf("second send's gas %d, want the learned %d", gasOf(second), gasOf(first))
	}
	// A learned limit too small for the call: the estimate decides, and the limit is learned again.
	k := gasKey{to: s.addr}
	copy(k.selector[:], s.pack(t, "settle", big.NewInt(3)))
	m.gasHints.mu.Lock()
	m.gasHints.m[k] = 22000
	m.gasHints.mu.Unlock()
	third := send(3)
	if n := c.estimates.Load(); n != 2 || gasOf(third) <= 22000 {
		t.Fatalf("after a short limit: %d estimates, gas %d; want a second estimate and a sufficient limit", n, gasOf(third))
	}
	// A call that reverts at the learned limit is a revert, not a gas problem.
	in := Intent{Kind: kindSettle, Key: "finalize:1:again", To: s.addr, Data: s.pack(t, "settle", big.NewInt(1))}
	drive(t, m, nil, stateIs(t, m, first.Key, StateConfirmed))
	if _, _, err := m.Send(ctx, in); !errors.Is(err, ErrWouldRevert) {
		t.Fatalf("send of a settled job: %v, want ErrWouldRevert", err)
	}
	for _, r := range []Record{first, second, third} {
		drive(t, m, nil, stateIs(t, m, r.Key, StateConfirmed))
	}
	if got := s.call(t, c, "settleCount")[0].(*big.Int); got.Int64() != 3 {
		t.Fatalf("settleCount %s, want 3", got)
	}
}

// A node without eth_sendRawTransactionSync (answering "method not found") gets plain broadcasts: the
// lane turns the call off and the send goes through.
func TestSendWithoutSyncMethod(t *testing.T) {
	ctx := context.Background()
	node, _ := startAnvil(t, anvil.Options{})
	var syncAsked atomic.Int32
	target, _ := url.Parse(node.URL())
	proxy := httputil.NewSingleHostReverseProxy(target)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		if bytes.Contains(body, []byte(`"eth_sendRawTransactionSync"`)) {
			syncAsked.Add(1)
			var req struct {
				ID json.RawMessage `json:"id"`
			}
			_ = json.Unmarshal(body, &req)
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"error":{"code":-32601,"message":"the method eth_sendRawTransactionSync does not exist"}}`, req.ID)
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		proxy.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	c, err := ethclient.Dial(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	key := devKey(t, 0)
	m := newManager(t, c, NewMemJournal(), key, Config{})
	if err := m.Process(ctx); err != nil {
		t.Fatal(err)
	}
	start := nonceAt(t, c, addr(key))
	to := common.HexToAddress("0x00000000000000000000000000000000000000a6")
	for i := 0; i < 3; i++ {
		rec, _, err := m.Send(ctx, Intent{Kind: kindPlain, Key: fmt.Sprintf("nosync:%d", i), To: to, Value: big.NewInt(1)})
		if err != nil || rec.State != StateInFlight {
			t.Fatalf("send %d: %+v %v", i, rec, err)
		}
		drive(t, m, nil, stateIs(t, m, rec.Key, StateConfirmed))
	}
	if n := syncAsked.Load(); n != 1 {
		t.Fatalf("eth_sendRawTransactionSync asked %d times, want once (then turned off)", n)
	}
	wantSent(t, c, key, to, 3, start+3)
}

// callCounter counts the node's eth_calls of one calldata prefix and its gas estimates.
type callCounter struct {
	*ethclient.Client
	prefix    []byte
	calls     atomic.Int32
	estimates atomic.Int32
}

func (c *callCounter) CallContract(ctx context.Context, call ethereum.CallMsg, block *big.Int) ([]byte, error) {
	if bytes.HasPrefix(call.Data, c.prefix) {
		c.calls.Add(1)
	}
	return c.Client.CallContract(ctx, call, block)
}

func (c *callCounter) EstimateGas(ctx context.Context, call ethereum.CallMsg) (uint64, error) {
	c.estimates.Add(1)
	return c.Client.EstimateGas(ctx, call)
}

// A kind whose precheck is judged from an eth_call of its own calldata (KindSpec.Judge) costs one call a
// first send once the function's gas is learned: the call at the learned limit is both the precheck and
// the gas check. A call that reverts there is still the precheck's revert (abandoned, nothing sent), and a
// limit that no longer suffices still goes to the estimate.
func TestJudgedPrecheckOneCall(t *testing.T) {
	ctx := context.Background()
	node, ec := startAnvil(t, anvil.Options{})
	key, deployer := devKey(t, 0), devKey(t, 1)
	s := deploySettler(t, ec, deployer, nil)
	c := &callCounter{Client: ec, prefix: s.pack(t, "settle", big.NewInt(0))[:4]}
	judge := func(_ Record, _ []byte, err error) (Check, error) {
		if err == nil {
			return Check{Verdict: Send}, nil
		}
		if Classify(err) == ClassReverted {
			return Check{Verdict: Done, Reason: err.Error()}, nil
		}
		return Check{}, err
	}
	simulate := func(ctx context.Context, r Record) (Check, error) {
		out, err := c.CallContract(ctx, ethereum.CallMsg{From: r.From, To: &r.To, Data: r.Data, Value: r.Value}, nil)
		return judge(r, out, err)
	}
	kinds := NewKinds()
	kinds.MustRegister(kindSettle, KindSpec{Precheck: simulate, Judge: judge})
	j := NewMemJournal()
	m := newManager(t, c, j, key, Config{Kinds: kinds})
	submit := func(key string, id int64) {
		t.Helper()
		if _, err := m.Submit(ctx, Intent{Kind: kindSettle, Key: key, To: s.addr, Data: s.pack(t, "settle", big.NewInt(id))}); err != nil {
			t.Fatal(err)
		}
	}
	mine := func() { _ = node.Mine(ctx, 1) }
	gasOf := func(key string) uint64 {
		atts, _ := j.Attempts(ctx, key)
		if len(atts) == 0 {
			t.Fatalf("%s: no attempt", key)
		}
		return atts[0].GasLimit
	}
	// The first send of the function: the precheck's call and an estimate, whose limit is learned.
	submit("settle:1", 1)
	drive(t, m, mine, stateIs(t, m, "settle:1", StateConfirmed))
	if n, e := c.calls.Load(), c.estimates.Load(); n != 1 || e != 1 {
		t.Fatalf("first send: %d calls and %d estimates, want 1 and 1", n, e)
	}
	c.calls.Store(0)
	c.estimates.Store(0)
	submit("settle:2", 2)
	drive(t, m, mine, stateIs(t, m, "settle:2", StateConfirmed))
	if n, e := c.calls.Load(), c.estimates.Load(); n != 1 || e != 0 {
		t.Fatalf("second send: %d calls and %d estimates, want the one call at the learned limit", n, e)
	}
	if gasOf("settle:2") != gasOf("settle:1") {
		t.Fatalf("second send's gas %d, want the learned %d", gasOf("settle:2"), gasOf("settle:1"))
	}
	// Work that no longer applies: the call at the limit reverts, the precheck says done, nothing is sent.
	submit("settle:1:again", 1)
	drive(t, m, mine, stateIs(t, m, "settle:1:again", StateAbandoned))
	if atts, _ := j.Attempts(ctx, "settle:1:again"); len(atts) != 0 {
		t.Fatalf("an abandoned intent has %d attempts", len(atts))
	}
	// A learned limit too small: the estimate decides, and the send goes through.
	k := gasKey{to: s.addr}
	copy(k.selector[:], c.prefix)
	m.gasHints.mu.Lock()
	m.gasHints.m[k] = 22000
	m.gasHints.mu.Unlock()
	c.estimates.Store(0)
	submit("settle:3", 3)
	drive(t, m, mine, stateIs(t, m, "settle:3", StateConfirmed))
	if e, g := c.estimates.Load(), gasOf("settle:3"); e != 1 || g <= 22000 {
		t.Fatalf("after a short limit: %d estimates, gas %d; want an estimate and a sufficient limit", e, g)
	}
	if got := s.call(t, c, "settleCount")[0].(*big.Int); got.Int64() != 3 {
		t.Fatalf("settleCount %s, want 3", got)
	}
}
