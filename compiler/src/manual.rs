//! `wendc --man` and `wendc --completions SHELL`: both made from the same
//! clap command as `--help`, so that they never drift from it, plus what
//! clap cannot know: the names the options take (passes, stages,
//! warnings) for the completions, and for the man page the sections a man
//! page has (PASSES and WARNINGS one entry each, EXAMPLES, EXIT STATUS,
//! ENVIRONMENT, SEE ALSO).

use std::io::Write;

use clap::builder::PossibleValuesParser;
use clap::Command;
use wendc::frontend::lint::LINTS;
use wendc::passes;

/// The backend stages `--emit-mir=STAGE` names.
const MIR_STAGES: [&str; 3] = ["isel", "regalloc", "peephole"];

/// A name made at run time, for clap's `&'static str` possible values
/// (the completion script is written once, then the process ends).
fn leak(name: String) -> &'static str {
    Box::leak(name.into_boxed_str())
}

/// `cmd` with the names each option takes, for the completion scripts:
/// stages for `--emit-ir`/`--emit-cfg`, passes for `--passes` and
/// `--remarks`, warnings (with their `no-` and `error=` forms) for `-W`
/// and `-A`. Only the generator sees these lists; parsing stays as lenient
/// as it is (`--emit-ir=cse#2`, comma-separated lists).
pub fn with_value_names(cmd: Command) -> Command {
    let pass_names: Vec<&'static str> = passes::PASSES.iter().map(|p| p.name).collect();
    let mut stages = vec!["all", "lowered"];
    stages.extend(&pass_names);
    let mut warnings = vec!["all", "error", "no-error", "extra", "pedantic"];
    for lint in LINTS {
        warnings.push(lint.name);
        warnings.push(leak(format!("no-{}", lint.name)));
        warnings.push(leak(format!("error={}", lint.name)));
    }
    let mut allowed = vec!["warnings"];
    allowed.extend(LINTS.iter().map(|l| l.name));
    let mut mir = vec!["all"];
    mir.extend(MIR_STAGES);
    let mut remarks = vec!["all"];
    remarks.extend(&pass_names);
    cmd.mut_arg("emit_ir", |a| a.value_parser(PossibleValuesParser::new(stages.clone())))
        .mut_arg("emit_cfg", |a| a.value_parser(PossibleValuesParser::new(stages.clone())))
        .mut_arg("emit_mir", |a| a.value_parser(PossibleValuesParser::new(mir)))
        .mut_arg("passes", |a| a.value_parser(PossibleValuesParser::new(pass_names.clone())))
        .mut_arg("remarks", |a| a.value_parser(PossibleValuesParser::new(remarks)))
        .mut_arg("warn", |a| a.value_parser(PossibleValuesParser::new(warnings)))
        .mut_arg("allow", |a| a.value_parser(PossibleValuesParser::new(allowed)))
}

/// Text for roff: backslashes doubled, hyphens escaped (so that `man`
/// keeps them ASCII, copyable), a leading dot or quote protected.
fn roff(text: &str) -> String {
    let escaped = text.replace('\\', "\\\\").replace('-', "\\-");
    match escaped.starts_with(['.', '\'']) {
        true => format!("\\&{escaped}"),
        false => escaped,
    }
}

/// A tagged paragraph: `tag` in bold, then `body`.
fn entry(out: &mut String, tag: &str, body: &str) {
    out.push_str(&format!(".TP\n\\fB{}\\fR\n{}\n", roff(tag), roff(body)));
}

