//! Counted loops over arrays: the loops a loop vectorizer (LLVM's
//! LoopVectorize, wendc's `loop-vectorize` of issue 17) takes, and the
//! near misses it must leave alone or handle with care.
//!
//! ```text
//! i = START;
//! while i < END {            // or END > i, i != END, i <= END - 1
//!     b[i + 1] = a[i - 2] * x + 7;
//!     a[i + 1] = a[i] + x;   // a loop-carried dependence
//!     s = s + a[i];          // a reduction
//!     w(i + 3, a[i]);        // a nested function writing an array
//!     i = i + 1;
//! }
//! ```
//!
//! Every loop steps its own index by 1 from a constant start to a bound
//! that is a constant or a variable set just before the loop (its trip
//! count, 0 to the array's length, computed at run time from program
//! variables), so it terminates. Out-of-bounds indexes are undefined
//! behaviour in wend, so every access is `a[i + d]` where the index range
//! and every offset were chosen together to stay inside the array: the loop
//! runs `i` over `BASE + start .. BASE + start + trips` and reads
//! `a[i - BASE + c]` (written as one constant, wrapped to 32 bits), with
//! `0 <= start + c` and `start + trips - 1 + c < len`. BASE is usually 0,
//! sometimes right next to INT_MIN or INT_MAX, where an index computed in
//! 64 bits without wrapping, or a trip count computed as `END - START + 1`,
//! goes wrong.
//!
//! A quarter of them instead step `i` by 1 or -1 over `0..trips` and
//! access `a[i * S + c]` with a stride S of 1 to 5 (loop strength
//! reduction's strided and decreasing addresses).
//!
//! These loops are drawn from their own random stream (`Gen::loop_rng`):
//! the programs that get none are the very programs of the same seeds
//! before these loops existed.

use super::{indent, indent_block, ArrayVar, Func, Gen, Ty, DIVISORS};

/// Mixed into the seed of the counted loops' stream.
pub const STREAM: u64 = 0x6c6f_6f70_7665_6331;

/// The share of programs that get counted loops.
pub const PROGRAM_PERCENT: u32 = 35;

/// Arrays longer than this are printed by a loop at the end of `main`
/// (one print per element would make programs long).
pub const UNROLLED_PRINT_MAX: i64 = 16;

/// Lengths of the arrays added for counted loops: room for trip counts past
/// two vectors of 8 lanes, mostly not multiples of 4 (so that a vectorized
/// loop has a remainder).
const LOOP_ARRAY_LENS: &[i64] = &[11, 19, 24, 37, 48, 67];

/// Arrays shorter than this take no counted loop (the offsets need room).
const MIN_LOOP_ARRAY_LEN: i64 = 8;

/// Small constants for loop bodies: thresholds, factors, addends.
const SMALL: &[&str] = &["0", "1", "2", "3", "7", "-1", "-5", "100", "65536", "2147483647", "-2147483648"];

/// Where a loop's index range lies.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Base {
    Zero,
    /// The range ends at INT_MAX or a little before it.
    NearMax,
    /// The range starts at INT_MIN or a little after it.
    NearMin,
    /// Somewhere else (negative or positive).
    Elsewhere,
}

/// One counted loop being generated.
struct Counted {
    index: String,
    /// The index runs over `base + start .. base + start + trips`, and
    /// `a[i - base + c]` is element `start + c` at the first trip.
    base: i64,
    start: i64,
    /// The largest trip count (a run-time bound may give fewer).
    trips: i64,
    /// Offsets `c` that every access may use: `lo..=hi`.
    lo: i64,
    hi: i64,
    ints: Vec<ArrayVar>,
    bools: Vec<ArrayVar>,
    /// Scalars the loop writes: not loop-invariant, so not used as such.
    written: Vec<String>,
    /// Statements to run before the loop (accumulator resets) and after it
    /// (prints of the accumulators).
    before: String,
    after: String,
    /// Statements of the body, and the estimated cost of one trip.
    body: Vec<String>,
}

impl Counted {
    /// `a[i - base + c]`, with the constant folded and wrapped to 32 bits
    /// as the program computes it.
    fn at(&self, array: &str, c: i64) -> String {
        format!("{array}[{}]", offset_index(&self.index, c - self.base))
    }
}

