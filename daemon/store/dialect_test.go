package store

import (
	"context"
	"io/fs"
	"sort"
	"strings"
	"testing"

	"github.com/pressly/goose/v3"
)

// Every migration exists in both dialects under the same version and name: the SQLite and PostgreSQL
// schemas are one sequence (helpers adding a SQLite migration must add its PostgreSQL twin).
func TestMigrationsHaveBothDialects(t *testing.T) {
	names := func(d *dialect) map[int64]string {
		fsys, err := migrationsFS(d)
		if err != nil {
			t.Fatal(err)
		}
		entries, err := fs.ReadDir(fsys, ".")
		if err != nil {
			t.Fatal(err)
		}
		out := map[int64]string{}
		for _, e := range entries {
			v, err := goose.NumericComponent(e.Name())
			if err != nil {
				t.Fatalf("%s migration %s has no version number: %v", d.name, e.Name(), err)
			}
			if prev, dup := out[v]; dup {
				t.Fatalf("%s migrations %s and %s share version %d", d.name, prev, e.Name(), v)
			}
			out[v] = e.Name()
		}
		return out
	}
	lite, pg := names(sqliteDialect), names(postgresDialect)
	if len(lite) == 0 {
		t.Fatal("no SQLite migrations embedded")
	}
	for v, name := range lite {
		if pg[v] != name {
			t.Errorf("SQLite migration %s has no PostgreSQL counterpart: add migrations/postgres/%s (the same change in PostgreSQL's types)", name, name)
		}
	}
	for v, name := range pg {
		if lite[v] != name {
			t.Errorf("PostgreSQL migration %s has no SQLite counterpart migrations/sqlite/%s", name, name)
		}
	}
}

// Both dialects' migrations build the same schema: the same tables, the same columns in each, the same
// indexes (by name), so that the store's shared SQL means the same on both.
func TestSchemasMatch(t *testing.T) {
	schemas := map[string]map[string][]string{}
	eachBackend(t, func(t *testing.T, b backend) {
		schemas[b.name] = describeSchema(t, b.open(t))
	})
	lite, pg := schemas["sqlite"], schemas["postgres"]
	if lite == nil || pg == nil {
		t.Skip("one backend did not run")
	}
	for obj, cols := range lite {
		if got := strings.Join(pg[obj], ","); got != strings.Join(cols, ",") {
			t.Errorf("%s: SQLite has %v, PostgreSQL %v", obj, cols, pg[obj])
		}
	}
	for obj := range pg {
		if _, ok := lite[obj]; !ok {
			t.Errorf("%s exists on PostgreSQL only", obj)
		}
	}
}

// describeSchema maps "table T" to its sorted column names and "indexes" to the sorted names of the
// indexes created by the migrations (not those backing primary keys and unique constraints).
func describeSchema(t *testing.T, s *Store) map[string][]string {
	t.Helper()
	ctx := context.Background()
	query := func(q string) [][2]string {
		rows, err := s.db.QueryContext(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var out [][2]string
		for rows.Next() {
			var a, b string
			if err := rows.Scan(&a, &b); err != nil {
				t.Fatal(err)
			}
			out = append(out, [2]string{a, b})
		}
		return out
	}
	var cols, idx [][2]string
	switch s.d {
	case sqliteDialect:
		cols = query(`SELECT m.name, p.name FROM sqlite_master m, pragma_table_info(m.name) p
			WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name <> 'goose_db_version'`)
		idx = query(`SELECT 'indexes', name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_autoindex%'`)
	case postgresDialect:
		cols = query(`SELECT table_name, column_name FROM information_schema.columns
			WHERE table_schema = current_schema() AND table_name <> 'goose_db_version'`)
		idx = query(`SELECT 'indexes', c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
			JOIN pg_namespace n ON n.oid = c.relnamespace
			WHERE n.nspname = current_schema() AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`)
	}
	out := map[string][]string{}
	for _, c := range cols {
		out["table "+c[0]] = append(out["table "+c[0]], c[1])
	}
	for _, i := range idx {
		out["indexes"] = append(out["indexes"], i[1])
	}
	for k := range out {
		sort.Strings(out[k])
	}
	return out
}

func TestRebind(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`SELECT 1`, `SELECT 1`},
		{`SELECT a FROM t WHERE b = ? AND c = ?`, `SELECT a FROM t WHERE b = $1 AND c = $2`},
		{`WHERE x = ?1 OR y = ?1 LIMIT ?2`, `WHERE x = $1 OR y = $1 LIMIT $2`},
		{`VALUES (?, '?', "a?b", ?)`, `VALUES ($1, '?', "a?b", $2)`},
		{`SELECT 'it''s ?' , ?`, `SELECT 'it''s ?' , $1`},
		{"SELECT ? -- what?\n, ?", "SELECT $1 -- what?\n, $2"},
		{`SELECT /* ? */ ?`, `SELECT /* ? */ $1`},
		{`AS $$ SELECT '?' $$, ?`, `AS $$ SELECT '?' $$, $1`},
		{`AS $fn$ ? $fn$ WHERE a = ?`, `AS $fn$ ? $fn$ WHERE a = $1`},
		{`WHERE a = $1 AND b = ?2`, `WHERE a = $1 AND b = $2`},
		{`IN (?, ?, ?)`, `IN ($1, $2, $3)`},
	} {
		if got := rebind(c.in); got != c.want {
			t.Errorf("rebind(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
