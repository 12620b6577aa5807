//! Property tests for the DIMACS, Matrix Market, JSON and pairs readers and for format
//! detection:
//! on arbitrary bytes and on mutated valid files they never panic, every error points inside
//! the input (or just past the end of a line) with a one-line message, and every accepted
//! graph is sane (endpoints in range, no self-loops; Matrix Market edges join a row and a
//! column); reading the bytes as a file (`read_graph_from`, which parses simple files as they
//! arrive) gives exactly what reading them from memory gives. The cargo-fuzz targets in
//! `fuzz/` run the same readers under libFuzzer.

use bigame::graph::{Adjacency, Graph};
use bigame::read::dimacs::read_dimacs;
use bigame::read::graph_input::{
    GraphFileError, InputFormat, ReadOptions, is_gzip, read_graph, read_graph_bytes_with,
    read_graph_from_with,
};
use bigame::read::graphml::read_graphml;
use bigame::read::json_graph::read_json_graph;
use bigame::read::labels::VertexLabels;
use bigame::read::matrix_market::read_matrix_market;
use bigame::read::pairs::read_pairs_with;
use bigame::read::{LineOptions, SelfLoops, Weights};
use bigame::write::dimacs::write_dimacs;
use bigame::write::graphml::write_graphml;
use bigame::write::json_graph::write_json_graph;
use bigame::write::pairs::write_pairs;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

use crate::common;
use common::{check_error, config, edits, mutate};

/// Self-loops dropped, weights refused.
fn loops_ignored() -> LineOptions {
    LineOptions {
        self_loops: SelfLoops::Ignore,
        ..LineOptions::default()
    }
}

fn check_graph(g: &Graph, input: &[u8]) -> Result<(), TestCaseError> {
    prop_assert!(g.edge_count() <= input.len());
    for v in 0..g.vertex_count() as u32 {
        for &w in g.neighbors(v) {
            prop_assert!((w as usize) < g.vertex_count() && w != v);
        }
    }
    Ok(())
}

/// Labels that fit their graph: one per vertex, distinct, non-empty, without whitespace, each
/// found in the input, and each found again by its text.
fn check_labels(labels: &VertexLabels, g: &Graph, input: &[u8]) -> Result<(), TestCaseError> {
    prop_assert_eq!(labels.len(), g.vertex_count());
    let index = labels.index();
    for v in 0..labels.len() as u32 {
        let text = labels.get(v).to_string();
        prop_assert!(
            !text.is_empty() && !text.contains(char::is_whitespace),
            "{text:?}"
        );
        prop_assert!(
            input.windows(text.len()).any(|w| w == text.as_bytes()),
            "label {text:?} is not in the input"
        );
        prop_assert_eq!(index.find(text.as_bytes()), Some(v), "{}", text);
    }
    Ok(())
}

/// Reads `input` with every reader (and with detection): no panic, sane results, well-placed
/// errors.
fn check_all(input: &[u8]) -> Result<(), TestCaseError> {
    match read_dimacs(input) {
        Ok(g) => check_graph(&g, input)?,
        Err(e) => check_error(input, &e)?,
    }
    match read_matrix_market(input) {
        Ok(m) => {
            check_graph(&m.graph, input)?;
            prop_assert_eq!(m.graph.vertex_count(), (m.rows + m.cols) as usize);
            for (u, v) in m.graph.edges() {
                prop_assert!(m.is_row(u) != m.is_row(v), "edge {u}-{v} inside one side");
            }
        }
        Err(e) => check_error(input, &e)?,
    }
    match read_json_graph(input) {
        Ok(g) => check_graph(&g, input)?,
        Err(e) => check_error(input, &e)?,
    }
    for weights in [Weights::Refuse, Weights::Ignore] {
        match read_pairs_with(input, weights) {
            Ok(p) => {
                check_graph(&p.graph, input)?;
                check_labels(&p.labels, &p.graph, input)?;
            }
            Err(e) => check_error(input, &e)?,
        }
    }
    for options in [LineOptions::default(), loops_ignored()] {
        match read_graphml(input, options) {
            Ok(g) => {
                check_graph(&g.graph, input)?;
                check_labels(&g.labels, &g.graph, input)?;
            }
            Err(e) => check_error(input, &e)?,
        }
    }
    match read_graph(input, InputFormat::sniff(input)) {
        Ok(g) => check_graph(&g.graph, input)?,
        Err(e) => check_error(input, &e)?,
    }
    // Reading as a file (parsed as it arrives when it can be) gives the same answer.
    if !is_gzip(input) {
        for format in [
            None,
            Some(InputFormat::EdgeList),
            Some(InputFormat::Dimacs),
            Some(InputFormat::MatrixMarket),
            Some(InputFormat::Pairs),
        ] {
            for weights in [Weights::Refuse, Weights::Ignore] {
                let options = ReadOptions {
                    format,
                    weights,
                    ..ReadOptions::default()
                };
                let whole = read_graph_bytes_with(input.to_vec(), None, options);
                let mut file = std::io::Cursor::new(input);
                let streamed = read_graph_from_with(&mut file, None, options, &mut |_| {});
                match (streamed, whole) {
                    (Ok(a), Ok(b)) => {
                        if let Some(labels) = &a.labels {
                            check_labels(labels, &a.graph, input)?;
                        }
                        prop_assert_eq!(
                            (a.graph, a.rows, a.format, a.labels),
                            (b.graph, b.rows, b.format, b.labels)
                        )
                    }
                    (Err(GraphFileError::Parse(a)), Err(GraphFileError::Parse(b))) => {
                        check_error(input, &a)?;
                        prop_assert_eq!(a, b)
                    }
                    (a, b) => prop_assert!(false, "as a file {a:?}, in memory {b:?}"),
                }
            }
        }
    }
    Ok(())
}

