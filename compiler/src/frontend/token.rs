//! Tokens of wend, as produced by the lexer and consumed by the parser.

use std::fmt;

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Token {
    /// A decimal literal, already range-checked: `2147483648` is stored as
    /// `i32::MIN` (WEND.md: it wraps, so `-2147483648` works as written).
    Int(i32),
    /// A string literal's bytes, escapes already decoded.
    Str(Vec<u8>),
    Ident(String),
    // keywords
    KwInt,
    KwBool,
    KwTrue,
    KwFalse,
    KwIf,
    KwElse,
    KwWhile,
    KwReturn,
    KwPrint,
    KwPrintln,
    // punctuation
    LParen,
    RParen,
    LBrace,
    RBrace,
    LBracket,
    RBracket,
    Comma,
    Semi,
    Assign,
    // operators
    Plus,
    Minus,
    Star,
    Slash,
    Percent,
    EqEq,
    NotEq,
    Lt,
    LtEq,
    Gt,
    GtEq,
    AndAnd,
    OrOr,
    Bang,
    /// A character the lexer rejected (already reported). The parser takes
    /// it as an erroneous expression so that one bad character does not
    /// cause a second, confusing syntax error.
    Invalid,
}

impl Token {
    pub fn keyword(word: &str) -> Option<Token> {
        Some(match word {
            "int" => Token::KwInt,
            "bool" => Token::KwBool,
            "true" => Token::KwTrue,
            "false" => Token::KwFalse,
            "if" => Token::KwIf,
            "else" => Token::KwElse,
            "while" => Token::KwWhile,
            "return" => Token::KwReturn,
            "print" => Token::KwPrint,
            "println" => Token::KwPrintln,
            _ => return None,
        })
    }

    /// How the token is spelled in source (for "expected `;`" messages).
    pub fn spelling(&self) -> &'static str {
        match self {
            Token::Int(_) => "integer",
            Token::Str(_) => "string",
            Token::Ident(_) => "identifier",
            Token::KwInt => "int",
            Token::KwBool => "bool",
            Token::KwTrue => "true",
            Token::KwFalse => "false",
            Token::KwIf => "if",
            Token::KwElse => "else",
            Token::KwWhile => "while",
            Token::KwReturn => "return",
            Token::KwPrint => "print",
            Token::KwPrintln => "println",
            Token::LParen => "(",
            Token::RParen => ")",
            Token::LBrace => "{",
            Token::RBrace => "}",
            Token::LBracket => "[",
            Token::RBracket => "]",
            Token::Comma => ",",
            Token::Semi => ";",
            Token::Assign => "=",
            Token::Plus => "+",
            Token::Minus => "-",
            Token::Star => "*",
            Token::Slash => "/",
            Token::Percent => "%",
            Token::EqEq => "==",
            Token::NotEq => "!=",
            Token::Lt => "<",
            Token::LtEq => "<=",
            Token::Gt => ">",
            Token::GtEq => ">=",
            Token::AndAnd => "&&",
            Token::OrOr => "||",
            Token::Bang => "!",
            Token::Invalid => "<invalid>",
        }
    }
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Token::Int(v) => write!(f, "integer `{}`", if *v == i32::MIN { 2147483648 } else { *v as i64 }),
            Token::Str(_) => f.write_str("string literal"),
            Token::Ident(name) => write!(f, "identifier `{name}`"),
            Token::Invalid => f.write_str("invalid character"),
            other if other.spelling().as_bytes()[0].is_ascii_lowercase() => {
                write!(f, "keyword `{}`", other.spelling())
            }
            other => write!(f, "`{}`", other.spelling()),
        }
    }
}
