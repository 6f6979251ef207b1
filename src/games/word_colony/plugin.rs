//! Word Colony inside Bevy: intents arrive as messages, the turn's phases are a Bevy state,
//! each phase's rule system runs in its own ordered set, and the table's cards, words,
//! colonies and pawns are mirrored as entities for the table view to draw.
//!
//! The rules themselves are the plain functions of `rules/`; the systems here only route
//! each intent to the rule system of its phase, in order, and publish what happened.

use std::collections::{HashMap, VecDeque};

use bevy::prelude::*;

use super::actions::{Action, Outcome, PlayerAction, Rejection};
use super::cards::CardId;
use super::groups::{GroupId, PlayerId};
use super::save::SaveFile;
use super::setup::{Content, Setup, new_game};
use super::state::{Game, Phase};

/// A player's intent, sent by the table UI, a computer seat or a replay.
#[derive(Message, Clone, Debug)]
pub struct Intent(pub PlayerAction);

/// Something that happened in the game, for the table, sound and log.
#[derive(Message, Clone, Debug)]
pub struct Happened(pub Outcome);

/// An intent the rules refused, with the reason.
#[derive(Message, Clone, Debug)]
pub struct Refused {
    /// The refused intent.
    pub intent: PlayerAction,
    /// Why.
    pub reason: Rejection,
}

/// The step of the turn, as a Bevy state (mirrors the game's phase).
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TurnPhase {
    /// No game is running.
    #[default]
    NoGame,
    /// Draw a card.
    Draw,
    /// Read a question.
    Question,
    /// Answer it.
    Answer,
    /// Build, then pass.
    Build,
    /// The game has ended.
    Over,
}

impl From<Phase> for TurnPhase {
    fn from(p: Phase) -> Self {
        match p {
            Phase::Draw => TurnPhase::Draw,
            Phase::Question => TurnPhase::Question,
            Phase::Answer => TurnPhase::Answer,
            Phase::Build => TurnPhase::Build,
            Phase::Over => TurnPhase::Over,
        }
    }
}

/// The ordered system sets of a frame: intents are queued, each phase's rules run, the
/// end-of-turn scoring runs, then entities are brought up to date.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WordColonySet {
    /// Queue incoming intents.
    Intake,
    /// Drawing the turn's card.
    Draw,
    /// Reading a question.
    Question,
    /// Answers and the reveal.
    Answer,
    /// Words, colonies, specials.
    Build,
    /// Passing: finish line, next turn; the game's end.
    Score,
    /// Mirror the game into entities and the phase state.
    Sync,
}

/// The running game and its record.
#[derive(Resource, Clone)]
pub struct WordColony {
    /// The game.
    pub game: Game,
    /// The setup it started from.
    pub setup: Setup,
    /// Every accepted action, in order (with the setup, this is the save).
    pub log: Vec<PlayerAction>,
    /// The content it is played with.
    pub content: Content,
}

impl WordColony {
    /// Starts a game.
    pub fn start(setup: Setup, content: Content) -> Result<WordColony, String> {
        let (game, _) = new_game(&setup, &content)?;
        Ok(WordColony {
            game,
            setup,
            log: Vec::new(),
            content,
        })
    }

    /// Each player's score now, in seat order.
    pub fn scores(&self) -> Vec<i32> {
        self.game.players.iter().map(|p| p.score).collect()
    }

    /// Applies saved actions in order and logs them, stopping at the first the rules refuse.
    pub fn replay(&mut self, actions: &[PlayerAction]) -> Replayed {
        let mut replayed = Replayed {
            history: vec![self.scores()],
            outcomes: Vec::new(),
            stopped: None,
        };
        for (i, act) in actions.iter().enumerate() {
            match self.game.apply(act) {
                Ok(outcomes) => {
                    self.log.push(act.clone());
                    for o in outcomes {
                        if matches!(o, Outcome::TurnStarted { .. }) {
                            replayed.history.push(self.scores());
                        }
                        replayed.outcomes.push(o);
                    }
                }
                Err(r) => {
                    replayed.stopped = Some((i, r));
                    break;
                }
            }
        }
        replayed
    }

    /// The save file of the game so far.
    pub fn save(&self) -> SaveFile {
        SaveFile {
            setup: self.setup.clone(),
            actions: self.log.clone(),
        }
    }
}

