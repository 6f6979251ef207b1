//! The room's seats as the server keeps them, without any network: which seats phones may
//! take, the secret token of each taken seat, who is connected, the intent numbers already
//! taken from each seat (so an intent sent again after a reconnect is answered, not applied
//! twice), and the host's controls (remove a phone, lock the room).

use std::time::{Duration, Instant};

use super::protocol::SeatInfo;
use crate::engine::SeatId;

/// How many answers a seat keeps, for intents sent again after a reconnect (a phone has at
/// most a few unanswered at once).
const KEPT_ANSWERS: usize = 16;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatKind {
    /// A person on their own phone.
    Phone,
    /// A person at the table's own screen (pass and play).
    Laptop,
    /// A computer seat.
    Computer,
}

impl SeatKind {
    fn name(self) -> &'static str {
        match self {
            SeatKind::Phone => "phone",
            SeatKind::Laptop => "laptop",
            SeatKind::Computer => "computer",
        }
    }
}

/// A seat's secret: 128 random bits, written as 32 hex digits.
#[derive(Clone, PartialEq, Eq)]
pub struct Token(u128);

impl Token {
    /// A fresh token from the operating system's randomness (through `rand`'s thread generator,
    /// a cryptographic one seeded by the system).
    pub fn fresh() -> Token {
        Token(rand::random())
    }

    /// The token as the phone keeps it.
    pub fn hex(&self) -> String {
        format!("{:032x}", self.0)
    }

    /// Reads a token a phone sent back: exactly 32 hex digits.
    pub fn parse(text: &str) -> Option<Token> {
        (text.len() == 32 && text.bytes().all(|b| b.is_ascii_hexdigit()))
            .then(|| u128::from_str_radix(text, 16).ok().map(Token))
            .flatten()
    }
}

impl std::fmt::Debug for Token {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // A token never goes into a log.
        f.write_str("Token(..)")
    }
}

/// A seat of the room.
#[derive(Clone, Debug)]
struct RoomSeat {
    name: String,
    kind: SeatKind,
    token: Option<Token>,
    connections: u32,
    gone_since: Option<Instant>,
    last_seq: u64,
    replies: std::collections::VecDeque<(u64, String)>,
}

/// Why a phone may not take a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TakeRefusal {
    /// No seat has that number.
    NoSuchSeat,
    /// The seat is played at the table or by a computer.
    NotAPhoneSeat,
    /// Another phone holds it.
    Taken,
    /// The host locked the room: only phones that hold a seat come back.
    Locked,
}

/// What the room says of an intent's number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeqCheck {
    /// A new intent: send it to the game.
    Fresh,
    /// Already taken: here is what was answered then (if the answer was recorded).
    Again(Option<String>),
}

/// The room: its code and its seats.
#[derive(Debug)]
pub struct Room {
    code: String,
    seats: Vec<RoomSeat>,
    locked: bool,
    changes: u64,
}

impl Room {
    /// A room with this code and these seats (names and who plays them).
    pub fn new(code: String, seats: Vec<(String, SeatKind)>) -> Room {
        Room {
            code,
            seats: seats
                .into_iter()
                .map(|(name, kind)| RoomSeat {
                    name,
                    kind,
                    token: None,
                    connections: 0,
                    gone_since: None,
                    last_seq: 0,
                    replies: Default::default(),
                })
                .collect(),
            locked: false,
            changes: 0,
        }
    }

    /// The room code phones type.
    pub fn code(&self) -> &str {
        &self.code
    }

    /// Whether `code` is this room's (case and spaces do not matter).
    pub fn is_code(&self, code: &str) -> bool {
        let typed: String = code
            .chars()
            .filter(|c| !c.is_whitespace())
            .flat_map(char::to_uppercase)
            .collect();
        typed == self.code
    }

    /// Counts the changes to the seats, so watchers know when to tell the phones.
    pub fn changes(&self) -> u64 {
        self.changes
    }

    /// The seats as phones see them.
    pub fn seats(&self) -> Vec<SeatInfo> {
        self.seats
            .iter()
            .map(|s| SeatInfo {
                name: s.name.clone(),
                kind: s.kind.name().into(),
                taken: s.token.is_some(),
                connected: s.connections > 0,
            })
            .collect()
    }

    /// Who plays `seat`.
    pub fn kind(&self, seat: SeatId) -> Option<SeatKind> {
        self.seats.get(seat).map(|s| s.kind)
    }

