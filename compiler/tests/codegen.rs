//! The shape of the optimized machine code (issue 6, "fast machine code"),
//! checked on the `-S` listing of small wend programs: divisions by
//! constants without `idiv`, parameters and loop values in registers, leaf
//! functions without a frame beyond the frame pointer, compares fused with
//! their branches, no jumps to the next instruction, callee-saved registers
//! for values live across calls, spills kept out of loops.
//!
//! Each program is also run, and its output compared with values computed
//! here in Rust, so a test cannot pass on code that is fast but wrong.

use std::process::Command;

/// Compile `source` with the default pipeline; return its listing and the
/// output of the executable.
fn compile_and_run(source: &str) -> (String, String) {
    let dir = tempfile::tempdir().unwrap();
    let (src, asm, exe) = (dir.path().join("t.wend"), dir.path().join("t.s"), dir.path().join("t"));
    std::fs::write(&src, source).unwrap();
    wendc(&[src.as_ref(), "-S".as_ref(), "-o".as_ref(), asm.as_ref()]);
    wendc(&[src.as_ref(), "-o".as_ref(), exe.as_ref()]);
    let run = Command::new(&exe).output().expect("the program runs");
    assert!(run.status.success(), "the program failed: {:?}", run.status);
    (std::fs::read_to_string(&asm).unwrap(), String::from_utf8(run.stdout).unwrap())
}

fn wendc(args: &[&std::ffi::OsStr]) {
    let out = Command::new(env!("CARGO_BIN_EXE_wendc")).args(args).output().expect("wendc runs");
    assert!(out.status.success(), "wendc {args:?} failed:\n{}", String::from_utf8_lossy(&out.stderr));
}

/// The instructions and labels of function `name` in the listing (from
/// its label to its `.size` directive), trimmed, without comments.
fn function<'a>(listing: &'a str, name: &str) -> Vec<&'a str> {
    let start = format!("{name}:");
    let lines: Vec<&str> = listing
        .lines()
        .map(|l| l.split('#').next().unwrap().trim())
        .skip_while(|l| *l != start)
        .skip(1)
        .take_while(|l| !l.starts_with(".size"))
        .filter(|l| !l.is_empty())
        .collect();
    assert!(!lines.is_empty(), "no function `{name}` in the listing:\n{listing}");
    lines
}

fn mnemonic(line: &str) -> &str {
    line.split_whitespace().next().unwrap_or("")
}

fn shown(lines: &[&str]) -> String {
    lines.join("\n")
}

/// Whether the instruction reads or writes the stack frame (other than the
/// prologue's and epilogue's pushes and pops).
fn touches_frame(line: &str) -> bool {
    line.contains("(%rbp)") || line.contains("(%rsp)")
}

#[test]
fn division_and_remainder_by_constants_multiply_instead_of_idiv() {
    let source = "main() {
    int t;
    int div10(int x) { return x / 10; }
    int rem10(int x) { return x % 10; }
    int div_minus7(int x) { return x / -7; }
    int rem16(int x) { return x % 16; }
    int div_any(int x, int y) { return x / y; }
    int show(int x) {
        print div10(x); print \" \"; print rem10(x); print \" \";
        print div_minus7(x); print \" \"; println rem16(x);
        return 0;
    }
    t = show(12345); t = show(-12345); t = show(2147483647); t = show(-2147483647 - 1);
    t = show(0); t = show(-9); t = show(9); t = show(-17);
    println div_any(100, 7);
}
";
    let (listing, output) = compile_and_run(source);
    for f in ["main.div10", "main.rem10", "main.div_minus7", "main.rem16"] {
        let code = function(&listing, f);
        assert!(!code.iter().any(|l| mnemonic(l).starts_with("idiv")), "{f} divides with idiv:\n{}", shown(&code));
    }
    // Multiply-high by the magic number of 10 (Granlund & Montgomery).
    assert!(function(&listing, "main.div10").iter().any(|l| l.contains("$1717986919")));
    // A division by a variable still needs idiv.
    assert!(function(&listing, "main.div_any").iter().any(|l| mnemonic(l) == "idivl"));

    let mut expected = String::new();
    for x in [12345i32, -12345, i32::MAX, i32::MIN, 0, -9, 9, -17] {
        expected += &format!("{} {} {} {}\n", x / 10, x % 10, x / -7, x % 16);
    }
    expected += "14\n";
    assert_eq!(output, expected);
}

