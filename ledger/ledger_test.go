package ledger

import (
	"bytes"
	"math/big"
	"math/rand"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/bindings/ledgerbind"
	"github.com/asa-escrow/asa/settlement"
)

func TestEncodingsMatchSettlement(t *testing.T) {
	e := newEnv(t, 3)
	terms := graduated(t)
	v := e.voucher(terms, 12345, 2)
	if got, want := v.CommitmentHash(), v.Commitment().Hash(); got != want {
		t.Fatalf("commitment %s, settlement %s", got.Hex(), want.Hex())
	}
	acc := settlement.Acceptance{Client: v.Client, Provider: v.Provider, Evaluators: v.Evaluators, Quorum: v.Quorum,
		Nonce: v.Nonce.Uint64(), TermsHash: v.TermsHash, AgreementHash: v.AgreementHash, Budget: v.Budget,
		ExpiredAt: v.ExpiredAt.Uint64(), Deadline: 777}
	if got, want := v.AcceptanceDigest(e.dom, big.NewInt(777)), acc.Digest(e.dom.Results()); got != want {
		t.Fatalf("acceptance digest %s, settlement %s", got.Hex(), want.Hex())
	}
	if emptyAccountHash != crypto.Keccak256Hash(make([]byte, 160)) || emptyJobHash != crypto.Keccak256Hash(make([]byte, 160)) {
		t.Fatal("empty leaves are not the hashes of the zero leaves")
	}
	if got := NewState().Fields(); got.AccountsRoot != zeroHashes(AccountsDepth, emptyAccountHash)[AccountsDepth] ||
		got.JobsRoot != zeroHashes(JobsDepth, emptyJobHash)[JobsDepth] {
		t.Fatal("genesis roots are not the zero subtrees")
	}
	// The voucher digest is EIP-712 over Voucher(bytes32 commitment,uint256 nonce) in the ledger domain.
	c := v.CommitmentHash()
	sh := crypto.Keccak256(crypto.Keccak256([]byte("Voucher(bytes32 commitment,uint256 nonce)")), c[:], common.LeftPadBytes(v.Nonce.Bytes(), 32))
	sep := e.dom.Results().Separator()
	if want := crypto.Keccak256Hash([]byte{0x19, 1}, sep[:], sh); v.JobID(e.dom) != want {
		t.Fatal("job id is not the voucher's EIP-712 digest")
	}

	// Every encoder round-trips through Decode; the SYNC layout is four plain words and the (empty) signature:
	// its offset (5 words) and its length (0).
	sync := req(t)(EncodeSync(Sync{Account: 7, Deposits: big.NewInt(5), Withdrawals: big.NewInt(2)}))
	var want []byte
	for _, w := range []byte{7, 5, 2, 0, 5 * 32, 0} {
		want = append(want, common.LeftPadBytes([]byte{w}, 32)...)
	}
	if !bytes.Equal(sync.Data, want) {
		t.Fatalf("SYNC data %x", sync.Data)
	}
	open := e.open(v, terms)
	// Terms is a static tuple: inline in OPEN's head after (v offset, clientSig offset, deadline, acceptanceSig
	// offset), exactly settlement.Terms.Words()
	if !bytes.Equal(open.Data[4*32:23*32], terms.Words()) {
		t.Fatal("OPEN's terms are not abi.encode(terms)")
	}
	forced := req(t)(EncodeForced(open))
	for _, tr := range []Transition{sync, open, e.submit(0, v, common.HexToHash("0xd0")), e.expire(3, v, terms), forced} {
		got, err := Decode(tr)
		if err != nil {
			t.Fatalf("decode %s: %v", tr.Kind, err)
		}
		var again Transition
		switch d := got.(type) {
		case Sync:
			again, err = EncodeSync(d)
		case Open:
			again, err = EncodeOpen(d)
		case Submit:
			again, err = EncodeSubmit(d)
		case Expire:
			again, err = EncodeExpire(d)
		case Forced:
			again, err = EncodeForced(Transition{Kind: d.Kind, Data: d.Data})
		}
		if err != nil || !bytes.Equal(again.Data, tr.Data) {
			t.Fatalf("%s does not round-trip: %v", tr.Kind, err)
		}
	}
}

