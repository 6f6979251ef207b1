//! Phone seats at a table in the app, for any game: when a game starts with seats played from
//! phones ([`PhoneRoomRequest`], put by the new-game page), the room opens ([`PhoneRoom`]);
//! each frame the phones' intents become the game's intent messages, the rules' refusals go
//! back to the phones that sent them, and every seat's view is published when the game
//! changed. Nothing here waits: the server runs on its own thread.
//!
//! The tables ask [`on_phone`] whether a seat's player holds a phone rather than the laptop
//! (then no "Pass to" cover and none of that seat's private state on the big screen). It is
//! process-wide, like the language, because the tables' many "at this screen" checks are
//! methods of their own resources, and there is one room at a time.

use std::any::TypeId;
use std::marker::PhantomData;
use std::sync::{Mutex, RwLock};

use bevy::ecs::message::MessageReader;
use bevy::prelude::*;
use serde::de::DeserializeOwned;

use super::protocol::{SeatInfo, ServerMessage};
use super::qr::{self, Modules};
use super::room::{Room, SeatKind, room_code};
use super::server::{Inbound, SeatServer, ServerConfig};
use crate::engine::{Intent, Refused, RulesSet, SeatView, Seats, Viewer, Worded};

static PHONES: RwLock<Vec<bool>> = RwLock::new(Vec::new());

/// Whether `seat`'s player is on a phone (not at this screen) in the room open now.
pub fn on_phone(seat: usize) -> bool {
    PHONES
        .read()
        .map(|p| p.get(seat).copied().unwrap_or(false))
        .unwrap_or(false)
}

/// Whether a person plays `seat` at this screen: not a computer (by the game's computer seats,
/// when it has them) and not on a phone.
pub fn at_screen<G: crate::engine::TurnGame>(seats: Option<&Seats<G>>, seat: usize) -> bool {
    seats.is_none_or(|s| s.is_person(seat)) && !on_phone(seat)
}

fn set_phones(phones: Vec<bool>) {
    if let Ok(mut p) = PHONES.write() {
        *p = phones;
    }
}

/// Asked by the new-game page: the next game starts with these seats on phones.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct PhoneRoomRequest {
    /// The game's id (its registry entry's): the phones draw it with its page.
    pub game: &'static str,
    /// The seats' names, in order (empty: the game's own).
    pub names: Vec<String>,
    /// Which seats are played from phones (seats past its end are not).
    pub phones: Vec<bool>,
    /// Which seats computers play (empty: as the game's computer seats say).
    pub computers: Vec<bool>,
    /// Listen on this computer only (tests).
    pub loopback: bool,
}

/// The open room of the running game: its server, and what the table shows of it.
#[derive(Resource)]
pub struct PhoneRoom {
    server: Mutex<SeatServer>,
    game: TypeId,
    pending: Vec<Inbound>,
    /// The address phones open.
    pub join_url: String,
    /// The room code.
    pub code: String,
    /// The join address's QR code.
    pub qr: Option<Modules>,
    /// Which seats are played from phones.
    pub phones: Vec<bool>,
    /// Which phone seats a computer plays for now (their phone gone too long, or the host
    /// asked).
    pub handed: Vec<bool>,
    /// Which of those the host handed over (they stay the computer's until the host says).
    pub by_host: Vec<bool>,
    /// Seats the host asked to hand over or back, for the next frame.
    pub hand_requests: Vec<usize>,
    /// How long a phone may be gone before a computer plays its seat ([`HAND_OVER_AFTER`]).
    pub hand_over_after: std::time::Duration,
}

/// How long a phone may be gone before a computer plays its seat (until it comes back).
pub const HAND_OVER_AFTER: std::time::Duration = std::time::Duration::from_secs(120);

impl PhoneRoom {
    /// The seats as the phones see them (taken, connected).
    pub fn seats(&self) -> Vec<SeatInfo> {
        self.with_room(|r| r.seats())
    }

    /// Whether the room is locked.
    pub fn locked(&self) -> bool {
        self.with_room(|r| r.locked())
    }

    /// Locks the room (no new phone takes a free seat) or opens it.
    pub fn lock(&self, locked: bool) {
        self.with_room(|r| r.lock(locked));
    }

    /// Frees `seat` from its phone (another phone may take it).
    pub fn remove(&self, seat: usize) {
        self.with_room(|r| r.remove(seat));
    }

    /// How long `seat`'s phone has been gone (`None` while connected or never taken).
    pub fn gone_for(&self, seat: usize) -> Option<std::time::Duration> {
        self.with_room(|r| r.gone_for(seat, std::time::Instant::now()))
    }

    /// Where the server listens.
    pub fn address(&self) -> std::net::SocketAddr {
        self.server.lock().expect("never poisoned").address()
    }

