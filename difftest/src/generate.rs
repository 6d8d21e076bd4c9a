//! A random generator of valid, terminating wend programs, in the spirit of
//! Csmith (Yang et al., PLDI 2011): every program is well-typed by
//! construction, has no undefined behaviour, terminates quickly, and prints
//! enough intermediate values that a miscompilation shows in its output.
//!
//! How each hazard is avoided:
//! - **Termination**: every `while` runs on its own counter
//!   (`cnt = 0; while cnt < K && …`), incremented by 1, 2 or 3 at the end
//!   of the body and never assigned anywhere else (counters are not
//!   assignable variables).
//!   Counted loops over arrays step their own index by 1 to a bound set
//!   before the loop and written nowhere else (see `loops`).
//!   Calls only go to functions completed earlier (an acyclic call graph),
//!   except self-recursion, which carries a fuel parameter that every
//!   recursive call decrements and that the function checks first.
//!   Every function's cost (statements run per call, with loops and callees
//!   multiplied in) is estimated as it is generated, and calls that would
//!   push a body over its budget are not generated, so the work, and the
//!   output, of a whole program stay small.
//! - **Indexes out of bounds** (undefined behaviour): an index is a
//!   constant, an enclosing counter whose range fits, or wrapped into
//!   bounds with `%`; counted loops choose offsets with their index range.
//! - **Traps**: divisors are constants other than 0 and -1, or have the
//!   form `e % 5 + 6` (always in 2..10).
//! - **Other undefined behaviour**: wend has none (arithmetic wraps;
//!   variables start at zero).
//!
//! What programs exercise: nested functions several levels deep reading and
//! writing captured variables (also through calls of other nested
//! functions), overload sets, bounded recursion, loops, `&&`/`||` whose right
//! side has a side effect, arithmetic around INT_MIN/INT_MAX, shadowing,
//! prelude calls, and prints of ints, bools and strings throughout.
//! About a third of the programs also get counted loops over arrays, the
//! shape a loop vectorizer takes (see `loops`), and about one in eight a
//! matrix-product loop nest in a function of its own, the shape the
//! outer-loop vectorizer takes (see `nest`).
//! `Features` records which of the constructs a program contains.

mod loops;
mod nest;

use crate::rng::Rng;

/// Constructs a generated program contains (for the coverage report).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Features {
    pub nested_capture: bool,
    pub overload: bool,
    pub recursion: bool,
    pub loops: bool,
    pub short_circuit_effect: bool,
    pub arrays: bool,
    /// Counted loops over arrays (`i = a; while i < b { … a[i + c] …; i = i + 1; }`).
    pub counted_loops: bool,
    /// … one of which reads and writes one array at different offsets.
    pub carried_dependence: bool,
    /// … one of which reduces into a scalar (sum, product, min/max, count, `&&`/`||`).
    pub reductions: bool,
    /// … one of which is an `&&`/`||` reduction of a bool.
    pub bool_reductions: bool,
    /// … one of which runs its index next to INT_MIN or INT_MAX.
    pub extreme_index: bool,
    /// … one of which calls a nested function that writes an array.
    pub writer_call: bool,
    /// … one of which is in a nested function, over captured arrays.
    pub nested_counted_loop: bool,
    /// if/else groups that slp packs as vector selects (min/max, blends).
    pub select_groups: bool,
    /// A matrix-product loop nest, the shape outer-vectorize takes (see `nest`).
    pub outer_nest: bool,
    /// A flat chain of three or more operands of one precedence level
    /// (`a + b - c * d …`, `p && q || r …`): one AST node in wendc.
    pub flat_chain: bool,
}

impl Features {
    /// Every construct with its name in the summary, in a fixed order.
    pub fn named(&self) -> [(&'static str, bool); 16] {
        [
            ("nested capture", self.nested_capture),
            ("overload", self.overload),
            ("recursion", self.recursion),
            ("loop", self.loops),
            ("short-circuit with side effect", self.short_circuit_effect),
            ("array", self.arrays),
            ("select group", self.select_groups),
            ("counted loop over arrays", self.counted_loops),
            ("  with a loop-carried dependence", self.carried_dependence),
            ("  with a reduction", self.reductions),
            ("  with an &&/|| reduction", self.bool_reductions),
            ("  with its index near INT_MIN/MAX", self.extreme_index),
            ("  calling an array writer", self.writer_call),
            ("  in a nested function", self.nested_counted_loop),
            ("matmul nest (outer-vectorize)", self.outer_nest),
            ("flat chain of 3+ operands", self.flat_chain),
        ]
    }
}

pub struct Program {
    pub text: String,
    pub features: Features,
}

/// Generate the program for `seed`.
pub fn generate(seed: u64) -> Program {
    // Counted loops draw from a stream of their own, so that a program
    // without them is exactly the program its seed gave before they existed.
    let mut loop_rng = Rng::new(seed ^ loops::STREAM);
    let counted_program = loop_rng.chance(loops::PROGRAM_PERCENT);
    // So do matrix-product nests.
    let mut nest_rng = Rng::new(seed ^ nest::STREAM);
    let nest_program = nest_rng.chance(nest::PROGRAM_PERCENT);
    let mut g = Gen {
        rng: Rng::new(seed),
        loop_rng,
        counted_program,
        nest_rng,
        nest_program,
        scopes: Vec::new(),
        next_id: 0,
        features: Features::default(),
        last_body_cost: 0,
    };
    let text = g.program(seed);
    Program { text, features: g.features }
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Ty {
    Int,
    Bool,
}

impl Ty {
    fn name(self) -> &'static str {
        match self {
            Ty::Int => "int",
            Ty::Bool => "bool",
        }
    }
}

#[derive(Clone, Debug)]
struct Var {
    name: String,
    ty: Ty,
    /// Loop counters and fuel parameters are never assigned by random code.
    assignable: bool,
}

/// An array variable: `int[len]` or `bool[len]`.
#[derive(Clone, Debug)]
struct ArrayVar {
    name: String,
    ty: Ty,
    len: i64,
}

#[derive(Clone, Debug)]
struct Func {
    name: String,
    params: Vec<Ty>,
    ret: Option<Ty>,
    /// Recursive functions take their fuel as the first parameter.
    fuel: bool,
    /// Whether calling it may print or write variables.
    has_effects: bool,
    /// Estimated statements run by one call (callees included).
    cost: u64,
}

/// The body of a function being generated.
struct Scope {
    vars: Vec<Var>,
    /// Functions declared in this body whose definitions are complete (and
    /// may therefore be called without making the call graph cyclic).
    funcs: Vec<Func>,
    ret: Option<Ty>,
    /// The function itself, if it is recursive (its fuel parameter first).
    recursive_self: Option<(Func, String)>,
    self_calls: u32,
    /// Estimated statements run by one execution of the body so far.
    cost: u64,
    /// How many times the code being generated runs per execution of the
    /// body (the product of the trip counts of the enclosing loops).
    multiplier: u64,
    /// Loop counters to declare with the locals.
    counters: Vec<String>,
    /// Temporaries of select groups, declared with the locals too (no
    /// other code sees them: they are not in `vars`).
    temps: Vec<(Ty, String)>,
    /// Arrays declared in this body.
    arrays: Vec<ArrayVar>,
    /// Counters of the loops around the code being generated, with a bound
    /// on their values (they range over `0..bound`): safe indices.
    active_counters: Vec<(String, i64)>,
    /// Whether the body wrote or read a variable of an enclosing function.
    captures: bool,
    /// Nested functions of this body that write an array element (their
    /// parameters: an index, wrapped into bounds, and a value).
    array_writers: Vec<String>,
}

/// Values that tend to expose wrap-around and sign bugs.
const INTERESTING: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "7",
    "10",
    "100",
    "255",
    "256",
    "1000",
    "46341",
    "65535",
    "65536",
    "1073741824",
    "2147483647",
    "2147483648",
    "-1",
    "-2",
    "-7",
    "-65536",
    "-2147483647",
    "-2147483648",
];

