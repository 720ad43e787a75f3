package visibility

import (
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/settlement"
)

// TestAllowsMatrix checks every visibility, audience and detail against the table the README states.
func TestAllowsMatrix(t *testing.T) {
	const (
		P = 1 << Party
		R = 1 << Reputation
		O = 1 << Outsider
	)
	all := P | R | O
	// who may see each detail, per visibility
	want := map[settlement.Visibility]map[Detail]int{
		settlement.VisibilityParties: {
			Summary: all, EvaluatorIdentities: all, Results: P, Timeline: P, VerificationDocuments: P,
			AgreementDocument: P, PriceFlag: P, Aggregates: 0,
		},
		settlement.VisibilityPartiesAndReputation: {
			Summary: all, EvaluatorIdentities: all, Results: P, Timeline: P, VerificationDocuments: P,
			AgreementDocument: P, PriceFlag: P, Aggregates: all,
		},
		settlement.VisibilityPublic: {
			Summary: all, EvaluatorIdentities: all, Results: all, Timeline: all, VerificationDocuments: all,
			AgreementDocument: all, PriceFlag: all, Aggregates: all,
		},
	}
	for v, table := range want {
		if len(table) != len(Details()) {
			t.Fatalf("%s: the table covers %d details, there are %d", v, len(table), len(Details()))
		}
		for _, d := range Details() {
			for _, a := range []Audience{Party, Reputation, Outsider} {
				if got, exp := Allows(v, a, d), table[d]&(1<<a) != 0; got != exp {
					t.Errorf("Allows(%s, %s, %s) = %v, want %v", v, a, d, got, exp)
				}
			}
		}
	}
}

func TestAllowsFailsClosed(t *testing.T) {
	for _, d := range Details() {
		for _, a := range []Audience{Party, Reputation, Outsider, Audience(9)} {
			got := Allows(settlement.Visibility("friends"), a, d)
			if got != (d == Summary || d == EvaluatorIdentities) {
				t.Errorf("unknown visibility: Allows(%s, %s) = %v", a, d, got)
			}
		}
	}
	if Allows(settlement.VisibilityPublic, Outsider, Detail(99)) {
		t.Error("an unknown detail is allowed")
	}
	if Allows(settlement.VisibilityParties, Audience(9), Results) {
		t.Error("an unknown audience sees results of a parties-only job")
	}
}

func TestOnChainSaysWhere(t *testing.T) {
	onChain := map[Detail]bool{Summary: true, EvaluatorIdentities: true, Results: true, Timeline: true}
	for _, d := range Details() {
		p := OnChain(d)
		if p.OnChain != onChain[d] {
			t.Errorf("%s: on chain %v, want %v", d, p.OnChain, onChain[d])
		}
		if p.OnChain && p.Where == "" || !p.OnChain && p.Note == "" {
			t.Errorf("%s: %+v says nothing", d, p)
		}
	}
}

func TestAudienceOf(t *testing.T) {
	a := func(s string) common.Address { return common.HexToAddress(s) }
	p := Parties{Client: a("0x01"), Provider: a("0x02"), Evaluators: []common.Address{a("0x03"), a("0x04")}, BackupEvaluator: a("0x05"), Resolver: a("0x06")}
	for _, who := range []string{"0x01", "0x02", "0x03", "0x04", "0x05", "0x06"} {
		addr := a(who)
		if AudienceOf(&addr, p) != Party {
			t.Errorf("%s is not a party", who)
		}
	}
	stranger, zero := a("0x07"), common.Address{}
	if AudienceOf(&stranger, p) != Outsider || AudienceOf(nil, p) != Outsider {
		t.Error("a stranger or an anonymous viewer is a party")
	}
	noBackup := Parties{Client: a("0x01"), Provider: a("0x02")}
	if AudienceOf(&zero, noBackup) != Outsider {
		t.Error("the zero address matches an absent backup evaluator")
	}
}

func TestOfAndServes(t *testing.T) {
	h := common.Hash{1}
	if v := Of(common.Hash{}, "", false); v != settlement.VisibilityPublic {
		t.Errorf("no document: %q", v)
	}
	if v := Of(h, "", false); v != Unknown {
		t.Errorf("document not registered: %q", v)
	}
	if v := Of(h, settlement.VisibilityParties, true); v != settlement.VisibilityParties {
		t.Errorf("registered: %q", v)
	}
	for _, d := range Details() {
		if got, want := Serves(Unknown, Outsider, d), d == Summary || d == EvaluatorIdentities; got != want {
			t.Errorf("unknown visibility, outsider, %s: %v", d, got)
		}
		if got, want := Serves(Unknown, Party, d), d != Aggregates; got != want {
			t.Errorf("unknown visibility, party, %s: %v", d, got)
		}
		if got, want := Serves(Unknown, Reputation, d), d == Summary || d == EvaluatorIdentities; got != want {
			t.Errorf("unknown visibility, reputation, %s: %v", d, got)
		}
		for _, v := range []settlement.Visibility{settlement.VisibilityParties, settlement.VisibilityPartiesAndReputation, settlement.VisibilityPublic} {
			for _, a := range []Audience{Outsider, Party, Reputation} {
				if Serves(v, a, d) != Allows(v, a, d) {
					t.Errorf("Serves(%s, %s, %s) differs from Allows", v, a, d)
				}
			}
		}
	}
}
