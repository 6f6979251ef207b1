//! Saves of Colonization games: the setup (seed and seats) and every accepted action, in
//! order, as RON a person can read and edit, one action a line:
//!
//! ```text
//! (
//!     setup: (
//!         seed: 7,
//!         players: [(name: "Ada"), (name: "Computer", computer: Some(placeholder))],
//!     ),
//!     actions: [
//!         (seat: 0, action: "name ZEBULON"),
//!         (seat: 1, action: "accept"),
//!         (seat: 0, action: "8H NOTE"),
//!         (seat: 1, action: "transform 1"),
//!         (seat: 0, action: "reveal E"),
//!         (seat: 1, action: "english"),
//!     ],
//! )
//! ```
//!
//! An action is written as a player would say it: `name` and the language, `accept` or
//! `refuse`, a placement in the crossword notation, `pass`, `exchange` and the tiles,
//! `transform` and a record's number (from 1, as the table shows it), `reveal` and a tile
//! (`?` a blank), `english` for English's turn. The seed decides the bag and every English
//! draw, so replaying the actions rebuilds the game exactly. The words are checked against
//! the built-in English dictionary only to tell English words.

use serde::{Deserialize, Serialize};

use super::game::Game;
use super::plugin::ColonizationLevel;
use super::refusal::Refusal;
use super::state::{Action, Phase};
use crate::engine::ActionText;
use crate::engine::saved_game::excerpt;
use crate::games::crossword::save::{action_text as crossword_text, parse_action as crossword};
use crate::games::crossword::{self, SIZE};
use crate::i18n::Lang;
use crate::i18n::tr;
use crate::words::{Language, Lexicon};

/// Fewest players a save may seat (the registry's).
pub const MIN_PLAYERS: usize = crate::games::colonization::INFO.min_seats;
/// Most players a save may seat (the registry's).
pub const MAX_PLAYERS: usize = crate::games::colonization::INFO.max_seats;
/// Most actions a save may hold: far more than a game takes (every placement lays a tile of
/// the 100, and each turn adds at most a vote per player, a Transform's reveals and English's
/// turn), so a longer list is refused as it is read.
pub const MAX_ACTIONS: usize = 10_000;

/// One seat at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ColonizationSeat {
    /// Display name.
    pub name: String,
    /// A computer player's level; `None` (left out of the file) for a person.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub computer: Option<ColonizationLevel>,
}

/// Everything that decides a game before its first action (its `Default` seats nobody and
/// plays no house rule).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ColonizationSetup {
    /// The seed of the bag and of English's draws.
    pub seed: u64,
    /// The seats, in turn order.
    pub players: Vec<ColonizationSeat>,
    /// A fixed bag: the tiles drawn first, in order (`?` a blank; the racks are drawn seat by
    /// seat, then every later draw), the rest of the Classic set shuffled from the seed after
    /// them, and a tile put back goes to the bottom. A scenario's deal without searching for a
    /// seed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bag: Option<String>,
    /// The family filter (house rule): English's offensive words are never placed, claimed
    /// or played by English (`words::family`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub family_filter: bool,
    /// A word list the table accepts as English words as well as the dictionary's (the house rule "a mutually
    /// accepted dictionary"); a list that cannot be read stops the game from opening, naming
    /// the file and line.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub word_list: Option<String>,
}

/// A saved Colonization game (or a hand-written scenario): its setup and every accepted action.
pub type ColonizationSave = crate::engine::SavedLog<ColonizationSetup>;

impl crate::engine::LogSetup for ColonizationSetup {
    type Action = Action;
    const GAME: &'static crate::engine::catalog::GameInfo = &super::INFO;
    const MAX_ACTIONS: usize = MAX_ACTIONS;

    fn seat_names(&self) -> Vec<&str> {
        self.players.iter().map(|p| p.name.as_str()).collect()
    }
}

impl ColonizationSetup {
    /// Whether a fixed bag is made of the Classic set's tiles (`A`-`Z`, `?`), no more of each
    /// than the set holds; the reason, in the app's language, when not.
    pub fn check_bag(&self) -> Result<(), String> {
        let Some(bag) = &self.bag else {
            return Ok(());
        };
        crate::games::crossword::save::check_fixed_bag(
            crate::games::crossword::RulesKind::Classic.rules(),
            bag,
        )
    }
}

