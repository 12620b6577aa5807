//! `bigame play --sum POSITION...`: a sum of games against the engine. The boards are drawn
//! side by side and the graphs listed below them; a turn moves one token of the mover's
//! choice (typed `PART MOVE`), and who cannot move in any part loses. The engine plays a
//! move that leaves the sum's value 0 when it has one ([`bigame::solve::solve_sum`]).

use super::super::sum::{Part, PartKind, PartOptions, read_and_solve};
use super::super::{Failure, PlaySide, plural};
use super::session::{Console, Outcome, Typed};
use super::style::{Palette, Role};
use super::{PlayOptions, side_name, your_side};
use bigame::game::Player;
use bigame::game::grundy::SumAnswer;
use bigame::graph::Adjacency;
use bigame::solve::{SumPart, part_moves, solve_sum};
use std::io::{BufRead, Write};

/// Where each token is and what it has visited.
struct State {
    /// Per part: the vertices visited before the token's (in order).
    visited: Vec<Vec<u32>>,
    /// Per part: the token's vertex.
    tokens: Vec<u32>,
    /// The moves played, each the part and the token's vertex before it (for undo).
    history: Vec<(usize, u32)>,
}

impl State {
    fn part<'a>(&'a self, parts: &'a [Part], i: usize) -> SumPart<'a> {
        SumPart {
            graph: &parts[i].graph,
            visited: &self.visited[i],
            token: self.tokens[i],
        }
    }

    fn all<'a>(&'a self, parts: &'a [Part]) -> Vec<SumPart<'a>> {
        (0..parts.len()).map(|i| self.part(parts, i)).collect()
    }

    /// Every legal move, as (part, vertex), part by part.
    fn legal(&self, parts: &[Part]) -> Vec<(usize, u32)> {
        (0..parts.len())
            .flat_map(|i| {
                part_moves(self.part(parts, i))
                    .into_iter()
                    .map(move |u| (i, u))
            })
            .collect()
    }

    fn play(&mut self, i: usize, u: u32) {
        self.history.push((i, self.tokens[i]));
        self.visited[i].push(self.tokens[i]);
        self.tokens[i] = u;
    }

    fn undo(&mut self) {
        let (i, from) = self.history.pop().expect("a move to undo");
        self.visited[i].pop();
        self.tokens[i] = from;
    }
}

/// The sum's answer at the current position: the one-line refusal if a part is too large.
fn solve(parts: &[Part], state: &State) -> Result<SumAnswer, Failure> {
    solve_sum(&state.all(parts))
        .map_err(|e| Failure::BadInput(format!("part {}: {}", e.part + 1, e.error)))
}

/// `part K MOVE` as the user types it back.
fn typed(parts: &[Part], (i, u): (usize, u32)) -> String {
    format!("{} {}", i + 1, shown(parts, i, u))
}

/// Vertex `u` of part `i` as the user types it: a cell `row col`, or a vertex's label.
fn shown(parts: &[Part], i: usize, u: u32) -> String {
    parts[i].name(u).replace(',', " ")
}

