//! Edge geography: the token moves along an edge never used before (it may come back to a
//! vertex); who cannot move loses. PSPACE-complete on general graphs, polynomial on bipartite
//! ones (Fraenkel, Scheinerman and Ullman, "Undirected edge geography", TCS 112, 1993).
//!
//! The characterisation used here, checked against the exhaustive search
//! [`crate::game::brute_edge`] by the tests: let `s` be on side `L` and `A` the `L × R`
//! biadjacency matrix over GF(2) (parallel edges count modulo 2). The player to move **loses**
//! from `s` iff some `x ⊆ L` with `xᵀA = 0` (every vertex of `R` has an even number of edges
//! into `x`) contains `s`; otherwise `e_s` is a sum of columns `y ⊆ R` of `A`, and moving
//! along any edge `(s, k)` with `k ∈ y` wins (after it, `y` is such an `x` for the opponent
//! on `k`). Two eliminations ([`gf2::Eliminated`]), of `[A | I]` and `[Aᵀ | I]`, give every
//! verdict, a winning move per winning vertex and these vectors as certificates.

mod error;
mod game;
pub mod gf2;
mod position;

pub use error::{EdgeError, OddCycle};
pub use game::{EdgeGame, board_graph, board_graph_with};
pub use position::{EdgePosition, IllegalEdgeMove};

use crate::game::brute_edge;
use crate::graph::{Adjacency, Bipartite, BipartiteGraph, Graph, TwoColouring, two_colouring};
use gf2::Eliminated;

const NONE: u32 = u32::MAX;

/// The most vertices (on a board: free cells) the edge game's linear algebra takes. Its
/// eliminations keep about `V^2 / 4` bytes (the engine of a game in progress keeps both
/// sides', `[A | I]` and `[Aᵀ | I]`), 4 GiB here, and cost `O(V^3 / 64)` word operations
/// (a 200x200 free board, 40,000 cells, takes under a second; this limit, about a minute).
/// Every constructor refuses a bigger input with [`EdgeError::TooBig`] before it allocates.
pub const MAX_ELIMINATION_VERTICES: usize = 1 << 17;

/// The edge-game verdict for every start vertex, a winning move for each winning one, and
/// (for bipartite graphs) the vectors that prove them.
#[derive(Clone, Debug)]
pub struct EdgeAnalysis {
    /// The neighbour a winning vertex moves to; [`NONE`] where the mover loses.
    moves: Vec<u32>,
    /// A basis of the kernels of both sides (vertex lists), empty for an exhaustive answer.
    kernel: Vec<Vec<u32>>,
    /// Per losing vertex with an edge, the index in `kernel` of a vector holding it.
    kernel_of: Vec<u32>,
    /// Per winning vertex, the other side's vertices whose columns sum to its unit vector,
    /// when asked for ([`EdgeAnalysis::prove`]).
    column_sums: Option<Vec<Vec<u32>>>,
    /// The column sums of the winning vertices among those sampled for the answer's check
    /// ([`EdgeAnalysis::with_witnesses`]), as `(vertex, columns)`.
    sampled_sums: Vec<(u32, Vec<u32>)>,
    /// Whether the answer comes from the exhaustive search (a graph that is not bipartite).
    exhaustive: bool,
}

