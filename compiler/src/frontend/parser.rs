//! The parser: tokens to AST (chumsky 0.10 combinators).
//!
//! Grammar (WEND.md), loosest binding first for expressions:
//! ```text
//! unit      := function*
//! function  := type? IDENT '(' [param (',' param)*] ')' '{' item* '}'
//! item      := type IDENT ';' | function | stmt     (checked: in that order)
//! type      := ('int' | 'bool') ['[' expr ']']     (the length: checked)
//! stmt      := IDENT ['[' expr ']'] '=' expr ';' | call ';' | 'return' [expr] ';'
//!            | 'if' expr block ['else' block] | 'while' expr block
//!            | ('print' | 'println') expr ';'
//! expr      := and ('||' and)*
//! and       := not ('&&' not)*
//! not       := '!' not | cmp               -- `!a == b` is `!(a == b)`
//! cmp       := sum [cmpop sum]             -- not chainable
//! sum       := product (('+'|'-') product)*
//! product   := unary (('*'|'/'|'%') unary)*
//! unary     := ('-'|'+') unary | atom
//! atom      := INT | 'true' | 'false' | STRING | call | IDENT '[' expr ']'
//!            | IDENT | '(' expr ')'
//!            | '!' not                      -- `a == !b`
//! ```
//! Function bodies are parsed as a list of items and the order
//! (declarations, then functions, then statements) is checked afterwards,
//! which gives a precise message instead of a generic "expected …".
//!
//! Error recovery: a statement that fails to parse is skipped up to its `;`,
//! and a block or parenthesised group that fails is skipped as a whole
//! (respecting nesting), so independent syntax errors are all reported.
//!
//! Speed: a program without syntax errors is parsed by the hand-written
//! `fast_parser`, which builds the same AST; this grammar runs when it
//! gives up, and reports the errors.
//!
//! Stack safety: before parsing, `check_nesting` rejects bracket nesting
//! deeper than `MAX_NESTING`; `Expr::node` caps expression depth. Together
//! they bound the recursion of every later pass over the tree.

use chumsky::error::{RichPattern, RichReason};
use chumsky::input::ValueInput;
use chumsky::prelude::*;

use super::ast::*;
use super::token::Token;
use super::{output_if_clean, CustomError, SyntaxError};
use crate::diag::{Code, Diagnostic, FileId, Span};

/// Deepest bracket nesting (`(`, `{`, `[`) accepted.
pub const MAX_NESTING: usize = 256;

type ParseExtra<Er> = extra::Err<Er>;

/// Parse a file's tokens (`text` is the file, for placing messages).
pub fn parse(file: FileId, tokens: &[(Token, Span)], text: &str) -> (Option<SourceUnit>, Vec<Diagnostic>) {
    if let Some(d) = check_nesting(tokens) {
        return (None, vec![d]);
    }
    if let Some(funcs) = super::fast_parser::parse(tokens) {
        return (Some(SourceUnit { funcs }), Vec::new());
    }
    combinator_parse(file, tokens, text)
}

/// The chumsky grammar, with error recovery: the parse of a program the
/// fast path gave up on, and the reference the fast path is tested against.
fn combinator_parse(file: FileId, tokens: &[(Token, Span)], text: &str) -> (Option<SourceUnit>, Vec<Diagnostic>) {
    let eof = text.len();
    let simple = simple_tokens(tokens);
    let input = simple.as_slice().map(SimpleSpan::from(eof..eof), |(t, s)| (t, s));
    if let Some(funcs) = output_if_clean(unit_parser::<_, Cheap>(file).parse(input.clone())) {
        return (Some(SourceUnit { funcs }), Vec::new());
    }
    let (funcs, errors) = unit_parser::<_, Rich<'_, Token, SimpleSpan>>(file).parse(input).into_output_errors();
    let context = ErrorContext { file, tokens, text };
    let diagnostics = errors.into_iter().filter_map(|e| context.diagnostic(e)).collect();
    (funcs.map(|funcs| SourceUnit { funcs }), diagnostics)
}

/// The tokens with chumsky's spans, as the parser's input.
fn simple_tokens(tokens: &[(Token, Span)]) -> Vec<(Token, SimpleSpan)> {
    tokens.iter().map(|(t, s)| (t.clone(), SimpleSpan::from(s.range()))).collect()
}