/// `index + d` as wend text, with `d` wrapped to 32 bits.
fn offset_index(index: &str, d: i64) -> String {
    let d = d as i32 as i64;
    match d {
        0 => index.to_string(),
        d if d > 0 => format!("{index} + {d}"),
        // `- 2147483648` is `- INT_MIN`, which wraps to `+ 2^31`: what `d`
        // means modulo 2^32.
        d => format!("{index} - {}", -d),
    }
}

impl Gen {
    /// Run `f` on the counted loops' random stream.
    pub(super) fn with_loop_rng<T>(&mut self, f: impl FnOnce(&mut Gen) -> T) -> T {
        std::mem::swap(&mut self.rng, &mut self.loop_rng);
        let out = f(self);
        std::mem::swap(&mut self.rng, &mut self.loop_rng);
        out
    }

    /// Whether the body being started gets counted loops: always `main`'s
    /// in a program that has them, half of the nested functions'.
    pub(super) fn counted_loops_here(&mut self, is_main: bool) -> bool {
        self.counted_program && (is_main || self.loop_rng.chance(50))
    }

    /// Long arrays in `main` for the counted loops (nested functions reach
    /// them as captures): two or three int arrays, often a bool array.
    pub(super) fn add_loop_arrays(&mut self) {
        let n_ints = self.rng.range(2, 3);
        for k in 0..n_ints + 1 {
            let ty = if k < n_ints {
                Ty::Int
            } else if self.rng.chance(60) {
                Ty::Bool
            } else {
                continue;
            };
            let len = *self.rng.pick(LOOP_ARRAY_LENS);
            let name = self.fresh(if ty == Ty::Int { "va" } else { "vb" });
            self.scope().arrays.push(ArrayVar { name, ty, len });
        }
    }

    /// Sometimes a nested function that writes one element of an array it
    /// captures, at an index it wraps into bounds itself: counted loops
    /// call it, so a vectorizer sees the store only once it is inlined.
    pub(super) fn array_writer(&mut self) -> String {
        if !self.rng.chance(50) {
            return String::new();
        }
        let Some(a) = self.loop_arrays(Ty::Int).first().cloned() else { return String::new() };
        let name = self.fresh("w");
        let (k, v) = (self.fresh("p"), self.fresh("p"));
        let (arr, len) = (a.name, a.len);
        let at = format!("{arr}[({k} % {len} + {len}) % {len}]");
        let store = match self.rng.below(3) {
            0 => format!("{at} = {v};"),
            1 => format!("{at} = {at} + {v};"),
            _ => format!("{at} = {v} * 3 - {arr}[(({k} + 1) % {len} + {len}) % {len}];"),
        };
        let text = format!("{name}(int {k}, int {v}) {{\n{}{store}\n}}\n", indent(1));
        let func = Func {
            name: name.clone(),
            params: vec![Ty::Int, Ty::Int],
            ret: None,
            fuel: false,
            has_effects: true,
            cost: 2,
        };
        let scope = self.scope();
        scope.funcs.push(func);
        scope.array_writers.push(name);
        indent_block(&text, 1)
    }

    /// Put one or two counted loops among a body's statements.
    pub(super) fn insert_counted_loops(&mut self, statements: &mut Vec<String>, in_nested_function: bool) {
        for _ in 0..self.rng.range(1, 2) {
            let Some(text) = self.counted_loop(in_nested_function) else { return };
            let at = self.rng.range(0, statements.len() as i64) as usize;
            statements.insert(at, text);
        }
    }

    /// `main`'s print of a long array, by a loop of its own.
    pub(super) fn print_array_loop(&mut self, a: &ArrayVar) -> String {
        let k = self.fresh("cnt");
        self.scope().counters.push(k.clone());
        let (ind, inner) = (indent(1), indent(2));
        format!("{ind}{k} = 0;\n{ind}while {k} < {} {{\n{inner}print \" \"; print {}[{k}];\n{inner}{k} = {k} + 1;\n{ind}}}\n", a.len, a.name)
    }

