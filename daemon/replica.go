package daemon

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/daemon/leader"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/txmgr"
	"github.com/asa-escrow/asa/watcher"
)

// Replicas. Any number of daemons may share one PostgreSQL database (a SQLite file has one). Every replica
// serves the API, accepts results (committed before the 202) and claims due work (relays, due jobs,
// deposit checks); per signer key one replica at a time sends, and one writes chain state. Both roles
// are leases (store.Lease) run by a leader.Elector; the signer's transaction manager runs on every
// replica and sends only during this replica's term (txmgr.Config.Term), through a journal fenced by
// the term's token; the chain watcher runs only during the term of the chain-state lease, through a
// fenced checkpoint.

// Lease names.
func signerLease(a common.Address) string { return "signer:" + strings.ToLower(a.Hex()) }

func watcherLease(escrow common.Address) string { return "watcher:" + strings.ToLower(escrow.Hex()) }

// holderID names this process in the leases: the replica's configured name and a random instance id,
// so that a restarted replica never mistakes its predecessor's lease for its own.
func holderID(replica string) (string, error) {
	var b [4]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("daemon: instance id: %w", err)
	}
	return replica + "/" + hex.EncodeToString(b[:]), nil
}

// defaultReplica is the replica name when none is configured: the host name.
func defaultReplica() string {
	if h, err := os.Hostname(); err == nil && h != "" {
		return h
	}
	return "replica"
}

// termFunc adapts an elector to txmgr.Config.Term: during this replica's term the manager writes through
// the term's fenced journal.
func termFunc(el *leader.Elector, st *store.Store) func() (txmgr.Journal, uint64, bool) {
	return func() (txmgr.Journal, uint64, bool) {
		f, ok := el.Term()
		if !ok {
			return nil, 0, false
		}
		return st.Journal(f), f.Token, true
	}
}

// chainWriter runs the chain watcher during this replica's terms of the chain-state lease: a new
// watcher per term, over the checkpoint fenced by the term (a deposed watcher commits nothing).
type chainWriter struct {
	build func(f store.Fence) (*watcher.Watcher, error)
	log   *slog.Logger

	mu  sync.Mutex
	cur *watcher.Watcher
}

// elected starts a watcher for term f: one poll first (catching up before the daemon's other parts
// start, when this happens during start-up), then polling every interval.
func (c *chainWriter) elected(ctx context.Context, f store.Fence) {
	w, err := c.build(f)
	if err != nil {
		c.log.Error("cannot build the chain watcher for this term", "err", err)
		return
	}
	if err := w.Poll(ctx); err != nil {
		c.log.Warn("initial chain scan failed; the watcher retries", "err", err)
	}
	if err := w.Start(ctx); err != nil {
		c.log.Error("cannot start the chain watcher", "err", err)
		return
	}
	c.mu.Lock()
	c.cur = w
	c.mu.Unlock()
}

// deposed stops the term's watcher (a poll in progress is cancelled; its commit is fenced anyway).
func (c *chainWriter) deposed(ctx context.Context, _ store.Fence, _ string) {
	c.mu.Lock()
	w := c.cur
	c.cur = nil
	c.mu.Unlock()
	if w == nil {
		return
	}
	sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	if err := w.Stop(sctx); err != nil {
		c.log.Warn("chain watcher did not stop in time", "err", err)
	}
}

// current is the running watcher, nil while another replica writes chain state.
func (c *chainWriter) current() *watcher.Watcher {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.cur
}

// LeaseView is one lease as /readyz shows it.
type LeaseView struct {
	Lease  string `json:"lease"`
	Holder string `json:"holder"` // replica/instance of the holder ("" when nobody holds it)
	Token  uint64 `json:"token"`
	Live   bool   `json:"live"`
	Mine   bool   `json:"mine"` // held by this process
}

// ReplicaView is what /readyz says about the replicas: who this is, and who leads which signer and
// writes chain state.
type ReplicaView struct {
	Replica  string      `json:"replica"`
	Instance string      `json:"instance"`
	Backend  string      `json:"backend"` // sqlite | postgres
	Leads    []string    `json:"leads"`   // leases this process holds now
	Leases   []LeaseView `json:"leases"`
}

// Replica describes this replica and the leases of every role (from the database).
func (s *Service) Replica(ctx context.Context) ReplicaView {
	v := ReplicaView{Replica: s.cfg.Replica, Instance: s.holder, Backend: "sqlite", Leads: []string{}}
	if store.IsPostgres(s.cfg.DB) {
		v.Backend = "postgres"
	}
	for _, el := range s.electors {
		if _, ok := el.Term(); ok {
			v.Leads = append(v.Leads, el.Lease())
		}
	}
	leases, now, err := s.store.Leases(ctx)
	if err != nil {
		return v
	}
	for _, l := range leases {
		live := l.Live(now)
		lv := LeaseView{Lease: l.Name, Token: l.Token, Live: live, Mine: l.Holder == s.holder && live}
		if live {
			lv.Holder = l.Holder
		}
		v.Leases = append(v.Leases, lv)
	}
	return v
}

// chainWriterLive reports whether some replica writes chain state, or did within grace (a failover in
// progress is not an outage).
func (s *Service) chainWriterLive(ctx context.Context, grace time.Duration) error {
	leases, now, err := s.store.Leases(ctx)
	if err != nil {
		return err
	}
	name := watcherLease(s.escrow)
	for _, l := range leases {
		if l.Name == name && l.ExpiresAt.After(now.Add(-grace)) {
			return nil
		}
	}
	return fmt.Errorf("no replica has written chain state for more than %s (the chain-state lease %s is not held)", grace, name)
}
