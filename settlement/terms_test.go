package settlement

import (
	"bytes"
	"math/big"
	"math/rand"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

func TestPackTiers(t *testing.T) {
	p := mustPack(t, seedTiers)
	// tier 0 in the low 32 bits: minScore 9000 (0x2328) high, 10000 (0x2710) low.
	low := new(big.Int).And(p, big.NewInt(0xffffffff)).Uint64()
	if low != 0x23282710 {
		t.Fatalf("tier 0 word %#x", low)
	}
	back, err := UnpackTiers(p, 3)
	if err != nil {
		t.Fatal(err)
	}
	for i := range seedTiers {
		if back[i] != seedTiers[i] {
			t.Fatalf("round trip %v != %v", back, seedTiers)
		}
	}
	full := []Tier{{10000, 10000}, {9000, 1}, {8000, 2}, {7000, 3}, {6000, 4}, {5000, 5}, {4000, 6}, {0, 7}}
	p = mustPack(t, full)
	if p.BitLen() != 227 { // tier 7 = (0, 7) in bits 224..255
		t.Fatalf("8 tiers use %d bits", p.BitLen())
	}
	back, _ = UnpackTiers(p, 8)
	for i := range full {
		if back[i] != full[i] {
			t.Fatalf("8-tier round trip %v", back)
		}
	}
	bad := [][]Tier{
		nil,
		append(full, Tier{}),
		{{9000, 1}, {9000, 2}},
		{{8000, 1}, {9000, 2}},
		{{10001, 1}},
		{{1, 10001}},
	}
	for _, b := range bad {
		if _, err := PackTiers(b); err == nil {
			t.Errorf("PackTiers(%v) accepted", b)
		}
	}
}

func validTerms(t testing.TB) Terms {
	return Terms{
		Policy: PolicyGraduated, TierCount: 3, Tiers: mustPack(t, seedTiers),
		SilenceAction: ActionHoldForBackupEvaluator, FallbackAction: ActionSplit5050, DisputeDefault: ActionPolicyOutcome,
		DisputeThreshold: 6000, EvaluatorFeeBps: 100, FundTimeout: 86400, EvaluateTimeout: 3600, BackupTimeout: 3600,
		ChallengeWindow: 7200, DisputeTimeout: 259200,
		BackupEvaluator: common.HexToAddress("0x90F79bf6EB2c4f870365E785982E1f101E93b906"),
		Resolver:        common.HexToAddress("0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65"),
	}
}

func TestTermsValidate(t *testing.T) {
	if err := validTerms(t).Validate(); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name   string
		mutate func(*Terms)
		want   string
	}{
		{"policy none", func(x *Terms) { x.Policy = PolicyNone }, "not an ASA release policy"},
		{"zero tiers", func(x *Terms) { x.TierCount = 0 }, "tierCount 0"},
		{"continuous with tiers", func(x *Terms) { x.Policy = PolicyContinuous }, "want 0 for continuous"},
		{"window on graduated", func(x *Terms) { x.RollingWindow = 3 }, "rollingWindow 3"},
		{"rolling without window", func(x *Terms) { x.Policy = PolicyRollingAverage }, "rollingWindow 0"},
		{"rolling window 17", func(x *Terms) { x.Policy, x.RollingWindow = PolicyRollingAverage, 17 }, "rollingWindow 17"},
		{"stray tier bits", func(x *Terms) { x.TierCount = 2 }, "bits set beyond"},
		{"hold without backup", func(x *Terms) { x.BackupEvaluator = common.Address{} }, "needs a backup evaluator"},
		{"fallback hold", func(x *Terms) { x.FallbackAction = ActionHoldForBackupEvaluator }, "fallbackAction"},
		{"silence policy outcome", func(x *Terms) { x.SilenceAction = ActionPolicyOutcome }, "silenceAction"},
		{"dispute default hold", func(x *Terms) { x.DisputeDefault = ActionHoldForBackupEvaluator }, "disputeDefault"},
		{"fee above cap", func(x *Terms) { x.EvaluatorFeeBps = MaxEvaluatorFeeBps + 1 }, "evaluatorFeeBps"},
		{"threshold 10001", func(x *Terms) { x.DisputeThreshold = 10001 }, "disputeThreshold"},
		{"no fund timeout", func(x *Terms) { x.FundTimeout = 0 }, "fundTimeout"},
		{"resolver without timeout", func(x *Terms) { x.DisputeTimeout = 0 }, "disputeTimeout"},
		{"nil tiers", func(x *Terms) { x.Tiers = nil }, "not a uint256"},
		{"backup without hold", func(x *Terms) { x.SilenceAction = ActionSplit5050 }, "only allowed with silenceAction"},
		{"threshold without resolver", func(x *Terms) { x.Resolver = common.Address{} }, "disputeThreshold needs a resolver"},
		{"timeout above a year", func(x *Terms) { x.ChallengeWindow = MaxTimeout + 1 }, "challengeWindow 31536001"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			x := validTerms(t)
			c.mutate(&x)
			err := x.Validate()
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want %q", err, c.want)
			}
		})
	}
}

