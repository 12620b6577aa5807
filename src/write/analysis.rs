//! `bigame analyze`'s answers for a graph of any input format: the verdicts, one start
//! vertex, the Gallai–Edmonds parts, a table for people and JSON. Vertices are named by the
//! file's labels, or 1-based numbers.

use super::LabelWriter;
use crate::game::Verdicts;
use crate::graph::{Adjacency, Graph};
use crate::matching::{GallaiEdmonds, Part};
use crate::read::labels::{VertexLabels, label};
use std::io::{self, Write};

/// One line per vertex, `v win` or `v lose` (the verdict for the player to move with the
/// token on `v`), each vertex named by its label in `labels` (`None`: its 1-based number, as
/// for every format but pairs). `O(V)`.
pub fn write_verdicts(
    out: &mut impl Write,
    g: &Graph,
    analysis: &impl Verdicts,
    labels: Option<&VertexLabels>,
) -> io::Result<()> {
    let mut names = LabelWriter::new(labels);
    for v in 0..g.vertex_count() as u32 {
        names.write(out, v)?;
        out.write_all(if analysis.wins(v) {
            b" win\n"
        } else {
            b" lose\n"
        })?;
    }
    Ok(())
}

/// The verdict for one start vertex: `v win w` (`w` a winning move) or `v lose`, vertices
/// named by `labels` (`None`: 1-based numbers). `O(1)`.
pub fn write_start(
    out: &mut impl Write,
    start: u32,
    analysis: &impl Verdicts,
    labels: Option<&VertexLabels>,
) -> io::Result<()> {
    let name = |v| label(labels, v);
    match analysis.winning_move(start) {
        Some(w) => writeln!(out, "{} win {}", name(start), name(w)),
        None => writeln!(out, "{} lose", name(start)),
    }
}

/// The vertices an answer reports: `only`'s, in their order, or every vertex `0..n`. `O(1)`.
fn selected(only: Option<&[u32]>, n: usize) -> impl Iterator<Item = u32> + Clone + '_ {
    let all = if only.is_none() { 0..n as u32 } else { 0..0 };
    only.unwrap_or(&[]).iter().copied().chain(all)
}

/// One line per vertex (or only those of `only`, in its order), its Gallai–Edmonds part: `v D c` (1-based `c`: the
/// component of `G[D]` it lies in), `v A` or `v C`, vertices named by `labels` (`None`:
/// 1-based numbers). The mover loses exactly on `D`. `O(V)`, or `O(|only|)`.
pub fn write_parts(
    out: &mut impl Write,
    decomposition: &GallaiEdmonds,
    only: Option<&[u32]>,
    labels: Option<&VertexLabels>,
) -> io::Result<()> {
    let mut buf = itoa::Buffer::new();
    let mut names = LabelWriter::new(labels);
    for v in selected(only, decomposition.parts().len()) {
        names.write(out, v)?;
        match decomposition.part(v) {
            Part::D => {
                out.write_all(b" D ")?;
                let c = decomposition
                    .component(v)
                    .expect("D vertices have a component");
                out.write_all(buf.format(c + 1).as_bytes())?;
                out.write_all(b"\n")?;
            }
            Part::A => out.write_all(b" A\n")?,
            Part::C => out.write_all(b" C\n")?,
        }
    }
    Ok(())
}

/// The verdicts as a table for people: a header, then one row per vertex (or only those of
/// `only`, in its order)
/// with the verdict for the player to move, a winning move, and with a decomposition the
/// Gallai–Edmonds part and component; vertices named by `labels` (`None`: 1-based numbers).
/// `O(V)`.
///
/// ```
/// use bigame::read::edge_list::read_edge_list;
/// use bigame::write::analysis::write_table;
/// use bigame::game::analyze_general;
/// let g = read_edge_list(b"3 2\n1 2\n2 3\n").unwrap();
/// let mut out = Vec::new();
/// write_table(&mut out, &analyze_general(&g), None, None, None).unwrap();
/// assert_eq!(String::from_utf8(out).unwrap(), "\
/// vertex  player to move  winning move
///      1  loses
///      2  wins            3
///      3  loses
/// ");
/// ```
pub fn write_table(
    out: &mut impl Write,
    analysis: &impl Verdicts,
    decomposition: Option<&GallaiEdmonds>,
    only: Option<&[u32]>,
    labels: Option<&VertexLabels>,
) -> io::Result<()> {
    let vertices = selected(only, analysis.vertex_count());
    // Numbers are as wide as the largest; labels as the longest (counted in characters).
    let longest = match labels {
        None => analysis.vertex_count().to_string().len(),
        Some(l) => (0..l.len() as u32)
            .map(|v| l.get(v).to_string().chars().count())
            .max()
            .unwrap_or(0),
    };
    let width = longest.max(6);
    let move_width = longest.max(12);
    let mut line = format!(
        "{:>width$}  player to move  {:<move_width$}",
        "vertex", "winning move"
    );
    if decomposition.is_some() {
        line.push_str("  part  component");
    }
    writeln!(out, "{}", line.trim_end())?;
    for v in vertices {
        let (verdict, reply) = match analysis.winning_move(v) {
            Some(w) if analysis.wins(v) => ("wins", label(labels, w).to_string()),
            _ => ("loses", String::new()),
        };
        let name = label(labels, v).to_string();
        let mut row = format!("{name:>width$}  {verdict:<14}  {reply:<move_width$}");
        if let Some(d) = decomposition {
            let component = d
                .component(v)
                .map_or(String::new(), |c| (c + 1).to_string());
            row.push_str(&format!("  {:<4}  {component}", d.part(v).name()));
        }
        writeln!(out, "{}", row.trim_end())?;
    }
    Ok(())
}

