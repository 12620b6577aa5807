//! Property tests for the text readers: they never panic, every error points inside the input
//! (or just past its end), and they agree with a small reference model of the formats on
//! arbitrary bytes, on mutated valid inputs and on generated valid inputs. The cargo-fuzz
//! targets in `fuzz/` run the same readers under libFuzzer; this file is the always-on version.

use bigame::board::Board;
use bigame::game::analyze;
use bigame::graph::Graph;
use bigame::graph::MAX_VERTICES;
use bigame::matching::Algorithm;
use bigame::read::Weights;
use bigame::read::board_text::{CellRule, read_board};
use bigame::read::edge_list::{read_edge_list, read_edge_list_with};
use bigame::read::pairs::read_pairs_with;
use bigame::write::board_text::write_pretty;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

mod common;
use common::{check_error, config, edits, mutate};

// ---------------------------------------------------------------------------------------------
// The reference model: what the formats say, written as plainly as possible
// ---------------------------------------------------------------------------------------------

/// The separators the formats allow between tokens.
fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c')
}

fn tokens(input: &[u8]) -> Vec<&[u8]> {
    input
        .split(|&b| is_space(b))
        .filter(|t| !t.is_empty())
        .collect()
}

/// A decimal number of ASCII digits only, if it fits in `u64`.
fn number(token: &[u8]) -> Option<u64> {
    if token.is_empty() || !token.iter().all(u8::is_ascii_digit) {
        return None;
    }
    token.iter().try_fold(0u64, |v, &d| {
        v.checked_mul(10)?.checked_add(u64::from(d - b'0'))
    })
}

/// The board the input describes (row-major free flags), or `None` if it is malformed.
fn model_board(input: &[u8], rule: CellRule) -> Option<(u32, u32, Vec<bool>)> {
    let tokens = tokens(input);
    let rows = number(tokens.first()?)?;
    let cols = number(tokens.get(1)?)?;
    if rows == 0 || cols == 0 || rows > u64::from(u32::MAX) || cols > u64::from(u32::MAX) {
        return None;
    }
    // Exactly `rows` more tokens; checked before anything proportional to rows x cols.
    if tokens.len() as u64 != 2 + rows || !Board::fits(rows, cols) {
        return None;
    }
    let mut free = Vec::new();
    for row in &tokens[2..] {
        if row.len() as u64 != cols {
            return None;
        }
        for &b in *row {
            free.push(match (b, rule) {
                (b'#', _) => false,
                (b'.', _) => true,
                (b, CellRule::AnyButHash) if b.is_ascii_graphic() => true,
                _ => return None,
            });
        }
    }
    Some((rows as u32, cols as u32, free))
}

/// The lines of the input, each as its tokens (separated by any whitespace but the newline).
fn token_lines(input: &[u8]) -> Vec<Vec<&[u8]>> {
    input.split(|&b| b == b'\n').map(tokens).collect()
}

/// The graph the input describes as an edge list (vertex count and 0-based edges), or `None`
/// if malformed: a line with the header `n m`, then `m` lines of two vertices (and, with
/// `Weights::Ignore`, at most one more token each), blank lines anywhere.
fn model_edge_list(input: &[u8], weights: Weights) -> Option<(usize, Vec<(u32, u32)>)> {
    let lines: Vec<Vec<&[u8]>> = token_lines(input)
        .into_iter()
        .filter(|l| !l.is_empty())
        .collect();
    let (header, body) = lines.split_first()?;
    let [n, m] = header[..] else {
        return None;
    };
    let (n, m) = (number(n)?, number(m)?);
    if n == 0 || n > MAX_VERTICES || body.len() as u64 != m {
        return None;
    }
    let most = if weights == Weights::Ignore { 3 } else { 2 };
    let mut edges = Vec::new();
    for line in body {
        if line.len() < 2 || line.len() > most {
            return None;
        }
        let u = number(line[0])?;
        let v = number(line[1])?;
        if u == 0 || v == 0 || u > n || v > n || u == v {
            return None;
        }
        edges.push(((u - 1) as u32, (v - 1) as u32));
    }
    Some((n as usize, edges))
}