func TestDecodeMalformed(t *testing.T) {
	e := newEnv(t, 2)
	terms := graduated(t)
	v := e.voucher(terms, 100, 1)
	good := []Transition{e.sync(e.client.addr), e.open(v, terms), e.submit(0, v, common.HexToHash("0x1")), e.expire(0, v, terms),
		req(t)(EncodeForced(e.sync(e.client.addr)))}
	rng := rand.New(rand.NewSource(1))
	for _, tr := range good {
		for n := 0; n < 300; n++ {
			data := append([]byte(nil), tr.Data...)
			switch n % 3 {
			case 0:
				data = data[:rng.Intn(len(data))]
			case 1:
				data[rng.Intn(len(data))] ^= byte(1 + rng.Intn(255))
			case 2:
				data = append(data, make([]byte, 32)...) // trailing bytes: not canonical
			}
			// a flipped byte may still be a canonical encoding (of other values): it must not panic
			_, _ = Decode(Transition{Kind: tr.Kind, Data: data})
			if _, err := e.st.Clone().Apply(e.chain, e.now, Transition{Kind: tr.Kind, Data: data}); err == nil && n%3 != 1 {
				t.Fatalf("%s: malformed data (case %d) applied", tr.Kind, n%3)
			}
		}
	}
	// A dirty address word (high bits set) decodes in go-ethereum but is not canonical: refused.
	sync := e.sync(e.client.addr)
	op := e.open(v, terms)
	bad := append([]byte(nil), op.Data...)
	bad[5*32] = 1 // the voucher tuple starts at offset 5*32 (after the head); its first word is the client
	if _, err := DecodeOpen(bad); err == nil {
		t.Fatal("dirty address accepted")
	}
	if _, err := e.st.Clone().Apply(e.chain, e.now, Transition{Kind: KindSync, Data: sync.Data[:95]}); err == nil {
		t.Fatal("short SYNC applied")
	}
}

func TestLifecycles(t *testing.T) {
	cases := []struct {
		name   string
		terms  func(testing.TB) settlement.Terms
		nEvals int
		quorum uint8
		who    []int
		scores []uint16
		passed []bool
		budget int64
	}{
		{"graduated 1-of-1 full", graduated, 1, 1, []int{0}, []uint16{9000}, []bool{true}, 1_000_003},
		{"graduated 1-of-1 middle tier", graduated, 1, 1, []int{0}, []uint16{5000}, []bool{true}, 999_999},
		{"graduated below tiers", graduated, 1, 1, []int{0}, []uint16{4999}, []bool{true}, 10_000},
		{"continuous 1-of-1", func(testing.TB) settlement.Terms { return continuous() }, 1, 1, []int{0}, []uint16{7321}, []bool{true}, 777_777},
		{"k-of-n odd 3-of-5", graduated, 5, 3, []int{4, 0, 2}, []uint16{9500, 5100, 8100}, []bool{true, true, false}, 1_000_001},
		{"k-of-n even 2-of-3 remainder", func(testing.TB) settlement.Terms { return continuous() }, 3, 2, []int{2, 1}, []uint16{6001, 7000}, []bool{true, true}, 1_003},
		{"3-of-3 settled on the third result", graduated, 3, 3, []int{1, 2, 0}, []uint16{8200, 4000, 9100}, []bool{true, true, true}, 300_001},
		{"2-of-3 settled at the deadline on 2 results", graduated, 3, 2, []int{2, 0}, []uint16{8000, 5000}, []bool{true, true}, 70_001},
		{"k-of-n even 4-of-4", graduated, 4, 4, []int{3, 1, 0, 2}, []uint16{8000, 7999, 10000, 0}, []bool{true, true, true, false}, 123_457},
		{"failed gates 1-of-1", graduated, 1, 1, []int{0}, []uint16{10000}, []bool{false}, 50_000},
		{"failed gates tie 2-of-2", func(testing.TB) settlement.Terms { return continuous() }, 2, 2, []int{0, 1}, []uint16{9000, 9000}, []bool{true, false}, 50_000},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t, tc.nEvals)
			terms := tc.terms(t)
			v := e.voucher(terms, tc.budget, tc.quorum)
			e.mustApply(e.open(v, terms))
			checkConservation(t, e.st)
			e.now += 100
			e.mustApply(e.submit(0, v, common.HexToHash("0xdeed")))
			e.now += 100
			w := e.settle(0, v, terms, tc.who, tc.scores, tc.passed)
			checkConservation(t, e.st)
			if got, want := orZero(e.st.Job(0).Votes), specVotes(tc.who, tc.scores, tc.passed); got.Cmp(want) != 0 {
				t.Fatalf("votes %#x, spec %#x", got, want)
			}
			if len(w.Accounts) != 2+len(tc.who) {
				t.Fatalf("%d account witnesses", len(w.Accounts))
			}
			prov, cl, fees := specPayout(v.Budget, terms, tc.scores, tc.passed, len(tc.who))
			if got := credited(e, e.provider.addr); got.Cmp(prov) != 0 {
				t.Fatalf("provider credited %s, spec %s", got, prov)
			}
			if got := credited(e, e.client.addr); got.Cmp(cl) != 0 {
				t.Fatalf("client credited %s, spec %s", got, cl)
			}
			// counted evaluators in voucher order take the fee shares, the first the remainder
			k := 0
			total := new(big.Int).Add(prov, cl)
			for i, ev := range e.evals {
				counted := false
				for _, w := range tc.who {
					counted = counted || w == i
				}
				got := credited(e, ev.addr)
				if !counted {
					if got.Sign() != 0 {
						t.Fatalf("uncounted evaluator %d credited %s", i, got)
					}
					continue
				}
				if got.Cmp(fees[k]) != 0 {
					t.Fatalf("evaluator %d credited %s, spec %s", i, got, fees[k])
				}
				// witness order: provider, client, counted evaluators in voucher order
				if w.AccountIndexes[2+k] != e.chain.AccountIndex(ev.addr) {
					t.Fatalf("witness %d is not evaluator %d", 2+k, i)
				}
				total.Add(total, got)
				k++
			}
			if total.Cmp(v.Budget) != 0 || e.st.Job(0).Status != StatusClosed {
				t.Fatalf("paid %s of %s", total, v.Budget)
			}
			if w.AccountIndexes[0] != e.chain.AccountIndex(e.provider.addr) || w.AccountIndexes[1] != e.chain.AccountIndex(e.client.addr) {
				t.Fatal("witness order is not provider, client")
			}
		})
	}
}

