//! Giving a randomly numbered graph back a local numbering: a test of whether the file's ids
//! are scattered over a graph that has locality ([`numbering_is_scattered`]), and a
//! breadth-first renumbering ([`Renumbering::breadth_first`]) with the maps to carry answers
//! back to the file's ids.
//!
//! Why: on a grid-like graph (a board, a maze, a 3-d grid) whose vertices were numbered at
//! random, every step of a search lands on a random cache line, so a matching that does the
//! same work as on the locally numbered graph takes 3 to 4 times as long at 10^6 vertices
//! (memory latency grows from 8 ns at 1 MB to 190 ns at 256 MB of working set). A
//! breadth-first numbering puts each vertex's neighbours a few layers away in id, which gives
//! most of that back. On graphs without locality (random graphs, expanders) there is nothing
//! to give back, and on a graph numbered locally already the file's numbering is usually
//! better than a breadth-first one: the test says no to both.

use super::{Adjacency, Graph, NONE, slot_total};

/// Breadth-first balls the locality test grows, around evenly spaced vertices.
const BALLS: usize = 9;
/// Vertices per ball: enough for a 2-d grid's ball to reach depth 45 and a random graph's to
/// spread over thousands of blocks, few enough that nine balls cost a few milliseconds.
const BALL_VERTICES: usize = 4096;
/// The id space is cut into this many blocks of consecutive ids; a ball whose vertices fall
/// in nearly as many distinct blocks as it has vertices is scattered over memory.
const BLOCKS: usize = 1 << 16;
/// A ball counts as grid-like when it fills at this depth or deeper...
const GRID_MIN_DEPTH: usize = 10;
/// ...and at half that depth already holds at least this share (1 / n) of its vertices:
/// polynomial growth (a 2-d ball holds 1/4 at half its radius, a 3-d one 1/8) and not
/// exponential (a random cubic graph's holds 1/40, one of degree 8 far less).
const GRID_HALF_DEPTH_SHARE: usize = 16;
/// A ball counts as scattered when its vertices fall in at least this many distinct blocks
/// per 100 vertices (random ids: 97; the local numberings measured: at most 45).
const SCATTERED_BLOCKS_PERCENT: usize = 75;

/// Whether `g` looks grid-like (breadth-first balls that grow polynomially, not
/// exponentially) but its ids are scattered (the vertices of a ball fall in nearly as many
/// distinct id blocks as there are vertices): the case where [`Renumbering::breadth_first`]
/// pays. Decided by a majority of nine balls of 4,096 vertices around evenly spaced
/// vertices; balls in components too small to fill one do not vote, and a graph with fewer
/// than five that fill gets `false`.
///
/// Cost: `O(B d)` for balls of `B = 4096` vertices of degree `d`, and `n / 8` bytes of
/// marks: 3 to 16 ms on graphs of 10^6 vertices, whatever their size.
///
/// ```
/// use bigame::graph::{Graph, numbering_is_scattered};
/// // A 300x300 grid, numbered row by row: local.
/// let (rows, cols) = (300u32, 300u32);
/// let id = |r: u32, c: u32| r * cols + c;
/// let mut edges = Vec::new();
/// for r in 0..rows {
///     for c in 0..cols {
///         if c + 1 < cols { edges.push((id(r, c), id(r, c + 1))); }
///         if r + 1 < rows { edges.push((id(r, c), id(r + 1, c))); }
///     }
/// }
/// let n = (rows * cols) as usize;
/// assert!(!numbering_is_scattered(&Graph::from_edges(n, &edges)));
/// // The same grid with its ids scrambled (multiplying by an odd constant modulo 2^k
/// // permutes 0..2^k; n is not a power of two, so scramble a padded range).
/// let scramble = |v: u32| v.wrapping_mul(0x9E37_79B1) & ((1 << 17) - 1);
/// let scattered: Vec<(u32, u32)> = edges.iter().map(|&(u, v)| (scramble(u), scramble(v))).collect();
/// assert!(numbering_is_scattered(&Graph::from_edges(1 << 17, &scattered)));
/// ```
pub fn numbering_is_scattered<A: Adjacency>(g: &A) -> bool {
    numbering_is_scattered_counted(g).0
}

