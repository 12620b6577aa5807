//! The self-check every answer passes before [`solve`](super) returns it: code of its own (it
//! shares nothing with the matching algorithms, the verdicts' search or the decompositions)
//! that proves the matching maximum and checks the verdicts, in `O(V + E)`.
//!
//! On a bipartite graph every verdict is checked exactly, by a search of the check's own:
//! see [`bipartite`]. On any other graph, what it proves from the verdicts alone: let `D` be
//! the vertices claimed losing, `A` the other vertices with a neighbour in `D` (found from
//! `D`'s side: the winners' neighbours are never swept), and `C` the rest.
//!
//! - The matching is a matching of the graph (each pair an edge, each vertex in one pair).
//! - Every vertex of `C` is matched inside `C`, so every component of `G - A` inside `C` is
//!   even; every component of `G[D]` is odd (no edge joins `D` to `C`, so these are the
//!   other components of `G - A`). Then `odd(G - A)` is the number of `D`'s components, and
//!   `2|M| = |V| + |A| - odd(G - A)` proves `M` maximum (Tutte–Berge) and every vertex of
//!   `A` and `C` covered by every maximum matching (the certificate's argument: deleting such
//!   a vertex lowers the bound), so the mover wins there.
//! - The losses are checked for shape only: each free vertex among them, and each component
//!   of `G[D]` odd and, beyond one vertex, with an odd cycle (Gallai–Edmonds: they are
//!   factor-critical). An even alternating path through blossoms is not a linear check's to
//!   find; `analyze --certificate` proves every loss.

use crate::board::{BipartiteMoves, Board};
use crate::game::Analysis;
use crate::graph::{Adjacency, NONE};
use crate::matching::Part;

/// Checks `analysis` against `g` as the module docs say; `bipartite` asks for the exact
/// check of [`bipartite`] (and promises `g` two-colours). Returns the work done (neighbour
/// slots read plus vertices visited), or why the answer is not proved.
///
/// Cost: `O(V + E)`. On a graph that is not bipartite: one pass over the vertices, each
/// matched pair's edge looked up, and the losers' neighbours read twice (`A` is found as the
/// losers' winning neighbours, so the winners' own neighbours are never swept); `2 V` bytes
/// of marks and colours and a stack of at most `2 E`. On a bipartite graph: see
/// [`bipartite::check_bipartite`].
pub(crate) fn check_answer<A: Adjacency>(
    g: &A,
    analysis: &Analysis,
    bipartite: bool,
) -> Result<u64, String> {
    let n = g.vertex_count();
    let mate = analysis.matching().mates();
    let wins = analysis.essential();
    sizes_agree(n, analysis)?;
    if bipartite {
        return bipartite::check_bipartite(g, analysis);
    }
    // The pairs on a second thread while the losers' components are searched, on a large
    // input: both read the answer only.
    let mut marks = vec![0u8; n];
    let (components, pairs) = crate::graph::both(
        n >= TWO_THREADS_FROM,
        || odd_loser_components(g, wins, &mut marks),
        || check_pairs(g, mate, wins),
    );
    let (d_components, search_work) = components?;
    let work = pairs? + search_work + n as u64;
    // Each winner's marks, and `C` matched inside itself.
    let mut a_count = 0u64;
    for v in 0..n {
        if !wins[v] {
            continue;
        }
        if marks[v] == IN_A {
            a_count += 1;
            continue;
        }
        // Checked by `check_pairs`: a claimed winner is matched, its mate in range.
        let m = mate[v] as usize;
        if !wins[m] || marks[m] == IN_A {
            return Err(format!(
                "vertex {v} is claimed winning away from every loser, but its mate is not"
            ));
        }
    }
    let size = analysis.matching().size() as u64;
    let bound = n as u64 + a_count - d_components;
    if 2 * size != bound {
        return Err(format!(
            "the matching has {size} edges, but the barrier of {a_count} winners next to \
             losers bounds a matching by {bound}/2: not proved maximum"
        ));
    }
    check_kept_parts(analysis, |v| marks[v] == IN_A)?;
    Ok(work)
}

/// Checks the answer `analysis` for a rook or knight board with the
/// [`Vias`](crate::matching::Vias) of its losses
/// (see [`board`]): exact for every verdict, as on any bipartite graph, but with no second
/// search. Returns the work, or why the answer is not proved. `O(V)`.
pub(crate) fn check_board_answer<M: BipartiteMoves>(
    board: &Board<M>,
    analysis: &Analysis,
    vias: &[u8],
) -> Result<u64, String> {
    sizes_agree(board.vertex_count(), analysis)?;
    board::check_board(board, analysis, vias)
}