/// What [`WordColony::replay`] went through, for a resumed game's log and score chart.
#[derive(Debug)]
pub struct Replayed {
    /// Each player's score when the replay began and at the start of every turn begun since.
    pub history: Vec<Vec<i32>>,
    /// Every outcome, in order.
    pub outcomes: Vec<Outcome>,
    /// The first action the rules refused: its index and the reason.
    pub stopped: Option<(usize, Rejection)>,
}

/// Intents waiting for their phase's system.
#[derive(Resource, Default)]
struct Pending(VecDeque<PlayerAction>);

/// Which phase system handles an action.
fn family(action: &Action) -> WordColonySet {
    match action {
        Action::Draw => WordColonySet::Draw,
        Action::Read { .. } => WordColonySet::Question,
        Action::Answer { .. } => WordColonySet::Answer,
        Action::Pass | Action::EndByAgreement => WordColonySet::Score,
        _ => WordColonySet::Build,
    }
}

/// The set whose actions are legal in a phase.
fn phase_families(phase: Phase) -> &'static [WordColonySet] {
    match phase {
        Phase::Draw => &[WordColonySet::Draw, WordColonySet::Score],
        Phase::Question => &[WordColonySet::Question, WordColonySet::Score],
        Phase::Answer => &[WordColonySet::Answer, WordColonySet::Score],
        Phase::Build => &[WordColonySet::Build, WordColonySet::Score],
        Phase::Over => &[],
    }
}

/// A card as an entity: where it is now.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardPiece {
    /// The card.
    pub id: CardId,
    /// Where it lies.
    pub place: CardPlace,
}

/// Where a card lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardPlace {
    /// In the box.
    Box,
    /// In a player's hand.
    Hand(PlayerId),
    /// On the table, in a group.
    Table(GroupId),
    /// In a player's out-of-play pile (Decolonization).
    OutOfPlay(PlayerId),
    /// Discarded.
    Discard,
}

/// A word group (single word or colony) as an entity.
#[derive(Component, Clone, Debug, PartialEq, Eq)]
pub struct ColonyPiece {
    /// The group.
    pub id: GroupId,
    /// Its owner.
    pub owner: PlayerId,
    /// Its words, in order.
    pub words: Vec<String>,
}

/// A player's pawn on the score track.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pawn {
    /// Whose pawn.
    pub player: PlayerId,
    /// The score it stands on.
    pub score: i32,
    /// On the track yet.
    pub on_track: bool,
}

#[derive(Resource, Default)]
struct Pieces {
    cards: HashMap<CardId, Entity>,
    groups: HashMap<GroupId, Entity>,
    pawns: Vec<Entity>,
}

/// Word Colony's rules in the app (headless: needs only `MinimalPlugins` and `StatesPlugin`).
pub struct WordColonyPlugin;

impl Plugin for WordColonyPlugin {
    fn build(&self, app: &mut App) {
        use WordColonySet::*;
        app.add_message::<Intent>()
            .add_message::<Happened>()
            .add_message::<Refused>()
            .init_state::<TurnPhase>()
            .init_resource::<Pending>()
            .init_resource::<Pieces>()
            .configure_sets(
                Update,
                (Intake, Draw, Question, Answer, Build, Score, Sync).chain(),
            )
            .add_systems(Update, queue_intents.in_set(Intake))
            .add_systems(
                Update,
                (
                    run_phase::<0>
                        .in_set(Draw)
                        .run_if(in_state(TurnPhase::Draw)),
                    run_phase::<1>
                        .in_set(Question)
                        .run_if(in_state(TurnPhase::Question)),
                    run_phase::<2>
                        .in_set(Answer)
                        .run_if(in_state(TurnPhase::Answer)),
                    run_phase::<3>
                        .in_set(Build)
                        .run_if(in_state(TurnPhase::Build)),
                    (run_phase::<4>, refuse_misplaced).chain().in_set(Score),
                )
                    .run_if(resource_exists::<WordColony>),
            )
            .add_systems(
                Update,
                (sync_phase, sync_pieces)
                    .in_set(Sync)
                    .run_if(resource_exists::<WordColony>),
            );
    }
}

const SETS: [WordColonySet; 5] = [
    WordColonySet::Draw,
    WordColonySet::Question,
    WordColonySet::Answer,
    WordColonySet::Build,
    WordColonySet::Score,
];

fn queue_intents(mut intents: MessageReader<Intent>, mut pending: ResMut<Pending>) {
    pending.0.extend(intents.read().map(|i| i.0.clone()));
}

