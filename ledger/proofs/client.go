package proofs

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/ledger"
)

// maxAnswerBytes bounds what the client reads of one answer (a full page of transitions with their data).
const maxAnswerBytes = MaxTransitionsPage*(2*4096+256) + 4096

// Client reads a ledger's data from an operator (or a mirror) and hands it signed messages. Every proof it
// returns has been checked against the root it claims; whether that root is the one on chain is the
// caller's check (Account.AccountsRoot against the posted epoch's fields, Epoch.StateRoot against
// epochs(n)).
type Client struct {
	base string
	http *http.Client
}

// NewClient returns a client of the server at base (e.g. http://127.0.0.1:8080); hc nil is a client with
// no redirects followed and a 30 s timeout.
func NewClient(base string, hc *http.Client) (*Client, error) {
	u, err := url.Parse(base)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("proofs: operator URL %q: want http(s)://host[:port]", base)
	}
	if hc == nil {
		hc = &http.Client{Timeout: 30 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	}
	return &Client{base: strings.TrimRight(base, "/"), http: hc}, nil
}

// Info is the server's Info.
func (c *Client) Info(ctx context.Context) (Info, error) {
	var v Info
	return v, c.get(ctx, RouteInfo, nil, &v)
}

// Epoch is epoch n as the server holds it; its state root is checked against its fields.
func (c *Client) Epoch(ctx context.Context, n uint64) (Epoch, error) {
	var v Epoch
	if err := c.get(ctx, route(RouteEpoch, "{epoch}", strconv.FormatUint(n, 10)), nil, &v); err != nil {
		return Epoch{}, err
	}
	if v.Number != n {
		return Epoch{}, fmt.Errorf("proofs: asked for epoch %d, got %d", n, v.Number)
	}
	if got := v.Fields.Ledger().Root(); got != v.StateRoot {
		return Epoch{}, fmt.Errorf("proofs: epoch %d: the state root %s is not its fields' %s", n, v.StateRoot, got)
	}
	return v, nil
}

// AllTransitions reads every transition of epoch e (page by page) and checks that they hash to its
// transitions root: the data a verifier replays (ledger.Check).
func (c *Client) AllTransitions(ctx context.Context, e Epoch) (ledger.PostedEpoch, error) {
	p := ledger.PostedEpoch{Number: e.Number, Cutoff: e.Cutoff, StateRoot: e.StateRoot, TransitionsRoot: e.TransitionsRoot}
	for uint32(len(p.Transitions)) < e.Count {
		var page Transitions
		q := url.Values{"from": {strconv.Itoa(len(p.Transitions))}}
		if err := c.get(ctx, route(RouteTransitions, "{epoch}", strconv.FormatUint(e.Number, 10)), q, &page); err != nil {
			return ledger.PostedEpoch{}, err
		}
		if len(page.Transitions) == 0 {
			return ledger.PostedEpoch{}, fmt.Errorf("proofs: epoch %d: the server stopped at transition %d of %d", e.Number, len(p.Transitions), e.Count)
		}
		for _, t := range page.Transitions {
			if int(t.Index) != len(p.Transitions) {
				return ledger.PostedEpoch{}, fmt.Errorf("proofs: epoch %d: transition %d answered as %d", e.Number, len(p.Transitions), t.Index)
			}
			p.Transitions = append(p.Transitions, ledger.Transition{Kind: ledger.Kind(t.Kind), Data: t.Data})
			p.PostStates = append(p.PostStates, t.Post)
		}
	}
	if uint32(len(p.Transitions)) != e.Count {
		return ledger.PostedEpoch{}, fmt.Errorf("proofs: epoch %d: %d transitions served for a count of %d", e.Number, len(p.Transitions), e.Count)
	}
	if got := ledger.TransitionsRoot(p.Transitions, p.PostStates); got != e.TransitionsRoot {
		return ledger.PostedEpoch{}, fmt.Errorf("proofs: epoch %d: the transitions served hash to %s, not the root %s", e.Number, got, e.TransitionsRoot)
	}
	return p, nil
}

// Account is account's leaf and proofs at epoch (0: the server's latest final epoch, else its latest),
// checked: the full path opens the leaf to AccountsRoot at the account's index, and the short path is its
// first FrontierLevel siblings.
func (c *Client) Account(ctx context.Context, account common.Address, epoch uint64) (Account, ledger.AccountLeaf, error) {
	var q url.Values
	if epoch != 0 {
		q = url.Values{"epoch": {strconv.FormatUint(epoch, 10)}}
	}
	var v Account
	if err := c.get(ctx, route(RouteAccount, "{address}", account.Hex()), q, &v); err != nil {
		return Account{}, ledger.AccountLeaf{}, err
	}
	leaf, err := v.Leaf.Ledger()
	if err != nil {
		return Account{}, ledger.AccountLeaf{}, fmt.Errorf("proofs: account %s: %w", account, err)
	}
	switch {
	case v.Address != account:
		return Account{}, ledger.AccountLeaf{}, fmt.Errorf("proofs: asked for account %s, got %s", account, v.Address)
	case epoch != 0 && v.Epoch != epoch:
		return Account{}, ledger.AccountLeaf{}, fmt.Errorf("proofs: asked for epoch %d, got %d", epoch, v.Epoch)
	case len(v.Full) != ledger.AccountsDepth || len(v.Path) != ledger.FrontierLevel:
		return Account{}, ledger.AccountLeaf{}, fmt.Errorf("proofs: account %s: paths of %d and %d siblings, want %d and %d", account, len(v.Full), len(v.Path), ledger.AccountsDepth, ledger.FrontierLevel)
	case ledger.VerifyPath(leaf.Hash(), uint64(v.Index), v.Full) != v.AccountsRoot:
		return Account{}, ledger.AccountLeaf{}, fmt.Errorf("proofs: account %s: the proof does not open to the accounts root %s", account, v.AccountsRoot)
	}
	for i := range v.Path {
		if v.Path[i] != v.Full[i] {
			return Account{}, ledger.AccountLeaf{}, fmt.Errorf("proofs: account %s: the short path differs from the full one at level %d", account, i)
		}
	}
	return v, leaf, nil
}

