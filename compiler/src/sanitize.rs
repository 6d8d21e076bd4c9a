//! `--sanitize`: which run-time checks a build carries.
//!
//! The checks themselves are ordinary IR that the lowering inserts (see
//! `lower`: a compare, a rarely taken branch to a cold block that calls a
//! noreturn report function of the sanitizer runtime, then `unreachable`);
//! the runtime (`runtime/src/wendsan.c`) prints the report, with the wend
//! call stack recovered from the frame-pointer chain and the address →
//! source table the backend writes (`backend::object::srcmap`). This module only
//! names the kinds and parses the command-line list.
//!
//! Bounds checks of straight-line runs of assignments (an unrolled kernel's
//! `c[i] = ...; c[i + 1] = ...;`) are merged by versioning
//! (`lower::bounds_versioning`): one exact range test of the index variable
//! chooses a copy of the run without checks, which stays one basic block
//! that the SLP vectorizer can pack, or the unchanged copy with every check,
//! so a faulty program's report is exactly the one it would be without.
//!
//! | kind | what is checked |
//! |---|---|
//! | `bounds` | every dynamic array index is in `0..N` |
//! | `divide` | `/` and `%` by zero, and `INT_MIN / -1` (also `%`) |
//! | `overflow` | signed overflow of `+ - *` and unary minus (opt-in: wend defines them to wrap) |
//! | `stack` | stack overflow is reported as such (a guard region and a SIGSEGV handler on an alternate stack) |
//! | `return` | reaching the end of a function with a return type (sema already rejects such programs) |

/// The checks of one build. `Default` is no sanitizer at all.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Sanitize {
    pub bounds: bool,
    pub divide: bool,
    pub overflow: bool,
    pub stack: bool,
    pub missing_return: bool,
}

/// The kinds as named on the command line, with their bit in the runtime's
/// table (`WENDSAN_KIND_*` in `wendsan.c`).
pub const KINDS: &[(&str, u32)] = &[("bounds", 1), ("divide", 2), ("overflow", 4), ("stack", 8), ("return", 16)];

impl Sanitize {
    /// `--sanitize` alone: every check but `overflow` (`+ - *` wrap by
    /// definition, so overflow is only a bug where the programmer says so).
    pub const DEFAULT_KINDS: Sanitize =
        Sanitize { bounds: true, divide: true, overflow: false, stack: true, missing_return: true };

    /// Every check, `overflow` included (`--sanitize=all`).
    pub const ALL: Sanitize =
        Sanitize { bounds: true, divide: true, overflow: true, stack: true, missing_return: true };

    /// Whether any check is on (then the sanitizer runtime is linked).
    pub fn enabled(&self) -> bool {
        self.bits() != 0
    }

    /// The kinds as a bit set (see [`KINDS`]).
    pub fn bits(&self) -> u32 {
        let flags = [self.bounds, self.divide, self.overflow, self.stack, self.missing_return];
        KINDS.iter().zip(flags).filter(|&(_, on)| on).map(|(&(_, bit), _)| bit).sum()
    }

    fn set(&mut self, kind: &str) -> bool {
        let flag = match kind {
            "bounds" => &mut self.bounds,
            "divide" => &mut self.divide,
            "overflow" => &mut self.overflow,
            "stack" => &mut self.stack,
            "return" => &mut self.missing_return,
            _ => return false,
        };
        *flag = true;
        true
    }

    /// Parse the value of `--sanitize=LIST`: comma-separated kinds, `all`,
    /// or `default` (what `--sanitize` alone means).
    pub fn parse(list: &str) -> Result<Sanitize, String> {
        let mut s = Sanitize::default();
        for kind in list.split(',').map(str::trim) {
            match kind {
                "default" => s = s.union(Sanitize::DEFAULT_KINDS),
                "all" => s = s.union(Sanitize::ALL),
                _ if s.set(kind) => {}
                _ => {
                    let valid: Vec<&str> = KINDS.iter().map(|&(name, _)| name).collect();
                    let problem = match (kind.is_empty(), list.trim().is_empty()) {
                        (true, true) => "`--sanitize=` needs a list of sanitizer kinds".to_string(),
                        (true, false) => format!("`--sanitize={list}` has an empty item"),
                        (false, _) => format!("unknown sanitizer kind `{kind}` in `--sanitize={list}`"),
                    };
                    return Err(format!(
                        "{problem}; the kinds are: {} (comma-separated, or `all`; `--sanitize` alone means all \
                         but overflow)",
                        valid.join(", ")
                    ));
                }
            }
        }
        Ok(s)
    }

    fn union(self, other: Sanitize) -> Sanitize {
        Sanitize {
            bounds: self.bounds || other.bounds,
            divide: self.divide || other.divide,
            overflow: self.overflow || other.overflow,
            stack: self.stack || other.stack,
            missing_return: self.missing_return || other.missing_return,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_of_kinds_parse() {
        assert_eq!(Sanitize::parse("default").unwrap(), Sanitize::DEFAULT_KINDS);
        const { assert!(!Sanitize::DEFAULT_KINDS.overflow) };
        let s = Sanitize::parse("bounds, overflow").unwrap();
        assert_eq!(s, Sanitize { bounds: true, overflow: true, ..Sanitize::default() });
        assert_eq!(s.bits(), 5);
        assert_eq!(Sanitize::parse("default,overflow").unwrap(), Sanitize::ALL);
        assert_eq!(Sanitize::parse("all").unwrap().bits(), 31);
        assert!(!Sanitize::default().enabled());
    }

    #[test]
    fn unknown_kinds_are_rejected_with_the_list() {
        let e = Sanitize::parse("bounds,adress").unwrap_err();
        assert!(e.contains("`adress`") && e.contains("bounds, divide, overflow, stack, return"), "{e}");
        let e = Sanitize::parse("bounds,").unwrap_err();
        assert!(e.starts_with("`--sanitize=bounds,` has an empty item; the kinds are: bounds, divide"), "{e}");
        let e = Sanitize::parse("").unwrap_err();
        assert!(e.starts_with("`--sanitize=` needs a list of sanitizer kinds; the kinds are: bounds,"), "{e}");
    }
}