    /// Visible arrays of type `ty` long enough for a counted loop, those of
    /// the function being generated first.
    fn loop_arrays(&self, ty: Ty) -> Vec<ArrayVar> {
        self.scopes
            .iter()
            .rev()
            .flat_map(|s| s.arrays.iter())
            .filter(|a| a.ty == ty && a.len >= MIN_LOOP_ARRAY_LEN)
            .cloned()
            .collect()
    }

    /// Whether `array` belongs to an enclosing function (a capture).
    fn is_captured(&self, array: &str) -> bool {
        !self.scopes.last().unwrap().arrays.iter().any(|a| a.name == array)
    }

    /// One counted loop (sometimes run twice by an outer loop), with the
    /// resets before it and the prints after it.
    fn counted_loop(&mut self, in_nested_function: bool) -> Option<String> {
        let mut lp = self.plan_loop()?;
        if self.rng.chance(25) {
            return Some(self.strided_loop(&mut lp));
        }
        self.features.counted_loops = true;
        if lp.ints.iter().chain(&lp.bools).any(|a| self.is_captured(&a.name)) {
            self.scope().captures = true;
            if in_nested_function {
                self.features.nested_counted_loop = true;
            }
        }
        if matches!(base_kind(lp.base), Base::NearMax | Base::NearMin) {
            self.features.extreme_index = true;
        }
        for _ in 0..self.rng.range(1, 3) {
            self.body_item(&mut lp);
        }
        let outer = self.rng.chance(25);
        let level: u32 = if outer { 2 } else { 1 };
        let (ind, inner) = (indent(level), indent(level + 1));
        let (init, cond) = self.bounds(&lp, &ind);
        let mut text: String = lp.before.lines().map(|line| format!("{ind}{line}\n")).collect();
        text.push_str(&init);
        text.push_str(&format!("{ind}{} = {};\n{ind}while {cond} {{\n", lp.index, lp.base + lp.start));
        for stmt in &lp.body {
            text.push_str(&format!("{inner}{stmt}\n"));
        }
        text.push_str(&format!("{inner}{i} = {i} + 1;\n{ind}}}\n", i = lp.index));
        for line in lp.after.lines() {
            text.push_str(&format!("{ind}{line}\n"));
        }
        // The cost of a trip: the body, the test and the increment.
        let mut cost = (lp.trips as u64 + 1) * (lp.body.len() as u64 + 2) + 4;
        if outer {
            let k = self.fresh("cnt");
            self.scope().counters.push(k.clone());
            let o = indent(1);
            text = format!("{o}{k} = 0;\n{o}while {k} < 2 {{\n{text}{ind}{k} = {k} + 1;\n{o}}}\n");
            cost *= 3;
        }
        let scope = self.scope();
        scope.cost += scope.multiplier * cost;
        Some(text)
    }

    /// A loop stepping its index by 1 or -1 over `0..trips` and reading and
    /// writing `a[i * S + c]` (stride S from 1 to 5, all in bounds): the
    /// addresses lsr moves onto counters of step S or -S.
    fn strided_loop(&mut self, lp: &mut Counted) -> String {
        let len = lp.ints.iter().map(|a| a.len).min().expect("one int array at least");
        let stride = self.rng.range(1, 5);
        let offset = self.rng.range(0, stride - 1);
        // `offset + (trips - 1) * stride < len`.
        let trips = self.trip_count((len - 1 - offset) / stride + 1);
        let i = lp.index.clone();
        let at = |a: &str| format!("{a}[{i} * {stride} + {offset}]");
        let a = self.rng.pick(&lp.ints).name.clone();
        let b = self.rng.pick(&lp.ints).name.clone();
        let x = self.invariant(lp);
        let mut body = vec![format!("{} = {} * 3 + {x} - {i};", at(&b), at(&a))];
        if let Some(acc) = self.accumulator(lp, Ty::Int) {
            lp.before.push_str(&format!("{acc} = 0;\n"));
            lp.after.push_str(&format!("print \"{acc}=\"; println {acc};\n"));
            body.push(format!("{acc} = {acc} * 7 + {};", at(&a)));
        }
        let (ind, inner) = (indent(1), indent(2));
        let (init, cond, step) = if self.rng.chance(50) {
            (0, format!("{i} < {trips}"), format!("{i} = {i} + 1;"))
        } else {
            (trips - 1, format!("{i} >= 0"), format!("{i} = {i} - 1;"))
        };
        let mut text: String = lp.before.lines().map(|line| format!("{ind}{line}\n")).collect();
        text.push_str(&format!("{ind}{i} = {init};\n{ind}while {cond} {{\n"));
        for stmt in body {
            text.push_str(&format!("{inner}{stmt}\n"));
        }
        text.push_str(&format!("{inner}{step}\n{ind}}}\n"));
        for line in lp.after.lines() {
            text.push_str(&format!("{ind}{line}\n"));
        }
        let scope = self.scope();
        scope.cost += scope.multiplier * ((trips as u64 + 1) * 5 + 4);
        text
    }

