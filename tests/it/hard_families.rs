//! The hard-instance suite (`bigame::generate::hard`, `bigame gen hard`): every family at small
//! sizes, plain and relabelled, has the maximum matching its construction implies, found alike
//! by every algorithm (bipartite families) or by blossom (general ones), and equal to the
//! exhaustive oracle on tiny graphs; the same seed gives the same bytes; what is written reads
//! back as the same graph, neighbour order included; the command writes what the library
//! generates and refuses what it cannot write. Answers only: nothing here is timed.

use crate::common;
use common::{TempFile, bigame};

use bigame::game::brute;
use bigame::game::{analyze, analyze_general};
use bigame::generate::GeneratedGraph;
use bigame::generate::hard::{Family, hard_graph, relabel};
use bigame::graph::{
    Adjacency, BipartiteGraph, TwoColouring, numbering_is_scattered, two_colouring,
};
use bigame::matching::{
    Algorithm, Matching, blossom, karp_sipser, maximum_matching, micali_vazirani_with_work,
};
use bigame::read::graph_input::{InputFormat, read_graph};
use bigame::solve::solve_graph;
use bigame::write::dimacs::write_dimacs;
use bigame::write::edge_list::write_edge_list;
use bigame::write::json_graph::write_json_graph;
use bigame::write::matrix_market::write_matrix_market;

/// Sizes for the cross-checks: a few thousand vertices at most.
fn check_size(family: Family) -> u64 {
    match family {
        Family::Hell | Family::HellTriangle | Family::Trap => 20_000, // n = 100: 400 vertices
        Family::Hilo => 4_000,                                        // 2 pieces: 400 vertices
        Family::Rope => 8_000,                                        // 40 layers of 100
        Family::Fuzz => 5_000,                                        // about 1800 vertices
        Family::Ladder => 8_000,                                      // 4000 vertices
        Family::Leda => 20_000,                                       // about 5000 vertices
        Family::Triangles => 12_000,                                  // 9000 vertices
        Family::Corridor => 6_000,                                    // W = 20: 2524 vertices
        Family::Maze | Family::MazeChords | Family::MazeRungs => 8_000, // W = 40: 3284 vertices
        Family::Cube => 8_000,                                        // A = 15: about 3040
    }
}

fn written(g: &GeneratedGraph, format: InputFormat) -> Vec<u8> {
    let mut out = Vec::new();
    match format {
        InputFormat::EdgeList => write_edge_list(&mut out, &g.graph),
        InputFormat::Dimacs => write_dimacs(&mut out, &g.graph),
        InputFormat::Json => write_json_graph(&mut out, &g.graph),
        InputFormat::MatrixMarket => {
            write_matrix_market(&mut out, &g.graph, &g.sides().expect("bipartite"))
        }
        InputFormat::Pairs => bigame::write::pairs::write_pairs(&mut out, &g.graph, None),
        InputFormat::Graphml => bigame::write::graphml::write_graphml(&mut out, &g.graph, None),
    }
    .unwrap();
    out
}

/// The maximum matching size of every bipartite algorithm, each matching checked against the
/// graph.
fn bipartite_sizes(g: &GeneratedGraph, what: &str) -> Vec<(Algorithm, usize)> {
    let sides = g.sides().expect("bipartite");
    let b = BipartiteGraph::new(&g.graph, sides);
    Algorithm::ALL
        .into_iter()
        .map(|algorithm| {
            let m = maximum_matching(&b, algorithm);
            assert!(
                m.is_valid_in(&g.graph),
                "{what} {algorithm}: not a matching"
            );
            (algorithm, m.size())
        })
        .collect()
}

fn blossom_size(g: &GeneratedGraph, what: &str) -> usize {
    let m = blossom(&g.graph, karp_sipser(&g.graph));
    assert!(
        m.is_valid_in(&g.graph),
        "{what}: blossom's is not a matching"
    );
    let from_empty = blossom(&g.graph, Matching::empty(g.graph.vertex_count()));
    assert_eq!(from_empty.size(), m.size(), "{what}: blossom from empty");
    // Micali–Vazirani, from both starts, on its own (no search dropped).
    for start in [
        karp_sipser(&g.graph),
        Matching::empty(g.graph.vertex_count()),
    ] {
        let (mv, work) = micali_vazirani_with_work(&g.graph, start);
        assert!(
            mv.is_valid_in(&g.graph),
            "{what}: micali-vazirani's is not a matching"
        );
        assert_eq!(mv.size(), m.size(), "{what}: micali-vazirani");
        assert_eq!(
            work.irregular, 0,
            "{what}: micali-vazirani dropped a search"
        );
    }
    m.size()
}

