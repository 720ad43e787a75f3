// Package hooks is the daemon's signed-webhook binding (the white paper's "custom HTTP" escrow binding):
// subscriptions made by signed-in addresses (POST and GET /v1/webhooks), a feed that turns the job events
// the chain watcher stored into outbox deliveries for the subscribers who may see each job, and the
// outbox that delivers them (package webhook: Standard Webhooks signatures, at least once, exponential
// backoff, dead-letter).
//
// Every state lives in the store: the feed's position moves in the same transaction that stores the
// deliveries it produced, and each delivery's id is derived from the subscription and the event's block
// hash and log index, so a restarted (or killed) daemon neither loses nor duplicates a message: receivers
// deduplicate on webhook-id.
package hooks

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon/indexer"
	"github.com/asa-escrow/asa/daemon/quota"
	"github.com/asa-escrow/asa/daemon/signin"
	"github.com/asa-escrow/asa/daemon/store"
	"github.com/asa-escrow/asa/internal/egress"
	"github.com/asa-escrow/asa/internal/loop"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/visibility"
	"github.com/asa-escrow/asa/webhook"
)

// EventTypes maps the escrow events subscribers receive to their webhook event types.
var EventTypes = map[string]string{
	"JobCreated":   "job.created",
	"JobFunded":    "job.funded",
	"JobSubmitted": "job.submitted",
	"JobVerified":  "job.verified",
	"DisputeFiled": "job.disputed",
	"JobSettled":   "job.settled",
}

// eventTypeList is EventTypes' values in lifecycle order (for answers).
var eventTypeList = []string{"job.created", "job.funded", "job.submitted", "job.verified", "job.disputed", "job.settled"}

// Config configures a Service.
type Config struct {
	Store  *store.Store
	SignIn *signin.Service
	Outbox webhook.Config
	// FeedInterval is how often the feed looks for new events (default 1s).
	FeedInterval time.Duration
	// FeedBatch is the most events fanned out per step (default 256).
	FeedBatch int
	// Egress is the policy deliveries go out under (the zero value: public addresses only); every
	// subscription URL is checked against it at registration, and every delivery at dial time.
	Egress egress.Policy
	// MaxPerOwner caps the subscriptions one address holds (0: DefaultMaxPerOwner; negative: no cap).
	MaxPerOwner int
	// Quotas bounds the subscriptions one client creates (quota.WebhookCreates), whatever address it
	// signed in with; nil: no bound beyond MaxPerOwner.
	Quotas *quota.Set
	Logger *slog.Logger
	// Metrics counts delivery outcomes and refused subscriptions (nil: none; see NewMetrics).
	Metrics *Metrics
}

// DefaultMaxPerOwner is the default of Config.MaxPerOwner.
const DefaultMaxPerOwner = 20

// Service runs the webhook feed and outbox and serves the subscription routes.
type Service struct {
	cfg    Config
	log    *slog.Logger
	outbox *webhook.Outbox
	feed   *loop.Runner

	mu sync.Mutex // serializes Start and Stop (of the outbox and the feed together)
}

// New checks cfg and builds the service.
func New(cfg Config) (*Service, error) {
	if cfg.Store == nil || cfg.SignIn == nil {
		return nil, errors.New("hooks: a store and the sign-in are required")
	}
	if cfg.FeedInterval <= 0 {
		cfg.FeedInterval = time.Second
	}
	if cfg.FeedBatch <= 0 {
		cfg.FeedBatch = 256
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	if cfg.MaxPerOwner == 0 {
		cfg.MaxPerOwner = DefaultMaxPerOwner
	}
	opts := []webhook.Option{webhook.WithLogger(log)}
	if cfg.Metrics != nil {
		opts = append(opts, webhook.WithMetrics(cfg.Metrics))
	}
	pol := cfg.Egress
	if pol.Timeout <= 0 {
		pol.Timeout = cfg.Outbox.Timeout // the attempt's bound (the outbox's context bounds it too)
	}
	ob, err := webhook.NewOutbox(cfg.Store.WebhookOutbox(), &webhook.HTTPSender{Client: pol.Client(), Endpoints: cfg.Store}, cfg.Outbox, opts...)
	if err != nil {
		return nil, fmt.Errorf("hooks: %w", err)
	}
	s := &Service{cfg: cfg, log: log, outbox: ob}
	if s.feed, err = loop.New(loop.Config{Name: "hooks feed", Interval: cfg.FeedInterval, Tick: s.feedTick}); err != nil {
		return nil, fmt.Errorf("hooks: %w", err)
	}
	return s, nil
}

// Start runs the feed and the outbox until Stop.
func (s *Service) Start(ctx context.Context) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.outbox.Start(ctx); err != nil {
		return fmt.Errorf("hooks: %w", err)
	}
	if err := s.feed.Start(ctx); err != nil {
		return errors.Join(fmt.Errorf("hooks: %w", err), s.outbox.Stop(ctx))
	}
	return nil
}

