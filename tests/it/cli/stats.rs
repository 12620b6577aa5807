//! `--stats` on `analyze`, `board` and `decompose`: the path the input took, one `key: value`
//! line each on stderr, and stdout exactly as without it.

use crate::cli::run::file;
use crate::common::{self, bigame};

/// Runs `bigame <args> FILE` with and without `--stats`; checks that stdout is the same and
/// that stderr is empty without it; returns the stats as (key, value) pairs in order.
fn stats(name: &str, input: &[u8], args: &[&str]) -> Vec<(String, String)> {
    stats_of(&file(name, input), args)
}

/// [`stats`] of the file `path`, named as it is (`file` adds `.txt`).
fn stats_of(path: &common::TempFile, args: &[&str]) -> Vec<(String, String)> {
    let name = path.0.display();
    let path = &path.0;
    let plain = bigame().args(args).arg(path).output().unwrap();
    let with = bigame()
        .args(args)
        .arg("--stats")
        .arg(path)
        .output()
        .unwrap();
    assert!(
        plain.status.success() && with.status.success(),
        "{name} {args:?}"
    );
    assert!(
        plain.stderr.is_empty(),
        "{name} {args:?}: stderr without --stats"
    );
    assert_eq!(
        plain.stdout, with.stdout,
        "{name} {args:?}: --stats changed stdout"
    );
    String::from_utf8(with.stderr)
        .unwrap()
        .lines()
        .map(|line| {
            let (key, value) = line.split_once(": ").unwrap_or_else(|| panic!("{line:?}"));
            (key.to_string(), value.to_string())
        })
        .collect()
}

/// The value of `key`, which must be there once.
fn value<'a>(stats: &'a [(String, String)], key: &str) -> &'a str {
    let found: Vec<_> = stats.iter().filter(|(k, _)| k == key).collect();
    assert_eq!(found.len(), 1, "{key} in {stats:?}");
    &found[0].1
}

/// The keys, in order.
fn keys(stats: &[(String, String)]) -> Vec<&str> {
    stats.iter().map(|(k, _)| k.as_str()).collect()
}

/// A general graph of `n` vertices: a cycle (odd when `n` is) with pseudo-random chords, as
/// an edge list.
fn general_graph(n: u32, chords: u32) -> Vec<u8> {
    let mut edges: Vec<(u32, u32)> = (0..n).map(|v| (v, (v + 1) % n)).collect();
    let mut x = 12345u64;
    for _ in 0..chords {
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let (u, v) = ((x >> 33) as u32 % n, (x >> 13) as u32 % n);
        if u != v {
            edges.push((u, v));
        }
    }
    let mut text = format!("{n} {}\n", edges.len());
    for (u, v) in edges {
        text += &format!("{} {}\n", u + 1, v + 1);
    }
    text.into_bytes()
}

// A graph file's reading comes first (an edge list has no delimiter nor header).
const COMMON: [&str; 5] = [
    "input_format",
    "renumbered",
    "bipartite",
    "start",
    "algorithm",
];

#[test]
fn a_general_graph_reports_blossom_uncapped_and_plausible_work() {
    let n = 3001;
    let s = stats("general", &general_graph(n, 6000), &["analyze"]);
    assert_eq!(keys(&s)[..5], COMMON);
    assert_eq!(value(&s, "input_format"), "edge-list");
    assert_eq!(value(&s, "renumbered"), "no");
    assert_eq!(value(&s, "bipartite"), "no");
    assert_eq!(value(&s, "algorithm"), "blossom");
    assert_eq!(value(&s, "capped"), "no");
    let work: u64 = value(&s, "work").parse().unwrap();
    let units: f64 = value(&s, "work_units").parse().unwrap();
    // Some search ran; and under the cap, the work is below ceil(sqrt V) looks at the graph.
    assert!(work > 0 && units > 0.0, "{s:?}");
    assert!(units <= (n as f64).sqrt().ceil(), "{s:?}");
    let blossom: u64 = value(&s, "blossom_work").parse().unwrap();
    assert!(blossom <= work, "{s:?}");
}

