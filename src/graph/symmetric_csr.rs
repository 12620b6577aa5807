//! A graph read from a symmetric sparse pattern in compressed sparse row form (scipy's and
//! MATLAB's adjacency matrices): the pattern *is* the graph's adjacency, so it is copied, not
//! rebuilt, once its symmetry is checked exactly.

use std::thread;

use super::Graph;
use super::build::join;

/// Why a compressed sparse row pattern is not a graph's adjacency matrix
/// ([`Graph::try_from_symmetric_csr`]). A pattern that is well formed but not symmetric is
/// not an error: that function answers `Ok(None)`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CsrError {
    /// The index pointer is empty, does not start at 0, decreases, or ends past the indices.
    #[error("indptr is not a valid index pointer")]
    BadPointer,
    /// A column index outside `0..n`.
    #[error("the matrix has an index {index} out of range (0 to {})", *vertices as i64 - 1)]
    OutOfRange {
        /// The index.
        index: i64,
        /// The number of rows and columns.
        vertices: usize,
    },
    /// A row whose indices are not strictly increasing (scipy's canonical format sorts them
    /// and sums duplicates).
    #[error(
        "row {row} of the matrix is not sorted or has a duplicate entry (call sum_duplicates() and sort_indices() first)"
    )]
    NotCanonical {
        /// The row.
        row: usize,
    },
    /// A diagonal entry in a symmetric pattern: a self-loop, which the game never uses.
    #[error(
        "the adjacency matrix has a diagonal entry at ({vertex}, {vertex}): vertex {vertex} would have a self-loop"
    )]
    Diagonal {
        /// The first row with one.
        vertex: usize,
    },
    /// More rows than `u32` ids name, or more entries than `u32` offsets hold.
    #[error("the matrix is too large ({vertices} rows, {entries} entries; at most {} of each)", u32::MAX - 1)]
    TooLarge {
        /// Rows (and columns).
        vertices: usize,
        /// Stored entries.
        entries: usize,
    },
}

/// Rows per bucket of the symmetry check, as a power of two: `2^13` rows (their cursors and
/// entries) stay in the cache while the mirrors aimed at them are looked up. Measured on a
/// random pattern of 10^6 rows and 10^7 entries: `2^10` to `2^14` within 10% of each other,
/// and 1.5 to 1.7 times as fast as looking each mirror up in the whole matrix.
const BUCKET_SHIFT: u32 = 13;

impl Graph {
    /// The graph whose adjacency matrix is the square pattern `offsets`, `indices` (CSR: row
    /// `i`'s column indices are `indices[offsets[i]..offsets[i + 1]]`; a CSC pattern is its
    /// transpose, so the same graph), when that pattern is symmetric; `Ok(None)` when it is
    /// well formed but not symmetric. Rows must be in canonical form (strictly increasing
    /// indices, as scipy's `has_canonical_format`); the neighbours of `v` are row `v`, in its
    /// order. Errors, in this order: a bad index pointer, an unsorted row, an index out of
    /// range (the first too large one in row order, else the first negative one), then (only
    /// for a symmetric pattern) a diagonal entry.
    ///
    /// `O(V + E)` and cache-friendly: one pass copies the indices (checking order and range)
    /// and lists the mirrors `(j, i)` of the entries `(i, j)` above the diagonal by bucket of
    /// `2^13` rows `j`, in the order of `i`; then bucket by bucket every row's entries below
    /// the diagonal must be exactly the mirrors aimed at it, in the same order. Exact (a pattern is symmetric iff its lower entries are the mirrors
    /// of its upper ones). Memory: the graph, plus 8 bytes per edge and `8 V` bytes.
    ///
    /// ```
    /// use bigame::graph::{Adjacency, CsrError, Graph};
    /// // 0 - 1 - 2 as an adjacency matrix:  . x .
    /// //                                    x . x
    /// //                                    . x .
    /// let g = Graph::try_from_symmetric_csr(&[0, 1, 3, 4], &[1, 0, 2, 1]).unwrap().unwrap();
    /// assert_eq!(g.neighbors(1), &[0, 2]);
    /// assert_eq!(g.edge_count(), 2);
    /// // Not symmetric (entry (0, 1) without (1, 0)): no graph, rows and columns differ.
    /// assert_eq!(Graph::try_from_symmetric_csr(&[0, 1, 1], &[1]), Ok(None));
    /// assert_eq!(
    ///     Graph::try_from_symmetric_csr(&[0, 1], &[0]),
    ///     Err(CsrError::Diagonal { vertex: 0 })
    /// );
    /// ```
    ///
    /// # Errors
    /// [`CsrError`], as listed above.
    pub fn try_from_symmetric_csr<P, T>(
        offsets: &[P],
        indices: &[T],
    ) -> Result<Option<Graph>, CsrError>
    where
        P: Copy + Into<i64>,
        T: Copy + Into<i64> + Sync,
    {
        let entries = match offsets.last() {
            Some(&end) => end.into().max(0) as usize,
            None => 0,
        };
        let threads = if entries >= PARALLEL_FROM {
            let available = thread::available_parallelism().map_or(1, |p| p.get());
            available.clamp(1, MAX_THREADS)
        } else {
            1
        };
        from_symmetric_csr_on(offsets, indices, threads)
    }
}

