//! Keeps `compiler/ARCHITECTURE.md` true to the code, and the code's
//! layering true to the document:
//!
//! - every file or folder the document names in backticks exists;
//! - the import graph between the crate's top-level modules, between the
//!   backend's stages and between the IR's files has no circle, and no
//!   stage imports its parent's own items (`backend/mod.rs` is the
//!   pipeline: it uses the stages, they never use it);
//! - a pass imports the shared layer (`passes/utils/`, `remark`,
//!   `interface`) and no other pass, but for the documented exceptions;
//! - the backend's import graph printed in the document is the real one;
//! - the runtime's C files depend one way: `runtime/src/wendsan.c` (the
//!   sanitizer) uses `runtime/src/wendrt.c`, which names nothing that
//!   wendsan.c defines (the sanitizer registers its start-up in
//!   `.init_array` instead of being called).
//!
//! Imports are read from the source text (`crate::a::b`, `super::b`, grouped
//! `{a, b}` lists), test modules excluded. A name that a folder's `mod.rs`
//! re-exports (`pub use x::Item`) counts as an import of `x`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

mod support;

fn compiler_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn src() -> PathBuf {
    compiler_dir().join("src")
}

fn architecture_doc() -> String {
    std::fs::read_to_string(compiler_dir().join("ARCHITECTURE.md")).expect("compiler/ARCHITECTURE.md exists")
}

/// The Rust files under `dir`, recursively.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    support::files_with_extension(dir, "rs")
}

/// A file's text without its unit tests (by convention the last item,
/// after `#[cfg(test)]`) and without comments.
fn code_of(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    let code = text.split("\n#[cfg(test)]").next().unwrap();
    code.lines().map(|l| l.split("//").next().unwrap()).collect::<Vec<_>>().join("\n")
}

/// Every module path that follows `prefix` in `code` (`prefix` ends in
/// `::`): `crate::backend::{mir::X, frame}` gives `mir::X` and `frame`.
fn paths_after(code: &str, prefix: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find(prefix) {
        let preceded_by_ident = rest[..at].chars().last().is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':');
        rest = &rest[at + prefix.len()..];
        if preceded_by_ident {
            continue;
        }
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 1;
            let end = group
                .char_indices()
                .find(|&(_, c)| {
                    match c {
                        '{' => depth += 1,
                        '}' => depth -= 1,
                        _ => {}
                    }
                    depth == 0
                })
                .map_or(group.len(), |(i, _)| i);
            out.extend(split_top_level(&group[..end]));
        } else {
            let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':')).unwrap_or(rest.len());
            out.push(rest[..end].to_string());
        }
    }
    out.into_iter().map(|p| p.trim().to_string()).filter(|p| !p.is_empty()).collect()
}

fn split_top_level(list: &str) -> Vec<String> {
    let mut items = Vec::new();
    let (mut depth, mut current) = (0, String::new());
    for c in list.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(std::mem::take(&mut current));
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    items.push(current);
    items
}

/// The first segment of a path (`mir::X` → `mir`).
fn head(path: &str) -> String {
    path.split("::").next().unwrap().trim().to_string()
}

/// `item → module` for a folder's `pub use module::{Item, ...};` lines.
fn reexports(mod_rs: &Path) -> BTreeMap<String, String> {
    let mut map = BTreeMap::new();
    // One statement per `;` (rustfmt spreads a long list over lines).
    for statement in code_of(mod_rs).split(';') {
        let statement: String = statement.split_whitespace().collect::<Vec<_>>().join(" ");
        let Some(path) = statement.strip_prefix("pub use ") else { continue };
        let Some((module, rest)) = path.split_once("::") else { continue };
        let items = match rest.strip_prefix('{').and_then(|r| r.strip_suffix('}')) {
            Some(list) => split_top_level(list),
            None => vec![rest.to_string()],
        };
        for item in items {
            map.insert(item.trim().rsplit("::").next().unwrap().to_string(), module.to_string());
        }
    }
    map
}

