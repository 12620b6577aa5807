//! Certificates: the verifier accepts the solver's certificates (whose claims equal the
//! verdicts, and exhaustive search on small graphs), rejects corrupted ones with the right
//! message, and never accepts a false claim.

use bigame::board::{Board, King};
use bigame::certificate::read::read_certificate;
use bigame::certificate::{Certificate, Claim, Subject, verify};
use bigame::game::{analyze, analyze_general, brute};
use bigame::generate::{self, GraphSpec};
use bigame::generate::{Rng, random_board};
use bigame::graph::{Adjacency, BipartiteGraph, Graph};
use bigame::matching::{Algorithm, Matching, karp_sipser, micali_vazirani};
use bigame::write::certificate::write_certificate;
use proptest::prelude::*;

use crate::common;
use common::bigame;
use common::random::general_graph;

fn random_graph(n: u32, m: usize, seed: u64) -> Graph {
    generate::random_graph(&GraphSpec::general(n, m as u64).multi(), seed)
        .unwrap()
        .graph
}

/// The certificate's verdicts.
fn wins(c: &Certificate) -> Vec<bool> {
    c.claims.iter().map(|c| c.wins()).collect()
}

/// One random corruption of a certificate (it may happen to stay true). Half of them re-point
/// a vertex's `via` at a neighbour of its partner, which passes every local check and leaves
/// only the verifier's walk over the whole `via` forest to catch a lie.
fn corrupt(g: &Graph, c: &mut Certificate, rng: &mut Rng) {
    let n = c.vertices as u64;
    let pick = |rng: &mut Rng| (rng.next_u64() % n) as u32;
    if rng.chance(50) {
        let v = pick(rng);
        if let Some(&(a, b)) = c.matching.iter().find(|&&(a, b)| a == v || b == v) {
            let partner = if a == v { b } else { a };
            let around = g.neighbors(partner);
            if !around.is_empty() {
                let p = around[(rng.next_u64() % around.len() as u64) as usize];
                c.claims[v as usize] = Claim::LoseVia(p);
                return;
            }
        }
    }
    match rng.next_u64() % 7 {
        0 if !c.matching.is_empty() => {
            let i = (rng.next_u64() % c.matching.len() as u64) as usize;
            c.matching.remove(i);
        }
        1 => {
            let (u, v) = (pick(rng), pick(rng));
            c.matching.push((u, v));
        }
        2 if !c.barrier.is_empty() => {
            let i = (rng.next_u64() % c.barrier.len() as u64) as usize;
            c.barrier.remove(i);
        }
        3 => c.barrier.push(pick(rng)),
        4 => {
            let v = pick(rng) as usize;
            c.claims[v] = Claim::Win;
        }
        5 => {
            let v = pick(rng) as usize;
            c.claims[v] = Claim::LoseUnmatched;
        }
        _ => {
            let v = pick(rng) as usize;
            c.claims[v] = Claim::LoseVia(pick(rng));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    /// The solver's certificate passes, from any starting matching, and its claims are the
    /// exhaustive search's verdicts.
    #[test]
    fn certificates_pass_and_agree_with_exhaustive_search(g in general_graph(12, 26)) {
        let truth = brute::winning_vertices(&g);
        let by_mv = micali_vazirani(&g, Matching::empty(g.vertex_count()));
        for start in [Matching::empty(g.vertex_count()), karp_sipser(&g), by_mv] {
            let c = Certificate::prove(&g, &start);
            let verified = verify(&g, &c);
            prop_assert!(verified.is_ok(), "{:?}", verified);
            prop_assert_eq!(c.matching.len(), brute::maximum_matching_size(&g));
            prop_assert_eq!(&wins(&c), &truth);
        }
    }

    /// Soundness: whatever the corruption, a certificate the verifier accepts claims only the
    /// truth, and its matching is maximum.
    #[test]
    fn accepted_certificates_never_lie(g in general_graph(12, 26), seed in any::<u64>(), rounds in 1usize..4) {
        let mut c = Certificate::prove(&g, &Matching::empty(g.vertex_count()));
        let mut rng = Rng::new(seed);
        for _ in 0..rounds {
            corrupt(&g, &mut c, &mut rng);
        }
        if verify(&g, &c).is_ok() {
            prop_assert_eq!(wins(&c), brute::winning_vertices(&g));
            prop_assert_eq!(c.matching.len(), brute::maximum_matching_size(&g));
        }
    }

    /// The text format reads back what it wrote.
    #[test]
    fn text_round_trip(g in general_graph(12, 26)) {
        let c = Certificate::prove(&g, &Matching::empty(g.vertex_count()));
        let mut text = Vec::new();
        write_certificate(&mut text, &c).unwrap();
        let (back, lines) = read_certificate(&text).unwrap();
        prop_assert_eq!(&back, &c);
        prop_assert_eq!(lines.claims.len(), c.vertices);
    }

    /// Arbitrary bytes never panic the reader; what it accepts never panics the verifier.
    #[test]
    fn reader_and_verifier_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..200), g in general_graph(12, 26)) {
        let mut text = b"bigame-certificate 1\n".to_vec();
        text.extend_from_slice(&bytes);
        for input in [&bytes[..], &text[..]] {
            if let Ok((c, _)) = read_certificate(input) {
                let _ = verify(&g, &c);
            }
        }
    }
}

