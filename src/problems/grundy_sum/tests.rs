use super::*;
use crate::problems::batch;
use std::collections::HashMap;

/// A move `(part, vertex)` and the state after it.
type Move = ((usize, u32), Vec<(u32, u32)>);

/// A sum searched whole, by its rules (no Grundy values): the state is each part's token and
/// visited set; the player to move wins iff some move leads to a state where the opponent
/// loses.
struct WholeSum {
    adj: Vec<Vec<u32>>,
    memo: HashMap<Vec<(u32, u32)>, bool>,
}

impl WholeSum {
    fn new(parts: &[Drawn]) -> WholeSum {
        let adj = parts
            .iter()
            .map(|(n, edges, _)| {
                (0..*n)
                    .map(|v| {
                        edges.iter().fold(0u32, |mask, &(a, b)| {
                            mask | if a == v {
                                1 << b
                            } else if b == v {
                                1 << a
                            } else {
                                0
                            }
                        })
                    })
                    .collect()
            })
            .collect();
        WholeSum {
            adj,
            memo: HashMap::new(),
        }
    }

    fn moves(&self, state: &[(u32, u32)]) -> Vec<Move> {
        let mut out = Vec::new();
        for (i, &(token, visited)) in state.iter().enumerate() {
            for w in 0..32 {
                if self.adj[i][token as usize] >> w & 1 == 1 && visited >> w & 1 == 0 {
                    let mut after = state.to_vec();
                    after[i] = (w, visited | 1 << w);
                    out.push(((i, w), after));
                }
            }
        }
        out
    }

    fn wins(&mut self, state: &[(u32, u32)]) -> bool {
        if let Some(&known) = self.memo.get(state) {
            return known;
        }
        let wins = self
            .moves(state)
            .into_iter()
            .any(|(_, after)| !self.wins(&after));
        self.memo.insert(state.to_vec(), wins);
        wins
    }
}

fn text(parts: &[Drawn]) -> String {
    let mut text = format!("{}\n", parts.len());
    for (n, edges, s) in parts {
        text += &format!("{n} {} {}\n", edges.len(), s + 1);
        for (u, v) in edges {
            text += &format!("{} {}\n", u + 1, v + 1);
        }
    }
    text
}

#[test]
fn the_solver_and_the_checker_agree_with_the_sum_searched_whole() {
    let mut rng = Rng::new(5403);
    for _ in 0..150 {
        let parts: Vec<Drawn> = (0..1 + rng.below(3))
            .map(|_| {
                let n = 1 + rng.below(6) as u32;
                let m = rng.below(u64::from(3 * n / 2) + 1) as u32;
                (
                    n,
                    random_part(&mut rng, n, m),
                    rng.below(u64::from(n)) as u32,
                )
            })
            .collect();
        let input = text(&parts);
        GrundySum.validate(input.as_bytes()).unwrap();
        let answer = GrundySum.solve(input.as_bytes()).unwrap();
        let mut whole = WholeSum::new(&parts);
        let start: Vec<(u32, u32)> = parts.iter().map(|&(_, _, s)| (s, 1 << s)).collect();
        let first_wins = whole.wins(&start);
        assert_eq!(answer != b"lose\n", first_wins, "{input}");
        let winning: Vec<(usize, u32)> = whole
            .moves(&start)
            .into_iter()
            .filter(|(_, after)| !whole.wins(after))
            .map(|(m, _)| m)
            .collect();
        let input = input.as_bytes();
        assert_eq!(GrundySum.check(input, &answer, &answer).exit_code(), 0);
        // Every output: accepted exactly when the search says it is right; as the jury's
        // answer, a failure exactly when it is wrong.
        let mut outputs = vec![("lose".to_string(), !first_wins)];
        for (p, (n, _, _)) in parts.iter().enumerate() {
            for v in 0..*n {
                let right = winning.contains(&(p, v));
                outputs.push((format!("win {} {}", p + 1, v + 1), right));
            }
        }
        for (output, right) in outputs {
            let verdict = GrundySum.check(input, output.as_bytes(), &answer);
            assert_eq!(verdict.exit_code() == 0, right, "{output}: {verdict}");
            assert_ne!(verdict.exit_code(), 3, "{output}: {verdict}");
            let verdict = GrundySum.check(input, &answer, output.as_bytes());
            assert_eq!(verdict.exit_code() == 3, !right, "jury {output}: {verdict}");
        }
    }
}

