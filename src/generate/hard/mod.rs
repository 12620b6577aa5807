//! Hard instances for maximum matching: graphs built to make one algorithm or another do far
//! more work than on random graphs of the same size (`bigame gen hard`, `bench/hard.sh`).
//!
//! Every family takes one size parameter, about its number of edges (doubling it about doubles
//! the edges; each generator's documentation gives the exact counts), and a seed for the
//! families with random parts. The same family, size, seed and relabelling give the same graph
//! on every platform: only the crate's own [`Rng`] is used.
//!
//! Bipartite families have their left side first (vertices `0..left`, the rows of a Matrix
//! Market file) and carry it in [`GeneratedGraph::left`]; the general families
//! ([`Family::HellTriangle`], [`Family::Leda`], [`Family::Triangles`]) have odd cycles.
//!
//! **Edge order matters** for several families (the traps work on algorithms that take the
//! first free neighbour in adjacency order), so it is part of each construction. A graph is
//! returned exactly as reading its written file gives it back: every vertex lists its
//! neighbours with smaller ids in increasing order, then those with larger ids in the order of
//! the construction (the writers list each edge once, from its smaller end). Every
//! construction below numbers its vertices so that the order it describes survives this.
//!
//! [`relabel`] permutes the vertex ids at random (within each side for a bipartite graph) and
//! shuffles the edge order: the same graph, without the order that the traps rely on.
//!
//! The times quoted in the documentation of each family come from one run of `bench/hard.sh`
//! on a shared 2-core machine (2026-12-01, bigame `b60a264`, docs/bench-log.md "Hard instances"):
//! `bigame analyze FILE --algorithm A --format json --start 1`, whole process with the file
//! read, for bigame's algorithms at the time the suite was written, and
//! the public codes `bench/hard.sh` builds, on the same files. The machine is noisy: compare within a run.

use super::graph::MAX_GENERATED_EDGES;
use super::{GenError, GeneratedGraph, Rng, invalid};
use crate::graph::Graph;
use std::fmt;
use std::str::FromStr;

mod edge_game;
mod grids;
mod literature;

pub use edge_game::{dense_pairs, free_board, hypercube};
pub use grids::{corridor, cube, maze, maze_chords, maze_rungs, trap};
pub use literature::{fuzz, hell, hell_triangle, hilo, ladder, leda, rope, triangles};
// The shapes a size gives each family, for [`Family::known_matching_size`].
use edge_game::{free_board_side, hypercube_dimension};
use grids::{corridor_shape, maze_width, trap_n};
use literature::{fuzz_n, hell_n, hilo_shape, ladder_k, leda_shape, rope_shape, triangles_shape};

/// The families of hard instances; each variant's generator ([`hell`], [`hell_triangle`],
/// [`hilo`], [`rope`], [`fuzz`], [`ladder`], [`leda`], [`triangles`], [`corridor`], [`trap`],
/// [`maze`], [`maze_chords`], [`cube`], and for edge geography [`hypercube`], [`free_board`],
/// [`dense_pairs`]) documents its construction, its size and why it is hard.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum Family {
    /// The "hell" graph: a greedy start that follows the edge order leaves one BFS tree
    /// holding everything.
    Hell,
    /// The hell graph plus one triangle, a general graph.
    HellTriangle,
    /// Goldberg–Cherkassky "hilo": pieces joined to the next piece, long augmenting
    /// paths.
    Hilo,
    /// Stolfi's rope: layers with a hidden perfect matching and random decoys.
    Rope,
    /// A band graph with pendant leaves that every perfect matching uses.
    Fuzz,
    /// Layers of complete 2x2 bipartite graphs (scipy issue 26147).
    Ladder,
    /// LEDA's worst case for Edmonds' algorithm: a clique and chains on a hub.
    Leda,
    /// Chains of triangles, a general graph.
    Triangles,
    /// A grid corridor with stacked free vertices: one augmenting path per pass.
    Corridor,
    /// The hell trap made independent of vertex order and edge order.
    Trap,
    /// A grid that depth-first searches snake through whole, in both scan
    /// directions.
    Maze,
    /// The maze with a few chords inside its sides: a general graph whose augmenting paths
    /// are as long as the maze's (one blossom search per free vertex crosses all of it).
    MazeChords,
    /// The maze with pairs of chords that close 4-cycles with its own edges (*rungs*), so that
    /// a colouring that trusts 4-cycles takes them for lattice edges.
    MazeRungs,
    /// A three-dimensional grid with a tenth of its cells removed: breadth-first passes find
    /// a trickle of its long augmenting paths each.
    Cube,
    /// The hypercube: for edge geography, a GF(2) matrix with no band and a known answer.
    Hypercube,
    /// The full square board as a graph: for edge geography, the biggest rank for its size.
    FreeBoard,
    /// Dense random bipartite with parallel pairs: for edge geography, a random GF(2) matrix
    /// and edges that cancel modulo 2.
    DensePairs,
}

