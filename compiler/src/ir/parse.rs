//! A parser for the textual IR the printer writes (a subset of LLVM IR), so
//! that pass tests can start from hand-written IR: the text-in/text-out
//! tests of `tests/pass-tests/`, including deliberately broken IR for the
//! verifier.
//!
//! It checks syntax and resolves names only; whether the IR is valid is the
//! verifier's business, so a test can build IR the verifier must reject
//! (a use before its definition, a block without terminator, a phi with a
//! missing entry, mismatched types…). Forward references are allowed
//! everywhere: an operand naming a value defined later is patched once the
//! whole function has been read.
//!
//! Accepted: `define`/`declare` of functions, string globals
//! `@name = … constant [N x i8] c"…"`, and the instructions of `InstKind`.
//! Given the [`ExternalFunctions`] a module was printed with
//! ([`parse_module_with`]), the lli support code the printer appends (for
//! wend programs, the runtime's shims, `@stdout`, `printf`/`fwrite`) is
//! recognised and skipped, so printed modules parse back to the module they
//! came from.

use rustc_hash::FxHashMap as HashMap;

use super::entities::{BlockId, FuncId, InstId, ValueId};
use super::externals::ExternalFunctions;
use super::function::{BinOp, CastOp, CmpPred, Function, InstKind, NewInst};
use super::module::Module;
use super::types::{IntType, Type};

/// A syntax or name-resolution error, with its 1-based line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    pub line: usize,
    pub message: String,
}

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

type Result<T> = std::result::Result<T, ParseError>;

/// Parse a whole module that has no externals: every function and global
/// in the text is the module's own.
pub fn parse_module(text: &str) -> Result<Module> {
    parse_module_with(text, None)
}

/// Parse a whole module whose declared functions `externals` provides (as
/// the module printed had): the definitions the printer gave `lli` for them
/// become their declarations again, the rest of that support code is
/// skipped, and the module gets `externals`.
pub fn parse_module_with(text: &str, externals: Option<&'static dyn ExternalFunctions>) -> Result<Module> {
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, strip_comment(l).trim()))
        .filter(|(_, l)| !l.is_empty())
        .collect();
    let mut module = Module::new("");
    module.externals = externals;
    let is_lli_support = |name: &str| externals.is_some_and(|x| x.is_lli_support(name));
    // First pass: every function's signature, so calls may refer to
    // functions defined later.
    let mut bodies: Vec<(FuncId, Vec<(usize, &str)>)> = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let (line_no, line) = lines[i];
        if let Some(rest) = line.strip_prefix("source_filename = ") {
            module.source_name = unquote(rest.trim()).unwrap_or_default();
        } else if line.starts_with("target ") || line.starts_with("; ") {
            // target triple / datalayout
        } else if line.starts_with('@') {
            parse_global(&mut module, line_no, line, &is_lli_support)?;
        } else if let Some(rest) = line.strip_prefix("declare ") {
            let f = parse_signature(line_no, rest, true)?;
            if !is_lli_support(&f.name) {
                add_function(&mut module, f, line_no)?;
            }
        } else if let Some(rest) = line.strip_prefix("define ") {
            let header = rest.strip_suffix('{').ok_or_else(|| err(line_no, "expected `{` at the end of `define`"))?;
            let f = parse_signature(line_no, header.trim(), false)?;
            let end = lines[i..]
                .iter()
                .position(|&(_, l)| l == "}")
                .ok_or_else(|| err(line_no, "function has no closing `}`"))?;
            let body = lines[i + 1..i + end].to_vec();
            i += end;
            if let Some((params, ret)) = externals.and_then(|x| x.signature(&f.name)) {
                // A definition printed for lli: the function is external.
                let decl = Function::declaration(f.name.as_str(), params, ret);
                add_function(&mut module, decl, line_no)?;
            } else {
                let id = add_function(&mut module, f, line_no)?;
                bodies.push((id, body));
            }
        } else {
            return Err(err(line_no, format!("unexpected `{line}`")));
        }
        i += 1;
    }
    // Callees by name (a body being parsed is out of the module meanwhile,
    // and may call itself).
    let functions: HashMap<String, FuncId> = module.functions().map(|(id, f)| (f.name.clone(), id)).collect();
    for (id, body) in bodies {
        let mut f = std::mem::replace(module.function_mut(id), Function::new("", &[], Type::Void));
        let result = FunctionParser::new(&mut module, &functions, &mut f).parse_body(&body);
        *module.function_mut(id) = f;
        result?;
    }
    Ok(module)
}

