//! The Dulmage–Mendelsohn decomposition of a bipartite graph, and MATLAB-style `dmperm`
//! permutations of a sparse matrix.
//!
//! Vocabulary: *rows* are the left vertices, *columns* the right ones (for a matrix, row `i`
//! and column `j` are joined by an edge when entry `(i, j)` is nonzero). Every maximum matching
//! `M` splits the graph the same way:
//!
//! - the **horizontal** part: every vertex reached by an `M`-alternating path from a column
//!   that `M` leaves free. It has more columns than rows (an underdetermined block);
//! - the **vertical** part: every vertex reached by an alternating path from a free row. More
//!   rows than columns (overdetermined);
//! - the **square** part: the rest. Every maximum matching matches it perfectly within itself.
//!
//! The square part splits further into *fine blocks*: the strongly connected components of the
//! directed graph on its matched pairs with an arc from the pair of row `i` to the pair of
//! column `j` for every edge `i - j`. Ordered horizontal part first, then the fine blocks in a
//! topological order, then the vertical part, the rows and columns give a block upper
//! triangular matrix: no edge runs from a later block's row to an earlier block's column.
//! The parts and the blocks (as sets) do not depend on the maximum matching chosen.

use super::{Algorithm, Matching, Part, alternating_reach, maximum_matching};
use crate::graph::strongly_connected_components;
use crate::graph::{Adjacency, Bipartite, BipartiteGraph, Graph, NONE};

/// The coarse part of a vertex in the Dulmage–Mendelsohn decomposition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CoarsePart {
    /// Reached by an alternating path from a free column: more columns than rows. Its
    /// columns are missed by some maximum matching, its rows are in every one.
    Horizontal,
    /// Perfectly matched within itself by every maximum matching.
    Square,
    /// Reached by an alternating path from a free row: more rows than columns. Its rows are
    /// missed by some maximum matching, its columns are in every one.
    Vertical,
}

impl CoarsePart {
    /// The lower-case name: `horizontal`, `square` or `vertical`.
    pub fn name(self) -> &'static str {
        match self {
            CoarsePart::Horizontal => "horizontal",
            CoarsePart::Square => "square",
            CoarsePart::Vertical => "vertical",
        }
    }
}

/// The Dulmage–Mendelsohn decomposition of a bipartite graph, with the maximum matching it was
/// computed from.
///
/// The blocks are numbered `0..block_count()`: the horizontal part as one block (if it is not
/// empty), then the fine blocks of the square part in a topological order, then the vertical
/// part as one block (if not empty), as MATLAB's `dmperm` numbers them. Within a block the
/// columns are in increasing id order (the horizontal block: free columns first), and each
/// matched column is aligned with its row: row `k` of the block is the partner of matched
/// column `k` (the horizontal block: of its `k`-th matched column), so the matching runs down a
/// diagonal.
///
/// Memory: about `10 V` bytes besides the matching (building it takes `4 E + 20 V` more for a
/// while).
///
/// ```
/// use bigame::graph::{BipartiteGraph, Graph};
/// use bigame::matching::{Algorithm, CoarsePart, DulmageMendelsohn, Part};
/// // Rows a b c d e are vertices 0..5, columns 1 2 3 4 5 are vertices 5..10.
/// //
/// //        1 2 | 3 | 4 | 5
/// //   a  [ x x | x |   |   ]   horizontal: 1 row, 2 columns
/// //   b  [     | x | x |   ]   square, fine block {b, 3}
/// //   c  [     |   | x | x ]   square, fine block {c, 4}
/// //   d  [     |   |   | x ]   vertical: 2 rows, 1 column
/// //   e  [     |   |   | x ]
/// let (a, b, c, d, e) = (0, 1, 2, 3, 4);
/// let col = |j: u32| 4 + j;
/// let edges = [(a, col(1)), (a, col(2)), (a, col(3)), (b, col(3)), (b, col(4)),
///              (c, col(4)), (c, col(5)), (d, col(5)), (e, col(5))];
/// let g = BipartiteGraph::new(Graph::from_edges(10, &edges), (0..10).map(|v| v < 5).collect());
/// let dm = DulmageMendelsohn::new(&g, Algorithm::default());
/// assert_eq!(dm.matching().size(), 4);
/// assert_eq!(dm.part(a), CoarsePart::Horizontal);
/// assert_eq!(dm.part(col(3)), CoarsePart::Square);
/// assert_eq!(dm.part(col(5)), CoarsePart::Vertical);
/// assert_eq!(dm.block_count(), 4);
/// assert_eq!(dm.block_rows(1), &[b]);
/// assert_eq!(dm.block_columns(2), &[col(4)]);
/// assert_eq!(dm.block_part(3), CoarsePart::Vertical);
/// assert_eq!((dm.rows(CoarsePart::Vertical), dm.columns(CoarsePart::Vertical)), (2, 1));
/// // The same split in the Gallai–Edmonds vocabulary: free-able vertices are D.
/// assert_eq!(dm.gallai_edmonds_part(col(1)), Part::D);
/// assert_eq!(dm.gallai_edmonds_part(a), Part::A);
/// assert_eq!(dm.gallai_edmonds_part(b), Part::C);
/// // As MATLAB's [p, q, r, s, cc, rr] = dmperm(A), 0-based:
/// let perm = dm.dmperm();
/// assert_eq!(perm.r, vec![0, 1, 2, 3, 5]);
/// assert_eq!(perm.s, vec![0, 2, 3, 4, 5]);
/// assert_eq!(perm.cc, [0, 1, 2, 4, 5]);
/// assert_eq!(perm.rr, [0, 1, 3, 4, 5]);
/// ```
#[derive(Clone, Debug)]
pub struct DulmageMendelsohn {
    matching: Matching,
    left: Vec<bool>,
    part: Vec<CoarsePart>,
    block: Vec<u32>,
    /// Rows (vertex ids) block by block; `row_start[k]..row_start[k + 1]` is block `k`.
    row_order: Vec<u32>,
    row_start: Vec<u32>,
    /// Columns (vertex ids) block by block.
    column_order: Vec<u32>,
    column_start: Vec<u32>,
    has_horizontal: bool,
    has_vertical: bool,
}

