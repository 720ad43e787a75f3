package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/ledger"
	"github.com/asa-escrow/asa/ledger/proofs"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
)

func init() {
	registerLedgerDeposit()
	registerLedgerStatus()
	registerLedgerWithdraw()
	registerLedgerExit()
}

// txRef is a transaction in --json output.
type txRef struct {
	Tx    string `json:"tx"`
	Block uint64 `json:"block"`
}

func refOf(r *types.Receipt) *txRef {
	if r == nil {
		return nil
	}
	return &txRef{Tx: r.TxHash.Hex(), Block: r.BlockNumber.Uint64()}
}

// ledgerDeposited is `asa ledger deposit --json`.
type ledgerDeposited struct {
	Ledger          string `json:"ledger"`
	ChainID         uint64 `json:"chainId"`
	Account         string `json:"account"`
	Index           uint32 `json:"index"`
	Registered      bool   `json:"registered"` // this command registered it
	RegistrationFee string `json:"registrationFee,omitempty"`
	Amount          string `json:"amount"`    // what this command added to deposited
	Deposited       string `json:"deposited"` // the account's on-chain deposited total after it
	DepositAddress  string `json:"depositAddress"`
	Approve         *txRef `json:"approve,omitempty"`
	Register        *txRef `json:"register,omitempty"`
	Deposit         *txRef `json:"deposit,omitempty"`
	Sweep           *txRef `json:"sweep,omitempty"`
	// X402 is the daemon's settlement of an --x402 deposit.
	X402 *x402Ref `json:"x402,omitempty"`
}

// x402Ref is an x402 deposit's settlement in --json output.
type x402Ref struct {
	Tx        string `json:"tx"`
	Payer     string `json:"payer"`
	PaymentID string `json:"paymentId"`
	Daemon    string `json:"daemon"`
}

func registerLedgerDeposit() {
	var lf ledgerFlags
	var o depositOptions
	register(&command{
		name: "ledger deposit",
		summary: "netted ledger: deposit --amount into the signing key's balance (approve + deposit; registers the account first, " +
			"paying the ledger's registration fee), or pay it by --x402 through the operator daemon (one EIP-3009 signature, no approve), " +
			"or --sweep what was paid to its deposit address (a plain transfer)",
		usage: "--ledger ADDR (--amount USDC [--x402 [--daemon URL]] | --sweep)",
		flags: func(fs *flag.FlagSet) {
			lf.register(fs, "")
			fs.StringVar(&o.amount, "amount", "", "the deposit in token units (e.g. 25 or 0.5)")
			fs.BoolVar(&o.sweep, "sweep", false, "move what the account's deposit address holds into its balance (sweepDeposit) instead of depositing from the wallet")
			fs.BoolVar(&o.x402, "x402", false, "pay the deposit through the operator daemon's x402 route (POST /v1/ledger/accounts/{address}/deposit): "+
				"the key signs one EIP-3009 authorization to its own deposit address and the daemon executes depositWithAuthorization; no approve, no gas")
			fs.StringVar(&o.daemonURL, "daemon", "", "the operator daemon's URL, for --x402 (default $ASA_DAEMON)")
		},
		run: func(ctx context.Context, e *env) error { return runLedgerDeposit(ctx, e, &lf, o) },
	})
}

// depositOptions are `asa ledger deposit`'s own flags.
type depositOptions struct {
	amount    string
	sweep     bool
	x402      bool
	daemonURL string
}

