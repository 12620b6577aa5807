//! Bunny-and-Egg records: legal by the rules, as long as asked, ending as the judge
//! promises, with mistakes of both players at the rate asked (checked against exhaustive search
//! on small boards), the same seed giving the same record.

use super::*;

fn bunny_specs() -> Vec<BunnySpec> {
    let mut specs = Vec::new();
    for (rows, cols, k) in [
        (1, 3, 1),
        (3, 3, 2),
        (4, 5, 3),
        (4, 6, 5),
        (12, 9, 40),
        (20, 20, 100),
        (40, 40, 500),
        (40, 40, 700),
    ] {
        let cells = rows * cols;
        for open_end in [false, true] {
            for best in [0, 50, 90, 100] {
                let auto = BunnySpec::new(rows, cols, k).immovable_percent;
                for immovable in [auto, 0, 20] {
                    // Impossible: a full even board with --best 100 (refused; tested below);
                    // many immovable pieces leave no room for records of over 40% of it.
                    let full_even = immovable == 0 && cells % 2 == 0 && best == 100 && !open_end;
                    if full_even || (immovable == 20 && 2 * k * 10 > cells * 4) {
                        continue;
                    }
                    specs.push(BunnySpec {
                        immovable_percent: immovable,
                        best_percent: best,
                        open_end,
                        ..BunnySpec::new(rows, cols, k)
                    });
                }
            }
        }
    }
    for (rows, cols, k) in [(8, 8, 6), (5, 7, 4)] {
        specs.push(BunnySpec {
            policy: Policy::Random,
            ..BunnySpec::new(rows, cols, k)
        });
    }
    specs
}

#[test]
fn records_are_legal_as_long_as_asked_and_end_as_the_judge_promises() {
    for spec in bunny_specs() {
        for seed in [1, 2] {
            let what = format!("{spec:?} seed {seed}");
            let record = random_record(&spec, seed).unwrap_or_else(|e| panic!("{what}: {e}"));
            check_record(&record, &spec, &what);
            if spec.best_percent == 100 {
                assert_eq!(mistakes(&record), [0, 0], "{what}: a mistake");
            }
        }
    }
}

#[test]
fn default_records_have_mistakes_of_both_players() {
    for (rows, cols, k, seeds) in [(20, 20, 100, 30), (40, 40, 500, 8), (40, 40, 700, 6)] {
        let spec = BunnySpec::new(rows, cols, k);
        let mut both = 0;
        for seed in 0..seeds {
            let record = random_record(&spec, seed).unwrap();
            check_record(&record, &spec, &format!("{spec:?} seed {seed}"));
            let [first, second] = mistakes(&record);
            // Only the winning player can err, and an error hands over the win.
            assert!(first.abs_diff(second) <= 1, "{first} and {second}");
            both += usize::from(first > 0 && second > 0);
        }
        assert!(
            3 * both >= 2 * seeds as usize,
            "{rows}x{cols}, k = {k}: mistakes of both players in only {both} of {seeds} records"
        );
    }
}

#[test]
fn best_play_makes_no_mistakes() {
    for (rows, cols, k) in [
        (6, 6, 8),
        (12, 9, 40),
        (20, 20, 100),
        (40, 40, 500),
        (15, 15, 90),
    ] {
        for seed in 0..6 {
            let spec = BunnySpec {
                best_percent: 100,
                ..BunnySpec::new(rows, cols, k)
            };
            let what = format!("{spec:?} seed {seed}");
            let record = random_record(&spec, seed).unwrap_or_else(|e| panic!("{what}: {e}"));
            check_record(&record, &spec, &what);
            assert_eq!(mistakes(&record), [0, 0], "{what}");
        }
    }
    // A full even board: the first player wins from everywhere and never errs.
    let e = random_record(
        &BunnySpec {
            best_percent: 100,
            immovable_percent: 0,
            ..BunnySpec::new(6, 6, 5)
        },
        1,
    )
    .unwrap_err();
    assert!(
        matches!(e, GenError::Invalid(_)) && e.to_string().contains("full"),
        "{e}"
    );
}

#[test]
fn the_mistake_rate_follows_best() {
    // Mistakes per chance of one (a winning mover with a losing move), over many records.
    let mut rates = Vec::new();
    for best in [0, 25, 50, 75, 90] {
        let (mut made, mut chances) = (0, 0);
        for seed in 0..20 {
            let spec = BunnySpec {
                best_percent: best,
                ..BunnySpec::new(20, 20, 100)
            };
            let record = random_record(&spec, seed).unwrap();
            for (ply, chance) in review_with_chances(&record) {
                assert!(chance || !ply.is_mistake());
                chances += usize::from(chance);
                made += usize::from(ply.is_mistake());
            }
        }
        let rate = made as f64 / chances as f64;
        let nominal = (100 - best) as f64 / 100.0;
        // Above the nominal rate a little: where every winning move ends the game too early,
        // the winner errs to keep the game going.
        assert!(
            (rate - nominal).abs() < 0.2,
            "--best {best}: {made} mistakes in {chances} chances"
        );
        rates.push(rate);
    }
    assert!(rates.windows(2).all(|w| w[0] > w[1]), "{rates:?}");
}

