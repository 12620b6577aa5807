//! The fast path shared by the line-based graph readers: a body of lines `a b[ rest]` (an edge
//! list's edges, a Matrix Market file's entries) parsed on several threads at once.
//!
//! It only recognises well-formed input and never explains anything: on the first line it
//! does not like it gives up, and the reader parses the body again with its careful
//! sequential scanner, which reports the exact line, column and reason. So the two paths
//! cannot disagree on what is accepted: the fast one accepts a subset, and on that subset
//! produces the same edges in the same order.

use super::scan::short_number;
use std::thread;

/// Bodies shorter than this are parsed on one thread: starting threads would cost more than
/// they save.
const PARALLEL_FROM: usize = 1 << 20;

/// The most threads a body is parsed on.
const MAX_THREADS: usize = 8;

/// Edges parsed from consecutive parts of a body, in order.
pub(crate) struct EdgeChunks(Vec<Vec<(u32, u32)>>);

impl EdgeChunks {
    /// The chunks as slices, for [`crate::graph::Graph::from_edge_chunks`]. `O(threads)`.
    pub(crate) fn slices(&self) -> Vec<&[(u32, u32)]> {
        self.0.iter().map(Vec::as_slice).collect()
    }
}

/// Parses `body` as exactly `lines` lines, each `a b` (decimal numbers without signs or
/// leading blanks, separated by spaces or tabs) followed by the rest of the line up to `\n`
/// (without a final `\r`), and hands each to `accept(a, b, rest, out)`, which checks it and
/// pushes its edges to `out`, or says `false`. The last line may lack its `\n`.
///
/// `None` when any line is not of that form, `accept` says `false` or the count differs:
/// the caller then parses the body carefully. `O(body length)` work, spread over up to
/// [`MAX_THREADS`] threads for bodies of a megabyte or more.
pub(crate) fn parse_pair_lines<F>(body: &[u8], lines: u64, accept: F) -> Option<EdgeChunks>
where
    F: Fn(u64, u64, &[u8], &mut Vec<(u32, u32)>) -> bool + Sync,
{
    let threads = if body.len() < PARALLEL_FROM {
        1
    } else {
        thread::available_parallelism()
            .map_or(1, |p| p.get())
            .min(MAX_THREADS)
    };
    let parts = split_at_lines(body, threads);
    // Room for about the edges of one line in each, as the part's share of the body.
    let share = |part: &[u8]| (lines as usize).saturating_mul(part.len()) / body.len().max(1) + 16;
    let accept = &accept;
    let results: Vec<Option<Part>> = if parts.len() == 1 {
        vec![parse_part(parts[0], share(parts[0]), accept)]
    } else {
        thread::scope(|scope| {
            let workers: Vec<_> = parts
                .iter()
                .map(|&part| scope.spawn(move || parse_part(part, share(part), accept)))
                .collect();
            workers
                .into_iter()
                .map(|w| w.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
                .collect()
        })
    };
    let mut chunks = Vec::with_capacity(results.len());
    let mut count = 0;
    for result in results {
        let (edges, part_lines) = result?;
        chunks.push(edges);
        count += part_lines;
    }
    (count == lines).then_some(EdgeChunks(chunks))
}

/// `body` cut into at most `parts` pieces of about equal length, each ending just after a
/// newline (the last one at the end of the body). `O(parts + line length)`.
fn split_at_lines(body: &[u8], parts: usize) -> Vec<&[u8]> {
    let mut out = Vec::with_capacity(parts);
    let mut start = 0;
    for k in 1..parts {
        let goal = (body.len() * k / parts).max(start);
        let Some(newline) = body[goal..].iter().position(|&b| b == b'\n') else {
            break;
        };
        let end = goal + newline + 1;
        out.push(&body[start..end]);
        start = end;
    }
    out.push(&body[start..]);
    out
}

/// One part of a body parsed: its edges and its number of lines.
type Part = (Vec<(u32, u32)>, u64);

/// The lines of one part: their edges and their count, or `None` at the first line refused.
fn parse_part<F>(part: &[u8], capacity: usize, accept: &F) -> Option<Part>
where
    F: Fn(u64, u64, &[u8], &mut Vec<(u32, u32)>) -> bool,
{
    let mut edges = Vec::with_capacity(capacity);
    let mut lines = 0;
    let mut at = 0;
    while at < part.len() {
        let (a, after_a) = number(part, at)?;
        let after_gap = skip_blanks(part, after_a);
        if after_gap == after_a {
            return None;
        }
        let (b, after_b) = number(part, after_gap)?;
        // The rest of the line: usually nothing, so look at the next byte before searching.
        let (rest, next) = match part.get(after_b) {
            None => (&part[after_b..], part.len()),
            Some(b'\n') => (&part[after_b..after_b], after_b + 1),
            Some(_) => {
                let end = part[after_b..]
                    .iter()
                    .position(|&c| c == b'\n')
                    .map_or(part.len(), |i| after_b + i);
                (&part[after_b..end], end + 1)
            }
        };
        let rest = rest.strip_suffix(b"\r").unwrap_or(rest);
        if !accept(a, b, rest, &mut edges) {
            return None;
        }
        lines += 1;
        at = next;
    }
    Some((edges, lines))
}

/// The number of 1 to 10 digits at `part[at]` and the position after it; `None` if there is
/// no digit there or more than 10 digits (larger than any vertex count).
#[inline(always)]
fn number(part: &[u8], at: usize) -> Option<(u64, usize)> {
    if let Some((value, len)) = short_number(part, at) {
        return Some((value, at + len));
    }
    let mut value = 0u64;
    let mut end = at;
    while let Some(digit) = part
        .get(end)
        .map(|b| b.wrapping_sub(b'0'))
        .filter(|&d| d <= 9)
    {
        if end - at == 10 {
            return None;
        }
        value = value * 10 + digit as u64;
        end += 1;
    }
    (end > at).then_some((value, end))
}

/// The position after the spaces and tabs at `part[at]`.
#[inline(always)]
fn skip_blanks(part: &[u8], mut at: usize) -> usize {
    while matches!(part.get(at), Some(b' ' | b'\t')) {
        at += 1;
    }
    at
}

/// Whether the rest of a line is only spaces and tabs.
#[inline]
pub(crate) fn is_blank(rest: &[u8]) -> bool {
    rest.iter().all(|&b| b == b' ' || b == b'\t')
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Accepts lines with nothing after `a b`, `a, b <= 9`; each line is one edge.
    fn plain(a: u64, b: u64, rest: &[u8], out: &mut Vec<(u32, u32)>) -> bool {
        out.push((a as u32, b as u32));
        a <= 9 && b <= 9 && is_blank(rest)
    }

    fn parse(body: &[u8], lines: u64) -> Option<Vec<(u32, u32)>> {
        parse_pair_lines(body, lines, plain).map(|c| c.0.concat())
    }

    #[test]
    fn well_formed_lines_are_read() {
        assert_eq!(
            parse(b"1 2\n3\t 4 \r\n5 6", 3),
            Some(vec![(1, 2), (3, 4), (5, 6)])
        );
        assert_eq!(parse(b"", 0), Some(vec![]));
        assert_eq!(parse(b"1 2\n", 1), Some(vec![(1, 2)]));
    }

    #[test]
    fn anything_else_is_left_to_the_careful_reader() {
        for body in [
            &b"1 2\n\n3 4\n"[..], // a blank line
            b" 1 2\n",            // leading blank
            b"12\n",              // one number
            b"1 2 3\n",           // refused by `accept`
            b"1 x\n",
            b"1 -2\n",
            b"1 99999999999\n", // eleven digits
            b"1 10\n",          // refused by `accept`
        ] {
            assert_eq!(parse(body, 1), None, "{:?}", String::from_utf8_lossy(body));
        }
        assert_eq!(parse(b"1 2\n3 4\n", 3), None, "wrong count");
    }

    #[test]
    fn parts_end_at_newlines_and_cover_the_body() {
        let body = b"1 2\n33 4\n5 666\n7 8\n9 9";
        for parts in 1..10 {
            let split = split_at_lines(body, parts);
            assert!(split.len() <= parts);
            assert_eq!(split.concat(), body);
            for part in &split[..split.len() - 1] {
                assert_eq!(part.last(), Some(&b'\n'));
            }
        }
    }

    #[test]
    fn a_large_body_on_several_threads_reads_as_one_part() {
        let mut body = Vec::new();
        let mut want = Vec::new();
        for i in 0..400_000u64 {
            let (a, b) = (i % 10, (i * 7) % 10);
            body.extend_from_slice(format!("{a} {b}\n").as_bytes());
            want.push((a as u32, b as u32));
        }
        assert!(body.len() >= PARALLEL_FROM);
        assert_eq!(parse(&body, 400_000), Some(want));
        let last = body.len() - 2;
        body[last] = b'x';
        assert_eq!(parse(&body, 400_000), None);
    }

    /// Agreement of the fast path with the careful scanners on inputs close to well formed:
    /// every line either right or slightly wrong in one of the ways files are.
    mod against_the_careful_readers {
        use super::super::super::{edge_list, matrix_market};
        use proptest::prelude::*;

        /// An index: mostly in `1..=n`, sometimes 0, `n + 1`, with leading zeros or huge.
        fn index(n: u64) -> impl Strategy<Value = String> {
            prop_oneof![
                8 => (1..=n).prop_map(|v| v.to_string()),
                1 => Just("0".to_string()),
                1 => Just((n + 1).to_string()),
                1 => (1..=n).prop_map(|v| format!("00{v}")),
                1 => Just("4294967297".to_string()), // 2^32 + 1: wraps to 1 in a u32
                1 => Just("123456789012".to_string()),
                1 => Just("x".to_string()),
                1 => Just("-1".to_string()),
            ]
        }

        /// What separates the two indices, and what ends a line.
        fn gap() -> impl Strategy<Value = &'static str> {
            prop_oneof![8 => Just(" "), 1 => Just("\t "), 1 => Just("\n"), 1 => Just("")]
        }
        fn line_end() -> impl Strategy<Value = &'static str> {
            prop_oneof![
                8 => Just("\n"), 1 => Just("\r\n"), 1 => Just(" \t\n"), 1 => Just("\n\n"),
                1 => Just(" % c\n"), 1 => Just("\x0c\n"), 1 => Just(""),
            ]
        }
        /// The values after an entry's indices.
        fn values() -> impl Strategy<Value = &'static str> {
            prop_oneof![
                4 => Just(""), 4 => Just(" 1.5"), 2 => Just(" -2"), 1 => Just(" 1 2"),
                1 => Just(" 3e"), 1 => Just("\t+7 "), 1 => Just(" 1.5 -0.25"),
            ]
        }

        fn lines(n: u64, with_values: bool) -> impl Strategy<Value = (Vec<String>, String)> {
            let line = (index(n), gap(), index(n), values(), line_end()).prop_map(
                move |(a, gap, b, values, end)| {
                    let values = if with_values { values } else { "" };
                    format!("{a}{gap}{b}{values}{end}")
                },
            );
            (proptest::collection::vec(line, 0..12), "[ \n]{0,2}")
        }

        fn stated(count: usize, delta: i8) -> usize {
            (count as i64 + delta as i64).max(0) as usize
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(3000))]

            #[test]
            fn edge_lists((n, (body, tail), delta) in (1u64..6)
                .prop_flat_map(|n| (Just(n), lines(n, false), prop_oneof![6 => Just(0i8), 1 => Just(1i8), 1 => Just(-1i8)])))
            {
                let input = format!("{n} {}\n{}{tail}", stated(body.len(), delta), body.concat());
                prop_assert_eq!(
                    edge_list::read_with(input.as_bytes(), true),
                    edge_list::read_with(input.as_bytes(), false),
                    "{:?}", input
                );
            }

            #[test]
            fn matrix_market_files(
                (rows, cols, (body, tail), delta, kind) in (1u64..5, 1u64..5).prop_flat_map(|(r, c)| (
                    Just(r), Just(c), lines(r.max(c), true),
                    prop_oneof![6 => Just(0i8), 1 => Just(1i8), 1 => Just(-1i8)],
                    prop_oneof![Just("pattern general"), Just("real general"), Just("integer general"),
                        Just("complex general"), Just("pattern symmetric"), Just("real skew-symmetric")],
                ))
            ) {
                let square = if kind.ends_with("general") { cols } else { rows };
                let input = format!(
                    "%%MatrixMarket matrix coordinate {kind}\n{rows} {square} {}\n{}{tail}",
                    stated(body.len(), delta),
                    body.concat()
                );
                prop_assert_eq!(
                    matrix_market::read_with(input.as_bytes(), true),
                    matrix_market::read_with(input.as_bytes(), false),
                    "{:?}", input
                );
            }
        }

        /// Bodies large enough for several threads, with one fault placed anywhere.
        #[test]
        fn large_files_with_one_fault_agree() {
            let n = 1000u64;
            let mut body = String::new();
            let mut count = 0;
            while body.len() < 2 * super::PARALLEL_FROM {
                body.push_str(&format!("{} {}\n", count % n + 1, (count * 7 + 3) % n + 1));
                count += 1;
            }
            let faults = ["0", "1001", "x", "1 2 3", "\n", "4294967297"];
            for (k, fault) in faults.iter().enumerate() {
                for place in [3, body.len() / 2, body.len() - 4] {
                    let at = body[..place].rfind('\n').map_or(0, |i| i + 1);
                    let faulty = format!("{}{fault} 1\n{}", &body[..at], &body[at..]);
                    let count = count + 1;
                    let el = format!("{n} {count}\n{faulty}");
                    let careful = edge_list::read_with(el.as_bytes(), false);
                    assert!(careful.is_err(), "fault {k} at {place}");
                    assert_eq!(edge_list::read_with(el.as_bytes(), true), careful);
                    let mm = format!(
                        "%%MatrixMarket matrix coordinate pattern general\n{n} {n} {count}\n{faulty}"
                    );
                    let careful = matrix_market::read_with(mm.as_bytes(), false);
                    assert!(careful.is_err(), "fault {k} at {place}");
                    assert_eq!(matrix_market::read_with(mm.as_bytes(), true), careful);
                }
            }
            let el = format!("{n} {count}\n{body}");
            let fast = edge_list::read_with(el.as_bytes(), true).expect("well formed");
            assert_eq!(Ok(fast), edge_list::read_with(el.as_bytes(), false));
        }
    }
}
