//! Test-case reduction: shrink a failing program while it keeps failing the
//! same way (same failure signature), by deleting lines.
//!
//! The generator writes one statement or declaration per line and puts
//! every `{` at the end of a line and every `}` at the start of one, so a
//! run of lines whose braces balance is a syntactic unit (statements, a
//! whole `if`/`while`, a whole nested function) and deleting it usually
//! leaves a valid program. Candidates that no longer compile simply do not
//! fail the same way and are skipped. The strategy is ddmin-like: try to
//! delete chunks of decreasing size (half the lines, a quarter, …, one
//! line), keeping every deletion that preserves the failure, until a whole
//! round of single-line deletions changes nothing.

/// Reduce `text` while `still_fails` holds; returns the smallest program
/// found (which still fails).
pub fn reduce(text: &str, mut still_fails: impl FnMut(&str) -> bool) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    // Rounds of decreasing chunk sizes, until a whole round removes nothing
    // (a deletion can make a larger unit deletable again, e.g. a function
    // whose last call just went).
    loop {
        let mut changed = false;
        let mut chunk = (lines.len() / 2).max(1);
        loop {
            changed |= delete_chunks(&mut lines, chunk, &mut still_fails);
            if chunk == 1 {
                break;
            }
            chunk /= 2;
        }
        if !changed {
            return join(&lines);
        }
    }
}

/// One sweep over the program trying to delete each balanced run of
/// `chunk` lines. Returns whether any deletion
/// was kept.
fn delete_chunks(lines: &mut Vec<String>, chunk: usize, still_fails: &mut impl FnMut(&str) -> bool) -> bool {
    let mut changed = false;
    let mut start = 0;
    while start < lines.len() {
        let end = (start + chunk).min(lines.len());
        if balanced(&lines[start..end]) {
            let candidate: Vec<String> = lines[..start].iter().chain(&lines[end..]).cloned().collect();
            if still_fails(&join(&candidate)) {
                *lines = candidate;
                changed = true;
                continue; // the next chunk now starts at `start`
            }
        }
        // Small chunks try every offset (functions and loops of a few
        // lines start anywhere); large ones overlap by half.
        start += if chunk <= 8 { 1 } else { chunk / 2 };
    }
    changed
}

fn balanced(lines: &[String]) -> bool {
    let mut depth = 0i64;
    for l in lines {
        for c in l.chars() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth < 0 {
                        return false;
                    }
                }
                _ => {}
            }
        }
    }
    depth == 0
}

fn join(lines: &[String]) -> String {
    let mut s = lines.join("\n");
    s.push('\n');
    s
}

#[cfg(test)]
mod tests {
    use super::reduce;

    #[test]
    fn keeps_only_what_the_failure_needs() {
        let text = "a\nif x {\n  b\n  BUG\n}\nc\nd\n";
        let reduced = reduce(text, |t| t.contains("BUG") && t.matches('{').count() == t.matches('}').count());
        assert_eq!(reduced, "if x {\n  BUG\n}\n");
    }
}
