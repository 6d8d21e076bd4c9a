//! The lexer: source text to a list of spanned tokens (chumsky 0.10).
//!
//! Lexical rules (WEND.md): `//` comments, whitespace = space, tab, CR, LF;
//! identifiers `[A-Za-z_][A-Za-z0-9_]*`; decimal integer literals that fit in
//! 32 bits, where `2147483648` is accepted and wraps to `-2147483648`;
//! strings with C escapes (`\n \t \r \\ \" \'`, octal `\NNN`, hex `\xHH`)
//! whose bytes, UTF-8 included, are kept as they are.
//!
//! Errors do not stop the lexer: an unexpected character is reported and
//! skipped, so one run reports every lexical error, and the parser still
//! sees the tokens around it.
//!
//! Speed: a file is first lexed by `fast_lex`, a plain loop over its bytes
//! that gives up at the first thing that is not a valid token. Only then
//! do the chumsky lexers run (as the parser does, a cheap attempt and, if
//! it fails, one that builds the diagnostics), so a valid file costs one
//! pass over its bytes and a file with errors gets the same messages.

use chumsky::prelude::*;

use super::token::Token;
use super::{custom_message, output_if_clean, SyntaxError};
use crate::diag::{Code, Diagnostic, FileId, Span};
use chumsky::label::LabelError;
use chumsky::text::TextExpected;

/// The lexer's error type: `Rich` or `Cheap` (see [`SyntaxError`]).
trait LexError<'src>:
    'src + SyntaxError<'src, &'src str> + LabelError<'src, &'src str, TextExpected<'src, &'src str>>
{
}

impl<'src, E> LexError<'src> for E where
    E: 'src + SyntaxError<'src, &'src str> + LabelError<'src, &'src str, TextExpected<'src, &'src str>>
{
}

type LexExtra<E> = extra::Err<E>;

/// Lex a whole file. Tokens come with their spans; diagnostics are sorted by
/// position.
pub fn lex(file: FileId, text: &str) -> (Vec<(Token, Span)>, Vec<Diagnostic>) {
    if let Some(tokens) = fast_lex(file, text) {
        return (tokens, Vec::new());
    }
    if let Some(tokens) = output_if_clean(lexer::<Cheap>().parse(text)) {
        return (spanned(file, tokens), Vec::new());
    }
    let (tokens, errors) = lexer::<Rich<'_, char, SimpleSpan>>().parse(text).into_output_errors();
    let diagnostics = errors.into_iter().map(|e| lex_error_to_diagnostic(file, text, e)).collect();
    (spanned(file, tokens.unwrap_or_default()), diagnostics)
}

/// The tokens of `text` if it has no lexical error, else `None`: the same
/// tokens and spans as the chumsky lexer makes (`lexer`), by hand.
fn fast_lex(file: FileId, text: &str) -> Option<Vec<(Token, Span)>> {
    let bytes = text.as_bytes();
    let mut tokens = Vec::with_capacity(bytes.len() / 4);
    let mut at = 0;
    while at < bytes.len() {
        let start = at;
        let c = bytes[at];
        let token = match c {
            b' ' | b'\t' | b'\r' | b'\n' => {
                at += 1;
                continue;
            }
            b'/' if bytes.get(at + 1) == Some(&b'/') => {
                at = bytes[at..].iter().position(|&b| b == b'\n').map_or(bytes.len(), |n| at + n);
                continue;
            }
            b'A'..=b'Z' | b'a'..=b'z' | b'_' => {
                at += bytes[at..]
                    .iter()
                    .position(|b| !(b.is_ascii_alphanumeric() || *b == b'_'))
                    .unwrap_or(bytes.len() - at);
                let word = &text[start..at];
                Token::keyword(word).unwrap_or_else(|| Token::Ident(word.to_string()))
            }
            b'0'..=b'9' => {
                at += bytes[at..].iter().position(|b| !b.is_ascii_digit()).unwrap_or(bytes.len() - at);
                match text[start..at].parse::<u64>() {
                    Ok(v) if v <= 2_147_483_648 => Token::Int(v as u32 as i32),
                    _ => return None,
                }
            }
            b'"' => {
                let (token, end) = fast_string(bytes, at)?;
                at = end;
                token
            }
            _ => {
                let two = |second: u8, long: Token, short: Token| {
                    if bytes.get(at + 1) == Some(&second) {
                        (long, 2)
                    } else {
                        (short, 1)
                    }
                };
                let (token, len) = match c {
                    b'(' => (Token::LParen, 1),
                    b')' => (Token::RParen, 1),
                    b'{' => (Token::LBrace, 1),
                    b'}' => (Token::RBrace, 1),
                    b'[' => (Token::LBracket, 1),
                    b']' => (Token::RBracket, 1),
                    b',' => (Token::Comma, 1),
                    b';' => (Token::Semi, 1),
                    b'=' => two(b'=', Token::EqEq, Token::Assign),
                    b'!' => two(b'=', Token::NotEq, Token::Bang),
                    b'<' => two(b'=', Token::LtEq, Token::Lt),
                    b'>' => two(b'=', Token::GtEq, Token::Gt),
                    b'&' if bytes.get(at + 1) == Some(&b'&') => (Token::AndAnd, 2),
                    b'|' if bytes.get(at + 1) == Some(&b'|') => (Token::OrOr, 2),
                    b'+' => (Token::Plus, 1),
                    b'-' => (Token::Minus, 1),
                    b'*' => (Token::Star, 1),
                    b'/' => (Token::Slash, 1),
                    b'%' => (Token::Percent, 1),
                    _ => return None,
                };
                at += len;
                token
            }
        };
        tokens.push((token, Span::new(file, start..at)));
    }
    Some(tokens)
}

