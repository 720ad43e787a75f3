package pgtest

import (
	"context"
	"database/sql"
	"os"
	"syscall"
	"testing"
)

func TestMain(m *testing.M) { os.Exit(Main(m)) }

// A committed row survives an immediate shutdown (crash recovery on restart), the server comes back on
// the same port, and Stop leaves no process behind.
func TestStartCrashRestartStop(t *testing.T) {
	srv := Shared(t)
	ctx := context.Background()
	url := Database(t)
	db, err := sql.Open("pgx", url)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var fsync, syncCommit string
	if err := db.QueryRowContext(ctx, `SELECT current_setting('fsync'), current_setting('synchronous_commit')`).Scan(&fsync, &syncCommit); err != nil {
		t.Fatal(err)
	}
	if fsync != "on" || syncCommit != "on" {
		t.Fatalf("fsync=%s synchronous_commit=%s, want the durable defaults", fsync, syncCommit)
	}
	if _, err := db.ExecContext(ctx, `CREATE TABLE kept (v INTEGER); INSERT INTO kept VALUES (42)`); err != nil {
		t.Fatal(err)
	}
	pid, port := srv.PID(), srv.Port()
	if err := srv.Kill(); err != nil {
		t.Fatal(err)
	}
	if srv.PID() != 0 || syscall.Kill(pid, 0) == nil {
		t.Fatalf("postgres pid %d still running after Kill", pid)
	}
	if err := db.PingContext(ctx); err == nil {
		t.Fatal("ping succeeded with the server down")
	}
	if err := srv.Restart(ctx); err != nil {
		t.Fatal(err)
	}
	if srv.Port() != port {
		t.Fatalf("port %d after restart, was %d", srv.Port(), port)
	}
	var v int
	if err := db.QueryRowContext(ctx, `SELECT v FROM kept`).Scan(&v); err != nil || v != 42 {
		t.Fatalf("after crash recovery: %d %v", v, err)
	}
	if os.Geteuid() == 0 {
		var owner string
		if err := db.QueryRowContext(ctx, `SELECT current_setting('data_directory')`).Scan(&owner); err != nil {
			t.Fatal(err)
		}
		fi, err := os.Stat(owner)
		if err != nil {
			t.Fatal(err)
		}
		if st := fi.Sys().(*syscall.Stat_t); st.Uid == 0 {
			t.Fatalf("data directory %s owned by root; the server must run as %s", owner, SystemUser)
		}
	}
}
