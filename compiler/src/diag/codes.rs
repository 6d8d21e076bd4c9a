//! Error codes: every error wendc reports about a program carries one
//! (`error[E0012]: undefined variable `y``), and `wendc --explain-error
//! E0012` prints the longer text here: what the rule is, an example that
//! breaks it, and how to fix it.
//!
//! The codes are stable: a code is never reused for another error. Each
//! explanation's first ```` ```wend ```` block is a program that must fail
//! with exactly that code, and its second (when there is one) the fixed
//! program, which must compile; the tests compile both.

/// The kinds of error in a wend program.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Code {
    UnexpectedToken,
    UnexpectedCharacter,
    MalformedLiteral,
    MisplacedDeclaration,
    TooDeep,
    NotUtf8,
    InitializedDeclaration,
    ProgramShape,
    DuplicateDeclaration,
    ArrayParameterOrResult,
    BadArrayLength,
    UndefinedVariable,
    UndefinedFunction,
    NoMatchingOverload,
    MismatchedTypes,
    WholeArray,
    NotAnArray,
    IndexOutOfRange,
    ReturnMismatch,
    MissingReturn,
    NoValue,
    StringAsValue,
}

struct Entry {
    code: Code,
    id: &'static str,
    title: &'static str,
    text: &'static str,
}

