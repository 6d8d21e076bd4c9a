//! The benchmark programs: `NAME.wend` files in one directory, each with a
//! C twin `NAME.c` that computes and prints the same, and its expected
//! output `NAME.expected` (see `expected`).

use std::path::{Path, PathBuf};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    pub name: String,
    pub source: PathBuf,
    pub c_twin: Option<PathBuf>,
    /// `NAME.expected`, when there is one.
    pub expected: Option<PathBuf>,
}

impl Program {
    /// SLP kernels are named `slp-*`; the SLP table reports them.
    pub fn is_slp_kernel(&self) -> bool {
        self.name.starts_with("slp-")
    }
}

/// The programs of `dir`, sorted by name, keeping those whose name contains
/// one of `only` (all when `only` is empty).
pub fn discover(dir: &Path, only: &[String]) -> Result<Vec<Program>, String> {
    let entries =
        std::fs::read_dir(dir).map_err(|e| format!("cannot read the program directory {}: {e}", dir.display()))?;
    let mut programs = Vec::new();
    for entry in entries {
        let path = entry.map_err(|e| format!("cannot read {}: {e}", dir.display()))?.path();
        if path.extension().is_some_and(|e| e == "wend") {
            let name = path.file_stem().unwrap_or_default().to_string_lossy().into_owned();
            let twin = path.with_extension("c");
            let expected = path.with_extension("expected");
            programs.push(Program {
                name,
                c_twin: twin.is_file().then_some(twin),
                expected: expected.is_file().then_some(expected),
                source: path,
            });
        }
    }
    programs.sort_by(|a, b| a.name.cmp(&b.name));
    programs.retain(|p| only.is_empty() || only.iter().any(|o| p.name.contains(o.as_str())));
    if programs.is_empty() {
        return Err(if only.is_empty() {
            format!("no .wend programs in {}", dir.display())
        } else {
            format!("no program in {} matches {}", dir.display(), only.join(","))
        });
    }
    Ok(programs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_programs_and_twins_and_filters_by_name() {
        let dir = tempfile::tempdir().unwrap();
        for f in ["b.wend", "b.c", "b.expected", "a.wend", "slp-x.wend", "notes.txt"] {
            std::fs::write(dir.path().join(f), "").unwrap();
        }
        let all = discover(dir.path(), &[]).unwrap();
        let names: Vec<&str> = all.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["a", "b", "slp-x"]);
        assert_eq!(all[1].c_twin.as_deref(), Some(dir.path().join("b.c").as_path()));
        assert_eq!(all[0].c_twin, None);
        assert_eq!(all[1].expected.as_deref(), Some(dir.path().join("b.expected").as_path()));
        assert_eq!(all[0].expected, None);
        assert!(all[2].is_slp_kernel() && !all[0].is_slp_kernel());
        let slp = discover(dir.path(), &["slp".to_string()]).unwrap();
        assert_eq!(slp.len(), 1);
        let err = discover(dir.path(), &["zzz".to_string()]).unwrap_err();
        assert!(err.contains("no program"), "{err}");
    }
}
