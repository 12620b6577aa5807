//! docs/json.md cannot drift from the writers: every field of every JSON object the tool
//! writes (`--format json` of board, analyze, review and decompose, and every answer of the
//! `bigame serve` API) is named in the section of docs/json.md that documents it, down to the
//! fields of the objects in its arrays. The outputs are the real ones: the binary's, and the
//! router's in process.

use axum::body::Body;
use axum::http::Request;
use serde_json::{Value, json};
use std::path::Path;
use tower::ServiceExt;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// `bigame ARGS` (from the repository root), its standard output parsed as JSON.
fn bigame(args: &[&str]) -> Value {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_bigame"))
        .args(args)
        .current_dir(root())
        .output()
        .unwrap();
    assert!(out.status.success(), "bigame {args:?}: {out:?}");
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("bigame {args:?}: {e}"))
}

/// The answer of `POST path` with `body`, parsed as JSON.
fn api(path: &str, body: Value) -> Value {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        let request = Request::post(path)
            .header("content-type", "application/json")
            .body(Body::from(body.to_string()))
            .unwrap();
        let response = bigame::serve::router().oneshot(request).await.unwrap();
        let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
            .await
            .unwrap();
        serde_json::from_slice(&bytes).unwrap()
    })
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
    let doc = std::fs::read_to_string(root().join("docs/json.md")).unwrap();
    let doc = doc.as_str();
    let board = "`bigame board FILE --format json`";
    let garden = "examples/garden.txt";
    documented(
        doc,
        "board",
        &bigame(&["board", garden, "--format", "json"]),
        &[board],
    );

    let analyze = "`bigame analyze FILE --format json`";
    let graph = "examples/friends.edgelist";
    for extra in [&[][..], &["--decomposition"][..]] {
        let mut args = vec!["analyze", graph, "--format", "json"];
        args.extend(extra);
        documented(doc, "analyze", &bigame(&args), &[analyze]);
    }

    let review = "`bigame review FILE --format json`";
    let record = "examples/record.in";
    documented(
        doc,
        "review",
        &bigame(&["review", record, "--format", "json"]),
        &[review],
    );

    let decompose = "`bigame decompose FILE --format json`";
    let edges = "`bigame decompose FILE --edges --format json`";
    // The 2 x 2 matrix with entries (1, 2), (2, 1), (2, 2), as in docs/json.md.
    let dir = std::env::temp_dir().join(format!("bigame-json-doc-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let matrix = dir.join("a.mtx");
    let entries = "%%MatrixMarket matrix coordinate pattern general\n2 2 3\n1 2\n2 1\n2 2\n";
    std::fs::write(&matrix, entries).unwrap();
    let answer = bigame(&["decompose", matrix.to_str().unwrap(), "--format", "json"]);
    let _ = std::fs::remove_dir_all(&dir);
    documented(doc, "decompose", &answer, &[decompose]);
    let answer = bigame(&["decompose", graph, "--edges", "--format", "json"]);
    documented(doc, "decompose --edges", &answer, &[edges]);

    // The API: every answer, and the error object.
    let solve = api("/api/board/solve", json!({"board": "1 3\n...\n"}));
    documented(
        doc,
        "/api/board/solve",
        &solve,
        &["`POST /api/board/solve`", board],
    );
    let text = std::fs::read_to_string(root().join(record)).unwrap();
    let answer = api("/api/review", json!({ "record": text }));
    documented(doc, "/api/review", &answer, &["`POST /api/review`", review]);
    let answer = api(
        "/api/move",
        json!({"board": "1 4\n....\n", "start": [1, 2], "history": [[1, 3]]}),
    );
    documented(doc, "/api/move", &answer, &["`POST /api/move`"]);
    let answer = api(
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
        let answer = api("/api/read", json!({ "kind": kind, "text": text }));
        documented(doc, "/api/read", &answer, &["`POST /api/read`"]);
    }
    let error = api("/api/review", json!({"record": "1 2\nXO\n"}));
    assert!(error["error"].is_string(), "{error}");
    documented(doc, "an error", &error, &["Errors (every endpoint)"]);
}
