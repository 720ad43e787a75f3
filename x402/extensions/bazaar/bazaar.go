// Package bazaar implements the x402 "bazaar" discovery extension as @x402/extensions/bazaar 2.x
// speaks it: a resource server describes an endpoint (HTTP method, input and output, each with a
// JSON Schema) in its 402's extensions, clients echo it in their payment, and a facilitator
// validates it and catalogs the resource in a discovery list it serves at
// GET /discovery/resources and searches at GET /discovery/search. It also holds the declaration of the escrow's own paid resource,
// "fund an escrow job".
package bazaar

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strings"

	"github.com/asa-escrow/asa/x402/extensions"
)

// Key is the extension's name in an extensions map.
const Key = "bazaar"

const schemaDraft = "https://json-schema.org/draft/2020-12/schema"

// Input is the discovery info's input: how to call the endpoint (HTTP only here).
type Input struct {
	Type        string         `json:"type"` // "http"
	Method      string         `json:"method,omitempty"`
	BodyType    string         `json:"bodyType,omitempty"` // json | form-data | text, body methods only
	Body        any            `json:"body,omitempty"`
	QueryParams map[string]any `json:"queryParams,omitempty"`
	PathParams  map[string]any `json:"pathParams,omitempty"`
	Headers     map[string]any `json:"headers,omitempty"`
}

// Output describes the response.
type Output struct {
	Type    string `json:"type"`
	Format  string `json:"format,omitempty"`
	Example any    `json:"example,omitempty"`
}

// Info is the discovery info.
type Info struct {
	Input  Input   `json:"input"`
	Output *Output `json:"output,omitempty"`
}

// Extension is extensions[Key]: the info, its schema and, for a route with parameters, the
// route's template (":param" syntax), which a facilitator uses as the catalog key.
type Extension struct {
	Info          Info            `json:"info"`
	Schema        json.RawMessage `json:"schema"`
	RouteTemplate string          `json:"routeTemplate,omitempty"`
}

// BodyEndpoint describes a POST, PUT or PATCH endpoint for DeclareBody.
type BodyEndpoint struct {
	Method        string         // POST, PUT or PATCH
	BodyType      string         // json, form-data or text
	Body          map[string]any // example body
	BodySchema    map[string]any // JSON Schema of the body
	RouteTemplate string         // e.g. "/v1/jobs/:id/fund"; "" for a static route
	PathParams    map[string]any // this request's path parameter values
	PathSchema    map[string]any // JSON Schema of the path parameters
	OutputExample any
	OutputSchema  map[string]any // JSON Schema of the output example
}

// DeclareBody builds the extension of a body endpoint the way the official server builds it
// (declareDiscoveryExtension, then the server extension's per-request enrichment with the method,
// the path parameters and the route template).
func DeclareBody(e BodyEndpoint) (Extension, error) {
	switch e.Method {
	case "POST", "PUT", "PATCH":
	default:
		return Extension{}, fmt.Errorf("bazaar: %q is not a body method (POST, PUT, PATCH)", e.Method)
	}
	switch e.BodyType {
	case "json", "form-data", "text":
	default:
		return Extension{}, fmt.Errorf("bazaar: body type %q is not json, form-data or text", e.BodyType)
	}
	if e.RouteTemplate != "" && !ValidRouteTemplate(e.RouteTemplate) {
		return Extension{}, fmt.Errorf("bazaar: route template %q is not valid", e.RouteTemplate)
	}
	body := e.Body
	if body == nil {
		body = map[string]any{}
	}
	bodySchema := e.BodySchema
	if bodySchema == nil {
		bodySchema = map[string]any{"properties": map[string]any{}}
	}
	inputProps := map[string]any{
		"type":     map[string]any{"type": "string", "const": "http"},
		"method":   map[string]any{"type": "string", "enum": []string{e.Method}},
		"bodyType": map[string]any{"type": "string", "enum": []string{"json", "form-data", "text"}},
		"body":     bodySchema,
	}
	info := Info{Input: Input{Type: "http", Method: e.Method, BodyType: e.BodyType, Body: body}}
	if e.RouteTemplate != "" {
		info.Input.PathParams = e.PathParams
		ps := map[string]any{"type": "object"}
		for k, v := range e.PathSchema {
			ps[k] = v
		}
		inputProps["pathParams"] = ps
	}
	props := map[string]any{"input": map[string]any{
		"type": "object", "properties": inputProps, "required": []string{"type", "method", "bodyType", "body"},
		"additionalProperties": false,
	}}
	if e.OutputExample != nil {
		info.Output = &Output{Type: "json", Example: e.OutputExample}
		ex := map[string]any{"type": "object"}
		for k, v := range e.OutputSchema {
			ex[k] = v
		}
		props["output"] = map[string]any{"type": "object", "properties": map[string]any{"type": map[string]any{"type": "string"}, "example": ex}, "required": []string{"type"}}
	}
	schema, err := json.Marshal(map[string]any{"$schema": schemaDraft, "type": "object", "properties": props, "required": []string{"input"}})
	if err != nil {
		return Extension{}, fmt.Errorf("bazaar: schema: %w", err)
	}
	ext := Extension{Info: info, Schema: schema, RouteTemplate: e.RouteTemplate}
	if err := Validate(ext); err != nil {
		return Extension{}, err
	}
	return ext, nil
}

