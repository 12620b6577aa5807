//! What the player sees and types: how each kind of input names its vertices, reads a typed
//! move, and draws a position. Colours are decided once ([`Palette`], in `style`); every glyph also
//! carries its meaning without colour, so piped output and `NO_COLOR` terminals lose nothing.

use super::super::plural;
use super::grid::{Layout, rows_shown, write_rows_note};
use super::style::{Palette, Role};
use super::words::{counted, grouped};
use bigame::board::bunny::{BunnyBoard, Piece};
use bigame::board::{Board, MoveSet, Moves};
use bigame::graph::Adjacency;
use bigame::read::labels::{VertexLabels, label};
use std::collections::HashSet;
use std::io::{self, Write};

/// A position as the player sees it.
pub struct Scene<'a> {
    /// The start vertex, then every vertex the token moved to; the last is the token's. Empty
    /// before the token is placed.
    pub path: &'a [u32],
    /// The legal moves of the player to move.
    pub legal: &'a [u32],
    /// Whether a vertex has been visited (the token's included). `O(1)`.
    pub visited: &'a dyn Fn(u32) -> bool,
    /// The edge game's used edges, `(from, to)` in order; empty in the vertex game.
    pub used: &'a [(u32, u32)],
    /// The terminal lines the picture may take (its legend included), when the output is a
    /// terminal and the whole board was not asked for: a taller board is drawn around the
    /// token ([`rows_shown`]).
    pub room: Option<usize>,
}

impl Scene<'_> {
    /// The token's vertex, or `None` before it is placed.
    fn token(&self) -> Option<u32> {
        self.path.last().copied()
    }
}

/// One kind of input as the player sees it.
pub trait Table {
    /// One line saying what is being played on, e.g. `a 3x4 board, rook moves`.
    fn describe(&self) -> String;
    /// How a move is typed, for prompts and help, e.g. `row col`.
    fn syntax(&self) -> &'static str;
    /// The vertex named by what the user typed (it exists, but may not be a legal move), or
    /// what is wrong with the text.
    fn parse(&self, text: &str) -> Result<u32, String>;
    /// The vertex's name as the user types it.
    fn name(&self, v: u32) -> String;
    /// Whether the token may start on `v`.
    fn can_start(&self, v: u32) -> bool;
    /// The number of vertex ids (cells of a board with its padding). `O(1)`.
    fn vertex_count(&self) -> u32;
    /// What the places the token can start on are called, singular and plural (`free cell`,
    /// `free cells`). `O(1)`.
    fn noun(&self) -> (&'static str, &'static str);
    /// Whether the picture is small enough to draw at every turn (else only on `show`).
    fn small(&self) -> bool {
        true
    }
    /// What to say before the game when the picture is wider than the terminal. `O(1)`.
    fn too_wide(&self) -> Option<String> {
        None
    }
    /// Whether there is a picture of the board (a graph only has a line about the token).
    /// `O(1)`.
    fn has_picture(&self) -> bool {
        true
    }
    /// Draws the position (nothing for inputs that have no picture).
    fn draw(&self, out: &mut dyn Write, scene: &Scene, palette: Palette) -> io::Result<()>;
}

/// Parses `a b` or `a,b` as two 1-based numbers, each at most its bound.
fn parse_cell(text: &str, rows: u32, cols: u32) -> Result<(u32, u32), String> {
    let words: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect();
    let [r, c] = words[..] else {
        return Err(format!(
            "expected a cell as two numbers `row col`, found `{text}`"
        ));
    };
    let number = |w: &str, what: &str, max: u32| match w.parse::<u32>() {
        Ok(x) if (1..=max).contains(&x) => Ok(x - 1),
        _ => Err(format!("{what} `{w}` is not a number from 1 to {max}")),
    };
    Ok((number(r, "row", rows)?, number(c, "column", cols)?))
}

/// The vertex of the cell typed as `row col` on `board` (which may not be free).
fn typed_cell<M: MoveSet>(board: &Board<M>, text: &str) -> Result<u32, String> {
    let (r, c) = parse_cell(text, board.rows(), board.cols())?;
    Ok(board.vertex(r, c))
}

/// The cell of vertex `v` of `board` as the user types it: `row col`, 1-based.
fn cell_name<M: MoveSet>(board: &Board<M>, v: u32) -> String {
    let (r, c) = board.cell(v).expect("a cell of the board");
    format!("{} {}", r + 1, c + 1)
}

