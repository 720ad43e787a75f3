package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/bindings/ledgerbind"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/ledger"
	"github.com/asa-escrow/asa/ledger/proofs"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
	"github.com/asa-escrow/asa/wallet"
)

// The `asa ledger` commands: a party's side of a netted ledger (AsaLedger, docs/ledger.md). The chain is the
// authority: every leaf the operator serves is checked by proofs.Client against the root it claims, and here
// that root against the epoch posted on chain, before it is shown or used in a transaction.

// ledgerFlags name the ledger and, for the commands that read its off-chain data, the operator's API.
type ledgerFlags struct {
	ledger   string
	operator string
}

func (f *ledgerFlags) register(fs *flag.FlagSet, operatorHelp string) {
	fs.StringVar(&f.ledger, "ledger", "", "the AsaLedger contract's address")
	if operatorHelp != "" {
		fs.StringVar(&f.operator, "operator", "", operatorHelp)
	}
}

// validate refuses a missing or malformed --ledger (before any key is loaded or node dialled).
func (f *ledgerFlags) validate() error {
	if f.ledger == "" {
		return usagef("--ledger ADDR is required (the AsaLedger contract)")
	}
	if !common.IsHexAddress(f.ledger) {
		return usagef("--ledger %q is not an address", f.ledger)
	}
	return nil
}

// ledgerSession is a connected chain and the ledger on it.
type ledgerSession struct {
	*chain
	addr   common.Address
	L      *ledgerbind.AsaLedger
	c      *bind.BoundContract
	token  common.Address
	tok    *bindings.TestUSDC // only its ERC-20 part is used
	tokC   *bind.BoundContract
	dec    uint8
	symbol string
	dom    ledger.Domain
}

// openLedger checks --ledger, dials the chain and checks that an AsaLedger of this chain is at the address (its
// EIP-712 domain is the one every signature here is made in).
func (e *env) openLedger(ctx context.Context, f *ledgerFlags) (*ledgerSession, error) {
	if err := f.validate(); err != nil {
		return nil, err
	}
	addr := common.HexToAddress(f.ledger)
	c, err := e.dial(ctx)
	if err != nil {
		return nil, err
	}
	l := &ledgerSession{chain: c, addr: addr, L: ledgerbind.NewAsaLedger(), tok: bindings.NewTestUSDC(),
		dom: ledger.Domain{ChainID: c.chainID, Ledger: addr}}
	if err := l.check(ctx); err != nil {
		c.Close()
		return nil, err
	}
	return l, nil
}

func (l *ledgerSession) check(ctx context.Context) error {
	code, err := l.client.CodeAt(ctx, l.addr, nil)
	if err != nil {
		return fmt.Errorf("read the code at %s: %w", l.addr, err)
	}
	if len(code) == 0 {
		return fmt.Errorf("no contract at %s on chain %s (%s): check --ledger, and that --rpc is the ledger's chain", l.addr, l.chainID, l.profile.Name)
	}
	l.c = l.L.Instance(l.client, l.addr)
	opts := &bind.CallOpts{Context: ctx}
	if l.token, err = bind.Call(l.c, opts, l.L.PackToken(), l.L.UnpackToken); err != nil {
		return fmt.Errorf("%s on chain %s does not answer as an AsaLedger (token(): %v): check --ledger", l.addr, l.chainID, err)
	}
	sep, err := bind.Call(l.c, opts, l.L.PackDomainSeparator(), l.L.UnpackDomainSeparator)
	if err != nil {
		return fmt.Errorf("%s on chain %s does not answer as an AsaLedger (domainSeparator(): %v): check --ledger", l.addr, l.chainID, err)
	}
	if want := l.dom.Results().Separator(); common.Hash(sep) != want {
		return fmt.Errorf("the contract at %s is not an AsaLedger of this version on chain %s: its EIP-712 domain separator is %s, not %s (%q, version %s)",
			l.addr, l.chainID, common.Hash(sep).Hex(), want.Hex(), ledger.DomainName, settlement.DomainVersion)
	}
	l.tokC = l.tok.Instance(l.client, l.token)
	l.dec = 6
	if l.profile.Decimals > 0 && l.profile.Decimals <= 36 {
		l.dec = uint8(l.profile.Decimals)
	}
	if d, err := bind.Call(l.tokC, opts, l.tok.PackDecimals(), l.tok.UnpackDecimals); err == nil && d <= 36 {
		l.dec = d
	}
	l.symbol = l.profile.TokenSymbol
	if l.symbol == "" {
		l.symbol = "tokens"
	}
	return nil
}

