//! Matrix-product loop nests: the shape `outer-vectorize` takes (a loop
//! over the columns `j` around one inner loop over `k`), and near misses
//! it must refuse.
//!
//! ```text
//! int nest(int np, int nq) {         // no nested function of its own
//!     int[L] na; int[L] nb; int[L] nc;
//!     …                              // fill na, nb from np and nq
//!     nr = 0;
//!     while nr < R {                 // rows (sometimes no such loop)
//!         nj = JS;                   // 0, or 0..2 from a parameter
//!         while nj < NJ {            // C, C - 0..2, or 0..C at run time
//!             nacc = INIT;
//!             nk = KS;
//!             while nk < NK {
//!                 nacc = nacc + na[nr * K + nk + OA] * nb[nk * C + nj + OB];
//!                 nk = nk + 1;
//!             }
//!             nc[nr * C + nj + OC] = nacc * 3 + nj;
//!             nj = nj + 1;
//!         }
//!         nr = nr + 1;
//!     }
//!     …                              // fold na, nb, nc into the result
//! }
//! ```
//!
//! Why each part is as it is:
//! - the arrays are locals of a function with no nested functions, so they
//!   are stack slots of their own (`ir::alias` proves them distinct);
//!   arrays captured by a nested function live in a frame record and may
//!   alias, and the pass would refuse every nest over them;
//! - the accumulator and counters are its locals too, never read after
//!   the nest: a value live out of the `j` loop is carried from trip to
//!   trip of it (an outer reduction, refused);
//! - the inner loop's start or bound (usually both) and often the outer
//!   loop's come from the parameters: with constant small trip counts
//!   `unroll` would flatten the inner loop first and leave no nest;
//! - `na` is read at an index uniform in `j`, `nb` at one stepping by 1
//!   with `j` (a vector load), and `nc` is stored once per `j` trip,
//!   outside the inner loop;
//! - every index stays in bounds for every trip count the bounds allow:
//!   all arrays are `L` long, enough for each of the three index ranges
//!   (so a variant storing to `na` or `nb` stays in bounds too);
//! - the result folds every element of every array, so a wrong lane shows.
//!
//! A fifth of the nests are near misses (the pass must refuse them and
//! the output must not change): the store to an array the nest reads, the
//! store inside the inner loop, the accumulator read after the nest, the
//! column read backwards (a gather), a branch on a varying value.
//!
//! Drawn from a random stream of its own (`Gen::nest_rng`): programs
//! without a nest are exactly what their seeds gave before nests existed.

use super::{indent, indent_block, Gen, Ty, INTERESTING};

/// Mixed into the seed of the nests' stream.
pub const STREAM: u64 = 0x6f75_7465_726e_6573;

/// The share of programs that get a nest.
pub const PROGRAM_PERCENT: u32 = 12;

/// The name of the nest's function in `main` (generated names all end in
/// a number, so it clashes with none).
const NAME: &str = "nest";

/// Near misses of the pass's preconditions (see the module header).
#[derive(Copy, Clone, PartialEq, Eq)]
enum Miss {
    None,
    /// `nc` is `na` or `nb`: an array stored in the nest is loaded in it.
    StoreToInput,
    /// The store is inside the inner loop.
    InnerStore,
    /// `nacc` is read after the nest (an outer reduction).
    LiveOut,
    /// `nb[nk * C + (C - 1 - nj) + OB]`: the column backwards.
    Backwards,
    /// `if nb[…] > np { … }`: the lanes would take different paths.
    VaryingBranch,
}

impl Gen {
    /// Run `f` on the nests' random stream.
    pub(super) fn with_nest_rng<T>(&mut self, f: impl FnOnce(&mut Gen) -> T) -> T {
        std::mem::swap(&mut self.rng, &mut self.nest_rng);
        let out = f(self);
        std::mem::swap(&mut self.rng, &mut self.nest_rng);
        out
    }

