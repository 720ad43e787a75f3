package settlement

import (
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/shopspring/decimal"
)

// Determinations a Verification Result may state (determination.result).
const (
	DeterminationPass = "PASS"
	DeterminationFail = "FAIL"
)

// DimensionOutcome is one dimension of a checked Verification Result.
type DimensionOutcome struct {
	Name   string `json:"name"`
	Score  uint16 `json:"score"` // hundredths
	SLOMet *bool  `json:"sloMet,omitempty"`
}

// GateOutcome is one gate of a checked Verification Result: a quality gate, or a hard SLO.
type GateOutcome struct {
	Gate   string `json:"gate"`   // the condition, or "<dimension> slo" / "<dimension> shadow_slo"
	Kind   string `json:"kind"`   // boolean, threshold, hard_slo
	Passed bool   `json:"passed"` // the outcome
	Detail string `json:"detail"` // the numbers, or who reported it
}

// VerificationOutcome is what a Verification Result means under its agreement.
type VerificationOutcome struct {
	// Composite is the composite score (hundredths) recomputed from the dimensions by the agreement's
	// composite_method (the stated one when the agreement has no dimensions); it equals the stated score.
	Composite  uint16             `json:"composite"`
	Method     string             `json:"method,omitempty"`
	Dimensions []DimensionOutcome `json:"dimensions,omitempty"`
	Gates      []GateOutcome      `json:"gates,omitempty"`
	GateLogic  string             `json:"gateLogic,omitempty"`
	// Determination is determination.result (PASS or FAIL; "" when the document states none).
	Determination string `json:"determination,omitempty"`
	// Passed is true when every gate passed (gate_logic all_must_pass) and the determination is not FAIL:
	// the value of the signed Result's passed flag. A result that is not passed releases nothing to the
	// provider.
	Passed bool `json:"passed"`
	// ReleaseBps is what the release policy gives the provider for this result (0 when not passed); -1 when
	// it depends on the pair's history (rolling_average).
	ReleaseBps int `json:"releaseBps"`
}

// Summary is one line per fact, for people.
func (o *VerificationOutcome) Summary() string {
	var b strings.Builder
	fmt.Fprintf(&b, "composite %s", hundredths(o.Composite))
	if o.Method != "" {
		fmt.Fprintf(&b, " (%s, recomputed from the dimensions)", o.Method)
	}
	b.WriteString("\n")
	for _, g := range o.Gates {
		verdict := "passed"
		if !g.Passed {
			verdict = "FAILED"
		}
		fmt.Fprintf(&b, "gate %s (%s): %s — %s\n", g.Gate, g.Kind, verdict, g.Detail)
	}
	det := o.Determination
	if det == "" {
		det = "none stated"
	}
	fmt.Fprintf(&b, "determination %s; passed %t", det, o.Passed)
	switch {
	case o.ReleaseBps >= 0:
		fmt.Fprintf(&b, "; the provider is released %s %%", hundredths(uint16(o.ReleaseBps)))
	default:
		b.WriteString("; the release depends on the pair's rolling average")
	}
	return b.String()
}

func hundredths(v uint16) string { return FormatAmount(big.NewInt(int64(v)), 2) }

