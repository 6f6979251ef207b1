//! Saves of Play On Words games: the setup (seed, rounds and seats) and every accepted action,
//! in order, as RON a person can read and edit, one action a line:
//!
//! ```text
//! (
//!     setup: (
//!         seed: 7,
//!         rounds: 3,
//!         players: [(name: "Ada"), (name: "Computer", computer: Some(hard))],
//!     ),
//!     actions: [
//!         (seat: 0, action: "draw stock"),
//!         (seat: 0, action: "lay rTrRrErE bBgOrTbH"),
//!         (seat: 0, action: "discard gQ pile 2"),
//!         (seat: 1, action: "draw two pile 1 stock"),
//!         (seat: 1, action: "change 1 prefix bS; cover 3 *A"),
//!         (seat: 1, action: "next round"),
//!     ],
//! )
//! ```
//!
//! Cards are written in the notation of [`super::cards`]; a word's number and a card's
//! position in it count from 1, as the table shows them (`insert 3` goes before the third
//! card; one past the last is the end). The seed decides the challenges of a shorter game and
//! every deal, so replaying the actions rebuilds the game exactly. Words are checked against
//! the built-in English dictionary.

use serde::{Deserialize, Serialize};

use super::cards::{Card, parse_laid_run, run_text};
use super::game::Game;
use super::players::Level;
use super::refusal::Refusal;
use super::state::{Action, Edit, Phase, Pile};
use crate::engine::ActionText;
use crate::engine::saved_game::excerpt;
use crate::i18n::Lang;
use crate::i18n::tr;
use crate::words::{Language, Lexicon, WordListError};

/// Fewest players a save may seat (the registry's).
pub const MIN_PLAYERS: usize = crate::games::play_on_words::INFO.min_seats;
/// Most players a save may seat (the registry's).
pub const MAX_PLAYERS: usize = crate::games::play_on_words::INFO.max_seats;
/// Most actions a save may hold: far more than ten rounds take, so a longer list is refused
/// as it is read.
pub const MAX_ACTIONS: usize = 50_000;

fn ten() -> usize {
    10
}

/// One seat at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayOnWordsSeat {
    /// Display name.
    pub name: String,
    /// A computer player's level; `None` (left out of the file) for a person.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub computer: Option<Level>,
}

/// Everything that decides a game before its first action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayOnWordsSetup {
    /// The seed of the deals and of a shorter game's challenges.
    pub seed: u64,
    /// How many rounds (1 to 10; 10 plays every challenge).
    #[serde(default = "ten")]
    pub rounds: usize,
    /// The seats, in turn order.
    pub players: Vec<PlayOnWordsSeat>,
    /// Fixed deals, one a round from the first: the cards dealt first, in dealing order (`rA
    /// bN * **`: a card to each seat from the dealer's left, round after round, then the two
    /// discard piles, then the draw pile's top), the rest shuffled from the seed. A round left
    /// out, or written `""`, is shuffled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deals: Option<Vec<String>>,
    /// The family filter (house rule): offensive words are kept off the table
    /// (`words::family`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub family_filter: bool,
    /// The players' vote may overrule the dictionary (house rule): a player may put words the
    /// dictionary lacks to the other people's vote.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub dictionary_vote: bool,
    /// A word list the table accepts as well as the dictionary (the house rule "a mutually
    /// accepted dictionary"); a list that cannot be read stops the game from opening, naming
    /// the file and line.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub word_list: Option<String>,
}

