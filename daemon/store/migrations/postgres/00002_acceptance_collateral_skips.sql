-- PostgreSQL form of migrations/sqlite/00002_acceptance_collateral_skips.sql (comments there): every integer is BIGINT, BLOB is BYTEA.

-- +goose Up
ALTER TABLE jobs ADD COLUMN agreement_id BIGINT NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN agreement_hash TEXT NOT NULL DEFAULT '';
ALTER TABLE jobs ADD COLUMN acceptance_nonce BIGINT NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN collateral TEXT NOT NULL DEFAULT '0';
ALTER TABLE jobs ADD COLUMN collateral_posted TEXT NOT NULL DEFAULT '0';
ALTER TABLE jobs ADD COLUMN collateral_kept TEXT NOT NULL DEFAULT '0';
ALTER TABLE jobs ADD COLUMN collateral_slashed TEXT NOT NULL DEFAULT '0';
ALTER TABLE results ADD COLUMN skipped_block BIGINT NOT NULL DEFAULT 0;
INSERT INTO meta (key, value) VALUES ('rebuild_jobs', '1') ON CONFLICT(key) DO UPDATE SET value = excluded.value;

-- +goose Down
DELETE FROM meta WHERE key = 'rebuild_jobs';
ALTER TABLE results DROP COLUMN skipped_block;
ALTER TABLE jobs DROP COLUMN collateral_slashed;
ALTER TABLE jobs DROP COLUMN collateral_kept;
ALTER TABLE jobs DROP COLUMN collateral_posted;
ALTER TABLE jobs DROP COLUMN collateral;
ALTER TABLE jobs DROP COLUMN acceptance_nonce;
ALTER TABLE jobs DROP COLUMN agreement_hash;
ALTER TABLE jobs DROP COLUMN agreement_id;
