//! The Dulmage–Mendelsohn decomposition, `dmperm` and the edge classes: against exhaustive
//! enumeration of every maximum matching on small graphs, on matrices worked out by hand, and
//! through `bigame decompose`.

use bigame::board::Board;
use bigame::game::{analyze, analyze_general};
use bigame::graph::{Adjacency, Bipartite, BipartiteGraph, Graph, TwoColouring, two_colouring};
use bigame::matching::{
    Algorithm, CoarsePart, Dmperm, DulmageMendelsohn, EdgeClass, EdgeClasses, GallaiEdmonds, Part,
    dmperm, karp_sipser,
};
use proptest::prelude::*;
use std::collections::BTreeSet;

mod common;

// ---------------------------------------------------------------------------------------------
// The oracle: every maximum matching, enumerated
// ---------------------------------------------------------------------------------------------

/// What enumerating every maximum matching of a small graph tells.
#[derive(Debug)]
struct Truth {
    size: usize,
    /// Per edge (index into the edge list): in every maximum matching.
    every: Vec<bool>,
    /// Per edge: in some maximum matching.
    some: Vec<bool>,
    /// Per vertex: missed by some maximum matching.
    missed: Vec<bool>,
}

impl Truth {
    fn class(&self, e: usize) -> EdgeClass {
        if self.every[e] {
            EdgeClass::Mandatory
        } else if self.some[e] {
            EdgeClass::Allowed
        } else {
            EdgeClass::Forbidden
        }
    }
}

/// Enumerates every matching of the graph on `n <= 16` vertices with `edges` (at most 64; may
/// repeat) and keeps what the maximum ones have in common. Exponential.
fn truth(n: usize, edges: &[(u32, u32)]) -> Truth {
    assert!(n <= 16 && edges.len() <= 64);
    let mut adj: Vec<Vec<(usize, usize)>> = vec![Vec::new(); n];
    for (e, &(u, v)) in edges.iter().enumerate() {
        let (a, b) = (u.min(v) as usize, u.max(v) as usize);
        adj[a].push((b, e));
    }
    struct State {
        best: usize,
        every: u64,
        some: u64,
        missed: u32,
    }
    // Decides the vertices in increasing order: each is left unmatched or matched to a higher
    // neighbour, so every matching is produced exactly once. Depth at most n.
    fn go(
        v: usize,
        n: usize,
        adj: &[Vec<(usize, usize)>],
        covered: u32,
        chosen: u64,
        size: usize,
        st: &mut State,
    ) {
        let mut v = v;
        while v < n && covered & (1 << v) != 0 {
            v += 1;
        }
        if v >= n {
            let all = if n == 32 { u32::MAX } else { (1u32 << n) - 1 };
            let missed = all & !covered;
            if size > st.best {
                st.best = size;
                st.every = chosen;
                st.some = chosen;
                st.missed = missed;
            } else if size == st.best {
                st.every &= chosen;
                st.some |= chosen;
                st.missed |= missed;
            }
            return;
        }
        go(v + 1, n, adj, covered, chosen, size, st);
        for &(w, e) in &adj[v] {
            if covered & (1 << w) == 0 {
                go(
                    v + 1,
                    n,
                    adj,
                    covered | (1 << v) | (1 << w),
                    chosen | (1 << e),
                    size + 1,
                    st,
                );
            }
        }
    }
    // The neutral elements: the empty matching, produced first, sets them right.
    let mut st = State {
        best: 0,
        every: u64::MAX,
        some: 0,
        missed: 0,
    };
    go(0, n, &adj, 0, 0, 0, &mut st);
    Truth {
        size: st.best,
        every: (0..edges.len()).map(|e| st.every & (1 << e) != 0).collect(),
        some: (0..edges.len()).map(|e| st.some & (1 << e) != 0).collect(),
        missed: (0..n).map(|v| st.missed & (1 << v) != 0).collect(),
    }
}

// ---------------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------------

/// A random bipartite graph on up to 12 vertices with random sides and up to 28 edges
/// (parallel edges possible): `(n, edges, left)`.
fn bipartite_graph() -> impl Strategy<Value = (usize, Vec<(u32, u32)>, Vec<bool>)> {
    (1usize..=12)
        .prop_flat_map(|n| {
            (
                Just(n),
                proptest::collection::vec(any::<bool>(), n),
                proptest::collection::vec((0..n as u32, 0..n as u32), 0..40),
            )
        })
        .prop_map(|(n, left, pairs)| {
            let edges: Vec<(u32, u32)> = pairs
                .into_iter()
                .filter(|&(u, v)| left[u as usize] != left[v as usize])
                .take(28)
                .collect();
            (n, edges, left)
        })
}

/// A random graph on up to 12 vertices with up to 28 edges, odd cycles allowed (parallel
/// edges possible, no self-loops).
fn general_graph() -> impl Strategy<Value = (usize, Vec<(u32, u32)>)> {
    (1usize..=12)
        .prop_flat_map(|n| {
            (
                Just(n),
                proptest::collection::vec((0..n as u32, 0..n as u32), 0..28),
            )
        })
        .prop_map(|(n, pairs)| {
            let edges: Vec<(u32, u32)> = pairs.into_iter().filter(|&(u, v)| u != v).collect();
            (n, edges)
        })
}

/// A random sparse matrix of up to 6 x 6 as `(rows, cols, entries)`, entries 0-based.
fn small_matrix() -> impl Strategy<Value = (usize, usize, Vec<(u32, u32)>)> {
    (0usize..=6, 0usize..=6).prop_flat_map(|(rows, cols)| {
        let entries = if rows == 0 || cols == 0 {
            Just(Vec::new()).boxed()
        } else {
            proptest::collection::vec((0..rows as u32, 0..cols as u32), 0..20).boxed()
        };
        (Just(rows), Just(cols), entries)
    })
}

