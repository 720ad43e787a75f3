package ledger

import (
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// Tree depths of the state and of an epoch's transitions.
const (
	AccountsDepth    = 20
	JobsDepth        = 32
	TransitionsDepth = 24
)

// hashPair is an inner node: keccak256(abi.encodePacked(left, right)).
func hashPair(h crypto.KeccakState, left, right common.Hash) common.Hash {
	var out common.Hash
	h.Reset()
	h.Write(left[:])
	h.Write(right[:])
	h.Read(out[:])
	return out
}

// zeroHashes returns Z0..Zdepth: Z0 is the empty leaf, Z(k+1) = keccak(Zk ‖ Zk).
func zeroHashes(depth int, empty common.Hash) []common.Hash {
	h := crypto.NewKeccakState()
	z := make([]common.Hash, depth+1)
	z[0] = empty
	for k := 0; k < depth; k++ {
		z[k+1] = hashPair(h, z[k], z[k])
	}
	return z
}

// tree is a fixed-depth positional Merkle tree kept incrementally: each level stores only its used prefix
// (the nodes up to the highest index written); every node beyond is the zero subtree of its level. Setting
// one leaf costs depth hashes. It is not safe for concurrent use.
type tree struct {
	depth  int
	zeros  []common.Hash   // zeros[k]: the root of an empty subtree of height k
	levels [][]common.Hash // levels[k], k < depth: the used prefix of level k (0 = leaves)
	root   common.Hash
	h      crypto.KeccakState
}

func newTree(depth int, empty common.Hash) *tree {
	z := zeroHashes(depth, empty)
	return &tree{depth: depth, zeros: z, levels: make([][]common.Hash, depth), root: z[depth], h: crypto.NewKeccakState()}
}

func (t *tree) clone() *tree {
	c := &tree{depth: t.depth, zeros: t.zeros, levels: make([][]common.Hash, t.depth), root: t.root, h: crypto.NewKeccakState()}
	for k, l := range t.levels {
		c.levels[k] = append([]common.Hash(nil), l...)
	}
	return c
}

func (t *tree) node(k int, idx uint64) common.Hash {
	if idx < uint64(len(t.levels[k])) {
		return t.levels[k][idx]
	}
	return t.zeros[k]
}

func (t *tree) put(k int, idx uint64, v common.Hash) {
	l := t.levels[k]
	for uint64(len(l)) <= idx {
		l = append(l, t.zeros[k])
	}
	l[idx] = v
	t.levels[k] = l
}

// set writes leaf i and rehashes its path (depth hashes).
func (t *tree) set(i uint64, leaf common.Hash) {
	if i>>uint(t.depth) != 0 {
		panic(fmt.Sprintf("ledger: leaf index %d outside a depth-%d tree", i, t.depth))
	}
	t.put(0, i, leaf)
	h := leaf
	for k := 0; k < t.depth; k++ {
		idx := i >> uint(k)
		sib := t.node(k, idx^1)
		if idx&1 == 1 {
			h = hashPair(t.h, sib, h)
		} else {
			h = hashPair(t.h, h, sib)
		}
		if k+1 < t.depth {
			t.put(k+1, idx>>1, h)
		}
	}
	t.root = h
}

// load replaces the tree with leaves at indexes 0..len-1 (everything beyond empty), hashing each level
// once: about 2·len hashes instead of depth·len.
func (t *tree) load(leaves []common.Hash) {
	if uint64(len(leaves)) > uint64(1)<<uint(t.depth) {
		panic("ledger: too many leaves for the tree")
	}
	t.levels[0] = append([]common.Hash(nil), leaves...)
	for k := 0; k+1 < t.depth; k++ {
		cur := t.levels[k]
		next := make([]common.Hash, (len(cur)+1)/2)
		for j := range next {
			next[j] = hashPair(t.h, t.node(k, uint64(2*j)), t.node(k, uint64(2*j+1)))
		}
		t.levels[k+1] = next
	}
	t.root = hashPair(t.h, t.node(t.depth-1, 0), t.node(t.depth-1, 1))
}

func (t *tree) leaf(i uint64) common.Hash { return t.node(0, i) }

// proof returns the depth siblings of leaf i from the leaf upward.
func (t *tree) proof(i uint64) []common.Hash {
	p := make([]common.Hash, t.depth)
	for k := 0; k < t.depth; k++ {
		p[k] = t.node(k, (i>>uint(k))^1)
	}
	return p
}

// VerifyPath recomputes the root of a positional tree from a leaf hash, its index and its siblings from
// the leaf upward (bit k of index set: the node is the right child at level k), as the contract does.
func VerifyPath(leaf common.Hash, index uint64, path []common.Hash) common.Hash {
	h := leaf
	for k, sib := range path {
		if (index>>uint(k))&1 == 1 {
			h = crypto.Keccak256Hash(sib[:], h[:])
		} else {
			h = crypto.Keccak256Hash(h[:], sib[:])
		}
	}
	return h
}
