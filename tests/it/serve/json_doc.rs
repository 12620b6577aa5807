//! docs/json.md cannot drift from the writers: every field of every JSON object the tool
//! writes (`--format json` of board, analyze, review and decompose, and every answer of the
//! `bigame serve` API) is named in the section of docs/json.md that documents it, down to the
//! fields of the objects in its arrays. The outputs are the real ones: the binary's, and the
//! router's in process.

use super::*;

/// The JSON answer of `POST path` with `body`, whatever its status.
fn api_answer(path: &str, body: Value) -> Value {
    post(path, body).1
}

/// The text of the section of docs/json.md whose heading line contains `heading`: up to the
/// next heading.
fn section<'a>(doc: &'a str, heading: &str) -> &'a str {
    let start = doc
        .lines()
        .find(|line| line.starts_with('#') && line.contains(heading))
        .unwrap_or_else(|| panic!("docs/json.md has no section {heading:?}"));
    let at = doc.find(start).unwrap() + start.len();
    let rest = &doc[at..];
    let end = rest.find("\n#").unwrap_or(rest.len());
    &rest[..end]
}

/// The fields of `value`: its members (`name`), and those of the objects in its arrays and
/// objects (`name[].member`, `name.member`), as docs/json.md names them.
fn fields(value: &Value) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let Value::Object(members) = value else {
        panic!("not an object: {value}")
    };
    for (name, member) in members {
        out.push((name.clone(), name.clone()));
        let (inner, sep) = match member {
            Value::Array(items) => (items.first(), "[]."),
            Value::Object(_) => (Some(member), "."),
            _ => (None, ""),
        };
        if let Some(Value::Object(inner)) = inner {
            for key in inner.keys() {
                out.push((format!("{name}{sep}{key}"), key.clone()));
            }
        }
    }
    out
}

/// Checks that every field of `value` is named in one of the `sections` (by their heading):
/// a member as `` `name` ``, a member of an inner object as `` `name[].member` ``,
/// `` `.member` `` or `` `member` ``.
fn documented(doc: &str, what: &str, value: &Value, sections: &[&str]) {
    let text: String = sections.iter().map(|h| section(doc, h)).collect();
    for (path, last) in fields(value) {
        let named = [
            format!("`{path}`"),
            format!("`.{last}`"),
            format!("`{last}`"),
        ];
        let found = if path == last {
            text.contains(&named[0]) || text.contains(&format!("`{path}[]"))
        } else {
            named.iter().any(|n| text.contains(n.as_str()))
        };
        assert!(
            found,
            "{what}: the field {path} is not in docs/json.md (sections {sections:?})"
        );
    }
}

#[test]
fn every_json_field_is_in_docs_json_md() {
    let doc = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/json.md"))
        .unwrap();
    let doc = doc.as_str();
    let board = "`bigame board FILE --format json`";
    let garden = "examples/garden.txt";
    documented(
        doc,
        "board",
        &cli_json(&["board", garden, "--format", "json"]),
        &[board],
    );

    let analyze = "`bigame analyze FILE --format json`";
    let graph = "examples/friends.edgelist";
    for extra in [&[][..], &["--decomposition"][..]] {
        let mut args = vec!["analyze", graph, "--format", "json"];
        args.extend(extra);
        documented(doc, "analyze", &cli_json(&args), &[analyze]);
    }

    let review = "`bigame review FILE --format json`";
    let record = "examples/record.in";
    documented(
        doc,
        "review",
        &cli_json(&["review", record, "--format", "json"]),
        &[review],
    );

    let decompose = "`bigame decompose FILE --format json`";
    let edges = "`bigame decompose FILE --edges --format json`";
    // The 2 x 2 matrix with entries (1, 2), (2, 1), (2, 2), as in docs/json.md.
    let entries = "%%MatrixMarket matrix coordinate pattern general\n2 2 3\n1 2\n2 1\n2 2\n";
    let matrix = temp_file("a.mtx", entries);
    let answer = cli_json(&["decompose", matrix.to_str().unwrap(), "--format", "json"]);
    documented(doc, "decompose", &answer, &[decompose]);
    let answer = cli_json(&["decompose", graph, "--edges", "--format", "json"]);
    documented(doc, "decompose --edges", &answer, &[edges]);

    let matched = "`bigame match FILE --format json`";
    let path = temp_file("path.txt", "3 2\n1 2\n2 3\n");
    let path = path.to_str().unwrap();
    for (file, extra) in [
        (graph, None),
        (path, Some("--cover")),
        (graph, Some("--edge-cover")),
    ] {
        let mut args = vec!["match", file, "--format", "json"];
        args.extend(extra);
        documented(doc, "match", &cli_json(&args), &[matched]);
    }
    let sum = "`bigame sum POSITION... --format json`";
    let root = env!("CARGO_MANIFEST_DIR");
    let corner = format!("{root}/examples/corner.txt@1,1");
    let tee = format!("{root}/examples/tee.txt@1,2");
    let answer = cli_json(&["sum", &corner, &tee, "--format", "json"]);
    documented(doc, "sum", &answer, &[sum]);
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(graph)).unwrap();
    let answer = api_answer(
        "/api/match",
        json!({ "graph": text, "cover": "edge_cover" }),
    );
    documented(doc, "/api/match", &answer, &["`POST /api/match`", matched]);

    // The API: every answer, and the error object.
    let solve = api_answer("/api/board/solve", json!({"board": "1 3\n...\n"}));
    documented(
        doc,
        "/api/board/solve",
        &solve,
        &["`POST /api/board/solve`", board],
    );
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(record)).unwrap();
    let answer = api_answer("/api/review", json!({ "record": text }));
    documented(doc, "/api/review", &answer, &["`POST /api/review`", review]);
    let answer = api_answer(
        "/api/move",
        json!({"board": "1 4\n....\n", "start": [1, 2], "history": [[1, 3]]}),
    );
    documented(doc, "/api/move", &answer, &["`POST /api/move`"]);
    let answer = api_answer(
        "/api/bunny/move",
        json!({"record": "1 6\nXO.OXO\n", "history": [[1, 2]]}),
    );
    documented(
        doc,
        "/api/bunny/move",
        &answer,
        &["`POST /api/bunny/move`", "`POST /api/move`"],
    );
    for (kind, text) in [
        ("free", "1 3\n.#.\n"),
        ("bunny", "1 6\nXO.OXO\n1\n1 2\n1 1\n"),
    ] {
        let answer = api_answer("/api/read", json!({ "kind": kind, "text": text }));
        documented(doc, "/api/read", &answer, &["`POST /api/read`"]);
    }
    let refused = json!({"kind": "free", "text": "1 3\n.X.\n", "soft": true});
    let answer = api_answer("/api/read", refused);
    documented(doc, "/api/read, soft", &answer, &["`POST /api/read`"]);
    let error = api_answer("/api/review", json!({"record": "1 2\nXO\n"}));
    assert!(error["error"].is_string(), "{error}");
    documented(doc, "an error", &error, &["Errors (every endpoint)"]);
}
