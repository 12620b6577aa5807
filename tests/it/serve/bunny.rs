//! Bunny-and-Egg through the API: whole games against the engine following the rules, and
//! illegal plies named.

use super::*;

/// A Bunny-and-Egg position kept apart from the server's session: the cells as `X`, `O` and
/// `.`, and the plies made so far. Its legal moves come from the current cells alone
/// ([`common::bunny`]), never from the history the server tracks.
#[derive(Clone)]
struct Bunny {
    rows: u64,
    cols: u64,
    cells: Vec<u8>,
    plies: usize,
}

impl Bunny {
    fn new(text: &str) -> Bunny {
        let mut tokens = text.split_whitespace();
        let rows: u64 = tokens.next().unwrap().parse().unwrap();
        let cols: u64 = tokens.next().unwrap().parse().unwrap();
        let cells: Vec<u8> = (0..rows)
            .flat_map(|_| tokens.next().unwrap().bytes())
            .collect();
        Bunny {
            rows,
            cols,
            cells,
            plies: 0,
        }
    }
    fn empty(&self) -> (u64, u64) {
        let i = self.cells.iter().position(|&b| b == b'.').unwrap() as u64;
        (i / self.cols + 1, i % self.cols + 1)
    }
    fn legal(&self) -> Vec<(u64, u64)> {
        let first = self.plies.is_multiple_of(2);
        legal_moves_of_text(self.rows as u32, self.cols as u32, &self.cells, first)
    }
    fn play(&mut self, m: (u64, u64)) {
        assert!(self.legal().contains(&m), "{m:?} is not legal");
        let (r, c) = self.empty();
        let to = ((r - 1) * self.cols + c - 1) as usize;
        let from = ((m.0 - 1) * self.cols + m.1 - 1) as usize;
        self.cells.swap(from, to);
        self.plies += 1;
    }
    /// Whether the player to move wins, by exhaustive search over the rules (small boards).
    fn wins(&self) -> bool {
        use bigame::board::bunny::Piece;
        let cells: Vec<Piece> = self
            .cells
            .iter()
            .map(|&b| Piece::from_byte(b).unwrap())
            .collect();
        bigame::game::brute_bunny::wins_by_rules(
            self.rows as u32,
            self.cols as u32,
            &cells,
            self.plies.is_multiple_of(2),
        )
    }
}

