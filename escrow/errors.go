package escrow

import (
	"errors"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/settlement"
)

// RevertError is a contract revert decoded against the escrow's and the dev token's custom errors.
type RevertError struct {
	Name string // custom error name, e.g. "BudgetMismatch"; "Error" for require strings
	Args []any  // decoded arguments
	Data []byte // raw revert data
}

func (e *RevertError) Error() string {
	if e.Name == "" {
		return fmt.Sprintf("execution reverted (data %s)", hexutil.Encode(e.Data))
	}
	parts := make([]string, len(e.Args))
	for i, a := range e.Args {
		parts[i] = fmt.Sprint(a)
	}
	return fmt.Sprintf("execution reverted: %s(%s)", e.Name, strings.Join(parts, ", "))
}

var knownErrorABIs = func() []*abi.ABI {
	var out []*abi.ABI
	for _, md := range []interface{ ParseABI() (*abi.ABI, error) }{
		&bindings.AsaEscrowMetaData, &bindings.TestUSDCMetaData,
	} {
		if a, err := md.ParseABI(); err == nil {
			out = append(out, a)
		}
	}
	return out
}()

// DecodeRevert extracts and decodes revert data from an RPC error; it returns nil when err carries none.
func DecodeRevert(err error) *RevertError {
	var de rpc.DataError
	if err == nil || !errors.As(err, &de) {
		return nil
	}
	var data []byte
	switch d := de.ErrorData().(type) {
	case string:
		data = common.FromHex(d)
	case []byte:
		data = d
	default:
		return nil
	}
	return DecodeRevertData(data)
}

// DecodeRevertData decodes raw revert data (custom error or Error(string)).
func DecodeRevertData(data []byte) *RevertError {
	re := &RevertError{Data: data}
	if len(data) < 4 {
		return re
	}
	if reason, err := abi.UnpackRevert(data); err == nil {
		re.Name, re.Args = "Error", []any{reason}
		return re
	}
	var id [4]byte
	copy(id[:], data[:4])
	for _, a := range knownErrorABIs {
		if e, err := a.ErrorByID(id); err == nil {
			re.Name = e.Name
			if args, err := e.Inputs.Unpack(data[4:]); err == nil {
				for i, in := range e.Inputs {
					// A job status prints by name: InvalidStatus(5, Funded).
					if v, ok := args[i].(uint8); ok && in.Name == "status" {
						args[i] = settlement.JobStatus(v)
					}
				}
				re.Args = args
			}
			return re
		}
	}
	return re
}
