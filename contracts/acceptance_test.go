package contracts_test

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/internal/chaintest"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
)

// Provider acceptance bound to the agreement document, and collateral with proportional slashing.

// collateralTerms are the graduated seed terms with the provider's acceptance and collateral of bps.
func collateralTerms(bps uint16) bindings.IAsaEscrowTypesTerms {
	t := graduatedTerms()
	t.CollateralBps, t.AcceptanceRequired = bps, true
	return t
}

// agreementHash is the hash of a made-up agreement document.
func agreementHash(label string) [32]byte { return crypto.Keccak256Hash([]byte("agreement " + label)) }

// createAgreed creates an ASA job for the agreement `label` (f.client with f.provider, one day to deliver).
func (f *fixture) createAgreed(t testing.TB, budget int64, terms bindings.IAsaEscrowTypesTerms, label string) *big.Int {
	t.Helper()
	r := f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackCreateAsaJob(f.agreedRequest(t, budget, label), terms))
	return jobIDOf(t, f, r)
}

func (f *fixture) agreedRequest(t testing.TB, budget int64, label string) bindings.IAsaEscrowTypesJobRequest {
	return bindings.IAsaEscrowTypesJobRequest{Provider: f.provider.Address, Evaluators: f.evals(1), Quorum: 1,
		ExpiredAt: f.expiry(t, 86400), Budget: big.NewInt(budget), AgreementHash: agreementHash(label), Description: "agreed job"}
}

// acceptanceFor is the acceptance of job id as the chain holds it (its acceptance nonce from the
// AcceptanceRequired event), valid for an hour.
func (f *fixture) acceptanceFor(t testing.TB, id *big.Int, label string) settlement.Acceptance {
	t.Helper()
	j := f.job(t, id)
	evaluators := callT(t, f, f.EscrowABI.PackEvaluatorsOf(id), f.EscrowABI.UnpackEvaluatorsOf)
	return settlement.Acceptance{Client: j.Client, Provider: j.Provider, Evaluators: evaluators, Quorum: j.Quorum,
		Nonce: f.acceptanceNonceOf(t, id), TermsHash: f.termsHash(t, id),
		AgreementHash: agreementHash(label), Budget: j.Budget, ExpiredAt: j.ExpiredAt.Uint64(), Deadline: f.Now(t) + 3600}
}

// acceptanceOfRequest is the acceptance of the job f.client would create with req and terms, taking the
// client's acceptance nonce `nonce`, valid until deadline; it checks the Go job commitment against the
// contract's jobCommitment view.
func (f *fixture) acceptanceOfRequest(t testing.TB, req bindings.IAsaEscrowTypesJobRequest, terms bindings.IAsaEscrowTypesTerms, nonce, deadline uint64) settlement.Acceptance {
	t.Helper()
	a := settlement.Acceptance{Client: f.client.Address, Provider: req.Provider, Evaluators: req.Evaluators, Quorum: req.Quorum,
		Nonce: nonce, TermsHash: termsHashOf(t, f, terms), AgreementHash: req.AgreementHash, Budget: req.Budget,
		ExpiredAt: req.ExpiredAt.Uint64(), Deadline: deadline}
	onChain := callT(t, f, f.EscrowABI.PackJobCommitment(f.client.Address, req, terms), f.EscrowABI.UnpackJobCommitment)
	if common.Hash(onChain) != a.Commitment().Hash() {
		t.Fatalf("job commitment: contract %x, settlement %x", onChain, a.Commitment().Hash())
	}
	return a
}

// acceptanceNonceOf reads the acceptance nonce job id took from its AcceptanceRequired event (a job accepted
// in the call that created it has none: its JobAccepted carries the nonce).
func (f *fixture) acceptanceNonceOf(t testing.TB, id *big.Int) uint64 {
	t.Helper()
	for _, name := range []string{"AcceptanceRequired", "JobAccepted"} {
		logs, err := f.Client.FilterLogs(t.Context(), ethereum.FilterQuery{Addresses: []common.Address{f.Escrow},
			Topics: [][]common.Hash{{f.EscrowABI.GetABI().Events[name].ID}, {common.BigToHash(id)}}})
		if err != nil || len(logs) > 1 {
			t.Fatalf("%s of job %s: %d logs (%v)", name, id, len(logs), err)
		}
		if len(logs) == 0 {
			continue
		}
		if name == "JobAccepted" {
			got, err := f.EscrowABI.UnpackJobAcceptedEvent(&logs[0])
			if err != nil {
				t.Fatal(err)
			}
			return got.Nonce.Uint64()
		}
		got, err := f.EscrowABI.UnpackAcceptanceRequiredEvent(&logs[0])
		if err != nil {
			t.Fatal(err)
		}
		return got.Nonce.Uint64()
	}
	t.Fatalf("job %s took no acceptance nonce (neither AcceptanceRequired nor JobAccepted)", id)
	return 0
}