/// Draws the position: the boards side by side (as many as fit the width), then one line per
/// graph; then the legend.
fn draw(
    parts: &[Part],
    state: &State,
    console: &mut Console,
    columns: usize,
) -> std::io::Result<()> {
    let palette = console.palette;
    let mut blocks: Vec<(usize, Vec<String>)> = Vec::new();
    let mut graphs = Vec::new();
    for (i, part) in parts.iter().enumerate() {
        let legal = part_moves(state.part(parts, i));
        match &part.kind {
            PartKind::Board { board, cells, .. } => {
                blocks.push(board_block(i, part, board, cells, state, &legal, palette));
            }
            PartKind::Graph { .. } => {
                let names: Vec<String> = legal.iter().map(|&u| part.name(u)).collect();
                graphs.push(format!(
                    "part {} {}: token on {}, {} visited; {}",
                    i + 1,
                    part.path.display(),
                    part.name(state.tokens[i]),
                    plural(state.visited[i].len(), "vertex", "vertices"),
                    if names.is_empty() {
                        "no move".to_string()
                    } else {
                        format!("moves: {}", names.join(", "))
                    }
                ));
            }
        }
    }
    // Side by side, in groups that fit the terminal's width.
    let gap = 4;
    let mut k = 0;
    while k < blocks.len() {
        let mut end = k + 1;
        let mut width = blocks[k].0;
        while end < blocks.len() && width + gap + blocks[end].0 <= columns {
            width += gap + blocks[end].0;
            end += 1;
        }
        let height = blocks[k..end].iter().map(|b| b.1.len()).max().unwrap_or(0);
        for line in 0..height {
            let mut text = String::new();
            for (j, (w, lines)) in blocks[k..end].iter().enumerate() {
                let cell = lines.get(line).map_or("", String::as_str);
                text.push_str(cell);
                if j + 1 < end - k {
                    let shown = visible_len(cell);
                    text.push_str(&" ".repeat(w - shown + gap));
                }
            }
            writeln!(console.out, "{}", text.trim_end())?;
        }
        k = end;
    }
    if !blocks.is_empty() {
        let legend = "@ token   * legal move   x visited   # blocked   . free";
        writeln!(console.out, "{}", palette.paint(Role::Label, legend))?;
    }
    for line in graphs {
        console.line(&line)?;
    }
    Ok(())
}

/// The characters of `text` shown on a terminal (colour codes not counted).
fn visible_len(text: &str) -> usize {
    let mut n = 0;
    let mut escape = false;
    for c in text.chars() {
        match c {
            '\x1b' => escape = true,
            'm' if escape => escape = false,
            _ if escape => {}
            _ => n += 1,
        }
    }
    n
}

/// One board's picture: its title, the column numbers, the rows; and its width.
fn board_block(
    i: usize,
    part: &Part,
    board: &bigame::board::Board,
    cells: &[(u32, u32)],
    state: &State,
    legal: &[u32],
    palette: Palette,
) -> (usize, Vec<String>) {
    let rows = board.rows();
    let cols = board.cols();
    let label = rows.to_string().len() + 1;
    let title = format!("part {}: {}", i + 1, part.path.display());
    let width = (label + 1 + 2 * cols as usize).max(title.len());
    let mut lines = vec![palette.paint(Role::Label, &title)];
    let digits = cols.to_string().len();
    for place in (0..digits).rev() {
        let mut line = " ".repeat(label + 1);
        for c in 1..=cols {
            let text = c.to_string();
            line.push(' ');
            line.push(if text.len() > place {
                text.as_bytes()[text.len() - 1 - place] as char
            } else {
                ' '
            });
        }
        lines.push(palette.paint(Role::Label, line.trim_end()));
    }
    let vertex_of = |r: u32, c: u32| cells.binary_search(&(r, c)).ok().map(|v| v as u32);
    for r in 0..rows {
        let mut line = palette.paint(Role::Label, &format!("{:>label$} ", r + 1));
        for c in 0..cols {
            let (glyph, role) = match vertex_of(r, c) {
                None => ("#", Some(Role::Spent)),
                Some(v) if v == state.tokens[i] => ("@", Some(Role::Token)),
                Some(v) if legal.contains(&v) => ("*", Some(Role::Legal)),
                Some(v) if state.visited[i].contains(&v) => ("x", Some(Role::Spent)),
                Some(_) => (".", None),
            };
            line.push(' ');
            line.push_str(&match role {
                Some(role) => palette.paint(role, glyph),
                None => glyph.to_string(),
            });
        }
        lines.push(line);
    }
    (width, lines)
}

