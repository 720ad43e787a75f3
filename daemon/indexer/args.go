package indexer

import (
	"encoding/json"
	"fmt"
	"math/big"
	"reflect"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon/store"
)

// Args renders a stored job event's arguments as a JSON object for the API's timeline: lower-camel
// names as in the ABI, addresses and hashes as hex, integers that fit JSON's safe range as numbers and
// larger ones as decimal strings.
func Args(ev store.JobEvent) (json.RawMessage, error) {
	typedEv, err := DecodeEvent(ev)
	if err != nil {
		return nil, err
	}
	rv := reflect.ValueOf(typedEv).Elem()
	out := map[string]any{}
	for i := 0; i < rv.NumField(); i++ {
		f := rv.Type().Field(i)
		if !f.IsExported() || f.Name == "Raw" {
			continue
		}
		out[lowerCamel(f.Name)] = normalize(rv.Field(i).Interface())
	}
	if e, ok := typedEv.(*bindings.AsaEscrowResultSkipped); ok {
		out["reason"] = SkipReason(e.Reason) // the escrow's error by name, not its selector
	}
	b, err := json.Marshal(out)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", ev.Name, err)
	}
	return b, nil
}

func lowerCamel(s string) string { return strings.ToLower(s[:1]) + s[1:] }

// maxSafeJSON is the largest integer a JSON number carries exactly in every client (2^53 - 1).
const maxSafeJSON = 1<<53 - 1

func normalize(v any) any {
	switch x := v.(type) {
	case *big.Int:
		if x.IsUint64() && x.Uint64() <= maxSafeJSON {
			return x.Uint64()
		}
		return x.String()
	case common.Address:
		return x.Hex()
	case [32]byte:
		return common.Hash(x).Hex()
	case [4]byte:
		return "0x" + common.Bytes2Hex(x[:])
	case []byte:
		return "0x" + common.Bytes2Hex(x)
	case []common.Address:
		out := make([]string, len(x))
		for i, a := range x {
			out[i] = a.Hex()
		}
		return out
	case uint8, uint16, uint32, bool, string:
		return x
	case uint64:
		if x <= maxSafeJSON {
			return x
		}
		return new(big.Int).SetUint64(x).String()
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Struct {
		out := map[string]any{}
		for i := 0; i < rv.NumField(); i++ {
			f := rv.Type().Field(i)
			if f.IsExported() {
				out[lowerCamel(f.Name)] = normalize(rv.Field(i).Interface())
			}
		}
		return out
	}
	return v
}
