//! Flat expression chains of any length compile and run: a left-associative
//! chain (`a + b - c + …`, `p && q && …`) is one level of nesting however
//! many operands it has (frontend/ast.rs, `MAX_EXPR_DEPTH`), and no stage
//! after the parser walks it recursively, at -O0 as at -O2. The expected
//! outputs are computed here, with wend's semantics (wrapping `+ - *`,
//! short-circuit `&&` and `||`, left-to-right evaluation), not by wendc.

mod support;

use std::process::Command;

/// Terms in each chain: the size the issue that made chains flat names
/// (100,000) in the exhaustive tier (`make test-all`); 20,000 in `make
/// test`, twenty times the old nesting limit, through the same code (a
/// debug wendc takes most of a minute over the four 100k chains at both
/// levels). `robustness.rs` compiles 300,000-term chains in both tiers.
fn terms() -> usize {
    match support::exhaustive() {
        true => 100_000,
        false => 20_000,
    }
}

/// A small deterministic PRNG (xorshift64*), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n
    }
}

/// Compile `source` with `opt` and run it; its standard output.
fn compile_and_run(name: &str, source: &str, opt: &str) -> String {
    let dir = std::env::temp_dir().join(format!("wendc-long-chains-{}-{name}{opt}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (src, exe) = (dir.join(format!("{name}.wend")), dir.join(name));
    std::fs::write(&src, source).unwrap();
    let out = support::wendc().arg(opt).arg(&src).arg("-o").arg(&exe).output().unwrap();
    assert!(out.status.success(), "{name} {opt} did not compile:\n{}", String::from_utf8_lossy(&out.stderr));
    let run = Command::new(&exe).output().unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(run.status.success(), "{name} {opt} failed: {:?}", run.status);
    String::from_utf8(run.stdout).unwrap()
}

fn check_at_both_levels(name: &str, source: &str, expected: &str) {
    for opt in ["-O0", "-O2"] {
        assert_eq!(compile_and_run(name, source, opt), expected, "{name} at {opt}");
    }
}

/// A chain's text and its value, as wend computes it (wrapping `+ - *`,
/// truncating `/ %`), built one `op operand` at a time.
struct Chain {
    text: String,
    value: i32,
}

impl Chain {
    fn new(first: &str, value: i32) -> Chain {
        Chain { text: first.to_string(), value }
    }

    fn push(&mut self, op: char, operand: &str, v: i32) {
        self.text += &format!(" {op} {operand}");
        self.value = match op {
            '+' => self.value.wrapping_add(v),
            '-' => self.value.wrapping_sub(v),
            '*' => self.value.wrapping_mul(v),
            '/' => self.value.wrapping_div(v),
            '%' => self.value.wrapping_rem(v),
            _ => unreachable!("not an arithmetic operator: {op}"),
        };
    }
}

/// `s = t₀ ± t₁ ± …`, the terms literals and variables (so that nothing
/// folds the whole chain away at -O0), overflowing on the way.
#[test]
fn a_long_sum() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let (x, y) = (1_234_567i32, -987_654i32);
    let mut chain = Chain::new("x", x);
    for _ in 1..terms() {
        let (term, v) = match rng.below(3) {
            0 => ("x".to_string(), x),
            1 => ("y".to_string(), y),
            _ => {
                let c = rng.below(2_000_000_000) as i32;
                (c.to_string(), c)
            }
        };
        let op = if rng.below(2) == 0 { '+' } else { '-' };
        chain.push(op, &term, v);
    }
    let source = format!(
        "main() {{\n    int x;\n    int y;\n    int s;\n    x = {x};\n    y = {y};\n    s = {};\n    println s;\n}}\n",
        chain.text
    );
    check_at_both_levels("sum", &source, &format!("{}\n", chain.value));
}

/// `p = x * … / … % …`, one precedence level of 100k operands.
#[test]
fn a_long_product() {
    let mut rng = Rng(0xD1B5_4A32_D192_ED03);
    let x = 3i32;
    let mut chain = Chain::new("x", x);
    for _ in 1..terms() {
        let (op, v) = match rng.below(8) {
            0 => ('/', 1 + rng.below(5) as i32),
            1 => ('%', 1000 + rng.below(1000) as i32),
            2 => {
                chain.push('*', "x", x);
                continue;
            }
            _ => ('*', 1 + rng.below(7) as i32),
        };
        chain.push(op, &v.to_string(), v);
    }
    let source =
        format!("main() {{\n    int x;\n    int p;\n    x = {x};\n    p = {};\n    println p;\n}}\n", chain.text);
    check_at_both_levels("product", &source, &format!("{}\n", chain.value));
}

/// `ok = t(0) && t(1) && …` where one `t(k)` is false: the calls after it
/// must not run (the count of calls shows it), the value is false; then
/// the same chain as a condition.
#[test]
fn a_long_and_chain_short_circuits() {
    let stop = terms() * 7 / 9;
    let chain = (0..terms()).map(|k| format!("t({k})")).collect::<Vec<_>>().join(" && ");
    let source = format!(
        "main() {{\n    int n;\n    bool ok;\n    bool t(int k) {{\n        n = n + 1;\n        return k != {stop};\n    }}\n    ok = {chain};\n    println ok;\n    println n;\n    n = 0;\n    if {chain} {{ println 1; }} else {{ println n; }}\n}}\n"
    );
    check_at_both_levels("and", &source, &format!("false\n{}\n{}\n", stop + 1, stop + 1));
}

/// `f(0) || f(1) || …` where `f(k)` is true only for one k (while
/// `armed`): as a value and as a loop condition, evaluated up to that
/// operand and no further; disarmed, every operand runs and the loop ends.
#[test]
fn a_long_or_chain_short_circuits() {
    let hit = terms() * 13 / 20 + 7;
    let chain = (0..terms()).map(|k| format!("f({k})")).collect::<Vec<_>>().join(" || ");
    let source = format!(
        "main() {{\n    int n;\n    bool armed;\n    bool any;\n    bool f(int k) {{\n        n = n + 1;\n        return armed && k == {hit};\n    }}\n    armed = true;\n    any = {chain};\n    println any;\n    println n;\n    n = 0;\n    while {chain} {{ println n; armed = false; }}\n    println n;\n}}\n"
    );
    let expected = format!("true\n{}\n{}\n{}\n", hit + 1, hit + 1, hit + 1 + terms());
    check_at_both_levels("or", &source, &expected);
}
