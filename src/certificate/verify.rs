//! The independent checker. It trusts nothing but the graph: it rebuilds the mate array from
//! the listed edges, finds the components of `G - S` by its own search, and walks the `via`
//! forest itself. None of the solvers' code runs here.

use super::{Certificate, Claim};
use crate::graph::Adjacency;
use crate::text::plural;
use std::fmt;

const NONE: u32 = u32::MAX;

/// What a certificate proved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verified {
    /// Number of vertices.
    pub vertices: usize,
    /// Size of the matching, proved maximum.
    pub matching_size: usize,
    /// Vertices proved winning for the player to move.
    pub wins: usize,
    /// Vertices proved losing.
    pub losses: usize,
}

/// The part of a certificate a refutation is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Subject {
    /// The certificate as a whole (the bound).
    Whole,
    /// The graph: the certificate is for a graph with another number of vertices, so it
    /// cannot be checked (unusable input rather than a false claim).
    Graph,
    /// The matching edge with this index.
    MatchingEdge(usize),
    /// The barrier vertex with this index.
    Barrier(usize),
    /// The claim of this vertex.
    Vertex(u32),
}

/// Why a certificate proves nothing: the claim that fails and how.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refutation {
    /// What fails.
    pub subject: Subject,
    /// How it fails, naming vertices 1-based.
    pub message: String,
}

impl fmt::Display for Refutation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

fn refute<T>(subject: Subject, message: String) -> Result<T, Refutation> {
    Err(Refutation { subject, message })
}

/// Whether `u` and `v` are adjacent. `O(degree of u)`.
fn adjacent<A: Adjacency>(g: &A, u: u32, v: u32) -> bool {
    let mut found = false;
    g.for_each_neighbor(u, |w| found |= w == v);
    found
}

/// Checks `certificate` against `g` (see the module docs for what each part proves) and
/// returns what it proved, or the first claim that fails. `O(V + E)` time, `O(V)` memory, no
/// recursion.
///
/// ```
/// use bigame::certificate::{verify, Certificate, Claim, Subject};
/// use bigame::graph::Graph;
/// //  0 - 1 - 2
/// let g = Graph::from_edges(3, &[(0, 1), (1, 2)]);
/// let mut c = Certificate {
///     vertices: 3,
///     matching: vec![(0, 1)],
///     barrier: vec![1],
///     claims: vec![Claim::LoseVia(2), Claim::Win, Claim::LoseUnmatched],
/// };
/// assert_eq!(verify(&g, &c).unwrap().wins, 1);
/// c.claims[1] = Claim::LoseUnmatched; // the middle is matched
/// assert_eq!(verify(&g, &c).unwrap_err().subject, Subject::Vertex(1));
/// ```
pub fn verify<A: Adjacency>(g: &A, certificate: &Certificate) -> Result<Verified, Refutation> {
    verify_named(g, certificate, &|v| (u64::from(v) + 1).to_string())
}

/// [`verify()`], naming each vertex `v` in the refutation's message by `name(v)` (a graph
/// file's own label, say) instead of its 1-based number. `name` is only called for vertices
/// of the graph. `O(V + E)` time, `O(V)` memory, no recursion.
///
/// ```
/// use bigame::certificate::{verify_named, Certificate, Claim};
/// use bigame::graph::Graph;
/// let g = Graph::from_edges(2, &[(0, 1)]);
/// let c = Certificate {
///     vertices: 2,
///     matching: vec![(0, 1)],
///     barrier: vec![],
///     claims: vec![Claim::LoseUnmatched, Claim::Win],
/// };
/// let names = ["alice", "bob"];
/// let e = verify_named(&g, &c, &|v| names[v as usize].to_string()).unwrap_err();
/// assert_eq!(e.message, "vertex alice is claimed unmatched, but the matching pairs it with bob");
/// ```
pub fn verify_named<A: Adjacency>(
    g: &A,
    certificate: &Certificate,
    name: &dyn Fn(u32) -> String,
) -> Result<Verified, Refutation> {
    let n = g.vertex_count();
    // Out of range vertices (a certificate built by hand) are named by number.
    let name = &|v: u32| {
        if (v as usize) < n {
            name(v)
        } else {
            (u64::from(v) + 1).to_string()
        }
    };
    if certificate.vertices != n || certificate.claims.len() != n {
        return refute(
            Subject::Graph,
            format!(
                "the certificate is for {}, the graph has {n}",
                plural(certificate.vertices, "vertex", "vertices")
            ),
        );
    }
    let mate = check_matching(g, &certificate.matching, name)?;
    let in_barrier = check_barrier(n, &certificate.barrier, name)?;
    let (component, sizes) = components_without(g, &in_barrier);
    check_bound(
        n,
        certificate.matching.len(),
        certificate.barrier.len(),
        &sizes,
    )?;
    let mut wins = 0;
    for (v, &claim) in certificate.claims.iter().enumerate() {
        let v = v as u32;
        match claim {
            Claim::Win => {
                if !in_barrier[v as usize] && sizes[component[v as usize] as usize] % 2 == 1 {
                    let size = sizes[component[v as usize] as usize];
                    return refute(
                        Subject::Vertex(v),
                        format!(
                            "vertex {} is claimed winning, but it is outside the barrier in a component of odd size {size}, so the barrier does not prove every maximum matching covers it",
                            name(v)
                        ),
                    );
                }
                wins += 1;
            }
            Claim::LoseUnmatched => {
                if mate[v as usize] != NONE {
                    return refute(
                        Subject::Vertex(v),
                        format!(
                            "vertex {} is claimed unmatched, but the matching pairs it with {}",
                            name(v),
                            name(mate[v as usize])
                        ),
                    );
                }
            }
            Claim::LoseVia(p) => check_via(g, certificate, &mate, (v, p), name)?,
        }
    }
    check_paths_are_simple(certificate, &mate, name)?;
    Ok(Verified {
        vertices: n,
        matching_size: certificate.matching.len(),
        wins,
        losses: n - wins,
    })
}

