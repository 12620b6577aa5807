//! SVG pictures (`--svg`): parsed as XML, and the cells and plies they draw read back from the
//! drawing itself and compared with the answers: the placer-winning cells of random boards (rook,
//! king and knight moves) against the LOJ 6033 answer, the plies of reviews against
//! `--format json`. Then the command line (the picture beside an unchanged answer, unwritable
//! paths, bad input writing nothing) and the committed pictures in docs/, which must be exactly
//! what the current code draws.

use assert_cmd::Command;
use bigame::board::bunny::{BunnyBoard, Piece};
use bigame::board::{Board, King, Knight, MoveSet, Moves};
use bigame::game::{Analysis, Position, analyze, analyze_general, review};
use bigame::generate::{Rng, random_board};
use bigame::matching::Algorithm;
use bigame::read::noi2011::read_record;
use bigame::write::board_text::{placer_wins, write_loj6033};
use bigame::write::svg;
use bigame::write::svg::{write_board_svg, write_review_svg};
use proptest::prelude::*;
use roxmltree::{Document, Node};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

fn bigame() -> Command {
    let mut cmd = assert_cmd::cargo::cargo_bin_cmd!("bigame");
    cmd.timeout(Duration::from_secs(30));
    cmd
}

/// A fresh path under the tests' temporary directory (the file removed when dropped).
struct TempPath(PathBuf);

impl Drop for TempPath {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

fn temp_path(name: &str) -> TempPath {
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("svg");
    std::fs::create_dir_all(&dir).unwrap();
    let unique = COUNTER.fetch_add(1, Ordering::Relaxed);
    TempPath(dir.join(format!("{}.{unique}.{name}", std::process::id())))
}

fn temp_file(name: &str, contents: &[u8]) -> TempPath {
    let path = temp_path(name);
    std::fs::write(&path.0, contents).unwrap();
    path
}

fn noi2011_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/noi2011")
}

// ---------------------------------------------------------------------------------------------
// reading the pictures back
// ---------------------------------------------------------------------------------------------

/// Parses the SVG (well-formed XML, an `<svg>` root in the SVG namespace, a `<title>` and an
/// opaque background first).
fn parse(text: &str) -> Document<'_> {
    let doc = Document::parse(text).unwrap_or_else(|e| panic!("not well-formed XML: {e}"));
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2000/svg")
    );
    let children: Vec<Node> = root.children().filter(|n| n.is_element()).collect();
    assert_eq!(children[0].tag_name().name(), "title");
    assert_eq!(children[1].attribute("id"), Some("background"));
    assert_eq!(children[1].attribute("fill"), Some(svg::BACKGROUND));
    doc
}

fn by_id<'a, 'i>(doc: &'a Document<'i>, id: &str) -> Node<'a, 'i> {
    doc.descendants()
        .find(|n| n.attribute("id") == Some(id))
        .unwrap_or_else(|| panic!("no element with id {id}"))
}

fn number(node: Node, attribute: &str) -> f64 {
    node.attribute(attribute)
        .unwrap_or_else(|| panic!("no {attribute} on {node:?}"))
        .parse()
        .unwrap()
}

/// The tokens of path data: command letters and numbers.
fn path_tokens(d: &str) -> Vec<String> {
    let mut tokens = Vec::new();
    let mut number = String::new();
    for ch in d.chars() {
        let starts_number = ch == '-' || (ch == '.' && number.contains('.'));
        if (ch.is_ascii_alphabetic() || ch.is_whitespace() || ch == ',' || starts_number)
            && !number.is_empty()
        {
            tokens.push(std::mem::take(&mut number));
        }
        if ch.is_ascii_alphabetic() {
            tokens.push(ch.to_string());
        } else if ch.is_ascii_digit() || ch == '.' || ch == '-' {
            number.push(ch);
        }
    }
    if !number.is_empty() {
        tokens.push(number);
    }
    tokens
}