/// [`Graph::try_from_symmetric_csr`] on `pieces` threads.
fn from_symmetric_csr_on<P, T>(
    offsets: &[P],
    indices: &[T],
    pieces: usize,
) -> Result<Option<Graph>, CsrError>
where
    P: Copy + Into<i64>,
    T: Copy + Into<i64> + Sync,
{
    let n = offsets.len().checked_sub(1).ok_or(CsrError::BadPointer)?;
    let offsets = pointer(offsets, indices.len())?;
    let entries = offsets[n] as usize;
    let cuts = row_cuts(&offsets, pieces);
    // Zeroed memory comes from the system untouched, so each thread faults in its part.
    let mut targets = vec![0u32; entries];
    let mut lower_end = vec![0u32; n];
    let reports = copy_pieces(&offsets, indices, &cuts, &mut targets, &mut lower_end);
    if let Some(row) = reports.iter().find_map(|r| r.unsorted) {
        return Err(CsrError::NotCanonical { row });
    }
    let too_large = reports.iter().find_map(|r| r.too_large);
    if let Some(index) = too_large.or_else(|| reports.iter().find_map(|r| r.negative)) {
        return Err(CsrError::OutOfRange { index, vertices: n });
    }
    if !symmetric(&offsets, &targets, &lower_end, &reports, pieces) {
        return Ok(None);
    }
    match reports.iter().find_map(|r| r.diagonal) {
        Some(vertex) => Err(CsrError::Diagonal { vertex }),
        None => Ok(Some(Graph { offsets, targets })),
    }
}

/// Stored entries from which the work is shared among threads (below, a thread costs more
/// than it saves).
const PARALLEL_FROM: usize = 1 << 21;

/// The most threads used: the passes are bound by memory, so a few help and more do not.
const MAX_THREADS: usize = 4;

/// The index pointer as `u32` offsets, checked: starts at 0, never decreases, ends within the
/// indices, and every count fits the graph's `u32` ids and offsets.
fn pointer<P: Copy + Into<i64>>(offsets: &[P], indices: usize) -> Result<Vec<u32>, CsrError> {
    let n = offsets.len() - 1;
    let end: i64 = offsets[n].into();
    if n >= u32::MAX as usize || end >= u32::MAX as i64 {
        return Err(CsrError::TooLarge {
            vertices: n,
            entries: end.max(0) as usize,
        });
    }
    let mut out = Vec::with_capacity(n + 1);
    let mut previous = 0i64;
    for (k, &p) in offsets.iter().enumerate() {
        let p: i64 = p.into();
        if (k == 0 && p != 0) || p < previous {
            return Err(CsrError::BadPointer);
        }
        previous = p;
        out.push(p as u32);
    }
    if end as u64 > indices as u64 {
        return Err(CsrError::BadPointer);
    }
    Ok(out)
}

