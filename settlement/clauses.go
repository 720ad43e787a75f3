package settlement

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// Verdict is what the system does with one clause (key) of an agreement document.
type Verdict string

// Verdicts of `asa agreement check`.
const (
	// VerdictOnChain: the escrow contract enforces the clause (it is in the job's terms, parties or deadlines).
	VerdictOnChain Verdict = "enforced on chain"
	// VerdictDaemon: the daemon and the CLI enforce the clause off chain; the clause's text says what they
	// trust (typically the evaluator's signed scores).
	VerdictDaemon Verdict = "enforced by the daemon"
	// VerdictRefused: the agreement is refused because of the clause (not enforced, or invalid).
	VerdictRefused Verdict = "refused"
	// VerdictInformational: the clause is descriptive; nothing depends on it.
	VerdictInformational Verdict = "informational"
	// VerdictNeedsChain: a signature by a contract account (ERC-1271), checked only where a chain is at hand.
	VerdictNeedsChain Verdict = "needs the chain"
)

// Clause is one key of an agreement document and what happens to it.
type Clause struct {
	Path    string  `json:"path"`
	Verdict Verdict `json:"verdict"`
	Detail  string  `json:"detail"`
}

// AgreementReport is the offline check of an agreement document: every clause with its verdict, every
// problem (refused clauses included), and the job plan when there is no problem.
type AgreementReport struct {
	Clauses  []Clause
	Problems []Problem
	Plan     *JobPlan // nil when Problems is not empty
	// Agents are the parties named through an identity system and how each resolved (Pending in an
	// offline check: resolved when the job is created).
	Agents []PartyAgent
}

// Refused reports whether anything in the document is refused.
func (r *AgreementReport) Refused() bool { return len(r.Problems) > 0 }

// CheckAgreement reads an agreement like ParseAgreement and also returns what happens to each of its
// clauses. It needs no chain and no key; an ERC-1271 signature is reported as needing the chain.
func CheckAgreement(data []byte, opts AgreementOptions) *AgreementReport {
	plan, ps, clauses := parseAgreement(data, opts, false)
	rep := &AgreementReport{Clauses: clauses, Problems: ps.list}
	if plan != nil {
		rep.Agents = plan.Agents
	}
	if len(ps.list) == 0 {
		rep.Plan = plan
	}
	return rep
}

// clauseRule says what a key (a path with [] for any array index) does. A subtree rule covers the key's
// whole value.
type clauseRule struct {
	verdict Verdict
	detail  string
	subtree bool
}

func onChain(detail string) clauseRule { return clauseRule{verdict: VerdictOnChain, detail: detail} }
func daemon(detail string) clauseRule  { return clauseRule{verdict: VerdictDaemon, detail: detail} }
func info(detail string) clauseRule    { return clauseRule{verdict: VerdictInformational, detail: detail} }
func refused(detail string) clauseRule {
	return clauseRule{verdict: VerdictRefused, detail: detail, subtree: true}
}

const partyKeys = "client provider evaluator evaluators[] backup_evaluator resolver"

