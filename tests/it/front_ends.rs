//! Every front end through `bigame::solve`: the game engine, the decompositions and
//! `bigame decompose --edges` start from the maximum matching `solve` finds (its algorithm,
//! its renumbering of scattered graphs), never from one of their own.
//!
//! Where a bypass is observable it is tested: a graph of `2^18` vertices numbered at random is
//! solved on a renumbered copy, and a board of more than `2^16` cells on two threads, and
//! either gives another maximum matching than the input as numbered would.

use bigame::board::Moves;
use bigame::game::Game;
use bigame::generate::random_board;
use bigame::graph::{Adjacency, BipartiteGraph, Graph, TwoColouring, two_colouring};
use bigame::matching::{DulmageMendelsohn, EdgeClasses};
use bigame::rng::Rng;
use bigame::solve::{
    dulmage_mendelsohn, edge_classes, game_on_board, game_on_graph, solve_board, solve_graph,
};

use crate::common;

/// A 512x512 grid (`2^18` vertices) with its ids scrambled (an odd multiplier permutes
/// `0..2^18`), a few random edges missing, and with `chords` a diagonal in a few squares
/// (triangles: no longer bipartite).
fn scattered_grid(chords: bool) -> Graph {
    const SIDE: u32 = 512;
    let scramble = |v: u32| v.wrapping_mul(0x9E37_79B1) & ((1 << 18) - 1);
    let id = |r: u32, c: u32| scramble(r * SIDE + c);
    let mut rng = Rng::new(39);
    let mut edges = Vec::new();
    for r in 0..SIDE {
        for c in 0..SIDE {
            if c + 1 < SIDE && !rng.chance(3) {
                edges.push((id(r, c), id(r, c + 1)));
            }
            if r + 1 < SIDE && !rng.chance(3) {
                edges.push((id(r, c), id(r + 1, c)));
            }
            if chords && r + 1 < SIDE && c + 1 < SIDE && rng.chance(1) {
                edges.push((id(r, c), id(r + 1, c + 1)));
            }
        }
    }
    Graph::from_edges((SIDE * SIDE) as usize, &edges)
}

fn sides_of(g: &Graph) -> Vec<bool> {
    match two_colouring(g) {
        TwoColouring::Sides(left) => left,
        TwoColouring::OddCycle(_) => panic!("not bipartite"),
    }
}

/// A game starts from the matching `solve` found: on a renumbered graph (bipartite and
/// general engines) and on a board solved on two threads (every move set).
#[test]
fn games_start_from_the_matching_solve_found() {
    for chords in [false, true] {
        let g = scattered_grid(chords);
        let solved = solve_graph(&g, None, None).unwrap();
        assert!(solved.renumbered, "the test graph must be renumbered");
        assert_eq!(solved.bipartite, !chords);
        let game = game_on_graph(&g, None, 7).unwrap();
        let mates = solved.analysis.matching().mates();
        assert_eq!(game.mates(), mates, "{chords}");
        // The engine on its own, on the graph as numbered, starts from another matching: so
        // the check above sees a bypass.
        let own = match two_colouring(&g) {
            TwoColouring::Sides(left) => Game::new(BipartiteGraph::new(&g, left), 7)
                .position()
                .mates()
                .to_vec(),
            TwoColouring::OddCycle(_) => Game::general(&g, 7).position().mates().to_vec(),
        };
        assert_ne!(own, mates, "{chords}");
    }
    let board = random_board(300, 301, 30, 2);
    for moves in [Moves::Rook, Moves::Knight, Moves::King] {
        let solved = solve_board(&board, moves, None).unwrap();
        let start = board.free_cells().next().unwrap().2;
        let game = game_on_board(board.clone(), moves, start);
        let mates = solved.analysis.matching().mates();
        assert_eq!(game.mates(), mates, "{moves:?}");
    }
    // On two threads the rook board gets another matching than the engine would find alone.
    let start = board.free_cells().next().unwrap().2;
    let own = Game::new(&board, start).position().mates().to_vec();
    let solved = solve_board(&board, Moves::Rook, None).unwrap();
    assert_ne!(own, solved.analysis.matching().mates());
}

