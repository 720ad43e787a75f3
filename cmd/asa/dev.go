package main

import (
	"context"
	"errors"
	"flag"
	"fmt"

	"github.com/asa-escrow/asa/internal/demo"
)

func init() {
	var o demo.Options
	register(&command{
		name:    "dev",
		summary: "local demo (make run): anvil + escrow + daemon, scripted jobs, timelines and a predicted-vs-actual balance table",
		usage:   "[--once] [--dir .run] [--listen HOST:PORT]",
		flags: func(fs *flag.FlagSet) {
			fs.BoolVar(&o.Once, "once", false, "exit after the scenario: status 0 only if every balance is as the settlement package predicts")
			fs.StringVar(&o.Dir, "dir", demo.DefaultDir, "directory for the daemon's SQLite file, its log and the deployment JSON (replaced on every run; a directory holding other files is refused)")
			fs.StringVar(&o.Listen, "listen", "127.0.0.1:0", "daemon HTTP address (default a free port)")
			fs.StringVar(&o.SeedDir, "seed-dir", "", "directory with agreement_research.json and verification_result.json (default settlement/testdata)")
		},
		run: func(ctx context.Context, e *env) error {
			o.Out = e.stdout
			err := demo.Run(ctx, o)
			if errors.Is(err, context.Canceled) {
				return fmt.Errorf("interrupted before the scenario finished")
			}
			return err
		},
	})
}
