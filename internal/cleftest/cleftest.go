// Package cleftest builds go-ethereum's Clef once (v1.16.9, the last release that ships cmd/clef; the
// module's v1.17 line dropped it) and runs it for tests: an HTTP signer on a free loopback port, the
// test's keys in its keystore, their passwords in its credential store and a JS rules file attested
// with its master seed, so that requests the rules approve are signed without a person and the rest
// are refused. It is for tests only.
package cleftest

import (
	"bufio"
	"bytes"
	"crypto/ecdsa"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/signer"
)

// Version is the go-ethereum release Clef is built from.
const Version = "v1.16.9"

// EnvBinary names a prebuilt clef binary to use instead of building one.
const EnvBinary = "ASA_CLEF_BIN"

// masterPassword locks the test Clef's master seed (Clef wants at least 10 characters).
const masterPassword = "cleftest-master-seed"

var buildMu sync.Mutex

// Binary returns the path of a clef binary: $ASA_CLEF_BIN, else one built once with `go install
// github.com/ethereum/go-ethereum/cmd/clef@Version` into the user cache directory and reused. The
// test is skipped, saying why, only when Clef cannot be built here (no go tool, no module proxy).
func Binary(t testing.TB) string {
	t.Helper()
	if p := os.Getenv(EnvBinary); p != "" {
		return p
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		t.Skipf("clef: no user cache directory to build it into: %v", err)
	}
	dir := filepath.Join(cache, "asa", "clef-"+Version)
	bin := filepath.Join(dir, "clef")
	buildMu.Lock()
	defer buildMu.Unlock()
	if fi, err := os.Stat(bin); err == nil && fi.Mode().IsRegular() {
		return bin
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("clef: cannot build it: no go tool in PATH (%v)", err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Skipf("clef: %v", err)
	}
	tmp, err := os.MkdirTemp(dir, "build-")
	if err != nil {
		t.Skipf("clef: %v", err)
	}
	defer os.RemoveAll(tmp)
	cmd := exec.Command(goTool, "install", "github.com/ethereum/go-ethereum/cmd/clef@"+Version)
	cmd.Dir = tmp // outside any module: the install resolves the release's own go.mod
	cmd.Env = append(os.Environ(), "GOBIN="+tmp, "GOFLAGS=-mod=mod", "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Skipf("clef: cannot build github.com/ethereum/go-ethereum/cmd/clef@%s here: %v\n%s", Version, err, tail(out))
	}
	if err := os.Rename(filepath.Join(tmp, "clef"), bin); err != nil {
		t.Fatalf("clef: %v", err)
	}
	return bin
}

func tail(b []byte) string {
	if len(b) > 2000 {
		b = b[len(b)-2000:]
	}
	return string(b)
}

// Options configure Start.
type Options struct {
	ChainID uint64
	// Keys go into Clef's keystore, their passwords into its credential store.
	Keys []*ecdsa.PrivateKey
	// Rules is the JavaScript rules file (ApproveTx, ApproveSignData, ApproveListing...).
	Rules string
	// ABIs are the contracts the signer is asked to call: their methods go into Clef's 4-byte database,
	// so that it decodes each call for its rules and audit log (Clef refuses calldata it cannot decode).
	ABIs []*abi.ABI
}

// Clef is a running Clef.
type Clef struct {
	URL      string           // its HTTP endpoint, http://127.0.0.1:PORT/
	Accounts []common.Address // in the order of Options.Keys
	dir      string
	mu       sync.Mutex
	log      bytes.Buffer
}

// Log is what Clef printed so far (it logs each approval and refusal).
func (c *Clef) Log() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.log.String()
}

// Audit is Clef's audit log: every request it answered.
func (c *Clef) Audit() string {
	b, _ := os.ReadFile(filepath.Join(c.dir, "audit.log"))
	return string(b)
}

// Start runs Clef for the options; it stops when the test ends.
func Start(t testing.TB, o Options) *Clef {
	t.Helper()
	bin := Binary(t)
	dir := t.TempDir()
	ks, cfg := filepath.Join(dir, "keystore"), filepath.Join(dir, "config")
	c := &Clef{dir: dir}
	run := func(stdin string, args ...string) {
		t.Helper()
		cmd := exec.Command(bin, append([]string{"--configdir", cfg, "--keystore", ks, "--suppress-bootwarn", "--lightkdf", "--nousb"}, args...)...)
		cmd.Dir = dir
		cmd.Stdin = strings.NewReader(stdin)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("clef %s: %v\n%s", args[0], err, tail(out))
		}
	}
	run(masterPassword+"\n"+masterPassword+"\n", "init")
	for i, k := range o.Keys {
		pw := "cleftest-account-" + strconv.Itoa(i)
		a, err := signer.Import(ks, fmt.Sprintf("account-%d", i), k, pw, signer.LightScrypt)
		if err != nil {
			t.Fatal(err)
		}
		c.Accounts = append(c.Accounts, a.Address)
		run(pw+"\n"+pw+"\n"+masterPassword+"\n", "setpw", a.Address.Hex())
	}
	rules := filepath.Join(dir, "rules.js")
	if err := os.WriteFile(rules, []byte(o.Rules), 0o600); err != nil {
		t.Fatal(err)
	}
	selectors := map[string]string{}
	for _, a := range o.ABIs {
		for _, m := range a.Methods {
			selectors[hex.EncodeToString(m.ID)] = m.Sig
		}
	}
	fourByte := filepath.Join(dir, "4byte-custom.json")
	blob, err := json.Marshal(selectors)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(fourByte, blob, 0o600); err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256([]byte(o.Rules))
	run(masterPassword+"\n", "attest", hex.EncodeToString(sum[:]))

	cmd := exec.Command(bin, "--configdir", cfg, "--keystore", ks, "--suppress-bootwarn", "--lightkdf", "--nousb",
		"--chainid", strconv.FormatUint(o.ChainID, 10), "--rules", rules, "--auditlog", filepath.Join(dir, "audit.log"), "--4bytedb-custom", fourByte,
		"--http", "--http.addr", "127.0.0.1", "--http.port", "0", "--ipcdisable")
	cmd.Dir = dir
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	pr, pw := io.Pipe()
	cmd.Stdout, cmd.Stderr = pw, pw
	if err := cmd.Start(); err != nil {
		t.Fatalf("start clef: %v", err)
	}
	done := make(chan struct{})
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		_ = pw.Close()
		<-done
	})
	// The master seed's password unlocks the credential store and the attested rules.
	if _, err := io.WriteString(stdin, masterPassword+"\n"); err != nil {
		t.Fatalf("clef: %v", err)
	}
	endpoint := regexp.MustCompile(`extapi_http\s*:\s*(http://127\.0\.0\.1:\d+/)`)
	found := make(chan string, 1)
	go func() {
		defer close(done)
		sc := bufio.NewScanner(pr)
		for sc.Scan() {
			line := sc.Text()
			c.mu.Lock()
			c.log.WriteString(line + "\n")
			c.mu.Unlock()
			if m := endpoint.FindStringSubmatch(line); m != nil {
				select {
				case found <- m[1]:
				default:
				}
			}
		}
	}()
	select {
	case c.URL = <-found:
	case <-time.After(60 * time.Second):
		t.Fatalf("clef did not open its HTTP endpoint within 60 s:\n%s", c.Log())
	}
	return c
}

// KeyAddress is the address of k.
func KeyAddress(k *ecdsa.PrivateKey) common.Address { return crypto.PubkeyToAddress(k.PublicKey) }
