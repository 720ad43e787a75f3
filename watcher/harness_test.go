package watcher_test

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/watcher"
)

// chainHarness is an anvil node with the Emitter deployed on it.
type chainHarness struct {
	t       *testing.T
	node    *anvil.Node
	ec      *ethclient.Client
	from    common.Address
	emitter common.Address
	abi     abi.ABI
	deploy  uint64 // block of the deployment
	manual  bool   // node started with --no-mining
}

func newChain(t *testing.T, opts anvil.Options) *chainHarness {
	t.Helper()
	ctx := t.Context()
	node, err := anvil.Start(ctx, opts)
	if err != nil {
		t.Fatalf("start anvil: %v", err)
	}
	t.Cleanup(func() {
		if err := node.Stop(); err != nil {
			t.Logf("stop anvil: %v", err)
		}
	})
	ec, err := node.Dial(ctx)
	if err != nil {
		t.Fatalf("dial anvil: %v", err)
	}
	t.Cleanup(ec.Close)
	parsed, err := abi.JSON(strings.NewReader(emitterABI))
	if err != nil {
		t.Fatalf("parse emitter abi: %v", err)
	}
	var accounts []common.Address
	if err := node.RPC().CallContext(ctx, &accounts, "eth_accounts"); err != nil || len(accounts) == 0 {
		t.Fatalf("eth_accounts: %v (%d accounts)", err, len(accounts))
	}
	h := &chainHarness{t: t, node: node, ec: ec, from: accounts[0], abi: parsed, manual: opts.NoMining}
	txHash := h.send(nil, common.FromHex(emitterBin))
	h.mineIfManual()
	rcpt := h.receipt(txHash)
	if rcpt.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("deploy failed")
	}
	h.emitter, h.deploy = rcpt.ContractAddress, rcpt.BlockNumber.Uint64()
	return h
}

// receipt waits for a mined transaction's receipt: anvil answers
// eth_sendTransaction before its automined block is indexed.
func (h *chainHarness) receipt(txHash common.Hash) *types.Receipt {
	h.t.Helper()
	for range 200 {
		rcpt, err := h.ec.TransactionReceipt(h.t.Context(), txHash)
		if err == nil {
			return rcpt
		}
		if !errors.Is(err, ethereum.NotFound) {
			h.t.Fatalf("receipt %s: %v", txHash, err)
		}
		time.Sleep(10 * time.Millisecond)
	}
	h.t.Fatalf("transaction %s not mined", txHash)
	return nil
}

func (h *chainHarness) txArgs(to *common.Address, data []byte) map[string]any {
	args := map[string]any{"from": h.from, "data": hexutil.Bytes(data), "gas": hexutil.Uint64(1_000_000)}
	if to != nil {
		args["to"] = *to
	}
	return args
}

func (h *chainHarness) send(to *common.Address, data []byte) common.Hash {
	h.t.Helper()
	var txHash common.Hash
	if err := h.node.RPC().CallContext(h.t.Context(), &txHash, "eth_sendTransaction", h.txArgs(to, data)); err != nil {
		h.t.Fatalf("eth_sendTransaction: %v", err)
	}
	return txHash
}

func (h *chainHarness) pingData(tag, count uint64) []byte {
	h.t.Helper()
	data, err := h.abi.Pack("ping", new(big.Int).SetUint64(tag), new(big.Int).SetUint64(count))
	if err != nil {
		h.t.Fatalf("pack ping: %v", err)
	}
	return data
}

// ping sends ping(tag, count); on an automining node it is mined at once.
func (h *chainHarness) ping(tag, count uint64) {
	h.t.Helper()
	txHash := h.send(&h.emitter, h.pingData(tag, count))
	if !h.manual {
		if h.receipt(txHash).Status != types.ReceiptStatusSuccessful {
			h.t.Fatalf("ping reverted")
		}
	}
}

// reorgTx is a replacement transaction for anvil_reorg, put in the block
// offset blocks above the first replaced one.
func (h *chainHarness) reorgTx(tag, count, offset uint64) []any {
	return []any{h.txArgs(&h.emitter, h.pingData(tag, count)), offset}
}

// reorg replaces the last depth blocks with new ones holding txs.
func (h *chainHarness) reorg(depth int, txs ...[]any) {
	h.t.Helper()
	if txs == nil {
		txs = [][]any{}
	}
	if err := h.node.RPC().CallContext(h.t.Context(), nil, "anvil_reorg", depth, txs); err != nil {
		h.t.Fatalf("anvil_reorg: %v", err)
	}
}

