//! Writers for `bigame decompose`: the Dulmage–Mendelsohn decomposition of a bipartite graph
//! and the class of every edge, as text or JSON. Vertex ids are written 1-based, or as the
//! file's own labels.

use crate::graph::{EdgeOrder, Graph};
use crate::matching::{CoarsePart, DulmageMendelsohn, EdgeClass, EdgeClasses};
use crate::read::labels::{Label, VertexLabels};
use std::io::{self, Write};

/// How rows and columns are numbered in the output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Numbering<'a> {
    /// By vertex id, 1-based (edge lists: the rows are the left side of a two-colouring).
    Vertices,
    /// As a matrix (Matrix Market input): rows are the vertices `0..rows` and are written as
    /// row numbers `1..=rows`; the column of vertex `rows + j` is written as `j + 1`.
    Matrix {
        /// Number of rows: the first column vertex.
        rows: u32,
    },
    /// By the file's own vertex labels (pairs), rows and columns alike.
    Labels(&'a VertexLabels),
}

impl<'a> Numbering<'a> {
    /// How a row vertex is written. `O(1)`.
    fn row(self, v: u32) -> Label<'a> {
        match self {
            Numbering::Labels(labels) => labels.get(v),
            _ => Label::Number(v as u64 + 1),
        }
    }

    /// How a column vertex is written. `O(1)`.
    fn column(self, v: u32) -> Label<'a> {
        match self {
            Numbering::Vertices => Label::Number(v as u64 + 1),
            Numbering::Matrix { rows } => Label::Number((v - rows) as u64 + 1),
            Numbering::Labels(labels) => labels.get(v),
        }
    }

    /// The name written in JSON: `vertices`, `matrix` or `labels`. `O(1)`.
    pub fn name(self) -> &'static str {
        match self {
            Numbering::Vertices => "vertices",
            Numbering::Matrix { .. } => "matrix",
            Numbering::Labels(_) => "labels",
        }
    }
}

/// Writes a label (numbers through `itoa`). `O(label length)`.
fn write_label(out: &mut impl Write, label: Label<'_>, buf: &mut itoa::Buffer) -> io::Result<()> {
    match label {
        Label::Number(n) => out.write_all(buf.format(n).as_bytes()),
        Label::Name(name) => out.write_all(name.as_bytes()),
    }
}

/// Writes vertices as `name` says, each preceded by a space.
fn write_ids<'a>(
    out: &mut impl Write,
    ids: &[u32],
    name: impl Fn(u32) -> Label<'a>,
    buf: &mut itoa::Buffer,
) -> io::Result<()> {
    for &v in ids {
        out.write_all(b" ")?;
        write_label(out, name(v), buf)?;
    }
    Ok(())
}

/// The decomposition as text (rows are the left vertices; ids 1-based, numbered as
/// `numbering` says):
///
/// ```text
/// rows R columns C matching K blocks B
/// coarse horizontal rows R1 columns C1
/// coarse square rows R2 columns C2 blocks B2
/// coarse vertical rows R3 columns C3
/// block 1 horizontal rows IDS columns IDS
/// block 2 square rows IDS columns IDS
/// ...
/// ```
///
/// one `block` line per block in block upper triangular order (a list of ids may be empty).
/// `O(V)`.
pub fn write_text(
    out: &mut impl Write,
    dm: &DulmageMendelsohn,
    numbering: Numbering,
) -> io::Result<()> {
    let mut buf = itoa::Buffer::new();
    writeln!(
        out,
        "rows {} columns {} matching {} blocks {}",
        dm.row_order().len(),
        dm.column_order().len(),
        dm.matching().size(),
        dm.block_count()
    )?;
    for part in [
        CoarsePart::Horizontal,
        CoarsePart::Square,
        CoarsePart::Vertical,
    ] {
        write!(
            out,
            "coarse {} rows {} columns {}",
            part.name(),
            dm.rows(part),
            dm.columns(part)
        )?;
        if part == CoarsePart::Square {
            write!(out, " blocks {}", dm.square_block_count())?;
        }
        out.write_all(b"\n")?;
    }
    for k in 0..dm.block_count() as u32 {
        out.write_all(b"block ")?;
        out.write_all(buf.format(k + 1).as_bytes())?;
        out.write_all(b" ")?;
        out.write_all(dm.block_part(k).name().as_bytes())?;
        out.write_all(b" rows")?;
        write_ids(out, dm.block_rows(k), |v| numbering.row(v), &mut buf)?;
        out.write_all(b" columns")?;
        write_ids(out, dm.block_columns(k), |v| numbering.column(v), &mut buf)?;
        out.write_all(b"\n")?;
    }
    Ok(())
}

