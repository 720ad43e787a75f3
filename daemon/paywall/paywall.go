// Package paywall serves the daemon's x402 and A2A surface: the x402 facilitator API (POST
// /x402/verify, POST /x402/settle, GET /x402/supported) for the daemon's chain and escrow token,
// POST /v1/jobs/{id}/fund that answers 402 with the job's payment requirements and funds the job
// on chain (escrow.fundWithAuthorization) from the client's EIP-3009 authorization, and an A2A
// 1.0 JSON-RPC agent (POST /a2a, GET /.well-known/agent-card.json) that runs the same funding
// through the A2A x402 extension v0.2.
//
// The facilitator sends settlement transactions from its own key, never the daemon's: the
// daemon's transaction manager owns the daemon key's nonces.
package paywall

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/txmgr"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/facilitator"
)

// Job statuses (IAgenticCommerce.JobStatus ordinals) the paywall cares about.
const (
	statusOpen   = 0
	statusFunded = 1
)

// ReasonPayerNotClient is the invalidReason of a payment whose authorization is not signed by the
// job's client: fundWithAuthorization only pulls the budget from the job's client.
const ReasonPayerNotClient = "asa_payer_not_job_client"

// JobSource is the job view the paywall reads (*store.Store).
type JobSource interface {
	Job(ctx context.Context, id uint64) (store.Job, error)
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
	// Escrow is the escrow contract; it is payTo of every fund requirement.
	Escrow common.Address
	// Token is the escrow's payment token (the x402 asset).
	Token common.Address
	// Jobs is the daemon's job view.
	Jobs JobSource
	// Key sends settlement transactions. It must not be the daemon's key.
	Key *ecdsa.PrivateKey
	// DaemonAddress is the daemon's sending address; Open refuses a Key with this address.
	DaemonAddress common.Address
	// StorePath is the SQLite file of the facilitator's (payer, nonce) settlement store.
	StorePath string
	// PublicURL is the base URL the agent card and resources advertise ("http://host:port");
	// empty means the request's Host.
	PublicURL string
	// MaxTimeout is maxTimeoutSeconds of the requirements (default 300 s).
	MaxTimeout time.Duration
	// SettleTimeout bounds the wait for a settlement receipt before answering pending (default 30 s).
	SettleTimeout time.Duration
	// PollInterval is the receipt poll interval (default 500 ms).
	PollInterval time.Duration
	// Logger receives operational logs.
	Logger *slog.Logger
}

// Paywall serves the x402 facilitator, the fund endpoint and the A2A agent.
type Paywall struct {
	deps   Deps
	domain TokenDomain
	fac    *facilitator.Facilitator
	st     *facilitator.Store
	log    *slog.Logger
	signer common.Address
	a2a    *agent
	facH   http.Handler
}

// Open reads the token's EIP-712 domain, opens the settlement store and builds the facilitator.
// Close releases the store.
func Open(ctx context.Context, d Deps) (*Paywall, error) {
	switch {
	case d.Client == nil || d.ChainID == nil || d.Jobs == nil:
		return nil, errors.New("paywall: Client, ChainID and Jobs are required")
	case d.Key == nil:
		return nil, errors.New("paywall: no x402 settlement key (set ASA_X402_PRIVATE_KEY or x402Keystore)")
	case d.StorePath == "":
		return nil, errors.New("paywall: StorePath is required")
	}
	signer := crypto.PubkeyToAddress(d.Key.PublicKey)
	if d.DaemonAddress != (common.Address{}) && signer == d.DaemonAddress {
		return nil, fmt.Errorf("paywall: the x402 settlement key is the daemon's key (%s); use a different key: the daemon's transaction manager owns that key's nonces", signer.Hex())
	}
	if d.MaxTimeout <= 0 {
		d.MaxTimeout = 300 * time.Second
	}
	log := d.Logger
	if log == nil {
		log = slog.Default()
	}
	dom, err := ReadTokenDomain(ctx, d.Client, d.Token)
	if err != nil {
		return nil, fmt.Errorf("paywall: %w", err)
	}
	st, err := facilitator.OpenStore(ctx, d.StorePath)
	if err != nil {
		return nil, fmt.Errorf("paywall: settlement store: %w", err)
	}
	sender := facilitator.NewSender(d.Client, d.Key, d.ChainID)
	escrowSettler := facilitator.NewEscrowSettler(sender, d.Escrow, nil)
	fac, err := facilitator.New(facilitator.Config{
		Networks: []*facilitator.Network{{
			ChainID: d.ChainID, Chain: FastChain(facilitator.NewEthChain(d.Client)),
			Settler: facilitator.NewTokenSettler(sender),
			Route:   facilitator.EscrowRoute(facilitator.NewTokenSettler(sender), escrowSettler),
		}},
		Store: st, SettleTimeout: d.SettleTimeout, PollInterval: d.PollInterval, SimulateInVerify: true, Logger: log,
	})
	if err != nil {
		_ = st.Close()
		return nil, fmt.Errorf("paywall: %w", err)
	}
	p := &Paywall{deps: d, domain: dom, fac: fac, st: st, log: log, signer: signer}
	p.a2a = newAgent(p)
	p.facH = fac.Handler("/x402")
	log.Info("x402 enabled", "network", x402.CAIP2(d.ChainID), "token", d.Token, "domain", dom.Name+"/"+dom.Version, "settler", signer)
	return p, nil
}