func TestRefundAndSilence(t *testing.T) {
	e := newEnv(t, 1)
	terms := graduated(t)
	v := e.voucher(terms, 5000, 1)
	e.mustApply(e.open(v, terms))
	e.mustRefuse(e.expire(0, v, terms), "early expire")
	e.now = v.ExpiredAt.Uint64()
	w := e.mustApply(e.expire(0, v, terms))
	if len(w.Accounts) != 1 || w.AccountIndexes[0] != e.chain.AccountIndex(e.client.addr) || credited(e, e.client.addr).Int64() != 5000 {
		t.Fatal("refund did not credit the client its budget")
	}
	checkConservation(t, e.st)
	e.mustRefuse(e.expire(0, v, terms), "second expire")

	for _, tc := range []struct {
		action     settlement.Action
		prov, clnt int64
	}{{settlement.ActionSplit5050, 5000, 5001}, {settlement.ActionReturnToClient, 0, 10001}, {settlement.ActionReleaseToProvider, 10001, 0}} {
		e := newEnv(t, 2)
		terms := continuous()
		terms.SilenceAction = tc.action
		v := e.voucher(terms, 10001, 2)
		e.mustApply(e.open(v, terms))
		e.mustApply(e.submit(0, v, common.HexToHash("0x5")))
		// one result of the quorum of two: silence at the deadline all the same
		e.mustApply(e.result(0, v, terms, 0, 9000, true))
		e.now += uint64(terms.EvaluateTimeout) - 1
		e.mustRefuse(e.expire(0, v, terms), "early silence")
		e.now++
		e.mustRefuse(e.result(0, v, terms, 1, 2, true), "result after the evaluation deadline")
		w := e.mustApply(e.expire(0, v, terms))
		if len(w.Accounts) != 2 || w.AccountIndexes[0] != e.chain.AccountIndex(e.provider.addr) {
			t.Fatal("silence witness is not [provider, client]")
		}
		if credited(e, e.provider.addr).Int64() != tc.prov || credited(e, e.client.addr).Int64() != tc.clnt ||
			credited(e, e.evals[0].addr).Sign() != 0 {
			t.Fatalf("%s: provider %s client %s", tc.action, credited(e, e.provider.addr), credited(e, e.client.addr))
		}
		checkConservation(t, e.st)
	}
}

func TestSyncAndWithdrawal(t *testing.T) {
	e := newEnv(t, 1)
	ci := e.chain.AccountIndex(e.client.addr)
	e.chain.RequestWithdrawal(e.client.addr, big.NewInt(400))
	e.mustApply(e.sync(e.client.addr))
	if got := e.st.Account(ci).Balance(); got.Int64() != 1_000_000_000-400 {
		t.Fatalf("balance %s", got)
	}
	above := req(t)(EncodeSync(Sync{Account: ci, Deposits: big.NewInt(1_000_000_001), Withdrawals: big.NewInt(400)}))
	e.mustRefuse(above, "SYNC above the chain's deposited")
	above = req(t)(EncodeSync(Sync{Account: ci, Deposits: big.NewInt(1_000_000_000), Withdrawals: big.NewInt(401)}))
	e.mustRefuse(above, "SYNC above the chain's requested")
	down := req(t)(EncodeSync(Sync{Account: ci, Deposits: big.NewInt(1), Withdrawals: big.NewInt(400)}))
	e.mustRefuse(down, "SYNC decreasing")
	w := e.mustRefuse(req(t)(EncodeSync(Sync{Account: 99, Deposits: new(big.Int), Withdrawals: new(big.Int)})), "unregistered")
	if len(w.Accounts) != 0 {
		t.Fatal("witness for an unregistered account")
	}
	w = e.mustRefuse(down, "SYNC decreasing")
	if len(w.Accounts) != 1 {
		t.Fatal("invalid SYNC of a registered account has no witness")
	}
	// a request the balance does not cover cannot be counted
	e.chain.RequestWithdrawal(e.provider.addr, big.NewInt(1))
	e.mustRefuse(e.sync(e.provider.addr), "withdrawal above the balance")
}

