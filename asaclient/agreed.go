package asaclient

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/settlement"
)

// Agreed is what a client agreed to pay for a job: its budget in token base units and, for an ASA job, the
// hash of its terms. Funding pays exactly this, and refuses when the chain holds anything else: a job's
// on-chain budget is not trusted on its own, because ERC-8183's setBudget lets the provider re-price an
// open job.
type Agreed struct {
	Budget    *big.Int
	TermsHash common.Hash // zero for a plain ERC-8183 job
}

// AgreedPlan is what an agreement document (planned by settlement.ParseAgreement) commits the client to.
func AgreedPlan(plan *settlement.JobPlan) Agreed {
	return Agreed{Budget: new(big.Int).Set(plan.Budget), TermsHash: plan.TermsHash}
}

// Agreed is what the creation committed the client to.
func (c *Created) Agreed() Agreed {
	return Agreed{Budget: new(big.Int).Set(c.Budget), TermsHash: c.TermsHash}
}

// RepricedError means the chain holds other terms for a job than the client agreed to: someone changed the
// budget (setBudget) or the job is not the one the agreement describes. Nothing was sent.
type RepricedError struct {
	JobID                *big.Int
	Agreed               Agreed
	OnChain              Agreed
	AgreedFrom, Remedies string
}

func (e *RepricedError) Error() string {
	if e.Agreed.Budget.Cmp(e.OnChain.Budget) != 0 {
		why := "the job was re-priced after creation (setBudget)"
		if e.OnChain.TermsHash != (common.Hash{}) {
			// An ASA job's budget is fixed at creation (the escrow refuses setBudget with BudgetFixed).
			why = "an ASA job's budget is fixed at creation, so this job was not created from what the client agreed to (check the job id and the agreement)"
		}
		return fmt.Sprintf("refusing to fund job %s: its budget on chain is %s base units, but the client agreed to %s (%s); %s. Nothing was paid; %s",
			e.JobID, e.OnChain.Budget, e.Agreed.Budget, e.AgreedFrom, why, e.Remedies)
	}
	return fmt.Sprintf("refusing to fund job %s: its terms on chain hash to %s, but the client agreed to terms %s (%s). Nothing was paid; %s",
		e.JobID, e.OnChain.TermsHash.Hex(), e.Agreed.TermsHash.Hex(), e.AgreedFrom, e.Remedies)
}

// checkAgreed compares a job as the chain holds it with what the client agreed to.
func checkAgreed(j *Job, a Agreed, from string) error {
	if a.Budget == nil {
		return fmt.Errorf("fund job %s: no agreed budget given (pass the agreement, or the creation's terms)", j.ID)
	}
	onChain := Agreed{Budget: j.View.Budget, TermsHash: j.TermsHash}
	if onChain.Budget.Cmp(a.Budget) != 0 || onChain.TermsHash != a.TermsHash {
		return &RepricedError{JobID: j.ID, Agreed: a, OnChain: onChain, AgreedFrom: from,
			Remedies: "if the new price is acceptable, agree to it off chain and create a new job at that price"}
	}
	return nil
}

// CreationAgreed reads what the client committed to when it created an ASA job: the budget and terms hash
// of the transaction that created it (createAsaJob or createAndFundAsaJob), found in the escrow's logs from
// block `from` on (the escrow's deployment block, or any block before the job's creation). Later
// re-pricing does not change it.
func (e *Escrow) CreationAgreed(ctx context.Context, id *big.Int, from uint64) (Agreed, error) {
	created := e.esc.GetABI().Events["AsaJobCreated"].ID
	logs, err := e.eth.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from), Addresses: []common.Address{e.addr},
		Topics: [][]common.Hash{{created}, {common.BigToHash(id)}},
	})
	if err != nil {
		return Agreed{}, fmt.Errorf("find the creation of job %s from block %d: %w (pass the agreement document instead)", id, from, err)
	}
	if len(logs) == 0 {
		return Agreed{}, e.noCreation(ctx, id, from, "pass the agreement document instead")
	}
	// The creation event states the budget and the terms the client's own transaction fixed (their hash is
	// the registered terms', immutable).
	ev, err := e.esc.UnpackAsaJobCreatedEvent(&logs[0])
	if err != nil {
		return Agreed{}, fmt.Errorf("decode the creation of job %s in %s: %w", id, logs[0].TxHash, err)
	}
	tb, err := bind.Call(e.escC, e.call(ctx), e.esc.PackTermsById(ev.TermsId), e.esc.UnpackTermsById)
	if err != nil {
		return Agreed{}, fmt.Errorf("read terms %d of job %s: %w", ev.TermsId, id, err)
	}
	return Agreed{Budget: ev.Budget, TermsHash: tb.TermsHash}, nil
}

// noCreation explains why no ASA creation of job id was found from block from on: there is no such job
// (ErrUnknownJob, wrapped), or it is a plain ERC-8183 job or was created before that block (what to do
// then is next).
func (e *Escrow) noCreation(ctx context.Context, id *big.Int, from uint64, next string) error {
	if _, err := e.Job(ctx, id); errors.Is(err, ErrUnknownJob) {
		return fmt.Errorf("%w %s: there is no job %s on escrow %s (chain %s); check the job id and --escrow/--deployment", ErrUnknownJob, id, id, e.addr, e.chainID)
	}
	return fmt.Errorf("no ASA creation of job %s on escrow %s from block %d on (a plain ERC-8183 job, or created before that block): %s", id, e.addr, from, next)
}