/// A random board of up to 4x5 cells with at most 12 free cells.
fn small_board() -> impl Strategy<Value = Board> {
    (1u32..=4, 1u32..=5)
        .prop_flat_map(|(r, c)| {
            (
                Just(r),
                Just(c),
                proptest::collection::vec(any::<bool>(), (r * c) as usize),
            )
        })
        .prop_filter_map("too many free cells", |(rows, cols, free)| {
            (free.iter().filter(|&&f| f).count() <= 12)
                .then(|| Board::from_fn(rows, cols, |r, c| free[(r * cols + c) as usize]))
        })
}

// ---------------------------------------------------------------------------------------------
// Checks
// ---------------------------------------------------------------------------------------------

/// The classes of `edges` (the edge list `g` was built from) agree with the oracle.
fn check_classes<A: Adjacency>(
    g: &A,
    edges: &[(u32, u32)],
    classes: &EdgeClasses,
    truth: &Truth,
    what: &str,
) -> Result<(), TestCaseError> {
    let mut counts = [0usize; 3];
    for (e, &(u, v)) in edges.iter().enumerate() {
        let expected = truth.class(e);
        prop_assert_eq!(
            classes.class(g, u, v),
            Some(expected),
            "{}: edge {} = {}-{}",
            what,
            e,
            u,
            v
        );
        prop_assert_eq!(classes.class(g, v, u), Some(expected), "{}: reverse", what);
        counts[expected as usize] += 1;
    }
    prop_assert_eq!(classes.count(EdgeClass::Mandatory), counts[0], "{}", what);
    prop_assert_eq!(classes.count(EdgeClass::Allowed), counts[1], "{}", what);
    prop_assert_eq!(classes.count(EdgeClass::Forbidden), counts[2], "{}", what);
    let mut listed = 0;
    classes.for_each_edge(g, |u, v, _| {
        assert!(u < v);
        listed += 1;
    });
    prop_assert_eq!(listed, edges.len());
    Ok(())
}

/// The blocks as a set of (rows, columns) sets, order ignored.
fn block_sets(dm: &DulmageMendelsohn) -> BTreeSet<(Vec<u32>, Vec<u32>)> {
    (0..dm.block_count() as u32)
        .map(|k| {
            let mut rows = dm.block_rows(k).to_vec();
            let mut cols = dm.block_columns(k).to_vec();
            rows.sort_unstable();
            cols.sort_unstable();
            (rows, cols)
        })
        .collect()
}

/// Everything the decomposition promises, on a bipartite graph whose maximum matchings the
/// oracle has enumerated.
fn check_decomposition<B: Bipartite>(
    g: &B,
    dm: &DulmageMendelsohn,
    truth: &Truth,
) -> Result<(), TestCaseError> {
    let n = g.vertex_count();
    let m = dm.matching();
    prop_assert!(m.is_valid_in(g), "not a matching");
    prop_assert_eq!(m.size(), truth.size, "matching not maximum");
    // Coarse parts from the oracle: the missed columns and their neighbours form the
    // horizontal part, the missed rows and their neighbours the vertical part.
    let mut expected = vec![CoarsePart::Square; n];
    for v in 0..n as u32 {
        if truth.missed[v as usize] {
            let part = if g.is_left(v) {
                CoarsePart::Vertical
            } else {
                CoarsePart::Horizontal
            };
            expected[v as usize] = part;
            g.for_each_neighbor(v, |w| expected[w as usize] = part);
        }
    }
    for v in 0..n as u32 {
        prop_assert_eq!(dm.part(v), expected[v as usize], "part of {}", v);
        prop_assert_eq!(dm.is_row(v), g.is_left(v));
        let ge = match (expected[v as usize], g.is_left(v)) {
            (CoarsePart::Square, _) => Part::C,
            _ if truth.missed[v as usize] => Part::D,
            _ => Part::A,
        };
        prop_assert_eq!(dm.gallai_edmonds_part(v), ge);
    }
    // Sizes of the coarse parts.
    let (hr, hc) = (
        dm.rows(CoarsePart::Horizontal),
        dm.columns(CoarsePart::Horizontal),
    );
    let (sr, sc) = (dm.rows(CoarsePart::Square), dm.columns(CoarsePart::Square));
    let (vr, vc) = (
        dm.rows(CoarsePart::Vertical),
        dm.columns(CoarsePart::Vertical),
    );
    prop_assert!(hc > hr || hc + hr == 0, "horizontal part {}x{}", hr, hc);
    prop_assert!(vr > vc || vr + vc == 0, "vertical part {}x{}", vr, vc);
    prop_assert_eq!(sr, sc);
    prop_assert_eq!(
        hr + sr + vr,
        (0..n as u32).filter(|&v| g.is_left(v)).count()
    );
    prop_assert_eq!(hc + sc + vc, n - hr - sr - vr);
    prop_assert_eq!(
        truth.size,
        hr + sr + vc,
        "every row of H, column of V matched"
    );
    // The blocks partition the vertices, each vertex listed in its own block.
    let mut seen = vec![0u32; n];
    for k in 0..dm.block_count() as u32 {
        let part = dm.block_part(k);
        for &v in dm.block_rows(k) {
            prop_assert!(g.is_left(v));
            prop_assert_eq!(dm.block(v), k);
            prop_assert_eq!(dm.part(v), part);
            seen[v as usize] += 1;
        }
        for &v in dm.block_columns(k) {
            prop_assert!(!g.is_left(v));
            prop_assert_eq!(dm.block(v), k);
            prop_assert_eq!(dm.part(v), part);
            seen[v as usize] += 1;
        }
        // Each block is matched within itself, down its diagonal.
        let rows = dm.block_rows(k);
        let cols = dm.block_columns(k);
        match part {
            CoarsePart::Square => {
                prop_assert_eq!(rows.len(), cols.len());
                prop_assert!(!rows.is_empty());
                for (&r, &c) in rows.iter().zip(cols) {
                    prop_assert_eq!(m.mate(r), Some(c));
                }
            }
            CoarsePart::Horizontal => {
                let free = cols.iter().take_while(|&&c| m.mate(c).is_none()).count();
                prop_assert_eq!(free, cols.len() - rows.len());
                for (&r, &c) in rows.iter().zip(&cols[free..]) {
                    prop_assert_eq!(m.mate(r), Some(c));
                }
                prop_assert!(cols[..free].windows(2).all(|w| w[0] < w[1]));
                prop_assert!(cols[free..].windows(2).all(|w| w[0] < w[1]));
            }
            CoarsePart::Vertical => {
                for (&r, &c) in rows.iter().zip(cols) {
                    prop_assert_eq!(m.mate(r), Some(c));
                }
                prop_assert!(rows[cols.len()..].iter().all(|&r| m.mate(r).is_none()));
                prop_assert!(cols.windows(2).all(|w| w[0] < w[1]));
            }
        }
        if part != CoarsePart::Horizontal {
            prop_assert!(cols.windows(2).all(|w| w[0] < w[1]));
        }
    }
    prop_assert!(seen.iter().all(|&s| s == 1), "blocks do not partition");
    // Block upper triangular: no edge from a row to a column of an earlier block.
    for u in 0..n as u32 {
        if g.is_left(u) {
            let bu = dm.block(u);
            let mut ok = true;
            g.for_each_neighbor(u, |c| ok &= dm.block(c) >= bu);
            prop_assert!(ok, "an edge from row {} to an earlier block", u);
        }
    }
    // The fine blocks are the strongly connected components of the pair graph.
    let rows: Vec<u32> = (0..n as u32)
        .filter(|&v| g.is_left(v) && dm.part(v) == CoarsePart::Square)
        .collect();
    let index = |v: u32| rows.iter().position(|&r| r == v).unwrap();
    let k = rows.len();
    let mut reach = vec![vec![false; k]; k];
    for (i, &r) in rows.iter().enumerate() {
        reach[i][i] = true;
        g.for_each_neighbor(r, |c| {
            if dm.part(c) == CoarsePart::Square {
                reach[i][index(m.mate(c).unwrap())] = true;
            }
        });
    }
    for via in 0..k {
        let through = reach[via].clone();
        for row in reach.iter_mut() {
            if row[via] {
                for (to, &r) in row.iter_mut().zip(&through) {
                    *to |= r;
                }
            }
        }
    }
    for i in 0..k {
        for j in 0..k {
            let same = dm.block(rows[i]) == dm.block(rows[j]);
            prop_assert_eq!(
                same,
                reach[i][j] && reach[j][i],
                "rows {} {}",
                rows[i],
                rows[j]
            );
        }
    }
    // dmperm is the same decomposition in row and column numbers.
    check_dmperm(g, dm)?;
    Ok(())
}

