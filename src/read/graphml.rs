//! GraphML, the XML graph format NetworkX (`nx.write_graphml`), igraph and Gephi write:
//!
//! ```text
//! <?xml version="1.0" encoding="UTF-8"?>
//! <graphml xmlns="http://graphml.graphdrawing.org/xmlns">
//!   <graph edgedefault="undirected">
//!     <node id="alice"/> <node id="bob"/> <node id="carol"/>
//!     <edge source="alice" target="bob"/>
//!   </graph>
//! </graphml>
//! ```
//!
//! The first `<graph>` is read: every `<node>` is a vertex named by its `id` (in document
//! order; isolated vertices are kept, unlike in pairs), every `<edge>` joins its `source` and
//! `target`, which must be declared nodes. Directed graphs are read as undirected (the game
//! has no direction), parallel edges are kept, `<data>` and `<key>` are ignored; a self-loop is
//! refused unless [`SelfLoops::Ignore`] drops it. Nested graphs, hyperedges and ports are
//! refused. The XML is parsed by `roxmltree`, which refuses DTDs (and so entity bombs).

use super::labels::VertexLabels;
use super::{LineOptions, ParseError, SelfLoops, self_loop_message};
use crate::graph::{Graph, MAX_EDGES, MAX_VERTICES};
use roxmltree::{Document, Node};
use std::collections::HashMap;

/// A graph read from GraphML, with the `id` of every vertex as its label.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GraphMl {
    /// The graph: vertex `i` is the `i`-th `<node>` of the file.
    pub graph: Graph,
    /// Each vertex's `id`, numbers if all of them are (as in [`super::pairs`]).
    pub labels: VertexLabels,
}

/// Reads a GraphML document (see the [module docs](self)); of `options` only the self-loop
/// rule applies. `O(input length)` expected time (a hash map from ids to vertices).
///
/// ```
/// use bigame::graph::Adjacency;
/// use bigame::read::graphml::read_graphml;
/// let xml = br#"<graphml><graph edgedefault="undirected">
///   <node id="a"/><node id="b"/><node id="c"/><edge source="a" target="b"/>
/// </graph></graphml>"#;
/// let g = read_graphml(xml, Default::default()).unwrap();
/// assert_eq!((g.graph.vertex_count(), g.graph.edge_count()), (3, 1));
/// assert_eq!(g.labels.get(2).to_string(), "c");
/// let e = read_graphml(b"<graphml><graph><edge source=\"a\" target=\"b\"/></graph></graphml>", Default::default()).unwrap_err();
/// assert!(e.message.contains("no <node id=\"a\">"), "{e}");
/// ```
///
/// # Errors
/// A [`ParseError`] with the line and column: XML that is not well-formed (or not UTF-8), no
/// `<graphml>` root or `<graph>`, a node without an `id` or declared twice, an edge naming an
/// undeclared node, a self-loop (unless ignored), too many vertices or edges.
pub fn read_graphml(input: &[u8], options: LineOptions) -> Result<GraphMl, ParseError> {
    let text = std::str::from_utf8(super::scan::skip_bom(input)).map_err(|e| {
        let before = &input[..e.valid_up_to()];
        let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
        let start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |k| k + 1);
        ParseError {
            line,
            column: e.valid_up_to() - start + 1,
            message: "expected GraphML in UTF-8".to_string(),
        }
    })?;
    let doc = Document::parse(text).map_err(|e| {
        let pos = e.pos();
        let message = e.to_string();
        // One line: the parser quotes the byte it found, which may be a newline.
        let message = message
            .strip_suffix(&format!(" at {pos}"))
            .unwrap_or(&message)
            .replace('\n', "\\n")
            .replace('\r', "\\r")
            .replace(char::is_control, "?");
        let (line, column) = byte_position(text, pos);
        ParseError {
            line,
            column,
            message: format!("expected well-formed GraphML (XML): {message}"),
        }
    })?;
    let at = |node: Node<'_, '_>, message: String| {
        let (line, column) = byte_position(text, doc.text_pos_at(node.range().start));
        ParseError {
            line,
            column,
            message,
        }
    };
    let root = doc.root_element();
    if root.tag_name().name() != "graphml" {
        return Err(at(
            root,
            format!(
                "expected the root element <graphml>, found <{}>",
                root.tag_name().name()
            ),
        ));
    }
    let Some(graph) = root.children().find(|n| n.has_tag_name("graph")) else {
        return Err(at(root, "expected a <graph> in <graphml>".to_string()));
    };
    let elements = || graph.children().filter(Node::is_element);
    let mut ids: HashMap<&str, u32> = HashMap::new();
    let mut names: Vec<&str> = Vec::new();
    for node in elements().filter(|n| n.has_tag_name("node")) {
        let Some(id) = node.attribute("id") else {
            return Err(at(node, "expected an `id` on <node>".to_string()));
        };
        if id.is_empty() || id.contains(char::is_whitespace) {
            return Err(at(
                node,
                format!("the node id {id:?} is empty or holds a blank (ids are single words)"),
            ));
        }
        if node.children().any(|n| n.has_tag_name("graph")) {
            return Err(at(node, "a nested <graph> is not supported".to_string()));
        }
        if names.len() as u64 == MAX_VERTICES {
            return Err(at(
                node,
                format!("more than {MAX_VERTICES} nodes (the most a graph may have)"),
            ));
        }
        if ids.insert(id, names.len() as u32).is_some() {
            return Err(at(node, format!("the node id {id:?} is declared twice")));
        }
        names.push(id);
    }
    let mut edges = Vec::new();
    for element in elements() {
        match element.tag_name().name() {
            "edge" => {}
            "hyperedge" => {
                return Err(at(element, "hyperedges are not supported".to_string()));
            }
            _ => continue,
        }
        let end = |attribute: &str| {
            let Some(id) = element.attribute(attribute) else {
                return Err(at(element, format!("expected a `{attribute}` on <edge>")));
            };
            ids.get(id).copied().ok_or_else(|| {
                at(
                    element,
                    format!("the edge names {id:?}, but there is no <node id=\"{id}\">"),
                )
            })
        };
        let (u, v) = (end("source")?, end("target")?);
        if u == v {
            if options.self_loops == SelfLoops::Ignore {
                continue;
            }
            let node = format!(" at node {:?}", names[u as usize]);
            return Err(at(element, self_loop_message("the edge", node)));
        }
        if edges.len() as u64 == MAX_EDGES {
            return Err(at(
                element,
                format!("more than {MAX_EDGES} edges (the most a graph may have)"),
            ));
        }
        edges.push((u, v));
    }
    if names.is_empty() {
        return Err(at(graph, "expected a <node> in the <graph>".to_string()));
    }
    let labels = VertexLabels::from_texts(&names).map_err(|e| at(graph, e))?;
    Ok(GraphMl {
        graph: Graph::from_edges(names.len(), &edges),
        labels,
    })
}