// amount is base units as token units with the symbol: "25.000000 USDC".
func (l *ledgerSession) amount(v *big.Int) string {
	return settlement.FormatAmount(v, l.dec) + " " + l.symbol
}

// ledgerState is what the chain says of the ledger and one account, read at one block.
type ledgerState struct {
	Block            *big.Int
	Now              uint64 // the block's time
	Account          common.Address
	Index            uint32
	Deposited        *big.Int
	Requested        *big.Int
	Paid             *big.Int
	ExitCredited     *big.Int
	LastEpoch        uint64
	Last             ledgerbind.IAsaLedgerTypesEpoch
	ExitMode         bool
	ExitAt           uint64
	ExitEpochFixed   bool
	ExitEpoch        uint64
	Operator         common.Address
	Bond             *big.Int
	BondAmount       *big.Int
	RegistrationFee  *big.Int
	ChallengeWindow  uint64
	LivenessTimeout  uint64
	MinEpochInterval uint64
}

// lread calls a view of the ledger at opts.
func lread[T any](l *ledgerSession, opts *bind.CallOpts, data []byte, unpack func([]byte) (T, error), what string) (T, error) {
	v, err := bind.Call(l.c, opts, data, unpack)
	if err != nil {
		var zero T
		return zero, fmt.Errorf("ledger %s: %s: %w", l.addr, what, err)
	}
	return v, nil
}

// read reads the ledger's state and account's at the latest block.
func (l *ledgerSession) read(ctx context.Context, account common.Address) (*ledgerState, error) {
	h, err := l.client.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("read the latest block: %w", err)
	}
	opts := &bind.CallOpts{Context: ctx, BlockNumber: h.Number}
	s := &ledgerState{Block: h.Number, Now: h.Time, Account: account}
	L := l.L
	if s.Index, err = lread(l, opts, L.PackAccountIndex(account), L.UnpackAccountIndex, "accountIndex"); err != nil {
		return nil, err
	}
	for _, r := range []struct {
		dst    **big.Int
		data   []byte
		unpack func([]byte) (*big.Int, error)
		name   string
	}{{&s.Deposited, L.PackDeposited(s.Index), L.UnpackDeposited, "deposited"}, {&s.Requested, L.PackRequested(s.Index), L.UnpackRequested, "requested"},
		{&s.Paid, L.PackPaid(s.Index), L.UnpackPaid, "paid"}, {&s.ExitCredited, L.PackExitCredited(s.Index), L.UnpackExitCredited, "exitCredited"},
		{&s.Bond, L.PackBond(), L.UnpackBond, "bond"}, {&s.BondAmount, L.PackBondAmount(), L.UnpackBondAmount, "bondAmount"},
		{&s.RegistrationFee, L.PackRegistrationFee(), L.UnpackRegistrationFee, "registrationFee"}} {
		if *r.dst, err = lread(l, opts, r.data, r.unpack, r.name); err != nil {
			return nil, err
		}
	}
	for _, r := range []struct {
		dst    *uint64
		data   []byte
		unpack func([]byte) (uint64, error)
		name   string
	}{{&s.LastEpoch, L.PackLastEpoch(), L.UnpackLastEpoch, "lastEpoch"}, {&s.ExitAt, L.PackExitAt(), L.UnpackExitAt, "exitAt"},
		{&s.ExitEpoch, L.PackExitEpoch(), L.UnpackExitEpoch, "exitEpoch"}, {&s.ChallengeWindow, L.PackChallengeWindow(), L.UnpackChallengeWindow, "challengeWindow"},
		{&s.LivenessTimeout, L.PackLivenessTimeout(), L.UnpackLivenessTimeout, "livenessTimeout"},
		{&s.MinEpochInterval, L.PackMinEpochInterval(), L.UnpackMinEpochInterval, "minEpochInterval"}} {
		if *r.dst, err = lread(l, opts, r.data, r.unpack, r.name); err != nil {
			return nil, err
		}
	}
	if s.ExitMode, err = lread(l, opts, L.PackExitMode(), L.UnpackExitMode, "exitMode"); err != nil {
		return nil, err
	}
	if s.ExitEpochFixed, err = lread(l, opts, L.PackExitEpochFixed(), L.UnpackExitEpochFixed, "exitEpochFixed"); err != nil {
		return nil, err
	}
	if s.Operator, err = lread(l, opts, L.PackOperator(), L.UnpackOperator, "operator"); err != nil {
		return nil, err
	}
	if s.Last, err = l.epoch(ctx, s, s.LastEpoch); err != nil {
		return nil, err
	}
	return s, nil
}