    /// Choose the arrays, the offsets, the index range and the trip count.
    fn plan_loop(&mut self) -> Option<Counted> {
        let all_ints = self.loop_arrays(Ty::Int);
        if all_ints.is_empty() {
            return None;
        }
        // One to three int arrays, the same one sometimes twice (then
        // reads and writes of one array meet at different offsets).
        let mut ints = Vec::new();
        for _ in 0..self.rng.range(1, 3) {
            let a = self.rng.pick(&all_ints).clone();
            if !ints.iter().any(|b: &ArrayVar| b.name == a.name) {
                ints.push(a);
            }
        }
        let all_bools = self.loop_arrays(Ty::Bool);
        let bools = if !all_bools.is_empty() && self.rng.chance(60) {
            vec![self.rng.pick(&all_bools).clone()]
        } else {
            Vec::new()
        };
        let len = ints.iter().chain(&bools).map(|a| a.len).min().expect("one int array at least");
        let (lo, hi) = (-self.rng.range(0, 3), self.rng.range(0, 3));
        let start = -lo + self.rng.range(0, 2);
        let max_trips = len - start - hi;
        let trips = self.trip_count(max_trips);
        let base = self.base(start, trips);
        let index = self.fresh("i");
        self.scope().counters.push(index.clone());
        Some(Counted {
            index,
            base,
            start,
            trips,
            lo,
            hi,
            ints,
            bools,
            written: Vec::new(),
            before: String::new(),
            after: String::new(),
            body: Vec::new(),
        })
    }

    /// 0, 1, a few, or many trips (up to `max`), many of them not a
    /// multiple of 4 or 8: vectorized loops need their remainder loops;
    /// often next to a multiple of 2 x VF (VF 4 or 8, interleaved by 2):
    /// the vector loop's guard and its longest remainder.
    fn trip_count(&mut self, max: i64) -> i64 {
        let trips = match self.rng.below(20) {
            0..=2 => 0,
            3..=4 => 1,
            5..=7 => self.rng.range(2, 7),
            8..=11 => *self.rng.pick(&[3, 4, 7, 8, 9, 15, 16, 17, 23, 24, 31, 32, 33]),
            _ => self.rng.range(8.min(max), max),
        };
        trips.min(max).max(0)
    }

    /// Where the index range lies: at 0 mostly, sometimes against INT_MAX
    /// or INT_MIN (never wrapping: the index stops at INT_MAX at most).
    fn base(&mut self, start: i64, trips: i64) -> i64 {
        let (min, max) = (i32::MIN as i64, i32::MAX as i64);
        match self.rng.below(20) {
            0..=9 => 0,
            10..=12 => max - start - trips - self.rng.range(0, 2),
            13..=15 => min - start + self.rng.range(0, 2),
            _ => self.rng.range(-100_000, 100_000),
        }
    }

