// Command portguard holds loopback TCP ports while it runs a command, so that the command is proven not to
// need them: `make test` runs the README walkthrough, `make run --once` and the Go tests with 8545 and 8080
// taken, as on a machine where a Foundry user's own anvil and some web server already hold them. A port
// already taken by another process stays taken, which serves as well. Every connection to a held port is
// accepted and closed at once (a node that answers nothing). It exits with the command's exit code.
//
// Usage: go run ./internal/portguard -ports 8545,8080 -- COMMAND [ARGS...]
package main

import (
	"errors"
	"flag"
	"fmt"
	"net"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
)

func main() {
	ports := flag.String("ports", "8545,8080", "comma-separated loopback ports to hold")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: portguard -ports 8545,8080 -- COMMAND [ARGS...]")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() == 0 {
		flag.Usage()
		os.Exit(2)
	}
	var held []string
	for _, p := range strings.Split(*ports, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil || n <= 0 || n > 65535 {
			fmt.Fprintf(os.Stderr, "portguard: %q is not a port\n", p)
			os.Exit(2)
		}
		l, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(n)))
		if err != nil {
			if errors.Is(err, syscall.EADDRINUSE) {
				held = append(held, fmt.Sprintf("%d (already taken by another process)", n))
				continue
			}
			fmt.Fprintf(os.Stderr, "portguard: hold port %d: %v\n", n, err)
			os.Exit(1)
		}
		held = append(held, strconv.Itoa(n))
		go func() {
			for {
				c, err := l.Accept()
				if err != nil {
					return
				}
				_ = c.Close()
			}
		}()
	}
	fmt.Fprintf(os.Stderr, "portguard: ports %s are taken while `%s` runs\n", strings.Join(held, ", "), strings.Join(flag.Args(), " "))
	cmd := exec.Command(flag.Arg(0), flag.Args()[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			os.Exit(ee.ExitCode())
		}
		fmt.Fprintf(os.Stderr, "portguard: %v\n", err)
		os.Exit(1)
	}
}