// epoch is posted epoch n as the chain holds it, at s's block.
func (l *ledgerSession) epoch(ctx context.Context, s *ledgerState, n uint64) (ledgerbind.IAsaLedgerTypesEpoch, error) {
	return lread(l, &bind.CallOpts{Context: ctx, BlockNumber: s.Block}, l.L.PackEpochs(n), l.L.UnpackEpochs, fmt.Sprintf("epochs(%d)", n))
}

// finalAt is when posted epoch e becomes final (0 for the genesis state, which always is).
func (s *ledgerState) finalAt(n uint64, e ledgerbind.IAsaLedgerTypesEpoch) uint64 {
	if n == 0 {
		return 0
	}
	return e.PostedAt + s.ChallengeWindow
}

// silentFrom is when the operator counts as silent (declareOperatorSilent): livenessTimeout after its last post.
func (s *ledgerState) silentFrom() uint64 { return s.Last.PostedAt + s.LivenessTimeout }

func (s *ledgerState) now() time.Time { return time.Unix(int64(s.Now), 0) }

// registered refuses an account without an index.
func (l *ledgerSession) registered(s *ledgerState) error {
	if s.Index != 0 {
		return nil
	}
	return withCode(codeWrongState, fmt.Errorf("%s has no account on ledger %s (not registered): 'asa ledger deposit --ledger %s --amount USDC' registers it",
		s.Account.Hex(), l.addr.Hex(), l.addr.Hex()))
}

// notExit refuses what exit mode closes (deposits, withdrawal requests, withdrawals against epochs).
func (l *ledgerSession) notExit(s *ledgerState, what string) error {
	if !s.ExitMode {
		return nil
	}
	return withCode(codeWrongState, fmt.Errorf("ledger %s is in exit mode (since %s): it takes no %s; 'asa ledger exit --ledger %s --operator URL' pays the account out",
		l.addr.Hex(), whenText(s.ExitAt, s.now()), what, l.addr.Hex()))
}

// ledgerHints say what to do next after one of the ledger's custom errors.
var ledgerHints = map[string]string{
	"NotRegistered":         "the account has no index on this ledger: 'asa ledger deposit' registers it",
	"InExitMode":            "the ledger is in exit mode: 'asa ledger exit' pays the account out",
	"NotInExitMode":         "the ledger is not in exit mode: withdraw with 'asa ledger withdraw'",
	"EpochNotFinal":         "the epoch's challenge window has not passed yet: see 'asa ledger status' for when it is final",
	"NothingToWithdraw":     "nothing is payable: the epoch counts no more withdrawals than were paid",
	"OperatorNotSilent":     "the operator posted within the liveness timeout: exit mode is possible from the time the error names",
	"ExitEpochNotFixed":     "the exit epoch is not fixed yet: 'asa ledger exit' fixes it once the last epoch is final",
	"BadWitness":            "the leaf and path do not open the epoch's root on chain: the operator's data is not the posted state",
	"FrontierGone":          "the epoch is too old for its frontier to be kept: claim against a newer final epoch",
	"FundingShortfall":      "the first deposit pays the registration fee and must exceed it",
	"ZeroAmount":            "nothing to move: the amount (or what the deposit address holds) is zero",
	"ExitEpochAlreadyFixed": "someone fixed the exit epoch already: run the command again",
}

// ledgerExplain names a revert with the ledger's hint, else the escrow client's.
func ledgerExplain(err error) error {
	re := escrow.DecodeRevert(err)
	if re == nil {
		return err
	}
	if hint, ok := ledgerHints[re.Name]; ok {
		return escrow.Describe(err, hint)
	}
	return asaclient.Explain(err)
}

// send signs data to `to` with key, waits for the receipt and explains a revert (asaclient's rule: the estimate
// plus 20 %, a revert at inclusion replayed in its block to say why).
func (l *ledgerSession) send(ctx context.Context, key signer.Signer, to *bind.BoundContract, data []byte, what string) (*types.Receipt, error) {
	opts := signer.Transactor(ctx, key, l.chainID)
	addr := to.Address()
	est, err := l.client.EstimateGas(ctx, ethereum.CallMsg{From: key.Address(), To: &addr, Data: data})
	if err != nil {
		return nil, ledgerExplain(fmt.Errorf("%s: %w", what, err))
	}
	opts.GasLimit = est + est/5
	tx, err := bind.Transact(to, opts, data)
	if err != nil {
		return nil, ledgerExplain(fmt.Errorf("%s: %w", what, err))
	}
	rcpt, err := escrow.WaitSuccess(ctx, l.client, tx)
	if err != nil {
		if rcpt != nil && rcpt.Status != types.ReceiptStatusSuccessful {
			msg := ethereum.CallMsg{From: key.Address(), To: tx.To(), Data: data, Gas: tx.Gas()}
			if _, rerr := l.client.CallContract(ctx, msg, rcpt.BlockNumber); rerr != nil {
				return rcpt, ledgerExplain(fmt.Errorf("%s: %w: %w", what, err, rerr))
			}
		}
		return rcpt, fmt.Errorf("%s: %w", what, err)
	}
	return rcpt, nil
}