impl DulmageMendelsohn {
    /// The decomposition of the bipartite graph `g`: a maximum matching by `algorithm`, then
    /// [`DulmageMendelsohn::from_maximum_matching`]. Cost: the matching's (`O(E sqrt V)` for
    /// the default, Hopcroft–Karp, HK-DW and Dinic; see [`crate::matching`]), plus `O(V + E)`. The front ends call
    /// [`crate::solve::dulmage_mendelsohn`] instead, which renumbers scattered graphs.
    pub fn new<B: Bipartite>(g: &B, algorithm: Algorithm) -> DulmageMendelsohn {
        DulmageMendelsohn::from_maximum_matching(g, maximum_matching(g, algorithm))
    }

    /// The decomposition of the bipartite graph `g` from one of its maximum matchings: two
    /// alternating breadth-first searches (from the free columns, from the free rows) for the
    /// coarse parts, then an iterative Tarjan search for the strongly connected components of
    /// the square part. `O(V + E)` time, no recursion.
    ///
    /// # Panics
    /// If `matching` does not have the size of `g`, or if the searches meet an augmenting
    /// path (`matching` is not maximum).
    pub fn from_maximum_matching<B: Bipartite>(g: &B, matching: Matching) -> DulmageMendelsohn {
        let n = g.vertex_count();
        assert_eq!(matching.vertex_count(), n, "matching of the wrong size");
        let left: Vec<bool> = (0..n as u32).map(|v| g.is_left(v)).collect();
        let mate = matching.mates();
        // Horizontal: what an alternating path reaches from a free column, both the vertices
        // at even distance (the search's reach) and their mates; vertical the same from a
        // free row. A vertex in both would lie on an augmenting path.
        let mut part = vec![CoarsePart::Square; n];
        let mut has_horizontal = false;
        let mut has_vertical = false;
        let mut reached = vec![false; n];
        for (from_left, mark) in [
            (false, CoarsePart::Horizontal),
            (true, CoarsePart::Vertical),
        ] {
            reached.fill(false);
            let augmenting = alternating_reach(g, &matching, &mut reached, |v| {
                left[v as usize] == from_left
            });
            assert!(!augmenting, "augmenting path: the matching is not maximum");
            let mut seeds = false;
            for v in 0..n {
                if !reached[v] {
                    continue;
                }
                let z = mate[v];
                seeds |= z == NONE;
                for w in [v as u32, z] {
                    if w == NONE {
                        continue;
                    }
                    assert!(
                        part[w as usize] == CoarsePart::Square || part[w as usize] == mark,
                        "augmenting path: the matching is not maximum"
                    );
                    part[w as usize] = mark;
                }
            }
            if from_left {
                has_vertical = seeds;
            } else {
                has_horizontal = seeds;
            }
        }
        drop(reached);
        let (block, square_blocks) = square_blocks(g, mate, &left, &part, has_horizontal);
        let mut dm = DulmageMendelsohn {
            matching,
            left,
            part,
            block,
            row_order: Vec::new(),
            row_start: Vec::new(),
            column_order: Vec::new(),
            column_start: Vec::new(),
            has_horizontal,
            has_vertical,
        };
        dm.lay_out(square_blocks);
        dm
    }

