package l1fee

import (
	"bytes"
	"encoding/hex"
	"errors"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// contractCallTx is a signed OP Mainnet transaction (0x8eb9dd4e...b594) whose FastLZ size the OP Stack's
// execution engine (op-geth's rollup cost tests) publishes as 202.
const contractCallTx = "02f901550a758302df1483be21b88304743f94f80e51afb613d764fa61751affd3313c190a86bb870151bd62fd12adb8" +
	"e41ef24f3f000000000000000000000000000000000000000000000000000000000000006e000000000000000000000000af88d065e77c8c" +
	"c2239327c5edb3a432268e5831000000000000000000000000000000000000000000000000000000000003c1e50000000000000000000000" +
	"00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000a0000000" +
	"00000000000000000000000000000000000000000000000000000000148c89ed219d02f1a5be012c689b4f5b731827bebe00000000000000" +
	"0000000000c001a033fd89cb37c31b2cba46b6466e040c61fc9b2a3675a7f5f493ebd5ad77c497f8a07cdf65680e238392693019b4092f61" +
	"0222e71b7cec06449cb922b93b6a12744e"

// emptyTx is the OP Stack test suite's "empty" transaction: an unsigned legacy transfer of 0 to
// 0x095e7b...2d87 with no data.
func emptyTx(t *testing.T) []byte {
	t.Helper()
	tx := types.NewTransaction(0, common.HexToAddress("095e7baea6a6c7c4c2dfeb977efac326af552d87"), big.NewInt(0), 0, big.NewInt(0), nil)
	b, err := tx.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func mustHex(t *testing.T, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// The published FastLZ sizes of the OP Stack execution engine's tests.
func TestCompressedLenPublishedVectors(t *testing.T) {
	cases := []struct {
		name  string
		input []byte
		want  int
	}{
		{"empty", nil, 0},
		{"1000 x 0x01", bytes.Repeat([]byte{1}, 1000), 21},
		{"1000 zero bytes", make([]byte, 1000), 21},
		{"empty legacy tx", emptyTx(t), 31},
		{"OP Mainnet contract call", mustHex(t, contractCallTx), 202},
	}
	for _, c := range cases {
		if got := CompressedLen(c.input); got != c.want {
			t.Errorf("%s: CompressedLen = %d, want %d", c.name, got, c.want)
		}
		back, err := Decompress(Compress(c.input), len(c.input))
		if err != nil || !bytes.Equal(back, c.input) {
			t.Errorf("%s: round trip failed: %v", c.name, err)
		}
	}
}

// The exact tokens for 1000 zero bytes, derived by hand from the format: two literals, 993 bytes copied
// from distance 2 in tokens of at most 262 (3 x 262 + 207), and the 5 bytes no match may start in.
func TestCompressTokensByHand(t *testing.T) {
	want := []byte{
		0x01, 0, 0, // literal run of 2
		0xe0, 253, 0x01, 0xe0, 253, 0x01, 0xe0, 253, 0x01, // 3 x copy 262 from distance 2
		0xe0, 198, 0x01, // copy 207 (198+9)
		0x04, 0, 0, 0, 0, 0, // literal run of 5
	}
	if got := Compress(make([]byte, 1000)); !bytes.Equal(got, want) {
		t.Fatalf("Compress(1000 zeros) = %x, want %x", got, want)
	}
}

func TestCompressRoundTripRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 300; i++ {
		n := r.IntN(20_000)
		src := make([]byte, n)
		// Mixed entropy: a small alphabet makes matches, some random bytes break them, and long runs
		// exercise the 262-byte split and the 8192-byte window.
		alphabet := 1 + r.IntN(255)
		for j := range src {
			switch {
			case r.IntN(50) == 0 && j > 0:
				src[j] = src[j-1]
			default:
				src[j] = byte(r.IntN(alphabet))
			}
		}
		c := Compress(src)
		if len(c) > n+n/32+1 {
			t.Fatalf("n=%d: compressed %d bytes, above the worst case", n, len(c))
		}
		back, err := Decompress(c, n)
		if err != nil {
			t.Fatalf("n=%d: %v", n, err)
		}
		if !bytes.Equal(back, src) {
			t.Fatalf("n=%d: round trip differs", n)
		}
	}
}

func TestDecompressRefusesCorruptInput(t *testing.T) {
	cases := []struct {
		name string
		in   []byte
	}{
		{"level 2 marker", []byte{0x20, 0}},
		{"literal run past the end", []byte{0x05, 1, 2}},
		{"match before the start", []byte{0x00, 7, 0x20, 0x05}},
		{"long match without its length", []byte{0x00, 7, 0xe0}},
		{"match without its distance", []byte{0x00, 7, 0x20}},
	}
	for _, c := range cases {
		if _, err := Decompress(c.in, 1<<20); !errors.Is(err, ErrCorrupt) {
			t.Errorf("%s: err = %v, want ErrCorrupt", c.name, err)
		}
	}
	// A valid stream that expands past the caller's limit is refused, not allocated.
	bomb := Compress(make([]byte, 100_000))
	if _, err := Decompress(bomb, 1000); !errors.Is(err, ErrCorrupt) {
		t.Errorf("expansion beyond the limit: err = %v, want ErrCorrupt", err)
	}
}

// The OP Stack's published fee vectors: op-geth's Fjord tests and the GasPriceOracle Solidity parity test.
func TestFjordFeePublishedVectors(t *testing.T) {
	// l1BaseFee 1000 gwei-millis, blob base fee 10e6, scalars 2 and 3: the empty tx is under the
	// regression's floor, so it pays for 100 bytes: 100e6 * (2*1e9*16 + 3*1e7) / 1e12 = 3,203,000 wei.
	p := Params{L1BaseFee: big.NewInt(1000 * 1e6), L1BlobBaseFee: big.NewInt(10 * 1e6), BaseFeeScalar: 2, BlobBaseFeeScalar: 3}
	fee, err := p.Fee(emptyTx(t))
	if err != nil {
		t.Fatal(err)
	}
	if fee.Cmp(big.NewInt(3_203_000)) != 0 {
		t.Errorf("empty tx fee = %s, want 3203000", fee)
	}
	// Sizes up to 170 stay at the floor (-42.5856 + 0.8365*170 = 99.62 bytes); from 171 they pay more.
	for _, n := range []int{100, 150, 170} {
		if f, _ := p.FeeForSize(n); f.Cmp(big.NewInt(3_203_000)) != 0 {
			t.Errorf("fastlz %d: fee %s, want the floor 3203000", n, f)
		}
	}
	for _, n := range []int{171, 175, 200} {
		if f, _ := p.FeeForSize(n); f.Cmp(big.NewInt(3_203_000)) <= 0 {
			t.Errorf("fastlz %d: fee %s, want above the floor", n, f)
		}
	}
	// Solidity parity: fastlz 235, l1BaseFee 2e6, blob 3e6, scalars 20 and 15 -> 105,484 wei.
	q := Params{L1BaseFee: big.NewInt(2e6), L1BlobBaseFee: big.NewInt(3e6), BaseFeeScalar: 20, BlobBaseFeeScalar: 15}
	if f, _ := q.FeeForSize(235); f.Cmp(big.NewInt(105_484)) != 0 {
		t.Errorf("parity vector: fee %s, want 105484", f)
	}
	if got := EstimatedSizeScaled(235); got.Cmp(big.NewInt(153_991_900)) != 0 {
		t.Errorf("estimated size of 235 = %s, want 153991900", got)
	}
}

func TestDAFootprint(t *testing.T) {
	cases := []struct {
		fastlz int
		want   uint64
	}{
		{0, 100 * 400},   // the floor
		{170, 100 * 400}, // 99.62 bytes, floored to 100
		{235, 153 * 400}, // 153.9919 bytes, rounded down
		{1000, 793 * 400},
	}
	for _, c := range cases {
		if got := DAFootprint(c.fastlz, DefaultDAFootprintGasScalar); got != c.want {
			t.Errorf("DAFootprint(%d) = %d, want %d", c.fastlz, got, c.want)
		}
	}
}

func TestFeeRefusesBadParams(t *testing.T) {
	if _, err := (Params{}).FeeForSize(200); err == nil {
		t.Error("nil fees accepted")
	}
	if _, err := (Params{L1BaseFee: big.NewInt(-1), L1BlobBaseFee: big.NewInt(1)}).FeeForSize(200); err == nil {
		t.Error("negative base fee accepted")
	}
	p := Params{L1BaseFee: big.NewInt(1), L1BlobBaseFee: big.NewInt(1), BaseFeeScalar: 1, BlobBaseFeeScalar: 1}
	if _, err := p.Fee(nil); err == nil {
		t.Error("empty transaction accepted")
	}
	if f, err := p.Fee([]byte{0x7e, 1, 2, 3}); err != nil || f.Sign() != 0 {
		t.Errorf("deposit tx: fee %v err %v, want 0", f, err)
	}
}

func FuzzCompressRoundTrip(f *testing.F) {
	f.Add([]byte{})
	f.Add(make([]byte, 300))
	f.Add([]byte("abcabcabcabcabcabcabcabcabcabcabc the quick brown fox jumps over the lazy dog"))
	f.Fuzz(func(t *testing.T, src []byte) {
		c := Compress(src)
		back, err := Decompress(c, len(src))
		if err != nil {
			t.Fatalf("decompress: %v", err)
		}
		if !bytes.Equal(back, src) {
			t.Fatal("round trip differs")
		}
		// Decompress must never panic on arbitrary input.
		_, _ = Decompress(src, 1<<16)
	})
}