// Validate checks an extension as a facilitator must before cataloging it: the info against its
// own schema (no external references), and the rules of the specification (input type, methods,
// body types).
func Validate(ext Extension) error {
	info, err := json.Marshal(ext.Info)
	if err != nil {
		return fmt.Errorf("bazaar: info: %w", err)
	}
	return ValidateRaw(extensions.Extension{Info: info, Schema: ext.Schema})
}

// ValidateRaw is Validate for an extension as received.
func ValidateRaw(ext extensions.Extension) error {
	if len(ext.Schema) == 0 {
		return errors.New("bazaar: the extension has no schema")
	}
	if err := extensions.ValidateInfo(ext.Schema, ext.Info); err != nil {
		return fmt.Errorf("bazaar: %w", err)
	}
	var info struct {
		Input *struct {
			Type      string          `json:"type"`
			Method    *string         `json:"method"`
			BodyType  *string         `json:"bodyType"`
			ToolName  *string         `json:"toolName"`
			Input     json.RawMessage `json:"inputSchema"`
			Transport *string         `json:"transport"`
		} `json:"input"`
	}
	if err := json.Unmarshal(ext.Info, &info); err != nil || info.Input == nil {
		return errors.New("bazaar: info.input is missing or not an object")
	}
	in := info.Input
	switch in.Type {
	case "http":
		if in.Method != nil && !oneOf(*in.Method, "GET", "HEAD", "DELETE", "POST", "PUT", "PATCH") {
			return fmt.Errorf("bazaar: info.input.method %q is not an HTTP method the extension knows", *in.Method)
		}
		if in.BodyType != nil {
			if !oneOf(*in.BodyType, "json", "form-data", "text") {
				return fmt.Errorf("bazaar: info.input.bodyType %q is not json, form-data or text", *in.BodyType)
			}
			if in.Method != nil && !oneOf(*in.Method, "POST", "PUT", "PATCH") {
				return fmt.Errorf("bazaar: info.input.bodyType is set but method %q is not a body method", *in.Method)
			}
		}
	case "mcp":
		if in.ToolName == nil || *in.ToolName == "" {
			return errors.New("bazaar: info.input.toolName is required for MCP tools")
		}
		if !strings.HasPrefix(strings.TrimSpace(string(in.Input)), "{") {
			return errors.New("bazaar: info.input.inputSchema is required for MCP tools")
		}
		if in.Transport != nil && !oneOf(*in.Transport, "streamable-http", "sse") {
			return fmt.Errorf("bazaar: info.input.transport %q is not streamable-http or sse", *in.Transport)
		}
	default:
		return fmt.Errorf("bazaar: info.input.type must be \"http\" or \"mcp\", got %q", in.Type)
	}
	return nil
}

func oneOf(s string, set ...string) bool {
	for _, x := range set {
		if s == x {
			return true
		}
	}
	return false
}

// ValidRouteTemplate applies the specification's rules to a route template: it starts with "/",
// has only safe path characters, and after percent-decoding contains neither ".." nor "://".
func ValidRouteTemplate(t string) bool {
	if t == "" || t[0] != '/' || len(t) < 2 {
		return false
	}
	for i := 0; i < len(t); i++ {
		c := t[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("_/:.-~%", c) >= 0) {
			return false
		}
	}
	decoded := t
	for range 5 {
		next, err := url.PathUnescape(decoded)
		if err != nil {
			return false
		}
		if next == decoded {
			return !strings.Contains(decoded, "..") && !strings.Contains(decoded, "://")
		}
		decoded = next
	}
	return false
}
