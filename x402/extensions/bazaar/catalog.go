package bazaar

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/extensions"
)

// Resource is one entry of a facilitator's discovery list, as the official client's
// listResources reads it.
type Resource struct {
	Resource    string                     `json:"resource"`
	Type        string                     `json:"type"`
	X402Version int                        `json:"x402Version"`
	Accepts     []x402.PaymentRequirements `json:"accepts"`
	LastUpdated string                     `json:"lastUpdated"`
	Description string                     `json:"description,omitempty"`
	MimeType    string                     `json:"mimeType,omitempty"`
	ServiceName string                     `json:"serviceName,omitempty"`
	Tags        []string                   `json:"tags,omitempty"`
	IconURL     string                     `json:"iconUrl,omitempty"`
	Extensions  map[string]any             `json:"extensions,omitempty"`
	// Method is the HTTP method (part of the catalog key, not of the wire entry).
	Method string `json:"-"`
}

// ListResponse is the body of GET /discovery/resources.
type ListResponse struct {
	X402Version int        `json:"x402Version"`
	Items       []Resource `json:"items"`
	Pagination  Pagination `json:"pagination"`
}

// Pagination of a list.
type Pagination struct {
	Limit  int `json:"limit"`
	Offset int `json:"offset"`
	Total  int `json:"total"`
}

// Filter selects catalog entries; empty fields match everything.
type Filter struct {
	Type, PayTo, Scheme, Network string
	Limit, Offset                int
}

// Catalog keeps discovered resources. UpsertResource replaces the entry with the same resource
// URL and method.
type Catalog interface {
	UpsertResource(ctx context.Context, r Resource) error
	ListResources(ctx context.Context, f Filter) (items []Resource, total int, err error)
}

// Extract returns the catalog entry a v2 payment describes through its echoed bazaar extension,
// with the resource URL canonicalised to origin + route template (or origin + path), as the
// official facilitator's extractDiscoveryInfo does. ok is false when the payment carries no
// bazaar extension; an error means it carries one that fails validation.
func Extract(p x402.PaymentPayload, now time.Time) (Resource, bool, error) {
	ext, ok, err := extensions.Get(p.Extensions, Key)
	if !ok {
		return Resource{}, false, nil
	}
	if err != nil {
		return Resource{}, true, fmt.Errorf("bazaar: %w", err)
	}
	if err := ValidateRaw(ext); err != nil {
		return Resource{}, true, err
	}
	if p.Resource == nil || p.Resource.URL == "" {
		return Resource{}, true, errors.New("bazaar: the payment names no resource URL")
	}
	u, err := url.Parse(p.Resource.URL)
	if err != nil || u.Scheme == "" || u.Host == "" {
		return Resource{}, true, fmt.Errorf("bazaar: resource URL %q is not absolute", p.Resource.URL)
	}
	var extra struct {
		RouteTemplate string `json:"routeTemplate"`
	}
	raw, _ := json.Marshal(p.Extensions[Key])
	_ = json.Unmarshal(raw, &extra)
	path := u.EscapedPath()
	if ValidRouteTemplate(extra.RouteTemplate) {
		path = extra.RouteTemplate
	}
	var info Info
	if err := json.Unmarshal(ext.Info, &info); err != nil {
		return Resource{}, true, fmt.Errorf("bazaar: info: %w", err)
	}
	r := Resource{
		Resource: u.Scheme + "://" + u.Host + path, Type: info.Input.Type, X402Version: p.X402Version,
		Accepts: []x402.PaymentRequirements{p.Accepted}, LastUpdated: now.UTC().Format(time.RFC3339),
		Description: p.Resource.Description, MimeType: p.Resource.MimeType, Method: info.Input.Method,
		Extensions: map[string]any{Key: p.Extensions[Key]},
	}
	if validServiceName(p.Resource.ServiceName) {
		r.ServiceName = p.Resource.ServiceName
	}
	r.Tags = sanitizeTags(p.Resource.Tags)
	return r, true, nil
}

func printableASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] > 0x7e {
			return false
		}
	}
	return true
}

func validServiceName(s string) bool { return s != "" && len(s) <= 32 && printableASCII(s) }

func sanitizeTags(tags []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, t := range tags {
		k := strings.ToLower(t)
		if t == "" || len(t) > 32 || !printableASCII(t) || seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, t)
		if len(out) == 5 {
			break
		}
	}
	return out
}

// MaxLimit bounds one page of the discovery list.
const MaxLimit = 100

// Handler serves GET /discovery/resources from c with the query parameters the official client
// sends (type, payTo, scheme, network, limit, offset).
func Handler(c Catalog) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		f := Filter{Type: q.Get("type"), PayTo: q.Get("payTo"), Scheme: q.Get("scheme"), Network: q.Get("network"), Limit: 20}
		for name, dst := range map[string]*int{"limit": &f.Limit, "offset": &f.Offset} {
			if v := q.Get(name); v != "" {
				n, err := strconv.Atoi(v)
				if err != nil || n < 0 {
					writeFailure(w, http.StatusBadRequest, wire.CodeInvalidField, fmt.Sprintf("%s %q is not a non-negative integer", name, v))
					return
				}
				*dst = n
			}
		}
		if f.Limit == 0 || f.Limit > MaxLimit {
			f.Limit = MaxLimit
		}
		items, total, err := c.ListResources(r.Context(), f)
		if err != nil {
			writeFailure(w, http.StatusServiceUnavailable, wire.CodeUnavailable, "the discovery catalog cannot be read right now")
			return
		}
		if items == nil {
			items = []Resource{}
		}
		writeJSON(w, http.StatusOK, ListResponse{X402Version: x402.Version2, Items: items, Pagination: Pagination{Limit: f.Limit, Offset: f.Offset, Total: total}})
	})
}

// writeFailure answers a refusal in the API's error envelope (the bazaar leaves the format of errors to
// the server).
func writeFailure(w http.ResponseWriter, status int, code, msg string) {
	writeJSON(w, status, wire.ErrorBody{Error: wire.ErrorDetail{Code: code, Message: msg}})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// MemoryCatalog is a Catalog in memory, for tests.
type MemoryCatalog struct {
	mu    sync.Mutex
	items map[string]Resource
}

// NewMemoryCatalog returns an empty MemoryCatalog.
func NewMemoryCatalog() *MemoryCatalog { return &MemoryCatalog{items: map[string]Resource{}} }

// UpsertResource implements Catalog.
func (m *MemoryCatalog) UpsertResource(_ context.Context, r Resource) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.items[r.Method+" "+r.Resource] = r
	return nil
}

// ListResources implements Catalog.
func (m *MemoryCatalog) ListResources(_ context.Context, f Filter) ([]Resource, int, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	keys := make([]string, 0, len(m.items))
	for k := range m.items {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var all []Resource
	for _, k := range keys {
		if r := m.items[k]; Matches(r, f) {
			all = append(all, r)
		}
	}
	total := len(all)
	if f.Offset >= total {
		return nil, total, nil
	}
	end := min(total, f.Offset+f.Limit)
	return all[f.Offset:end], total, nil
}

// Matches reports whether catalog entry r passes filter f (type, and an accepts entry with the
// payTo, scheme and network asked for; empty filter fields match everything).
func Matches(r Resource, f Filter) bool {
	if f.Type != "" && r.Type != f.Type {
		return false
	}
	if f.PayTo == "" && f.Scheme == "" && f.Network == "" {
		return true
	}
	for _, a := range r.Accepts {
		if (f.PayTo == "" || strings.EqualFold(a.PayTo, f.PayTo)) && (f.Scheme == "" || a.Scheme == f.Scheme) && (f.Network == "" || a.Network == f.Network) {
			return true
		}
	}
	return false
}
