//! A benchmark program's expected output, `NAME.expected`.
//!
//! Normally the file holds the exact bytes the program prints. A program
//! that prints megabytes on purpose (the run-time `print` benchmark) would
//! put megabytes into the repository, so its `.expected` may instead be a
//! *digest*: the exact size, line count and SHA-256 of the output, in a
//! text form that `sha256sum` and `wc` can confirm by hand:
//!
//! ```text
//! # wend-bench digest
//! bytes 12345678
//! lines 1000000
//! sha256 0f3c…(64 hex digits)
//! ```
//!
//! Both forms are compared exactly: a digest matches only output of the
//! same length, line count and hash.

use std::path::Path;

use sha2::{Digest, Sha256};

/// The first line of a digest-form `.expected` file.
pub const DIGEST_HEADER: &str = "# wend-bench digest";

/// What a program must print.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expected {
    /// These exact bytes.
    Exact(Vec<u8>),
    /// Output with this size, line count and SHA-256.
    Digest(OutputDigest),
}

/// The size, line count and SHA-256 of an output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutputDigest {
    pub bytes: u64,
    pub lines: u64,
    /// Lower-case hexadecimal, 64 digits.
    pub sha256: String,
}

impl OutputDigest {
    pub fn of(output: &[u8]) -> OutputDigest {
        let hash = Sha256::digest(output);
        OutputDigest {
            bytes: output.len() as u64,
            lines: output.iter().filter(|&&b| b == b'\n').count() as u64,
            sha256: hash.iter().map(|b| format!("{b:02x}")).collect(),
        }
    }

    /// The `.expected` file text for this digest.
    pub fn to_file_text(&self) -> String {
        format!("{DIGEST_HEADER}\nbytes {}\nlines {}\nsha256 {}\n", self.bytes, self.lines, self.sha256)
    }

    fn parse(text: &str) -> Result<OutputDigest, String> {
        let mut fields = [None, None, None];
        for line in text.lines().skip(1).filter(|l| !l.trim().is_empty()) {
            let (key, value) = line.split_once(' ').ok_or_else(|| format!("malformed digest line `{line}`"))?;
            let slot = match key {
                "bytes" => 0,
                "lines" => 1,
                "sha256" => 2,
                _ => return Err(format!("unknown digest field `{key}`")),
            };
            fields[slot] = Some(value.trim().to_string());
        }
        let [Some(bytes), Some(lines), Some(sha256)] = fields else {
            return Err("a digest needs `bytes`, `lines` and `sha256` lines".to_string());
        };
        let number = |s: &str, what| s.parse::<u64>().map_err(|_| format!("`{s}` is not a {what} count"));
        if sha256.len() != 64 || !sha256.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)) {
            return Err(format!("`{sha256}` is not a SHA-256 in lower-case hex"));
        }
        Ok(OutputDigest { bytes: number(&bytes, "byte")?, lines: number(&lines, "line")?, sha256 })
    }
}

impl Expected {
    /// Read `path` (`NAME.expected`).
    pub fn load(path: &Path) -> Result<Expected, String> {
        let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        Expected::parse(bytes).map_err(|e| format!("{}: {e}", path.display()))
    }

    /// A file's contents: a digest when it starts with the digest header,
    /// otherwise the exact output.
    pub fn parse(bytes: Vec<u8>) -> Result<Expected, String> {
        match std::str::from_utf8(&bytes) {
            Ok(text) if text.starts_with(DIGEST_HEADER) => Ok(Expected::Digest(OutputDigest::parse(text)?)),
            _ => Ok(Expected::Exact(bytes)),
        }
    }

    /// `Ok` when `output` is what is expected; otherwise where it differs.
    pub fn check(&self, output: &[u8]) -> Result<(), String> {
        match self {
            Expected::Exact(bytes) if bytes == output => Ok(()),
            Expected::Exact(bytes) => Err(first_difference(bytes, output)),
            Expected::Digest(digest) => {
                let got = OutputDigest::of(output);
                if got == *digest {
                    Ok(())
                } else {
                    Err(format!(
                        "expected {} bytes in {} lines with SHA-256 {}, got {} bytes in {} lines with SHA-256 {}",
                        digest.bytes, digest.lines, digest.sha256, got.bytes, got.lines, got.sha256
                    ))
                }
            }
        }
    }
}

/// Where two outputs first differ, for a mismatch report.
pub fn first_difference(expected: &[u8], got: &[u8]) -> String {
    let (e, g) = (String::from_utf8_lossy(expected), String::from_utf8_lossy(got));
    match e.lines().zip(g.lines()).position(|(a, b)| a != b) {
        Some(i) => format!(
            "line {}: expected `{}`, got `{}`",
            i + 1,
            e.lines().nth(i).unwrap_or_default(),
            g.lines().nth(i).unwrap_or_default()
        ),
        None if e.lines().count() != g.lines().count() => {
            format!("{} lines expected, {} lines printed", e.lines().count(), g.lines().count())
        }
        None => format!("{} bytes expected, {} bytes printed (same lines)", expected.len(), got.len()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn differences_are_located() {
        assert_eq!(first_difference(b"1\n2\n3\n", b"1\n5\n3\n"), "line 2: expected `2`, got `5`");
        assert_eq!(first_difference(b"1\n2\n", b"1\n"), "2 lines expected, 1 lines printed");
        assert_eq!(first_difference(b"1\n", b"1"), "2 bytes expected, 1 bytes printed (same lines)");
    }

    #[test]
    fn exact_output_must_match_every_byte() {
        let e = Expected::parse(b"42\ntrue\n".to_vec()).unwrap();
        assert!(e.check(b"42\ntrue\n").is_ok());
        assert!(e.check(b"42\ntrue").is_err());
        assert_eq!(e.check(b"42\nfalse\n").unwrap_err(), "line 2: expected `true`, got `false`");
    }

    #[test]
    fn sha256_of_a_known_input() {
        // FIPS 180-2, appendix B.1: SHA-256("abc").
        let d = OutputDigest::of(b"abc");
        assert_eq!(d.sha256, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
        assert_eq!((d.bytes, d.lines), (3, 0));
    }

    #[test]
    fn digests_round_trip_and_match_only_the_same_output() {
        let output = b"1\n2\n3\n".repeat(1000);
        let text = OutputDigest::of(&output).to_file_text();
        assert!(text.starts_with(DIGEST_HEADER), "{text}");
        let e = Expected::parse(text.into_bytes()).unwrap();
        assert!(matches!(&e, Expected::Digest(d) if d.bytes == 6000 && d.lines == 3000));
        assert!(e.check(&output).is_ok());
        let mut changed = output.clone();
        changed[10] = b'9';
        let err = e.check(&changed).unwrap_err();
        assert!(err.contains("6000 bytes in 3000 lines"), "{err}");
        assert!(e.check(&output[..5999]).is_err());
    }

    #[test]
    fn malformed_digests_are_rejected() {
        let bad = |s: &str| Expected::parse(format!("{DIGEST_HEADER}\n{s}").into_bytes()).unwrap_err();
        assert!(bad("bytes 1\nlines 1\n").contains("needs"));
        assert!(bad("bytes x\nlines 1\nsha256 ab\n").contains("SHA-256"));
        assert!(bad(&format!("bytes x\nlines 1\nsha256 {}\n", "a".repeat(64))).contains("byte count"));
        assert!(bad("colour 1\n").contains("unknown"));
    }
}