/// Safe constant divisors (never 0 or -1).
const DIVISORS: &[&str] =
    &["2", "3", "5", "7", "10", "16", "1000", "-2", "-3", "-7", "65536", "2147483647", "-2147483648"];

const STRINGS: &[&str] = &["\"x=\"", "\" \"", "\"|\"", "\"ok\\n\"", "\"\\t->\"", "\"caf\\xc3\\xa9 \"", "\"\\\"q\\\"\""];

struct Gen {
    rng: Rng,
    /// The stream counted loops are drawn from (see `generate`).
    loop_rng: Rng,
    /// Whether this program gets counted loops at all.
    counted_program: bool,
    /// The stream of the matrix-product nest, and whether there is one.
    nest_rng: Rng,
    nest_program: bool,
    scopes: Vec<Scope>,
    next_id: u32,
    features: Features,
    /// The cost of the function body generated last.
    last_body_cost: u64,
}

/// Limits that keep programs small and their running time bounded.
const MAX_FUNCTION_DEPTH: usize = 4;
const MAX_BLOCK_DEPTH: u32 = 3;
const MAX_EXPR_DEPTH: u32 = 3;
const MAX_TRIPS: i64 = 4;
const MAX_FUEL: i64 = 4;
/// Estimated statements one call of a function may run.
const FUNCTION_BUDGET: u64 = 3_000;
/// … and one run of the whole program.
const PROGRAM_BUDGET: u64 = 30_000;

impl Gen {
    fn fresh(&mut self, prefix: &str) -> String {
        self.next_id += 1;
        format!("{prefix}{}", self.next_id)
    }

    fn scope(&mut self) -> &mut Scope {
        self.scopes.last_mut().expect("inside a function")
    }

    fn program(&mut self, seed: u64) -> String {
        let body = self.function_body(None, &[], true);
        format!("// generated by wend-difftest, seed {seed}\nmain() {{\n{body}}}\n")
    }

    /// Generate a function body (declarations, nested functions,
    /// statements). `params` are already named; `main` prints all its
    /// variables at the end.
    fn function_body(&mut self, ret: Option<Ty>, params: &[Var], is_main: bool) -> String {
        self.function_body_with(ret, params, is_main, None, String::new())
    }

