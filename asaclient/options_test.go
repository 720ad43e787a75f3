package asaclient

import (
	"context"
	"fmt"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/settlement/onchain"
	"github.com/asa-escrow/asa/signer"
)

// SignResult's zero options: a fresh 256-bit random nonce for every result and a deadline a day of chain
// time ahead; the escrow takes such a result (relayed here), and a caller's own nonce is kept as given.
func TestSignResultDefaultsAreSafe(t *testing.T) {
	c := newTestChain(t)
	ctx := c.ctx
	evaluatorKey, _ := anvil.DevKey(2)
	providerKey, _ := anvil.DevKey(1)
	plan := *c.plan
	plan.Evaluators, plan.Quorum = []common.Address{crypto.PubkeyToAddress(evaluatorKey.PublicKey)}, 1
	created, err := c.esc.CreateAgreedJob(ctx, signer.FromKey(c.clientKey), &plan, c.esc.ProviderKey(signer.FromKey(providerKey)), AgreedJobOptions{})
	if err != nil {
		t.Fatal(err)
	}
	id := created.JobID
	content := []byte("the delivered report")
	hash, _ := settlement.ParseContentHash(settlement.ContentHash(content))
	if _, err := c.esc.Submit(ctx, signer.FromKey(providerKey), id, hash); err != nil {
		t.Fatal(err)
	}
	doc := []byte(fmt.Sprintf(`{"verification_id":"v-1","composite":{"score":86.1,"method":"weighted_average"},"evidence_trail":{"deliverable_hash":%q}}`,
		settlement.ContentHash(content)))
	head := uint64(chainNow(t, c))
	first, err := c.esc.SignResult(ctx, signer.FromKey(evaluatorKey), id, doc, ResultOptions{})
	if err != nil {
		t.Fatal(err)
	}
	second, err := c.esc.SignResult(ctx, signer.FromKey(evaluatorKey), id, doc, ResultOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if first.Result.Nonce.Cmp(second.Result.Nonce) == 0 || first.Digest == second.Digest {
		t.Fatalf("two results signed with the default options share nonce %s", first.Result.Nonce)
	}
	// 128 or fewer bits in both of two 256-bit random draws happens with probability 2^-256.
	if first.Result.Nonce.BitLen() <= 128 && second.Result.Nonce.BitLen() <= 128 {
		t.Fatalf("default nonces %s and %s are not 256-bit random values", first.Result.Nonce, second.Result.Nonce)
	}
	if want := head + uint64(DefaultResultValidity/time.Second); first.Result.Deadline < want || first.Result.Deadline > want+60 {
		t.Fatalf("default deadline %d, want the chain's head %d plus a day", first.Result.Deadline, head)
	}
	if first.Body.Nonce != first.Result.Nonce.String() {
		t.Fatalf("body nonce %s, signed nonce %s", first.Body.Nonce, first.Result.Nonce)
	}
	own, err := c.esc.SignResult(ctx, signer.FromKey(evaluatorKey), id, doc, ResultOptions{Nonce: big.NewInt(7), Deadline: head + 600})
	if err != nil || own.Result.Nonce.Int64() != 7 || own.Result.Deadline != head+600 {
		t.Fatalf("caller's nonce and deadline: %+v, %v", own, err)
	}
	// The escrow takes the default-nonce result.
	data, err := onchain.SubmitResult(first.Result, common.HexToAddress(first.Body.Evaluator), hexutil.MustDecode(first.Body.Signature))
	if err != nil {
		t.Fatal(err)
	}
	escC := bindings.NewAsaEscrow().Instance(c.eth, c.esc.Address())
	relay, err := bind.Transact(escC, bind.NewKeyedTransactor(c.relayerKey, c.node.ChainID()), data)
	if err != nil {
		t.Fatalf("relay: %v %v", err, escrow.DecodeRevert(err))
	}
	if _, err := escrow.WaitSuccess(ctx, c.eth, relay); err != nil {
		t.Fatal(err)
	}
	if j, err := c.esc.Job(ctx, id); err != nil || j.Status != settlement.JobVerified || j.View.Score != 8610 {
		t.Fatalf("after the relayed default-nonce result: %+v %v", j, err)
	}
}

// Fund's zero options approve the escrow first and fund exactly the agreed budget; NoApprove sends no
// approve (and the escrow then refuses for want of an allowance, paying nothing).
func TestFundOptions(t *testing.T) {
	c := newTestChain(t)
	ctx := c.ctx
	noApprove, err := c.esc.CreateJob(ctx, signer.FromKey(c.clientKey), c.plan)
	if err != nil {
		t.Fatal(err)
	}
	before, _ := c.esc.BalanceOf(ctx, c.clientAddr)
	if _, err := c.esc.Fund(ctx, signer.FromKey(c.clientKey), noApprove.JobID, noApprove.Agreed(), FundOptions{NoApprove: true}); err == nil ||
		!strings.Contains(Explain(err).Error(), "approve") {
		t.Fatalf("NoApprove without an allowance: %v", err)
	}
	if after, _ := c.esc.BalanceOf(ctx, c.clientAddr); after.Cmp(before) != 0 {
		t.Fatalf("a refused fund moved %s -> %s", before, after)
	}
	f, err := c.esc.Fund(ctx, signer.FromKey(c.clientKey), noApprove.JobID, noApprove.Agreed(), FundOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if f.Approve == nil || f.Budget.Cmp(c.plan.Budget) != 0 {
		t.Fatalf("default options: approve %v, budget %s", f.Approve, f.Budget)
	}
	if after, _ := c.esc.BalanceOf(ctx, c.clientAddr); new(big.Int).Sub(before, after).Cmp(c.plan.Budget) != 0 {
		t.Fatalf("client paid %s, want %s", new(big.Int).Sub(before, after), c.plan.Budget)
	}
	// A refusal names where the agreed terms came from.
	other := Agreed{Budget: new(big.Int).Add(c.plan.Budget, big.NewInt(1)), TermsHash: c.plan.TermsHash}
	second, err := c.esc.CreateJob(ctx, signer.FromKey(c.clientKey), c.plan)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.esc.Fund(ctx, signer.FromKey(c.clientKey), second.JobID, other, FundOptions{AgreedFrom: "the quote of Tuesday"}); err == nil ||
		!strings.Contains(err.Error(), "the quote of Tuesday") {
		t.Fatalf("refusal without the source of the agreed terms: %v", err)
	}
}

// LoadDeployment reads what `asa deploy --out` writes, refuses other files naming them, and Open refuses
// a node of another chain.
func TestLoadDeployment(t *testing.T) {
	c := newTestChain(t)
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	good := write("deployment.json", fmt.Sprintf(`{"chainId":31337,"escrow":%q,"token":%q,"deployBlock":2,"tokenName":"USD Coin","tokenVersion":"2",
		"devToken":true,"identityRegistry":"0x0000000000000000000000000000000000000011","reputationRegistry":"0x0000000000000000000000000000000000000012"}`,
		c.esc.Address().Hex(), c.esc.Token().Hex()))
	d, err := LoadDeployment(good)
	if err != nil {
		t.Fatal(err)
	}
	if d.DeployBlock != 2 || d.Registries().Identity != common.HexToAddress("0x11") || d.Registries().Reputation != common.HexToAddress("0x12") ||
		d.TokenDomain() != (TokenDomain{Name: "USD Coin", Version: "2"}) {
		t.Fatalf("loaded %+v", d)
	}
	esc, err := d.Open(c.ctx, c.eth)
	if err != nil || esc.Address() != c.esc.Address() || esc.Token() != c.esc.Token() {
		t.Fatalf("open: %v %v", esc, err)
	}
	d.ChainID = 8453
	if _, err := d.Open(c.ctx, c.eth); err == nil || !strings.Contains(err.Error(), "wrong network") || !strings.Contains(err.Error(), good) {
		t.Fatalf("a Base deployment opened on anvil: %v", err)
	}
	for name, text := range map[string]string{
		"agreement.json": `{"agreement_id":"a-1"}`,
		"nochain.json":   fmt.Sprintf(`{"escrow":%q}`, c.esc.Address().Hex()),
		"broken.json":    `{"chainId":`,
	} {
		p := write(name, text)
		if _, err := LoadDeployment(p); err == nil || !strings.Contains(err.Error(), p) {
			t.Errorf("%s: %v, want a refusal naming the file", name, err)
		}
	}
	if _, err := LoadDeployment(filepath.Join(dir, "missing.json")); err == nil {
		t.Error("a missing file loaded")
	}
}

// RegisterAgreement's retry policy (the real daemon is in ExampleDaemon_RegisterAgreement): a job the
// daemon has not indexed yet is re-posted until it has, within RetryFor and the context's deadline; a
// refusal that cannot change (another document) fails at once.
func TestRegisterAgreementRetriesWhileTheDaemonTrails(t *testing.T) {
	var n atomic.Int32
	var caughtUpAt atomic.Int32
	var mismatch atomic.Bool
	caughtUpAt.Store(3)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		i := n.Add(1)
		w.Header().Set("Content-Type", "application/json")
		switch {
		case mismatch.Load():
			w.WriteHeader(http.StatusUnprocessableEntity)
			fmt.Fprintf(w, `{"error":{"code":%q,"message":"another document"}}`, wire.CodeAgreementMismatch)
		case i < caughtUpAt.Load():
			w.WriteHeader(http.StatusNotFound)
			fmt.Fprintf(w, `{"error":{"code":%q,"message":"job 5 is not known to this daemon's escrow (yet)"}}`, wire.CodeUnknownJob)
		default:
			fmt.Fprint(w, `{"jobId":"5","agreementHash":"0x01","visibility":"public","priceCheck":{},"created":true}`)
		}
	}))
	t.Cleanup(srv.Close)
	ctx := context.Background()
	var retries int
	d := &Daemon{BaseURL: srv.URL, OnRetry: func(int, time.Duration, error) { retries++ }}
	r, err := d.RegisterAgreement(ctx, big.NewInt(5), []byte(`{}`))
	if err != nil || !r.Created || n.Load() != 3 || retries != 2 {
		t.Fatalf("after two unknown_job answers: %+v, %v (requests %d, retries %d)", r, err, n.Load(), retries)
	}

	// No retry asked for: the first unknown_job is the answer.
	n.Store(0)
	if _, err := (&Daemon{BaseURL: srv.URL, RetryFor: -1}).RegisterAgreement(ctx, big.NewInt(5), []byte(`{}`)); !IsCode(err, wire.CodeUnknownJob) || n.Load() != 1 {
		t.Fatalf("RetryFor<0: %v after %d requests", err, n.Load())
	}

	// A daemon that never catches up: the context's deadline (shorter than RetryFor) ends the retries.
	n.Store(0)
	caughtUpAt.Store(1 << 30)
	short, cancel := context.WithTimeout(ctx, 1500*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err = (&Daemon{BaseURL: srv.URL}).RegisterAgreement(short, big.NewInt(5), []byte(`{}`))
	if !IsCode(err, wire.CodeUnknownJob) || !strings.Contains(err.Error(), "gave up after") || n.Load() < 2 || time.Since(start) > 10*time.Second {
		t.Fatalf("never caught up: %v after %d requests in %s", err, n.Load(), time.Since(start))
	}

	n.Store(0)
	mismatch.Store(true)
	if _, err := (&Daemon{BaseURL: srv.URL}).RegisterAgreement(ctx, big.NewInt(5), []byte(`{}`)); !IsCode(err, wire.CodeAgreementMismatch) || n.Load() != 1 {
		t.Fatalf("mismatch: %v after %d requests, want one", err, n.Load())
	}
}