/// Reject absurdly deep nesting before the recursive parser sees it.
///
/// Nesting comes from brackets, and from a `!` that starts an operand
/// (`a == !b == !c …`): its operand extends to the next `&&`, `||`, `,`,
/// `;` or closing bracket, so it opens an implicit level that those close.
fn check_nesting(tokens: &[(Token, Span)]) -> Option<Diagnostic> {
    // `true` for a bracket, `false` for an implicit level opened by `!`.
    let mut open: Vec<bool> = Vec::new();
    let mut previous: Option<&Token> = None;
    for (tok, span) in tokens {
        let close_implicit = |open: &mut Vec<bool>| {
            while open.last() == Some(&false) {
                open.pop();
            }
        };
        match tok {
            Token::LParen | Token::LBrace | Token::LBracket => open.push(true),
            Token::RParen | Token::RBrace | Token::RBracket => {
                close_implicit(&mut open);
                open.pop();
            }
            Token::AndAnd | Token::OrOr | Token::Comma | Token::Semi => close_implicit(&mut open),
            Token::Bang if previous.is_some_and(is_binary_operator) => open.push(false),
            _ => {}
        }
        if open.len() > MAX_NESTING {
            return Some(
                Diagnostic::error(
                    Code::TooDeep,
                    *span,
                    format!("expressions or blocks are nested more than {MAX_NESTING} levels deep"),
                )
                .with_label("this is too deep")
                .with_note("wendc limits nesting to keep compilation fast and its stack bounded"),
            );
        }
        previous = Some(tok);
    }
    None
}

/// An item of a function body, before the order check.
#[derive(Clone)]
enum Item {
    Var(VarDecl),
    Func(FuncDecl),
    Stmt(Stmt),
}

fn unit_parser<'src, I, Er>(file: FileId) -> impl Parser<'src, I, Vec<FuncDecl>, ParseExtra<Er>>
where
    I: ValueInput<'src, Token = Token, Span = SimpleSpan>,
    Er: SyntaxError<'src, I> + 'src,
{
    function_parser(file).repeated().collect().then_ignore(end())
}

fn ident_parser<'src, I, Er>(file: FileId) -> impl Parser<'src, I, Ident, ParseExtra<Er>> + Clone
where
    I: ValueInput<'src, Token = Token, Span = SimpleSpan>,
    Er: SyntaxError<'src, I> + 'src,
{
    select! { Token::Ident(name) = e => Ident { name, span: Span::new(file, SimpleSpan::into_range(e.span())) } }
        .labelled("identifier")
}

/// `int`, `bool`, `int[N]`, `bool[N]`.
fn type_parser<'src, I, E, Er>(file: FileId, expr: E) -> impl Parser<'src, I, TypeSpec, ParseExtra<Er>> + Clone
where
    I: ValueInput<'src, Token = Token, Span = SimpleSpan>,
    Er: SyntaxError<'src, I> + 'src,
    E: Parser<'src, I, Expr, ParseExtra<Er>> + Clone,
{
    let sp = move |s: SimpleSpan| Span::new(file, s.into_range());
    select! { Token::KwInt => TypeName::Int, Token::KwBool => TypeName::Bool }
        .then(expr.delimited_by(just(Token::LBracket), just(Token::RBracket)).or_not())
        .map_with(move |(scalar, len), e| TypeSpec { scalar, array_len: len.map(Box::new), span: sp(e.span()) })
        .labelled("type")
}

