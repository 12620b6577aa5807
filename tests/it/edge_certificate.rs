//! Edge-game certificates: every analysis of random bipartite multigraphs and boards gives a
//! certificate that survives writing, reading and verification, with verdicts equal to the
//! exhaustive search's on small graphs; every kind of tampering is refused.

use bigame::board::Board;
use bigame::certificate::edge::{
    EdgeCertificate, EdgeClaim, EdgeSubject, read_edge_certificate, verify_edge,
};
use bigame::game::brute_edge;
use bigame::game::edge::EdgeAnalysis;
use bigame::generate::Rng;
use bigame::graph::{BipartiteGraph, Graph};

use crate::common;
use common::random::multigraph;

/// A random bipartite multigraph on `n` vertices (sides `0..rows`, `rows..n`) and its proved
/// analysis's certificate, after a round trip through the text format.
fn certified(rng: &mut Rng, n: u32, m: usize) -> (Graph, EdgeCertificate) {
    let rows = 1 + (rng.next_u64() % (n as u64 - 1)) as u32;
    let g = multigraph(rng, n, m, Some(rows));
    let sides = (0..n).map(|v| v < rows).collect();
    let a = EdgeAnalysis::prove(&BipartiteGraph::new(&g, sides)).unwrap();
    let c = EdgeCertificate::from_analysis(&a).expect("a proved analysis has a certificate");
    let mut text = Vec::new();
    c.write(&mut text).unwrap();
    let (back, lines) = read_edge_certificate(&text).unwrap();
    assert_eq!(back, c);
    assert_eq!(lines.claims.len(), n as usize);
    (g, back)
}

#[test]
fn certificates_verify_and_agree_with_the_search() {
    let mut rng = Rng::new(12);
    for _ in 0..200 {
        let n = 2 + (rng.next_u64() % 9) as u32;
        let m = (rng.next_u64() % 14) as usize;
        let (g, c) = certified(&mut rng, n, m);
        let verified = verify_edge(&g, &c).unwrap();
        let truth = brute_edge::winning_vertices(&g);
        assert_eq!(verified.wins, truth.iter().filter(|&&w| w).count());
        for (v, claim) in c.claims.iter().enumerate() {
            assert_eq!(matches!(claim, EdgeClaim::Win(_)), truth[v]);
        }
    }
    // Bigger ones: verified (no search).
    for _ in 0..20 {
        let n = 20 + (rng.next_u64() % 200) as u32;
        let m = (rng.next_u64() % 600) as usize;
        let (g, c) = certified(&mut rng, n, m);
        let v = verify_edge(&g, &c).unwrap();
        assert_eq!(v.wins + v.losses, n as usize);
    }
    let board = Board::from_fn(12, 9, |r, c| (r * 7 + c * 3) % 5 != 0);
    let c = EdgeCertificate::from_analysis(&EdgeAnalysis::prove(&board).unwrap()).unwrap();
    assert!(verify_edge(&board, &c).is_ok());
}

#[test]
fn tampered_certificates_are_refused() {
    let mut rng = Rng::new(99);
    let mut kinds = [0usize; 5];
    for _ in 0..300 {
        let n = 3 + (rng.next_u64() % 12) as u32;
        let m = (rng.next_u64() % 30) as usize;
        let (g, c) = certified(&mut rng, n, m);
        for v in 0..n as usize {
            let mut t = c.clone();
            let kind = match &c.claims[v] {
                // A winning vertex claimed lost, by a kernel vector that does not hold it or
                // by having no edge.
                EdgeClaim::Win(y) if !c.kernels.is_empty() && y.len() % 2 == 0 => {
                    t.claims[v] = EdgeClaim::Lose(1);
                    0
                }
                EdgeClaim::Win(_) => {
                    t.claims[v] = EdgeClaim::Lose(0);
                    1
                }
                // A losing vertex claimed won by some column sum: no set proves it.
                EdgeClaim::Lose(j) if *j > 0 => {
                    let other: Vec<u32> = c.kernels[j - 1].clone();
                    t.claims[v] = EdgeClaim::Win(other);
                    2
                }
                EdgeClaim::Lose(_) => continue,
            };
            kinds[kind] += 1;
            assert!(
                verify_edge(&g, &t).is_err(),
                "tampered claim of {v} accepted"
            );
        }
        // A kernel vector missing one of its vertices, or with one more.
        if c.kernels.first().is_some_and(|x| x.len() > 1) {
            let mut t = c.clone();
            t.kernels[0].pop();
            kinds[3] += 1;
            let refuted = verify_edge(&g, &t).unwrap_err();
            assert!(matches!(
                refuted.subject,
                EdgeSubject::Kernel(0) | EdgeSubject::Vertex(_)
            ));
        }
        // A column sum with one vertex dropped.
        if let Some(v) =
            (0..n as usize).find(|&v| matches!(&c.claims[v], EdgeClaim::Win(y) if !y.is_empty()))
        {
            let mut t = c.clone();
            if let EdgeClaim::Win(y) = &mut t.claims[v] {
                y.pop();
            }
            kinds[4] += 1;
            assert_eq!(
                verify_edge(&g, &t).unwrap_err().subject,
                EdgeSubject::Vertex(v as u32)
            );
        }
    }
    assert!(
        kinds.iter().all(|&k| k > 10),
        "every tampering tried: {kinds:?}"
    );
}

#[test]
fn graphs_that_are_not_bipartite_or_of_another_size_are_refused() {
    let triangle = Graph::from_edges(3, &[(0, 1), (1, 2), (2, 0)]);
    let c = EdgeCertificate {
        vertices: 3,
        kernels: vec![],
        claims: vec![EdgeClaim::Lose(0); 3],
    };
    let e = verify_edge(&triangle, &c).unwrap_err();
    assert_eq!(e.subject, EdgeSubject::Graph);
    assert!(e.message.contains("not bipartite"), "{}", e.message);
    let path = Graph::from_edges(4, &[(0, 1), (1, 2)]);
    assert!(
        verify_edge(&path, &c)
            .unwrap_err()
            .message
            .contains("3 vertices")
    );
    // The exhaustive answer has no certificate.
    let a = EdgeAnalysis::of_graph(&triangle, true).unwrap();
    assert!(EdgeCertificate::from_analysis(&a).is_none());
}

#[test]
fn malformed_certificates_name_their_line() {
    let bad: [(&[u8], &str); 4] = [
        (
            b"bigame-certificate 1\n",
            "1:1: expected `bigame-edge-certificate`",
        ),
        (b"bigame-edge-certificate 2\n", "unknown format version 2"),
        (
            b"bigame-edge-certificate 1\n2 0\nw 1 1 2\nw 1 1 2\n",
            "4:1: vertex 1 has a second claim",
        ),
        (
            b"bigame-edge-certificate 1\n2 0\nw 1 1 3\nw 2 1 1\n",
            "3:7: a vertex (1 to 2) is too large",
        ),
    ];
    for (text, want) in bad {
        let e = read_edge_certificate(text).unwrap_err().to_string();
        assert!(e.contains(want), "{e:?} lacks {want:?}");
    }
}