// clauseRules is every key the reader knows. A key not listed here and not read is refused as unknown;
// a test checks that every key the reader reads is listed.
func clauseRules() map[string]clauseRule {
	r := map[string]clauseRule{
		"asa_version":  info("the schema version; must be 1.x (checked when parsed)"),
		"agreement_id": daemon("a Verification Result naming another agreement_id is refused (asa result sign, the daemon's intake); the job records the agreement's hash on chain"),
		"created_at":   info("the job's deadlines count from its creation on chain, not from this time"),
		"expires_at":   onChain("caps the job's delivery deadline (expiredAt); an agreement already expired is refused"),
		"status":       info("checked to be an ASA state; the job's on-chain state is authoritative"),

		"service.type":                     daemon("keys the market's median price: a budget outside the band is flagged (not blocked)"),
		"service.description":              onChain("the job's description (createAsaJob)"),
		"service.deliverable_format":       info("the format the evaluator judges; the escrow stores only the deliverable's hash"),
		"service.constraints.max_cost_usd": daemon("checked when parsed: the budget must not exceed it (USDC counted at 1 USD)"),
		"service.constraints.max_tokens":   refused("refused: nothing measures the provider's token use, so the limit would be ignored"),
		"service.constraints.max_duration_seconds": refused("refused: nothing measures the work's duration; the delivery time the escrow enforces is " +
			"escrow.dead_mans_switch.provider_timeout_seconds"),

		"quality_criteria.dimensions[].name":                daemon("a dimension every Verification Result must score exactly once"),
		"quality_criteria.dimensions[].metric":              daemon("percentage (0..100) or boolean (100 or 0): the scores a result may give"),
		"quality_criteria.dimensions[].weight":              daemon("the composite a result states must be Σ weight × score (rounded half up to two decimals), else it is refused with both numbers"),
		"quality_criteria.dimensions[].slo.operator":        daemon("the objective: a result's slo_met must agree with its score; a missed objective changes the payout only when it is hard"),
		"quality_criteria.dimensions[].slo.value":           daemon("the objective's target: a result's slo_target must equal it"),
		"quality_criteria.dimensions[].slo.hard":            daemon("a hard objective is a gate: missing it makes the result not passed (the provider is paid nothing)"),
		"quality_criteria.dimensions[].shadow_metric":       daemon("a result reporting the dimension's shadow metric must name this one"),
		"quality_criteria.dimensions[].shadow_slo.operator": daemon("the shadow metric's objective: a result's slo_met must agree with the value; a gate only when hard"),
		"quality_criteria.dimensions[].shadow_slo.value":    daemon("the shadow objective's target"),
		"quality_criteria.dimensions[].shadow_slo.hard":     daemon("a hard shadow objective is a gate"),
		"quality_criteria.composite_threshold": daemon("without graduated_release it is the pass/fail release on chain (100 % at or above it, else 0); " +
			"with tiers, a result's composite.threshold and composite.passed must agree with it"),
		"quality_criteria.composite_method": daemon("how the composite is recomputed from the dimensions (weighted_average, average, minimum); a result stating another method or another composite is refused"),
		"quality_criteria.guarantee_type":   daemon("deterministic: each delivery is settled on its own Verification Result (probabilistic guarantees are refused)"),
		"quality_criteria.quality_gates[].condition": daemon("a gate: threshold gates are recomputed from the scores, boolean gates are the evaluator's signed report; " +
			"a failed gate makes the result not passed (the provider is paid nothing) and its determination must be FAIL"),
		"quality_criteria.quality_gates[].type": daemon("boolean (reported by the evaluator) or threshold (<dimension|composite>_<op>_<value>)"),
		"quality_criteria.gate_logic":           daemon("all_must_pass: any failed gate fails the delivery, whatever the scores"),

		"verification.strategy":                                      onChain("optimistic: a challenge window before the payout; immediate: none"),
		"verification.challenge_window_seconds":                      onChain("the challenge window after verification"),
		"verification.evaluator_timeout_seconds":                     onChain("the evaluators' time to post results (unless escrow.dead_mans_switch gives it)"),
		"verification.quorum":                                        onChain("k of the n evaluators; the job's score is their median"),
		"verification.visibility":                                    daemon("who may see the verification details through the daemon's API"),
		"verification.evaluator_selection":                           onChain("who judges: named evaluators, or drawn by the evaluator pool (the seat the job names fixes the policy)"),
		"verification.evaluator_selection.mode":                      onChain("random (the qualified pool, the default without named evaluators), mutual (both parties agree, else random) or named"),
		"verification.evaluator_selection.evaluators":                onChain("how many evaluators the pool draws (the policy's size)"),
		"verification.evaluator_selection.rounds":                    onChain("mutual selection: proposals each party may make before the random fallback"),
		"verification.evaluator_pool":                                onChain("the evaluator pool whose seats the job names (must be the deployment's)"),
		"verification.rotation.max_consecutive_deliveries":           onChain("the pool never draws (and refuses a proposal of) an evaluator that judged the provider's last N pool jobs in a row"),
		"verification.evaluator_rotation.max_consecutive_deliveries": onChain("the pool never draws (and refuses a proposal of) an evaluator that judged the provider's last N pool jobs in a row"),
		"verification.canary_tasks.enabled":                          onChain("known-answer jobs are mixed into the drawn evaluators' stream: a miss lowers the canary pass rate (below the pool's threshold the evaluator leaves the qualified pool), a gross miss slashes its stake to the burn address"),
		"verification.canary_tasks.frequency":                        info("the canary operator's target rate (1 per N jobs), signed into the pool policy (canaryEvery) but not counted on chain: counting canaries would tell them apart; the pool enforces what a canary does (pass rate, removal, slashes)"),
		"verification.canary_tasks.failure_action":                   onChain("what a missed canary does: flag_and_continue (leaves the qualified pool only when it no longer qualifies) or remove_evaluator (removed at once)"),
		"verification.multi_evaluator":                               refused("refused: list the evaluators in parties.evaluators and set verification.quorum, or draw them (verification.evaluator_selection {mode, evaluators})"),
		"parties.evaluator_pool":                                     refused("refused: the pool is not a party; leave parties.evaluator out (or set verification.evaluator_selection) and the evaluators are drawn from the pool"),
		"parties.resolver_pool":                                      refused("refused: there is no separate resolver pool; without parties.resolver an automatic dispute (dispute.threshold) goes to a resolver drawn from the evaluator pool"),
		"dispute.resolver_pool":                                      refused("refused: there is no separate resolver pool; without parties.resolver an automatic dispute (dispute.threshold) goes to a resolver drawn from the evaluator pool"),

		"escrow.enabled":                                               onChain("must be true: the agreement is settled by the escrow"),
		"escrow.binding.type":                                          onChain("erc8183: the ASA escrow"),
		"escrow.binding.contract_address":                              onChain("the escrow the job is created on"),
		"escrow.binding.chain":                                         onChain("the chain the job lives on"),
		"escrow.payment.amount":                                        onChain("the job's budget"),
		"escrow.payment.currency":                                      onChain("the token (USDC)"),
		"escrow.payment.token_address":                                 onChain("the token contract"),
		"escrow.payment.evaluator_fee_percent":                         onChain("the evaluators' fee out of the budget"),
		"escrow.payment.graduated_release.enabled":                     onChain("graduated (or pass/fail) release"),
		"escrow.payment.graduated_release.mode":                        onChain("tiers, continuous or rolling_average"),
		"escrow.payment.graduated_release.window":                      onChain("the rolling average's window"),
		"escrow.payment.graduated_release.tiers[].composite_score_gte": onChain("a release tier's lower bound"),
		"escrow.payment.graduated_release.tiers[].composite_score_lt":  onChain("the catch-all tier's bound"),
		"escrow.payment.graduated_release.tiers[].release_percent":     onChain("a tier's share released to the provider"),
		"escrow.dead_mans_switch.client_timeout_seconds":               onChain("the client's time to fund the job"),
		"escrow.dead_mans_switch.provider_timeout_seconds":             onChain("the provider's time to deliver"),
		"escrow.dead_mans_switch.evaluator_timeout_seconds":            onChain("the evaluators' time to post results"),
		"escrow.dead_mans_switch.timeout_action":                       onChain("what evaluator silence does"),
		"escrow.dead_mans_switch.fallback_action":                      onChain("what silence does when no backup evaluator answers"),
		"escrow.dead_mans_switch.backup_timeout_seconds":               onChain("the backup evaluator's time"),
		"escrow.collateral.percent":                                    onChain("the provider's collateral, slashed in proportion to the unreleased share"),
		"escrow.acceptance.required":                                   onChain("whether the job waits for the provider's acceptance (default true; false is an explicit waiver, refused with collateral)"),

		"dispute.protocol":          info("the resolver's own dispute protocol (ajp); the escrow enforces only parties.resolver's decision on chain"),
		"dispute.auto_file_on":      onChain("a score below dispute.threshold files a dispute instead of paying out"),
		"dispute.threshold":         onChain("the score below which a dispute is filed automatically"),
		"dispute.timeout_seconds":   onChain("the resolver's time"),
		"dispute.default_action":    onChain("what happens when the resolver is silent"),
		"dispute.evidence_includes": {verdict: VerdictInformational, detail: "what the dispute package holds; the agreement hash, deliverable hash and the results' evidence hashes are on chain", subtree: true},
	}
	for _, p := range strings.Fields(partyKeys) {
		base := "parties." + p
		r[base+".wallet"] = onChain("the party's address on chain")
		r[base+".identity.scheme"] = info("the identity system (its address is the party on chain when it is CAIP-10 or erc8004 and no wallet is given)")
		r[base+".identity.value"] = info("the party's identity (its address is the party on chain when it is CAIP-10 or erc8004 and no wallet is given)")
		r[base+".display_name"] = info("a name for people")
		r[base+".type"] = info("how the party works (e.g. agent_as_judge); the escrow takes its signed result")
		r[base+".config"] = clauseRule{verdict: VerdictInformational, detail: "the evaluator's own settings (model, rubric): not verified; the evaluator signs its result", subtree: true}
		r[base+".metadata"] = clauseRule{verdict: VerdictInformational, detail: "descriptive metadata", subtree: true}
	}
	for _, k := range []string{"name", "title", "description", "notes", "metadata", "tags"} {
		r[k] = clauseRule{verdict: VerdictInformational, detail: "descriptive", subtree: true}
	}
	// Gates may also stand at the top level, as in the white paper's quality gate example.
	r["quality_gates[].condition"] = r["quality_criteria.quality_gates[].condition"]
	r["quality_gates[].type"] = r["quality_criteria.quality_gates[].type"]
	r["gate_logic"] = r["quality_criteria.gate_logic"]
	return r
}