/// An action as a save's log writes it, one line of text a player could say.
impl ActionText for Action {
    /// An action as a save writes it; [`ActionText::from_text`] reads it back to the same action.
    fn to_text(&self) -> String {
        match self {
            Action::Name(name) => format!("name {name}"),
            Action::Vote(true) => "accept".into(),
            Action::Vote(false) => "refuse".into(),
            Action::Place(play) => crossword_text(&crossword::game::Action::Place(play.clone())),
            Action::Pass => "pass".into(),
            Action::Exchange(tiles) => {
                crossword_text(&crossword::game::Action::Exchange(tiles.clone()))
            }
            Action::Transform { record } => format!("transform {}", record + 1),
            Action::Reveal(tile) => format!("reveal {}", *tile as char),
            Action::EnglishTurn => "english".into(),
        }
    }

    /// Reads an action as [`ActionText::to_text`] writes it (keywords in any case).
    fn from_text(text: &str) -> Result<Action, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let bad = || tr!("error-col-save-action", text = excerpt(text.trim()));
        let Some(first) = words.first().map(|w| w.to_ascii_lowercase()) else {
            return Err(bad());
        };
        match (first.as_str(), &words[1..]) {
            ("name", [name])
                if name.len() <= SIZE && name.bytes().all(|b| b.is_ascii_alphabetic()) =>
            {
                Ok(Action::Name(name.to_string()))
            }
            // A name that is not one word of letters is said as a name, not read as a placement.
            ("name", _) => Err(tr!("error-col-save-name", text = excerpt(text.trim()))),
            ("accept", []) => Ok(Action::Vote(true)),
            ("refuse", []) => Ok(Action::Vote(false)),
            ("transform", [n]) => match n.parse::<usize>() {
                Ok(n) if n >= 1 => Ok(Action::Transform { record: n - 1 }),
                _ => Err(bad()),
            },
            ("reveal", [tile]) => match tile.as_bytes() {
                [t] if t.is_ascii_uppercase() || *t == b'?' => Ok(Action::Reveal(*t)),
                _ => Err(bad()),
            },
            ("english", []) => Ok(Action::EnglishTurn),
            _ => match crossword(text)? {
                crossword::game::Action::Place(play) => Ok(Action::Place(play)),
                crossword::game::Action::Pass => Ok(Action::Pass),
                crossword::game::Action::Exchange(tiles) => Ok(Action::Exchange(tiles)),
                // Colonization has no challenges: its words are voted on.
                crossword::game::Action::Challenge
                | crossword::game::Action::Accept
                | crossword::game::Action::Vote(_) => Err(bad()),
            },
        }
    }
}

/// Why a replay stopped: action `index` (from 0) was refused, and the rules' reason.
pub type ReplayStop = crate::engine::ReplayStop<Refusal>;

impl crate::engine::Worded for Refusal {
    fn message(&self, lang: Lang) -> String {
        Refusal::message(self, lang)
    }
}

impl ColonizationSave {
    /// The dictionary that tells English words: the built-in English one with the table's word
    /// list's words when the setup names one, without the words the family filter keeps off
    /// when the setup turns it on (an error names the list's file, and the line of a bad word).
    pub fn lexicon(&self) -> Result<Lexicon, crate::words::WordListError> {
        crate::words::table_words::table_lexicon(
            Language::English,
            self.setup.word_list.as_deref(),
            self.setup.family_filter,
        )
    }

    /// The game before its first action.
    pub fn new_game(&self, lexicon: &Lexicon) -> Game {
        let names: Vec<&str> = self.setup.players.iter().map(|p| p.name.as_str()).collect();
        let seed = self.setup.seed;
        match &self.setup.bag {
            // A bag that does not fit the set is refused when the file is read
            // (`check_bag`): here it can only fit.
            Some(bag) => Game::with_bag_order(lexicon.clone(), &names, seed, bag.as_bytes())
                .unwrap_or_else(|_| Game::new(lexicon.clone(), &names, seed)),
            None => Game::new(lexicon.clone(), &names, seed),
        }
    }

