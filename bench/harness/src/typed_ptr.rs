//! Opaque-pointer IR rewritten with typed pointers, for LLVM 14's `opt -O2`.
//!
//! wendc prints LLVM IR with opaque pointers (`ptr`), which LLVM 14 supports
//! only experimentally: its loop access analysis (used by the loop
//! vectorizer and loop-load-elimination at `-O2`) asks a pointer for its
//! element type when it builds run-time alias checks and crashes on opaque
//! pointers (llvm-project issues #55828 and #56579, fixed in LLVM 15). Loops
//! that write one array at several indices, such as the SLP kernels, hit it.
//! So before `opt -O2` the harness rewrites wendc's module into the
//! typed-pointer IR LLVM 14 handles by default:
//!
//! - every `ptr` value becomes an `i8*`;
//! - an `alloca T` yields `T*`, immediately cast to `i8*`;
//! - a load or store of `T` casts its `i8*` address to `T*` first;
//! - `getelementptr T, ptr %p, i32 %i` casts `%p` to `T*` and its result
//!   back to `i8*`;
//! - a string constant `@s` (`[N x i8]`) used as a `ptr` operand becomes
//!   the constant `getelementptr ([N x i8], [N x i8]* @s, i64 0, i64 0)`;
//! - intrinsics are renamed for their typed-pointer overloads
//!   (`llvm.memset.p0.i64` → `llvm.memset.p0i8.i64`).
//!
//! The casts cost nothing: `instcombine` folds them in the first round of
//! `-O2`, and SROA/mem2reg see through them (clang's own IR is full of such
//! casts). The rewrite is textual and covers exactly the forms wendc's
//! printer writes; anything else that mentions `ptr` is an error, not a
//! silent mistranslation. The benchmark checks every build's output
//! against wendc's anyway.

use std::collections::HashMap;

/// Rewrite a module printed by wendc (any stage, `--ir-runtime=extern`)
/// into typed-pointer IR.
pub fn to_typed_pointers(module: &str) -> Result<String, String> {
    let mut rewriter = Rewriter { strings: string_constants(module)?, fresh: 0 };
    let mut out = String::with_capacity(module.len() * 3 / 2);
    for (n, line) in module.lines().enumerate() {
        let converted = rewriter.line(line).map_err(|e| format!("line {}: {e}: `{}`", n + 1, line.trim()))?;
        out.push_str(&converted);
        out.push('\n');
    }
    Ok(out)
}

/// The string constants of the module (`@name = … constant [N x i8] …`),
/// by their name as printed after `@`, with their length N.
fn string_constants(module: &str) -> Result<HashMap<String, u64>, String> {
    let mut strings = HashMap::new();
    for line in module.lines().filter(|l| l.starts_with('@')) {
        let (name, rest) = line[1..].split_once(" = ").ok_or_else(|| format!("unexpected global `{line}`"))?;
        let len = rest
            .split_once("constant [")
            .and_then(|(_, r)| r.split_once(" x i8]"))
            .and_then(|(n, _)| n.parse::<u64>().ok())
            .ok_or_else(|| format!("unexpected global `{line}`"))?;
        strings.insert(name.to_string(), len);
    }
    Ok(strings)
}

struct Rewriter {
    strings: HashMap<String, u64>,
    /// The next number for a fresh local (`%tp$N`; `$` never occurs in
    /// wendc's names, so these cannot collide).
    fresh: usize,
}

impl Rewriter {
    fn fresh(&mut self) -> String {
        self.fresh += 1;
        format!("%tp${}", self.fresh)
    }