// CheckVerification checks a Verification Result document against the agreement's quality criteria and
// returns what it means. It refuses, each problem with its JSON path and the numbers (expected vs stated),
// a document whose:
//   - agreement_id is another agreement's;
//   - dimensions are not exactly the agreement's (each scored once, a percentage 0..100 with at most two
//     decimals, a boolean metric 100 or 0), or whose slo_target / slo_met disagree with the agreement's
//     objectives and the scores (shadow metrics alike);
//   - composite.score is not the composite the agreement's composite_method computes from the dimension
//     scores: weighted_average Σ weight × score, average the mean, minimum the lowest, each computed
//     exactly (decimal) and rounded half up to two decimals (the on-chain score's precision);
//   - composite.method, composite.threshold or composite.passed disagree with the agreement;
//   - gates are misreported: a threshold gate stated with another outcome than the scores give, a boolean
//     gate not reported (quality_gates [{condition, passed}]);
//   - determination.result is not PASS or FAIL, or is PASS while a gate (or hard SLO) failed;
//   - determination.payment_release_percent is not what the escrow would release for it.
//
// Trust assumption: the dimension scores and boolean gate outcomes are the evaluator's judgement (it
// signs the document's evidence hash); everything derived from them is recomputed here.
func CheckVerification(plan *JobPlan, document []byte) (*VerificationOutcome, error) {
	if plan == nil {
		return nil, fmt.Errorf("check verification result: no agreement")
	}
	ps := &problems{}
	tree, err := decodeTree(document)
	if err != nil {
		ps.add("", "%v", err)
		return nil, ps.err("verification result")
	}
	m, isObj := tree.(map[string]any)
	if !isObj {
		ps.add("", "the verification result must be a JSON object, not %s", typeName(tree))
		return nil, ps.err("verification result")
	}
	root := node{m: m, ps: ps}
	q := plan.Quality
	out := &VerificationOutcome{Method: q.Method, GateLogic: q.GateLogic}

	if id, ok := root.str("agreement_id", false); ok && plan.AgreementID != "" && id != plan.AgreementID {
		ps.add("agreement_id", "is %q, but the job's agreement is %q", id, plan.AgreementID)
	}
	scores := checkDimensions(root, q, ps, out)
	composite, _ := root.object("composite", true)
	stated, okScore := composite.hundredths("score", true)
	if !okScore {
		return nil, ps.err("verification result")
	}
	out.Composite = stated
	if q.Method != "" && scores != nil {
		expected := recompute(q, scores)
		out.Composite = expected
		if expected != stated {
			ps.add("composite.score", "is %s, but the agreement's %s of the dimension scores is %s", hundredths(stated), q.Method, hundredths(expected))
		}
	}
	if m, ok := composite.str("method", false); ok && q.Method != "" && m != q.Method {
		ps.add("composite.method", "is %q, but the agreement's composite_method is %q", m, q.Method)
	}
	threshold, hasThreshold := q.Threshold, q.HasThreshold
	if composite.has("threshold") {
		if v, ok := composite.hundredths("threshold", false); ok {
			if hasThreshold && v != threshold {
				ps.add("composite.threshold", "is %s, but the agreement's composite_threshold is %s", hundredths(v), hundredths(threshold))
			}
			if !hasThreshold {
				threshold, hasThreshold = v, true
			}
		}
	}
	if composite.has("passed") {
		p := composite.boolean("passed", false)
		if !hasThreshold {
			ps.add("composite.passed", "states an outcome, but there is no composite threshold to pass")
		} else if want := out.Composite >= threshold; p != want {
			ps.add("composite.passed", "is %t, but the composite %s %s the threshold %s", p, hundredths(out.Composite), map[bool]string{true: "reaches", false: "is below"}[want], hundredths(threshold))
		}
	}

	checkGates(root, q, scores, out, ps)

	det, _ := root.object("determination", false)
	if r, ok := det.str("result", false); ok {
		switch r {
		case DeterminationPass, DeterminationFail:
			out.Determination = r
		default:
			ps.add("determination.result", "%q is not PASS or FAIL", r)
		}
	}
	failed := []string{}
	for _, g := range out.Gates {
		if !g.Passed {
			failed = append(failed, g.Gate)
		}
	}
	switch {
	case out.Determination == DeterminationPass && len(failed) > 0:
		ps.add("determination.result", "is PASS, but gate %s failed (gate_logic all_must_pass: the determination must be FAIL)", strings.Join(failed, ", "))
	case out.Determination == "" && len(failed) > 0:
		// The signed passed flag is read from the determination (a document checked without its agreement
		// has nothing else), so a failed gate must say FAIL there or the escrow would pay it.
		ps.add("determination.result", "is missing, but gate %s failed (state FAIL: the signed result's passed flag follows the determination)", strings.Join(failed, ", "))
	}
	out.Passed = len(failed) == 0 && out.Determination != DeterminationFail

	out.ReleaseBps = -1
	if plan.Terms.Policy != PolicyRollingAverage {
		bps := uint16(0)
		if out.Passed {
			if v, err := plan.Terms.PolicyBps(out.Composite); err == nil {
				bps = v
			}
		}
		out.ReleaseBps = int(bps)
	}
	if det.has("payment_release_percent") {
		if v, ok := det.hundredths("payment_release_percent", false); ok && out.ReleaseBps >= 0 && int(v) != out.ReleaseBps {
			why := fmt.Sprintf("the agreement's release policy gives %s %% for a composite of %s", hundredths(uint16(out.ReleaseBps)), hundredths(out.Composite))
			if !out.Passed {
				why = "a result that is not passed releases 0 %"
			}
			ps.add("determination.payment_release_percent", "is %s, but %s", hundredths(v), why)
		}
	}
	if err := ps.err("verification result"); err != nil {
		return nil, err
	}
	return out, nil
}

