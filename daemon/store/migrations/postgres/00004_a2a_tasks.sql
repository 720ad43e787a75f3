-- PostgreSQL form of migrations/sqlite/00004_a2a_tasks.sql (comments there): every integer is BIGINT, BLOB is BYTEA.

-- +goose Up

CREATE TABLE a2a_tasks (
	id         TEXT    PRIMARY KEY,
	context_id TEXT    NOT NULL,
	caller     TEXT    NOT NULL,
	job_id     BIGINT NOT NULL DEFAULT 0,
	state      TEXT    NOT NULL,
	status     TEXT    NOT NULL,
	artifacts  TEXT    NOT NULL DEFAULT '[]',
	version    BIGINT NOT NULL DEFAULT 1,
	created_at BIGINT NOT NULL,
	updated_at BIGINT NOT NULL
);
CREATE INDEX a2a_tasks_caller ON a2a_tasks(caller, updated_at);
CREATE INDEX a2a_tasks_state ON a2a_tasks(state);

CREATE TABLE a2a_messages (
	task_id    TEXT    NOT NULL REFERENCES a2a_tasks(id),
	seq        BIGINT NOT NULL,
	role       TEXT    NOT NULL CHECK (role IN ('user','agent')),
	message_id TEXT    NOT NULL,
	caller     TEXT    NOT NULL,
	digest     TEXT    NOT NULL,
	message    TEXT    NOT NULL,
	created_at BIGINT NOT NULL,
	PRIMARY KEY (task_id, seq)
);
CREATE UNIQUE INDEX a2a_messages_retry_key ON a2a_messages(caller, message_id) WHERE role = 'user';

CREATE TABLE a2a_payments (
	task_id     TEXT    NOT NULL REFERENCES a2a_tasks(id),
	seq         BIGINT NOT NULL,
	message_id  TEXT    NOT NULL,
	job_id      BIGINT NOT NULL,
	payer       TEXT    NOT NULL,
	status      TEXT    NOT NULL CHECK (status IN ('submitted','pending','completed','failed')),
	reason      TEXT    NOT NULL DEFAULT '',
	detail      TEXT    NOT NULL DEFAULT '',
	tx_hash     TEXT    NOT NULL DEFAULT '',
	payload     TEXT    NOT NULL,
	receipt     TEXT    NOT NULL DEFAULT '',
	created_at  BIGINT NOT NULL,
	updated_at  BIGINT NOT NULL,
	PRIMARY KEY (task_id, seq)
);
CREATE INDEX a2a_payments_job ON a2a_payments(job_id);
CREATE INDEX a2a_payments_open ON a2a_payments(status) WHERE status IN ('submitted','pending');

-- +goose Down
DROP TABLE a2a_payments;
DROP TABLE a2a_messages;
DROP TABLE a2a_tasks;
