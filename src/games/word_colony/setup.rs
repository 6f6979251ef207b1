//! Setting up a game: the seats, the seed, the length, house rules, and either a shuffled box
//! or a fixed deal written by hand (for scenarios and tests).

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::actions::Outcome;
use super::cards::{Card, CardId, Face};
use super::content::{BoxSpec, QuestionDeck, RulesData, parse_face};
use super::state::{Game, HouseRules, Phase, PlayerState};
use crate::i18n::Lang;
use crate::words::{Language, Lexicon};

/// The three game lengths.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameLength {
    /// Finish at 40 points.
    #[default]
    Quick,
    /// Finish at 70 points.
    Master,
    /// Finish at 100 points.
    Epic,
}

/// One seat.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Seat {
    /// Display name.
    pub name: String,
    /// Alliance number (alliances: players with the same number are allies).
    #[serde(default)]
    pub team: Option<u8>,
    /// A computer player's level; `None` for a person.
    #[serde(default)]
    pub computer: Option<super::ai::Level>,
    /// Pawn colour (index into the table's palette).
    #[serde(default)]
    pub colour: Option<u8>,
}

/// A deal written by hand instead of shuffled.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FixedDeal {
    /// Each seat's hand, in card notation (`F`, `R-1`, `MagicWord`).
    pub hands: Vec<Vec<String>>,
    /// The box, top card first.
    #[serde(default)]
    pub box_top_first: Vec<String>,
    /// Who starts (seat index).
    #[serde(default)]
    pub start: usize,
}

/// Everything that decides a game before its first action. The default has no seats (no
/// game starts from it); it is there so a setup can name only what it changes.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Setup {
    /// The seed of every shuffle.
    pub seed: u64,
    /// The seats, in playing order.
    pub players: Vec<Seat>,
    /// Game length.
    #[serde(default)]
    pub length: GameLength,
    /// A finish line other than the length's.
    #[serde(default)]
    pub finish_line: Option<i32>,
    /// House rules.
    #[serde(default)]
    pub house: HouseRules,
    /// A fixed deal instead of a shuffled box.
    #[serde(default)]
    pub deal: Option<FixedDeal>,
    /// A question deck file used instead of the built-in deck.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deck_file: Option<String>,
    /// The language of the built-in deck (without a deck file): English unless set, so a save
    /// from before there were other decks deals the English questions it was played with.
    #[serde(default, skip_serializing_if = "is_english")]
    pub question_language: Lang,
    /// The built-in deck's questions this game deals from (positions in the deck of
    /// `question_language`), chosen when the game was set up: the ones this machine's tables
    /// have not heard yet, in the categories asked for. Without it (and without a deck file)
    /// the game deals from the deck's first edition, as every save did before the list.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub questions: Option<Vec<u16>>,
    /// A box file (RON, like `assets/word_colony/box.ron`) used instead of the built-in box.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub box_file: Option<String>,
    /// The built-in dictionary the words are checked against; English unless named (and
    /// left out of the save when English, so older saves and their copies read the same).
    #[serde(default, skip_serializing_if = "Language::is_english")]
    pub dictionary: Language,
    /// A word list accepted as well as the dictionary.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub word_list: Option<String>,
    /// The family filter (house rule): the dictionary's language's offensive words are kept
    /// off the table (`words::family`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub family_filter: bool,
    /// The players' vote may overrule the dictionary (house rule): a player may put words the
    /// dictionary lacks to the other people's vote.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub dictionary_vote: bool,
    /// The table collects answers by buzzer keys, everyone at once, instead of passing the
    /// laptop. The rules do not depend on it; it is kept so that a resumed game plays as it
    /// was set up.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub buzzer_answers: bool,
}

fn is_english(lang: &Lang) -> bool {
    *lang == Lang::En
}

/// The content a game is played with.
#[derive(Clone)]
pub struct Content {
    /// Rule numbers.
    pub rules: RulesData,
    /// Which cards.
    pub box_spec: BoxSpec,
    /// Questions dealt onto the cards.
    pub deck: QuestionDeck,
    /// The dictionary.
    pub lexicon: Arc<Lexicon>,
}

