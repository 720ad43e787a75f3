package paywall

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"strconv"
	"strings"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/x402"
)

// The A2A agent: an A2A 1.0 JSON-RPC endpoint (POST /a2a) and its Agent Card
// (GET /.well-known/agent-card.json) with one skill, funding an escrow job through the A2A x402
// extension v0.2 (standalone flow). Its record (tasks, every message, every payment outcome) lives in
// the daemon's store; nothing of it is kept only in memory.

// X402ExtensionURI is the A2A x402 payments extension v0.2 the agent implements (standalone flow). The
// card marks it required: a call that does not activate it (A2A-Extensions) is refused.
const X402ExtensionURI = "https://github.com/google-agentic-commerce/a2a-x402/blob/main/spec/v0.2"

// ANSExtensionURI is the CHO-FAM ANS name extension (card profile v1.7 §3): params.name is the agent's
// ANS name, which ANS checks against the name applied for.
const ANSExtensionURI = "https://cho-fam.com/ans/v1"

// DefaultANSName is the ANS name the card carries unless configured otherwise.
const DefaultANSName = "asa.escrow.v1"

// A2AVersion is the A2A protocol version the agent speaks (Major.Minor, as A2A-Version carries it).
const A2AVersion = "1.0"

// AgentVersion is the version of the agent (its card's version field).
const AgentVersion = "2.0.0"

// ActionScheme is the card's security scheme of the funding skill (the action path, card profile §5.2).
const ActionScheme = "actionSignIn"

// A2A x402 extension metadata keys and payment statuses.
const (
	MetaStatus   = "x402.payment.status"
	MetaRequired = "x402.payment.required"
	MetaPayload  = "x402.payment.payload"
	MetaReceipts = "x402.payment.receipts"
	MetaError    = "x402.payment.error"
	// MetaErrorReason is the detailed reason of a failed payment (the x402 or project code, as in the
	// receipt's errorReason), alongside MetaError's v0.2 common code.
	MetaErrorReason = "asa.payment.errorReason"
	// MetaJobID names the job to fund in the first message's metadata (decimal string or number).
	MetaJobID = "asa.jobId"

	StatusPaymentRequired  = "payment-required"
	StatusPaymentSubmitted = "payment-submitted"
	StatusPaymentVerified  = "payment-verified"
	StatusPaymentCompleted = "payment-completed"
	StatusPaymentRejected  = "payment-rejected"
	StatusPaymentFailed    = "payment-failed"
)

// A2A 1.0 task states (protocol JSON enum names).
const (
	StateSubmitted     = "TASK_STATE_SUBMITTED"
	StateWorking       = "TASK_STATE_WORKING"
	StateCompleted     = "TASK_STATE_COMPLETED"
	StateFailed        = "TASK_STATE_FAILED"
	StateCanceled      = "TASK_STATE_CANCELED"
	StateInputRequired = "TASK_STATE_INPUT_REQUIRED"
	StateRejected      = "TASK_STATE_REJECTED"
	StateAuthRequired  = "TASK_STATE_AUTH_REQUIRED"
)

// terminal reports whether a task in state takes no more messages.
func terminal(state string) bool {
	switch state {
	case StateCompleted, StateFailed, StateCanceled, StateRejected:
		return true
	}
	return false
}

// validState reports whether s is a TaskState name (ListTasks filters by it).
func validState(s string) bool {
	switch s {
	case StateSubmitted, StateWorking, StateCompleted, StateFailed, StateCanceled, StateInputRequired, StateRejected, StateAuthRequired:
		return true
	}
	return false
}

// SkillFundJob is the id of the agent's only skill.
const SkillFundJob = "fund-escrow-job"

// Part is an A2A 1.0 message part: exactly one of text, raw, url and data.
type Part struct {
	Text      *string         `json:"text,omitempty"`
	Raw       *string         `json:"raw,omitempty"`
	URL       *string         `json:"url,omitempty"`
	Data      json.RawMessage `json:"data,omitempty"`
	Metadata  map[string]any  `json:"metadata,omitempty"`
	Filename  string          `json:"filename,omitempty"`
	MediaType string          `json:"mediaType,omitempty"`
}

