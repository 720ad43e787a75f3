-- Replicas: leadership leases with fencing tokens, claims of due work, and the term of every signed
-- attempt. On SQLite one process holds the file, so its leases are never contended; the schema is the
-- same as PostgreSQL's so that one code path serves both.

-- +goose Up

-- Leadership leases: who sends for each signer key ("signer:<address>") and who writes chain state
-- ("watcher:<contract>"). token grows by one with every acquisition (the fencing token fenced writes
-- check); times are the database's clock in unix milliseconds.
CREATE TABLE leases (
	name        TEXT    PRIMARY KEY,
	holder      TEXT    NOT NULL,
	token       INTEGER NOT NULL,
	expires_at  INTEGER NOT NULL,
	acquired_at INTEGER NOT NULL,
	renewed_at  INTEGER NOT NULL
);

-- A relayer claims pending results until this time (database clock, ms), so that replicas relay
-- different results; a claim that outlives its relayer simply expires.
ALTER TABLE results ADD COLUMN claimed_until INTEGER NOT NULL DEFAULT 0;

-- The leadership term (fencing token) under which each attempt was signed (0: a single process).
ALTER TABLE txmgr_attempts ADD COLUMN term INTEGER NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE txmgr_attempts DROP COLUMN term;
ALTER TABLE results DROP COLUMN claimed_until;
DROP TABLE leases;
