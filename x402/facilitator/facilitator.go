// Package facilitator verifies and settles x402 "exact" EVM payments the way the official
// TypeScript facilitator (@x402/evm ExactEvmScheme) does, with the same invalidReason codes, and
// serves them over the HTTP API the TypeScript HTTPFacilitatorClient calls (POST /verify,
// POST /settle, GET /supported).
//
// Settlement goes through a transaction manager (Network.Sender, a txmgr.Manager of the settlement
// key): each authorization (chain, token, payer, nonce) is one intent, ever; its signed transaction is
// journaled before it is broadcast, re-sent after a crash, re-priced when stuck and re-checked after a
// reorg; a settlement whose receipt does not arrive in time answers settlement_pending with the
// transaction hash, and asking again waits on that same intent instead of sending a new one.
//
// Chain access is behind Chain and Settler; ethclient-backed implementations are in this package
// (EthChain, TokenSettler). Settlers that fund something other than a plain transfer (the daemon's
// escrow) live with their owners and plug in through Network.Route.
package facilitator

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/txmgr"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/exact"
	"github.com/asa-escrow/asa/x402/extensions/bazaar"
	"github.com/asa-escrow/asa/x402/extensions/paymentid"
)

// Config configures a Facilitator.
type Config struct {
	// Networks are the chains served.
	Networks []*Network
	// SettleTimeout bounds the wait for a receipt before answering settlement_pending (default 20 s,
	// under the 30 s a resource server's facilitator client waits; a shorter deadline on the request's
	// context wins).
	SettleTimeout time.Duration
	// PollInterval is how often a receipt is polled (default 100 ms).
	PollInterval time.Duration
	// HTTPSettleWait caps the wait of POST /settle whatever SettleTimeout is (default 25 s): a resource
	// server's facilitator client gives up after 30 s (the official Go SDK's default), and a dropped
	// answer is worse than a pending one.
	HTTPSettleWait time.Duration
	// SimulateInVerify dry-runs the settlement in Verify (TypeScript default: true).
	SimulateInVerify bool
	// Now returns the current time (default time.Now).
	Now func() time.Time
	// Logger receives operational logs (default slog.Default()).
	Logger *slog.Logger
	// PaymentIDs, when set, makes POST /verify and /settle honour the payment-identifier extension
	// (its store must be durable: ids must survive a restart).
	PaymentIDs *paymentid.Guard
	// Catalog, when set, keeps the bazaar discovery info of every payment POST /settle settled, and
	// Handler serves it at GET <prefix>/discovery/resources and GET <prefix>/discovery/search.
	Catalog bazaar.Catalog
	// Metrics receives every Verify and Settle outcome (default NoopMetrics).
	Metrics Metrics
}

// Facilitator verifies and settles exact EVM payments.
type Facilitator struct {
	cfg      Config
	byChain  map[string]*Network // chain id (decimal) -> network
	now      func() time.Time
	log      *slog.Logger
	timeout  time.Duration
	interval time.Duration

	domains     sync.Map     // domainKey -> bool: whether a token's own EIP-712 domain is the one requirements name
	domainCount atomic.Int64 // entries stored in domains (bounded by maxDomains)
}

// domainKey is a token on a chain and the separator of the domain requirements name for it.
type domainKey struct {
	chain     string
	token     common.Address
	separator [32]byte
}

// maxDomains bounds the remembered domain checks (requirements choose name and version freely).
const maxDomains = 4096

// tokenSignsOurDomain reports whether the token verifies signatures over exactly the EIP-712 domain
// the requirements name (its DOMAIN_SEPARATOR() equals the one computed from extra.name, extra.version,
// the chain and the asset). Then the token's own signature check in a dry run that succeeded is the
// payer's signature over the very message checkSignature would recover, and the recovery is skipped.
// Unknown (no such function, a read error) is false, and the recovery runs. Answers are remembered.
func (f *Facilitator) tokenSignsOurDomain(ctx context.Context, p *payment) bool {
	want := p.domain.Separator()
	key := domainKey{chain: p.network.ChainID.String(), token: p.token, separator: want}
	if v, ok := f.domains.Load(key); ok {
		return v.(bool)
	}
	got, err := p.network.Chain.DomainSeparator(ctx, p.token)
	if err != nil {
		return false // not remembered: perhaps a passing node error
	}
	match := got == want
	if f.domainCount.Add(1) <= maxDomains {
		f.domains.Store(key, match)
	}
	return match
}

