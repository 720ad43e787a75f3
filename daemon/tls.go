package daemon

import (
	"crypto/tls"
	"fmt"
	"log/slog"
	"os"
	"sync"
	"time"
)

// certReloader serves the configured certificate and reads it again when its files change, so that a
// renewed certificate (certbot, an ACME client) is served without a restart. A pair that fails to load
// keeps the previous one in service (and is logged by the caller once per change).
type certReloader struct {
	certFile, keyFile string
	checkEvery        time.Duration
	log               *slog.Logger

	mu        sync.Mutex
	cert      *tls.Certificate
	certMod   time.Time
	keyMod    time.Time
	checkedAt time.Time
	lastErr   error
}

func newCertReloader(certFile, keyFile string, log *slog.Logger) (*certReloader, error) {
	r := &certReloader{certFile: certFile, keyFile: keyFile, checkEvery: 10 * time.Second, log: log}
	if err := r.load(); err != nil {
		return nil, err
	}
	return r, nil
}

func modTime(path string) (time.Time, error) {
	st, err := os.Stat(path)
	if err != nil {
		return time.Time{}, err
	}
	return st.ModTime(), nil
}

// load reads the pair (the caller holds mu, or nobody else can see r yet).
func (r *certReloader) load() error {
	cm, err := modTime(r.certFile)
	if err != nil {
		return fmt.Errorf("tls certificate: %w", err)
	}
	km, err := modTime(r.keyFile)
	if err != nil {
		return fmt.Errorf("tls key: %w", err)
	}
	c, err := tls.LoadX509KeyPair(r.certFile, r.keyFile)
	if err != nil {
		return fmt.Errorf("tls certificate %s and key %s: %w", r.certFile, r.keyFile, err)
	}
	r.cert, r.certMod, r.keyMod = &c, cm, km
	return nil
}

// getCertificate is tls.Config.GetCertificate.
func (r *certReloader) getCertificate(*tls.ClientHelloInfo) (*tls.Certificate, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if time.Since(r.checkedAt) >= r.checkEvery {
		r.checkedAt = time.Now()
		cm, cerr := modTime(r.certFile)
		km, kerr := modTime(r.keyFile)
		if cerr == nil && kerr == nil && (!cm.Equal(r.certMod) || !km.Equal(r.keyMod)) {
			err := r.load()
			switch {
			case err != nil && (r.lastErr == nil || err.Error() != r.lastErr.Error()):
				r.log.Error("tls: the changed certificate does not load; still serving the previous one", "err", err)
			case err == nil:
				r.log.Info("tls: serving the renewed certificate", "file", r.certFile)
			}
			r.lastErr = err
		}
	}
	return r.cert, nil
}

// tlsConfig is the server's TLS configuration: TLS 1.2 at least (Go's default cipher suites, all with
// forward secrecy), HTTP/2 and HTTP/1.1.
func (r *certReloader) tlsConfig() *tls.Config {
	return &tls.Config{MinVersion: tls.VersionTLS12, GetCertificate: r.getCertificate, NextProtos: []string{"h2", "http/1.1"}}
}
