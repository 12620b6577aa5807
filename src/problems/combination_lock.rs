//! CCPC 2020 Changchun, problem H "Combination Lock" (Codeforces Gym 102832H): a lock of `m`
//! rings with digits 0 to 9 shows a password. Alice and Bob in turn spin one ring one step
//! either way; a player who makes a password that was already on the lock (the initial one
//! included), or one of the `n` passwords of a set `S`, loses. Alice moves first. For each
//! test case: `Alice` or `Bob`, the winner.
//!
//! Making a banned or repeated password is a move into a lost position, so the game is the
//! token game on the passwords outside `S`, two of them adjacent when one spin of one ring
//! turns one into the other. Every spin changes the digit sum by one (mod 10, an even
//! modulus), so the graph is bipartite by the parity of the digit sum, and Alice wins exactly
//! when the initial password is in every maximum matching.
//!
//! Input: `T`; per test case a line `m n t` (`t` the initial password, `m` digits) and `n`
//! lines of `m` digits, the passwords of `S`.

use super::batch::Shape;
use super::validate::{Mode, Reader, Violation};
use super::{Problem, analyze_any, read_banned};
use crate::generate::Rng;
use crate::graph::Graph;
use crate::read::ParseError;

/// CCPC 2020 Changchun H, Combination Lock.
pub struct CombinationLock;

/// The statement's `T <= 10`.
const MAX_T: i64 = 10;
/// The statement's `m <= 5`.
const MAX_M: i64 = 5;
/// What the solver takes: 10^6 passwords, 6 * 10^6 edges.
const HARD_M: i64 = 6;

/// One test case: the passwords as numbers (`digits[0]` is the leftmost ring's digit, the
/// most significant), the banned ones, and the initial one.
struct Case {
    m: u32,
    banned: Vec<bool>,
    start: u32,
}

/// Reads a password of `m` digits as a number. `O(m)`.
fn read_password(r: &mut Reader, what: &str, m: u32) -> Result<u32, Violation> {
    let digits = r.read_string(what, m as usize, b"0123456789", ("digit", "digits"))?;
    Ok(digits
        .iter()
        .fold(0u32, |value, &d| value * 10 + (d - b'0') as u32))
}

/// Reads every test case; strict mode also checks the limits, that no banned password
/// appears twice and that none is the initial one. `O(T * 10^m)`.
fn read(input: &[u8], mode: Mode) -> Result<Vec<Case>, Violation> {
    let mut r = Reader::new(input, mode)?;
    let t = r.read_limit("T", 1, MAX_T, 1 << 20)?;
    r.read_eoln()?;
    let mut cases = Vec::new();
    for _ in 0..t {
        let m = r.read_limit("m", 1, MAX_M, HARD_M)? as u32;
        r.read_space()?;
        let size = 10u32.pow(m);
        let n = r.read_int("n", 0, size as i64 - 1)?;
        r.read_space()?;
        let start = read_password(&mut r, "the initial password", m)?;
        r.read_eoln()?;
        let banned = read_banned(
            &mut r,
            n,
            size as usize,
            start,
            (&|i| format!("password {i} of S"), "the initial password"),
            |r| read_password(r, "a password of S", m),
        )?;
        cases.push(Case { m, banned, start });
    }
    r.read_eof()?;
    Ok(cases)
}

/// The lock's graph: password `p` joined to the password one step up on each ring (the step
/// down is the other end's step up), banned passwords left isolated. `O(m 10^m)`.
fn lock_graph(case: &Case) -> Graph {
    let size = case.banned.len() as u32;
    let mut edges = Vec::with_capacity(size as usize * case.m as usize);
    for p in (0..size).filter(|&p| !case.banned[p as usize]) {
        let mut place = 1;
        for _ in 0..case.m {
            let digit = p / place % 10;
            let up = if digit == 9 { p - 9 * place } else { p + place };
            if !case.banned[up as usize] {
                edges.push((p, up));
            }
            place *= 10;
        }
    }
    Graph::from_edges(size as usize, &edges)
}