    /// The body's lines, indented one level; `prologue` comes before the
    /// generated statements (a recursive function's fuel check).
    fn function_body_with(
        &mut self,
        ret: Option<Ty>,
        params: &[Var],
        is_main: bool,
        recursive: Option<(Func, String)>,
        prologue: String,
    ) -> String {
        let depth = self.scopes.len() + 1;
        let mut locals = Vec::new();
        let n_locals = if is_main { self.rng.range(3, 6) } else { self.rng.range(0, 3) };
        for _ in 0..n_locals {
            let ty = if self.rng.chance(70) { Ty::Int } else { Ty::Bool };
            // Sometimes shadow a visible variable of the same or another type.
            let name = match self.visible_vars().into_iter().filter(|v| v.assignable).collect::<Vec<_>>() {
                outer if !outer.is_empty() && self.rng.chance(15) => outer[self.rng.below(outer.len())].name.clone(),
                _ => self.fresh(if ty == Ty::Int { "x" } else { "b" }),
            };
            if params.iter().any(|p| p.name == name) || locals.iter().any(|l: &Var| l.name == name) {
                continue; // a local may not reuse a name of the same function
            }
            locals.push(Var { name, ty, assignable: true });
        }
        let mut vars = params.to_vec();
        vars.extend(locals.iter().cloned());
        self.scopes.push(Scope {
            vars,
            funcs: Vec::new(),
            ret,
            recursive_self: recursive,
            self_calls: 0,
            cost: 0,
            multiplier: 1,
            counters: Vec::new(),
            temps: Vec::new(),
            arrays: Vec::new(),
            active_counters: Vec::new(),
            captures: false,
            array_writers: Vec::new(),
        });
        let counted_here = self.counted_loops_here(is_main);
        if counted_here && is_main {
            self.with_loop_rng(Gen::add_loop_arrays);
        }

        let n_arrays = if is_main {
            self.rng.range(1, 3)
        } else if self.rng.chance(25) {
            1
        } else {
            0
        };
        for _ in 0..n_arrays {
            let ty = if self.rng.chance(75) { Ty::Int } else { Ty::Bool };
            let len = *self.rng.pick(&[4, 5, 8, 12, 16]);
            let name = self.fresh("arr");
            self.scope().arrays.push(ArrayVar { name, ty, len });
            self.features.arrays = true;
        }

        let mut nested = String::new();
        if depth < MAX_FUNCTION_DEPTH {
            let n_funcs = if is_main { self.rng.range(2, 4) } else { self.rng.range(0, 2) };
            for _ in 0..n_funcs {
                nested.push_str(&self.nested_function());
            }
        }
        if counted_here {
            nested.push_str(&self.with_loop_rng(Gen::array_writer));
        }
        let nest_here = is_main && self.nest_program;
        if nest_here {
            nested.push_str(&self.with_nest_rng(Gen::nest_function));
        }

        let n_stmts = if is_main { self.rng.range(6, 12) } else { self.rng.range(2, 6) };
        let mut statements: Vec<String> = (0..n_stmts).map(|_| self.statement(1)).collect();
        if counted_here {
            self.with_loop_rng(|g| g.insert_counted_loops(&mut statements, depth > 1));
        }
        if nest_here {
            self.with_nest_rng(|g| {
                for _ in 0..g.rng.range(1, 2) {
                    let at = g.rng.range(0, statements.len() as i64) as usize;
                    let call = g.nest_call();
                    statements.insert(at, call);
                }
            });
        }
        let mut stmts = prologue;
        stmts.push_str(&statements.concat());
        if is_main {
            for v in self.visible_vars() {
                stmts.push_str(&format!("{}print \"{} = \"; println {};\n", indent(1), v.name, v.name));
            }
            for a in self.scope().arrays.clone() {
                stmts.push_str(&format!("{}print \"{}:\";\n", indent(1), a.name));
                if a.len > loops::UNROLLED_PRINT_MAX {
                    stmts.push_str(&self.print_array_loop(&a));
                    continue;
                }
                for k in 0..a.len {
                    stmts.push_str(&format!("{}print \" \"; print {}[{k}];\n", indent(1), a.name));
                }
                stmts.push_str(&format!("{}println \"\";\n", indent(1)));
            }
        }
        let tail_call = self.tail_call();
        match (ret, tail_call) {
            (Some(ty), Some(call)) if ty == Ty::Int && self.rng.chance(70) => {
                // Accumulator recursion (tre): the call through `+` or `*`,
                // on either side.
                let e = self.expr(Ty::Int, 2);
                let op = if self.rng.chance(60) { "+" } else { "*" };
                let text = if self.rng.chance(50) { format!("{call} {op} {e}") } else { format!("{e} {op} {call}") };
                stmts.push_str(&format!("{}return {text};\n", indent(1)));
            }
            (Some(_), Some(call)) => stmts.push_str(&format!("{}return {call};\n", indent(1))),
            (None, Some(call)) => stmts.push_str(&format!("{}{call};\n", indent(1))),
            (Some(ty), None) => {
                let e = self.expr(ty, MAX_EXPR_DEPTH);
                stmts.push_str(&format!("{}return {e};\n", indent(1)));
            }
            (None, None) => {}
        }

        let scope = self.scopes.pop().expect("scope pushed above");
        if scope.captures && depth > 1 {
            self.features.nested_capture = true;
        }
        // A recursive body runs once per call in its recursion tree.
        let invocations = match scope.self_calls {
            0 => 1,
            1 => MAX_FUEL as u64 + 1,
            _ => (1 << (MAX_FUEL + 1)) - 1,
        };
        self.last_body_cost = (scope.cost + 1) * invocations;
        let mut text = String::new();
        for l in &locals {
            text.push_str(&format!("{}{} {};\n", indent(1), l.ty.name(), l.name));
        }
        for c in &scope.counters {
            text.push_str(&format!("{}int {c};\n", indent(1)));
        }
        for (ty, t) in &scope.temps {
            text.push_str(&format!("{}{} {t};\n", indent(1), ty.name()));
        }
        for a in &scope.arrays {
            text.push_str(&format!("{}{}[{}] {};\n", indent(1), a.ty.name(), a.len, a.name));
        }
        text.push_str(&nested);
        text.push_str(&stmts);
        text
    }

    /// A nested function (or an overload set of them) in the current body.
    fn nested_function(&mut self) -> String {
        let overloads = if self.rng.chance(20) { 2 } else { 1 };
        let name = self.fresh("f");
        let mut text = String::new();
        let mut signatures: Vec<Vec<Ty>> = Vec::new();
        for _ in 0..overloads {
            let recursive = overloads == 1 && self.rng.chance(20);
            let ret = match self.rng.below(3) {
                0 => None,
                1 => Some(Ty::Int),
                _ => Some(Ty::Bool),
            };
            let mut params: Vec<Ty> = if recursive { vec![Ty::Int] } else { Vec::new() };
            for _ in 0..self.rng.range(0, 3) {
                params.push(if self.rng.chance(70) { Ty::Int } else { Ty::Bool });
            }
            if signatures.contains(&params) {
                params.push(if signatures.len().is_multiple_of(2) { Ty::Bool } else { Ty::Int });
                if signatures.contains(&params) {
                    continue;
                }
            }
            signatures.push(params.clone());
            let param_vars: Vec<Var> = params
                .iter()
                .enumerate()
                .map(|(i, &ty)| Var {
                    name: self.fresh(if recursive && i == 0 { "fuel" } else { "p" }),
                    ty,
                    assignable: !(recursive && i == 0),
                })
                .collect();
            let mut func =
                Func { name: name.clone(), params: params.clone(), ret, fuel: recursive, has_effects: true, cost: 0 };
            let self_info = recursive.then(|| (func.clone(), param_vars[0].name.clone()));
            if recursive {
                self.features.recursion = true;
            }
            let mut fuel_check = String::new();
            if recursive {
                // Params are in scope for the stop value only once the body's
                // scope exists, so use a literal here.
                let stop = match ret {
                    Some(Ty::Int) => format!("return {};", self.rng.pick(INTERESTING)),
                    Some(Ty::Bool) => "return false;".to_string(),
                    None => "return;".to_string(),
                };
                fuel_check = format!("{}if {} <= 0 {{ {stop} }}\n", indent(1), param_vars[0].name);
            }
            let body = self.function_body_with(ret, &param_vars, false, self_info, fuel_check);
            let header_params: Vec<String> = param_vars.iter().map(|p| format!("{} {}", p.ty.name(), p.name)).collect();
            let ret_text = ret.map(|t| format!("{} ", t.name())).unwrap_or_default();
            text.push_str(&format!("{ret_text}{name}({}) {{\n", header_params.join(", ")));
            text.push_str(&body);
            text.push_str("}\n");
            func.cost = self.last_body_cost;
            self.scope().funcs.push(func);
        }
        if signatures.len() > 1 {
            self.features.overload = true;
        }
        indent_block(&text, 1)
    }

