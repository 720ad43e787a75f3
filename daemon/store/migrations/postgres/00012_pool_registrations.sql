-- The evaluator pool's Registered events: which service types (keccak256 of the agreement's service.type)
-- each evaluator registered for, so that GET /v1/reputation/{address} knows which pool entries to read
-- when the caller names none. One row per evaluator and service type, with the block of its first
-- registration (a registration again after a withdrawal keeps it); deleted on a rewind above that block,
-- as the other pool rows. A database that followed the pool before this migration has no rows for the
-- blocks it had processed: such entries are still read when the caller names their service type.
-- Addresses and hashes are lowercase hex.

-- +goose Up
CREATE TABLE pool_registrations (
    evaluator    TEXT   NOT NULL,
    service_type TEXT   NOT NULL,
    block_number BIGINT NOT NULL,
    PRIMARY KEY (evaluator, service_type)
);
CREATE INDEX pool_registrations_block ON pool_registrations(block_number);

-- +goose Down
DROP TABLE pool_registrations;