// TestTermsHashMatchesABIEncode checks Words against go-ethereum's ABI encoder for the Solidity tuple.
func TestTermsHashMatchesABIEncode(t *testing.T) {
	components := []abi.ArgumentMarshaling{
		{Name: "policy", Type: "uint8"}, {Name: "tierCount", Type: "uint8"}, {Name: "rollingWindow", Type: "uint8"},
		{Name: "silenceAction", Type: "uint8"}, {Name: "fallbackAction", Type: "uint8"}, {Name: "disputeDefault", Type: "uint8"},
		{Name: "disputeThreshold", Type: "uint16"}, {Name: "evaluatorFeeBps", Type: "uint16"},
		{Name: "collateralBps", Type: "uint16"}, {Name: "acceptanceRequired", Type: "bool"},
		{Name: "fundTimeout", Type: "uint32"}, {Name: "evaluateTimeout", Type: "uint32"}, {Name: "backupTimeout", Type: "uint32"},
		{Name: "challengeWindow", Type: "uint32"}, {Name: "disputeTimeout", Type: "uint32"}, {Name: "minDeliveryTime", Type: "uint32"},
		{Name: "backupEvaluator", Type: "address"}, {Name: "resolver", Type: "address"}, {Name: "tiers", Type: "uint256"},
	}
	typ, err := abi.NewType("tuple", "", components)
	if err != nil {
		t.Fatal(err)
	}
	args := abi.Arguments{{Type: typ}}
	type abiTerms struct {
		Policy, TierCount, RollingWindow, SilenceAction, FallbackAction, DisputeDefault uint8
		DisputeThreshold, EvaluatorFeeBps, CollateralBps                                uint16
		AcceptanceRequired                                                              bool
		FundTimeout, EvaluateTimeout, BackupTimeout, ChallengeWindow, DisputeTimeout    uint32
		MinDeliveryTime                                                                 uint32
		BackupEvaluator, Resolver                                                       common.Address
		Tiers                                                                           *big.Int
	}
	r := rand.New(rand.NewSource(7))
	for i := range 200 {
		x := validTerms(t)
		if i > 0 {
			x = Terms{
				Policy: Policy(r.Intn(4)), TierCount: uint8(r.Intn(9)), RollingWindow: uint8(r.Intn(17)),
				SilenceAction: Action(r.Intn(5)), FallbackAction: Action(r.Intn(5)), DisputeDefault: Action(r.Intn(5)),
				DisputeThreshold: uint16(r.Intn(1 << 16)), EvaluatorFeeBps: uint16(r.Intn(1 << 16)),
				CollateralBps: uint16(r.Intn(1 << 16)), AcceptanceRequired: r.Intn(2) == 1,
				FundTimeout: r.Uint32(), EvaluateTimeout: r.Uint32(), BackupTimeout: r.Uint32(),
				ChallengeWindow: r.Uint32(), DisputeTimeout: r.Uint32(), MinDeliveryTime: r.Uint32(),
				Tiers: new(big.Int).Rand(r, new(big.Int).Lsh(big.NewInt(1), 256)),
			}
			r.Read(x.BackupEvaluator[:])
			r.Read(x.Resolver[:])
		}
		packed, err := args.Pack(abiTerms{
			uint8(x.Policy), x.TierCount, x.RollingWindow, uint8(x.SilenceAction), uint8(x.FallbackAction), uint8(x.DisputeDefault),
			x.DisputeThreshold, x.EvaluatorFeeBps, x.CollateralBps, x.AcceptanceRequired, x.FundTimeout, x.EvaluateTimeout, x.BackupTimeout, x.ChallengeWindow, x.DisputeTimeout,
			x.MinDeliveryTime, x.BackupEvaluator, x.Resolver, x.Tiers,
		})
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(packed, x.Words()) {
			t.Fatalf("case %d: Words differs from abi.encode\n%x\n%x", i, packed, x.Words())
		}
		if TermsHash(x) != crypto.Keccak256Hash(packed) {
			t.Fatalf("case %d: TermsHash differs", i)
		}
	}
	h := TermsHash(validTerms(t))
	if got := FundOptParams(h); !bytes.Equal(got, h[:]) || len(got) != 32 {
		t.Fatalf("FundOptParams %x", got)
	}
}