    /// Arrays visible here (their names are unique, so none is shadowed),
    /// noting use of an enclosing function's array as a capture.
    fn pick_array(&mut self, ty: Ty, min_len: i64) -> Option<ArrayVar> {
        let innermost = self.scopes.len() - 1;
        let candidates: Vec<(ArrayVar, bool)> = self
            .scopes
            .iter()
            .enumerate()
            .flat_map(|(level, s)| s.arrays.iter().map(move |a| (a.clone(), level != innermost)))
            .filter(|(a, _)| a.ty == ty && a.len >= min_len)
            .collect();
        if candidates.is_empty() {
            return None;
        }
        let (a, outer) = candidates[self.rng.below(candidates.len())].clone();
        if outer {
            self.scope().captures = true;
        }
        Some(a)
    }

    /// An index expression always within `0..len`: a constant, a counter of
    /// an enclosing loop (plus a small constant), or `(e % len + len) % len`.
    fn index(&mut self, len: i64) -> String {
        let counters: Vec<(String, i64)> =
            self.scopes.last().unwrap().active_counters.iter().filter(|(_, trips)| *trips <= len).cloned().collect();
        match self.rng.below(10) {
            0..=3 => self.rng.range(0, len - 1).to_string(),
            4..=6 if !counters.is_empty() => {
                let (c, trips) = counters[self.rng.below(counters.len())].clone();
                let extra = self.rng.range(0, len - trips);
                if extra == 0 {
                    c
                } else {
                    format!("{c} + {extra}")
                }
            }
            _ => format!("(({}) % {len} + {len}) % {len}", self.expr(Ty::Int, 1)),
        }
    }

    /// An element read `a[i]` of an array of type `ty`, if one is visible.
    fn element(&mut self, ty: Ty) -> Option<String> {
        let a = self.pick_array(ty, 1)?;
        let i = self.index(a.len);
        Some(format!("{}[{i}]", a.name))
    }

    /// A small `if` choosing a variable's value from cheap expressions on
    /// each side (a minimum or maximum, a clamp, a pick between two sums):
    /// what simplifycfg turns into a `select`.
    fn choice(&mut self, ind: &str) -> Option<String> {
        let v = self.pick_var(Ty::Int, true)?;
        let a = self.leaf(Ty::Int);
        let b = self.leaf(Ty::Int);
        let op = self.rng.pick(&["<", "<=", ">", ">=", "==", "!="]);
        let inner = format!("{ind}    ");
        Some(match self.rng.below(3) {
            0 => format!("{ind}if {a} {op} {v} {{\n{inner}{v} = {a};\n{ind}}}\n"),
            1 => format!(
                "{ind}if {a} {op} {b} {{\n{inner}{v} = {a} + {b};\n{ind}}} else {{\n{inner}{v} = {b} - {v};\n{ind}}}\n"
            ),
            _ => {
                let c = self.leaf(Ty::Int);
                format!("{ind}if {v} {op} {a} {{\n{inner}{v} = {b};\n{ind}}} else {{\n{inner}if {v} > {c} {{\n{inner}    {v} = {c} * 3;\n{inner}}}\n{ind}}}\n")
            }
        })
    }

    /// An element read twice with nothing in between that writes it, or
    /// read right after it was written: what cse's redundant-load
    /// elimination removes (the index is the same text both times).
    fn repeated_reads(&mut self, ind: &str) -> Option<String> {
        let a = self.pick_array(Ty::Int, 1)?;
        let i = self.index(a.len);
        let v = self.pick_var(Ty::Int, true)?;
        let e = self.expr(Ty::Int, 2);
        let a = a.name;
        Some(match self.rng.below(3) {
            0 => format!("{ind}if {a}[{i}] > {e} {{\n{ind}    {v} = {a}[{i}] - {v};\n{ind}}}\n"),
            1 => format!("{ind}{a}[{i}] = {e};\n{ind}{v} = {a}[{i}] * 3 + {v};\n"),
            _ => format!("{ind}{v} = {a}[{i}] + {e} + {a}[{i}];\n"),
        })
    }

    /// Four (or eight) stores to consecutive elements with isomorphic
    /// right-hand sides: what the SLP vectorizer looks for.
    fn slp_group(&mut self, ind: &str) -> Option<String> {
        let lanes: i64 = if self.rng.chance(75) { 4 } else { 8 };
        let bool_dest = self.rng.chance(25);
        let dest = self.pick_array(if bool_dest { Ty::Bool } else { Ty::Int }, lanes)?;
        let src = self.pick_array(Ty::Int, lanes)?;
        // The first lane: a constant, or an enclosing loop's counter.
        let span = dest.len.min(src.len) - lanes;
        let base = self.group_base(span);
        let lane = |k: i64| if k == 0 { base.clone() } else { format!("{base} + {k}") };
        let scalar = self.leaf(Ty::Int);
        let constant = self.rng.pick(INTERESTING).to_string();
        let op = self.rng.pick(&["+", "-", "*"]).to_string();
        let cmp = self.rng.pick(&["<", "<=", "==", "!=", ">", ">="]).to_string();
        // Sometimes every lane divides, or takes the remainder, by one power
        // of two (which slp packs, and the backend does with shifts), by
        // another constant (packed too: a multiply-high), or by -4 (which
        // stays scalar).
        let divide = match self.rng.below(3) {
            0 => format!(
                " {} {}",
                self.rng.pick(&["/", "%"]),
                self.rng.pick(&[
                    "2",
                    "4",
                    "8",
                    "16",
                    "1024",
                    "1073741824",
                    "-4",
                    "12",
                    "3",
                    "7",
                    "-10",
                    "641",
                    "2147483647"
                ])
            ),
            _ => String::new(),
        };
        let mut text = String::new();
        for k in 0..lanes {
            let rhs = if bool_dest {
                format!("{}[{}] {cmp} {scalar}", src.name, lane(k))
            } else if divide.is_empty() {
                format!("{}[{}] {op} {scalar} + {constant}", src.name, lane(k))
            } else {
                format!("({}[{}] {op} {scalar} + {constant}){divide}", src.name, lane(k))
            };
            text.push_str(&format!("{ind}{}[{}] = {rhs};\n", dest.name, lane(k)));
        }
        let scope = self.scope();
        scope.cost += scope.multiplier * lanes as u64;
        Some(text)
    }