/// `dm.dmperm()` describes `dm`, and `A(p, q)` is block upper triangular with the matching on
/// its diagonals.
fn check_dmperm<B: Bipartite>(g: &B, dm: &DulmageMendelsohn) -> Result<(), TestCaseError> {
    let n = g.vertex_count();
    let rows: Vec<u32> = (0..n as u32).filter(|&v| g.is_left(v)).collect();
    let cols: Vec<u32> = (0..n as u32).filter(|&v| !g.is_left(v)).collect();
    let d = dm.dmperm();
    let p_ids: Vec<u32> = d.p.iter().map(|&i| rows[i as usize]).collect();
    let q_ids: Vec<u32> = d.q.iter().map(|&j| cols[j as usize]).collect();
    prop_assert_eq!(&p_ids[..], dm.row_order());
    prop_assert_eq!(&q_ids[..], dm.column_order());
    check_dmperm_shape(&d, rows.len(), cols.len())?;
    // Positions of each vertex in the permuted matrix.
    let mut row_pos = vec![0usize; n];
    let mut col_pos = vec![0usize; n];
    for (x, &v) in p_ids.iter().enumerate() {
        row_pos[v as usize] = x;
    }
    for (y, &v) in q_ids.iter().enumerate() {
        col_pos[v as usize] = y;
    }
    let block_of = |bounds: &[u32], x: usize| bounds.iter().rposition(|&b| b as usize <= x);
    for &u in &rows {
        let br = block_of(&d.r[..d.r.len() - 1], row_pos[u as usize]);
        let mut ok = true;
        g.for_each_neighbor(u, |c| {
            ok &= block_of(&d.s[..d.s.len() - 1], col_pos[c as usize]) >= br;
        });
        prop_assert!(ok, "A(p, q) is not block upper triangular at row {}", u);
    }
    // The matching on the three diagonals.
    let m = dm.matching();
    let (cc, rr) = (d.cc.map(|x| x as usize), d.rr.map(|x| x as usize));
    for x in 0..rr[1] {
        prop_assert_eq!(m.mate(p_ids[x]), Some(q_ids[cc[1] + x]));
    }
    for x in rr[1]..rr[2] {
        prop_assert_eq!(m.mate(p_ids[x]), Some(q_ids[cc[2] + x - rr[1]]));
    }
    for x in rr[2]..rr[3] {
        prop_assert_eq!(m.mate(p_ids[x]), Some(q_ids[cc[3] + x - rr[2]]));
    }
    for &v in &p_ids[rr[3]..rr[4]] {
        prop_assert_eq!(m.mate(v), None);
    }
    for &v in &q_ids[..cc[1]] {
        prop_assert_eq!(m.mate(v), None);
    }
    prop_assert_eq!(rr[3], m.size(), "rr[3] is the structural rank");
    Ok(())
}