/// Applies queued intents of this set's family while the game stays in a phase that
/// accepts them; a phase change waits for the next frame's state.
fn run_phase<const SET: usize>(
    mut wc: ResMut<WordColony>,
    mut pending: ResMut<Pending>,
    state: Res<State<TurnPhase>>,
    mut happened: MessageWriter<Happened>,
    mut refused: MessageWriter<Refused>,
) {
    let set = SETS[SET];
    while let Some(front) = pending.0.front() {
        let phase = wc.game.phase;
        let in_step = TurnPhase::from(phase) == *state.get();
        if family(&front.action) != set || !in_step || !phase_families(phase).contains(&set) {
            break;
        }
        let act = pending.0.pop_front().expect("front exists");
        apply_one(&mut wc, act, &mut happened, &mut refused);
    }
}

/// An intent that no phase of the game's current step accepts is refused now, with the
/// rules' own reason, so a wrong click never blocks the queue.
fn refuse_misplaced(
    mut wc: ResMut<WordColony>,
    mut pending: ResMut<Pending>,
    mut happened: MessageWriter<Happened>,
    mut refused: MessageWriter<Refused>,
) {
    while let Some(front) = pending.0.front() {
        if phase_families(wc.game.phase).contains(&family(&front.action)) {
            break;
        }
        let act = pending.0.pop_front().expect("front exists");
        apply_one(&mut wc, act, &mut happened, &mut refused);
    }
}

fn apply_one(
    wc: &mut WordColony,
    act: PlayerAction,
    happened: &mut MessageWriter<Happened>,
    refused: &mut MessageWriter<Refused>,
) {
    match wc.game.apply(&act) {
        Ok(outcomes) => {
            wc.log.push(act);
            happened.write_batch(outcomes.into_iter().map(Happened));
        }
        Err(reason) => {
            refused.write(Refused {
                intent: act,
                reason,
            });
        }
    }
}

fn sync_phase(
    wc: Res<WordColony>,
    state: Res<State<TurnPhase>>,
    mut next: ResMut<NextState<TurnPhase>>,
) {
    let want = TurnPhase::from(wc.game.phase);
    if *state.get() != want {
        next.set(want);
    }
}

fn sync_pieces(
    mut commands: Commands,
    wc: Res<WordColony>,
    mut pieces: ResMut<Pieces>,
    mut cards: Query<&mut CardPiece>,
    mut groups: Query<&mut ColonyPiece>,
    mut pawns: Query<&mut Pawn>,
) {
    if !wc.is_changed() {
        return;
    }
    let game = &wc.game;
    let mut places: HashMap<CardId, CardPlace> = HashMap::new();
    for &c in &game.box_cards {
        places.insert(c, CardPlace::Box);
    }
    for &c in &game.discard {
        places.insert(c, CardPlace::Discard);
    }
    for (p, player) in game.players.iter().enumerate() {
        for &c in &player.hand {
            places.insert(c, CardPlace::Hand(p));
        }
        for &c in &player.out_of_play {
            places.insert(c, CardPlace::OutOfPlay(p));
        }
    }
    for g in &game.table.groups {
        for c in g.card_ids() {
            places.insert(c, CardPlace::Table(g.id));
        }
    }
    for (id, place) in places {
        let piece = CardPiece { id, place };
        match pieces.cards.get(&id) {
            Some(&e) => {
                if let Ok(mut c) = cards.get_mut(e) {
                    c.set_if_neq(piece);
                }
            }
            None => {
                let e = commands.spawn(piece).id();
                pieces.cards.insert(id, e);
            }
        }
    }
    for g in &game.table.groups {
        let piece = ColonyPiece {
            id: g.id,
            owner: g.owner,
            words: g.words.iter().map(|w| w.text()).collect(),
        };
        match pieces.groups.get(&g.id) {
            Some(&e) => {
                if let Ok(mut c) = groups.get_mut(e) {
                    c.set_if_neq(piece);
                }
            }
            None => {
                let e = commands.spawn(piece).id();
                pieces.groups.insert(g.id, e);
            }
        }
    }
    for (p, player) in game.players.iter().enumerate() {
        let pawn = Pawn {
            player: p,
            score: player.score,
            on_track: player.on_track,
        };
        match pieces.pawns.get(p) {
            Some(&e) => {
                if let Ok(mut c) = pawns.get_mut(e) {
                    c.set_if_neq(pawn);
                }
            }
            None => {
                let e = commands.spawn(pawn).id();
                pieces.pawns.push(e);
            }
        }
    }
}
