package paywall

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"regexp"
	"strconv"
	"strings"

	"github.com/asa-escrow/asa/daemon/quota"
)

// The A2A 1.0 JSON-RPC binding: the service parameters every call must carry (A2A-Version 1.0, the x402
// extension activated in A2A-Extensions or X-A2A-Extensions, the sign-in credential), the methods and the error objects.

// JSON-RPC 2.0 and A2A 1.0 error codes (A2A specification §5.4).
const (
	rpcParseError            = -32700
	rpcInvalidRequest        = -32600
	rpcMethodNotFound        = -32601
	rpcInvalidParams         = -32602
	rpcInternal              = -32603
	rpcTaskNotFound          = -32001
	rpcTaskNotCancelable     = -32002
	rpcPushNotSupported      = -32003
	rpcUnsupported           = -32004
	rpcContentTypeNotSupport = -32005
	rpcExtensionRequired     = -32008
	rpcVersionNotSupported   = -32009
	// rpcUnauthenticated is the JSON-RPC code of a call without a valid sign-in credential. A2A leaves
	// authentication errors to the binding ("JSON-RPC custom error"); the HTTP status is 401 with a
	// Bearer challenge, as the official SDK's authentication handlers expect.
	rpcUnauthenticated = -32000
)

// errorDomain is the ErrorInfo domain of the A2A-defined errors; errorDomainAgent that of this agent's own.
const (
	errorDomain      = "a2a-protocol.org"
	errorDomainAgent = "asa-escrow"
)

// maxRPCBody bounds a JSON-RPC request (a payment message is a few kB).
const maxRPCBody = 256 << 10

