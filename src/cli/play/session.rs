//! The conversation of `bigame play`: one line typed per turn (a move or a command), the
//! engine's reply at once, and the user's mistakes at the end. Reads lines from any
//! `BufRead` and writes to any `Write`, so a terminal and a pipe are played the same way.

use super::super::plural;
use super::style::{Palette, Role};
use super::table::{Scene, Table};
use super::words::{grouped, sentence, wrap};
use bigame::game::{Play, Player};
use std::io::{self, BufRead, Write};

/// Where the conversation reads and writes.
pub struct Console<'a> {
    /// The user's lines.
    pub input: &'a mut dyn BufRead,
    /// Everything the user is shown.
    pub out: &'a mut dyn Write,
    /// Colours or not.
    pub palette: Palette,
    /// Repeat each line read after its prompt: when the input is not a terminal (piped
    /// moves), so that the transcript reads like a typed game.
    pub echo: bool,
    /// The terminal's size, `(columns, lines)`, when the output is a terminal: messages are
    /// wrapped at spaces to its width, and a board taller than it is drawn around the token.
    /// `None` for a pipe or a file, whose lines stay whole for whoever reads them.
    pub terminal: Option<(usize, usize)>,
}

/// How a game session ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Played to the end; the winner.
    Finished(Player),
    /// The user quit, or the input ended, before the end.
    Abandoned,
}

/// How [`play`] ended: the game's outcome, or the user took their placement back (so the
/// caller asks for the start again).
pub enum Ending {
    /// The game ended or was abandoned.
    Done(Outcome),
    /// The user undid the engine's first move and their placement of the token.
    Replace,
}

/// The user's placement of the token, when they placed it: it can be a mistake like any move.
#[derive(Clone, Copy, Debug)]
pub struct Placement {
    /// Where the user put the token.
    pub at: u32,
    /// A start where the placer wins, when the user put the token where the player to move
    /// wins although such a start existed (a mistake); `None` otherwise.
    pub instead: Option<u32>,
}

/// One line typed by the user.
pub(super) enum Typed {
    Help,
    Hint,
    Undo,
    Show,
    Moves,
    Quit,
    /// The input ended.
    End,
    /// Anything else: a move to parse.
    Move(String),
}

impl Console<'_> {
    /// Shows `prompt` and reads the next non-blank line.
    pub(super) fn ask(&mut self, prompt: &str) -> io::Result<Typed> {
        loop {
            write!(self.out, "{prompt}> ")?;
            self.out.flush()?;
            let mut line = String::new();
            if self.input.read_line(&mut line)? == 0 {
                writeln!(self.out)?;
                return Ok(Typed::End);
            }
            let line = line.trim();
            if self.echo {
                writeln!(self.out, "{line}")?;
            }
            return Ok(match line.to_ascii_lowercase().as_str() {
                "" => continue,
                "help" | "h" | "?" => Typed::Help,
                "hint" => Typed::Hint,
                "undo" | "u" => Typed::Undo,
                "show" | "s" => Typed::Show,
                "moves" | "m" => Typed::Moves,
                "quit" | "q" | "exit" => Typed::Quit,
                _ => Typed::Move(line.to_string()),
            });
        }
    }

    /// Writes one message in the colour of `role`, wrapped to the terminal's width.
    pub fn say(&mut self, role: Role, text: &str) -> io::Result<()> {
        let text = self.wrapped(text);
        writeln!(self.out, "{}", self.palette.paint(role, &text))
    }

    /// Writes one message without colour, wrapped to the terminal's width.
    pub(super) fn line(&mut self, text: &str) -> io::Result<()> {
        let text = self.wrapped(text);
        writeln!(self.out, "{text}")
    }

    /// `text` wrapped at spaces to the terminal's width (one column spare, so that a line
    /// never ends exactly at the edge), or unchanged when the output is no terminal.
    fn wrapped(&self, text: &str) -> String {
        match self.terminal {
            Some((columns, _)) => wrap(text, columns.saturating_sub(1)),
            None => text.to_string(),
        }
    }

    /// The lines `text` takes on the screen once wrapped. `O(length)`.
    fn height(&self, text: &str) -> usize {
        self.wrapped(text).lines().count()
    }

    /// A typed move or start refused: the reason as a sentence, and where help is.
    pub(super) fn refuse(&mut self, why: &str) -> io::Result<()> {
        self.say(
            Role::Bad,
            &format!("{} (type help for help)", sentence(why)),
        )
    }

    /// The commands. `placing`: the token is not placed yet; `placed`: the user placed it
    /// (so undo can take the placement back; a Bunny-and-Egg game has none).
    fn help(&mut self, table: &dyn Table, placing: bool, placed: bool) -> io::Result<()> {
        let (what, undo) = if placing {
            (
                "the cell or vertex where the token starts",
                "nothing yet (after the engine's first move it takes your placement back)",
            )
        } else if placed {
            (
                "your move",
                "take back your last move and the engine's reply (or your placement)",
            )
        } else {
            (
                "your move",
                "take back your last move and the engine's reply",
            )
        };
        let text = format!(
            "Type {what} as `{}`, or a command:\n  hint   the best move (a winning one if you have one)\n  undo   {undo}\n  show   draw the position again\n  moves  every legal move (the list after each move stops at a screenful)\n  quit   stop playing\n  help   this text",
            table.syntax()
        );
        self.line(&text)
    }
}