/// Bytes that matter to these readers, and now and then any byte.
fn interesting_byte() -> impl Strategy<Value = u8> + Clone {
    prop_oneof![
        6 => b'0'..=b'9',
        3 => Just(b' '),
        3 => Just(b'\n'),
        1 => Just(b'\r'),
        1 => Just(b'\t'),
        2 => Just(b'%'),
        2 => Just(b'#'),
        1 => Just(b'\''),
        1 => Just(b'a'),
        2 => Just(b'c'),
        2 => Just(b'p'),
        2 => Just(b'e'),
        1 => Just(b'.'),
        1 => Just(b'-'),
        2 => Just(b'['),
        2 => Just(b']'),
        1 => Just(b'{'),
        1 => Just(b'}'),
        1 => Just(b','),
        1 => Just(b'"'),
        1 => Just(b':'),
        1 => Just(0xff),
        2 => any::<u8>(),
    ]
}

/// Bytes that matter to an XML reader.
fn xml_byte() -> impl Strategy<Value = u8> + Clone {
    prop_oneof![
        3 => Just(b'<'),
        3 => Just(b'>'),
        2 => Just(b'/'),
        2 => Just(b'"'),
        1 => Just(b'='),
        1 => Just(b'&'),
        1 => Just(b'!'),
        1 => Just(b'?'),
        2 => b'0'..=b'9',
        2 => b'a'..=b'z',
        1 => Just(b' '),
        1 => Just(b'\n'),
        1 => any::<u8>(),
    ]
}

/// Words and numbers the readers look for, with random spacing.
fn token_soup() -> impl Strategy<Value = Vec<u8>> {
    let token = prop_oneof![
        4 => (0u64..6).prop_map(|v| v.to_string()),
        2 => (0u64..40).prop_map(|v| v.to_string()),
        1 => any::<u64>().prop_map(|v| v.to_string()),
        1 => Just("99999999999999999999999".to_string()),
        1 => Just("67108864".to_string()),
        1 => Just("4294967296".to_string()),
        2 => Just("%%MatrixMarket".to_string()),
        2 => Just("matrix".to_string()),
        2 => Just("coordinate".to_string()),
        1 => Just("array".to_string()),
        2 => prop_oneof![Just("pattern"), Just("real"), Just("integer"), Just("complex")].prop_map(String::from),
        2 => prop_oneof![Just("general"), Just("symmetric"), Just("skew-symmetric"), Just("hermitian")].prop_map(String::from),
        1 => prop_oneof![Just("1.5"), Just("-2e-3"), Just("inf"), Just("1e"), Just(".")].prop_map(String::from),
        2 => Just("%".to_string()),
        2 => prop_oneof![Just("c"), Just("p"), Just("e"), Just("edge"), Just("col")].prop_map(String::from),
        1 => prop_oneof![Just("{\"vertices\":"), Just("\"edges\":"), Just("[["), Just("]]}"), Just(","), Just("["), Just("]")].prop_map(String::from),
        2 => prop_oneof![Just("#"), Just("# Nodes:"), Just("{}"), Just("{'weight':"), Just("1}"), Just("alice"), Just("bob"), Just("007"), Just("\u{e9}")].prop_map(String::from),
    ];
    let sep = prop_oneof![4 => Just(" "), 3 => Just("\n"), 1 => Just("\t"), 1 => Just("\r\n")];
    proptest::collection::vec((token, sep), 0..16).prop_map(|parts| {
        parts
            .into_iter()
            .flat_map(|(t, s)| [t, s.to_string()])
            .collect::<String>()
            .into_bytes()
    })
}

