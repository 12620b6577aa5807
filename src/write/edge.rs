//! `bigame analyze --game edge`'s JSON answer (text and table are the vertex game's writers,
//! through [`crate::game::Verdicts`]).

use crate::game::edge::EdgeAnalysis;
use crate::read::labels::{Label, VertexLabels, label};
use std::io::{self, Write};

/// The edge game's analysis as one JSON object and a newline (schema in docs/json.md):
/// `{"game": "edge", "vertices", "edges", "bipartite", "method", "verdicts": [{"vertex",
/// "wins", "move": w | null}]}`, vertices named by `labels` (`None`: 1-based numbers), only
/// `only` if given. `method` is `gf2-elimination` or `exhaustive-search`. Streamed: `O(V)`.
///
/// ```
/// use bigame::game::edge::EdgeAnalysis;
/// use bigame::graph::Graph;
/// use bigame::write::edge::write_edge_analysis_json;
/// let g = Graph::from_edges(3, &[(0, 1), (1, 2)]);
/// let a = EdgeAnalysis::of_graph(&g, false).unwrap();
/// let mut out = Vec::new();
/// write_edge_analysis_json(&mut out, &g, &a, true, None, None).unwrap();
/// assert_eq!(String::from_utf8(out).unwrap(),
///     "{\"game\":\"edge\",\"vertices\":3,\"edges\":2,\"bipartite\":true,\
///      \"method\":\"gf2-elimination\",\"verdicts\":[{\"vertex\":1,\"wins\":false,\"move\":null},\
///      {\"vertex\":2,\"wins\":true,\"move\":1},{\"vertex\":3,\"wins\":false,\"move\":null}]}\n");
/// ```
pub fn write_edge_analysis_json(
    out: &mut impl Write,
    g: &crate::graph::Graph,
    analysis: &EdgeAnalysis,
    bipartite: bool,
    only: Option<&[u32]>,
    labels: Option<&VertexLabels>,
) -> io::Result<()> {
    use crate::graph::Adjacency;
    use serde::ser::{Serialize, SerializeSeq, Serializer};

    #[derive(serde::Serialize)]
    struct Report<'a> {
        game: &'a str,
        vertices: usize,
        edges: usize,
        bipartite: bool,
        method: &'a str,
        verdicts: Verdicts<'a>,
    }
    struct Verdicts<'a> {
        analysis: &'a EdgeAnalysis,
        vertices: Vec<u32>,
        labels: Option<&'a VertexLabels>,
    }
    #[derive(serde::Serialize)]
    struct Verdict<'a> {
        vertex: Label<'a>,
        wins: bool,
        #[serde(rename = "move")]
        winning_move: Option<Label<'a>>,
    }
    impl Serialize for Verdicts<'_> {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let mut seq = serializer.serialize_seq(Some(self.vertices.len()))?;
            for &v in &self.vertices {
                seq.serialize_element(&Verdict {
                    vertex: label(self.labels, v),
                    wins: self.analysis.wins(v),
                    winning_move: self.analysis.winning_move(v).map(|w| label(self.labels, w)),
                })?;
            }
            seq.end()
        }
    }
    let report = Report {
        game: "edge",
        vertices: g.vertex_count(),
        edges: g.edge_count(),
        bipartite,
        method: method_name(analysis),
        verdicts: Verdicts {
            analysis,
            vertices: match only {
                Some(starts) => starts.to_vec(),
                None => (0..g.vertex_count() as u32).collect(),
            },
            labels,
        },
    };
    serde_json::to_writer(&mut *out, &report).map_err(io::Error::other)?;
    out.write_all(b"\n")
}

/// How the analysis was made, as the JSON answers name it. `O(1)`.
pub fn method_name(analysis: &EdgeAnalysis) -> &'static str {
    if analysis.is_exhaustive() {
        "exhaustive-search"
    } else {
        "gf2-elimination"
    }
}
