package facilitator

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/x402"
)

// tokenABIJSON is the part of an EIP-3009 token (USDC v2.2, TestUSDC) the facilitator uses.
const tokenABIJSON = `[
{"type":"function","name":"balanceOf","stateMutability":"view","inputs":[{"name":"account","type":"address"}],"outputs":[{"name":"","type":"uint256"}]},
{"type":"function","name":"authorizationState","stateMutability":"view","inputs":[{"name":"authorizer","type":"address"},{"name":"nonce","type":"bytes32"}],"outputs":[{"name":"","type":"bool"}]},
{"type":"function","name":"transferWithAuthorization","stateMutability":"nonpayable","inputs":[{"name":"from","type":"address"},{"name":"to","type":"address"},{"name":"value","type":"uint256"},{"name":"validAfter","type":"uint256"},{"name":"validBefore","type":"uint256"},{"name":"nonce","type":"bytes32"},{"name":"signature","type":"bytes"}],"outputs":[]},
{"type":"event","name":"Transfer","anonymous":false,"inputs":[{"name":"from","type":"address","indexed":true},{"name":"to","type":"address","indexed":true},{"name":"value","type":"uint256","indexed":false}]}
]`

// escrowABIJSON is IAsaEscrow.fundWithAuthorization.
const escrowABIJSON = `[
{"type":"function","name":"fundWithAuthorization","stateMutability":"nonpayable","inputs":[{"name":"jobId","type":"uint256"},{"name":"expectedBudget","type":"uint256"},{"name":"expectedTermsHash","type":"bytes32"},{"name":"validAfter","type":"uint256"},{"name":"validBefore","type":"uint256"},{"name":"nonce","type":"bytes32"},{"name":"signature","type":"bytes"}],"outputs":[]}
]`

var (
	tokenABI    = mustABI(tokenABIJSON)
	escrowABI   = mustABI(escrowABIJSON)
	transferSig = crypto.Keccak256Hash([]byte("Transfer(address,address,uint256)"))
)

func mustABI(s string) abi.ABI {
	a, err := abi.JSON(strings.NewReader(s))
	if err != nil {
		panic(fmt.Sprintf("x402 facilitator: bad built-in ABI: %v", err))
	}
	return a
}

// Backend is what the ethclient-based implementations need from a node connection;
// *ethclient.Client and ethclient/simulated clients satisfy it.
type Backend interface {
	bind.ContractBackend
	TransactionReceipt(ctx context.Context, hash common.Hash) (*types.Receipt, error)
}

// EthChain reads token state through a Backend.
type EthChain struct {
	backend Backend
}

// NewEthChain returns a Chain over backend.
func NewEthChain(backend Backend) *EthChain { return &EthChain{backend: backend} }

func (c *EthChain) call(ctx context.Context, token common.Address, method string, args ...any) ([]any, error) {
	data, err := tokenABI.Pack(method, args...)
	if err != nil {
		return nil, fmt.Errorf("pack %s: %w", method, err)
	}
	out, err := c.backend.CallContract(ctx, ethereum.CallMsg{To: &token, Data: data}, nil)
	if err != nil {
		return nil, fmt.Errorf("call %s on %s: %w", method, token.Hex(), err)
	}
	res, err := tokenABI.Unpack(method, out)
	if err != nil {
		return nil, fmt.Errorf("decode %s result from %s: %w", method, token.Hex(), err)
	}
	return res, nil
}

// BalanceOf implements Chain.
func (c *EthChain) BalanceOf(ctx context.Context, token, owner common.Address) (*big.Int, error) {
	res, err := c.call(ctx, token, "balanceOf", owner)
	if err != nil {
		return nil, err
	}
	return res[0].(*big.Int), nil
}

