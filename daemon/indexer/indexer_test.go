package indexer_test

import (
	"context"
	"crypto/sha256"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon/indexer"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/internal/chaintest"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
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
		r := bindings.IAsaEscrowTypesResult{JobId: id, Deliverable: v.Deliverable, SubmittedAt: v.SubmittedAt.Uint64(), Score: score, Passed: true,
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
	commitments := map[string][32]byte{}
	createAccepting := func() *big.Int {
		r := e.Transact(t, client, e.Escrow, esc.PackCreateAsaJob(bindings.IAsaEscrowTypesJobRequest{Provider: provider.Address, Evaluators: []common.Address{ev1.Address}, Quorum: 1, ExpiredAt: new(big.Int).SetUint64(e.Now(t) + 10_000), Budget: big.NewInt(1_000_000), AgreementHash: agreement, Description: "job"}, accepting))
		var id *big.Int
		for _, l := range r.Logs {
			if c, err := esc.UnpackAcceptanceRequiredEvent(l); err == nil {
				id = c.JobId
				nonces[id.String()], commitments[id.String()] = c.Nonce, c.Commitment
			}
		}
		if id == nil {
			t.Fatal("no AcceptanceRequired")
		}
		return id
	}
	accept := func(id *big.Int) {
		e.Transact(t, provider, e.Escrow, esc.PackAcceptJob(id, bindings.IAsaEscrowTypesAcceptance{Commitment: commitments[id.String()],
			Nonce: nonces[id.String()], Deadline: new(big.Int).SetUint64(e.Now(t) + 1000)}, nil, bindings.IAsaEscrowTypesAuthorization{Nonce: [32]byte{}, ValidAfter: new(big.Int), ValidBefore: new(big.Int)}))
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
	finalize(jobs["open-expires"], jobs["backup"], jobs["auto-dispute"], jobs["verified"], jobs["unaccepted-expires"])
	checkAll(t, e, jobs)
	e.Advance(t, 80*time.Second)
	finalize(jobs["auto-dispute"], jobs["backup"])
	checkAll(t, e, jobs)
}

// checkAll folds every escrow log from the chain, compares each named job's view with getJob, and returns
// the views by job id.
func checkAll(t *testing.T, e *chaintest.Env, jobs map[string]*big.Int) map[uint64]*store.Job {
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
		got := []any{uint8(v.Status), v.Budget.String(), v.Deadline, v.SubmittedAt, v.Score, v.ResultCount, v.BackupActive, v.TermsID, common.Hash(v.Deliverable), v.Client, v.Provider, v.ExpiredAt, v.Quorum, v.BudgetFunded, v.AcceptanceRequired, v.Accepted, amount(v.Collateral)}
		want := []any{on.Status, on.Budget.String(), on.Deadline.Uint64(), on.SubmittedAt.Uint64(), on.Score, on.ResultCount, on.BackupActive, on.TermsId, common.Hash(on.Deliverable), on.Client, on.Provider, on.ExpiredAt.Uint64(), on.Quorum, on.BudgetFunded, on.AcceptanceRequired, on.Accepted, on.Collateral.String()}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%s: field %d folded %v, chain %v", name, i, got[i], want[i])
			}
		}
	}
	return views
}

func amount(v *big.Int) string {
	if v == nil {
		return "0"
	}
	return v.String()
}