/// What the model of pairs reads: the labels (in order of first appearance) and 0-based edges.
type ModelPairs = (Vec<String>, Vec<(u32, u32)>);

/// The graph the input describes as pairs, or `None` if malformed: lines whose first token
/// starts with `#` or `%` and blank lines are skipped; every other line is two labels (UTF-8,
/// different), then nothing, or NetworkX data (the rest of the line, trimmed, from `{` to `}`),
/// or with `Weights::Ignore` one more token; at least one edge.
fn model_pairs(input: &[u8], weights: Weights) -> Option<ModelPairs> {
    let mut labels: Vec<String> = Vec::new();
    let mut edges = Vec::new();
    for line in input.split(|&b| b == b'\n') {
        let words = tokens(line);
        let Some(first) = words.first() else {
            continue;
        };
        if first[0] == b'#' || first[0] == b'%' {
            continue;
        }
        if words.len() < 2 {
            return None;
        }
        if words.len() > 2 {
            // The rest of the line after the second label.
            let second = words[1].as_ptr() as usize - line.as_ptr() as usize;
            let rest = &line[second + words[1].len()..];
            let start = rest
                .iter()
                .position(|&b| !is_space(b))
                .unwrap_or(rest.len());
            let end = rest
                .iter()
                .rposition(|&b| !is_space(b))
                .map_or(start, |i| i + 1);
            let rest = &rest[start..end];
            let data = rest.first() == Some(&b'{') && rest.last() == Some(&b'}');
            let weight = weights == Weights::Ignore && words.len() == 3;
            if !data && !weight {
                return None;
            }
        }
        let mut ids = [0u32; 2];
        for (k, word) in words[..2].iter().enumerate() {
            let text = std::str::from_utf8(word).ok()?;
            ids[k] = match labels.iter().position(|l| l == text) {
                Some(i) => i as u32,
                None => {
                    labels.push(text.to_string());
                    (labels.len() - 1) as u32
                }
            };
        }
        if ids[0] == ids[1] {
            return None;
        }
        edges.push((ids[0], ids[1]));
    }
    (!edges.is_empty()).then_some((labels, edges))
}

// ---------------------------------------------------------------------------------------------
// Checks shared by every property
// ---------------------------------------------------------------------------------------------

fn free_flags(board: &Board) -> Vec<bool> {
    let mut free = Vec::new();
    for r in 0..board.rows() {
        for c in 0..board.cols() {
            free.push(board.is_free(r, c));
        }
    }
    free
}

/// Reads `input` as a board with `rule`: no panic, a well-placed error, and agreement with the
/// model.
fn check_board(input: &[u8], rule: CellRule) -> Result<(), TestCaseError> {
    let got = read_board(input, rule);
    let want = model_board(input, rule);
    match (&got, &want) {
        (Err(e), None) => check_error(input, e),
        (Ok(board), Some((rows, cols, free))) => {
            prop_assert_eq!((board.rows(), board.cols()), (*rows, *cols));
            prop_assert_eq!(&free_flags(board), free);
            Ok(())
        }
        (Ok(_), None) => Err(TestCaseError::fail(format!(
            "{rule:?}: accepted {:?}, which the model refuses",
            String::from_utf8_lossy(input)
        ))),
        (Err(e), Some(_)) => Err(TestCaseError::fail(format!(
            "{rule:?}: refused {:?} ({e}), which the model accepts",
            String::from_utf8_lossy(input)
        ))),
    }
}

fn check_both_rules(input: &[u8]) -> Result<(), TestCaseError> {
    check_board(input, CellRule::Strict)?;
    check_board(input, CellRule::AnyButHash)
}