var arrayIndex = regexp.MustCompile(`\[[0-9]+\]`)

// rulePath replaces array indexes by [] ("parties.evaluators[1].wallet" -> "parties.evaluators[].wallet").
func rulePath(path string) string { return arrayIndex.ReplaceAllString(path, "[]") }

// classify walks the document and gives each key its verdict. A refused key, a key with a problem and a
// key nobody reads (unknown) are reported as problems with their paths: nothing is dropped silently.
func (a *agreementReader) classify(root map[string]any) []Clause {
	rules := clauseRules()
	// A reader that met a problem may stop reading its part of the document: keys it left unread are then
	// refused as unused only when nothing else is wrong.
	a.readAll = len(a.ps.list) == 0
	var out []Clause
	var walk func(v any, path string)
	walk = func(v any, path string) {
		switch t := v.(type) {
		case map[string]any:
			keys := make([]string, 0, len(t))
			for k := range t {
				keys = append(keys, k)
			}
			slices.Sort(keys)
			for _, k := range keys {
				p := join(path, k)
				if p == "signatures" {
					continue // the signatures reader gives its own clauses
				}
				a.classifyKey(rules, t[k], p, walk, &out)
			}
		case []any:
			for i, e := range t {
				walk(e, fmt.Sprintf("%s[%d]", path, i))
			}
		default:
			// An array element that is not an object: its array's key has no subtree rule.
			a.ps.add(path, "unknown clause: not read by this escrow, so it is refused rather than ignored")
			out = append(out, Clause{Path: path, Verdict: VerdictRefused, Detail: "unknown clause"})
		}
	}
	walk(root, "")
	return out
}

