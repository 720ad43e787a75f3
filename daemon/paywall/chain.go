package paywall

import (
	"context"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/x402/facilitator"
)

// prefetchTTL is how long a balance read started alongside an authorizationState read may answer
// the BalanceOf that follows it.
const prefetchTTL = time.Second

// FastChain wraps a facilitator.Chain for verification throughput, without changing answers:
//   - it remembers the addresses found to hold code (the facilitator asks whether the asset is a
//     contract on every verification, and a deployed token stays deployed: EIP-6780 removed code
//     deletion outside the creating transaction); addresses without code are asked each time;
//   - AuthorizationState(token, payer, nonce) starts token.balanceOf(payer) concurrently, and the
//     BalanceOf that the facilitator asks next takes that read (issued at the same moment, at most
//     prefetchTTL earlier), so the two reads cost one round trip. The facilitator's eth_call
//     simulation still runs against the latest state afterwards.
func FastChain(inner facilitator.Chain) facilitator.Chain {
	return &fastChain{Chain: inner, has: map[common.Address]bool{}, pending: map[[2]common.Address]*prefetch{}}
}

type prefetch struct {
	at   time.Time
	done chan struct{}
	bal  *big.Int
	err  error
}

type fastChain struct {
	facilitator.Chain
	mu      sync.Mutex
	has     map[common.Address]bool
	pending map[[2]common.Address]*prefetch
}

// HasCode implements facilitator.Chain.
func (c *fastChain) HasCode(ctx context.Context, addr common.Address) (bool, error) {
	c.mu.Lock()
	ok := c.has[addr]
	c.mu.Unlock()
	if ok {
		return true, nil
	}
	ok, err := c.Chain.HasCode(ctx, addr)
	if err == nil && ok {
		c.mu.Lock()
		if len(c.has) < 1024 {
			c.has[addr] = true
		}
		c.mu.Unlock()
	}
	return ok, err
}

// AuthorizationState implements facilitator.Chain.
func (c *fastChain) AuthorizationState(ctx context.Context, token, authorizer common.Address, nonce [32]byte) (bool, error) {
	pf := &prefetch{at: time.Now(), done: make(chan struct{})}
	key := [2]common.Address{token, authorizer}
	c.mu.Lock()
	if len(c.pending) > 1024 {
		for k, p := range c.pending {
			if time.Since(p.at) > prefetchTTL {
				delete(c.pending, k)
			}
		}
	}
	c.pending[key] = pf
	c.mu.Unlock()
	go func() {
		defer close(pf.done)
		pf.bal, pf.err = c.Chain.BalanceOf(ctx, token, authorizer)
	}()
	return c.Chain.AuthorizationState(ctx, token, authorizer, nonce)
}

// BalanceOf implements facilitator.Chain.
func (c *fastChain) BalanceOf(ctx context.Context, token, owner common.Address) (*big.Int, error) {
	key := [2]common.Address{token, owner}
	c.mu.Lock()
	pf := c.pending[key]
	delete(c.pending, key)
	c.mu.Unlock()
	if pf != nil && time.Since(pf.at) < prefetchTTL {
		select {
		case <-pf.done:
			if pf.err == nil {
				return pf.bal, nil
			}
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	return c.Chain.BalanceOf(ctx, token, owner)
}
