package settlement

import (
	"fmt"

	"github.com/ethereum/go-ethereum/common"
)

// DefaultMutualRounds is how many proposals each party may make under mutual selection before the pool
// falls back to a random draw (the white paper's R = 3).
const DefaultMutualRounds = 3

// PoolPlan is how an agreement's judges come from the evaluator pool: the selection policy the parties sign
// (they name its seats, whose addresses fix it) and which of the job's roles its seats fill.
type PoolPlan struct {
	// Pool is the EvaluatorPool contract; zero when Pending.
	Pool   common.Address
	Policy PoolPolicy
	// PolicyID is Policy.PolicyID(): the pool's id of the policy and the seats' CREATE2 salt.
	PolicyID common.Hash
	Seats    PoolSeats
	// Evaluators, Backup and Resolver say which roles name the policy's seat: the job's sole evaluator (the
	// drawn evaluators judge), its backup evaluator, its resolver.
	Evaluators, Backup, Resolver bool
	// Pending (agreement check offline only): no pool is known, so Seats are stand-ins computed for the zero
	// address; the job's seats are computed for the deployment's pool when it is created.
	Pending bool
}

// Roles lists the roles the pool fills, each with its seat.
func (p *PoolPlan) Roles() []PoolRole {
	var out []PoolRole
	if p.Evaluators {
		out = append(out, PoolRole{Role: SeatEvaluators, Seat: p.Seats.Evaluators})
	}
	if p.Backup {
		out = append(out, PoolRole{Role: SeatBackup, Seat: p.Seats.Backup})
	}
	if p.Resolver {
		out = append(out, PoolRole{Role: SeatResolver, Seat: p.Seats.Resolver})
	}
	return out
}

// PoolRole is one job role a pool seat fills.
type PoolRole struct {
	Role SeatRole
	Seat common.Address
}

// selection is verification.evaluator_selection as read: named evaluators, or a pool policy's parameters.
type selection struct {
	named    bool // the parties name the evaluators (parties.evaluator or parties.evaluators)
	mode     SelectionMode
	size     uint8
	rounds   uint8
	rotation uint8
	canary   uint16
	failure  CanaryFailureAction
}

// selectionModes are the spellings verification.evaluator_selection accepts ("" is the default).
var selectionModes = map[string]string{
	"random": "random", "random_from_qualified_pool": "random", "qualified_pool": "random",
	"mutual": "mutual", "mutual_agreement": "mutual",
	"named": "named", "named_evaluators": "named",
}

// selection reads verification.evaluator_selection, .rotation and .canary_tasks. Without the key the
// evaluators named in parties judge; with none named they are drawn at random from the pool (the white
// paper's default, section 3.6.1).
func (a *agreementReader) selection(verification node, namedGiven bool) selection {
	path := "verification.evaluator_selection"
	s := selection{named: namedGiven, size: 1}
	spelling := ""
	sizeGiven, roundsGiven := false, false
	if v, ok := verification.get("evaluator_selection", false); ok {
		switch t := v.(type) {
		case string:
			spelling = t
		case map[string]any:
			n := node{m: t, path: path, ps: a.ps}
			spelling, _ = n.str("mode", true)
			if n.has("evaluators") {
				if u, ok := n.uint32Field("evaluators", false); ok {
					if u < 1 || u > MaxPoolEvaluators {
						a.ps.add(path+".evaluators", "%d evaluators, want 1..%d", u, MaxPoolEvaluators)
					} else {
						s.size, sizeGiven = uint8(u), true
					}
				}
			}
			if n.has("rounds") {
				if u, ok := n.uint32Field("rounds", false); ok {
					if u < 1 || u > 255 {
						a.ps.add(path+".rounds", "%d rounds, want 1..255", u)
					} else {
						s.rounds, roundsGiven = uint8(u), true
					}
				}
			}
		default:
			a.ps.add(path, "must be a mode (random | mutual | named) or an object {mode, evaluators, rounds}, not %s", typeName(v))
		}
	}
	modePath := path
	if _, isObj := verification.m["evaluator_selection"].(map[string]any); isObj {
		modePath = path + ".mode"
	}
	mode, known := selectionModes[spelling]
	switch {
	case spelling == "" && namedGiven:
		mode = "named"
	case spelling == "":
		mode = "random"
	case spelling == "probation":
		a.ps.add(modePath, "probation is the canary operator's bootstrap mode (canary-only jobs), not a mode an agreement can use")
	case spelling == "marketplace" || spelling == "marketplace_selection":
		a.ps.add(modePath, "%q is not supported: the evaluators are drawn from the pool (random | mutual) or named (named)", spelling)
	case !known:
		a.ps.add(modePath, "%q is not an evaluator selection (random | random_from_qualified_pool | mutual | mutual_agreement | named)", spelling)
	}
	switch mode {
	case "named":
		s.named = true
		if !namedGiven {
			a.ps.add("parties.evaluator", "required with evaluator_selection named (or draw the evaluators from the pool: random | mutual)")
		}
		if sizeGiven {
			a.ps.add(path+".evaluators", "only for evaluators drawn from the pool; named evaluators are listed in parties.evaluators")
		}
	case "random", "mutual":
		s.named = false
		if namedGiven {
			a.ps.add(path, "%s draws the evaluators from the pool, but parties names them: remove parties.evaluator(s), or select named", mode)
		}
		if mode == "mutual" {
			s.mode = SelectMutual
			if !roundsGiven {
				s.rounds = DefaultMutualRounds
			}
		}
	}
	if roundsGiven && mode != "mutual" {
		a.ps.add(path+".rounds", "only with mode mutual")
		s.rounds = 0
	}
	s.rotation = a.rotation(verification, s.named)
	s.canary, s.failure = a.canaries(verification, s.named)
	return s
}

