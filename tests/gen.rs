//! The generators (`bigame::generate`, `bigame gen`): what they write reads back through the
//! crate's readers as the same board, record or graph in every format; the same seed gives
//! the same bytes; records are legal, as long as asked, and with `--second-wins` end with the
//! first player stuck; sizes and densities are what was asked for; bad options are refused
//! with one line and exit status 2.

use assert_cmd::Command;
use bigame::board::Board;
use bigame::format::board_text::{CellRule, read_board, write_board};
use bigame::format::dimacs::write_dimacs;
use bigame::format::edge_list::write_edge_list;
use bigame::format::graph_input::{InputFormat, gunzip, is_gzip, read_graph};
use bigame::format::json_graph::write_json_graph;
use bigame::format::matrix_market::write_matrix_market;
use bigame::format::noi2011::{Record, read_record, write_record};
use bigame::game::Position;
use bigame::generate::graph::{MAX_GENERATED_EDGES, edges_for_degree};
use bigame::generate::{
    BoardSpec, BunnySpec, GenError, GeneratedGraph, GraphSpec, HoleShape, Policy,
    random_free_board, random_graph, random_record,
};
use bigame::graph::{Adjacency, Graph};
use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

fn bigame() -> Command {
    let mut cmd = assert_cmd::cargo::cargo_bin_cmd!("bigame");
    cmd.timeout(Duration::from_secs(30));
    cmd
}

/// A fresh path under the tests' temporary directory (not created).
fn temp_path(name: &str) -> PathBuf {
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("gen");
    std::fs::create_dir_all(&dir).unwrap();
    let unique = COUNTER.fetch_add(1, Ordering::Relaxed);
    dir.join(format!("{}.{unique}.{name}", std::process::id()))
}

/// The edges as a sorted multiset of `(min, max)` pairs.
fn edge_multiset(g: &Graph) -> Vec<(u32, u32)> {
    let mut edges: Vec<_> = g.edges().map(|(u, v)| (u.min(v), u.max(v))).collect();
    edges.sort_unstable();
    edges
}

fn gzip(data: &[u8]) -> Vec<u8> {
    let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    e.write_all(data).unwrap();
    e.finish().unwrap()
}

/// The graph in every format it can be written in, each also gzip-compressed.
fn every_format(g: &GeneratedGraph) -> Vec<(InputFormat, bool, Vec<u8>)> {
    let mut plain = Vec::new();
    let mut text = Vec::new();
    write_edge_list(&mut text, &g.graph).unwrap();
    plain.push((InputFormat::EdgeList, text));
    let mut text = Vec::new();
    write_dimacs(&mut text, &g.graph).unwrap();
    plain.push((InputFormat::Dimacs, text));
    let mut text = Vec::new();
    write_json_graph(&mut text, &g.graph).unwrap();
    plain.push((InputFormat::Json, text));
    if let Some(sides) = g.sides() {
        let mut text = Vec::new();
        write_matrix_market(&mut text, &g.graph, &sides).unwrap();
        plain.push((InputFormat::MatrixMarket, text));
    }
    let mut all = Vec::new();
    for (format, text) in plain {
        all.push((format, true, gzip(&text)));
        all.push((format, false, text));
    }
    all
}

/// Reads a graph file's bytes back (gzip undone, format sniffed from the content) and checks it
/// is `g`: same vertex count, same sorted edge multiset, and for Matrix Market the same sides.
fn check_reads_back(bytes: &[u8], g: &GeneratedGraph, format: InputFormat, what: &str) {
    let text = if is_gzip(bytes) {
        gunzip(bytes).unwrap()
    } else {
        bytes.to_vec()
    };
    assert_eq!(InputFormat::sniff(&text), format, "{what}");
    let read = read_graph(&text, format).unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_eq!(
        read.graph.vertex_count(),
        g.graph.vertex_count(),
        "{what}: vertices"
    );
    assert_eq!(
        edge_multiset(&read.graph),
        edge_multiset(&g.graph),
        "{what}: edges"
    );
    if format == InputFormat::MatrixMarket {
        assert_eq!(read.rows, g.left, "{what}: rows");
    }
}

