package ledger

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/escrow"
)

// DepositAddress is account's deposit address at the ledger (the contract's depositAddress): the CREATE2
// address of a JobDeposit deployed by the ledger with salt the left-padded account, the escrow's per-job
// deposit addresses' rule.
func DepositAddress(ledger, account common.Address) common.Address {
	return escrow.DepositAddress(ledger, new(big.Int).SetBytes(account.Bytes()))
}
