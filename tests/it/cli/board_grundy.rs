//! `bigame board --grundy`: each free cell's Grundy value, against the exhaustive search
//! ([`brute::grundy`]) on a graph built here from the cells' coordinates and the rules of
//! chess (not by the library's boards), in every output format and with every move set; and
//! the refusals (a region too large for the exact search, the edge game, --svg).

use crate::cli::run::{file, refused, run_ok};
use crate::common::bigame;
use bigame::game::brute;
use bigame::graph::Graph;
use bigame::rng::Rng;

const MOVES: [&str; 3] = ["rook", "king", "knight"];

/// Whether `(dr, dc)` is a move of `moves`.
fn is_move(moves: &str, dr: i64, dc: i64) -> bool {
    let (a, b) = (dr.abs(), dc.abs());
    match moves {
        "rook" => a + b == 1,
        "king" => a.max(b) == 1,
        _ => (a, b) == (1, 2) || (a, b) == (2, 1),
    }
}

/// The board's text and the exhaustive search's value of every free cell, row-major, as
/// `(row, col, value)` 1-based.
fn expected(rows: &[Vec<bool>], moves: &str) -> (String, Vec<(u32, u32, u32)>) {
    let cells: Vec<(i64, i64)> = rows
        .iter()
        .enumerate()
        .flat_map(|(r, row)| {
            row.iter()
                .enumerate()
                .filter(|&(_, &free)| free)
                .map(move |(c, _)| (r as i64, c as i64))
        })
        .collect();
    let mut edges = Vec::new();
    for (i, &(r, c)) in cells.iter().enumerate() {
        for (j, &(s, d)) in cells.iter().enumerate().skip(i + 1) {
            if is_move(moves, s - r, d - c) {
                edges.push((i as u32, j as u32));
            }
        }
    }
    let g = Graph::from_edges(cells.len(), &edges);
    let values = cells
        .iter()
        .enumerate()
        .map(|(v, &(r, c))| (r as u32 + 1, c as u32 + 1, brute::grundy(&g, v as u32)))
        .collect();
    let mut text = format!("{} {}\n", rows.len(), rows[0].len());
    for row in rows {
        text.extend(row.iter().map(|&free| if free { '.' } else { '#' }));
        text.push('\n');
    }
    (text, values)
}

fn random_board(rng: &mut Rng, max_cells: usize) -> Vec<Vec<bool>> {
    loop {
        let (r, c) = (1 + rng.below(5) as usize, 1 + rng.below(5) as usize);
        let density = 40 + rng.below(61) as u32;
        let rows: Vec<Vec<bool>> = (0..r)
            .map(|_| (0..c).map(|_| rng.chance(density)).collect())
            .collect();
        if rows.iter().flatten().filter(|&&f| f).count() <= max_cells {
            return rows;
        }
    }
}

/// The `i j g` lines after the count.
fn lines(out: &str) -> Vec<(u32, u32, u32)> {
    let mut it = out.lines();
    let count: usize = it.next().unwrap().parse().unwrap();
    let cells: Vec<(u32, u32, u32)> = it
        .map(|line| {
            let w: Vec<u32> = line.split(' ').map(|x| x.parse().unwrap()).collect();
            (w[0], w[1], w[2])
        })
        .collect();
    assert_eq!(cells.len(), count, "{out}");
    cells
}

