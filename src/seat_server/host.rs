//! A game hosted without a window: the seat server and a hosted game, run by a loop that
//! applies the phones' intents, lets computer seats play, hands a seat whose phone has been
//! gone too long to a computer (when the host asked for that), and publishes the views.
//! `wordtable host` runs it; the loopback tests drive it step by step.

use std::time::{Duration, Instant};

use super::room::{Room, SeatKind, room_code};
use super::server::{SeatServer, ServerConfig};
use crate::engine::hosted::HostedGame;

/// A hosted game and its server.
pub struct Host {
    /// The game.
    pub game: Box<dyn HostedGame>,
    /// The server.
    pub server: SeatServer,
    /// Hand a phone seat to a computer once its phone has been gone this long.
    pub hand_over_after: Option<Duration>,
    /// Multiplies the rules' clocks (an answer's 45 s, a round's 90 s); 0 turns them off.
    pub clock_scale: f64,
    handed: Vec<bool>,
}

impl Host {
    /// Starts the server for `game`; `kinds` says who plays each seat (phones, or computers
    /// as the game already knows).
    pub fn start(
        game: Box<dyn HostedGame>,
        kinds: Vec<SeatKind>,
        config: ServerConfig,
    ) -> std::io::Result<Host> {
        let seats = game.seat_names().into_iter().zip(kinds).collect();
        let room = Room::new(room_code(), seats);
        let mut server = SeatServer::start(game.game_id(), room, config)?;
        server.publish(game.as_ref());
        let handed = vec![false; game.seat_names().len()];
        Ok(Host {
            game,
            server,
            hand_over_after: None,
            clock_scale: 1.0,
            handed,
        })
    }

    /// One step: the phones' intents, then at most one computer action, then the seats whose
    /// phones are gone or back. Returns whether the game changed.
    pub fn step(&mut self) -> bool {
        // `pump` publishes what the phones changed; the rest is published here.
        let phones = self.server.pump(self.game.as_mut()) > 0;
        let mut changed = self.game.play_computer();
        if self.clock_scale > 0.0 {
            changed |= self.game.run_clocks(Instant::now(), self.clock_scale);
        }
        changed |= self.hand_over(Instant::now());
        if changed {
            self.server.publish(self.game.as_ref());
        }
        phones || changed
    }

    /// Hands seats whose phones have been gone too long to computers, and gives them back
    /// when their phones return.
    fn hand_over(&mut self, now: Instant) -> bool {
        let Some(after) = self.hand_over_after else {
            return false;
        };
        let mut changed = false;
        for seat in 0..self.handed.len() {
            let gone = self
                .server
                .with_room(|room| room.gone_for(seat, now).is_some_and(|d| d >= after));
            let back = self.server.with_room(|room| room.connected(seat));
            if gone && !self.handed[seat] {
                self.game.set_computer(seat, true);
                self.handed[seat] = true;
                changed = true;
            } else if back && self.handed[seat] {
                self.game.set_computer(seat, false);
                self.handed[seat] = false;
                changed = true;
            }
        }
        changed
    }

    /// The host's controls, as typed at the terminal: `lock`, `open`, `free N` (the phone
    /// leaves seat N, counted from 1), `computer N` / `phone N` (a computer plays the seat for
    /// now / its phone again), `seats`. The answer, in a line.
    pub fn command(&mut self, line: &str) -> String {
        let mut words = line.split_whitespace();
        let verb = words.next().unwrap_or_default();
        let seat = words.next().and_then(|n| n.parse::<usize>().ok());
        let seats = self.game.seat_names().len();
        let seat = seat.filter(|&n| (1..=seats).contains(&n)).map(|n| n - 1);
        match (verb, seat) {
            ("lock", _) => {
                self.server.with_room(|r| r.lock(true));
                "The room is locked: no new phone takes a seat.".into()
            }
            ("open", _) => {
                self.server.with_room(|r| r.lock(false));
                "The room is open.".into()
            }
            ("free", Some(s)) => {
                self.server.with_room(|r| r.remove(s));
                format!("Seat {} is free for another phone.", s + 1)
            }
            ("computer", Some(s)) => {
                self.game.set_computer(s, true);
                self.handed[s] = false;
                self.server.publish(self.game.as_ref());
                format!("A computer plays seat {} for now.", s + 1)
            }
            ("phone", Some(s)) => {
                self.game.set_computer(s, false);
                self.handed[s] = false;
                self.server.publish(self.game.as_ref());
                format!("Seat {} is its phone's again.", s + 1)
            }
            ("seats", _) => {
                let seats = self.server.with_room(|r| r.seats());
                let computers = self.game.computer_seats();
                seats
                    .iter()
                    .enumerate()
                    .map(|(i, s)| {
                        let who = match (computers[i], s.taken, s.connected) {
                            (true, _, _) => "computer",
                            (false, false, _) => "free",
                            (false, true, true) => "phone connected",
                            (false, true, false) => "phone away",
                        };
                        format!("{}. {} ({who})", i + 1, s.name)
                    })
                    .collect::<Vec<_>>()
                    .join("; ")
            }
            _ => format!(
                "Commands: lock, open, free N, computer N, phone N, seats (N from 1 to {seats})."
            ),
        }
    }

    /// Runs until the game is over (or `stop` says so), sleeping a little between idle steps;
    /// `stop` may also use the host's controls.
    pub fn run(&mut self, mut stop: impl FnMut(&mut Host) -> bool) {
        while !self.game.is_over() && !stop(self) {
            if !self.step() {
                // Idle: wake for the next intent at once, or look again at the phones' seats.
                self.server.wait_for_intent(Duration::from_millis(50));
            }
        }
    }
}

/// A room's kinds from the seats' computer levels: a seat without a level is a phone's.
pub fn phone_or_computer(computers: &[Option<String>]) -> Vec<SeatKind> {
    computers
        .iter()
        .map(|c| match c {
            Some(_) => SeatKind::Computer,
            None => SeatKind::Phone,
        })
        .collect()
}
