package daemon

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"golang.org/x/net/netutil"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon/acceptance"
	"github.com/asa-escrow/asa/daemon/api"
	"github.com/asa-escrow/asa/daemon/assigner"
	"github.com/asa-escrow/asa/daemon/attestor"
	"github.com/asa-escrow/asa/daemon/canary"
	"github.com/asa-escrow/asa/daemon/hooks"
	"github.com/asa-escrow/asa/daemon/indexer"
	"github.com/asa-escrow/asa/daemon/intents"
	"github.com/asa-escrow/asa/daemon/keeper"
	"github.com/asa-escrow/asa/daemon/leader"
	"github.com/asa-escrow/asa/daemon/ledgerop"
	"github.com/asa-escrow/asa/daemon/paywall"
	"github.com/asa-escrow/asa/daemon/quota"
	"github.com/asa-escrow/asa/daemon/relayer"
	"github.com/asa-escrow/asa/daemon/scheduler"
	"github.com/asa-escrow/asa/daemon/signin"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/erc8004"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/internal/egress"
	"github.com/asa-escrow/asa/internal/nodeconn"
	"github.com/asa-escrow/asa/internal/redact"
	"github.com/asa-escrow/asa/internal/seal"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
	"github.com/asa-escrow/asa/txmgr"
	"github.com/asa-escrow/asa/watcher"
	"github.com/asa-escrow/asa/x402/facilitator"
)

// component is what the service composes: everything it runs has this lifecycle.
type component interface {
	Start(ctx context.Context) error
	Stop(ctx context.Context) error
}

// Service is a running daemon: composition and lifecycle only. Create it with New, then Start; Stop
// shuts it down.
type Service struct {
	cfg    Config
	log    *slog.Logger
	client *ethclient.Client
	chain  *big.Int
	escrow common.Address
	token  common.Address

	closeNode func() // closes client and its idle connections (a stopped replica keeps none open)

	store    *store.Store
	writer   *chainWriter // the chain watcher, during this replica's terms of the chain-state lease
	kinds    *txmgr.Kinds
	intents  *intents.Escrow
	txm      *txmgr.Manager   // the daemon key
	x402txm  *txmgr.Manager   // the x402 settlement key, when configured
	signers  []*txmgr.Manager // every manager, daemon key first
	relayer  *relayer.Relayer
	keeper   *keeper.Keeper
	assigner *assigner.Assigner // nil without an evaluator pool
	canaries *canary.Role       // nil unless the daemon is the pool's canary operator
	ledgerOp *ledgerop.Operator // nil unless the daemon operates a netted ledger (cfg.Ledger)
	sched    *scheduler.Scheduler
	http     *httpServer
	signin   *signin.Service
	quotas   *quota.Set // the outsiders' limits (cfg.Quotas)
	registry *prometheus.Registry
	metrics  *metrics
	routes   func() []string
	// acceptances checks providers' signed acceptances (POST /v1/acceptances, and the x402 collateral endpoint).
	acceptances *acceptance.Checker
	// attestor signs reputation answers (GET /v1/reputation/{address}); hooks delivers signed webhooks.
	attestor *attestor.Attestor
	hooks    *hooks.Service

	holder   string            // this process in the leases: replica name and instance id
	electors []*leader.Elector // one per signer key (daemon key first), then the chain-state lease
	leaderM  leader.Metrics

	started []component // in start order; stopped in reverse

	readyMu  sync.Mutex
	readyWhy string // the last readiness failure logged (one WARN line per change)

	head       headCache        // the chain-head read behind chainTime
	nodeHealth *nodeconn.Health // the node's liveness as the daemon's calls see it (readiness)
	nodeM      *nodeMetrics
}

// Options are the pieces New takes from the caller besides the config.
type Options struct {
	// Key is the daemon's transaction signer (relays, finalizations, deposits): a local key, a keystore
	// account or a remote signer (Clef).
	Key signer.Signer
	// X402Key, if set, is a second signer with its own nonce stream and journal rows: the x402
	// facilitator's settlements go through it (see X402TxManager). It must differ from Key.
	X402Key signer.Signer
	Logger  *slog.Logger
	// Extra mounts more HTTP handlers (x402 facilitator, A2A) on the daemon's mux.
	Extra map[string]http.Handler
	// AttestationKey signs reputation attestations (GET /v1/reputation/{address}); a key of its own that
	// never sends transactions. Nil: the route answers 503.
	AttestationKey signer.Signer
	// Listener, when set, is the bound HTTP listener to serve on instead of listening on cfg.Listen (a caller
	// binds it first to report a busy port before anything is created); Stop closes it.
	Listener net.Listener
	// Secrets seals webhook secrets at rest (see Config.SecretKeys); nil: the keys of cfg.SecretKeyFile,
	// if any. Without keys webhook subscriptions are refused, and a database with sealed secrets too.
	Secrets *seal.Keyring
}

// warmDBConns is how many database connections the daemon opens at start: about what a burst of
// concurrent results uses at once (each holds one for its reads), so that the first burst after a start
// does not open them (each reads the whole schema).
const warmDBConns = 32

