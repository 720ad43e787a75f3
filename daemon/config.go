// Package daemon is the settlement daemon: it watches the escrow's events into a SQLite view of every
// job, accepts evaluators' signed results over HTTP, relays them, and finalizes each job when its current
// deadline passes (closed challenge windows, dead-man actions, dispute defaults, expiries), so that no
// party ever has to file a claim. Its parts are components with Start and Stop (the chain watcher, one
// transaction manager per signer key, the relayer, the finalizing scheduler, the HTTP server) around one
// store that is the single source of truth; this package only composes them and runs their lifecycle.
package daemon

import (
	"crypto/tls"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/daemon/paywall"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/webhook"
)

// Config is everything the daemon needs. It is read from a JSON file, then environment variables
// (ASA_DAEMON_<FIELD>), then flags, later sources winning; Check validates it before anything starts.
type Config struct {
	RPC           string   `json:"rpc"`           // JSON-RPC URL of the chain
	ChainID       uint64   `json:"chainId"`       // expected chain id; 0 = accept the node's
	Escrow        string   `json:"escrow"`        // escrow address
	StartBlock    uint64   `json:"startBlock"`    // first block to scan (the deployment block)
	Confirmations uint64   `json:"confirmations"` // blocks behind the head the watcher reads (0 on anvil)
	DB            string   `json:"db"`            // SQLite file, or postgres:// URL shared by replicas
	Listen        string   `json:"listen"`        // HTTP listen address
	PollInterval  Duration `json:"pollInterval"`  // chain poll interval
	TickInterval  Duration `json:"tickInterval"`  // scheduler tick
	BatchSize     int      `json:"batchSize"`     // most jobs per finalizeBatch
	// RelayBatchSize is the most signed results relayed in one submitResults transaction (results that can
	// no longer count are skipped on chain, never reverting the batch); 1 relays each result alone with
	// submitResult.
	RelayBatchSize int `json:"relayBatchSize"`
	// RelayBatchWait is the longest a result waits for others to fill its batch (the latency bound batching
	// adds; 0 sends what is pending at once).
	RelayBatchWait Duration `json:"relayBatchWait"`
	TxConfirm      uint64   `json:"txConfirmations"`
	BumpAfter      Duration `json:"bumpAfter"` // re-price a transaction not mined after this long
	// RPCTimeout bounds every call to the node (a node that accepts connections but never answers
	// fails calls instead of wedging the daemon).
	RPCTimeout Duration `json:"rpcTimeout"`
	// MaxInFlight caps each signer's transactions sent but not yet mined.
	MaxInFlight int `json:"maxInFlight"`
	// FeeLimitMultiplier caps fee caps at this multiple of the market's.
	FeeLimitMultiplier uint64 `json:"feeLimitMultiplier"`
	// MinSignerBalanceWei: below it a signer reports not ready (decimal wei).
	MinSignerBalanceWei string `json:"minSignerBalanceWei"`
	// DepositCheck is how often (chain time) the keeper looks at the deposit of a job that can still use
	// it: money paid straight to a job's payTo funds the job within about this long.
	DepositCheck Duration `json:"depositCheck"`
	// MaxConnections caps the HTTP server's open connections (file descriptors stay available for the
	// daemon's own node connections and database).
	MaxConnections int           `json:"maxConnections"`
	LogFormat      string        `json:"logFormat"` // text | json
	LogLevel       string        `json:"logLevel"`  // debug | info | warn | error
	Keystore       string        `json:"keystore"`  // encrypted key file; else ASA_PRIVATE_KEY
	PasswordFile   string        `json:"passwordFile"`
	X402           bool          `json:"x402"` // serve the x402 facilitator and the fund-by-402 endpoints
	ShutdownGrace  time.Duration `json:"-"`

	// Replica names this daemon among the replicas sharing a PostgreSQL database (default: the host
	// name); it shows in /readyz, in the leases and as the replica label of the asa_leader_* metrics.
	Replica string `json:"replica"`
	// LeaseTTL is the time to live of the leadership leases (one per signer key, one for chain state):
	// a replica that dies or is paused is replaced after at most LeaseTTL plus LeaseTTL/5.
	LeaseTTL Duration `json:"leaseTTL"`
	// DBConns caps the connections of this replica to PostgreSQL (ignored for SQLite).
	DBConns int `json:"dbConns"`

	// IdentityRegistry is the ERC-8004 Identity Registry agreement parties named by agent id resolve through
	// (from the deployment file or the network profile; empty: such agreements are refused).
	IdentityRegistry string `json:"identityRegistry"`
	// ReputationRegistry is the ERC-8004 Reputation Registry outcomes are written to when Feedback is on.
	ReputationRegistry string `json:"reputationRegistry"`
	// Feedback (opt-in) posts each settled job's composite score to ReputationRegistry for its provider when
	// the agreement named the provider by ERC-8004 agent id and its visibility is not parties-only.
	Feedback bool `json:"erc8004Feedback"`

	// X402Keystore is the encrypted key file of the x402 settlement key (else ASA_X402_PRIVATE_KEY). It must
	// not be the daemon's key: the daemon's transaction manager owns that key's nonces.
	X402Keystore     string `json:"x402Keystore"`
	X402PasswordFile string `json:"x402PasswordFile"`
	// X402PublicURL is the base URL the agent card and payment requirements advertise; empty means
	// PublicURL. Outside dev chains the URL advertised (this one, else PublicURL) is required and must be
	// https; on a dev chain empty means the daemon's own listen URL. It is never taken from a request.
	X402PublicURL string `json:"x402PublicUrl"`
	// A2AANSName is the A2A agent's ANS name (the card's https://cho-fam.com/ans/v1 extension).
	A2AANSName string `json:"a2aAnsName"`
	// OfferKeystore is the encrypted key file of the offer key that signs x402 offers and funding
	// receipts (else ASA_OFFER_PRIVATE_KEY). It must be neither the daemon's key nor the x402 settlement
	// key: it signs statements, never transactions.
	OfferKeystore     string `json:"offerKeystore"`
	OfferPasswordFile string `json:"offerPasswordFile"`

	// PublicURL is the daemon's base URL as its clients reach it ("https://escrow.example"): sign-ins
	// must name its host, and resources are advertised under it. Empty means the daemon's own listen URL
	// (https when it terminates TLS).
	PublicURL string `json:"publicUrl"`

	// TLSCertFile and TLSKeyFile, when set, make the daemon serve HTTPS with this certificate (PEM; the
	// certificate file may hold the chain). The files are read again when they change (a renewed
	// certificate needs no restart). Without them the daemon serves plain HTTP: put a TLS proxy in front.
	TLSCertFile string `json:"tlsCertFile"`
	TLSKeyFile  string `json:"tlsKeyFile"`

	// Webhooks tunes the signed-webhook outbox; zero fields take the defaults (10 attempts, backoff 5s
	// doubling to 1h, 10s per attempt).
	Webhooks WebhookConfig `json:"webhooks"`
	// MarketMinSamples is how many settled jobs of a service type make a median the price check compares
	// with (0: 5).
	MarketMinSamples int `json:"marketMinSamples"`
}

