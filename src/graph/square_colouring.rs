//! A two-colouring that few edges break on a lattice with odd chords.

use super::{Adjacency, NONE};

/// A two-colouring of a graph (`colour[v]` is 0 or 1) and how many of its edges join two
/// vertices of the same colour (each edge counted once, parallel copies each).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NearBipartition {
    /// The colour of each vertex, 0 or 1.
    pub colour: Vec<u8>,
    /// The edges inside a colour class.
    pub inside: u64,
}

/// Two-colours `g` so that few edges fall inside a colour class when `g` is a lattice (a
/// grid, a maze, a cube, a board) plus a few *odd chords* (edges between far vertices of one
/// side): a parity union-find joins the ends of every edge that lies on a 4-cycle first; the
/// other edges then join the pieces so made, the relations most of them agree on first.
/// Returns `None` once the 4-cycle tests have read more than
/// `budget` neighbour slots (a dense graph with few 4-cycles), or once more than `max_inside`
/// edges are inside: as soon as the edges on 4-cycles put that many inside (their colours
/// within a piece never change), so that a lattice whose 4-cycles disagree (`maze-rungs`)
/// is given up early.
///
/// Why squares: every lattice edge lies on a 4-cycle and a long chord on none, so the edges
/// joined first are the lattice's alone, bipartite, and fix its two colours; the chords come
/// last and are the edges inside. A breadth-first colouring takes chords into its tree (they
/// are shortcuts), so whole regions flip colour and the lattice edges along their borders fall
/// inside: on `maze-chords` at 2·10^6 edges, 24,996 edges inside instead of its 200 chords.
/// Any colouring is still a colouring: on other graphs this one is just another spanning
/// forest's, no better or worse than breadth-first.
///
/// Cost: the test of an edge `{u, v}` reads the neighbours of `v`'s neighbours until one is a
/// neighbour of `u` (on a lattice, a few slots), at most `budget` reads in all; `O(V + E)`
/// beyond that for the marks and the union-find (path compression, union by rank: `α(V)`
/// per edge), and `O(F log F)` to sort the `F` edges on no 4-cycle. Memory: about `14 V`
/// bytes, plus 32 bytes per edge on no 4-cycle.
///
/// ```
/// use bigame::graph::{Graph, square_first_colouring};
/// //  0 - 1 - 2      a 2x3 grid plus the chord 0 - 4 (0 and 4 are on one side of the grid),
/// //  | \ |   |      which closes triangles but no 4-cycle
/// //  3 - 4 - 5
/// let edges = [(0, 1), (1, 2), (3, 4), (4, 5), (0, 3), (1, 4), (2, 5), (0, 4)];
/// let g = Graph::from_edges(6, &edges);
/// let c = square_first_colouring(&g, u64::MAX, u64::MAX).unwrap();
/// assert_eq!(c.inside, 1); // the chord
/// assert!(square_first_colouring(&g, u64::MAX, 0).is_none());
/// assert_eq!(c.colour[0], c.colour[4]);
/// assert_ne!(c.colour[0], c.colour[1]);
/// ```
pub fn square_first_colouring<A: Adjacency>(
    g: &A,
    budget: u64,
    max_inside: u64,
) -> Option<NearBipartition> {
    square_first_colouring_counted(g, budget, max_inside).0
}

/// [`square_first_colouring`], also returning its work for a work meter: every neighbour slot
/// read (the 4-cycle tests', which `budget` bounds, and the sweeps' around them, two per
/// slot), plus one per vertex. `O(V + E + budget)` whatever the input, parallel copies of an
/// edge included: each copy after the first is skipped at the cost of reading its slot.
pub fn square_first_colouring_counted<A: Adjacency>(
    g: &A,
    budget: u64,
    max_inside: u64,
) -> (Option<NearBipartition>, u64) {
    let n = g.vertex_count();
    // The sweeps outside the 4-cycle tests: the marks, the edges' loop and the final count,
    // each reading every slot once; the union-find's finds are charged one per slot.
    let sweeps = 4 * (n as u64 + super::slot_total(g));
    let mut forest = ParityForest::new(n);
    // `mark[x] == u` while the edges of `u` are tested: `x` is a neighbour of `u`.
    let mut mark = vec![NONE; n];
    // `tested[v] == u` once the edge `{u, v}` was tested from `u`: its parallel copies are not
    // tested again (each would cost the test again, and a copy per copy is quadratic).
    let mut tested = vec![NONE; n];
    let mut off_squares: Vec<(u32, u32)> = Vec::new();
    let mut reads = 0u64;
    let mut inside = 0u64;
    for u in 0..n as u32 {
        g.for_each_neighbor(u, |x| mark[x as usize] = u);
        for slot in 0..g.slot_count(u) {
            let Some(v) = g.neighbor(u, slot) else {
                continue;
            };
            // Each edge once, from its smaller end.
            if v <= u || tested[v as usize] == u {
                continue;
            }
            tested[v as usize] = u;
            if on_square(g, &mark, u, v, &mut reads) {
                inside += u64::from(!forest.join_apart(u, v));
            } else {
                off_squares.push((u, v));
            }
            if reads > budget || inside > max_inside {
                return (None, reads + sweeps);
            }
        }
    }
    join_by_votes(&mut forest, off_squares);
    let colour: Vec<u8> = (0..n as u32).map(|v| forest.find(v).1).collect();
    inside = 0;
    for u in 0..n as u32 {
        g.for_each_neighbor(u, |v| {
            if v > u && colour[v as usize] == colour[u as usize] {
                inside += 1;
            }
        });
    }
    let near = (inside <= max_inside).then_some(NearBipartition { colour, inside });
    (near, reads + sweeps)
}

