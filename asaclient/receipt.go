package asaclient

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/extensions/offerreceipt"
)

// ReceiptPins are what VerifyFundingReceipt insists on besides the receipt's own consistency and the
// chain: zero fields are not checked.
type ReceiptPins struct {
	// Signer is the offer signer the receipt must be signed by (the daemon publishes it at
	// /.well-known/asa-escrow.json).
	Signer common.Address
	// Escrow is the escrow the receipt must name.
	Escrow common.Address
	// JobID is the job the receipt must be for.
	JobID *big.Int
	// Confirmations is how many blocks the funding transaction must have (1 = mined).
	Confirmations uint64
}

// ReceiptCheck is what VerifyFundingReceipt found (`asa receipt verify --json` prints it).
type ReceiptCheck struct {
	Valid         bool   `json:"valid"`
	Signer        string `json:"signer"`
	Network       string `json:"network"`
	Escrow        string `json:"escrow"`
	JobID         string `json:"jobId"`
	TermsHash     string `json:"termsHash"`
	Payer         string `json:"payer"`
	Amount        string `json:"amount"`
	Transaction   string `json:"transaction"`
	Method        string `json:"method"` // fundWithAuthorization (x402) or fund
	Block         uint64 `json:"block"`
	BlockHash     string `json:"blockHash"`
	Confirmations uint64 `json:"confirmations"`
	IssuedAt      int64  `json:"issuedAt"`
}

// ReceiptChain is what receipt verification asks the node (*ethclient.Client).
type ReceiptChain interface {
	TransactionReceipt(ctx context.Context, hash common.Hash) (*types.Receipt, error)
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	CallContract(ctx context.Context, msg ethereum.CallMsg, block *big.Int) ([]byte, error)
}

var _ ReceiptChain = (*ethclient.Client)(nil)

