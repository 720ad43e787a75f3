package settlement

import (
	"bytes"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
)

// The evaluator of the fixture agreement: anvil's well-known test account 2 (never a real key).
const evaluatorKeyHex = "5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a"

func evaluatorKey(t testing.TB) *ecdsa.PrivateKey {
	t.Helper()
	k, err := crypto.HexToECDSA(evaluatorKeyHex)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

var testDomain = Domain{ChainID: big.NewInt(8453), Escrow: common.HexToAddress("0x5FbDB2315678afecb367f032d93F642f64180aa3")}

func fixtureResult(t testing.TB) (Result, *VerificationResult) {
	t.Helper()
	vr, err := ParseVerificationResult(readFixture(t, "verification_result.json"))
	if err != nil {
		t.Fatal(err)
	}
	job := JobRef{JobID: big.NewInt(42), Deliverable: vr.Deliverable, SubmittedAt: 1774539000}
	r, err := vr.Result(job, big.NewInt(1), 1774625400)
	if err != nil {
		t.Fatal(err)
	}
	return r, vr
}

func TestParseVerificationResultFixture(t *testing.T) {
	r, vr := fixtureResult(t)
	if vr.Score != 8610 || r.Score != 8610 {
		t.Fatalf("score %d", vr.Score)
	}
	if vr.Deliverable != common.HexToHash("0xfedcba0000000000000000000000000000000000000000000000000000000001") {
		t.Fatalf("deliverable %s", vr.Deliverable)
	}
	if vr.VerificationID != "ver-2026-03-26-x1y2z3" || vr.AgreementID != "asa-2026-03-26-a1b2c3d4" {
		t.Fatalf("ids %q %q", vr.VerificationID, vr.AgreementID)
	}
	if vr.EvidenceHash != crypto.Keccak256Hash(vr.Canonical) {
		t.Fatal("evidence hash is not keccak256 of the canonical form")
	}
	// Re-formatting the document (whitespace, key order) keeps the evidence hash.
	again, err := ParseVerificationResult(vr.Canonical)
	if err != nil || again.EvidenceHash != vr.EvidenceHash {
		t.Fatalf("canonical form re-parsed: %v", err)
	}
	// A changed evidence text changes it.
	changed := bytes.Replace(readFixture(t, "verification_result.json"), []byte("마감 847초"), []byte("마감 848초"), 1)
	other, err := ParseVerificationResult(changed)
	if err != nil || other.EvidenceHash == vr.EvidenceHash {
		t.Fatal("evidence hash ignores the evidence")
	}
	// The result must bind to the deliverable stored on chain.
	if _, err := vr.Result(JobRef{JobID: big.NewInt(1), Deliverable: common.Hash{1}}, big.NewInt(0), 0); err == nil {
		t.Fatal("result for another deliverable accepted")
	}
	if _, err := vr.Result(JobRef{Deliverable: vr.Deliverable}, big.NewInt(0), 0); err == nil {
		t.Fatal("nil job id accepted")
	}
}

func TestParseVerificationResultProblems(t *testing.T) {
	cases := []struct{ doc, want string }{
		{`{"composite":{"score":86.123},"evidence_trail":{"deliverable_hash":"sha256:` + strings.Repeat("ab", 32) + `"}}`,
			"composite.score: must be 0..100 with at most two decimals"},
		{`{"composite":{"score":101},"evidence_trail":{"deliverable_hash":"sha256:` + strings.Repeat("ab", 32) + `"}}`,
			"composite.score: must be 0..100"},
		{`{"composite":{"score":-1},"evidence_trail":{"deliverable_hash":"sha256:` + strings.Repeat("ab", 32) + `"}}`,
			"composite.score: must be 0..100"},
		{`{"composite":{"score":"high"},"evidence_trail":{"deliverable_hash":"sha256:` + strings.Repeat("ab", 32) + `"}}`,
			"composite.score: must be 0..100"},
		{`{"composite":{"score":86.1},"evidence_trail":{"deliverable_hash":"sha256:fedcba..."}}`,
			"evidence_trail.deliverable_hash: content hash \"sha256:fedcba...\": want 64 hex digits"},
		{`{"composite":{"score":86.1},"evidence_trail":{"deliverable_hash":"md5:00"}}`,
			"evidence_trail.deliverable_hash: content hash \"md5:00\" does not start with sha256:"},
		{`{"composite":{"score":86.1}}`, "evidence_trail: required"},
		{`{"evidence_trail":{"deliverable_hash":"sha256:` + strings.Repeat("ab", 32) + `"}}`, "composite: required"},
		{`{"composite":{"score":86.1},"deliverable":{"content_hash":"sha256:` + strings.Repeat("cd", 32) + `"},"evidence_trail":{"deliverable_hash":"sha256:` + strings.Repeat("ab", 32) + `"}}`,
			"deliverable.content_hash: differs from evidence_trail.deliverable_hash"},
	}
	for _, c := range cases {
		_, err := ParseVerificationResult([]byte(c.doc))
		var ve *ValidationError
		if !errors.As(err, &ve) || len(ve.Problems) != 1 || !strings.HasPrefix(ve.Problems[0].String(), c.want) {
			t.Errorf("%s\n got %v\nwant %q", c.doc, err, c.want)
		}
	}
	for _, doc := range []string{``, `[]`, `{"a":1,"a":1}`, `{"a":1} x`} {
		if _, err := ParseVerificationResult([]byte(doc)); err == nil {
			t.Errorf("%q accepted", doc)
		}
	}
}

func TestCanonicalJSON(t *testing.T) {
	cases := []struct{ in, want string }{
		{` { "b" : 1 , "a" : [ true , null , 86.10, 1e2, -0 ] } `, `{"a":[true,null,86.10,1e2,-0],"b":1}`},
		{`{"é":1,"z":2,"A":3,"":4}`, `{"":4,"A":3,"z":2,"é":1}`},
		{`"<&>\u00e9\n\u0001\/"`, "\"<&>é\\n\\u0001/\""},
		{`{"k":"tab\there \"q\" \\"}`, `{"k":"tab\there \"q\" \\"}`},
		{`[]`, `[]`},
		{`{}`, `{}`},
		{`{"n":{"m":{}}}`, `{"n":{"m":{}}}`},
	}
	for _, c := range cases {
		got, err := CanonicalJSON([]byte(c.in))
		if err != nil || string(got) != c.want {
			t.Errorf("CanonicalJSON(%s) = %s, %v; want %s", c.in, got, err, c.want)
		}
		again, err := CanonicalJSON(got)
		if err != nil || !bytes.Equal(again, got) {
			t.Errorf("not idempotent: %s -> %s", got, again)
		}
	}
}

func TestAnvilTestKeys(t *testing.T) {
	// The fixture's addresses are anvil's default accounts; check the evaluator's key matches it.
	if got := crypto.PubkeyToAddress(evaluatorKey(t).PublicKey); got != common.HexToAddress("0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC") {
		t.Fatalf("evaluator key is %s", got)
	}
}

// TestDigestMatchesTypedData checks the hand-built EIP-712 digest against go-ethereum's apitypes.
func TestDigestMatchesTypedData(t *testing.T) {
	r, _ := fixtureResult(t)
	variants := []Result{r, {}, {JobID: new(big.Int).Lsh(big.NewInt(1), 255), Nonce: big.NewInt(7), Score: 10000, SubmittedAt: ^uint64(0), Deadline: ^uint64(0)}}
	for i, v := range variants {
		want, _, err := apitypes.TypedDataAndHash(v.TypedData(testDomain))
		if err != nil {
			t.Fatal(err)
		}
		if got := v.Digest(testDomain); !bytes.Equal(got[:], want) {
			t.Fatalf("variant %d: digest %x, apitypes %x", i, got, want)
		}
	}
	// The digest binds chain and escrow.
	other := Domain{ChainID: big.NewInt(84532), Escrow: testDomain.Escrow}
	if r.Digest(other) == r.Digest(testDomain) {
		t.Fatal("digest ignores the chain id")
	}
	if r.Digest(Domain{ChainID: testDomain.ChainID, Escrow: common.Address{1}}) == r.Digest(testDomain) {
		t.Fatal("digest ignores the escrow")
	}
}

func TestSignVerify(t *testing.T) {
	r, _ := fixtureResult(t)
	key := evaluatorKey(t)
	evaluator := crypto.PubkeyToAddress(key.PublicKey)
	sig, err := r.Sign(testDomain, key)
	if err != nil {
		t.Fatal(err)
	}
	if len(sig) != 65 || (sig[64] != 27 && sig[64] != 28) {
		t.Fatalf("signature shape: %d bytes v=%d", len(sig), sig[64])
	}
	if err := r.Verify(testDomain, sig, evaluator); err != nil {
		t.Fatal(err)
	}
	// v as 0/1 is accepted too.
	low := common.CopyBytes(sig)
	low[64] -= 27
	if err := r.Verify(testDomain, low, evaluator); err != nil {
		t.Fatal(err)
	}
	// Any change to the result, the domain or the signature breaks it.
	tampered := []Result{r, r, r, r, r}
	tampered[0].Score = 9000
	tampered[1].Deliverable[0] ^= 1
	tampered[2].SubmittedAt++
	tampered[3].Nonce = big.NewInt(2)
	tampered[4].JobID = big.NewInt(43)
	for i, x := range tampered {
		if err := x.Verify(testDomain, sig, evaluator); err == nil {
			t.Errorf("tampered result %d verified", i)
		}
	}
	if err := r.Verify(Domain{ChainID: big.NewInt(1), Escrow: testDomain.Escrow}, sig, evaluator); err == nil {
		t.Error("signature verified on another chain")
	}
	other, _ := crypto.GenerateKey()
	if err := r.Verify(testDomain, sig, crypto.PubkeyToAddress(other.PublicKey)); err == nil {
		t.Error("signature verified for another evaluator")
	}
	// High-s twin of a valid signature is refused (malleability), as OpenZeppelin's ECDSA does.
	n := crypto.S256().Params().N
	s := new(big.Int).SetBytes(sig[32:64])
	twin := common.CopyBytes(sig)
	new(big.Int).Sub(n, s).FillBytes(twin[32:64])
	twin[64] = 27 + (28 - sig[64])
	if _, err := r.Recover(testDomain, twin); err == nil || !strings.Contains(err.Error(), "high s") {
		t.Errorf("high-s signature: %v", err)
	}
	for _, bad := range [][]byte{nil, sig[:64], append(common.CopyBytes(sig[:64]), 29)} {
		if _, err := r.Recover(testDomain, bad); err == nil {
			t.Errorf("signature %x accepted", bad)
		}
	}
	// The key never appears in errors.
	bad := r
	bad.Score = 10001
	if _, err := bad.Sign(testDomain, key); err == nil || strings.Contains(err.Error(), evaluatorKeyHex) {
		t.Errorf("score 10001 signed or key leaked: %v", err)
	}
}

func TestContentHash(t *testing.T) {
	h := ContentHash([]byte("hello"))
	if h != "sha256:2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824" {
		t.Fatal(h)
	}
	b, err := ParseContentHash(h)
	if err != nil || b != common.HexToHash("0x2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824") {
		t.Fatalf("%s %v", b, err)
	}
	for _, bad := range []string{"", "sha256:", "sha256:zz" + strings.Repeat("0", 62), "0x" + strings.Repeat("0", 64), "sha256:" + strings.Repeat("0", 66)} {
		if _, err := ParseContentHash(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
