package demo

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// make run replaces its own files on every run, so it refuses a directory holding files it did not write
// (such as the walkthrough's deployment and database), and reuses one it marked.
func TestClaimDirRefusesOthersFiles(t *testing.T) {
	dir := t.TempDir()
	theirs := filepath.Join(dir, "deployment.json")
	if err := os.WriteFile(theirs, []byte(`{"escrow":"0x1"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	err := claimDir(dir)
	if err == nil || !strings.Contains(err.Error(), "deployment.json") || !strings.Contains(err.Error(), "--dir") {
		t.Fatalf("claimDir of a directory with someone else's file: %v", err)
	}
	if data, _ := os.ReadFile(theirs); string(data) != `{"escrow":"0x1"}` {
		t.Fatalf("their file changed: %s", data)
	}
	ours := filepath.Join(dir, "fresh")
	if err := claimDir(ours); err != nil {
		t.Fatalf("a new directory: %v", err)
	}
	if err := os.WriteFile(filepath.Join(ours, "asa.db"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := claimDir(ours); err != nil {
		t.Fatalf("a directory the scenario marked: %v", err)
	}
}