// nextNonce is the acceptance nonce the next job client creates with req and terms takes: acceptanceNonce of
// their agreement's key.
func (f *fixture) nextNonce(t testing.TB, client common.Address, req bindings.IAsaEscrowTypesJobRequest, terms bindings.IAsaEscrowTypesTerms) uint64 {
	t.Helper()
	key := agreementKeyOf(client, req, termsHashOf(t, f, terms))
	return callT(t, f, f.EscrowABI.PackAcceptanceNonce(key), f.EscrowABI.UnpackAcceptanceNonce).Uint64()
}

// nonceOfJob is the acceptance nonce the next job of job id's agreement would take.
func (f *fixture) nonceOfJob(t testing.TB, id *big.Int) uint64 {
	t.Helper()
	j := f.job(t, id)
	evaluators := callT(t, f, f.EscrowABI.PackEvaluatorsOf(id), f.EscrowABI.UnpackEvaluatorsOf)
	key := settlement.Commitment{Client: j.Client, Provider: j.Provider, Evaluators: evaluators, Quorum: j.Quorum,
		TermsHash: f.termsHash(t, id)}.AgreementKey()
	return callT(t, f, f.EscrowABI.PackAcceptanceNonce(key), f.EscrowABI.UnpackAcceptanceNonce).Uint64()
}

func (f *fixture) domain() settlement.Domain {
	return settlement.Domain{ChainID: f.ChainID, Escrow: f.Escrow}
}

// signAcceptance signs a with the key of `by`, checking the digest against the contract's.
func (f *fixture) signAcceptance(t testing.TB, a settlement.Acceptance, by *chaintest.Account) []byte {
	t.Helper()
	onChain := callT(t, f, f.EscrowABI.PackAcceptanceDigest(onchain.Acceptance(a)), f.EscrowABI.UnpackAcceptanceDigest)
	if common.Hash(onChain) != a.Digest(f.domain()) {
		t.Fatalf("acceptance digest: contract %x, settlement %x", onChain, a.Digest(f.domain()))
	}
	sig, err := a.Sign(f.domain(), by.Key)
	if err != nil {
		t.Fatal(err)
	}
	return sig
}

func (f *fixture) packAccept(id *big.Int, a settlement.Acceptance, sig []byte) []byte {
	return f.EscrowABI.PackAcceptJob(id, onchain.Acceptance(a), sig, onchain.NoAuthorization())
}

// The white paper's job with 50 % collateral: the provider accepts on chain, delivers 72-quality work under
// the default tiers (50 % released) and loses half its collateral to the client.
func TestAcceptByCallAndProportionalSlash(t *testing.T) {
	f := newFixture(t)
	id := f.createAgreed(t, 10_000, collateralTerms(5000), "call")
	if got, next := f.acceptanceNonceOf(t, id), f.nonceOfJob(t, id); next != got+1 {
		t.Fatalf("job took acceptance nonce %d, its agreement's acceptanceNonce says %d next", got, next)
	}
	if d := f.job(t, id).Deliverable; d != [32]byte{} {
		t.Fatalf("getJob shows a deliverable before submission: %x", d)
	}
	f.fund(t, id)
	v := f.job(t, id)
	if v.Status != stOpen || !v.BudgetFunded || v.Accepted || !v.AcceptanceRequired || v.Collateral.Int64() != 5_000 {
		t.Fatalf("funded, not accepted: %+v", v)
	}
	f.ExpectRevert(t, f.provider, f.Escrow, f.EscrowABI.PackSubmit(id, [32]byte{1}, nil), "InvalidStatus")
	a := f.acceptanceFor(t, id, "call")
	f.ExpectRevert(t, f.stranger, f.Escrow, f.packAccept(id, a, nil), "Unauthorized")
	f.approve(t, f.provider, big.NewInt(5_000))
	w := f.snapshot(t)
	r := f.Transact(t, f.provider, f.Escrow, f.packAccept(id, a, nil))
	f.hasEvents(t, r, "JobAccepted")
	w.expect(t, 0, -5_000, 0, 5_000)
	if v := f.job(t, id); v.Status != stFunded || !v.Accepted {
		t.Fatalf("after acceptance: %+v", v)
	}
	f.ExpectRevert(t, f.provider, f.Escrow, f.packAccept(id, a, nil), "InvalidStatus")
	f.submit(t, id, "72-quality work")
	f.score(t, id, f.evaluator, 7200)
	f.advance(t, 7200)
	w = f.snapshot(t)
	r = f.finalize(t, id)
	// 50 % tier: provider 5,000 of the budget + 2,500 collateral kept; client 5,000 + 2,500 slashed.
	w.expect(t, 7_500, 7_500, 0, -15_000)
	f.hasEvents(t, r, "JobSettled", "CollateralSettled")
	for _, l := range r.Logs {
		if ev, err := f.EscrowABI.UnpackCollateralSettledEvent(l); err == nil && (ev.Kept.Int64() != 2_500 || ev.Slashed.Int64() != 2_500 || ev.Provider != f.provider.Address) {
			t.Fatalf("CollateralSettled %+v", ev)
		}
	}
	f.solvent(t)
}

