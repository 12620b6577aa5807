//! `--svg` on the command line: the picture beside an unchanged answer, unwritable paths and
//! bad input writing nothing, escaped file names, and the committed pictures in docs/ exactly
//! what the current code draws.

use super::*;

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
    let cases: [(&[&str], &TempFile); 8] = [
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

/// The pictures of docs/guide.md are exactly what its commands make with the current code:
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
