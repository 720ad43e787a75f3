package store

import (
	"context"
	"log/slog"
	"testing"

	"github.com/asa-escrow/asa/internal/pgtest"
)

// backend is one of the store's two databases, for tests: a SQLite file in a temporary directory, or a
// fresh database on the test binary's private PostgreSQL server (skipped, saying why, where the
// PostgreSQL binaries are not installed). Every store test runs on both.
type backend struct {
	name string
	// location returns a new, empty database location.
	location func(t testing.TB) string
}

var backends = []backend{
	{name: "sqlite", location: func(t testing.TB) string { return t.TempDir() + "/asa.db" }},
	{name: "postgres", location: func(t testing.TB) string { return pgtest.Database(t) }},
}

// eachBackend runs fn as one subtest per backend.
func eachBackend(t *testing.T, fn func(t *testing.T, b backend)) {
	t.Helper()
	for _, b := range backends {
		t.Run(b.name, func(t *testing.T) { fn(t, b) })
	}
}

// open opens a store on a new database of the backend, closed when the test ends.
func (b backend) open(t testing.TB) *Store {
	t.Helper()
	return b.openAt(t, b.location(t))
}

// openAt opens a store on location, closed when the test ends.
func (b backend) openAt(t testing.TB, location string) *Store {
	t.Helper()
	s, err := Open(context.Background(), location, Options{Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}