// A relayed EIP-712 acceptance, and the one-transaction start: the client relays the provider's signed
// acceptance in createAndFundAsaJob, both sides' money moves, the job starts Funded.
func TestAcceptBySignature(t *testing.T) {
	f := newFixture(t)
	t.Run("relayed by anyone", func(t *testing.T) {
		id := f.createAgreed(t, 10_000, collateralTerms(10_000), "relayed")
		a := f.acceptanceFor(t, id, "relayed")
		f.approve(t, f.provider, big.NewInt(10_000))
		f.ExpectRevert(t, f.stranger, f.Escrow, f.packAccept(id, a, f.signAcceptance(t, a, f.stranger)), "InvalidSignature")
		w := f.snapshot(t)
		f.hasEvents(t, f.Transact(t, f.stranger, f.Escrow, f.packAccept(id, a, f.signAcceptance(t, a, f.provider))), "JobAccepted")
		w.expect(t, 0, -10_000, 0, 10_000)
		if v := f.job(t, id); v.Status != stOpen || !v.Accepted || v.BudgetFunded {
			t.Fatalf("accepted, not yet funded: %+v", v)
		}
		f.fund(t, id)
		f.wantStatus(t, id, stFunded)
	})
	t.Run("in the create-and-fund call", func(t *testing.T) {
		terms := collateralTerms(2_500)
		req := f.agreedRequest(t, 8_000, "one call")
		nonce := f.nextNonce(t, f.client.Address, req, terms)
		a := f.acceptanceOfRequest(t, req, terms, nonce, f.Now(t)+600)
		sig := f.signAcceptance(t, a, f.provider)
		// Nonces count per agreement: the client's job under another agreement (other evaluators), created
		// after the provider signed, leaves this acceptance valid.
		other := req
		other.Evaluators = f.evals(2)
		f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackCreateAsaJob(other, terms))
		f.approve(t, f.client, big.NewInt(8_000))
		f.approve(t, f.provider, big.NewInt(2_000))
		w := f.snapshot(t)
		r := f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackCreateAndFundAcceptedAsaJob(req, terms, new(big.Int).SetUint64(a.Deadline), sig))
		f.hasEvents(t, r, "JobCreated", "AsaJobCreated", "JobFunded", "JobAccepted")
		w.expect(t, -8_000, -2_000, 0, 10_000)
		id := jobIDOf(t, f, r)
		f.wantStatus(t, id, stFunded)
		// Accepted in the creating call: JobAccepted alone records the nonce (no AcceptanceRequired).
		if got, next := f.acceptanceNonceOf(t, id), f.nextNonce(t, f.client.Address, req, terms); got != nonce || next != nonce+1 {
			t.Fatalf("the job took nonce %d (want %d), the agreement's next is %d", got, nonce, next)
		}
		for _, l := range r.Logs {
			if _, err := f.EscrowABI.UnpackAcceptanceRequiredEvent(l); err == nil {
				t.Fatal("a job accepted in its creating call also emitted AcceptanceRequired")
			}
		}
		// The same signature cannot start a second job: that job takes the next acceptance nonce.
		f.approve(t, f.client, big.NewInt(8_000))
		f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackCreateAndFundAcceptedAsaJob(req, terms, new(big.Int).SetUint64(a.Deadline), sig), "InvalidSignature")
	})
	t.Run("an ERC-1271 provider", func(t *testing.T) {
		wb := bindings.NewERC1271Wallet()
		wallet := f.deploy(t, &bindings.ERC1271WalletMetaData, wb.PackConstructor(f.provider.Address))
		f.Transact(t, f.provider, f.Token, f.TokenABI.PackTransfer(wallet, big.NewInt(5_000)))
		f.Transact(t, f.provider, wallet, wb.PackExecute(f.Token, f.TokenABI.PackApprove(f.Escrow, big.NewInt(5_000))))
		req := f.agreedRequest(t, 10_000, "wallet")
		req.Provider = wallet
		id := jobIDOf(t, f, f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackCreateAsaJob(req, collateralTerms(5_000))))
		a := f.acceptanceFor(t, id, "wallet")
		f.ExpectRevert(t, f.stranger, f.Escrow, f.packAccept(id, a, f.signAcceptance(t, a, f.stranger)), "InvalidSignature")
		f.Transact(t, f.stranger, f.Escrow, f.packAccept(id, a, f.signAcceptance(t, a, f.provider)))
		if f.TokenBalance(t, wallet).Sign() != 0 || !f.job(t, id).Accepted {
			t.Fatal("the wallet's collateral was not posted")
		}
	})
}