func (a *agreementReader) classifyKey(rules map[string]clauseRule, v any, p string, walk func(any, string), out *[]Clause) {
	rule, known := rules[rulePath(p)]
	if v == nil && known {
		return // null is absent
	}
	problemAt := func() string {
		var msgs []string
		for _, pr := range a.ps.list {
			switch {
			case pr.Path == p:
				msgs = append(msgs, pr.Message)
			case strings.HasPrefix(pr.Path, p+".") || strings.HasPrefix(pr.Path, p+"["):
				msgs = append(msgs, pr.String())
			}
		}
		return strings.Join(msgs, "; ")
	}
	switch {
	case known && rule.verdict == VerdictRefused:
		if !a.ps.at(p) {
			a.ps.add(p, "%s", rule.detail)
		}
		*out = append(*out, Clause{Path: p, Verdict: VerdictRefused, Detail: problemAt()})
		return
	case known && rule.subtree:
		*out = append(*out, Clause{Path: p, Verdict: rule.verdict, Detail: rule.detail})
		return
	}
	_, isObj := v.(map[string]any)
	arr, isArr := v.([]any)
	if isObj || (isArr && !known) {
		// A problem with the container itself (the weights' sum, a list's length) is a refused clause too.
		var msgs []string
		for _, pr := range a.ps.list {
			if pr.Path == p {
				msgs = append(msgs, pr.Message)
			}
		}
		if len(msgs) > 0 {
			*out = append(*out, Clause{Path: p, Verdict: VerdictRefused, Detail: strings.Join(msgs, "; ")})
		}
		if isObj {
			walk(v, p)
		} else {
			walk(arr, p)
		}
		return
	}
	switch {
	case a.ps.at(p):
		*out = append(*out, Clause{Path: p, Verdict: VerdictRefused, Detail: problemAt()})
	case !known && a.ps.seen[p]:
		a.ps.add(p, "read by the parser but missing from the clause rules (a bug in this escrow: report it)")
		*out = append(*out, Clause{Path: p, Verdict: VerdictRefused, Detail: problemAt()})
	case !known:
		a.ps.add(p, "unknown clause: not read by this escrow, so it is refused rather than ignored")
		*out = append(*out, Clause{Path: p, Verdict: VerdictRefused, Detail: "unknown clause"})
	case (rule.verdict == VerdictOnChain || rule.verdict == VerdictDaemon) && !a.ps.seen[p] && a.readAll:
		// A clause that is enforced elsewhere but that the rest of this document makes unused (tiers under a
		// disabled graduated_release, say): refused rather than listed as enforced.
		a.ps.add(p, "not used with the rest of this document (%s), so it is refused rather than ignored", rule.detail)
		*out = append(*out, Clause{Path: p, Verdict: VerdictRefused, Detail: problemAt()})
	default:
		verdict, detail := rule.verdict, rule.detail
		if strings.HasSuffix(p, ".identity.value") || strings.HasSuffix(p, ".identity.scheme") {
			if party := strings.TrimSuffix(strings.TrimSuffix(p, ".value"), ".scheme"); !a.ps.seen[strings.TrimSuffix(party, ".identity")+".wallet"] && a.identityIsAddress(party) {
				verdict, detail = VerdictOnChain, "the party's address on chain (no wallet given)"
			}
		}
		*out = append(*out, Clause{Path: p, Verdict: verdict, Detail: detail})
	}
}

// identityIsAddress reports whether the identity object at path names an address (CAIP-10 or erc8004).
func (a *agreementReader) identityIsAddress(path string) bool {
	var cur any = a.root.m
	for _, seg := range strings.Split(path, ".") {
		name, idx, hasIdx := strings.Cut(seg, "[")
		m, _ := cur.(map[string]any)
		cur = m[name]
		if hasIdx {
			var i int
			fmt.Sscanf(strings.TrimSuffix(idx, "]"), "%d", &i)
			arr, _ := cur.([]any)
			if i < 0 || i >= len(arr) {
				return false
			}
			cur = arr[i]
		}
	}
	id, _ := cur.(map[string]any)
	value, _ := id["value"].(string)
	scheme, _ := id["scheme"].(string)
	return strings.HasPrefix(value, "eip155:") || scheme == "erc8004"
}