fn add_function(module: &mut Module, f: Function, line: usize) -> Result<FuncId> {
    if module.find_function(&f.name).is_some() {
        return Err(err(line, format!("function `@{}` is defined twice", f.name)));
    }
    Ok(module.add_function(f))
}

fn err(line: usize, message: impl Into<String>) -> ParseError {
    ParseError { line, message: message.into() }
}

/// Drop a `;` comment (outside string constants).
fn strip_comment(line: &str) -> &str {
    let mut in_string = false;
    for (i, c) in line.char_indices() {
        match c {
            '"' => in_string = !in_string,
            ';' if !in_string => return &line[..i],
            _ => {}
        }
    }
    line
}

fn parse_global(module: &mut Module, line_no: usize, line: &str, is_lli_support: &dyn Fn(&str) -> bool) -> Result<()> {
    let (name, rest) = line.split_once(" = ").ok_or_else(|| err(line_no, "expected `@name = …`"))?;
    let name = symbol_name(name.trim_start_matches('@')).ok_or_else(|| err(line_no, "bad global name"))?;
    if is_lli_support(&name) {
        return Ok(());
    }
    let start = rest.find("c\"").ok_or_else(|| err(line_no, "only `c\"…\"` string constants are supported"))?;
    let end = rest[start + 2..].find('"').ok_or_else(|| err(line_no, "unterminated string constant"))? + start + 2;
    let bytes = unescape(&rest[start + 2..end]).ok_or_else(|| err(line_no, "bad escape in string constant"))?;
    let id = module.intern_string(&bytes);
    if module.global(id).name != name {
        return Err(err(
            line_no,
            format!("globals must be named in order (`@{}`), found `@{name}`", module.global(id).name),
        ));
    }
    Ok(())
}

fn unescape(s: &str) -> Option<Vec<u8>> {
    let bytes = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'\\' {
            let hex = s.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    Some(out)
}

fn unquote(s: &str) -> Option<String> {
    let inner = s.strip_prefix('"')?.strip_suffix('"')?;
    String::from_utf8(unescape(inner)?).ok()
}

/// A global or local name after its sigil, plain or quoted.
fn symbol_name(s: &str) -> Option<String> {
    if s.starts_with('"') {
        unquote(s)
    } else if !s.is_empty() {
        Some(s.to_string())
    } else {
        None
    }
}

/// `RET @name(TYPE %a, TYPE %b)`; parameter names only when defining.
fn parse_signature(line: usize, text: &str, declaration: bool) -> Result<Function> {
    let mut lx = Lexer::new(line, text);
    let ret = lx.ty()?;
    let name = lx.global()?;
    lx.expect("(")?;
    let mut params: Vec<(Type, String)> = Vec::new();
    let mut dereferenceable = Vec::new();
    if !lx.eat(")") {
        loop {
            if lx.eat("...") {
                // C varargs (only libc's printf, which the parser skips).
                lx.expect(")")?;
                break;
            }
            let ty = lx.ty()?;
            lx.skip_attributes();
            let mut bytes = 0;
            if lx.eat("dereferenceable") {
                lx.expect("(")?;
                bytes = lx
                    .word()?
                    .parse()
                    .map_err(|_| lx.error("expected a byte count in dereferenceable(N)".to_string()))?;
                lx.expect(")")?;
            }
            let name = if declaration || !lx.peek_is('%') { String::new() } else { lx.local()? };
            params.push((ty, name));
            dereferenceable.push(bytes);
            if lx.eat(")") {
                break;
            }
            lx.expect(",")?;
        }
    }
    let named: Vec<(Type, &str)> = params.iter().map(|(t, n)| (*t, n.as_str())).collect();
    let mut f = Function::new(name, &named, ret);
    f.is_declaration = declaration;
    f.dereferenceable = dereferenceable;
    Ok(f)
}

/// A tiny tokenizer over one line.
struct Lexer<'a> {
    line: usize,
    rest: &'a str,
}

