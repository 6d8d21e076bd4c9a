//! The parser's fast path: a hand-written recursive-descent parser for
//! programs without syntax errors, building exactly the AST the chumsky
//! grammar in `parser.rs` builds (the same nodes, spans and depths).
//!
//! Why: the combinator parser, with its error recovery, takes most of the
//! front end's time and memory on a large program. This one reads the
//! tokens once, with one token of lookahead (two to tell a nested
//! function from a call statement), and gives up (`None`) at the first
//! thing it does not expect; `parser::parse` then runs the chumsky parser,
//! which reports every error with its usual messages and recovery. So
//! this parser never has to produce a diagnostic, and a program it
//! misparses would be one it must reject: the tests in `parser.rs` check
//! that both parsers give the same AST on every test program and on
//! generated ones.
//!
//! Grammar: the one in `parser.rs`'s header. Left-associative levels are
//! loops building one `Chain`; runs of `!`, `-` and `+` are collected in a
//! loop and folded, so only brackets (bounded by `check_nesting`) recurse.

use super::ast::*;
use super::token::Token;
use crate::diag::Span;

/// The program's functions, or `None` if the tokens are not a program
/// without syntax errors (or use something this path leaves to chumsky).
pub fn parse(tokens: &[(Token, Span)]) -> Option<Vec<FuncDecl>> {
    let mut p = Parser { tokens, pos: 0 };
    let mut funcs = Vec::new();
    while p.pos < tokens.len() {
        funcs.push(p.function()?);
    }
    Some(funcs)
}

struct Parser<'t> {
    tokens: &'t [(Token, Span)],
    pos: usize,
}