// New returns a facilitator for cfg.
func New(cfg Config) (*Facilitator, error) {
	f := &Facilitator{cfg: cfg, byChain: map[string]*Network{}, now: cfg.Now, log: cfg.Logger,
		timeout: cfg.SettleTimeout, interval: cfg.PollInterval}
	if f.now == nil {
		f.now = time.Now
	}
	if f.cfg.Metrics == nil {
		f.cfg.Metrics = NoopMetrics{}
	}
	if f.log == nil {
		f.log = slog.Default()
	}
	if f.timeout <= 0 {
		f.timeout = 20 * time.Second
	}
	if f.interval <= 0 {
		f.interval = 100 * time.Millisecond
	}
	if f.cfg.HTTPSettleWait <= 0 {
		f.cfg.HTTPSettleWait = 25 * time.Second
	}
	for _, n := range cfg.Networks {
		if n == nil || n.ChainID == nil || n.Chain == nil || n.Sender == nil || n.Receipts == nil || (n.Settler == nil && n.Route == nil) {
			return nil, errors.New("facilitator network needs ChainID, Chain, Sender, Receipts and Settler or Route")
		}
		f.byChain[n.ChainID.String()] = n
	}
	if len(f.byChain) == 0 {
		return nil, errors.New("facilitator needs at least one network")
	}
	return f, nil
}

// payment is a request decoded into one shape for both protocol versions.
type payment struct {
	version       int
	payScheme     string // accepted.scheme (v2) or payload.scheme (v1)
	payNetwork    string // accepted.network (v2) or payload.network (v1)
	req           x402.PaymentRequirements
	raw           json.RawMessage
	payer         string
	signed        exact.Signed
	network       *Network
	token         common.Address
	domain        exact.Domain
	requiredValue *big.Int
	payTo         common.Address
}

// decode parses a facilitator request. A non-nil *x402.VerifyResponse is a business rejection;
// an error means the request is malformed at the JSON level.
func (f *Facilitator) decode(r x402.FacilitatorRequest) (*payment, *x402.VerifyResponse, error) {
	p := &payment{}
	var probe struct {
		X402Version int `json:"x402Version"`
	}
	if err := json.Unmarshal(r.PaymentPayload, &probe); err != nil {
		return nil, nil, fmt.Errorf("paymentPayload: %w", err)
	}
	p.version = probe.X402Version
	switch p.version {
	case x402.Version2:
		var pp x402.PaymentPayload
		if err := json.Unmarshal(r.PaymentPayload, &pp); err != nil {
			return nil, nil, fmt.Errorf("paymentPayload: %w", err)
		}
		if err := json.Unmarshal(r.PaymentRequirements, &p.req); err != nil {
			return nil, nil, fmt.Errorf("paymentRequirements: %w", err)
		}
		p.payScheme, p.payNetwork, p.raw = pp.Accepted.Scheme, pp.Accepted.Network, pp.Payload
	case x402.Version1:
		var pp x402.PaymentPayloadV1
		if err := json.Unmarshal(r.PaymentPayload, &pp); err != nil {
			return nil, nil, fmt.Errorf("paymentPayload: %w", err)
		}
		var req x402.PaymentRequirementsV1
		if err := json.Unmarshal(r.PaymentRequirements, &req); err != nil {
			return nil, nil, fmt.Errorf("paymentRequirements: %w", err)
		}
		p.req = req.ToV2()
		p.payScheme, p.payNetwork, p.raw = pp.Scheme, pp.Network, pp.Payload
	default:
		return nil, &x402.VerifyResponse{InvalidReason: x402.ReasonInvalidX402Version,
			InvalidMessage: fmt.Sprintf("x402Version %d is not supported (1 or 2)", p.version)}, nil
	}
	if r.X402Version != 0 && r.X402Version != p.version {
		return nil, &x402.VerifyResponse{InvalidReason: x402.ReasonInvalidX402Version,
			InvalidMessage: fmt.Sprintf("request x402Version %d differs from paymentPayload x402Version %d", r.X402Version, p.version)}, nil
	}
	signed, err := exact.DecodePayload(p.raw)
	if err != nil {
		return nil, &x402.VerifyResponse{InvalidReason: x402.ReasonInvalidPayload, InvalidMessage: err.Error()}, nil
	}
	p.signed = signed
	p.payer = signed.Transfer.From.Hex()
	return p, nil, nil
}