/// Names vertices joined by `, `.
fn names(table: &dyn Table, vertices: &[u32]) -> String {
    let names: Vec<String> = vertices.iter().map(|&v| table.name(v)).collect();
    names.join(", ")
}

/// About a screenful of an 80-column terminal: where the legal moves' line stops.
const LEGAL_LINE_LIMIT: usize = 480;

/// `Legal moves: a, b, c`, in increasing order of vertex id (row by row on a board), cut
/// after about [`LEGAL_LINE_LIMIT`] characters with `and N more (type moves to see them
/// all)`. `O(moves shown + moves log moves)`.
pub fn legal_line(table: &dyn Table, legal: &[u32]) -> String {
    let mut sorted = legal.to_vec();
    sorted.sort_unstable();
    let mut line = String::from("Legal moves: ");
    for (i, &v) in sorted.iter().enumerate() {
        if i > 0 {
            if line.len() > LEGAL_LINE_LIMIT {
                line.push_str(&format!(
                    ", and {} more (type moves to see them all)",
                    sorted.len() - i
                ));
                break;
            }
            line.push_str(", ");
        }
        line.push_str(&table.name(v));
    }
    line
}

/// The start the engine picks when it places the token: a vertex where the player to move
/// loses if there is one (the placer then wins), the one with the most neighbours (the
/// longest game to come); otherwise the vertex with the most neighbours, hoping for a slip.
/// Smallest id on ties. `O(V + E)`.
pub fn engine_start(
    count: u32,
    degree: &dyn Fn(u32) -> u32,
    table: &dyn Table,
    mover_wins: impl Fn(u32) -> bool,
) -> Option<u32> {
    (0..count)
        .filter(|&v| table.can_start(v))
        .max_by_key(|&v| (!mover_wins(v), degree(v), std::cmp::Reverse(v)))
}

/// Tells the user, before anything is drawn, when the board is wider than the terminal and
/// when it is too big to draw at every turn.
/// `O(1)`.
pub fn say_when_too_big(console: &mut Console, table: &dyn Table) -> io::Result<()> {
    if let Some(why) = table.too_wide() {
        console.say(Role::Label, &why)?;
    }
    if table.small() {
        return Ok(());
    }
    console.say(
        Role::Label,
        "The board is too big to draw at every turn: type show to see it.",
    )
}

/// Asks the user where to place the token; `None` if they quit first. The board is drawn
/// first (when it has a picture small enough to draw at every turn) and again on `show`. `hint` names
/// `placer_best`, a start where the player to move loses, if there is one. Each drawing is
/// `O(rows cols)`; the rest `O(1)` per line typed.
pub fn ask_start(
    console: &mut Console,
    table: &dyn Table,
    placer_best: Option<u32>,
) -> io::Result<Option<u32>> {
    if table.small() && table.has_picture() {
        draw_board(table, console)?;
    }
    loop {
        match console.ask(&format!("Place the token ({})", table.syntax()))? {
            Typed::Quit | Typed::End => return Ok(None),
            Typed::Help => console.help(table, true, false)?,
            Typed::Show => draw_board(table, console)?,
            Typed::Undo => console.say(Role::Bad, "Nothing to undo yet: place the token first.")?,
            Typed::Moves => console.say(
                Role::Bad,
                "No moves yet: place the token first (show lists the places).",
            )?,
            Typed::Hint => {
                let text = match placer_best {
                    Some(v) => format!(
                        "Hint: place it on {}: the player to move loses there.",
                        table.name(v)
                    ),
                    None => "Hint: the player to move wins from every start; any placement loses against best play.".to_string(),
                };
                console.say(Role::Label, &text)?;
            }
            Typed::Move(text) => match table.parse(&text) {
                Ok(v) if table.can_start(v) => return Ok(Some(v)),
                Ok(v) => console.say(
                    Role::Bad,
                    &format!(
                        "The token cannot start on {}: it is blocked.",
                        table.name(v)
                    ),
                )?,
                Err(why) => console.refuse(&why)?,
            },
        }
    }
}