#[test]
fn leaf_functions_keep_parameters_in_registers_and_only_the_frame_pointer() {
    let source = "main() {
    int mix(int a, int b, int c) { return a + b * 5 + c + 7; }
    println mix(1, 2, 3);
    println mix(-100, 40, 2000000000);
}
";
    let (listing, output) = compile_and_run(source);
    let code = function(&listing, "main.mix");
    // The frame pointer stays (a sanitizer walks the rbp chain)...
    assert_eq!(&code[..2], ["pushq %rbp", "movq %rsp, %rbp"], "{}", shown(&code));
    // ...and nothing else: no stack adjustment, no saved register, no
    // parameter or temporary in memory.
    let pushes = code.iter().filter(|l| mnemonic(l) == "pushq").count();
    assert_eq!(pushes, 1, "{}", shown(&code));
    assert!(!code.iter().any(|l| l.contains("%rsp") && mnemonic(l) == "subq"), "{}", shown(&code));
    assert!(!code.iter().any(|l| touches_frame(l)), "{}", shown(&code));
    // b * 5 is a lea, the constant 7 an immediate operand.
    assert!(code.iter().any(|l| mnemonic(l) == "leaq" && l.contains(",4)")), "{}", shown(&code));
    assert!(!code.iter().any(|l| mnemonic(l).starts_with("imul")), "{}", shown(&code));
    assert!(code.iter().any(|l| l.contains("$7,")), "{}", shown(&code));
    let mix = |a: i32, b: i32, c: i32| a.wrapping_add(b.wrapping_mul(5)).wrapping_add(c).wrapping_add(7);
    assert_eq!(output, format!("{}\n{}\n", mix(1, 2, 3), mix(-100, 40, 2000000000)));
}

#[test]
fn loop_conditions_are_fused_compares_and_no_jump_goes_to_the_next_line() {
    let source = "main() {
    int sum(int n) {
        int i;
        int s;
        i = 0;
        s = 0;
        while i < n {
            if i % 3 == 0 {
                s = s + i;
            } else {
                s = s - 1;
            }
            i = i + 1;
        }
        return s;
    }
    println sum(10);
    println sum(1000);
}
";
    let (listing, output) = compile_and_run(source);
    let code = function(&listing, "main.sum");
    // No comparison result is materialised: every conditional jump
    // follows the instruction that sets its flags.
    assert!(!code.iter().any(|l| mnemonic(l).starts_with("set")), "{}", shown(&code));
    for (k, l) in code.iter().enumerate() {
        let m = mnemonic(l);
        if m.starts_with('j') && m != "jmp" {
            let before = mnemonic(code[k - 1]);
            assert!(["cmpl", "testl", "cmpq", "testq"].contains(&before), "{m} after {before}:\n{}", shown(&code));
        }
    }
    assert!(!code.iter().any(|l| touches_frame(l)), "loop values are not in registers:\n{}", shown(&code));
    // No jump anywhere in the program targets the label right after it.
    let all: Vec<&str> =
        listing.lines().map(|l| l.split('#').next().unwrap().trim()).filter(|l| !l.is_empty()).collect();
    for pair in all.windows(2) {
        if let Some(target) = pair[0].strip_prefix("jmp ") {
            assert_ne!(pair[1], format!("{target}:"), "a jump to the next line");
        }
    }
    let sum = |n: i32| (0..n).map(|i| if i % 3 == 0 { i } else { -1 }).sum::<i32>();
    assert_eq!(output, format!("{}\n{}\n", sum(10), sum(1000)));
}