    /// The seat a token holds.
    pub fn seat_of(&self, token: &str) -> Option<SeatId> {
        let token = Token::parse(token)?;
        self.seats
            .iter()
            .position(|s| s.token.as_ref().is_some_and(|t| same(t, &token)))
    }

    /// A phone takes a free phone seat: its token.
    pub fn take(&mut self, seat: SeatId) -> Result<Token, TakeRefusal> {
        let locked = self.locked;
        let s = self.seats.get_mut(seat).ok_or(TakeRefusal::NoSuchSeat)?;
        if s.kind != SeatKind::Phone {
            return Err(TakeRefusal::NotAPhoneSeat);
        }
        if s.token.is_some() {
            return Err(TakeRefusal::Taken);
        }
        if locked {
            return Err(TakeRefusal::Locked);
        }
        let token = Token::fresh();
        s.token = Some(token.clone());
        self.changes += 1;
        Ok(token)
    }

    /// The phone gives its seat back (its token no longer holds it).
    pub fn leave(&mut self, seat: SeatId) {
        if let Some(s) = self.seats.get_mut(seat) {
            s.token = None;
            self.changes += 1;
        }
    }

    /// The host removes the phone from `seat`: its token no longer holds it, and the seat is
    /// free for another phone.
    pub fn remove(&mut self, seat: SeatId) {
        self.leave(seat);
    }

    /// The host hands `seat` to a computer (or, with `Phone`, back to phones).
    pub fn set_kind(&mut self, seat: SeatId, kind: SeatKind) {
        if let Some(s) = self.seats.get_mut(seat) {
            s.kind = kind;
            self.changes += 1;
        }
    }

    /// Locks the room (no phone takes a free seat) or opens it.
    pub fn lock(&mut self, locked: bool) {
        self.locked = locked;
        self.changes += 1;
    }

    /// Whether the room is locked.
    pub fn locked(&self) -> bool {
        self.locked
    }

    /// A phone holding `seat` connected.
    pub fn connect(&mut self, seat: SeatId) {
        if let Some(s) = self.seats.get_mut(seat) {
            s.connections += 1;
            s.gone_since = None;
            self.changes += 1;
        }
    }

    /// A phone holding `seat` went away at `now`.
    pub fn disconnect(&mut self, seat: SeatId, now: Instant) {
        if let Some(s) = self.seats.get_mut(seat) {
            s.connections = s.connections.saturating_sub(1);
            if s.connections == 0 {
                s.gone_since = Some(now);
            }
            self.changes += 1;
        }
    }

    /// How long the phone of a taken seat has been gone at `now` (`None` while connected, or
    /// for a seat no phone holds).
    pub fn gone_for(&self, seat: SeatId, now: Instant) -> Option<Duration> {
        let s = self.seats.get(seat)?;
        s.token.as_ref()?;
        s.gone_since.map(|t| now.saturating_duration_since(t))
    }

    /// Whether any phone seat is taken and its phone connected.
    pub fn connected(&self, seat: SeatId) -> bool {
        self.seats.get(seat).is_some_and(|s| s.connections > 0)
    }

    /// The last intent number taken from `seat`.
    pub fn last_seq(&self, seat: SeatId) -> u64 {
        self.seats.get(seat).map_or(0, |s| s.last_seq)
    }

    /// Checks an intent's number: a number above the last taken is fresh (and now taken);
    /// any other was taken before.
    pub fn intent(&mut self, seat: SeatId, seq: u64) -> SeqCheck {
        let Some(s) = self.seats.get_mut(seat) else {
            return SeqCheck::Again(None);
        };
        if seq > s.last_seq {
            s.last_seq = seq;
            SeqCheck::Fresh
        } else {
            let reply = s.replies.iter().find(|(n, _)| *n == seq);
            SeqCheck::Again(reply.map(|(_, r)| r.clone()))
        }
    }

    /// The answer kept for `seat`'s intent `seq`, if it is among the last answered.
    pub fn answer_to(&self, seat: SeatId, seq: u64) -> Option<String> {
        let s = self.seats.get(seat)?;
        s.replies
            .iter()
            .find(|(n, _)| *n == seq)
            .map(|(_, r)| r.clone())
    }

    /// Keeps the answer to `seat`'s intent `seq`, to answer it again if it is sent again.
    pub fn answered(&mut self, seat: SeatId, seq: u64, reply: &str) {
        if let Some(s) = self.seats.get_mut(seat) {
            if s.replies.len() == KEPT_ANSWERS {
                s.replies.pop_front();
            }
            s.replies.push_back((seq, reply.to_string()));
        }
    }
}

