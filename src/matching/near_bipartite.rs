//! A start for the blossom algorithm on graphs that are bipartite but for a few edges.

use super::{
    KARP_SIPSER_SWEEPS, Matching, MsBfsWork, Start, karp_sipser, karp_sipser_folding_counted,
    ms_bfs_with_work,
};
use crate::graph::{Adjacency, Bipartite, slot_total, square_first_colouring_counted};

/// A matching of `g` to start the blossom algorithm from: on a graph that a breadth-first
/// two-colouring leaves with at most `sqrt V` edges inside a colour class, a maximum matching
/// of the other edges (by [`ms_bfs`](super::ms_bfs) on a view that hides those edges, nothing copied); on a
/// graph with more, but at most one edge in 32 inside, the same from the
/// [`square_first_colouring`](crate::graph::square_first_colouring) if that leaves at most `2 sqrt V` edges inside, or else
/// [`karp_sipser_folding`](super::karp_sipser_folding); otherwise [`karp_sipser`].
///
/// Why: a blossom search runs from one free vertex and scans every even vertex it labels,
/// so a start that leaves many free vertices next to the same matched ones (the "hell" traps,
/// with one odd cycle added so that the graph is not bipartite) makes the searches cost
/// `O(V E)` in all. Dropping `k` edges lowers the maximum matching by at most `k`, so from
/// this start at most `k` searches augment: `O(k E)`, `O(E sqrt V)` for `k <= 2 sqrt V`, where
/// the searches that fail cost `O(E)` together. A lattice with a few odd chords (a grid or
/// maze: the `maze-chords` family) has long augmenting paths, and there the greedy starts
/// leave thousands of free vertices, each with a path across much of the graph (Karp–Sipser
/// with its degree-two rule: 2,546 free and 36 sweeps of the graph in the blossom phases at
/// 2·10^6 edges, randomly numbered), while a breadth-first colouring is thrown off by the
/// chords (24,996 edges inside instead of 200). The square-first colouring finds exactly the
/// chords there, the maze's own matching is perfect, and the blossom algorithm has nothing
/// left to do: 0.56 s in all instead of 3.8 s. On random graphs (half their edges inside the
/// classes) the plain Karp–Sipser rule is as good as any and several times cheaper.
///
/// Cost: `O(V + E)` for the colouring (it stops as soon as too many inside edges are seen:
/// on a random graph after a few vertices); then [`ms_bfs`](super::ms_bfs)'s `O(E sqrt V)` when the graph is
/// nearly bipartite; or the square-first colouring (at most 16 slot reads per slot, then
/// `O(E α(V))`) and [`ms_bfs`](super::ms_bfs) or [`karp_sipser_folding`](super::karp_sipser_folding)'s `O(E log V α(V))`. `V` bytes of
/// colours, about `10 V` more for the square-first colouring.
///
/// ```
/// use bigame::graph::Graph;
/// use bigame::matching::{blossom, general_start};
/// //  0 - 1 - 2 - 3 - 4 - 5 - 0, plus 0 - 2: a hexagon with one chord inside a colour class
/// let g = Graph::from_edges(6, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 0), (0, 2)]);
/// let start = general_start(&g);
/// assert_eq!(start.size(), 3); // the hexagon's perfect matching, found without the chord
/// assert_eq!(blossom(&g, start).size(), 3);
/// ```
pub fn general_start<A: Adjacency>(g: &A) -> Matching {
    general_start_with_stats(g).0
}