/// Bigger graphs, bipartite and not, and king boards: the certificate passes and its claims
/// equal the analysis's verdicts.
#[test]
fn certificates_on_big_graphs_and_boards() {
    for (seed, n, degree) in [(1u64, 30_001u32, 3usize), (2, 20_000, 8), (3, 5_000, 1)] {
        let g = random_graph(n, n as usize * degree / 2, seed);
        let analysis = analyze_general(&g);
        let c = Certificate::prove(&g, analysis.matching());
        let v = verify(&g, &c).unwrap();
        assert_eq!(v.matching_size, analysis.matching().size());
        assert!((0..n).all(|x| c.claims[x as usize].wins() == analysis.wins(x)));
    }
    for seed in 0..6u64 {
        let board = random_board(60, 70, 5 + 6 * seed as u32, seed);
        let analysis = analyze(&board, Algorithm::default());
        let c = Certificate::prove(&board, analysis.matching());
        verify(&board, &c).unwrap();
        assert!(
            board
                .free_cells()
                .all(|(_, _, v)| c.claims[v as usize].wins() == analysis.wins(v))
        );
        let king: Board<King> = board.with_moves();
        let analysis = analyze_general(&king);
        let c = Certificate::prove(&king, &Matching::empty(king.vertex_count()));
        verify(&king, &c).unwrap();
        assert!(
            king.free_cells()
                .all(|(_, _, v)| c.claims[v as usize].wins() == analysis.wins(v))
        );
    }
}

/// The graph of the docs' examples: a triangle 1-2-3 with a tail 3-4-5 (0-based here).
fn triangle_with_tail() -> Graph {
    Graph::from_edges(5, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4)])
}

#[test]
fn corruptions_are_named() {
    let g = triangle_with_tail();
    let good = Certificate::prove(&g, &Matching::empty(5));
    assert!(verify(&g, &good).is_ok());
    let fails = |edit: &dyn Fn(&mut Certificate)| {
        let mut c = good.clone();
        edit(&mut c);
        verify(&g, &c).unwrap_err()
    };
    // A matching edge dropped: the bound no longer meets the matching.
    let e = fails(&|c| {
        c.matching.pop();
    });
    assert_eq!(e.subject, Subject::Whole);
    assert!(
        e.message.contains("so the matching is not proved maximum"),
        "{e}"
    );
    // A matching edge that is not an edge.
    let e = fails(&|c| c.matching = vec![(0, 4), (2, 3)]);
    assert_eq!(e.subject, Subject::MatchingEdge(0));
    assert_eq!(e.message, "matching edge 1 5 is not an edge of the graph");
    // The certificate: matching 1-2, 3-4; barrier {4}; 5 unmatched, 3 via 5, 1 and 2 via 3.
    assert_eq!(good.matching, vec![(0, 1), (2, 3)]);
    assert_eq!(good.claims[2], Claim::LoseVia(4));
    // A verdict swapped: vertex 1 loses, claimed winning.
    let e = fails(&|c| c.claims[0] = Claim::Win);
    assert_eq!(e.subject, Subject::Vertex(0));
    assert_eq!(
        e.message,
        "vertex 1 is claimed winning, but it is outside the barrier in a component of odd size 3, so the barrier does not prove every maximum matching covers it"
    );
    // The winner 4 claimed unmatched.
    let e = fails(&|c| c.claims[3] = Claim::LoseUnmatched);
    assert_eq!(e.subject, Subject::Vertex(3));
    assert_eq!(
        e.message,
        "vertex 4 is claimed unmatched, but the matching pairs it with 3"
    );
    // A path broken: a via vertex not adjacent to the partner.
    let e = fails(&|c| c.claims[2] = Claim::LoseVia(0));
    assert_eq!(e.subject, Subject::Vertex(2));
    assert_eq!(
        e.message,
        "vertex 3: claimed losing via 1, but 1 is not adjacent to its partner 4 by an edge outside the matching"
    );
    // A via vertex that is claimed winning.
    let e = fails(&|c| c.claims[0] = Claim::LoseVia(3));
    assert_eq!(
        e.message,
        "vertex 1: claimed losing via 4, but 4 is claimed winning"
    );
}