impl<'a> Lexer<'a> {
    fn new(line: usize, text: &'a str) -> Lexer<'a> {
        Lexer { line, rest: text.trim_start() }
    }

    fn error(&self, message: impl Into<String>) -> ParseError {
        err(self.line, message)
    }

    fn skip_ws(&mut self) {
        self.rest = self.rest.trim_start();
    }

    fn at_end(&mut self) -> bool {
        self.skip_ws();
        self.rest.is_empty()
    }

    fn peek_is(&mut self, c: char) -> bool {
        self.skip_ws();
        self.rest.starts_with(c)
    }

    fn eat(&mut self, token: &str) -> bool {
        self.skip_ws();
        if let Some(rest) = self.rest.strip_prefix(token) {
            // Keywords must end at a word boundary.
            let boundary = !token.chars().last().is_some_and(|c| c.is_alphanumeric())
                || !rest.starts_with(|c: char| c.is_alphanumeric() || c == '_' || c == '.');
            if boundary {
                self.rest = rest;
                return true;
            }
        }
        false
    }

    fn expect(&mut self, token: &str) -> Result<()> {
        if self.eat(token) {
            Ok(())
        } else {
            Err(self.error(format!("expected `{token}` at `{}`", self.rest)))
        }
    }

    /// A bare word: letters, digits, `_`, `.`, `-`, `$`.
    fn word(&mut self) -> Result<&'a str> {
        self.skip_ws();
        let end =
            self.rest.find(|c: char| !(c.is_ascii_alphanumeric() || "_.-$".contains(c))).unwrap_or(self.rest.len());
        if end == 0 {
            return Err(self.error(format!("expected a word at `{}`", self.rest)));
        }
        let (w, rest) = self.rest.split_at(end);
        self.rest = rest;
        Ok(w)
    }

    /// A name after a sigil: plain or `"quoted"`.
    fn name_after(&mut self, sigil: char) -> Result<String> {
        self.skip_ws();
        let Some(rest) = self.rest.strip_prefix(sigil) else {
            return Err(self.error(format!("expected `{sigil}name` at `{}`", self.rest)));
        };
        self.rest = rest;
        if self.rest.starts_with('"') {
            let end = self.rest[1..].find('"').ok_or_else(|| self.error("unterminated quoted name"))? + 2;
            let quoted = &self.rest[..end];
            self.rest = &self.rest[end..];
            unquote(quoted).ok_or_else(|| self.error("bad quoted name"))
        } else {
            Ok(self.word()?.to_string())
        }
    }

    fn local(&mut self) -> Result<String> {
        self.name_after('%')
    }

    fn global(&mut self) -> Result<String> {
        self.name_after('@')
    }

    fn ty(&mut self) -> Result<Type> {
        self.skip_ws();
        if self.eat("<") {
            let lanes: u32 = self.word()?.parse().map_err(|_| self.error("bad vector length"))?;
            self.expect("x")?;
            let Type::Int(elem) = self.ty()? else { return Err(self.error("vector lanes must be integers")) };
            self.expect(">")?;
            return Ok(Type::Vector { elem, lanes });
        }
        if self.eat("[") {
            let len: u32 = self.word()?.parse().map_err(|_| self.error("bad array length"))?;
            self.expect("x")?;
            let Type::Int(elem) = self.ty()? else { return Err(self.error("array elements must be integers")) };
            self.expect("]")?;
            return Ok(Type::Array { elem, len });
        }
        let w = self.word()?;
        Ok(match w {
            "void" => Type::Void,
            "ptr" => Type::Ptr,
            "i1" => Type::Int(IntType::I1),
            "i8" => Type::Int(IntType::I8),
            "i32" => Type::Int(IntType::I32),
            "i64" => Type::Int(IntType::I64),
            other => return Err(self.error(format!("unknown type `{other}`"))),
        })
    }

