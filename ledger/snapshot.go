package ledger

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"math/big"
	"slices"
	"sync"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/bindings/ledgerbind"
)

// DefaultMaxLogRange is the most blocks one FilterLogs call of a Reader spans unless ReaderOptions.MaxLogRange
// says otherwise (nodes and RPC providers refuse longer ranges).
const DefaultMaxLogRange = 10_000

// readAttempts is how many times Read and Refresh start over when the block they read was replaced while they
// read it.
const readAttempts = 3

// errReadMoved marks a read whose block (or, for a refresh, the previous snapshot's block) stopped being canonical
// while it was read: its calls and log queries may have seen two chains.
var errReadMoved = errors.New("the block was reorganized during the read")

// readerABI is the ledger's ABI, parsed once.
var readerABI = sync.OnceValue(ledgerbind.NewAsaLedger)

// ReaderBackend is what a Reader needs of a node: contract calls and log queries at a given block, and headers
// by number (the hash a read is pinned to, and a reorg's evidence). *ethclient.Client and the simulated
// backend's client are ReaderBackends.
type ReaderBackend interface {
	bind.ContractCaller
	ethereum.LogFilterer
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
}

// ReaderOptions tune NewReader.
type ReaderOptions struct {
	// FromBlock is the first block searched for the ledger's events: its deployment block (0: genesis).
	FromBlock uint64
	// MaxLogRange is the most blocks one FilterLogs call spans (0: DefaultMaxLogRange).
	MaxLogRange uint64
}

// Reader reads an AsaLedger contract's Chain state from a node, at a given block: every contract call and log
// query names that block's number, never "latest", and the block's hash is checked again once the read is
// done (a read that straddles a reorg starts over). It is safe for concurrent use.
type Reader struct {
	backend  ReaderBackend
	domain   Domain
	from     uint64
	maxRange uint64
	abi      *ledgerbind.AsaLedger
	contract *bind.BoundContract
}

// NewReader returns a Reader of the ledger of domain d (its chain id and address) through backend b.
func NewReader(b ReaderBackend, d Domain, opts ...ReaderOptions) *Reader {
	r := &Reader{backend: b, domain: cloneDomain(d), maxRange: DefaultMaxLogRange, abi: readerABI()}
	if len(opts) > 0 {
		r.from = opts[0].FromBlock
		if opts[0].MaxLogRange > 0 {
			r.maxRange = opts[0].MaxLogRange
		}
	}
	r.contract = bind.NewBoundContract(d.Ledger, r.abi.GetABI(), b, nil, nil)
	return r
}

// Read reads the ledger's whole Chain state at block: the domain separator (which must be the Reader's
// domain's), the accounts (accountCount, then accountAt, deposited and requested of each), and the forced
// queue (forcedLength and forcedEntry, each entry's inner transition taken from its ForcedQueued log and
// checked against the entry's hash).
func (r *Reader) Read(ctx context.Context, block uint64) (*Snapshot, error) {
	return r.retry(func() (*Snapshot, error) { return r.read(ctx, block) })
}

// Refresh returns the snapshot at block, a later block than prev's, reading only what changed in
// (prev.Block(), block]: the accounts registered (AccountRegistered logs), the deposited and requested totals of
// the accounts with a Deposited or WithdrawalRequested log, and the forced entries queued (ForcedQueued logs).
// When prev's block is no longer canonical (its hash at prev.Block() is another one: a reorg), or block is
// before prev's, it reads everything at block as Read does. prev is not changed; at prev's own block, with
// prev's hash still canonical, Refresh returns prev. A nil prev is a Read.
func (r *Reader) Refresh(ctx context.Context, prev *Snapshot, block uint64) (*Snapshot, error) {
	if prev == nil {
		return r.Read(ctx, block)
	}
	if !domainsEqual(prev.domain, r.domain) {
		return nil, fmt.Errorf("ledger: refresh a snapshot of ledger %s (chain %s) with a reader of ledger %s (chain %s)",
			prev.domain.Ledger, prev.domain.ChainID, r.domain.Ledger, r.domain.ChainID)
	}
	return r.retry(func() (*Snapshot, error) { return r.refresh(ctx, prev, block) })
}