// New checks the config, connects to the chain, opens the store (refusing one that belongs to another
// chain or escrow, or that another daemon holds) and builds every component.
func New(ctx context.Context, cfg Config, o Options) (*Service, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	// A nil key in a Signer (signer.FromKey(nil)) is no key: without this, an unset attestation key would
	// pass for one and panic on the first GET /v1/reputation.
	o.Key, o.X402Key, o.AttestationKey = signer.OrNil(o.Key), signer.OrNil(o.X402Key), signer.OrNil(o.AttestationKey)
	if o.Key == nil {
		return nil, errors.New("daemon: no signing key (set ASA_PRIVATE_KEY or keystore)")
	}
	if o.X402Key != nil && o.X402Key.Address() == o.Key.Address() {
		return nil, fmt.Errorf("daemon: the x402 settlement key %s is the daemon's key; give it its own key: each key has one nonce stream", o.Key.Address().Hex())
	}
	log := o.Logger
	if log == nil {
		log = slog.Default()
	}
	s := &Service{cfg: cfg, log: log, escrow: common.HexToAddress(cfg.Escrow)}
	if s.cfg.Replica == "" {
		s.cfg.Replica = defaultReplica()
	}
	holder, err := holderID(s.cfg.Replica)
	if err != nil {
		return nil, err
	}
	s.holder = holder
	timeout := time.Duration(cfg.RPCTimeout)
	s.nodeHealth = nodeconn.NewHealth()
	rc, closeNode, err := nodeconn.Dial(ctx, cfg.RPC, nodeconn.Options{Timeout: timeout, Health: s.nodeHealth})
	if err != nil {
		return nil, fmt.Errorf("daemon: %w", err)
	}
	client := ethclient.NewClient(rc)
	s.client, s.closeNode = client, closeNode
	fail := func(err error) (*Service, error) {
		if s.store != nil {
			_ = s.store.Close()
		}
		closeNode()
		return nil, err
	}
	if err := s.identifyChain(ctx); err != nil {
		return fail(err)
	}
	if cfg.X402 {
		// Check could only guess the chain when chainId was not configured; now the node has said.
		if err := paywall.CheckPublicURL(cfg.AdvertisedX402URL(), s.chain.Uint64()); err != nil {
			return fail(fmt.Errorf("daemon: %w", err))
		}
	}
	if !store.IsPostgres(cfg.DB) {
		if err := os.MkdirAll(filepath.Dir(cfg.DB), 0o755); err != nil {
			return fail(fmt.Errorf("daemon: database directory: %w", err))
		}
	}
	s.registry = prometheus.NewRegistry()
	s.registry.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	if s.metrics, err = newMetrics(s.registry); err != nil {
		return fail(err)
	}
	if s.quotas, err = quota.New(quota.Options{Limits: cfg.Quotas.Limits(), TrustForwardedFor: cfg.Quotas.TrustForwardedFor,
		Registerer: s.registry}); err != nil {
		return fail(fmt.Errorf("daemon: %w", err))
	}
	secrets := o.Secrets
	if secrets == nil {
		if secrets, err = cfg.SecretKeys(""); err != nil {
			return fail(fmt.Errorf("daemon: %w", err))
		}
	}
	if s.nodeM, err = newNodeMetrics(s.registry, s); err != nil {
		return fail(err)
	}
	if s.store, err = store.Open(ctx, cfg.DB, store.Options{Logger: log, MaxConns: cfg.DBConns, Metrics: s.metrics.store,
		IdleInTxTimeout: max(time.Duration(cfg.LeaseTTL)/2, 250*time.Millisecond), Secrets: secrets, WarmConns: warmDBConns}); err != nil {
		return fail(fmt.Errorf("daemon: %w", err))
	}
	if err := s.bindStore(ctx); err != nil {
		return fail(err)
	}
	if n, err := s.store.RebuildJobsIfAsked(ctx, indexer.Fold); err != nil {
		return fail(fmt.Errorf("daemon: %w", err))
	} else if n > 0 {
		log.Info("rebuilt the job view from stored events after a schema upgrade", "jobs", n)
	}
	wm := s.metrics.watcher
	lm, err := leader.NewPrometheusMetrics(s.registry, "asa", s.cfg.Replica)
	if err != nil {
		return fail(fmt.Errorf("daemon: %w", err))
	}
	s.leaderM = lm
	checkpoint := s.store.Checkpoint("escrow:" + strings.ToLower(s.escrow.Hex()))
	pool := common.HexToAddress(cfg.EvaluatorPool) // zero without a pool: nothing of it is watched
	watched := []common.Address{s.escrow}
	if pool != (common.Address{}) {
		watched = append(watched, pool)
	}
	handler := &indexer.Handler{Store: s.store, Escrow: s.escrow, Pool: pool, Logger: log, Woken: s.wake}
	s.writer = &chainWriter{log: log.With("component", "chain-writer"), build: func(f store.Fence) (*watcher.Watcher, error) {
		return watcher.New(watcher.Config{
			Client: client, Checkpoint: checkpoint.Fenced(f), Handler: handler,
			Addresses: watched, StartBlock: cfg.StartBlock, Confirmations: cfg.Confirmations,
			PollInterval: time.Duration(cfg.PollInterval), CallTimeout: timeout, Logger: log, Metrics: wm,
		})
	}}
	// The watcher's configuration is checked now, not at the first election.
	if _, err := s.writer.build(store.Fence{}); err != nil {
		return fail(fmt.Errorf("daemon: %w", err))
	}
	s.kinds = txmgr.NewKinds()
	s.intents = &intents.Escrow{Chain: client, Address: s.escrow}
	if err := s.intents.Register(s.kinds); err != nil {
		return fail(fmt.Errorf("daemon: %w", err))
	}
	var poolIntents *intents.Pool
	if pool != (common.Address{}) {
		poolIntents = &intents.Pool{Chain: client, Address: pool}
		if err := poolIntents.Register(s.kinds); err != nil {
			return fail(fmt.Errorf("daemon: %w", err))
		}
	}
	var feedback *intents.Feedback
	if cfg.Feedback {
		feedback = &intents.Feedback{Chain: client, ChainID: s.chain.Uint64(), Escrow: s.escrow, Registry: common.HexToAddress(cfg.ReputationRegistry)}
		if err := feedback.Register(s.kinds); err != nil {
			return fail(fmt.Errorf("daemon: %w", err))
		}
	}
	if cfg.Ledger != "" {
		if err := ledgerop.Register(s.kinds, client); err != nil {
			return fail(fmt.Errorf("daemon: %w", err))
		}
	}
	txMetrics, err := txmgr.NewPrometheusMetrics(s.registry, "asa")
	if err != nil {
		return fail(fmt.Errorf("daemon: %w", err))
	}
	for _, k := range []signer.Signer{o.Key, o.X402Key} {
		if k == nil {
			continue
		}
		m, err := s.newManager(ctx, k, txMetrics)
		if err != nil {
			return fail(err)
		}
		s.signers = append(s.signers, m)
	}
	s.txm = s.signers[0]
	// /metrics never asks the node: the due gauges use the chain time already known.
	s.registry.MustRegister(newBacklogCollector(s.store, func() (time.Time, error) { return s.cachedChainTime(10 * time.Duration(s.cfg.PollInterval)) }, timeout, s.signers))
	if o.X402Key != nil {
		s.x402txm = s.signers[1]
	}
	chainEl, err := s.newElector(watcherLease(s.escrow), s.writer.elected, s.writer.deposed)
	if err != nil {
		return fail(err)
	}
	s.electors = append(s.electors, chainEl)
	s.relayer, err = relayer.New(relayer.Config{Store: s.store, Submitter: s.txm, Escrow: s.intents,
		Interval: time.Duration(cfg.TickInterval), BatchSize: cfg.RelayBatchSize, BatchWait: time.Duration(cfg.RelayBatchWait), Logger: log,
		Metrics: s.metrics.relayer})
	if err != nil {
		return fail(fmt.Errorf("daemon: %w", err))
	}
	s.keeper, err = keeper.New(keeper.Config{Store: s.store, Submitter: s.txm, Escrow: s.intents, Chain: client,
		Clock: chainClock{s}, Token: s.token, Interval: time.Duration(cfg.TickInterval), OpenEvery: time.Duration(cfg.DepositCheck),
		Logger: log, Feedback: feedback, FeedbackStore: s.store})
	if err != nil {
		return fail(fmt.Errorf("daemon: %w", err))
	}
	if poolIntents != nil {
		if s.assigner, err = assigner.New(assigner.Config{Store: s.store, Submitter: s.txm, Pool: poolIntents, Chain: client,
			Interval: time.Duration(cfg.TickInterval), Logger: log}); err != nil {
			return fail(fmt.Errorf("daemon: %w", err))
		}
		if cfg.CanaryOperator {
			if s.canaries, err = canary.New(canary.Config{Store: s.store, Submitter: s.txm, Pool: poolIntents, Chain: client,
				Operator: o.Key.Address(), Interval: time.Duration(cfg.TickInterval), MaxPending: cfg.MaxPendingCanaries, Logger: log}); err != nil {
				return fail(fmt.Errorf("daemon: %w", err))
			}
			cctx, cancel := context.WithTimeout(ctx, 3*timeout)
			err := s.canaries.CheckOperator(cctx)
			cancel()
			if err != nil {
				return fail(fmt.Errorf("daemon: %w", err))
			}
		}
	}
	ledgerMetrics := ledgerop.NewPrometheusMetrics(s.registry)
	if cfg.Ledger != "" {
		if s.ledgerOp, err = s.newLedgerOperator(ctx, client, o.Key.Address(), ledgerMetrics); err != nil {
			return fail(err)
		}
	}
	s.sched, err = scheduler.New(s.store, s.finalizeDue, scheduler.Config{
		Interval: time.Duration(cfg.TickInterval), BatchSize: cfg.BatchSize, Retry: 30 * time.Duration(cfg.TickInterval),
		Clock: chainClock{s}, Logger: log, Metrics: s.metrics.scheduler,
	})
	if err != nil {
		return fail(fmt.Errorf("daemon: %w", err))
	}
	// Every chain read an HTTP request makes goes through the bounded node (nodeWait, a gas cap on eth_call).
	bounded := s.bounded()
	intake := &api.Intake{Jobs: s.store, Results: s.store, Agreements: s.store, Domain: s.Domain(), Contracts: limitedSigners{contractSigners{bounded}, s.quotas},
		Chain: chainJobs{bounded, s.escrow, s.quotas}, Seats: s.store,
		Now: s.chainTime, Accepted: func(store.Result) { s.wakeRelayer() }}
	s.acceptances = &acceptance.Checker{Jobs: s.store, Chain: bounded, Contracts: limitedSigners{contractSigners{bounded}, s.quotas}, Domain: s.Domain(),
		Token: s.token, Now: s.chainTime}
	relays := &api.Acceptances{Checker: s.acceptances, Intents: s.intents, Sender: s.txm, Chain: bounded}
	s.signin, err = signin.New(signin.Config{Origin: s.PublicURL, ChainID: s.chain, Chain: bounded, Store: s.store,
		Quotas: s.quotas, Logger: log})
	if err != nil {
		return fail(fmt.Errorf("daemon: %w", err))
	}
	if s.attestor, err = attestor.New(s.store, s.store.Checkpoint("escrow:"+strings.ToLower(s.escrow.Hex())), s.escrow, s.chain.Uint64(), o.AttestationKey); err != nil {
		return fail(fmt.Errorf("daemon: %w", err))
	}
	egressPolicy, err := cfg.Egress.Policy()
	if err != nil {
		return fail(fmt.Errorf("daemon: %w", err))
	}
	hookMetrics, err := hooks.NewMetrics(s.registry)
	if err != nil {
		return fail(fmt.Errorf("daemon: %w", err))
	}
	if s.hooks, err = hooks.New(hooks.Config{Store: s.store, SignIn: s.signin, Outbox: cfg.Webhooks.Outbox(),
		FeedInterval: time.Duration(cfg.PollInterval), Logger: log, Egress: egressPolicy, MaxPerOwner: cfg.Webhooks.MaxPerOwner,
		Quotas: s.quotas, Metrics: hookMetrics}); err != nil {
		return fail(fmt.Errorf("daemon: %w", err))
	}
	extra := map[string]http.Handler{}
	for p, h := range s.signin.Handlers() {
		extra[p] = h
	}
	for p, h := range s.hooks.Handlers() {
		extra[p] = h
	}
	canaryRoutes := canary.Unserved()
	if s.canaries != nil {
		canaryRoutes = s.canaries.Handlers(s.signin)
	}
	for p, h := range canaryRoutes {
		extra[p] = h
	}
	for p, h := range s.ledgerRoutes() {
		extra[p] = h
	}
	for p, h := range o.Extra {
		extra[p] = h
	}
	srv := &api.Server{Store: s.store, Escrow: s.escrow, Intake: intake, Acceptances: relays, Gatherer: s.registry, Ready: s.ready, Logger: log, Extra: extra,
		Replica: func(ctx context.Context) any { return s.Replica(ctx) }, Metrics: s.metrics.api,
		SignIn: s.signin, Agreements: s.store, ChainID: s.chain.Uint64(), MarketMinSamples: cfg.MarketMinSamples, Reputation: s.attestor,
		ChainTime: s.chainTime, Explorer: cfg.Explorer(s.chain.Uint64()), Ledger: s.Ledger(),
		Parties: s.parties(cfg, egressPolicy), AgentReputation: s.agentReputation(cfg, o.Key.Address()),
		EvaluatorPool: pool}
	if pool != (common.Address{}) {
		reader := &poolReader{pool: pool, node: bounded, store: s.store, tip: checkpoint, quotas: s.quotas, abi: bindings.NewEvaluatorPool()}
		srv.PoolFigures, srv.Pool = reader.figures, s.store
	}
	s.http = &httpServer{addr: cfg.Listen, bound: o.Listener, handler: s.quotas.Middleware(srv.Handler()), maxConns: cfg.MaxConnections, log: log}
	s.routes = srv.Routes
	if cfg.TLSCertFile != "" {
		if s.http.certs, err = newCertReloader(cfg.TLSCertFile, cfg.TLSKeyFile, log); err != nil {
			return fail(fmt.Errorf("daemon: %w", err))
		}
	}
	return s, nil
}

