-- PostgreSQL form of migrations/sqlite/00006_agreements_webhooks.sql (comments there): every integer is BIGINT, BLOB is BYTEA.

-- +goose Up

CREATE TABLE job_agreements (
	job_id         BIGINT PRIMARY KEY,
	agreement_hash TEXT    NOT NULL,
	service_type   TEXT    NOT NULL,
	visibility     TEXT    NOT NULL,
	document       BYTEA    NOT NULL,
	price_check    BYTEA    NOT NULL,
	price_flagged  BIGINT NOT NULL DEFAULT 0,
	registered_at  BIGINT NOT NULL
);
CREATE INDEX job_agreements_service ON job_agreements(service_type);

CREATE TABLE webhook_subscriptions (
	id         TEXT    PRIMARY KEY,
	owner      TEXT    NOT NULL,
	url        TEXT    NOT NULL,
	secret     TEXT    NOT NULL,
	created_at BIGINT NOT NULL
);
CREATE INDEX webhook_subscriptions_owner ON webhook_subscriptions(owner);

CREATE TABLE webhook_deliveries (
	id           TEXT    PRIMARY KEY,
	subscription TEXT    NOT NULL,
	event_type   TEXT    NOT NULL,
	payload      BYTEA    NOT NULL,
	state        TEXT    NOT NULL,
	attempts     BIGINT NOT NULL DEFAULT 0,
	next_attempt BIGINT NOT NULL,
	lease_until  BIGINT NOT NULL DEFAULT 0,
	last_error   TEXT    NOT NULL DEFAULT '',
	created_at   BIGINT NOT NULL,
	finished_at  BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries(state, next_attempt);
CREATE INDEX webhook_deliveries_subscription ON webhook_deliveries(subscription, created_at);

-- +goose Down
DROP TABLE webhook_deliveries;
DROP TABLE webhook_subscriptions;
DROP TABLE job_agreements;