func runLedgerDeposit(ctx context.Context, e *env, lf *ledgerFlags, o depositOptions) error {
	amountText, sweep := o.amount, o.sweep
	switch {
	case sweep && amountText != "":
		return usagef("--sweep moves what is already at the deposit address: it takes no --amount")
	case sweep && o.x402:
		return usagef("--sweep and --x402 exclude each other: an x402 deposit is credited in its own transaction, nothing is left to sweep")
	case !sweep && amountText == "":
		return usagef("--amount USDC is required (token units, e.g. 25 or 0.5), or --sweep")
	case o.daemonURL != "" && !o.x402:
		return usagef("--daemon is for --x402 (the daemon that sells the deposit)")
	}
	if err := lf.validate(); err != nil {
		return err
	}
	daemonURL := ""
	if o.x402 {
		if daemonURL = e.daemonURL(o.daemonURL); daemonURL == "" {
			return usagef("--x402 needs --daemon URL (or ASA_DAEMON): the ledger's operator daemon sells the deposit")
		}
	}
	k, err := e.key(ctx)
	if err != nil {
		return err
	}
	l, err := e.openLedger(ctx, lf)
	if err != nil {
		return err
	}
	defer l.Close()
	var amount *big.Int
	if !sweep {
		if amount, err = l.ledgerAmount(amountText); err != nil {
			return err
		}
	}
	from := k.Address()
	s, err := l.read(ctx, from)
	if err != nil {
		return err
	}
	if err := l.notExit(s, "deposits"); err != nil {
		return err
	}
	depAddr, err := l.depositAddress(ctx, from)
	if err != nil {
		return err
	}
	out := ledgerDeposited{Ledger: l.addr.Hex(), ChainID: l.chainID.Uint64(), Account: from.Hex(), DepositAddress: depAddr.Hex()}
	fee := s.RegistrationFee
	if o.x402 {
		return l.depositX402(ctx, e, k, s, amount, daemonURL, out)
	}
	var last *types.Receipt
	if sweep {
		held, err := l.balanceOf(ctx, depAddr)
		if err != nil {
			return err
		}
		if held.Sign() == 0 {
			return withCode(codeWrongState, fmt.Errorf("nothing to sweep: %s's deposit address %s holds no token; pay it first (an x402 payment or a plain transfer of %s)",
				from.Hex(), depAddr.Hex(), l.token.Hex()))
		}
		if s.Index == 0 && held.Cmp(fee) <= 0 {
			return withCode(codeWrongState, fmt.Errorf("%s is not registered and its first deposit pays the registration fee of %s: its deposit address holds only %s",
				from.Hex(), l.amount(fee), l.amount(held)))
		}
		rcpt, err := l.send(ctx, k, l.c, l.L.PackSweepDeposit(from), "sweepDeposit")
		if err != nil {
			return err
		}
		out.Sweep, last = refOf(rcpt), rcpt
		out.Registered = s.Index == 0
	} else {
		need := new(big.Int).Set(amount)
		if s.Index == 0 {
			need.Add(need, fee)
		}
		bal, err := l.balanceOf(ctx, from)
		if err != nil {
			return err
		}
		if bal.Cmp(need) < 0 {
			what := "the deposit"
			if s.Index == 0 && fee.Sign() > 0 {
				what = fmt.Sprintf("the deposit and the registration fee (%s)", l.amount(fee))
			}
			return fmt.Errorf("%s holds %s of token %s but %s needs %s; top up the wallet first", from.Hex(), l.amount(bal), l.token.Hex(), what, l.amount(need))
		}
		allowed, err := l.allowance(ctx, from)
		if err != nil {
			return err
		}
		if allowed.Cmp(need) < 0 {
			rcpt, err := l.send(ctx, k, l.tokC, l.tok.PackApprove(l.addr, need), "approve the ledger")
			if err != nil {
				return err
			}
			out.Approve = refOf(rcpt)
		}
		if s.Index == 0 {
			rcpt, err := l.send(ctx, k, l.c, l.L.PackRegister(), "register")
			if err != nil {
				return err
			}
			out.Register, out.Registered = refOf(rcpt), true
		}
		rcpt, err := l.send(ctx, k, l.c, l.L.PackDeposit(amount), "deposit")
		if err != nil {
			return err
		}
		out.Deposit, last = refOf(rcpt), rcpt
	}
	credited := new(big.Int)
	for _, lg := range last.Logs {
		if ev, err := l.L.UnpackDepositedEvent(lg); err == nil && ev.Account == from {
			credited.Add(credited, ev.Amount)
		}
	}
	after, err := l.read(ctx, from)
	if err != nil {
		return err
	}
	out.Index, out.Amount, out.Deposited = after.Index, credited.String(), after.Deposited.String()
	if out.Registered {
		out.RegistrationFee = fee.String()
	}
	if e.jsonOut {
		return e.printJSON(out)
	}
	w := e.stdout
	verb := "deposited"
	if sweep {
		verb = "swept"
	}
	fmt.Fprintf(w, "%s %s %s into ledger %s: account index %d, deposited total %s\n", from.Hex(), verb, l.amount(credited), l.addr.Hex(), after.Index, l.amount(after.Deposited))
	if out.Registered {
		fmt.Fprintf(w, "  registered at index %d (registration fee %s, paid to the operator)\n", after.Index, l.amount(fee))
	}
	for _, t := range []struct {
		what string
		r    *txRef
	}{{"approve", out.Approve}, {"register", out.Register}, {"deposit", out.Deposit}, {"sweep", out.Sweep}} {
		if t.r != nil {
			fmt.Fprintf(w, "  %-10s tx %s (block %d)\n", t.what, t.r.Tx, t.r.Block)
		}
	}
	fmt.Fprintf(w, "deposit address %s: plain transfers to it also fund this account ('asa ledger deposit --sweep' moves them in); 'asa ledger deposit --x402' pays a deposit through the operator daemon without approve or gas\n", depAddr.Hex())
	fmt.Fprintf(w, "the operator counts deposits in its next epoch: 'asa ledger status --ledger %s --operator URL' shows the balance\n", l.addr.Hex())
	return nil
}

// depositX402 pays a deposit of amount into k's balance through the operator daemon's x402 route and reports it
// as out (the account's on-chain state s before it).
func (l *ledgerSession) depositX402(ctx context.Context, e *env, k signer.Signer, s *ledgerState, amount *big.Int, daemonURL string, out ledgerDeposited) error {
	from := k.Address()
	fee := s.RegistrationFee
	if s.Index == 0 && amount.Cmp(fee) <= 0 {
		return withCode(codeWrongState, fmt.Errorf("%s is not registered: its first deposit pays the registration fee of %s and must be more than that", from.Hex(), l.amount(fee)))
	}
	bal, err := l.balanceOf(ctx, from)
	if err != nil {
		return err
	}
	if bal.Cmp(amount) < 0 {
		return fmt.Errorf("%s holds %s of token %s but the deposit needs %s; top up the wallet first", from.Hex(), l.amount(bal), l.token.Hex(), l.amount(amount))
	}
	d := &asaclient.Daemon{BaseURL: daemonURL}
	res, err := d.DepositLedgerX402(ctx, k, asaclient.LedgerDeposit{Ledger: l.addr, Token: l.token, ChainID: l.chainID, Amount: amount,
		TokenDomain: asaclient.TokenDomain{Name: l.profile.TokenName, Version: l.profile.TokenVersion}})
	if err != nil {
		if errors.Is(err, asaclient.ErrLedgerX402Unavailable) {
			return fmt.Errorf("%s sells no x402 deposits into ledger %s (it is not the ledger's operator daemon, or runs without --x402); nothing was signed for payment: "+
				"deposit without --x402 (approve + deposit)", daemonURL, l.addr.Hex())
		}
		return err
	}
	after, err := l.read(ctx, from)
	if err != nil {
		return err
	}
	out.Index, out.Deposited, out.Registered = after.Index, after.Deposited.String(), s.Index == 0
	out.Amount = new(big.Int).Sub(after.Deposited, s.Deposited).String()
	if out.Registered {
		out.RegistrationFee = fee.String()
	}
	out.X402 = &x402Ref{Tx: res.Transaction.Hex(), Payer: res.Settlement.Payer, PaymentID: res.PaymentID, Daemon: daemonURL}
	if e.jsonOut {
		return e.printJSON(out)
	}
	w := e.stdout
	fmt.Fprintf(w, "%s deposited %s into ledger %s by x402: account index %d, deposited total %s\n", from.Hex(), l.amount(amount), l.addr.Hex(), after.Index, l.amount(after.Deposited))
	if out.Registered {
		fmt.Fprintf(w, "  registered at index %d (registration fee %s, paid to the operator from the deposit)\n", after.Index, l.amount(fee))
	}
	fmt.Fprintf(w, "  payment-completed  tx %s (depositWithAuthorization, sent and paid for by the daemon; payment id %s)\n", res.Transaction.Hex(), res.PaymentID)
	fmt.Fprintf(w, "the operator counts deposits in its next epoch: 'asa ledger status --ledger %s --operator %s' shows the balance\n", l.addr.Hex(), daemonURL)
	return nil
}

