//! SVG drawings of control-flow graphs (`--emit-cfg=STAGE --format=svg`),
//! laid out by wendc itself so that no Graphviz is needed.
//!
//! The layout (`layout`) is the layered method of Sugiyama, Tagawa & Toda,
//! "Methods for Visual Understanding of Hierarchical System Structures"
//! (IEEE Trans. SMC, 1981), in the usual five steps:
//!
//! 1. **Cycle breaking**: the edges a depth-first search from the entry
//!    finds going back to a block on its stack are reversed. In a
//!    reducible CFG these are exactly the loops' latch → header edges, so
//!    loops read top to bottom and their back edges are the ones drawn
//!    upward.
//! 2. **Layering**: longest path from the sources, so every remaining edge
//!    points down.
//! 3. **Dummy nodes** on every layer a long edge passes, giving each edge a
//!    slot in each row it crosses.
//! 4. **Crossing reduction**: the barycenter heuristic, sweeping down and
//!    up for a bounded number of rounds and keeping the order with the
//!    fewest crossings (counted as inversions in O(E log V)).
//! 5. **Coordinates**: each row is pulled toward its neighbours' mean x in
//!    alternating sweeps, each row placed exactly as close to those wishes
//!    as its order and gaps allow (an isotonic regression by pooling
//!    adjacent violators); dummies weigh more, so long edges stay
//!    straight (Sugiyama's priority idea).
//!
//! Edges then run from a port on the source box's border through their
//! dummies to the target's border, drawn as cubic curves with vertical
//! tangents at every point, so they are smooth and never cut through a
//! layer's boxes.
//!
//! Each block is a box headed by its name, listing its instructions as the
//! IR printer writes them. For tools that link the drawing to the source
//! (the explorer page), every block is a `<g class="block"
//! data-block="NAME">` and every instruction a `<text class="ir-inst">`
//! carrying `data-line="N"` when it has a source line. The SVG is
//! self-contained: its styles use `cfg-` classes and its arrowhead markers
//! have ids unique to the function, so several drawings can share a page.

mod layout;

use rustc_hash::FxHashMap as HashMap;
use std::fmt::Write;

use super::cfg::Cfg;
use super::dom::DomTree;
use super::entities::BlockId;
use super::function::{Function, InstKind};
use super::loops::natural_loops;
use super::module::Module;
use super::print::{function_blocks, BlockText};

pub use layout::{layout, Layout, Rect, Route};

/// Fixed-width font metrics (12 px monospace).
const FONT_SIZE: f64 = 12.0;
const CHAR_WIDTH: f64 = 7.2;
const LINE_HEIGHT: f64 = 16.0;
/// Space inside a box around its text.
const PADDING: f64 = 6.0;
/// The largest graphs drawn: beyond, the drawing (its size grows with the
/// blocks and with the layers each edge passes, which can be quadratic in
/// the blocks: `a && b && …` sends every operand's block to one exit) says
/// that it is too large instead.
const MAX_DRAWN_BLOCKS: usize = 5_000;
const MAX_ROUTE_POINTS: usize = 200_000;
/// Instruction lines longer than this are cut, ending in `…`.
const MAX_LINE_CHARS: usize = 96;
/// Space around the whole drawing, and the height of its title.
const MARGIN: f64 = 16.0;
const TITLE_HEIGHT: f64 = 28.0;
/// How far a back edge without dummies bows out, so it does not lie on the
/// forward edge between the same two blocks.
const BACK_EDGE_BOW: f64 = 36.0;

const STYLE: &str = "\
.cfg-title{font:bold 13px monospace;fill:#24292f}\
.cfg-box{fill:#ffffff;stroke:#57606a;stroke-width:1}\
.cfg-loop-body .cfg-box{fill:#f3f8ff}\
.cfg-loop-header .cfg-box{fill:#dbeafe;stroke:#0550ae;stroke-width:1.5}\
.cfg-entry .cfg-box{stroke-width:2}\
.cfg-sep{stroke:#d0d7de;stroke-width:1}\
.cfg-name{font:bold 12px monospace;fill:#24292f}\
.cfg-inst{font:12px monospace;fill:#24292f;white-space:pre}\
.cfg-edge{fill:none;stroke-width:1.4}\
.cfg-jump{stroke:#24292f}\
.cfg-true{stroke:#1a7f37}\
.cfg-false{stroke:#cf222e}\
.cfg-back{stroke:#0969da;stroke-dasharray:6 4}\
.cfg-label{font:bold 11px monospace}\
.cfg-label-true{fill:#1a7f37}\
.cfg-label-false{fill:#cf222e}";