    /// Reads or changes the room (its seats, connections, lock).
    pub fn with_room<R>(&self, f: impl FnOnce(&mut Room) -> R) -> R {
        self.server.lock().expect("never poisoned").with_room(f)
    }
}

/// Phone seats for game `G`'s table; a seat whose phone is gone is played by a computer at
/// `level` until it comes back.
pub struct PhoneSeatsPlugin<G: SeatView> {
    game: &'static str,
    level: G::Level,
}

impl<G: SeatView> PhoneSeatsPlugin<G> {
    /// Phone seats for the game registered as `game`, handed to a computer at `level` when
    /// their phone is gone.
    pub fn new(game: &'static str, level: G::Level) -> Self {
        PhoneSeatsPlugin { game, level }
    }
}

/// The game's registry id, and the level a phone seat's stand-in computer plays at.
#[derive(Resource)]
struct StandIn<G: SeatView> {
    game: &'static str,
    level: G::Level,
    _game: PhantomData<G>,
}

impl<G> Plugin for PhoneSeatsPlugin<G>
where
    G: SeatView,
    G::Action: DeserializeOwned,
    G::Refusal: Worded + serde::Serialize,
{
    fn build(&self, app: &mut App) {
        app.insert_resource(StandIn::<G> {
            game: self.game,
            level: self.level.clone(),
            _game: PhantomData,
        })
        .add_systems(
            Update,
            (
                (
                    close_room::<G>,
                    open_room::<G>,
                    hand_over::<G>,
                    phone_intents::<G>,
                )
                    .chain()
                    .in_set(RulesSet::Computer),
                answer_and_publish::<G>.after(RulesSet::Apply),
            ),
        );
    }
}

/// Opens the room once the game it was asked for is running.
fn open_room<G: SeatView>(
    mut commands: Commands,
    request: Option<Res<PhoneRoomRequest>>,
    game: Option<Res<G>>,
    computer_seats: Option<Res<Seats<G>>>,
    stand_in: Res<StandIn<G>>,
) {
    let (Some(request), Some(game)) = (request, game) else {
        return;
    };
    // The request is the next game's: another game's, or this game's before the new one is
    // dealt (the seats are not the ones asked for yet), waits. A room open for a game that
    // ended makes way for the new one.
    if request.game != stand_in.game
        || (!request.names.is_empty() && game.seat_names() != request.names)
    {
        return;
    }
    commands.remove_resource::<PhoneRoomRequest>();
    let names = match request.names.is_empty() {
        true => game.seat_names(),
        false => request.names.clone(),
    };
    let phones: Vec<bool> = (0..names.len())
        .map(|s| request.phones.get(s).copied().unwrap_or(false))
        .collect();
    let computer = |s: usize| match request.computers.get(s) {
        Some(c) => *c,
        None => computer_seats.as_ref().is_some_and(|c| !c.is_person(s)),
    };
    let kinds: Vec<SeatKind> = (0..names.len())
        .map(|s| match (phones[s], computer(s)) {
            (true, _) => SeatKind::Phone,
            (false, true) => SeatKind::Computer,
            (false, false) => SeatKind::Laptop,
        })
        .collect();
    let room = Room::new(room_code(), names.iter().cloned().zip(kinds).collect());
    let config = match request.loopback {
        true => ServerConfig::loopback(),
        false => ServerConfig::local_network(),
    };
    let code = room.code().to_string();
    let Ok(mut server) = SeatServer::start(request.game, room, config) else {
        eprintln!("the phones' server could not listen");
        return;
    };
    publish(&mut server, &*game, names.len());
    let join_url = server.join_url().to_string();
    // Told on the terminal too, for a host who started the table from one.
    println!("Phones join at {join_url} (room code {code})");
    set_phones(phones.clone());
    commands.insert_resource(PhoneRoom {
        server: Mutex::new(server),
        game: TypeId::of::<G>(),
        pending: Vec::new(),
        qr: qr::modules(&join_url),
        join_url,
        code,
        handed: vec![false; phones.len()],
        by_host: vec![false; phones.len()],
        hand_requests: Vec::new(),
        hand_over_after: HAND_OVER_AFTER,
        phones,
    });
}