/// `p`, `q` are permutations, the boundaries are monotone and consistent.
fn check_dmperm_shape(d: &Dmperm, rows: usize, cols: usize) -> Result<(), TestCaseError> {
    let mut p = d.p.clone();
    p.sort_unstable();
    prop_assert_eq!(p, (0..rows as u32).collect::<Vec<_>>());
    let mut q = d.q.clone();
    q.sort_unstable();
    prop_assert_eq!(q, (0..cols as u32).collect::<Vec<_>>());
    prop_assert_eq!(d.r.len(), d.s.len());
    prop_assert_eq!((d.r[0], d.s[0]), (0, 0));
    prop_assert_eq!(*d.r.last().unwrap() as usize, rows);
    prop_assert_eq!(*d.s.last().unwrap() as usize, cols);
    prop_assert!(d.r.windows(2).all(|w| w[0] <= w[1]));
    prop_assert!(d.s.windows(2).all(|w| w[0] <= w[1]));
    prop_assert!(d.cc.windows(2).all(|w| w[0] <= w[1]));
    prop_assert!(d.rr.windows(2).all(|w| w[0] <= w[1]));
    prop_assert_eq!((d.cc[0], d.rr[0]), (0, 0));
    prop_assert_eq!((d.cc[4] as usize, d.rr[4] as usize), (cols, rows));
    // The square part: as many rows as columns, cut into square nonempty fine blocks; at
    // most one block before it (the horizontal part) and one after (the vertical part).
    prop_assert_eq!(d.cc[3] - d.cc[2], d.rr[2] - d.rr[1]);
    let mut square_rows = 0;
    let mut others = 0;
    for k in 0..d.r.len() - 1 {
        let (rk, sk) = (d.r[k + 1] - d.r[k], d.s[k + 1] - d.s[k]);
        prop_assert!(rk + sk > 0, "empty block {}", k);
        let square = d.r[k] >= d.rr[1]
            && d.r[k + 1] <= d.rr[2]
            && d.s[k] >= d.cc[2]
            && d.s[k + 1] <= d.cc[3];
        if square {
            prop_assert_eq!(rk, sk);
            square_rows += rk;
        } else {
            others += 1;
        }
    }
    prop_assert_eq!(square_rows, d.rr[2] - d.rr[1]);
    prop_assert_eq!(
        others,
        (d.cc[2] > 0) as usize + (d.rr[4] > d.rr[2]) as usize
    );
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// Bipartite graphs: the decomposition against the oracle for every algorithm's matching
    /// (the parts and the blocks as sets must not depend on it), the edge classes by both
    /// methods against the oracle, and analyze's verdicts against the coarse parts.
    #[test]
    fn bipartite_decomposition_and_classes_match_enumeration((n, edges, left) in bipartite_graph()) {
        let graph = Graph::from_edges(n, &edges);
        let g = BipartiteGraph::new(graph.clone(), left);
        let truth = truth(n, &edges);
        let mut first: Option<BTreeSet<(Vec<u32>, Vec<u32>)>> = None;
        for algorithm in Algorithm::ALL {
            let dm = DulmageMendelsohn::new(&g, algorithm);
            check_decomposition(&g, &dm, &truth)?;
            let blocks = block_sets(&dm);
            match &first {
                None => first = Some(blocks),
                Some(b) => prop_assert_eq!(b, &blocks, "{}: other blocks", algorithm),
            }
            let classes = EdgeClasses::from_decomposition(&g, &dm);
            check_classes(&g, &edges, &classes, &truth, algorithm.name())?;
            // analyze agrees: the mover loses exactly on D = missed vertices.
            let a = analyze(&g, algorithm);
            let ge = a.decomposition(&g);
            for v in 0..n as u32 {
                prop_assert_eq!(a.wins(v), dm.gallai_edmonds_part(v) != Part::D);
                prop_assert_eq!(ge.part(v), dm.gallai_edmonds_part(v));
            }
        }
        let general = EdgeClasses::general(&graph);
        check_classes(&graph, &edges, &general, &truth, "general method")?;
    }

    /// Any graph: the Gallai–Edmonds route against the oracle.
    #[test]
    fn general_classes_match_enumeration((n, edges) in general_graph()) {
        let g = Graph::from_edges(n, &edges);
        let truth = truth(n, &edges);
        let ge = GallaiEdmonds::new(&g, karp_sipser(&g));
        prop_assert_eq!(ge.matching().size(), truth.size);
        let classes = EdgeClasses::from_gallai_edmonds(&g, &ge);
        check_classes(&g, &edges, &classes, &truth, "general")?;
        // The same from a decomposition grown from the empty matching.
        let other = GallaiEdmonds::new(&g, bigame::matching::Matching::empty(n));
        prop_assert_eq!(&EdgeClasses::from_gallai_edmonds(&g, &other), &classes);
        // Vertex verdicts: missed by some maximum matching = D = where the mover loses.
        let a = analyze_general(&g);
        for v in 0..n as u32 {
            prop_assert_eq!(a.wins(v), !truth.missed[v as usize]);
        }
        // On bipartite graphs, the coarse parts give the same D, A and C.
        if let TwoColouring::Sides(left) = two_colouring(&g) {
            let bg = BipartiteGraph::new(g.clone(), left);
            let dm = DulmageMendelsohn::new(&bg, Algorithm::default());
            for v in 0..n as u32 {
                prop_assert_eq!(dm.gallai_edmonds_part(v), ge.part(v));
            }
            prop_assert_eq!(&EdgeClasses::from_decomposition(&bg, &dm), &classes);
        }
    }

    /// `dmperm` on random matrices: the same decomposition as the graph, the shape checks,
    /// and the coarse parts against the oracle.
    #[test]
    fn dmperm_of_random_matrices((rows, cols, entries) in small_matrix()) {
        let d = dmperm(rows, cols, &entries);
        check_dmperm_shape(&d, rows, cols)?;
        let n = rows + cols;
        let edges: Vec<(u32, u32)> =
            entries.iter().map(|&(i, j)| (i, rows as u32 + j)).collect();
        let g = BipartiteGraph::new(Graph::from_edges(n, &edges), (0..n).map(|v| v < rows).collect());
        let truth = truth(n, &edges);
        let dm = DulmageMendelsohn::new(&g, Algorithm::default());
        check_decomposition(&g, &dm, &truth)?;
        prop_assert_eq!(dm.dmperm(), d);
    }

    /// Boards are bipartite adjacencies without a CSR: the decomposition and the classes on
    /// the board itself agree with the oracle on its graph.
    #[test]
    fn boards_decompose_like_their_graphs(board in small_board()) {
        let (graph, ids) = board.to_graph();
        let edges: Vec<(u32, u32)> = graph.edges().collect();
        let truth = truth(graph.vertex_count(), &edges);
        let dm = DulmageMendelsohn::new(&board, Algorithm::default());
        prop_assert_eq!(dm.matching().size(), truth.size);
        let classes = EdgeClasses::from_decomposition(&board, &dm);
        for (e, &(u, v)) in edges.iter().enumerate() {
            let (bu, bv) = (ids[u as usize], ids[v as usize]);
            prop_assert_eq!(classes.class(&board, bu, bv), Some(truth.class(e)));
        }
        for (i, &b) in ids.iter().enumerate() {
            let part = dm.gallai_edmonds_part(b);
            prop_assert_eq!(part == Part::D, truth.missed[i], "cell {}", b);
        }
        // Upper block triangular on the board's own adjacency.
        for &b in &ids {
            if board.is_left(b) {
                let mut ok = true;
                board.for_each_neighbor(b, |c| ok &= dm.block(c) >= dm.block(b));
                prop_assert!(ok);
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Matrices worked out by hand
// ---------------------------------------------------------------------------------------------

/// Reads a Matrix Market `coordinate pattern` matrix (enough of the format for these tests):
/// `(rows, cols, 0-based entries)`.
fn matrix_market(text: &str) -> (usize, usize, Vec<(u32, u32)>) {
    let mut lines = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('%'));
    let size: Vec<usize> = lines
        .next()
        .unwrap()
        .split_whitespace()
        .map(|x| x.parse().unwrap())
        .collect();
    let entries: Vec<(u32, u32)> = lines
        .map(|l| {
            let ij: Vec<u32> = l.split_whitespace().map(|x| x.parse().unwrap()).collect();
            (ij[0] - 1, ij[1] - 1)
        })
        .collect();
    assert_eq!(entries.len(), size[2]);
    (size[0], size[1], entries)
}

/// The blocks of a `dmperm` as sets of 0-based rows and columns, in block order.
fn blocks_of(d: &Dmperm) -> Vec<(BTreeSet<u32>, BTreeSet<u32>)> {
    (0..d.r.len() - 1)
        .map(|k| {
            (
                d.p[d.r[k] as usize..d.r[k + 1] as usize]
                    .iter()
                    .copied()
                    .collect(),
                d.q[d.s[k] as usize..d.s[k + 1] as usize]
                    .iter()
                    .copied()
                    .collect(),
            )
        })
        .collect()
}

fn set(ids: &[u32]) -> BTreeSet<u32> {
    ids.iter().copied().collect()
}

/// A full upper triangle: its only perfect matching is the diagonal, every pair is its own
/// block, and the order is forced (row i reaches every later column).
#[test]
fn upper_triangular_matrix_keeps_its_order() {
    let (m, n, entries) = matrix_market(
        "%%MatrixMarket matrix coordinate pattern general
         % [ x x x ]
         % [ . x x ]
         % [ . . x ]
         3 3 6
         1 1
         1 2
         1 3
         2 2
         2 3
         3 3",
    );
    let d = dmperm(m, n, &entries);
    assert_eq!(d.p, vec![0, 1, 2]);
    assert_eq!(d.q, vec![0, 1, 2]);
    assert_eq!(d.r, vec![0, 1, 2, 3]);
    assert_eq!(d.s, vec![0, 1, 2, 3]);
    assert_eq!(d.cc, [0, 0, 0, 3, 3]);
    assert_eq!(d.rr, [0, 0, 3, 3, 3]);
}

/// A lower triangle is an upper one read backwards: dmperm reverses rows and columns.
#[test]
fn lower_triangular_matrix_is_reversed() {
    let (m, n, entries) = matrix_market(
        "%%MatrixMarket matrix coordinate pattern general
         % [ x . . ]
         % [ x x . ]
         % [ x x x ]
         3 3 6
         1 1
         2 1
         2 2
         3 1
         3 2
         3 3",
    );
    let d = dmperm(m, n, &entries);
    assert_eq!(d.p, vec![2, 1, 0]);
    assert_eq!(d.q, vec![2, 1, 0]);
    assert_eq!(d.r, vec![0, 1, 2, 3]);
    assert_eq!(d.s, vec![0, 1, 2, 3]);
}

/// Two irreducible 2x2 blocks, the first coupled to the second by entry (2, 3): block
/// {rows 1 2, columns 1 2} comes first. Inside a block the matching is not unique, so only the
/// sets are fixed.
///
/// ```text
///        1 2 3 4
///   1  [ x x . . ]
///   2  [ x x x . ]
///   3  [ . . x x ]
///   4  [ . . x x ]
/// ```
#[test]
fn two_irreducible_blocks_in_order() {
    let (m, n, entries) = matrix_market(
        "%%MatrixMarket matrix coordinate pattern general
         4 4 9
         1 1
         1 2
         2 1
         2 2
         2 3
         3 3
         3 4
         4 3
         4 4",
    );
    let d = dmperm(m, n, &entries);
    assert_eq!(d.r, vec![0, 2, 4]);
    assert_eq!(d.s, vec![0, 2, 4]);
    assert_eq!(d.cc, [0, 0, 0, 4, 4]);
    assert_eq!(d.rr, [0, 0, 4, 4, 4]);
    assert_eq!(
        blocks_of(&d),
        vec![(set(&[0, 1]), set(&[0, 1])), (set(&[2, 3]), set(&[2, 3]))]
    );
}

/// A wide matrix is all horizontal; a tall one all vertical.
///
/// ```text
///   [ x x . ]        [ x . ]
///   [ . x x ]        [ x x ]
///                    [ . x ]
/// ```
#[test]
fn wide_and_tall_matrices_are_one_coarse_block() {
    let (m, n, entries) = matrix_market(
        "%%MatrixMarket matrix coordinate pattern general
         2 3 4
         1 1
         1 2
         2 2
         2 3",
    );
    let d = dmperm(m, n, &entries);
    assert_eq!((d.r, d.s), (vec![0, 2], vec![0, 3]));
    assert_eq!(d.cc, [0, 1, 3, 3, 3]);
    assert_eq!(d.rr, [0, 2, 2, 2, 2]);

    let (m, n, entries) = matrix_market(
        "%%MatrixMarket matrix coordinate pattern general
         3 2 4
         1 1
         2 1
         2 2
         3 2",
    );
    let d = dmperm(m, n, &entries);
    assert_eq!((d.r, d.s), (vec![0, 3], vec![0, 2]));
    assert_eq!(d.cc, [0, 0, 0, 0, 2]);
    assert_eq!(d.rr, [0, 0, 0, 2, 3]);
}

/// Empty rows and columns: a single entry in the middle of a 3x3 matrix. The empty columns are
/// the horizontal block (no rows), the empty rows the vertical block (no columns), laid out as
/// CSparse's `cs_dmperm` (the code behind MATLAB's `dmperm`) lays them out; 1-based, for
/// `sparse(2,2,1,3,3)`: `p = [2 1 3]`, `q = [1 3 2]`, `r = [1 1 2 4]`, `s = [1 3 4 4]`,
/// `cc = [1 3 3 4 4]`, `rr = [1 1 2 2 4]` (worked out by hand from its algorithm).
#[test]
fn empty_rows_and_columns() {
    let (m, n, entries) = matrix_market(
        "%%MatrixMarket matrix coordinate pattern general
         3 3 1
         2 2",
    );
    let d = dmperm(m, n, &entries);
    assert_eq!(d.p, vec![1, 0, 2]);
    assert_eq!(d.q, vec![0, 2, 1]);
    assert_eq!(d.r, vec![0, 0, 1, 3]);
    assert_eq!(d.s, vec![0, 2, 3, 3]);
    assert_eq!(d.cc, [0, 2, 2, 3, 3]);
    assert_eq!(d.rr, [0, 0, 1, 1, 3]);
}

/// All three coarse parts and two fine blocks (the example of the `DulmageMendelsohn` docs).
///
/// ```text
///         1 2 | 3 | 4 | 5
///    1  [ x x | x |   |   ]   horizontal: row 1, columns 1 2 (one of them free)
///    2  [     | x | x |   ]   square block {2; 3}
///    3  [     |   | x | x ]   square block {3; 4}
///    4  [     |   |   | x ]   vertical: rows 4 5, column 5 (one row free)
///    5  [     |   |   | x ]
/// ```
#[test]
fn all_three_coarse_parts() {
    let (m, n, entries) = matrix_market(
        "%%MatrixMarket matrix coordinate pattern general
         5 5 9
         1 1
         1 2
         1 3
         2 3
         2 4
         3 4
         3 5
         4 5
         5 5",
    );
    let d = dmperm(m, n, &entries);
    assert_eq!(d.r, vec![0, 1, 2, 3, 5]);
    assert_eq!(d.s, vec![0, 2, 3, 4, 5]);
    assert_eq!(d.cc, [0, 1, 2, 4, 5]);
    assert_eq!(d.rr, [0, 1, 3, 4, 5]);
    assert_eq!(
        blocks_of(&d),
        vec![
            (set(&[0]), set(&[0, 1])),
            (set(&[1]), set(&[2])),
            (set(&[2]), set(&[3])),
            (set(&[3, 4]), set(&[4])),
        ]
    );
    // The square part's matching is unique, so its part of p and q is fixed.
    assert_eq!(&d.p[1..3], &[1, 2]);
    assert_eq!(&d.q[2..4], &[2, 3]);
    // Edge classes of the same matrix as a graph (rows 0..5, columns 5..10).
    let edges: Vec<(u32, u32)> = entries.iter().map(|&(i, j)| (i, 5 + j)).collect();
    let g = BipartiteGraph::new(
        Graph::from_edges(10, &edges),
        (0..10).map(|v| v < 5).collect(),
    );
    let dm = DulmageMendelsohn::new(&g, Algorithm::default());
    let classes = EdgeClasses::from_decomposition(&g, &dm);
    let expected = [
        EdgeClass::Allowed,   // (1, 1)
        EdgeClass::Allowed,   // (1, 2)
        EdgeClass::Forbidden, // (1, 3): row 1 must take column 1 or 2
        EdgeClass::Mandatory, // (2, 3)
        EdgeClass::Forbidden, // (2, 4)
        EdgeClass::Mandatory, // (3, 4)
        EdgeClass::Forbidden, // (3, 5): column 5 must take row 4 or 5
        EdgeClass::Allowed,   // (4, 5)
        EdgeClass::Allowed,   // (5, 5)
    ];
    for (&(u, v), &class) in edges.iter().zip(&expected) {
        assert_eq!(classes.class(&g, u, v), Some(class), "{u}-{v}");
    }
}

/// A 3-cycle of pairs (a circulant: row i has columns i and i+1 mod 3) is one irreducible
/// block; an extra pair hanging below it is a block of its own, after it.
///
/// ```text
///        1 2 3 4
///   1  [ x x . x ]
///   2  [ . x x . ]
///   3  [ x . x . ]
///   4  [ . . . x ]
/// ```
#[test]
fn a_cycle_of_pairs_is_one_block() {
    let (m, n, entries) = matrix_market(
        "%%MatrixMarket matrix coordinate pattern general
         4 4 8
         1 1
         1 2
         1 4
         2 2
         2 3
         3 1
         3 3
         4 4",
    );
    let d = dmperm(m, n, &entries);
    assert_eq!(d.r, vec![0, 3, 4]);
    assert_eq!(d.s, vec![0, 3, 4]);
    assert_eq!(
        blocks_of(&d),
        vec![(set(&[0, 1, 2]), set(&[0, 1, 2])), (set(&[3]), set(&[3]))]
    );
    assert_eq!((d.p[3], d.q[3]), (3, 3));
}

/// Parallel edges: a doubled matched edge is in some maximum matching but not in every one
/// (the other copy can replace it), while a single one is in all.
#[test]
fn parallel_edges_are_never_mandatory() {
    for (edges, expected) in [
        (vec![(0, 1)], EdgeClass::Mandatory),
        (vec![(0, 1), (1, 0)], EdgeClass::Allowed),
    ] {
        let g = Graph::from_edges(2, &edges);
        let bg = BipartiteGraph::new(g.clone(), vec![true, false]);
        let dm = DulmageMendelsohn::new(&bg, Algorithm::default());
        assert_eq!(
            EdgeClasses::from_decomposition(&bg, &dm).class(&g, 0, 1),
            Some(expected)
        );
        assert_eq!(EdgeClasses::general(&g).class(&g, 0, 1), Some(expected));
    }
}

/// General graphs worked out by hand.
///
/// ```text
///   0 - 1           4 - 5
///    \ /             \ /
///     2 ----------- 3
/// ```
#[test]
fn general_graphs_by_hand() {
    // Two triangles {0, 1, 2} and {3, 4, 5} joined by 2 - 3: every perfect matching uses the
    // bridge, then one edge of each triangle avoiding the bridge's ends.
    let g = Graph::from_edges(6, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 5), (5, 3)]);
    let c = EdgeClasses::general(&g);
    assert_eq!(c.class(&g, 2, 3), Some(EdgeClass::Mandatory));
    assert_eq!(c.class(&g, 0, 1), Some(EdgeClass::Mandatory));
    assert_eq!(c.class(&g, 4, 5), Some(EdgeClass::Mandatory));
    for (u, v) in [(1, 2), (2, 0), (3, 4), (5, 3)] {
        assert_eq!(c.class(&g, u, v), Some(EdgeClass::Forbidden));
    }
    // A 5-cycle: every edge is in some maximum matching (two edges), none in all.
    let g = Graph::from_edges(5, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 0)]);
    let c = EdgeClasses::general(&g);
    assert_eq!(c.count(EdgeClass::Allowed), 5);
    // A hexagon with a long chord 0 - 3: the two perfect matchings of the 6-cycle and one
    // with the chord ({0-3, 1-2, 4-5}): every edge in some, none in all.
    let g = Graph::from_edges(6, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 0), (0, 3)]);
    let c = EdgeClasses::general(&g);
    assert_eq!(c.count(EdgeClass::Allowed), 7);
}