// checkDimensions reads the document's dimensions against the agreement's; it returns the scores by name
// (nil when the agreement lists no dimensions or the document's are unusable).
func checkDimensions(root node, q QualityCriteria, ps *problems, out *VerificationOutcome) map[string]uint16 {
	if len(q.Dimensions) == 0 {
		return nil
	}
	list, ok := root.array("dimensions", false)
	if !ok {
		ps.add("dimensions", "required: the agreement scores %d dimensions", len(q.Dimensions))
		return nil
	}
	byName := map[string]Dimension{}
	for _, d := range q.Dimensions {
		byName[d.Name] = d
	}
	scores := map[string]uint16{}
	usable := true
	for i, e := range list {
		path := fmt.Sprintf("dimensions[%d]", i)
		m, isObj := e.(map[string]any)
		if !isObj {
			ps.add(path, "must be an object, not %s", typeName(e))
			usable = false
			continue
		}
		n := node{m: m, path: path, ps: ps}
		name, okName := n.str("name", true)
		score, okScore := n.hundredths("score", true)
		if !okName || !okScore {
			usable = false
			continue
		}
		d, known := byName[name]
		switch {
		case !known:
			ps.add(path+".name", "%q is not a dimension of the agreement", name)
			usable = false
			continue
		case scoresHas(scores, name):
			ps.add(path+".name", "dimension %q scored twice", name)
			usable = false
			continue
		case d.Metric == MetricBoolean && score != 0 && score != MaxBps:
			ps.add(path+".score", "%q is a boolean metric: its score is 100 (true) or 0 (false), not %s", name, hundredths(score))
			usable = false
		}
		scores[name] = score
		do := DimensionOutcome{Name: name, Score: score}
		if d.SLO != nil {
			met := d.SLO.Met(score)
			do.SLOMet = &met
			checkSLOReport(n, d.SLO, met, score)
		} else if n.has("slo_met") || n.has("slo_target") {
			ps.add(path, "reports an SLO, but the agreement gives %q none", name)
		}
		if sh, ok := n.object("shadow_metric", false); ok {
			checkShadow(sh, d)
		}
		out.Dimensions = append(out.Dimensions, do)
	}
	for _, d := range q.Dimensions {
		if !scoresHas(scores, d.Name) {
			ps.add("dimensions", "the agreement's dimension %q is not scored", d.Name)
			usable = false
		}
	}
	if !usable {
		return nil
	}
	return scores
}

func scoresHas(m map[string]uint16, k string) bool { _, ok := m[k]; return ok }