fn function_parser<'src, I, Er>(file: FileId) -> impl Parser<'src, I, FuncDecl, ParseExtra<Er>> + Clone
where
    I: ValueInput<'src, Token = Token, Span = SimpleSpan>,
    Er: SyntaxError<'src, I> + 'src,
{
    let sp = move |s: SimpleSpan| Span::new(file, s.into_range());
    recursive(move |function| {
        let ident = ident_parser(file);
        let expr = expr_parser(file);
        let ty = type_parser(file, expr.clone());

        let param = ty.clone().then(ident.clone()).map(|(ty, name)| Param { ty, name });
        let params = param
            .separated_by(just(Token::Comma))
            .collect::<Vec<_>>()
            .delimited_by(just(Token::LParen), just(Token::RParen));
        let header = ty
            .clone()
            .or_not()
            .then(ident.clone())
            .then(params)
            .map_with(move |((ret, name), params), e| (ret, name, params, sp(e.span())));

        // `int x = 1;` is not wend, but it is what a C programmer writes:
        // it is reported, and the variable is still declared, so that its
        // uses are checked instead of reported as undefined.
        let initializer = just(Token::Assign).ignore_then(expr.clone()).map_with(move |_, e| sp(e.span()));
        let var_decl = ty
            .clone()
            .then(ident.clone())
            .then(initializer.or_not())
            .then_ignore(just(Token::Semi))
            .validate(move |((ty, name), init): ((TypeSpec, Ident), Option<Span>), e, emitter| {
                if let Some(init) = init {
                    emitter.emit(custom_error(
                        Code::InitializedDeclaration,
                        init,
                        format!("a declaration cannot give `{}` a value: write `{} {};` and assign it with `{} = …;` among the statements", name.name, ty_spelling(&ty), name.name, name.name),
                        "variables start at zero; assign the value after the declarations",
                    ));
                }
                VarDecl { ty, name, span: sp(e.span()) }
            })
            .labelled("variable declaration");

        let body = recursive(|body: Recursive<dyn Parser<'src, I, Vec<Item>, ParseExtra<Er>>>| {
            // A `{ … }` block of a statement; its items must all be statements.
            let block = body
                .clone()
                .delimited_by(just(Token::LBrace), just(Token::RBrace))
                .validate(|items: Vec<Item>, _, emitter| statements_only(items, emitter))
                .recover_with(via_parser(nested_delimiters(
                    Token::LBrace,
                    Token::RBrace,
                    [(Token::LParen, Token::RParen), (Token::LBracket, Token::RBracket)],
                    |_| Vec::new(),
                )))
                .boxed();
            let stmt = statement_parser(file, expr.clone(), block);
            choice((var_decl.clone().map(Item::Var), function.clone().map(Item::Func), stmt.map(Item::Stmt)))
                .repeated()
                .collect::<Vec<Item>>()
        });

        header
            .then(
                body.then(just(Token::RBrace).map_with(move |_, e| sp(e.span())))
                    .delimited_by(just(Token::LBrace), empty())
                    .validate(|(items, end), _, emitter| (split_body(items, emitter), end)),
            )
            .map(|((ret, name, params, header_span), ((vars, funcs, body), end_span))| FuncDecl {
                ret,
                name,
                params,
                vars,
                funcs,
                body,
                header_span,
                end_span,
            })
            .labelled("function")
            .boxed()
    })
}

type BodyParts = (Vec<VarDecl>, Vec<FuncDecl>, Vec<Stmt>);

/// Split a function body into its three parts, reporting items that come in
/// the wrong order (WEND.md: declarations, then functions, then statements).
fn split_body<Er: CustomError>(items: Vec<Item>, emitter: &mut chumsky::input::Emitter<Er>) -> BodyParts {
    let (mut vars, mut funcs, mut stmts) = (Vec::new(), Vec::new(), Vec::new());
    for item in items {
        match item {
            Item::Var(v) => {
                if let Some(later) = funcs
                    .first()
                    .map(|f: &FuncDecl| ("function", f.header_span))
                    .or_else(|| stmts.first().map(|s: &Stmt| ("statement", s.span)))
                {
                    emitter.emit(custom_error(
                        Code::MisplacedDeclaration,
                        v.span,
                        format!(
                            "variable `{}` is declared after a {}: declarations must come first in a function body",
                            v.name.name, later.0
                        ),
                        "move this declaration to the start of the function body",
                    ));
                }
                vars.push(v);
            }
            Item::Func(f) => {
                if !stmts.is_empty() {
                    emitter.emit(custom_error(
                        Code::MisplacedDeclaration,
                        f.header_span,
                        format!(
                            "function `{}` is declared after a statement: nested functions must come before the statements of a body",
                            f.name.name
                        ),
                        "move this function above the first statement",
                    ));
                }
                funcs.push(f);
            }
            Item::Stmt(s) => stmts.push(s),
        }
    }
    (vars, funcs, stmts)
}