// parties resolves agreement parties named by an ERC-8004 agent id through cfg.IdentityRegistry as of a
// block (without a registry such agreements are refused with a message saying so), and parties named by
// an A2A Agent Card by fetching the card through the egress policy (its signature or its ERC-8004
// registration; see erc8004.PartyResolver.ResolveCard).
func (s *Service) parties(cfg Config, policy egress.Policy) func(block uint64) settlement.AgentResolver {
	var registry common.Address
	if common.IsHexAddress(cfg.IdentityRegistry) {
		registry = common.HexToAddress(cfg.IdentityRegistry)
	}
	if policy.MaxResponseBytes <= 0 || policy.MaxResponseBytes > erc8004.MaxCardBytes {
		policy.MaxResponseBytes = erc8004.MaxCardBytes
	}
	cards := limitedCards{inner: erc8004.HTTPCards{Client: policy.Client()}, quotas: s.quotas}
	return func(block uint64) settlement.AgentResolver {
		return erc8004.PartyResolver{Agents: erc8004.ChainResolver{Caller: s.bounded(), Block: new(big.Int).SetUint64(block)}, ChainID: s.chain.Uint64(),
			Registry: registry, Cards: cards}
	}
}

// identifyChain checks the node's chain id and that the escrow is an AsaEscrow, and reads its token.
func (s *Service) identifyChain(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, 3*time.Duration(s.cfg.RPCTimeout))
	defer cancel()
	var err error
	if s.chain, err = s.client.ChainID(ctx); err != nil {
		return fmt.Errorf("daemon: chain id from %s: %w (is the node running?)", redact.URL(s.cfg.RPC), redact.Error(err, s.cfg.RPC))
	}
	if s.cfg.ChainID != 0 && s.chain.Uint64() != s.cfg.ChainID {
		return fmt.Errorf("daemon: wrong chain: config says %d, %s is chain %d", s.cfg.ChainID, redact.URL(s.cfg.RPC), s.chain)
	}
	code, err := s.client.CodeAt(ctx, s.escrow, nil)
	if err != nil {
		return fmt.Errorf("daemon: read escrow code: %w", redact.Error(err, s.cfg.RPC))
	}
	if len(code) == 0 {
		return fmt.Errorf("daemon: no contract at escrow %s on chain %d (wrong address or chain?)", s.escrow, s.chain)
	}
	esc := bindings.NewAsaEscrow()
	if s.token, err = bind.Call(esc.Instance(s.client, s.escrow), &bind.CallOpts{Context: ctx}, esc.PackToken(), esc.UnpackToken); err != nil {
		return fmt.Errorf("daemon: %s does not look like an AsaEscrow: %w", s.escrow, redact.Error(err, s.cfg.RPC))
	}
	return nil
}