func (r *Reader) retry(read func() (*Snapshot, error)) (*Snapshot, error) {
	var err error
	for range readAttempts {
		var s *Snapshot
		if s, err = read(); !errors.Is(err, errReadMoved) {
			return s, err
		}
	}
	return nil, err
}

func (r *Reader) read(ctx context.Context, block uint64) (*Snapshot, error) {
	if r.domain.ChainID == nil {
		return nil, fmt.Errorf("ledger: read ledger %s: the domain has no chain id", r.domain.Ledger)
	}
	head, err := r.header(ctx, block)
	if err != nil {
		return nil, err
	}
	hash := head.Hash()
	sep, err := viewAt(ctx, r, block, r.abi.PackDomainSeparator(), r.abi.UnpackDomainSeparator)
	if err != nil {
		return nil, fmt.Errorf("ledger: read the domain separator of ledger %s at block %d: %w", r.domain.Ledger, block, err)
	}
	if want := r.domain.Results().Separator(); sep != want {
		return nil, fmt.Errorf("ledger: ledger %s at block %d has domain separator %s, not %s (chain %s)",
			r.domain.Ledger, block, common.Hash(sep), want, r.domain.ChainID)
	}
	s := &Snapshot{domain: r.domain, block: block, hash: hash, time: head.Time, index: map[common.Address]uint32{},
		addrs: []common.Address{{}}, deposited: []*big.Int{nil}, requested: []*big.Int{nil}}
	n, err := viewAt(ctx, r, block, r.abi.PackAccountCount(), r.abi.UnpackAccountCount)
	if err != nil {
		return nil, fmt.Errorf("ledger: read the account count at block %d: %w", block, err)
	}
	for i := uint32(1); i <= n; i++ {
		addr, err := viewAt(ctx, r, block, r.abi.PackAccountAt(i), r.abi.UnpackAccountAt)
		if err != nil {
			return nil, fmt.Errorf("ledger: read account %d at block %d: %w", i, block, err)
		}
		if addr == (common.Address{}) {
			return nil, fmt.Errorf("ledger: read account %d at block %d: no address (%d accounts)", i, block, n)
		}
		s.add(addr)
		if err := r.balances(ctx, s, i); err != nil {
			return nil, err
		}
	}
	logs, err := r.logs(ctx, r.from, block, r.event(ledgerbind.AsaLedgerForcedQueuedEventName))
	if err != nil {
		return nil, err
	}
	if err := r.forced(ctx, s, logs); err != nil {
		return nil, err
	}
	if err := r.still(ctx, block, hash); err != nil {
		return nil, err
	}
	return s, nil
}

