//! `bigame play --game edge`: the edge game's transcript with the used passages drawn, and
//! what it refuses.

use super::transcripts::play_with_input;

/// A whole edge game on a 2x3 board, every line fixed: the engine places the token (every
/// start wins for the mover), the hint, the used passages drawn between the cells (`-` and
/// `|`), a move back to a visited cell along an unused passage, and a move along a used one
/// refused.
#[test]
fn an_edge_game_transcript_draws_the_used_passages() {
    let (code, out, err) = play_with_input(
        "2 3\n...\n...\n",
        &["--game", "edge", "--as", "first", "--color", "never"],
        "hint\n1 1\n1 2\n2 2\n1 3\n2 2\n",
    );
    assert_eq!((code, err.as_str()), (0, ""));
    let expected = "\
Playing the edge game on the 2x3 board (6 free cells, rook moves).
The first player wins with perfect play, since the player to move wins on every free cell, and you are the first player: the engine places the token, you move first.
Type help for the commands.
The engine places the token on 1 2.
    1 2 3
 1  * @ *
 2  . * .
@ token   * legal move   x visited   - | used passage   # blocked   . free
Legal moves: 1 1, 1 3, 2 2
Your move (row col)> hint
Hint: you are winning: play 1 1.
Your move (row col)> 1 1
The engine plays 2 1.
    1 2 3
 1  x-x .
    |
 2  @ * .
@ token   * legal move   x visited   - | used passage   # blocked   . free
Legal moves: 2 2
Your move (row col)> 1 2
1 2 is not a legal move. Legal moves: 2 2
Your move (row col)> 2 2
The engine plays 1 2.
    1 2 3
 1  x-@ *
    | |
 2  x-x .
@ token   * legal move   x visited   - | used passage   # blocked   . free
Legal moves: 1 3
Your move (row col)> 1 3
The engine plays 2 3.
    1 2 3
 1  x-x-x
    | | |
 2  x-* @
@ token   * legal move   x visited   - | used passage   # blocked   . free
Legal moves: 2 2
Your move (row col)> 2 2
    1 2 3
 1  x-x-x
    | | |
 2  x-@-x
@ token   * legal move   x visited   - | used passage   # blocked   . free
The engine has no move from 2 2. You win!
You made no mistakes.
";
    assert_eq!(out, expected);
}

/// On a graph, the walk is listed (the token comes back to 1 along the fourth edge of a
/// 4-cycle).
#[test]
fn an_edge_game_on_a_graph_lists_the_used_edges() {
    let (code, out, err) = play_with_input(
        "4 4\n1 2\n2 3\n3 4\n4 1\n",
        &["--game", "edge", "--color", "never"],
        "1\n3\n1\n",
    );
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(
        out.contains("The second player wins with perfect play, by placing the token on one of the 4 vertices where the player to move loses"),
        "{out}"
    );
    assert!(
        out.contains("Token on 2; 1 edge used.\nUsed edges: 1 → 2\nLegal moves: 3\n"),
        "{out}"
    );
    assert!(
        out.contains("Token on 1; 4 edges used.\nUsed edges: 1 → 2 → 3 → 4 → 1\nThe engine has no move from 1. You win!"),
        "{out}"
    );
}

/// Refused before the game, one line and status 2: the edge game on a Bunny-and-Egg board,
/// and king moves on a board too big for the exhaustive search (its odd cycle named by
/// cells).
#[test]
fn edge_games_that_cannot_be_played_are_refused() {
    let (code, out, err) = play_with_input("2 2\nX.\nOX\n", &["--game", "edge"], "");
    assert_eq!(code, 2);
    assert_eq!(out, "");
    assert!(
        err.contains("--game edge is for free-cell boards and graphs"),
        "{err}"
    );
    let board = format!("8 8\n{}", "........\n".repeat(8));
    let (code, out, err) = play_with_input(&board, &["--game", "edge", "--moves", "king"], "");
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.ends_with("the board is not bipartite (odd cycle 1 2, 1 1, 2 1) and has 210 passages: the edge game is PSPACE-complete on such graphs, and bigame searches it exhaustively only up to 24 passages\n"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1);
}

/// Before the placement, `show` on a small graph lists its vertices (issue 43), and on a big
/// one says how many there are and how to type one.
#[test]
fn show_before_the_placement_lists_a_small_graphs_vertices() {
    let (code, out, _) =
        play_with_input("4 3\n1 2\n2 3\n3 4\n", &["--as", "second"], "show\nquit\n");
    assert_eq!(code, 0);
    assert!(
        out.contains("Place the token (vertex)> show\nThe token is not placed yet; the graph has 4 vertices: 1, 2, 3, 4.\n"),
        "{out}"
    );
    let edges: String = (2..=200).map(|v| format!("1 {v}\n")).collect();
    let (_, out, _) = play_with_input(
        &format!("200 199\n{edges}"),
        &["--as", "second"],
        "show\nquit\n",
    );
    assert!(
        out.contains("The token is not placed yet; the graph has 200 vertices: type one by its number, 1 to 200.\n"),
        "{out}"
    );
}
