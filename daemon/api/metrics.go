package api

import (
	"bufio"
	"errors"
	"net"
	"net/http"
	"time"
)

// Metrics receives the API's measurements. NoopMetrics discards them; the daemon exports them to
// Prometheus.
type Metrics interface {
	// ResultAccepted counts a result the intake stored.
	ResultAccepted()
	// ResultRefused counts a result the intake refused, by the refusal's code (wire.Code*).
	ResultRefused(code string)
	// Request reports one HTTP request: the mux pattern that served it ("" when none matched), its
	// status and how long it took.
	Request(pattern string, status int, d time.Duration)
}

// NoopMetrics discards the API's metrics.
type NoopMetrics struct{}

var _ Metrics = NoopMetrics{}

// ResultAccepted implements Metrics.
func (NoopMetrics) ResultAccepted() {}

// ResultRefused implements Metrics.
func (NoopMetrics) ResultRefused(string) {}

// Request implements Metrics.
func (NoopMetrics) Request(string, int, time.Duration) {}

// instrument reports every request the mux serves with the pattern that matched (the mux sets
// Request.Pattern on the request it routes).
func instrument(mux *http.ServeMux, m Metrics) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		sw := &statusWriter{ResponseWriter: w, status: http.StatusOK}
		mux.ServeHTTP(sw, r)
		m.Request(r.Pattern, sw.status, time.Since(start))
	})
}

// statusWriter remembers the status a handler wrote; it keeps Flush and Hijack reachable.
type statusWriter struct {
	http.ResponseWriter
	status      int
	wroteHeader bool
}

func (w *statusWriter) WriteHeader(code int) {
	if !w.wroteHeader {
		w.status, w.wroteHeader = code, true
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	w.wroteHeader = true
	return w.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the connection's writer.
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// Flush implements http.Flusher when the underlying writer does.
func (w *statusWriter) Flush() {
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

// Hijack implements http.Hijacker when the underlying writer does.
func (w *statusWriter) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	if h, ok := w.ResponseWriter.(http.Hijacker); ok {
		return h.Hijack()
	}
	return nil, nil, errors.New("api: the response writer cannot be hijacked")
}
