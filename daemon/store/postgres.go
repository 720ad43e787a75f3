package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
	"net"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/stdlib"

	"github.com/asa-escrow/asa/internal/redact"
)

// This file holds what is specific to PostgreSQL (github.com/jackc/pgx/v5 through database/sql): the
// connection pool, the checks made at open, the driver wrapper that lets the package's SQL keep SQLite's
// '?' placeholders, and how pgx reports a lost connection or a full disk. Several daemons (replicas) may
// share one PostgreSQL database: nothing here takes a process lock; leases (lease.go) decide who sends.

// DefaultPostgresConns is the default size of a replica's connection pool.
const DefaultPostgresConns = 16

// openPostgres connects to the database at rawURL and checks that commits are durable. It returns the
// store's pool (placeholders rewritten, see rebindConnector), a small pool of the same kind for lease
// operations alone (a renewal never waits for a connection behind the intake), and a small plain pool
// for the migration library, whose own SQL is PostgreSQL's.
func openPostgres(ctx context.Context, rawURL string, maxConns int, idleInTx time.Duration) (p pools, err error) {
	cfg, err := pgx.ParseConfig(rawURL)
	if err != nil {
		return pools{}, fmt.Errorf("store: postgres URL %s: %w", RedactURL(rawURL), redact.Error(err, rawURL))
	}
	if cfg.ConnectTimeout == 0 {
		cfg.ConnectTimeout = 5 * time.Second // a server that is down fails a request, never wedges it
	}
	if _, ok := cfg.RuntimeParams["application_name"]; !ok {
		cfg.RuntimeParams["application_name"] = "asa-daemon"
	}
	if idleInTx <= 0 {
		idleInTx = 5 * time.Second
	}
	// A session that stops talking inside a transaction (its process paused, its host cut off) is ended
	// by the server, releasing its locks; keepalives find a peer that vanished without closing.
	cfg.RuntimeParams["idle_in_transaction_session_timeout"] = strconv.FormatInt(idleInTx.Milliseconds(), 10)
	for k, v := range map[string]string{"tcp_keepalives_idle": "10", "tcp_keepalives_interval": "5", "tcp_keepalives_count": "3"} {
		if _, ok := cfg.RuntimeParams[k]; !ok {
			cfg.RuntimeParams[k] = v
		}
	}
	db := sql.OpenDB(rebindConnector{stdlib.GetConnector(*cfg)})
	if maxConns <= 0 {
		maxConns = DefaultPostgresConns
	}
	db.SetMaxOpenConns(maxConns)
	db.SetMaxIdleConns(maxConns)
	// A server restart or failover closes every connection: do not keep one idle for long.
	db.SetConnMaxIdleTime(5 * time.Minute)
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return pools{}, fmt.Errorf("store: connect to %s: %w", RedactURL(rawURL), redact.Error(err, rawURL))
	}
	if err := checkPostgres(ctx, db); err != nil {
		db.Close()
		return pools{}, fmt.Errorf("store: %s: %w", RedactURL(rawURL), redact.Error(err, rawURL))
	}
	leases := sql.OpenDB(rebindConnector{stdlib.GetConnector(*cfg)})
	leases.SetMaxOpenConns(2)
	leases.SetMaxIdleConns(2)
	plain := stdlib.OpenDB(*cfg)
	plain.SetMaxOpenConns(2)
	return pools{db: db, leases: leases, plain: plain}, nil
}

// checkPostgres refuses a server on which an acknowledged commit could be lost (the daemon answers 202
// only for committed results) and a server too old for the schema.
func checkPostgres(ctx context.Context, db *sql.DB) error {
	var num, fsync, syncCommit string
	if err := db.QueryRowContext(ctx, `SELECT current_setting('server_version_num'), current_setting('fsync'), current_setting('synchronous_commit')`).
		Scan(&num, &fsync, &syncCommit); err != nil {
		return fmt.Errorf("read server settings: %w", err)
	}
	if v, _ := strconv.Atoi(num); v < 130000 {
		return fmt.Errorf("server version %s is too old: PostgreSQL 13 or later is required (15 is tested)", num)
	}
	if fsync != "on" {
		return errors.New("the server runs with fsync=off: a crash could lose results the daemon acknowledged; turn fsync on")
	}
	if syncCommit == "off" {
		return errors.New("the server runs with synchronous_commit=off: a crash could lose results the daemon acknowledged; " +
			"use on (or remote_apply/remote_write with synchronous standbys)")
	}
	return nil
}

// RedactURL returns a PostgreSQL URL as postgres://host:port, without its user, password, database and
// parameters (for messages and logs: see package redact); other strings (SQLite paths) are returned as
// they are.
func RedactURL(location string) string {
	if !IsPostgres(location) {
		return location
	}
	return redact.URL(location)
}

// pgFull reports whether err is PostgreSQL's disk_full.
func pgFull(err error) bool {
	var pe *pgconn.PgError
	return errors.As(err, &pe) && pe.Code == "53100"
}