/// A move of the user's that threw a win away.
struct Mistake {
    /// Index of the move in the game's history.
    ply: usize,
    played: u32,
    /// A winning move that was available.
    instead: u32,
}

/// Plays `game` to its end: the engine moves for the side that is not `user`, instantly; the
/// user's moves and commands come from `console`. Moves already in the history when the
/// session starts (a recorded game being continued) cannot be undone. `placed` is the user's
/// placement of the token, if they placed it: reported with the mistakes, and `undo` before
/// the user's first move takes it back (with the engine's first move), ending the session
/// with [`Ending::Replace`]. The final position is drawn when the game ends. Each engine move
/// and each user move costs at most two augmenting searches (verdict and move).
pub fn play(
    game: &mut dyn Play,
    table: &dyn Table,
    user: Player,
    placed: Option<Placement>,
    console: &mut Console,
) -> io::Result<Ending> {
    let first_ply = game.history().len();
    let draw_every_turn = table.small();
    let mut mistakes: Vec<Mistake> = Vec::new();
    let mut show = true;
    loop {
        if game.is_over() {
            break;
        }
        if game.to_move() != user {
            let reply = game.best_move().expect("the game is not over");
            game.play(reply).expect("the engine plays legal moves");
            console.say(
                Role::Label,
                &format!("The engine plays {}.", table.name(reply)),
            )?;
            show = true;
            continue;
        }
        let legal = game.legal_moves();
        if show {
            if draw_every_turn {
                draw(game, table, &legal, console, false)?;
            }
            console.line(&legal_line(table, &legal))?;
            show = false;
        }
        match console.ask(&format!("Your move ({})", table.syntax()))? {
            Typed::Quit | Typed::End => {
                console.say(Role::Label, "Game abandoned.")?;
                report_mistakes(console, table, placed, &mistakes, first_ply, user)?;
                return Ok(Ending::Done(Outcome::Abandoned));
            }
            Typed::Help => console.help(table, false, placed.is_some())?,
            Typed::Show => {
                draw(game, table, &legal, console, true)?;
                console.line(&legal_line(table, &legal))?;
            }
            Typed::Moves => {
                let mut sorted = legal.clone();
                sorted.sort_unstable();
                let text = format!(
                    "Legal moves ({}): {}",
                    grouped(sorted.len()),
                    names(table, &sorted)
                );
                console.line(&text)?;
            }
            Typed::Hint => {
                let winning = game.is_winning();
                let best = game.best_move().expect("the game is not over");
                let text = if winning {
                    format!("Hint: you are winning: play {}.", table.name(best))
                } else {
                    format!(
                        "Hint: every move loses against best play; {} gives the engine the most to get wrong.",
                        table.name(best)
                    )
                };
                console.say(Role::Label, &text)?;
            }
            Typed::Undo => {
                // At the user's turn the last move, if any, is the engine's reply.
                if game.history().len() < first_ply + 2 {
                    if let Some(p) = placed.filter(|_| game.history().len() == first_ply + 1) {
                        let reply = game.undo().expect("the engine's first move");
                        console.say(
                            Role::Label,
                            &format!(
                                "Took back the engine's move {} and your placement on {}.",
                                table.name(reply),
                                table.name(p.at)
                            ),
                        )?;
                        return Ok(Ending::Replace);
                    }
                    console.say(Role::Bad, "Nothing to undo: you have not moved yet.")?;
                    continue;
                }
                let reply = game.undo().expect("two moves to undo");
                let mine = game.undo().expect("two moves to undo");
                mistakes.retain(|m| m.ply < game.history().len());
                console.say(
                    Role::Label,
                    &format!(
                        "Took back your move {} and the engine's reply {}.",
                        table.name(mine),
                        table.name(reply)
                    ),
                )?;
                show = true;
            }
            Typed::Move(text) => {
                let v = match table.parse(&text) {
                    Ok(v) if legal.contains(&v) => v,
                    Ok(v) => {
                        console.say(
                            Role::Bad,
                            &format!(
                                "{} is not a legal move. {}",
                                table.name(v),
                                legal_line(table, &legal)
                            ),
                        )?;
                        continue;
                    }
                    Err(why) => {
                        console.refuse(&why)?;
                        continue;
                    }
                };
                let winning_before = game.is_winning();
                let instead = if winning_before {
                    game.best_move()
                } else {
                    None
                };
                let ply = game.history().len();
                game.play(v).expect("checked legal");
                if winning_before && game.is_winning() {
                    let instead = instead.expect("a winning position has a winning move");
                    say_threw_away(console, table, instead)?;
                    mistakes.push(Mistake {
                        ply,
                        played: v,
                        instead,
                    });
                }
            }
        }
    }
    // The final position: where the token got stuck, and the path that led there.
    if draw_every_turn {
        draw(game, table, &[], console, false)?;
    }
    let winner = game.winner().expect("the game is over");
    let token = table.name(game.token());
    if winner == user {
        console.say(
            Role::Good,
            &format!("The engine has no move from {token}. You win!"),
        )?;
    } else {
        console.say(
            Role::Bad,
            &format!("You have no move from {token}. The engine wins."),
        )?;
    }
    report_mistakes(console, table, placed, &mistakes, first_ply, user)?;
    Ok(Ending::Done(Outcome::Finished(winner)))
}