// Message is an A2A 1.0 message.
type Message struct {
	MessageID        string         `json:"messageId"`
	ContextID        string         `json:"contextId,omitempty"`
	TaskID           string         `json:"taskId,omitempty"`
	Role             string         `json:"role"`
	Parts            []Part         `json:"parts"`
	Metadata         map[string]any `json:"metadata,omitempty"`
	Extensions       []string       `json:"extensions,omitempty"`
	ReferenceTaskIDs []string       `json:"referenceTaskIds,omitempty"`
}

// TaskStatus is an A2A 1.0 task status.
type TaskStatus struct {
	State     string   `json:"state"`
	Message   *Message `json:"message,omitempty"`
	Timestamp string   `json:"timestamp"`
}

// Artifact is an A2A 1.0 artifact.
type Artifact struct {
	ArtifactID string `json:"artifactId"`
	Name       string `json:"name,omitempty"`
	Parts      []Part `json:"parts"`
}

// Task is an A2A 1.0 task.
type Task struct {
	ID        string         `json:"id"`
	ContextID string         `json:"contextId"`
	Status    TaskStatus     `json:"status"`
	Artifacts []Artifact     `json:"artifacts,omitempty"`
	History   []Message      `json:"history,omitempty"`
	Metadata  map[string]any `json:"metadata,omitempty"`
}

func text(s string) Part { return Part{Text: &s} }

// canonicalJSON re-encodes a JSON value with sorted object keys and numbers as written, so that two
// encodings of the same value compare equal.
func canonicalJSON(raw []byte) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	return json.Marshal(v)
}

// digest is the SHA-256 of the message's content as the caller sent it, in a canonical encoding: the
// retry check compares it, so that a messageId used again for different content is recognised.
func (m Message) digest() [32]byte {
	b, _ := json.Marshal(m) // maps are encoded with sorted keys; data parts are canonical already
	return sha256.Sum256(b)
}

// jobRef matches a job named in text: "job 42", "job #42", or a message that is only the number.
var (
	jobRef    = regexp.MustCompile(`(?i)\bjob\s*#?\s*(\d{1,19})\b`)
	jobNumber = regexp.MustCompile(`^\s*#?(\d{1,19})\s*$`)
)

// jobIDOf finds the job a message names: metadata asa.jobId, a data part {"jobId": ...}, or text
// ("fund job 42", or just "42"). named is false when the message names none; err says why a job it
// names is not a job id.
func jobIDOf(m Message) (id uint64, named bool, err error) {
	parse := func(v any) (uint64, error) {
		s := ""
		switch x := v.(type) {
		case string:
			s = strings.TrimSpace(x)
		case json.Number:
			s = x.String()
		case float64:
			s = strconv.FormatFloat(x, 'f', -1, 64)
		default:
			return 0, fmt.Errorf("job id %v is not a decimal number", v)
		}
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil || n > 1<<63-1 {
			return 0, fmt.Errorf("job id %q is not a decimal number below 2^63", s)
		}
		return n, nil
	}
	if v, ok := m.Metadata[MetaJobID]; ok {
		n, err := parse(v)
		return n, true, err
	}
	for _, p := range m.Parts {
		if len(p.Data) == 0 {
			continue
		}
		dec := json.NewDecoder(bytes.NewReader(p.Data))
		dec.UseNumber()
		var d map[string]any
		if dec.Decode(&d) == nil {
			if v, ok := d["jobId"]; ok {
				n, err := parse(v)
				return n, true, err
			}
		}
	}
	for _, p := range m.Parts {
		if p.Text == nil {
			continue
		}
		if s := jobRef.FindStringSubmatch(*p.Text); s != nil {
			n, err := parse(s[1])
			return n, true, err
		}
		if s := jobNumber.FindStringSubmatch(*p.Text); s != nil {
			n, err := parse(s[1])
			return n, true, err
		}
	}
	return 0, false, nil
}

// The Agent Card (A2A 1.0 AgentCard, JSON as the specification's ProtoJSON mapping writes it).

