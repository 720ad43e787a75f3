// Package indexer turns the escrow's logs into the daemon's job view: it decodes each log into a named
// event with JSON arguments (kept for the API's timeline) and folds events, in chain order, into a
// store.Job. The fold mirrors the contract's state machine and deadlines exactly, so the view rebuilt
// from events alone matches getJob() on chain. It does no I/O.
package indexer

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"reflect"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon/store"
)

// escrowABI is parsed once; the ABI is a compile-time constant of the bindings.
var escrowABI = func() *abi.ABI {
	a, err := bindings.AsaEscrowMetaData.ParseABI()
	if err != nil {
		panic("indexer: escrow ABI: " + err.Error())
	}
	return a
}()

// Topics returns the topic-0 hashes of every escrow event (for the watcher's log filter).
func Topics() []common.Hash {
	out := make([]common.Hash, 0, len(escrowABI.Events))
	for _, ev := range escrowABI.Events {
		out = append(out, ev.ID)
	}
	return out
}

// ErrUnknownEvent is returned for a log that is not an escrow event.
var ErrUnknownEvent = errors.New("not an escrow event")

// Decoded is one decoded escrow log: a job event, or (for TermsRegistered) a terms record.
type Decoded struct {
	Event *store.JobEvent
	Terms *store.TermsRecord
}

// Decode decodes one escrow log found in a block with the given timestamp.
func Decode(l types.Log, blockTime uint64) (Decoded, error) {
	if len(l.Topics) == 0 {
		return Decoded{}, ErrUnknownEvent
	}
	ev, err := escrowABI.EventByID(l.Topics[0])
	if err != nil {
		return Decoded{}, ErrUnknownEvent
	}
	args := map[string]any{}
	if len(l.Data) > 0 {
		if err := ev.Inputs.UnpackIntoMap(args, l.Data); err != nil {
			return Decoded{}, fmt.Errorf("decode %s data: %w", ev.Name, err)
		}
	}
	var indexed abi.Arguments
	for _, in := range ev.Inputs {
		if in.Indexed {
			indexed = append(indexed, in)
		}
	}
	if err := abi.ParseTopicsIntoMap(args, indexed, l.Topics[1:]); err != nil {
		return Decoded{}, fmt.Errorf("decode %s topics: %w", ev.Name, err)
	}
	norm := make(map[string]any, len(args))
	for k, v := range args {
		norm[k] = normalize(v)
	}
	raw, err := json.Marshal(norm)
	if err != nil {
		return Decoded{}, fmt.Errorf("encode %s: %w", ev.Name, err)
	}
	if ev.Name == "TermsRegistered" {
		terms, err := json.Marshal(norm["terms"])
		if err != nil {
			return Decoded{}, fmt.Errorf("encode terms: %w", err)
		}
		id, _ := norm["termsId"].(uint64)
		return Decoded{Terms: &store.TermsRecord{
			ID: uint32(id), Hash: common.HexToHash(norm["termsHash"].(string)), Terms: terms, BlockNumber: l.BlockNumber,
		}}, nil
	}
	jobID, ok := args["jobId"].(*big.Int)
	if !ok {
		// Account-level events (Credited, Withdrawn, EIP712DomainChanged) belong to no job.
		return Decoded{}, nil
	}
	if !jobID.IsUint64() {
		return Decoded{}, fmt.Errorf("%s: job id %s out of range", ev.Name, jobID)
	}
	return Decoded{Event: &store.JobEvent{
		JobID: jobID.Uint64(), BlockNumber: l.BlockNumber, BlockHash: l.BlockHash, BlockTime: blockTime,
		TxHash: l.TxHash, LogIndex: l.Index, Name: ev.Name, Args: raw,
	}}, nil
}

// normalize makes decoded ABI values JSON-friendly and stable: addresses and hashes as hex strings,
// integers that fit in uint64 as numbers, bigger ones as decimal strings, structs as objects with
// lower-camel keys.
func normalize(v any) any {
	switch x := v.(type) {
	case *big.Int:
		if x.IsUint64() {
			return x.Uint64()
		}
		return x.String()
	case common.Address:
		return x.Hex()
	case [32]byte:
		return common.Hash(x).Hex()
	case common.Hash:
		return x.Hex()
	case []byte:
		return "0x" + common.Bytes2Hex(x)
	case []common.Address:
		out := make([]string, len(x))
		for i, a := range x {
			out[i] = a.Hex()
		}
		return out
	case uint8:
		return uint64(x)
	case uint16:
		return uint64(x)
	case uint32:
		return uint64(x)
	case uint64, bool, string:
		return x
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Struct {
		out := map[string]any{}
		for i := 0; i < rv.NumField(); i++ {
			f := rv.Type().Field(i)
			if !f.IsExported() {
				continue
			}
			out[strings.ToLower(f.Name[:1])+f.Name[1:]] = normalize(rv.Field(i).Interface())
		}
		return out
	}
	return v
}