/// Items of an `if`/`while` block: only statements are allowed there.
fn statements_only<Er: CustomError>(items: Vec<Item>, emitter: &mut chumsky::input::Emitter<Er>) -> Vec<Stmt> {
    let mut stmts = Vec::new();
    for item in items {
        match item {
            Item::Stmt(s) => stmts.push(s),
            Item::Var(v) => emitter.emit(custom_error(
                Code::MisplacedDeclaration,
                v.span,
                format!(
                    "variable `{}` is declared inside a block: declarations are only allowed at the start of a function body",
                    v.name.name
                ),
                "declared inside an `if`/`while` block",
            )),
            Item::Func(f) => emitter.emit(custom_error(
                Code::MisplacedDeclaration,
                f.header_span,
                format!(
                    "function `{}` is declared inside a block: functions can only be declared in a function body",
                    f.name.name
                ),
                "declared inside an `if`/`while` block",
            )),
        }
    }
    stmts
}

fn statement_parser<'src, I, E, B, Er>(
    file: FileId,
    expr: E,
    block: B,
) -> impl Parser<'src, I, Stmt, ParseExtra<Er>> + Clone
where
    I: ValueInput<'src, Token = Token, Span = SimpleSpan>,
    Er: SyntaxError<'src, I> + 'src,
    E: Parser<'src, I, Expr, ParseExtra<Er>> + Clone + 'src,
    B: Parser<'src, I, Vec<Stmt>, ParseExtra<Er>> + Clone + 'src,
{
    let sp = move |s: SimpleSpan| Span::new(file, s.into_range());
    let ident = ident_parser(file);
    let semi = just(Token::Semi).labelled("`;`");

    let assign = ident
        .clone()
        .then(expr.clone().delimited_by(just(Token::LBracket), just(Token::RBracket)).or_not())
        .then_ignore(just(Token::Assign))
        .then(expr.clone())
        .then_ignore(semi.clone())
        .map(|((target, index), value)| StmtKind::Assign { target, index, value });
    let call = call_parser(file, expr.clone()).then_ignore(semi.clone()).map(StmtKind::Call);
    let ret = just(Token::KwReturn).ignore_then(expr.clone().or_not()).then_ignore(semi.clone()).map(StmtKind::Return);
    let print = choice((just(Token::KwPrint).to(false), just(Token::KwPrintln).to(true)))
        .then(expr.clone())
        .then_ignore(semi.clone())
        .map(|(newline, value)| StmtKind::Print { value, newline });
    let else_part =
        just(Token::KwElse).ignore_then(block.clone().labelled("`{` (wend requires braces: write `else { if … }`)"));
    let if_ = just(Token::KwIf)
        .ignore_then(expr.clone())
        .then(block.clone())
        .then(else_part.or_not())
        .map(|((cond, then_body), else_body)| StmtKind::If { cond, then_body, else_body });
    let while_ = just(Token::KwWhile).ignore_then(expr).then(block).map(|(cond, body)| StmtKind::While { cond, body });

    choice((if_, while_, ret, print, assign, call))
        .map_with(move |kind, e| Stmt { kind, span: sp(e.span()) })
        .labelled("statement")
        // A broken statement: skip to its `;` (never past the end of the
        // enclosing block) and go on with the next one.
        .recover_with(skip_until(
            none_of([Token::RBrace, Token::LBrace]).ignored(),
            just(Token::Semi).ignored(),
            || Stmt { kind: StmtKind::Error, span: Span::default() },
        ))
        .boxed()
}

fn call_parser<'src, I, E, Er>(file: FileId, expr: E) -> impl Parser<'src, I, Call, ParseExtra<Er>> + Clone
where
    I: ValueInput<'src, Token = Token, Span = SimpleSpan>,
    Er: SyntaxError<'src, I> + 'src,
    E: Parser<'src, I, Expr, ParseExtra<Er>> + Clone,
{
    let sp = move |s: SimpleSpan| Span::new(file, s.into_range());
    ident_parser(file)
        .then(
            expr.separated_by(just(Token::Comma))
                .collect::<Vec<_>>()
                .delimited_by(just(Token::LParen), just(Token::RParen)),
        )
        .map_with(move |(name, args), e| Call { name, args, span: sp(e.span()) })
}

