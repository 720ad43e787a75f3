package asaclient

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/asa-escrow/asa/settlement"
)

// Event is one escrow event of a job.
type Event struct {
	Name     string
	Block    uint64
	Time     uint64 // the block's unix time
	TxHash   common.Hash
	LogIndex uint
	// Args are the event's arguments by name, as text: integers in decimal (amounts in base units), addresses
	// and hashes in 0x hex, booleans as true/false.
	Args map[string]string
}

// Events reads the escrow's events of job id in blocks [from, to], in chain order.
func (e *Escrow) Events(ctx context.Context, id *big.Int, from, to uint64) ([]Event, error) {
	logs, err := e.eth.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to),
		Addresses: []common.Address{e.addr}, Topics: [][]common.Hash{nil, {common.BigToHash(id)}},
	})
	if err != nil {
		return nil, fmt.Errorf("read events of job %s in blocks %d..%d: %w", id, from, to, err)
	}
	times := map[uint64]uint64{}
	var out []Event
	for i := range logs {
		ev, err := e.decodeEvent(&logs[i])
		if err != nil || ev.Args["jobId"] != id.String() {
			continue // not a job event of this escrow (an indexed address that happens to match, say)
		}
		t, ok := times[ev.Block]
		if !ok {
			h, err := e.eth.HeaderByNumber(ctx, new(big.Int).SetUint64(ev.Block))
			if err != nil {
				return nil, fmt.Errorf("read block %d: %w", ev.Block, err)
			}
			t, times[ev.Block] = h.Time, h.Time
		}
		ev.Time = t
		out = append(out, ev)
	}
	sort.SliceStable(out, func(i, k int) bool {
		if out[i].Block != out[k].Block {
			return out[i].Block < out[k].Block
		}
		return out[i].LogIndex < out[k].LogIndex
	})
	return out, nil
}

// decodeEvent decodes an escrow log by its ABI into an Event with text arguments.
func (e *Escrow) decodeEvent(l *types.Log) (Event, error) {
	if len(l.Topics) == 0 {
		return Event{}, errors.New("anonymous log")
	}
	a := e.esc.GetABI()
	spec, err := a.EventByID(l.Topics[0])
	if err != nil {
		return Event{}, err
	}
	args := map[string]any{}
	if len(l.Data) > 0 {
		if err := spec.Inputs.UnpackIntoMap(args, l.Data); err != nil {
			return Event{}, fmt.Errorf("decode %s: %w", spec.Name, err)
		}
	}
	var indexed abi.Arguments
	for _, in := range spec.Inputs {
		if in.Indexed {
			indexed = append(indexed, in)
		}
	}
	if err := abi.ParseTopicsIntoMap(args, indexed, l.Topics[1:]); err != nil {
		return Event{}, fmt.Errorf("decode %s topics: %w", spec.Name, err)
	}
	ev := Event{Name: spec.Name, Block: l.BlockNumber, TxHash: l.TxHash, LogIndex: l.Index, Args: make(map[string]string, len(args))}
	for k, v := range args {
		ev.Args[k] = argText(v)
	}
	return ev, nil
}

// argText renders a decoded ABI value as text.
func argText(v any) string {
	switch x := v.(type) {
	case *big.Int:
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
		parts := make([]string, len(x))
		for i, a := range x {
			parts[i] = a.Hex()
		}
		return strings.Join(parts, ",")
	case bool:
		return strconv.FormatBool(x)
	case string:
		return x
	}
	rv := reflect.ValueOf(v)
	switch rv.Kind() {
	case reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return strconv.FormatUint(rv.Uint(), 10)
	case reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.FormatInt(rv.Int(), 10)
	}
	return fmt.Sprint(v)
}

// ArgsText turns the JSON arguments of the daemon's timeline (wire.EventView.Args) into the text form of
// Event.Args.
func ArgsText(raw json.RawMessage) map[string]string {
	var a map[string]any
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	dec.UseNumber()
	if dec.Decode(&a) != nil {
		return nil
	}
	out := make(map[string]string, len(a))
	for k, v := range a {
		out[k] = fmt.Sprint(v)
	}
	return out
}