/// The line and byte column of roxmltree's position (whose column counts characters), kept
/// within the text: a line that exists, a column at most just past its end. `O(text length)`.
fn byte_position(text: &str, pos: roxmltree::TextPos) -> (usize, usize) {
    let lines: Vec<&str> = text.split('\n').collect();
    let row = (pos.row as usize).clamp(1, lines.len());
    let line = lines[row - 1];
    let chars = (pos.col as usize).max(1) - 1;
    let offset = line
        .char_indices()
        .nth(chars)
        .map_or(line.len(), |(i, _)| i);
    (row, offset + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::Adjacency;

    const NETWORKX: &[u8] = br#"<?xml version='1.0' encoding='utf-8'?>
<graphml xmlns="http://graphml.graphdrawing.org/xmlns" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://graphml.graphdrawing.org/xmlns http://graphml.graphdrawing.org/xmlns/1.0/graphml.xsd">
  <key id="d0" for="edge" attr.name="weight" attr.type="long" />
  <graph edgedefault="undirected">
    <node id="0" />
    <node id="1" />
    <node id="7" />
    <edge source="0" target="1">
      <data key="d0">3</data>
    </edge>
  </graph>
</graphml>
"#;

    #[test]
    fn networkx_output_is_read_with_isolated_vertices() {
        let g = read_graphml(NETWORKX, LineOptions::default()).unwrap();
        assert_eq!((g.graph.vertex_count(), g.graph.edge_count()), (3, 1));
        assert!(g.labels.are_numbers());
        assert_eq!(g.labels.get(2).to_string(), "7");
        assert_eq!(g.graph.neighbors(0), &[1]);
    }

    #[test]
    fn errors_have_positions() {
        for (input, line, needle) in [
            (&b"<graphml>\n<graph>\n<node id=\"a\"/>\n<node id=\"a\"/>"[..], 1, "well-formed"),
            (b"<graphml>\n<graph>\n<node id=\"a\"/>\n<node id=\"a\"/></graph></graphml>", 4, "twice"),
            (b"<graphml><graph>\n<node/></graph></graphml>", 2, "`id`"),
            (b"<gexf/>", 1, "<graphml>"),
            (b"<graphml>\n</graphml>", 1, "<graph>"),
            (b"<graphml><graph>\n<node id='a'/>\n<edge source='a' target='a'/></graph></graphml>", 3, "--self-loops ignore"),
            (b"<graphml><graph>\n<node id='a'/>\n<hyperedge/></graph></graphml>", 3, "hyperedges"),
            (b"<graphml><graph>\n</graph></graphml>", 1, "<node>"),
            (b"<graphml>\xff</graphml>", 1, "UTF-8"),
        ] {
            let e = read_graphml(input, LineOptions::default()).unwrap_err();
            assert_eq!(e.line, line, "{e}");
            assert!(e.message.contains(needle), "{e}");
        }
        let loops = LineOptions {
            self_loops: SelfLoops::Ignore,
            ..LineOptions::default()
        };
        let g = read_graphml(
            b"<graphml><graph><node id='a'/><edge source='a' target='a'/></graph></graphml>",
            loops,
        )
        .unwrap();
        assert_eq!(g.graph.edge_count(), 0);
    }
}