    /// The nest's function, to declare among `main`'s nested functions.
    pub(super) fn nest_function(&mut self) -> String {
        self.features.outer_nest = true;
        let miss = match self.rng.below(25) {
            0 => Miss::StoreToInput,
            1 => Miss::InnerStore,
            2 => Miss::LiveOut,
            3 => Miss::Backwards,
            4 => Miss::VaryingBranch,
            _ => Miss::None,
        };
        let rows = if self.rng.chance(50) { 1 } else { self.rng.range(2, 3) };
        // Columns: none, one, fewer than a vector, just past one or two
        // vectors of 4 or 8 lanes.
        let cols: i64 = *self.rng.pick(&[0, 1, 2, 3, 4, 5, 7, 8, 9, 12, 15, 16, 17, 23, 24, 31, 33]);
        let depth: i64 = *self.rng.pick(&[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 13]);
        let (oa, ob, oc) = (self.rng.range(0, 2), self.rng.range(0, 3), self.rng.range(0, 3));
        let len = (rows * depth + oa).max(depth * cols + ob).max(rows * cols + oc).max(1);
        let bools = self.rng.chance(30);

        let (o, l1, l2, l3) = (indent(1), indent(2), indent(3), indent(4));
        let mut text = format!("int {NAME}(int np, int nq) {{\n");
        for array in ["na", "nb", "nc"] {
            text.push_str(&format!("{o}int[{len}] {array};\n"));
        }
        if bools {
            text.push_str(&format!("{o}bool[{len}] nd;\n"));
        }
        for v in ["ni", "nr", "nj", "nk", "nacc", "nt", "nh", "njs", "nnj", "nks", "nnk"] {
            text.push_str(&format!("{o}int {v};\n"));
        }
        // The inputs, from the parameters (any values: arithmetic wraps).
        let (fa, fb) = (self.rng.pick(INTERESTING), self.rng.range(-9, 9));
        text.push_str(&format!(
            "{o}ni = 0;\n{o}while ni < {len} {{\n{l1}na[ni] = ni * np + {fa};\n{l1}nb[ni] = (ni - nq) * {fb} + np % 1000;\n{l1}ni = ni + 1;\n{o}}}\n"
        ));
        // The bounds: the inner ones almost always from a parameter.
        let (js, nj) = self.nest_range(cols, 30);
        let (ks, nk) = self.nest_range(depth, 85);
        text.push_str(&format!("{o}njs = {js};\n{o}nnj = {nj};\n{o}nks = {ks};\n{o}nnk = {nk};\n"));

        let row = |width: i64| if rows == 1 { String::new() } else { format!("nr * {width} + ") };
        let a = format!("na[{}nk + {oa}]", row(depth));
        let b = if miss == Miss::Backwards {
            format!("nb[nk * {cols} + ({} - nj) + {ob}]", cols - 1)
        } else {
            format!("nb[nk * {cols} + nj + {ob}]")
        };
        let dest = match miss {
            Miss::StoreToInput => *self.rng.pick(&["na", "nb"]),
            _ => "nc",
        };
        let c = format!("{dest}[{}nj + {oc}]", row(cols));
        let init = *self.rng.pick(&["0", "0", "np", "nj", "nq * 3"]);
        let store = *self.rng.pick(&["nacc", "nacc", "nacc * 3 + nj", "nacc / 8", "nacc % 16", "nacc - np"]);
        let store_stmt = format!("{c} = {store};");

        let mut inner = Vec::new();
        let mut uses_t = false;
        match self.rng.below(8) {
            0 => inner.push(format!("nacc = nacc - {a} * {b} / 4;")),
            1 => {
                inner.push(format!("nt = nt + {a};"));
                inner.push(format!("nacc = nacc + ({b} + nt) * 3;"));
                uses_t = true;
            }
            2 => {
                // A compare of uniform values: every lane takes the same arm.
                inner.push(format!("if {a} > nq {{ nt = nt + 1; }} else {{ nt = nt - {a}; }}"));
                inner.push(format!("nacc = nacc + {b} * nt;"));
                uses_t = true;
            }
            3 => inner.push(format!("nacc = nacc * 3 + {b} - nk;")),
            4 => inner.push(format!("nacc = nacc + {a} * {b} + nj;")),
            5 => inner.push(format!("nacc = nacc + {b} / {};", self.rng.pick(&["2", "16", "3"]))),
            _ => inner.push(format!("nacc = nacc + {a} * {b};")),
        }
        if miss == Miss::VaryingBranch {
            inner.push(format!("if {b} > np {{ nacc = nacc + nk; }}"));
        }
        if miss == Miss::InnerStore {
            inner.push(store_stmt.clone());
        }

        let (jl, kl) = if rows == 1 { (&o, &l1) } else { (&l1, &l2) };
        let body_ind = if rows == 1 { &l2 } else { &l3 };
        let mut nest = format!("{jl}nj = njs;\n{jl}while nj < nnj {{\n{kl}nacc = {init};\n");
        if uses_t {
            nest.push_str(&format!("{kl}nt = np;\n"));
        }
        nest.push_str(&format!("{kl}nk = nks;\n{kl}while nk < nnk {{\n"));
        for s in &inner {
            nest.push_str(&format!("{body_ind}{s}\n"));
        }
        nest.push_str(&format!("{body_ind}nk = nk + 1;\n{kl}}}\n"));
        if miss != Miss::InnerStore {
            nest.push_str(&format!("{kl}{store_stmt}\n"));
        }
        if bools {
            nest.push_str(&format!("{kl}nd[{}nj + {oc}] = nacc > np;\n", row(cols)));
        }
        nest.push_str(&format!("{kl}nj = nj + 1;\n{jl}}}\n"));
        if rows > 1 {
            nest = format!("{o}nr = 0;\n{o}while nr < {rows} {{\n{nest}{l1}nr = nr + 1;\n{o}}}\n");
        }
        text.push_str(&nest);

        let live_out = if miss == Miss::LiveOut { "nacc" } else { "0" };
        text.push_str(&format!("{o}nh = {live_out};\n{o}ni = 0;\n{o}while ni < {len} {{\n"));
        text.push_str(&format!("{l1}nh = nh * 31 + na[ni] + nb[ni] * 3 + nc[ni] * 7;\n"));
        if bools {
            text.push_str(&format!("{l1}if nd[ni] {{ nh = nh + 1; }}\n"));
        }
        text.push_str(&format!("{l1}ni = ni + 1;\n{o}}}\n{o}return nh;\n}}\n"));
        indent_block(&text, 1)
    }

