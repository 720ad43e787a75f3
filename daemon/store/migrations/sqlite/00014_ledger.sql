-- The netted ledger's operator (docs/ledger.md): the signed messages parties hand it, the epochs it built
-- and the transitions of each (the data it must serve until every epoch is final, and for exits after).
-- ledger_messages: one row per accepted message, by id (arrival order); kind 2..5 is a transition (OPEN,
-- SUBMIT, RESULT, EXPIRE: data is its canonical ABI encoding), kind 1 a withdrawal request (data is the
-- 32-byte total then the 65-byte signature); sender is the party that signed it (the zero address for an
-- EXPIRE, which anyone may ask for); digest keccak(kind, data) refuses a duplicate. status: pending (waits
-- for an epoch), included (epoch took it), dropped (invalid when its epoch was built: reason says why).
-- ledger_epochs: one row per epoch built; status built (stored, its postEpoch intent under post_key not
-- yet seen on chain), posted, final, voided. A built epoch whose post can no longer succeed is deleted with
-- its transitions, and its messages are pending again (in one transaction). Hashes and addresses are
-- lowercase hex; times are Unix seconds of chain time (cutoff, posted_at) or Unix milliseconds (created_at,
-- updated_at).

-- +goose Up
CREATE TABLE ledger_messages (
    id         INTEGER PRIMARY KEY,
    kind       INTEGER NOT NULL,
    data       BLOB    NOT NULL,
    sender     TEXT    NOT NULL,
    digest     TEXT    NOT NULL UNIQUE,
    status     TEXT    NOT NULL CHECK (status IN ('pending','included','dropped')),
    epoch      INTEGER NOT NULL DEFAULT 0,
    reason     TEXT    NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL
);
CREATE INDEX ledger_messages_status ON ledger_messages(status, id);
CREATE INDEX ledger_messages_sender ON ledger_messages(sender, status);
CREATE INDEX ledger_messages_epoch ON ledger_messages(epoch) WHERE epoch <> 0;

-- ledger_pending: the number of pending messages, kept in the same transactions that change it, so that the
-- intake's limit on the total is one row read instead of a count over the queue.
CREATE TABLE ledger_pending (
    id    INTEGER PRIMARY KEY CHECK (id = 1),
    count INTEGER NOT NULL
);
INSERT INTO ledger_pending (id, count) VALUES (1, 0);
-- ledger_senders: each sender's pending messages, kept the same way (the per-sender limit).
CREATE TABLE ledger_senders (
    sender  TEXT    PRIMARY KEY,
    pending INTEGER NOT NULL
);

CREATE TABLE ledger_epochs (
    number           INTEGER PRIMARY KEY,
    cutoff           INTEGER NOT NULL,
    prev_root        TEXT    NOT NULL,
    state_root       TEXT    NOT NULL,
    transitions_root TEXT    NOT NULL,
    accounts_root    TEXT    NOT NULL,
    jobs_root        TEXT    NOT NULL,
    job_count        INTEGER NOT NULL,
    forced_count     INTEGER NOT NULL,
    count            INTEGER NOT NULL,
    status           TEXT    NOT NULL CHECK (status IN ('built','posted','final','voided')),
    post_key         TEXT    NOT NULL,
    posted_tx        TEXT    NOT NULL DEFAULT '',
    posted_at        INTEGER NOT NULL DEFAULT 0,
    created_at       INTEGER NOT NULL,
    updated_at       INTEGER NOT NULL
);

CREATE TABLE ledger_transitions (
    epoch INTEGER NOT NULL,
    idx   INTEGER NOT NULL,
    kind  INTEGER NOT NULL,
    data  BLOB    NOT NULL,
    post  TEXT    NOT NULL,
    PRIMARY KEY (epoch, idx)
);

-- +goose Down
DROP TABLE ledger_transitions;
DROP TABLE ledger_epochs;
DROP TABLE ledger_pending;
DROP TABLE ledger_senders;
DROP TABLE ledger_messages;
