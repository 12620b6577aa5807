//! The edge rules on free-cell boards (`"rules": "edge"`, issue 41's page): `/api/board/solve`
//! equal to `bigame board --game edge`, its winning replies and `/api/move`'s verdicts and
//! engine moves checked by the exhaustive search of the game, passages never used twice.

use super::*;
use bigame::game::brute_edge;
use bigame::graph::{Adjacency, Graph};

/// The rook graph of a board's text: the free cells in row-major order, an edge between
/// side neighbours; and each cell's vertex (`None` when blocked).
fn rook_graph(text: &str) -> (Graph, Vec<Vec<Option<u32>>>) {
    let grid: Vec<&[u8]> = text.lines().skip(1).map(str::as_bytes).collect();
    let mut id = vec![vec![None; grid[0].len()]; grid.len()];
    let mut n = 0;
    for (r, row) in grid.iter().enumerate() {
        for (c, &ch) in row.iter().enumerate() {
            if ch == b'.' {
                id[r][c] = Some(n);
                n += 1;
            }
        }
    }
    let mut edges = Vec::new();
    for r in 0..grid.len() {
        for c in 0..grid[0].len() {
            let Some(u) = id[r][c] else { continue };
            if let Some(Some(v)) = id.get(r + 1).map(|row| row[c]) {
                edges.push((u, v));
            }
            if let Some(&Some(v)) = id[r].get(c + 1) {
                edges.push((u, v));
            }
        }
    }
    (Graph::from_edges(n as usize, &edges), id)
}

/// The vertex of a 1-based `[row, col]` in the answer.
fn at(id: &[Vec<Option<u32>>], cell: &Value) -> u32 {
    let (r, c) = (cell[0].as_u64().unwrap(), cell[1].as_u64().unwrap());
    id[r as usize - 1][c as usize - 1].unwrap()
}

/// Solve under the edge rules is `bigame board --game edge`'s object and the winning replies;
/// every verdict and every reply agrees with the exhaustive search; the full grids' numbers
/// of losing cells are issue 41's.
#[test]
fn edge_solve_equals_the_cli_and_the_search() {
    let mut rng = Rng::new(41);
    for trial in 0..40 {
        let (rows, cols) = (1 + trial % 3, 2 + trial % 3);
        let text = random_board_text(&mut rng, rows, cols, 25);
        let (status, mut answer) = post(
            "/api/board/solve",
            json!({"board": &text, "moves": "rook", "rules": "edge"}),
        );
        assert_eq!(status, StatusCode::OK, "{answer}");
        let replies = answer.as_object_mut().unwrap().remove("winning_replies");
        let file = temp_file("edge.txt", &text);
        let path = file.to_str().unwrap();
        let cli = cli_json(&["board", path, "--game", "edge", "--format", "json"]);
        assert_eq!(answer, cli, "{text}");
        let (g, id) = rook_graph(&text);
        let placer: Vec<u32> = cli["placer_wins"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| at(&id, c))
            .collect();
        for v in 0..g.vertex_count() as u32 {
            assert_eq!(
                placer.contains(&v),
                !brute_edge::wins(&g, v),
                "vertex {v} of {text}"
            );
        }
        let replies = replies.unwrap();
        let replies = replies.as_array().unwrap();
        assert_eq!(replies.len(), g.vertex_count() - placer.len(), "{text}");
        for reply in replies {
            let u = at(&id, &json!([reply[0], reply[1]]));
            let w = at(&id, &json!([reply[2], reply[3]]));
            assert!(
                !brute_edge::wins_after(&g, &[(u, w)], w),
                "the reply {reply} of {text} does not win"
            );
        }
    }
    for (rows, cols, losing) in [(2, 2, 4), (2, 3, 0), (2, 5, 8), (3, 3, 9), (3, 5, 6)] {
        let text = format!(
            "{rows} {cols}\n{}",
            format!("{}\n", ".".repeat(cols)).repeat(rows)
        );
        let (_, answer) = post("/api/board/solve", json!({"board": text, "rules": "edge"}));
        assert_eq!(answer["placer_wins_count"], losing, "{rows} x {cols}");
        assert_eq!(answer["game"], "edge");
    }
    // The vertex rules by default, and by name: no `game` field.
    let (_, vertex) = post(
        "/api/board/solve",
        json!({"board": "2 2\n..\n..\n", "rules": "vertex"}),
    );
    assert_eq!(vertex["placer_wins_count"], 0);
    assert!(vertex.get("game").is_none(), "{vertex}");
    let (status, _) = post(
        "/api/board/solve",
        json!({"board": "1 2\n..\n", "rules": "hex"}),
    );
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
}