    /// The statements that set the bound (if it is a variable) and the
    /// loop's condition.
    fn bounds(&mut self, lp: &Counted, ind: &str) -> (String, String) {
        let (i, first) = (&lp.index, lp.base + lp.start);
        let end = first + lp.trips;
        if self.rng.chance(40) {
            // A bound computed at run time: first + (e mod (trips + 1)),
            // from a program variable (0 to `trips` trips).
            let n = self.fresh("n");
            self.scope().counters.push(n.clone());
            let m = lp.trips + 1;
            let e = match self.pick_var(Ty::Int, false) {
                Some(v) => format!("{v} * {} + {}", self.rng.pick(&["3", "7", "31", "-5"]), self.rng.range(0, 9)),
                None => self.rng.range(0, 99).to_string(),
            };
            let set = format!("{ind}{n} = {first} + (({e}) % {m} + {m}) % {m};\n");
            let cond = match self.rng.below(3) {
                0 => format!("{i} < {n}"),
                1 => format!("{n} > {i}"),
                _ => format!("{i} != {n}"),
            };
            return (set, cond);
        }
        let cond = match self.rng.below(4) {
            0 => format!("{end} > {i}"),
            1 => format!("{i} != {end}"),
            // `i <= END - 1` unless END - 1 would be below INT_MIN.
            2 if end > i32::MIN as i64 => format!("{i} <= {}", end - 1),
            _ => format!("{i} < {end}"),
        };
        (String::new(), cond)
    }

    // ----- loop bodies -----

    /// Add one statement (or a pair) to the loop's body.
    fn body_item(&mut self, lp: &mut Counted) {
        match self.rng.below(12) {
            0 | 1 => {
                // A map: one array from others (or from itself).
                let dest = self.rng.pick(&lp.ints).name.clone();
                let (c, e) = (self.offset(lp), self.loop_expr(lp, 2));
                lp.body.push(format!("{} = {e};", lp.at(&dest, c)));
            }
            2 | 3 => self.carried(lp),
            4 => {
                // Two arrays stored, each then read: with the same
                // offsets the stores are forwarded, with others not.
                let a = self.rng.pick(&lp.ints).name.clone();
                let b = self.rng.pick(&lp.ints).name.clone();
                let (ca, cb) = (self.offset(lp), self.offset(lp));
                let (ra, rb) = (self.offset(lp), self.offset(lp));
                let x = self.invariant(lp);
                lp.body.push(format!("{} = {} * 3 + {x};", lp.at(&a, ca), lp.at(&b, rb)));
                lp.body.push(format!("{} = {} - {};", lp.at(&b, cb), lp.at(&a, ra), lp.at(&a, ca)));
            }
            5 => {
                // A conditional store (a masked store, vectorized).
                let dest = self.rng.pick(&lp.ints).name.clone();
                let (t, c) = (self.loop_expr(lp, 0), self.offset(lp));
                let (cond, e) = (self.loop_compare(lp, &t), self.loop_expr(lp, 1));
                lp.body.push(format!("if {cond} {{ {} = {e}; }}", lp.at(&dest, c)));
            }
            6 if !lp.bools.is_empty() => {
                let dest = lp.bools[0].name.clone();
                let c = self.offset(lp);
                let t = self.invariant(lp);
                let cond = self.loop_compare(lp, &t);
                lp.body.push(format!("{} = {cond};", lp.at(&dest, c)));
            }
            7 if !self.scopes.last().unwrap().array_writers.is_empty() => {
                // A call of a nested function that writes an array.
                let w = self.rng.pick(&self.scopes.last().unwrap().array_writers).clone();
                let k = offset_index(&lp.index, self.offset(lp) - lp.base);
                let e = self.loop_expr(lp, 1);
                self.features.writer_call = true;
                lp.body.push(format!("{w}({k}, {e});"));
            }
            _ => self.reduction(lp),
        }
    }

    /// An offset `c` the loop's range allows.
    fn offset(&mut self, lp: &Counted) -> i64 {
        self.rng.range(lp.lo, lp.hi)
    }

    /// A store to an array read at another offset in the same statement:
    /// `a[i + 1] = a[i] + x` carries a value from one trip to the next (a
    /// vectorizer must not run such trips side by side), `a[i] = a[i + 1]`
    /// only reads ahead (safe to vectorize).
    fn carried(&mut self, lp: &mut Counted) {
        let a = self.rng.pick(&lp.ints).name.clone();
        let write = self.offset(lp);
        let read = if lp.hi > lp.lo {
            let others: Vec<i64> = (lp.lo..=lp.hi).filter(|&c| c != write).collect();
            *self.rng.pick(&others)
        } else {
            write
        };
        if read != write {
            self.features.carried_dependence = true;
        }
        let x = self.invariant(lp);
        let op = *self.rng.pick(&["+", "-", "*"]);
        lp.body.push(format!("{} = {} {op} {x};", lp.at(&a, write), lp.at(&a, read)));
    }