func TestInvalidRefused(t *testing.T) {
	terms := graduated(t)
	other := partyOf(t, "stranger")
	type mk func(e *env) Transition
	// openWith calls f on the voucher before it is signed (o nil) and on the signed OPEN data.
	openWith := func(f func(e *env, v *Voucher, o *Open)) mk {
		return func(e *env) Transition {
			v := e.voucher(terms, 1000, 2)
			f(e, &v, nil)
			o := e.openData(v, terms)
			f(e, &o.V, &o)
			return req(e.t)(EncodeOpen(o))
		}
	}
	cases := []struct {
		name string
		tr   mk
	}{
		{"voucher signed by another key", openWith(func(e *env, v *Voucher, o *Open) {
			if o != nil {
				o.ClientSig, _ = v.Sign(e.dom, other.key)
			}
		})},
		{"voucher signature high s", openWith(func(e *env, v *Voucher, o *Open) {
			if o != nil {
				o.ClientSig = highS(o.ClientSig)
			}
		})},
		{"voucher signature v=0", openWith(func(e *env, v *Voucher, o *Open) {
			if o != nil {
				o.ClientSig[64] -= 27
			}
		})},
		{"acceptance by another key", openWith(func(e *env, v *Voucher, o *Open) {
			if o != nil {
				o.AcceptanceSig, _ = v.SignAcceptance(e.dom, o.AcceptanceDeadline, other.key)
			}
		})},
		{"acceptance for another deadline", openWith(func(e *env, v *Voucher, o *Open) {
			if o != nil {
				o.AcceptanceDeadline = new(big.Int).Add(o.AcceptanceDeadline, big.NewInt(1))
			}
		})},
		{"acceptance deadline passed", openWith(func(e *env, v *Voucher, o *Open) {
			if o != nil {
				o.AcceptanceDeadline = new(big.Int).SetUint64(e.now - 1)
				o.AcceptanceSig, _ = v.SignAcceptance(e.dom, o.AcceptanceDeadline, e.provider.key)
			}
		})},
		{"wrong nonce", openWith(func(e *env, v *Voucher, o *Open) {
			if o == nil {
				v.Nonce = big.NewInt(1)
			}
		})},
		{"unregistered evaluator", openWith(func(e *env, v *Voucher, o *Open) {
			if o == nil {
				v.Evaluators = append(v.Evaluators, other.addr)
			}
		})},
		{"over budget", openWith(func(e *env, v *Voucher, o *Open) {
			if o == nil {
				v.Budget = big.NewInt(1_000_000_001)
			}
		})},
		{"budget above 2^88-1", openWith(func(e *env, v *Voucher, o *Open) {
			if o == nil {
				v.Budget = new(big.Int).Lsh(big.NewInt(1), 88)
			}
		})},
		{"zero budget", openWith(func(e *env, v *Voucher, o *Open) {
			if o == nil {
				v.Budget = new(big.Int)
			}
		})},
		{"duplicate evaluator", openWith(func(e *env, v *Voucher, o *Open) {
			if o == nil {
				v.Evaluators = []common.Address{e.evals[0].addr, e.evals[0].addr}
			}
		})},
		{"evaluator is the client", openWith(func(e *env, v *Voucher, o *Open) {
			if o == nil {
				v.Evaluators = []common.Address{e.evals[0].addr, e.client.addr}
			}
		})},
		{"provider is the client", openWith(func(e *env, v *Voucher, o *Open) {
			if o == nil {
				v.Provider = e.client.addr
			}
		})},
		{"quorum above evaluators", openWith(func(e *env, v *Voucher, o *Open) {
			if o == nil {
				v.Quorum = 4
			}
		})},
		{"quorum zero", openWith(func(e *env, v *Voucher, o *Open) {
			if o == nil {
				v.Quorum = 0
			}
		})},
		{"expiredAt not after now", openWith(func(e *env, v *Voucher, o *Open) {
			if o == nil {
				v.ExpiredAt = new(big.Int).SetUint64(e.now)
			}
		})},
		{"expiredAt beyond 730 days", openWith(func(e *env, v *Voucher, o *Open) {
			if o == nil {
				v.ExpiredAt = new(big.Int).SetUint64(e.now + MaxExpiryHorizon + 1)
			}
		})},
		{"expiredAt inside minDeliveryTime", openWith(func(e *env, v *Voucher, o *Open) {
			if o == nil {
				v.ExpiredAt = new(big.Int).SetUint64(e.now + 59)
			}
		})},
		{"terms not the voucher's", openWith(func(e *env, v *Voucher, o *Open) {
			if o != nil {
				o.Terms.EvaluatorFeeBps++
			}
		})},
	}
	// terms outside the netted subset, each hashed into the voucher
	outside := []func(*settlement.Terms){
		func(t *settlement.Terms) { t.Policy = settlement.PolicyRollingAverage; t.RollingWindow = 2 },
		func(t *settlement.Terms) { t.RollingWindow = 1 },
		func(t *settlement.Terms) { t.CollateralBps = 1 },
		func(t *settlement.Terms) { t.Resolver = common.HexToAddress("0x7") },
		func(t *settlement.Terms) { t.DisputeThreshold = 1 },
		func(t *settlement.Terms) { t.ChallengeWindow = 1 },
		func(t *settlement.Terms) { t.SilenceAction = settlement.ActionHoldForBackupEvaluator },
		func(t *settlement.Terms) { t.SilenceAction = settlement.ActionPolicyOutcome },
		func(t *settlement.Terms) { t.EvaluatorFeeBps = 1001 },
		func(t *settlement.Terms) { t.EvaluateTimeout = 0 },
		func(t *settlement.Terms) { t.TierCount = 0 },
		func(t *settlement.Terms) { t.TierCount = 9 },
		func(t *settlement.Terms) { t.TierCount = 1 },                                       // a second tier's bits set beyond tierCount
		func(t *settlement.Terms) { t.Tiers = big.NewInt(5000<<16 | 1 | (8000<<16|1)<<32) }, // minScore ascending
		func(t *settlement.Terms) { t.Tiers = big.NewInt(10001<<16 | 1); t.TierCount = 1 },
		func(t *settlement.Terms) { t.Policy = settlement.PolicyContinuous }, // continuous with tiers
		func(t *settlement.Terms) { t.Policy = settlement.PolicyNone },
	}
	for i, f := range outside {
		f := f
		cases = append(cases, struct {
			name string
			tr   mk
		}{name: "terms outside the subset " + string(rune('a'+i)), tr: func(e *env) Transition {
			tt := graduated(e.t)
			f(&tt)
			v := e.voucher(tt, 1000, 1)
			return e.open(v, tt)
		}})
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t, 3)
			w := e.mustRefuse(tc.tr(e), tc.name)
			if len(w.Accounts) != 1 || w.AccountIndexes[0] != e.chain.AccountIndex(e.client.addr) {
				t.Fatal("invalid OPEN of a registered client: want the client's witness")
			}
		})
	}
	t.Run("unregistered client", func(t *testing.T) {
		e := newEnv(t, 2)
		e.client = other
		v := e.voucher(terms, 10, 1)
		w := e.mustRefuse(e.open(v, terms), "unregistered client")
		if len(w.Accounts) != 0 {
			t.Fatal("witness for an unregistered client")
		}
	})
	t.Run("unregistered provider", func(t *testing.T) {
		e := newEnv(t, 2)
		e.provider = other
		e.mustRefuse(e.open(e.voucher(terms, 10, 1), terms), "unregistered provider")
	})
	t.Run("replayed voucher", func(t *testing.T) {
		e := newEnv(t, 2)
		v := e.voucher(terms, 10, 1)
		op := e.open(v, terms)
		e.mustApply(op)
		e.mustRefuse(op, "replayed voucher")
	})

	// SUBMIT and SETTLE
	setup := func(t *testing.T, n int, q uint8) (*env, Voucher, settlement.Terms) {
		e := newEnv(t, n)
		tt := graduated(t)
		v := e.voucher(tt, 10_000, q)
		e.mustApply(e.open(v, tt))
		return e, v, tt
	}
	t.Run("submit", func(t *testing.T) {
		e, v, _ := setup(t, 2, 1)
		d := common.HexToHash("0xd")
		s := e.submitData(0, v, d)
		s.ProviderSig, _ = v.SignDelivery(e.dom, d, other.key)
		w := e.mustRefuse(req(t)(EncodeSubmit(s)), "delivery by another key")
		if !w.HasJob || len(w.Accounts) != 0 {
			t.Fatal("invalid SUBMIT: want the job witness, no accounts")
		}
		s = e.submitData(0, v, d)
		s.Deliverable = common.HexToHash("0xe")
		e.mustRefuse(req(t)(EncodeSubmit(s)), "delivery of another deliverable")
		e.mustRefuse(e.submit(1, v, d), "slot beyond jobCount")
		v2 := v
		v2.Nonce = big.NewInt(9)
		e.mustRefuse(e.submit(0, v2, d), "another voucher")
		late := *e
		late.now = v.ExpiredAt.Uint64()
		late.mustRefuse(late.submit(0, v, d), "late submit")
		e.mustApply(e.submit(0, v, d))
		e.mustRefuse(e.submit(0, v, d), "second submit")
	})
	t.Run("result", func(t *testing.T) {
		e, v, tt := setup(t, 3, 2)
		e.mustRefuse(e.expire(0, v, tt), "expire before expiredAt")
		e.mustRefuse(e.result(0, v, tt, 0, 9000, true), "result before the delivery")
		e.mustApply(e.submit(0, v, common.HexToHash("0xd")))
		bad := func(name string, f func(r *Result)) {
			r := e.resultData(0, v, tt, 0, 9000, true)
			f(&r)
			w := e.mustRefuse(req(t)(EncodeResult(r)), name)
			if !w.HasJob || len(w.Accounts) != 0 {
				t.Fatalf("%s: invalid RESULT: want the job witness, no accounts", name)
			}
		}
		resign := func(r *Result) { r.Sig, _ = r.Result.Sign(e.dom.Results(), e.evals[0].key) }
		bad("result signed by another key", func(r *Result) { r.Sig, _ = r.Result.Sign(e.dom.Results(), other.key) })
		bad("result high s", func(r *Result) { r.Sig = highS(r.Sig) })
		bad("result signed in the escrow's domain", func(r *Result) {
			d := e.dom.Results()
			d.Name = ""
			r.Sig, _ = r.Result.Sign(d, e.evals[0].key)
		})
		bad("signer not an evaluator", func(r *Result) {
			r.Signer = other.addr
			r.Sig, _ = r.Result.Sign(e.dom.Results(), other.key)
		})
		bad("signer another evaluator", func(r *Result) { r.Signer = e.evals[1].addr })
		bad("wrong deliverable", func(r *Result) { r.Result.Deliverable = common.HexToHash("0xbad"); resign(r) })
		bad("wrong submittedAt", func(r *Result) { r.Result.SubmittedAt++; resign(r) })
		bad("wrong job id", func(r *Result) { r.Result.JobID = big.NewInt(1); resign(r) })
		bad("score above 10000", func(r *Result) {
			r.Result.Score = 10001
			r.Sig, _ = SignDigest(r.Result.Digest(e.dom.Results()), e.evals[0].key)
		})
		bad("result deadline passed", func(r *Result) { r.Result.Deadline = e.now - 1; resign(r) })
		bad("terms not the voucher's", func(r *Result) { r.Terms.EvaluatorFeeBps = 0 })
		first := e.result(0, v, tt, 0, 9000, true)
		if w := e.mustApply(first); len(w.Accounts) != 0 || e.st.Job(0).Status != StatusSubmitted {
			t.Fatal("the first result of three closed the job")
		}
		e.mustRefuse(first, "a result counted twice")
		e.mustRefuse(e.result(0, v, tt, 0, 100, false), "a second result of the same evaluator")
		late := *e
		late.st = e.st.Clone()
		late.now = e.st.Job(0).SubmittedAt + uint64(tt.EvaluateTimeout)
		late.mustRefuse(late.result(0, v, tt, 1, 9000, true), "result at the evaluation deadline")
		e.mustApply(e.result(0, v, tt, 2, 8000, true))
		if w := e.mustApply(e.result(0, v, tt, 1, 1000, false)); len(w.Accounts) != 5 || e.st.Job(0).Status != StatusClosed {
			t.Fatal("the third result did not settle the job")
		}
		e.mustRefuse(e.result(0, v, tt, 1, 1000, false), "result for a closed job")
		e.mustRefuse(e.expire(0, v, tt), "expire a closed job")
	})
}

