package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// Issue 25: an RPC URL's credentials (a key in the path, an API key in the query, a password) never reach
// the CLI's output: not when the node is not there, not when the URL does not parse, not when the daemon's
// configuration refuses it.
func TestRPCCredentialsStayOutOfErrors(t *testing.T) {
	const key, apiKey, password = "k3yf00dcafe0123456789", "apik3y-zebra-4242", "pw-s3cr3t-horse-battery"
	creds := "asa-ops:" + password + "@"
	tail := "/v2/" + key + "?apikey=" + apiKey
	escrow := "0x5FbDB2315678afecb367f032d93F642f64180aa3"
	db := filepath.Join(t.TempDir(), "asa.db")
	for _, args := range [][]string{
		{"chain", "mine", "--rpc", "http://" + creds + "127.0.0.1:1" + tail},
		{"chain", "mine", "--rpc", "http://" + creds + "[::1" + tail},
		{"chain", "mine", "--rpc", "ftp://" + creds + "node.example" + tail},
		{"chain", "mine", "--rpc", creds + "node.example" + tail},
		{"daemon", "--rpc", "ftp://" + creds + "node.example" + tail, "--escrow", escrow, "--db", db, "--listen", "127.0.0.1:0"},
		{"daemon", "--rpc", "http://" + creds + "127.0.0.1:1" + tail, "--escrow", escrow, "--db", db, "--listen", "127.0.0.1:0"},
	} {
		out, errOut, code := runAsa(t, []string{devKeyEnv(t, 0)}, args...)
		if code == 0 {
			t.Fatalf("asa %v succeeded", args)
		}
		for _, secret := range []string{key, apiKey, password} {
			if strings.Contains(out+errOut, secret) {
				t.Errorf("asa %s %s ... shows %q:\n%s%s", args[0], args[1], secret, out, errOut)
			}
		}
		if strings.TrimSpace(errOut) == "" {
			t.Errorf("asa %v: no error message", args)
		}
		t.Logf("asa %s %s: %s", args[0], args[1], strings.SplitN(strings.TrimSpace(errOut), "\n", 2)[0])
	}
}
