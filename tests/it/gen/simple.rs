//! Graphs are simple unless `--multi`: the generator's and every hard family's.

use super::*;

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