/// The cells covered by a path of `M x y`, `m dx dy` and `h len` commands stroked 1 unit wide
/// (cell units): each `h` covers `len` cells of row `y - 0.5` from column `x`. Any other
/// command, or a line off the middle of a row or off whole cells, fails the test.
fn stroked_cells(d: &str) -> Vec<(u32, u32)> {
    let tokens = path_tokens(d);
    let mut cells = Vec::new();
    let (mut x, mut y) = (0.0f64, 0.0f64);
    let mut i = 0;
    let num = |i: usize| -> f64 { tokens[i].parse().unwrap() };
    while i < tokens.len() {
        match tokens[i].as_str() {
            "M" => {
                (x, y) = (num(i + 1), num(i + 2));
                i += 3;
            }
            "m" => {
                (x, y) = (x + num(i + 1), y + num(i + 2));
                i += 3;
            }
            "h" => {
                let len = num(i + 1);
                assert!(len >= 1.0 && len.fract() == 0.0 && x.fract() == 0.0, "{d}");
                assert_eq!(y.fract(), 0.5, "{d}");
                for c in 0..len as u32 {
                    cells.push(((y - 0.5) as u32, x as u32 + c));
                }
                x += len;
                i += 2;
            }
            other => panic!("unexpected path command {other:?} in {d}"),
        }
    }
    cells
}

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
        let mut text = format!("{rows} {cols}\n");
        for _ in 0..rows {
            for _ in 0..cols {
                text.push(if rng.chance(30) { '#' } else { '.' });
            }
            text.push('\n');
        }
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

// ---------------------------------------------------------------------------------------------
// review pictures
// ---------------------------------------------------------------------------------------------

/// One ply as drawn: its classes, cell and marker centre, and whether it holds a mistake ring.
struct DrawnPly {
    first: bool,
    mistake: bool,
    ring: bool,
    cell: (u32, u32),
    centre: (f64, f64),
}

struct ReviewPicture {
    origin: (f64, f64),
    cell: f64,
    plies: BTreeMap<u32, DrawnPly>,
    instead: BTreeMap<u32, (u32, u32)>,
    path: Vec<(f64, f64)>,
}

fn pair(text: &str) -> (u32, u32) {
    let mut it = text.split(' ').map(|x| x.parse().unwrap());
    (it.next().unwrap(), it.next().unwrap())
}

fn read_review_picture(text: &str, rows: u32, cols: u32) -> ReviewPicture {
    let doc = parse(text);
    let board = by_id(&doc, "board");
    let cell = number(board, "width") / cols as f64;
    assert!((number(board, "height") / rows as f64 - cell).abs() < 1e-9);
    let mut plies = BTreeMap::new();
    let mut instead = BTreeMap::new();
    for g in doc.descendants().filter(|n| n.has_tag_name("g")) {
        let classes: Vec<&str> = g.attribute("class").unwrap_or("").split(' ').collect();
        let ply = || g.attribute("data-ply").unwrap().parse::<u32>().unwrap();
        let data_cell = || pair(g.attribute("data-cell").unwrap());
        if classes[0] == "ply" {
            let marker = g.first_element_child().unwrap();
            let centre = match marker.tag_name().name() {
                "circle" => (number(marker, "cx"), number(marker, "cy")),
                "rect" => (
                    number(marker, "x") + number(marker, "width") / 2.0,
                    number(marker, "y") + number(marker, "height") / 2.0,
                ),
                other => panic!("a ply marker <{other}>"),
            };
            let drawn = DrawnPly {
                first: classes.contains(&"first"),
                mistake: classes.contains(&"mistake"),
                ring: g
                    .children()
                    .any(|n| n.attribute("class") == Some("mistake-ring")),
                cell: data_cell(),
                centre,
            };
            assert!(plies.insert(ply(), drawn).is_none(), "a ply drawn twice");
        } else if classes[0] == "instead" {
            assert!(instead.insert(ply(), data_cell()).is_none());
        }
    }
    let path = by_id(&doc, "path")
        .attribute("points")
        .unwrap()
        .split(' ')
        .map(|p| {
            let (x, y) = p.split_once(',').unwrap();
            (x.parse().unwrap(), y.parse().unwrap())
        })
        .collect();
    ReviewPicture {
        origin: (number(board, "x"), number(board, "y")),
        cell,
        plies,
        instead,
        path,
    }
}