/// Joins the ends of the `edges` (those on no 4-cycle) apart, the pieces the 4-cycles made
/// taken whole: the edges between two pieces vote for how the pieces' colours relate, and the
/// relations with the most votes are joined first. Why: a chord to a root or a hub of a
/// lattice would otherwise fix its piece's colours against the many edges that join it to the
/// lattice the other way (`maze-chords`: 632 such edges fell inside in the generator's
/// numbering). `O(F log F)` for `F` edges.
fn join_by_votes(forest: &mut ParityForest, edges: Vec<(u32, u32)>) {
    // (piece, piece, relation, an edge that says so), pieces in order.
    let mut said: Vec<(u32, u32, u8, u32, u32)> = edges
        .into_iter()
        .filter_map(|(u, v)| {
            let ((ru, pu), (rv, pv)) = (forest.find(u), forest.find(v));
            (ru != rv).then(|| (ru.min(rv), ru.max(rv), pu ^ pv, u, v))
        })
        .collect();
    said.sort_unstable();
    let mut votes: Vec<(usize, u32, u32)> = said
        .chunk_by(|a, b| (a.0, a.1, a.2) == (b.0, b.1, b.2))
        .map(|run| (run.len(), run[0].3, run[0].4))
        .collect();
    // Most votes first; among equals, the pieces' order (a stable sort of the sorted runs).
    votes.sort_by_key(|&(count, _, _)| std::cmp::Reverse(count));
    for (_, u, v) in votes {
        forest.join_apart(u, v);
    }
}

/// Whether the edge `{u, v}` lies on a 4-cycle `u, v, a, b` (four distinct vertices), given
/// `mark[x] == u` exactly for the neighbours `x` of `u`. Adds the slots read to `reads`.
fn on_square<A: Adjacency>(g: &A, mark: &[u32], u: u32, v: u32, reads: &mut u64) -> bool {
    for slot_v in 0..g.slot_count(v) {
        let Some(a) = g.neighbor(v, slot_v) else {
            continue;
        };
        // Read slots count even when skipped: a vertex joined to `u` by many copies of one
        // edge has as many slots holding `u`.
        *reads += 1;
        if a == u || a == v {
            continue;
        }
        for slot_a in 0..g.slot_count(a) {
            *reads += 1;
            if let Some(b) = g.neighbor(a, slot_a)
                && mark[b as usize] == u
                && b != v
                && b != a
            {
                return true;
            }
        }
    }
    false
}

/// A union-find whose every vertex knows its colour relative to its root (`flip`, to its
/// parent): joining two vertices *apart* puts them in different colours.
struct ParityForest {
    parent: Vec<u32>,
    flip: Vec<u8>,
    rank: Vec<u8>,
}

impl ParityForest {
    fn new(n: usize) -> ParityForest {
        ParityForest {
            parent: (0..n as u32).collect(),
            flip: vec![0; n],
            rank: vec![0; n],
        }
    }

    /// The root of `x`'s tree and `x`'s colour relative to it; compresses the path walked.
    fn find(&mut self, x: u32) -> (u32, u8) {
        let (mut root, mut parity) = (x, 0);
        while self.parent[root as usize] != root {
            parity ^= self.flip[root as usize];
            root = self.parent[root as usize];
        }
        // Second walk: hang every vertex of the path on the root, with its colour to it.
        let (mut y, mut rest) = (x, parity);
        while y != root && self.parent[y as usize] != root {
            let (up, old) = (self.parent[y as usize], self.flip[y as usize]);
            self.parent[y as usize] = root;
            self.flip[y as usize] = rest;
            rest ^= old;
            y = up;
        }
        (root, parity)
    }