/// The unit of a folder that a file belongs to: its first path component
/// below the folder (`regalloc/linear_scan.rs` → `regalloc`), the file
/// stem for a file directly in it, and `mod` for the folder's `mod.rs`.
fn unit_of(folder: &Path, file: &Path) -> String {
    let relative = file.strip_prefix(folder).unwrap();
    let mut parts = relative.components().map(|c| c.as_os_str().to_string_lossy().into_owned());
    let first = parts.next().unwrap();
    match first.strip_suffix(".rs") {
        Some(stem) => stem.to_string(),
        None => first,
    }
}

/// The import graph between the units of `folder` (module `crate::name`).
/// Names re-exported by the folder's `mod.rs` are resolved to the unit that
/// defines them; any other name of `mod.rs` is the unit `mod`.
fn folder_graph(name: &str) -> BTreeMap<String, BTreeSet<String>> {
    let folder = src().join(name);
    let reexported = reexports(&folder.join("mod.rs"));
    let units: BTreeSet<String> = rust_files(&folder).iter().map(|f| unit_of(&folder, f)).collect();
    let resolve = |segment: &str| -> Option<String> {
        if units.contains(segment) {
            Some(segment.to_string())
        } else if let Some(unit) = reexported.get(segment) {
            Some(unit.clone())
        } else if segment == "self" || segment == "*" {
            None
        } else {
            Some("mod".to_string())
        }
    };
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in rust_files(&folder) {
        let unit = unit_of(&folder, &file);
        let code = code_of(&file);
        let depth = file.strip_prefix(&folder).unwrap().components().count() - 1;
        let is_mod_rs = file.file_name().unwrap() == "mod.rs";
        // `super::` from a file directly in the folder, or from a unit's own
        // mod.rs, names the folder; deeper, `super::super::` does.
        let mut targets: Vec<String> = paths_after(&code, &format!("crate::{name}::"));
        let folder_super = match (depth, is_mod_rs) {
            (0, _) => Some("super::".to_string()),
            (1, true) => Some("super::".to_string()),
            (1, false) => Some("super::super::".to_string()),
            _ => None,
        };
        if let Some(prefix) = folder_super {
            targets.extend(paths_after(&code, &prefix).into_iter().filter(|p| !p.starts_with("super")));
        }
        let edges = graph.entry(unit.clone()).or_default();
        for target in targets {
            if let Some(dep) = resolve(&head(&target)) {
                if dep != unit {
                    edges.insert(dep);
                }
            }
        }
    }
    graph
}

/// The top-level modules of the crate and what each imports.
fn crate_graph() -> BTreeMap<String, BTreeSet<String>> {
    let root = src();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in rust_files(&root) {
        let unit = unit_of(&root, &file);
        if unit == "lib" || unit == "main" {
            continue;
        }
        let edges = graph.entry(unit.clone()).or_default();
        for target in paths_after(&code_of(&file), "crate::") {
            let dep = head(&target);
            if dep != unit {
                edges.insert(dep);
            }
        }
    }
    graph
}

/// A circle in `graph`, if it has one (as the list of its nodes).
fn find_circle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        state: &mut BTreeMap<String, u8>,
        path: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        match state.get(node) {
            Some(2) => return None,
            Some(1) => {
                let start = path.iter().position(|n| n == node).unwrap();
                let mut circle = path[start..].to_vec();
                circle.push(node.to_string());
                return Some(circle);
            }
            _ => {}
        }
        state.insert(node.to_string(), 1);
        path.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(circle) = visit(next, graph, state, path) {
                return Some(circle);
            }
        }
        path.pop();
        state.insert(node.to_string(), 2);
        None
    }
    let mut state = BTreeMap::new();
    graph.keys().find_map(|node| visit(node, graph, &mut state, &mut Vec::new()))
}

/// One line per unit: `unit -> what it imports`. The folder's `mod.rs`
/// (which uses every unit) is left out.
fn render(graph: &BTreeMap<String, BTreeSet<String>>) -> String {
    graph
        .iter()
        .filter(|(unit, _)| unit.as_str() != "mod")
        .map(|(unit, deps)| {
            let deps: Vec<&str> = deps.iter().map(String::as_str).collect();
            if deps.is_empty() {
                format!("{unit}\n")
            } else {
                format!("{unit} -> {}\n", deps.join(", "))
            }
        })
        .collect()
}