impl ReviewPicture {
    /// The centre of the 1-based cell `(x, y)`.
    fn centre(&self, (x, y): (u32, u32)) -> (f64, f64) {
        (
            self.origin.0 + (y as f64 - 0.5) * self.cell,
            self.origin.1 + (x as f64 - 0.5) * self.cell,
        )
    }
}

fn near(a: (f64, f64), b: (f64, f64)) -> bool {
    (a.0 - b.0).abs() < 0.02 && (a.1 - b.1).abs() < 0.02
}

fn json_cell(v: &serde_json::Value) -> Option<(u32, u32)> {
    v.as_array()
        .map(|a| (a[0].as_u64().unwrap() as u32, a[1].as_u64().unwrap() as u32))
}

/// Checks a review picture against the `--format json` review of the same record: the plies
/// marked as mistakes (class and ring) are exactly the JSON's mistakes, every ply sits on its
/// cell, first and second player as the JSON says, the winning moves instead are the JSON's,
/// and the path runs from the empty cell through every ply's cell.
fn check_review(svg_text: &str, json: &serde_json::Value, empty: (u32, u32)) {
    let rows = json["rows"].as_u64().unwrap() as u32;
    let cols = json["cols"].as_u64().unwrap() as u32;
    let picture = read_review_picture(svg_text, rows, cols);
    let plies = json["plies"].as_array().unwrap();
    assert_eq!(picture.plies.len(), plies.len());
    let mut mistakes = BTreeSet::new();
    let mut instead = BTreeMap::new();
    let mut path = vec![picture.centre(empty)];
    for p in plies {
        let number = p["ply"].as_u64().unwrap() as u32;
        let drawn = &picture.plies[&number];
        let cell = json_cell(&p["cell"]).unwrap();
        assert_eq!(drawn.cell, cell, "ply {number}");
        assert!(near(drawn.centre, picture.centre(cell)), "ply {number}");
        assert_eq!(drawn.first, p["player"] == "first", "ply {number}");
        path.push(picture.centre(cell));
        if p["mistake"].as_bool().unwrap() {
            mistakes.insert(number);
        }
        if let Some(v) = json_cell(&p["instead"]) {
            instead.insert(number, v);
        }
    }
    let marked: BTreeSet<u32> = picture
        .plies
        .iter()
        .filter(|(_, d)| d.mistake)
        .map(|(&n, _)| n)
        .collect();
    let ringed: BTreeSet<u32> = picture
        .plies
        .iter()
        .filter(|(_, d)| d.ring)
        .map(|(&n, _)| n)
        .collect();
    assert_eq!(marked, mistakes);
    assert_eq!(ringed, mistakes);
    assert_eq!(picture.instead, instead);
    assert_eq!(picture.path.len(), path.len());
    assert!(picture.path.iter().zip(&path).all(|(&a, &b)| near(a, b)));
    // The judge's mistakes are the first player's, by move number.
    let firsts: Vec<u64> = json["first_player_mistakes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    let drawn_firsts: Vec<u64> = marked
        .iter()
        .filter(|&&n| n % 2 == 1)
        .map(|&n| n.div_ceil(2) as u64)
        .collect();
    assert_eq!(drawn_firsts, firsts);
}

/// Runs `bigame review --format json --svg OUT FILE` once and checks the picture against the
/// JSON printed by the same run.
fn check_review_file(path: &Path) {
    let picture = temp_path("review.svg");
    let out = bigame()
        .args(["review", "--format", "json", "--svg"])
        .arg(&picture.0)
        .arg(path)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", path.display());
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let record = read_record(&std::fs::read(path).unwrap()).unwrap();
    let (r, c) = record.board.empty_cell();
    let svg_text = std::fs::read_to_string(&picture.0).unwrap();
    check_review(&svg_text, &json, (r + 1, c + 1));
}

#[test]
fn review_pictures_mark_the_json_mistakes_on_the_judge_data() {
    let mut count = 0;
    let mut entries: Vec<PathBuf> = std::fs::read_dir(noi2011_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "in"))
        .collect();
    entries.sort();
    for path in entries {
        check_review_file(&path);
        count += 1;
    }
    assert!(count >= 10);
    check_review_file(&Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/record.in"));
}

/// A random legal record on a random board up to 6x6: the cells, and the moves as 1-based
/// `(x, y)`.
fn random_record(rng: &mut Rng) -> String {
    let rows = 1 + (rng.next_u64() % 6) as usize;
    let cols = 1 + (rng.next_u64() % 6) as usize;
    let mut cells: Vec<u8> = (0..rows * cols)
        .map(|_| if rng.chance(50) { b'X' } else { b'O' })
        .collect();
    let mut hole = (rng.next_u64() % (rows * cols) as u64) as usize;
    cells[hole] = b'.';
    let start = cells.clone();
    let mut moves = Vec::new();
    for ply in 0.. {
        let mine = if ply % 2 == 0 { b'O' } else { b'X' };
        let (r, c) = (hole / cols, hole % cols);
        let mut legal = Vec::new();
        for (dr, dc) in [(-1i64, 0i64), (1, 0), (0, -1), (0, 1)] {
            let (nr, nc) = (r as i64 + dr, c as i64 + dc);
            if (0..rows as i64).contains(&nr) && (0..cols as i64).contains(&nc) {
                let w = nr as usize * cols + nc as usize;
                if cells[w] == mine {
                    legal.push(w);
                }
            }
        }
        if legal.is_empty() || rng.chance(5) {
            break;
        }
        let w = legal[(rng.next_u64() % legal.len() as u64) as usize];
        cells.swap(w, hole);
        hole = w;
        moves.push((w / cols + 1, w % cols + 1));
    }
    moves.truncate(moves.len() / 2 * 2);
    let mut text = format!("{rows} {cols}\n");
    for row in start.chunks(cols) {
        text.push_str(std::str::from_utf8(row).unwrap());
        text.push('\n');
    }
    text.push_str(&format!("{}\n", moves.len() / 2));
    for (x, y) in moves {
        text.push_str(&format!("{x} {y}\n"));
    }
    text
}

/// Random records through the library: the picture against the JSON writer's review.
#[test]
fn review_pictures_mark_the_mistakes_of_random_records() {
    let mut rng = Rng::new(5);
    let mut with_mistakes = 0;
    for _ in 0..400 {
        let text = random_record(&mut rng);
        let record = read_record(text.as_bytes()).unwrap();
        let board = &record.board;
        let mut position = Position::new(board, board.empty_vertex());
        let plies = review(&mut position, &record.moves).unwrap();
        with_mistakes += plies.iter().any(|p| p.is_mistake()) as usize;
        let mut json = Vec::new();
        bigame::write::noi2011::write_review_json(&mut json, &record, &plies).unwrap();
        let json: serde_json::Value = serde_json::from_slice(&json).unwrap();
        let mut picture = Vec::new();
        write_review_svg(&mut picture, board, &plies, "random").unwrap();
        let (r, c) = board.empty_cell();
        check_review(&String::from_utf8(picture).unwrap(), &json, (r + 1, c + 1));
    }
    assert!(with_mistakes > 20, "{with_mistakes}");
}

/// The pieces drawn are the board's: white discs on `O`, dark discs on `X`, none on the empty
/// cell.
#[test]
fn review_pictures_draw_the_pieces() {
    let rows: [&[u8]; 3] = [b"XOXOO", b"OXX.O", b"XXOOX"];
    let board = BunnyBoard::parse_rows(&rows).unwrap();
    let mut text = Vec::new();
    write_review_svg(&mut text, &board, &[], "pieces").unwrap();
    let text = String::from_utf8(text).unwrap();
    let doc = parse(&text);
    let picture = read_review_picture(&text, 3, 5);
    let mut drawn = BTreeMap::new();
    for g in doc.descendants().filter(|n| n.has_tag_name("g")) {
        let piece = match g.attribute("class") {
            Some("pieces o") => Piece::White,
            Some("pieces x") => Piece::Black,
            _ => continue,
        };
        for disc in g.children().filter(|n| n.has_tag_name("circle")) {
            let (x, y) = (number(disc, "cx"), number(disc, "cy"));
            let c = ((x - picture.origin.0) / picture.cell - 0.5).round() as u32;
            let r = ((y - picture.origin.1) / picture.cell - 0.5).round() as u32;
            assert!(drawn.insert((r, c), piece).is_none());
        }
    }
    assert_eq!(drawn.len(), 14);
    for (r, row) in rows.iter().enumerate() {
        for (c, &ch) in row.iter().enumerate() {
            let want = Piece::from_byte(ch).unwrap();
            let got = drawn
                .get(&(r as u32, c as u32))
                .copied()
                .unwrap_or(Piece::Empty);
            assert_eq!(got, want, "({r}, {c})");
        }
    }
}

// ---------------------------------------------------------------------------------------------
// the command line
// ---------------------------------------------------------------------------------------------

const BOARD: &[u8] = b"2 3\n.#.\n...\n";
const RECORD: &[u8] = b"4 4\nOOXX\nOXXO\nOO.O\nXXXO\n2\n3 2\n2 2\n1 2\n1 3\n";

fn run(args: &[&str], svg: Option<&Path>, input: &Path) -> std::process::Output {
    let mut cmd = bigame();
    cmd.args(args);
    if let Some(svg) = svg {
        cmd.arg("--svg").arg(svg);
    }
    cmd.arg(input).output().unwrap()
}

/// `--svg OUT` writes the picture and leaves the answer on stdout byte for byte as without it.
#[test]
fn svg_file_beside_an_unchanged_answer() {
    let board = temp_file("board.txt", BOARD);
    let record = temp_file("record.txt", RECORD);
    let cases: [(&[&str], &TempPath); 8] = [
        (&["board"], &board),
        (&["board", "--format", "pretty"], &board),
        (&["board", "--format", "jsoi2009"], &board),
        (&["board", "--moves", "king"], &board),
        (&["board", "--moves", "knight"], &board),
        (&["review"], &record),
        (&["review", "--explain"], &record),
        (&["review", "--format", "json"], &record),
    ];
    for (args, input) in cases {
        let plain = run(args, None, &input.0);
        let picture = temp_path("out.svg");
        let with = run(args, Some(&picture.0), &input.0);
        assert!(plain.status.success() && with.status.success(), "{args:?}");
        assert!(with.stderr.is_empty(), "{args:?}");
        assert_eq!(with.stdout, plain.stdout, "{args:?}");
        let text = std::fs::read_to_string(&picture.0).unwrap();
        parse(&text);
        // `--svg -` prints the same picture instead of the answer.
        let dash = run(args, Some(Path::new("-")), &input.0);
        assert!(dash.status.success(), "{args:?}");
        assert_eq!(String::from_utf8(dash.stdout).unwrap(), text, "{args:?}");
    }
}

/// A picture that cannot be written: exit status 1, one line on stderr naming the file,
/// nothing on stdout.
#[test]
fn unwritable_svg_path_is_one_line_error() {
    let board = temp_file("board.txt", BOARD);
    let record = temp_file("record.txt", RECORD);
    let missing = temp_path("no-such-dir").0.join("out.svg");
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let mut targets = vec![missing.clone(), dir];
    if Path::new("/dev/full").exists() {
        targets.push(PathBuf::from("/dev/full"));
    }
    for target in &targets {
        for (args, input) in [(&["board"][..], &board), (&["review"][..], &record)] {
            let out = run(args, Some(target), &input.0);
            let stderr = String::from_utf8(out.stderr).unwrap();
            assert_eq!(out.status.code(), Some(1), "{target:?}: {stderr}");
            assert!(out.stdout.is_empty(), "{target:?}");
            assert_eq!(stderr.lines().count(), 1, "{stderr}");
            let prefix = format!("bigame: cannot write {}: ", target.display());
            assert!(stderr.starts_with(&prefix), "{stderr}");
        }
    }
    assert!(!missing.exists());
}

/// Bad input writes no picture (and leaves an existing file alone): exit status 2, one line,
/// nothing on stdout.
#[test]
fn bad_input_writes_no_picture() {
    let cases: [(&[&str], &[u8]); 4] = [
        (&["board"], b"2 3\n.#.\n..x\n"),
        (&["board", "--moves", "king", "--algorithm", "kuhn"], BOARD),
        (&["review"], b"1 6\nXO.OXO\n1\n1 2\n1 4\n"),
        (&["review", "--format", "json"], b"1 6\nXO.OXO\n1\n1 2\n"),
    ];
    for (args, input) in cases {
        let input = temp_file("bad.txt", input);
        let fresh = temp_path("fresh.svg");
        let out = run(args, Some(&fresh.0), &input.0);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert_eq!(String::from_utf8(out.stderr).unwrap().lines().count(), 1);
        assert!(!fresh.0.exists(), "{args:?}: a picture was written");
        let existing = temp_file("existing.svg", b"keep me");
        let out = run(args, Some(&existing.0), &input.0);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(std::fs::read(&existing.0).unwrap(), b"keep me");
    }
}

/// The file name in the title is escaped: a name full of XML's special characters still gives
/// well-formed XML that shows the name as it is.
#[test]
fn file_names_are_escaped() {
    let input = temp_file("a<&>\"'b.txt", BOARD);
    let picture = temp_path("named.svg");
    let out = run(&["board"], Some(&picture.0), &input.0);
    assert!(out.status.success());
    let text = std::fs::read_to_string(&picture.0).unwrap();
    let doc = parse(&text);
    let title = doc
        .descendants()
        .find(|n| n.has_tag_name("title"))
        .unwrap()
        .text()
        .unwrap();
    assert!(title.contains("a<&>\"'b.txt"), "{title}");
}

// ---------------------------------------------------------------------------------------------
// the pictures in docs/
// ---------------------------------------------------------------------------------------------

/// The README's pictures are exactly what its commands make with the current code:
/// `bigame board examples/garden.txt --svg docs/garden.svg` and
/// `bigame review examples/record.in --svg docs/review.svg` (from the repository root).
#[test]
fn committed_pictures_are_current() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for (command, input, committed) in [
        ("board", "examples/garden.txt", "docs/garden.svg"),
        ("review", "examples/record.in", "docs/review.svg"),
    ] {
        let picture = temp_path("docs.svg");
        let out = bigame()
            .current_dir(root)
            .args([command, input, "--svg"])
            .arg(&picture.0)
            .output()
            .unwrap();
        assert!(out.status.success(), "{command} {input}");
        let fresh = std::fs::read(&picture.0).unwrap();
        let saved = std::fs::read(root.join(committed)).unwrap();
        assert!(
            fresh == saved,
            "{committed} is stale: run `cargo run --release -- {command} {input} --svg {committed}`"
        );
        parse(std::str::from_utf8(&saved).unwrap());
    }
}
