package proofs_test

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/ledger"
	"github.com/asa-escrow/asa/ledger/proofs"
)

// memSource serves one epoch of SYNCs built on a real ledger.State; lie* make it answer wrong data.
type memSource struct {
	st        *ledger.State
	ep        ledger.Epoch
	addrs     []common.Address
	lieLeaf   bool
	lieTrs    bool
	submitted []ledger.Transition
}

func newMemSource(t *testing.T) *memSource {
	dom := ledger.Domain{ChainID: big.NewInt(84532), Ledger: common.HexToAddress("0x1ed6")}
	c := ledger.NewMemChain(dom)
	st := ledger.NewState()
	b := ledger.NewEpoch(st, 1, 1_700_000_000)
	m := &memSource{st: st}
	for i := 0; i < 5; i++ {
		a := common.BigToAddress(big.NewInt(int64(0xa0 + i)))
		idx := c.Deposit(a, big.NewInt(int64(1000*(i+1))))
		tr, err := ledger.EncodeSync(ledger.Sync{Account: idx, Deposits: c.Deposited(idx), Withdrawals: new(big.Int), SignedTotal: new(big.Int)})
		if err != nil {
			t.Fatal(err)
		}
		if err := b.Add(c, tr); err != nil {
			t.Fatal(err)
		}
		m.addrs = append(m.addrs, a)
	}
	m.ep = b.Close()
	return m
}

func (m *memSource) Info(context.Context) (proofs.Info, error) { return proofs.Info{Latest: 1}, nil }

func (m *memSource) Epoch(_ context.Context, n uint64) (proofs.Epoch, error) {
	if n != 1 {
		return proofs.Epoch{}, proofs.ErrNotFound
	}
	f := m.st.Fields()
	return proofs.Epoch{Number: 1, Cutoff: m.ep.Cutoff, Fields: proofs.FieldsOf(f), StateRoot: f.Root(), PrevRoot: m.ep.PrevRoot,
		TransitionsRoot: m.ep.TransitionsRoot, Count: uint32(len(m.ep.Transitions)), Status: "posted"}, nil
}

func (m *memSource) Transitions(_ context.Context, n uint64, from uint32, limit int) (proofs.Transitions, error) {
	out := proofs.Transitions{Epoch: n, Count: uint32(len(m.ep.Transitions))}
	for i := int(from); i < len(m.ep.Transitions) && len(out.Transitions) < min(limit, 2); i++ { // pages of 2
		t := m.ep.Transitions[i]
		data := t.Data
		if m.lieTrs && i == 3 {
			data = append([]byte(nil), data...)
			data[len(data)-1] ^= 1
		}
		out.Transitions = append(out.Transitions, proofs.Transition{Index: uint32(i), Kind: uint8(t.Kind), Data: data, Post: m.ep.PostStates[i]})
	}
	return out, nil
}

func (m *memSource) Account(_ context.Context, a common.Address, _ uint64) (proofs.Account, error) {
	for i, x := range m.addrs {
		if x == a {
			leaf, full := m.st.AccountProof(uint32(i + 1))
			if m.lieLeaf {
				leaf.Deposits = big.NewInt(1_000_000_000) // a balance the root does not commit to
			}
			return proofs.Account{Address: a, Index: uint32(i + 1), Epoch: 1, Leaf: proofs.LeafOf(leaf), Balance: leaf.Balance().String(),
				Full: full[:], Path: full[:ledger.FrontierLevel], AccountsRoot: m.st.Fields().AccountsRoot}, nil
		}
	}
	return proofs.Account{}, proofs.ErrNotFound
}

func (m *memSource) Submit(_ context.Context, t ledger.Transition) (proofs.Receipt, error) {
	m.submitted = append(m.submitted, t)
	return proofs.Receipt{ID: uint64(len(m.submitted)), Accepted: true}, nil
}

func (m *memSource) SubmitWithdrawal(context.Context, common.Address, *big.Int, []byte) (proofs.Receipt, error) {
	return proofs.Receipt{}, proofs.ErrReadOnly
}

func serve(t *testing.T, m *memSource) (*proofs.Client, string) {
	srv := httptest.NewServer(proofs.Handler(m, slog.New(slog.DiscardHandler)))
	t.Cleanup(srv.Close)
	c, err := proofs.NewClient(srv.URL, nil)
	if err != nil {
		t.Fatal(err)
	}
	return c, srv.URL
}

