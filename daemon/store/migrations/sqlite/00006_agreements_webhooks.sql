-- Reputation, result visibility and webhooks: what the daemon knows of each job's agreement document (its service type and result
-- visibility, checked against the hash the job recorded on chain), the market price check made when it
-- learned it, and the signed-webhook subscriptions with their durable outbox. Times are unix milliseconds
-- of the daemon's clock.

-- +goose Up

-- A job's agreement document, once someone gave it to the daemon and its canonical hash matched the
-- job's AsaJobCreated.agreementHash. price_check is the JSON of the market price check (never NULL once
-- registered; status "no_reference" when there was no median to compare with).
CREATE TABLE job_agreements (
	job_id         INTEGER PRIMARY KEY,
	agreement_hash TEXT    NOT NULL,
	service_type   TEXT    NOT NULL,
	visibility     TEXT    NOT NULL,
	document       BLOB    NOT NULL,
	price_check    BLOB    NOT NULL,
	price_flagged  INTEGER NOT NULL DEFAULT 0,
	registered_at  INTEGER NOT NULL
);
CREATE INDEX job_agreements_service ON job_agreements(service_type);

-- Webhook subscriptions: the signed-in owner, the receiver's URL and the Standard Webhooks secret the
-- daemon signs with (the receiver holds the same secret; it is never shown again after creation).
CREATE TABLE webhook_subscriptions (
	id         TEXT    PRIMARY KEY,
	owner      TEXT    NOT NULL,
	url        TEXT    NOT NULL,
	secret     TEXT    NOT NULL,
	created_at INTEGER NOT NULL
);
CREATE INDEX webhook_subscriptions_owner ON webhook_subscriptions(owner);

-- The outbox: one row per (event, subscription), keyed by its stable webhook-id. state is pending,
-- delivering (claimed until lease_until), delivered or dead.
CREATE TABLE webhook_deliveries (
	id           TEXT    PRIMARY KEY,
	subscription TEXT    NOT NULL,
	event_type   TEXT    NOT NULL,
	payload      BLOB    NOT NULL,
	state        TEXT    NOT NULL,
	attempts     INTEGER NOT NULL DEFAULT 0,
	next_attempt INTEGER NOT NULL,
	lease_until  INTEGER NOT NULL DEFAULT 0,
	last_error   TEXT    NOT NULL DEFAULT '',
	created_at   INTEGER NOT NULL,
	finished_at  INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries(state, next_attempt);
CREATE INDEX webhook_deliveries_subscription ON webhook_deliveries(subscription, created_at);

-- +goose Down
DROP TABLE webhook_deliveries;
DROP TABLE webhook_subscriptions;
DROP TABLE job_agreements;
