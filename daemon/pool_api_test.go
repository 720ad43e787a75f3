package daemon_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/asa-escrow/asa/api/wire"
	"github.com/asa-escrow/asa/bindings"
	"github.com/asa-escrow/asa/daemon"
	"github.com/asa-escrow/asa/daemon/quota"
	"github.com/asa-escrow/asa/erc8004"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
)

// assignedEvent is the pool's Assigned event of seat for job id, read from the chain's logs, and its block.
func (p *poolWorld) assignedEvent(t *testing.T, seat common.Address, id *big.Int) (*bindings.EvaluatorPoolAssigned, uint64) {
	t.Helper()
	pa, err := bindings.EvaluatorPoolMetaData.ParseABI()
	if err != nil {
		t.Fatal(err)
	}
	logs, err := p.client.FilterLogs(context.Background(), ethereum.FilterQuery{FromBlock: big.NewInt(0), Addresses: []common.Address{p.pool},
		Topics: [][]common.Hash{{pa.Events["Assigned"].ID}, {common.BytesToHash(seat.Bytes())}, {common.BigToHash(id)}}})
	if err != nil {
		t.Fatal(err)
	}
	if len(logs) != 1 {
		t.Fatalf("%d Assigned events of seat %s for job %s, want 1", len(logs), seat, id)
	}
	ev, err := p.poolB.UnpackAssignedEvent(&logs[0])
	if err != nil {
		t.Fatal(err)
	}
	return ev, logs[0].BlockNumber
}

// jobView is GET /v1/jobs/{id} with its raw keys.
func jobView(t *testing.T, base string, id *big.Int) (wire.JobResponse, map[string]json.RawMessage) {
	t.Helper()
	code, raw := getJSON(t, base+"/v1/jobs/"+id.String())
	if code != http.StatusOK {
		t.Fatalf("GET /v1/jobs/%s = %d %s", id, code, raw)
	}
	var v wire.JobResponse
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(raw, &keys); err != nil {
		t.Fatal(err)
	}
	return v, keys
}

// checkDraw: the job view's pool draws are exactly the one appointment the chain's Assigned event says.
func (p *poolWorld) checkDraw(t *testing.T, base string, id *big.Int, seat common.Address, mode string) wire.PoolDrawView {
	t.Helper()
	ev, block := p.assignedEvent(t, seat, id)
	v, _ := jobView(t, base, id)
	if len(v.PoolDraws) != 1 {
		t.Fatalf("job %s poolDraws = %+v, want one", id, v.PoolDraws)
	}
	d := v.PoolDraws[0]
	if d.Seat != seat || d.Role != "evaluators" || d.Mode != mode || !d.Drawn || !slices.Equal(d.Evaluators, ev.Evaluators) ||
		d.Seed != common.Hash(ev.Seed) || d.Block != block || d.Quorum != ev.Quorum || d.ServiceTypeHash != p.service {
		t.Fatalf("job %s draw = %+v, want seat %s role evaluators mode %s evaluators %v quorum %d seed %x block %d (the Assigned event)",
			id, d, seat, mode, ev.Evaluators, ev.Quorum, ev.Seed, block)
	}
	t.Logf("job %s: seat %s (%s, %s) drew %v, seed %s, block %d", id, d.Seat, d.Role, d.Mode, d.Evaluators, d.Seed, d.Block)
	return d
}

// reputationAnswer is GET /v1/reputation/{address}'s pool part, with the raw keys of the answer.
type reputationAnswer struct {
	Subject common.Address          `json:"subject"`
	Block   struct{ Number uint64 } `json:"block"`
	Pool    *wire.PoolReputation    `json:"pool"`
}

// getReputation GETs the answer about who (query appended), retrying while the attestor is not ready.
func getReputation(t *testing.T, base string, who common.Address, query string) (reputationAnswer, map[string]json.RawMessage) {
	t.Helper()
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		code, raw := getJSON(t, base+"/v1/reputation/"+who.Hex()+query)
		if code == http.StatusServiceUnavailable && time.Now().Before(deadline) {
			continue
		}
		if code != http.StatusOK {
			t.Fatalf("GET /v1/reputation/%s%s = %d %s", who, query, code, raw)
		}
		var ans reputationAnswer
		var keys map[string]json.RawMessage
		if err := json.Unmarshal(raw, &ans); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(raw, &keys); err != nil {
			t.Fatal(err)
		}
		return ans, keys
	}
}

