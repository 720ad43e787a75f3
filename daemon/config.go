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
	"github.com/asa-escrow/asa/daemon/quota"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/internal/egress"
	"github.com/asa-escrow/asa/internal/redact"
	"github.com/asa-escrow/asa/internal/seal"
	"github.com/asa-escrow/asa/webhook"
	"github.com/asa-escrow/asa/x402"
)

// Config is everything the daemon needs. It is read from a JSON file, then environment variables, then
// flags, later sources winning; Check validates it before anything starts. The struct tags are the one
// declaration of each setting (see internal/settings): `json` its name in the file, `env` its environment
// variables (the first wins over its aliases), `flag` its flags, `help` what it is.
type Config struct {
	RPC     string `json:"rpc" env:"ASA_DAEMON_RPC,ASA_RPC,ETH_RPC_URL" redact:"url" help:"JSON-RPC URL of the chain (flags --rpc, --rpc-url)"`                 // JSON-RPC URL of the chain
	ChainID uint64 `json:"chainId" flag:"chain-id" env:"ASA_DAEMON_CHAIN_ID" help:"expected chain id (refuse to start on another chain); 0 accepts the node's"` // expected chain id; 0 = accept the node's
	Escrow  string `json:"escrow" flag:"escrow" env:"ASA_DAEMON_ESCROW" help:"escrow address"`                                                                  // escrow address
	// EvaluatorPool is the deployment's evaluator pool (its evaluatorPool field); empty: none. The daemon
	// indexes its seats and appointments and drives the draws of the jobs that name a seat.
	EvaluatorPool string `json:"evaluatorPool,omitempty" flag:"evaluator-pool" env:"ASA_DAEMON_EVALUATOR_POOL" help:"evaluator pool address (the deployment's evaluatorPool); empty: none"`
	// CanaryOperator says the daemon's key is the evaluator pool's canary operator: the daemon then commits
	// and reveals the canaries the operator hands it (POST /v1/canaries). The daemon refuses to start when the
	// pool names another canary operator.
	CanaryOperator bool `json:"canaryOperator,omitempty" flag:"canary-operator" env:"ASA_DAEMON_CANARY_OPERATOR" help:"the daemon's key is the evaluator pool's canary operator: commit and reveal the canaries POST /v1/canaries hands it"`
	// Ledger is a netted ledger (AsaLedger, docs/ledger.md) the daemon operates: its key must be the ledger's
	// operator. The daemon then takes the parties' signed messages (POST /v1/ledger/transitions and
	// /v1/ledger/withdrawals), builds and posts an epoch every minEpochInterval, and serves every epoch's data
	// and every account's proofs (GET /v1/ledger/...). Empty: none.
	Ledger string `json:"ledger,omitempty" flag:"ledger" env:"ASA_DAEMON_LEDGER" help:"netted ledger (AsaLedger) address the daemon operates (its key must be the ledger's operator); empty: none"`
	// LedgerStartBlock is the ledger's deployment block: its events (registrations, deposits, the forced
	// queue) are read from there.
	LedgerStartBlock uint64 `json:"ledgerStartBlock,omitempty" flag:"ledger-start-block" env:"ASA_DAEMON_LEDGER_START_BLOCK" help:"the ledger's deployment block (its events are read from there)"`
	// LedgerMaxPending bounds the ledger messages pending per sender (a registered account); 0: 1000.
	LedgerMaxPending int `json:"ledgerMaxPending,omitempty" flag:"ledger-max-pending" env:"ASA_DAEMON_LEDGER_MAX_PENDING" help:"most ledger messages pending per sender; 0: 1000"`
	// LedgerMinDeposit is the smallest deposit into a ledger balance the x402 route (POST
	// /v1/ledger/accounts/{address}/deposit) sells, in the token's base units; empty: 10000 (0.01 USDC).
	LedgerMinDeposit string `json:"ledgerMinDeposit,omitempty" flag:"ledger-min-deposit" env:"ASA_DAEMON_LEDGER_MIN_DEPOSIT" help:"smallest x402 deposit into a ledger balance, in the token's base units; empty: 10000"`
	// MaxPendingCanaries bounds the canaries pending (committing, committed or bound); 0: the default (1000).
	MaxPendingCanaries int      `json:"maxPendingCanaries,omitempty" flag:"max-pending-canaries" env:"ASA_DAEMON_MAX_PENDING_CANARIES" help:"most canaries pending at once (committing, committed or bound); 0: 1000"`
	StartBlock         uint64   `json:"startBlock" flag:"start-block" env:"ASA_DAEMON_START_BLOCK" help:"first block to scan (the escrow's deployment block)"`          // first block to scan (the deployment block)
	Confirmations      uint64   `json:"confirmations" flag:"confirmations" env:"ASA_DAEMON_CONFIRMATIONS" help:"blocks behind the head the watcher reads"`              // blocks behind the head the watcher reads (0 on anvil)
	DB                 string   `json:"db" flag:"db" env:"ASA_DAEMON_DB" redact:"url" help:"SQLite database file, or a postgres://user@host/db URL shared by replicas"` // SQLite file, or postgres:// URL shared by replicas
	Listen             string   `json:"listen" flag:"listen" env:"ASA_DAEMON_LISTEN" help:"HTTP listen address"`                                                        // HTTP listen address
	PollInterval       Duration `json:"pollInterval"`                                                                                                                   // chain poll interval
	TickInterval       Duration `json:"tickInterval"`                                                                                                                   // scheduler tick
	BatchSize          int      `json:"batchSize" flag:"batch-size" env:"ASA_DAEMON_BATCH_SIZE" help:"most jobs per finalizeBatch transaction"`                         // most jobs per finalizeBatch
	// RelayBatchSize is the most signed results relayed in one submitResults transaction (results that can
	// no longer count are skipped on chain, never reverting the batch); 1 relays each result alone with
	// submitResult.
	RelayBatchSize int `json:"relayBatchSize" flag:"relay-batch-size" env:"ASA_DAEMON_RELAY_BATCH_SIZE" help:"most signed results per submitResults transaction (1: each result alone)"`
	// RelayBatchWait is the longest a result waits for others to fill its batch (the latency bound batching
	// adds; 0 sends what is pending at once).
	RelayBatchWait Duration `json:"relayBatchWait"`
	TxConfirm      uint64   `json:"txConfirmations"`
	BumpAfter      Duration `json:"bumpAfter"` // re-price a transaction not mined after this long
	// RPCTimeout bounds every call to the node (a node that accepts connections but never answers
	// fails calls instead of wedging the daemon).
	RPCTimeout Duration `json:"rpcTimeout"`
	// NodeWait is the longest an HTTP request waits on the node (chain time, contract signature checks,
	// job reads, simulations): past it the answer is 503 with Retry-After. It is also how long the node may
	// leave every call unanswered before /readyz says not ready (0: 2s, or rpcTimeout when shorter).
	NodeWait Duration `json:"nodeWait"`
	// SignatureGas caps the gas of every eth_call made for a caller: asking a wallet contract about a
	// signature (ERC-1271 isValidSignature, ERC-6492) and the simulations of the x402 and acceptance
	// endpoints (0: DefaultSignatureGas).
	SignatureGas uint64 `json:"signatureGas"`
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
	MaxConnections int    `json:"maxConnections"`
	LogFormat      string `json:"logFormat" flag:"log-format" env:"ASA_DAEMON_LOG_FORMAT" help:"text or json"`                                                 // text | json
	LogLevel       string `json:"logLevel" flag:"log-level" env:"ASA_DAEMON_LOG_LEVEL" help:"debug, info, warn or error"`                                      // debug | info | warn | error
	Keystore       string `json:"keystore" env:"ASA_DAEMON_KEYSTORE" help:"encrypted keystore file of the daemon key (flag --keystore); else ASA_PRIVATE_KEY"` // encrypted key file; else ASA_PRIVATE_KEY
	PasswordFile   string `json:"passwordFile" env:"ASA_DAEMON_PASSWORD_FILE" help:"password file of the keystore (flag --password-file); else ASA_KEYSTORE_PASSWORD, else asked at a terminal"`
	// Account, KeystoreDir and Clef name the daemon's signer the other ways (see package wallet): a
	// keystore account, or a remote signer speaking Clef's API that keeps the key (Account is then its
	// address). At most one of Clef, Keystore and Account-without-Clef is used.
	Account       string        `json:"account" env:"ASA_DAEMON_ACCOUNT" help:"keystore account of the daemon key: its name in keystoreDir, its address or its file (flag --account); with clef, the account's address"`
	KeystoreDir   string        `json:"keystoreDir" env:"ASA_DAEMON_KEYSTORE_DIR" help:"directory of keystore accounts (flag --keystore-dir; default ASA_KEYSTORE_DIR, else ~/.foundry/keystores)"`
	Clef          string        `json:"clef" env:"ASA_DAEMON_CLEF" redact:"url" help:"URL of a remote signer speaking Clef's API that holds the daemon key (flag --clef)"`
	X402          bool          `json:"x402" flag:"x402" env:"ASA_DAEMON_X402" help:"serve the x402 facilitator, fund-by-402 endpoint and A2A agent (settlement key: ASA_X402_PRIVATE_KEY or --x402-keystore)"` // serve the x402 facilitator and the fund-by-402 endpoints
	ShutdownGrace time.Duration `json:"-"`

	// Replica names this daemon among the replicas sharing a PostgreSQL database (default: the host
	// name); it shows in /readyz, in the leases and as the replica label of the asa_leader_* metrics.
	Replica string `json:"replica" flag:"replica" env:"ASA_DAEMON_REPLICA" help:"this replica's name among those sharing a PostgreSQL database (default: the host name)"`
	// LeaseTTL is the time to live of the leadership leases (one per signer key, one for chain state):
	// a replica that dies or is paused is replaced after at most LeaseTTL plus LeaseTTL/5.
	LeaseTTL Duration `json:"leaseTTL" flag:"lease-ttl" env:"ASA_DAEMON_LEASE_TTL" help:"time to live of the leadership leases: a dead leader is replaced within about 1.2x this"`
	// DBConns caps the connections of this replica to PostgreSQL (ignored for SQLite).
	DBConns int `json:"dbConns" env:"ASA_DAEMON_DB_CONNS" help:"most connections of this replica to PostgreSQL, 2..500"`

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
	X402Keystore     string `json:"x402Keystore" flag:"x402-keystore" env:"ASA_DAEMON_X402_KEYSTORE" help:"keystore of the x402 settlement key (must differ from the daemon key); else ASA_X402_PRIVATE_KEY"`
	X402PasswordFile string `json:"x402PasswordFile" flag:"x402-password-file" env:"ASA_DAEMON_X402_PASSWORD_FILE" help:"password file of --x402-keystore (else ASA_KEYSTORE_PASSWORD)"`
	// X402Account and X402Clef name the settlement signer as Account and Clef do the daemon's.
	X402Account string `json:"x402Account" flag:"x402-account" env:"ASA_DAEMON_X402_ACCOUNT" help:"keystore account (name, address or file) of the x402 settlement key; with x402Clef, its address"`
	X402Clef    string `json:"x402Clef" flag:"x402-clef" env:"ASA_DAEMON_X402_CLEF" redact:"url" help:"URL of a remote signer (Clef's API) holding the x402 settlement key"`
	// X402PublicURL is the base URL the agent card and payment requirements advertise; empty means
	// PublicURL. Outside dev chains the URL advertised (this one, else PublicURL) is required and must be
	// https; on a dev chain empty means the daemon's own listen URL. It is never taken from a request.
	X402PublicURL string `json:"x402PublicUrl" flag:"x402-public-url" env:"ASA_DAEMON_X402_PUBLIC_URL" help:"base URL the agent card and payment requirements advertise; default --public-url; required (https) outside dev chains (default on a dev chain: the listen URL)"`
	// A2AANSName is the A2A agent's ANS name (the card's https://cho-fam.com/ans/v1 extension).
	A2AANSName string `json:"a2aAnsName" flag:"a2a-ans-name" env:"ASA_DAEMON_A2A_ANS_NAME" help:"ANS name of the A2A agent (its card's https://cho-fam.com/ans/v1 extension; default asa.escrow.v1)"`
	// OfferKeystore is the encrypted key file of the offer key that signs x402 offers and funding
	// receipts (else ASA_OFFER_PRIVATE_KEY). It must be neither the daemon's key nor the x402 settlement
	// key: it signs statements, never transactions.
	OfferKeystore     string `json:"offerKeystore" flag:"offer-keystore" env:"ASA_DAEMON_OFFER_KEYSTORE" help:"keystore of the offer key that signs x402 offers and funding receipts (a key of its own); else ASA_OFFER_PRIVATE_KEY"`
	OfferPasswordFile string `json:"offerPasswordFile" flag:"offer-password-file" env:"ASA_DAEMON_OFFER_PASSWORD_FILE" help:"password file of --offer-keystore (else ASA_KEYSTORE_PASSWORD)"`
	// OfferAccount and OfferClef name the offer signer as Account and Clef do the daemon's.
	OfferAccount string `json:"offerAccount" flag:"offer-account" env:"ASA_DAEMON_OFFER_ACCOUNT" help:"keystore account (name, address or file) of the offer key; with offerClef, its address"`
	OfferClef    string `json:"offerClef" flag:"offer-clef" env:"ASA_DAEMON_OFFER_CLEF" redact:"url" help:"URL of a remote signer (Clef's API) holding the offer key (it signs EIP-712 offers and receipts only)"`
	// AttestationKeystore, AttestationPasswordFile, AttestationAccount and AttestationClef name the signer
	// of reputation attestations (GET /v1/reputation/{address}) as the Offer* fields do the offer key's
	// (else ASA_ATTESTATION_PRIVATE_KEY; none: the route answers 503). A key of its own: it signs
	// statements, never transactions or offers.
	AttestationKeystore     string `json:"attestationKeystore" flag:"attestation-keystore" env:"ASA_DAEMON_ATTESTATION_KEYSTORE" help:"keystore of the key that signs reputation attestations (a key of its own); else ASA_ATTESTATION_PRIVATE_KEY"`
	AttestationPasswordFile string `json:"attestationPasswordFile" flag:"attestation-password-file" env:"ASA_DAEMON_ATTESTATION_PASSWORD_FILE" help:"password file of --attestation-keystore (else ASA_KEYSTORE_PASSWORD)"`
	AttestationAccount      string `json:"attestationAccount" flag:"attestation-account" env:"ASA_DAEMON_ATTESTATION_ACCOUNT" help:"keystore account (name, address or file) of the attestation key; with attestationClef, its address"`
	AttestationClef         string `json:"attestationClef" flag:"attestation-clef" env:"ASA_DAEMON_ATTESTATION_CLEF" redact:"url" help:"URL of a remote signer (Clef's API) holding the attestation key (it signs EIP-712 reputation answers only)"`

	// PublicURL is the daemon's base URL as its clients reach it ("https://escrow.example"): sign-ins
	// must name its host, and resources are advertised under it. Empty means the daemon's own listen URL
	// (https when it terminates TLS).
	PublicURL string `json:"publicUrl" flag:"public-url" env:"ASA_DAEMON_PUBLIC_URL" help:"the daemon's base URL as clients reach it (sign-ins must name its host; default http://LISTEN)"`

	// TLSCertFile and TLSKeyFile, when set, make the daemon serve HTTPS with this certificate (PEM; the
	// certificate file may hold the chain). The files are read again when they change (a renewed
	// certificate needs no restart). Without them the daemon serves plain HTTP: put a TLS proxy in front.
	TLSCertFile string `json:"tlsCertFile" flag:"tls-cert" env:"ASA_DAEMON_TLS_CERT_FILE" help:"serve HTTPS with this PEM certificate (chain) file; with --tls-key"`
	TLSKeyFile  string `json:"tlsKeyFile" flag:"tls-key" env:"ASA_DAEMON_TLS_KEY_FILE" help:"the PEM private key of --tls-cert"`

	// Webhooks tunes the signed-webhook outbox; zero fields take the defaults (10 attempts, backoff 5s
	// doubling to 1h, 10s per attempt).
	Webhooks WebhookConfig `json:"webhooks"`
	// Egress is the policy of every request the daemon makes on someone else's behalf (webhook
	// deliveries): public addresses only unless allowed here, optionally through a proxy.
	Egress EgressConfig `json:"egress"`
	// SecretKeyFile holds the keys that seal webhook secrets at rest (base64 of 32 bytes each, one per
	// line, the first sealing new secrets); ASA_DAEMON_SECRET_KEY may give them instead.
	SecretKeyFile string `json:"secretKeyFile" flag:"secret-key-file" env:"ASA_DAEMON_SECRET_KEY_FILE" help:"file of the keys sealing webhook secrets at rest (base64 of 32 bytes per line, the first seals); else ASA_DAEMON_SECRET_KEY"`
	// MarketMinSamples is how many settled jobs of a service type make a median the price check compares
	// with (0: 5).
	MarketMinSamples int `json:"marketMinSamples"`

	// Quotas bound what one outsider can make the daemon do or store (see QuotaConfig).
	Quotas QuotaConfig `json:"quotas"`
	// ExplorerURL is the block explorer the job page links transactions and addresses to (its base URL:
	// ExplorerURL+"/tx/HASH"); empty means Base's or Base Sepolia's by chain id, none on other chains.
	ExplorerURL string `json:"explorerUrl" flag:"explorer-url" env:"ASA_DAEMON_EXPLORER_URL" help:"block explorer base URL the job page links transactions to (default: Base's or Base Sepolia's by chain id, none otherwise)"`
}

