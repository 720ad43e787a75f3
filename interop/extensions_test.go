package interop

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/extensions"
	"github.com/asa-escrow/asa/x402/extensions/offerreceipt"
	"github.com/asa-escrow/asa/x402/extensions/paymentid"
)

const extScript = "x402_extensions.mjs"

func needExtensions(t *testing.T) {
	t.Helper()
	needNodeModules(t, "@x402/extensions", "@x402/fetch", "@signinwithethereum/siwe")
}

// sameJSON reports whether a and b encode to the same JSON value (key order aside).
func sameJSON(t *testing.T, a, b any) bool {
	t.Helper()
	var x, y any
	ab, _ := json.Marshal(a)
	bb, _ := json.Marshal(b)
	_ = json.Unmarshal(ab, &x)
	_ = json.Unmarshal(bb, &y)
	return reflect.DeepEqual(x, y)
}

// TestPaymentIdentifierWire: the declarations are the official ones, and Go and the official
// validation agree on which extensions and ids are valid.
func TestPaymentIdentifierWire(t *testing.T) {
	needExtensions(t)
	var decl struct{ Optional, Required any }
	runNode(t, extScript, nil, map[string]any{"op": "pidDeclare"}, &decl)
	if !sameJSON(t, decl.Optional, paymentid.Declare(false)) || !sameJSON(t, decl.Required, paymentid.Declare(true)) {
		t.Fatalf("declarations differ:\nTS %v\nGo %+v", decl.Optional, paymentid.Declare(false))
	}
	cases := []any{
		map[string]any{"info": map[string]any{"required": true, "id": "pay_7d5d747be160e280504c099d984bcfe0"}, "schema": paymentid.Schema},
		map[string]any{"info": map[string]any{"required": false}},
		map[string]any{"info": map[string]any{"required": false, "id": strings.Repeat("x", 128)}},
		map[string]any{"info": map[string]any{"required": false, "id": strings.Repeat("x", 129)}},
		map[string]any{"info": map[string]any{"required": false, "id": "short_id"}},
		map[string]any{"info": map[string]any{"required": false, "id": "pay_with.dot_0123456789"}},
		map[string]any{"info": map[string]any{"required": "yes"}},
		map[string]any{"info": map[string]any{"required": true, "id": 1234567890123456}},
		map[string]any{"info": map[string]any{"required": true, "id": "pay_0123456789abcdef"}, "schema": map[string]any{"type": "object", "properties": map[string]any{"id": map[string]any{"maxLength": 8}}}},
		map[string]any{"schema": paymentid.Schema},
	}
	cmds := make([]map[string]any, len(cases))
	for i, c := range cases {
		cmds[i] = map[string]any{"op": "pidCheck", "ext": c}
	}
	var ts []struct {
		Valid  bool     `json:"valid"`
		Errors []string `json:"errors"`
		ID     *string  `json:"id"`
	}
	runNode(t, extScript, nil, cmds, &ts)
	for i, c := range cases {
		id, err := paymentid.Extract(map[string]any{paymentid.Key: c})
		if (err == nil) != ts[i].Valid {
			t.Errorf("case %d %v: Go err %v, TS valid %v %v", i, c, err, ts[i].Valid, ts[i].Errors)
		}
		if err == nil && ts[i].ID != nil && *ts[i].ID != id {
			t.Errorf("case %d: Go id %q, TS id %q", i, id, *ts[i].ID)
		}
	}
}

type fetchPaidResult struct {
	First struct {
		Status          int                  `json:"status"`
		Body            json.RawMessage      `json:"body"`
		PaymentResponse *x402.SettleResponse `json:"paymentResponse"`
	} `json:"first"`
	PaymentRequired x402.PaymentRequired `json:"paymentRequired"`
	Offers          []struct {
		Signer         string             `json:"signer"`
		Payload        offerreceipt.Offer `json:"payload"`
		MatchedAccepts int                `json:"matchedAccepts"`
	} `json:"offers"`
	Receipt *struct {
		Signer       string               `json:"signer"`
		Payload      offerreceipt.Receipt `json:"payload"`
		MatchesOffer bool                 `json:"matchesOffer"`
	} `json:"receipt"`
	SentPaymentID struct {
		ID *string `json:"id"`
	} `json:"sentPaymentId"`
	Retry struct {
		Status          int                  `json:"status"`
		Body            json.RawMessage      `json:"body"`
		PaymentResponse *x402.SettleResponse `json:"paymentResponse"`
	} `json:"retry"`
	Again struct {
		Status int `json:"status"`
		Body   struct {
			Error   string `json:"error"`
			Message string `json:"message"`
		} `json:"body"`
	} `json:"again"`
}

