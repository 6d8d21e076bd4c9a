//! The chart of the published report (`docs/benchmarks.svg`): one
//! horizontal bar per program, its length wendc's time over the best of
//! gcc -O2 and clang -O2, slowest first, with a line at 1 (as fast as the
//! best C compiler) so that the programs where wendc is behind stand out
//! at a glance. Plain SVG written by hand: no plotting dependency, and the
//! file diffs as text from one report to the next.

use std::fmt::Write as _;

/// One bar: the program and wendc/best (`None`: a build failed).
pub struct Bar<'a> {
    pub program: &'a str,
    pub ratio: Option<f64>,
}

const ROW: f64 = 18.0;
const LABEL_WIDTH: f64 = 130.0;
const PLOT_WIDTH: f64 = 480.0;
const TOP: f64 = 44.0;
const BOTTOM: f64 = 36.0;

/// The chart as an SVG document; `title` is drawn above it.
pub fn ratio_bars(title: &str, bars: &[Bar]) -> String {
    let largest = bars.iter().filter_map(|b| b.ratio).fold(1.0_f64, f64::max);
    // The scale ends at the next half above the largest ratio, so that
    // the ticks fall on round numbers.
    let end = (largest * 2.0).ceil() / 2.0;
    let x = |ratio: f64| LABEL_WIDTH + ratio / end * PLOT_WIDTH;
    let height = TOP + ROW * bars.len() as f64 + BOTTOM;
    let width = LABEL_WIDTH + PLOT_WIDTH + 60.0;
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0}" height="{height:.0}" viewBox="0 0 {width:.0} {height:.0}" font-family="sans-serif" font-size="12">"#
    );
    let _ = writeln!(svg, r#"<rect width="100%" height="100%" fill="white"/>"#);
    let _ =
        writeln!(svg, r#"<text x="{LABEL_WIDTH}" y="20" font-size="14" font-weight="bold">{}</text>"#, escape(title));
    for (k, bar) in bars.iter().enumerate() {
        let y = TOP + ROW * k as f64;
        let _ = writeln!(
            svg,
            r#"<text x="{:.1}" y="{:.1}" text-anchor="end">{}</text>"#,
            LABEL_WIDTH - 6.0,
            y + ROW * 0.7,
            escape(bar.program)
        );
        match bar.ratio {
            Some(ratio) => {
                let fill = if ratio > 1.0 { "#d9534f" } else { "#5b8def" };
                let _ = writeln!(
                    svg,
                    r#"<rect x="{LABEL_WIDTH}" y="{:.1}" width="{:.1}" height="{:.1}" fill="{fill}"><title>{}: {ratio:.2}x</title></rect>"#,
                    y + 2.0,
                    x(ratio) - LABEL_WIDTH,
                    ROW - 4.0,
                    escape(bar.program)
                );
                let _ = writeln!(svg, r#"<text x="{:.1}" y="{:.1}">{ratio:.2}x</text>"#, x(ratio) + 4.0, y + ROW * 0.7);
            }
            None => {
                let _ = writeln!(
                    svg,
                    r#"<text x="{:.1}" y="{:.1}" fill="gray">no result</text>"#,
                    LABEL_WIDTH + 4.0,
                    y + ROW * 0.7
                );
            }
        }
    }
    let axis_y = TOP + ROW * bars.len() as f64 + 4.0;
    let _ = writeln!(
        svg,
        r#"<line x1="{LABEL_WIDTH}" y1="{axis_y:.1}" x2="{:.1}" y2="{axis_y:.1}" stroke="black"/>"#,
        x(end)
    );
    let mut tick = 0.0;
    while tick <= end + 1e-9 {
        let _ = writeln!(
            svg,
            r#"<line x1="{0:.1}" y1="{axis_y:.1}" x2="{0:.1}" y2="{1:.1}" stroke="black"/><text x="{0:.1}" y="{2:.1}" text-anchor="middle">{tick:.1}x</text>"#,
            x(tick),
            axis_y + 4.0,
            axis_y + 18.0
        );
        tick += 0.5;
    }
    let _ = writeln!(
        svg,
        r#"<line x1="{0:.1}" y1="{TOP}" x2="{0:.1}" y2="{axis_y:.1}" stroke="black" stroke-dasharray="4 3"/>"#,
        x(1.0)
    );
    svg.push_str("</svg>\n");
    svg
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bar_widths(svg: &str) -> Vec<f64> {
        svg.lines()
            .filter(|l| l.starts_with("<rect x="))
            .map(|l| {
                let at = l.find("width=\"").unwrap() + 7;
                l[at..].split('"').next().unwrap().parse().unwrap()
            })
            .collect()
    }

    #[test]
    fn one_bar_per_program_its_length_proportional_to_the_ratio() {
        let bars = [
            Bar { program: "slow", ratio: Some(2.0) },
            Bar { program: "fast", ratio: Some(0.5) },
            Bar { program: "broken", ratio: None },
        ];
        let svg = ratio_bars("wendc / best of gcc, clang", &bars);
        assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
        let widths = bar_widths(&svg);
        assert_eq!(widths.len(), 2, "no bar for a program without a result");
        assert!((widths[0] / widths[1] - 4.0).abs() < 1e-6, "2.0x is four times 0.5x: {widths:?}");
        assert!(svg.contains(">slow</text>") && svg.contains(">2.00x</text>") && svg.contains("no result"));
        assert!(
            svg.contains("#d9534f") && svg.contains("#5b8def"),
            "slower and faster than the best peer in two colours"
        );
    }

    #[test]
    fn names_are_escaped() {
        let svg = ratio_bars("a < b & c", &[Bar { program: "x<y", ratio: Some(1.0) }]);
        assert!(svg.contains("a &lt; b &amp; c") && svg.contains("x&lt;y"));
    }
}
