//! JSOI 2009 「游戏」: the LOJ 6033 game with the judge's other answer: `LOSE` when the placer
//! wins nowhere, else `WIN` and the cells `i j`, row-major.

use super::Problem;
use super::batch::{Shape, board_input};
use super::loj6033::validate_board;
use super::validate::Violation;
use crate::board::Moves;
use crate::generate::Rng;
use crate::read::ParseError;
use crate::read::board_text::{self, CellRule};
use crate::solve::solve_board;
use crate::write::board_text::write_jsoi2009;

/// The JSOI 2009 game.
pub struct Jsoi2009;

impl Problem for Jsoi2009 {
    fn name(&self) -> &'static str {
        "jsoi2009"
    }
    fn summary(&self) -> &'static str {
        "JSOI 2009 game: LOSE, or WIN and the cells where the player who places the token wins"
    }
    fn limits(&self) -> &'static str {
        "1 <= n, m <= 100; cells '.' and '#' (the solver takes any visible character but '#' as free)"
    }
    fn solve(&self, input: &[u8]) -> Result<Vec<u8>, ParseError> {
        let board = board_text::read_board(input, CellRule::AnyButHash)?;
        let analysis = solve_board(&board, Moves::Rook, None)
            .expect("no algorithm was asked for")
            .analysis;
        let mut out = Vec::new();
        write_jsoi2009(&mut out, &board, &analysis).expect("writing to memory");
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample_is_solved_and_valid() {
        let input = include_bytes!("../../tests/data/jsoi2009/sample1.in");
        let answer = include_bytes!("../../tests/data/jsoi2009/sample1.out");
        assert_eq!(Jsoi2009.solve(input).unwrap(), answer);
        assert_eq!(Jsoi2009.validate(input), Ok(()));
        // The solver takes any visible character but '#' as free; the validator only '.'.
        assert!(Jsoi2009.solve(b"1 2\n.a\n").is_ok());
        assert!(Jsoi2009.validate(b"1 2\n.a\n").is_err());
    }
}
