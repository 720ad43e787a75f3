// Command testsummary runs `go test -json ...` and prints the package results, the output of every failing
// test, and one closing line "N passed, N failed, N skipped" that CI reads. It exits non-zero when any test
// or package failed.
//
// Usage: go run ./internal/testsummary -- go test ./...
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
)

// event is one line of `go test -json` output (cmd/test2json).
type event struct {
	Action  string
	Package string
	Test    string
	Output  string
	Elapsed float64
}

func main() {
	args := os.Args[1:]
	if len(args) > 0 && args[0] == "--" {
		args = args[1:]
	}
	if len(args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: testsummary -- go test [flags] packages")
		os.Exit(2)
	}
	cmdArgs := append([]string{args[1], "-json"}, args[2:]...)
	cmd := exec.Command(args[0], cmdArgs...)
	cmd.Stderr = os.Stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		fmt.Fprintln(os.Stderr, "testsummary:", err)
		os.Exit(2)
	}
	if err := cmd.Start(); err != nil {
		fmt.Fprintln(os.Stderr, "testsummary:", err)
		os.Exit(2)
	}
	passed, failed, skipped, pkgFailed := summarize(stdout, os.Stdout)
	waitErr := cmd.Wait()
	fmt.Printf("\n%d passed, %d failed, %d skipped\n", passed, failed, skipped)
	if failed > 0 || pkgFailed || waitErr != nil {
		os.Exit(1)
	}
}

// summarize reads test2json events, writes package lines and failing tests' output to w, and counts tests.
func summarize(r io.Reader, w io.Writer) (passed, failed, skipped int, pkgFailed bool) {
	outputs := map[string][]string{} // package/test -> buffered output
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		line := sc.Bytes()
		var ev event
		if err := json.Unmarshal(line, &ev); err != nil {
			fmt.Fprintln(w, string(line)) // build errors and other plain output
			continue
		}
		key := ev.Package + "/" + ev.Test
		switch ev.Action {
		case "output":
			if ev.Test != "" || !strings.HasPrefix(ev.Output, "=== ") {
				outputs[key] = append(outputs[key], ev.Output)
			}
		case "pass", "fail", "skip":
			if ev.Test == "" {
				status := map[string]string{"pass": "ok  ", "fail": "FAIL", "skip": "?   "}[ev.Action]
				fmt.Fprintf(w, "%s %s %.1fs\n", status, ev.Package, ev.Elapsed)
				if ev.Action == "fail" {
					pkgFailed = true
					for _, o := range outputs[key] {
						fmt.Fprint(w, o)
					}
				}
				delete(outputs, key)
				continue
			}
			switch ev.Action {
			case "pass":
				passed++
			case "skip":
				skipped++
			case "fail":
				failed++
				fmt.Fprintf(w, "--- FAIL: %s (%s)\n", ev.Test, ev.Package)
				for _, o := range outputs[key] {
					fmt.Fprint(w, "    "+o)
				}
			}
			delete(outputs, key)
		}
	}
	return passed, failed, skipped, pkgFailed
}
