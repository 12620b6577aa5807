//! `bigame sum`'s grammar: its positions and options, with the help text clap prints.

use super::GraphRead;
use bigame::board::Moves;
use clap::{Args, ValueEnum};

/// Grundy values of a sum of positions: who wins when each turn moves one token of several
///
/// A sum is several positions, one token each; a turn moves one token of the player's
/// choice (as in its own game: to an unvisited neighbour), and who cannot move in any part
/// loses. By the Sprague–Grundy theorem the player to move wins exactly when the XOR of the
/// parts' Grundy values is not 0, and a winning move takes one part to the value that makes
/// the XOR 0.
///
/// Each POSITION is a file and the token's start:
///   FILE@ROW,COL   a free-cell board ('n m', rows of '.' and '#', as for bigame board),
///                  the cell numbered from 1 as bigame board numbers them; the token moves
///                  as --moves says
///   FILE@VERTEX    a graph file in any format bigame analyze reads (with the same
///                  options), the vertex as analyze --start names it (its label, or its
///                  number from 1); the position splits at the @ that ends the file's
///                  name, so a label may hold one (ann@example.org)
/// Which one a file is is told from it as bigame play tells it; a file that reads as both
/// is refused unless the position starts with board: or graph: (board:FILE@1,1).
///
/// Grundy values are polynomial when every vertex but the start has at most 3 neighbours
/// (rook boards are searched exactly instead); otherwise an exact search, up to 128
/// vertices in the start's component: computing them is PSPACE-complete in general (Burke,
/// Ferland and Teng 2021), and a larger part is refused in one line (exit status 2) naming
/// the command that still says who wins on it alone.
///
/// Output (--format text): one line per part 'part K POSITION value G', then 'sum value S
/// (G1 xor G2 ...): the player to move wins' (or loses), and for a win the move: 'move part
/// K FILE from START to CELL|VERTEX (its value becomes G', the sum's 0)'.
///
/// --format json: one JSON object (every field described in docs/json.md):
/// {"parts": [{"position": text, "file": name, "kind": "board" | "graph",
///             "start": [row, col] or vertex, "value": G, "moves": name (boards)}],
///  "value": S, "wins": bool,
///  "move": {"part": K, "from": ..., "to": ..., "value_after": G'} or null}
#[derive(Args, Debug)]
#[command(verbatim_doc_comment)]
pub(in crate::cli) struct SumArgs {
    /// The positions: FILE@ROW,COL (a board) or FILE@VERTEX (a graph), optionally after
    /// board: or graph:.
    #[arg(required = true, value_name = "POSITION")]
    pub(in crate::cli) positions: Vec<String>,
    /// How the token moves on the boards.
    #[arg(long, value_enum, default_value_t = Moves::Rook)]
    pub(in crate::cli) moves: Moves,
    /// Output format.
    #[arg(long, value_enum, default_value_t = SumFormat::Text)]
    pub(in crate::cli) format: SumFormat,
    /// How the graph files are read, as analyze reads them.
    #[command(flatten)]
    pub(in crate::cli) read: GraphRead,
}

/// How bigame sum prints its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(in crate::cli) enum SumFormat {
    /// Lines of text (see bigame sum --help).
    Text,
    /// One JSON object (schema in docs/json.md).
    Json,
}
