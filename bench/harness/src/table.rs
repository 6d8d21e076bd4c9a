//! Plain-text tables in GitHub Markdown syntax, padded so that they read
//! well in a terminal and paste unchanged into the README.

/// How a column's cells line up.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Right,
}

#[derive(Clone, Debug)]
pub struct Table {
    headers: Vec<String>,
    align: Vec<Align>,
    rows: Vec<Vec<String>>,
}

impl Table {
    pub fn new(columns: &[(&str, Align)]) -> Table {
        Table {
            headers: columns.iter().map(|(h, _)| h.to_string()).collect(),
            align: columns.iter().map(|&(_, a)| a).collect(),
            rows: Vec::new(),
        }
    }

    /// Add a row; missing trailing cells are left empty.
    pub fn push(&mut self, mut cells: Vec<String>) {
        assert!(cells.len() <= self.headers.len(), "a row has more cells than the table has columns");
        cells.resize(self.headers.len(), String::new());
        self.rows.push(cells);
    }

    /// A last row: `label` in the first column and `tail` in the last
    /// columns, the cells between them empty.
    pub fn push_footer(&mut self, label: &str, tail: Vec<String>) {
        assert!(tail.len() < self.headers.len(), "a footer leaves room for its label");
        let mut row = vec![label.to_string()];
        row.resize(self.headers.len() - tail.len(), String::new());
        row.extend(tail);
        self.rows.push(row);
    }

    /// The table as Markdown, one line per row, each ending in a newline.
    pub fn render(&self) -> String {
        let widths: Vec<usize> = (0..self.headers.len())
            .map(|c| {
                let cells = self.rows.iter().map(|r| r[c].chars().count());
                cells.chain([self.headers[c].chars().count(), 3]).max().unwrap_or(3)
            })
            .collect();
        let line = |cells: &[String]| {
            let padded: Vec<String> = cells
                .iter()
                .zip(&widths)
                .zip(&self.align)
                .map(|((cell, &w), align)| match align {
                    Align::Left => format!("{cell:<w$}"),
                    Align::Right => format!("{cell:>w$}"),
                })
                .collect();
            format!("| {} |\n", padded.join(" | "))
        };
        let mut out = line(&self.headers);
        let rule: Vec<String> = widths
            .iter()
            .zip(&self.align)
            .map(|(&w, align)| match align {
                Align::Left => "-".repeat(w + 2),
                Align::Right => format!("{}:", "-".repeat(w + 1)),
            })
            .collect();
        out.push_str(&format!("|{}|\n", rule.join("|")));
        for row in &self.rows {
            out.push_str(&line(row));
        }
        out
    }
}

/// A duration in milliseconds with three significant digits or more
/// (`1234`, `56.7`, `8.90`).
pub fn ms(value: f64) -> String {
    if value >= 99.95 {
        format!("{value:.0}")
    } else if value >= 9.995 {
        format!("{value:.1}")
    } else {
        format!("{value:.2}")
    }
}

/// A ratio as `2.31x`.
pub fn ratio(value: f64) -> String {
    if value >= 99.95 {
        format!("{value:.0}x")
    } else {
        format!("{value:.2}x")
    }
}

/// An optional value formatted by `f`, or `-` when absent.
pub fn or_dash(value: Option<f64>, f: fn(f64) -> String) -> String {
    value.map_or_else(|| "-".to_string(), f)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_an_aligned_markdown_table() {
        let mut t = Table::new(&[("program", Align::Left), ("ms", Align::Right)]);
        t.push(vec!["fib".into(), "1234".into()]);
        t.push(vec!["quicksort".into(), "5.6".into()]);
        t.push(vec!["empty".into()]);
        assert_eq!(
            t.render(),
            "| program   |   ms |\n\
             |-----------|-----:|\n\
             | fib       | 1234 |\n\
             | quicksort |  5.6 |\n\
             | empty     |      |\n"
        );
    }

    #[test]
    fn narrow_columns_still_get_a_valid_rule() {
        let mut t = Table::new(&[("a", Align::Right)]);
        t.push(vec!["1".into()]);
        assert_eq!(t.render(), "|   a |\n|----:|\n|   1 |\n");
    }

    #[test]
    fn number_formats() {
        assert_eq!(ms(1234.4), "1234");
        assert_eq!(ms(99.96), "100");
        assert_eq!(ms(56.71), "56.7");
        assert_eq!(ms(8.9), "8.90");
        assert_eq!(ratio(2.314), "2.31x");
        assert_eq!(ratio(123.4), "123x");
        assert_eq!(or_dash(None, ms), "-");
        assert_eq!(or_dash(Some(3.0), ratio), "3.00x");
    }
}
