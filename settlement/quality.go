package settlement

import (
	"fmt"
	"math/big"
	"regexp"
	"strings"

	"github.com/shopspring/decimal"
)

// Composite methods an agreement's quality_criteria.composite_method may name.
const (
	// MethodWeightedAverage is Σ weight × score over the dimensions; the weights must add up to exactly 1.
	MethodWeightedAverage = "weighted_average"
	// MethodAverage is the plain mean of the dimension scores (no weights).
	MethodAverage = "average"
	// MethodMinimum is the lowest dimension score (no weights).
	MethodMinimum = "minimum"
)

// GateLogicAllMustPass is the white paper's gate_logic: a delivery that fails any gate is rejected,
// whatever its scores (the only gate logic the white paper names).
const GateLogicAllMustPass = "all_must_pass"

// Metric kinds of a quality dimension.
const (
	MetricPercentage = "percentage" // a score 0..100 with at most two decimals
	MetricBoolean    = "boolean"    // a score of 100 (true) or 0 (false)
)

// SLO is a service level objective on a dimension's score (or its shadow metric's value): score OP value.
// A hard SLO is a gate: missing it fails the delivery (Passed is false).
type SLO struct {
	Operator string // gte, gt, lte, lt, eq
	Value    uint16 // hundredths (85 -> 8500); a boolean true is 10000, false 0
	Boolean  bool   // the value was written as true/false
	Hard     bool
}

// Met reports whether v (hundredths) meets the objective.
func (s SLO) Met(v uint16) bool { return compare(v, s.Operator, s.Value) }

// String is the objective as written, e.g. ">= 85" or "== true".
func (s SLO) String() string {
	v := FormatAmount(big.NewInt(int64(s.Value)), 2)
	if s.Boolean {
		v = fmt.Sprint(s.Value == MaxBps)
	}
	return opSymbols[s.Operator] + " " + v
}

var opSymbols = map[string]string{"gte": ">=", "gt": ">", "lte": "<=", "lt": "<", "eq": "=="}

func compare(v uint16, op string, target uint16) bool {
	switch op {
	case "gte":
		return v >= target
	case "gt":
		return v > target
	case "lte":
		return v <= target
	case "lt":
		return v < target
	case "eq":
		return v == target
	}
	return false
}

// Dimension is one quality dimension of an agreement.
type Dimension struct {
	Name      string
	Metric    string          // MetricPercentage or MetricBoolean
	Weight    decimal.Decimal // zero when the method uses no weights
	SLO       *SLO            // nil without an slo
	Shadow    string          // shadow_metric's name; "" without one
	ShadowSLO *SLO
}

// Gate is one entry of quality_gates. A threshold gate is "<dimension or composite>_<op>_<value>"
// (accuracy_gte_80, composite_gte_75), computed from the scores; a boolean gate is a named condition
// (all_tests_pass) whose outcome the evaluator reports in its Verification Result.
type Gate struct {
	Condition string
	Type      string // "boolean" or "threshold"
	Subject   string // threshold gates: a dimension name or "composite"
	Operator  string
	Value     uint16 // hundredths
}

// QualityCriteria is what an agreement says "good" is: the dimensions and how their composite is
// computed, the composite threshold, and the gates.
type QualityCriteria struct {
	Dimensions   []Dimension
	Method       string // composite_method; "" without dimensions
	Threshold    uint16 // composite_threshold in hundredths
	HasThreshold bool
	Gates        []Gate
	GateLogic    string // GateLogicAllMustPass when there are gates
}

var thresholdCondition = regexp.MustCompile(`^([a-z][a-z0-9_]*?)_(gte|gt|lte|lt|eq)_([0-9]+(?:\.[0-9]{1,2})?)$`)

var identifier = regexp.MustCompile(`^[a-z][a-z0-9_]{0,63}$`)

// qualityCriteria reads quality_criteria (and quality_gates/gate_logic, there or at the top level).
func (a *agreementReader) qualityCriteria(quality node) QualityCriteria {
	var q QualityCriteria
	base := "quality_criteria"
	if quality.has("composite_threshold") {
		if a.ps.seen[base+".composite_threshold"] { // the release policy read (and checked) it already
			if lit, ok := (node{m: quality.m, path: base, ps: &problems{}}).number("composite_threshold", false); ok {
				if v, err := parseHundredths(lit); err == nil {
					q.Threshold, q.HasThreshold = v, true
				}
			}
		} else if v, ok := quality.hundredths("composite_threshold", false); ok {
			q.Threshold, q.HasThreshold = v, true
		}
	}
	if g, ok := quality.str("guarantee_type", false); ok {
		switch g {
		case "deterministic":
		case "probabilistic":
			a.ps.add(base+".guarantee_type", "\"probabilistic\" is refused: the escrow settles each delivery on its own Verification Result and nothing here measures pass@k or percentiles over deliveries; use \"deterministic\"")
		default:
			a.ps.add(base+".guarantee_type", "%q is not supported (want deterministic)", g)
		}
	}
	q.Dimensions = a.dimensions(quality)
	q.Method = a.compositeMethod(quality, q.Dimensions)
	q.Gates, q.GateLogic = a.gates(quality, q.Dimensions)
	return q
}

