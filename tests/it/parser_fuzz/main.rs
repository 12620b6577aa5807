//! Property tests for the text readers: they never panic, every error points inside the input
//! (or just past its end), and they agree with a small reference model of the formats on
//! arbitrary bytes, on mutated valid inputs and on generated valid inputs. The cargo-fuzz
//! targets in `fuzz/` run the same readers under libFuzzer; this file is the always-on version.

use bigame::board::Board;
use bigame::game::analyze;
use bigame::graph::Graph;
use bigame::graph::MAX_VERTICES;
use bigame::matching::Algorithm;
use bigame::read::board_text::{CellRule, read_board};
use bigame::read::delimited::read_delimited;
use bigame::read::edge_list::{read_edge_list, read_edge_list_with};
use bigame::read::pairs::read_pairs_with;
use bigame::read::{LineOptions, SelfLoops, Weights};
use bigame::write::board_text::write_pretty;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

use crate::common;
use common::{check_error, config, edits, mutate};

mod generators;
mod model;
mod properties;

use generators::*;
use model::*;

// ---------------------------------------------------------------------------------------------
// Checks shared by every property
// ---------------------------------------------------------------------------------------------

fn free_flags(board: &Board) -> Vec<bool> {
    let mut free = Vec::new();
    for r in 0..board.rows() {
        for c in 0..board.cols() {
            free.push(board.is_free(r, c));
        }
    }
    free
}

/// Reads `input` as a board with `rule`: no panic, a well-placed error, and agreement with the
/// model.
fn check_board(input: &[u8], rule: CellRule) -> Result<(), TestCaseError> {
    let got = read_board(input, rule);
    let want = model_board(input, rule);
    match (&got, &want) {
        (Err(e), None) => check_error(input, e),
        (Ok(board), Some((rows, cols, free))) => {
            prop_assert_eq!((board.rows(), board.cols()), (*rows, *cols));
            prop_assert_eq!(&free_flags(board), free);
            Ok(())
        }
        (Ok(_), None) => Err(TestCaseError::fail(format!(
            "{rule:?}: accepted {:?}, which the model refuses",
            String::from_utf8_lossy(input)
        ))),
        (Err(e), Some(_)) => Err(TestCaseError::fail(format!(
            "{rule:?}: refused {:?} ({e}), which the model accepts",
            String::from_utf8_lossy(input)
        ))),
    }
}

fn check_both_rules(input: &[u8]) -> Result<(), TestCaseError> {
    check_board(input, CellRule::Strict)?;
    check_board(input, CellRule::AnyButHash)
}

/// Every combination of the edge-line options.
fn line_options() -> [LineOptions; 4] {
    let option = |weights, self_loops| LineOptions {
        weights,
        self_loops,
        ..LineOptions::default()
    };
    [
        option(Weights::Refuse, SelfLoops::Refuse),
        option(Weights::Ignore, SelfLoops::Refuse),
        option(Weights::Refuse, SelfLoops::Ignore),
        option(Weights::Ignore, SelfLoops::Ignore),
    ]
}

/// Reads `input` as an edge list, as pairs and as CSV, with and without weight columns and
/// self-loops: no panic, a well-placed error, agreement with the models.
fn check_edge_list(input: &[u8]) -> Result<(), TestCaseError> {
    for weights in line_options() {
        let got = read_edge_list_with(input, weights);
        let want = model_edge_list(input, weights);
        match (&got, &want) {
            (Err(e), None) => check_error(input, e)?,
            (Ok(graph), Some((n, edges))) => {
                prop_assert_eq!(graph, &Graph::from_edges(*n, edges));
            }
            (Ok(_), None) => {
                return Err(TestCaseError::fail(format!(
                    "{weights:?}: accepted {:?}, which the model refuses",
                    String::from_utf8_lossy(input)
                )));
            }
            (Err(e), Some(_)) => {
                return Err(TestCaseError::fail(format!(
                    "{weights:?}: refused {:?} ({e}), which the model accepts",
                    String::from_utf8_lossy(input)
                )));
            }
        }
        check_pairs(input, weights)?;
        check_delimited(input, b',', weights)?;
    }
    Ok(())
}

/// Reads `input` as CSV with the delimiter `d`: no panic, a well-placed error, agreement with
/// the model.
fn check_delimited(input: &[u8], d: u8, options: LineOptions) -> Result<(), TestCaseError> {
    let got = read_delimited(input, d, options);
    let want = model_delimited(input, d, options);
    match (&got, &want) {
        (Err(e), None) => check_error(input, e),
        (Ok(p), Some((labels, edges))) => {
            let got_labels: Vec<String> = (0..p.labels.len() as u32)
                .map(|v| p.labels.get(v).to_string())
                .collect();
            prop_assert_eq!(&got_labels, labels);
            prop_assert_eq!(&p.graph, &Graph::from_edges(labels.len(), edges));
            Ok(())
        }
        (Ok(_), None) => Err(TestCaseError::fail(format!(
            "delimited {options:?}: accepted {:?}, which the model refuses",
            String::from_utf8_lossy(input)
        ))),
        (Err(e), Some(_)) => Err(TestCaseError::fail(format!(
            "delimited {options:?}: refused {:?} ({e}), which the model accepts",
            String::from_utf8_lossy(input)
        ))),
    }
}

/// Reads `input` as pairs: no panic, a well-placed error, agreement with the model.
fn check_pairs(input: &[u8], weights: LineOptions) -> Result<(), TestCaseError> {
    let got = read_pairs_with(input, weights);
    let want = model_pairs(input, weights);
    match (&got, &want) {
        (Err(e), None) => check_error(input, e),
        (Ok(p), Some((labels, edges))) => {
            let got_labels: Vec<String> = (0..p.labels.len() as u32)
                .map(|v| p.labels.get(v).to_string())
                .collect();
            prop_assert_eq!(&got_labels, labels);
            prop_assert_eq!(&p.graph, &Graph::from_edges(labels.len(), edges));
            Ok(())
        }
        (Ok(_), None) => Err(TestCaseError::fail(format!(
            "pairs {weights:?}: accepted {:?}, which the model refuses",
            String::from_utf8_lossy(input)
        ))),
        (Err(e), Some(_)) => Err(TestCaseError::fail(format!(
            "pairs {weights:?}: refused {:?} ({e}), which the model accepts",
            String::from_utf8_lossy(input)
        ))),
    }
}

/// 1-based line and column of byte `offset`.
fn line_col(input: &[u8], offset: usize) -> (usize, usize) {
    let before = &input[..offset];
    let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    (line, offset - line_start + 1)
}