/// `/api/move` under the edge rules: the token may come back to a cell by another passage,
/// never along a used one; the verdict and the engine's move agree with the search; the used
/// passages are listed; a big king board is refused with one line.
#[test]
fn edge_moves_use_each_passage_once() {
    // Round a 2 x 2 cycle back to the start: legal in the edge game only.
    let round = json!({"board": "2 2\n..\n..\n", "start": [1, 1], "history": [[1, 2], [2, 2], [2, 1], [1, 1]]});
    let (status, vertex) = post("/api/move", round.clone());
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{vertex}");
    let mut edge = round;
    edge["rules"] = json!("edge");
    let (status, answer) = post("/api/move", edge);
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(answer["token"], json!([1, 1]));
    assert_eq!(answer["over"], true);
    assert_eq!(answer["winner"], "second");
    assert_eq!(answer["legal_moves"], json!([]));
    assert_eq!(
        answer["used_passages"],
        json!([[1, 1, 1, 2], [1, 2, 2, 2], [2, 2, 2, 1], [2, 1, 1, 1]])
    );
    // Back along the passage just used: illegal, named by its ply.
    let (status, answer) = post(
        "/api/move",
        json!({"board": "1 3\n...\n", "rules": "edge", "start": [1, 1], "history": [[1, 2], [1, 1]]}),
    );
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        answer["error"]
            .as_str()
            .unwrap()
            .starts_with("history: ply 2 (1, 1) is not a legal move"),
        "{answer}"
    );
    // Random games: the verdict and the engine's winning move against the search.
    let mut rng = Rng::new(7);
    for trial in 0..30 {
        let text = random_board_text(&mut rng, 2 + trial % 2, 3, 20);
        let (g, id) = rook_graph(&text);
        let cells: Vec<(u64, u64)> = (0..id.len())
            .flat_map(|r| (0..id[0].len()).map(move |c| (r, c)))
            .filter(|&(r, c)| id[r][c].is_some())
            .map(|(r, c)| (r as u64 + 1, c as u64 + 1))
            .collect();
        if cells.is_empty() {
            continue;
        }
        let start = cells[rng.below(cells.len() as u64) as usize];
        let mut history: Vec<(u64, u64)> = Vec::new();
        let mut used: Vec<(u32, u32)> = Vec::new();
        let mut token = id[start.0 as usize - 1][start.1 as usize - 1].unwrap();
        loop {
            let request = json!({"board": &text, "rules": "edge", "start": [start.0, start.1], "history": &history});
            let (status, answer) = post("/api/move", request);
            assert_eq!(status, StatusCode::OK, "{answer}");
            let winning = brute_edge::wins_after(&g, &used, token);
            assert_eq!(answer["winning"], winning, "{text} after {history:?}");
            if answer["over"] == true {
                break;
            }
            let m = &answer["engine_move"];
            let next = at(&id, m);
            if winning {
                let mut after = used.clone();
                after.push((token, next));
                assert!(
                    !brute_edge::wins_after(&g, &after, next),
                    "{text}: {m} does not win"
                );
            }
            used.push((token, next));
            token = next;
            history.push((m[0].as_u64().unwrap(), m[1].as_u64().unwrap()));
        }
    }
    let big = format!("6 6\n{}", "......\n".repeat(6));
    let (status, answer) = post(
        "/api/move",
        json!({"board": big, "moves": "king", "rules": "edge", "start": [1, 1]}),
    );
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        answer["error"]
            .as_str()
            .unwrap()
            .contains("not bipartite (odd cycle"),
        "{answer}"
    );
}
