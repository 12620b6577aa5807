//! SNAP files answer in their own ids exactly as their 1-based edge lists do.

use super::*;

#[test]
fn a_snap_file_answers_in_its_own_ids_as_its_edge_list_does() {
    let mut rng = Rng::new(15);
    for n in [2u32, 3, 7, 12, 30] {
        let g = random_graph(&mut rng, n);
        let (snap, el) = snap_and_edge_list(&g);
        let snap = file("com-made-up.ungraph.txt", &snap);
        let el = file("g.txt", &el);
        let snap_path = snap.to_str().unwrap();
        let el_path = el.to_str().unwrap();
        // Verdicts: label i is vertex i + 1.
        let got = by_vertex(&run(&["analyze", snap_path]));
        let want = by_vertex(&run(&["analyze", el_path]));
        assert_eq!(got.len(), n as usize);
        for (label, verdict) in &got {
            let number: u32 = label.parse().unwrap();
            assert_eq!(
                Some(verdict),
                want.get(&(number + 1).to_string()),
                "n {n}: {label}"
            );
        }
        // Gallai–Edmonds parts (the same sets; components may be numbered differently).
        let got = by_vertex(&run(&["analyze", snap_path, "--decomposition"]));
        let want = by_vertex(&run(&["analyze", el_path, "--decomposition"]));
        for (label, part) in &got {
            let number: u32 = label.parse().unwrap();
            assert_eq!(
                part[0],
                want[&(number + 1).to_string()][0],
                "n {n}: {label}"
            );
        }
        // Every start vertex by its label: the verdict, and a winning move that is an edge.
        for v in 0..n {
            let line = run(&["analyze", snap_path, "--start", &v.to_string()]);
            let words: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(words[0], v.to_string());
            let want = &by_vertex(&run(&["analyze", el_path]))[&(v + 1).to_string()];
            assert_eq!(words[1], want[0], "n {n}: --start {v}");
            if let Some(w) = words.get(2) {
                let w: u32 = w.parse().unwrap();
                assert!(g.neighbors(v).contains(&w), "n {n}: {v} -> {w} is no edge");
            }
        }
        // JSON: the ids are the file's, as numbers.
        let json: Value =
            serde_json::from_str(&run(&["analyze", snap_path, "--format", "json"])).unwrap();
        let verdicts = json["verdicts"].as_array().unwrap();
        assert_eq!(verdicts.len(), n as usize);
        for verdict in verdicts {
            let label = verdict["vertex"].as_u64().unwrap();
            let want = &by_vertex(&run(&[
                "analyze",
                el_path,
                "--start",
                &(label + 1).to_string(),
            ]))[&(label + 1).to_string()];
            assert_eq!(verdict["wins"].as_bool().unwrap(), want[0] == "win");
        }
        // A certificate in the file's ids, verified against the file.
        let cert = file("cert.txt", b"");
        run(&[
            "analyze",
            snap_path,
            "--certificate",
            cert.to_str().unwrap(),
        ]);
        let text = std::fs::read_to_string(&cert.0).unwrap();
        assert!(text.starts_with("bigame-certificate 2\n"), "{text}");
        let verified = run(&["verify", snap_path, cert.to_str().unwrap()]);
        assert!(verified.starts_with("certificate verified: "), "{verified}");
        // A certificate of the edge list is refused for the SNAP file: other names.
        let el_cert = file("el-cert.txt", b"");
        run(&[
            "analyze",
            el_path,
            "--certificate",
            el_cert.to_str().unwrap(),
        ]);
        let out = bigame()
            .args(["verify", snap_path, el_cert.to_str().unwrap()])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{out:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("format version 1"));
    }
}
