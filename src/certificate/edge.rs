//! Certificates for the edge game (see [`crate::game::edge`]) on a bipartite graph, checked in
//! time linear in their size plus the graph's, by code of its own (its own two-colouring, its
//! own parity sums).
//!
//! - A losing vertex `v` points at a *kernel vector*: a set `S ∋ v` of vertices on `v`'s side
//!   into which every vertex has an even number of edges (parallel edges counted). By the
//!   theorem of Fraenkel, Scheinerman and Ullman the player to move from `v` then loses. A
//!   vertex with no edge points at nothing (`0`).
//! - A winning vertex `v` lists vertices `Y` of the other side whose neighbourhoods add up,
//!   modulo 2, to `{v}`: then no kernel vector holds `v` (it would have odd parity against
//!   `Y`), and the player to move wins.
//!
//! ```text
//! bigame-edge-certificate 1
//! n k                  vertices, kernel vectors
//! k s v1 ... vs        k lines: a kernel vector of s vertices (numbered 1..k in order)
//! l v j                n claims in any order, one per vertex: v loses, kernel vector j
//!                      holds it (0: v has no edge)
//! w v s u1 ... us      or v wins: the neighbourhoods of u1 ... us add up to {v}
//! ```
//!
//! Vertices are 1-based; tokens are separated by any whitespace. The certificate's size is up
//! to `V²` numbers (a column sum per winning vertex).

use crate::game::edge::{EdgeAnalysis, EdgeProof};
use crate::graph::Adjacency;
use crate::read::ParseError;
use crate::read::scan::{Scanner, shown};
use std::collections::VecDeque;

const MAGIC: &[u8] = b"bigame-edge-certificate";

/// One vertex's claim.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EdgeClaim {
    /// The mover loses: kernel vector number `j` (1-based) holds the vertex, or `0` if the
    /// vertex has no edge.
    Lose(usize),
    /// The mover wins: these vertices' neighbourhoods add up to the vertex alone.
    Win(Vec<u32>),
}

/// A proof of every edge-game verdict of a bipartite graph (see the module docs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EdgeCertificate {
    /// Number of vertices of the graph.
    pub vertices: usize,
    /// The kernel vectors the losing claims point at.
    pub kernels: Vec<Vec<u32>>,
    /// One claim per vertex, indexed by vertex.
    pub claims: Vec<EdgeClaim>,
}

/// Where a certificate's parts were read: 1-based lines, for messages.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EdgeLines {
    /// The line of each kernel vector.
    pub kernels: Vec<usize>,
    /// The line of each vertex's claim, indexed by vertex.
    pub claims: Vec<usize>,
}

/// What a refutation is about: a kernel vector (0-based index) or a vertex's claim.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EdgeSubject {
    /// The graph: it is not bipartite or has another number of vertices, so the certificate
    /// cannot be checked against it (unusable input rather than a false claim).
    Graph,
    /// Kernel vector with this 0-based index.
    Kernel(usize),
    /// The claim of this vertex.
    Vertex(u32),
}

/// Why an edge certificate proves nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EdgeRefutation {
    /// What fails.
    pub subject: EdgeSubject,
    /// How, vertices 1-based.
    pub message: String,
}

impl EdgeCertificate {
    /// The certificate of an analysis made by [`EdgeAnalysis::prove`] (or `None` when it
    /// lacks proofs: made by [`EdgeAnalysis::new`], or by exhaustive search). `O(size)`.
    pub fn from_analysis(analysis: &EdgeAnalysis) -> Option<EdgeCertificate> {
        let n = analysis.vertex_count();
        let mut kernels: Vec<Vec<u32>> = Vec::new();
        // Kernel vectors are shared by many vertices: number each once, by its address.
        let mut number = std::collections::HashMap::new();
        let mut claims = Vec::with_capacity(n);
        for v in 0..n as u32 {
            claims.push(match analysis.proof(v)? {
                EdgeProof::ColumnSum(y) => EdgeClaim::Win(y.to_vec()),
                EdgeProof::NoEdge => EdgeClaim::Lose(0),
                EdgeProof::Kernel(x) => {
                    let j = *number.entry(x.as_ptr()).or_insert_with(|| {
                        kernels.push(x.to_vec());
                        kernels.len()
                    });
                    EdgeClaim::Lose(j)
                }
            });
        }
        Some(EdgeCertificate {
            vertices: n,
            kernels,
            claims,
        })
    }