// AuthorizationState implements Chain.
func (c *EthChain) AuthorizationState(ctx context.Context, token, authorizer common.Address, nonce [32]byte) (bool, error) {
	res, err := c.call(ctx, token, "authorizationState", authorizer, nonce)
	if err != nil {
		return false, err
	}
	return res[0].(bool), nil
}

// HasCode implements Chain.
func (c *EthChain) HasCode(ctx context.Context, addr common.Address) (bool, error) {
	code, err := c.backend.CodeAt(ctx, addr, nil)
	if err != nil {
		return false, fmt.Errorf("read code of %s: %w", addr.Hex(), err)
	}
	return len(code) > 0, nil
}

// Sender signs and broadcasts transactions from one key, one at a time. Share one Sender per
// key between settlers so that their nonces never collide.
type Sender struct {
	backend Backend
	key     *ecdsa.PrivateKey
	chainID *big.Int
	from    common.Address
	mu      sync.Mutex
}

// NewSender returns a Sender for key on chainID.
func NewSender(backend Backend, key *ecdsa.PrivateKey, chainID *big.Int) *Sender {
	return &Sender{backend: backend, key: key, chainID: chainID, from: crypto.PubkeyToAddress(key.PublicKey)}
}

// Address is the sending account.
func (s *Sender) Address() common.Address { return s.from }

// submit signs a call of to with calldata (estimating gas, so a revert fails here and nothing
// is stored), persists it, then broadcasts it, all under the sender's lock.
func (s *Sender) submit(ctx context.Context, to common.Address, calldata []byte, persist func(*types.Transaction) error) (*types.Transaction, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	opts := bind.NewKeyedTransactor(s.key, s.chainID)
	opts.Context, opts.NoSend = ctx, true
	tx, err := bind.NewBoundContract(to, abi.ABI{}, s.backend, s.backend, s.backend).RawTransact(opts, calldata)
	if err != nil {
		return nil, fmt.Errorf("sign settlement transaction: %w", err)
	}
	if err := persist(tx); err != nil {
		return nil, fmt.Errorf("persist settlement transaction: %w", err)
	}
	if err := s.backend.SendTransaction(ctx, tx); err != nil && !alreadyKnown(err) {
		return tx, fmt.Errorf("broadcast settlement transaction %s: %w", tx.Hash().Hex(), err)
	}
	return tx, nil
}

func (s *Sender) simulate(ctx context.Context, to common.Address, calldata []byte) error {
	_, err := s.backend.CallContract(ctx, ethereum.CallMsg{From: s.from, To: &to, Data: calldata}, nil)
	return err
}

// rebroadcast re-sends a stored transaction.
func (s *Sender) rebroadcast(ctx context.Context, tx *types.Transaction) error {
	if err := s.backend.SendTransaction(ctx, tx); err != nil && !alreadyKnown(err) {
		return fmt.Errorf("re-send settlement transaction %s: %w", tx.Hash().Hex(), err)
	}
	return nil
}

func (s *Sender) receipt(ctx context.Context, hash common.Hash) (*types.Receipt, error) {
	r, err := s.backend.TransactionReceipt(ctx, hash)
	if errors.Is(err, ethereum.NotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read receipt %s: %w", hash.Hex(), err)
	}
	return r, nil
}

// alreadyKnown reports node answers meaning the transaction is already in the pool or mined.
func alreadyKnown(err error) bool {
	m := strings.ToLower(err.Error())
	return strings.Contains(m, "already known") || strings.Contains(m, "already imported") ||
		strings.Contains(m, "nonce too low") || strings.Contains(m, "transaction already exists")
}

// TokenSettler settles by calling token.transferWithAuthorization(from, to, value, validAfter,
// validBefore, nonce, signature) (the bytes-signature form of USDC v2.2 and TestUSDC).
type TokenSettler struct {
	sender *Sender
}

// NewTokenSettler returns a settler that sends from sender.
func NewTokenSettler(sender *Sender) *TokenSettler { return &TokenSettler{sender: sender} }