#[test]
fn values_live_across_calls_are_in_callee_saved_registers() {
    // `twice` is recursive, so the inliner leaves the call in place.
    let source = "main() {
    int twice(int x) {
        if x > 100 {
            return twice(x - 100) + 200;
        }
        return x + x;
    }
    int around(int a, int b) {
        int t;
        t = twice(a);
        return t * 3 + a - b;
    }
    println around(10, 3);
}
";
    let (listing, output) = compile_and_run(source);
    let code = function(&listing, "main.around");
    // a and b survive the call in callee-saved registers, saved by the
    // prologue and restored by the epilogue, not in stack slots.
    let saved: Vec<&str> = code.iter().filter(|l| mnemonic(l) == "pushq").map(|l| &l[6..]).skip(1).collect();
    assert!(!saved.is_empty(), "{}", shown(&code));
    for r in &saved {
        assert!(["%rbx", "%r12", "%r13", "%r14", "%r15"].contains(r), "{r} is not callee-saved");
        assert!(code.contains(&format!("popq {r}").as_str()), "{r} not restored:\n{}", shown(&code));
    }
    assert!(!code.iter().any(|l| touches_frame(l) && !l.starts_with("leaq -")), "{}", shown(&code));
    assert_eq!(output, format!("{}\n", 20 * 3 + 10 - 3));
}

#[test]
fn under_register_pressure_values_outside_the_loop_spill() {
    // Sixteen values live across the loop do not fit the registers with
    // the loop's own; the spilled ones must be those the loop never uses.
    let source = "main() {
    int pressure(int x, int n) {
        int a1; int a2; int a3; int a4; int a5; int a6; int a7; int a8;
        int a9; int a10; int a11; int a12; int a13; int a14; int a15; int a16;
        int i; int s;
        a1 = x * 3; a2 = x + 2; a3 = x * 17; a4 = x - 4; a5 = x * 5; a6 = x + 6;
        a7 = x * 7; a8 = x + 8; a9 = x * 9; a10 = x + 10; a11 = x * 11; a12 = x + 12;
        a13 = x * 13; a14 = x + 14; a15 = x * 15; a16 = x + 16;
        i = 0;
        s = 0;
        while i < n {
            s = s + i * x;
            i = i + 1;
        }
        return s + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + a10 + a11 + a12 + a13 + a14 + a15 + a16;
    }
    println pressure(3, 100);
}
";
    let (listing, output) = compile_and_run(source);
    let code = function(&listing, "main.pressure");
    assert!(code.iter().any(|l| touches_frame(l)), "expected spills under this pressure:\n{}", shown(&code));
    // The loop: from the label its backward branch targets to that branch.
    let (branch, target) = code
        .iter()
        .enumerate()
        .find_map(|(k, l)| {
            let target = l.strip_prefix(mnemonic(l)).map(str::trim).filter(|_| mnemonic(l).starts_with('j'))?;
            let at = code.iter().position(|m| *m == format!("{target}:"))?;
            (at < k).then_some((k, at))
        })
        .expect("a backward branch");
    let body = &code[target..=branch];
    assert!(!body.iter().any(|l| touches_frame(l)), "the loop touches spill slots:\n{}", shown(body));
    let x = 3i32;
    let s: i32 = (0..100).map(|i| i * x).sum();
    let a = [
        x * 3,
        x + 2,
        x * 17,
        x - 4,
        x * 5,
        x + 6,
        x * 7,
        x + 8,
        x * 9,
        x + 10,
        x * 11,
        x + 12,
        x * 13,
        x + 14,
        x * 15,
        x + 16,
    ];
    assert_eq!(output, format!("{}\n", s + a.iter().sum::<i32>()));
}

#[test]
fn unoptimized_builds_still_use_idiv_and_stack_slots() {
    // The reference the optimizing backend is compared with: -O0 keeps
    // every value in memory and divides with idiv. (Also shows that the
    // checks above can see what they look for.)
    let dir = tempfile::tempdir().unwrap();
    let (src, asm) = (dir.path().join("t.wend"), dir.path().join("t.s"));
    std::fs::write(&src, "main() {\n    int div10(int x) { return x / 10; }\n    println div10(-12345);\n}\n").unwrap();
    wendc(&[src.as_ref(), "-O0".as_ref(), "-S".as_ref(), "-o".as_ref(), asm.as_ref()]);
    let listing = std::fs::read_to_string(&asm).unwrap();
    let code = function(&listing, "main.div10");
    assert!(code.iter().any(|l| mnemonic(l) == "idivl"), "{}", shown(&code));
    assert!(code.iter().any(|l| touches_frame(l)), "{}", shown(&code));
}