/// The kind of a CFG edge, for its colour and label.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum EdgeKind {
    Jump,
    True,
    False,
}

impl EdgeKind {
    fn class(self) -> &'static str {
        match self {
            EdgeKind::Jump => "jump",
            EdgeKind::True => "true",
            EdgeKind::False => "false",
        }
    }

    fn label(self) -> Option<&'static str> {
        match self {
            EdgeKind::Jump => None,
            EdgeKind::True => Some("T"),
            EdgeKind::False => Some("F"),
        }
    }
}

/// One function's graph, drawn: its size and the SVG content inside the
/// `<svg>` element.
struct Drawing {
    width: f64,
    height: f64,
    body: String,
}

/// A standalone SVG document of one function's CFG, titled with its
/// signature.
pub fn function_to_svg(module: &Module, f: &Function) -> String {
    let (signature, blocks) = function_blocks(module, f);
    let drawing = draw(f, &signature, &blocks);
    let mut out = String::new();
    open_svg(&mut out, &drawing, &format!(" data-function=\"{}\"", escape(&f.name)));
    out.push_str(&drawing.body);
    out.push_str("</svg>\n");
    out
}

/// One SVG document with the graph of every defined function of the module,
/// stacked top to bottom, each titled with its signature and `stage`.
pub fn module_to_svg(module: &Module, stage: &str) -> String {
    let drawings: Vec<(&str, Drawing)> = module
        .functions()
        .filter(|(_, f)| !f.is_declaration)
        .map(|(_, f)| {
            let (signature, blocks) = function_blocks(module, f);
            (f.name.as_str(), draw(f, &format!("{signature} (after {stage})"), &blocks))
        })
        .collect();
    let width = drawings.iter().map(|(_, d)| d.width).fold(0.0, f64::max);
    let height: f64 = drawings.iter().map(|(_, d)| d.height).sum();
    let mut out = String::new();
    open_svg(&mut out, &Drawing { width, height, body: String::new() }, "");
    let mut y = 0.0;
    for (name, d) in &drawings {
        let _ = write!(
            out,
            "<svg x=\"0\" y=\"{}\" width=\"{}\" height=\"{}\" viewBox=\"0 0 {} {}\" data-function=\"{}\">",
            num(y),
            num(d.width),
            num(d.height),
            num(d.width),
            num(d.height),
            escape(name)
        );
        out.push_str(&d.body);
        out.push_str("</svg>\n");
        y += d.height;
    }
    out.push_str("</svg>\n");
    out
}

fn open_svg(out: &mut String, d: &Drawing, attributes: &str) {
    let (w, h) = (num(d.width), num(d.height));
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"cfg-svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\"{attributes}>"
    );
}

/// Lay out and draw one function.
fn draw(f: &Function, title: &str, blocks: &[BlockText]) -> Drawing {
    let index: HashMap<BlockId, usize> = blocks.iter().enumerate().map(|(i, b)| (b.block, i)).collect();
    let (edges, kinds) = cfg_edges(f, blocks, &index);
    if blocks.len() > MAX_DRAWN_BLOCKS {
        return too_large_to_draw(title, blocks.len(), edges.len());
    }
    let layering = layout::Layering::compute(blocks.len(), &edges);
    if layering.route_points(&edges) > MAX_ROUTE_POINTS {
        return too_large_to_draw(title, blocks.len(), edges.len());
    }
    let sizes: Vec<(f64, f64)> = blocks.iter().map(box_size).collect();
    let laid = layout::layout_layered(&sizes, &edges, layering);
    let roles = block_roles(f, blocks);
    let ids = marker_ids(&f.name);

    let mut body = String::new();
    let _ = write!(body, "<style>{STYLE}</style>");
    write_markers(&mut body, &ids);
    let _ = writeln!(
        body,
        "<text class=\"cfg-title\" x=\"{}\" y=\"{}\">{}</text>",
        num(MARGIN),
        num(MARGIN + 14.0),
        escape(title)
    );
    let origin = (MARGIN, MARGIN + TITLE_HEIGHT);
    body.push_str("<g class=\"cfg-edges\">\n");
    for (route, &kind) in laid.routes.iter().zip(&kinds) {
        write_edge(&mut body, route, kind, origin, &ids);
    }
    body.push_str("</g>\n");
    for (i, block) in blocks.iter().enumerate() {
        write_block(&mut body, f, block, laid.boxes[i], roles[i], origin);
    }
    let title_width = MARGIN * 2.0 + title.chars().count() as f64 * 7.8;
    Drawing {
        width: (laid.width + MARGIN * 2.0).max(title_width).ceil(),
        height: (laid.height + origin.1 + MARGIN).ceil(),
        body,
    }
}

