package settlement

import (
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// DefaultDisputeTimeout is the resolver's time when the agreement names a resolver but no
// dispute.timeout_seconds: three days.
const DefaultDisputeTimeout = 3 * 24 * 60 * 60

// MaxEvaluators is how many evaluators a job may have.
const MaxEvaluators = 8

// Token is an ERC-20 the escrow can be paid in.
type Token struct {
	Symbol   string
	Decimals uint8
	// Address per chain id; a chain not listed leaves the address to escrow.payment.token_address.
	Address map[uint64]common.Address
}

// knownTokens returns the currencies an agreement may name (a fresh map per call: no shared state).
func knownTokens() map[string]Token {
	return map[string]Token{
		"USDC": {Symbol: "USDC", Decimals: 6, Address: map[uint64]common.Address{
			8453:  common.HexToAddress("0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"),
			84532: common.HexToAddress("0x036CbD53842c5426634e7929541eC2318f3dCF7e"),
		}},
	}
}

// chainIDs are the chain names escrow.binding.chain may use besides "eip155:<id>".
var chainIDs = map[string]uint64{"base": 8453, "base-sepolia": 84532, "base_sepolia": 84532, "anvil": 31337, "localhost": 31337}

// AgreementOptions are the facts ParseAgreement needs from outside the document.
type AgreementOptions struct {
	// Now is the job's creation time; deadlines count from it. Required.
	Now time.Time
	// ChainID, when non-zero, is the chain the job will live on: a document naming another chain is
	// refused, and a document naming none gets this one.
	ChainID uint64
	// Agents are the parties' identities resolved on chain (ResolveAgents): a party named by an ERC-8004
	// agent id or an A2A Agent Card is payable only through its entry here.
	Agents Agents
	// EvaluatorPool is the deployment's EvaluatorPool: the pool whose seats the agreement names when its
	// evaluators, backup evaluator or resolver are drawn (verification.evaluator_pool, when given, must agree).
	EvaluatorPool common.Address
	// Offline (CheckAgreement only) checks a document whose agent-id and card parties are not resolved:
	// each such party without an entry in Agents stands in as an address of its own (derived from its
	// reference, never paid: ParseAgreement ignores this option) and is reported as resolved at creation
	// (PartyAgent.Pending), so that the rest of the document is checked.
	Offline bool
}

// FundCall is the arguments of fund(jobId, expectedBudget, optParams) for the planned job.
type FundCall struct {
	ExpectedBudget *big.Int
	OptParams      []byte // abi.encode(bytes32 termsHash)
}

// JobPlan is what an ASA agreement puts on chain: the createAsaJob arguments (fields named after its
// parameters), the funding call and the context the daemon and CLI need.
type JobPlan struct {
	AgreementID   string
	ChainID       uint64         // 0 when neither the document nor the options name a chain
	Escrow        common.Address // escrow.binding.contract_address; zero when the document has none
	Currency      string
	Token         common.Address // zero when unknown for the chain
	TokenDecimals uint8
	Client        common.Address // the funder; createAsaJob's sender

	Provider    common.Address
	Evaluators  []common.Address
	Quorum      uint8
	ExpiredAt   uint64 // delivery deadline, unix seconds
	Budget      *big.Int
	Description string
	Terms       Terms
	TermsHash   common.Hash
	// AgreementHash is keccak256 of the canonical JSON of the document without its top-level "signatures"
	// (what the parties sign); the job records it, and the provider's acceptance binds to it.
	AgreementHash common.Hash
	// ServiceType is service.type ("" when the document names none): the key of the market's median
	// price the job's budget is compared with.
	ServiceType string
	// Visibility is verification.visibility (DefaultVisibility when absent): who may see the job's
	// verification details besides what the chain shows.
	Visibility Visibility
	// Quality is quality_criteria: the dimensions, composite method, threshold and gates a Verification
	// Result is checked against (CheckVerification).
	Quality QualityCriteria
	// Signatures are the verified entries of the agreement's signatures block; an erc1271 entry has
	// NeedsChain set and must be checked against the party's contract where a chain is at hand.
	Signatures []AgreementSignature
	// Agents are the parties named through an identity system (ERC-8004 agent, A2A card, did:pkh), with
	// the wallet each resolved to; the job records them (the provider's is ERC-8183's providerAgentId).
	Agents []PartyAgent
	// Pool is set when the evaluator pool fills a role (the evaluators, the backup evaluator or the
	// resolver): the policy and the seats the job names. The pool's openPolicy must have run (it is
	// idempotent) before the job can be drawn for.
	Pool *PoolPlan
}

// Collateral is what the provider posts with its acceptance (0 without collateral).
func (p *JobPlan) Collateral() *big.Int { return CollateralFor(p.Budget, p.Terms.CollateralBps) }

// Fund returns the fund() arguments: the budget and the terms hash the contract checks.
func (p *JobPlan) Fund() FundCall {
	return FundCall{ExpectedBudget: new(big.Int).Set(p.Budget), OptParams: FundOptParams(p.TermsHash)}
}

// ParseAgreement reads an ASA agreement document (asa_version 1.x) and plans its escrow job.
// Every problem is reported together, each with its JSON path, in a *ValidationError.
//
// Nothing is ignored: every key is enforced (on chain, or by the daemon through CheckVerification),
// informational, or refused with its path; a key the reader does not consume is refused as unknown (see
// CheckAgreement and clauses.go for each clause's verdict). quality_criteria (dimensions, weights,
// composite_method, SLOs, quality_gates and gate_logic) is read into JobPlan.Quality; the signatures block
// is verified (JobPlan.Signatures; ERC-1271 entries need the chain).
//
// Beyond the white paper's example, the mapping reads (all optional unless said):
//   - parties.client, parties.provider (required), parties.evaluator or parties.evaluators (1..8),
//     parties.backup_evaluator, parties.resolver. Without named evaluators the evaluator pool draws them
//     (selection.go): verification.evaluator_selection (random | random_from_qualified_pool | mutual |
//     mutual_agreement | named, or {mode, evaluators 1..8, rounds}), verification.rotation
//     {max_consecutive_deliveries}, verification.canary_tasks {enabled, frequency, failure_action} and
//     verification.evaluator_pool (else AgreementOptions.EvaluatorPool) fix the policy; the job names the
//     policy's seats (JobPlan.Pool). A backup evaluator for hold_for_backup_evaluator (the default with drawn
//     evaluators) and a resolver for dispute.threshold > 0 that the document does not name are drawn too. Each party needs a payout address: a "wallet"
//     field ("0x..." or CAIP-10 "eip155:<chain>:0x..."), else an identity whose value is CAIP-10, else
//     an identity of scheme "erc8004" whose value is a 0x address. A CAIP-10 chain must be the job's.
//   - verification.quorum: k of the n evaluators (default 1 for one evaluator, else n/2+1).
//     verification.strategy "optimistic" (challenge_window_seconds > 0) or "immediate" (no window).
//     verification.visibility: who may see the verification details (parties | parties_and_reputation |
//     public; default parties_and_reputation; see Visibility).
//   - service.type: the service type (a lowercase identifier such as research_synthesis), which keys the
//     market's median price.
//   - escrow.payment.amount (string or number, whole token units) and currency (USDC, 6 decimals);
//     escrow.payment.token_address overrides the token; escrow.payment.evaluator_fee_percent
//     (0..10, two decimals) is the evaluator fee.
//   - escrow.payment.graduated_release: "mode" "tiers" (default) with "tiers"; "continuous";
//     "rolling_average" with "window" (1..16) and "tiers" applied to the average of the client-provider
//     pair's last window scores. Tiers are {composite_score_gte: X, release_percent: P} sorted by X
//     descending, optionally ended by one {composite_score_lt: Y, release_percent: P} catch-all with Y
//     equal to the lowest X; a 0 % catch-all is implicit on chain (not packed), a non-zero one becomes
//     a tier with minScore 0. Without graduated_release (or "enabled": false) the release is binary:
//     100 % at or above quality_criteria.composite_threshold, else 0.
//   - escrow.dead_mans_switch: client_timeout_seconds (fund deadline, required),
//     provider_timeout_seconds (delivery time, required; also the terms' minDeliveryTime: the escrow
//     starts the job only while at least this much is left before expiredAt), evaluator_timeout_seconds (else
//     verification.evaluator_timeout_seconds), timeout_action (default hold_for_backup_evaluator when a
//     backup evaluator is named, else the fallback), fallback_action (split_50_50 | return_to_client |
//     release_to_provider; default split_50_50), backup_timeout_seconds (default the evaluator timeout).
//   - dispute.threshold (0..100) needs parties.resolver; dispute.timeout_seconds (default 3 days);
//     dispute.default_action (policy_outcome default, or a fallback action).
//   - escrow.collateral.percent (0..200, two decimals): the provider's collateral as a share of the
//     budget, posted with its acceptance and slashed in proportion to the unreleased share on a scored
//     outcome. escrow.acceptance.required (default true; false, which collateral forbids, is an explicit
//     waiver): the job waits for the provider's acceptance (on chain or signed) before it can be delivered.
//
// AgreementHash is keccak256 of the canonical JSON (CanonicalJSON) of the document without its
// top-level "signatures".
//
// Timeouts are whole seconds, at most 365 days (the contract's MAX_TIMEOUT); amounts at most
// type(uint88).max base units; evaluators, the backup evaluator and the resolver must be neither the
// client nor the provider, and a backup evaluator is only allowed with hold_for_backup_evaluator
// (the contract's own rules, reported here with their JSON paths before any transaction is sent).
//
// ExpiredAt is Now + client_timeout + provider_timeout, or expires_at when that is earlier.
func ParseAgreement(data []byte, opts AgreementOptions) (*JobPlan, error) {
	opts.Offline = false
	plan, ps, _ := parseAgreement(data, opts, false)
	if err := ps.err("agreement"); err != nil {
		return nil, err
	}
	return plan, nil
}

// parseAgreement reads the document and classifies every clause (see clauses.go); the plan is only
// meaningful when no problem was found.
// poolPending lets a document whose judges come from the pool be read without knowing the pool (its seats are
// then stand-ins): for the offline check, and for reading a created job's agreement for its quality criteria.
func parseAgreement(data []byte, opts AgreementOptions, poolPending bool) (*JobPlan, *problems, []Clause) {
	ps := &problems{}
	tree, err := decodeTree(data)
	if err != nil {
		ps.add("", "%v", err)
		return nil, ps, nil
	}
	root, ok := tree.(map[string]any)
	if !ok {
		ps.add("", "the agreement must be a JSON object, not %s", typeName(tree))
		return nil, ps, nil
	}
	if opts.Now.IsZero() {
		ps.add("", "no creation time given (AgreementOptions.Now)")
		return nil, ps, nil
	}
	a := agreementReader{root: node{m: root, ps: ps}, ps: ps, opts: opts, raw: data, poolPending: poolPending || opts.Offline}
	plan := a.read()
	// Every key is enforced, informational or refused: classify last, once every reader has run.
	clauses := withClause(withClause(a.classify(root), a.acceptanceClause), a.selectionClause)
	clauses = append(clauses, a.sigClauses...)
	return plan, ps, clauses
}

type agreementReader struct {
	raw     []byte // the document as given
	root    node
	ps      *problems
	opts    AgreementOptions
	chainID uint64 // the job's chain once known; 0 when unknown
	// sigClauses are the verdicts on the signatures block, which classify leaves to the signature reader.
	sigClauses []Clause
	// acceptanceClause is the verdict on the provider's acceptance, listed even when the document leaves
	// escrow.acceptance.required to its default.
	acceptanceClause Clause
	// selectionClause is the verdict on who judges: named evaluators or seats of the evaluator pool.
	selectionClause Clause
	// poolPending: an unknown pool leaves the seats pending instead of being a problem (see parseAgreement).
	poolPending bool
	// poolMissing says why the evaluator pool cannot fill a role the document leaves to it ("" when it can).
	poolMissing string
	// readAll is true when every reader ran to its end (no problem before classify).
	readAll bool
	agents  []PartyAgent
}

func (a *agreementReader) read() *JobPlan {
	r := a.root
	plan := &JobPlan{}
	if v, ok := r.str("asa_version", true); ok && !strings.HasPrefix(v, "1.") {
		a.ps.add("asa_version", "version %q is not supported (want 1.x)", v)
	}
	if id, ok := r.str("agreement_id", true); ok {
		if id == "" {
			a.ps.add("agreement_id", "is empty")
		}
		plan.AgreementID = id
	}
	if s, ok := r.str("status", false); ok {
		if _, err := ParseAgreementState(s); err != nil {
			a.ps.add("status", "%v", err)
		}
	}
	var expiresAt time.Time
	if s, ok := r.str("expires_at", false); ok {
		t, err := time.Parse(time.RFC3339, s)
		switch {
		case err != nil:
			a.ps.add("expires_at", "not an RFC 3339 time: %q", s)
		case !t.After(a.opts.Now):
			a.ps.add("expires_at", "the agreement expired at %s", t.UTC().Format(time.RFC3339))
		default:
			expiresAt = t
		}
	}

	// Chain first: CAIP-10 party addresses are checked against it.
	escrow, _ := r.object("escrow", true)
	binding, _ := escrow.object("binding", false)
	plan.ChainID = a.chain(binding)
	a.chainID = plan.ChainID
	if escrow.m != nil && !escrow.boolean("enabled", true) {
		a.ps.add("escrow.enabled", "is false: an agreement without escrow has nothing to put on chain")
	}
	if t, ok := binding.str("type", false); ok && t != "erc8183" {
		a.ps.add("escrow.binding.type", "%q is not supported (want erc8183)", t)
	}
	if s, ok := binding.str("contract_address", false); ok {
		if addr, err := parseAddress(s); err != nil {
			a.ps.add("escrow.binding.contract_address", "%v", err)
		} else {
			plan.Escrow = addr
		}
	}

	parties, _ := r.object("parties", true)
	plan.Client = a.party(parties, "client", true)
	plan.Provider = a.party(parties, "provider", true)
	named, namedGiven := a.evaluators(parties)
	namedBackup := a.party(parties, "backup_evaluator", false)
	namedResolver := a.party(parties, "resolver", false)
	backup, resolver := namedBackup, namedResolver

	svc, hasSvc := r.object("service", false)
	hasType := false
	if hasSvc {
		plan.Description, _ = svc.str("description", false)
		if st, ok := svc.str("type", false); ok {
			if err := CheckServiceType(st); err != nil {
				a.ps.add("service.type", "%v", err)
			} else {
				hasType = true
			}
			plan.ServiceType = st
		}
	}

	// Who judges: the named evaluators, or seats of the evaluator pool (which draw them), for the
	// evaluators, the backup evaluator and the resolver.
	verification, _ := r.object("verification", false)
	sel := a.selection(verification, namedGiven)
	pool, poolQuorum := a.poolPlan(sel, verification, verification, plan.ServiceType, hasType,
		parties.has("backup_evaluator"), parties.has("resolver"))
	plan.Pool = pool
	switch {
	case !sel.named && pool != nil:
		plan.Evaluators, plan.Quorum = []common.Address{pool.Seats.Evaluators}, 1
	case !sel.named:
		plan.Quorum = poolQuorum
	default:
		plan.Evaluators = named
		plan.Quorum = a.quorum(verification, len(named))
	}
	if pool != nil && pool.Backup {
		backup = pool.Seats.Backup
	}
	if pool != nil && pool.Resolver {
		resolver = pool.Seats.Resolver
	}
	a.independence(plan, backup, resolver)
	a.selectionClause = selectionClause(plan, sel)
	plan.Visibility = DefaultVisibility
	if s, ok := verification.str("visibility", false); ok {
		v, err := ParseVisibility(s)
		if err != nil {
			a.ps.add("verification.visibility", "%v", err)
		} else {
			plan.Visibility = v
		}
	}

	t := Terms{Resolver: resolver, BackupEvaluator: backup, Tiers: new(big.Int)}
	t.ChallengeWindow = a.challenge(verification)
	payment, _ := escrow.object("payment", true)
	plan.Budget, plan.Currency, plan.Token, plan.TokenDecimals = a.payment(payment, plan.ChainID)
	if _, ok := payment.number("evaluator_fee_percent", false); ok {
		if bps, ok := payment.hundredths("evaluator_fee_percent", false); ok {
			if bps > MaxEvaluatorFeeBps {
				a.ps.add("escrow.payment.evaluator_fee_percent", "above the cap of %s %%", FormatAmount(big.NewInt(MaxEvaluatorFeeBps), 2))
			} else {
				t.EvaluatorFeeBps = bps
			}
		}
	}
	quality, _ := r.object("quality_criteria", false)
	a.release(payment, quality, &t)
	plan.Quality = a.qualityCriteria(quality)
	constraints, _ := svc.object("constraints", false)
	a.maxCost(constraints, plan.Budget, plan.Currency, plan.TokenDecimals)
	dms, _ := escrow.object("dead_mans_switch", true)
	providerTimeout := a.deadMan(dms, verification, &t)
	dispute, _ := r.object("dispute", false)
	a.dispute(dispute, &t)
	a.collateral(escrow, &t, plan.Budget, plan.Currency, plan.TokenDecimals)

	// The provider's delivery time is a term: the escrow activates the job only while it leaves at least
	// that much before expiredAt (issue 22: a late funding cannot strand the provider).
	t.MinDeliveryTime = providerTimeout
	if providerTimeout > 0 && t.FundTimeout > 0 {
		now := uint64(a.opts.Now.Unix())
		deadline := now + uint64(t.FundTimeout) + uint64(providerTimeout)
		if !expiresAt.IsZero() && uint64(expiresAt.Unix()) < deadline {
			deadline = uint64(expiresAt.Unix())
			if deadline < now+uint64(providerTimeout) {
				a.ps.add("expires_at", "leaves less than escrow.dead_mans_switch.provider_timeout_seconds (%d s) for delivery: the escrow would refuse to start the job", providerTimeout)
			}
		}
		plan.ExpiredAt = deadline
	}
	if len(a.ps.list) == 0 {
		if err := t.Validate(); err != nil {
			a.ps.add("", "%v", err) // a mapping gap: the checks above should have caught it
		}
	}
	plan.Terms = t
	plan.TermsHash = TermsHash(t)
	plan.Agents = a.agents
	if h, err := AgreementHash(a.raw); err == nil {
		plan.AgreementHash = h
	} else {
		a.ps.add("", "%v", err)
	}
	plan.Signatures, a.sigClauses = a.signatures(plan.AgreementHash, map[string]common.Address{
		"client": plan.Client, "provider": plan.Provider, "evaluator": firstOrZero(named, parties.has("evaluator")),
		"backup_evaluator": namedBackup, "resolver": namedResolver})
	return plan
}

func firstOrZero(list []common.Address, single bool) common.Address {
	if !single || len(list) != 1 {
		return common.Address{}
	}
	return list[0]
}

// collateral reads escrow.collateral.percent and escrow.acceptance.required. budget is the job's budget
// (nil when escrow.payment was wrong, already reported).
func (a *agreementReader) collateral(escrow node, t *Terms, budget *big.Int, currency string, decimals uint8) {
	if c, ok := escrow.object("collateral", false); ok {
		if bps, ok := c.percentUpTo("percent", true, MaxCollateralBps/100); ok {
			t.CollateralBps = bps
			// A share that rounds down to nothing would make the provider accept "collateral" that bonds nothing.
			if bps > 0 && budget != nil && budget.Sign() > 0 && CollateralFor(budget, bps).Sign() == 0 {
				a.ps.add("escrow.collateral.percent", "%s %% of %s %s rounds down to 0 base units: raise the percentage or the amount, or drop escrow.collateral",
					FormatAmount(big.NewInt(int64(bps)), 2), FormatAmount(budget, decimals), currency)
			}
		}
	}
	// The provider agrees by default (issue 22): a job starts only once both parties have signed, the client
	// by creating and funding it, the provider by its acceptance of the job commitment (signed or by its own
	// call). Waiving that takes an explicit escrow.acceptance.required: false.
	t.AcceptanceRequired = true
	explicit := false
	if acc, ok := escrow.object("acceptance", false); ok {
		explicit = acc.has("required")
		t.AcceptanceRequired = acc.boolean("required", true)
		if !t.AcceptanceRequired && t.CollateralBps > 0 {
			a.ps.add("escrow.acceptance.required", "must be true when escrow.collateral.percent is set: collateral is posted with the provider's acceptance")
		}
	}
	a.acceptanceClause = acceptanceClause(t.AcceptanceRequired, explicit)
}

// withClause puts a synthesized clause in place of the document's own at its path (unless that was refused),
// or adds it when the document leaves the key to its default: agreement check always states whether the
// provider must agree (escrow.acceptance.required) and who judges (verification.evaluator_selection).
func withClause(clauses []Clause, acc Clause) []Clause {
	if acc.Path == "" {
		return clauses // the reader did not get that far (an earlier problem)
	}
	for i, c := range clauses {
		if c.Path == acc.Path {
			if c.Verdict != VerdictRefused {
				clauses[i] = acc
			}
			return clauses
		}
	}
	return append(clauses, acc)
}

// acceptanceClause is the clause agreement check shows for the provider's assent, whether or not the
// document names escrow.acceptance.required.
func acceptanceClause(required, explicit bool) Clause {
	c := Clause{Path: "escrow.acceptance.required", Verdict: VerdictOnChain}
	switch {
	case !required:
		c.Detail = "provider acceptance: waived by the agreement: a weaker guarantee (the job starts when the client funds it, with no assent from the provider)"
	case explicit:
		c.Detail = "provider acceptance: required: the job starts only after the provider accepts the job commitment (EIP-712 signature or its own call)"
	default:
		c.Detail = "provider acceptance: required (default): the job starts only after the provider accepts the job commitment (EIP-712 signature or its own call)"
	}
	return c
}

// AgreementHash is the hash a job records for its agreement document: keccak256 of the canonical JSON of
// the document without its top-level "signatures" (the parties sign the rest).
func AgreementHash(document []byte) (common.Hash, error) {
	tree, err := decodeTree(document)
	if err != nil {
		return common.Hash{}, fmt.Errorf("agreement hash: %w", err)
	}
	root, ok := tree.(map[string]any)
	if !ok {
		return common.Hash{}, errors.New("agreement hash: the agreement must be a JSON object")
	}
	delete(root, "signatures")
	var buf bytes.Buffer
	writeCanonical(&buf, root)
	return crypto.Keccak256Hash(buf.Bytes()), nil
}

func (a *agreementReader) chain(binding node) uint64 {
	id := a.opts.ChainID
	s, ok := binding.str("chain", false)
	if !ok {
		return id
	}
	var doc uint64
	if v, known := chainIDs[strings.ToLower(s)]; known {
		doc = v
	} else if rest, isCAIP2 := strings.CutPrefix(s, "eip155:"); isCAIP2 {
		v, err := strconv.ParseUint(rest, 10, 64)
		if err != nil || v == 0 {
			a.ps.add("escrow.binding.chain", "%q is not a CAIP-2 chain id", s)
			return id
		}
		doc = v
	} else {
		a.ps.add("escrow.binding.chain", "unknown chain %q (use base, base-sepolia or eip155:<chain id>)", s)
		return id
	}
	if id != 0 && id != doc {
		a.ps.add("escrow.binding.chain", "%q is chain %d, but the job is on chain %d", s, doc, id)
		return id
	}
	return doc
}

// party reads a party's payout address; zero when absent or unusable (the problem is recorded).
func (a *agreementReader) party(parties node, key string, required bool) common.Address {
	p, ok := parties.object(key, required)
	if !ok {
		return common.Address{}
	}
	return a.partyAddress(p, p.path)
}

func (a *agreementReader) partyAddress(p node, path string) common.Address {
	if w, ok := p.str("wallet", false); ok {
		addr, err := a.walletAddress(w)
		if err != nil {
			a.ps.add(path+".wallet", "%v", err)
			return common.Address{}
		}
		return addr
	}
	id, _ := p.object("identity", false)
	scheme, _ := id.str("scheme", false)
	value, _ := id.str("value", false)
	return a.identityAddress(path, scheme, value)
}

// walletAddress reads "0x..." or CAIP-10 "eip155:<chain id>:0x...".
func (a *agreementReader) walletAddress(s string) (common.Address, error) {
	if rest, ok := strings.CutPrefix(s, "eip155:"); ok {
		chain, addr, found := strings.Cut(rest, ":")
		id, err := strconv.ParseUint(chain, 10, 64)
		if !found || err != nil || id == 0 {
			return common.Address{}, fmt.Errorf("%q is not a CAIP-10 account (eip155:<chain id>:0x...)", s)
		}
		if want := a.chainID; want != 0 && id != want {
			return common.Address{}, fmt.Errorf("%q is on chain %d, but the job is on chain %d", s, id, want)
		}
		return parseAddress(addr)
	}
	return parseAddress(s)
}

// parseAddress reads a non-zero 0x address; mixed case must be a valid EIP-55 checksum.
func parseAddress(s string) (common.Address, error) {
	hexPart, ok := strings.CutPrefix(s, "0x")
	if !ok || len(hexPart) != 40 {
		return common.Address{}, fmt.Errorf("%q is not a 0x-prefixed 20-byte address", s)
	}
	if _, err := hex.DecodeString(hexPart); err != nil {
		return common.Address{}, fmt.Errorf("%q is not a hex address", s)
	}
	addr := common.HexToAddress(s)
	if hexPart != strings.ToLower(hexPart) && hexPart != strings.ToUpper(hexPart) && addr.Hex() != s {
		return common.Address{}, fmt.Errorf("%q has a wrong EIP-55 checksum", s)
	}
	if addr == (common.Address{}) {
		return common.Address{}, fmt.Errorf("%q is the zero address", s)
	}
	return addr, nil
}

// evaluators reads the named evaluators; given is false when parties names none (the pool draws them).
func (a *agreementReader) evaluators(parties node) (list []common.Address, given bool) {
	if parties.m == nil {
		return nil, false
	}
	single, hasSingle := parties.m["evaluator"]
	_, hasList := parties.m["evaluators"]
	switch {
	case hasSingle && hasList:
		a.ps.add(join(parties.path, "evaluators"), "give parties.evaluator or parties.evaluators, not both")
		return nil, true
	case hasSingle && single != nil:
		addr := a.party(parties, "evaluator", true)
		if addr == (common.Address{}) {
			return nil, true
		}
		return []common.Address{addr}, true
	case hasList:
		entries, ok := parties.array("evaluators", true)
		if !ok {
			return nil, true
		}
		if len(entries) == 0 || len(entries) > MaxEvaluators {
			a.ps.add(join(parties.path, "evaluators"), "%d evaluators, want 1..%d", len(entries), MaxEvaluators)
			return nil, true
		}
		var out []common.Address
		for i, e := range entries {
			path := fmt.Sprintf("%s[%d]", join(parties.path, "evaluators"), i)
			m, isObj := e.(map[string]any)
			if !isObj {
				a.ps.add(path, "must be an object, not %s", typeName(e))
				continue
			}
			if addr := a.partyAddress(node{m: m, path: path, ps: a.ps}, path); addr != (common.Address{}) {
				out = append(out, addr)
			}
		}
		return out, true
	}
	return nil, false
}

func (a *agreementReader) independence(plan *JobPlan, backup, resolver common.Address) {
	zero := common.Address{}
	seen := map[common.Address]bool{}
	for i, e := range plan.Evaluators {
		path := "parties.evaluator"
		if len(plan.Evaluators) > 1 {
			path = fmt.Sprintf("parties.evaluators[%d]", i)
		}
		if e == plan.Client && e != zero {
			a.ps.add(path, "the evaluator %s is the client; evaluators must be independent", e.Hex())
		}
		if e == plan.Provider && e != zero {
			a.ps.add(path, "the evaluator %s is the provider; evaluators must be independent", e.Hex())
		}
		if seen[e] {
			a.ps.add(path, "evaluator %s listed twice", e.Hex())
		}
		seen[e] = true
	}
	if resolver != zero && (resolver == plan.Client || resolver == plan.Provider) {
		a.ps.add("parties.resolver", "the resolver %s is the client or the provider; it must be independent", resolver.Hex())
	}
	if backup != zero {
		if backup == plan.Client || backup == plan.Provider {
			a.ps.add("parties.backup_evaluator", "the backup evaluator %s is the client or the provider; it must be independent", backup.Hex())
		}
		if seen[backup] {
			a.ps.add("parties.backup_evaluator", "the backup evaluator %s is also an evaluator", backup.Hex())
		}
	}
}

func (a *agreementReader) quorum(verification node, n int) uint8 {
	if n == 0 {
		return 0
	}
	def := uint8(1)
	if n > 1 {
		def = uint8(n/2 + 1)
	}
	q, ok := verification.uint32Field("quorum", false)
	if !ok {
		return def
	}
	if q < 1 || int(q) > n {
		a.ps.add("verification.quorum", "%d, want 1..%d (the number of evaluators)", q, n)
		return def
	}
	return uint8(q)
}

func (a *agreementReader) challenge(verification node) uint32 {
	window, hasWindow := verification.seconds("challenge_window_seconds", false)
	strategy, hasStrategy := verification.str("strategy", false)
	if !hasStrategy {
		strategy = "optimistic"
		if !hasWindow {
			return 0
		}
	}
	switch strategy {
	case "optimistic":
		if !hasWindow || window == 0 {
			a.ps.add("verification.challenge_window_seconds", "the optimistic strategy needs a challenge window > 0")
		}
		return window
	case "immediate":
		if window != 0 {
			a.ps.add("verification.challenge_window_seconds", "must be 0 or absent for the immediate strategy")
		}
		return 0
	}
	a.ps.add("verification.strategy", "%q is not supported (want optimistic or immediate)", strategy)
	return window
}

func (a *agreementReader) payment(payment node, chainID uint64) (*big.Int, string, common.Address, uint8) {
	budget := new(big.Int)
	currency, hasCurrency := payment.str("currency", true)
	token, known := knownTokens()[strings.ToUpper(currency)]
	if hasCurrency && !known {
		a.ps.add("escrow.payment.currency", "%q is not supported (want USDC)", currency)
	}
	if lit, ok := payment.amount("amount", true); ok && known {
		v, err := ParseAmount(lit, token.Decimals)
		if err != nil {
			if strings.Contains(err.Error(), "more decimals") {
				a.ps.add("escrow.payment.amount", "more decimals than %s has (%d): %q", token.Symbol, token.Decimals, lit)
			} else {
				a.ps.add("escrow.payment.amount", "%v", err)
			}
		} else {
			budget = v
		}
	}
	addr := token.Address[chainID]
	if s, ok := payment.str("token_address", false); ok {
		v, err := parseAddress(s)
		if err != nil {
			a.ps.add("escrow.payment.token_address", "%v", err)
		} else {
			addr = v
		}
	}
	return budget, token.Symbol, addr, token.Decimals
}

func (a *agreementReader) release(payment, quality node, t *Terms) {
	gr, hasGR := payment.object("graduated_release", false)
	if !hasGR || !gr.boolean("enabled", true) {
		threshold, ok := quality.hundredths("composite_threshold", false)
		if !ok {
			if !quality.has("composite_threshold") {
				a.ps.add("escrow.payment.graduated_release", "required unless quality_criteria.composite_threshold gives a pass/fail release")
			}
			return
		}
		t.Policy, t.TierCount = PolicyGraduated, 1
		t.Tiers, _ = PackTiers([]Tier{{MinScore: threshold, ReleaseBps: MaxBps}})
		return
	}
	mode, hasMode := gr.str("mode", false)
	if !hasMode {
		mode = "tiers"
	}
	switch mode {
	case "tiers", "graduated":
		t.Policy = PolicyGraduated
	case "continuous":
		t.Policy = PolicyContinuous
		if gr.has("tiers") {
			a.ps.add("escrow.payment.graduated_release.tiers", "not allowed with mode continuous (release = score)")
		}
		if gr.has("window") {
			a.ps.add("escrow.payment.graduated_release.window", "only for mode rolling_average")
		}
		return
	case "rolling_average":
		t.Policy = PolicyRollingAverage
		w, ok := gr.uint32Field("window", true)
		if ok && (w < 1 || w > MaxRollingWindow) {
			a.ps.add("escrow.payment.graduated_release.window", "%d, want 1..%d", w, MaxRollingWindow)
		} else if ok {
			t.RollingWindow = uint8(w)
		}
	default:
		a.ps.add("escrow.payment.graduated_release.mode", "%q is not supported (want tiers, continuous or rolling_average)", mode)
		return
	}
	if t.Policy == PolicyGraduated && gr.has("window") {
		a.ps.add("escrow.payment.graduated_release.window", "only for mode rolling_average")
	}
	tiers, ok := a.tiers(gr)
	if !ok {
		return
	}
	packed, err := PackTiers(tiers)
	if err != nil {
		a.ps.add("escrow.payment.graduated_release.tiers", "%v", err)
		return
	}
	t.TierCount, t.Tiers = uint8(len(tiers)), packed
}

// tiers reads and checks the tier list; see ParseAgreement for the rules.
func (a *agreementReader) tiers(gr node) ([]Tier, bool) {
	list, ok := gr.array("tiers", true)
	if !ok {
		return nil, false
	}
	base := join(gr.path, "tiers")
	if len(list) == 0 {
		a.ps.add(base, "is empty")
		return nil, false
	}
	var out []Tier
	var catchAll *Tier
	catchAllBound := uint16(0)
	valid := true
	for i, e := range list {
		path := fmt.Sprintf("%s[%d]", base, i)
		m, isObj := e.(map[string]any)
		if !isObj {
			a.ps.add(path, "must be an object, not %s", typeName(e))
			valid = false
			continue
		}
		n := node{m: m, path: path, ps: a.ps}
		bps, okBps := n.hundredths("release_percent", true)
		hasGTE, hasLT := n.has("composite_score_gte"), n.has("composite_score_lt")
		switch {
		case hasGTE && hasLT:
			a.ps.add(path, "give composite_score_gte or composite_score_lt, not both")
			valid = false
		case !hasGTE && !hasLT:
			a.ps.add(path, "needs composite_score_gte or composite_score_lt")
			valid = false
		case catchAll != nil:
			a.ps.add(path, "no tier may follow the composite_score_lt catch-all")
			valid = false
		case hasGTE:
			min, okMin := n.hundredths("composite_score_gte", true)
			if !okMin || !okBps {
				valid = false
				continue
			}
			if len(out) > 0 && min >= out[len(out)-1].MinScore {
				a.ps.add(path+".composite_score_gte", "tiers must be sorted by score, highest first, without repeats (%s after %s)",
					FormatAmount(big.NewInt(int64(min)), 2), FormatAmount(big.NewInt(int64(out[len(out)-1].MinScore)), 2))
				valid = false
				continue
			}
			out = append(out, Tier{MinScore: min, ReleaseBps: bps})
		default:
			bound, okBound := n.hundredths("composite_score_lt", true)
			if !okBound || !okBps {
				valid = false
				continue
			}
			catchAll, catchAllBound = &Tier{MinScore: 0, ReleaseBps: bps}, bound
			lowest := uint16(MaxBps + 1)
			if len(out) > 0 {
				lowest = out[len(out)-1].MinScore
			}
			switch {
			case len(out) == 0:
				a.ps.add(path+".composite_score_lt", "a catch-all needs composite_score_gte tiers above it")
				valid = false
			case catchAllBound != lowest:
				a.ps.add(path+".composite_score_lt", "must equal the lowest composite_score_gte (%s), or scores between are covered twice or not at all",
					FormatAmount(big.NewInt(int64(lowest)), 2))
				valid = false
			case catchAllBound == 0:
				a.ps.add(path+".composite_score_lt", "0 matches no score")
				valid = false
			}
		}
	}
	if !valid {
		return nil, false
	}
	if catchAll != nil && catchAll.ReleaseBps > 0 {
		out = append(out, *catchAll)
	}
	if len(out) == 0 {
		a.ps.add(base, "no tier releases anything")
		return nil, false
	}
	if len(out) > MaxTiers {
		a.ps.add(base, "%d tiers, at most %d fit on chain", len(out), MaxTiers)
		return nil, false
	}
	return out, true
}

func (a *agreementReader) action(n node, key string, def Action, allowed ...Action) Action {
	s, ok := n.str(key, false)
	if !ok {
		return def
	}
	for _, act := range allowed {
		if act.String() == s {
			return act
		}
	}
	names := make([]string, len(allowed))
	for i, act := range allowed {
		names[i] = act.String()
	}
	a.ps.add(join(n.path, key), "%q is not one of %s", s, strings.Join(names, ", "))
	return def
}

// deadMan fills the timeouts and silence actions and returns the provider's delivery time.
func (a *agreementReader) deadMan(dms, verification node, t *Terms) uint32 {
	path := "escrow.dead_mans_switch"
	fund, okFund := dms.seconds("client_timeout_seconds", true)
	if okFund && fund == 0 {
		a.ps.add(path+".client_timeout_seconds", "must be > 0")
	}
	t.FundTimeout = fund
	deliver, okDeliver := dms.seconds("provider_timeout_seconds", true)
	if okDeliver && deliver == 0 {
		a.ps.add(path+".provider_timeout_seconds", "must be > 0")
	}
	eval, okEval := dms.seconds("evaluator_timeout_seconds", false)
	if !okEval && !dms.has("evaluator_timeout_seconds") {
		eval, okEval = verification.seconds("evaluator_timeout_seconds", false)
		if !okEval && !verification.has("evaluator_timeout_seconds") && dms.m != nil {
			a.ps.add(path+".evaluator_timeout_seconds", "required (or verification.evaluator_timeout_seconds)")
		}
	}
	if okEval && eval == 0 {
		a.ps.add(path+".evaluator_timeout_seconds", "must be > 0")
	}
	// Both given: the escrow has one evaluation deadline, so a second, different one would be ignored.
	if okEval && dms.has("evaluator_timeout_seconds") && verification.has("evaluator_timeout_seconds") {
		if other, ok := verification.seconds("evaluator_timeout_seconds", false); ok && other != eval {
			a.ps.add("verification.evaluator_timeout_seconds", "%d seconds, but escrow.dead_mans_switch.evaluator_timeout_seconds gives the evaluators %d: the escrow has one evaluation deadline; give one of them (or the same value)", other, eval)
		}
	}
	t.EvaluateTimeout = eval

	fallbacks := []Action{ActionSplit5050, ActionReturnToClient, ActionReleaseToProvider}
	t.FallbackAction = a.action(dms, "fallback_action", ActionSplit5050, fallbacks...)
	def := t.FallbackAction
	if t.BackupEvaluator != (common.Address{}) {
		def = ActionHoldForBackupEvaluator
	}
	t.SilenceAction = a.action(dms, "timeout_action", def, append([]Action{ActionHoldForBackupEvaluator}, fallbacks...)...)
	if t.SilenceAction == ActionHoldForBackupEvaluator {
		if t.BackupEvaluator == (common.Address{}) && !(node{m: a.partiesMap()}).has("backup_evaluator") {
			a.ps.add(path+".timeout_action", "hold_for_backup_evaluator needs parties.backup_evaluator, or a backup drawn from the evaluator pool: %s", a.poolMissing)
		}
		backup, ok := dms.seconds("backup_timeout_seconds", false)
		switch {
		case !ok && !dms.has("backup_timeout_seconds"):
			backup = eval
		case ok && backup == 0:
			a.ps.add(path+".backup_timeout_seconds", "must be > 0")
		}
		t.BackupTimeout = backup
	} else {
		if dms.has("backup_timeout_seconds") {
			a.ps.add(path+".backup_timeout_seconds", "only with timeout_action hold_for_backup_evaluator")
		}
		if t.BackupEvaluator != (common.Address{}) {
			a.ps.add("parties.backup_evaluator", "only used with timeout_action hold_for_backup_evaluator, not %s", t.SilenceAction)
		}
	}
	return deliver
}

func (a *agreementReader) partiesMap() map[string]any {
	m, _ := a.root.m["parties"].(map[string]any)
	return m
}

func (a *agreementReader) dispute(d node, t *Terms) {
	// The resolver is named, or a seat of the evaluator pool that draws one.
	hasResolver := node{m: a.partiesMap()}.has("resolver") || t.Resolver != (common.Address{})
	if s, ok := d.str("auto_file_on", false); ok && s != "verification_failure_below_threshold" {
		a.ps.add("dispute.auto_file_on", "%q is not supported (want verification_failure_below_threshold)", s)
	}
	if th, ok := d.hundredths("threshold", false); ok {
		if th > 0 && !hasResolver {
			a.ps.add("dispute.threshold", "an automatic dispute needs parties.resolver, or a resolver drawn from the evaluator pool: %s", a.poolMissing)
		}
		t.DisputeThreshold = th
	}
	t.DisputeDefault = a.action(d, "default_action", ActionPolicyOutcome,
		ActionPolicyOutcome, ActionSplit5050, ActionReturnToClient, ActionReleaseToProvider)
	timeout, ok := d.seconds("timeout_seconds", false)
	switch {
	case ok && timeout == 0 && hasResolver:
		a.ps.add("dispute.timeout_seconds", "must be > 0")
	case ok:
		t.DisputeTimeout = timeout
	case hasResolver && !d.has("timeout_seconds"):
		t.DisputeTimeout = DefaultDisputeTimeout
	}
	if !hasResolver && t.DisputeTimeout != 0 {
		a.ps.add("dispute.timeout_seconds", "set without parties.resolver")
	}
}

// ExpiredAtBig returns the delivery deadline as createAsaJob's uint256 argument.
func (p *JobPlan) ExpiredAtBig() *big.Int { return new(big.Int).SetUint64(p.ExpiredAt) }