// checkFigures: the answer's pool entry of who is the pool's entry() read directly at the answer's block.
func (p *poolWorld) checkFigures(t *testing.T, ans reputationAnswer, who common.Address, name string) wire.PoolEntryFigures {
	t.Helper()
	if ans.Pool == nil {
		t.Fatal("the reputation answer has no pool field")
	}
	if ans.Pool.Pool != p.pool || ans.Pool.Block != ans.Block.Number || ans.Pool.Error != "" || ans.Pool.Truncated {
		t.Fatalf("pool part %+v, want pool %s at the answer's block %d, no error", ans.Pool, p.pool, ans.Block.Number)
	}
	if len(ans.Pool.Entries) != 1 {
		t.Fatalf("pool entries %+v, want one", ans.Pool.Entries)
	}
	f := ans.Pool.Entries[0]
	e, err := bind.Call(p.poolC, &bind.CallOpts{BlockNumber: new(big.Int).SetUint64(ans.Pool.Block)}, p.poolB.PackEntry(who, p.service), p.poolB.UnpackEntry)
	if err != nil {
		t.Fatal(err)
	}
	if f.Evaluator != who || f.ServiceType != name || f.ServiceTypeHash != p.service || f.Status != "Qualified" || e.Status != 2 ||
		f.Stake != e.Stake.String() || f.Evaluations != e.Evaluations || f.OpenJobs != e.OpenJobs || f.CanaryWindow != int(e.CanaryCount) ||
		f.CanaryPasses != e.CanaryPasses || f.CanaryMisses != e.CanaryMisses || f.Silences != e.Silences ||
		f.DeviationSamples != e.DeviationSamples || f.Listed != (e.ListIndex != 0) || !f.Listed || len(f.Shortfalls) != 0 {
		t.Fatalf("pool figures %+v, want the pool's entry %+v (Qualified, listed, no shortfall)", f, e)
	}
	if e.CanaryCount > 0 && (f.CanaryPassRateBps == nil || *f.CanaryPassRateBps != 10000) {
		t.Fatalf("canary pass rate %v, want 10000 (every canary passed)", f.CanaryPassRateBps)
	}
	t.Logf("%s %q at block %d: %s, stake %s, %d evaluations, %d open, canaries %d/%d", who, name, ans.Pool.Block, f.Status, f.Stake, f.Evaluations, f.OpenJobs, f.CanaryWindowPasses, f.CanaryWindow)
	return f
}

// checkBadServiceTypes: malformed ?service_type= queries are refused with 400 and a message naming the rule.
func checkBadServiceTypes(t *testing.T, base string, who common.Address) {
	t.Helper()
	many := make([]string, 17)
	for i := range many {
		many[i] = "type-" + string(rune('a'+i))
	}
	for _, c := range []struct{ query, want string }{
		{"?service_type=", "1 to 128 characters"},
		{"?service_type=" + strings.Repeat("x", 129), "1 to 128 characters"},
		{"?service_type=a,,b", "1 to 128 characters"},
		{"?service_type=" + url.QueryEscape(strings.Join(many, ",")), "at most 16 service types"},
		{"?service_type=" + strings.Join(many, "&service_type="), "at most 16 service types"},
	} {
		code, raw := getJSON(t, base+"/v1/reputation/"+who.Hex()+c.query)
		var body wire.ErrorBody
		_ = json.Unmarshal(raw, &body)
		if code != http.StatusBadRequest || body.Error.Code != wire.CodeInvalidField || !strings.Contains(body.Error.Message, c.want) {
			t.Errorf("GET /v1/reputation/%s%.40s… = %d %s, want 400 saying %q", who, c.query, code, raw, c.want)
		}
	}
}

// pageJudges is what the job page shows of each job's judges in headless Chromium (the judges section's
// title and rows), or ok false when Chromium, node or playwright-core is missing here.
func pageJudges(t *testing.T, base string, ids ...*big.Int) (pages []judgesPage, ok bool) {
	t.Helper()
	chromium := os.Getenv("CHROMIUM")
	for _, name := range []string{"chromium", "chromium-browser"} {
		if chromium != "" {
			break
		}
		chromium, _ = exec.LookPath(name)
	}
	node, err := exec.LookPath("node")
	if chromium == "" || err != nil {
		t.Log("Chromium or node is not installed: the job page is not checked")
		return nil, false
	}
	if _, err := os.Stat(filepath.Join("..", "node_modules", "playwright-core")); err != nil {
		t.Logf("playwright-core is missing from node_modules (make deps): the job page is not checked: %v", err)
		return nil, false
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	args := []string{filepath.Join("web", "testdata", "judges_page.mjs"), base}
	for _, id := range ids {
		args = append(args, id.String())
	}
	cmd := exec.CommandContext(ctx, node, args...)
	cmd.Env = append(os.Environ(), "CHROMIUM="+chromium)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("job page in Chromium: %v\n%s\n%s", err, out, stderr.String())
	}
	for _, line := range strings.Split(string(out), "\n") {
		if rest, found := strings.CutPrefix(line, "JUDGES "); found {
			var p judgesPage
			if err := json.Unmarshal([]byte(rest), &p); err != nil {
				t.Fatal(err)
			}
			t.Logf("job page of job %s: %q %+v", p.Job, p.Title, p.Rows)
			pages = append(pages, p)
		}
	}
	if len(pages) != len(ids) {
		t.Fatalf("job page: %d jobs seen, want %d:\n%s", len(pages), len(ids), out)
	}
	return pages, true
}