// WebhookConfig is the webhook outbox's configuration as the config file spells it.
type WebhookConfig struct {
	MaxAttempts    int      `json:"maxAttempts"`
	InitialBackoff Duration `json:"initialBackoff"`
	MaxBackoff     Duration `json:"maxBackoff"`
	Timeout        Duration `json:"timeout"`
	Lease          Duration `json:"lease"`
	PollInterval   Duration `json:"pollInterval"`
}

// Outbox converts it to the outbox's configuration.
func (w WebhookConfig) Outbox() webhook.Config {
	return webhook.Config{MaxAttempts: w.MaxAttempts, InitialBackoff: time.Duration(w.InitialBackoff), MaxBackoff: time.Duration(w.MaxBackoff),
		Timeout: time.Duration(w.Timeout), Lease: time.Duration(w.Lease), PollInterval: time.Duration(w.PollInterval)}
}

// AdvertisedX402URL is the base URL x402 resources and the A2A card advertise: x402PublicUrl, else
// publicUrl (empty: the daemon's own URL, allowed on dev chains only).
func (c *Config) AdvertisedX402URL() string {
	if c.X402PublicURL != "" {
		return c.X402PublicURL
	}
	return c.PublicURL
}

// devChainHint is the chain id the public URL rule is checked against before the node is asked: the
// configured chainId, or a dev chain's when none is configured (New checks again with the node's).
func (c *Config) devChainHint() uint64 {
	if c.ChainID != 0 {
		return c.ChainID
	}
	return 31337
}