/// The decompositions of a renumbered graph come from `solve`'s matching and equal those of
/// the graph as numbered: Dulmage–Mendelsohn and the edge classes of a bipartite graph; and
/// the edge classes of a general graph are those of its own Gallai–Edmonds decomposition.
#[test]
fn decompositions_come_from_the_matching_solve_found() {
    let g = scattered_grid(false);
    let left = sides_of(&g);
    let (dm, solved) = dulmage_mendelsohn(&g, left.clone(), None).unwrap();
    assert!(solved.renumbered && solved.bipartite);
    assert_eq!(dm.matching(), solved.analysis.matching());
    let bipartite = BipartiteGraph::new(&g, left);
    let as_numbered = DulmageMendelsohn::new(&bipartite, Default::default());
    for v in 0..g.vertex_count() as u32 {
        assert_eq!(dm.part(v), as_numbered.part(v), "{v}");
    }
    let expected = EdgeClasses::from_decomposition(&bipartite, &as_numbered);
    for sides in [None, Some(sides_of(&g))] {
        let (classes, solved) = edge_classes(&g, sides, None).unwrap();
        assert!(solved.renumbered && solved.bipartite);
        assert_eq!(classes, expected);
    }
    // Not at the renumbering's size: the classes of a general graph cost a blossom search per
    // vertex of the non-bipartite components of its part C (all of this graph).
    let g = Graph::from_edges(40 * 40, &grid_with_chords(40));
    let (classes, solved) = edge_classes(&g, None, None).unwrap();
    assert!(!solved.renumbered && !solved.bipartite);
    assert_eq!(classes, EdgeClasses::general(&g));
}

/// The edges of a `side` x `side` grid numbered row by row, with a diagonal in every
/// seventh square.
fn grid_with_chords(side: u32) -> Vec<(u32, u32)> {
    let id = |r: u32, c: u32| r * side + c;
    let mut edges = Vec::new();
    for r in 0..side {
        for c in 0..side {
            if c + 1 < side {
                edges.push((id(r, c), id(r, c + 1)));
            }
            if r + 1 < side {
                edges.push((id(r, c), id(r + 1, c)));
            }
            if r + 1 < side && c + 1 < side && (r + c) % 7 == 0 {
                edges.push((id(r, c), id(r + 1, c + 1)));
            }
        }
    }
    edges
}

/// `bigame decompose --edges` prints the classes `solve::edge_classes` gives, on bipartite
/// and general graphs alike.
#[test]
fn decompose_edges_prints_the_classes_solve_gives() {
    let mut rng = Rng::new(7);
    for round in 0..20 {
        let n = 2 + rng.below(30) as u32;
        let bipartite = round % 2 == 0;
        let mut edges = Vec::new();
        for _ in 0..rng.below(3 * u64::from(n)) + 1 {
            let (u, v) = (rng.below(n.into()) as u32, rng.below(n.into()) as u32);
            if u != v && (!bipartite || u % 2 != v % 2) {
                edges.push((u, v));
            }
        }
        let g = Graph::from_edges(n as usize, &edges);
        let (classes, _) = edge_classes(&g, None, None).unwrap();
        // In the file's order, each edge as the file writes it.
        let expected: Vec<String> = edges
            .iter()
            .map(|&(u, v)| {
                let class = classes.class(&g, u, v).expect("an edge");
                format!("{} {} {}", u + 1, v + 1, class.name())
            })
            .collect();
        let mut text = format!("{n} {}\n", edges.len());
        for (u, v) in &edges {
            text.push_str(&format!("{} {}\n", u + 1, v + 1));
        }
        let file = common::temp_file("front_ends", "g.txt", text.as_bytes());
        let out = common::bigame()
            .args(["decompose", "--edges"])
            .arg(&file.0)
            .output()
            .unwrap();
        assert!(out.status.success(), "{text}");
        let printed: Vec<String> = String::from_utf8(out.stdout)
            .unwrap()
            .lines()
            .map(str::to_owned)
            .collect();
        assert_eq!(printed, expected, "{text}");
    }
}
