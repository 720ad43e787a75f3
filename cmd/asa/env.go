package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/big"
	"os"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/asa-escrow/asa/erc8004"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/internal/egress"
	"github.com/asa-escrow/asa/internal/nodeconn"
	"github.com/asa-escrow/asa/internal/redact"
	"github.com/asa-escrow/asa/internal/settings"
	"github.com/asa-escrow/asa/network"
	"github.com/asa-escrow/asa/signer"
	"github.com/asa-escrow/asa/wallet"
)

// env carries the global flags and the process's outputs to a subcommand.
type env struct {
	stdout, stderr io.Writer
	getenv         func(string) string
	args           []string // positional arguments, for the commands that take them

	rpcFlags     *settings.Recorded // --rpc or --rpc-url, as given (see rpcOptions)
	networkName  string
	networksFile string
	keyFlags     *settings.Recorded // --account, --keystore, --clef... as given (see keyOptions)
	keyOverride  func(*keyOptions)  // a command's own key flag (result sign --key), applied last
	egressAllow  string
	jsonOut      bool
}

// keyOptions declares the signer of every command that signs (see internal/settings and package
// wallet): a keystore account (Foundry's --account and ETH_KEYSTORE_ACCOUNT), one keystore file, or a
// remote signer speaking Clef's API; without any, the hex key in ASA_PRIVATE_KEY. The daemon declares
// its own (daemon.Config), which these flags override.
type keyOptions struct {
	Account      string `json:"account" flag:"account" env:"ASA_ACCOUNT,ETH_KEYSTORE_ACCOUNT" help:"the signing account: its name in the keystore directory, its address or its keystore file (asa account list); with --clef, its address"`
	KeystoreDir  string `json:"keystoreDir" flag:"keystore-dir" env:"ASA_KEYSTORE_DIR" help:"directory of keystore accounts (default ~/.foundry/keystores)"`
	Keystore     string `json:"keystore" flag:"keystore" help:"one encrypted keystore file with the signing key"`
	PasswordFile string `json:"passwordFile" flag:"password-file" help:"file with the keystore password (else $ASA_KEYSTORE_PASSWORD, else asked at a terminal)"`
	Clef         string `json:"clef" flag:"clef" env:"ASA_CLEF" redact:"url" help:"URL of a remote signer speaking Clef's API (http://, ws:// or an IPC path); the key stays there"`
}

// rpcOptions declares the chain endpoint every command takes (see internal/settings): Foundry's
// --rpc-url and ETH_RPC_URL are aliases of --rpc and ASA_RPC. The daemon's declaration (daemon.Config's
// rpc) reads its own ASA_DAEMON_RPC first, then these.
type rpcOptions struct {
	RPC string `json:"rpc" flag:"rpc,rpc-url" env:"ASA_RPC,ETH_RPC_URL" redact:"url" help:"JSON-RPC URL of the chain (default: the network profile's)"`
}

func (e *env) globalFlags(fs *flag.FlagSet) {
	e.rpcFlags = settings.Flags(fs, &rpcOptions{})
	fs.StringVar(&e.networkName, "network", "", "network profile: anvil, base-sepolia, base (default: from the chain id)")
	fs.StringVar(&e.networksFile, "networks-file", "", "JSON file overriding or adding network profiles")
	e.keyFlags = settings.Flags(fs, &keyOptions{})
	fs.StringVar(&e.egressAllow, "cards-allow", "", "CIDRs, addresses or host:port pairs that A2A agent card fetches may reach although not public (else $ASA_CARDS_ALLOW)")
	fs.BoolVar(&e.jsonOut, "json", false, "print machine-readable JSON")
}

// cards fetches A2A Agent Cards through the egress policy (public addresses only, no redirects, bounded
// time and size), with --cards-allow / ASA_CARDS_ALLOW letting named internal hosts through.
func (e *env) cards() (erc8004.CardSource, error) {
	list := e.egressAllow
	if list == "" {
		list = e.getenv("ASA_CARDS_ALLOW")
	}
	prefixes, hostPorts, err := egress.ParseAllow(list)
	if err != nil {
		return nil, usagef("--cards-allow: %v", err)
	}
	p := egress.Policy{Allow: prefixes, AllowHostPorts: hostPorts, MaxResponseBytes: erc8004.MaxCardBytes}
	return erc8004.HTTPCards{Client: p.Client()}, nil
}

// fail prints an error for a human or, with --json, as {"error": ...}.
func (e *env) fail(cmd string, err error) {
	msg := escrow.Describe(err, "").Error() // the revert decoded and named once, whoever produced err
	if e.jsonOut {
		_ = json.NewEncoder(e.stderr).Encode(map[string]string{"error": msg, "code": errorCode(err), "command": cmd})
		return
	}
	fmt.Fprintf(e.stderr, "asa %s: %s\n", cmd, msg)
}

