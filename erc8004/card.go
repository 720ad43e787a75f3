package erc8004

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	jose "github.com/go-jose/go-jose/v4"
	"github.com/gowebpki/jcs"
)

// Signed A2A Agent Cards (A2A 1.0, section 8.4 "Agent Card Signing"): a card's "signatures" member lists
// JWS signatures (RFC 7515: a base64url protected header and signature, the payload detached) over the
// card without its "signatures" member, canonicalized by RFC 8785 (JCS).
//
// A wallet is taken from a signature only when the signing key is the wallet: the signature's algorithm is
// ES256K (RFC 8812: ECDSA over secp256k1 with SHA-256, the 64-byte R||S form), the protected header's kid
// is the wallet as a did:pkh of this chain ("did:pkh:eip155:<chainId>:0x...", optionally with a #fragment),
// and the key recovered from the signature is that account's. Nothing is fetched to verify (a jku is not
// followed): the kid itself names the key, and only its holder can sign for it.

// CardAlgorithm is the JWS algorithm of a card signature bound to a wallet (RFC 8812's ES256K).
const CardAlgorithm jose.SignatureAlgorithm = "ES256K"

// CardSigner is a card signature that verified: the wallet that signed it and its kid.
type CardSigner struct {
	Wallet common.Address
	KeyID  string
}

// cardSignature is A2A's AgentCardSignature.
type cardSignature struct {
	Protected string          `json:"protected"`
	Signature string          `json:"signature"`
	Header    json.RawMessage `json:"header,omitempty"`
}

// CardKeyID is the kid a wallet signs a card with on chainID: did:pkh:eip155:<chainId>:<address>.
func CardKeyID(chainID uint64, wallet common.Address) string {
	return fmt.Sprintf("did:pkh:eip155:%d:%s", chainID, wallet.Hex())
}

// parseCardKeyID reads a did:pkh kid (a #fragment is allowed) naming an eip155 account on chainID.
func parseCardKeyID(kid string, chainID uint64) (common.Address, error) {
	did, _, _ := strings.Cut(kid, "#")
	account, ok := strings.CutPrefix(did, "did:pkh:eip155:")
	if !ok {
		return common.Address{}, fmt.Errorf("kid %q is not a did:pkh:eip155 account (the wallet that signs must be named as did:pkh:eip155:<chainId>:0x...)", kid)
	}
	chainText, addr, ok := strings.Cut(account, ":")
	chain, err := strconv.ParseUint(chainText, 10, 64)
	if !ok || err != nil {
		return common.Address{}, fmt.Errorf("kid %q: chain id %q is not a decimal number", kid, chainText)
	}
	if chain != chainID {
		return common.Address{}, fmt.Errorf("kid %q names an account on chain %d, the escrow is on chain %d", kid, chain, chainID)
	}
	if !common.IsHexAddress(addr) || !strings.HasPrefix(addr, "0x") {
		return common.Address{}, fmt.Errorf("kid %q: %q is not an address", kid, addr)
	}
	return common.HexToAddress(addr), nil
}

// CardPayload is the content a card signature covers (A2A 8.4.1): the card without its "signatures"
// member and without the members that hold a default value where the protocol gives them no presence,
// canonicalized by RFC 8785.
func CardPayload(card []byte) ([]byte, error) {
	return cardPayload(card, true)
}

// cardPayload is CardPayload, or with prune false the card as served without its "signatures" only (a
// signer that signed exactly what it serves).
func cardPayload(card []byte, prune bool) ([]byte, error) {
	var members map[string]any
	dec := json.NewDecoder(bytes.NewReader(card))
	dec.UseNumber()
	if err := dec.Decode(&members); err != nil || members == nil {
		return nil, fmt.Errorf("agent card is not a JSON object: %v", err)
	}
	delete(members, "signatures")
	if prune {
		pruneDefaults(members, "AgentCard")
	}
	raw, err := json.Marshal(members)
	if err != nil {
		return nil, fmt.Errorf("agent card: %w", err)
	}
	out, err := jcs.Transform(raw)
	if err != nil {
		return nil, fmt.Errorf("agent card: canonicalize (RFC 8785): %w", err)
	}
	return out, nil
}