/// Tells the user at once that their move or placement threw a win away, and what would have
/// kept it. `O(1)`.
pub fn say_threw_away(console: &mut Console, table: &dyn Table, instead: u32) -> io::Result<()> {
    console.say(
        Role::Bad,
        &format!(
            "That threw away your win: {} would have won.",
            table.name(instead)
        ),
    )
}

/// Lines kept free under a board's picture besides the legal moves: the engine's move (said
/// before the picture), a mistake's line and the prompt.
const LINES_BESIDE_THE_BOARD: usize = 3;

/// Draws the position: the whole board when `whole` (show) or when it fits the terminal,
/// else the rows around the token that leave the legal moves, the engine's move and the
/// prompt on the screen.
fn draw(
    game: &dyn Play,
    table: &dyn Table,
    legal: &[u32],
    console: &mut Console,
    whole: bool,
) -> io::Result<()> {
    let mut path = Vec::with_capacity(game.history().len() + 1);
    path.push(game.start());
    path.extend_from_slice(game.history());
    let visited = |v: u32| game.is_visited(v);
    let room = match console.terminal {
        Some((_, lines)) if !whole => {
            let legal_lines = if legal.is_empty() {
                0
            } else {
                console.height(&legal_line(table, legal))
            };
            Some(lines.saturating_sub(legal_lines + LINES_BESIDE_THE_BOARD))
        }
        _ => None,
    };
    table.draw(
        console.out,
        &Scene {
            path: &path,
            legal,
            visited: &visited,
            used: &game.used_edges(),
            room,
        },
        console.palette,
    )
}

/// Draws the board before the token is placed: no token, nothing visited.
fn draw_board(table: &dyn Table, console: &mut Console) -> io::Result<()> {
    table.draw(
        console.out,
        &Scene {
            path: &[],
            legal: &[],
            visited: &|_| false,
            used: &[],
            room: None,
        },
        console.palette,
    )
}

/// The end-of-game summary, worded as `bigame review` words its mistakes: `You made 2
/// mistakes (the placement, move 3):`, then one line per mistake with what would have won.
/// Moves count the user's own moves, from 1.
fn report_mistakes(
    console: &mut Console,
    table: &dyn Table,
    placed: Option<Placement>,
    mistakes: &[Mistake],
    first_ply: usize,
    user: Player,
) -> io::Result<()> {
    let placement = placed.and_then(|p| p.instead.map(|instead| (p.at, instead)));
    let total = mistakes.len() + usize::from(placement.is_some());
    if total == 0 {
        return console.say(Role::Good, "You made no mistakes.");
    }
    // The user's n-th move of the session: every other ply from their first.
    let users_first =
        first_ply + usize::from(first_ply.is_multiple_of(2) != (user == Player::First));
    let number = |m: &Mistake| (m.ply - users_first) / 2 + 1;
    let mut which: Vec<String> = Vec::new();
    if placement.is_some() {
        which.push("the placement".to_string());
    }
    if !mistakes.is_empty() {
        let numbers: Vec<String> = mistakes.iter().map(|m| number(m).to_string()).collect();
        let noun = if numbers.len() == 1 { "move" } else { "moves" };
        which.push(format!("{noun} {}", numbers.join(", ")));
    }
    console.say(
        Role::Bad,
        &format!(
            "You made {} ({}):",
            plural(total, "mistake", "mistakes"),
            which.join(", ")
        ),
    )?;
    if let Some((at, instead)) = placement {
        writeln!(
            console.out,
            "  the placement: {} ({} would have won)",
            table.name(at),
            table.name(instead)
        )?;
    }
    for m in mistakes {
        writeln!(
            console.out,
            "  move {}: {} ({} would have won)",
            number(m),
            table.name(m.played),
            table.name(m.instead)
        )?;
    }
    Ok(())
}
