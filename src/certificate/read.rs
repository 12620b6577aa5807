//! Certificates as text (what they prove: [`crate::certificate`]).
//!
//! ```text
//! bigame-certificate 1
//! n k b          vertices, matching edges, barrier vertices
//! m u v          k lines: the matching's edges
//! b v            b lines: the barrier
//! w v            n lines in any order, one per vertex: v wins,
//! l v 0          or v loses, unmatched,
//! l v p          or v loses via p (p loses and is adjacent to v's partner)
//! ```
//!
//! Vertices are 1-based, as in the graph files; tokens are separated by any whitespace.
//!
//! A graph whose file names its vertices (pairs: [`crate::read::pairs`]) gets a certificate that
//! names them the same way, format version 2, one item per line (labels can be any token,
//! `0` too, so an unmatched losing vertex is a line `l v` with nothing after it):
//!
//! ```text
//! bigame-certificate 2
//! n k b
//! m u v
//! b v
//! w v
//! l v            v loses, unmatched
//! l v p
//! ```

use super::{Certificate, Claim};
use crate::read::ParseError;
use crate::read::labels::VertexLabels;
use crate::read::scan::{Position, Scanner, shown};

const MAGIC: &[u8] = b"bigame-certificate";

/// Where each part of a certificate was read: 1-based line numbers, for messages that point
/// at the failing claim.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Lines {
    /// The line of each matching edge.
    pub matching: Vec<usize>,
    /// The line of each barrier vertex.
    pub barrier: Vec<usize>,
    /// The line of each vertex's claim, indexed by vertex.
    pub claims: Vec<usize>,
}

/// Reads a certificate for a graph whose vertices are named by `labels` (`None`: numbered
/// from 1): format version 1 (numbers; refused with labels, whose certificates name them)
/// or version 2 (labels, one item per line; without labels, the numbers). Checks the shape
/// as [`read_certificate`] does. `O(input length + V)` expected.
pub fn read_certificate_for(
    input: &[u8],
    labels: Option<&VertexLabels>,
) -> Result<(Certificate, Lines), ParseError> {
    let input = crate::read::scan::skip_bom(input);
    let mut s = Scanner::new(input);
    let version = magic(&mut s)?;
    match (version, labels) {
        ((1, _), None) => read_version_1(s),
        ((1, at), Some(_)) => Err(at.error(
            "this certificate numbers the vertices from 1 (format version 1), but the graph \
             file names them with labels of its own: write the certificate again with bigame \
             analyze --certificate",
        )),
        ((2, _), labels) => read_version_2(s, labels),
        ((v, at), _) => Err(at.error(format!("unknown format version {v} (expected 1 or 2)"))),
    }
}

/// The magic word and the format version, with where the version is.
fn magic(s: &mut Scanner<'_>) -> Result<(u64, Position), ParseError> {
    match s.token() {
        Some((MAGIC, _)) => {}
        Some((_, at)) => {
            return Err(at.error("expected `bigame-certificate` (is this a certificate file?)"));
        }
        None => {
            return Err(s
                .position()
                .error("expected `bigame-certificate`, found end of input"));
        }
    }
    s.number("the format version", u64::MAX)
}

/// Reads a certificate, checking its shape (counts, ranges, one claim per vertex) but none of
/// its claims: that is [`crate::certificate::verify()`]'s job. Format version 1 (vertices
/// numbered from 1) or 2 read with numbers (see [`read_certificate_for`] for labels).
/// `O(input length + V)`.
///
/// ```
/// use bigame::certificate::read::read_certificate;
/// let (c, lines) = read_certificate(b"bigame-certificate 1\n2 1 0\nm 1 2\nw 1\nw 2\n").unwrap();
/// assert_eq!(c.matching, vec![(0, 1)]);
/// assert_eq!(lines.claims, vec![4, 5]);
/// let e = read_certificate(b"bigame-certificate 1\n2 1 0\nm 1 2\nw 1\nw 1\n").unwrap_err();
/// assert_eq!(e.to_string(), "5:1: vertex 1 has a second claim (the first is on line 4)");
/// ```
pub fn read_certificate(input: &[u8]) -> Result<(Certificate, Lines), ParseError> {
    read_certificate_for(input, None)
}

