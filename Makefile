# wendc — common tasks. `make run PROG=file.wend` builds the compiler and
# runs a program; `make test` runs every test (installing LLVM's opt/lli
# first if this machine lacks them); `make programs` only the test programs,
# in seconds.

CARGO ?= cargo
comma := ,
WENDC := target/release/wendc
PROG ?= test-programs/elementary/hello.wend
OUT_DIR := target/wend-out

# Debian's LLVM 14 folder goes first on PATH when it exists, so the tests
# and the benchmark use LLVM 14 even where plain `opt` is another version
# (see scripts/ensure-llvm-tools).
LLVM14_DIR := /usr/lib/llvm-14/bin
export PATH := $(if $(wildcard $(LLVM14_DIR)/opt),$(LLVM14_DIR):)$(PATH)

.PHONY: all build run test test-all lint programs llvm-tools install clean bench difftest fuzz

all: build

# Only wendc and what it links (the compiler and its runtime), not the
# bench harness, difftest or the programs runner: those build when their
# own targets run.
build:
	$(CARGO) build --release -p wendc --bin wendc

# Build wendc, compile PROG with it, and run the result.
run: build
	@mkdir -p $(OUT_DIR)
	$(WENDC) $(PROG) -o $(OUT_DIR)/$(basename $(notdir $(PROG)))
	@$(OUT_DIR)/$(basename $(notdir $(PROG)))

# Unit tests, the test-program and conformance suites (natively and under
# lli), diagnostics snapshots, CLI and robustness tests. The large matrices
# run a sample here (every program at -O0 and -O2 and a rotating quarter
# of the pipeline prefixes and IR stages; 20k-term chains; the benchmark
# programs at -O2); `make test-all` runs every case of them (every prefix
# and stage of every program, 100k-term chains, the benchmark programs at
# -O0 too). See docs/testing.md.
test: llvm-tools
	$(CARGO) test

test-all: llvm-tools
	WENDC_TEST_ALL=1 $(CARGO) test

# Style: rustfmt (settings in rustfmt.toml) and clippy, warnings as errors.
lint:
	$(CARGO) fmt --all --check
	$(CARGO) clippy --workspace --all-targets -- -D warnings

# Only the test programs: each of test-programs/ at -O0 and -O2 against its
# .expected, in parallel (tools/programs), a diff per failure. Seconds, where
# `make test` takes minutes.
TARGET_DIR := $(or $(CARGO_TARGET_DIR),target)
programs:
	$(CARGO) build --release -p wendc -p wend-programs
	$(TARGET_DIR)/release/wend-programs --root test-programs --wendc $(TARGET_DIR)/release/wendc

# The test suite checks every IR stage with LLVM 14's opt and lli; the
# benchmark (and its tests) also build the C twins with gcc and clang.
llvm-tools:
	@scripts/ensure-llvm-tools

install:
	$(CARGO) install --locked --profile dist --path compiler

clean:
	$(CARGO) clean

# The benchmark (bench/harness): run time of bench/programs built by wendc
# (default, -O0, --sanitize), gcc -O2 and clang -O2 (on the C twins) and
# LLVM (opt -O2 + llc -O2 on wendc's IR), runs interleaved, every output
# checked against NAME.expected; the SLP speedup; compile time against
# gcc, clang and opt + llc; compile-time scalability (a large generated
# program, and time, peak memory and fitted exponent by program shape at
# 1k, 10k and 100k statements: bench/gen_shapes.py).
# ONLY=fib,sieve picks programs; RUNS=N runs per build (median and
# minimum); QUICK=1 is a one-run smoke test; SECTIONS=runtime,compile,scale.
# Reports: target/bench/report.md and target/bench/report.json; a full run
# (no ONLY, no QUICK, every section) also publishes docs/benchmarks.md and
# its chart docs/benchmarks.svg, the one place the figures live.
RUNS ?= 5
ONLY ?=
QUICK ?=
SECTIONS ?= runtime,compile,scale
bench: llvm-tools
	$(CARGO) build --release -p wendc -p wend-bench
	target/release/wend-bench --runs $(RUNS) --sections $(SECTIONS) $(if $(ONLY),--only $(ONLY)) $(if $(QUICK),--quick) \
		$(if $(ONLY)$(QUICK)$(filter-out runtime$(comma)compile$(comma)scale,$(SECTIONS)),,--publish docs)

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