fn graph_specs() -> Vec<GraphSpec> {
    vec![
        GraphSpec::general(1, 0),
        GraphSpec::general(2, 5).multi(),
        GraphSpec::general(50, 120).multi(),
        GraphSpec::general(50, 120),
        GraphSpec::general(12, 60), // dense: 60 of 66 pairs
        GraphSpec::general(12, 66), // complete
        GraphSpec::bipartite(7, 13, 40).multi(),
        GraphSpec::bipartite(7, 13, 40),
        GraphSpec::bipartite(7, 13, 91), // dense: 91 of 91
        GraphSpec::bipartite(30, 1, 10),
        GraphSpec::bipartite(3, 4, 0),
    ]
}

#[test]
fn graphs_read_back_in_every_format() {
    for spec in graph_specs() {
        for seed in [0, 1, 99] {
            let g = random_graph(&spec, seed).unwrap();
            for (format, zipped, bytes) in every_format(&g) {
                let what = format!("{spec:?} seed {seed} {format} gzip {zipped}");
                check_reads_back(&bytes, &g, format, &what);
            }
        }
    }
}

#[test]
fn graphs_have_the_size_asked_for() {
    for spec in graph_specs() {
        let g = random_graph(&spec, 5).unwrap();
        assert_eq!(g.graph.vertex_count(), spec.vertices as usize, "{spec:?}");
        assert_eq!(g.graph.edge_count() as u64, spec.edges, "{spec:?}");
        let edges = edge_multiset(&g.graph);
        assert!(edges.iter().all(|&(u, v)| u != v), "{spec:?}: self-loop");
        if spec.simple {
            let mut distinct = edges.clone();
            distinct.dedup();
            assert_eq!(distinct.len(), edges.len(), "{spec:?}: parallel edges");
        }
        if let Some(left) = spec.left {
            assert!(
                edges.iter().all(|&(u, v)| u < left && v >= left),
                "{spec:?}: an edge within a side"
            );
        }
    }
}

#[test]
fn multigraphs_do_repeat_pairs_and_spread_edges() {
    // 2000 edges on 3 pairs must repeat; on 1000 vertices they should reach most vertices.
    let g = random_graph(&GraphSpec::general(3, 2000).multi(), 1).unwrap();
    assert_eq!(g.graph.edge_count(), 2000);
    let mut pairs = edge_multiset(&g.graph);
    pairs.dedup();
    assert_eq!(pairs.len(), 3);
    let g = random_graph(&GraphSpec::general(1000, 3000).multi(), 1).unwrap();
    let touched = (0..1000).filter(|&v| g.graph.degree(v) > 0).count();
    assert!(touched > 950, "{touched} vertices have an edge");
    // Average degree d: m = round(n d / 2).
    assert_eq!(edges_for_degree(1001, 3.0), Ok(1502));
    assert!(edges_for_degree(10, f64::NAN).is_err());
    assert!(edges_for_degree(u32::MAX, 1000.0).is_err());
}

#[test]
fn same_seed_same_graph_other_seed_other_graph() {
    for spec in [
        GraphSpec::general(200, 500).multi(),
        GraphSpec::general(200, 500),
        GraphSpec::bipartite(100, 80, 600),
    ] {
        let a = random_graph(&spec, 11).unwrap();
        assert_eq!(a, random_graph(&spec, 11).unwrap());
        assert_ne!(a, random_graph(&spec, 12).unwrap());
    }
}