impl<'t> Parser<'t> {
    fn peek(&self) -> Option<&'t Token> {
        self.tokens.get(self.pos).map(|(t, _)| t)
    }

    fn peek_at(&self, ahead: usize) -> Option<&'t Token> {
        self.tokens.get(self.pos + ahead).map(|(t, _)| t)
    }

    /// The span of the token at `pos` (which must exist).
    fn span_at(&self, pos: usize) -> Span {
        self.tokens[pos].1
    }

    /// From the token at `start` to the last one taken.
    fn span_from(&self, start: usize) -> Span {
        self.span_at(start).to(self.span_at(self.pos - 1))
    }

    /// Take the next token if it is `t`.
    fn eat(&mut self, t: &Token) -> bool {
        if self.peek() == Some(t) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, t: &Token) -> Option<Span> {
        let at = self.pos;
        self.eat(t).then(|| self.span_at(at))
    }

    fn ident(&mut self) -> Option<Ident> {
        let Some(Token::Ident(name)) = self.peek() else { return None };
        let span = self.span_at(self.pos);
        self.pos += 1;
        Some(Ident { name: name.clone(), span })
    }

    fn is_type(&self) -> bool {
        matches!(self.peek(), Some(Token::KwInt | Token::KwBool))
    }

    /// `int`, `bool`, `int[N]`, `bool[N]`.
    fn type_spec(&mut self) -> Option<TypeSpec> {
        let start = self.pos;
        let scalar = match self.peek()? {
            Token::KwInt => TypeName::Int,
            Token::KwBool => TypeName::Bool,
            _ => return None,
        };
        self.pos += 1;
        let array_len = if self.eat(&Token::LBracket) {
            let len = self.expr()?;
            self.expect(&Token::RBracket)?;
            Some(Box::new(len))
        } else {
            None
        };
        Some(TypeSpec { scalar, array_len, span: self.span_from(start) })
    }

    /// `[type] name(params) { declarations functions statements }`, the
    /// three parts in that order (anything else is left to chumsky).
    fn function(&mut self) -> Option<FuncDecl> {
        let start = self.pos;
        let ret = if self.is_type() { Some(self.type_spec()?) } else { None };
        let name = self.ident()?;
        self.expect(&Token::LParen)?;
        let mut params = Vec::new();
        if !self.eat(&Token::RParen) {
            loop {
                let ty = self.type_spec()?;
                params.push(Param { ty, name: self.ident()? });
                if self.eat(&Token::RParen) {
                    break;
                }
                self.expect(&Token::Comma)?;
            }
        }
        let header_span = self.span_from(start);
        self.expect(&Token::LBrace)?;
        let (mut vars, mut funcs, mut body) = (Vec::new(), Vec::new(), Vec::new());
        loop {
            match self.peek()? {
                Token::RBrace => break,
                Token::KwInt | Token::KwBool => {
                    // `type name (` opens a function, `type name` a variable.
                    if self.declares_function_with_type() {
                        if !body.is_empty() {
                            return None;
                        }
                        funcs.push(self.function()?);
                    } else {
                        if !funcs.is_empty() || !body.is_empty() {
                            return None;
                        }
                        vars.push(self.var_decl()?);
                    }
                }
                Token::Ident(_) if self.declares_function_without_type() => {
                    if !body.is_empty() {
                        return None;
                    }
                    funcs.push(self.function()?);
                }
                _ => body.push(self.statement()?),
            }
        }
        let end_span = self.expect(&Token::RBrace)?;
        Some(FuncDecl { ret, name, params, vars, funcs, body, header_span, end_span })
    }

    /// Whether the `int`/`bool` here starts a function: after the type
    /// (and an array length, skipped to its bracket) come a name and `(`.
    fn declares_function_with_type(&self) -> bool {
        let mut k = 1;
        if self.peek_at(1) == Some(&Token::LBracket) {
            let mut depth = 0usize;
            loop {
                match self.peek_at(k) {
                    Some(Token::LBracket | Token::LParen | Token::LBrace) => depth += 1,
                    Some(Token::RBracket | Token::RParen | Token::RBrace) => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    None => return false,
                    _ => {}
                }
                k += 1;
            }
            k += 1;
        }
        matches!(self.peek_at(k), Some(Token::Ident(_))) && self.peek_at(k + 1) == Some(&Token::LParen)
    }

    /// Whether `name (` here declares a function rather than calling one:
    /// a call's arguments never start with a type, and `name()` is
    /// followed by `{` only in a declaration.
    fn declares_function_without_type(&self) -> bool {
        self.peek_at(1) == Some(&Token::LParen)
            && match self.peek_at(2) {
                Some(Token::KwInt | Token::KwBool) => true,
                Some(Token::RParen) => self.peek_at(3) == Some(&Token::LBrace),
                _ => false,
            }
    }

    /// `type name;` (an initializer is an error: left to chumsky).
    fn var_decl(&mut self) -> Option<VarDecl> {
        let start = self.pos;
        let ty = self.type_spec()?;
        let name = self.ident()?;
        self.expect(&Token::Semi)?;
        Some(VarDecl { ty, name, span: self.span_from(start) })
    }

    /// `{ statements }`.
    fn block(&mut self) -> Option<Vec<Stmt>> {
        self.expect(&Token::LBrace)?;
        let mut stmts = Vec::new();
        while !self.eat(&Token::RBrace) {
            stmts.push(self.statement()?);
        }
        Some(stmts)
    }

    fn statement(&mut self) -> Option<Stmt> {
        let start = self.pos;
        let kind = match self.peek()? {
            Token::KwIf => {
                self.pos += 1;
                let cond = self.expr()?;
                let then_body = self.block()?;
                let else_body = if self.eat(&Token::KwElse) { Some(self.block()?) } else { None };
                StmtKind::If { cond, then_body, else_body }
            }
            Token::KwWhile => {
                self.pos += 1;
                let cond = self.expr()?;
                StmtKind::While { cond, body: self.block()? }
            }
            Token::KwReturn => {
                self.pos += 1;
                let value = if self.peek() == Some(&Token::Semi) { None } else { Some(self.expr()?) };
                self.expect(&Token::Semi)?;
                StmtKind::Return(value)
            }
            Token::KwPrint | Token::KwPrintln => {
                let newline = self.peek() == Some(&Token::KwPrintln);
                self.pos += 1;
                let value = self.expr()?;
                self.expect(&Token::Semi)?;
                StmtKind::Print { value, newline }
            }
            Token::Ident(_) if self.peek_at(1) == Some(&Token::LParen) => {
                let call = self.call()?;
                self.expect(&Token::Semi)?;
                StmtKind::Call(call)
            }
            Token::Ident(_) => {
                let target = self.ident()?;
                let index = if self.eat(&Token::LBracket) {
                    let index = self.expr()?;
                    self.expect(&Token::RBracket)?;
                    Some(index)
                } else {
                    None
                };
                self.expect(&Token::Assign)?;
                let value = self.expr()?;
                self.expect(&Token::Semi)?;
                StmtKind::Assign { target, index, value }
            }
            _ => return None,
        };
        Some(Stmt { kind, span: self.span_from(start) })
    }

    /// `name(args)`.
    fn call(&mut self) -> Option<Call> {
        let start = self.pos;
        let name = self.ident()?;
        self.expect(&Token::LParen)?;
        let mut args = Vec::new();
        if !self.eat(&Token::RParen) {
            loop {
                args.push(self.expr()?);
                if self.eat(&Token::RParen) {
                    break;
                }
                self.expect(&Token::Comma)?;
            }
        }
        Some(Call { name, args, span: self.span_from(start) })
    }

    // ----- expressions, loosest binding first -----

    fn expr(&mut self) -> Option<Expr> {
        self.chain(Self::and_operand, |t| matches!(t, Token::OrOr).then_some(BinaryOp::Or))
    }

    fn and_operand(&mut self) -> Option<Expr> {
        self.chain(Self::not_level, |t| matches!(t, Token::AndAnd).then_some(BinaryOp::And))
    }

    /// One left-associative level: `operand (op operand)*`, one `Chain`.
    fn chain(&mut self, operand: fn(&mut Self) -> Option<Expr>, op_of: fn(&Token) -> Option<BinaryOp>) -> Option<Expr> {
        let first = operand(self)?;
        let mut links = Vec::new();
        while let Some(op) = self.peek().and_then(op_of) {
            let op_span = self.span_at(self.pos);
            self.pos += 1;
            links.push(ChainLink { op, op_span, operand: operand(self)? });
        }
        Some(match links.last() {
            None => first,
            Some(last) => {
                let span = first.span.to(last.operand.span);
                Expr::node(ExprKind::Chain(Box::new(first), links), span)
            }
        })
    }

    /// `!`* comparison: each `!` applies to everything after it.
    fn not_level(&mut self) -> Option<Expr> {
        let mut bangs = Vec::new();
        while self.peek() == Some(&Token::Bang) {
            bangs.push(self.span_at(self.pos));
            self.pos += 1;
        }
        let mut e = self.comparison()?;
        for &bang in bangs.iter().rev() {
            let span = bang.to(e.span);
            e = Expr::node(ExprKind::Unary(UnaryOp::Not, Box::new(e)), span);
        }
        Some(e)
    }

    /// `sum [cmpop sum]` (a second comparison operator is an error).
    fn comparison(&mut self) -> Option<Expr> {
        let first = self.sum()?;
        let Some(op) = self.peek().and_then(comparison_op) else { return Some(first) };
        let op_span = self.span_at(self.pos);
        self.pos += 1;
        let rhs = self.sum()?;
        if self.peek().and_then(comparison_op).is_some() {
            return None;
        }
        let span = first.span.to(rhs.span);
        Some(Expr::node(ExprKind::Binary(op, op_span, Box::new(first), Box::new(rhs)), span))
    }

    fn sum(&mut self) -> Option<Expr> {
        self.chain(Self::product, |t| match t {
            Token::Plus => Some(BinaryOp::Add),
            Token::Minus => Some(BinaryOp::Sub),
            _ => None,
        })
    }

    fn product(&mut self) -> Option<Expr> {
        self.chain(Self::unary, |t| match t {
            Token::Star => Some(BinaryOp::Mul),
            Token::Slash => Some(BinaryOp::Div),
            Token::Percent => Some(BinaryOp::Rem),
            _ => None,
        })
    }

    /// `('-' | '+')* atom`.
    fn unary(&mut self) -> Option<Expr> {
        let mut signs = Vec::new();
        loop {
            let op = match self.peek() {
                Some(Token::Minus) => UnaryOp::Neg,
                Some(Token::Plus) => UnaryOp::Plus,
                _ => break,
            };
            signs.push((op, self.span_at(self.pos)));
            self.pos += 1;
        }
        let mut e = self.atom()?;
        for &(op, sign) in signs.iter().rev() {
            let span = sign.to(e.span);
            e = Expr::node(ExprKind::Unary(op, Box::new(e)), span);
        }
        Some(e)
    }

    fn atom(&mut self) -> Option<Expr> {
        let at = self.pos;
        let span = self.tokens.get(at)?.1;
        let leaf = |kind| Some(Expr::leaf(kind, span));
        match self.peek()? {
            Token::Int(v) => {
                self.pos += 1;
                leaf(ExprKind::Int(*v))
            }
            Token::KwTrue => {
                self.pos += 1;
                leaf(ExprKind::Bool(true))
            }
            Token::KwFalse => {
                self.pos += 1;
                leaf(ExprKind::Bool(false))
            }
            Token::Str(bytes) => {
                self.pos += 1;
                leaf(ExprKind::Str(bytes.clone()))
            }
            Token::Ident(_) => match self.peek_at(1) {
                Some(Token::LParen) => {
                    let call = self.call()?;
                    let span = call.span;
                    Some(Expr::node(ExprKind::Call(call), span))
                }
                Some(Token::LBracket) => {
                    let array = self.ident()?;
                    self.pos += 1;
                    let index = self.expr()?;
                    self.expect(&Token::RBracket)?;
                    Some(Expr::node(ExprKind::Index(array, Box::new(index)), self.span_from(at)))
                }
                _ => {
                    let id = self.ident()?;
                    let span = id.span;
                    Some(Expr::leaf(ExprKind::Var(id), span))
                }
            },
            Token::LParen => {
                self.pos += 1;
                let inner = self.expr()?;
                self.expect(&Token::RParen)?;
                Some(inner)
            }
            Token::Bang => self.not_level(),
            _ => None,
        }
    }
}

fn comparison_op(t: &Token) -> Option<BinaryOp> {
    Some(match t {
        Token::EqEq => BinaryOp::Eq,
        Token::NotEq => BinaryOp::Ne,
        Token::LtEq => BinaryOp::Le,
        Token::GtEq => BinaryOp::Ge,
        Token::Lt => BinaryOp::Lt,
        Token::Gt => BinaryOp::Gt,
        _ => return None,
    })
}
