package api

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/big"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon/indexer"
	"github.com/asa-escrow/asa/daemon/quota"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/erc8004"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/market"
	"github.com/asa-escrow/asa/settlement"
)

// Agreements is what the agreement routes and the job views read and write.
type Agreements interface {
	PutAgreement(ctx context.Context, a store.JobAgreement) (bool, error)
	Agreement(ctx context.Context, id uint64) (store.JobAgreement, bool, error)
	SettledBudgets(ctx context.Context, serviceType string, beforeBlock uint64) ([]*big.Int, error)
}

// postAgreement is POST /v1/jobs/{id}/agreement: anyone may give the daemon a job's agreement document;
// it is recorded when its canonical hash is the one the job recorded on chain (AsaJobCreated), so the
// document cannot be forged. Only the members the hash covers are stored: the top-level "signatures"
// member lies outside the hash, so whoever posts first could otherwise plant signatures of their own
// choosing that the parties are later served. The daemon then knows the job's service type (for the
// market price check, made now against jobs settled before the job was created) and its result
// visibility.
func (s *Server) postAgreement(w http.ResponseWriter, r *http.Request) {
	id, ok := jobIDParam(w, r)
	if !ok {
		return
	}
	body, err := readBody(w, r)
	if err != nil {
		writeError(w, err)
		return
	}
	resp, status, err := s.registerAgreement(r.Context(), id, body)
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, status, resp)
}

func (s *Server) registerAgreement(ctx context.Context, id uint64, doc []byte) (*wire.AgreementRegistered, int, error) {
	j, err := s.Store.Job(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return nil, 0, apiErr(http.StatusNotFound, wire.CodeUnknownJob, "job %d is not known to this daemon's escrow (yet)", id)
	}
	if err != nil {
		return nil, 0, unavailable(err)
	}
	if j.TermsID == 0 || j.AgreementHash == (common.Hash{}) {
		return nil, 0, apiErr(http.StatusConflict, wire.CodeNoAgreement, "job %d was created without an agreement document (its agreement hash is zero): there is nothing to register", id)
	}
	h, err := settlement.AgreementHash(doc)
	if err != nil {
		return nil, 0, apiErr(http.StatusBadRequest, wire.CodeInvalidAgreement, "the body is not an agreement document: %v", err)
	}
	if h != j.AgreementHash {
		return nil, 0, apiErr(http.StatusUnprocessableEntity, wire.CodeAgreementMismatch,
			"the document's hash is %s; job %d recorded %s on chain (post the exact document the job was created for)", h.Hex(), id, j.AgreementHash.Hex())
	}
	if prev, ok, err := s.Agreements.Agreement(ctx, id); err != nil {
		return nil, 0, unavailable(err)
	} else if ok {
		return registered(prev, false)
	}
	created, err := s.creation(ctx, id)
	if err != nil {
		return nil, 0, err
	}
	// Parties named by an agent id resolve as of the job's creation block: what the job was created paying,
	// whatever the registry says since.
	var resolver settlement.AgentResolver
	if s.Parties != nil {
		resolver = s.Parties(created.BlockNumber)
	}
	agents, err := settlement.ResolveAgents(ctx, doc, resolver)
	if exceeded := (*quota.Exceeded)(nil); errors.As(err, &exceeded) {
		return nil, 0, err // the client's card-fetch quota: 429 with its Retry-After
	}
	if errors.Is(err, erc8004.ErrRegistryUnreadable) {
		return nil, 0, nodeUnavailable("resolve the document's ERC-8004 parties")
	}
	if err != nil {
		return nil, 0, apiErr(http.StatusUnprocessableEntity, wire.CodeInvalidAgreement, "the document's hash matches but its parties do not resolve: %v", err)
	}
	plan, err := settlement.ParseAgreement(doc, settlement.AgreementOptions{Now: time.Unix(int64(created.BlockTime), 0), ChainID: s.ChainID, Agents: agents, EvaluatorPool: s.EvaluatorPool})
	if err != nil {
		return nil, 0, apiErr(http.StatusUnprocessableEntity, wire.CodeInvalidAgreement, "the document's hash matches but it does not read as an ASA agreement: %v", err)
	}
	if len(plan.Agents) > 0 {
		if err := partiesMatch(plan, j); err != nil {
			return nil, 0, apiErr(http.StatusUnprocessableEntity, wire.CodeAgreementMismatch, "job %d: %v", id, err)
		}
	}
	if err := jobFollowsPlan(j, created, plan); err != nil {
		return nil, 0, err
	}
	if err := s.checkContractSignatures(ctx, plan); err != nil {
		return nil, 0, err
	}
	check, err := s.priceCheck(ctx, j.Budget, plan.ServiceType, created.BlockNumber)
	if err != nil {
		return nil, 0, err
	}
	pc, err := json.Marshal(check)
	if err != nil {
		return nil, 0, fmt.Errorf("encode price check: %w", err)
	}
	covered, err := hashCovered(doc, h)
	if err != nil {
		return nil, 0, apiErr(http.StatusBadRequest, wire.CodeInvalidAgreement, "the body is not an agreement document: %v", err)
	}
	a := store.JobAgreement{JobID: id, AgreementHash: h, ServiceType: plan.ServiceType, Visibility: string(plan.Visibility),
		Document: covered, PriceCheck: pc, PriceFlagged: check.Flagged}
	if len(plan.Agents) > 0 {
		if a.Agents, err = json.Marshal(plan.Agents); err != nil {
			return nil, 0, fmt.Errorf("encode agents: %w", err)
		}
	}
	added, err := s.Agreements.PutAgreement(ctx, a)
	if err != nil {
		return nil, 0, unavailable(err)
	}
	if check.Flagged {
		s.Logger.Warn("job priced outside the market band (flagged, not blocked)", "job", id, "check", check.Message)
	}
	return registered(a, added)
}

