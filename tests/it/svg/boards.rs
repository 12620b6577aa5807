//! Board pictures: the placer-winning cells drawn, read back from the drawing, equal the
//! answer on random boards with rook, king and knight moves, in process and through the CLI.

use super::*;

/// What a board picture draws: the cells stroked in each colour inside `#cells`, and the size
/// of the `mover` rectangle under them.
struct BoardPicture {
    placer: Vec<(u32, u32)>,
    blocked: Vec<(u32, u32)>,
    size: (u32, u32),
    text: String,
}

fn read_board_picture(text: &str) -> BoardPicture {
    let doc = parse(text);
    let cells = by_id(&doc, "cells");
    let mut picture = BoardPicture {
        placer: Vec::new(),
        blocked: Vec::new(),
        size: (0, 0),
        text: doc
            .descendants()
            .filter(|n| n.is_text())
            .filter_map(|n| n.text())
            .collect::<Vec<_>>()
            .join("\n"),
    };
    for node in cells.children().filter(|n| n.is_element()) {
        match node.tag_name().name() {
            "rect" => {
                assert_eq!(node.attribute("fill"), Some(svg::MOVER_WINS));
                picture.size = (number(node, "height") as u32, number(node, "width") as u32);
            }
            "path" if node.attribute("stroke").is_some() => {
                assert_eq!(node.attribute("stroke-width"), Some("1"));
                assert_eq!(node.attribute("fill"), Some("none"));
                let drawn = stroked_cells(node.attribute("d").unwrap());
                match node.attribute("stroke") {
                    Some(svg::PLACER_WINS) => picture.placer.extend(drawn),
                    Some(svg::BLOCKED) => picture.blocked.extend(drawn),
                    other => panic!("a cell colour {other:?}"),
                }
            }
            // the marks on placer cells: drawn in ink, not a cell colour
            "path" => assert_ne!(node.attribute("fill"), Some(svg::PLACER_WINS)),
            other => panic!("unexpected <{other}> in #cells"),
        }
    }
    picture
}

/// Draws `board` with `analysis` and checks the picture against the LOJ 6033 answer: the
/// cells drawn in the placer colour are exactly the answer's cells (so as many as its count),
/// the blocked ones exactly the blocked cells, each at most once, and the legend's counts.
fn check_board<M: MoveSet>(board: &Board<M>, analysis: &Analysis) {
    let mut text = Vec::new();
    write_board_svg(
        &mut text,
        board,
        board.moves(),
        analysis,
        "random <board> & co",
    )
    .unwrap();
    let text = String::from_utf8(text).unwrap();
    let picture = read_board_picture(&text);
    assert_eq!(picture.size, (board.rows(), board.cols()));

    let mut loj = Vec::new();
    write_loj6033(&mut loj, board, analysis).unwrap();
    let loj = String::from_utf8(loj).unwrap();
    let count: usize = loj.lines().next().unwrap().parse().unwrap();
    assert_eq!(picture.placer.len(), count, "{}", board.moves());

    let placer: BTreeSet<(u32, u32)> = picture.placer.iter().copied().collect();
    assert_eq!(placer.len(), picture.placer.len(), "a cell drawn twice");
    let expected: BTreeSet<(u32, u32)> = placer_wins(board, analysis).collect();
    assert_eq!(placer, expected);
    let blocked: BTreeSet<(u32, u32)> = picture.blocked.iter().copied().collect();
    assert_eq!(blocked.len(), picture.blocked.len(), "a cell drawn twice");
    let expected_blocked: BTreeSet<(u32, u32)> = (0..board.rows())
        .flat_map(|r| (0..board.cols()).map(move |c| (r, c)))
        .filter(|&(r, c)| !board.is_free(r, c))
        .collect();
    assert_eq!(blocked, expected_blocked);

    let free = board.free_count();
    let unit = |n: usize| if n == 1 { "cell" } else { "cells" };
    for needle in [
        format!("the placer wins on {count} of {free} free {}", unit(free)),
        format!("(the player to move loses): {count} {}", unit(count)),
        format!(
            "the player to move wins: {} {}",
            free - count,
            unit(free - count)
        ),
        format!("blocked: {} {}", blocked.len(), unit(blocked.len())),
        format!("{} moves", board.moves()),
        "random <board> & co".to_string(),
    ] {
        assert!(
            picture.text.contains(&needle),
            "{needle:?} not in the picture"
        );
    }
}

fn check_every_move_set(board: Board) {
    let analysis = analyze(&board, Algorithm::default());
    check_board(&board, &analysis);
    let knight = board.clone().with_moves::<Knight>();
    check_board(&knight, &analyze(&knight, Algorithm::default()));
    let king = board.with_moves::<King>();
    check_board(&king, &analyze_general(&king));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Random boards up to 12x12 of any density, with every move set.
    #[test]
    fn board_pictures_draw_the_answer(
        (rows, cols, free) in (1u32..=12, 1u32..=12).prop_flat_map(|(r, c)| (
            Just(r),
            Just(c),
            prop::collection::vec(any::<bool>(), (r * c) as usize),
        ))
    ) {
        check_every_move_set(Board::from_fn(rows, cols, |r, c| free[(r * cols + c) as usize]));
    }
}

/// Bigger random boards, where the labels thin out and the marks disappear.
#[test]
fn bigger_board_pictures_draw_the_answer() {
    for (rows, cols, blocked, seed) in [(40, 70, 30, 1), (150, 90, 10, 2), (3, 400, 50, 3)] {
        check_every_move_set(random_board(rows, cols, blocked, seed));
    }
}

#[test]
fn board_pictures_are_deterministic() {
    let board = random_board(30, 30, 25, 9);
    let analysis = analyze(&board, Algorithm::default());
    let draw = || {
        let mut out = Vec::new();
        write_board_svg(&mut out, &board, board.moves(), &analysis, "x").unwrap();
        out
    };
    assert_eq!(draw(), draw());
}

/// Through the command line, with each move set: the count on stdout is the number of cells
/// the picture draws in the placer colour.
#[test]
fn cli_board_pictures_agree_with_the_answer() {
    let mut rng = Rng::new(11);
    for round in 0..6 {
        let (rows, cols) = (1 + rng.next_u64() % 25, 1 + rng.next_u64() % 25);
        let text = random_board_text(&mut rng, rows, cols, 30);
        let input = temp_file("board.txt", text.as_bytes());
        for moves in Moves::ALL {
            let picture = temp_path("board.svg");
            let out = bigame()
                .args(["board", "--moves", moves.name(), "--svg"])
                .arg(&picture.0)
                .arg(&input.0)
                .output()
                .unwrap();
            assert!(out.status.success(), "round {round} {moves}");
            let count: usize = String::from_utf8(out.stdout)
                .unwrap()
                .lines()
                .next()
                .unwrap()
                .parse()
                .unwrap();
            let svg_text = std::fs::read_to_string(&picture.0).unwrap();
            assert_eq!(read_board_picture(&svg_text).placer.len(), count, "{moves}");
        }
    }
}