/// A drawing that says why the graph is not drawn.
fn too_large_to_draw(title: &str, blocks: usize, edges: usize) -> Drawing {
    let lines = [
        title.to_string(),
        format!("{blocks} blocks and {edges} edges: too large to draw (at most {MAX_DRAWN_BLOCKS} blocks,"),
        format!("and edges passing at most {MAX_ROUTE_POINTS} layers in all); --emit-cfg=STAGE writes it for Graphviz"),
    ];
    let mut body = format!("<style>{STYLE}</style>");
    for (k, line) in lines.iter().enumerate() {
        let class = if k == 0 { "cfg-title" } else { "cfg-inst" };
        let _ = writeln!(
            body,
            "<text class=\"{class}\" x=\"{}\" y=\"{}\">{}</text>",
            num(MARGIN),
            num(MARGIN + 14.0 + 20.0 * k as f64),
            escape(line)
        );
    }
    let width = lines.iter().map(|l| l.chars().count()).max().unwrap_or(0) as f64 * 7.8 + 2.0 * MARGIN;
    Drawing { width: width.ceil(), height: (MARGIN * 2.0 + 20.0 * lines.len() as f64).ceil(), body }
}

/// The edges of the CFG as pairs of block indices, with their kinds.
fn cfg_edges(
    f: &Function,
    blocks: &[BlockText],
    index: &HashMap<BlockId, usize>,
) -> (Vec<(usize, usize)>, Vec<EdgeKind>) {
    let mut edges = Vec::new();
    let mut kinds = Vec::new();
    for (i, block) in blocks.iter().enumerate() {
        let Some(term) = f.terminator(block.block) else { continue };
        let targets: Vec<(BlockId, EdgeKind)> = match f.inst(term).kind {
            InstKind::Br { dest } => vec![(dest, EdgeKind::Jump)],
            InstKind::CondBr { if_true, if_false } => vec![(if_true, EdgeKind::True), (if_false, EdgeKind::False)],
            _ => Vec::new(),
        };
        for (dest, kind) in targets {
            // A branch to a block not in the layout is the verifier's
            // business; the drawing just leaves the edge out.
            if let Some(&j) = index.get(&dest) {
                edges.push((i, j));
                kinds.push(kind);
            }
        }
    }
    (edges, kinds)
}

/// How a block takes part in the function's loops, for its tint.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Role {
    Plain,
    Entry,
    LoopHeader,
    LoopBody,
}

fn block_roles(f: &Function, blocks: &[BlockText]) -> Vec<Role> {
    let cfg = Cfg::compute(f);
    let dom = DomTree::compute(&cfg);
    let loops = natural_loops(&cfg, &dom);
    let headers: std::collections::HashSet<BlockId> = loops.iter().map(|l| l.header).collect();
    let in_loop: std::collections::HashSet<BlockId> = loops.iter().flat_map(|l| l.blocks.iter().copied()).collect();
    blocks
        .iter()
        .enumerate()
        .map(|(i, b)| {
            if headers.contains(&b.block) {
                Role::LoopHeader
            } else if i == 0 {
                Role::Entry
            } else if in_loop.contains(&b.block) {
                Role::LoopBody
            } else {
                Role::Plain
            }
        })
        .collect()
}

/// Cut a line that is too long to show whole.
fn shown(line: &str) -> (String, bool) {
    if line.chars().count() <= MAX_LINE_CHARS {
        (line.to_string(), false)
    } else {
        let mut cut: String = line.chars().take(MAX_LINE_CHARS - 1).collect();
        cut.push('…');
        (cut, true)
    }
}

