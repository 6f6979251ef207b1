//! Players' own phones as seats at the table: a server inside the app (HTTP and WebSocket on
//! tokio, on its own thread), the phone pages it serves from the binary, and the room that
//! keeps who holds which seat. It hosts any game through the engine's
//! [`crate::engine::hosted::HostedGame`] and never names one.
//!
//! - [`protocol`]: the messages, checked and capped ([`protocol::decode`]).
//! - [`room`]: seats, secret tokens, intent numbers, the host's controls.
//! - [`server`]: the server thread and the owner's handle ([`server::SeatServer`]).
//! - [`table`]: phone seats at a table in the app (any game's, through its messages).
//! - [`host`]: a game hosted without a window (`wordtable host`, the loopback tests).
//! - [`network`], [`qr`], [`texts`], [`pages`]: addresses, the join code, words, pages.

pub mod host;
pub mod network;
pub mod pages;
pub mod protocol;
pub mod qr;
pub mod room;
pub mod server;
pub mod table;
pub mod texts;

pub use room::{Room, SeatKind};
pub use server::{SeatServer, ServerConfig};