// TestOfficialClientPaysExtensionServer: @x402/fetch with the official payment-identifier hook pays
// a server built from the Go extension libraries (settling on chain); the official offer-receipt
// helpers verify the signed offer and the receipt; the exact same request sent again gets the
// stored answer and moves nothing; the same id on a new payment is refused with 409.
func TestOfficialClientPaysExtensionServer(t *testing.T) {
	needExtensions(t)
	payerKey, _ := crypto.GenerateKey()
	payer := crypto.PubkeyToAddress(payerKey.PublicKey)
	offerKey, _ := crypto.GenerateKey()
	fac, token, balance := usdcChain(t, payer)
	srv := newExtServer(t, fac, token, offerKey)
	const id = "pay_interop_0123456789abcdef"

	var out fetchPaidResult
	runNode(t, extScript, payerKey, map[string]any{"op": "fetchPaid", "url": srv.resource(), "id": id,
		"network": "eip155:1337", "asset": token.Hex(), "max": "1250000"}, &out)

	if out.First.Status != 200 || out.First.PaymentResponse == nil || !out.First.PaymentResponse.Success {
		t.Fatalf("first payment: %d %s", out.First.Status, out.First.Body)
	}
	tx := out.First.PaymentResponse.Transaction
	if out.SentPaymentID.ID == nil || *out.SentPaymentID.ID != id {
		t.Fatalf("the official client sent payment id %v", out.SentPaymentID.ID)
	}
	signer := srv.offers.Address().Hex()
	if len(out.Offers) != 1 || out.Offers[0].Signer != signer || out.Offers[0].MatchedAccepts != 0 ||
		out.Offers[0].Payload.ResourceURL != srv.resource() || out.Offers[0].Payload.Amount != "1250000" {
		t.Fatalf("offers as the official helpers read them: %+v", out.Offers)
	}
	if r := out.Receipt; r == nil || r.Signer != signer || !r.MatchesOffer || r.Payload.Transaction != tx ||
		!strings.EqualFold(r.Payload.Payer, payer.Hex()) || r.Payload.Network != "eip155:1337" {
		t.Fatalf("receipt as the official helpers read it: %+v", out.Receipt)
	}
	// The Go side reads the same 402: the offer verifies and every extension matches its schema.
	offers, err := offerreceipt.Offers(out.PaymentRequired.Extensions)
	if err != nil || len(offers) != 1 {
		t.Fatalf("Go reading the offers: %v", err)
	}
	if got, err := offerreceipt.VerifyOffer(offers[0]); err != nil || got.Hex() != signer {
		t.Fatalf("Go verifying the offer: %v", err)
	}
	for key := range out.PaymentRequired.Extensions {
		ext, _, err := extensions.Get(out.PaymentRequired.Extensions, key)
		if err != nil {
			t.Fatal(err)
		}
		if key == "sign-in-with-x" { // its schema describes the client's answer, not the challenge
			continue
		}
		if err := extensions.ValidateInfo(ext.Schema, ext.Info); err != nil {
			t.Errorf("extension %s against its own schema: %v", key, err)
		}
	}

	if out.Retry.Status != 200 || out.Retry.PaymentResponse == nil || out.Retry.PaymentResponse.Transaction != tx || string(out.Retry.Body) != string(out.First.Body) {
		t.Fatalf("retry with the same payment: %d %s", out.Retry.Status, out.Retry.Body)
	}
	if out.Again.Status != 409 || out.Again.Body.Error != "payment_id_conflict" || !strings.Contains(out.Again.Body.Message, "different payment") {
		t.Fatalf("same id, new payment: %+v", out.Again)
	}
	if got := balance(merchant); got.Int64() != 1_250_000 {
		t.Fatalf("merchant received %s; the payment must move exactly once", got)
	}
	if got := balance(payer); got.Int64() != 10_000_000-1_250_000 {
		t.Fatalf("payer holds %s", got)
	}
}