// Collateral through EIP-3009 to the job's collateral deposit (the x402 path), also when a third party
// executes the provider's authorization on the token first (front-running): it lands at the deposit, the
// acceptance collects it, anything above the collateral goes back to the provider.
func TestCollateralByAuthorization(t *testing.T) {
	f := newFixture(t)
	id := f.createAgreed(t, 10_000, collateralTerms(5_000), "x402")
	deposit := callT(t, f, f.EscrowABI.PackCollateralAddress(id), f.EscrowABI.UnpackCollateralAddress)
	if deposit != escrow.CollateralAddress(f.Escrow, id) || deposit == escrow.DepositAddress(f.Escrow, id) {
		t.Fatalf("collateral address %s, Go computes %s", deposit, escrow.CollateralAddress(f.Escrow, id))
	}
	auth := authorization{from: f.provider.Address, to: deposit, value: big.NewInt(5_000), validAfter: big.NewInt(0),
		before: f.expiry(t, 3600), nonce: crypto.Keccak256Hash([]byte("collateral"))}
	authSig := signDigest(t, f.provider, f.authDigest(auth))
	a := f.acceptanceFor(t, id, "x402")
	pack := func() []byte {
		return f.EscrowABI.PackAcceptJob(id, onchain.Acceptance(a), f.signAcceptance(t, a, f.provider),
			bindings.IAsaEscrowTypesAuthorization{ValidAfter: auth.validAfter, ValidBefore: auth.before, Nonce: auth.nonce, Signature: authSig})
	}
	// Front-run: the authorization executed straight on the token.
	f.Transact(t, f.stranger, f.Token, f.TokenABI.PackTransferWithAuthorization(auth.from, auth.to, auth.value, auth.validAfter, auth.before, auth.nonce, authSig))
	f.Transact(t, f.provider, f.Token, f.TokenABI.PackTransfer(deposit, big.NewInt(7))) // and a little too much
	w := f.snapshot(t)
	f.hasEvents(t, f.Transact(t, f.stranger, f.Escrow, pack()), "JobAccepted", "DepositReturned")
	w.expect(t, 0, 7, 0, 5_000)
	if f.TokenBalance(t, deposit).Sign() != 0 {
		t.Fatal("collateral deposit not swept")
	}
	// Without the front-run: the relayed authorization itself moves the collateral.
	id2 := f.createAgreed(t, 10_000, collateralTerms(5_000), "x402-2")
	deposit2 := callT(t, f, f.EscrowABI.PackCollateralAddress(id2), f.EscrowABI.UnpackCollateralAddress)
	auth2 := authorization{from: f.provider.Address, to: deposit2, value: big.NewInt(5_000), validAfter: big.NewInt(0),
		before: f.expiry(t, 3600), nonce: crypto.Keccak256Hash([]byte("collateral-2"))}
	a2 := f.acceptanceFor(t, id2, "x402-2")
	w = f.snapshot(t)
	f.Transact(t, f.stranger, f.Escrow, f.EscrowABI.PackAcceptJob(id2, onchain.Acceptance(a2), f.signAcceptance(t, a2, f.provider),
		bindings.IAsaEscrowTypesAuthorization{ValidAfter: auth2.validAfter, ValidBefore: auth2.before, Nonce: auth2.nonce,
			Signature: signDigest(t, f.provider, f.authDigest(auth2))}))
	w.expect(t, 0, -5_000, 0, 5_000)
	f.solvent(t)
}

