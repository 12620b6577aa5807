//! The hard families from the literature and from other projects' bug reports: the hell graph,
//! Goldberg–Cherkassky hilo, Stolfi's rope, fuzz, K_{2,2} ladders, LEDA's worst case for
//! Edmonds, chains of triangles. See the [module documentation](super) for the conventions.

use super::{div_round, finish, isqrt};
use crate::generate::{GeneratedGraph, Rng};

// ------------------------------------------------------------------------------------ hell

pub(super) fn hell_n(size: u64) -> u64 {
    isqrt(size / 2).max(1)
}

/// The hell graph's edges on ids `0..4n` (left side `s1`, `s4`; right side `s2`, `s3`), in
/// the trap's order.
pub(super) fn hell_edges(n: u32, edges: &mut Vec<(u32, u32)>) {
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
/// 6.7 times as long per doubling of the size. [`relabel`](super::relabel) (random ids, shuffled edges)
/// removes the trap (ms-bfs 0.11 s): [`trap`](super::trap) keeps it without relying on any order.
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
pub(super) const HILO_PIECE: u64 = 100;
/// How many `y`s below and at its index each `x` is joined to, per piece.
pub(super) const HILO_SPAN: u64 = 10;

pub(super) fn hilo_shape(size: u64) -> (u64, u64) {
    // Edges per piece (to itself and to the next one): 2 * (45 + 10 * 91) = 1910.
    let per_piece = 2 * hilo_piece_edges();
    (div_round(size, per_piece).max(2), HILO_PIECE)
}

pub(super) fn hilo_piece_edges() -> u64 {
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
pub(super) const ROPE_WIDTH: u64 = 100;
/// Decoy edges per vertex between consecutive layer pairs in [`rope`].
pub(super) const ROPE_DECOYS: u64 = 3;

pub(super) fn rope_shape(size: u64) -> (u64, u64) {
    let per_pair = ROPE_WIDTH * (1 + ROPE_DECOYS);
    (div_round(size, per_pair).max(1), ROPE_WIDTH)
}

/// Draws `count` distinct numbers in `0..n` (`count <= n`, small) into `out`. `O(count²)`
/// expected.
pub(super) fn distinct_below(n: u64, count: u64, rng: &mut Rng, out: &mut Vec<u32>) {
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
pub(super) const FUZZ_BAND: u64 = 3;

pub(super) fn fuzz_n(size: u64) -> u64 {
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

pub(super) fn ladder_k(size: u64) -> u64 {
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
pub(super) fn leda_shape(size: u64) -> (u64, Vec<u64>) {
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
pub(super) fn triangles_shape(size: u64) -> (u64, u64) {
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