// highS returns the same signature with s replaced by n - s (and v flipped): valid for ecrecover, refused
// by OpenZeppelin.
func highS(sig []byte) []byte {
	out := append([]byte(nil), sig...)
	s := new(big.Int).SetBytes(sig[32:64])
	s.Sub(crypto.S256().Params().N, s)
	s.FillBytes(out[32:64])
	out[64] ^= 1
	return out
}

func TestForced(t *testing.T) {
	e := newEnv(t, 1)
	terms := graduated(t)
	v := e.voucher(terms, 1000, 1)
	e.mustApply(e.open(v, terms))
	sub := e.submit(0, v, common.HexToHash("0xf"))
	if _, err := e.chain.Force(sub, e.now-1); err != nil {
		t.Fatal(err)
	}
	bad := req(t)(EncodeSync(Sync{Account: 99, Deposits: new(big.Int), Withdrawals: new(big.Int)}))
	if _, err := e.chain.Force(bad, e.now-1); err != nil {
		t.Fatal(err)
	}
	if _, err := e.chain.Force(Transition{Kind: KindSync, Data: []byte{1, 2, 3}}, e.now-1); err != nil {
		t.Fatal(err)
	}
	// out of order: entry 1 before entry 0
	e.mustRefuse(req(t)(EncodeForced(bad)), "forced entry out of order")
	w := e.mustApply(req(t)(EncodeForced(sub)))
	if e.st.Job(0).Status != StatusSubmitted || e.st.Fields().ForcedCount != 1 || !w.HasJob {
		t.Fatal("valid forced SUBMIT not applied")
	}
	before := e.st.Fields()
	e.mustApply(req(t)(EncodeForced(bad)))
	after := e.st.Fields()
	if after.ForcedCount != 2 || after.AccountsRoot != before.AccountsRoot || after.JobsRoot != before.JobsRoot {
		t.Fatal("invalid forced SYNC changed more than forcedCount")
	}
	e.mustApply(req(t)(EncodeForced(Transition{Kind: KindSync, Data: []byte{1, 2, 3}})))
	if e.st.Fields().ForcedCount != 3 {
		t.Fatal("undecodable forced entry not skipped")
	}
	e.mustRefuse(req(t)(EncodeForced(bad)), "forced beyond the queue")
}

