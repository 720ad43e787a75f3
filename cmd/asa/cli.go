package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"runtime/debug"
	"sort"
	"strings"

	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
)

// Stable error codes of `--json` errors ({"error", "code", "command"} on stderr). Scripts may branch on
// them; the messages may change.
const (
	codeUsage           = "usage"           // a missing or malformed flag or argument (exit 2)
	codeUnknownCommand  = "unknown_command" // no such command (exit 2)
	codeUnknownFlag     = "unknown_flag"    // no such flag (exit 2)
	codeUnknownJob      = "unknown_job"     // no such job on the escrow
	codeWrongRole       = "wrong_role"      // the key is not the party the action needs (the message names who may)
	codeWrongState      = "wrong_state"     // the job is not in the state the action needs, or its deadline passed (the message says when)
	codeInvalidDocument = "invalid_document"
	codeUnreachable     = "unreachable"   // the node or the daemon did not answer
	codeReverted        = "reverted"      // the escrow refused the call
	codeNotSubmitted    = "not_submitted" // result post: the job has no submission on chain
	codeDaemonBehind    = "daemon_behind" // result post: the chain has the submission, the daemon not yet
	codeDaemonRefused   = "daemon_refused"
	codeFailed          = "failed" // anything else
)

// codedError gives an error its stable code.
type codedError struct {
	code string
	err  error
}

func (c codedError) Error() string { return c.err.Error() }
func (c codedError) Unwrap() error { return c.err }

func withCode(code string, err error) error { return codedError{code: code, err: err} }

// errorCode classifies err for --json output.
func errorCode(err error) string {
	var ce codedError
	var ue usageError
	var ve *settlement.ValidationError
	var re *escrow.RevertError
	var ae *asaclient.APIError
	var ne net.Error
	var ue2 *url.Error
	switch {
	case errors.As(err, &ce):
		return ce.code
	case errors.As(err, &ue):
		return codeUsage
	case errors.Is(err, asaclient.ErrUnknownJob):
		return codeUnknownJob
	case errors.Is(err, asaclient.ErrWrongRole):
		return codeWrongRole
	case errors.Is(err, asaclient.ErrWrongState):
		return codeWrongState
	case errors.As(err, &ve):
		return codeInvalidDocument
	case errors.As(err, &re) || escrow.DecodeRevert(err) != nil:
		return codeReverted
	case errors.As(err, &ae):
		return codeDaemonRefused
	case errors.As(err, &ne), errors.As(err, &ue2):
		return codeUnreachable
	}
	return codeFailed
}

// levenshtein is the edit distance between a and b.
func levenshtein(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur := make([]int, len(rb)+1)
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev = cur
	}
	return prev[len(rb)]
}

// suggest returns the candidate closest to name (by edit distance, at most a third of its length and at
// least 2), or "" when none is close.
func suggest(name string, candidates []string) string {
	best, bestD := "", max(2, len(name)/3)+1
	sorted := append([]string(nil), candidates...)
	sort.Strings(sorted)
	for _, c := range sorted {
		if d := levenshtein(name, c); d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

// didYouMean is "; did you mean X?" for a suggestion, else "".
func didYouMean(s string) string {
	if s == "" {
		return ""
	}
	return fmt.Sprintf("; did you mean %s?", s)
}

// topNames are the first words of every command ("job", "deploy", ...).
func topNames() []string {
	seen := map[string]bool{}
	var out []string
	for _, c := range commands {
		w, _, _ := strings.Cut(c.name, " ")
		if !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}

// wantsJSON reports whether the arguments ask for --json (before "--"), so that even errors found while
// parsing them are answered in JSON.
func wantsJSON(args []string) bool {
	for _, a := range args {
		if a == "--" {
			return false
		}
		switch a {
		case "--json", "-json", "--json=true", "-json=true":
			return true
		}
	}
	return false
}

// usageFailure reports a usage error: for a human the message, the command's usage line and where its
// flags are listed (not the whole flag list); with --json one object on stderr.
func usageFailure(w io.Writer, jsonOut bool, cmd, usage, code, msg string) {
	if jsonOut {
		out := map[string]string{"error": msg, "code": code, "command": cmd}
		if usage != "" {
			out["usage"] = "asa " + cmd + " " + usage
		}
		_ = json.NewEncoder(w).Encode(out)
		return
	}
	if cmd == "" {
		fmt.Fprintf(w, "asa: %s\n", msg)
		fmt.Fprintln(w, "run 'asa help' for the list of commands")
		return
	}
	fmt.Fprintf(w, "asa %s: %s\n", cmd, msg)
	if usage != "" {
		fmt.Fprintf(w, "usage: asa %s %s\n", cmd, strings.SplitN(usage, "\n", 2)[0])
	}
	fmt.Fprintf(w, "run 'asa %s --help' for its flags\n", cmd)
}

// buildVersion is the module version and VCS state the binary was built from.
type buildVersion struct {
	Module   string `json:"module"`
	Version  string `json:"version"`
	Commit   string `json:"commit,omitempty"`
	Time     string `json:"commitTime,omitempty"`
	Modified bool   `json:"modified,omitempty"`
	Go       string `json:"go"`
}

// buildCommit is the commit `make build` stamps with -ldflags "-X main.buildCommit=..." for builds that
// carry no VCS settings (GOFLAGS=-buildvcs=false, or a git work tree the go command does not stamp).
var buildCommit string

func readVersion() buildVersion {
	v := buildVersion{Module: "github.com/asa-escrow/asa", Version: "(unknown)", Commit: buildCommit}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return v
	}
	v.Go = bi.GoVersion
	if bi.Main.Path != "" {
		v.Module = bi.Main.Path
	}
	if bi.Main.Version != "" {
		v.Version = bi.Main.Version
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			v.Commit = s.Value
		case "vcs.time":
			v.Time = s.Value
		case "vcs.modified":
			v.Modified = s.Value == "true"
		}
	}
	return v
}

func printVersion(w io.Writer, jsonOut bool) {
	v := readVersion()
	if jsonOut {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		_ = enc.Encode(v)
		return
	}
	line := fmt.Sprintf("asa %s (%s", v.Version, v.Module)
	if v.Commit == "" {
		line += ", commit unknown: built without VCS stamping"
	} else {
		line += ", commit " + v.Commit
		if v.Modified {
			line += " with local changes"
		}
		if v.Time != "" {
			line += " of " + v.Time
		}
	}
	fmt.Fprintln(w, line+", "+v.Go+")")
}
