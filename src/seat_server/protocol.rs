//! What phones and the seat server say to each other over the WebSocket, as JSON with a
//! `type` tag: a phone's messages are intents the server checks, never trusted; the server's
//! are the seat's view, the outcome of an intent, and the room's seats. The decoder caps the
//! size of a message and names what is wrong with a malformed one.

use serde::{Deserialize, Serialize};

use crate::engine::SeatId;

/// The largest message a phone may send, in bytes (a Color Words word with its path, a Play On
/// Words lay-down of many cards: a few hundred bytes; a whole page would be an attack).
pub const MAX_MESSAGE: usize = 16 * 1024;

/// A message from a phone (or an overlay page).
#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// The first message: the room code, the seat token kept from an earlier visit (which
    /// returns the phone to its seat), the phone's language, and whether it only watches.
    Hello {
        /// The room's code, as shown on the table.
        room: String,
        /// The secret token of the seat this phone took before.
        #[serde(default)]
        token: Option<String>,
        /// `en`, `fr` or `ro`.
        #[serde(default)]
        lang: Option<String>,
        /// An overlay or a big screen: the public view only, no seat.
        #[serde(default)]
        watch: bool,
    },
    /// Take this free phone seat.
    Take {
        /// The seat, from 0.
        seat: SeatId,
    },
    /// Play an action of the game for this phone's seat. `seq` counts the phone's intents
    /// from 1: one sent again after a reconnect is answered, not applied twice.
    Act {
        /// The intent's number.
        seq: u64,
        /// The game's action, as the game's actions serialize.
        action: serde_json::Value,
    },
    /// What would the table say of this action (a placement's words and score)? Changes
    /// nothing; answered with `verdict`.
    Check {
        /// The check's number, to match its answer.
        seq: u64,
        /// The game's action, as for `act`.
        action: serde_json::Value,
    },
    /// The phone's language changed.
    Lang {
        /// `en`, `fr` or `ro`.
        lang: String,
    },
    /// Give the seat back (another phone may take it).
    Leave,
    /// Keeps the connection open through idle networks.
    Ping,
}

/// One seat as the room lists it to phones.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatInfo {
    /// The player's name.
    pub name: String,
    /// `phone` (taken from a phone), `laptop` (played at the table) or `computer`.
    pub kind: String,
    /// Whether a phone holds the seat.
    pub taken: bool,
    /// Whether that phone is connected now.
    pub connected: bool,
}

/// A message from the server.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The answer to `hello`: the game, the seats, and this phone's seat if its token holds one.
    Welcome {
        /// The game's id (which page draws it).
        game: String,
        /// The seats.
        seats: Vec<SeatInfo>,
        /// This phone's seat, when its token was good.
        seat: Option<SeatId>,
        /// The last intent number the server took from this seat.
        last_seq: u64,
    },
    /// The phone now holds `seat`; `token` brings it back after a reload.
    Seated {
        /// The seat.
        seat: SeatId,
        /// The seat's secret token (128 random bits, hex).
        token: String,
    },
    /// The seats changed (someone took one, a phone went away).
    Seats {
        /// The seats.
        seats: Vec<SeatInfo>,
    },
    /// What this phone may know of the game now.
    View {
        /// Counts the game's changes.
        version: u64,
        /// The seats the game waits for.
        acting: Vec<SeatId>,
        /// Whether the game has ended.
        over: bool,
        /// The game's view for this phone (its seat's, or a spectator's).
        view: serde_json::Value,
    },
    /// Intent `seq` was played.
    Done {
        /// The intent's number.
        seq: u64,
    },
    /// Intent `seq` was refused: the rules' reason as data and in words.
    Refused {
        /// The intent's number.
        seq: u64,
        /// The game's typed refusal (or null for a malformed action).
        reason: serde_json::Value,
        /// The refusal in the phone's language.
        text: String,
    },
    /// The answer to `check`: the game's verdict (null when the game has none).
    Verdict {
        /// The check's number.
        seq: u64,
        /// What the table would say: for a crossword placement `{ok, score, words}` or
        /// `{ok: false, text}`.
        verdict: serde_json::Value,
    },
    /// Something the phone sent could not be taken (the connection stays open).
    Error {
        /// What was wrong, in the phone's language.
        text: String,
    },
    /// The host removed this phone from its seat.
    Removed,
}

/// Why a phone's message was not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// Longer than [`MAX_MESSAGE`].
    TooLong(usize),
    /// Not JSON, or not one of the messages: the decoder's reason, with line and column.
    Malformed(String),
}

impl std::fmt::Display for DecodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DecodeError::TooLong(n) => {
                write!(f, "message of {n} bytes; at most {MAX_MESSAGE} are read")
            }
            DecodeError::Malformed(why) => write!(f, "malformed message: {why}"),
        }
    }
}

/// Reads one message from a phone.
pub fn decode(text: &str) -> Result<ClientMessage, DecodeError> {
    if text.len() > MAX_MESSAGE {
        return Err(DecodeError::TooLong(text.len()));
    }
    serde_json::from_str(text).map_err(|e| DecodeError::Malformed(e.to_string()))
}

/// Writes one message to a phone.
pub fn encode(message: &ServerMessage) -> String {
    serde_json::to_string(message).expect("server messages serialize")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hello_reads_with_and_without_its_optional_fields() {
        let full = r#"{"type":"hello","room":"KTRZ","token":"ab12","lang":"fr","watch":false}"#;
        assert_eq!(
            decode(full).unwrap(),
            ClientMessage::Hello {
                room: "KTRZ".into(),
                token: Some("ab12".into()),
                lang: Some("fr".into()),
                watch: false
            }
        );
        let bare = r#"{"type":"hello","room":"KTRZ"}"#;
        assert!(matches!(
            decode(bare).unwrap(),
            ClientMessage::Hello { token: None, .. }
        ));
    }

    #[test]
    fn malformed_and_oversized_messages_are_named_not_read() {
        for bad in [
            "",
            "{",
            "[]",
            r#"{"type":"fly"}"#,
            r#"{"type":"act","seq":"one","action":null}"#,
            r#"{"type":"take","seat":-1}"#,
        ] {
            assert!(
                matches!(decode(bad), Err(DecodeError::Malformed(_))),
                "{bad}"
            );
        }
        let long = format!(
            r#"{{"type":"act","seq":1,"action":"{}"}}"#,
            "x".repeat(MAX_MESSAGE)
        );
        assert_eq!(decode(&long), Err(DecodeError::TooLong(long.len())));
    }

    #[test]
    fn server_messages_go_to_json_and_back() {
        let messages = [
            ServerMessage::Seated {
                seat: 2,
                token: "00ff".into(),
            },
            ServerMessage::Refused {
                seq: 4,
                reason: serde_json::json!({"NotYourTurn": {"waiting": 1}}),
                text: "Not your turn".into(),
            },
            ServerMessage::Removed,
        ];
        for m in messages {
            let json = encode(&m);
            assert_eq!(serde_json::from_str::<ServerMessage>(&json).unwrap(), m);
        }
    }
}
