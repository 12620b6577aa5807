//! "Combination Locks" (Codeforces Gym 104686B, QOJ 5250): Alice and Bob each have a lock of
//! `N` discs with digits 0 to 9; Charlie writes the difference pattern of the two locks, `=`
//! where the digits match and `.` where they differ. In turn, Alice first, a player changes
//! one digit of their own lock; the pattern must change, must not repeat an earlier pattern
//! (the starting one included) and must not be one of Charlie's `C` superstitious patterns.
//! Who cannot move loses. For each test case: `Alice` or `Bob`, the winner.
//!
//! A move changes one position of the pattern: a `=` becomes `.` by any other digit, a `.`
//! becomes `=` by copying the other lock's digit. So the game is the token game on the
//! hypercube of the `2^N` patterns minus the superstitious ones, bipartite by the number of
//! `=`; Alice wins exactly when the starting pattern is in every maximum matching.
//!
//! Input: `T`; per test case a line `N C`, Alice's lock and Bob's lock (`N` digits each) and
//! `C` lines of `N` characters `=` and `.`.

use super::batch::Shape;
use super::validate::{Mode, Reader, Violation};
use super::{Problem, analyze_any, read_banned};
use crate::generate::Rng;
use crate::graph::Graph;
use crate::read::ParseError;

/// Combination Locks (Gym 104686B).
pub struct CombinationLocks;

/// The statement's `T <= 20`.
const MAX_T: i64 = 20;
/// The statement's `N <= 10`.
const MAX_N: i64 = 10;
/// The statement's `C <= 1000`.
const MAX_C: i64 = 1000;
/// What the solver takes: `2^20` patterns.
const HARD_N: i64 = 20;

/// One test case: the superstitious patterns and the starting one, as bit masks (bit `j` set
/// when position `j` reads `=`).
struct Case {
    n: u32,
    banned: Vec<bool>,
    start: u32,
}

/// A pattern of `n` characters `=` and `.` as a mask. `O(n)`.
fn mask(pattern: &[u8]) -> u32 {
    pattern
        .iter()
        .enumerate()
        .filter(|&(_, &c)| c == b'=')
        .fold(0, |mask, (j, _)| mask | 1 << j)
}

/// A lock of `n` digits. `O(n)`.
fn read_lock<'a>(r: &mut Reader<'a>, what: &str, n: u32) -> Result<&'a [u8], Violation> {
    r.read_string(what, n as usize, b"0123456789", ("digit", "digits"))
}

/// Reads every test case; strict mode also checks the limits, that no superstitious pattern
/// appears twice and that none is the starting pattern. `O(T (2^N + N C))`.
fn read(input: &[u8], mode: Mode) -> Result<Vec<Case>, Violation> {
    let mut r = Reader::new(input, mode)?;
    let t = r.read_limit("T", 1, MAX_T, 1 << 20)?;
    r.read_eoln()?;
    let mut cases = Vec::new();
    for _ in 0..t {
        let n = r.read_limit("N", 1, MAX_N, HARD_N)? as u32;
        r.read_space()?;
        let c = r.read_limit("C", 0, MAX_C, (1 << n) - 1)?;
        r.read_eoln()?;
        let alice = read_lock(&mut r, "Alice's lock", n)?;
        r.read_eoln()?;
        let bob = read_lock(&mut r, "Bob's lock", n)?;
        r.read_eoln()?;
        let start = alice
            .iter()
            .zip(bob)
            .enumerate()
            .filter(|&(_, (a, b))| a == b)
            .fold(0, |mask, (j, _)| mask | 1 << j);
        let banned = read_banned(
            &mut r,
            c,
            1 << n,
            start,
            (
                &|i| format!("superstitious pattern {i}"),
                "the starting pattern",
            ),
            |r| {
                let chars = ("character", "characters");
                Ok(mask(r.read_string(
                    "a pattern",
                    n as usize,
                    b"=.",
                    chars,
                )?))
            },
        )?;
        cases.push(Case { n, banned, start });
    }
    r.read_eof()?;
    Ok(cases)
}

