// Command asa is the one binary of the ASA escrow bridge: deploy the escrow, drive jobs as a client,
// provider or evaluator, and run the settlement daemon.
//
//	asa deploy --rpc URL [--dev]
//	asa daemon --config FILE
//	asa job create|fund|submit|status|watch ...
//	asa result sign|post ...
//	asa chain warp DURATION | chain mine [N]   (anvil's clock and blocks)
//	asa balance [ADDR]
//	asa withdraw [--account ADDR]
//	asa receipt verify FILE   (a funding receipt's signatures, then the chain)
//	asa dev [--once]          (make run: local anvil, escrow, daemon and a scripted scenario)
//
// Global flags (every subcommand): --rpc, --network, --networks-file, --keystore, --password-file, --json.
// The signing key comes from --keystore or ASA_PRIVATE_KEY. Run `asa help` for the list. Exit codes:
// 0 success, 1 failure (the message says what to do next), 2 usage error.
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
	if args[0] == "help" || args[0] == "-h" || args[0] == "--help" || args[0] == "-help" {
		if len(args) > 1 { // asa help job create
			return run(ctx, append(args[1:], "--help"), stdout, stderr, getenv)
		}
		printHelp(stdout)
		return exitOK
	}
	name, rest := args[0], args[1:]
	// Two-word commands: "job create", "result sign".
	if len(rest) > 0 && !strings.HasPrefix(rest[0], "-") {
		if c := find(name + " " + rest[0]); c != nil {
			name, rest = name+" "+rest[0], rest[1:]
		}
	}
	c := find(name)
	if c == nil {
		if group := groupOf(name); len(group) > 0 {
			// "asa job", "asa job --help", "asa job frobnicate"
			helpAsked := len(rest) > 0 && isHelpFlag(rest[0])
			w := stderr
			if helpAsked {
				w = stdout
			} else if len(rest) > 0 {
				fmt.Fprintf(stderr, "asa %s: unknown command %q\n\n", name, rest[0])
			}
			printGroupHelp(w, name, group)
			if helpAsked {
				return exitOK
			}
			return exitUsage
		}
		fmt.Fprintf(stderr, "asa: unknown command %q; run 'asa help' for the list\n", name)
		return exitUsage
	}
	fs := flag.NewFlagSet("asa "+c.name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	e := &env{stdout: stdout, stderr: stderr, getenv: getenv}
	e.globalFlags(fs)
	if c.flags != nil {
		c.flags(fs)
	}
	helpOut := stderr
	fs.Usage = func() {
		fmt.Fprintf(helpOut, "usage: asa %s %s\n\n%s\n\nflags:\n", c.name, c.usage, c.summary)
		fs.SetOutput(helpOut)
		fs.PrintDefaults()
		fs.SetOutput(stderr)
		fmt.Fprintln(helpOut, "\nexit codes: 0 success, 1 failure (the message says what to do next), 2 usage error")
	}
	for _, a := range rest {
		if a == "--" {
			break
		}
		if isHelpFlag(a) {
			helpOut = stdout
		}
	}
	if err := fs.Parse(rest); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	// Flags may also follow positional arguments ("asa chain warp 2h --rpc URL").
	for fs.NArg() > 0 && len(e.args) < c.args {
		e.args = append(e.args, fs.Arg(0))
		if err := fs.Parse(fs.Args()[1:]); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return exitOK
			}
			return exitUsage
		}
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "asa %s: unexpected arguments %v\n", c.name, fs.Args())
		fs.Usage()
		return exitUsage
	}
	if err := c.run(ctx, e); err != nil {
		var ue usageError
		if errors.As(err, &ue) {
			fmt.Fprintf(stderr, "asa %s: %v\n", c.name, err)
			fs.Usage()
			return exitUsage
		}
		e.fail(c.name, err)
		return exitError
	}
	return exitOK
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
	fmt.Fprintln(w, "              --keystore FILE, --password-file FILE, --json")
	fmt.Fprintln(w, "key: --keystore FILE or ASA_PRIVATE_KEY=<hex>; run 'asa <command> --help' for a command's flags")
	fmt.Fprintln(w, "exit codes: 0 success, 1 failure (the message says what to do next), 2 usage error")
}
