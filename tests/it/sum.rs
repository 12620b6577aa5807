//! `bigame sum`: sums of 2 to 4 random small boards and graphs against an exhaustive search
//! written here (plain recursion over the visited sets of all parts, no code of the crate's):
//! each part's Grundy value, who wins, and that the printed winning move is legal and leaves
//! a sum the player to move then loses. Bad positions are refused in one line, exit status 2.

use crate::common;

use bigame::generate::Rng;
use common::cli::{TempFile, refusal_line, temp_file};
use std::collections::HashMap;

/// One position of a sum, as the exhaustive search sees it.
pub struct Part {
    /// The file's contents.
    pub text: String,
    /// Whether the file is a board (else a graph), and with `board:`/`graph:` forced.
    pub board: bool,
    /// Write `graph:` before the position (an edgeless graph would be told a board).
    pub prefix: bool,
    /// The neighbours of each vertex (distinct).
    pub adj: Vec<Vec<usize>>,
    /// How `bigame` names each vertex in text: `r,c` (1-based) or the vertex number.
    pub names: Vec<String>,
    /// The token's start.
    pub start: usize,
}

/// A random free-cell board of 1 to 3 rows and columns (king moves or rook moves).
pub fn random_board(rng: &mut Rng, king: bool) -> Part {
    let rows = 1 + rng.below(3) as usize;
    let cols = 1 + rng.below(3) as usize;
    let mut free: Vec<bool> = (0..rows * cols).map(|_| rng.chance(75)).collect();
    let keep = rng.below((rows * cols) as u64) as usize;
    free[keep] = true;
    let mut text = format!("{rows} {cols}\n");
    for r in 0..rows {
        for c in 0..cols {
            text.push(if free[r * cols + c] { '.' } else { '#' });
        }
        text.push('\n');
    }
    let cells: Vec<(usize, usize)> = (0..rows * cols)
        .filter(|&i| free[i])
        .map(|i| (i / cols, i % cols))
        .collect();
    let adj = cells
        .iter()
        .map(|&(r, c)| {
            (0..cells.len())
                .filter(|&j| {
                    let (dr, dc) = (cells[j].0.abs_diff(r), cells[j].1.abs_diff(c));
                    if king {
                        (dr, dc) != (0, 0) && dr <= 1 && dc <= 1
                    } else {
                        dr + dc == 1
                    }
                })
                .collect()
        })
        .collect();
    let names = cells
        .iter()
        .map(|&(r, c)| format!("{},{}", r + 1, c + 1))
        .collect();
    let start = rng.below(cells.len() as u64) as usize;
    Part {
        text,
        board: true,
        prefix: false,
        adj,
        names,
        start,
    }
}

/// A random graph of 1 to 6 vertices as an edge list (parallel edges possible).
pub fn random_graph(rng: &mut Rng) -> Part {
    let n = 1 + rng.below(6) as usize;
    let mut adj = vec![Vec::new(); n];
    let mut lines = Vec::new();
    for u in 0..n {
        for v in u + 1..n {
            if rng.chance(40) {
                let copies = if rng.chance(10) { 2 } else { 1 };
                for _ in 0..copies {
                    lines.push(format!("{} {}", u + 1, v + 1));
                }
                adj[u].push(v);
                adj[v].push(u);
            }
        }
    }
    let text = format!("{n} {}\n{}", lines.len(), lines.join("\n") + "\n");
    Part {
        text,
        board: false,
        // Sometimes said, though an edge list (even one without edges) reads as a graph alone.
        prefix: rng.chance(25),
        adj,
        names: (1..=n).map(|v| v.to_string()).collect(),
        start: rng.below(n as u64) as usize,
    }
}

/// A position of all parts: each token and visited set (a bit per vertex).
type State = Vec<(usize, u64)>;

