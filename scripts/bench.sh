#!/usr/bin/env bash
# Runs the benchmarks behind bench/daemon.md, bench/x402.md, bench/netting.md, bench/settle.md, bench/postgres.md, bench/evaluators.md and bench/ledger-operator.md and keeps their raw output in
# bench/raw/ (one file per run, dated). The .md files hold the curated tables with the medians and
# ratios; compare a fresh run with them. This machine is noisy: run on a quiet box, several times.
set -euo pipefail
cd "$(dirname "$0")/.."
export CGO_ENABLED=0
mkdir -p bench/raw
stamp=$(date -u +%Y%m%dT%H%M%SZ)
run() {
  local name=$1; shift
  echo "== $name: $*"
  "$@" 2>&1 | tee "bench/raw/$stamp-$name.txt"
}
run daemon-intake   go test -run '^$' -bench 'DaemonResultIntake' -benchtime 2000x -count 3 ./daemon
run daemon-settle   go test -run '^$' -bench 'DaemonSettle$|DaemonAcceptToSettled' -benchtime 300x ./daemon
run scheduler-1m    go test -run '^$' -bench 'Scheduler' -benchtime 200x ./daemon/scheduler
run store-insert    go test -run '^$' -bench 'InsertResult' -benchtime 2s ./daemon/store
run x402-go-vs-ts   env ASA_BENCH_X402=1 go test -timeout 60m -run '^$' -bench X402VerifyGoVsTS -benchtime 1x ./interop/
# Jobs settled per second by one daemon on anvil, results posted -> payouts mined, per daemon mode
# (batched relays once the daemon has them); writes bench/settle.md itself.
run settle-e2e      env ASA_SETTLE_REPORT=bench/settle.md go test -count=1 -timeout 60m -run '^TestSettleReport$' -v ./bench/settlerate
# Durable results/s through the HTTP intake on SQLite and on PostgreSQL with 1 and 3 replicas, in the same
# run, rounds interleaved (needs the PostgreSQL server binaries: make postgres); writes bench/postgres.md itself.
run replica-intake  env ASA_REPLICA_REPORT=bench/postgres.md go test -count=1 -timeout 30m -run '^TestReplicaIntakeReport$' -v ./daemon
# The netted design (docs/scale.md): daemon CPU at the large tier's mean and peak, epoch closes; it reads
# bench/scale.json (make gas) for the chain side and writes bench/netting.md itself.
run netting-report  env ASA_NETTING_REPORT=bench/netting.md go test -count=1 -timeout 30m -run '^TestNettingReport$' -v ./bench/scalesim
run netting-job     go test -run '^$' -bench 'NettingJob$' -benchtime 2000x ./bench/scalesim
run netting-epoch   go test -run '^$' -bench 'EpochClose' -benchtime 2x ./bench/scalesim
# The evaluator pool's canary rules simulated (seeded, reproducible); writes bench/evaluators.md itself.
run evaluator-sim env ASA_EVALSIM_REPORT=bench/evaluators.md go test -count=1 -timeout 30m -run '^TestEvaluatorSimReport$' -v ./bench/evalsim
# The netted ledger's operator at the large tier: a million accounts, one 600-second epoch's 69,444 jobs
# handed in over its intake, the epoch that settles them built and stored, a restart's replay; writes
# bench/ledger-operator.md itself.
run ledger-operator env ASA_LEDGER_ACCOUNTS=${ASA_LEDGER_ACCOUNTS:-1000000} ASA_LEDGER_JOBS=${ASA_LEDGER_JOBS:-69444} \
  ASA_LEDGER_OPERATOR_REPORT=bench/ledger-operator.md go test -count=1 -timeout 90m -run '^$' -bench '^BenchmarkOperatorEpoch$' -benchtime 1x ./daemon/ledgerop/
# The netted ledger's invariants on the deployed contracts, a long form (make fuzz runs 10,000 sequences).
run ledger-invariants env ASA_LEDGER_SEQUENCES=${ASA_LEDGER_SEQUENCES:-500} go test -count=1 -timeout 120m -run '^TestLedgerInvariants$' ./ledger/
if command -v gcc >/dev/null; then # the same per-job work with the C secp256k1 (the project builds without cgo)
  run netting-bench-cgo env CGO_ENABLED=1 go test -run '^$' -bench 'NettingJob' -benchtime 2000x ./bench/scalesim
fi
echo "raw results in bench/raw/$stamp-*.txt; tables in bench/daemon.md, bench/x402.md; written: bench/netting.md, bench/settle.md, bench/postgres.md, bench/evaluators.md, bench/ledger-operator.md"