    /// The start and bound of a loop of up to `trips` trips over
    /// `0..trips`: the start 0 or, `from_param` percent of the time, 0 to 2
    /// (below `trips`) from a parameter; the bound `trips`, `trips` less 0 to 2, or 0 to
    /// `trips`, the last two from a parameter.
    fn nest_range(&mut self, trips: i64, from_param: u32) -> (String, String) {
        let wrap = |e: &str, m: i64| format!("(({e}) % {m} + {m}) % {m}");
        let (p, q) = if self.rng.chance(50) { ("np", "nq") } else { ("nq", "np") };
        let start =
            if self.rng.chance(from_param) { wrap(&format!("{p} / 3"), trips.clamp(1, 3)) } else { "0".to_string() };
        let bound = if !self.rng.chance(from_param) {
            trips.to_string()
        } else if self.rng.chance(50) {
            format!("{trips} - {}", wrap(q, 3))
        } else {
            wrap(&format!("{q} * 7 + 1"), trips + 1)
        };
        (start, bound)
    }

    /// `main`'s statement printing the nest's result for arguments from
    /// its variables or constants.
    pub(super) fn nest_call(&mut self) -> String {
        let arg = |g: &mut Gen| match g.pick_var(Ty::Int, false) {
            Some(v) if g.rng.chance(80) => v,
            _ => g.rng.pick(INTERESTING).to_string(),
        };
        let (x, y) = (arg(self), arg(self));
        format!("{}print \"{NAME}=\"; println {NAME}({x}, {y});\n", indent(1))
    }
}

#[cfg(test)]
mod tests {
    use crate::generate::generate;
    use crate::generate::loops::tests::assert_programs_run_clean;

    #[test]
    fn nests_appear_and_most_are_outer_vectorized() {
        let (mut nests, mut vectorized) = (0, 0);
        for seed in 0..200 {
            let program = generate(seed);
            if !program.features.outer_nest {
                continue;
            }
            nests += 1;
            let stats =
                crate::check::pipeline_stats(&program.text).unwrap_or_else(|| panic!("seed {seed} does not compile"));
            vectorized += usize::from(stats.outer_loops_vectorized > 0);
        }
        assert!(nests >= 10, "a nest in {nests} of 200 programs");
        assert!(2 * vectorized > nests, "outer-vectorize takes the nest of only {vectorized} of {nests} programs");
    }

    #[test]
    fn nests_keep_their_indexes_in_bounds() {
        assert_programs_run_clean(|f| f.outer_nest, 400, 15, "a nest");
    }
}
