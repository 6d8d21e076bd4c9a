#!/usr/bin/env python3
"""Generate wend programs of a given shape and size for compile-time scaling.

usage: gen_shapes.py SHAPE STATEMENTS > prog.wend

Each shape stresses one part of the compiler that a superlinear algorithm
would make slow; every program terminates at once and prints a checksum.

  straight-1      one variable, updated STATEMENTS times in one block
                  (mem2reg's single-block path, instruction removal)
  straight-many   STATEMENTS/10 variables, straight-line updates in one block
  loops           STATEMENTS/10 variables updated inside short loops
                  (phis for many variables, liveness across back edges)
  nested-ifs      ifs nested 50 deep over min(200, STATEMENTS/10) variables
                  (many blocks and long live ranges: register allocation)
  inlined-fns     STATEMENTS/5 small nested functions, each called once and
                  inlined (the inliner, then one huge main)
  gen-large       bench/gen_large.py's mix with STATEMENTS/4 variables
  many-arrays     STATEMENTS/10 arrays in one function: runs of stores to
                  adjacent elements (slp's seeds), scattered element
                  updates and short loops over the arrays
  sibling-fns     STATEMENTS/5 sibling nested functions that capture and
                  write variables of main, each called once (captures,
                  mem2reg and cse over thousands of functions, the inliner)
  wide            STATEMENTS/4 variables all live at once, summed in
                  groups of 8 at the end, and functions of 16 parameters
                  (register pressure, spilling, the calling convention)
  long-chains     eight expressions of STATEMENTS/8 terms each: sums,
                  products, and `&&`/`||` chains of comparisons (deep
                  use-def chains, one block per `&&` operand)
  many-calls      STATEMENTS/2 call sites of a few small functions, some
                  inlined and some not (the inliner's budget, call lowering)
  if-sequence     STATEMENTS/4 ifs one after another, each joining the
                  next (a dominator tree as deep as the program is long)
  strings         STATEMENTS prints of string literals, most of them
                  distinct (the module's table of strings)
  loop-nests      STATEMENTS/8 counted loops and loop nests over arrays:
                  the loop passes' candidates (rotation, unrolling, the
                  vectorizers, strength reduction) by the thousand
  deep-loops      loop nests 20 deep, STATEMENTS/41 of them (what the
                  loop passes cost per level of nesting)

The variables start from `seed`, the result of a recursive function (which
is not inlined, and which the optimizer does not evaluate at compile time):
with constant starting values, constant propagation (sccp) would fold most
of a shape away, and the stages after it would no longer see its size.
"""
import os
import subprocess
import sys


# Declares `seed` (the first lines of `main`, before its statements).
SEED_DECLS = ["    int seed;", "    int opaque(int n) { if n <= 0 { return 0; } return opaque(n - 1) + 1; }"]
# Sets it (the first statement): 1, unknown to the optimizer.
SEED_INIT = "    seed = opaque(1);"


