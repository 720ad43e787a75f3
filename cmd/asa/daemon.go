package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/daemon/paywall"
	"github.com/asa-escrow/asa/wallet"
)

func init() {
	cfg := daemon.DefaultConfig()
	var configFile, deployment string
	register(&command{
		name:    "daemon",
		summary: "run the settlement daemon: result intake API, chain watcher, transaction manager, scheduler",
		usage:   "[--config FILE] [--deployment FILE] [--escrow ADDR] [--db FILE] [--listen HOST:PORT] ...",
		flags: func(fs *flag.FlagSet) {
			fs.StringVar(&configFile, "config", "", "JSON config file (fields as in daemon.Config; env ASA_DAEMON_<FIELD> and flags override it)")
			fs.StringVar(&deployment, "deployment", "", "deployment JSON written by 'asa deploy --out' (sets escrow and startBlock)")
			fs.StringVar(&cfg.Escrow, "escrow", cfg.Escrow, "escrow address")
			fs.Uint64Var(&cfg.StartBlock, "start-block", cfg.StartBlock, "first block to scan (the escrow's deployment block)")
			fs.Uint64Var(&cfg.ChainID, "chain-id", cfg.ChainID, "expected chain id (refuse to start on another chain); 0 accepts the node's")
			fs.Uint64Var(&cfg.Confirmations, "confirmations", cfg.Confirmations, "blocks behind the head the watcher reads")
			fs.StringVar(&cfg.DB, "db", cfg.DB, "SQLite database file, or a postgres://user@host/db URL shared by replicas")
			fs.StringVar(&cfg.Replica, "replica", cfg.Replica, "this replica's name among those sharing a PostgreSQL database (default: the host name)")
			fs.Var((*durationFlag)(&cfg.LeaseTTL), "lease-ttl", "time to live of the leadership leases: a dead leader is replaced within about 1.2x this")
			fs.StringVar(&cfg.Listen, "listen", cfg.Listen, "HTTP listen address")
			fs.IntVar(&cfg.BatchSize, "batch-size", cfg.BatchSize, "most jobs per finalizeBatch transaction")
			fs.IntVar(&cfg.RelayBatchSize, "relay-batch-size", cfg.RelayBatchSize, "most signed results per submitResults transaction (1: each result alone)")
			fs.StringVar(&cfg.LogFormat, "log-format", cfg.LogFormat, "text or json")
			fs.StringVar(&cfg.LogLevel, "log-level", cfg.LogLevel, "debug, info, warn or error")
			fs.BoolVar(&cfg.X402, "x402", cfg.X402, "serve the x402 facilitator, fund-by-402 endpoint and A2A agent (settlement key: ASA_X402_PRIVATE_KEY or --x402-keystore)")
			fs.StringVar(&cfg.X402Keystore, "x402-keystore", cfg.X402Keystore, "keystore of the x402 settlement key (must differ from the daemon key); else ASA_X402_PRIVATE_KEY")
			fs.StringVar(&cfg.X402PasswordFile, "x402-password-file", cfg.X402PasswordFile, "password file of --x402-keystore (else ASA_KEYSTORE_PASSWORD)")
			fs.StringVar(&cfg.X402PublicURL, "x402-public-url", cfg.X402PublicURL, "base URL the agent card and payment requirements advertise; default --public-url; required (https) outside dev chains (default on a dev chain: the listen URL)")
			fs.StringVar(&cfg.A2AANSName, "a2a-ans-name", cfg.A2AANSName, "ANS name of the A2A agent (its card's https://cho-fam.com/ans/v1 extension; default "+paywall.DefaultANSName+")")
			fs.StringVar(&cfg.TLSCertFile, "tls-cert", cfg.TLSCertFile, "serve HTTPS with this PEM certificate (chain) file; with --tls-key")
			fs.StringVar(&cfg.TLSKeyFile, "tls-key", cfg.TLSKeyFile, "the PEM private key of --tls-cert")
			fs.StringVar(&cfg.OfferKeystore, "offer-keystore", cfg.OfferKeystore, "keystore of the offer key that signs x402 offers and funding receipts (a key of its own); else ASA_OFFER_PRIVATE_KEY")
			fs.StringVar(&cfg.OfferPasswordFile, "offer-password-file", cfg.OfferPasswordFile, "password file of --offer-keystore (else ASA_KEYSTORE_PASSWORD)")
			fs.StringVar(&cfg.PublicURL, "public-url", cfg.PublicURL, "the daemon's base URL as clients reach it (sign-ins must name its host; default http://LISTEN)")
		},
		run: func(ctx context.Context, e *env) error {
			// Precedence: defaults < file < environment < flags. Flags were parsed into cfg already, so
			// re-apply the explicitly set ones after the file and environment.
			explicit := cfg
			merged := daemon.DefaultConfig()
			if configFile != "" {
				if err := merged.LoadFile(configFile); err != nil {
					return err
				}
			}
			if err := applyEnv(&merged, e.getenv); err != nil {
				return err
			}
			overlayFlags(&merged, explicit, daemon.DefaultConfig())
			if deployment != "" {
				if err := applyDeployment(&merged, deployment); err != nil {
					return err
				}
			}
			if e.rpcURL != "" {
				merged.RPC = e.rpcURL
			}
			if e.keystore != "" {
				merged.Keystore, merged.PasswordFile = e.keystore, e.passwordFile
			}
			if e.jsonOut {
				merged.LogFormat = "json" // --json: machine-readable logs
			}
			if err := merged.Check(); err != nil {
				return err
			}
			// Bind the port before anything is created (the database file, the x402 store), so that a busy
			// port is the first and only thing reported.
			ln, err := net.Listen("tcp", merged.Listen)
			if err != nil {
				return fmt.Errorf("listen on %s: %w; another daemon (or program) holds that port: stop it, or pass --listen HOST:PORT (127.0.0.1:0 picks a free port)", merged.Listen, err)
			}
			defer ln.Close() // a no-op once the daemon's server has closed it
			logger := newLogger(e, merged)
			e.keystore, e.passwordFile = merged.Keystore, merged.PasswordFile
			key, err := e.key()
			if err != nil {
				return err
			}
			var routes *paywall.Routes
			var extra map[string]http.Handler
			var x402Key, offerKey *wallet.Key
			if merged.X402 {
				if x402Key, err = loadX402Key(e, merged); err != nil {
					return err
				}
				if x402Key.Address == key.Address {
					return fmt.Errorf("x402: the settlement key %s is the daemon's key; give the facilitator its own key (ASA_X402_PRIVATE_KEY or --x402-keystore): the daemon's transaction manager owns the daemon key's nonces", key.Address.Hex())
				}
				if offerKey, err = loadOfferKey(e, merged); err != nil {
					return err
				}
				if offerKey.Address == key.Address || offerKey.Address == x402Key.Address {
					return fmt.Errorf("x402: the offer key %s is a transaction key; offers and receipts are signed by a key of their own (ASA_OFFER_PRIVATE_KEY or --offer-keystore), which never sends transactions", offerKey.Address.Hex())
				}
				routes = &paywall.Routes{}
				extra = routes.Handlers()
			}
			attestKey, err := loadAttestationKey(e, key, x402Key, offerKey)
			if err != nil {
				return err
			}
			opts := daemon.Options{Key: key, X402Key: x402Key, Logger: logger, Extra: extra, Listener: ln}
			if attestKey != nil {
				opts.AttestationKey = attestKey.Private
			}
			svc, err := daemon.New(ctx, merged, opts)
			if err != nil {
				return err
			}
			var pw *paywall.Paywall
			if routes != nil {
				pw, err = paywall.ForService(ctx, svc, paywall.ServiceOptions{PublicURL: merged.AdvertisedX402URL(), ANSName: merged.A2AANSName,
					Logger: logger, OfferKey: offerKey.Private})
				if err != nil {
					_ = svc.Stop(context.Background())
					return err
				}
				routes.Set(pw)
			}
			if err := svc.Start(ctx); err != nil {
				_ = svc.Stop(context.Background())
				return err
			}
			if pw != nil {
				if err := pw.Start(ctx); err != nil {
					_ = svc.Stop(context.Background())
					return err
				}
			}
			fmt.Fprintf(e.stderr, "asa daemon: listening on %s (job page: %s/; Ctrl-C to stop)\n", svc.URL(), svc.URL())
			if a := svc.AttestationSigner(); a != (common.Address{}) {
				fmt.Fprintf(e.stderr, "asa daemon: reputation attestations signed by %s (pin it: asa reputation ADDR --verify --signer %s)\n", a.Hex(), a.Hex())
			}
			<-ctx.Done()
			stopCtx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
			defer cancel()
			if pw != nil {
				if err := pw.Stop(stopCtx); err != nil {
					logger.Warn("x402: stop", "err", err)
				}
			}
			return svc.Stop(stopCtx)
		},
	})
}

