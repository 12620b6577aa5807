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
//! refused. The XML is read as a stream of events by `quick-xml` (no document tree: a file of
//! 199 MB took 1.76 GB as a tree, now about the input's size plus the graph), refusing DTDs
//! (and so entity bombs) and checking that the document is well-formed: tags closed in order,
//! attributes quoted and not repeated, one root element, nothing but blanks outside it.

use super::labels::VertexLabels;
use super::{LineOptions, ParseError, SelfLoops, self_loop_message};
use crate::graph::{EdgeOrder, Graph, MAX_EDGES, MAX_VERTICES, NONE};
use quick_xml::XmlVersion;
use quick_xml::events::attributes::Attributes;
use quick_xml::events::{BytesStart, Event};
use quick_xml::reader::Reader;
use std::borrow::Cow;
use std::collections::HashMap;
/// A graph read from GraphML, with the `id` of every vertex as its label.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GraphMl {
    /// The graph: vertex `i` is the `i`-th `<node>` of the file.
    pub graph: Graph,
    /// Each vertex's `id`, numbers if all of them are (as in [`super::pairs`]).
    pub labels: VertexLabels,
    /// The order of the `<edge>` elements, when [`LineOptions::edge_order`] asks for it.
    pub edge_order: Option<EdgeOrder>,
}

/// Reads a GraphML document (see the [module docs](self)); of `options` only the self-loop
/// rule applies. One pass over the input: `O(input length)` expected time (a hash map from
/// ids to vertices), and memory for the graph and the ids (which point into the input)
/// besides the input itself.
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
/// undeclared node, a self-loop (unless ignored), too many vertices or edges. The document is
/// checked whole first: a malformed one gets that error, whatever else is wrong with it; then
/// the nodes' errors come before the edges' (an edge may name a node declared after it).
pub fn read_graphml(input: &[u8], options: LineOptions) -> Result<GraphMl, ParseError> {
    let input = super::scan::skip_bom(input);
    let text = std::str::from_utf8(input).map_err(|e| {
        let (line, column) = line_column(input, e.valid_up_to());
        ParseError {
            line,
            column,
            message: "expected GraphML in UTF-8".to_string(),
        }
    })?;
    let mut read = Stream::new(text, options);
    read.run().map_err(|(at, message)| {
        let (line, column) = line_column(input, at);
        ParseError {
            line,
            column,
            message,
        }
    })
}

/// An error: the byte offset where it is, and the message.
type Error = (usize, String);

/// Where an element of interest lies: the depth of the root, of the `<graph>` read, of its
/// nodes and edges, and of what a node holds.
const ROOT: usize = 1;
const GRAPH: usize = 2;
const CHILD: usize = 3;

/// The state of one pass over a document.
struct Stream<'a> {
    text: &'a str,
    options: LineOptions,
    /// The start of every open element, outermost first.
    open: Vec<usize>,
    /// Whether the root element has been seen (a second one is an error).
    root_seen: bool,
    /// The start of the `<graph>` read, once found; whether it has closed.
    graph: Option<usize>,
    graph_closed: bool,
    /// The node being read (a `<node>` start, not empty), to refuse a nested `<graph>`.
    in_node: Option<usize>,
    ids: HashMap<Cow<'a, str>, u32>,
    names: Vec<Cow<'a, str>>,
    /// Every edge in document order; [`NONE`] ends for one whose nodes were not declared yet
    /// (resolved at the end from `pending`) or a self-loop dropped.
    edges: Vec<(u32, u32)>,
    /// The edges naming nodes not declared before them: index in `edges`, ends, position.
    pending: Vec<(usize, Cow<'a, str>, Cow<'a, str>, usize)>,
    /// The first error about the root, the graph or a node (they come first).
    structure_error: Option<Error>,
    /// The first error about an edge, by its index in document order.
    edge_error: Option<(usize, Error)>,
}

impl<'a> Stream<'a> {
    fn new(text: &'a str, options: LineOptions) -> Self {
        Stream {
            text,
            options,
            open: Vec::new(),
            root_seen: false,
            graph: None,
            graph_closed: false,
            in_node: None,
            ids: HashMap::new(),
            names: Vec::new(),
            edges: Vec::new(),
            pending: Vec::new(),
            structure_error: None,
            edge_error: None,
        }
    }

