// Package anvil starts and stops a local anvil node (Foundry's development
// chain) for tests and local runs.
//
// It finds the pinned binary installed from npm (node_modules/.bin/anvil), else
// the anvil on PATH (FindBinary),
// starts it on a free loopback port, waits until it answers JSON-RPC, and
// stops it by PID. It also exposes anvil's well-known development accounts
// and thin wrappers around the anvil_* / evm_* RPC methods that tests use
// (mine, reorg, automine, base fee). It is not a deployment tool and knows
// nothing about the escrow contracts.
package anvil

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
)

// BinaryEnv names the environment variable that overrides the anvil binary path.
const BinaryEnv = "ANVIL_BIN"

// DefaultChainID is anvil's default chain id.
const DefaultChainID = 31337

// devKeys are the private keys anvil derives from its default, public
// mnemonic "test test test test test test test test test test test junk".
// They are published in Foundry's documentation and fund nothing of value.
var devKeys = [...]string{
	"ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
	"59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
	"5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
	"7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6",
	"47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a",
	"8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba",
	"92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e",
	"4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356",
	"dbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97",
	"2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6",
}

// DevKeyCount is the number of development accounts DevKey can return.
const DevKeyCount = len(devKeys)

// DevKey returns anvil's i-th default development key (0 <= i < DevKeyCount).
// The account is funded with 10000 ETH when the node starts with the
// default mnemonic. These keys are public: use them only on local chains.
func DevKey(i int) (*ecdsa.PrivateKey, error) {
	if i < 0 || i >= len(devKeys) {
		return nil, fmt.Errorf("anvil: dev key index %d out of range [0,%d)", i, len(devKeys))
	}
	k, err := crypto.HexToECDSA(devKeys[i])
	if err != nil {
		return nil, fmt.Errorf("anvil: dev key %d: %w", i, err)
	}
	return k, nil
}

// DefaultStates is the number of recent states a node keeps when Options.States is 0.
const DefaultStates = 1024

// Options configures a node. The zero value starts an automining node with
// anvil's default chain id and accounts.
type Options struct {
	// Binary is the anvil executable. Empty means FindBinary: $ANVIL_BIN, then
	// node_modules/.bin/anvil in the working directory or any parent, then $PATH.
	Binary string
	// ChainID is the chain id; 0 means DefaultChainID.
	ChainID uint64
	// BlockTime mines a block at this interval; 0 means automine (a block
	// per transaction). Sub-second values are passed as fractional seconds.
	BlockTime time.Duration
	// NoMining starts the node with mining disabled (blocks only via Mine).
	NoMining bool
	// BaseFee sets the genesis base fee per gas in wei; nil keeps anvil's default.
	BaseFee *big.Int
	// States is how many recent blocks' states the node keeps (for eth_call at a past block and
	// for reorgs); 0 means DefaultStates. The node keeps them in memory only: by default anvil writes
	// older states to a directory under the user's home that a killed node never removes (test runs
	// filled a disk with them), and every block got slower as the chain grew.
	States int
	// ExtraArgs are appended to the command line verbatim.
	ExtraArgs []string
	// StartTimeout bounds the wait for the RPC endpoint; 0 means 10 s.
	StartTimeout time.Duration
}

// Node is a running anvil process.
type Node struct {
	url     string
	chainID uint64
	cmd     *exec.Cmd
	rpc     *rpc.Client
	output  *lockedBuffer

	stopOnce sync.Once
	stopErr  error
	exited   chan struct{}
}

// FindBinary locates the anvil executable: $ANVIL_BIN if set, otherwise the pinned
// node_modules/.bin/anvil in the working directory or the nearest parent that has one,
// otherwise the first anvil on $PATH (a Foundry install, e.g. ~/.foundry/bin). The pinned
// binary wins over $PATH inside the repository so that tests run the version they were
// written for; outside it (another module's tests) a Foundry user's anvil is found.
func FindBinary() (string, error) {
	if p := os.Getenv(BinaryEnv); p != "" {
		if _, err := os.Stat(p); err != nil {
			return "", fmt.Errorf("anvil: %s=%q: %w", BinaryEnv, p, err)
		}
		return p, nil
	}
	dir, err := os.Getwd()
	if err != nil {
		return "", fmt.Errorf("anvil: working directory: %w", err)
	}
	for {
		p := filepath.Join(dir, "node_modules", ".bin", "anvil")
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			break
		}
		dir = parent
	}
	if p, err := exec.LookPath("anvil"); err == nil {
		return p, nil
	}
	return "", errors.New("anvil: binary not found: set " + BinaryEnv + ", install @foundry-rs/anvil-linux-amd64 under node_modules, " +
		"or put Foundry's anvil on PATH (foundryup)")
}

