-- The x402 extensions' durable state: payment ids (payment-identifier), sign-in nonces and sessions
-- (sign-in-with-x), the signed funding receipts (offer-receipt) and the facilitator's discovery catalog
-- (bazaar). Times are unix milliseconds of the daemon's clock.

-- +goose Up

-- A client's payment id per scope (the fund endpoint, the facilitator's verify and settle, the A2A
-- agent): the fingerprint of the payment first seen with it and the answer given for it (NULL while
-- it is being processed; final once it can no longer change).
CREATE TABLE payment_ids (
	scope       TEXT    NOT NULL,
	id          TEXT    NOT NULL,
	fingerprint BLOB    NOT NULL,
	answer      BLOB,
	final       INTEGER NOT NULL DEFAULT 0,
	created_at  INTEGER NOT NULL,
	updated_at  INTEGER NOT NULL,
	PRIMARY KEY (scope, id)
);
CREATE INDEX payment_ids_updated ON payment_ids(updated_at) WHERE final = 1;

-- Sign-in nonces this daemon issued: each is good for one sign-in before it expires.
CREATE TABLE signin_nonces (
	nonce      TEXT    PRIMARY KEY,
	expires_at INTEGER NOT NULL,
	used_at    INTEGER
);
CREATE INDEX signin_nonces_expiry ON signin_nonces(expires_at);

-- Sign-in sessions, by the SHA-256 of their bearer token (the token itself is never stored).
CREATE TABLE signin_sessions (
	token_hash BLOB    PRIMARY KEY,
	address    TEXT    NOT NULL,
	chain_id   TEXT    NOT NULL,
	created_at INTEGER NOT NULL,
	expires_at INTEGER NOT NULL
);
CREATE INDEX signin_sessions_expiry ON signin_sessions(expires_at);

-- The signed receipt of a job's funding ({receipt, escrowReceipt} JSON), bound to the block of its
-- transaction: a reorg above that block deletes it with the job's events (and reopens the cached
-- answer of the payment id that produced it), and the next request re-issues it from the chain.
CREATE TABLE funding_receipts (
	job_id        INTEGER NOT NULL,
	kind          TEXT    NOT NULL CHECK (kind IN ('budget')),
	tx_hash       TEXT    NOT NULL,
	block_number  INTEGER NOT NULL,
	block_hash    TEXT    NOT NULL,
	receipt       TEXT    NOT NULL,
	payment_scope TEXT    NOT NULL DEFAULT '',
	payment_id    TEXT    NOT NULL DEFAULT '',
	created_at    INTEGER NOT NULL,
	PRIMARY KEY (job_id, kind)
);
CREATE INDEX funding_receipts_block ON funding_receipts(block_number);

-- The facilitator's discovery catalog (bazaar): one entry per resource and method, as served by
-- GET /x402/discovery/resources.
CREATE TABLE discovery_resources (
	method     TEXT    NOT NULL,
	resource   TEXT    NOT NULL,
	type       TEXT    NOT NULL,
	entry      TEXT    NOT NULL,
	updated_at INTEGER NOT NULL,
	PRIMARY KEY (method, resource)
);

-- +goose Down
DROP TABLE discovery_resources;
DROP TABLE funding_receipts;
DROP TABLE signin_sessions;
DROP TABLE signin_nonces;
DROP TABLE payment_ids;