func (l *ledgerSession) balanceOf(ctx context.Context, a common.Address) (*big.Int, error) {
	b, err := bind.Call(l.tokC, &bind.CallOpts{Context: ctx}, l.tok.PackBalanceOf(a), l.tok.UnpackBalanceOf)
	if err != nil {
		return nil, fmt.Errorf("balanceOf(%s) of token %s: %w", a, l.token, err)
	}
	return b, nil
}

func (l *ledgerSession) allowance(ctx context.Context, owner common.Address) (*big.Int, error) {
	a, err := bind.Call(l.tokC, &bind.CallOpts{Context: ctx}, l.tok.PackAllowance(owner, l.addr), l.tok.UnpackAllowance)
	if err != nil {
		return nil, fmt.Errorf("allowance(%s, %s) of token %s: %w", owner, l.addr, l.token, err)
	}
	return a, nil
}

// depositAddress is account's deposit address, ledger.DepositAddress checked against the contract's.
func (l *ledgerSession) depositAddress(ctx context.Context, account common.Address) (common.Address, error) {
	want := ledger.DepositAddress(l.addr, account)
	got, err := lread(l, &bind.CallOpts{Context: ctx}, l.L.PackDepositAddress(account), l.L.UnpackDepositAddress, "depositAddress")
	if err != nil {
		return common.Address{}, err
	}
	if got != want {
		return common.Address{}, fmt.Errorf("ledger %s puts %s's deposit address at %s, not at %s (ledger.DepositAddress): not this version of AsaLedger", l.addr, account, got, want)
	}
	return want, nil
}

// ledgerAmount parses --amount in token units.
func (l *ledgerSession) ledgerAmount(text string) (*big.Int, error) {
	v, err := settlement.ParseAmount(text, l.dec)
	if err != nil {
		return nil, usagef("--amount: %v", err)
	}
	return v, nil
}

// ---------------------------------------------------------------------------------------------------
// The operator's API
// ---------------------------------------------------------------------------------------------------

// operatorAPI is the operator's (or a mirror's) API for this ledger.
type operatorAPI struct {
	url  string
	c    *proofs.Client
	info proofs.Info
}

// operator connects to --operator and checks it serves this ledger on this chain.
func (l *ledgerSession) operator(ctx context.Context, url string) (*operatorAPI, error) {
	if url == "" {
		return nil, usagef("--operator URL is required (the ledger operator's API, or any mirror of its data)")
	}
	c, err := proofs.NewClient(url, nil)
	if err != nil {
		return nil, usagef("--operator: %v", err)
	}
	op := &operatorAPI{url: url, c: c}
	if op.info, err = c.Info(ctx); err != nil {
		return nil, op.fail(err)
	}
	if op.info.ChainID != l.chainID.Uint64() {
		return nil, fmt.Errorf("wrong chain: the operator at %s serves ledger %s on chain %d, but the RPC endpoint is chain %s", url, op.info.Ledger.Hex(), op.info.ChainID, l.chainID)
	}
	if op.info.Ledger != l.addr {
		return nil, fmt.Errorf("the operator at %s serves ledger %s, not %s: check --ledger and --operator", url, op.info.Ledger.Hex(), l.addr.Hex())
	}
	return op, nil
}

// fail names the operator in err; an answer it refused is daemon_refused.
func (op *operatorAPI) fail(err error) error {
	err = fmt.Errorf("operator %s: %w", op.url, err)
	var se *proofs.StatusError
	if errors.As(err, &se) {
		return withCode(codeDaemonRefused, err)
	}
	return err
}

// provenLeaf is an account's leaf from the operator, its proof checked by the client and its root against the
// chain when its epoch is posted.
type provenLeaf struct {
	Epoch   uint64
	Leaf    ledger.AccountLeaf
	Path    []common.Hash // the FrontierLevel siblings withdraw and exitWithdraw take
	Posted  bool          // the epoch is on chain and its state root is the operator's
	Final   bool          // final on chain
	FinalAt uint64        // when it is final (posted epochs; 0 for the genesis state)
}

