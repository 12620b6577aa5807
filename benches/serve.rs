//! Criterion benchmark of the web API, in process through the router (JSON request parsed,
//! input read, solved, the answer written and read back as bytes):
//! - `POST /api/board/solve` on a random 300x300 board (30% blocked); issue 7 asks for under
//!   50 ms;
//! - `POST /api/review` and `POST /api/bunny/move` on a 40x40 Bunny-and-Egg record (the NOI
//!   2011 limit) of 700 plies per player: what the page asks after every ply of a replay or a
//!   game.
//!
//! Run: `cargo bench --bench serve`.

use axum::body::Body;
use axum::http::Request;
use bigame::generate::random_board;
use bigame::generate::{BunnySpec, random_record};
use bigame::write::board_text::write_board;
use bigame::write::noi2011::write_record;
use criterion::{Criterion, criterion_group, criterion_main};
use tokio::runtime::Runtime;
use tower::ServiceExt;

/// Posts `body` to `path` and returns the answer's length; panics unless it is a success.
fn post(runtime: &Runtime, path: &str, body: &str) -> usize {
    runtime.block_on(async {
        let request = Request::post(path)
            .body(Body::from(body.to_string()))
            .unwrap();
        let response = bigame::serve::router().oneshot(request).await.unwrap();
        assert!(response.status().is_success());
        axum::body::to_bytes(response.into_body(), usize::MAX)
            .await
            .unwrap()
            .len()
    })
}

fn solve(c: &mut Criterion) {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let mut group = c.benchmark_group("api");
    group.sample_size(20);
    for moves in ["rook", "king"] {
        let board = random_board(300, 300, 30, 1);
        let mut text = Vec::new();
        write_board(&mut text, &board).unwrap();
        let body = serde_json::json!({"board": String::from_utf8(text).unwrap(), "moves": moves})
            .to_string();
        group.bench_function(format!("solve-300x300-30%-{moves}"), |b| {
            b.iter(|| post(&runtime, "/api/board/solve", &body))
        });
    }
    group.finish();
}

fn bunny(c: &mut Criterion) {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    // A full checkerboard, stopped after 1400 plies: a long record to review.
    let spec = BunnySpec {
        immovable_percent: 0,
        open_end: true,
        ..BunnySpec::new(40, 40, 700)
    };
    let record = random_record(&spec, 1).unwrap();
    let mut text = Vec::new();
    write_record(&mut text, &record).unwrap();
    let text = String::from_utf8(text).unwrap();
    let mut group = c.benchmark_group("api");
    group.sample_size(20);
    let review = serde_json::json!({ "record": text }).to_string();
    group.bench_function("review-40x40-1400-plies", |b| {
        b.iter(|| post(&runtime, "/api/review", &review))
    });
    let bunny_move = serde_json::json!({ "record": text, "history": [] }).to_string();
    group.bench_function("bunny-move-40x40-after-1400-plies", |b| {
        b.iter(|| post(&runtime, "/api/bunny/move", &bunny_move))
    });
    group.finish();
}

criterion_group!(benches, solve, bunny);
criterion_main!(benches);
