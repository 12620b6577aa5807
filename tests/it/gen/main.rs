//! The generators (`bigame::generate`, `bigame gen`): what they write reads back through the
//! crate's readers as the same board, record or graph in every format; the same seed gives
//! the same bytes; records are legal by the rules, as long as asked, end with the first player
//! stuck as the NOI 2011 judge promises, and have mistakes of both players at the rate asked
//! (checked against an exhaustive search on small boards); graphs are simple unless
//! `--multi`; sizes and densities are what was asked for; the docs' and the help's
//! examples work; bad options are refused with one line and exit status 2.

use bigame::board::Board;
use bigame::board::bunny::Record;
use bigame::board::bunny::{BunnyBoard, Piece};
use bigame::game::brute_bunny::wins_by_rules;
use bigame::game::{Ply, Position, review};
use bigame::generate::graph::{MAX_GENERATED_EDGES, edges_for_degree};
use bigame::generate::{
    BoardSpec, BunnySpec, GenError, GeneratedGraph, GraphSpec, HoleShape, Policy,
    random_free_board, random_graph, random_record,
};
use bigame::graph::{Adjacency, Graph};
use bigame::read::board_text::{CellRule, read_board};
use bigame::read::graph_input::{InputFormat, gunzip, is_gzip, read_graph};
use bigame::read::noi2011::read_record;
use bigame::write::board_text::write_board;
use bigame::write::dimacs::write_dimacs;
use bigame::write::edge_list::write_edge_list;
use bigame::write::json_graph::write_json_graph;
use bigame::write::matrix_market::write_matrix_market;
use bigame::write::noi2011::write_record;
use std::io::Write;

use crate::common;
use common::bigame;
use common::bunny::legal_moves;

mod boards;
mod cli;
mod examples;
mod graphs;
mod records;
mod simple;

/// The edges as a sorted multiset of `(min, max)` pairs.
fn edge_multiset(g: &Graph) -> Vec<(u32, u32)> {
    let mut edges: Vec<_> = g.edges().map(|(u, v)| (u.min(v), u.max(v))).collect();
    edges.sort_unstable();
    edges
}

fn gzip(data: &[u8]) -> Vec<u8> {
    let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    e.write_all(data).unwrap();
    e.finish().unwrap()
}

/// The graph in every format it can be written in, each also gzip-compressed.
fn every_format(g: &GeneratedGraph) -> Vec<(InputFormat, bool, Vec<u8>)> {
    let mut plain = Vec::new();
    let mut text = Vec::new();
    write_edge_list(&mut text, &g.graph).unwrap();
    plain.push((InputFormat::EdgeList, text));
    let mut text = Vec::new();
    write_dimacs(&mut text, &g.graph).unwrap();
    plain.push((InputFormat::Dimacs, text));
    let mut text = Vec::new();
    write_json_graph(&mut text, &g.graph).unwrap();
    plain.push((InputFormat::Json, text));
    if let Some(sides) = g.sides() {
        let mut text = Vec::new();
        write_matrix_market(&mut text, &g.graph, &sides).unwrap();
        plain.push((InputFormat::MatrixMarket, text));
    }
    let mut all = Vec::new();
    for (format, text) in plain {
        all.push((format, true, gzip(&text)));
        all.push((format, false, text));
    }
    all
}

/// Reads a graph file's bytes back (gzip undone, format sniffed from the content) and checks it
/// is `g`: same vertex count, same sorted edge multiset, and for Matrix Market the same sides.
fn check_reads_back(bytes: &[u8], g: &GeneratedGraph, format: InputFormat, what: &str) {
    let text = if is_gzip(bytes) {
        gunzip(bytes).unwrap()
    } else {
        bytes.to_vec()
    };
    assert_eq!(InputFormat::sniff(&text), format, "{what}");
    let read = read_graph(&text, format).unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_eq!(
        read.graph.vertex_count(),
        g.graph.vertex_count(),
        "{what}: vertices"
    );
    assert_eq!(
        edge_multiset(&read.graph),
        edge_multiset(&g.graph),
        "{what}: edges"
    );
    if format == InputFormat::MatrixMarket {
        assert_eq!(read.rows, g.left, "{what}: rows");
    }
}

// ---------------------------------------------------------------------------------------------
// Free-cell boards
// ---------------------------------------------------------------------------------------------

fn board_text(board: &Board) -> Vec<u8> {
    let mut out = Vec::new();
    write_board(&mut out, board).unwrap();
    out
}

