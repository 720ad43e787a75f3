package settlement

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/asa-escrow/asa/signer"
)

// The agreement's signatures block: each party signs the agreement hash (AgreementHash: keccak256 of the
// canonical document without "signatures") for its role. Schemes:
//   - "eip712": an ECDSA signature over the EIP-712 digest of
//     AgreementSignature(bytes32 agreementHash,string party) in the domain
//     EIP712Domain(string name,string version) {name: "ASA Agreement", version: "1"};
//   - "eip191": an ECDSA signature over the personal_sign message
//     "ASA agreement <agreement hash, 0x lowercase hex> signed as <party>";
//   - "erc1271": a signature the party's contract account accepts for the EIP-712 digest
//     (isValidSignature); checked only where a chain is at hand.
//
// An entry is {"scheme": ..., "value": "0x<signature>"}; an optional "signer" must be the party's address.
const (
	AgreementDomainName    = "ASA Agreement"
	AgreementDomainVersion = "1"
	AgreementSignatureType = "AgreementSignature(bytes32 agreementHash,string party)"
)

var (
	agreementDomainTypeHash = crypto.Keccak256Hash([]byte("EIP712Domain(string name,string version)"))
	agreementSigTypeHash    = crypto.Keccak256Hash([]byte(AgreementSignatureType))
)

// signingParties are the parties that may sign an agreement.
var signingParties = []string{"client", "provider", "evaluator", "backup_evaluator", "resolver"}

// AgreementSignatureDigest is the EIP-712 digest a party signs (scheme eip712) or its contract accepts
// (scheme erc1271).
func AgreementSignatureDigest(agreementHash common.Hash, party string) common.Hash {
	sep := crypto.Keccak256Hash(agreementDomainTypeHash[:], crypto.Keccak256([]byte(AgreementDomainName)), crypto.Keccak256([]byte(AgreementDomainVersion)))
	st := crypto.Keccak256Hash(agreementSigTypeHash[:], agreementHash[:], crypto.Keccak256([]byte(party)))
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, sep[:], st[:])
}

// AgreementPersonalMessage is the text a party signs with personal_sign (scheme eip191).
func AgreementPersonalMessage(agreementHash common.Hash, party string) string {
	return fmt.Sprintf("ASA agreement %s signed as %s", strings.ToLower(agreementHash.Hex()), party)
}

// AgreementSignature is one verified (or chain-pending) entry of the signatures block.
type AgreementSignature struct {
	Party     string
	Scheme    string
	Signer    common.Address
	Signature []byte
	// Digest is what an erc1271 signer's isValidSignature must accept; NeedsChain is true for those.
	Digest     common.Hash
	NeedsChain bool
}

func agreementSigDigest(h common.Hash, party, scheme string) common.Hash {
	if scheme == "eip191" {
		return crypto.Keccak256Hash(accountsTextHash([]byte(AgreementPersonalMessage(h, party))))
	}
	return AgreementSignatureDigest(h, party)
}

// accountsTextHash is the EIP-191 version 0x45 prefix of personal_sign.
func accountsTextHash(msg []byte) []byte {
	return append([]byte(fmt.Sprintf("\x19Ethereum Signed Message:\n%d", len(msg))), msg...)
}

// SignAgreement returns the document with signatures.<party> set to the key's signature (scheme eip712 or
// eip191) over the agreement hash. The rest of the document is kept (numbers keep their text; keys are
// re-encoded in sorted order, which leaves the agreement hash unchanged).
func SignAgreement(document []byte, party, scheme string, key *ecdsa.PrivateKey) ([]byte, error) {
	return SignAgreementWith(context.Background(), signer.FromKey(key), document, party, scheme)
}

// AgreementTypedData is the AgreementSignature a party signs (scheme eip712) as EIP-712 typed data, what a
// remote signer is shown; it hashes to AgreementSignatureDigest.
func AgreementTypedData(agreementHash common.Hash, party string) apitypes.TypedData {
	return apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain":       {{Name: "name", Type: "string"}, {Name: "version", Type: "string"}},
			"AgreementSignature": {{Name: "agreementHash", Type: "bytes32"}, {Name: "party", Type: "string"}},
		},
		PrimaryType: "AgreementSignature",
		Domain:      apitypes.TypedDataDomain{Name: AgreementDomainName, Version: AgreementDomainVersion},
		Message:     apitypes.TypedDataMessage{"agreementHash": agreementHash.Hex(), "party": party},
	}
}

