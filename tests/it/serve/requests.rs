//! Requests the API refuses (JSON errors, never a failed server), a busy server answering 503,
//! the real binary over TCP, and a byte order mark skipped.

use super::*;

#[test]
fn bad_requests_get_json_errors() {
    let rt = runtime();
    for path in [
        "/api/board/solve",
        "/api/board/why",
        "/api/review",
        "/api/move",
        "/api/bunny/move",
        "/api/read",
    ] {
        let (status, answer) = rt.block_on(call(path, b"{\"board\": ".to_vec()));
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{path}");
        assert!(
            answer["error"].as_str().unwrap().contains("line 1 column"),
            "{answer}"
        );
        let big = vec![b' '; bigame::serve::MAX_BODY_BYTES + 1];
        let (status, answer) = rt.block_on(call(path, big));
        assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{path}");
        assert!(answer["error"].is_string());
    }
    // The board reader's line:column message.
    let (status, answer) = post("/api/board/solve", json!({"board": "2 3\n.#.\n..\n"}));
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(answer["error"], "board:3:3: row 2 has 2 cells, expected 3");
    // Unknown move set.
    let (status, _) = post(
        "/api/board/solve",
        json!({"board": "1 1\n.\n", "moves": "queen"}),
    );
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    // A board over the cell cap, as a grid (refused before reading) and as text.
    let (status, answer) = post(
        "/api/board/solve",
        json!({"board": {"rows": 3000, "cols": 3000, "cells": []}}),
    );
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{answer}");
    let mut text = "1 4000001\n".to_string();
    text.push_str(&".".repeat(4_000_001));
    let (status, answer) = post("/api/board/solve", json!({ "board": text }));
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{answer}");
    // A bad record.
    let (status, answer) = post("/api/review", json!({"record": "1 2\nX.\n1\n1 1\n"}));
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        answer["error"].as_str().unwrap().starts_with("record:"),
        "{answer}"
    );
    // Unknown path.
    let (status, _) = post("/api/nothing", json!({}));
    assert_eq!(status, StatusCode::NOT_FOUND);
}

/// Arbitrary JSON, or JSON shaped like the requests with arbitrary values.
fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        (0u64..6).prop_map(Value::from),
        any::<f64>()
            .prop_map(|f| serde_json::Number::from_f64(f).map_or(Value::Null, Value::Number)),
        "[ .#XO\n0-9a-z]{0,12}".prop_map(Value::from),
        Just(Value::from("2 2\n..\n.#\n")),
        Just(Value::from("rook")),
        Just(Value::from("king")),
    ];
    leaf.prop_recursive(3, 24, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::from),
            prop::collection::vec(
                (
                    prop_oneof![
                        Just("board".to_string()),
                        Just("moves".to_string()),
                        Just("start".to_string()),
                        Just("history".to_string()),
                        Just("record".to_string()),
                        Just("rows".to_string()),
                        Just("cols".to_string()),
                        Just("cells".to_string()),
                        "[a-z]{1,4}",
                    ],
                    inner
                ),
                0..5
            )
            .prop_map(|kv| Value::Object(kv.into_iter().collect())),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    #[test]
    fn no_request_fails_the_server(value in json_value(), raw in prop::collection::vec(any::<u8>(), 0..40)) {
        let rt = runtime();
        for path in ["/api/board/solve", "/api/board/why", "/api/review", "/api/move", "/api/bunny/move", "/api/read"] {
            for body in [value.to_string().into_bytes(), raw.clone()] {
                let (status, answer) = rt.block_on(call(path, body));
                prop_assert!(status != StatusCode::INTERNAL_SERVER_ERROR, "{} {}", path, answer);
                prop_assert!(status.is_success() || answer["error"].is_string(), "{} {}", path, answer);
            }
        }
    }
}

/// Sends `body` to `path` on `app`; returns the status, the `Retry-After` header and the JSON.
async fn call_app(
    app: axum::Router,
    path: &str,
    body: Value,
) -> (StatusCode, Option<String>, Value) {
    let request = Request::post(path)
        .header("content-type", "application/json")
        .body(Body::from(body.to_string()))
        .unwrap();
    let response = app.oneshot(request).await.unwrap();
    let status = response.status();
    let retry = response
        .headers()
        .get("retry-after")
        .map(|v| v.to_str().unwrap().to_string());
    let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
        .await
        .unwrap();
    (status, retry, serde_json::from_slice(&bytes).unwrap())
}