    /// A reduction into a scalar: a sum, difference or product, a minimum
    /// or maximum through an `if`, a conditional count, or `&&`/`||`.
    fn reduction(&mut self, lp: &mut Counted) {
        let kind = self.rng.below(6);
        let ty = if kind == 5 { Ty::Bool } else { Ty::Int };
        let Some(acc) = self.accumulator(lp, ty) else { return };
        self.features.reductions = true;
        let (reset, stmt) = match kind {
            0 | 1 => {
                let op = *self.rng.pick(&["+", "+", "-", "*"]);
                let e = self.loop_expr(lp, 1);
                let reset = if op == "*" { "1" } else { "0" };
                (reset.to_string(), format!("{acc} = {acc} {op} {e};"))
            }
            2 | 3 => {
                let e = self.loop_expr(lp, 1);
                let (op, reset) = if kind == 2 { (">", "-2147483648") } else { ("<", "2147483647") };
                (reset.to_string(), format!("if {e} {op} {acc} {{ {acc} = {e}; }}"))
            }
            4 => {
                let t = self.invariant(lp);
                let cond = self.loop_compare(lp, &t);
                ("0".to_string(), format!("if {cond} {{ {acc} = {acc} + 1; }}"))
            }
            _ => {
                self.features.bool_reductions = true;
                let and = self.rng.chance(50);
                let term = if !lp.bools.is_empty() && self.rng.chance(50) {
                    let c = self.offset(lp);
                    lp.at(&lp.bools[0].name, c)
                } else {
                    let t = self.invariant(lp);
                    format!("({})", self.loop_compare(lp, &t))
                };
                let reset = if and { "true" } else { "false" };
                // `acc = acc && x` short-circuits (a branch around the
                // load); `if x { acc = false; }` becomes a select, which
                // the vectorizer takes as an `&&` reduction.
                let stmt = match (self.rng.chance(50), and) {
                    (true, true) => format!("{acc} = {acc} && {term};"),
                    (true, false) => format!("{acc} = {acc} || {term};"),
                    (false, true) => format!("if {term} {{ {acc} = false; }}"),
                    (false, false) => format!("if {term} {{ {acc} = true; }}"),
                };
                (reset.to_string(), stmt)
            }
        };
        // Sometimes the accumulator goes in with whatever value it has.
        if self.rng.chance(70) {
            lp.before.push_str(&format!("{acc} = {reset};\n"));
        }
        lp.after.push_str(&format!("print \"{acc}=\"; println {acc};\n"));
        lp.body.push(stmt);
    }

    /// An assignable variable of type `ty` the loop does not write yet.
    fn accumulator(&mut self, lp: &mut Counted, ty: Ty) -> Option<String> {
        for _ in 0..4 {
            let v = self.pick_var(ty, true)?;
            if !lp.written.contains(&v) {
                lp.written.push(v.clone());
                return Some(v);
            }
        }
        None
    }

    /// A loop-invariant operand: a variable the loop does not write, or a
    /// constant.
    fn invariant(&mut self, lp: &Counted) -> String {
        if self.rng.chance(60) {
            if let Some(v) = self.pick_var(Ty::Int, false) {
                if !lp.written.contains(&v) {
                    return v;
                }
            }
        }
        self.rng.pick(SMALL).to_string()
    }

    /// `operand OP t` where the operand is an element at an allowed offset.
    fn loop_compare(&mut self, lp: &Counted, t: &str) -> String {
        let a = self.rng.pick(&lp.ints).name.clone();
        let c = self.offset(lp);
        let op = *self.rng.pick(&["<", "<=", ">", ">=", "==", "!="]);
        format!("{} {op} {t}", lp.at(&a, c))
    }

