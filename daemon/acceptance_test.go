package daemon_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
	"github.com/asa-escrow/asa/signer"
)

// collateralTerms are continuous terms with the provider's acceptance and collateralBps of collateral.
func collateralTerms(collateralBps uint16) settlement.Terms {
	return settlement.Terms{Policy: settlement.PolicyContinuous, SilenceAction: settlement.ActionSplit5050, FallbackAction: settlement.ActionSplit5050,
		FundTimeout: 3600, EvaluateTimeout: 3600, ChallengeWindow: 600, CollateralBps: collateralBps, AcceptanceRequired: true, Tiers: new(big.Int)}
}

// createAccepting creates and funds a job of the world's client under terms (which ask for acceptance) and
// returns its id once the daemon's view has it waiting for the provider.
func (w *world) createAccepting(svcWait func(id uint64) bool, terms settlement.Terms, budget int64) *big.Int {
	w.t.Helper()
	w.send(w.client_, w.tokC, w.tok.PackApprove(w.dep.Escrow, big.NewInt(budget)))
	tx, err := bind.Transact(w.escC, w.opts(w.client_), w.esc.PackCreateAndFundAsaJob(bindings.IAsaEscrowTypesJobRequest{
		Provider: w.provider.addr, Evaluators: []common.Address{w.evals[0].addr}, Quorum: 1, ExpiredAt: new(big.Int).SetUint64(w.now() + 7*86400),
		Budget: big.NewInt(budget), AgreementHash: crypto.Keccak256Hash([]byte("the agreement document")), Description: "job"}, onchain.Terms(terms)))
	if err != nil {
		w.t.Fatalf("create: %v %v", err, escrow.DecodeRevert(err))
	}
	r, err := w.waitMined(context.Background(), tx)
	if err != nil {
		w.t.Fatal(err)
	}
	var id *big.Int
	for _, l := range r.Logs {
		if ev, err := w.esc.UnpackJobCreatedEvent(l); err == nil {
			id = ev.JobId
		}
	}
	waitFor(w.t, 10*time.Second, "the daemon sees the job", func() bool { return svcWait(id.Uint64()) })
	return id
}