/// Reads `input` as an edge list and as pairs, with and without a weight column: no panic, a
/// well-placed error, agreement with the models.
fn check_edge_list(input: &[u8]) -> Result<(), TestCaseError> {
    for weights in [Weights::Refuse, Weights::Ignore] {
        let got = read_edge_list_with(input, weights);
        let want = model_edge_list(input, weights);
        match (&got, &want) {
            (Err(e), None) => check_error(input, e)?,
            (Ok(graph), Some((n, edges))) => {
                prop_assert_eq!(graph, &Graph::from_edges(*n, edges));
            }
            (Ok(_), None) => {
                return Err(TestCaseError::fail(format!(
                    "{weights:?}: accepted {:?}, which the model refuses",
                    String::from_utf8_lossy(input)
                )));
            }
            (Err(e), Some(_)) => {
                return Err(TestCaseError::fail(format!(
                    "{weights:?}: refused {:?} ({e}), which the model accepts",
                    String::from_utf8_lossy(input)
                )));
            }
        }
        check_pairs(input, weights)?;
    }
    Ok(())
}

/// Reads `input` as pairs: no panic, a well-placed error, agreement with the model.
fn check_pairs(input: &[u8], weights: Weights) -> Result<(), TestCaseError> {
    let got = read_pairs_with(input, weights);
    let want = model_pairs(input, weights);
    match (&got, &want) {
        (Err(e), None) => check_error(input, e),
        (Ok(p), Some((labels, edges))) => {
            let got_labels: Vec<String> = (0..p.labels.len() as u32)
                .map(|v| p.labels.get(v).to_string())
                .collect();
            prop_assert_eq!(&got_labels, labels);
            prop_assert_eq!(&p.graph, &Graph::from_edges(labels.len(), edges));
            Ok(())
        }
        (Ok(_), None) => Err(TestCaseError::fail(format!(
            "pairs {weights:?}: accepted {:?}, which the model refuses",
            String::from_utf8_lossy(input)
        ))),
        (Err(e), Some(_)) => Err(TestCaseError::fail(format!(
            "pairs {weights:?}: refused {:?} ({e}), which the model accepts",
            String::from_utf8_lossy(input)
        ))),
    }
}

/// 1-based line and column of byte `offset`.
fn line_col(input: &[u8], offset: usize) -> (usize, usize) {
    let before = &input[..offset];
    let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    (line, offset - line_start + 1)
}

// ---------------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------------

/// A run of separators; `min` 1 between tokens, 0 at the ends.
fn space(min: usize) -> impl Strategy<Value = Vec<u8>> {
    proptest::collection::vec(
        prop_oneof![
            6 => Just(b' '),
            4 => Just(b'\n'),
            1 => Just(b'\t'),
            1 => Just(b'\r'),
            1 => Just(b'\x0b'),
            1 => Just(b'\x0c'),
        ],
        min..min + 3,
    )
}

/// A run of blanks within a line; `min` 1 between tokens.
fn inline_space(min: usize) -> impl Strategy<Value = Vec<u8>> {
    proptest::collection::vec(
        prop_oneof![
            6 => Just(b' '),
            2 => Just(b'\t'),
            1 => Just(b'\r'),
            1 => Just(b'\x0b'),
            1 => Just(b'\x0c'),
        ],
        min..min + 3,
    )
}

/// The end of a line: blanks, a newline, and now and then blank lines.
fn line_break() -> impl Strategy<Value = Vec<u8>> {
    (inline_space(0), space(0)).prop_map(|(mut blanks, after)| {
        blanks.push(b'\n');
        blanks.extend(after);
        blanks
    })
}

/// Bytes that matter to the readers, and now and then any byte.
fn interesting_byte() -> impl Strategy<Value = u8> + Clone {
    prop_oneof![
        4 => b'0'..=b'9',
        3 => Just(b'.'),
        3 => Just(b'#'),
        3 => Just(b' '),
        3 => Just(b'\n'),
        1 => Just(b'\r'),
        1 => Just(b'\t'),
        1 => Just(b'-'),
        1 => Just(b'x'),
        1 => Just(0x00),
        1 => Just(0x7f),
        1 => Just(0xff),
        1 => Just(0xc3),
        2 => any::<u8>(),
    ]
}