// knownExplorers are the explorers of the chains the daemon is deployed on, by chain id.
var knownExplorers = map[uint64]string{8453: "https://basescan.org", 84532: "https://sepolia.basescan.org"}

// Explorer is the block explorer's base URL for chain (explorerUrl, else the chain's known one, else "").
func (c *Config) Explorer(chain uint64) string {
	if c.ExplorerURL != "" {
		return strings.TrimRight(c.ExplorerURL, "/")
	}
	return knownExplorers[chain]
}

// QuotaConfig bounds, per client, the writes and costly checks an outsider can cause. Each limit is
// "COUNT/PER" ("30/1m": 30 at once, then one every 2 s) or "off"; beyond it the daemon answers 429 with
// Retry-After. A client is an anonymous caller's IP address (its /64 for IPv6) or a signed-in address.
type QuotaConfig struct {
	// TrustForwardedFor keys anonymous clients by the last X-Forwarded-For address instead of the
	// connection's: set it only behind a proxy that always appends it (else any caller picks its key).
	TrustForwardedFor bool `json:"trustForwardedFor" flag:"quota-trust-forwarded-for" env:"ASA_DAEMON_QUOTA_TRUST_FORWARDED_FOR" help:"key anonymous clients by the last X-Forwarded-For address (only behind a proxy that always appends it)"`
	// SignInNonces: nonces and challenges minted per client (GET /v1/signin/nonce, POST
	// /v1/signin/challenge, a 402's sign-in challenge).
	SignInNonces quota.Limit `json:"signinNonces" flag:"quota-signin-nonces" env:"ASA_DAEMON_QUOTA_SIGNIN_NONCES" help:"sign-in nonces and challenges minted per client IP (COUNT/PER or off)"`
	// SignInAttempts: signed sign-ins checked per client (POST /v1/signin, SIGN-IN-WITH-X headers).
	SignInAttempts quota.Limit `json:"signinAttempts" flag:"quota-signin-attempts" env:"ASA_DAEMON_QUOTA_SIGNIN_ATTEMPTS" help:"signed sign-ins checked per client IP (COUNT/PER or off)"`
	// X402Requests: POST /x402/verify and /x402/settle, and every fund, collateral and ledger-deposit
	// request (paid or not: a 402 reads the chain), per client.
	X402Requests quota.Limit `json:"x402Requests" flag:"quota-x402-requests" env:"ASA_DAEMON_QUOTA_X402_REQUESTS" help:"POST /x402/verify, /x402/settle and the fund, collateral and ledger-deposit routes per client IP (COUNT/PER or off)"`
	// A2ARequests: POST /a2a calls per client.
	A2ARequests quota.Limit `json:"a2aRequests" flag:"quota-a2a-requests" env:"ASA_DAEMON_QUOTA_A2A_REQUESTS" help:"POST /a2a calls per client IP (COUNT/PER or off)"`
	// A2AMessageBytes: bytes of A2A messages stored per signed-in address; A2AClientBytes the same per
	// client, whatever address it signs in with.
	A2AMessageBytes quota.Limit `json:"a2aMessageBytes" flag:"quota-a2a-message-bytes" env:"ASA_DAEMON_QUOTA_A2A_MESSAGE_BYTES" help:"bytes of A2A messages stored per signed-in address (COUNT/PER or off)"`
	A2AClientBytes  quota.Limit `json:"a2aClientBytes" flag:"quota-a2a-client-bytes" env:"ASA_DAEMON_QUOTA_A2A_CLIENT_BYTES" help:"bytes of A2A messages stored per client IP, whatever address it signs in with (COUNT/PER or off)"`
	// A2ATasks: A2A tasks created per signed-in address.
	A2ATasks quota.Limit `json:"a2aTasks" flag:"quota-a2a-tasks" env:"ASA_DAEMON_QUOTA_A2A_TASKS" help:"A2A tasks created per signed-in address (COUNT/PER or off)"`
	// ContractChecks: ERC-1271 checks (an eth_call each) per client, of result and acceptance
	// signatures that are not their signer's ECDSA signature, and the intake's chain reads of a pool-judged
	// job's evaluators for a signer the daemon's view does not show as one.
	ContractChecks quota.Limit `json:"contractChecks" flag:"quota-contract-checks" env:"ASA_DAEMON_QUOTA_CONTRACT_CHECKS" help:"chain reads (an eth_call each) for posted results and acceptances per client IP: ERC-1271 signature checks, and a pool-judged job's evaluators for a signer not yet seen appointed (COUNT/PER or off)"`
	// CardFetches: A2A Agent Card fetches per client, made for posted agreements that name a party by
	// its card (each a request, through the egress policy, to a host the document names).
	CardFetches quota.Limit `json:"cardFetches" flag:"quota-card-fetches" env:"ASA_DAEMON_QUOTA_CARD_FETCHES" help:"A2A agent card fetches for posted agreements per client IP (COUNT/PER or off)"`
	// AgentReads: GET /v1/reputation/{agentId} per client (each reads the ERC-8004 registries on chain).
	AgentReads quota.Limit `json:"agentReads" flag:"quota-agent-reads" env:"ASA_DAEMON_QUOTA_AGENT_READS" help:"GET /v1/reputation/{agentId} answers (registry reads on chain) per client IP (COUNT/PER or off)"`
	// PoolReads: evaluator pool reads (an eth_call each) per client, made by GET /v1/reputation answers
	// (at most 17 per answer: 16 entries and the pool's rules).
	PoolReads quota.Limit `json:"poolReads" flag:"quota-pool-reads" env:"ASA_DAEMON_QUOTA_POOL_READS" help:"evaluator pool reads (an eth_call each, at most 17 per GET /v1/reputation answer) per client IP (COUNT/PER or off)"`
	// WebhookCreates: requests to create a webhook subscription (POST /v1/webhooks) per client, whatever
	// address it signs in with (each address also holds at most webhooks.maxPerOwner).
	WebhookCreates quota.Limit `json:"webhookCreates" flag:"quota-webhook-creates" env:"ASA_DAEMON_QUOTA_WEBHOOK_CREATES" help:"webhook subscription requests (POST /v1/webhooks) per client IP, whatever address it signs in with (COUNT/PER or off)"`
}