// TestConservationFuzz runs random sequences of valid and invalid transitions and checks
// sum(credited) - sum(debited) == -locked and every witness after each step.
func TestConservationFuzz(t *testing.T) {
	n := 500
	if testing.Short() {
		n = 50
	}
	applied := map[Kind]int{}
	for seed := 0; seed < n; seed++ {
		rng := rand.New(rand.NewSource(int64(seed)))
		e := newEnv(t, 1+rng.Intn(4))
		type job struct {
			v     Voucher
			terms settlement.Terms
			slot  uint32
		}
		var jobs []job
		for step := 0; step < 20; step++ {
			e.now += uint64(rng.Intn(1500))
			var tr Transition
			switch rng.Intn(7) {
			case 5:
				who := []party{e.client, e.provider}[rng.Intn(2)]
				e.chain.Deposit(who.addr, big.NewInt(rng.Int63n(1000)))
				e.chain.RequestWithdrawal(who.addr, big.NewInt(rng.Int63n(2000)))
				tr = e.sync(who.addr)
			case 6:
				// a forced copy of a random earlier kind of step (valid or not), then its FORCED
				if len(jobs) == 0 {
					continue
				}
				j := jobs[rng.Intn(len(jobs))]
				inner := e.expire(j.slot, j.v, j.terms)
				if _, err := e.chain.Force(inner, e.now-1); err != nil {
					t.Fatal(err)
				}
				tr = req(t)(EncodeForced(inner))
			case 0:
				terms := graduated(t)
				if rng.Intn(2) == 0 {
					terms = continuous()
				}
				terms.EvaluatorFeeBps = uint16(rng.Intn(1001))
				terms.SilenceAction = settlement.Action(1 + rng.Intn(3))
				v := e.voucher(terms, 1+rng.Int63n(1_000_000), uint8(1+rng.Intn(len(e.evals))))
				tr = e.open(v, terms)
				jobs = append(jobs, job{v, terms, uint32(e.st.Fields().JobCount)})
			case 1:
				if len(jobs) == 0 {
					continue
				}
				j := jobs[rng.Intn(len(jobs))]
				tr = e.submit(j.slot, j.v, common.BigToHash(big.NewInt(rng.Int63())))
			case 2, 3:
				if len(jobs) == 0 {
					continue
				}
				j := jobs[rng.Intn(len(jobs))]
				if e.st.Job(j.slot).Status != StatusSubmitted {
					tr = e.expire(j.slot, j.v, j.terms)
					break
				}
				// one evaluator's result: mostly one not yet counted
				l := e.st.Job(j.slot)
				ev := rng.Intn(len(e.evals))
				for _, i := range rng.Perm(len(e.evals)) {
					if orZero(l.Votes).Bit(i) == 0 && rng.Intn(4) != 0 {
						ev = i
						break
					}
				}
				tr = e.result(j.slot, j.v, j.terms, ev, uint16(rng.Intn(10001)), rng.Intn(4) != 0)
				// the tally's payout through the settlement package against the spec's formula
				who := rng.Perm(len(e.evals))[:1+rng.Intn(len(e.evals))]
				scores, passed := make([]uint16, len(who)), make([]bool, len(who))
				votes := new(big.Int)
				for i, w := range who {
					scores[i], passed[i] = uint16(rng.Intn(10001)), rng.Intn(4) != 0
					votes = CountResult(votes, w, scores[i], passed[i])
				}
				if votes.Cmp(specVotes(who, scores, passed)) != 0 {
					t.Fatalf("seed %d: CountResult %#x, spec %#x", seed, votes, specVotes(who, scores, passed))
				}
				got, err := TallyPayout(j.v, j.terms, votes)
				if err != nil {
					t.Fatal(err)
				}
				prov, cl, fees := specPayout(j.v.Budget, j.terms, scores, passed, len(who))
				if got.Provider.Cmp(prov) != 0 || got.Client.Cmp(cl) != 0 || len(got.Fees) != len(fees) {
					t.Fatalf("seed %d: payout %v, spec %s %s %v", seed, got, prov, cl, fees)
				}
				for i := range fees {
					if got.Fees[i].Amount.Cmp(fees[i]) != 0 {
						t.Fatalf("seed %d: fee share %d is %s, spec %s", seed, i, got.Fees[i].Amount, fees[i])
					}
				}
			case 4:
				if len(jobs) == 0 {
					continue
				}
				j := jobs[rng.Intn(len(jobs))]
				tr = e.expire(j.slot, j.v, j.terms)
			}
			w, err := e.st.Apply(e.chain, e.now, tr)
			if err == nil {
				checkWitness(t, w, e.st)
				applied[tr.Kind]++
			}
			checkConservation(t, e.st)
		}
	}
	t.Logf("applied: %v", applied)
	for _, k := range []Kind{KindOpen, KindSubmit, KindResult, KindExpire, KindSync, KindForced} {
		if applied[k] < n/10 {
			t.Fatalf("only %d %s applied", applied[k], k)
		}
	}
}