func (r *Reader) refresh(ctx context.Context, prev *Snapshot, block uint64) (*Snapshot, error) {
	if block < prev.block {
		return r.read(ctx, block)
	}
	canonical, err := r.hash(ctx, prev.block)
	if err != nil {
		return nil, err
	}
	if canonical != prev.hash { // reorganized: prev's state may hold what the chain no longer has
		return r.read(ctx, block)
	}
	if block == prev.block {
		return prev, nil
	}
	head, err := r.header(ctx, block)
	if err != nil {
		return nil, err
	}
	hash := head.Hash()
	s := prev.clone()
	s.block, s.hash, s.time = block, hash, head.Time
	registered, deposited := r.event(ledgerbind.AsaLedgerAccountRegisteredEventName), r.event(ledgerbind.AsaLedgerDepositedEventName)
	requested, queued := r.event(ledgerbind.AsaLedgerWithdrawalRequestedEventName), r.event(ledgerbind.AsaLedgerForcedQueuedEventName)
	logs, err := r.logs(ctx, prev.block+1, block, registered, deposited, requested, queued)
	if err != nil {
		return nil, err
	}
	touched := map[uint32]bool{}
	var forced []types.Log
	for i := range logs {
		l := &logs[i]
		switch l.Topics[0] {
		case registered:
			ev, err := r.abi.UnpackAccountRegisteredEvent(l)
			if err != nil {
				return nil, fmt.Errorf("ledger: decode the AccountRegistered log of block %d: %w", l.BlockNumber, err)
			}
			if next := uint32(len(s.addrs)); ev.Index != next || ev.Account == (common.Address{}) || s.index[ev.Account] != 0 {
				return nil, fmt.Errorf("ledger: the AccountRegistered log of block %d registers %s as account %d, the next index is %d",
					l.BlockNumber, ev.Account, ev.Index, next)
			}
			s.add(ev.Account)
			touched[ev.Index] = true
		case deposited, requested:
			var addr common.Address
			if l.Topics[0] == deposited {
				ev, err := r.abi.UnpackDepositedEvent(l)
				if err != nil {
					return nil, fmt.Errorf("ledger: decode the Deposited log of block %d: %w", l.BlockNumber, err)
				}
				addr = ev.Account
			} else {
				ev, err := r.abi.UnpackWithdrawalRequestedEvent(l)
				if err != nil {
					return nil, fmt.Errorf("ledger: decode the WithdrawalRequested log of block %d: %w", l.BlockNumber, err)
				}
				addr = ev.Account
			}
			i := s.index[addr]
			if i == 0 {
				return nil, fmt.Errorf("ledger: a log of block %d names %s, which is not registered", l.BlockNumber, addr)
			}
			touched[i] = true
		case queued:
			forced = append(forced, *l)
		}
	}
	n, err := viewAt(ctx, r, block, r.abi.PackAccountCount(), r.abi.UnpackAccountCount)
	if err != nil {
		return nil, fmt.Errorf("ledger: read the account count at block %d: %w", block, err)
	}
	if n != s.AccountCount() {
		return nil, fmt.Errorf("ledger: %d accounts at block %d, %d known from block %d and the AccountRegistered logs since",
			n, block, s.AccountCount(), prev.block)
	}
	for _, i := range slices.Sorted(maps.Keys(touched)) {
		if err := r.balances(ctx, s, i); err != nil {
			return nil, err
		}
	}
	if err := r.forced(ctx, s, forced); err != nil {
		return nil, err
	}
	if err := r.still(ctx, prev.block, prev.hash); err != nil {
		return nil, err
	}
	if err := r.still(ctx, block, hash); err != nil {
		return nil, err
	}
	return s, nil
}

// balances reads account i's deposited and requested totals at s's block into s.
func (r *Reader) balances(ctx context.Context, s *Snapshot, i uint32) error {
	d, err := viewAt(ctx, r, s.block, r.abi.PackDeposited(i), r.abi.UnpackDeposited)
	if err != nil {
		return fmt.Errorf("ledger: read account %d's deposits at block %d: %w", i, s.block, err)
	}
	q, err := viewAt(ctx, r, s.block, r.abi.PackRequested(i), r.abi.UnpackRequested)
	if err != nil {
		return fmt.Errorf("ledger: read account %d's withdrawal requests at block %d: %w", i, s.block, err)
	}
	s.deposited[i], s.requested[i] = d, q
	return nil
}

// forced reads the forced entries s does not have at s's block (forcedLength, then forcedEntry of each) and
// takes their inner transitions from logs, the ForcedQueued logs of the blocks they were queued in.
func (r *Reader) forced(ctx context.Context, s *Snapshot, logs []types.Log) error {
	length, err := viewAt(ctx, r, s.block, r.abi.PackForcedLength(), r.abi.UnpackForcedLength)
	if err != nil {
		return fmt.Errorf("ledger: read the forced queue's length at block %d: %w", s.block, err)
	}
	have := uint64(len(s.queue))
	if length < have {
		return fmt.Errorf("ledger: the forced queue has %d entries at block %d, %d before", length, s.block, have)
	}
	entries := make([]forcedEntry, length-have)
	for k := have; k < length; k++ {
		e, err := viewAt(ctx, r, s.block, r.abi.PackForcedEntry(k), r.abi.UnpackForcedEntry)
		if err != nil {
			return fmt.Errorf("ledger: read forced entry %d at block %d: %w", k, s.block, err)
		}
		entries[k-have] = forcedEntry{hash: e.DataHash, queuedAt: e.QueuedAt}
	}
	found := make([]bool, len(entries))
	for i := range logs {
		ev, err := r.abi.UnpackForcedQueuedEvent(&logs[i])
		if err != nil {
			return fmt.Errorf("ledger: decode the ForcedQueued log of block %d: %w", logs[i].BlockNumber, err)
		}
		k := ev.Position
		if k < have || k >= length {
			return fmt.Errorf("ledger: the ForcedQueued log of block %d is for entry %d, the entries read at block %d are %d..%d",
				logs[i].BlockNumber, k, s.block, have, length-1)
		}
		inner := Transition{Kind: Kind(ev.Kind), Data: append([]byte(nil), ev.Data...)}
		h, err := ForcedHash(inner)
		if err != nil {
			return fmt.Errorf("ledger: forced entry %d: %w", k, err)
		}
		if e := &entries[k-have]; h != e.hash {
			return fmt.Errorf("ledger: forced entry %d: the data of its ForcedQueued log (block %d) hashes to %s, forcedEntry at block %d holds %s",
				k, logs[i].BlockNumber, h, s.block, e.hash)
		}
		entries[k-have].inner, found[k-have] = inner, true
	}
	for i, ok := range found {
		if !ok {
			return fmt.Errorf("ledger: forced entry %d at block %d: no ForcedQueued log from block %d on", have+uint64(i), s.block, r.from)
		}
	}
	s.queue = append(s.queue, entries...)
	return nil
}