const EXAMPLES: [(&str, &str); 9] = [
    ("wendc prog.wend", "Compile prog.wend with the default pipeline (-O2) into the executable ./prog."),
    ("wendc -O0 prog.wend -o bin/prog", "Compile without optimization: every value lives in its own stack slot."),
    ("wendc -S -masm=intel prog.wend", "Write the assembly listing prog.s in Intel syntax; as reassembles it."),
    (
        "wendc --emit-ir=mem2reg prog.wend -o prog.ll && lli -opaque-pointers prog.ll",
        "Print the IR after mem2reg and run it with LLVM's interpreter.",
    ),
    ("wendc --emit-ir-changes prog.wend | less", "Show what each pass changed, as diffs of the functions it touched."),
    ("wendc --remarks=loop-vectorize prog.wend", "Say which loops were vectorized, and why the others were not."),
    ("wendc --sanitize prog.wend && ./prog", "Build with run-time checks that report bugs with the wend call stack."),
    ("wendc --explain prog.wend", "Write prog.html, one page that follows the program through every stage."),
    (
        "wendc --error-format=short prog.wend",
        "One line per diagnostic, file:line:col: error[CODE]: message, for editors.",
    ),
];

/// The sections after OPTIONS.
fn extra_sections() -> String {
    let mut out = String::new();
    out.push_str(".SH PASSES\nThe names --passes, --emit-ir, --emit-cfg and --remarks take, in the order of the default pipeline where they are in it.\n");
    for pass in passes::PASSES {
        entry(&mut out, pass.name, pass.description);
    }
    out.push_str(&format!(".PP\nDefault pipeline (\\-O2, \\-O3): {}.\n", roff(&passes::DEFAULT_PIPELINE.join(", "))));
    out.push_str(&format!(".PP\n\\-O1 pipeline: {}.\n", roff(&passes::O1_PIPELINE.join(", "))));
    out.push_str(".SH WARNINGS\nAll are on by default; \\-Wno\\-NAME or \\-A NAME turns one off, \\-w all of them, \\-Werror makes them errors. A name starting with _ is never reported as unused.\n");
    for lint in LINTS {
        entry(&mut out, lint.name, lint.summary);
    }
    out.push_str(".SH EXAMPLES\n");
    for (command, what) in EXAMPLES {
        entry(&mut out, command, what);
    }
    out.push_str(".SH \"EXIT STATUS\"\n");
    entry(&mut out, "0", "The output was written (and, for the standalone options, printed).");
    entry(&mut out, "1", "The program has errors, or the input or output could not be read or written, or linking failed; the output path is left as it was.");
    entry(&mut out, "2", "The command line is wrong (an unknown option or a bad value).");
    entry(
        &mut out,
        "101",
        "wendc itself failed (a compiler bug); please report it with the output of wendc --version --verbose.",
    );
    out.push_str(".SH ENVIRONMENT\n");
    entry(&mut out, "NO_COLOR", "When set, diagnostics are not coloured unless --color=always is given.");
    entry(&mut out, "TMPDIR", "Where intermediate files of linking are written.");
    entry(
        &mut out,
        "WENDSAN_OPTIONS",
        "Read by programs built with --sanitize, not by wendc: exitcode=N (the status after a report) and print_addresses=1 (return addresses in the stack).",
    );
    out.push_str(".SH \"SEE ALSO\"\n");
    out.push_str("\\fBgcc\\fR(1), \\fBclang\\fR(1), \\fBas\\fR(1), \\fBgdb\\fR(1), \\fBopt\\fR(1), \\fBlli\\fR(1); docs/cli.md and docs/language.md in wendc's repository.\n");
    out
}

/// The man page (roff) of `cmd`.
pub fn render_man_page(cmd: Command, out: &mut dyn Write) -> std::io::Result<()> {
    let man = clap_mangen::Man::new(cmd);
    man.render_title(out)?;
    man.render_name_section(out)?;
    man.render_synopsis_section(out)?;
    man.render_description_section(out)?;
    man.render_options_section(out)?;
    out.write_all(extra_sections().as_bytes())?;
    man.render_version_section(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roff_escapes_hyphens_backslashes_and_leading_dots() {
        assert_eq!(roff("-O2 a\\b"), "\\-O2 a\\\\b");
        assert_eq!(roff(".hidden"), "\\&.hidden");
    }
}