impl Family {
    /// Every family, in the order of the documentation.
    pub const ALL: [Family; 17] = [
        Family::Hell,
        Family::HellTriangle,
        Family::Hilo,
        Family::Rope,
        Family::Fuzz,
        Family::Ladder,
        Family::Leda,
        Family::Triangles,
        Family::Corridor,
        Family::Trap,
        Family::Maze,
        Family::MazeChords,
        Family::MazeRungs,
        Family::Cube,
        Family::Hypercube,
        Family::FreeBoard,
        Family::DensePairs,
    ];

    /// The name used on the command line (`hell`, `hell-triangle`, `hilo`, ...).
    pub fn name(self) -> &'static str {
        match self {
            Family::Hell => "hell",
            Family::HellTriangle => "hell-triangle",
            Family::Hilo => "hilo",
            Family::Rope => "rope",
            Family::Fuzz => "fuzz",
            Family::Ladder => "ladder",
            Family::Leda => "leda",
            Family::Triangles => "triangles",
            Family::Corridor => "corridor",
            Family::Trap => "trap",
            Family::Maze => "maze",
            Family::MazeChords => "maze-chords",
            Family::MazeRungs => "maze-rungs",
            Family::Cube => "cube",
            Family::Hypercube => "hypercube",
            Family::FreeBoard => "free-board",
            Family::DensePairs => "dense-pairs",
        }
    }

    /// Whether the family's graphs are bipartite (with their left side first).
    pub fn is_bipartite(self) -> bool {
        !matches!(
            self,
            Family::HellTriangle
                | Family::Leda
                | Family::Triangles
                | Family::MazeChords
                | Family::MazeRungs
        )
    }

    /// The graph of this family for `size` and `seed` ([`hard_graph`] without relabelling).
    ///
    /// # Errors
    /// As [`hard_graph`].
    pub fn generate(self, size: u64, seed: u64) -> Result<GeneratedGraph, GenError> {
        check_size(size)?;
        Ok(match self {
            Family::Hell => hell(size),
            Family::HellTriangle => hell_triangle(size),
            Family::Hilo => hilo(size),
            Family::Rope => rope(size, seed),
            Family::Fuzz => fuzz(size, seed),
            Family::Ladder => ladder(size),
            Family::Leda => leda(size),
            Family::Triangles => triangles(size),
            Family::Corridor => corridor(size),
            Family::Trap => trap(size, seed),
            Family::Maze => maze(size),
            Family::MazeChords => maze_chords(size, seed),
            Family::MazeRungs => maze_rungs(size, seed),
            Family::Cube => cube(size, seed),
            Family::Hypercube => hypercube(size),
            Family::FreeBoard => free_board(size),
            Family::DensePairs => dense_pairs(size, seed),
        })
    }

    /// The size of a maximum matching of this family's graph for `size` (any seed, relabelled
    /// or not), as the construction implies it (see each generator), or `None` for
    /// [`Family::Cube`] and [`Family::DensePairs`], whose random parts decide it. `O(1)` (`O(sqrt size)` for
    /// [`Family::Leda`]).
    ///
    /// ```
    /// use bigame::generate::hard::Family;
    /// // the hell graph with n = 10 (4n vertices): perfect
    /// assert_eq!(Family::Hell.known_matching_size(200), Some(20));
    /// assert_eq!(Family::Cube.known_matching_size(200), None);
    /// ```
    pub fn known_matching_size(self, size: u64) -> Option<u64> {
        Some(match self {
            Family::Hell => 2 * hell_n(size),
            Family::HellTriangle => 2 * hell_n(size) + 1,
            Family::Hilo => {
                let (pieces, k) = hilo_shape(size);
                pieces * k
            }
            Family::Rope => {
                let (layer_pairs, m) = rope_shape(size);
                layer_pairs * m
            }
            Family::Fuzz => fuzz_n(size),
            Family::Ladder => 2 * ladder_k(size),
            Family::Leda => {
                let (s, chains) = leda_shape(size);
                (s + chains.iter().sum::<u64>()) / 2
            }
            Family::Triangles => {
                let (chains, c) = triangles_shape(size);
                chains * (3 * c / 2)
            }
            Family::Corridor => {
                let s = corridor_shape(size);
                s.width * s.rows + s.width + 2
            }
            Family::Trap => 2 * trap_n(size),
            // The maze's matching is perfect, so chords cannot add to it.
            Family::Maze | Family::MazeChords | Family::MazeRungs => {
                let w = maze_width(size);
                w * w + w + 2
            }
            // Q_d has a perfect matching (flip the lowest bit); a board a half of its cells.
            Family::Hypercube => 1 << (hypercube_dimension(size) - 1),
            Family::FreeBoard => free_board_side(size).pow(2) / 2,
            Family::Cube | Family::DensePairs => return None,
        })
    }
}