/// Local checks pass but the walk is not simple, or never ends: both refused.
#[test]
fn cycles_and_repeated_vertices_in_via_chains_are_refused() {
    // r=0 free; matched a=1 b=2, c=3 d=4; edges r-b, a-b, a-d, c-d, a-c, b-c.
    let g = Graph::from_edges(5, &[(0, 2), (1, 2), (1, 4), (3, 4), (1, 3), (2, 3)]);
    let mut c = Certificate {
        vertices: 5,
        matching: vec![(1, 2), (3, 4)],
        barrier: vec![],
        claims: vec![
            Claim::LoseUnmatched,
            Claim::LoseVia(0), // a: r, b, a
            Claim::LoseVia(3), // b: ..., c, a, b with c: r, b, a, d, c: b twice
            Claim::LoseVia(1), // c: r, b, a, d, c
            Claim::LoseVia(1), // d: r, b, a, c, d
        ],
    };
    let e = verify(&g, &c).unwrap_err();
    assert_eq!(e.subject, Subject::Vertex(2));
    assert!(
        e.message.contains("passes 2 twice") || e.message.contains("not a simple path"),
        "{e}"
    );
    // a and c pointing at each other: a cycle that never reaches the unmatched vertex.
    c.claims[1] = Claim::LoseVia(3);
    let e = verify(&g, &c).unwrap_err();
    assert!(e.message.contains("cycle"), "{e}");
}

#[test]
fn analyze_writes_and_verify_checks_through_the_command_line() {
    let graph = common::temp_file("certificate", "g.txt", b"5 5\n1 2\n2 3\n3 1\n3 4\n4 5\n");
    let cert = common::temp_path("certificate", "g.cert");
    let analyzed = bigame()
        .args(["analyze"])
        .arg(&graph)
        .arg("--certificate")
        .arg(&cert)
        .assert()
        .success();
    assert_eq!(
        String::from_utf8_lossy(&analyzed.get_output().stdout),
        "1 lose\n2 lose\n3 lose\n4 win\n5 lose\n"
    );
    bigame()
        .arg("verify")
        .arg(&graph)
        .arg(&cert)
        .assert()
        .success()
        .stdout("certificate verified: 5 vertices, a maximum matching of 2 edges, 1 winning and 4 losing start vertices\n");
    // A swapped verdict: exit 1, the file and line of the claim, nothing on stdout.
    let text = std::fs::read_to_string(&cert).unwrap();
    let line = text.lines().position(|l| l == "w 4").unwrap() + 1;
    std::fs::write(&cert, text.replace("w 4", "l 4 0")).unwrap();
    let out = bigame()
        .arg("verify")
        .arg(&graph)
        .arg(&cert)
        .assert()
        .code(1)
        .stdout("");
    let err = String::from_utf8_lossy(&out.get_output().stderr).into_owned();
    assert_eq!(
        err,
        format!(
            "bigame: {}:{line}: claim fails: vertex 4 is claimed unmatched, but the matching pairs it with 5\n",
            cert.display()
        )
    );
    // A malformed certificate: exit 2 with line and column.
    std::fs::write(&cert, "bigame-certificate 1\n5 2 1\nm 1 9\n").unwrap();
    let out = bigame()
        .arg("verify")
        .arg(&graph)
        .arg(&cert)
        .assert()
        .code(2)
        .stdout("");
    let err = String::from_utf8_lossy(&out.get_output().stderr).into_owned();
    assert!(
        err.contains("g.cert:3:5: a vertex (1 to 5) is too large (at most 5)"),
        "{err}"
    );
    // The certificate of another graph: unusable input (exit 2), not a false claim.
    std::fs::write(&graph, "4 1\n1 2\n").unwrap();
    std::fs::write(&cert, text).unwrap();
    let out = bigame()
        .arg("verify")
        .arg(&graph)
        .arg(&cert)
        .assert()
        .code(2)
        .stdout("");
    let err = String::from_utf8_lossy(&out.get_output().stderr).into_owned();
    assert_eq!(
        err,
        format!(
            "bigame: {}: the certificate is for 5 vertices, the graph has 4: the certificate was \
             written for another graph than {}\n",
            cert.display(),
            graph.display()
        )
    );
}

