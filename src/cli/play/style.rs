//! The colours of the play screen: what each thing drawn is ([`Role`]) and whether to colour
//! it ([`Palette`]), shared by the grid and the tables.

/// What a cell or vertex is in a drawing; each role has its own colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The token.
    Token,
    /// A legal move of the player to move.
    Legal,
    /// Visited, or blocked: out of the game.
    Spent,
    /// A heading or the grid's numbers.
    Label,
    /// Good news for the user.
    Good,
    /// Bad news for the user.
    Bad,
}

/// Whether to colour the output, decided once from `--color`, the terminal and `NO_COLOR`.
#[derive(Clone, Copy, Debug)]
pub struct Palette {
    /// Emit ANSI colour codes.
    pub colour: bool,
}

impl Palette {
    /// `text` in the colour of `role`, or unchanged without colour.
    pub fn paint(self, role: Role, text: &str) -> String {
        if !self.colour {
            return text.to_string();
        }
        let code = match role {
            Role::Token => "1;30;43",
            Role::Legal => "1;32",
            Role::Spent => "2",
            Role::Label => "36",
            Role::Good => "1;32",
            Role::Bad => "1;31",
        };
        format!("\x1b[{code}m{text}\x1b[0m")
    }
}
