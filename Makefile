# wendc — common tasks. `make run PROG=file.wend` builds the compiler and
# runs a program; `make test` runs every test (installing LLVM's opt/lli
# first if this machine lacks them).

CARGO ?= cargo
WENDC := target/release/wendc
PROG ?= test-programs/elementary/hello.wend
OUT_DIR := target/wend-out

.PHONY: all build run test llvm-tools install clean bench difftest fuzz

all: build

build:
	$(CARGO) build --release

# Build wendc, compile PROG with it, and run the result.
run: build
	@mkdir -p $(OUT_DIR)
	$(WENDC) $(PROG) -o $(OUT_DIR)/$(basename $(notdir $(PROG)))
	@$(OUT_DIR)/$(basename $(notdir $(PROG)))

# Unit tests, the test-program and conformance suites (native and under
# lli at every IR stage), diagnostics snapshots, CLI and robustness tests.
test: llvm-tools
	$(CARGO) test

# The test suite checks every IR stage with LLVM 14's opt and lli.
llvm-tools:
	@scripts/ensure-llvm-tools

install:
	$(CARGO) install --path compiler

clean:
	$(CARGO) clean

# The benchmark (bench/harness): run time of bench/programs built by wendc
# (default and -O0), by LLVM (opt -O2 + llc -O2) and gcc -O2, the SLP
# speedup, compile time against opt + llc, compile-time scalability.
# ONLY=fib,sieve picks programs; RUNS=N runs per build (median);
# QUICK=1 is a one-run smoke test. Report: target/bench/report.md.
RUNS ?= 5
ONLY ?=
QUICK ?=
bench: llvm-tools
	$(CARGO) build --release -p wendc -p wend-bench
	target/release/wend-bench --runs $(RUNS) $(if $(ONLY),--only $(ONLY)) $(if $(QUICK),--quick)

# Random-program differential testing: N programs from seed SEED on JOBS
# threads (see difftest/). Failures, reduced, go to target/difftest-failures.
N ?= 1000
SEED ?= 1
JOBS ?= 2
difftest: llvm-tools
	$(CARGO) build --release -p wend-difftest
	target/release/wend-difftest run --seed $(SEED) --count $(N) --jobs $(JOBS)

# Coverage-guided fuzzing with cargo-fuzz, SECONDS per target.
SECONDS ?= 300
fuzz:
	scripts/fuzz $(SECONDS)
