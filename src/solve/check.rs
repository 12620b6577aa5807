//! The self-check every answer passes before [`solve`](super) returns it: code of its own (it
//! shares nothing with the matching algorithms, the verdicts' search or the decompositions)
//! that proves the matching maximum and checks the verdicts, in `O(V + E)`.
//!
//! What it proves, from the verdicts alone: let `D` be the vertices claimed losing, `A` the
//! other vertices with a neighbour in `D` (found from `D`'s side: the winners' neighbours are
//! never swept), and `C` the rest.
//!
//! - The matching is a matching of the graph (each pair an edge, each vertex in one pair).
//! - Every vertex of `C` is matched inside `C`, so every component of `G - A` inside `C` is
//!   even; every component of `G[D]` is odd (no edge joins `D` to `C`, so these are the
//!   other components of `G - A`). Then `odd(G - A)` is the number of `D`'s components, and
//!   `2|M| = |V| + |A| - odd(G - A)` proves `M` maximum (Tutte–Berge) and every vertex of
//!   `A` and `C` covered by every maximum matching (the certificate's argument: deleting such
//!   a vertex lowers the bound), so the mover wins there.
//! - On a bipartite graph the losses are checked too: `D` must be exactly the vertices an
//!   alternating search from the free vertices reaches (a non-matching edge out, the matching
//!   edge back), which for a maximum matching are the vertices some maximum matching misses.
//!   On other graphs the losses are checked for shape only: each free vertex among them, and
//!   each component of `G[D]` odd and, beyond one vertex, with an odd cycle (Gallai–Edmonds:
//!   they are factor-critical). An even alternating path through blossoms is not a linear
//!   check's to find; `analyze --certificate` proves every loss.

use crate::game::Analysis;
use crate::graph::{Adjacency, NONE};
use crate::matching::Part;

/// Checks `analysis` against `g` as the module docs say; `bipartite` asks for the losses'
/// exact check too (and promises `g` two-colours). Returns the work done (neighbour slots
/// read plus vertices visited), or why the answer is not proved.
///
/// Cost: `O(V + E)`: one pass over the vertices, each matched pair's edge looked for among
/// one end's slots, and the losers' neighbours read once (twice on a graph that is not
/// bipartite: `A` is found as the losers' winning neighbours, so the winners' own
/// neighbours are never swept). Memory: `V` bytes of marks (`2 V` on two threads), `V` more
/// for the components' colours on a graph that is not bipartite, and a queue or stack of at
/// most `4 V`.
pub(crate) fn check_answer<A: Adjacency>(
    g: &A,
    analysis: &Analysis,
    bipartite: bool,
) -> Result<u64, String> {
    let n = g.vertex_count();
    let mate = analysis.matching().mates();
    let wins = analysis.essential();
    if mate.len() != n || wins.len() != n {
        return Err(format!(
            "the answer is for {} vertices, the graph has {n}",
            mate.len().max(wins.len())
        ));
    }
    let (pairs, marks, search_work, components) = if bipartite {
        let (pairs, marks, work) = pairs_and_alternating_search(g, mate, wins);
        (pairs, marks, work, None)
    } else {
        // The pairs on a second thread while the losers' components are searched, on a
        // large input: both read the answer only.
        let mut marks = vec![0u8; n];
        let (pairs, components) = if n >= TWO_THREADS_FROM {
            std::thread::scope(|scope| {
                let pairs = scope.spawn(|| check_pairs(g, mate, wins));
                let components = odd_loser_components(g, wins, &mut marks);
                (crate::graph::join(pairs), components)
            })
        } else {
            (
                check_pairs(g, mate, wins),
                odd_loser_components(g, wins, &mut marks),
            )
        };
        let (components, work) = components?;
        (pairs, Marks::One(marks), work, Some(components))
    };
    let work = pairs? + search_work + n as u64;
    // Each vertex's marks against its verdict, and `C` matched inside itself.
    let (mut a_count, mut losers) = (0u64, 0u64);
    for v in 0..n {
        let mark = marks.get(v);
        let why = if mark == REACHED | IN_A {
            "is a loser (or free) next to another loser: an augmenting path or a wrong loss"
        } else if !wins[v] {
            if mark & REACHED != 0 {
                losers += 1;
                continue;
            }
            "is claimed losing, but no even alternating path from a free vertex reaches it"
        } else if mark & REACHED != 0 {
            "is claimed winning, but an even alternating path from a free vertex reaches it"
        } else if mark == IN_A {
            a_count += 1;
            continue;
        } else {
            // Checked by `check_pairs`: a claimed winner is matched, its mate in range.
            let m = mate[v] as usize;
            if wins[m] && marks.get(m) != IN_A {
                continue;
            }
            "is claimed winning away from every loser, but its mate is not"
        };
        return Err(format!("vertex {v} {why}"));
    }
    // On a bipartite graph `D` is independent (no vertex is both a loser and next to one):
    // its components are its vertices.
    let d_components = components.unwrap_or(losers);
    let size = analysis.matching().size() as u64;
    let bound = n as u64 + a_count - d_components;
    if 2 * size != bound {
        return Err(format!(
            "the matching has {size} edges, but the barrier of {a_count} winners next to \
             losers bounds a matching by {bound}/2: not proved maximum"
        ));
    }
    if let Some(parts) = analysis.kept_parts() {
        for v in 0..n {
            let part = if !wins[v] {
                Part::D
            } else if marks.get(v) == IN_A {
                Part::A
            } else {
                Part::C
            };
            if parts[v] != part {
                return Err(format!(
                    "vertex {v} is in {:?} of the decomposition, its verdict puts it in {part:?}",
                    parts[v]
                ));
            }
        }
    }
    Ok(work)
}

