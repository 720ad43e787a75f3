package l1fee

import (
	"errors"
	"fmt"
)

// FastLZ level 1, the compressor whose output length the OP Stack's Fjord fee formula uses as its size
// estimate. The format is a sequence of tokens:
//
//	000LLLLL  + L+1 literal bytes               (a literal run of 1..32 bytes)
//	LLLDDDDD  DDDDDDDD                          (LLL 1..6: copy LLL+2 bytes from distance D+1)
//	111DDDDD  EEEEEEEE DDDDDDDD                 (copy E+9 bytes from distance D+1)
//
// Distances reach back at most 8192 bytes. The first token is always a literal run, so the top three
// bits of the first byte are 0: the "level 1" marker of fastlz_decompress.
const (
	hashLog     = 13
	hashSize    = 1 << hashLog
	maxLiteral  = 32   // longest literal run in one token
	maxMatch    = 264  // longest copy in one token: 7 + 255 + 2
	maxDistance = 8192 // level 1 window
	// inputMargin: no match starts in the last 13 bytes (the reference implementation reads ahead).
	inputMargin = 13
)

// hash3 maps three bytes (little-endian in v) to a 13-bit slot, as fastlz.c's flz_hash does.
func hash3(v uint32) uint32 { return (v * 2654435769) >> (32 - hashLog) }

func read24(b []byte, i int) uint32 {
	return uint32(b[i]) | uint32(b[i+1])<<8 | uint32(b[i+2])<<16
}

// Compress returns src compressed with FastLZ level 1, byte for byte what the reference fastlz.c
// (fastlz1_compress) produces. It never fails; incompressible input grows by one byte per 32.
func Compress(src []byte) []byte {
	n := len(src)
	out := make([]byte, 0, n+n/maxLiteral+1)
	var table [hashSize]int32 // last position of each 3-byte hash; 0 doubles as "position 0"
	anchor, ip := 0, 2
	limit := n - inputMargin // match candidates start before here
	bound := n - 4           // match extension stops before here
	for ip < limit {
		// Find the next position whose 3 bytes occurred within the window.
		var ref, distance int
		found := false
		for {
			seq := read24(src, ip)
			h := hash3(seq)
			ref = int(table[h])
			table[h] = int32(ip)
			distance = ip - ref
			candidate := distance < maxDistance && read24(src, ref) == seq
			if ip >= limit {
				break
			}
			ip++
			if candidate {
				found = true
				break
			}
		}
		if !found || ip >= limit {
			break
		}
		ip--
		if ip > anchor {
			out = appendLiterals(out, src[anchor:ip])
		}
		// The first three bytes match; extend. Like flz_cmp, the count includes the first mismatch, so the
		// copy is extra+2 bytes long and the byte after it starts the next search.
		extra := 0
		for p, q := ref+3, ip+3; q < bound; {
			same := src[p] == src[q]
			p, q, extra = p+1, q+1, extra+1
			if !same {
				break
			}
		}
		out = appendMatch(out, extra, distance)
		ip += extra
		table[hash3(read24(src, ip))] = int32(ip)
		ip++
		table[hash3(read24(src, ip))] = int32(ip)
		ip++
		anchor = ip
	}
	return appendLiterals(out, src[anchor:])
}

// appendLiterals emits lit as literal runs of at most 32 bytes.
func appendLiterals(out, lit []byte) []byte {
	for len(lit) > 0 {
		k := min(len(lit), maxLiteral)
		out = append(out, byte(k-1))
		out = append(out, lit[:k]...)
		lit = lit[k:]
	}
	return out
}

// appendMatch emits a copy of extra+2 bytes from distance back, split into tokens of at most 264 bytes.
func appendMatch(out []byte, extra, distance int) []byte {
	d := distance - 1
	hi, lo := byte(d>>8), byte(d)
	for extra > maxMatch-2 {
		out = append(out, 7<<5|hi, maxMatch-2-7-2, lo)
		extra -= maxMatch - 2
	}
	if extra < 7 {
		return append(out, byte(extra)<<5|hi, lo)
	}
	return append(out, 7<<5|hi, byte(extra-7), lo)
}

// CompressedLen is len(Compress(src)): the fastlzSize of the Fjord fee formula when src is a signed
// transaction in its EIP-2718 binary encoding.
func CompressedLen(src []byte) int { return len(Compress(src)) }

// ErrCorrupt reports compressed input that is not valid FastLZ level 1.
var ErrCorrupt = errors.New("fastlz: corrupt input")

// Decompress reverses Compress. It refuses input that is not level 1, that copies from before the start
// of the output, that ends inside a token, or that would expand beyond maxOut bytes.
func Decompress(src []byte, maxOut int) ([]byte, error) {
	if len(src) == 0 {
		return nil, nil
	}
	if src[0]>>5 != 0 {
		return nil, fmt.Errorf("%w: level %d, want 1", ErrCorrupt, src[0]>>5+1)
	}
	out := make([]byte, 0, min(maxOut, 4*len(src)))
	for ip := 0; ip < len(src); {
		ctrl := int(src[ip])
		ip++
		if ctrl < 32 { // literal run
			k := ctrl + 1
			if ip+k > len(src) {
				return nil, fmt.Errorf("%w: literal run of %d bytes at offset %d passes the end", ErrCorrupt, k, ip-1)
			}
			if len(out)+k > maxOut {
				return nil, fmt.Errorf("%w: output exceeds %d bytes", ErrCorrupt, maxOut)
			}
			out = append(out, src[ip:ip+k]...)
			ip += k
			continue
		}
		length := ctrl>>5 + 2
		if ctrl>>5 == 7 {
			if ip >= len(src) {
				return nil, fmt.Errorf("%w: match length missing at offset %d", ErrCorrupt, ip)
			}
			length += int(src[ip])
			ip++
		}
		if ip >= len(src) {
			return nil, fmt.Errorf("%w: match distance missing at offset %d", ErrCorrupt, ip)
		}
		distance := (ctrl&31)<<8 | int(src[ip]) + 1
		ip++
		from := len(out) - distance
		if from < 0 {
			return nil, fmt.Errorf("%w: match reaches %d bytes before the start", ErrCorrupt, -from)
		}
		if len(out)+length > maxOut {
			return nil, fmt.Errorf("%w: output exceeds %d bytes", ErrCorrupt, maxOut)
		}
		for i := 0; i < length; i++ { // byte by byte: the copy may overlap its own output
			out = append(out, out[from+i])
		}
	}
	return out, nil
}
