-- The daemon's schema (SQLite). Every table the daemon's process writes is here, created and upgraded
-- by goose; nothing else creates tables. Portable SQL where possible: the PostgreSQL backend will carry
-- its own copy of these files beside this directory (BLOB -> BYTEA, INTEGER PRIMARY KEY -> an identity).

-- +goose Up

-- Small facts about the database itself: which chain, escrow and deployment it belongs to.
CREATE TABLE meta (
	key   TEXT PRIMARY KEY,
	value TEXT NOT NULL
);

-- ASA terms registrations (TermsRegistered), shared by jobs; the terms JSON is the indexer's encoding.
CREATE TABLE terms (
	terms_id     INTEGER PRIMARY KEY,
	terms_hash   TEXT NOT NULL,
	terms        TEXT NOT NULL,
	block_number INTEGER NOT NULL
);
CREATE INDEX terms_block ON terms(block_number);

-- Every escrow log that belongs to a job, raw (topics and data), in chain order. jobs is a fold over
-- these rows, decoded again with the typed bindings whenever a job is rebuilt.
CREATE TABLE job_events (
	block_number INTEGER NOT NULL,
	log_index    INTEGER NOT NULL,
	block_hash   TEXT    NOT NULL,
	block_time   INTEGER NOT NULL,
	tx_hash      TEXT    NOT NULL,
	job_id       INTEGER NOT NULL,
	name         TEXT    NOT NULL,
	topics       BLOB    NOT NULL,
	data         BLOB    NOT NULL,
	PRIMARY KEY (block_number, log_index)
);
CREATE INDEX job_events_job ON job_events(job_id, block_number, log_index);

-- The daemon's view of each job. deadline is the chain's deadline of the current waiting state (NULL
-- when none, so terminal jobs stay out of the jobs_deadline index).
CREATE TABLE jobs (
	id            INTEGER PRIMARY KEY,
	client        TEXT    NOT NULL,
	provider      TEXT    NOT NULL,
	evaluators    TEXT    NOT NULL,
	quorum        INTEGER NOT NULL,
	status        INTEGER NOT NULL,
	budget        TEXT    NOT NULL,
	terms_id      INTEGER NOT NULL,
	terms_hash    TEXT    NOT NULL,
	expired_at    INTEGER NOT NULL,
	deadline      INTEGER,
	submitted_at  INTEGER NOT NULL,
	deliverable   TEXT    NOT NULL,
	score         INTEGER NOT NULL,
	result_count  INTEGER NOT NULL,
	backup_active INTEGER NOT NULL,
	budget_funded INTEGER NOT NULL DEFAULT 0,
	acceptance_required INTEGER NOT NULL DEFAULT 0,
	accepted      INTEGER NOT NULL DEFAULT 0,
	last_block    INTEGER NOT NULL
);
CREATE INDEX jobs_deadline ON jobs(deadline) WHERE deadline IS NOT NULL;
CREATE INDEX jobs_client ON jobs(client);
CREATE INDEX jobs_provider ON jobs(provider);

