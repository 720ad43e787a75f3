package asaclient_test

import (
	"context"
	"errors"
	"math/big"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/asaclient"
	"github.com/asa-escrow/asa/daemon/paywall/paywalltest"
	"github.com/asa-escrow/asa/settlement"
	"github.com/asa-escrow/asa/signer"
	"github.com/asa-escrow/asa/x402"
	"github.com/asa-escrow/asa/x402/extensions"
	"github.com/asa-escrow/asa/x402/extensions/offerreceipt"
)

// tamperingProxy forwards to the daemon at target and rewrites the escrow offer of every 402 with
// edit (a man in the middle, or a daemon that offers what it should not).
func tamperingProxy(t *testing.T, target string, edit func(*offerreceipt.SignedEscrowOffer)) string {
	t.Helper()
	u, _ := url.Parse(target)
	p := httputil.NewSingleHostReverseProxy(u)
	p.ModifyResponse = func(resp *http.Response) error {
		h := resp.Header.Get(x402.HeaderPaymentRequired)
		if resp.StatusCode != http.StatusPaymentRequired || h == "" {
			return nil
		}
		pr, err := x402.DecodePaymentRequired(h)
		if err != nil {
			return err
		}
		eo, err := offerreceipt.EscrowOfferOf(pr.Extensions)
		if err != nil || eo == nil {
			return errors.New("no escrow offer to tamper with")
		}
		edit(eo)
		pr.Extensions, _ = extensions.Put(pr.Extensions, offerreceipt.EscrowKey, offerreceipt.NewEscrowOfferExtension(*eo))
		v, err := x402.EncodeHeader(pr)
		resp.Header.Set(x402.HeaderPaymentRequired, v)
		return err
	}
	srv := httptest.NewServer(p)
	t.Cleanup(srv.Close)
	return srv.URL
}

// TestFundX402AgainstTheDaemon: FundX402 against the real daemon checks its signed escrow offer before
// signing anything: a tampered offer, an offer re-signed by another key and an offer for other terms
// are refused and nothing moves; the honest offer is paid with a payment id and answered with a
// funding receipt by the daemon's published offer signer, which verifies against the chain; the
// receipt is refused as another job's (by its job id, and after editing the job id in it).
func TestFundX402AgainstTheDaemon(t *testing.T) {
	ctx := context.Background()
	r := paywalltest.Start(t, paywalltest.Options{})
	e, err := asaclient.Open(ctx, r.Client, r.Dep.Escrow)
	if err != nil {
		t.Fatal(err)
	}
	const budget = 3_000_000
	id := new(big.Int).SetUint64(r.OpenAsaJob(t, r.Payer, budget))
	job, err := e.Job(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	agreed := asaclient.Agreed{Budget: big.NewInt(budget), TermsHash: job.TermsHash}
	info, err := (&asaclient.Daemon{BaseURL: r.URL}).EscrowInfo(ctx)
	if err != nil || info.OfferSigner != r.Paywall.OfferSigner() {
		t.Fatalf("escrow info: %+v %v", info, err)
	}
	attacker, _ := crypto.GenerateKey()
	forged, _ := offerreceipt.NewSigner(attacker)
	resign := func(edit func(*offerreceipt.EscrowOffer)) func(*offerreceipt.SignedEscrowOffer) {
		return func(eo *offerreceipt.SignedEscrowOffer) {
			p := *eo.Payload
			edit(&p)
			s, err := forged.SignEscrowOffer(context.Background(), p)
			if err != nil {
				t.Fatal(err)
			}
			*eo = s
		}
	}
	payerBefore := r.Balance(t, r.Payer.Addr)
	for name, c := range map[string]struct {
		edit func(*offerreceipt.SignedEscrowOffer)
		pin  common.Address
		want string
	}{
		"tampered amount": {func(eo *offerreceipt.SignedEscrowOffer) { p := *eo.Payload; p.Amount = "1"; eo.Payload = &p }, info.OfferSigner, "not by the daemon's offer signer"},
		"re-signed":       {resign(func(*offerreceipt.EscrowOffer) {}), info.OfferSigner, "not by the daemon's offer signer"},
		"other terms":     {resign(func(o *offerreceipt.EscrowOffer) { o.TermsHash = "0x" + strings.Repeat("11", 32) }), common.Address{}, "commits to terms hash"},
		"other job":       {resign(func(o *offerreceipt.EscrowOffer) { o.JobID = "999" }), common.Address{}, "not job"},
	} {
		d := &asaclient.Daemon{BaseURL: tamperingProxy(t, r.URL, c.edit), OfferSigner: c.pin}
		_, err := d.FundX402(ctx, signer.FromKey(r.Payer.Key), e, id, agreed, asaclient.X402Options{AgreedFrom: "the test"})
		var oe *asaclient.OfferError
		if !errors.As(err, &oe) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an offer refusal containing %q", name, err, c.want)
		}
	}
	if r.Balance(t, r.Payer.Addr).Cmp(payerBefore) != 0 || r.ChainStatus(t, id.Uint64()) != 0 {
		t.Fatal("a refused offer was paid")
	}

	d := &asaclient.Daemon{BaseURL: r.URL, OfferSigner: info.OfferSigner}
	res, err := d.FundX402(ctx, signer.FromKey(r.Payer.Key), e, id, agreed, asaclient.X402Options{AgreedFrom: "the test", TokenDomain: asaclient.TokenDomain{Name: "USD Coin", Version: "2"}})
	if err != nil {
		t.Fatal(err)
	}
	if res.Receipt == nil || res.Offer == nil || res.OfferSigner != info.OfferSigner || !strings.HasPrefix(res.PaymentID, "pay_") {
		t.Fatalf("funding: %+v", res)
	}
	pins := asaclient.ReceiptPins{Signer: info.OfferSigner, Escrow: r.Dep.Escrow, JobID: id, Confirmations: 1}
	check, err := asaclient.VerifyFundingReceipt(ctx, r.Client, r.Node.ChainID(), *res.Receipt, pins)
	if err != nil || !check.Valid || check.Transaction != res.Transaction.Hex() || check.Method != "fundWithAuthorization" || check.TermsHash != job.TermsHash.Hex() {
		t.Fatalf("receipt: %+v %v", check, err)
	}
	if j, _ := e.Job(ctx, id); j.Status != settlement.JobFunded {
		t.Fatalf("job %s is %s", id, j.Status)
	}

	// The same receipt presented for another job is refused; editing its job id breaks its signatures.
	other := pins
	other.JobID = new(big.Int).Add(id, big.NewInt(1))
	if _, err := asaclient.VerifyFundingReceipt(ctx, r.Client, r.Node.ChainID(), *res.Receipt, other); err == nil || !strings.Contains(err.Error(), "not the required job") {
		t.Fatalf("receipt for another job: %v", err)
	}
	edited := *res.Receipt
	ep := *edited.EscrowReceipt.Payload
	ep.JobID = other.JobID.String()
	edited.EscrowReceipt.Payload = &ep
	if _, err := asaclient.VerifyFundingReceipt(ctx, r.Client, r.Node.ChainID(), edited, asaclient.ReceiptPins{Signer: info.OfferSigner}); err == nil {
		t.Fatal("a receipt edited to name another job verifies")
	}
}
