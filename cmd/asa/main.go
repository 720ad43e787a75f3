// Command asa is the one binary of the ASA escrow bridge: deploy the escrow, drive jobs as a client,
// provider or evaluator, and run the settlement daemon.
//
//	asa deploy --rpc URL [--dev]
//	asa daemon --config FILE
//	asa job create|fund|accept|submit|status|watch|challenge|resolve ...
//	asa job agreement register --job N --file F   (the agreement document to the daemon, after creation)
//	asa result sign|post ...
//	asa chain warp DURATION | chain mine [N]   (anvil's clock and blocks)
//	asa balance [ADDR]
//	asa withdraw [--credited ADDR]
//	asa account new|import|list   (keystore files; sign with --account NAME)
//	asa receipt verify FILE   (a funding receipt's signatures, then the chain)
//	asa reputation ADDR [--verify]   (track record recomputed from the escrow's events; checks a daemon's signed answer)
//	asa ledger deposit|status|withdraw|exit --ledger ADDR [--operator URL]   (a party of a netted ledger, docs/ledger.md)
//	asa dev [--once]          (make run: local anvil, escrow, daemon and a scripted scenario)
//	asa --version             (module version and VCS commit)
//
// Global flags (every subcommand): --rpc, --network, --networks-file, --account, --keystore-dir, --keystore,
// --password-file, --clef, --json. The signer is a keystore account (--account NAME or ADDRESS, Foundry's
// ~/.foundry/keystores by default; the password from --password-file, ASA_KEYSTORE_PASSWORD or a prompt),
// a keystore file (--keystore), a remote signer speaking Clef's API (--clef URL), else the hex key in
// ASA_PRIVATE_KEY (package wallet). Run `asa help` for the list. Exit codes:
// 0 success, 1 failure (the message says what to do next), 2 usage error. A mistyped command or flag gets
// a suggestion; with --json every error, usage errors included, is one JSON object on stderr with a stable
// code (cli.go).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sort"
	"strings"
	"syscall"
)

// Exit codes.
const (
	exitOK    = 0
	exitError = 1
	exitUsage = 2
)

// command is one subcommand.
type command struct {
	name    string
	summary string
	usage   string
	flags   func(fs *flag.FlagSet) // subcommand flags besides the globals
	// args is the most positional arguments the command takes (after its flags); they reach run in e.args.
	args int
	run  func(ctx context.Context, e *env) error
}

// usageError marks errors caused by how the command was called (exit code 2).
type usageError struct{ msg string }

func (u usageError) Error() string { return u.msg }

func usagef(format string, a ...any) error { return usageError{fmt.Sprintf(format, a...)} }

var commands []*command

func register(c *command) { commands = append(commands, c) }

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr, os.Getenv)
	stop()
	os.Exit(code)
}

