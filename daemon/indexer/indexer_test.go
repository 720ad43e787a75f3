package indexer_test

import (
	"context"
	"crypto/sha256"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon/indexer"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/internal/chaintest"
)

// The job view folded from events alone equals getJob() on chain after every kind of transition.
func TestFoldMatchesChain(t *testing.T) {
	e := chaintest.New(t)
	client, provider, ev1, ev2, ev3, backup, resolver := e.Accounts[0], e.Accounts[1], e.Accounts[2], e.Accounts[3], e.Accounts[4], e.Accounts[5], e.Accounts[6]
	esc := e.EscrowABI
	base := bindings.IAsaEscrowTypesTerms{Policy: 1, TierCount: 1, Tiers: big.NewInt(6000<<16 | 10000), SilenceAction: 4, FallbackAction: 1,
		DisputeDefault: 0, DisputeThreshold: 5000, FundTimeout: 100, EvaluateTimeout: 100, BackupTimeout: 50, ChallengeWindow: 60,
		DisputeTimeout: 70, BackupEvaluator: backup.Address, Resolver: resolver.Address}
	create := func(evals []common.Address, quorum uint8) *big.Int {
		r := e.Transact(t, client, e.Escrow, esc.PackCreateAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: provider.Address, Evaluators: evals, Quorum: quorum, ExpiredAt: new(big.Int).SetUint64(e.Now(t) + 10_000), Budget: big.NewInt(1_000_000), Description: "job"}, base))
		for _, l := range r.Logs {
			if c, err := esc.UnpackJobCreatedEvent(l); err == nil {
				return c.JobId
			}
		}
		t.Fatal("no JobCreated")
		return nil
	}
	view := func(id *big.Int) bindings.IAsaEscrowTypesJobView {
		return chaintest.Call(t, e, e.Escrow, esc.PackGetJob(id), esc.UnpackGetJob)
	}
	fund := func(id *big.Int) {
		v := view(id)
		th := chaintest.Call(t, e, e.Escrow, esc.PackTermsById(v.TermsId), esc.UnpackTermsById).TermsHash
		e.Transact(t, client, e.Token, e.TokenABI.PackApprove(e.Escrow, v.Budget))
		e.Transact(t, client, e.Escrow, esc.PackFund(id, v.Budget, th[:]))
	}
	submit := func(id *big.Int) {
		e.Transact(t, provider, e.Escrow, esc.PackSubmit(id, sha256.Sum256([]byte(id.String())), nil))
	}
	post := func(id *big.Int, by *chaintest.Account, score uint16) {
		v := view(id)
		r := bindings.IAsaEscrowTypesResult{JobId: id, Deliverable: v.Deliverable, SubmittedAt: v.SubmittedAt.Uint64(), Score: score,
			EvidenceHash: crypto.Keccak256Hash([]byte("x")), Nonce: big.NewInt(1), Deadline: e.Now(t) + 1000}
		d := chaintest.Call(t, e, e.Escrow, esc.PackResultDigest(r), esc.UnpackResultDigest)
		sig, _ := crypto.Sign(d[:], by.Key)
		sig[64] += 27
		e.Transact(t, client, e.Escrow, esc.PackSubmitResult(r, by.Address, sig))
	}
	finalize := func(ids ...*big.Int) { e.Transact(t, client, e.Escrow, esc.PackFinalizeBatch(ids)) }
	// Jobs whose terms ask for the provider's acceptance: Open until both the budget and the acceptance are in.
	accepting := base
	accepting.AcceptanceRequired = true
	agreement := crypto.Keccak256Hash([]byte("agreement"))
	nonces := map[string]*big.Int{}
	createAccepting := func() *big.Int {
		r := e.Transact(t, client, e.Escrow, esc.PackCreateAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: provider.Address, Evaluators: []common.Address{ev1.Address}, Quorum: 1, ExpiredAt: new(big.Int).SetUint64(e.Now(t) + 10_000), Budget: big.NewInt(1_000_000), AgreementHash: agreement, Description: "job"}, accepting))
		var id *big.Int
		for _, l := range r.Logs {
			if c, err := esc.UnpackAcceptanceRequiredEvent(l); err == nil {
				id = c.JobId
				nonces[id.String()] = c.Nonce
			}
		}
		if id == nil {
			t.Fatal("no AcceptanceRequired")
		}
		return id
	}
	accept := func(id *big.Int) {
		v := view(id)
		th := chaintest.Call(t, e, e.Escrow, esc.PackTermsById(v.TermsId), esc.UnpackTermsById).TermsHash
		e.Transact(t, provider, e.Escrow, esc.PackAcceptJob(id, bindings.IAsaEscrowTypesAcceptance{Client: client.Address,
			Nonce: nonces[id.String()], TermsHash: th, AgreementHash: agreement, Budget: v.Budget, ExpiredAt: v.ExpiredAt,
			Deadline: new(big.Int).SetUint64(e.Now(t) + 1000)}, nil, bindings.IAsaEscrowTypesAuthorization{Nonce: [32]byte{}, ValidAfter: new(big.Int), ValidBefore: new(big.Int)}))
	}

	single := []common.Address{ev1.Address}
	triple := []common.Address{ev1.Address, ev2.Address, ev3.Address}
	jobs := map[string]*big.Int{}
	jobs["open-expires"] = create(single, 1)
	jobs["verified"] = create(single, 1)
	jobs["two-of-three"] = create(triple, 2)
	jobs["backup"] = create(single, 1)
	jobs["auto-dispute"] = create(single, 1)
	for _, k := range []string{"verified", "two-of-three", "backup", "auto-dispute"} {
		fund(jobs[k])
		submit(jobs[k])
	}
	jobs["funded-awaiting-acceptance"] = createAccepting()
	jobs["funded-then-accepted"] = createAccepting()
	jobs["accepted-then-funded"] = createAccepting()
	jobs["unaccepted-expires"] = createAccepting()
	fund(jobs["funded-awaiting-acceptance"])
	fund(jobs["funded-then-accepted"])
	fund(jobs["unaccepted-expires"])
	accept(jobs["accepted-then-funded"])
	checkAll(t, e, jobs)
	accept(jobs["funded-then-accepted"])
	fund(jobs["accepted-then-funded"])
	post(jobs["verified"], ev1, 9000)
	post(jobs["two-of-three"], ev2, 8000)
	post(jobs["auto-dispute"], ev1, 1000)
	checkAll(t, e, jobs)
	e.Advance(t, 101*time.Second)
	finalize(jobs["open-expires"], jobs["backup"], jobs["auto-dispute"], jobs["verified"])
	checkAll(t, e, jobs)
	e.Advance(t, 80*time.Second)
	finalize(jobs["auto-dispute"], jobs["backup"])
	checkAll(t, e, jobs)
}