    /// Numbers the horizontal and vertical blocks and fills the row and column orders.
    /// `O(V)`.
    fn lay_out(&mut self, square_blocks: u32) {
        let n = self.part.len();
        let mate = self.matching.mates();
        let h = self.has_horizontal as u32;
        let block_count = (h + square_blocks + self.has_vertical as u32) as usize;
        let last = (block_count as u32).saturating_sub(1);
        for v in 0..n {
            match self.part[v] {
                CoarsePart::Horizontal => self.block[v] = 0,
                CoarsePart::Vertical => self.block[v] = last,
                CoarsePart::Square => {}
            }
        }
        // Columns per block, counting-sorted by block with ids increasing inside a block; the
        // free columns of the horizontal block first.
        let mut column_start = vec![0u32; block_count + 1];
        let mut rows_in = vec![0u32; block_count + 1];
        for v in 0..n {
            let b = self.block[v] as usize;
            if self.left[v] {
                rows_in[b + 1] += 1;
            } else {
                column_start[b + 1] += 1;
            }
        }
        for k in 0..block_count {
            column_start[k + 1] += column_start[k];
            rows_in[k + 1] += rows_in[k];
        }
        let row_start = rows_in;
        let columns = column_start[block_count] as usize;
        let rows = row_start[block_count] as usize;
        let mut column_order = vec![NONE; columns];
        let mut row_order = vec![NONE; rows];
        let mut next_column = column_start.clone();
        let mut next_row = row_start.clone();
        if self.has_horizontal {
            // Free columns first.
            for v in 0..n as u32 {
                if !self.left[v as usize] && self.block[v as usize] == 0 && mate[v as usize] == NONE
                {
                    column_order[next_column[0] as usize] = v;
                    next_column[0] += 1;
                }
            }
        }
        for v in 0..n as u32 {
            let (b, m) = (self.block[v as usize] as usize, mate[v as usize]);
            if self.left[v as usize] || m == NONE {
                continue;
            }
            column_order[next_column[b] as usize] = v;
            next_column[b] += 1;
            row_order[next_row[b] as usize] = m;
            next_row[b] += 1;
        }
        if self.has_vertical {
            // Free rows last.
            let b = last as usize;
            for v in 0..n as u32 {
                if self.left[v as usize] && mate[v as usize] == NONE {
                    row_order[next_row[b] as usize] = v;
                    next_row[b] += 1;
                }
            }
        }
        self.row_order = row_order;
        self.row_start = row_start;
        self.column_order = column_order;
        self.column_start = column_start;
    }

    /// The coarse part of `v`. `O(1)`.
    #[inline]
    pub fn part(&self, v: u32) -> CoarsePart {
        self.part[v as usize]
    }

    /// The block of `v` (`0..block_count()`). `O(1)`.
    #[inline]
    pub fn block(&self, v: u32) -> u32 {
        self.block[v as usize]
    }

    /// Whether `v` is a row (a left vertex). `O(1)`.
    #[inline]
    pub fn is_row(&self, v: u32) -> bool {
        self.left[v as usize]
    }

    /// Number of blocks: the fine blocks of the square part, plus one for each unbalanced part
    /// that is not empty. `O(1)`.
    pub fn block_count(&self) -> usize {
        self.row_start.len() - 1
    }

