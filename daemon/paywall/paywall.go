// Package paywall serves the daemon's x402 and A2A surface: the x402 facilitator API (POST
// /x402/verify, POST /x402/settle, GET /x402/supported, GET /x402/discovery/resources and /search) for the
// daemon's chain and escrow token, POST /v1/jobs/{id}/fund that answers 402 with the job's payment
// requirements and funds the job on chain (escrow.fundWithAuthorization) from the client's EIP-3009
// authorization, POST /v1/jobs/{id}/collateral that sells a provider's collateral the same way
// (acceptJob with the provider's signed acceptance and its authorization), and an A2A 1.0 JSON-RPC
// agent (POST /a2a, GET /.well-known/agent-card.json) that runs the same funding through the A2A x402
// extension v0.2.
//
// Everything escrow-specific about x402 lives here: the escrow settler (funding from the
// requirements' extra), and the deposit guard: an authorization made out to a deposit address of
// this escrow is only ever executed through the escrow's funding path.
//
// The standard x402 extensions are spoken on every payment path: each 402 carries a
// payment-identifier declaration, a signed offer (the standard one and the escrow's own, by the
// offer key), a sign-in-with-x challenge and the bazaar declaration of the fund route; a payment id
// makes a payment idempotent across retries and restarts; every funding answers with a signed
// receipt, kept with the job; a job's client who signs in gets its receipt instead of paying again.
// GET /.well-known/asa-escrow.json publishes the offer signer.
//
// Settlements are intents of the x402 settlement key's transaction manager (a second signer of the
// daemon, with its own nonce stream and journal rows), never of the daemon key.
package paywall

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon/acceptance"
	"github.com/asa-escrow/asa/daemon/intents"
	"github.com/asa-escrow/asa/daemon/quota"
	"github.com/asa-escrow/asa/daemon/signin"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/network"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
	"github.com/asa-escrow/asa/txmgr"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/extensions/offerreceipt"
	"github.com/asa-escrow/asa/x402/extensions/paymentid"
	"github.com/asa-escrow/asa/x402/facilitator"
)

// ReasonPayerNotClient is the invalidReason of a payment whose authorization is not signed by the
// job's client: fundWithAuthorization only pulls the budget from the job's client.
const ReasonPayerNotClient = "asa_payer_not_job_client"

// ReasonDepositAddress is the invalidReason of an authorization made out to one of this escrow's
// deposit addresses that the escrow's funding path cannot execute now (the job is not open, or the
// authorization does not pay its budget from its client). Executing it on the token would strand the
// money at the deposit address, so the facilitator never does.
const ReasonDepositAddress = "asa_deposit_address_not_fundable"

// JobSource is the job view the paywall reads (*store.Store): the terms hash and the deposit map.
type JobSource interface {
	Job(ctx context.Context, id uint64) (store.Job, error)
	DepositAt(ctx context.Context, addr common.Address) (d store.Deposit, ok bool, err error)
	MaxJobID(ctx context.Context) (uint64, error)
}

// Backend is the chain access the paywall needs (*ethclient.Client).
type Backend interface {
	facilitator.Backend
	Caller
	TransactionByHash(ctx context.Context, hash common.Hash) (*types.Transaction, bool, error)
}

// escrowABI is the escrow's ABI (to read fundWithAuthorization calldata).
var escrowABI = func() *abi.ABI {
	a, err := bindings.AsaEscrowMetaData.ParseABI()
	if err != nil {
		panic(err)
	}
	return a
}()

