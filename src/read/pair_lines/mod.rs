//! The fast path shared by the line-based graph readers: a body of lines `a b[ rest]` (an edge
//! list's edges, a Matrix Market file's entries) parsed on several threads at once.
//!
//! It only recognises well-formed input and never explains anything: on the first line it
//! does not like it gives up, and the reader parses the body again with its careful
//! sequential scanner, which reports the exact line, column and reason. So the two paths
//! cannot disagree on what is accepted: the fast one accepts a subset, and on that subset
//! produces the same edges in the same order.

mod stream;

pub(crate) use stream::parse_pair_stream;

use super::scan::short_number;
use std::thread;

/// Bodies shorter than this are parsed on one thread: starting threads would cost more than
/// they save.
const PARALLEL_FROM: usize = 1 << 20;

/// The most threads a body is parsed on.
const MAX_THREADS: usize = 8;

/// Edges parsed from consecutive parts of a body, in order.
pub(crate) struct EdgeChunks(pub(super) Vec<Vec<(u32, u32)>>);

impl EdgeChunks {
    /// The chunks as slices, for [`crate::graph::Graph::from_edge_chunks`]. `O(threads)`.
    pub(crate) fn slices(&self) -> Vec<&[(u32, u32)]> {
        self.0.iter().map(Vec::as_slice).collect()
    }
}

/// Parses `body` as exactly `lines` lines, each `a b` (decimal numbers without signs or
/// leading blanks, separated by spaces or tabs; with a `tag`, the line starts with that byte
/// and blanks, as DIMACS's `e 1 2`) followed by the rest of the line up to `\n` (without a
/// final `\r`), and hands each to `accept(a, b, rest, out)`, which checks it and pushes its
/// edges to `out`, or says `false`. The last line may lack its `\n`.
///
/// `None` when any line is not of that form, `accept` says `false` or the count differs:
/// the caller then parses the body carefully. `O(body length)` work, spread over up to
/// [`MAX_THREADS`] threads for bodies of a megabyte or more.
pub(crate) fn parse_pair_lines<F>(
    body: &[u8],
    tag: Option<u8>,
    lines: u64,
    accept: F,
) -> Option<EdgeChunks>
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
        vec![parse_part(parts[0], tag, share(parts[0]), accept)]
    } else {
        thread::scope(|scope| {
            let workers: Vec<_> = parts
                .iter()
                .map(|&part| scope.spawn(move || parse_part(part, tag, share(part), accept)))
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

/// The lines of one part (each starting with `tag` and blanks, if given): their edges and
/// their count, or `None` at the first line refused.
fn parse_part<F>(part: &[u8], tag: Option<u8>, capacity: usize, accept: &F) -> Option<Part>
where
    F: Fn(u64, u64, &[u8], &mut Vec<(u32, u32)>) -> bool,
{
    let mut edges = Vec::with_capacity(capacity);
    let mut lines = 0;
    let mut at = 0;
    while at < part.len() {
        if let Some(tag) = tag {
            let after_tag = skip_blanks(part, at + 1);
            if part[at] != tag || after_tag == at + 1 {
                return None;
            }
            at = after_tag;
        }
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
mod tests;
