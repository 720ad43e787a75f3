package daemon

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon/api"
	"github.com/asa-escrow/asa/daemon/quota"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/settlement"
)

// poolReader reads evaluators' entries in the deployment's evaluator pool for the reputation answers
// (api.Server.PoolFigures), through the bounded node and the caller's pool_reads quota.
type poolReader struct {
	pool   common.Address
	node   bind.ContractBackend
	store  *store.Store
	tip    *store.Checkpoint // the block the daemon last processed, for answers that name none
	quotas *quota.Set
	abi    *bindings.EvaluatorPool
}

// poolEntryKey is one entry to read: an evaluator and a service type (its name when the caller gave it).
type poolEntryKey struct {
	evaluator common.Address
	hash      common.Hash
	name      string
}

// figures reads the evaluators' entries as of block (0: the block the daemon last processed): for the
// service types named, else for those each registered for (the store's Registered events), at most
// api.MaxPoolServiceTypes entries in all (Truncated says some were left out). It spends one pool_reads token
// per chain read before making any.
func (p *poolReader) figures(ctx context.Context, evaluators []common.Address, serviceTypes []string, block uint64) (*wire.PoolReputation, error) {
	if block == 0 {
		tip, ok, err := p.tip.Tip(ctx)
		if err != nil {
			return nil, fmt.Errorf("pool figures: %w", err)
		}
		if !ok {
			return nil, errors.New("pool figures: the chain watcher has not processed a block yet")
		}
		block = tip.Number
	}
	out := &wire.PoolReputation{Pool: p.pool, Block: block, Entries: []wire.PoolEntryFigures{}}
	var keys []poolEntryKey
	add := func(k poolEntryKey) bool {
		if len(keys) == api.MaxPoolServiceTypes {
			out.Truncated = true
			return false
		}
		keys = append(keys, k)
		return true
	}
outer:
	for _, ev := range evaluators {
		if len(serviceTypes) > 0 {
			for _, t := range serviceTypes {
				if !add(poolEntryKey{ev, settlement.ServiceTypeHash(t), t}) {
					break outer
				}
			}
			continue
		}
		// One more than fits tells a truncated list from a full one.
		regs, err := p.store.PoolRegistrations(ctx, ev, api.MaxPoolServiceTypes-len(keys)+1)
		if err != nil {
			return nil, fmt.Errorf("pool figures: %w", err)
		}
		for _, r := range regs {
			if r.BlockNumber > block {
				continue // registered after the answer's block
			}
			if !add(poolEntryKey{evaluator: ev, hash: r.ServiceType}) {
				break outer
			}
		}
	}
	if len(keys) == 0 {
		return out, nil
	}
	// The entries and the pool's rules (for the shortfalls): each an eth_call.
	if err := p.quotas.AllowKey(quota.PoolReads, quota.ClientOf(ctx), len(keys)+1); err != nil {
		return nil, err
	}
	c := p.abi.Instance(p.node, p.pool)
	opts := &bind.CallOpts{Context: ctx, BlockNumber: new(big.Int).SetUint64(block)}
	cfg, err := bind.Call(c, opts, p.abi.PackConfig(), p.abi.UnpackConfig)
	if err != nil {
		return nil, fmt.Errorf("pool figures: read the rules of pool %s at block %d: %w", p.pool, block, err)
	}
	for _, k := range keys {
		v, err := bind.Call(c, opts, p.abi.PackEntry(k.evaluator, k.hash), p.abi.UnpackEntry)
		if err != nil {
			return nil, fmt.Errorf("pool figures: read the entry of %s for %s at block %d: %w", k.evaluator, k.hash, block, err)
		}
		out.Entries = append(out.Entries, entryFigures(k, asaclient.NewPoolEntry(k.evaluator, k.hash, v), cfg))
	}
	return out, nil
}

// entryFigures is an entry as the API shows it, with the figures the client package derives from it.
func entryFigures(k poolEntryKey, e *asaclient.PoolEntry, cfg bindings.IEvaluatorPoolConfig) wire.PoolEntryFigures {
	f := wire.PoolEntryFigures{Evaluator: k.evaluator, ServiceType: k.name, ServiceTypeHash: k.hash,
		Status: e.Status.String(), Stake: e.Stake.String(), Evaluations: e.Evaluations,
		CanaryWindow: int(e.CanaryCount), CanaryWindowPasses: e.WindowPasses(),
		CanaryPasses: e.CanaryPasses, CanaryMisses: e.CanaryMisses, DeviationSamples: e.DeviationSamples,
		Silences: e.Silences, OpenJobs: e.OpenJobs, Listed: e.Listed, LeaveAt: e.LeaveAt, Shortfalls: []string{}}
	if bps, ok := e.WindowPassBps(); ok {
		f.CanaryPassRateBps = &bps
	}
	if m, ok := e.MeanDeviationBps(); ok {
		f.DeviationMeanBps = &m
	}
	f.Shortfalls = append(f.Shortfalls, e.Shortfalls(cfg)...)
	return f
}