/// Whether a board is small enough to draw at every turn.
fn fits_screen<M: MoveSet>(board: &Board<M>) -> bool {
    board.rows().max(board.cols()) <= DRAW_EVERY_TURN_UP_TO
}

/// Boards with more rows or columns than this are drawn only when asked (`show`): their
/// picture no longer fits a terminal.
const DRAW_EVERY_TURN_UP_TO: u32 = 60;

/// A free-cell board: `.` free, `#` blocked; the user types `row col`.
pub struct FreeCells<'a> {
    /// The board.
    pub board: &'a Board,
    /// The move set the game is played with.
    pub moves: Moves,
    /// The edge game: the used passages are drawn.
    pub edge: bool,
    /// The terminal's width.
    pub columns: usize,
}

impl Table for FreeCells<'_> {
    fn describe(&self) -> String {
        format!(
            "the {}x{} board ({}, {} moves)",
            self.board.rows(),
            self.board.cols(),
            counted(self.board.free_count(), "free cell", "free cells"),
            self.moves
        )
    }

    fn syntax(&self) -> &'static str {
        "row col"
    }

    fn parse(&self, text: &str) -> Result<u32, String> {
        typed_cell(self.board, text)
    }

    fn name(&self, v: u32) -> String {
        cell_name(self.board, v)
    }

    fn can_start(&self, v: u32) -> bool {
        self.board.is_free_vertex(v)
    }

    fn vertex_count(&self) -> u32 {
        self.board.vertex_count() as u32
    }

    fn noun(&self) -> (&'static str, &'static str) {
        ("free cell", "free cells")
    }

    fn small(&self) -> bool {
        fits_screen(self.board)
    }

    fn too_wide(&self) -> Option<String> {
        Layout::new(self.board.rows(), self.board.cols(), self.columns).too_wide()
    }

    fn draw(&self, out: &mut dyn Write, scene: &Scene, palette: Palette) -> io::Result<()> {
        let (rows, cols) = (self.board.rows(), self.board.cols());
        let layout = Layout::new(rows, cols, self.columns);
        // Rook passages join side neighbours: drawn between the cells, `-` and `|`, when
        // there is a character between them.
        let passages = self.edge && self.moves == Moves::Rook && layout.cell == 2;
        let used: HashSet<(u32, u32)> = scene
            .used
            .iter()
            .map(|&(u, v)| (u.min(v), u.max(v)))
            .collect();
        let is_used = |u: u32, v: u32| used.contains(&(u.min(v), u.max(v)));
        let walk = usize::from(self.edge && !passages);
        let shown = rows_shown(
            rows,
            1 + usize::from(passages),
            Layout::header_lines(cols) + 1 + walk,
            scene.token().map(|v| self.board.cell(v).expect("a cell").0),
            scene.room,
        );
        layout.write_column_header(out, cols, palette)?;
        for r in shown.clone() {
            let mut line = layout.row_label(r, palette);
            for c in 0..cols {
                let v = self.board.vertex(r, c);
                let (glyph, role) = if Some(v) == scene.token() {
                    ("@", Some(Role::Token))
                } else if scene.legal.contains(&v) {
                    ("*", Some(Role::Legal))
                } else if !self.board.is_free(r, c) {
                    ("#", Some(Role::Spent))
                } else if (scene.visited)(v) {
                    ("x", Some(Role::Spent))
                } else {
                    (".", None)
                };
                let joined = passages && c > 0 && is_used(self.board.vertex(r, c - 1), v);
                line.push_str(&(if joined { "-" } else { " " }).repeat(layout.cell - 1));
                line.push_str(&match role {
                    Some(role) => palette.paint(role, glyph),
                    None => glyph.to_string(),
                });
            }
            writeln!(out, "{line}")?;
            if passages && r + 1 < shown.end {
                let below: Vec<bool> = (0..cols)
                    .map(|c| is_used(self.board.vertex(r, c), self.board.vertex(r + 1, c)))
                    .collect();
                if below.contains(&true) {
                    let mut line = " ".repeat(layout.label + 1);
                    for b in below {
                        line.push_str(&" ".repeat(layout.cell - 1));
                        line.push(if b { '|' } else { ' ' });
                    }
                    writeln!(out, "{}", line.trim_end())?;
                }
            }
        }
        write_rows_note(out, &shown, rows, palette)?;
        let legend = match (scene.token().is_some(), passages) {
            (true, true) => {
                "@ token   * legal move   x visited   - | used passage   # blocked   . free"
            }
            (true, false) => "@ token   * legal move   x visited   # blocked   . free",
            (false, _) => "# blocked   . free (the token goes on a free cell)",
        };
        writeln!(out, "{}", palette.paint(Role::Label, legend))?;
        if self.edge && !passages {
            // Knight or king passages, or no room between the cells: the walk instead.
            write_walk(out, self, scene, "passages")?;
        }
        Ok(())
    }
}