/// With every computing permit held, each endpoint answers 503 "busy" with `Retry-After`
/// after the short wait; a permit freed during the wait lets the request through; and with
/// the permits back every endpoint answers.
#[test]
fn a_busy_server_answers_503_and_recovers() {
    use std::sync::Arc;
    use std::time::{Duration, Instant};
    use tokio::sync::Semaphore;
    let rt = runtime();
    rt.block_on(async {
        let permits = Arc::new(Semaphore::new(3));
        let app = bigame::serve::router_with_permits(permits.clone());
        let requests = [
            ("/api/board/solve", json!({"board": "1 3\n...\n"})),
            (
                "/api/review",
                json!({"record": "1 6\nXO.OXO\n1\n1 2\n1 1\n"}),
            ),
            (
                "/api/move",
                json!({"board": "1 4\n....\n", "start": [1, 2]}),
            ),
            (
                "/api/bunny/move",
                json!({"record": "1 6\nXO.OXO\n", "history": [[1, 2]]}),
            ),
            ("/api/read", json!({"kind": "free", "text": "1 3\n...\n"})),
            (
                "/api/board/why",
                json!({"board": "1 4\n....\n", "cell": [1, 2]}),
            ),
        ];
        let held = permits.clone().acquire_many_owned(3).await.unwrap();
        for (path, body) in &requests {
            let t0 = Instant::now();
            let (status, retry, answer) = call_app(app.clone(), path, body.clone()).await;
            assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{path}: {answer}");
            assert_eq!(retry.as_deref(), Some("1"), "{path}");
            assert!(
                answer["error"].as_str().unwrap().contains("busy"),
                "{path}: {answer}"
            );
            let waited = t0.elapsed();
            assert!(
                waited >= bigame::serve::BUSY_WAIT && waited < Duration::from_secs(5),
                "{path}: {waited:?}"
            );
        }
        // A request that is waiting gets the permit freed during its wait.
        let waiting = tokio::spawn(call_app(app.clone(), requests[0].0, requests[0].1.clone()));
        tokio::time::sleep(bigame::serve::BUSY_WAIT / 5).await;
        let mut held = held;
        drop(held.split(1));
        let (status, _, answer) = waiting.await.unwrap();
        assert_eq!(status, StatusCode::OK, "{answer}");
        drop(held);
        // Permits are given back after each computation: more requests than permits, in turn.
        for round in 0..3 {
            for (path, body) in &requests {
                let (status, _, answer) = call_app(app.clone(), path, body.clone()).await;
                assert_eq!(status, StatusCode::OK, "round {round} {path}: {answer}");
            }
        }
        assert_eq!(permits.available_permits(), 3);
    });
}

/// One plain HTTP/1.1 request over TCP; returns the status line and the body.
fn http(addr: &str, request: &str) -> (String, String) {
    let mut stream = std::net::TcpStream::connect(addr).unwrap();
    stream.write_all(request.as_bytes()).unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    let status = response.lines().next().unwrap_or_default().to_string();
    let body = response
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_string())
        .unwrap_or_default();
    (status, body)
}

