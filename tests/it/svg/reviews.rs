//! Review pictures: the plies and mistakes drawn equal `--format json`'s, on the judge data
//! and random records, and the pieces drawn are the board's.

use super::*;

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
        let legal = legal_cells_of_text(rows as u32, cols as u32, &cells, ply % 2 == 0);
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