fn expr_parser<'src, I, Er>(file: FileId) -> impl Parser<'src, I, Expr, ParseExtra<Er>> + Clone
where
    I: ValueInput<'src, Token = Token, Span = SimpleSpan>,
    Er: SyntaxError<'src, I> + 'src,
{
    let sp = move |s: SimpleSpan| Span::new(file, s.into_range());
    recursive(move |expr| {
        let literal = select! {
            Token::Int(v) => ExprKind::Int(v),
            Token::KwTrue => ExprKind::Bool(true),
            Token::KwFalse => ExprKind::Bool(false),
            Token::Str(bytes) => ExprKind::Str(bytes),
            Token::Invalid => ExprKind::Error,
        }
        .map_with(move |kind, e| Expr::leaf(kind, sp(e.span())));
        let call = call_parser(file, expr.clone()).map(|c| {
            let span = c.span;
            Expr::node(ExprKind::Call(c), span)
        });
        let index = ident_parser(file)
            .then(expr.clone().delimited_by(just(Token::LBracket), just(Token::RBracket)))
            .map_with(move |(array, index), e| Expr::node(ExprKind::Index(array, Box::new(index)), sp(e.span())));
        let var = ident_parser(file).map(|id| {
            let span = id.span;
            Expr::leaf(ExprKind::Var(id), span)
        });
        let parenthesized = expr.clone().delimited_by(just(Token::LParen), just(Token::RParen)).recover_with(
            via_parser(nested_delimiters(
                Token::LParen,
                Token::RParen,
                [(Token::LBrace, Token::RBrace), (Token::LBracket, Token::RBracket)],
                move |s| Expr::leaf(ExprKind::Error, sp(s)),
            )),
        );
        // `!` applies to a whole comparison (`!a == b` is `!(a == b)`). It may
        // also start an operand, as in the original wend's grammar and in C:
        // `a == !b` is `a == (!b)`, and there too its operand extends over
        // the comparison that follows (`a == !b == c` is `a == !(b == c)`).
        let mut not_level = Recursive::declare();
        let negated = just(Token::Bang).map_with(move |_, e| sp(e.span())).then(not_level.clone()).map(
            |(span, operand): (Span, Expr)| {
                let span = span.to(operand.span);
                Expr::node(ExprKind::Unary(UnaryOp::Not, Box::new(operand)), span)
            },
        );
        let atom = choice((literal, call, index, var, parenthesized, negated)).labelled("expression").boxed();

        let sign = choice((just(Token::Minus).to(UnaryOp::Neg), just(Token::Plus).to(UnaryOp::Plus)))
            .map_with(move |op, e| (op, sp(e.span())));
        let unary = sign
            .repeated()
            .foldr(atom, |(op, span), operand: Expr| {
                let span = span.to(operand.span);
                Expr::node(ExprKind::Unary(op, Box::new(operand)), span)
            })
            .boxed();

        let product = binary_level(
            file,
            unary,
            choice((
                just(Token::Star).to(BinaryOp::Mul),
                just(Token::Slash).to(BinaryOp::Div),
                just(Token::Percent).to(BinaryOp::Rem),
            )),
        );
        let sum = binary_level(
            file,
            product,
            choice((just(Token::Plus).to(BinaryOp::Add), just(Token::Minus).to(BinaryOp::Sub))),
        );
        let cmp_op = choice((
            just(Token::EqEq).to(BinaryOp::Eq),
            just(Token::NotEq).to(BinaryOp::Ne),
            just(Token::LtEq).to(BinaryOp::Le),
            just(Token::GtEq).to(BinaryOp::Ge),
            just(Token::Lt).to(BinaryOp::Lt),
            just(Token::Gt).to(BinaryOp::Gt),
        ));
        let comparison = sum
            .clone()
            .then(cmp_op.map_with(move |op, e| (op, sp(e.span()))).then(sum).repeated().collect::<Vec<_>>())
            .validate(|(first, rest): (Expr, Vec<ComparisonTail>), _, emitter| {
                let mut rest = rest.into_iter();
                let Some(((op, op_span), rhs)) = rest.next() else { return first };
                if let Some(((op2, span2), _)) = rest.next() {
                    emitter.emit(custom_error(
                        Code::UnexpectedToken,
                        span2,
                        format!(
                            "comparison operators cannot be chained: `a {} b {} c`; combine two comparisons with `&&`",
                            op.symbol(),
                            op2.symbol()
                        ),
                        "a second comparison operator",
                    ));
                }
                let span = first.span.to(rhs.span);
                Expr::node(ExprKind::Binary(op, op_span, Box::new(first), Box::new(rhs)), span)
            })
            .boxed();
        // A run of `!` is folded iteratively (no recursion per `!`).
        not_level.define(
            just(Token::Bang)
                .map_with(move |_, e| sp(e.span()))
                .repeated()
                .foldr(comparison, |span, operand: Expr| {
                    let span = span.to(operand.span);
                    Expr::node(ExprKind::Unary(UnaryOp::Not, Box::new(operand)), span)
                })
                .boxed(),
        );
        let and = binary_level(file, not_level, just(Token::AndAnd).to(BinaryOp::And));
        binary_level(file, and, just(Token::OrOr).to(BinaryOp::Or)).labelled("expression")
    })
}