/// Whether the player to move wins the sum from `state`, by exhaustive search.
pub fn mover_wins(parts: &[Part], state: &State, memo: &mut HashMap<State, bool>) -> bool {
    if let Some(&known) = memo.get(state) {
        return known;
    }
    let mut wins = false;
    'parts: for (i, &(token, seen)) in state.iter().enumerate() {
        for &u in &parts[i].adj[token] {
            if seen & (1 << u) == 0 {
                let mut next = state.clone();
                next[i] = (u, seen | 1 << u);
                if !mover_wins(parts, &next, memo) {
                    wins = true;
                    break 'parts;
                }
            }
        }
    }
    memo.insert(state.clone(), wins);
    wins
}

/// The Grundy value of one part's position, by exhaustive search (the mex of its moves').
pub fn grundy(part: &Part, token: usize, seen: u64) -> u32 {
    let values: Vec<u32> = part.adj[token]
        .iter()
        .filter(|&&u| seen & (1 << u) == 0)
        .map(|&u| grundy(part, u, seen | 1 << u))
        .collect();
    (0..).find(|v| !values.contains(v)).unwrap()
}

/// The start state of `parts`.
pub fn start_state(parts: &[Part]) -> State {
    parts.iter().map(|p| (p.start, 1u64 << p.start)).collect()
}

/// Writes each part's file and returns the files and the positions to pass.
pub fn positions(parts: &[Part]) -> (Vec<TempFile>, Vec<String>) {
    let files: Vec<TempFile> = parts
        .iter()
        .map(|p| temp_file("sum", "part.txt", p.text.as_bytes()))
        .collect();
    let specs = parts
        .iter()
        .zip(&files)
        .map(|(p, f)| {
            let prefix = match (p.prefix, p.board) {
                (false, _) => "",
                (true, true) => "board:",
                (true, false) => "graph:",
            };
            format!("{prefix}{}@{}", f.display(), p.names[p.start])
        })
        .collect();
    (files, specs)
}

/// A JSON vertex as `bigame` names it in text: `[r, c]` as `r,c`, a number as itself.
fn name_of(value: &serde_json::Value) -> String {
    match value {
        serde_json::Value::Array(rc) => format!("{},{}", rc[0], rc[1]),
        other => other.to_string(),
    }
}

/// Random sums of 2 to 4 parts (boards with rook or king moves, graphs): every value, the
/// verdict and the winning move against the exhaustive search.
#[test]
fn random_sums_agree_with_exhaustive_search() {
    let mut rng = Rng::new(5456);
    let (mut wins, mut losses) = (0, 0);
    for round in 0..160 {
        let king = rng.chance(25);
        let k = 2 + rng.below(3) as usize;
        let parts: Vec<Part> = (0..k)
            .map(|_| {
                if rng.chance(50) {
                    random_board(&mut rng, king)
                } else {
                    random_graph(&mut rng)
                }
            })
            .collect();
        let (_files, specs) = positions(&parts);
        let mut cmd = common::bigame();
        cmd.arg("sum").args(&specs).args(["--format", "json"]);
        if king {
            cmd.args(["--moves", "king"]);
        }
        let out = cmd.output().unwrap();
        assert!(out.status.success(), "round {round}: {out:?}");
        let answer: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let start = start_state(&parts);
        let mut total = 0;
        for (i, p) in parts.iter().enumerate() {
            let value = grundy(p, p.start, 1 << p.start);
            total ^= value;
            let shown = &answer["parts"][i];
            assert_eq!(shown["value"], value, "round {round} part {i}: {}", p.text);
            assert_eq!(name_of(&shown["start"]), p.names[p.start]);
            assert_eq!(shown["kind"], if p.board { "board" } else { "graph" });
        }
        let mut memo = HashMap::new();
        let oracle = mover_wins(&parts, &start, &mut memo);
        assert_eq!(answer["wins"], oracle, "round {round}: {answer}");
        assert_eq!(answer["value"], total, "round {round}");
        if !oracle {
            losses += 1;
            assert!(answer["move"].is_null(), "round {round}: {answer}");
            continue;
        }
        wins += 1;
        let m = &answer["move"];
        let i = m["part"].as_u64().unwrap() as usize - 1;
        let p = &parts[i];
        assert_eq!(name_of(&m["from"]), p.names[p.start]);
        let to = p
            .names
            .iter()
            .position(|n| *n == name_of(&m["to"]))
            .unwrap_or_else(|| panic!("round {round}: no such vertex {}", m["to"]));
        assert!(p.adj[p.start].contains(&to), "round {round}: illegal {m}");
        let mut after = start.clone();
        after[i] = (to, after[i].1 | 1 << to);
        assert!(
            !mover_wins(&parts, &after, &mut memo),
            "round {round}: the move {m} leaves a winning sum"
        );
        assert_eq!(m["value_after"], grundy(p, to, after[i].1));
    }
    assert!(wins > 20 && losses > 20, "{wins} wins, {losses} losses");
}