#[test]
fn malformed_outputs() {
    // Part 1: a path of 3 from its end (value 0); part 2: a star's centre (value 1).
    let input = b"2\n3 2 1\n1 2\n2 3\n4 3 1\n1 2\n1 3\n1 4\n";
    let answer = GrundySum.solve(input).unwrap();
    assert_eq!(answer, b"win 2 2\n");
    for (output, code) in [
        (&b"win 2 3"[..], 0),
        // Raising a part's value wins too: part 1 goes from 0 to 1, and 1 ^ 1 = 0.
        (b"win 1 2", 0),
        (b"win 1 3", 1),
        (b"win 2 1", 1),
        (b"win 3 1", 1),
        (b"win 2 5", 1),
        (b"lose", 1),
        (b"win 2", 2),
        (b"win two 2", 2),
        (b"WIN 2 2", 2),
        (b"win 2 2 1", 2),
        (b"", 2),
    ] {
        let verdict = GrundySum.check(input, output, &answer);
        assert_eq!(verdict.exit_code(), code, "{output:?}: {verdict}");
    }
    assert_eq!(GrundySum.check(input, b"win 2 2", b"lose").exit_code(), 3);
    assert_eq!(
        GrundySum.check(input, b"win 2 2", b"win 1 3").exit_code(),
        3
    );
    assert_eq!(GrundySum.check(b"2\n3 2", b"lose", b"lose").exit_code(), 3);
}

#[test]
fn the_validator_is_strict() {
    let good = "2\n3 2 1\n1 2\n2 3\n1 0 1\n";
    GrundySum.validate(good.as_bytes()).unwrap();
    for (input, needle) in [
        ("2\n3 2 1\n1 2\n2 3\n1 0 1", "line end"),
        ("2\n3  2 1\n1 2\n2 3\n1 0 1\n", "space"),
        ("0\n", "k"),
        ("10001\n", "k"),
        ("1\n101 0 1\n", "n of part 1"),
        ("1\n3 2 4\n1 2\n2 3\n", "s of part 1"),
        ("1\n3 2 1\n1 2\n2 1\n", "appears twice"),
        ("1\n3 1 1\n2 2\n", "self-loop"),
        (
            "1\n5 4 1\n1 2\n1 3\n1 4\n1 5\n",
            "vertex 1 has a 4th neighbour",
        ),
        ("1\n4 7 1\n1 2\n", "m of part 1"),
    ] {
        let err = GrundySum.validate(input.as_bytes()).unwrap_err();
        assert!(err.message.contains(needle), "{input:?}: {err:?}");
    }
    // 2001 parts of 100 vertices: more than 2·10^5 in all.
    let many = format!("2001\n{}", "100 0 1\n".repeat(2001));
    let err = GrundySum.validate(many.as_bytes()).unwrap_err();
    assert!(err.message.contains("more than 200000"), "{err:?}");
    // The solver is lenient about a repeated edge and whitespace, not about a 4th neighbour.
    assert_eq!(GrundySum.solve(b"1 3 3 1 1 2 2 1 2 3").unwrap(), b"lose\n");
    assert!(GrundySum.solve(b"1\n5 4 1\n1 2\n1 3\n1 4\n1 5\n").is_err());
}

#[test]
fn parts_of_each_value() {
    for g in 0..4 {
        let (n, edges) = part_of_value(g);
        let graph = Graph::from_edges(n as usize, &edges);
        assert_eq!(grundy_value(&graph, 0), Ok(g));
    }
}

#[test]
fn batches_are_valid_and_half_of_them_lose() {
    // A debug build (CI runs the library's tests unoptimised once) skips the tests at the
    // limits (the last half of the batch: 10^4 parts each).
    let upto = if cfg!(debug_assertions) { 8 } else { 16 };
    let mut losing = 0;
    for index in 0..upto {
        let test = batch::test(&GrundySum, index, 16, 54).unwrap();
        GrundySum.validate(&test.input).unwrap();
        losing += usize::from(test.answer == b"lose\n");
    }
    assert!(losing > 0 && losing < upto, "{losing} of {upto} lose");
}
