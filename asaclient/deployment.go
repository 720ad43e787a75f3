package asaclient

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/erc8004"
	"github.com/asa-escrow/asa/escrow"
)

// Deployment is a deployed escrow as the deployment file written by `asa deploy --out FILE` describes it:
// the chain id, the escrow and its deployment block, the payment token and its EIP-712 domain, and the
// ERC-8004 registries agent-id parties resolve through.
type Deployment struct {
	escrow.Deployment
	// Source names where it was read from (the file's path), for messages.
	Source string
}

// LoadDeployment reads the deployment file `asa deploy --out FILE` writes. It refuses a file that is not
// one (no escrow address or chain id), naming the file.
func LoadDeployment(path string) (*Deployment, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read deployment: %w", err)
	}
	d, err := ParseDeployment(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	d.Source = path
	return d, nil
}

// ParseDeployment decodes a deployment JSON document (the output of `asa deploy`).
func ParseDeployment(data []byte) (*Deployment, error) {
	var d Deployment
	if err := json.Unmarshal(data, &d.Deployment); err != nil {
		return nil, fmt.Errorf("deployment JSON: %w", err)
	}
	if d.Escrow == (common.Address{}) {
		return nil, fmt.Errorf("the deployment has no escrow address; is it the output of 'asa deploy --out'?")
	}
	if d.ChainID == 0 {
		return nil, fmt.Errorf("the deployment has no chain id; is it the output of 'asa deploy --out'?")
	}
	d.Source = "the deployment"
	return &d, nil
}

// TokenDomain is the payment token's EIP-712 domain the deployment names (zero when it names none).
func (d *Deployment) TokenDomain() TokenDomain {
	return TokenDomain{Name: d.TokenName, Version: d.TokenVersion}
}

// Registries are the ERC-8004 registries of the deployment (zero addresses: none).
func (d *Deployment) Registries() erc8004.Registries {
	return erc8004.Registries{Identity: d.IdentityRegistry, Reputation: d.ReputationRegistry, Validation: d.ValidationRegistry}
}

// Open opens the deployment's escrow on the chain eth is connected to, refusing a node of another chain
// (a deployment file of Base Sepolia with a local anvil, say).
func (d *Deployment) Open(ctx context.Context, eth Backend) (*Escrow, error) {
	chainID, err := eth.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("ask the node for its chain id: %w (is it running?)", err)
	}
	if chainID.Uint64() != d.ChainID || !chainID.IsUint64() {
		return nil, fmt.Errorf("wrong network: %s is a deployment on chain %d, but the node is chain %s", d.Source, d.ChainID, chainID)
	}
	return Open(ctx, eth, d.Escrow)
}