type orIssued struct {
	Offer       offerreceipt.SignedOffer   `json:"offer"`
	Receipt     offerreceipt.SignedReceipt `json:"receipt"`
	OfferHash   string                     `json:"offerHash"`
	ReceiptHash string                     `json:"receiptHash"`
}

type orVerified struct {
	OfferSigner   string `json:"offerSigner"`
	ReceiptSigner string `json:"receiptSigner"`
	TypedSigner   string `json:"typedSigner"`
	Error         string `json:"error"`
}

// TestOfferReceiptBothWays: artifacts the official issuer signs verify in Go with the same digest
// and signer, Go's verify in the official helpers, and tampering changes the signer on both sides.
func TestOfferReceiptBothWays(t *testing.T) {
	needExtensions(t)
	key, _ := crypto.GenerateKey()
	addr := crypto.PubkeyToAddress(key.PublicKey)
	req := x402.PaymentRequirements{Scheme: "exact", Network: "eip155:8453", Amount: "10000", Asset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
		PayTo: merchant.Hex(), MaxTimeoutSeconds: 60}
	tx := "0x" + strings.Repeat("ab", 32)
	// CAIP-2 network: the official issuer signs a v1 name ("base") as given, where the
	// specification (and Go's SignReceipt) convert it to its CAIP-2 id.
	var ts orIssued
	runNode(t, extScript, key, map[string]any{"op": "orIssue", "resourceUrl": "https://api.example.com/premium-data", "requirements": req,
		"payer": "0x857b06519E91e3A54538791bDbb0E22373e36b66", "network": "eip155:8453", "transaction": tx}, &ts)
	d, _ := ts.Offer.Payload.Digest()
	if hexutil.Encode(d) != ts.OfferHash {
		t.Fatalf("offer digest: Go %x, TS %s", d, ts.OfferHash)
	}
	d, _ = ts.Receipt.Payload.Digest()
	if hexutil.Encode(d) != ts.ReceiptHash || ts.Receipt.Payload.Network != "eip155:8453" || ts.Receipt.Payload.Transaction != tx {
		t.Fatalf("receipt digest: Go %x, TS %s (%+v)", d, ts.ReceiptHash, ts.Receipt.Payload)
	}
	if got, err := offerreceipt.VerifyOffer(ts.Offer); err != nil || got != addr {
		t.Fatalf("Go verifying the official offer: %s %v", got, err)
	}
	if got, err := offerreceipt.VerifyReceipt(ts.Receipt); err != nil || got != addr {
		t.Fatalf("Go verifying the official receipt: %s %v", got, err)
	}
	if i, ok := offerreceipt.MatchAccepts(ts.Offer, []x402.PaymentRequirements{req}); !ok || i != 0 {
		t.Fatal("the official offer does not match its accepts entry in Go")
	}
	tampered := ts.Offer
	p := *tampered.Payload
	p.Amount = "1"
	tampered.Payload = &p
	if got, _ := offerreceipt.VerifyOffer(tampered); got == addr {
		t.Fatal("a tampered official offer verifies in Go")
	}

	// Go signs; the official helpers verify; a tampered Go offer fails there too.
	signer, _ := offerreceipt.NewSigner(key)
	goOffer, _ := signer.SignOffer(context.Background(), "https://api.example.com/premium-data", req, 0, time.Now().Add(time.Minute))
	goReceipt, _ := signer.SignReceipt(context.Background(), "https://api.example.com/premium-data", addr.Hex(), "eip155:8453", tx, time.Now())
	badOffer := goOffer
	bp := *goOffer.Payload
	bp.PayTo = strings.ToLower(bp.PayTo)
	badOffer.Payload = &bp
	var v []orVerified
	runNode(t, extScript, nil, []map[string]any{
		{"op": "orVerify", "offer": goOffer, "receipt": goReceipt},
		{"op": "orVerify", "offer": badOffer},
	}, &v)
	if v[0].Error != "" || v[0].OfferSigner != addr.Hex() || v[0].ReceiptSigner != addr.Hex() {
		t.Fatalf("official helpers verifying Go artifacts: %+v", v[0])
	}
	if v[1].Error == "" && v[1].OfferSigner == addr.Hex() {
		t.Fatal("a tampered Go offer verifies in the official helpers")
	}
}

