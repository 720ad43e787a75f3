package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// JobAgreement is what the daemon knows of a job's agreement document: given to it by anyone (the hash
// binds it to the job), it names the job's service type and result visibility. PriceCheck is the market
// price check made when the document was registered (JSON of the api's price check view).
type JobAgreement struct {
	JobID         uint64
	AgreementHash common.Hash
	ServiceType   string
	Visibility    string
	Document      json.RawMessage
	PriceCheck    json.RawMessage
	PriceFlagged  bool
	RegisteredAt  int64 // unix milliseconds
	// Agents is the JSON list of the parties resolved through an identity system at the job's creation
	// (settlement.PartyAgent: ERC-8004 agent ids and the wallets they resolved to); empty when none.
	Agents json.RawMessage
}

// PutAgreement records a job's agreement document. A job's document is recorded once: registering the
// same hash again changes nothing and reports false; another hash is an error (the caller checked the
// hash against the chain, so that cannot happen for one job).
func (s *Store) PutAgreement(ctx context.Context, a JobAgreement) (bool, error) {
	id, err := sqlInt("job id", a.JobID)
	if err != nil {
		return false, fmt.Errorf("store: put agreement: %w", err)
	}
	if len(a.PriceCheck) == 0 || len(a.Document) == 0 {
		return false, errors.New("store: put agreement: the document and its price check are required")
	}
	added := false
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		var h string
		err := tx.QueryRowContext(ctx, `SELECT agreement_hash FROM job_agreements WHERE job_id = ?`, id).Scan(&h)
		switch {
		case err == nil:
			if h != hashText(a.AgreementHash) {
				return fmt.Errorf("job %d already has agreement %s, not %s", a.JobID, h, a.AgreementHash.Hex())
			}
			return nil
		case !errors.Is(err, sql.ErrNoRows):
			return err
		}
		flagged := 0
		if a.PriceFlagged {
			flagged = 1
		}
		var agents []byte
		if len(a.Agents) > 0 {
			agents = []byte(a.Agents)
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO job_agreements (job_id, agreement_hash, service_type, visibility, document,
			price_check, price_flagged, registered_at, agents) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, hashText(a.AgreementHash), a.ServiceType, a.Visibility, []byte(a.Document), []byte(a.PriceCheck), flagged, s.nowMillis(), agents); err != nil {
			return err
		}
		if err := putAgentWallets(ctx, tx, id, a.Agents); err != nil {
			return err
		}
		added = true
		return nil
	})
	if err != nil {
		return false, fmt.Errorf("store: put agreement of job %d: %w", a.JobID, err)
	}
	return added, nil
}

// Agreement returns job id's registered agreement; ok is false when none is registered.
func (s *Store) Agreement(ctx context.Context, id uint64) (JobAgreement, bool, error) {
	sid, err := sqlInt("job id", id)
	if err != nil {
		return JobAgreement{}, false, fmt.Errorf("store: agreement: %w", err)
	}
	var (
		a         JobAgreement
		h         string
		doc, pc   []byte
		agents    []byte
		flagged   int
		createdAt int64
	)
	err = s.queryRow(ctx, `SELECT agreement_hash, service_type, visibility, document, price_check, price_flagged, registered_at, agents
		FROM job_agreements WHERE job_id = ?`, sid).Scan(&h, &a.ServiceType, &a.Visibility, &doc, &pc, &flagged, &createdAt, &agents)
	if errors.Is(err, sql.ErrNoRows) {
		return JobAgreement{}, false, nil
	}
	if err != nil {
		return JobAgreement{}, false, fmt.Errorf("store: agreement of job %d: %w", id, err)
	}
	if a.AgreementHash, err = parseHash(h); err != nil {
		return JobAgreement{}, false, fmt.Errorf("store: agreement of job %d: %w", id, err)
	}
	a.JobID, a.Document, a.PriceCheck, a.PriceFlagged, a.RegisteredAt = id, doc, pc, flagged == 1, createdAt
	if len(agents) > 0 {
		a.Agents = agents
	}
	return a, true, nil
}

