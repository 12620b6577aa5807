//! Arbitrary bytes into the NOI 2011 record and position readers: they must never panic,
//! every error must point inside the input or just past the end of a line, and an accepted
//! record must replay move by move in the game engine and read back the same from its text.

#![no_main]

use bigame::game::Game;
use bigame::read::noi2011::{read_position, read_record};
use bigame::write::noi2011::write_record;
use libfuzzer_sys::fuzz_target;

mod common;
use common::check_error;

fuzz_target!(|data: &[u8]| {
    for read in [read_record, read_position] {
        match read(data) {
            Ok(record) => {
                let board = &record.board;
                let mut game = Game::new(board, board.empty_vertex());
                for &v in &record.moves {
                    game.play(v).expect("an accepted record replays");
                }
                let mut text = Vec::new();
                write_record(&mut text, &record).unwrap();
                let back = read_record(&text).expect("a written record reads back");
                assert_eq!(back.moves, record.moves);
                assert_eq!(back.board.empty_vertex(), board.empty_vertex());
            }
            Err(e) => check_error(data, &e),
        }
    }
});