/// Calls `f(u, v, class)` on every edge of `g` once (parallel edges once per copy): in
/// `order` when given (the input's order, each edge as the input wrote it), else with
/// `u < v` in order of `u`. `O(V + E)`.
fn for_each_classified(
    g: &Graph,
    classes: &EdgeClasses,
    order: Option<&EdgeOrder>,
    mut f: impl FnMut(u32, u32, EdgeClass),
) {
    match order {
        Some(order) => order.for_each(g, |u, slot, v| {
            if let Some(class) = classes.at(u, slot) {
                f(u, v, class);
            }
        }),
        None => classes.for_each_edge(g, f),
    }
}

/// One line per edge of `g`, `u v class` (1-based; parallel edges once per copy), where
/// `class` is `every`, `some` or `none`: the maximum matchings the edge is in. The edges come
/// in `order` when given (the input's: each edge as the file wrote it), else with `u < v` in
/// order of `u`. With [`Numbering::Matrix`] `u` is the edge's row number and `v` its column
/// number. `O(V + E)`.
pub fn write_edge_classes(
    out: &mut impl Write,
    g: &Graph,
    classes: &EdgeClasses,
    order: Option<&EdgeOrder>,
    numbering: Numbering,
) -> io::Result<()> {
    let mut buf = itoa::Buffer::new();
    let mut result = Ok(());
    for_each_classified(g, classes, order, |u, v, class| {
        if result.is_err() {
            return;
        }
        result = (|| {
            write_label(out, numbering.row(u), &mut buf)?;
            out.write_all(b" ")?;
            write_label(out, numbering.column(v), &mut buf)?;
            out.write_all(b" ")?;
            out.write_all(class.name().as_bytes())?;
            out.write_all(b"\n")
        })();
    });
    result
}

/// Serializes row (`false`) or column (`true`) ids by their numbers, without copying them.
#[cfg(feature = "json")]
struct Ids<'a>(&'a [u32], Numbering<'a>, bool);

#[cfg(feature = "json")]
impl serde::Serialize for Ids<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let Ids(ids, numbering, columns) = *self;
        serializer.collect_seq(ids.iter().map(|&v| {
            if columns {
                numbering.column(v)
            } else {
                numbering.row(v)
            }
        }))
    }
}

/// The decomposition as one JSON object, followed by a newline (schema in the
/// `bigame decompose --help` text; vertex ids and positions 1-based):
/// `{"vertices", "edges", "numbering": "vertices" | "matrix", "rows", "columns", "matching_size",
/// "coarse": {"horizontal": {"rows", "columns"}, "square": {"rows", "columns", "blocks"},
/// "vertical": {"rows", "columns"}}, "blocks": [{"part", "rows": [ids], "columns": [ids]}],
/// "dmperm": {"p": [ids], "q": [ids], "r", "s", "cc", "rr"}}`, rows and columns numbered as
/// `numbering` says (with [`Numbering::Matrix`], `p` and `q` are MATLAB's row and column
/// permutations). `O(V)` time, the output streamed.
#[cfg(feature = "json")]
pub fn write_decomposition_json(
    out: &mut impl Write,
    g: &Graph,
    dm: &DulmageMendelsohn,
    numbering: Numbering,
) -> io::Result<()> {
    use crate::graph::Adjacency;
    use serde::Serialize;
    use serde::ser::{SerializeSeq, Serializer};

    #[derive(Serialize)]
    struct Report<'a> {
        vertices: usize,
        edges: usize,
        numbering: &'static str,
        rows: usize,
        columns: usize,
        matching_size: usize,
        coarse: Coarse,
        blocks: Blocks<'a>,
        dmperm: Perm<'a>,
    }
    #[derive(Serialize)]
    struct Coarse {
        horizontal: Size,
        square: SquareSize,
        vertical: Size,
    }
    #[derive(Serialize)]
    struct Size {
        rows: usize,
        columns: usize,
    }
    #[derive(Serialize)]
    struct SquareSize {
        rows: usize,
        columns: usize,
        blocks: usize,
    }
    struct Blocks<'a>(&'a DulmageMendelsohn, Numbering<'a>);
    #[derive(Serialize)]
    struct Block<'a> {
        part: &'a str,
        rows: Ids<'a>,
        columns: Ids<'a>,
    }
    impl Serialize for Blocks<'_> {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let Blocks(dm, numbering) = *self;
            let mut seq = serializer.serialize_seq(Some(dm.block_count()))?;
            for k in 0..dm.block_count() as u32 {
                seq.serialize_element(&Block {
                    part: dm.block_part(k).name(),
                    rows: Ids(dm.block_rows(k), numbering, false),
                    columns: Ids(dm.block_columns(k), numbering, true),
                })?;
            }
            seq.end()
        }
    }
    #[derive(Serialize)]
    struct Perm<'a> {
        p: Ids<'a>,
        q: Ids<'a>,
        r: Vec<u64>,
        s: Vec<u64>,
        cc: [u64; 5],
        rr: [u64; 5],
    }
    let perm = dm.dmperm();
    let one_based = |x: &u32| *x as u64 + 1;
    let size = |part| Size {
        rows: dm.rows(part),
        columns: dm.columns(part),
    };
    let report = Report {
        vertices: g.vertex_count(),
        edges: g.edge_count(),
        numbering: numbering.name(),
        rows: dm.row_order().len(),
        columns: dm.column_order().len(),
        matching_size: dm.matching().size(),
        coarse: Coarse {
            horizontal: size(CoarsePart::Horizontal),
            square: SquareSize {
                rows: dm.rows(CoarsePart::Square),
                columns: dm.columns(CoarsePart::Square),
                blocks: dm.square_block_count(),
            },
            vertical: size(CoarsePart::Vertical),
        },
        blocks: Blocks(dm, numbering),
        dmperm: Perm {
            p: Ids(dm.row_order(), numbering, false),
            q: Ids(dm.column_order(), numbering, true),
            r: perm.r.iter().map(one_based).collect(),
            s: perm.s.iter().map(one_based).collect(),
            cc: perm.cc.map(|x| x as u64 + 1),
            rr: perm.rr.map(|x| x as u64 + 1),
        },
    };
    // `from`, not `other`: a failed write keeps its kind (a closed pipe stays `BrokenPipe`).
    serde_json::to_writer(&mut *out, &report).map_err(io::Error::from)?;
    out.write_all(b"\n")
}