/// How a verdict is proved (see [`EdgeAnalysis::proof`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EdgeProof<'a> {
    /// The mover loses: a set of vertices, holding the start, all on its side, into which
    /// every vertex has an even number of edges.
    Kernel(&'a [u32]),
    /// The mover wins: vertices of the other side whose neighbourhoods (with multiplicity)
    /// add up, modulo 2, to the start alone.
    ColumnSum(&'a [u32]),
    /// The mover loses at once: the start has no edge (its kernel vector is itself alone).
    NoEdge,
}

impl EdgeAnalysis {
    /// The verdicts of the bipartite adjacency `g` (its sides from [`Bipartite::is_left`];
    /// isolated ids lose). Two eliminations of the biadjacency matrix over GF(2): with `L`
    /// and `R` the sides' vertices that have an edge, `O(|L| |R| (|L| + |R|) / 64)` word
    /// operations in the worst case (far less on boards, whose matrices are banded), and
    /// `max(|L|, |R|) (|L| + |R|) / 8` bytes at the peak (100 MB for a 200 × 200 free board).
    ///
    /// # Errors
    /// [`EdgeError::TooBig`] when `|L| + |R|` exceeds [`MAX_ELIMINATION_VERTICES`] (found in
    /// `O(V + E)`, before the eliminations allocate).
    ///
    /// ```
    /// use bigame::game::edge::EdgeAnalysis;
    /// use bigame::graph::{BipartiteGraph, Graph};
    /// // A path 0 - 1 - 2: the middle wins (either edge strands the opponent on an end); an
    /// // end loses (the opponent takes the other edge).
    /// let g = Graph::from_edges(3, &[(0, 1), (1, 2)]);
    /// let a = EdgeAnalysis::new(&BipartiteGraph::new(&g, vec![true, false, true])).unwrap();
    /// assert_eq!((0..3).map(|v| a.wins(v)).collect::<Vec<_>>(), [false, true, false]);
    /// assert!(a.winning_move(1).is_some() && a.winning_move(0).is_none());
    /// ```
    pub fn new<B: Bipartite>(g: &B) -> Result<EdgeAnalysis, EdgeError> {
        Self::eliminate(g, false, &[])
    }

    /// [`EdgeAnalysis::new`] keeping, for each winning vertex, the columns that prove it
    /// ([`EdgeAnalysis::proof`]); they take up to `|L| |R|` more entries.
    ///
    /// # Errors
    /// As [`EdgeAnalysis::new`].
    pub fn prove<B: Bipartite>(g: &B) -> Result<EdgeAnalysis, EdgeError> {
        Self::eliminate(g, true, &[])
    }

    /// [`EdgeAnalysis::new`] (or [`EdgeAnalysis::prove`] when `keep_sums`), also keeping the
    /// column sum of each winning vertex of `sample`, for the answer's check
    /// (`solve::edge_game_check`; [`EdgeAnalysis::witness`]). Costs as [`EdgeAnalysis::new`],
    /// plus `O(|sample| V)` entries at most for the sums and `V` bytes of marks.
    ///
    /// # Errors
    /// As [`EdgeAnalysis::new`].
    pub(crate) fn with_witnesses<B: Bipartite>(
        g: &B,
        keep_sums: bool,
        sample: &[u32],
    ) -> Result<EdgeAnalysis, EdgeError> {
        Self::eliminate(g, keep_sums, sample)
    }

    /// [`EdgeAnalysis::new`], keeping the column sums when `keep_sums` and those of the
    /// winners of `sample`.
    fn eliminate<B: Bipartite>(
        g: &B,
        keep_sums: bool,
        sample: &[u32],
    ) -> Result<EdgeAnalysis, EdgeError> {
        let n = g.vertex_count();
        let mut index = vec![NONE; n];
        let (mut left, mut right) = (Vec::new(), Vec::new());
        for v in 0..n as u32 {
            let mut has_edge = false;
            g.for_each_neighbor(v, |_| has_edge = true);
            if has_edge {
                let side = if g.is_left(v) { &mut left } else { &mut right };
                index[v as usize] = side.len() as u32;
                side.push(v);
            }
        }
        EdgeError::check_size(left.len() + right.len())?;
        let mut a = EdgeAnalysis {
            moves: vec![NONE; n],
            kernel: Vec::new(),
            kernel_of: vec![NONE; n],
            column_sums: keep_sums.then(|| vec![Vec::new(); n]),
            sampled_sums: Vec::new(),
            exhaustive: false,
        };
        let mut sampled = vec![false; if sample.is_empty() { 0 } else { n }];
        sample.iter().for_each(|&v| sampled[v as usize] = true);
        a.one_side(g, &index, &left, &right, &sampled);
        a.one_side(g, &index, &right, &left, &sampled);
        Ok(a)
    }

    /// Eliminates `[A | I]` with the `rows` as rows: the kernel gives the rows' losses, the
    /// unit rows the columns' wins and moves (and the column sums of those `sampled`).
    fn one_side<A: Adjacency>(
        &mut self,
        g: &A,
        index: &[u32],
        rows: &[u32],
        cols: &[u32],
        sampled: &[bool],
    ) {
        let e = Eliminated::new(rows.len(), cols.len(), |r, toggle| {
            g.for_each_neighbor(rows[r], |w| toggle(index[w as usize]))
        });
        for r in e.kernel_rows() {
            let x: Vec<u32> = e.tracker(r).map(|i| rows[i as usize]).collect();
            for &v in &x {
                if self.kernel_of[v as usize] == NONE {
                    self.kernel_of[v as usize] = self.kernel.len() as u32;
                }
            }
            self.kernel.push(x);
        }
        for (c, &t) in cols.iter().enumerate() {
            let Some(r) = e.unit_row(c as u32) else {
                continue;
            };
            // An odd number of t's edges go into the tracker's rows, so one exists.
            let mut to = NONE;
            g.for_each_neighbor(t, |k| {
                if to == NONE && e.tracker_has(r, index[k as usize] as usize) {
                    to = k;
                }
            });
            debug_assert_ne!(to, NONE);
            self.moves[t as usize] = to;
            if let Some(sums) = &mut self.column_sums {
                sums[t as usize] = e.tracker(r).map(|i| rows[i as usize]).collect();
            }
            if sampled.get(t as usize) == Some(&true) {
                let sum = e.tracker(r).map(|i| rows[i as usize]).collect();
                self.sampled_sums.push((t, sum));
            }
        }
    }

    /// The verdicts of any graph: by linear algebra when it is bipartite, by exhaustive search
    /// ([`brute_edge::solve`], no proofs) when it is not and has at most
    /// [`brute_edge::MAX_EDGES`] edges. `certificates` keeps the winning vertices' proofs
    /// (see [`EdgeAnalysis::prove`]). Cost: [`EdgeAnalysis::new`] plus `O(V + E)`.
    ///
    /// # Errors
    /// [`EdgeError::OddCycle`] when the graph is not bipartite and too big to search,
    /// [`EdgeError::TooBig`] as for [`EdgeAnalysis::new`].
    pub fn of_graph(g: &Graph, certificates: bool) -> Result<EdgeAnalysis, EdgeError> {
        match two_colouring(g) {
            TwoColouring::Sides(left) => {
                Self::eliminate(&BipartiteGraph::new(g, left), certificates, &[])
            }
            TwoColouring::OddCycle(_) if g.edge_count() <= brute_edge::MAX_EDGES => {
                let moves = brute_edge::solve(g)
                    .into_iter()
                    .map(|m| m.unwrap_or(NONE))
                    .collect();
                Ok(EdgeAnalysis {
                    moves,
                    kernel: Vec::new(),
                    kernel_of: vec![NONE; g.vertex_count()],
                    column_sums: None,
                    sampled_sums: Vec::new(),
                    exhaustive: true,
                })
            }
            TwoColouring::OddCycle(cycle) => Err(EdgeError::OddCycle {
                cycle: OddCycle::Vertices(cycle),
                edges: g.edge_count(),
            }),
        }
    }

    /// The analysis of a graph whose vertex `i` is vertex `ids[i]` of a bigger numbering of
    /// `vertex_count` ids (a board's cells from [`crate::board::Board::to_graph`]), in that
    /// numbering; the other ids lose at once. `O(vertex_count + size of the proofs)`.
    pub fn to_ids(&self, ids: &[u32], vertex_count: usize) -> EdgeAnalysis {
        let map = |v: u32| if v == NONE { NONE } else { ids[v as usize] };
        let mut moves = vec![NONE; vertex_count];
        let mut kernel_of = vec![NONE; vertex_count];
        let mut column_sums = self
            .column_sums
            .as_ref()
            .map(|_| vec![Vec::new(); vertex_count]);
        for (i, &v) in ids.iter().enumerate() {
            moves[v as usize] = map(self.moves[i]);
            kernel_of[v as usize] = self.kernel_of[i];
            if let (Some(to), Some(from)) = (&mut column_sums, &self.column_sums) {
                to[v as usize] = from[i].iter().map(|&u| map(u)).collect();
            }
        }
        EdgeAnalysis {
            moves,
            kernel: self
                .kernel
                .iter()
                .map(|x| x.iter().map(|&u| map(u)).collect())
                .collect(),
            kernel_of,
            column_sums,
            sampled_sums: self
                .sampled_sums
                .iter()
                .map(|(v, sum)| (map(*v), sum.iter().map(|&u| map(u)).collect()))
                .collect(),
            exhaustive: self.exhaustive,
        }
    }

    /// A winning move from `v` alone (the neighbour to move to), or `None` where the player
    /// to move loses: one elimination, the one whose columns are `v`'s side (half of
    /// [`EdgeAnalysis::new`]'s work). What an engine asks after each move.
    ///
    /// # Errors
    /// [`EdgeError::TooBig`] as for [`EdgeAnalysis::new`].
    pub fn winning_move_from<B: Bipartite>(g: &B, v: u32) -> Result<Option<u32>, EdgeError> {
        let n = g.vertex_count();
        let mut index = vec![NONE; n];
        let (mut own, mut other) = (Vec::new(), Vec::new());
        for u in 0..n as u32 {
            let mut has_edge = false;
            g.for_each_neighbor(u, |_| has_edge = true);
            if has_edge {
                let side = if g.is_left(u) == g.is_left(v) {
                    &mut own
                } else {
                    &mut other
                };
                index[u as usize] = side.len() as u32;
                side.push(u);
            }
        }
        EdgeError::check_size(own.len() + other.len())?;
        if index[v as usize] == NONE {
            return Ok(None);
        }
        let e = Eliminated::new(other.len(), own.len(), |r, toggle| {
            g.for_each_neighbor(other[r], |w| toggle(index[w as usize]))
        });
        let Some(r) = e.unit_row(index[v as usize]) else {
            return Ok(None);
        };
        let mut to = None;
        g.for_each_neighbor(v, |k| {
            if to.is_none() && e.tracker_has(r, index[k as usize] as usize) {
                to = Some(k);
            }
        });
        Ok(to)
    }

    /// Number of vertices. `O(1)`.
    pub fn vertex_count(&self) -> usize {
        self.moves.len()
    }

    /// Whether the player to move wins with the token on `v` and no edge used. `O(1)`.
    pub fn wins(&self, v: u32) -> bool {
        self.moves[v as usize] != NONE
    }

    /// The neighbour a winning vertex moves to (along one copy of the edge), or `None` where
    /// the player to move loses. `O(1)`.
    pub fn winning_move(&self, v: u32) -> Option<u32> {
        let to = self.moves[v as usize];
        (to != NONE).then_some(to)
    }

    /// Whether the verdicts come from the exhaustive search (the graph was not bipartite):
    /// then there are no proofs. `O(1)`.
    pub fn is_exhaustive(&self) -> bool {
        self.exhaustive
    }

    /// The proof of `v`'s verdict: for a losing vertex a kernel vector holding it
    /// ([`EdgeProof::NoEdge`] when `v` has no edge), for a winning one its column sum, which only an analysis
    /// made by [`EdgeAnalysis::prove`] keeps. `None` when there is no proof at hand.
    /// `O(1)`.
    pub fn proof(&self, v: u32) -> Option<EdgeProof<'_>> {
        if self.exhaustive {
            return None;
        }
        if self.wins(v) {
            let sums = self.column_sums.as_ref()?;
            return Some(EdgeProof::ColumnSum(&sums[v as usize]));
        }
        match self.kernel_of[v as usize] {
            NONE => Some(EdgeProof::NoEdge),
            k => Some(EdgeProof::Kernel(&self.kernel[k as usize])),
        }
    }

    /// Whether some kept kernel vector holds `v`: the elimination with `v`'s side as rows
    /// says the mover loses from `v`. What the answer's check compares with [`Self::wins`],
    /// which the other elimination gives. `O(1)`.
    pub(crate) fn in_kernel(&self, v: u32) -> bool {
        self.kernel_of[v as usize] != NONE
    }

    /// `v`'s witness, for the answer's check: where the mover loses, the kernel vector
    /// holding `v`; where it wins, its column sum if one was kept (every winner's with
    /// [`EdgeAnalysis::prove`], the sampled ones' with [`EdgeAnalysis::with_witnesses`]).
    /// `O(|sample|)`.
    pub(crate) fn witness(&self, v: u32) -> Option<&[u32]> {
        if !self.wins(v) {
            let k = self.kernel_of[v as usize];
            return (k != NONE).then(|| &self.kernel[k as usize][..]);
        }
        match &self.column_sums {
            Some(sums) => Some(&sums[v as usize]),
            None => self
                .sampled_sums
                .iter()
                .find(|(t, _)| *t == v)
                .map(|(_, sum)| &sum[..]),
        }
    }

    /// A planted bug, for the tests that show the check catching it: `v`'s move set to `to`
    /// (`None`: `v` claimed losing).
    #[cfg(test)]
    pub(crate) fn plant_move(&mut self, v: u32, to: Option<u32>) {
        self.moves[v as usize] = to.unwrap_or(NONE);
    }

    /// A planted bug: `u` toggled in `v`'s witness (its kernel vector, or its kept column
    /// sum), kept in ascending order.
    #[cfg(test)]
    pub(crate) fn plant_witness_toggle(&mut self, v: u32, u: u32) {
        let k = self.kernel_of[v as usize];
        let set = if k != NONE && !self.wins(v) {
            &mut self.kernel[k as usize]
        } else if let Some(sums) = &mut self.column_sums {
            &mut sums[v as usize]
        } else if let Some((_, sum)) = self.sampled_sums.iter_mut().find(|(t, _)| *t == v) {
            sum
        } else {
            return;
        };
        match set.binary_search(&u) {
            Ok(i) => {
                set.remove(i);
            }
            Err(i) => set.insert(i, u),
        }
    }
}