/// [`numbering_is_scattered`], also returning its work for a work meter: the ids it looked
/// at for the balls' centres and the balls' vertices, each with its neighbour slots (an upper
/// bound of the slots read). Same cost.
pub fn numbering_is_scattered_counted<A: Adjacency>(g: &A) -> (bool, u64) {
    let n = g.vertex_count();
    if n < 2 * BALL_VERTICES {
        return (false, 0);
    }
    let mut marks = vec![0u64; n.div_ceil(64)];
    let mut ball = Vec::with_capacity(BALL_VERTICES + 64);
    let (mut filled, mut votes, mut work) = (0, 0, 0u64);
    let look = |v: u32| 1 + u64::from(g.slot_count(v));
    for i in 0..BALLS {
        let from = (2 * i + 1) * n / (2 * BALLS);
        let Some(centre) = (from..n).find(|&v| g.degree(v as u32) > 0) else {
            work += (from..n).map(|v| look(v as u32)).sum::<u64>();
            continue;
        };
        work += (from..=centre).map(|v| look(v as u32)).sum::<u64>();
        let shape = grow_ball(g, centre as u32, &mut marks, &mut ball);
        for &v in &ball {
            work += look(v);
            marks[v as usize / 64] &= !(1 << (v % 64));
        }
        let Some(shape) = shape else { continue };
        filled += 1;
        let grid_like = shape.depth >= GRID_MIN_DEPTH
            && shape.within_half_depth * GRID_HALF_DEPTH_SHARE >= ball.len();
        let scattered =
            distinct_blocks(&mut ball, n) * 100 >= SCATTERED_BLOCKS_PERCENT * BALL_VERTICES;
        votes += usize::from(grid_like && scattered);
    }
    (filled >= BALLS.div_ceil(2) && 2 * votes > filled, work)
}

/// How a breadth-first ball filled: the depth of its last layer, and how many of its vertices
/// lie within half that depth.
struct BallShape {
    depth: usize,
    within_half_depth: usize,
}

/// Grows the breadth-first ball of `BALL_VERTICES` vertices around `centre` into `ball`
/// (marking them in `marks`; the caller unmarks), stopping as soon as it is full. `None`
/// when the component runs out first. `O(BALL_VERTICES d)`.
fn grow_ball<A: Adjacency>(
    g: &A,
    centre: u32,
    marks: &mut [u64],
    ball: &mut Vec<u32>,
) -> Option<BallShape> {
    ball.clear();
    ball.push(centre);
    marks[centre as usize / 64] |= 1 << (centre % 64);
    // layer_ends[d]: how many vertices lie within depth d.
    let mut layer_ends = vec![1];
    let mut head = 0;
    while ball.len() < BALL_VERTICES {
        if head == *layer_ends.last().unwrap() {
            if head == ball.len() {
                return None;
            }
            layer_ends.push(ball.len());
        }
        let v = ball[head];
        head += 1;
        g.for_each_neighbor(v, |w| {
            let (word, bit) = (w as usize / 64, 1 << (w % 64));
            if marks[word] & bit == 0 && ball.len() < BALL_VERTICES {
                marks[word] |= bit;
                ball.push(w);
            }
        });
    }
    let depth = layer_ends.len();
    Some(BallShape {
        depth,
        within_half_depth: layer_ends[depth / 2],
    })
}

/// Number of distinct blocks of `n / BLOCKS` consecutive ids that `ball`'s vertices fall in
/// (sorts `ball`). `O(B log B)`.
fn distinct_blocks(ball: &mut [u32], n: usize) -> usize {
    let block = |v: u32| v as usize * BLOCKS / n;
    ball.sort_unstable();
    ball.windows(2)
        .filter(|w| block(w[0]) != block(w[1]))
        .count()
        + 1
}