const ENTRIES: &[Entry] = &[
    Entry {
        code: Code::UnexpectedToken,
        id: "E0001",
        title: "syntax error",
        text: "The parser found a token where the grammar does not allow it: a missing `;`,
an unbalanced bracket, an operator with no operand.

```wend
main() {
    int x;
    x = 1
    println x;
}
```

Every statement ends with `;`:

```wend
main() {
    int x;
    x = 1;
    println x;
}
```

wendc skips the broken statement and goes on, so the errors after it are
reported in the same run.",
    },
    Entry {
        code: Code::UnexpectedCharacter,
        id: "E0002",
        title: "unexpected character",
        text: "No wend token starts with this character (wend has no `&`, `|`, `^`, `~`,
`#`, `'`, `.` …).

```wend
main() {
    println 6 & 3;
}
```

The logical operators are `&&`, `||` and `!`; there are no bitwise ones:

```wend
main() {
    println 6 > 3 && 3 > 1;
}
```",
    },
    Entry {
        code: Code::MalformedLiteral,
        id: "E0003",
        title: "malformed literal",
        text: "An integer literal larger than 2147483648, a string literal that is not
closed on its line, or an escape sequence wend does not know (the escapes are
C's: `\\n \\t \\r \\\\ \\\" \\'`, octal `\\NNN` up to `\\377`, hex `\\xHH`).

```wend
main() {
    println 4294967296;
}
```

Integers are 32 bits:

```wend
main() {
    println 2147483647;
}
```",
    },
    Entry {
        code: Code::MisplacedDeclaration,
        id: "E0004",
        title: "declaration in the wrong place",
        text: "A function body has three parts, in this order: variable declarations,
nested functions, statements. `if` and `while` blocks hold statements only.

```wend
main() {
    println 1;
    int x;
}
```

Declare first:

```wend
main() {
    int x;
    println 1;
}
```",
    },
    Entry {
        code: Code::TooDeep,
        id: "E0005",
        title: "nested too deeply",
        text: "Brackets, blocks or expressions nested deeper than wendc's limit (a few
hundred levels). The limit keeps compilation fast and its stack bounded;
split the expression into statements that use variables.",
    },
    Entry {
        code: Code::NotUtf8,
        id: "E0006",
        title: "source file is not UTF-8",
        text: "wend source files are UTF-8 text. The file contains a byte sequence that is
not UTF-8 (often a file saved as Latin-1 or UTF-16); the error points at the
first such byte. Save the file as UTF-8.",
    },
    Entry {
        code: Code::InitializedDeclaration,
        id: "E0007",
        title: "declaration with an initial value",
        text: "wend declarations name a variable and nothing else; variables start at zero
(or `false`). Give the value with an assignment among the statements.

```wend
main() {
    int x = 5;
    println x;
}
```

Declare, then assign:

```wend
main() {
    int x;
    x = 5;
    println x;
}
```",
    },
    Entry {
        code: Code::ProgramShape,
        id: "E0008",
        title: "the program is not one `main()`",
        text: "A wend program is exactly one function, `main()`, with no parameters and no
return type; every other function is nested inside it.

```wend
int twice(int x) { return 2 * x; }
main() {
    println twice(4);
}
```

Nest the function:

```wend
main() {
    int twice(int x) { return 2 * x; }
    println twice(4);
}
```",
    },
    Entry {
        code: Code::DuplicateDeclaration,
        id: "E0009",
        title: "declared twice",
        text: "A name is declared twice in one function body: two variables (or a variable
and a parameter) with the same name, or two functions with the same name and
the same parameter types. Functions may share a name when their parameter
types differ (overloading), and an inner function body may reuse an outer
name (shadowing).

```wend
main() {
    int n;
    bool n;
}
```

```wend
main() {
    int n;
    bool done;
}
```",
    },
    Entry {
        code: Code::ArrayParameterOrResult,
        id: "E0010",
        title: "array parameter or result",
        text: "Arrays cannot be passed to or returned from functions. A nested function sees
the arrays of the functions around it, so declare the array in an enclosing
function and use it directly.

```wend
main() {
    int first(int[4] a) { return a[0]; }
}
```

```wend
main() {
    int[4] a;
    int first() { return a[0]; }
    println first();
}
```",
    },
    Entry {
        code: Code::BadArrayLength,
        id: "E0011",
        title: "invalid array length",
        text: "The length of an array is a positive integer literal, at most 2^27 elements,
and the arrays of one function fit in 768 MiB (arrays live on the stack).

```wend
main() {
    int n;
    int[n] a;
}
```

```wend
main() {
    int[16] a;
}
```",
    },
    Entry {
        code: Code::UndefinedVariable,
        id: "E0012",
        title: "undefined variable",
        text: "The name is not a variable or parameter of this function nor of any function
around it. Check the spelling; wendc suggests a similar visible name when
there is a plausible one.

```wend
main() {
    int count;
    println cont;
}
```

```wend
main() {
    int count;
    println count;
}
```",
    },
    Entry {
        code: Code::UndefinedFunction,
        id: "E0013",
        title: "undefined function",
        text: "No function with this name is visible here: functions are visible in the body
that declares them and in every function nested in it.

```wend
main() {
    println sqaure(3);
}
```

```wend
main() {
    int square(int x) { return x * x; }
    println square(3);
}
```",
    },
    Entry {
        code: Code::NoMatchingOverload,
        id: "E0014",
        title: "no overload takes these arguments",
        text: "Functions with this name exist, but none takes arguments of these types in
this number. Functions are identified by name and parameter types; the error
lists the candidates.

```wend
main() {
    int inc(int x) { return x + 1; }
    println inc(true);
}
```

```wend
main() {
    int inc(int x) { return x + 1; }
    println inc(1);
}
```",
    },
    Entry {
        code: Code::MismatchedTypes,
        id: "E0015",
        title: "mismatched types",
        text: "A value of one type is used where another is required. wend never converts
between `int` and `bool`: arithmetic and `<` take ints, `&&`, `||`, `!`,
`if` and `while` take bools, `==` compares two values of the same type, and
an assignment or `return` must match the declared type.

```wend
main() {
    int x;
    x = 1 < 2;
}
```

To turn a comparison into a number, branch on it:

```wend
main() {
    int x;
    if 1 < 2 { x = 1; }
    println x;
}
```",
    },
    Entry {
        code: Code::WholeArray,
        id: "E0016",
        title: "array used as a whole",
        text: "Arrays cannot be assigned, compared, printed, passed or returned as a whole;
only their elements are values.

```wend
main() {
    int[4] a;
    println a;
}
```

```wend
main() {
    int[4] a;
    println a[0];
}
```",
    },
    Entry {
        code: Code::NotAnArray,
        id: "E0017",
        title: "indexing something that is not an array",
        text: "Only arrays can be indexed (`a[i]`).

```wend
main() {
    int x;
    println x[0];
}
```

```wend
main() {
    int[1] x;
    println x[0];
}
```",
    },
    Entry {
        code: Code::IndexOutOfRange,
        id: "E0018",
        title: "constant index out of range",
        text: "An array of length N has the indices 0 to N-1. A constant index outside them
is rejected when compiling (a computed one is checked at run time by
`--sanitize`).

```wend
main() {
    int[4] a;
    println a[4];
}
```

```wend
main() {
    int[4] a;
    println a[3];
}
```",
    },
    Entry {
        code: Code::ReturnMismatch,
        id: "E0019",
        title: "`return` does not match the function",
        text: "A function declared with a type returns a value of that type with
`return e;`; a procedure (no type) returns with `return;` only.

```wend
main() {
    int f() { return; }
    println f();
}
```

```wend
main() {
    int f() { return 0; }
    println f();
}
```",
    },
    Entry {
        code: Code::MissingReturn,
        id: "E0020",
        title: "missing `return`",
        text: "A function with a type must end every path with `return`. The end of its
body can be reached here (`while true { … }` counts as never finishing).

```wend
main() {
    int sign(int x) {
        if x < 0 { return -1; }
    }
    println sign(3);
}
```

```wend
main() {
    int sign(int x) {
        if x < 0 { return -1; }
        return 1;
    }
    println sign(3);
}
```",
    },
    Entry {
        code: Code::NoValue,
        id: "E0021",
        title: "a procedure call used as a value",
        text: "A function without a return type (a procedure) produces no value: its call
is a statement, and cannot be printed, passed or used in an expression.

```wend
main() {
    hello() { println \"hello\"; }
    println hello();
}
```

```wend
main() {
    hello() { println \"hello\"; }
    hello();
}
```",
    },
    Entry {
        code: Code::StringAsValue,
        id: "E0022",
        title: "string literal used as a value",
        text: "wend has no string values: a string literal may only be the operand of
`print` or `println`.

```wend
main() {
    int x;
    x = \"five\";
}
```

```wend
main() {
    println \"five\";
}
```",
    },
];

impl Code {
    fn entry(self) -> &'static Entry {
        ENTRIES.iter().find(|e| e.code == self).expect("every code has an entry")
    }

    /// `E0012`.
    pub fn id(self) -> &'static str {
        self.entry().id
    }

    /// A few words: `undefined variable`.
    pub fn title(self) -> &'static str {
        self.entry().title
    }

    /// The long explanation, with examples.
    pub fn explanation(self) -> &'static str {
        self.entry().text
    }

    /// The code named `id` (`E0012`, `e0012` or `12`).
    pub fn parse(id: &str) -> Option<Code> {
        let digits = id.trim().trim_start_matches(['E', 'e']);
        let number: u32 = digits.parse().ok()?;
        ENTRIES.iter().find(|e| e.id[1..].parse::<u32>().ok() == Some(number)).map(|e| e.code)
    }

    /// Every code, in order.
    pub fn all() -> impl Iterator<Item = Code> {
        ENTRIES.iter().map(|e| e.code)
    }
}

/// The text `wendc --explain-error ID` prints.
pub fn explain(id: &str) -> Result<String, String> {
    match Code::parse(id) {
        Some(code) => Ok(format!("{}: {}\n\n{}\n", code.id(), code.title(), code.explanation())),
        None => Err(format!(
            "`{id}` is not a wendc error code; the codes are {} to {}",
            ENTRIES[0].id,
            ENTRIES[ENTRIES.len() - 1].id
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_numbered_in_order_without_gaps() {
        for (i, e) in ENTRIES.iter().enumerate() {
            assert_eq!(e.id, format!("E{:04}", i + 1), "{:?}", e.code);
        }
    }

    #[test]
    fn parse_accepts_the_usual_spellings() {
        assert_eq!(Code::parse("E0012"), Some(Code::UndefinedVariable));
        assert_eq!(Code::parse("e0012"), Some(Code::UndefinedVariable));
        assert_eq!(Code::parse("12"), Some(Code::UndefinedVariable));
        assert_eq!(Code::parse("E9999"), None);
        assert_eq!(Code::parse("W1"), None);
        assert!(explain("E0999").unwrap_err().contains("E0001 to E0022"));
    }
}