    /// An int expression of elements at allowed offsets, invariants, the
    /// index and constants, with `+ - *` and division by constants.
    fn loop_expr(&mut self, lp: &Counted, depth: u32) -> String {
        if depth == 0 || self.rng.chance(20) {
            return match self.rng.below(10) {
                0..=5 => {
                    let a = self.rng.pick(&lp.ints).name.clone();
                    let c = self.offset(lp);
                    lp.at(&a, c)
                }
                6 => lp.index.clone(),
                _ => self.invariant(lp),
            };
        }
        let (l, r) = (self.loop_expr(lp, depth - 1), self.loop_expr(lp, depth - 1));
        match self.rng.below(6) {
            0 | 1 => format!("({l} + {r})"),
            2 => format!("({l} - {r})"),
            3 => format!("({l} * {r})"),
            _ => {
                let op = if self.rng.chance(60) { "/" } else { "%" };
                format!("({l} {op} {})", self.rng.pick(DIVISORS))
            }
        }
    }
}

/// Which kind of range a base gives (for the coverage report).
fn base_kind(base: i64) -> Base {
    match base {
        0 => Base::Zero,
        b if b > i32::MAX as i64 - 1_000 => Base::NearMax,
        b if b < i32::MIN as i64 + 1_000 => Base::NearMin,
        _ => Base::Elsewhere,
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::offset_index;
    use crate::generate::{generate, Features};
    use std::path::Path;

    /// Build `text` with the sanitizer (every check but overflow) at -O0
    /// and run it: whether it exits with status 0.
    fn runs_clean_under_the_sanitizer(text: &str, dir: &Path) -> bool {
        let (source, exe) = (dir.join("prog.wend"), dir.join("prog"));
        std::fs::write(&source, text).expect("write the program");
        let mut opts = wendc::driver::Options::new(source);
        opts.output = Some(exe.clone());
        opts.pipeline = Vec::new();
        opts.optimize = false;
        opts.sanitize = wendc::sanitize::Sanitize::DEFAULT_KINDS;
        if let Err(e) = wendc::driver::run(&opts, &mut std::io::sink()) {
            panic!("does not compile: {e}\n{text}");
        }
        let output = std::process::Command::new(&exe).output().expect("run the program");
        output.status.success()
    }

    #[test]
    fn counted_loops_keep_their_indexes_in_bounds() {
        // Out of bounds is undefined behaviour without the sanitizer, so
        // the -O0 reference might not show it: ask the sanitizer.
        let dir = tempfile::tempdir().expect("scratch directory");
        let wild = "main() {\n    int[4] a;\n    int i;\n    i = 4;\n    a[i] = 1;\n}\n";
        assert!(!runs_clean_under_the_sanitizer(wild, dir.path()), "the sanitizer catches an index out of bounds");
        assert_programs_run_clean(|f| f.counted_loops, 200, 30, "counted loops");
    }

    /// The first `wanted` of the programs of seeds `0..seeds` that have a
    /// construct (`has`) run clean under the sanitizer: their indexes stay
    /// in bounds.
    pub(in crate::generate) fn assert_programs_run_clean(
        has: impl Fn(&Features) -> bool,
        seeds: u64,
        wanted: usize,
        what: &str,
    ) {
        let dir = tempfile::tempdir().expect("scratch directory");
        let mut checked = 0;
        for seed in 0..seeds {
            let program = generate(seed);
            if !has(&program.features) {
                continue;
            }
            assert!(runs_clean_under_the_sanitizer(&program.text, dir.path()), "seed {seed} fails under the sanitizer");
            checked += 1;
            if checked == wanted {
                return;
            }
        }
        panic!("only {checked} of {seeds} programs have {what}");
    }

    #[test]
    fn offsets_wrap_as_the_program_computes_them() {
        assert_eq!(offset_index("i", 0), "i");
        assert_eq!(offset_index("i", 3), "i + 3");
        assert_eq!(offset_index("i", -2147483645), "i - 2147483645");
        // i - (INT_MIN + 2) + 1: the constant wraps to a positive one.
        assert_eq!(offset_index("i", 1 - (i32::MIN as i64 + 2)), "i + 2147483647");
        assert_eq!(offset_index("i", -(i32::MIN as i64)), "i - 2147483648");
    }
}
