package asaclient

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/settlement"
)

// eventKeys are the arguments of each escrow event worth showing in a timeline.
var eventKeys = map[string][]string{
	"JobFunded": {"amount"}, "JobSubmitted": {"deliverable"}, "ResultAccepted": {"evaluator", "score"},
	"JobVerified": {"score", "challengeDeadline"}, "BackupEvaluatorActivated": {"backupEvaluator", "deadline"},
	"DeadManTriggered": {"action"}, "DisputeFiled": {"by", "automatic"}, "DisputeResolved": {"providerBps"},
	"JobSettled": {"releaseBps", "providerAmount", "clientAmount", "fee"}, "PaymentReleased": {"amount"},
	"Refunded": {"amount"}, "CollateralSettled": {"kept", "slashed"}, "FundedWithAuthorization": {"from"},
	"AsaJobCreated": {"quorum"}, "JobCreated": {"provider"}, "Credited": {"account", "amount"},
}

// EventSummary renders an event's interesting arguments (as the daemon's indexer encodes them in
// JSON) as "key=value" pairs, with short addresses and hashes and named dead-man actions.
func EventSummary(name string, raw json.RawMessage) string {
	var a map[string]any
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	dec.UseNumber()
	if dec.Decode(&a) != nil {
		return ""
	}
	var parts []string
	for _, k := range eventKeys[name] {
		v, ok := a[k]
		if !ok {
			continue
		}
		s := fmt.Sprint(v)
		switch {
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