// Visibilities returns the registered visibility of every job that has an agreement registered.
func (s *Store) Visibilities(ctx context.Context) (map[uint64]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT job_id, visibility FROM job_agreements`)
	if err != nil {
		return nil, fmt.Errorf("store: visibilities: %w", err)
	}
	defer rows.Close()
	out := map[uint64]string{}
	for rows.Next() {
		var id int64
		var v string
		if err := rows.Scan(&id, &v); err != nil {
			return nil, fmt.Errorf("store: visibilities: %w", err)
		}
		out[uint64(id)] = v
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: visibilities: %w", err)
	}
	return out, nil
}

// SettledBudgets returns the budgets of the jobs of serviceType (by their registered agreements) that
// settled (JobSettled) in a block before beforeBlock: the market's samples for a job created in
// beforeBlock.
func (s *Store) SettledBudgets(ctx context.Context, serviceType string, beforeBlock uint64) ([]*big.Int, error) {
	before, err := sqlInt("block number", beforeBlock)
	if err != nil {
		return nil, fmt.Errorf("store: settled budgets: %w", err)
	}
	rows, err := s.db.QueryContext(ctx, `SELECT j.budget FROM job_agreements a JOIN jobs j ON j.id = a.job_id
		WHERE a.service_type = ? AND EXISTS (SELECT 1 FROM job_events e WHERE e.job_id = a.job_id AND e.name = 'JobSettled' AND e.block_number < ?)
		ORDER BY a.job_id`, serviceType, before)
	if err != nil {
		return nil, fmt.Errorf("store: settled budgets of %q: %w", serviceType, err)
	}
	defer rows.Close()
	var out []*big.Int
	for rows.Next() {
		var b string
		if err := rows.Scan(&b); err != nil {
			return nil, fmt.Errorf("store: settled budgets of %q: %w", serviceType, err)
		}
		v, ok := new(big.Int).SetString(b, 10)
		if !ok {
			return nil, fmt.Errorf("store: settled budgets of %q: budget %q is not a decimal", serviceType, b)
		}
		out = append(out, v)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: settled budgets of %q: %w", serviceType, err)
	}
	return out, nil
}

// EventsUpTo returns every job event at or before block upTo in chain order, and every registered terms
// record: what a recomputation of the escrow's history needs (the reputation ledger).
func (s *Store) EventsUpTo(ctx context.Context, upTo uint64) ([]TermsRecord, []JobEvent, error) {
	to, err := sqlInt("block number", upTo)
	if err != nil {
		return nil, nil, fmt.Errorf("store: events: %w", err)
	}
	terms, err := s.allTerms(ctx)
	if err != nil {
		return nil, nil, err
	}
	evs, err := s.eventsWhere(ctx, `block_number <= ? ORDER BY block_number, log_index`, to)
	if err != nil {
		return nil, nil, err
	}
	return terms, evs, nil
}

// EventsAfter returns up to limit job events after position (block, logIndex) in chain order (the
// webhook feed's cursor).
func (s *Store) EventsAfter(ctx context.Context, block uint64, logIndex uint, limit int) ([]JobEvent, error) {
	b, err := sqlInt("block number", block)
	if err != nil {
		return nil, fmt.Errorf("store: events: %w", err)
	}
	return s.eventsWhere(ctx, `(block_number > ? OR block_number = ? AND log_index > ?) ORDER BY block_number, log_index LIMIT ?`,
		b, b, int64(logIndex), limit)
}

// EventAt returns the event at (block, logIndex); ok is false when there is none (a reorganization
// removed it).
func (s *Store) EventAt(ctx context.Context, block uint64, logIndex uint) (JobEvent, bool, error) {
	b, err := sqlInt("block number", block)
	if err != nil {
		return JobEvent{}, false, fmt.Errorf("store: event: %w", err)
	}
	evs, err := s.eventsWhere(ctx, `block_number = ? AND log_index = ?`, b, int64(logIndex))
	if err != nil || len(evs) == 0 {
		return JobEvent{}, false, err
	}
	return evs[0], true, nil
}

// LastEventBefore returns the last event before position (block, logIndex); ok is false when there is none.
func (s *Store) LastEventBefore(ctx context.Context, block uint64, logIndex uint) (JobEvent, bool, error) {
	b, err := sqlInt("block number", block)
	if err != nil {
		return JobEvent{}, false, fmt.Errorf("store: event: %w", err)
	}
	evs, err := s.eventsWhere(ctx, `(block_number < ? OR block_number = ? AND log_index < ?) ORDER BY block_number DESC, log_index DESC LIMIT 1`,
		b, b, int64(logIndex))
	if err != nil || len(evs) == 0 {
		return JobEvent{}, false, err
	}
	return evs[0], true, nil
}

func (s *Store) eventsWhere(ctx context.Context, where string, args ...any) ([]JobEvent, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT job_id, block_number, log_index, block_hash, block_time, tx_hash, name, topics, data
		FROM job_events WHERE `+where, args...)
	if err != nil {
		return nil, fmt.Errorf("store: events: %w", err)
	}
	defer rows.Close()
	var out []JobEvent
	for rows.Next() {
		var (
			id, bn, li, bt int64
			bh, th, name   string
			topics, data   []byte
		)
		if err := rows.Scan(&id, &bn, &li, &bh, &bt, &th, &name, &topics, &data); err != nil {
			return nil, fmt.Errorf("store: events: %w", err)
		}
		ev := JobEvent{JobID: uint64(id), BlockNumber: uint64(bn), LogIndex: uint(li), BlockTime: uint64(bt), Name: name, Data: data}
		if ev.Topics, err = parseTopics(topics); err != nil {
			return nil, fmt.Errorf("store: event %d/%d: %w", bn, li, err)
		}
		if ev.BlockHash, err = parseHash(bh); err != nil {
			return nil, fmt.Errorf("store: event %d/%d: %w", bn, li, err)
		}
		if ev.TxHash, err = parseHash(th); err != nil {
			return nil, fmt.Errorf("store: event %d/%d: %w", bn, li, err)
		}
		out = append(out, ev)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: events: %w", err)
	}
	return out, nil
}