// typedData is an escrow artifact as viem's recoverTypedDataAddress takes it.
func typedData(t *testing.T, types any, primary string, domainName string, payload any, network, escrow string, msg map[string]any, sig string) map[string]any {
	t.Helper()
	chainID, _ := x402.ChainID(network)
	return map[string]any{
		"types": types, "primaryType": primary,
		"domain":    map[string]any{"name": domainName, "version": "1", "chainId": chainID.Int64(), "verifyingContract": escrow},
		"message":   msg,
		"signature": sig,
	}
}

// TestEscrowArtifactsInViem: the escrow's own offer and receipt are plain EIP-712: viem recovers
// Go's signer from them, and a receipt moved to another job recovers someone else.
func TestEscrowArtifactsInViem(t *testing.T) {
	needExtensions(t)
	key, _ := crypto.GenerateKey()
	addr := crypto.PubkeyToAddress(key.PublicKey)
	signer, _ := offerreceipt.NewSigner(key)
	escrow := "0x5FbDB2315678afecb367f032d93F642f64180aa3"
	terms := "0x" + strings.Repeat("ab", 32)
	so, err := signer.SignEscrowOffer(context.Background(), offerreceipt.EscrowOffer{Network: "eip155:31337", Escrow: escrow, JobID: "7", TermsHash: terms,
		Token: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", Amount: "5000000", DepositAddress: merchant.Hex(), ValidUntil: 1_900_000_000})
	if err != nil {
		t.Fatal(err)
	}
	sr, err := signer.SignEscrowReceipt(context.Background(), offerreceipt.EscrowReceipt{Network: "eip155:31337", Escrow: escrow, JobID: "7", TermsHash: terms,
		Payer: merchant.Hex(), Amount: "5000000", Transaction: "0x" + strings.Repeat("11", 32), BlockNumber: 42,
		BlockHash: "0x" + strings.Repeat("22", 32), IssuedAt: 1_800_000_000})
	if err != nil {
		t.Fatal(err)
	}
	o, r := so.Payload, sr.Payload
	offerMsg := map[string]any{"version": 1, "jobId": o.JobID, "termsHash": o.TermsHash, "token": o.Token, "amount": o.Amount,
		"depositAddress": o.DepositAddress, "validUntil": o.ValidUntil}
	receiptMsg := func(jobID string) map[string]any {
		return map[string]any{"version": 1, "jobId": jobID, "termsHash": r.TermsHash, "payer": r.Payer, "amount": r.Amount,
			"transaction": r.Transaction, "blockNumber": r.BlockNumber, "blockHash": r.BlockHash, "issuedAt": r.IssuedAt}
	}
	strip := func(types any) any { // viem derives EIP712Domain itself
		m := map[string]any{}
		b, _ := json.Marshal(types)
		_ = json.Unmarshal(b, &m)
		delete(m, "EIP712Domain")
		return m
	}
	var v []orVerified
	runNode(t, extScript, nil, []map[string]any{
		{"op": "orVerify", "typed": typedData(t, strip(offerreceipt.EscrowOfferTypes), "EscrowOffer", "ASA escrow offer", o, o.Network, escrow, offerMsg, so.Signature)},
		{"op": "orVerify", "typed": typedData(t, strip(offerreceipt.EscrowReceiptTypes), "EscrowReceipt", "ASA escrow receipt", r, r.Network, escrow, receiptMsg("7"), sr.Signature)},
		{"op": "orVerify", "typed": typedData(t, strip(offerreceipt.EscrowReceiptTypes), "EscrowReceipt", "ASA escrow receipt", r, r.Network, escrow, receiptMsg("8"), sr.Signature)},
	}, &v)
	if v[0].TypedSigner != addr.Hex() || v[1].TypedSigner != addr.Hex() {
		t.Fatalf("viem recovering the escrow artifacts: %+v", v)
	}
	if v[2].TypedSigner == addr.Hex() {
		t.Fatal("a receipt for another job recovers the signer in viem")
	}
}