func TestForcedWitnesses(t *testing.T) {
	e := newEnv(t, 2)
	terms := graduated(t)
	force := func(inner Transition) Witness {
		t.Helper()
		if _, err := e.chain.Force(inner, e.now-1); err != nil {
			t.Fatal(err)
		}
		return e.mustApply(req(t)(EncodeForced(inner)))
	}
	// an invalid OPEN (wrong nonce) of a registered client: the client's witness and the empty slot's
	v := e.voucher(terms, 500, 2)
	v.Nonce = big.NewInt(5)
	w := force(e.open(v, terms))
	if len(w.Accounts) != 1 || w.AccountIndexes[0] != e.chain.AccountIndex(e.client.addr) || !w.HasJob || w.JobSlot != 0 {
		t.Fatalf("forced invalid OPEN witness: %+v", w)
	}
	// a valid forced OPEN, SUBMIT and RESULTs: the same witnesses as unforced
	v = e.voucher(terms, 500, 2)
	w = force(e.open(v, terms))
	if e.st.Job(0).Status != StatusFunded || len(w.Accounts) != 1 {
		t.Fatal("forced OPEN not applied")
	}
	force(e.submit(0, v, common.HexToHash("0x77")))
	// a result of one of two evaluators: the job witness, no accounts
	w = force(e.result(0, v, terms, 1, 9000, true))
	if !w.HasJob || len(w.Accounts) != 0 || e.st.Job(0).Status != StatusSubmitted {
		t.Fatalf("forced first RESULT: %+v", w)
	}
	// the same result again is invalid (counted twice) and skipped
	before := e.st.Fields()
	w = force(e.result(0, v, terms, 1, 9000, true))
	if !w.HasJob || len(w.Accounts) != 0 || e.st.Fields().JobsRoot != before.JobsRoot {
		t.Fatalf("forced repeated RESULT: %+v", w)
	}
	w = force(e.result(0, v, terms, 0, 3000, true))
	if len(w.Accounts) != 4 || w.AccountIndexes[2] != e.chain.AccountIndex(e.evals[0].addr) ||
		w.AccountIndexes[3] != e.chain.AccountIndex(e.evals[1].addr) || e.st.Job(0).Status != StatusClosed {
		t.Fatalf("forced closing RESULT witnesses: %v", w.AccountIndexes)
	}
	// a FORCED FORCED and an unknown kind are skipped unread
	w = force(Transition{Kind: KindForced, Data: []byte{}})
	if w.HasJob || len(w.Accounts) != 0 {
		t.Fatal("skipped entry has witnesses")
	}
	if e.st.Fields().ForcedCount != 7 {
		t.Fatalf("forcedCount %d", e.st.Fields().ForcedCount)
	}
	checkConservation(t, e.st)
}

