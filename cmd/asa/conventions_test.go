package main

import (
	"encoding/json"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/asa-escrow/asa/anvil"
)

// Help at every level: bare asa is a usage error (exit 2, usage on stderr); asking for help is not (exit 0,
// on stdout), for the whole CLI, a command group and a command.
func TestHelpAtEveryLevel(t *testing.T) {
	cases := []struct {
		args     []string
		code     int
		stdout   []string
		stderr   []string
		noStdout bool
	}{
		{args: nil, code: 2, stderr: []string{"usage: asa <command>", "exit codes: 0 success, 1 failure"}, noStdout: true},
		{args: []string{"help"}, code: 0, stdout: []string{"usage: asa <command>", "job create", "chain warp", "balance"}},
		{args: []string{"--help"}, code: 0, stdout: []string{"usage: asa <command>"}},
		{args: []string{"job", "--help"}, code: 0, stdout: []string{"usage: asa job <command>", "job create", "job fund", "job accept", "job status", "job submit", "job watch"}},
		{args: []string{"job", "accept", "--help"}, code: 0, stdout: []string{"usage: asa job accept --job ID", "asa job accept --sign", "--relay FILE", "-collateral-auth", "-x402", "exit codes"}},
		{args: []string{"result", "--help"}, code: 0, stdout: []string{"usage: asa result <command>", "result sign", "result post"}},
		{args: []string{"chain", "-h"}, code: 0, stdout: []string{"chain warp", "chain mine"}},
		{args: []string{"job"}, code: 2, stderr: []string{"usage: asa job <command>"}, noStdout: true},
		{args: []string{"job", "frobnicate"}, code: 2, stderr: []string{`unknown command "frobnicate"`, "job create"}},
		{args: []string{"job", "create", "--help"}, code: 0, stdout: []string{"usage: asa job create --agreement FILE", "-agreement", "exit codes"}},
		{args: []string{"help", "result", "sign"}, code: 0, stdout: []string{"usage: asa result sign", "-deliverable"}},
		{args: []string{"frobnicate"}, code: 2, stderr: []string{`unknown command "frobnicate"`}},
		{args: []string{"job", "status", "extra"}, code: 2, stderr: []string{"unexpected arguments [extra]"}},
		{args: []string{"chain", "warp"}, code: 2, stderr: []string{"asa chain warp 2h"}},
		{args: []string{"chain", "warp", "soon"}, code: 2, stderr: []string{`"soon" is not a duration`}},
		{args: []string{"chain", "mine", "0"}, code: 2, stderr: []string{"N must be a number of blocks"}},
		{args: []string{"job", "watch", "--job", "1", "--until", "Nope"}, code: 2, stderr: []string{`--until "Nope" is not a job state`, "Verified"}},
	}
	for _, c := range cases {
		out, errOut, code := runAsa(t, nil, c.args...)
		if code != c.code {
			t.Errorf("asa %v: exit %d, want %d\nstdout: %s\nstderr: %s", c.args, code, c.code, out, errOut)
			continue
		}
		for _, w := range c.stdout {
			if !strings.Contains(out, w) {
				t.Errorf("asa %v: stdout lacks %q:\n%s", c.args, w, out)
			}
		}
		for _, w := range c.stderr {
			if !strings.Contains(errOut, w) {
				t.Errorf("asa %v: stderr lacks %q:\n%s", c.args, w, errOut)
			}
		}
		if c.noStdout && out != "" {
			t.Errorf("asa %v: wrote to stdout on a usage error:\n%s", c.args, out)
		}
	}
}