type agentCard struct {
	Name                 string                    `json:"name"`
	Description          string                    `json:"description"`
	SupportedInterfaces  []agentInterface          `json:"supportedInterfaces"`
	Provider             agentProvider             `json:"provider"`
	Version              string                    `json:"version"`
	DocumentationURL     string                    `json:"documentationUrl,omitempty"`
	Capabilities         agentCapabilities         `json:"capabilities"`
	SecuritySchemes      map[string]securityScheme `json:"securitySchemes"`
	SecurityRequirements []securityRequirement     `json:"securityRequirements"`
	DefaultInputModes    []string                  `json:"defaultInputModes"`
	DefaultOutputModes   []string                  `json:"defaultOutputModes"`
	Skills               []agentSkill              `json:"skills"`
}

type agentInterface struct {
	URL             string `json:"url"`
	ProtocolBinding string `json:"protocolBinding"`
	ProtocolVersion string `json:"protocolVersion"`
}

type agentProvider struct {
	Organization string `json:"organization"`
	URL          string `json:"url"`
}

type agentCapabilities struct {
	Streaming         bool             `json:"streaming"`
	PushNotifications bool             `json:"pushNotifications"`
	ExtendedAgentCard bool             `json:"extendedAgentCard"`
	Extensions        []agentExtension `json:"extensions"`
}

type agentExtension struct {
	URI         string         `json:"uri"`
	Description string         `json:"description"`
	Required    bool           `json:"required"`
	Params      map[string]any `json:"params,omitempty"`
}

type securityScheme struct {
	HTTPAuth *httpAuthScheme `json:"httpAuthSecurityScheme,omitempty"`
}

type httpAuthScheme struct {
	Description  string `json:"description,omitempty"`
	Scheme       string `json:"scheme"`
	BearerFormat string `json:"bearerFormat,omitempty"`
}

type securityRequirement struct {
	Schemes map[string]stringList `json:"schemes"`
}

type stringList struct {
	List []string `json:"list"`
}

type agentSkill struct {
	ID                   string                `json:"id"`
	Name                 string                `json:"name"`
	Description          string                `json:"description"`
	Tags                 []string              `json:"tags"`
	Examples             []string              `json:"examples,omitempty"`
	InputModes           []string              `json:"inputModes,omitempty"`
	OutputModes          []string              `json:"outputModes,omitempty"`
	SecurityRequirements []securityRequirement `json:"securityRequirements,omitempty"`
}

// card builds the Agent Card. Every URL in it comes from the configured base URL, never from a request.
func (a *agent) card() agentCard {
	base := a.p.baseURL()
	endpoint := base + "/a2a"
	requireSignIn := []securityRequirement{{Schemes: map[string]stringList{ActionScheme: {List: []string{}}}}}
	return agentCard{
		Name: "ASA escrow daemon",
		Description: "Funds open ASA escrow jobs from the job client's x402 (EIP-3009) payment authorization, through the job's own deposit address. " +
			"Does not evaluate or release work.",
		SupportedInterfaces: []agentInterface{{URL: endpoint, ProtocolBinding: "JSONRPC", ProtocolVersion: A2AVersion}},
		Provider:            agentProvider{Organization: "ASA escrow", URL: base},
		Version:             AgentVersion,
		DocumentationURL:    base + "/openapi.yaml",
		Capabilities: agentCapabilities{Extensions: []agentExtension{
			{
				URI: X402ExtensionURI,
				Description: "x402 payments (standalone flow): an escrow job's budget is paid with an exact EIP-3009 authorization from the job's client " +
					"to the job's own deposit address (named as payTo in each task's x402.payment.required), and settled on chain by the escrow's fundWithAuthorization. " +
					"Every call activates it (A2A-Extensions).",
				Required: true,
				Params: map[string]any{
					"network": x402.CAIP2(a.p.deps.ChainID), "asset": a.p.deps.Token.Hex(), "escrow": a.p.deps.Escrow.Hex(),
				},
			},
			{
				URI: ANSExtensionURI, Description: "ANS name; the name authority is chofam ANS", Required: false,
				Params: map[string]any{"name": a.p.deps.ANSName},
			},
		}},
		SecuritySchemes: map[string]securityScheme{
			ActionScheme: {HTTPAuth: &httpAuthScheme{Scheme: "Bearer", Description: a.auth.Describe()}},
		},
		SecurityRequirements: requireSignIn,
		DefaultInputModes:    []string{"application/json", "text/plain"},
		DefaultOutputModes:   []string{"application/json", "text/plain"},
		Skills: []agentSkill{{
			ID:   SkillFundJob,
			Name: "Fund escrow job",
			Description: "Funds an open escrow job with its budget. Send the job id (metadata asa.jobId, a data part {jobId} or \"fund job N\" in text); " +
				"the task asks for payment (input-required, x402.payment.required); answer with x402.payment.payload signed by the job's client. " +
				"Moves money and cannot be undone by this agent. Retries are keyed by (signed-in caller, messageId): the same message again answers " +
				"the same task and never pays twice, the same messageId with other content is refused; a job is funded at most once. " +
				"Only the caller who created a task can read, continue or cancel it.",
			Tags:                 []string{"chofam:kind/action", "chofam:effect/irreversible", "chofam:scope/party", "x402", "escrow"},
			Examples:             []string{"fund job 42"},
			InputModes:           []string{"application/json", "text/plain"},
			OutputModes:          []string{"application/json", "text/plain"},
			SecurityRequirements: requireSignIn,
		}},
	}
}