impl Content {
    /// The content a setup names: the built-in box and rules, its deck file (or the built-in
    /// deck in its question language), its dictionary (English unless named) and its word list.
    pub fn for_setup(setup: &Setup) -> Result<Content, String> {
        let mut content = Content::standard();
        if let Some(positions) = &setup.questions {
            content.deck = QuestionDeck::pick(setup.question_language, positions)?;
        } else if setup.question_language != Lang::En {
            content.deck = QuestionDeck::first_edition(setup.question_language);
        }
        if let Some(path) = &setup.box_file {
            let text =
                crate::input::read_text(std::path::Path::new(path), crate::input::Kind::BoxFile)
                    .map_err(|e| e.to_string())?;
            content.box_spec = BoxSpec::parse(&text, &content.rules, path)?;
        }
        if let Some(path) = &setup.deck_file {
            let report =
                crate::games::word_colony::deck_files::load_deck(std::path::Path::new(path))?;
            content.deck = report.usable().map_err(|ps| {
                let lines: Vec<String> =
                    ps.iter().take(3).map(|p| format!("{path}: {p}")).collect();
                lines.join("; ")
            })?;
        }
        let dictionary = setup.dictionary.lexicon();
        if let Some(path) = &setup.word_list {
            let own = crate::words::load_word_list(std::path::Path::new(path))
                .map_err(|e| e.to_string())?;
            content.lexicon = Arc::new(dictionary.union(&own));
        } else if !setup.dictionary.is_english() {
            content.lexicon = Arc::new(dictionary.clone());
        }
        if setup.family_filter {
            content.lexicon = Arc::new(crate::words::family::apply(
                &content.lexicon,
                setup.dictionary,
                true,
            ));
        }
        Ok(content)
    }

    /// The shipped box, deck and rules, with the English dictionary.
    pub fn standard() -> Content {
        Content {
            rules: RulesData::default_rules(),
            box_spec: BoxSpec::default_box(),
            deck: QuestionDeck::default_deck(),
            lexicon: Arc::new(Lexicon::english().clone()),
        }
    }
}

