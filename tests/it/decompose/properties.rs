//! Properties on random small graphs, boards and matrices: the decomposition, `dmperm` and
//! the edge classes of every algorithm agree with the enumeration of every maximum matching.

use super::*;

/// A random sparse matrix of up to 6 x 6 as `(rows, cols, entries)`, entries 0-based.
fn small_matrix() -> impl Strategy<Value = (usize, usize, Vec<(u32, u32)>)> {
    (0usize..=6, 0usize..=6).prop_flat_map(|(rows, cols)| {
        let entries = if rows == 0 || cols == 0 {
            Just(Vec::new()).boxed()
        } else {
            proptest::collection::vec((0..rows as u32, 0..cols as u32), 0..20).boxed()
        };
        (Just(rows), Just(cols), entries)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// Bipartite graphs: the decomposition against the oracle for every algorithm's matching
    /// (the parts and the blocks as sets must not depend on it), the edge classes by both
    /// methods against the oracle, and analyze's verdicts against the coarse parts.
    #[test]
    fn bipartite_decomposition_and_classes_match_enumeration((n, edges, left) in bipartite_edges(12, 40, 28)) {
        let graph = Graph::from_edges(n, &edges);
        let g = BipartiteGraph::new(graph.clone(), left);
        let truth = truth(n, &edges);
        let mut first: Option<BTreeSet<(Vec<u32>, Vec<u32>)>> = None;
        for algorithm in Algorithm::ALL {
            let dm = DulmageMendelsohn::new(&g, algorithm);
            check_decomposition(&g, &dm, &truth)?;
            let blocks = block_sets(&dm);
            match &first {
                None => first = Some(blocks),
                Some(b) => prop_assert_eq!(b, &blocks, "{}: other blocks", algorithm),
            }
            let classes = EdgeClasses::from_decomposition(&g, &dm);
            check_classes(&g, &edges, &classes, &truth, algorithm.name())?;
            // analyze agrees: the mover loses exactly on D = missed vertices.
            let a = analyze(&g, algorithm);
            let ge = a.decomposition(&g);
            for v in 0..n as u32 {
                prop_assert_eq!(a.wins(v), dm.gallai_edmonds_part(v) != Part::D);
                prop_assert_eq!(ge.part(v), dm.gallai_edmonds_part(v));
            }
        }
        let general = EdgeClasses::general(&graph);
        check_classes(&graph, &edges, &general, &truth, "general method")?;
    }

    /// Any graph: the Gallai–Edmonds route against the oracle.
    #[test]
    fn general_classes_match_enumeration((n, edges) in general_edges(12, 28)) {
        let g = Graph::from_edges(n, &edges);
        let truth = truth(n, &edges);
        let ge = GallaiEdmonds::new(&g, karp_sipser(&g));
        prop_assert_eq!(ge.matching().size(), truth.size);
        let classes = EdgeClasses::from_gallai_edmonds(&g, &ge);
        check_classes(&g, &edges, &classes, &truth, "general")?;
        // The same from a decomposition grown from the empty matching.
        let other = GallaiEdmonds::new(&g, bigame::matching::Matching::empty(n));
        prop_assert_eq!(&EdgeClasses::from_gallai_edmonds(&g, &other), &classes);
        // Vertex verdicts: missed by some maximum matching = D = where the mover loses.
        let a = analyze_general(&g);
        for v in 0..n as u32 {
            prop_assert_eq!(a.wins(v), !truth.missed[v as usize]);
        }
        // On bipartite graphs, the coarse parts give the same D, A and C.
        if let TwoColouring::Sides(left) = two_colouring(&g) {
            let bg = BipartiteGraph::new(g.clone(), left);
            let dm = DulmageMendelsohn::new(&bg, Algorithm::default());
            for v in 0..n as u32 {
                prop_assert_eq!(dm.gallai_edmonds_part(v), ge.part(v));
            }
            prop_assert_eq!(&EdgeClasses::from_decomposition(&bg, &dm), &classes);
        }
    }

    /// `dmperm` on random matrices: the same decomposition as the graph, the shape checks,
    /// and the coarse parts against the oracle.
    #[test]
    fn dmperm_of_random_matrices((rows, cols, entries) in small_matrix()) {
        let d = dmperm(rows, cols, &entries);
        check_dmperm_shape(&d, rows, cols)?;
        let n = rows + cols;
        let edges: Vec<(u32, u32)> =
            entries.iter().map(|&(i, j)| (i, rows as u32 + j)).collect();
        let g = BipartiteGraph::new(Graph::from_edges(n, &edges), (0..n).map(|v| v < rows).collect());
        let truth = truth(n, &edges);
        let dm = DulmageMendelsohn::new(&g, Algorithm::default());
        check_decomposition(&g, &dm, &truth)?;
        prop_assert_eq!(dm.dmperm(), d);
    }

    /// Boards are bipartite adjacencies without a CSR: the decomposition and the classes on
    /// the board itself agree with the oracle on its graph.
    #[test]
    fn boards_decompose_like_their_graphs(board in small_board(4, 5, 12)) {
        let (graph, ids) = board.to_graph();
        let edges: Vec<(u32, u32)> = graph.edges().collect();
        let truth = truth(graph.vertex_count(), &edges);
        let dm = DulmageMendelsohn::new(&board, Algorithm::default());
        prop_assert_eq!(dm.matching().size(), truth.size);
        let classes = EdgeClasses::from_decomposition(&board, &dm);
        for (e, &(u, v)) in edges.iter().enumerate() {
            let (bu, bv) = (ids[u as usize], ids[v as usize]);
            prop_assert_eq!(classes.class(&board, bu, bv), Some(truth.class(e)));
        }
        for (i, &b) in ids.iter().enumerate() {
            let part = dm.gallai_edmonds_part(b);
            prop_assert_eq!(part == Part::D, truth.missed[i], "cell {}", b);
        }
        // Upper block triangular on the board's own adjacency.
        for &b in &ids {
            if board.is_left(b) {
                let mut ok = true;
                board.for_each_neighbor(b, |c| ok &= dm.block(c) >= dm.block(b));
                prop_assert!(ok);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Bigger general graphs (up to 14 vertices, dense enough for odd cycles in `C`): the
    /// default route, which samples perfect matchings and searches on several threads,
    /// against the oracle.
    #[test]
    fn general_classes_of_bigger_graphs_match_enumeration((n, edges) in general_edges(14, 36)) {
        let g = Graph::from_edges(n, &edges);
        let truth = truth(n, &edges);
        let (classes, solved) = bigame::solve::edge_classes(&g, None, None).unwrap();
        prop_assert_eq!(solved.analysis.matching().size(), truth.size);
        check_classes(&g, &edges, &classes, &truth, "general, default route")?;
    }
}
