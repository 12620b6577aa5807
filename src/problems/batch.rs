//! Test batches for setters: `count` inputs of a problem, each validated by the problem's
//! own validator and solved by its solver, deterministic in a seed (`bigame gen batch`).
//! Each problem draws its inputs ([`Problem::generate`]) in one of four [`Shape`]s; a batch
//! mixes them as a setter would: tiny cases first (where hand-checking and exhaustive search
//! reach), then random ones growing in size, then cases at the statement's limits, then
//! adversarial ones (the hard families of `bigame gen hard`, long paths, trees a recursive
//! search overflows on) where the limits allow them.

use super::Problem;
use crate::generate::hard::{Family, hard_graph};
use crate::generate::{GraphSpec, Rng, random_graph};
use crate::graph::{Adjacency, Graph};
use std::fmt::Write;

/// The kind of one input of a batch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// A few vertices or cells: small enough to check by hand or by exhaustive search.
    Tiny,
    /// A random input about `percent` of the statement's limits in size (`1..=100`).
    Random {
        /// The size, as a share of the limits.
        percent: u32,
    },
    /// An input at the statement's limits.
    Largest,
    /// An input built to be hard for solvers: a hard family, a long path, a deep tree.
    Adversarial,
}

impl Shape {
    /// The shape's name, as `bigame gen batch` lists it: `tiny`, `random 40%`, `largest`,
    /// `adversarial`. `O(1)`.
    pub fn describe(self) -> String {
        match self {
            Shape::Tiny => "tiny".to_string(),
            Shape::Random { percent } => format!("random {percent}%"),
            Shape::Largest => "largest".to_string(),
            Shape::Adversarial => "adversarial".to_string(),
        }
    }

    /// How many test cases a file of several holds: 1 to 3 when tiny, any number up to `max`
    /// when random, `max` otherwise. `O(1)`.
    pub fn cases(self, max: u64, rng: &mut Rng) -> u64 {
        match self {
            Shape::Tiny => 1 + rng.below(3.min(max)),
            Shape::Random { .. } => 1 + rng.below(max),
            Shape::Largest | Shape::Adversarial => max,
        }
    }

    /// A dimension from 1 to `max` (rings of a lock, positions of a pattern): up to
    /// `tiny_max` when tiny, growing with the share when random, `max` otherwise. `O(1)`.
    pub fn dimension(self, tiny_max: u32, max: u32, rng: &mut Rng) -> u32 {
        match self {
            Shape::Tiny => 1 + rng.below(u64::from(tiny_max)) as u32,
            Shape::Random { percent } => 1 + rng.below(u64::from(max)) as u32 * percent / 100,
            Shape::Largest | Shape::Adversarial => max,
        }
    }

    /// A share of `max`, at least `min`: the size of a [`Shape::Random`] input (`max` for
    /// the largest and adversarial ones, `min` to `min + 3` for tiny ones, drawn from `rng`).
    /// `O(1)`.
    pub fn size(self, min: u64, max: u64, rng: &mut Rng) -> u64 {
        match self {
            Shape::Tiny => (min + rng.below(4)).min(max),
            Shape::Random { percent } => {
                let target = ((max as u128 * percent as u128 / 100) as u64).max(min);
                let low = (target / 2).max(min);
                low + rng.below(target - low + 1)
            }
            Shape::Largest | Shape::Adversarial => max,
        }
    }
}

/// The shape of input `index` (0-based) of a batch of `count`: the first quarter tiny, up to
/// 60% random inputs growing to the limits, up to 80% at the limits, the rest adversarial
/// (a batch of 5 or more has at least one of each). `O(1)`.
///
/// ```
/// use bigame::problems::batch::{shape_of, Shape};
/// let shapes: Vec<Shape> = (0..5).map(|i| shape_of(i, 5)).collect();
/// assert_eq!(shapes[0], Shape::Tiny);
/// assert!(matches!(shapes[2], Shape::Random { .. }));
/// assert_eq!(shapes[3], Shape::Largest);
/// assert_eq!(shapes[4], Shape::Adversarial);
/// ```
pub fn shape_of(index: usize, count: usize) -> Shape {
    let at = |share: usize| index * 100 < share * count;
    if at(25) || count < 2 {
        Shape::Tiny
    } else if at(60) {
        let first = count.div_ceil(4);
        let last = (count * 60).div_ceil(100).max(first + 1);
        let step = (index + 1 - first) * 100 / (last - first);
        Shape::Random {
            percent: step.clamp(1, 100) as u32,
        }
    } else if at(80) {
        Shape::Largest
    } else {
        Shape::Adversarial
    }
}