// pgUnavailable reports whether err is the PostgreSQL server or the connection to it failing for a
// reason outside the request: the connection is lost or refused, the server is shutting down, starting,
// out of resources or read-only (a standby), or the transaction lost a deadlock or serialization race.
// Retrying later is the answer to each.
func pgUnavailable(err error) bool {
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		switch pe.Code[:2] {
		case "08", "53", "57", "58": // connection exception, insufficient resources, operator intervention, system error
			return true
		}
		switch pe.Code {
		case "40001", "40P01", "25006", "55P03": // serialization failure, deadlock, read-only transaction, lock not available
			return true
		}
		return false
	}
	var ce *pgconn.ConnectError
	var ne net.Error
	return errors.As(err, &ce) || errors.As(err, &ne) || pgconn.Timeout(err) || errors.Is(err, pgconn.ErrConnClosed) ||
		errors.Is(err, driver.ErrBadConn) || errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF)
}

// rebindConnector wraps pgx's database/sql connector so that the package's SQL, written with SQLite's
// '?' and '?N' placeholders, runs on PostgreSQL ($N), and Go bools are sent as the integers 0 and 1 the
// schema stores in both dialects. Nothing else in a query is changed.
type rebindConnector struct{ driver.Connector }

func (c rebindConnector) Connect(ctx context.Context) (driver.Conn, error) {
	conn, err := c.Connector.Connect(ctx)
	if err != nil {
		return nil, err
	}
	sc, ok := conn.(*stdlib.Conn)
	if !ok {
		conn.Close()
		return nil, fmt.Errorf("store: unexpected pgx connection type %T", conn)
	}
	return &rebindConn{sc}, nil
}

// rebindConn is pgx's connection with its query entry points rewritten; every other method (begin,
// ping, reset, close) is pgx's own.
type rebindConn struct{ *stdlib.Conn }

func (c *rebindConn) Prepare(query string) (driver.Stmt, error) {
	return c.Conn.Prepare(rebind(query))
}

func (c *rebindConn) PrepareContext(ctx context.Context, query string) (driver.Stmt, error) {
	return c.Conn.PrepareContext(ctx, rebind(query))
}

func (c *rebindConn) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	return c.Conn.ExecContext(ctx, rebind(query), args)
}

func (c *rebindConn) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	return c.Conn.QueryContext(ctx, rebind(query), args)
}

// CheckNamedValue sends Go bools as integers (the schema's booleans are INTEGER 0/1 in both dialects).
func (c *rebindConn) CheckNamedValue(nv *driver.NamedValue) error {
	if b, ok := nv.Value.(bool); ok {
		if b {
			nv.Value = int64(1)
		} else {
			nv.Value = int64(0)
		}
	}
	return c.Conn.CheckNamedValue(nv)
}

// rebind rewrites SQLite placeholders to PostgreSQL's: '?N' becomes '$N' and each bare '?' the next
// number after the highest used so far (SQLite's rule). String literals, quoted identifiers,
// dollar-quoted bodies and comments are copied unchanged. A query without '?' is returned as it is.
func rebind(q string) string {
	if !strings.Contains(q, "?") {
		return q
	}
	var b strings.Builder
	b.Grow(len(q) + 16)
	next := 0
	for i := 0; i < len(q); {
		c := q[i]
		switch {
		case c == '\'' || c == '"':
			j := i + 1
			for j < len(q) {
				if q[j] == c {
					if j+1 < len(q) && q[j+1] == c { // doubled quote inside the literal
						j += 2
						continue
					}
					break
				}
				j++
			}
			j = min(j+1, len(q))
			b.WriteString(q[i:j])
			i = j
		case c == '-' && i+1 < len(q) && q[i+1] == '-':
			j := strings.IndexByte(q[i:], '\n')
			if j < 0 {
				j = len(q) - i
			}
			b.WriteString(q[i : i+j])
			i += j
		case c == '/' && i+1 < len(q) && q[i+1] == '*':
			j := strings.Index(q[i+2:], "*/")
			end := len(q)
			if j >= 0 {
				end = i + 2 + j + 2
			}
			b.WriteString(q[i:end])
			i = end
		case c == '$':
			// A dollar-quoted body ($$...$$ or $tag$...$tag$) is copied whole; $N parameters pass through.
			j := i + 1
			for j < len(q) && (q[j] == '_' || q[j] >= 'a' && q[j] <= 'z' || q[j] >= 'A' && q[j] <= 'Z' || q[j] >= '0' && q[j] <= '9') {
				j++
			}
			if j < len(q) && q[j] == '$' && (j == i+1 || q[i+1] < '0' || q[i+1] > '9') {
				tag := q[i : j+1]
				k := strings.Index(q[j+1:], tag)
				end := len(q)
				if k >= 0 {
					end = j + 1 + k + len(tag)
				}
				b.WriteString(q[i:end])
				i = end
				continue
			}
			b.WriteString(q[i:j])
			i = j
		case c == '?':
			j := i + 1
			for j < len(q) && q[j] >= '0' && q[j] <= '9' {
				j++
			}
			n := next + 1
			if j > i+1 {
				n, _ = strconv.Atoi(q[i+1 : j])
			}
			next = max(next, n)
			b.WriteByte('$')
			b.WriteString(strconv.Itoa(n))
			i = j
		default:
			b.WriteByte(c)
			i++
		}
	}
	return b.String()
}