func newLogger(e *env, cfg daemon.Config) *slog.Logger {
	var level slog.Level
	_ = level.UnmarshalText([]byte(cfg.LogLevel))
	opts := &slog.HandlerOptions{Level: level}
	if cfg.LogFormat == "json" {
		return slog.New(slog.NewJSONHandler(e.stderr, opts))
	}
	return slog.New(slog.NewTextHandler(e.stderr, opts))
}

// envX402PrivateKey holds the hex x402 settlement key when no --x402-keystore is given.
const envX402PrivateKey = "ASA_X402_PRIVATE_KEY"

// loadX402Key loads the facilitator's settlement key: --x402-keystore, else ASA_X402_PRIVATE_KEY.
func loadX402Key(e *env, cfg daemon.Config) (*wallet.Key, error) {
	if cfg.X402Keystore != "" {
		k, err := wallet.Load(wallet.Source{Keystore: cfg.X402Keystore, PasswordFile: cfg.X402PasswordFile, Getenv: e.getenv})
		if err != nil {
			return nil, fmt.Errorf("x402 settlement key: %w", err)
		}
		return k, nil
	}
	if v := e.getenv(envX402PrivateKey); v != "" {
		k, err := wallet.ParseHex(v)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", envX402PrivateKey, err)
		}
		return k, nil
	}
	return nil, fmt.Errorf("x402 needs its own settlement key: set %s (hex) or pass --x402-keystore FILE; it must differ from the daemon key", envX402PrivateKey)
}