    /// Four (or eight) adjacent elements each set from an `if`/`else` that
    /// assigns one of two scalars to a temporary, which simplifycfg makes
    /// a `select` and the SLP vectorizer packs: maxima and minima (`x > y`
    /// choosing `x` or `y`, with every predicate and both arm orders, which
    /// the backend does with `pmaxsd`/`pminsd`), blends of a third array,
    /// and bools chosen by int compares. `y` is an array element or one
    /// scalar for all lanes (a splat).
    fn select_group(&mut self, ind: &str) -> Option<String> {
        let lanes: i64 = if self.rng.chance(75) { 4 } else { 8 };
        let bool_dest = self.rng.chance(20);
        let dest = self.pick_array(if bool_dest { Ty::Bool } else { Ty::Int }, lanes)?;
        let xs = self.pick_array(Ty::Int, lanes)?;
        // A second array if there is one (the same one compares equal lanes).
        let mut ys = self.pick_array(Ty::Int, lanes)?;
        for _ in 0..3 {
            if ys.name != xs.name {
                break;
            }
            ys = self.pick_array(Ty::Int, lanes)?;
        }
        let span = dest.len.min(xs.len).min(ys.len) - lanes;
        let base = self.group_base(span);
        let lane = |k: i64| if k == 0 { base.clone() } else { format!("{base} + {k}") };
        let splat = if self.rng.chance(25) { Some(self.leaf(Ty::Int)) } else { None };
        let cmp = self.rng.pick(&["<", "<=", ">", ">=", "==", "!="]).to_string();
        // 0: x or y (a min/max), 1: y or x, 2: a third value or x (a blend).
        let arms = self.rng.below(3);
        let third = self.leaf(Ty::Int);
        let bools = [self.expr(Ty::Bool, 1), self.expr(Ty::Bool, 1)];
        let stores_last = self.rng.chance(50);
        let (mut text, mut stores) = (String::new(), String::new());
        for k in 0..lanes {
            let (x, y, t) = (self.fresh("sx"), self.fresh("sy"), self.fresh("st"));
            let scope = self.scope();
            scope.temps.extend([(Ty::Int, x.clone()), (Ty::Int, y.clone())]);
            scope.temps.push((if bool_dest { Ty::Bool } else { Ty::Int }, t.clone()));
            let y_value = splat.clone().unwrap_or_else(|| format!("{}[{}]", ys.name, lane(k)));
            let (if_true, if_false) = match (bool_dest, arms) {
                (true, 0) => (format!("{x} > {y}"), bools[0].clone()),
                (true, _) => (bools[0].clone(), bools[1].clone()),
                (false, 0) => (x.clone(), y.clone()),
                (false, 1) => (y.clone(), x.clone()),
                (false, _) => (third.clone(), x.clone()),
            };
            text.push_str(&format!("{ind}{x} = {}[{}];\n{ind}{y} = {y_value};\n", xs.name, lane(k)));
            text.push_str(&format!(
                "{ind}if {x} {cmp} {y} {{\n{ind}    {t} = {if_true};\n{ind}}} else {{\n{ind}    {t} = {if_false};\n{ind}}}\n"
            ));
            let store = format!("{ind}{}[{}] = {t};\n", dest.name, lane(k));
            if stores_last {
                stores.push_str(&store)
            } else {
                text.push_str(&store)
            }
        }
        text.push_str(&stores);
        self.features.select_groups = true;
        let scope = self.scope();
        scope.cost += scope.multiplier * lanes as u64 * 4;
        Some(text)
    }

    /// The first lane's index for a group of adjacent elements with `span`
    /// spare elements: a constant, or an enclosing loop's counter.
    fn group_base(&mut self, span: i64) -> String {
        let counters: Vec<(String, i64)> = self
            .scopes
            .last()
            .unwrap()
            .active_counters
            .iter()
            .filter(|(_, trips)| *trips - 1 <= span)
            .cloned()
            .collect();
        if !counters.is_empty() && self.rng.chance(50) {
            counters[self.rng.below(counters.len())].0.clone()
        } else {
            self.rng.range(0, span).to_string()
        }
    }

    /// Variables visible here, innermost first, shadowed ones left out.
    fn visible_vars(&self) -> Vec<Var> {
        let mut seen: Vec<String> = Vec::new();
        let mut out = Vec::new();
        for scope in self.scopes.iter().rev() {
            for v in &scope.vars {
                if !seen.contains(&v.name) {
                    seen.push(v.name.clone());
                    out.push(v.clone());
                }
            }
        }
        out
    }

    /// Pick a visible variable of type `ty` (assignable only, if asked),
    /// noting when it belongs to an enclosing function.
    fn pick_var(&mut self, ty: Ty, assignable: bool) -> Option<String> {
        let innermost = self.scopes.len() - 1;
        let mut candidates: Vec<(String, bool)> = Vec::new();
        let mut seen: Vec<String> = Vec::new();
        for (level, scope) in self.scopes.iter().enumerate().rev() {
            for v in &scope.vars {
                if seen.contains(&v.name) {
                    continue;
                }
                seen.push(v.name.clone());
                if v.ty == ty && (!assignable || v.assignable) {
                    candidates.push((v.name.clone(), level != innermost));
                }
            }
        }
        if candidates.is_empty() {
            return None;
        }
        // Favour the function's own variables (which mem2reg can promote)
        // over captured ones, while still using both often.
        let own: Vec<&(String, bool)> = candidates.iter().filter(|(_, outer)| !outer).collect();
        let (name, outer) = if !own.is_empty() && self.rng.chance(60) {
            own[self.rng.below(own.len())].clone()
        } else {
            candidates[self.rng.below(candidates.len())].clone()
        };
        if outer {
            self.scope().captures = true;
        }
        Some(name)
    }

    /// Functions callable here: completed ones in every enclosing body, and
    /// the function itself if it is recursive (with a call budget).
    fn callables(&self, ret: Option<Option<Ty>>) -> Vec<Func> {
        let here = self.scopes.last().unwrap();
        let budget = if self.scopes.len() == 1 { PROGRAM_BUDGET } else { FUNCTION_BUDGET };
        let affordable = |f: &Func| here.cost + here.multiplier * f.cost <= budget;
        let mut out: Vec<Func> = Vec::new();
        for scope in self.scopes.iter().rev() {
            for f in &scope.funcs {
                if ret.is_none_or(|r| f.ret == r) && affordable(f) {
                    out.push(f.clone());
                }
            }
        }
        // Self-calls: at most two, and not in loops (the recursion tree's
        // size is what `invocations` above assumes).
        if let Some((f, _)) = &here.recursive_self {
            if here.self_calls < 2 && here.multiplier == 1 && ret.is_none_or(|r| f.ret == r) {
                out.push(f.clone());
            }
        }
        out
    }