// ledgerLeafView is an account's leaf at one epoch in --json output (amounts in base units).
type ledgerLeafView struct {
	Epoch       uint64 `json:"epoch"`
	Posted      bool   `json:"posted"` // on chain, and its state root is the operator's
	Final       bool   `json:"final"`  // final on chain
	FinalAt     uint64 `json:"finalAt,omitempty"`
	Balance     string `json:"balance"`
	Credited    string `json:"credited"`
	Debited     string `json:"debited"`
	Deposits    string `json:"deposits"`
	Withdrawals string `json:"withdrawals"` // the withdrawals the state counted (cumulative)
	Nonce       string `json:"nonce"`
}

func leafView(p *provenLeaf) *ledgerLeafView {
	l := p.Leaf
	return &ledgerLeafView{Epoch: p.Epoch, Posted: p.Posted, Final: p.Final, FinalAt: p.FinalAt, Balance: l.Balance().String(),
		Credited: orZero(l.Credited).String(), Debited: orZero(l.Debited).String(), Deposits: orZero(l.Deposits).String(),
		Withdrawals: orZero(l.Withdrawals).String(), Nonce: orZero(l.Nonce).String()}
}

// ledgerStatusView is `asa ledger status --json`.
type ledgerStatusView struct {
	Ledger          string  `json:"ledger"`
	ChainID         uint64  `json:"chainId"`
	Token           string  `json:"token"`
	Decimals        uint8   `json:"decimals"`
	Time            uint64  `json:"time"` // the chain's time
	Account         string  `json:"account"`
	Index           uint32  `json:"index"`
	Deposited       string  `json:"deposited"`
	Requested       string  `json:"requested"`
	Paid            string  `json:"paid"`
	ExitCredited    string  `json:"exitCredited"`
	WalletBalance   string  `json:"walletBalance"`
	DepositAddress  string  `json:"depositAddress"`
	DepositPending  string  `json:"depositAddressHolds"` // what sweepDeposit would move in
	LastEpoch       uint64  `json:"lastEpoch"`
	LastPostedAt    uint64  `json:"lastEpochPostedAt"`
	LastFinal       bool    `json:"lastEpochFinal"`
	LastFinalAt     uint64  `json:"lastEpochFinalAt,omitempty"`
	ExitMode        bool    `json:"exitMode"`
	ExitAt          uint64  `json:"exitAt,omitempty"`
	ExitEpochFixed  bool    `json:"exitEpochFixed"`
	ExitEpoch       *uint64 `json:"exitEpoch,omitempty"`
	SilentFrom      uint64  `json:"silentFrom,omitempty"` // when anyone may declare the operator silent (not in exit mode)
	Operator        string  `json:"operator"`
	Bond            string  `json:"bond"`
	BondAmount      string  `json:"bondAmount"`
	RegistrationFee string  `json:"registrationFee"`
	ChallengeWindow uint64  `json:"challengeWindow"`
	LivenessTimeout uint64  `json:"livenessTimeout"`
	// From --operator.
	OperatorURL    string          `json:"operatorUrl,omitempty"`
	OperatorLatest *uint64         `json:"operatorLatest,omitempty"`
	OperatorFinal  *uint64         `json:"operatorFinal,omitempty"`
	Pending        *int            `json:"pending,omitempty"`
	FinalLeaf      *ledgerLeafView `json:"finalLeaf,omitempty"`
	LatestLeaf     *ledgerLeafView `json:"latestLeaf,omitempty"`
	// Withdrawable is what 'withdraw --claim' pays now: the final leaf's withdrawals less paid (0 in exit mode).
	Withdrawable string `json:"withdrawable,omitempty"`
	// ExitPayable is what 'exit' pays now, once the exit epoch is fixed.
	ExitPayable string `json:"exitPayable,omitempty"`
}

func registerLedgerStatus() {
	var lf ledgerFlags
	register(&command{
		name: "ledger status",
		summary: "netted ledger: an account's deposits, withdrawal requests and payouts on chain, the epochs, exit mode and the operator's bond; " +
			"with --operator its leaf at the latest final and the latest epoch (checked against the chain) and what 'withdraw --claim' pays now",
		usage: "--ledger ADDR [--operator URL] [--account ADDR]   (default account: the signing key's)",
		flags: func(fs *flag.FlagSet) {
			lf.register(fs, "the operator's API (or any mirror of its data) for the account's leaves")
		},
		run: func(ctx context.Context, e *env) error { return runLedgerStatus(ctx, e, &lf) },
	})
}

