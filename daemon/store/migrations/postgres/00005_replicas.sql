-- Replicas: leadership leases with fencing tokens, claims of due work, and the term of every signed
-- attempt (comments in migrations/sqlite/00005_replicas.sql).

-- +goose Up

CREATE TABLE leases (
	name        TEXT   PRIMARY KEY,
	holder      TEXT   NOT NULL,
	token       BIGINT NOT NULL,
	expires_at  BIGINT NOT NULL,
	acquired_at BIGINT NOT NULL,
	renewed_at  BIGINT NOT NULL
);

ALTER TABLE results ADD COLUMN claimed_until BIGINT NOT NULL DEFAULT 0;

ALTER TABLE txmgr_attempts ADD COLUMN term BIGINT NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE txmgr_attempts DROP COLUMN term;
ALTER TABLE results DROP COLUMN claimed_until;
DROP TABLE leases;