/// Starts a game: deals, picks the starting player, and opens their first turn.
pub fn new_game(setup: &Setup, content: &Content) -> Result<(Game, Vec<Outcome>), String> {
    let rules = content.rules.clone();
    let n = setup.players.len();
    if n < rules.min_players || n > rules.max_players {
        return Err(crate::i18n::tr!(
            "wc-setup-player-count",
            min = rules.min_players,
            max = rules.max_players,
            count = n
        ));
    }
    crate::engine::check_distinct_names(setup.players.iter().map(|p| p.name.as_str()))?;
    let teams: Vec<Option<u8>> = setup.players.iter().map(|s| s.team).collect();
    if teams.iter().any(Option::is_some) {
        if teams.iter().any(Option::is_none) {
            return Err(crate::i18n::tr!("wc-setup-team-missing"));
        }
        let first = teams[0];
        if teams.iter().all(|&t| t == first) {
            return Err(crate::i18n::tr!("wc-setup-one-team"));
        }
    }
    if content.deck.questions.is_empty() {
        return Err(crate::i18n::tr!("wc-setup-deck-empty"));
    }
    let mut game = Game::empty(rules, content.lexicon.clone(), setup.seed);
    game.finish_line = setup.finish_line.unwrap_or(match setup.length {
        GameLength::Quick => game.rules.finish_lines.quick,
        GameLength::Master => game.rules.finish_lines.master,
        GameLength::Epic => game.rules.finish_lines.epic,
    });
    game.house = setup.house;
    game.dictionary = setup.dictionary;
    game.house_vote = crate::engine::word_vote::DictionaryVote::new(
        setup.dictionary_vote,
        setup.players.iter().map(|s| s.computer.is_none()).collect(),
    );
    game.players = setup
        .players
        .iter()
        .map(|s| PlayerState {
            name: s.name.clone(),
            team: s.team,
            score: 0,
            on_track: false,
            hand: Vec::new(),
            out_of_play: Vec::new(),
        })
        .collect();

    let mut questions = content.deck.questions.clone();
    game.rng.shuffle(&mut questions);
    let mut next_question = 0usize;
    let mut make_card = |game: &mut Game, face: Face| -> CardId {
        let id = CardId(game.cards.len() as u16);
        let question = face.has_question().then(|| {
            let q = questions[next_question % questions.len()].clone();
            next_question += 1;
            q
        });
        game.cards.push(Card {
            id,
            face,
            question,
            read: false,
        });
        id
    };

    match &setup.deal {
        Some(deal) => {
            if deal.hands.len() != n {
                return Err(crate::i18n::tr!(
                    "wc-setup-deal-hands",
                    hands = deal.hands.len(),
                    count = n
                ));
            }
            if deal.start >= n {
                return Err(crate::i18n::tr!("wc-setup-deal-start", seat = deal.start));
            }
            let cards = deal.hands.iter().map(Vec::len).sum::<usize>() + deal.box_top_first.len();
            if cards > super::content::MAX_CARDS {
                return Err(crate::i18n::tr!(
                    "wc-setup-deal-too-large",
                    count = cards,
                    most = super::content::MAX_CARDS
                ));
            }
            for (p, hand) in deal.hands.iter().enumerate() {
                for text in hand {
                    let face = parse_face(text, &game.rules)?;
                    let id = make_card(&mut game, face);
                    game.players[p].hand.push(id);
                }
            }
            // Cards are numbered in the order written: hands seat by seat, then the box from
            // its top card down (the pile itself keeps its top card last).
            for text in &deal.box_top_first {
                let face = parse_face(text, &game.rules)?;
                let id = make_card(&mut game, face);
                game.box_cards.push(id);
            }
            game.box_cards.reverse();
            game.current = deal.start;
        }
        None => {
            if content.box_spec.card_count() > super::content::MAX_CARDS {
                return Err(crate::i18n::tr!(
                    "wc-setup-built-box-too-large",
                    count = content.box_spec.card_count(),
                    most = super::content::MAX_CARDS
                ));
            }
            let mut faces = content.box_spec.faces(&game.rules);
            if faces.len() < n * game.rules.hand_size + n {
                return Err(crate::i18n::tr!("wc-setup-box-only", count = faces.len()));
            }
            game.rng.shuffle(&mut faces);
            for face in faces {
                let id = make_card(&mut game, face);
                game.box_cards.push(id);
            }
            for _ in 0..game.rules.hand_size {
                for p in 0..n {
                    let card = game.box_cards.pop().expect("checked the box size");
                    game.players[p].hand.push(card);
                }
            }
            game.current = pick_starting_player(&mut game);
        }
    }
    game.phase = Phase::Draw;
    game.turn = 1;
    let start = game.current;
    Ok((game, vec![Outcome::TurnStarted { player: start }]))
}