/// The text answer says the same as the JSON one: each part's line, the sum's, the move.
#[test]
fn text_answer_of_a_won_and_a_lost_sum() {
    let corner = temp_file("sum", "corner.txt", b"2 2\n..\n.#\n");
    let path = temp_file("sum", "path.txt", b"4 3\n1 2\n2 3\n3 4\n");
    let out = common::bigame()
        .arg("sum")
        .arg(format!("{}@1,1", corner.display()))
        .arg(format!("{}@2", path.display()))
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    let want = format!(
        "part 1 {c}@1,1 value 1\npart 2 {p}@2 value 2\nsum value 3 (1 xor 2): the player to move wins\nmove part 2 {p} from 2 to 3 (its value becomes 1, the sum's 0)\n",
        c = corner.display(),
        p = path.display()
    );
    assert_eq!(text, want);
    // The corner from 1,1 (value 1) twice: XOR 0, the mover loses.
    let out = common::bigame()
        .arg("sum")
        .arg(format!("{}@1,1", corner.display()))
        .arg(format!("{}@1,1", corner.display()))
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.ends_with("sum value 0 (1 xor 1): the player to move loses (every move leaves a sum of value other than 0)\n"),
        "{text}"
    );
}

/// A graph read as pairs names its vertices by its own labels, out of order: the start and
/// the move are labels.
#[test]
fn labels_name_the_start_and_the_move() {
    // The path 30 - 7 - 12 - 5 read as pairs; from 7 the value is 2 (as P4 from its second).
    let pairs = temp_file("sum", "path.tsv", b"30\t7\n7\t12\n12\t5\n");
    let corner = temp_file("sum", "corner.txt", b"2 2\n..\n.#\n");
    let out = common::bigame()
        .arg("sum")
        .arg(format!("{}@7", pairs.display()))
        .arg(format!("{}@1,1", corner.display()))
        .args(["--format", "json"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let answer: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(answer["parts"][0]["start"], 7);
    assert_eq!(answer["parts"][0]["value"], 2);
    assert_eq!(answer["move"]["part"], 1);
    assert_eq!(answer["move"]["to"], 12);
}

/// A graph file of only its size, `n 0`, is a graph without edges (a board has columns and
/// rows): every start is dead, value 0.
#[test]
fn a_graph_without_edges_is_a_graph() {
    let empty = temp_file("sum", "empty.txt", b"3 0\n");
    let board = temp_file("sum", "corner.txt", b"2 2\n..\n.#\n");
    let out = common::bigame()
        .arg("sum")
        .arg(format!("{}@2", empty.display()))
        .arg(format!("{}@1,1", board.display()))
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("empty.txt@2 value 0"), "{text}");
    assert!(
        text.contains("sum value 1 (0 xor 1): the player to move wins"),
        "{text}"
    );
}

/// A vertex label may hold an `@` (an e-mail address): the position splits at the `@` that
/// ends an existing file's name. Two prefixes that are both files are refused, not guessed.
#[test]
fn labels_with_an_at_sign_are_starts() {
    let graph = temp_file(
        "sum",
        "mail.txt",
        b"ann@x.org bob@y.org\nbob@y.org cid\ncid dan\n",
    );
    let g = graph.display();
    let out = common::bigame()
        .arg("sum")
        .arg(format!("{g}@bob@y.org"))
        .arg(format!("{g}@ann@x.org"))
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("mail.txt@bob@y.org value 2"), "{text}");
    assert!(text.contains("mail.txt@ann@x.org value 1"), "{text}");
    assert!(text.contains("from bob@y.org to cid"), "{text}");
    // A file named like the graph plus "@ann" beside it: the split is ambiguous.
    let sibling = format!("{g}@ann");
    std::fs::write(&sibling, b"1 0\n").unwrap();
    let line = refusal_line(
        common::bigame()
            .arg("sum")
            .arg(format!("{g}@ann@x.org"))
            .output()
            .unwrap(),
        "two files",
    );
    std::fs::remove_file(&sibling).unwrap();
    assert!(line.contains("are files"), "{line}");
}