func runLedgerStatus(ctx context.Context, e *env, lf *ledgerFlags) error {
	if err := lf.validate(); err != nil {
		return err
	}
	who, err := e.ledgerAccount(ctx)
	if err != nil {
		return err
	}
	l, err := e.openLedger(ctx, lf)
	if err != nil {
		return err
	}
	defer l.Close()
	var op *operatorAPI
	if lf.operator != "" {
		if op, err = l.operator(ctx, lf.operator); err != nil {
			return err
		}
	}
	s, err := l.read(ctx, who)
	if err != nil {
		return err
	}
	if err := l.registered(s); err != nil {
		return err
	}
	depAddr, err := l.depositAddress(ctx, who)
	if err != nil {
		return err
	}
	held, err := l.balanceOf(ctx, depAddr)
	if err != nil {
		return err
	}
	wallet, err := l.balanceOf(ctx, who)
	if err != nil {
		return err
	}
	v := ledgerStatusView{Ledger: l.addr.Hex(), ChainID: l.chainID.Uint64(), Token: l.token.Hex(), Decimals: l.dec, Time: s.Now,
		Account: who.Hex(), Index: s.Index, Deposited: s.Deposited.String(), Requested: s.Requested.String(), Paid: s.Paid.String(),
		ExitCredited: s.ExitCredited.String(), WalletBalance: wallet.String(), DepositAddress: depAddr.Hex(), DepositPending: held.String(),
		LastEpoch: s.LastEpoch, LastPostedAt: s.Last.PostedAt, LastFinalAt: s.finalAt(s.LastEpoch, s.Last), ExitMode: s.ExitMode,
		ExitEpochFixed: s.ExitEpochFixed, Operator: s.Operator.Hex(), Bond: s.Bond.String(), BondAmount: s.BondAmount.String(),
		RegistrationFee: s.RegistrationFee.String(), ChallengeWindow: s.ChallengeWindow, LivenessTimeout: s.LivenessTimeout}
	v.LastFinal = v.LastFinalAt <= s.Now
	if s.ExitMode {
		v.ExitAt = s.ExitAt
	} else {
		v.SilentFrom = s.silentFrom()
	}
	if s.ExitEpochFixed {
		x := s.ExitEpoch
		v.ExitEpoch = &x
	}
	var final, latest, exit *provenLeaf
	if op != nil {
		v.OperatorURL = op.url
		v.OperatorLatest, v.OperatorFinal, v.Pending = &op.info.Latest, &op.info.Final, &op.info.Pending
		// An account the operator has not counted yet has no leaf there: shown as none, not an error.
		leafOrNone := func(epoch uint64) (*provenLeaf, error) {
			p, err := l.leaf(ctx, op, s, epoch)
			if errors.Is(err, proofs.ErrNotFound) {
				return nil, nil
			}
			return p, err
		}
		if final, err = leafOrNone(0); err != nil {
			return err
		}
		latest = final
		if op.info.Latest != 0 && (final == nil || op.info.Latest != final.Epoch) {
			if latest, err = leafOrNone(op.info.Latest); err != nil {
				return err
			}
		}
		v.Withdrawable = "0"
		if final != nil {
			v.FinalLeaf = leafView(final)
			v.Withdrawable = claimable(s, final).String()
		}
		if latest != nil {
			v.LatestLeaf = leafView(latest)
		}
		if s.ExitEpochFixed {
			exit = final
			if final == nil || final.Epoch != s.ExitEpoch {
				if exit, err = leafOrNone(s.ExitEpoch); err != nil {
					return err
				}
			}
			if exit != nil {
				v.ExitPayable = exitPayable(s, exit.Leaf).String()
			}
		}
	}
	if e.jsonOut {
		return e.printJSON(v)
	}
	w, now := e.stdout, s.now()
	fmt.Fprintf(w, "account %s on ledger %s (chain %s): index %d\n", who.Hex(), l.addr.Hex(), l.chainID, s.Index)
	fmt.Fprintf(w, "  %-15s deposited %s, requested %s, paid %s\n", "on chain", l.amount(s.Deposited), l.amount(s.Requested), l.amount(s.Paid))
	fmt.Fprintf(w, "  %-15s %s holds %s ('asa ledger deposit --sweep' moves it in); the wallet holds %s\n", "deposit address", depAddr.Hex(), l.amount(held), l.amount(wallet))
	lastFinal := "final"
	if !v.LastFinal {
		lastFinal = "final at " + whenText(v.LastFinalAt, now)
	}
	if s.LastEpoch == 0 {
		fmt.Fprintf(w, "  %-15s none posted yet (the genesis state)\n", "epochs")
	} else {
		fmt.Fprintf(w, "  %-15s last %d, posted %s, %s (challenge window %s)\n", "epochs", s.LastEpoch, whenText(s.Last.PostedAt, now), lastFinal,
			durationText(time.Duration(s.ChallengeWindow)*time.Second))
	}
	fmt.Fprintf(w, "  %-15s %s, bond %s (%s required)\n", "operator", s.Operator.Hex(), l.amount(s.Bond), l.amount(s.BondAmount))
	switch {
	case !s.ExitMode && v.SilentFrom <= s.Now:
		fmt.Fprintf(w, "  %-15s no, but the operator is silent since %s: anyone may start it ('asa ledger exit')\n", "exit mode", whenText(v.SilentFrom, now))
	case !s.ExitMode:
		fmt.Fprintf(w, "  %-15s no; if no epoch is posted by %s the operator counts as silent and anyone may start it ('asa ledger exit')\n", "exit mode", whenText(v.SilentFrom, now))
	case s.ExitEpochFixed:
		fmt.Fprintf(w, "  %-15s since %s, exit epoch %d: 'asa ledger exit' pays the account out\n", "exit mode", whenText(s.ExitAt, now), s.ExitEpoch)
	default:
		fmt.Fprintf(w, "  %-15s since %s, the exit epoch is not fixed yet: it is epoch %d once that is %s\n", "exit mode", whenText(s.ExitAt, now), s.LastEpoch, lastFinal)
	}
	if op == nil {
		fmt.Fprintln(w, "(--operator URL adds the account's balance, credits and counted withdrawals from the operator's proofs)")
		return nil
	}
	fmt.Fprintf(w, "operator %s: latest epoch %d, final %d, %d message(s) pending\n", op.url, op.info.Latest, op.info.Final, op.info.Pending)
	if final == nil && latest == nil {
		fmt.Fprintln(w, "  no leaf for the account yet: the operator counts a new account in its next epoch")
	}
	if final != nil {
		printLeaf(w, l, "final epoch", final, now)
	}
	if latest != nil && latest != final {
		printLeaf(w, l, "latest epoch", latest, now)
	}
	if s.ExitMode {
		if exit != nil {
			fmt.Fprintf(w, "  exit pays now: %s ('asa ledger exit')\n", l.amount(exitPayable(s, exit.Leaf)))
		}
		return nil
	}
	if final != nil {
		fmt.Fprintf(w, "  withdrawable now: %s (the final leaf's withdrawals %s less paid %s; 'asa ledger withdraw --claim' pays it)\n",
			l.amount(claimable(s, final)), l.amount(orZero(final.Leaf.Withdrawals)), l.amount(s.Paid))
	}
	return nil
}

