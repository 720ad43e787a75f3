package settlement

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Problem is one thing wrong with a document, at a JSON path such as "escrow.payment.amount" or
// "parties.evaluators[1]".
type Problem struct {
	Path    string
	Message string
}

// String returns "path: message".
func (p Problem) String() string {
	if p.Path == "" {
		return p.Message
	}
	return p.Path + ": " + p.Message
}

// ValidationError lists every problem found in a document, in document order.
type ValidationError struct {
	Document string // "agreement" or "verification result"
	Problems []Problem
}

// Error lists the problems, one per line after a summary line.
func (e *ValidationError) Error() string {
	lines := make([]string, 0, len(e.Problems)+1)
	lines = append(lines, fmt.Sprintf("invalid %s (%d problems):", e.Document, len(e.Problems)))
	for _, p := range e.Problems {
		lines = append(lines, "  "+p.String())
	}
	return strings.Join(lines, "\n")
}

// problems collects Problems while a document is walked, and the paths of the keys the reader consumed
// (so that a key nobody read is refused rather than dropped; see clauses.go).
type problems struct {
	list []Problem
	seen map[string]bool
}

// consume records that the reader took the value at path into account.
func (ps *problems) consume(path string) {
	if ps.seen == nil {
		ps.seen = map[string]bool{}
	}
	ps.seen[path] = true
}

// at reports whether a problem was recorded at path or below it.
func (ps *problems) at(path string) bool {
	for _, p := range ps.list {
		if p.Path == path || strings.HasPrefix(p.Path, path+".") || strings.HasPrefix(p.Path, path+"[") {
			return true
		}
	}
	return false
}

func (ps *problems) add(path, format string, args ...any) {
	ps.list = append(ps.list, Problem{Path: path, Message: fmt.Sprintf(format, args...)})
}

func (ps *problems) err(document string) error {
	if len(ps.list) == 0 {
		return nil
	}
	return &ValidationError{Document: document, Problems: ps.list}
}

// node is an object in a decoded document with its path, for path-aware reads.
type node struct {
	m    map[string]any
	path string
	ps   *problems
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

func typeName(v any) string {
	switch v.(type) {
	case map[string]any:
		return "an object"
	case []any:
		return "an array"
	case string:
		return "a string"
	case json.Number:
		return "a number"
	case bool:
		return "a boolean"
	case nil:
		return "null"
	}
	return fmt.Sprintf("%T", v)
}

// has reports whether key is present and not null.
func (n node) has(key string) bool {
	if n.m == nil {
		return false
	}
	v, ok := n.m[key]
	return ok && v != nil
}

func (n node) get(key string, required bool) (any, bool) {
	if !n.has(key) {
		if required && n.m != nil {
			n.ps.add(join(n.path, key), "required")
		}
		return nil, false
	}
	n.ps.consume(join(n.path, key))
	return n.m[key], true
}

func (n node) object(key string, required bool) (node, bool) {
	v, ok := n.get(key, required)
	if !ok {
		return node{path: join(n.path, key), ps: n.ps}, false
	}
	m, isObj := v.(map[string]any)
	if !isObj {
		n.ps.add(join(n.path, key), "must be an object, not %s", typeName(v))
		return node{path: join(n.path, key), ps: n.ps}, false
	}
	return node{m: m, path: join(n.path, key), ps: n.ps}, true
}

func (n node) array(key string, required bool) ([]any, bool) {
	v, ok := n.get(key, required)
	if !ok {
		return nil, false
	}
	a, isArr := v.([]any)
	if !isArr {
		n.ps.add(join(n.path, key), "must be an array, not %s", typeName(v))
		return nil, false
	}
	return a, true
}

func (n node) str(key string, required bool) (string, bool) {
	v, ok := n.get(key, required)
	if !ok {
		return "", false
	}
	s, isStr := v.(string)
	if !isStr {
		n.ps.add(join(n.path, key), "must be a string, not %s", typeName(v))
		return "", false
	}
	return s, true
}

func (n node) boolean(key string, def bool) bool {
	v, ok := n.get(key, false)
	if !ok {
		return def
	}
	b, isBool := v.(bool)
	if !isBool {
		n.ps.add(join(n.path, key), "must be a boolean, not %s", typeName(v))
		return def
	}
	return b
}

// number reads a JSON number literal; a string holding a number is accepted too ("5.00").
func (n node) number(key string, required bool) (string, bool) {
	v, ok := n.get(key, required)
	if !ok {
		return "", false
	}
	switch t := v.(type) {
	case json.Number:
		return string(t), true
	case string:
		return t, true
	}
	n.ps.add(join(n.path, key), "must be a number, not %s", typeName(v))
	return "", false
}

// amount reads a money amount: a decimal string ("5.00"). A JSON number is refused, saying so: a
// number's text is up to the JSON parser of whoever reads the document (5.0, 5, 5e0, or a float that
// rounds), a string's is exact.
func (n node) amount(key string, required bool) (string, bool) {
	v, ok := n.get(key, required)
	if !ok {
		return "", false
	}
	switch t := v.(type) {
	case string:
		return t, true
	case json.Number:
		n.ps.add(join(n.path, key), "is the JSON number %s; amounts are strings (write \"%s\")", t, t)
		return "", false
	}
	n.ps.add(join(n.path, key), "must be a decimal string such as \"5.00\", not %s", typeName(v))
	return "", false
}

// uint32Field reads a whole number 0..2^32-1 (seconds, counts).
func (n node) uint32Field(key string, required bool) (uint32, bool) {
	lit, ok := n.number(key, required)
	if !ok {
		return 0, false
	}
	v, err := strconv.ParseUint(lit, 10, 64)
	if err != nil || v > math.MaxUint32 {
		n.ps.add(join(n.path, key), "must be a whole number 0..%d, not %s", uint64(math.MaxUint32), lit)
		return 0, false
	}
	return uint32(v), true
}

// seconds reads a timeout: a whole number of seconds, at most MaxTimeout (365 days).
func (n node) seconds(key string, required bool) (uint32, bool) {
	v, ok := n.uint32Field(key, required)
	if ok && v > MaxTimeout {
		n.ps.add(join(n.path, key), "%d seconds is above the %d (365 days) the escrow allows", v, MaxTimeout)
		return 0, false
	}
	return v, ok
}

// percentUpTo reads a percentage 0..max with at most two decimals as basis points.
func (n node) percentUpTo(key string, required bool, max int64) (uint16, bool) {
	lit, ok := n.number(key, required)
	if !ok {
		return 0, false
	}
	v, err := parseHundredthsUpTo(lit, max)
	if err != nil {
		n.ps.add(join(n.path, key), "must be 0..%d with at most two decimals: %v", max, err)
		return 0, false
	}
	return v, true
}

// hundredths reads a score or percentage 0..100 with at most two decimals as 0..10000.
func (n node) hundredths(key string, required bool) (uint16, bool) {
	lit, ok := n.number(key, required)
	if !ok {
		return 0, false
	}
	v, err := parseHundredths(lit)
	if err != nil {
		n.ps.add(join(n.path, key), "must be 0..100 with at most two decimals: %v", err)
		return 0, false
	}
	return v, true
}