/// The string literal starting at `bytes[start]` (a `"`) and where it
/// ends, if it is well formed (see `string_literal` for the rules).
fn fast_string(bytes: &[u8], start: usize) -> Option<(Token, usize)> {
    let mut value = Vec::new();
    let mut at = start + 1;
    loop {
        match *bytes.get(at)? {
            b'"' => return Some((Token::Str(value), at + 1)),
            b'\n' => return None,
            b'\\' => {
                at += 1;
                let c = *bytes.get(at)?;
                let byte = match c {
                    b'n' => b'\n',
                    b't' => b'\t',
                    b'r' => b'\r',
                    b'\\' | b'"' | b'\'' => c,
                    b'x' => {
                        let digits = bytes[at + 1..].iter().take(2).take_while(|b| b.is_ascii_hexdigit()).count();
                        let hex = std::str::from_utf8(&bytes[at + 1..at + 1 + digits]).ok()?;
                        at += digits;
                        u8::from_str_radix(hex, 16).ok()?
                    }
                    b'0'..=b'7' => {
                        let digits = bytes[at..].iter().take(3).take_while(|b| (b'0'..=b'7').contains(b)).count();
                        let octal = std::str::from_utf8(&bytes[at..at + digits]).ok()?;
                        at += digits - 1;
                        u8::try_from(u32::from_str_radix(octal, 8).ok()?).ok()?
                    }
                    _ => return None,
                };
                value.push(byte);
                at += 1;
            }
            b => {
                value.push(b);
                at += 1;
            }
        }
    }
}

fn spanned(file: FileId, tokens: Vec<(Token, SimpleSpan)>) -> Vec<(Token, Span)> {
    tokens.into_iter().map(|(tok, span)| (tok, Span::new(file, span.into_range()))).collect()
}

fn lexer<'src, Er: LexError<'src>>() -> impl Parser<'src, &'src str, Vec<(Token, SimpleSpan)>, LexExtra<Er>> {
    // Most frequent first: every failed alternative costs an error record.
    let token = choice((word(), punctuation(), operator(), int_literal(), string_literal()))
        .map_with(|tok, e| (tok, e.span()))
        // An unexpected character: report it, turn it (with the identifier
        // characters glued to it, as in `$total`) into one `Invalid` token,
        // and go on lexing.
        .recover_with(via_parser(
            any()
                .then(any().filter(|c: &char| c.is_ascii_alphanumeric() || *c == '_').repeated())
                .map_with(|_, e| (Token::Invalid, e.span())),
        ));
    token.padded_by(padding()).repeated().collect().then_ignore(padding()).then_ignore(end())
}