// jobFollowsPlan refuses a document whose hash a job recorded but whose clauses the job does not run
// under: the client chose the terms, the parties or the budget at creation, and the hash alone does not
// tie them to the document. Served as the job's agreement, such a document would tell the parties (and
// the daemon's own intake) rules the escrow does not enforce.
func jobFollowsPlan(j store.Job, created jobCreation, plan *settlement.JobPlan) error {
	var diffs []string
	differ := func(what, doc, job string) {
		diffs = append(diffs, fmt.Sprintf("%s: the document's %s, the job's %s", what, doc, job))
	}
	if plan.TermsHash != j.TermsHash {
		differ("terms hash (fees, timeouts, release rule, acceptance, backup evaluator, resolver)", plan.TermsHash.Hex(), j.TermsHash.Hex())
	}
	if plan.Provider != j.Provider {
		what := "provider"
		if len(plan.Agents) > 0 {
			what = "provider (parties named by agent id resolved at the job's creation block)"
		}
		differ(what, plan.Provider.Hex(), j.Provider.Hex())
	}
	// The evaluators and quorum the job was created with: a pool seat may have appointed others since, as
	// the agreement (and the escrow) allow.
	if !slices.Equal(plan.Evaluators, created.evaluators) {
		differ("evaluator list", addressList(plan.Evaluators), addressList(created.evaluators))
	}
	if plan.Quorum != created.quorum {
		differ("quorum", strconv.Itoa(int(plan.Quorum)), strconv.Itoa(int(created.quorum)))
	}
	if plan.Client != (common.Address{}) && plan.Client != j.Client {
		differ("client", plan.Client.Hex(), j.Client.Hex())
	}
	if j.Budget != nil && j.Budget.Sign() > 0 && plan.Budget != nil && plan.Budget.Cmp(j.Budget) != 0 {
		differ("budget", plan.Budget.String(), j.Budget.String())
	}
	if len(diffs) == 0 {
		return nil
	}
	return apiErr(http.StatusUnprocessableEntity, wire.CodeAgreementMismatch,
		"the document's hash matches job %d, but the job on chain does not run under it (%s): the escrow enforces the job's rules, so the document does not describe it", j.ID, strings.Join(diffs, "; "))
}