func (h *chainHarness) mine(n int) {
	h.t.Helper()
	if err := h.node.Mine(h.t.Context(), n); err != nil {
		h.t.Fatalf("mine: %v", err)
	}
}

func (h *chainHarness) mineIfManual() {
	if h.manual {
		h.mine(1)
	}
}

func (h *chainHarness) latest() uint64 {
	h.t.Helper()
	n, err := h.ec.BlockNumber(h.t.Context())
	if err != nil {
		h.t.Fatalf("block number: %v", err)
	}
	return n
}

func (h *chainHarness) blockHash(n uint64) common.Hash {
	h.t.Helper()
	hd, err := h.ec.HeaderByNumber(h.t.Context(), new(big.Int).SetUint64(n))
	if err != nil {
		h.t.Fatalf("header %d: %v", n, err)
	}
	return hd.Hash()
}

// pingRow is one Ping event as the test handler stores it.
type pingRow struct {
	Block uint64
	Hash  common.Hash
	Index uint
	Seq   uint64
	Tag   uint64
}

func rowFromLog(l types.Log) (pingRow, error) {
	if len(l.Topics) != 3 || len(l.Data) != 32 {
		return pingRow{}, fmt.Errorf("log %d/%d is not a Ping", l.BlockNumber, l.Index)
	}
	return pingRow{
		Block: l.BlockNumber, Hash: l.BlockHash, Index: l.Index,
		Seq: new(big.Int).SetBytes(l.Topics[1].Bytes()).Uint64(),
		Tag: new(big.Int).SetBytes(l.Data).Uint64(),
	}, nil
}

// reference reads every Ping of blocks up to `to` in one eth_getLogs: what
// a correct watcher must have derived.
func (h *chainHarness) reference(to uint64) []pingRow {
	h.t.Helper()
	logs, err := h.ec.FilterLogs(h.t.Context(), ethereum.FilterQuery{
		FromBlock: big.NewInt(0), ToBlock: new(big.Int).SetUint64(to), Addresses: []common.Address{h.emitter},
	})
	if err != nil {
		h.t.Fatalf("reference logs: %v", err)
	}
	rows := make([]pingRow, 0, len(logs))
	for _, l := range logs {
		r, err := rowFromLog(l)
		if err != nil {
			h.t.Fatal(err)
		}
		rows = append(rows, r)
	}
	return rows
}

// pingHandler derives a table of Ping events. Its primary key makes a
// second delivery of the same log fail the transaction, so "exactly once"
// is enforced by the database, not by counting.
type pingHandler struct {
	mu      sync.Mutex
	applied []uint64 // block of every Apply call, in call order
	rewinds []watcher.BlockRef
}

const pingSchema = `CREATE TABLE IF NOT EXISTS test_pings (
	block_number INTEGER NOT NULL, block_hash BLOB NOT NULL, log_index INTEGER NOT NULL,
	seq INTEGER NOT NULL, tag INTEGER NOT NULL, PRIMARY KEY (block_hash, log_index))`

func (p *pingHandler) Apply(ctx context.Context, tx *sql.Tx, block watcher.BlockRef, logs []types.Log) error {
	if len(logs) == 0 {
		return errors.New("apply called without logs")
	}
	for i, l := range logs {
		if l.BlockNumber != block.Number || l.BlockHash != block.Hash {
			return fmt.Errorf("log of block %d/%s delivered with block %d/%s", l.BlockNumber, l.BlockHash, block.Number, block.Hash)
		}
		if i > 0 && l.Index <= logs[i-1].Index {
			return fmt.Errorf("logs of block %d out of order", block.Number)
		}
		r, err := rowFromLog(l)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO test_pings VALUES (?, ?, ?, ?, ?)`,
			r.Block, r.Hash.Bytes(), r.Index, r.Seq, r.Tag); err != nil {
			return fmt.Errorf("insert ping: %w", err)
		}
	}
	p.mu.Lock()
	p.applied = append(p.applied, block.Number)
	p.mu.Unlock()
	return nil
}

func (p *pingHandler) Rewind(ctx context.Context, tx *sql.Tx, ancestor watcher.BlockRef) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM test_pings WHERE block_number > ?`, ancestor.Number); err != nil {
		return fmt.Errorf("delete pings: %w", err)
	}
	p.mu.Lock()
	p.rewinds = append(p.rewinds, ancestor)
	p.mu.Unlock()
	return nil
}

