package apisurface

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The listing keeps exported declarations only, without parameter names, values or unexported fields.
func TestListSample(t *testing.T) {
	got, err := List(filepath.Join("testdata", "sample"))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"const Limit",
		"const ModeA Mode",
		"const ModeB Mode",
		"func Run(context.Context, int, int, Options) (*Options, error)",
		"method (*Options) Name2(string) string",
		"type Alias = Options",
		"type Doer interface{Do(context.Context, int) (int, error)}",
		"type Mode int",
		"type Options struct{Name string; io.Reader; Nested struct{A int}}",
		"type Pair[K comparable, V any] struct{Key K}",
		"var ErrX",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("listing:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// Check passes on a matching golden file, fails with the lines added and removed and the update command
// on another, and rewrites the file when asked.
func TestCheckGolden(t *testing.T) {
	dir := filepath.Join("testdata", "sample")
	golden := filepath.Join(t.TempDir(), "api.txt")
	if err := Check(dir, golden, "make api"); err == nil || !strings.Contains(err.Error(), "make api") {
		t.Fatalf("missing golden file: %v", err)
	}
	t.Setenv(UpdateEnv, "1")
	if err := Check(dir, golden, "make api"); err != nil {
		t.Fatal(err)
	}
	t.Setenv(UpdateEnv, "")
	if err := Check(dir, golden, "make api"); err != nil {
		t.Fatalf("right after the update: %v", err)
	}
	data, _ := os.ReadFile(golden)
	changed := strings.Replace(string(data), "func Run(context.Context, int, int, Options) (*Options, error)", "func Run(context.Context, int, Options) (*Options, error)", 1) +
		"func Gone()\n"
	if err := os.WriteFile(golden, []byte(changed), 0o644); err != nil {
		t.Fatal(err)
	}
	err := Check(dir, golden, "make api")
	if err == nil {
		t.Fatal("a changed API passed")
	}
	for _, w := range []string{"+ func Run(context.Context, int, int, Options) (*Options, error)", "- func Run(context.Context, int, Options) (*Options, error)", "- func Gone()", "make api"} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("the mismatch does not say %q:\n%v", w, err)
		}
	}
}
