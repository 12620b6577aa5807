//! The engine in process against random play: it never loses a won game, on random small
//! graphs (checked against exhaustive search) and big boards.

use super::*;

/// Plays `game` to the end: the engine (`best_move`) for `engine`, uniformly random legal
/// moves for the other side. At every engine turn, `check(game)` may compare the engine's
/// verdict with an oracle. Returns whether the engine was winning at its first turn.
fn engine_against_random<G: Adjacency, R: Repair<G>>(
    game: &mut Game<G, R>,
    engine: Player,
    rng: &mut Rng,
    mut check: impl FnMut(&mut Game<G, R>, bool),
) -> Option<bool> {
    let mut winning_at_first_turn = None;
    while !game.is_over() {
        if game.to_move() == engine {
            let winning = game.is_winning();
            check(game, winning);
            winning_at_first_turn.get_or_insert(winning);
            let m = game.best_move().expect("not over");
            game.play(m).expect("the engine's move is legal");
            if winning {
                assert!(
                    !game.is_winning(),
                    "a winning move left the opponent winning"
                );
            }
        } else {
            let legal = game.legal_moves();
            let m = legal[(rng.next_u64() % legal.len() as u64) as usize];
            game.play(m).unwrap();
        }
    }
    winning_at_first_turn
}

/// The visited set of a game on a graph of at most 32 vertices, as a bitmask.
fn visited_mask<G: Adjacency, R: Repair<G>>(game: &Game<G, R>) -> u32 {
    std::iter::once(game.start())
        .chain(game.history().iter().copied())
        .fold(0, |mask, v| mask | 1 << v)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    /// On small graphs (odd cycles allowed), the engine's verdict at each of its turns equals
    /// exhaustive search, and from a winning position it wins against any opponent.
    #[test]
    fn engine_never_loses_a_won_game(
        g in general_graph(12, 24),
        start in 0u32..12,
        engine_first in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let start = start % g.vertex_count() as u32;
        let engine = if engine_first { Player::First } else { Player::Second };
        let mut rng = Rng::new(seed);
        let oracle = |game: &mut Game<&Graph, _>, winning: bool| {
            assert_eq!(winning, brute::wins_from(&g, visited_mask(game), game.token()));
        };
        let mut game = Game::general(&g, start);
        if engine_against_random(&mut game, engine, &mut rng, oracle) == Some(true) {
            prop_assert_eq!(game.winner(), Some(engine));
        }
        if let TwoColouring::Sides(left) = two_colouring(&g) {
            let bg = BipartiteGraph::new(&g, left);
            let mut game = Game::new(&bg, start);
            let oracle = |game: &mut Game<&BipartiteGraph<&Graph>, _>, winning: bool| {
                assert_eq!(winning, brute::wins_from(&g, visited_mask(game), game.token()));
            };
            if engine_against_random(&mut game, engine, &mut Rng::new(seed), oracle) == Some(true) {
                prop_assert_eq!(game.winner(), Some(engine));
            }
        }
    }
}

/// On boards too big for exhaustive search: the engine's first verdict agrees with a
/// from-scratch analysis, and whenever it is winning it wins, against many random opponents.
#[test]
fn engine_wins_won_games_on_big_boards() {
    let mut games = 0;
    let mut won = 0;
    for seed in 0..24u64 {
        let board = random_board(20 + seed as u32 % 7, 25, (seed as u32 * 7) % 40, seed);
        let analysis = analyze(&board, Algorithm::default());
        let general = analyze_general(&board);
        for (_, _, start) in board.free_cells().step_by(37) {
            assert_eq!(analysis.wins(start), general.wins(start));
            for engine in [Player::First, Player::Second] {
                let mut rng = Rng::new(seed * 1000 + start as u64);
                let mut game = Game::new(&board, start);
                let first_turn_check = |game: &mut Game<_, _>, winning: bool| {
                    if game.history().len() < 2 && game.to_move() == Player::First {
                        assert_eq!(winning, analysis.wins(start));
                    }
                };
                if engine_against_random(&mut game, engine, &mut rng, first_turn_check)
                    == Some(true)
                {
                    assert_eq!(
                        game.winner(),
                        Some(engine),
                        "board seed {seed} start {start}"
                    );
                    won += 1;
                }
                games += 1;
            }
        }
    }
    assert!(games > 300 && won > games / 4, "{won} won of {games}");
}
