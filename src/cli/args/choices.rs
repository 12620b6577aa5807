//! The value enums of the grammar ([`super`]): each option's choices, with the help text of
//! every choice as clap prints it.

use clap::ValueEnum;
use std::io::{self, IsTerminal};

/// The user's side in bigame play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(in crate::cli) enum PlaySide {
    /// Move first (on boards and graphs the engine then places the token).
    First,
    /// Move second (on boards and graphs you place the token).
    Second,
}

impl PlaySide {
    pub(in crate::cli) fn player(self) -> bigame::game::Player {
        match self {
            PlaySide::First => bigame::game::Player::First,
            PlaySide::Second => bigame::game::Player::Second,
        }
    }
}

/// What the file of bigame play holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(in crate::cli) enum PlayKind {
    /// A free-cell board ('.' and '#').
    Board,
    /// A Bunny-and-Egg board ('X', 'O', one '.'), optionally with a record.
    Bunny,
    /// A graph file (edge list, pairs, DIMACS, Matrix Market, JSON).
    Graph,
}

/// When to colour the output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(in crate::cli) enum ColourChoice {
    /// When standard output is a terminal and the NO_COLOR variable is unset or empty.
    Auto,
    /// Always.
    Always,
    /// Never.
    Never,
}

impl ColourChoice {
    pub(in crate::cli) fn colour(self) -> bool {
        match self {
            ColourChoice::Always => true,
            ColourChoice::Never => false,
            ColourChoice::Auto => {
                io::stdout().is_terminal()
                    && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
            }
        }
    }
}

/// How bigame analyze prints its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(in crate::cli) enum AnalyzeFormat {
    /// One line per vertex (see bigame analyze --help).
    Text,
    /// A table with a header, for people.
    Table,
    /// One JSON object (schema in docs/json.md).
    Json,
}

/// How bigame decompose prints its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(in crate::cli) enum DecomposeFormat {
    /// Lines of text (see bigame decompose --help).
    Text,
    /// One JSON object (schema in docs/json.md).
    Json,
}

/// How bigame review prints its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(in crate::cli) enum ReviewFormat {
    /// The judge's answer: the first player's mistake count, then their move numbers.
    Judge,
    /// A table for people: one row per ply, then each player's mistakes (also --explain).
    Explain,
    /// One JSON object with every ply (schema in docs/json.md).
    Json,
}

/// How bigame board prints its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(in crate::cli) enum BoardFormat {
    /// The number of cells where the placer wins, then those cells 'i j', one per line.
    Loj6033,
    /// 'LOSE' if the placer wins nowhere, else 'WIN' and the cells 'i j'; any visible ASCII
    /// character other than '#' is a free cell.
    Jsoi2009,
    /// The board redrawn ('*' where the placer wins) and a one-line summary.
    Pretty,
    /// One JSON object (schema in docs/json.md).
    Json,
}

/// Which game is played on the graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(in crate::cli) enum GameRule {
    /// Vertex geography: the token never comes back to a visited vertex.
    Vertex,
    /// Edge geography: the token never moves along a used edge.
    Edge,
}
