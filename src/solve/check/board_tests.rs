//! The board check's tests: every right answer passes, as the search's check says; every
//! wrong verdict, pair or via is refused, and a via is refused exactly when the vias stop
//! proving the losses (against a naive walk).

use super::*;
use crate::board::{Board, Knight, MoveSet};
use crate::game::analyze_board_with_vias;
use crate::generate::random_board;
use crate::matching::{Algorithm, GallaiEdmonds, Matching};
use crate::rng::Rng;
use crate::solve::check::{check_answer, check_board_answer};

/// The default's answer on `board`, with its vias (none when the default's guard handed
/// the search over to another algorithm: then every via is 0, and the check refuses).
fn solved<M: BipartiteMoves>(board: &Board<M>) -> (Analysis, Vec<u8>) {
    let (analysis, _, vias) = analyze_board_with_vias(board, Algorithm::MsBfs, true);
    let n = analysis.essential().len();
    (analysis, vias.unwrap_or_else(|| vec![0; n]))
}

/// An answer with the same matching and the losers `lose`.
fn with_losers<M: BipartiteMoves>(
    board: &Board<M>,
    analysis: &Analysis,
    lose: &[bool],
) -> Analysis {
    let matching = Matching::from_mates(analysis.matching().mates().to_vec());
    Analysis::from_gallai_edmonds(GallaiEdmonds::from_d(board, matching, lose))
}

/// Random boards of both move sets, every density, small and (past the two threads'
/// threshold) large.
fn boards(rng: &mut Rng) -> Vec<Board> {
    let mut boards = small_boards(rng, 60, (12, 13), 13);
    boards.push(random_board(300, 301, 30, 7));
    boards.push(random_board(260, 270, 10, 8));
    boards
}

/// `count` random boards of up to `most` rows and columns, board `i` with `5 (i % densities)`
/// percent of its cells blocked.
fn small_boards(rng: &mut Rng, count: u32, most: (u64, u64), densities: u32) -> Vec<Board> {
    (0..count)
        .map(|i| {
            random_board(
                1 + rng.below(most.0) as u32,
                1 + rng.below(most.1) as u32,
                5 * (i % densities),
                i.into(),
            )
        })
        .collect()
}

/// The large boards take the two-thread paths (the reach's halves, the check's halves) and
/// come with vias.
#[test]
fn large_boards_are_checked_on_two_threads() {
    let mut knights_with_vias = 0;
    for board in [
        random_board(300, 301, 30, 7),
        random_board(260, 270, 10, 8),
        random_board(256, 260, 50, 9),
        random_board(256, 256, 0, 10),
    ] {
        assert!(board.vertex_count() >= TWO_THREADS_FROM);
        assert!(check_both(&board));
        // A knight's search is handed over more often (then the search's check runs).
        knights_with_vias += usize::from(check_both(&board.with_moves::<Knight>()));
    }
    assert!(knights_with_vias > 0);
}

/// Checks the default's answer both ways; whether it came with vias.
fn check_both<M: BipartiteMoves>(board: &Board<M>) -> bool {
    let (analysis, _, vias) = analyze_board_with_vias(board, Algorithm::MsBfs, true);
    assert!(check_answer(board, &analysis, true).is_ok());
    let Some(vias) = vias else {
        return false;
    };
    let with_vias = check_board_answer(board, &analysis, &vias);
    assert!(with_vias.is_ok(), "{with_vias:?}");
    true
}

/// The default's answers pass, and the search's check agrees, with either move set.
#[test]
fn right_answers_pass_on_every_board() {
    let mut rng = Rng::new(60);
    let mut with_vias = 0;
    for board in boards(&mut rng) {
        with_vias += usize::from(check_both(&board));
        with_vias += usize::from(check_both(&board.clone().with_moves::<Knight>()));
    }
    assert!(with_vias >= 100, "{with_vias} answers came with vias");
}

fn flips_are_refused<M: BipartiteMoves>(board: &Board<M>) {
    let (analysis, vias) = solved(board);
    let losers: Vec<bool> = analysis.essential().iter().map(|&w| !w).collect();
    for v in 0..losers.len() {
        let mut lose = losers.clone();
        lose[v] = !lose[v];
        let wrong = with_losers(board, &analysis, &lose);
        assert!(check_board_answer(board, &wrong, &vias).is_err(), "id {v}");
    }
}

/// Every verdict flipped, one at a time, is refused (the verdicts are unique, so each flip
/// is wrong).
#[test]
fn every_flipped_verdict_is_refused() {
    let mut rng = Rng::new(61);
    for board in boards(&mut rng).iter().take(40) {
        flips_are_refused(board);
        flips_are_refused(&board.clone().with_moves::<Knight>());
    }
}

