//! Arbitrary bytes into the board reader, with both cell rules: it must never panic, and every
//! error must point inside the input or just past the end of a line.

#![no_main]

use bigame::format::ParseError;
use bigame::format::board_text::{CellRule, read_board};
use libfuzzer_sys::fuzz_target;

fn check_error(input: &[u8], e: &ParseError) {
    let line = input
        .split(|&b| b == b'\n')
        .nth(e.line.wrapping_sub(1))
        .unwrap_or_else(|| panic!("line {} is past the input: {e:?}", e.line));
    assert!(
        e.column >= 1 && e.column <= line.len() + 1,
        "column {} on a line of {} bytes: {e:?}",
        e.column,
        line.len()
    );
    assert!(!e.message.is_empty() && !e.message.contains('\n'), "{e:?}");
}

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