/// Version 1 after its version number: tokens separated by any whitespace.
fn read_version_1(mut s: Scanner<'_>) -> Result<(Certificate, Lines), ParseError> {
    // Every item takes at least four bytes, which bounds the counts before allocating.
    let room = s.len() as u64 / 4 + 1;
    let (n, at) = s.number("the number of vertices", u64::from(u32::MAX - 1))?;
    if n > room {
        return Err(at.error(format!(
            "{n} vertices need {n} claim lines, more than the file holds"
        )));
    }
    let (k, _) = s.number("the number of matching edges", n / 2)?;
    let (b, _) = s.number("the number of barrier vertices", n)?;
    let vertex = |s: &mut Scanner, what: &str| -> Result<(u32, usize), ParseError> {
        let (v, at) = s.number(format_args!("{what} (1 to {n})"), n)?;
        if v == 0 {
            return Err(at.error(format!("expected {what} (1 to {n}), found 0")));
        }
        Ok(((v - 1) as u32, at.line))
    };
    let tag = |s: &mut Scanner, expected: &[u8], what: &str| -> Result<usize, ParseError> {
        match s.token() {
            Some((t, at)) if t == expected => Ok(at.line),
            Some((t, at)) => Err(at.error(format!(
                "expected {what}, found `{}`",
                String::from_utf8_lossy(t)
            ))),
            None => Err(s
                .position()
                .error(format!("expected {what}, found end of input"))),
        }
    };
    let (mut certificate, mut lines) = room_for(n, k, b);
    for i in 0..k {
        let what = format!("matching edge {} of {k} (`m u v`)", i + 1);
        let line = tag(&mut s, b"m", &what)?;
        let (u, _) = vertex(&mut s, "a vertex")?;
        let (v, _) = vertex(&mut s, "a vertex")?;
        certificate.matching.push((u, v));
        lines.matching.push(line);
    }
    for i in 0..b {
        let what = format!("barrier vertex {} of {b} (`b v`)", i + 1);
        let line = tag(&mut s, b"b", &what)?;
        let (v, _) = vertex(&mut s, "a vertex")?;
        certificate.barrier.push(v);
        lines.barrier.push(line);
    }
    for i in 0..n {
        let Some((t, at)) = s.token() else {
            return Err(s.position().error(format!(
                "expected claim {} of {n} (`w v`, `l v 0` or `l v p`), found end of input",
                i + 1
            )));
        };
        let (v, _) = match t {
            b"w" | b"l" => vertex(&mut s, "a vertex")?,
            _ => {
                return Err(at.error(format!(
                    "expected claim {} of {n} (`w v`, `l v 0` or `l v p`), found `{}`",
                    i + 1,
                    String::from_utf8_lossy(t)
                )));
            }
        };
        if lines.claims[v as usize] != 0 {
            return Err(at.error(format!(
                "vertex {} has a second claim (the first is on line {})",
                v + 1,
                lines.claims[v as usize]
            )));
        }
        lines.claims[v as usize] = at.line;
        certificate.claims[v as usize] = if t == b"w" {
            Claim::Win
        } else {
            let (p, _) = s.number("the via vertex (0 if unmatched)", n)?;
            match p {
                0 => Claim::LoseUnmatched,
                p => Claim::LoseVia((p - 1) as u32),
            }
        };
    }
    s.expect_end("the last claim")?;
    Ok((certificate, lines))
}

/// An empty certificate of `n` vertices and the lines of its parts, with room for `k`
/// matching edges and `b` barrier vertices (both versions fill them in the same order).
/// `O(n)`.
fn room_for(n: u64, k: u64, b: u64) -> (Certificate, Lines) {
    let certificate = Certificate {
        vertices: n as usize,
        matching: Vec::with_capacity(k as usize),
        barrier: Vec::with_capacity(b as usize),
        claims: vec![Claim::Win; n as usize],
    };
    let lines = Lines {
        matching: Vec::with_capacity(k as usize),
        barrier: Vec::with_capacity(b as usize),
        claims: vec![0; n as usize],
    };
    (certificate, lines)
}