/// `op rhs` after the first operand of a comparison (with the operator's span).
type ComparisonTail = ((BinaryOp, Span), Expr);

/// One left-associative precedence level: `operand (op operand)*`, one
/// `Chain` node however many operands there are (a single operand is
/// returned as it is).
fn binary_level<'src, I, P, O, Er>(
    file: FileId,
    operand: P,
    op: O,
) -> chumsky::Boxed<'src, 'src, I, Expr, ParseExtra<Er>>
where
    I: ValueInput<'src, Token = Token, Span = SimpleSpan>,
    Er: SyntaxError<'src, I> + 'src,
    P: Parser<'src, I, Expr, ParseExtra<Er>> + Clone + 'src,
    O: Parser<'src, I, BinaryOp, ParseExtra<Er>> + Clone + 'src,
{
    let op = op.map_with(move |op, e| (op, Span::new(file, e.span().into_range())));
    let link = op.then(operand.clone()).map(|((op, op_span), operand)| ChainLink { op, op_span, operand });
    operand
        .then(link.repeated().collect::<Vec<_>>())
        .map(|(first, links): (Expr, Vec<ChainLink>)| match links.last() {
            None => first,
            Some(last) => {
                let span = first.span.to(last.operand.span);
                Expr::node(ExprKind::Chain(Box::new(first), links), span)
            }
        })
        .boxed()
}

/// `int`, `bool[8]`: a type as written.
fn ty_spelling(ty: &TypeSpec) -> String {
    let scalar = match ty.scalar {
        TypeName::Int => "int",
        TypeName::Bool => "bool",
    };
    match ty.array_len.as_deref().map(|len| &len.kind) {
        Some(ExprKind::Int(n)) => format!("{scalar}[{n}]"),
        Some(_) => format!("{scalar}[…]"),
        None => scalar.to_string(),
    }
}

/// A custom syntax error with a message and a short label.
fn custom_error<Er: CustomError>(code: Code, span: Span, message: String, label: &str) -> Er {
    Er::custom(SimpleSpan::from(span.range()), super::custom_message(code, &message, label))
}

/// What turning parse errors into diagnostics needs to know.
struct ErrorContext<'a> {
    file: FileId,
    tokens: &'a [(Token, Span)],
    text: &'a str,
}

