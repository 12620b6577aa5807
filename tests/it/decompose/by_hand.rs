//! Matrices and graphs worked out by hand: `dmperm`'s order and blocks, the coarse parts,
//! and the edge classes.

use super::*;

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

/// Known general graphs: every class as worked out by hand, through the default route.
#[test]
fn general_graphs_known_families() {
    let classes = |n: usize, edges: &[(u32, u32)]| {
        let g = Graph::from_edges(n, edges);
        let (classes, solved) = bigame::solve::edge_classes(&g, None, None).unwrap();
        let mut list = Vec::new();
        classes.for_each_edge(&g, |u, v, class| list.push((u, v, class)));
        (list, solved.bipartite)
    };
    let all = |list: &[(u32, u32, EdgeClass)], class: EdgeClass| list.iter().all(|e| e.2 == class);
    // The Petersen graph: each edge is in two of its six perfect matchings.
    let mut petersen: Vec<(u32, u32)> = (0..5).map(|i| (i, (i + 1) % 5)).collect();
    petersen.extend((0..5).map(|i| (i, i + 5)));
    petersen.extend((0..5).map(|i| (5 + i, 5 + (i + 2) % 5)));
    let (list, bipartite) = classes(10, &petersen);
    assert!(!bipartite);
    assert_eq!(list.len(), 15);
    assert!(all(&list, EdgeClass::Allowed));
    // Paths: even, the unique perfect matching (ends in every, middles in none); odd, every
    // edge in some maximum matching.
    let path = |n: u32| (0..n - 1).map(|i| (i, i + 1)).collect::<Vec<_>>();
    let (list, _) = classes(6, &path(6));
    for (u, _, class) in list {
        let expected = if u % 2 == 0 {
            EdgeClass::Mandatory
        } else {
            EdgeClass::Forbidden
        };
        assert_eq!(class, expected, "path of 6, edge at {u}");
    }
    assert!(all(&classes(7, &path(7)).0, EdgeClass::Allowed));
    // A caterpillar: spine 0..5, a leaf on each; the leaves' edges in every maximum
    // matching, the spine's in none.
    let mut caterpillar = path(5);
    caterpillar.extend((0..5).map(|i| (i, 5 + i)));
    for (u, v, class) in classes(10, &caterpillar).0 {
        let leaf = v >= 5;
        assert_eq!(class == EdgeClass::Mandatory, leaf, "{u} - {v}");
        assert_eq!(class == EdgeClass::Forbidden, !leaf, "{u} - {v}");
    }
    // Odd cycles and complete graphs: every edge in some, none in all (K2 aside).
    for n in [3u32, 5, 9] {
        let cycle: Vec<(u32, u32)> = (0..n).map(|i| (i, (i + 1) % n)).collect();
        assert!(
            all(&classes(n as usize, &cycle).0, EdgeClass::Allowed),
            "C{n}"
        );
    }
    for n in 3u32..=7 {
        let complete: Vec<(u32, u32)> = (0..n)
            .flat_map(|u| (u + 1..n).map(move |v| (u, v)))
            .collect();
        assert!(
            all(&classes(n as usize, &complete).0, EdgeClass::Allowed),
            "K{n}"
        );
    }
    assert!(all(&classes(2, &[(0, 1)]).0, EdgeClass::Mandatory));
    // K3,3 with an edge inside one side: perfectly matchable, not bipartite, and its
    // perfectly matchable part splits into two canonical classes, the sides: G - u - v has a
    // perfect matching iff u and v are on different sides. So the added edge is in no
    // maximum matching, the nine others in some. (With a second edge inside the other side,
    // both would be in one: {0-1, 3-4, 2-5}.)
    let mut k33: Vec<(u32, u32)> = (0..3).flat_map(|u| (3..6).map(move |v| (u, v))).collect();
    k33.push((0, 1));
    let (list, bipartite) = classes(6, &k33);
    assert!(!bipartite);
    for (u, v, class) in list {
        let inside = (u < 3) == (v < 3);
        let expected = if inside {
            EdgeClass::Forbidden
        } else {
            EdgeClass::Allowed
        };
        assert_eq!(class, expected, "{u} - {v}");
    }
}