type rpcRequest struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Method  string          `json:"method"`
	Params  json.RawMessage `json:"params"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    []any  `json:"data,omitempty"`
	status  int    // HTTP status (200 when zero)
	// retryAfter, when positive, is answered as the Retry-After header (seconds).
	retryAfter int
}

// quotaError is the answer to a spent quota: HTTP 429 with Retry-After and a RESOURCE_EXHAUSTED
// ErrorInfo naming the limit.
func quotaError(e *quota.Exceeded) *rpcError {
	return &rpcError{Code: rpcInternal, Message: e.Error(), status: http.StatusTooManyRequests, retryAfter: e.Seconds(),
		Data: []any{errorInfo("RESOURCE_EXHAUSTED", errorDomainAgent, map[string]string{"limit": e.Limit, "retryAfterSeconds": strconv.Itoa(e.Seconds())})}}
}

func (e *rpcError) Error() string { return e.Message }

type rpcResponse struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  any             `json:"result,omitempty"`
	Error   *rpcError       `json:"error,omitempty"`
}

// errorInfo is a google.rpc.ErrorInfo detail (A2A §9.5: each detail names its @type).
func errorInfo(reason, domain string, meta map[string]string) map[string]any {
	d := map[string]any{"@type": "type.googleapis.com/google.rpc.ErrorInfo", "reason": reason, "domain": domain}
	if len(meta) > 0 {
		d["metadata"] = meta
	}
	return d
}

func rpcErr(code int, reason, format string, args ...any) *rpcError {
	domain := errorDomain
	if code == rpcUnauthenticated {
		domain = errorDomainAgent
	}
	return &rpcError{Code: code, Message: fmt.Sprintf(format, args...), Data: []any{errorInfo(reason, domain, nil)}}
}

// invalidParams is -32602 with a google.rpc.BadRequest naming the field.
func invalidParams(field, format string, args ...any) *rpcError {
	msg := fmt.Sprintf(format, args...)
	return &rpcError{Code: rpcInvalidParams, Message: msg, Data: []any{map[string]any{
		"@type": "type.googleapis.com/google.rpc.BadRequest", "fieldViolations": []any{map[string]any{"field": field, "description": msg}},
	}}}
}

func taskNotFound(id string) *rpcError {
	// Not found and not yours are one answer (A2A §3.3.2: do not reveal tasks of others).
	return &rpcError{Code: rpcTaskNotFound, Message: fmt.Sprintf("task %q not found", id),
		Data: []any{errorInfo("TASK_NOT_FOUND", errorDomain, map[string]string{"taskId": id})}}
}

// Methods of the JSON-RPC binding (A2A §5.3).
const (
	methodSendMessage          = "SendMessage"
	methodSendStreamingMessage = "SendStreamingMessage"
	methodGetTask              = "GetTask"
	methodListTasks            = "ListTasks"
	methodCancelTask           = "CancelTask"
	methodSubscribeToTask      = "SubscribeToTask"
	methodGetExtendedCard      = "GetExtendedAgentCard"
)

var pushMethods = map[string]bool{
	"CreateTaskPushNotificationConfig": true, "GetTaskPushNotificationConfig": true,
	"ListTaskPushNotificationConfigs": true, "DeleteTaskPushNotificationConfig": true,
}

// versionRe matches an A2A-Version value: Major.Minor, a patch number tolerated and ignored (§3.6).
var versionRe = regexp.MustCompile(`^(\d+)\.(\d+)(\.\d+)?$`)

// checkVersion refuses every A2A-Version but 1.0 (§3.6.2: an empty one means 0.3).
func checkVersion(r *http.Request) *rpcError {
	v := strings.TrimSpace(r.Header.Get("A2A-Version"))
	if v == "" {
		v = strings.TrimSpace(r.URL.Query().Get("A2A-Version"))
	}
	if m := versionRe.FindStringSubmatch(v); m != nil && m[1] == "1" && m[2] == "0" {
		return nil
	}
	requested := v
	why := fmt.Sprintf("A2A-Version %q is not supported", v)
	if v == "" {
		requested = "0.3"
		why = "no A2A-Version: a call without it is A2A 0.3, which this agent does not speak"
	}
	return &rpcError{Code: rpcVersionNotSupported, Message: why + "; this agent speaks A2A 1.0 (send A2A-Version: 1.0)",
		Data: []any{errorInfo("VERSION_NOT_SUPPORTED", errorDomain, map[string]string{"requestedVersion": requested, "supportedVersions": A2AVersion})}}
}

// The extension activation headers: A2A 1.0's, and the one the a2a-x402 v0.2 text and A2A 0.3 use.
const (
	extensionsHeader       = "A2A-Extensions"
	legacyExtensionsHeader = "X-A2A-Extensions"
)

// activatedExtensions reads the extension URIs a request activates (A2A-Extensions or X-A2A-Extensions,
// comma separated, possibly over several header lines; both headers count).
func activatedExtensions(r *http.Request) map[string]bool {
	out := map[string]bool{}
	for _, line := range append(r.Header.Values(extensionsHeader), r.Header.Values(legacyExtensionsHeader)...) {
		for _, uri := range strings.Split(line, ",") {
			if uri = strings.TrimSpace(uri); uri != "" {
				out[uri] = true
			}
		}
	}
	return out
}

// serveRPC answers POST /a2a: the A2A 1.0 JSON-RPC binding. Every call must say A2A-Version 1.0,
// activate the required x402 extension and carry a sign-in credential; the methods are SendMessage,
// GetTask, ListTasks and CancelTask (streaming, push notifications and the extended card are declared
// unsupported in the card and answered with their A2A errors).
func (a *agent) serveRPC(w http.ResponseWriter, r *http.Request) {
	id := json.RawMessage("null")
	reply := func(result any, e *rpcError) {
		status := http.StatusOK
		resp := rpcResponse{JSONRPC: "2.0", ID: id, Result: result}
		if e != nil {
			resp.Result, resp.Error = nil, e
			if e.status != 0 {
				status = e.status
			}
			if e.retryAfter > 0 {
				w.Header().Set("Retry-After", strconv.Itoa(e.retryAfter))
			}
		}
		writeJSON(w, status, resp)
	}
	// The client's call quota before anything is read (a flood costs a token bucket, not a parse).
	var exceeded *quota.Exceeded
	if err := a.p.deps.Quotas.Allow(r.Context(), quota.A2ARequests); errors.As(err, &exceeded) {
		reply(nil, quotaError(exceeded))
		return
	}
	if ct := r.Header.Get("Content-Type"); ct != "" {
		if mt, _, err := mime.ParseMediaType(ct); err != nil || (mt != "application/json" && mt != "application/a2a+json") {
			reply(nil, rpcErr(rpcInvalidRequest, "INVALID_REQUEST", "Content-Type %q: the JSON-RPC binding takes application/json", ct))
			return
		}
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxRPCBody))
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			reply(nil, rpcErr(rpcInvalidRequest, "INVALID_REQUEST", "request body exceeds %d bytes", maxRPCBody))
			return
		}
		reply(nil, rpcErr(rpcParseError, "PARSE_ERROR", "read request: %v", err))
		return
	}
	var req rpcRequest
	dec := json.NewDecoder(bytes.NewReader(body))
	if err := dec.Decode(&req); err != nil {
		reply(nil, rpcErr(rpcParseError, "PARSE_ERROR", "request is not JSON: %v", err))
		return
	}
	if dec.More() {
		reply(nil, rpcErr(rpcInvalidRequest, "INVALID_REQUEST", "request has trailing data after the JSON object (batches are not supported)"))
		return
	}
	if trimmed := bytes.TrimSpace(req.ID); len(trimmed) > 0 && (trimmed[0] == '"' || trimmed[0] == '-' || (trimmed[0] >= '0' && trimmed[0] <= '9') || string(trimmed) == "null") {
		id = req.ID
	} else if len(trimmed) > 0 {
		reply(nil, rpcErr(rpcInvalidRequest, "INVALID_REQUEST", "id must be a string, a number or null"))
		return
	}
	if req.JSONRPC != "2.0" || req.Method == "" {
		reply(nil, rpcErr(rpcInvalidRequest, "INVALID_REQUEST", `not a JSON-RPC 2.0 request (jsonrpc "2.0" and method are required)`))
		return
	}
	if e := checkVersion(r); e != nil {
		reply(nil, e)
		return
	}
	switch {
	case req.Method == methodSendStreamingMessage || req.Method == methodSubscribeToTask:
		reply(nil, rpcErr(rpcUnsupported, "UNSUPPORTED_OPERATION", "%s: this agent does not stream (capabilities.streaming is false); use SendMessage and GetTask", req.Method))
		return
	case pushMethods[req.Method]:
		reply(nil, rpcErr(rpcPushNotSupported, "PUSH_NOTIFICATION_NOT_SUPPORTED", "%s: this agent sends no push notifications (capabilities.pushNotifications is false); poll with GetTask", req.Method))
		return
	case req.Method == methodGetExtendedCard:
		reply(nil, rpcErr(rpcUnsupported, "UNSUPPORTED_OPERATION", "GetExtendedAgentCard: this agent has no extended card (capabilities.extendedAgentCard is false)"))
		return
	case req.Method != methodSendMessage && req.Method != methodGetTask && req.Method != methodListTasks && req.Method != methodCancelTask:
		reply(nil, rpcErr(rpcMethodNotFound, "METHOD_NOT_FOUND", "method %q is not supported (SendMessage, GetTask, ListTasks, CancelTask)", req.Method))
		return
	}
	ext := activatedExtensions(r)
	if !ext[X402ExtensionURI] {
		reply(nil, &rpcError{Code: rpcExtensionRequired,
			Message: "the x402 payments extension is required: activate it with the header A2A-Extensions: " + X402ExtensionURI,
			Data:    []any{errorInfo("EXTENSION_SUPPORT_REQUIRED", errorDomain, map[string]string{"extension": X402ExtensionURI})}})
		return
	}
	var echo []string
	for _, uri := range []string{X402ExtensionURI, ANSExtensionURI} {
		if ext[uri] {
			echo = append(echo, uri)
		}
	}
	w.Header().Set(extensionsHeader, strings.Join(echo, ","))
	if len(r.Header.Values(legacyExtensionsHeader)) > 0 {
		w.Header().Set(legacyExtensionsHeader, strings.Join(echo, ",")) // answered in the spelling the client used
	}
	caller, err := a.auth.Caller(r)
	if err != nil {
		var ce *CredentialError
		switch {
		case errors.As(err, &exceeded):
			reply(nil, quotaError(exceeded))
		case errors.Is(err, ErrNoCredential), errors.As(err, &ce):
			w.Header().Set("WWW-Authenticate", `Bearer realm="a2a", error="invalid_token"`)
			e := rpcErr(rpcUnauthenticated, "UNAUTHENTICATED", "%v (card: securitySchemes.%s)", err, ActionScheme)
			e.status = http.StatusUnauthorized
			reply(nil, e)
		default:
			a.p.log.Error("a2a: sign-in lookup", "err", err)
			w.Header().Set("Retry-After", "2")
			reply(nil, rpcErr(rpcInternal, "UNAVAILABLE", "the sign-in could not be checked now; retry shortly"))
		}
		return
	}
	if len(bytes.TrimSpace(req.Params)) == 0 || bytes.TrimSpace(req.Params)[0] != '{' {
		reply(nil, invalidParams("params", "params must be an object (the %s request)", req.Method))
		return
	}
	var result any
	switch req.Method {
	case methodSendMessage:
		result, err = a.sendMessage(r.Context(), caller, req.Params)
	case methodGetTask:
		result, err = a.getTask(r.Context(), caller, req.Params)
	case methodListTasks:
		result, err = a.listTasks(r.Context(), caller, req.Params)
	case methodCancelTask:
		result, err = a.cancelTask(r.Context(), caller, req.Params)
	}
	if err != nil {
		var re *rpcError
		if errors.As(err, &exceeded) {
			re = quotaError(exceeded)
		} else if !errors.As(err, &re) {
			a.p.log.Error("a2a", "method", req.Method, "err", err)
			re = rpcErr(rpcInternal, "INTERNAL", "internal error: the chain or the daemon's store did not answer; retry the same message (a retry never pays twice)")
		}
		reply(nil, re)
		return
	}
	reply(result, nil)
}

// decodeParams decodes a request's params into v, keeping numbers as written (json.Number).
func decodeParams(raw json.RawMessage, v any, what string) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if err := dec.Decode(v); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			return invalidParams(te.Field, "%s: field %q must be %s, got JSON %s", what, te.Field, te.Type, te.Value)
		}
		return invalidParams("params", "%s: %v", what, err)
	}
	return nil
}