// run executes one invocation and returns the process exit code.
func run(ctx context.Context, args []string, stdout, stderr io.Writer, getenv func(string) string) int {
	if len(args) == 0 {
		printHelp(stderr)
		return exitUsage
	}
	jsonOut := wantsJSON(args)
	if args[0] == "help" || args[0] == "-h" || args[0] == "--help" || args[0] == "-help" {
		if len(args) > 1 { // asa help job create
			return run(ctx, append(args[1:], "--help"), stdout, stderr, getenv)
		}
		printHelp(stdout)
		return exitOK
	}
	if args[0] == "--version" || args[0] == "-version" || args[0] == "version" {
		printVersion(stdout, jsonOut)
		return exitOK
	}
	name, rest := args[0], args[1:]
	// Commands of several words: "job create", "result sign", "job agreement register".
	for len(rest) > 0 && !strings.HasPrefix(rest[0], "-") && find(name) == nil {
		next := name + " " + rest[0]
		if find(next) == nil && len(groupOf(next)) == 0 {
			break
		}
		name, rest = next, rest[1:]
	}
	c := find(name)
	if c == nil {
		if group := groupOf(name); len(group) > 0 {
			// "asa job", "asa job --help", "asa job frobnicate"
			helpAsked := len(rest) > 0 && isHelpFlag(rest[0])
			if !helpAsked && len(rest) > 0 && !strings.HasPrefix(rest[0], "-") {
				var subs []string
				seen := map[string]bool{}
				for _, g := range group {
					sub, _, _ := strings.Cut(strings.TrimPrefix(g.name, name+" "), " ")
					if !seen[sub] {
						seen[sub] = true
						subs = append(subs, sub)
					}
				}
				msg := fmt.Sprintf("unknown command %q%s", rest[0], didYouMean(suggestCommand(name, rest[0], subs)))
				if jsonOut {
					usageFailure(stderr, true, name, "<command> [flags]", codeUnknownCommand, msg)
					return exitUsage
				}
				fmt.Fprintf(stderr, "asa %s: %s\n\n", name, msg)
			}
			w := stderr
			if helpAsked {
				w = stdout
			}
			printGroupHelp(w, name, group)
			if helpAsked {
				return exitOK
			}
			return exitUsage
		}
		msg := fmt.Sprintf("unknown command %q%s", name, didYouMean(suggestCommand("", name, topNames())))
		usageFailure(stderr, jsonOut, "", "", codeUnknownCommand, msg)
		return exitUsage
	}
	fs := flag.NewFlagSet("asa "+c.name, flag.ContinueOnError)
	e := &env{stdout: stdout, stderr: stderr, getenv: getenv}
	e.globalFlags(fs)
	if c.flags != nil {
		c.flags(fs)
	}
	// The flag package's own messages and flag dump are replaced by usageFailure (a parse error) and
	// fullUsage (help asked for).
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	fullUsage := func(w io.Writer) {
		fmt.Fprintf(w, "usage: asa %s %s\n\n%s\n\nflags:\n", c.name, c.usage, c.summary)
		fs.SetOutput(w)
		fs.PrintDefaults()
		fs.SetOutput(io.Discard)
		fmt.Fprintln(w, "\nexit codes: 0 success, 1 failure (the message says what to do next), 2 usage error")
	}
	parse := func(a []string) int {
		err := fs.Parse(a)
		switch {
		case err == nil:
			return -1
		case errors.Is(err, flag.ErrHelp):
			fullUsage(stdout)
			return exitOK
		}
		code, msg := codeUsage, err.Error()
		if bad, ok := strings.CutPrefix(msg, "flag provided but not defined: -"); ok {
			var known []string
			fs.VisitAll(func(f *flag.Flag) { known = append(known, f.Name) })
			s := suggest(strings.TrimLeft(bad, "-"), known)
			if s != "" {
				s = "--" + s
			}
			code, msg = codeUnknownFlag, fmt.Sprintf("unknown flag --%s%s", strings.TrimLeft(bad, "-"), didYouMean(s))
		}
		usageFailure(stderr, jsonOut, c.name, c.usage, code, msg)
		return exitUsage
	}
	if code := parse(rest); code >= 0 {
		return code
	}
	// Flags may also follow positional arguments ("asa chain warp 2h --rpc URL").
	for fs.NArg() > 0 && len(e.args) < c.args {
		e.args = append(e.args, fs.Arg(0))
		if code := parse(fs.Args()[1:]); code >= 0 {
			return code
		}
	}
	if fs.NArg() > 0 {
		usageFailure(stderr, jsonOut, c.name, c.usage, codeUsage, fmt.Sprintf("unexpected arguments %v", fs.Args()))
		return exitUsage
	}
	if err := c.run(ctx, e); err != nil {
		var ue usageError
		if errors.As(err, &ue) {
			usageFailure(stderr, e.jsonOut, c.name, c.usage, codeUsage, err.Error())
			return exitUsage
		}
		e.fail(c.name, err)
		return exitError
	}
	return exitOK
}

// suggestCommand suggests a command for a mistyped word: among words (the group's subcommands, or the
// first words of all commands), else the full name of any command.
func suggestCommand(group, word string, words []string) string {
	if s := suggest(word, words); s != "" {
		return strings.TrimSpace(group + " " + s)
	}
	var full []string
	for _, c := range commands {
		full = append(full, c.name)
	}
	return suggest(strings.TrimSpace(group+" "+word), full)
}

func isHelpFlag(a string) bool { return a == "-h" || a == "--help" || a == "-help" || a == "help" }

// groupOf lists the commands "name <sub>" (the job group, the result group...).
func groupOf(name string) []*command {
	var out []*command
	for _, c := range commands {
		if strings.HasPrefix(c.name, name+" ") {
			out = append(out, c)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out
}

func printGroupHelp(w io.Writer, name string, group []*command) {
	fmt.Fprintf(w, "usage: asa %s <command> [flags]\n\ncommands:\n", name)
	for _, c := range group {
		fmt.Fprintf(w, "  %-14s %s\n", c.name, c.summary)
	}
	fmt.Fprintf(w, "\nrun 'asa %s <command> --help' for a command's flags\n", name)
}

func find(name string) *command {
	for _, c := range commands {
		if c.name == name {
			return c
		}
	}
	return nil
}

func printHelp(w io.Writer) {
	fmt.Fprintln(w, "asa: ERC-8183 escrow with Agent Service Agreement terms, and its settlement daemon")
	fmt.Fprintln(w, "\nusage: asa <command> [flags]\n\ncommands:")
	sorted := append([]*command(nil), commands...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].name < sorted[j].name })
	for _, c := range sorted {
		fmt.Fprintf(w, "  %-14s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w, "\nglobal flags: --rpc URL, --network NAME (anvil|base-sepolia|base), --networks-file FILE,")
	fmt.Fprintln(w, "              --account NAME|ADDR, --keystore-dir DIR, --keystore FILE, --password-file FILE, --clef URL, --json")
	fmt.Fprintln(w, "key: --account NAME (asa account new|import|list), --keystore FILE, --clef URL, or ASA_PRIVATE_KEY=<hex>")
	fmt.Fprintln(w, "run 'asa <command> --help' for a command's flags; asa --version")
	fmt.Fprintln(w, "exit codes: 0 success, 1 failure (the message says what to do next), 2 usage error")
}
