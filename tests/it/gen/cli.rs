//! `bigame gen` on the command line: the same bytes as the library in every format, output
//! files named by format and gzip, and bad options refused with one line and exit status 2.

use super::*;

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
        let path = common::temp_path("gen", name);
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
        "--seed",
        "6",
    ];
    let bytes = gen_ok(&args);
    let spec = BunnySpec {
        immovable_percent: 5,
        best_percent: 70,
        ..BunnySpec::new(20, 20, 100)
    };
    assert_eq!(bytes, record_text(&random_record(&spec, 6).unwrap()));
    let record = read_record(&bytes).unwrap();
    check_record(&record, &spec, "the CLI's record");
    // --second-wins, the old name of the judge's ending, is the default now.
    assert_eq!(gen_ok(&[&args[..], &["--second-wins"]].concat()), bytes);
    // Without --immovable: the library's default; --open-end: the library's open end.
    let short = [
        "bunny", "--rows", "20", "--cols", "20", "-k", "100", "--seed", "6",
    ];
    let spec = BunnySpec::new(20, 20, 100);
    assert_eq!(
        gen_ok(&short),
        record_text(&random_record(&spec, 6).unwrap())
    );
    let open = BunnySpec {
        open_end: true,
        ..spec
    };
    assert_eq!(
        gen_ok(&[&short[..], &["--open-end"]].concat()),
        record_text(&random_record(&open, 6).unwrap())
    );
    // `bigame review` accepts it.
    let path = common::temp_path("gen", "record.in");
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
        &["bunny", "--rows", "30", "--cols", "30", "-k", "100"],
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
            "the longest reached",
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
            "at most 45 (n (n - 1) / 2); add --multi",
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
            "at most 12 (3 x 4); add --multi",
        ),
        (
            &[
                "graph", "-n", "10", "-m", "5", "--simple", "--multi", "--seed", "1",
            ],
            "cannot be used",
        ),
        (
            &[
                "bunny",
                "--rows",
                "5",
                "--cols",
                "5",
                "-k",
                "2",
                "--open-end",
                "--second-wins",
                "--seed",
                "1",
            ],
            "cannot be used",
        ),
        (
            &[
                "bunny",
                "--rows",
                "6",
                "--cols",
                "6",
                "-k",
                "5",
                "--immovable",
                "0",
                "--best",
                "100",
                "--seed",
                "1",
            ],
            "full 6 x 6 checkerboard",
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
    let path = common::temp_path("gen", "never.txt");
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