/// Plays whole Bunny-and-Egg games through `/api/bunny/move` from random records (random
/// boards with some immovable pieces, up to two plies per player already made): the engine
/// for one side, a random legal move for the other. At every position the answer is checked
/// against the position kept here ([`Bunny`]): the legal moves, whose turn, the empty cell, the end and
/// the winner; on boards of at most 20 cells the verdict equals the exhaustive search's and
/// the engine's move, when winning, leaves the opponent lost. A side the engine plays that is
/// winning wins. The same position sent as a bare board with every ply in `history` gets the
/// same answer. At the end the game's record (its even prefix) is reviewed by `/api/review`
/// (equal to `bigame review`): each ply's `winning_before` equals the verdict the endpoint
/// gave, and the engine's side made no mistake.
#[test]
fn bunny_games_against_the_engine_follow_the_rules() {
    use bigame::generate::{BunnySpec, Policy, random_record};
    use bigame::write::noi2011;
    let mut rng = Rng::new(0x5eed_b0a7);
    let runtime = runtime();
    let ask = |body: Value| {
        let (status, answer) =
            runtime.block_on(call("/api/bunny/move", body.to_string().into_bytes()));
        assert_eq!(status, StatusCode::OK, "{body}: {answer}");
        answer
    };
    let (mut games, mut small_games, mut engine_wins) = (0, 0, 0);
    let mut total_positions = 0;
    for seed in 0..200u64 {
        let small = seed < 120;
        let (rows, cols) = if small {
            let rows = 1 + rng.below(4) as u32;
            (rows, 2 + rng.below(20 / rows as u64 - 1) as u32)
        } else {
            (4 + rng.below(9) as u32, 4 + rng.below(9) as u32)
        };
        let spec = BunnySpec {
            immovable_percent: rng.below(if small { 35 } else { 15 }) as u32,
            policy: Policy::Random,
            // The game goes on after the record: it must not end there.
            open_end: true,
            ..BunnySpec::new(rows, cols, rng.below(3) as u32)
        };
        let Ok(record) = random_record(&spec, seed) else {
            continue;
        };
        let mut text = Vec::new();
        noi2011::write_record(&mut text, &record).unwrap();
        let text = String::from_utf8(text).unwrap();
        let bare: String = text
            .lines()
            .take(rows as usize + 1)
            .map(|l| format!("{l}\n"))
            .collect();
        let record_plies: Vec<(u64, u64)> = record
            .moves
            .iter()
            .map(|&v| {
                let (x, y) = record.board.move_of_vertex(v).unwrap();
                (u64::from(x), u64::from(y))
            })
            .collect();
        let mut rules = Bunny::new(&bare);
        for &m in &record_plies {
            rules.play(m);
        }
        let engine_side = if rng.below(2) == 0 { "first" } else { "second" };
        let mut history: Vec<(u64, u64)> = Vec::new();
        let mut verdicts = Vec::new(); // (ply about to be made, the mover's verdict)
        let mut engine_won_position = false;
        let where_ = |history: &[(u64, u64)]| format!("seed {seed}, {text}history {history:?}");
        loop {
            let pos = ask(json!({"record": text, "history": history}));
            total_positions += 1;
            let all: Vec<(u64, u64)> = record_plies.iter().chain(&history).copied().collect();
            let same = ask(json!({"record": bare, "history": all}));
            assert_eq!(pos, same, "{}", where_(&history));
            let mut legal: Vec<(u64, u64)> =
                serde_json::from_value(pos["legal_moves"].clone()).unwrap();
            legal.sort();
            assert_eq!(legal, rules.legal(), "legal moves: {}", where_(&history));
            let to_move = if rules.plies.is_multiple_of(2) {
                "first"
            } else {
                "second"
            };
            assert_eq!(pos["to_move"], to_move);
            assert_eq!(pos["plies"], rules.plies);
            let empty: (u64, u64) = serde_json::from_value(pos["empty"].clone()).unwrap();
            assert_eq!(empty, rules.empty());
            let winning = pos["winning"].as_bool().unwrap();
            if small {
                assert_eq!(winning, rules.wins(), "verdict: {}", where_(&history));
            }
            if pos["over"].as_bool().unwrap() {
                assert!(legal.is_empty() && pos["engine_move"].is_null() && !winning);
                let winner = pos["winner"].as_str().unwrap();
                assert_ne!(winner, to_move);
                if engine_won_position {
                    assert_eq!(winner, engine_side, "{}", where_(&history));
                    engine_wins += 1;
                }
                break;
            }
            assert!(pos["winner"].is_null() && !legal.is_empty());
            verdicts.push((rules.plies + 1, winning));
            let m: (u64, u64) = serde_json::from_value(pos["engine_move"].clone()).unwrap();
            assert!(
                legal.contains(&m),
                "engine move {m:?}: {}",
                where_(&history)
            );
            if small && winning {
                let mut after = rules.clone();
                after.play(m);
                assert!(
                    !after.wins(),
                    "the engine's {m:?} throws the win away: {}",
                    where_(&history)
                );
            }
            let mv = if pos["to_move"] == engine_side {
                if engine_won_position {
                    assert!(
                        winning,
                        "the engine lost a won position: {}",
                        where_(&history)
                    );
                }
                engine_won_position |= winning;
                m
            } else {
                legal[rng.below(legal.len() as u64) as usize]
            };
            rules.play(mv);
            history.push(mv);
        }
        // The review of the whole game (a NOI 2011 record has as many plies for each player).
        let mut all: Vec<(u64, u64)> = record_plies.iter().chain(&history).copied().collect();
        all.truncate(all.len() - all.len() % 2);
        let mut review_text = format!("{bare}{}\n", all.len() / 2);
        for (x, y) in &all {
            review_text.push_str(&format!("{x} {y}\n"));
        }
        let (status, review) = post("/api/review", json!({ "record": review_text }));
        assert_eq!(status, StatusCode::OK, "{review}");
        let plies = review["plies"].as_array().unwrap();
        for &(ply, winning) in &verdicts {
            if ply <= plies.len() {
                assert_eq!(
                    plies[ply - 1]["winning_before"],
                    winning,
                    "ply {ply}: {}",
                    where_(&history)
                );
            }
        }
        let engine_mistakes = &review[format!("{engine_side}_player_mistakes")];
        let engine_plies: Vec<u64> = engine_mistakes
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_u64().unwrap())
            .filter(|&m| {
                let ply = if engine_side == "first" {
                    2 * m - 1
                } else {
                    2 * m
                };
                ply as usize > record_plies.len()
            })
            .collect();
        assert!(
            engine_plies.is_empty(),
            "the engine's mistakes {engine_plies:?}: {}",
            where_(&history)
        );
        games += 1;
        small_games += usize::from(small);
    }
    assert!(total_positions >= 1500, "only {total_positions} positions");
    assert!(
        games >= 180 && small_games >= 100,
        "{games} games, {small_games} small"
    );
    assert!(
        engine_wins >= 50,
        "the engine won only {engine_wins} won positions"
    );
}