#[test]
fn the_crate_modules_import_each_other_without_circles() {
    let graph = crate_graph();
    assert_eq!(find_circle(&graph), None, "import graph of compiler/src:\n{}", render(&graph));
    // The layering ARCHITECTURE.md states ("Import rules").
    let allowed: [(&str, &[&str]); 4] =
        [("ir", &[]), ("passes", &["ir"]), ("backend", &["ir"]), ("frontend", &["diag", "ir"])];
    for (layer, may_use) in allowed {
        let extra: Vec<&String> = graph[layer].iter().filter(|m| !may_use.contains(&m.as_str())).collect();
        assert!(extra.is_empty(), "{layer}/ imports {extra:?}, against ARCHITECTURE.md:\n{}", render(&graph));
    }
}

#[test]
fn backend_and_ir_have_no_import_circle_and_no_upward_import() {
    for folder in ["backend", "ir"] {
        let graph = folder_graph(folder);
        let shown = render(&graph);
        assert_eq!(find_circle(&graph), None, "import circle in {folder}/:\n{shown}");
        for (unit, deps) in &graph {
            assert!(
                unit == "mod" || !deps.contains("mod"),
                "{folder}/{unit} imports from {folder}/mod.rs (upward):\n{shown}"
            );
        }
    }
}

/// The units of `passes/` a pass may import: the shared layer under the
/// passes, the remarks, and what every pass takes and returns.
const PASS_LAYER: [&str; 3] = ["utils", "remark", "interface"];

/// The passes that reuse other passes, as ARCHITECTURE.md documents
/// ("Import rules").
const PASS_EXCEPTIONS: [(&str, &[&str]); 2] =
    [("inline", &["mem2reg", "sccp"]), ("rec_inline", &["inline", "instcombine", "simplifycfg"])];

#[test]
fn a_pass_imports_the_shared_layer_and_no_other_pass() {
    let graph = folder_graph("passes");
    let shown = render(&graph);
    assert_eq!(find_circle(&graph), None, "import circle in passes/:\n{shown}");
    for (unit, deps) in &graph {
        if unit == "mod" {
            continue;
        }
        assert!(
            !deps.contains("mod"),
            "passes/{unit} imports from passes/mod.rs (the pipeline) instead of the layer:\n{shown}"
        );
        let allowed: Vec<&str> = if PASS_LAYER.contains(&unit.as_str()) {
            // The layer stands under every pass and imports none.
            PASS_LAYER.to_vec()
        } else {
            let exceptions = PASS_EXCEPTIONS.iter().find(|(pass, _)| pass == unit).map_or(&[][..], |(_, uses)| *uses);
            PASS_LAYER.iter().chain(exceptions).copied().collect()
        };
        let extra: Vec<&String> = deps.iter().filter(|d| !allowed.contains(&d.as_str())).collect();
        assert!(extra.is_empty(), "passes/{unit} imports {extra:?}; a pass imports only {PASS_LAYER:?} (exceptions: ARCHITECTURE.md, Import rules):\n{shown}");
    }
    // The rule is not empty words: the layer exists and passes use it.
    assert!(graph.values().filter(|deps| deps.contains("utils")).count() >= 5, "passes use passes/utils:\n{shown}");
}

#[test]
fn the_documented_backend_import_graph_is_the_real_one() {
    let doc = architecture_doc();
    let start = "<!-- backend import graph: checked by tests/architecture.rs -->\n```text\n";
    let documented = doc
        .split_once(start)
        .and_then(|(_, rest)| rest.split_once("```"))
        .map(|(graph, _)| graph)
        .expect("ARCHITECTURE.md has the backend import graph block");
    let actual = render(&folder_graph("backend"));
    assert_eq!(documented, actual, "update the graph in compiler/ARCHITECTURE.md to:\n{actual}");
}