/// From this many vertices [`check_answer`] checks the pairs on a second thread.
const TWO_THREADS_FROM: usize = 1 << 16;

/// Every vertex's mate pairs it back and is a neighbour, and every claimed winner is matched.
/// Returns the work (a vertex each, and the slots read). `O(V + E)`.
fn check_pairs<A: Adjacency>(g: &A, mate: &[u32], wins: &[bool]) -> Result<u64, String> {
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
            work += is_edge(g, v, m)
                .ok_or_else(|| format!("vertex {v} is matched to {m}, which is not a neighbour"))?;
        }
    }
    Ok(work)
}

/// Whether `u` and `v` are adjacent: `Some(slots read)` if `v` is among the neighbours of
/// `u`, `None` if not. All of them are read: a board computes its neighbours in one go much
/// faster than slot by slot. `O(slots of u)`.
fn is_edge<A: Adjacency>(g: &A, u: u32, v: u32) -> Option<u64> {
    let (mut found, mut read) = (false, 0u64);
    g.for_each_neighbor(u, |w| {
        found |= w == v;
        read += 1;
    });
    found.then_some(read)
}

/// The components of the losers' subgraph `G[D]` (own search, explicit stack), each of which
/// must be odd, and, beyond one vertex, not bipartite: in the Gallai–Edmonds decomposition
/// they are factor-critical, and a factor-critical graph of more than one vertex has an odd
/// cycle. Marks the losers `REACHED` and their winning neighbours `IN_A`. Returns the
/// components' number and the slots read. `O(V + slots of D)`.
fn odd_loser_components<A: Adjacency>(
    g: &A,
    wins: &[bool],
    marks: &mut [u8],
) -> Result<(u64, u64), String> {
    const UNSEEN: u8 = 2;
    let n = g.vertex_count();
    let mut colour = vec![UNSEEN; n];
    let mut stack = Vec::new();
    let (mut components, mut work) = (0u64, 0u64);
    for root in 0..n as u32 {
        if wins[root as usize] || colour[root as usize] != UNSEEN {
            continue;
        }
        components += 1;
        colour[root as usize] = 0;
        stack.push(root);
        let (mut size, mut odd_cycle) = (0u64, false);
        while let Some(x) = stack.pop() {
            marks[x as usize] = REACHED;
            size += 1;
            work += 1;
            let cx = colour[x as usize];
            g.for_each_neighbor(x, |y| {
                work += 1;
                if wins[y as usize] {
                    marks[y as usize] = IN_A;
                    return;
                }
                let cy = &mut colour[y as usize];
                if *cy == UNSEEN {
                    *cy = 1 - cx;
                    stack.push(y);
                } else {
                    odd_cycle |= *cy == cx;
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
/// A loser found: reached by the alternating search, or in a component of `G[D]`.
const REACHED: u8 = 2;

/// The vertices' marks: one array, or two halves' (a vertex's marks are their union).
enum Marks {
    One(Vec<u8>),
    Two(Vec<u8>, Vec<u8>),
}

impl Marks {
    fn get(&self, v: usize) -> u8 {
        match self {
            Marks::One(marks) => marks[v],
            Marks::Two(lower, upper) => lower[v] | upper[v],
        }
    }
}

/// On a bipartite graph: [`check_pairs`], and the vertices an even alternating path reaches
/// from the free ones marked `REACHED`, their neighbours `IN_A`; the caller checks that the
/// reached vertices are exactly the claimed losers and never next to each other (which,
/// once the barrier proves the matching maximum, makes them the vertices some maximum
/// matching misses). From [`TWO_THREADS_FROM`] vertices the search runs in two halves of
/// the seeds on two threads, each with its own marks (a union of searches is the search
/// from the union of their seeds), as the verdicts' own search does; the pairs are checked
/// on the first. Returns the pairs' result, the marks and the search's work.
/// `O(V + E)` (at worst twice the search's work where the halves meet, in the wall-clock
/// time of one).
fn pairs_and_alternating_search<A: Adjacency>(
    g: &A,
    mate: &[u32],
    wins: &[bool],
) -> (Result<u64, String>, Marks, u64) {
    let n = g.vertex_count();
    if n < TWO_THREADS_FROM {
        let mut marks = vec![0u8; n];
        let work = alternating_search(g, mate, &mut marks, 0..n as u32);
        return (check_pairs(g, mate, wins), Marks::One(marks), work);
    }
    let cut = n as u32 / 2;
    let (mut lower, mut upper) = (vec![0u8; n], vec![0u8; n]);
    let (pairs, work) = std::thread::scope(|scope| {
        let upper_work = scope.spawn(|| alternating_search(g, mate, &mut upper, cut..n as u32));
        let pairs = check_pairs(g, mate, wins);
        let lower_work = alternating_search(g, mate, &mut lower, 0..cut);
        (pairs, lower_work + crate::graph::join(upper_work))
    });
    (pairs, Marks::Two(lower, upper), work)
}

/// Breadth-first from the free vertices among `ids` at once: each vertex reached by an even
/// alternating path marked `REACHED`, each neighbour of one `IN_A`. It reads the answer only
/// (the pairs may be checked on another thread meanwhile): a mate out of range ends the
/// path there, and the pairs' check reports it. Returns the work (vertices searched from
/// and slots read). `O(V + slots of the reached vertices)`.
fn alternating_search<A: Adjacency>(
    g: &A,
    mate: &[u32],
    marks: &mut [u8],
    ids: std::ops::Range<u32>,
) -> u64 {
    let n = mate.len();
    // Reserved, not filled: only the pages the queue reaches are touched.
    let mut queue: Vec<u32> = Vec::with_capacity(n);
    for v in ids {
        if mate[v as usize] == NONE {
            marks[v as usize] |= REACHED;
            // Free vertices with no neighbour (a board's blocked cells) reach nothing.
            if g.slot_count(v) > 0 {
                queue.push(v);
            }
        }
    }
    let (mut head, mut work) = (0, 0u64);
    while head < queue.len() {
        let x = queue[head];
        head += 1;
        work += 1;
        g.for_each_neighbor(x, |w| {
            work += 1;
            marks[w as usize] |= IN_A;
            let y = mate[w as usize] as usize;
            if y < n && marks[y] & REACHED == 0 {
                marks[y] |= REACHED;
                queue.push(y as u32);
            }
        });
    }
    work
}

#[cfg(test)]
mod tests;
