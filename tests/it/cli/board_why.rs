//! `bigame board --format json`'s proof of every verdict (`matching` and `via`, see
//! docs/json.md), checked on small random boards with every move set against a brute force:
//! the matching is a maximum matching of the board (its size the brute force's), every cell
//! where the player to move wins is matched (its partner a neighbour), and every losing
//! cell's path, followed through `via`, is an even alternating path that ends at a cell the
//! matching leaves out; the verdicts are the brute force's.

use crate::cli::run::{file, run_ok};
use crate::common::random::random_board_text;
use bigame::generate::Rng;
use serde_json::Value;
use std::collections::{HashMap, HashSet};

type Cell = (i64, i64);

/// Whether `a` and `b` are one step apart under `moves`.
fn adjacent(moves: &str, a: Cell, b: Cell) -> bool {
    let (dr, dc) = ((a.0 - b.0).abs(), (a.1 - b.1).abs());
    match moves {
        "rook" => dr + dc == 1,
        "king" => dr.max(dc) == 1,
        "knight" => (dr, dc) == (1, 2) || (dr, dc) == (2, 1),
        _ => unreachable!(),
    }
}

/// The sizes of a maximum matching of every subset of `cells` (a bitmask), by the first
/// cell of the subset left out or matched to a neighbour in the subset: `O(2^n n)`.
fn brute_matchings(moves: &str, cells: &[Cell]) -> Vec<u8> {
    let n = cells.len();
    let mut best = vec![0u8; 1 << n];
    for mask in 1usize..1 << n {
        let i = mask.trailing_zeros() as usize;
        let rest = mask & !(1 << i);
        let mut b = best[rest];
        for j in (i + 1..n).filter(|&j| rest >> j & 1 == 1) {
            if adjacent(moves, cells[i], cells[j]) {
                b = b.max(1 + best[rest & !(1 << j)]);
            }
        }
        best[mask] = b;
    }
    best
}

fn cell(v: &Value) -> Cell {
    (v[0].as_i64().unwrap(), v[1].as_i64().unwrap())
}

fn quads(v: &Value) -> Vec<(Cell, Cell)> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|q| {
            (
                (q[0].as_i64().unwrap(), q[1].as_i64().unwrap()),
                (q[2].as_i64().unwrap(), q[3].as_i64().unwrap()),
            )
        })
        .collect()
}

/// Checks the proof in `json` for the board `text` with `moves`.
fn check(text: &str, moves: &str, json: &Value) {
    let free: Vec<Cell> = crate::common::free_cells(text);
    let is_free: HashSet<Cell> = free.iter().copied().collect();
    let losing: HashSet<Cell> = json["placer_wins"]
        .as_array()
        .unwrap()
        .iter()
        .map(cell)
        .collect();
    // The matching: pairs of free neighbours, each cell once, as many as the brute force's.
    let pairs = quads(&json["matching"]);
    let mut partner: HashMap<Cell, Cell> = HashMap::new();
    for &(a, b) in &pairs {
        assert!(
            is_free.contains(&a) && is_free.contains(&b),
            "{text}: {a:?} {b:?}"
        );
        assert!(adjacent(moves, a, b), "{text}: {a:?} {b:?} not neighbours");
        assert!(a < b, "{text}: pair {a:?} {b:?} not in row-major order");
        assert!(partner.insert(a, b).is_none() && partner.insert(b, a).is_none());
    }
    let sizes = brute_matchings(moves, &free);
    let all = (1usize << free.len()) - 1;
    let maximum = sizes[all] as usize;
    assert_eq!(
        pairs.len(),
        maximum,
        "{text} ({moves}): not a maximum matching"
    );
    let via: HashMap<Cell, Cell> = quads(&json["via"]).into_iter().collect();
    for (k, &x) in free.iter().enumerate() {
        // The brute force's verdict: the mover loses when some maximum matching misses x.
        let loses = sizes[all & !(1 << k)] as usize == maximum;
        assert_eq!(
            losing.contains(&x),
            loses,
            "{text} ({moves}): verdict of {x:?}"
        );
        if !loses {
            // A winning cell: its partner is the winning move; it has no path.
            assert!(partner.contains_key(&x), "{text}: winning {x:?} unmatched");
            assert!(!via.contains_key(&x), "{text}: winning {x:?} has a via");
            continue;
        }
        // A losing cell: x, M(x), via(x), M(via(x)), ... to a cell the matching leaves out:
        // an even alternating path (simple), whose switch leaves x out.
        let mut path = vec![x];
        let mut at = x;
        while let Some(&m) = partner.get(&at) {
            let next = *via
                .get(&at)
                .unwrap_or_else(|| panic!("{text}: matched losing {at:?} has no via"));
            assert!(
                losing.contains(&next),
                "{text}: via {next:?} of {at:?} wins"
            );
            assert!(
                adjacent(moves, m, next),
                "{text}: via {next:?} not next to {m:?}"
            );
            path.extend([m, next]);
            at = next;
            assert!(
                path.len() <= 2 * free.len(),
                "{text}: the via chain of {x:?} loops"
            );
        }
        let distinct: HashSet<Cell> = path.iter().copied().collect();
        assert_eq!(
            distinct.len(),
            path.len(),
            "{text}: path {path:?} not simple"
        );
        assert_eq!(
            (path.len() - 1) % 2,
            0,
            "{text}: path {path:?} of odd length"
        );
    }
    // Only matched losing cells have a via.
    for x in via.keys() {
        assert!(
            losing.contains(x) && partner.contains_key(x),
            "{text}: via of {x:?}"
        );
    }
}

#[test]
fn board_json_proves_every_verdict_on_small_boards() {
    let mut rng = Rng::new(55);
    for round in 0..120u64 {
        // At most 16 cells, for the brute force's 2^16 subsets.
        let (rows, cols) = (1 + round % 4, 1 + (round / 4) % 4);
        let text = random_board_text(&mut rng, rows, cols, 10 + round % 40);
        let path = file("why", text.as_bytes());
        for moves in ["rook", "king", "knight"] {
            let out = run_ok_path(&path, moves);
            let json: Value = serde_json::from_str(&out).unwrap();
            check(&text, moves, &json);
        }
    }
}

fn run_ok_path(path: &crate::common::TempFile, moves: &str) -> String {
    let out = crate::common::bigame()
        .args(["board", "--format", "json", "--moves", moves])
        .arg(path)
        .output()
        .unwrap();
    assert!(out.status.success() && out.stderr.is_empty(), "{out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// The 2x3 board worked out by hand in board.rs: the path (1,1) - (2,1) - (2,2) - (2,3) -
/// (1,3); the whole answer, exactly, for the matching bigame finds.
#[test]
fn board_json_by_hand() {
    let out = run_ok("bent", super::board::BENT, &["board", "--format", "json"]);
    let json: Value = serde_json::from_str(&out).unwrap();
    check("2 3\n.#.\n...\n", "rook", &json);
    assert_eq!(
        json["placer_wins"],
        serde_json::json!([[1, 1], [1, 3], [2, 2]])
    );
    assert_eq!(json["matching"].as_array().unwrap().len(), 2);
}
