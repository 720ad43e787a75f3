-- Webhook receivers' health, one row per subscription that ever failed or took a delivery: failed
-- rounds in a row (failures), until when its deliveries wait (paused_until, the subscription's own
-- backoff), why the last attempt failed, the last success, and since when the subscription is disabled
-- (0: enabled; its owner sees it in GET /v1/webhooks). Times are unix milliseconds. Webhook secrets
-- themselves stay in webhook_subscriptions.secret, now sealed (asa-seal:v1:<key id>:...) under the
-- operator's secret key; rows of older builds are sealed at the first start with a key.

-- +goose Up
CREATE TABLE webhook_endpoints (
	subscription TEXT    PRIMARY KEY,
	failures     INTEGER NOT NULL DEFAULT 0,
	paused_until INTEGER NOT NULL DEFAULT 0,
	last_error   TEXT    NOT NULL DEFAULT '',
	last_success INTEGER NOT NULL DEFAULT 0,
	disabled_at  INTEGER NOT NULL DEFAULT 0
);

-- +goose Down
DROP TABLE webhook_endpoints;