/// A board of up to 9x9 cells with random free cells.
fn board() -> impl Strategy<Value = Board> {
    (1u32..=9, 1u32..=9).prop_flat_map(|(rows, cols)| {
        proptest::collection::vec(any::<bool>(), (rows * cols) as usize)
            .prop_map(move |free| Board::from_fn(rows, cols, |r, c| free[(r * cols + c) as usize]))
    })
}

/// A rendered input and the byte offset where each token starts.
#[derive(Clone, Debug)]
struct Rendered {
    bytes: Vec<u8>,
    token_starts: Vec<usize>,
}

/// Joins tokens with the given separators (`seps.len() == tokens.len() + 1`: leading, between,
/// trailing).
fn render(tokens: &[Vec<u8>], seps: &[Vec<u8>]) -> Rendered {
    assert_eq!(seps.len(), tokens.len() + 1);
    let mut bytes = seps[0].clone();
    let mut token_starts = Vec::new();
    for (token, sep) in tokens.iter().zip(&seps[1..]) {
        token_starts.push(bytes.len());
        bytes.extend_from_slice(token);
        bytes.extend_from_slice(sep);
    }
    Rendered {
        bytes,
        token_starts,
    }
}

/// Separators for `count` tokens: possibly empty at the ends, non-empty between.
fn separators(count: usize) -> impl Strategy<Value = Vec<Vec<u8>>> {
    (
        space(0),
        proptest::collection::vec(space(1), count.saturating_sub(1)),
        space(0),
    )
        .prop_map(|(first, mut middle, last)| {
            middle.insert(0, first);
            middle.push(last);
            middle
        })
}

/// A board written in the judges' format. Free cells are `.`, or, with `fancy`, any visible
/// ASCII character but `#` (for [`CellRule::AnyButHash`]).
fn board_text(fancy: bool) -> impl Strategy<Value = (Board, Rendered)> {
    board().prop_flat_map(move |board| {
        let cells = (board.rows() * board.cols()) as usize;
        let rows = board.rows() as usize;
        let free_char = if fancy {
            (b'!'..=b'~').prop_filter("not #", |&b| b != b'#').boxed()
        } else {
            Just(b'.').boxed()
        };
        (
            Just(board),
            proptest::collection::vec(free_char, cells),
            separators(2 + rows),
        )
            .prop_map(|(board, chars, seps)| {
                let mut tokens = vec![
                    board.rows().to_string().into_bytes(),
                    board.cols().to_string().into_bytes(),
                ];
                for r in 0..board.rows() {
                    tokens.push(
                        (0..board.cols())
                            .map(|c| {
                                if board.is_free(r, c) {
                                    chars[(r * board.cols() + c) as usize]
                                } else {
                                    b'#'
                                }
                            })
                            .collect(),
                    );
                }
                let rendered = render(&tokens, &seps);
                (board, rendered)
            })
    })
}

/// A graph on up to 12 vertices with up to 20 edges (parallel edges allowed, no self-loops),
/// written as an edge list.
fn edge_list_text() -> impl Strategy<Value = (usize, Vec<(u32, u32)>, Rendered)> {
    (1usize..=12)
        .prop_flat_map(|n| {
            let edge = (0..n as u32, 1..n.max(2) as u32)
                .prop_map(move |(u, d)| (u, (u + d) % n as u32))
                .prop_filter("no self-loops", |(u, v)| u != v);
            let edges = if n == 1 {
                Just(Vec::new()).boxed()
            } else {
                proptest::collection::vec(edge, 0..20).boxed()
            };
            (Just(n), edges)
        })
        .prop_flat_map(|(n, edges)| {
            // The header and each edge on a line of their own.
            let seps = (
                space(0),
                proptest::collection::vec((inline_space(1), line_break()), edges.len() + 1),
            )
                .prop_map(|(first, pairs)| {
                    let mut seps = vec![first];
                    for (within, end) in pairs {
                        seps.push(within);
                        seps.push(end);
                    }
                    seps
                });
            (Just(n), Just(edges), seps)
        })
        .prop_map(|(n, edges, seps)| {
            let mut tokens = vec![
                n.to_string().into_bytes(),
                edges.len().to_string().into_bytes(),
            ];
            for &(u, v) in &edges {
                tokens.push((u + 1).to_string().into_bytes());
                tokens.push((v + 1).to_string().into_bytes());
            }
            let rendered = render(&tokens, &seps);
            (n, edges, rendered)
        })
}