// Deps are the paywall's inputs.
type Deps struct {
	// Client is the chain connection (the daemon's).
	Client Backend
	// ChainID is the chain's id; it is served as "eip155:<ChainID>" (and its v1 name, if any).
	ChainID *big.Int
	// Escrow is the escrow contract; Intents builds its funding intents.
	Escrow  common.Address
	Intents *intents.Escrow
	// Token is the escrow's payment token (the x402 asset).
	Token common.Address
	// Jobs is the daemon's store.
	Jobs JobSource
	// Sender executes settlements: the x402 settlement key's transaction manager (never the daemon
	// key's: each key has one nonce stream).
	Sender facilitator.Sender
	// DaemonAddress is the daemon's sending address; Open refuses a Sender with this address.
	DaemonAddress common.Address
	// PublicURL is the base URL the agent card and the payment requirements advertise
	// ("https://escrow.example"). Outside dev chains it must be an https URL; on a dev chain it may be
	// empty, and LocalURL is advertised. Nothing advertised is ever taken from a request.
	PublicURL string
	// LocalURL is the daemon's own listen URL ("http://127.0.0.1:8080"), advertised on a dev chain
	// without PublicURL.
	LocalURL func() string
	// Tasks is the A2A agent's record (the daemon's store).
	Tasks TaskStore
	// Auth identifies A2A callers by the daemon's wallet sign-in; nil refuses every A2A call.
	Auth Authenticator
	// ANSName is the agent's ANS name (card extension https://cho-fam.com/ans/v1; default DefaultANSName).
	ANSName string
	// MaxTimeout is maxTimeoutSeconds of the requirements (default 300 s).
	MaxTimeout time.Duration
	// SettleTimeout bounds the facilitator's wait for a receipt before answering settlement_pending
	// (default 20 s). The fund endpoint and the A2A agent answer pending sooner, within FundWait.
	SettleTimeout time.Duration
	// FundWait bounds how long POST /v1/jobs/{id}/fund and the A2A agent wait for the funding
	// transaction before answering 202 with its hash (default 10 s, whatever SettleTimeout is: the
	// answer must arrive well before any server write timeout).
	FundWait time.Duration
	// PollInterval is the receipt poll interval (default 100 ms).
	PollInterval time.Duration
	// HTTPSettleWait caps the wait of POST /x402/settle (default 25 s, under the 30 s of the official
	// resource servers' facilitator clients).
	HTTPSettleWait time.Duration
	// DepositLookahead is how many job ids past the highest known job the deposit guard checks (jobs
	// the watcher has not indexed yet; default 256).
	DepositLookahead int
	// Acceptances checks providers' signed acceptances (the collateral endpoint); nil: collateral is not sold.
	Acceptances *acceptance.Checker
	// Logger receives operational logs.
	Logger *slog.Logger
	// Metrics receives the facilitator's verify and settle outcomes (default: none).
	Metrics facilitator.Metrics
	// OfferKey signs the offer of every 402 and every funding receipt (required). It must be neither the
	// daemon's key nor the settlement key: it signs statements, never transactions. Any signer.Signer
	// (a local key, a keystore account, Clef) does; it signs EIP-712 typed data only.
	OfferKey signer.Signer
	// Ext keeps the extensions' state durably (the daemon's store): payment ids, receipts, the catalog.
	Ext ExtStore
	// SignIn, when set, lets a job's client sign in for its funding receipt instead of paying again, and
	// puts a sign-in challenge into every 402.
	SignIn *signin.Service
	// Ledger, when set, is the netted ledger (an AsaLedger holding Token) whose balances the paywall sells
	// deposits into (POST /v1/ledger/accounts/{address}/deposit); an authorization made out to its signer's
	// deposit address on it is executed by depositWithAuthorization, whatever route it came by.
	Ledger common.Address
	// LedgerMinDeposit is the smallest deposit that route sells, in base units (default
	// DefaultLedgerMinDeposit): each is a transaction whose gas the settlement key pays.
	LedgerMinDeposit *big.Int
	// Quotas, when set, bound per client the facilitator calls (quota.X402Requests) and the A2A calls,
	// messages and tasks (quota.A2ARequests, A2AMessageBytes, A2AClientBytes, A2ATasks); nil: no bound.
	Quotas *quota.Set
}