/// The maximum matching size its construction implies, or else (the cube, whose holes decide
/// it) the size Hopcroft–Karp finds on `g`: the other algorithms are then checked against it,
/// and the exhaustive oracle checks them all on the tiny sizes.
fn expected_size(family: Family, size: u64, g: &GeneratedGraph) -> usize {
    match family.known_matching_size(size) {
        Some(known) => known as usize,
        None => {
            let b = BipartiteGraph::new(&g.graph, g.sides().expect("bipartite"));
            maximum_matching(&b, Algorithm::HopcroftKarp).size()
        }
    }
}

#[test]
fn every_algorithm_finds_the_known_maximum() {
    for family in Family::ALL {
        let size = check_size(family);
        let plain = hard_graph(family, size, 3, false).unwrap();
        let known = expected_size(family, size, &plain);
        for (label, g) in [
            ("plain", plain),
            ("relabelled", hard_graph(family, size, 3, true).unwrap()),
        ] {
            let what = format!("{family} size {size} {label}");
            assert_eq!(g.left.is_some(), family.is_bipartite(), "{what}");
            if family.is_bipartite() {
                for (algorithm, got) in bipartite_sizes(&g, &what) {
                    assert_eq!(got, known, "{what} {algorithm}");
                }
            } else {
                assert!(
                    matches!(two_colouring(&g.graph), TwoColouring::OddCycle(_)),
                    "{what}: expected an odd cycle"
                );
                assert_eq!(blossom_size(&g, &what), known, "{what}");
            }
        }
    }
}

#[test]
fn larger_sizes_agree_with_the_construction() {
    // A second size per family (the parameters that depend on the size change), and other
    // seeds for the random families.
    for family in Family::ALL {
        let size = 3 * check_size(family);
        for seed in [0, 11] {
            let g = family.generate(size, seed).unwrap();
            let what = format!("{family} size {size} seed {seed}");
            let known = expected_size(family, size, &g);
            if family.is_bipartite() {
                let b = BipartiteGraph::new(&g.graph, g.sides().unwrap());
                for algorithm in [Algorithm::MsBfs, Algorithm::HopcroftKarp] {
                    assert_eq!(maximum_matching(&b, algorithm).size(), known, "{what}");
                }
            } else {
                assert_eq!(blossom_size(&g, &what), known, "{what}");
            }
        }
    }
}

/// Sizes whose graphs the exhaustive oracle can take (at most 20 vertices here).
fn tiny_sizes(family: Family) -> &'static [u64] {
    match family {
        Family::Hell | Family::Trap | Family::HellTriangle => &[1, 8, 18],
        Family::Fuzz => &[1, 44, 55],
        Family::Ladder => &[1, 8, 16, 24, 40],
        Family::Leda => &[1, 16, 40],
        Family::Triangles => &[1, 4, 8, 20, 28],
        Family::Maze | Family::MazeChords | Family::MazeRungs => &[1],
        Family::Cube => &[1], // A = 2: at most 8 vertices (A = 3 has about 24)
        // Their smallest graphs are larger: 400 vertices (hilo), 200 (rope), 40 (corridor).
        Family::Hilo | Family::Rope | Family::Corridor => &[],
    }
}

#[test]
fn tiny_graphs_agree_with_the_exhaustive_oracle() {
    let mut checked = 0;
    for family in Family::ALL {
        for &size in tiny_sizes(family) {
            for relabelled in [false, true] {
                let g = hard_graph(family, size, 5, relabelled).unwrap();
                let what = format!("{family} size {size} relabelled {relabelled}");
                assert!(
                    g.graph.vertex_count() <= 20,
                    "{what}: too big for the oracle"
                );
                let exact = brute::maximum_matching_size(&g.graph);
                if let Some(known) = family.known_matching_size(size) {
                    assert_eq!(exact, known as usize, "{what}: known size");
                }
                if family.is_bipartite() {
                    for (algorithm, got) in bipartite_sizes(&g, &what) {
                        assert_eq!(got, exact, "{what} {algorithm}");
                    }
                } else {
                    assert_eq!(blossom_size(&g, &what), exact, "{what}");
                }
                checked += 1;
            }
        }
    }
    assert!(checked >= 40);
}