// bindStore records (or checks) which chain, escrow and deployment the database belongs to. The
// deployment block's hash tells a restarted dev chain from the one the database followed.
func (s *Service) bindStore(ctx context.Context) error {
	hctx, cancel := context.WithTimeout(ctx, time.Duration(s.cfg.RPCTimeout))
	defer cancel()
	h, err := s.client.HeaderByNumber(hctx, new(big.Int).SetUint64(s.cfg.StartBlock))
	if err != nil {
		return fmt.Errorf("daemon: read start block %d: %w (is startBlock the escrow's deployment block on this chain?)", s.cfg.StartBlock, redact.Error(err, s.cfg.RPC))
	}
	id := store.Identity{ChainID: s.chain.Uint64(), Escrow: s.escrow, StartBlock: s.cfg.StartBlock, StartBlockHash: h.Hash()}
	if err := s.store.Bind(ctx, id); err != nil {
		return fmt.Errorf("daemon: %w", err)
	}
	return nil
}

// newElector builds the elector of one lease of this replica.
func (s *Service) newElector(lease string, elected func(context.Context, store.Fence), deposed func(context.Context, store.Fence, string)) (*leader.Elector, error) {
	el, err := leader.New(leader.Config{Store: s.store, Lease: lease, Holder: s.holder, TTL: time.Duration(s.cfg.LeaseTTL),
		OnElected: elected, OnDeposed: deposed, Logger: s.log, Metrics: s.leaderM})
	if err != nil {
		return nil, fmt.Errorf("daemon: %w", err)
	}
	return el, nil
}

