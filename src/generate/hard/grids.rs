//! The adversaries built for bigame: grids whose edge order traps breadth-first passes
//! (corridor, maze, maze with chords) and the trap graph. See the
//! [module documentation](super) for the conventions.

use super::literature::distinct_below;
use super::{div_round, finish, isqrt, relabel};
use crate::generate::{GeneratedGraph, Rng};
use crate::graph::Adjacency;

// -------------------------------------------------------------------------------- grid core

/// A `width x rows` grid of matched pairs `x(c, r)`–`y(c, r)`, the core of [`corridor`] and
/// [`maze`], with `k` roots and `k` targets planted as [`corridor`] describes.
pub(super) struct GridCore {
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
pub(super) struct CorridorShape {
    pub(super) width: u64,
    pub(super) rows: u64,
    /// Rows between two roots.
    pub(super) gap: u64,
    /// The lowest root's row.
    pub(super) first: u64,
}

pub(super) fn corridor_shape(size: u64) -> CorridorShape {
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

pub(super) fn maze_width(size: u64) -> u64 {
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
pub(super) const TRAP_EXTRA: u64 = 7;

pub(super) fn trap_n(size: u64) -> u64 {
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
/// [`hell`](super::hell), and relabelling does not help. Measured at size 2·10^6 (n = 1000; ms-bfs made
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

/// The [`maze`] plus `max(1, size / (2·10^4))` *rungs* (an adversary of our own design for
/// [`square_first_colouring`](crate::graph::square_first_colouring)): for two random distinct
/// pairs `a`, `b` (drawn from `seed`), the chords `x(a)–x(b)` and `y(a)–y(b)`, listed after
/// the maze's edges. Each chord is inside a side, so the graph is not bipartite, and with the
/// pair edges `x(a)–y(a)`, `x(b)–y(b)` the two close a 4-cycle: a colouring that joins the
/// edges on 4-cycles first takes them for lattice edges, and thousands of maze edges fall
/// inside its classes instead of the chords. As many chord ends as [`maze_chords`], and its
/// matching size. Measured at size 2·10^6, renumbered (100 rungs; 16,294 edges inside the
/// square-first colouring): bigame 8.3 s, MV 67 s, LEMON 139 s. `O(size)`.
///
/// ```
/// use bigame::generate::hard::{maze, maze_rungs};
/// let g = maze_rungs(100_000, 1);
/// assert_eq!(g.left, None);
/// assert_eq!(g.graph.edge_count(), maze(100_000).graph.edge_count() + 10);
/// ```
pub fn maze_rungs(size: u64, seed: u64) -> GeneratedGraph {
    let maze = maze(size);
    let w = maze_width(size);
    let left = maze.left.expect("the maze is bipartite");
    let pairs = w * w;
    let mut edges: Vec<(u32, u32)> = maze.graph.edges().collect();
    let mut rng = Rng::new(seed);
    let wanted = (size / 20_000).max(1).min(pairs * (pairs - 1) / 2) as usize;
    let mut rungs = std::collections::HashSet::new();
    while rungs.len() < wanted {
        let (a, b) = (rng.below(pairs) as u32, rng.below(pairs) as u32);
        if a != b && rungs.insert((a.min(b), a.max(b))) {
            // x(i) = i and y(i) = left + i for the pair i = r w + c.
            edges.extend([(a, b), (left + a, left + b)]);
        }
    }
    finish(maze.graph.vertex_count(), None, &edges)
}

// ------------------------------------------------------------------------------------ cube

/// Percent of the cells [`cube`] removes.
const CUBE_REMOVED_PERCENT: u32 = 10;

/// The side of [`cube`] for `size`: the `A >= 2` whose cube is nearest `size / 2.43`, so that
/// the kept edges (about `2.43 A³`) come near `size`. `O(1)`.
fn cube_side(size: u64) -> u64 {
    let target = size as f64 / 2.43;
    // The float root may land just under an integer: compare the two cubes around it exactly.
    let low = target.cbrt().floor() as u64;
    let off = |a: u64| (a.pow(3) as f64 - target).abs();
    let nearest = if off(low + 1) < off(low) {
        low + 1
    } else {
        low
    };
    nearest.max(2)
}

/// A three-dimensional grid with a tenth of its cells removed at random (an adversary of our
/// own design for breadth-first passes). Cells `(x, y, z)`, `0 <= x, y, z < A`, with `A` the
/// side whose cube is nearest `size / 2.43` (at least 2); each cell is removed with probability
/// 1/10 (drawn from `seed`, one draw per cell in the order below); side-adjacent kept cells are
/// joined. The left side is
/// the kept cells with `x + y + z` even, numbered in cell order (`x`, then `y`, then `z`, as
/// `(x A + y) A + z`), the right side the others from `left` on, in the same order; each left
/// cell lists its neighbours up `x`, `y`, `z`, then down `x`, `y`, `z`. About `0.9 A³`
/// vertices and `2.43 A³` edges (`3 A² (A - 1)` places for an edge, each kept with probability
/// 0.81). The maximum matching has no closed form: it is whatever the holes leave (about
/// `0.45 A³`), so the tests check it against other algorithms and the exhaustive oracle.
///
/// **Why it is hard.** The holes leave a few thousand vertices free after Karp–Sipser, whose
/// augmenting paths are long and cross each other's regions. A multi-source breadth-first pass
/// then finds about a tenth of the remaining paths for half a sweep of the graph, a trickle
/// that earned as much credit as it cost, so the guard of [`ms_bfs`](crate::matching::ms_bfs)
/// let it run: at `A = 100` (size 2.43·10^6) 29 passes and 15 sweeps of the graph, where
/// push–relabel or Pothen–Fan+ need about 2. The passes' trend now stops it after 6 passes
/// (docs/bench-log.md, "A trickle of paths"). Measured at `A = 100` on the same shape (one run each,
/// whole process, holes drawn by the script this generator replaced):
/// bigame's default 0.61 s (1.10 s before the trend), `pothen-fan` 0.53 s, `push-relabel`
/// 0.57 s; Azad's Pothen–Fan+ 0.76 s, MS-BFS-Graft 0.79 s, matchmaker's HK_DW 2.1 s.
///
/// ```
/// use bigame::generate::hard::cube;
/// use bigame::graph::Adjacency;
/// let g = cube(20_000, 1); // A = 20
/// assert_eq!(g.graph.vertex_count(), 7_211);
/// assert!(g.graph.edges().all(|(u, v)| u < g.left.unwrap() && v >= g.left.unwrap()));
/// ```
pub fn cube(size: u64, seed: u64) -> GeneratedGraph {
    let a = cube_side(size) as u32;
    let cells = a * a * a;
    let mut rng = Rng::new(seed);
    let kept: Vec<bool> = (0..cells)
        .map(|_| !rng.chance(CUBE_REMOVED_PERCENT))
        .collect();
    let coords = |c: u32| (c / (a * a), c / a % a, c % a);
    let is_left = |c: u32| {
        let (x, y, z) = coords(c);
        (x + y + z).is_multiple_of(2)
    };
    let lefts = (0..cells)
        .filter(|&c| kept[c as usize] && is_left(c))
        .count() as u32;
    let (mut next_left, mut next_right) = (0, lefts);
    let mut id = vec![u32::MAX; cells as usize];
    for c in (0..cells).filter(|&c| kept[c as usize]) {
        let counter = if is_left(c) {
            &mut next_left
        } else {
            &mut next_right
        };
        id[c as usize] = *counter;
        *counter += 1;
    }
    let mut edges = Vec::with_capacity((2.5 * f64::from(cells)) as usize);
    for c in (0..cells).filter(|&c| kept[c as usize] && is_left(c)) {
        let (x, y, z) = coords(c);
        let up = [(a * a, x + 1 < a), (a, y + 1 < a), (1, z + 1 < a)];
        let down = [(a * a, x > 0), (a, y > 0), (1, z > 0)];
        let neighbours = (up.into_iter().filter(|s| s.1).map(|s| c + s.0))
            .chain(down.into_iter().filter(|s| s.1).map(|s| c - s.0));
        for d in neighbours.filter(|&d| kept[d as usize]) {
            edges.push((id[c as usize], id[d as usize]));
        }
    }
    finish(next_right as usize, Some(lefts), &edges)
}
