package watcher

import (
	"errors"
	"fmt"
	"testing"

	"github.com/ethereum/go-ethereum/rpc"
)

type codeError struct{ code int }

func (e codeError) Error() string  { return "limit" }
func (e codeError) ErrorCode() int { return e.code }

var _ rpc.Error = codeError{}

func TestIsRangeRefusal(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want bool
	}{
		{errors.New("query returned more than 10000 results"), true},
		{fmt.Errorf("get logs: %w", errors.New("Block range is too large")), true},
		{errors.New("exceed maximum block range: 2000"), true},
		{errors.New("Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range"), true},
		{codeError{-32005}, true},
		{codeError{-32000}, false},
		{errors.New("connection refused"), false},
		{errors.New("context deadline exceeded"), false},
		{nil, false},
	} {
		if got := isRangeRefusal(tc.err); got != tc.want {
			t.Errorf("isRangeRefusal(%v) = %v, want %v", tc.err, got, tc.want)
		}
	}
}

func TestRangeSizer(t *testing.T) {
	r := newRangeSizer(2000)
	var sizes []uint64
	for r.shrink() {
		sizes = append(sizes, r.size)
	}
	if r.size != 1 || len(sizes) != 10 || sizes[0] != 1000 || sizes[9] != 1 {
		t.Fatalf("halving 2000 gave %v", sizes)
	}
	for i := 0; i < growAfter-1; i++ {
		r.accepted()
	}
	if r.size != 1 {
		t.Fatalf("grew after %d accepted queries", growAfter-1)
	}
	r.accepted()
	if r.size != 2 {
		t.Fatalf("size %d after %d accepted queries, want 2", r.size, growAfter)
	}
	r.shrink() // a refusal resets the streak
	for i := 0; i < growAfter-1; i++ {
		r.accepted()
	}
	if r.size != 1 {
		t.Fatalf("size %d: a refusal must reset the streak", r.size)
	}
	for i := 0; i < 20*growAfter; i++ {
		r.accepted()
	}
	if r.size != 2000 {
		t.Fatalf("size %d never came back to the maximum", r.size)
	}
}