// newManager builds the transaction manager of one signer key and the elector of its lease: the
// manager runs on every replica and sends only during this replica's terms.
func (s *Service) newManager(ctx context.Context, k signer.Signer, pm *txmgr.PrometheusMetrics) (*txmgr.Manager, error) {
	ts, err := txmgr.NewChainSigner(k, s.chain)
	if err != nil {
		return nil, fmt.Errorf("daemon: %w", err)
	}
	el, err := s.newElector(signerLease(k.Address()), nil, nil)
	if err != nil {
		return nil, err
	}
	s.electors = append(s.electors, el)
	minBal, _ := new(big.Int).SetString(s.cfg.MinSignerBalanceWei, 10)
	m, err := txmgr.New(ctx, txmgr.Config{
		ChainID: s.chain, Kinds: s.kinds, PollInterval: time.Duration(s.cfg.PollInterval),
		// A transaction is final only once the chain watcher will have seen its block: a reorg of a
		// confirmed block then always reaches the watcher, which reopens the intent.
		Confirmations:  max(s.cfg.TxConfirm, s.cfg.Confirmations+1),
		NetworkTimeout: time.Duration(s.cfg.RPCTimeout), MaxInFlight: s.cfg.MaxInFlight, FeeLimitMultiplier: s.cfg.FeeLimitMultiplier,
		BumpAfter: time.Duration(s.cfg.BumpAfter), MinBalance: minBal, RevertReason: intents.RevertReason,
		// The balance gauge stays fresh for the low-gas alert (deploy/prometheus/asa-alerts.yml).
		BalanceEvery: 10 * time.Duration(s.cfg.PollInterval),
		Logger:       s.log, Metrics: pm.ForSender(k.Address()), Term: termFunc(el, s.store),
	}, s.client, s.store, ts)
	if err != nil {
		return nil, fmt.Errorf("daemon: %w", err)
	}
	return m, nil
}

// Domain is the EIP-712 domain evaluators sign results for.
func (s *Service) Domain() settlement.Domain {
	return settlement.Domain{ChainID: s.chain, Escrow: s.escrow}
}

// Token is the escrow's payment token.
func (s *Service) Token() common.Address { return s.token }

// ChainID is the connected chain's id.
func (s *Service) ChainID() *big.Int { return new(big.Int).Set(s.chain) }

// Client is the daemon's chain client (every call has the configured timeout).
func (s *Service) Client() *ethclient.Client { return s.client }

// RequestClient is the chain client for work done on an HTTP request's behalf (the x402 paywall's): each
// read waits at most nodeWait (then fails with ErrNodeWait, to be answered 503 with Retry-After) and each
// eth_call runs with at most signatureGas.
func (s *Service) RequestClient() paywall.Backend { return s.bounded() }