// Start launches anvil on a free loopback port and waits until it answers
// eth_chainId. The process is stopped when Stop is called; callers in tests
// should register Stop with t.Cleanup. ctx bounds only the start-up.
func Start(ctx context.Context, opts Options) (*Node, error) {
	bin := opts.Binary
	if bin == "" {
		var err error
		if bin, err = FindBinary(); err != nil {
			return nil, err
		}
	}
	chainID := opts.ChainID
	if chainID == 0 {
		chainID = DefaultChainID
	}
	timeout := opts.StartTimeout
	if timeout == 0 {
		timeout = 10 * time.Second
	}
	// A port picked by the kernel may be taken again before anvil binds it;
	// try a few times.
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		n, err := startOnce(ctx, bin, chainID, opts, timeout)
		if err == nil {
			return n, nil
		}
		lastErr = err
		if ctx.Err() != nil {
			break
		}
	}
	return nil, lastErr
}

func startOnce(ctx context.Context, bin string, chainID uint64, opts Options, timeout time.Duration) (*Node, error) {
	port, err := freePort()
	if err != nil {
		return nil, err
	}
	args := []string{
		"--host", "127.0.0.1",
		"--port", strconv.Itoa(port),
		"--chain-id", strconv.FormatUint(chainID, 10),
	}
	if opts.BlockTime > 0 {
		args = append(args, "--block-time", strconv.FormatFloat(opts.BlockTime.Seconds(), 'f', -1, 64))
	}
	if opts.NoMining {
		args = append(args, "--no-mining")
	}
	if opts.BaseFee != nil {
		args = append(args, "--block-base-fee-per-gas", opts.BaseFee.String())
	}
	states := opts.States
	if states <= 0 {
		states = DefaultStates
	}
	args = append(args, "--prune-history", strconv.Itoa(states))
	args = append(args, opts.ExtraArgs...)

	out := &lockedBuffer{}
	// Not exec.CommandContext: ctx bounds the start-up only, the node
	// lives until Stop.
	cmd := exec.Command(bin, args...)
	cmd.Stdout = out
	cmd.Stderr = out
	setProcAttr(cmd)
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("anvil: start %s: %w", bin, err)
	}
	n := &Node{
		url:     "http://127.0.0.1:" + strconv.Itoa(port),
		chainID: chainID,
		cmd:     cmd,
		output:  out,
		exited:  make(chan struct{}),
	}
	go func() {
		_ = cmd.Wait()
		close(n.exited)
	}()

	wctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	if err := n.waitReady(wctx); err != nil {
		_ = n.Stop()
		return nil, fmt.Errorf("anvil: not ready on port %d: %w; output: %s", port, err, out.tail(2048))
	}
	return n, nil
}