impl ErrorContext<'_> {
    /// Turn a chumsky error into a diagnostic; `None` for errors at a token
    /// the lexer already reported.
    fn diagnostic(&self, error: Rich<'_, Token, SimpleSpan>) -> Option<Diagnostic> {
        let span = Span::new(self.file, error.span().into_range());
        let (expected, found) = match error.reason() {
            RichReason::Custom(text) => return Some(super::custom_diagnostic(span, text)),
            RichReason::ExpectedFound { expected, found } => (expected, found.as_deref()),
        };
        if found == Some(&Token::Invalid) {
            return None;
        }
        let found_text = found.map_or_else(|| "end of file".to_string(), |tok| tok.to_string());
        let expected_text = describe_expected(expected);
        let message = format!("unexpected {found_text}; expected {expected_text}");
        let previous = self.tokens.iter().take_while(|(_, s)| s.start < span.start).last().map(|(_, s)| *s);
        let mut diagnostic = match previous {
            // A missing `;` (or `)`, `}`) belongs right after the previous
            // token when parsing only failed on a later line.
            Some(prev)
                if expected_text.starts_with('`')
                    && self.text[prev.end as usize..span.start as usize].contains('\n') =>
            {
                let after_prev = Span { start: prev.end, end: prev.end, ..prev };
                let d = Diagnostic::error(Code::UnexpectedToken, after_prev, message)
                    .with_label(format!("expected {expected_text} after this"));
                match found {
                    Some(_) => d.with_secondary(span, format!("found {found_text}")),
                    None => d,
                }
            }
            _ => {
                let label = match found {
                    Some(_) => format!("expected {expected_text} here"),
                    None => format!("the file ends here, but {expected_text} should follow"),
                };
                Diagnostic::error(Code::UnexpectedToken, span, message).with_label(label)
            }
        };
        if found.is_none() {
            if let Some(open) = self.innermost_unclosed_bracket() {
                diagnostic = diagnostic.with_secondary(open, "this bracket is never closed");
            }
        }
        Some(diagnostic)
    }

    /// The last `(`, `{` or `[` left open at the end of the file.
    fn innermost_unclosed_bracket(&self) -> Option<Span> {
        let mut open = Vec::new();
        for (tok, span) in self.tokens {
            match tok {
                Token::LParen | Token::LBrace | Token::LBracket => open.push(*span),
                Token::RParen | Token::RBrace | Token::RBracket => {
                    open.pop();
                }
                _ => {}
            }
        }
        open.pop()
    }
}

