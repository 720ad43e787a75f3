package signer

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
)

// Clef is a remote signer speaking Clef's external JSON-RPC API (account_list,
// account_signTransaction, account_signTypedData, account_signData) over HTTP, WebSocket or IPC.
// Services that expose the same methods (web3signer's eth1 mode, wallet daemons) work too. The key
// never leaves the remote signer, which shows each request to its operator or its rules.
type Clef struct {
	rpc  *rpc.Client
	addr common.Address
	url  string
}

// DialClef connects to the signer at url and picks account: the zero address takes the signer's only
// account (an error when it has none or several). The signer must list the account.
func DialClef(ctx context.Context, url string, account common.Address) (*Clef, error) {
	c, err := rpc.DialContext(ctx, url)
	if err != nil {
		return nil, fmt.Errorf("clef %s: %w", redactURL(url), err)
	}
	s, err := NewClef(ctx, c, account)
	if err != nil {
		c.Close()
		return nil, fmt.Errorf("clef %s: %w", redactURL(url), err)
	}
	s.url = redactURL(url)
	return s, nil
}

// NewClef is DialClef over an existing client.
func NewClef(ctx context.Context, c *rpc.Client, account common.Address) (*Clef, error) {
	var list []common.Address
	if err := c.CallContext(ctx, &list, "account_list"); err != nil {
		return nil, fmt.Errorf("account_list: %w (is the signer running, and did its operator or rules approve the listing?)", err)
	}
	if account == (common.Address{}) {
		switch len(list) {
		case 0:
			return nil, errors.New("the signer lists no account")
		case 1:
			account = list[0]
		default:
			return nil, fmt.Errorf("the signer lists %d accounts; choose one with --account ADDRESS", len(list))
		}
	}
	found := false
	for _, a := range list {
		found = found || a == account
	}
	if !found {
		return nil, fmt.Errorf("the signer does not list %s (it lists %v)", account.Hex(), list)
	}
	return &Clef{rpc: c, addr: account}, nil
}

// Close closes the connection.
func (c *Clef) Close() { c.rpc.Close() }

// Address implements Signer.
func (c *Clef) Address() common.Address { return c.addr }

// SignTx implements Signer with account_signTransaction. Legacy, access-list and dynamic-fee
// transactions are supported; the chain id goes with the request, and Clef refuses one that is not
// its own.
func (c *Clef) SignTx(ctx context.Context, chainID *big.Int, tx *types.Transaction) (*types.Transaction, error) {
	if chainID == nil || chainID.Sign() <= 0 {
		return nil, errors.New("sign transaction: chain id must be positive")
	}
	args := apitypes.SendTxArgs{
		From:    common.NewMixedcaseAddress(c.addr),
		Gas:     hexutil.Uint64(tx.Gas()),
		Value:   hexutil.Big(*new(big.Int).Set(tx.Value())),
		Nonce:   hexutil.Uint64(tx.Nonce()),
		ChainID: (*hexutil.Big)(new(big.Int).Set(chainID)),
	}
	if to := tx.To(); to != nil {
		m := common.NewMixedcaseAddress(*to)
		args.To = &m
	}
	input := hexutil.Bytes(common.CopyBytes(tx.Data()))
	args.Input = &input
	switch tx.Type() {
	case types.LegacyTxType:
		args.GasPrice = (*hexutil.Big)(new(big.Int).Set(tx.GasPrice()))
	case types.AccessListTxType:
		args.GasPrice = (*hexutil.Big)(new(big.Int).Set(tx.GasPrice()))
		al := tx.AccessList()
		args.AccessList = &al
	case types.DynamicFeeTxType:
		args.MaxFeePerGas = (*hexutil.Big)(new(big.Int).Set(tx.GasFeeCap()))
		args.MaxPriorityFeePerGas = (*hexutil.Big)(new(big.Int).Set(tx.GasTipCap()))
		if al := tx.AccessList(); len(al) > 0 {
			args.AccessList = &al
		}
	default:
		return nil, fmt.Errorf("sign transaction: type %d is not one the remote signer API carries", tx.Type())
	}
	var res struct {
		Raw hexutil.Bytes `json:"raw"`
	}
	if err := c.rpc.CallContext(ctx, &res, "account_signTransaction", args); err != nil {
		return nil, fmt.Errorf("account_signTransaction: %w", err)
	}
	signed := new(types.Transaction)
	if err := signed.UnmarshalBinary(res.Raw); err != nil {
		return nil, fmt.Errorf("account_signTransaction: the signer's raw transaction: %w", err)
	}
	return signed, nil
}

// SignTypedData implements Signer with account_signTypedData.
func (c *Clef) SignTypedData(ctx context.Context, data apitypes.TypedData) ([]byte, error) {
	var sig hexutil.Bytes
	if err := c.rpc.CallContext(ctx, &sig, "account_signTypedData", common.NewMixedcaseAddress(c.addr), data); err != nil {
		return nil, fmt.Errorf("account_signTypedData: %w", err)
	}
	return Normalize(sig)
}

// SignText implements Signer with account_signData (text/plain: the EIP-191 personal message).
func (c *Clef) SignText(ctx context.Context, msg []byte) ([]byte, error) {
	var sig hexutil.Bytes
	if err := c.rpc.CallContext(ctx, &sig, "account_signData", "text/plain", common.NewMixedcaseAddress(c.addr), hexutil.Encode(msg)); err != nil {
		return nil, fmt.Errorf("account_signData: %w", err)
	}
	return Normalize(sig)
}

// String shows the address and the signer's URL without credentials.
func (c *Clef) String() string { return "clef(" + c.addr.Hex() + " at " + c.url + ")" }

// redactURL drops user info and the query (tokens) from a signer URL for errors and logs.
func redactURL(u string) string {
	if i := strings.Index(u, "://"); i >= 0 {
		rest := u[i+3:]
		if at := strings.LastIndex(strings.SplitN(rest, "/", 2)[0], "@"); at >= 0 {
			rest = "xxx@" + rest[at+1:]
		}
		u = u[:i+3] + rest
	}
	if q := strings.IndexAny(u, "?#"); q >= 0 {
		u = u[:q]
	}
	return u
}