impl PlayOnWordsSetup {
    /// The fixed deals as cards; the reason, in the app's language, when a card is not one or
    /// the deck has no more of it.
    pub fn fixed_deals(&self) -> Result<Vec<Vec<Card>>, String> {
        let Some(deals) = &self.deals else {
            return Ok(Vec::new());
        };
        let mut cards = Vec::new();
        for (round, deal) in deals.iter().enumerate() {
            let mut these = Vec::new();
            for text in deal.split_whitespace() {
                let card = Card::parse(text).ok_or_else(|| {
                    tr!(
                        "pow-save-deal-card",
                        round = round + 1,
                        card = text.to_string()
                    )
                })?;
                these.push(card);
            }
            cards.push(these);
        }
        Game::check_deals(&super::rules::Rules::standard(), &cards).map_err(|(round, card)| {
            tr!(
                "pow-save-deal-too-many",
                round = round + 1,
                card = card.to_string()
            )
        })?;
        Ok(cards)
    }
}

impl Default for PlayOnWordsSetup {
    /// No seats, every challenge (ten rounds, as a file that leaves `rounds` out), no house
    /// rule.
    fn default() -> PlayOnWordsSetup {
        PlayOnWordsSetup {
            seed: 0,
            rounds: ten(),
            players: Vec::new(),
            deals: None,
            family_filter: false,
            dictionary_vote: false,
            word_list: None,
        }
    }
}

/// A saved Play On Words game (or a hand-written scenario): its setup and every accepted action.
pub type PlayOnWordsSave = crate::engine::SavedLog<PlayOnWordsSetup>;

impl crate::engine::LogSetup for PlayOnWordsSetup {
    type Action = Action;
    const GAME: &'static crate::engine::catalog::GameInfo = &super::INFO;
    const MAX_ACTIONS: usize = MAX_ACTIONS;

    fn seat_names(&self) -> Vec<&str> {
        self.players.iter().map(|p| p.name.as_str()).collect()
    }

    fn check_setup(&self) -> Result<(), String> {
        if (1..=10).contains(&self.rounds) {
            Ok(())
        } else {
            Err(tr!("error-pow-save-rounds", rounds = self.rounds))
        }
    }
}

fn pile_text(pile: Pile) -> String {
    match pile {
        Pile::Stock => "stock".into(),
        Pile::Discard(n) => format!("pile {}", n + 1),
    }
}

fn edit_text(edit: &Edit) -> String {
    match edit {
        Edit::Prefix(cards) => format!("prefix {}", run_text(cards)),
        Edit::Suffix(cards) => format!("suffix {}", run_text(cards)),
        Edit::Insert { before, cards } => format!("insert {} {}", before + 1, run_text(cards)),
        Edit::Cover { at, card } => format!("cover {} {}", at + 1, card),
    }
}

/// An action as a save's log writes it, one line of text a player could say.
impl ActionText for Action {
    /// An action as a save writes it; [`ActionText::from_text`] reads it back to the same action.
    fn to_text(&self) -> String {
        match self {
            Action::Draw(p) => format!("draw {}", pile_text(*p)),
            Action::DrawTwo(a, b) => format!("draw two {} {}", pile_text(*a), pile_text(*b)),
            Action::LayDown(words) => {
                let words: Vec<String> = words.iter().map(|w| run_text(w)).collect();
                format!("lay {}", words.join(" "))
            }
            Action::Change { word, edits } => {
                let edits: Vec<String> = edits.iter().map(edit_text).collect();
                format!("change {} {}", word + 1, edits.join("; "))
            }
            Action::Discard { card, pile } => format!("discard {card} pile {}", pile + 1),
            Action::NextRound => "next round".into(),
            Action::AskTable(words) => format!("ask {}", words.join(" ")),
            Action::Vote(true) => "vote yes".into(),
            Action::Vote(false) => "vote no".into(),
        }
    }