impl fmt::Display for Family {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Family {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Family::ALL
            .into_iter()
            .find(|f| f.name() == s)
            .ok_or_else(|| {
                let names: Vec<&str> = Family::ALL.iter().map(|f| f.name()).collect();
                format!(
                    "unknown family '{s}' (expected one of {})",
                    names.join(", ")
                )
            })
    }
}

/// The graph of `family` for `size` (about its number of edges) and `seed`, with its vertex
/// ids permuted and its edges shuffled when `relabel` is set ([`relabel`], drawn from its own
/// stream of the seed). `O(V + E)`.
///
/// ```
/// use bigame::generate::hard::{Family, hard_graph};
/// use bigame::graph::Adjacency;
/// let g = hard_graph(Family::Hell, 200, 1, false).unwrap();
/// assert_eq!((g.graph.vertex_count(), g.graph.edge_count(), g.left), (40, 210, Some(20)));
/// assert_eq!(g, hard_graph(Family::Hell, 200, 9, false).unwrap()); // no random part
/// let r = hard_graph(Family::Hell, 200, 1, true).unwrap();
/// assert_eq!((r.graph.edge_count(), r.left), (210, Some(20)));
/// assert_ne!(r, g);
/// ```
///
/// # Errors
/// A size of 0 or more than [`MAX_GENERATED_EDGES`].
pub fn hard_graph(
    family: Family,
    size: u64,
    seed: u64,
    relabel_it: bool,
) -> Result<GeneratedGraph, GenError> {
    let g = family.generate(size, seed)?;
    Ok(if relabel_it {
        relabel(&g, seed ^ 0x5eed_1abe_1000_0001)
    } else {
        g
    })
}

