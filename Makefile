# wendc — common tasks. `make run PROG=file.wend` builds the compiler and
# runs a program; `make test` runs every test (installing LLVM's opt/lli
# first if this machine lacks them).

CARGO ?= cargo
WENDC := target/release/wendc
PROG ?= test-programs/elementary/hello.wend
OUT_DIR := target/wend-out

.PHONY: all build run test llvm-tools install clean bench

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