// event is the topic of one of the ledger's events.
func (r *Reader) event(name string) common.Hash { return r.abi.GetABI().Events[name].ID }

// logs are the ledger's logs of the given events in blocks from..to, queried at most maxRange blocks at a time.
func (r *Reader) logs(ctx context.Context, from, to uint64, events ...common.Hash) ([]types.Log, error) {
	var out []types.Log
	for lo := from; lo <= to; {
		hi := to
		if to-lo >= r.maxRange {
			hi = lo + r.maxRange - 1
		}
		got, err := r.backend.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(lo), ToBlock: new(big.Int).SetUint64(hi),
			Addresses: []common.Address{r.domain.Ledger}, Topics: [][]common.Hash{events}})
		if err != nil {
			return nil, fmt.Errorf("ledger: the logs of ledger %s in blocks %d..%d: %w", r.domain.Ledger, lo, hi, err)
		}
		for _, l := range got {
			if !l.Removed && l.Address == r.domain.Ledger && len(l.Topics) > 0 && l.BlockNumber >= lo && l.BlockNumber <= hi {
				out = append(out, l)
			}
		}
		if hi == to {
			break
		}
		lo = hi + 1
	}
	return out, nil
}

// header is the header of the canonical block at number block.
func (r *Reader) header(ctx context.Context, block uint64) (*types.Header, error) {
	h, err := r.backend.HeaderByNumber(ctx, new(big.Int).SetUint64(block))
	if err != nil {
		return nil, fmt.Errorf("ledger: the header of block %d: %w", block, err)
	}
	if h == nil {
		return nil, fmt.Errorf("ledger: the header of block %d: %w", block, ethereum.NotFound)
	}
	return h, nil
}

// hash is the hash of the canonical block at number block.
func (r *Reader) hash(ctx context.Context, block uint64) (common.Hash, error) {
	h, err := r.header(ctx, block)
	if err != nil {
		return common.Hash{}, err
	}
	return h.Hash(), nil
}

// still checks that the canonical block at number block is still the one of hash.
func (r *Reader) still(ctx context.Context, block uint64, hash common.Hash) error {
	now, err := r.hash(ctx, block)
	if err != nil {
		return err
	}
	if now != hash {
		return fmt.Errorf("ledger: block %d was %s and is now %s: %w", block, hash, now, errReadMoved)
	}
	return nil
}

// viewAt runs a view call of the ledger at block.
func viewAt[T any](ctx context.Context, r *Reader, block uint64, data []byte, unpack func([]byte) (T, error)) (T, error) {
	return bind.Call(r.contract, &bind.CallOpts{Context: ctx, BlockNumber: new(big.Int).SetUint64(block)}, data, unpack)
}

// Snapshot is the ledger contract's Chain state at one block, as a Reader read it: registrations, cumulative
// deposits and withdrawal requests, and the forced queue with each entry's inner transition. It is immutable
// (safe for concurrent use); ValidSignature accepts EOA signatures only (ValidEOASignature), as the verifier.
type Snapshot struct {
	domain    Domain
	block     uint64
	hash      common.Hash
	time      uint64
	index     map[common.Address]uint32
	addrs     []common.Address // by account index (0 unused)
	deposited []*big.Int       // by account index (0 unused); never changed once set
	requested []*big.Int
	queue     []forcedEntry
}