func invalid(reason, payer, msg string) *x402.VerifyResponse {
	return &x402.VerifyResponse{InvalidReason: reason, Payer: payer, InvalidMessage: msg}
}

// check runs the checks of @x402/evm verifyEIP3009 in its order. Chain reads come last. A
// returned error is an infrastructure failure.
func (f *Facilitator) check(ctx context.Context, p *payment) (*x402.VerifyResponse, error) {
	if res := f.checkOffline(p); res != nil {
		return res, nil
	}
	return f.checkChain(ctx, p)
}

// checkOffline runs the checks that need no chain read (scheme, network, domain, signature, recipient,
// validity window, value), in @x402/evm's order; nil means they pass.
func (f *Facilitator) checkOffline(p *payment) *x402.VerifyResponse {
	if res := f.checkBeforeSignature(p); res != nil {
		return res
	}
	if res := f.checkSignature(p); res != nil {
		return res
	}
	return f.checkAfterSignature(p)
}

// checkBeforeSignature runs the offline checks that come before the signature's (scheme, network,
// domain, requirements); it sets p's network, value, token and domain.
func (f *Facilitator) checkBeforeSignature(p *payment) *x402.VerifyResponse {
	req, payer := p.req, p.payer
	if p.payScheme != x402.SchemeExact || req.Scheme != x402.SchemeExact {
		return invalid(x402.ReasonInvalidScheme, payer, "")
	}
	if p.version == x402.Version1 {
		if _, err := x402.ChainIDV1(p.payNetwork); err != nil {
			return invalid(x402.ReasonNetworkMismatch, payer, err.Error())
		}
	}
	if req.ExtraString("name") == "" || req.ExtraString("version") == "" {
		return invalid(x402.ReasonMissingEIP712Domain, payer, "")
	}
	if p.payNetwork != req.Network {
		return invalid(x402.ReasonNetworkMismatch, payer,
			fmt.Sprintf("payload network %q, requirements network %q", p.payNetwork, req.Network))
	}
	chainID, err := x402.NetworkChainID(p.version, req.Network)
	if err != nil {
		return invalid(x402.ReasonInvalidNetwork, payer, err.Error())
	}
	p.network = f.byChain[chainID.String()]
	if p.network == nil {
		return invalid(x402.ReasonInvalidNetwork, payer, fmt.Sprintf("this facilitator does not serve network %q", req.Network))
	}
	value, err := x402.ParseAmount(req.Amount)
	if err != nil {
		return invalid(x402.ReasonInvalidPaymentRequirements, payer, "amount: "+err.Error())
	}
	p.requiredValue = value
	payTo, err := exact.ParseAddress(req.PayTo)
	if err != nil {
		return invalid(x402.ReasonInvalidPaymentRequirements, payer, "payTo: "+err.Error())
	}
	p.domain, err = exact.DomainFor(p.version, req)
	if err != nil {
		return invalid(x402.ReasonInvalidPaymentRequirements, payer, err.Error())
	}
	p.token = p.domain.VerifyingContract
	p.payTo = payTo
	if exact.IsERC6492(p.signed.Signature) {
		return invalid(x402.ReasonEIP6492FactoryNotAllowed, payer, "counterfactual (ERC-6492) wallets are not accepted")
	}
	return nil
}

// checkSignature recovers the EIP-712 signer (the costly offline check) and compares it with the payer.
func (f *Facilitator) checkSignature(p *payment) *x402.VerifyResponse {
	if err := exact.VerifyEOA(p.domain, p.signed); err != nil {
		return invalid(x402.ReasonInvalidSignature, p.payer, err.Error())
	}
	return nil
}