impl Problem for CombinationLock {
    fn name(&self) -> &'static str {
        "combination-lock"
    }
    fn summary(&self) -> &'static str {
        "CCPC 2020 Changchun H (Gym 102832H): spin one ring of an m-ring lock a step; Alice or Bob wins"
    }
    fn limits(&self) -> &'static str {
        "1 <= T <= 10, 1 <= m <= 5, 0 <= n < 10^m, passwords of m digits, S without repeats or the initial password"
    }
    fn solve(&self, input: &[u8]) -> Result<Vec<u8>, ParseError> {
        let mut out = Vec::new();
        for case in read(input, Mode::Lenient)? {
            let analysis = analyze_any(&lock_graph(&case));
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
            let m = shape.dimension(2, MAX_M as u32, rng);
            let size = 10u32.pow(m);
            let start = rng.below(size as u64) as u32;
            // The share of S: anything at random; the adversarial ones near the threshold
            // where the free passwords stop forming one big region, or everything but a few.
            let percent = match shape {
                Shape::Adversarial => [45, 50, 55, 99][rng.below(4) as usize],
                _ => rng.below(100) as u32,
            };
            let mut banned: Vec<u32> = (0..size)
                .filter(|&p| p != start && rng.chance(percent))
                .collect();
            rng.shuffle(&mut banned);
            let width = m as usize;
            text.push_str(&format!("{m} {} {start:0width$}\n", banned.len()));
            for p in banned {
                text.push_str(&format!("{p:0width$}\n"));
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

    /// The game played out by the rules on the digits themselves (not on the graph):
    /// whether the player to move wins from `password` with `seen` already on the lock.
    fn mover_wins(m: u32, password: u32, seen: &mut Vec<bool>) -> bool {
        let mut place = 1;
        for _ in 0..m {
            let digit = password / place % 10;
            for next_digit in [(digit + 1) % 10, (digit + 9) % 10] {
                let next = password - digit * place + next_digit * place;
                if !seen[next as usize] {
                    seen[next as usize] = true;
                    let wins = !mover_wins(m, next, seen);
                    seen[next as usize] = false;
                    if wins {
                        return true;
                    }
                }
            }
            place *= 10;
        }
        false
    }

    #[test]
    fn random_locks_match_a_search_of_the_game() {
        let mut rng = Rng::new(2020);
        for _ in 0..300 {
            // One ring: all 10 passwords; two rings: most of the 100 banned, so that the
            // search stays small.
            let m = 1 + rng.below(2) as u32;
            let size = 10u32.pow(m);
            let start = rng.below(size as u64) as u32;
            let keep = if m == 1 { 70 } else { 12 };
            let banned: Vec<u32> = (0..size)
                .filter(|&p| p != start && !rng.chance(keep))
                .collect();
            let width = m as usize;
            let mut text = format!("1\n{m} {} {start:0width$}\n", banned.len());
            for p in &banned {
                text.push_str(&format!("{p:0width$}\n"));
            }
            CombinationLock.validate(text.as_bytes()).unwrap();
            let answer = CombinationLock.solve(text.as_bytes()).unwrap();
            let mut seen = vec![false; size as usize];
            for &p in &banned {
                seen[p as usize] = true;
            }
            seen[start as usize] = true;
            let expected = super::super::winner(mover_wins(m, start, &mut seen));
            assert_eq!(answer, expected, "{text}");
            // And the graph is the game's: the exhaustive search on it agrees (it takes up
            // to 32 vertices: one ring).
            if m == 1 {
                let case = &read(text.as_bytes(), Mode::Strict).unwrap()[0];
                let wins = brute::winning_vertices(&lock_graph(case));
                assert_eq!(super::super::winner(wins[start as usize]), expected);
            }
        }
    }
}
