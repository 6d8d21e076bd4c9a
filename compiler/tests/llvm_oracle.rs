//! LLVM as the yardstick of our SSA passes, on every test and conformance
//! program (one test per program and check):
//!
//! - `mem2reg-phis/…`: after our mem2reg, each function has exactly as many
//!   phis as `opt -passes=mem2reg` makes from the same lowered IR, and no
//!   load or store of a non-captured scalar remains (every remaining memory
//!   access goes through an alloca whose address is passed to a call, or
//!   through a pointer parameter);
//! - `adce-size/…`: after our `mem2reg,adce`, no function has more
//!   instructions than after `opt -passes=mem2reg,adce`.

use std::collections::HashMap;
use std::path::Path;

mod support;
use std::process::Command;

use libtest_mimic::{Arguments, Failed, Trial};
use support::{programs_with_expected_output, repo_root};
use wendc::ir::{print::print_module, Function, InstKind, Module, ValueDef};
use wendc::passes;

fn main() {
    let args = Arguments::from_args();
    let repo = repo_root();
    let mut programs = programs_with_expected_output(&repo.join("test-programs"));
    programs.extend(programs_with_expected_output(&repo.join("../shared/conformance")));
    let mut trials = Vec::new();
    for program in programs {
        let name = program.strip_prefix(&repo).unwrap_or(&program).display().to_string();
        let p = program.clone();
        trials.push(Trial::test(format!("mem2reg-phis/{name}"), move || mem2reg_matches_llvm(&p)));
        trials.push(Trial::test(format!("adce-size/{name}"), move || adce_not_larger_than_llvm(&program)));
    }
    // More variables than mem2reg's liveness analysis takes at once.
    trials.push(Trial::test("mem2reg-phis/generated-1500-variables", || {
        let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
        let program = dir.path().join("many.wend");
        std::fs::write(&program, many_variables_program(1500)).map_err(|e| e.to_string())?;
        mem2reg_matches_llvm(&program)
    }));
    libtest_mimic::run(&args, trials).exit();
}

/// `n` variables updated in a loop (each needs a phi in the loop header)
/// and in an if/else (each needs one at the join), some dead afterwards.
fn many_variables_program(n: usize) -> String {
    let mut text = String::from("main() {\n    int i;\n");
    for k in 0..n {
        text.push_str(&format!("    int v{k};\n"));
    }
    text.push_str("    while i < 3 {\n");
    for k in 0..n {
        text.push_str(&format!("        v{k} = v{k} + v{} + i;\n", (k * 7 + 1) % n));
    }
    text.push_str("        i = i + 1;\n    }\n    if i > 2 {\n");
    for k in (0..n).step_by(3) {
        text.push_str(&format!("        v{k} = v{k} * 2;\n"));
    }
    text.push_str("    } else {\n        v0 = 1;\n    }\n");
    for k in (0..n).step_by(2) {
        text.push_str(&format!("    println v{k};\n"));
    }
    text.push_str("}\n");
    text
}

fn lowered(program: &Path) -> Result<Module, Failed> {
    let bytes = std::fs::read(program).map_err(|e| e.to_string())?;
    let name = program.file_name().unwrap().to_string_lossy().into_owned();
    Ok(wendc::driver::compile_to_ir(&name, &bytes).map_err(|e| e.render(false))?)
}

fn run_passes(module: &mut Module, list: &str) {
    for pass in passes::parse_pipeline(list).expect("known passes") {
        pass.run_on(module, &passes::PassOptions::default());
    }
    wendc::ir::verify::assert_valid(module, list);
}

fn mem2reg_matches_llvm(program: &Path) -> Result<(), Failed> {
    let mut ours = lowered(program)?;
    let llvm = llvm_functions(&print_module(&ours), "mem2reg")?;
    run_passes(&mut ours, "mem2reg");
    for (_, f) in ours.functions().filter(|(_, f)| !f.is_declaration) {
        let our_phis = count(f, |k| matches!(k, InstKind::Phi { .. }));
        let llvm_phis = llvm.get(&f.name).ok_or_else(|| format!("LLVM's output lacks `{}`", f.name))?.phis;
        if our_phis != llvm_phis {
            return Err(format!("`{}`: {our_phis} phis after our mem2reg, {llvm_phis} after LLVM's", f.name).into());
        }
        check_only_captured_memory(f)?;
    }
    Ok(())
}