    /// Reads the whole document, then builds the graph or reports the first error.
    fn run(&mut self) -> Result<GraphMl, Error> {
        let mut reader = Reader::from_str(self.text);
        loop {
            let at = reader.buffer_position() as usize;
            let event = reader.read_event().map_err(|e| {
                let message = one_line(&e.to_string());
                (
                    reader.error_position() as usize,
                    format!("expected well-formed GraphML (XML): {message}"),
                )
            })?;
            if let Event::Start(e) | Event::Empty(e) = &event {
                // Every tag's attributes are well-formed (quoted, not repeated), not only
                // those read.
                for attribute in e.attributes() {
                    attribute.map_err(|e| malformed(at, &one_line(&e.to_string())))?;
                }
            }
            match event {
                Event::Start(e) => {
                    self.element(&e, at, false);
                    self.open.push(at);
                }
                Event::Empty(e) => self.element(&e, at, true),
                Event::End(_) => {
                    self.open.pop();
                    let depth = self.open.len() + 1;
                    if depth == CHILD {
                        self.in_node = None;
                    } else if depth == GRAPH && self.graph.is_some() {
                        self.graph_closed = true;
                    }
                }
                Event::Text(t)
                    if self.open.is_empty()
                        && !t.as_ref().chars().all(|c| c.is_ascii_whitespace()) =>
                {
                    return Err(malformed(at, "text outside the root element"));
                }
                Event::DocType(_) => {
                    return Err(malformed(at, "a DTD (<!DOCTYPE ...>) is not allowed"));
                }
                Event::Eof => break,
                _ => {}
            }
        }
        if let Some(&start) = self.open.first() {
            return Err(malformed(
                start,
                "the element started here is not closed before the end of the input",
            ));
        }
        if !self.root_seen {
            return Err(malformed(self.text.len(), "no root element"));
        }
        self.finish()
    }

    /// A start or empty tag at `at`, at depth `open.len() + 1`.
    fn element(&mut self, e: &BytesStart<'a>, at: usize, empty: bool) {
        let depth = self.open.len() + 1;
        let name = e.local_name();
        let name = name.as_ref();
        if depth == ROOT {
            if self.root_seen {
                self.structure(at, "a second root element (a document has one)".to_string());
            } else if name != "graphml" {
                let shown = name.to_string();
                self.structure(
                    at,
                    format!("expected the root element <graphml>, found <{shown}>"),
                );
            }
            self.root_seen = true;
            return;
        }
        if depth == GRAPH && name == "graph" && self.graph.is_none() {
            self.graph = Some(at);
            return;
        }
        let in_graph = self.graph.is_some() && !self.graph_closed;
        if depth == CHILD + 1 && name == "graph" && self.in_node.is_some() && in_graph {
            let node = self.in_node.unwrap_or(at);
            self.structure(node, "a nested <graph> is not supported".to_string());
            return;
        }
        if depth != CHILD || !in_graph || self.open.len() != GRAPH {
            return;
        }
        match name {
            "node" => {
                if !empty {
                    self.in_node = Some(at);
                }
                self.node(e, at);
            }
            "edge" => self.edge(e, at),
            "hyperedge" => {
                let index = self.edges.len();
                self.edges.push((NONE, NONE));
                self.edge_failed(index, at, "hyperedges are not supported".to_string());
            }
            _ => {}
        }
    }

    /// Records the first error about the structure or the nodes.
    fn structure(&mut self, at: usize, message: String) {
        self.structure_error.get_or_insert((at, message));
    }

    /// Records an error about the edge `index`, kept if it is the first in document order.
    fn edge_failed(&mut self, index: usize, at: usize, message: String) {
        if self
            .edge_error
            .as_ref()
            .is_none_or(|(first, _)| index < *first)
        {
            self.edge_error = Some((index, (at, message)));
        }
    }

    /// The value of the attribute `key` of `e` (entities replaced), pointing into the input
    /// when it holds no entity; `Err` for a malformed attribute list.
    fn attribute(&self, e: &BytesStart<'a>, key: &str) -> Result<Option<Cow<'a, str>>, String> {
        // The tag's text as a slice of the input, so that values keep the input's lifetime.
        let raw: &str = e.as_ref();
        let offset = (raw.as_ptr() as usize).wrapping_sub(self.text.as_ptr() as usize);
        let raw: &'a str = match self.text.get(offset..offset + raw.len()) {
            Some(inside) if inside.as_ptr() == raw.as_ptr() => inside,
            _ => return Err("a tag outside the input".to_string()),
        };
        for attribute in Attributes::new(raw, e.name().as_ref().len()) {
            let attribute = attribute.map_err(|e| one_line(&e.to_string()))?;
            if attribute.key.local_name().as_ref() == key {
                return attribute
                    .normalized_value(XmlVersion::Implicit1_0)
                    .map(Some)
                    .map_err(|e| one_line(&e.to_string()));
            }
        }
        Ok(None)
    }

