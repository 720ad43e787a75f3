package ledger

import (
	"bytes"
	"encoding/json"
	"math/big"
	"os"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
)

// vectorFile holds known-answer vectors for the contract's tests: hashes, digests and transition data of
// one epoch computed here. Regenerate with LEDGER_UPDATE_VECTORS=1 go test ./ledger/ -run TestVectors.
const vectorFile = "testdata/vectors.json"

type vectorTransition struct {
	Kind      uint8         `json:"kind"`
	Data      hexutil.Bytes `json:"data"`
	LeafHash  common.Hash   `json:"leafHash"`
	PostState common.Hash   `json:"postState"`
	Pre       StateFields   `json:"pre"`
	Post      StateFields   `json:"post"`
}

type vectors struct {
	ChainID          *big.Int           `json:"chainId"`
	Ledger           common.Address     `json:"ledger"`
	DomainSeparator  common.Hash        `json:"domainSeparator"`
	EmptyAccountLeaf common.Hash        `json:"emptyAccountLeaf"`
	EmptyJobLeaf     common.Hash        `json:"emptyJobLeaf"`
	EmptyAccounts    common.Hash        `json:"emptyAccountsRoot"`
	EmptyJobs        common.Hash        `json:"emptyJobsRoot"`
	GenesisRoot      common.Hash        `json:"genesisStateRoot"`
	TermsHash        common.Hash        `json:"termsHash"`
	Commitment       common.Hash        `json:"commitment"`
	JobID            common.Hash        `json:"jobId"`
	AcceptanceDigest common.Hash        `json:"acceptanceDigest"`
	DeliveryDigest   common.Hash        `json:"deliveryDigest"`
	ResultDigest     common.Hash        `json:"resultDigest"`
	Transitions      []vectorTransition `json:"transitions"`
	StateRoot        common.Hash        `json:"stateRoot"`
	TransitionsRoot  common.Hash        `json:"transitionsRoot"`
	ClientIndex      uint32             `json:"clientIndex"`
	ClientLeaf       common.Hash        `json:"clientLeafHash"`
	ClientPath       []common.Hash      `json:"clientPath"`
	ClientDeposit    common.Address     `json:"clientDepositAddress"`
	JobLeaf          jobLeafVector      `json:"jobLeaf"`
}

// jobLeafVector is the closed job's leaf, its votes in the escrow's tally layout.
type jobLeafVector struct {
	Status uint8       `json:"status"`
	Votes  *big.Int    `json:"votes"`
	Hash   common.Hash `json:"hash"`
}

func TestVectors(t *testing.T) {
	e := newEnv(t, 2)
	e.st = NewState()
	genesis := e.st.Root()
	terms := graduated(t)
	v := e.voucher(terms, 1_000_000, 2)
	b := NewEpoch(e.st, 1, e.now)
	var vt []vectorTransition
	add := func(tr Transition) {
		t.Helper()
		pre := e.st.Fields()
		if err := b.Add(e.chain, tr); err != nil {
			t.Fatal(err)
		}
		post := e.st.Fields()
		vt = append(vt, vectorTransition{Kind: uint8(tr.Kind), Data: tr.Data, LeafHash: LeafOf(tr, post.Root()).Hash(),
			PostState: post.Root(), Pre: pre, Post: post})
	}
	add(e.sync(e.client.addr))
	add(e.open(v, terms))
	d := common.HexToHash("0xd11e")
	add(e.submit(0, v, d))
	r1 := e.resultData(0, v, terms, 1, 8500, true)
	add(req(t)(EncodeResult(r1)))
	add(e.result(0, v, terms, 0, 6200, false))
	ep := b.Close()
	ci := e.chain.AccountIndex(e.client.addr)
	leaf, path := e.st.AccountProof(ci)
	got := vectors{ChainID: e.dom.ChainID, Ledger: e.dom.Ledger, DomainSeparator: e.dom.Results().Separator(),
		EmptyAccountLeaf: emptyAccountHash, EmptyJobLeaf: emptyJobHash,
		EmptyAccounts: NewState().Fields().AccountsRoot, EmptyJobs: NewState().Fields().JobsRoot, GenesisRoot: genesis,
		TermsHash: v.TermsHash, Commitment: v.CommitmentHash(), JobID: v.JobID(e.dom),
		AcceptanceDigest: v.AcceptanceDigest(e.dom, big.NewInt(int64(e.now+600))), DeliveryDigest: DeliveryDigest(e.dom, v.JobID(e.dom), d),
		ResultDigest: r1.Result.Digest(e.dom.Results()), Transitions: vt, StateRoot: ep.StateRoot,
		TransitionsRoot: ep.TransitionsRoot, ClientIndex: ci, ClientLeaf: leaf.Hash(), ClientPath: path[:],
		ClientDeposit: DepositAddress(e.dom.Ledger, e.client.addr),
		JobLeaf:       jobLeafVector{Status: e.st.Job(0).Status, Votes: orZero(e.st.Job(0).Votes), Hash: e.st.Job(0).Hash()}}
	enc, err := json.MarshalIndent(got, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	enc = append(enc, '\n')
	if os.Getenv("LEDGER_UPDATE_VECTORS") != "" {
		if err := os.MkdirAll(filepath.Dir(vectorFile), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(vectorFile, enc, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(vectorFile)
	if err != nil {
		t.Fatalf("read vectors (regenerate with LEDGER_UPDATE_VECTORS=1): %v", err)
	}
	if !bytes.Equal(want, enc) {
		t.Fatalf("%s differs from what the package computes", vectorFile)
	}
	if VerifyPath(leaf.Hash(), uint64(ci), path[:]) != e.st.Fields().AccountsRoot {
		t.Fatal("client path does not verify")
	}
}
