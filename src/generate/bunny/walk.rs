//! One attempt's game of the Bunny-and-Egg generator: the walk that plays the record's plies,
//! with the region searches that keep a game going (see the [module documentation](super)).

use super::{BUDGET_PER_CELL, BUDGET_PER_PLY, BunnySpec, Policy};
use crate::board::bunny::{BunnyBoard, Piece, Record};
use crate::game::Position;
use crate::generate::Rng;
use crate::graph::{Adjacency, Bipartite};

/// One attempt's game: the engine's position and the plies played, with the scratch space of
/// the region searches.
pub(super) struct Walk<'a> {
    pub(super) spec: &'a BunnySpec,
    pub(super) board: &'a BunnyBoard,
    pub(super) position: Position<&'a BunnyBoard>,
    pub(super) moves: Vec<u32>,
    /// Plies the record needs (`2k`).
    pub(super) target: usize,
    /// Per vertex, the stamp of the region search that reached it last.
    pub(super) mark: Vec<u32>,
    /// The next unused stamp (stamps below it are stale).
    pub(super) stamp: u32,
    /// The region searches' queues, one per legal move.
    pub(super) queues: [Vec<u32>; 4],
}

/// A region search's verdict on each legal move: how many plies a path could still make after
/// it, capped.
type Scores = [u64; 4];