    /// Parameter attributes the printer never writes but LLVM text may hold.
    fn skip_attributes(&mut self) {
        while self.eat("zeroext") || self.eat("signext") || self.eat("noundef") {}
    }

    /// `, align N` at the end of memory instructions.
    fn skip_align(&mut self) {
        if self.eat(",") && self.eat("align") {
            let _ = self.word();
        }
    }
}

/// An operand as written: resolved to a value now, or later for forward
/// references.
enum Operand {
    Value(ValueId),
    Local(String),
}

struct FunctionParser<'m, 'f> {
    module: &'m mut Module,
    functions: &'m HashMap<String, FuncId>,
    f: &'f mut Function,
    values: HashMap<String, ValueId>,
    blocks: HashMap<String, BlockId>,
    /// Operands naming values not defined yet: (instruction, operand index,
    /// name, line).
    fixups: Vec<(InstId, usize, String, usize)>,
}

impl<'m, 'f> FunctionParser<'m, 'f> {
    fn new(module: &'m mut Module, functions: &'m HashMap<String, FuncId>, f: &'f mut Function) -> Self {
        let values = f.params.iter().filter_map(|&p| f.value_name(p).map(|n| (n.to_string(), p))).collect();
        FunctionParser { module, functions, f, values, blocks: HashMap::default(), fixups: Vec::new() }
    }

    fn parse_body(mut self, lines: &[(usize, &str)]) -> Result<()> {
        // Labels first, so branches may name later blocks.
        for &(line_no, line) in lines {
            if let Some(label) = line.strip_suffix(':') {
                let name = symbol_name(label).ok_or_else(|| err(line_no, "bad label"))?;
                if self.blocks.contains_key(&name) {
                    return Err(err(line_no, format!("block `{name}` is defined twice")));
                }
                let b = self.f.create_block(name.clone());
                self.blocks.insert(name, b);
            }
        }
        let mut current: Option<BlockId> = None;
        for &(line_no, line) in lines {
            if let Some(label) = line.strip_suffix(':') {
                current = Some(self.blocks[&symbol_name(label).unwrap()]);
                continue;
            }
            let block = match current {
                Some(b) => b,
                None => {
                    // Code before the first label goes into an entry block.
                    let b = self.f.create_block("entry");
                    self.f.move_block_to_front(b);
                    current = Some(b);
                    b
                }
            };
            self.parse_inst(block, line_no, line)?;
        }
        for (inst, index, name, line) in std::mem::take(&mut self.fixups) {
            let v = *self.values.get(&name).ok_or_else(|| err(line, format!("undefined value `%{name}`")))?;
            self.f.set_operand(inst, index, v);
        }
        Ok(())
    }

    fn block_ref(&self, lx: &mut Lexer) -> Result<BlockId> {
        lx.expect("label")?;
        let name = lx.local()?;
        self.blocks.get(&name).copied().ok_or_else(|| lx.error(format!("undefined block `%{name}`")))
    }

    /// An operand of type `ty`.
    fn operand(&mut self, lx: &mut Lexer, ty: Type) -> Result<Operand> {
        lx.skip_ws();
        if lx.peek_is('%') {
            let name = lx.local()?;
            return Ok(match self.values.get(&name) {
                Some(&v) => Operand::Value(v),
                None => Operand::Local(name),
            });
        }
        if lx.peek_is('@') {
            let name = lx.global()?;
            let g = self
                .module
                .globals()
                .find(|(_, g)| g.name == name)
                .map(|(id, _)| id)
                .ok_or_else(|| lx.error(format!("undefined global `@{name}`")))?;
            return Ok(Operand::Value(self.f.global_addr(g)));
        }
        if lx.peek_is('<') {
            return Ok(Operand::Value(self.vector_constant(lx, ty)?));
        }
        let w = lx.word()?;
        let v = match w {
            "true" => self.f.const_bool(true),
            "false" => self.f.const_bool(false),
            "undef" | "poison" => self.f.undef(ty),
            "zeroinitializer" if ty.is_vector() => self.f.const_vector(ty, &vec![0; ty.lanes() as usize]),
            _ => {
                let n: i64 = w.parse().map_err(|_| lx.error(format!("expected an operand, found `{w}`")))?;
                self.f.const_int(ty, n)
            }
        };
        Ok(Operand::Value(v))
    }

