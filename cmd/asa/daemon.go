package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/daemon/paywall"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/internal/redact"
	"github.com/asa-escrow/asa/internal/settings"
	"github.com/asa-escrow/asa/signer"
	"github.com/asa-escrow/asa/wallet"
)

func init() {
	var configFile, deployment string
	var printConfig bool
	var flags *settings.Recorded
	register(&command{
		name:    "daemon",
		summary: "run the settlement daemon: result intake API, chain watcher, transaction manager, scheduler",
		usage:   "[--config FILE] [--deployment FILE] [--escrow ADDR] [--db FILE] [--listen HOST:PORT] [--print-config] ...",
		flags: func(fs *flag.FlagSet) {
			fs.StringVar(&configFile, "config", "", "JSON config file (fields as in daemon.Config; environment variables and flags override it)")
			fs.StringVar(&deployment, "deployment", "", "deployment JSON written by 'asa deploy --out' (sets escrow and startBlock)")
			fs.BoolVar(&printConfig, "print-config", false, "print the configuration the daemon would run with (JSON, credentials redacted) and exit")
			defaults := daemon.DefaultConfig()
			flags = settings.Flags(fs, &defaults) // every other daemon flag, declared by daemon.Config's tags
		},
		run: func(ctx context.Context, e *env) error {
			merged, err := daemonConfig(e, configFile, deployment, flags)
			if err != nil {
				return err
			}
			if printConfig {
				return printDaemonConfig(e, merged)
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
			// Say which node, chain and escrow before anything can fail on them (credentials redacted).
			logger.Info("daemon config", "node", redact.URL(merged.RPC), "chainId", merged.ChainID, "escrow", merged.Escrow,
				"startBlock", merged.StartBlock, "db", store.RedactURL(merged.DB), "listen", merged.Listen)
			key, err := wallet.Load(ctx, daemonKeySource(e, merged))
			if err != nil {
				return fmt.Errorf("daemon key: %w", err)
			}
			logger.Info("daemon signer", "signer", key)
			var routes *paywall.Routes
			var extra map[string]http.Handler
			var x402Key signer.Signer
			var offerKey signer.Signer
			if merged.X402 {
				if x402Key, err = loadX402Key(ctx, e, merged); err != nil {
					return err
				}
				if x402Key.Address() == key.Address() {
					return fmt.Errorf("x402: the settlement key %s is the daemon's key; give the facilitator its own key (ASA_X402_PRIVATE_KEY, --x402-account or --x402-keystore): the daemon's transaction manager owns the daemon key's nonces", key.Address().Hex())
				}
				if offerKey, err = loadOfferKey(ctx, e, merged); err != nil {
					return err
				}
				if offerKey.Address() == key.Address() || offerKey.Address() == x402Key.Address() {
					return fmt.Errorf("x402: the offer key %s is a transaction key; offers and receipts are signed by a key of their own (ASA_OFFER_PRIVATE_KEY or --offer-keystore), which never sends transactions", offerKey.Address().Hex())
				}
				routes = &paywall.Routes{}
				extra = routes.Handlers()
			}
			attestKey, err := loadAttestationKey(ctx, e, merged, key, x402Key, offerKey)
			if err != nil {
				return err
			}
			opts := daemon.Options{Key: key, Logger: logger, Extra: extra, Listener: ln}
			if x402Key != nil {
				opts.X402Key = x402Key
			}
			if opts.Secrets, err = secretKeys(merged, e.getenv); err != nil {
				return err
			}
			if attestKey != nil {
				opts.AttestationKey = attestKey
			}
			svc, err := daemon.New(ctx, merged, opts)
			if err != nil {
				return err
			}
			var pw *paywall.Paywall
			if routes != nil {
				pw, err = paywall.ForService(ctx, svc, paywall.ServiceOptions{PublicURL: merged.AdvertisedX402URL(), ANSName: merged.A2AANSName,
					Logger: logger, OfferKey: offerKey, LedgerMinDeposit: merged.LedgerMinDepositAmount()})
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

// daemonKeySource is where the daemon's signer comes from: the merged config (file, ASA_DAEMON_*, and
// the global flags --account, --keystore-dir, --keystore, --password-file and --clef; see daemonConfig).
func daemonKeySource(e *env, cfg daemon.Config) wallet.Source {
	return e.source(keyOptions{Account: cfg.Account, KeystoreDir: cfg.KeystoreDir, Keystore: cfg.Keystore, PasswordFile: cfg.PasswordFile, Clef: cfg.Clef})
}

// roleKey is one of the daemon's keys besides its own: where it comes from (config fields named
// <prefix>Clef, <prefix>Keystore, <prefix>Account and <prefix>PasswordFile, else the hex in hexEnv) and
// what to say when it is needed but not configured.
type roleKey struct {
	name                                  string // "x402 settlement key", for errors
	flag                                  string // "x402" in --x402-account
	hexEnv                                string
	clef, keystore, account, passwordFile string
	missing                               string // the refusal when required and not configured; "" means optional
}

// load returns the role's signer, nil when it is optional and not configured.
func (r roleKey) load(ctx context.Context, e *env, cfg daemon.Config) (signer.Signer, error) {
	src := wallet.Source{Clef: r.clef, Keystore: r.keystore, Account: r.account, KeystoreDir: cfg.KeystoreDir,
		PasswordFile: r.passwordFile, Prompt: signer.TerminalPrompt(os.Stdin, e.stderr), HexEnv: r.hexEnv, Getenv: e.getenv}
	if !src.Configured() && e.getenv(r.hexEnv) == "" {
		if r.missing == "" {
			return nil, nil
		}
		return nil, fmt.Errorf("%s: set %s (hex) or pass --%s-account NAME, --%s-keystore FILE or --%s-clef URL", r.missing, r.hexEnv, r.flag, r.flag, r.flag)
	}
	k, err := wallet.Load(ctx, src)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", r.name, err)
	}
	return k, nil
}

// loadX402Key loads the facilitator's settlement signer: --x402-clef, --x402-keystore or
// --x402-account, else ASA_X402_PRIVATE_KEY.
func loadX402Key(ctx context.Context, e *env, cfg daemon.Config) (signer.Signer, error) {
	return roleKey{name: "x402 settlement key", flag: "x402", hexEnv: envX402PrivateKey, clef: cfg.X402Clef, keystore: cfg.X402Keystore,
		account: cfg.X402Account, passwordFile: cfg.X402PasswordFile,
		missing: "x402 needs its own settlement key (it must differ from the daemon key)"}.load(ctx, e, cfg)
}

// envOfferPrivateKey holds the hex offer key when no --offer-keystore is given.
const envOfferPrivateKey = "ASA_OFFER_PRIVATE_KEY"

// loadOfferKey loads the signer of x402 offers and funding receipts: --offer-clef, --offer-keystore or
// --offer-account, else ASA_OFFER_PRIVATE_KEY.
func loadOfferKey(ctx context.Context, e *env, cfg daemon.Config) (signer.Signer, error) {
	return roleKey{name: "offer key", flag: "offer", hexEnv: envOfferPrivateKey, clef: cfg.OfferClef, keystore: cfg.OfferKeystore,
		account: cfg.OfferAccount, passwordFile: cfg.OfferPasswordFile,
		missing: "x402 needs an offer key that signs offers and funding receipts (neither the daemon key nor the settlement key)"}.load(ctx, e, cfg)
}

// envAttestationPrivateKey holds the hex key that signs reputation attestations.
const envAttestationPrivateKey = "ASA_ATTESTATION_PRIVATE_KEY"

// loadAttestationKey loads the signer of reputation attestations (GET /v1/reputation/{address}):
// --attestation-clef, --attestation-keystore or --attestation-account, else ASA_ATTESTATION_PRIVATE_KEY;
// none leaves the route answering 503. It must be none of the keys that send transactions or sign offers.
func loadAttestationKey(ctx context.Context, e *env, cfg daemon.Config, key, x402Key, offerKey signer.Signer) (signer.Signer, error) {
	k, err := roleKey{name: "attestation key", flag: "attestation", hexEnv: envAttestationPrivateKey, clef: cfg.AttestationClef,
		keystore: cfg.AttestationKeystore, account: cfg.AttestationAccount, passwordFile: cfg.AttestationPasswordFile}.load(ctx, e, cfg)
	if k == nil || err != nil {
		return nil, err
	}
	for _, o := range []signer.Signer{key, x402Key, offerKey} {
		if o != nil && o.Address() == k.Address() {
			return nil, fmt.Errorf("the attestation key is %s, a key the daemon already uses; reputation attestations are signed by a key of their own (%s, --attestation-account, --attestation-keystore or --attestation-clef)", k.Address().Hex(), envAttestationPrivateKey)
		}
	}
	return k, nil
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

// daemonConfig merges the daemon's configuration: defaults < config file < environment < flags (the
// global --rpc/--rpc-url and the signer's --account, --keystore-dir, --keystore, --password-file and --clef among them), then --deployment, which must agree
// with what was configured.
func daemonConfig(e *env, configFile, deployment string, flags *settings.Recorded) (daemon.Config, error) {
	merged := daemon.DefaultConfig()
	if configFile != "" {
		if err := merged.LoadFile(configFile); err != nil {
			return merged, err
		}
	}
	if err := settings.ApplyEnv(&merged, e.getenv); err != nil {
		return merged, fmt.Errorf("environment: %w", err)
	}
	if flags != nil {
		if err := flags.Apply(&merged); err != nil {
			return merged, usagef("%v", err)
		}
	}
	if u := e.rpcFlag(); u != "" {
		merged.RPC = u
	}
	if e.keyFlags != nil {
		o := keyOptions{Account: merged.Account, KeystoreDir: merged.KeystoreDir, Keystore: merged.Keystore, PasswordFile: merged.PasswordFile, Clef: merged.Clef}
		_ = e.keyFlags.Apply(&o) // string flags cannot fail
		merged.Account, merged.KeystoreDir, merged.Keystore, merged.PasswordFile, merged.Clef = o.Account, o.KeystoreDir, o.Keystore, o.PasswordFile, o.Clef
	}
	if e.jsonOut {
		merged.LogFormat = "json" // --json: machine-readable logs
	}
	if deployment != "" {
		if err := applyDeployment(&merged, deployment); err != nil {
			return merged, err
		}
	}
	return merged, nil
}

// printDaemonConfig writes the merged configuration as JSON: URLs without their credentials, and no
// secret at all (keys and passwords are read from the environment or files, never held in the config).
func printDaemonConfig(e *env, c daemon.Config) error {
	return e.printJSON(settings.Redacted(&c, func(u string) string {
		if store.IsPostgres(u) {
			return store.RedactURL(u)
		}
		return redact.URL(u)
	}))
}
