-- ERC-8004 and other resolved identities of a job's parties: agents is the JSON list of settlement.PartyAgent
-- the agreement's parties resolved to when the job was created (path, scheme, reference, agent id, registry
-- and the wallet paid); NULL for agreements whose parties all named wallets. feedback_at (unix ms of the
-- daemon's clock) is when the daemon journaled the ERC-8004 feedback intent of the job's outcome (NULL: not
-- yet, or nothing to post); the intent's key, not this mark, keeps the feedback single.

-- +goose Up
ALTER TABLE job_agreements ADD COLUMN agents BLOB;
ALTER TABLE job_agreements ADD COLUMN feedback_at BIGINT;

-- +goose Down
ALTER TABLE job_agreements DROP COLUMN feedback_at;
ALTER TABLE job_agreements DROP COLUMN agents;