// Job is the netted job in slot at the server's latest epoch, checked: its proof opens the leaf to the
// answer's jobs root at slot.
func (c *Client) Job(ctx context.Context, slot uint32) (Job, error) {
	var j Job
	if err := c.get(ctx, route(RouteJob, "{slot}", strconv.FormatUint(uint64(slot), 10)), nil, &j); err != nil {
		return Job{}, err
	}
	leaf, err := j.Leaf()
	if err != nil {
		return Job{}, fmt.Errorf("proofs: job %d: %w", slot, err)
	}
	switch {
	case j.Slot != slot:
		return Job{}, fmt.Errorf("proofs: asked for job %d, got %d", slot, j.Slot)
	case len(j.Proof) != ledger.JobsDepth:
		return Job{}, fmt.Errorf("proofs: job %d: a proof of %d siblings, want %d", slot, len(j.Proof), ledger.JobsDepth)
	case ledger.VerifyPath(leaf.Hash(), uint64(slot), j.Proof) != j.JobsRoot:
		return Job{}, fmt.Errorf("proofs: job %d: the proof does not open to the jobs root %s", slot, j.JobsRoot)
	}
	return j, nil
}

// Message is what became of the message of digest (a Receipt's Digest): pending, included by an epoch, or
// dropped with a reason.
func (c *Client) Message(ctx context.Context, digest common.Hash) (Message, error) {
	var m Message
	if err := c.get(ctx, route(RouteMessage, "{digest}", digest.Hex()), nil, &m); err != nil {
		return Message{}, err
	}
	if m.Digest != digest {
		return Message{}, fmt.Errorf("proofs: asked for message %s, got %s", digest, m.Digest)
	}
	return m, nil
}

// Submit hands the operator a signed transition (OPEN, SUBMIT, RESULT or EXPIRE).
func (c *Client) Submit(ctx context.Context, t ledger.Transition) (Receipt, error) {
	var r Receipt
	return r, c.post(ctx, RouteSubmit, Submission{Kind: uint8(t.Kind), Data: t.Data}, &r)
}

// SubmitWithdrawal hands the operator a signed Withdrawal(total) (ledger.SignWithdrawal).
func (c *Client) SubmitWithdrawal(ctx context.Context, account common.Address, total *big.Int, sig []byte) (Receipt, error) {
	var r Receipt
	return r, c.post(ctx, RouteWithdrawal, WithdrawalRequest{Account: account, Total: total.String(), Signature: sig}, &r)
}

// StatusError is a non-2xx answer: its status and the server's message.
type StatusError struct {
	Status  int
	Code    string
	Message string
}

func (e *StatusError) Error() string {
	return fmt.Sprintf("operator answered %d: %s", e.Status, e.Message)
}

// Is maps the status back to this package's errors (errors.Is(err, ErrNotFound) and so on).
func (e *StatusError) Is(target error) bool {
	switch e.Status {
	case http.StatusNotFound:
		return target == ErrNotFound
	case http.StatusBadRequest:
		return target == ErrRejected
	case http.StatusMethodNotAllowed:
		return target == ErrReadOnly
	case http.StatusTooManyRequests:
		return target == ErrFull
	case http.StatusServiceUnavailable:
		return target == ErrUnavailable
	}
	return false
}

func route(pattern, name, value string) string {
	return strings.Replace(pattern, name, url.PathEscape(value), 1)
}

func (c *Client) get(ctx context.Context, path string, q url.Values, dst any) error {
	u := c.base + path
	if len(q) > 0 {
		u += "?" + q.Encode()
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return fmt.Errorf("proofs: %w", err)
	}
	return c.do(req, dst)
}

func (c *Client) post(ctx context.Context, path string, body, dst any) error {
	b, err := json.Marshal(body)
	if err != nil {
		return fmt.Errorf("proofs: %w", err)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+path, bytes.NewReader(b))
	if err != nil {
		return fmt.Errorf("proofs: %w", err)
	}
	req.Header.Set("Content-Type", "application/json")
	return c.do(req, dst)
}

func (c *Client) do(req *http.Request, dst any) error {
	res, err := c.http.Do(req)
	if err != nil {
		return fmt.Errorf("proofs: %s %s: %w", req.Method, req.URL.Path, err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(io.LimitReader(res.Body, maxAnswerBytes+1))
	if err != nil {
		return fmt.Errorf("proofs: %s %s: read answer: %w", req.Method, req.URL.Path, err)
	}
	if len(body) > maxAnswerBytes {
		return fmt.Errorf("proofs: %s %s: answer larger than %d bytes", req.Method, req.URL.Path, maxAnswerBytes)
	}
	if res.StatusCode/100 != 2 {
		var e wire.ErrorBody
		if json.Unmarshal(body, &e) != nil || e.Error.Message == "" {
			e.Error.Message = strings.TrimSpace(string(body[:min(len(body), 200)]))
		}
		return fmt.Errorf("proofs: %s %s: %w", req.Method, req.URL.Path,
			&StatusError{Status: res.StatusCode, Code: e.Error.Code, Message: e.Error.Message})
	}
	if err := json.Unmarshal(body, dst); err != nil {
		return fmt.Errorf("proofs: %s %s: decode answer: %w", req.Method, req.URL.Path, err)
	}
	return nil
}
