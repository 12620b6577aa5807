//! NOI 2011 「兔兔与蛋蛋游戏」 (Bunny and Egg): a record of a game on a board of `X`, `O` and
//! one `.`; the first player slides an `O` next to the empty cell into it, the second an `X`.
//! Answer: the number of the first player's mistakes, then their move numbers.

use super::Problem;
use super::batch::{Shape, record_input};
use super::loj6033::validate_board;
use super::validate::Violation;
use crate::game::{Position, review};
use crate::generate::Rng;
use crate::read::ParseError;
use crate::read::noi2011;
use crate::write::noi2011::write_judge;

/// NOI 2011 Bunny and Egg.
pub struct Noi2011;

impl Problem for Noi2011 {
    fn name(&self) -> &'static str {
        "noi2011"
    }
    fn summary(&self) -> &'static str {
        "NOI 2011 Bunny and Egg: the first player's mistakes in a game record (count, then move numbers)"
    }
    fn limits(&self) -> &'static str {
        "1 <= n, m <= 40; exactly one '.'; 1 <= k <= 1000; every move legal; the first player cannot move at the end"
    }
    fn solve(&self, input: &[u8]) -> Result<Vec<u8>, ParseError> {
        let record = noi2011::read_record(input)?;
        let mut position = Position::new(&record.board, record.board.empty_vertex());
        // The reader has checked every move against the rules, so the review cannot fail.
        let plies = review(&mut position, &record.moves).expect("moves checked by the reader");
        let mut out = Vec::new();
        write_judge(&mut out, &plies).expect("writing to memory");
        Ok(out)
    }
    fn validate(&self, input: &[u8]) -> Result<(), Violation> {
        let (mut r, rows) = validate_board(input, 40, b"XO.")?;
        let mut cells: Vec<Vec<u8>> = rows.iter().map(|row| row.to_vec()).collect();
        let (n, m) = (cells.len(), cells[0].len());
        let empties: Vec<(usize, usize)> = (0..n)
            .flat_map(|i| (0..m).map(move |j| (i, j)))
            .filter(|&(i, j)| cells[i][j] == b'.')
            .collect();
        if empties.len() != 1 {
            // Point at the second '.', or at the board's first row when there is none.
            let (line, column) = match empties.get(1) {
                Some(&(i, j)) => (i + 2, j + 1),
                None => (2, 1),
            };
            return Err(Violation {
                line,
                column,
                message: format!(
                    "expected exactly one empty cell '.', found {}",
                    empties.len()
                ),
            });
        }
        let mut empty = empties[0];
        let k = r.read_int("k", 1, 1000)?;
        r.read_eoln()?;
        for ply in 1..=2 * k {
            let at = r.position();
            let x = r.read_int("x", 1, n as i64)? as usize - 1;
            r.read_space()?;
            let y = r.read_int("y", 1, m as i64)? as usize - 1;
            let (piece, colour) = if ply % 2 == 1 {
                (b'O', "O (first player)")
            } else {
                (b'X', "X (second player)")
            };
            let adjacent = x.abs_diff(empty.0) + y.abs_diff(empty.1) == 1;
            let illegal = if !adjacent {
                Some(format!(
                    "is not next to the empty cell ({}, {})",
                    empty.0 + 1,
                    empty.1 + 1
                ))
            } else if cells[x][y] != piece {
                Some(format!("holds no {colour} piece"))
            } else {
                None
            };
            if let Some(why) = illegal {
                return Err(Violation {
                    line: at.0,
                    column: at.1,
                    message: format!(
                        "{}: illegal move: ({}, {}) {why}",
                        noi2011::ply_name(ply as u64),
                        x + 1,
                        y + 1
                    ),
                });
            }
            cells[empty.0][empty.1] = piece;
            cells[x][y] = b'.';
            empty = (x, y);
            r.read_eoln()?;
        }
        let at = r.position();
        r.read_eof()?;
        // The statement promises that the second player wins: the first player, to move
        // after the 2k plies, has no O next to the empty cell.
        let (ei, ej) = (empty.0 as i64, empty.1 as i64);
        let stuck = [(-1, 0), (1, 0), (0, -1), (0, 1)].iter().all(|&(di, dj)| {
            let (i, j) = (ei + di, ej + dj);
            i < 0
                || j < 0
                || i >= n as i64
                || j >= m as i64
                || cells[i as usize][j as usize] != b'O'
        });
        if !stuck {
            return Err(Violation {
                line: at.0,
                column: at.1,
                message: format!(
                    "the record ends with the first player able to move (an O next to the empty cell ({}, {})): the statement promises the second player wins",
                    ei + 1,
                    ej + 1
                ),
            });
        }
        Ok(())
    }
    fn generate(&self, shape: Shape, rng: &mut Rng) -> Vec<u8> {
        record_input(shape, rng, 40, 1000)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples_are_solved_and_valid_once_trimmed() {
        let samples: [(&[u8], &[u8]); 3] = [
            (
                include_bytes!("../../tests/data/noi2011/sample1.in"),
                include_bytes!("../../tests/data/noi2011/sample1.out"),
            ),
            (
                include_bytes!("../../tests/data/noi2011/sample2.in"),
                include_bytes!("../../tests/data/noi2011/sample2.out"),
            ),
            (
                include_bytes!("../../tests/data/noi2011/sample3.in"),
                include_bytes!("../../tests/data/noi2011/sample3.out"),
            ),
        ];
        for (input, answer) in samples {
            assert_eq!(Noi2011.solve(input).unwrap(), answer);
            // The statement's samples end their lines with a space.
            assert!(Noi2011.validate(input).is_err());
            let trimmed: String = String::from_utf8_lossy(input)
                .lines()
                .map(|l| format!("{}\n", l.trim_end()))
                .collect();
            assert_eq!(Noi2011.validate(trimmed.as_bytes()), Ok(()));
        }
    }
}