// feedTick fans out events until a step finds fewer than a batch (errors are logged, never fatal).
func (s *Service) feedTick(ctx context.Context) error {
	for {
		n, err := s.Feed(ctx)
		if err != nil && ctx.Err() == nil {
			s.log.Error("webhook feed", "err", err)
		}
		if err != nil || n < s.cfg.FeedBatch {
			return nil
		}
	}
}

// Stop ends the feed and the outbox (attempts in flight finish or expire and are retried by the next start).
func (s *Service) Stop(ctx context.Context) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return errors.Join(s.feed.Stop(ctx), s.outbox.Stop(ctx))
}

// cursor is the feed's position: the last event fanned out.
type cursor struct {
	block uint64
	index uint
	hash  common.Hash
	set   bool
}

func (c cursor) String() string {
	if !c.set {
		return ""
	}
	return fmt.Sprintf("%d:%d:%s", c.block, c.index, c.hash.Hex())
}

func parseCursor(s string) (cursor, error) {
	if s == "" {
		return cursor{}, nil
	}
	parts := strings.Split(s, ":")
	if len(parts) != 3 {
		return cursor{}, fmt.Errorf("webhook feed cursor %q", s)
	}
	b, err1 := strconv.ParseUint(parts[0], 10, 64)
	i, err2 := strconv.ParseUint(parts[1], 10, 32)
	if err1 != nil || err2 != nil || len(parts[2]) != 66 {
		return cursor{}, fmt.Errorf("webhook feed cursor %q", s)
	}
	return cursor{block: b, index: uint(i), hash: common.HexToHash(parts[2]), set: true}, nil
}

// Feed fans the next stored events out to the subscribers who may see them, moving the feed's position in
// the same transaction; it returns how many events it passed. A reorganization that removed the event the
// position names moves the position back to the last event still stored before it: the replacing events
// come after it.
func (s *Service) Feed(ctx context.Context) (int, error) {
	st := s.cfg.Store
	raw, err := st.WebhookCursor(ctx)
	if err != nil {
		return 0, err
	}
	cur, err := parseCursor(raw)
	if err != nil {
		return 0, err
	}
	if cur.set {
		ev, ok, err := st.EventAt(ctx, cur.block, cur.index)
		if err != nil {
			return 0, err
		}
		if !ok || ev.BlockHash != cur.hash {
			prev, ok, err := st.LastEventBefore(ctx, cur.block, cur.index)
			if err != nil {
				return 0, err
			}
			s.log.Warn("webhook feed: its last event was reorganized away; resuming after the last event still canonical", "was", raw)
			cur = cursor{}
			if ok {
				cur = cursor{block: prev.BlockNumber, index: prev.LogIndex, hash: prev.BlockHash, set: true}
			}
		}
	}
	// Without a position the feed starts after (block 0, log 0), which cannot hold an escrow's event.
	events, err := st.EventsAfter(ctx, cur.block, cur.index, s.cfg.FeedBatch)
	if err != nil || len(events) == 0 {
		return 0, err
	}
	subs, err := st.Subscriptions(ctx, common.Address{})
	if err != nil {
		return 0, err
	}
	var deliveries []webhook.Delivery
	now := time.Now()
	for _, ev := range events {
		typ, ok := EventTypes[ev.Name]
		if !ok || len(subs) == 0 {
			continue
		}
		payload, err := s.payload(ev, typ)
		if err != nil {
			return 0, err
		}
		for _, sub := range subs {
			if sub.Health.Disabled() {
				continue
			}
			may, err := s.maySee(ctx, ev.JobID, sub.Owner)
			if err != nil {
				return 0, err
			}
			if !may {
				continue
			}
			deliveries = append(deliveries, webhook.Delivery{
				ID:           webhook.MessageID(sub.ID, fmt.Sprintf("%s:%d", ev.BlockHash.Hex(), ev.LogIndex)),
				Subscription: sub.ID, EventType: typ, Payload: payload, NextAttempt: now, CreatedAt: now,
			})
		}
	}
	last := events[len(events)-1]
	next := cursor{block: last.BlockNumber, index: last.LogIndex, hash: last.BlockHash, set: true}
	added, err := st.EnqueueWebhooks(ctx, deliveries, next.String())
	if err != nil {
		return 0, err
	}
	if added > 0 {
		s.log.Debug("webhook feed", "events", len(events), "deliveries", added, "position", next.String())
	}
	return len(events), nil
}

