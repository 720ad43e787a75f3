package main

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/internal/settings"
)

// sampleFor is a value of the setting f, unlike its default, as the environment or a flag spells it.
func sampleFor(t *testing.T, f settings.Field) string {
	t.Helper()
	def := daemon.DefaultConfig()
	switch reflect.TypeOf(def).FieldByIndex(fieldIndex(t, f)).Type.String() {
	case "string":
		return "http://sample.example:7/" + f.Path
	case "bool":
		return "yes"
	case "uint64", "int", "int64":
		return "7"
	case "daemon.Duration":
		return "7s"
	case "quota.Limit":
		return "7/1s"
	case "[]string":
		return "10.9.0.0/16,hooks.internal:8443"
	}
	t.Fatalf("%s: no sample for its type", f.Path)
	return ""
}

// fieldIndex finds f's struct field by its file name (settings keeps the index to itself).
func fieldIndex(t *testing.T, f settings.Field) []int {
	t.Helper()
	typ := reflect.TypeOf(daemon.Config{})
	var index []int
	for _, part := range strings.Split(f.Path, ".") {
		found := false
		for i := 0; i < typ.NumField(); i++ {
			name, _, _ := strings.Cut(typ.Field(i).Tag.Get("json"), ",")
			if name == part {
				index, typ, found = append(index, i), typ.Field(i).Type, true
				break
			}
		}
		if !found {
			t.Fatalf("%s: no field %q", f.Path, part)
		}
	}
	return index
}