func addressList(as []common.Address) string {
	out := make([]string, len(as))
	for i, a := range as {
		out[i] = a.Hex()
	}
	return "[" + strings.Join(out, ", ") + "]"
}

// partiesMatch checks that every party the document names through an identity system (an agent id, an A2A
// card, a did:pkh) resolved to the address the job has on chain in that role: an agent id as of the job's
// creation block, a card as it is served now (a card re-signed by another wallet since no longer matches).
func partiesMatch(plan *settlement.JobPlan, j store.Job) error {
	for _, a := range plan.Agents {
		var onChain common.Address
		var resolved common.Address
		switch {
		case a.Path == "parties.provider":
			onChain, resolved = j.Provider, plan.Provider
		case a.Path == "parties.client":
			onChain, resolved = j.Client, plan.Client
		case strings.HasPrefix(a.Path, "parties.evaluators["):
			i, err := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(a.Path, "parties.evaluators["), "]"))
			if err != nil || i < 0 || i >= len(plan.Evaluators) || !slices.Contains(j.Evaluators, plan.Evaluators[i]) {
				return fmt.Errorf("the document's %s (%s %q) resolved to %s, which is not one of the job's evaluators on chain", a.Path, a.Scheme, a.Ref, a.Wallet.Hex())
			}
			continue
		default:
			continue
		}
		if resolved != onChain {
			return fmt.Errorf("the document's %s (%s %q) resolved to %s, but the job has %s on chain", a.Path, a.Scheme, a.Ref, resolved.Hex(), onChain.Hex())
		}
	}
	return nil
}

// hashCovered returns the members of an agreement document that its agreement hash covers: the
// document without its top-level "signatures" (each member's bytes as posted), checked to hash to h.
func hashCovered(doc []byte, h common.Hash) (json.RawMessage, error) {
	var members map[string]json.RawMessage
	if err := json.Unmarshal(doc, &members); err != nil {
		return nil, err
	}
	delete(members, "signatures")
	covered, err := json.Marshal(members)
	if err != nil {
		return nil, err
	}
	if again, err := settlement.AgreementHash(covered); err != nil || again != h {
		return nil, fmt.Errorf("the document without its signatures no longer hashes to %s (%v)", h.Hex(), err)
	}
	return covered, nil
}

// checkContractSignatures asks the chain about the agreement's ERC-1271 signatures (the EOA ones were
// verified when it was parsed): a contract account that does not accept its signature refuses the document.
func (s *Server) checkContractSignatures(ctx context.Context, plan *settlement.JobPlan) error {
	for _, sig := range plan.Signatures {
		if !sig.NeedsChain {
			continue
		}
		if s.Intake == nil || s.Intake.Contracts == nil {
			return apiErr(http.StatusUnprocessableEntity, wire.CodeInvalidAgreement, "signatures.%s is an ERC-1271 signature and this daemon cannot check contract signatures", sig.Party)
		}
		ok, err := s.Intake.Contracts.IsValidSignature(ctx, sig.Signer, sig.Digest, sig.Signature)
		if escrow.Unanswered(err) {
			return nodeUnavailable("check the " + sig.Party + "'s ERC-1271 agreement signature")
		}
		if err != nil {
			return unavailable(fmt.Errorf("check the %s's ERC-1271 agreement signature: %w", sig.Party, err))
		}
		if !ok {
			return apiErr(http.StatusUnprocessableEntity, wire.CodeInvalidAgreement, "signatures.%s: the contract account %s does not accept the signature for agreement hash %s (ERC-1271)",
				sig.Party, sig.Signer.Hex(), plan.AgreementHash.Hex())
		}
	}
	return nil
}