// ---------------------------------------------------------------------------------------------
// bigame decompose
// ---------------------------------------------------------------------------------------------

mod cli {

    use super::common::{TempFile, bigame};

    /// Writes `contents` to a fresh graph file.
    fn file(contents: &str) -> TempFile {
        super::common::temp_file("decompose", "g.txt", contents.as_bytes())
    }

    fn run_ok(contents: &str, args: &[&str]) -> String {
        let f = file(contents);
        let out = bigame()
            .arg("decompose")
            .arg(&f.0)
            .args(args)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(out.stderr.is_empty());
        String::from_utf8(out.stdout).unwrap()
    }

    /// Runs a refused command: exit 2, nothing on stdout, one line on stderr, returned.
    fn refused(contents: &str, args: &[&str]) -> String {
        let f = file(contents);
        let out = bigame()
            .arg("decompose")
            .arg(&f.0)
            .args(args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}: stdout not empty");
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(stderr.starts_with("bigame: ") && stderr.matches('\n').count() == 1);
        assert!(stderr.contains(&f.0.display().to_string()), "{stderr}");
        stderr
    }

    /// The matrix of `all_three_coarse_parts` as an edge list: rows 1..5, columns 6..10.
    const THREE_PARTS: &str = "10 9\n1 6\n1 7\n1 8\n2 8\n2 9\n3 9\n3 10\n4 10\n5 10\n";