#[test]
fn a_bipartite_graph_reports_the_passes_and_trials_of_ms_bfs() {
    // The path 1 - 2 - ... - 8.
    let s = stats(
        "path",
        b"8 7\n1 2\n2 3\n3 4\n4 5\n5 6\n6 7\n7 8\n",
        &["analyze"],
    );
    assert_eq!(
        keys(&s),
        [
            "input_format",
            "renumbered",
            "bipartite",
            "start",
            "algorithm",
            "passes",
            "hk_dw_phases",
            "pothen_fan_phases",
            "push_relabel_chunks",
            "failed_trials",
            "parallel_copies",
            "self_check",
            "simplify_units",
            "renumber_units",
            "colouring_units",
            "start_units",
            "verdicts_units",
            "check_units",
            "fallback_units",
            "certificate_units",
            "matching_units",
            "work",
            "work_units"
        ]
    );
    assert_eq!(value(&s, "self_check"), "ok");
    assert_eq!(value(&s, "parallel_copies"), "0");
    // The stages around the matching are a few sweeps each.
    let stages: f64 = [
        "simplify_units",
        "colouring_units",
        "start_units",
        "verdicts_units",
        "check_units",
    ]
    .iter()
    .map(|key| value(&s, key).parse::<f64>().unwrap())
    .sum();
    assert!(stages > 1.0 && stages <= 12.0, "{s:?}");
    assert_eq!(value(&s, "bipartite"), "yes");
    assert_eq!(value(&s, "start"), "karp-sipser");
    assert_eq!(value(&s, "algorithm"), "ms-bfs");
    assert!(value(&s, "passes").parse::<u32>().unwrap() >= 1);
    let units: f64 = value(&s, "matching_units").parse().unwrap();
    assert!((0.0..=3.0).contains(&units), "{s:?}");
    // An algorithm without a counter says so rather than print a zero.
    let kuhn = stats(
        "path",
        b"3 2\n1 2\n2 3\n",
        &["analyze", "--algorithm", "kuhn"],
    );
    assert_eq!(value(&kuhn, "start"), "empty");
    assert_eq!(value(&kuhn, "work_units"), "not counted");
}

#[test]
fn boards_report_their_move_sets_path() {
    let board = b"3 4\n....\n.#..\n....\n";
    let rook = stats("board", board, &["board", "--format", "loj6033"]);
    assert_eq!(value(&rook, "bipartite"), "yes");
    assert_eq!(value(&rook, "algorithm"), "ms-bfs");
    let king = stats(
        "board",
        board,
        &["board", "--moves", "king", "--format", "json"],
    );
    assert_eq!(value(&king, "bipartite"), "no");
    assert_eq!(value(&king, "algorithm"), "blossom");
    assert_eq!(value(&king, "capped"), "no");
    value(&king, "work_units").parse::<f64>().unwrap();
}

#[test]
fn decompose_reports_the_path_of_its_matching() {
    let path = b"4 3\n1 2\n2 3\n3 4\n";
    let dm = stats("dm", path, &["decompose"]);
    assert_eq!(value(&dm, "algorithm"), "ms-bfs");
    let edges = stats("edges", &general_graph(41, 60), &["decompose", "--edges"]);
    assert_eq!(value(&edges, "algorithm"), "blossom");
    assert_eq!(value(&edges, "capped"), "no");
}

#[test]
fn decompose_edges_reports_the_work_of_its_searches() {
    // An even cycle with chords: perfectly matchable, odd cycles, so the edges of C need
    // the searches; the lines follow the matching's.
    let edges = stats("even", &general_graph(400, 300), &["decompose", "--edges"]);
    let names = keys(&edges);
    let first = names
        .iter()
        .position(|k| k.starts_with("edge_"))
        .expect("edge lines");
    assert_eq!(
        &names[first..],
        [
            "edge_forced_work",
            "edge_sampled_matchings",
            "edge_sampling_work",
            "edge_cycle_work",
            "edge_barrier_searches",
            "edge_barrier_work",
            "edge_work_units"
        ]
    );
    assert!(
        value(&edges, "edge_sampled_matchings")
            .parse::<u64>()
            .unwrap()
            >= 1
    );
    let units: f64 = value(&edges, "edge_work_units").parse().unwrap();
    assert!(units > 0.0 && units < 400.0, "{units}");
    // Bipartite: Dulmage–Mendelsohn, no searches, no lines.
    let bipartite = stats(
        "even-bip",
        b"4 4\n1 2\n2 3\n3 4\n4 1\n",
        &["decompose", "--edges"],
    );
    assert!(keys(&bipartite).iter().all(|k| !k.starts_with("edge_")));
}