#[test]
fn every_file_the_document_names_exists() {
    let doc = architecture_doc();
    let repo = compiler_dir().parent().unwrap().to_path_buf();
    let mut named = 0;
    for (k, piece) in doc.split('`').enumerate() {
        // Odd pieces are inside backticks.
        let path_chars = piece.chars().all(|c| c.is_ascii_alphanumeric() || "_./-".contains(c));
        let starts_with_name = piece.starts_with(|c: char| c.is_ascii_alphanumeric());
        let looks_like_path =
            path_chars && starts_with_name && (piece.contains('/') || piece.ends_with(".rs") || piece.ends_with(".md"));
        let placeholder = piece.contains("NAME") || piece.contains(' ') || piece.contains('<') || piece.contains('*');
        if k % 2 == 0 || !looks_like_path || placeholder {
            continue;
        }
        let candidates = [repo.join(piece), src().join(piece), compiler_dir().join(piece)];
        assert!(
            candidates.iter().any(|p| p.exists()),
            "ARCHITECTURE.md names `{piece}`, which is neither in the repository, compiler/ nor compiler/src/"
        );
        named += 1;
    }
    assert!(named > 40, "only {named} paths found: the document is expected to name the files it describes");
}

// ---- source file headers -------------------------------------------------

/// The most lines the `//!` header of a source file may have: what the
/// module does and why, its algorithm and source, its preconditions and
/// invariants. What explains one function or type goes in that item's `///`
/// comment; measurements go in docs/benchmarks.md.
const MAX_HEADER_LINES: usize = 40;

/// How many `//!` lines a file's text opens with.
fn header_lines(text: &str) -> usize {
    text.lines().take_while(|l| l.starts_with("//!")).count()
}

#[test]
fn every_source_file_header_is_at_most_40_lines() {
    assert_eq!(header_lines("//! a\n//!\n//! b\n\nuse x;\n//! not the header\n"), 3);
    let files = rust_files(&src());
    let long: Vec<String> = files
        .iter()
        .filter_map(|path| {
            let lines = header_lines(&std::fs::read_to_string(path).unwrap());
            let name = path.strip_prefix(compiler_dir().parent().unwrap()).unwrap().display();
            (lines > MAX_HEADER_LINES).then(|| format!("{name}: {lines} lines"))
        })
        .collect();
    assert!(
        long.is_empty(),
        "these `//!` headers are longer than {MAX_HEADER_LINES} lines; keep what the module does, why, \
         its algorithm and source, preconditions and invariants, move what explains one item to its \
         `///` comment, and measurements to docs/benchmarks.md:\n{}",
        long.join("\n")
    );
    // The reader sees the headers: the check is not empty.
    let with_header = files.iter().filter(|p| header_lines(&std::fs::read_to_string(p).unwrap()) > 0).count();
    assert!(with_header > 100, "only {with_header} of {} files have a `//!` header", files.len());
}

// ---- the runtime's C files ----------------------------------------------