func checkAll(t *testing.T, e *chaintest.Env, jobs map[string]*big.Int) {
	t.Helper()
	ctx := context.Background()
	logs, err := e.Client.FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{e.Escrow}, FromBlock: big.NewInt(0)})
	if err != nil {
		t.Fatal(err)
	}
	terms := map[uint64]store.TermsRecord{}
	views := map[uint64]*store.Job{}
	lookup := func(id uint64) (store.TermsRecord, bool, error) { r, ok := terms[id]; return r, ok, nil }
	for _, l := range logs {
		h, err := e.Client.HeaderByHash(ctx, l.BlockHash)
		if err != nil {
			t.Fatal(err)
		}
		d, err := indexer.Decode(l, h.Time, e.Escrow)
		if err != nil {
			t.Fatalf("decode log %d: %v", l.Index, err)
		}
		if d.Terms != nil {
			terms[d.Terms.ID] = *d.Terms
		}
		if d.Event == nil {
			continue
		}
		j := views[d.Event.JobID]
		if j == nil {
			j = &store.Job{ID: d.Event.JobID, Budget: new(big.Int)}
			views[d.Event.JobID] = j
		}
		if err := indexer.Fold(j, *d.Event, lookup); err != nil {
			t.Fatalf("fold %s: %v", d.Event.Name, err)
		}
	}
	for name, id := range jobs {
		on := chaintest.Call(t, e, e.Escrow, e.EscrowABI.PackGetJob(id), e.EscrowABI.UnpackGetJob)
		v := views[id.Uint64()]
		if v == nil {
			t.Fatalf("%s: no events folded", name)
		}
		got := []any{uint8(v.Status), v.Budget.String(), v.Deadline, v.SubmittedAt, v.Score, v.ResultCount, v.BackupActive, v.TermsID, common.Hash(v.Deliverable), v.Client, v.Provider, v.ExpiredAt, v.Quorum, v.BudgetFunded, v.AcceptanceRequired, v.Accepted}
		want := []any{on.Status, on.Budget.String(), on.Deadline.Uint64(), on.SubmittedAt.Uint64(), on.Score, on.ResultCount, on.BackupActive, on.TermsId, common.Hash(on.Deliverable), on.Client, on.Provider, on.ExpiredAt.Uint64(), on.Quorum, on.BudgetFunded, on.AcceptanceRequired, on.Accepted}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%s: field %d folded %v, chain %v", name, i, got[i], want[i])
			}
		}
	}
}
