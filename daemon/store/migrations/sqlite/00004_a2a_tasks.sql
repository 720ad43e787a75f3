-- The A2A agent's record (issue 17): every task, every message in it (the caller's and the agent's), and
-- every payment outcome, failures included. A task and what happened to it survive a restart, and
-- afterwards one can ask who ordered what: each task and each user message names its caller (the
-- signed-in address), each payment its payer and the receipt the facilitator gave. Times are unix
-- milliseconds of the daemon's clock.

-- +goose Up

-- A task: its caller (only the caller may read or cancel it), the job it funds (0 before one was named),
-- its current state, and its A2A status and artifacts as served (JSON). version counts updates: a write
-- that does not find the version it read is refused, never applied over a newer state.
CREATE TABLE a2a_tasks (
	id         TEXT    PRIMARY KEY,
	context_id TEXT    NOT NULL,
	caller     TEXT    NOT NULL,
	job_id     INTEGER NOT NULL DEFAULT 0,
	state      TEXT    NOT NULL,
	status     TEXT    NOT NULL,
	artifacts  TEXT    NOT NULL DEFAULT '[]',
	version    INTEGER NOT NULL DEFAULT 1,
	created_at INTEGER NOT NULL,
	updated_at INTEGER NOT NULL
);
CREATE INDEX a2a_tasks_caller ON a2a_tasks(caller, updated_at);
CREATE INDEX a2a_tasks_state ON a2a_tasks(state);

-- A task's history in order: the caller's messages (role 'user', with the SHA-256 of their canonical
-- content) and the agent's status messages (role 'agent'). (caller, message_id) of user messages is
-- unique: it is the key a retried message is recognised by.
CREATE TABLE a2a_messages (
	task_id    TEXT    NOT NULL REFERENCES a2a_tasks(id),
	seq        INTEGER NOT NULL,
	role       TEXT    NOT NULL CHECK (role IN ('user','agent')),
	message_id TEXT    NOT NULL,
	caller     TEXT    NOT NULL,
	digest     TEXT    NOT NULL,
	message    TEXT    NOT NULL,
	created_at INTEGER NOT NULL,
	PRIMARY KEY (task_id, seq)
);
CREATE UNIQUE INDEX a2a_messages_retry_key ON a2a_messages(caller, message_id) WHERE role = 'user';

-- Every payment a caller submitted to a task and what became of it: submitted (recorded before it is
-- settled), pending (its funding transaction is not mined yet), completed, or failed (reason, detail).
-- payload is the x402 payment payload as submitted (to resume a settlement after a restart); receipt the
-- facilitator's settle answer, when there was one.
CREATE TABLE a2a_payments (
	task_id     TEXT    NOT NULL REFERENCES a2a_tasks(id),
	seq         INTEGER NOT NULL,
	message_id  TEXT    NOT NULL,
	job_id      INTEGER NOT NULL,
	payer       TEXT    NOT NULL,
	status      TEXT    NOT NULL CHECK (status IN ('submitted','pending','completed','failed')),
	reason      TEXT    NOT NULL DEFAULT '',
	detail      TEXT    NOT NULL DEFAULT '',
	tx_hash     TEXT    NOT NULL DEFAULT '',
	payload     TEXT    NOT NULL,
	receipt     TEXT    NOT NULL DEFAULT '',
	created_at  INTEGER NOT NULL,
	updated_at  INTEGER NOT NULL,
	PRIMARY KEY (task_id, seq)
);
CREATE INDEX a2a_payments_job ON a2a_payments(job_id);
CREATE INDEX a2a_payments_open ON a2a_payments(status) WHERE status IN ('submitted','pending');

-- +goose Down
DROP TABLE a2a_payments;
DROP TABLE a2a_messages;
DROP TABLE a2a_tasks;