    /// Number of fine blocks of the square part. `O(1)`.
    pub fn square_block_count(&self) -> usize {
        self.block_count() - self.has_horizontal as usize - self.has_vertical as usize
    }

    /// The coarse part block `k` belongs to. `O(1)`.
    pub fn block_part(&self, k: u32) -> CoarsePart {
        if self.has_horizontal && k == 0 {
            CoarsePart::Horizontal
        } else if self.has_vertical && k as usize == self.block_count() - 1 {
            CoarsePart::Vertical
        } else {
            CoarsePart::Square
        }
    }

    /// The rows of block `k`, in the order described on [`DulmageMendelsohn`]. `O(1)`.
    pub fn block_rows(&self, k: u32) -> &[u32] {
        let k = k as usize;
        &self.row_order[self.row_start[k] as usize..self.row_start[k + 1] as usize]
    }

    /// The columns of block `k`, in the order described on [`DulmageMendelsohn`]. `O(1)`.
    pub fn block_columns(&self, k: u32) -> &[u32] {
        let k = k as usize;
        &self.column_order[self.column_start[k] as usize..self.column_start[k + 1] as usize]
    }

    /// Every row, block by block: the row permutation as vertex ids. `O(1)`.
    pub fn row_order(&self) -> &[u32] {
        &self.row_order
    }

    /// Every column, block by block: the column permutation as vertex ids. `O(1)`.
    pub fn column_order(&self) -> &[u32] {
        &self.column_order
    }

    /// Number of rows in coarse part `part`. `O(1)`.
    pub fn rows(&self, part: CoarsePart) -> usize {
        let range = self.coarse_blocks(part);
        (self.row_start[range.end] - self.row_start[range.start]) as usize
    }

    /// Number of columns in coarse part `part`. `O(1)`.
    pub fn columns(&self, part: CoarsePart) -> usize {
        let range = self.coarse_blocks(part);
        (self.column_start[range.end] - self.column_start[range.start]) as usize
    }

    /// The blocks of coarse part `part`.
    fn coarse_blocks(&self, part: CoarsePart) -> std::ops::Range<usize> {
        let h = self.has_horizontal as usize;
        let end = self.block_count() - self.has_vertical as usize;
        match part {
            CoarsePart::Horizontal => 0..h,
            CoarsePart::Square => h..end,
            CoarsePart::Vertical => end..self.block_count(),
        }
    }

    /// The Gallai–Edmonds part of `v`, read off the coarse parts: `D` (missed by some maximum
    /// matching) is the columns of the horizontal part and the rows of the vertical part, `A`
    /// the other vertices of the two unbalanced parts, `C` the square part. `O(1)`.
    pub fn gallai_edmonds_part(&self, v: u32) -> Part {
        match (self.part(v), self.is_row(v)) {
            (CoarsePart::Square, _) => Part::C,
            (CoarsePart::Horizontal, false) | (CoarsePart::Vertical, true) => Part::D,
            _ => Part::A,
        }
    }

    /// Whether the block of `v` is a single matched pair (a row and its column). `O(1)`.
    #[inline]
    pub fn is_single_pair(&self, v: u32) -> bool {
        let k = self.block[v as usize] as usize;
        self.row_start[k + 1] - self.row_start[k] == 1
            && self.column_start[k + 1] - self.column_start[k] == 1
    }

    /// The maximum matching the decomposition was computed from.
    pub fn matching(&self) -> &Matching {
        &self.matching
    }

    /// The maximum matching, consuming the decomposition. `O(1)`.
    pub fn into_matching(self) -> Matching {
        self.matching
    }

