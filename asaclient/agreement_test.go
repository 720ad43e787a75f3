package asaclient

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/settlement"
)

// The seed agreement is written for Base (chain 8453, CAIP-10 wallets on 8453, dates in March 2026):
// as is, it is refused on anvil; rebound, it plans the same job on anvil's chain and the given escrow.
func TestRebindSeedAgreement(t *testing.T) {
	seed, err := os.ReadFile(filepath.Join("..", "settlement", "testdata", "agreement_research.json"))
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	if _, err := settlement.ParseAgreement(seed, settlement.AgreementOptions{Now: now, ChainID: 31337}); err == nil ||
		!strings.Contains(err.Error(), "escrow.binding.chain") {
		t.Fatalf("the seed as is on anvil: %v", err)
	}
	escrowAddr := common.HexToAddress("0x00000000000000000000000000000000000e5c40")
	doc, err := Rebind(seed, 31337, escrowAddr, now)
	if err != nil {
		t.Fatal(err)
	}
	plan, err := settlement.ParseAgreement(doc, settlement.AgreementOptions{Now: now, ChainID: 31337})
	if err != nil {
		t.Fatalf("rebound seed: %v", err)
	}
	if plan.ChainID != 31337 || plan.Escrow != escrowAddr || plan.Client != common.HexToAddress("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266") ||
		plan.Terms.BackupEvaluator != common.HexToAddress("0x90F79bf6EB2c4f870365E785982E1f101E93b906") || plan.Budget.Int64() != 5_000_000 {
		t.Fatalf("rebound plan: %+v", plan)
	}
	// The agreement is shifted to start now and made long enough for its fund window and delivery time
	// (24 h + 24 h; the original 24 h would leave the provider no time once funded after creation).
	if want := uint64(now.Add(48 * time.Hour).Unix()); plan.ExpiredAt != want {
		t.Errorf("expiredAt %d, want %d", plan.ExpiredAt, want)
	}
	// Everything else is untouched: same terms as parsing the seed on its own chain at its own time (its
	// created_at: its expires_at leaves exactly its provider timeout then, and less a moment later).
	orig, err := settlement.ParseAgreement(seed, settlement.AgreementOptions{Now: time.Date(2026, 3, 26, 14, 30, 0, 0, time.UTC)})
	if err != nil {
		t.Fatal(err)
	}
	if settlement.TermsHash(orig.Terms) != plan.TermsHash {
		t.Errorf("rebinding changed the terms: %+v vs %+v", orig.Terms, plan.Terms)
	}
	if _, err := Rebind([]byte(`[1]`), 31337, escrowAddr, now); err == nil {
		t.Error("a non-object document was rebound")
	}
}