// maySee reports whether owner may receive job id's events: it is one of the job's parties, or the job's
// visibility lets everyone see its timeline.
func (s *Service) maySee(ctx context.Context, id uint64, owner common.Address) (bool, error) {
	j, err := s.cfg.Store.Job(ctx, id)
	if err != nil {
		return false, err
	}
	a, known, err := s.cfg.Store.Agreement(ctx, id)
	if err != nil {
		return false, err
	}
	v := visibility.Of(j.AgreementHash, settlement.Visibility(a.Visibility), known)
	parties := visibility.Parties{Client: j.Client, Provider: j.Provider, Evaluators: j.Evaluators}
	if len(j.Terms) > 0 {
		if t, err := indexer.TermsOf(store.TermsRecord{ID: j.TermsID, Terms: j.Terms}); err == nil {
			parties.BackupEvaluator, parties.Resolver = common.HexToAddress(t.BackupEvaluator), common.HexToAddress(t.Resolver)
		}
	}
	return visibility.Serves(v, visibility.AudienceOf(&owner, parties), visibility.Timeline), nil
}

// payload is the delivery body of one event.
func (s *Service) payload(ev store.JobEvent, typ string) ([]byte, error) {
	args, err := indexer.Args(ev)
	if err != nil {
		return nil, fmt.Errorf("webhook payload of %s: %w", ev.Name, err)
	}
	msg := wire.WebhookEvent{Type: typ, JobID: strconv.FormatUint(ev.JobID, 10), Event: wire.EventView{Name: ev.Name, Block: ev.BlockNumber,
		Time: ev.BlockTime, TxHash: ev.TxHash.Hex(), Args: args}}
	if ev.Name == "JobSettled" {
		if d, err := indexer.DecodeEvent(ev); err == nil {
			if e, ok := d.(*bindings.AsaEscrowJobSettled); ok {
				msg.Payouts = map[string]string{"provider": e.ProviderAmount.String(), "client": e.ClientAmount.String(), "fee": e.Fee.String()}
			}
		}
	}
	b, err := json.Marshal(msg)
	if err != nil {
		return nil, fmt.Errorf("webhook payload: %w", err)
	}
	return b, nil
}

// Handlers are the subscription routes, by mux pattern (all need a sign-in).
func (s *Service) Handlers() map[string]http.Handler {
	return map[string]http.Handler{
		"POST /v1/webhooks":        s.cfg.SignIn.Require(http.HandlerFunc(s.create)),
		"GET /v1/webhooks":         s.cfg.SignIn.Require(http.HandlerFunc(s.list)),
		"DELETE /v1/webhooks/{id}": s.cfg.SignIn.Require(http.HandlerFunc(s.remove)),
	}
}

// maxRequest bounds POST /v1/webhooks' body.
const maxRequest = 8 << 10

func (s *Service) create(w http.ResponseWriter, r *http.Request) {
	id, _ := signin.FromContext(r.Context())
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxRequest))
	var req wire.WebhookRequest
	if err == nil {
		err = json.Unmarshal(body, &req)
	}
	if err != nil {
		writeErr(w, http.StatusBadRequest, wire.CodeMalformedJSON, "the body must be {\"url\": \"https://...\"}: "+err.Error())
		return
	}
	u, err := url.Parse(req.URL)
	if err == nil {
		err = s.cfg.Egress.CheckURL(req.URL)
	}
	if err != nil {
		s.cfg.Metrics.refused("url")
		// The URL is not echoed: it may carry credentials the caller should not have sent.
		writeErr(w, http.StatusBadRequest, wire.CodeInvalidField, "url: must be an absolute http(s) URL of a public receiver, without credentials or fragment: "+err.Error())
		return
	}
	// Per client, not per address: a fresh wallet signs in at will, so MaxPerOwner alone bounds nothing.
	if err := s.cfg.Quotas.Allow(r.Context(), quota.WebhookCreates); err != nil {
		var exceeded *quota.Exceeded
		errors.As(err, &exceeded)
		s.cfg.Metrics.refused("client_quota")
		w.Header().Set("Retry-After", strconv.Itoa(exceeded.Seconds()))
		writeErr(w, http.StatusTooManyRequests, wire.CodeTooManyRequests, exceeded.Error())
		return
	}
	secret, err := webhook.NewSecret()
	if err != nil {
		writeErr(w, http.StatusInternalServerError, wire.CodeInternal, "could not make a secret")
		return
	}
	b := make([]byte, 12)
	if _, err := rand.Read(b); err != nil {
		writeErr(w, http.StatusInternalServerError, wire.CodeInternal, "could not make an id")
		return
	}
	sub := store.Subscription{ID: "whsub_" + hex.EncodeToString(b), Owner: id.Address, URL: u.String(), Secret: secret, CreatedAt: time.Now()}
	if err := s.cfg.Store.CreateSubscription(r.Context(), sub, max(s.cfg.MaxPerOwner, 0)); err != nil {
		switch {
		case errors.Is(err, store.ErrQuota):
			// A count cap: like every quota it answers 429 with Retry-After, but waiting alone frees nothing
			// (the message says so); deleting a subscription does.
			s.cfg.Metrics.refused("quota")
			w.Header().Set("Retry-After", "60")
			writeErr(w, http.StatusTooManyRequests, CodeQuotaExceeded, fmt.Sprintf("this address holds %d webhook subscriptions, the most one address may hold; delete one (DELETE /v1/webhooks/{id}) first: waiting alone frees no place", s.cfg.MaxPerOwner))
		case errors.Is(err, store.ErrNoSecretKey):
			s.cfg.Metrics.refused("no_secret_key")
			s.log.Error("webhook subscription refused: no secret key configured to seal its secret (ASA_DAEMON_SECRET_KEY or secretKeyFile)")
			writeErr(w, http.StatusServiceUnavailable, wire.CodeUnavailable, "webhooks are not enabled on this daemon (its operator configured no secret key)")
		default:
			s.log.Error("create webhook subscription", "err", err)
			w.Header().Set("Retry-After", "5")
			writeErr(w, http.StatusServiceUnavailable, wire.CodeUnavailable, "the subscription could not be stored; retry shortly")
		}
		return
	}
	s.log.Info("webhook subscription created", "id", sub.ID, "owner", sub.Owner, "host", u.Host)
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusCreated, view(sub, true))
}