func (n *Node) waitReady(ctx context.Context) error {
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-n.exited:
			return errors.New("process exited")
		default:
		}
		c, err := rpc.DialContext(ctx, n.url)
		if err == nil {
			var id hexutil.Uint64
			if err = c.CallContext(ctx, &id, "eth_chainId"); err == nil {
				if uint64(id) != n.chainID {
					c.Close()
					return fmt.Errorf("chain id %d, want %d", uint64(id), n.chainID)
				}
				n.rpc = c
				return nil
			}
			c.Close()
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("%w (last error: %v)", ctx.Err(), err)
		case <-n.exited:
			return errors.New("process exited")
		case <-tick.C:
		}
	}
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, fmt.Errorf("anvil: find free port: %w", err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// URL returns the node's HTTP JSON-RPC endpoint.
func (n *Node) URL() string { return n.url }

// ChainID returns the node's chain id.
func (n *Node) ChainID() *big.Int { return new(big.Int).SetUint64(n.chainID) }

// PID returns the process id of the anvil process.
func (n *Node) PID() int { return n.cmd.Process.Pid }

// RPC returns the node's raw JSON-RPC client (owned by the node; do not close).
func (n *Node) RPC() *rpc.Client { return n.rpc }

// Dial returns a new ethclient connected to the node; the caller closes it.
func (n *Node) Dial(ctx context.Context) (*ethclient.Client, error) {
	c, err := ethclient.DialContext(ctx, n.url)
	if err != nil {
		return nil, fmt.Errorf("anvil: dial %s: %w", n.url, err)
	}
	return c, nil
}

// Output returns the tail of the node's combined stdout and stderr, for
// diagnostics when a test fails.
func (n *Node) Output() string { return n.output.tail(8192) }

// Stop kills the anvil process by PID and waits for it to exit. It is safe
// to call more than once.
func (n *Node) Stop() error {
	n.stopOnce.Do(func() {
		if n.rpc != nil {
			n.rpc.Close()
		}
		select {
		case <-n.exited:
			return
		default:
		}
		if err := n.cmd.Process.Kill(); err != nil && !errors.Is(err, os.ErrProcessDone) {
			n.stopErr = fmt.Errorf("anvil: kill pid %d: %w", n.cmd.Process.Pid, err)
			return
		}
		select {
		case <-n.exited:
		case <-time.After(5 * time.Second):
			n.stopErr = fmt.Errorf("anvil: pid %d did not exit", n.cmd.Process.Pid)
		}
	})
	return n.stopErr
}

// Mine mines count blocks (evm_mine), including pending transactions.
func (n *Node) Mine(ctx context.Context, count int) error {
	for i := 0; i < count; i++ {
		if err := n.rpc.CallContext(ctx, nil, "evm_mine"); err != nil {
			return fmt.Errorf("anvil: evm_mine: %w", err)
		}
	}
	return nil
}

// SetAutomine turns automatic mining of each transaction on or off.
func (n *Node) SetAutomine(ctx context.Context, on bool) error {
	if err := n.rpc.CallContext(ctx, nil, "evm_setAutomine", on); err != nil {
		return fmt.Errorf("anvil: evm_setAutomine: %w", err)
	}
	return nil
}

// Reorg replaces the last depth blocks with new empty ones (anvil_reorg with
// no replacement transactions). Transactions in the dropped blocks are gone:
// anvil does not return them to its pool.
func (n *Node) Reorg(ctx context.Context, depth int) error {
	if err := n.rpc.CallContext(ctx, nil, "anvil_reorg", depth, []any{}); err != nil {
		return fmt.Errorf("anvil: anvil_reorg %d: %w", depth, err)
	}
	return nil
}

// SetNextBlockBaseFee sets the base fee per gas of the next block.
func (n *Node) SetNextBlockBaseFee(ctx context.Context, fee *big.Int) error {
	if err := n.rpc.CallContext(ctx, nil, "anvil_setNextBlockBaseFeePerGas", (*hexutil.Big)(fee)); err != nil {
		return fmt.Errorf("anvil: anvil_setNextBlockBaseFeePerGas: %w", err)
	}
	return nil
}

// SetBalance sets an account's balance in wei.
func (n *Node) SetBalance(ctx context.Context, addr common.Address, wei *big.Int) error {
	if err := n.rpc.CallContext(ctx, nil, "anvil_setBalance", addr, (*hexutil.Big)(wei)); err != nil {
		return fmt.Errorf("anvil: anvil_setBalance: %w", err)
	}
	return nil
}

// lockedBuffer collects process output safely from the exec goroutines.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	// Keep memory bounded for long runs.
	if b.buf.Len() > 1<<20 {
		rest := b.buf.Bytes()[b.buf.Len()-1<<19:]
		kept := append([]byte(nil), rest...)
		b.buf.Reset()
		b.buf.Write(kept)
	}
	return b.buf.Write(p)
}

func (b *lockedBuffer) tail(max int) string {
	b.mu.Lock()
	defer b.mu.Unlock()
	s := b.buf.Bytes()
	if len(s) > max {
		s = s[len(s)-max:]
	}
	return string(s)
}