// Every way an accepted, collateralized job can end, against the settlement package's collateral rule.
func TestCollateralOutcomes(t *testing.T) {
	f := newFixture(t)
	const budget, bps = 10_000, 8_000 // collateral 8,000
	accepted := func(t *testing.T, terms bindings.IAsaEscrowTypesTerms, label string) *big.Int {
		id := f.createAgreed(t, budget, terms, label)
		f.fund(t, id)
		f.approve(t, f.provider, big.NewInt(8_000))
		f.Transact(t, f.provider, f.Escrow, f.packAccept(id, f.acceptanceFor(t, id, label), nil))
		return id
	}
	check := func(t *testing.T, w *wallet, terms bindings.IAsaEscrowTypesTerms, outcome func(settlement.Escrowed) settlement.Payout) {
		t.Helper()
		mirror := settlementTerms(t, terms)
		p := outcome(mirror.Escrow(big.NewInt(budget), settlement.CollateralFor(big.NewInt(budget), bps)))
		d := w.deltas(t)
		if d[0] != p.ClientTotal().Int64() || d[1] != p.ProviderTotal().Int64() || d[6] != -budget-8_000 {
			t.Fatalf("deltas client %d provider %d escrow %d; mirror %v", d[0], d[1], d[6], p)
		}
		f.solvent(t)
	}
	must := func(s settlement.Settlement, err error) settlement.Payout {
		if err != nil || s.Payout == nil {
			t.Fatalf("mirror: %+v %v", s, err)
		}
		return *s.Payout
	}
	t.Run("scored by the policy: slashed in proportion", func(t *testing.T) {
		terms := collateralTerms(bps)
		id := accepted(t, terms, "policy")
		f.submit(t, id, "work")
		f.score(t, id, f.evaluator, 7600) // 85 % tier
		f.advance(t, 7200)
		w := f.snapshot(t)
		f.finalize(t, id)
		check(t, w, terms, func(e settlement.Escrowed) settlement.Payout {
			v, _ := e.Terms.Verify(7600, nil)
			return must(e.CloseWindow(v))
		})
	})
	t.Run("provider silent: the whole collateral to the client", func(t *testing.T) {
		terms := collateralTerms(bps)
		id := accepted(t, terms, "no delivery")
		f.advance(t, 86_400)
		w := f.snapshot(t)
		f.hasEvents(t, f.finalize(t, id), "DeadManTriggered", "JobExpired", "JobSettled")
		check(t, w, terms, func(e settlement.Escrowed) settlement.Payout { p, _ := e.NoDelivery(); return p })
	})
	t.Run("evaluators silent: no slash", func(t *testing.T) {
		terms := collateralTerms(bps)
		terms.SilenceAction = actionReturn
		id := accepted(t, terms, "evaluators silent")
		f.submit(t, id, "work")
		f.advance(t, 3600)
		w := f.snapshot(t)
		f.finalize(t, id)
		check(t, w, terms, func(e settlement.Escrowed) settlement.Payout { return must(e.EvaluatorSilence(false)) })
	})
	t.Run("backup silent too: no slash", func(t *testing.T) {
		terms := f.withBackup(collateralTerms(bps), actionRelease)
		id := accepted(t, terms, "backup silent")
		f.submit(t, id, "work")
		f.advance(t, 3600)
		f.finalize(t, id)
		f.advance(t, 1800)
		w := f.snapshot(t)
		f.finalize(t, id)
		check(t, w, terms, func(e settlement.Escrowed) settlement.Payout { return must(e.EvaluatorSilence(true)) })
	})
	t.Run("dispute resolved: slashed in proportion to the resolver's share", func(t *testing.T) {
		terms := f.withResolver(collateralTerms(bps), 0, actionSplit)
		id := accepted(t, terms, "resolved")
		f.submit(t, id, "work")
		f.score(t, id, f.evaluator, 9500)
		f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackChallenge(id, [32]byte{1}))
		w := f.snapshot(t)
		f.Transact(t, f.resolver, f.Escrow, f.EscrowABI.PackResolveDispute(id, 3_000, [32]byte{2}))
		check(t, w, terms, func(e settlement.Escrowed) settlement.Payout { return must(e.ResolveDispute(3_000)) })
	})
	for _, c := range []struct {
		name string
		def  uint8
	}{{"dispute default by the policy: slashed", actionPolicy}, {"fixed dispute default: no slash", actionSplit}} {
		t.Run(c.name, func(t *testing.T) {
			terms := f.withResolver(collateralTerms(bps), 8_000, c.def)
			id := accepted(t, terms, c.name)
			f.submit(t, id, "work")
			f.score(t, id, f.evaluator, 6_500) // below the threshold: automatic dispute
			f.advance(t, 7200)
			f.finalize(t, id)
			f.advance(t, 5000)
			w := f.snapshot(t)
			f.finalize(t, id)
			check(t, w, terms, func(e settlement.Escrowed) settlement.Payout { return must(e.DisputeDefault(6_500)) })
		})
	}
}