/// The edge game's walk so far, `Used edges: a → b → c` (`what` names them), the first ones left out past
/// [`WALK_SHOWN`] steps. `O(steps shown)`.
fn write_walk(out: &mut dyn Write, table: &dyn Table, scene: &Scene, what: &str) -> io::Result<()> {
    if scene.used.is_empty() {
        return Ok(());
    }
    let skipped = scene.used.len().saturating_sub(WALK_SHOWN);
    let mut line = format!("Used {what}: ");
    if skipped > 0 {
        line.push_str(&format!("({} before) ", plural(skipped, "step", "steps")));
    }
    line.push_str(&table.name(scene.used[skipped].0));
    for &(_, to) in &scene.used[skipped..] {
        line.push_str(" → ");
        line.push_str(&table.name(to));
    }
    writeln!(out, "{line}")
}

/// The most steps of the walk [`write_walk`] writes.
const WALK_SHOWN: usize = 12;

/// A Bunny-and-Egg board: pieces `X` and `O` slide into the empty cell; the user types the
/// `row col` of the piece to slide.
pub struct Bunny<'a> {
    /// The board before the first move.
    pub board: &'a BunnyBoard,
    /// The terminal's width.
    pub columns: usize,
}

impl Bunny<'_> {
    /// The piece on cell `(r, c)` before the first move. The board keeps only which cells can
    /// move, but that and the cell's colour tell the piece: a movable cell holds `X` on black
    /// (the empty cell's colour) and `O` on white; an immovable one the other piece.
    fn initial_piece(&self, r: u32, c: u32) -> Piece {
        let (er, ec) = self.board.empty_cell();
        if (r, c) == (er, ec) {
            return Piece::Empty;
        }
        let black = (r + c) % 2 == (er + ec) % 2;
        if black == self.board.is_movable(r, c) {
            Piece::Black
        } else {
            Piece::White
        }
    }
}

impl Table for Bunny<'_> {
    fn describe(&self) -> String {
        format!(
            "the {}x{} Bunny-and-Egg board",
            self.board.rows(),
            self.board.cols()
        )
    }

    fn syntax(&self) -> &'static str {
        "row col of the piece to slide"
    }

    fn parse(&self, text: &str) -> Result<u32, String> {
        typed_cell(self.board.movable(), text)
    }

    fn name(&self, v: u32) -> String {
        cell_name(self.board.movable(), v)
    }

    fn can_start(&self, v: u32) -> bool {
        v == self.board.empty_vertex()
    }

    fn vertex_count(&self) -> u32 {
        self.board.movable().vertex_count() as u32
    }

    fn noun(&self) -> (&'static str, &'static str) {
        ("empty cell", "empty cells")
    }

    fn small(&self) -> bool {
        fits_screen(self.board.movable())
    }

    fn too_wide(&self) -> Option<String> {
        Layout::new(self.board.rows(), self.board.cols(), self.columns).too_wide()
    }

    fn draw(&self, out: &mut dyn Write, scene: &Scene, palette: Palette) -> io::Result<()> {
        let (rows, cols) = (self.board.rows(), self.board.cols());
        // Each move slides the piece of path[i] into path[i - 1], which empties path[i]: so
        // path[i - 1] now holds path[i]'s first piece and the token's cell is empty.
        let mut came_from = vec![u32::MAX; self.board.movable().vertex_count()];
        for pair in scene.path.windows(2) {
            came_from[pair[0] as usize] = pair[1];
        }
        // Before any move the token is on the empty cell.
        let token = scene.token().unwrap_or(self.board.empty_vertex());
        let layout = Layout::new(rows, cols, self.columns);
        let focus = self.board.cell(token).expect("a cell of the board").0;
        let shown = rows_shown(
            rows,
            1,
            Layout::header_lines(cols) + 1,
            Some(focus),
            scene.room,
        );
        layout.write_column_header(out, cols, palette)?;
        for r in shown.clone() {
            let mut line = layout.row_label(r, palette);
            for c in 0..cols {
                let v = self.board.vertex(r, c);
                let piece = if v == token {
                    Piece::Empty
                } else if came_from[v as usize] != u32::MAX {
                    let from = came_from[v as usize];
                    let (fr, fc) = self.board.cell(from).expect("a cell of the board");
                    self.initial_piece(fr, fc)
                } else {
                    self.initial_piece(r, c)
                };
                let glyph = (piece.to_byte() as char).to_string();
                line.push_str(&" ".repeat(layout.cell - 1));
                line.push_str(&if v == token {
                    palette.paint(Role::Token, &glyph)
                } else if scene.legal.contains(&v) {
                    palette.paint(Role::Legal, &glyph.to_lowercase())
                } else if (scene.visited)(v) {
                    palette.paint(Role::Spent, &glyph)
                } else {
                    glyph
                });
            }
            writeln!(out, "{line}")?;
        }
        write_rows_note(out, &shown, rows, palette)?;
        writeln!(
            out,
            "{}",
            palette.paint(
                Role::Label,
                ". the empty cell   x o (lower case) pieces that can slide now   X O the others"
            )
        )
    }
}