    /// The decomposition as MATLAB's `[p, q, r, s, cc, rr] = dmperm(A)` gives it, 0-based, with
    /// row `i` the `i`-th row vertex and column `j` the `j`-th column vertex in increasing id
    /// order. `O(V)`.
    pub fn dmperm(&self) -> Dmperm {
        let mut rank = vec![0u32; self.left.len()];
        let (mut rows, mut cols) = (0u32, 0u32);
        for (v, &is_left) in self.left.iter().enumerate() {
            if is_left {
                rank[v] = rows;
                rows += 1;
            } else {
                rank[v] = cols;
                cols += 1;
            }
        }
        let mate = self.matching.mates();
        let p = self.row_order.iter().map(|&v| rank[v as usize]).collect();
        let q = self
            .column_order
            .iter()
            .map(|&v| rank[v as usize])
            .collect();
        // Coarse boundaries: [0, free columns, horizontal columns, + square, all columns] and
        // [0, horizontal rows, + square, + matched vertical rows, all rows].
        let square = self.rows(CoarsePart::Square) as u32;
        let h_rows = self.rows(CoarsePart::Horizontal) as u32;
        let h_cols = self.columns(CoarsePart::Horizontal) as u32;
        let v_cols = self.columns(CoarsePart::Vertical) as u32;
        let free_cols = if self.has_horizontal {
            self.block_columns(0)
                .iter()
                .take_while(|&&c| mate[c as usize] == NONE)
                .count() as u32
        } else {
            0
        };
        Dmperm {
            p,
            q,
            r: self.row_start.clone(),
            s: self.column_start.clone(),
            cc: [0, free_cols, h_cols, h_cols + square, cols],
            rr: [0, h_rows, h_rows + square, h_rows + square + v_cols, rows],
        }
    }
}

/// A sparse matrix's Dulmage–Mendelsohn permutation in the form of MATLAB's
/// `[p, q, r, s, cc, rr] = dmperm(A)`, 0-based: `A(p, q)` is block upper triangular.
///
/// - `p` (length `rows`) and `q` (length `cols`): the row and column permutations;
/// - `r` and `s` (length `blocks + 1`): block `k` is rows `p[r[k]..r[k + 1]]` and columns
///   `q[s[k]..s[k + 1]]`; the horizontal part is one block (the first), the vertical part one
///   block (the last), the square part's fine blocks lie between;
/// - `cc` and `rr`: the coarse boundaries. Columns `q[0..cc[1]]` are unmatched, `q[cc[1]..cc[2]]`
///   the rest of the horizontal part, `q[cc[2]..cc[3]]` the square part, `q[cc[3]..cc[4]]` the
///   vertical part; rows `p[0..rr[1]]` the horizontal part, `p[rr[1]..rr[2]]` the square part,
///   `p[rr[2]..rr[3]]` the matched rows of the vertical part, `p[rr[3]..rr[4]]` its unmatched
///   rows. So `rr[3]` is the structural rank (`sprank`).
///
/// The matching runs down the diagonals: row `p[rr[1] + k]` is matched to column `q[cc[2] + k]`
/// in the square part, `p[k]` to `q[cc[1] + k]` in the horizontal part and `p[rr[2] + k]` to
/// `q[cc[3] + k]` in the vertical part. (Add 1 everywhere for MATLAB's 1-based values.)
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dmperm {
    /// The row permutation.
    pub p: Vec<u32>,
    /// The column permutation.
    pub q: Vec<u32>,
    /// Block boundaries in `p`.
    pub r: Vec<u32>,
    /// Block boundaries in `q`.
    pub s: Vec<u32>,
    /// Coarse boundaries in `q`.
    pub cc: [u32; 5],
    /// Coarse boundaries in `p`.
    pub rr: [u32; 5],
}

/// The `dmperm` of the `rows x cols` sparse matrix with nonzeros at `entries` (0-based
/// `(row, column)` pairs; repeats allowed): builds its bipartite graph (rows are vertices
/// `0..rows`, columns `rows..rows + cols`), decomposes it with the default matching algorithm
/// and returns [`DulmageMendelsohn::dmperm`]. `O(V + E)` plus the matching; memory about
/// `8 E + 30 V` bytes.
///
/// # Panics
/// If an entry is out of range or `rows + cols` does not fit in a `u32` id.
///
/// ```
/// use bigame::matching::dmperm;
/// // [ x x ]   row 1 can only take column 0, so row 0 takes column 1: one square
/// // [ x . ]   block per pair, row 0's block first (its entry at column 0 lies above).
/// let d = dmperm(2, 2, &[(0, 0), (0, 1), (1, 0)]);
/// assert_eq!((d.p, d.q), (vec![0, 1], vec![1, 0]));
/// assert_eq!((d.r, d.s), (vec![0, 1, 2], vec![0, 1, 2]));
/// assert_eq!((d.cc, d.rr), ([0, 0, 0, 2, 2], [0, 0, 2, 2, 2]));
/// ```
pub fn dmperm(rows: usize, cols: usize, entries: &[(u32, u32)]) -> Dmperm {
    let n = rows + cols;
    assert!(n < NONE as usize, "too many rows and columns");
    let edges: Vec<(u32, u32)> = entries
        .iter()
        .map(|&(i, j)| {
            assert!(
                (i as usize) < rows && (j as usize) < cols,
                "entry ({i}, {j}) outside a {rows} x {cols} matrix"
            );
            (i, rows as u32 + j)
        })
        .collect();
    let graph = Graph::from_edges(n, &edges);
    drop(edges);
    let g = BipartiteGraph::new(graph, (0..n).map(|v| v < rows).collect());
    DulmageMendelsohn::new(&g, Algorithm::default()).dmperm()
}