/// A one-to-one change of vertex ids, old (the input's) to new, with the maps that carry
/// per-vertex answers computed on the renumbered graph back to the old ids.
///
/// ```
/// use bigame::graph::{Adjacency, Graph, Renumbering};
/// //  3 - 0 - 2     breadth first from 0: 0, then its neighbours 3 and 2 in the
/// //          |     order of its list, then 1
/// //          1
/// let g = Graph::from_edges(4, &[(0, 3), (0, 2), (2, 1)]);
/// let (renumbering, h) = Renumbering::breadth_first(&g);
/// assert_eq!([0, 3, 2, 1].map(|v| renumbering.new_id(v)), [0, 1, 2, 3]);
/// assert_eq!(h.neighbors(0), &[1, 2]);
/// assert_eq!(renumbering.old_id(3), 1);
/// // Answers per new id, back in old ids:
/// assert_eq!(renumbering.values_to_old(&['a', 'b', 'c', 'd']), ['a', 'd', 'c', 'b']);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Renumbering {
    new_of_old: Vec<u32>,
    old_of_new: Vec<u32>,
}

impl Renumbering {
    /// Numbers the vertices of `g` in breadth-first order, each component from its smallest
    /// id, components in the order of their smallest ids, and builds the renumbered graph:
    /// vertex `new_id(v)` has the neighbours of `v`, renumbered, in the same order. One pass
    /// over `g`: `O(V + E)` time, `8 V` bytes for the maps plus the new graph.
    ///
    /// As each component's smallest id becomes its smallest new id, [`super::two_colouring`]
    /// of the new graph puts every vertex on the side it puts it on in `g`.
    pub fn breadth_first<A: Adjacency>(g: &A) -> (Renumbering, Graph) {
        let n = g.vertex_count();
        assert!(n < NONE as usize, "too many vertices");
        let mut new_of_old = vec![NONE; n];
        let mut old_of_new: Vec<u32> = Vec::with_capacity(n);
        let mut offsets = Vec::with_capacity(n + 1);
        let mut targets = Vec::with_capacity(slot_total(g) as usize);
        offsets.push(0u32);
        let mut next_root = 0;
        for head in 0..n {
            if head == old_of_new.len() {
                while new_of_old[next_root] != NONE {
                    next_root += 1;
                }
                new_of_old[next_root] = head as u32;
                old_of_new.push(next_root as u32);
            }
            // The vertex's neighbours get their new ids (if they had none) and are written
            // out in one loop, so the whole renumbering is a single breadth-first pass.
            g.for_each_neighbor(old_of_new[head], |w| {
                let mut id = new_of_old[w as usize];
                if id == NONE {
                    id = old_of_new.len() as u32;
                    new_of_old[w as usize] = id;
                    old_of_new.push(w);
                }
                targets.push(id);
            });
            offsets.push(u32::try_from(targets.len()).expect("too many edges"));
        }
        let renumbering = Renumbering {
            new_of_old,
            old_of_new,
        };
        (renumbering, Graph { offsets, targets })
    }

    /// Number of vertices renumbered.
    pub fn vertex_count(&self) -> usize {
        self.new_of_old.len()
    }

    /// The new id of the old vertex `old`. `O(1)`.
    #[inline]
    pub fn new_id(&self, old: u32) -> u32 {
        self.new_of_old[old as usize]
    }

    /// The old id of the new vertex `new`. `O(1)`.
    #[inline]
    pub fn old_id(&self, new: u32) -> u32 {
        self.old_of_new[new as usize]
    }

    /// Per-vertex values indexed by new id, reindexed by old id. `O(V)`.
    pub fn values_to_old<T: Copy>(&self, by_new: &[T]) -> Vec<T> {
        assert_eq!(
            by_new.len(),
            self.vertex_count(),
            "values of the wrong size"
        );
        self.new_of_old
            .iter()
            .map(|&new| by_new[new as usize])
            .collect()
    }

    /// Per-vertex values indexed by old id, reindexed by new id. `O(V)`.
    pub fn values_to_new<T: Copy>(&self, by_old: &[T]) -> Vec<T> {
        assert_eq!(
            by_old.len(),
            self.vertex_count(),
            "values of the wrong size"
        );
        self.old_of_new
            .iter()
            .map(|&old| by_old[old as usize])
            .collect()
    }