// Field presence of the AgentCard messages (a2a.proto): "R" REQUIRED (always kept), "O" optional (kept
// when present), "" neither (dropped when it holds its default); "msg:<M>" a message field of type M and
// "[]<M>" a repeated one (recursed into; a message field is kept when present, a repeated one when not
// empty). Members the schema does not list (extensions of the card) are kept as served.
var cardFields = map[string]map[string]string{
	"AgentCard": {"name": "R", "description": "R", "supportedInterfaces": "R []AgentInterface", "provider": "msg:AgentProvider",
		"version": "R", "documentationUrl": "O", "capabilities": "R msg:AgentCapabilities", "securitySchemes": "", "securityRequirements": "",
		"defaultInputModes": "R", "defaultOutputModes": "R", "skills": "R []AgentSkill", "iconUrl": "O"},
	"AgentProvider":     {"url": "R", "organization": "R"},
	"AgentCapabilities": {"streaming": "O", "pushNotifications": "O", "extensions": "[]AgentExtension", "extendedAgentCard": "O"},
	"AgentExtension":    {"uri": "", "description": "", "required": "", "params": "msg:"},
	"AgentSkill": {"id": "R", "name": "R", "description": "R", "tags": "R", "examples": "", "inputModes": "", "outputModes": "",
		"securityRequirements": ""},
	"AgentInterface": {"url": "R", "protocolBinding": "R", "tenant": "", "protocolVersion": "R"},
}

// pruneDefaults removes from obj (a message of type msg) the members A2A 8.4.1 says are not signed:
// fields without presence that hold their default value.
func pruneDefaults(obj map[string]any, msg string) {
	fields := cardFields[msg]
	for name, v := range obj {
		spec, known := fields[name]
		if !known {
			continue
		}
		required, optional := strings.HasPrefix(spec, "R"), spec == "O"
		kind := strings.TrimSpace(strings.TrimPrefix(spec, "R"))
		switch {
		case strings.HasPrefix(kind, "msg:"):
			if v == nil && !required {
				delete(obj, name)
			} else if m, ok := v.(map[string]any); ok && kind != "msg:" {
				pruneDefaults(m, strings.TrimPrefix(kind, "msg:"))
			}
			continue
		case strings.HasPrefix(kind, "[]"):
			if list, ok := v.([]any); ok {
				for _, item := range list {
					if m, ok := item.(map[string]any); ok {
						pruneDefaults(m, strings.TrimPrefix(kind, "[]"))
					}
				}
			}
		}
		if !required && !optional && isDefault(v) {
			delete(obj, name)
		}
	}
}

// isDefault reports whether a JSON value is its type's protobuf default: null, "", false, 0, [] or {}.
func isDefault(v any) bool {
	switch x := v.(type) {
	case nil:
		return true
	case string:
		return x == ""
	case bool:
		return !x
	case json.Number:
		f, err := x.Float64()
		return err == nil && f == 0
	case []any:
		return len(x) == 0
	case map[string]any:
		return len(x) == 0
	}
	return false
}

// SignCard signs an Agent Card with key as the wallet on chainID and returns the card with the signature
// appended to its "signatures" (the A2A form: protected header {"alg":"ES256K","typ":"JOSE","kid":<did:pkh>}).
// Other members keep their bytes; the signature covers them canonicalized.
func SignCard(card []byte, key *ecdsa.PrivateKey, chainID uint64) ([]byte, error) {
	payload, err := CardPayload(card)
	if err != nil {
		return nil, err
	}
	header, err := json.Marshal(map[string]string{"alg": string(CardAlgorithm), "typ": "JOSE",
		"kid": CardKeyID(chainID, crypto.PubkeyToAddress(key.PublicKey))})
	if err != nil {
		return nil, err
	}
	protected := base64.RawURLEncoding.EncodeToString(header)
	digest := sha256.Sum256([]byte(protected + "." + base64.RawURLEncoding.EncodeToString(payload)))
	sig, err := crypto.Sign(digest[:], key)
	if err != nil {
		return nil, fmt.Errorf("sign agent card: %w", err)
	}
	var members map[string]json.RawMessage
	if err := json.Unmarshal(card, &members); err != nil {
		return nil, fmt.Errorf("agent card is not a JSON object: %w", err)
	}
	var sigs []cardSignature
	if prev, ok := members["signatures"]; ok {
		if err := json.Unmarshal(prev, &sigs); err != nil {
			return nil, fmt.Errorf("agent card signatures: %w", err)
		}
	}
	sigs = append(sigs, cardSignature{Protected: protected, Signature: base64.RawURLEncoding.EncodeToString(sig[:64])})
	if members["signatures"], err = json.Marshal(sigs); err != nil {
		return nil, err
	}
	return json.Marshal(members)
}

