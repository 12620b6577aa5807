//! `POST /api/match`: a maximum matching of a graph sent as the text of any graph file
//! `bigame match` reads, and optionally a cover made from it, answered with `bigame match
//! --format json`'s object (the same writer).

use super::api::Permits;
use super::handler::{ApiError, handle, json_response};
use crate::graph::Adjacency;
use crate::read::graph_input::{InputFormat, ReadOptions, read_graph_bytes_with};
use crate::solve::{CoverKind, solve_cover, solve_graph};
use crate::write::matching::{CoverJson, MatchJson, write_match_json};
use axum::body::Bytes;
use axum::extract::State;
use axum::extract::rejection::BytesRejection;
use axum::response::Response;
use serde::Deserialize;

/// `POST /api/match`: the graph file's text, its format (detected when absent, as the
/// command line does) and the cover asked for (`vertex_cover`, `independent_set`,
/// `edge_cover`), if any.
#[derive(Deserialize)]
struct MatchRequest {
    graph: String,
    #[serde(default)]
    format: Option<String>,
    #[serde(default)]
    cover: Option<String>,
}

/// `POST /api/match`: reads the graph, solves it ([`solve_graph`], or [`solve_cover`] with a
/// cover) and answers `bigame match --format json`'s object. 422 for a graph that does not
/// read, an unknown format or cover, or a cover the graph has none of (an odd cycle, an
/// isolated vertex). The solver's cost plus `O(V + E)`.
pub(super) async fn match_graph(
    State(permits): Permits,
    request: Result<Bytes, BytesRejection>,
) -> Response {
    let prepare = |request: MatchRequest| {
        let format = match request.format.as_deref() {
            None => None,
            Some(name) => Some(InputFormat::from_name(name).ok_or_else(|| {
                ApiError::invalid(format!("format: no input format called {name}"))
            })?),
        };
        let cover = match request.cover.as_deref() {
            None => None,
            Some("vertex_cover") => Some(CoverKind::VertexCover),
            Some("independent_set") => Some(CoverKind::IndependentSet),
            Some("edge_cover") => Some(CoverKind::EdgeCover),
            Some(other) => {
                return Err(ApiError::invalid(format!(
                    "cover: expected vertex_cover, independent_set or edge_cover, not {other}"
                )));
            }
        };
        Ok((request.graph, format, cover))
    };
    handle(&permits, request, prepare, |(text, format, kind)| {
        let options = ReadOptions {
            format,
            ..ReadOptions::default()
        };
        let input = read_graph_bytes_with(text.into_bytes(), None, options)
            .map_err(|e| ApiError::invalid(format!("graph: {e}")))?;
        let sides = input.sides();
        let refused = |e: crate::solve::SolveError| ApiError::invalid(e.to_string());
        let (solved, cover) = match kind {
            None => (
                solve_graph(&input.graph, sides, None).map_err(refused)?,
                None,
            ),
            Some(kind) => {
                let (solved, cover) =
                    solve_cover(&input.graph, sides, None, kind).map_err(refused)?;
                (solved, Some((kind, cover)))
            }
        };
        let context = MatchJson {
            vertices: input.graph.vertex_count(),
            edges: input.graph.edge_count(),
            bipartite: solved.bipartite,
            algorithm: solved.algorithm.name(),
            labels: input.labels.as_ref(),
        };
        let cover = cover
            .as_ref()
            .map(|(kind, cover)| CoverJson::new(*kind, cover));
        let mut out = Vec::new();
        write_match_json(&mut out, solved.analysis.matching(), context, cover)
            .expect("writing to memory");
        Ok(json_response(out))
    })
    .await
}
