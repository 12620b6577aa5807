use super::stream::{BLOCK, parse_stream_in_blocks};
use super::*;

/// Accepts lines with nothing after `a b`, `a, b <= 9`; each line is one edge.
fn plain(a: u64, b: u64, rest: &[u8], out: &mut Vec<(u32, u32)>) -> bool {
    out.push((a as u32, b as u32));
    a <= 9 && b <= 9 && is_blank(rest)
}

/// Both fast paths on `body`: all at once, and streamed in blocks of every size from 1 to
/// 12 bytes (large bodies: a few larger sizes), with the first `k` bytes as the start
/// already read; they must agree.
fn parse(body: &[u8], lines: u64) -> Option<Vec<(u32, u32)>> {
    let whole = parse_pair_lines(body, None, lines, plain).map(|c| c.0.concat());
    let blocks: Vec<usize> = if body.len() < 10_000 {
        (1..=12).collect()
    } else {
        vec![4093, 65536, BLOCK]
    };
    for block in blocks {
        let k = (block * 5) % (body.len() + 1);
        let mut read = 0;
        let streamed = parse_stream_in_blocks(
            &body[..k],
            None,
            &mut &body[k..],
            lines,
            plain,
            &mut |n| read += n,
            block,
        )
        .expect("reading a slice cannot fail");
        if streamed.is_some() {
            assert_eq!(read, body.len() - k, "bytes reported read");
        }
        assert_eq!(streamed.map(|c| c.0.concat()), whole, "blocks of {block}");
    }
    whole
}

#[test]
fn well_formed_lines_are_read() {
    assert_eq!(
        parse(b"1 2\n3\t 4 \r\n5 6", 3),
        Some(vec![(1, 2), (3, 4), (5, 6)])
    );
    assert_eq!(parse(b"", 0), Some(vec![]));
    assert_eq!(parse(b"1 2\n", 1), Some(vec![(1, 2)]));
}

#[test]
fn tagged_lines_are_read() {
    let tagged =
        |body: &[u8], lines| parse_pair_lines(body, Some(b'e'), lines, plain).map(|c| c.0.concat());
    assert_eq!(tagged(b"e 1 2\ne\t 3 4\n", 2), Some(vec![(1, 2), (3, 4)]));
    for body in [
        &b"1 2\n"[..],
        b"e1 2\n",
        b" e 1 2\n",
        b"E 1 2\n",
        b"e\n1 2\n",
        b"c x\n",
    ] {
        assert_eq!(tagged(body, 1), None, "{:?}", String::from_utf8_lossy(body));
    }
}

#[test]
fn anything_else_is_left_to_the_careful_reader() {
    for body in [
        &b"1 2\n\n3 4\n"[..], // a blank line
        b" 1 2\n",            // leading blank
        b"12\n",              // one number
        b"1 2 3\n",           // refused by `accept`
        b"1 x\n",
        b"1 -2\n",
        b"1 99999999999\n", // eleven digits
        b"1 10\n",          // refused by `accept`
    ] {
        assert_eq!(parse(body, 1), None, "{:?}", String::from_utf8_lossy(body));
    }
    assert_eq!(parse(b"1 2\n3 4\n", 3), None, "wrong count");
}

#[test]
fn parts_end_at_newlines_and_cover_the_body() {
    let body = b"1 2\n33 4\n5 666\n7 8\n9 9";
    for parts in 1..10 {
        let split = split_at_lines(body, parts);
        assert!(split.len() <= parts);
        assert_eq!(split.concat(), body);
        for part in &split[..split.len() - 1] {
            assert_eq!(part.last(), Some(&b'\n'));
        }
    }
}

#[test]
fn a_large_body_on_several_threads_reads_as_one_part() {
    let mut body = Vec::new();
    let mut want = Vec::new();
    for i in 0..400_000u64 {
        let (a, b) = (i % 10, (i * 7) % 10);
        body.extend_from_slice(format!("{a} {b}\n").as_bytes());
        want.push((a as u32, b as u32));
    }
    assert!(body.len() >= PARALLEL_FROM);
    assert_eq!(parse(&body, 400_000), Some(want));
    let last = body.len() - 2;
    body[last] = b'x';
    assert_eq!(parse(&body, 400_000), None);
}

