//! Criterion benchmark of the web API: `POST /api/board/solve` on a random 300x300 board (30%
//! blocked), in process through the router (JSON request parsed, board read, solved, answer
//! with winning replies written and read back as bytes). Issue 7 asks for under 50 ms.
//! Run: `cargo bench --bench serve`.

use axum::body::Body;
use axum::http::Request;
use bigame::board::generate::random_board;
use bigame::format::board_text::write_board;
use criterion::{Criterion, criterion_group, criterion_main};
use tower::ServiceExt;

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
            b.iter(|| {
                runtime.block_on(async {
                    let request = Request::post("/api/board/solve")
                        .body(Body::from(body.clone()))
                        .unwrap();
                    let response = bigame::serve::router().oneshot(request).await.unwrap();
                    assert!(response.status().is_success());
                    axum::body::to_bytes(response.into_body(), usize::MAX)
                        .await
                        .unwrap()
                        .len()
                })
            })
        });
    }
    group.finish();
}

criterion_group!(benches, solve);
criterion_main!(benches);