    fn call(&mut self, f: &Func) -> String {
        let mut args = Vec::new();
        let scope = self.scopes.last().unwrap();
        let is_self = scope.recursive_self.as_ref().is_some_and(|(s, _)| s.name == f.name && s.params == f.params);
        for (i, &ty) in f.params.iter().enumerate() {
            if i == 0 && f.fuel {
                if is_self {
                    let fuel = self.scopes.last().unwrap().recursive_self.as_ref().unwrap().1.clone();
                    args.push(format!("{fuel} - 1"));
                } else {
                    args.push(self.rng.range(0, MAX_FUEL).to_string());
                }
            } else if self.rng.chance(30) {
                // A constant argument, often one a body tests (`p == 1`):
                // inlined, it folds the tests away (sccp).
                args.push(self.mode_literal(ty));
            } else {
                args.push(self.expr(ty, 1));
            }
        }
        if is_self {
            self.scope().self_calls += 1;
        } else {
            let scope = self.scope();
            scope.cost += scope.multiplier * f.cost;
        }
        format!("{}({})", f.name, args.join(", "))
    }

    // ----- statements -----

    fn statement(&mut self, block_depth: u32) -> String {
        let scope = self.scope();
        scope.cost += scope.multiplier;
        let ind = indent(block_depth);
        let nested_ok = block_depth < MAX_BLOCK_DEPTH;
        loop {
            match self.rng.below(100) {
                0..=21 => {
                    let ty = if self.rng.chance(75) { Ty::Int } else { Ty::Bool };
                    if let Some(v) = self.pick_var(ty, true) {
                        let e = self.expr(ty, MAX_EXPR_DEPTH);
                        return format!("{ind}{v} = {e};\n");
                    }
                }
                22..=26 => {
                    if self.rng.chance(35) {
                        if let Some(reads) = self.repeated_reads(&ind) {
                            return reads;
                        }
                    }
                    let ty = if self.rng.chance(75) { Ty::Int } else { Ty::Bool };
                    if let Some(a) = self.pick_array(ty, 1) {
                        let i = self.index(a.len);
                        let e = self.expr(ty, MAX_EXPR_DEPTH);
                        return format!("{ind}{}[{i}] = {e};\n", a.name);
                    }
                }
                27..=29 => {
                    let group = if self.rng.chance(40) { self.select_group(&ind) } else { self.slp_group(&ind) };
                    if let Some(group) = group {
                        return group;
                    }
                }
                30..=44 => return self.print_statement(&ind),
                45..=56 if nested_ok => {
                    if self.rng.chance(30) {
                        if let Some(choice) = self.choice(&ind) {
                            return choice;
                        }
                    }
                    if self.rng.chance(20) {
                        if let Some(test) = self.range_test(block_depth) {
                            return test;
                        }
                    }
                    let cond = self.expr(Ty::Bool, 2);
                    let then = self.block(block_depth + 1);
                    if self.rng.chance(50) {
                        let other = self.block(block_depth + 1);
                        return format!("{ind}if {cond} {{\n{then}{ind}}} else {{\n{other}{ind}}}\n");
                    }
                    return format!("{ind}if {cond} {{\n{then}{ind}}}\n");
                }
                57..=66 if nested_ok => return self.while_loop(block_depth),
                67..=84 => {
                    let funcs = self.callables(None);
                    if !funcs.is_empty() {
                        let f = funcs[self.rng.below(funcs.len())].clone();
                        let call = self.call(&f);
                        return format!("{ind}{call};\n");
                    }
                }
                85..=89 if block_depth > 1 => {
                    // An early return from inside a block.
                    let ret = self.scopes.last().unwrap().ret;
                    return match ret {
                        // A predicate answering from several places: once
                        // inlined, the test of its result threads (simplifycfg).
                        Some(Ty::Bool) if self.rng.chance(50) => {
                            format!("{ind}return {};\n", if self.rng.chance(50) { "true" } else { "false" })
                        }
                        Some(ty) => format!("{ind}return {};\n", self.expr(ty, 2)),
                        None => format!("{ind}return;\n"),
                    };
                }
                90..=99 => {
                    // Printing a captured or local variable directly.
                    let ty = if self.rng.chance(70) { Ty::Int } else { Ty::Bool };
                    if let Some(v) = self.pick_var(ty, false) {
                        return format!("{ind}print \"{v}:\"; println {v};\n");
                    }
                }
                _ => {}
            }
        }
    }

    /// An `if` comparing a variable with a constant whose arms first use
    /// that variable in a compare, a remainder and a quotient by constants:
    /// what cvp narrows by the branch taken (compares it decides,
    /// remainders of non-negative values it makes masks).
    fn range_test(&mut self, block_depth: u32) -> Option<String> {
        let v = self.pick_var(Ty::Int, false)?;
        let ind = indent(block_depth);
        let inner = indent(block_depth + 1);
        const BOUNDS: &[&str] = &["0", "1", "-1", "7", "255", "256", "65535", "-2147483648", "2147483647"];
        const TESTS: &[&str] = &["<", "<=", ">", ">=", "==", "!="];
        let arm = |this: &mut Self| {
            let (test, bound) = (*this.rng.pick(TESTS), *this.rng.pick(BOUNDS));
            let (m, d) =
                (*this.rng.pick(&["2", "8", "256", "65536", "-16", "7"]), *this.rng.pick(&["4", "256", "3", "-8"]));
            let rest = this.block(block_depth + 1);
            format!(
                "{inner}println {v} {test} {bound};
{inner}println {v} % {m} + {v} / {d};
{rest}"
            )
        };
        let (test, bound) = (*self.rng.pick(TESTS), *self.rng.pick(BOUNDS));
        let then = arm(self);
        let other = arm(self);
        Some(format!("{ind}if {v} {test} {bound} {{\n{then}{ind}}} else {{\n{other}{ind}}}\n"))
    }

    fn block(&mut self, block_depth: u32) -> String {
        (0..self.rng.range(1, 3)).map(|_| self.statement(block_depth)).collect()
    }

    fn print_statement(&mut self, ind: &str) -> String {
        match self.rng.below(4) {
            0 => format!("{ind}print {};\n", self.rng.pick(STRINGS)),
            1 => format!("{ind}println {};\n", self.expr(Ty::Bool, 2)),
            _ => format!("{ind}println {};\n", self.expr(Ty::Int, MAX_EXPR_DEPTH)),
        }
    }