// DefaultQuotas are the limits of DefaultConfig.
func DefaultQuotas() QuotaConfig {
	return QuotaConfig{
		SignInNonces:    quota.Limit{Count: 60, Per: time.Minute},
		SignInAttempts:  quota.Limit{Count: 30, Per: time.Minute},
		X402Requests:    quota.Limit{Count: 600, Per: time.Minute},
		A2ARequests:     quota.Limit{Count: 600, Per: time.Minute},
		A2AMessageBytes: quota.Limit{Count: 4 << 20, Per: time.Hour},
		A2AClientBytes:  quota.Limit{Count: 16 << 20, Per: time.Hour},
		A2ATasks:        quota.Limit{Count: 100, Per: time.Hour},
		ContractChecks:  quota.Limit{Count: 120, Per: time.Minute},
		CardFetches:     quota.Limit{Count: 30, Per: time.Minute},
		AgentReads:      quota.Limit{Count: 60, Per: time.Minute},
		PoolReads:       quota.Limit{Count: 340, Per: time.Minute},
		WebhookCreates:  quota.Limit{Count: 20, Per: time.Hour},
	}
}

// Limits are the limits by quota name.
func (q QuotaConfig) Limits() map[string]quota.Limit {
	return map[string]quota.Limit{
		quota.SignInNonces: q.SignInNonces, quota.SignInAttempts: q.SignInAttempts, quota.X402Requests: q.X402Requests,
		quota.A2ARequests: q.A2ARequests, quota.A2AMessageBytes: q.A2AMessageBytes, quota.A2AClientBytes: q.A2AClientBytes,
		quota.A2ATasks: q.A2ATasks, quota.ContractChecks: q.ContractChecks, quota.CardFetches: q.CardFetches, quota.AgentReads: q.AgentReads,
		quota.PoolReads: q.PoolReads, quota.WebhookCreates: q.WebhookCreates,
	}
}