// Paywall serves the x402 facilitator, the fund endpoint and the A2A agent.
type Paywall struct {
	deps   Deps
	domain TokenDomain
	fac    *facilitator.Facilitator
	token  *facilitator.TokenSettler
	log    *slog.Logger
	a2a    *agent
	facH   http.Handler
	offers *offerreceipt.Signer
	guard  *paymentid.Guard
	// ledgerFee is the ledger's registration fee (immutable on chain), read at Open.
	ledgerFee *big.Int

	cataloged atomic.Bool // the fund route is in the discovery catalog

	lookMu   sync.Mutex
	lookFrom uint64                           // first id of the look-ahead table
	lookAt   map[common.Address]store.Deposit // deposits of the ids past the highest known job
}

// Open reads the token's EIP-712 domain and builds the facilitator over the settlement key's sender.
func Open(ctx context.Context, d Deps) (*Paywall, error) {
	switch {
	case d.Client == nil || d.ChainID == nil || d.Jobs == nil || d.Intents == nil:
		return nil, errors.New("paywall: Client, ChainID, Jobs and Intents are required")
	case d.Sender == nil:
		return nil, errors.New("paywall: no x402 settlement sender (start the daemon with an x402 key: ASA_X402_PRIVATE_KEY or x402Keystore)")
	case d.OfferKey == nil:
		return nil, errors.New("paywall: no offer key: x402 offers and funding receipts are signed by a key of their own (ASA_OFFER_PRIVATE_KEY or offerKeystore)")
	case d.Ext == nil:
		return nil, errors.New("paywall: Ext (the daemon's store) is required: payment ids and receipts are kept durably")
	case d.Tasks == nil:
		return nil, errors.New("paywall: the A2A agent needs its task store (Tasks)")
	}
	offers, err := offerreceipt.FromSigner(d.OfferKey)
	if err != nil {
		return nil, fmt.Errorf("paywall: %w", err)
	}
	if a := offers.Address(); a == d.Sender.From() || a == d.DaemonAddress {
		return nil, fmt.Errorf("paywall: the offer key %s is a transaction key; give offers and receipts a key of their own (it never sends transactions)", a.Hex())
	}
	if d.DaemonAddress != (common.Address{}) && d.Sender.From() == d.DaemonAddress {
		return nil, fmt.Errorf("paywall: the x402 settlement key is the daemon's key (%s); use a different key: each key has one nonce stream", d.Sender.From().Hex())
	}
	if d.Auth == nil {
		d.Auth = noSignIn{}
	}
	if err := CheckPublicURL(d.PublicURL, d.ChainID.Uint64()); err != nil {
		return nil, fmt.Errorf("paywall: %w", err)
	}
	if d.PublicURL == "" && d.LocalURL == nil {
		return nil, errors.New("paywall: no PublicURL and no LocalURL to advertise")
	}
	if d.ANSName == "" {
		d.ANSName = DefaultANSName
	}
	if err := CheckANSName(d.ANSName); err != nil {
		return nil, fmt.Errorf("paywall: %w", err)
	}
	if d.MaxTimeout <= 0 {
		d.MaxTimeout = 300 * time.Second
	}
	if d.FundWait <= 0 {
		d.FundWait = 10 * time.Second
	}
	if d.DepositLookahead <= 0 {
		d.DepositLookahead = 256
	}
	log := d.Logger
	if log == nil {
		log = slog.Default()
	}
	dctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	dom, err := ReadTokenDomain(dctx, d.Client, d.Token)
	cancel()
	if err != nil {
		return nil, fmt.Errorf("paywall: %w", err)
	}
	p := &Paywall{deps: d, domain: dom, log: log, token: facilitator.NewTokenSettler(d.Client, d.Sender.From()), offers: offers,
		guard: paymentid.NewGuard(d.Ext, nil)}
	if d.Ledger != (common.Address{}) {
		if p.deps.LedgerMinDeposit == nil || p.deps.LedgerMinDeposit.Sign() <= 0 {
			p.deps.LedgerMinDeposit = DefaultLedgerMinDeposit
		}
		lctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		p.ledgerFee, err = openLedger(lctx, d.Client, d.Ledger, d.Token)
		cancel()
		if err != nil {
			return nil, fmt.Errorf("paywall: %w", err)
		}
	}
	p.fac, err = facilitator.New(facilitator.Config{
		Networks: []*facilitator.Network{{
			ChainID: d.ChainID, Chain: FastChain(facilitator.NewEthChain(d.Client)), Sender: d.Sender, Receipts: d.Client,
			Settler: p.token, Route: p.route,
		}},
		SettleTimeout: d.SettleTimeout, PollInterval: d.PollInterval, HTTPSettleWait: d.HTTPSettleWait, SimulateInVerify: true, Logger: log,
		PaymentIDs: p.guard, Catalog: d.Ext, Metrics: d.Metrics,
	})
	if err != nil {
		return nil, fmt.Errorf("paywall: %w", err)
	}
	p.a2a = newAgent(p, d.Tasks, d.Auth)
	p.facH = p.fac.Handler("/x402")
	log.Info("x402 enabled", "network", x402.CAIP2(d.ChainID), "token", d.Token, "domain", dom.Name+"/"+dom.Version, "settler", d.Sender.From(),
		"offerSigner", offers.Address())
	return p, nil
}

