package txmgr

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"
)

func TestSQLiteJournalTransitions(t *testing.T) {
	ctx := context.Background()
	path := dbPath(t)
	db, j := openDB(t, path)
	// Migrating again on the same database is a no-op.
	if _, err := NewSQLiteJournal(ctx, db); err != nil {
		t.Fatal(err)
	}
	from := common.HexToAddress("0x01")
	rec := Record{Key: "k1", From: from, To: common.HexToAddress("0x02"), Data: []byte{1, 2}, Value: big.NewInt(3)}
	r, created, err := j.CreateIntent(ctx, rec)
	if err != nil || !created || r.State != StatePending || r.HasNonce {
		t.Fatalf("create: %+v %v %v", r, created, err)
	}
	if _, created, _ := j.CreateIntent(ctx, rec); created {
		t.Fatal("second create reported created")
	}
	if _, err := j.Intent(ctx, "missing"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("missing intent: %v", err)
	}
	if err := j.MarkConfirmed(ctx, "k1"); !errors.Is(err, ErrStateConflict) {
		t.Fatalf("confirm pending: %v, want ErrStateConflict", err)
	}
	a := Attempt{Key: "k1", Nonce: 4, TxHash: common.HexToHash("0xaa"), Raw: []byte{0xde, 0xad}, GasLimit: 21000,
		GasTipCap: big.NewInt(1), GasFeeCap: big.NewInt(2), HeadBlock: 9}
	if err := j.SaveAttempt(ctx, a); err != nil {
		t.Fatal(err)
	}
	if err := j.SaveAttempt(ctx, a); err != nil { // same hash again: no duplicate
		t.Fatal(err)
	}
	atts, err := j.Attempts(ctx, "k1")
	if err != nil || len(atts) != 1 || atts[0].Nonce != 4 || string(atts[0].Raw) != "\xde\xad" || atts[0].GasFeeCap.Int64() != 2 {
		t.Fatalf("attempts %+v %v", atts, err)
	}
	if err := j.MarkMined(ctx, "k1", a.TxHash, 10, common.HexToHash("0xbb")); err != nil {
		t.Fatal(err)
	}
	if err := j.MarkUnmined(ctx, "k1"); err != nil {
		t.Fatal(err)
	}
	if err := j.MarkMined(ctx, "k1", a.TxHash, 11, common.HexToHash("0xcc")); err != nil {
		t.Fatal(err)
	}
	if err := j.MarkConfirmed(ctx, "k1"); err != nil {
		t.Fatal(err)
	}
	if err := j.MarkFailed(ctx, "k1", "x"); !errors.Is(err, ErrStateConflict) {
		t.Fatalf("fail a confirmed intent: %v", err)
	}
	if err := j.SaveAttempt(ctx, a); !errors.Is(err, ErrStateConflict) {
		t.Fatalf("attempt on a confirmed intent: %v", err)
	}
	db.Close()
	_, j2 := openDB(t, path)
	r, err = j2.Intent(ctx, "k1")
	if err != nil || r.State != StateConfirmed || r.BlockNumber != 11 || r.Nonce != 4 || r.Value.Int64() != 3 || string(r.Data) != "\x01\x02" {
		t.Fatalf("after reopen: %+v %v", r, err)
	}
	open, err := j2.ListOpen(ctx, from)
	if err != nil || len(open) != 0 {
		t.Fatalf("open %v %v", open, err)
	}
}

func TestKeySignerNeverPrintsKey(t *testing.T) {
	key := newKey(t)
	s, err := NewKeySigner(key, big.NewInt(1337))
	if err != nil {
		t.Fatal(err)
	}
	secret := fmt.Sprintf("%x", key.D.Bytes())
	for _, out := range []string{fmt.Sprint(s), fmt.Sprintf("%v %+v %#v %s", s, s, s, s)} {
		if strings.Contains(out, secret) {
			t.Fatal("signer formatting leaks the private key")
		}
		if !strings.Contains(out, s.Address().Hex()) {
			t.Fatalf("signer formats as %q, want the address", out)
		}
	}
}

func TestConfigCheck(t *testing.T) {
	cfg := Config{BumpPercent: 5}
	cfg.setDefaults()
	if err := cfg.Check(); err == nil || !strings.Contains(err.Error(), "bump percent") {
		t.Fatalf("bump 5%%: %v", err)
	}
	cfg = Config{}
	cfg.setDefaults()
	if err := cfg.Check(); err != nil {
		t.Fatalf("defaults: %v", err)
	}
}

func TestPrometheusMetrics(t *testing.T) {
	reg := prometheus.NewRegistry()
	m, err := NewPrometheusMetrics(reg, "asa")
	if err != nil {
		t.Fatal(err)
	}
	m.TxBroadcast(kindBump)
	m.SendError(ClassUnderpriced)
	m.IntentFinished(StateConfirmed)
	m.OpenIntents(2)
	families, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, f := range families {
		names[f.GetName()] = true
	}
	for _, want := range []string{"asa_txmgr_tx_broadcasts_total", "asa_txmgr_node_errors_total", "asa_txmgr_intents_finished_total", "asa_txmgr_open_intents"} {
		if !names[want] {
			t.Errorf("metric %s not exported (have %v)", want, names)
		}
	}
	if _, err := NewPrometheusMetrics(reg, "asa"); err == nil {
		t.Fatal("registering twice gave no error")
	}
}