// checkAfterSignature runs the offline checks that come after the signature's (recipient, validity
// window, value).
func (f *Facilitator) checkAfterSignature(p *payment) *x402.VerifyResponse {
	payer, t, payTo, value := p.payer, p.signed.Transfer, p.payTo, p.requiredValue
	if t.To != payTo {
		return invalid(x402.ReasonRecipientMismatch, payer, "")
	}
	now := f.now().Unix()
	if t.ValidBefore.Cmp(big.NewInt(now+6)) < 0 {
		return invalid(x402.ReasonValidBeforeExpired, payer, "")
	}
	if t.ValidAfter.Cmp(big.NewInt(now)) > 0 {
		return invalid(x402.ReasonValidAfterInFuture, payer, "")
	}
	if t.Value.Cmp(value) != 0 {
		if p.version == x402.Version1 {
			return invalid(x402.ReasonAuthorizationValueV1, payer, "")
		}
		return invalid(x402.ReasonAuthorizationValueMismatch, payer, "")
	}
	return nil
}

// checkChain runs the chain reads of the checks (asset deployed, authorization unused, balance) on a
// payment that passed checkOffline.
func (f *Facilitator) checkChain(ctx context.Context, p *payment) (*x402.VerifyResponse, error) {
	payer, t, value := p.payer, p.signed.Transfer, p.requiredValue
	chain := p.network.Chain
	hasCode, err := chain.HasCode(ctx, p.token)
	if err != nil {
		return nil, fmt.Errorf("check asset %s is a contract: %w", p.token.Hex(), err)
	}
	if !hasCode {
		return invalid(x402.ReasonAssetNotDeployedContract, payer, ""), nil
	}
	used, err := chain.AuthorizationState(ctx, p.token, t.From, t.Nonce)
	if err != nil {
		if escrow.Unanswered(err) {
			// The node did not answer (in time): not a verdict on the token; the caller retries.
			return nil, fmt.Errorf("read the authorization's state: %w", err)
		}
		return invalid(x402.ReasonEIP3009NotSupported, payer, err.Error()), nil
	}
	if used {
		return invalid(x402.ReasonNonceAlreadyUsed, payer, ""), nil
	}
	balance, err := chain.BalanceOf(ctx, p.token, t.From)
	if err != nil {
		return nil, fmt.Errorf("read balance of payer: %w", err)
	}
	if balance.Cmp(value) < 0 {
		return invalid(x402.ReasonInsufficientBalance, payer, ""), nil
	}
	return &x402.VerifyResponse{IsValid: true, Payer: payer}, nil
}

// route picks the settler of a checked payment, or answers why it is refused.
func (f *Facilitator) route(ctx context.Context, p *payment) (Settler, *x402.VerifyResponse) {
	settler, err := p.network.settlerFor(ctx, p.settlement())
	if err != nil {
		var re *RouteError
		if errors.As(err, &re) {
			return nil, invalid(re.Reason, p.payer, re.Message)
		}
		return nil, invalid(x402.ReasonInvalidPaymentRequirements, p.payer, err.Error())
	}
	return settler, nil
}

func (p *payment) settlement() Settlement {
	return Settlement{ChainID: p.network.ChainID, Version: p.version, Requirements: p.req, Token: p.token, Payment: p.signed}
}

func truncate(s string) string {
	if len(s) > 500 {
		return s[:500]
	}
	return s
}

// Verify checks a payment against its requirements without moving funds. A rejected payment
// is a VerifyResponse with IsValid=false; the error is for malformed requests (ErrBadRequest)
// and infrastructure failures.
func (f *Facilitator) Verify(ctx context.Context, r x402.FacilitatorRequest) (x402.VerifyResponse, error) {
	res, err := f.verify(ctx, r)
	f.cfg.Metrics.Verified(res, err)
	return res, err
}

func (f *Facilitator) verify(ctx context.Context, r x402.FacilitatorRequest) (x402.VerifyResponse, error) {
	p, rej, err := f.decode(r)
	if err != nil {
		return x402.VerifyResponse{}, fmt.Errorf("%w: %v", ErrBadRequest, err)
	}
	if rej != nil {
		return *rej, nil
	}
	// Whether this facilitator already submitted the authorization is a journal read: it runs beside the
	// checks and the chain reads, and its answer takes precedence over theirs.
	type knownAnswer struct {
		rec *txmgr.Record
		err error
	}
	knownCh := make(chan knownAnswer, 1)
	go func() {
		rec, err := f.known(ctx, p)
		knownCh <- knownAnswer{rec, err}
	}()
	res, err := f.verifyChecked(ctx, p)
	k := <-knownCh
	if k.err != nil {
		return x402.VerifyResponse{}, k.err
	}
	if k.rec != nil {
		return *invalid(x402.ReasonNonceAlreadyUsed, p.payer, "authorization already submitted by this facilitator"), nil
	}
	return res, err
}

