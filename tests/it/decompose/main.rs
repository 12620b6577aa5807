//! The Dulmage–Mendelsohn decomposition, `dmperm` and the edge classes: against exhaustive
//! enumeration of every maximum matching on small graphs, on matrices worked out by hand, and
//! through `bigame decompose`.

use bigame::game::{analyze, analyze_general};
use bigame::graph::{Adjacency, Bipartite, BipartiteGraph, Graph, TwoColouring, two_colouring};
use bigame::matching::{
    Algorithm, CoarsePart, Dmperm, DulmageMendelsohn, EdgeClass, EdgeClasses, GallaiEdmonds, Part,
    dmperm, karp_sipser,
};
use proptest::prelude::*;
use std::collections::BTreeSet;

use crate::common;
use common::random::{bipartite_edges, general_edges, small_board};

mod by_hand;
mod cli;
mod order;
mod properties;

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