func (s *Store) allTerms(ctx context.Context) ([]TermsRecord, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT terms_id, terms_hash, terms, block_number FROM terms ORDER BY terms_id`)
	if err != nil {
		return nil, fmt.Errorf("store: terms: %w", err)
	}
	defer rows.Close()
	var out []TermsRecord
	for rows.Next() {
		var (
			id, bn int64
			h, t   string
		)
		if err := rows.Scan(&id, &h, &t, &bn); err != nil {
			return nil, fmt.Errorf("store: terms: %w", err)
		}
		hash, err := parseHash(h)
		if err != nil {
			return nil, fmt.Errorf("store: terms %d: %w", id, err)
		}
		out = append(out, TermsRecord{ID: uint64(id), Hash: hash, Terms: json.RawMessage(t), BlockNumber: uint64(bn)})
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: terms: %w", err)
	}
	return out, nil
}

// FeedbackJob is a settled job whose outcome may be written back to the ERC-8004 Reputation Registry: its
// agreement named parties through an identity system and its result visibility is not parties-only.
type FeedbackJob struct {
	JobID       uint64
	Score       uint16 // the composite score the escrow recorded, basis points (8610 = 86.10)
	ServiceType string
	Visibility  string
	Agents      json.RawMessage
}

// FeedbackDue returns up to limit jobs settled after a score (Completed or Rejected after JobVerified) whose
// agreement recorded resolved agents, that are not parties-only, and whose feedback intent is not journaled
// yet (MarkFeedback), lowest job id first.
func (s *Store) FeedbackDue(ctx context.Context, limit int) ([]FeedbackJob, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT a.job_id, j.score, a.service_type, a.visibility, a.agents
		FROM job_agreements a JOIN jobs j ON j.id = a.job_id
		WHERE a.agents IS NOT NULL AND a.feedback_at IS NULL AND a.visibility <> 'parties'
		AND j.status IN (3, 4) AND EXISTS (SELECT 1 FROM job_events e WHERE e.job_id = a.job_id AND e.name = 'JobVerified')
		ORDER BY a.job_id LIMIT ?`, limit)
	if err != nil {
		return nil, fmt.Errorf("store: feedback due: %w", err)
	}
	defer rows.Close()
	var out []FeedbackJob
	for rows.Next() {
		var f FeedbackJob
		var id, score int64
		var agents []byte
		if err := rows.Scan(&id, &score, &f.ServiceType, &f.Visibility, &agents); err != nil {
			return nil, fmt.Errorf("store: feedback due: %w", err)
		}
		f.JobID, f.Score, f.Agents = uint64(id), uint16(score), agents
		out = append(out, f)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: feedback due: %w", err)
	}
	return out, nil
}

