//! The command line as a user meets it: output names and kinds, atomic
//! writes, refusal to clobber files, and errors for bad invocations.

use std::fs;
use std::path::Path;
use std::process::{Command, Output};

const HELLO: &str = "main() {\n    println \"hello\";\n    println 6 * 7;\n}\n";
const BROKEN: &str = "main() {\n    println x;\n}\n";

fn wendc(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wendc")).current_dir(dir).args(args).output().expect("wendc runs")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn setup(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (name, text) in files {
        fs::write(dir.path().join(name), text).unwrap();
    }
    dir
}

#[test]
fn default_output_is_the_input_stem_and_runs() {
    let dir = setup(&[("hello.wend", HELLO)]);
    let out = wendc(dir.path(), &["hello.wend"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let run = Command::new(dir.path().join("hello")).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&run.stdout), "hello\n42\n");
    assert_eq!(run.status.code(), Some(0));
}

#[test]
fn dash_o_names_the_executable() {
    let dir = setup(&[("hello.wend", HELLO)]);
    fs::create_dir(dir.path().join("bin")).unwrap();
    let out = wendc(dir.path(), &["hello.wend", "-o", "bin/greet"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let run = Command::new(dir.path().join("bin/greet")).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&run.stdout), "hello\n42\n");
}

#[test]
fn dash_c_writes_an_elf_object_with_main() {
    let dir = setup(&[("hello.wend", HELLO)]);
    let out = wendc(dir.path(), &["-c", "hello.wend"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let bytes = fs::read(dir.path().join("hello.o")).unwrap();
    assert_eq!(&bytes[..4], b"\x7fELF");
    let nm = Command::new("nm").arg(dir.path().join("hello.o")).output().unwrap();
    let symbols = String::from_utf8_lossy(&nm.stdout);
    assert!(symbols.contains(" T main"), "{symbols}");
    assert!(symbols.contains(" U wend_print_str"), "{symbols}");
}

#[test]
fn dash_s_writes_an_assembly_listing() {
    let dir = setup(&[("hello.wend", HELLO)]);
    let out = wendc(dir.path(), &["-S", "hello.wend"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let listing = fs::read_to_string(dir.path().join("hello.s")).unwrap();
    assert!(listing.contains("main:"), "{listing}");
    assert!(listing.contains("wend_print_str"), "{listing}");
}

#[test]
fn emit_ir_prints_every_stage_to_stdout() {
    let dir = setup(&[("hello.wend", HELLO)]);
    let out = wendc(dir.path(), &["--emit-ir", "hello.wend"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let ir = String::from_utf8_lossy(&out.stdout);
    let stages: Vec<&str> = ir.lines().filter_map(|l| l.strip_prefix("; ----- stage: ")).collect();
    assert_eq!(
        stages,
        [
            "lowered -----",
            "inline -----",
            "sroa -----",
            "mem2reg -----",
            "unroll -----",
            "sccp -----",
            "cvp -----",
            "simplifycfg -----",
            "instcombine -----",
            "tre -----",
            "rec-inline -----",
            "licm -----",
            "iv-divrem -----",
            "loop-vectorize -----",
            "outer-vectorize -----",
            "slp -----",
            "runtime-unroll -----",
            "lsr -----",
            "loop-rotate -----",
            "licm#2 -----",
            "cse -----",
            "adce -----",
            "reg2mem -----"
        ]
    );
    assert!(ir.contains("define i32 @main()"), "{ir}");
    assert!(!dir.path().join("hello").exists(), "--emit-ir must not build an executable");
    let one = wendc(dir.path(), &["--emit-ir=lowered", "hello.wend"]);
    let one = String::from_utf8_lossy(&one.stdout);
    assert!(one.starts_with("; ----- stage: lowered -----\n"), "{one}");
    assert!(ir.starts_with(one.as_ref()), "the first stage of --emit-ir is --emit-ir=lowered");
}

#[test]
fn emit_ir_with_extern_runtime_links_with_the_wend_runtime_after_llc() {
    let program = "main() {\n    println 6 * 7;\n    println 1 < 2;\n    print \"end\";\n}\n";
    let dir = setup(&[("p.wend", program)]);
    let out = wendc(dir.path(), &["--emit-ir=adce", "--ir-runtime=extern", "p.wend"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let ir = String::from_utf8_lossy(&out.stdout);
    assert!(ir.contains("\ndeclare void @wend_print_int(i32)\n"), "{ir}");
    assert!(ir.contains("\ndeclare void @wend_print_bool(i1 zeroext)\n"), "{ir}");
    assert!(!ir.contains("define void @wend_print") && !ir.contains("@printf"), "no lli shims:\n{ir}");
    fs::write(dir.path().join("p.ll"), ir.as_bytes()).unwrap();
    let llc = Command::new("llc")
        .current_dir(dir.path())
        .args(["-opaque-pointers", "-O2", "-filetype=obj", "p.ll", "-o", "p.o"])
        .output()
        .expect("llc runs (LLVM 14 is needed by the tests)");
    assert!(llc.status.success(), "llc: {}", stderr(&llc));
    let object = fs::read(dir.path().join("p.o")).unwrap();
    wendc::backend::link_executable(&object, &dir.path().join("p")).expect("links with the runtime");
    let run = Command::new(dir.path().join("p")).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&run.stdout), "42\ntrue\nend");

    let without_emit = wendc(dir.path(), &["--ir-runtime=extern", "p.wend"]);
    assert_eq!(without_emit.status.code(), Some(2), "--ir-runtime needs --emit-ir");
    assert!(stderr(&without_emit).contains("--emit-ir"), "{}", stderr(&without_emit));
}

#[test]
fn optimisation_levels_and_explicit_pass_lists() {
    let dir = setup(&[("hello.wend", HELLO)]);
    let stages = |args: &[&str]| {
        let out = wendc(dir.path(), args);
        assert!(out.status.success(), "{}", stderr(&out));
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .filter_map(|l| l.strip_prefix("; ----- stage: ").map(|s| s.trim_end_matches(" -----").to_string()))
            .collect::<Vec<_>>()
    };
    assert_eq!(stages(&["--emit-ir", "-O0", "hello.wend"]), ["lowered"]);
    assert_eq!(
        stages(&["--emit-ir", "-O2", "hello.wend"]),
        [
            "lowered",
            "inline",
            "sroa",
            "mem2reg",
            "unroll",
            "sccp",
            "cvp",
            "simplifycfg",
            "instcombine",
            "tre",
            "rec-inline",
            "licm",
            "iv-divrem",
            "loop-vectorize",
            "outer-vectorize",
            "slp",
            "runtime-unroll",
            "lsr",
            "loop-rotate",
            "licm#2",
            "cse",
            "adce",
            "reg2mem"
        ]
    );
    assert_eq!(stages(&["--emit-ir", "-O3", "hello.wend"]), stages(&["--emit-ir", "-O2", "hello.wend"]));
    assert_eq!(
        stages(&["--emit-ir", "-O1", "hello.wend"]),
        ["lowered", "mem2reg", "sccp", "simplifycfg", "instcombine", "cse", "adce", "reg2mem"]
    );
    assert_eq!(stages(&["--emit-ir", "--passes=adce,adce", "hello.wend"]), ["lowered", "adce", "adce#2"]);
    // The backend needs phi-free IR: reg2mem is added when phis remain.
    let loop_src = "main() { int i; while i < 3 { i = i + 1; } println i; }";
    fs::write(dir.path().join("loop.wend"), loop_src).unwrap();
    assert_eq!(stages(&["--emit-ir", "--passes=mem2reg", "loop.wend"]), ["lowered", "mem2reg", "reg2mem"]);
    let out = wendc(dir.path(), &["--passes=mem2reg", "loop.wend"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(Command::new(dir.path().join("loop")).output().unwrap().stdout, b"3\n");
}

#[test]
fn emit_mir_prints_each_backend_stage() {
    let dir = setup(&[("hello.wend", HELLO)]);
    let out = wendc(dir.path(), &["--emit-mir", "hello.wend"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = String::from_utf8_lossy(&out.stdout);
    let stages: Vec<&str> = text.lines().filter_map(|l| l.strip_prefix("# ----- machine stage: ")).collect();
    assert_eq!(stages, ["isel -----", "regalloc -----", "peephole -----"]);
    assert!(text.contains("machine function main (after isel)"), "{text}");
    assert!(text.contains("call @wend_print_str(rdi, rsi)"), "{text}");
    // Virtual registers before allocation, none after it.
    let (isel, allocated) = text.split_once("# ----- machine stage: regalloc").unwrap();
    assert!(isel.contains("%r"), "{isel}");
    assert!(!allocated.contains("%r") && !allocated.contains("%x"), "{allocated}");
    assert!(!dir.path().join("hello").exists(), "--emit-mir must not build an executable");

    let o0 = wendc(dir.path(), &["-O0", "--emit-mir=regalloc", "hello.wend"]);
    assert!(o0.status.success(), "{}", stderr(&o0));
    let text = String::from_utf8_lossy(&o0.stdout);
    assert!(
        text.starts_with("# ----- machine stage: regalloc -----\nmachine function main (after regalloc)\n"),
        "{text}"
    );
    let none = wendc(dir.path(), &["-O0", "--emit-mir=peephole", "hello.wend"]);
    assert_eq!(none.status.code(), Some(1));
    assert_eq!(
        stderr(&none),
        "error: unknown machine IR stage `peephole`; the backend stages here are: isel, regalloc\n"
    );
}

#[test]
fn unknown_pass_lists_the_passes() {
    let dir = setup(&[("hello.wend", HELLO)]);
    let out = wendc(dir.path(), &["--passes=mem2reg,nosuchpass", "hello.wend"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stderr(&out), "error: unknown pass `nosuchpass`; the passes are: inline, sroa, mem2reg, unroll, sccp, cvp, simplifycfg, instcombine, tre, rec-inline, licm, iv-divrem, loop-vectorize, outer-vectorize, slp, runtime-unroll, lsr, loop-rotate, cse, adce, reg2mem\n");
}

#[test]
fn unknown_ir_stage_lists_the_stages() {
    let dir = setup(&[("hello.wend", HELLO)]);
    let out = wendc(dir.path(), &["--emit-ir=bogus", "hello.wend"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("unknown IR stage `bogus`; the stages of this pipeline are: lowered, inline, sroa, mem2reg, unroll, sccp, cvp, simplifycfg, instcombine, tre, rec-inline, licm, iv-divrem, loop-vectorize, outer-vectorize, slp, runtime-unroll, lsr, loop-rotate, licm#2, cse, adce, reg2mem"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn emit_cfg_draws_one_graph_per_function() {
    let dir = setup(&[("loop.wend", "main() { int i; f() { i = i + 1; } while i < 3 { f(); } println i; }")]);
    let out = wendc(dir.path(), &["--emit-cfg=mem2reg", "loop.wend"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let dot = String::from_utf8_lossy(&out.stdout);
    assert_eq!(dot.matches("digraph ").count(), 2, "{dot}");
    assert!(dot.contains("digraph \"main\""), "{dot}");
    assert!(dot.contains("digraph \"main.f\""), "{dot}");
    assert!(dot.contains("[label=\"T\", color=darkgreen]"), "{dot}");
    assert!(dot.trim_end().ends_with('}'));
}

#[test]
fn emit_cfg_as_svg_draws_every_function_in_one_document() {
    let src = "main() {\n  int i;\n  while i < 4 {\n    if i == 2 {\n      println i;\n    }\n    i = i + 1;\n  }\n}\n";
    let dir = setup(&[("loop.wend", src)]);
    let out = wendc(dir.path(), &["--emit-cfg=mem2reg", "--format=svg", "loop.wend"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let svg = String::from_utf8_lossy(&out.stdout);
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""), "{svg}");
    assert!(svg.trim_end().ends_with("</svg>"), "{svg}");
    assert!(svg.contains("data-function=\"main\""), "{svg}");
    assert!(svg.contains("(after mem2reg)"), "{svg}");
    for block in ["entry", "while.cond", "while.body"] {
        assert!(svg.contains(&format!("data-block=\"{block}\"")), "no block {block}: {svg}");
    }
    assert!(svg.contains(">T</text>") && svg.contains(">F</text>"), "{svg}");
    assert!(svg.contains("cfg-back"), "no back edge: {svg}");
    assert!(svg.contains("data-line=\"4\""), "{svg}");
    // DOT stays the default, and --format needs --emit-cfg.
    let dot = wendc(dir.path(), &["--emit-cfg=mem2reg", "loop.wend"]);
    assert!(String::from_utf8_lossy(&dot.stdout).starts_with("digraph "));
    let alone = wendc(dir.path(), &["--format=svg", "loop.wend"]);
    assert!(!alone.status.success(), "--format without --emit-cfg was accepted");
}

#[test]
fn failed_compile_keeps_the_existing_output_and_writes_nothing_else() {
    let dir = setup(&[("broken.wend", BROKEN), ("broken", "precious")]);
    let before: Vec<_> = fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    let out = wendc(dir.path(), &["broken.wend"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("undefined variable `x`"), "{}", stderr(&out));
    assert_eq!(fs::read_to_string(dir.path().join("broken")).unwrap(), "precious");
    let after: Vec<_> = fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(before.len(), after.len(), "no temporary files may be left behind");
}

#[test]
fn successful_compile_replaces_the_output() {
    let dir = setup(&[("hello.wend", HELLO), ("hello", "old")]);
    let out = wendc(dir.path(), &["hello.wend"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let run = Command::new(dir.path().join("hello")).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&run.stdout), "hello\n42\n");
}

#[test]
fn refuses_to_overwrite_the_input() {
    let dir = setup(&[("prog", HELLO)]);
    let out = wendc(dir.path(), &["prog"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("refusing to overwrite the input file"), "{}", stderr(&out));
    assert_eq!(fs::read_to_string(dir.path().join("prog")).unwrap(), HELLO);
    let out = wendc(dir.path(), &["prog", "-o", "./prog"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(fs::read_to_string(dir.path().join("prog")).unwrap(), HELLO);
}

#[test]
fn oversized_input_is_refused_before_it_is_read() {
    let dir = setup(&[]);
    // A sparse file: 64 MiB + 1 byte of size without the disk space.
    let big = fs::File::create(dir.path().join("big.wend")).unwrap();
    big.set_len((64 << 20) + 1).unwrap();
    let out = wendc(dir.path(), &["big.wend"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stderr(&out), "error: `big.wend` is larger than 64 MiB, the largest source file wendc reads\n");
    // A device that never ends is cut off at the limit, not read to exhaustion.
    let out = wendc(dir.path(), &["/dev/zero", "-o", "zero"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("`/dev/zero` is larger than 64 MiB"), "{}", stderr(&out));
}

#[test]
fn missing_input_is_a_plain_error() {
    let dir = setup(&[]);
    let out = wendc(dir.path(), &["nope.wend"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stderr(&out), "error: cannot read `nope.wend`: No such file or directory\n");
}

#[test]
fn output_into_a_missing_directory_fails_cleanly() {
    let dir = setup(&[("hello.wend", HELLO)]);
    let out = wendc(dir.path(), &["hello.wend", "-o", "no/such/dir/prog"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).starts_with("error: "), "{}", stderr(&out));
    assert!(!stderr(&out).contains("panicked"), "{}", stderr(&out));
}

#[test]
fn output_that_is_a_directory_is_refused() {
    let dir = setup(&[("hello.wend", HELLO)]);
    fs::create_dir(dir.path().join("hello")).unwrap();
    let out = wendc(dir.path(), &["hello.wend"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("is a directory"), "{}", stderr(&out));
}

/// Start reading the FIFO at `path` to its end on another thread.
fn drain_fifo(path: &Path) -> std::thread::JoinHandle<Vec<u8>> {
    let path = path.to_path_buf();
    std::thread::spawn(move || fs::read(path).expect("the FIFO can be read"))
}

/// Release a reader still blocked opening the FIFO (when wendc failed before
/// writing to it): open it for writing without blocking, and close it.
fn release_fifo_reader(path: &Path) {
    use std::os::unix::fs::OpenOptionsExt;
    let _ = fs::OpenOptions::new().write(true).custom_flags(libc::O_NONBLOCK).open(path);
}

#[test]
fn output_to_a_fifo_is_written_in_place() {
    use std::os::unix::fs::FileTypeExt;
    let dir = setup(&[("hello.wend", HELLO)]);
    let fifo = dir.path().join("pipe");
    assert!(Command::new("mkfifo").arg(&fifo).status().unwrap().success());
    for (flag, magic) in [("-c", &b"\x7fELF"[..]), ("-S", &b"# wendc listing"[..]), ("-O2", &b"\x7fELF"[..])] {
        let reader = drain_fifo(&fifo);
        let out = wendc(dir.path(), &[flag, "hello.wend", "-o", "pipe"]);
        release_fifo_reader(&fifo);
        let bytes = reader.join().unwrap();
        assert!(out.status.success(), "{flag}: {}", stderr(&out));
        assert!(bytes.starts_with(magic), "{flag}: the FIFO received {:?}", &bytes[..bytes.len().min(20)]);
        assert!(fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo(), "{flag}: the FIFO was replaced");
    }
    let names: Vec<_> = fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(names.len(), 2, "nothing but the source and the FIFO: {names:?}");
}

#[test]
fn output_to_a_character_device_writes_through_it() {
    use std::os::unix::fs::FileTypeExt;
    let dir = setup(&[("hello.wend", HELLO)]);
    // As root, a private null device (major 1, minor 3) in the temporary
    // directory: a bug that replaced it would destroy nothing. Any other user
    // cannot create nodes, nor replace anything in /dev, so /dev/null is safe.
    let private = dir.path().join("null");
    // (Where nodes can be made but not opened, as in some containers, it is
    // /dev/null too.)
    let made = Command::new("mknod").arg(&private).args(["c", "1", "3"]).status().is_ok_and(|s| s.success());
    let device = if made && fs::OpenOptions::new().write(true).open(&private).is_ok() {
        private
    } else {
        Path::new("/dev/null").to_path_buf()
    };
    for flag in ["-O2", "-c", "-S"] {
        let out = wendc(dir.path(), &[flag, "hello.wend", "-o", device.to_str().unwrap()]);
        assert!(out.status.success(), "{flag} -o {}: {}", device.display(), stderr(&out));
        let kind = fs::symlink_metadata(&device).unwrap().file_type();
        assert!(kind.is_char_device(), "{flag}: {} is no longer a device", device.display());
    }
    assert!(!dir.path().join("hello").exists());
}

#[test]
fn output_through_a_symlink_replaces_what_it_names() {
    use std::os::unix::fs::symlink;
    let dir = setup(&[("hello.wend", HELLO), ("real", "old")]);
    symlink("real", dir.path().join("link")).unwrap();
    let out = wendc(dir.path(), &["hello.wend", "-o", "link"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(fs::symlink_metadata(dir.path().join("link")).unwrap().file_type().is_symlink(), "the link survives");
    let run = Command::new(dir.path().join("real")).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&run.stdout), "hello\n42\n");

    fs::create_dir(dir.path().join("bin")).unwrap();
    symlink("bin/new", dir.path().join("dangling")).unwrap();
    let out = wendc(dir.path(), &["-c", "hello.wend", "-o", "dangling"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        fs::read(dir.path().join("bin/new")).unwrap().starts_with(b"\x7fELF"),
        "a dangling link's target is created"
    );
    assert_eq!(fs::read_dir(dir.path().join("bin")).unwrap().count(), 1, "no temporary files left beside it");
}

#[test]
fn help_and_version() {
    let dir = setup(&[]);
    let help = wendc(dir.path(), &["--help"]);
    assert!(help.status.success());
    let text = String::from_utf8_lossy(&help.stdout);
    for flag in ["-o <FILE>", "-c", "-S", "--emit-ir", "--ir-runtime", "--color"] {
        assert!(text.contains(flag), "--help lacks {flag}:\n{text}");
    }
    let version = wendc(dir.path(), &["--version"]);
    assert!(version.status.success());
    assert_eq!(String::from_utf8_lossy(&version.stdout), format!("wendc {}\n", env!("CARGO_PKG_VERSION")));
}

#[test]
fn diagnostics_are_coloured_only_on_request() {
    let dir = setup(&[("broken.wend", BROKEN)]);
    let plain = wendc(dir.path(), &["broken.wend"]);
    assert!(!stderr(&plain).contains('\x1b'), "stderr is not a terminal here: no colour by default");
    let coloured = wendc(dir.path(), &["--color=always", "broken.wend"]);
    assert!(stderr(&coloured).contains('\x1b'));
}

#[test]
fn a_side_effect_free_infinite_loop_still_hangs_after_optimisation() {
    let dir = setup(&[("spin.wend", "main() { int i; while true { i = i + 1; } }")]);
    let out = wendc(dir.path(), &["spin.wend"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let mut child = Command::new(dir.path().join("spin")).spawn().unwrap();
    std::thread::sleep(std::time::Duration::from_millis(500));
    let still_running = child.try_wait().unwrap().is_none();
    let _ = child.kill();
    let _ = child.wait();
    assert!(still_running, "ADCE must not delete the loop: the program has to keep running");
}

#[test]
fn unknown_sanitizer_kinds_are_rejected_with_the_valid_ones() {
    let dir = setup(&[("hello.wend", HELLO)]);
    let out = wendc(dir.path(), &["hello.wend", "--sanitize=bounds,adress"]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(err.contains("unknown sanitizer kind `adress`"), "{err}");
    assert!(err.contains("bounds, divide, overflow, stack, return"), "{err}");
    assert!(!dir.path().join("hello").exists(), "nothing is written on a bad flag");
    for (flag, problem) in [
        ("--sanitize=", "`--sanitize=` needs a list of sanitizer kinds"),
        ("--sanitize=bounds,", "`--sanitize=bounds,` has an empty item"),
    ] {
        let out = wendc(dir.path(), &["hello.wend", flag]);
        assert_eq!(out.status.code(), Some(1), "{flag}");
        let err = stderr(&out);
        assert!(err.contains(problem) && err.contains("the kinds are: bounds, divide"), "{flag}: {err}");
    }
}

#[test]
fn a_leading_byte_order_mark_is_accepted() {
    let good = format!("\u{FEFF}{HELLO}");
    let bad = format!("\u{FEFF}{BROKEN}");
    let dir = setup(&[("bom.wend", &good), ("bad.wend", &bad)]);
    let out = wendc(dir.path(), &["bom.wend"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let run = Command::new(dir.path().join("bom")).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&run.stdout), "hello\n42\n");
    let out = wendc(dir.path(), &["bad.wend"]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(err.starts_with("error[E0012]: undefined variable `x`\n"), "{err}");
    assert!(err.contains("[ bad.wend:2:13 ]"), "columns count from after the mark: {err}");
}

#[test]
fn sanitize_alone_and_with_kinds_builds_programs_that_run_quietly() {
    let dir = setup(&[("hello.wend", HELLO)]);
    for flag in ["--sanitize", "--sanitize=all", "--sanitize=stack", "--sanitize=overflow,return"] {
        let out = wendc(dir.path(), &["hello.wend", flag, "-o", "hello"]);
        assert!(out.status.success(), "{flag}: {}", stderr(&out));
        let run = Command::new(dir.path().join("hello")).output().unwrap();
        assert_eq!(String::from_utf8_lossy(&run.stdout), "hello\n42\n", "{flag}");
        assert!(run.stderr.is_empty() && run.status.success(), "{flag}");
    }
}

#[test]
fn a_bad_wendsan_option_is_reported_and_ignored() {
    let dir = setup(&[("hello.wend", HELLO)]);
    assert!(wendc(dir.path(), &["hello.wend", "--sanitize", "-o", "hello"]).status.success());
    let run = Command::new(dir.path().join("hello")).env("WENDSAN_OPTIONS", "exitcode=300:colour=1").output().unwrap();
    assert_eq!(String::from_utf8_lossy(&run.stdout), "hello\n42\n");
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(err.contains("exitcode=300: the exit code must be a number from 0 to 255"), "{err}");
    assert!(err.contains("colour=1: unknown option"), "{err}");
    assert_eq!(run.status.code(), Some(0));
}

#[test]
fn listings_refuse_the_sanitizer() {
    let dir = setup(&[("hello.wend", HELLO)]);
    let out = wendc(dir.path(), &["-S", "hello.wend", "--sanitize"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("-S cannot be combined with --sanitize"), "{}", stderr(&out));
    assert!(!dir.path().join("hello.s").exists());
}

#[test]
fn sanitized_objects_carry_the_source_table_and_debug_objects_dwarf() {
    let dir = setup(&[("hello.wend", HELLO)]);
    assert!(wendc(dir.path(), &["-c", "--sanitize", "-g", "hello.wend"]).status.success());
    let nm = Command::new("nm").arg(dir.path().join("hello.o")).output().unwrap();
    let symbols = String::from_utf8_lossy(&nm.stdout);
    assert!(symbols.contains(" R wendsan_table") && symbols.contains(" U wendsan_init"), "{symbols}");
    let sections = Command::new("readelf").arg("-S").arg(dir.path().join("hello.o")).output().unwrap();
    let sections = String::from_utf8_lossy(&sections.stdout);
    for name in [".rodata.wendsan", ".debug_info", ".debug_abbrev", ".debug_line"] {
        assert!(sections.contains(name), "{name} missing:\n{sections}");
    }
}

/// Without `--sanitize` nothing of the sanitizer reaches the program: no
/// check in the IR of any stage, no table or DWARF in the object, and an
/// executable linked with the plain runtime (no sanitizer hooks, no
/// sanitizer symbols or messages). Together with the checks inserted only
/// when asked (`lower`'s tests), the plain build is the build wendc made
/// before the sanitizer existed.
#[test]
fn a_plain_build_carries_nothing_of_the_sanitizer() {
    const PROGRAM: &str =
        "main() {\n    int[4] a;\n    int i;\n    i = 3;\n    a[i] = 10 / i;\n    println a[i] % 3 + -i * 2;\n}\n";
    let dir = setup(&[("prog.wend", PROGRAM)]);
    let ir = wendc(dir.path(), &["prog.wend", "--emit-ir=all"]);
    assert!(ir.status.success(), "{}", stderr(&ir));
    let ir = String::from_utf8_lossy(&ir.stdout);
    assert!(ir.contains("sdiv") && !ir.contains("wend_san"), "{ir}");

    assert!(wendc(dir.path(), &["-c", "prog.wend"]).status.success());
    let sections = Command::new("readelf").arg("-SW").arg(dir.path().join("prog.o")).output().unwrap();
    let sections = String::from_utf8_lossy(&sections.stdout);
    assert!(sections.contains(".text") && !sections.contains("wendsan") && !sections.contains(".debug_"), "{sections}");

    assert!(wendc(dir.path(), &["prog.wend", "-o", "prog"]).status.success());
    let run = Command::new(dir.path().join("prog")).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&run.stdout), "-6\n");
    let nm = Command::new("nm").arg(dir.path().join("prog")).output().unwrap();
    let symbols = String::from_utf8_lossy(&nm.stdout);
    assert!(symbols.contains(" T wendrt_start"), "{symbols}");
    // Its own fault handler (one line on a crash), which needs the stack's
    // bounds, is the plain runtime's; the sanitizer's hooks are not.
    assert!(symbols.contains("wendrt_install_fault_handler") && symbols.contains("wendrt_stack_lo"), "{symbols}");
    for name in ["wendsan", "wend_san", "wendrt_flush_stdout"] {
        assert!(!symbols.contains(name), "the plain executable has `{name}`:\n{symbols}");
    }
    let bytes = fs::read(dir.path().join("prog")).unwrap();
    assert!(!bytes.windows(13).any(|w| w == b"WendSanitizer"), "the plain executable has the sanitizer's messages");
}

/// The inliner runs in the default pipeline and when asked for
/// (`--passes=inline,…`), and does nothing under `--sanitize`, whose
/// reports name the wend functions on the call stack.
#[test]
fn the_inliner_inlines_unless_sanitizing() {
    const NESTED: &str = "main() {\n    int n;\n    int bump(int k) {\n        n = n + k;\n        return n;\n    }\n    println bump(2) + bump(3);\n}\n";
    let dir = setup(&[("nested.wend", NESTED)]);
    let ir = |extra: &[&str]| {
        let mut args = vec!["nested.wend", "--passes=inline", "--emit-ir=inline"];
        args.extend_from_slice(extra);
        let out = wendc(dir.path(), &args);
        assert!(out.status.success(), "{}", stderr(&out));
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        let main = text
            .split("define i32 @main()")
            .nth(1)
            .and_then(|t| t.split("\n}\n").next())
            .expect("main is printed")
            .to_string();
        (text, main)
    };
    let (plain, plain_main) = ir(&[]);
    assert!(plain.contains(";   main: inlined 2 call(s) (main.bump, main.bump)"), "{plain}");
    assert!(!plain_main.contains("call i32 @main.bump"), "{plain_main}");
    let (sanitized, sanitized_main) = ir(&["--sanitize"]);
    assert!(!sanitized.contains("inlined"), "{sanitized}");
    assert_eq!(sanitized_main.matches("call i32 @main.bump").count(), 2, "{sanitized_main}");

    let default = wendc(dir.path(), &["nested.wend", "--emit-ir=inline"]);
    assert!(
        String::from_utf8_lossy(&default.stdout).contains(";   main: inlined 2 call(s)"),
        "the default pipeline inlines"
    );

    let out = wendc(dir.path(), &["nested.wend", "-o", "nested"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let run = Command::new(dir.path().join("nested")).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&run.stdout), "7\n");
}

#[test]
fn time_passes_reports_time_and_memory_of_every_stage() {
    let dir = setup(&[("hello.wend", HELLO)]);
    let out = wendc(dir.path(), &["hello.wend", "--time-passes"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let report = stderr(&out);
    let mut lines = report.lines();
    let header: Vec<&str> = lines.next().expect("a header").split_whitespace().collect();
    assert_eq!(header, ["stage", "time", "(ms)", "rss", "(MiB)", "peak", "(MiB)"]);
    let rows: Vec<Vec<&str>> = lines.map(|l| l.split_whitespace().collect()).collect();
    let stages: Vec<&str> = rows.iter().map(|r| r[0]).collect();
    for expected in ["lower", "mem2reg", "reg2mem", "backend", "link", "total"] {
        assert!(stages.contains(&expected), "no `{expected}` row in:\n{report}");
    }
    for row in &rows {
        let name_words = row.len() - 3;
        let (ms, rss, peak) = (row[name_words], row[name_words + 1], row[name_words + 2]);
        assert!(ms.parse::<f64>().is_ok_and(|t| t >= 0.0), "bad time in {row:?}");
        // Linux reports memory; the peak never falls below the resident set.
        let (rss, peak): (u64, u64) = (rss.parse().unwrap(), peak.parse().unwrap());
        assert!(rss <= peak && peak > 0, "bad memory in {row:?}");
    }
}

/// A program with a nested function, a loop and a string, for the dumps.
const SQUARES: &str = "main() {\n    int i;\n    int sq(int x) {\n        return x * x;\n    }\n    while i < 3 {\n        println sq(i);\n        i = i + 1;\n    }\n}\n";

/// Run `opt -passes=verify` and `lli` (LLVM 14) on the module in `ll`;
/// lli's stdout.
fn verify_and_run(ll: &Path) -> String {
    let opt = Command::new("opt")
        .args(["-opaque-pointers", "-passes=verify", "-disable-output"])
        .arg(ll)
        .output()
        .expect("opt runs");
    assert!(opt.status.success(), "opt rejects {}: {}", ll.display(), stderr(&opt));
    let lli = Command::new("lli").arg("-opaque-pointers").arg(ll).output().expect("lli runs");
    assert!(lli.status.success(), "lli: {}", stderr(&lli));
    String::from_utf8_lossy(&lli.stdout).into_owned()
}

#[test]
fn emit_ir_annotates_instructions_with_their_source_lines() {
    let dir = setup(&[("p.wend", SQUARES)]);
    let out = wendc(dir.path(), &["--emit-ir=lowered", "--ir-runtime=lli", "p.wend"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let ir = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(ir.contains("\n  ; 4: return x * x;\n"), "{ir}");
    assert!(ir.contains("\n  ; 7: println sq(i);\n"), "{ir}");
    assert_eq!(ir.matches("; 7: println sq(i);").count(), 1, "a source line is quoted once per function:\n{ir}");
    let mul = ir.lines().find(|l| l.contains(" = mul i32 ")).expect("a multiply");
    assert!(mul.ends_with(" ; line 4"), "{mul}");
    fs::write(dir.path().join("p.ll"), &ir).unwrap();
    assert_eq!(verify_and_run(&dir.path().join("p.ll")), "0\n1\n4\n");

    // Every stage, annotated, still parses back to the module it prints.
    let all = wendc(dir.path(), &["--emit-ir", "p.wend"]);
    for stage in String::from_utf8_lossy(&all.stdout).split("; ----- stage: ").skip(1) {
        let text = stage.split_once('\n').unwrap().1;
        let module =
            wendc::ir::parse::parse_module_with(text, Some(&wendc::runtime_abi::WEND_RUNTIME)).expect("parses");
        let plain = wendc::ir::print::print_module_with(&module, wendc::ir::print::RuntimeIr::Extern);
        let unannotated: String = text
            .lines()
            .filter(|l| !l.trim_start().starts_with(';'))
            .map(|l| format!("{}\n", l.split(" ; line ").next().unwrap()))
            .collect();
        assert_eq!(
            plain.lines().filter(|l| !l.starts_with(';')).collect::<Vec<_>>(),
            unannotated.lines().collect::<Vec<_>>()
        );
    }
}

#[test]
fn emit_ir_declares_the_runtime_on_stdout_and_defines_it_in_a_file() {
    let dir = setup(&[("p.wend", SQUARES)]);
    let shown = wendc(dir.path(), &["--emit-ir=adce", "p.wend"]);
    assert!(shown.status.success(), "{}", stderr(&shown));
    let shown = String::from_utf8_lossy(&shown.stdout).into_owned();
    assert!(shown.contains("\ndeclare void @wend_print_int(i32)\n"), "{shown}");
    assert!(!shown.contains("@printf"), "no lli shims on stdout by default:\n{shown}");

    let out = wendc(dir.path(), &["--emit-ir=adce", "p.wend", "-o", "p.ll"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(out.stdout.is_empty(), "-o takes the IR off stdout");
    let written = fs::read_to_string(dir.path().join("p.ll")).unwrap();
    assert!(written.contains("define void @wend_print_int(i32"), "a file gets the lli shims:\n{written}");
    assert_eq!(verify_and_run(&dir.path().join("p.ll")), "0\n1\n4\n");

    let explicit = wendc(dir.path(), &["--emit-ir=adce", "--ir-runtime=lli", "p.wend"]);
    assert_eq!(String::from_utf8_lossy(&explicit.stdout), written, "--ir-runtime=lli on stdout is the file's text");
    let out = wendc(dir.path(), &["--emit-ir=adce", "--ir-runtime=extern", "p.wend", "-o", "q.ll"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(fs::read_to_string(dir.path().join("q.ll")).unwrap(), shown);
}

#[test]
fn dumps_honour_dash_o_and_dash_o_dash_means_stdout() {
    let dir = setup(&[("p.wend", SQUARES)]);
    let out = wendc(dir.path(), &["--emit-cfg=lowered", "p.wend", "-o", "p.dot"]);
    assert!(out.status.success() && out.stdout.is_empty(), "{}", stderr(&out));
    let dot = fs::read_to_string(dir.path().join("p.dot")).unwrap();
    assert!(dot.starts_with("digraph \"main\""), "{dot}");

    // (An explicit runtime: by default a file gets lli's, stdout extern.)
    for args in
        [&["--emit-ir=lowered", "--ir-runtime=extern"][..], &["--emit-cfg=lowered"], &["--emit-mir=isel"], &["-S"]]
    {
        let mut to_file = args.to_vec();
        to_file.extend(["p.wend", "-o", "dump.txt"]);
        assert!(wendc(dir.path(), &to_file).status.success(), "{args:?}");
        let mut to_stdout = args.to_vec();
        to_stdout.extend(["p.wend", "-o", "-"]);
        let out = wendc(dir.path(), &to_stdout);
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        let file = fs::read_to_string(dir.path().join("dump.txt")).unwrap();
        assert_eq!(String::from_utf8_lossy(&out.stdout), file, "{args:?}");
        assert!(!dir.path().join("-").exists(), "`-o -` is not a file named `-`");
    }
    assert!(!dir.path().join("p.s").exists(), "-S -o - writes no p.s");

    // A failed compile leaves an earlier dump in place.
    fs::write(dir.path().join("bad.wend"), BROKEN).unwrap();
    let out = wendc(dir.path(), &["--emit-ir", "bad.wend", "-o", "p.dot"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(fs::read_to_string(dir.path().join("p.dot")).unwrap(), dot);
}

#[test]
fn listings_interleave_the_source_lines() {
    let dir = setup(&[("p.wend", SQUARES)]);
    let out = wendc(dir.path(), &["-S", "p.wend", "-o", "-"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let listing = String::from_utf8_lossy(&out.stdout).into_owned();
    let sq = listing.split("\nmain.sq:\n").nth(1).expect("main.sq is listed");
    let at = |text: &str| sq.find(text).unwrap_or_else(|| panic!("no `{text}` in\n{sq}"));
    assert!(at("# 3: int sq(int x) {\n") < at("# 4: return x * x;\n"), "{sq}");
    assert!(at("# 4: return x * x;\n") < at("imull"), "{sq}");
    assert!(!listing.contains(".loc"), "no .loc without -g");
    assert!(support_assembles(&listing));
}

/// `as` accepts the listing.
fn support_assembles(listing: &str) -> bool {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("l.s"), listing).unwrap();
    let out = Command::new("as").current_dir(dir.path()).args(["l.s", "-o", "l.o"]).output().expect("as runs");
    assert!(out.status.success() && out.stderr.is_empty(), "as: {}", stderr(&out));
    true
}

#[test]
fn listings_with_dash_g_give_as_a_line_table() {
    let dir = setup(&[("p.wend", SQUARES)]);
    let out = wendc(dir.path(), &["-S", "-g", "p.wend"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let listing = fs::read_to_string(dir.path().join("p.s")).unwrap();
    assert!(listing.contains("\t.file\t1 \"p.wend\"\n"), "{listing}");
    assert!(listing.contains("\t.loc\t1 4 "), "{listing}");
    let assembled = Command::new("as").current_dir(dir.path()).args(["p.s", "-o", "p.o"]).output().expect("as runs");
    assert!(assembled.status.success() && assembled.stderr.is_empty(), "as: {}", stderr(&assembled));
    let lines = Command::new("objdump").current_dir(dir.path()).args(["--dwarf=decodedline", "p.o"]).output().unwrap();
    let lines = String::from_utf8_lossy(&lines.stdout);
    let rows: Vec<&str> = lines.lines().filter(|l| l.starts_with("p.wend ")).collect();
    for line in ["1", "3", "4", "7"] {
        assert!(rows.iter().any(|r| r.split_whitespace().nth(1) == Some(line)), "no row for line {line}:\n{lines}");
    }

    // The code is the code of -S without -g, and of -c.
    let plain = wendc(dir.path(), &["-S", "p.wend", "-o", "-"]);
    let code = |text: &str| -> Vec<String> {
        text.lines().filter(|l| !l.starts_with("\t.loc") && !l.starts_with("\t.file")).map(str::to_string).collect()
    };
    assert_eq!(code(&listing), code(&String::from_utf8_lossy(&plain.stdout)));
}

#[test]
fn filter_limits_every_dump_to_one_function() {
    let dir = setup(&[("p.wend", SQUARES)]);
    let run = |args: &[&str]| {
        let mut all = vec!["p.wend", "--passes=mem2reg"];
        all.extend_from_slice(args);
        let out = wendc(dir.path(), &all);
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    for name in ["main.sq", "sq"] {
        let ir = run(&["--emit-ir=mem2reg", &format!("--filter={name}")]);
        assert!(ir.starts_with("; ----- stage: mem2reg -----\n"), "{ir}");
        assert!(ir.contains("target triple = ") && ir.contains("define i32 @main.sq(i32 %x)"), "{ir}");
        assert!(!ir.contains("@main()") && !ir.contains("declare") && !ir.contains("@.str"), "{ir}");
    }
    let cfg = run(&["--emit-cfg=mem2reg", "--filter=sq"]);
    assert_eq!(cfg.matches("digraph").count(), 1, "{cfg}");
    assert!(cfg.starts_with("digraph \"main.sq\""), "{cfg}");
    let mir = run(&["--emit-mir=isel", "--filter=main"]);
    assert!(mir.contains("machine function main ") && !mir.contains("machine function main.sq"), "{mir}");
    let listing = run(&["-S", "-o", "-", "--filter=sq"]);
    assert!(listing.contains("\nmain.sq:\n") && !listing.contains("\nmain:\n"), "{listing}");

    let out = wendc(dir.path(), &["p.wend", "--emit-ir", "--filter=cube"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("--filter: no function `cube`; the functions are: main, main.sq"),
        "{}",
        stderr(&out)
    );
}

/// As in gcc and clang: of several -O options the last wins, and a bare
/// -O means -O2.
#[test]
fn the_last_optimisation_level_wins_and_a_bare_o_means_o2() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("hello.wend"), "main() { println 1; }\n").unwrap();
    let stages = |args: &[&str]| -> Vec<String> {
        let out = wendc(dir.path(), args);
        assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .filter_map(|l| l.strip_prefix("; ----- stage: "))
            .map(|l| l.trim_end_matches(" -----").to_string())
            .collect()
    };
    assert_eq!(stages(&["--emit-ir", "-O2", "-O0", "hello.wend"]), ["lowered"]);
    assert_eq!(stages(&["--emit-ir", "-O0", "-O1", "hello.wend"]), stages(&["--emit-ir", "-O1", "hello.wend"]));
    assert_eq!(stages(&["--emit-ir", "-O0", "-O", "hello.wend"]), stages(&["--emit-ir", "-O2", "hello.wend"]));
    assert!(stages(&["--emit-ir", "-O", "hello.wend"]).len() > 10);
}

/// `-` reads the program from standard input: an executable `a.out` (as
/// cc names it), positions in errors name `<stdin>`.
#[test]
fn a_dash_reads_the_program_from_standard_input() {
    use std::io::Write;
    let dir = setup(&[]);
    let feed = |args: &[&str], text: &str| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_wendc"))
            .current_dir(dir.path())
            .args(args)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(text.as_bytes()).unwrap();
        child.wait_with_output().unwrap()
    };
    let out = feed(&["-"], HELLO);
    assert!(out.status.success(), "{}", stderr(&out));
    let run = Command::new(dir.path().join("a.out")).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&run.stdout), "hello\n42\n");
    let out = feed(&["-S", "-"], HELLO);
    assert!(out.status.success() && dir.path().join("stdin.s").exists(), "{}", stderr(&out));
    let out = feed(&["--emit-ir=lowered", "-"], HELLO);
    assert!(String::from_utf8_lossy(&out.stdout).contains("define i32 @main()"));
    let out = feed(&["-", "--color=never"], BROKEN);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("<stdin>:2:13"), "{}", stderr(&out));
}

/// Linking into a folder that does not exist names the user's path, not
/// the temporary folder the link works in.
#[test]
fn linking_into_a_missing_folder_names_the_users_path() {
    let dir = setup(&[("hello.wend", HELLO)]);
    let out = wendc(dir.path(), &["hello.wend", "-o", "no/such/dir/prog"]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(err.contains("cannot link `no/such/dir/prog`: the directory `no/such/dir` does not exist"), "{err}");
    assert!(!err.contains(".wendc-link"), "a temporary path leaked: {err}");
}

/// `-c -o -` writes the object to stdout (for a pipe); an executable
/// cannot go there.
#[test]
fn objects_go_to_stdout_with_o_dash_and_executables_do_not() {
    let dir = setup(&[("hello.wend", HELLO)]);
    let out = wendc(dir.path(), &["-c", "-o", "-", "hello.wend"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(out.stdout.starts_with(b"\x7fELF"), "not an object on stdout");
    assert!(!dir.path().join("-").exists(), "a file named `-` was written");
    let file = wendc(dir.path(), &["-c", "hello.wend"]);
    assert!(file.status.success());
    assert_eq!(out.stdout, fs::read(dir.path().join("hello.o")).unwrap(), "stdout and file objects differ");
    let out = wendc(dir.path(), &["-o", "-", "hello.wend"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("an executable cannot be written to standard output"), "{}", stderr(&out));
}

/// Separate compilation: an object of `wendc -c` (with or without the
/// sanitizer) and a listing of `wendc -S` link into the same program.
#[test]
fn objects_and_listings_link_into_programs() {
    let dir = setup(&[
        ("hello.wend", HELLO),
        ("oob.wend", "main() {\n    int[2] a;\n    int i;\n    i = 5;\n    println a[i];\n}\n"),
    ]);
    let run = |name: &str| Command::new(dir.path().join(name)).output().unwrap();
    assert!(wendc(dir.path(), &["-c", "hello.wend"]).status.success());
    let out = wendc(dir.path(), &["hello.o", "-o", "from-object"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(String::from_utf8_lossy(&run("from-object").stdout), "hello\n42\n");
    assert!(wendc(dir.path(), &["-S", "hello.wend"]).status.success());
    let out = wendc(dir.path(), &["hello.s", "-o", "from-listing"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(String::from_utf8_lossy(&run("from-listing").stdout), "hello\n42\n");
    // A sanitized object brings the sanitizer's runtime along.
    assert!(wendc(dir.path(), &["--sanitize", "-c", "oob.wend"]).status.success());
    assert!(wendc(dir.path(), &["oob.o", "-o", "oob"]).status.success());
    let out = run("oob");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("oob.wend:5:"), "{}", String::from_utf8_lossy(&out.stderr));
    // What cannot be linked is refused with a reason.
    fs::write(dir.path().join("junk.o"), "not an object").unwrap();
    let out = wendc(dir.path(), &["junk.o"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("`junk.o` is not an ELF object"), "{}", stderr(&out));
    let out = wendc(dir.path(), &["-c", "hello.o"]);
    assert!(stderr(&out).contains("is already compiled"), "{}", stderr(&out));
}

#[test]
fn completions_and_man_page_come_from_the_same_options_as_help() {
    let dir = setup(&[]);
    let bash = wendc(dir.path(), &["--completions", "bash"]);
    assert!(bash.status.success(), "{}", stderr(&bash));
    let script = String::from_utf8_lossy(&bash.stdout);
    for flag in ["--emit-ir", "--explain", "--completions", "--man"] {
        assert!(script.contains(flag), "bash completions lack {flag}:\n{script}");
    }
    for shell in ["zsh", "fish"] {
        let out = wendc(dir.path(), &["--completions", shell]);
        assert!(out.status.success(), "{shell}: {}", stderr(&out));
        assert!(String::from_utf8_lossy(&out.stdout).contains("emit-ir"), "{shell} completions lack --emit-ir");
    }
    let unknown = wendc(dir.path(), &["--completions", "cmd"]);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(stderr(&unknown).contains("[possible values: bash,"), "{}", stderr(&unknown));

    let man = wendc(dir.path(), &["--man"]);
    assert!(man.status.success(), "{}", stderr(&man));
    let page = String::from_utf8_lossy(&man.stdout);
    // clap_mangen defines a quote string (`Aq`) before the title line, so
    // `.TH` is the first line that is not a roff conditional.
    let first = page.lines().find(|l| !l.starts_with(".ie") && !l.starts_with(".el")).unwrap_or("");
    assert!(first.starts_with(".TH wendc 1"), "{page}");
    // roff escapes the hyphens of option names.
    assert!(page.contains("\\-\\-remarks"), "{page}");
    assert!(page.contains("optimisation remarks"), "the man page lacks --remarks's description:\n{page}");
    // Neither is a compile: an input alongside is a usage error.
    let with_input = wendc(dir.path(), &["--man", "x.wend"]);
    assert_eq!(with_input.status.code(), Some(2));
}

#[test]
fn no_input_is_still_a_usage_error() {
    let dir = setup(&[]);
    for args in [&[][..], &["-c"], &["--emit-ir"]] {
        let out = wendc(dir.path(), args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let text = stderr(&out);
        assert!(
            text.starts_with("error: the following required arguments were not provided:\n  <INPUT>\n"),
            "{args:?}: {text}"
        );
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn version_verbose_names_the_commit_target_and_features() {
    let dir = setup(&[]);
    let out = wendc(dir.path(), &["--version", "--verbose"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = String::from_utf8_lossy(&out.stdout);
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some(format!("wendc {}", env!("CARGO_PKG_VERSION")).as_str()));
    let commit =
        text.lines().find_map(|l| l.strip_prefix("commit: ")).unwrap_or_else(|| panic!("no commit line:\n{text}"));
    // A short hash (optionally `-dirty`), or `unknown` outside a git checkout.
    let hash = commit.strip_suffix("-dirty").unwrap_or(commit);
    assert!(hash == "unknown" || (hash.len() >= 7 && hash.chars().all(|c| c.is_ascii_hexdigit())), "{text}");
    assert!(text.contains("\ntarget: x86_64"), "{text}");
    assert!(text.contains("default target CPU: x86-64-v2\n"), "{text}");
    assert!(text.contains("native target CPU: "), "{text}");
    assert!(text.contains("allocator=mimalloc") && text.contains("sanitizer-runtime"), "{text}");
    // -V --verbose is the same; --verbose without --version is a usage error.
    let short = wendc(dir.path(), &["-V", "--verbose"]);
    assert_eq!(short.stdout, out.stdout);
    let alone = wendc(dir.path(), &["--verbose"]);
    assert_eq!(alone.status.code(), Some(2));
    assert!(stderr(&alone).contains("--version"), "{}", stderr(&alone));
}

/// `--emit-runtime` writes the runtime archive, with which another driver
/// links an object of `wendc -c`.
#[test]
fn cc_links_an_object_with_the_emitted_runtime() {
    let dir = setup(&[("hello.wend", HELLO)]);
    let out = wendc(dir.path(), &["--emit-runtime=libwendrt.a"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(fs::read(dir.path().join("libwendrt.a")).unwrap().starts_with(b"!<arch>\n"), "not an ar archive");
    assert!(wendc(dir.path(), &["-c", "hello.wend"]).status.success());
    let cc = Command::new("cc")
        .current_dir(dir.path())
        .args(["-static", "-nostdlib", "hello.o", "libwendrt.a", "-o", "hello"])
        .output()
        .expect("cc runs");
    assert!(cc.status.success(), "cc failed: {}", String::from_utf8_lossy(&cc.stderr));
    let run = Command::new(dir.path().join("hello")).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&run.stdout), "hello\n42\n");
}

// ----- gcc and clang habits -----

/// The stage names `--emit-ir` prints with `args`.
fn stage_names(dir: &Path, args: &[&str]) -> Vec<String> {
    let out = wendc(dir, args);
    assert!(out.status.success(), "{args:?}: {}", stderr(&out));
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| l.strip_prefix("; ----- stage: "))
        .map(|l| l.trim_end_matches(" -----").to_string())
        .collect()
}

/// gcc's other -O levels mean what the help says: -Os, -Oz and -Og the
/// -O1 pipeline, -Ofast and -O3 the -O2 one.
#[test]
fn gcc_optimisation_levels_map_to_wendc_pipelines() {
    let dir = setup(&[("hello.wend", HELLO)]);
    let o1 = stage_names(dir.path(), &["--emit-ir", "-O1", "hello.wend"]);
    let o2 = stage_names(dir.path(), &["--emit-ir", "-O2", "hello.wend"]);
    assert_ne!(o1, o2);
    for level in ["-Os", "-Oz", "-Og"] {
        assert_eq!(stage_names(dir.path(), &["--emit-ir", level, "hello.wend"]), o1, "{level}");
    }
    for level in ["-Ofast", "-O3"] {
        assert_eq!(stage_names(dir.path(), &["--emit-ir", level, "hello.wend"]), o2, "{level}");
    }
    // The last level still wins, whatever its spelling.
    assert_eq!(stage_names(dir.path(), &["--emit-ir", "-Os", "-O2", "hello.wend"]), o2);
    assert_eq!(stage_names(dir.path(), &["--emit-ir", "-O2", "-Os", "hello.wend"]), o1);
    let out = wendc(dir.path(), &["-Os", "hello.wend"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let run = Command::new(dir.path().join("hello")).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&run.stdout), "hello\n42\n");
}

/// Whether the object `args` write (with -c) has DWARF.
fn has_debug_info(dir: &Path, args: &[&str]) -> bool {
    let mut all = vec!["-c", "hello.wend", "-o", "hello.o"];
    all.extend_from_slice(args);
    let out = wendc(dir, &all);
    assert!(out.status.success(), "{args:?}: {}", stderr(&out));
    let sections = Command::new("readelf").arg("-S").arg(dir.join("hello.o")).output().expect("readelf runs");
    String::from_utf8_lossy(&sections.stdout).contains(".debug_info")
}

/// -g1 … -g3 and -ggdb are -g; -g0 turns it off; the last one wins.
#[test]
fn gcc_debug_levels_turn_debug_info_on_and_off() {
    let dir = setup(&[("hello.wend", HELLO)]);
    assert!(!has_debug_info(dir.path(), &[]));
    for on in ["-g", "-g1", "-g2", "-g3", "-ggdb"] {
        assert!(has_debug_info(dir.path(), &[on]), "{on}");
    }
    assert!(!has_debug_info(dir.path(), &["-g0"]));
    assert!(!has_debug_info(dir.path(), &["-g3", "-g0"]));
    assert!(has_debug_info(dir.path(), &["-g0", "-g3"]));
}

/// -Wextra, -Wpedantic and -pedantic turn every warning on, as -Wall; their
/// `no-` forms change nothing; -W extra (separate) too.
#[test]
fn gcc_warning_sets_are_accepted() {
    let dir = setup(&[("unused.wend", "main() {\n    int unused;\n    println 1;\n}\n")]);
    for flags in [
        &["-w", "-Wextra"][..],
        &["-w", "-Wpedantic"],
        &["-w", "-pedantic"],
        &["-w", "-W", "extra"],
        &["-Wno-extra"],
        &["-Wno-pedantic"],
    ] {
        let mut args = flags.to_vec();
        args.extend(["unused.wend", "--color=never"]);
        let out = wendc(dir.path(), &args);
        assert!(out.status.success(), "{flags:?}: {}", stderr(&out));
        assert!(stderr(&out).contains("unused variable `unused`"), "{flags:?} turns the warnings on: {}", stderr(&out));
    }
    let out = wendc(dir.path(), &["-Wextra", "-Werror", "unused.wend", "--color=never"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
}

/// -masm=intel writes an Intel-syntax listing that GNU as reads back into
/// the same program; -masm=att (the default) AT&T; other values are refused.
#[test]
fn masm_intel_listings_reassemble_and_run() {
    let program = "main() {\n    int[8] a;\n    int i;\n    int s;\n    int sq(int x) { return x * x; }\n    while i < 8 { a[i] = sq(i) - 3; i = i + 1; }\n    i = 0;\n    while i < 8 { s = s + a[i] / 2; i = i + 1; }\n    println s;\n    println \"done\";\n}\n";
    let dir = setup(&[("p.wend", program)]);
    let expected = {
        let out = wendc(dir.path(), &["p.wend", "-o", "direct"]);
        assert!(out.status.success(), "{}", stderr(&out));
        Command::new(dir.path().join("direct")).output().unwrap().stdout
    };
    for flags in [&["-O2"][..], &["-O0"], &["-O2", "-g"]] {
        let mut args = vec!["-S", "-masm=intel", "p.wend", "-o", "p.s"];
        args.extend_from_slice(flags);
        let out = wendc(dir.path(), &args);
        assert!(out.status.success(), "{flags:?}: {}", stderr(&out));
        let listing = fs::read_to_string(dir.path().join("p.s")).unwrap();
        assert!(listing.contains(".intel_syntax noprefix"), "{listing}");
        assert!(
            listing.contains("\tmov ") && !listing.contains("%rsp") && !listing.contains("movl"),
            "Intel syntax:\n{listing}"
        );
        let out = wendc(dir.path(), &["p.s", "-o", "from-listing"]);
        assert!(out.status.success(), "{flags:?}: as rejects the listing: {}", stderr(&out));
        let run = Command::new(dir.path().join("from-listing")).output().unwrap();
        assert_eq!(run.stdout, expected, "{flags:?}");
    }
    let out = wendc(dir.path(), &["-S", "-masm=att", "p.wend", "-o", "att.s"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let att = fs::read_to_string(dir.path().join("att.s")).unwrap();
    assert!(att.contains("%rsp") && !att.contains(".intel_syntax"), "{att}");
    let out = wendc(dir.path(), &["-S", "-masm=arm", "p.wend"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("intel"), "the error lists the syntaxes: {}", stderr(&out));
}

/// The explorer page shows the assembly in the syntax asked for.
#[test]
fn masm_intel_reaches_the_explorer_page() {
    let dir = setup(&[("hello.wend", HELLO)]);
    let out = wendc(dir.path(), &["--explain", "-masm=intel", "hello.wend", "-o", "-"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let page = String::from_utf8_lossy(&out.stdout);
    assert!(page.contains("intel_syntax") && page.contains("push rbp"), "the page's assembly is in Intel syntax");
}

const TWO_ERRORS: &str = "main() {\n    int x;\n    x = y + 1;\n    z = 2;\n}\n";

/// --error-format=short: one `file:line:col: error[CODE]: message` line
/// per diagnostic, nothing else, as editors' error parsers expect.
#[test]
fn short_error_format_is_one_line_per_diagnostic() {
    let dir = setup(&[("two.wend", TWO_ERRORS), ("warn.wend", "main() {\n    int unused;\n    println 1;\n}\n")]);
    let out = wendc(dir.path(), &["--error-format=short", "two.wend"]);
    assert_eq!(out.status.code(), Some(1));
    let lines: Vec<String> = stderr(&out).lines().map(str::to_string).collect();
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(lines[0].starts_with("two.wend:3:9: error[E"), "{lines:?}");
    assert!(
        lines[0].contains("`y`") && lines[1].starts_with("two.wend:4:5: error[E") && lines[1].contains("`z`"),
        "{lines:?}"
    );
    let out = wendc(dir.path(), &["--error-format=short", "warn.wend"]);
    assert!(out.status.success());
    assert_eq!(stderr(&out), "warn.wend:2:9: warning: unused variable `unused` [-Wunused-variable]\n");
}

/// --error-format=json: one JSON object per line, with the spans, code,
/// notes and help; failures without a place (a missing file) too.
#[test]
fn json_error_format_parses_and_carries_the_spans() {
    let dir = setup(&[("two.wend", TWO_ERRORS), ("warn.wend", "main() {\n    int unused;\n    println 1;\n}\n")]);
    let out = wendc(dir.path(), &["--error-format=json", "two.wend"]);
    assert_eq!(out.status.code(), Some(1));
    let objects: Vec<serde_json::Value> =
        stderr(&out).lines().map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}"))).collect();
    assert_eq!(objects.len(), 2);
    let first = &objects[0];
    assert_eq!(first["severity"], "error");
    assert!(first["code"].as_str().is_some_and(|c| c.starts_with('E')), "{first}");
    assert_eq!(
        (first["file"].as_str(), first["line"].as_u64(), first["column"].as_u64()),
        (Some("two.wend"), Some(3), Some(9))
    );
    let span = &first["spans"][0];
    assert_eq!(span["primary"], true);
    assert_eq!(
        (span["line"].as_u64(), span["column"].as_u64(), span["end_column"].as_u64()),
        (Some(3), Some(9), Some(10)),
        "{span}"
    );
    assert!(first["message"].as_str().unwrap().contains("`y`"));

    let out = wendc(dir.path(), &["--error-format=json", "warn.wend"]);
    assert!(out.status.success());
    let warning: serde_json::Value = serde_json::from_str(stderr(&out).trim()).unwrap();
    assert_eq!(warning["severity"], "warning");
    assert_eq!(warning["warning"], "unused-variable");
    assert!(warning["code"].is_null());
    assert!(warning["help"].as_str().is_some_and(|h| h.contains("_unused")), "{warning}");

    let out = wendc(dir.path(), &["--error-format=json", "missing.wend"]);
    assert_eq!(out.status.code(), Some(1));
    let failure: serde_json::Value = serde_json::from_str(stderr(&out).trim()).unwrap();
    assert!(failure["message"].as_str().unwrap().contains("missing.wend"), "{failure}");
    assert_eq!(failure["spans"].as_array().map(Vec::len), Some(0));
}

/// The completion scripts offer the names the options take: passes for
/// --passes and --remarks, stages for --emit-ir, warnings for -W and -A;
/// parsing stays as lenient (a second run of a pass, `cse#2`, is a stage).
#[test]
fn completions_offer_passes_stages_and_warnings() {
    let dir = setup(&[("hello.wend", HELLO)]);
    for shell in ["bash", "zsh", "fish"] {
        let out = wendc(dir.path(), &["--completions", shell]);
        assert!(out.status.success(), "{shell}: {}", stderr(&out));
        let script = String::from_utf8_lossy(&out.stdout);
        for name in ["loop-vectorize", "mem2reg", "lowered", "peephole", "unused-variable", "no-read-before-assign"] {
            assert!(script.contains(name), "{shell} completions lack `{name}`");
        }
    }
    let out = wendc(dir.path(), &["--emit-ir=licm#2", "hello.wend"]);
    assert!(out.status.success(), "{}", stderr(&out));
}

/// The man page has the sections a man page has, and one entry per pass
/// and per warning rather than a run-together list.
#[test]
fn the_man_page_has_examples_exit_status_and_environment() {
    let dir = setup(&[]);
    let man = wendc(dir.path(), &["--man"]);
    assert!(man.status.success(), "{}", stderr(&man));
    let page = String::from_utf8_lossy(&man.stdout);
    for section in [
        ".SH NAME",
        ".SH SYNOPSIS",
        ".SH OPTIONS",
        ".SH PASSES",
        ".SH WARNINGS",
        ".SH EXAMPLES",
        ".SH \"EXIT STATUS\"",
        ".SH ENVIRONMENT",
        ".SH \"SEE ALSO\"",
    ] {
        assert!(page.contains(section), "the man page lacks {section}");
    }
    for name in ["mem2reg", "loop\\-vectorize", "unused\\-variable", "NO_COLOR", "WENDSAN_OPTIONS"] {
        assert!(page.contains(&format!(".TP\n\\fB{name}\\fR\n")), "the man page lacks an entry for {name}");
    }
    let order = |s: &str| page.find(s).unwrap();
    assert!(order(".SH OPTIONS") < order(".SH PASSES") && order(".SH PASSES") < order(".SH EXAMPLES"));
}