// SignAgreementWith is SignAgreement signing through s (a local key, a keystore account, Clef, a KMS):
// typed data for eip712, the personal message for eip191.
func SignAgreementWith(ctx context.Context, s signer.Signer, document []byte, party, scheme string) ([]byte, error) {
	if !validParty(party) {
		return nil, fmt.Errorf("sign agreement: %q is not a party that signs (want %s)", party, strings.Join(signingParties, ", "))
	}
	if scheme != "eip712" && scheme != "eip191" {
		return nil, fmt.Errorf("sign agreement: scheme %q is not one a key signs (want eip712 or eip191)", scheme)
	}
	h, err := AgreementHash(document)
	if err != nil {
		return nil, fmt.Errorf("sign agreement: %w", err)
	}
	var sig []byte
	if scheme == "eip191" {
		sig, err = signer.SignTextFor(ctx, s, []byte(AgreementPersonalMessage(h, party)))
	} else {
		sig, err = signer.SignTypedDataFor(ctx, s, AgreementTypedData(h, party), AgreementSignatureDigest(h, party))
	}
	if err != nil {
		return nil, fmt.Errorf("sign agreement: %w", err)
	}
	dec := json.NewDecoder(bytes.NewReader(document))
	dec.UseNumber()
	var root map[string]any
	if err := dec.Decode(&root); err != nil {
		return nil, fmt.Errorf("sign agreement: %w", err)
	}
	sigs, _ := root["signatures"].(map[string]any)
	if sigs == nil {
		sigs = map[string]any{}
		root["signatures"] = sigs
	}
	sigs[party] = map[string]any{"scheme": scheme, "signer": s.Address().Hex(), "value": hexutil.Encode(sig)}
	out, err := json.MarshalIndent(root, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("sign agreement: %w", err)
	}
	return append(out, '\n'), nil
}

func validParty(p string) bool {
	for _, s := range signingParties {
		if s == p {
			return true
		}
	}
	return false
}

// signatures reads and verifies the signatures block against the parties' addresses (addrs by party).
func (a *agreementReader) signatures(h common.Hash, addrs map[string]common.Address) ([]AgreementSignature, []Clause) {
	block, ok := a.root.object("signatures", false)
	if !ok {
		return nil, nil
	}
	var sigs []AgreementSignature
	var clauses []Clause
	// refuse records the problem at its own path and refuses the party's whole entry.
	refuse := func(path, format string, args ...any) {
		a.ps.add(path, format, args...)
		entry := path
		if parts := strings.SplitN(path, ".", 3); len(parts) >= 2 {
			entry = parts[0] + "." + parts[1]
		}
		clauses = append(clauses, Clause{Path: entry, Verdict: VerdictRefused, Detail: fmt.Sprintf(format, args...)})
	}
	for _, party := range sortedKeys(block.m) {
		path := "signatures." + party
		if block.m[party] == nil {
			continue
		}
		if !validParty(party) {
			refuse(path, "%q is not a party that signs (want %s)", party, strings.Join(signingParties, ", "))
			continue
		}
		entry, ok := block.object(party, true)
		if !ok {
			clauses = append(clauses, Clause{Path: path, Verdict: VerdictRefused, Detail: "must be an object {scheme, value}"})
			continue
		}
		for _, k := range sortedKeys(entry.m) {
			if k != "scheme" && k != "value" && k != "signer" {
				refuse(path+"."+k, "unknown clause: a signature is {scheme, value, signer}")
			}
		}
		addr, known := addrs[party]
		if !known || addr == (common.Address{}) {
			refuse(path, "the agreement names no %s address to check the signature against", party)
			continue
		}
		scheme, okS := entry.str("scheme", true)
		value, okV := entry.str("value", true)
		if !okS || !okV {
			clauses = append(clauses, Clause{Path: path, Verdict: VerdictRefused, Detail: "needs scheme and value"})
			continue
		}
		if s, ok := entry.str("signer", false); ok {
			signer, err := parseAddress(s)
			if err != nil {
				refuse(path+".signer", "%v", err)
				continue
			}
			if signer != addr {
				refuse(path+".signer", "%s is not the %s (%s)", signer.Hex(), party, addr.Hex())
				continue
			}
		}
		if scheme != "eip712" && scheme != "eip191" && scheme != "erc1271" {
			refuse(path+".scheme", "%q is refused: the parties are Ethereum accounts; sign the agreement hash with eip712 or eip191 (asa agreement sign), or erc1271 for a contract account", scheme)
			continue
		}
		sig, err := hexutil.Decode(value)
		if err != nil {
			refuse(path+".value", "not 0x-prefixed hex")
			continue
		}
		switch scheme {
		case "eip712", "eip191":
			digest := agreementSigDigest(h, party, scheme)
			got, err := RecoverDigest(digest, sig)
			if err != nil {
				refuse(path+".value", "not a valid %s signature: %v", scheme, err)
				continue
			}
			if got != addr {
				refuse(path+".value", "signed by %s, not by the %s %s (over agreement hash %s)", got.Hex(), party, addr.Hex(), h.Hex())
				continue
			}
			sigs = append(sigs, AgreementSignature{Party: party, Scheme: scheme, Signer: addr, Signature: sig, Digest: digest})
			clauses = append(clauses, Clause{Path: path, Verdict: VerdictDaemon,
				Detail: fmt.Sprintf("verified: %s signature by the %s %s over agreement hash %s", scheme, party, addr.Hex(), h.Hex())})
		case "erc1271":
			digest := AgreementSignatureDigest(h, party)
			sigs = append(sigs, AgreementSignature{Party: party, Scheme: scheme, Signer: addr, Signature: sig, Digest: digest, NeedsChain: true})
			clauses = append(clauses, Clause{Path: path, Verdict: VerdictNeedsChain,
				Detail: fmt.Sprintf("the contract account %s must accept the signature for digest %s (isValidSignature); checked where a chain is at hand", addr.Hex(), digest.Hex())})
		}
	}
	return sigs, clauses
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