    /// `<T a, T b, …>` of vector type `ty`.
    fn vector_constant(&mut self, lx: &mut Lexer, ty: Type) -> Result<ValueId> {
        let lanes = self.constant_lanes(lx, ty)?;
        if lanes.iter().any(Option::is_none) {
            return Err(lx.error("undef lanes in vector constants are not supported"));
        }
        let lanes: Vec<i64> = lanes.into_iter().flatten().collect();
        if !ty.is_vector() || lanes.len() != ty.lanes() as usize {
            return Err(lx.error(format!("a constant of {} lanes for type {ty}", lanes.len())));
        }
        Ok(self.f.const_vector(ty, &lanes))
    }

    /// The lanes of `<T a, T b, …>` (`None` for `undef`/`poison`).
    fn constant_lanes(&mut self, lx: &mut Lexer, ty: Type) -> Result<Vec<Option<i64>>> {
        lx.expect("<")?;
        let mut lanes = Vec::new();
        loop {
            let lane_ty = lx.ty()?;
            if lane_ty != ty.lane_type() {
                return Err(lx.error(format!("a {lane_ty} lane in a constant of type {ty}")));
            }
            let w = lx.word()?;
            lanes.push(match w {
                "true" => Some(1),
                "false" => Some(0),
                "undef" | "poison" => None,
                _ => Some(w.parse().map_err(|_| lx.error(format!("bad vector lane `{w}`")))?),
            });
            if !lx.eat(",") {
                break;
            }
        }
        lx.expect(">")?;
        Ok(lanes)
    }

    /// `TYPE operand`.
    fn typed_operand(&mut self, lx: &mut Lexer) -> Result<(Type, Operand)> {
        let ty = lx.ty()?;
        Ok((ty, self.operand(lx, ty)?))
    }

    /// Create the instruction; unresolved operands start as `undef` of
    /// their written type and are patched at the end.
    #[allow(clippy::too_many_arguments)]
    fn emit(
        &mut self,
        block: BlockId,
        line: usize,
        kind: InstKind,
        operands: Vec<(Type, Operand)>,
        result_ty: Type,
        name: Option<String>,
    ) -> Result<()> {
        let mut values = Vec::new();
        let mut pending = Vec::new();
        for (i, (ty, op)) in operands.into_iter().enumerate() {
            match op {
                Operand::Value(v) => values.push(v),
                Operand::Local(n) => {
                    values.push(self.f.undef(ty));
                    pending.push((i, n));
                }
            }
        }
        // Numbered values (`%0`) get no hint: the printer renumbers them.
        let hint = name.clone().filter(|n| !n.chars().all(|c| c.is_ascii_digit()));
        let new = NewInst { kind, operands: &values, ty: result_ty, name: hint, loc: None };
        let inst = self.f.append_inst(block, new);
        for (i, n) in pending {
            self.fixups.push((inst, i, n, line));
        }
        if let (Some(name), Some(r)) = (name, self.f.inst(inst).result) {
            if self.values.insert(name.clone(), r).is_some() {
                return Err(err(line, format!("value `%{name}` is defined twice")));
            }
        }
        Ok(())
    }

    fn parse_inst(&mut self, block: BlockId, line_no: usize, line: &str) -> Result<()> {
        let mut lx = Lexer::new(line_no, line);
        self.parse_inst_from(&mut lx, block, line_no)?;
        if lx.at_end() {
            Ok(())
        } else {
            Err(lx.error(format!("unexpected `{}`", lx.rest)))
        }
    }