func printLeaf(w io.Writer, l *ledgerSession, what string, p *provenLeaf, now time.Time) {
	state := "not posted yet (unchecked)"
	switch {
	case p.Final:
		state = "final on chain"
	case p.Posted:
		state = "posted, final at " + whenText(p.FinalAt, now)
	}
	lf := p.Leaf
	fmt.Fprintf(w, "  %s %d (%s): balance %s\n", what, p.Epoch, state, l.amount(lf.Balance()))
	fmt.Fprintf(w, "    credited %s, debited %s, deposits counted %s, withdrawals counted %s, nonce %s\n", l.amount(orZero(lf.Credited)),
		l.amount(orZero(lf.Debited)), l.amount(orZero(lf.Deposits)), l.amount(orZero(lf.Withdrawals)), orZero(lf.Nonce))
}

// claimable is what withdraw pays against p now: its counted withdrawals less paid, when it is final on chain and
// the ledger is not in exit mode.
func claimable(s *ledgerState, p *provenLeaf) *big.Int {
	if s.ExitMode || !p.Final {
		return new(big.Int)
	}
	return positive(new(big.Int).Sub(orZero(p.Leaf.Withdrawals), s.Paid))
}

// exitPayable is what exitWithdraw pays against the exit epoch's leaf: deposited + credited + exitCredited -
// debited - paid.
func exitPayable(s *ledgerState, leaf ledger.AccountLeaf) *big.Int {
	v := new(big.Int).Add(s.Deposited, orZero(leaf.Credited))
	v.Add(v, s.ExitCredited)
	v.Sub(v, orZero(leaf.Debited))
	return positive(v.Sub(v, s.Paid))
}

func positive(v *big.Int) *big.Int {
	if v.Sign() < 0 {
		return new(big.Int)
	}
	return v
}

// ledgerWithdrawal is `asa ledger withdraw --json` (the fields of its mode).
type ledgerWithdrawal struct {
	Mode    string `json:"mode"` // "signed", "onchain" or "claim"
	Ledger  string `json:"ledger"`
	Account string `json:"account"`
	Index   uint32 `json:"index"`
	Amount  string `json:"amount"` // signed, onchain: what was asked; claim: what was paid
	// signed: the cumulative Withdrawal(total) signed, the withdrawals the latest epoch counted, and the
	// operator's receipt.
	Total         string  `json:"total,omitempty"`
	CountedBefore string  `json:"countedBefore,omitempty"`
	Epoch         uint64  `json:"epoch,omitempty"` // signed: the latest epoch read; claim: the final epoch paid against
	Signature     string  `json:"signature,omitempty"`
	RequestID     *uint64 `json:"requestId,omitempty"`
	// MessageDigest is the signed request's digest at the operator (GET /v1/ledger/messages/{digest}).
	MessageDigest string `json:"messageDigest,omitempty"`
	// onchain: the on-chain requested total after the request, the request sent (more than the amount when
	// signed withdrawals counted above the requested total), and the SYNC anyone may force-include.
	Requested        string `json:"requested,omitempty"`
	RequestedAmount  string `json:"requestedAmount,omitempty"`
	ForceIncludeKind uint8  `json:"forceIncludeKind,omitempty"`
	ForceIncludeData string `json:"forceIncludeData,omitempty"`
	// claim: the paid total after it and the wallet's token balance.
	Paid          string `json:"paid,omitempty"`
	WalletBalance string `json:"walletBalance,omitempty"`
	Tx            *txRef `json:"tx,omitempty"`
}

func registerLedgerWithdraw() {
	var lf ledgerFlags
	var amount string
	var onchain, claim bool
	register(&command{
		name: "ledger withdraw",
		summary: "netted ledger: sign a withdrawal of --amount (a cumulative Withdrawal(total)) and hand it to the operator; --onchain asks on " +
			"chain instead (requestWithdrawal, for a censoring operator); --claim pays what a final epoch counted (withdraw)",
		usage: "--ledger ADDR (--operator URL --amount USDC | --onchain --amount USDC [--operator URL] | --claim --operator URL)",
		flags: func(fs *flag.FlagSet) {
			lf.register(fs, "the operator's API (or, for --claim, any mirror of its data)")
			fs.StringVar(&amount, "amount", "", "how much more to withdraw, in token units (e.g. 7.5)")
			fs.BoolVar(&onchain, "onchain", false, "ask on chain (requestWithdrawal) instead of signing a request for the operator")
			fs.BoolVar(&claim, "claim", false, "pay out what the latest final epoch counted (withdraw, with the operator's proof checked against the chain)")
		},
		run: func(ctx context.Context, e *env) error {
			switch {
			case onchain && claim:
				return usagef("--onchain asks for a withdrawal and --claim pays one: give one of them")
			case claim && amount != "":
				return usagef("--claim pays whatever the final epoch counted: it takes no --amount")
			case !claim && amount == "":
				return usagef("--amount USDC is required (token units, e.g. 7.5), or --claim")
			case !claim && !onchain && lf.operator == "":
				return usagef("--operator URL is required: the signed request goes to the operator (or ask on chain with --onchain)")
			case claim && lf.operator == "":
				return usagef("--operator URL is required: --claim needs the account's proof (any mirror of the ledger's data will do)")
			}
			if err := lf.validate(); err != nil {
				return err
			}
			k, err := e.key(ctx)
			if err != nil {
				return err
			}
			l, err := e.openLedger(ctx, &lf)
			if err != nil {
				return err
			}
			defer l.Close()
			var units *big.Int
			if !claim {
				if units, err = l.ledgerAmount(amount); err != nil {
					return err
				}
			}
			var op *operatorAPI
			if lf.operator != "" {
				if op, err = l.operator(ctx, lf.operator); err != nil {
					return err
				}
			}
			s, err := l.read(ctx, k.Address())
			if err != nil {
				return err
			}
			if err := l.registered(s); err != nil {
				return err
			}
			if err := l.notExit(s, "withdrawals against epochs"); err != nil {
				return err
			}
			switch {
			case claim:
				return runLedgerClaim(ctx, e, l, op, k, s)
			case onchain:
				return runLedgerRequest(ctx, e, l, op, k, s, units)
			}
			return runLedgerSigned(ctx, e, l, op, k, s, units)
		},
	})
}