// Jobs with provider collateral: the view folded from events equals getJob (collateral included) through
// acceptance by a relayed signature, creation already accepted (createAndFundAcceptedAsaJob), a job that is
// never accepted and expires at its fund deadline, a scored settlement that slashes in proportion and a
// silent provider that loses the whole collateral; the folded agreement hash, acceptance nonce and posted,
// kept and slashed collateral are what the chain says, and the provider's balance moved by its share plus
// what it kept.
func TestFoldMatchesChainWithCollateral(t *testing.T) {
	e := chaintest.New(t)
	client, provider, ev1, stranger := e.Accounts[0], e.Accounts[1], e.Accounts[2], e.Accounts[3]
	esc := e.EscrowABI
	st := settlement.Terms{Policy: settlement.PolicyContinuous, SilenceAction: settlement.ActionSplit5050, FallbackAction: settlement.ActionSplit5050,
		FundTimeout: 100, EvaluateTimeout: 100, ChallengeWindow: 60, CollateralBps: 5000, AcceptanceRequired: true, Tiers: new(big.Int)}
	terms, th := onchain.Terms(st), settlement.TermsHash(st)
	const budget, collateral = 1_000_000, 500_000
	domain := settlement.Domain{ChainID: e.ChainID, Escrow: e.Escrow}
	nonces := map[uint64]uint64{}
	agreements := map[uint64]common.Hash{}
	created := func(r *types.Receipt) *big.Int {
		// AcceptanceRequired, or (a job accepted in the call that creates it) AsaJobCreated and JobAccepted.
		var id *big.Int
		for _, l := range r.Logs {
			if c, err := esc.UnpackAcceptanceRequiredEvent(l); err == nil {
				nonces[c.JobId.Uint64()] = c.Nonce.Uint64()
				agreements[c.JobId.Uint64()] = c.AgreementHash
				return c.JobId
			}
			if c, err := esc.UnpackAsaJobCreatedEvent(l); err == nil {
				id, agreements[c.JobId.Uint64()] = c.JobId, c.AgreementHash
			}
			if c, err := esc.UnpackJobAcceptedEvent(l); err == nil && id != nil {
				nonces[c.JobId.Uint64()] = c.Nonce.Uint64()
				return id
			}
		}
		t.Fatal("neither AcceptanceRequired nor JobAccepted")
		return nil
	}
	request := func(agreement common.Hash, expiredAt uint64) bindings.IAsaEscrowTypesJobRequest {
		return bindings.IAsaEscrowTypesJobRequest{Provider: provider.Address, Evaluators: []common.Address{ev1.Address}, Quorum: 1,
			ExpiredAt: new(big.Int).SetUint64(expiredAt), Budget: big.NewInt(budget), AgreementHash: agreement, Description: "collateral job"}
	}
	view := func(id *big.Int) bindings.IAsaEscrowTypesJobView {
		return chaintest.Call(t, e, e.Escrow, esc.PackGetJob(id), esc.UnpackGetJob)
	}
	e.Transact(t, client, e.Token, e.TokenABI.PackApprove(e.Escrow, big.NewInt(10*budget)))
	e.Transact(t, provider, e.Token, e.TokenABI.PackApprove(e.Escrow, big.NewInt(10*collateral)))
	jobs := map[string]*big.Int{}

	// 1. Created, funded, then accepted by the provider's signature relayed by a stranger.
	jobs["signed-acceptance"] = created(e.Transact(t, client, e.Escrow, esc.PackCreateAsaJob(request(crypto.Keccak256Hash([]byte("doc-1")), e.Now(t)+10_000), terms)))
	// 2. Created and funded without acceptance: never accepted, it expires at its fund deadline.
	jobs["never-accepted"] = created(e.Transact(t, client, e.Escrow, esc.PackCreateAndFundAsaJob(request(crypto.Keccak256Hash([]byte("doc-2")), e.Now(t)+10_000), terms)))
	// 3. Created, funded and accepted in one call with the provider's signature; the provider never delivers.
	key := settlement.Commitment{Client: client.Address, Provider: provider.Address, Evaluators: []common.Address{ev1.Address}, Quorum: 1,
		TermsHash: th}.AgreementKey()
	nonce := chaintest.Call(t, e, e.Escrow, esc.PackAcceptanceNonce(key), esc.UnpackAcceptanceNonce)
	doc3, expiry3 := crypto.Keccak256Hash([]byte("doc-3")), e.Now(t)+500
	a3 := settlement.Acceptance{Client: client.Address, Provider: provider.Address, Evaluators: []common.Address{ev1.Address}, Quorum: 1,
		Nonce: nonce.Uint64(), TermsHash: th, AgreementHash: doc3, Budget: big.NewInt(budget),
		ExpiredAt: expiry3, Deadline: e.Now(t) + 1000}
	sig3, err := a3.Sign(domain, provider.Key)
	if err != nil {
		t.Fatal(err)
	}
	jobs["created-accepted"] = created(e.Transact(t, client, e.Escrow, esc.PackCreateAndFundAcceptedAsaJob(request(doc3, expiry3), terms,
		new(big.Int).SetUint64(a3.Deadline), sig3)))
	views := checkAll(t, e, jobs)
	if v := views[jobs["created-accepted"].Uint64()]; !v.Accepted || amount(v.CollateralPosted) != "500000" {
		t.Fatalf("created accepted: %+v", v)
	}

	id := jobs["signed-acceptance"]
	fund := view(id)
	e.Transact(t, client, e.Escrow, esc.PackFund(id, fund.Budget, th[:]))
	checkAll(t, e, jobs) // funded, still Open: waits for the acceptance until the fund deadline
	a1 := settlement.Acceptance{Client: client.Address, Provider: provider.Address, Evaluators: []common.Address{ev1.Address}, Quorum: 1,
		Nonce: nonces[id.Uint64()], TermsHash: th, AgreementHash: agreements[id.Uint64()],
		Budget: big.NewInt(budget), ExpiredAt: fund.ExpiredAt.Uint64(), Deadline: e.Now(t) + 1000}
	sig1, err := a1.Sign(domain, provider.Key)
	if err != nil {
		t.Fatal(err)
	}
	e.Transact(t, stranger, e.Escrow, esc.PackAcceptJob(id, onchain.Acceptance(a1), sig1, bindings.IAsaEscrowTypesAuthorization{ValidAfter: new(big.Int), ValidBefore: new(big.Int)}))
	e.Transact(t, provider, e.Escrow, esc.PackSubmit(id, sha256.Sum256([]byte("work")), nil))
	v := view(id)
	r := bindings.IAsaEscrowTypesResult{JobId: id, Deliverable: v.Deliverable, SubmittedAt: v.SubmittedAt.Uint64(), Score: 7200, Passed: true,
		EvidenceHash: crypto.Keccak256Hash([]byte("x")), Nonce: big.NewInt(1), Deadline: e.Now(t) + 1000}
	d := chaintest.Call(t, e, e.Escrow, esc.PackResultDigest(r), esc.UnpackResultDigest)
	rs, _ := crypto.Sign(d[:], ev1.Key)
	rs[64] += 27
	e.Transact(t, stranger, e.Escrow, esc.PackSubmitResult(r, ev1.Address, rs))
	checkAll(t, e, jobs)

	e.Advance(t, 600*time.Second) // past the challenge window, the fund deadline and job 3's delivery deadline
	before := e.TokenBalance(t, provider.Address)
	e.Transact(t, stranger, e.Escrow, esc.PackFinalizeBatch([]*big.Int{id, jobs["never-accepted"], jobs["created-accepted"]}))
	views = checkAll(t, e, jobs)
	// Continuous 72.00: the provider gets 72 % of the budget and keeps 72 % of its collateral.
	if got := new(big.Int).Sub(e.TokenBalance(t, provider.Address), before); got.Int64() != 720_000+360_000 {
		t.Errorf("provider received %s at settlement, want 720000 + 360000 kept", got)
	}
	for name, want := range map[string][3]string{
		"signed-acceptance": {"500000", "360000", "140000"},
		"never-accepted":    {"0", "0", "0"},
		"created-accepted":  {"500000", "0", "500000"}, // never delivered: the whole collateral to the client
	} {
		jv := views[jobs[name].Uint64()]
		if got := [3]string{amount(jv.CollateralPosted), amount(jv.CollateralKept), amount(jv.CollateralSlashed)}; got != want {
			t.Errorf("%s: collateral posted/kept/slashed %v, want %v", name, got, want)
		}
		if jv.AgreementHash != agreements[jobs[name].Uint64()] || jv.AcceptanceNonce != nonces[jobs[name].Uint64()] || !jv.AcceptanceRequired {
			t.Errorf("%s: agreement %s nonce %d, want %s %d", name, jv.AgreementHash, jv.AcceptanceNonce, agreements[jobs[name].Uint64()], nonces[jobs[name].Uint64()])
		}
	}
}
