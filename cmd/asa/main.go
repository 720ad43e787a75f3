// Command asa is the one binary of the ASA escrow bridge: deploy the escrow, drive jobs as a client,
// provider or evaluator, and run the settlement daemon.
//
//	asa deploy --rpc URL [--dev]
//	asa daemon --config FILE
//	asa job create|fund|submit|status|watch ...
//	asa result sign|post ...
//	asa withdraw [--to ADDR]
//	asa receipt verify FILE   (a funding receipt's signatures, then the chain)
//	asa dev [--once]          (make run: local anvil, escrow, daemon and a scripted scenario)
//
// Global flags (every subcommand): --rpc, --network, --networks-file, --keystore, --password-file, --json.
// The signing key comes from --keystore or ASA_PRIVATE_KEY. Run `asa help` for the list.
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
	args    int                    // positional arguments the command takes (most take none)
	run     func(ctx context.Context, e *env) error
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
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
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
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: asa %s %s\n\n%s\n\nflags:\n", c.name, c.usage, c.summary)
		fs.PrintDefaults()
	}
	if err := fs.Parse(rest); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	// Positional arguments (receipt verify FILE) may stand before, between or after the flags.
	var positional []string
	for fs.NArg() > 0 && len(positional) < c.args {
		positional = append(positional, fs.Arg(0))
		if err := fs.Parse(fs.Args()[1:]); err != nil {
			return exitUsage
		}
	}
	if fs.NArg() > 0 || len(positional) < c.args {
		if len(positional) < c.args {
			fmt.Fprintf(stderr, "asa %s: missing argument: asa %s %s\n", c.name, c.name, c.usage)
		} else {
			fmt.Fprintf(stderr, "asa %s: unexpected arguments %v\n", c.name, fs.Args())
		}
		fs.Usage()
		return exitUsage
	}
	e.args = positional
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
	fmt.Fprintln(w, "key: --keystore FILE or ASA_PRIVATE_KEY=<hex>; run 'asa <command> -h' for a command's flags")
}
