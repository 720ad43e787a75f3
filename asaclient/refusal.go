package asaclient

import (
	"errors"
	"fmt"
)

// The kinds of refusal the client gives before it sends anything; test them with errors.Is. The error's
// message says who may act and when.
var (
	// ErrWrongRole means the signing key is not the party the action needs (the job's client, provider,
	// evaluator or resolver).
	ErrWrongRole = errors.New("wrong role")
	// ErrWrongState means the job is not in the state the action needs, or its deadline for the action
	// has passed.
	ErrWrongState = errors.New("wrong state")
)

// refusal is an error of a kind (ErrWrongRole, ErrWrongState) whose message is all its own.
type refusal struct {
	kind error
	msg  string
}

func (r *refusal) Error() string { return r.msg }
func (r *refusal) Unwrap() error { return r.kind }

// refusef is a refusal of kind with a formatted message (%w is not interpreted: use %v).
func refusef(kind error, format string, a ...any) error {
	return &refusal{kind: kind, msg: fmt.Sprintf(format, a...)}
}
