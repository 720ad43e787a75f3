package escrow

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"net"
	"net/url"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/bindings/ledgerbind"
	"github.com/asa-escrow/asa/settlement"
)

// RevertError is a contract revert decoded against the escrow's custom errors, the standard ERC-20 errors
// (ERC-6093), Error(string) (USDC and other tokens revert with strings) and Panic(uint256).
type RevertError struct {
	Name string // custom error name, e.g. "BudgetMismatch"; "Error" for require strings; "Panic"
	Args []any  // decoded arguments
	Data []byte // raw revert data
}

// Reason is the message of an Error(string) revert ("Pausable: paused"), or "" for any other revert.
func (e *RevertError) Reason() string {
	if e.Name != "Error" || len(e.Args) != 1 {
		return ""
	}
	s, _ := e.Args[0].(string)
	return s
}

// Error names the revert: "execution reverted: Pausable: paused", "execution reverted:
// InvalidStatus(3, 1)". Never raw bytes: unknown data is hex, and a reason string with control characters
// or invalid UTF-8 is quoted.
func (e *RevertError) Error() string {
	switch {
	case e.Name == "Error" && len(e.Args) == 1:
		return "execution reverted: " + printable(fmt.Sprint(e.Args[0]))
	case e.Name == "Panic" && len(e.Args) == 1:
		return fmt.Sprintf("execution reverted: panic %s", panicReason(e.Args[0]))
	case e.Name == "" && len(e.Data) == 0:
		return "execution reverted (no reason given)"
	case e.Name == "":
		return fmt.Sprintf("execution reverted (data %s)", hexutil.Encode(e.Data))
	}
	parts := make([]string, len(e.Args))
	for i, a := range e.Args {
		if h, ok := a.([32]byte); ok { // bytes32 prints as 0x hex, not as a list of bytes
			a = common.Hash(h).Hex()
		}
		parts[i] = printable(fmt.Sprint(a))
	}
	return fmt.Sprintf("execution reverted: %s(%s)", e.Name, strings.Join(parts, ", "))
}

// printable returns s, or s quoted when it holds anything a terminal or a log line should not get raw.
func printable(s string) string {
	if !utf8.ValidString(s) || strings.IndexFunc(s, func(r rune) bool { return !unicode.IsPrint(r) }) >= 0 {
		return strconv.QuoteToASCII(s)
	}
	return s
}

var panicReasons = map[uint64]string{
	0x01: "assertion failed", 0x11: "arithmetic overflow or underflow", 0x12: "division by zero",
	0x21: "invalid enum value", 0x22: "invalid storage byte array", 0x31: "pop on an empty array",
	0x32: "array index out of bounds", 0x41: "out of memory", 0x51: "call to an uninitialized function",
}

func panicReason(code any) string {
	c, ok := code.(*big.Int)
	if !ok {
		return fmt.Sprint(code)
	}
	if c.IsUint64() {
		if r, ok := panicReasons[c.Uint64()]; ok {
			return fmt.Sprintf("0x%x (%s)", c, r)
		}
	}
	return fmt.Sprintf("0x%x", c)
}

// erc20ErrorsABI are OpenZeppelin 5's ERC-20 errors (ERC-6093), which many tokens other than USDC use.
const erc20ErrorsABI = `[
{"type":"error","name":"ERC20InsufficientBalance","inputs":[{"name":"sender","type":"address"},{"name":"balance","type":"uint256"},{"name":"needed","type":"uint256"}]},
{"type":"error","name":"ERC20InsufficientAllowance","inputs":[{"name":"spender","type":"address"},{"name":"allowance","type":"uint256"},{"name":"needed","type":"uint256"}]},
{"type":"error","name":"ERC20InvalidSender","inputs":[{"name":"sender","type":"address"}]},
{"type":"error","name":"ERC20InvalidReceiver","inputs":[{"name":"receiver","type":"address"}]},
{"type":"error","name":"ERC20InvalidApprover","inputs":[{"name":"approver","type":"address"}]},
{"type":"error","name":"ERC20InvalidSpender","inputs":[{"name":"spender","type":"address"}]}
]`

var knownErrorABIs = func() []*abi.ABI {
	var out []*abi.ABI
	if a, err := bindings.AsaEscrowMetaData.ParseABI(); err == nil {
		out = append(out, a)
	}
	// The evaluator pool and its seats, and the ERC-8004 dev registries (IdentityRegistry's ABI carries
	// OpenZeppelin's ERC-721 errors too).
	// The netted ledger and its verifier come after them.
	for _, m := range []*bind.MetaData{&bindings.EvaluatorPoolMetaData, &bindings.PoolSeatMetaData, &bindings.IdentityRegistryMetaData, &bindings.ReputationRegistryMetaData, &bindings.ValidationRegistryMetaData, &ledgerbind.AsaLedgerMetaData, &ledgerbind.AsaLedgerVerifierMetaData} {
		if a, err := m.ParseABI(); err == nil {
			out = append(out, a)
		}
	}
	if a, err := abi.JSON(strings.NewReader(erc20ErrorsABI)); err == nil {
		out = append(out, &a)
	}
	return out
}()