    /// Plays the setup and every action; stops at the first one refused.
    pub fn replay(&self, lexicon: &Lexicon) -> Result<Game, ReplayStop> {
        let apply = |g: &mut Game, seat: usize, a: &Action| g.apply(seat, a);
        crate::engine::replay_log(self.new_game(lexicon), &self.actions, apply, |_, _| {})
    }
}

/// The state of a replayed game as JSON, for `wordtable replay`: the board, each player's
/// language, rack and score, English's score, the records and their owners, the phase.
pub fn state_json(game: &Game) -> serde_json::Value {
    use serde_json::json;
    let owner = |o: &super::Owner| match o {
        super::Owner::Seat(s) => json!(s),
        super::Owner::English => json!("english"),
    };
    json!({
        "game": crate::games::colonization::INFO.id,
        "board": game.board.to_fen(),
        "bag": game.bag.len(),
        "players": game.seats.iter().map(|s| json!({
            "name": s.name,
            "language": s.language,
            "rack": s.rack.iter().map(|&b| b as char).collect::<String>(),
            "score": s.score,
            "white_meeple_used": s.white_used,
        })).collect::<Vec<_>>(),
        "english": { "in": game.english_in(), "score": game.english_score },
        "records": game.records.iter().map(|r| json!({
            "word": r.word,
            "points": r.points,
            "placer": r.placer,
            "owner": owner(&r.owner),
        })).collect::<Vec<_>>(),
        "phase": format!("{:?}", game.phase()),
        "over": matches!(game.phase(), Phase::Over(_)),
    })
}