/// A box fits its name and its (shown) lines, indented by two characters.
fn box_size(block: &BlockText) -> (f64, f64) {
    let name_chars = block.label.chars().count() + 1;
    let widest = block.lines.iter().map(|l| shown(l).0.chars().count() + 2).max().unwrap_or(0);
    let w = PADDING * 2.0 + CHAR_WIDTH * name_chars.max(widest).max(8) as f64;
    let h = PADDING * 2.0 + LINE_HEIGHT * (1 + block.lines.len()) as f64 + 2.0;
    (w.ceil(), h)
}

fn write_block(out: &mut String, f: &Function, block: &BlockText, r: Rect, role: Role, origin: (f64, f64)) {
    let (x, y) = (r.x + origin.0, r.y + origin.1);
    let role_class = match role {
        Role::Plain => "",
        Role::Entry => " cfg-entry",
        Role::LoopHeader => " cfg-loop-header",
        Role::LoopBody => " cfg-loop-body",
    };
    let name = escape(&block.label);
    let _ = writeln!(out, "<g class=\"block cfg-block{role_class}\" data-block=\"{name}\">");
    let _ = writeln!(
        out,
        "<rect class=\"cfg-box\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"3\"/>",
        num(x),
        num(y),
        num(r.w),
        num(r.h)
    );
    let text_x = x + PADDING;
    let baseline = |k: usize| y + PADDING + LINE_HEIGHT * k as f64 + FONT_SIZE;
    let _ = writeln!(out, "<text class=\"cfg-name\" x=\"{}\" y=\"{}\">{name}:</text>", num(text_x), num(baseline(0)));
    let sep_y = y + PADDING + LINE_HEIGHT + 2.0;
    let _ = writeln!(
        out,
        "<line class=\"cfg-sep\" x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"/>",
        num(x),
        num(sep_y),
        num(x + r.w),
        num(sep_y)
    );
    for (k, (line, &inst)) in block.lines.iter().zip(f.block(block.block).insts()).enumerate() {
        let data_line = f.inst(inst).loc.map(|l| format!(" data-line=\"{}\"", l.line)).unwrap_or_default();
        let (text, cut) = shown(line);
        let full = if cut { format!("<title>{}</title>", escape(line)) } else { String::new() };
        let _ = writeln!(
            out,
            "<text class=\"ir-inst cfg-inst\"{data_line} x=\"{}\" y=\"{}\">{full}{}</text>",
            num(text_x + 2.0 * CHAR_WIDTH),
            num(baseline(k + 1) + 2.0),
            escape(&text)
        );
    }
    out.push_str("</g>\n");
}

/// Marker ids for one function: ids are global in an HTML page, so they
/// carry the function's name (made id-safe, with a hash of the original
/// against collisions).
fn marker_ids(name: &str) -> String {
    let safe: String = name.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect();
    // FNV-1a: small, stable across runs and platforms.
    let hash = name.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ b as u64).wrapping_mul(0x100_0000_01b3));
    format!("cfg-{safe}-{:08x}", hash as u32)
}

fn write_markers(out: &mut String, ids: &str) {
    out.push_str("<defs>");
    for (kind, colour) in [("jump", "#24292f"), ("true", "#1a7f37"), ("false", "#cf222e"), ("back", "#0969da")] {
        let _ = write!(
            out,
            "<marker id=\"{ids}-{kind}\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" \
             orient=\"auto-start-reverse\"><path d=\"M0,0L10,5L0,10z\" fill=\"{colour}\"/></marker>"
        );
    }
    out.push_str("</defs>\n");
}

