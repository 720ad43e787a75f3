-- Canaries the daemon keeps for the evaluator pool's canary operator (the daemon's key): the known answer
-- (deliverable, expected score in basis points, expected pass/fail) and its secret salt, the commitment the
-- pool stores, the job and seat the operator bound it to, and where it stands: committing (the commit is
-- not mined yet), committed, bound, revealed, or failed with a reason. commit_block and commit_time are the
-- block and block time of the commit, reveal_block the reveal's; a rewind above them resets them (and the
-- status) so that the commit or reveal is redone. The salt is secret until the reveal: never logged, never
-- served. Addresses and hashes are lowercase hex; times are Unix milliseconds, block times Unix seconds.

-- +goose Up
CREATE TABLE canaries (
    commitment      TEXT    PRIMARY KEY,
    deliverable     TEXT    NOT NULL,
    expected_score  INTEGER NOT NULL,
    expected_passed INTEGER NOT NULL,
    salt            TEXT    NOT NULL,
    status          TEXT    NOT NULL,
    reason          TEXT    NOT NULL DEFAULT '',
    seat            TEXT    NOT NULL DEFAULT '',
    job_id          INTEGER NOT NULL DEFAULT 0,
    commit_block    INTEGER NOT NULL DEFAULT 0,
    commit_time     INTEGER NOT NULL DEFAULT 0,
    reveal_block    INTEGER NOT NULL DEFAULT 0,
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL
);
CREATE UNIQUE INDEX canaries_binding ON canaries(seat, job_id) WHERE seat <> '';
CREATE INDEX canaries_status ON canaries(status);

-- +goose Down
DROP TABLE canaries;