// WebhookConfig is the webhook outbox's configuration as the config file spells it.
type WebhookConfig struct {
	MaxAttempts    int      `json:"maxAttempts"`
	InitialBackoff Duration `json:"initialBackoff"`
	MaxBackoff     Duration `json:"maxBackoff"`
	Timeout        Duration `json:"timeout"`
	Lease          Duration `json:"lease"`
	PollInterval   Duration `json:"pollInterval"`
	Concurrency    int      `json:"concurrency"`  // attempts in flight (default 256)
	Reserved       int      `json:"reserved"`     // more attempts in flight for proven receivers only (default 64)
	DisableAfter   int      `json:"disableAfter"` // failed rounds in a row that disable a subscription (default 20)
	// MaxPerOwner caps the subscriptions one address holds (default 20; -1: no cap).
	MaxPerOwner int `json:"maxPerOwner"`
}

// Outbox converts it to the outbox's configuration.
func (w WebhookConfig) Outbox() webhook.Config {
	return webhook.Config{MaxAttempts: w.MaxAttempts, InitialBackoff: time.Duration(w.InitialBackoff), MaxBackoff: time.Duration(w.MaxBackoff),
		Timeout: time.Duration(w.Timeout), Lease: time.Duration(w.Lease), PollInterval: time.Duration(w.PollInterval),
		Concurrency: w.Concurrency, Reserved: w.Reserved, DisableAfter: w.DisableAfter}
}

