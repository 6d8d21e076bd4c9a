//! Hostile input never crashes the compiler: every input either compiles or
//! produces located diagnostics. The front end and lowering run in-process
//! (with `catch_unwind`), on a thread with the same stack size as `wendc`.

use std::panic::{catch_unwind, AssertUnwindSafe};

use wendc::driver::compile_to_ir;

/// Compile `bytes` and render any diagnostics; fail the test on a panic.
/// Returns the rendered diagnostics (empty when the input compiled).
fn survive(name: &str, bytes: Vec<u8>) -> String {
    let name = name.to_string();
    let worker = std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || {
            catch_unwind(AssertUnwindSafe(|| match compile_to_ir(&name, &bytes) {
                Ok(_) => String::new(),
                Err(errors) => {
                    assert!(!errors.diagnostics.is_empty(), "a failed compile must say why");
                    errors.render(false)
                }
            }))
        })
        .unwrap();
    match worker.join().unwrap() {
        Ok(text) => text,
        Err(_) => panic!("the compiler panicked"),
    }
}

fn assert_rejected(name: &str, bytes: Vec<u8>, needle: &str) {
    let text = survive(name, bytes);
    assert!(text.contains(needle), "expected a diagnostic containing {needle:?}, got:\n{text}");
    assert!(text.contains(&format!("{name}:")), "diagnostic lacks file:line:col:\n{text}");
}

#[test]
fn empty_and_whitespace_files() {
    assert_rejected("empty.wend", Vec::new(), "no `main` function");
    assert_rejected("blank.wend", b"  \n\t\r\n// only a comment\n".to_vec(), "no `main` function");
}

#[test]
fn binary_garbage_and_nul_bytes() {
    assert_rejected("bin.wend", (0..=255u8).cycle().take(5000).collect(), "not valid UTF-8");
    assert_rejected("nul.wend", b"main() {\n  println 1;\0\n}\n".to_vec(), "U+0000");
    // A byte-order mark opening the file is skipped; anywhere else it is a
    // stray character.
    assert_eq!(survive("bom.wend", "\u{FEFF}main() { }".as_bytes().to_vec()), "");
    assert_rejected("bom2.wend", "main() { }\u{FEFF}".as_bytes().to_vec(), "U+FEFF");
}

/// Found by fuzzing: an unexpected multi-byte character right after a
/// token made a diagnostic span end inside the character, and rendering
/// it panicked.
#[test]
fn multibyte_characters_next_to_tokens() {
    let text = "main() {\n    int s;\n    if s ==\u{FFFD}\u{FFFD};\u{FFFD}\u{FFFD} s { }\n}\n";
    assert_rejected("fffd.wend", text.as_bytes().to_vec(), "unexpected character `\u{FFFD}`");
    let text = "main() { println 1;é€😀 }";
    assert_rejected("utf8.wend", text.as_bytes().to_vec(), "unexpected character `é`");
}

/// Every input a fuzzer ever crashed the compiler with stays a test.
#[test]
fn fuzz_regressions() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz-regressions");
    let mut count = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        survive(&path.file_name().unwrap().to_string_lossy(), std::fs::read(&path).unwrap());
        count += 1;
    }
    assert!(count > 0, "the regression corpus is empty");
}

#[test]
fn absurd_nesting_is_rejected_not_overflowed() {
    let parens = format!("main() {{ println {}1{}; }}", "(".repeat(100_000), ")".repeat(100_000));
    assert_rejected("parens.wend", parens.into_bytes(), "nested more than 256 levels");
    let ifs = format!("main() {{ {}{} }}", "if true { ".repeat(50_000), "}".repeat(50_000));
    assert_rejected("ifs.wend", ifs.into_bytes(), "nested more than 256 levels");
    let unclosed = format!("main() {{ println {}1; }}", "(".repeat(300));
    assert_rejected("unclosed.wend", unclosed.into_bytes(), "nested more than 256 levels");
    // A `!` starting an operand nests everything after it in the comparison.
    let negations = format!("main() {{ bool a; println a{}; }}", " == !a".repeat(50_000));
    assert_rejected("negations.wend", negations.into_bytes(), "nested more than 256 levels");
}

#[test]
fn absurdly_deep_expressions_are_rejected() {
    // Unary operators nest; the message names the limit.
    let neg = format!("main() {{ println {}1; }}", "- ".repeat(300_000));
    assert_rejected("neg.wend", neg.into_bytes(), "nested more than 1000 levels");
    let not = format!("main() {{ println {}true; }}", "!".repeat(300_000));
    assert_rejected("not.wend", not.into_bytes(), "nested more than 1000 levels");
}