func postJSON(t *testing.T, url string, body []byte) (int, wire.ErrorBody, []byte) {
	t.Helper()
	resp, err := http.Post(url, "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	var e wire.ErrorBody
	_ = json.Unmarshal(raw, &e)
	return resp.StatusCode, e, raw
}

// POST /v1/acceptances on anvil: every kind of bad acceptance is refused with its code and nothing is sent
// (a forged or foreign signature, another nonce, an expired one, another chain, an edited file, no jobId, an
// unknown job, a job that takes no acceptance, a provider whose allowance does not cover the collateral); the
// provider's valid acceptance is relayed (acceptJob by the daemon key), the collateral moves from the provider
// to the escrow and the job starts; posting it again answers the same relay and moves nothing; another
// acceptance of the accepted job is 409; GET /v1/jobs/{id} shows acceptance and collateral, and after
// settlement the payouts with the collateral kept and slashed.
func TestDaemonRelaysSignedAcceptance(t *testing.T) {
	w := newWorld(t, anvil.Options{})
	ctx := context.Background()
	if err := escrow.MintDevToken(ctx, w.client, w.opts(devParty(t, 9)), w.dep.Token, big.NewInt(100_000_000), w.provider.addr); err != nil {
		t.Fatal(err)
	}
	svc := w.startDaemon("")
	base := "http://" + svc.Addr()
	known := func(id uint64) bool {
		j, err := svc.Store().Job(ctx, id)
		return err == nil && j.AcceptanceRequired && j.BudgetFunded
	}
	const budget, collateral = 5_000_000, 2_500_000
	id := w.createAccepting(known, collateralTerms(5000), budget)
	e, err := asaclient.Open(ctx, w.client, w.dep.Escrow)
	if err != nil {
		t.Fatal(err)
	}
	a, _, err := e.JobAcceptance(ctx, id, w.dep.DeployBlock, w.now()+3600)
	if err != nil {
		t.Fatal(err)
	}
	sign := func(key party, a settlement.Acceptance) wire.SignedAcceptance {
		t.Helper()
		s, err := e.SignAcceptance(ctx, signer.FromKey(key.key), a, asaclient.SignAcceptanceOptions{JobID: id, Collateral: big.NewInt(collateral)})
		if err != nil {
			t.Fatal(err)
		}
		return s.Wire()
	}
	encode := func(v wire.SignedAcceptance) []byte { b, _ := json.Marshal(v); return b }
	valid := sign(w.provider, a)
	providerBefore, escrowBefore := w.balance(w.provider.addr), w.balance(w.dep.Escrow)

	forged := sign(w.evals[1], a)
	forged.Provider = w.provider.addr
	otherNonce := a
	otherNonce.Nonce++
	expired := a
	expired.Deadline = w.now() - 1
	otherChain := handSigned(t, w, a, big.NewInt(8453))
	edited := valid
	edited.Acceptance.Budget = "1"
	noJob := valid
	noJob.JobID = ""
	unknown := valid
	unknown.JobID = "999"
	for _, c := range []struct {
		name   string
		body   []byte
		status int
		code   string
	}{
		{"malformed", []byte(`{"jobId": 1,`), 400, wire.CodeInvalidField},
		{"edited after signing", encode(edited), 400, wire.CodeInvalidField},
		{"no jobId", encode(noJob), 400, wire.CodeInvalidField},
		{"unknown job", encode(unknown), 404, wire.CodeUnknownJob},
		{"another chain", encode(otherChain), 422, wire.CodeWrongDomain},
		{"forged signature", encode(forged), 422, wire.CodeBadSignature},
		{"another nonce", encode(sign(w.provider, otherNonce)), 422, wire.CodeAcceptanceMismatch},
		{"no allowance for the collateral", encode(valid), 422, wire.CodeCollateralNotCovered},
	} {
		status, e, raw := postJSON(t, base+"/v1/acceptances", c.body)
		if status != c.status || e.Error.Code != c.code {
			t.Errorf("%s: %d %s, want %d %s", c.name, status, raw, c.status, c.code)
		}
	}
	// An expired acceptance cannot even be signed by the client library: build it by hand.
	if status, e, raw := postJSON(t, base+"/v1/acceptances", encode(handSigned(t, w, expired, w.node.ChainID()))); status != 422 || e.Error.Code != wire.CodeAcceptanceExpired {
		t.Errorf("expired: %d %s", status, raw)
	}
	// A job that takes no acceptance.
	plain := w.createFunded(seedTerms(t), 1_000_000, []common.Address{w.evals[0].addr}, 1)
	waitFor(t, 10*time.Second, "the daemon sees the plain job", func() bool { j, err := svc.Store().Job(ctx, plain.Uint64()); return err == nil && j.TermsID != 0 })
	onPlain := valid
	onPlain.JobID = plain.String()
	if status, e, raw := postJSON(t, base+"/v1/acceptances", encode(onPlain)); status != 409 || e.Error.Code != wire.CodeAcceptanceNotRequired {
		t.Errorf("job without acceptance: %d %s", status, raw)
	}
	if d := new(big.Int).Sub(w.balance(w.provider.addr), providerBefore); d.Sign() != 0 || w.job(id).Accepted {
		t.Fatalf("a refused acceptance moved %s or accepted the job", d)
	}

	// The provider approves its collateral; its acceptance is relayed.
	escrowBefore = w.balance(w.dep.Escrow)
	w.send(w.provider, w.tokC, w.tok.PackApprove(w.dep.Escrow, big.NewInt(collateral)))
	status, _, raw := postJSON(t, base+"/v1/acceptances", encode(valid))
	var relay wire.AcceptanceRelay
	if err := json.Unmarshal(raw, &relay); status != http.StatusAccepted || err != nil || relay.JobID != id.String() || relay.Digest != valid.Digest {
		t.Fatalf("valid acceptance: %d %s", status, raw)
	}
	waitFor(t, 20*time.Second, "the job accepted on chain", func() bool {
		v := w.job(id)
		return v.Accepted && settlement.JobStatus(v.Status) == settlement.JobFunded
	})
	if d := new(big.Int).Sub(providerBefore, w.balance(w.provider.addr)); d.Int64() != collateral {
		t.Errorf("provider paid %s, want %d", d, collateral)
	}
	if d := new(big.Int).Sub(w.balance(w.dep.Escrow), escrowBefore); d.Int64() != collateral {
		t.Errorf("escrow received %s, want %d", d, collateral)
	}
	// Again: the same relay, nothing more moves.
	status, _, raw = postJSON(t, base+"/v1/acceptances", encode(valid))
	if err := json.Unmarshal(raw, &relay); status != http.StatusAccepted || err != nil || relay.Digest != valid.Digest {
		t.Fatalf("the same acceptance again: %d %s", status, raw)
	}
	waitFor(t, 10*time.Second, "the daemon's view of the acceptance", func() bool { j, err := svc.Store().Job(ctx, id.Uint64()); return err == nil && j.Accepted })
	later := a
	later.Deadline += 60
	if status, e, raw := postJSON(t, base+"/v1/acceptances", encode(sign(w.provider, later))); status != 409 || e.Error.Code != wire.CodeAlreadyAccepted {
		t.Errorf("another acceptance of the accepted job: %d %s", status, raw)
	}
	if d := new(big.Int).Sub(providerBefore, w.balance(w.provider.addr)); d.Int64() != collateral {
		t.Errorf("provider paid %s in all, want %d", d, collateral)
	}

	// The job runs to settlement: 72.00 under continuous terms keeps 72 % of the collateral.
	content := w.deliver(id)
	waitFor(t, 10*time.Second, "the daemon sees the submission", func() bool {
		j, err := svc.Store().Job(ctx, id.Uint64())
		return err == nil && j.Status == settlement.JobSubmitted
	})
	if code, body := post(t, base+"/v1/results", w.resultBody(id, w.evals[0], content, "72")); code != http.StatusAccepted {
		t.Fatalf("POST /v1/results = %d %v", code, body)
	}
	waitFor(t, 20*time.Second, "verified", func() bool { return settlement.JobStatus(w.job(id).Status) == settlement.JobVerified })
	w.warp(601)
	waitFor(t, 20*time.Second, "settled by the daemon", func() bool { return settlement.JobStatus(w.job(id).Status) == settlement.JobCompleted })
	var view wire.JobResponse
	waitFor(t, 10*time.Second, "the job view settled", func() bool {
		resp, err := http.Get(base + "/v1/jobs/" + id.String())
		if err != nil {
			return false
		}
		defer resp.Body.Close()
		return json.NewDecoder(resp.Body).Decode(&view) == nil && view.Payouts != nil && view.Payouts["collateralKept"] != ""
	})
	acc, col := view.Acceptance, view.Collateral
	if acc == nil || !acc.Required || !acc.Accepted || acc.AgreementHash != a.AgreementHash.Hex() || acc.Nonce != big.NewInt(int64(a.Nonce)).String() {
		t.Errorf("acceptance view %+v", acc)
	}
	if col == nil || col.Required != "2500000" || col.Posted != "2500000" || col.Kept != "1800000" || col.Slashed != "700000" ||
		col.Deposit != escrow.CollateralAddress(w.dep.Escrow, id) {
		t.Errorf("collateral view %+v", col)
	}
	p := view.Payouts
	if p["provider"] != "3600000" || p["client"] != "1400000" || p["collateralKept"] != "1800000" || p["collateralSlashed"] != "700000" ||
		p["providerTotal"] != "5400000" || p["clientTotal"] != "2100000" {
		t.Errorf("payouts %v", p)
	}
	if !strings.Contains(string(mustGet(t, base+"/openapi.yaml")), "/v1/acceptances") {
		t.Error("the OpenAPI document does not describe POST /v1/acceptances")
	}
}

// handSigned is the provider's acceptance a for job 1 of the world's escrow in chain chainID's domain, signed
// without the client library's checks.
func handSigned(t *testing.T, w *world, a settlement.Acceptance, chainID *big.Int) wire.SignedAcceptance {
	t.Helper()
	d := settlement.Domain{ChainID: chainID, Escrow: w.dep.Escrow}
	sig, err := a.Sign(d, w.provider.key)
	if err != nil {
		t.Fatal(err)
	}
	s := asaclient.SignedAcceptance{Acceptance: a, ChainID: chainID, Escrow: w.dep.Escrow, JobID: big.NewInt(1), Provider: w.provider.addr,
		Signature: sig, Digest: a.Digest(d), Collateral: big.NewInt(2_500_000)}
	return s.Wire()
}

func mustGet(t *testing.T, url string) []byte {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return b
}

// A provider that is a contract account (ERC-1271): the daemon asks the contract whether it accepts the
// acceptance's signature, as the escrow does; a signature it refuses is 422 bad_signature and nothing is sent,
// one it accepts is relayed and starts the job (terms with acceptance and no collateral).
func TestDaemonRelaysContractProviderAcceptance(t *testing.T) {
	w := newWorld(t, anvil.Options{})
	ctx := context.Background()
	svc := w.startDaemon("")
	base := "http://" + svc.Addr()
	owner := w.provider // the EOA behind the provider contract
	walletAddr, tx, err := bind.DeployContract(w.opts(owner), common.FromHex(bindings.ERC1271WalletMetaData.Bin), w.client,
		bindings.NewERC1271Wallet().PackConstructor(owner.addr))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.waitMined(ctx, tx); err != nil {
		t.Fatal(err)
	}
	terms := collateralTerms(0) // acceptance, no collateral
	w.send(w.client_, w.tokC, w.tok.PackApprove(w.dep.Escrow, big.NewInt(1_000_000)))
	tx, err = bind.Transact(w.escC, w.opts(w.client_), w.esc.PackCreateAndFundAsaJob(bindings.IAsaEscrowTypesJobRequest{
		Provider: walletAddr, Evaluators: []common.Address{w.evals[0].addr}, Quorum: 1, ExpiredAt: new(big.Int).SetUint64(w.now() + 7*86400),
		Budget: big.NewInt(1_000_000), AgreementHash: crypto.Keccak256Hash([]byte("contract provider")), Description: "job"}, onchain.Terms(terms)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.waitMined(ctx, tx); err != nil {
		t.Fatal(err)
	}
	id := big.NewInt(1)
	waitFor(t, 10*time.Second, "the daemon sees the job", func() bool {
		j, err := svc.Store().Job(ctx, 1)
		return err == nil && j.AcceptanceRequired && j.BudgetFunded
	})
	e, err := asaclient.Open(ctx, w.client, w.dep.Escrow)
	if err != nil {
		t.Fatal(err)
	}
	a, _, err := e.JobAcceptance(ctx, id, w.dep.DeployBlock, w.now()+3600)
	if err != nil {
		t.Fatal(err)
	}
	d := settlement.Domain{ChainID: w.node.ChainID(), Escrow: w.dep.Escrow}
	body := func(key party) []byte {
		sig, err := a.Sign(d, key.key)
		if err != nil {
			t.Fatal(err)
		}
		s := asaclient.SignedAcceptance{Acceptance: a, ChainID: w.node.ChainID(), Escrow: w.dep.Escrow, JobID: id, Provider: walletAddr,
			Signature: sig, Digest: a.Digest(d), Collateral: new(big.Int)}
		b, _ := json.Marshal(s.Wire())
		return b
	}
	if status, e, raw := postJSON(t, base+"/v1/acceptances", body(w.evals[1])); status != 422 || e.Error.Code != wire.CodeBadSignature {
		t.Fatalf("a key the contract does not accept: %d %s", status, raw)
	}
	if status, _, raw := postJSON(t, base+"/v1/acceptances", body(owner)); status != http.StatusAccepted {
		t.Fatalf("the owner's signature: %d %s", status, raw)
	}
	waitFor(t, 20*time.Second, "the job accepted", func() bool {
		v := w.job(id)
		return v.Accepted && settlement.JobStatus(v.Status) == settlement.JobFunded
	})
}