// Change is one step Watch reports: a new event of the job, or a change of its state.
type Change struct {
	Event *Event // set for an event
	// For a state change (Event nil): the state before and after, seen at Block.
	From, To settlement.JobStatus
	Block    uint64
}

// Watch follows job id: it calls fn for every event of the job from block `from` on and for every change of
// its state, polling the chain every interval. It returns nil once the job is settled (a terminal state),
// fn's error if fn fails, or ctx's error when ctx ends.
func (e *Escrow) Watch(ctx context.Context, id *big.Int, from uint64, interval time.Duration, fn func(Change) error) error {
	if interval <= 0 {
		return errors.New("watch: the poll interval must be positive")
	}
	j, err := e.Job(ctx, id)
	if err != nil {
		return err
	}
	last, next := j.Status, from
	ticker := time.NewTicker(interval)
	defer ticker.Stop()
	for {
		head, err := e.eth.BlockNumber(ctx)
		if err != nil {
			return fmt.Errorf("watch job %s: read head: %w", id, err)
		}
		if head >= next {
			evs, err := e.Events(ctx, id, next, head)
			if err != nil {
				return fmt.Errorf("watch job %s: %w", id, err)
			}
			for i := range evs {
				if err := fn(Change{Event: &evs[i]}); err != nil {
					return err
				}
			}
			next = head + 1
			if j, err = e.Job(ctx, id); err != nil {
				return err
			}
			if j.Status != last {
				if err := fn(Change{From: last, To: j.Status, Block: head}); err != nil {
					return err
				}
				last = j.Status
			}
			if j.Status.Terminal() {
				return nil
			}
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-ticker.C:
		}
	}
}

// eventKeys are the arguments of each escrow event worth showing in a timeline.
var eventKeys = map[string][]string{
	"JobFunded": {"amount"}, "JobSubmitted": {"deliverable"}, "ResultAccepted": {"evaluator", "score", "passed"},
	"JobVerified": {"score", "passed", "challengeDeadline"}, "BackupEvaluatorActivated": {"backupEvaluator", "deadline"},
	"DeadManTriggered": {"action"}, "DisputeFiled": {"by", "automatic"}, "DisputeResolved": {"providerBps"},
	"JobSettled": {"releaseBps", "providerAmount", "clientAmount", "fee"}, "PaymentReleased": {"amount"},
	"Refunded": {"amount"}, "CollateralSettled": {"kept", "slashed"}, "FundedWithAuthorization": {"from"},
	"AsaJobCreated": {"quorum"}, "JobCreated": {"provider"}, "Credited": {"account", "amount"}, "BudgetSet": {"amount"},
	"AcceptanceRequired": {"provider", "nonce"}, "JobAccepted": {"provider", "nonce", "collateral"}, "DepositReturned": {"to", "amount"},
	"AcceptanceWithdrawn": {"provider", "collateral"},
}

// timeArgs are the event arguments that hold a unix time.
var timeArgs = map[string]bool{"challengeDeadline": true, "deadline": true, "fundDeadline": true, "expiredAt": true}

// EventSummary renders an event's interesting arguments as "key=value" pairs, with short addresses and
// hashes, ISO times and named dead-man actions.
func EventSummary(name string, args map[string]string) string {
	var parts []string
	for _, k := range eventKeys[name] {
		s, ok := args[k]
		if !ok {
			continue
		}
		switch {
		case timeArgs[k]:
			if n, err := strconv.ParseInt(s, 10, 64); err == nil && n > 0 {
				s = time.Unix(n, 0).UTC().Format(time.RFC3339)
			}
		case k == "action":
			if n, err := strconv.ParseUint(s, 10, 8); err == nil {
				s = settlement.Action(n).String()
			}
		case len(s) == 42 && strings.HasPrefix(s, "0x"):
			s = ShortAddress(common.HexToAddress(s))
		case len(s) == 66 && strings.HasPrefix(s, "0x"):
			s = s[:10] + "…"
		}
		parts = append(parts, k+"="+s)
	}
	return strings.Join(parts, " ")
}

// ShortAddress is 0x1234…abcd.
func ShortAddress(a common.Address) string {
	h := a.Hex()
	return h[:6] + "…" + h[len(h)-4:]
}
