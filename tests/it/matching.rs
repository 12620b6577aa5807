//! `bigame match`: every output format against an exhaustive oracle (the maximum matching's
//! size by dynamic programming, the smallest vertex cover by trying every set) and against the
//! certificate's matching; covers, independent sets and edge covers checked on the graph;
//! parallel edges, self-loops, labels, Matrix Market; every refusal one line with exit 2.

use crate::common::cli::refusal_line;
use crate::common::random::multigraph;
use crate::common::{bigame, temp_file};
use bigame::game::brute::maximum_matching_size;
use bigame::generate::Rng;
use bigame::graph::{Adjacency, Graph, TwoColouring, two_colouring};
use std::collections::HashSet;

/// `n m` and the edges, 1-based, as `bigame gen` writes an edge list.
fn edge_list(g: &Graph) -> String {
    let mut text = format!("{} {}\n", g.vertex_count(), g.edge_count());
    for (u, v) in g.edges() {
        text.push_str(&format!("{} {}\n", u + 1, v + 1));
    }
    text
}

/// `bigame match ARGS FILE` on `text`, its file named `name`: the whole run.
fn output(text: &[u8], name: &str, args: &[&str]) -> std::process::Output {
    let file = temp_file("match", name, text);
    let out = bigame().arg("match").args(args).arg(&*file).output();
    out.unwrap()
}

