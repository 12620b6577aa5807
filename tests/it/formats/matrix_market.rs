//! Matrix Market files: every field and symmetry, good inputs, bad ones refused with line
//! and column.

use super::*;

/// One value (or pair of values, for complex) in each field's syntax.
fn value_text(field: Field, k: usize) -> &'static str {
    match field {
        Field::Pattern => "",
        Field::Real => [" 1.5", " -2e-3", " 0", " 0.0", " +7.25E+02", " inf"][k % 6],
        Field::Integer => [" 3", " -12", " 0", " +5"][k % 4],
        Field::Complex => [" 1.0 -2.0", " 0 0", " -1e3 .5"][k % 3],
    }
}

#[test]
fn matrix_market_every_field_and_symmetry() {
    // A 3x3 matrix with entries (1,1), (2,1), (3,2) (lower triangle, as symmetric files store
    // it), plus comments and blank lines between entries.
    for field in [Field::Pattern, Field::Real, Field::Integer, Field::Complex] {
        for symmetry in [
            Symmetry::General,
            Symmetry::Symmetric,
            Symmetry::SkewSymmetric,
            Symmetry::Hermitian,
        ] {
            let text = format!(
                "%%MatrixMarket matrix coordinate {field} {symmetry}\n% comment\n%\n\n3 3 3\n1 1{}\n% between\n\n2 1{}\n3 2{}\n",
                value_text(field, 0),
                value_text(field, 1),
                value_text(field, 2)
            );
            let m = read_matrix_market(text.as_bytes()).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(
                (m.rows, m.cols, m.field, m.symmetry),
                (3, 3, field, symmetry)
            );
            assert_eq!(m.graph.vertex_count(), 6);
            let want: &[(u32, u32)] = if symmetry == Symmetry::General {
                &[(1, 1), (2, 1), (3, 2)]
            } else {
                // Off-diagonal entries are mirrored; the diagonal one is not.
                &[(1, 1), (1, 2), (2, 1), (2, 3), (3, 2)]
            };
            assert_eq!(entries(3, &m.graph), want, "{text}");
            assert_eq!(m.sides(), [true, true, true, false, false, false]);
            assert!(m.is_row(2) && !m.is_row(3));
        }
    }
}

#[test]
fn matrix_market_good_inputs() {
    // Upper case header words, CRLF, a rectangular matrix, values of many shapes, explicit
    // zeros (still edges), duplicate entries (parallel edges), no final newline.
    let input = b"%%matrixmarket MATRIX Coordinate REAL General\r\n2 4 5\r\n1 4 0\r\n2 1 1e300\r\n2 1 -0.0\r\n1 2 NaN\r\n  2   3\t.5  ";
    let m = read_matrix_market(input).unwrap();
    assert_eq!((m.rows, m.cols), (2, 4));
    assert_eq!(
        entries(2, &m.graph),
        [(1, 2), (1, 4), (2, 1), (2, 1), (2, 3)]
    );
    // Symmetric with entries in the upper triangle: mirrored just the same.
    let input = b"%%MatrixMarket matrix coordinate pattern symmetric\n2 2 1\n1 2\n";
    let m = read_matrix_market(input).unwrap();
    assert_eq!(entries(2, &m.graph), [(1, 2), (2, 1)]);
    // No entries at all.
    let input = b"%%MatrixMarket matrix coordinate integer general\n% empty\n4 1 0\n";
    let m = read_matrix_market(input).unwrap();
    assert_eq!((m.graph.vertex_count(), m.graph.edge_count()), (5, 0));
    // Comments after the last entry.
    let input = b"%%MatrixMarket matrix coordinate pattern general\n1 1 1\n1 1\n% the end\n";
    assert_eq!(read_matrix_market(input).unwrap().graph.edge_count(), 1);
}

