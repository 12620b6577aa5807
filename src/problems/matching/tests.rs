use super::*;
use crate::game::brute::maximum_matching_size;
use crate::problems::batch;

/// The solver's answer is a matching of the exhaustive oracle's size, and the checker
/// accepts exactly the maximum matchings among the outputs tried.
#[test]
fn answers_and_checks_agree_with_exhaustive_search() {
    let mut rng = Rng::new(52);
    for round in 0..200 {
        let bipartite = round % 2 == 0;
        let (l, r) = (1 + rng.below(5) as u32, 1 + rng.below(5) as u32);
        let n = if bipartite {
            l + r
        } else {
            2 + rng.below(8) as u32
        };
        let mut pairs = Vec::new();
        let mut text = String::new();
        if bipartite {
            for a in 0..l {
                for b in 0..r {
                    if rng.chance(40) {
                        pairs.push((a, l + b));
                        text.push_str(&format!("{a} {b}\n"));
                    }
                }
            }
        } else {
            for u in 0..n {
                for v in u + 1..n {
                    if rng.chance(35) {
                        pairs.push((u, v));
                        text.push_str(&format!("{v} {u}\n"));
                    }
                }
            }
        }
        if pairs.is_empty() {
            continue;
        }
        let head = if bipartite {
            format!("{l} {r} {}\n", pairs.len())
        } else {
            format!("{n} {}\n", pairs.len())
        };
        let input = format!("{head}{text}");
        let p: &dyn Problem = if bipartite {
            &BIPARTITE_MATCHING
        } else {
            &GENERAL_MATCHING
        };
        p.validate(input.as_bytes()).unwrap();
        let answer = p.solve(input.as_bytes()).unwrap();
        let nu = maximum_matching_size(&Graph::from_edges(n as usize, &pairs));
        let k: usize = String::from_utf8_lossy(&answer)
            .lines()
            .next()
            .unwrap()
            .parse()
            .unwrap();
        assert_eq!(k, nu, "{input}");
        let verdict = p.check(input.as_bytes(), &answer, &answer);
        assert_eq!(verdict.exit_code(), 0, "{input}{verdict}");
        // One pair dropped: not maximum (wrong answer); as the jury's answer: its fault.
        let lines: Vec<&str> = std::str::from_utf8(&answer).unwrap().lines().collect();
        if k > 0 {
            let short = format!("{}\n{}", k - 1, lines[2..].join("\n"));
            let verdict = p.check(input.as_bytes(), short.as_bytes(), &answer);
            assert_eq!(verdict.exit_code(), 1, "{input}{verdict}");
            let verdict = p.check(input.as_bytes(), &answer, short.as_bytes());
            assert_eq!(verdict.exit_code(), 3, "{input}{verdict}");
        }
    }
}

#[test]
fn the_checker_rejects_what_is_not_a_maximum_matching() {
    // 0 - 0, 0 - 1, 1 - 1 (left - right): the maximum is 0-0, 1-1.
    let input = b"2 2 3\n0 0\n0 1\n1 1\n";
    let answer = BIPARTITE_MATCHING.solve(input).unwrap();
    assert_eq!(answer, b"2\n0 0\n1 1\n");
    for (output, code, says) in [
        (&b"2\n1 1\n0 0\n"[..], 0, "maximum"),
        (b"1\n0 1\n", 1, "maximum matching has 2"),
        (b"2\n0 0\n1 0\n", 1, "not an edge"),
        (b"2\n0 0\n0 1\n", 1, "two pairs"),
        (b"2\n0 0\n", 2, ""),
        (b"1\n0 0\n1 1\n", 2, "extra"),
        (b"3\n0 0\n1 1\n", 1, ""),
        (b"two", 2, ""),
    ] {
        let verdict = BIPARTITE_MATCHING.check(input, output, &answer);
        assert_eq!(verdict.exit_code(), code, "{output:?}: {verdict}");
        assert!(verdict.message().contains(says), "{verdict}");
    }
    // The jury's answer is checked too: not maximum, or not a matching, is its fault.
    for jury in [&b"1\n0 0\n"[..], b"2\n0 0\n1 0\n", b"2\n0 1\n0 0\n"] {
        let verdict = BIPARTITE_MATCHING.check(input, &answer, jury);
        assert_eq!(verdict.exit_code(), 3, "{jury:?}: {verdict}");
    }
    let triangle = b"3 3\n0 1\n1 2\n2 0\n";
    assert_eq!(GENERAL_MATCHING.solve(triangle).unwrap()[..2], b"1\n"[..]);
    assert_eq!(
        GENERAL_MATCHING
            .check(triangle, b"1\n2 1\n", b"1\n0 1\n")
            .exit_code(),
        0
    );
    assert_eq!(
        GENERAL_MATCHING
            .check(triangle, b"1\n0 0\n", b"1\n0 1\n")
            .exit_code(),
        1
    );
}

#[test]
fn the_validator_holds_the_statements() {
    for (p, input, says) in [
        (
            &BIPARTITE_MATCHING as &dyn Problem,
            &b"1 1 1\n0 0\n"[..],
            None,
        ),
        (&BIPARTITE_MATCHING, b"1 1 1\n0 1\n", Some("b")),
        (&BIPARTITE_MATCHING, b"1 2 2\n0 1\n0 1\n", Some("twice")),
        (&BIPARTITE_MATCHING, b"100001 1 1\n0 0\n", Some("L")),
        (&BIPARTITE_MATCHING, b"1 1 0\n", Some("M")),
        (&GENERAL_MATCHING, b"2 1\n1 0\n", None),
        (&GENERAL_MATCHING, b"2 1\n1 1\n", Some("self-loop")),
        (&GENERAL_MATCHING, b"3 2\n0 1\n1 0\n", Some("twice")),
        (&GENERAL_MATCHING, b"501 1\n0 1\n", Some("N")),
        (&GENERAL_MATCHING, b"3 4\n0 1\n1 2\n2 0\n0 1\n", Some("M")),
    ] {
        match (p.validate(input), says) {
            (Ok(()), None) => {}
            (Err(v), Some(word)) => assert!(v.message.contains(word), "{v:?}"),
            (result, _) => panic!("{}: {input:?}: {result:?}", p.name()),
        }
    }
}

/// Every generated test validates, and the adversarial ones are the hard families.
#[test]
fn batches_validate_and_solve() {
    for p in [&BIPARTITE_MATCHING as &dyn Problem, &GENERAL_MATCHING] {
        for index in 0..8 {
            let test = batch::test(p, index, 8, 5).unwrap();
            p.validate(&test.input).unwrap();
            let verdict = p.check(&test.input, &test.answer, &test.answer);
            assert_eq!(verdict.exit_code(), 0, "{}: {verdict}", p.name());
        }
    }
}
