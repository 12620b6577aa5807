//! The picture of a solved free-cell board: [`write_board_svg`].

use super::{
    BACKGROUND, BLOCKED, Grid, Header, INK, LEGEND_ROW, Legend, MARGIN, MOVER_WINS, N, PLACER_WINS,
    SWATCH, Sink, write_run_path, write_svg_start,
};
use crate::board::{Board, MoveSet, Moves};
use crate::game::Verdicts;
use crate::text::plural;
use std::fmt::Write as _;
use std::io::{self, Write};

/// What a board cell shows.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Verdict {
    Blocked,
    Placer,
    Mover,
}

fn verdict<M: MoveSet>(board: &Board<M>, analysis: &impl Verdicts, r: u32, c: u32) -> Verdict {
    let v = board.vertex(r, c);
    if !board.is_free_vertex(v) {
        Verdict::Blocked
    } else if (v as usize) < analysis.vertex_count() && analysis.wins(v) {
        Verdict::Mover
    } else {
        Verdict::Placer
    }
}

/// A small diamond mark at the centre of a cell, in cell units: the `*` of the pretty
/// format, so that placer-winning cells stand out without colour.
fn write_mark(s: &mut String, r: u32, c: u32) {
    w!(s, "M{}.5 {}.3l.2 .2-.2 .2-.2-.2z", c, r);
}

/// The picture of a solved free-cell board: blocked cells dark grey, cells where the player
/// who places the token wins (the player to move loses) orange with a dark mark, cells where
/// the player to move wins blue, row and column numbers, a title (`name` and the counts) and a
/// legend with the counts. `analysis` must be the analysis of `board` with the move set
/// `moves`, which the title names.
///
/// Equal cells next to each other in a row are drawn as one line, so the file grows with the
/// number of runs, not cells: 2.9 MB for a random 1000x1000 board with 30% blocked cells. Cells are at most 40 pixels and at least 1; the longer side of the board is drawn
/// about 720 pixels long when that allows. `O(rows cols)` time; the text is written through
/// `out` in 64 KiB pieces.
///
/// ```
/// use bigame::board::{Board, Moves};
/// use bigame::write::svg::write_board_svg;
/// use bigame::game::analyze;
/// use bigame::matching::Algorithm;
/// let board = Board::from_fn(1, 3, |_, _| true);
/// let analysis = analyze(&board, Algorithm::default());
/// let mut svg = Vec::new();
/// write_board_svg(&mut svg, &board, Moves::Rook, &analysis, "a path of three cells").unwrap();
/// let svg = String::from_utf8(svg).unwrap();
/// assert!(svg.starts_with("<?xml") && svg.ends_with("</svg>\n"));
/// assert!(svg.contains("the placer wins on 2 of 3 free cells"));
/// ```
pub fn write_board_svg<M: MoveSet>(
    out: &mut impl Write,
    board: &Board<M>,
    moves: Moves,
    analysis: &impl Verdicts,
    name: &str,
) -> io::Result<()> {
    let (rows, cols) = (board.rows(), board.cols());
    let (mut placer, mut mover, mut blocked) = (0usize, 0usize, 0usize);
    for r in 0..rows {
        for c in 0..cols {
            match verdict(board, analysis, r, c) {
                Verdict::Blocked => blocked += 1,
                Verdict::Placer => placer += 1,
                Verdict::Mover => mover += 1,
            }
        }
    }
    let free = placer + mover;
    let header = Header {
        lines: vec![
            name.to_string(),
            format!(
                "{rows} × {cols} board, {} moves: the placer wins on {placer} of {} free {}",
                moves,
                free,
                if free == 1 { "cell" } else { "cells" }
            ),
        ],
    };
    let grid = Grid::new(rows, cols, header.height(), 720, 1, 40);
    let marks = grid.cell >= 10.0;
    let legend = Legend {
        entries: vec![
            format!(
                "the placer wins (the player to move loses): {}",
                plural(placer, "cell", "cells")
            ),
            format!(
                "the player to move wins: {}",
                plural(mover, "cell", "cells")
            ),
            format!("blocked: {}", plural(blocked, "cell", "cells")),
        ],
    };
    let legend_top = grid.bottom() + 18.0;
    let width = (grid.right() + MARGIN)
        .max(header.width() + 2.0 * MARGIN)
        .max(legend.width() + 2.0 * MARGIN);
    let height = legend_top + legend.height() + MARGIN - (LEGEND_ROW - SWATCH);

    let mut sink = Sink::new(out);
    let title = format!("{name}: {}", header.lines[1]);
    write_svg_start(&mut sink.buf, width, height, &title);
    header.write(&mut sink.buf);
    grid.write_labels(&mut sink.buf);
    w!(
        sink.buf,
        "<g id=\"cells\" transform=\"translate({} {}) scale({})\" shape-rendering=\"crispEdges\">\n\
         <rect class=\"mover\" width=\"{cols}\" height=\"{rows}\" fill=\"{MOVER_WINS}\"/>\n",
        N(grid.x),
        N(grid.y),
        N(grid.cell)
    );
    let at = |v| move |r, c| verdict(board, analysis, r, c) == v;
    write_run_path(
        &mut sink,
        rows,
        cols,
        "blocked",
        BLOCKED,
        at(Verdict::Blocked),
    )?;
    write_run_path(
        &mut sink,
        rows,
        cols,
        "placer",
        PLACER_WINS,
        at(Verdict::Placer),
    )?;
    if marks {
        w!(
            sink.buf,
            "<path class=\"marks\" fill=\"{INK}\" shape-rendering=\"auto\" d=\""
        );
        for r in 0..rows {
            for c in (0..cols).filter(|&c| at(Verdict::Placer)(r, c)) {
                write_mark(&mut sink.buf, r, c);
            }
            sink.flush_if_full()?;
        }
        w!(sink.buf, "\"/>\n");
    }
    w!(sink.buf, "</g>\n");
    grid.write_grid_lines(&mut sink.buf, BACKGROUND);
    grid.write_border(&mut sink.buf);

    w!(sink.buf, "<g class=\"legend\">\n");
    for (i, fill) in [PLACER_WINS, MOVER_WINS, BLOCKED].into_iter().enumerate() {
        let (x, y) = Legend::swatch_at(legend_top, i);
        w!(
            sink.buf,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{fill}\" stroke=\"{INK}\" stroke-width=\"0.5\"/>\n",
            N(x),
            N(y),
            N(SWATCH),
            N(SWATCH)
        );
        if i == 0 && marks {
            w!(
                sink.buf,
                "<path fill=\"{INK}\" transform=\"translate({} {}) scale({})\" d=\"",
                N(x),
                N(y),
                N(SWATCH)
            );
            write_mark(&mut sink.buf, 0, 0);
            w!(sink.buf, "\"/>\n");
        }
    }
    legend.write_texts(&mut sink.buf, legend_top);
    w!(sink.buf, "</g>\n</svg>\n");
    sink.finish()
}
