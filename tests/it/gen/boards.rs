//! Free-cell boards: read back with the size and density asked for, holes as blocked
//! regions, the same seed giving the same board.

use super::*;

#[test]
fn boards_read_back_and_have_the_size_and_density_asked_for() {
    for (rows, cols, blocked) in [(1, 1, 0), (1, 40, 50), (37, 1, 10), (200, 150, 30)] {
        for shape in [HoleShape::Rect, HoleShape::Blob] {
            for holes in [0, 4] {
                let spec = BoardSpec {
                    rows,
                    cols,
                    blocked_percent: blocked,
                    holes,
                    hole_shape: shape,
                };
                let board = random_free_board(&spec, 3).unwrap();
                let text = board_text(&board);
                assert_eq!(read_board(&text, CellRule::Strict).unwrap(), board);
                assert_eq!((board.rows(), board.cols()), (rows, cols));
                if holes == 0 && rows * cols >= 10_000 {
                    let free = board.free_count() as f64 / (rows * cols) as f64;
                    let want = 1.0 - blocked as f64 / 100.0;
                    assert!((free - want).abs() < 0.02, "free share {free}, want {want}");
                }
            }
        }
    }
}

#[test]
fn holes_are_blocked_regions() {
    let base = BoardSpec::new(60, 80);
    assert_eq!(random_free_board(&base, 1).unwrap().free_count(), 4800);
    for shape in [HoleShape::Rect, HoleShape::Blob] {
        let one = BoardSpec {
            holes: 1,
            hole_shape: shape,
            ..base
        };
        let many = BoardSpec { holes: 12, ..one };
        let a = random_free_board(&one, 7).unwrap().free_count();
        let b = random_free_board(&many, 7).unwrap().free_count();
        // One hole covers at most 15 x 20 cells.
        assert!((4800 - 300..4800).contains(&a), "{shape:?}: {a}");
        assert!(b < a, "{shape:?}: {b} >= {a}");
    }
}

#[test]
fn same_seed_same_board_other_seed_other_board() {
    let spec = BoardSpec {
        blocked_percent: 25,
        holes: 3,
        hole_shape: HoleShape::Blob,
        ..BoardSpec::new(30, 30)
    };
    let a = board_text(&random_free_board(&spec, 4).unwrap());
    assert_eq!(a, board_text(&random_free_board(&spec, 4).unwrap()));
    assert_ne!(a, board_text(&random_free_board(&spec, 5).unwrap()));
}
