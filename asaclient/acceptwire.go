package asaclient

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/x402/exact"
)

// maxAcceptanceSize bounds a signed acceptance file (one is under 2 kB; contract signatures may be longer).
const maxAcceptanceSize = 64 << 10

// Wire is the signed acceptance in its JSON form (what `asa job accept --sign` prints).
func (s *SignedAcceptance) Wire() wire.SignedAcceptance {
	a := s.Acceptance
	out := wire.SignedAcceptance{Escrow: s.Escrow, Provider: s.Provider,
		Acceptance: wire.Acceptance{Client: a.Client, Nonce: strconv.FormatUint(a.Nonce, 10), TermsHash: a.TermsHash.Hex(),
			AgreementHash: a.AgreementHash.Hex(), Budget: bigText(a.Budget), ExpiredAt: strconv.FormatUint(a.ExpiredAt, 10),
			Deadline: strconv.FormatUint(a.Deadline, 10), Evaluators: append([]common.Address{}, a.Evaluators...), Quorum: a.Quorum,
			Commitment: a.Commitment().Hash().Hex()},
		Digest: s.Digest.Hex(), Signature: hexutil.Encode(s.Signature), Collateral: bigText(s.Collateral)}
	if s.ChainID != nil {
		out.ChainID = s.ChainID.String()
	}
	if s.JobID != nil {
		out.JobID = s.JobID.String()
	}
	if c := s.CollateralAuth; c != nil {
		t := c.Transfer
		out.CollateralAuthorization = &wire.Authorization{Signature: hexutil.Encode(c.Signature), Authorization: wire.AuthorizationTransfer{
			From: t.From, To: t.To, Value: bigText(t.Value), ValidAfter: bigText(t.ValidAfter), ValidBefore: bigText(t.ValidBefore),
			Nonce: hexutil.Encode(t.Nonce[:])}}
	}
	return out
}

func bigText(v *big.Int) string {
	if v == nil {
		return "0"
	}
	return v.String()
}