    /// A map from vertices to vertices (or [`NONE`]) in new ids, such as a mate array, in old
    /// ids: `result[v] = old_id(by_new[new_id(v)])`. `O(V)`.
    pub fn vertex_map_to_old(&self, by_new: &[u32]) -> Vec<u32> {
        assert_eq!(by_new.len(), self.vertex_count(), "map of the wrong size");
        self.new_of_old
            .iter()
            .map(|&new| match by_new[new as usize] {
                NONE => NONE,
                w => self.old_of_new[w as usize],
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    fn random_graph(n: usize, edges: usize, seed: u64) -> Graph {
        let mut rng = Rng::new(seed);
        let list: Vec<(u32, u32)> = (0..edges)
            .map(|_| {
                let u = rng.below(n as u64) as u32;
                let v = (u + 1 + rng.below(n as u64 - 1) as u32) % n as u32;
                (u, v)
            })
            .collect();
        Graph::from_edges(n, &list)
    }

    #[test]
    fn the_renumbered_graph_is_the_same_graph_in_new_ids() {
        for seed in 0..20 {
            let n = 2 + seed as usize * 7;
            let g = random_graph(n, seed as usize * 5, seed);
            let (r, h) = Renumbering::breadth_first(&g);
            let mut seen = vec![false; n];
            for v in 0..n as u32 {
                assert_eq!(r.old_id(r.new_id(v)), v);
                assert!(!std::mem::replace(&mut seen[r.new_id(v) as usize], true));
                let moved: Vec<u32> = g.neighbors(v).iter().map(|&w| r.new_id(w)).collect();
                assert_eq!(h.neighbors(r.new_id(v)), &moved[..]);
            }
            assert_eq!(h.edge_count(), g.edge_count());
        }
    }

    #[test]
    fn new_ids_are_breadth_first_order_from_each_components_smallest_id() {
        // Components {0, 3, 4} and {1, 2}; 5 is isolated.
        let g = Graph::from_edges(6, &[(3, 4), (2, 1), (4, 0)]);
        let (r, _) = Renumbering::breadth_first(&g);
        assert_eq!(
            (0..6).map(|v| r.new_id(v)).collect::<Vec<_>>(),
            [0, 3, 4, 2, 1, 5]
        );
    }

    #[test]
    fn maps_carry_values_and_mates_back() {
        let g = random_graph(50, 80, 3);
        let (r, _) = Renumbering::breadth_first(&g);
        let by_old: Vec<u32> = (0..50).map(|v| v * 10).collect();
        assert_eq!(r.values_to_old(&r.values_to_new(&by_old)), by_old);
        // A map in new ids that sends every vertex to its successor, and 7 nowhere.
        let by_new: Vec<u32> = (0..50)
            .map(|v| if v == 7 { NONE } else { (v + 1) % 50 })
            .collect();
        let back = r.vertex_map_to_old(&by_new);
        for v in 0..50u32 {
            let new = r.new_id(v);
            let expected = if new == 7 {
                NONE
            } else {
                r.old_id((new + 1) % 50)
            };
            assert_eq!(back[v as usize], expected);
        }
    }

    #[test]
    fn small_graphs_and_graphs_without_locality_are_left_alone() {
        assert!(!numbering_is_scattered(&Graph::from_edges(0, &[])));
        assert!(!numbering_is_scattered(&random_graph(1000, 3000, 1)));
        // A random graph of average degree 3 and 8: balls grow exponentially.
        assert!(!numbering_is_scattered(&random_graph(1 << 18, 3 << 17, 2)));
        assert!(!numbering_is_scattered(&random_graph(1 << 18, 1 << 20, 3)));
        // Many small components: no ball fills.
        let pieces: Vec<(u32, u32)> = (0..1u32 << 17).map(|i| (2 * i, 2 * i + 1)).collect();
        assert!(!numbering_is_scattered(&Graph::from_edges(
            1 << 18,
            &pieces
        )));
    }
}
