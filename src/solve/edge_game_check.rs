//! The edge game's check: every answer of the GF(2) eliminations
//! ([`EdgeAnalysis`]) is checked against the graph before it leaves
//! [`solve_edge_graph`](super::edge::solve_edge_graph) and
//! [`solve_edge_board`](super::edge::solve_edge_board), by code of its own that reads the
//! graph and the answer's witnesses, never the eliminations.
//!
//! What a verdict claims (see [`crate::game::edge`]): with `s` on side `L` and `A` the `L × R`
//! biadjacency matrix over GF(2), the mover **loses** from `s` iff some `x ⊆ L` with
//! `xᵀA = 0` holds `s`, and **wins** iff `e_s` is a sum of columns `y ⊆ R` (`A y = e_s`).
//! Exactly one holds (duality: `xᵀ(A y) = (xᵀA) y = 0`, while `xᵀe_s = 1`), so a verdict is
//! proved by its witness alone: the kernel vector `x` (checked by one sparse product,
//! `Σ_{u ∈ x} deg u`) or the column sum `y` (the same), and a winning move `s - k` is right
//! when `k ∈ y` (after it, `y` is such an `x` for the opponent on `k`, in the graph without
//! that copy of the edge).
//!
//! A product per vertex is not linear in the graph (a witness may hold half the vertices:
//! every cell of a free board loses, through kernel vectors of thousands of cells), so:
//!
//! - **every vertex**, in `O(V + E)`: a winner has an edge and its move is along one; a
//!   vertex with an edge wins by one elimination (the other side's, as rows: `e_s` in its row
//!   space) exactly when the other (its own side's, as rows) puts it in no kernel vector.
//!   The two eliminations are separate computations, so a verdict flipped in either is
//!   caught here on every vertex.
//! - **a sample** ([`SAMPLE`] vertices with an edge, every one when there are no more; drawn
//!   from a fixed seed): each verdict proved by its witness as above, within a budget of
//!   [`BUDGET`]` (V + 2E)` slots read (a witness begun is finished: at most `V + 2E` more).
//!
//! An answer that fails is an internal error ([`EdgeError::Unverified`], exit status 3):
//! there is no second, plainer elimination to fall back on. The exhaustive search's answers
//! (small graphs with an odd cycle) carry no witness and are not checked here; the
//! integration tests hold that search to its own oracle.

use crate::game::edge::EdgeAnalysis;
use crate::graph::Bipartite;
use crate::rng::Rng;

/// The most vertices whose witnesses [`check_edge_answer`] checks.
pub(crate) const SAMPLE: usize = 64;

/// The sampled witnesses' budget, in units of `V + 2E` slots read (each witness costs at
/// most one such unit).
pub(crate) const BUDGET: u64 = 16;

/// What [`check_edge_answer`] did: the vertices whose witness it checked, and the slots it
/// read (the every-vertex pass included).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct EdgeGameCheck {
    pub(crate) proved: u64,
    pub(crate) work: u64,
}

/// The vertices of `g` with an edge whose witnesses the check proves: all of them when there
/// are at most [`SAMPLE`], else [`SAMPLE`] distinct random ones (fixed seed). `O(V + E)`.
pub(crate) fn edge_sample<B: Bipartite>(g: &B) -> Vec<u32> {
    let mut with_edge: Vec<u32> = (0..g.vertex_count() as u32)
        .filter(|&v| degree(g, v) > 0)
        .collect();
    if with_edge.len() > SAMPLE {
        let mut rng = Rng::new(0xed9e_c4ec);
        // A partial Fisher–Yates shuffle: the first SAMPLE places.
        for i in 0..SAMPLE {
            let j = i + rng.below((with_edge.len() - i) as u64) as usize;
            with_edge.swap(i, j);
        }
        with_edge.truncate(SAMPLE);
    }
    with_edge
}

/// The number of `v`'s neighbours (parallel copies each). `O(deg v)`.
fn degree<B: Bipartite>(g: &B, v: u32) -> u32 {
    let mut d = 0;
    g.for_each_neighbor(v, |_| d += 1);
    d
}