// ParseSignedAcceptance reads a signed acceptance in its JSON form (wire.SignedAcceptance). It checks the
// form only (every field present and well formed, the digest the fields' in the stated domain); whether it
// fits a job and carries the provider's signature is checked when it is relayed.
func ParseSignedAcceptance(data []byte) (*SignedAcceptance, error) {
	if len(data) > maxAcceptanceSize {
		return nil, fmt.Errorf("signed acceptance: %d bytes, above the %d limit", len(data), maxAcceptanceSize)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var w wire.SignedAcceptance
	if err := dec.Decode(&w); err != nil {
		if strings.Contains(err.Error(), "unknown field") {
			return nil, fmt.Errorf("not a signed acceptance ('asa job accept --sign' writes one): %w", err)
		}
		return nil, fmt.Errorf("signed acceptance: %w", err)
	}
	if dec.More() {
		return nil, errors.New("signed acceptance: trailing data after the JSON object")
	}
	p := fieldParser{}
	s := &SignedAcceptance{Escrow: w.Escrow, Provider: w.Provider}
	if s.ChainID = p.big("chainId", w.ChainID, true); s.ChainID != nil && s.ChainID.Sign() == 0 {
		p.add("chainId", "must be a chain id, not 0")
	}
	if w.JobID != "" {
		s.JobID = p.big("jobId", w.JobID, true)
	}
	a := w.Acceptance
	s.Acceptance = settlement.Acceptance{Client: a.Client, Provider: w.Provider, Evaluators: append([]common.Address(nil), a.Evaluators...),
		Quorum: a.Quorum, Nonce: p.uint("acceptance.nonce", a.Nonce),
		TermsHash: p.hash("acceptance.termsHash", a.TermsHash), AgreementHash: p.hash("acceptance.agreementHash", a.AgreementHash),
		Budget: p.big("acceptance.budget", a.Budget, true), ExpiredAt: p.uint("acceptance.expiredAt", a.ExpiredAt),
		Deadline: p.uint("acceptance.deadline", a.Deadline)}
	if len(a.Evaluators) == 0 {
		p.add("acceptance.evaluators", "missing: the job commitment binds the job's evaluators")
	}
	if a.Quorum == 0 || int(a.Quorum) > len(a.Evaluators) {
		p.add("acceptance.quorum", "must be 1..the number of evaluators")
	}
	if c := p.hash("acceptance.commitment", a.Commitment); len(p.problems) == 0 && c != s.Acceptance.Commitment().Hash() {
		p.add("acceptance.commitment", "is not the job commitment "+s.Acceptance.Commitment().Hash().Hex()+" of the acceptance's fields: the file was edited after signing")
	}
	s.Digest = p.hash("digest", w.Digest)
	s.Signature = p.bytes("signature", w.Signature)
	s.Collateral = p.big("collateral", w.Collateral, false)
	if s.Collateral == nil {
		s.Collateral = new(big.Int)
	}
	for _, f := range []struct {
		name string
		addr common.Address
	}{{"escrow", w.Escrow}, {"provider", w.Provider}, {"acceptance.client", a.Client}} {
		if f.addr == (common.Address{}) {
			p.add(f.name, "missing or the zero address")
		}
	}
	if c := w.CollateralAuthorization; c != nil {
		t := c.Authorization
		signed := &exact.Signed{Transfer: exact.Transfer{From: t.From, To: t.To, Value: p.big("collateralAuthorization.authorization.value", t.Value, true),
			ValidAfter: p.big("collateralAuthorization.authorization.validAfter", t.ValidAfter, true), ValidBefore: p.big("collateralAuthorization.authorization.validBefore", t.ValidBefore, true)},
			Signature: p.bytes("collateralAuthorization.signature", c.Signature)}
		if n := p.bytes("collateralAuthorization.authorization.nonce", t.Nonce); len(n) == 32 {
			copy(signed.Transfer.Nonce[:], n)
		} else if n != nil {
			p.add("collateralAuthorization.authorization.nonce", "must be 32 bytes (0x + 64 hex digits)")
		}
		s.CollateralAuth = signed
	}
	if len(p.problems) > 0 {
		return nil, fmt.Errorf("signed acceptance: %s", strings.Join(p.problems, "; "))
	}
	if d := s.Acceptance.Digest(settlement.Domain{ChainID: s.ChainID, Escrow: s.Escrow}); d != s.Digest {
		return nil, fmt.Errorf("signed acceptance: its digest %s is not the digest %s of its fields for escrow %s on chain %s: the file was edited after signing",
			s.Digest.Hex(), d.Hex(), s.Escrow, s.ChainID)
	}
	return s, nil
}

// fieldParser collects every malformed field of a document, named by its JSON path.
type fieldParser struct{ problems []string }

func (p *fieldParser) add(field, msg string) { p.problems = append(p.problems, field+": "+msg) }

func (p *fieldParser) big(field, s string, required bool) *big.Int {
	if s == "" {
		if required {
			p.add(field, "required")
		}
		return nil
	}
	v, ok := new(big.Int).SetString(s, 10)
	if !ok || v.Sign() < 0 || v.BitLen() > 256 {
		p.add(field, fmt.Sprintf("%q is not a decimal uint256", s))
		return nil
	}
	return v
}

func (p *fieldParser) uint(field, s string) uint64 {
	if s == "" {
		p.add(field, "required")
		return 0
	}
	v, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		p.add(field, fmt.Sprintf("%q is not a decimal number below 2^64", s))
	}
	return v
}

func (p *fieldParser) hash(field, s string) common.Hash {
	b := p.bytes(field, s)
	if b != nil && len(b) != 32 {
		p.add(field, "must be 32 bytes (0x + 64 hex digits)")
		return common.Hash{}
	}
	return common.BytesToHash(b)
}

func (p *fieldParser) bytes(field, s string) []byte {
	if s == "" {
		p.add(field, "required")
		return nil
	}
	b, err := hexutil.Decode(s)
	if err != nil {
		p.add(field, fmt.Sprintf("not 0x hex: %v", err))
		return nil
	}
	return b
}