// rotation reads verification.rotation (or evaluator_rotation): {max_consecutive_deliveries: N}.
func (a *agreementReader) rotation(verification node, named bool) uint8 {
	key := "rotation"
	if verification.has("evaluator_rotation") {
		if verification.has("rotation") {
			a.ps.add("verification.evaluator_rotation", "give verification.rotation or verification.evaluator_rotation, not both")
			return 0
		}
		key = "evaluator_rotation"
	}
	r, ok := verification.object(key, false)
	if !ok {
		return 0
	}
	path := "verification." + key
	n, ok := r.uint32Field("max_consecutive_deliveries", true)
	if !ok {
		return 0
	}
	if n < 1 || n > 255 {
		a.ps.add(path+".max_consecutive_deliveries", "%d, want 1..255", n)
		return 0
	}
	if named {
		a.ps.add(path, "rotation is enforced by the pool when it draws the evaluators; named evaluators are not rotated (select random or mutual, or remove it)")
		return 0
	}
	return uint8(n)
}

// canaries reads verification.canary_tasks: {enabled (default true), frequency, failure_action}.
func (a *agreementReader) canaries(verification node, named bool) (uint16, CanaryFailureAction) {
	c, ok := verification.object("canary_tasks", false)
	if !ok {
		return 0, FlagAndContinue
	}
	path := "verification.canary_tasks"
	enabled := c.boolean("enabled", true)
	action := FlagAndContinue
	if s, ok := c.str("failure_action", false); ok {
		v, err := ParseCanaryFailureAction(s)
		if err != nil {
			a.ps.add(path+".failure_action", "%v", err)
		}
		action = v
	}
	var every uint16
	if s, ok := c.str("frequency", enabled); ok {
		v, err := ParseCanaryFrequency(s)
		if err != nil {
			a.ps.add(path+".frequency", "%v", err)
		}
		every = v
	}
	if !enabled {
		return 0, action
	}
	if named {
		a.ps.add(path, "canary tasks test evaluators drawn from the pool; a named evaluator is not in the canary stream this agreement can rely on (select random or mutual, or set enabled false)")
		return 0, action
	}
	return every, action
}

