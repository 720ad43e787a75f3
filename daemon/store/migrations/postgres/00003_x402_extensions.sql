-- PostgreSQL form of migrations/sqlite/00003_x402_extensions.sql (comments there): every integer is BIGINT, BLOB is BYTEA.

-- +goose Up

CREATE TABLE payment_ids (
	scope       TEXT    NOT NULL,
	id          TEXT    NOT NULL,
	fingerprint BYTEA    NOT NULL,
	answer      BYTEA,
	final       BIGINT NOT NULL DEFAULT 0,
	created_at  BIGINT NOT NULL,
	updated_at  BIGINT NOT NULL,
	PRIMARY KEY (scope, id)
);
CREATE INDEX payment_ids_updated ON payment_ids(updated_at) WHERE final = 1;

CREATE TABLE signin_nonces (
	nonce      TEXT    PRIMARY KEY,
	expires_at BIGINT NOT NULL,
	used_at    BIGINT
);
CREATE INDEX signin_nonces_expiry ON signin_nonces(expires_at);

CREATE TABLE signin_sessions (
	token_hash BYTEA    PRIMARY KEY,
	address    TEXT    NOT NULL,
	chain_id   TEXT    NOT NULL,
	created_at BIGINT NOT NULL,
	expires_at BIGINT NOT NULL
);
CREATE INDEX signin_sessions_expiry ON signin_sessions(expires_at);

CREATE TABLE funding_receipts (
	job_id        BIGINT NOT NULL,
	kind          TEXT    NOT NULL CHECK (kind IN ('budget')),
	tx_hash       TEXT    NOT NULL,
	block_number  BIGINT NOT NULL,
	block_hash    TEXT    NOT NULL,
	receipt       TEXT    NOT NULL,
	payment_scope TEXT    NOT NULL DEFAULT '',
	payment_id    TEXT    NOT NULL DEFAULT '',
	created_at    BIGINT NOT NULL,
	PRIMARY KEY (job_id, kind)
);
CREATE INDEX funding_receipts_block ON funding_receipts(block_number);

CREATE TABLE discovery_resources (
	method     TEXT    NOT NULL,
	resource   TEXT    NOT NULL,
	type       TEXT    NOT NULL,
	entry      TEXT    NOT NULL,
	updated_at BIGINT NOT NULL,
	PRIMARY KEY (method, resource)
);

-- +goose Down
DROP TABLE discovery_resources;
DROP TABLE funding_receipts;
DROP TABLE signin_sessions;
DROP TABLE signin_nonces;
DROP TABLE payment_ids;
