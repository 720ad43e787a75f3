package main

import (
	"bytes"
	"context"
	"encoding/hex"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
)

// asaBin is the asa binary built once for the tests in this package.
var asaBin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "asa-bin-*")
	if err != nil {
		panic(err)
	}
	asaBin = filepath.Join(dir, "asa")
	build := exec.Command("go", "build", "-o", asaBin, ".")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		os.Stderr.Write(out)
		panic("build asa: " + err.Error())
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// runAsa runs the built binary and returns stdout, stderr and the exit code.
func runAsa(t *testing.T, env []string, args ...string) (string, string, int) {
	t.Helper()
	cmd := exec.Command(asaBin, args...)
	cmd.Env = append(os.Environ(), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("run asa: %v", err)
	}
	return stdout.String(), stderr.String(), code
}

// startAnvil starts the pinned anvil for one test.
func startAnvil(t *testing.T, opts anvil.Options) *anvil.Node {
	t.Helper()
	n, err := anvil.Start(context.Background(), opts)
	if err != nil {
		t.Fatalf("start anvil: %v", err)
	}
	t.Cleanup(func() { _ = n.Stop() })
	return n
}

// devKeyEnv returns ASA_PRIVATE_KEY=<anvil dev key i>.
func devKeyEnv(t *testing.T, i int) string {
	t.Helper()
	k, err := anvil.DevKey(i)
	if err != nil {
		t.Fatal(err)
	}
	return "ASA_PRIVATE_KEY=" + hex.EncodeToString(crypto.FromECDSA(k))
}

func assertNoSecret(t *testing.T, out string) {
	t.Helper()
	for i := 0; i < anvil.DevKeyCount; i++ {
		k, _ := anvil.DevKey(i)
		if strings.Contains(out, hex.EncodeToString(crypto.FromECDSA(k))) {
			t.Fatalf("output contains a private key")
		}
	}
}