func mapEnv(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

// TestDaemonEnvFromDeclaration: every environment variable and alias declared by daemon.Config reaches
// its field through the daemon's own merge (daemonConfig), and every flag and alias does too, winning over
// the variable.
func TestDaemonEnvFromDeclaration(t *testing.T) {
	fields := settings.Fields(&daemon.Config{})
	if len(fields) < 30 {
		t.Fatalf("only %d declared settings", len(fields))
	}
	for _, f := range fields {
		sample := sampleFor(t, f)
		want := daemon.DefaultConfig()
		if err := f.Set(&want, sample, false); err != nil {
			t.Fatalf("%s: %v", f.Path, err)
		}
		def := daemon.DefaultConfig()
		if f.String(&want) == f.String(&def) {
			t.Fatalf("%s: the sample %q is the default", f.Path, sample)
		}
		for _, name := range f.Env {
			e := &env{getenv: mapEnv(map[string]string{name: sample})}
			got, err := daemonConfig(e, "", "", nil)
			if err != nil {
				t.Fatalf("%s=%s: %v", name, sample, err)
			}
			if f.String(&got) != f.String(&want) {
				t.Errorf("%s=%s: %s is %q, want %q", name, sample, f.Path, f.String(&got), f.String(&want))
			}
		}
		for _, name := range f.Flags {
			// The environment says the default (or, for a setting without one, nothing): the flag wins.
			e := &env{getenv: mapEnv(map[string]string{f.Env[0]: f.String(&def)})}
			fs := flag.NewFlagSet("daemon", flag.ContinueOnError)
			defaults := daemon.DefaultConfig()
			rec := settings.Flags(fs, &defaults)
			if err := fs.Parse([]string{"--" + name + "=" + sample}); err != nil {
				t.Fatalf("--%s=%s: %v", name, sample, err)
			}
			got, err := daemonConfig(e, "", "", rec)
			if err != nil {
				t.Fatalf("--%s=%s: %v", name, sample, err)
			}
			if f.String(&got) != f.String(&want) {
				t.Errorf("--%s=%s: %s is %q, want %q", name, sample, f.Path, f.String(&got), f.String(&want))
			}
		}
	}
}

// TestDaemonSettingsKeepTheirNames: every option the daemon had keeps its environment variable and flag.
func TestDaemonSettingsKeepTheirNames(t *testing.T) {
	byPath := map[string]settings.Field{}
	for _, f := range settings.Fields(&daemon.Config{}) {
		byPath[f.Path] = f
	}
	for path, names := range map[string][2]string{
		"rpc": {"ASA_DAEMON_RPC", ""}, "escrow": {"ASA_DAEMON_ESCROW", "escrow"}, "startBlock": {"ASA_DAEMON_START_BLOCK", "start-block"},
		"confirmations": {"ASA_DAEMON_CONFIRMATIONS", "confirmations"}, "chainId": {"ASA_DAEMON_CHAIN_ID", "chain-id"},
		"db": {"ASA_DAEMON_DB", "db"}, "replica": {"ASA_DAEMON_REPLICA", "replica"}, "leaseTTL": {"ASA_DAEMON_LEASE_TTL", "lease-ttl"},
		"dbConns": {"ASA_DAEMON_DB_CONNS", ""}, "listen": {"ASA_DAEMON_LISTEN", "listen"}, "publicUrl": {"ASA_DAEMON_PUBLIC_URL", "public-url"},
		"logFormat": {"ASA_DAEMON_LOG_FORMAT", "log-format"}, "logLevel": {"ASA_DAEMON_LOG_LEVEL", "log-level"},
		"keystore": {"ASA_DAEMON_KEYSTORE", ""}, "passwordFile": {"ASA_DAEMON_PASSWORD_FILE", ""}, "x402": {"ASA_DAEMON_X402", "x402"},
		"x402Keystore": {"ASA_DAEMON_X402_KEYSTORE", "x402-keystore"}, "x402PasswordFile": {"ASA_DAEMON_X402_PASSWORD_FILE", "x402-password-file"},
		"x402PublicUrl": {"ASA_DAEMON_X402_PUBLIC_URL", "x402-public-url"}, "offerKeystore": {"ASA_DAEMON_OFFER_KEYSTORE", "offer-keystore"},
		"offerPasswordFile": {"ASA_DAEMON_OFFER_PASSWORD_FILE", "offer-password-file"}, "a2aAnsName": {"ASA_DAEMON_A2A_ANS_NAME", "a2a-ans-name"},
		"tlsCertFile": {"ASA_DAEMON_TLS_CERT_FILE", "tls-cert"}, "tlsKeyFile": {"ASA_DAEMON_TLS_KEY_FILE", "tls-key"},
		"egress.allow": {"ASA_DAEMON_EGRESS_ALLOW", "egress-allow"}, "egress.proxy": {"ASA_DAEMON_EGRESS_PROXY", "egress-proxy"},
		"secretKeyFile": {"ASA_DAEMON_SECRET_KEY_FILE", "secret-key-file"}, "batchSize": {"", "batch-size"},
		"relayBatchSize": {"", "relay-batch-size"}, "quotas.trustForwardedFor": {"", "quota-trust-forwarded-for"},
		"quotas.signinNonces": {"", "quota-signin-nonces"}, "quotas.contractChecks": {"", "quota-contract-checks"},
	} {
		f, ok := byPath[path]
		if !ok {
			t.Errorf("%s: no longer declared", path)
			continue
		}
		if names[0] != "" && (len(f.Env) == 0 || f.Env[0] != names[0]) {
			t.Errorf("%s: environment %v, want %s first", path, f.Env, names[0])
		}
		if names[1] != "" && (len(f.Flags) == 0 || f.Flags[0] != names[1]) {
			t.Errorf("%s: flags %v, want --%s", path, f.Flags, names[1])
		}
	}
	// The RPC URL: the daemon's own variable wins over ASA_RPC, which wins over Foundry's ETH_RPC_URL.
	got, err := daemonConfig(&env{getenv: mapEnv(map[string]string{"ASA_DAEMON_RPC": "http://a:1", "ASA_RPC": "http://b:1", "ETH_RPC_URL": "http://c:1"})}, "", "", nil)
	if err != nil || got.RPC != "http://a:1" {
		t.Errorf("ASA_DAEMON_RPC beside ASA_RPC and ETH_RPC_URL: %q, %v", got.RPC, err)
	}
	got, err = daemonConfig(&env{getenv: mapEnv(map[string]string{"ASA_RPC": "http://b:1", "ETH_RPC_URL": "http://c:1"})}, "", "", nil)
	if err != nil || got.RPC != "http://b:1" {
		t.Errorf("ASA_RPC beside ETH_RPC_URL: %q, %v", got.RPC, err)
	}
}

// TestDaemonPrecedence: defaults < file < environment < flags, and a flag given at its default value
// still wins over the file.
func TestDaemonPrecedence(t *testing.T) {
	file := filepath.Join(t.TempDir(), "daemon.json")
	if err := os.WriteFile(file, []byte(`{"batchSize": 9, "listen": "127.0.0.1:9001", "logLevel": "debug", "x402": true}`), 0o600); err != nil {
		t.Fatal(err)
	}
	fs := flag.NewFlagSet("daemon", flag.ContinueOnError)
	defaults := daemon.DefaultConfig()
	rec := settings.Flags(fs, &defaults)
	if err := fs.Parse([]string{"--log-level", "info", "--x402=false"}); err != nil {
		t.Fatal(err)
	}
	e := &env{getenv: mapEnv(map[string]string{"ASA_DAEMON_LISTEN": "127.0.0.1:9002", "ASA_DAEMON_LOG_LEVEL": "warn"})}
	got, err := daemonConfig(e, file, "", rec)
	if err != nil {
		t.Fatal(err)
	}
	if got.BatchSize != 9 || got.Listen != "127.0.0.1:9002" || got.LogLevel != "info" || got.X402 || got.DB != defaults.DB {
		t.Errorf("merged: batchSize %d (file 9), listen %s (env), logLevel %s (flag info), x402 %v (flag false), db %s (default)",
			got.BatchSize, got.Listen, got.LogLevel, got.X402, got.DB)
	}
}

// TestDaemonBadBooleanRefused: a boolean the environment spells oddly is an error naming the variable,
// never a silent false; the usual spellings all read.
func TestDaemonBadBooleanRefused(t *testing.T) {
	for v, want := range map[string]bool{"yes": true, "on": true, "1": true, "TRUE": true, "no": false, "off": false, "0": false, "False": false} {
		got, err := daemonConfig(&env{getenv: mapEnv(map[string]string{"ASA_DAEMON_X402": v})}, "", "", nil)
		if err != nil || got.X402 != want {
			t.Errorf("ASA_DAEMON_X402=%s: %v, %v; want %v", v, got.X402, err, want)
		}
	}
	_, errOut, code := runAsa(t, []string{"ASA_DAEMON_X402=maybe"}, "daemon", "--print-config")
	if code != 1 || !strings.Contains(errOut, "ASA_DAEMON_X402") || !strings.Contains(errOut, `"maybe" is not a boolean`) {
		t.Errorf("ASA_DAEMON_X402=maybe: exit %d, %s", code, errOut)
	}
	_, errOut, code = runAsa(t, nil, "daemon", "--x402=maybe", "--print-config")
	if code != 2 || !strings.Contains(errOut, "x402") {
		t.Errorf("--x402=maybe: exit %d, %s", code, errOut)
	}
}

// TestDaemonPrintConfigRedacted: --print-config shows the merged configuration without the credentials
// of the node, database and proxy URLs, and never a key.
func TestDaemonPrintConfigRedacted(t *testing.T) {
	envs := []string{"ETH_RPC_URL=", "ASA_DAEMON_RPC=", devKeyEnv(t, 3), "ASA_DAEMON_SECRET_KEY=" + strings.Repeat("QUJD", 11) + "RA==",
		"ASA_RPC=https://base.example/v2/sekritApiKey123?key=sekritQuery", "ASA_DAEMON_DB=postgres://asa:sekritPass@db.internal/asa",
		"ASA_DAEMON_EGRESS_PROXY=http://proxyuser:sekritProxy@proxy.internal:3128", "ASA_DAEMON_X402_CLEF=http://clef:sekritClef@signer.internal:8550/?token=sekritToken"}
	out, errOut, code := runAsa(t, envs, "daemon", "--print-config", "--escrow", "0x00000000000000000000000000000000000000e5", "--quota-a2a-tasks", "off",
		"--clef", "https://u:sekritSigner@kms.internal/rpc?auth=sekritAuth", "--account", "0x00000000000000000000000000000000000000a8")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if strings.Contains(out+errOut, "sekrit") || strings.Contains(out, "QUJD") {
		t.Errorf("a credential shows:\n%s", out)
	}
	assertNoSecret(t, out+errOut)
	var printed struct {
		RPC    string `json:"rpc"`
		DB     string `json:"db"`
		Escrow string `json:"escrow"`
		Egress struct {
			Proxy string `json:"proxy"`
		} `json:"egress"`
		Quotas struct {
			A2ATasks string `json:"a2aTasks"`
		} `json:"quotas"`
		LeaseTTL string `json:"leaseTTL"`
		Clef     string `json:"clef"`
		Account  string `json:"account"`
		X402Clef string `json:"x402Clef"`
	}
	if err := json.NewDecoder(strings.NewReader(out)).Decode(&printed); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if !strings.HasPrefix(printed.RPC, "https://base.example") || !strings.Contains(printed.DB, "db.internal") ||
		!strings.Contains(printed.Egress.Proxy, "proxy.internal:3128") || printed.Escrow != "0x00000000000000000000000000000000000000e5" ||
		printed.Quotas.A2ATasks != "off" || printed.LeaseTTL != "5s" || !strings.Contains(printed.Clef, "kms.internal") ||
		!strings.Contains(printed.X402Clef, "signer.internal:8550") || printed.Account != "0x00000000000000000000000000000000000000a8" {
		t.Errorf("printed config: %+v", printed)
	}
	// The printed config reads back as a config file (everything but the redacted parts).
	file := filepath.Join(t.TempDir(), "printed.json")
	if err := os.WriteFile(file, []byte(out), 0o600); err != nil {
		t.Fatal(err)
	}
	c := daemon.DefaultConfig()
	if err := c.LoadFile(file); err != nil {
		t.Errorf("the printed config does not load: %v", err)
	}
}

// TestRPCVariablesHonoured: ASA_RPC and Foundry's ETH_RPC_URL (and --rpc-url) reach a real node from
// asa daemon, which logs the node, chain and escrow it uses, and from the other commands.
func TestRPCVariablesHonoured(t *testing.T) {
	node := startAnvil(t, anvil.Options{})
	dir := t.TempDir()
	depFile := filepath.Join(dir, "deployment.json")
	mustRun(t, []string{devKeyEnv(t, 9), "ASA_RPC=", "ETH_RPC_URL=", "ASA_DAEMON_RPC="}, "deploy", "--rpc-url", node.URL(), "--dev", "--out", depFile)
	escrowAddr := readDeployment(t, depFile)
	for _, v := range []string{"ASA_RPC", "ETH_RPC_URL"} {
		envs := []string{"ASA_RPC=", "ETH_RPC_URL=", "ASA_DAEMON_RPC=", v + "=" + node.URL()}
		// Another command: chain mine moves the node's head.
		out := mustRun(t, envs, "chain", "mine", "--json")
		if !strings.Contains(out, "block") {
			t.Errorf("%s: chain mine printed %s", v, out)
		}
		// The daemon starts on that node (not on the default 127.0.0.1:8545) and says so.
		d := startAsa(t, append(envs, devKeyEnv(t, 8)), "daemon", "--deployment", depFile, "--db", filepath.Join(dir, v+".db"),
			"--listen", "127.0.0.1:0", "--log-format", "json")
		eventually(t, 30*time.Second, v+": the daemon to listen", func() bool { _, e := d.output(); return strings.Contains(e, "listening on http://") })
		_, logs := d.output()
		var line struct {
			Msg     string `json:"msg"`
			Node    string `json:"node"`
			Escrow  string `json:"escrow"`
			ChainID uint64 `json:"chainId"`
		}
		found := false
		for _, l := range strings.Split(logs, "\n") {
			if json.Unmarshal([]byte(l), &line) == nil && line.Msg == "daemon config" {
				found = true
				break
			}
		}
		if !found || line.Node != node.URL() || !strings.EqualFold(line.Escrow, escrowAddr) || line.ChainID != 31337 {
			t.Errorf("%s: start log %+v, want node %s, escrow %s, chain 31337\n%s", v, line, node.URL(), escrowAddr, logs)
		}
		_ = d.cmd.Process.Signal(os.Interrupt)
		if code := d.wait(t, 20*time.Second); code != 0 {
			t.Errorf("%s: daemon exit %d", v, code)
		}
	}
	// Without any, the error names every way to give one.
	_, errOut, code := runAsa(t, []string{"ASA_RPC=", "ETH_RPC_URL="}, "chain", "mine")
	if code != 2 || !strings.Contains(errOut, "ETH_RPC_URL") || !strings.Contains(errOut, "--rpc-url") {
		t.Errorf("no RPC: exit %d, %s", code, errOut)
	}
}

// TestREADMEEnvTable: the README's table of daemon environment variables is the one the declaration
// generates (regenerate it with make readme-env, which runs this test with ASA_UPDATE_README=1).
func TestREADMEEnvTable(t *testing.T) {
	const begin, end = "<!-- BEGIN GENERATED: daemon environment (make readme-env) -->\n", "<!-- END GENERATED: daemon environment -->"
	path := filepath.Join("..", "..", "README.md")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	i, j := strings.Index(text, begin), strings.Index(text, end)
	if i < 0 || j < i {
		t.Fatalf("README.md has no generated environment table between %q and %q", begin, end)
	}
	defaults := daemon.DefaultConfig()
	table := settings.EnvTable(&defaults)
	if text[i+len(begin):j] == table {
		return
	}
	if os.Getenv("ASA_UPDATE_README") == "1" {
		if err := os.WriteFile(path, []byte(text[:i+len(begin)]+table+text[j:]), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("README.md's environment table is stale: run make readme-env")
}
