package settlement

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"unicode/utf8"
)

// maxJSONDepth bounds nesting in agreement and result documents.
const maxJSONDepth = 64

// maxDocumentSize bounds the size of agreement and result documents (1 MiB).
const maxDocumentSize = 1 << 20

// decodeTree parses one JSON value into maps, slices, strings, json.Number, bools and nil. It refuses
// what would make a document ambiguous: invalid UTF-8, duplicate keys, trailing data, deep nesting.
func decodeTree(data []byte) (any, error) {
	if len(data) > maxDocumentSize {
		return nil, fmt.Errorf("document is %d bytes, above the %d limit", len(data), maxDocumentSize)
	}
	if !utf8.Valid(data) {
		return nil, errors.New("document is not valid UTF-8")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	v, err := decodeValue(dec, 0)
	if err != nil {
		return nil, err
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, errors.New("trailing data after the JSON document")
	}
	return v, nil
}

func decodeValue(dec *json.Decoder, depth int) (any, error) {
	tok, err := dec.Token()
	if err != nil {
		if errors.Is(err, io.EOF) {
			return nil, errors.New("unexpected end of JSON")
		}
		return nil, fmt.Errorf("invalid JSON at offset %d: %w", dec.InputOffset(), err)
	}
	switch t := tok.(type) {
	case json.Delim:
		if depth >= maxJSONDepth {
			return nil, fmt.Errorf("JSON nested deeper than %d levels", maxJSONDepth)
		}
		switch t {
		case '{':
			m := map[string]any{}
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, fmt.Errorf("invalid JSON at offset %d: %w", dec.InputOffset(), err)
				}
				k, ok := kt.(string)
				if !ok {
					return nil, fmt.Errorf("invalid JSON at offset %d: object key is not a string", dec.InputOffset())
				}
				if _, dup := m[k]; dup {
					return nil, fmt.Errorf("duplicate key %q at offset %d", k, dec.InputOffset())
				}
				v, err := decodeValue(dec, depth+1)
				if err != nil {
					return nil, err
				}
				m[k] = v
			}
			if _, err := dec.Token(); err != nil {
				return nil, fmt.Errorf("invalid JSON at offset %d: %w", dec.InputOffset(), err)
			}
			return m, nil
		case '[':
			a := []any{}
			for dec.More() {
				v, err := decodeValue(dec, depth+1)
				if err != nil {
					return nil, err
				}
				a = append(a, v)
			}
			if _, err := dec.Token(); err != nil {
				return nil, fmt.Errorf("invalid JSON at offset %d: %w", dec.InputOffset(), err)
			}
			return a, nil
		}
		return nil, fmt.Errorf("invalid JSON at offset %d: unexpected %v", dec.InputOffset(), t)
	default:
		return t, nil
	}
}

// CanonicalJSON re-encodes a JSON document in the canonical form whose keccak256 is a Verification
// Result's evidence hash:
//   - objects: keys sorted by their UTF-8 bytes, no duplicate keys;
//   - no whitespace outside strings;
//   - numbers exactly as written in the input (86.1 stays 86.1, 1e2 stays 1e2);
//   - strings: UTF-8 as is, escaping only '"' as \", '\' as \\ and control characters below U+0020
//     as \b \f \n \r \t or \u00xx (lowercase hex);
//   - true, false, null as literals.
//
// Invalid UTF-8, duplicate keys, trailing data and documents over 1 MiB or 64 levels are refused.
func CanonicalJSON(data []byte) ([]byte, error) {
	v, err := decodeTree(data)
	if err != nil {
		return nil, fmt.Errorf("canonical JSON: %w", err)
	}
	var buf bytes.Buffer
	writeCanonical(&buf, v)
	return buf.Bytes(), nil
}

func writeCanonical(buf *bytes.Buffer, v any) {
	switch t := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(t))
		for k := range t {
			keys = append(keys, k)
		}
		slices.Sort(keys) // Go compares strings bytewise: UTF-8 byte order
		buf.WriteByte('{')
		for i, k := range keys {
			if i > 0 {
				buf.WriteByte(',')
			}
			writeCanonicalString(buf, k)
			buf.WriteByte(':')
			writeCanonical(buf, t[k])
		}
		buf.WriteByte('}')
	case []any:
		buf.WriteByte('[')
		for i, e := range t {
			if i > 0 {
				buf.WriteByte(',')
			}
			writeCanonical(buf, e)
		}
		buf.WriteByte(']')
	case string:
		writeCanonicalString(buf, t)
	case json.Number:
		buf.WriteString(string(t))
	case bool:
		buf.WriteString(strconv.FormatBool(t))
	case nil:
		buf.WriteString("null")
	}
}

func writeCanonicalString(buf *bytes.Buffer, s string) {
	const hex = "0123456789abcdef"
	buf.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case '"':
			buf.WriteString(`\"`)
		case '\\':
			buf.WriteString(`\\`)
		case '\b':
			buf.WriteString(`\b`)
		case '\f':
			buf.WriteString(`\f`)
		case '\n':
			buf.WriteString(`\n`)
		case '\r':
			buf.WriteString(`\r`)
		case '\t':
			buf.WriteString(`\t`)
		default:
			if c < 0x20 {
				buf.WriteString(`\u00`)
				buf.WriteByte(hex[c>>4])
				buf.WriteByte(hex[c&0xf])
			} else {
				buf.WriteByte(c)
			}
		}
	}
	buf.WriteByte('"')
}
