-- The evaluator's signed result carries whether the agreement's gates passed (EIP-712 Result.passed, issue
-- 22): a result that says failed releases nothing to the provider. Results stored before it were signed
-- without the field; they read as passed (the old rule) and the escrow of today refuses their signatures.

-- +goose Up
ALTER TABLE results ADD COLUMN passed INTEGER NOT NULL DEFAULT 1;

-- +goose Down
ALTER TABLE results DROP COLUMN passed;
