package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math/big"
	"os"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/extensions/offerreceipt"
)

// maxReceiptFile bounds a receipt file (a receipt is under 2 KiB).
const maxReceiptFile = 1 << 20

func init() {
	var signer, escrowAddr string
	var minConf uint64
	register(&command{
		name:    "receipt verify",
		summary: "check a funding receipt: both signatures, then the transaction, block and JobFunded event on chain",
		usage:   "FILE [--signer ADDR] [--escrow ADDR] [--confirmations N] [--rpc URL]",
		args:    1,
		flags: func(fs *flag.FlagSet) {
			fs.StringVar(&signer, "signer", "", "the offer key address the receipt must be signed by (the daemon publishes it)")
			fs.StringVar(&escrowAddr, "escrow", "", "the escrow the receipt must name")
			fs.Uint64Var(&minConf, "confirmations", 1, "blocks the funding transaction must have (1 = mined)")
		},
		run: func(ctx context.Context, e *env) error {
			var pins receiptPins
			for _, p := range []struct {
				flag, v string
				dst     *common.Address
			}{{"--signer", signer, &pins.signer}, {"--escrow", escrowAddr, &pins.escrow}} {
				if p.v == "" {
					continue
				}
				if !common.IsHexAddress(p.v) {
					return usagef("%s %q is not an address", p.flag, p.v)
				}
				*p.dst = common.HexToAddress(p.v)
			}
			pins.confirmations = minConf
			if len(e.args) == 0 {
				return usagef("missing argument: asa receipt verify FILE")
			}
			fr, err := readFundingReceipt(e.args[0])
			if err != nil {
				return err
			}
			c, err := e.dial(ctx)
			if err != nil {
				return err
			}
			defer c.Close()
			res, err := verifyFundingReceipt(ctx, c.client, c.chainID, fr, pins)
			if err != nil {
				return err
			}
			if e.jsonOut {
				return e.printJSON(res)
			}
			fmt.Fprintf(e.stdout, "receipt valid: job %s funded with %s base units by %s\n", res.JobID, res.Amount, res.Payer)
			fmt.Fprintf(e.stdout, "  signed by    %s%s\n", res.Signer, pinNote(pins.signer != common.Address{}))
			fmt.Fprintf(e.stdout, "  escrow       %s%s\n", res.Escrow, pinNote(pins.escrow != common.Address{}))
			fmt.Fprintf(e.stdout, "  transaction  %s (%s)\n", res.Transaction, res.Method)
			fmt.Fprintf(e.stdout, "  block        %d %s, %d confirmation(s)\n", res.Block, res.BlockHash, res.Confirmations)
			fmt.Fprintf(e.stdout, "  terms hash   %s\n", res.TermsHash)
			return nil
		},
	})
}

func pinNote(pinned bool) string {
	if pinned {
		return " (as required)"
	}
	return " (not pinned: pass --signer/--escrow to require them)"
}

// receiptPins are what the verifier insists on besides the receipt's own consistency.
type receiptPins struct {
	signer, escrow common.Address
	confirmations  uint64
}

