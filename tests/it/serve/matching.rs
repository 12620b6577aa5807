//! `POST /api/match` answers what `bigame match --format json` prints, byte for byte, with
//! and without a cover; a refused cover and a graph that does not read are 422.

use super::*;

#[test]
fn the_api_answers_as_the_command_line() {
    let mut rng = Rng::new(53);
    for round in 0..12 {
        let n = 2 + rng.below(30);
        let m = rng.below(3 * n);
        let mut text = format!("{n} {m}\n");
        for _ in 0..m {
            let u = 1 + rng.below(n);
            let v = 1 + (u + rng.below(n - 1)) % n;
            text.push_str(&format!("{u} {v}\n"));
        }
        let file = temp_file("g.txt", &text);
        let path = file.to_str().unwrap();
        for (option, cover) in [(None, None), (Some("--edge-cover"), Some("edge_cover"))] {
            let mut args = vec!["match", path, "--format", "json"];
            args.extend(option);
            let out = bigame().args(&args).output().unwrap();
            let mut body = json!({ "graph": text });
            if let Some(cover) = cover {
                body["cover"] = json!(cover);
            }
            let (status, answer) = post("/api/match", body);
            if out.status.success() {
                assert_eq!(status, StatusCode::OK, "round {round}: {answer}");
                let cli: Value = serde_json::from_slice(&out.stdout).unwrap();
                assert_eq!(answer, cli, "round {round}");
            } else {
                assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "round {round}");
            }
        }
    }
    let triangle = json!({ "graph": "3 3\n1 2\n2 3\n3 1\n", "cover": "vertex_cover" });
    let (status, answer) = post("/api/match", triangle);
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        answer["error"].as_str().unwrap().contains("NP-hard"),
        "{answer}"
    );
    let (status, _) = post("/api/match", json!({ "graph": "2 1\n1 3\n" }));
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let (status, _) = post("/api/match", json!({ "graph": "2 1\n1 2\n", "cover": "x" }));
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
}
