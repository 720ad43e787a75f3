package bazaar

import (
	"cmp"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/x402"
)

// SearchResponse is the body of GET /discovery/search, as the official client's search reads it.
type SearchResponse struct {
	X402Version    int              `json:"x402Version"`
	Resources      []Resource       `json:"resources"`
	PartialResults bool             `json:"partialResults"`
	Pagination     SearchPagination `json:"pagination"`
}

// SearchPagination is a search page: Cursor continues it (nil on the last page).
type SearchPagination struct {
	Limit  int     `json:"limit"`
	Cursor *string `json:"cursor"`
}

// MaxSearchScan bounds the catalog entries one search reads; a larger catalog answers partialResults.
const MaxSearchScan = 10_000

// stopWords are query words that select nothing.
var stopWords = map[string]bool{"a": true, "an": true, "and": true, "by": true, "for": true, "in": true, "of": true,
	"on": true, "or": true, "the": true, "to": true, "with": true, "that": true, "me": true, "i": true}

// queryTerms splits a natural-language query into lower-case words, without stop words.
func queryTerms(q string) []string {
	var terms []string
	for _, w := range strings.FieldsFunc(strings.ToLower(q), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if !stopWords[w] && !slices.Contains(terms, w) {
			terms = append(terms, w)
		}
	}
	return terms
}

// score counts the query terms found in a resource's URL, description, service name, tags and MIME type.
func score(r Resource, terms []string) int {
	text := strings.ToLower(strings.Join(append([]string{r.Resource, r.Description, r.ServiceName, r.MimeType}, r.Tags...), " "))
	n := 0
	for _, t := range terms {
		if strings.Contains(text, t) {
			n++
		}
	}
	return n
}

// SearchHandler serves GET /discovery/search from c with the query parameters the official client's
// search sends: query (required), type, payTo, scheme, network, extensions (a key the entry's extensions
// hold), limit (advisory, at most MaxLimit) and cursor (from the previous page). Entries match when their
// URL, description, service name, tags or MIME type hold a word of the query; the ones holding more words
// come first, then in catalog order.
func SearchHandler(c Catalog) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		terms := queryTerms(q.Get("query"))
		if len(terms) == 0 {
			writeFailure(w, http.StatusBadRequest, wire.CodeInvalidField, "query is required: words to look for in the resources' descriptions, names, tags and URLs")
			return
		}
		limit, offset := 20, 0
		if v := q.Get("limit"); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 {
				writeFailure(w, http.StatusBadRequest, wire.CodeInvalidField, fmt.Sprintf("limit %q is not a non-negative integer", v))
				return
			}
			limit = n
		}
		if limit == 0 || limit > MaxLimit {
			limit = MaxLimit
		}
		if v := q.Get("cursor"); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 {
				writeFailure(w, http.StatusBadRequest, wire.CodeInvalidField, fmt.Sprintf("cursor %q is not one this facilitator returned", v))
				return
			}
			offset = n
		}
		f := Filter{Type: q.Get("type"), PayTo: q.Get("payTo"), Scheme: q.Get("scheme"), Network: q.Get("network"), Limit: MaxLimit}
		ext := q.Get("extensions")
		type hit struct {
			r Resource
			n int
		}
		var hits []hit
		partial := false
		for f.Offset = 0; ; f.Offset += MaxLimit {
			items, total, err := c.ListResources(r.Context(), f)
			if err != nil {
				writeFailure(w, http.StatusServiceUnavailable, wire.CodeUnavailable, "the discovery catalog cannot be read right now")
				return
			}
			for _, it := range items {
				if _, ok := it.Extensions[ext]; ext != "" && !ok {
					continue
				}
				if n := score(it, terms); n > 0 {
					hits = append(hits, hit{it, n})
				}
			}
			if len(items) == 0 || f.Offset+len(items) >= total {
				break
			}
			if f.Offset+len(items) >= MaxSearchScan {
				partial = true
				break
			}
		}
		slices.SortStableFunc(hits, func(a, b hit) int { return cmp.Compare(b.n, a.n) })
		out := SearchResponse{X402Version: x402.Version2, Resources: []Resource{}, PartialResults: partial, Pagination: SearchPagination{Limit: limit}}
		for i := offset; i < len(hits) && i < offset+limit; i++ {
			out.Resources = append(out.Resources, hits[i].r)
		}
		if offset+limit < len(hits) {
			next := strconv.Itoa(offset + limit)
			out.Pagination.Cursor = &next
		}
		writeJSON(w, http.StatusOK, out)
	})
}