// Start resumes the A2A payments a previous run left unsettled (in the background).
func (p *Paywall) Start(ctx context.Context) error {
	if err := p.a2a.resumeWorking(ctx); err != nil {
		return fmt.Errorf("paywall: resume A2A tasks: %w", err)
	}
	return nil
}

// Stop waits for the A2A settlements running in the background (each bounded by FundWait; the
// transactions themselves are journaled and go on with the daemon's transaction manager).
func (p *Paywall) Stop(ctx context.Context) error { return p.a2a.stop(ctx) }

// baseURL is the URL the card and the requirements advertise: the configured public URL, else the
// daemon's own listen URL (dev chains only; Open checks).
func (p *Paywall) baseURL() string {
	if p.deps.PublicURL != "" {
		return strings.TrimRight(p.deps.PublicURL, "/")
	}
	return strings.TrimRight(p.deps.LocalURL(), "/")
}

// Facilitator is the in-process facilitator (for sibling components and benchmarks).
func (p *Paywall) Facilitator() *facilitator.Facilitator { return p.fac }

// Domain is the token's EIP-712 domain.
func (p *Paywall) Domain() TokenDomain { return p.domain }

// Settler is the address that sends settlement transactions.
func (p *Paywall) Settler() common.Address { return p.deps.Sender.From() }

// Routes are the paywall's HTTP handlers by mux pattern; they answer 503 until Set. The daemon
// builds its mux before the paywall can be opened (the paywall needs the daemon's chain client
// and store), so the handlers are mounted first and the paywall is plugged in after.
type Routes struct {
	p atomic.Pointer[Paywall]
}

// Set plugs in the paywall.
func (r *Routes) Set(p *Paywall) { r.p.Store(p) }