    /// Reads an action as [`ActionText::to_text`] writes it (keywords in any case).
    fn from_text(text: &str) -> Result<Action, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let bad = || tr!("error-pow-save-action", text = excerpt(text.trim()));
        let Some(first) = words.first().map(|w| w.to_ascii_lowercase()) else {
            return Err(bad());
        };
        let rest = &words[1..];
        let parsed = match first.as_str() {
            "draw" => {
                let two = rest.first().is_some_and(|w| w.eq_ignore_ascii_case("two"));
                let mut found = Vec::new();
                let left = piles(if two { &rest[1..] } else { rest }, &mut found);
                match (two, left, found.as_slice()) {
                    (false, Some([]), [p]) => Some(Action::Draw(*p)),
                    (true, Some([]), [a, b]) => Some(Action::DrawTwo(*a, *b)),
                    _ => None,
                }
            }
            "lay" if !rest.is_empty() => rest
                .iter()
                .map(|w| parse_laid_run(w).ok())
                .collect::<Option<Vec<_>>>()
                .map(Action::LayDown),
            "change" => (|| {
                let (&n, _) = rest.split_first()?;
                let word = number(n)?;
                let body = text.trim_start()[6..].trim_start()[n.len()..].to_string();
                let edits = body
                    .split(';')
                    .map(parse_edit)
                    .collect::<Option<Vec<_>>>()?;
                Some(Action::Change { word, edits })
            })(),
            "discard" => match rest {
                [card, p, n] if p.eq_ignore_ascii_case("pile") => Card::parse(card)
                    .zip(number(n))
                    .map(|(card, pile)| Action::Discard { card, pile }),
                _ => None,
            },
            "next" if rest.len() == 1 && rest[0].eq_ignore_ascii_case("round") => {
                Some(Action::NextRound)
            }
            "ask" if !rest.is_empty() => Some(Action::AskTable(
                rest.iter().map(|w| w.to_ascii_uppercase()).collect(),
            )),
            "vote" => match rest {
                [yes] if yes.eq_ignore_ascii_case("yes") => Some(Action::Vote(true)),
                [no] if no.eq_ignore_ascii_case("no") => Some(Action::Vote(false)),
                _ => None,
            },
            _ => None,
        };
        parsed.ok_or_else(bad)
    }
}

/// Reads piles (`stock`, `pile N`) from words; the rest.
fn piles<'a>(mut words: &'a [&'a str], out: &mut Vec<Pile>) -> Option<&'a [&'a str]> {
    while let Some((&first, rest)) = words.split_first() {
        match first.to_ascii_lowercase().as_str() {
            "stock" => {
                out.push(Pile::Stock);
                words = rest;
            }
            "pile" => {
                let (&n, rest) = rest.split_first()?;
                let n: usize = n.parse().ok().filter(|&n| n >= 1)?;
                out.push(Pile::Discard(n - 1));
                words = rest;
            }
            _ => break,
        }
    }
    Some(words)
}

fn number(text: &str) -> Option<usize> {
    text.parse::<usize>()
        .ok()
        .filter(|&n| n >= 1)
        .map(|n| n - 1)
}

fn parse_edit(text: &str) -> Option<Edit> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let run = |t: &str| parse_laid_run(t).ok().filter(|r| !r.is_empty());
    match words.as_slice() {
        [kind, cards] if kind.eq_ignore_ascii_case("prefix") => Some(Edit::Prefix(run(cards)?)),
        [kind, cards] if kind.eq_ignore_ascii_case("suffix") => Some(Edit::Suffix(run(cards)?)),
        [kind, at, cards] if kind.eq_ignore_ascii_case("insert") => Some(Edit::Insert {
            before: number(at)?,
            cards: run(cards)?,
        }),
        [kind, at, card] if kind.eq_ignore_ascii_case("cover") => match run(card)?.as_slice() {
            [card] => Some(Edit::Cover {
                at: number(at)?,
                card: *card,
            }),
            _ => None,
        },
        _ => None,
    }
}

/// Why a replay stopped: action `index` (from 0) was refused, and the rules' reason.
pub type ReplayStop = crate::engine::ReplayStop<Refusal>;

impl crate::engine::Worded for Refusal {
    fn message(&self, lang: Lang) -> String {
        Refusal::message(self, lang)
    }
}

