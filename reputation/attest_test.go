package reputation

import (
	"context"
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"
)

func testSigner(t testing.TB) *Signer {
	t.Helper()
	k, err := crypto.HexToECDSA("4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318")
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewSigner(k)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func signedFixtureAnswer(t testing.TB, excluded ...uint64) (*Answer, *Ledger) {
	t.Helper()
	l := fixture(t).ledger(200)
	a, err := NewAnswer(l, 31337, provider, excluded)
	if err != nil {
		t.Fatal(err)
	}
	if err := testSigner(t).SignAnswer(context.Background(), a); err != nil {
		t.Fatal(err)
	}
	return a, l
}

// roundTrip sends the answer through JSON, as a daemon serves it and a client reads it.
func roundTrip(t testing.TB, a *Answer) *Answer {
	t.Helper()
	data, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	var out Answer
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	return &out
}

func TestAnswerVerifies(t *testing.T) {
	a, l := signedFixtureAnswer(t, 4)
	a = roundTrip(t, a)
	if len(a.Reports) != 6 || a.Signer != testSigner(t).Address() || len(a.ExcludedJobs) != 1 {
		t.Fatalf("answer: %d reports, signer %s, excluded %v", len(a.Reports), a.Signer, a.ExcludedJobs)
	}
	v, err := Verify(a, l, VerifyOptions{Signer: testSigner(t).Address(), ChainID: 31337})
	if err != nil {
		t.Fatal(err)
	}
	if !v.Valid() || !v.SignerPinned || v.Reports != 6 || v.Excluded != 1 {
		t.Fatalf("verification %+v", v)
	}
	// The provider's all-time report is the fixture's figures without job 4.
	if f := a.Reports[0].Figures; a.Reports[0].Role != "provider" || a.Reports[0].Window != "all" || f.Jobs != 8 || f.Silences != 1 {
		t.Errorf("first report %+v", a.Reports[0])
	}
}

// TestAnswerTampering changes one thing at a time in a signed answer; each change must be caught.
func TestAnswerTampering(t *testing.T) {
	other, _ := crypto.GenerateKey()
	cases := []struct {
		name   string
		change func(a *Answer)
		want   string // a substring of one mismatch
	}{
		{"a figure", func(a *Answer) { a.Reports[2].Figures.Passed++ }, "provider/30d passed"},
		{"a figure, re-signed by the same key", func(a *Answer) {
			a.Reports[1].Figures.Jobs++
			_ = testSigner(t).SignAnswer(context.Background(), a)
		}, "provider/90d jobs: answer says 8, the chain says 7"},
		{"a displayed rate", func(a *Answer) { s := "99.00"; a.Reports[0].Rates.PassRate = &s }, "provider/all rates"},
		{"the excluded jobs", func(a *Answer) { a.ExcludedJobs = nil }, "provider/all signer"},
		{"the excluded jobs, re-signed", func(a *Answer) {
			a.ExcludedJobs = []string{"1"}
			_ = testSigner(t).SignAnswer(context.Background(), a)
		}, "provider/30d jobs: answer says 6, the chain says 7"},
		{"the window start", func(a *Answer) { a.Reports[2].WindowStart = 0 }, "provider/30d signature: answer says an invalid one (attestation: window 30d"},
		{"the block", func(a *Answer) { a.Block.Number++ }, "block"},
		{"the escrow", func(a *Answer) { a.Escrow = common.HexToAddress("0x01") }, "escrow"},
		{"the chain", func(a *Answer) { a.ChainID = 1 }, "chainId"},
		{"the subject", func(a *Answer) { a.Subject = eval1 }, "signer"},
		{"another signer", func(a *Answer) {
			s, _ := NewSigner(other)
			_ = s.SignAnswer(context.Background(), a)
		}, "signer: answer says"},
		{"a missing report", func(a *Answer) { a.Reports = a.Reports[:5] }, "evaluator/30d report: answer says missing"},
		{"a garbled signature", func(a *Answer) { a.Reports[3].Signature = "0x1234" }, "evaluator/all signature"},
		{"no signature", func(a *Answer) { a.Reports[4].Signature = "" }, "evaluator/90d signature"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a, l := signedFixtureAnswer(t, 4)
			c.change(a)
			v, err := Verify(roundTrip(t, a), l, VerifyOptions{Signer: testSigner(t).Address(), ChainID: 31337})
			if err != nil {
				t.Fatal(err)
			}
			if v.Valid() {
				t.Fatal("the change went unnoticed")
			}
			var all []string
			for _, m := range v.Mismatches {
				all = append(all, m.String())
			}
			if !strings.Contains(strings.Join(all, "\n"), c.want) {
				t.Fatalf("mismatches:\n%s\nwant one containing %q", strings.Join(all, "\n"), c.want)
			}
		})
	}
}

