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
//! on a shared 2-core machine (2026-12-01, bigame `b60a264`, BENCHMARKS.md "Hard instances"):
//! `bigame analyze FILE --algorithm A --format json --start 1`, whole process with the file
//! read, for bigame's algorithms at the time the suite was written, and
//! the public codes `bench/hard.sh` builds, on the same files. The machine is noisy: compare within a run.

use super::graph::MAX_GENERATED_EDGES;
use super::{GenError, GeneratedGraph, Rng, invalid};
use crate::graph::{Adjacency, Graph};
use std::fmt;
use std::str::FromStr;

/// The families of hard instances; each variant's generator ([`hell`], [`hell_triangle`],
/// [`hilo`], [`rope`], [`fuzz`], [`ladder`], [`leda`], [`triangles`], [`corridor`], [`trap`],
/// [`maze`]) documents its construction, its size and why it is hard.
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
}

impl Family {
    /// Every family, in the order of the documentation.
    pub const ALL: [Family; 12] = [
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
        }
    }

    /// Whether the family's graphs are bipartite (with their left side first).
    pub fn is_bipartite(self) -> bool {
        !matches!(
            self,
            Family::HellTriangle | Family::Leda | Family::Triangles | Family::MazeChords
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
        })
    }

    /// The size of a maximum matching of this family's graph for `size` (any seed, relabelled
    /// or not), as the construction implies it (see each generator). `O(1)` (`O(sqrt size)`
    /// for [`Family::Leda`]).
    ///
    /// ```
    /// use bigame::generate::hard::Family;
    /// // the hell graph with n = 10 (4n vertices): perfect
    /// assert_eq!(Family::Hell.known_matching_size(200), 20);
    /// ```
    pub fn known_matching_size(self, size: u64) -> u64 {
        match self {
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
            Family::Maze | Family::MazeChords => {
                let w = maze_width(size);
                w * w + w + 2
            }
        }
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

// ------------------------------------------------------------------------------------ hell

fn hell_n(size: u64) -> u64 {
    isqrt(size / 2).max(1)
}

/// The hell graph's edges on ids `0..4n` (left side `s1`, `s4`; right side `s2`, `s3`), in
/// the trap's order.
fn hell_edges(n: u32, edges: &mut Vec<(u32, u32)>) {
    let (s1, s4, s2, s3) = (0, n, 2 * n, 3 * n);
    for i in 0..n {
        edges.push((s1 + i, s2 + i));
    }
    for i in 0..n {
        for j in 0..n {
            edges.push((s1 + i, s3 + j));
        }
    }
    for i in 0..n {
        for j in 0..n {
            edges.push((s2 + i, s4 + j));
        }
    }
}

/// The "hell" graph: four groups `s1`, `s2`, `s3`, `s4` of `n` vertices, `n = floor(sqrt(size
/// / 2))`; the edges `s1[i]–s2[i]` come first, then all of `s1 × s3`, then all of `s2 × s4`.
/// `4n` vertices, `2n² + n` edges (doubling the size doubles the edges); bipartite with left
/// side `s1 ∪ s4` (ids `0..2n`: `s1`, then `s4`), right side `s2` (ids `2n..3n`), `s3`;
/// perfect matching (`s1–s3`, `s2–s4`), `2n` edges.
///
/// **Why it is hard.** A greedy start that gives each vertex, in id order, its first free
/// neighbour (Karp–Sipser without degree-one vertices to start from) takes every `s1[i]–s2[i]`
/// and leaves `s3` and `s4` free. Each free `s4` vertex is next to all of `s2`, so the first
/// breadth-first tree of a multi-source BFS pass claims all of `s2` and `s1` and the other trees
/// get nothing: one augmenting path per pass, `n` passes; with tree grafting every released
/// `s2` vertex scans its neighbours for the first kept tree (the `s4` in id order, the first
/// ones already matched), so a pass costs `O(n * pass)` and the whole `O(n³) = O(E^1.5)`.
/// Hopcroft–Karp's phases find all `n` paths of one length at once. Measured at size 2·10^6
/// (n = 1000): ms-bfs 2.6 s, hopcroft-karp 0.11 s, kuhn 0.09 s, dinic 0.19 s, blossom 1.0 s;
/// Pothen–Fan+ 0.32 s, LEMON 0.40 s, MS-BFS-Graft 3.4 s (the same trap); ms-bfs took 2.2 to
/// 6.7 times as long per doubling of the size. [`relabel`] (random ids, shuffled edges)
/// removes the trap (ms-bfs 0.11 s): [`trap`] keeps it without relying on any order.
///
/// ```
/// use bigame::generate::hard::hell;
/// use bigame::graph::Adjacency;
/// let g = hell(8); // n = 2
/// assert_eq!(g.graph.neighbors(0), &[4, 6, 7]); // s1[0]: s2[0] first, then s3
/// assert_eq!(g.graph.neighbors(4), &[0, 2, 3]); // s2[0]: s1[0], then s4
/// ```
pub fn hell(size: u64) -> GeneratedGraph {
    let n = hell_n(size) as u32;
    let mut edges = Vec::with_capacity((2 * n as usize + 1) * n as usize);
    hell_edges(n, &mut edges);
    finish(4 * n as usize, Some(2 * n), &edges)
}

/// The hell graph ([`hell`], the same `n` and ids) plus one triangle on three more vertices
/// (ids `4n`, `4n + 1`, `4n + 2`, its edges listed last): a general graph, so it goes to the
/// blossom algorithm. `4n + 3` vertices, `2n² + n + 3` edges; a maximum matching has `2n + 1`
/// edges.
///
/// **Why it is hard.** The blossom algorithm's Karp–Sipser start falls into the hell trap as
/// the bipartite start does, so about `n` free vertices are left, each needing a search of
/// its own (the triangle only makes the graph general: it is the issue's test of the general
/// code on the trap). Measured: blossom 1.1 s at size 2·10^6, 2.8 times as long per doubling;
/// LEMON 0.40 s, MV 0.40 s.
pub fn hell_triangle(size: u64) -> GeneratedGraph {
    let n = hell_n(size) as u32;
    let mut edges = Vec::with_capacity((2 * n as usize + 1) * n as usize + 3);
    hell_edges(n, &mut edges);
    let t = 4 * n;
    edges.extend([(t, t + 1), (t + 1, t + 2), (t + 2, t)]);
    finish(4 * n as usize + 3, None, &edges)
}

// ------------------------------------------------------------------------------------ hilo

/// Vertices per piece and side in [`hilo`].
const HILO_PIECE: u64 = 100;
/// How many `y`s below and at its index each `x` is joined to, per piece.
const HILO_SPAN: u64 = 10;

fn hilo_shape(size: u64) -> (u64, u64) {
    // Edges per piece (to itself and to the next one): 2 * (45 + 10 * 91) = 1910.
    let per_piece = 2 * hilo_piece_edges();
    (div_round(size, per_piece).max(2), HILO_PIECE)
}

fn hilo_piece_edges() -> u64 {
    (1..=HILO_PIECE).map(|i| i.min(HILO_SPAN)).sum()
}

/// Goldberg and Cherkassky's "hilo" generator (Cherkassky, Goldberg, Martin, Setubal and
/// Stolfi, *Augment or push*, 1998), as built here: `l` pieces of `k = 100` vertices on each
/// side, `x[j][i]` and `y[j][i]` for piece `j` and index `i = 1..=k`; `x[j][i]` is joined to
/// the last `min(i, 10)` vertices `y[·][i']` up to its own index (`i - min(i, 10) < i' <= i`),
/// both in its own piece and in the next one (the last piece has no next one). Each `x` lists
/// the next piece's `y`s first (lowest index first), then its own piece's. `l = max(2,
/// round(size / 1910))`: `2 l k` vertices (`x`s, ids `0..l k`, are the left side, piece by
/// piece), `1910 l - 955` edges. The diagonal `x[j][i]–y[j][i]` is a perfect matching: `l k`.
///
/// **Why it is hard.** A greedy start in id order matches piece `j`'s `x`s to piece `j + 1`'s
/// `y`s (the first free neighbour of each), so the last piece's `x`s and the first piece's
/// `y`s are free and every augmenting path crosses all `l` pieces: length about `2 l`, `k` of
/// them through the same narrow band. Searches that explore the band (Hopcroft–Karp's BFS,
/// Kuhn's DFS from an empty matching) pay `O(E)` per round. The Karp–Sipser degree-one rule
/// is not fooled: `y[0][k]` has one neighbour, and matching it starts a chain of degree-one
/// vertices that solves the whole graph, so ms-bfs and blossom finish in their start. Measured
/// at size 2·10^6: every bigame algorithm 0.15 to 0.32 s, the public codes 0.35 to 1.5 s (the
/// family is in the suite as a classic that the public codes were measured on).
pub fn hilo(size: u64) -> GeneratedGraph {
    let (pieces, k) = hilo_shape(size);
    let (l, k) = (pieces as u32, k as u32);
    let x = |j: u32, i: u32| j * k + (i - 1);
    let y = |j: u32, i: u32| l * k + j * k + (i - 1);
    let mut edges = Vec::with_capacity((2 * hilo_piece_edges() * pieces) as usize);
    for j in 0..l {
        for i in 1..=k {
            let lo = i - i.min(HILO_SPAN as u32) + 1;
            if j + 1 < l {
                edges.extend((lo..=i).map(|i2| (x(j, i), y(j + 1, i2))));
            }
            edges.extend((lo..=i).map(|i2| (x(j, i), y(j, i2))));
        }
    }
    finish(2 * (l * k) as usize, Some(l * k), &edges)
}

// ------------------------------------------------------------------------------------ rope

/// Vertices per layer in [`rope`].
const ROPE_WIDTH: u64 = 100;
/// Decoy edges per vertex between consecutive layer pairs in [`rope`].
const ROPE_DECOYS: u64 = 3;

fn rope_shape(size: u64) -> (u64, u64) {
    let per_pair = ROPE_WIDTH * (1 + ROPE_DECOYS);
    (div_round(size, per_pair).max(1), ROPE_WIDTH)
}

/// Draws `count` distinct numbers in `0..n` (`count <= n`, small) into `out`. `O(count²)`
/// expected.
fn distinct_below(n: u64, count: u64, rng: &mut Rng, out: &mut Vec<u32>) {
    out.clear();
    while (out.len() as u64) < count.min(n) {
        let v = rng.below(n) as u32;
        if !out.contains(&v) {
            out.push(v);
        }
    }
}

/// Stolfi's rope (from the study *Augment or push*, 1998): `2K` layers `L0, ..., L(2K-1)` of
/// `M = 100` vertices; a random perfect matching between `L(2t)` and `L(2t+1)` (each vertex of
/// `L(2t)` paired with a random vertex of `L(2t+1)`), and between `L(2t+1)` and `L(2t+2)` three
/// random decoy edges from every vertex of `L(2t+1)` to distinct vertices of `L(2t+2)`, listed
/// before the matching edges (so each vertex of an even layer sees its decoys first).
/// `K = max(1, round(size / 400))`: `2 K M` vertices (even layers are the left side, ids
/// `t M + i` for `L(2t)`), `K M + 3 (K - 1) M` edges; perfect matching, `K M` edges.
///
/// **Why it is hard.** A greedy start that takes the decoys shifts the matching by one layer
/// and leaves `L0` and the last layer free: `M` augmenting paths of length `2K`, tangled in
/// the random decoys, so breadth-first passes interfere and depth-first searches wander. The
/// Karp–Sipser degree-one rule undoes it: every vertex of `L0` has one neighbour, and matching
/// them makes the next layer's vertices degree-one, layer after layer; ms-bfs and blossom
/// finish in their start. Measured at size 2·10^6: every bigame algorithm 0.18 to 0.41 s, the
/// public codes 0.57 to 1.25 s.
pub fn rope(size: u64, seed: u64) -> GeneratedGraph {
    let (pairs, m) = rope_shape(size);
    let (k, m32) = (pairs as u32, m as u32);
    let mut rng = Rng::new(seed);
    // Left: even layers (L(2t) at t * m); right: odd layers (L(2t+1) at k m + t m).
    let even = |t: u32, i: u32| t * m32 + i;
    let odd = |t: u32, i: u32| k * m32 + t * m32 + i;
    let mut edges = Vec::with_capacity((pairs * m * (1 + ROPE_DECOYS)) as usize);
    let mut pick = Vec::new();
    for t in 0..k {
        // Decoys into L(2t) from L(2t-1), listed before L(2t)'s matching edges.
        if t > 0 {
            for i in 0..m32 {
                distinct_below(m, ROPE_DECOYS, &mut rng, &mut pick);
                edges.extend(pick.iter().map(|&j| (even(t, j), odd(t - 1, i))));
            }
        }
        let mut partner: Vec<u32> = (0..m32).collect();
        rng.shuffle(&mut partner);
        edges.extend((0..m32).map(|i| (even(t, i), odd(t, partner[i as usize]))));
    }
    finish(2 * (k * m32) as usize, Some(k * m32), &edges)
}

// ------------------------------------------------------------------------------------ fuzz

/// Half the band width of [`fuzz`].
const FUZZ_BAND: u64 = 3;

fn fuzz_n(size: u64) -> u64 {
    // About 3/4 band vertices of degree 7 and 1/4 leaves: 5.5 edges per right vertex.
    div_round(size * 2, 11).max(4)
}

/// A band graph with pendant leaves: right vertices `y[0..n)`, `n = max(4, round(2 size /
/// 11))`; each position is a *pendant* with probability 1/4, and gets a leaf `l[p]` joined to
/// `y[p]` alone; the other positions `h(0) < h(1) < ...` get band vertices `x[i]` joined to
/// every `y[q]` with `|q - h(i)| <= 3`, lowest `q` first. Left side: the band vertices (ids
/// `0..b`), then the leaves; right side the `y`s (ids `n..2n`). `2n` vertices, about `5.5 n`
/// edges (`7` per band vertex less at the ends, `1` per leaf); the leaves must take their
/// pendants, so the only perfect matching pairs `x[i]` with `y[h(i)]` (`n` edges).
///
/// **Why it is hard.** A greedy start gives each band vertex its lowest free neighbour, often
/// a pendant's `y`, and each stolen pendant leaves a leaf free whose augmenting path runs back
/// along the band; without the degree-one rule (Hopcroft–Karp and Kuhn start from an empty
/// matching) that is many long paths. The Karp–Sipser degree-one rule matches every leaf first,
/// which is what it is there to test. Measured at size 2·10^6: ms-bfs 0.19 s, kuhn 0.23 s,
/// blossom 0.25 s, hopcroft-karp 0.88 s, dinic 4.1 s (dinic 2.6 times as long per doubling);
/// MS-BFS-Graft 0.47 s, MV 6.1 s.
pub fn fuzz(size: u64, seed: u64) -> GeneratedGraph {
    let n = fuzz_n(size) as u32;
    let mut rng = Rng::new(seed);
    let pendant: Vec<bool> = (0..n).map(|_| rng.chance(25)).collect();
    let band = pendant.iter().filter(|&&p| !p).count() as u32;
    let y = |q: u32| n + q;
    let mut edges = Vec::with_capacity(6 * n as usize);
    let mut x = 0u32;
    for h in 0..n {
        if pendant[h as usize] {
            continue;
        }
        let lo = h.saturating_sub(FUZZ_BAND as u32);
        let hi = (h + FUZZ_BAND as u32).min(n - 1);
        edges.extend((lo..=hi).map(|q| (x, y(q))));
        x += 1;
    }
    let mut leaf = band;
    for p in 0..n {
        if pendant[p as usize] {
            edges.push((leaf, y(p)));
            leaf += 1;
        }
    }
    finish(2 * n as usize, Some(n), &edges)
}

// ---------------------------------------------------------------------------------- ladder

fn ladder_k(size: u64) -> u64 {
    (size / 8).max(1)
}

/// A ladder of `K_{2,2}` layers, the layered graph of scipy issue 26147 (on which a
/// depth-first augmenting search without dead-end marks takes exponential time): `2K`
/// layers of two vertices, every vertex joined to both vertices of the layers before and
/// after it. `K = max(1, floor(size / 8))`: `4K` vertices, `8K - 4` edges; even layers are the
/// left side, numbered from the far end (layer `2t` has ids `2 (K - 1 - t)` and the next), and
/// each lists the layer before it first. Perfect matching (layer `2t` with `2t + 1`), `2K`.
///
/// **Why it is hard.** The greedy start then pairs each even layer with the odd layer *before*
/// it, leaving the first and the last layer free: two augmenting paths through all `2K`
/// layers, and a search without dead-end marks tries `2^K` routes. bigame's searches mark dead
/// ends, so this stays linear for all of them (measured at size 2·10^6: 0.20 to 0.38 s each;
/// the public codes 0.50 to 1.4 s).
pub fn ladder(size: u64) -> GeneratedGraph {
    let k = ladder_k(size) as u32;
    let even = |t: u32, a: u32| 2 * (k - 1 - t) + a;
    let odd = |t: u32, a: u32| 2 * k + 2 * t + a;
    let mut edges = Vec::with_capacity(8 * k as usize);
    for t in 0..k {
        for a in 0..2 {
            if t > 0 {
                edges.extend((0..2).map(|b| (even(t, a), odd(t - 1, b))));
            }
            edges.extend((0..2).map(|b| (even(t, a), odd(t, b))));
        }
    }
    finish(4 * k as usize, Some(2 * k), &edges)
}

// ------------------------------------------------------------------------------------ leda

/// The clique size and the chain lengths of [`leda`].
fn leda_shape(size: u64) -> (u64, Vec<u64>) {
    let m = size / 2;
    let s = (2 * isqrt(m / 2)).max(2);
    let budget = (size / 8).max(1);
    let longest = 2 * isqrt(budget);
    let mut chains = Vec::new();
    let mut k = 10;
    while k <= longest {
        chains.push(k);
        k += 2;
    }
    let shorts = div_round(budget, 8).max(1);
    chains.extend((0..shorts).map(|_| 8));
    (s, chains)
}

/// LEDA's worst case for Edmonds' algorithm (the generator of hard instances for
/// `MAX_CARD_MATCHING` in Mehlhorn and Näher's *LEDA*, as the issue describes it): a clique
/// `K_s` with `s = 2 floor(sqrt(m / 2))` for `m = size / 2` (about `m` edges), a hub `z` in it
/// (id 0; the clique is ids `0..s`), and chains `a0 .. a(k-1)` of even length `k`, each with the
/// edges `a0–z`, `a0–a1`, then `a(i)–a(i+1)` and `a(i)–z` for `i >= 1`: every chain vertex is
/// next to the hub. With `n = size / 8`: long chains of `k = 10, 12, ...` up to `2 sqrt(n)`, one
/// each, then `round(n / 8)` short chains of `k = 8`; about `2n` chain vertices and `4n` chain
/// edges. Chains are listed first (each as above), then the clique. `s + 2n` vertices, about
/// `size` edges. Every part has a perfect matching (the clique, each chain along its path): a
/// maximum matching has `V / 2` edges.
///
/// **Why it is hard.** Every chain hangs on the hub, so a start that matches the hub to a chain
/// vertex leaves that chain with an odd remainder, and a search from its free vertex reaches the
/// hub and from it the whole clique, shrinking blossoms through `m` edges; searches that do not
/// keep their work pay `O(m)` per chain. (Built from the issue's description, not from LEDA's
/// source.) Measured at size 2·10^6: blossom 0.18 s, LEMON 0.46 s, MV 0.72 s: neither bigame's
/// start nor LEMON's falls into it.
pub fn leda(size: u64) -> GeneratedGraph {
    let (s, chains) = leda_shape(size);
    let s32 = s as u32;
    let z = 0u32;
    let total = s + chains.iter().sum::<u64>();
    let mut edges = Vec::with_capacity((s * (s - 1) / 2 + 2 * total) as usize);
    let mut next = s32;
    for &k in &chains {
        let a = |i: u32| next + i;
        edges.push((a(0), z));
        edges.push((a(0), a(1)));
        for i in 1..k as u32 {
            if i + 1 < k as u32 {
                edges.push((a(i), a(i + 1)));
            }
            edges.push((a(i), z));
        }
        next += k as u32;
    }
    for u in 0..s32 {
        for v in u + 1..s32 {
            edges.push((u, v));
        }
    }
    finish(total as usize, None, &edges)
}

// ------------------------------------------------------------------------------- triangles

/// (number of chains, triangles per chain) of [`triangles`].
fn triangles_shape(size: u64) -> (u64, u64) {
    let t = (size / 4).max(1);
    let c = isqrt(t).max(1);
    ((t / c).max(1), c)
}

/// Chains of triangles: `q` chains of `c` triangles `a(i) b(i) c(i)` (edges `a–b`, `b–c`, `c–a`),
/// consecutive triangles joined by `c(i)–a(i+1)`; with `t = max(1, floor(size / 4))` triangles
/// in all, `c = floor(sqrt(t))` per chain and `q = floor(t / c)` chains. `3 q c` vertices,
/// `q (4c - 1)` edges; a general graph. Each chain has a Hamiltonian path (`a b c a b c ...`),
/// so a maximum matching has `floor(3c / 2)` edges per chain.
///
/// **Why it is hard.** Every triangle is a blossom, so the blossom algorithm shrinks one for
/// almost every augmentation; a start that matches each `a–b` (the first edge listed) leaves
/// every `c` free, and the searches have to sort out chains of odd cycles. Measured at size
/// 2·10^6: blossom 0.23 s, LEMON 0.74 s, MV 1.4 s (not hard for any of them).
pub fn triangles(size: u64) -> GeneratedGraph {
    let (q, c) = triangles_shape(size);
    let (q, c) = (q as u32, c as u32);
    let mut edges = Vec::with_capacity((q * (4 * c)) as usize);
    for chain in 0..q {
        let base = chain * 3 * c;
        for i in 0..c {
            let (a, b, cc) = (base + 3 * i, base + 3 * i + 1, base + 3 * i + 2);
            edges.extend([(a, b), (b, cc), (cc, a)]);
            if i + 1 < c {
                edges.push((cc, cc + 1));
            }
        }
    }
    finish((3 * q * c) as usize, None, &edges)
}

// -------------------------------------------------------------------------------- grid core

/// A `width x rows` grid of matched pairs `x(c, r)`–`y(c, r)`, the core of [`corridor`] and
/// [`maze`], with `k` roots and `k` targets planted as [`corridor`] describes.
struct GridCore {
    width: u32,
    rows: u32,
    k: u32,
    edges: Vec<(u32, u32)>,
}

impl GridCore {
    fn new(width: u32, rows: u32, k: u32) -> GridCore {
        GridCore {
            width,
            rows,
            k,
            edges: Vec::with_capacity((5 * width * rows + 6 * k) as usize),
        }
    }
    fn pairs(&self) -> u32 {
        self.width * self.rows
    }
    fn left(&self) -> u32 {
        self.pairs() + self.k + 2
    }
    fn x(&self, c: u32, r: u32) -> u32 {
        r * self.width + c
    }
    fn y(&self, c: u32, r: u32) -> u32 {
        self.left() + r * self.width + c
    }
    fn root(&self, i: u32) -> u32 {
        self.pairs() + i
    }
    /// Left hubs `U`, `V` (targets' side).
    fn left_hub(&self, h: u32) -> u32 {
        self.pairs() + self.k + h
    }
    /// Right hubs `u`, `v` (roots' side).
    fn right_hub(&self, h: u32) -> u32 {
        self.left() + self.pairs() + h
    }
    fn target(&self, i: u32) -> u32 {
        self.left() + self.pairs() + 2 + i
    }
    /// Joins `x(c, r)` to the `y` of the pair at `(c + dc, r + dr)` if it exists.
    fn arc(&mut self, c: u32, r: u32, dc: i64, dr: i64) {
        let (c2, r2) = (c as i64 + dc, r as i64 + dr);
        if (0..self.width as i64).contains(&c2) && (0..self.rows as i64).contains(&r2) {
            let e = (self.x(c, r), self.y(c2 as u32, r2 as u32));
            self.edges.push(e);
        }
    }
    fn pair_edge(&mut self, c: u32, r: u32) {
        let e = (self.x(c, r), self.y(c, r));
        self.edges.push(e);
    }
    /// Root `i` on the pair `(c, r)`, target `i` on `x(i, 0)`.
    fn plant(&mut self, roots: impl Iterator<Item = (u32, u32)>) {
        for (i, (c, r)) in roots.enumerate() {
            let d = self.root(i as u32);
            let y = self.y(c, r);
            let (u, v) = (self.right_hub(0), self.right_hub(1));
            self.edges.extend([(d, y), (d, u), (d, v)]);
        }
        for i in 0..self.k {
            let t = self.target(i);
            let x = self.x(i, 0);
            let (u, v) = (self.left_hub(0), self.left_hub(1));
            self.edges.extend([(x, t), (u, t), (v, t)]);
        }
    }
    fn finish(self) -> GeneratedGraph {
        let left = self.left();
        let n = 2 * left as usize;
        finish(n, Some(left), &self.edges)
    }
}

// -------------------------------------------------------------------------------- corridor

/// The shape of [`corridor`].
struct CorridorShape {
    width: u64,
    rows: u64,
    /// Rows between two roots.
    gap: u64,
    /// The lowest root's row.
    first: u64,
}

fn corridor_shape(size: u64) -> CorridorShape {
    let width = div_round(isqrt(size * 100 / 15), 10).max(2);
    let gap = 2;
    let first = width + gap;
    CorridorShape {
        width,
        rows: first + (width - 1) * gap + 2,
        gap,
        first,
    }
}

/// A corridor of matched pairs with free vertices stacked along it (an adversary of our own
/// design for breadth-first passes). A grid of `W` columns by `R` rows of pairs `x(c, r)–y(c,
/// r)`; `x(c, r)` is joined to its own `y`, then to the `y` below, above, left and right of it.
/// `W` roots sit on column 0 at rows `W + 2, W + 4, ..., 3W`; `W` targets hang below row 0, one
/// under each column. `W = round(sqrt(size / 15))`, `R = 3W + 2`: `2 (W R + W + 2)` vertices,
/// about `5 W R + 6 W = 15 W² + 16 W` edges. Perfect matching (the roots shift columns down to
/// the targets): `W R + W + 2` edges.
///
/// **Ids, and how the free vertices are planted.** Left side: `x(c, r)` is `r W + c`, then the
/// roots `d(i)`, then two hubs `U`, `V`; right side (from `W R + W + 2`): `y(c, r)` in the same
/// order, then two hubs `u`, `v`, then the targets `t(i)`. Root `d(i)` is joined to the `y` of
/// its pair and to `u` and `v`; target `t(i)` to `x(i, 0)` and to `U` and `V`. No vertex has
/// degree one, and the greedy start, in id order, gives every `x(c, r)` its own `y(c, r)`
/// (listed first), which leaves each root two free neighbours (`u`, `v`) and each target two
/// (`U`, `V`). Then the first root takes `u`, every other root is left with one free neighbour,
/// the last one takes `v`, and the others have none: `W - 2` roots stay free, and so do `W - 2`
/// targets. (In a bipartite graph a vertex loses one free neighbour at a time, so a start that
/// matches every degree-one vertex is beaten only by many vertices waiting for the same last
/// neighbour.)
///
/// **Why it is hard.** The Karp–Sipser start leaves `W - 2` roots and targets free (planted
/// against its degree-one rule). In a multi-source BFS pass the roots' trees grow at the same
/// speed, so each holds the band of rows nearer to it than to the other roots, and only the
/// lowest reaches a target: one augmenting path per pass. Tree grafting then hands the released
/// rows to the next tree only, which crosses every band below it: `W` passes, the `j`-th over
/// `j` bands, `O(W³) = O(V^1.5)` in all. Hopcroft–Karp needs a phase per path length, `W`
/// again, each `O(E)`; depth-first searches that share their visited marks through a pass
/// (bigame's kuhn) find one path per pass too. Hard for every code we know. Measured at size
/// 2·10^6 (W = 365; ms-bfs made `W - 2` passes of one augmentation each): ms-bfs 4.1 s, kuhn
/// 5.1 s, hopcroft-karp 7.3 s, blossom 10.8 s, dinic 28 s; matchmaker HK_DW 4.3 s, MS-BFS-Graft
/// 5.6 s, matchmaker PF 7.0 s, Pothen–Fan+ 8.7 s, LEMON 17 s, MV 58 s; most of them about
/// 3 times as long per doubling of the size (2 to 4.7).
pub fn corridor(size: u64) -> GeneratedGraph {
    let s = corridor_shape(size);
    let (w, rows) = (s.width as u32, s.rows as u32);
    let mut core = GridCore::new(w, rows, w);
    for r in 0..rows {
        for c in 0..w {
            core.pair_edge(c, r);
            for (dc, dr) in [(0, -1), (0, 1), (-1, 0), (1, 0)] {
                core.arc(c, r, dc, dr);
            }
        }
    }
    let (first, gap) = (s.first as u32, s.gap as u32);
    core.plant((0..w).map(|i| (0, first + i * gap)));
    core.finish()
}

// -------------------------------------------------------------------------------- maze

fn maze_width(size: u64) -> u64 {
    div_round(isqrt(size * 100 / 5), 10).max(2)
}

/// A square grid of matched pairs that a depth-first search snakes through whole (an
/// adversary of our own design for DFS-based matching; ids and planted free vertices as in
/// [`corridor`]). `W x W` pairs `x(c, r)–y(c, r)`; `x(c, r)` is joined to its own `y`,
/// then in this order to the `y` beside it in its row's direction (rightwards on the top row,
/// leftwards on the next, and so on), below it, above it, and beside it the other way. `W` roots
/// sit on the top row, one per column, `W` targets below row 0. `W = round(sqrt(size / 5))`:
/// `2 (W² + W + 2)` vertices, about `5 W² + 2W` edges; perfect matching (each root shifts its
/// column down), `W² + W + 2` edges.
///
/// **Why it is hard.** A depth-first search from a root follows the first unvisited neighbour:
/// along its row to the end, down one row, back along that row, and so on, a snake through
/// every pair before it reaches a target below row 0, and no vertex on the way has a free
/// neighbour to see ahead (lookahead does not help). In the other scan direction (Pothen–Fan's
/// fairness reverses it every phase) the order reads: beside it the other way, above, below,
/// beside it the row's way, which snakes just as well, mirrored. Searches that share visited
/// marks within a phase then block one another: one augmenting path per phase, each `O(V)`, so
/// `O(V^1.5)` (Kuhn-style searches that reset their marks pay `O(V)` per path as well).
/// Breadth-first passes find all `W` paths at once. Measured at size 2·10^6 (W = 632): kuhn
/// 10.3 s, blossom 17.4 s, Pothen–Fan+ 13.5 s and matchmaker PF 13.5 s (fairness does not
/// help), about 3.5 times as long per doubling (2 to 4.6); ms-bfs 0.23 s, hopcroft-karp 0.18 s,
/// MS-BFS-Graft 0.46 s, matchmaker PFP 1.2 s.
pub fn maze(size: u64) -> GeneratedGraph {
    let w = maze_width(size) as u32;
    let mut core = GridCore::new(w, w, w);
    for r in 0..w {
        let way: i64 = if (w - 1 - r).is_multiple_of(2) { 1 } else { -1 };
        for c in 0..w {
            core.pair_edge(c, r);
            for (dc, dr) in [(way, 0), (0, -1), (0, 1), (-way, 0)] {
                core.arc(c, r, dc, dr);
            }
        }
    }
    core.plant((0..w).map(|i| (i, w - 1)));
    core.finish()
}

// ------------------------------------------------------------------------------------ trap

/// Extra random `s3` neighbours of each `s1` vertex in [`trap`], besides its partner.
const TRAP_EXTRA: u64 = 7;

fn trap_n(size: u64) -> u64 {
    isqrt(size / 2).max(2)
}

/// The hell trap without any order to rely on (an adversary of our own design for
/// breadth-first passes): groups `s1`, `s2`, `s3`, `s4` of `n = max(2, floor(sqrt(size / 2)))`
/// vertices; all of `s1 × s2` and all of `s4 × s2`, and each `s1[i]` joined to `s3[i]` and to 7
/// other random vertices of `s3`. Vertex ids (within each side: `s1 ∪ s4` left, `s2 ∪ s3` right)
/// are a random permutation and the edges are listed in random order, both from the seed. `4n`
/// vertices, `2n² + 8n` edges (fewer if `n < 8`); perfect matching (`s1[i]–s3[i]`, and `s4 ×
/// s2` is complete), `2n` edges.
///
/// **Why it is hard.** Whatever the order, almost every neighbour of an `s1` vertex is in
/// `s2`, so a greedy start (Karp–Sipser included: no vertex has degree one, and a random
/// choice is as bad) matches most of `s1` into `s2`, and about half of `s4` stays free. Every
/// `s4` vertex is next to all of `s2`, so whichever tree of a multi-source BFS pass starts first
/// claims all of `s2` at once: one augmenting path per pass, `n / 2` passes of `O(n²)`, as in
/// [`hell`], and relabelling does not help. Measured at size 2·10^6 (n = 1000; ms-bfs made
/// about 450 passes of one augmentation each): ms-bfs 2.1 s (0.35 s at 10^6), hopcroft-karp
/// 0.16 s, dinic 0.30 s, blossom 0.36 s, kuhn 0.45 s; Pothen–Fan+ 0.37 s, MS-BFS-Graft 0.45 s.
pub fn trap(size: u64, seed: u64) -> GeneratedGraph {
    let n = trap_n(size) as u32;
    let mut rng = Rng::new(seed);
    let (s1, s4, s2, s3) = (0, n, 2 * n, 3 * n);
    let mut edges = Vec::with_capacity((2 * n as usize + 8) * n as usize);
    let mut pick = Vec::new();
    for i in 0..n {
        for j in 0..n {
            edges.push((s1 + i, s2 + j));
            edges.push((s4 + i, s2 + j));
        }
        edges.push((s1 + i, s3 + i));
        // 7 distinct others (offsets 1..n from i).
        distinct_below(n as u64 - 1, TRAP_EXTRA, &mut rng, &mut pick);
        edges.extend(pick.iter().map(|&o| (s1 + i, s3 + (i + 1 + o) % n)));
    }
    let plain = finish(4 * n as usize, Some(2 * n), &edges);
    relabel(&plain, rng.next_u64())
}

/// The [`maze`] plus `max(1, size / 10^4)` chords, each between two random vertices of one side
/// (drawn from `seed`), listed after the maze's edges. Every chord closes odd cycles, so the
/// graph goes to the blossom algorithm; a breadth-first two-colouring is thrown off by the
/// chords (it finds thousands of edges inside its classes), and from a greedy start hundreds
/// of vertices stay free, each with an augmenting path that snakes through much of the maze.
/// The maze's matching is perfect, so the chords leave its size. `O(size)`.
///
/// ```
/// use bigame::generate::hard::{maze, maze_chords};
/// let g = maze_chords(100_000, 1);
/// assert_eq!(g.left, None);
/// assert_eq!(g.graph.edge_count(), maze(100_000).graph.edge_count() + 10);
/// ```
pub fn maze_chords(size: u64, seed: u64) -> GeneratedGraph {
    let maze = maze(size);
    let n = maze.graph.vertex_count() as u64;
    let left = u64::from(maze.left.expect("the maze is bipartite"));
    let mut edges: Vec<(u32, u32)> = maze.graph.edges().collect();
    let mut rng = Rng::new(seed);
    // A chord needs two vertices on its side; the smallest mazes may have room for few.
    let room = |k: u64| k * k.saturating_sub(1) / 2;
    let wanted = (size / 10_000).max(1).min(room(left) + room(n - left)) as usize;
    let mut chords = std::collections::HashSet::new();
    while chords.len() < wanted {
        let on_left = if left < 2 {
            false
        } else if n - left < 2 {
            true
        } else {
            rng.chance(50)
        };
        let (low, high) = if on_left { (0, left) } else { (left, n) };
        let u = (low + rng.below(high - low)) as u32;
        let v = (low + rng.below(high - low)) as u32;
        if u != v && chords.insert((u.min(v), u.max(v))) {
            edges.push((u, v));
        }
    }
    finish(n as usize, None, &edges)
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