def checksum(v):
    """A line printing the sum of about 20 of the variables v0..v{v-1}."""
    return "    println " + " + ".join(f"v{i}" for i in range(0, v, max(1, v // 20))) + ";"


def straight_one(n):
    lines = ["main() {", "    int x;"] + SEED_DECLS + [SEED_INIT, "    x = seed;"]
    lines += [f"    x = x * 3 + {i % 7};" for i in range(n)]
    lines += ["    println x;", "}"]
    return lines


def straight_many(n):
    v = max(1, n // 10)
    lines = ["main() {"] + [f"    int v{i};" for i in range(v)] + SEED_DECLS + [SEED_INIT]
    lines += [f"    v{i} = seed + {i};" for i in range(v)]
    for i in range(n - v):
        a, b, c = i % v, (i * 7 + 3) % v, (i * 13 + 5) % v
        lines.append(f"    v{a} = v{b} + v{c} * {i % 5 + 1};")
    lines.append(checksum(v))
    lines.append("}")
    return lines


def counted_loop(bound, body):
    """`i` from 0 while `i < bound`, around the lines `body` (indented once)."""
    return ["    i = 0;", f"    while i < {bound} {{"] + [f"        {line}" for line in body] + ["        i = i + 1;", "    }"]


def loops(n):
    v = max(2, n // 10)
    lines = ["main() {", "    int i;"] + [f"    int v{i};" for i in range(v)] + SEED_DECLS + [SEED_INIT]
    lines += [f"    v{i} = seed;" for i in range(0, v, 7)]
    count, k = 0, 0
    while count < n:
        lines.append("    i = 0;")
        lines.append("    while i < 3 {")
        for j in range(8):
            a, b = (k * 8 + j) % v, (k * 5 + j * 3 + 1) % v
            lines.append(f"        v{a} = v{a} + v{b} + i;")
        lines.append("        i = i + 1;")
        lines.append("    }")
        count += 11
        k += 1
    lines.append(checksum(v))
    lines.append("}")
    return lines


def nested_ifs(n, depth=50):
    v = max(2, min(200, n // 10))
    lines = ["main() {"] + [f"    int v{i};" for i in range(v)] + SEED_DECLS + [SEED_INIT]
    lines += [f"    v{i} = seed + {i * 37 % 101};" for i in range(v)]
    count, k = v, 0
    while count < n:
        for d in range(depth):
            a, b, c = (k + d) % v, (k + 2 * d + 1) % v, (k * 3 + d + 2) % v
            pad = "    " * (d + 1)
            lines.append(f"{pad}v{c} = v{c} + v{a} - {d};")
            lines.append(f"{pad}if v{a} < v{b} + {d * 3} {{")
            count += 2
        for d in reversed(range(depth)):
            lines.append("    " * (d + 1) + "}")
        k += 1
    lines.append(checksum(v))
    lines.append("}")
    return lines


def inlined_fns(n):
    f = max(1, n // 5)
    lines = ["main() {", "    int x;"] + SEED_DECLS
    for i in range(f):
        lines.append(f"    int f{i}(int a) {{ return a * {i % 9 + 2} + {i % 5}; }}")
    lines += [SEED_INIT, "    x = seed;"]
    for i in range(f):
        lines.append(f"    x = f{i}(x) % 100003;")
    lines += ["    println x;", "}"]
    return lines


def gen_large(n):
    here = os.path.dirname(os.path.abspath(__file__))
    out = subprocess.run([sys.executable, os.path.join(here, "gen_large.py"), str(max(1, n // 4)), str(n)],
                         check=True, capture_output=True, text=True).stdout
    return out.rstrip("\n").split("\n")


def many_arrays(n):
    a = max(1, n // 10)
    lines = ["main() {", "    int i;", "    int s;"] + [f"    int[8] a{k};" for k in range(a)] + SEED_DECLS + [SEED_INIT]
    count, k = 0, 0
    while count < n:
        x, y = k % a, (k * 7 + 3) % a
        if k % 3 == 0:
            # four adjacent elements from another array: one slp tree
            lines += [f"    a{x}[{j}] = a{y}[{j}] * {k % 5 + 2} + seed;" for j in range(4)]
            count += 4
        elif k % 3 == 1:
            lines.append(f"    a{x}[{k % 8}] = a{y}[{(k + 5) % 8}] + a{x}[{(k + 1) % 8}] - {k % 11};")
            count += 1
        else:
            lines += counted_loop(8, [f"s = s + a{x}[i] * {k % 3 + 1};"])
            count += 5
        k += 1
    lines += ["    println s + " + " + ".join(f"a{k}[{k % 8}]" for k in range(0, a, max(1, a // 20))) + ";", "}"]
    return lines


def sibling_fns(n):
    f, v = max(1, n // 5), 100
    lines = ["main() {"] + [f"    int v{i};" for i in range(v)] + SEED_DECLS
    for k in range(f):
        a, b, c = k % v, (k * 7 + 3) % v, (k * 13 + 5) % v
        lines.append(f"    f{k}(int x) {{ v{a} = v{b} + x; if v{a} > v{c} {{ v{c} = v{c} * 3 + v{a}; }} }}")
    lines += [SEED_INIT] + [f"    v{i} = seed + {i};" for i in range(v)]
    lines += [f"    f{k}({k % 11});" for k in range(f)]
    lines.append(checksum(v))
    lines.append("}")
    return lines


def wide(n):
    v = max(8, n // 4)
    fns = max(1, n // 200)
    params = ", ".join(f"int p{j}" for j in range(16))
    lines = ["main() {", "    int s;"] + [f"    int v{i};" for i in range(v)] + SEED_DECLS
    for k in range(fns):
        body = " + ".join(f"p{j} * {(j + k) % 7 + 1}" for j in range(16))
        lines.append(f"    int w{k}({params}) {{ return {body}; }}")
    lines += [SEED_INIT] + [f"    v{i} = seed * {i % 97 + 1} + {i};" for i in range(v)]
    for k in range(fns):
        args = ", ".join(f"v{(k * 16 + j) % v}" for j in range(16))
        lines.append(f"    s = s + w{k}({args});")
    for i in range(0, v, 8):
        lines.append("    s = s + " + " + ".join(f"v{j}" for j in range(i, min(v, i + 8))) + ";")
    lines += ["    println s;", "}"]
    return lines


def long_chains(n):
    terms = max(2, n // 8)
    v = 50
    lines = ["main() {", "    int s;", "    bool b;"] + [f"    int v{i};" for i in range(v)] + SEED_DECLS + [SEED_INIT]
    lines += [f"    v{i} = seed + {i};" for i in range(v)]
    count, k = 0, 0
    while count < n:
        t = min(terms, max(2, n - count))
        kind = k % 4
        if kind == 0:
            lines.append("    s = s + " + " + ".join(f"v{(k + j) % v}" for j in range(t)) + ";")
        elif kind == 1:
            lines.append("    s = s - " + " * ".join(f"v{(k + j) % v}" for j in range(t)) + ";")
        elif kind == 2:
            cond = " && ".join(f"v{(k + j) % v} < {1000 + j}" for j in range(t))
            lines.append(f"    b = {cond};")
            lines.append("    if b { s = s + 1; }")
        else:
            cond = " || ".join(f"v{(k + j) % v} == {j + 7}" for j in range(t))
            lines.append(f"    if {cond} {{ s = s + 2; }}")
        count += t
        k += 1
    lines += ["    println s;", "}"]
    return lines


def many_calls(n):
    calls = max(1, n // 2)
    lines = ["main() {", "    int x;", "    int y;"] + SEED_DECLS
    lines += ["    int small(int a) { return a * 3 + 1; }",
              "    int medium(int a, int b) { int t; t = a; while t > b { t = t - b - 1; } return t + a % 7; }",
              "    bump(int a) { y = y + a; if y > 1000000 { y = y % 1000; } }"]
    lines += [SEED_INIT, "    x = seed;"]
    for k in range(calls):
        kind = k % 3
        if kind == 0:
            lines.append(f"    x = small(x) % 100003 + {k % 5};")
        elif kind == 1:
            lines.append(f"    x = medium(x, {k % 13 + 2});")
        else:
            lines.append(f"    bump(x + {k % 9});")
    lines += ["    println x + y;", "}"]
    return lines


def if_sequence(n):
    v = 50
    lines = ["main() {", "    int s;"] + [f"    int v{i};" for i in range(v)] + SEED_DECLS + [SEED_INIT]
    lines += [f"    v{i} = seed + {i};" for i in range(v)]
    for k in range(max(1, n // 4)):
        a, b = k % v, (k * 3 + 1) % v
        lines += [f"    if v{a} > {k % 17} {{", f"        v{b} = v{b} + v{a} - {k % 5};", "    } else {", f"        s = s + v{b};", "    }"]
    lines += ["    println s + " + " + ".join(f"v{i}" for i in range(0, v, 5)) + ";", "}"]
    return lines


def loop_nests(n):
    a = max(2, n // 200)
    lines = ["main() {", "    int i;", "    int j;", "    int s;", "    int t;"] + [f"    int[256] a{k};" for k in range(a)] + SEED_DECLS + [SEED_INIT]
    count, k = 0, 0
    while count < n:
        x, y = k % a, (k * 7 + 3) % a
        if k % 3 == 0:
            # a nest whose outer loop steps along the array (outer-loop
            # vectorization) around an inner loop too long to unroll
            inner = ["j = 0;", "while j < 16 {", f"    t = t + a{y}[j * 16 + i] * {k % 5 + 2};", "    j = j + 1;", "}"]
            lines += counted_loop(16, ["t = seed;"] + inner + [f"a{x}[i] = t;"])
            count += 11
        elif k % 3 == 1:
            # a reduction over a bound the optimizer does not know
            lines += counted_loop("63 + seed", [f"s = s + a{x}[i] * {k % 3 + 1};"])
            count += 5
        else:
            # a short counted loop with a division by its counter's step
            lines += counted_loop(16, [f"a{x}[i] = a{x}[i] + i / 4 + i % 4 + seed;"])
            count += 5
        k += 1
    lines += ["    println s + " + " + ".join(f"a{k}[{k % 64}]" for k in range(0, a, max(1, a // 20))) + ";", "}"]
    return lines

def deep_loops(n, depth=20):
    # Nests `depth` deep, each level a counted loop whose counter is reset
    # before it and stepped after its inner loop (two statements a level).
    lines = ["main() {", "    int x;"] + [f"    int c{d};" for d in range(depth)] + SEED_DECLS + [SEED_INIT]
    count, k = 0, 0
    while count < n:
        for d in range(depth):
            pad = "    " * (d + 1)
            lines += [f"{pad}c{d} = 0;", f"{pad}while c{d} < seed {{"]
        lines.append("    " * (depth + 1) + f"x = x + c{k % depth} + {k % 7};")
        for d in reversed(range(depth)):
            pad = "    " * (d + 1)
            lines += [f"{pad}    c{d} = c{d} + 1;", f"{pad}}}"]
        count += 2 * depth + 1
        k += 1
    lines += ["    println x;", "}"]
    return lines


def strings(n):
    lines = ["main() {", "    int x;"] + SEED_DECLS + [SEED_INIT, "    x = seed;"]
    for k in range(n):
        if k % 4 == 3:
            lines.append(f"    println x + {k % 10};")
        else:
            # a third of the literals repeat an earlier one
            lines.append(f'    print "line {k - k % 3 if k % 3 == 2 else k} of the text: ";')
        if k % 16 == 0:
            lines.append("    x = x + seed;")
    lines.append("}")
    return lines

SHAPES = {
    "straight-1": straight_one,
    "straight-many": straight_many,
    "loops": loops,
    "nested-ifs": nested_ifs,
    "inlined-fns": inlined_fns,
    "gen-large": gen_large,
    "many-arrays": many_arrays,
    "sibling-fns": sibling_fns,
    "wide": wide,
    "long-chains": long_chains,
    "many-calls": many_calls,
    "if-sequence": if_sequence,
    "loop-nests": loop_nests,
    "strings": strings,
    "deep-loops": deep_loops,
}


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in SHAPES:
        sys.exit(f"usage: gen_shapes.py {{{'|'.join(SHAPES)}}} STATEMENTS")
    lines = SHAPES[sys.argv[1]](int(sys.argv[2]))
    print(f"// generated by bench/gen_shapes.py {sys.argv[1]} {sys.argv[2]}")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
