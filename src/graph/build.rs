//! Building a [`Graph`](super::Graph)'s compressed sparse row arrays from its edges: one
//! straightforward pass for small graphs, and for large ones a cache-friendly grouping pass
//! run on several threads.
//!
//! Every path gives the same arrays: the neighbours of each vertex in the order of the edges
//! (the chunks one after another).

use std::thread;

/// Half-edges (twice the edges) above which the build groups them by vertex blocks before
/// placing them: below it the adjacency array fits in the caches anyway.
pub(crate) const BUCKETED_FROM: usize = 1 << 21;

/// The most threads a build uses. Placing half-edges is bound by memory latency, so a few
/// threads help and many only add per-thread degree arrays (`4 V` bytes each).
const MAX_THREADS: usize = 8;

/// The offsets (`n + 1` entries) and targets (`2 E`) of the graph on `0..n` whose edges are
/// the chunks' edges in order. `O(V + E)` work; on `T` threads `O(T V + E / T)` time for
/// large graphs.
///
/// # Panics
/// If an endpoint is `>= n`, an edge is a self-loop, `n` is `u32::MAX` or more, or `2 E` does
/// not fit in `u32`.
pub(super) fn build(n: usize, chunks: &[&[(u32, u32)]]) -> (Vec<u32>, Vec<u32>) {
    assert!(n < u32::MAX as usize, "too many vertices");
    let edges: usize = chunks.iter().map(|c| c.len()).sum();
    assert!(edges <= (u32::MAX / 2) as usize, "too many edges");
    match bucket_shift(n) {
        Some(shift) if 2 * edges > BUCKETED_FROM => {
            let threads = thread_count(n, edges);
            let pieces = split_chunks(chunks, threads);
            grouped(n, &pieces, shift)
        }
        _ => direct(n, chunks),
    }
}

/// The block size (as a shift) for the grouping pass: about 256 blocks (few enough for their
/// write positions to stay cached in the first pass, many enough for each block's slice of the
/// adjacency array to stay cached in the second). `None` when the graph has too few vertices
/// for blocks to help.
fn bucket_shift(n: usize) -> Option<u32> {
    let bits = usize::BITS - n.leading_zeros();
    (bits > 12).then(|| bits - 8)
}

/// How many threads to build with: the machine's parallelism, at most [`MAX_THREADS`], and
/// fewer when the per-thread degree arrays (`4 n` bytes each) would outweigh the edges.
fn thread_count(n: usize, edges: usize) -> usize {
    let available = thread::available_parallelism().map_or(1, |p| p.get());
    available.min(MAX_THREADS).min(edges / n.max(1)).max(1)
}

/// The edges of `chunks`, in order, cut into `pieces` runs of nearly equal length.
fn split_chunks<'a>(chunks: &[&'a [(u32, u32)]], pieces: usize) -> Vec<Vec<&'a [(u32, u32)]>> {
    let total: usize = chunks.iter().map(|c| c.len()).sum();
    let per_piece = total.div_ceil(pieces).max(1);
    let mut out = vec![Vec::new()];
    let mut room = per_piece;
    for mut chunk in chunks.iter().copied() {
        while !chunk.is_empty() {
            if room == 0 {
                out.push(Vec::new());
                room = per_piece;
            }
            let (head, tail) = chunk.split_at(room.min(chunk.len()));
            out.last_mut().expect("never empty").push(head);
            room -= head.len();
            chunk = tail;
        }
    }
    out
}

/// Checks one edge (see [`build`]'s panics).
#[inline]
fn check(n: usize, u: u32, v: u32) {
    assert!(
        (u as usize) < n && (v as usize) < n,
        "edge ({u}, {v}) out of range"
    );
    assert!(u != v, "self-loop at {u}");
}

/// Degrees counted and half-edges written straight to their places: one pass of random
/// writes. For graphs whose adjacency array fits in the caches. `O(V + E)`.
fn direct(n: usize, chunks: &[&[(u32, u32)]]) -> (Vec<u32>, Vec<u32>) {
    let mut offsets = vec![0u32; n + 1];
    for &(u, v) in chunks.iter().copied().flatten() {
        check(n, u, v);
        offsets[u as usize + 1] += 1;
        offsets[v as usize + 1] += 1;
    }
    for i in 0..n {
        offsets[i + 1] += offsets[i];
    }
    let mut cursor = offsets.clone();
    let mut targets = vec![0u32; offsets[n] as usize];
    for &(u, v) in chunks.iter().copied().flatten() {
        targets[cursor[u as usize] as usize] = v;
        cursor[u as usize] += 1;
        targets[cursor[v as usize] as usize] = u;
        cursor[v as usize] += 1;
    }
    (offsets, targets)
}

