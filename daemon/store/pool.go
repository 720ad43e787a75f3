package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/settlement"
)

// PoolSeat is one seat of a policy the evaluator pool opened (PolicyOpened): an address an agreement may
// name as its evaluator, backup evaluator or resolver.
type PoolSeat struct {
	Seat        common.Address
	PolicyID    common.Hash
	Role        settlement.SeatRole
	Policy      settlement.PoolPolicy
	Pool        common.Address
	BlockNumber uint64
}

// PoolAssignment is an appointment the pool made for a job through one of its seats (Assigned).
// RecordedBlock is the block of the seat's Recorded event for the job (0: not recorded yet).
type PoolAssignment struct {
	Seat          common.Address
	JobID         uint64
	Role          settlement.SeatRole
	Evaluators    []common.Address
	Quorum        uint8
	Seed          common.Hash // zero for a mutual or probation appointment
	BlockNumber   uint64
	RecordedBlock uint64
}

// PoolRegistration is a Registered event: the evaluator registered for the service type (keccak256 of
// the agreement's service.type, settlement.ServiceTypeHash).
type PoolRegistration struct {
	Evaluator   common.Address
	ServiceType common.Hash
	BlockNumber uint64
}

// PoolRecord is a Recorded event: the pool counted the evaluations of the seat's job.
type PoolRecord struct {
	Seat        common.Address
	JobID       uint64
	BlockNumber uint64
}

func putPoolSeat(ctx context.Context, tx txq, s PoolSeat) error {
	bn, err := sqlInt("block number", s.BlockNumber)
	if err != nil {
		return err
	}
	pol, err := json.Marshal(s.Policy)
	if err != nil {
		return fmt.Errorf("pool seat %s policy: %w", s.Seat, err)
	}
	// A policy is opened once; a re-scan of its block is a no-op.
	if _, err := tx.ExecContext(ctx, `INSERT INTO pool_seats (seat, policy_id, role, policy, pool, block_number)
		VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(seat) DO NOTHING`,
		addrText(s.Seat), hashText(s.PolicyID), int64(s.Role), pol, addrText(s.Pool), bn); err != nil {
		return fmt.Errorf("put pool seat %s: %w", s.Seat, err)
	}
	return nil
}

