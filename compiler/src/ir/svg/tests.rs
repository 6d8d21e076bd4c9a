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
    assert!(laid.boxes.iter().all(|r| r.x >= -0.01 && r.right() <= laid.width + 0.01 && r.bottom() <= laid.height + 0.01));
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
/// edges share one trunk, so this stays fast (it took 19 s with a dummy
/// per edge and layer).
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
