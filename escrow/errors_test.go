package escrow_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/escrow"
)

// nodeError is an RPC error as ethclient returns it: the node's message and the revert data.
type nodeError struct {
	msg  string
	data string
}

func (e nodeError) Error() string  { return e.msg }
func (e nodeError) ErrorCode() int { return 3 }
func (e nodeError) ErrorData() any { return e.data }

func reasonData(t *testing.T, reason string) []byte {
	t.Helper()
	ty, _ := abi.NewType("string", "", nil)
	enc, err := abi.Arguments{{Type: ty}}.Pack(reason)
	if err != nil {
		t.Fatal(err)
	}
	return append(crypto.Keccak256([]byte("Error(string)"))[:4], enc...)
}

func TestRevertErrorsArePrintable(t *testing.T) {
	status := append(crypto.Keccak256([]byte("InvalidStatus(uint256,uint8)"))[:4], common.LeftPadBytes([]byte{7}, 32)...)
	status = append(status, common.LeftPadBytes([]byte{1}, 32)...)
	cases := []struct {
		data []byte
		want string
	}{
		{reasonData(t, "Pausable: paused"), "execution reverted: Pausable: paused"},
		{reasonData(t, "bad\x00reason\n"), `execution reverted: "bad\x00reason\n"`},
		{reasonData(t, "\xff\xfe"), `execution reverted: "\xff\xfe"`},
		{status, "execution reverted: InvalidStatus(7, Funded)"},
		{append(common.FromHex("0x4e487b71"), common.LeftPadBytes([]byte{0x11}, 32)...), "execution reverted: panic 0x11 (arithmetic overflow or underflow)"},
		{common.FromHex("0xdeadbeef0000"), "execution reverted (data 0xdeadbeef0000)"},
		{nil, "execution reverted (no reason given)"},
	}
	for _, c := range cases {
		got := escrow.DecodeRevertData(c.data).Error()
		if got != c.want {
			t.Errorf("%x: got %q, want %q", c.data, got, c.want)
		}
		if strings.ContainsRune(got, 0) {
			t.Errorf("%x: NUL in %q", c.data, got)
		}
	}
	if r := escrow.DecodeRevertData(reasonData(t, "Pausable: paused")).Reason(); r != "Pausable: paused" {
		t.Errorf("Reason() = %q", r)
	}
	if r := escrow.DecodeRevertData(status).Reason(); r != "" {
		t.Errorf("Reason() of a custom error = %q", r)
	}
}

// Describe names the revert once, in place of the node's wording (geth repeats a reason string; a node may
// put raw custom-error bytes in its message), keeps the original error in the chain and is idempotent.
func TestDescribeNamesTheRevertOnce(t *testing.T) {
	status := append(crypto.Keccak256([]byte("InvalidStatus(uint256,uint8)"))[:4], common.LeftPadBytes([]byte{7}, 32)...)
	status = append(status, common.LeftPadBytes([]byte{1}, 32)...)
	cases := []struct {
		node nodeError
		want string
	}{
		{nodeError{"execution reverted: Pausable: paused", hexutil.Encode(reasonData(t, "Pausable: paused"))},
			"fund: execution reverted: Pausable: paused; retry later"},
		{nodeError{"execution reverted: custom error 0x" + string(status[:4]) + "\x00\x00\x07", hexutil.Encode(status)},
			"fund: execution reverted: InvalidStatus(7, Funded); retry later"},
	}
	for _, c := range cases {
		err := fmt.Errorf("fund: %w", c.node)
		got := escrow.Describe(err, "retry later")
		if got.Error() != c.want {
			t.Errorf("got %q, want %q", got, c.want)
		}
		if !errors.Is(got, c.node) {
			t.Error("the node's error left the chain")
		}
		if again := escrow.Describe(fmt.Errorf("outer: %w", got), "other hint"); again.Error() != "outer: "+c.want {
			t.Errorf("described twice: %q", again)
		}
	}
	plain := errors.New("connection refused")
	if escrow.Describe(plain, "hint") != plain {
		t.Error("an error without revert data changed")
	}
}
