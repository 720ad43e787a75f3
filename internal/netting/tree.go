package netting

import (
	"bytes"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"
)

// LeafHash is the Merkle leaf of one account: keccak256(keccak256(abi.encode(account, credited,
// debited))), the double hash OpenZeppelin's StandardMerkleTree uses so that no leaf can pass for an
// inner node. credited and debited are the account's cumulative totals since the ledger began.
func LeafHash(account common.Address, credited, debited *big.Int) common.Hash {
	inner := crypto.Keccak256(common.LeftPadBytes(account[:], 32), math.U256Bytes(new(big.Int).Set(credited)),
		math.U256Bytes(new(big.Int).Set(debited)))
	return crypto.Keccak256Hash(inner)
}

// hashPair is the commutative inner node of OpenZeppelin's MerkleProof: keccak256 of the two children,
// smaller first, so a proof needs no left/right flags.
func hashPair(a, b common.Hash) common.Hash {
	if bytes.Compare(a[:], b[:]) > 0 {
		a, b = b, a
	}
	return crypto.Keccak256Hash(a[:], b[:])
}

// Tree is a Merkle tree over account leaves at fixed positions (an account keeps its index forever),
// rebuilt incrementally: Root rehashes only the paths above leaves set since the last Root. A level with
// an odd node count lifts its last node unchanged, so proofs are OpenZeppelin MerkleProof.verify proofs.
// It is not safe for concurrent use.
type Tree struct {
	levels [][]common.Hash // levels[0] are the leaves; the last level has one node
	dirty  []int           // leaf indexes set since the last Root (may repeat)
	hashes int             // inner hashes computed, for the benchmarks
}

// Len is the number of leaves.
func (t *Tree) Len() int {
	if len(t.levels) == 0 {
		return 0
	}
	return len(t.levels[0])
}

// Set puts leaf at index i; i may be Len() to append.
func (t *Tree) Set(i int, leaf common.Hash) {
	if len(t.levels) == 0 {
		t.levels = [][]common.Hash{nil}
	}
	switch {
	case i == len(t.levels[0]):
		t.levels[0] = append(t.levels[0], leaf)
	case i < len(t.levels[0]):
		t.levels[0][i] = leaf
	default:
		panic("netting: tree leaves must be appended in order")
	}
	t.dirty = append(t.dirty, i)
}

// Root rehashes the dirty paths and returns the root (the zero hash for an empty tree).
func (t *Tree) Root() common.Hash {
	if t.Len() == 0 {
		return common.Hash{}
	}
	dirty := t.dirty
	t.dirty = t.dirty[:0]
	for lvl := 0; len(t.levels[lvl]) > 1; lvl++ {
		cur := t.levels[lvl]
		width := (len(cur) + 1) / 2
		if lvl+1 == len(t.levels) {
			t.levels = append(t.levels, nil)
		}
		next := t.levels[lvl+1]
		oldWidth := len(next)
		for len(next) < width {
			next = append(next, common.Hash{})
		}
		// The parents of dirty nodes, deduplicated, written over dirty (one write per read at most), plus
		// the parents this level gained by growing.
		seen := make(map[int]struct{}, len(dirty))
		parents := dirty[:0]
		for _, i := range dirty {
			p := i / 2
			if _, ok := seen[p]; !ok {
				seen[p] = struct{}{}
				parents = append(parents, p)
			}
		}
		for p := oldWidth; p < width; p++ {
			if _, ok := seen[p]; !ok {
				parents = append(parents, p)
			}
		}
		for _, p := range parents {
			l := 2 * p
			if l+1 < len(cur) {
				next[p] = hashPair(cur[l], cur[l+1])
				t.hashes++
			} else {
				next[p] = cur[l]
			}
		}
		t.levels[lvl+1] = next
		dirty = parents
	}
	t.levels = t.levels[:t.topLevel()+1]
	return t.levels[len(t.levels)-1][0]
}

// topLevel is the index of the first level with a single node.
func (t *Tree) topLevel() int {
	for i, l := range t.levels {
		if len(l) == 1 {
			return i
		}
	}
	return len(t.levels) - 1
}

// Proof returns the sibling path of leaf i against the last Root.
func (t *Tree) Proof(i int) []common.Hash {
	var proof []common.Hash
	for lvl := 0; lvl < len(t.levels)-1; lvl++ {
		sib := i ^ 1
		if sib < len(t.levels[lvl]) {
			proof = append(proof, t.levels[lvl][sib])
		}
		i /= 2
	}
	return proof
}

// Verify checks a proof as OpenZeppelin's MerkleProof.verify does.
func Verify(root, leaf common.Hash, proof []common.Hash) bool {
	h := leaf
	for _, p := range proof {
		h = hashPair(h, p)
	}
	return h == root
}