/// A random Matrix Market file (any field and symmetry, comments and blank lines) for a
/// matrix of up to 6x6 with up to 10 entries.
fn matrix_market_text() -> impl Strategy<Value = Vec<u8>> {
    (
        1u32..=6,
        1u32..=6,
        0usize..4,
        0usize..4,
        proptest::collection::vec((0u32..6, 0u32..6, any::<bool>()), 0..10),
    )
        .prop_map(|(rows, cols, f, sym, entries)| {
            let field = ["pattern", "real", "integer", "complex"][f];
            let symmetry = ["general", "symmetric", "skew-symmetric", "hermitian"][sym];
            let cols = if sym == 0 { cols } else { rows };
            let mut text =
                format!("%%MatrixMarket matrix coordinate {field} {symmetry}\n% comment\n");
            text += &format!("{rows} {cols} {}\n", entries.len());
            for (i, j, comment) in entries {
                if comment {
                    text += "% note\n\n";
                }
                text += &format!("{} {}", 1 + i % rows, 1 + j % cols);
                text += match f {
                    0 => "\n",
                    1 => " -1.5e3\n",
                    2 => " 7\n",
                    _ => " 0.5 -2\n",
                };
            }
            text.into_bytes()
        })
}

/// A random headerless list of pairs, as NetworkX, SNAP and spreadsheets write them: number or
/// name labels, comments, blank lines, NetworkX data and weight columns.
fn pairs_text() -> impl Strategy<Value = Vec<u8>> {
    let label = prop_oneof![
        6 => (0u32..8).prop_map(|v| v.to_string()),
        1 => (0u32..4).prop_map(|v| format!("v{v}")),
        1 => Just("1000000000000".to_string()),
    ];
    let rest = prop_oneof![
        6 => Just(""),
        2 => Just(" {}"),
        1 => Just(" {'weight': 1}"),
        1 => Just("\t0.5"),
        1 => Just(" 1 2"),
    ];
    let line = prop_oneof![
        8 => (label.clone(), prop_oneof![Just(" "), Just("\t")], label, rest)
            .prop_map(|(a, sep, b, rest)| format!("{a}{sep}{b}{rest}\n")),
        1 => Just("# FromNodeId\tToNodeId\n".to_string()),
        1 => Just("% sym unweighted\n".to_string()),
        1 => Just("\n".to_string()),
    ];
    proptest::collection::vec(line, 0..12).prop_map(|lines| lines.concat().into_bytes())
}

/// A random graph on up to 10 vertices.
fn graph() -> impl Strategy<Value = Graph> {
    (2u32..=10).prop_flat_map(|n| {
        proptest::collection::vec((0..n, 1..n), 0..15).prop_map(move |pairs| {
            let edges: Vec<(u32, u32)> = pairs.into_iter().map(|(u, d)| (u, (u + d) % n)).collect();
            Graph::from_edges(n as usize, &edges)
        })
    })
}