/// Compares two tokens in time that does not depend on where they differ.
fn same(a: &Token, b: &Token) -> bool {
    (a.0 ^ b.0).count_ones() == 0
}

/// A room code: four consonants (no vowels, so no word is spelled by chance), 160,000 codes.
pub fn room_code() -> String {
    const LETTERS: &[u8] = b"BCDFGHJKLMNPQRSTVWXZ";
    (0..4)
        .map(|_| LETTERS[rand::random_range(0..LETTERS.len())] as char)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn room() -> Room {
        Room::new(
            "KTRZ".into(),
            vec![
                ("Ana".into(), SeatKind::Phone),
                ("Ben".into(), SeatKind::Phone),
                ("Cleo".into(), SeatKind::Computer),
            ],
        )
    }

    #[test]
    fn a_token_holds_its_seat_and_only_it() {
        let mut room = room();
        let ana = room.take(0).unwrap();
        assert_eq!(ana.hex().len(), 32);
        assert_eq!(room.seat_of(&ana.hex()), Some(0));
        assert_eq!(room.take(0), Err(TakeRefusal::Taken));
        assert_eq!(room.take(2), Err(TakeRefusal::NotAPhoneSeat));
        assert_eq!(room.take(7), Err(TakeRefusal::NoSuchSeat));
        let ben = room.take(1).unwrap();
        assert_ne!(ana, ben, "two seats, two secrets");
        assert_eq!(room.seat_of(&ben.hex()), Some(1));
        for bad in ["", "zz", &"0".repeat(32), &ana.hex()[..31]] {
            assert_eq!(room.seat_of(bad), None, "{bad}");
        }
        room.remove(0);
        assert_eq!(
            room.seat_of(&ana.hex()),
            None,
            "a removed phone's token is void"
        );
        assert!(room.take(0).is_ok(), "and the seat is free again");
    }

    #[test]
    fn a_locked_room_lets_no_new_phone_in_but_keeps_those_seated() {
        let mut room = room();
        let ana = room.take(0).unwrap();
        room.lock(true);
        assert_eq!(room.take(1), Err(TakeRefusal::Locked));
        assert_eq!(room.seat_of(&ana.hex()), Some(0));
        room.lock(false);
        assert!(room.take(1).is_ok());
    }

    #[test]
    fn an_intent_number_is_taken_once_and_its_answer_repeated() {
        let mut room = room();
        room.take(0).unwrap();
        assert_eq!(room.intent(0, 1), SeqCheck::Fresh);
        room.answered(0, 1, "done 1");
        assert_eq!(room.intent(0, 1), SeqCheck::Again(Some("done 1".into())));
        assert_eq!(room.intent(0, 2), SeqCheck::Fresh);
        assert_eq!(room.intent(0, 1), SeqCheck::Again(Some("done 1".into())));
        for n in 2..=(KEPT_ANSWERS as u64 + 1) {
            room.intent(0, n);
            room.answered(0, n, &format!("done {n}"));
        }
        assert_eq!(
            room.intent(0, 1),
            SeqCheck::Again(None),
            "only the last few are kept"
        );
        assert_eq!(room.intent(0, 2), SeqCheck::Again(Some("done 2".into())));
        assert_eq!(room.last_seq(0), KEPT_ANSWERS as u64 + 1);
        assert_eq!(
            room.intent(1, 1),
            SeqCheck::Fresh,
            "each seat counts its own"
        );
    }

    #[test]
    fn a_seat_knows_how_long_its_phone_has_been_gone() {
        let mut room = room();
        room.take(0).unwrap();
        let t = Instant::now();
        room.connect(0);
        assert_eq!(room.gone_for(0, t), None);
        room.disconnect(0, t);
        assert_eq!(
            room.gone_for(0, t + Duration::from_secs(30)),
            Some(Duration::from_secs(30))
        );
        room.connect(0);
        assert_eq!(room.gone_for(0, t + Duration::from_secs(40)), None);
        assert_eq!(room.gone_for(1, t), None, "no phone holds seat 1");
    }

    #[test]
    fn room_codes_are_four_consonants_and_typed_loosely() {
        let code = room_code();
        assert_eq!(code.len(), 4);
        assert!(code.bytes().all(|b| b"BCDFGHJKLMNPQRSTVWXZ".contains(&b)));
        let room = Room::new(code.clone(), vec![]);
        assert!(room.is_code(&format!(" {} ", code.to_lowercase())));
        assert!(!room.is_code("AAAA"));
    }
}