#[test]
fn too_large_graphs_are_refused_before_allocating() {
    for spec in [
        GraphSpec::general(u32::MAX, 10),
        GraphSpec::general(1000, MAX_GENERATED_EDGES + 1),
        GraphSpec::general(1000, u64::MAX),
        GraphSpec::bipartite(u32::MAX, u32::MAX, 1),
        GraphSpec::general(1 << 27, 1),
    ] {
        assert!(
            matches!(random_graph(&spec, 1), Err(GenError::Invalid(_))),
            "{spec:?}"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Free-cell boards
// ---------------------------------------------------------------------------------------------

fn board_text(board: &Board) -> Vec<u8> {
    let mut out = Vec::new();
    write_board(&mut out, board).unwrap();
    out
}

#[test]
fn boards_read_back_and_have_the_size_and_density_asked_for() {
    for (rows, cols, blocked) in [(1, 1, 0), (1, 40, 50), (37, 1, 10), (200, 150, 30)] {
        for shape in [HoleShape::Rect, HoleShape::Blob] {
            for holes in [0, 4] {
                let spec = BoardSpec {
                    rows,
                    cols,
                    blocked_percent: blocked,
                    holes,
                    hole_shape: shape,
                };
                let board = random_free_board(&spec, 3).unwrap();
                let text = board_text(&board);
                assert_eq!(read_board(&text, CellRule::Strict).unwrap(), board);
                assert_eq!((board.rows(), board.cols()), (rows, cols));
                if holes == 0 && rows * cols >= 10_000 {
                    let free = board.free_count() as f64 / (rows * cols) as f64;
                    let want = 1.0 - blocked as f64 / 100.0;
                    assert!((free - want).abs() < 0.02, "free share {free}, want {want}");
                }
            }
        }
    }
}

#[test]
fn holes_are_blocked_regions() {
    let base = BoardSpec::new(60, 80);
    assert_eq!(random_free_board(&base, 1).unwrap().free_count(), 4800);
    for shape in [HoleShape::Rect, HoleShape::Blob] {
        let one = BoardSpec {
            holes: 1,
            hole_shape: shape,
            ..base
        };
        let many = BoardSpec { holes: 12, ..one };
        let a = random_free_board(&one, 7).unwrap().free_count();
        let b = random_free_board(&many, 7).unwrap().free_count();
        // One hole covers at most 15 x 20 cells.
        assert!((4800 - 300..4800).contains(&a), "{shape:?}: {a}");
        assert!(b < a, "{shape:?}: {b} >= {a}");
    }
}

#[test]
fn same_seed_same_board_other_seed_other_board() {
    let spec = BoardSpec {
        blocked_percent: 25,
        holes: 3,
        hole_shape: HoleShape::Blob,
        ..BoardSpec::new(30, 30)
    };
    let a = board_text(&random_free_board(&spec, 4).unwrap());
    assert_eq!(a, board_text(&random_free_board(&spec, 4).unwrap()));
    assert_ne!(a, board_text(&random_free_board(&spec, 5).unwrap()));
}

// ---------------------------------------------------------------------------------------------
// Bunny-and-Egg records
// ---------------------------------------------------------------------------------------------

fn record_text(record: &Record) -> Vec<u8> {
    let mut out = Vec::new();
    write_record(&mut out, record).unwrap();
    out
}

/// Replays the record on the engine; returns whether the first player, to move after the
/// last ply, has no legal move.
fn first_player_stuck_at_the_end(record: &Record) -> bool {
    let board = &record.board;
    let mut position = Position::new(board, board.empty_vertex());
    for &v in &record.moves {
        position.play(v).expect("a legal move");
    }
    position.legal_moves().is_empty()
}

fn bunny_specs() -> Vec<BunnySpec> {
    let mut specs = Vec::new();
    for (rows, cols, k) in [(1, 2, 0), (1, 3, 1), (4, 5, 3), (12, 9, 40), (40, 40, 700)] {
        for second_wins in [false, true] {
            for (immovable, best, policy) in [
                (0, 50, Policy::Tour),
                (0, 0, Policy::Tour),
                (0, 100, Policy::Tour),
                (10, 50, Policy::Tour),
            ] {
                specs.push(BunnySpec {
                    immovable_percent: immovable,
                    best_percent: best,
                    policy,
                    second_wins,
                    ..BunnySpec::new(rows, cols, k)
                });
            }
        }
    }
    specs.push(BunnySpec {
        policy: Policy::Random,
        ..BunnySpec::new(8, 8, 6)
    });
    specs
}

#[test]
fn records_are_legal_as_long_as_asked_and_read_back() {
    for spec in bunny_specs() {
        for seed in [1, 2] {
            let record = match random_record(&spec, seed) {
                Ok(r) => r,
                // Immovable pieces can cut a long game short: then it must say so.
                Err(GenError::Stuck { asked, reached, .. }) if spec.immovable_percent > 0 => {
                    assert!(reached < asked);
                    continue;
                }
                Err(e) => panic!("{spec:?} seed {seed}: {e}"),
            };
            let what = format!("{spec:?} seed {seed}");
            assert_eq!(
                record.moves.len(),
                2 * spec.moves_per_player as usize,
                "{what}"
            );
            let text = record_text(&record);
            // The reader checks every move against the rules.
            let read = read_record(&text).unwrap_or_else(|e| panic!("{what}: {e}"));
            assert_eq!(read.board, record.board, "{what}");
            assert_eq!(read.moves, record.moves, "{what}");
            assert_eq!(read.moves_per_player, spec.moves_per_player, "{what}");
            assert_eq!(
                (read.board.rows(), read.board.cols()),
                (spec.rows, spec.cols)
            );
            if spec.second_wins {
                assert!(first_player_stuck_at_the_end(&read), "{what}");
            }
        }
    }
}

#[test]
fn a_full_checkerboard_has_every_piece_movable() {
    let record = random_record(&BunnySpec::new(15, 17, 20), 8).unwrap();
    let b = &record.board;
    assert!((0..15).all(|r| (0..17).all(|c| b.is_movable(r, c))));
    let spec = BunnySpec {
        immovable_percent: 40,
        ..BunnySpec::new(60, 60, 1)
    };
    let record = random_record(&spec, 8).unwrap();
    let b = &record.board;
    let fixed = (0..60)
        .flat_map(|r| (0..60).map(move |c| (r, c)))
        .filter(|&(r, c)| !b.is_movable(r, c))
        .count();
    assert!((1240..1640).contains(&fixed), "{fixed} immovable of 3600");
}

#[test]
fn mixed_records_contain_mistakes_and_best_play_none_by_the_winner() {
    use bigame::game::review;
    let mut mistakes = [0usize; 2];
    for (i, best) in [100, 0].into_iter().enumerate() {
        for seed in 0..10 {
            // Immovable pieces make positions where some moves lose (on a full checkerboard
            // nearly every move of a winning player wins).
            let spec = BunnySpec {
                best_percent: best,
                immovable_percent: 15,
                policy: Policy::Random,
                ..BunnySpec::new(12, 12, 4)
            };
            let record = random_record(&spec, seed).unwrap();
            let mut position = Position::new(&record.board, record.board.empty_vertex());
            let plies = review(&mut position, &record.moves).unwrap();
            mistakes[i] += plies.iter().filter(|p| p.is_mistake()).count();
        }
    }
    assert_eq!(
        mistakes[0], 0,
        "perfect play by the winner makes no mistakes"
    );
    assert!(mistakes[1] > 0, "random play makes mistakes");
}

#[test]
fn stuck_games_are_reported_never_shortened() {
    // Random walks on a board with many immovable pieces trap themselves long before 2k plies.
    let spec = BunnySpec {
        policy: Policy::Random,
        immovable_percent: 50,
        ..BunnySpec::new(50, 50, 1000)
    };
    match random_record(&spec, 1) {
        Err(GenError::Stuck {
            asked,
            reached,
            attempts,
        }) => {
            assert_eq!(asked, 2000);
            assert!(reached < 2000 && attempts > 1);
        }
        other => panic!("{other:?}"),
    }
    // More plies than cells: refused outright.
    assert!(matches!(
        random_record(&BunnySpec::new(5, 5, 13), 1),
        Err(GenError::Invalid(_))
    ));
    assert!(random_record(&BunnySpec::new(5, 5, 12), 1).is_ok());
}

#[test]
fn same_seed_same_record_other_seed_other_record() {
    let spec = BunnySpec {
        second_wins: true,
        ..BunnySpec::new(20, 20, 50)
    };
    let a = record_text(&random_record(&spec, 3).unwrap());
    assert_eq!(a, record_text(&random_record(&spec, 3).unwrap()));
    assert_ne!(a, record_text(&random_record(&spec, 4).unwrap()));
}

// ---------------------------------------------------------------------------------------------
// The command line
// ---------------------------------------------------------------------------------------------

/// Runs `bigame gen ARGS`, requires success with nothing on stderr, returns stdout.
fn gen_ok(args: &[&str]) -> Vec<u8> {
    let out = bigame().arg("gen").args(args).output().unwrap();
    assert!(
        out.status.success() && out.stderr.is_empty(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

#[test]
fn cli_graph_matches_the_library_in_every_format() {
    let cases: [(&[&str], GraphSpec); 5] = [
        (&["-n", "40", "-m", "90"], GraphSpec::general(40, 90)),
        (
            &["-n", "40", "-m", "90", "--multi"],
            GraphSpec::general(40, 90).multi(),
        ),
        // --simple: the default, still accepted.
        (
            &["-n", "40", "-d", "4.5", "--simple"],
            GraphSpec::general(40, 90),
        ),
        (
            &["--bipartite", "-n", "40", "-m", "90", "--multi"],
            GraphSpec::bipartite(20, 20, 90).multi(),
        ),
        (
            &["--bipartite", "--left", "15", "--right", "25", "-m", "90"],
            GraphSpec::bipartite(15, 25, 90),
        ),
    ];
    for (args, spec) in cases {
        let g = random_graph(&spec, 21).unwrap();
        let mut formats = vec![
            ("edge-list", InputFormat::EdgeList),
            ("dimacs", InputFormat::Dimacs),
            ("json", InputFormat::Json),
        ];
        if spec.left.is_some() {
            formats.push(("matrix-market", InputFormat::MatrixMarket));
        }
        for (name, format) in formats {
            for gz in [false, true] {
                let mut all = args.to_vec();
                all.extend(["--seed", "21", "--format", name]);
                if gz {
                    all.push("--gzip");
                }
                let bytes = gen_ok(&[&["graph"], &all[..]].concat());
                assert_eq!(is_gzip(&bytes), gz);
                check_reads_back(&bytes, &g, format, &format!("{all:?}"));
            }
        }
    }
}

#[test]
fn cli_left_share_and_default_sides() {
    let bytes = gen_ok(&[
        "graph",
        "-n",
        "10",
        "-m",
        "20",
        "--bipartite",
        "--left",
        "30%",
        "--seed",
        "1",
    ]);
    let g = random_graph(&GraphSpec::bipartite(3, 7, 20), 1).unwrap();
    check_reads_back(&bytes, &g, InputFormat::EdgeList, "--left 30%");
    let bytes = gen_ok(&["graph", "-n", "9", "-m", "20", "--bipartite", "--seed", "1"]);
    let g = random_graph(&GraphSpec::bipartite(5, 4, 20), 1).unwrap();
    check_reads_back(&bytes, &g, InputFormat::EdgeList, "default sides");
}

#[test]
fn cli_output_file_format_and_gzip_from_the_name() {
    let g = random_graph(&GraphSpec::bipartite(6, 6, 20), 2).unwrap();
    for (name, format) in [
        ("g.mtx.gz", InputFormat::MatrixMarket),
        ("g.json", InputFormat::Json),
        ("g.dimacs.gz", InputFormat::Dimacs),
        ("g.txt", InputFormat::EdgeList),
    ] {
        let path = temp_path(name);
        let args = ["graph", "-n", "12", "-m", "20", "--bipartite"];
        let out = gen_ok(&[&args[..], &["--seed", "2", "-o", path.to_str().unwrap()]].concat());
        assert!(out.is_empty(), "{name}: stdout not empty");
        let bytes = std::fs::read(&path).unwrap();
        assert_eq!(is_gzip(&bytes), name.ends_with(".gz"), "{name}");
        check_reads_back(&bytes, &g, format, name);
        std::fs::remove_file(&path).unwrap();
    }
}

#[test]
fn cli_board_and_bunny_match_the_library() {
    let bytes = gen_ok(&[
        "board",
        "--rows",
        "25",
        "--cols",
        "31",
        "--blocked",
        "20",
        "--holes",
        "3",
        "--hole-shape",
        "blob",
        "--seed",
        "6",
    ]);
    let spec = BoardSpec {
        blocked_percent: 20,
        holes: 3,
        hole_shape: HoleShape::Blob,
        ..BoardSpec::new(25, 31)
    };
    assert_eq!(bytes, board_text(&random_free_board(&spec, 6).unwrap()));
    assert!(read_board(&bytes, CellRule::Strict).is_ok());

    let args = [
        "bunny",
        "--rows",
        "20",
        "--cols",
        "20",
        "-k",
        "100",
        "--immovable",
        "5",
        "--best",
        "70",
        "--second-wins",
        "--seed",
        "6",
    ];
    let bytes = gen_ok(&args);
    let spec = BunnySpec {
        immovable_percent: 5,
        best_percent: 70,
        second_wins: true,
        ..BunnySpec::new(20, 20, 100)
    };
    assert_eq!(bytes, record_text(&random_record(&spec, 6).unwrap()));
    let record = read_record(&bytes).unwrap();
    assert_eq!(record.moves.len(), 200);
    assert!(first_player_stuck_at_the_end(&record));
    // `bigame review` accepts it.
    let path = temp_path("record.in");
    std::fs::write(&path, &bytes).unwrap();
    bigame().arg("review").arg(&path).assert().success();
    std::fs::remove_file(&path).unwrap();
    // gzip works for every generator.
    let zipped = gen_ok(&[&args[..], &["--gzip"]].concat());
    assert_eq!(gunzip(&zipped).unwrap(), bytes);
}

#[test]
fn cli_same_seed_same_bytes_other_seed_other_bytes() {
    let commands: [&[&str]; 5] = [
        &["board", "--rows", "30", "--cols", "30", "--blocked", "30"],
        &[
            "bunny",
            "--rows",
            "30",
            "--cols",
            "30",
            "-k",
            "100",
            "--second-wins",
        ],
        &["graph", "-n", "300", "-d", "3"],
        &[
            "graph",
            "-n",
            "300",
            "-d",
            "3",
            "--bipartite",
            "--format",
            "matrix-market",
        ],
        &["graph", "-n", "300", "-m", "900", "--multi", "--gzip"],
    ];
    for args in commands {
        let a = gen_ok(&[args, &["--seed", "1"]].concat());
        let b = gen_ok(&[args, &["--seed", "1"]].concat());
        let c = gen_ok(&[args, &["--seed", "2"]].concat());
        assert_eq!(a, b, "{args:?}");
        assert_ne!(a, c, "{args:?}");
    }
}

#[test]
fn cli_bad_options_get_one_line_and_exit_2() {
    let cases: Vec<(&[&str], &str)> = vec![
        (
            &[
                "board",
                "--rows",
                "5",
                "--cols",
                "5",
                "--blocked",
                "101",
                "--seed",
                "1",
            ],
            "percentage",
        ),
        (
            &["board", "--rows", "0", "--cols", "5", "--seed", "1"],
            "at least 1 row",
        ),
        (
            &[
                "board", "--rows", "100000", "--cols", "100000", "--seed", "1",
            ],
            "too many",
        ),
        (
            &[
                "board", "--rows", "2", "--cols", "2", "--holes", "10001", "--seed", "1",
            ],
            "holes",
        ),
        (
            &["board", "--rows", "x", "--cols", "5", "--seed", "1"],
            "invalid value",
        ),
        (&["board", "--rows", "5", "--cols", "5"], "--seed"),
        (
            &[
                "board",
                "--rows",
                "5",
                "--cols",
                "5",
                "--hole-shape",
                "star",
                "--seed",
                "1",
            ],
            "star",
        ),
        (
            &[
                "bunny", "--rows", "3", "--cols", "3", "-k", "5", "--seed", "1",
            ],
            "plies",
        ),
        (
            &[
                "bunny", "--rows", "5000", "--cols", "5000", "-k", "5", "--seed", "1",
            ],
            "too many",
        ),
        (
            &[
                "bunny",
                "--rows",
                "50",
                "--cols",
                "50",
                "-k",
                "1000",
                "--immovable",
                "50",
                "--policy",
                "random",
                "--seed",
                "1",
            ],
            "got stuck after",
        ),
        (
            &[
                "bunny", "--rows", "5", "--cols", "5", "-k", "2", "--best", "200", "--seed", "1",
            ],
            "percentage",
        ),
        (
            &[
                "graph",
                "-n",
                "10",
                "-m",
                "5",
                "--format",
                "matrix-market",
                "--seed",
                "1",
            ],
            "--bipartite",
        ),
        (
            &["graph", "-n", "10", "-m", "46", "--simple", "--seed", "1"],
            "at most 45",
        ),
        (&["graph", "-n", "10", "--seed", "1"], "required"),
        (
            &["graph", "-n", "10", "-m", "5", "-d", "2", "--seed", "1"],
            "cannot be used",
        ),
        (&["graph", "-m", "5", "--seed", "1"], "--vertices"),
        (
            &["graph", "-n", "0", "-m", "0", "--seed", "1"],
            "at least 1 vertex",
        ),
        (
            &["graph", "-n", "1", "-m", "1", "--seed", "1"],
            "no possible edge",
        ),
        (
            &["graph", "-n", "4000000000", "-m", "1", "--seed", "1"],
            "too many",
        ),
        (
            &["graph", "-n", "100", "-m", "100000000000", "--seed", "1"],
            "too many",
        ),
        (&["graph", "-n", "10", "-d", "-1", "--seed", "1"], "degree"),
        (&["graph", "-n", "10", "-d", "nan", "--seed", "1"], "degree"),
        (
            &["graph", "-n", "10", "-m", "5", "--left", "3", "--seed", "1"],
            "--bipartite",
        ),
        (
            &[
                "graph",
                "-n",
                "10",
                "-m",
                "5",
                "--bipartite",
                "--left",
                "150%",
                "--seed",
                "1",
            ],
            "100%",
        ),
        (
            &[
                "graph",
                "-n",
                "10",
                "-m",
                "5",
                "--bipartite",
                "--left",
                "abc",
                "--seed",
                "1",
            ],
            "--left abc",
        ),
        (
            &[
                "graph",
                "-n",
                "10",
                "-m",
                "5",
                "--bipartite",
                "--left",
                "3",
                "--right",
                "3",
                "--seed",
                "1",
            ],
            "not the 10",
        ),
        (
            &[
                "graph",
                "-n",
                "10",
                "-m",
                "5",
                "--bipartite",
                "--left",
                "10",
                "--seed",
                "1",
            ],
            "no possible edge",
        ),
        (
            &[
                "graph",
                "-n",
                "10",
                "-m",
                "5",
                "--bipartite",
                "--right",
                "11",
                "--seed",
                "1",
            ],
            "--right 11",
        ),
        (
            &[
                "graph", "-n", "10", "-m", "5", "--format", "svg", "--seed", "1",
            ],
            "svg",
        ),
        (
            &["graph", "-n", "10", "-m", "46", "--seed", "1"],
            "at most 45",
        ),
        (
            &[
                "graph",
                "--bipartite",
                "--left",
                "3",
                "--right",
                "4",
                "-m",
                "13",
                "--seed",
                "1",
            ],
            "at most 12",
        ),
        (
            &[
                "graph", "-n", "10", "-m", "5", "--simple", "--multi", "--seed", "1",
            ],
            "cannot be used",
        ),
        (&[], "generator"),
        (&["tree", "--seed", "1"], "tree"),
    ];
    for (args, needle) in cases {
        let out = bigame().arg("gen").args(args).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{args:?}: stdout not empty");
        assert!(
            stderr.starts_with("bigame: ") && stderr.matches('\n').count() == 1,
            "{args:?}: not one line: {stderr:?}"
        );
        assert!(
            stderr.contains(needle),
            "{args:?}: {stderr:?} lacks {needle:?}"
        );
    }
}

#[test]
fn cli_refused_options_never_create_the_output_file() {
    let path = temp_path("never.txt");
    let out = bigame()
        .args([
            "gen", "graph", "-n", "3", "-m", "9", "--simple", "--seed", "1", "-o",
        ])
        .arg(&path)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(!path.exists());
}

// ---------------------------------------------------------------------------------------------
// Simple graphs everywhere
// ---------------------------------------------------------------------------------------------

/// Whether the graph has no self-loop and no pair twice.
fn is_simple(g: &Graph) -> bool {
    let edges = edge_multiset(g);
    edges.iter().all(|&(u, v)| u != v) && edges.windows(2).all(|w| w[0] != w[1])
}

#[test]
fn cli_graphs_are_simple_unless_multi() {
    // 150 of the 190 pairs of 20 vertices: independent draws would repeat many of them.
    for args in [
        &["graph", "-n", "20", "-m", "150", "--seed", "1"][..],
        &["graph", "-n", "20", "-m", "190", "--seed", "2"],
        &["graph", "-n", "20", "-d", "3", "--seed", "3"],
        &[
            "graph",
            "-n",
            "20",
            "-m",
            "100",
            "--bipartite",
            "--seed",
            "4",
        ],
        &[
            "graph",
            "-n",
            "20",
            "-m",
            "100",
            "--bipartite",
            "--seed",
            "4",
            "--simple",
        ],
        &["graph", "-n", "2000", "-m", "1999000", "--seed", "5"], // complete: quick too
    ] {
        let bytes = gen_ok(args);
        let g = read_graph(&bytes, InputFormat::EdgeList).unwrap().graph;
        assert!(is_simple(&g), "{args:?}");
    }
    let bytes = gen_ok(&["graph", "-n", "20", "-m", "150", "--multi", "--seed", "1"]);
    let g = read_graph(&bytes, InputFormat::EdgeList).unwrap().graph;
    assert!(!is_simple(&g), "--multi: no pair repeated");
    assert!(
        edge_multiset(&g).iter().all(|&(u, v)| u != v),
        "--multi: a self-loop"
    );
}

#[test]
fn every_hard_family_is_a_simple_graph() {
    use bigame::generate::hard::{Family, hard_graph};
    for family in Family::ALL {
        for size in [50, 1000, 20_000] {
            for relabel in [false, true] {
                let g = hard_graph(family, size, 3, relabel).unwrap();
                assert!(
                    is_simple(&g.graph),
                    "{family} size {size} relabel {relabel}"
                );
            }
        }
    }
}
