//! Structure-aware fuzzing: start from valid wend programs (the corpus is
//! seeded with `test-programs/`) and mutate them at the level of tokens —
//! delete, duplicate, move or swap tokens, replace identifiers with others
//! of the program, literals with boundary values, operators and keywords
//! with others — so that most inputs are near-valid programs that reach
//! deep into semantic analysis, the passes and the backend. libFuzzer's
//! own byte-level mutations are still used one time in four.
#![no_main]

use libfuzzer_sys::{fuzz_mutator, fuzz_target};

mod common;

fuzz_target!(|data: &[u8]| common::compile_everything(data));

fuzz_mutator!(|data: &mut [u8], size: usize, max_size: usize, seed: u32| {
    let mut rng = seed as u64 | 1;
    if next(&mut rng) % 4 == 0 {
        return libfuzzer_sys::fuzzer_mutate(data, size, max_size);
    }
    let text = String::from_utf8_lossy(&data[..size]).into_owned();
    let mut tokens = tokenize(&text);
    if tokens.is_empty() {
        return libfuzzer_sys::fuzzer_mutate(data, size, max_size);
    }
    for _ in 0..1 + next(&mut rng) % 3 {
        mutate(&mut tokens, &mut rng);
    }
    let out: String = tokens.concat();
    let n = out.len().min(max_size);
    data[..n].copy_from_slice(&out.as_bytes()[..n]);
    n
});

fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

const OPERATORS: &[&str] = &["+", "-", "*", "/", "%", "<", "<=", ">", ">=", "==", "!=", "&&", "||", "!", "="];
const KEYWORDS: &[&str] = &["int", "bool", "if", "else", "while", "return", "print", "println", "true", "false"];
const PUNCTUATION: &[&str] = &["(", ")", "{", "}", ";", ","];
const LITERALS: &[&str] = &["0", "1", "-1", "2147483647", "2147483648", "-2147483648", "65536", "46341", "7"];

/// Split into tokens, keeping whitespace as tokens so the text round-trips.
fn tokenize(text: &str) -> Vec<String> {
    let mut tokens = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let start = i;
        if c.is_alphanumeric() || c == '_' {
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
        } else if c.is_whitespace() {
            while i < chars.len() && chars[i].is_whitespace() {
                i += 1;
            }
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' && chars[i] != '\n' {
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i = (i + 1).min(chars.len());
        } else if i + 1 < chars.len() && ["<=", ">=", "==", "!=", "&&", "||", "//"].contains(&&*format!("{c}{}", chars[i + 1])) {
            i += 2;
        } else {
            i += 1;
        }
        tokens.push(chars[start..i.min(chars.len())].iter().collect());
    }
    tokens
}

fn mutate(tokens: &mut Vec<String>, rng: &mut u64) {
    let significant: Vec<usize> = (0..tokens.len()).filter(|&i| !tokens[i].trim().is_empty()).collect();
    if significant.is_empty() {
        return;
    }
    let pick = |rng: &mut u64| significant[(next(rng) as usize) % significant.len()];
    let i = pick(rng);
    match next(rng) % 8 {
        0 => tokens[i] = String::new(),
        1 => {
            let copy = tokens[i].clone();
            tokens.insert(i, copy);
        }
        2 => {
            let j = pick(rng);
            tokens.swap(i, j);
        }
        3 => {
            // An identifier of the program in place of another token.
            let idents: Vec<String> = significant
                .iter()
                .map(|&k| tokens[k].clone())
                .filter(|t| t.chars().next().is_some_and(|c| c.is_alphabetic() || c == '_'))
                .collect();
            if !idents.is_empty() {
                tokens[i] = idents[(next(rng) as usize) % idents.len()].clone();
            }
        }
        4 => tokens[i] = LITERALS[(next(rng) as usize) % LITERALS.len()].to_string(),
        5 => tokens[i] = OPERATORS[(next(rng) as usize) % OPERATORS.len()].to_string(),
        6 => tokens.insert(i, format!("{} ", KEYWORDS[(next(rng) as usize) % KEYWORDS.len()])),
        _ => tokens.insert(i, PUNCTUATION[(next(rng) as usize) % PUNCTUATION.len()].to_string()),
    }
}
