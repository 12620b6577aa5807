//! Generators of inputs: valid boards, edge lists and pairs rendered with every kind of
//! spacing, interesting bytes to mutate them with, and token soups.

use super::*;

/// A run of separators; `min` 1 between tokens, 0 at the ends.
pub(crate) fn space(min: usize) -> impl Strategy<Value = Vec<u8>> {
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
pub(crate) fn inline_space(min: usize) -> impl Strategy<Value = Vec<u8>> {
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
pub(crate) fn line_break() -> impl Strategy<Value = Vec<u8>> {
    (inline_space(0), space(0)).prop_map(|(mut blanks, after)| {
        blanks.push(b'\n');
        blanks.extend(after);
        blanks
    })
}

/// Bytes that matter to the readers, and now and then any byte.
pub(crate) fn interesting_byte() -> impl Strategy<Value = u8> + Clone {
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
pub(crate) fn board() -> impl Strategy<Value = Board> {
    (1u32..=9, 1u32..=9).prop_flat_map(|(rows, cols)| {
        proptest::collection::vec(any::<bool>(), (rows * cols) as usize)
            .prop_map(move |free| Board::from_fn(rows, cols, |r, c| free[(r * cols + c) as usize]))
    })
}

/// A rendered input and the byte offset where each token starts.
#[derive(Clone, Debug)]
pub(crate) struct Rendered {
    pub(crate) bytes: Vec<u8>,
    pub(crate) token_starts: Vec<usize>,
}

/// Joins tokens with the given separators (`seps.len() == tokens.len() + 1`: leading, between,
/// trailing).
pub(crate) fn render(tokens: &[Vec<u8>], seps: &[Vec<u8>]) -> Rendered {
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
pub(crate) fn separators(count: usize) -> impl Strategy<Value = Vec<Vec<u8>>> {
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
pub(crate) fn board_text(fancy: bool) -> impl Strategy<Value = (Board, Rendered)> {
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
pub(crate) fn edge_list_text() -> impl Strategy<Value = (usize, Vec<(u32, u32)>, Rendered)> {
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
pub(crate) fn pairs_text() -> impl Strategy<Value = Vec<u8>> {
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
pub(crate) fn token_soup() -> impl Strategy<Value = Vec<u8>> {
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

/// Bytes that matter to the CSV reader.
pub(crate) fn csv_byte() -> impl Strategy<Value = u8> + Clone {
    prop_oneof![
        4 => b'0'..=b'9',
        3 => Just(b','),
        2 => Just(b' '),
        2 => Just(b'\n'),
        1 => Just(b'\r'),
        1 => Just(b'"'),
        1 => Just(b'#'),
        1 => Just(b'{'),
        1 => Just(b'}'),
        2 => b'a'..=b'z',
    ]
}

/// CSV edges: an optional header row, then lines `u,v` with labels that are numbers or words,
/// now and then quoted, padded with blanks, followed by more columns, or a self-loop.
pub(crate) fn csv_text() -> impl Strategy<Value = Vec<u8>> {
    let label = prop_oneof![
        (0u32..12).prop_map(|n| n.to_string()),
        "[a-e]{1,3}",
        Just("source".to_string()),
    ];
    let field = (label, any::<bool>(), 0u8..3).prop_map(|(l, quoted, pad)| {
        let l = if quoted { format!("\"{l}\"") } else { l };
        let pad = " ".repeat(pad as usize);
        format!("{pad}{l}{pad}")
    });
    let extra = prop_oneof![
        4 => Just(String::new()),
        1 => Just(",1.5".to_string()),
        1 => Just(",2,1300000".to_string()),
        1 => Just(",{'weight': 1, 'w': 2}".to_string()),
    ];
    let line = (field.clone(), field, extra).prop_map(|(a, b, e)| format!("{a},{b}{e}"));
    let header = prop_oneof![
        Just(String::new()),
        Just("Source,Target\n".to_string()),
        Just("a,b\n".to_string()),
        Just("source,target,weight\n".to_string()),
        Just(",source,target\n".to_string()),
        Just("# comment\n".to_string()),
    ];
    (header, proptest::collection::vec(line, 1..8), any::<bool>()).prop_map(
        |(header, lines, crlf)| {
            let end = if crlf { "\r\n" } else { "\n" };
            let mut text = header;
            for line in lines {
                text.push_str(&line);
                text.push_str(end);
            }
            text.into_bytes()
        },
    )
}
