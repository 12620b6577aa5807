//! The fast path shared by the line-based graph readers: a body of lines `a b[ rest]` (an edge
//! list's edges, a Matrix Market file's entries) parsed on several threads at once.
//!
//! It only recognises well-formed input and never explains anything: on the first line it
//! does not like it gives up, and the reader parses the body again with its careful
//! sequential scanner, which reports the exact line, column and reason. So the two paths
//! cannot disagree on what is accepted: the fast one accepts a subset, and on that subset
//! produces the same edges in the same order.

use super::scan::short_number;
use std::io::{self, Read};
use std::sync::mpsc;
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

/// The longest line [`parse_pair_stream`] waits for before it gives up on a file: lines of two
/// numbers and a value or two are far shorter.
const LONGEST_LINE: usize = 1 << 16;

/// The size of the blocks [`parse_pair_stream`] reads: large enough for few hand-overs
/// between threads, small enough to stay in the caches and to be reused (a buffer as large as
/// the file would cost a page fault per 4 KiB).
const BLOCK: usize = 1 << 22;

/// [`parse_pair_lines`] on a body that arrives from `source` (after `start`, its beginning
/// already read): this thread reads blocks of [`BLOCK`] bytes, cuts them at their last
/// newline and hands them to worker threads, which parse a block while the next is read.
/// `on_read(k)` is told of every `k` bytes read. The few buffers are reused, so the whole body
/// is never in memory.
///
/// `Ok(None)` as soon as a block is refused (or at the end, if the count differs): the caller
/// then reads the input again, carefully. `O(body length)` work.
///
/// # Errors
/// The source's read errors.
pub(crate) fn parse_pair_stream<F>(
    start: &[u8],
    tag: Option<u8>,
    source: &mut dyn Read,
    lines: u64,
    accept: F,
    on_read: &mut dyn FnMut(usize),
) -> io::Result<Option<EdgeChunks>>
where
    F: Fn(u64, u64, &[u8], &mut Vec<(u32, u32)>) -> bool + Sync,
{
    parse_stream_in_blocks(start, tag, source, lines, accept, on_read, BLOCK)
}

/// [`parse_pair_stream`] with blocks of `block` bytes (the tests use tiny ones).
fn parse_stream_in_blocks<F>(
    start: &[u8],
    tag: Option<u8>,
    source: &mut dyn Read,
    lines: u64,
    accept: F,
    on_read: &mut dyn FnMut(usize),
    block_size: usize,
) -> io::Result<Option<EdgeChunks>>
where
    F: Fn(u64, u64, &[u8], &mut Vec<(u32, u32)>) -> bool + Sync,
{
    let workers = thread::available_parallelism()
        .map_or(1, |p| p.get())
        .min(MAX_THREADS);
    let accept = &accept;
    // Blocks go out to the workers by one queue (each takes the next one free) and come back
    // parsed, with their buffer for reuse, by another.
    let (to_workers, queue) = mpsc::sync_channel::<(usize, Vec<u8>)>(workers);
    let queue = std::sync::Mutex::new(queue);
    let (to_reader, parsed) = mpsc::channel::<Parsed>();
    thread::scope(|scope| {
        // Owned here, so that every way out of this closure (a read error too) closes the
        // queue and lets the workers end.
        let to_workers = to_workers;
        for _ in 0..workers {
            let (queue, to_reader) = (&queue, to_reader.clone());
            scope.spawn(move || {
                loop {
                    let next = queue.lock().map(|q| q.recv());
                    let Ok(Ok((index, block))) = next else {
                        return;
                    };
                    let capacity = block.len() / 8;
                    let part = parse_part(&block, tag, capacity, accept);
                    if to_reader.send((index, part, block)).is_err() {
                        return;
                    }
                }
            });
        }
        drop(to_reader);
        let mut back = Returned::default();
        let mut carry = start.to_vec();
        let mut sent = 0;
        let mut finished = false;
        while !finished {
            while let Ok(done) = parsed.try_recv() {
                back.take(done);
            }
            if back.refused {
                break;
            }
            let mut block = back.spare.pop().unwrap_or_default();
            block.clear();
            block.extend_from_slice(&carry);
            // Fill the block, and more while no newline came (the carry has none): a line longer
            // than a block makes it grow, up to LONGEST_LINE more.
            let cut = loop {
                let searched = block.len();
                finished = fill(&mut block, block_size, source, on_read)?;
                if finished {
                    break Some(block.len());
                }
                if let Some(newline) = block[searched..].iter().rposition(|&b| b == b'\n') {
                    break Some(searched + newline + 1);
                }
                if block.len() > block_size + LONGEST_LINE {
                    break None;
                }
            };
            let Some(cut) = cut else {
                // No line of two numbers is that long: leave the file to the careful reader.
                back.refused = true;
                break;
            };
            carry.clear();
            carry.extend_from_slice(&block[cut..]);
            block.truncate(cut);
            if to_workers.send((sent, block)).is_err() {
                break;
            }
            sent += 1;
        }
        drop(to_workers);
        for done in parsed.iter() {
            back.take(done);
        }
        if back.refused || back.parts.len() != sent {
            return Ok(None);
        }
        let mut chunks = Vec::with_capacity(sent);
        let mut count = 0;
        for (edges, part_lines) in back.parts.into_iter().flatten() {
            chunks.push(edges);
            count += part_lines;
        }
        Ok((chunks.len() == sent && count == lines).then_some(EdgeChunks(chunks)))
    })
}