impl PlayOnWordsSave {
    /// The words the game is played with: the English dictionary, the table's word list's
    /// words when the setup names one, less the family filter's when it is on (an error names
    /// the list's file, and the line of a bad word).
    pub fn lexicon(&self) -> Result<Lexicon, WordListError> {
        crate::words::table_words::table_lexicon(
            Language::English,
            self.setup.word_list.as_deref(),
            self.setup.family_filter,
        )
    }

    /// The game before its first action (standard deck), played with `lexicon` (see
    /// [`PlayOnWordsSave::lexicon`]).
    pub fn new_game(&self, lexicon: &Lexicon) -> Game {
        let names: Vec<&str> = self.setup.players.iter().map(|p| p.name.as_str()).collect();
        // The deals are checked when the file is read (`check_deals`).
        let deals = self.setup.fixed_deals().unwrap_or_default();
        let mut game = Game::with_deals(
            super::rules::Rules::standard(),
            lexicon.clone(),
            &names,
            self.setup.seed,
            self.setup.rounds,
            deals,
        );
        game.house_vote = crate::engine::word_vote::DictionaryVote::new(
            self.setup.dictionary_vote,
            self.setup
                .players
                .iter()
                .map(|p| p.computer.is_none())
                .collect(),
        );
        game
    }

    /// Plays the setup and every action; stops at the first one refused.
    pub fn replay(&self, lexicon: &Lexicon) -> Result<Game, ReplayStop> {
        let apply = |g: &mut Game, seat: usize, a: &Action| g.apply(seat, a);
        crate::engine::replay_log(self.new_game(lexicon), &self.actions, apply, |_, _| {})
    }
}

