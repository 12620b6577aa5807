//! [`parse_pair_lines`](super::parse_pair_lines) on a body read from a stream in blocks, parsed on
//! worker threads while the next block is read: the whole body is never in memory.

use super::{EdgeChunks, MAX_THREADS, Part, parse_part};
use std::io::{self, Read};
use std::sync::mpsc;
use std::thread;

/// The longest line [`parse_pair_stream`] waits for before it gives up on a file: lines of two
/// numbers and a value or two are far shorter.
const LONGEST_LINE: usize = 1 << 16;

/// The size of the blocks [`parse_pair_stream`] reads: large enough for few hand-overs
/// between threads, small enough to stay in the caches and to be reused (a buffer as large as
/// the file would cost a page fault per 4 KiB).
pub(super) const BLOCK: usize = 1 << 22;

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
pub(super) fn parse_stream_in_blocks<F>(
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