/// One line per vertex (or per start of `only`, in that order): the verdict as
/// [`write_start`] writes it, then `grundy` and the vertex's Grundy value from `values`
/// (indexed by vertex): `3 win 4 grundy 2`, `5 lose grundy 0`. `O(V)`.
pub fn write_grundy(
    out: &mut impl Write,
    analysis: &impl Verdicts,
    values: &[u32],
    only: Option<&[u32]>,
    labels: Option<&VertexLabels>,
) -> io::Result<()> {
    let name = |v| label(labels, v);
    for v in selected(only, values.len()) {
        match analysis.winning_move(v) {
            Some(w) => writeln!(
                out,
                "{} win {} grundy {}",
                name(v),
                name(w),
                values[v as usize]
            ),
            None => writeln!(out, "{} lose grundy {}", name(v), values[v as usize]),
        }?;
    }
    Ok(())
}

/// What [`write_analysis_json`] reports besides the verdicts.
#[cfg(feature = "json")]
#[derive(Clone, Copy, Debug)]
pub struct JsonContext<'a> {
    /// Whether the graph is bipartite.
    pub bipartite: bool,
    /// The name of the matching algorithm used.
    pub algorithm: &'a str,
    /// Report these vertices only, in this order.
    pub only: Option<&'a [u32]>,
    /// The vertices' labels (`None`: 1-based numbers).
    pub labels: Option<&'a VertexLabels>,
    /// How the vertices are numbered, as `decompose`'s JSON says it: `"labels"`, `"matrix"`
    /// (a Matrix Market file read rows × columns: rows `1..rows`, then the columns) or
    /// `"vertices"` (1-based, an adjacency matrix's rows and columns among them).
    pub numbering: &'a str,
    /// The Grundy value of every vertex (`--grundy`; only the reported ones are read).
    pub grundy: Option<&'a [u32]>,
}

/// The analysis as one JSON object, followed by a newline (vertices named by
/// `context.labels`: numbers, or strings for text labels; without labels 1-based numbers):
/// `{"vertices", "edges", "numbering", "bipartite", "algorithm", "matching_size",
/// "decomposition": {"D", "A", "C", "components", "deficiency"} (only with a decomposition),
/// "verdicts": [{"vertex", "wins", "move": w | null, "part": "D"|"A"|"C" and "component": c | null
/// (only with a decomposition), "grundy" (only with Grundy values)}]}`. Streams the verdicts: `O(V)` time, `O(1)` extra memory.
#[cfg(feature = "json")]
pub fn write_analysis_json(
    out: &mut impl Write,
    g: &Graph,
    analysis: &crate::game::Analysis,
    decomposition: Option<&GallaiEdmonds>,
    context: JsonContext<'_>,
) -> io::Result<()> {
    use serde::ser::{Serialize, SerializeSeq, Serializer};

    #[derive(serde::Serialize)]
    struct Report<'a> {
        vertices: usize,
        edges: usize,
        numbering: &'a str,
        bipartite: bool,
        algorithm: &'a str,
        matching_size: usize,
        #[serde(skip_serializing_if = "Option::is_none")]
        decomposition: Option<Summary>,
        verdicts: Verdicts<'a>,
    }
    #[derive(serde::Serialize)]
    #[allow(non_snake_case)]
    struct Summary {
        D: usize,
        A: usize,
        C: usize,
        components: usize,
        deficiency: usize,
    }
    struct Verdicts<'a> {
        analysis: &'a crate::game::Analysis,
        decomposition: Option<&'a GallaiEdmonds>,
        only: Option<&'a [u32]>,
        labels: Option<&'a VertexLabels>,
        grundy: Option<&'a [u32]>,
    }
    #[derive(serde::Serialize)]
    struct Verdict<'a> {
        vertex: crate::read::labels::Label<'a>,
        wins: bool,
        #[serde(rename = "move")]
        winning_move: Option<crate::read::labels::Label<'a>>,
        #[serde(skip_serializing_if = "Option::is_none")]
        part: Option<&'a str>,
        #[serde(skip_serializing_if = "Option::is_none")]
        component: Option<Option<u32>>,
        #[serde(skip_serializing_if = "Option::is_none")]
        grundy: Option<u32>,
    }
    impl Serialize for Verdicts<'_> {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let n = self.analysis.vertex_count();
            let count = self.only.map_or(n, <[u32]>::len);
            let mut seq = serializer.serialize_seq(Some(count))?;
            for v in selected(self.only, n) {
                seq.serialize_element(&Verdict {
                    vertex: label(self.labels, v),
                    wins: self.analysis.wins(v),
                    winning_move: self.analysis.winning_move(v).map(|w| label(self.labels, w)),
                    part: self.decomposition.map(|d| d.part(v).name()),
                    component: self.decomposition.map(|d| d.component(v).map(|c| c + 1)),
                    grundy: self.grundy.map(|values| values[v as usize]),
                })?;
            }
            seq.end()
        }
    }
    let report = Report {
        vertices: g.vertex_count(),
        edges: g.edge_count(),
        numbering: context.numbering,
        bipartite: context.bipartite,
        algorithm: context.algorithm,
        matching_size: analysis.matching().size(),
        decomposition: decomposition.map(|d| Summary {
            D: d.count(Part::D),
            A: d.count(Part::A),
            C: d.count(Part::C),
            components: d.component_count(),
            deficiency: d.deficiency(),
        }),
        verdicts: Verdicts {
            analysis,
            decomposition,
            only: context.only,
            labels: context.labels,
            grundy: context.grundy,
        },
    };
    // `from`, not `other`: a failed write keeps its kind (a closed pipe stays `BrokenPipe`).
    serde_json::to_writer(&mut *out, &report).map_err(io::Error::from)?;
    out.write_all(b"\n")
}