/// The edge classes as one JSON object, followed by a newline (schema in the
/// `bigame decompose --help` text): `{"vertices", "edges", "numbering", "bipartite",
/// "matching_size", "counts": {"every", "some", "none"}, "classes": [{"u", "v", "class"}]}`
/// with one entry per edge as [`write_edge_classes`] orders and numbers them. `O(V + E)`
/// time, the output streamed.
#[cfg(feature = "json")]
pub fn write_edge_classes_json(
    out: &mut impl Write,
    g: &Graph,
    classes: &EdgeClasses,
    order: Option<&EdgeOrder>,
    numbering: Numbering,
    bipartite: bool,
    matching_size: usize,
) -> io::Result<()> {
    use crate::graph::Adjacency;
    use crate::matching::EdgeClass;
    use serde::Serialize;
    use serde::ser::{SerializeSeq, Serializer};

    #[derive(Serialize)]
    struct Report<'a> {
        vertices: usize,
        edges: usize,
        numbering: &'static str,
        bipartite: bool,
        matching_size: usize,
        counts: Counts,
        classes: Classes<'a>,
    }
    #[derive(Serialize)]
    struct Counts {
        every: usize,
        some: usize,
        none: usize,
    }
    struct Classes<'a>(
        &'a Graph,
        &'a EdgeClasses,
        Option<&'a EdgeOrder>,
        Numbering<'a>,
    );
    #[derive(Serialize)]
    struct Entry<'a> {
        u: Label<'a>,
        v: Label<'a>,
        class: &'static str,
    }
    impl Serialize for Classes<'_> {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let mut seq = serializer.serialize_seq(Some(self.0.edge_count()))?;
            let mut result = Ok(());
            for_each_classified(self.0, self.1, self.2, |u, v, class| {
                if result.is_ok() {
                    result = seq.serialize_element(&Entry {
                        u: self.3.row(u),
                        v: self.3.column(v),
                        class: class.name(),
                    });
                }
            });
            result?;
            seq.end()
        }
    }
    let report = Report {
        vertices: g.vertex_count(),
        edges: g.edge_count(),
        numbering: numbering.name(),
        bipartite,
        matching_size,
        counts: Counts {
            every: classes.count(EdgeClass::Mandatory),
            some: classes.count(EdgeClass::Allowed),
            none: classes.count(EdgeClass::Forbidden),
        },
        classes: Classes(g, classes, order, numbering),
    };
    // `from`, not `other`: a failed write keeps its kind (a closed pipe stays `BrokenPipe`).
    serde_json::to_writer(&mut *out, &report).map_err(io::Error::from)?;
    out.write_all(b"\n")
}