/// The mate array of the listed edges, checking each is an edge of `g` and no vertex is in two.
/// `O(V + E)`: each vertex's neighbours are scanned at most once.
fn check_matching<A: Adjacency>(
    g: &A,
    edges: &[(u32, u32)],
    name: &dyn Fn(u32) -> String,
) -> Result<Vec<u32>, Refutation> {
    let n = g.vertex_count();
    let mut mate = vec![NONE; n];
    for (i, &(u, v)) in edges.iter().enumerate() {
        let subject = Subject::MatchingEdge(i);
        if u as usize >= n || v as usize >= n {
            return refute(
                subject,
                format!("matching edge {} {} is not in the graph", name(u), name(v)),
            );
        }
        for w in [u, v] {
            if mate[w as usize] != NONE {
                return refute(
                    subject,
                    format!(
                        "vertex {} is in two matching edges ({} and {})",
                        name(w),
                        name(mate[w as usize]),
                        if w == u { name(v) } else { name(u) }
                    ),
                );
            }
        }
        if u == v || !adjacent(g, u, v) {
            return refute(
                subject,
                format!(
                    "matching edge {} {} is not an edge of the graph",
                    name(u),
                    name(v)
                ),
            );
        }
        mate[u as usize] = v;
        mate[v as usize] = u;
    }
    Ok(mate)
}

fn check_barrier(
    n: usize,
    barrier: &[u32],
    name: &dyn Fn(u32) -> String,
) -> Result<Vec<bool>, Refutation> {
    let mut in_barrier = vec![false; n];
    for (i, &v) in barrier.iter().enumerate() {
        if v as usize >= n || in_barrier[v as usize] {
            return refute(
                Subject::Barrier(i),
                format!("barrier vertex {} is out of range or listed twice", name(v)),
            );
        }
        in_barrier[v as usize] = true;
    }
    Ok(in_barrier)
}

/// The components of `G - barrier`: each vertex's component (`NONE` for barrier vertices)
/// and each component's size. Depth-first with an explicit stack. `O(V + E)`.
fn components_without<A: Adjacency>(g: &A, in_barrier: &[bool]) -> (Vec<u32>, Vec<u32>) {
    let n = g.vertex_count();
    let mut component = vec![NONE; n];
    let mut sizes: Vec<u32> = Vec::new();
    let mut stack = Vec::new();
    for root in 0..n as u32 {
        if in_barrier[root as usize] || component[root as usize] != NONE {
            continue;
        }
        let id = sizes.len() as u32;
        sizes.push(0);
        component[root as usize] = id;
        stack.push(root);
        while let Some(u) = stack.pop() {
            sizes[id as usize] += 1;
            g.for_each_neighbor(u, |w| {
                if !in_barrier[w as usize] && component[w as usize] == NONE {
                    component[w as usize] = id;
                    stack.push(w);
                }
            });
        }
    }
    (component, sizes)
}