/// The large-graph build, on one thread per piece. Pass 1, per piece: count its degrees and
/// group its half-edges by block of `2^shift` vertices (in edge order within a block). Pass 2,
/// per range of blocks: place the blocks' half-edges, piece after piece, into the range's own
/// slice of the adjacency array, whose writes stay within a block's small slice at a time.
/// `O(T V + E)` work, `16 E + 4 T V` bytes of temporary memory.
fn grouped(n: usize, pieces: &[Vec<&[(u32, u32)]>], shift: u32) -> (Vec<u32>, Vec<u32>) {
    let blocks = (n >> shift) + 1;
    let block_start = |b: usize| (b << shift).min(n);

    // Pass 1a: each piece's degrees.
    let degrees: Vec<Vec<u32>> = thread::scope(|scope| {
        let workers: Vec<_> = pieces
            .iter()
            .map(|piece| {
                scope.spawn(move || {
                    let mut degree = vec![0u32; n];
                    for &(u, v) in piece.iter().copied().flatten() {
                        check(n, u, v);
                        degree[u as usize] += 1;
                        degree[v as usize] += 1;
                    }
                    degree
                })
            })
            .collect();
        workers.into_iter().map(join).collect()
    });

    // The offsets, and where each piece's half-edges of each block go in its grouped array.
    let mut offsets = vec![0u32; n + 1];
    let mut group_start = vec![vec![0u32; blocks + 1]; pieces.len()];
    for b in 0..blocks {
        for (degree, starts) in degrees.iter().zip(group_start.iter_mut()) {
            let in_block: u32 = degree[block_start(b)..block_start(b + 1)].iter().sum();
            starts[b + 1] = starts[b] + in_block;
        }
    }
    for v in 0..n {
        offsets[v + 1] = offsets[v] + degrees.iter().map(|d| d[v]).sum::<u32>();
    }
    drop(degrees);

    // Pass 1b: each piece's half-edges grouped by block.
    let grouped: Vec<Vec<(u32, u32)>> = thread::scope(|scope| {
        let workers: Vec<_> = pieces
            .iter()
            .zip(&group_start)
            .map(|(piece, starts)| {
                scope.spawn(move || {
                    let mut cursor = starts[..blocks].to_vec();
                    let mut out = vec![(0u32, 0u32); starts[blocks] as usize];
                    for &(u, v) in piece.iter().copied().flatten() {
                        for (from, to) in [(u, v), (v, u)] {
                            let b = (from >> shift) as usize;
                            out[cursor[b] as usize] = (from, to);
                            cursor[b] += 1;
                        }
                    }
                    out
                })
            })
            .collect();
        workers.into_iter().map(join).collect()
    });

    // Pass 2: ranges of blocks with about equal numbers of half-edges, one per thread; each
    // owns its slice of `targets` and of the write cursors.
    let half_edges = offsets[n] as usize;
    let ranges = pieces.len();
    let mut cuts = vec![0usize];
    for r in 1..ranges {
        let goal = (half_edges * r / ranges) as u32;
        let b = (0..blocks)
            .find(|&b| offsets[block_start(b)] >= goal)
            .unwrap_or(blocks);
        cuts.push(b.max(*cuts.last().expect("never empty")));
    }
    cuts.push(blocks);
    let mut targets = vec![0u32; half_edges];
    thread::scope(|scope| {
        let mut rest_targets = targets.as_mut_slice();
        let mut workers = Vec::new();
        for window in cuts.windows(2) {
            let (first, end) = (window[0], window[1]);
            let (lo, hi) = (block_start(first), block_start(end));
            let (mine, rest) = rest_targets.split_at_mut((offsets[hi] - offsets[lo]) as usize);
            rest_targets = rest;
            let (offsets, grouped, group_start) = (&offsets, &grouped, &group_start);
            workers.push(scope.spawn(move || {
                let base = offsets[lo];
                let mut cursor: Vec<u32> = offsets[lo..hi].iter().map(|&o| o - base).collect();
                for b in first..end {
                    for (piece, starts) in grouped.iter().zip(group_start) {
                        let run = &piece[starts[b] as usize..starts[b + 1] as usize];
                        for &(from, to) in run {
                            let at = &mut cursor[from as usize - lo];
                            mine[*at as usize] = to;
                            *at += 1;
                        }
                    }
                }
            }));
        }
        workers.into_iter().for_each(join);
    });
    (offsets, targets)
}