// Messages that used to mislead, each with what it says now. None of these needs a chain.
func TestMessagesSayWhatToDo(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	escrowFlag := []string{"--escrow", "0x5FbDB2315678afecb367f032d93F642f64180aa3"}

	// --rpc without a scheme.
	wantFail(t, 2, []string{`--rpc "127.0.0.1:8545" has no scheme`, "did you mean http://127.0.0.1:8545"}, nil,
		append([]string{"job", "status", "--job", "1", "--rpc", "127.0.0.1:8545"}, escrowFlag...)...)
	wantFail(t, 2, []string{"scheme must be http, https, ws or wss"}, nil, "chain", "mine", "--rpc", "ftp://127.0.0.1:8545")

	// A JSON syntax error names the file, line, column and offset.
	bad := write("bad.json", "{\n  \"verification_id\": \"v1\",\n  \"composite\": {\"score\": 86.1,}\n}\n")
	wantFail(t, 1, []string{bad + " is not valid JSON: line 3, column 31 (byte 60)", "invalid character '}'"},
		[]string{devKeyEnv(t, 2)}, append([]string{"result", "sign", "--job", "1", "--result", bad, "--rpc", "http://127.0.0.1:1"}, escrowFlag...)...)
	wantFail(t, 1, []string{bad + " is not valid JSON: line 3"}, nil, "result", "post", "--daemon", "http://127.0.0.1:1", "--body", bad)

	// Posting the unsigned Verification Result document instead of the signed body.
	wantFail(t, 1, []string{"unsigned Verification Result document", "asa result sign"}, nil,
		"result", "post", "--daemon", "http://127.0.0.1:1", "--body", filepath.Join("..", "..", "examples", "verification.json"))

	// Posting to something that is not the daemon.
	web := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte("<html><body><h1>Not Found</h1></body></html>"))
	}))
	defer web.Close()
	signedLooking := write("body.json", `{"jobId":"1","evaluator":"0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC","nonce":"1","deadline":1,"signature":"0x00","document":{}}`)
	wantFail(t, 1, []string{web.URL + " answered 404 Not Found without the daemon's JSON error body", "text/html", "Not Found", "GET /healthz"}, nil,
		"result", "post", "--daemon", web.URL, "--body", signedLooking)

	// deploy --out does not overwrite, and says how to.
	existing := write("deployment.json", `{"escrow":"0x5FbDB2315678afecb367f032d93F642f64180aa3"}`)
	wantFail(t, 1, []string{existing + " exists", "--force"}, []string{devKeyEnv(t, 9)}, "deploy", "--rpc", "http://127.0.0.1:1", "--dev", "--out", existing)
	if data, _ := os.ReadFile(existing); !strings.Contains(string(data), "0x5FbDB") {
		t.Errorf("deploy --out touched the existing file: %s", data)
	}
	wantFail(t, 2, []string{"--force only applies with --out"}, nil, "deploy", "--rpc", "http://127.0.0.1:1", "--force")
}