// bounded is the node as HTTP handlers reach it (see boundedNode).
func (s *Service) bounded() boundedNode {
	return boundedNode{Client: s.client, wait: s.cfg.nodeWait(), gas: s.cfg.signatureGas(), m: s.nodeM, health: s.nodeHealth, raw: s.cfg.RPC}
}

// Addr is the HTTP listen address once started.
func (s *Service) Addr() string { return s.http.Addr() }

// SignIn is the daemon's wallet sign-in (sessions, nonces, SIGN-IN-WITH-X): components that must
// know who a request comes from use its Authenticate, Middleware or Require.
func (s *Service) SignIn() *signin.Service { return s.signin }

// PublicURL is the daemon's base URL as clients reach it: the configured publicUrl, else its own URL.
func (s *Service) PublicURL() string {
	if s.cfg.PublicURL != "" {
		return strings.TrimRight(s.cfg.PublicURL, "/")
	}
	return s.URL()
}

// URL is the daemon's own listen URL: https://<addr> when it terminates TLS, else http://<addr> (the
// bound address once started, the configured listen address before).
func (s *Service) URL() string {
	scheme := "http://"
	if s.http.certs != nil {
		scheme = "https://"
	}
	if a := s.http.Addr(); a != "" {
		return scheme + a
	}
	if s.http.bound != nil {
		return scheme + s.http.bound.Addr().String()
	}
	return scheme + s.cfg.Listen
}

// Store exposes the daemon's store (read-only use: API, tests).
func (s *Service) Store() *store.Store { return s.store }

// TxManager is the daemon key's transaction manager.
func (s *Service) TxManager() *txmgr.Manager { return s.txm }

// Ledger is the netted ledger the daemon operates (the zero address when it operates none).
func (s *Service) Ledger() common.Address {
	if s.cfg.Ledger == "" {
		return common.Address{}
	}
	return common.HexToAddress(s.cfg.Ledger)
}

// X402TxManager is the x402 settlement key's transaction manager (nil unless Options.X402Key was set).
func (s *Service) X402TxManager() *txmgr.Manager { return s.x402txm }

// Kinds is the registry of intent kinds every signer may send; a component that adds kinds (the x402
// paywall) registers them before Start.
func (s *Service) Kinds() *txmgr.Kinds { return s.kinds }

// Intents builds the escrow's intents.
func (s *Service) Intents() *intents.Escrow { return s.intents }

// Acceptances checks providers' signed acceptances against the daemon's job view and the chain (for the x402
// collateral endpoint).
func (s *Service) Acceptances() *acceptance.Checker { return s.acceptances }

// AttestationSigner is the address that signs reputation attestations (zero without an attestation key).
func (s *Service) AttestationSigner() common.Address { return s.attestor.Signer() }

// Quotas are the daemon's per-client limits (cfg.Quotas), for sibling components (the paywall).
func (s *Service) Quotas() *quota.Set { return s.quotas }

// Registry is the Prometheus registry /metrics serves (for sibling components' metrics).
func (s *Service) Registry() *prometheus.Registry { return s.registry }

// X402Metrics exports the x402 facilitator's verify and settle outcomes to Registry (the paywall's
// facilitator reports to it).
func (s *Service) X402Metrics() facilitator.Metrics { return s.metrics.x402 }

// Routes are the mux patterns the daemon's HTTP server serves (every route, Options.Extra included).
func (s *Service) Routes() []string { return s.routes() }

// Start catches up with the chain once (best effort), then starts every component: the watcher, the
// transaction managers, the relayer, the keeper, the scheduler and the HTTP server. It returns once they run; on
// an error the components already started are stopped.
func (s *Service) Start(ctx context.Context) error {
	// The chain-state lease first: a replica that takes it catches up with the chain (one poll) before
	// the rest starts. Then the signers' leases, and their managers, which send during their terms only.
	chainEl := s.electors[len(s.electors)-1]
	comps := []component{chainEl}
	for _, el := range s.electors[:len(s.electors)-1] {
		comps = append(comps, el)
	}
	for _, m := range s.signers {
		comps = append(comps, m)
	}
	comps = append(comps, s.relayer, s.keeper)
	if s.assigner != nil {
		comps = append(comps, s.assigner)
	}
	if s.canaries != nil {
		comps = append(comps, s.canaries)
	}
	if s.ledgerOp != nil {
		comps = append(comps, s.ledgerOp)
	}
	comps = append(comps, s.sched, s.hooks, s.http)
	for _, c := range comps {
		if err := c.Start(ctx); err != nil {
			_ = s.stopStarted(context.Background())
			return fmt.Errorf("daemon: start: %w", err)
		}
		s.started = append(s.started, c)
	}
	senders := make([]string, len(s.signers))
	for i, m := range s.signers {
		senders[i] = m.From().Hex()
	}
	leads := s.Replica(ctx).Leads
	s.log.Info("daemon started", "listen", s.http.Addr(), "node", redact.URL(s.cfg.RPC), "chain", s.chain, "escrow", s.escrow, "token", s.token, "senders", senders,
		"replica", s.holder, "db", store.RedactURL(s.cfg.DB), "leads", leads)
	if host, _, err := net.SplitHostPort(s.http.Addr()); s.cfg.PublicURL == "" && err == nil {
		if ip := net.ParseIP(host); ip != nil && ip.IsUnspecified() {
			s.log.Warn("wallet sign-in: the daemon listens on every interface but has no publicUrl; sign-in messages must name the host clients use: set publicUrl",
				"listen", s.http.Addr(), "signInOrigin", s.PublicURL())
		}
	}
	return nil
}

