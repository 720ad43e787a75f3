package contracts_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// eip170Limit is the largest runtime code a chain that enforces EIP-170 (Ethereum, Base) accepts.
const eip170Limit = 24_576

// Every compiled contract's runtime code must deploy on Base, which enforces EIP-170.
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
		t.Logf("%s: %d bytes of runtime code (%d to spare)", art.ContractName, len(code), eip170Limit-len(code))
		if len(code) > eip170Limit {
			t.Errorf("%s runtime code is %d bytes, over the EIP-170 limit of %d", art.ContractName, len(code), eip170Limit)
		}
	}
	if !sawEscrow {
		t.Fatal("AsaEscrow artifact missing")
	}
}
