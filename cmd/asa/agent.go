package main

import (
	"context"
	"flag"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/erc8004"
)

// walletConsent is the file `asa agent wallet-consent` writes and `asa agent set-wallet` reads: a wallet's
// EIP-712 AgentWalletSet consent to be agentId's payment wallet.
type walletConsent struct {
	ChainID   uint64         `json:"chainId"`
	Registry  common.Address `json:"identityRegistry"`
	AgentID   string         `json:"agentId"`
	Wallet    common.Address `json:"wallet"`
	Owner     common.Address `json:"owner"`
	Deadline  uint64         `json:"deadline"`
	Signature string         `json:"signature"`
}

func init() {
	var deployment, uri, agentText, ownerText, consentFile, out string
	// registries reads the ERC-8004 registries from --deployment (or $ASA_DEPLOYMENT), else the profile.
	registries := func(e *env, c *chain) (erc8004.Registries, error) {
		if deployment == "" {
			deployment = e.getenv("ASA_DEPLOYMENT")
		}
		r := erc8004.Registries{Identity: c.profile.IdentityRegistry, Reputation: c.profile.ReputationRegistry, Validation: c.profile.ValidationRegistry}
		if deployment != "" {
			d, err := asaclient.LoadDeployment(deployment)
			if err != nil {
				return r, err
			}
			if d.ChainID != c.chainID.Uint64() {
				return r, fmt.Errorf("wrong network: %s is a deployment on chain %d, but the RPC endpoint is chain %s", deployment, d.ChainID, c.chainID)
			}
			if d.IdentityRegistry != (common.Address{}) {
				r = d.Registries()
			}
		}
		if r.Identity == (common.Address{}) {
			return r, fmt.Errorf("no ERC-8004 identity registry: the deployment file has none ('asa deploy --dev' deploys dev registries) and network %s's profile names none", c.profile.Name)
		}
		return r, nil
	}
	agentID := func() (*big.Int, error) {
		ref, err := erc8004.ParseAgentRef(agentText)
		if agentText == "" || err != nil {
			return nil, usagef("--agent ID (a decimal ERC-8004 agent id) is required: %v", err)
		}
		return ref.ID, nil
	}
	deploymentFlag := func(fs *flag.FlagSet) {
		fs.StringVar(&deployment, "deployment", "", "deployment JSON naming the identityRegistry (default $ASA_DEPLOYMENT; else the network profile's)")
	}
	register(&command{
		name:    "agent register",
		summary: "register an ERC-8004 agent (an ERC-721 minted to your key, its agentWallet your address) and print its id",
		usage:   "[--uri URI] [--deployment FILE]",
		flags: func(fs *flag.FlagSet) {
			deploymentFlag(fs)
			fs.StringVar(&uri, "uri", "", "the agent's registration file URI (https://, ipfs:// or data:)")
		},
		run: func(ctx context.Context, e *env) error {
			c, err := e.dial(ctx)
			if err != nil {
				return err
			}
			defer c.Close()
			r, err := registries(e, c)
			if err != nil {
				return err
			}
			k, err := e.key(ctx)
			if err != nil {
				return err
			}
			id, err := erc8004.Register(ctx, c.client, c.transactor(ctx, k), r.Identity, uri)
			if err != nil {
				return err
			}
			a, err := erc8004.ChainResolver{Caller: c.client}.Agent(ctx, r.Identity, id)
			if err != nil {
				return err
			}
			if e.jsonOut {
				return e.printJSON(a)
			}
			fmt.Fprintf(e.stdout, "agent %s registered in %s (chain %s)\n  ref     eip155:%s:%s:%s\n  owner   %s\n  wallet  %s\n", id, r.Identity.Hex(), c.chainID, c.chainID, r.Identity.Hex(), id, a.Owner.Hex(), a.Wallet.Hex())
			return nil
		},
	})
	register(&command{
		name:    "agent show",
		summary: "show an ERC-8004 agent: owner, agentWallet (what an agreement naming it pays) and registration URI",
		usage:   "ID|eip155:CHAIN:REGISTRY:ID [--deployment FILE]",
		args:    1,
		flags:   deploymentFlag,
		run: func(ctx context.Context, e *env) error {
			if len(e.args) != 1 {
				return usagef("give the agent: an id or eip155:<chain>:<registry>:<id>")
			}
			ref, err := erc8004.ParseAgentRef(e.args[0])
			if err != nil {
				return usagef("%v", err)
			}
			c, err := e.dial(ctx)
			if err != nil {
				return err
			}
			defer c.Close()
			registry := ref.Registry
			if registry == (common.Address{}) {
				r, err := registries(e, c)
				if err != nil {
					return err
				}
				registry = r.Identity
			}
			if ref.ChainID != 0 && ref.ChainID != c.chainID.Uint64() {
				return fmt.Errorf("agent %s is on chain %d, the RPC endpoint is chain %s", ref, ref.ChainID, c.chainID)
			}
			a, err := erc8004.ChainResolver{Caller: c.client}.Agent(ctx, registry, ref.ID)
			if err != nil {
				return err
			}
			if e.jsonOut {
				return e.printJSON(a)
			}
			wallet := a.Wallet.Hex()
			if a.Wallet == (common.Address{}) {
				wallet = "none (cleared by a transfer or unset): not payable until its owner sets one"
			}
			fmt.Fprintf(e.stdout, "agent %s in %s (chain %s)\n  owner   %s\n  wallet  %s\n  uri     %s\n", a.ID, registry.Hex(), c.chainID, a.Owner.Hex(), wallet, a.URI)
			return nil
		},
	})
	register(&command{
		name:    "agent wallet-consent",
		summary: "sign, with the wallet's key, its EIP-712 consent to become an agent's payment wallet (valid 5 minutes); the agent's owner relays it with 'asa agent set-wallet'",
		usage:   "--agent ID --owner ADDR --out FILE [--deployment FILE]",
		flags: func(fs *flag.FlagSet) {
			deploymentFlag(fs)
			fs.StringVar(&agentText, "agent", "", "the agent id")
			fs.StringVar(&ownerText, "owner", "", "the agent's owner address (the consent names it)")
			fs.StringVar(&out, "out", "", "write the consent JSON here")
		},
		run: func(ctx context.Context, e *env) error {
			id, err := agentID()
			if err != nil {
				return err
			}
			if !common.IsHexAddress(ownerText) || out == "" {
				return usagef("--owner ADDR and --out FILE are required")
			}
			c, err := e.dial(ctx)
			if err != nil {
				return err
			}
			defer c.Close()
			r, err := registries(e, c)
			if err != nil {
				return err
			}
			k, err := e.key(ctx)
			if err != nil {
				return err
			}
			h, err := c.client.HeaderByNumber(ctx, nil)
			if err != nil {
				return fmt.Errorf("read the latest block: %w", err)
			}
			deadline := h.Time + 240
			owner := common.HexToAddress(ownerText)
			sig, err := erc8004.SignAgentWalletWith(ctx, k, c.chainID, r.Identity, id, owner, new(big.Int).SetUint64(deadline))
			if err != nil {
				return err
			}
			consent := walletConsent{ChainID: c.chainID.Uint64(), Registry: r.Identity, AgentID: id.String(), Wallet: k.Address(),
				Owner: owner, Deadline: deadline, Signature: fmt.Sprintf("0x%x", sig)}
			if err := writeJSONFile(out, consent); err != nil {
				return err
			}
			return e.printJSON(consent)
		},
	})
	register(&command{
		name:    "agent set-wallet",
		summary: "set an agent's payment wallet (owner's or operator's key) with the wallet's consent; jobs already created keep the wallet they resolved",
		usage:   "--consent FILE [--deployment FILE]",
		flags: func(fs *flag.FlagSet) {
			deploymentFlag(fs)
			fs.StringVar(&consentFile, "consent", "", "the consent JSON of 'asa agent wallet-consent'")
		},
		run: func(ctx context.Context, e *env) error {
			if consentFile == "" {
				return usagef("--consent FILE is required")
			}
			var w walletConsent
			if err := readJSONFile(consentFile, &w); err != nil {
				return err
			}
			ref, err := erc8004.ParseAgentRef(w.AgentID)
			if err != nil {
				return fmt.Errorf("%s: %w", consentFile, err)
			}
			c, err := e.dial(ctx)
			if err != nil {
				return err
			}
			defer c.Close()
			if w.ChainID != c.chainID.Uint64() {
				return fmt.Errorf("%s is a consent for chain %d, the RPC endpoint is chain %s", consentFile, w.ChainID, c.chainID)
			}
			k, err := e.key(ctx)
			if err != nil {
				return err
			}
			if err := erc8004.SetAgentWallet(ctx, c.client, c.transactor(ctx, k), w.Registry, ref.ID, w.Wallet, new(big.Int).SetUint64(w.Deadline), common.FromHex(w.Signature)); err != nil {
				return err
			}
			fmt.Fprintf(e.stdout, "agent %s now pays %s (jobs created before keep the wallet they resolved)\n", ref.ID, w.Wallet.Hex())
			return nil
		},
	})
}