/// Every key `--stats` prints, on runs that take every branch of the stats (every format's
/// reading keys, every algorithm, boards, decompose with and without --edges), is documented
/// in docs/stats.md (a table row `` | `key` | ``), and every key documented there is printed
/// by one of these runs: a new key without its line fails, as does a line for a key gone.
#[test]
fn every_key_is_documented_in_docs_stats_md() {
    let doc = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/stats.md"),
    )
    .unwrap();
    let documented: std::collections::BTreeSet<&str> = doc
        .lines()
        .filter_map(|l| l.strip_prefix("| `")?.split_once("` |").map(|(k, _)| k))
        .collect();
    let hexagon = &b"6 6\n1 2\n2 3\n3 4\n4 5\n5 6\n6 1\n"[..];
    let general = general_graph(41, 60);
    let mut runs: Vec<(&str, &[u8], Vec<&str>)> = vec![
        (
            "pairs.tsv",
            &b"source\ttarget\n1\t2\n2\t3\n"[..],
            vec!["analyze"],
        ),
        (
            "m.mtx",
            &b"%%MatrixMarket matrix coordinate pattern symmetric\n3 3 2\n2 1\n3 2\n"[..],
            vec!["analyze"],
        ),
        ("general.txt", &general, vec!["analyze"]),
        ("board.txt", &b"2 3\n...\n.#.\n"[..], vec!["board"]),
        ("dm.txt", hexagon, vec!["decompose"]),
        ("edges.txt", &general, vec!["decompose", "--edges"]),
    ];
    for algorithm in common::algorithm_names() {
        runs.push((
            "hexagon",
            hexagon,
            vec!["analyze", "--algorithm", algorithm],
        ));
        runs.push((
            "bip",
            hexagon,
            vec!["decompose", "--edges", "--algorithm", algorithm],
        ));
    }
    for algorithm in ["blossom", "micali-vazirani"] {
        runs.push((
            "general",
            &general,
            vec!["analyze", "--algorithm", algorithm],
        ));
    }
    let mut printed = std::collections::BTreeSet::new();
    for (name, input, args) in &runs {
        // Named as given: `m.mtx` is read as Matrix Market by its name.
        let path = common::temp_file("cli-stats", name, input);
        for (key, _) in stats_of(&path, args) {
            assert!(
                documented.contains(key.as_str()),
                "{args:?} prints `{key}`, which docs/stats.md does not document"
            );
            printed.insert(key);
        }
    }
    let stale: Vec<_> = documented
        .iter()
        .filter(|k| !printed.contains(**k))
        .collect();
    assert!(stale.is_empty(), "documented but never printed: {stale:?}");
}

/// `analyze --certificate` (and `board --format json`, whose answer holds the proof) counts
/// the certificate's proof and check under `certificate_units` (at least the check's three
/// looks at the graph), and the whole run's `work_units` takes it in; without a certificate
/// it is zero.
#[test]
fn the_certificate_is_counted_in_the_whole_run() {
    let graph = file("cert_general", &general_graph(1001, 700));
    let certificate = common::cli::temp_file("stats", "certificate.txt", b"");
    let certificate_path = certificate.0.display().to_string();
    let with = stats_of(&graph, &["analyze", "--certificate", &certificate_path]);
    let without = stats_of(&graph, &["analyze"]);
    let units = |s: &[(String, String)], key: &str| value(s, key).parse::<f64>().unwrap();
    assert!(units(&with, "certificate_units") >= 3.0, "{with:?}");
    assert_eq!(units(&without, "certificate_units"), 0.0, "{without:?}");
    let whole = |s: &[(String, String)]| -> f64 {
        s.iter()
            .filter(|(k, _)| k.ends_with("_units") && k != "work_units")
            .map(|(_, v)| v.parse::<f64>().unwrap())
            .sum()
    };
    for s in [&with, &without] {
        // Two decimals a line: the parts' rounding may add up to a few hundredths.
        assert!((whole(s) - units(s, "work_units")).abs() < 0.06, "{s:?}");
    }
    assert!(
        units(&with, "work_units") >= units(&without, "work_units") + 3.0,
        "{with:?} {without:?}"
    );
    // The certificate written is the one `verify` accepts.
    let verified = bigame()
        .args(["verify", &graph.0.display().to_string(), &certificate_path])
        .output()
        .unwrap();
    assert!(verified.status.success(), "{verified:?}");
    // A board's JSON answer carries the same proof, counted the same way.
    let board = file("cert_board", b"3 4\n....\n.#..\n...#\n");
    let json = stats_of(&board, &["board", "--format", "json"]);
    let text = stats_of(&board, &["board"]);
    assert!(units(&json, "certificate_units") >= 3.0, "{json:?}");
    assert_eq!(units(&text, "certificate_units"), 0.0, "{text:?}");
    assert!(
        (whole(&json) - units(&json, "work_units")).abs() < 0.06,
        "{json:?}"
    );
}