/// Whitespace and comments.
fn padding<'src, Er: LexError<'src>>() -> impl Parser<'src, &'src str, (), LexExtra<Er>> + Clone {
    // A run of blanks at once (one step of the loop below, not one per
    // character: generated and deeply nested code is mostly indentation).
    let whitespace = any().filter(|c: &char| matches!(c, ' ' | '\t' | '\r' | '\n')).repeated().at_least(1).ignored();
    let comment = just("//").then(none_of('\n').repeated()).ignored();
    choice((whitespace, comment)).repeated()
}

fn int_literal<'src, Er: LexError<'src>>() -> impl Parser<'src, &'src str, Token, LexExtra<Er>> + Clone {
    text::digits(10).to_slice().validate(|digits: &str, e, emitter| {
        // WEND.md: values must fit in 32 bits, and 2147483648 wraps to
        // -2147483648 so that `-2147483648` can be written.
        match digits.parse::<u64>() {
            Ok(v) if v <= 2_147_483_648 => Token::Int(v as u32 as i32),
            _ => {
                emitter.emit(Er::custom(
                    e.span(),
                    custom_message(
                        Code::MalformedLiteral,
                        &format!("integer literal `{digits}` does not fit in 32 bits (the largest is 2147483647)"),
                        "too large for an int",
                    ),
                ));
                Token::Int(0)
            }
        }
    })
}

/// A piece of a string literal: a character as written, or one byte from an
/// escape sequence.
#[derive(Clone)]
enum StrPiece {
    Char(char),
    Byte(u8),
}

fn string_literal<'src, Er: LexError<'src>>() -> impl Parser<'src, &'src str, Token, LexExtra<Er>> + Clone {
    let simple_escape = choice((
        just('n').to(b'\n'),
        just('t').to(b'\t'),
        just('r').to(b'\r'),
        just('\\').to(b'\\'),
        just('"').to(b'"'),
        just('\'').to(b'\''),
    ));
    let hex_escape = just('x').ignore_then(
        any().filter(|c: &char| c.is_ascii_hexdigit()).repeated().at_most(2).to_slice().validate(
            |hex: &str, e, emitter| match u8::from_str_radix(hex, 16) {
                Ok(b) => b,
                Err(_) => {
                    emitter.emit(Er::custom(
                        e.span(),
                        custom_message(
                            Code::MalformedLiteral,
                            "`\\x` must be followed by one or two hex digits",
                            "expected a hex digit after this",
                        ),
                    ));
                    0
                }
            },
        ),
    );
    let octal_escape =
        any().filter(|c: &char| ('0'..='7').contains(c)).repeated().at_least(1).at_most(3).to_slice().validate(
            |oct: &str, e, emitter| {
                let v = u32::from_str_radix(oct, 8).unwrap_or(0);
                u8::try_from(v).unwrap_or_else(|_| {
                    emitter.emit(Er::custom(
                        e.span(),
                        custom_message(
                            Code::MalformedLiteral,
                            &format!("octal escape `\\{oct}` is larger than 255"),
                            "a byte is at most \\377",
                        ),
                    ));
                    0
                })
            },
        );
    let unknown_escape = none_of('\n').validate(|c: char, e, emitter| {
        emitter.emit(Er::custom(
            e.span(),
            custom_message(
                Code::MalformedLiteral,
                &format!("unknown escape sequence `\\{c}`"),
                "known escapes: \\n \\t \\r \\\\ \\\" \\' \\NNN \\xHH",
            ),
        ));
        0u8
    });
    let escape =
        just('\\').ignore_then(choice((simple_escape, hex_escape, octal_escape, unknown_escape))).map(StrPiece::Byte);
    let plain = none_of("\\\"\n").map(StrPiece::Char);
    just('"')
        .ignore_then(choice((escape, plain)).repeated().collect::<Vec<StrPiece>>())
        .then(just('"').or_not())
        .validate(|(pieces, closed), e, emitter| {
            if closed.is_none() {
                emitter.emit(Er::custom(
                    e.span(),
                    custom_message(
                        Code::MalformedLiteral,
                        "unterminated string literal",
                        "this string is not closed before the end of the line",
                    ),
                ));
            }
            Token::Str(string_bytes(&pieces))
        })
}

fn string_bytes(pieces: &[StrPiece]) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(pieces.len());
    for piece in pieces {
        match *piece {
            StrPiece::Byte(b) => bytes.push(b),
            StrPiece::Char(c) => bytes.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes()),
        }
    }
    bytes
}

