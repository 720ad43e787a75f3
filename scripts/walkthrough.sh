#!/usr/bin/env bash
# Runs the README's walkthrough exactly as written: the ```sh walkthrough blocks of README.md, in order, in
# one bash shell from the repository root, then checks that job 1 settled and job 2 started as the README says. README and
# code cannot drift apart: a command that stops working fails `make test`.
set -euo pipefail
cd "$(dirname "$0")/.."

script=$(mktemp)
trap 'rm -f "$script"' EXIT
awk '/^```sh walkthrough$/ {inblock=1; next} /^```$/ {inblock=0; next} inblock {print}' README.md > "$script"
if [ ! -s "$script" ]; then
  echo "walkthrough: README.md has no \`\`\`sh walkthrough blocks" >&2
  exit 1
fi

# The walkthrough takes free ports (anvil --port 0, the daemon --listen 127.0.0.1:0) but one directory
# (.run/walkthrough): one run at a time per checkout.
mkdir -p .run
exec 9>".run/walkthrough.lock"
flock 9

# Whatever happens, stop the processes the walkthrough started (by the PIDs it wrote).
cleanup() {
  for f in .run/walkthrough/daemon.pid .run/walkthrough/anvil.pid; do
    if [ -f "$f" ]; then kill "$(cat "$f")" 2>/dev/null || true; fi
  done
  rm -f "$script"
}
trap cleanup EXIT

echo "== running the README walkthrough ($(grep -c . "$script") lines from README.md)"
# -e: the first failing command fails the walkthrough; -x: show each command as a reader would type it.
if ! timeout 600 bash -exo pipefail "$script" > .run/walkthrough.out 2>&1; then
  cat .run/walkthrough.out
  echo "walkthrough: FAILED (output above; daemon log: .run/walkthrough/daemon.log)" >&2
  exit 1
fi
cat .run/walkthrough.out

# The walkthrough ends with its processes stopped; check what it left on record.
grep -q "job 1 created" .run/walkthrough.out
grep -q "job 1 funded with 5.000000 USDC" .run/walkthrough.out
grep -q "the job waits, Open, for the provider's acceptance" .run/walkthrough.out
grep -q "both sides' money is in: job 1 is Funded" .run/walkthrough.out
grep -q "result .* accepted for job 1" .run/walkthrough.out
grep -q "Verified (ASA VERIFIED)" .run/walkthrough.out
# The daemon may finalize job 1 before `job watch` starts (then the watch shows the history of a final job,
# no state change): the settled state is checked on `job status`, which runs after it.
grep -q "status        Completed (ASA CLOSED)" .run/walkthrough.out
grep -q "payouts       provider 4.250000 USDC, client 0.750000 USDC" .run/walkthrough.out
grep -q "balance   1000004.250000 USDC" .run/walkthrough.out
grep -q "funded and accepted in that one transaction: 5.000000 USDC from the client and 2.500000 USDC of collateral" .run/walkthrough.out
grep -q "collateral    2.500000 USDC required (50.00 % of the budget), posted, held in escrow" .run/walkthrough.out
echo "walkthrough: the README's commands ran as written, job 1 started once its provider accepted, settled (provider 4.25 USDC, client 0.75 USDC back) and job 2 started with both sides' money in one transaction"