/// `pieces + 1` row boundaries, from 0 to `n`, cutting the entries into runs of about equal
/// length.
fn row_cuts(offsets: &[u32], pieces: usize) -> Vec<usize> {
    let n = offsets.len() - 1;
    let entries = offsets[n] as u64;
    let mut cuts: Vec<usize> = (0..pieces)
        .map(|k| offsets.partition_point(|&p| (p as u64) < entries * k as u64 / pieces as u64))
        .map(|row| row.min(n))
        .collect();
    cuts[0] = 0;
    cuts.push(n);
    cuts
}

/// What one piece of rows ([`copy_rows`]) learns: the mirrors `(j, i)` of its entries `(i, j)`
/// above the diagonal, one list per bucket of rows `j`, each in the order of `i`; and the
/// first row (or index) of each kind of fault.
#[derive(Default)]
struct Piece {
    mirrors: Vec<Vec<(u32, u32)>>,
    diagonal: Option<usize>,
    unsorted: Option<usize>,
    too_large: Option<i64>,
    negative: Option<i64>,
}

/// [`copy_rows`] on the pieces of rows between `cuts`, each on its own thread (the caller's
/// thread when there is one piece): every piece writes its own slices of `targets` and
/// `lower_end`.
fn copy_pieces<T: Copy + Into<i64> + Sync>(
    offsets: &[u32],
    indices: &[T],
    cuts: &[usize],
    targets: &mut [u32],
    lower_end: &mut [u32],
) -> Vec<Piece> {
    let mut work = Vec::new();
    let (mut targets, mut lower_end) = (targets, lower_end);
    for w in cuts.windows(2) {
        let (rows, entries) = (w[1] - w[0], (offsets[w[1]] - offsets[w[0]]) as usize);
        let (t, rest) = std::mem::take(&mut targets).split_at_mut(entries);
        targets = rest;
        let (l, rest) = std::mem::take(&mut lower_end).split_at_mut(rows);
        lower_end = rest;
        work.push((w[0]..w[1], t, l));
    }
    if work.len() == 1 {
        let (rows, t, l) = work.pop().expect("one piece");
        return vec![copy_rows(offsets, indices, rows, t, l)];
    }
    thread::scope(|scope| {
        let workers: Vec<_> = work
            .into_iter()
            .map(|(rows, t, l)| scope.spawn(move || copy_rows(offsets, indices, rows, t, l)))
            .collect();
        workers.into_iter().map(join).collect()
    })
}

/// Rows `rows` of the pattern: their indices copied as `u32` into `targets` (their slice),
/// checked for order and range; where each row's entries below the diagonal end (absolute)
/// into `lower_end` (their slice); and the mirrors of their entries above the diagonal, by
/// bucket. One sequential pass (each row read again while it is in the cache).
fn copy_rows<T: Copy + Into<i64>>(
    offsets: &[u32],
    indices: &[T],
    rows: std::ops::Range<usize>,
    targets: &mut [u32],
    lower_end: &mut [u32],
) -> Piece {
    let n = offsets.len() - 1;
    let buckets = (n >> BUCKET_SHIFT) + 1;
    let base = offsets[rows.start] as usize;
    // A symmetric pattern without loops aims half its entries at the buckets, evenly when
    // it is random: room for a little more than that, so that few lists grow.
    let room = (offsets[rows.end] as usize - base) / 2 / buckets + 16;
    let mut piece = Piece {
        // One by one: `vec![v; k]` clones, and a clone of an empty Vec has no capacity.
        mirrors: (0..buckets).map(|_| Vec::with_capacity(room)).collect(),
        ..Piece::default()
    };
    for (i, end_below) in rows.zip(lower_end.iter_mut()) {
        let (start, end) = (offsets[i] as usize, offsets[i + 1] as usize);
        let row = &indices[start..end];
        let copied = &mut targets[start - base..end - base];
        *end_below = offsets[i];
        // Strictly increasing, then the first and last entries bound the rest.
        let mut previous = i64::MIN;
        let mut increasing = true;
        for (to, &x) in copied.iter_mut().zip(row) {
            let x: i64 = x.into();
            increasing &= previous < x;
            previous = x;
            *to = x as u32;
        }
        let (Some(&first), Some(&last)) = (row.first(), row.last()) else {
            continue;
        };
        let (first, last): (i64, i64) = (first.into(), last.into());
        if !increasing {
            piece.unsorted.get_or_insert(i);
            continue;
        }
        if last >= n as i64 {
            let too_large = row.iter().map(|&x| x.into()).find(|&x| x >= n as i64);
            piece.too_large = piece.too_large.or(too_large);
        }
        if first < 0 {
            piece.negative.get_or_insert(first);
        }
        if first < 0 || last >= n as i64 {
            continue;
        }
        let below = copied.iter().filter(|&&x| (x as usize) < i).count();
        *end_below += below as u32;
        let mut above = &copied[below..];
        if above.first() == Some(&(i as u32)) {
            piece.diagonal.get_or_insert(i);
            above = &above[1..];
        }
        for &j in above {
            piece.mirrors[j as usize >> BUCKET_SHIFT].push((j, i as u32));
        }
    }
    piece
}

