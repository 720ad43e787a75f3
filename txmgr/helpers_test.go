package txmgr

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"io"
	"log/slog"
	"math/big"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/asa-escrow/asa/anvil"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/params"
)

// testLogger discards logs unless -v is set.
func testLogger(t *testing.T) *slog.Logger {
	if testing.Verbose() {
		return slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug})).With("test", t.Name())
	}
	return slog.New(slog.NewTextHandler(io.Discard, nil))
}

func ether(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(params.Ether)) }

func newKey(t *testing.T) *ecdsa.PrivateKey {
	t.Helper()
	k, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func addr(k *ecdsa.PrivateKey) common.Address { return crypto.PubkeyToAddress(k.PublicKey) }

// newSim starts a simulated geth chain (chain id 1337) funding keys.
func newSim(t *testing.T, keys ...*ecdsa.PrivateKey) *simulated.Backend {
	t.Helper()
	alloc := types.GenesisAlloc{}
	for _, k := range keys {
		alloc[addr(k)] = types.Account{Balance: ether(100)}
	}
	sim := simulated.NewBackend(alloc)
	t.Cleanup(func() { _ = sim.Close() })
	return sim
}

// startAnvil runs anvil for the test and stops it by PID afterwards.
func startAnvil(t *testing.T, opts anvil.Options) (*anvil.Node, *ethclient.Client) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	n, err := anvil.Start(ctx, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := n.Stop(); err != nil {
			t.Error(err)
		}
	})
	c, err := n.Dial(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	return n, c
}

func devKey(t *testing.T, i int) *ecdsa.PrivateKey {
	t.Helper()
	k, err := anvil.DevKey(i)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// Test kinds: plain transfers, and settle(id) calls on testdata/Settler.sol prechecked by isDue(id).
const (
	kindPlain  Kind = "plain"
	kindSettle Kind = "settle"
	kindFlaky  Kind = "flaky"
)

// testKinds registers the test kinds. settleCheck is the precheck of kindSettle (nil: always send);
// flaky, while it returns an error, is the precheck of kindFlaky.
func testKinds(settleCheck Precheck, flaky func() error) *Kinds {
	k := NewKinds()
	k.MustRegister(kindPlain, KindSpec{})
	k.MustRegister(kindSettle, KindSpec{Precheck: settleCheck})
	k.MustRegister(kindFlaky, KindSpec{Precheck: func(ctx context.Context, r Record) (Check, error) {
		if flaky != nil {
			if err := flaky(); err != nil {
				return Check{}, err
			}
		}
		return Check{Verdict: Send}, nil
	}})
	return k
}

func newManager(t *testing.T, c Client, j Journal, key *ecdsa.PrivateKey, cfg Config) *Manager {
	t.Helper()
	ctx := context.Background()
	id, err := c.ChainID(ctx)
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewKeySigner(key, id)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Logger == nil {
		cfg.Logger = testLogger(t)
	}
	if cfg.PollInterval == 0 {
		cfg.PollInterval = 20 * time.Millisecond
	}
	if cfg.Confirmations == 0 {
		cfg.Confirmations = 1
	}
	if cfg.BumpAfter == 0 {
		cfg.BumpAfter = -1 // tests bump by blocks, not wall time
	}
	if cfg.Kinds == nil {
		cfg.Kinds = testKinds(nil, nil)
	}
	m, err := New(ctx, cfg, c, j, s)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = m.Stop(context.Background()) })
	return m
}

