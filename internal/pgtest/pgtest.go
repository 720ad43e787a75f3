// Package pgtest starts a private PostgreSQL server for tests and campaigns: a fresh cluster (initdb) in a
// temporary directory, listening on a free loopback port only, stopped by PID. It needs the server
// binaries (initdb, postgres) of PostgreSQL 15 or later; Debian and Ubuntu install them with
// `apt-get install postgresql` under /usr/lib/postgresql/<version>/bin. initdb refuses to run as root, so
// when the test runs as root both initdb and the server run as the `postgres` system user (the account
// the Debian package creates), in a directory handed to that user.
//
// The cluster keeps PostgreSQL's durable defaults (fsync on, synchronous_commit on): a commit it
// acknowledges survives a crash of the server, which is what the tests of the daemon rely on. It is not
// a deployment tool.
package pgtest

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5/stdlib"
)

// BinEnv names the environment variable that points at a directory holding initdb and postgres.
const BinEnv = "ASA_PG_BIN"

// SystemUser is the account the server runs as when the caller is root.
const SystemUser = "postgres"

// Superuser is the cluster's superuser role (trust authentication on loopback only).
const Superuser = "asa"

// ErrNotInstalled means no PostgreSQL server binaries were found.
var ErrNotInstalled = errors.New("pgtest: PostgreSQL server binaries not found (install them with `apt-get install postgresql`, or set " + BinEnv + " to the directory holding initdb and postgres)")

// FindBinaries returns the directory holding initdb and postgres: $ASA_PG_BIN, else the newest
// /usr/lib/postgresql/<version>/bin, else the directory of initdb on PATH.
func FindBinaries() (string, error) {
	has := func(dir string) bool {
		for _, b := range []string{"initdb", "postgres"} {
			if fi, err := os.Stat(filepath.Join(dir, b)); err != nil || fi.IsDir() {
				return false
			}
		}
		return true
	}
	if dir := os.Getenv(BinEnv); dir != "" {
		if !has(dir) {
			return "", fmt.Errorf("pgtest: %s=%s does not hold initdb and postgres", BinEnv, dir)
		}
		return dir, nil
	}
	matches, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	sort.Slice(matches, func(i, j int) bool { return version(matches[i]) > version(matches[j]) })
	for _, dir := range matches {
		if version(dir) >= 15 && has(dir) {
			return dir, nil
		}
	}
	if p, err := exec.LookPath("initdb"); err == nil && has(filepath.Dir(p)) {
		return filepath.Dir(p), nil
	}
	return "", ErrNotInstalled
}

// version reads N from /usr/lib/postgresql/N/bin.
func version(binDir string) int {
	n, _ := strconv.Atoi(filepath.Base(filepath.Dir(binDir)))
	return n
}

// Options tune a server. The zero value is a server with PostgreSQL's defaults and 200 connections.
type Options struct {
	// Bin is the directory of initdb and postgres; empty means FindBinaries.
	Bin string
	// Settings are extra server settings (name -> value), passed as -c name=value.
	Settings map[string]string
	// StartTimeout bounds initdb plus the first start; default 60 s.
	StartTimeout time.Duration
}

// Server is a running (or stopped) private PostgreSQL cluster.
type Server struct {
	bin      string
	dir      string // owned by the server's user: data/ and server.log
	port     int
	settings map[string]string
	cred     *syscall.Credential
	dbSeq    atomic.Int64

	mu     sync.Mutex
	cmd    *exec.Cmd
	exited chan struct{}
	log    *os.File
}

