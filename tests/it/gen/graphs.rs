//! Random graphs: read back in every format, the size and the multiplicity asked for, the
//! same seed giving the same graph, too large ones refused before allocating.

use super::*;

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
