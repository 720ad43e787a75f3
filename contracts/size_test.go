package contracts_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// eip170Limit is the largest runtime code a chain that enforces EIP-170 (Ethereum, Base) accepts.
const eip170Limit = 24_576

// sizeBudget keeps every contract at least 10 % below EIP-170, room for what comes next (contracts/README.md).
// Issue 22 (the job commitment, the activation-time rule, acceptance withdrawal, gates, bounded ERC-1271
// checks) pushed both code units past it for a while; the views and the rare ERC-8183 paths moved to a third
// unit and the extension to bring them back under.
const sizeBudget = 22_100

// Every compiled contract's runtime code must deploy on Base, which enforces EIP-170, and stays within the
// project's budget of 10 % below it.
func TestRuntimeCodeUnderEIP170(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("out", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no artifacts in contracts/out (err %v)", err)
	}
	sawEscrow := false
	for _, file := range files {
		raw, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var art struct {
			ContractName     string `json:"contractName"`
			DeployedBytecode string `json:"deployedBytecode"`
		}
		if err := json.Unmarshal(raw, &art); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		code := common.FromHex(strings.TrimSpace(art.DeployedBytecode))
		if len(code) == 0 {
			continue // interfaces have no code
		}
		if art.ContractName == "AsaEscrow" {
			sawEscrow = true
		}
		t.Logf("%s: %d bytes of runtime code (%d to spare under the %d budget)", art.ContractName, len(code), sizeBudget-len(code), sizeBudget)
		if len(code) > sizeBudget {
			t.Errorf("%s runtime code is %d bytes, over the budget of %d (EIP-170 allows %d)", art.ContractName, len(code), sizeBudget, eip170Limit)
		}
	}
	if !sawEscrow {
		t.Fatal("AsaEscrow artifact missing")
	}
}

// The escrow deploys its extension in its constructor, and the extension its views unit (its first
// contract creation): each unit's deployed code is its artifact's, and all three are within the budget on
// chain too.
func TestDeployedEscrowUnitsWithinBudget(t *testing.T) {
	f := newFixture(t)
	ext := callT(t, f, f.EscrowABI.PackExtension(), f.EscrowABI.UnpackExtension)
	units := []struct {
		name, artifact string
		addr           common.Address
	}{
		{"escrow", "AsaEscrow", f.Escrow},
		{"extension", "AsaEscrowExtension", ext},
		{"views", "AsaEscrowViews", crypto.CreateAddress(ext, 1)},
	}
	for _, u := range units {
		raw, err := os.ReadFile(filepath.Join("out", u.artifact+".json"))
		if err != nil {
			t.Fatal(err)
		}
		var art struct {
			DeployedBytecode string `json:"deployedBytecode"`
		}
		if err := json.Unmarshal(raw, &art); err != nil {
			t.Fatal(err)
		}
		code, err := f.Client.CodeAt(t.Context(), u.addr, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(code) == 0 || len(code) > sizeBudget {
			t.Errorf("%s at %s: %d bytes of code", u.name, u.addr, len(code))
		}
		// Immutables (the token, the EIP-712 cache, the next unit's address) differ from the artifact's
		// placeholders, not the length.
		if len(code) != len(common.FromHex(art.DeployedBytecode)) {
			t.Errorf("the deployed %s has %d bytes, the %s artifact %d", u.name, len(code), u.artifact, len(common.FromHex(art.DeployedBytecode)))
		}
	}
}

// eip3860Limit is the largest initcode a creation transaction may carry (EIP-3860, Shanghai; Base too).
const eip3860Limit = 49_152

// The escrow's initcode carries its extension's, which carries the views unit's: the three together must
// stay under EIP-3860, or the escrow cannot be deployed at all.
func TestEscrowInitcodeUnderEIP3860(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("out", "AsaEscrow.json"))
	if err != nil {
		t.Fatal(err)
	}
	var art struct {
		Bytecode string `json:"bytecode"`
	}
	if err := json.Unmarshal(raw, &art); err != nil {
		t.Fatal(err)
	}
	size := len(common.FromHex(art.Bytecode)) + 32 // + the constructor's argument (the token)
	t.Logf("AsaEscrow initcode: %d bytes with its argument (%d to spare under EIP-3860's %d)", size, eip3860Limit-size, eip3860Limit)
	if size > eip3860Limit {
		t.Errorf("AsaEscrow initcode is %d bytes, over EIP-3860's %d", size, eip3860Limit)
	}
}