// VerifyFundingReceipt checks a funding receipt (as a daemon answers a funding and GET /v1/jobs/{id}
// shows it): its two signatures (one key, the same payment), the pins, and then the chain: the
// transaction succeeded in the stated block, that block is canonical and deep enough, the escrow
// logged JobFunded for the job with the payer and the amount, and the job's terms hash is the
// receipt's. The check is returned even on an error, filled as far as it got.
func VerifyFundingReceipt(ctx context.Context, c ReceiptChain, chainID *big.Int, fr offerreceipt.FundingReceipt, pins ReceiptPins) (ReceiptCheck, error) {
	signer, er, err := fr.Verify()
	if err != nil {
		return ReceiptCheck{}, fmt.Errorf("receipt signatures: %w", err)
	}
	res := ReceiptCheck{Signer: signer.Hex(), Network: er.Network, Escrow: er.Escrow, JobID: er.JobID, TermsHash: er.TermsHash,
		Payer: er.Payer, Amount: er.Amount, Transaction: er.Transaction, Block: er.BlockNumber, BlockHash: er.BlockHash, IssuedAt: er.IssuedAt}
	if pins.Signer != (common.Address{}) && signer != pins.Signer {
		return res, fmt.Errorf("receipt is signed by %s, not by the required signer %s", signer.Hex(), pins.Signer.Hex())
	}
	escrowAddr := common.HexToAddress(er.Escrow)
	if pins.Escrow != (common.Address{}) && escrowAddr != pins.Escrow {
		return res, fmt.Errorf("receipt names escrow %s, not the required %s", escrowAddr.Hex(), pins.Escrow.Hex())
	}
	if pins.JobID != nil && er.JobID != pins.JobID.String() {
		return res, fmt.Errorf("receipt is for job %s, not the required job %s", er.JobID, pins.JobID)
	}
	want, err := x402.ChainID(er.Network)
	if err != nil {
		return res, fmt.Errorf("receipt network: %w", err)
	}
	if want.Cmp(chainID) != 0 {
		return res, fmt.Errorf("receipt is for chain %s but the RPC serves chain %s: pass --rpc for %s", want, chainID, er.Network)
	}
	jobID, _ := new(big.Int).SetString(er.JobID, 10)
	amount, _ := new(big.Int).SetString(er.Amount, 10)
	payer, tx, blockHash := common.HexToAddress(er.Payer), common.HexToHash(er.Transaction), common.HexToHash(er.BlockHash)

	rc, err := c.TransactionReceipt(ctx, tx)
	if errors.Is(err, ethereum.NotFound) {
		return res, fmt.Errorf("transaction %s is not on chain %s (never mined, or reorged out)", tx.Hex(), chainID)
	}
	if err != nil {
		return res, fmt.Errorf("read transaction %s: %w", tx.Hex(), err)
	}
	if rc.Status != types.ReceiptStatusSuccessful {
		return res, fmt.Errorf("transaction %s reverted", tx.Hex())
	}
	if rc.BlockNumber.Uint64() != er.BlockNumber || rc.BlockHash != blockHash {
		return res, fmt.Errorf("transaction %s is in block %d %s, the receipt says block %d %s", tx.Hex(), rc.BlockNumber, rc.BlockHash.Hex(), er.BlockNumber, blockHash.Hex())
	}
	h, err := c.HeaderByNumber(ctx, rc.BlockNumber)
	if err != nil {
		return res, fmt.Errorf("read block %d: %w", er.BlockNumber, err)
	}
	if h.Hash() != blockHash {
		return res, fmt.Errorf("block %d is %s on the canonical chain, not %s", er.BlockNumber, h.Hash().Hex(), blockHash.Hex())
	}
	head, err := c.HeaderByNumber(ctx, nil)
	if err != nil {
		return res, fmt.Errorf("read the chain head: %w", err)
	}
	res.Confirmations = head.Number.Uint64() - er.BlockNumber + 1
	if res.Confirmations < pins.Confirmations {
		return res, fmt.Errorf("transaction %s has %d confirmation(s), fewer than the %d required", tx.Hex(), res.Confirmations, pins.Confirmations)
	}

	esc := bindings.NewAsaEscrow()
	funded := false
	res.Method = "fund"
	var others []string
	for _, l := range rc.Logs {
		if l.Address != escrowAddr {
			continue
		}
		if ev, err := esc.UnpackJobFundedEvent(l); err == nil {
			if ev.JobId.Cmp(jobID) != 0 {
				others = append(others, ev.JobId.String())
				continue
			}
			if ev.Client != payer || ev.Amount.Cmp(amount) != 0 {
				return res, fmt.Errorf("JobFunded for job %s names client %s and amount %s, the receipt payer %s and amount %s",
					jobID, ev.Client.Hex(), ev.Amount, payer.Hex(), amount)
			}
			funded = true
		}
		if ev, err := esc.UnpackFundedWithAuthorizationEvent(l); err == nil && ev.JobId.Cmp(jobID) == 0 && ev.From == payer {
			res.Method = "fundWithAuthorization"
		}
	}
	if !funded {
		if len(others) > 0 {
			return res, fmt.Errorf("transaction %s funded job(s) %s on escrow %s, not job %s", tx.Hex(), strings.Join(others, ", "), escrowAddr.Hex(), jobID)
		}
		return res, fmt.Errorf("transaction %s has no JobFunded event of escrow %s for job %s", tx.Hex(), escrowAddr.Hex(), jobID)
	}

	call := func(data []byte) ([]byte, error) {
		return c.CallContract(ctx, ethereum.CallMsg{To: &escrowAddr, Data: data}, nil)
	}
	out, err := call(esc.PackGetJob(jobID))
	if err != nil {
		return res, fmt.Errorf("read job %s: %w", jobID, err)
	}
	job, err := esc.UnpackGetJob(out)
	if err != nil {
		return res, fmt.Errorf("read job %s: %w", jobID, err)
	}
	var termsHash common.Hash
	if job.TermsId != 0 {
		out, err := call(esc.PackTermsById(job.TermsId))
		if err != nil {
			return res, fmt.Errorf("read terms of job %s: %w", jobID, err)
		}
		t, err := esc.UnpackTermsById(out)
		if err != nil {
			return res, fmt.Errorf("read terms of job %s: %w", jobID, err)
		}
		termsHash = t.TermsHash
	}
	if termsHash != common.HexToHash(er.TermsHash) {
		return res, fmt.Errorf("job %s has terms hash %s, the receipt says %s", jobID, termsHash.Hex(), er.TermsHash)
	}
	res.Valid = true
	return res, nil
}

// EscrowInfo reads GET /.well-known/asa-escrow.json: the daemon's chain, escrow and token, its offer
// signer (the key of its offers and funding receipts) and its settlement signer. A daemon without x402
// has none (an error with code not_found).
func (d *Daemon) EscrowInfo(ctx context.Context) (*wire.EscrowInfo, error) {
	var out wire.EscrowInfo
	if err := d.do(ctx, http.MethodGet, "/.well-known/asa-escrow.json", nil, &out); err != nil {
		return nil, err
	}
	return &out, nil
}