// envOfferPrivateKey holds the hex offer key when no --offer-keystore is given.
const envOfferPrivateKey = "ASA_OFFER_PRIVATE_KEY"

// loadOfferKey loads the key that signs x402 offers and funding receipts: --offer-keystore, else
// ASA_OFFER_PRIVATE_KEY.
func loadOfferKey(e *env, cfg daemon.Config) (*wallet.Key, error) {
	if cfg.OfferKeystore != "" {
		k, err := wallet.Load(wallet.Source{Keystore: cfg.OfferKeystore, PasswordFile: cfg.OfferPasswordFile, Getenv: e.getenv})
		if err != nil {
			return nil, fmt.Errorf("offer key: %w", err)
		}
		return k, nil
	}
	if v := e.getenv(envOfferPrivateKey); v != "" {
		k, err := wallet.ParseHex(v)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", envOfferPrivateKey, err)
		}
		return k, nil
	}
	return nil, fmt.Errorf("x402 needs an offer key that signs offers and funding receipts: set %s (hex) or pass --offer-keystore FILE; it must be neither the daemon key nor the settlement key", envOfferPrivateKey)
}

// envAttestationPrivateKey holds the hex key that signs reputation attestations.
const envAttestationPrivateKey = "ASA_ATTESTATION_PRIVATE_KEY"

