//! The picture of a reviewed Bunny-and-Egg record: [`write_review_svg`].

use super::{
    BACKGROUND, BOARD_CELL, BOARD_GRID, FIRST_PLAYER, Grid, Header, INK, INSTEAD, LEGEND_ROW,
    LISTED, Legend, MARGIN, MISTAKE, N, PATH_INK, SECOND_PLAYER, SWATCH, Sink, digits,
    write_run_path, write_svg_start,
};
use crate::board::bunny::{BunnyBoard, Piece};
use crate::game::Ply;
use crate::text::plural;
use std::fmt::Write as _;
use std::io::{self, Write};

/// The font size of a ply number of `digits` digits in a marker (radius 0.28 cells), or `None`
/// when it would be too small to read.
fn number_size(cell: f64, digits: u32) -> Option<f64> {
    let size = (cell * 0.34).min(1.7 * cell * 0.28 / (0.6 * digits as f64));
    (size >= 6.0).then_some(size)
}

/// The marker of a ply centred at `(x, y)`: a circle for the first player, a diamond for the
/// second. With `numbered` (every ply number of the picture fits, see [`number_size`]) it is
/// 0.28 cells in radius and holds the ply number; otherwise it is a smaller dot, so that the
/// path stays visible.
fn write_ply_marker(
    s: &mut String,
    first: bool,
    number: u32,
    (x, y): (f64, f64),
    cell: f64,
    numbered: bool,
) {
    let outline = (cell * 0.03).max(0.5);
    let r = cell * if numbered { 0.28 } else { 0.18 };
    if first {
        w!(
            s,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{FIRST_PLAYER}\" stroke=\"{BACKGROUND}\" stroke-width=\"{}\"/>",
            N(x),
            N(y),
            N(r),
            N(outline)
        );
    } else {
        // A square turned by 45 degrees: a diamond of about the circle's area.
        let half = r * 0.86;
        w!(
            s,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" transform=\"rotate(45 {} {})\" fill=\"{SECOND_PLAYER}\" stroke=\"{BACKGROUND}\" stroke-width=\"{}\"/>",
            N(x - half),
            N(y - half),
            N(2.0 * half),
            N(2.0 * half),
            N(x),
            N(y),
            N(outline)
        );
    }
    if let Some(size) = number_size(cell, digits(number)).filter(|_| numbered) {
        let ink = if first { BACKGROUND } else { INK };
        w!(
            s,
            "<text x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"middle\" fill=\"{ink}\">{number}</text>",
            N(x),
            N(y + 0.35 * size),
            N(size)
        );
    }
}

fn write_mistake_ring(s: &mut String, (x, y): (f64, f64), cell: f64) {
    w!(
        s,
        "<circle class=\"mistake-ring\" cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"{MISTAKE}\" stroke-width=\"{}\"/>",
        N(x),
        N(y),
        N(cell * 0.45),
        N((cell * 0.08).max(1.5))
    );
}

/// The arrow from `from` towards `to` and the dashed ring around `to`, both on a white halo
/// so that they show on dark pieces too.
fn write_instead(s: &mut String, from: (f64, f64), to: (f64, f64), cell: f64) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let length = (dx * dx + dy * dy).sqrt().max(1e-9);
    let (ux, uy) = (dx / length, dy / length);
    let ring = cell * 0.3;
    let width = (cell * 0.07).max(1.0);
    let halo = width + 2.0 * (cell * 0.04).max(1.0);
    let start = (from.0 + ux * cell * 0.3, from.1 + uy * cell * 0.3);
    // The arrowhead is 3 stroke widths long and starts at the line's end.
    let end = (
        to.0 - ux * (ring + 3.0 * width),
        to.1 - uy * (ring + 3.0 * width),
    );
    let dash = (cell * 0.12).max(2.0);
    for (colour, stroke, head) in [
        (BACKGROUND, halo, ""),
        (INSTEAD, width, " marker-end=\"url(#arrow)\""),
    ] {
        w!(
            s,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{colour}\" stroke-width=\"{}\"{head}/>",
            N(start.0),
            N(start.1),
            N(end.0),
            N(end.1),
            N(stroke)
        );
    }
    for (colour, stroke, dashes) in [
        (BACKGROUND, halo, String::new()),
        (
            INSTEAD,
            width,
            format!(" stroke-dasharray=\"{} {}\"", N(dash), N(dash * 0.5)),
        ),
    ] {
        w!(
            s,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"{}\"{dashes}/>",
            N(to.0),
            N(to.1),
            N(ring),
            N(stroke)
        );
    }
}