func (s *Service) list(w http.ResponseWriter, r *http.Request) {
	id, _ := signin.FromContext(r.Context())
	subs, err := s.cfg.Store.Subscriptions(r.Context(), id.Address)
	if err != nil {
		writeErr(w, http.StatusServiceUnavailable, wire.CodeUnavailable, "the subscriptions could not be read; retry shortly")
		return
	}
	out := wire.WebhookList{Subscriptions: []wire.WebhookSubscription{}}
	for _, sub := range subs {
		out.Subscriptions = append(out.Subscriptions, view(sub, false))
	}
	w.Header().Set("Cache-Control", "private, no-store")
	writeJSON(w, http.StatusOK, out)
}

func (s *Service) remove(w http.ResponseWriter, r *http.Request) {
	id, _ := signin.FromContext(r.Context())
	err := s.cfg.Store.DeleteSubscription(r.Context(), id.Address, r.PathValue("id"))
	switch {
	case errors.Is(err, store.ErrNotFound):
		writeErr(w, http.StatusNotFound, wire.CodeNotFound, "no such subscription of this address")
	case err != nil:
		s.log.Error("delete webhook subscription", "err", err)
		w.Header().Set("Retry-After", "5")
		writeErr(w, http.StatusServiceUnavailable, wire.CodeUnavailable, "the subscription could not be deleted; retry shortly")
	default:
		w.WriteHeader(http.StatusNoContent)
	}
}

// CodeQuotaExceeded refuses a subscription beyond the per-address cap.
const CodeQuotaExceeded = "quota_exceeded"

// The states GET /v1/webhooks reports of a subscription's receiver.
const (
	StatusActive   = "active"   // the last attempt succeeded, or none failed yet
	StatusFailing  = "failing"  // its last attempts failed; deliveries wait for the receiver's backoff
	StatusDisabled = "disabled" // too many failed rounds in a row: nothing is delivered any more
)

func view(sub store.Subscription, withSecret bool) wire.WebhookSubscription {
	v := wire.WebhookSubscription{ID: sub.ID, Owner: sub.Owner, URL: sub.URL, CreatedAt: sub.CreatedAt.UTC().Format(time.RFC3339), Events: eventTypeList,
		Status: StatusActive, Failures: sub.Health.Failures, LastError: sub.Health.LastError}
	switch {
	case sub.Health.Disabled():
		v.Status, v.DisabledAt = StatusDisabled, sub.Health.DisabledAt.UTC().Format(time.RFC3339)
	case sub.Health.Failures > 0:
		v.Status = StatusFailing
		v.RetryAt = sub.Health.PausedUntil.UTC().Format(time.RFC3339)
	}
	if withSecret {
		v.Secret = sub.Secret
	}
	return v
}

func writeErr(w http.ResponseWriter, status int, code, msg string) {
	writeJSON(w, status, wire.ErrorBody{Error: wire.ErrorDetail{Code: code, Message: msg}})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