// If one side never arrives by the fund deadline, each party gets back exactly what it put in.
func TestUnacceptedOrUnfundedReturnsEach(t *testing.T) {
	f := newFixture(t)
	t.Run("funded, never accepted", func(t *testing.T) {
		id := f.createAgreed(t, 10_000, collateralTerms(5_000), "never accepted")
		f.fund(t, id)
		a := f.acceptanceFor(t, id, "never accepted")
		f.advance(t, 3600)
		f.approve(t, f.provider, big.NewInt(5_000))
		f.ExpectRevert(t, f.provider, f.Escrow, f.packAccept(id, a, nil), "DeadlinePassed")
		w := f.snapshot(t)
		f.finalize(t, id)
		w.expect(t, 10_000, 0, 0, -10_000)
		f.wantStatus(t, id, stExpired)
	})
	t.Run("accepted, never funded", func(t *testing.T) {
		id := f.createAgreed(t, 10_000, collateralTerms(5_000), "never funded")
		f.approve(t, f.provider, big.NewInt(5_000))
		f.Transact(t, f.provider, f.Escrow, f.packAccept(id, f.acceptanceFor(t, id, "never funded"), nil))
		f.advance(t, 3600)
		w := f.snapshot(t)
		f.finalize(t, id)
		w.expect(t, 0, 5_000, 0, -5_000)
	})
	t.Run("both in, the client rejects while Open is impossible once Funded", func(t *testing.T) {
		id := f.createAgreed(t, 10_000, collateralTerms(5_000), "reject")
		f.approve(t, f.provider, big.NewInt(5_000))
		f.Transact(t, f.provider, f.Escrow, f.packAccept(id, f.acceptanceFor(t, id, "reject"), nil))
		w := f.snapshot(t)
		f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackReject(id, [32]byte{}, nil)) // Open: collateral goes back
		w.expect(t, 0, 5_000, 0, -5_000)
	})
	f.solvent(t)
}

