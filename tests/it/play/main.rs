//! Playing against the engine: the library's `Game` against random opponents (checked by
//! exhaustive search on small graphs, by its own consistency on big boards), and whole games of
//! `bigame play` driven through its standard input by a random opponent, every engine move and
//! every reported mistake checked against exhaustive search.

use bigame::board::bunny::BunnyBoard;
use bigame::game::{Game, Player, Repair, analyze, analyze_general, brute, brute_edge};
use bigame::generate::{self, GraphSpec};
use bigame::generate::{Rng, random_board};
use bigame::graph::{Adjacency, BipartiteGraph, Graph, TwoColouring, two_colouring};
use bigame::matching::Algorithm;
use bigame::write::edge_list::write_edge_list;
use proptest::prelude::*;
use std::collections::HashMap;
use std::io::{BufReader, Read, Write};
use std::process::{Command, Stdio};

use crate::common;
use common::TempFile;
use common::random::{board_text, general_graph};

mod edge;
mod engine;
mod scripted;
mod sum;
mod transcripts;

/// A new file holding `text`, unique to this process and call (tests run in parallel).
fn temp_file(text: &str) -> TempFile {
    common::temp_file("play", "game.txt", text.as_bytes())
}

/// Reads the program's output up to its next prompt (`> `), or to its end; appends it to the
/// transcript and returns it, with whether it ended at a prompt.
fn read_to_prompt(out: &mut impl Read, transcript: &mut String) -> (String, bool) {
    let mut chunk = Vec::new();
    let mut byte = [0u8];
    let at_prompt = loop {
        if out.read(&mut byte).unwrap() == 0 {
            break false;
        }
        chunk.push(byte[0]);
        if chunk.ends_with(b"> ") {
            break true;
        }
    };
    let text = String::from_utf8(chunk).unwrap();
    transcript.push_str(&text);
    (text, at_prompt)
}
