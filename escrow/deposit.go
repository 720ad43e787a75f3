package escrow

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings"
)

// depositCodeHash is keccak256 of JobDeposit's creation code, as the escrow computes it.
var depositCodeHash = crypto.Keccak256(common.FromHex(bindings.JobDepositMetaData.Bin))

// DepositAddress is a job's x402 deposit address: CREATE2(escrow, salt = jobId, JobDeposit's creation
// code), the same as the escrow's depositAddress(jobId). An EIP-3009 authorization made out to it can
// only ever fund that job.
func DepositAddress(escrow common.Address, jobID *big.Int) common.Address {
	var salt [32]byte
	jobID.FillBytes(salt[:])
	return crypto.CreateAddress2(escrow, salt, depositCodeHash)
}

// collateralSaltBit marks a collateral deposit's salt: the job id with its top bit set.
var collateralSaltBit = new(big.Int).Lsh(big.NewInt(1), 255)

// CollateralAddress is a job's collateral deposit address: CREATE2(escrow, salt = jobId | 1 << 255,
// JobDeposit's creation code), the same as the escrow's collateralAddress(jobId). What is paid there
// belongs to the job's provider: it posts the collateral with the provider's acceptance, or goes back.
func CollateralAddress(escrow common.Address, jobID *big.Int) common.Address {
	var salt [32]byte
	new(big.Int).Or(jobID, collateralSaltBit).FillBytes(salt[:])
	return crypto.CreateAddress2(escrow, salt, depositCodeHash)
}