    fn line(&mut self, line: &str) -> Result<String, String> {
        let body = line.trim_start();
        let indent = &line[..line.len() - body.len()];
        if indent.is_empty() || body.starts_with(';') {
            // Module-level lines and labels: only signatures mention `ptr`.
            return Ok(if body.starts_with("define ") || body.starts_with("declare ") {
                self.retype(line)
            } else {
                line.to_string()
            });
        }
        let (result, op) = match body.split_once(" = ") {
            Some((r, op)) if r.starts_with('%') => (Some(r), op),
            _ => (None, body),
        };
        let lines = if let Some(ty) = op.strip_prefix("alloca ").and_then(|r| r.split(", align").next()) {
            let result = result.ok_or("alloca without a result")?;
            let typed = self.fresh();
            vec![format!("{typed} = {op}"), format!("{result} = bitcast {ty}* {typed} to i8*")]
        } else if let Some(rest) = op.strip_prefix("load ") {
            let result = result.ok_or("load without a result")?;
            let (ty, rest) = rest.split_once(", ptr ").ok_or("load without a pointer operand")?;
            // A loaded pointer (a static link) is an `i8*` too.
            let ty = &self.retype(ty);
            let (address, tail) = split_operand(rest);
            let (cast, typed) = self.cast_address(address, ty);
            vec![cast, format!("{result} = load {ty}, {ty}* {typed}{tail}")]
        } else if let Some(rest) = op.strip_prefix("store ") {
            let (value, rest) = rest.rsplit_once(", ptr ").ok_or("store without a pointer operand")?;
            let ty = leading_type(value);
            let (address, tail) = split_operand(rest);
            let (cast, typed) = self.cast_address(address, &self.retype(ty));
            vec![cast, format!("store {}, {}* {typed}{tail}", self.retype(value), self.retype(ty))]
        } else if let Some(rest) = op.strip_prefix("getelementptr ") {
            let result = result.ok_or("getelementptr without a result")?;
            let (ty, rest) = rest.split_once(", ptr ").ok_or("getelementptr without a pointer operand")?;
            let (base, indices) = split_operand(rest);
            let (cast, typed) = self.cast_address(base, ty);
            let element = self.fresh();
            vec![
                cast,
                format!("{element} = getelementptr {ty}, {ty}* {typed}{indices}"),
                format!("{result} = bitcast {ty}* {element} to i8*"),
            ]
        } else {
            vec![self.retype(body)]
        };
        Ok(lines.iter().map(|l| format!("{indent}{l}")).collect::<Vec<_>>().join("\n"))
    }

    /// `%tp = bitcast i8* ADDRESS to TY*`, and the name `%tp`.
    fn cast_address(&mut self, address: &str, ty: &str) -> (String, String) {
        let typed = self.fresh();
        (format!("{typed} = bitcast i8* {} to {ty}*", self.operand(address)), typed)
    }

    /// A pointer operand as an `i8*` value: string constants decay to a
    /// pointer to their first byte.
    fn operand(&self, value: &str) -> String {
        match value.strip_prefix('@').and_then(|name| self.strings.get(name)) {
            Some(len) => format!("getelementptr inbounds ([{len} x i8], [{len} x i8]* {value}, i64 0, i64 0)"),
            None => value.to_string(),
        }
    }

    /// `text` with every `ptr` type replaced by `i8*` (string constants used
    /// as `ptr` operands decayed) and pointer intrinsics renamed; quoted
    /// names are left alone.
    fn retype(&self, text: &str) -> String {
        let mut out = String::with_capacity(text.len() + 16);
        let mut rest = text;
        while let Some(c) = rest.chars().next() {
            if c == '"' {
                let end = rest[1..].find('"').map_or(rest.len(), |i| i + 2);
                out.push_str(&rest[..end]);
                rest = &rest[end..];
            } else if rest.starts_with("@llvm.") {
                let end = rest[1..].find(|c: char| !is_name_char(c)).map_or(rest.len(), |i| i + 1);
                let renamed: Vec<&str> =
                    rest[..end].split('.').map(|part| if part == "p0" { "p0i8" } else { part }).collect();
                out.push_str(&renamed.join("."));
                rest = &rest[end..];
            } else if rest.starts_with("ptr")
                && !out.chars().last().is_some_and(|p| is_name_char(p) || p == '%' || p == '@')
                && !rest[3..].chars().next().is_some_and(is_name_char)
            {
                out.push_str("i8*");
                rest = &rest[3..];
                if let Some(after) = rest.strip_prefix(' ') {
                    let (value, tail) = split_operand(after);
                    if value.starts_with('@') && self.strings.contains_key(&value[1..]) {
                        out.push(' ');
                        out.push_str(&self.operand(value));
                        rest = tail;
                    }
                }
            } else {
                out.push(c);
                rest = &rest[c.len_utf8()..];
            }
        }
        out
    }
}

fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || "._$-".contains(c)
}

