//! `bigame serve`: runs [`bigame::serve::router`] on a tokio runtime until Ctrl-C or SIGTERM.

use super::Failure;
use std::io::Write;
use std::net::{IpAddr, SocketAddr};

/// Binds `host:port` (port 0: any free port), prints `listening on http://ADDR/` on `out`,
/// optionally opens a browser there, and serves until Ctrl-C or SIGTERM (what a service
/// manager sends; then finishes the requests in flight and returns).
pub fn serve(host: &str, port: u16, open: bool, out: &mut impl Write) -> Result<(), Failure> {
    let ip: IpAddr = if host == "localhost" {
        IpAddr::from([127, 0, 0, 1])
    } else {
        host.parse().map_err(|_| {
            Failure::BadInput(format!(
                "--host {host} is not an IP address (e.g. 127.0.0.1, ::1, 0.0.0.0)"
            ))
        })?
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| Failure::BadInput(format!("cannot start the server: {e}")))?;
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind(SocketAddr::new(ip, port))
            .await
            .map_err(|e| Failure::BadInput(format!("cannot listen on {host}:{port}: {e}")))?;
        let addr = listener.local_addr()?;
        let url = format!("http://{addr}/");
        writeln!(out, "bigame serve: listening on {url} (Ctrl-C stops it)")?;
        if !ip.is_loopback() {
            writeln!(
                out,
                "bigame serve: warning: {host} is not a loopback address, other machines can reach this server"
            )?;
        }
        out.flush()?;
        if open {
            // Best effort: no browser is no error.
            let _ = std::process::Command::new("xdg-open")
                .arg(&url)
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .spawn();
        }
        axum::serve(listener, bigame::serve::router())
            .with_graceful_shutdown(stop_signal())
            .await?;
        writeln!(out, "bigame serve: stopped")?;
        Ok(())
    })
}

/// Resolves at the first Ctrl-C (SIGINT) or, on Unix, SIGTERM. A signal that cannot be
/// listened for never resolves, so the other still stops the server.
async fn stop_signal() {
    let ctrl_c = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminate = async {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                term.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {}
        () = terminate => {}
    }
}