// printJSON writes v as indented JSON.
func (e *env) printJSON(v any) error {
	enc := json.NewEncoder(e.stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// daemonURL is a --daemon flag's value, else $ASA_DAEMON.
func (e *env) daemonURL(flagValue string) string {
	if flagValue != "" {
		return flagValue
	}
	return e.getenv("ASA_DAEMON")
}

// networks loads the profiles.
func (e *env) networks() (*network.Registry, error) {
	return network.LoadFile(e.networksFile)
}

// rpcFlag is the RPC URL given by --rpc or --rpc-url ("" when neither was).
func (e *env) rpcFlag() string {
	var o rpcOptions
	if e.rpcFlags != nil {
		_ = e.rpcFlags.Apply(&o) // a string flag cannot fail
	}
	return o.RPC
}

// rpcURL is the RPC URL the command was given: --rpc/--rpc-url, else ASA_RPC, else ETH_RPC_URL ("" when
// none; the network profile's is the caller's fallback).
func (e *env) rpcURL() (string, error) {
	var o rpcOptions
	if err := settings.ApplyEnv(&o, e.getenv); err != nil {
		return "", err
	}
	if f := e.rpcFlag(); f != "" {
		o.RPC = f
	}
	return o.RPC, nil
}

// chain is a connected chain client with its id and profile.
type chain struct {
	client  *ethclient.Client
	rpc     *rpc.Client
	chainID *big.Int
	profile network.Profile
	known   bool // profile came from a known network
	isAnvil bool
}

// dial connects to --rpc (or the profile's RPC), checks the chain id against --network, and returns it.
func (e *env) dial(ctx context.Context) (*chain, error) {
	reg, err := e.networks()
	if err != nil {
		return nil, err
	}
	var want *network.Profile
	if e.networkName != "" {
		p, err := reg.Get(e.networkName)
		if err != nil {
			return nil, err
		}
		want = &p
	}
	url, err := e.rpcURL()
	if err != nil {
		return nil, err
	}
	if url == "" && want != nil {
		url = want.RPC
	}
	if url == "" {
		return nil, usagef("no RPC endpoint: pass --rpc URL (or --rpc-url, --network NAME, or set ASA_RPC or ETH_RPC_URL)")
	}
	if err := checkRPCURL(url); err != nil {
		return nil, err
	}
	dialCtx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	// nodeconn keeps the URL's credentials (an API key in the path or query, a password) out of every error.
	rc, _, err := nodeconn.Dial(dialCtx, url, nodeconn.Options{Timeout: 15 * time.Second})
	if err != nil {
		return nil, err
	}
	c := &chain{client: ethclient.NewClient(rc), rpc: rc}
	id, err := c.client.ChainID(dialCtx)
	if err != nil {
		rc.Close()
		return nil, fmt.Errorf("ask %s for its chain id: %w (is the node running?)", redact.URL(url), redact.Error(err, url))
	}
	c.chainID = id
	var version string
	if err := rc.CallContext(dialCtx, &version, "web3_clientVersion"); err == nil {
		c.isAnvil = strings.HasPrefix(strings.ToLower(version), "anvil")
	}
	if want != nil {
		if want.ChainID != id.Uint64() {
			rc.Close()
			return nil, fmt.Errorf("wrong network: --network %s expects chain id %d, but %s is chain %d", want.Name, want.ChainID, redact.URL(url), id)
		}
		c.profile, c.known = *want, true
	} else if p, ok := reg.ByChainID(id.Uint64()); ok {
		c.profile, c.known = p, true
	} else {
		c.profile = network.Profile{Name: fmt.Sprintf("chain-%d", id), ChainID: id.Uint64(), Decimals: 6, Real: !network.IsDevChain(id.Uint64())}
	}
	if c.isAnvil {
		c.profile.Real = false
	}
	return c, nil
}

func (c *chain) Close() { c.rpc.Close() }

// checkRPCURL refuses an endpoint without a scheme (a common slip: "127.0.0.1:8545"), which the RPC
// client would report as a bare URL parse error. An existing file path is an IPC socket and is fine.
func checkRPCURL(url string) error {
	if strings.Contains(url, "://") {
		for _, scheme := range []string{"http://", "https://", "ws://", "wss://"} {
			if strings.HasPrefix(strings.ToLower(url), scheme) {
				return nil
			}
		}
		return usagef("--rpc %q: the scheme must be http, https, ws or wss", redact.URL(url))
	}
	if _, err := os.Stat(url); err == nil {
		return nil
	}
	guess := strings.TrimPrefix(redact.URL("http://"+url), "http://")
	return usagef("--rpc %q has no scheme: did you mean http://%s ?", guess, guess)
}

// keyOptions is the signer the command was given: the environment (ASA_ACCOUNT...), then the flags.
func (e *env) keyOptions() (keyOptions, error) {
	var o keyOptions
	if err := settings.ApplyEnv(&o, e.getenv); err != nil {
		return o, fmt.Errorf("environment: %w", err)
	}
	if e.keyFlags != nil {
		if err := e.keyFlags.Apply(&o); err != nil {
			return o, usagef("%v", err)
		}
	}
	if e.keyOverride != nil {
		e.keyOverride(&o)
	}
	return o, nil
}

// source is where the signer comes from: o, with the password asked at a terminal when stdin is one.
func (e *env) source(o keyOptions) wallet.Source {
	return wallet.Source{Clef: o.Clef, Keystore: o.Keystore, Account: o.Account, KeystoreDir: o.KeystoreDir,
		PasswordFile: o.PasswordFile, Prompt: signer.TerminalPrompt(os.Stdin, e.stderr), Getenv: e.getenv}
}

// key loads the signer: a keystore account, a keystore file, a remote signer, else ASA_PRIVATE_KEY.
func (e *env) key(ctx context.Context) (signer.Signer, error) {
	o, err := e.keyOptions()
	if err != nil {
		return nil, err
	}
	return wallet.Load(ctx, e.source(o))
}

// transactor returns transact options for the signer on this chain.
func (c *chain) transactor(ctx context.Context, k signer.Signer) *bind.TransactOpts {
	return signer.Transactor(ctx, k, c.chainID)
}