/// [`output`]'s standard output (exit status 0 asserted).
fn run(text: &str, name: &str, args: &[&str]) -> String {
    let out = output(text.as_bytes(), name, args);
    assert!(out.status.success(), "{args:?} on {text}: {out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// The lines `u v` as 0-based pairs.
fn pairs(text: &str) -> Vec<(u32, u32)> {
    text.lines()
        .map(|l| {
            let (u, v) = l.split_once(' ').unwrap();
            (u.parse::<u32>().unwrap() - 1, v.parse::<u32>().unwrap() - 1)
        })
        .collect()
}

/// Whether `u - v` is an edge of `g`.
fn is_edge(g: &Graph, u: u32, v: u32) -> bool {
    g.neighbors(u).contains(&v)
}

/// Asserts that `m` is a matching of `g`: edges, no vertex twice, `u < v` sorted by `u`.
fn assert_matching(g: &Graph, m: &[(u32, u32)]) {
    let mut used = HashSet::new();
    for &(u, v) in m {
        assert!(u < v && is_edge(g, u, v), "{u} {v} is not an edge");
        assert!(used.insert(u) && used.insert(v), "{u} or {v} twice");
    }
    assert!(m.windows(2).all(|w| w[0].0 < w[1].0), "not sorted by u");
}

/// The smallest vertex cover's size, by trying every set of vertices.
fn brute_cover(g: &Graph) -> usize {
    let n = g.vertex_count();
    (0u32..1 << n)
        .filter(|s| g.edges().all(|(u, v)| s >> u & 1 == 1 || s >> v & 1 == 1))
        .map(u32::count_ones)
        .min()
        .unwrap() as usize
}

/// Random small graphs (odd cycles, parallel edges): the pairs printed are a matching of the
/// oracle's size, the same size as the certificate's and the JSON's; on bipartite ones the
/// cover is a cover of the smallest size and the independent set its complement; the edge
/// cover covers every vertex with `V - ν` edges.
#[test]
fn every_answer_is_checked_against_the_oracle() {
    let mut rng = Rng::new(52);
    let (mut bipartite, mut general) = (0, 0);
    for round in 0..120 {
        let n = 2 + rng.below(9) as u32;
        let rows = (round % 2 == 0).then(|| 1 + rng.below(n as u64 - 1) as u32);
        let m = rng.below(3 * n as u64) as usize;
        let g = multigraph(&mut rng, n, m, rows);
        let text = edge_list(&g);
        let nu = maximum_matching_size(&g);
        let m = pairs(&run(&text, "g.txt", &[]));
        assert_matching(&g, &m);
        assert_eq!(m.len(), nu, "round {round}: {text}");
        let json: serde_json::Value =
            serde_json::from_str(&run(&text, "g.txt", &["--format", "json"])).unwrap();
        assert_eq!(json["matching_size"], nu);
        assert_eq!(json["matching"].as_array().unwrap().len(), nu);
        assert_eq!(json["vertices"], n);
        match two_colouring(&g) {
            TwoColouring::Sides(_) => {
                bipartite += 1;
                let cover = run(&text, "g.txt", &["--cover"]);
                let cover: Vec<u32> = cover.lines().map(|l| l.parse().unwrap()).collect();
                assert_eq!(cover[0] as usize, nu, "the size line");
                let set: HashSet<u32> = cover[1..].iter().map(|v| v - 1).collect();
                assert_eq!(set.len(), nu);
                assert_eq!(nu, brute_cover(&g), "König");
                assert!(g.edges().all(|(u, v)| set.contains(&u) || set.contains(&v)));
                let independent = run(&text, "g.txt", &["--independent-set"]);
                let independent: HashSet<u32> = independent
                    .lines()
                    .skip(1)
                    .map(|l| l.parse::<u32>().unwrap() - 1)
                    .collect();
                assert_eq!(independent.len(), n as usize - nu);
                assert!(independent.is_disjoint(&set));
            }
            TwoColouring::OddCycle(_) => general += 1,
        }
        let isolated = (0..n).any(|v| g.degree(v) == 0);
        let out = output(text.as_bytes(), "g.txt", &["--edge-cover"]);
        if isolated {
            let line = refusal_line(out, "edge cover with an isolated vertex");
            assert!(line.contains("has no edge"), "{line}");
            continue;
        }
        let stdout = String::from_utf8(out.stdout).unwrap();
        let (size, rest) = stdout.split_once('\n').unwrap();
        let cover = pairs(rest);
        assert_eq!(size.parse::<usize>().unwrap(), cover.len());
        assert_eq!(cover.len(), n as usize - nu, "V - ν");
        let covered: HashSet<u32> = cover.iter().flat_map(|&(u, v)| [u, v]).collect();
        assert_eq!(covered.len(), n as usize);
        assert!(cover.iter().all(|&(u, v)| is_edge(&g, u, v)));
    }
    assert!(bipartite > 40 && general > 10, "{bipartite} {general}");
}

/// The matching printed has the certificate's size (`m u v` lines of analyze --certificate).
#[test]
fn the_matching_has_the_certificates_size() {
    let mut rng = Rng::new(7);
    for _ in 0..20 {
        let g = multigraph(&mut rng, 40, 60, None);
        let text = edge_list(&g);
        let printed = run(&text, "g.txt", &[]);
        let file = temp_file("match", "g.txt", text.as_bytes());
        let out = bigame()
            .args(["analyze", "--certificate", "-"])
            .arg(&*file)
            .output()
            .unwrap();
        let cert = String::from_utf8(out.stdout).unwrap();
        let matched = cert.lines().filter(|l| l.starts_with("m ")).count();
        assert!(matched > 0);
        assert_eq!(pairs(&printed).len(), matched);
    }
}

/// A graph with an odd cycle: --cover and --independent-set are refused in one line that says
/// why and points at the Gallai–Edmonds decomposition.
#[test]
fn covers_of_a_graph_with_an_odd_cycle_are_refused() {
    for option in ["--cover", "--independent-set"] {
        let out = output(b"4 4\n1 2\n2 3\n3 1\n3 4\n", "t.txt", &[option]);
        let line = refusal_line(out, option);
        assert!(
            line.contains("NP-hard") && line.contains("Gallai–Edmonds"),
            "{line}"
        );
        assert!(line.contains("t.txt"), "{line}");
    }
}

/// Labels (pairs) name the vertices in every format; self-loops dropped on request; parallel
/// edges are one pair.
#[test]
fn labels_self_loops_and_parallel_edges() {
    let text = "alice bob\nbob carol\ncarol carol\ncarol dave\nalice bob\n";
    let out = output(text.as_bytes(), "p.txt", &[]);
    let line = refusal_line(out, "a self-loop");
    assert!(line.contains("p.txt:3:"), "{line}");
    let args = ["--self-loops", "ignore"];
    assert_eq!(run(text, "p.txt", &args), "alice bob\ncarol dave\n");
    let json = run(
        text,
        "p.txt",
        &["--self-loops", "ignore", "--format", "json"],
    );
    assert_eq!(
        json,
        "{\"vertices\":4,\"edges\":4,\"bipartite\":true,\"algorithm\":\"ms-bfs\",\
         \"matching_size\":2,\"matching\":[[\"alice\",\"bob\"],[\"carol\",\"dave\"]]}\n"
    );
    let cover = run(text, "p.txt", &["--self-loops", "ignore", "--cover"]);
    assert_eq!(cover, "2\nalice\ncarol\n");
}

/// Matrix Market input: --format matrix-market writes the matched entries in the input's rows
/// and columns (read back by bigame: every entry one of the input's, no row or column twice);
/// other input is refused.
#[test]
fn matrix_market_answers_are_entries_of_the_input() {
    let input =
        "%%MatrixMarket matrix coordinate pattern general\n3 4 5\n1 1\n2 1\n3 2\n1 4\n3 4\n";
    let written = run(input, "a.mtx", &["--format", "matrix-market"]);
    let mut lines = written.lines().filter(|l| !l.starts_with('%'));
    assert_eq!(lines.next(), Some("3 4 3"));
    let entries: HashSet<&str> = input.lines().skip(2).collect();
    let (mut rows, mut cols) = (HashSet::new(), HashSet::new());
    for entry in lines {
        assert!(entries.contains(entry), "{entry}");
        let (i, j) = entry.split_once(' ').unwrap();
        assert!(rows.insert(i) && cols.insert(j), "{entry}");
    }
    // Column 3 has no entry: no edge cover; without it, 3 + 3 - 3 entries.
    let out = output(input.as_bytes(), "a.mtx", &["--edge-cover"]);
    assert!(refusal_line(out, "an empty column").contains("vertex 6 has no edge"));
    let square = input
        .replace("3 4 5", "3 3 5")
        .replace("1 4\n3 4", "1 3\n3 3");
    let edge_cover = run(
        &square,
        "a.mtx",
        &["--format", "matrix-market", "--edge-cover"],
    );
    assert!(edge_cover.contains("\n3 3 3\n"), "{edge_cover}");
    let symmetric = "%%MatrixMarket matrix coordinate pattern symmetric\n3 3 3\n2 1\n3 2\n3 1\n";
    let written = run(symmetric, "s.mtx", &["--format", "matrix-market"]);
    let (head, entry) = written.trim_end().rsplit_once('\n').unwrap();
    assert!(head.ends_with("\n3 3 1"), "{written}");
    assert!(["2 1", "3 2", "3 1"].contains(&entry), "{written}");
    let out = output(b"2 1\n1 2\n", "g.txt", &["--format", "matrix-market"]);
    assert!(refusal_line(out, "matrix-market of an edge list").contains("Matrix Market input"));
}

/// The summary: size, free vertices, the first pairs and "and N more".
#[test]
fn the_summary_cuts_long_lists() {
    let mut text = String::from("30 14\n");
    for k in 0..14 {
        text.push_str(&format!("{} {}\n", 2 * k + 1, 2 * k + 2));
    }
    let summary = run(&text, "g.txt", &["--format", "summary"]);
    assert!(summary.starts_with("A maximum matching of 14 pairs on 30 vertices (bipartite, ms-bfs): 2 vertices left free.\nFree: 29 30\nPairs:\n  1 2\n"), "{summary}");
    assert!(summary.ends_with("  ... and 4 more\n"), "{summary}");
}