// checkSLOReport checks a reported slo_target and slo_met against the agreement's objective.
func checkSLOReport(n node, slo *SLO, met bool, value uint16) {
	if v, ok := n.get("slo_target", false); ok {
		switch t := v.(type) {
		case bool:
			if !slo.Boolean || (t != (slo.Value == MaxBps)) {
				n.ps.add(join(n.path, "slo_target"), "is %t, but the agreement's objective is %s", t, slo)
			}
		default:
			if h, ok := n.hundredths("slo_target", false); ok && (slo.Boolean || h != slo.Value) {
				n.ps.add(join(n.path, "slo_target"), "is %s, but the agreement's objective is %s", hundredths(h), slo)
			}
		}
	}
	if n.has("slo_met") {
		if got := n.boolean("slo_met", false); got != met {
			n.ps.add(join(n.path, "slo_met"), "is %t, but %s %s the objective %s", got, hundredths(value), map[bool]string{true: "meets", false: "misses"}[met], slo)
		}
	}
}

func checkShadow(sh node, d Dimension) {
	name, _ := sh.str("name", false)
	if d.Shadow == "" {
		sh.ps.add(sh.path, "the agreement gives dimension %q no shadow metric", d.Name)
		return
	}
	if name != d.Shadow {
		sh.ps.add(join(sh.path, "name"), "is %q, but the agreement's shadow metric is %q", name, d.Shadow)
	}
	v, ok := sh.hundredths("value", d.ShadowSLO != nil)
	if ok && d.ShadowSLO != nil {
		checkSLOReport(sh, d.ShadowSLO, d.ShadowSLO.Met(v), v)
	}
}

// recompute computes the composite (hundredths) exactly and rounds it half up to two decimals.
func recompute(q QualityCriteria, scores map[string]uint16) uint16 {
	var v decimal.Decimal
	switch q.Method {
	case MethodWeightedAverage:
		for _, d := range q.Dimensions {
			v = v.Add(d.Weight.Mul(decimal.New(int64(scores[d.Name]), -2)))
		}
	case MethodAverage:
		for _, d := range q.Dimensions {
			v = v.Add(decimal.New(int64(scores[d.Name]), -2))
		}
		v = v.DivRound(decimal.NewFromInt(int64(len(q.Dimensions))), 16)
	case MethodMinimum:
		v = decimal.New(int64(scores[q.Dimensions[0].Name]), -2)
		for _, d := range q.Dimensions[1:] {
			v = decimal.Min(v, decimal.New(int64(scores[d.Name]), -2))
		}
	}
	return uint16(v.Round(2).Shift(2).IntPart())
}

