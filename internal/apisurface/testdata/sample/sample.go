// Package sample is the fixture of the API listing's test.
package sample

import (
	"context"
	"io"
)

// Mode is a kind.
type Mode int

// The modes.
const (
	ModeA Mode = iota
	ModeB
	modeHidden
)

// Limit is a plain constant.
const Limit = 3

// ErrX is a variable.
var ErrX = io.EOF

// Options are options.
type Options struct {
	Name   string
	hidden int
	io.Reader
	Nested struct {
		A, b int
	}
}

// Doer does.
type Doer interface {
	Do(ctx context.Context, n int) (int, error)
}

// Pair is generic.
type Pair[K comparable, V any] struct{ Key K }

// Alias is an alias.
type Alias = Options

type hidden struct{}

// Run runs.
func Run(ctx context.Context, a, b int, opts Options) (*Options, error) { return nil, nil }

// Name is a method.
func (o *Options) Name2(x string) string { return x }

func (h hidden) Exported() {}

func unexported() {}