fn check_size(size: u64) -> Result<(), GenError> {
    if size == 0 {
        return invalid("the size must be at least 1 (it is about the number of edges)");
    }
    if size > MAX_GENERATED_EDGES {
        return invalid(format!(
            "size {size} is too large (at most {MAX_GENERATED_EDGES}, about the number of edges)"
        ));
    }
    Ok(())
}

/// The same graph with its vertex ids permuted uniformly at random and its edges shuffled
/// (Fisher–Yates, from `seed`). A bipartite graph keeps its left side first: left ids are
/// permuted among themselves, right ids too. `O(V + E)`.
///
/// ```
/// use bigame::generate::hard::{Family, relabel};
/// let g = Family::Ladder.generate(40, 1).unwrap();
/// let r = relabel(&g, 7);
/// assert_eq!(r.left, g.left);
/// assert_eq!(r.graph.edge_count(), g.graph.edge_count());
/// ```
pub fn relabel(g: &GeneratedGraph, seed: u64) -> GeneratedGraph {
    use crate::graph::Adjacency;
    let mut rng = Rng::new(seed);
    let n = g.graph.vertex_count();
    let left = g.left.map_or(0, |l| l as usize);
    let mut id: Vec<u32> = (0..n as u32).collect();
    if g.left.is_some() {
        rng.shuffle(&mut id[..left]);
        rng.shuffle(&mut id[left..]);
    } else {
        rng.shuffle(&mut id);
    }
    let mut edges: Vec<(u32, u32)> = g
        .graph
        .edges()
        .map(|(u, v)| (id[u as usize], id[v as usize]))
        .collect();
    rng.shuffle(&mut edges);
    finish(n, g.left, &edges)
}

/// The graph as reading its written file gives it back (see the module documentation): built
/// once in the construction's order, then again from its edges listed by smaller end, which
/// is a fixed point of writing and reading. `O(V + E)`.
fn finish(n: usize, left: Option<u32>, edges: &[(u32, u32)]) -> GeneratedGraph {
    let first = Graph::from_edges(n, edges);
    let listed: Vec<(u32, u32)> = first.edges().collect();
    drop(first);
    GeneratedGraph {
        graph: Graph::from_edges(n, &listed),
        left,
    }
}

/// Integer square root (the largest `r` with `r * r <= x`). `O(1)`.
fn isqrt(x: u64) -> u64 {
    let mut r = (x as f64).sqrt() as u64;
    while r * r > x {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= x {
        r += 1;
    }
    r
}

/// `x / d` rounded to the nearest integer. `O(1)`.
fn div_round(x: u64, d: u64) -> u64 {
    (x + d / 2) / d
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_about_double_the_edges() {
        for family in Family::ALL {
            let a = family.generate(1 << 16, 1).unwrap().graph.edge_count() as f64;
            let b = family.generate(1 << 17, 1).unwrap().graph.edge_count() as f64;
            let ratio = b / a;
            assert!(
                (1.8..=2.2).contains(&ratio),
                "{family}: {a} -> {b} edges ({ratio})"
            );
            assert!(
                (0.5..=1.6).contains(&(a / (1 << 16) as f64)),
                "{family}: {a} edges for size 2^16"
            );
        }
    }

    #[test]
    fn bad_sizes_are_refused() {
        assert!(hard_graph(Family::Hell, 0, 1, false).is_err());
        assert!(hard_graph(Family::Rope, MAX_GENERATED_EDGES + 1, 1, false).is_err());
        assert!("nope".parse::<Family>().is_err());
        for f in Family::ALL {
            assert_eq!(f.name().parse::<Family>(), Ok(f));
        }
    }

    #[test]
    fn bipartite_families_join_the_sides() {
        for family in Family::ALL.into_iter().filter(|f| f.is_bipartite()) {
            let g = family.generate(3000, 2).unwrap();
            let left = g.left.expect("bipartite");
            assert!(
                g.graph.edges().all(|(u, v)| u < left && v >= left),
                "{family}"
            );
        }
    }
}