// drive runs passes (calling step after each, e.g. a Commit) until cond
// holds; it fails the test after 15 s. Pass errors are expected on the way
// (e.g. geth's "transaction indexing is in progress") and only logged.
func drive(t *testing.T, m *Manager, step func(), cond func() bool) {
	t.Helper()
	ctx := context.Background()
	deadline := time.Now().Add(15 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal("condition not reached in 15 s")
		}
		if err := m.Process(ctx); err != nil {
			t.Logf("pass: %v", err)
		}
		if step != nil {
			step()
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func stateIs(t *testing.T, m *Manager, key string, want State) func() bool {
	return func() bool {
		r, err := m.Get(context.Background(), key)
		if err != nil {
			t.Fatal(err)
		}
		if r.State.Final() && r.State != want {
			t.Fatalf("intent %q ended %s (%s), want %s", key, r.State, r.Reason, want)
		}
		return r.State == want
	}
}

func balance(t *testing.T, c interface {
	BalanceAt(context.Context, common.Address, *big.Int) (*big.Int, error)
}, a common.Address) *big.Int {
	t.Helper()
	b, err := c.BalanceAt(context.Background(), a, nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func nonceAt(t *testing.T, c Client, a common.Address) uint64 {
	t.Helper()
	n, err := c.NonceAt(context.Background(), a, nil)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// wantSent checks that the recipient holds exactly amount wei and the sender's nonce is nonce: the value
// moved once and no other transaction of the key was mined.
func wantSent(t *testing.T, c interface {
	Client
	BalanceAt(context.Context, common.Address, *big.Int) (*big.Int, error)
}, key *ecdsa.PrivateKey, to common.Address, amount int64, nonce uint64) {
	t.Helper()
	if got := balance(t, c, to); got.Cmp(big.NewInt(amount)) != 0 {
		t.Fatalf("recipient balance %s, want %d (sent exactly once)", got, amount)
	}
	if n := nonceAt(t, c, addr(key)); n != nonce {
		t.Fatalf("sender nonce %d, want %d", n, nonce)
	}
}

// settler is the test contract in testdata/Settler.sol.
type settler struct {
	addr common.Address
	abi  abi.ABI
}

// deploySettler deploys testdata/Settler.bin from key (not the manager's key).
func deploySettler(t *testing.T, c Client, key *ecdsa.PrivateKey, mine func()) settler {
	t.Helper()
	bin, err := os.ReadFile("testdata/Settler.bin")
	if err != nil {
		t.Fatal(err)
	}
	abiJSON, err := os.ReadFile("testdata/Settler.abi")
	if err != nil {
		t.Fatal(err)
	}
	a, err := abi.JSON(strings.NewReader(string(abiJSON)))
	if err != nil {
		t.Fatal(err)
	}
	from := addr(key)
	nonce, err := c.PendingNonceAt(context.Background(), from)
	if err != nil {
		t.Fatal(err)
	}
	sendDirect(t, c, key, nil, common.FromHex(strings.TrimSpace(string(bin))), nil, mine)
	return settler{addr: crypto.CreateAddress(from, nonce), abi: a}
}

func (s settler) pack(t *testing.T, method string, args ...any) []byte {
	t.Helper()
	data, err := s.abi.Pack(method, args...)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func (s settler) call(t *testing.T, c ethereum.ContractCaller, method string, args ...any) []any {
	t.Helper()
	out, err := c.CallContract(context.Background(), ethereum.CallMsg{To: &s.addr, Data: s.pack(t, method, args...)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	vals, err := s.abi.Unpack(method, out)
	if err != nil {
		t.Fatal(err)
	}
	return vals
}

// isDue is the precheck a daemon would use for kindSettle: decode settle(id) from the calldata with
// the ABI, then an eth_call of isDue(id).
func (s settler) isDue(c ethereum.ContractCaller) Precheck {
	return func(ctx context.Context, r Record) (Check, error) {
		args, err := s.abi.Methods["settle"].Inputs.Unpack(r.Data[4:])
		if err != nil {
			return Check{}, err
		}
		data, err := s.abi.Pack("isDue", args[0])
		if err != nil {
			return Check{}, err
		}
		out, err := c.CallContract(ctx, ethereum.CallMsg{To: &s.addr, Data: data}, nil)
		if err != nil {
			return Check{}, err
		}
		vals, err := s.abi.Unpack("isDue", out)
		if err != nil {
			return Check{}, err
		}
		if !vals[0].(bool) {
			return Check{Verdict: Done, Reason: "already settled"}, nil
		}
		return Check{Verdict: Send}, nil
	}
}

// sendDirect signs and sends a transaction outside the manager and waits
// for its receipt (calling mine first when given).
func sendDirect(t *testing.T, c Client, key *ecdsa.PrivateKey, to *common.Address, data []byte, value *big.Int, mine func()) *types.Receipt {
	t.Helper()
	ctx := context.Background()
	from := addr(key)
	id, _ := c.ChainID(ctx)
	nonce, err := c.PendingNonceAt(ctx, from)
	if err != nil {
		t.Fatal(err)
	}
	gas, err := c.EstimateGas(ctx, ethereum.CallMsg{From: from, To: to, Data: data, Value: value})
	if err != nil {
		t.Fatal(err)
	}
	head, err := c.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	tx, err := types.SignNewTx(key, types.LatestSignerForChainID(id), &types.DynamicFeeTx{
		ChainID: id, Nonce: nonce, Gas: gas * 2, GasTipCap: big.NewInt(params.GWei),
		GasFeeCap: new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), big.NewInt(params.GWei)),
		To:        to, Data: data, Value: value,
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	return waitReceipt(t, c, tx.Hash(), mine)
}

func waitReceipt(t *testing.T, c Client, h common.Hash, mine func()) *types.Receipt {
	t.Helper()
	for i := 0; i < 200; i++ {
		if mine != nil {
			mine()
		}
		r, err := c.TransactionReceipt(context.Background(), h)
		if err == nil {
			if r.Status != types.ReceiptStatusSuccessful {
				t.Fatalf("tx %s reverted", h.Hex())
			}
			return r
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("no receipt for %s", h.Hex())
	return nil
}

// crashJournal stores attempts, then reports a crash so the manager never
// broadcasts them: the state a process dying between persist and broadcast
// leaves behind.
type crashJournal struct {
	Journal
	crashed atomic.Bool
}

var errCrash = errors.New("simulated crash after persisting the attempt")

func (j *crashJournal) SaveAttempts(ctx context.Context, as []Attempt) error {
	if err := j.Journal.SaveAttempts(ctx, as); err != nil {
		return err
	}
	j.crashed.Store(true)
	return errCrash
}

// countingMetrics records the manager's events for assertions.
type countingMetrics struct {
	mu         sync.Mutex
	broadcasts map[string]int
	finished   map[State]int
	errors     map[ErrorClass]int
	reorgs     int
	gas        uint64 // gas used by finished transactions
}

func newCountingMetrics() *countingMetrics {
	return &countingMetrics{broadcasts: map[string]int{}, finished: map[State]int{}, errors: map[ErrorClass]int{}}
}

func (m *countingMetrics) IntentSubmitted(Kind) {}
func (m *countingMetrics) IntentFinished(_ Kind, s State) {
	m.mu.Lock()
	m.finished[s]++
	m.mu.Unlock()
}
func (m *countingMetrics) TxBroadcast(kind string) {
	m.mu.Lock()
	m.broadcasts[kind]++
	m.mu.Unlock()
}
func (m *countingMetrics) SendError(c ErrorClass) {
	m.mu.Lock()
	m.errors[c]++
	m.mu.Unlock()
}
func (m *countingMetrics) Reorged() {
	m.mu.Lock()
	m.reorgs++
	m.mu.Unlock()
}
func (m *countingMetrics) OpenIntents(int)  {}
func (m *countingMetrics) InFlight(int)     {}
func (m *countingMetrics) CapReached()      {}
func (m *countingMetrics) PassFailed()      {}
func (m *countingMetrics) Starved(bool)     {}
func (m *countingMetrics) Balance(*big.Int) {}
func (m *countingMetrics) GasSpent(_ Kind, gas uint64, _ *big.Int) {
	m.mu.Lock()
	m.gas += gas
	m.mu.Unlock()
}

func (m *countingMetrics) get(f func(*countingMetrics) int) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return f(m)
}