/// Whether the vias prove every matched loser, by the definition: each step's code names a
/// move, leads from the mate to a losing cell, and the chain reaches an unmatched id within
/// `n` steps. `O(V^2)`.
fn naive_vias_hold<M: MoveSet>(board: &Board<M>, analysis: &Analysis, vias: &[u8]) -> bool {
    let offsets = board.step_offsets();
    let mate = analysis.matching().mates();
    let n = mate.len();
    (0..n as u32)
        .filter(|&v| !analysis.wins(v) && mate[v as usize] != NONE)
        .all(|v| {
            let mut at = v;
            for _ in 0..=n {
                let m = mate[at as usize];
                if m == NONE {
                    return true;
                }
                let code = usize::from(vias[at as usize]);
                if code == 0 || code > offsets.len() {
                    return false;
                }
                let x = m.wrapping_sub(offsets[code - 1]);
                if x as usize >= n || !board.is_free_vertex(x) || analysis.wins(x) {
                    return false;
                }
                at = x;
            }
            false
        })
}

fn vias_changed<M: BipartiteMoves>(board: &Board<M>, rng: &mut Rng) -> (u32, u32) {
    let (analysis, vias) = solved(board);
    let mate = analysis.matching().mates();
    let (mut refused, mut passed) = (0, 0);
    for v in 0..vias.len() {
        if analysis.wins(v as u32) || mate[v] == NONE {
            continue;
        }
        for code in 0..=M::STEPS.len() as u8 + 1 {
            let mut changed = vias.clone();
            changed[v] = code;
            // And now and then a second change, to make loops of two.
            if rng.chance(20) {
                let w = rng.below(vias.len() as u64) as usize;
                changed[w] = rng.below(M::STEPS.len() as u64 + 2) as u8;
            }
            let holds = naive_vias_hold(board, &analysis, &changed);
            let result = check_board_answer(board, &analysis, &changed);
            assert_eq!(result.is_ok(), holds, "id {v}, code {code}: {result:?}");
            if holds {
                passed += 1;
            } else {
                refused += 1;
            }
        }
    }
    (refused, passed)
}

/// A changed via is refused exactly when the vias stop proving the losses (a via that names
/// another losing cell next to the mate, without a loop, still proves them).
#[test]
fn a_via_is_refused_exactly_when_it_proves_nothing() {
    let mut rng = Rng::new(62);
    let (mut refused, mut passed) = (0, 0);
    for board in small_boards(&mut rng, 40, (8, 9), 9) {
        for (r, p) in [
            vias_changed(&board, &mut rng),
            vias_changed(&board.clone().with_moves::<Knight>(), &mut rng),
        ] {
            refused += r;
            passed += p;
        }
    }
    // Both outcomes occur often enough for the comparison to mean something.
    assert!(
        refused > 1000 && passed > 100,
        "{refused} refused, {passed} passed"
    );
}

/// A matching whose pairs are not one move apart, or do not pair back, is refused; so is a
/// matched blocked cell.
#[test]
fn pairs_that_are_no_move_are_refused() {
    let board = Board::from_fn(2, 4, |r, c| (r, c) != (1, 3));
    let (analysis, vias) = solved(&board);
    let mates = analysis.matching().mates().to_vec();
    let lose: Vec<bool> = analysis.essential().iter().map(|&w| !w).collect();
    let with_mates = |mates: Vec<u32>| {
        Analysis::from_gallai_edmonds(GallaiEdmonds::from_d(
            &board,
            Matching::from_mates(mates),
            &lose,
        ))
    };
    // (0,0) with (0,2): two columns apart.
    let (a, b, c, d) = (
        board.vertex(0, 0),
        board.vertex(0, 1),
        board.vertex(0, 2),
        board.vertex(0, 3),
    );
    let mut far = mates.clone();
    if far[a as usize] == b && far[c as usize] == d {
        (
            far[a as usize],
            far[c as usize],
            far[b as usize],
            far[d as usize],
        ) = (c, a, d, b);
        let refused = check_board_answer(&board, &with_mates(far), &vias).unwrap_err();
        assert!(refused.contains("no move away"), "{refused}");
    }
    // A blocked cell matched to a free one.
    let blocked = board.vertex(1, 3);
    let mut off = mates.clone();
    let m = off[d as usize];
    off[m as usize] = NONE;
    off[d as usize] = blocked;
    off[blocked as usize] = d;
    assert!(check_board_answer(&board, &with_mates(off), &vias).is_err());
    // One end of a pair pointing elsewhere.
    let mut one_sided = mates.clone();
    let other = [b, board.vertex(1, 0)]
        .into_iter()
        .find(|&x| mates[a as usize] != x)
        .unwrap();
    one_sided[a as usize] = other;
    assert!(check_board_answer(&board, &with_mates(one_sided), &vias).is_err());
    // Vias of the wrong length.
    assert!(check_board_answer(&board, &analysis, &vias[1..]).is_err());
}