/// Each bad position is refused before anything is printed: one line, exit status 2, naming
/// the position and what was expected.
#[test]
fn bad_positions_are_refused_in_one_line() {
    let board = temp_file("sum", "board.txt", b"2 3\n...\n.#.\n");
    let graph = temp_file("sum", "graph.txt", b"3 2\n1 2\n2 3\n");
    let bunny = temp_file("sum", "bunny.txt", b"1 3\nXO.\n");
    // A board in a file whose name says DIMACS: both readings work only with a prefix.
    let both = temp_file("sum", "both.col", b"1 2\n..\n");
    let big = temp_file(
        "sum",
        "big.txt",
        format!("12 12\n{}", "............\n".repeat(12)).as_bytes(),
    );
    let b = board.display();
    let g = graph.display();
    let cases: Vec<(String, &str)> = vec![
        (format!("{b}"), "no start: expected FILE@ROW,COL"),
        (format!("{b}@"), "expected FILE@ROW,COL"),
        (format!("{b}@1"), "is not a cell: expected ROW,COL"),
        (format!("{b}@1,x"), "is not a cell"),
        (
            format!("{b}@3,1"),
            "cell 3,1 is outside the board (2 rows, 3 columns",
        ),
        (format!("{b}@0,1"), "outside the board"),
        (format!("{b}@2,2"), "cell 2,2 is blocked"),
        (format!("{g}@4"), "4 is not a vertex of"),
        (format!("{g}@0"), "expected 1 to 3"),
        (
            "/nonexistent/sum.txt@1,1".to_string(),
            "cannot read /nonexistent/sum.txt",
        ),
        (
            format!("{}@1,3", bunny.display()),
            "Bunny-and-Egg board, a partizan game",
        ),
        (
            format!("{}@1,1", both.display()),
            "reads both as a free-cell board and as a graph: write board:",
        ),
        (format!("{}@1,1", big.display()), "PSPACE-complete"),
    ];
    for (spec, want) in cases {
        let mut cmd = common::bigame();
        cmd.arg("sum").arg(format!("{b}@1,1")).arg(&spec);
        if spec.contains("big.txt") {
            cmd.args(["--moves", "king"]);
        }
        let line = refusal_line(cmd.output().unwrap(), &spec);
        assert!(line.contains(want), "{spec}: {line}");
        assert!(line.starts_with("bigame: "), "{line}");
    }
    // The prefix settles it.
    let out = common::bigame()
        .arg("sum")
        .arg(format!("board:{}@1,1", both.display()))
        .arg(format!("{b}@1,1"))
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    // The refusal of a part too large names what still answers.
    let line = refusal_line(
        common::bigame()
            .arg("sum")
            .arg(format!("{}@1,1", big.display()))
            .args(["--moves", "king"])
            .output()
            .unwrap(),
        "big",
    );
    assert!(line.contains("part 1 ("), "{line}");
    assert!(line.contains("over the limit of 128"), "{line}");
    assert!(line.contains("still answered: bigame board"), "{line}");
    assert!(line.contains("--moves king"), "{line}");
    // No position at all: clap's usage error.
    let out = common::bigame().arg("sum").output().unwrap();
    assert_eq!(out.status.code(), Some(2));
}