    fn while_loop(&mut self, block_depth: u32) -> String {
        self.features.loops = true;
        let ind = indent(block_depth);
        let counter = self.fresh("cnt");
        self.scope().counters.push(counter.clone());
        self.scope().vars.push(Var { name: counter.clone(), ty: Ty::Int, assignable: false });
        let trips = self.rng.range(1, MAX_TRIPS);
        // Most counters step by 1, some by 2 or 3 (for iv-divrem, whose
        // rewriting depends on the step).
        let step = if self.rng.chance(25) { self.rng.range(2, 3) } else { 1 };
        let outer_multiplier = self.scope().multiplier;
        // The condition runs trips + 1 times, the body trips times.
        self.scope().multiplier = outer_multiplier * (trips as u64 + 1);
        let extra = if self.rng.chance(40) { format!(" && {}", self.expr(Ty::Bool, 1)) } else { String::new() };
        self.scope().active_counters.push((counter.clone(), (trips - 1) * step + 1));
        let inner = indent(block_depth + 1);
        // Sometimes a variable set to a constant before the loop and changed
        // in it only when it differs from that constant: it stays constant,
        // which only an optimistic analysis (sccp) proves.
        let (mut before, mut body) = (String::new(), String::new());
        if self.rng.chance(20) {
            if let Some(v) = self.pick_var(Ty::Int, true) {
                let c = self.rng.pick(INTERESTING).to_string();
                let e = self.expr(Ty::Int, 2);
                before = format!("{ind}{v} = {c};\n");
                body = format!("{inner}if {v} != {c} {{\n{inner}    {v} = {e};\n{inner}}}\n");
            }
        }
        if self.rng.chance(30) {
            // An update by an expression of variables the loop may well
            // leave alone: loop-invariant code for licm to hoist.
            if let (Some(t), Some(a), Some(b)) =
                (self.pick_var(Ty::Int, true), self.pick_var(Ty::Int, false), self.pick_var(Ty::Int, false))
            {
                let k = self.rng.pick(INTERESTING).to_string();
                body.push_str(&format!("{inner}{t} = {t} + ({a} * {k} - {b});\n"));
            }
        }
        body.push_str(&self.block(block_depth + 1));
        self.scope().active_counters.pop();
        self.scope().multiplier = outer_multiplier;
        let end = trips * step;
        format!("{before}{ind}{counter} = 0;\n{ind}while {counter} < {end}{extra} {{\n{body}{inner}{counter} = {counter} + {step};\n{ind}}}\n")
    }

    // ----- expressions -----

    /// A leaf of type `ty`: a literal or a variable.
    fn leaf(&mut self, ty: Ty) -> String {
        if self.rng.chance(15) {
            if let Some(e) = self.element(ty) {
                return e;
            }
        }
        if self.rng.chance(55) {
            if let Some(v) = self.pick_var(ty, false) {
                return v;
            }
        }
        match ty {
            Ty::Int => self.rng.pick(INTERESTING).to_string(),
            Ty::Bool => (if self.rng.chance(50) { "true" } else { "false" }).to_string(),
        }
    }

    fn expr(&mut self, ty: Ty, depth: u32) -> String {
        if depth == 0 || self.rng.chance(25) {
            return self.leaf(ty);
        }
        match ty {
            Ty::Int => self.int_expr(depth),
            Ty::Bool => self.bool_expr(depth),
        }
    }

    fn int_expr(&mut self, depth: u32) -> String {
        let d = depth - 1;
        match self.rng.below(13) {
            12 => {
                // A chain of constants on one operand, or an identity
                // (`+ 0`, `* 1`, `- 0`): instcombine's reassociation and
                // identity rules.
                let e = self.expr(Ty::Int, d);
                let (op1, op2) = (*self.rng.pick(&["+", "-", "*"]), *self.rng.pick(&["+", "-", "*"]));
                let (k1, k2) = (*self.rng.pick(&["0", "1", "-1", "3", "65536"]), *self.rng.pick(INTERESTING));
                format!("(({e} {op1} {k1}) {op2} {k2})")
            }
            0..=3 if self.rng.chance(20) => {
                // A flat chain, `*` among `+`/`-` (its operands are chains
                // of their own, as the parser groups them).
                self.features.flat_chain = true;
                let n = 3 + self.rng.below(6);
                let mut text = self.expr(Ty::Int, d.saturating_sub(1));
                for _ in 1..n {
                    let op = *self.rng.pick(&["+", "-", "*"]);
                    text += &format!(" {op} {}", self.expr(Ty::Int, d.saturating_sub(1)));
                }
                format!("({text})")
            }
            0..=3 => {
                let op = self.rng.pick(&["+", "-", "*"]).to_string();
                format!("({} {op} {})", self.expr(Ty::Int, d), self.expr(Ty::Int, d))
            }
            choice @ (4 | 5) => {
                let op = if choice == 4 { "/" } else { "%" };
                let dividend = self.dividend(d);
                format!("({dividend} {op} {})", self.divisor(d))
            }
            6 => format!("-{}", self.atom(Ty::Int, d)),
            7 => {
                // Precedence without parentheses: a + b * c - d.
                let (a, b, c, e) = (self.leaf(Ty::Int), self.leaf(Ty::Int), self.leaf(Ty::Int), self.leaf(Ty::Int));
                format!("({a} + {b} * {c} - {e})")
            }
            8 => {
                let f = *self.rng.pick(&["abs", "max", "min", "gcd", "sign"]);
                let args = if matches!(f, "abs" | "sign") { 1 } else { 2 };
                let args: Vec<String> = (0..args).map(|_| self.expr(Ty::Int, d)).collect();
                format!("{f}({})", args.join(", "))
            }
            _ => {
                let funcs = self.callables(Some(Some(Ty::Int)));
                if funcs.is_empty() {
                    return self.leaf(Ty::Int);
                }
                let f = funcs[self.rng.below(funcs.len())].clone();
                self.call(&f)
            }
        }
    }

    /// Sometimes, in a recursive function, a call of itself to end its body
    /// with (a tail call, which tre turns into a jump).
    fn tail_call(&mut self) -> Option<String> {
        let (f, _) = self.scopes.last()?.recursive_self.clone()?;
        if !self.rng.chance(40) {
            return None;
        }
        Some(self.call(&f))
    }

    /// A small literal of the kind that selects behaviour: a mode number
    /// or a flag.
    fn mode_literal(&mut self, ty: Ty) -> String {
        match ty {
            Ty::Int => self.rng.pick(&["0", "1", "2", "3"]).to_string(),
            Ty::Bool => (if self.rng.chance(50) { "true" } else { "false" }).to_string(),
        }
    }