func (p *pingHandler) appliedBlocks() []uint64 {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]uint64(nil), p.applied...)
}

func (p *pingHandler) rewound() []watcher.BlockRef {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]watcher.BlockRef(nil), p.rewinds...)
}

// tempDB is a daemon store in a temporary file: it owns the watcher_blocks table (its checkpoint) and
// the test's own derived table.
func tempDB(t *testing.T) *store.Store {
	t.Helper()
	st, err := store.Open(t.Context(), filepath.Join(t.TempDir(), "watcher.db"), store.Options{Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatalf("open store: %v", err)
	}
	t.Cleanup(func() { _ = st.Close() })
	if _, err := st.DB().ExecContext(t.Context(), pingSchema); err != nil {
		t.Fatalf("create test table: %v", err)
	}
	return st
}

func storedPings(t *testing.T, db *store.Store) []pingRow {
	t.Helper()
	rows, err := db.DB().QueryContext(t.Context(), `SELECT block_number, block_hash, log_index, seq, tag FROM test_pings ORDER BY block_number, log_index`)
	if err != nil {
		t.Fatalf("read pings: %v", err)
	}
	defer rows.Close()
	out := []pingRow{}
	for rows.Next() {
		var r pingRow
		var hash []byte
		if err := rows.Scan(&r.Block, &hash, &r.Index, &r.Seq, &r.Tag); err != nil {
			t.Fatalf("scan ping: %v", err)
		}
		r.Hash = common.BytesToHash(hash)
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		t.Fatalf("read pings: %v", err)
	}
	return out
}

// recMetrics records what the watcher reports.
type recMetrics struct {
	watcher.NoopMetrics
	mu       sync.Mutex
	reorgs   []uint64
	shrunk   []uint64
	logs     int
	failures int
}

func (m *recMetrics) Reorg(d uint64) { m.mu.Lock(); m.reorgs = append(m.reorgs, d); m.mu.Unlock() }
func (m *recMetrics) RangeShrunk(s uint64) {
	m.mu.Lock()
	m.shrunk = append(m.shrunk, s)
	m.mu.Unlock()
}
func (m *recMetrics) LogsApplied(n int) { m.mu.Lock(); m.logs += n; m.mu.Unlock() }
func (m *recMetrics) PollFailed()       { m.mu.Lock(); m.failures++; m.mu.Unlock() }

type setup struct {
	client  watcher.Client
	name    string
	metrics watcher.Metrics
	mod     func(*watcher.Config)
}

// newWatcher builds a watcher of h's emitter over db from block h.deploy.
func newWatcher(t *testing.T, h *chainHarness, db *store.Store, handler watcher.Handler, s setup) *watcher.Watcher {
	t.Helper()
	if s.name == "" {
		s.name = "test"
	}
	var client watcher.Client = h.ec
	if s.client != nil {
		client = s.client
	}
	cp := db.Checkpoint(s.name)
	cfg := watcher.Config{
		Client:       client,
		Checkpoint:   cp,
		Handler:      handler,
		Addresses:    []common.Address{h.emitter},
		StartBlock:   h.deploy,
		PollInterval: time.Hour, // tests poll by hand or tick a fake clock
		Logger:       slog.New(slog.NewTextHandler(t.Output(), &slog.HandlerOptions{Level: slog.LevelDebug})),
		Metrics:      s.metrics,
	}
	if s.mod != nil {
		s.mod(&cfg)
	}
	w, err := watcher.New(cfg)
	if err != nil {
		t.Fatalf("new watcher: %v", err)
	}
	return w
}

func mustPoll(t *testing.T, w *watcher.Watcher) {
	t.Helper()
	if err := w.Poll(t.Context()); err != nil {
		t.Fatalf("poll: %v", err)
	}
}

func assertRows(t *testing.T, what string, got, want []pingRow) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%s: derived %d pings, want %d\n got: %+v\nwant: %+v", what, len(got), len(want), got, want)
	}
}

// freshScan derives the state from scratch on a new database: the result
// any sequence of reorgs and polls must converge to.
func freshScan(t *testing.T, h *chainHarness) []pingRow {
	t.Helper()
	db := tempDB(t)
	w := newWatcher(t, h, db, &pingHandler{}, setup{name: "fresh"})
	mustPoll(t, w)
	return storedPings(t, db)
}
