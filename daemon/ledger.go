package daemon

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/daemon/ledgerop"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/ledger"
	"github.com/asa-escrow/asa/ledger/proofs"
)

// newLedgerOperator builds the operator of cfg.Ledger, refusing a ledger whose operator is not key: it
// reads the chain at the watcher's confirmation depth, builds only during the daemon key's leadership
// term (its writes fenced by it) and submits through the daemon key's transaction manager.
func (s *Service) newLedgerOperator(ctx context.Context, client *ethclient.Client, key common.Address, m ledgerop.Metrics) (*ledgerop.Operator, error) {
	addr := common.HexToAddress(s.cfg.Ledger)
	dom := ledger.Domain{ChainID: s.chain, Ledger: addr}
	reader := ledger.NewReader(client, dom, ledger.ReaderOptions{FromBlock: s.cfg.LedgerStartBlock})
	chain := &ledgerop.NodeChain{Node: client, Ledger: addr, ChainID: s.chain, Confirmations: s.cfg.Confirmations, FromBlock: s.cfg.LedgerStartBlock,
		Read: ledgerop.ReadWith(reader)}
	cctx, cancel := context.WithTimeout(ctx, 3*time.Duration(s.cfg.RPCTimeout))
	defer cancel()
	p, err := chain.Params(cctx)
	if err != nil {
		return nil, fmt.Errorf("daemon: ledger %s: %w (is it an AsaLedger on chain %s?)", addr, err, s.chain)
	}
	if p.Operator != key {
		return nil, fmt.Errorf("daemon: ledger %s is operated by %s, not by the daemon's key %s", addr, p.Operator, key)
	}
	el := s.electors[0] // the daemon key's lease (newManager added it first)
	op, err := ledgerop.New(ctx, ledgerop.Config{Store: s.store, Submitter: s.txm, Chain: chain,
		Term:     func() (store.Fence, bool) { return el.Term() },
		Interval: time.Duration(s.cfg.TickInterval), Limits: store.LedgerLimits{PerSender: s.cfg.LedgerMaxPending},
		Metrics: m, Logger: s.log})
	if err != nil {
		return nil, fmt.Errorf("daemon: %w", err)
	}
	return op, nil
}

// ledgerRoutes are the netted ledger's routes: the operator's, or an answer saying this daemon operates none.
func (s *Service) ledgerRoutes() map[string]http.Handler {
	var h http.Handler = http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusNotFound)
		_ = json.NewEncoder(w).Encode(wire.ErrorBody{Error: wire.ErrorDetail{Code: wire.CodeNotFound,
			Message: "this daemon operates no netted ledger: start it with ledger (the AsaLedger address; its key must be the ledger's operator)"}})
	})
	if s.ledgerOp != nil {
		h = proofs.Handler(s.ledgerOp, s.log)
	}
	out := map[string]http.Handler{}
	for _, p := range proofs.Patterns {
		out[p] = h
	}
	return out
}