/// Hands a phone seat to its stand-in computer when its phone has been gone
/// [`HAND_OVER_AFTER`], and back when the phone returns; the host's requests hand a seat over
/// or back at once (a seat the host handed over stays the computer's until the host gives it
/// back).
fn hand_over<G: SeatView>(
    mut commands: Commands,
    room: Option<ResMut<PhoneRoom>>,
    seats: Option<ResMut<Seats<G>>>,
    stand_in: Res<StandIn<G>>,
) {
    let Some(mut room) = room else { return };
    if room.game != TypeId::of::<G>() {
        return;
    }
    let asked = std::mem::take(&mut room.hand_requests);
    let mut changes = Vec::new();
    for seat in (0..room.phones.len()).filter(|&s| room.phones[s]) {
        let handed = room.handed[seat];
        let by_host = room.by_host[seat];
        let gone = room
            .gone_for(seat)
            .is_some_and(|d| d >= room.hand_over_after);
        let back = room.with_room(|r| r.connected(seat));
        if asked.contains(&seat) {
            changes.push((seat, !handed, !handed));
        } else if !handed && gone {
            changes.push((seat, true, false));
        } else if handed && !by_host && back {
            changes.push((seat, false, false));
        }
    }
    if changes.is_empty() {
        return;
    }
    let mut fresh = None;
    let seats = match seats {
        Some(seats) => seats.into_inner(),
        None => fresh.insert(Seats::<G>::new(&[], 0)),
    };
    for (seat, computer, by_host) in changes {
        room.handed[seat] = computer;
        room.by_host[seat] = by_host;
        seats.set(
            seat,
            computer.then(|| stand_in.level.clone()),
            0x5EA7 ^ seat as u64,
        );
    }
    if let Some(seats) = fresh {
        commands.insert_resource(seats);
    }
}

/// Closes the room when its game is no longer running.
fn close_room<G: SeatView>(
    mut commands: Commands,
    game: Option<Res<G>>,
    room: Option<Res<PhoneRoom>>,
) {
    if let Some(room) = room
        && room.game == TypeId::of::<G>()
        && game.is_none()
    {
        set_phones(Vec::new());
        commands.remove_resource::<PhoneRoom>();
    }
}

/// The phones' intents, as the game's intent messages.
fn phone_intents<G>(
    room: Option<ResMut<PhoneRoom>>,
    game: Option<Res<G>>,
    mut intents: MessageWriter<Intent<G>>,
) where
    G: SeatView,
    G::Action: DeserializeOwned,
{
    let Some(mut room) = room else { return };
    if room.game != TypeId::of::<G>() {
        return;
    }
    let room = &mut *room;
    let server = room.server.get_mut().expect("never poisoned");
    while let Some(intent) = server.next_intent() {
        if intent.check {
            // A live verdict: asked of the game as it stands, nothing applied.
            let verdict = game.as_ref().and_then(|g| {
                let action = serde_json::from_str::<G::Action>(&intent.action).ok()?;
                g.verdict(intent.seat, &action, intent.lang)
            });
            intent.verdict(verdict);
            continue;
        }
        match serde_json::from_str::<G::Action>(&intent.action) {
            Ok(action) => {
                intents.write(Intent::<G>::new(intent.seat, action));
                room.pending.push(intent);
            }
            Err(e) => server.refuse_malformed(intent, &e.to_string()),
        }
    }
}

/// Answers the phones' intents of this frame (refused, with the rules' reason in the phone's
/// language, or done), and publishes the views when the game changed.
fn answer_and_publish<G>(
    room: Option<ResMut<PhoneRoom>>,
    game: Option<Res<G>>,
    mut refused: MessageReader<Refused<G>>,
) where
    G: SeatView,
    G::Refusal: Worded + serde::Serialize,
{
    let (Some(mut room), Some(game)) = (room, game) else {
        return;
    };
    if room.game != TypeId::of::<G>() {
        return;
    }
    let room = &mut *room;
    let server = room.server.get_mut().expect("never poisoned");
    let mut refusals: Vec<Option<&Refused<G>>> = refused.read().map(Some).collect();
    for intent in room.pending.drain(..) {
        // The first refusal of this seat's not yet matched is this intent's (the queue keeps
        // a seat's intents in order).
        let matched = refusals
            .iter_mut()
            .find(|r| r.is_some_and(|r| r.intent.seat == intent.seat))
            .and_then(Option::take);
        let seq = intent.seq;
        let answer = match matched {
            Some(r) => ServerMessage::Refused {
                seq,
                reason: serde_json::to_value(&r.reason).unwrap_or_default(),
                text: r.reason.message(intent.lang),
            },
            None => ServerMessage::Done { seq },
        };
        server.answer(intent, &answer);
    }
    if game.is_changed() {
        publish(server, &*game, room.phones.len());
    }
}

fn publish<G: SeatView>(server: &mut SeatServer, game: &G, seats: usize) {
    let json = |viewer| serde_json::to_string(&game.view(viewer)).expect("views serialize");
    server.publish_views(
        game.acting(),
        game.is_over(),
        (0..seats).map(|s| json(Viewer::Seat(s))).collect(),
        json(Viewer::Spectator),
    );
}