// VerifyCard checks every signature of card and returns the wallets that signed it (none: the card is
// unsigned, or no signature verified; problems says why each one failed). A signature counts only when it
// is ES256K, its protected kid is a did:pkh of chainID and the key that made it is that account's.
func VerifyCard(card []byte, chainID uint64) (signers []CardSigner, problems []string, err error) {
	var c struct {
		Signatures []cardSignature `json:"signatures"`
	}
	if err := json.Unmarshal(card, &c); err != nil {
		return nil, nil, fmt.Errorf("agent card: %w", err)
	}
	if len(c.Signatures) == 0 {
		return nil, nil, nil
	}
	// The payload as A2A defines it, and the card as served without its signatures (a signer that did
	// not drop default values): both are the card's own content, so either binds it.
	payloads := make([][]byte, 0, 2)
	for _, prune := range []bool{true, false} {
		p, err := cardPayload(card, prune)
		if err != nil {
			return nil, nil, err
		}
		if len(payloads) == 0 || !bytes.Equal(payloads[0], p) {
			payloads = append(payloads, p)
		}
	}
	for i, s := range c.Signatures {
		var signer CardSigner
		var err error
		for _, payload := range payloads {
			if signer, err = verifyCardSignature(s, payload, chainID); err == nil {
				break
			}
		}
		if err != nil {
			problems = append(problems, fmt.Sprintf("signatures[%d]: %v", i, err))
			continue
		}
		signers = append(signers, signer)
	}
	return signers, problems, nil
}

// verifyCardSignature verifies one AgentCardSignature over the canonical payload (go-jose parses the JWS,
// checks the allowed algorithm and critical headers and computes the signing input; walletKey verifies).
func verifyCardSignature(s cardSignature, payload []byte, chainID uint64) (CardSigner, error) {
	if s.Protected == "" || s.Signature == "" {
		return CardSigner{}, errors.New("want a JWS with protected and signature members")
	}
	jws, err := jose.ParseDetached(s.Protected+".."+s.Signature, payload, []jose.SignatureAlgorithm{CardAlgorithm})
	if err != nil {
		return CardSigner{}, fmt.Errorf("not an ES256K JWS (a wallet signs with its secp256k1 key): %w", err)
	}
	if len(jws.Signatures) != 1 {
		return CardSigner{}, errors.New("want one signature")
	}
	kid := jws.Signatures[0].Protected.KeyID
	wallet, err := parseCardKeyID(kid, chainID)
	if err != nil {
		return CardSigner{}, err
	}
	if err := jws.DetachedVerify(payload, walletKey{wallet: wallet}); err != nil {
		return CardSigner{}, fmt.Errorf("the signature does not verify for %s over this card (tampered, or signed by another key)", wallet.Hex())
	}
	return CardSigner{Wallet: wallet, KeyID: kid}, nil
}

// walletKey is a go-jose verifier for ES256K signatures by one Ethereum account: the public key is
// recovered from the signature (both recovery ids) and must be the account's.
type walletKey struct{ wallet common.Address }

// VerifyPayload implements jose.OpaqueVerifier.
func (k walletKey) VerifyPayload(input, sig []byte, alg jose.SignatureAlgorithm) error {
	if alg != CardAlgorithm {
		return fmt.Errorf("algorithm %s is not %s", alg, CardAlgorithm)
	}
	if len(sig) != 64 {
		return fmt.Errorf("an ES256K signature is 64 bytes (R||S), got %d", len(sig))
	}
	digest := sha256.Sum256(input)
	for v := byte(0); v < 2; v++ {
		rsv := append(append(make([]byte, 0, 65), sig...), v)
		pub, err := crypto.SigToPub(digest[:], rsv)
		if err == nil && crypto.PubkeyToAddress(*pub) == k.wallet {
			return nil
		}
	}
	return errors.New("signed by another key")
}

// hostOf is u's host:port, lower case, with the scheme's default port made explicit.
func hostOf(u *url.URL) string {
	port := u.Port()
	if port == "" {
		port = map[string]string{"http": "80", "https": "443"}[strings.ToLower(u.Scheme)]
	}
	return strings.ToLower(u.Hostname()) + ":" + port
}

// cardHosts are the hosts (host[:port]) a card names as its own: its interfaces' URLs (A2A 1.0
// supportedInterfaces[].url) and the 0.3 top-level url.
func cardHosts(card []byte) []string {
	var c struct {
		URL        string `json:"url"`
		Interfaces []struct {
			URL string `json:"url"`
		} `json:"supportedInterfaces"`
	}
	_ = json.Unmarshal(card, &c)
	var hosts []string
	add := func(raw string) {
		if u, err := url.Parse(raw); err == nil && u.Host != "" {
			hosts = append(hosts, hostOf(u))
		}
	}
	add(c.URL)
	for _, i := range c.Interfaces {
		add(i.URL)
	}
	return hosts
}