    /// Writes the certificate in its text format. `O(size)`.
    pub fn write(&self, out: &mut impl std::io::Write) -> std::io::Result<()> {
        let mut buf = itoa::Buffer::new();
        let mut list = |out: &mut dyn std::io::Write, set: &[u32]| -> std::io::Result<()> {
            out.write_all(buf.format(set.len()).as_bytes())?;
            for &u in set {
                out.write_all(b" ")?;
                out.write_all(itoa::Buffer::new().format(u + 1).as_bytes())?;
            }
            out.write_all(b"\n")
        };
        writeln!(out, "bigame-edge-certificate 1")?;
        writeln!(out, "{} {}", self.vertices, self.kernels.len())?;
        for x in &self.kernels {
            out.write_all(b"k ")?;
            list(out, x)?;
        }
        for (v, claim) in self.claims.iter().enumerate() {
            match claim {
                EdgeClaim::Lose(j) => writeln!(out, "l {} {j}", v + 1)?,
                EdgeClaim::Win(y) => {
                    write!(out, "w {} ", v + 1)?;
                    list(out, y)?;
                }
            }
        }
        Ok(())
    }
}

/// Whether `input` starts (after whitespace) with the edge certificate's magic word. `O(1)`.
pub fn is_edge_certificate(input: &[u8]) -> bool {
    let input = crate::read::scan::skip_bom(input);
    let start = input.iter().position(|b| !b.is_ascii_whitespace());
    start.is_some_and(|s| input[s..].starts_with(MAGIC))
}