// judgesPage is the judges section of one job's page.
type judgesPage struct {
	Job   string `json:"job"`
	Title string `json:"title"`
	Rows  []struct {
		Role  string   `json:"role"`
		Mode  string   `json:"mode"`
		Seed  string   `json:"seed"`
		Cells []string `json:"cells"`
	} `json:"rows"`
}

// checkPageDraw: the page's judges section of a pool-drawn job shows the draw as the API does.
func checkPageDraw(t *testing.T, p judgesPage, d wire.PoolDrawView) {
	t.Helper()
	if p.Title != "Evaluators drawn by the pool" || len(p.Rows) != 1 {
		t.Fatalf("job %s page: %+v, want one row under \"Evaluators drawn by the pool\"", p.Job, p)
	}
	r := p.Rows[0]
	evs := strings.ToLower(d.Evaluators[0].Hex())
	if r.Role != d.Role || r.Mode != d.Mode || r.Seed != d.Seed.Hex() || len(r.Cells) != 5 ||
		!strings.Contains(r.Cells[1], strings.ToLower(d.Seat.Hex()[:6])) || !strings.Contains(r.Cells[2], evs) ||
		r.Cells[4] != strconv.FormatUint(d.Block, 10) {
		t.Fatalf("job %s page row %+v, want role %s mode %s seat %s evaluator %s seed %s block %d", p.Job, r, d.Role, d.Mode, d.Seat, evs, d.Seed, d.Block)
	}
	if d.Mode == "random" && r.Cells[3] != d.Seed.Hex() {
		t.Fatalf("job %s page shows seed %q, want %s", p.Job, r.Cells[3], d.Seed)
	}
}