fn write_edge(out: &mut String, route: &Route, kind: EdgeKind, origin: (f64, f64), ids: &str) {
    let points: Vec<(f64, f64)> = route.points.iter().map(|&(x, y)| (x + origin.0, y + origin.1)).collect();
    let d = if route.self_loop { self_loop_path(&points) } else { curve_path(&points, route.back) };
    let back = if route.back { " cfg-back" } else { "" };
    let marker = if route.back { "back" } else { kind.class() };
    let _ = writeln!(
        out,
        "<path class=\"cfg-edge cfg-{}{back}\" d=\"{d}\" marker-end=\"url(#{ids}-{marker})\"/>",
        kind.class()
    );
    if let Some(label) = kind.label() {
        let (x, y) = points[0];
        // Beside the start, on the side the edge leaves toward.
        let (lx, ly) = if route.self_loop {
            (x + 4.0, y - 4.0)
        } else if route.back {
            (x + 5.0, y - 5.0)
        } else {
            (x + 5.0, y + 13.0)
        };
        let _ = writeln!(
            out,
            "<text class=\"cfg-label cfg-label-{}\" x=\"{}\" y=\"{}\">{label}</text>",
            kind.class(),
            num(lx),
            num(ly)
        );
    }
}

/// A smooth path through the route's points: straight along vertical runs,
/// and between rows a cubic whose tangents are vertical at both ends, so
/// consecutive pieces join smoothly. A back edge with no dummy bows out to
/// the right, clear of the forward edge between the same blocks.
fn curve_path(points: &[(f64, f64)], back: bool) -> String {
    let mut d = format!("M{},{}", num(points[0].0), num(points[0].1));
    let bow = if back && points.len() == 2 { BACK_EDGE_BOW } else { 0.0 };
    for pair in points.windows(2) {
        let ((x0, y0), (x1, y1)) = (pair[0], pair[1]);
        if (x0 - x1).abs() < 0.5 && bow == 0.0 {
            let _ = write!(d, "L{},{}", num(x1), num(y1));
            continue;
        }
        let mid = (y1 - y0) / 2.0;
        let _ = write!(
            d,
            "C{},{} {},{} {},{}",
            num(x0 + bow),
            num(y0 + mid),
            num(x1 + bow),
            num(y1 - mid),
            num(x1),
            num(y1)
        );
    }
    d
}

/// An arc out of the box's right side and back into it.
fn self_loop_path(points: &[(f64, f64)]) -> String {
    let ((x0, y0), (x1, y1)) = (points[0], points[1]);
    let out = layout::SELF_LOOP_ROOM - 4.0;
    format!(
        "M{},{}C{},{} {},{} {},{}",
        num(x0),
        num(y0),
        num(x0 + out),
        num(y0 - 6.0),
        num(x1 + out),
        num(y1 + 6.0),
        num(x1),
        num(y1)
    )
}

/// A coordinate with at most one decimal (deterministic and compact).
fn num(v: f64) -> String {
    let rounded = (v * 10.0).round() / 10.0;
    if rounded == rounded.trunc() {
        format!("{}", rounded as i64)
    } else {
        format!("{rounded:.1}")
    }
}

fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Not allowed in XML 1.0 at all.
            c if (c as u32) < 0x20 && c != '\t' && c != '\n' && c != '\r' => out.push('\u{fffd}'),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::driver::compile_to_ir;

    /// The IR of a wend program that compiles.
    fn compile(name: &str, src: &str) -> Module {
        match compile_to_ir(name, src.as_bytes()) {
            Ok(module) => module,
            Err(e) => panic!("{}", e.render(false)),
        }
    }

    /// Node sizes that vary, so the layout cannot get away with a grid.
    fn sizes(n: usize) -> Vec<(f64, f64)> {
        (0..n).map(|i| (60.0 + (i * 37 % 90) as f64, 30.0 + (i * 13 % 50) as f64)).collect()
    }

    /// A pseudo-random CFG-like graph: a chain with forward skips, back edges
    /// and the odd self-loop, from a fixed seed.
    fn random_graph(n: usize, seed: u64) -> Vec<(usize, usize)> {
        let mut state = seed;
        let mut next = move |bound: usize| {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((state >> 33) as usize) % bound
        };
        let mut edges = Vec::new();
        for v in 0..n - 1 {
            edges.push((v, v + 1));
            match next(6) {
                0 => edges.push((v, (v + 2 + next(5)).min(n - 1))),
                1 if v > 0 => edges.push((v, v - next(v.min(6)) - 1)),
                2 if v % 7 == 0 => edges.push((v, v)),
                _ => {}
            }
        }
        edges
    }

    fn overlaps(a: Rect, b: Rect) -> bool {
        a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom()
    }

    /// Every property the drawing relies on, for one layout.
    fn check_layout(sizes: &[(f64, f64)], edges: &[(usize, usize)]) -> Layout {
        let laid = layout(sizes, edges);
        for (i, a) in laid.boxes.iter().enumerate() {
            assert_eq!((a.w, a.h), sizes[i], "box {i} keeps its size");
            for (j, b) in laid.boxes.iter().enumerate().skip(i + 1) {
                assert!(!overlaps(*a, *b), "boxes {i} {a:?} and {j} {b:?} overlap");
            }
        }
        for (k, (&(u, v), route)) in edges.iter().zip(&laid.routes).enumerate() {
            let (first, last) = (route.points[0], route.points[route.points.len() - 1]);
            assert!(laid.boxes[u].on_border(first.0, first.1), "edge {k} starts off box {u}: {first:?}");
            assert!(laid.boxes[v].on_border(last.0, last.1), "edge {k} ends off box {v}: {last:?}");
            if u == v {
                assert!(route.self_loop && route.back);
            } else if route.back {
                assert!(laid.layers[v] < laid.layers[u], "back edge {k} must go up");
            } else {
                assert!(laid.layers[v] > laid.layers[u], "edge {k} must go down");
            }
            // Forward routes only descend and back routes only climb, and the
            // vertical runs through other layers stay clear of their boxes.
            for pair in route.points.windows(2) {
                let ((x0, y0), (x1, y1)) = (pair[0], pair[1]);
                if !route.self_loop {
                    assert!(if route.back { y1 <= y0 } else { y1 >= y0 }, "edge {k} turns back: {:?}", route.points);
                }
                if (x0 - x1).abs() < 0.5 && y0 != y1 && !route.self_loop {
                    let run = Rect { x: x0.min(x1) - 0.5, y: y0.min(y1), w: 1.0 + (x1 - x0).abs(), h: (y1 - y0).abs() };
                    for (b, r) in laid.boxes.iter().enumerate() {
                        assert!(!overlaps(run, *r), "edge {k} runs through box {b}");
                    }
                }
            }
        }
        assert!(laid
            .boxes
            .iter()
            .all(|r| r.x >= -0.01 && r.right() <= laid.width + 0.01 && r.bottom() <= laid.height + 0.01));
        laid
    }

    #[test]
    fn a_loop_reads_downward_with_its_back_edge_marked() {
        // entry → header ⇄ body, header → exit
        let edges = [(0, 1), (1, 2), (2, 1), (1, 3)];
        let laid = check_layout(&sizes(4), &edges);
        let back: Vec<bool> = laid.routes.iter().map(|r| r.back).collect();
        assert_eq!(back, [false, false, true, false]);
        assert_eq!(laid.layers[..3], [0, 1, 2]);
    }

    #[test]
    fn diamonds_long_edges_and_self_loops_keep_their_properties() {
        let edges = [(0, 1), (0, 2), (1, 3), (2, 3), (0, 3), (3, 3), (3, 4), (4, 0), (1, 4)];
        let laid = check_layout(&sizes(5), &edges);
        assert_eq!(laid.crossings, 0, "a small planar graph gets no crossings");
        assert!(laid.routes[7].back, "the edge back to the entry closes a cycle");
        assert!(laid.routes[4].points.len() > 2, "the long edge 0 → 3 passes through a dummy");
    }

    #[test]
    fn random_graphs_keep_their_properties() {
        for seed in 0..20 {
            check_layout(&sizes(120), &random_graph(120, seed));
        }
    }

    #[test]
    fn disconnected_and_unreachable_nodes_are_laid_out_too() {
        let edges = [(0, 1), (2, 3), (3, 2), (5, 1)];
        check_layout(&sizes(6), &edges);
        check_layout(&sizes(1), &[]);
    }

    #[test]
    fn rows_are_placed_as_close_to_their_wishes_as_the_gaps_allow() {
        assert_eq!(layout::place_row(&[0.0, 100.0], &[1.0, 1.0], &[10.0]), [0.0, 100.0]);
        // Both want 50: they split the difference.
        assert_eq!(layout::place_row(&[50.0, 50.0], &[1.0, 1.0], &[10.0]), [45.0, 55.0]);
        // A heavier node moves less.
        assert_eq!(layout::place_row(&[50.0, 50.0], &[3.0, 1.0], &[20.0]), [45.0, 65.0]);
    }

    const PROGRAM: &str = "main() {
        int i;
        int s;
        while i < 10 {
            if i % 2 == 0 {
                s = s + i;
            } else {
                s = s - 1;
            }
            i = i + 1;
        }
        println s;
    }
    ";

    fn program_svg() -> String {
        let module = compile("loop.wend", PROGRAM);
        let (_, main) = module.functions().find(|(_, f)| f.name == "main").unwrap();
        function_to_svg(&module, main)
    }

    #[test]
    fn a_function_is_drawn_with_blocks_lines_labels_and_a_back_edge() {
        let svg = program_svg();
        check_xml(&svg);
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""), "{svg}");
        assert!(svg.contains("viewBox=\"0 0 "));
        assert!(svg.contains("<g class=\"block cfg-block cfg-entry\" data-block=\"entry\">"), "{svg}");
        assert!(svg.contains("cfg-loop-header"), "the loop header is tinted: {svg}");
        assert!(svg.contains(">T</text>") && svg.contains(">F</text>"), "{svg}");
        assert!(svg.contains("class=\"cfg-edge cfg-jump cfg-back\""), "{svg}");
        // The `if` is on line 5 and the loop condition on line 4.
        assert!(svg.contains("class=\"ir-inst cfg-inst\" data-line=\"4\""), "{svg}");
        assert!(svg.contains("class=\"ir-inst cfg-inst\" data-line=\"5\""), "{svg}");
        assert!(svg.contains("icmp slt i32"), "{svg}");
        assert_eq!(svg.matches("<g class=\"block").count(), svg.matches("data-block=").count());
    }

    #[test]
    fn a_graph_too_large_to_draw_says_so() {
        // `b || b || …`: every operand's block branches to the end, so the
        // edges pass 1 + 2 + … layers: quadratic, past the limit.
        let src = format!("main() {{ bool b; println b{}; }}", " || b".repeat(1_000));
        let module = compile("big.wend", &src);
        let f = module.function(module.find_function("main").unwrap());
        let svg = function_to_svg(&module, f);
        check_xml(&svg);
        assert!(svg.contains("too large to draw"), "{svg}");
        assert!(svg.len() < 10_000, "{} bytes", svg.len());
        // A long chain of blocks alone is drawn.
        let src = format!("main() {{ int x; {} println x; }}", "if x < 5 { x = x + 1; } ".repeat(300));
        let module = compile("long.wend", &src);
        let f = module.function(module.find_function("main").unwrap());
        assert!(!function_to_svg(&module, f).contains("too large to draw"));
    }

    #[test]
    fn drawings_are_deterministic() {
        assert_eq!(program_svg(), program_svg());
    }

    #[test]
    fn a_module_stacks_its_functions_in_one_document() {
        let src = "main() { int i; f() { i = i + 1; } while i < 3 { f(); } println i; }";
        let module = compile("m.wend", src);
        let svg = module_to_svg(&module, "lowered");
        check_xml(&svg);
        assert_eq!(svg.matches("<svg ").count(), 3, "{svg}");
        assert!(svg.contains("data-function=\"main.f\""), "{svg}");
        assert!(svg.contains("(after lowered)"), "{svg}");
    }

    #[test]
    fn long_lines_are_cut_and_markup_is_escaped() {
        let (cut, was_cut) = shown(&"x".repeat(200));
        assert!(was_cut && cut.ends_with('…') && cut.chars().count() == MAX_LINE_CHARS);
        assert_eq!(escape("<a & \"b\">"), "&lt;a &amp; &quot;b&quot;&gt;");
        check_xml(&format!("<t>{}</t>", escape("a<b&c>\u{1}")));
    }

    #[test]
    fn the_xml_check_rejects_broken_documents() {
        for broken in ["<a><b></a></b>", "<a>", "<a>x & y</a>", "<a x=1/>", "<a/><b/>", "<a>1 < 2</a>"] {
            assert!(std::panic::catch_unwind(|| check_xml(broken)).is_err(), "{broken} accepted");
        }
    }

    /// A 2,000-block function (a long run of `if`s inside loops) is laid out
    /// and drawn quickly.
    #[test]
    fn a_function_of_two_thousand_blocks_is_drawn_in_well_under_a_second() {
        let mut src = String::from("main() {\n    int i;\n    int s;\n");
        for k in 0..120 {
            src.push_str("    while i < 100 {\n");
            for j in 0..5 {
                let _ = writeln!(src, "        if s > {} {{ s = s - {j}; }} else {{ s = s + {k}; }}", j * 7);
            }
            src.push_str("        i = i + 1;\n    }\n    i = 0;\n");
        }
        src.push_str("    println s;\n}\n");
        let module = compile("big.wend", &src);
        let (_, main) = module.functions().find(|(_, f)| f.name == "main").unwrap();
        let blocks = main.layout().len();
        assert!(blocks >= 2000, "only {blocks} blocks");
        let start = std::time::Instant::now();
        let svg = function_to_svg(&module, main);
        let took = start.elapsed();
        eprintln!("{blocks} blocks drawn in {took:?} ({} bytes of SVG)", svg.len());
        if !cfg!(debug_assertions) {
            assert!(took.as_secs_f64() < 1.0, "{blocks} blocks took {took:?}");
        }
        check_xml(&svg);
    }

    /// A small well-formedness check: tags balance with one root element,
    /// attribute values are quoted, and text holds no raw `<` or stray `&`.
    fn check_xml(doc: &str) {
        let mut stack: Vec<&str> = Vec::new();
        let mut roots = 0;
        let mut rest = doc.trim();
        while !rest.is_empty() {
            if let Some(after) = rest.strip_prefix('<') {
                let end = after.find('>').expect("unterminated tag");
                let tag = &after[..end];
                rest = &after[end + 1..];
                if let Some(name) = tag.strip_prefix('/') {
                    assert_eq!(stack.pop(), Some(name.trim()), "mismatched </{name}>");
                    continue;
                }
                let self_closing = tag.ends_with('/');
                let tag = tag.trim_end_matches('/');
                let name = tag.split_whitespace().next().expect("empty tag");
                check_attributes(&tag[name.len()..]);
                if stack.is_empty() {
                    roots += 1;
                }
                if !self_closing {
                    stack.push(name);
                }
            } else {
                let end = rest.find('<').unwrap_or(rest.len());
                check_text(&rest[..end]);
                assert!(!stack.is_empty() || rest[..end].trim().is_empty(), "text outside the root");
                rest = &rest[end..];
            }
        }
        assert!(stack.is_empty(), "unclosed {stack:?}");
        assert_eq!(roots, 1, "one root element");
    }

    fn check_attributes(mut attrs: &str) {
        loop {
            attrs = attrs.trim_start();
            if attrs.is_empty() {
                return;
            }
            let eq = attrs.find('=').expect("attribute without value");
            let value = &attrs[eq + 1..];
            assert!(value.starts_with('"'), "unquoted attribute in {attrs}");
            let close = value[1..].find('"').expect("unterminated attribute");
            check_text(&value[1..close + 1]);
            attrs = &value[close + 2..];
        }
    }

    fn check_text(text: &str) {
        assert!(!text.contains('<'), "raw < in {text}");
        for (i, _) in text.match_indices('&') {
            let entity = &text[i..text[i..].find(';').map_or(text.len(), |e| i + e + 1)];
            assert!(["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"].contains(&entity), "bad entity {entity}");
        }
    }

    /// Every block of a 2,000-block function can jump to the exit: the long
    /// edges share one trunk, so the layout stays linear (a dummy node per
    /// edge and layer would make it quadratic).
    #[test]
    fn edges_into_one_block_share_a_trunk_and_stay_fast() {
        let n = 2000;
        let mut edges: Vec<(usize, usize)> = (0..n - 1).map(|v| (v, v + 1)).collect();
        edges.extend((0..n - 2).map(|v| (v, n - 1)));
        edges.extend((1..n - 2).step_by(3).map(|v| (v, 0)));
        let start = std::time::Instant::now();
        let laid = layout(&sizes(n), &edges);
        let took = start.elapsed();
        eprintln!("{n} blocks, {} edges laid out in {took:?}", edges.len());
        if !cfg!(debug_assertions) {
            assert!(took.as_secs_f64() < 1.0, "took {took:?}");
        }
        assert_eq!(laid.routes.len(), edges.len());
        check_layout(&sizes(300), &edges.iter().copied().filter(|&(u, v)| u < 300 && v < 300).collect::<Vec<_>>());
    }
}