// loadAttestationKey loads the key that signs reputation attestations (GET /v1/reputation/{address})
// from ASA_ATTESTATION_PRIVATE_KEY; none leaves the route answering 503. It must be none of the keys
// that send transactions or sign offers.
func loadAttestationKey(e *env, others ...*wallet.Key) (*wallet.Key, error) {
	v := e.getenv(envAttestationPrivateKey)
	if v == "" {
		return nil, nil
	}
	k, err := wallet.ParseHex(v)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", envAttestationPrivateKey, err)
	}
	for _, o := range others {
		if o != nil && o.Address == k.Address {
			return nil, fmt.Errorf("%s is %s, a key the daemon already uses; reputation attestations are signed by a key of their own", envAttestationPrivateKey, k.Address.Hex())
		}
	}
	return k, nil
}

// applyEnv reads ASA_DAEMON_<FIELD> variables (e.g. ASA_DAEMON_DB, ASA_DAEMON_LISTEN, ASA_DAEMON_ESCROW).
func applyEnv(c *daemon.Config, getenv func(string) string) error {
	str := map[string]*string{"RPC": &c.RPC, "ESCROW": &c.Escrow, "DB": &c.DB, "LISTEN": &c.Listen, "REPLICA": &c.Replica,
		"LOG_FORMAT": &c.LogFormat, "LOG_LEVEL": &c.LogLevel, "KEYSTORE": &c.Keystore, "PASSWORD_FILE": &c.PasswordFile,
		"X402_KEYSTORE": &c.X402Keystore, "X402_PASSWORD_FILE": &c.X402PasswordFile, "X402_PUBLIC_URL": &c.X402PublicURL,
		"OFFER_KEYSTORE": &c.OfferKeystore, "OFFER_PASSWORD_FILE": &c.OfferPasswordFile, "PUBLIC_URL": &c.PublicURL,
		"A2A_ANS_NAME": &c.A2AANSName, "TLS_CERT_FILE": &c.TLSCertFile, "TLS_KEY_FILE": &c.TLSKeyFile}
	for k, p := range str {
		if v := getenv("ASA_DAEMON_" + k); v != "" {
			*p = v
		}
	}
	nums := map[string]*uint64{"START_BLOCK": &c.StartBlock, "CONFIRMATIONS": &c.Confirmations, "CHAIN_ID": &c.ChainID}
	for k, p := range nums {
		if v := getenv("ASA_DAEMON_" + k); v != "" {
			n, err := strconv.ParseUint(v, 10, 64)
			if err != nil {
				return fmt.Errorf("ASA_DAEMON_%s: %q is not a number", k, v)
			}
			*p = n
		}
	}
	if v := getenv("ASA_DAEMON_X402"); v != "" {
		c.X402 = strings.EqualFold(v, "true") || v == "1"
	}
	if v := getenv("ASA_DAEMON_LEASE_TTL"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil {
			return fmt.Errorf("ASA_DAEMON_LEASE_TTL: %q is not a duration (e.g. 5s)", v)
		}
		c.LeaseTTL = daemon.Duration(d)
	}
	if v := getenv("ASA_DAEMON_DB_CONNS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			return fmt.Errorf("ASA_DAEMON_DB_CONNS: %q is not a number", v)
		}
		c.DBConns = n
	}
	return nil
}

// durationFlag is a flag of a daemon.Duration ("5s").
type durationFlag daemon.Duration

func (d *durationFlag) String() string { return time.Duration(*d).String() }

func (d *durationFlag) Set(v string) error {
	x, err := time.ParseDuration(v)
	if err != nil {
		return err
	}
	*d = durationFlag(x)
	return nil
}