/// A scoped worker's result, its panic passed on unchanged (an edge out of range).
pub(crate) fn join<T>(worker: thread::ScopedJoinHandle<'_, T>) -> T {
    worker
        .join()
        .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
}

/// `(low(), high())`: with `split`, `high` on a second scoped thread while `low` runs on this
/// one (a panic in either passed on unchanged); without, one after the other here (below the
/// size where a second thread pays).
pub(crate) fn both<L: Send, H: Send>(
    split: bool,
    low: impl FnOnce() -> L + Send,
    high: impl FnOnce() -> H + Send,
) -> (L, H) {
    if !split {
        return (low(), high());
    }
    thread::scope(|scope| {
        let high = scope.spawn(high);
        (low(), join(high))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small xorshift generator: the graph layer's tests do not reach up to
    /// `crate::generate`.
    struct Rng(u64);

    impl Rng {
        fn new(seed: u64) -> Rng {
            Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1)
        }

        /// Uniform enough in `0..bound` for tests (`bound > 0`).
        fn below(&mut self, bound: u64) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0 % bound
        }
    }

    fn random_edges(n: u32, m: usize, rng: &mut Rng) -> Vec<(u32, u32)> {
        let mut edges = Vec::with_capacity(m);
        while edges.len() < m {
            let (u, v) = (rng.below(n as u64) as u32, rng.below(n as u64) as u32);
            if u != v {
                edges.push((u, v));
            }
        }
        edges
    }

    #[test]
    fn grouped_build_is_the_direct_build() {
        // Random edges with parallel ones; every block size from one vertex to all of them;
        // one to four pieces cut at random places, some of them empty.
        let mut rng = Rng::new(7);
        for n in [2usize, 3, 17, 1000, 4096, 5000] {
            let edges = random_edges(n as u32, 3 * n, &mut rng);
            let want = direct(n, &[&edges]);
            for shift in 0..14 {
                let pieces = 1 + rng.below(4) as usize;
                let mut cuts: Vec<usize> = (1..pieces)
                    .map(|_| rng.below(edges.len() as u64 + 1) as usize)
                    .collect();
                cuts.sort_unstable();
                cuts.insert(0, 0);
                cuts.push(edges.len());
                let pieces: Vec<Vec<&[(u32, u32)]>> =
                    cuts.windows(2).map(|w| vec![&edges[w[0]..w[1]]]).collect();
                assert_eq!(grouped(n, &pieces, shift), want, "n {n} shift {shift}");
            }
        }
        assert_eq!(bucket_shift(1000), None);
        assert_eq!(bucket_shift(1 << 20), Some(13));
    }

    #[test]
    fn chunks_are_split_into_even_pieces_in_order() {
        let edges: Vec<(u32, u32)> = (0..10).map(|i| (i, i + 1)).collect();
        let chunks = [&edges[..3], &edges[3..3], &edges[3..]];
        for pieces in 1..=12 {
            let split = split_chunks(&chunks, pieces);
            let flat: Vec<(u32, u32)> =
                split.iter().flatten().copied().flatten().copied().collect();
            assert_eq!(flat, edges, "{pieces} pieces");
            assert!(split.len() <= pieces);
            let most = 10usize.div_ceil(pieces);
            assert!(
                split
                    .iter()
                    .all(|p| p.iter().map(|c| c.len()).sum::<usize>() <= most)
            );
        }
    }

    #[test]
    fn a_large_graph_is_built_as_a_small_one_would_be() {
        // Over BUCKETED_FROM half-edges, so `build` takes the threaded path.
        let mut rng = Rng::new(11);
        let n = 1 << 14;
        let edges = random_edges(n, BUCKETED_FROM / 2 + 1000, &mut rng);
        let (head, tail) = edges.split_at(12345);
        assert_eq!(
            build(n as usize, &[head, tail]),
            direct(n as usize, &[&edges])
        );
    }

    #[test]
    #[should_panic(expected = "out of range")]
    fn an_edge_out_of_range_panics_on_the_threaded_path() {
        let mut edges = random_edges(1 << 14, BUCKETED_FROM, &mut Rng::new(3));
        edges[777] = (1 << 14, 0);
        build(1 << 14, &[&edges]);
    }
}