// poolStatusNames are IEvaluatorPool.Status's names, for the pool's WrongStatus error.
var poolStatusNames = [...]string{"None", "Probation", "Qualified", "Leaving", "Removed"}

func poolStatusName(v uint8) string {
	if int(v) < len(poolStatusNames) {
		return poolStatusNames[v]
	}
	return fmt.Sprintf("Status(%d)", v)
}

// panicSelector is the selector of Panic(uint256).
var panicSelector = [4]byte{0x4e, 0x48, 0x7b, 0x71}

// DecodeRevert extracts and decodes revert data from an RPC error; it returns nil when err carries none.
func DecodeRevert(err error) *RevertError {
	data, ok := revertData(err)
	if !ok {
		return nil
	}
	return DecodeRevertData(data)
}

func revertData(err error) ([]byte, bool) {
	var de rpc.DataError
	if err == nil || !errors.As(err, &de) {
		return nil, false
	}
	switch d := de.ErrorData().(type) {
	case string:
		return common.FromHex(d), true
	case []byte:
		return d, true
	}
	return nil, false
}

// DecodeRevertData decodes raw revert data (custom error, Error(string) or Panic(uint256)).
func DecodeRevertData(data []byte) *RevertError {
	re := &RevertError{Data: data}
	if len(data) < 4 {
		return re
	}
	var id [4]byte
	copy(id[:], data[:4])
	if id == panicSelector && len(data) == 36 {
		re.Name, re.Args = "Panic", []any{new(big.Int).SetBytes(data[4:])}
		return re
	}
	if reason, err := abi.UnpackRevert(data); err == nil {
		re.Name, re.Args = "Error", []any{reason}
		return re
	}
	for _, a := range knownErrorABIs {
		if e, err := a.ErrorByID(id); err == nil {
			re.Name = e.Name
			if args, err := e.Inputs.Unpack(data[4:]); err == nil {
				for i, in := range e.Inputs {
					// A job status prints by name: InvalidStatus(5, Funded); the pool's WrongStatus carries an
					// entry's status, not a job's.
					if v, ok := args[i].(uint8); ok && in.Name == "status" {
						if e.Name == "WrongStatus" {
							args[i] = poolStatusName(v)
						} else {
							args[i] = settlement.JobStatus(v)
						}
					}
				}
				re.Args = args
			}
			return re
		}
	}
	return re
}

// DescribedError is an error whose message names its decoded revert once, in place of the node's own
// wording of it (which differs between nodes, repeats the reason, and for custom errors may hold the raw
// revert bytes), followed by a hint when there is one. Unwrap gives the original error.
type DescribedError struct {
	Revert *RevertError
	Hint   string
	msg    string
	err    error
}

func (e *DescribedError) Error() string { return e.msg }

// Unwrap returns the error the node gave.
func (e *DescribedError) Unwrap() error { return e.err }

// Describe returns err with its revert decoded (see DescribedError) and `hint` appended; err unchanged when
// it carries no revert data, and as it is when it was described already.
func Describe(err error, hint string) error {
	var done *DescribedError
	if errors.As(err, &done) {
		return err
	}
	data, ok := revertData(err)
	if !ok {
		return err
	}
	re := DecodeRevertData(data)
	var de rpc.DataError
	errors.As(err, &de)
	msg, node := err.Error(), de.Error()
	if i := strings.LastIndex(msg, node); i >= 0 && node != "" {
		msg = msg[:i] + re.Error() + msg[i+len(node):]
	} else {
		msg = printable(msg) + ": " + re.Error()
	}
	if hint != "" {
		msg += "; " + hint
	}
	return &DescribedError{Revert: re, Hint: hint, msg: msg, err: err}
}

// Unanswered reports whether err is the node not answering (a timeout, a transport failure, an HTTP error
// status) rather than the contract's own answer to the call (a revert, a JSON-RPC error, a result that does
// not decode). A caller answers the first "retry shortly" (the fault is nobody's input) and the second on
// its merits.
func Unanswered(err error) bool {
	var rpcErr rpc.Error
	if errors.As(err, &rpcErr) {
		return false
	}
	var httpErr rpc.HTTPError
	var urlErr *url.Error
	var netErr net.Error
	return errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) ||
		errors.As(err, &urlErr) || errors.As(err, &httpErr) || errors.As(err, &netErr)
}