// Stop stops the components in reverse order (the HTTP server first lets in-flight requests finish),
// then closes the store and the node connection. Signed transactions already persisted are re-sent by
// the next start; nothing accepted is lost.
func (s *Service) Stop(ctx context.Context) error {
	err := s.stopStarted(ctx)
	if s.store != nil {
		if e := s.store.Close(); e != nil {
			err = errors.Join(err, e)
		}
	}
	s.closeNode()
	s.log.Info("daemon stopped")
	return err
}

func (s *Service) stopStarted(ctx context.Context) error {
	var errs []error
	for i := len(s.started) - 1; i >= 0; i-- {
		if err := s.started[i].Stop(ctx); err != nil {
			errs = append(errs, err)
		}
	}
	s.started = nil
	return errors.Join(errs...)
}

// ready is /readyz: the store answers and takes writes; the chain view is kept (by this replica's
// watcher, whose last poll worked and is recent, or by another replica that holds the chain-state lease
// or did within two lease lifetimes: a failover is not an outage); and every signer this replica sends
// for reaches the node and can pay for gas (a replica that does not send for a signer cannot tell, and
// the replica that does says so).
func (s *Service) ready(ctx context.Context) error {
	check, err := s.readyCheck(ctx)
	if err == nil {
		s.readyMu.Lock()
		s.readyWhy = ""
		s.readyMu.Unlock()
		return nil
	}
	// The cause (redacted) goes to the log once per change; /readyz says only a short public reason.
	why := redact.Text(err.Error(), s.cfg.RPC, s.cfg.DB)
	s.readyMu.Lock()
	changed := why != s.readyWhy
	s.readyWhy = why
	s.readyMu.Unlock()
	if changed {
		s.log.Warn("not ready", "check", check, "err", why)
	}
	return publicReason(check, err)
}

// readyCheck runs the readiness checks in order and names the first that fails.
func (s *Service) readyCheck(ctx context.Context) (string, error) {
	if err := s.store.Ping(ctx); err != nil {
		return "store", fmt.Errorf("store: %w", err)
	}
	if err := s.store.WriteHealth(); err != nil {
		return "store-write", err
	}
	if err := s.nodeReady(); err != nil {
		return "node", err
	}
	maxAge := 3*time.Duration(s.cfg.PollInterval) + 2*time.Duration(s.cfg.RPCTimeout)
	if w := s.writer.current(); w != nil {
		if err := w.Health(maxAge); err != nil {
			return "watcher", fmt.Errorf("chain watcher: %w", err)
		}
	} else if err := s.chainWriterLive(ctx, 2*time.Duration(s.cfg.LeaseTTL)); err != nil {
		return "chain-lease", fmt.Errorf("chain watcher: %w", err)
	}
	for i, m := range s.signers {
		if _, leads := s.electors[i].Term(); !leads {
			continue
		}
		if err := m.Health(); err != nil {
			return "signer", err
		}
	}
	return "", nil
}

func (s *Service) wakeRelayer() {
	if s.relayer != nil {
		s.relayer.Wake()
	}
}

// wake runs the relayer's and the keeper's next tick now (a block counted results or credited a payout).
func (s *Service) wake() {
	s.wakeRelayer()
	if s.keeper != nil {
		s.keeper.Wake()
	}
	if s.assigner != nil {
		s.assigner.Wake()
	}
	if s.canaries != nil {
		s.canaries.Wake()
	}
}

// finalizeDue queues one finalizeBatch intent for jobs whose deadline passed by chain time. The key
// names each job with its current deadline, so the same action is never queued twice while a new
// deadline is.
func (s *Service) finalizeDue(ctx context.Context, ids []uint64) error {
	sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
	jobs := make([]intents.JobDeadline, 0, len(ids))
	for _, id := range ids {
		j, err := s.store.Job(ctx, id)
		if err != nil {
			return fmt.Errorf("load job %d: %w", id, err)
		}
		jobs = append(jobs, intents.JobDeadline{JobID: id, Deadline: j.Deadline})
	}
	in, err := s.intents.Finalize(jobs)
	if err != nil {
		return err
	}
	rec, err := s.txm.Submit(ctx, in)
	if err != nil {
		return fmt.Errorf("queue %s: %w", in.Key, err)
	}
	if time.Since(rec.CreatedAt) < time.Minute {
		s.log.Info("finalize queued", "jobs", ids, "key", in.Key)
	}
	return nil
}

// chainClock tells the scheduler chain time, and ticks by the wall clock.
type chainClock struct{ s *Service }

func (c chainClock) Now() (time.Time, error) { return c.s.chainTime() }

func (c chainClock) NewTicker(d time.Duration) scheduler.Ticker {
	return scheduler.SystemClock{}.NewTicker(d)
}

// contractSigners asks evaluator and provider contracts (ERC-1271) through the bounded node: nodeWait
// and the signature gas cap hold for each check.
type contractSigners struct{ node boundedNode }