impl<'a> Walk<'a> {
    /// The start of a game on `board`. `O(rows cols)` plus the engine's first matching.
    pub(super) fn new(spec: &'a BunnySpec, board: &'a BunnyBoard) -> Walk<'a> {
        Walk {
            spec,
            board,
            position: Position::new(board, board.empty_vertex()),
            moves: Vec::new(),
            target: 2 * spec.moves_per_player as usize,
            mark: vec![0; board.vertex_count()],
            stamp: 1,
            queues: Default::default(),
        }
    }

    /// Plays until the game is as asked, taking plies back on failures; `Err` with the longest
    /// game reached when the budget runs out. Each failure (the game over too early, or with
    /// the second player stuck) takes back `4 * 2^f` plies, `f` the failures since the game
    /// was last longer than ever; the ply it turns back at gets a different move (or, if it
    /// has none, the ply before it).
    pub(super) fn search(&mut self, rng: &mut Rng) -> Result<(), u64> {
        let cells = self.spec.rows as u64 * self.spec.cols as u64;
        let mut budget = BUDGET_PER_PLY * (self.target as u64 + 8) + BUDGET_PER_CELL * cells;
        let (mut longest, mut failures) = (0usize, 0u32);
        let mut forbidden: Option<(usize, u32)> = None;
        loop {
            let ply = self.moves.len();
            if self.spec.open_end && ply == self.target {
                return Ok(());
            }
            let forbid = forbidden
                .take()
                .filter(|&(at, _)| at == ply)
                .map(|(_, v)| v);
            if budget == 0 {
                return Err(longest as u64);
            }
            budget -= 1;
            if let Some(v) = self.next_move(forbid, rng) {
                self.position.play(v).expect("a legal move");
                self.moves.push(v);
                continue;
            }
            let over = forbid.is_none();
            if over && ply >= self.target && ply.is_multiple_of(2) {
                return Ok(()); // the first player is stuck, after enough plies
            }
            if ply == 0 {
                return Err(longest as u64);
            }
            let depth = if over {
                if ply > longest {
                    (longest, failures) = (ply, 0);
                } else {
                    failures = (failures + 1).min(16);
                }
                (4usize << failures).min(ply)
            } else {
                1 // every other move here was tried: turn back one more ply
            };
            budget = budget.saturating_sub(depth as u64);
            let mut last = 0;
            for _ in 0..depth {
                last = self.position.token();
                self.position.undo();
                self.moves.pop();
            }
            forbidden = Some((self.moves.len(), last));
        }
    }

    /// The next ply by the rules of the spec, never `forbid`; `None` if there is none (the
    /// mover is stuck, or only `forbid` or moves of a kind it may not play are left).
    pub(super) fn next_move(&mut self, forbid: Option<u32>, rng: &mut Rng) -> Option<u32> {
        let legal: Vec<u32> = self
            .position
            .legal_moves()
            .into_iter()
            .filter(|&v| Some(v) != forbid)
            .collect();
        if legal.is_empty() {
            return None;
        }
        let ply = self.moves.len();
        let ending = !self.spec.open_end && ply >= self.target;
        // Plies still needed after this one, and how far a region search needs to look.
        let needed = self.target.saturating_sub(ply + 1) as u64;
        let cap = 2 * needed + 32;
        let strict = self.spec.best_percent == 100;
        let mut scores: Option<Scores> = None;
        let mut candidates = legal.clone();
        if let Some(mate) = self.position.winning_move() {
            let (mut good, mut bad) = (Vec::new(), Vec::new());
            for &v in &legal {
                if v == mate {
                    good.push(v); // the engine's own winning move: no search needed
                    continue;
                }
                self.position.play(v).expect("a legal move");
                let opponent_wins = self.position.mover_wins();
                self.position.undo();
                if opponent_wins {
                    bad.push(v);
                } else {
                    good.push(v);
                }
            }
            candidates = if strict || bad.is_empty() {
                good
            } else if good.is_empty() {
                bad // the only winning move was `forbid`
            } else {
                let (drawn, other) = if rng.chance(self.spec.best_percent) {
                    (good, bad)
                } else {
                    (bad, good)
                };
                let switch = if ending {
                    // The first player must not end the game by stepping into a dead end:
                    // the second player would be stuck.
                    ply.is_multiple_of(2)
                        && self.all_dead_ends(&drawn)
                        && !self.all_dead_ends(&other)
                } else {
                    let s = *scores.get_or_insert_with(|| self.region_scores(&legal, cap));
                    let reach = |set: &[u32]| {
                        set.iter()
                            .map(|v| s[legal.iter().position(|w| w == v).expect("legal")])
                            .max()
                            .unwrap_or(0)
                    };
                    reach(&drawn) < needed && reach(&other) >= needed
                };
                if switch { other } else { drawn }
            };
            if candidates.is_empty() {
                return None; // strict, and the only winning move was `forbid`
            }
        }
        if candidates.len() == 1 {
            return Some(candidates[0]);
        }
        let keys: Vec<(u64, u64)> = if ending {
            // The game's end: the second player steps into dead ends, the first avoids them;
            // then fewest onward moves, which leads to corners.
            let second = ply % 2 == 1;
            candidates
                .iter()
                .map(|&v| {
                    let onward = self.position.unvisited_degree(v) as u64;
                    (((onward == 0) != second) as u64, onward)
                })
                .collect()
        } else {
            match self.spec.policy {
                Policy::Random => vec![(0, 0); candidates.len()],
                Policy::Tour => {
                    let s = *scores.get_or_insert_with(|| self.region_scores(&legal, cap));
                    candidates
                        .iter()
                        .map(|&v| {
                            let i = legal.iter().position(|&w| w == v).expect("legal");
                            let onward = self.position.unvisited_degree(v) as u64;
                            (cap - s[i].min(cap), onward)
                        })
                        .collect()
                }
            }
        };
        let least = *keys.iter().min().expect("candidates");
        let ties: Vec<u32> = candidates
            .iter()
            .zip(&keys)
            .filter(|&(_, k)| *k == least)
            .map(|(&v, _)| v)
            .collect();
        Some(ties[rng.below(ties.len() as u64) as usize])
    }

    /// Whether every move in `set` ends the game at once (the opponent has no move). `O(1)`.
    pub(super) fn all_dead_ends(&self, set: &[u32]) -> bool {
        set.iter().all(|&v| self.position.unvisited_degree(v) == 0)
    }

    /// For each legal move (at most 4), an upper bound on the plies that can follow it: a
    /// path from the cell alternates colours inside its region of the unvisited board, so it
    /// has at most `2 min + 1` cells if the cell's colour is the region's majority, else
    /// `2 min`. Capped at `cap`, and only as exact as comparisons need.
    ///
    /// One search per move, run in turns (a cell each), so that small regions are done first;
    /// searches that meet share a region and a score. It stops when every move is in one
    /// region (all scores equal, reported as `cap`), or when all regions but one are done and
    /// that one is already larger than each of them (reported as `cap`: the largest, which
    /// the plies still needed may exceed; a game that then runs short is taken back). Usually
    /// a few cells; twice the second largest region, or `O(cap)` per move, at worst.
    pub(super) fn region_scores(&mut self, legal: &[u32], cap: u64) -> Scores {
        let n = legal.len();
        debug_assert!((1..=4).contains(&n));
        if self.stamp > u32::MAX - 8 {
            self.mark.fill(0);
            self.stamp = 1;
        }
        let base = self.stamp;
        self.stamp += n as u32;
        // Every move is a neighbour of the token: all have the same colour.
        let colour = self.board.is_left(legal[0]);
        let plies = |(same, other): (u64, u64)| {
            let cells = if same > other {
                2 * other + 1
            } else {
                2 * same
            };
            cells.saturating_sub(1)
        };
        let mut parent = [0, 1, 2, 3];
        fn root(parent: &[usize; 4], mut i: usize) -> usize {
            while parent[i] != i {
                i = parent[i];
            }
            i
        }
        // Per region (at its root): cells of the moves' colour and of the other; its score
        // once done.
        let mut counts = [(0u64, 0u64); 4];
        let mut score: [Option<u64>; 4] = [None; 4];
        let mut heads = [0usize; 4];
        let mut queues = std::mem::take(&mut self.queues);
        for (i, &v) in legal.iter().enumerate() {
            queues[i].clear();
            queues[i].push(v);
            self.mark[v as usize] = base + i as u32;
        }
        let token = self.position.token();
        loop {
            for i in 0..n {
                let r = root(&parent, i);
                if score[r].is_some() || heads[i] == queues[i].len() {
                    continue;
                }
                let v = queues[i][heads[i]];
                heads[i] += 1;
                if self.board.is_left(v) == colour {
                    counts[r].0 += 1;
                } else {
                    counts[r].1 += 1;
                }
                if plies(counts[r]) >= cap {
                    score[r] = Some(cap);
                    continue;
                }
                let mut around = [0u32; 4];
                let mut degree = 0;
                self.board.for_each_neighbor(v, |w| {
                    around[degree] = w;
                    degree += 1;
                });
                for &w in &around[..degree] {
                    if w == token || self.position.is_visited(w) {
                        continue;
                    }
                    let m = self.mark[w as usize];
                    if (base..base + n as u32).contains(&m) {
                        // Another search's cell: the two are one region.
                        let (a, b) = (root(&parent, i), root(&parent, (m - base) as usize));
                        if a != b {
                            parent[b] = a;
                            counts[a] = (counts[a].0 + counts[b].0, counts[a].1 + counts[b].1);
                            score[a] = score[a].or(score[b]);
                        }
                        continue;
                    }
                    self.mark[w as usize] = base + i as u32;
                    queues[i].push(w);
                }
            }
            // Regions whose searches have all run out are done, with their exact score.
            let mut open = [false; 4];
            for i in 0..n {
                let r = root(&parent, i);
                open[r] |= heads[i] < queues[i].len() && score[r].is_none();
            }
            for r in 0..n {
                if root(&parent, r) == r && !open[r] && score[r].is_none() {
                    score[r] = Some(plies(counts[r]).min(cap));
                }
            }
            let roots: Vec<usize> = (0..n).filter(|&r| root(&parent, r) == r).collect();
            let undone: Vec<usize> = roots
                .iter()
                .copied()
                .filter(|&r| score[r].is_none())
                .collect();
            if roots.len() == 1 {
                self.queues = queues;
                return [cap; 4]; // one region for all the moves
            }
            match undone[..] {
                [] => break,
                [last] => {
                    let others = roots.iter().filter_map(|&r| score[r]).max().unwrap_or(0);
                    if plies(counts[last]) > others {
                        score[last] = Some(cap);
                        break;
                    }
                }
                _ => {}
            }
        }
        self.queues = queues;
        let mut out = [cap; 4];
        for (i, slot) in out.iter_mut().enumerate().take(n) {
            *slot = score[root(&parent, i)].expect("every region is done");
        }
        out
    }

    /// The record: the game's last `2k` plies (its first `2k` with an open end), on the
    /// laid-out `pieces` with the earlier plies played (each moved piece lands on the other
    /// colour and can never move again). `O(rows cols + plies)`.
    pub(super) fn record(&self, mut pieces: Vec<Piece>) -> Record {
        let skip = self.moves.len() - self.target;
        debug_assert!(
            skip.is_multiple_of(2),
            "the record starts with the first player to move"
        );
        let cols = self.spec.cols as usize;
        let index = |v: u32| {
            let (r, c) = self.board.cell(v).expect("a cell");
            r as usize * cols + c as usize
        };
        let mut empty = index(self.board.empty_vertex());
        for &v in &self.moves[..skip] {
            let from = index(v);
            pieces[empty] = pieces[from];
            pieces[from] = Piece::Empty;
            empty = from;
        }
        let board = BunnyBoard::new(self.spec.rows, self.spec.cols, &pieces).expect("one empty");
        Record {
            board,
            moves_per_player: self.spec.moves_per_player,
            moves: self.moves[skip..].to_vec(),
        }
    }
}
