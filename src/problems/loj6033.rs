//! LOJ 6033 「雅礼集训 2017 Day2」棋盘游戏: a board of free (`.`) and blocked (`#`) cells; one
//! player places the token on a free cell, the other moves first (one step to a side
//! neighbour, never back to a visited cell); who cannot move loses. Answer: the number of
//! cells where the placer wins, then each as `i j`, row-major.

use super::Problem;
use super::batch::{Shape, board_input};
use super::validate::{Mode, Reader, Violation};
use crate::board::Moves;
use crate::generate::Rng;
use crate::read::ParseError;
use crate::read::board_text::{self, CellRule};
use crate::solve::solve_board;
use crate::write::board_text::write_loj6033;

/// The LOJ 6033 board game.
pub struct Loj6033;

impl Problem for Loj6033 {
    fn name(&self) -> &'static str {
        "loj6033"
    }
    fn summary(&self) -> &'static str {
        "LOJ 6033 board game: the free cells where the player who places the token wins (count, then 'i j')"
    }
    fn limits(&self) -> &'static str {
        "1 <= n, m <= 100; cells '.' and '#'"
    }
    fn solve(&self, input: &[u8]) -> Result<Vec<u8>, ParseError> {
        let board = board_text::read_board(input, CellRule::Strict)?;
        let analysis = solve_board(&board, Moves::Rook, None)
            .expect("no algorithm was asked for")
            .analysis;
        let mut out = Vec::new();
        write_loj6033(&mut out, &board, &analysis).expect("writing to memory");
        Ok(out)
    }
    fn validate(&self, input: &[u8]) -> Result<(), Violation> {
        let (mut r, _) = validate_board(input, 100, b".#")?;
        r.read_eof()
    }
    fn generate(&self, shape: Shape, rng: &mut Rng) -> Vec<u8> {
        board_input(shape, rng, 100)
    }
}

/// Checks a board `n m` (each `1..=max`) and `n` rows of `m` cells of `alphabet`, each on its
/// own line; returns the rows. `O(input length)`.
pub(super) fn validate_board<'a>(
    input: &'a [u8],
    max: i64,
    alphabet: &[u8],
) -> Result<(Reader<'a>, Vec<&'a [u8]>), Violation> {
    let mut r = Reader::new(input, Mode::Strict)?;
    let n = r.read_int("n", 1, max)?;
    r.read_space()?;
    let m = r.read_int("m", 1, max)?;
    r.read_eoln()?;
    let mut rows = Vec::with_capacity(n as usize);
    for i in 1..=n {
        rows.push(r.read_row(&format!("row {i}"), m as usize, alphabet)?);
        r.read_eoln()?;
    }
    Ok((r, rows))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample_is_solved_and_valid() {
        let input = include_bytes!("../../tests/data/loj6033/sample1.in");
        let answer = include_bytes!("../../tests/data/loj6033/sample1.out");
        assert_eq!(Loj6033.solve(input).unwrap(), answer);
        assert_eq!(Loj6033.validate(input), Ok(()));
        let e = Loj6033.validate(b"2 2\n#.\n.\n").unwrap_err();
        assert_eq!(e.to_string(), "3:2: row 2 has 1 cell, expected 2");
    }
}
