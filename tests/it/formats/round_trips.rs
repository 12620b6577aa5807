//! Every writer's output reads back as the same graph, on random graphs; Matrix Market
//! numbers each side.

use super::*;

#[test]
fn every_writer_reads_back_the_same_graph() {
    let mut rng = Rng::new(5);
    for round in 0..300 {
        let n = 1 + (rng.next_u64() % 40) as u32;
        let m = (rng.next_u64() % 80) as usize;
        let g = multigraph(&mut rng, n, m, None);
        let want = edge_set(&g);
        let mut text = Vec::new();
        write_edge_list(&mut text, &g).unwrap();
        let back = read_edge_list(&text).unwrap();
        assert_eq!(
            (back.vertex_count(), edge_set(&back)),
            (g.vertex_count(), want.clone())
        );
        text.clear();
        write_dimacs(&mut text, &g).unwrap();
        let back = read_dimacs(&text).unwrap();
        assert_eq!(
            (back.vertex_count(), edge_set(&back)),
            (g.vertex_count(), want.clone())
        );
        text.clear();
        write_json_graph(&mut text, &g).unwrap();
        let back = read_json_graph(&text).unwrap();
        assert_eq!(
            (back.vertex_count(), edge_set(&back)),
            (g.vertex_count(), want.clone())
        );
        // Through detection and gzip, too.
        let gz = gzip(&text);
        let plain = gunzip(&gz).unwrap();
        let back = read_graph(&plain, InputFormat::sniff(&plain)).unwrap();
        assert_eq!(edge_set(&back.graph), want, "round {round}");

        // Bipartite: rows 0..rows, columns rows..n.
        let rows = 1 + (rng.next_u64() % 20) as u32;
        let cols = 1 + (rng.next_u64() % 20) as u32;
        let mut edges = Vec::new();
        for _ in 0..rng.next_u64() % 60 {
            let r = (rng.next_u64() % rows as u64) as u32;
            let c = rows + (rng.next_u64() % cols as u64) as u32;
            edges.push(if rng.next_u64().is_multiple_of(2) {
                (r, c)
            } else {
                (c, r)
            });
        }
        let b = Graph::from_edges((rows + cols) as usize, &edges);
        let left: Vec<bool> = (0..rows + cols).map(|v| v < rows).collect();
        text.clear();
        write_matrix_market(&mut text, &b, &left).unwrap();
        let m = read_matrix_market(&text).unwrap();
        assert_eq!((m.rows, m.cols), (rows, cols));
        assert_eq!(edge_set(&m.graph), edge_set(&b), "round {round}");
        // The bipartite graph through the other formats, too.
        text.clear();
        write_dimacs(&mut text, &b).unwrap();
        assert_eq!(edge_set(&read_dimacs(&text).unwrap()), edge_set(&b));
    }
}

#[test]
fn matrix_market_writer_numbers_each_side() {
    // Sides interleaved: rows are 1, 3 (ids), columns 0, 2, 4.
    let g = Graph::from_edges(5, &[(1, 0), (3, 4), (1, 2)]);
    let left = [false, true, false, true, false];
    let mut out = Vec::new();
    write_matrix_market(&mut out, &g, &left).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(text.ends_with("2 3 3\n1 1\n1 2\n2 3\n"), "{text}");
    // Refused: an edge inside one side, a wrong number of sides.
    let err = write_matrix_market(&mut Vec::new(), &g, &[true; 5]).unwrap_err();
    assert_eq!(err.kind(), std::io::ErrorKind::InvalidInput);
    let err = write_matrix_market(&mut Vec::new(), &g, &[true]).unwrap_err();
    assert_eq!(err.kind(), std::io::ErrorKind::InvalidInput);
}