// What an anonymous caller can make the daemon read of the pool is bounded: at most 16 entries per answer
// (the ?service_type= cap; of an evaluator's registrations, the first 16, the answer saying it is cut), also
// by agent id (the agent's wallets' entries), every read spent from the caller's poolReads quota before it is made (past it:
// 429 with Retry-After, while answers that read nothing still come). A hung node leaves the signed answer
// standing, with the pool field saying why its figures are missing, without naming the node, within the
// node wait; once the node answers again so do the figures.
func TestPoolReputationBoundedAndHungNode(t *testing.T) {
	p := newPoolWorld(t)
	w := p.world
	who := w.evals[0].addr
	// The evaluator is also an ERC-8004 agent (its wallet: the registering address).
	regs, err := erc8004.Deploy(context.Background(), w.client, w.opts(devParty(t, 9)))
	if err != nil {
		t.Fatal(err)
	}
	agentID, err := erc8004.Register(context.Background(), w.client, w.opts(w.evals[0]), regs.Identity, "")
	if err != nil {
		t.Fatal(err)
	}
	// Another evaluator registers for 17 service types: an answer reads 16 of them.
	many := w.evals[2]
	minStake := escrow.DevPoolConfig(p.operator.addr).MinStake
	if err := escrow.MintDevToken(context.Background(), w.client, w.opts(devParty(t, 9)), w.dep.Token, new(big.Int).Mul(minStake, big.NewInt(17)), many.addr); err != nil {
		t.Fatal(err)
	}
	w.send(many, w.tokC, w.tok.PackApprove(p.pool, new(big.Int).Mul(minStake, big.NewInt(17))))
	for i := range 17 {
		w.send(many, p.poolC, p.poolB.PackRegister(settlement.ServiceTypeHash("kind-"+strconv.Itoa(i)), minStake))
	}
	proxy := w.startProxy(t)
	const nodeWait = time.Second
	// 40 reads: the agent's entry and the rules (2), 16 of the 17 registrations and the rules (17), the hung
	// read (2), 16 entries and the rules (17), one entry and the rules (2); then none.
	svc := w.startDaemonWith("", func(c *daemon.Config) {
		p.daemonConfig(c)
		c.RPC, c.NodeWait, c.IdentityRegistry = proxy.URL(), daemon.Duration(nodeWait), regs.Identity.Hex()
		c.Quotas.PoolReads = quota.Limit{Count: 40, Per: time.Hour}
	})
	base := "http://" + svc.Addr()
	getReputation(t, base, w.provider.addr, "") // the attestor is ready (no pool read: no registration)

	// By agent id: the agent's wallet's entries, by its registrations, as of the block the daemon processed.
	code, raw := getJSON(t, base+"/v1/reputation/"+agentID.String())
	var agent wire.AgentReputation
	if err := json.Unmarshal(raw, &agent); err != nil || code != http.StatusOK {
		t.Fatalf("GET /v1/reputation/%s = %d %s", agentID, code, raw)
	}
	if agent.Pool == nil || agent.Pool.Error != "" || agent.Pool.Block == 0 || len(agent.Pool.Entries) != 1 {
		t.Fatalf("agent %s pool part %+v, want one entry", agentID, agent.Pool)
	}
	direct, err := bind.Call(p.poolC, &bind.CallOpts{BlockNumber: new(big.Int).SetUint64(agent.Pool.Block)}, p.poolB.PackEntry(who, p.service), p.poolB.UnpackEntry)
	if err != nil {
		t.Fatal(err)
	}
	if f := agent.Pool.Entries[0]; f.Evaluator != who || f.ServiceTypeHash != p.service || f.Status != "Qualified" ||
		f.Evaluations != direct.Evaluations || f.Stake != direct.Stake.String() {
		t.Fatalf("agent %s entry %+v, want the pool's %+v", agentID, f, direct)
	}

	// 17 registrations: the first 16 are read, in the order of registration, and the answer says it is cut.
	ans, _ := getReputation(t, base, many.addr, "")
	if ans.Pool == nil || !ans.Pool.Truncated || len(ans.Pool.Entries) != 16 {
		t.Fatalf("17 registrations: %+v, want 16 entries, truncated", ans.Pool)
	}
	for i, f := range ans.Pool.Entries {
		if f.ServiceTypeHash != settlement.ServiceTypeHash("kind-"+strconv.Itoa(i)) || f.Status != "Probation" || f.Stake != minStake.String() || len(f.Shortfalls) == 0 {
			t.Fatalf("registration %d: %+v, want kind-%d in probation with its stake and shortfalls", i, f, i)
		}
	}

	proxy.Hang()
	start := time.Now()
	code, raw = getJSON(t, base+"/v1/reputation/"+who.Hex()+"?service_type=code-review")
	took := time.Since(start)
	var hung reputationAnswer
	if err := json.Unmarshal(raw, &hung); err != nil || code != http.StatusOK {
		t.Fatalf("under a hung node: %d %s, want 200 with the signed answer", code, raw)
	}
	if hung.Pool == nil || !strings.Contains(hung.Pool.Error, "did not answer") || len(hung.Pool.Entries) != 0 || hung.Pool.Block != hung.Block.Number || hung.Subject != who {
		t.Fatalf("pool part under a hung node %+v, want an error and no entries at the answer's block", hung.Pool)
	}
	if strings.Contains(string(raw), proxy.URL()) || strings.Contains(string(raw), "127.0.0.1") {
		t.Errorf("the answer names the node: %s", raw)
	}
	if took > 3*nodeWait {
		t.Errorf("the answer took %s under the hang (node wait %s)", took.Round(time.Millisecond), nodeWait)
	}
	proxy.Heal()

	types := []string{"code-review"}
	for i := 1; i < 16; i++ {
		types = append(types, "other-"+strconv.Itoa(i))
	}
	// Ready again once the daemon's own calls see the node answer (each pool request spends the quota).
	waitFor(t, 20*time.Second, "the daemon sees the node answer again", func() bool {
		code, _ := getJSON(t, base+"/readyz")
		return code == http.StatusOK
	})
	ans, _ = getReputation(t, base, who, "?service_type="+strings.Join(types, ","))
	if ans.Pool == nil || ans.Pool.Error != "" || len(ans.Pool.Entries) != 16 || ans.Pool.Truncated {
		t.Fatalf("16 service types asked once the node answers: %+v", ans.Pool)
	}
	for i, f := range ans.Pool.Entries {
		want := "None"
		if i == 0 {
			want = "Qualified"
		}
		if f.ServiceType != types[i] || f.Status != want || f.Evaluator != who {
			t.Fatalf("entry %d = %+v, want %s %s", i, f, types[i], want)
		}
	}
	ans, _ = getReputation(t, base, who, "?service_type=code-review")
	p.checkFigures(t, ans, who, "code-review")

	// The quota is spent: a read is refused, an answer that reads nothing is not.
	resp, err := http.Get(base + "/v1/reputation/" + who.Hex() + "?service_type=code-review")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusTooManyRequests || resp.Header.Get("Retry-After") == "" || !strings.Contains(string(body), quota.PoolReads) {
		t.Fatalf("past the poolReads quota: %d (Retry-After %q) %s, want 429 naming %s", resp.StatusCode, resp.Header.Get("Retry-After"), body, quota.PoolReads)
	}
	if ans, _ := getReputation(t, base, w.provider.addr, ""); ans.Pool == nil || len(ans.Pool.Entries) != 0 {
		t.Fatalf("an answer without pool reads past the quota: %+v", ans.Pool)
	}
}
