//! Writers: they print what the library computed (verdicts, decompositions, certificates,
//! reviews, pictures) and the input formats themselves (for `bigame gen`), as text, JSON or
//! SVG, through any `Write` (callers pass one buffered writer). They get plain values and
//! run no algorithm; the readers of the same formats are in [`crate::read`].
//!
//! Input formats written back: [`edge_list`], [`dimacs`], [`matrix_market`], [`pairs`],
//! `json_graph` (feature `json`), [`board_text`] (free-cell boards), [`noi2011`] (game
//! records). Answers: [`analysis`] (`bigame analyze`), [`board_text`] (`bigame board`),
//! [`noi2011`] (`bigame review`), [`decomposition`] (`bigame decompose`), [`matching`] (`bigame match`), [`certificate`],
//! [`svg`] (pictures of boards and reviews), [`stats`] (the path an input took, for `--stats`).

pub mod analysis;
pub mod board_grundy;
pub mod board_text;
pub mod certificate;
pub mod decomposition;
pub mod dimacs;
#[cfg(feature = "json")]
pub mod edge;
pub mod edge_list;
pub mod graphml;
#[cfg(feature = "json")]
pub mod json_graph;
pub mod matching;
pub mod matrix_market;
pub mod noi2011;
pub mod pairs;
pub mod stats;
pub mod svg;

use crate::read::labels::{Label, VertexLabels, label};
use std::io::{self, Write};

/// Writes vertex labels fast (numbers through `itoa`), for the writers of long outputs.
pub(crate) struct LabelWriter<'a> {
    labels: Option<&'a VertexLabels>,
    buf: itoa::Buffer,
}

impl<'a> LabelWriter<'a> {
    /// A writer of `labels` (`None`: 1-based numbers). `O(1)`.
    pub(crate) fn new(labels: Option<&'a VertexLabels>) -> Self {
        LabelWriter {
            labels,
            buf: itoa::Buffer::new(),
        }
    }

    /// Writes the label of vertex `v`. `O(label length)`.
    #[inline]
    pub(crate) fn write(&mut self, out: &mut (impl Write + ?Sized), v: u32) -> io::Result<()> {
        match label(self.labels, v) {
            Label::Number(n) => out.write_all(self.buf.format(n).as_bytes()),
            Label::Name(s) => out.write_all(s.as_bytes()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_are_written_as_the_file_names_them() {
        let names = VertexLabels::from_names("alicebobcarol".to_string(), vec![5, 8, 13]);
        let mut out = Vec::new();
        let mut w = LabelWriter::new(Some(&names));
        w.write(&mut out, 0).unwrap();
        LabelWriter::new(None).write(&mut out, 9).unwrap();
        assert_eq!(out, b"alice10");
    }
}