#[test]
fn the_same_seed_gives_the_same_bytes() {
    for family in Family::ALL {
        let size = check_size(family);
        for relabelled in [false, true] {
            let a = written(
                &hard_graph(family, size, 7, relabelled).unwrap(),
                InputFormat::EdgeList,
            );
            let b = written(
                &hard_graph(family, size, 7, relabelled).unwrap(),
                InputFormat::EdgeList,
            );
            assert!(a == b, "{family} relabelled {relabelled}");
            let other = written(
                &hard_graph(family, size, 8, relabelled).unwrap(),
                InputFormat::EdgeList,
            );
            // The seed changes the random families, and every relabelling.
            let random = matches!(
                family,
                Family::Rope
                    | Family::Fuzz
                    | Family::Trap
                    | Family::MazeChords
                    | Family::MazeRungs
                    | Family::Cube
            );
            assert_eq!(
                a != other,
                random || relabelled,
                "{family} relabelled {relabelled}: seeds 7 and 8"
            );
        }
    }
}

#[test]
fn written_files_read_back_as_the_same_graph() {
    for family in Family::ALL {
        let size = check_size(family);
        for relabelled in [false, true] {
            let g = hard_graph(family, size, 2, relabelled).unwrap();
            let mut formats = vec![
                InputFormat::EdgeList,
                InputFormat::Dimacs,
                InputFormat::Json,
                InputFormat::Graphml,
            ];
            if family.is_bipartite() {
                formats.push(InputFormat::MatrixMarket);
            }
            for format in formats {
                let what = format!("{family} relabelled {relabelled} {format}");
                let bytes = written(&g, format);
                let read = read_graph(&bytes, format).unwrap_or_else(|e| panic!("{what}: {e}"));
                // The same CSR graph: the same neighbours in the same order (the traps rely on
                // the order, and the generators return graphs as their files read back).
                assert!(read.graph == g.graph, "{what}");
                if format == InputFormat::MatrixMarket {
                    assert_eq!(read.rows, g.left, "{what}: rows are the left side");
                }
            }
        }
    }
}

#[test]
fn relabelling_keeps_the_graph_and_its_sides() {
    for family in Family::ALL {
        let g = family.generate(check_size(family), 1).unwrap();
        let r = relabel(&g, 4);
        assert_eq!(r.left, g.left, "{family}");
        assert_eq!(r.graph.vertex_count(), g.graph.vertex_count(), "{family}");
        assert_eq!(r.graph.edge_count(), g.graph.edge_count(), "{family}");
        let degrees = |x: &GeneratedGraph| {
            let mut d: Vec<(bool, u32)> = (0..x.graph.vertex_count() as u32)
                .map(|v| (x.left.is_some_and(|l| v < l), x.graph.degree(v)))
                .collect();
            d.sort_unstable();
            d
        };
        assert_eq!(
            degrees(&r),
            degrees(&g),
            "{family}: degree sequences per side"
        );
    }
}

#[test]
fn the_hell_graph_lists_the_trap_first() {
    // n = 3: s1 = 0..3, s4 = 3..6 (left), s2 = 6..9, s3 = 9..12 (right).
    let g = Family::Hell.generate(18, 0).unwrap().graph;
    assert_eq!(g.neighbors(1), &[7, 9, 10, 11]); // s1[1]: s2[1] first, then s3
    assert_eq!(g.neighbors(7), &[1, 3, 4, 5]); // s2[1]: s1[1], then s4
    assert_eq!(g.neighbors(4), &[6, 7, 8]); // s4[1]: s2
    // The greedy start falls in: s1[0] and s1[1] take s2[0] and s2[1]; then every s4 has one
    // free neighbour left, s2[2], which the degree-one rule gives to one of them, and s1[2]
    // takes an s3. Two s4 and two s3 stay free.
    let m = karp_sipser(&g);
    assert!((0..2).all(|i| m.mate(i) == Some(6 + i)));
    assert_eq!((3..6).filter(|&v| m.mate(v).is_none()).count(), 2);
    assert_eq!((9..12).filter(|&v| m.mate(v).is_none()).count(), 2);
}