    /// A `<node>` of the graph at `at`.
    fn node(&mut self, e: &BytesStart<'a>, at: usize) {
        if self.structure_error.is_some() {
            return;
        }
        let id = match self.attribute(e, "id") {
            Ok(Some(id)) => id,
            Ok(None) => return self.structure(at, "expected an `id` on <node>".to_string()),
            Err(message) => return self.structure(at, malformed(at, &message).1),
        };
        if id.is_empty() || id.contains(char::is_whitespace) {
            return self.structure(
                at,
                format!("the node id {id:?} is empty or holds a blank (ids are single words)"),
            );
        }
        if self.names.len() as u64 == MAX_VERTICES {
            return self.structure(
                at,
                format!("more than {MAX_VERTICES} nodes (the most a graph may have)"),
            );
        }
        if self.ids.contains_key(&id) {
            return self.structure(at, format!("the node id {id:?} is declared twice"));
        }
        self.ids.insert(id.clone(), self.names.len() as u32);
        self.names.push(id);
    }

    /// An `<edge>` of the graph at `at`.
    fn edge(&mut self, e: &BytesStart<'a>, at: usize) {
        let index = self.edges.len();
        self.edges.push((NONE, NONE));
        if index as u64 == MAX_EDGES {
            return self.edge_failed(
                index,
                at,
                format!("more than {MAX_EDGES} edges (the most a graph may have)"),
            );
        }
        let mut ends = Vec::with_capacity(2);
        for key in ["source", "target"] {
            match self.attribute(e, key) {
                Ok(Some(id)) => ends.push(id),
                Ok(None) => {
                    return self.edge_failed(index, at, format!("expected a `{key}` on <edge>"));
                }
                Err(message) => return self.edge_failed(index, at, malformed(at, &message).1),
            }
        }
        let target = ends.pop().unwrap_or_default();
        let source = ends.pop().unwrap_or_default();
        match (self.ids.get(&source), self.ids.get(&target)) {
            (Some(&u), Some(&v)) => self.join(index, u, v, at),
            // Declared later, or never: settled at the end.
            _ => self.pending.push((index, source, target, at)),
        }
    }

    /// The edge `index` joins `u` and `v`: kept, dropped (an ignored self-loop) or refused.
    fn join(&mut self, index: usize, u: u32, v: u32, at: usize) {
        if u != v {
            self.edges[index] = (u, v);
        } else if self.options.self_loops == SelfLoops::Refuse {
            let node = format!(" at node {:?}", self.names[u as usize]);
            self.edge_failed(index, at, self_loop_message("the edge", node));
        }
    }

    /// After the whole document: the edges that named later nodes, then the first error, or
    /// the graph.
    fn finish(&mut self) -> Result<GraphMl, Error> {
        if let Some(error) = self.structure_error.take() {
            return Err(error);
        }
        let Some(graph) = self.graph else {
            return Err((
                self.open_root(),
                "expected a <graph> in <graphml>".to_string(),
            ));
        };
        for (index, source, target, at) in std::mem::take(&mut self.pending) {
            let end = |id: &str| {
                self.ids.get(id).copied().ok_or_else(|| {
                    format!("the edge names {id:?}, but there is no <node id=\"{id}\">")
                })
            };
            match end(&source).and_then(|u| end(&target).map(|v| (u, v))) {
                Ok((u, v)) => self.join(index, u, v, at),
                Err(message) => self.edge_failed(index, at, message),
            }
        }
        if let Some((_, error)) = self.edge_error.take() {
            return Err(error);
        }
        // Freed before the graph is built, which is when the memory peaks.
        self.ids = HashMap::new();
        if self.names.is_empty() {
            return Err((graph, "expected a <node> in the <graph>".to_string()));
        }
        let names: Vec<&str> = self.names.iter().map(|name| name.as_ref()).collect();
        let labels = VertexLabels::from_texts(&names).map_err(|e| (graph, e))?;
        self.edges.retain(|&(u, _)| u != NONE);
        let built = super::Built::new(names.len(), &[&self.edges], self.options.edge_order);
        Ok(GraphMl {
            graph: built.graph,
            labels,
            edge_order: built.order,
        })
    }

    /// Where the root element starts (the first tag that is not a declaration).
    fn open_root(&self) -> usize {
        let text = self.text;
        let mut at = 0;
        while let Some(k) = text[at..].find('<') {
            let start = at + k;
            match text.as_bytes().get(start + 1) {
                Some(b'?' | b'!') => at = start + 1,
                _ => return start,
            }
        }
        0
    }
}

/// A well-formedness error at `at`.
fn malformed(at: usize, what: &str) -> Error {
    (at, format!("expected well-formed GraphML (XML): {what}"))
}

/// A message on one line: the parser may quote a newline or a control character it found.
fn one_line(message: &str) -> String {
    message
        .replace('\n', "\\n")
        .replace('\r', "\\r")
        .replace(char::is_control, "?")
}

/// The line and byte column (both from 1) of the byte offset `at` of `input`, kept within
/// the input. `O(at)`.
fn line_column(input: &[u8], at: usize) -> (usize, usize) {
    let before = &input[..at.min(input.len())];
    let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
    let start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |k| k + 1);
    (line, before.len() - start + 1)
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