/// The hypercube of patterns: `p` joined to `p` with one more `=`, superstitious patterns
/// left isolated. `O(N 2^N)`.
fn pattern_graph(case: &Case) -> Graph {
    let size = 1u32 << case.n;
    let allowed = |p: u32| !case.banned[p as usize];
    let edges: Vec<(u32, u32)> = (0..size)
        .filter(|&p| allowed(p))
        .flat_map(|p| {
            (0..case.n)
                .filter(move |j| p & 1 << j == 0)
                .map(move |j| (p, p | 1 << j))
        })
        .filter(|&(_, q)| allowed(q))
        .collect();
    Graph::from_edges(size as usize, &edges)
}

impl Problem for CombinationLocks {
    fn name(&self) -> &'static str {
        "combination-locks"
    }
    fn summary(&self) -> &'static str {
        "Combination Locks (Gym 104686B, QOJ 5250): change a digit of your lock, the difference pattern must be new; Alice or Bob wins"
    }
    fn limits(&self) -> &'static str {
        "1 <= T <= 20, 1 <= N <= 10, 0 <= C <= 1000, locks of N digits, patterns of N '=' or '.', no pattern twice, none the starting one"
    }
    fn solve(&self, input: &[u8]) -> Result<Vec<u8>, ParseError> {
        let mut out = Vec::new();
        for case in read(input, Mode::Lenient)? {
            let analysis = analyze_any(&pattern_graph(&case));
            out.extend_from_slice(super::winner(analysis.wins(case.start)));
        }
        Ok(out)
    }
    fn validate(&self, input: &[u8]) -> Result<(), Violation> {
        read(input, Mode::Strict).map(|_| ())
    }
    fn generate(&self, shape: Shape, rng: &mut Rng) -> Vec<u8> {
        let t = shape.cases(MAX_T as u64, rng);
        let mut text = format!("{t}\n");
        for _ in 0..t {
            let n = shape.dimension(3, MAX_N as u32, rng);
            let digit = |rng: &mut Rng| (b'0' + rng.below(10) as u8) as char;
            let alice: String = (0..n).map(|_| digit(rng)).collect();
            // Bob's digit matches Alice's at about half the positions.
            let bob: String = alice
                .chars()
                .map(|a| if rng.chance(50) { a } else { digit(rng) })
                .collect();
            let start = mask(
                &alice
                    .bytes()
                    .zip(bob.bytes())
                    .map(|(a, b)| if a == b { b'=' } else { b'.' })
                    .collect::<Vec<u8>>(),
            );
            let most = (MAX_C as u64).min((1 << n) - 1);
            let c = match shape {
                Shape::Tiny | Shape::Random { .. } => rng.below(most + 1),
                Shape::Largest | Shape::Adversarial => most,
            };
            let mut patterns: Vec<u32> = (0..1u32 << n).filter(|&p| p != start).collect();
            if shape == Shape::Adversarial && rng.chance(50) {
                // Superstitions of one parity only: one side of the hypercube thinned out.
                let parity = rng.below(2) as u32;
                patterns.retain(|p| p.count_ones() % 2 == parity);
            }
            rng.shuffle(&mut patterns);
            patterns.truncate(c as usize);
            text.push_str(&format!("{n} {}\n{alice}\n{bob}\n", patterns.len()));
            for p in patterns {
                let row: String = (0..n)
                    .map(|j| if p & 1 << j != 0 { '=' } else { '.' })
                    .collect();
                text.push_str(&row);
                text.push('\n');
            }
        }
        text.into_bytes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::brute;
    use crate::generate::Rng;
    use std::collections::HashMap;

    /// The pattern of two locks, as a mask.
    fn pattern(alice: &[u8], bob: &[u8]) -> u32 {
        (0..alice.len())
            .filter(|&j| alice[j] == bob[j])
            .fold(0, |mask, j| mask | 1 << j)
    }

    /// The game by the statement's rules, on the digits themselves: whether the player to
    /// move (changing `locks[turn]`) wins, with the patterns in `seen` used up. Memoised on
    /// the whole state, so it assumes nothing about which digits matter.
    fn mover_wins(
        locks: &mut [Vec<u8>; 2],
        turn: usize,
        seen: u32,
        memo: &mut HashMap<([Vec<u8>; 2], usize, u32), bool>,
    ) -> bool {
        let key = (locks.clone(), turn, seen);
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let before = pattern(&locks[0], &locks[1]);
        let mut wins = false;
        'search: for j in 0..locks[turn].len() {
            let old = locks[turn][j];
            for digit in (0..10).filter(|&d| d != old) {
                locks[turn][j] = digit;
                let after = pattern(&locks[0], &locks[1]);
                if after != before && seen & 1 << after == 0 {
                    let lost = !mover_wins(locks, 1 - turn, seen | 1 << after, memo);
                    if lost {
                        wins = true;
                        locks[turn][j] = old;
                        break 'search;
                    }
                }
            }
            locks[turn][j] = old;
        }
        memo.insert(key, wins);
        wins
    }

    /// A random test case of `n` positions: its text and its parts.
    fn random_case(rng: &mut Rng, n: usize) -> (String, Vec<u8>, Vec<u8>, Vec<u32>) {
        let alice: Vec<u8> = (0..n).map(|_| rng.below(3) as u8).collect();
        let bob: Vec<u8> = (0..n).map(|_| rng.below(3) as u8).collect();
        let start = pattern(&alice, &bob);
        let banned: Vec<u32> = (0..1u32 << n)
            .filter(|&p| p != start && rng.chance(30))
            .collect();
        let digits = |lock: &[u8]| lock.iter().map(|d| (b'0' + d) as char).collect::<String>();
        let mut text = format!(
            "{n} {}\n{}\n{}\n",
            banned.len(),
            digits(&alice),
            digits(&bob)
        );
        for p in &banned {
            let row: String = (0..n)
                .map(|j| if p & 1 << j != 0 { '=' } else { '.' })
                .collect();
            text.push_str(&row);
            text.push('\n');
        }
        (text, alice, bob, banned)
    }

    #[test]
    fn random_cases_match_the_game_by_its_rules() {
        let mut rng = Rng::new(104686);
        for _ in 0..150 {
            let n = 1 + rng.below(2) as usize;
            let (case, alice, bob, banned) = random_case(&mut rng, n);
            let text = format!("1\n{case}");
            CombinationLocks.validate(text.as_bytes()).unwrap();
            let seen = banned
                .iter()
                .fold(1 << pattern(&alice, &bob), |s, p| s | 1 << p);
            let mut memo = HashMap::new();
            let expected = mover_wins(&mut [alice, bob], 0, seen, &mut memo);
            let answer = CombinationLocks.solve(text.as_bytes()).unwrap();
            assert_eq!(answer, super::super::winner(expected), "{text}");
        }
    }

    #[test]
    fn random_cases_match_exhaustive_search_on_the_patterns() {
        let mut rng = Rng::new(5250);
        for _ in 0..40 {
            // Several test cases in one file, up to 16 patterns each (the oracle takes 24 vertices).
            let count = 1 + rng.below(4) as usize;
            let cases: Vec<String> = (0..count)
                .map(|_| {
                    let n = 1 + rng.below(4) as usize;
                    random_case(&mut rng, n).0
                })
                .collect();
            let text = format!("{count}\n{}", cases.concat());
            CombinationLocks.validate(text.as_bytes()).unwrap();
            let expected: Vec<u8> = read(text.as_bytes(), Mode::Strict)
                .unwrap()
                .iter()
                .flat_map(|case| {
                    let wins = brute::winning_vertices(&pattern_graph(case));
                    super::super::winner(wins[case.start as usize]).to_vec()
                })
                .collect();
            assert_eq!(
                CombinationLocks.solve(text.as_bytes()).unwrap(),
                expected,
                "{text}"
            );
        }
    }
}