/// Whether the rows' entries below the diagonal are exactly the mirrors of the entries above
/// it, in order: bucket by bucket, each row consumes the mirrors aimed at it (the pieces'
/// lists one after another, so in the order of `i`) from the front of its lower entries,
/// and must have none left over. The buckets are shared among `threads` threads.
fn symmetric(
    offsets: &[u32],
    targets: &[u32],
    lower_end: &[u32],
    pieces: &[Piece],
    threads: usize,
) -> bool {
    let n = offsets.len() - 1;
    let buckets = (n >> BUCKET_SHIFT) + 1;
    let check = |first_bucket: usize, last_bucket: usize| {
        let first_row = (first_bucket << BUCKET_SHIFT).min(n);
        let last_row = (last_bucket << BUCKET_SHIFT).min(n);
        let mut cursor = offsets[first_row..last_row].to_vec();
        for b in first_bucket..last_bucket {
            for &(j, i) in pieces.iter().flat_map(|p| &p.mirrors[b]) {
                let j = j as usize;
                let k = cursor[j - first_row];
                if k >= lower_end[j] || targets[k as usize] != i {
                    return false;
                }
                cursor[j - first_row] += 1;
            }
        }
        (first_row..last_row).all(|j| cursor[j - first_row] == lower_end[j])
    };
    let threads = threads.min(buckets);
    if threads <= 1 {
        return check(0, buckets);
    }
    let cut = |k: usize| buckets * k / threads;
    thread::scope(|scope| {
        let check = &check;
        let workers: Vec<_> = (0..threads)
            .map(|k| scope.spawn(move || check(cut(k), cut(k + 1))))
            .collect();
        // Every worker joined (a panic passed on), then all must agree.
        let verdicts: Vec<bool> = workers.into_iter().map(join).collect();
        verdicts.into_iter().all(|ok| ok)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::Adjacency;
    use crate::rng::Rng;

    /// The pattern of `entries` (sorted, deduplicated) as CSR arrays on `n` rows.
    fn csr(n: usize, entries: &[(u32, u32)]) -> (Vec<i64>, Vec<i32>) {
        let mut e = entries.to_vec();
        e.sort_unstable();
        e.dedup();
        let mut offsets = vec![0i64; n + 1];
        for &(i, _) in &e {
            offsets[i as usize + 1] += 1;
        }
        for i in 0..n {
            offsets[i + 1] += offsets[i];
        }
        (offsets, e.iter().map(|&(_, j)| j as i32).collect())
    }

    fn is_symmetric(entries: &[(u32, u32)]) -> bool {
        let set: std::collections::HashSet<_> = entries.iter().copied().collect();
        set.iter().all(|&(i, j)| set.contains(&(j, i)))
    }

    /// Against the definition, on random patterns that are symmetric, symmetric with one entry
    /// moved or dropped, or random; across several buckets of rows.
    #[test]
    fn agrees_with_the_definition() {
        let mut rng = Rng::new(7);
        for trial in 0..600 {
            let n = if trial % 5 == 0 {
                20_000
            } else {
                1 + rng.below(30) as usize
            };
            let m = rng.below(3 * n as u64 + 1) as usize;
            let mut entries: Vec<(u32, u32)> = (0..m)
                .map(|_| (rng.below(n as u64) as u32, rng.below(n as u64) as u32))
                .filter(|&(i, j)| i != j || trial % 7 == 0)
                .collect();
            if trial % 3 != 0 {
                let mirrors: Vec<_> = entries.iter().map(|&(i, j)| (j, i)).collect();
                entries.extend(mirrors);
            }
            if trial % 3 == 2 && !entries.is_empty() {
                let k = rng.below(entries.len() as u64) as usize;
                if trial % 2 == 0 {
                    entries[k].1 = (entries[k].1 + 1 + rng.below(n as u64) as u32) % n as u32;
                } else {
                    entries.swap_remove(k);
                }
            }
            let (offsets, indices) = csr(n, &entries);
            // One thread, or several (each with a piece of the rows and of the buckets).
            let threads = 1 + trial % 4;
            let got = from_symmetric_csr_on(&offsets, &indices, threads);
            let loop_vertex = entries
                .iter()
                .filter(|&&(i, j)| i == j)
                .map(|&(i, _)| i as usize)
                .min();
            match (is_symmetric(&entries), loop_vertex) {
                (false, _) => assert_eq!(got, Ok(None), "trial {trial}"),
                (true, Some(vertex)) => assert_eq!(got, Err(CsrError::Diagonal { vertex })),
                (true, None) => {
                    let g = got.unwrap().unwrap();
                    let mut want = entries.clone();
                    want.sort_unstable();
                    want.dedup();
                    want.retain(|&(i, j)| i < j);
                    assert_eq!(g.edges().collect::<Vec<_>>(), want, "trial {trial}");
                    assert_eq!(g.vertex_count(), n);
                }
            }
        }
    }

    #[test]
    fn malformed_patterns_are_errors() {
        let bad =
            |offsets: &[i64], indices: &[i64]| Graph::try_from_symmetric_csr(offsets, indices);
        assert_eq!(bad(&[], &[]), Err(CsrError::BadPointer));
        assert_eq!(bad(&[1, 1], &[0]), Err(CsrError::BadPointer));
        assert_eq!(bad(&[0, 2, 1], &[1, 0]), Err(CsrError::BadPointer));
        assert_eq!(bad(&[0, 1, 3], &[1, 0]), Err(CsrError::BadPointer));
        // Too large first, whatever else: then the first negative; then order.
        assert_eq!(
            bad(&[0, 2, 4], &[-1, 1, 1, 5]),
            Err(CsrError::OutOfRange {
                index: 5,
                vertices: 2
            })
        );
        assert_eq!(
            bad(&[0, 1, 3], &[1, -3, -1]),
            Err(CsrError::OutOfRange {
                index: -3,
                vertices: 2
            })
        );
        assert_eq!(
            bad(&[0, 1, 3], &[1, 0, 0]),
            Err(CsrError::NotCanonical { row: 1 })
        );
        assert_eq!(
            CsrError::OutOfRange {
                index: 5,
                vertices: 2
            }
            .to_string(),
            "the matrix has an index 5 out of range (0 to 1)"
        );
        // The empty graph.
        let g = Graph::try_from_symmetric_csr::<i64, i64>(&[0], &[])
            .unwrap()
            .unwrap();
        assert_eq!(g.vertex_count(), 0);
        // An unused tail of indices past the pointer's end is ignored, as scipy does.
        let g = Graph::try_from_symmetric_csr(&[0i64, 1, 2], &[1i64, 0, 7])
            .unwrap()
            .unwrap();
        assert_eq!(g.edges().collect::<Vec<_>>(), vec![(0, 1)]);
    }
}