/// "`;`", "`;` or `)`", "an expression, `(` or `;`", … with operator
/// tokens summarised as "an operator".
fn describe_expected(expected: &[RichPattern<'_, Token>]) -> String {
    let mut items: Vec<String> = Vec::new();
    let mut operators = false;
    for pattern in expected {
        let item = match pattern {
            RichPattern::Token(tok) => {
                let tok: &Token = tok;
                if is_binary_operator(tok) {
                    operators = true;
                    continue;
                }
                format!("`{}`", tok.spelling())
            }
            RichPattern::Label(label) => {
                let label = label.to_string();
                if label.starts_with('`') || label.starts_with("end") {
                    label
                } else {
                    let article = if label.starts_with(['a', 'e', 'i', 'o', 'u']) { "an" } else { "a" };
                    format!("{article} {label}")
                }
            }
            RichPattern::Identifier(name) => format!("`{name}`"),
            RichPattern::Any => "more input".to_string(),
            RichPattern::SomethingElse => "something else".to_string(),
            RichPattern::EndOfInput => "end of file".to_string(),
        };
        if !items.contains(&item) {
            items.push(item);
        }
    }
    if operators {
        items.push("an operator".to_string());
    }
    match items.len() {
        0 => "something else".to_string(),
        1 => items.remove(0),
        _ => {
            let last = items.pop().unwrap();
            format!("{} or {last}", items.join(", "))
        }
    }
}

fn is_binary_operator(tok: &Token) -> bool {
    matches!(
        tok,
        Token::Plus
            | Token::Minus
            | Token::Star
            | Token::Slash
            | Token::Percent
            | Token::EqEq
            | Token::NotEq
            | Token::Lt
            | Token::LtEq
            | Token::Gt
            | Token::GtEq
            | Token::AndAnd
            | Token::OrOr
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frontend::{lexer, test_program_sources};

    /// The syntax tree (as text) and whether any error was reported, when
    /// parsing `tokens` with error type `$error`.
    macro_rules! attempt {
        ($error:ty, $tokens:expr, $eof:expr) => {{
            let simple = simple_tokens(&$tokens);
            let input = simple.as_slice().map(SimpleSpan::from($eof..$eof), |(t, s)| (t, s));
            let result = unit_parser::<_, $error>(FileId(0)).parse(input);
            (format!("{:?}", result.output()), result.has_errors())
        }};
    }

    /// The fast first attempt (`Cheap` errors) must build exactly what the
    /// `Rich` parse builds, and fail exactly when it fails: `parse` trusts
    /// its output whenever it reports no error.
    #[test]
    fn cheap_and_rich_parses_agree_on_every_test_program() {
        let mut failing = 0;
        for (name, text) in test_program_sources() {
            let (tokens, lex_errors) = lexer::lex(FileId(0), &text);
            if !lex_errors.is_empty() || check_nesting(&tokens).is_some() {
                continue;
            }
            let cheap = attempt!(Cheap, tokens, text.len());
            let rich = attempt!(Rich<'_, Token, SimpleSpan>, tokens, text.len());
            assert_eq!(cheap, rich, "{name}: the two parses differ");
            failing += rich.1 as usize;
        }
        assert!(failing >= 5, "the invalid programs should exercise the error paths (only {failing} failed)");
    }

    /// What the fast path and the grammar make of `text`: each one's AST
    /// as text, `None` where it gives up or reports an error.
    fn both_parses(text: &str) -> Option<(Option<String>, Option<String>)> {
        let (tokens, lex_errors) = lexer::lex(FileId(0), text);
        if !lex_errors.is_empty() || check_nesting(&tokens).is_some() {
            return None;
        }
        let fast = crate::frontend::fast_parser::parse(&tokens).map(|funcs| format!("{funcs:?}"));
        let (unit, errors) = combinator_parse(FileId(0), &tokens, text);
        let grammar = unit.filter(|_| errors.is_empty()).map(|u| format!("{:?}", u.funcs));
        Some((fast, grammar))
    }

    /// The fast path builds exactly the grammar's AST (nodes, spans,
    /// depths) on every program without syntax errors, and gives up on
    /// every program with one.
    #[test]
    fn the_fast_parser_builds_what_the_grammar_builds() {
        let mut sources = test_program_sources();
        let bench = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../bench/programs");
        for entry in std::fs::read_dir(bench).expect("bench/programs is readable") {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "wend") {
                sources.push((path.display().to_string(), std::fs::read_to_string(&path).unwrap()));
            }
        }
        let corners = [
            "main() { bool a; int x; println !a == !a; println -!a; println - -x + +x * -(x); println !!!a && !(x < 1) || a == !a; }",
            "main() { int[4] a; int f(int[2] b, bool c) { return b[0]; } g() { } a[1 + 2] = f(a, true) % 3 / 2; g(); return; }",
            "int[3] f() { } bool g(int x) { if x > 0 { return true; } else { return false; } } main() { while g(1) { } }",
            "main() { print \"a\\n\"; println 1 - 2 - 3 * 4 / 5 % 6 + f(1, 2)[3]; }",
            "main() { int x = 1; }",
            "main() { x = 1 < 2 < 3; }",
            "main() { if x { } else if y { } }",
            "main() { println x; int y; }",
            "main() { f(); g() { } }",
            "main() { print 1 }",
            "main() { println (1 + ; }",
        ];
        for (k, text) in corners.iter().enumerate() {
            sources.push((format!("corner {k}"), text.to_string()));
        }
        let (mut agreed, mut rejected) = (0, 0);
        for (name, text) in &sources {
            let Some((fast, grammar)) = both_parses(text) else { continue };
            assert_eq!(fast, grammar, "{name}: the fast parser and the grammar differ");
            agreed += fast.is_some() as usize;
            rejected += fast.is_none() as usize;
        }
        assert!(agreed > 200 && rejected >= 10, "{agreed} parsed, {rejected} rejected");
    }

    /// Programs with one token dropped or repeated: wherever the fast path
    /// parses one, the grammar parses it the same way without an error,
    /// and the other way round.
    #[test]
    fn the_fast_parser_agrees_on_mutated_programs() {
        let sources = test_program_sources();
        let mut seed = 0x9E37_79B9_7F4A_7C15_u64;
        let mut checked = 0;
        for (name, text) in sources.iter().take(80) {
            let (tokens, _) = lexer::lex(FileId(0), text);
            for _ in 0..6 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let Some((_, span)) = tokens.get(seed as usize % tokens.len().max(1)) else { continue };
                let (start, end) = (span.start as usize, span.end as usize);
                let mutated = if seed & 1 == 0 {
                    format!("{} {}", &text[..start], &text[end..])
                } else {
                    format!("{} {}", &text[..end], &text[start..])
                };
                let Some((fast, grammar)) = both_parses(&mutated) else { continue };
                assert_eq!(fast, grammar, "{name} mutated at {start}..{end}:\n{mutated}");
                checked += 1;
            }
        }
        assert!(checked > 300, "only {checked} mutated programs checked");
    }
}
