package erc8004

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
)

// Validation Registry (ERC-8004): an agent's owner or operator asks a validator to validate a piece of
// work (validationRequest(validator, agentId, requestURI, requestHash)); only that validator answers
// (validationResponse(requestHash, 0..100, responseURI, responseHash, tag)). For an escrow job the work is
// the job and the validator one of its evaluators: the request names the job on chain, the response the
// evaluator's signed result.

// JobURI names an escrow job: eip155:<chain>:<escrow>/jobs/<id> (the daemon's feedbackURI too).
func JobURI(chainID uint64, escrowAddr common.Address, jobID *big.Int) string {
	return fmt.Sprintf("eip155:%d:%s/jobs/%s", chainID, escrowAddr.Hex(), jobID)
}

// ValidationRequestHash is the requestHash of a validation of job jobID by validator:
// keccak256(abi.encode(chainId, escrow, jobId, validator)). The job's reference with the validator in it,
// so that each evaluator of a quorum can be asked (ERC-8004 takes a request hash once).
func ValidationRequestHash(chainID uint64, escrowAddr common.Address, jobID *big.Int, validator common.Address) common.Hash {
	u256, _ := abi.NewType("uint256", "", nil)
	addr, _ := abi.NewType("address", "", nil)
	data, err := abi.Arguments{{Type: u256}, {Type: addr}, {Type: u256}, {Type: addr}}.Pack(new(big.Int).SetUint64(chainID), escrowAddr, jobID, validator)
	if err != nil {
		panic(err) // static types
	}
	return crypto.Keccak256Hash(data)
}

// ResultURI names an evaluator's signed result of a job by its EIP-712 digest:
// eip155:<chain>:<escrow>/jobs/<id>/results/<digest>.
func ResultURI(chainID uint64, escrowAddr common.Address, jobID *big.Int, digest common.Hash) string {
	return JobURI(chainID, escrowAddr, jobID) + "/results/" + digest.Hex()
}

// ResponseScore is a validation response (0..100) from a result's composite score in basis points
// (0..10000, two decimals): rounded half up to a whole percent.
func ResponseScore(scoreBps uint16) uint8 {
	if scoreBps >= 10000 {
		return 100
	}
	return uint8((uint32(scoreBps) + 50) / 100)
}

// ValidationStatus is a request as the Validation Registry holds it.
type ValidationStatus struct {
	RequestHash  common.Hash    `json:"requestHash"`
	Validator    common.Address `json:"validatorAddress"`
	AgentID      string         `json:"agentId"`
	Response     uint8          `json:"response"`
	ResponseHash common.Hash    `json:"responseHash"`
	Tag          string         `json:"tag"`
	LastUpdate   uint64         `json:"lastUpdate"`
}

// ErrUnknownRequest is returned when the Validation Registry holds no request with that hash.
var ErrUnknownRequest = errors.New("the validation registry holds no such request")

// RequestValidation sends validationRequest from the agent's owner or operator (opts).
func RequestValidation(ctx context.Context, b escrow.Backend, opts *bind.TransactOpts, registry, validator common.Address, agentID *big.Int, requestURI string, requestHash common.Hash) error {
	if err := transact(ctx, b, opts, registry, bindings.NewValidationRegistry().PackValidationRequest(validator, agentID, requestURI, requestHash)); err != nil {
		return fmt.Errorf("validation request for agent %s: %w", agentID, err)
	}
	return nil
}

// RespondValidation sends validationResponse from the request's validator (opts).
func RespondValidation(ctx context.Context, b escrow.Backend, opts *bind.TransactOpts, registry common.Address, requestHash common.Hash, response uint8, responseURI string, responseHash common.Hash, tag string) error {
	if err := transact(ctx, b, opts, registry, bindings.NewValidationRegistry().PackValidationResponse(requestHash, response, responseURI, responseHash, tag)); err != nil {
		return fmt.Errorf("validation response to %s: %w", requestHash.Hex(), err)
	}
	return nil
}

// ReadValidation reads a request's status (getValidationStatus); ErrUnknownRequest when there is none.
func ReadValidation(ctx context.Context, caller bind.ContractCaller, registry common.Address, requestHash common.Hash) (ValidationStatus, error) {
	v := bindings.NewValidationRegistry()
	c := bind.NewBoundContract(registry, abi.ABI{}, caller, nil, nil)
	st, err := bind.Call(c, &bind.CallOpts{Context: ctx}, v.PackGetValidationStatus(requestHash), v.UnpackGetValidationStatus)
	if err != nil {
		if re := escrow.DecodeRevert(err); re != nil && re.Name == "UnknownRequest" {
			return ValidationStatus{}, fmt.Errorf("request %s at %s: %w", requestHash.Hex(), registry.Hex(), ErrUnknownRequest)
		}
		return ValidationStatus{}, fmt.Errorf("getValidationStatus %s: %w", requestHash.Hex(), escrow.Describe(err, ""))
	}
	return ValidationStatus{RequestHash: requestHash, Validator: st.ValidatorAddress, AgentID: st.AgentId.String(), Response: st.Response,
		ResponseHash: st.ResponseHash, Tag: st.Tag, LastUpdate: st.LastUpdate.Uint64()}, nil
}

// ValidationSummary is getSummary(agentId, validators, tag): the count and average of answered requests.
func ValidationSummary(ctx context.Context, caller bind.ContractCaller, registry common.Address, agentID *big.Int, validators []common.Address, tag string) (count uint64, average uint8, err error) {
	v := bindings.NewValidationRegistry()
	c := bind.NewBoundContract(registry, abi.ABI{}, caller, nil, nil)
	sm, err := bind.Call(c, &bind.CallOpts{Context: ctx}, v.PackValidationSummary(agentID, validators, tag), v.UnpackValidationSummary)
	if err != nil {
		return 0, 0, fmt.Errorf("getSummary of agent %s: %w", agentID, err)
	}
	return sm.Count, sm.AverageResponse, nil
}