/// Split `%p, align 4` (or `@"a b"), …`) after its first operand.
fn split_operand(text: &str) -> (&str, &str) {
    let mut in_quotes = false;
    for (i, c) in text.char_indices() {
        match c {
            '"' => in_quotes = !in_quotes,
            ',' | ')' | ' ' if !in_quotes => return (&text[..i], &text[i..]),
            _ => {}
        }
    }
    (text, "")
}

/// The type at the start of `i32 %x` or `<4 x i32> %v`.
fn leading_type(text: &str) -> &str {
    if text.starts_with('<') {
        text.find('>').map_or(text, |i| &text[..=i])
    } else {
        text.split(' ').next().unwrap_or(text)
    }
}

#[cfg(test)]
mod tests {
    use super::to_typed_pointers;

    #[test]
    fn memory_instructions_get_casts() {
        let text = "@.str.0 = private unnamed_addr constant [3 x i8] c\"ptr\", align 1

define i32 @\"main.f(int,bool)\"(ptr %ptr, i32 %i) {
entry:
  %a = alloca [8 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 32, i1 false)
  %a.elem = getelementptr i32, ptr %a, i32 %i
  %v = load i32, ptr %a.elem, align 4
  store i32 %v, ptr %ptr, align 4
  %w = load <4 x i32>, ptr %a.elem, align 4
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %a.elem, align 4
  call void @wend_print_str(ptr @.str.0, i64 3)
  %r = call i32 @g(ptr %ptr, ptr @.str.0)
  ret i32 %v
}

declare void @wend_print_str(ptr, i64)

declare i32 @g(ptr, ptr)

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
";
        let expected = "@.str.0 = private unnamed_addr constant [3 x i8] c\"ptr\", align 1

define i32 @\"main.f(int,bool)\"(i8* %ptr, i32 %i) {
entry:
  %tp$1 = alloca [8 x i32], align 4
  %a = bitcast [8 x i32]* %tp$1 to i8*
  call void @llvm.memset.p0i8.i64(i8* %a, i8 0, i64 32, i1 false)
  %tp$2 = bitcast i8* %a to i32*
  %tp$3 = getelementptr i32, i32* %tp$2, i32 %i
  %a.elem = bitcast i32* %tp$3 to i8*
  %tp$4 = bitcast i8* %a.elem to i32*
  %v = load i32, i32* %tp$4, align 4
  %tp$5 = bitcast i8* %ptr to i32*
  store i32 %v, i32* %tp$5, align 4
  %tp$6 = bitcast i8* %a.elem to <4 x i32>*
  %w = load <4 x i32>, <4 x i32>* %tp$6, align 4
  %tp$7 = bitcast i8* %a.elem to <4 x i32>*
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32>* %tp$7, align 4
  call void @wend_print_str(i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.0, i64 0, i64 0), i64 3)
  %r = call i32 @g(i8* %ptr, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.0, i64 0, i64 0))
  ret i32 %v
}

declare void @wend_print_str(i8*, i64)

declare i32 @g(i8*, i8*)

declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)
";
        assert_eq!(to_typed_pointers(text).unwrap(), expected);
    }

    #[test]
    fn loaded_pointers_and_dereferenceable_links_are_i8_pointers() {
        let text = "define i32 @main.f.g(ptr dereferenceable(16) %link) {
entry:
  %link.up = load ptr, ptr %link, align 8
  %v = load i32, ptr %link.up, align 4
  ret i32 %v
}
";
        let expected = "define i32 @main.f.g(i8* dereferenceable(16) %link) {
entry:
  %tp$1 = bitcast i8* %link to i8**
  %link.up = load i8*, i8** %tp$1, align 8
  %tp$2 = bitcast i8* %link.up to i32*
  %v = load i32, i32* %tp$2, align 4
  ret i32 %v
}
";
        assert_eq!(to_typed_pointers(text).unwrap(), expected);
    }

    #[test]
    fn names_containing_ptr_are_not_types() {
        let text = "define void @main.ptr(i32 %ptr.1) {\nentry:\n  %ptrx = add i32 %ptr.1, 1\n  ret void\n}\n";
        assert_eq!(to_typed_pointers(text).unwrap(), text);
    }

    #[test]
    fn malformed_memory_instructions_are_errors() {
        let err = to_typed_pointers("define void @f() {\nentry:\n  %v = load i32, i32* %p\n}\n").unwrap_err();
        assert!(err.starts_with("line 3: load without a pointer operand"), "{err}");
    }
}
