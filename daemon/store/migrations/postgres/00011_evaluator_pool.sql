-- The evaluator pool's seats and appointments, indexed from its logs (PolicyOpened, Assigned). A policy
-- names three seats (Evaluators, Backup, Resolver): one row each, with the policy's JSON and the pool that
-- opened it; the assigner reads them to know which jobs name a seat. An assignment is one appointment the
-- pool made for a job through a seat. Rows carry the block that made them and are deleted on a rewind
-- above it, as job events are; recorded_block is the
-- block of the assignment's Recorded event (0: not recorded), reset by a rewind above it. Addresses and hashes are lowercase hex.

-- +goose Up
CREATE TABLE pool_seats (
    seat         TEXT   PRIMARY KEY,
    policy_id    TEXT   NOT NULL,
    role         BIGINT NOT NULL,
    policy       BYTEA  NOT NULL,
    pool         TEXT   NOT NULL,
    block_number BIGINT NOT NULL
);
CREATE INDEX pool_seats_block ON pool_seats(block_number);

CREATE TABLE pool_assignments (
    seat         TEXT   NOT NULL,
    job_id       BIGINT NOT NULL,
    role         BIGINT NOT NULL,
    evaluators   TEXT   NOT NULL,
    quorum       BIGINT NOT NULL,
    seed         TEXT   NOT NULL,
    block_number BIGINT NOT NULL,
    recorded_block BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (seat, job_id)
);
CREATE INDEX pool_assignments_job ON pool_assignments(job_id);
CREATE INDEX pool_assignments_block ON pool_assignments(block_number);

-- +goose Down
DROP TABLE pool_assignments;
DROP TABLE pool_seats;
