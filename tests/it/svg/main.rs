//! SVG pictures (`--svg`): parsed as XML, and the cells and plies they draw read back from the
//! drawing itself and compared with the answers: the placer-winning cells of random boards (rook,
//! king and knight moves) against the LOJ 6033 answer, the plies of reviews against
//! `--format json`. Then the command line (the picture beside an unchanged answer, unwritable
//! paths, bad input writing nothing) and the committed pictures in docs/, which must be exactly
//! what the current code draws.

use bigame::board::bunny::{BunnyBoard, Piece};
use bigame::board::{Board, King, Knight, MoveSet, Moves};
use bigame::game::{Analysis, Position, analyze, analyze_general, review};
use bigame::generate::{Rng, random_board};
use bigame::matching::Algorithm;
use bigame::read::noi2011::read_record;
use bigame::write::board_text::{placer_wins, write_loj6033};
use bigame::write::svg;
use bigame::write::svg::{write_board_svg, write_review_svg};
use proptest::prelude::*;
use roxmltree::{Document, Node};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use crate::common;
use common::bunny::legal_cells_of_text;
use common::random::random_board_text;
use common::{TempFile, bigame};

mod boards;
mod cli;
mod reviews;

/// A fresh path `name` for a picture (not created).
fn temp_path(name: &str) -> TempFile {
    common::temp_path("svg", name)
}

/// A fresh file `name` holding `contents`.
fn temp_file(name: &str, contents: &[u8]) -> TempFile {
    common::temp_file("svg", name, contents)
}

fn noi2011_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/noi2011")
}

// ---------------------------------------------------------------------------------------------
// reading the pictures back
// ---------------------------------------------------------------------------------------------

/// Parses the SVG (well-formed XML, an `<svg>` root in the SVG namespace, a `<title>` and an
/// opaque background first).
fn parse(text: &str) -> Document<'_> {
    let doc = Document::parse(text).unwrap_or_else(|e| panic!("not well-formed XML: {e}"));
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2000/svg")
    );
    let children: Vec<Node> = root.children().filter(|n| n.is_element()).collect();
    assert_eq!(children[0].tag_name().name(), "title");
    assert_eq!(children[1].attribute("id"), Some("background"));
    assert_eq!(children[1].attribute("fill"), Some(svg::BACKGROUND));
    doc
}

fn by_id<'a, 'i>(doc: &'a Document<'i>, id: &str) -> Node<'a, 'i> {
    doc.descendants()
        .find(|n| n.attribute("id") == Some(id))
        .unwrap_or_else(|| panic!("no element with id {id}"))
}

fn number(node: Node, attribute: &str) -> f64 {
    node.attribute(attribute)
        .unwrap_or_else(|| panic!("no {attribute} on {node:?}"))
        .parse()
        .unwrap()
}

/// The tokens of path data: command letters and numbers.
fn path_tokens(d: &str) -> Vec<String> {
    let mut tokens = Vec::new();
    let mut number = String::new();
    for ch in d.chars() {
        let starts_number = ch == '-' || (ch == '.' && number.contains('.'));
        if (ch.is_ascii_alphabetic() || ch.is_whitespace() || ch == ',' || starts_number)
            && !number.is_empty()
        {
            tokens.push(std::mem::take(&mut number));
        }
        if ch.is_ascii_alphabetic() {
            tokens.push(ch.to_string());
        } else if ch.is_ascii_digit() || ch == '.' || ch == '-' {
            number.push(ch);
        }
    }
    if !number.is_empty() {
        tokens.push(number);
    }
    tokens
}

/// The cells covered by a path of `M x y`, `m dx dy` and `h len` commands stroked 1 unit wide
/// (cell units): each `h` covers `len` cells of row `y - 0.5` from column `x`. Any other
/// command, or a line off the middle of a row or off whole cells, fails the test.
fn stroked_cells(d: &str) -> Vec<(u32, u32)> {
    let tokens = path_tokens(d);
    let mut cells = Vec::new();
    let (mut x, mut y) = (0.0f64, 0.0f64);
    let mut i = 0;
    let num = |i: usize| -> f64 { tokens[i].parse().unwrap() };
    while i < tokens.len() {
        match tokens[i].as_str() {
            "M" => {
                (x, y) = (num(i + 1), num(i + 2));
                i += 3;
            }
            "m" => {
                (x, y) = (x + num(i + 1), y + num(i + 2));
                i += 3;
            }
            "h" => {
                let len = num(i + 1);
                assert!(len >= 1.0 && len.fract() == 0.0 && x.fract() == 0.0, "{d}");
                assert_eq!(y.fract(), 0.5, "{d}");
                for c in 0..len as u32 {
                    cells.push(((y - 0.5) as u32, x as u32 + c));
                }
                x += len;
                i += 2;
            }
            other => panic!("unexpected path command {other:?} in {d}"),
        }
    }
    cells
}
