package extensions

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

// Extension is the v2 shape every x402 extension shares: the data (info) and a JSON Schema
// (draft 2020-12) that describes it.
type Extension struct {
	Info   json.RawMessage `json:"info"`
	Schema json.RawMessage `json:"schema,omitempty"`
}

// MaxSchemaLen bounds a schema a peer sends (schemas of the official extensions are under 4 KiB).
const MaxSchemaLen = 64 << 10

// Get decodes extensions[key] as an Extension. ok is false when the key is absent; an error means
// the key is present but not an object with an info member.
func Get(exts map[string]any, key string) (ext Extension, ok bool, err error) {
	v, present := exts[key]
	if !present || v == nil {
		return Extension{}, false, nil
	}
	b, err := json.Marshal(v)
	if err != nil {
		return Extension{}, true, fmt.Errorf("extension %q: %w", key, err)
	}
	if !isObject(b) {
		return Extension{}, true, fmt.Errorf("extension %q is not a JSON object", key)
	}
	if err := json.Unmarshal(b, &ext); err != nil {
		return Extension{}, true, fmt.Errorf("extension %q: %w", key, err)
	}
	if !isObject(ext.Info) {
		return Extension{}, true, fmt.Errorf("extension %q has no info object", key)
	}
	return ext, true, nil
}

// Put sets extensions[key] to v (an extension value of any JSON-encodable type), creating the
// map if needed, and returns it.
func Put(exts map[string]any, key string, v any) (map[string]any, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return exts, fmt.Errorf("extension %q: %w", key, err)
	}
	var generic any
	if err := json.Unmarshal(b, &generic); err != nil {
		return exts, fmt.Errorf("extension %q: %w", key, err)
	}
	if exts == nil {
		exts = map[string]any{}
	}
	exts[key] = generic
	return exts, nil
}

// ValidateInfo checks info against schema (JSON Schema draft 2020-12), as the official package
// does with ajv. A schema that refers to anything outside itself ($ref or $id that is not a
// "#" fragment) is refused rather than fetched.
func ValidateInfo(schema, info json.RawMessage) error {
	if len(schema) == 0 {
		return nil
	}
	if len(schema) > MaxSchemaLen {
		return fmt.Errorf("schema is %d bytes, more than the %d allowed", len(schema), MaxSchemaLen)
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(schema))
	if err != nil {
		return fmt.Errorf("schema is not valid JSON: %w", err)
	}
	if hasExternalRef(doc) {
		return errors.New("schema must not contain external $ref/$id references")
	}
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	c.UseLoader(noLoader{})
	const url = "urn:x402:extension-schema"
	if err := c.AddResource(url, doc); err != nil {
		return fmt.Errorf("schema: %w", err)
	}
	sch, err := c.Compile(url)
	if err != nil {
		return fmt.Errorf("schema does not compile: %w", err)
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(info))
	if err != nil {
		return fmt.Errorf("info is not valid JSON: %w", err)
	}
	if err := sch.Validate(inst); err != nil {
		var ve *jsonschema.ValidationError
		if errors.As(err, &ve) {
			return fmt.Errorf("info does not match its schema: %s", flatten(ve))
		}
		return fmt.Errorf("info does not match its schema: %w", err)
	}
	return nil
}

// flatten lists the leaf causes of a validation error as "path: message" on one line.
func flatten(ve *jsonschema.ValidationError) string {
	var out []string
	p := message.NewPrinter(language.English)
	var walk func(e *jsonschema.ValidationError)
	walk = func(e *jsonschema.ValidationError) {
		if len(e.Causes) == 0 {
			path := "/" + strings.Join(e.InstanceLocation, "/")
			out = append(out, fmt.Sprintf("%s: %s", path, e.ErrorKind.LocalizedString(p)))
			return
		}
		for _, c := range e.Causes {
			walk(c)
		}
	}
	walk(ve)
	return strings.Join(out, "; ")
}

type noLoader struct{}

func (noLoader) Load(url string) (any, error) {
	return nil, fmt.Errorf("schema reference %q is not loaded: only self-contained schemas are accepted", url)
}

func hasExternalRef(node any) bool {
	switch v := node.(type) {
	case []any:
		for _, x := range v {
			if hasExternalRef(x) {
				return true
			}
		}
	case map[string]any:
		for k, x := range v {
			if k == "$ref" || k == "$id" || k == "$dynamicRef" {
				s, ok := x.(string)
				if !ok || !strings.HasPrefix(s, "#") {
					return true
				}
			}
			if hasExternalRef(x) {
				return true
			}
		}
	}
	return false
}

func isObject(b []byte) bool {
	return strings.HasPrefix(strings.TrimLeft(string(b), " \t\r\n"), "{")
}