/// One test of a batch: the input, the judge's answer, and the shape it was drawn in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Test {
    /// The input file, valid for the problem's validator.
    pub input: Vec<u8>,
    /// The solver's answer, byte for byte.
    pub answer: Vec<u8>,
    /// How the input was drawn.
    pub shape: Shape,
}

/// Test `index` (0-based) of a batch of `count` for `problem`, from `seed`: the same three
/// numbers always give the same bytes, and each test can be made alone. `Err` if the drawn
/// input fails the problem's validator or solver (a bug in the generator: never expected).
/// Cost: the problem's generator, validator and solver on one input.
pub fn test(problem: &dyn Problem, index: usize, count: usize, seed: u64) -> Result<Test, String> {
    // Each test its own stream, so that test `i` does not depend on the ones before it; the
    // seed and index mixed by SplitMix64's finaliser, since xorshift's first draws from
    // nearby states are alike.
    let mut z = seed.wrapping_add((index as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    let mut rng = Rng::new(z ^ (z >> 31));
    let shape = shape_of(index, count);
    let input = problem.generate(shape, &mut rng);
    let what = format!(
        "{} test {} ({})",
        problem.name(),
        index + 1,
        shape.describe()
    );
    problem
        .validate(&input)
        .map_err(|v| format!("{what} fails its validator at {v} (a generator bug)"))?;
    let answer = problem
        .solve(&input)
        .map_err(|e| format!("{what} fails its solver at {e} (a generator bug)"))?;
    Ok(Test {
        input,
        answer,
        shape,
    })
}

/// A graph as its edge lines will be written: `n` vertices, the edges in order (0-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Edges {
    /// The number of vertices.
    pub n: u32,
    /// The edges, each once, in the order of the file.
    pub list: Vec<(u32, u32)>,
}

impl Edges {
    /// The edge lines `u v` (1-based), in order. `O(E)`.
    pub fn lines(&self) -> String {
        let mut text = String::with_capacity(self.list.len() * 14);
        for (u, v) in &self.list {
            let _ = writeln!(text, "{} {}", u + 1, v + 1);
        }
        text
    }
}

/// A random simple graph on `n` vertices with `m` edges (at most all pairs), general or
/// (with `bipartite`) between two random halves. `O(n + m)` expected.
pub(super) fn random_simple_graph(rng: &mut Rng, n: u32, m: u64, bipartite: bool) -> Edges {
    let spec = if bipartite && n >= 2 {
        let left = 1 + rng.below(n as u64 - 1) as u32;
        let pairs = left as u64 * (n - left) as u64;
        GraphSpec::bipartite(left, n - left, m.min(pairs))
    } else {
        let pairs = n as u64 * (n as u64 - 1) / 2;
        GraphSpec::general(n, m.min(pairs))
    };
    let graph = random_graph(&spec, rng.next_u64())
        .expect("the spec fits")
        .graph;
    let list = graph.edges().collect();
    relabelled(Edges { n, list }, rng)
}

/// A hard family's graph of at most `max_n` vertices and `max_m` edges (its size shrunk until
/// it fits), repeated edges dropped (the statements allow an edge once); half the time in the
/// family's own vertex and edge order (the order greedy starts fall for), else relabelled at
/// random. `None` if even the smallest does not fit. `O(max_m)` per try, `O(log max_m)`
/// tries.
pub(super) fn hard_family(rng: &mut Rng, family: Family, max_n: u64, max_m: u64) -> Option<Edges> {
    let mut size = max_m;
    let keep_order = rng.chance(50);
    while size >= 4 {
        if let Ok(g) = hard_graph(family, size, rng.next_u64(), false) {
            let edges = Edges {
                n: g.graph.vertex_count() as u32,
                list: simple(&g.graph),
            };
            if edges.n as u64 <= max_n && edges.list.len() as u64 <= max_m {
                return Some(if keep_order {
                    edges
                } else {
                    relabelled(edges, rng)
                });
            }
        }
        size = size * 7 / 8;
    }
    None
}

/// The edges of `g` in its order, repeated ones dropped. `O(V + E)` expected.
fn simple(g: &Graph) -> Vec<(u32, u32)> {
    let mut seen = std::collections::HashSet::new();
    g.edges().filter(|&edge| seen.insert(edge)).collect()
}

/// The same edges in a random order and with random ends first, the vertices renumbered at
/// random. `O(V + E)`.
pub(super) fn relabelled(edges: Edges, rng: &mut Rng) -> Edges {
    let mut name: Vec<u32> = (0..edges.n).collect();
    rng.shuffle(&mut name);
    let mut list: Vec<(u32, u32)> = edges
        .list
        .iter()
        .map(|&(u, v)| (name[u as usize], name[v as usize]))
        .collect();
    for edge in &mut list {
        if rng.chance(50) {
            *edge = (edge.1, edge.0);
        }
    }
    rng.shuffle(&mut list);
    Edges { n: edges.n, list }
}

/// A random general graph for the problems on any graph, within `n <= max_n`, `m <= max_m`:
/// tiny, random (half of them bipartite), largest (sparse and dense), or a hard family
/// (bipartite or not). `O(max_n + max_m)`.
pub(super) fn any_graph(shape: Shape, rng: &mut Rng, max_n: u64, max_m: u64) -> Edges {
    match shape {
        Shape::Adversarial => {
            let families: Vec<Family> = Family::ALL.to_vec();
            for _ in 0..families.len() {
                let family = families[rng.below(families.len() as u64) as usize];
                if let Some(g) = hard_family(rng, family, max_n, max_m) {
                    return g;
                }
            }
            // A long path: the deepest search there is.
            let n = max_n.min(max_m + 1) as u32;
            let list: Vec<(u32, u32)> = (1..n).map(|v| (v - 1, v)).collect();
            relabelled(Edges { n, list }, rng)
        }
        _ => {
            let n = shape.size(1, max_n, rng).max(1) as u32;
            let m = match shape {
                Shape::Tiny => rng.below(n as u64 * 2 + 1),
                // At the limits: as many edges as allowed, or a sparse graph of n / 2.
                Shape::Largest if rng.chance(50) => max_m,
                Shape::Largest => n as u64 / 2 + rng.below(n as u64),
                // Average degree 0.5 to 4.
                _ => n as u64 * (1 + rng.below(8)) / 4,
            };
            let bipartite = rng.chance(50);
            random_simple_graph(rng, n, m.min(max_m), bipartite)
        }
    }
}

/// A free-cell board of at most `max_side` rows and columns as its text (`n m` and rows of
/// `.` and `#`): tiny, random (random density, some holes), at the limits (densities from 0
/// to 50%), or adversarial: a serpentine corridor, one path through the whole board that
/// breadth-first passes find one augmenting path at a time in, cut in a few places.
/// `O(max_side^2)`.
pub(super) fn board_input(shape: Shape, rng: &mut Rng, max_side: u32) -> Vec<u8> {
    use crate::generate::{BoardSpec, HoleShape, random_free_board};
    let max = max_side as u64;
    let board = match shape {
        Shape::Adversarial => {
            // One or two short of the limit, so that both parities of the free cells occur.
            let rows = max_side - rng.below(2.min(max - 1) + 1) as u32;
            let cols = max_side - rng.below(2.min(max - 1) + 1) as u32;
            let across = rng.chance(50);
            let mut board = crate::board::Board::from_fn(rows, cols, |r, c| {
                // Even rows (or columns) free; odd ones only at the end where the corridor
                // turns.
                let (r, c, long) = if across { (r, c, cols) } else { (c, r, rows) };
                r % 2 == 0 || c == if r % 4 == 1 { long - 1 } else { 0 }
            });
            for _ in 0..rng.below(6) {
                let r = rng.below(rows as u64) as u32;
                let c = rng.below(cols as u64) as u32;
                board.set_free(r, c, false);
            }
            board
        }
        _ => {
            let rows = shape.size(1, max, rng) as u32;
            let cols = shape.size(1, max, rng) as u32;
            let spec = BoardSpec {
                blocked_percent: match shape {
                    Shape::Largest => [0, 5, 10, 30, 50][rng.below(5) as usize],
                    _ => rng.below(51) as u32,
                },
                holes: if shape == Shape::Tiny {
                    0
                } else {
                    rng.below(4) as u32
                },
                hole_shape: if rng.chance(50) {
                    HoleShape::Rect
                } else {
                    HoleShape::Blob
                },
                ..BoardSpec::new(rows, cols)
            };
            random_free_board(&spec, rng.next_u64()).expect("the spec fits")
        }
    };
    let mut text = Vec::new();
    crate::write::board_text::write_board(&mut text, &board).expect("writing to memory");
    text
}

/// A NOI 2011 record (a board of at most `max_side` a side, at most `max_k` moves per
/// player) as its text: tiny, random, at the limits (as long as the board allows), or
/// adversarial (the longest games, with and without mistakes). The game ends as the judge
/// promises (the first player stuck); where a game cannot be that long, `k` shrinks until
/// it can. `O(the engine's game)`.
pub(super) fn record_input(shape: Shape, rng: &mut Rng, max_side: u32, max_k: u32) -> Vec<u8> {
    use crate::generate::{BunnySpec, random_record};
    let max = max_side as u64;
    let (mut rows, mut cols) = match shape {
        Shape::Tiny => (2 + rng.below(3) as u32, 2 + rng.below(3) as u32),
        Shape::Random { .. } => (
            shape.size(2, max, rng) as u32,
            shape.size(2, max, rng) as u32,
        ),
        Shape::Largest | Shape::Adversarial => (max_side, max_side),
    };
    // 2k plies leave at least the empty cell: k < cells / 2.
    let longest = |rows: u32, cols: u32| ((rows * cols - 1) / 2).min(max_k);
    let mut k = match shape {
        Shape::Tiny => 1 + rng.below(longest(rows, cols) as u64) as u32,
        Shape::Random { percent } => (longest(rows, cols) * percent / 100).max(1),
        Shape::Largest => longest(rows, cols) * 3 / 4,
        Shape::Adversarial => longest(rows, cols) * 19 / 20,
    };
    let best = match shape {
        Shape::Adversarial => [0, 100][rng.below(2) as usize],
        _ => rng.below(101) as u32,
    };
    loop {
        let spec = BunnySpec {
            best_percent: best,
            ..BunnySpec::new(rows, cols, k)
        };
        if let Ok(record) = random_record(&spec, rng.next_u64()) {
            let mut text = Vec::new();
            crate::write::noi2011::write_record(&mut text, &record).expect("writing to memory");
            return text;
        }
        if k > 1 {
            k = k * 9 / 10;
        } else {
            // Even one move each would not end with the first player stuck: a larger board.
            (rows, cols) = ((rows + 1).min(max_side), (cols + 1).min(max_side));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_hard_family_fits_the_limits_of_the_graph_problems() {
        let mut rng = Rng::new(1);
        for family in Family::ALL {
            for (max_n, max_m) in [(200_000, 200_000), (10_000, 5_000)] {
                let g = hard_family(&mut rng, family, max_n, max_m)
                    .unwrap_or_else(|| panic!("{family:?} within {max_n} / {max_m}"));
                assert!(g.n as u64 <= max_n && g.list.len() as u64 <= max_m);
                // Most of the room is used.
                assert!(
                    g.list.len() as u64 * 4 >= max_m,
                    "{family:?}: {}",
                    g.list.len()
                );
            }
        }
    }

    #[test]
    fn every_batch_of_five_or_more_has_every_shape_in_order() {
        for count in 5..60 {
            let shapes: Vec<Shape> = (0..count).map(|i| shape_of(i, count)).collect();
            let rank = |s: &Shape| match s {
                Shape::Tiny => 0,
                Shape::Random { .. } => 1,
                Shape::Largest => 2,
                Shape::Adversarial => 3,
            };
            let ranks: Vec<u32> = shapes.iter().map(rank).collect();
            assert!(
                ranks.windows(2).all(|w| w[0] <= w[1]),
                "{count}: {shapes:?}"
            );
            assert!((0..4).all(|r| ranks.contains(&r)), "{count}: {shapes:?}");
            let percents: Vec<u32> = shapes
                .iter()
                .filter_map(|s| match s {
                    Shape::Random { percent } => Some(*percent),
                    _ => None,
                })
                .collect();
            assert!(
                percents.windows(2).all(|w| w[0] < w[1]),
                "{count}: {percents:?}"
            );
            assert_eq!(percents.last(), Some(&100), "{count}");
        }
    }
}