/// C text with its comments replaced by spaces and, unless `keep_strings`,
/// the contents of its string and character literals too (the quotes
/// stay). Newlines are kept, so preprocessor lines stay lines.
fn strip_c_comments(text: &str, keep_strings: bool) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('*') {
            i += 2;
            while i < chars.len() && !(chars[i] == '*' && chars.get(i + 1) == Some(&'/')) {
                out.push(if chars[i] == '\n' { '\n' } else { ' ' });
                i += 1;
            }
            i += 2;
            out.push(' ');
        } else if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '"' || c == '\'' {
            out.push(c);
            i += 1;
            while i < chars.len() && chars[i] != c && chars[i] != '\n' {
                if chars[i] == '\\' {
                    // An escape stays apart from the identifiers around it
                    // (`"\ncall f"` mentions `call` and `f`, not `ncall`).
                    out.push_str("  ");
                    i += 2;
                } else {
                    out.push(if keep_strings { chars[i] } else { ' ' });
                    i += 1;
                }
            }
            if i < chars.len() {
                out.push(chars[i]);
                i += 1;
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// The identifiers of C `code`, in order.
fn c_identifiers(code: &str) -> Vec<&str> {
    code.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| w.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_'))
        .collect()
}

/// `text` without its `( ... )` groups that follow `__attribute__`,
/// `__asm__` or `asm` (which name no declared identifier), and without
/// every `{ ... }` group.
fn without_attributes_and_braces(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while !rest.is_empty() {
        let attribute = ["__attribute__", "__asm__", "asm"].iter().find_map(|kw| {
            let after = rest.strip_prefix(kw)?;
            let starts_word = out.chars().last().is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
            let ends_word = !after.starts_with(|c: char| c.is_alphanumeric() || c == '_');
            (starts_word && ends_word).then_some(after.trim_start())
        });
        let (open, close, skip_from) = match attribute {
            Some(after) if after.starts_with('(') => ('(', ')', after),
            _ if rest.starts_with('{') => ('{', '}', rest),
            _ => {
                let c = rest.chars().next().unwrap();
                out.push(c);
                rest = &rest[c.len_utf8()..];
                continue;
            }
        };
        let mut depth = 0;
        let end = skip_from
            .char_indices()
            .find(|&(_, c)| {
                if c == open {
                    depth += 1;
                } else if c == close {
                    depth -= 1;
                }
                depth == 0
            })
            .map_or(skip_from.len(), |(i, _)| i + 1);
        out.push(' ');
        rest = &skip_from[end..];
    }
    out
}

/// The identifiers C `text` defines at file scope with external linkage:
/// functions with a body and variables, neither `static` nor `extern`
/// (type definitions, prototypes and `typedef`s define no symbol), and
/// the `.globl` symbols of top-level `asm` text.
fn c_external_definitions(text: &str) -> BTreeSet<String> {
    let mut defined = BTreeSet::new();
    let with_strings = strip_c_comments(text, true);
    for line in with_strings.split(['\n', '"', ';']) {
        if let Some(name) = line.trim().strip_prefix(".globl") {
            defined.extend(c_identifiers(name).first().map(|n| n.to_string()));
        }
    }
    // Preprocessor lines (with their continuations) are not declarations.
    let mut code = String::new();
    let mut continued = false;
    for line in strip_c_comments(text, false).lines() {
        let directive = continued || line.trim_start().starts_with('#');
        continued = directive && line.trim_end().ends_with('\\');
        if !directive {
            code.push_str(line);
        }
        code.push('\n');
    }
    // The file-scope declarations: each ends with `;` at brace depth 0, or
    // with the `}` of a function body (a `{` after a `)`).
    let mut declarations: Vec<(String, bool)> = Vec::new();
    let (mut current, mut depth, mut body) = (String::new(), 0, false);
    for c in code.chars() {
        current.push(c);
        match c {
            '{' => {
                if depth == 0 {
                    body = current[..current.len() - 1].trim_end().ends_with(')');
                }
                depth += 1;
            }
            '}' => {
                depth -= 1;
                if depth == 0 && body {
                    declarations.push((std::mem::take(&mut current), true));
                    body = false;
                }
            }
            ';' if depth == 0 => declarations.push((std::mem::take(&mut current), false)),
            _ => {}
        }
    }
    for (declaration, is_function) in declarations {
        let flat = without_attributes_and_braces(&declaration);
        let words = c_identifiers(&flat);
        if words.iter().any(|w| ["static", "extern", "typedef"].contains(w)) {
            continue;
        }
        if is_function {
            // The name is the identifier before the parameter list.
            let before_parameters = flat.split('(').next().unwrap();
            defined.extend(c_identifiers(before_parameters).last().map(|n| n.to_string()));
            continue;
        }
        // Variables: one declarator per top-level `,`, each without its
        // initializer and array bounds; `(*name)` is a function pointer.
        let mut parts = Vec::new();
        let (mut part, mut parens) = (String::new(), 0);
        for c in flat.trim_end().trim_end_matches(';').chars() {
            match c {
                '(' | '[' => parens += 1,
                ')' | ']' => parens -= 1,
                ',' if parens == 0 => {
                    parts.push(std::mem::take(&mut part));
                    continue;
                }
                _ => {}
            }
            part.push(c);
        }
        parts.push(part);
        for (k, part) in parts.iter().enumerate() {
            let declarator = part.split('=').next().unwrap();
            let name = if let Some(pointer) = declarator.split_once("(*") {
                c_identifiers(pointer.1.split(')').next().unwrap()).last().copied()
            } else if declarator.contains('(') {
                None // a prototype
            } else {
                c_identifiers(declarator.split('[').next().unwrap()).last().copied()
            };
            let Some(name) = name else { continue };
            // `struct tag;`, `enum;`: a type, no variable.
            let tag_only = k == 0
                && c_identifiers(declarator).len() <= 2
                && c_identifiers(declarator).first().is_some_and(|w| ["struct", "union", "enum"].contains(w));
            let keywords = ["struct", "union", "enum", "const", "volatile", "int", "char", "void", "long"];
            if !tag_only && !keywords.contains(&name) {
                defined.insert(name.to_string());
            }
        }
    }
    defined
}

/// What of `defined` C `text` names in its code (comments stripped; string
/// literals kept, since `asm` text calls functions by name).
fn c_mentions(text: &str, defined: &BTreeSet<String>) -> BTreeSet<String> {
    let code = strip_c_comments(text, true);
    c_identifiers(&code).into_iter().filter(|w| defined.contains(*w)).map(str::to_string).collect()
}

#[test]
fn the_c_reader_finds_definitions_and_mentions() {
    let text = r#"
#include "x.h"
#define REPORT __attribute__((noinline, \
    noreturn))
/* void in_comment(void) { } */
struct row { int a; };
enum { A = 1, B };
typedef void (*handler)(int);
extern int elsewhere;
static int hidden;
void prototype(int);
int counter, table[4] = { 1, 2 };
static void (*const entry)(void) __attribute__((section(".init_array"), used)) = start;
void (*hook)(void) = 0;
REPORT void report(int x) { if (x) { counter++; } }
static void helper(void) { }
void start(void)
{
    helper(); // a call of prototype() in a comment
}
__asm__(".globl from_asm\nfrom_asm:\n ret\n");
"#;
    let defined = c_external_definitions(text);
    let expected = ["counter", "from_asm", "hook", "report", "start", "table"];
    assert_eq!(defined, expected.iter().map(|s| s.to_string()).collect(), "definitions of:\n{text}");
    let user = "/* start() */ void run(void) { report(1); }\n__asm__(\"\\ncall start\\n\");\n// counter\n";
    let mentioned: Vec<String> = c_mentions(user, &defined).into_iter().collect();
    assert_eq!(mentioned, ["report", "start"]);
}