/// Checks `a` against `g` as the module docs say, proving the verdicts of `sample` (from
/// [`edge_sample`], whose winners' column sums `a` kept) by their witnesses. Returns what
/// was checked, or why the answer is wrong. Cost: `O(V + E)` for every vertex, plus at most
/// `(BUDGET + 1) (V + 2E)` slots for the sample; memory `2 V` bytes.
pub(crate) fn check_edge_answer<B: Bipartite>(
    g: &B,
    a: &EdgeAnalysis,
    sample: &[u32],
) -> Result<EdgeGameCheck, String> {
    let n = g.vertex_count();
    if a.vertex_count() != n {
        return Err(format!(
            "the answer is for {} vertices, the graph has {n}",
            a.vertex_count()
        ));
    }
    let mut done = EdgeGameCheck::default();
    for v in 0..n as u32 {
        let (mut deg, mut move_found) = (0u64, false);
        let to = a.winning_move(v);
        g.for_each_neighbor(v, |w| {
            deg += 1;
            move_found |= Some(w) == to;
        });
        done.work += deg + 1;
        if let Some(to) = to
            && !move_found
        {
            return Err(format!(
                "vertex {v} is claimed winning by a move to {to}, which is not a neighbour"
            ));
        }
        let in_kernel = a.in_kernel(v);
        if deg > 0 && in_kernel == a.wins(v) {
            let (says, other) = match in_kernel {
                true => ("loses (a kernel vector holds it)", "wins"),
                false => ("wins (no kernel vector holds it)", "loses"),
            };
            return Err(format!(
                "vertex {v}: one elimination says it {says}, the other that it {other}"
            ));
        }
    }
    // The pass read every slot and every vertex once: `V + 2E`.
    let budget = BUDGET * done.work;
    let mut scratch = Scratch {
        parity: vec![false; n],
        member: vec![false; n],
        touched: Vec::new(),
    };
    let mut spent = 0;
    for &v in sample {
        if spent >= budget {
            break;
        }
        spent += prove(g, a, v, &mut scratch)?;
        done.proved += 1;
    }
    done.work += spent;
    Ok(done)
}

/// Marks reused by every witness, cleared after each.
struct Scratch {
    /// The parity of the edges from the witness into each vertex.
    parity: Vec<bool>,
    /// The witness's vertices (to refuse a repeated one).
    member: Vec<bool>,
    /// The vertices whose parity was toggled.
    touched: Vec<u32>,
}

/// Proves `v`'s verdict by its witness (see the module docs). Returns the slots read.
/// `O(|witness| + Σ deg)`.
fn prove<B: Bipartite>(g: &B, a: &EdgeAnalysis, v: u32, s: &mut Scratch) -> Result<u64, String> {
    let wins = a.wins(v);
    let witness = a.witness(v);
    if degree(g, v) == 0 {
        // No edge: the mover is stuck (the every-vertex pass refused a move from here).
        return Ok(1);
    }
    let Some(set) = witness else {
        return Err(format!(
            "vertex {v} is claimed {} without a witness",
            if wins { "winning" } else { "losing" }
        ));
    };
    // A kernel vector lies on v's side, a column sum on the other.
    let side = g.is_left(v) != wins;
    let mut work = 0u64;
    let result = (|| {
        for &u in set {
            if u as usize >= s.parity.len() || g.is_left(u) != side || s.member[u as usize] {
                return Err(format!(
                    "vertex {v}'s witness lists {u}: out of range, repeated or on the wrong side"
                ));
            }
            s.member[u as usize] = true;
            g.for_each_neighbor(u, |w| {
                work += 1;
                let p = &mut s.parity[w as usize];
                *p = !*p;
                s.touched.push(w);
            });
        }
        work += set.len() as u64;
        // What the witness must add up to: `e_v` for a column sum, zero for a kernel vector.
        let odd_outside = s
            .touched
            .iter()
            .any(|&w| s.parity[w as usize] && (w != v || !wins));
        if odd_outside || (wins && !s.parity[v as usize]) {
            return Err(format!(
                "vertex {v}'s witness does not prove it {}: its edges do not add up to {}",
                if wins { "winning" } else { "losing" },
                if wins { "v alone" } else { "zero" }
            ));
        }
        if !wins && !s.member[v as usize] {
            return Err(format!("vertex {v}'s kernel vector does not hold it"));
        }
        if let Some(to) = a.winning_move(v)
            && !s.member[to as usize]
        {
            return Err(format!(
                "vertex {v}'s move to {to} is not into its column sum: not shown winning"
            ));
        }
        Ok(())
    })();
    for &w in &s.touched {
        s.parity[w as usize] = false;
    }
    s.touched.clear();
    for &u in set {
        if let Some(m) = s.member.get_mut(u as usize) {
            *m = false;
        }
    }
    result.map(|()| work)
}

#[cfg(test)]
mod tests;