// MarkFeedback records that the feedback intents of these jobs are journaled (or that there is none to post).
func (s *Store) MarkFeedback(ctx context.Context, jobIDs []uint64) error {
	if len(jobIDs) == 0 {
		return nil
	}
	now := s.nowMillis()
	return s.inTx(ctx, func(tx *sql.Tx) error {
		for _, id := range jobIDs {
			sid, err := sqlInt("job id", id)
			if err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, `UPDATE job_agreements SET feedback_at = ? WHERE job_id = ? AND feedback_at IS NULL`, now, sid); err != nil {
				return fmt.Errorf("store: mark feedback of job %d: %w", id, err)
			}
		}
		return nil
	})
}

// AgentWallets returns the distinct wallets the registered agreements resolved agent agentID of registry to
// (any party role), in the order first seen: one indexed read of agent_wallets, whatever the number of
// agreements.
func (s *Store) AgentWallets(ctx context.Context, registry common.Address, agentID string) ([]common.Address, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT wallet FROM agent_wallets WHERE registry = ? AND agent_id = ? ORDER BY first_job_id, wallet`,
		strings.ToLower(registry.Hex()), agentID)
	if err != nil {
		return nil, fmt.Errorf("store: agent wallets: %w", err)
	}
	defer rows.Close()
	var out []common.Address
	for rows.Next() {
		var w string
		if err := rows.Scan(&w); err != nil {
			return nil, fmt.Errorf("store: agent wallets: %w", err)
		}
		if !common.IsHexAddress(w) {
			return nil, fmt.Errorf("store: agent wallets: %q is not an address", w)
		}
		out = append(out, common.HexToAddress(w))
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: agent wallets: %w", err)
	}
	return out, nil
}

// putAgentWallets records the agent wallets of a newly registered agreement (the parties resolved through an
// identity registry, with an agent id) for AgentWallets.
func putAgentWallets(ctx context.Context, tx *sql.Tx, jobID int64, agents json.RawMessage) error {
	if len(agents) == 0 {
		return nil
	}
	var list []struct {
		AgentID  string         `json:"agentId"`
		Registry common.Address `json:"identityRegistry"`
		Wallet   common.Address `json:"wallet"`
	}
	if err := json.Unmarshal(agents, &list); err != nil {
		return fmt.Errorf("agents: %w", err)
	}
	for _, a := range list {
		if a.AgentID == "" {
			continue
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO agent_wallets (registry, agent_id, wallet, first_job_id) VALUES (?, ?, ?, ?)
			ON CONFLICT DO NOTHING`, strings.ToLower(a.Registry.Hex()), a.AgentID, strings.ToLower(a.Wallet.Hex()), jobID); err != nil {
			return fmt.Errorf("agent wallet: %w", err)
		}
	}
	return nil
}