// ---------------------------------------------------------------------------------------------
// Bunny-and-Egg records
// ---------------------------------------------------------------------------------------------

fn record_text(record: &Record) -> Vec<u8> {
    let mut out = Vec::new();
    write_record(&mut out, record).unwrap();
    out
}

/// The pieces of the record's board, row-major.
fn pieces_of(board: &BunnyBoard) -> Vec<Piece> {
    (0..board.rows())
        .flat_map(|r| (0..board.cols()).map(move |c| board.piece(r, c)))
        .collect()
}

/// Plays the record by the rules (not the engine): every ply must be legal; returns whether
/// the first player, to move after the last ply, is stuck.
fn first_stuck_by_the_rules(record: &Record) -> bool {
    let b = &record.board;
    let (rows, cols) = (b.rows(), b.cols());
    let mut cells = pieces_of(b);
    for (i, &v) in record.moves.iter().enumerate() {
        let (r, c) = b.cell(v).unwrap();
        let from = (r * cols + c) as usize;
        assert!(
            legal_moves(rows, cols, &cells, i % 2 == 0).contains(&from),
            "ply {} is not legal by the rules",
            i + 1
        );
        let empty = cells.iter().position(|&p| p == Piece::Empty).unwrap();
        cells.swap(from, empty);
    }
    legal_moves(rows, cols, &cells, true).is_empty()
}

/// The engine's review of every ply, and at each ply whether a mistake was possible (the
/// mover wins and some legal move loses).
fn review_with_chances(record: &Record) -> Vec<(Ply, bool)> {
    let b = &record.board;
    let plies = review(&mut Position::new(b, b.empty_vertex()), &record.moves).unwrap();
    let mut position = Position::new(b, b.empty_vertex());
    let mut out = Vec::new();
    for (ply, &v) in plies.into_iter().zip(&record.moves) {
        let mut chance = false;
        if position.mover_wins() {
            for w in position.legal_moves() {
                position.play(w).unwrap();
                chance |= position.mover_wins();
                position.undo();
            }
        }
        out.push((ply, chance));
        position.play(v).unwrap();
    }
    out
}

/// Mistakes of the first and the second player in a record.
fn mistakes(record: &Record) -> [usize; 2] {
    let mut m = [0; 2];
    for (ply, _) in review_with_chances(record) {
        if ply.is_mistake() {
            m[!ply.is_first_player() as usize] += 1;
        }
    }
    m
}

/// A record as the judge reads it: the text parses back to the same record, every ply is
/// legal by the rules, it is as long as asked and, unless `open_end`, the first player is
/// stuck after it.
fn check_record(record: &Record, spec: &BunnySpec, what: &str) {
    assert_eq!(
        record.moves.len(),
        2 * spec.moves_per_player as usize,
        "{what}"
    );
    let text = record_text(record);
    // The judge-format reader checks every move against the rules too.
    let read = read_record(&text).unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_eq!(read.board, record.board, "{what}");
    assert_eq!(read.moves, record.moves, "{what}");
    assert_eq!(read.moves_per_player, spec.moves_per_player, "{what}");
    assert_eq!(
        (read.board.rows(), read.board.cols()),
        (spec.rows, spec.cols)
    );
    let stuck = first_stuck_by_the_rules(&read);
    if !spec.open_end {
        assert!(stuck, "{what}: the first player can still move");
        let mut position = Position::new(&read.board, read.board.empty_vertex());
        for &v in &read.moves {
            position.play(v).unwrap();
        }
        assert!(!position.mover_wins(), "{what}: the engine disagrees");
    }
}

// ---------------------------------------------------------------------------------------------
// The command line
// ---------------------------------------------------------------------------------------------

/// Runs `bigame gen ARGS`, requires success with nothing on stderr, returns stdout.
fn gen_ok(args: &[&str]) -> Vec<u8> {
    let out = bigame().arg("gen").args(args).output().unwrap();
    assert!(
        out.status.success() && out.stderr.is_empty(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

// ---------------------------------------------------------------------------------------------
// Simple graphs everywhere
// ---------------------------------------------------------------------------------------------

/// Whether the graph has no self-loop and no pair twice.
fn is_simple(g: &Graph) -> bool {
    let edges = edge_multiset(g);
    edges.iter().all(|&(u, v)| u != v) && edges.windows(2).all(|w| w[0] != w[1])
}