    /// A dividend: often a counter of an enclosing loop (the shape the
    /// iv-divrem pass rewrites), otherwise any expression.
    fn dividend(&mut self, depth: u32) -> String {
        let counters = &self.scopes.last().unwrap().active_counters;
        if !counters.is_empty() && self.rng.chance(30) {
            let pick = self.rng.below(counters.len());
            return self.scopes.last().unwrap().active_counters[pick].0.clone();
        }
        self.expr(Ty::Int, depth)
    }

    fn divisor(&mut self, depth: u32) -> String {
        if self.rng.chance(50) {
            self.rng.pick(DIVISORS).to_string()
        } else {
            format!("({} % 5 + 6)", self.expr(Ty::Int, depth))
        }
    }

    /// An operand unary minus may apply to: a leaf, a call, or a
    /// parenthesised expression.
    fn atom(&mut self, ty: Ty, depth: u32) -> String {
        let e = self.expr(ty, depth);
        if e.starts_with('(') || e.chars().all(|c| c.is_alphanumeric() || c == '_') {
            e
        } else {
            format!("({e})")
        }
    }

    fn bool_expr(&mut self, depth: u32) -> String {
        let d = depth - 1;
        match self.rng.below(11) {
            10 => {
                // A test of a variable (often a parameter) against a small
                // constant, the shape of a mode argument's dispatch.
                let Some(v) = self.pick_var(Ty::Int, false) else { return self.leaf(Ty::Bool) };
                let op = if self.rng.chance(70) { "==" } else { "!=" };
                format!("({v} {op} {})", self.mode_literal(Ty::Int))
            }
            0..=2 => {
                let op = self.rng.pick(&["<", "<=", ">", ">=", "==", "!="]).to_string();
                format!("({} {op} {})", self.expr(Ty::Int, d), self.expr(Ty::Int, d))
            }
            3 => {
                let op = self.rng.pick(&["==", "!="]).to_string();
                format!("({} {op} {})", self.expr(Ty::Bool, d), self.expr(Ty::Bool, d))
            }
            4 => format!("!{}", self.atom(Ty::Bool, d)),
            5 => {
                // `!` applies to the whole comparison: `!a < b` is `!(a < b)`.
                format!("(!{} < {})", self.leaf(Ty::Int), self.leaf(Ty::Int))
            }
            6 | 7 if self.rng.chance(25) => {
                // A flat chain of `&&` and `||` (`&&` binds tighter), later
                // operands often with side effects that must be skipped.
                self.features.flat_chain = true;
                let n = 3 + self.rng.below(5);
                let mut text = self.expr(Ty::Bool, d.saturating_sub(1));
                for _ in 1..n {
                    let op = if self.rng.chance(50) { "&&" } else { "||" };
                    text += &format!(" {op} {}", self.effectful_bool(d.saturating_sub(1)));
                }
                format!("({text})")
            }
            6 | 7 => {
                let op = if self.rng.chance(50) { "&&" } else { "||" };
                let lhs = self.expr(Ty::Bool, d);
                let rhs = self.effectful_bool(d);
                format!("({lhs} {op} {rhs})")
            }
            _ => {
                let funcs = self.callables(Some(Some(Ty::Bool)));
                if funcs.is_empty() {
                    return self.leaf(Ty::Bool);
                }
                let f = funcs[self.rng.below(funcs.len())].clone();
                self.call(&f)
            }
        }
    }

    /// The right side of `&&`/`||`: often a call with a side effect, so that
    /// evaluating it when it should be skipped changes the output.
    fn effectful_bool(&mut self, depth: u32) -> String {
        let funcs: Vec<Func> = self.callables(Some(Some(Ty::Bool))).into_iter().filter(|f| f.has_effects).collect();
        if !funcs.is_empty() && self.rng.chance(60) {
            self.features.short_circuit_effect = true;
            let f = funcs[self.rng.below(funcs.len())].clone();
            return self.call(&f);
        }
        self.expr(Ty::Bool, depth)
    }
}

fn indent(level: u32) -> String {
    "    ".repeat(level as usize)
}

/// Indent every line of `text` by `levels` more levels.
fn indent_block(text: &str, levels: usize) -> String {
    let pad = "    ".repeat(levels);
    text.lines().map(|l| if l.is_empty() { "\n".to_string() } else { format!("{pad}{l}\n") }).collect()
}

#[cfg(test)]
mod tests {
    use super::generate;

    #[test]
    fn the_same_seed_gives_the_same_program() {
        assert_eq!(generate(42).text, generate(42).text);
        assert_ne!(generate(42).text, generate(43).text);
    }

    #[test]
    fn generated_programs_are_valid_wend() {
        for seed in 0..40 {
            let program = generate(seed);
            if let Err(errors) = wendc::driver::compile_to_ir("gen.wend", program.text.as_bytes()) {
                panic!("seed {seed} is not valid:\n{}\n{}", errors.render(false), program.text);
            }
        }
    }

    #[test]
    fn programs_use_the_constructs_the_tester_wants() {
        let mut seen = [0u32; 5];
        for seed in 0..40 {
            let f = generate(seed).features;
            for (i, present) in
                [f.nested_capture, f.overload, f.recursion, f.loops, f.short_circuit_effect].iter().enumerate()
            {
                seen[i] += u32::from(*present);
            }
        }
        assert!(seen.iter().all(|&n| n >= 10), "each construct in at least a quarter of the programs: {seen:?}");
    }

    #[test]
    fn about_a_third_of_the_programs_have_counted_loops_of_every_kind() {
        let mut seen = [0u32; 6];
        for seed in 0..150 {
            let program = generate(seed);
            let f = program.features;
            let kinds = [
                f.counted_loops,
                f.carried_dependence,
                f.reductions,
                f.extreme_index,
                f.writer_call,
                f.nested_counted_loop,
            ];
            for (i, present) in kinds.iter().enumerate() {
                seen[i] += u32::from(*present);
            }
            if f.counted_loops {
                if let Err(errors) = wendc::driver::compile_to_ir("gen.wend", program.text.as_bytes()) {
                    panic!("seed {seed} is not valid:\n{}\n{}", errors.render(false), program.text);
                }
            }
        }
        assert!((35..=70).contains(&seen[0]), "counted loops in {} of 150 programs", seen[0]);
        assert!(seen[1..].iter().all(|&n| n >= 8), "each kind of counted loop in some programs: {seen:?}");
    }
}