/// Reads `PART MOVE` (`2 1 3`, `2 1,3`, `1 5`): the part's index and the vertex, or why not.
fn parse_move(parts: &[Part], text: &str) -> Result<(usize, u32), String> {
    let text = text.trim();
    let (first, rest) = text
        .split_once(|c: char| c.is_whitespace() || c == ':')
        .unwrap_or((text, ""));
    let Ok(k) = first.parse::<usize>() else {
        return Err(format!(
            "expected PART MOVE, such as {} (a part from 1 to {}, then a cell 'row col' or a vertex)",
            example(parts),
            parts.len()
        ));
    };
    if !(1..=parts.len()).contains(&k) {
        return Err(format!("there is no part {k} (parts 1 to {})", parts.len()));
    }
    let rest = rest.trim();
    if rest.is_empty() {
        return Err(format!(
            "part {k}: which move? Type the part, then the move, such as {}",
            example(parts)
        ));
    }
    parts[k - 1]
        .parse_vertex(rest)
        .map(|v| (k - 1, v))
        .ok_or_else(|| match parts[k - 1].kind {
            PartKind::Board { .. } => format!("{rest} is not a free cell of part {k}"),
            PartKind::Graph { .. } => format!("{rest} is not a vertex of part {k}"),
        })
}

/// A move in the syntax, for messages.
fn example(parts: &[Part]) -> String {
    match parts[0].kind {
        PartKind::Board { .. } => "1 2 3 (part 1, cell 2 3)".to_string(),
        PartKind::Graph { .. } => "1 5 (part 1, vertex 5)".to_string(),
    }
}