func (t *TokenSettler) calldata(s Settlement) ([]byte, error) {
	a := s.Payment.Transfer
	data, err := tokenABI.Pack("transferWithAuthorization", a.From, a.To, a.Value, a.ValidAfter, a.ValidBefore, a.Nonce, s.Payment.Signature)
	if err != nil {
		return nil, fmt.Errorf("pack transferWithAuthorization: %w", err)
	}
	return data, nil
}

// Simulate implements Settler.
func (t *TokenSettler) Simulate(ctx context.Context, s Settlement) error {
	data, err := t.calldata(s)
	if err != nil {
		return err
	}
	return t.sender.simulate(ctx, s.Token, data)
}

// Submit implements Settler.
func (t *TokenSettler) Submit(ctx context.Context, s Settlement, persist func(*types.Transaction) error) (*types.Transaction, error) {
	data, err := t.calldata(s)
	if err != nil {
		return nil, err
	}
	return t.sender.submit(ctx, s.Token, data, persist)
}

// Rebroadcast implements Settler.
func (t *TokenSettler) Rebroadcast(ctx context.Context, tx *types.Transaction) error {
	return t.sender.rebroadcast(ctx, tx)
}

// Receipt implements Settler.
func (t *TokenSettler) Receipt(ctx context.Context, hash common.Hash) (*types.Receipt, error) {
	return t.sender.receipt(ctx, hash)
}

// Confirm implements Settler: the receipt must hold the token's Transfer(from, to, value).
func (t *TokenSettler) Confirm(r *types.Receipt, s Settlement) error {
	return confirmTransfer(r, s.Token, s.Payment.Transfer.From, s.Payment.Transfer.To, s.Payment.Transfer.Value)
}

// Signer implements Settler.
func (t *TokenSettler) Signer() common.Address { return t.sender.Address() }

func confirmTransfer(r *types.Receipt, token, from, to common.Address, value *big.Int) error {
	for _, l := range r.Logs {
		if l.Address != token || len(l.Topics) != 3 || l.Topics[0] != transferSig {
			continue
		}
		if common.BytesToAddress(l.Topics[1][:]) == from && common.BytesToAddress(l.Topics[2][:]) == to &&
			new(big.Int).SetBytes(l.Data).Cmp(value) == 0 {
			return nil
		}
	}
	return fmt.Errorf("no Transfer(%s, %s, %s) log of token %s in transaction %s", from.Hex(), to.Hex(), value, token.Hex(), r.TxHash.Hex())
}

// Requirements extra keys that route a payment into the escrow (see EscrowRoute).
const (
	// ExtraJobID is the escrow job id, a decimal string.
	ExtraJobID = "asaJobId"
	// ExtraTermsHash is the job's terms hash, 0x + 64 hex digits (zero hash for plain jobs).
	ExtraTermsHash = "asaTermsHash"
)

// Funding is what fundWithAuthorization needs beyond the authorization.
type Funding struct {
	JobID             *big.Int
	ExpectedBudget    *big.Int
	ExpectedTermsHash [32]byte
}

// FundingFromExtra reads the job funding from requirements: extra.asaJobId, extra.asaTermsHash
// (optional, zero by default), and the amount as the expected budget.
func FundingFromExtra(req x402.PaymentRequirements) (Funding, error) {
	var f Funding
	id, err := x402.ParseAmount(req.ExtraString(ExtraJobID))
	if err != nil {
		return f, fmt.Errorf("extra.%s: %w", ExtraJobID, err)
	}
	budget, err := x402.ParseAmount(req.Amount)
	if err != nil {
		return f, fmt.Errorf("amount: %w", err)
	}
	f.JobID, f.ExpectedBudget = id, budget
	if h := req.ExtraString(ExtraTermsHash); h != "" {
		b := common.FromHex(h)
		if !strings.HasPrefix(h, "0x") || len(b) != 32 || len(h) != 66 {
			return f, fmt.Errorf("extra.%s %q is not 0x + 64 hex digits", ExtraTermsHash, h)
		}
		copy(f.ExpectedTermsHash[:], b)
	}
	return f, nil
}

