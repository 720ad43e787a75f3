-- Provider acceptance and collateral in the job view (issue 11), and results skipped by a batched relay
-- (submitResults, issue 15). The new job columns are folded from AsaJobCreated, AcceptanceRequired,
-- JobAccepted and CollateralSettled; a database written before this version has jobs without them, so the
-- migration asks the daemon to rebuild every job from its stored events once at start (meta rebuild_jobs).

-- +goose Up
ALTER TABLE jobs ADD COLUMN agreement_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN agreement_hash TEXT NOT NULL DEFAULT '';
ALTER TABLE jobs ADD COLUMN acceptance_nonce INTEGER NOT NULL DEFAULT 0;
ALTER TABLE jobs ADD COLUMN collateral TEXT NOT NULL DEFAULT '0';
ALTER TABLE jobs ADD COLUMN collateral_posted TEXT NOT NULL DEFAULT '0';
ALTER TABLE jobs ADD COLUMN collateral_kept TEXT NOT NULL DEFAULT '0';
ALTER TABLE jobs ADD COLUMN collateral_slashed TEXT NOT NULL DEFAULT '0';
-- The block of the ResultSkipped event that ended a relayed result (0: none), so that a reorg removing
-- that block puts the result back on its way (as accepted_block does for ResultAccepted).
ALTER TABLE results ADD COLUMN skipped_block INTEGER NOT NULL DEFAULT 0;
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