/// Identifiers and keywords.
fn word<'src, Er: LexError<'src>>() -> impl Parser<'src, &'src str, Token, LexExtra<Er>> + Clone {
    text::ascii::ident().map(|w: &str| Token::keyword(w).unwrap_or_else(|| Token::Ident(w.to_string())))
}

fn operator<'src, Er: LexError<'src>>() -> impl Parser<'src, &'src str, Token, LexExtra<Er>> + Clone {
    choice((
        just("==").to(Token::EqEq),
        just("!=").to(Token::NotEq),
        just("<=").to(Token::LtEq),
        just(">=").to(Token::GtEq),
        just("&&").to(Token::AndAnd),
        just("||").to(Token::OrOr),
        just('<').to(Token::Lt),
        just('>').to(Token::Gt),
        just('=').to(Token::Assign),
        just('+').to(Token::Plus),
        just('-').to(Token::Minus),
        just('*').to(Token::Star),
        just('/').to(Token::Slash),
        just('%').to(Token::Percent),
        just('!').to(Token::Bang),
    ))
}

fn punctuation<'src, Er: LexError<'src>>() -> impl Parser<'src, &'src str, Token, LexExtra<Er>> + Clone {
    choice((
        just('(').to(Token::LParen),
        just(')').to(Token::RParen),
        just('{').to(Token::LBrace),
        just('}').to(Token::RBrace),
        just('[').to(Token::LBracket),
        just(']').to(Token::RBracket),
        just(',').to(Token::Comma),
        just(';').to(Token::Semi),
    ))
}

fn lex_error_to_diagnostic(file: FileId, text: &str, error: Rich<'_, char, SimpleSpan>) -> Diagnostic {
    let range = error.span().into_range();
    match error.reason() {
        chumsky::error::RichReason::Custom(text) => super::custom_diagnostic(Span::new(file, range), text),
        chumsky::error::RichReason::ExpectedFound { found, .. } => {
            let Some(c) = found.as_deref().copied().or_else(|| text[range.start..].chars().next()) else {
                return Diagnostic::error(Code::UnexpectedToken, Span::new(file, range), "unexpected end of file");
            };
            // Point at the one offending character (the error's span may
            // start a little before it, where the failed token began).
            let at = text[range.start..]
                .char_indices()
                .find(|&(_, ch)| ch == c)
                .map_or(range.start, |(i, _)| range.start + i);
            let span = Span::new(file, at..at + c.len_utf8());
            let shown = describe_char(c);
            let diag = Diagnostic::error(Code::UnexpectedCharacter, span, format!("unexpected character {shown}"))
                .with_label("wend has no token starting with this character");
            match c {
                '&' => diag.with_help("the logical `and` operator is `&&`"),
                '|' => diag.with_help("the logical `or` operator is `||`"),
                '\'' => diag.with_help("string literals use double quotes: \"...\""),
                _ => diag,
            }
        }
    }
}

