//! Where a graph arriving as a stream (standard input, a pipe) is already known to be wrong:
//! the first line beyond the count its header declares.
//!
//! An edge list (`n m`), a DIMACS file (`p edge n m`) and a Matrix Market file (`rows cols
//! nnz`) say in their header how many edge or entry lines follow, one a line. A stream cannot
//! be measured before it is read, so without this the whole of it would be read (up to
//! [`super::MAX_INPUT`], 4 GiB) before the reader found the line too many: `(echo 3 2; yes
//! '1 2') | bigame analyze -` would take minutes and gigabytes to say what its fourth line
//! shows. [`LineBudget`] counts the lines as the bytes come and names the end of the first
//! line beyond the header's count; the input cut there is refused by the reader at that line,
//! with the message a complete file gets.
//!
//! The count is conservative: lines the readers skip (blank lines, DIMACS `c` comments,
//! Matrix Market `%` comments) are not counted, and a line starting with `c` (DIMACS) or `%`
//! (Matrix Market) is taken for a comment, so a valid input is never cut.

use super::describe::describe;
use super::graph_input::{InputFormat, ReadOptions};
use super::scan::{is_space, skip_bom};

/// Counts the data lines of a stream against the count its header declares (see the [module
/// docs](self)).
#[derive(Clone, Debug)]
pub struct LineBudget {
    /// The lines the header allows, itself included.
    allowed: u64,
    /// The lines counted so far, the header included.
    counted: u64,
    /// Where the next line starts (complete lines before it have been counted).
    scanned: usize,
    /// The first byte of the lines not counted (comments), besides blank lines.
    comment: Option<u8>,
}

impl LineBudget {
    /// The budget of an input whose first bytes are `head` (64 KiB or all of it, the bytes the
    /// format is told from): `Some` for an edge list, a DIMACS or a Matrix Market file (no
    /// gzip, no delimiter) whose header line is in `head` and reads, else `None` (nothing to
    /// count against; the reader explains a bad header). `O(length of head)`.
    ///
    /// ```
    /// use bigame::read::graph_input::ReadOptions;
    /// use bigame::read::line_budget::LineBudget;
    /// let input = b"3 2\n1 2\n2 3\n1 3\n1 2\n";
    /// let mut budget = LineBudget::new(input, None, &ReadOptions::default()).unwrap();
    /// // The fourth line is one too many: the input is cut after it.
    /// assert_eq!(budget.cut(input), Some(16));
    /// ```
    pub fn new(head: &[u8], name: Option<&str>, options: &ReadOptions) -> Option<LineBudget> {
        if super::graph_input::is_gzip(head) {
            return None;
        }
        let (description, _) = describe(head, name, options).ok()?;
        if description.delimiter.is_some() {
            return None;
        }
        let (comment, count_at) = match description.format {
            InputFormat::EdgeList => (None, 1),
            InputFormat::Dimacs => (Some(b'c'), 3),
            InputFormat::MatrixMarket => (Some(b'%'), 2),
            _ => return None,
        };
        let text = skip_bom(head);
        let header = text
            .split(|&b| b == b'\n')
            .map(trim)
            .find(|line| !line.is_empty() && Some(line[0]) != comment)?;
        let declared: u64 = std::str::from_utf8(header)
            .ok()?
            .split_ascii_whitespace()
            .nth(count_at)?
            .parse()
            .ok()?;
        Some(LineBudget {
            allowed: declared.checked_add(1)?,
            counted: 0,
            scanned: head.len() - text.len(),
            comment,
        })
    }

    /// Counts the complete lines of `input` (the stream so far, the same bytes as before and
    /// more) not counted yet: the end of the first line beyond the budget (its newline
    /// included), where to stop reading, or `None` while within it. `O(bytes not yet
    /// scanned)`.
    pub fn cut(&mut self, input: &[u8]) -> Option<usize> {
        while let Some(newline) = input[self.scanned..].iter().position(|&b| b == b'\n') {
            let end = self.scanned + newline + 1;
            let line = trim(&input[self.scanned..end]);
            self.scanned = end;
            if !line.is_empty() && Some(line[0]) != self.comment {
                self.counted += 1;
                if self.counted > self.allowed {
                    return Some(end);
                }
            }
        }
        None
    }
}

/// A line without its leading and trailing blanks (`\r` among them).
fn trim(line: &[u8]) -> &[u8] {
    let start = line
        .iter()
        .position(|&b| !is_space(b))
        .unwrap_or(line.len());
    let end = line
        .iter()
        .rposition(|&b| !is_space(b))
        .map_or(start, |i| i + 1);
    &line[start..end]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cut(input: &[u8]) -> Option<usize> {
        LineBudget::new(input, None, &ReadOptions::default())?.cut(input)
    }

    #[test]
    fn the_first_line_past_the_count_is_where_reading_stops() {
        assert_eq!(cut(b"3 2\n1 2\n\n2 3\n\n"), None);
        assert_eq!(cut(b"3 2\n1 2\n\n2 3\n\n1 3\n"), Some(18));
        // Comments are not counted, wherever they are.
        let dimacs = b"c x\np edge 3 1\nc y\ne 1 2\nc z\n";
        assert_eq!(cut(dimacs), None);
        let dimacs = b"c x\np edge 3 1\nc y\ne 1 2\ne 2 3\n";
        assert_eq!(cut(dimacs), Some(dimacs.len()));
        let mm = b"%%MatrixMarket matrix coordinate pattern general\n% c\n2 2 1\n1 1\n% d\n";
        assert_eq!(cut(mm), None);
        let mm = b"%%MatrixMarket matrix coordinate pattern general\n2 2 1\n1 1\n2 2\n";
        assert_eq!(cut(mm), Some(mm.len()));
        // Pairs and unreadable headers have nothing to count against.
        assert_eq!(cut(b"a b\nb c\n"), None);
        assert!(LineBudget::new(b"p edge 3 x\n", None, &ReadOptions::default()).is_none());
    }

    #[test]
    fn lines_are_counted_as_they_arrive() {
        let input = b"3 1\r\n1 2\r\n2 3\r\n";
        let mut budget = LineBudget::new(input, None, &ReadOptions::default()).unwrap();
        assert_eq!(budget.cut(&input[..6]), None);
        assert_eq!(budget.cut(&input[..13]), None);
        assert_eq!(budget.cut(&input[..15]), Some(15));
    }
}