// latestLeaf is the account's leaf at the operator's latest epoch.
func (l *ledgerSession) latestLeaf(ctx context.Context, op *operatorAPI, s *ledgerState) (*provenLeaf, error) {
	return l.leaf(ctx, op, s, op.info.Latest) // 0: the latest is the final one
}

// runLedgerSigned signs Withdrawal(total) for the amount more than is counted or requested and hands it to the
// operator. The total is cumulative, and a SYNC counts withdrawals up to the larger of the on-chain requested
// total and a signed one: so the new total is that larger one, as the latest epoch counts it, plus the amount.
func runLedgerSigned(ctx context.Context, e *env, l *ledgerSession, op *operatorAPI, k signer.Signer, s *ledgerState, amount *big.Int) error {
	latest, err := l.latestLeaf(ctx, op, s)
	if err != nil {
		return err
	}
	counted := orZero(latest.Leaf.Withdrawals)
	base := maxBig(counted, s.Requested)
	// What the account can still withdraw: its balance at the latest epoch, with the deposits the state has not
	// counted yet (the SYNC counts them too) and less the on-chain requests it has not counted yet.
	avail := new(big.Int).Add(latest.Leaf.Balance(), new(big.Int).Sub(s.Deposited, orZero(latest.Leaf.Deposits)))
	avail = positive(avail.Sub(avail, new(big.Int).Sub(base, counted)))
	if amount.Cmp(avail) > 0 {
		return withCode(codeWrongState, fmt.Errorf("%s can withdraw at most %s now: its balance at epoch %d is %s, with %s of deposits not counted yet and %s of on-chain requests not counted yet",
			s.Account.Hex(), l.amount(avail), latest.Epoch, l.amount(latest.Leaf.Balance()), l.amount(new(big.Int).Sub(s.Deposited, orZero(latest.Leaf.Deposits))),
			l.amount(new(big.Int).Sub(base, counted))))
	}
	total := new(big.Int).Add(base, amount)
	sig, err := signer.SignTypedDataFor(ctx, k, withdrawalTypedData(l.dom, total), ledger.WithdrawalDigest(l.dom, total))
	if err != nil {
		return err
	}
	rc, err := op.c.SubmitWithdrawal(ctx, s.Account, total, sig)
	if err != nil {
		return op.fail(err)
	}
	if !rc.Accepted {
		return withCode(codeDaemonRefused, fmt.Errorf("operator %s did not accept the signed withdrawal of total %s (request %d): ask on chain with --onchain", op.url, l.amount(total), rc.ID))
	}
	if e.jsonOut {
		id := rc.ID
		return e.printJSON(ledgerWithdrawal{Mode: "signed", Ledger: l.addr.Hex(), Account: s.Account.Hex(), Index: s.Index, Amount: amount.String(),
			Total: total.String(), CountedBefore: counted.String(), Epoch: latest.Epoch, Signature: hexutil.Encode(sig), RequestID: &id,
			MessageDigest: rc.Digest.Hex()})
	}
	w := e.stdout
	fmt.Fprintf(w, "signed Withdrawal(total %s) for %s: %s more than epoch %d counts (%s), handed to operator %s as request %d\n",
		l.amount(total), s.Account.Hex(), l.amount(amount), latest.Epoch, l.amount(counted), op.url, rc.ID)
	fmt.Fprintf(w, "  what became of it: GET %s/v1/ledger/messages/%s (pending, included by an epoch, or dropped with the reason)\n", strings.TrimRight(op.url, "/"), rc.Digest.Hex())
	fmt.Fprintf(w, "next: the operator counts it with a SYNC in its next epoch; once that epoch is final (challenge window %s), "+
		"'asa ledger withdraw --claim --ledger %s --operator %s' pays it\n", durationText(time.Duration(s.ChallengeWindow)*time.Second), l.addr.Hex(), op.url)
	fmt.Fprintf(w, "if the operator ignores it, ask on chain: 'asa ledger withdraw --onchain --amount %s --ledger %s'\n", settlement.FormatAmount(amount, l.dec), l.addr.Hex())
	return nil
}

// runLedgerRequest asks on chain (requestWithdrawal). The requested total only counts above the withdrawals
// already counted (signed requests raise the counted total past it), so with --operator the request is raised
// to reach counted + amount.
func runLedgerRequest(ctx context.Context, e *env, l *ledgerSession, op *operatorAPI, k signer.Signer, s *ledgerState, amount *big.Int) error {
	request := new(big.Int).Set(amount)
	counted := new(big.Int)
	if op != nil {
		latest, err := l.latestLeaf(ctx, op, s)
		if err != nil {
			return err
		}
		counted = orZero(latest.Leaf.Withdrawals)
		if gap := new(big.Int).Sub(counted, s.Requested); gap.Sign() > 0 {
			request.Add(request, gap)
		}
	}
	rcpt, err := l.send(ctx, k, l.c, l.L.PackRequestWithdrawal(request), "requestWithdrawal")
	if err != nil {
		return err
	}
	total := new(big.Int).Add(s.Requested, request)
	for _, lg := range rcpt.Logs {
		if ev, err := l.L.UnpackWithdrawalRequestedEvent(lg); err == nil && ev.Account == s.Account {
			total = ev.Requested
		}
	}
	sync, err := ledger.EncodeSync(ledger.Sync{Account: s.Index, Deposits: s.Deposited, Withdrawals: maxBig(total, counted), SignedTotal: new(big.Int)})
	if err != nil {
		return err
	}
	if e.jsonOut {
		return e.printJSON(ledgerWithdrawal{Mode: "onchain", Ledger: l.addr.Hex(), Account: s.Account.Hex(), Index: s.Index, Amount: amount.String(),
			Requested: total.String(), RequestedAmount: request.String(), ForceIncludeKind: uint8(ledger.KindSync),
			ForceIncludeData: hexutil.Encode(sync.Data), Tx: refOf(rcpt)})
	}
	w := e.stdout
	fmt.Fprintf(w, "%s asked ledger %s on chain to withdraw %s more: requested total %s\n", s.Account.Hex(), l.addr.Hex(), l.amount(request), l.amount(total))
	if request.Cmp(amount) != 0 {
		fmt.Fprintf(w, "  (%s more than --amount: the state already counts %s of signed withdrawals, and a request counts only above them)\n",
			l.amount(new(big.Int).Sub(request, amount)), l.amount(counted))
	} else if op == nil {
		fmt.Fprintln(w, "  (without --operator the withdrawals counted from signed requests are unknown: a request counts only above them)")
	}
	fmt.Fprintf(w, "  %s\n", txLine("request", rcpt.TxHash, rcpt.BlockNumber))
	fmt.Fprintf(w, "next: the operator counts it with a SYNC in its next epoch. If it does not (censorship), anyone can force that SYNC in:\n")
	fmt.Fprintf(w, "  forceInclude(%d, %s) on %s (cast send %s 'forceInclude(uint8,bytes)' %d %s)\n", ledger.KindSync, hexutil.Encode(sync.Data),
		l.addr.Hex(), l.addr.Hex(), ledger.KindSync, hexutil.Encode(sync.Data))
	fmt.Fprintf(w, "  it must be processed in the next epoch; once that epoch is final, 'asa ledger withdraw --claim' pays it\n")
	return nil
}