// poolPlan decides which roles the pool fills and computes the seats: the evaluators when drawn, the backup
// evaluator for hold_for_backup_evaluator with none named (also the default when the evaluators are drawn),
// and the resolver for an automatic dispute with none named. It returns nil when the pool fills nothing.
func (a *agreementReader) poolPlan(sel selection, verification, quorumNode node, serviceType string, hasType bool, backupNamed, resolverNamed bool) (*PoolPlan, uint8) {
	plan := &PoolPlan{Evaluators: !sel.named}
	dms, _ := a.root.m["escrow"].(map[string]any)
	dmsMap, _ := dms["dead_mans_switch"].(map[string]any)
	action, hasAction := dmsMap["timeout_action"].(string)
	if !backupNamed && (action == ActionHoldForBackupEvaluator.String() || (!hasAction && plan.Evaluators && dmsMap != nil)) {
		plan.Backup = true
	}
	if !resolverNamed {
		dispute, _ := a.root.m["dispute"].(map[string]any)
		scratch := &problems{}
		if th, ok := (node{m: dispute, path: "dispute", ps: scratch}).hundredths("threshold", false); ok && th > 0 {
			plan.Resolver = true
		}
	}
	if !plan.Evaluators && !plan.Backup && !plan.Resolver {
		return nil, 0
	}
	var quorum uint8 = 1
	if plan.Evaluators {
		quorum = a.quorum(quorumNode, int(sel.size))
	}
	pool := a.opts.EvaluatorPool
	if s, ok := verification.str("evaluator_pool", false); ok {
		addr, err := parseAddress(s)
		switch {
		case err != nil:
			a.ps.add("verification.evaluator_pool", "%v", err)
			return nil, quorum
		case pool != (common.Address{}) && addr != pool:
			a.ps.add("verification.evaluator_pool", "%s, but the deployment's evaluator pool is %s", addr.Hex(), pool.Hex())
			return nil, quorum
		}
		pool = addr
	}
	switch {
	case !hasType:
		a.poolMissing = "service.type is required (the pool draws from the evaluators registered for the service type)"
	case pool == (common.Address{}) && !a.poolPending:
		a.poolMissing = "no evaluator pool is known (name verification.evaluator_pool, or use a deployment that has one: asa deploy deploys one)"
	}
	if a.poolMissing != "" {
		// The backup's and the resolver's readers report their own problem (naming the party is the other way).
		if plan.Evaluators {
			a.ps.add("verification.evaluator_selection", "the evaluators are drawn from the pool (no parties.evaluator is named), but %s", a.poolMissing)
		}
		return nil, quorum
	}
	plan.Pending = pool == (common.Address{})
	policy := PoolPolicy{ServiceType: ServiceTypeHash(serviceType), Mode: SelectRandom, Size: 1, Quorum: 1}
	if plan.Evaluators {
		policy = PoolPolicy{ServiceType: ServiceTypeHash(serviceType), Mode: sel.mode, Size: sel.size, Quorum: quorum,
			Rounds: sel.rounds, Rotation: sel.rotation, FailureAction: sel.failure, CanaryEvery: sel.canary}
	}
	if err := policy.Check(); err != nil {
		a.ps.add("verification.evaluator_selection", "%v", err)
		return nil, quorum
	}
	plan.Pool, plan.Policy, plan.PolicyID, plan.Seats = pool, policy, policy.PolicyID(), policy.Seats(pool)
	return plan, quorum
}

func poolRolesText(p *PoolPlan) string {
	var parts []string
	if p.Evaluators {
		parts = append(parts, "evaluators")
	}
	if p.Backup {
		parts = append(parts, "backup evaluator")
	}
	if p.Resolver {
		parts = append(parts, "resolver")
	}
	switch len(parts) {
	case 1:
		return parts[0]
	case 2:
		return parts[0] + " and " + parts[1]
	}
	return parts[0] + ", " + parts[1] + " and " + parts[2]
}

// selectionClause is the clause agreement check shows for who judges the job, whether or not the document
// names verification.evaluator_selection: named evaluators are a weaker guarantee than drawn ones.
func selectionClause(plan *JobPlan, sel selection) Clause {
	c := Clause{Path: "verification.evaluator_selection", Verdict: VerdictOnChain}
	p := plan.Pool
	if sel.named {
		c.Detail = fmt.Sprintf("named evaluators (%d, quorum %d): chosen by the parties, not drawn: a weaker guarantee (the pool's random assignment, rotation and canary tasks do not apply)", len(plan.Evaluators), plan.Quorum)
	} else if p != nil {
		how := "drawn at random from the qualified pool by the hash of the block after the draw request (nobody can choose or reroll it)"
		if p.Policy.Mode == SelectMutual {
			how = fmt.Sprintf("agreed by both parties (%d proposals each), else drawn at random from the qualified pool", p.Policy.Rounds)
		}
		c.Detail = fmt.Sprintf("%d evaluator(s), quorum %d, %s", p.Policy.Size, p.Policy.Quorum, how)
		if p.Policy.Rotation > 0 {
			c.Detail += fmt.Sprintf("; none judges more than %d consecutive jobs of the provider", p.Policy.Rotation)
		}
		if p.Policy.CanaryEvery > 0 {
			c.Detail += fmt.Sprintf("; canary tasks 1 per %d jobs (%s)", p.Policy.CanaryEvery, p.Policy.FailureAction)
		}
	}
	if !sel.named && p == nil {
		c.Detail = "evaluators drawn from the evaluator pool, which this document does not let the escrow use (see the problems)"
	}
	if p != nil {
		c.Detail += fmt.Sprintf("; pool policy %s", p.PolicyID.Hex())
		for _, r := range p.Roles() {
			seat := r.Seat.Hex()
			if p.Pending {
				seat = "computed for the deployment's pool at creation"
			}
			c.Detail += fmt.Sprintf("; %s seat %s", r.Role, seat)
		}
		if p.Backup {
			c.Detail += "; a silent evaluator is replaced by a backup drawn from the pool"
		}
		if p.Resolver {
			c.Detail += "; a dispute goes to a resolver drawn from the pool"
		}
	}
	return c
}