/// [`general_start`], also saying which start ran, when it ran [`ms_bfs`](super::ms_bfs) on the edges
/// across a colouring that run's work, and the work of the rest of the start for a work
/// meter: the colourings' and the folding's slot reads as counted, Karp–Sipser's charged at
/// its bound ([`KARP_SIPSER_SWEEPS`](super::KARP_SIPSER_SWEEPS)). Same cost.
///
/// ```
/// use bigame::graph::Graph;
/// use bigame::matching::{general_start_with_stats, Start};
/// //  0 - 1 - 2 - 0   a triangle: one edge inside the colour classes, at most sqrt 3
/// let g = Graph::from_edges(3, &[(0, 1), (1, 2), (2, 0)]);
/// let (start, kind, ms_bfs, work) = general_start_with_stats(&g);
/// assert_eq!((start.size(), kind), (1, Start::NearlyBipartite));
/// assert!(ms_bfs.is_some() && work > 0);
/// ```
pub fn general_start_with_stats<A: Adjacency>(g: &A) -> (Matching, Start, Option<MsBfsWork>, u64) {
    let limit = (g.vertex_count() as f64).sqrt() as u64;
    let sweep = crate::graph::sweep_work(g);
    // The breadth-first colouring reads every slot at most once.
    let colouring_work = sweep;
    let cross_start = |colour: Vec<u8>, kind: Start, work: u64| {
        let view = CrossEdges { g, colour };
        let (matching, ms_bfs) = ms_bfs_with_work(&view, karp_sipser(&view));
        (
            matching,
            kind,
            Some(ms_bfs),
            // The view has `g`'s slots (it hides edges, not slots).
            work + KARP_SIPSER_SWEEPS * sweep,
        )
    };
    match breadth_first_colouring(g, limit) {
        Colouring::NearlyBipartite(colour) => {
            cross_start(colour, Start::NearlyBipartite, colouring_work)
        }
        Colouring::FewOdd => {
            let budget = SQUARE_READS * slot_total(g);
            match square_first_colouring_counted(g, budget, SQUARE_INSIDE * limit) {
                (Some(near), reads) => {
                    cross_start(near.colour, Start::SquareFirst, colouring_work + reads)
                }
                (None, reads) => {
                    let (matching, folding) = karp_sipser_folding_counted(g);
                    let work = colouring_work + reads + folding;
                    (matching, Start::Folding, None, work)
                }
            }
        }
        Colouring::ManyOdd => {
            let work = colouring_work + KARP_SIPSER_SWEEPS * sweep;
            (karp_sipser(g), Start::KarpSipser, None, work)
        }
    }
}

/// The 4-cycle tests of [`square_first_colouring`](crate::graph::square_first_colouring) may read this many slots per slot of the
/// graph (a lattice needs a few).
const SQUARE_READS: u64 = 16;

/// The square-first colouring is used when it leaves at most this many times `sqrt V` edges
/// inside its classes. Measured on a maze of 2·10^6 edges (`sqrt V` = 894) with random odd
/// chords, renumbered: 999 chords, 0.65 s from it against 3.9 s from Karp–Sipser; 4,621
/// inside, 2.4 s against 1.6 to 2.2 s.
const SQUARE_INSIDE: u64 = 2;

/// A graph with at most one edge in this many inside the classes of its breadth-first
/// two-colouring (but more than `sqrt V`) tries the square-first colouring, and otherwise
/// starts from [`karp_sipser_folding`](super::karp_sipser_folding). `maze-chords`
/// has one in 85 to 90 at every size; random graphs and king boards reach one in 32 after a
/// few percent of their vertices, the chains of triangles have one in four from the start.
const FEW_ODD: u64 = 32;

/// What the breadth-first two-colouring found.
enum Colouring {
    /// At most `limit` edges inside the classes: the colours.
    NearlyBipartite(Vec<u8>),
    /// More, but at most one edge end in [`FEW_ODD`] of those scanned at every point past
    /// the first `limit`.
    FewOdd,
    /// More (known as soon as seen).
    ManyOdd,
}

/// Colours every vertex by the parity of its breadth-first depth in its component, and counts
/// the edges that join vertices of the same colour, stopping as soon as there are more than
/// `limit` of them and more than one in [`FEW_ODD`] of the edges scanned (on a random graph,
/// after a few percent of its vertices). `O(V + E)`.
fn breadth_first_colouring<A: Adjacency>(g: &A, limit: u64) -> Colouring {
    const UNSEEN: u8 = 2;
    let n = g.vertex_count();
    let mut colour = vec![UNSEEN; n];
    let mut queue: Vec<u32> = Vec::new();
    // Both ends of an edge inside a class see it: counted twice.
    let mut inside_ends = 0u64;
    let mut scanned_ends = 0u64;
    for s in 0..n as u32 {
        if colour[s as usize] != UNSEEN {
            continue;
        }
        colour[s as usize] = 0;
        queue.clear();
        queue.push(s);
        let mut head = 0;
        while head < queue.len() {
            let x = queue[head];
            head += 1;
            let cx = colour[x as usize];
            scanned_ends += u64::from(g.slot_count(x));
            g.for_each_neighbor(x, |y| {
                let cy = &mut colour[y as usize];
                if *cy == UNSEEN {
                    *cy = 1 - cx;
                    queue.push(y);
                } else if *cy == cx {
                    inside_ends += 1;
                }
            });
            if inside_ends > 2 * limit && inside_ends * FEW_ODD > scanned_ends {
                return Colouring::ManyOdd;
            }
        }
    }
    if inside_ends <= 2 * limit {
        Colouring::NearlyBipartite(colour)
    } else {
        Colouring::FewOdd
    }
}