/// `bigame serve --port 0` started, with its standard output and the address it listens on.
fn start_server() -> (
    std::process::Child,
    BufReader<std::process::ChildStdout>,
    String,
) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bigame"))
        .args(["serve", "--port", "0"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    stdout.read_line(&mut line).unwrap();
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .unwrap_or_else(|| panic!("no address in {line:?}"))
        .to_string();
    assert!(addr.starts_with("127.0.0.1:"), "{addr}");
    (child, stdout, addr)
}

/// Sends `signal` to the server we started (by its id) and checks that it stops cleanly:
/// exit status 0 and its last line.
fn stop_server(
    mut child: std::process::Child,
    mut stdout: BufReader<std::process::ChildStdout>,
    signal: &str,
) {
    let killed = Command::new("kill")
        .args([signal, &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let exit = child.wait().unwrap();
    assert!(exit.success(), "{signal}: {exit:?}");
    let mut rest = String::new();
    stdout.read_to_string(&mut rest).unwrap();
    assert!(rest.contains("stopped"), "{signal}: {rest}");
}

#[test]
fn the_binary_serves_the_page_and_the_api_and_stops_on_ctrl_c() {
    let (child, stdout, addr) = start_server();
    let (status, page) = http(
        &addr,
        &format!("GET / HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"),
    );
    assert!(status.contains(" 200 "), "{status}");
    assert!(page.contains("<canvas") && page.contains("/page/main.js"));

    let body = json!({"board": "1 3\n...\n"}).to_string();
    let (status, answer) = http(
        &addr,
        &format!(
            "POST /api/board/solve HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        ),
    );
    assert!(status.contains(" 200 "), "{status}");
    let answer: Value = serde_json::from_str(&answer).unwrap();
    assert_eq!(answer["placer_wins"], json!([[1, 1], [1, 3]]));
    assert_eq!(answer["winning_replies"][0][0], 1);
    // Ctrl-C: SIGINT.
    stop_server(child, stdout, "-INT");
}

/// SIGTERM, what a service manager sends, stops the server as cleanly as Ctrl-C.
#[test]
fn the_binary_stops_cleanly_on_sigterm() {
    let (child, stdout, addr) = start_server();
    let (status, _) = http(
        &addr,
        &format!("GET / HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"),
    );
    assert!(status.contains(" 200 "), "{status}");
    stop_server(child, stdout, "-TERM");
}

/// A method a path does not take: 405, `Allow` naming the one it takes, and a JSON error.
#[test]
fn a_wrong_method_gets_405_and_a_json_error() {
    let rt = runtime();
    for (path, wrong, allowed) in [
        ("/api/board/solve", "GET", "POST"),
        ("/api/review", "PUT", "POST"),
        ("/api/move", "DELETE", "POST"),
        ("/api/bunny/move", "GET", "POST"),
        ("/api/read", "GET", "POST"),
        ("/api/board/why", "GET", "POST"),
        ("/", "POST", "GET"),
        ("/page/main.js", "POST", "GET"),
    ] {
        let request = Request::builder()
            .method(wrong)
            .uri(path)
            .body(Body::empty())
            .unwrap();
        let response = rt
            .block_on(bigame::serve::router().oneshot(request))
            .unwrap();
        assert_eq!(
            response.status(),
            StatusCode::METHOD_NOT_ALLOWED,
            "{wrong} {path}"
        );
        let allow = response.headers()["allow"].to_str().unwrap().to_string();
        assert!(allow.contains(allowed), "{wrong} {path}: {allow}");
        let bytes = rt
            .block_on(axum::body::to_bytes(response.into_body(), usize::MAX))
            .unwrap();
        let answer: Value = serde_json::from_slice(&bytes)
            .unwrap_or_else(|e| panic!("{wrong} {path}: not JSON ({e}): {bytes:?}"));
        let message = format!("this path takes {allowed} requests only");
        assert_eq!(answer, json!({ "error": message }), "{wrong} {path}");
    }
}

/// A UTF-8 byte order mark (Windows Notepad writes one) is skipped in the texts of a request
/// and before the request's JSON itself: the answers are those without it.
#[test]
fn a_byte_order_mark_is_skipped() {
    const BOM: &str = "\u{feff}";
    let board = "2 3\n.#.\n...\n";
    let (status, plain) = post("/api/board/solve", json!({ "board": board }));
    assert_eq!(status, StatusCode::OK);
    let (status, marked) = post(
        "/api/board/solve",
        json!({ "board": format!("{BOM}{board}") }),
    );
    assert_eq!((status, &marked), (StatusCode::OK, &plain));
    let body = format!("{BOM}{}", json!({ "board": board }));
    let (status, whole) = runtime().block_on(call("/api/board/solve", body.into_bytes()));
    assert_eq!((status, &whole), (StatusCode::OK, &plain));
    let record = "1 6\nXO.OXO\n1\n1 2\n1 1\n";
    let (status, plain) = post("/api/review", json!({ "record": record }));
    assert_eq!(status, StatusCode::OK);
    let (status, marked) = post("/api/review", json!({ "record": format!("{BOM}{record}") }));
    assert_eq!((status, &marked), (StatusCode::OK, &plain));
    let (status, marked) = post(
        "/api/bunny/move",
        json!({ "record": format!("{BOM}{record}") }),
    );
    let (_, plain) = post("/api/bunny/move", json!({ "record": record }));
    assert_eq!((status, &marked), (StatusCode::OK, &plain));
}

/// `serve --open` where no browser opens (no opener on the PATH, or one that fails): one
/// line on standard error saying so and naming the address, and the server keeps serving.
#[cfg(target_os = "linux")]
#[test]
fn open_without_a_browser_says_so_and_serves_on() {
    use std::os::unix::fs::PermissionsExt;
    // Two folders for the PATH: one empty, one with an opener that fails.
    let none = common::temp_path("serve-open-none", "nothing");
    let empty = none.0.parent().unwrap();
    let opener = common::temp_file("serve-open-failing", "xdg-open", b"#!/bin/sh\nexit 3\n");
    std::fs::set_permissions(&opener.0, std::fs::Permissions::from_mode(0o755)).unwrap();
    let failing = opener.0.parent().unwrap();
    for (path, why) in [
        (empty, "(xdg-open: No such file or directory (os error 2))"),
        (failing, "(xdg-open failed: exit status: 3)"),
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_bigame"))
            .args(["serve", "--port", "0", "--open"])
            .env("PATH", path)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let mut stderr = BufReader::new(child.stderr.take().unwrap());
        let mut line = String::new();
        stdout.read_line(&mut line).unwrap();
        let url = line
            .split_whitespace()
            .find(|w| w.starts_with("http://"))
            .unwrap();
        let addr = url
            .trim_start_matches("http://")
            .trim_end_matches('/')
            .to_string();
        let mut said = String::new();
        stderr.read_line(&mut said).unwrap();
        assert_eq!(
            said,
            format!("bigame serve: cannot open a browser {why}; open {url} yourself\n")
        );
        let (status, _) = http(
            &addr,
            &format!("GET / HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"),
        );
        assert!(status.contains(" 200 "), "{status}");
        stop_server(child, stdout, "-INT");
        let mut rest = String::new();
        stderr.read_to_string(&mut rest).unwrap();
        assert_eq!(rest, "", "more than one line on stderr");
    }
}