// Start creates a cluster in a new temporary directory and starts it on a free loopback port.
func Start(ctx context.Context, opts Options) (*Server, error) {
	bin := opts.Bin
	if bin == "" {
		var err error
		if bin, err = FindBinaries(); err != nil {
			return nil, err
		}
	}
	timeout := opts.StartTimeout
	if timeout == 0 {
		timeout = 60 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	s := &Server{bin: bin, settings: map[string]string{"max_connections": "200"}}
	for k, v := range opts.Settings {
		s.settings[k] = v
	}
	if os.Geteuid() == 0 {
		u, err := user.Lookup(SystemUser)
		if err != nil {
			return nil, fmt.Errorf("pgtest: running as root, and initdb refuses root: %w (the postgresql package creates the %q user)", err, SystemUser)
		}
		uid, _ := strconv.ParseUint(u.Uid, 10, 32)
		gid, _ := strconv.ParseUint(u.Gid, 10, 32)
		s.cred = &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}
	}
	dir, err := os.MkdirTemp("", "asa-pgtest-")
	if err != nil {
		return nil, fmt.Errorf("pgtest: temp dir: %w", err)
	}
	s.dir = dir
	if s.cred != nil {
		if err := os.Chown(dir, int(s.cred.Uid), int(s.cred.Gid)); err != nil {
			os.RemoveAll(dir)
			return nil, fmt.Errorf("pgtest: hand %s to %s: %w", dir, SystemUser, err)
		}
	}
	initdb := exec.CommandContext(ctx, filepath.Join(bin, "initdb"), "-D", s.dataDir(), "-U", Superuser, "--auth=trust",
		"-E", "UTF8", "--no-locale", "--no-instructions", "--no-sync") // the cluster is disposable; the server itself keeps fsync on
	initdb.SysProcAttr = &syscall.SysProcAttr{Credential: s.cred, Pdeathsig: syscall.SIGKILL}
	if out, err := initdb.CombinedOutput(); err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("pgtest: initdb: %w: %s", err, tail(out, 2048))
	}
	for attempt := 0; ; attempt++ {
		if s.port, err = freePort(); err != nil {
			break
		}
		if err = s.Restart(ctx); err == nil || attempt == 2 || ctx.Err() != nil {
			break
		}
	}
	if err != nil {
		_ = s.Close()
		return nil, err
	}
	return s, nil
}

func (s *Server) dataDir() string { return filepath.Join(s.dir, "data") }

// Restart starts the server again on its data directory and port (after Stop or Kill); Start calls it
// for the first start. It returns once the server accepts connections.
func (s *Server) Restart(ctx context.Context) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cmd != nil {
		select {
		case <-s.exited:
		default:
			return errors.New("pgtest: server is running")
		}
	}
	logf, err := os.OpenFile(filepath.Join(s.dir, "server.log"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return fmt.Errorf("pgtest: server log: %w", err)
	}
	args := []string{"-D", s.dataDir(), "-p", strconv.Itoa(s.port), "-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="}
	keys := make([]string, 0, len(s.settings))
	for k := range s.settings {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		args = append(args, "-c", k+"="+s.settings[k])
	}
	// Not CommandContext: ctx bounds the start only. The kernel stops the server (immediate shutdown) if
	// the test process dies first, so a crashed test leaves no server behind.
	cmd := exec.Command(filepath.Join(s.bin, "postgres"), args...)
	cmd.Stdout, cmd.Stderr = logf, logf
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: s.cred, Pdeathsig: syscall.SIGQUIT}
	if err := cmd.Start(); err != nil {
		logf.Close()
		return fmt.Errorf("pgtest: start postgres: %w", err)
	}
	exited := make(chan struct{})
	go func() {
		_ = cmd.Wait()
		close(exited)
	}()
	s.cmd, s.exited, s.log = cmd, exited, logf
	if err := s.waitReady(ctx, exited); err != nil {
		_ = cmd.Process.Kill()
		<-exited
		logf.Close()
		return fmt.Errorf("pgtest: server on port %d not ready: %w; log: %s", s.port, err, s.LogTail(2048))
	}
	return nil
}

func (s *Server) waitReady(ctx context.Context, exited chan struct{}) error {
	tick := time.NewTicker(25 * time.Millisecond)
	defer tick.Stop()
	var last error
	for {
		db, err := sql.Open("pgx", s.URL("postgres"))
		if err == nil {
			pctx, cancel := context.WithTimeout(ctx, 2*time.Second)
			err = db.PingContext(pctx)
			cancel()
			db.Close()
			if err == nil {
				return nil
			}
		}
		last = err
		select {
		case <-ctx.Done():
			return fmt.Errorf("%w (last error: %v)", ctx.Err(), last)
		case <-exited:
			return errors.New("the server exited")
		case <-tick.C:
		}
	}
}