/// The state of a replayed game as JSON, for `wordtable replay`: the round and its challenge,
/// each player's hand and score, the piles, the words on the table, the rounds played.
pub fn state_json(game: &Game) -> serde_json::Value {
    use serde_json::json;
    let cards = |c: &[Card]| c.iter().map(Card::to_string).collect::<Vec<_>>().join(" ");
    json!({
        "game": crate::games::play_on_words::INFO.id,
        "round": game.round + 1,
        "rounds": game.schedule.len(),
        "challenge": game.challenge().number,
        "dealer": game.dealer,
        "players": game.seats.iter().map(|s| json!({
            "name": s.name,
            "hand": cards(&s.hand),
            "score": s.score,
            "in": s.is_in,
        })).collect::<Vec<_>>(),
        "stock": game.stock.len(),
        "discards": game.discards.iter().map(|p| cards(p)).collect::<Vec<_>>(),
        "words": game.words.iter().map(|w| json!({
            "word": w.text(),
            "owner": w.owner,
            "kind": match w.kind {
                super::Kind::Pure(c) => format!("pure {c:?}").to_lowercase(),
                super::Kind::Mixed => "mixed".into(),
            },
            "cards": w.slots.iter().map(|s| run_text(&s.stack)).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
        "history": game.history.iter().map(|r| json!({
            "challenge": r.challenge,
            "winner": r.winner,
            "points": r.points,
        })).collect::<Vec<_>>(),
        "phase": format!("{:?}", game.phase()),
        "over": matches!(game.phase(), Phase::Over),
    })
}

/// For tests and tools: a save of computer seats at `levels` playing a game of `rounds`
/// rounds from `seed`, stopped after `actions` actions (or at the end), and its game.
pub fn self_play(
    seed: u64,
    levels: &[Level],
    rounds: usize,
    actions: usize,
) -> (PlayOnWordsSave, Game) {
    use rand::SeedableRng;
    let names = ["Ana", "Ben", "Cleo", "Dan", "Eve", "Fay"];
    let mut save = PlayOnWordsSave::new(PlayOnWordsSetup {
        seed,
        rounds,
        players: levels
            .iter()
            .zip(names)
            .map(|(l, n)| PlayOnWordsSeat {
                name: n.to_string(),
                computer: Some(*l),
            })
            .collect(),
        ..Default::default()
    });
    let mut game = save.new_game(&save.lexicon().unwrap());
    let mut rngs: Vec<rand_chacha::ChaCha8Rng> = (0..levels.len())
        .map(|s| rand_chacha::ChaCha8Rng::seed_from_u64(seed ^ (s as u64 + 1) << 20))
        .collect();
    while save.actions.len() < actions && !game.is_over() {
        let seat = game.acting()[0];
        let action = super::players::choose(&game, seat, levels[seat], &mut rngs[seat]);
        game.apply(seat, &action)
            .expect("the computer players play legal actions");
        save.record(seat, &action);
    }
    (save, game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::saved_game::GameSave;
    use crate::games::play_on_words::{Colour, Laid};

    #[test]
    fn a_fixed_deal_gives_its_cards_first_and_a_bad_one_is_refused() {
        let text = r#"(game: "play_on_words", save: (setup: (seed: 4,
            players: [(name: "Ana"), (name: "Ben")], deals: Some(["rJ bZ gQ *"])), actions: []))"#;
        let save = GameSave::parse(text).unwrap();
        let save = save.get::<PlayOnWordsSave>().unwrap();
        let game = save.new_game(&save.lexicon().unwrap());
        // Dealt one at a time from the dealer's left: Ana (the dealer is Ben), Ben, Ana, Ben.
        let card = |t: &str| Card::parse(t).unwrap();
        assert_eq!(game.seats[0].hand[..2], [card("rJ"), card("gQ")]);
        assert_eq!(game.seats[1].hand[..2], [card("bZ"), card("*")]);
        // Only the named cards are fixed: the rest is the seed's shuffle, the same each time.
        assert_eq!(
            save.new_game(&save.lexicon().unwrap()).seats[0].hand,
            game.seats[0].hand
        );
        assert!(save.to_ron().contains("deals: Some([\"rJ bZ gQ *\"])"));
        for (deal, said) in [("rJ xx", "\"xx\""), ("rZ", "more")] {
            let bad = text.replace("rJ bZ gQ *", deal);
            let err = GameSave::parse(&bad).unwrap_err().to_string();
            assert!(err.contains(said) && err.contains('1'), "{deal}: {err}");
        }
    }

    #[test]
    fn every_action_reads_back_from_its_text() {
        let actions = [
            Action::Draw(Pile::Stock),
            Action::Draw(Pile::Discard(1)),
            Action::DrawTwo(Pile::Discard(0), Pile::Stock),
            Action::LayDown(vec![
                parse_laid_run("rTrRrE*E").unwrap(),
                parse_laid_run("bBgOrTbH").unwrap(),
            ]),
            Action::Change {
                word: 2,
                edits: vec![
                    Edit::Prefix(parse_laid_run("rDrE").unwrap()),
                    Edit::Cover {
                        at: 1,
                        card: Laid::letter(Colour::Red, b'A'),
                    },
                    Edit::Insert {
                        before: 2,
                        cards: vec![Laid::wild(b'U')],
                    },
                    Edit::Suffix(vec![Laid::double(b'E', b'D')]),
                ],
            },
            Action::Discard {
                card: Card::DoubleWild,
                pile: 1,
            },
            Action::NextRound,
        ];
        for a in actions {
            assert_eq!(Action::from_text(&a.to_text()), Ok(a.clone()), "{a:?}");
        }
        assert_eq!(
            Action::DrawTwo(Pile::Stock, Pile::Discard(1)).to_text(),
            "draw two stock pile 2"
        );
        for bad in [
            "",
            "draw",
            "draw pile 0",
            "draw two stock",
            "lay",
            "lay rT rx",
            "change 0 prefix rA",
            "change 1 cover 2 rArB",
            "change 1 frobnicate rA",
            "discard rA",
            "discard rA pile 0",
            "next",
        ] {
            assert!(Action::from_text(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn a_saved_game_reads_back_in_its_envelope_and_replays_to_the_same_game() {
        let (save, game) = self_play(3, &[Level::Normal, Level::Hard], 2, 120);
        let text = GameSave::new(save.clone()).to_ron();
        assert!(text.contains("game: \"play_on_words\""), "{text}");
        assert!(text.contains("(seat: 0, action: \"draw "), "{text}");
        let again = GameSave::parse(&text).unwrap();
        assert_eq!(again, GameSave::new(save.clone()));
        let replayed = save.replay(&save.lexicon().unwrap()).unwrap();
        assert_eq!(state_json(&replayed), state_json(&game));
        assert_eq!(PlayOnWordsSave::parse(&save.to_ron()), Ok(save));
    }

    #[test]
    fn a_refused_action_stops_the_replay_where_it_is() {
        let (mut save, _) = self_play(4, &[Level::Easy, Level::Easy], 1, 0);
        save.record(1, &Action::Draw(Pile::Stock));
        let Err(stop) = save.replay(&save.lexicon().unwrap()) else {
            panic!("seat 1 drew on seat 0's turn");
        };
        assert_eq!(stop.index, 0);
        assert_eq!(stop.refusal, Refusal::NotYourTurn { waiting: 0 });
    }

    #[test]
    fn a_save_is_checked_as_it_is_read() {
        let one = "(setup: (seed: 1, players: [(name: \"A\")]))";
        assert!(PlayOnWordsSave::parse(one).is_err());
        let seat = "(setup: (seed: 1, players: [(name: \"A\"), (name: \"B\")]), \
                    actions: [(seat: 2, action: \"draw stock\")])";
        assert!(PlayOnWordsSave::parse(seat).is_err());
        let rounds = "(setup: (seed: 1, rounds: 11, players: [(name: \"A\"), (name: \"B\")]))";
        assert!(PlayOnWordsSave::parse(rounds).is_err());
        let ok =
            "(setup: (seed: 1, players: [(name: \"A\"), (name: \"B\", computer: Some(hard))]))";
        let save = PlayOnWordsSave::parse(ok).unwrap();
        assert_eq!(save.setup.rounds, 10);
        assert_eq!(save.setup.players[1].computer, Some(Level::Hard));
    }

    #[test]
    fn the_covered_example_is_played_as_the_history_keeps_it() {
        let text = include_str!("../../../docs/examples/play-on-words-covered.ron");
        let played = GameSave::parse(text).unwrap().played().unwrap();
        assert_eq!(played.variant, "play_on_words");
        assert_eq!(played.language, "en");
        assert!(!played.finished);
        let seats = played.seat_rows();
        assert_eq!(
            seats,
            [
                ("Ana", None, 0, false),
                ("Ben", Some("normal"), 0, false),
                ("Cleo", Some("hard"), 15, false),
            ]
        );
        let words: Vec<_> = played
            .words
            .iter()
            .map(|w| (w.seat, w.word.as_str(), w.points))
            .collect();
        // Laid words, then the words changes make (GENU covered to GENT, GLENT with an L).
        assert_eq!(
            words[..6],
            [
                (0, "GENU", 0),
                (0, "FAW", 0),
                (1, "HORN", 0),
                (1, "ENS", 0),
                (1, "GENT", 0),
                (1, "GLENT", 0),
            ]
        );
        // HAZY holds one bonus letter, Z: its value, H1 A1 Z1 Y1.
        assert!(words.contains(&(2, "HAZY", 4)));
        assert_eq!(words.last(), Some(&(0, "PRUNES", 0)));
        assert_eq!(words.len(), 17);
        // Cleo's 15: HAZY's bonus and the 11 she won going out in the first round.
        assert_eq!(played.words.iter().map(|w| w.points).sum::<i32>(), 4);
    }
}