/// Each player draws a card; the letter closest to A starts (special cards count last);
/// the tied draw again. The drawn cards go back and the box is shuffled.
fn pick_starting_player(game: &mut Game) -> usize {
    let rank = |face: Face| face.letter().map_or(26, |c| c as u32 - 'A' as u32);
    let mut candidates: Vec<usize> = (0..game.players.len()).collect();
    let mut drawn = Vec::new();
    while candidates.len() > 1 && game.box_cards.len() >= candidates.len() {
        let ranks: Vec<(usize, u32)> = candidates
            .iter()
            .map(|&p| {
                let card = game.box_cards.pop().expect("checked");
                drawn.push(card);
                (p, rank(game.face(card)))
            })
            .collect();
        let best = ranks.iter().map(|r| r.1).min().expect("candidates");
        candidates = ranks.iter().filter(|r| r.1 == best).map(|r| r.0).collect();
    }
    game.box_cards.extend(drawn);
    game.rng.shuffle(&mut game.box_cards);
    candidates[0]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::word_colony::cards::Card;

    fn game_with_box(top_last: &[&str]) -> Game {
        let rules = RulesData::default_rules();
        let mut game = Game::empty(rules, Arc::new(Lexicon::from_words(["at"])), 3);
        game.players = (0..3)
            .map(|i| PlayerState {
                name: format!("P{i}"),
                team: None,
                score: 0,
                on_track: false,
                hand: vec![],
                out_of_play: vec![],
            })
            .collect();
        for (i, t) in top_last.iter().enumerate() {
            let face = parse_face(t, &game.rules).unwrap();
            game.cards.push(Card {
                id: CardId(i as u16),
                face,
                question: None,
                read: false,
            });
            game.box_cards.push(CardId(i as u16));
        }
        game
    }

    #[test]
    fn the_letter_closest_to_a_starts() {
        // Drawn from the top (the end): P0 gets M, P1 gets C, P2 gets T.
        let mut g = game_with_box(&["E", "E", "T", "C", "M"]);
        assert_eq!(pick_starting_player(&mut g), 1);
        assert_eq!(g.box_cards.len(), 5, "the drawn cards go back");
    }

    #[test]
    fn ties_draw_again_among_the_tied() {
        // P0 B, P1 Q, P2 B: P0 and P2 draw again: P0 gets Z, P2 gets A.
        let mut g = game_with_box(&["A", "Z", "B", "Q", "B"]);
        assert_eq!(pick_starting_player(&mut g), 2);
    }

    #[test]
    fn a_bad_box_file_is_refused_with_its_line() {
        let dir = crate::testing::scratch_dir("box");
        let path = dir.join("box.ron");
        std::fs::write(&path, "(\n letters: [('A', 3)],\n black: oops,\n)").unwrap();
        let setup = Setup {
            seed: 1,
            players: vec![Seat::default(), Seat::default()],
            length: GameLength::Quick,
            house: HouseRules::default(),
            dictionary: Language::English,
            box_file: Some(path.display().to_string()),
            ..Setup::default()
        };
        let err = Content::for_setup(&setup).err().expect("refused");
        assert!(err.contains("box.ron line 3: not a box"), "{err}");
        std::fs::write(&path, "(letters: [('A', 3)], black: [], specials: [])").unwrap();
        let err = Content::for_setup(&setup).err().expect("refused");
        assert!(err.contains("too few cards"), "{err}");
        std::fs::write(
            &path,
            "(letters: [('A', 30), ('T', 30)], black: [('R', -1)], specials: [])",
        )
        .unwrap();
        let content = Content::for_setup(&setup).unwrap();
        assert_eq!(content.box_spec.faces(&content.rules).len(), 61);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_french_deck_game_deals_french_questions_and_old_saves_stay_english() {
        use crate::games::word_colony::save::SaveFile;
        let french = Setup {
            seed: 7,
            players: ["Ana", "Ben"]
                .iter()
                .map(|n| Seat {
                    name: n.to_string(),
                    ..Seat::default()
                })
                .collect(),
            question_language: Lang::Fr,
            ..Setup::default()
        };
        let content = Content::for_setup(&french).unwrap();
        let (game, _) = new_game(&french, &content).unwrap();
        let shipped = QuestionDeck::first_edition(Lang::Fr);
        let dealt: Vec<_> = game
            .cards
            .iter()
            .filter_map(|c| c.question.as_ref())
            .collect();
        assert!(!dealt.is_empty());
        assert!(
            dealt.iter().all(|q| shipped.questions.contains(q)),
            "every question dealt is one of the French deck's"
        );
        // The choice is saved and read back; an English game's save does not mention it.
        let save = SaveFile {
            setup: french,
            actions: vec![],
        };
        let text = save.to_ron();
        assert!(text.contains("question_language: fr"), "{text}");
        assert_eq!(
            SaveFile::parse(&text).unwrap().setup.question_language,
            Lang::Fr
        );
        let old = SaveFile::parse(r#"(setup: (seed: 1, players: [(name: "Ana"), (name: "Ben")]))"#)
            .unwrap();
        assert_eq!(old.setup.question_language, Lang::En);
        assert!(!old.to_ron().contains("question_language"));
        let english = Content::for_setup(&old.setup).unwrap();
        assert_eq!(english.deck, QuestionDeck::default_deck());
    }

    #[test]
    fn special_cards_count_last() {
        let mut g = game_with_box(&["E", "Z", "Conquest", "Immunity"]);
        assert_eq!(pick_starting_player(&mut g), 2);
    }
}
