//! Inputs as researchers have them (issue 42, section 2): endless and binary input refused
//! early, self-loops dropped on request, CSV, KONECT, GraphML, formats bigame does not read
//! named, and errors that name the way out.

use super::{file, refused_stdin, run, run_stdin};
use crate::common::bigame;
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// `bigame ARGS` (a file among them), which must be refused: the one stderr line.
fn refused(args: &[&str]) -> String {
    let out = bigame().args(args).output().unwrap();
    crate::common::cli::refusal_line(out, &format!("{args:?}"))
}

#[test]
fn binary_files_are_refused_in_their_first_bytes() {
    // 16 MiB of NUL bytes, as a file and as endless standard input: refused at 1:1 after the
    // first 64 KiB, for every command that reads a file.
    let zeros = file("zeros.bin", &vec![0u8; 1 << 24]);
    let path = zeros.to_str().unwrap();
    for command in ["analyze", "board", "review", "decompose"] {
        let e = refused(&[command, path]);
        assert!(
            e.ends_with(
                "zeros.bin:1:1: expected text, found byte 0x00: this is a binary file \
                 (a UTF-16 text file must be saved as UTF-8 first)"
            ),
            "{command}: {e}"
        );
    }
    let e = endless(&["analyze", "-"], &[0u8; 4096], None);
    assert!(
        e.contains("<stdin>:1:1: expected text, found byte 0x00"),
        "{e}"
    );
}