// EgressConfig is the egress policy as the config file spells it.
type EgressConfig struct {
	// Allow lets internal receivers through: CIDRs ("10.1.0.0/16"), addresses, or exact host:port pairs.
	Allow []string `json:"allow" flag:"egress-allow" env:"ASA_DAEMON_EGRESS_ALLOW" help:"comma-separated CIDRs, addresses or host:port pairs webhook deliveries and A2A agent card fetches may reach although not public (internal receivers)"`
	// Proxy is an http(s) proxy URL every outbound request goes through; the proxy then resolves and
	// connects, and must enforce the address policy itself.
	Proxy string `json:"proxy" flag:"egress-proxy" env:"ASA_DAEMON_EGRESS_PROXY" redact:"url" help:"http(s) proxy for every outbound request made on others' behalf (it must enforce the address policy)"`
	// MaxResponseBytes bounds a receiver's answer (default 1 MiB).
	MaxResponseBytes int64 `json:"maxResponseBytes"`
}

// Policy converts it to the egress policy (errors name the bad entry).
func (e EgressConfig) Policy() (egress.Policy, error) {
	prefixes, hostPorts, err := egress.ParseAllow(strings.Join(e.Allow, ","))
	if err != nil {
		return egress.Policy{}, err
	}
	p := egress.Policy{Allow: prefixes, AllowHostPorts: hostPorts, MaxResponseBytes: e.MaxResponseBytes}
	if e.Proxy != "" {
		u, err := url.Parse(e.Proxy)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return egress.Policy{}, errors.New("egress proxy: want an http(s)://host:port URL")
		}
		p.Proxy = u
	}
	return p, nil
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

