//! Graphs as JSON: `{"vertices": n, "edges": [[u, v], ...]}` with 1-based vertex ids, the
//! same numbering as the edge list.

use super::{Counting, ParseError};
use crate::graph::Graph;
use crate::graph::MAX_EDGES;
use crate::graph::MAX_VERTICES;
use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use std::fmt;

/// Reads a graph from one JSON object with the fields
///
/// - `"vertices"`: the number of vertices `n`, `1 <= n <=` [`MAX_VERTICES`];
/// - `"edges"`: an array of edges, each an array of two vertex ids `[u, v]`, **1-based** like
///   the edge list (`1 <= u, v <= n`, `u != v`; parallel edges are kept).
///
/// The fields may come in any order. Other fields are accepted and ignored (so a file can
/// carry a name or comments); a field given twice is an error. Errors carry serde_json's
/// line and column, which point at or just after the offending value (when `"edges"` comes
/// before `"vertices"`, a vertex out of range is reported at the `"vertices"` value). Nesting
/// is limited to serde_json's 128 levels, so no input can exhaust the stack.
/// `O(input length + V)`.
///
/// ```
/// use bigame::read::json_graph::read_json_graph;
/// let g = read_json_graph(br#"{"vertices": 3, "edges": [[1, 2], [2, 3]]}"#).unwrap();
/// assert_eq!(g.edge_count(), 2);
/// let err = read_json_graph(b"{\"vertices\": 3,\n \"edges\": [[1, 4]]}").unwrap_err();
/// assert_eq!(err.to_string(), "2:18: edge 1: vertex 4 is out of range (expected 1 to 3)");
/// ```
pub fn read_json_graph(input: &[u8]) -> Result<Graph, ParseError> {
    read_json_graph_counted(input, Counting::FromOne)
}

/// [`read_json_graph`], with the edges its errors name (by their place in the `"edges"`
/// array) counted as `counting` says (Python counts from 0; vertex ids quoted from the file
/// stay as written). `O(input length + V)`.
///
/// ```
/// use bigame::read::Counting;
/// use bigame::read::json_graph::read_json_graph_counted;
/// let input = br#"{"vertices": 3, "edges": [[1, 2], [2, 2]]}"#;
/// let e = read_json_graph_counted(input, Counting::FromZero).unwrap_err();
/// assert!(e.message.starts_with("edge 1 is a self-loop at vertex 2"), "{e}");
/// ```
pub fn read_json_graph_counted(input: &[u8], counting: Counting) -> Result<Graph, ParseError> {
    read_json(input, counting, false).map(|built| built.graph)
}

/// [`read_json_graph_counted`], with the order of the `"edges"` array kept if `keep_order`.
pub(crate) fn read_json(
    input: &[u8],
    counting: Counting,
    keep_order: bool,
) -> Result<super::Built, ParseError> {
    let input = super::scan::skip_bom(input);
    let mut de = serde_json::Deserializer::from_slice(input);
    let (n, edges) = de
        .deserialize_map(DocVisitor { counting })
        .and_then(|doc| de.end().map(|()| doc))
        .map_err(|e| to_parse_error(&e))?;
    Ok(super::Built::new(n as usize, &[&edges], keep_order))
}

/// A serde_json error as a [`ParseError`]: its line and column (at least 1), and its message
/// without serde_json's " at line L column C" suffix.
fn to_parse_error(e: &serde_json::Error) -> ParseError {
    let (line, column) = (e.line().max(1), e.column().max(1));
    let text = e.to_string();
    let suffix = format!(" at line {} column {}", e.line(), e.column());
    let message = text.strip_suffix(&suffix).unwrap_or(&text).to_string();
    ParseError {
        line,
        column,
        message,
    }
}

const EXPECTED: &str = r#"a JSON object {"vertices": n, "edges": [[u, v], ...]}"#;

/// The top-level object: returns `(n, edges)` with 0-based, checked endpoints; its errors
/// count edges as `counting` says.
struct DocVisitor {
    counting: Counting,
}

/// A key of the top-level object.
enum Key {
    Vertices,
    Edges,
    Other,
}

impl<'de> de::Deserialize<'de> for Key {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct KeyVisitor;
        impl Visitor<'_> for KeyVisitor {
            type Value = Key;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a field name")
            }
            fn visit_str<E: de::Error>(self, key: &str) -> Result<Key, E> {
                Ok(match key {
                    "vertices" => Key::Vertices,
                    "edges" => Key::Edges,
                    _ => Key::Other,
                })
            }
        }
        d.deserialize_identifier(KeyVisitor)
    }
}

