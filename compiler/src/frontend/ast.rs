//! The abstract syntax tree, as written by the user (names unresolved,
//! types unchecked). Every node keeps its span for diagnostics.

use crate::diag::Span;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ident {
    pub name: String,
    pub span: Span,
}

/// A scalar type as written: `int`, `bool`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TypeName {
    Int,
    Bool,
}

/// A type as written: a scalar, or an array `int[N]` / `bool[N]`. The
/// length is parsed as an expression so that a non-literal length gets a
/// precise diagnostic from semantic analysis.
#[derive(Clone, Debug)]
pub struct TypeSpec {
    pub scalar: TypeName,
    pub array_len: Option<Box<Expr>>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct VarDecl {
    pub ty: TypeSpec,
    pub name: Ident,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Param {
    pub ty: TypeSpec,
    pub name: Ident,
}

/// A function: `[type] name(params) { declarations functions statements }`.
#[derive(Clone, Debug)]
pub struct FuncDecl {
    pub ret: Option<TypeSpec>,
    pub name: Ident,
    pub params: Vec<Param>,
    pub vars: Vec<VarDecl>,
    pub funcs: Vec<FuncDecl>,
    pub body: Vec<Stmt>,
    /// From the return type (or name) to the closing parenthesis.
    pub header_span: Span,
    /// The closing brace (where a typed function must not arrive).
    pub end_span: Span,
}

#[derive(Clone, Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum StmtKind {
    /// `target = value;` or, with an index, `target[index] = value;`.
    Assign {
        target: Ident,
        index: Option<Expr>,
        value: Expr,
    },
    Call(Call),
    If {
        cond: Expr,
        then_body: Vec<Stmt>,
        else_body: Option<Vec<Stmt>>,
    },
    While {
        cond: Expr,
        body: Vec<Stmt>,
    },
    Return(Option<Expr>),
    Print {
        value: Expr,
        newline: bool,
    },
    /// A statement that did not parse (already reported).
    Error,
}

#[derive(Clone, Debug)]
pub struct Call {
    pub name: Ident,
    pub args: Vec<Expr>,
    pub span: Span,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    Neg,
    Plus,
    Not,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    Or,
    And,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

impl BinaryOp {
    pub fn symbol(self) -> &'static str {
        match self {
            BinaryOp::Or => "||",
            BinaryOp::And => "&&",
            BinaryOp::Eq => "==",
            BinaryOp::Ne => "!=",
            BinaryOp::Lt => "<",
            BinaryOp::Le => "<=",
            BinaryOp::Gt => ">",
            BinaryOp::Ge => ">=",
            BinaryOp::Add => "+",
            BinaryOp::Sub => "-",
            BinaryOp::Mul => "*",
            BinaryOp::Div => "/",
            BinaryOp::Rem => "%",
        }
    }

    pub fn is_comparison(self) -> bool {
        matches!(self, BinaryOp::Eq | BinaryOp::Ne | BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge)
    }
}

/// The deepest expression tree the parser builds: real nesting only
/// (parentheses, unary operators, calls, indices, operands of other
/// operators). The operands of one left-associative chain (`a + b - c + …`,
/// `p && q && …`) are one level, however many there are: a chain is one
/// node with a list of operands. Deeper expressions are rejected with a
/// diagnostic, so that every later recursive walk over expressions, and
/// dropping the tree, stays well inside the stack.
pub const MAX_EXPR_DEPTH: u32 = 1000;

/// One step of a chain: `op operand`, with the operator's span (run-time
/// checks of `/`, `%` and overflow point at it).
#[derive(Clone, Debug)]
pub struct ChainLink {
    pub op: BinaryOp,
    pub op_span: Span,
    pub operand: Expr,
}

#[derive(Clone, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
    /// Height of the tree below (a leaf has depth 1).
    pub depth: u32,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    Int(i32),
    Bool(bool),
    /// A string literal: only valid as the operand of `print`/`println`.
    Str(Vec<u8>),
    Var(Ident),
    /// `array[index]`.
    Index(Ident, Box<Expr>),
    Call(Call),
    Unary(UnaryOp, Box<Expr>),
    /// A comparison `lhs op rhs` (not chainable); the span is the operator's.
    Binary(BinaryOp, Span, Box<Expr>, Box<Expr>),
    /// A left-associative chain of one precedence level: `first op₁ x₁ op₂
    /// x₂ …` is `((first op₁ x₁) op₂ x₂) …`. The operators are all `||`,
    /// all `&&`, all of `+ -`, or all of `* / %`; there is at least one link.
    Chain(Box<Expr>, Vec<ChainLink>),
    /// The expression was nested deeper than `MAX_EXPR_DEPTH` (reported by
    /// semantic analysis; the subtree has been dropped).
    TooDeep,
    /// An expression that did not parse (already reported).
    Error,
}

/// The operands of a chain `first op₁ x₁ op₂ x₂ …`, in order.
pub fn chain_operands<'a>(first: &'a Expr, links: &'a [ChainLink]) -> impl Iterator<Item = &'a Expr> {
    std::iter::once(first).chain(links.iter().map(|link| &link.operand))
}

impl Expr {
    pub fn leaf(kind: ExprKind, span: Span) -> Expr {
        Expr { kind, span, depth: 1 }
    }

    /// Build a node over `children`, or a `TooDeep` marker if the result
    /// would be deeper than `MAX_EXPR_DEPTH`.
    pub fn node(kind: ExprKind, span: Span) -> Expr {
        let depth = 1 + match &kind {
            ExprKind::Unary(_, e) | ExprKind::Index(_, e) => e.depth,
            ExprKind::Binary(_, _, l, r) => l.depth.max(r.depth),
            ExprKind::Chain(first, links) => links.iter().map(|l| l.operand.depth).fold(first.depth, u32::max),
            ExprKind::Call(c) => c.args.iter().map(|a| a.depth).max().unwrap_or(0),
            _ => 0,
        };
        if depth > MAX_EXPR_DEPTH {
            Expr { kind: ExprKind::TooDeep, span, depth: 1 }
        } else {
            Expr { kind, span, depth }
        }
    }
}

/// A parsed source file: `main` for the user's program, or the functions of
/// a prelude file.
#[derive(Clone, Debug)]
pub struct SourceUnit {
    pub funcs: Vec<FuncDecl>,
}
