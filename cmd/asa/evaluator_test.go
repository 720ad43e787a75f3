package main

import (
	"context"
	"encoding/json"
	"math/big"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/asa-escrow/asa/anvil"
	"github.com/asa-escrow/asa/escrow"
	"github.com/asa-escrow/asa/settlement"
)

// asa evaluator register|stake|status|list|leave|withdraw through the binary on anvil with the real escrow and
// pool that 'asa deploy --dev' deploys: the stake moves from the wallet to the pool to the unit and back after
// the unbonding delay; status says which qualification rule fails; the pool's refusals come back decoded
// (code reverted, the error named), a duplicate registration as wrong_state, a bad amount as a usage error.
func TestEvaluatorCommandsOnAnvil(t *testing.T) {
	node := startAnvil(t, anvil.Options{})
	dir := t.TempDir()
	depFile := filepath.Join(dir, "deployment.json")
	mustRun(t, []string{devKeyEnv(t, 9)}, "deploy", "--rpc", node.URL(), "--dev", "--out", depFile)
	var dep escrow.Deployment
	if err := readJSONFile(depFile, &dep); err != nil {
		t.Fatal(err)
	}
	if dep.EvaluatorPool == (dep.Escrow) || dep.EvaluatorPool.Big().Sign() == 0 {
		t.Fatalf("the deployment names no pool: %+v", dep)
	}
	ctx := context.Background()
	eth, err := node.Dial(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(eth.Close)
	evaluator := devKeyEnv(t, 3)
	evalAddr := crypto.PubkeyToAddress(mustKey(t, 3).PublicKey)
	on := []string{"--rpc", node.URL(), "--deployment", depFile, "--service-type", "research"}
	args := func(a ...string) []string { return append(a, on...) }
	key := []string{evaluator}
	status := func(extra ...string) evaluatorStatus {
		t.Helper()
		var st evaluatorStatus
		out := mustRun(t, key, append(args("evaluator", "status", "--json"), extra...)...)
		if err := json.Unmarshal([]byte(out), &st); err != nil {
			t.Fatalf("status --json: %v\n%s", err, out)
		}
		return st
	}

	if st := status(); st.Status != "None" || st.Qualified || len(st.Shortfalls) != 1 || !strings.Contains(st.Shortfalls[0], "asa evaluator register") {
		t.Fatalf("status before registering: %+v", st)
	}
	// Usage errors: no service type, an amount with more decimals than the token, no amount.
	wantFail(t, 2, []string{"--service-type T is required"}, key, "evaluator", "status", "--rpc", node.URL(), "--deployment", depFile)
	wantFail(t, 2, []string{"--stake", "more decimals than the token has (6)"}, key, args("evaluator", "register", "--stake", "10.0000001")...)
	wantFail(t, 2, []string{"--stake AMOUNT is required"}, key, args("evaluator", "register")...)
	wantFail(t, 1, []string{"below the pool's minimum 10000000"}, key, args("evaluator", "register", "--stake", "9.99")...)

	wallet0 := tokenBalance(t, eth, dep.Token, evalAddr)
	var reg struct {
		Amount, Stake, Tx, ApproveTx string
	}
	out := mustRun(t, key, args("evaluator", "register", "--stake", "12.5", "--json")...)
	if err := json.Unmarshal([]byte(out), &reg); err != nil || reg.Amount != "12500000" || reg.Stake != "12500000" || reg.ApproveTx == "" || reg.Tx == "" {
		t.Fatalf("register --json: %v\n%s", err, out)
	}
	if paid := new(big.Int).Sub(wallet0, tokenBalance(t, eth, dep.Token, evalAddr)); paid.Int64() != 12_500_000 {
		t.Fatalf("the wallet paid %s", paid)
	}
	if held := tokenBalance(t, eth, dep.Token, dep.EvaluatorPool); held.Int64() != 12_500_000 {
		t.Fatalf("the pool holds %s", held)
	}
	out, errOut, code := runAsa(t, key, args("evaluator", "register", "--stake", "10", "--json")...)
	var jerr map[string]string
	if code != 1 || out != "" || json.Unmarshal([]byte(errOut), &jerr) != nil || jerr["code"] != "wrong_state" || !strings.Contains(jerr["error"], "already registered") {
		t.Fatalf("a second register: exit %d, %s %s", code, out, errOut)
	}
	out = mustRun(t, key, args("evaluator", "stake", "--amount", "0.5")...)
	if !strings.Contains(out, "stake now 13.000000") {
		t.Fatalf("evaluator stake: %s", out)
	}

	st := status()
	if st.Status != "Probation" || st.Stake != "13000000" || st.Qualified || st.Evaluations != 0 || st.CanaryPassBps != nil || st.DeviationMeanBps != nil ||
		len(st.Shortfalls) != 2 || st.Shortfalls[0] != "0 evaluations, 2 needed" || st.Shortfalls[1] != "0 canaries in the window, 1 needed" ||
		st.ServiceTypeHash != settlement.ServiceTypeHash("research").Hex() || st.Pool != dep.EvaluatorPool.Hex() {
		t.Fatalf("status after registering: %+v", st)
	}
	// Anyone's entry by address, without a key; the human form names the failing rules.
	out = mustRun(t, nil, args("evaluator", "status", "--evaluator", evalAddr.Hex())...)
	for _, w := range []string{"Probation", "stake        13.000000", "evaluations  0 (2 needed)", "does not qualify", "- 0 evaluations, 2 needed", "- 0 canaries in the window, 1 needed"} {
		if !strings.Contains(out, w) {
			t.Errorf("status lacks %q:\n%s", w, out)
		}
	}
	var list struct {
		Qualified []struct{ Evaluator string }
	}
	out = mustRun(t, nil, args("evaluator", "list", "--json")...)
	if err := json.Unmarshal([]byte(out), &list); err != nil || len(list.Qualified) != 0 {
		t.Fatalf("list: %v %s", err, out)
	}

	out = mustRun(t, key, args("evaluator", "leave")...)
	if !strings.Contains(out, "left the \"research\" pool") || !strings.Contains(out, "in 1 h") {
		t.Fatalf("leave: %s", out)
	}
	if st := status(); st.Status != "Leaving" || st.Withdrawable || st.LeaveAt == 0 {
		t.Fatalf("status after leaving: %+v", st)
	}
	wantFail(t, 1, []string{"WrongStatus(" + evalAddr.Hex(), "Leaving)"}, key, args("evaluator", "leave")...)
	// Too early: the pool refuses, decoded, nothing moves.
	before := tokenBalance(t, eth, dep.Token, evalAddr)
	out, errOut, code = runAsa(t, key, args("evaluator", "withdraw", "--json")...)
	if code != 1 || json.Unmarshal([]byte(errOut), &jerr) != nil || jerr["code"] != "reverted" || !strings.Contains(jerr["error"], "StillBonded(") {
		t.Fatalf("an early withdraw: exit %d, %s %s", code, out, errOut)
	}
	if got := tokenBalance(t, eth, dep.Token, evalAddr); got.Cmp(before) != 0 {
		t.Fatalf("a refused withdrawal moved money: %s -> %s", before, got)
	}

	mustRun(t, nil, "chain", "warp", "61m", "--rpc", node.URL())
	if st := status(); !st.Withdrawable {
		t.Fatalf("not withdrawable after the delay: %+v", st)
	}
	var wd struct{ Amount string }
	out = mustRun(t, key, args("evaluator", "withdraw", "--json")...)
	if err := json.Unmarshal([]byte(out), &wd); err != nil || wd.Amount != "13000000" {
		t.Fatalf("withdraw: %v %s", err, out)
	}
	if got := tokenBalance(t, eth, dep.Token, evalAddr); got.Cmp(wallet0) != 0 {
		t.Fatalf("wallet %s after withdrawing, want %s back", got, wallet0)
	}
	if held := tokenBalance(t, eth, dep.Token, dep.EvaluatorPool); held.Sign() != 0 {
		t.Fatalf("the pool still holds %s", held)
	}
	if st := status(); st.Status != "None" {
		t.Fatalf("status after withdrawing: %+v", st)
	}

	// The group's help lists the commands.
	out = mustRun(t, nil, "evaluator", "--help")
	for _, w := range []string{"evaluator register", "evaluator status", "evaluator leave", "evaluator withdraw", "evaluator list"} {
		if !strings.Contains(out, w) {
			t.Errorf("evaluator --help lacks %q:\n%s", w, out)
		}
	}
}