// limitedSigners spends the request's client's contract-check quota (quota.ContractChecks) before each
// ERC-1271 call: a signature that is not the signer's ECDSA one costs the node an eth_call, and an
// anonymous caller may post any number of them.
type limitedSigners struct {
	inner interface {
		IsValidSignature(context.Context, common.Address, common.Hash, []byte) (bool, error)
	}
	quotas *quota.Set
}

func (l limitedSigners) IsValidSignature(ctx context.Context, signer common.Address, digest common.Hash, sig []byte) (bool, error) {
	if err := l.quotas.Allow(ctx, quota.ContractChecks); err != nil {
		return false, err
	}
	return l.inner.IsValidSignature(ctx, signer, digest, sig)
}

func (c contractSigners) IsValidSignature(ctx context.Context, signer common.Address, digest common.Hash, sig []byte) (bool, error) {
	return escrow.IsValidERC1271Signature(ctx, c.node, signer, digest, sig)
}

// limitedCards spends the request's client's card-fetch quota (quota.CardFetches) before each A2A Agent
// Card fetch: anyone may post a job's agreement, and an agreement whose card cannot be resolved is not
// stored, so without a bound one job naming a card would let a caller make the daemon call that host at
// will.
type limitedCards struct {
	inner  erc8004.CardSource
	quotas *quota.Set
}

func (l limitedCards) FetchCard(ctx context.Context, url string) ([]byte, error) {
	if err := l.quotas.Allow(ctx, quota.CardFetches); err != nil {
		return nil, err
	}
	return l.inner.FetchCard(ctx, url)
}

// chainJobs reads a job's state from the escrow for the intake (api.ChainJobs), within nodeWait. The reads
// of a job's evaluators, which any signer of a result for a pool-judged job can cause, are spent from the
// caller's contractChecks quota.
type chainJobs struct {
	node   boundedNode
	escrow common.Address
	quotas *quota.Set
}

func (c chainJobs) ChainJob(ctx context.Context, id uint64) (settlement.JobStatus, uint64, bool, error) {
	esc := bindings.NewAsaEscrow()
	v, err := bind.Call(esc.Instance(c.node, c.escrow), &bind.CallOpts{Context: ctx}, esc.PackGetJob(new(big.Int).SetUint64(id)), esc.UnpackGetJob)
	if err != nil {
		return 0, 0, false, fmt.Errorf("getJob(%d): %w", id, err)
	}
	return settlement.JobStatus(v.Status), v.Deadline.Uint64(), v.BackupActive, nil
}

func (c chainJobs) ChainEvaluators(ctx context.Context, id uint64) ([]common.Address, error) {
	if err := c.quotas.Allow(ctx, quota.ContractChecks); err != nil {
		return nil, err
	}
	esc := bindings.NewAsaEscrow()
	v, err := bind.Call(esc.Instance(c.node, c.escrow), &bind.CallOpts{Context: ctx}, esc.PackEvaluatorsOf(new(big.Int).SetUint64(id)), esc.UnpackEvaluatorsOf)
	if err != nil {
		return nil, fmt.Errorf("evaluatorsOf(%d): %w", id, err)
	}
	return v, nil
}

// httpServer is the API's HTTP server as a component: bounded connections, timeouts on every phase.
type httpServer struct {
	addr     string
	bound    net.Listener // when set, served instead of listening on addr
	handler  http.Handler
	maxConns int
	log      *slog.Logger
	certs    *certReloader // when set, the server speaks TLS only

	mu     sync.Mutex
	ln     net.Listener
	server *http.Server
	done   chan struct{}
}

func (h *httpServer) Start(context.Context) error {
	ln := h.bound
	if ln == nil {
		var err error
		if ln, err = net.Listen("tcp", h.addr); err != nil {
			return fmt.Errorf("listen %s: %w", h.addr, err)
		}
	}
	h.mu.Lock()
	h.ln = netutil.LimitListener(ln, h.maxConns)
	h.server = &http.Server{Handler: h.handler, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 30 * time.Second,
		WriteTimeout: 60 * time.Second, IdleTimeout: 60 * time.Second, MaxHeaderBytes: 64 << 10,
		ErrorLog: slog.NewLogLogger(h.log.Handler(), slog.LevelDebug)}
	if h.certs != nil {
		h.server.TLSConfig = h.certs.tlsConfig()
		h.ln = tls.NewListener(h.ln, h.server.TLSConfig)
	}
	h.done = make(chan struct{})
	srv, l, done := h.server, h.ln, h.done
	h.mu.Unlock()
	go func() {
		defer close(done)
		if err := srv.Serve(l); err != nil && !errors.Is(err, http.ErrServerClosed) {
			h.log.Error("http server stopped", "err", err)
		}
	}()
	return nil
}

func (h *httpServer) Stop(ctx context.Context) error {
	h.mu.Lock()
	srv, done := h.server, h.done
	h.mu.Unlock()
	if srv == nil {
		if h.bound != nil {
			_ = h.bound.Close() // never served: the listener is ours to close
		}
		return nil
	}
	err := srv.Shutdown(ctx)
	if err != nil {
		_ = srv.Close()
	}
	<-done
	if err != nil {
		return fmt.Errorf("http shutdown: %w", err)
	}
	return nil
}

// Addr is the bound address ("" before Start).
func (h *httpServer) Addr() string {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.ln == nil {
		return ""
	}
	return h.ln.Addr().String()
}