/// Version 2 after its version number: one item per line, vertices named by `labels` (or
/// numbered from 1 without them).
fn read_version_2(
    mut s: Scanner<'_>,
    labels: Option<&VertexLabels>,
) -> Result<(Certificate, Lines), ParseError> {
    s.expect_line_end("the format version")?;
    // Every item takes at least four bytes, which bounds the counts before allocating.
    let room = s.len() as u64 / 4 + 1;
    s.skip_whitespace();
    let (n, at) = s.number_on_line("the number of vertices", u64::from(u32::MAX - 1))?;
    if n > room {
        return Err(at.error(format!(
            "{n} vertices need {n} claim lines, more than the file holds"
        )));
    }
    let (k, _) = s.number_on_line("the number of matching edges", n / 2)?;
    let (b, _) = s.number_on_line("the number of barrier vertices", n)?;
    s.expect_line_end("the counts")?;
    let index = labels.map(VertexLabels::index);
    // The vertex a token names.
    let vertex = |s: &mut Scanner, what: &str| -> Result<u32, ParseError> {
        let Some((token, at)) = s.token_on_line() else {
            return Err(s
                .position()
                .error(format!("expected {what}, found end of line")));
        };
        let found = match &index {
            Some(index) => index.find(token),
            None => std::str::from_utf8(token)
                .ok()
                .and_then(|t| t.parse::<u64>().ok())
                .filter(|&v| (1..=n).contains(&v))
                .map(|v| (v - 1) as u32),
        };
        found.filter(|&v| u64::from(v) < n).ok_or_else(|| {
            at.error(format!(
                "expected {what}, found `{}`, which is not a vertex of the graph",
                shown(token)
            ))
        })
    };
    // The tag starting the next non-blank line, and its line.
    let tag = |s: &mut Scanner, what: &str| -> Result<(Vec<u8>, Position), ParseError> {
        s.skip_whitespace();
        match s.token_on_line() {
            Some((t, at)) => Ok((t.to_vec(), at)),
            None => Err(s
                .position()
                .error(format!("expected {what}, found end of input"))),
        }
    };
    let (mut certificate, mut lines) = room_for(n, k, b);
    for i in 0..k {
        let what = format!("matching edge {} of {k} (`m u v`)", i + 1);
        let (t, at) = tag(&mut s, &what)?;
        if t != b"m" {
            return Err(at.error(format!("expected {what}, found `{}`", shown(&t))));
        }
        let u = vertex(&mut s, "a vertex")?;
        let v = vertex(&mut s, "a vertex")?;
        s.expect_line_end("the matching edge")?;
        certificate.matching.push((u, v));
        lines.matching.push(at.line);
    }
    for i in 0..b {
        let what = format!("barrier vertex {} of {b} (`b v`)", i + 1);
        let (t, at) = tag(&mut s, &what)?;
        if t != b"b" {
            return Err(at.error(format!("expected {what}, found `{}`", shown(&t))));
        }
        let v = vertex(&mut s, "a vertex")?;
        s.expect_line_end("the barrier vertex")?;
        certificate.barrier.push(v);
        lines.barrier.push(at.line);
    }
    for i in 0..n {
        let what = format!("claim {} of {n} (`w v`, `l v` or `l v p`)", i + 1);
        let (t, at) = tag(&mut s, &what)?;
        if t != b"w" && t != b"l" {
            return Err(at.error(format!("expected {what}, found `{}`", shown(&t))));
        }
        let v = vertex(&mut s, "a vertex")?;
        if lines.claims[v as usize] != 0 {
            return Err(at.error(format!(
                "vertex {} has a second claim (the first is on line {})",
                crate::read::labels::label(labels, v),
                lines.claims[v as usize]
            )));
        }
        lines.claims[v as usize] = at.line;
        certificate.claims[v as usize] = if t == b"w" {
            Claim::Win
        } else {
            s.skip_inline_space();
            if matches!(s.peek(), None | Some(b'\n')) {
                Claim::LoseUnmatched
            } else {
                Claim::LoseVia(vertex(&mut s, "the via vertex (nothing if unmatched)")?)
            }
        };
        s.expect_line_end("the claim")?;
    }
    s.expect_end("the last claim")?;
    Ok((certificate, lines))
}
