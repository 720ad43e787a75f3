# ASA escrow bridge and settlement daemon. `make run` shows it working on a local anvil; `make test` proves it.
SHELL := /bin/bash
.DEFAULT_GOAL := help

export CGO_ENABLED := 0
GO        ?= go
NODE      ?= node
BIN       := bin
ASA       := $(BIN)/asa
ARGS      ?=
# The pinned npm toolchain (solc, OpenZeppelin, anvil, x402 and A2A SDKs) lives in node_modules.
NPM_STAMP := node_modules/.package-lock.json

.PHONY: help deps browser postgres prometheus contracts bindings generate check-generated readme-env api build vet test test-go test-race test-walkthrough fuzz fuzz-smoke run run-once bench reliability gas clean

# What `make test` runs, in order (CI runs `make test`).
TEST_STEPS := deps check-generated vet fuzz-smoke run-once test-walkthrough test-race test-go

# What test-race runs under the race detector (cgo on; everything else builds with CGO_ENABLED=0): the tick
# loops and every component with one, the transaction manager, the watcher and the parts whose tests take
# seconds (the store's take minutes under -race: `make reliability` runs the whole suite under -race).
RACE_PKGS := ./internal/loop/... ./daemon/keeper/ ./daemon/relayer/ ./daemon/scheduler/ ./daemon/hooks/ ./daemon/leader/ \
	./daemon/indexer/ ./daemon/signin/ ./daemon/web/ ./txmgr/... ./watcher/ ./webhook/... ./x402/... \
	./asaclient/ ./settlement/ ./market/ ./visibility/ ./escrow/ ./internal/netting/ ./internal/l1fee/ ./daemon/ledgerop/ ./ledger/proofs/

help: ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-16s %s\n", $$1, $$2}'
	@echo
	@echo "  make test runs, in order: $(TEST_STEPS)"

$(NPM_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	@touch $@

deps: $(NPM_STAMP) browser postgres prometheus ## Install the pinned npm packages, Chromium for the browser test, PostgreSQL for the store's tests, Prometheus for the alert rules' test, and download Go modules
	$(GO) mod download

browser: ## Install Debian's Chromium (chromium, chromium-driver) for the job page's browser test when missing
	@command -v chromium >/dev/null 2>&1 || { \
	  echo "installing Debian's chromium and chromium-driver for the job page's browser test (apt-get)"; \
	  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null; } || \
	  echo "could not install Chromium here (apt-get needs root and Debian's package registry): the browser test will be skipped"; }