/// A character as shown in a message: printable ones quoted, others as
/// their Unicode code point (a NUL byte must not reach the terminal).
pub fn describe_char(c: char) -> String {
    if c.is_control() || c.is_whitespace() || c == '\u{FEFF}' {
        format!("U+{:04X}", c as u32)
    } else {
        format!("`{c}`")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(src: &str) -> Vec<Token> {
        let (toks, errs) = lex(FileId(0), src);
        assert!(errs.is_empty(), "unexpected errors: {errs:?}");
        toks.into_iter().map(|(t, _)| t).collect()
    }

    fn errors(src: &str) -> Vec<String> {
        lex(FileId(0), src).1.into_iter().map(|d| d.message).collect()
    }

    #[test]
    fn keywords_identifiers_and_operators() {
        assert_eq!(
            tokens("while x1 <= _y && !b // done\n"),
            vec![
                Token::KwWhile,
                Token::Ident("x1".into()),
                Token::LtEq,
                Token::Ident("_y".into()),
                Token::AndAnd,
                Token::Bang,
                Token::Ident("b".into()),
            ]
        );
    }

    #[test]
    fn integer_literal_limits() {
        assert_eq!(tokens("2147483647"), vec![Token::Int(i32::MAX)]);
        assert_eq!(tokens("2147483648"), vec![Token::Int(i32::MIN)]);
        assert_eq!(errors("2147483649").len(), 1);
        assert_eq!(errors("99999999999999999999999").len(), 1);
    }

    #[test]
    fn string_escapes_decode_to_bytes() {
        assert_eq!(
            tokens(r#""a\n\t\"\\\033[1m\x41\x7fé\0""#),
            vec![Token::Str(b"a\n\t\"\\\x1b[1mA\x7f\xc3\xa9\0".to_vec())]
        );
    }

    #[test]
    fn string_errors() {
        assert!(errors(r#""\q""#)[0].contains("unknown escape sequence `\\q`"));
        assert!(errors(r#""\xZZ""#)[0].contains("hex digits"));
        assert!(errors(r#""\777""#)[0].contains("larger than 255"));
        assert!(errors("\"abc\n\"")[0].contains("unterminated"));
    }

    #[test]
    fn unexpected_characters_are_reported_and_skipped() {
        let (toks, errs) = lex(FileId(0), "a @ b \0 c");
        assert_eq!(toks.len(), 5);
        assert_eq!(toks[1].0, Token::Invalid);
        assert_eq!(errs.len(), 2);
        assert!(errs[0].message.contains("`@`"));
        assert!(errs[1].message.contains("U+0000"));
    }

    /// The hand-written lexer and the chumsky one, on `text`: the same
    /// tokens and spans where chumsky finds no error, and `None` where it
    /// finds one.
    fn assert_fast_lex_agrees(name: &str, text: &str) {
        let fast = fast_lex(FileId(0), text);
        let slow = lexer::<Cheap>().parse(text);
        if slow.has_errors() {
            assert!(fast.is_none(), "{name}: the fast lexer accepts what chumsky rejects: {text:?}");
        } else {
            let slow = spanned(FileId(0), slow.into_output().unwrap());
            assert_eq!(fast.as_ref(), Some(&slow), "{name}: {text:?}");
        }
    }

    #[test]
    fn the_fast_lexer_agrees_with_chumsky_on_every_test_program() {
        for (name, text) in crate::frontend::test_program_sources() {
            assert_fast_lex_agrees(&name, &text);
        }
    }

    #[test]
    fn the_fast_lexer_agrees_with_chumsky_on_every_short_text() {
        // Every text of up to three pieces from a set with each token's
        // start, escape, separator and error character: the corners where
        // two lexers drift apart (`=<`, `a//b`, `"\x4"`, `12ab`, `&|`).
        let pieces = [
            "a",
            "_b1",
            "int",
            "12",
            "2147483648",
            "2147483649",
            "007",
            "=",
            "==",
            "!",
            "<",
            ">",
            "&",
            "&&",
            "|",
            "/",
            "//",
            "-",
            "%",
            "(",
            "}",
            " ",
            "\t",
            "\n",
            "\r",
            "\u{b}",
            "\"",
            "\\",
            "\\x",
            "\\x4f",
            "\\xg",
            "\\0",
            "\\377",
            "\\400",
            "\\q",
            "\\'",
            "é",
            "@",
            "\0",
            "\u{feff}",
        ];
        let mut text = String::new();
        for a in pieces {
            for b in pieces {
                for c in ["", "\"", " x", "/", "="] {
                    text.clear();
                    text.push_str(a);
                    text.push_str(b);
                    text.push_str(c);
                    assert_fast_lex_agrees("generated", &text);
                    let quoted = format!("\"{text}\"");
                    assert_fast_lex_agrees("generated", &quoted);
                }
            }
        }
    }

    /// See the parser's test of the same name: the fast first attempt must
    /// agree with the `Rich` one on tokens and on whether anything failed.
    #[test]
    fn cheap_and_rich_lexes_agree_on_every_test_program() {
        let mut failing = 0;
        for (name, text) in crate::frontend::test_program_sources() {
            let cheap = lexer::<Cheap>().parse(text.as_str());
            let rich = lexer::<Rich<'_, char, SimpleSpan>>().parse(text.as_str());
            assert_eq!(cheap.has_errors(), rich.has_errors(), "{name}");
            failing += rich.has_errors() as usize;
            assert_eq!(cheap.into_output(), rich.into_output(), "{name}");
        }
        assert!(failing > 3, "the invalid programs should exercise the lexer's errors (only {failing} failed)");
    }
}
