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

# Compile-time scalability (see bench/run).
bench:
	bench/run

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