// checkGates computes every gate (quality gates and hard SLOs) and checks what the document reports.
func checkGates(root node, q QualityCriteria, scores map[string]uint16, out *VerificationOutcome, ps *problems) {
	reported := map[string]bool{}
	reportedAt := map[string]string{}
	if list, ok := root.array("quality_gates", false); ok {
		for i, e := range list {
			path := fmt.Sprintf("quality_gates[%d]", i)
			m, isObj := e.(map[string]any)
			if !isObj {
				ps.add(path, "must be an object {condition, passed}, not %s", typeName(e))
				continue
			}
			n := node{m: m, path: path, ps: ps}
			cond, okC := n.str("condition", true)
			if !n.has("passed") {
				ps.add(path+".passed", "required")
				continue
			}
			passed := n.boolean("passed", false)
			if !okC {
				continue
			}
			if _, dup := reported[cond]; dup {
				ps.add(path+".condition", "gate %q reported twice", cond)
				continue
			}
			reported[cond], reportedAt[cond] = passed, path
		}
	}
	known := map[string]bool{}
	for _, g := range q.Gates {
		known[g.Condition] = true
		switch g.Type {
		case "boolean":
			p, ok := reported[g.Condition]
			if !ok {
				ps.add("quality_gates", "the agreement's boolean gate %q is not reported (add {\"condition\": %q, \"passed\": true|false})", g.Condition, g.Condition)
				continue
			}
			out.Gates = append(out.Gates, GateOutcome{Gate: g.Condition, Kind: "boolean", Passed: p, Detail: "reported by the evaluator"})
		case "threshold":
			var v uint16
			if g.Subject == "composite" {
				v = out.Composite
			} else if scores != nil {
				v = scores[g.Subject]
			} else {
				continue // the dimensions were refused already
			}
			passed := compare(v, g.Operator, g.Value)
			detail := fmt.Sprintf("%s %s is %s%s %s", g.Subject, hundredths(v), map[bool]string{true: "", false: "not "}[passed], opSymbols[g.Operator], hundredths(g.Value))
			out.Gates = append(out.Gates, GateOutcome{Gate: g.Condition, Kind: "threshold", Passed: passed, Detail: detail})
			if p, ok := reported[g.Condition]; ok && p != passed {
				ps.add(reportedAt[g.Condition]+".passed", "is %t, but %s", p, detail)
			}
		}
	}
	for cond, path := range reportedAt {
		if !known[cond] {
			ps.add(path+".condition", "%q is not a gate of the agreement", cond)
		}
	}
	for _, d := range q.Dimensions {
		if scores == nil {
			break
		}
		if d.SLO != nil && d.SLO.Hard {
			v := scores[d.Name]
			out.Gates = append(out.Gates, GateOutcome{Gate: d.Name + " slo", Kind: "hard_slo", Passed: d.SLO.Met(v),
				Detail: fmt.Sprintf("%s %s against %s", d.Name, hundredths(v), d.SLO)})
		}
	}
	if hardShadow(q) {
		addShadowGates(root, q, out)
	}
}

func hardShadow(q QualityCriteria) bool {
	for _, d := range q.Dimensions {
		if d.ShadowSLO != nil && d.ShadowSLO.Hard {
			return true
		}
	}
	return false
}

// addShadowGates adds the hard shadow SLOs as gates; a hard shadow metric must be reported.
func addShadowGates(root node, q QualityCriteria, out *VerificationOutcome) {
	list, _ := root.m["dimensions"].([]any)
	values := map[string]uint16{}
	for _, e := range list {
		m, _ := e.(map[string]any)
		name, _ := m["name"].(string)
		sh, _ := m["shadow_metric"].(map[string]any)
		if sh == nil {
			continue
		}
		if lit, ok := (node{m: sh, ps: &problems{}}).number("value", false); ok {
			if v, err := parseHundredths(lit); err == nil {
				values[name] = v
			}
		}
	}
	for _, d := range q.Dimensions {
		if d.ShadowSLO == nil || !d.ShadowSLO.Hard {
			continue
		}
		v, ok := values[d.Name]
		if !ok {
			root.ps.add("dimensions", "the hard shadow metric %q of dimension %q is not reported", d.Shadow, d.Name)
			continue
		}
		out.Gates = append(out.Gates, GateOutcome{Gate: d.Name + " shadow_slo", Kind: "hard_slo", Passed: d.ShadowSLO.Met(v),
			Detail: fmt.Sprintf("%s %s against %s", d.Shadow, hundredths(v), d.ShadowSLO)})
	}
}

// ParseAgreementForResults reads an agreement to check Verification Results against (CheckVerification),
// long after the job was created: its deadlines are not judged (the chain holds the job's), every other
// problem is, as ParseAgreement reports it.
// A document whose judges come from the evaluator pool reads without the pool (the job on chain names the
// seats; what is checked here is the quality criteria).
func ParseAgreementForResults(document []byte, chainID uint64, agents Agents) (*JobPlan, error) {
	plan, ps, _ := parseAgreement(document, AgreementOptions{Now: time.Unix(1, 0), ChainID: chainID, Agents: agents}, true)
	if err := ps.err("agreement"); err != nil {
		return nil, err
	}
	return plan, nil
}