/// For tests and tools: a save of `seats` placeholder computer seats playing from `seed`,
/// stopped after `actions` actions (or at the end), and the game it replays to.
pub fn self_play(seed: u64, seats: usize, actions: usize) -> (ColonizationSave, Game) {
    let names = ["Ana", "Ben", "Cleo", "Dan"];
    let mut save = ColonizationSave::new(ColonizationSetup {
        seed,
        players: names[..seats]
            .iter()
            .map(|n| ColonizationSeat {
                name: n.to_string(),
                computer: Some(ColonizationLevel::Placeholder),
            })
            .collect(),
        ..Default::default()
    });
    let mut game = save.new_game(&save.lexicon().unwrap());
    while save.actions.len() < actions && !game.is_over() {
        let seat = game.acting()[0];
        let action = super::plugin::placeholder_choice(&game, seat);
        game.apply(seat, &action)
            .expect("the placeholder plays legal actions");
        save.record(seat, &action);
    }
    (save, game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::saved_game::GameSave;
    use crate::games::crossword::Play;

    #[test]
    fn a_fixed_bag_deals_its_tiles_in_order_and_a_bad_one_is_refused() {
        let text = r#"(game: "colonization", save: (setup: (seed: 3,
            players: [(name: "Ana"), (name: "Ben")], bag: Some("NAMERSTQUIZ?")), actions: []))"#;
        let save = GameSave::parse(text).unwrap();
        let save = save.get::<ColonizationSave>().unwrap();
        let game = save.new_game(&save.lexicon().unwrap());
        assert_eq!(game.seats[0].rack, b"NAMERST");
        assert_eq!(&game.seats[1].rack[..5], b"QUIZ?");
        assert!(save.to_ron().contains("bag: Some(\"NAMERSTQUIZ?\")"));
        for (bag, said) in [("N4ME", "\"4\""), ("QQ", "more \"Q\"")] {
            let bad = text.replace("NAMERSTQUIZ?", bag);
            let err = GameSave::parse(&bad).unwrap_err().to_string();
            assert!(err.contains(said), "{bag}: {err}");
        }
    }

    #[test]
    fn every_action_reads_back_from_its_text() {
        let actions = [
            Action::Name("BARtONE".into()),
            Action::Vote(true),
            Action::Vote(false),
            Action::Place(Play::parse("8H", "NOTe").unwrap()),
            Action::Place(Play::parse("H8", "(N)ODE").unwrap()),
            Action::Pass,
            Action::Exchange(b"QV?".to_vec()),
            Action::Transform { record: 2 },
            Action::Reveal(b'Z'),
            Action::Reveal(b'?'),
            Action::EnglishTurn,
        ];
        for a in actions {
            assert_eq!(Action::from_text(&a.to_text()), Ok(a.clone()), "{a:?}");
        }
        assert_eq!(Action::Transform { record: 0 }.to_text(), "transform 1");
        for bad in [
            "",
            "transform 0",
            "transform x",
            "reveal ZZ",
            "name",
            "accept now",
        ] {
            assert!(Action::from_text(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn a_saved_game_reads_back_in_its_envelope_and_replays_to_the_same_game() {
        let (save, game) = self_play(3, 3, 60);
        let text = GameSave::new(save.clone()).to_ron();
        assert!(text.contains("game: \"colonization\""), "{text}");
        assert!(text.contains("(seat: 0, action: \"name "), "{text}");
        let again = GameSave::parse(&text).unwrap();
        assert_eq!(again, GameSave::new(save.clone()));
        let replayed = save.replay(&save.lexicon().unwrap()).unwrap();
        assert_eq!(state_json(&replayed), state_json(&game));
        assert_eq!(ColonizationSave::parse(&save.to_ron()), Ok(save));
    }

    #[test]
    fn a_refused_action_stops_the_replay_where_it_is() {
        let (mut save, _) = self_play(4, 2, 10);
        save.record(1, &Action::Transform { record: 40 });
        let Err(stop) = save.replay(&save.lexicon().unwrap()) else {
            panic!("the Transform of a record that does not exist was accepted");
        };
        assert_eq!(stop.index, 10);
    }

    #[test]
    fn a_save_is_checked_as_it_is_read() {
        let one = "(setup: (seed: 1, players: [(name: \"A\")]))";
        assert!(ColonizationSave::parse(one).is_err());
        let seat = "(setup: (seed: 1, players: [(name: \"A\"), (name: \"B\")]), \
                    actions: [(seat: 2, action: \"pass\")])";
        assert!(ColonizationSave::parse(seat).is_err());
        let blank = "(setup: (seed: 1, players: [(name: \" \"), (name: \"B\")]))";
        assert!(ColonizationSave::parse(blank).is_err());
    }

    #[test]
    fn a_name_that_is_not_one_word_of_letters_is_said_as_a_name() {
        assert_eq!(
            Action::from_text("name ZELTEna"),
            Ok(Action::Name("ZELTEna".into()))
        );
        for bad in ["name ZELT?na", "name ZEL TEna", "name"] {
            let said = crate::i18n::with_language(crate::i18n::Lang::En, || {
                Action::from_text(bad).unwrap_err()
            });
            assert!(said.contains("is not a language’s name"), "{bad}: {said}");
            assert!(!said.contains("square"), "{bad}: {said}");
        }
    }

    #[test]
    fn a_game_is_played_as_the_history_keeps_it() {
        use super::super::state::Owner;
        let text = include_str!("../../../tests/data/e2e-colonization.ron");
        let played = GameSave::parse(text).unwrap().played().unwrap();
        assert_eq!(played.variant, "colonization");
        assert_eq!(played.language, "en");
        assert!(!played.finished && played.words.is_empty());
        let seats = played.seat_rows();
        assert_eq!(
            seats,
            [
                ("Ana", None, 0, false),
                ("Ben", Some("placeholder"), 0, false)
            ]
        );
        // A whole game: every word is a record its placer scored with the move's points, and
        // every record a seat still owns is among its words. English is no seat.
        let (save, game) = self_play(3, 2, MAX_ACTIONS);
        assert!(game.is_over());
        let played = GameSave::new(save).played().unwrap();
        assert!(played.finished);
        assert_eq!(played.seats.len(), 2);
        let mut records = game.records.iter();
        for w in &played.words {
            let r = records
                .find(|r| r.placer == w.seat && r.word.to_ascii_uppercase() == w.word)
                .expect("a record for every word, in order");
            assert_eq!(r.points, w.points, "{}", w.word);
        }
        for (s, seat) in played.seats.iter().enumerate() {
            for r in game.records.iter().filter(|r| r.owner == Owner::Seat(s)) {
                assert!(
                    played.words.iter().any(|w| w.seat == s
                        && w.word == r.word.to_ascii_uppercase()
                        && w.points == r.points),
                    "{}",
                    r.word
                );
            }
            assert_eq!(seat.score, game.seats[s].score);
            assert_eq!(seat.winner, game.winners().contains(&Owner::Seat(s)));
        }
    }
}