// Duration is a time.Duration that reads "5s"-style strings from JSON.
type Duration time.Duration

// UnmarshalJSON reads "1500ms", "2s" or a number of nanoseconds.
func (d *Duration) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err == nil {
		v, err := time.ParseDuration(s)
		if err != nil {
			return fmt.Errorf("duration %q: %w", s, err)
		}
		*d = Duration(v)
		return nil
	}
	var n int64
	if err := json.Unmarshal(b, &n); err != nil {
		return fmt.Errorf("duration must be a string like \"2s\": %s", b)
	}
	*d = Duration(n)
	return nil
}

// MarshalJSON writes the duration as a string.
func (d Duration) MarshalJSON() ([]byte, error) { return json.Marshal(time.Duration(d).String()) }

// DefaultConfig has the defaults for a local anvil.
func DefaultConfig() Config {
	return Config{
		RPC: "http://127.0.0.1:8545", DB: ".run/asa.db", Listen: "127.0.0.1:8080",
		PollInterval: Duration(time.Second), TickInterval: Duration(time.Second), BatchSize: 50,
		RelayBatchSize: 50, RelayBatchWait: Duration(250 * time.Millisecond),
		TxConfirm: 1, BumpAfter: Duration(30 * time.Second), LogFormat: "text", LogLevel: "info",
		RPCTimeout: Duration(10 * time.Second), MaxInFlight: 64, FeeLimitMultiplier: 5,
		MinSignerBalanceWei: "100000000000000", MaxConnections: 1024, DepositCheck: Duration(15 * time.Second),
		LeaseTTL: Duration(5 * time.Second), DBConns: 16,
		ShutdownGrace: 10 * time.Second,
	}
}

// LoadFile overlays a JSON config file on c; unknown fields are errors.
func (c *Config) LoadFile(path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("read config: %w", err)
	}
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(c); err != nil {
		return fmt.Errorf("config file %s: %w", path, err)
	}
	return nil
}