func TestAnswerMalformed(t *testing.T) {
	for name, change := range map[string]func(a *Answer){
		"unknown role":    func(a *Answer) { a.Reports[0].Role = "client" },
		"unknown window":  func(a *Answer) { a.Reports[0].Window = "7d" },
		"bad excluded id": func(a *Answer) { a.ExcludedJobs = []string{"x"} },
		"repeated report": func(a *Answer) { a.Reports[1] = a.Reports[0] },
	} {
		a, l := signedFixtureAnswer(t)
		change(a)
		if _, err := Verify(a, l, VerifyOptions{}); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// TestDigestByHand recomputes the EIP-712 digest from the encoding rules, independently of go-ethereum's
// typed-data encoder the package uses.
func TestDigestByHand(t *testing.T) {
	a, _ := signedFixtureAnswer(t, 4, 7)
	att, err := a.Attestation(2)
	if err != nil {
		t.Fatal(err)
	}
	word := func(v uint64) []byte { return math.U256Bytes(new(big.Int).SetUint64(v)) }
	var ids []byte
	for _, id := range att.ExcludedJobs {
		ids = append(ids, word(id)...)
	}
	f := att.Figures
	structHash := crypto.Keccak256(
		crypto.Keccak256([]byte(AttestationType)),
		common.LeftPadBytes(att.Subject[:], 32), word(uint64(att.Role)), word(uint64(att.Window)), word(att.WindowStart),
		word(att.Block.Number), att.Block.Hash[:], word(att.Block.Time), crypto.Keccak256(ids),
		word(f.Jobs), word(f.Scored), word(f.Passed), word(f.CompositeSum), word(f.Settled), word(f.ReleasedBpsSum),
		word(f.Disputed), word(f.DeliveryDue), word(f.DeliveredOnTime), word(f.Silences),
	)
	domain := crypto.Keccak256(
		crypto.Keccak256([]byte("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)")),
		crypto.Keccak256([]byte(DomainName)), crypto.Keccak256([]byte(DomainVersion)), word(31337), common.LeftPadBytes(escrowAddr[:], 32),
	)
	want := crypto.Keccak256Hash([]byte{0x19, 0x01}, domain, structHash)
	got, err := att.Digest(a.Domain())
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Fatalf("digest %s, by hand %s", got, want)
	}
	sig := hexutil.MustDecode(a.Reports[2].Signature)
	pub, err := crypto.SigToPub(want[:], append(sig[:64:64], sig[64]-27))
	if err != nil || crypto.PubkeyToAddress(*pub) != testSigner(t).Address() {
		t.Fatalf("the signature does not recover to the signer over the hand-made digest: %v", err)
	}
}

func TestRecoverRefusesHighS(t *testing.T) {
	a, _ := signedFixtureAnswer(t)
	att, _ := a.Attestation(0)
	sig := hexutil.MustDecode(a.Reports[0].Signature)
	// The other valid signature of the same digest: s' = n - s, v flipped.
	n := crypto.S256().Params().N
	s := new(big.Int).Sub(n, new(big.Int).SetBytes(sig[32:64]))
	high := append(append(append([]byte{}, sig[:32]...), common.LeftPadBytes(s.Bytes(), 32)...), 27+(1-(sig[64]-27)))
	if _, err := Recover(a.Domain(), att, high); err == nil {
		t.Fatal("a high-s signature recovered")
	}
	if got, err := Recover(a.Domain(), att, sig); err != nil || got != testSigner(t).Address() {
		t.Fatalf("the low-s signature: %s, %v", got, err)
	}
}

func TestAttestationChecks(t *testing.T) {
	d := Domain{ChainID: big.NewInt(1), Escrow: escrowAddr}
	bad := []Attestation{
		{Role: 3},
		{Role: RoleProvider, ExcludedJobs: []uint64{2, 1}},
		{Role: RoleProvider, ExcludedJobs: []uint64{1, 1}},
		{Role: RoleProvider, Window: Last30, Block: BlockRef{Time: 100 * day}, WindowStart: 0},
	}
	for i, a := range bad {
		if _, err := a.Digest(d); err == nil {
			t.Errorf("attestation %d accepted: %+v", i, a)
		}
	}
	if _, err := NewSigner(nil); err == nil {
		t.Error("nil key accepted")
	}
}
