//! The NOI 2011 record reader (and its position reader, which also takes a board alone) under
//! mutation: valid records from the generator with one to four bytes replaced, inserted,
//! deleted, duplicated or cut off, and arbitrary bytes. Neither reader may panic; an error
//! names a line and column inside the input with a one-line message; an accepted record
//! replays move by move in the game engine, and writes back to text the reader reads as the
//! same record.

use crate::common;

use bigame::board::bunny::Record;
use bigame::game::Game;
use bigame::generate::{BunnySpec, random_record};
use bigame::read::noi2011::{read_position, read_record};
use bigame::write::noi2011::write_record;
use common::{check_error, config, edits, mutate};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

/// A generated record as its text: a board of up to 6 x 7 with up to 6 moves a player.
fn record_text() -> impl Strategy<Value = Vec<u8>> {
    (1u32..=6, 1u32..=7, 0u32..=6, any::<u64>()).prop_filter_map(
        "the board has room for the moves",
        |(rows, cols, k, seed)| {
            let record = random_record(&BunnySpec::new(rows, cols, k), seed).ok()?;
            let mut text = Vec::new();
            write_record(&mut text, &record).unwrap();
            Some(text)
        },
    )
}

/// Bytes a record is made of, and a few that break it.
fn record_byte() -> impl Strategy<Value = u8> + Clone {
    prop_oneof![
        Just(b'X'),
        Just(b'O'),
        Just(b'.'),
        Just(b' '),
        Just(b'\n'),
        Just(b'\r'),
        Just(b'\t'),
        (b'0'..=b'9'),
        Just(b'-'),
        Just(0xEF),
        any::<u8>(),
    ]
}

/// Whatever `input` is, `read` either refuses it with a well-placed error or gives a record
/// that replays in the engine and survives a round trip through the writer.
fn check(
    input: &[u8],
    read: fn(&[u8]) -> Result<Record, bigame::read::ParseError>,
) -> Result<(), TestCaseError> {
    match read(input) {
        Err(e) => check_error(input, &e),
        Ok(record) => {
            prop_assert_eq!(record.moves.len(), 2 * record.moves_per_player as usize);
            let board = &record.board;
            let mut game = Game::new(board, board.empty_vertex());
            for (i, &v) in record.moves.iter().enumerate() {
                prop_assert!(
                    game.play(v).is_ok(),
                    "ply {} of an accepted record is illegal",
                    i + 1
                );
            }
            let mut text = Vec::new();
            write_record(&mut text, &record).unwrap();
            let back = read_record(&text).map_err(|e| {
                TestCaseError::fail(format!("the written record does not read back: {e}"))
            })?;
            prop_assert_eq!(back.board.rows(), board.rows());
            prop_assert_eq!(back.board.cols(), board.cols());
            prop_assert_eq!(back.board.empty_vertex(), board.empty_vertex());
            prop_assert_eq!(back.moves_per_player, record.moves_per_player);
            prop_assert_eq!(&back.moves, &record.moves);
            let mut again = Vec::new();
            write_record(&mut again, &back).unwrap();
            prop_assert_eq!(again, text);
            Ok(())
        }
    }
}

proptest! {
    #![proptest_config(config(2000))]

    #[test]
    fn generated_records_read_back(text in record_text()) {
        let record = read_record(&text).unwrap();
        check(&text, read_record)?;
        prop_assert_eq!(read_position(&text).unwrap().moves, record.moves);
    }

    #[test]
    fn mutated_records(text in record_text(), edits in edits(record_byte())) {
        let input = mutate(text, &edits);
        check(&input, read_record)?;
        check(&input, read_position)?;
    }

    #[test]
    fn arbitrary_bytes(input in proptest::collection::vec(record_byte(), 0..64)) {
        check(&input, read_record)?;
        check(&input, read_position)?;
    }
}
