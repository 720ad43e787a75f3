package escrow_test

import (
	"math/big"
	"testing"

	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/internal/chaintest"
)

// The Go deposit addresses equal the escrow's depositAddress and collateralAddress views for any job id, and
// a job's two deposits differ.
func TestDepositAddressMatchesContract(t *testing.T) {
	e := chaintest.New(t, chaintest.Options{Accounts: 1})
	for _, id := range []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(42), new(big.Int).Lsh(big.NewInt(1), 200)} {
		want := chaintest.Call(t, e, e.Escrow, e.EscrowABI.PackDepositAddress(id), e.EscrowABI.UnpackDepositAddress)
		if got := escrow.DepositAddress(e.Escrow, id); got != want {
			t.Errorf("job %s: Go %s, contract %s", id, got, want)
		}
		want = chaintest.Call(t, e, e.Escrow, e.EscrowABI.PackCollateralAddress(id), e.EscrowABI.UnpackCollateralAddress)
		if got := escrow.CollateralAddress(e.Escrow, id); got != want || got == escrow.DepositAddress(e.Escrow, id) {
			t.Errorf("job %s collateral deposit: Go %s, contract %s", id, got, want)
		}
	}
}
