package txmgr

import (
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"
)

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
	cfg := Config{BumpPercent: 5, Kinds: NewKinds()}
	cfg.setDefaults()
	if err := cfg.Check(); err == nil || !strings.Contains(err.Error(), "bump percent") {
		t.Fatalf("bump 5%%: %v", err)
	}
	cfg = Config{Kinds: NewKinds()}
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
	s := m.ForSender(common.HexToAddress("0x01"))
	s.TxBroadcast(sendBump)
	s.SendError(ClassUnderpriced)
	s.IntentFinished("relay", StateConfirmed)
	s.OpenIntents(2)
	s.Starved(true)
	families, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, f := range families {
		names[f.GetName()] = true
	}
	for _, want := range []string{"asa_txmgr_tx_broadcasts_total", "asa_txmgr_node_errors_total", "asa_txmgr_intents_finished_total", "asa_txmgr_open_intents", "asa_txmgr_sender_starved"} {
		if !names[want] {
			t.Errorf("metric %s not exported (have %v)", want, names)
		}
	}
	if _, err := NewPrometheusMetrics(reg, "asa"); err == nil {
		t.Fatal("registering twice gave no error")
	}
}
