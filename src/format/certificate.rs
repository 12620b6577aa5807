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

use super::ParseError;
use super::scan::Scanner;
use crate::certificate::{Certificate, Claim};
use std::io::{self, Write};

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

/// Writes `certificate` in the text format. `O(V)`.
pub fn write_certificate(out: &mut impl Write, certificate: &Certificate) -> io::Result<()> {
    writeln!(out, "bigame-certificate 1")?;
    writeln!(
        out,
        "{} {} {}",
        certificate.vertices,
        certificate.matching.len(),
        certificate.barrier.len()
    )?;
    for &(u, v) in &certificate.matching {
        writeln!(out, "m {} {}", u + 1, v + 1)?;
    }
    for &v in &certificate.barrier {
        writeln!(out, "b {}", v + 1)?;
    }
    for (v, claim) in certificate.claims.iter().enumerate() {
        match claim {
            Claim::Win => writeln!(out, "w {}", v + 1)?,
            Claim::LoseUnmatched => writeln!(out, "l {} 0", v + 1)?,
            Claim::LoseVia(p) => writeln!(out, "l {} {}", v + 1, p + 1)?,
        }
    }
    Ok(())
}

/// Reads a certificate, checking its shape (counts, ranges, one claim per vertex) but none of
/// its claims: that is [`crate::certificate::verify()`]'s job. `O(input length + V)`.
///
/// ```
/// use bigame::format::certificate::read_certificate;
/// let (c, lines) = read_certificate(b"bigame-certificate 1\n2 1 0\nm 1 2\nw 1\nw 2\n").unwrap();
/// assert_eq!(c.matching, vec![(0, 1)]);
/// assert_eq!(lines.claims, vec![4, 5]);
/// let e = read_certificate(b"bigame-certificate 1\n2 1 0\nm 1 2\nw 1\nw 1\n").unwrap_err();
/// assert_eq!(e.to_string(), "5:1: vertex 1 has a second claim (the first is on line 4)");
/// ```
pub fn read_certificate(input: &[u8]) -> Result<(Certificate, Lines), ParseError> {
    let input = super::scan::skip_bom(input);
    let mut s = Scanner::new(input);
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
    let (version, at) = s.number("the format version", u64::MAX)?;
    if version != 1 {
        return Err(at.error(format!("unknown format version {version} (expected 1)")));
    }
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
    let mut certificate = Certificate {
        vertices: n as usize,
        matching: Vec::with_capacity(k as usize),
        barrier: Vec::with_capacity(b as usize),
        claims: vec![Claim::Win; n as usize],
    };
    let mut lines = Lines {
        matching: Vec::with_capacity(k as usize),
        barrier: Vec::with_capacity(b as usize),
        claims: vec![0; n as usize],
    };
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
