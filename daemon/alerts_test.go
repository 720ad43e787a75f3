package daemon_test

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/internal/promtest"
)

// alertRulesFile holds the Prometheus alert rules shipped with the daemon.
const alertRulesFile = "../deploy/prometheus/asa-alerts.yml"

// TestAlertRules checks deploy/prometheus's rules with promtool, then evaluates them in a real Prometheus
// scraping a real daemon on anvil (a block a second): every rule evaluates without error and names only
// metrics the daemon exports, a healthy daemon fires none, and each provoked fault fires its alert (read
// from /api/v1/alerts): a sender key drained below 0.01 ETH (low gas balance), then below the daemon's
// minSignerBalanceWei (starved), then the node stopped (node unreachable). The rules' `for:` holds are
// shortened to 2 s in the copy Prometheus loads (the expressions are the shipped ones, unchanged).
func TestAlertRules(t *testing.T) {
	bin, err := promtest.Find()
	if err != nil {
		t.Skipf("skipping the alert rules' evaluation: %v (make deps installs it)", err)
	}
	promtool := filepath.Join(filepath.Dir(bin), "promtool")
	if out, err := exec.Command(promtool, "check", "rules", alertRulesFile).CombinedOutput(); err != nil {
		t.Fatalf("promtool check rules %s: %v\n%s", alertRulesFile, err, out)
	}
	dir := t.TempDir()
	names, exprs := shortenHolds(t, alertRulesFile, filepath.Join(dir, "rules.yml"))
	for _, want := range []string{"AsaNoLeader", "AsaLeadershipLost", "AsaSenderStuck", "AsaNodeUnreachable", "AsaNodeHeadStalled",
		"AsaIntakeServerErrors", "AsaWebhookBacklog", "AsaSenderLowGasBalance", "AsaSenderStarved"} {
		if !slices.Contains(names, want) {
			t.Errorf("the rules lack %s", want)
		}
	}

	w := newWorld(t, anvil.Options{BlockTime: time.Second})
	svc := w.startDaemon("")
	// Every metric a rule names is exported by the daemon (scrape it once the first passes ran).
	// A refused result (malformed), so that the refusals' counter has a series.
	if code, _ := post(t, svc.URL()+"/v1/results", []byte("{")); code != http.StatusBadRequest {
		t.Fatalf("malformed result: %d", code)
	}
	var exposed map[string]bool
	waitFor(t, 20*time.Second, "the daemon's balance and leader metrics", func() bool {
		exposed = scrapeNames(t, "http://"+svc.Addr()+"/metrics")
		return exposed["asa_txmgr_sender_balance_wei"] && exposed["asa_leader_leading"]
	})
	metricName := regexp.MustCompile(`\basa_[a-z0-9_]+`)
	for i, e := range exprs {
		for _, m := range metricName.FindAllString(e, -1) {
			if !exposed[m] {
				t.Errorf("rule %s uses %s, which the daemon does not export", names[i], m)
			}
		}
	}

	ctx := context.Background()
	prom, err := promtest.Start(ctx, promtest.Options{Job: "asa", Targets: []string{svc.Addr()}, RuleFiles: []string{filepath.Join(dir, "rules.yml")},
		Interval: 500 * time.Millisecond, Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(prom.Stop)
	// firing returns the firing alerts by name (a pending one, true for less than its hold, is not an
	// alert yet: a scrape slowed by a loaded machine may make one pending for a moment).
	firingNow := func() map[string][]promtest.Alert {
		as, err := prom.Alerts(ctx)
		if err != nil {
			t.Fatal(err)
		}
		byName := map[string][]promtest.Alert{}
		for _, a := range as {
			if a.State == "firing" {
				byName[a.Labels["alertname"]] = append(byName[a.Labels["alertname"]], a)
			}
		}
		return byName
	}
	// Healthy: every rule evaluated without error, and after a few evaluations none is pending or firing.
	waitFor(t, 20*time.Second, "every rule evaluated", func() bool {
		rules, err := prom.Rules(ctx)
		if err != nil {
			t.Fatal(err)
		}
		ok := len(rules) == len(names)
		for _, r := range rules {
			if r.LastError != "" {
				t.Fatalf("rule %s: %s", r.Name, r.LastError)
			}
			ok = ok && r.Health == "ok"
		}
		return ok
	})
	waitFor(t, 20*time.Second, "prometheus scraping the daemon", func() bool {
		n, err := prom.Query(ctx, `up{job="asa"} == 1`)
		if err != nil {
			t.Fatal(err)
		}
		return n == 1
	})
	time.Sleep(5 * time.Second) // ten evaluations: longer than every shortened hold
	if a := firingNow(); len(a) > 0 {
		t.Fatalf("a healthy daemon fires alerts: %s", alertSummary(a))
	}

	firing := func(name, what string, match func(promtest.Alert) bool) {
		t.Helper()
		waitFor(t, 30*time.Second, what, func() bool {
			for _, a := range firingNow()[name] {
				if match(a) {
					t.Logf("%s firing: %s", name, a.Annotations["summary"])
					return true
				}
			}
			return false
		})
	}
	sender := func(a promtest.Alert) bool { return a.Labels["sender"] == w.relayer.addr.Hex() }
	// 0.001 ETH: below the alert's 0.01 ETH, above the daemon's default minSignerBalanceWei (0.0001 ETH).
	if err := w.node.SetBalance(ctx, w.relayer.addr, big.NewInt(1e15)); err != nil {
		t.Fatal(err)
	}
	firing("AsaSenderLowGasBalance", "the low gas balance alert", sender)
	if a := firingNow(); len(a) != 1 {
		t.Errorf("a low balance fires only AsaSenderLowGasBalance: %s", alertSummary(a))
	}
	if err := w.node.SetBalance(ctx, w.relayer.addr, big.NewInt(1e13)); err != nil {
		t.Fatal(err)
	}
	firing("AsaSenderStarved", "the starved sender alert", sender)
	if err := w.node.Stop(); err != nil {
		t.Fatal(err)
	}
	firing("AsaNodeUnreachable", "the node unreachable alert", func(a promtest.Alert) bool { return a.Labels["instance"] == svc.Addr() })
}

// shortenHolds copies the rule file to dst with every `for:` hold set to 2 s, and returns the alerts'
// names and expressions.
func shortenHolds(t *testing.T, src, dst string) (names, exprs []string) {
	t.Helper()
	raw, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Groups []struct {
			Name  string           `yaml:"name"`
			Rules []map[string]any `yaml:"rules"`
		} `yaml:"groups"`
	}
	if err := yaml.Unmarshal(raw, &f); err != nil {
		t.Fatal(err)
	}
	for _, g := range f.Groups {
		for _, r := range g.Rules {
			if _, ok := r["for"]; ok {
				r["for"] = "2s"
			}
			names = append(names, fmt.Sprint(r["alert"]))
			exprs = append(exprs, fmt.Sprint(r["expr"]))
		}
	}
	out, err := yaml.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dst, out, 0o600); err != nil {
		t.Fatal(err)
	}
	return names, exprs
}

// scrapeNames returns the metric names a /metrics endpoint exposes.
func scrapeNames(t *testing.T, url string) map[string]bool {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	names := map[string]bool{}
	for _, line := range strings.Split(string(body), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		names[line[:strings.IndexAny(line, "{ ")]] = true
	}
	return names
}

func alertSummary(m map[string][]promtest.Alert) string {
	var out []string
	for name, as := range m {
		for _, a := range as {
			out = append(out, fmt.Sprintf("%s(%s %v)", name, a.State, a.Labels))
		}
	}
	sort.Strings(out)
	return strings.Join(out, ", ")
}