/// The local headers `text` includes (`#include "name"`).
fn c_local_includes(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|l| l.trim_start().strip_prefix("#include")?.trim().strip_prefix('"')?.split('"').next())
        .map(str::to_string)
        .collect()
}

#[test]
fn the_runtime_names_nothing_the_sanitizer_runtime_defines() {
    let runtime = support::repo_root().join("runtime/src");
    let read =
        |name: &str| std::fs::read_to_string(runtime.join(name)).unwrap_or_else(|e| panic!("runtime/src/{name}: {e}"));
    let sanitizer = c_external_definitions(&read("wendsan.c"));
    // The reader found the sanitizer's entry points: the check is not empty.
    for name in ["wendsan_init", "wend_san_index_out_of_bounds", "wend_san_division"] {
        assert!(sanitizer.contains(name), "`{name}` not found among wendsan.c's definitions {sanitizer:?}");
    }
    // wendrt.c, and the headers it includes (they are compiled into it).
    let wendrt = read("wendrt.c");
    let mut files = vec![("wendrt.c".to_string(), wendrt.clone())];
    files.extend(c_local_includes(&wendrt).into_iter().map(|h| (h.clone(), read(&h))));
    for (name, text) in files {
        let named = c_mentions(&text, &sanitizer);
        assert!(
            named.is_empty(),
            "runtime/src/{name} names {named:?}, defined in wendsan.c: the sanitizer runtime uses wendrt.c, \
             never the reverse (wendsan.c registers its start-up in `.init_array`, which wendrt.c runs; see \
             wendrt.c, \"Initialisers\")"
        );
    }
}
