//! The checked program: every name resolved, every expression typed, every
//! nested function's captured variables known. Semantic analysis produces
//! it only for programs without errors, so lowering never has to check.

use crate::diag::Span;
use crate::ir::SrcLoc;

/// Index of a function in `Program::funcs`.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct FuncIdx(pub u32);

/// Index of a variable (local or parameter) in `Program::vars`.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct VarIdx(pub u32);

/// A wend value type.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Ty {
    Int,
    Bool,
}

impl Ty {
    pub fn name(self) -> &'static str {
        match self {
            Ty::Int => "int",
            Ty::Bool => "bool",
        }
    }
}

pub struct Program {
    pub funcs: Vec<FuncInfo>,
    pub vars: Vec<VarInfo>,
    /// The program's entry point.
    pub main: FuncIdx,
}

impl Program {
    pub fn func(&self, f: FuncIdx) -> &FuncInfo {
        &self.funcs[f.0 as usize]
    }

    pub fn var(&self, v: VarIdx) -> &VarInfo {
        &self.vars[v.0 as usize]
    }

    /// Which functions `main` can call, directly or through others (by
    /// `FuncIdx`): the ones that are compiled, and the ones not reported
    /// as unused.
    pub fn reachable_from_main(&self) -> Vec<bool> {
        let mut seen = vec![false; self.funcs.len()];
        let mut stack = vec![self.main];
        seen[self.main.0 as usize] = true;
        while let Some(f) = stack.pop() {
            for &callee in &self.func(f).callees {
                if !std::mem::replace(&mut seen[callee.0 as usize], true) {
                    stack.push(callee);
                }
            }
        }
        seen
    }
}

pub struct FuncInfo {
    pub name: String,
    /// The linker symbol: the wend path (`main.sopfr.sopfr_aux`), with the
    /// parameter types appended when the name is overloaded in its scope
    /// (`main.max(int,int)`).
    pub symbol: String,
    pub parent: Option<FuncIdx>,
    pub params: Vec<VarIdx>,
    pub ret: Option<Ty>,
    /// Variables declared in the body (not the parameters).
    pub locals: Vec<VarIdx>,
    /// Variables of enclosing functions this function reads or writes,
    /// directly or through the functions it calls, in `VarIdx` order. They
    /// are passed by reference as extra trailing parameters.
    pub captures: Vec<VarIdx>,
    /// Functions called from the body.
    pub callees: Vec<FuncIdx>,
    pub body: Vec<Stmt>,
    pub loc: SrcLoc,
    pub span: Span,
}

pub struct VarInfo {
    pub name: String,
    /// The variable's type, or its elements' type for an array.
    pub ty: Ty,
    /// The length, for an array.
    pub array_len: Option<u32>,
    pub owner: FuncIdx,
    pub span: Span,
    /// Where it is declared (`-g` tells debuggers).
    pub loc: SrcLoc,
}

pub struct Stmt {
    pub kind: StmtKind,
    pub loc: SrcLoc,
}

pub enum StmtKind {
    Assign(VarIdx, Expr),
    /// `array[index] = value` (index evaluated first).
    AssignIndex(VarIdx, Expr, Expr),
    Call(Call),
    If(Expr, Vec<Stmt>, Vec<Stmt>),
    While(Expr, Vec<Stmt>),
    Return(Option<Expr>),
    Print(PrintArg, bool),
}

/// What a `print`/`println` prints.
pub enum PrintArg {
    Str(Vec<u8>),
    Value(Expr),
}

pub struct Call {
    pub func: FuncIdx,
    pub args: Vec<Expr>,
}

pub struct Expr {
    pub kind: ExprKind,
    pub ty: Ty,
    pub loc: SrcLoc,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ArithOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum CmpOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

pub enum ExprKind {
    Int(i32),
    Bool(bool),
    Var(VarIdx),
    /// An element of an array variable.
    Index(VarIdx, Box<Expr>),
    /// A call of a function that returns a value.
    Call(Call),
    Neg(Box<Expr>),
    Not(Box<Expr>),
    /// `first op₁ x₁ op₂ x₂ …`, left-associative: `((first op₁ x₁) op₂ x₂) …`
    /// (at least one link). A chain of any length is one node, so walks
    /// over it do not recurse per operand.
    Arith(Box<Expr>, Vec<ArithLink>),
    /// Comparison of two ints, or `==`/`!=` of two bools.
    Compare(CmpOp, Box<Expr>, Box<Expr>),
    /// Short-circuit `a && b && …` (at least two operands): each operand
    /// runs only if those before it are all true.
    And(Vec<Expr>),
    /// Short-circuit `a || b || …` (at least two operands): each operand
    /// runs only if those before it are all false.
    Or(Vec<Expr>),
}

/// One step of an arithmetic chain: `op operand`, with the operator's
/// position (where the sanitizer's division and overflow reports point).
pub struct ArithLink {
    pub op: ArithOp,
    pub operand: Expr,
    pub op_loc: SrcLoc,
}

/// The operands of an arithmetic chain `first op₁ x₁ op₂ x₂ …`, in order.
pub fn arith_operands<'a>(first: &'a Expr, links: &'a [ArithLink]) -> impl Iterator<Item = &'a Expr> {
    std::iter::once(first).chain(links.iter().map(|link| &link.operand))
}
