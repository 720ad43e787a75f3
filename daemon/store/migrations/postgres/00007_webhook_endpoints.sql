-- PostgreSQL form of migrations/sqlite/00007_webhook_endpoints.sql (comments there): every integer is BIGINT.

-- +goose Up
CREATE TABLE webhook_endpoints (
	subscription TEXT   PRIMARY KEY,
	failures     BIGINT NOT NULL DEFAULT 0,
	paused_until BIGINT NOT NULL DEFAULT 0,
	last_error   TEXT   NOT NULL DEFAULT '',
	last_success BIGINT NOT NULL DEFAULT 0,
	disabled_at  BIGINT NOT NULL DEFAULT 0
);

-- +goose Down
DROP TABLE webhook_endpoints;