/// Graphs with at most this many vertices have them listed before the placement.
const LIST_VERTICES_UP_TO: u32 = 100;

/// A graph from a graph file: vertices are typed by their 1-based number, or by the file's
/// own labels (pairs); nothing is drawn.
pub struct Vertices {
    /// Number of vertices.
    pub count: u32,
    /// The file's own vertex labels, if it has them.
    pub labels: Option<VertexLabels>,
    /// The edge game: the used edges are listed.
    pub edge: bool,
}

impl Table for Vertices {
    fn describe(&self) -> String {
        format!(
            "a graph with {}",
            counted(self.count as usize, "vertex", "vertices")
        )
    }

    fn syntax(&self) -> &'static str {
        "vertex"
    }

    fn parse(&self, text: &str) -> Result<u32, String> {
        if let Some(labels) = &self.labels {
            // One look-up per typed move: a scan of the labels is fast enough.
            return labels.find(text.trim()).ok_or_else(|| {
                format!(
                    "expected a vertex as the file names it (such as {}), found `{}`",
                    labels.get(0),
                    text.trim()
                )
            });
        }
        match text.trim().parse::<u32>() {
            Ok(v) if (1..=self.count).contains(&v) => Ok(v - 1),
            _ => Err(format!(
                "expected a vertex number from 1 to {}, found `{}`",
                grouped(self.count as usize),
                text.trim()
            )),
        }
    }

    fn name(&self, v: u32) -> String {
        label(self.labels.as_ref(), v).to_string()
    }

    fn can_start(&self, _v: u32) -> bool {
        true
    }

    fn vertex_count(&self) -> u32 {
        self.count
    }

    fn noun(&self) -> (&'static str, &'static str) {
        ("vertex", "vertices")
    }

    fn has_picture(&self) -> bool {
        false
    }

    fn draw(&self, out: &mut dyn Write, scene: &Scene, palette: Palette) -> io::Result<()> {
        let Some(token) = scene.token() else {
            let count = counted(self.count as usize, "vertex", "vertices");
            return if self.count <= LIST_VERTICES_UP_TO {
                let all: Vec<String> = (0..self.count).map(|v| self.name(v)).collect();
                writeln!(
                    out,
                    "The token is not placed yet; the graph has {count}: {}.",
                    all.join(", ")
                )
            } else {
                let typed = match &self.labels {
                    Some(labels) => {
                        format!("type one as the file names it (such as {})", labels.get(0))
                    }
                    None => format!(
                        "type one by its number, 1 to {}",
                        grouped(self.count as usize)
                    ),
                };
                writeln!(
                    out,
                    "The token is not placed yet; the graph has {count}: {typed}."
                )
            };
        };
        if self.edge {
            writeln!(
                out,
                "Token on {}; {} used.",
                palette.paint(Role::Token, &self.name(token)),
                counted(scene.used.len(), "edge", "edges")
            )?;
            return write_walk(out, self, scene, "edges");
        }
        writeln!(
            out,
            "Token on {}; {} of {} visited.",
            palette.paint(Role::Token, &self.name(token)),
            grouped(scene.path.len()),
            counted(self.count as usize, "vertex", "vertices")
        )
    }
}
