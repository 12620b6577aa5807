//! Certificates in their text format (described, with its reader, in
//! [`crate::certificate::read`]; what they prove: [`crate::certificate`]).

use super::LabelWriter;
use crate::certificate::{Certificate, Claim};
use crate::read::labels::VertexLabels;
use std::io::{self, Write};

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

/// Writes `certificate` in the text format version 2, every vertex named by its label in
/// `labels` (see the [module docs](self)). `O(V)` plus the labels' length.
///
/// ```
/// use bigame::certificate::Certificate;
/// use bigame::certificate::read::read_certificate_for;
/// use bigame::write::certificate::write_labelled_certificate;
/// use bigame::read::pairs::read_pairs;
/// use bigame::matching::Matching;
/// let p = read_pairs(b"a b\nb c\n").unwrap();
/// let c = Certificate::prove(&p.graph, &Matching::empty(3));
/// let mut out = Vec::new();
/// write_labelled_certificate(&mut out, &c, &p.labels).unwrap();
/// assert!(out.starts_with(b"bigame-certificate 2\n3 1 1\n"));
/// let (back, _) = read_certificate_for(&out, Some(&p.labels)).unwrap();
/// assert_eq!(back, c);
/// ```
pub fn write_labelled_certificate(
    out: &mut impl Write,
    certificate: &Certificate,
    labels: &VertexLabels,
) -> io::Result<()> {
    let mut names = LabelWriter::new(Some(labels));
    writeln!(out, "bigame-certificate 2")?;
    writeln!(
        out,
        "{} {} {}",
        certificate.vertices,
        certificate.matching.len(),
        certificate.barrier.len()
    )?;
    for &(u, v) in &certificate.matching {
        out.write_all(b"m ")?;
        names.write(out, u)?;
        out.write_all(b" ")?;
        names.write(out, v)?;
        out.write_all(b"\n")?;
    }
    for &v in &certificate.barrier {
        out.write_all(b"b ")?;
        names.write(out, v)?;
        out.write_all(b"\n")?;
    }
    for (v, claim) in certificate.claims.iter().enumerate() {
        out.write_all(if claim.wins() { b"w " } else { b"l " })?;
        names.write(out, v as u32)?;
        if let Claim::LoseVia(p) = claim {
            out.write_all(b" ")?;
            names.write(out, *p)?;
        }
        out.write_all(b"\n")?;
    }
    Ok(())
}