    /// Puts `u` and `v` in different colours if they are in different trees; within one tree
    /// their colours are already fixed. Returns whether they end in different colours.
    fn join_apart(&mut self, u: u32, v: u32) -> bool {
        let ((ru, pu), (rv, pv)) = (self.find(u), self.find(v));
        if ru == rv {
            return pu != pv;
        }
        let (low, high) = if self.rank[ru as usize] < self.rank[rv as usize] {
            (ru, rv)
        } else {
            (rv, ru)
        };
        if self.rank[low as usize] == self.rank[high as usize] {
            self.rank[high as usize] += 1;
        }
        self.parent[low as usize] = high;
        // `u` and `v` end apart: `low`'s colour to `high` is `pu ^ pv ^ 1` whichever is which.
        self.flip[low as usize] = pu ^ pv ^ 1;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::{Graph, TwoColouring, two_colouring};
    use crate::rng::Rng;

    fn grid(w: u32, h: u32) -> Vec<(u32, u32)> {
        let id = |c: u32, r: u32| r * w + c;
        let mut edges = Vec::new();
        for r in 0..h {
            for c in 0..w {
                if c + 1 < w {
                    edges.push((id(c, r), id(c + 1, r)));
                }
                if r + 1 < h {
                    edges.push((id(c, r), id(c, r + 1)));
                }
            }
        }
        edges
    }

    #[test]
    fn a_grid_with_odd_chords_keeps_only_the_chords_inside() {
        let mut rng = Rng::new(5);
        let (w, h) = (60, 50);
        let mut edges = grid(w, h);
        let mut chords = 0;
        while chords < 40 {
            let (u, v) = (
                rng.below(u64::from(w * h)) as u32,
                rng.below(u64::from(w * h)) as u32,
            );
            let (cu, cv) = ((u % w + u / w) % 2, (v % w + v / w) % 2);
            if u != v && cu == cv {
                edges.push((u, v));
                chords += 1;
            }
        }
        // Chords first, so that any order-following colouring would take them into its tree.
        edges.rotate_right(chords);
        let g = Graph::from_edges((w * h) as usize, &edges);
        let c = square_first_colouring(&g, u64::MAX, u64::MAX).unwrap();
        assert_eq!(c.inside, chords as u64);
    }

    #[test]
    fn bipartite_graphs_get_a_proper_colouring_and_odd_graphs_some_inside_edge() {
        // Whatever the order of the joins, a spanning forest's colouring of a bipartite graph
        // is proper; a graph with an odd cycle has at least one edge inside.
        let mut rng = Rng::new(11);
        for _ in 0..300 {
            let n = 2 + rng.below(30) as u32;
            let m = rng.below(3 * u64::from(n));
            let g = crate::graph::random_multigraph(&mut rng, n, m);
            let edges: Vec<(u32, u32)> = g.edges().collect();
            let c = square_first_colouring(&g, u64::MAX, u64::MAX).unwrap();
            let counted = g
                .edges()
                .filter(|&(u, v)| c.colour[u as usize] == c.colour[v as usize])
                .count() as u64;
            assert_eq!(c.inside, counted, "{edges:?}");
            match two_colouring(&g) {
                TwoColouring::Sides(_) => assert_eq!(c.inside, 0, "{edges:?}"),
                TwoColouring::OddCycle(_) => assert!(c.inside > 0, "{edges:?}"),
            }
        }
    }

    #[test]
    fn more_edges_inside_than_allowed_give_up() {
        // The limit changes nothing up to the colouring's own count, and one below it gives
        // up, whether the edges on 4-cycles already disagree or the later joins do.
        let mut rng = Rng::new(2);
        for _ in 0..200 {
            let n = 4 + 2 * rng.below(20) as u32;
            let m = rng.below(3 * u64::from(n));
            let g = crate::graph::random_multigraph(&mut rng, n, m);
            let all = square_first_colouring(&g, u64::MAX, u64::MAX).unwrap();
            assert_eq!(
                square_first_colouring(&g, u64::MAX, all.inside),
                Some(all.clone())
            );
            if all.inside > 0 {
                assert_eq!(square_first_colouring(&g, u64::MAX, all.inside - 1), None);
            }
        }
    }

    #[test]
    fn the_budget_caps_the_square_tests() {
        // A path has no 4-cycle, so each test reads every slot it can.
        let g = Graph::from_edges(8, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 6)]);
        assert!(square_first_colouring(&g, 0, u64::MAX).is_none());
        assert!(square_first_colouring(&g, 100, u64::MAX).is_some());
    }
}
