package main

import (
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/ledger"
)

// inflated is the chain as a dishonest operator pretends it is: account idx deposited more than it did.
type inflated struct {
	*chainView
	idx   uint32
	extra *big.Int
}

func (c inflated) Deposited(i uint32) *big.Int {
	d := c.chainView.Deposited(i)
	if i == c.idx {
		return new(big.Int).Add(d, c.extra)
	}
	return d
}

// asa ledger challenge, verifier mode through the binary: an honest epoch replays clean (nothing sent,
// --dry-run needs no key); an epoch that counts a deposit nobody made is found, its fraud proof is sent with
// the challenger's key, the ledger goes to exit mode and the challenger holds the operator's bond.
func TestLedgerChallengeOnAnvil(t *testing.T) {
	f := newLedgerFixture(t)
	a := crypto.PubkeyToAddress(mustKey(t, 0).PublicKey)
	tok := bindings.NewTestUSDC()
	f.transact(mustKey(t, 0), f.token, tok.PackApprove(f.ledger, big.NewInt(tlRegFee+1_000_000)))
	f.transact(mustKey(t, 0), f.ledger, f.L.PackRegister())
	f.transact(mustKey(t, 0), f.ledger, f.L.PackDeposit(big.NewInt(1_000_000)))
	f.index(a)
	f.postEpoch(f.sync(a, new(big.Int), new(big.Int), nil))
	args := append([]string{"ledger", "challenge", "--operator", f.api.URL, "--dry-run"}, f.on...)
	clean := ledgerJSON[ledgerChallenged](t, nil, args...)
	if len(clean.Findings) != 0 || clean.Checked != 1 || clean.Last != 1 {
		t.Fatalf("an honest epoch: %+v", clean)
	}
	if out := mustRun(t, nil, args[:len(args)]...); !strings.Contains(out, "nothing to challenge") {
		t.Fatalf("an honest epoch's report: %s", out)
	}

	// Epoch 2 counts 5 USDC a never deposited.
	f.warp((tlInterval + 1) * 1e9)
	st, n := f.src.next()
	liar := inflated{chainView: f.view, idx: f.view.AccountIndex(a), extra: big.NewInt(5_000_000)}
	b := ledger.NewEpoch(st, n, f.now())
	tr, err := ledger.EncodeSync(ledger.Sync{Account: liar.idx, Deposits: liar.Deposited(liar.idx), Withdrawals: new(big.Int), SignedTotal: new(big.Int)})
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Add(liar, tr); err != nil {
		t.Fatal(err)
	}
	ep := b.Close()
	f.transact(f.opKey, f.ledger, st.PostEpochCalldata(ep))
	f.src.add(st, ep)

	dry := ledgerJSON[ledgerChallenged](t, nil, args...)
	if len(dry.Findings) != 1 || dry.Findings[0].Epoch != 2 || dry.Findings[0].Fault == "" || dry.Findings[0].Challenge != nil {
		t.Fatalf("--dry-run on the wrong epoch: %+v", dry)
	}
	challenger := crypto.PubkeyToAddress(mustKey(t, 2).PublicKey)
	before := f.balance(challenger)
	sent := ledgerJSON[ledgerChallenged](t, []string{devKeyEnv(t, 2)}, append([]string{"ledger", "challenge", "--operator", f.api.URL}, f.on...)...)
	if len(sent.Findings) != 1 || sent.Findings[0].Challenge == nil || sent.Findings[0].Epoch != 2 {
		t.Fatalf("the challenge: %+v", sent)
	}
	if got := new(big.Int).Sub(f.balance(challenger), before); got.Int64() != tlBond {
		t.Fatalf("the challenger gained %s, want the bond %d", got, tlBond)
	}
	if !viewCall(f.view, f.L.PackExitMode(), f.L.UnpackExitMode) {
		t.Fatal("the ledger is not in exit mode after the challenge")
	}
}
