//! The page's files as served, and `/api/read`, the readers behind the page's Load.

use super::*;

/// `GET path`: the status, the content type and the body.
fn get(path: &str) -> (StatusCode, String, String) {
    runtime().block_on(async {
        let request = Request::get(path).body(Body::empty()).unwrap();
        let response = bigame::serve::router().oneshot(request).await.unwrap();
        let status = response.status();
        let kind = response
            .headers()
            .get("content-type")
            .map_or("", |v| v.to_str().unwrap());
        let kind = kind.to_string();
        let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
            .await
            .unwrap();
        (status, kind, String::from_utf8(bytes.to_vec()).unwrap())
    })
}

/// The page's style sheet and modules: every file the HTML links and every module imported
/// from another one is served with its content type, every file of `src/serve/page/` is
/// among them (none is dead), and any other `/page/` path is a JSON 404.
#[test]
fn the_page_and_every_file_it_loads_are_served() {
    let (status, kind, html) = get("/");
    assert_eq!(status, StatusCode::OK);
    assert!(kind.starts_with("text/html"), "{kind}");
    let linked = |text: &str, before: &str, dir: &str| -> Vec<String> {
        text.split(before)
            .skip(1)
            .filter_map(|rest| rest.split('"').next())
            .filter_map(|name| name.strip_prefix(dir).map(str::to_string))
            .collect()
    };
    let mut todo = linked(&html, "href=\"", "/page/");
    todo.extend(linked(&html, "src=\"", "/page/"));
    assert_eq!(todo, ["style.css", "main.js"]);
    let mut served = std::collections::BTreeSet::new();
    while let Some(name) = todo.pop() {
        if !served.insert(name.clone()) {
            continue;
        }
        let (status, kind, text) = get(&format!("/page/{name}"));
        assert_eq!(status, StatusCode::OK, "/page/{name}");
        let want = if name.ends_with(".css") {
            "text/css"
        } else {
            "text/javascript"
        };
        assert!(kind.starts_with(want), "/page/{name}: {kind}");
        todo.extend(linked(&text, "from \"", "./"));
        todo.extend(linked(&text, "import \"", "./"));
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/serve/page");
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|name| name != "index.html")
        .collect();
    files.sort();
    assert_eq!(files, served.into_iter().collect::<Vec<_>>());
    let (status, kind, text) = get("/page/nothing.js");
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(
        kind.starts_with("application/json") && text.contains("error"),
        "{kind} {text}"
    );
}

/// The page's modules import one another in one direction (no module reaches itself through
/// its imports): the state and what is derived from it below, the views above them, the
/// actions above those, `main.js` on top; so each module can be read and changed alone.
#[test]
fn the_page_modules_import_one_another_in_one_direction() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/serve/page");
    let mut imports: std::collections::BTreeMap<String, Vec<String>> = Default::default();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        if !name.ends_with(".js") {
            continue;
        }
        let text = std::fs::read_to_string(dir.join(&name)).unwrap();
        let targets = text
            .lines()
            .filter(|l| l.starts_with("import "))
            .filter_map(|l| l.split("\"./").nth(1)?.split('"').next().map(String::from))
            .collect();
        imports.insert(name, targets);
    }
    assert!(imports["main.js"].len() > 5, "{imports:?}");
    // Depth-first search; a module met again while still on the path closes a circle.
    fn visit<'a>(
        m: &'a str,
        imports: &'a std::collections::BTreeMap<String, Vec<String>>,
        path: &mut Vec<&'a str>,
        done: &mut std::collections::HashSet<&'a str>,
    ) {
        if done.contains(m) {
            return;
        }
        if let Some(at) = path.iter().position(|&p| p == m) {
            panic!(
                "the modules import in a circle: {} -> {m}",
                path[at..].join(" -> ")
            );
        }
        path.push(m);
        for next in &imports[m] {
            visit(next, imports, path, done);
        }
        path.pop();
        done.insert(m);
    }
    let mut done = std::collections::HashSet::new();
    for m in imports.keys() {
        visit(m, &imports, &mut Vec::new(), &mut done);
    }
}

/// `/api/read` answers what the command-line tool's readers read: the cells and the plies,
/// and their messages (with line and column) for text they refuse.
#[test]
fn read_answers_the_readers_cells_and_plies() {
    let (status, answer) = post(
        "/api/read",
        json!({"kind": "free", "text": "2 3\n.#.\n...\n"}),
    );
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        answer,
        json!({"rows": 2, "cols": 3, "cells": [".#.", "..."]})
    );
    let record = "1 6\nXO.OXO\n1\n1 2\n1 1\n";
    let (status, answer) = post("/api/read", json!({"kind": "bunny", "text": record}));
    assert_eq!(status, StatusCode::OK);
    let want = json!({"rows": 1, "cols": 6, "cells": ["XO.OXO"], "moves": [[1, 2], [1, 1]]});
    assert_eq!(answer, want);
    let (_, answer) = post("/api/read", json!({"kind": "bunny", "text": "1 3\nXO.\n"}));
    assert_eq!(
        answer,
        json!({"rows": 1, "cols": 3, "cells": ["XO."], "moves": []})
    );
    for (kind, text, error) in [
        (
            "free",
            "2 3\n.#.\n..\n",
            "board:3:3: row 2 has 2 cells, expected 3",
        ),
        (
            "bunny",
            "1 6\nXO.OXO\n1\n1 2\n1 4\n",
            "record:5:1: ply 2 (second player's move 1): (1, 4) is not adjacent to the empty cell (1, 2)",
        ),
    ] {
        let (status, answer) = post("/api/read", json!({"kind": kind, "text": text}));
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(answer, json!({ "error": error }));
    }
    let (status, _) = post("/api/read", json!({"kind": "hex", "text": "1 1\n.\n"}));
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
}

/// With `soft`, `/api/read` answers a refused text with 200 and `refused` (the page's Load: a
/// browser logs every error status as a console error); a text it reads is answered as
/// without `soft`, and what is not a reader's refusal (an unknown kind) is still an error.
#[test]
fn read_soft_answers_a_refusal() {
    let text = "2 3\n.X.\n...\n";
    let (status, answer) = post(
        "/api/read",
        json!({"kind": "free", "text": text, "soft": true}),
    );
    assert_eq!(status, StatusCode::OK);
    let (hard, error) = post("/api/read", json!({"kind": "free", "text": text}));
    assert_eq!(hard, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(answer, json!({ "refused": error["error"] }));
    assert!(
        answer["refused"]
            .as_str()
            .unwrap()
            .starts_with("board:2:2: "),
        "{answer}"
    );
    let (status, answer) = post(
        "/api/read",
        json!({"kind": "free", "text": "1 2\n.#\n", "soft": true}),
    );
    assert_eq!(status, StatusCode::OK);
    assert_eq!(answer, json!({"rows": 1, "cols": 2, "cells": [".#"]}));
    let (status, _) = post(
        "/api/read",
        json!({"kind": "hex", "text": "1 1\n.\n", "soft": true}),
    );
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
}
