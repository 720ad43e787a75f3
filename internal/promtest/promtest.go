// Package promtest runs a private Prometheus server for tests: Debian's `prometheus` binary (or
// $ASA_PROMETHEUS_BIN) with a generated configuration scraping the given targets and loading the given
// rule files, on a free loopback port, its data in a temporary directory, stopped by PID. It also reads
// the server's HTTP API (alerts, rules, instant queries). It is not a deployment tool.
package promtest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"gopkg.in/yaml.v3"
)

// BinEnv names the environment variable that points at the prometheus executable.
const BinEnv = "ASA_PROMETHEUS_BIN"

// ErrNotInstalled means no prometheus binary was found.
var ErrNotInstalled = errors.New("promtest: prometheus not found (install Debian's package with `apt-get install prometheus`, or set " + BinEnv + ")")

// Find returns the prometheus executable: $ASA_PROMETHEUS_BIN, else prometheus on PATH.
func Find() (string, error) {
	if p := os.Getenv(BinEnv); p != "" {
		if _, err := os.Stat(p); err != nil {
			return "", fmt.Errorf("promtest: %s=%s: %w", BinEnv, p, err)
		}
		return p, nil
	}
	p, err := exec.LookPath("prometheus")
	if err != nil {
		return "", ErrNotInstalled
	}
	return p, nil
}

// Options configure a server.
type Options struct {
	// Job is the scrape job's name; Targets its host:port targets (scraped at /metrics over HTTP).
	Job     string
	Targets []string
	// RuleFiles are loaded as they are.
	RuleFiles []string
	// Interval is the scrape and evaluation interval (default 1s).
	Interval time.Duration
	// Dir holds the configuration and the data (a test's TempDir).
	Dir string
}

// Server is a running Prometheus.
type Server struct {
	URL    string // http://127.0.0.1:port
	cmd    *exec.Cmd
	log    string
	exited chan struct{}
}

// Start writes the configuration and starts the server, returning once it is ready.
func Start(ctx context.Context, o Options) (*Server, error) {
	bin, err := Find()
	if err != nil {
		return nil, err
	}
	if o.Interval <= 0 {
		o.Interval = time.Second
	}
	cfg := map[string]any{
		"global":     map[string]any{"scrape_interval": o.Interval.String(), "evaluation_interval": o.Interval.String()},
		"rule_files": o.RuleFiles,
		"scrape_configs": []any{map[string]any{"job_name": o.Job, "scrape_interval": o.Interval.String(),
			"static_configs": []any{map[string]any{"targets": o.Targets}}}},
	}
	raw, err := yaml.Marshal(cfg)
	if err != nil {
		return nil, fmt.Errorf("promtest: config: %w", err)
	}
	cfgPath := filepath.Join(o.Dir, "prometheus.yml")
	if err := os.WriteFile(cfgPath, raw, 0o600); err != nil {
		return nil, fmt.Errorf("promtest: %w", err)
	}
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ { // a free port may be taken between the probe and the bind
		port, err := freePort()
		if err != nil {
			return nil, err
		}
		s := &Server{URL: fmt.Sprintf("http://127.0.0.1:%d", port), log: filepath.Join(o.Dir, fmt.Sprintf("prometheus-%d.log", attempt))}
		logf, err := os.Create(s.log)
		if err != nil {
			return nil, fmt.Errorf("promtest: %w", err)
		}
		s.cmd = exec.Command(bin, "--config.file="+cfgPath, "--storage.tsdb.path="+filepath.Join(o.Dir, fmt.Sprintf("data-%d", attempt)),
			fmt.Sprintf("--web.listen-address=127.0.0.1:%d", port), "--log.level=warn")
		s.cmd.Stdout, s.cmd.Stderr = logf, logf
		if err := s.cmd.Start(); err != nil {
			logf.Close()
			return nil, fmt.Errorf("promtest: start %s: %w", bin, err)
		}
		s.exited = make(chan struct{})
		go func() { _ = s.cmd.Wait(); logf.Close(); close(s.exited) }()
		if lastErr = s.waitReady(ctx, s.exited); lastErr == nil {
			return s, nil
		}
		s.Stop()
	}
	return nil, lastErr
}

func (s *Server) waitReady(ctx context.Context, exited <-chan struct{}) error {
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		select {
		case <-exited:
			return fmt.Errorf("promtest: prometheus exited: %s", s.LogTail(2000))
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
		resp, err := http.Get(s.URL + "/-/ready")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
		}
	}
	return fmt.Errorf("promtest: prometheus not ready after 30 s: %s", s.LogTail(2000))
}

// LogTail returns the end of the server's log.
func (s *Server) LogTail(n int) string {
	b, _ := os.ReadFile(s.log)
	if len(b) > n {
		b = b[len(b)-n:]
	}
	return string(b)
}

// Stop kills the server (by its PID) and waits for it.
func (s *Server) Stop() {
	if s.cmd != nil && s.cmd.Process != nil {
		_ = s.cmd.Process.Kill()
		<-s.exited
	}
}

// Alert is one entry of /api/v1/alerts.
type Alert struct {
	Labels      map[string]string `json:"labels"`
	Annotations map[string]string `json:"annotations"`
	State       string            `json:"state"` // pending or firing
	Value       string            `json:"value"`
}

// Alerts returns the pending and firing alerts.
func (s *Server) Alerts(ctx context.Context) ([]Alert, error) {
	var out struct {
		Alerts []Alert `json:"alerts"`
	}
	return out.Alerts, s.get(ctx, "/api/v1/alerts", &out)
}

// Rule is an alerting or recording rule of /api/v1/rules.
type Rule struct {
	Name      string `json:"name"`
	Query     string `json:"query"`
	Health    string `json:"health"`
	LastError string `json:"lastError"`
	Type      string `json:"type"`
	State     string `json:"state"`
}

// Rules returns every loaded rule with its last evaluation's health.
func (s *Server) Rules(ctx context.Context) ([]Rule, error) {
	var out struct {
		Groups []struct {
			Rules []Rule `json:"rules"`
		} `json:"groups"`
	}
	if err := s.get(ctx, "/api/v1/rules", &out); err != nil {
		return nil, err
	}
	var rules []Rule
	for _, g := range out.Groups {
		rules = append(rules, g.Rules...)
	}
	return rules, nil
}

// Query runs an instant query and returns the number of series in its vector result.
func (s *Server) Query(ctx context.Context, q string) (int, error) {
	var out struct {
		ResultType string            `json:"resultType"`
		Result     []json.RawMessage `json:"result"`
	}
	if err := s.get(ctx, "/api/v1/query?query="+url.QueryEscape(q), &out); err != nil {
		return 0, err
	}
	return len(out.Result), nil
}

func (s *Server) get(ctx context.Context, path string, into any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.URL+path, nil)
	if err != nil {
		return fmt.Errorf("promtest: %w", err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("promtest: GET %s: %w", path, err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	var env struct {
		Status string          `json:"status"`
		Data   json.RawMessage `json:"data"`
		Error  string          `json:"error"`
	}
	if err := json.Unmarshal(raw, &env); err != nil || env.Status != "success" {
		return fmt.Errorf("promtest: GET %s: %d %s", path, resp.StatusCode, strings.TrimSpace(string(raw)))
	}
	if err := json.Unmarshal(env.Data, into); err != nil {
		return fmt.Errorf("promtest: GET %s: %w", path, err)
	}
	return nil
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, fmt.Errorf("promtest: free port: %w", err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}