// EscrowSettler settles into the escrow: escrow.fundWithAuthorization(jobId, expectedBudget,
// expectedTermsHash, validAfter, validBefore, nonce, signature), so that the same transfer
// credits the job. The authorization's "to" (requirements.payTo) must be the job's deposit address
// (escrow.DepositAddress), which only that job can be funded from.
type EscrowSettler struct {
	sender  *Sender
	escrow  common.Address
	funding func(x402.PaymentRequirements) (Funding, error)
}

// NewEscrowSettler returns an escrow settler; funding defaults to FundingFromExtra.
func NewEscrowSettler(sender *Sender, escrow common.Address, funding func(x402.PaymentRequirements) (Funding, error)) *EscrowSettler {
	if funding == nil {
		funding = FundingFromExtra
	}
	return &EscrowSettler{sender: sender, escrow: escrow, funding: funding}
}

func (e *EscrowSettler) calldata(s Settlement) ([]byte, error) {
	f, err := e.funding(s.Requirements)
	if err != nil {
		return nil, err
	}
	if deposit := escrow.DepositAddress(e.escrow, f.JobID); s.Payment.Transfer.To != deposit {
		return nil, fmt.Errorf("authorization pays %s, not job %s's deposit address %s", s.Payment.Transfer.To.Hex(), f.JobID, deposit.Hex())
	}
	a := s.Payment.Transfer
	data, err := escrowABI.Pack("fundWithAuthorization", f.JobID, f.ExpectedBudget, f.ExpectedTermsHash, a.ValidAfter, a.ValidBefore, a.Nonce, s.Payment.Signature)
	if err != nil {
		return nil, fmt.Errorf("pack fundWithAuthorization: %w", err)
	}
	return data, nil
}

// Simulate implements Settler.
func (e *EscrowSettler) Simulate(ctx context.Context, s Settlement) error {
	data, err := e.calldata(s)
	if err != nil {
		return err
	}
	return e.sender.simulate(ctx, e.escrow, data)
}

// Submit implements Settler.
func (e *EscrowSettler) Submit(ctx context.Context, s Settlement, persist func(*types.Transaction) error) (*types.Transaction, error) {
	data, err := e.calldata(s)
	if err != nil {
		return nil, err
	}
	return e.sender.submit(ctx, e.escrow, data, persist)
}

// Rebroadcast implements Settler.
func (e *EscrowSettler) Rebroadcast(ctx context.Context, tx *types.Transaction) error {
	return e.sender.rebroadcast(ctx, tx)
}

// Receipt implements Settler.
func (e *EscrowSettler) Receipt(ctx context.Context, hash common.Hash) (*types.Receipt, error) {
	return e.sender.receipt(ctx, hash)
}

// Confirm implements Settler. A successful fundWithAuthorization funded the job: the escrow
// reverts otherwise. When the authorization had already been executed on the token, the
// escrow credits the job without a new Transfer log, so no log is required here.
func (e *EscrowSettler) Confirm(r *types.Receipt, s Settlement) error {
	if r.ContractAddress != (common.Address{}) {
		return errors.New("unexpected contract creation receipt")
	}
	return nil
}

// Signer implements Settler.
func (e *EscrowSettler) Signer() common.Address { return e.sender.Address() }

// EscrowRoute returns a Network.Route that sends requirements naming a job (extra.asaJobId) to
// escrow and all others to token.
func EscrowRoute(token Settler, escrow *EscrowSettler) func(x402.PaymentRequirements) (Settler, error) {
	return func(req x402.PaymentRequirements) (Settler, error) {
		if req.ExtraString(ExtraJobID) != "" {
			return escrow, nil
		}
		return token, nil
	}
}
