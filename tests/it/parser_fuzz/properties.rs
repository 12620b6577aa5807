//! The properties: the readers on arbitrary bytes, token soups, mutated and generated valid
//! inputs, and every prefix of valid inputs.

use super::*;

proptest! {
    #![proptest_config(config(16_000))]

    #[test]
    fn arbitrary_bytes(input in proptest::collection::vec(any::<u8>(), 0..48)) {
        check_both_rules(&input)?;
        check_edge_list(&input)?;
    }

    #[test]
    fn arbitrary_interesting_bytes(
        input in proptest::collection::vec(interesting_byte(), 0..64),
    ) {
        check_both_rules(&input)?;
        check_edge_list(&input)?;
    }

    #[test]
    fn token_soups(input in token_soup()) {
        check_both_rules(&input)?;
        check_edge_list(&input)?;
    }

    #[test]
    fn mutated_boards((_, text) in board_text(false), edits in edits(interesting_byte())) {
        check_both_rules(&mutate(text.bytes, &edits))?;
    }

    #[test]
    fn mutated_fancy_boards((_, text) in board_text(true), edits in edits(interesting_byte())) {
        check_both_rules(&mutate(text.bytes, &edits))?;
    }

    #[test]
    fn mutated_edge_lists((_, _, text) in edge_list_text(), edits in edits(interesting_byte())) {
        check_edge_list(&mutate(text.bytes, &edits))?;
    }

    #[test]
    fn pairs_agree_with_the_model(text in pairs_text()) {
        for options in line_options() {
            check_pairs(&text, options)?;
        }
    }

    #[test]
    fn mutated_pairs(text in pairs_text(), edits in edits(interesting_byte())) {
        check_edge_list(&mutate(text, &edits))?;
    }

    /// Pairs written with a delimiter (and now and then a header, quotes, blanks and extra
    /// columns), mutated: the CSV reader agrees with its model.
    #[test]
    fn delimited_agrees_with_the_model(
        text in csv_text(),
        edits in edits(csv_byte()),
        d in prop_oneof![Just(b','), Just(b';'), Just(b'\t')],
    ) {
        let text = if d == b',' { text } else {
            text.iter().map(|&b| if b == b',' { d } else { b }).collect()
        };
        for options in line_options() {
            check_delimited(&text, d, options)?;
            check_delimited(&mutate(text.clone(), &edits), d, options)?;
        }
    }
}