/// Bipartite graphs (solved by ms-bfs, as `analyze` does) get certificates too.
#[test]
fn bipartite_analyses_get_certificates_too() {
    for seed in 0..20u64 {
        let half = 300u32;
        let generated = generate::random_graph(
            &GraphSpec::bipartite(half, half, 2 * half as u64).multi(),
            seed,
        )
        .unwrap();
        let g = generated.graph;
        let left = (0..2 * half).map(|v| v < half).collect();
        let analysis = analyze(&BipartiteGraph::new(&g, left), Algorithm::default());
        let c = Certificate::prove(&g, analysis.matching());
        verify(&g, &c).unwrap();
        assert!((0..2 * half).all(|v| c.claims[v as usize].wins() == analysis.wins(v)));
    }
}

/// The contraction walks' adversary (measure with `cargo test --release --test it
/// certificate_walks -- --ignored --nocapture`): an odd cycle `c0 .. c_2k` with `c0` free and
/// `c1 = c2, c3 = c4, ...` matched, a stem from `c2` (`c2 - s1 = s2 - s3 = s4 ...`), and a
/// chord from each even stem vertex `s_2t` to the odd cycle vertex `c_(2k-2t)`, labelled
/// before the stem vertex is scanned: every chord becomes a bridge once the cycle's blossom
/// has formed, and its contraction walks into that blossom.
fn cycle_with_stem_of_chords(k: u32) -> (Graph, Matching) {
    let n = 2 * k + 1;
    let mut edges: Vec<(u32, u32)> = (0..n).map(|i| (i, (i + 1) % n)).collect();
    let mut pairs: Vec<(u32, u32)> = (1..n).step_by(2).map(|i| (i, i + 1)).collect();
    let (mut prev, mut next) = (2, n);
    let mut stem = Vec::new();
    for _ in 0..k / 2 {
        let (a, b) = (next, next + 1);
        next += 2;
        edges.extend([(prev, a), (a, b)]);
        pairs.push((a, b));
        stem.push(b);
        prev = b;
    }
    for (t, &z) in (1..).zip(&stem) {
        let d = 2 * k - 2 * t;
        if d > 2 * t + 2 {
            edges.push((z, d));
        }
    }
    let g = Graph::from_edges(next as usize, &edges);
    let mut matching = Matching::empty(next as usize);
    for (u, v) in pairs {
        matching.pair(u, v);
    }
    (g, matching)
}

/// The proof's work on the adversary above stays linear, contraction walks included (it
/// measured 1.05 units of `V + 2E` at every size from 3,001 to 48,001 vertices): the
/// breadth-first order labels each chord's cycle end odd before its stem end is scanned, so
/// each contraction walks only stem vertices not yet in the cycle's blossom.
#[test]
fn certificate_walks_on_a_stem_of_chords_stay_linear() {
    for k in [250, 500, 1000] {
        let (g, matching) = cycle_with_stem_of_chords(k);
        let (certificate, work) = Certificate::prove_counted(&g, &matching);
        assert!(verify(&g, &certificate).is_ok());
        let unit = (g.vertex_count() + 2 * g.edge_count()) as f64;
        assert!(work as f64 <= 2.0 * unit, "k {k}: {work} against {unit}");
    }
}