/// A block parsed by a worker: its index, its part (`None` if refused) and its buffer.
type Parsed = (usize, Option<Part>, Vec<u8>);

/// What the workers have handed back so far.
#[derive(Default)]
struct Returned {
    /// The parts by block index (`None` for a block refused or not back yet).
    parts: Vec<Option<Part>>,
    /// Buffers free for the next blocks.
    spare: Vec<Vec<u8>>,
    /// Whether some block was refused.
    refused: bool,
}

impl Returned {
    fn take(&mut self, (index, part, buffer): Parsed) {
        self.refused |= part.is_none();
        if self.parts.len() <= index {
            self.parts.resize_with(index + 1, || None);
        }
        self.parts[index] = part;
        self.spare.push(buffer);
    }
}

/// Reads from `source` until `block` holds `size` bytes more than it did (or the source ends,
/// then `true`). `O(bytes read)`.
fn fill(
    block: &mut Vec<u8>,
    size: usize,
    source: &mut dyn Read,
    on_read: &mut dyn FnMut(usize),
) -> io::Result<bool> {
    let goal = block.len() + size;
    block.reserve(size);
    while block.len() < goal {
        let read = Read::take(&mut *source, (goal - block.len()) as u64).read_to_end(block);
        match read {
            Ok(0) => return Ok(true),
            Ok(k) => on_read(k),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(false)
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
mod tests {
    use super::*;

    /// Accepts lines with nothing after `a b`, `a, b <= 9`; each line is one edge.
    fn plain(a: u64, b: u64, rest: &[u8], out: &mut Vec<(u32, u32)>) -> bool {
        out.push((a as u32, b as u32));
        a <= 9 && b <= 9 && is_blank(rest)
    }

    /// Both fast paths on `body`: all at once, and streamed in blocks of every size from 1 to
    /// 12 bytes (large bodies: a few larger sizes), with the first `k` bytes as the start
    /// already read; they must agree.
    fn parse(body: &[u8], lines: u64) -> Option<Vec<(u32, u32)>> {
        let whole = parse_pair_lines(body, None, lines, plain).map(|c| c.0.concat());
        let blocks: Vec<usize> = if body.len() < 10_000 {
            (1..=12).collect()
        } else {
            vec![4093, 65536, BLOCK]
        };
        for block in blocks {
            let k = (block * 5) % (body.len() + 1);
            let mut read = 0;
            let streamed = parse_stream_in_blocks(
                &body[..k],
                None,
                &mut &body[k..],
                lines,
                plain,
                &mut |n| read += n,
                block,
            )
            .expect("reading a slice cannot fail");
            if streamed.is_some() {
                assert_eq!(read, body.len() - k, "bytes reported read");
            }
            assert_eq!(streamed.map(|c| c.0.concat()), whole, "blocks of {block}");
        }
        whole
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
    fn tagged_lines_are_read() {
        let tagged = |body: &[u8], lines| {
            parse_pair_lines(body, Some(b'e'), lines, plain).map(|c| c.0.concat())
        };
        assert_eq!(tagged(b"e 1 2\ne\t 3 4\n", 2), Some(vec![(1, 2), (3, 4)]));
        for body in [
            &b"1 2\n"[..],
            b"e1 2\n",
            b" e 1 2\n",
            b"E 1 2\n",
            b"e\n1 2\n",
            b"c x\n",
        ] {
            assert_eq!(tagged(body, 1), None, "{:?}", String::from_utf8_lossy(body));
        }
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
        use super::super::super::{Weights, dimacs, edge_list, graph_input, matrix_market};
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

        /// Both answers to a column after an edge's vertices.
        fn weights() -> impl Strategy<Value = Weights> {
            prop_oneof![Just(Weights::Refuse), Just(Weights::Ignore)]
        }

        fn stated(count: usize, delta: i8) -> usize {
            (count as i64 + delta as i64).max(0) as usize
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(3000))]

            #[test]
            fn edge_lists((n, (body, tail), delta, weights) in (1u64..6)
                .prop_flat_map(|n| (Just(n), lines(n, true), prop_oneof![6 => Just(0i8), 1 => Just(1i8), 1 => Just(-1i8)], weights())))
            {
                let input = format!("{n} {}\n{}{tail}", stated(body.len(), delta), body.concat());
                let careful = edge_list::read_with(input.as_bytes(), false, weights);
                prop_assert_eq!(edge_list::read_with(input.as_bytes(), true, weights), careful.clone(), "{:?}", input);
                prop_assert_eq!(streamed(&input, weights).map(|g| g.graph), careful, "{:?}", input);
            }

            #[test]
            fn dimacs_files((n, (body, tail), delta, comment, weights) in (1u64..6)
                .prop_flat_map(|n| (Just(n), lines(n, true), prop_oneof![6 => Just(0i8), 1 => Just(1i8), 1 => Just(-1i8)],
                    prop_oneof![6 => Just("e "), 1 => Just("c a comment\ne "), 1 => Just("e\t"), 1 => Just("e"), 1 => Just(" e "), 1 => Just("E ")], weights())))
            {
                // Each line gets its `e `; the second one, now and then, something else.
                let edge_lines: String = body.iter().enumerate()
                    .map(|(i, line)| format!("{}{line}", if i == 1 { comment } else { "e " }))
                    .collect();
                let input = format!("c made up\np edge {n} {}\n{edge_lines}{tail}", stated(body.len(), delta));
                let careful = dimacs::read_with(input.as_bytes(), false, weights);
                prop_assert_eq!(dimacs::read_with(input.as_bytes(), true, weights), careful.clone(), "{:?}", input);
                prop_assert_eq!(streamed(&input, weights).map(|g| g.graph), careful, "{:?}", input);
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
                let careful = matrix_market::read_with(input.as_bytes(), false);
                prop_assert_eq!(matrix_market::read_with(input.as_bytes(), true), careful.clone(), "{:?}", input);
                let streamed = streamed(&input, Weights::Refuse).map(|g| (g.graph, g.rows));
                prop_assert_eq!(streamed, careful.map(|m| (m.graph, Some(m.rows))), "{:?}", input);
            }
        }

        /// Bodies large enough for several threads, with one fault placed anywhere.
        #[test]
        /// Files large enough for several threads and several streamed blocks, with one
        /// fault placed anywhere: the careful reader, the in-memory fast path and the
        /// streaming reader (`read_graph_from`) say the same.
        fn large_files_with_one_fault_agree() {
            let n = 1000u64;
            let mut body = String::new();
            let mut count = 0;
            while body.len() < 2 * super::BLOCK + 12345 {
                body.push_str(&format!("{} {}\n", count % n + 1, (count * 7 + 3) % n + 1));
                count += 1;
            }
            let faults = ["0", "x", "1 2 3", "\n", "4294967297"];
            let places = [3, super::BLOCK - 2, body.len() / 2, body.len() - 4];
            for (k, fault) in faults.iter().enumerate() {
                let place = places[k % places.len()];
                let at = body[..place].rfind('\n').map_or(0, |i| i + 1);
                let faulty = format!("{}{fault} 1\n{}", &body[..at], &body[at..]);
                let el = format!("{n} {}\n{faulty}", count + 1);
                let careful = edge_list::read_with(el.as_bytes(), false, Weights::Refuse);
                assert!(careful.is_err(), "fault {k} at {place}");
                assert_eq!(
                    edge_list::read_with(el.as_bytes(), true, Weights::Refuse),
                    careful
                );
                assert_eq!(streamed(&el, Weights::Refuse).map(|g| g.graph), careful);
                let mm = format!(
                    "%%MatrixMarket matrix coordinate pattern general\n{n} {n} {}\n{faulty}",
                    count + 1
                );
                let careful = matrix_market::read_with(mm.as_bytes(), false);
                assert!(careful.is_err(), "fault {k} at {place}");
                assert_eq!(matrix_market::read_with(mm.as_bytes(), true), careful);
                assert_eq!(
                    streamed(&mm, Weights::Refuse).map(|g| g.graph),
                    careful.map(|m| m.graph)
                );
            }
            let el = format!("{n} {count}\n{body}");
            let careful = edge_list::read_with(el.as_bytes(), false, Weights::Refuse);
            let careful = careful.expect("well formed");
            let fast = edge_list::read_with(el.as_bytes(), true, Weights::Refuse);
            assert_eq!(fast.as_ref(), Ok(&careful));
            let weighted = el.replace('\n', " 1\n").replacen(" 1\n", "\n", 1);
            for read in [
                edge_list::read_with(weighted.as_bytes(), true, Weights::Ignore),
                streamed(&weighted, Weights::Ignore).map(|g| g.graph),
            ] {
                assert_eq!(read.as_ref(), Ok(&careful), "a weight column, ignored");
            }
            assert_eq!(
                streamed(&el, Weights::Refuse).map(|g| g.graph).as_ref(),
                Ok(&careful)
            );
            // The same edges on one 9 MB line: the streaming reader gives up after a block and
            // a bit, and the careful one refuses it at the second edge (one edge per line).
            let one_line = format!("{n} {count}\n{}", body.replace('\n', " "));
            let e = streamed(&one_line, Weights::Refuse).unwrap_err();
            assert_eq!((e.line, e.column), (2, 5), "{e}");
        }

        /// `text` read by `read_graph_from_with` as a file in the format its start says (an
        /// edge list unless it starts with `c` or `%`: detection could choose pairs for a
        /// malformed edge list); its parse error, if any.
        fn streamed(
            text: &str,
            weights: Weights,
        ) -> Result<graph_input::GraphInput, super::super::super::ParseError> {
            let mut file = std::io::Cursor::new(text.as_bytes());
            let format = match text.as_bytes().first() {
                Some(b'c') => graph_input::InputFormat::Dimacs,
                Some(b'%') => graph_input::InputFormat::MatrixMarket,
                _ => graph_input::InputFormat::EdgeList,
            };
            let options = graph_input::ReadOptions {
                format: Some(format),
                weights,
            };
            graph_input::read_graph_from_with(&mut file, None, options, &mut |_| {}).map_err(|e| {
                match e {
                    graph_input::GraphFileError::Parse(e) => e,
                    other => panic!("not a parse error: {other}"),
                }
            })
        }
    }
}
