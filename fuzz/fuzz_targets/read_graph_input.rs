//! Arbitrary bytes into the format detection and every graph reader (also after gunzip): it must never panic, every error must
//! point inside the input or just past the end of a line, and what it accepts must be sane;
//! read as a file (`read_graph_from`) it must give exactly what reading it from memory gives.

#![no_main]

use bigame::read::graph_input::{
    GraphFileError, InputFormat, gunzip, is_gzip, read_graph, read_graph_from,
};
use libfuzzer_sys::fuzz_target;

mod common;
use common::{check_error, check_graph, declares_huge_graph};

fuzz_target!(|data: &[u8]| {
    if declares_huge_graph(data) {
        return;
    }
    // Detection, then the reader it picks; gzip data is decompressed first (the output is
    // capped by what the data really holds, and libFuzzer's inputs are small).
    let plain;
    let data = if is_gzip(data) {
        match gunzip(data) {
            Ok(bytes) if bytes.len() <= 1 << 20 && !declares_huge_graph(&bytes) => {
                plain = bytes;
                &plain[..]
            }
            _ => return,
        }
    } else {
        data
    };
    for format in [
        InputFormat::sniff(data),
        InputFormat::EdgeList,
        InputFormat::Dimacs,
        InputFormat::MatrixMarket,
        InputFormat::Json,
    ] {
        match read_graph(data, format) {
            Ok(g) => check_graph(&g.graph, data),
            Err(e) => check_error(data, &e),
        }
    }
    // Read as a file (parsed as it arrives when it can be): exactly what memory gives. (Data
    // that is still gzip would be unpacked by the file reader only.)
    let formats = [
        None,
        Some(InputFormat::EdgeList),
        Some(InputFormat::Dimacs),
        Some(InputFormat::MatrixMarket),
    ];
    for format in formats.into_iter().filter(|_| !is_gzip(data)) {
        let whole = read_graph(data, format.unwrap_or(InputFormat::sniff(data)));
        let streamed = read_graph_from(&mut std::io::Cursor::new(data), None, format);
        match (streamed, whole) {
            (Ok(a), Ok(b)) => assert_eq!((a.graph, a.rows), (b.graph, b.rows)),
            (Err(GraphFileError::Parse(a)), Err(b)) => assert_eq!(a, b),
            (a, b) => panic!("as a file {a:?}, in memory {b:?}"),
        }
    }
});
