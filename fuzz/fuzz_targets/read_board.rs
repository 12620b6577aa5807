//! Arbitrary bytes into the board reader, with both cell rules: it must never panic, and every
//! error must point inside the input or just past the end of a line.

#![no_main]

use bigame::read::board_text::{CellRule, read_board};
use libfuzzer_sys::fuzz_target;

mod common;
use common::check_error;

fuzz_target!(|data: &[u8]| {
    for rule in [CellRule::Strict, CellRule::AnyButHash] {
        match read_board(data, rule) {
            Ok(board) => {
                // A board is never larger than its text.
                let cells = board.rows() as usize * board.cols() as usize;
                assert!(cells <= data.len());
                for r in 0..board.rows() {
                    for c in 0..board.cols() {
                        let _ = board.is_free(r, c);
                    }
                }
            }
            Err(e) => check_error(data, &e),
        }
    }
});
