//! Arbitrary bytes into the certificate reader, and what it accepts into the verifier: neither
//! may panic, errors must point inside the input, and a certificate the verifier accepts for a
//! path must claim the path's true verdicts (soundness against hostile certificates).

#![no_main]

use bigame::certificate::verify;
use bigame::graph::Graph;
use bigame::certificate::read::read_certificate;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    match read_certificate(data) {
        Err(e) => {
            let lines = data.split(|&b| b == b'\n').count();
            assert!(e.line >= 1 && e.line <= lines, "{e:?}");
            assert!(e.column >= 1 && !e.message.contains('\n'), "{e:?}");
        }
        Ok((certificate, lines)) => {
            assert_eq!(lines.claims.len(), certificate.vertices);
            // The path 0 - 1 - ... - (n-1): with an even number of vertices every vertex is
            // in every maximum matching (a perfect one, which is unique); with an odd number,
            // exactly the odd positions 1, 3, ... (0-based) are.
            let n = certificate.vertices;
            let edges: Vec<(u32, u32)> = (1..n as u32).map(|v| (v - 1, v)).collect();
            let path = Graph::from_edges(n, &edges);
            if let Ok(proved) = verify(&path, &certificate) {
                for (v, claim) in certificate.claims.iter().enumerate() {
                    let truth = n % 2 == 0 || v % 2 == 1;
                    assert_eq!(claim.wins(), truth, "vertex {v} of a path of {n}");
                }
                assert_eq!(proved.matching_size, n / 2);
            }
        }
    }
});