/// Tutte–Berge: the matching is maximum if twice its size meets the barrier's bound,
/// `|V| + |S| - odd(G - S)`.
fn check_bound(
    n: usize,
    matched_edges: usize,
    barrier: usize,
    sizes: &[u32],
) -> Result<(), Refutation> {
    let odd = sizes.iter().filter(|&&s| s % 2 == 1).count();
    let bound = (n + barrier).saturating_sub(odd);
    if 2 * matched_edges != bound {
        return refute(
            Subject::Whole,
            format!(
                "the matching has {}, but the barrier ({}, leaving {}) only bounds a matching by {}{}, so the matching is not proved maximum",
                plural(matched_edges, "edge", "edges"),
                plural(barrier, "vertex", "vertices"),
                plural(odd, "odd component", "odd components"),
                bound / 2,
                if bound % 2 == 1 { ".5" } else { "" }
            ),
        );
    }
    Ok(())
}

/// Checks the claim that `v` loses via `p`.
fn check_via<A: Adjacency>(
    g: &A,
    certificate: &Certificate,
    mate: &[u32],
    (v, p): (u32, u32),
    name: &dyn Fn(u32) -> String,
) -> Result<(), Refutation> {
    let fail = |why: String| refute(Subject::Vertex(v), format!("vertex {}: {why}", name(v)));
    let n = mate.len();
    let m = mate[v as usize];
    if m == NONE {
        return fail(format!(
            "claimed losing via {}, but it is unmatched (claim it unmatched instead)",
            name(p)
        ));
    }
    if p as usize >= n || p == v {
        return fail(format!(
            "claimed losing via {}, which is not another vertex",
            name(p)
        ));
    }
    if certificate.claims[p as usize].wins() {
        return fail(format!(
            "claimed losing via {}, but {} is claimed winning",
            name(p),
            name(p)
        ));
    }
    if p == m || !adjacent(g, m, p) {
        return fail(format!(
            "claimed losing via {}, but {} is not adjacent to its partner {} by an edge outside the matching",
            name(p),
            name(p),
            name(m)
        ));
    }
    Ok(())
}

/// The `via` pointers must form a forest rooted at unmatched vertices, and no path from a
/// root may contain both ends of a matching edge: then every losing vertex's walk is a simple
/// even alternating path. An iterative depth-first walk numbers the forest (entry and exit
/// times); `x` is an ancestor of `y` iff its interval contains `y`'s. `O(V)`.
fn check_paths_are_simple(
    certificate: &Certificate,
    mate: &[u32],
    name: &dyn Fn(u32) -> String,
) -> Result<(), Refutation> {
    let n = certificate.vertices;
    // Children lists in compressed form.
    let mut start = vec![0u32; n + 1];
    for claim in &certificate.claims {
        if let Claim::LoseVia(p) = *claim {
            start[p as usize + 1] += 1;
        }
    }
    for i in 0..n {
        start[i + 1] += start[i];
    }
    let mut fill = start.clone();
    let mut children = vec![0u32; start[n] as usize];
    for (v, claim) in certificate.claims.iter().enumerate() {
        if let Claim::LoseVia(p) = *claim {
            children[fill[p as usize] as usize] = v as u32;
            fill[p as usize] += 1;
        }
    }
    let (mut enter, mut leave) = (vec![NONE; n], vec![NONE; n]);
    let mut clock = 0u32;
    let mut stack: Vec<(u32, u32)> = Vec::new();
    for root in 0..n as u32 {
        if certificate.claims[root as usize] != Claim::LoseUnmatched {
            continue;
        }
        enter[root as usize] = clock;
        clock += 1;
        stack.push((root, start[root as usize]));
        while let Some(top) = stack.last_mut() {
            let (u, next) = *top;
            if next < start[u as usize + 1] {
                top.1 += 1;
                let c = children[next as usize];
                enter[c as usize] = clock;
                clock += 1;
                stack.push((c, start[c as usize]));
            } else {
                leave[u as usize] = clock;
                clock += 1;
                stack.pop();
            }
        }
    }
    for (v, claim) in certificate.claims.iter().enumerate() {
        if matches!(claim, Claim::LoseVia(_)) && enter[v] == NONE {
            return refute(
                Subject::Vertex(v as u32),
                format!(
                    "vertex {}: its chain of via vertices goes round in a cycle and never reaches an unmatched vertex",
                    name(v as u32)
                ),
            );
        }
    }
    let is_ancestor = |x: usize, y: usize| enter[x] <= enter[y] && leave[y] <= leave[x];
    for x in 0..n {
        let y = mate[x];
        if y == NONE || enter[x] == NONE || enter[y as usize] == NONE {
            continue;
        }
        if is_ancestor(x, y as usize) {
            return refute(
                Subject::Vertex(y),
                format!(
                    "vertex {}: its alternating path through the via vertices passes {} twice (as a via vertex and as its partner), so it is not a simple path",
                    name(y),
                    name(x as u32)
                ),
            );
        }
    }
    Ok(())
}
