package asaclient

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Rebind rewrites an agreement document written for another chain so it can be tried on this one:
// escrow.binding.chain becomes eip155:<chainID> and escrow.binding.contract_address the escrow, CAIP-10
// party addresses ("eip155:<id>:0x...") move to chainID, and an agreement whose created_at/expires_at
// lie in the past is shifted to start at now (keeping its length, at least its dead man's switch's fund
// and delivery time). Everything else is kept. It is for
// local chains: on a real network, write the document for that network instead.
func Rebind(doc []byte, chainID uint64, escrowAddr common.Address, now time.Time) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.UseNumber()
	var root map[string]any
	if err := dec.Decode(&root); err != nil {
		return nil, fmt.Errorf("rebind agreement: not a JSON object: %w", err)
	}
	esc, _ := root["escrow"].(map[string]any)
	if esc == nil {
		return nil, fmt.Errorf("rebind agreement: no escrow object")
	}
	binding, _ := esc["binding"].(map[string]any)
	if binding == nil {
		binding = map[string]any{"type": "erc8183"}
		esc["binding"] = binding
	}
	binding["chain"] = fmt.Sprintf("eip155:%d", chainID)
	binding["contract_address"] = escrowAddr.Hex()
	if parties, ok := root["parties"].(map[string]any); ok {
		for _, p := range parties {
			rebindParty(p, chainID)
		}
	}
	created, errC := timeField(root, "created_at")
	expires, errE := timeField(root, "expires_at")
	if errE == nil && !expires.IsZero() && !expires.After(now) {
		length := 24 * time.Hour
		if errC == nil && !created.IsZero() && expires.After(created) {
			length = expires.Sub(created)
		}
		// The shifted agreement must still leave the fund window and the delivery time its dead man's
		// switch names: the escrow refuses to start a job with less than the delivery time left.
		if least := dmsSeconds(esc, "client_timeout_seconds") + dmsSeconds(esc, "provider_timeout_seconds"); least > length {
			length = least
		}
		root["created_at"] = now.UTC().Format(time.RFC3339)
		root["expires_at"] = now.Add(length).UTC().Format(time.RFC3339)
	}
	out, err := json.MarshalIndent(root, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("rebind agreement: %w", err)
	}
	return out, nil
}

// dmsSeconds reads escrow.dead_mans_switch.<key> as a duration (0 when absent or not a whole number).
func dmsSeconds(esc map[string]any, key string) time.Duration {
	dms, _ := esc["dead_mans_switch"].(map[string]any)
	n, _ := dms[key].(json.Number)
	v, err := n.Int64()
	if err != nil || v < 0 {
		return 0
	}
	return time.Duration(v) * time.Second
}

func timeField(root map[string]any, key string) (time.Time, error) {
	s, ok := root[key].(string)
	if !ok {
		return time.Time{}, nil
	}
	return time.Parse(time.RFC3339, s)
}

func rebindParty(p any, chainID uint64) {
	switch v := p.(type) {
	case []any:
		for _, x := range v {
			rebindParty(x, chainID)
		}
	case map[string]any:
		if w, ok := v["wallet"].(string); ok {
			v["wallet"] = rebindCAIP10(w, chainID)
		}
		if id, ok := v["identity"].(map[string]any); ok {
			if s, ok := id["value"].(string); ok {
				id["value"] = rebindCAIP10(s, chainID)
			}
		}
	}
}

func rebindCAIP10(s string, chainID uint64) string {
	rest, ok := strings.CutPrefix(s, "eip155:")
	if !ok {
		return s
	}
	_, addr, found := strings.Cut(rest, ":")
	if !found {
		return s
	}
	return fmt.Sprintf("eip155:%d:%s", chainID, addr)
}