// The client takes what opens to the roots and refuses what does not: an account leaf the accounts root does
// not commit to, transitions that do not hash to the transitions root (read across pages).
func TestClientChecksEveryProof(t *testing.T) {
	ctx := context.Background()
	m := newMemSource(t)
	c, _ := serve(t, m)
	e, err := c.Epoch(ctx, 1)
	if err != nil {
		t.Fatal(err)
	}
	p, err := c.AllTransitions(ctx, e)
	if err != nil || len(p.Transitions) != 5 {
		t.Fatalf("all transitions: %d %v", len(p.Transitions), err)
	}
	acc, leaf, err := c.Account(ctx, m.addrs[2], 0)
	if err != nil || leaf.Deposits.Int64() != 3000 || acc.Index != 3 || acc.Balance != "3000" {
		t.Fatalf("account: %+v %+v %v", acc, leaf, err)
	}
	if _, _, err := c.Account(ctx, common.HexToAddress("0xdead"), 0); !errors.Is(err, proofs.ErrNotFound) {
		t.Fatalf("an unknown account: %v, want ErrNotFound", err)
	}
	m.lieLeaf = true
	if _, _, err := c.Account(ctx, m.addrs[2], 0); err == nil || !strings.Contains(err.Error(), "does not open") {
		t.Fatalf("a leaf the root does not commit to: %v, want refused", err)
	}
	m.lieTrs = true
	if _, err := c.AllTransitions(ctx, e); err == nil || !strings.Contains(err.Error(), "hash to") {
		t.Fatalf("a changed transition: %v, want refused", err)
	}
	if _, err := c.SubmitWithdrawal(ctx, m.addrs[0], big.NewInt(1), make([]byte, 65)); !errors.Is(err, proofs.ErrReadOnly) {
		t.Fatalf("a withdrawal to a mirror: %v, want ErrReadOnly", err)
	}
}

// Bad input gets a clear 4xx in the daemon's envelope and reaches no Source.
func TestHandlerRefusesBadInput(t *testing.T) {
	m := newMemSource(t)
	_, base := serve(t, m)
	for _, tc := range []struct {
		method, path, body string
		status             int
		code               string
	}{
		{"GET", "/v1/ledger/epochs/x", "", 400, "invalid_field"},
		{"GET", "/v1/ledger/epochs/2", "", 404, "not_found"},
		{"GET", "/v1/ledger/epochs/1/transitions?limit=0", "", 400, "invalid_field"},
		{"GET", "/v1/ledger/epochs/1/transitions?limit=1001", "", 400, "invalid_field"},
		{"GET", "/v1/ledger/epochs/1/transitions?from=-1", "", 400, "invalid_field"},
		{"GET", "/v1/ledger/accounts/0x12", "", 400, "invalid_field"},
		{"POST", "/v1/ledger/transitions", `{"kind":2,"data":"0x00"`, 400, "malformed_json"},
		{"POST", "/v1/ledger/transitions", `{"kind":2,"data":"0x00","extra":1}`, 400, "malformed_json"},
		{"POST", "/v1/ledger/transitions", `{"kind":2,"data":"0x00"} {}`, 400, "malformed_json"},
		{"POST", "/v1/ledger/transitions", `{"kind":1,"data":"0x00"}`, 400, "invalid_field"},
		{"POST", "/v1/ledger/transitions", `{"kind":6,"data":"0x00"}`, 400, "invalid_field"},
		{"POST", "/v1/ledger/transitions", `{"kind":2,"data":"0x` + strings.Repeat("00", proofs.MaxSubmissionBytes) + `"}`, 413, "body_too_large"},
		{"POST", "/v1/ledger/withdrawals", `{"account":"0x00000000000000000000000000000000000000a0","total":"1.5","signature":"0x00"}`, 400, "invalid_field"},
		{"POST", "/v1/ledger/withdrawals", `{"account":"0x00000000000000000000000000000000000000a0","total":"10","signature":"0x00"}`, 400, "invalid_field"},
	} {
		req, _ := http.NewRequest(tc.method, base+tc.path, bytes.NewBufferString(tc.body))
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		_, _ = buf.ReadFrom(res.Body)
		res.Body.Close()
		if res.StatusCode != tc.status || !strings.Contains(buf.String(), `"code":"`+tc.code+`"`) {
			t.Errorf("%s %s: %d %s, want %d %s", tc.method, tc.path[:min(len(tc.path), 60)], res.StatusCode, buf.String()[:min(buf.Len(), 200)], tc.status, tc.code)
		}
	}
	if len(m.submitted) != 0 {
		t.Fatalf("%d bad submissions reached the source", len(m.submitted))
	}
}