/// `bigame play --sum POSITION...`: reads the positions, says who wins, then plays. The user
/// plays `--as`, else the side that wins with perfect play (the first player when the sum's
/// value is not 0). Each engine move is one [`solve_sum`].
pub fn play_sum(
    specs: &[String],
    options: &PlayOptions,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Outcome, Failure> {
    if options.edge {
        return Err(Failure::BadInput(
            "--sum plays the vertex game: Grundy values of the edge game are not computed"
                .to_string(),
        ));
    }
    let part_options = PartOptions {
        moves: options.moves,
        read: options.read,
    };
    let (parts, answer) = read_and_solve(specs, part_options)?;
    let mut console = Console::new(input, out, options);
    let console = &mut console;
    let winner = if answer.total != 0 {
        Player::First
    } else {
        Player::Second
    };
    let user = options.side.map_or(winner, PlaySide::player);
    let described: Vec<String> = parts
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let what = match &p.kind {
                PartKind::Board { board, moves, .. } => {
                    format!("the {}x{} board, {moves} moves", board.rows(), board.cols())
                }
                PartKind::Graph { .. } => {
                    format!(
                        "a graph of {}",
                        plural(p.graph.vertex_count(), "vertex", "vertices")
                    )
                }
            };
            format!(
                "part {} {} ({what}, token on {})",
                i + 1,
                p.path.display(),
                p.name(p.start)
            )
        })
        .collect();
    let values: Vec<String> = answer.values.iter().map(u32::to_string).collect();
    console.say(
        Role::Label,
        &format!(
            "Playing a sum of {} games: {}. A turn moves one token; who cannot move in any part loses.\nThe parts' Grundy values are {} (xor {}), so the {} player wins with perfect play, {}: {}.",
            parts.len(),
            described.join(", "),
            values.join(", "),
            answer.total,
            side_name(winner),
            your_side(user, winner),
            if user == Player::First { "you move first" } else { "the engine moves first" }
        ),
    )?;
    console.say(Role::Label, "Type help for the commands.")?;
    let mut state = State {
        visited: vec![Vec::new(); parts.len()],
        tokens: parts.iter().map(|p| p.start).collect(),
        history: Vec::new(),
    };
    let mut to_move = Player::First;
    let mut mistakes: Vec<usize> = Vec::new();
    let mut user_moves = 0;
    draw(&parts, &state, console, options.columns)?;
    loop {
        let legal = state.legal(&parts);
        if legal.is_empty() {
            if to_move != user {
                draw(&parts, &state, console, options.columns)?;
            }
            let end = if to_move == user {
                "You have no move in any part. The engine wins."
            } else {
                "The engine has no move in any part. You win!"
            };
            let role = if to_move == user {
                Role::Bad
            } else {
                Role::Good
            };
            console.say(role, end)?;
            let tally = match mistakes.len() {
                0 => "You made no mistakes.".to_string(),
                n => format!(
                    "You made {} (move {}).",
                    plural(n, "mistake", "mistakes"),
                    mistakes
                        .iter()
                        .map(usize::to_string)
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            };
            console.say(Role::Label, &tally)?;
            return Ok(Outcome::Finished(to_move.other()));
        }
        let now = solve(&parts, &state)?;
        if to_move != user {
            // The winning move, else (a lost sum) the first move of the part with most moves.
            let (i, u) = now.winning_move.unwrap_or_else(|| {
                *legal
                    .iter()
                    .max_by_key(|&&(i, _)| {
                        (
                            part_moves(state.part(&parts, i)).len(),
                            std::cmp::Reverse(i),
                        )
                    })
                    .expect("a legal move")
            });
            let from = shown(&parts, i, state.tokens[i]);
            state.play(i, u);
            console.say(
                Role::Label,
                &format!(
                    "The engine plays part {}: {from} to {}.",
                    i + 1,
                    shown(&parts, i, u)
                ),
            )?;
            draw(&parts, &state, console, options.columns)?;
            to_move = user;
            continue;
        }
        let typed_line = console.ask("Your move (part move)")?;
        match typed_line {
            Typed::End | Typed::Quit => {
                console.say(Role::Label, "Game abandoned.")?;
                return Ok(Outcome::Abandoned);
            }
            Typed::Help => console.line(&format!(
                "Type your move as `PART MOVE`: the part's number, then a cell `row col` on a board or a vertex on a graph, such as {}; or a command:\n  hint   the best move (a winning one if you have one)\n  undo   take back your last move and the engine's reply\n  show   draw the position again\n  moves  every legal move\n  quit   stop playing\n  help   this text",
                example(&parts)
            ))?,
            Typed::Hint => {
                let text = match now.winning_move {
                    Some(m) => format!("Hint: you are winning (the sum's value is {}): play {}.", now.total, typed(&parts, m)),
                    None => format!(
                        "Hint: the sum's value is 0, so every move loses against best play; {} keeps the game going.",
                        typed(&parts, legal[0])
                    ),
                };
                console.say(Role::Label, &text)?;
            }
            Typed::Show => draw(&parts, &state, console, options.columns)?,
            Typed::Moves => {
                let all: Vec<String> = legal.iter().map(|&m| typed(&parts, m)).collect();
                console.line(&format!("Legal moves: {}", all.join(", ")))?;
            }
            Typed::Undo => {
                // Back to the user's last turn: the engine's reply, then the user's move.
                let needed = if user == Player::First { 2 } else { 3 };
                if state.history.len() < needed {
                    console.refuse("nothing to undo: you have not moved yet")?;
                    continue;
                }
                state.undo();
                state.undo();
                user_moves -= 1;
                mistakes.retain(|&m| m <= user_moves);
                console.say(Role::Label, "Took back your last move and the engine's reply.")?;
                draw(&parts, &state, console, options.columns)?;
            }
            Typed::Move(text) => {
                let (i, u) = match parse_move(&parts, &text) {
                    Ok(m) => m,
                    Err(why) => {
                        console.refuse(&why)?;
                        continue;
                    }
                };
                if !legal.contains(&(i, u)) {
                    let here = part_moves(state.part(&parts, i));
                    let names: Vec<String> = here.iter().map(|&v| shown(&parts, i, v)).collect();
                    console.refuse(&if names.is_empty() {
                        format!("part {} has no move left", i + 1)
                    } else {
                        format!(
                            "{} is not a legal move of part {}: its moves are {}",
                            shown(&parts, i, u),
                            i + 1,
                            names.join(", ")
                        )
                    })?;
                    continue;
                }
                state.play(i, u);
                user_moves += 1;
                if let Some(best) = now.winning_move
                    && solve(&parts, &state)?.total != 0
                {
                    mistakes.push(user_moves);
                    let text = format!(
                        "That threw away your win: {} would have won.",
                        typed(&parts, best)
                    );
                    console.say(Role::Bad, &text)?;
                }
                to_move = user.other();
            }
        }
    }
}