func registered(a store.JobAgreement, created bool) (*wire.AgreementRegistered, int, error) {
	var pc wire.PriceCheckView
	if err := json.Unmarshal(a.PriceCheck, &pc); err != nil {
		return nil, 0, fmt.Errorf("stored price check of job %d: %w", a.JobID, err)
	}
	status := http.StatusOK
	if created {
		status = http.StatusCreated
	}
	return &wire.AgreementRegistered{JobID: strconv.FormatUint(a.JobID, 10), AgreementHash: a.AgreementHash.Hex(), ServiceType: a.ServiceType,
		Visibility: a.Visibility, PriceCheck: pc, Created: created}, status, nil
}

// jobCreation is what a job was created with: its JobCreated event (block and time) and the evaluators and
// quorum of its AsaJobCreated event. The job view's evaluators may have changed since (an evaluator pool seat
// appointed the drawn ones, or a backup), but the agreement describes the job as created.
type jobCreation struct {
	store.JobEvent
	evaluators []common.Address
	quorum     uint8
}

// creation reads the job's creation events.
func (s *Server) creation(ctx context.Context, id uint64) (jobCreation, error) {
	events, err := s.Store.JobEvents(ctx, id)
	if err != nil {
		return jobCreation{}, unavailable(err)
	}
	var c jobCreation
	found := false
	for _, ev := range events {
		switch ev.Name {
		case "JobCreated":
			c.JobEvent, found = ev, true
		case "AsaJobCreated":
			typed, err := indexer.DecodeEvent(ev)
			if err != nil {
				return jobCreation{}, fmt.Errorf("job %d: decode AsaJobCreated: %w", id, err)
			}
			if e, ok := typed.(*bindings.AsaEscrowAsaJobCreated); ok {
				c.evaluators, c.quorum = e.Evaluators, e.Quorum
			}
		}
	}
	if !found {
		return jobCreation{}, fmt.Errorf("job %d has no JobCreated event in the store", id)
	}
	return c, nil
}

// priceCheck compares budget with the median budget of serviceType's jobs settled before block asOf.
func (s *Server) priceCheck(ctx context.Context, budget *big.Int, serviceType string, asOf uint64) (wire.PriceCheckView, error) {
	var samples []*big.Int
	if serviceType != "" {
		var err error
		if samples, err = s.Agreements.SettledBudgets(ctx, serviceType, asOf); err != nil {
			return wire.PriceCheckView{}, unavailable(err)
		}
	}
	var ref market.Reference
	if len(samples) > 0 {
		median, err := market.Median(samples)
		if err != nil {
			return wire.PriceCheckView{}, fmt.Errorf("median of %q: %w", serviceType, err)
		}
		ref = market.Reference{ServiceType: serviceType, Median: median, Samples: len(samples)}
	}
	minSamples := s.MarketMinSamples
	if minSamples <= 0 {
		minSamples = market.DefaultMinSamples
	}
	a, err := market.Check(budget, serviceType, ref, market.DefaultBand, minSamples)
	if err != nil {
		return wire.PriceCheckView{}, fmt.Errorf("price check: %w", err)
	}
	v := wire.PriceCheckView{Status: string(a.Status), Flagged: a.Flagged(), ServiceType: a.ServiceType, Budget: a.Budget.String(),
		Samples: a.Samples, Message: a.String(), AsOfBlock: asOf}
	if a.Status != market.NoReference {
		v.Median, v.LowBound, v.HighBound, v.Ratio = a.Median.String(), a.LowBound.String(), a.HighBound.String(), a.Ratio.StringFixed(4)
	} else {
		v.Samples = len(samples)
	}
	return v, nil
}

// jobIDParam reads the {id} path parameter, answering 400/404 itself when it is not a job id.
func jobIDParam(w http.ResponseWriter, r *http.Request) (uint64, bool) {
	id, err := strconv.ParseUint(r.PathValue("id"), 10, 64)
	if err != nil {
		writeError(w, apiErr(http.StatusBadRequest, wire.CodeInvalidField, "job id must be a decimal number, got %q", r.PathValue("id")))
		return 0, false
	}
	if id > math.MaxInt64 {
		writeError(w, apiErr(http.StatusNotFound, wire.CodeUnknownJob, "job %d does not exist (escrow job ids are a counter)", id))
		return 0, false
	}
	return id, true
}
