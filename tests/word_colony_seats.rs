//! Word Colony's computer seats in the engine: three of them play a whole Quick game through
//! the generic rules plugin and harness, answering each question together (several seats act
//! in the same phase), with nothing refused; the log kept for the save replays to the same
//! game, and the same seed plays the same game again.

use wordtable::engine::Seats;
use wordtable::engine::harness::Harness;
use wordtable::games::word_colony::actions::Outcome;
use wordtable::games::word_colony::ai::Level;
use wordtable::games::word_colony::plugin::WordColony;
use wordtable::games::word_colony::setup::{GameLength, Seat};
use wordtable::games::word_colony::{Content, Setup};

fn computers(seed: u64) -> Harness<WordColony> {
    let setup = Setup {
        seed,
        players: [Level::Hard, Level::Normal, Level::Easy]
            .iter()
            .enumerate()
            .map(|(i, &level)| Seat {
                name: format!("{}-{i}", level.name()),
                computer: Some(level),
                ..Default::default()
            })
            .collect(),
        length: GameLength::Quick,
        ..Default::default()
    };
    let wc = WordColony::start(setup, Content::standard()).expect("a playable setup");
    let seats: Seats<WordColony> = wc.seats();
    Harness::with_seats(wc, seats)
}

#[test]
fn computer_seats_play_a_whole_game_answering_together() {
    let mut t = computers(11);
    let ran = t.run_until_over(20_000);
    assert!(ran.refusals.is_empty(), "refused: {:?}", ran.refusals);
    assert!(
        t.game().game.result.is_some(),
        "over after {} frames",
        ran.frames
    );

    // Between a question and its reveal, both other seats answered.
    let mut answered = Vec::new();
    let mut reveals = 0;
    for e in &ran.events {
        match e {
            Outcome::QuestionRead { .. } => answered.clear(),
            Outcome::Answered { player } => answered.push(*player),
            Outcome::AnswersRevealed { .. } => {
                reveals += 1;
                answered.sort();
                answered.dedup();
                assert_eq!(answered.len(), 2, "{answered:?}");
            }
            _ => {}
        }
    }
    assert!(reveals > 0);

    // The log is the save: replayed, it is the same game.
    let wc = t.game();
    let replayed = wc
        .save()
        .replay(&wc.content)
        .expect("every logged action replays");
    let scores: Vec<i32> = replayed.players.iter().map(|p| p.score).collect();
    assert_eq!(scores, wc.scores());
    assert_eq!(replayed.result, wc.game.result);

    // The same seed plays the same game.
    let mut again = computers(11);
    again.run_until_over(20_000);
    assert_eq!(again.game().log, wc.log);
}