postgres: ## Install Debian's PostgreSQL server (initdb, postgres) for the store's and the replicas' tests when missing
	@{ ls /usr/lib/postgresql/*/bin/initdb || command -v initdb; } >/dev/null 2>&1 || { \
	  echo "installing Debian's postgresql for the PostgreSQL store and replica tests (apt-get)"; \
	  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null; } || \
	  echo "could not install PostgreSQL here (apt-get needs root and Debian's package registry): the PostgreSQL tests will be skipped"; }

prometheus: ## Install Debian's Prometheus (prometheus, promtool) for the alert rules' test when missing
	@{ command -v prometheus && command -v promtool; } >/dev/null 2>&1 || { \
	  echo "installing Debian's prometheus for the alert rules' test (apt-get)"; \
	  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq prometheus >/dev/null; } || \
	  echo "could not install Prometheus here (apt-get needs root and Debian's package registry): the alert rules' test will be skipped"; }

contracts: $(NPM_STAMP) ## Compile contracts/src into contracts/out (committed artifacts)
	$(NODE) contracts/scripts/build.mjs

readme-env: ## Regenerate README.md's table of daemon environment variables from daemon.Config's declaration
	ASA_UPDATE_README=1 go test -count=1 -run '^TestREADMEEnvTable$$' ./cmd/asa/

api: ## Regenerate the golden listings of the public Go API (asaclient, settlement, api/wire: api.txt in each), after a deliberate API change
	ASA_UPDATE_API=1 $(GO) test -count=1 -run '^TestAPISurface$$' ./asaclient/ ./settlement/ ./api/wire/

bindings: ## Regenerate bindings/ from contracts/out with the pinned abigen --v2
	contracts/scripts/bindings.sh

generate: contracts bindings ## contracts + bindings

check-generated: $(NPM_STAMP) ## Fail if regenerating the artifacts or bindings would change a byte
	@tmp=$$(mktemp -d); trap 'rm -rf $$tmp' EXIT; \
	ARTIFACTS_DIR=$$tmp/out $(NODE) contracts/scripts/build.mjs >/dev/null && \
	diff -r contracts/out $$tmp/out >/dev/null || { echo "contracts/out is stale: run 'make contracts bindings' and commit"; exit 1; }; \
	contracts/scripts/bindings.sh $$tmp/out $$tmp/bindings && \
	diff -r bindings $$tmp/bindings >/dev/null || { echo "bindings/ is stale: run 'make bindings' and commit"; exit 1; }; \
	echo "generated artifacts and bindings are in sync"

build: $(NPM_STAMP) ## Build the asa binary into bin/
	@echo "building $(ASA) (the first build compiles go-ethereum: a few minutes on 2 cores; later builds take seconds)"
	$(GO) build -ldflags "-X main.buildCommit=$$(git rev-parse HEAD 2>/dev/null)$$(git diff --quiet HEAD 2>/dev/null || echo -dirty)" -o $(ASA) ./cmd/asa

vet: ## gofmt and go vet
	@out=$$(gofmt -l $$(git ls-files '*.go' | grep -v '^bindings/')); [ -z "$$out" ] || { echo "gofmt needed: $$out"; exit 1; }
	$(GO) vet ./...

# make test runs the demo, the walkthrough and the Go tests with ports 8545 and 8080 taken (a Foundry
# user's anvil, a web server): nothing may depend on them (internal/portguard).
PORTGUARD := $(GO) run ./internal/portguard -ports 8545,8080 --

test-go: $(NPM_STAMP) ## Go tests only (with a pass/fail summary), with ports 8545 and 8080 taken
	$(PORTGUARD) $(GO) run ./internal/testsummary -- $(GO) test -count=1 -timeout 20m ./...

test-race: $(NPM_STAMP) ## The race detector on RACE_PKGS and the short leadership-flap test (the first build compiles go-ethereum with -race: minutes)
	CGO_ENABLED=1 $(GO) test -race -count=1 -timeout 20m $(RACE_PKGS)
	CGO_ENABLED=1 $(GO) test -race -count=1 -timeout 10m -run '^TestLeadershipFlap$$' ./daemon

fuzz: ## Every fuzz target for FUZZTIME each (default 60s), 10,000 invariant sequences on the escrow, 10,000 on the evaluator pool (against settlement.PoolMirror) and 10,000 on the netted ledger (against the ledger package, faults and exits included)
	./scripts/fuzz.sh $${FUZZTIME:-60s}
	ASA_INVARIANT_SEQUENCES=$${ASA_INVARIANT_SEQUENCES:-10000} $(GO) test -count=1 -timeout 90m -run '^TestInvariants$$' ./contracts/
	ASA_INVARIANT_SEQUENCES=$${ASA_INVARIANT_SEQUENCES:-10000} $(GO) test -count=1 -timeout 300m -run '^TestPoolInvariants$$' ./contracts/
	ASA_LEDGER_SEQUENCES=$${ASA_INVARIANT_SEQUENCES:-10000} $(GO) test -count=1 -timeout 300m -run '^TestLedgerInvariants$$' ./ledger/

fuzz-smoke: ## Every fuzz target briefly (part of make test)
	./scripts/fuzz.sh 3s

test: $(TEST_STEPS) ## Every test (see the list below): generated code in sync, vet, brief fuzzing, the demo, all Go tests

test-walkthrough: build ## Run the README's walkthrough exactly as written (its ```sh walkthrough blocks), with ports 8545 and 8080 taken, and check job 1 settled
	$(PORTGUARD) ./scripts/walkthrough.sh

run-once: ## `make run ARGS=--once`: the scenario once, failing unless every balance is as predicted, with ports 8545 and 8080 taken (part of make test)
	$(PORTGUARD) $(MAKE) --no-print-directory run ARGS=--once

run: build ## Local demo: anvil, escrow, daemon, scripted jobs (ARGS=--once exits 0 only if all balances are as predicted)
	$(ASA) dev $(ARGS)

gas: $(NPM_STAMP) ## Write bench/gas.md, bench/scale.md (+ scale.json) and bench/ledger.md: gas, bytes, L1 fee, tier shares, batch sizes, the netted ledger
	ASA_GAS_REPORT=bench/gas.md ASA_SCALE_REPORT=bench/scale.md $(GO) test -count=1 -run '^(TestGasReport|TestScaleReport)$$' ./contracts/
	ASA_LEDGER_REPORT=bench/ledger.md $(GO) test -count=1 -run '^TestLedgerGasReport$$' ./ledger/
	@echo "wrote bench/gas.md, bench/scale.md, bench/scale.json and bench/ledger.md"

bench: $(NPM_STAMP) ## Write bench/daemon.md, bench/x402.md, bench/netting.md, bench/settle.md, bench/postgres.md, bench/evaluators.md and bench/ledger-operator.md, and run 500 ledger invariant sequences (takes several minutes)
	./scripts/bench.sh

reliability: $(NPM_STAMP) ## The daemon's reliability campaign, long form (single node: crash, reorg, RPC faults, gas, disk, load, hostile HTTP, HOSTILE_FOR (default 1h) of hostile mixed traffic; replicas on PostgreSQL): writes bench/reliability.md; then a minute of leadership flaps and the whole suite, under -race
	ASA_RELIABILITY=long ASA_RELIABILITY_HOSTILE_FOR=$${HOSTILE_FOR:-1h} ASA_RELIABILITY_REPORT=$(CURDIR)/bench/reliability.md $(GO) test -count=1 -timeout 150m -run '^TestReliability$$' ./daemon
	ASA_RELIABILITY=long CGO_ENABLED=1 $(GO) test -race -count=1 -timeout 20m -run '^TestLeadershipFlap$$' -v ./daemon
	CGO_ENABLED=1 $(GO) test -race -count=1 -timeout 120m ./...

clean: ## Remove what builds and runs wrote: bin/, .run/ (make run's and the walkthrough's files), test artifacts
	rm -rf $(BIN) .run .artifacts