// applyDeployment takes the escrow, its chain and its deployment block from a file 'asa deploy --out' wrote.
// What the file says must agree with what the config file, the environment or the flags already set: a
// deployment on another chain or of another escrow is refused, never silently preferred.
func applyDeployment(c *daemon.Config, path string) error {
	var d struct {
		ChainID     uint64 `json:"chainId"`
		Escrow      string `json:"escrow"`
		DeployBlock uint64 `json:"deployBlock"`
		Identity    string `json:"identityRegistry"`
		Reputation  string `json:"reputationRegistry"`
	}
	if err := readJSONFile(path, &d); err != nil {
		return err
	}
	if !common.IsHexAddress(d.Escrow) {
		return fmt.Errorf("%s has no escrow address; is it the output of 'asa deploy --out'?", path)
	}
	var conflicts []string
	if c.ChainID != 0 && d.ChainID != 0 && c.ChainID != d.ChainID {
		conflicts = append(conflicts, fmt.Sprintf("chainId: configured %d (config file, ASA_DAEMON_CHAIN_ID or --chain-id), but %s is a deployment on chain %d", c.ChainID, path, d.ChainID))
	}
	if c.Escrow != "" && !strings.EqualFold(c.Escrow, d.Escrow) {
		conflicts = append(conflicts, fmt.Sprintf("escrow: configured %s (config file, ASA_DAEMON_ESCROW or --escrow), but %s deployed %s", c.Escrow, path, d.Escrow))
	}
	if len(conflicts) > 0 {
		return fmt.Errorf("--deployment %s disagrees with the configuration:\n  - %s\ndrop one of the two, or make them agree", path, strings.Join(conflicts, "\n  - "))
	}
	c.Escrow = d.Escrow
	if c.IdentityRegistry == "" {
		c.IdentityRegistry = d.Identity
	}
	if c.ReputationRegistry == "" {
		c.ReputationRegistry = d.Reputation
	}
	if d.ChainID != 0 {
		c.ChainID = d.ChainID
	}
	if c.StartBlock == 0 {
		c.StartBlock = d.DeployBlock
	}
	return nil
}

// overlayFlags copies into dst the flag values that differ from their defaults (set on the command line).
func overlayFlags(dst *daemon.Config, flags, defaults daemon.Config) {
	if flags.Escrow != defaults.Escrow {
		dst.Escrow = flags.Escrow
	}
	if flags.StartBlock != defaults.StartBlock {
		dst.StartBlock = flags.StartBlock
	}
	if flags.ChainID != defaults.ChainID {
		dst.ChainID = flags.ChainID
	}
	if flags.Confirmations != defaults.Confirmations {
		dst.Confirmations = flags.Confirmations
	}
	if flags.DB != defaults.DB {
		dst.DB = flags.DB
	}
	if flags.Replica != defaults.Replica {
		dst.Replica = flags.Replica
	}
	if flags.LeaseTTL != defaults.LeaseTTL {
		dst.LeaseTTL = flags.LeaseTTL
	}
	if flags.Listen != defaults.Listen {
		dst.Listen = flags.Listen
	}
	if flags.BatchSize != defaults.BatchSize {
		dst.BatchSize = flags.BatchSize
	}
	if flags.RelayBatchSize != defaults.RelayBatchSize {
		dst.RelayBatchSize = flags.RelayBatchSize
	}
	if flags.LogFormat != defaults.LogFormat {
		dst.LogFormat = flags.LogFormat
	}
	if flags.LogLevel != defaults.LogLevel {
		dst.LogLevel = flags.LogLevel
	}
	if flags.X402 != defaults.X402 {
		dst.X402 = flags.X402
	}
	if flags.X402Keystore != defaults.X402Keystore {
		dst.X402Keystore = flags.X402Keystore
	}
	if flags.X402PasswordFile != defaults.X402PasswordFile {
		dst.X402PasswordFile = flags.X402PasswordFile
	}
	if flags.X402PublicURL != defaults.X402PublicURL {
		dst.X402PublicURL = flags.X402PublicURL
	}
	if flags.OfferKeystore != defaults.OfferKeystore {
		dst.OfferKeystore = flags.OfferKeystore
	}
	if flags.OfferPasswordFile != defaults.OfferPasswordFile {
		dst.OfferPasswordFile = flags.OfferPasswordFile
	}
	if flags.PublicURL != defaults.PublicURL {
		dst.PublicURL = flags.PublicURL
	}
	if flags.A2AANSName != defaults.A2AANSName {
		dst.A2AANSName = flags.A2AANSName
	}
	if flags.TLSCertFile != defaults.TLSCertFile {
		dst.TLSCertFile = flags.TLSCertFile
	}
	if flags.TLSKeyFile != defaults.TLSKeyFile {
		dst.TLSKeyFile = flags.TLSKeyFile
	}
}