-- Each job's two deposit addresses (escrow.DepositAddress: the budget, the x402 payTo of funding;
-- escrow.CollateralAddress: the provider's collateral), filled by the indexer from JobCreated: the
-- facilitator looks up whether an authorization pays a deposit of this escrow, and the deposit keeper
-- checks what sits there on its schedule (next_check, chain time; checks counts the checks so far).
CREATE TABLE deposits (
	address      TEXT PRIMARY KEY,
	job_id       INTEGER NOT NULL,
	kind         TEXT    NOT NULL CHECK (kind IN ('budget','collateral')),
	block_number INTEGER NOT NULL,
	next_check   INTEGER NOT NULL DEFAULT 0,
	checks       INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX deposits_block ON deposits(block_number);
CREATE INDEX deposits_job ON deposits(job_id);
CREATE INDEX deposits_next_check ON deposits(next_check);

-- The escrow's Credited and CreditPaid events: an account whose latest event is Credited has a credit
-- the keeper pushes to it (pushCredit) once the token accepts.
CREATE TABLE credit_events (
	block_number INTEGER NOT NULL,
	log_index    INTEGER NOT NULL,
	block_hash   TEXT    NOT NULL,
	account      TEXT    NOT NULL,
	paid         INTEGER NOT NULL,
	amount       TEXT    NOT NULL,
	PRIMARY KEY (block_number, log_index)
);
CREATE INDEX credit_events_account ON credit_events(account, block_number, log_index);

-- Scheduler back-off: a job handed out for its deadline is not handed out again before until. A row
-- counts only while the job's deadline still equals deadline (a new waiting state is due at once).
CREATE TABLE job_deferrals (
	job_id   INTEGER PRIMARY KEY,
	deadline INTEGER NOT NULL,
	until    INTEGER NOT NULL
);
CREATE INDEX job_deferrals_until ON job_deferrals(until);

-- Evaluators' accepted signed results. status: pending (durable, no relay intent yet), relayed (a relay
-- intent exists: relay_key), confirmed (its ResultAccepted is on the canonical chain), rejected.
CREATE TABLE results (
	id            TEXT    PRIMARY KEY,
	job_id        INTEGER NOT NULL,
	evaluator     TEXT    NOT NULL,
	score         INTEGER NOT NULL,
	evidence_hash TEXT    NOT NULL,
	deliverable   TEXT    NOT NULL,
	submitted_at  INTEGER NOT NULL,
	nonce         TEXT    NOT NULL,
	deadline      INTEGER NOT NULL,
	signature     BLOB    NOT NULL,
	document      TEXT    NOT NULL,
	digest        TEXT    NOT NULL UNIQUE,
	status        TEXT    NOT NULL CHECK (status IN ('pending','relayed','confirmed','rejected')),
	relay_key     TEXT    NOT NULL DEFAULT '',
	relay_round   INTEGER NOT NULL DEFAULT 0,
	relay_tx      TEXT    NOT NULL DEFAULT '',
	accepted_block INTEGER NOT NULL DEFAULT 0,
	reason        TEXT    NOT NULL DEFAULT '',
	created_at    INTEGER NOT NULL,
	updated_at    INTEGER NOT NULL
);
CREATE INDEX results_job ON results(job_id);
CREATE INDEX results_status ON results(status, created_at);
CREATE INDEX results_relay_key ON results(relay_key) WHERE relay_key <> '';
-- One live (not rejected) result per evaluator per submission: the escrow counts one, so the intake's
-- "already counted" check and the insert are one atomic statement.
CREATE UNIQUE INDEX results_one_per_evaluator ON results(job_id, evaluator, submitted_at) WHERE status <> 'rejected';

-- The transaction manager's journal: one intent per key, ever; its signed attempts are stored before
-- they are broadcast.
CREATE TABLE txmgr_intents (
	id           INTEGER PRIMARY KEY,
	kind         TEXT    NOT NULL,
	key          TEXT    NOT NULL UNIQUE,
	sender       TEXT    NOT NULL,
	to_addr      TEXT    NOT NULL,
	data         BLOB    NOT NULL,
	value        TEXT    NOT NULL,
	gas_limit    INTEGER NOT NULL,
	state        TEXT    NOT NULL CHECK (state IN ('pending','inflight','mined','confirmed','failed','abandoned')),
	nonce        INTEGER,
	tx_hash      TEXT    NOT NULL DEFAULT '',
	block_number INTEGER NOT NULL DEFAULT 0,
	block_hash   TEXT    NOT NULL DEFAULT '',
	reason       TEXT    NOT NULL DEFAULT '',
	created_at   INTEGER NOT NULL,
	updated_at   INTEGER NOT NULL
);
CREATE INDEX txmgr_intents_open ON txmgr_intents(sender, state);
CREATE INDEX txmgr_intents_block ON txmgr_intents(block_number) WHERE state IN ('mined','confirmed');

CREATE TABLE txmgr_attempts (
	id          INTEGER PRIMARY KEY,
	intent_id   INTEGER NOT NULL REFERENCES txmgr_intents(id),
	nonce       INTEGER NOT NULL,
	tx_hash     TEXT    NOT NULL UNIQUE,
	raw         BLOB    NOT NULL,
	gas_limit   INTEGER NOT NULL,
	gas_tip_cap TEXT    NOT NULL,
	gas_fee_cap TEXT    NOT NULL,
	head_block  INTEGER NOT NULL,
	created_at  INTEGER NOT NULL
);
CREATE INDEX txmgr_attempts_intent ON txmgr_attempts(intent_id);

-- The chain watcher's processed blocks (number, hash, parent), per watcher (named by the contract it
-- follows): every block that carried logs, plus the most recent ones for the ancestor search.
CREATE TABLE watcher_blocks (
	watcher  TEXT    NOT NULL,
	number   INTEGER NOT NULL,
	hash     BLOB    NOT NULL,
	parent   BLOB    NOT NULL,
	time     INTEGER NOT NULL,
	has_logs INTEGER NOT NULL,
	PRIMARY KEY (watcher, number)
);

-- +goose Down
DROP TABLE watcher_blocks;
DROP TABLE txmgr_attempts;
DROP TABLE txmgr_intents;
DROP TABLE results;
DROP TABLE job_deferrals;
DROP TABLE credit_events;
DROP TABLE deposits;
DROP TABLE jobs;
DROP TABLE job_events;
DROP TABLE terms;
DROP TABLE meta;