// Check reports every problem with the configuration at once.
func (c *Config) Check() error {
	var problems []string
	add := func(format string, a ...any) { problems = append(problems, fmt.Sprintf(format, a...)) }
	if c.RPC == "" {
		add("rpc: required (the chain's JSON-RPC URL)")
	} else if !strings.HasPrefix(c.RPC, "http://") && !strings.HasPrefix(c.RPC, "https://") && !strings.HasPrefix(c.RPC, "ws://") && !strings.HasPrefix(c.RPC, "wss://") {
		add("rpc: %q is not an http(s) or ws(s) URL", c.RPC)
	}
	if !common.IsHexAddress(c.Escrow) {
		add("escrow: %q is not an address (deploy with 'asa deploy' and pass its escrow field)", c.Escrow)
	} else if common.HexToAddress(c.Escrow) == (common.Address{}) {
		add("escrow: the zero address")
	}
	if c.IdentityRegistry != "" && !common.IsHexAddress(c.IdentityRegistry) {
		add("identityRegistry: %q is not an address (the ERC-8004 Identity Registry; 'asa deploy --dev' names one)", c.IdentityRegistry)
	}
	if c.Feedback && !common.IsHexAddress(c.ReputationRegistry) {
		add("erc8004Feedback: needs reputationRegistry (the ERC-8004 Reputation Registry; 'asa deploy --dev' names one), not %q", c.ReputationRegistry)
	}
	if c.DB == "" {
		add("db: required (a SQLite file path, or a postgres:// URL shared by replicas)")
	} else if strings.Contains(c.DB, "://") && !store.IsPostgres(c.DB) {
		add("db: %q is neither a file path nor a postgres:// URL", store.RedactURL(c.DB))
	}
	if c.LeaseTTL < Duration(500*time.Millisecond) || c.LeaseTTL > Duration(5*time.Minute) {
		add("leaseTTL: %s out of range 500ms..5m", time.Duration(c.LeaseTTL))
	}
	if c.DBConns < 2 || c.DBConns > 500 {
		add("dbConns: %d out of range 2..500", c.DBConns)
	}
	if len(c.Replica) > 64 || strings.ContainsAny(c.Replica, "/ \t\n") {
		add("replica: %q must be at most 64 characters without '/' or spaces", c.Replica)
	}
	if _, _, err := net.SplitHostPort(c.Listen); err != nil {
		add("listen: %q is not host:port: %v", c.Listen, err)
	}
	if c.PollInterval <= 0 || c.TickInterval <= 0 || c.DepositCheck <= 0 {
		add("pollInterval, tickInterval and depositCheck must be positive")
	}
	if c.BatchSize < 1 || c.BatchSize > 200 {
		add("batchSize: %d out of range 1..200", c.BatchSize)
	}
	if c.RelayBatchSize < 1 || c.RelayBatchSize > 200 {
		add("relayBatchSize: %d out of range 1..200 (1 relays each result alone)", c.RelayBatchSize)
	}
	if c.RelayBatchWait < 0 || time.Duration(c.RelayBatchWait) > time.Minute {
		add("relayBatchWait: %s out of range 0..1m (how long a result may wait for others to fill its batch)", time.Duration(c.RelayBatchWait))
	}
	if c.LogFormat != "text" && c.LogFormat != "json" {
		add("logFormat: %q, want text or json", c.LogFormat)
	}
	switch c.LogLevel {
	case "debug", "info", "warn", "error":
	default:
		add("logLevel: %q, want debug, info, warn or error", c.LogLevel)
	}
	if c.TxConfirm == 0 {
		add("txConfirmations: must be at least 1")
	}
	if c.RPCTimeout <= 0 {
		add("rpcTimeout: must be positive (e.g. \"10s\")")
	}
	if c.MaxInFlight < 1 {
		add("maxInFlight: %d, want at least 1", c.MaxInFlight)
	}
	if c.FeeLimitMultiplier < 2 {
		add("feeLimitMultiplier: %d, want at least 2", c.FeeLimitMultiplier)
	}
	if v, ok := new(big.Int).SetString(c.MinSignerBalanceWei, 10); !ok || v.Sign() < 0 {
		add("minSignerBalanceWei: %q is not a non-negative decimal number of wei", c.MinSignerBalanceWei)
	}
	if c.MaxConnections < 16 {
		add("maxConnections: %d, want at least 16", c.MaxConnections)
	}
	if c.X402Keystore != "" && c.X402Keystore == c.Keystore {
		add("x402Keystore: must not be the daemon's keystore (the daemon's transaction manager owns that key's nonces)")
	}
	if c.X402PasswordFile != "" && c.X402Keystore == "" {
		add("x402PasswordFile: set without x402Keystore")
	}
	if c.X402 || c.X402PublicURL != "" {
		// The chain id is checked here when configured, and again once the node has told it (New).
		if err := paywall.CheckPublicURL(c.AdvertisedX402URL(), c.devChainHint()); err != nil {
			add("%v", err)
		}
	}
	if c.A2AANSName != "" {
		if err := paywall.CheckANSName(c.A2AANSName); err != nil {
			add("%v", err)
		}
	}
	if (c.TLSCertFile == "") != (c.TLSKeyFile == "") {
		add("tlsCertFile and tlsKeyFile: set both (the certificate and its key) or neither")
	} else if c.TLSCertFile != "" {
		if _, err := tls.LoadX509KeyPair(c.TLSCertFile, c.TLSKeyFile); err != nil {
			add("tlsCertFile/tlsKeyFile: %v", err)
		}
	}
	if c.PublicURL != "" {
		if u, err := url.Parse(c.PublicURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil || u.RawQuery != "" || u.Fragment != "" {
			add("publicUrl: %q is not an http(s) base URL like https://escrow.example (no credentials, query or fragment)", c.PublicURL)
		}
	}
	if c.OfferKeystore != "" && (c.OfferKeystore == c.Keystore || c.OfferKeystore == c.X402Keystore) {
		add("offerKeystore: must be a key of its own, neither the daemon's nor the x402 settlement keystore (it signs offers and receipts, never transactions)")
	}
	if c.OfferPasswordFile != "" && c.OfferKeystore == "" {
		add("offerPasswordFile: set without offerKeystore")
	}
	if err := c.Webhooks.Outbox().Check(); err != nil {
		add("webhooks: %v", err)
	}
	if c.MarketMinSamples < 0 {
		add("marketMinSamples: %d, want 0 (the default, 5) or more", c.MarketMinSamples)
	}
	if len(problems) > 0 {
		return errors.New("invalid daemon configuration:\n  - " + strings.Join(problems, "\n  - "))
	}
	return nil
}