#[test]
fn matrix_market_bad_inputs() {
    const H: &str = "%%MatrixMarket matrix coordinate pattern general\n";
    const R: &str = "%%MatrixMarket matrix coordinate real general\n";
    let cases: Vec<(String, &str)> = vec![
        (
            "".into(),
            "1:1: expected the header `%%MatrixMarket matrix coordinate ...`, found end of input",
        ),
        (
            "3 3 1\n1 1\n".into(),
            "1:1: expected the header `%%MatrixMarket matrix coordinate ...`, found `3`",
        ),
        (
            "%%MatrixMarket\n".into(),
            "1:15: expected the object (`matrix`) in the header, found end of line",
        ),
        (
            "%%MatrixMarket vector coordinate real general\n".into(),
            "1:16: expected the object `matrix` in the header, found `vector` (only matrices are read)",
        ),
        (
            "%%MatrixMarket matrix array real general\n2 2\n1\n2\n3\n4\n".into(),
            "1:23: dense `array` matrices are not read (a graph needs the sparse `coordinate` format)",
        ),
        (
            "%%MatrixMarket matrix sparse real general\n".into(),
            "1:23: expected the format `coordinate` in the header, found `sparse`",
        ),
        (
            "%%MatrixMarket matrix coordinate double general\n".into(),
            "1:34: expected the field `pattern`, `real`, `integer` or `complex` in the header, found `double`",
        ),
        (
            "%%MatrixMarket matrix coordinate real\n".into(),
            "1:38: expected the symmetry (`general`, `symmetric`, `skew-symmetric` or `hermitian`) in the header, found end of line",
        ),
        (
            "%%MatrixMarket matrix coordinate real upper\n".into(),
            "1:39: expected the symmetry `general`, `symmetric`, `skew-symmetric` or `hermitian` in the header, found `upper`",
        ),
        (
            "%%MatrixMarket matrix coordinate real general extra\n".into(),
            "1:47: unexpected 'e' after the header (expected end of line)",
        ),
        (
            H.to_string(),
            "2:1: expected the number of rows, found end of line (and of input)",
        ),
        (
            format!("{H}% only comments\n"),
            "3:1: expected the number of rows, found end of line (and of input)",
        ),
        (
            format!("{H}3 3\n1 1\n"),
            "2:4: expected the number of entries, found end of line",
        ),
        (
            format!("{H}0 3 0\n"),
            "2:1: expected the number of rows to be at least 1, found 0",
        ),
        (
            format!("{H}3 0 0\n"),
            "2:3: expected the number of columns to be at least 1, found 0",
        ),
        (
            format!("{H}67108864 1 0\n"),
            "2:1: 67108864 rows and 1 columns make too many vertices (at most 67108864)",
        ),
        (
            format!("{H}3 3 -1\n"),
            "2:5: expected the number of entries (a non-negative integer), found '-'",
        ),
        (
            format!("{H}3 3 1 1\n1 1\n"),
            "2:7: unexpected '1' after the size line (expected end of line)",
        ),
        (
            format!("{H}3 3 99\n1 1\n"),
            "2:5: 99 entries cannot fit in an input of 60 bytes (entry lines missing or count wrong)",
        ),
        (
            "%%MatrixMarket matrix coordinate pattern symmetric\n2 3 1\n1 1\n".into(),
            "2:1: a symmetric matrix must be square, but this one has 2 rows and 3 columns",
        ),
        (
            format!("{H}3 3 2\n1 1\n"),
            "4:1: expected 2 entries (the size line says so), found 1",
        ),
        (
            format!("{H}3 3 1\n1 1\n2 2\n"),
            "4:1: more entries than the 1 the size line declares",
        ),
        (
            format!("{H}3 3 1\n4 1\n"),
            "3:1: row index 4 is out of range (expected 1 to 3)",
        ),
        (
            format!("{H}3 3 1\n1 0\n"),
            "3:3: column index 0 is out of range (expected 1 to 3)",
        ),
        (
            format!("{H}3 3 1\n1 99999999999999999999\n"),
            "3:3: column index is out of range (expected 1 to 3)",
        ),
        (
            format!("{H}3 3 1\n1\n1\n"),
            "3:2: expected the column index of entry 1, found end of line",
        ),
        (
            format!("{H}3 3 1\n1 x\n"),
            "3:3: expected the column index of entry 1 (a non-negative integer), found 'x'",
        ),
        (
            format!("{H}3 3 1\n1 1 1.0\n"),
            "3:5: unexpected '1' after entry 1 (expected end of line)",
        ),
        (
            format!("{R}3 3 1\n1 1\n"),
            "3:4: expected the value of entry 1 (real matrix), found end of line",
        ),
        (
            format!("{R}3 3 1\n1 1 1,5\n"),
            "3:5: expected the value of entry 1 (a real number), found `1,5`",
        ),
        (
            format!("{R}3 3 1\n1 1 1.0 2.0\n"),
            "3:9: unexpected '2' after entry 1 (expected end of line)",
        ),
        (
            "%%MatrixMarket matrix coordinate integer general\n3 3 1\n1 1 1.5\n".into(),
            "3:5: expected the value of entry 1 (an integer), found `1.5`",
        ),
        (
            "%%MatrixMarket matrix coordinate complex general\n3 3 1\n1 1 1.5\n".into(),
            "3:8: expected the imaginary part of entry 1 (complex matrix), found end of line",
        ),
        (
            "%%MatrixMarket matrix coordinate complex hermitian\n3 3 1\n1 1 x 1\n".into(),
            "3:5: expected the real part of entry 1 (a real number), found `x`",
        ),
    ];
    let cases: Vec<(&[u8], &str)> = cases.iter().map(|(i, w)| (i.as_bytes(), *w)).collect();
    check_errors(&cases, |input| read_matrix_market(input).map(drop));
}