/// Reads an edge certificate, checking its shape (counts, ranges, one claim per vertex) but
/// none of its claims ([`verify_edge`] does). `O(input length + V)`.
///
/// ```
/// use bigame::certificate::edge::{read_edge_certificate, EdgeClaim};
/// let text = b"bigame-edge-certificate 1\n2 0\nw 1 1 2\nw 2 1 1\n";
/// let (c, lines) = read_edge_certificate(text).unwrap();
/// assert_eq!(c.claims[0], EdgeClaim::Win(vec![1]));
/// assert_eq!(lines.claims, [3, 4]);
/// ```
pub fn read_edge_certificate(input: &[u8]) -> Result<(EdgeCertificate, EdgeLines), ParseError> {
    let mut s = Scanner::new(crate::read::scan::skip_bom(input));
    match s.token() {
        Some((MAGIC, _)) => {}
        Some((_, at)) => return Err(at.error("expected `bigame-edge-certificate`")),
        None => return Err(s.position().error("expected `bigame-edge-certificate`")),
    }
    let (version, at) = s.number("the format version", u64::MAX)?;
    if version != 1 {
        return Err(at.error(format!("unknown format version {version} (expected 1)")));
    }
    // Every item takes at least four bytes, which bounds the counts before allocating.
    let room = s.len() as u64 / 4 + 1;
    let (n, at) = s.number("the number of vertices", u64::from(u32::MAX - 1))?;
    let (k, _) = s.number("the number of kernel vectors", room)?;
    if n > room {
        return Err(at.error(format!(
            "{n} vertices need {n} claims, more than the file holds"
        )));
    }
    let vertex = |s: &mut Scanner| -> Result<u32, ParseError> {
        let (v, at) = s.number(format_args!("a vertex (1 to {n})"), n)?;
        if v == 0 {
            return Err(at.error(format!("expected a vertex (1 to {n}), found 0")));
        }
        Ok((v - 1) as u32)
    };
    let set = |s: &mut Scanner| -> Result<Vec<u32>, ParseError> {
        let (size, _) = s.number(
            format_args!("the number of vertices in the set (up to {n})"),
            n,
        )?;
        (0..size).map(|_| vertex(s)).collect()
    };
    let mut lines = EdgeLines {
        kernels: Vec::new(),
        claims: vec![0; n as usize],
    };
    let mut kernels = Vec::new();
    for i in 0..k {
        match s.token() {
            Some((b"k", at)) => lines.kernels.push(at.line),
            Some((t, at)) => {
                return Err(at.error(format!(
                    "expected kernel vector {} of {k} (`k s v1 ... vs`), found `{}`",
                    i + 1,
                    shown(t)
                )));
            }
            None => {
                return Err(s
                    .position()
                    .error("expected a kernel vector, found end of input"));
            }
        }
        kernels.push(set(&mut s)?);
    }
    let mut claims = vec![EdgeClaim::Lose(0); n as usize];
    for i in 0..n {
        let (t, at) = match s.token() {
            Some((t @ (b"w" | b"l"), at)) => (t, at),
            found => {
                let at = found.map_or(s.position(), |(_, at)| at);
                return Err(at.error(format!(
                    "expected claim {} of {n} (`l v j` or `w v s u1 ... us`){}",
                    i + 1,
                    found.map_or(", found end of input".to_string(), |(t, _)| format!(
                        ", found `{}`",
                        shown(t)
                    ))
                )));
            }
        };
        let v = vertex(&mut s)?;
        if lines.claims[v as usize] != 0 {
            return Err(at.error(format!(
                "vertex {} has a second claim (the first is on line {})",
                v + 1,
                lines.claims[v as usize]
            )));
        }
        lines.claims[v as usize] = at.line;
        claims[v as usize] = if t == b"l" {
            EdgeClaim::Lose(s.number(format_args!("a kernel vector (0 to {k})"), k)?.0 as usize)
        } else {
            EdgeClaim::Win(set(&mut s)?)
        };
    }
    s.expect_end("the last claim")?;
    Ok((
        EdgeCertificate {
            vertices: n as usize,
            kernels,
            claims,
        },
        lines,
    ))
}

/// What an edge certificate proved: numbers of winning and losing start vertices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EdgeVerified {
    /// Vertices proved winning for the player to move.
    pub wins: usize,
    /// Vertices proved losing.
    pub losses: usize,
}

fn refute<T>(subject: EdgeSubject, message: String) -> Result<T, EdgeRefutation> {
    Err(EdgeRefutation { subject, message })
}