// verifyChecked runs the checks of Verify after the journal lookup (with the dry run when configured).
func (f *Facilitator) verifyChecked(ctx context.Context, p *payment) (x402.VerifyResponse, error) {
	if !f.cfg.SimulateInVerify {
		res, err := f.check(ctx, p)
		if err != nil {
			return x402.VerifyResponse{}, err
		}
		if !res.IsValid {
			return *res, nil
		}
		if _, rej := f.route(ctx, p); rej != nil {
			return *rej, nil
		}
		return *res, nil
	}
	// With the dry run, the dry run comes first: when it succeeds the authorization is unused, the
	// balance suffices and the token accepted the signature as the payer's (its own EIP-712 check, ECDSA
	// or ERC-1271), so the chain reads are skipped, and so is the local signature recovery when the
	// token's domain is the one the requirements name (tokenSignsOurDomain): one node round trip per valid
	// payment, and no second recovery of what the token just verified. When the dry run fails, the
	// signature and the reads say why, in @x402/evm's order of checks; so does any refusal before it.
	if res := f.checkBeforeSignature(p); res != nil {
		return *res, nil
	}
	if post := f.checkAfterSignature(p); post != nil {
		if res := f.checkSignature(p); res != nil {
			return *res, nil
		}
		return *post, nil
	}
	settler, rej, err := f.settlerBeforeDryRun(ctx, p)
	if err != nil {
		return x402.VerifyResponse{}, err
	}
	if rej != nil {
		return *rej, nil
	}
	simErr := settler.Simulate(ctx, p.settlement())
	if simErr == nil {
		if !f.tokenSignsOurDomain(ctx, p) {
			if res := f.checkSignature(p); res != nil {
				return *res, nil
			}
		}
		return x402.VerifyResponse{IsValid: true, Payer: p.payer}, nil
	}
	if res := f.checkSignature(p); res != nil {
		return *res, nil
	}
	res, err := f.checkChain(ctx, p)
	if err != nil {
		return x402.VerifyResponse{}, err
	}
	if !res.IsValid {
		return *res, nil
	}
	return *invalid(x402.ReasonSimulationFailed, p.payer, truncate(simErr.Error())), nil
}

// settlerBeforeDryRun runs the chain checks that come before a dry run (the asset is a contract, the
// payment has a route) and returns the payment's settler, or the refusal, the signature's verdict first
// as @x402/evm orders its checks. An error is an infrastructure failure.
func (f *Facilitator) settlerBeforeDryRun(ctx context.Context, p *payment) (Settler, *x402.VerifyResponse, error) {
	if hasCode, err := p.network.Chain.HasCode(ctx, p.token); err != nil || !hasCode {
		if res := f.checkSignature(p); res != nil {
			return nil, res, nil
		}
		if err != nil {
			return nil, nil, fmt.Errorf("check asset %s is a contract: %w", p.token.Hex(), err)
		}
		return nil, invalid(x402.ReasonAssetNotDeployedContract, p.payer, ""), nil
	}
	settler, rej := f.route(ctx, p)
	if rej != nil {
		if res := f.checkSignature(p); res != nil {
			return nil, res, nil
		}
		return nil, rej, nil
	}
	return settler, nil, nil
}

// known returns the intent of the payment's authorization if this facilitator's sender has one (nil if
// not). It resolves only the network and the asset (cheap, no chain reads).
func (f *Facilitator) known(ctx context.Context, p *payment) (*txmgr.Record, error) {
	chainID, err := x402.NetworkChainID(p.version, p.req.Network)
	if err != nil {
		return nil, nil
	}
	n := f.byChain[chainID.String()]
	token, err := exact.ParseAddress(p.req.Asset)
	if n == nil || err != nil {
		return nil, nil
	}
	rec, err := n.Sender.Get(ctx, AuthorizationKey(n.ChainID, token, p.signed.Transfer.From, p.signed.Transfer.Nonce))
	if errors.Is(err, txmgr.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read settlement intent: %w", err)
	}
	return &rec, nil
}

// ErrBadRequest marks a request that is not valid JSON of the expected shape (HTTP 400).
var ErrBadRequest = errors.New("bad request")

func jsonUnmarshal(b []byte, v any) error { return json.Unmarshal(b, v) }