/// Agreement of the fast path with the careful scanners on inputs close to well formed:
/// every line either right or slightly wrong in one of the ways files are.
mod against_the_careful_readers {
    use super::super::super::{
        Counting, LineOptions, SelfLoops, Weights, dimacs, edge_list, graph_input, matrix_market,
    };
    use matrix_market::{MatrixOptions, MatrixReading};
    use proptest::prelude::*;

    /// An index: mostly in `1..=n`, sometimes 0, `n + 1`, with leading zeros or huge.
    fn index(n: u64) -> impl Strategy<Value = String> {
        prop_oneof![
            8 => (1..=n).prop_map(|v| v.to_string()),
            1 => Just("0".to_string()),
            1 => Just((n + 1).to_string()),
            1 => (1..=n).prop_map(|v| format!("00{v}")),
            1 => Just("4294967297".to_string()), // 2^32 + 1: wraps to 1 in a u32
            1 => Just("123456789012".to_string()),
            1 => Just("x".to_string()),
            1 => Just("-1".to_string()),
        ]
    }

    /// What separates the two indices, and what ends a line.
    fn gap() -> impl Strategy<Value = &'static str> {
        prop_oneof![8 => Just(" "), 1 => Just("\t "), 1 => Just("\n"), 1 => Just("")]
    }
    fn line_end() -> impl Strategy<Value = &'static str> {
        prop_oneof![
            8 => Just("\n"), 1 => Just("\r\n"), 1 => Just(" \t\n"), 1 => Just("\n\n"),
            1 => Just(" % c\n"), 1 => Just("\x0c\n"), 1 => Just(""),
        ]
    }
    /// The values after an entry's indices.
    fn values() -> impl Strategy<Value = &'static str> {
        prop_oneof![
            4 => Just(""), 4 => Just(" 1.5"), 2 => Just(" -2"), 1 => Just(" 1 2"),
            1 => Just(" 3e"), 1 => Just("\t+7 "), 1 => Just(" 1.5 -0.25"),
        ]
    }

    fn lines(n: u64, with_values: bool) -> impl Strategy<Value = (Vec<String>, String)> {
        let line = (index(n), gap(), index(n), values(), line_end()).prop_map(
            move |(a, gap, b, values, end)| {
                let values = if with_values { values } else { "" };
                format!("{a}{gap}{b}{values}{end}")
            },
        );
        (proptest::collection::vec(line, 0..12), "[ \n]{0,2}")
    }

    /// Both answers to a column after an edge's vertices, both to a self-loop, with and
    /// without the edges' order.
    fn weights() -> impl Strategy<Value = LineOptions> {
        let weights = prop_oneof![Just(Weights::Refuse), Just(Weights::Ignore)];
        let loops = prop_oneof![Just(SelfLoops::Refuse), Just(SelfLoops::Ignore)];
        (weights, loops, any::<bool>()).prop_map(|(weights, self_loops, edge_order)| LineOptions {
            weights,
            self_loops,
            edge_order,
            ..LineOptions::default()
        })
    }

    fn stated(count: usize, delta: i8) -> usize {
        (count as i64 + delta as i64).max(0) as usize
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(3000))]

        #[test]
        fn edge_lists((n, (body, tail), delta, weights) in (1u64..6)
            .prop_flat_map(|n| (Just(n), lines(n, true), prop_oneof![6 => Just(0i8), 1 => Just(1i8), 1 => Just(-1i8)], weights())))
        {
            let input = format!("{n} {}\n{}{tail}", stated(body.len(), delta), body.concat());
            let careful = edge_list::read_with(input.as_bytes(), false, weights);
            prop_assert_eq!(edge_list::read_with(input.as_bytes(), true, weights), careful.clone(), "{:?}", input);
            let streamed = streamed(&input, weights).map(|g| (g.graph, g.edge_order));
            prop_assert_eq!(streamed, careful.map(|b| (b.graph, b.order)), "{:?}", input);
        }

        #[test]
        fn dimacs_files((n, (body, tail), delta, comment, weights) in (1u64..6)
            .prop_flat_map(|n| (Just(n), lines(n, true), prop_oneof![6 => Just(0i8), 1 => Just(1i8), 1 => Just(-1i8)],
                prop_oneof![6 => Just("e "), 1 => Just("c a comment\ne "), 1 => Just("e\t"), 1 => Just("e"), 1 => Just(" e "), 1 => Just("E ")], weights())))
        {
            // Each line gets its `e `; the second one, now and then, something else.
            let edge_lines: String = body.iter().enumerate()
                .map(|(i, line)| format!("{}{line}", if i == 1 { comment } else { "e " }))
                .collect();
            let input = format!("c made up\np edge {n} {}\n{edge_lines}{tail}", stated(body.len(), delta));
            let careful = dimacs::read_with(input.as_bytes(), false, weights);
            prop_assert_eq!(dimacs::read_with(input.as_bytes(), true, weights), careful.clone(), "{:?}", input);
            let streamed = streamed(&input, weights).map(|g| (g.graph, g.edge_order));
            prop_assert_eq!(streamed, careful.map(|b| (b.graph, b.order)), "{:?}", input);
        }

        #[test]
        fn matrix_market_files(
            (rows, cols, (body, tail), delta, kind) in (1u64..5, 1u64..5).prop_flat_map(|(r, c)| (
                Just(r), Just(c), lines(r.max(c), true),
                prop_oneof![6 => Just(0i8), 1 => Just(1i8), 1 => Just(-1i8)],
                prop_oneof![Just("pattern general"), Just("real general"), Just("integer general"),
                    Just("complex general"), Just("pattern symmetric"), Just("real skew-symmetric")],
            )),
            reading in prop_oneof![Just(None), Just(Some(MatrixReading::Adjacency)),
                Just(Some(MatrixReading::Bipartite))],
            loops in prop_oneof![Just(SelfLoops::Refuse), Just(SelfLoops::Ignore)],
            edge_order in any::<bool>(),
        ) {
            let options = MatrixOptions { reading, self_loops: loops, counting: Counting::FromOne, edge_order };
            let square = if kind.ends_with("general") { cols } else { rows };
            let input = format!(
                "%%MatrixMarket matrix coordinate {kind}\n{rows} {square} {}\n{}{tail}",
                stated(body.len(), delta),
                body.concat()
            );
            let careful = matrix_market::read_with(input.as_bytes(), false, options);
            prop_assert_eq!(matrix_market::read_with(input.as_bytes(), true, options), careful.clone(), "{:?}", input);
            let line = LineOptions { self_loops: loops, edge_order, ..LineOptions::default() };
            let streamed = streamed_as(&input, line, reading).map(|g| (g.graph, g.rows, g.edge_order));
            let sides = |m: &matrix_market::MatrixMarket| {
                (m.reading == MatrixReading::Bipartite).then_some(m.rows)
            };
            prop_assert_eq!(streamed, careful.map(|m| { let r = sides(&m); (m.graph, r, m.edge_order) }), "{:?}", input);
        }
    }

    /// Bodies large enough for several threads, with one fault placed anywhere.
    #[test]
    /// Files large enough for several threads and several streamed blocks, with one
    /// fault placed anywhere: the careful reader, the in-memory fast path and the
    /// streaming reader (`read_graph_from`) say the same.
    fn large_files_with_one_fault_agree() {
        let n = 1000u64;
        let mut body = String::new();
        let mut count = 0;
        while body.len() < 2 * super::BLOCK + 12345 {
            body.push_str(&format!("{} {}\n", count % n + 1, (count * 7 + 3) % n + 1));
            count += 1;
        }
        let faults = ["0", "x", "1 2 3", "\n", "4294967297"];
        let places = [3, super::BLOCK - 2, body.len() / 2, body.len() - 4];
        for (k, fault) in faults.iter().enumerate() {
            let place = places[k % places.len()];
            let at = body[..place].rfind('\n').map_or(0, |i| i + 1);
            let faulty = format!("{}{fault} 1\n{}", &body[..at], &body[at..]);
            let el = format!("{n} {}\n{faulty}", count + 1);
            let careful = edge_list::read_with(el.as_bytes(), false, Weights::Refuse.into());
            assert!(careful.is_err(), "fault {k} at {place}");
            assert_eq!(
                edge_list::read_with(el.as_bytes(), true, Weights::Refuse.into()),
                careful
            );
            assert_eq!(
                streamed(&el, Weights::Refuse).map(|g| g.graph),
                careful.map(|b| b.graph)
            );
            let mm = format!(
                "%%MatrixMarket matrix coordinate pattern general\n{n} {n} {}\n{faulty}",
                count + 1
            );
            let options = MatrixOptions::default();
            let careful = matrix_market::read_with(mm.as_bytes(), false, options);
            assert!(careful.is_err(), "fault {k} at {place}");
            assert_eq!(
                matrix_market::read_with(mm.as_bytes(), true, options),
                careful
            );
            assert_eq!(
                streamed(&mm, Weights::Refuse).map(|g| g.graph),
                careful.map(|m| m.graph)
            );
        }
        let el = format!("{n} {count}\n{body}");
        // The edges' order kept too: the blocks' chunks must join in the file's order.
        let ordered = |weights| LineOptions {
            weights,
            edge_order: true,
            ..LineOptions::default()
        };
        let built = |g: graph_input::GraphInput| crate::read::Built {
            graph: g.graph,
            order: g.edge_order,
        };
        let careful = edge_list::read_with(el.as_bytes(), false, ordered(Weights::Refuse));
        let careful = careful.expect("well formed");
        let fast = edge_list::read_with(el.as_bytes(), true, ordered(Weights::Refuse));
        assert_eq!(fast.as_ref(), Ok(&careful));
        let weighted = el.replace('\n', " 1\n").replacen(" 1\n", "\n", 1);
        for read in [
            edge_list::read_with(weighted.as_bytes(), true, ordered(Weights::Ignore)),
            streamed(&weighted, ordered(Weights::Ignore)).map(built),
        ] {
            assert_eq!(read.as_ref(), Ok(&careful), "a weight column, ignored");
        }
        assert_eq!(
            streamed(&el, ordered(Weights::Refuse)).map(built).as_ref(),
            Ok(&careful)
        );
        // The same edges on one 9 MB line: the streaming reader gives up after a block and
        // a bit, and the careful one refuses it at the second edge (one edge per line).
        let one_line = format!("{n} {count}\n{}", body.replace('\n', " "));
        let e = streamed(&one_line, Weights::Refuse).unwrap_err();
        assert_eq!((e.line, e.column), (2, 5), "{e}");
    }

    /// `text` read by `read_graph_from_with` as a file in the format its start says (an
    /// edge list unless it starts with `c` or `%`: detection could choose pairs for a
    /// malformed edge list); its parse error, if any.
    fn streamed(
        text: &str,
        weights: impl Into<LineOptions>,
    ) -> Result<graph_input::GraphInput, super::super::super::ParseError> {
        streamed_as(text, weights.into(), None)
    }

    /// [`streamed`], a Matrix Market file read as `matrix` says.
    fn streamed_as(
        text: &str,
        weights: LineOptions,
        matrix: Option<MatrixReading>,
    ) -> Result<graph_input::GraphInput, super::super::super::ParseError> {
        let mut file = std::io::Cursor::new(text.as_bytes());
        let format = match text.as_bytes().first() {
            Some(b'c') => graph_input::InputFormat::Dimacs,
            Some(b'%') => graph_input::InputFormat::MatrixMarket,
            _ => graph_input::InputFormat::EdgeList,
        };
        let options = graph_input::ReadOptions {
            format: Some(format),
            weights: weights.weights,
            self_loops: weights.self_loops,
            edge_order: weights.edge_order,
            matrix,
            ..Default::default()
        };
        graph_input::read_graph_from_with(&mut file, None, options, &mut |_| {}).map_err(
            |e| match e {
                graph_input::GraphFileError::Parse(e) => e,
                other => panic!("not a parse error: {other}"),
            },
        )
    }
}