// Attacks on acceptance: replay for another job, on another escrow or chain; a client that changed the terms,
// budget or deadline after the provider signed; acceptances the terms do not ask for.
func TestAttackAcceptanceReplay(t *testing.T) {
	f := newFixture(t)
	terms := collateralTerms(0) // acceptance without collateral
	id := f.createAgreed(t, 10_000, terms, "A")
	a := f.acceptanceFor(t, id, "A")
	sig := f.signAcceptance(t, a, f.provider)

	// Another job, even for the same document, takes another acceptance nonce: the acceptance does not fit
	// it as signed, and changing its nonce breaks the signature.
	same := f.createAgreed(t, 10_000, terms, "A")
	f.ExpectRevert(t, f.stranger, f.Escrow, f.packAccept(same, a, sig), "AcceptanceMismatch")
	b := f.acceptanceFor(t, same, "A") // what the second job needs, but signed for the first
	b.Deadline, b.ExpiredAt = a.Deadline, a.ExpiredAt
	f.ExpectRevert(t, f.stranger, f.Escrow, f.packAccept(same, b, sig), "AcceptanceMismatch")
	b.ExpiredAt = f.job(t, same).ExpiredAt.Uint64()
	f.ExpectRevert(t, f.stranger, f.Escrow, f.packAccept(same, b, sig), "InvalidSignature")
	// Another client's job for the same document does not take it either.
	r := f.Transact(t, f.spare, f.Escrow, f.EscrowABI.PackCreateAsaJob(f.agreedRequest(t, 10_000, "A"), terms))
	spareJob := jobIDOf(t, f, r)
	f.ExpectRevert(t, f.stranger, f.Escrow, f.packAccept(spareJob, a, sig), "AcceptanceMismatch")

	// Another escrow and another chain: the EIP-712 domain differs.
	esc2 := f.deployEscrow(t, f.Token)
	g := *f
	env := *f.Env
	g.Env = &env
	g.Escrow = esc2
	id2 := g.createAgreed(t, 10_000, terms, "A")
	a2 := g.acceptanceFor(t, id2, "A")
	a2.Deadline = a.Deadline
	f.ExpectRevert(t, f.stranger, esc2, g.packAccept(id2, a2, sig), "InvalidSignature")
	otherChain, err := a.Sign(settlement.Domain{ChainID: new(big.Int).Add(f.ChainID, big.NewInt(1)), Escrow: f.Escrow}, f.provider.Key)
	if err != nil {
		t.Fatal(err)
	}
	f.ExpectRevert(t, f.stranger, f.Escrow, f.packAccept(id, a, otherChain), "InvalidSignature")

	// The client changed what the provider signed: a job with another budget, terms or deadline.
	stale := f.createAgreed(t, 20_000, terms, "C")
	sc := f.acceptanceFor(t, stale, "C")
	sc.Budget = big.NewInt(10_000) // what the provider agreed to
	f.ExpectRevert(t, f.stranger, f.Escrow, f.packAccept(stale, sc, f.signAcceptance(t, sc, f.provider)), "AcceptanceMismatch")
	changed := terms
	changed.ChallengeWindow++
	staleTerms := f.createAgreed(t, 10_000, changed, "D")
	sd := f.acceptanceFor(t, staleTerms, "D")
	sd.TermsHash = termsHashOf(t, f, terms)
	f.ExpectRevert(t, f.stranger, f.Escrow, f.packAccept(staleTerms, sd, f.signAcceptance(t, sd, f.provider)), "AcceptanceMismatch")

	// Expired, then the real one; then nothing more.
	late := a
	late.Deadline = f.Now(t) - 1
	f.ExpectRevert(t, f.stranger, f.Escrow, f.packAccept(id, late, f.signAcceptance(t, late, f.provider)), "AcceptanceExpired")
	f.Transact(t, f.stranger, f.Escrow, f.packAccept(id, a, sig))
	f.ExpectRevert(t, f.stranger, f.Escrow, f.packAccept(id, a, sig), "AlreadyAccepted")

	// Terms without acceptance take none; an agreement hash is required where they do.
	plain := f.createASA(t, 10_000, graduatedTerms(), f.evals(1), 1)
	pj := f.job(t, plain)
	pa := settlement.Acceptance{Client: pj.Client, TermsHash: f.termsHash(t, plain), AgreementHash: agreementHash("A"),
		Budget: pj.Budget, ExpiredAt: pj.ExpiredAt.Uint64(), Deadline: f.Now(t) + 3600}
	f.ExpectRevert(t, f.provider, f.Escrow, f.packAccept(plain, pa, nil), "AcceptanceNotRequired")
	req := f.agreedRequest(t, 10_000, "x")
	req.AgreementHash = [32]byte{}
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackCreateAsaJob(req, terms), "AgreementHashRequired")
	f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackCreateAsaJob(f.agreedRequest(t, 10_000, "y"), collateralTermsWithoutAcceptance()), "InvalidTerms")
}

func collateralTermsWithoutAcceptance() bindings.IAsaEscrowTypesTerms {
	t := graduatedTerms()
	t.CollateralBps = 1000
	return t
}