    #[test]
    fn text_output() {
        let out = run_ok(THREE_PARTS, &[]);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[0], "rows 5 columns 5 matching 4 blocks 4");
        assert_eq!(lines[1], "coarse horizontal rows 1 columns 2");
        assert_eq!(lines[2], "coarse square rows 2 columns 2 blocks 2");
        assert_eq!(lines[3], "coarse vertical rows 2 columns 1");
        // The free column first, then the matched one: either may be free.
        assert!(
            [
                "block 1 horizontal rows 1 columns 6 7",
                "block 1 horizontal rows 1 columns 7 6"
            ]
            .contains(&lines[4]),
            "{}",
            lines[4]
        );
        assert_eq!(lines[5], "block 2 square rows 2 columns 8");
        assert_eq!(lines[6], "block 3 square rows 3 columns 9");
        // The matched row first, then the free one.
        assert!(
            [
                "block 4 vertical rows 4 5 columns 10",
                "block 4 vertical rows 5 4 columns 10"
            ]
            .contains(&lines[7]),
            "{}",
            lines[7]
        );
        assert_eq!(lines.len(), 8);
        // Every algorithm gives the same parts and fine blocks.
        for algorithm in ["hopcroft-karp", "kuhn", "dinic", "blossom"] {
            let other = run_ok(THREE_PARTS, &["--algorithm", algorithm]);
            let other: Vec<&str> = other.lines().collect();
            assert_eq!(other[..4], lines[..4]);
            assert_eq!(other[5..7], lines[5..7]);
        }
    }

    #[test]
    fn json_output() {
        let out = run_ok(THREE_PARTS, &["--format", "json"]);
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["vertices"], 10);
        assert_eq!(v["edges"], 9);
        assert_eq!(v["rows"], 5);
        assert_eq!(v["columns"], 5);
        assert_eq!(v["matching_size"], 4);
        assert_eq!(v["coarse"]["square"]["blocks"], 2);
        assert_eq!(v["coarse"]["vertical"]["rows"], 2);
        assert_eq!(v["blocks"].as_array().unwrap().len(), 4);
        assert_eq!(v["blocks"][0]["part"], "horizontal");
        assert_eq!(v["blocks"][0]["columns"], serde_json::json!([6, 7]));
        assert_eq!(v["blocks"][2]["rows"], serde_json::json!([3]));
        let d = &v["dmperm"];
        assert_eq!(d["r"], serde_json::json!([1, 2, 3, 4, 6]));
        assert_eq!(d["s"], serde_json::json!([1, 3, 4, 5, 6]));
        assert_eq!(d["cc"], serde_json::json!([1, 2, 3, 5, 6]));
        assert_eq!(d["rr"], serde_json::json!([1, 2, 4, 5, 6]));
        let q = d["q"].as_array().unwrap();
        assert!(q[..2] == [6, 7] || q[..2] == [7, 6], "{q:?}");
        assert_eq!(q[2..], [8, 9, 10]);
        assert_eq!(d["p"].as_array().unwrap()[..3], [1, 2, 3]);
    }

    #[test]
    fn edge_classes_bipartite_and_general() {
        let out = run_ok(THREE_PARTS, &["--edges"]);
        assert_eq!(
            out,
            "1 6 some\n1 7 some\n1 8 none\n2 8 every\n2 9 none\n3 9 every\n3 10 none\n4 10 some\n5 10 some\n"
        );
        // A triangle with a tail 3 - 4 - 5: no edge is in every maximum matching.
        let tail = "5 5\n1 2\n2 3\n3 1\n3 4\n4 5\n";
        assert_eq!(
            run_ok(tail, &["--edges"]),
            "1 2 some\n1 3 some\n2 3 some\n3 4 some\n4 5 some\n"
        );
        let v: serde_json::Value =
            serde_json::from_str(&run_ok(tail, &["--edges", "--format", "json"])).unwrap();
        assert_eq!(v["bipartite"], false);
        assert_eq!(v["matching_size"], 2);
        assert_eq!(
            v["counts"],
            serde_json::json!({"every": 0, "some": 5, "none": 0})
        );
        assert_eq!(
            v["classes"][3],
            serde_json::json!({"u": 3, "v": 4, "class": "some"})
        );
        let v: serde_json::Value =
            serde_json::from_str(&run_ok(THREE_PARTS, &["--edges", "--format", "json"])).unwrap();
        assert_eq!(v["bipartite"], true);
        assert_eq!(
            v["counts"],
            serde_json::json!({"every": 2, "some": 4, "none": 3})
        );
        assert_eq!(v["classes"].as_array().unwrap().len(), 9);
    }

    #[test]
    fn bad_input_is_refused() {
        // Not bipartite: no decomposition; the message names the odd cycle.
        let message = refused("3 3\n1 2\n2 3\n3 1\n", &[]);
        assert!(message.contains("not bipartite (odd cycle "), "{message}");
        assert!(message.contains("--edges"), "{message}");
        // --edges takes it, but not with a bipartite-only algorithm.
        let message = refused("3 3\n1 2\n2 3\n3 1\n", &["--edges", "--algorithm", "kuhn"]);
        assert!(message.contains("--algorithm kuhn"), "{message}");
        // Malformed files, with line and column.
        let message = refused("3 2\n1 2\n2 9\n", &[]);
        assert!(
            message.contains(":3:3: vertex 9 is out of range"),
            "{message}"
        );
        let message = refused("2 1\n1 1\n", &["--edges"]);
        assert!(message.contains("self-loop"), "{message}");
        refused("", &["--format", "json"]);
    }

    #[test]
    fn help_has_the_json_schema() {
        let out = bigame().args(["decompose", "--help"]).output().unwrap();
        let help = String::from_utf8(out.stdout).unwrap();
        assert!(help.contains("\"dmperm\": {\"p\""), "{help}");
        assert!(help.contains("\"classes\": [{\"u\""), "{help}");
    }
}