// Close closes the settlement store.
func (p *Paywall) Close() error { return p.st.Close() }

// Facilitator is the in-process facilitator (for sibling components and benchmarks).
func (p *Paywall) Facilitator() *facilitator.Facilitator { return p.fac }

// Domain is the token's EIP-712 domain.
func (p *Paywall) Domain() TokenDomain { return p.domain }

// Settler is the address that sends settlement transactions.
func (p *Paywall) Settler() common.Address { return p.signer }

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
				writeJSON(w, http.StatusServiceUnavailable, map[string]string{"error": "x402 is starting"})
				return
			}
			f(p, w, req)
		})
	}
	fac := func(p *Paywall, w http.ResponseWriter, req *http.Request) { p.facH.ServeHTTP(w, req) }
	return map[string]http.Handler{
		"POST /x402/verify":                with(fac),
		"POST /x402/settle":                with(fac),
		"GET /x402/supported":              with(fac),
		"POST /v1/jobs/{id}/fund":          with((*Paywall).serveFund),
		"GET /.well-known/agent-card.json": with(func(p *Paywall, w http.ResponseWriter, req *http.Request) { p.a2a.serveCard(w, req) }),
		"POST /a2a":                        with(func(p *Paywall, w http.ResponseWriter, req *http.Request) { p.a2a.serveRPC(w, req) }),
	}
}

// Service is what ForService needs from a *daemon.Service.
type Service interface {
	Client() *ethclient.Client
	ChainID() *big.Int
	Token() common.Address
	Domain() settlement.Domain
	Store() *store.Store
	TxManager() *txmgr.Manager
}

// ServiceOptions are the paywall settings that do not come from the daemon.
type ServiceOptions struct {
	// Key is the x402 settlement key (not the daemon's).
	Key *ecdsa.PrivateKey
	// StorePath is the settlement store file (for example next to the daemon's database).
	StorePath string
	// PublicURL is the advertised base URL; empty = the request's Host.
	PublicURL string
	// SettleTimeout and PollInterval tune the facilitator (defaults 30 s, 500 ms).
	SettleTimeout, PollInterval time.Duration
	Logger                      *slog.Logger
}

// ForService opens the paywall on a daemon's chain, escrow, token and job view. It refuses a key
// equal to the daemon's.
func ForService(ctx context.Context, svc Service, o ServiceOptions) (*Paywall, error) {
	return Open(ctx, Deps{
		Client: svc.Client(), ChainID: svc.ChainID(), Escrow: svc.Domain().Escrow, Token: svc.Token(), Jobs: svc.Store(),
		Key: o.Key, DaemonAddress: svc.TxManager().From(), StorePath: o.StorePath, PublicURL: o.PublicURL,
		SettleTimeout: o.SettleTimeout, PollInterval: o.PollInterval, Logger: o.Logger,
	})
}