/// Whether the answer's matching and verdicts are for `n` ids. `O(1)`.
fn sizes_agree(n: usize, analysis: &Analysis) -> Result<(), String> {
    let mate = analysis.matching().mates();
    let wins = analysis.essential();
    if mate.len() != n || wins.len() != n {
        return Err(format!(
            "the answer is for {} vertices, the graph has {n}",
            mate.len().max(wins.len())
        ));
    }
    Ok(())
}

/// The Gallai–Edmonds parts the analysis kept, if any, against the verdicts: `D` the
/// losers, `A` the winners `in_a` says, `C` the rest. `O(V)`.
fn check_kept_parts(analysis: &Analysis, in_a: impl Fn(usize) -> bool) -> Result<(), String> {
    let Some(parts) = analysis.kept_parts() else {
        return Ok(());
    };
    let wins = analysis.essential();
    for (v, &kept) in parts.iter().enumerate() {
        let part = if !wins[v] {
            Part::D
        } else if in_a(v) {
            Part::A
        } else {
            Part::C
        };
        if kept != part {
            return Err(format!(
                "vertex {v} is in {kept:?} of the decomposition, its verdict puts it in {part:?}"
            ));
        }
    }
    Ok(())
}

/// From this many vertices [`check_answer`] checks the pairs on a second thread.
pub(super) const TWO_THREADS_FROM: usize = 1 << 16;

/// Every vertex's mate pairs it back and is a neighbour, and every claimed winner is matched.
/// Returns the work (a vertex each, and the slots read). `O(V + E)`.
pub(super) fn check_pairs<A: Adjacency>(g: &A, mate: &[u32], wins: &[bool]) -> Result<u64, String> {
    let n = mate.len();
    let mut work = n as u64;
    for v in 0..n as u32 {
        let m = mate[v as usize];
        if m == NONE {
            if wins[v as usize] {
                return Err(format!("vertex {v} is claimed winning but is unmatched"));
            }
            continue;
        }
        if m as usize >= n || m == v || mate[m as usize] != v {
            return Err(format!("vertex {v}'s mate {m} is not paired back"));
        }
        if v < m {
            if !g.has_edge(v, m) {
                return Err(format!(
                    "vertex {v} is matched to {m}, which is not a neighbour"
                ));
            }
            work += u64::from(g.slot_count(v));
        }
    }
    Ok(work)
}

/// The components of the losers' subgraph `G[D]` (own search, explicit stack), each of which
/// must be odd, and, beyond one vertex, not bipartite: in the Gallai–Edmonds decomposition
/// they are factor-critical, and a factor-critical graph of more than one vertex has an odd
/// cycle. Marks each winning neighbour of a loser `IN_A` in `marks`, and each loser with its
/// colour (`COLOUR_0` or `COLOUR_1`): one byte a vertex serves both, as a vertex is a winner
/// or a loser. Returns the components' number and the slots read. `O(V + slots of D)`.
fn odd_loser_components<A: Adjacency>(
    g: &A,
    wins: &[bool],
    marks: &mut [u8],
) -> Result<(u64, u64), String> {
    let n = g.vertex_count();
    let mut stack = Vec::new();
    let (mut components, mut work) = (0u64, 0u64);
    for root in 0..n as u32 {
        if wins[root as usize] || marks[root as usize] != 0 {
            continue;
        }
        components += 1;
        marks[root as usize] = COLOUR_0;
        stack.push(root);
        let (mut size, mut odd_cycle) = (0u64, false);
        while let Some(x) = stack.pop() {
            size += 1;
            work += 1;
            let cx = marks[x as usize];
            g.for_each_neighbor(x, |y| {
                work += 1;
                let my = &mut marks[y as usize];
                if wins[y as usize] {
                    *my = IN_A;
                } else if *my == 0 {
                    *my = COLOUR_0 + COLOUR_1 - cx;
                    stack.push(y);
                } else {
                    odd_cycle |= *my == cx;
                }
            });
        }
        if size % 2 == 0 {
            return Err(format!(
                "the losers around vertex {root} form a component of even size {size}"
            ));
        }
        if size > 1 && !odd_cycle {
            return Err(format!(
                "the losers around vertex {root} form a bipartite component of {size} vertices, \
                 which no maximum matching can leave each of them out of"
            ));
        }
    }
    Ok((components, work))
}

/// A winner next to a loser: in `A`.
const IN_A: u8 = 1;
/// A loser found in a component of `G[D]`, on one side of its two-colouring or the other.
const COLOUR_0: u8 = 2;
const COLOUR_1: u8 = 3;

mod bipartite;
mod board;

#[cfg(test)]
mod tests;