/// `g` without the edges inside a colour class: a bipartite adjacency, colour 0 on the left.
struct CrossEdges<'g, A> {
    g: &'g A,
    colour: Vec<u8>,
}

impl<A: Adjacency> Adjacency for CrossEdges<'_, A> {
    fn vertex_count(&self) -> usize {
        self.g.vertex_count()
    }

    #[inline]
    fn slot_count(&self, v: u32) -> u32 {
        self.g.slot_count(v)
    }

    #[inline]
    fn neighbor(&self, v: u32, slot: u32) -> Option<u32> {
        self.g
            .neighbor(v, slot)
            .filter(|&w| self.colour[w as usize] != self.colour[v as usize])
    }

    #[inline]
    fn for_each_neighbor(&self, v: u32, mut f: impl FnMut(u32)) {
        let cv = self.colour[v as usize];
        self.g.for_each_neighbor(v, |w| {
            if self.colour[w as usize] != cv {
                f(w);
            }
        });
    }
}

impl<A: Adjacency> Bipartite for CrossEdges<'_, A> {
    #[inline]
    fn is_left(&self, v: u32) -> bool {
        self.colour[v as usize] == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::{Graph, NONE};
    use crate::matching::maximum_with_forest;

    /// The hell trap two alternations deep plus a triangle: `A[i]-B[i]` and `D[i]-E[i]`
    /// listed first, then `A x C`, `B x D`, `E x F`; the greedy start leaves `C` and `F`
    /// free, and each augmenting path has length five.
    fn deep_hell_with_triangle(n: u32) -> Graph {
        let group = |k: u32, i: u32| k * n + i;
        let mut edges: Vec<(u32, u32)> = (0..n).map(|i| (group(0, i), group(1, i))).collect();
        edges.extend((0..n).map(|i| (group(3, i), group(4, i))));
        for (a, b) in [(0, 2), (1, 3), (4, 5)] {
            edges.extend((0..n).flat_map(|i| (0..n).map(move |j| (group(a, i), group(b, j)))));
        }
        let t = 6 * n;
        edges.extend([(t, t + 1), (t + 1, t + 2), (t + 2, t)]);
        Graph::from_edges(6 * n as usize + 3, &edges)
    }

    #[test]
    fn the_deep_hell_graph_with_a_triangle_costs_a_few_sweeps() {
        // From the Karp–Sipser start, the search from the j-th free vertex of C first expands
        // the j earlier ones, n scans each (lookahead does not reach two steps): n^3 / 2.
        for n in [40, 160] {
            let g = deep_hell_with_triangle(n);
            let (m, search) = maximum_with_forest(&g, general_start(&g));
            assert_eq!(m.size(), 3 * n as usize + 1);
            let ends = 2 * g.edge_count() as u64;
            assert!(
                search.scanned() <= ends,
                "n = {n}: {} scans",
                search.scanned()
            );
        }
    }

    #[test]
    fn the_start_is_a_matching_of_the_whole_graph() {
        // Odd cycles, chords, isolated vertices and parallel edges.
        let g = Graph::from_edges(
            9,
            &[
                (0, 1),
                (1, 2),
                (2, 0),
                (2, 3),
                (3, 4),
                (4, 5),
                (5, 3),
                (5, 6),
                (6, 7),
                (6, 7),
            ],
        );
        let m = general_start(&g);
        assert!(m.is_valid_in(&g));
        assert_eq!(m.mates()[8], NONE, "the isolated vertex stays free");
        assert_eq!(crate::matching::blossom(&g, m).size(), 4);
    }
}