// Handlers returns the patterns and handlers to mount (daemon.Options.Extra).
func (r *Routes) Handlers() map[string]http.Handler {
	with := func(f func(p *Paywall, w http.ResponseWriter, req *http.Request)) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
			p := r.p.Load()
			if p == nil {
				w.Header().Set("Retry-After", "1")
				writeJSON(w, http.StatusServiceUnavailable, errorBody{Error: wire.ErrorDetail{Code: wire.CodeUnavailable, Message: "x402 is starting; retry shortly"}})
				return
			}
			f(p, w, req)
		})
	}
	fac := func(p *Paywall, w http.ResponseWriter, req *http.Request) { p.facH.ServeHTTP(w, req) }
	// Verify and settle are limited per client before the body is read (a verify's dry run costs the node).
	facLimited := func(p *Paywall, w http.ResponseWriter, req *http.Request) {
		p.deps.Quotas.Guard(quota.X402Requests, p.facH).ServeHTTP(w, req)
	}
	return map[string]http.Handler{
		"POST /x402/verify":             with(facLimited),
		"POST /x402/settle":             with(facLimited),
		"GET /x402/supported":           with(fac),
		"GET /x402/discovery/resources": with(fac),
		"GET /x402/discovery/search":    with(fac),
		"GET /.well-known/asa-escrow.json": with(func(p *Paywall, w http.ResponseWriter, req *http.Request) {
			w.Header().Set("Cache-Control", "no-cache")
			writeJSON(w, http.StatusOK, p.WellKnown(p.baseURL()))
		}),
		"POST /v1/jobs/{id}/fund":                    with(paying((*Paywall).serveFund)),
		"POST /v1/jobs/{id}/collateral":              with(paying((*Paywall).serveCollateral)),
		"POST /v1/ledger/accounts/{address}/deposit": with(paying((*Paywall).serveLedgerDeposit)),
		"GET /.well-known/agent-card.json":           with(func(p *Paywall, w http.ResponseWriter, req *http.Request) { p.a2a.serveCard(w, req) }),
		"POST /a2a":                                  with(func(p *Paywall, w http.ResponseWriter, req *http.Request) { p.a2a.serveRPC(w, req) }),
	}
}

// paying limits every request of a payment route by the client's x402Requests quota: one without a payment
// costs the node too (the 402 reads the job, or the ledger's exit mode and the account, from the chain, and
// signs an offer), and one with a payment adds its verification and dry run.
func paying(serve func(p *Paywall, w http.ResponseWriter, req *http.Request)) func(p *Paywall, w http.ResponseWriter, req *http.Request) {
	return func(p *Paywall, w http.ResponseWriter, req *http.Request) {
		if err := p.deps.Quotas.Allow(req.Context(), quota.X402Requests); err != nil {
			quota.WriteHTTP(w, err)
			return
		}
		serve(p, w, req)
	}
}

// Service is what ForService needs from a *daemon.Service.
type Service interface {
	Client() *ethclient.Client
	// RequestClient is the chain client for work done on a request's behalf (verify, settle, fund): each
	// read bounded by the daemon's nodeWait, each eth_call by its gas cap.
	RequestClient() Backend
	ChainID() *big.Int
	Token() common.Address
	Domain() settlement.Domain
	Store() *store.Store
	TxManager() *txmgr.Manager
	X402TxManager() *txmgr.Manager
	Kinds() *txmgr.Kinds
	Intents() *intents.Escrow
	Acceptances() *acceptance.Checker
	SignIn() *signin.Service
	// URL is the daemon's own listen URL (http or https), once it listens.
	URL() string
	// X402Metrics receives the facilitator's verify and settle outcomes.
	X402Metrics() facilitator.Metrics
	// Quotas are the daemon's per-client limits.
	Quotas() *quota.Set
	// Ledger is the netted ledger the daemon operates (zero: none).
	Ledger() common.Address
}

// ServiceOptions are the paywall settings that do not come from the daemon.
type ServiceOptions struct {
	// PublicURL is the advertised base URL (required outside dev chains: an https URL); empty = the
	// daemon's listen URL.
	PublicURL string
	// Auth identifies A2A callers; nil means the daemon's wallet sign-in.
	Auth Authenticator
	// ANSName is the card's ANS name (default DefaultANSName).
	ANSName string
	// SettleTimeout, FundWait, HTTPSettleWait and PollInterval tune the waits (defaults 20 s, 10 s,
	// 25 s, 100 ms).
	SettleTimeout, FundWait, HTTPSettleWait, PollInterval time.Duration
	Logger                                                *slog.Logger
	// OfferKey signs offers and funding receipts (required; see Deps.OfferKey).
	OfferKey signer.Signer
	// LedgerMinDeposit is the smallest x402 deposit into a ledger balance (see Deps.LedgerMinDeposit).
	LedgerMinDeposit *big.Int
}