proptest! {
    #![proptest_config(config(8000))]

    #[test]
    fn arbitrary_bytes(input in proptest::collection::vec(any::<u8>(), 0..64)) {
        check_all(&input)?;
    }

    #[test]
    fn arbitrary_interesting_bytes(input in proptest::collection::vec(interesting_byte(), 0..80)) {
        check_all(&input)?;
    }

    #[test]
    fn token_soups(input in token_soup()) {
        check_all(&input)?;
    }

    #[test]
    fn mutated_matrix_market(text in matrix_market_text(), edits in edits(interesting_byte())) {
        // The unmutated file is valid.
        prop_assert!(read_matrix_market(&text).is_ok());
        check_all(&mutate(text, &edits))?;
    }

    #[test]
    fn mutated_dimacs(g in graph(), edits in edits(interesting_byte())) {
        let mut text = Vec::new();
        write_dimacs(&mut text, &g).unwrap();
        check_all(&mutate(text, &edits))?;
    }

    #[test]
    fn mutated_pairs(text in pairs_text(), edits in edits(interesting_byte())) {
        check_all(&text)?;
        check_all(&mutate(text, &edits))?;
    }

    /// A graph written as pairs reads back as the same graph, in any format detection picks
    /// for it (pairs unless the first edge reads as a fitting header).
    #[test]
    fn pairs_round_trip(g in graph()) {
        use bigame::graph::Adjacency;
        let mut text = Vec::new();
        match write_pairs(&mut text, &g, None) {
            Ok(()) => {}
            Err(_) => {
                prop_assert!((0..g.vertex_count() as u32).any(|v| g.degree(v) == 0));
                return Ok(());
            }
        }
        let p = read_pairs_with(&text, Weights::Refuse).map_err(|e| TestCaseError::fail(e.to_string()))?;
        // Ids in order of first appearance: the same graph up to that renaming.
        let named: Vec<(String, String)> = p.graph.edges()
            .map(|(u, v)| (p.labels.get(u).to_string(), p.labels.get(v).to_string()))
            .collect();
        let want: Vec<(String, String)> = g.edges()
            .map(|(u, v)| ((u + 1).to_string(), (v + 1).to_string()))
            .collect();
        let mut named_sorted = named.clone();
        let mut want_sorted = want.clone();
        for list in [&mut named_sorted, &mut want_sorted] {
            for e in list.iter_mut() {
                if e.0 > e.1 {
                    std::mem::swap(&mut e.0, &mut e.1);
                }
            }
            list.sort();
        }
        prop_assert_eq!(named_sorted, want_sorted);
    }

    /// GraphML as the writer writes it reads back as the same graph (isolated vertices
    /// too), by content and by name; mutated, every reader still answers or names a place.
    #[test]
    fn graphml_round_trip_and_mutations(g in graph(), edits in edits(xml_byte())) {
        let mut text = Vec::new();
        write_graphml(&mut text, &g, None).unwrap();
        let read = read_graphml(&text, LineOptions::default())
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        // The same edges (the adjacency lists may list them in another order).
        let sorted = |g: &Graph| {
            use bigame::graph::Adjacency;
            let mut e: Vec<(u32, u32)> = g.edges().map(|(u, v)| (u.min(v), u.max(v))).collect();
            e.sort();
            (g.vertex_count(), e)
        };
        prop_assert_eq!(sorted(&read.graph), sorted(&g));
        prop_assert!(read.labels.are_numbers());
        let detected = read_graph_bytes_with(text.clone(), Some("g.graphml"), ReadOptions::default())
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(detected.format, InputFormat::Graphml);
        prop_assert_eq!(InputFormat::sniff(&text), InputFormat::Graphml);
        check_all(&mutate(text, &edits))?;
    }

    #[test]
    fn mutated_json(g in graph(), edits in edits(interesting_byte())) {
        let mut text = Vec::new();
        write_json_graph(&mut text, &g).unwrap();
        check_all(&mutate(text, &edits))?;
    }
}

/// Every prefix of valid files of each format: an error or a graph, never a panic.
#[test]
fn every_prefix() {
    let inputs: [&[u8]; 6] = [
        b"c x\r\np edge 4 3\r\ne 1 2\r\ne 2 3\r\ne 3 4\r\n",
        b"%%MatrixMarket matrix coordinate complex hermitian\n% c\n3 3 2\n1 1 1.0 0\n3 2 -1 2\n",
        b"%%MatrixMarket matrix coordinate integer general\n2 3 2\n1 3 5\n2 1 -7\n",
        b"{\"vertices\": 4,\n \"edges\": [[1, 2], [3, 4]], \"x\": null}\n",
        b"# SNAP\n0\t1\n1 2 {'weight': 1}\r\nalice bob 0.5\n",
        b"<?xml version='1.0'?><graphml><graph><node id='a'/><node id='b'/><edge source='a' target='b'/></graph></graphml>",
    ];
    for input in inputs {
        for cut in 0..=input.len() {
            check_all(&input[..cut]).unwrap();
        }
    }
}