// FuzzApply feeds arbitrary data of every kind to Apply: it must refuse or apply, never panic, and keep
// the conservation invariant.
func FuzzApply(f *testing.F) {
	e := newEnv(f, 2)
	terms := graduated(f)
	v := e.voucher(terms, 100, 1)
	for _, tr := range []Transition{e.sync(e.client.addr), e.open(v, terms), e.submit(0, v, common.HexToHash("0x1")),
		e.expire(0, v, terms), e.result(0, v, terms, 0, 1, true), req(f)(EncodeForced(e.sync(e.client.addr)))} {
		f.Add(uint8(tr.Kind), tr.Data)
	}
	f.Fuzz(func(t *testing.T, kind uint8, data []byte) {
		s := e.st.Clone()
		_, _ = s.Apply(e.chain, e.now, Transition{Kind: Kind(kind), Data: data})
		checkConservation(t, s)
	})
}

func TestDepositAddress(t *testing.T) {
	ledgerAddr := common.HexToAddress("0x1ed6e7000000000000000000000000000000beef")
	account := common.HexToAddress("0x00000000000000000000000000000000000a11ce")
	var salt [32]byte
	copy(salt[12:], account.Bytes())
	code := common.FromHex(bindings.JobDepositMetaData.Bin)
	if got, want := DepositAddress(ledgerAddr, account), crypto.CreateAddress2(ledgerAddr, salt, crypto.Keccak256(code)); got != want {
		t.Fatalf("deposit address %s, CREATE2 %s", got.Hex(), want.Hex())
	}
	// the ledger deploys the same JobDeposit creation code as the escrow
	if !strings.Contains(ledgerbind.AsaLedgerMetaData.Bin, strings.TrimPrefix(bindings.JobDepositMetaData.Bin, "0x")) {
		t.Fatal("AsaLedger's code does not embed the escrow's JobDeposit creation code")
	}
	if DepositAddress(ledgerAddr, account) == DepositAddress(ledgerAddr, common.HexToAddress("0xb0b")) {
		t.Fatal("two accounts share a deposit address")
	}
}
