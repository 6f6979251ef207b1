//! WordTable: a digital card table for word board games with every rule enforced.
//!
//! The rules and word logic build without any rendering (`--no-default-features`); the
//! `gui` feature adds the window, the egui panels and sound.

pub mod cli;
pub mod engine;
pub mod fuzz_check;
pub mod fuzzing;
pub mod games;
pub mod history;
pub mod i18n;
pub mod input;
pub mod launch;
pub mod random;
pub mod seat_server;
pub mod session;
pub mod settings;
pub mod storage;
pub mod testing;
pub mod words;

#[cfg(feature = "gui")]
pub mod app;
#[cfg(feature = "gui")]
pub mod audio;
#[cfg(feature = "gui")]
pub mod gui;