fn adce_not_larger_than_llvm(program: &Path) -> Result<(), Failed> {
    let mut ours = lowered(program)?;
    let llvm = llvm_functions(&print_module(&ours), "mem2reg,adce")?;
    run_passes(&mut ours, "mem2reg,adce");
    for (_, f) in ours.functions().filter(|(_, f)| !f.is_declaration) {
        let our_size = f.live_inst_count();
        let llvm_size = llvm.get(&f.name).ok_or_else(|| format!("LLVM's output lacks `{}`", f.name))?.insts;
        if our_size > llvm_size {
            return Err(format!(
                "`{}`: {our_size} instructions after our mem2reg,adce, {llvm_size} after LLVM's",
                f.name
            )
            .into());
        }
    }
    Ok(())
}

fn count(f: &Function, pred: impl Fn(&InstKind) -> bool) -> usize {
    f.insts_in_layout().filter(|&(_, i)| pred(&f.inst(i).kind)).count()
}

/// Every load and store left must go through captured memory (an alloca
/// whose address is passed to a call, a static link parameter, a field of
/// a frame record, or a link loaded from one) or be an array element.
fn check_only_captured_memory(f: &Function) -> Result<(), Failed> {
    for (_, i) in f.insts_in_layout() {
        let data = f.inst(i);
        let ptr = match data.kind {
            InstKind::Load => data.operands()[0],
            InstKind::Store => data.operands()[1],
            _ => continue,
        };
        let captured = match f.value(ptr).def {
            ValueDef::Param(_) => true,
            ValueDef::Inst(def) => match f.inst(def).kind {
                // Array elements and captured variables (fields of frame
                // records) live in memory by design.
                InstKind::Gep { .. } => true,
                // The static link of a function further out, loaded from
                // a record.
                InstKind::Load => f.value_type(ptr) == wendc::ir::Type::Ptr,
                InstKind::Alloca { .. } => {
                    f.users(ptr).iter().any(|&u| matches!(f.inst(u).kind, InstKind::Call { .. }))
                }
                _ => false,
            },
            _ => false,
        };
        if !captured {
            return Err(
                format!("`{}` still loads or stores a variable that mem2reg should have promoted", f.name).into()
            );
        }
    }
    Ok(())
}

struct LlvmFunction {
    phis: usize,
    insts: usize,
}

/// Run `opt -passes=<passes>` on `module_text` and count, per function, its
/// phis and instructions (lines of the body that are not labels).
fn llvm_functions(module_text: &str, passes: &str) -> Result<HashMap<String, LlvmFunction>, Failed> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let input = dir.path().join("in.ll");
    std::fs::write(&input, module_text).map_err(|e| e.to_string())?;
    let out = Command::new("opt")
        .args(["-opaque-pointers", "-S", &format!("-passes={passes}")])
        .arg(&input)
        .output()
        .map_err(|e| format!("cannot run opt (LLVM 14 is required): {e}"))?;
    if !out.status.success() {
        return Err(format!("opt failed: {}", String::from_utf8_lossy(&out.stderr)).into());
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let mut functions = HashMap::new();
    let mut current: Option<(String, LlvmFunction)> = None;
    for line in text.lines() {
        if line.starts_with("define ") {
            current = Some((function_name(line)?, LlvmFunction { phis: 0, insts: 0 }));
        } else if line == "}" {
            if let Some((name, f)) = current.take() {
                functions.insert(name, f);
            }
        } else if let Some((_, f)) = current.as_mut() {
            let code = line.split(';').next().unwrap_or("").trim();
            if code.is_empty() || code.ends_with(':') {
                continue;
            }
            f.insts += 1;
            if code.contains(" = phi ") {
                f.phis += 1;
            }
        }
    }
    Ok(functions)
}

/// The symbol of a `define` line: `@name(` or `@"quoted name"(`.
fn function_name(line: &str) -> Result<String, Failed> {
    let at = line.find('@').ok_or("define without a name")?;
    let rest = &line[at + 1..];
    if let Some(quoted) = rest.strip_prefix('"') {
        let end = quoted.find('"').ok_or("unterminated quoted name")?;
        Ok(quoted[..end].to_string())
    } else {
        let end = rest.find('(').ok_or("define without parameters")?;
        Ok(rest[..end].to_string())
    }
}