func (a *agreementReader) dimensions(quality node) []Dimension {
	list, ok := quality.array("dimensions", false)
	if !ok {
		return nil
	}
	base := join(quality.path, "dimensions")
	if len(list) == 0 {
		a.ps.add(base, "is empty (leave it out, or list the dimensions the evaluator scores)")
		return nil
	}
	var out []Dimension
	names := map[string]bool{}
	for i, e := range list {
		path := fmt.Sprintf("%s[%d]", base, i)
		m, isObj := e.(map[string]any)
		if !isObj {
			a.ps.add(path, "must be an object, not %s", typeName(e))
			continue
		}
		n := node{m: m, path: path, ps: a.ps}
		d := Dimension{Metric: MetricPercentage}
		if name, ok := n.str("name", true); ok {
			switch {
			case !identifier.MatchString(name):
				a.ps.add(path+".name", "%q is not a lowercase identifier (a-z, 0-9, _)", name)
			case name == "composite":
				a.ps.add(path+".name", "\"composite\" is reserved for the composite score")
			case names[name]:
				a.ps.add(path+".name", "dimension %q listed twice", name)
			}
			names[name] = true
			d.Name = name
		}
		if metric, ok := n.str("metric", false); ok {
			if metric != MetricPercentage && metric != MetricBoolean {
				a.ps.add(path+".metric", "%q is not supported (want percentage or boolean)", metric)
			}
			d.Metric = metric
		}
		if lit, ok := n.number("weight", false); ok {
			w, err := decimal.NewFromString(lit)
			if err != nil || !w.IsPositive() || w.GreaterThan(decimal.NewFromInt(1)) {
				a.ps.add(path+".weight", "must be a number above 0 and at most 1, not %s", lit)
			} else {
				d.Weight = w
			}
		}
		d.SLO = a.slo(n, "slo", d.Metric)
		if s, ok := n.str("shadow_metric", false); ok {
			if !identifier.MatchString(s) {
				a.ps.add(path+".shadow_metric", "%q is not a lowercase identifier", s)
			}
			d.Shadow = s
		}
		d.ShadowSLO = a.slo(n, "shadow_slo", MetricPercentage)
		if d.ShadowSLO != nil && d.Shadow == "" {
			a.ps.add(path+".shadow_slo", "needs shadow_metric (the metric it is about)")
		}
		out = append(out, d)
	}
	return out
}

func (a *agreementReader) slo(dim node, key, metric string) *SLO {
	n, ok := dim.object(key, false)
	if !ok {
		return nil
	}
	s := &SLO{}
	op, okOp := n.str("operator", true)
	if okOp {
		if _, known := opSymbols[op]; !known {
			a.ps.add(n.path+".operator", "%q is not one of gte, gt, lte, lt, eq", op)
			okOp = false
		}
		s.Operator = op
	}
	s.Hard = n.boolean("hard", false)
	v, okV := n.get("value", true)
	if !okV {
		return nil
	}
	if metric == MetricBoolean {
		b, isBool := v.(bool)
		if !isBool {
			a.ps.add(n.path+".value", "a boolean metric's objective is true or false, not %s", typeName(v))
			return nil
		}
		if okOp && op != "eq" {
			a.ps.add(n.path+".operator", "a boolean metric's objective takes eq, not %s", op)
		}
		s.Boolean = true
		if b {
			s.Value = MaxBps
		}
	} else if h, ok := n.hundredths("value", true); ok {
		s.Value = h
	} else {
		return nil
	}
	if !okOp {
		return nil
	}
	return s
}

func (a *agreementReader) compositeMethod(quality node, dims []Dimension) string {
	path := join(quality.path, "composite_method")
	method, has := quality.str("composite_method", false)
	if !has {
		method = MethodWeightedAverage
	}
	switch method {
	case MethodWeightedAverage, MethodAverage, MethodMinimum:
	default:
		a.ps.add(path, "%q is not supported (want weighted_average, average or minimum)", method)
		return ""
	}
	if len(dims) == 0 {
		if has {
			a.ps.add(path, "names how dimensions combine, but quality_criteria.dimensions lists none")
		}
		return ""
	}
	sum := decimal.Zero
	for i, d := range dims {
		weighted := !d.Weight.IsZero()
		switch {
		case method == MethodWeightedAverage && !weighted && !a.ps.at(fmt.Sprintf("%s.dimensions[%d].weight", quality.path, i)):
			a.ps.add(fmt.Sprintf("%s.dimensions[%d].weight", quality.path, i), "required by composite_method weighted_average")
		case method != MethodWeightedAverage && weighted:
			a.ps.add(fmt.Sprintf("%s.dimensions[%d].weight", quality.path, i), "composite_method %s uses no weights: remove them or use weighted_average", method)
		}
		sum = sum.Add(d.Weight)
	}
	if method == MethodWeightedAverage && !sum.Equal(decimal.NewFromInt(1)) && !a.ps.at(join(quality.path, "dimensions")) {
		a.ps.add(join(quality.path, "dimensions"), "the weights add up to %s, not 1 (weighted_average needs them to)", sum.String())
	}
	return method
}