#[test]
fn the_command_writes_what_the_library_generates() {
    for (family, args, format) in [
        (Family::Hell, vec![], InputFormat::EdgeList),
        (
            Family::Trap,
            vec!["--format", "matrix-market"],
            InputFormat::MatrixMarket,
        ),
        (Family::Rope, vec!["--relabel"], InputFormat::EdgeList),
        (
            Family::Leda,
            vec!["--format", "dimacs"],
            InputFormat::Dimacs,
        ),
    ] {
        let relabelled = args.contains(&"--relabel");
        let size = check_size(family).to_string();
        let out = bigame()
            .args(["gen", "hard", family.name(), "--size", &size, "--seed", "9"])
            .args(&args)
            .assert()
            .success()
            .get_output()
            .stdout
            .clone();
        let g = hard_graph(family, check_size(family), 9, relabelled).unwrap();
        assert!(out == written(&g, format), "{family} {args:?}");
    }
    // --output, with the format from the name.
    let file: TempFile = common::temp_file("hard", "maze.mtx", b"");
    bigame()
        .args(["gen", "hard", "maze", "-s", "500", "--seed", "1", "-o"])
        .arg(&file.0)
        .assert()
        .success()
        .stdout("");
    let g = Family::Maze.generate(500, 1).unwrap();
    assert!(std::fs::read(&file.0).unwrap() == written(&g, InputFormat::MatrixMarket));
}

#[test]
fn the_command_refuses_what_it_cannot_write() {
    let assert = bigame()
        .args(["gen", "hard", "leda", "--size", "100", "--seed", "1"])
        .args(["--format", "matrix-market"])
        .assert()
        .code(2)
        .stdout("");
    let err = String::from_utf8_lossy(&assert.get_output().stderr).into_owned();
    assert!(
        err.contains("general graph") && err.lines().count() == 1,
        "{err}"
    );
    for bad in [
        vec!["gen", "hard", "nope", "--size", "10", "--seed", "1"],
        vec!["gen", "hard", "hell", "--size", "0", "--seed", "1"],
        vec![
            "gen",
            "hard",
            "hell",
            "--size",
            "99999999999",
            "--seed",
            "1",
        ],
        vec!["gen", "hard", "hell", "--seed", "1"],
    ] {
        bigame().args(&bad).assert().code(2).stdout("");
    }
}

#[test]
fn the_help_names_every_family_in_plain_words() {
    let assert = bigame().args(["gen", "hard", "--help"]).assert().success();
    let help = String::from_utf8_lossy(&assert.get_output().stdout).into_owned();
    for family in Family::ALL {
        assert!(
            help.contains(&format!("\n  {:<15}", family.name())),
            "{family} is not described:\n{help}"
        );
    }
    assert!(!help.contains("[`"), "rustdoc markup in the help:\n{help}");
}

/// The relabelled grid-like families at a size where `solve_graph` renumbers them (over 2^18
/// vertices): the locality test picks the relabelled graphs and not the generator's own
/// numbering, and the answers on the renumbered copy, moved back, are those of the graph as
/// numbered, found by another algorithm.
#[test]
fn randomly_numbered_grids_are_solved_renumbered_with_the_same_answers() {
    for (family, size) in [
        (Family::Maze, 800_000),
        (Family::Cube, 800_000),
        (Family::MazeChords, 700_000),
    ] {
        let plain = hard_graph(family, size, 1, false).unwrap();
        let g = hard_graph(family, size, 1, true).unwrap();
        assert!(
            g.graph.vertex_count() >= 1 << 18,
            "{family}: too small to be renumbered"
        );
        assert!(
            !numbering_is_scattered(&plain.graph),
            "{family}: its own numbering"
        );
        assert!(numbering_is_scattered(&g.graph), "{family} relabelled");
        let solved = solve_graph(&g.graph, g.sides(), None).unwrap();
        assert!(solved.renumbered, "{family}");
        assert!(
            !solve_graph(&plain.graph, plain.sides(), None)
                .unwrap()
                .renumbered
        );
        let matching = solved.analysis.matching();
        assert!(matching.is_valid_in(&g.graph), "{family}");
        let as_numbered = match g.sides() {
            Some(sides) => analyze(
                &BipartiteGraph::new(&g.graph, sides),
                Algorithm::PushRelabel,
            ),
            None => analyze_general(&g.graph),
        };
        assert_eq!(matching.size(), as_numbered.matching().size(), "{family}");
        assert_eq!(
            solved.analysis.essential(),
            as_numbered.essential(),
            "{family}"
        );
        if family.known_matching_size(size).is_some() {
            assert_eq!(
                Some(matching.size() as u64),
                family.known_matching_size(size)
            );
        }
    }
}