/// Matrix Market input keeps its rows and columns: the blocks and MATLAB's `p` and `q` are
/// numbered as in the matrix (columns from 1, not as vertices after the rows).
///
/// ```text
///      col 1  col 2          A(p, q) with p = [2, 1], q = [1, 2]:
/// row 1   .     x                 x x
/// row 2   x     x                 . x    upper triangular: two 1x1 blocks
/// ```
#[test]
fn matrix_market_input_is_numbered_as_a_matrix() {
    let dir = std::env::temp_dir().join(format!("bigame-dm-mtx-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("a.mtx");
    std::fs::write(
        &path,
        "%%MatrixMarket matrix coordinate pattern general\n2 2 3\n2 1\n1 2\n2 2\n",
    )
    .unwrap();
    let out = assert_cmd::Command::cargo_bin("bigame")
        .unwrap()
        .arg("decompose")
        .arg(&path)
        .args(["--format", "json"])
        .assert()
        .success();
    let json: serde_json::Value = serde_json::from_slice(&out.get_output().stdout).unwrap();
    assert_eq!(json["numbering"], "matrix");
    assert_eq!(json["dmperm"]["p"], serde_json::json!([2, 1]));
    assert_eq!(json["dmperm"]["q"], serde_json::json!([1, 2]));
    assert_eq!(json["dmperm"]["r"], serde_json::json!([1, 2, 3]));
    assert_eq!(json["blocks"][0]["rows"], serde_json::json!([2]));
    assert_eq!(json["blocks"][0]["columns"], serde_json::json!([1]));
    let text = assert_cmd::Command::cargo_bin("bigame")
        .unwrap()
        .arg("decompose")
        .arg(&path)
        .assert()
        .success();
    let text = String::from_utf8_lossy(&text.get_output().stdout).into_owned();
    assert!(
        text.ends_with("block 1 square rows 2 columns 1\nblock 2 square rows 1 columns 2\n"),
        "{text}"
    );
    // Edge classes by row and column too: row 1 can only take column 2, so both entries of
    // the perfect matching are in every maximum matching and (2, 2) in none.
    let edges = |format: &str| {
        let out = assert_cmd::Command::cargo_bin("bigame")
            .unwrap()
            .arg("decompose")
            .arg(&path)
            .args(["--edges", "--format", format])
            .assert()
            .success();
        String::from_utf8_lossy(&out.get_output().stdout).into_owned()
    };
    assert_eq!(edges("text"), "1 2 every\n2 1 every\n2 2 none\n");
    let json: serde_json::Value = serde_json::from_str(&edges("json")).unwrap();
    assert_eq!(json["numbering"], "matrix");
    assert_eq!(
        json["classes"],
        serde_json::json!([
            {"u": 1, "v": 2, "class": "every"},
            {"u": 2, "v": 1, "class": "every"},
            {"u": 2, "v": 2, "class": "none"}
        ])
    );
    let _ = std::fs::remove_dir_all(&dir);
}
