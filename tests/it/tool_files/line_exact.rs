//! Weighted edge lists refused naming their line unless `--weights ignore`; DIMACS and Matrix
//! Market equally line-exact.

use super::*;

#[test]
fn the_weighted_edge_list_of_the_issue_is_refused_naming_its_line() {
    // Read as tokens it was the graph (1,2), (1,2), (3,1), exit 0.
    let input = b"3 3\n1 2 1\n2 3 1\n";
    let e = refused_stdin(&["analyze", "-"], input);
    assert_eq!(
        e,
        "bigame: <stdin>:2:5: unexpected `1` after edge 1 (one edge per line; to ignore a third \
         column such as a weight, use --weights ignore)"
    );
    // With the weights ignored, the count is what is wrong: two edge lines, not three.
    let e = refused_stdin(&["analyze", "-", "--weights", "ignore"], input);
    assert_eq!(
        e,
        "bigame: <stdin>:4:1: expected an endpoint of edge 3 of 3, found end of input"
    );
    let fixed = b"3 2\n1 2 1\n2 3 1\n";
    assert_eq!(
        run_stdin(&["analyze", "-", "--weights", "ignore"], fixed),
        "1 lose\n2 win\n3 lose\n"
    );
    // Two edges on one line, and an edge over two lines.
    let e = refused_stdin(&["analyze", "-"], b"3 2\n1 2 2 3\n");
    assert!(
        e.starts_with("bigame: <stdin>:2:5: unexpected `2` after edge 1"),
        "{e}"
    );
    // --weights ignore skips the rest of an edge line (KONECT's weight and timestamp), so two
    // edges on one line are one edge and a line too few.
    let e = refused_stdin(&["analyze", "-", "--weights", "ignore"], b"3 2\n1 2 2 3\n");
    assert!(
        e.starts_with(
            "bigame: <stdin>:3:1: expected an endpoint of edge 2 of 2, found end of input"
        ),
        "{e}"
    );
    assert_eq!(
        run_stdin(
            &["analyze", "-", "--weights", "ignore"],
            b"3 2\n1 2 1 1300000\n2 3 1 9\n"
        ),
        "1 lose\n2 win\n3 lose\n"
    );
    let e = refused_stdin(&["analyze", "-"], b"3 2\n1\n2\n2 3\n");
    assert_eq!(
        e,
        "bigame: <stdin>:2:2: expected an endpoint of edge 1 of 2, found end of line"
    );
    // The header too has a line of its own.
    let e = refused_stdin(
        &["analyze", "-", "--input-format", "edge-list"],
        b"3 2 1 2\n2 3\n",
    );
    assert!(
        e.starts_with("bigame: <stdin>:1:5: unexpected `1` after the header"),
        "{e}"
    );
}

#[test]
fn dimacs_and_matrix_market_are_line_exact_too() {
    let e = refused_stdin(&["analyze", "-"], b"p edge 3 2\ne 1 2 e 2 3\n");
    assert!(
        e.starts_with("bigame: <stdin>:2:7: unexpected `e` after edge 1"),
        "{e}"
    );
    let weighted = b"p edge 3 2\ne 1 2 7\ne 2 3 7\n";
    let e = refused_stdin(&["analyze", "-"], weighted);
    assert!(e.contains("--weights ignore"), "{e}");
    assert_eq!(
        run_stdin(&["analyze", "-", "--weights", "ignore"], weighted),
        "1 lose\n2 win\n3 lose\n"
    );
    // An entry over two lines; a real matrix's value column is read as ever.
    let mm = b"%%MatrixMarket matrix coordinate pattern general\n2 2 1\n1\n2\n";
    let e = refused_stdin(&["analyze", "-"], mm);
    assert!(
        e.starts_with("bigame: <stdin>:3:2: expected the column index"),
        "{e}"
    );
    let real = b"%%MatrixMarket matrix coordinate real general\n2 2 1\n1 2 0.5\n";
    assert_eq!(
        run_stdin(&["analyze", "-"], real),
        "1 win\n2 lose\n3 lose\n4 win\n"
    );
}