/// The strongly connected components of the pair graph of a perfectly matched bipartite
/// region: the rows (`is_row`) inside the region (`inside`), with an arc from row `i` to the
/// partner of every column inside the region next to `i`. Returns each vertex's component
/// (rows and their partner columns; `NONE` outside the region) and the number of components.
/// Component `t` has no arc into a component numbered above `t` (Tarjan finds sinks first).
///
/// The pair graph is first written out as a compact CSR over the rows of the region (one
/// pass whose lookups are independent of each other, so they overlap), then Tarjan's
/// algorithm runs on it iteratively: on big graphs both are bound by memory latency, and the
/// search then waits for one lookup per arc instead of two. `O(V + E)` time, no recursion;
/// `4 E + 20 V` bytes of work space plus the stacks.
pub(super) fn pair_components<A: Adjacency>(
    g: &A,
    mate: &[u32],
    is_row: impl Fn(u32) -> bool,
    inside: impl Fn(u32) -> bool,
) -> (Vec<u32>, u32) {
    let n = g.vertex_count();
    // Rows of the region numbered 0..rows.
    let mut rank = vec![NONE; n];
    let mut row_vertex = Vec::new();
    for v in 0..n as u32 {
        if is_row(v) && inside(v) {
            rank[v as usize] = row_vertex.len() as u32;
            row_vertex.push(v);
        }
    }
    // Where each column of the region leads: its partner's number (written over the
    // columns' entries of `rank`, which are unused; then the rows' entries are cleared).
    let mut next = rank;
    for v in 0..n as u32 {
        if !is_row(v) && inside(v) {
            next[v as usize] = next[mate[v as usize] as usize];
        }
    }
    for &v in &row_vertex {
        next[v as usize] = NONE;
    }
    let rows = row_vertex.len();
    let mut offsets = Vec::with_capacity(rows + 1);
    let arcs: u64 = row_vertex.iter().map(|&v| g.slot_count(v) as u64).sum();
    let mut targets = Vec::with_capacity(arcs as usize);
    offsets.push(0u64);
    for (r, &v) in row_vertex.iter().enumerate() {
        g.for_each_neighbor(v, |c| {
            let t = next[c as usize];
            if t != NONE && t != r as u32 {
                targets.push(t);
            }
        });
        offsets.push(targets.len() as u64);
    }
    drop(next);
    let (component, found) = strongly_connected_components(&offsets, &targets);
    drop(targets);
    drop(offsets);
    let mut by_vertex = vec![NONE; n];
    for (r, &v) in row_vertex.iter().enumerate() {
        by_vertex[v as usize] = component[r];
        by_vertex[mate[v as usize] as usize] = component[r];
    }
    (by_vertex, found)
}

/// The fine blocks of the square part, numbered from `first` on in a topological order:
/// [`pair_components`] hands out sinks first, so the numbers are reversed. `O(V + E)`.
fn square_blocks<A: Adjacency>(
    g: &A,
    mate: &[u32],
    left: &[bool],
    part: &[CoarsePart],
    has_horizontal: bool,
) -> (Vec<u32>, u32) {
    let (mut block, found) = pair_components(
        g,
        mate,
        |v| left[v as usize],
        |v| part[v as usize] == CoarsePart::Square,
    );
    let first = has_horizontal as u32;
    for b in &mut block {
        if *b != NONE {
            *b = first + found - 1 - *b;
        }
    }
    (block, found)
}