/// Checks every claim of `certificate` against `g`, trusting nothing else: `g` is two-coloured
/// here, each set's parities are summed here. `O(V + E + size of the certificate)` (a vertex
/// of degree `d` costs `d` each time it is listed).
pub fn verify_edge<A: Adjacency>(
    g: &A,
    certificate: &EdgeCertificate,
) -> Result<EdgeVerified, EdgeRefutation> {
    let n = g.vertex_count();
    if certificate.vertices != n {
        return refute(
            EdgeSubject::Graph,
            format!(
                "the certificate is for {} vertices, the graph has {n}",
                certificate.vertices
            ),
        );
    }
    let side = match sides(g) {
        Ok(side) => side,
        Err((u, w)) => {
            return refute(
                EdgeSubject::Graph,
                format!(
                    "the graph is not bipartite ({} and {} are adjacent and on the same side), and edge certificates are for bipartite graphs",
                    u + 1,
                    w + 1
                ),
            );
        }
    };
    let mut parity = vec![false; n];
    let mut touched = Vec::new();
    let mut member = vec![u32::MAX; n];
    for (j, x) in certificate.kernels.iter().enumerate() {
        let subject = EdgeSubject::Kernel(j);
        if let Some(&v) = x.iter().find(|&&v| side[v as usize] != side[x[0] as usize]) {
            return refute(
                subject,
                format!("{} and {} are on different sides", x[0] + 1, v + 1),
            );
        }
        for &v in x {
            if member[v as usize] == j as u32 {
                return refute(subject, format!("{} is listed twice", v + 1));
            }
            member[v as usize] = j as u32;
        }
        if x.is_empty() {
            return refute(subject, "the kernel vector is empty".to_string());
        }
        if let Some(w) = odd_parities(g, x, &mut parity, &mut touched).next() {
            return refute(
                subject,
                format!("{} has an odd number of edges into the set", w + 1),
            );
        }
    }
    // Kernel membership, by sorted copies (a claim asks "does vector j hold v?").
    let sorted: Vec<Vec<u32>> = certificate
        .kernels
        .iter()
        .map(|x| {
            let mut x = x.clone();
            x.sort_unstable();
            x
        })
        .collect();
    let mut verified = EdgeVerified { wins: 0, losses: 0 };
    for (v, claim) in certificate.claims.iter().enumerate() {
        let subject = EdgeSubject::Vertex(v as u32);
        match claim {
            EdgeClaim::Lose(0) => {
                if g.degree(v as u32) != 0 {
                    return refute(subject, format!("{} has an edge", v + 1));
                }
                verified.losses += 1;
            }
            EdgeClaim::Lose(j) => {
                let Some(x) = sorted.get(j - 1) else {
                    return refute(subject, format!("there is no kernel vector {j}"));
                };
                if x.binary_search(&(v as u32)).is_err() {
                    return refute(
                        subject,
                        format!("kernel vector {j} does not hold {}", v + 1),
                    );
                }
                verified.losses += 1;
            }
            EdgeClaim::Win(y) => {
                if let Some(&u) = y.iter().find(|&&u| side[u as usize] == side[v]) {
                    return refute(subject, format!("{} is on the side of {}", u + 1, v + 1));
                }
                let mut odd: Vec<u32> = odd_parities(g, y, &mut parity, &mut touched).collect();
                odd.sort_unstable();
                if odd != [v as u32] {
                    let shown: Vec<String> =
                        odd.iter().take(5).map(|u| (u + 1).to_string()).collect();
                    return refute(
                        subject,
                        format!(
                            "the listed neighbourhoods add up to {{{}}}, not {{{}}}",
                            shown.join(", "),
                            v + 1
                        ),
                    );
                }
                verified.wins += 1;
            }
        }
    }
    Ok(verified)
}

/// The vertices with an odd number of edges into `set` (a listed vertex counted once per
/// listing), using and then clearing `parity`. `O(sum of the set's degrees)`.
fn odd_parities<'a, A: Adjacency>(
    g: &A,
    set: &[u32],
    parity: &'a mut [bool],
    touched: &'a mut Vec<u32>,
) -> impl Iterator<Item = u32> + 'a {
    touched.clear();
    for &u in set {
        g.for_each_neighbor(u, |w| {
            parity[w as usize] ^= true;
            touched.push(w);
        });
    }
    touched
        .drain(..)
        .filter(move |&w| std::mem::take(&mut parity[w as usize]))
}

/// The two sides of `g` (`true`: the side of the smallest id of each component), or an edge
/// whose ends are on the same side. Breadth-first, `O(V + E)`.
fn sides<A: Adjacency>(g: &A) -> Result<Vec<bool>, (u32, u32)> {
    let n = g.vertex_count();
    let mut colour = vec![0u8; n]; // 0: not reached, 1 or 2: the side
    let mut queue = VecDeque::new();
    for root in 0..n {
        if colour[root] != 0 {
            continue;
        }
        colour[root] = 1;
        queue.push_back(root as u32);
        while let Some(u) = queue.pop_front() {
            let mut clash = None;
            g.for_each_neighbor(u, |w| match colour[w as usize] {
                0 => {
                    colour[w as usize] = 3 - colour[u as usize];
                    queue.push_back(w);
                }
                c if c == colour[u as usize] => clash = Some(w),
                _ => {}
            });
            if let Some(w) = clash {
                return Err((u, w));
            }
        }
    }
    Ok(colour.iter().map(|&c| c == 1).collect())
}