/// One random change to an answer: a verdict flipped, a via rewritten, two pairs crossed, a
/// pair dropped, or the matching shifted along an alternating path from a free cell (another
/// maximum matching, with the same verdicts).
fn mutate<M: BipartiteMoves>(
    board: &Board<M>,
    mates: &mut [u32],
    lose: &mut [bool],
    vias: &mut [u8],
    rng: &mut Rng,
) {
    let n = mates.len();
    let matched: Vec<u32> = (0..n as u32)
        .filter(|&v| mates[v as usize] != NONE)
        .collect();
    match rng.below(5) {
        0 => {
            let v = rng.below(n as u64) as usize;
            lose[v] = !lose[v];
        }
        1 => {
            let v = rng.below(n as u64) as usize;
            vias[v] = rng.below(M::STEPS.len() as u64 + 2) as u8;
        }
        2 if matched.len() >= 4 => {
            let a = matched[rng.below(matched.len() as u64) as usize];
            let c = matched[rng.below(matched.len() as u64) as usize];
            let (b, d) = (mates[a as usize], mates[c as usize]);
            if a != c && a != d {
                (mates[a as usize], mates[d as usize]) = (d, a);
                (mates[c as usize], mates[b as usize]) = (b, c);
            }
        }
        3 if !matched.is_empty() => {
            let a = matched[rng.below(matched.len() as u64) as usize];
            let b = mates[a as usize];
            (mates[a as usize], mates[b as usize]) = (NONE, NONE);
        }
        _ => {
            // A free cell `f` next to a matched `y`: `f = y`, and `y`'s old mate goes free.
            let free: Vec<u32> = (0..n as u32)
                .filter(|&v| mates[v as usize] == NONE && board.is_free_vertex(v))
                .collect();
            if let Some(&f) = free.get(rng.below(free.len().max(1) as u64) as usize) {
                let mut next = Vec::new();
                board.for_each_neighbor(f, |y| next.push(y));
                if let Some(&y) = next.iter().find(|&&y| mates[y as usize] != NONE) {
                    let z = mates[y as usize];
                    mates[z as usize] = NONE;
                    (mates[f as usize], mates[y as usize]) = (y, f);
                }
            }
        }
    }
}

fn passed_is_right<M: BipartiteMoves>(board: &Board<M>, rng: &mut Rng) -> (u32, u32) {
    let (analysis, vias) = solved(board);
    let (mut passed, mut changed_and_passed) = (0, 0);
    for _ in 0..150 {
        let mut mates = analysis.matching().mates().to_vec();
        let mut lose: Vec<bool> = analysis.essential().iter().map(|&w| !w).collect();
        let mut changed_vias = vias.clone();
        for _ in 0..1 + rng.below(3) {
            mutate(board, &mut mates, &mut lose, &mut changed_vias, rng);
        }
        let changed = mates != analysis.matching().mates()
            || lose.iter().zip(analysis.essential()).any(|(l, w)| l == w);
        let answer = Analysis::from_gallai_edmonds(GallaiEdmonds::from_d(
            board,
            Matching::from_mates(mates),
            &lose,
        ));
        if check_board_answer(board, &answer, &changed_vias).is_ok() {
            let exact = check_answer(board, &answer, true);
            assert!(
                exact.is_ok(),
                "the board check passed a wrong answer: {exact:?}"
            );
            passed += 1;
            changed_and_passed += u32::from(changed);
        }
    }
    (passed, changed_and_passed)
}

/// Whatever random changes to an answer the board check passes, the search's exact check
/// passes too: the witness never proves a wrong answer (another maximum matching with the
/// same verdicts may pass, with vias that still hold).
#[test]
fn what_the_board_check_passes_is_right() {
    let mut rng = Rng::new(63);
    let (mut passed, mut changed) = (0, 0);
    for board in small_boards(&mut rng, 60, (7, 8), 9) {
        for (p, c) in [
            passed_is_right(&board, &mut rng),
            passed_is_right(&board.clone().with_moves::<Knight>(), &mut rng),
        ] {
            passed += p;
            changed += c;
        }
    }
    assert!(
        passed > 500 && changed > 20,
        "{passed} passed, {changed} of them changed"
    );
}