func (a *agreementReader) gates(quality node, dims []Dimension) ([]Gate, string) {
	holder := quality
	if a.root.has("quality_gates") || a.root.has("gate_logic") {
		if quality.has("quality_gates") || quality.has("gate_logic") {
			a.ps.add("quality_gates", "give quality_gates and gate_logic in quality_criteria or at the top level, not both")
			return nil, ""
		}
		holder = a.root
	}
	list, hasGates := holder.array("quality_gates", false)
	logic, hasLogic := holder.str("gate_logic", false)
	if hasLogic && logic != GateLogicAllMustPass {
		a.ps.add(join(holder.path, "gate_logic"), "%q is not supported (want all_must_pass: a delivery that fails any gate releases nothing)", logic)
	}
	if !hasGates {
		return nil, ""
	}
	base := join(holder.path, "quality_gates")
	dimIndex := map[string]Dimension{}
	for _, d := range dims {
		dimIndex[d.Name] = d
	}
	var out []Gate
	seen := map[string]bool{}
	for i, e := range list {
		path := fmt.Sprintf("%s[%d]", base, i)
		m, isObj := e.(map[string]any)
		if !isObj {
			a.ps.add(path, "must be an object, not %s", typeName(e))
			continue
		}
		n := node{m: m, path: path, ps: a.ps}
		cond, okC := n.str("condition", true)
		typ, okT := n.str("type", true)
		if !okC || !okT {
			continue
		}
		if seen[cond] {
			a.ps.add(path+".condition", "gate %q listed twice", cond)
			continue
		}
		seen[cond] = true
		g := Gate{Condition: cond, Type: typ}
		switch typ {
		case "boolean":
			if !identifier.MatchString(cond) {
				a.ps.add(path+".condition", "%q is not a lowercase identifier", cond)
				continue
			}
		case "threshold":
			sub := thresholdCondition.FindStringSubmatch(cond)
			if sub == nil {
				a.ps.add(path+".condition", "%q is not <dimension or composite>_<gte|gt|lte|lt|eq>_<0..100>", cond)
				continue
			}
			if _, isDim := dimIndex[sub[1]]; !isDim && sub[1] != "composite" {
				a.ps.add(path+".condition", "%q names %q, which is neither a dimension of quality_criteria.dimensions nor composite", cond, sub[1])
				continue
			}
			v, err := parseHundredths(sub[3])
			if err != nil {
				a.ps.add(path+".condition", "%q: the value must be 0..100: %v", cond, err)
				continue
			}
			g.Subject, g.Operator, g.Value = sub[1], sub[2], v
		default:
			a.ps.add(path+".type", "%q is not supported (want boolean or threshold)", typ)
			continue
		}
		out = append(out, g)
	}
	if len(list) == 0 {
		a.ps.add(base, "is empty")
	}
	return out, GateLogicAllMustPass
}

// maxCost checks service.constraints.max_cost_usd against the budget: the agreement's price must not
// exceed what the client said it would pay. USDC is counted at 1 USD (the only currency the escrow takes).
func (a *agreementReader) maxCost(constraints node, budget *big.Int, currency string, decimals uint8) {
	lit, ok := constraints.number("max_cost_usd", false)
	if !ok {
		return
	}
	path := join(constraints.path, "max_cost_usd")
	limit, err := decimal.NewFromString(lit)
	if err != nil || limit.IsNegative() {
		a.ps.add(path, "must be a non-negative number, not %s", lit)
		return
	}
	if currency == "" {
		return // escrow.payment.currency was wrong; reported there
	}
	if !strings.EqualFold(currency, "USDC") {
		a.ps.add(path, "cannot be checked against a budget in %q (only a USD stablecoin is)", currency)
		return
	}
	if budget == nil || budget.Sign() == 0 {
		return // escrow.payment was wrong; reported there
	}
	price := decimal.NewFromBigInt(budget, -int32(decimals))
	if price.GreaterThan(limit) {
		a.ps.add(path, "the budget %s %s is above the client's cost limit of %s USD", price.StringFixed(int32(decimals)), currency, limit.String())
	}
}