// serveCard answers GET /.well-known/agent-card.json, with an ETag of the card's content.
func (a *agent) serveCard(w http.ResponseWriter, r *http.Request) {
	body, err := json.Marshal(a.card())
	if err != nil {
		writeJSON(w, http.StatusInternalServerError, errorBody{Error: wire.ErrorDetail{Code: wire.CodeInternal, Message: "agent card: " + err.Error()}})
		return
	}
	sum := sha256.Sum256(body)
	etag := `"` + hex.EncodeToString(sum[:16]) + `"`
	w.Header().Set("Cache-Control", "public, max-age=300")
	w.Header().Set("ETag", etag)
	if match := r.Header.Get("If-None-Match"); match != "" && strings.Contains(match, etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write(body)
}

// The a2a-x402 v0.2 common error codes (spec §9.1) that x402.payment.error carries.
const (
	ErrorInsufficientFunds = "INSUFFICIENT_FUNDS"
	ErrorInvalidSignature  = "INVALID_SIGNATURE"
	ErrorExpiredPayment    = "EXPIRED_PAYMENT"
	ErrorDuplicateNonce    = "DUPLICATE_NONCE"
	ErrorNetworkMismatch   = "NETWORK_MISMATCH"
	ErrorInvalidAmount     = "INVALID_AMOUNT"
	ErrorSettlementFailed  = "SETTLEMENT_FAILED"
)

// CommonErrorCode maps a detailed refusal reason (x402's invalid and error reasons, the project's own)
// to the a2a-x402 v0.2 common error code; a reason the common codes do not name is SETTLEMENT_FAILED, the
// specification's catch-all.
func CommonErrorCode(reason string) string {
	switch reason {
	case x402.ReasonInsufficientBalance:
		return ErrorInsufficientFunds
	case x402.ReasonInvalidSignature, x402.ReasonFailedToParseSignature, x402.ReasonMissingEIP712Domain,
		x402.ReasonTokenNameMismatch, x402.ReasonTokenVersionMismatch:
		return ErrorInvalidSignature
	case x402.ReasonValidBeforeExpired, x402.ReasonValidAfterInFuture:
		return ErrorExpiredPayment
	case x402.ReasonNonceAlreadyUsed:
		return ErrorDuplicateNonce
	case x402.ReasonNetworkMismatch, x402.ReasonInvalidNetwork:
		return ErrorNetworkMismatch
	case x402.ReasonAuthorizationValueV1, x402.ReasonAuthorizationValueMismatch:
		return ErrorInvalidAmount
	default:
		return ErrorSettlementFailed
	}
}