// runLedgerClaim pays what the operator's latest final epoch counted, refusing (sending nothing) when the epoch
// is not final on chain or nothing is payable.
func runLedgerClaim(ctx context.Context, e *env, l *ledgerSession, op *operatorAPI, k signer.Signer, s *ledgerState) error {
	p, err := l.leaf(ctx, op, s, 0)
	if err != nil {
		return err
	}
	now := s.now()
	switch {
	case !p.Posted:
		return withCode(codeWrongState, fmt.Errorf("operator %s's latest final epoch %d is not on chain (the ledger's last epoch is %d): nothing to claim against",
			op.url, p.Epoch, s.LastEpoch))
	case !p.Final:
		return withCode(codeWrongState, fmt.Errorf("epoch %d is not final on chain yet: it is at %s; claim again then", p.Epoch, whenText(p.FinalAt, now)))
	case p.Epoch+2048 <= s.LastEpoch:
		return withCode(codeWrongState, fmt.Errorf("epoch %d is too old: the ledger keeps the frontiers of its last 2,048 epochs only (last %d); the operator should serve a newer final epoch", p.Epoch, s.LastEpoch))
	}
	counted := orZero(p.Leaf.Withdrawals)
	if counted.Cmp(s.Paid) <= 0 {
		msg := fmt.Sprintf("nothing to withdraw: final epoch %d counts %s of withdrawals for %s and %s was paid already", p.Epoch, l.amount(counted), s.Account.Hex(), l.amount(s.Paid))
		if latest, err := l.latestLeaf(ctx, op, s); err == nil && latest.Epoch != p.Epoch && orZero(latest.Leaf.Withdrawals).Cmp(s.Paid) > 0 {
			when := "once it is posted and final"
			if latest.Posted {
				when = "once it is final, at " + whenText(latest.FinalAt, now)
			}
			msg += fmt.Sprintf("; epoch %d counts %s: claim %s", latest.Epoch, l.amount(orZero(latest.Leaf.Withdrawals)), when)
		} else {
			msg += "; ask for a withdrawal first ('asa ledger withdraw --amount USDC --operator URL')"
		}
		return withCode(codeWrongState, fmt.Errorf("%s", msg))
	}
	rcpt, err := l.send(ctx, k, l.c, l.L.PackWithdraw(s.Account, p.Epoch, p.Leaf.ToBinding(), p.short()), "withdraw")
	if err != nil {
		return err
	}
	paid := new(big.Int).Sub(counted, s.Paid)
	for _, lg := range rcpt.Logs {
		if ev, err := l.L.UnpackWithdrawnEvent(lg); err == nil && ev.Account == s.Account {
			paid = ev.Amount
		}
	}
	bal, err := l.balanceOf(ctx, s.Account)
	if err != nil {
		return err
	}
	if e.jsonOut {
		return e.printJSON(ledgerWithdrawal{Mode: "claim", Ledger: l.addr.Hex(), Account: s.Account.Hex(), Index: s.Index, Amount: paid.String(),
			Epoch: p.Epoch, Paid: new(big.Int).Add(s.Paid, paid).String(), WalletBalance: bal.String(), Tx: refOf(rcpt)})
	}
	fmt.Fprintf(e.stdout, "paid %s to %s against final epoch %d (paid total %s); the wallet holds %s\n  %s\n", l.amount(paid), s.Account.Hex(), p.Epoch,
		l.amount(new(big.Int).Add(s.Paid, paid)), l.amount(bal), txLine("withdraw", rcpt.TxHash, rcpt.BlockNumber))
	return nil
}

func maxBig(a, b *big.Int) *big.Int {
	if a.Cmp(b) >= 0 {
		return new(big.Int).Set(a)
	}
	return new(big.Int).Set(b)
}

// ledgerExited is `asa ledger exit --json`.
type ledgerExited struct {
	Ledger        string `json:"ledger"`
	Account       string `json:"account"`
	Index         uint32 `json:"index"`
	ExitEpoch     uint64 `json:"exitEpoch"`
	Amount        string `json:"amount"` // what this exit paid
	Paid          string `json:"paid"`   // the account's paid total after it
	WalletBalance string `json:"walletBalance"`
	Declare       *txRef `json:"declareOperatorSilent,omitempty"`
	Fix           *txRef `json:"fixExitEpoch,omitempty"`
	Tx            *txRef `json:"exitWithdraw"`
}

