package contracts_test

import (
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// A seed-style research job: 5 USDC, score 86.10 -> the 85% tier, 15% back to the client.
func TestGraduatedLifecycle(t *testing.T) {
	f := newFixture(t)
	id := f.createASA(t, 5_000_000, graduatedTerms(), []common.Address{f.evaluator.Address}, 1)
	f.fund(t, id)
	f.submit(t, id, "# Federated learning privacy survey\n...")
	before := f.balances(t, f.client.Address, f.provider.Address, f.Escrow)
	f.postResult(t, f.evaluator, f.result(t, id, 8610))
	if st := f.job(t, id).Status; st != stVerified {
		t.Fatalf("status after result = %d, want Verified", st)
	}
	f.ExpectRevert(t, f.stranger, f.Escrow, f.EscrowABI.PackFinalize(id), "NothingDue")
	f.advance(t, 7200)
	f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackFinalize(id))
	after := f.balances(t, f.client.Address, f.provider.Address, f.Escrow)
	if got := diff(after[1], before[1]); got != 4_250_000 {
		t.Errorf("provider received %d, want 4250000", got)
	}
	if got := diff(after[0], before[0]); got != 750_000 {
		t.Errorf("client refunded %d, want 750000", got)
	}
	if after[2].Sign() != 0 {
		t.Errorf("escrow holds %s after settlement, want 0", after[2])
	}
	if st := f.job(t, id).Status; st != stCompleted {
		t.Errorf("status = %d, want Completed", st)
	}
	liab := f.liabilities(t)
	if liab.Sign() != 0 {
		t.Errorf("liabilities = %s, want 0", liab)
	}
}