/// Runs `bigame ARGS` with `chunk` written to its standard input again and again until it
/// stops reading; it must exit with status 2 within the tests' timeout: its stderr.
fn endless(args: &[&str], chunk: &[u8], limit: Option<&str>) -> String {
    let mut command = Command::new(env!("CARGO_BIN_EXE_bigame"));
    command
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(limit) = limit {
        command.env("BIGAME_MAX_INPUT", limit);
    }
    let mut child = command.spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let chunk = chunk.to_vec();
    let writer = std::thread::spawn(move || while stdin.write_all(&chunk).is_ok() {});
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > crate::common::TIMEOUT {
            child.kill().unwrap();
            panic!("{args:?} still reading endless input");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    writer.join().unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(status.code(), Some(2), "{out:?}");
    assert!(out.stdout.is_empty());
    String::from_utf8(out.stderr).unwrap()
}

#[test]
fn endless_and_huge_input_stops_at_a_named_ceiling() {
    // `yes '1 2' | bigame analyze -`: refused once past the ceiling, which the error names.
    for command in ["analyze", "board", "review"] {
        let e = endless(&[command, "-"], &b"1 2\n".repeat(1024), Some("8M"));
        assert_eq!(
            e,
            "bigame: <stdin>: the input is larger than 8 MiB, the most bigame reads (set \
             BIGAME_MAX_INPUT to a size such as 16G to read more)\n",
            "{command}"
        );
    }
    // A file known to be larger is refused without reading it; pairs are read whole.
    let big = file("big.txt", &b"1 2\n".repeat(300_000));
    let out = bigame()
        .args(["analyze", big.to_str().unwrap()])
        .env("BIGAME_MAX_INPUT", "1M")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let e = String::from_utf8(out.stderr).unwrap();
    assert!(e.contains("larger than 1 MiB"), "{e}");
    // Without the variable the same file is read.
    assert!(run(&["analyze", big.to_str().unwrap()]).starts_with("1 win\n2 win\n"));
    // A gzip file that decompresses past the ceiling stops there too.
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    gz.write_all(&b"1 2\n".repeat(1 << 19)).unwrap();
    let gz = file("bomb.txt.gz", &gz.finish().unwrap());
    let out = bigame()
        .args(["analyze", gz.to_str().unwrap()])
        .env("BIGAME_MAX_INPUT", "1M")
        .output()
        .unwrap();
    let e = String::from_utf8(out.stderr).unwrap();
    assert!(e.contains("larger than 1 MiB"), "{e}");
}

#[test]
fn self_loops_are_refused_naming_the_option_or_dropped() {
    let snap = b"# SNAP\n0\t1\n1\t1\n1\t2\n";
    let e = refused_stdin(&["analyze", "-"], snap);
    assert!(
        e.starts_with("bigame: <stdin>:3:1: the edge `1 1` is a self-loop")
            && e.contains("--self-loops ignore"),
        "{e}"
    );
    let read = run_stdin(&["analyze", "-", "--self-loops", "ignore"], snap);
    assert_eq!(read, "0 lose\n1 win\n2 lose\n");
    // The same in an edge list and a DIMACS file (both read on the fast path and the
    // careful one), and with a weight column.
    for (input, extra) in [
        (&b"3 3\n1 2\n2 2\n2 3\n"[..], &[][..]),
        (b"p edge 3 3\ne 1 2\ne 2 2\ne 2 3\n", &[]),
        (b"3 3\n1 2 5\n2 2 1\n2 3\n", &["--weights", "ignore"][..]),
        (b"3 3\n\n1 2\n2 2\n2 3\n", &[]),
    ] {
        let mut args = vec!["analyze", "-"];
        args.extend_from_slice(extra);
        let e = refused_stdin(&args, input);
        assert!(e.contains("is a self-loop at vertex 2"), "{e}");
        args.extend_from_slice(&["--self-loops", "ignore"]);
        assert_eq!(
            run_stdin(&args, input),
            "1 lose\n2 win\n3 lose\n",
            "{args:?}"
        );
    }
}

#[test]
fn csv_files_are_read_by_name_or_delimiter_with_a_header_row() {
    let csv = file(
        "edges.csv",
        b"Source,Target,Weight\n\"alice\",bob,1\nbob, carol ,2\ncarol,dave,1\n",
    );
    let path = csv.to_str().unwrap();
    let e = refused(&["analyze", path]);
    assert!(
        e.contains("2:13: unexpected `1` after the edge `alice,bob`"),
        "{e}"
    );
    assert!(e.contains("--weights ignore"), "{e}");
    assert_eq!(
        run(&["analyze", path, "--weights", "ignore"]),
        "alice win\nbob win\ncarol win\ndave win\n"
    );
    // Standard input, another delimiter, a header of words above numbers.
    assert_eq!(
        run_stdin(&["analyze", "-", "--delimiter", ";"], b"a;b\n1;2\n2;3\n"),
        "1 lose\n2 win\n3 lose\n"
    );
    let e = refused_stdin(&["analyze", "-", "--delimiter", "tab"], b"x y\tz\n");
    assert!(
        e.contains("1:2: the vertex label `x y` holds a blank"),
        "{e}"
    );
    // A delimiter is for pairs only.
    let e = refused_stdin(
        &[
            "analyze",
            "-",
            "--delimiter",
            ",",
            "--input-format",
            "dimacs",
        ],
        b"p edge 2 1\ne 1 2\n",
    );
    assert!(e.contains("--input-format pairs"), "{e}");
}

#[test]
fn konect_files_are_read_with_weights_ignored() {
    let konect = b"% sym positive\n% 3 3 3\n1 2 1 1300000000\n2 3 1 1300000100\n3 1 4 1300000200\n";
    let e = refused_stdin(&["analyze", "-"], konect);
    assert!(
        e.contains("3:5: unexpected `1` after the edge `1 2`"),
        "{e}"
    );
    assert!(e.contains("--weights ignore"), "{e}");
    assert_eq!(
        run_stdin(&["analyze", "-", "--weights", "ignore"], konect),
        "1 lose\n2 lose\n3 lose\n"
    );
}

#[test]
fn graphml_is_read_with_its_ids_and_isolated_nodes() {
    let xml = br#"<?xml version='1.0' encoding='utf-8'?>
<graphml xmlns="http://graphml.graphdrawing.org/xmlns">
  <key id="d0" for="edge" attr.name="weight" attr.type="long" />
  <graph edgedefault="undirected">
    <node id="alice" />
    <node id="bob" />
    <node id="carol" />
    <node id="loner" />
    <edge source="alice" target="bob"><data key="d0">3</data></edge>
    <edge source="bob" target="carol" />
  </graph>
</graphml>
"#;
    let graphml = file("friends.graphml", xml);
    let want = "alice lose\nbob win\ncarol lose\nloner lose\n";
    assert_eq!(run(&["analyze", graphml.to_str().unwrap()]), want);
    assert_eq!(run_stdin(&["analyze", "-"], xml), want);
    let e = refused_stdin(&["analyze", "-"], &xml[..xml.len() - 12]);
    assert!(e.contains("expected well-formed GraphML"), "{e}");
    let e = refused_stdin(
        &["analyze", "-"],
        b"<graphml><graph>\n<node id='a'/>\n<edge source='a' target='b'/></graph></graphml>",
    );
    assert!(
        e.starts_with("bigame: <stdin>:3:1: the edge names \"b\""),
        "{e}"
    );
}

#[test]
fn gml_and_adjacency_lists_are_named_with_how_to_convert_them() {
    let gml = b"graph [\n  node [\n    id 0\n    label \"0\"\n  ]\n  edge [\n    source 0\n    target 0\n  ]\n]\n";
    let e = refused_stdin(&["analyze", "-"], gml);
    assert!(
        e.contains("this looks like GML") && e.contains("nx.write_graphml"),
        "{e}"
    );
    let igraph = b"Creator \"igraph version 0.10\"\nVersion 1\ngraph\n[\n  directed 0\n]\n";
    let e = refused_stdin(&["analyze", "-"], igraph);
    assert!(e.contains("this looks like GML"), "{e}");
    // nx.write_adjlist, with its header and without.
    let adjlist = b"#/usr/bin/python3 make.py\n# GMT Sun Dec  6 06:00:00 2026\n# \na b c\nb c\nc\n";
    let e = refused_stdin(&["analyze", "-"], adjlist);
    assert!(e.contains("NetworkX adjacency list"), "{e}");
    assert!(!e.contains("--weights"), "{e}");
    let bare = b"1 2 3 4\n2 3\n3\n4\n";
    let e = refused_stdin(&["analyze", "-"], bare);
    assert!(
        e.contains("NetworkX adjacency list") && e.contains("nx.read_adjlist"),
        "{e}"
    );
    assert!(!e.contains("--weights"), "{e}");
}

#[test]
fn headerless_pairs_read_as_an_edge_list_name_input_format_pairs() {
    // One line `1 2`: two edges promised in four bytes.
    let e = refused_stdin(&["analyze", "-"], b"1 2\n");
    assert!(e.contains("cannot fit in an input of 4 bytes"), "{e}");
    assert!(e.contains("--input-format pairs"), "{e}");
    // A first edge `5 3` that reads as a header, then more edges than it promises.
    let e = refused_stdin(&["analyze", "-"], b"5 3\n1 2\n2 3\n3 4\n4 5\n");
    assert!(e.contains("after the last of 3 edges"), "{e}");
    assert!(e.contains("--input-format pairs"), "{e}");
    assert_eq!(
        run_stdin(&["analyze", "-", "--input-format", "pairs"], b"1 2\n"),
        "1 win\n2 win\n"
    );
}

#[test]
fn a_count_beyond_64_bits_names_the_real_limit() {
    for input in [
        &b"99999999999999999999 2\n1 2\n"[..],
        b"p edge 99999999999999999999 1\n",
    ] {
        let e = refused_stdin(&["analyze", "-"], input);
        assert!(
            e.ends_with("the number of vertices is too large (at most 67108864)"),
            "{e}"
        );
    }
    let mm = b"%%MatrixMarket matrix coordinate pattern general\n99999999999999999999 2 1\n1 1\n";
    let e = refused_stdin(&["analyze", "-"], mm);
    assert!(
        e.ends_with("the number of rows is too large (at most 67108864)"),
        "{e}"
    );
}

#[test]
fn review_names_the_command_for_a_board_or_a_graph() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let garden = root.join("examples/garden.txt");
    let e = refused(&["review", garden.to_str().unwrap()]);
    let g = garden.to_str().unwrap();
    assert!(
        e.ends_with(&format!(
            "{g}: this is a free-cell board (rows of '.' and '#'), not a Bunny-and-Egg record: \
             use bigame board {g}"
        )),
        "{e}"
    );
    let snap = root.join("examples/snap.tsv");
    let e = refused(&["review", snap.to_str().unwrap()]);
    assert!(
        e.contains("this looks like a graph") && e.contains("bigame analyze "),
        "{e}"
    );
}
