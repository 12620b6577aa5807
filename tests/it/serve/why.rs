//! `/api/board/why`: one maximum matching (the dominoes) and, for the cell asked, its partner
//! (a win) or an even alternating path from a cell the matching leaves out (a loss), checked
//! against `/api/board/solve`'s verdicts on random boards with every move set.

use super::*;
use std::collections::{HashMap, HashSet};

type Cell = (i64, i64);

fn cell(v: &Value) -> Cell {
    (v[0].as_i64().unwrap(), v[1].as_i64().unwrap())
}

/// Whether a and b are one step apart under the move set.
fn step(moves: &str, a: Cell, b: Cell) -> bool {
    let (dr, dc) = ((a.0 - b.0).abs(), (a.1 - b.1).abs());
    match moves {
        "rook" => dr + dc == 1,
        "king" => dr.max(dc) == 1,
        _ => (dr, dc) == (1, 2) || (dr, dc) == (2, 1),
    }
}

#[test]
fn why_explains_every_cell_by_the_matching() {
    let mut rng = Rng::new(43);
    for trial in 0..12 {
        let moves = ["rook", "king", "knight"][trial % 3];
        let text = random_board_text(&mut rng, 3 + trial as u64 % 3, 4, 25);
        let (_, solved) = post("/api/board/solve", json!({"board": &text, "moves": moves}));
        let placer: HashSet<Cell> = solved["placer_wins"]
            .as_array()
            .unwrap()
            .iter()
            .map(cell)
            .collect();
        let free: Vec<Cell> = crate::common::free_cells(&text);
        let mut size = None;
        for &v in &free {
            let (status, why) = post(
                "/api/board/why",
                json!({"board": &text, "moves": moves, "cell": [v.0, v.1]}),
            );
            assert_eq!(status, StatusCode::OK, "{why}");
            assert_eq!(
                why["wins"],
                !placer.contains(&v),
                "{v:?} of {text} ({moves})"
            );
            // A matching: disjoint pairs of cells one step apart, of the same size every time.
            let mut mate: HashMap<Cell, Cell> = HashMap::new();
            for pair in why["matching"].as_array().unwrap() {
                let (a, b) = (
                    (pair[0].as_i64().unwrap(), pair[1].as_i64().unwrap()),
                    (pair[2].as_i64().unwrap(), pair[3].as_i64().unwrap()),
                );
                assert!(
                    step(moves, a, b) && free.contains(&a) && free.contains(&b),
                    "{pair}"
                );
                assert!(
                    mate.insert(a, b).is_none() && mate.insert(b, a).is_none(),
                    "{pair} twice"
                );
            }
            assert_eq!(*size.get_or_insert(mate.len()), mate.len());
            // Every winning cell is matched (it is in every maximum matching).
            for w in free.iter().filter(|c| !placer.contains(c)) {
                assert!(mate.contains_key(w), "winning {w:?} unmatched");
            }
            let path: Vec<Cell> = why["path"].as_array().unwrap().iter().map(cell).collect();
            if why["wins"] == true {
                assert_eq!(Some(&cell(&why["partner"])), mate.get(&v));
                assert!(path.is_empty());
            } else {
                assert!(why["partner"].is_null());
                // v, M(v), p, M(p), ..., r: an even alternating path from an unmatched r.
                assert_eq!(path.first(), Some(&v));
                assert_eq!(path.len() % 2, 1, "{path:?}");
                assert!(
                    !mate.contains_key(path.last().unwrap()),
                    "{path:?} ends at a matched cell"
                );
                for (i, pair) in path.windows(2).enumerate() {
                    if i % 2 == 0 {
                        assert_eq!(mate.get(&pair[0]), Some(&pair[1]), "{path:?}");
                    } else {
                        assert!(
                            step(moves, pair[0], pair[1]) && mate.get(&pair[0]) != Some(&pair[1]),
                            "{path:?}"
                        );
                    }
                }
                if moves != "king" {
                    // Bipartite: the walk down the forest is a simple path.
                    let distinct = path.iter().collect::<HashSet<_>>().len();
                    assert_eq!(distinct, path.len(), "{path:?} is not simple");
                }
            }
        }
    }
    let (status, answer) = post(
        "/api/board/why",
        json!({"board": "1 2\n.#\n", "cell": [1, 2]}),
    );
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        answer["error"],
        "cell: (1, 2) is not a free cell of the 1 x 2 board"
    );
}