// The daemon reports a busy port before it creates anything, refuses a deployment file that contradicts
// its configured chain or escrow, and honours ASA_DAEMON_CHAIN_ID.
func TestDaemonStartMessages(t *testing.T) {
	node := startAnvil(t, anvil.Options{})
	dir := t.TempDir()
	depFile := filepath.Join(dir, "deployment.json")
	mustRun(t, []string{devKeyEnv(t, 9)}, "deploy", "--rpc", node.URL(), "--dev", "--out", depFile)
	key := devKeyEnv(t, 8)

	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	db := filepath.Join(dir, "db", "asa.db")
	wantFail(t, 1, []string{"listen on " + busy.Addr().String(), "address already in use", "--listen"}, []string{key},
		"daemon", "--rpc", node.URL(), "--deployment", depFile, "--db", db, "--listen", busy.Addr().String())
	if _, err := os.Stat(filepath.Dir(db)); !os.IsNotExist(err) {
		t.Errorf("the daemon created %s before reporting the busy port (stat: %v)", filepath.Dir(db), err)
	}

	// A deployment on chain 31337 against a configured chain id 5: refused, both named.
	wantFail(t, 1, []string{"disagrees with the configuration", "chainId: configured 5", "deployment on chain 31337"}, []string{key, "ASA_DAEMON_CHAIN_ID=5"},
		"daemon", "--rpc", node.URL(), "--deployment", depFile, "--db", db, "--listen", "127.0.0.1:0")
	wantFail(t, 1, []string{"disagrees with the configuration", "escrow: configured 0x0000000000000000000000000000000000000001"}, []string{key},
		"daemon", "--rpc", node.URL(), "--deployment", depFile, "--escrow", "0x0000000000000000000000000000000000000001", "--db", db, "--listen", "127.0.0.1:0")
	// ASA_DAEMON_CHAIN_ID on its own is checked against the node.
	config := filepath.Join(dir, "daemon.json")
	if err := os.WriteFile(config, []byte(`{"escrow": "`+readDeployment(t, depFile)+`"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	wantFail(t, 1, []string{"wrong chain: config says 5", "chain 31337"}, []string{key, "ASA_DAEMON_CHAIN_ID=5"},
		"daemon", "--rpc", node.URL(), "--config", config, "--db", db, "--listen", "127.0.0.1:0")
	wantFail(t, 1, []string{"wrong chain: config says 7"}, []string{key},
		"daemon", "--rpc", node.URL(), "--config", config, "--chain-id", "7", "--db", db, "--listen", "127.0.0.1:0")

	// A malformed secret key or egress allow-list: refused, saying what is wrong, never echoing the key.
	_, errOut, code := runAsa(t, []string{key, "ASA_DAEMON_SECRET_KEY=c2hvcnQta2V5"}, "daemon", "--rpc", node.URL(), "--deployment", depFile, "--db", db, "--listen", "127.0.0.1:0")
	if code != 1 || !strings.Contains(errOut, "ASA_DAEMON_SECRET_KEY") || !strings.Contains(errOut, "openssl rand -base64 32") || strings.Contains(errOut, "c2hvcnQta2V5") {
		t.Errorf("a malformed secret key: exit %d, %s", code, errOut)
	}
	wantFail(t, 1, []string{"egress", "allow-list entry \"hooks.internal\"", "host:port"}, []string{key},
		"daemon", "--rpc", node.URL(), "--deployment", depFile, "--db", db, "--listen", "127.0.0.1:0", "--egress-allow", "10.0.0.0/8,hooks.internal")

	// And with everything consistent it starts.
	d := startAsa(t, []string{key, "ASA_DAEMON_CHAIN_ID=31337"}, "daemon", "--rpc", node.URL(), "--deployment", depFile, "--db", db, "--listen", "127.0.0.1:0")
	eventually(t, 20*time.Second, "the daemon to listen", func() bool { _, e := d.output(); return strings.Contains(e, "listening on http://") })
}

func readDeployment(t *testing.T, path string) string {
	t.Helper()
	var d struct{ Escrow string }
	if err := readJSONFile(path, &d); err != nil {
		t.Fatal(err)
	}
	return d.Escrow
}

func TestDurationText(t *testing.T) {
	for d, want := range map[time.Duration]string{
		0: "0 s", 12 * time.Second: "12 s", 4*time.Minute + 10*time.Second: "4 m 10 s", time.Hour + 59*time.Minute + 30*time.Second: "1 h 59 m",
		2 * time.Hour: "2 h", 50*time.Hour + 5*time.Minute: "2 d 2 h", 3 * 24 * time.Hour: "3 d",
	} {
		if got := durationText(d); got != want {
			t.Errorf("durationText(%s) = %q, want %q", d, got, want)
		}
	}
	for text, want := range map[string]time.Duration{"2h": 2 * time.Hour, "90m": 90 * time.Minute, "1d": 24 * time.Hour, "1d2h": 26 * time.Hour, "7200": 2 * time.Hour} {
		if got, err := parseDuration(text); err != nil || got != want {
			t.Errorf("parseDuration(%q) = %s, %v; want %s", text, got, err, want)
		}
	}
}

// A CLI that helps: mistyped commands and flags get a suggestion and the command's usage line, not the
// flag dump; --version names the module and the commit; with --json every error, usage errors included,
// is one JSON object with a stable code.
func TestCLIHelps(t *testing.T) {
	cases := []struct {
		args   []string
		stderr []string
		not    []string
	}{
		{args: []string{"jbo", "create"}, stderr: []string{`unknown command "jbo"; did you mean job?`}},
		{args: []string{"job", "fnd"}, stderr: []string{`unknown command "fnd"; did you mean job fund?`, "job fund"}},
		{args: []string{"reslt"}, stderr: []string{`unknown command "reslt"; did you mean result?`}},
		// Commands of three words: the group of the first two, and a suggestion for the third.
		{args: []string{"job", "agreement", "regster"}, stderr: []string{`unknown command "regster"; did you mean job agreement register?`, "job agreement register"}},
		{args: []string{"job", "agreement"}, stderr: []string{"usage: asa job agreement <command>", "job agreement register"}},
		{args: []string{"job", "agreement", "register", "--fil", "x"}, stderr: []string{"asa job agreement register: unknown flag --fil; did you mean --file?"}},
		{args: []string{"job", "fund", "--jb", "3"}, stderr: []string{"asa job fund: unknown flag --jb; did you mean --job?", "usage: asa job fund --job ID", "run 'asa job fund --help' for its flags"},
			not: []string{"flag provided but not defined", "-password-file", "exit codes"}},
		{args: []string{"result", "post", "--daemn", "x"}, stderr: []string{"unknown flag --daemn; did you mean --daemon?"}, not: []string{"-password-file"}},
		{args: []string{"job", "status", "--zzzzzz"}, stderr: []string{"unknown flag --zzzzzz"}, not: []string{"did you mean", "-password-file"}},
		{args: []string{"chain", "warp"}, stderr: []string{"usage: asa chain warp DURATION"}, not: []string{"-password-file"}},
	}
	for _, c := range cases {
		out, errOut, code := runAsa(t, nil, c.args...)
		if code != 2 || out != "" {
			t.Errorf("asa %v: exit %d, stdout %q; want 2 and nothing on stdout", c.args, code, out)
		}
		for _, w := range c.stderr {
			if !strings.Contains(errOut, w) {
				t.Errorf("asa %v: stderr lacks %q:\n%s", c.args, w, errOut)
			}
		}
		for _, w := range c.not {
			if strings.Contains(errOut, w) {
				t.Errorf("asa %v: stderr has %q:\n%s", c.args, w, errOut)
			}
		}
	}

	// --json: usage errors are JSON too, with a stable code.
	for _, c := range []struct {
		args []string
		code string
		exit int
	}{
		{[]string{"frobnicate", "--json"}, "unknown_command", 2},
		{[]string{"job", "fnd", "--json"}, "unknown_command", 2},
		{[]string{"job", "fund", "--jb", "3", "--json"}, "unknown_flag", 2},
		{[]string{"job", "fund", "--json"}, "usage", 2},
		{[]string{"job", "status", "--json", "extra"}, "usage", 2},
		{[]string{"job", "status", "--job", "1", "--json", "--rpc", "http://127.0.0.1:1", "--escrow", "0x5FbDB2315678afecb367f032d93F642f64180aa3"}, "unreachable", 1},
	} {
		out, errOut, exit := runAsa(t, nil, c.args...)
		var got map[string]string
		if exit != c.exit || out != "" || json.Unmarshal([]byte(errOut), &got) != nil || got["code"] != c.code || got["error"] == "" {
			t.Errorf("asa %v: exit %d, stderr %q; want exit %d and one JSON object with code %q", c.args, exit, errOut, c.exit, c.code)
		}
	}

	// --version: the module, and the commit (from the build info, or stamped by make build).
	out, _, code := runAsa(t, nil, "--version")
	if code != 0 || !strings.HasPrefix(out, "asa ") || !strings.Contains(out, "github.com/asa-escrow/asa") || !strings.Contains(out, "commit") {
		t.Errorf("asa --version: exit %d: %q", code, out)
	}
	var v struct{ Module, Version, Go string }
	out, _, code = runAsa(t, nil, "--version", "--json")
	if code != 0 || json.Unmarshal([]byte(out), &v) != nil || v.Module != "github.com/asa-escrow/asa" || v.Version == "" || !strings.HasPrefix(v.Go, "go") {
		t.Errorf("asa --version --json: exit %d: %q", code, out)
	}
}

// The suggestion is the nearest name within a third of the word's length (at least 2 edits).
func TestSuggest(t *testing.T) {
	names := []string{"job", "result", "deploy", "daemon", "balance"}
	for word, want := range map[string]string{"jb": "job", "rsult": "result", "deamon": "daemon", "balanse": "balance", "xyz": "", "deployment": ""} {
		if got := suggest(word, names); got != want {
			t.Errorf("suggest(%q) = %q, want %q", word, got, want)
		}
	}
	if levenshtein("kitten", "sitting") != 3 || levenshtein("", "abc") != 3 || levenshtein("same", "same") != 0 {
		t.Error("levenshtein")
	}
}
