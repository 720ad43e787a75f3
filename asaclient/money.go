package asaclient

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
)

// Money is both sides' money in a job as the chain shows it: the client's budget and the provider's
// acceptance and collateral, whether each is in, what waits at the job's two deposit addresses, and once the
// job is settled what each side got.
type Money struct {
	JobID  *big.Int
	Status settlement.JobStatus

	Budget   *big.Int // the client's side
	BudgetIn bool     // the budget is (or was, until settlement) held in escrow

	AcceptanceRequired bool
	Accepted           bool
	AgreementHash      common.Hash // the agreement document the job recorded (zero for a plain ERC-8183 job)
	AcceptanceNonce    *big.Int    // the acceptance nonce the job took from its agreement; nil when it takes no acceptance
	Collateral         *big.Int    // the provider's side the terms require (0: none)
	CollateralPosted   *big.Int    // what the provider posted with its acceptance (0 until it accepts)

	// FundDeadline is when an Open job needs both sides' money (0 otherwise): if either is missing then,
	// each side gets back what it put in.
	FundDeadline uint64

	// The job's deposit addresses and what sits there (paid by EIP-3009 or straight transfers, not yet
	// collected by the job or returned to its owner).
	BudgetDeposit, CollateralDeposit         common.Address
	BudgetDepositHeld, CollateralDepositHeld *big.Int

	Settled *Settled // nil until the job settled
}

// Settled is how a job's money went at settlement, from its JobSettled and CollateralSettled events.
type Settled struct {
	ReleaseBps        uint16
	Provider, Client  *big.Int // the budget's split
	Fee               *big.Int // to the evaluators
	CollateralKept    *big.Int // back to the provider
	CollateralSlashed *big.Int // to the client
	Block             uint64
	TxHash            common.Hash
}

// ProviderTotal is what the provider received: its share of the budget and the collateral it kept.
func (s *Settled) ProviderTotal() *big.Int { return new(big.Int).Add(s.Provider, s.CollateralKept) }

// ClientTotal is what the client received: its refund of the budget and the provider's slashed collateral.
func (s *Settled) ClientTotal() *big.Int { return new(big.Int).Add(s.Client, s.CollateralSlashed) }

// Money reads both sides' money in job id; the job's events are read from block `from` on (the escrow's
// deployment block, or any block before the job's creation).
func (e *Escrow) Money(ctx context.Context, id *big.Int, from uint64) (*Money, error) {
	j, err := e.Job(ctx, id)
	if err != nil {
		return nil, err
	}
	head, err := e.eth.BlockNumber(ctx)
	if err != nil {
		return nil, fmt.Errorf("read head: %w", err)
	}
	evs, err := e.Events(ctx, id, from, head)
	if err != nil {
		return nil, err
	}
	m, err := MoneyOf(j, evs)
	if err != nil {
		return nil, err
	}
	m.BudgetDeposit, m.CollateralDeposit = escrow.DepositAddress(e.addr, id), escrow.CollateralAddress(e.addr, id)
	if m.BudgetDepositHeld, err = e.BalanceOf(ctx, m.BudgetDeposit); err != nil {
		return nil, err
	}
	if m.CollateralDepositHeld, err = e.BalanceOf(ctx, m.CollateralDeposit); err != nil {
		return nil, err
	}
	return m, nil
}

// MoneyOf derives a job's money from its state and its events (Events, in chain order); the deposit
// balances are left empty (Money reads them).
func MoneyOf(j *Job, evs []Event) (*Money, error) {
	v := j.View
	m := &Money{JobID: new(big.Int).Set(j.ID), Status: j.Status, Budget: new(big.Int).Set(v.Budget), BudgetIn: v.BudgetFunded,
		AcceptanceRequired: v.AcceptanceRequired, Accepted: v.Accepted, Collateral: new(big.Int).Set(v.Collateral), CollateralPosted: new(big.Int),
		BudgetDepositHeld: new(big.Int), CollateralDepositHeld: new(big.Int)}
	if j.Status == settlement.JobOpen && j.Terms != nil {
		m.FundDeadline = v.Deadline.Uint64()
	}
	for _, ev := range evs {
		switch ev.Name {
		case "AsaJobCreated":
			m.AgreementHash = common.HexToHash(ev.Args["agreementHash"])
		case "AcceptanceRequired":
			n, err := argInt(ev, "nonce")
			if err != nil {
				return nil, err
			}
			m.AcceptanceNonce = n
		case "JobFunded":
			m.BudgetIn = true // a settled job no longer holds it; it was in
		case "JobAccepted":
			c, err := argInt(ev, "collateral")
			if err != nil {
				return nil, err
			}
			n, err := argInt(ev, "nonce")
			if err != nil {
				return nil, err
			}
			m.Accepted, m.CollateralPosted, m.AcceptanceNonce = true, c, n
		case "JobSettled":
			s := m.settled(ev)
			bps, err := argInt(ev, "releaseBps")
			if err != nil {
				return nil, err
			}
			s.ReleaseBps = uint16(bps.Uint64())
			if s.Provider, err = argInt(ev, "providerAmount"); err != nil {
				return nil, err
			}
			if s.Client, err = argInt(ev, "clientAmount"); err != nil {
				return nil, err
			}
			if s.Fee, err = argInt(ev, "fee"); err != nil {
				return nil, err
			}
		case "CollateralSettled":
			s := m.settled(ev)
			var err error
			if s.CollateralKept, err = argInt(ev, "kept"); err != nil {
				return nil, err
			}
			if s.CollateralSlashed, err = argInt(ev, "slashed"); err != nil {
				return nil, err
			}
		}
	}
	return m, nil
}

// settled returns the settlement record, starting it at ev's transaction.
func (m *Money) settled(ev Event) *Settled {
	if m.Settled == nil {
		m.Settled = &Settled{Provider: new(big.Int), Client: new(big.Int), Fee: new(big.Int), CollateralKept: new(big.Int),
			CollateralSlashed: new(big.Int), Block: ev.Block, TxHash: ev.TxHash}
	}
	return m.Settled
}

func argInt(ev Event, name string) (*big.Int, error) {
	v, ok := new(big.Int).SetString(ev.Args[name], 10)
	if !ok {
		return nil, fmt.Errorf("%s in tx %s: argument %s is %q, not an integer", ev.Name, ev.TxHash, name, ev.Args[name])
	}
	return v, nil
}
