-- ERC-8004 and other resolved identities of a job's parties: the JSON list of settlement.PartyAgent the
-- agreement's parties resolved to when the job was created (path, scheme, reference, agent id, registry and
-- the wallet paid). NULL for agreements registered before this column, or whose parties all named wallets.

-- +goose Up
ALTER TABLE job_agreements ADD COLUMN agents BYTEA;

-- +goose Down
ALTER TABLE job_agreements DROP COLUMN agents;