proptest! {
    #![proptest_config(config(3000))]

    /// A board printed and read back has the same free cells, with either rule.
    #[test]
    fn board_round_trip((board, text) in board_text(false)) {
        for rule in [CellRule::Strict, CellRule::AnyButHash] {
            let read = read_board(&text.bytes, rule)
                .map_err(|e| TestCaseError::fail(format!("{rule:?}: {e}")))?;
            prop_assert_eq!(free_flags(&read), free_flags(&board));
            prop_assert_eq!(&read, &board);
        }
    }

    /// Any visible character but `#` is a free cell under `AnyButHash`; `Strict` refuses the
    /// first one that is not `.`, exactly where it is.
    #[test]
    fn fancy_board_round_trip((board, text) in board_text(true)) {
        let read = read_board(&text.bytes, CellRule::AnyButHash)
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&read, &board);
        let first_odd = text.token_starts[2..]
            .iter()
            .flat_map(|&start| {
                let len = board.cols() as usize;
                (start..start + len).filter(|&i| !matches!(text.bytes[i], b'.' | b'#'))
            })
            .next();
        match (read_board(&text.bytes, CellRule::Strict), first_odd) {
            (Ok(strict), None) => prop_assert_eq!(&strict, &board),
            (Err(e), Some(at)) => {
                prop_assert_eq!((e.line, e.column), line_col(&text.bytes, at), "{}", e);
                prop_assert!(e.message.contains("unknown cell"), "{}", e);
            }
            (got, want) => prop_assert!(false, "strict read {got:?}, first odd cell {want:?}"),
        }
    }

    /// The `pretty` writer's rows are a board again: `*` and `.` are free under `AnyButHash`.
    #[test]
    fn pretty_rows_read_back((board, _) in board_text(false)) {
        let analysis = analyze(&board, Algorithm::default());
        let mut pretty = Vec::new();
        write_pretty(&mut pretty, &board, &analysis).unwrap();
        let rows: Vec<&[u8]> = pretty.split(|&b| b == b'\n').take(board.rows() as usize).collect();
        let mut input = format!("{} {}\n", board.rows(), board.cols()).into_bytes();
        for row in rows {
            input.extend_from_slice(row);
            input.push(b'\n');
        }
        let read = read_board(&input, CellRule::AnyButHash)
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&read, &board);
    }

    /// An edge list printed and read back is the same graph (same neighbour order, too).
    #[test]
    fn edge_list_round_trip((n, edges, text) in edge_list_text()) {
        let read = read_edge_list(&text.bytes).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(read, Graph::from_edges(n, &edges));
    }

    /// One bad cell in a valid board is reported exactly where it is.
    #[test]
    fn bad_cell_position(
        (board, text) in board_text(false),
        pick in any::<proptest::sample::Index>(),
        bad in prop_oneof![Just(b'x'), Just(0xffu8), Just(0x01u8), Just(b'*')],
    ) {
        let cells = (board.rows() * board.cols()) as usize;
        let k = pick.index(cells);
        let (r, c) = (k / board.cols() as usize, k % board.cols() as usize);
        let at = text.token_starts[2 + r] + c;
        let mut bytes = text.bytes.clone();
        bytes[at] = bad;
        let e = read_board(&bytes, CellRule::Strict).unwrap_err();
        prop_assert_eq!((e.line, e.column), line_col(&bytes, at), "{}", e);
        prop_assert!(e.message.contains(&format!("row {}", r + 1)), "{}", e);
        match read_board(&bytes, CellRule::AnyButHash) {
            Ok(read) => {
                prop_assert!(bad.is_ascii_graphic());
                prop_assert!(read.is_free(r as u32, c as u32));
            }
            Err(e) => {
                prop_assert!(!bad.is_ascii_graphic());
                prop_assert_eq!((e.line, e.column), line_col(&bytes, at), "{}", e);
            }
        }
    }

    /// A row cut short or made too long is reported just past its last good cell.
    #[test]
    fn bad_row_length_position(
        (board, text) in board_text(false),
        pick in any::<proptest::sample::Index>(),
        longer in any::<bool>(),
    ) {
        let r = pick.index(board.rows() as usize);
        let cols = board.cols() as usize;
        let start = text.token_starts[2 + r];
        let mut bytes = text.bytes.clone();
        let at = if longer {
            bytes.insert(start + cols, b'#');
            start + cols
        } else {
            bytes.remove(start + cols - 1);
            if cols == 1 {
                // The row vanished: the next token is taken as this row, or the input ends.
                check_both_rules(&bytes)?;
                return Ok(());
            }
            start + cols - 1
        };
        for rule in [CellRule::Strict, CellRule::AnyButHash] {
            let e = read_board(&bytes, rule).unwrap_err();
            prop_assert_eq!((e.line, e.column), line_col(&bytes, at), "{}", e);
            prop_assert!(e.message.contains(&format!("row {}", r + 1)), "{}", e);
        }
    }

    /// An endpoint out of range, or an edge turned into a self-loop, is reported at the
    /// offending token (the first endpoint, for a self-loop).
    #[test]
    fn bad_endpoint_position(
        (n, edges, text) in edge_list_text(),
        pick in any::<proptest::sample::Index>(),
        kind in 0..4u8,
    ) {
        prop_assume!(!edges.is_empty());
        let k = pick.index(edges.len());
        let (u, v) = edges[k];
        let first = text.token_starts[2 + 2 * k];
        let second = text.token_starts[3 + 2 * k];
        let (replacement, at, needle) = match kind {
            0 => (b"0".to_vec(), first, "out of range".to_string()),
            1 => ((n + 1).to_string().into_bytes(), second, "out of range".to_string()),
            2 => (b"99999999999999999999999".to_vec(), first, "out of range".to_string()),
            _ => ((u + 1).to_string().into_bytes(), first, format!("edge {} is a self-loop", k + 1)),
        };
        let (start, old_len) = if kind == 1 || kind == 3 {
            (second, (v + 1).to_string().len())
        } else {
            (first, (u + 1).to_string().len())
        };
        let mut bytes = text.bytes.clone();
        bytes.splice(start..start + old_len, replacement);
        let e = read_edge_list(&bytes).unwrap_err();
        prop_assert_eq!((e.line, e.column), line_col(&bytes, at), "{}", e);
        prop_assert!(e.message.contains(&needle), "{}", e);
    }

    /// Headers announcing absurd sizes over a tiny body are refused (at once: nothing
    /// proportional to the announced size is allocated, or this would not finish).
    #[test]
    fn absurd_headers(
        big in prop_oneof![
            (MAX_VERTICES + 1)..u64::MAX,
            Just(u64::MAX),
        ],
        small in 1u64..5,
        big_first in any::<bool>(),
        body in proptest::collection::vec(prop_oneof![Just(b'.'), Just(b'#'), Just(b'1'), Just(b' ')], 0..16),
    ) {
        let (a, b) = if big_first { (big, small) } else { (small, big) };
        let mut input = format!("{a} {b}\n").into_bytes();
        input.extend_from_slice(&body);
        for rule in [CellRule::Strict, CellRule::AnyButHash] {
            let e = read_board(&input, rule).unwrap_err();
            check_error(&input, &e)?;
            prop_assert_eq!(e.line, 1);
        }
        let e = read_edge_list(&input).unwrap_err();
        check_error(&input, &e)?;
        prop_assert_eq!(e.line, 1);
    }
}

/// Truncating a valid input anywhere before its last token gives an error, never a panic or a
/// wrong board; this is exhaustive over the cut points of a few fixed inputs.
#[test]
fn every_prefix() {
    let boards: [&[u8]; 3] = [
        b"3 4\n.#..\n....\n#..#\n",
        b"  2\r\n3\r\n\t.#.\r\n...\r\n",
        b"1 1\n.",
    ];
    for input in boards {
        for cut in 0..=input.len() {
            for rule in [CellRule::Strict, CellRule::AnyButHash] {
                let prefix = &input[..cut];
                let got = read_board(prefix, rule);
                match model_board(prefix, rule) {
                    None => check_error(prefix, &got.unwrap_err()).unwrap(),
                    Some((rows, cols, free)) => {
                        let board = got.unwrap();
                        assert_eq!((board.rows(), board.cols()), (rows, cols));
                        assert_eq!(free_flags(&board), free);
                    }
                }
            }
        }
    }
    let graphs: [&[u8]; 2] = [b"4 3\n1 2\n2 3\n3 4\n", b"12 2\r\n10 11\r\n 12\t1\r\n"];
    for input in graphs {
        for cut in 0..=input.len() {
            let prefix = &input[..cut];
            let got = read_edge_list(prefix);
            match model_edge_list(prefix, LineOptions::default()) {
                None => check_error(prefix, &got.unwrap_err()).unwrap(),
                Some((n, edges)) => assert_eq!(got.unwrap(), Graph::from_edges(n, &edges)),
            }
        }
    }
}
