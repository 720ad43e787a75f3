package settlement

import (
	"bytes"
	"math/big"
	"strconv"
	"testing"
)

// The seed corpora live in testdata/fuzz/<FuzzName>/; f.Add adds the committed fixtures too.

func FuzzParseAgreement(f *testing.F) {
	f.Add(readFixture(f, "agreement_research.json"))
	f.Fuzz(func(t *testing.T, data []byte) {
		plan, err := ParseAgreement(data, AgreementOptions{Now: fixtureNow})
		rep := CheckAgreement(data, AgreementOptions{Now: fixtureNow})
		if (err == nil) != (rep.Plan != nil) || (err == nil) == rep.Refused() {
			t.Fatalf("ParseAgreement (%v) and CheckAgreement (%d problems) disagree", err, len(rep.Problems))
		}
		for _, c := range rep.Clauses {
			if c.Verdict == VerdictRefused && err == nil {
				t.Fatalf("clause %+v refused in an accepted agreement", c)
			}
		}
		if err != nil {
			return
		}
		if err := plan.Terms.Validate(); err != nil {
			t.Fatalf("accepted terms are invalid: %v", err)
		}
		if plan.Budget.Sign() <= 0 || plan.Budget.Cmp(MaxBudget()) > 0 {
			t.Fatalf("budget %s", plan.Budget)
		}
		if len(plan.Evaluators) == 0 || plan.Quorum < 1 || int(plan.Quorum) > len(plan.Evaluators) {
			t.Fatalf("evaluators %v quorum %d", plan.Evaluators, plan.Quorum)
		}
		if plan.TermsHash != TermsHash(plan.Terms) || plan.ExpiredAt <= uint64(fixtureNow.Unix()) {
			t.Fatalf("hash or deadline: %+v", plan)
		}
	})
}

// FuzzCheckVerification: whatever the document, an accepted result's outcome is consistent: its composite
// is a score, Passed means no gate failed and no FAIL, and a result not passed releases nothing.
func FuzzCheckVerification(f *testing.F) {
	f.Add(readFixture(f, "verification_result.json"))
	plan, err := ParseAgreement(readFixture(f, "agreement_research.json"), AgreementOptions{Now: fixtureNow})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		out, err := CheckVerification(plan, data)
		if err != nil {
			return
		}
		if out.Composite > MaxBps || len(out.Dimensions) != len(plan.Quality.Dimensions) {
			t.Fatalf("outcome %+v", out)
		}
		failed := out.Determination == DeterminationFail
		for _, g := range out.Gates {
			failed = failed || !g.Passed
		}
		if out.Passed == failed || (!out.Passed && out.ReleaseBps != 0) {
			t.Fatalf("passed %t with gates %+v, determination %q, release %d", out.Passed, out.Gates, out.Determination, out.ReleaseBps)
		}
	})
}

func FuzzParseVerificationResult(f *testing.F) {
	f.Add(readFixture(f, "verification_result.json"))
	f.Fuzz(func(t *testing.T, data []byte) {
		vr, err := ParseVerificationResult(data)
		if err != nil {
			return
		}
		if vr.Score > MaxBps {
			t.Fatalf("score %d", vr.Score)
		}
		again, err := ParseVerificationResult(vr.Canonical)
		if err != nil || again.EvidenceHash != vr.EvidenceHash || again.Score != vr.Score {
			t.Fatalf("canonical form does not re-parse to the same result: %v", err)
		}
	})
}

func FuzzCanonicalJSON(f *testing.F) {
	f.Add([]byte(`{"b":[1,2.50,"x"],"a":{"c":null,"d":true}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := CanonicalJSON(data)
		if err != nil {
			return
		}
		again, err := CanonicalJSON(c)
		if err != nil || !bytes.Equal(again, c) {
			t.Fatalf("not idempotent: %q -> %q (%v)", c, again, err)
		}
	})
}

func FuzzParseAmount(f *testing.F) {
	for _, s := range []string{"5.00", "0.000001", "-1", "1e3", "99999999999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		v, err := ParseAmount(text, 6)
		if err != nil {
			return
		}
		back, err := ParseAmount(FormatAmount(v, 6), 6)
		if err != nil || back.Cmp(v) != 0 {
			t.Fatalf("%q -> %s -> %v (%v)", text, v, back, err)
		}
	})
}

func FuzzSplit(f *testing.F) {
	f.Add([]byte{0x4c, 0x4b, 0x40}, uint16(8500), uint16(100), true)
	f.Fuzz(func(t *testing.T, budget []byte, release, fee uint16, hasScore bool) {
		b := new(big.Int).SetBytes(budget)
		p, err := Split(b, release, fee, hasScore)
		if err != nil {
			return
		}
		if p.Total().Cmp(b) != 0 || p.Provider.Sign() < 0 || p.Client.Sign() < 0 || p.Fee.Sign() < 0 {
			t.Fatalf("budget %s: %v", b, p)
		}
	})
}

// TestAgreementSeedCorpus keeps the valid seeds of the agreement corpus valid.
func TestAgreementSeedCorpus(t *testing.T) {
	for _, name := range []string{"seed_research", "continuous", "rolling_multi", "binary"} {
		raw := readFixture(t, "fuzz/FuzzParseAgreement/"+name)
		_, quoted, _ := bytes.Cut(bytes.TrimSuffix(raw, []byte(")\n")), []byte("[]byte("))
		doc, err := strconv.Unquote(string(quoted))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		plan, err := ParseAgreement([]byte(doc), AgreementOptions{Now: fixtureNow})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if err := plan.Terms.Validate(); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
}