/// The operands of one left-associative chain are one level: long flat
/// chains compile (tests/long_chains.rs runs chains of 100k terms).
#[test]
fn flat_chains_are_not_nesting() {
    for op in ["+", "-", "*", "/", "%"] {
        let chain = format!("main() {{ int x; x = 1; println x{}; }}", format!(" {op} x").repeat(300_000));
        assert_eq!(survive("chain.wend", chain.into_bytes()), "", "a chain of `{op}`");
    }
    for op in ["&&", "||"] {
        let chain = format!("main() {{ bool b; println b{}; }}", format!(" {op} b").repeat(300_000));
        assert_eq!(survive("chain.wend", chain.into_bytes()), "", "a chain of `{op}`");
    }
    // Chains of chains: each level of parentheses is one level more.
    let mixed =
        format!("main() {{ int x; bool b; println (x + x * x - x < x{}) || b; }}", " && x * x + x == x".repeat(50_000));
    assert_eq!(survive("mixed.wend", mixed.into_bytes()), "");
    // A type error deep in a chain is reported where it is.
    let bad = format!("main() {{ int x; println x{} + true{}; }}", " + x".repeat(50_000), " + x".repeat(10));
    let text = survive("bad.wend", bad.into_bytes());
    assert!(text.contains("operator `+` needs int operands, but found int and bool"), "{text}");
}

#[test]
fn reasonable_depth_still_compiles() {
    let nested_ifs = format!("main() {{ int x; {} x = 1; {} println x; }}", "if true { ".repeat(200), "}".repeat(200));
    assert_eq!(survive("ifs.wend", nested_ifs.into_bytes()), "");
    let sum = format!("main() {{ println 1{}; }}", "+1".repeat(900));
    assert_eq!(survive("sum.wend", sum.into_bytes()), "");
    let parens = format!("main() {{ println {}1{}; }}", "(".repeat(250), ")".repeat(250));
    assert_eq!(survive("parens.wend", parens.into_bytes()), "");
    // `!` levels close at `&&`: a long chain of short negations is fine.
    let chain = format!("main() {{ bool a; println a{}; }}", " && a == !a".repeat(400));
    assert_eq!(survive("chain.wend", chain.into_bytes()), "");
}

#[test]
fn very_long_programs_compile() {
    let body = "x = x + 1; if x % 3 == 0 { println x; }\n".repeat(20_000);
    let program = format!("main() {{\n int x;\n{body} }}\n");
    assert_eq!(survive("long.wend", program.into_bytes()), "");
    let line = format!("main() {{ int x; {} println x; }}", "x = x + 1; ".repeat(20_000));
    assert_eq!(survive("oneline.wend", line.into_bytes()), "");
}

/// A small deterministic PRNG (xorshift64*), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn random_bytes_never_crash() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for _ in 0..300 {
        let len = rng.below(300);
        let bytes: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
        survive("random.wend", bytes);
    }
}

const VOCABULARY: &[&str] = &[
    "main",
    "(",
    ")",
    "{",
    "}",
    "int",
    "bool",
    "x",
    "y",
    "f",
    "g",
    ";",
    ",",
    "=",
    "==",
    "!=",
    "<",
    "<=",
    ">",
    ">=",
    "+",
    "-",
    "*",
    "/",
    "%",
    "!",
    "&&",
    "||",
    "if",
    "else",
    "while",
    "return",
    "print",
    "println",
    "true",
    "false",
    "0",
    "1",
    "2147483648",
    "2147483649",
    "\"s\\n\"",
    "\"\\q\"",
    "\"open",
    "@",
    "[",
    "]",
    "\n",
    "//c\n",
];

#[test]
fn random_token_soup_never_crashes() {
    let mut rng = Rng(0xD1B5_4A32_D192_ED03);
    for _ in 0..1500 {
        let len = 1 + rng.below(60);
        let mut text = String::from("main() { ");
        for _ in 0..len {
            text.push_str(VOCABULARY[rng.below(VOCABULARY.len())]);
            text.push(' ');
        }
        text.push('}');
        survive("soup.wend", text.into_bytes());
    }
}

/// Valid programs with random edits (deleting, duplicating or swapping
/// tokens): near-misses exercise error recovery.
#[test]
fn mutated_programs_never_crash() {
    let base = "main() {
    int n; bool b;
    int f(int a, bool c) { int t; t = a * 2; if c && a > 0 { return t; } return -t; }
    g(int k) { n = n + k; while n > 100 { n = n / 2; } }
    n = f(3, true) + f(4, false);
    g(n);
    b = n == 7 || !(n < 3);
    print \"n = \"; println n;
    println b;
}";
    let tokens: Vec<&str> = base.split_whitespace().collect();
    let mut rng = Rng(0x1234_5678_9ABC_DEF1);
    let mut compiled = 0;
    for _ in 0..1500 {
        let mut t = tokens.clone();
        for _ in 0..1 + rng.below(3) {
            let i = rng.below(t.len());
            match rng.below(3) {
                0 => {
                    t.remove(i);
                }
                1 => {
                    let tok = t[rng.below(t.len())];
                    t.insert(i, tok);
                }
                _ => {
                    let j = rng.below(t.len());
                    t.swap(i, j);
                }
            }
        }
        if survive("mutant.wend", t.join(" ").into_bytes()).is_empty() {
            compiled += 1;
        }
    }
    // Some mutants stay valid (e.g. swapped operands); most must not.
    assert!(compiled > 0 && compiled < 1500, "{compiled} mutants compiled");
}