/// Errors of `/api/bunny/move`: the reader's messages for a bad record (with its line and
/// column, as the CLI says them), 422 naming the ply for an illegal ply of `history`, 413 for
/// a board over the cell cap; and an odd number of plies is a position like any other.
#[test]
fn bunny_move_errors_name_the_ply() {
    let record = "1 6\nXO.OXO\n";
    let error = |body: Value| {
        let (status, answer) = post("/api/bunny/move", body);
        (
            status,
            answer["error"].as_str().unwrap_or_default().to_string(),
        )
    };
    // The second player cannot slide the O that just moved.
    let (status, e) = error(json!({"record": record, "history": [[1, 2], [1, 3]]}));
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        e,
        "history item 2, ply 2 (second player's move 1): (1, 3) is not a legal move: the second player slides a black piece 'X' next to the empty cell (1, 2) into it"
    );
    // Not next to the empty cell; off the board; the ply counts the record's plies.
    let (status, e) = error(json!({"record": record, "history": [[1, 6]]}));
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        e.starts_with("history item 1, ply 1 (first player's move 1): (1, 6) is not a legal move"),
        "{e}"
    );
    let (status, e) = error(json!({"record": "1 6\nXO.OXO\n1\n1 2\n1 1\n", "history": [[2, 1]]}));
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        e,
        "history item 1, ply 3 (first player's move 2): (2, 1) is off the board (rows 1 to 1, columns 1 to 6)"
    );
    // The record reader's messages.
    for (bad, want) in [
        (
            "1 6\nXO.OXO\n1\n1 2\n1 4\n",
            "record:5:1: ply 2 (second player's move 1): (1, 4) is not adjacent to the empty cell (1, 2)",
        ),
        (
            "2 2\nXO\nOX\n",
            "record:2:1: the board has no empty cell '.' (expected exactly one)",
        ),
        (
            "1 3\nX.Z\n",
            "record:2:3: unknown cell 'Z' in row 1 (expected 'X', 'O' or '.')",
        ),
    ] {
        let (status, e) = error(json!({ "record": bad }));
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{bad}");
        assert_eq!(e, want);
    }
    let (status, e) = error(json!({"record": "1 6\nXO.OXO\n1\n1 2\n"}));
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(e.starts_with("record:") && e.contains("ply 2"), "{e}");
    for bad in [
        json!({}),
        json!({"record": 5}),
        json!({"record": record, "history": [[1]]}),
    ] {
        let (status, e) = error(bad.clone());
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{bad}");
        assert!(e.starts_with("bad request JSON"), "{e}");
    }
    // Over the cell cap.
    let mut big = "1 4000001\n.".to_string();
    big.push_str(&"X".repeat(4_000_000));
    let (status, e) = error(json!({ "record": big }));
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{e}");
    // An odd number of plies: the second player is to move; one more ends the game.
    let (status, pos) = post(
        "/api/bunny/move",
        json!({"record": record, "history": [[1, 2]]}),
    );
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        pos,
        json!({"empty": [1, 2], "to_move": "second", "plies": 1, "winning": true,
               "engine_move": [1, 1], "legal_moves": [[1, 1]], "over": false, "winner": null})
    );
    let (_, pos) = post(
        "/api/bunny/move",
        json!({"record": record, "history": [[1, 2], [1, 1]]}),
    );
    assert_eq!(
        pos,
        json!({"empty": [1, 1], "to_move": "first", "plies": 2, "winning": false,
               "engine_move": null, "legal_moves": [], "over": true, "winner": "second"})
    );
}