impl<'de> Visitor<'de> for DocVisitor {
    type Value = (u64, Vec<(u32, u32)>);

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(EXPECTED)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut n: Option<u64> = None;
        let mut edges: Option<Vec<(u64, u64)>> = None;
        while let Some(key) = map.next_key::<Key>()? {
            match key {
                Key::Vertices => {
                    if n.is_some() {
                        return Err(de::Error::duplicate_field("vertices"));
                    }
                    let count = map.next_value_seed(VertexCount)?;
                    // Edges read before the vertex count are checked now.
                    if let Some(edges) = &edges {
                        check_edges(edges, count, self.counting).map_err(de::Error::custom)?;
                    }
                    n = Some(count);
                }
                Key::Edges => {
                    if edges.is_some() {
                        return Err(de::Error::duplicate_field("edges"));
                    }
                    edges = Some(map.next_value_seed(EdgesSeed {
                        n,
                        counting: self.counting,
                    })?);
                }
                Key::Other => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        let n = n.ok_or_else(|| de::Error::missing_field("vertices"))?;
        let edges = edges.ok_or_else(|| de::Error::missing_field("edges"))?;
        // Every endpoint is in 1..=n (checked above), so the conversion is exact.
        let edges = edges
            .into_iter()
            .map(|(u, v)| ((u - 1) as u32, (v - 1) as u32))
            .collect();
        Ok((n, edges))
    }
}

/// Checks the `"vertices"` value.
struct VertexCount;

impl<'de> DeserializeSeed<'de> for VertexCount {
    type Value = u64;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<u64, D::Error> {
        let n = <u64 as de::Deserialize>::deserialize(d)?;
        if n == 0 {
            return Err(de::Error::custom(
                "expected the number of vertices to be at least 1, found 0",
            ));
        }
        if n > MAX_VERTICES {
            return Err(de::Error::custom(format!(
                "{n} vertices is too many (at most {MAX_VERTICES})"
            )));
        }
        Ok(n)
    }
}

/// The message for an edge that does not fit `n` vertices, if any; `i` is its ordinal as
/// shown ([`Counting::show`]).
fn bad_edge(i: u64, u: u64, v: u64, n: u64) -> Option<String> {
    for w in [u, v] {
        if w == 0 || w > n {
            return Some(format!(
                "edge {i}: vertex {w} is out of range (expected 1 to {n})"
            ));
        }
    }
    (u == v).then(|| {
        format!("edge {i} is a self-loop at vertex {u} (the game never uses one; remove it)")
    })
}

/// Checks edges read before the vertex count.
fn check_edges(edges: &[(u64, u64)], n: u64, counting: Counting) -> Result<(), String> {
    for (i, &(u, v)) in edges.iter().enumerate() {
        if let Some(message) = bad_edge(counting.show(i as u64), u, v, n) {
            return Err(message);
        }
    }
    Ok(())
}

/// The `"edges"` array; checks each edge as it is read when the vertex count is known.
struct EdgesSeed {
    n: Option<u64>,
    counting: Counting,
}

impl<'de> DeserializeSeed<'de> for EdgesSeed {
    type Value = Vec<(u64, u64)>;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for EdgesSeed {
    type Value = Vec<(u64, u64)>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an array of edges [[u, v], ...]")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut edges = Vec::new();
        while let Some(Pair(u, v)) = seq.next_element::<Pair>()? {
            if edges.len() as u64 == MAX_EDGES {
                return Err(de::Error::custom(format!(
                    "too many edges (at most {MAX_EDGES})"
                )));
            }
            let i = self.counting.show(edges.len() as u64);
            if let Some(message) = self.n.and_then(|n| bad_edge(i, u, v, n)) {
                return Err(de::Error::custom(message));
            }
            edges.push((u, v));
        }
        Ok(edges)
    }
}

/// One edge `[u, v]`.
struct Pair(u64, u64);

impl<'de> de::Deserialize<'de> for Pair {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct PairVisitor;
        impl<'de> Visitor<'de> for PairVisitor {
            type Value = Pair;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an edge [u, v] (two vertex ids)")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Pair, A::Error> {
                let u = seq
                    .next_element::<u64>()?
                    .ok_or_else(|| de::Error::invalid_length(0, &self))?;
                let v = seq
                    .next_element::<u64>()?
                    .ok_or_else(|| de::Error::invalid_length(1, &self))?;
                if seq.next_element::<IgnoredAny>()?.is_some() {
                    return Err(de::Error::invalid_length(3, &self));
                }
                Ok(Pair(u, v))
            }
        }
        d.deserialize_seq(PairVisitor)
    }
}