/// "2 mistakes: moves 1, 19 (plies 1, 37)", the first [`LISTED`] of them.
fn mistake_summary(plies: &[Ply], first: bool) -> String {
    let mistakes: Vec<&Ply> = plies
        .iter()
        .filter(|p| p.is_first_player() == first && p.is_mistake())
        .collect();
    if mistakes.is_empty() {
        return "no mistakes".to_string();
    }
    let list = |f: fn(&Ply) -> u32| {
        let mut text: Vec<String> = mistakes
            .iter()
            .take(LISTED)
            .map(|&p| f(p).to_string())
            .collect();
        if mistakes.len() > LISTED {
            text.push("…".to_string());
        }
        text.join(", ")
    };
    let (moves, ply_list) = (list(Ply::move_number), list(|p| p.number));
    let (move_word, ply_word) = if mistakes.len() == 1 {
        ("move", "ply")
    } else {
        ("moves", "plies")
    };
    format!(
        "{}: {move_word} {moves} ({ply_word} {ply_list})",
        plural(mistakes.len(), "mistake", "mistakes")
    )
}

/// The picture of a reviewed Bunny-and-Egg record: the board at the start (`O` white discs,
/// `X` dark discs, the empty cell a dashed square; plain squares when the cells are smaller
/// than 8 pixels), the path of the empty cell through the game as a polyline, each ply's cell
/// marked with its ply number (first player: blue circles, second player: orange diamonds),
/// mistakes ringed in vermillion with the winning move available instead as a dashed green
/// arrow and ring, a title (`name`, the size and each player's mistakes) and a legend.
/// `plies` are the review of a record played from `board` ([`crate::game::review`]); plies
/// whose cells are not on the board are left out.
///
/// Ply numbers are written when every one fits (up to three digits on boards of up to 50
/// cells a side); otherwise all markers are smaller numberless dots. Cells are 24 to 48 pixels
/// on boards of up to 50 cells a side (the longer side about 640 pixels when that allows),
/// else the longer side is about 1200 pixels with cells of 2 to 23 pixels. `O(rows cols + plies)` time.
///
/// ```
/// use bigame::board::bunny::BunnyBoard;
/// use bigame::write::svg::write_review_svg;
/// use bigame::game::{Position, review};
/// let board = BunnyBoard::parse_rows(&[b"XO.OXO"]).unwrap();
/// let mut p = Position::new(&board, board.empty_vertex());
/// let moves = [board.move_vertex(1, 2).unwrap(), board.move_vertex(1, 1).unwrap()];
/// let plies = review(&mut p, &moves).unwrap();
/// let mut svg = Vec::new();
/// write_review_svg(&mut svg, &board, &plies, "sample 1").unwrap();
/// let svg = String::from_utf8(svg).unwrap();
/// assert!(svg.contains("class=\"ply first mistake\" data-ply=\"1\" data-cell=\"1 2\""));
/// ```
pub fn write_review_svg(
    out: &mut impl Write,
    board: &BunnyBoard,
    plies: &[Ply],
    name: &str,
) -> io::Result<()> {
    let (rows, cols) = (board.rows(), board.cols());
    let per_player = plies.len().div_ceil(2);
    let header = Header {
        lines: vec![
            name.to_string(),
            format!(
                "{rows} × {cols} board, {} ({} each)",
                plural(plies.len(), "ply", "plies"),
                plural(per_player, "move", "moves")
            ),
            format!("first player (O): {}", mistake_summary(plies, true)),
            format!("second player (X): {}", mistake_summary(plies, false)),
        ],
    };
    // About 640 pixels a side, but cells of at least 24 pixels (three-digit ply numbers) on
    // boards of up to 50 cells a side; larger boards up to 1200 pixels.
    let grid = if rows.max(cols) <= 50 {
        Grid::new(rows, cols, header.height(), 640, 24, 48)
    } else {
        Grid::new(rows, cols, header.height(), 1200, 2, 23)
    };
    let cell = grid.cell;
    let legend = Legend {
        entries: vec![
            "O: a white piece, moved by the first player".to_string(),
            "X: a black piece, moved by the second player".to_string(),
            "the empty cell at the start".to_string(),
            "the path of the empty cell".to_string(),
            "a first-player move (O), with its ply number".to_string(),
            "a second-player move (X), with its ply number".to_string(),
            "a mistake: the mover was winning and now loses".to_string(),
            "a winning move that was available instead".to_string(),
        ],
    };
    let legend_top = grid.bottom() + 18.0;
    let width = (grid.right() + MARGIN)
        .max(header.width() + 2.0 * MARGIN)
        .max(legend.width() + 2.0 * MARGIN);
    let height = legend_top + legend.height() + MARGIN - (LEGEND_ROW - SWATCH);

    let mut sink = Sink::new(out);
    let title = format!("{name}: {}", header.lines[1..].join("; "));
    write_svg_start(&mut sink.buf, width, height, &title);
    w!(
        sink.buf,
        "<defs>\n\
         <marker id=\"arrow\" viewBox=\"0 0 3 3\" refX=\"0\" refY=\"1.5\" markerWidth=\"3\" markerHeight=\"3\" orient=\"auto\" overflow=\"visible\"><path d=\"M0 0L3 1.5L0 3z\" fill=\"{INSTEAD}\"/></marker>\n\
         </defs>\n"
    );
    header.write(&mut sink.buf);
    grid.write_labels(&mut sink.buf);
    w!(
        sink.buf,
        "<rect id=\"board\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{BOARD_CELL}\"/>\n",
        N(grid.x),
        N(grid.y),
        N(grid.width()),
        N(grid.height())
    );
    grid.write_grid_lines(&mut sink.buf, BOARD_GRID);
    let piece = |p: Piece| move |r, c| board.piece(r, c) == p;
    let (er, ec) = board.empty_cell();
    if cell >= 8.0 {
        let radius = cell * 0.4;
        let outline = (cell * 0.04).max(1.0);
        for (p, fill) in [(Piece::White, BACKGROUND), (Piece::Black, INK)] {
            w!(
                sink.buf,
                "<g class=\"pieces {}\" fill=\"{fill}\" stroke=\"{INK}\" stroke-width=\"{}\">\n",
                if p == Piece::White { "o" } else { "x" },
                N(outline)
            );
            for r in 0..rows {
                for c in (0..cols).filter(|&c| piece(p)(r, c)) {
                    let (x, y) = grid.centre((r, c));
                    w!(
                        sink.buf,
                        "<circle cx=\"{}\" cy=\"{}\" r=\"{}\"/>",
                        N(x),
                        N(y),
                        N(radius)
                    );
                }
                sink.buf.push('\n');
                sink.flush_if_full()?;
            }
            w!(sink.buf, "</g>\n");
        }
    } else {
        w!(
            sink.buf,
            "<g class=\"pieces\" transform=\"translate({} {}) scale({})\" shape-rendering=\"crispEdges\">\n",
            N(grid.x),
            N(grid.y),
            N(cell)
        );
        write_run_path(&mut sink, rows, cols, "o", BACKGROUND, piece(Piece::White))?;
        write_run_path(&mut sink, rows, cols, "x", INK, piece(Piece::Black))?;
        w!(sink.buf, "</g>\n");
    }
    let empty_side = cell * 0.7;
    let (ex, ey) = grid.centre((er, ec));
    let start_width = (cell * 0.06).max(1.0);
    w!(
        sink.buf,
        "<rect id=\"start\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{BACKGROUND}\" stroke=\"{INK}\" stroke-width=\"{}\" stroke-dasharray=\"{} {}\"/>\n",
        N(ex - empty_side / 2.0),
        N(ey - empty_side / 2.0),
        N(empty_side),
        N(empty_side),
        N(start_width),
        N(start_width * 2.5),
        N(start_width * 1.5)
    );
    grid.write_border(&mut sink.buf);

    // The path of the empty cell: the start, then the cell of every ply.
    let cells: Vec<Option<(u32, u32)>> = plies.iter().map(|p| board.cell(p.to)).collect();
    let mut points = String::new();
    let path = std::iter::once(Some((er, ec))).chain(cells.iter().copied());
    for (x, y) in path.flatten().map(|rc| grid.centre(rc)) {
        if !points.is_empty() {
            points.push(' ');
        }
        w!(points, "{},{}", N(x), N(y));
    }
    let path_width = (cell * 0.08).max(1.0);
    w!(
        sink.buf,
        "<polyline points=\"{points}\" fill=\"none\" stroke=\"{BACKGROUND}\" stroke-width=\"{}\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>\n\
         <polyline id=\"path\" points=\"{points}\" fill=\"none\" stroke=\"{PATH_INK}\" stroke-width=\"{}\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>\n",
        N(path_width + 2.0 * (cell * 0.04).max(1.0)),
        N(path_width)
    );
    sink.flush_if_full()?;

    // The winning moves instead, under the markers; from the cell the empty cell was on.
    let mut before = Some((er, ec));
    for (p, &here) in plies.iter().zip(&cells) {
        if let (Some(from), Some(to)) = (before, p.instead.and_then(|v| board.cell(v))) {
            w!(
                sink.buf,
                "<g class=\"instead\" data-ply=\"{}\" data-cell=\"{} {}\">",
                p.number,
                to.0 + 1,
                to.1 + 1
            );
            write_instead(&mut sink.buf, grid.centre(from), grid.centre(to), cell);
            w!(sink.buf, "</g>\n");
        }
        before = here;
        sink.flush_if_full()?;
    }
    let largest = plies.iter().map(|p| p.number).max().unwrap_or(0);
    let numbered = number_size(cell, digits(largest)).is_some();
    for (p, &here) in plies.iter().zip(&cells) {
        let Some((r, c)) = here else { continue };
        let first = p.is_first_player();
        w!(
            sink.buf,
            "<g class=\"ply {}{}\" data-ply=\"{}\" data-cell=\"{} {}\">",
            if first { "first" } else { "second" },
            if p.is_mistake() { " mistake" } else { "" },
            p.number,
            r + 1,
            c + 1
        );
        let centre = grid.centre((r, c));
        write_ply_marker(&mut sink.buf, first, p.number, centre, cell, numbered);
        if p.is_mistake() {
            write_mistake_ring(&mut sink.buf, centre, cell);
        }
        w!(sink.buf, "</g>\n");
        sink.flush_if_full()?;
    }

    // The legend, its swatches drawn at a cell size of 20 pixels.
    let s = &mut sink.buf;
    w!(s, "<g class=\"legend\">\n");
    let size = 20.0;
    let centre = |i: usize| {
        let (x, y) = Legend::swatch_at(legend_top, i);
        (x + SWATCH / 2.0, y + SWATCH / 2.0)
    };
    for (i, fill) in [(0, BACKGROUND), (1, INK)] {
        let (x, y) = centre(i);
        w!(
            s,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{fill}\" stroke=\"{INK}\" stroke-width=\"1\"/>\n",
            N(x),
            N(y),
            N(size * 0.4)
        );
    }
    let (x, y) = centre(2);
    w!(
        s,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{BACKGROUND}\" stroke=\"{INK}\" stroke-width=\"1.2\" stroke-dasharray=\"3 1.8\"/>\n",
        N(x - 7.0),
        N(y - 7.0),
        N(14.0),
        N(14.0)
    );
    let (x, y) = centre(3);
    w!(
        s,
        "<path d=\"M{} {}h{}\" stroke=\"{PATH_INK}\" stroke-width=\"{}\" stroke-linecap=\"round\"/>\n",
        N(x - 8.0),
        N(y),
        N(16.0),
        N(path_width.min(3.0))
    );
    write_ply_marker(s, true, 1, centre(4), 28.0, true);
    write_ply_marker(s, false, 2, centre(5), 28.0, true);
    write_mistake_ring(s, centre(6), 20.0);
    let (x, y) = centre(7);
    write_instead(s, (x - 14.0, y), (x + 4.0, y), 16.0);
    legend.write_texts(s, legend_top);
    w!(s, "</g>\n</svg>\n");
    sink.finish()
}