/// Headerless pairs as tools write them: number and name labels (and the same number with a
/// leading zero, another label), comments, blank lines, NetworkX data, weights, stray tokens.
fn pairs_text() -> impl Strategy<Value = Vec<u8>> {
    let label = prop_oneof![
        6 => (0u32..6).prop_map(|v| v.to_string()),
        1 => (0u32..3).prop_map(|v| format!("0{v}")),
        1 => prop_oneof![Just("alice"), Just("bob"), Just("\u{e9}t\u{e9}")].prop_map(String::from),
    ];
    let rest = prop_oneof![
        6 => Just(""),
        2 => Just(" {}"),
        1 => Just(" {'weight': 1, 'c': 'x'}  "),
        2 => Just("\t1.5"),
        1 => Just(" 1 2"),
        1 => Just(" {'weight'"),
    ];
    let line = prop_oneof![
        8 => (label.clone(), inline_space(1), label, rest, inline_space(0))
            .prop_map(|(a, sep, b, rest, end)| {
                let mut line = a.into_bytes();
                line.extend(sep);
                line.extend(b.into_bytes());
                line.extend(rest.as_bytes());
                line.extend(end);
                line.push(b'\n');
                line
            }),
        1 => Just(b"# FromNodeId\tToNodeId\n".to_vec()),
        1 => Just(b"  % KONECT\n".to_vec()),
        1 => Just(b"\n".to_vec()),
        1 => Just(b"7\n".to_vec()),
    ];
    proptest::collection::vec(line, 0..10).prop_map(|lines| lines.concat())
}

/// Inputs made of plausible tokens (numbers small and huge, rows, junk) with random spacing:
/// these reach deeper into the readers than uniformly random bytes. `MAX_VERTICES` itself is
/// left out on purpose: `"268435456 0"` is a valid edge list whose graph takes gigabytes.
fn token_soup() -> impl Strategy<Value = Vec<u8>> {
    let token = prop_oneof![
        4 => (0u64..6).prop_map(|v| v.to_string().into_bytes()),
        2 => (0u64..40).prop_map(|v| v.to_string().into_bytes()),
        1 => any::<u64>().prop_map(|v| v.to_string().into_bytes()),
        1 => Just(b"99999999999999999999999".to_vec()),
        1 => Just(b"4294967295".to_vec()),
        1 => Just(b"4294967296".to_vec()),
        1 => Just(b"268435457".to_vec()),
        1 => Just(b"18446744073709551615".to_vec()),
        1 => Just(b"18446744073709551616".to_vec()),
        4 => proptest::collection::vec(prop_oneof![Just(b'.'), Just(b'#')], 1..6),
        1 => proptest::collection::vec(interesting_byte(), 1..4)
            .prop_map(|t| t.into_iter().filter(|&b| !is_space(b)).collect()),
    ];
    (
        proptest::collection::vec(token, 0..10),
        proptest::collection::vec(space(1), 11),
    )
        .prop_map(|(tokens, seps)| {
            let mut bytes = Vec::new();
            for (token, sep) in tokens.iter().zip(&seps) {
                bytes.extend_from_slice(token);
                bytes.extend_from_slice(sep);
            }
            bytes
        })
}

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

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
        check_pairs(&text, Weights::Refuse)?;
        check_pairs(&text, Weights::Ignore)?;
    }

    #[test]
    fn mutated_pairs(text in pairs_text(), edits in edits(interesting_byte())) {
        check_edge_list(&mutate(text, &edits))?;
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
            match model_edge_list(prefix, Weights::Refuse) {
                None => check_error(prefix, &got.unwrap_err()).unwrap(),
                Some((n, edges)) => assert_eq!(got.unwrap(), Graph::from_edges(n, &edges)),
            }
        }
    }
}