var _ Chain = (*Snapshot)(nil)

func (s *Snapshot) add(addr common.Address) {
	s.index[addr] = uint32(len(s.addrs))
	s.addrs = append(s.addrs, addr)
	s.deposited = append(s.deposited, new(big.Int))
	s.requested = append(s.requested, new(big.Int))
}

// clone copies s's map and slices (their big.Int values are never changed, so they are shared).
func (s *Snapshot) clone() *Snapshot {
	c := *s
	c.index = maps.Clone(s.index)
	c.addrs, c.deposited, c.requested = slices.Clone(s.addrs), slices.Clone(s.deposited), slices.Clone(s.requested)
	c.queue = slices.Clone(s.queue)
	return &c
}

// Block is the number of the block the snapshot reflects.
func (s *Snapshot) Block() uint64 { return s.block }

// BlockHash is the hash of the block the snapshot reflects.
func (s *Snapshot) BlockHash() common.Hash { return s.hash }

// BlockTime is the timestamp of the block the snapshot reflects. Every forced entry queued after that block
// has a queue time at least this one, so an epoch whose cutoff is at most BlockTime has all its due forced
// entries in the snapshot.
func (s *Snapshot) BlockTime() uint64 { return s.time }

// Domain implements Chain.
func (s *Snapshot) Domain() Domain { return cloneDomain(s.domain) }

// AccountIndex implements Chain.
func (s *Snapshot) AccountIndex(addr common.Address) uint32 { return s.index[addr] }

// AccountCount implements Chain.
func (s *Snapshot) AccountCount() uint32 {
	if len(s.addrs) == 0 {
		return 0
	}
	return uint32(len(s.addrs) - 1)
}

// AccountAt implements Chain.
func (s *Snapshot) AccountAt(account uint32) common.Address {
	if int(account) >= len(s.addrs) {
		return common.Address{}
	}
	return s.addrs[account]
}

// Deposited implements Chain.
func (s *Snapshot) Deposited(account uint32) *big.Int { return snapshotValue(s.deposited, account) }

// Requested implements Chain.
func (s *Snapshot) Requested(account uint32) *big.Int { return snapshotValue(s.requested, account) }

func snapshotValue(v []*big.Int, account uint32) *big.Int {
	if account == 0 || int(account) >= len(v) {
		return new(big.Int)
	}
	return new(big.Int).Set(v[account])
}

// ForcedLength is the number of entries in the forced queue (the contract's forcedLength).
func (s *Snapshot) ForcedLength() uint64 { return uint64(len(s.queue)) }

// Forced implements Chain.
func (s *Snapshot) Forced(k uint64) (common.Hash, bool) {
	if k >= uint64(len(s.queue)) {
		return common.Hash{}, false
	}
	return s.queue[k].hash, true
}

// ForcedAt implements Chain.
func (s *Snapshot) ForcedAt(k uint64) (uint64, bool) {
	if k >= uint64(len(s.queue)) {
		return 0, false
	}
	return s.queue[k].queuedAt, true
}

// ForcedTransition is the inner transition queued at position k, as its ForcedQueued log carried it (a
// ForcedSource).
func (s *Snapshot) ForcedTransition(k uint64) (Transition, bool) {
	if k >= uint64(len(s.queue)) {
		return Transition{}, false
	}
	in := s.queue[k].inner
	return Transition{Kind: in.Kind, Data: append([]byte(nil), in.Data...)}, true
}

// ValidSignature implements Chain with ValidEOASignature.
func (s *Snapshot) ValidSignature(signer common.Address, digest common.Hash, sig []byte) bool {
	return ValidEOASignature(signer, digest, sig)
}

func cloneDomain(d Domain) Domain {
	if d.ChainID != nil {
		d.ChainID = new(big.Int).Set(d.ChainID)
	}
	return d
}

func domainsEqual(a, b Domain) bool {
	return a.Ledger == b.Ledger && (a.ChainID == nil) == (b.ChainID == nil) && (a.ChainID == nil || a.ChainID.Cmp(b.ChainID) == 0)
}