    fn parse_inst_from(&mut self, lx: &mut Lexer, block: BlockId, line_no: usize) -> Result<()> {
        let mut result_name = None;
        if lx.peek_is('%') {
            result_name = Some(lx.local()?);
            lx.expect("=")?;
        }
        let opcode = lx.word()?;
        let binops = [
            ("add", BinOp::Add),
            ("sub", BinOp::Sub),
            ("mul", BinOp::Mul),
            ("sdiv", BinOp::SDiv),
            ("srem", BinOp::SRem),
            ("and", BinOp::And),
            ("or", BinOp::Or),
            ("xor", BinOp::Xor),
        ];
        if let Some(&(_, op)) = binops.iter().find(|(n, _)| *n == opcode) {
            while lx.eat("nsw") || lx.eat("nuw") {}
            let (ty, a) = self.typed_operand(lx)?;
            lx.expect(",")?;
            let b = self.operand(lx, ty)?;
            return self.emit(block, line_no, InstKind::Binary(op), vec![(ty, a), (ty, b)], ty, result_name);
        }
        match opcode {
            "alloca" => {
                let ty = lx.ty()?;
                lx.skip_align();
                self.emit(block, line_no, InstKind::Alloca { ty }, vec![], Type::Ptr, result_name)
            }
            "load" => {
                let ty = lx.ty()?;
                lx.expect(",")?;
                let ptr = self.typed_operand(lx)?;
                lx.skip_align();
                self.emit(block, line_no, InstKind::Load, vec![ptr], ty, result_name)
            }
            "store" => {
                let value = self.typed_operand(lx)?;
                lx.expect(",")?;
                let ptr = self.typed_operand(lx)?;
                lx.skip_align();
                self.emit(block, line_no, InstKind::Store, vec![value, ptr], Type::Void, None)
            }
            "icmp" => {
                let pred = match lx.word()? {
                    "eq" => CmpPred::Eq,
                    "ne" => CmpPred::Ne,
                    "slt" => CmpPred::Slt,
                    "sle" => CmpPred::Sle,
                    "sgt" => CmpPred::Sgt,
                    "sge" => CmpPred::Sge,
                    other => return Err(lx.error(format!("unsupported icmp predicate `{other}`"))),
                };
                let (ty, a) = self.typed_operand(lx)?;
                lx.expect(",")?;
                let b = self.operand(lx, ty)?;
                let result = if ty.is_vector() { Type::I1.vector_of(ty.lanes()) } else { Type::I1 };
                self.emit(block, line_no, InstKind::Icmp(pred), vec![(ty, a), (ty, b)], result, result_name)
            }
            "call" => {
                let ret = lx.ty()?;
                let name = lx.global()?;
                let callee =
                    *self.functions.get(&name).ok_or_else(|| lx.error(format!("undefined function `@{name}`")))?;
                lx.expect("(")?;
                let mut args = Vec::new();
                if !lx.eat(")") {
                    loop {
                        args.push(self.typed_operand(lx)?);
                        if lx.eat(")") {
                            break;
                        }
                        lx.expect(",")?;
                    }
                }
                self.emit(block, line_no, InstKind::Call { callee }, args, ret, result_name)
            }
            "phi" => {
                let ty = lx.ty()?;
                let mut operands = Vec::new();
                let mut blocks = Vec::new();
                loop {
                    lx.expect("[")?;
                    operands.push((ty, self.operand(lx, ty)?));
                    lx.expect(",")?;
                    let name = lx.local()?;
                    blocks.push(*self.blocks.get(&name).ok_or_else(|| lx.error(format!("undefined block `%{name}`")))?);
                    lx.expect("]")?;
                    if !lx.eat(",") {
                        break;
                    }
                }
                self.emit(block, line_no, InstKind::Phi { blocks: Box::new(blocks.into()) }, operands, ty, result_name)
            }
            "br" => {
                if lx.peek_is('l') {
                    let dest = self.block_ref(lx)?;
                    return self.emit(block, line_no, InstKind::Br { dest }, vec![], Type::Void, None);
                }
                let cond = self.typed_operand(lx)?;
                lx.expect(",")?;
                let if_true = self.block_ref(lx)?;
                lx.expect(",")?;
                let if_false = self.block_ref(lx)?;
                self.emit(block, line_no, InstKind::CondBr { if_true, if_false }, vec![cond], Type::Void, None)
            }
            "ret" => {
                if lx.eat("void") {
                    return self.emit(block, line_no, InstKind::Ret, vec![], Type::Void, None);
                }
                let value = self.typed_operand(lx)?;
                self.emit(block, line_no, InstKind::Ret, vec![value], Type::Void, None)
            }
            "unreachable" => self.emit(block, line_no, InstKind::Unreachable, vec![], Type::Void, None),
            "zext" | "sext" | "trunc" => {
                let op = match opcode {
                    "zext" => CastOp::ZExt,
                    "sext" => CastOp::SExt,
                    _ => CastOp::Trunc,
                };
                let value = self.typed_operand(lx)?;
                lx.expect("to")?;
                let to = lx.ty()?;
                self.emit(block, line_no, InstKind::Cast(op), vec![value], to, result_name)
            }
            "getelementptr" => {
                lx.eat("inbounds");
                let elem = lx.ty()?;
                lx.expect(",")?;
                let base = self.typed_operand(lx)?;
                lx.expect(",")?;
                let index = self.typed_operand(lx)?;
                self.emit(block, line_no, InstKind::Gep { elem }, vec![base, index], Type::Ptr, result_name)
            }
            "select" => {
                let cond = self.typed_operand(lx)?;
                lx.expect(",")?;
                let if_true = self.typed_operand(lx)?;
                lx.expect(",")?;
                let if_false = self.typed_operand(lx)?;
                let ty = if_true.0;
                self.emit(block, line_no, InstKind::Select, vec![cond, if_true, if_false], ty, result_name)
            }
            "extractelement" => {
                let vector = self.typed_operand(lx)?;
                lx.expect(",")?;
                let index = self.typed_operand(lx)?;
                let lane = vector.0.lane_type();
                self.emit(block, line_no, InstKind::ExtractElement, vec![vector, index], lane, result_name)
            }
            "insertelement" => {
                let vector = self.typed_operand(lx)?;
                lx.expect(",")?;
                let value = self.typed_operand(lx)?;
                lx.expect(",")?;
                let index = self.typed_operand(lx)?;
                let ty = vector.0;
                self.emit(block, line_no, InstKind::InsertElement, vec![vector, value, index], ty, result_name)
            }
            "shufflevector" => {
                let a = self.typed_operand(lx)?;
                lx.expect(",")?;
                let b = self.typed_operand(lx)?;
                lx.expect(",")?;
                let mask_ty = lx.ty()?;
                let mask: Vec<i32> = if lx.eat("zeroinitializer") {
                    vec![0; mask_ty.lanes() as usize]
                } else {
                    self.constant_lanes(lx, mask_ty)?.into_iter().map(|l| l.map_or(-1, |v| v as i32)).collect()
                };
                let ty = a.0.lane_type().vector_of(mask.len() as u32);
                self.emit(block, line_no, InstKind::ShuffleVector { mask: Box::new(mask) }, vec![a, b], ty, result_name)
            }
            other => Err(lx.error(format!("unsupported instruction `{other}`"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{parse_module, parse_module_with};
    use crate::ir::print::{print_module, print_module_with, RuntimeIr};
    use crate::ir::verify::verify_module;
    use crate::ir::{ExternalFunctions, Type};

    #[test]
    fn vector_and_array_ir_round_trips() {
        let text = "define i32 @f(i32 %i) {
entry:
  %a = alloca [8 x i32], align 4
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 32, i1 false)
  %p = getelementptr i32, ptr %a, i32 %i
  %v = load <4 x i32>, ptr %p, align 4
  %w = add <4 x i32> %v, <i32 1, i32 2, i32 -3, i32 2147483647>
  %x = insertelement <4 x i32> undef, i32 %i, i32 0
  %s = shufflevector <4 x i32> %x, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 undef>
  %m = mul <4 x i32> %w, %s
  %c = icmp sgt <4 x i32> %m, <i32 10, i32 10, i32 10, i32 10>
  %z = zext <4 x i1> %c to <4 x i8>
  store <4 x i32> %m, ptr %p, align 4
  %e = extractelement <4 x i32> %m, i32 2
  %t = trunc i32 %e to i8
  %u = sext i8 %t to i32
  ret i32 %u
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
";
        let module = parse_module(text).unwrap();
        verify_module(&module).unwrap();
        let printed = print_module(&module);
        let again = print_module(&parse_module(&printed).unwrap());
        assert_eq!(printed, again);
        assert!(
            printed.contains("shufflevector <4 x i32> %x, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 undef>")
        );
        assert!(printed.contains("add <4 x i32> %v, <i32 1, i32 2, i32 -3, i32 2147483647>"));
        assert!(printed.contains("%z = zext <4 x i1> %c to <4 x i8>"));
    }

    /// A provider of one function, `@ext.flag(i1)`, standing in for the
    /// wend runtime: its lli definition uses a support global and a libc
    /// function, and its extern declaration an attribute.
    #[derive(Debug)]
    struct FlagLibrary;

    static FLAG_LIBRARY: FlagLibrary = FlagLibrary;

    impl ExternalFunctions for FlagLibrary {
        fn signature(&self, name: &str) -> Option<(&[Type], Type)> {
            (name == "ext.flag").then_some((&[Type::I1][..], Type::Void))
        }

        fn extern_declaration(&self, name: &str) -> String {
            format!("declare void @{name}(i1 zeroext)\n")
        }

        fn lli_definitions(&self, declared: &[&str]) -> String {
            assert_eq!(declared, ["ext.flag"]);
            "\n@ext.support.text = private unnamed_addr constant [3 x i8] c\"on\\00\", align 1
declare i32 @puts(ptr)

define void @ext.flag(i1 %on) {
  %r = call i32 @puts(ptr @ext.support.text)
  ret void
}
"
            .to_string()
        }

        fn is_lli_support(&self, name: &str) -> bool {
            name == "puts" || name.starts_with("ext.support.")
        }
    }

    #[test]
    fn externals_decide_how_declarations_print_and_parse_back() {
        let text = "define i32 @main() {
entry:
  call void @ext.flag(i1 true)
  call void @other(i32 1)
  ret i32 0
}

declare void @ext.flag(i1)
declare void @other(i32)
";
        // Without externals every declaration is printed from its signature.
        let plain = parse_module(text).unwrap();
        assert!(plain.externals.is_none());
        let printed = print_module(&plain);
        assert!(printed.ends_with("}\n\ndeclare void @ext.flag(i1)\n\ndeclare void @other(i32)\n"), "{printed}");
        assert_eq!(print_module_with(&plain, RuntimeIr::Extern), printed);

        // With them, the provider's definitions replace its functions'
        // declarations for lli, and its declarations are used for llc.
        let module = parse_module_with(text, Some(&FLAG_LIBRARY)).unwrap();
        let with_definitions = print_module(&module);
        let definitions = FLAG_LIBRARY.lli_definitions(&["ext.flag"]);
        assert!(
            with_definitions.ends_with(&format!("}}\n\ndeclare void @other(i32)\n{definitions}")),
            "{with_definitions}"
        );
        let external = print_module_with(&module, RuntimeIr::Extern);
        assert!(
            external.ends_with("}\n\ndeclare void @ext.flag(i1 zeroext)\n\ndeclare void @other(i32)\n"),
            "{external}"
        );

        // Either text parses back (the definition as the declaration, the
        // support code skipped) to a module that prints as it was printed.
        // (Read from the definitions at the end, `@ext.flag` is declared
        // after `@other`: only the order of the extern declarations differs.)
        for text in [&with_definitions, &external] {
            let again = parse_module_with(text, Some(&FLAG_LIBRARY)).unwrap();
            verify_module(&again).unwrap();
            assert_eq!(again.function(again.find_function("ext.flag").unwrap()).param_types(), vec![Type::I1]);
            assert!(again.find_function("puts").is_none() && again.globals().next().is_none());
            assert_eq!(print_module(&again), with_definitions);
        }
        let again = parse_module_with(&external, Some(&FLAG_LIBRARY)).unwrap();
        assert_eq!(print_module_with(&again, RuntimeIr::Extern), external);
    }
}