// leaf is account's leaf at epoch (0: the operator's latest final one), checked: the client opens the proof to
// the accounts root it names, and that root, through the epoch's fields, must be the state root posted on
// chain (an epoch not posted yet is returned unposted, for display only).
func (l *ledgerSession) leaf(ctx context.Context, op *operatorAPI, s *ledgerState, epoch uint64) (*provenLeaf, error) {
	a, leaf, err := op.c.Account(ctx, s.Account, epoch)
	if err != nil {
		if errors.Is(err, proofs.ErrNotFound) {
			return nil, withCode(codeWrongState, fmt.Errorf("operator %s has no leaf for %s (%w): it counts a new account in its next epoch", op.url, s.Account.Hex(), err))
		}
		return nil, op.fail(fmt.Errorf("%w (nothing was sent)", err))
	}
	if a.Index != s.Index {
		return nil, fmt.Errorf("operator %s puts %s at account index %d, but the ledger registered it at %d: its data cannot be used", op.url, s.Account.Hex(), a.Index, s.Index)
	}
	p := &provenLeaf{Epoch: a.Epoch, Leaf: leaf, Path: a.Path}
	if a.Epoch > s.LastEpoch {
		return p, nil
	}
	ep, err := op.c.Epoch(ctx, a.Epoch)
	if err != nil {
		return nil, op.fail(err)
	}
	onChain, err := l.epoch(ctx, s, a.Epoch)
	if err != nil {
		return nil, err
	}
	if ep.StateRoot != common.Hash(onChain.StateRoot) {
		return nil, fmt.Errorf("operator %s: its epoch %d (state root %s) is not the one posted on chain (%s): its data cannot be used, nothing was sent",
			op.url, a.Epoch, ep.StateRoot.Hex(), common.Hash(onChain.StateRoot).Hex())
	}
	if ep.Fields.AccountsRoot != a.AccountsRoot {
		return nil, fmt.Errorf("operator %s: the proof of %s opens to accounts root %s, but epoch %d's is %s: its data cannot be used, nothing was sent",
			op.url, s.Account.Hex(), a.AccountsRoot.Hex(), a.Epoch, ep.Fields.AccountsRoot.Hex())
	}
	p.Posted, p.FinalAt = true, s.finalAt(a.Epoch, onChain)
	p.Final = p.FinalAt <= s.Now
	return p, nil
}

// short is the leaf's FrontierLevel siblings as the contract takes them.
func (p *provenLeaf) short() [ledger.FrontierLevel][32]byte {
	var out [ledger.FrontierLevel][32]byte
	for i := range out {
		out[i] = p.Path[i]
	}
	return out
}

func orZero(v *big.Int) *big.Int {
	if v == nil {
		return new(big.Int)
	}
	return v
}

// withdrawalTypedData is Withdrawal(uint256 total) in the ledger's domain as EIP-712 typed data, what every
// signer (a key, a keystore, Clef) signs; it hashes to ledger.WithdrawalDigest.
func withdrawalTypedData(d ledger.Domain, total *big.Int) apitypes.TypedData {
	return apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": {
				{Name: "name", Type: "string"},
				{Name: "version", Type: "string"},
				{Name: "chainId", Type: "uint256"},
				{Name: "verifyingContract", Type: "address"},
			},
			"Withdrawal": {{Name: "total", Type: "uint256"}},
		},
		PrimaryType: "Withdrawal",
		Domain: apitypes.TypedDataDomain{
			Name:              ledger.DomainName,
			Version:           settlement.DomainVersion,
			ChainId:           (*math.HexOrDecimal256)(new(big.Int).Set(d.ChainID)),
			VerifyingContract: d.Ledger.Hex(),
		},
		Message: apitypes.TypedDataMessage{"total": total.String()},
	}
}

// ledgerAccount is the account a reading command shows: the global --account when it is an address (no key is
// loaded), else the signer's.
func (e *env) ledgerAccount(ctx context.Context) (common.Address, error) {
	o, err := e.keyOptions()
	if err != nil {
		return common.Address{}, err
	}
	if common.IsHexAddress(o.Account) {
		return common.HexToAddress(o.Account), nil
	}
	k, err := e.key(ctx)
	if errors.Is(err, wallet.ErrNoKey) {
		return common.Address{}, usagef("name the account (--account 0x...) or give a signer (--account NAME, --keystore FILE, --clef URL or ASA_PRIVATE_KEY)")
	}
	if err != nil {
		return common.Address{}, err
	}
	return k.Address(), nil
}