func putPoolAssignment(ctx context.Context, tx txq, a PoolAssignment) error {
	bn, err := sqlInt("block number", a.BlockNumber)
	if err != nil {
		return err
	}
	id, err := sqlInt("job id", a.JobID)
	if err != nil {
		return err
	}
	evs := make([]string, len(a.Evaluators))
	for i, e := range a.Evaluators {
		evs[i] = addrText(e)
	}
	evJSON, err := json.Marshal(evs)
	if err != nil {
		return fmt.Errorf("pool assignment evaluators: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO pool_assignments (seat, job_id, role, evaluators, quorum, seed, block_number)
		VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(seat, job_id) DO UPDATE SET role = excluded.role,
		evaluators = excluded.evaluators, quorum = excluded.quorum, seed = excluded.seed, block_number = excluded.block_number`,
		addrText(a.Seat), id, int64(a.Role), string(evJSON), int64(a.Quorum), hashText(a.Seed), bn); err != nil {
		return fmt.Errorf("put pool assignment %s/%d: %w", a.Seat, a.JobID, err)
	}
	return nil
}

func putPoolRecord(ctx context.Context, tx txq, r PoolRecord) error {
	bn, err := sqlInt("block number", r.BlockNumber)
	if err != nil {
		return err
	}
	id, err := sqlInt("job id", r.JobID)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE pool_assignments SET recorded_block = ? WHERE seat = ? AND job_id = ?`,
		bn, addrText(r.Seat), id); err != nil {
		return fmt.Errorf("record pool assignment %s/%d: %w", r.Seat, r.JobID, err)
	}
	return nil
}

func putPoolRegistration(ctx context.Context, tx txq, r PoolRegistration) error {
	bn, err := sqlInt("block number", r.BlockNumber)
	if err != nil {
		return err
	}
	// The first registration's block stays: a rewind above a later one leaves the earlier standing.
	if _, err := tx.ExecContext(ctx, `INSERT INTO pool_registrations (evaluator, service_type, block_number)
		VALUES (?, ?, ?) ON CONFLICT(evaluator, service_type) DO NOTHING`,
		addrText(r.Evaluator), hashText(r.ServiceType), bn); err != nil {
		return fmt.Errorf("put pool registration %s/%s: %w", r.Evaluator, r.ServiceType, err)
	}
	return nil
}

// PoolRegistrations returns up to limit service types the evaluator registered for in the pool (its
// Registered events), in the order of its first registrations.
func (s *Store) PoolRegistrations(ctx context.Context, evaluator common.Address, limit int) ([]PoolRegistration, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT service_type, block_number FROM pool_registrations WHERE evaluator = ?
		ORDER BY block_number, service_type LIMIT ?`, addrText(evaluator), limit)
	if err != nil {
		return nil, fmt.Errorf("store: pool registrations of %s: %w", evaluator, err)
	}
	defer rows.Close()
	var out []PoolRegistration
	for rows.Next() {
		var (
			st string
			bn int64
		)
		if err := rows.Scan(&st, &bn); err != nil {
			return nil, fmt.Errorf("store: pool registrations of %s: %w", evaluator, err)
		}
		h, err := parseHash(st)
		if err != nil {
			return nil, fmt.Errorf("store: pool registrations of %s: %w", evaluator, err)
		}
		out = append(out, PoolRegistration{Evaluator: evaluator, ServiceType: h, BlockNumber: uint64(bn)})
	}
	return out, rows.Err()
}

// rewindPoolTx removes the pool rows derived from blocks above bn.
func rewindPoolTx(ctx context.Context, tx *sql.Tx, bn int64) error {
	for _, q := range []string{
		`DELETE FROM pool_seats WHERE block_number > ?`,
		`DELETE FROM pool_assignments WHERE block_number > ?`,
		`DELETE FROM pool_registrations WHERE block_number > ?`,
		`UPDATE pool_assignments SET recorded_block = 0 WHERE recorded_block > ?`,
	} {
		if _, err := tx.ExecContext(ctx, q, bn); err != nil {
			return fmt.Errorf("rewind pool: %w", err)
		}
	}
	return nil
}

func scanPoolSeat(r rowScanner) (PoolSeat, error) {
	var (
		s                    PoolSeat
		seat, policyID, pool string
		role, bn             int64
		pol                  []byte
	)
	if err := r.Scan(&seat, &policyID, &role, &pol, &pool, &bn); err != nil {
		return PoolSeat{}, err
	}
	var err error
	if s.Seat, err = parseAddr(seat); err != nil {
		return PoolSeat{}, err
	}
	if s.PolicyID, err = parseHash(policyID); err != nil {
		return PoolSeat{}, err
	}
	if s.Pool, err = parseAddr(pool); err != nil {
		return PoolSeat{}, err
	}
	if err := json.Unmarshal(pol, &s.Policy); err != nil {
		return PoolSeat{}, fmt.Errorf("pool seat %s policy: %w", seat, err)
	}
	s.Role, s.BlockNumber = settlement.SeatRole(role), uint64(bn)
	return s, nil
}

const poolSeatColumns = `seat, policy_id, role, policy, pool, block_number`

// PoolSeat returns the seat at addr as indexed from the pool's PolicyOpened; ok is false when no opened
// policy has it.
func (s *Store) PoolSeat(ctx context.Context, addr common.Address) (seat PoolSeat, ok bool, err error) {
	seat, err = scanPoolSeat(s.queryRow(ctx, `SELECT `+poolSeatColumns+` FROM pool_seats WHERE seat = ?`, addrText(addr)))
	if errors.Is(err, sql.ErrNoRows) {
		return PoolSeat{}, false, nil
	}
	if err != nil {
		return PoolSeat{}, false, fmt.Errorf("store: pool seat %s: %w", addr, err)
	}
	return seat, true, nil
}

// PoolSeats returns every indexed seat, by address.
func (s *Store) PoolSeats(ctx context.Context) ([]PoolSeat, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+poolSeatColumns+` FROM pool_seats ORDER BY seat`)
	if err != nil {
		return nil, fmt.Errorf("store: pool seats: %w", err)
	}
	defer rows.Close()
	var out []PoolSeat
	for rows.Next() {
		seat, err := scanPoolSeat(rows)
		if err != nil {
			return nil, fmt.Errorf("store: pool seats: %w", err)
		}
		out = append(out, seat)
	}
	return out, rows.Err()
}

const poolAssignmentColumns = `seat, job_id, role, evaluators, quorum, seed, block_number, recorded_block`

func scanPoolAssignment(r rowScanner) (PoolAssignment, error) {
	var (
		a                  PoolAssignment
		seat, evJSON, seed string
		id, role, quorum   int64
		bn, recorded       int64
		evs                []string
	)
	if err := r.Scan(&seat, &id, &role, &evJSON, &quorum, &seed, &bn, &recorded); err != nil {
		return PoolAssignment{}, err
	}
	var err error
	if a.Seat, err = parseAddr(seat); err != nil {
		return PoolAssignment{}, err
	}
	if a.Seed, err = parseHash(seed); err != nil {
		return PoolAssignment{}, err
	}
	if err := json.Unmarshal([]byte(evJSON), &evs); err != nil {
		return PoolAssignment{}, fmt.Errorf("pool assignment evaluators: %w", err)
	}
	for _, e := range evs {
		addr, err := parseAddr(e)
		if err != nil {
			return PoolAssignment{}, err
		}
		a.Evaluators = append(a.Evaluators, addr)
	}
	a.JobID, a.Role, a.Quorum = uint64(id), settlement.SeatRole(role), uint8(quorum)
	a.BlockNumber, a.RecordedBlock = uint64(bn), uint64(recorded)
	return a, nil
}

// PoolAssignments returns the pool's appointments for a job, oldest first.
func (s *Store) PoolAssignments(ctx context.Context, jobID uint64) ([]PoolAssignment, error) {
	id, err := sqlInt("job id", jobID)
	if err != nil {
		return nil, fmt.Errorf("store: pool assignments: %w", err)
	}
	return s.poolAssignments(ctx, `SELECT `+poolAssignmentColumns+` FROM pool_assignments WHERE job_id = ? ORDER BY block_number, seat`, id)
}

// UnrecordedPoolAssignments returns up to limit appointments whose job's evaluation is over (status
// Completed or later) and that the pool has not recorded yet, oldest first.
func (s *Store) UnrecordedPoolAssignments(ctx context.Context, limit int) ([]PoolAssignment, error) {
	return s.poolAssignments(ctx, `SELECT a.seat, a.job_id, a.role, a.evaluators, a.quorum, a.seed, a.block_number, a.recorded_block
		FROM pool_assignments a JOIN jobs j ON j.id = a.job_id
		WHERE a.recorded_block = 0 AND j.status >= ? ORDER BY a.block_number, a.seat LIMIT ?`, int64(settlement.JobCompleted), limit)
}

func (s *Store) poolAssignments(ctx context.Context, q string, args ...any) ([]PoolAssignment, error) {
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("store: pool assignments: %w", err)
	}
	defer rows.Close()
	var out []PoolAssignment
	for rows.Next() {
		a, err := scanPoolAssignment(rows)
		if err != nil {
			return nil, fmt.Errorf("store: pool assignments: %w", err)
		}
		out = append(out, a)
	}
	return out, rows.Err()
}

// PoolSeatJobs returns up to limit jobs (by id) in one of statuses whose sole evaluator is the seat and that
// the seat has not appointed for yet: the jobs an Evaluators seat still has to draw for.
func (s *Store) PoolSeatJobs(ctx context.Context, seat common.Address, statuses []settlement.JobStatus, limit int) ([]Job, error) {
	if len(statuses) == 0 {
		return nil, nil
	}
	args := []any{`["` + addrText(seat) + `"]`, addrText(seat)}
	in := ""
	for i, st := range statuses {
		if i > 0 {
			in += ", "
		}
		in += "?"
		args = append(args, int64(st))
	}
	args = append(args, limit)
	rows, err := s.db.QueryContext(ctx, jobSelect+` WHERE j.evaluators = ?
		AND NOT EXISTS (SELECT 1 FROM pool_assignments a WHERE a.seat = ? AND a.job_id = j.id)
		AND j.status IN (`+in+`) ORDER BY j.id LIMIT ?`, args...)
	if err != nil {
		return nil, fmt.Errorf("store: jobs of pool seat %s: %w", seat, err)
	}
	return collectJobs(rows)
}

// JobsInState returns up to limit jobs (by id, after afterID) with the given status, or, when backupActive
// is set, the jobs whose backup evaluator is active (any status).
func (s *Store) JobsInState(ctx context.Context, status settlement.JobStatus, backupActive bool, afterID uint64, limit int) ([]Job, error) {
	after, err := sqlInt("job id", afterID)
	if err != nil {
		return nil, fmt.Errorf("store: jobs: %w", err)
	}
	q, args := jobSelect+` WHERE j.status = ? AND j.id > ? ORDER BY j.id LIMIT ?`, []any{int64(status), after, limit}
	if backupActive {
		q, args = jobSelect+` WHERE j.backup_active = ? AND j.id > ? ORDER BY j.id LIMIT ?`, []any{true, after, limit}
	}
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("store: jobs: %w", err)
	}
	return collectJobs(rows)
}

func collectJobs(rows *sql.Rows) ([]Job, error) {
	defer rows.Close()
	var out []Job
	for rows.Next() {
		j, err := scanJob(rows)
		if err != nil {
			return nil, fmt.Errorf("store: scan job: %w", err)
		}
		out = append(out, j)
	}
	return out, rows.Err()
}
