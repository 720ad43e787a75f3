package pgtest

import (
	"context"
	"errors"
	"sync"
	"testing"
)

// One server per test binary: starting a cluster costs about a second, a database on it a few
// milliseconds.
var shared struct {
	mu  sync.Mutex
	srv *Server
	err error
}

// Shared returns the test binary's server, starting it on first use. It skips t when the PostgreSQL
// binaries are not installed (make test runs the PostgreSQL suite wherever they are); any other failure
// to start fails t. Stop it at the end of the binary with Main or CloseShared.
func Shared(t testing.TB) *Server {
	t.Helper()
	shared.mu.Lock()
	defer shared.mu.Unlock()
	if shared.srv == nil && shared.err == nil {
		shared.srv, shared.err = Start(context.Background(), Options{})
	}
	if errors.Is(shared.err, ErrNotInstalled) {
		t.Skip(shared.err.Error())
	}
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	return shared.srv
}

// Database creates a fresh database on the shared server for t and returns its URL.
func Database(t testing.TB) string {
	t.Helper()
	srv := Shared(t)
	url, err := srv.NewDatabase(context.Background(), t.Name())
	if err != nil {
		t.Fatal(err)
	}
	return url
}

// Installed reports whether the server binaries are present.
func Installed() bool {
	_, err := FindBinaries()
	return err == nil
}

// CloseShared stops the shared server and removes its directory (a no-op when none was started).
func CloseShared() {
	shared.mu.Lock()
	defer shared.mu.Unlock()
	if shared.srv != nil {
		_ = shared.srv.Close()
		shared.srv = nil
	}
	shared.err = nil
}

// Main runs the tests, stops the shared server and returns the exit code: func TestMain(m *testing.M)
// { os.Exit(pgtest.Main(m)) }.
func Main(m *testing.M) int {
	code := m.Run()
	CloseShared()
	return code
}