func registerLedgerExit() {
	var lf ledgerFlags
	register(&command{
		name: "ledger exit",
		summary: "netted ledger, without the operator: in exit mode (started here with declareOperatorSilent once the operator has been silent " +
			"for the liveness timeout) fix the exit epoch when nobody did, and pay the account what its leaf there and its deposits entitle it to",
		usage: "--ledger ADDR --operator URL   (URL: the operator's API or any mirror of the ledger's data)",
		flags: func(fs *flag.FlagSet) {
			lf.register(fs, "where the account's leaf at the exit epoch comes from: the operator's API or any mirror of its data")
		},
		run: func(ctx context.Context, e *env) error { return runLedgerExit(ctx, e, &lf) },
	})
}

func runLedgerExit(ctx context.Context, e *env, lf *ledgerFlags) error {
	if err := lf.validate(); err != nil {
		return err
	}
	if lf.operator == "" {
		return usagef("--operator URL is required: the account's leaf at the exit epoch comes from the operator's API or any mirror of its data")
	}
	k, err := e.key(ctx)
	if err != nil {
		return err
	}
	l, err := e.openLedger(ctx, lf)
	if err != nil {
		return err
	}
	defer l.Close()
	op, err := l.operator(ctx, lf.operator)
	if err != nil {
		return err
	}
	s, err := l.read(ctx, k.Address())
	if err != nil {
		return err
	}
	if err := l.registered(s); err != nil {
		return err
	}
	out := ledgerExited{Ledger: l.addr.Hex(), Account: s.Account.Hex(), Index: s.Index}
	var done []string // what was sent before a refusal
	if !s.ExitMode {
		if from := s.silentFrom(); s.Now < from {
			return withCode(codeWrongState, fmt.Errorf("ledger %s is not in exit mode and its operator posted epoch %d at %s: it counts as silent only from %s "+
				"(livenessTimeout %s); until then withdraw with 'asa ledger withdraw'", l.addr.Hex(), s.LastEpoch, whenText(s.Last.PostedAt, s.now()),
				whenText(from, s.now()), durationText(time.Duration(s.LivenessTimeout)*time.Second)))
		}
		rcpt, err := l.send(ctx, k, l.c, l.L.PackDeclareOperatorSilent(), "declareOperatorSilent")
		if err != nil {
			return err
		}
		out.Declare = refOf(rcpt)
		done = append(done, fmt.Sprintf("declared the operator silent (tx %s): the ledger is in exit mode", rcpt.TxHash.Hex()))
		if s, err = l.read(ctx, k.Address()); err != nil {
			return err
		}
	}
	if !s.ExitEpochFixed {
		if at := s.finalAt(s.LastEpoch, s.Last); at > s.Now {
			return withCode(codeWrongState, fmt.Errorf("%sthe exit epoch is fixed once the last epoch, %d, is final: at %s; run 'asa ledger exit' again then",
				doneText(done), s.LastEpoch, whenText(at, s.now())))
		}
		rcpt, err := l.send(ctx, k, l.c, l.L.PackFixExitEpoch(), "fixExitEpoch")
		if err != nil {
			return withDone(done, err)
		}
		out.Fix = refOf(rcpt)
		done = append(done, fmt.Sprintf("fixed the exit epoch (tx %s)", rcpt.TxHash.Hex()))
		if s, err = l.read(ctx, k.Address()); err != nil {
			return err
		}
	}
	out.ExitEpoch = s.ExitEpoch
	p, err := l.leaf(ctx, op, s, s.ExitEpoch)
	if err != nil {
		return withDone(done, err)
	}
	if !p.Posted {
		return withDone(done, fmt.Errorf("operator %s's epoch %d is not the exit epoch on chain", op.url, p.Epoch))
	}
	owed := exitPayable(s, p.Leaf)
	if owed.Sign() == 0 {
		return withDone(done, withCode(codeWrongState, fmt.Errorf("nothing to withdraw: %s's deposits %s and credits %s at exit epoch %d, less its debits %s, were paid already (%s)",
			s.Account.Hex(), l.amount(s.Deposited), l.amount(new(big.Int).Add(orZero(p.Leaf.Credited), s.ExitCredited)), s.ExitEpoch,
			l.amount(orZero(p.Leaf.Debited)), l.amount(s.Paid))))
	}
	rcpt, err := l.send(ctx, k, l.c, l.L.PackExitWithdraw(s.Account, p.Leaf.ToBinding(), p.short()), "exitWithdraw")
	if err != nil {
		return withDone(done, err)
	}
	paid := owed
	for _, lg := range rcpt.Logs {
		if ev, err := l.L.UnpackWithdrawnEvent(lg); err == nil && ev.Account == s.Account {
			paid = ev.Amount
		}
	}
	bal, err := l.balanceOf(ctx, s.Account)
	if err != nil {
		return err
	}
	out.Tx, out.Amount, out.Paid, out.WalletBalance = refOf(rcpt), paid.String(), new(big.Int).Add(s.Paid, paid).String(), bal.String()
	if e.jsonOut {
		return e.printJSON(out)
	}
	w := e.stdout
	fmt.Fprintf(w, "paid %s to %s from ledger %s in exit mode, against exit epoch %d (its deposits %s + credits %s - debits %s - paid before %s); the wallet holds %s\n",
		l.amount(paid), s.Account.Hex(), l.addr.Hex(), s.ExitEpoch, l.amount(s.Deposited), l.amount(new(big.Int).Add(orZero(p.Leaf.Credited), s.ExitCredited)),
		l.amount(orZero(p.Leaf.Debited)), l.amount(s.Paid), l.amount(bal))
	for _, t := range []struct {
		what string
		r    *txRef
	}{{"silent", out.Declare}, {"fix epoch", out.Fix}, {"exit", out.Tx}} {
		if t.r != nil {
			fmt.Fprintf(w, "  %-10s tx %s (block %d)\n", t.what, t.r.Tx, t.r.Block)
		}
	}
	return nil
}

// doneText is what was already sent, as a message prefix.
func doneText(done []string) string {
	if len(done) == 0 {
		return ""
	}
	return strings.Join(done, "; ") + "; "
}

// withDone prefixes err with what was already sent (keeping its code).
func withDone(done []string, err error) error {
	if len(done) == 0 {
		return err
	}
	return withCode(errorCode(err), fmt.Errorf("%s%w", doneText(done), err))
}
