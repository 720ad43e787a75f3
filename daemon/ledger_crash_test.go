package daemon_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/bindings/ledgerbind"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/ledger"
	"github.com/asa-escrow/asa/ledger/proofs"
	"github.com/asa-escrow/asa/settlement"
)

// TestLedgerOperatorSurvivesSIGKILL runs `asa daemon --ledger` as the netted ledger's operator on anvil
// and kills it with SIGKILL right after it acknowledged a voucher, and while its postEpoch transaction sits
// unmined in the pool. After each restart the work completes: the voucher is in an epoch, the epoch whose
// post was in flight is on chain once (the restarted daemon finds it mined and carries on from it), every
// epoch number is posted exactly once, and the job settles to the payouts the escrow's rule gives, in the
// leaves the daemon serves, whose roots are the chain's.
func TestLedgerOperatorSurvivesSIGKILL(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the asa binary")
	}
	buildAsa(t)
	w := newWorld(t, anvil.Options{})
	ctx := context.Background()
	L := ledgerbind.NewAsaLedger()
	deploy := func(md *bind.MetaData, input []byte) (common.Address, uint64) {
		addr, tx, err := bind.DeployContract(w.opts(devParty(t, 9)), common.FromHex(md.Bin), w.client, input)
		if err != nil {
			t.Fatal(err)
		}
		r, err := w.waitMined(ctx, tx)
		if err != nil {
			t.Fatal(err)
		}
		return addr, r.BlockNumber.Uint64()
	}
	verifier, _ := deploy(&ledgerbind.AsaLedgerVerifierMetaData, nil)
	const bondAmount, interval = 5_000_000, 5
	params := [6]*big.Int{big.NewInt(bondAmount), big.NewInt(3600), big.NewInt(interval), big.NewInt(2 * 86400), big.NewInt(1000), big.NewInt(0)}
	operator := w.relayer // dev key 0: the daemon's key
	addr, deployBlock := deploy(&ledgerbind.AsaLedgerMetaData, L.PackConstructor(w.dep.Token, operator.addr, verifier, params))
	lc, tc := L.Instance(w.client, addr), w.tok.Instance(w.client, w.dep.Token)
	dom := ledger.Domain{ChainID: new(big.Int).SetUint64(w.dep.ChainID), Ledger: addr}
	if err := escrow.MintDevToken(ctx, w.client, w.opts(devParty(t, 9)), w.dep.Token, big.NewInt(bondAmount), operator.addr); err != nil {
		t.Fatal(err)
	}
	w.send(operator, tc, w.tok.PackApprove(addr, big.NewInt(bondAmount)))
	w.send(operator, lc, L.PackPostBond(big.NewInt(bondAmount)))
	client, provider, evaluator := w.newParty(100_000_000), w.newParty(0), w.newParty(0)
	w.send(client, tc, w.tok.PackApprove(addr, big.NewInt(100_000_000)))
	w.send(client, lc, L.PackDeposit(big.NewInt(100_000_000)))
	w.send(provider, lc, L.PackRegister())
	w.send(evaluator, lc, L.PackRegister())

	dir := t.TempDir()
	db, listen, config := filepath.Join(dir, "asa.db"), freeAddr(t), filepath.Join(dir, "daemon.json")
	cfg := fmt.Sprintf(`{"pollInterval":"150ms","tickInterval":"150ms","bumpAfter":"2s","txConfirmations":1,"ledger":%q,"ledgerStartBlock":%d}`, addr.Hex(), deployBlock)
	if err := os.WriteFile(config, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	lastEpoch := func() uint64 {
		n, err := bind.Call(lc, nil, L.PackLastEpoch(), L.UnpackLastEpoch)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	// waitEpoch moves the chain's clock past the epoch interval until the chain holds epoch n.
	waitEpoch := func(p *daemonProc, n uint64) {
		t.Helper()
		deadline := time.Now().Add(40 * time.Second)
		for lastEpoch() < n {
			if time.Now().After(deadline) {
				t.Fatalf("epoch %d not posted (last %d)\n%s", n, lastEpoch(), p.output)
			}
			w.warp(interval + 1)
			time.Sleep(300 * time.Millisecond)
		}
	}
	info := func(p *daemonProc) proofs.Info {
		res, err := http.Get(p.base + proofs.RouteInfo)
		if err != nil {
			return proofs.Info{}
		}
		defer res.Body.Close()
		var v proofs.Info
		_ = json.NewDecoder(res.Body).Decode(&v)
		return v
	}
	p := w.startProc(t, db, listen, config)
	cl, err := proofs.NewClient(p.base, nil)
	if err != nil {
		t.Fatal(err)
	}
	waitEpoch(p, 1) // counts the deposit

	// 1. SIGKILL right after the 202 of a voucher.
	terms := settlement.Terms{Policy: settlement.PolicyContinuous, SilenceAction: settlement.ActionReturnToClient,
		FallbackAction: settlement.ActionSplit5050, EvaluatorFeeBps: 1000, FundTimeout: 3600, EvaluateTimeout: 3600, Tiers: new(big.Int)}
	now := w.now()
	v := ledger.Voucher{Client: client.addr, Provider: provider.addr, Evaluators: []common.Address{evaluator.addr}, Quorum: 1,
		TermsHash: settlement.TermsHash(terms), AgreementHash: crypto.Keccak256Hash([]byte("sigkill")), Budget: big.NewInt(10_000_000),
		ExpiredAt: new(big.Int).SetUint64(now + 86400), Nonce: new(big.Int)}
	cs, _ := v.Sign(dom, client.key)
	dl := new(big.Int).SetUint64(now + 3600)
	as, _ := v.SignAcceptance(dom, dl, provider.key)
	open, err := ledger.EncodeOpen(ledger.Open{V: v, ClientSig: cs, AcceptanceDeadline: dl, AcceptanceSig: as, Terms: terms})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := cl.Submit(ctx, open); err != nil {
		t.Fatalf("voucher: %v\n%s", err, p.output)
	}
	p.kill()
	p = w.startProc(t, db, listen, config)
	waitEpoch(p, 2)
	waitFor(t, 20*time.Second, "the voucher counted in a posted epoch", func() bool {
		_, leaf, err := cl.Account(ctx, client.addr, info(p).Latest)
		return err == nil && leaf.Debited != nil && leaf.Debited.Int64() == 10_000_000
	})

	// 2. SIGKILL while the postEpoch of the delivery's epoch sits unmined in the pool.
	d := crypto.Keccak256Hash([]byte("delivered"))
	ds, _ := v.SignDelivery(dom, d, provider.key)
	sub, err := ledger.EncodeSubmit(ledger.Submit{Slot: 0, V: v, Deliverable: d, ProviderSig: ds})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := cl.Submit(ctx, sub); err != nil {
		t.Fatal(err)
	}
	before := journalAttempts(t, db, "ledger-post:")
	n := lastEpoch() + 1
	if err := w.node.SetAutomine(ctx, false); err != nil {
		t.Fatal(err)
	}
	w.warp(interval + 1)
	waitFor(t, 20*time.Second, "the post of the delivery's epoch persisted", func() bool { return journalAttempts(t, db, "ledger-post:") > before })
	p.kill()
	if err := w.node.Mine(ctx, 1); err != nil {
		t.Fatal(err)
	}
	if err := w.node.SetAutomine(ctx, true); err != nil {
		t.Fatal(err)
	}
	if lastEpoch() != n {
		t.Fatalf("the in-flight post of epoch %d was not mined (last %d)", n, lastEpoch())
	}
	p = w.startProc(t, db, listen, config)
	waitFor(t, 20*time.Second, "the restarted daemon sees its epoch posted", func() bool { return info(p).Latest == n })
	e, err := cl.Epoch(ctx, n)
	if err != nil {
		t.Fatal(err)
	}
	onchain, err := bind.Call(lc, nil, L.PackEpochs(n), L.UnpackEpochs)
	if err != nil || common.Hash(onchain.StateRoot) != e.StateRoot {
		t.Fatalf("epoch %d: served root %s, on chain %x (%v)", n, e.StateRoot, onchain.StateRoot, err)
	}

	// 3. The result settles the job; every epoch number was posted once.
	id := v.JobID(dom)
	r := settlement.Result{JobID: new(big.Int).SetBytes(id[:]), Deliverable: d, SubmittedAt: e.Cutoff, Score: 7000, Passed: true,
		EvidenceHash: common.HexToHash("0xe1"), Nonce: big.NewInt(1), Deadline: e.Cutoff + 3000}
	rs, _ := r.Sign(dom.Results(), evaluator.key)
	res, err := ledger.EncodeResult(ledger.Result{Slot: 0, V: v, Terms: terms, Result: r, Signer: evaluator.addr, Sig: rs})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := cl.Submit(ctx, res); err != nil {
		t.Fatal(err)
	}
	waitEpoch(p, n+1)
	// Continuous at 7000: the provider gets 70 % of the budget less the 10 % fee; the evaluator the fee.
	want := map[common.Address]int64{provider.addr: 6_300_000, evaluator.addr: 1_000_000, client.addr: 2_700_000}
	waitFor(t, 20*time.Second, "the payouts in the served leaves", func() bool {
		for a, credited := range want {
			_, leaf, err := cl.Account(ctx, a, lastEpoch())
			if err != nil || leaf.Credited == nil || leaf.Credited.Int64() != credited {
				return false
			}
		}
		return true
	})
	abiL, err := ledgerbind.AsaLedgerMetaData.ParseABI()
	if err != nil {
		t.Fatal(err)
	}
	logs, err := w.client.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(deployBlock), Addresses: []common.Address{addr},
		Topics: [][]common.Hash{{abiL.Events["EpochPosted"].ID}}})
	if err != nil {
		t.Fatal(err)
	}
	seen := map[uint64]int{}
	for i := range logs {
		ev, err := L.UnpackEpochPostedEvent(&logs[i])
		if err != nil {
			t.Fatal(err)
		}
		seen[ev.Epoch]++
	}
	for k := uint64(1); k <= lastEpoch(); k++ {
		if seen[k] != 1 {
			t.Fatalf("epoch %d posted %d times", k, seen[k])
		}
	}
}
