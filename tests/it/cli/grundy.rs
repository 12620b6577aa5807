//! `bigame analyze --grundy`: values worked out by hand, against the exhaustive search on
//! random graphs, the JSON field, and the refusals (a component too large for the exact
//! search, the edge game).

use crate::cli::run::{file, refused, run_ok};
use crate::common::bigame;
use bigame::game::brute;
use bigame::graph::Graph;
use bigame::rng::Rng;

/// Each line's vertex and value, the verdict checked against the value (0 iff `lose`).
fn values(out: &str) -> Vec<(String, u32)> {
    out.lines()
        .map(|line| {
            let words: Vec<&str> = line.split(' ').collect();
            let value: u32 = words[words.len() - 1].parse().unwrap();
            assert_eq!(words[words.len() - 2], "grundy", "{line}");
            assert_eq!(words[1] == "lose", value == 0, "{line}");
            (words[0].to_string(), value)
        })
        .collect()
}

#[test]
fn values_by_hand() {
    // A star with centre 1 and leaves 2, 3, 4, 5, and 6 hanging from 5: from 1 the leaves
    // 2, 3, 4 are dead ends (0) and 5 leaves the path 5 - 6 (1), so 2; from 5 the move to 6
    // is 0 and the move to 1 is a star's centre (1), so 2; from 6 the only move leads to 5,
    // whose only move then is to the centre (1), so 6 is mex{mex{1}} = 1.
    let star = b"6 5\n1 2\n1 3\n1 4\n1 5\n5 6\n";
    let out = run_ok("grundy_star", star, &["analyze", "--grundy"]);
    let expected = [("1", 2), ("2", 0), ("3", 0), ("4", 0), ("5", 2), ("6", 1)];
    let expected: Vec<(String, u32)> = expected.iter().map(|&(v, g)| (v.to_string(), g)).collect();
    assert_eq!(values(&out), expected, "{out}");
    assert_eq!(
        run_ok(
            "grundy_star",
            star,
            &["analyze", "--grundy", "--start", "6,2"]
        ),
        "6 win 5 grundy 1\n2 lose grundy 0\n"
    );
}

#[test]
fn values_agree_with_the_exhaustive_search() {
    let mut rng = Rng::new(54);
    for case in 0..30 {
        let n = 2 + rng.below(11) as u32;
        let max_degree = [3, 4, 6][case % 3];
        let mut degree = vec![0; n as usize];
        let mut edges = Vec::new();
        for _ in 0..3 * n {
            let (u, v) = (rng.below(n as u64) as u32, rng.below(n as u64) as u32);
            if u != v && degree[u as usize] < max_degree && degree[v as usize] < max_degree {
                degree[u as usize] += 1;
                degree[v as usize] += 1;
                edges.push((u, v));
            }
        }
        let mut text = format!("{n} {}\n", edges.len());
        for &(u, v) in &edges {
            text += &format!("{} {}\n", u + 1, v + 1);
        }
        let g = Graph::from_edges(n as usize, &edges);
        let out = run_ok("grundy_random", text.as_bytes(), &["analyze", "--grundy"]);
        for (v, (_, value)) in values(&out).into_iter().enumerate() {
            assert_eq!(value, brute::grundy(&g, v as u32), "{text}vertex {}", v + 1);
        }
    }
}

#[test]
fn json_has_the_values() {
    let out = run_ok(
        "grundy_path",
        b"3 2\n1 2\n2 3\n",
        &["analyze", "--grundy", "--format", "json"],
    );
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let values: Vec<u64> = json["verdicts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["grundy"].as_u64().unwrap())
        .collect();
    // A path of 3: the ends 0, the middle mex{0, 0} = 1.
    assert_eq!(values, [0, 1, 0]);
}

#[test]
fn too_large_for_the_search_is_refused() {
    // A path of 140 vertices with two extra leaves at vertex 6: degree 4, 142 vertices.
    let mut text = String::from("142 141\n");
    for i in 1..140 {
        text += &format!("{i} {}\n", i + 1);
    }
    text += "6 141\n6 142\n";
    let path = file("grundy_large", text.as_bytes());
    let out = bigame()
        .args(["analyze", "--grundy"])
        .arg(&path)
        .output()
        .unwrap();
    let message = refused(&out, "grundy_large");
    assert!(
        message.contains("PSPACE-complete") && message.contains("without --grundy"),
        "{message}"
    );
    // The wide vertex is named as the file numbers it (1-based), not by its 0-based id.
    assert!(message.contains("(vertex 6 has 4 neighbours"), "{message}");
    assert!(out.stdout.is_empty());
    // Its starts still get verdicts without --grundy, and the wide vertex itself a value.
    run_ok("grundy_large", text.as_bytes(), &["analyze"]);
    // Legs of 5, 1, 1 and 134 vertices from 6: moves of values 0, 0, 0 and 1, so 2.
    let out = run_ok(
        "grundy_large",
        text.as_bytes(),
        &["analyze", "--grundy", "--start", "6"],
    );
    assert_eq!(values(&out), [("6".to_string(), 2)]);
}

#[test]
fn the_edge_game_is_refused() {
    let path = file("grundy_edge", b"2 1\n1 2\n");
    let out = bigame()
        .args(["analyze", "--grundy", "--game", "edge"])
        .arg(&path)
        .output()
        .unwrap();
    let message = refused(&out, "grundy_edge");
    assert!(
        message.contains("--grundy is for the vertex game"),
        "{message}"
    );
}