// receiptResult is what `asa receipt verify --json` prints.
type receiptResult struct {
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

// readFundingReceipt reads a receipt file: a funding receipt {receipt, escrowReceipt} (as the
// daemon stores and shows it), or a settlement response (a decoded PAYMENT-RESPONSE) whose
// extensions carry both receipts.
func readFundingReceipt(path string) (offerreceipt.FundingReceipt, error) {
	f, err := os.Open(path)
	if err != nil {
		return offerreceipt.FundingReceipt{}, fmt.Errorf("read receipt: %w", err)
	}
	defer f.Close()
	var raw map[string]json.RawMessage
	dec := json.NewDecoder(&limitedReader{f, maxReceiptFile})
	if err := dec.Decode(&raw); err != nil {
		return offerreceipt.FundingReceipt{}, fmt.Errorf("receipt %s is not a JSON object: %w", path, err)
	}
	if ext, ok := raw["extensions"]; ok {
		var exts map[string]any
		if err := json.Unmarshal(ext, &exts); err != nil {
			return offerreceipt.FundingReceipt{}, fmt.Errorf("receipt %s: extensions: %w", path, err)
		}
		fr, found, err := offerreceipt.FundingReceiptOf(exts)
		if err != nil {
			return offerreceipt.FundingReceipt{}, fmt.Errorf("receipt %s: %w", path, err)
		}
		if !found {
			return offerreceipt.FundingReceipt{}, fmt.Errorf("receipt %s: the settlement response carries no %q and %q receipts", path, offerreceipt.Key, offerreceipt.EscrowKey)
		}
		return fr, nil
	}
	if raw["receipt"] == nil || raw["escrowReceipt"] == nil {
		return offerreceipt.FundingReceipt{}, fmt.Errorf("receipt %s: want {\"receipt\", \"escrowReceipt\"} (as GET /v1/jobs/{id} shows it) or a settlement response with extensions", path)
	}
	var fr offerreceipt.FundingReceipt
	if err := json.Unmarshal(raw["receipt"], &fr.Receipt); err != nil {
		return fr, fmt.Errorf("receipt %s: receipt: %w", path, err)
	}
	if err := json.Unmarshal(raw["escrowReceipt"], &fr.EscrowReceipt); err != nil {
		return fr, fmt.Errorf("receipt %s: escrowReceipt: %w", path, err)
	}
	return fr, nil
}

type limitedReader struct {
	f interface{ Read([]byte) (int, error) }
	n int64
}

func (l *limitedReader) Read(p []byte) (int, error) {
	if l.n <= 0 {
		return 0, errors.New("receipt file is larger than 1 MiB")
	}
	if int64(len(p)) > l.n {
		p = p[:l.n]
	}
	n, err := l.f.Read(p)
	l.n -= int64(n)
	return n, err
}

// chainReader is what receipt verification asks the node.
type chainReader interface {
	TransactionReceipt(ctx context.Context, hash common.Hash) (*types.Receipt, error)
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	CallContract(ctx context.Context, msg ethereum.CallMsg, block *big.Int) ([]byte, error)
}

var _ chainReader = (*ethclient.Client)(nil)

// verifyFundingReceipt checks a funding receipt's two signatures (one key, the same payment),
// the pins, and then the chain: the transaction succeeded in the stated block, that block is
// canonical, the escrow logged JobFunded for the job with the payer and the amount, and the job's
// terms hash is the receipt's.
func verifyFundingReceipt(ctx context.Context, c chainReader, chainID *big.Int, fr offerreceipt.FundingReceipt, pins receiptPins) (receiptResult, error) {
	signer, er, err := fr.Verify()
	if err != nil {
		return receiptResult{}, fmt.Errorf("receipt signatures: %w", err)
	}
	res := receiptResult{Signer: signer.Hex(), Network: er.Network, Escrow: er.Escrow, JobID: er.JobID, TermsHash: er.TermsHash,
		Payer: er.Payer, Amount: er.Amount, Transaction: er.Transaction, Block: er.BlockNumber, BlockHash: er.BlockHash, IssuedAt: er.IssuedAt}
	if pins.signer != (common.Address{}) && signer != pins.signer {
		return res, fmt.Errorf("receipt is signed by %s, not by the required signer %s", signer.Hex(), pins.signer.Hex())
	}
	escrowAddr := common.HexToAddress(er.Escrow)
	if pins.escrow != (common.Address{}) && escrowAddr != pins.escrow {
		return res, fmt.Errorf("receipt names escrow %s, not the required %s", escrowAddr.Hex(), pins.escrow.Hex())
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
	if res.Confirmations < pins.confirmations {
		return res, fmt.Errorf("transaction %s has %d confirmation(s), fewer than the %d required", tx.Hex(), res.Confirmations, pins.confirmations)
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