// The acceptance relayed in createAndFundAcceptedAsaJob is checked by the escrow's hot unit itself: a
// contract provider's ERC-1271 answer counts, a provider wallet that burns gas is refused at a bounded cost,
// an expired acceptance and a missing signature are refused, and no refusal moves money.
func TestOneCallAcceptanceChecks(t *testing.T) {
	f := newFixture(t)
	terms := collateralTerms(5_000)
	f.approve(t, f.client, big.NewInt(1_000_000))

	t.Run("an ERC-1271 provider", func(t *testing.T) {
		wb := bindings.NewERC1271Wallet()
		wallet := f.deploy(t, &bindings.ERC1271WalletMetaData, wb.PackConstructor(f.provider.Address))
		f.Transact(t, f.provider, f.Token, f.TokenABI.PackTransfer(wallet, big.NewInt(5_000)))
		f.Transact(t, f.provider, wallet, wb.PackExecute(f.Token, f.TokenABI.PackApprove(f.Escrow, big.NewInt(5_000))))
		req := f.agreedRequest(t, 10_000, "one call wallet")
		req.Provider = wallet
		nonce := f.nextNonce(t, f.client.Address, req, terms)
		a := f.acceptanceOfRequest(t, req, terms, nonce, f.Now(t)+600)
		deadline := new(big.Int).SetUint64(a.Deadline)
		w := f.snapshot(t)
		f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackCreateAndFundAcceptedAsaJob(req, terms, deadline, f.signAcceptance(t, a, f.stranger)), "InvalidSignature")
		w.expect(t, 0, 0, 0, 0)
		r := f.Transact(t, f.client, f.Escrow, f.EscrowABI.PackCreateAndFundAcceptedAsaJob(req, terms, deadline, f.signAcceptance(t, a, f.provider)))
		id := jobIDOf(t, f, r)
		if v := f.job(t, id); v.Status != stFunded || !v.Accepted || !v.BudgetFunded || f.TokenBalance(t, wallet).Sign() != 0 {
			t.Fatalf("the wallet's job: %+v, wallet balance %s", v, f.TokenBalance(t, wallet))
		}
		w.expect(t, -10_000, 0, 0, 15_000)
	})

	t.Run("a provider wallet that burns gas", func(t *testing.T) {
		fw := bindings.NewFickleWallet()
		burner := f.deploy(t, &bindings.FickleWalletMetaData, fw.PackConstructor(f.spare.Address))
		f.Transact(t, f.spare, burner, fw.PackSetMode(2))
		req := f.agreedRequest(t, 10_000, "one call burner")
		req.Provider = burner
		plain := graduatedTerms()
		plain.AcceptanceRequired = true // no collateral: the burner holds no token
		nonce := f.nextNonce(t, f.client.Address, req, plain)
		a := f.acceptanceOfRequest(t, req, plain, nonce, f.Now(t)+600)
		w := f.snapshot(t)
		data := f.EscrowABI.PackCreateAndFundAcceptedAsaJob(req, plain, new(big.Int).SetUint64(a.Deadline), f.signAcceptance(t, a, f.spare))
		f.ExpectRevert(t, f.client, f.Escrow, data, "InvalidSignature")
		// Mined with a generous limit (no estimate), the refusal costs about the stipend, not the limit.
		opts := f.Opts(f.client)
		opts.GasLimit = 3_000_000
		tx, err := bind.NewBoundContract(f.Escrow, f.abi, f.Client, f.Client, f.Client).RawTransact(opts, data)
		if err != nil {
			t.Fatal(err)
		}
		r, err := bind.WaitMined(t.Context(), f.Client, tx.Hash())
		if err != nil {
			t.Fatal(err)
		}
		if r.Status == types.ReceiptStatusSuccessful || r.GasUsed > 400_000 {
			t.Fatalf("the burner's acceptance: status %d, %d gas of 3,000,000 (its check must be refused at a bounded cost)", r.Status, r.GasUsed)
		}
		t.Logf("refusing a gas-burning provider wallet cost %d gas", r.GasUsed)
		w.expect(t, 0, 0, 0, 0)
	})

	t.Run("expired or missing", func(t *testing.T) {
		req := f.agreedRequest(t, 10_000, "one call expired")
		nonce := f.nextNonce(t, f.client.Address, req, terms)
		a := f.acceptanceOfRequest(t, req, terms, nonce, f.Now(t)-1)
		w := f.snapshot(t)
		f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackCreateAndFundAcceptedAsaJob(req, terms, new(big.Int).SetUint64(a.Deadline), f.signAcceptance(t, a, f.provider)), "AcceptanceExpired")
		// No signature: only the provider's own call accepts; the client's is not the provider's assent.
		f.ExpectRevert(t, f.client, f.Escrow, f.EscrowABI.PackCreateAndFundAcceptedAsaJob(req, terms, new(big.Int).SetUint64(f.Now(t)+600), nil), "Unauthorized")
		w.expect(t, 0, 0, 0, 0)
	})
	f.solvent(t)
}