#[test]
fn small_records_agree_with_exhaustive_search() {
    // Boards of at most 24 cells: the verdicts of every ply by a search of the game itself
    // (the rules, not the reduction), the mistakes the review finds, and the judge's ending.
    let mut checked = 0;
    for (rows, cols, k) in [(4, 5, 3), (3, 6, 4), (4, 6, 5), (2, 8, 3), (5, 4, 2)] {
        for best in [0, 50, 100] {
            for seed in 0..8 {
                let spec = BunnySpec {
                    best_percent: best,
                    ..BunnySpec::new(rows, cols, k)
                };
                let what = format!("{spec:?} seed {seed}");
                let record = random_record(&spec, seed).unwrap_or_else(|e| panic!("{what}: {e}"));
                check_record(&record, &spec, &what);
                let mut cells = pieces_of(&record.board);
                let plies = review_with_chances(&record);
                for (i, &v) in record.moves.iter().enumerate() {
                    let first = i % 2 == 0;
                    let before = wins_by_rules(rows, cols, &cells, first);
                    let (r, c) = record.board.cell(v).unwrap();
                    let empty = cells.iter().position(|&p| p == Piece::Empty).unwrap();
                    cells.swap((r * cols + c) as usize, empty);
                    let after = wins_by_rules(rows, cols, &cells, !first);
                    let (ply, _) = plies[i];
                    assert_eq!(ply.winning_before, before, "{what}: ply {}", i + 1);
                    assert_eq!(ply.is_mistake(), before && after, "{what}: ply {}", i + 1);
                    if best == 100 {
                        assert!(!(before && after), "{what}: ply {} is a mistake", i + 1);
                    }
                }
                assert!(!wins_by_rules(rows, cols, &cells, true), "{what}: the end");
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 5 * 3 * 8);
}

#[test]
fn layouts_have_the_immovable_share_asked_for() {
    // With an open end the record's board is the laid-out one.
    let spec = BunnySpec {
        immovable_percent: 0,
        open_end: true,
        ..BunnySpec::new(15, 17, 20)
    };
    let record = random_record(&spec, 8).unwrap();
    let b = &record.board;
    assert!((0..15).all(|r| (0..17).all(|c| b.is_movable(r, c))));
    let spec = BunnySpec {
        immovable_percent: 40,
        open_end: true,
        ..BunnySpec::new(60, 60, 1)
    };
    let record = random_record(&spec, 8).unwrap();
    let b = &record.board;
    let (er, ec) = b.empty_cell();
    let mut fixed = [0usize; 2]; // on the empty cell's colour, on the other
    for r in 0..60 {
        for c in 0..60 {
            if !b.is_movable(r, c) {
                fixed[((r + c) % 2 != (er + ec) % 2) as usize] += 1;
            }
        }
    }
    let total = fixed[0] + fixed[1];
    assert!((1240..1640).contains(&total), "{total} immovable of 3600");
    // 32% of the second player's cells, 48% of the first player's.
    assert!((470..690).contains(&fixed[0]), "{fixed:?}");
    assert!((750..980).contains(&fixed[1]), "{fixed:?}");
}

#[test]
fn stuck_games_are_reported_never_shortened() {
    // Random walks on a board with many immovable pieces trap themselves long before 2k plies.
    let spec = BunnySpec {
        policy: Policy::Random,
        immovable_percent: 50,
        ..BunnySpec::new(50, 50, 1000)
    };
    match random_record(&spec, 1) {
        Err(
            e @ GenError::Stuck {
                asked,
                reached,
                attempts,
                judge_ending,
            },
        ) => {
            assert_eq!(asked, 2000);
            assert!(reached < 2000 && attempts > 1 && judge_ending);
            assert!(e.to_string().contains("the longest reached"), "{e}");
        }
        other => panic!("{other:?}"),
    }
    // More plies than cells: refused outright.
    assert!(matches!(
        random_record(&BunnySpec::new(5, 5, 13), 1),
        Err(GenError::Invalid(_))
    ));
    // Every cell: a path through the whole board, ending with the first player stuck.
    let spec = BunnySpec::new(5, 5, 12);
    check_record(&random_record(&spec, 1).unwrap(), &spec, "5 x 5, k = 12");
}

#[test]
fn same_seed_same_record_other_seed_other_record() {
    for spec in [
        BunnySpec::new(20, 20, 50),
        BunnySpec {
            open_end: true,
            best_percent: 100,
            ..BunnySpec::new(20, 20, 50)
        },
    ] {
        let a = record_text(&random_record(&spec, 3).unwrap());
        assert_eq!(a, record_text(&random_record(&spec, 3).unwrap()));
        assert_ne!(a, record_text(&random_record(&spec, 4).unwrap()));
    }
}

#[test]
fn judge_records_are_fast() {
    // The judge's largest boards: k = 500 on 40 x 40 in well under a second (in a release
    // build; debug builds are about 20 times slower).
    let start = std::time::Instant::now();
    for seed in 0..5 {
        random_record(&BunnySpec::new(40, 40, 500), seed).unwrap();
    }
    let each = start.elapsed() / 5;
    let limit = if cfg!(debug_assertions) { 10.0 } else { 0.5 };
    assert!(each.as_secs_f64() < limit, "{each:?} per record");
}