// DefaultSignatureGas is the gas cap of a caller's eth_call when signatureGas is not set: a contract
// wallet's isValidSignature, an ERC-6492 counterfactual deployment, or a token transfer with either, with
// room to spare; a wallet that burns more is refused, not served.
const DefaultSignatureGas = 500_000

// nodeWait is NodeWait with its default (2s, or rpcTimeout when shorter).
func (c *Config) nodeWait() time.Duration {
	if c.NodeWait > 0 {
		return min(time.Duration(c.NodeWait), time.Duration(c.RPCTimeout))
	}
	return min(2*time.Second, time.Duration(c.RPCTimeout))
}

// signatureGas is SignatureGas with its default.
func (c *Config) signatureGas() uint64 {
	if c.SignatureGas > 0 {
		return c.SignatureGas
	}
	return DefaultSignatureGas
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

// Set reads a "5s"-style duration (a flag or environment value).
func (d *Duration) Set(s string) error {
	v, err := time.ParseDuration(strings.TrimSpace(s))
	if err != nil {
		return fmt.Errorf("%q is not a duration (e.g. 5s)", s)
	}
	*d = Duration(v)
	return nil
}

// String writes the duration as Set reads it.
func (d Duration) String() string { return time.Duration(d).String() }

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
		ShutdownGrace: 10 * time.Second, Quotas: DefaultQuotas(),
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
		add("rpc: %q is not an http(s) or ws(s) URL", redact.URL(c.RPC))
	}
	if !common.IsHexAddress(c.Escrow) {
		add("escrow: %q is not an address (deploy with 'asa deploy' and pass its escrow field)", c.Escrow)
	} else if common.HexToAddress(c.Escrow) == (common.Address{}) {
		add("escrow: the zero address")
	}
	if c.EvaluatorPool != "" && !common.IsHexAddress(c.EvaluatorPool) {
		add("evaluatorPool: %q is not an address (the deployment's evaluatorPool field; leave it empty without a pool)", c.EvaluatorPool)
	}
	if c.Ledger != "" && !common.IsHexAddress(c.Ledger) {
		add("ledger: %q is not an address (the AsaLedger the daemon operates; leave it empty without one)", c.Ledger)
	}
	if c.LedgerMaxPending < 0 {
		add("ledgerMaxPending: %d is negative", c.LedgerMaxPending)
	}
	if c.LedgerMinDeposit != "" {
		if v, err := x402.ParseAmount(c.LedgerMinDeposit); err != nil || v.Sign() == 0 {
			add("ledgerMinDeposit: %q is not a positive decimal integer (the token's base units: 1000000 is 1 USDC)", c.LedgerMinDeposit)
		}
	}
	if c.CanaryOperator && c.EvaluatorPool == "" {
		add("canaryOperator: needs evaluatorPool (the pool whose canary operator the daemon's key is)")
	}
	if c.MaxPendingCanaries < 0 {
		add("maxPendingCanaries: %d is negative", c.MaxPendingCanaries)
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
	if u, err := url.Parse(c.ExplorerURL); c.ExplorerURL != "" && (err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || u.RawQuery != "" || u.Fragment != "") {
		add("explorerUrl: %q is not an http(s) base URL like https://basescan.org", c.ExplorerURL)
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
	if c.NodeWait != 0 && (c.NodeWait < Duration(100*time.Millisecond) || (c.RPCTimeout > 0 && c.NodeWait > c.RPCTimeout)) {
		add("nodeWait: %s out of range 100ms..rpcTimeout (%s): how long a request may wait on the node", time.Duration(c.NodeWait), time.Duration(c.RPCTimeout))
	}
	if c.SignatureGas != 0 && (c.SignatureGas < 50_000 || c.SignatureGas > 10_000_000) {
		add("signatureGas: %d out of range 50000..10000000 (the gas of one contract signature check)", c.SignatureGas)
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
	if c.X402PasswordFile != "" && c.X402Keystore == "" && c.X402Account == "" {
		add("x402PasswordFile: set without x402Keystore or x402Account")
	}
	if c.Clef != "" && c.Keystore != "" {
		add("clef and keystore: both name the daemon key; choose one")
	}
	if c.Keystore != "" && c.Account != "" && c.Clef == "" {
		add("keystore and account: both name the daemon key; choose one")
	}
	if c.X402Account != "" && c.X402Account == c.Account && c.X402Clef == c.Clef {
		add("x402Account: must not be the daemon's account (the daemon's transaction manager owns that key's nonces)")
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
	if c.AttestationPasswordFile != "" && c.AttestationKeystore == "" && c.AttestationAccount == "" {
		add("attestationPasswordFile: set without attestationKeystore or attestationAccount")
	}
	if c.OfferPasswordFile != "" && c.OfferKeystore == "" && c.OfferAccount == "" {
		add("offerPasswordFile: set without offerKeystore or offerAccount")
	}
	if c.OfferAccount != "" && c.OfferClef == "" && (c.OfferAccount == c.Account || c.OfferAccount == c.X402Account) {
		add("offerAccount: must be a key of its own, neither the daemon's nor the x402 settlement account")
	}
	if err := c.Webhooks.Outbox().Check(); err != nil {
		add("webhooks: %v", err)
	}
	if c.Webhooks.MaxPerOwner < -1 {
		add("webhooks.maxPerOwner: %d, want -1 (no cap), 0 (the default, 20) or more", c.Webhooks.MaxPerOwner)
	}
	if _, err := c.Egress.Policy(); err != nil {
		add("egress: %v", err)
	}
	if c.MarketMinSamples < 0 {
		add("marketMinSamples: %d, want 0 (the default, 5) or more", c.MarketMinSamples)
	}
	if len(problems) > 0 {
		return errors.New("invalid daemon configuration:\n  - " + strings.Join(problems, "\n  - "))
	}
	return nil
}

// SecretKeys reads the keys that seal webhook secrets: env (the value of ASA_DAEMON_SECRET_KEY), else
// the file secretKeyFile names; nil when neither is set. Errors never quote a key.
func (c *Config) SecretKeys(env string) (*seal.Keyring, error) {
	if env != "" && c.SecretKeyFile != "" {
		return nil, errors.New("secret key: set ASA_DAEMON_SECRET_KEY or secretKeyFile, not both")
	}
	if env != "" {
		k, err := seal.ParseKeys(env)
		if err != nil {
			return nil, fmt.Errorf("ASA_DAEMON_SECRET_KEY: %w", err)
		}
		return k, nil
	}
	if c.SecretKeyFile == "" {
		return nil, nil
	}
	b, err := os.ReadFile(c.SecretKeyFile)
	if err != nil {
		return nil, fmt.Errorf("secretKeyFile: %w", err)
	}
	k, err := seal.ParseKeys(string(b))
	if err != nil {
		return nil, fmt.Errorf("secretKeyFile %s: %w", c.SecretKeyFile, err)
	}
	return k, nil
}

// LedgerMinDepositAmount is LedgerMinDeposit as a number (nil when unset or invalid: Check refuses the latter).
func (c Config) LedgerMinDepositAmount() *big.Int {
	if c.LedgerMinDeposit == "" {
		return nil
	}
	v, err := x402.ParseAmount(c.LedgerMinDeposit)
	if err != nil {
		return nil
	}
	return v
}
