package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/asa-escrow/asa/anvil"
)

// result post against a daemon that trails the chain (it polls once an hour, so it never sees the job):
// the chain has the submission, so result post says the daemon is behind and waits for it, then gives up
// with code daemon_behind; not with the "not submitted" verdict, which would be wrong here.
func TestResultPostDaemonBehind(t *testing.T) {
	node := startAnvil(t, anvil.Options{})
	dir := t.TempDir()
	depFile := filepath.Join(dir, "deployment.json")
	mustRun(t, []string{devKeyEnv(t, 9)}, "deploy", "--rpc", node.URL(), "--dev", "--out", depFile)
	on := []string{"--rpc", node.URL(), "--deployment", depFile}
	config := filepath.Join(dir, "daemon.json")
	if err := os.WriteFile(config, []byte(`{"pollInterval": "1h"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	d := startAsa(t, []string{devKeyEnv(t, 8)}, "daemon", "--config", config, "--rpc", node.URL(), "--deployment", depFile,
		"--db", filepath.Join(dir, "asa.db"), "--listen", "127.0.0.1:0", "--log-level", "warn")
	listening := regexp.MustCompile(`listening on (http://[0-9.:]+)`)
	var daemonURL string
	eventually(t, 20*time.Second, "the daemon to listen", func() bool {
		_, errOut := d.output()
		if m := listening.FindStringSubmatch(errOut); m != nil {
			daemonURL = m[1]
		}
		return daemonURL != ""
	})
	examples := filepath.Join("..", "..", "examples")
	client, provider, evaluator := devKeyEnv(t, 0), devKeyEnv(t, 1), devKeyEnv(t, 2)
	mustRun(t, []string{client}, append([]string{"job", "create", "--agreement", filepath.Join(examples, "agreement.json")}, on...)...)
	mustRun(t, []string{client}, append([]string{"job", "fund", "--job", "1", "--agreement", filepath.Join(examples, "agreement.json")}, on...)...)
	mustRun(t, []string{provider}, append([]string{"job", "accept", "--job", "1", "--agreement", filepath.Join(examples, "agreement.json")}, on...)...)
	mustRun(t, []string{provider}, append([]string{"job", "submit", "--job", "1", "--file", filepath.Join(examples, "report.md")}, on...)...)
	body := filepath.Join(dir, "result.json")
	mustRun(t, []string{evaluator}, append([]string{"result", "sign", "--job", "1", "--result", filepath.Join(examples, "verification.json"),
		"--deliverable", filepath.Join(examples, "report.md"), "--out", body}, on...)...)

	wantFail(t, 1, []string{"the chain has job 1 Submitted", "the daemon has not seen it yet: it is behind; waiting for it", "the daemon is behind the chain"}, nil,
		append([]string{"result", "post", "--daemon", daemonURL, "--body", body, "--retry-for", "2s"}, on...)...)
	_, errOut, code := runAsa(t, nil, append([]string{"result", "post", "--daemon", daemonURL, "--body", body, "--retry-for", "2s", "--json"}, on...)...)
	if code != 1 || !strings.Contains(errOut, `"code":"daemon_behind"`) {
		t.Errorf("result post --json to a daemon behind the chain: exit %d, want 1 with code daemon_behind:\n%s", code, errOut)
	}
	// Without a chain to ask, it cannot tell: the daemon's own refusal, as before.
	_, errOut, code = runAsa(t, nil, "result", "post", "--daemon", daemonURL, "--body", body, "--retry-for", "0", "--json")
	if code != 1 || !strings.Contains(errOut, `"code":"daemon_refused"`) {
		t.Errorf("result post without a chain: exit %d, want 1 with code daemon_refused:\n%s", code, errOut)
	}
}