#[test]
fn values_agree_with_the_exhaustive_search_in_every_format() {
    let mut rng = Rng::new(5457);
    for case in 0..45 {
        let moves = MOVES[case % 3];
        let rows = random_board(&mut rng, 16);
        let (text, want) = expected(&rows, moves);
        let args = ["board", "--grundy", "--moves", moves];
        for format in ["loj6033", "jsoi2009"] {
            let out = run_ok(
                "board_grundy",
                text.as_bytes(),
                &[&args[..], &["--format", format]].concat(),
            );
            assert_eq!(lines(&out), want, "{moves} {format}\n{text}");
        }
        // The board of values, and the JSON rows with null for blocked cells.
        let pretty = run_ok(
            "board_grundy",
            text.as_bytes(),
            &[&args[..], &["--format", "pretty"]].concat(),
        );
        let json = run_ok(
            "board_grundy",
            text.as_bytes(),
            &[&args[..], &["--format", "json"]].concat(),
        );
        let json: serde_json::Value = serde_json::from_str(&json).unwrap();
        let grid: Vec<&str> = pretty.lines().collect();
        assert_eq!(grid.len(), rows.len() + 1, "{pretty}");
        let mut next = want.iter();
        for (r, row) in rows.iter().enumerate() {
            for (c, &free) in row.iter().enumerate() {
                let shown = grid[r].as_bytes()[c];
                let field = &json["grundy"][r][c];
                if free {
                    let &(_, _, g) = next.next().unwrap();
                    assert_eq!(shown, b'0' + g as u8, "{pretty}");
                    assert_eq!(field.as_u64(), Some(u64::from(g)), "{json}");
                } else {
                    assert_eq!(shown, b'#', "{pretty}");
                    assert!(field.is_null(), "{json}");
                }
            }
        }
        // The verdicts' fields are still there: the placer wins exactly where the value is 0.
        let zeros = want.iter().filter(|&&(_, _, g)| g == 0).count() as u64;
        assert_eq!(json["placer_wins_count"].as_u64(), Some(zeros), "{json}");
    }
}

#[test]
fn rook_boards_within_the_search_and_of_two_rows() {
    // 4 x 5 with rook moves: cells of 4 moves, searched (20 cells, under the limit).
    let rows = vec![vec![true; 5]; 4];
    let (text, want) = expected(&rows, "rook");
    assert_eq!(
        lines(&run_ok(
            "board_grundy_4x5",
            text.as_bytes(),
            &["board", "--grundy"]
        )),
        want
    );
    // 2 rows: at most 3 moves a cell, so no limit: 2 x 3000 by the polynomial method. A
    // ladder's values repeat along it; checked against the search on 2 x 10.
    let small = expected(&vec![vec![true; 10]; 2], "rook");
    assert_eq!(
        lines(&run_ok(
            "board_grundy_2x10",
            small.0.as_bytes(),
            &["board", "--grundy"]
        )),
        small.1
    );
    let wide = format!("2 3000\n{}\n{}\n", ".".repeat(3000), ".".repeat(3000));
    let out = lines(&run_ok(
        "board_grundy_2x3000",
        wide.as_bytes(),
        &["board", "--grundy"],
    ));
    assert_eq!(out.len(), 6000);
    assert!(out.iter().all(|&(_, _, g)| g <= 3));
}

#[test]
fn regions_too_large_for_the_search_are_refused() {
    // 12 x 12 with rook moves: 144 cells, degree 4.
    let text = format!("12 12\n{}", "............\n".repeat(12));
    for moves in MOVES {
        let path = file("board_grundy_large", text.as_bytes());
        let out = bigame()
            .args(["board", "--grundy", "--moves", moves])
            .arg(&path)
            .output()
            .unwrap();
        let message = refused(&out, moves);
        assert!(
            message.contains(
                "more than 3) and the region of cell 1 1 has 144 free cells, over the limit of 128"
            ) && message.contains("PSPACE-complete")
                && message.ends_with("who wins from every cell is still answered without --grundy"),
            "{message}"
        );
        // Without --grundy the verdicts are still answered.
        run_ok(
            "board_grundy_large",
            text.as_bytes(),
            &["board", "--moves", moves],
        );
    }
    let path = file("board_grundy_edge", b"1 2\n..\n");
    let out = bigame()
        .args(["board", "--grundy", "--game", "edge"])
        .arg(&path)
        .output()
        .unwrap();
    assert!(refused(&out, "edge").contains("--grundy is for the vertex game"));
    let out = bigame()
        .args(["board", "--grundy", "--svg", "-"])
        .arg(&path)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
}