// URL is the connection URL of database db on this server.
func (s *Server) URL(db string) string {
	return fmt.Sprintf("postgres://%s@127.0.0.1:%d/%s?sslmode=disable", Superuser, s.port, db)
}

// Port is the server's TCP port (the same across restarts).
func (s *Server) Port() int { return s.port }

// PID is the postmaster's process id (0 when stopped).
func (s *Server) PID() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cmd == nil || s.cmd.Process == nil {
		return 0
	}
	select {
	case <-s.exited:
		return 0
	default:
		return s.cmd.Process.Pid
	}
}

// CreateDatabase creates database name and returns its URL.
func (s *Server) CreateDatabase(ctx context.Context, name string) (string, error) {
	db, err := sql.Open("pgx", s.URL("postgres"))
	if err != nil {
		return "", err
	}
	defer db.Close()
	if _, err := db.ExecContext(ctx, `CREATE DATABASE `+quoteIdent(name)); err != nil {
		return "", fmt.Errorf("pgtest: create database %s: %w", name, err)
	}
	return s.URL(name), nil
}

// NewDatabase creates a database with a fresh name (prefix and a sequence number) and returns its URL.
func (s *Server) NewDatabase(ctx context.Context, prefix string) (string, error) {
	name := fmt.Sprintf("%s_%d", sanitize(prefix), s.dbSeq.Add(1))
	return s.CreateDatabase(ctx, name)
}

// Stop shuts the server down by PID (fast shutdown: open transactions are rolled back, committed ones
// stay) and waits for it to exit. Stopping a stopped server is a no-op.
func (s *Server) Stop() error { return s.signal(syscall.SIGINT, 30*time.Second) }

// Kill stops the server like a crash: immediate shutdown (SIGQUIT), every backend ends at once and no
// checkpoint is written, so the next Restart runs crash recovery from the write-ahead log.
func (s *Server) Kill() error { return s.signal(syscall.SIGQUIT, 30*time.Second) }

func (s *Server) signal(sig syscall.Signal, wait time.Duration) error {
	s.mu.Lock()
	cmd, exited, logf := s.cmd, s.exited, s.log
	s.mu.Unlock()
	if cmd == nil {
		return nil
	}
	select {
	case <-exited:
		return nil
	default:
	}
	if err := cmd.Process.Signal(sig); err != nil && !errors.Is(err, os.ErrProcessDone) {
		return fmt.Errorf("pgtest: signal postgres pid %d: %w", cmd.Process.Pid, err)
	}
	select {
	case <-exited:
	case <-time.After(wait):
		_ = cmd.Process.Kill()
		<-exited
		return fmt.Errorf("pgtest: postgres pid %d did not stop within %s; killed", cmd.Process.Pid, wait)
	}
	logf.Close()
	return nil
}

// Close stops the server and removes its directory.
func (s *Server) Close() error {
	err := s.Stop()
	if s.dir != "" {
		if e := os.RemoveAll(s.dir); e != nil {
			err = errors.Join(err, e)
		}
	}
	return err
}

// LogTail returns the end of the server's log (for failure messages).
func (s *Server) LogTail(n int) string {
	b, _ := os.ReadFile(filepath.Join(s.dir, "server.log"))
	return tail(b, n)
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, fmt.Errorf("pgtest: free port: %w", err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

func tail(b []byte, n int) string {
	if len(b) > n {
		b = b[len(b)-n:]
	}
	return string(b)
}

func quoteIdent(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }

func sanitize(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') || r == '_' {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	out := b.String()
	if len(out) > 40 {
		out = out[:40]
	}
	if out == "" || (out[0] >= '0' && out[0] <= '9') {
		out = "db_" + out
	}
	return out
}

// The "pgx" database/sql driver is registered by the stdlib package.
var _ = stdlib.GetDefaultDriver
