package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math/big"
	"os"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/x402/extensions/offerreceipt"
)

// maxReceiptFile bounds a receipt file (a receipt is under 2 KiB).
const maxReceiptFile = 1 << 20

func init() {
	var signer, escrowAddr, jobID, daemonURL string
	var minConf uint64
	register(&command{
		name:    "receipt verify",
		summary: "check a funding receipt: both signatures, then the transaction, block and JobFunded event on chain",
		usage:   "FILE [--signer ADDR | --daemon URL] [--escrow ADDR] [--job ID] [--confirmations N] [--rpc URL]",
		args:    1,
		flags: func(fs *flag.FlagSet) {
			fs.StringVar(&signer, "signer", "", "the offer key address the receipt must be signed by (the daemon publishes it at /.well-known/asa-escrow.json)")
			fs.StringVar(&daemonURL, "daemon", "", "pin the signer and the escrow to those this daemon publishes (/.well-known/asa-escrow.json)")
			fs.StringVar(&escrowAddr, "escrow", "", "the escrow the receipt must name")
			fs.StringVar(&jobID, "job", "", "the job the receipt must be for")
			fs.Uint64Var(&minConf, "confirmations", 1, "blocks the funding transaction must have (1 = mined)")
		},
		run: func(ctx context.Context, e *env) error {
			var pins asaclient.ReceiptPins
			for _, p := range []struct {
				flag, v string
				dst     *common.Address
			}{{"--signer", signer, &pins.Signer}, {"--escrow", escrowAddr, &pins.Escrow}} {
				if p.v == "" {
					continue
				}
				if !common.IsHexAddress(p.v) {
					return usagef("%s %q is not an address", p.flag, p.v)
				}
				*p.dst = common.HexToAddress(p.v)
			}
			if jobID != "" {
				id, ok := new(big.Int).SetString(jobID, 10)
				if !ok || id.Sign() < 0 {
					return usagef("--job %q is not a job id", jobID)
				}
				pins.JobID = id
			}
			pins.Confirmations = minConf
			if len(e.args) == 0 {
				return usagef("missing argument: asa receipt verify FILE")
			}
			fr, err := readFundingReceipt(e.args[0])
			if err != nil {
				return err
			}
			if daemonURL != "" {
				info, err := (&asaclient.Daemon{BaseURL: daemonURL}).EscrowInfo(ctx)
				if err != nil {
					return fmt.Errorf("read the daemon's signers: %w", err)
				}
				if pins.Signer != (common.Address{}) && pins.Signer != info.OfferSigner {
					return fmt.Errorf("--signer %s, but the daemon at %s publishes offer signer %s", pins.Signer.Hex(), daemonURL, info.OfferSigner.Hex())
				}
				if pins.Escrow != (common.Address{}) && pins.Escrow != info.Escrow {
					return fmt.Errorf("--escrow %s, but the daemon at %s serves escrow %s", pins.Escrow.Hex(), daemonURL, info.Escrow.Hex())
				}
				pins.Signer, pins.Escrow = info.OfferSigner, info.Escrow
			}
			c, err := e.dial(ctx)
			if err != nil {
				return err
			}
			defer c.Close()
			res, err := asaclient.VerifyFundingReceipt(ctx, c.client, c.chainID, fr, pins)
			if err != nil {
				return err
			}
			if e.jsonOut {
				return e.printJSON(res)
			}
			fmt.Fprintf(e.stdout, "receipt valid: job %s funded with %s base units by %s\n", res.JobID, res.Amount, res.Payer)
			fmt.Fprintf(e.stdout, "  signed by    %s%s\n", res.Signer, pinNote(pins.Signer != common.Address{}))
			fmt.Fprintf(e.stdout, "  escrow       %s%s\n", res.Escrow, pinNote(pins.Escrow != common.Address{}))
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
	return " (not pinned: pass --signer/--escrow or --daemon to require them)"
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
