package daemon

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"io"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// writePair writes a fresh self-signed certificate named cn and its key to certFile and keyFile, with
// modification time mod.
func writePair(t *testing.T, certFile, keyFile, cn string, mod time.Time) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(time.Now().UnixNano()), Subject: pkix.Name{CommonName: cn},
		NotBefore: time.Now().Add(-time.Minute), NotAfter: time.Now().Add(time.Hour), DNSNames: []string{"localhost"}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	kder, _ := x509.MarshalECPrivateKey(key)
	if err := os.WriteFile(certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(keyFile, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: kder}), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{certFile, keyFile} {
		if err := os.Chtimes(f, mod, mod); err != nil {
			t.Fatal(err)
		}
	}
}

func servedName(t *testing.T, r *certReloader) string {
	t.Helper()
	c, err := r.getCertificate(nil)
	if err != nil {
		t.Fatal(err)
	}
	leaf, err := x509.ParseCertificate(c.Certificate[0])
	if err != nil {
		t.Fatal(err)
	}
	return leaf.Subject.CommonName
}

// A renewed certificate is served without a restart; a renewal that does not load (a key that does not
// match) keeps the last good certificate in service.
func TestCertificateReload(t *testing.T) {
	dir := t.TempDir()
	certFile, keyFile := filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	t0 := time.Now().Add(-time.Hour)
	writePair(t, certFile, keyFile, "first", t0)
	r, err := newCertReloader(certFile, keyFile, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	r.checkEvery = 0
	if got := servedName(t, r); got != "first" {
		t.Fatalf("serving %q", got)
	}
	writePair(t, certFile, keyFile, "renewed", t0.Add(time.Minute))
	if got := servedName(t, r); got != "renewed" {
		t.Fatalf("after renewal serving %q", got)
	}
	// A new certificate whose key file was not replaced yet: the pair does not load.
	other := filepath.Join(dir, "other-key.pem")
	writePair(t, certFile, other, "half", t0.Add(2*time.Minute))
	if got := servedName(t, r); got != "renewed" {
		t.Fatalf("with a mismatched pair serving %q", got)
	}
	if r.lastErr == nil {
		t.Fatal("the failed reload was not noted")
	}
	if _, err := newCertReloader(filepath.Join(dir, "missing.pem"), keyFile, slog.Default()); err == nil {
		t.Fatal("a missing certificate loaded")
	}
}