// ForService opens the paywall on a daemon's chain, escrow, token, store and x402 signer (the daemon
// must have been created with an X402Key), and registers the facilitator's intent kinds. Call it before
// the daemon starts.
func ForService(ctx context.Context, svc Service, o ServiceOptions) (*Paywall, error) {
	if svc.X402TxManager() == nil {
		return nil, errors.New("paywall: the daemon has no x402 settlement key (daemon.Options.X402Key)")
	}
	if err := facilitator.RegisterKinds(svc.Kinds(), facilitator.NewEthChain(svc.Client())); err != nil {
		return nil, fmt.Errorf("paywall: %w", err)
	}
	auth := o.Auth
	if auth == nil && svc.SignIn() != nil {
		auth = SignInAuthenticator(svc.SignIn())
	}
	return Open(ctx, Deps{
		Client: svc.RequestClient(), ChainID: svc.ChainID(), Escrow: svc.Domain().Escrow, Intents: svc.Intents(), Token: svc.Token(), Jobs: svc.Store(),
		Sender: svc.X402TxManager(), DaemonAddress: svc.TxManager().From(), PublicURL: o.PublicURL, LocalURL: svc.URL, Acceptances: svc.Acceptances(),
		Tasks: svc.Store(), Auth: auth, ANSName: o.ANSName,
		SettleTimeout: o.SettleTimeout, FundWait: o.FundWait, HTTPSettleWait: o.HTTPSettleWait, PollInterval: o.PollInterval, Logger: o.Logger,
		OfferKey: o.OfferKey, Ext: svc.Store(), SignIn: svc.SignIn(), Metrics: svc.X402Metrics(), Quotas: svc.Quotas(),
		Ledger: svc.Ledger(), LedgerMinDeposit: o.LedgerMinDeposit,
	})
}

// CheckPublicURL checks the base URL the card and the payment requirements advertise: an absolute http
// or https URL without credentials, query or fragment; outside dev chains (network.IsDevChain) it is
// required and must be https, since callers send sign-in credentials and payment authorizations to it.
func CheckPublicURL(raw string, chainID uint64) error {
	if raw == "" {
		if network.IsDevChain(chainID) {
			return nil
		}
		return fmt.Errorf("x402PublicUrl is required on chain %d (not a dev chain): set the public https URL callers reach the daemon at "+
			"(for example https://escrow.example.com), terminating TLS in the daemon (tlsCertFile, tlsKeyFile) or in a proxy in front of it", chainID)
	}
	u, err := url.Parse(raw)
	switch {
	case err != nil:
		return fmt.Errorf("x402PublicUrl %q is not a URL: %v", raw, err)
	case u.Scheme != "http" && u.Scheme != "https":
		return fmt.Errorf("x402PublicUrl %q must be an http(s) URL", raw)
	case u.Host == "" || u.User != nil || u.RawQuery != "" || u.Fragment != "":
		return fmt.Errorf("x402PublicUrl %q must be scheme://host[:port][/path] without credentials, query or fragment", raw)
	case u.Scheme != "https" && !network.IsDevChain(chainID):
		return fmt.Errorf("x402PublicUrl %q must be https on chain %d (not a dev chain): callers send sign-in credentials and payment authorizations to it", raw, chainID)
	}
	return nil
}

// ansName: dot-separated lowercase labels (letters, digits, hyphens), as the ANS names of the card
// profile are written (ethos.decision.v1).
var ansName = regexp.MustCompile(`^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$`)

// CheckANSName checks an ANS name for the card.
func CheckANSName(name string) error {
	if len(name) > 253 || !ansName.MatchString(name) {
		return fmt.Errorf("a2aAnsName %q is not an ANS name (dot-separated lowercase labels, like %s)", name, DefaultANSName)
	}
	return nil
}
