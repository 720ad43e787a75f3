package ledger

import (
	"math/big"
	"math/rand"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// naiveRoot hashes a whole dense tree level by level.
func naiveRoot(leaves []common.Hash) common.Hash {
	level := leaves
	for len(level) > 1 {
		next := make([]common.Hash, len(level)/2)
		for i := range next {
			next[i] = crypto.Keccak256Hash(level[2*i][:], level[2*i+1][:])
		}
		level = next
	}
	return level[0]
}

func TestTreeMatchesNaive(t *testing.T) {
	const depth = 8
	rng := rand.New(rand.NewSource(7))
	empty := common.HexToHash("0xe0")
	dense := make([]common.Hash, 1<<depth)
	for i := range dense {
		dense[i] = empty
	}
	tr := newTree(depth, empty)
	if tr.root != naiveRoot(dense) {
		t.Fatal("empty root differs")
	}
	for n := 0; n < 400; n++ {
		i := uint64(rng.Intn(1 << depth))
		if n%3 == 0 {
			i = uint64(rng.Intn(4)) // rewrite the low prefix too
		}
		leaf := common.BigToHash(big.NewInt(rng.Int63()))
		dense[i] = leaf
		tr.set(i, leaf)
		if tr.root != naiveRoot(dense) {
			t.Fatalf("root differs after %d writes", n+1)
		}
		j := uint64(rng.Intn(1 << depth))
		if verifyPath(dense[j], j, tr.proof(j)) != tr.root || VerifyPath(dense[j], j, tr.proof(j)) != tr.root {
			t.Fatalf("proof of %d does not verify", j)
		}
	}
	// a bulk load of the used prefix gives the same tree
	used := 0
	for i, h := range dense {
		if h != empty {
			used = i + 1
		}
	}
	bulk := newTree(depth, empty)
	bulk.load(dense[:used])
	if bulk.root != tr.root {
		t.Fatal("bulk load differs from incremental writes")
	}
	c := tr.clone()
	c.set(0, common.Hash{})
	if tr.root == c.root || tr.leaf(0) != dense[0] {
		t.Fatal("clone shares nodes with its original")
	}
}

func TestStateProofs(t *testing.T) {
	s := NewState()
	s.setAccount(5, AccountLeaf{Deposits: big.NewInt(9)})
	s.setAccount(1<<AccountsDepth-1, AccountLeaf{Nonce: big.NewInt(1)})
	for _, i := range []uint32{0, 1, 4, 5, 6, 1000, 1<<AccountsDepth - 1} {
		l, p := s.AccountProof(i)
		if verifyPath(l.Hash(), uint64(i), p[:]) != s.Fields().AccountsRoot {
			t.Fatalf("account %d's proof does not verify", i)
		}
	}
	for _, i := range []uint32{0, 1, 1 << 31, 1<<32 - 1} {
		l, p := s.JobProof(i)
		if verifyPath(l.Hash(), uint64(i), p[:]) != s.Fields().JobsRoot {
			t.Fatalf("job %d's proof does not verify", i)
		}
	}
}
