//! `wordtable host GAME`: a game hosted without a window, players on their phones. It prints
//! the join address and the room code, serves the phone pages, the public table page (a TV's
//! browser can be the big screen) and the overlay, and runs until the game ends.

use std::net::{IpAddr, Ipv4Addr};
use std::process::ExitCode;
use std::time::Duration;

use clap::Args;

use crate::engine::hosted::HostPlan;
use crate::seat_server::host::{Host, phone_or_computer};
use crate::seat_server::network::{any_of, local_address};
use crate::seat_server::server::ServerConfig;

/// The options of `wordtable host`.
#[derive(Args, Debug)]
pub struct HostArgs {
    /// The game: word_colony, wordgame, classic, colonization, color_words, play_on_words.
    pub game: String,
    /// Who plays each seat, in order: `phone`, or a computer level (`easy`, `normal`, `hard`).
    #[arg(long, default_value = "phone,phone")]
    pub seats: String,
    /// The seats' names, in order (default: Player 1, Player 2...).
    #[arg(long)]
    pub names: Option<String>,
    /// The port to listen on (0: any free one).
    #[arg(long, default_value_t = 7070)]
    pub port: u16,
    /// The seed of the game's shuffles (default: from the clock).
    #[arg(long)]
    pub seed: Option<u64>,
    /// The language of the game's words and questions: en, fr or ro.
    #[arg(long = "words", default_value = "en")]
    pub words: String,
    /// Listen on this computer only (for tests and a browser on the same machine).
    #[arg(long)]
    pub local: bool,
    /// Accept phones from outside the private networks (a forwarded port or a tunnel).
    #[arg(long)]
    pub allow_public: bool,
    /// Hand a phone's seat to a computer once its phone has been gone this many seconds.
    #[arg(long)]
    pub hand_over_after: Option<u64>,
}

/// Runs `wordtable host`.
pub fn run(args: HostArgs) -> ExitCode {
    match host(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(2)
        }
    }
}

fn host(args: HostArgs) -> Result<(), String> {
    let (id, variant) = match args.game.as_str() {
        "classic" => ("wordgame", Some("classic".to_string())),
        other => (other, None),
    };
    let entry = crate::games::find_entry(id).ok_or_else(|| {
        let known: Vec<_> = crate::games::infos().iter().map(|i| i.id).collect();
        format!(
            "no game `{}`; the games are {}, classic",
            args.game,
            known.join(", ")
        )
    })?;
    let make = entry
        .host
        .ok_or_else(|| format!("{} has no phone pages", entry.info.name))?;
    let computers: Vec<Option<String>> = args
        .seats
        .split(',')
        .map(|s| s.trim().to_ascii_lowercase())
        .map(|s| (s != "phone").then_some(s))
        .collect();
    if !entry.info.seats_fit(computers.len()) {
        return Err(format!(
            "{} seats {}-{} players, not {}",
            entry.info.name,
            entry.info.min_seats,
            entry.info.max_seats,
            computers.len()
        ));
    }
    let names: Vec<String> = match &args.names {
        Some(names) => names.split(',').map(|n| n.trim().to_string()).collect(),
        None => (1..=computers.len())
            .map(|i| format!("Player {i}"))
            .collect(),
    };
    if names.len() != computers.len() {
        return Err(format!(
            "--names gives {} names for {} seats",
            names.len(),
            computers.len()
        ));
    }
    crate::engine::check_distinct_names(names.iter().map(String::as_str))?;
    let language = crate::i18n::Lang::from_code(&args.words)
        .ok_or_else(|| format!("--words is en, fr or ro, not {}", args.words))?;
    let seed = args.seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64)
    });
    let kinds = phone_or_computer(&computers);
    let plan = HostPlan {
        names,
        computers,
        seed,
        variant,
        language,
    };
    let game = make(&plan)?;
    let public_host = if args.local {
        IpAddr::V4(Ipv4Addr::LOCALHOST)
    } else {
        local_address()
    };
    let config = ServerConfig {
        listen: if args.local {
            public_host
        } else {
            any_of(public_host)
        },
        port: args.port,
        public_host,
        allow_public: args.allow_public,
        rate: crate::seat_server::server::RATE,
    };
    let mut host = Host::start(game, kinds, config)
        .map_err(|e| format!("cannot listen on port {}: {e}", args.port))?;
    host.hand_over_after = args.hand_over_after.map(Duration::from_secs);
    let code = host.server.with_room(|room| room.code().to_string());
    let address = host.server.address();
    println!("{} is open.", entry.info.name);
    println!("Phones join at {}", host.server.join_url());
    println!("Room code: {code}");
    let base = host
        .server
        .join_url()
        .split("/?")
        .next()
        .unwrap_or_default()
        .to_string();
    println!("Public table (a TV's browser): {base}/table?room={code}");
    println!("Streaming overlay: {base}/overlay?room={code}");
    println!("Listening on {address}");
    println!("Type lock, open, free N, computer N, phone N or seats, then Enter.");
    // The terminal's lines, read on a thread of their own: the loop never waits for them.
    let (lines, typed) = std::sync::mpsc::channel::<String>();
    std::thread::spawn(move || {
        for line in std::io::stdin().lines().map_while(Result::ok) {
            if lines.send(line).is_err() {
                break;
            }
        }
    });
    let started = crate::history::dates::now();
    host.run(|host| {
        while let Ok(line) = typed.try_recv() {
            println!("{}", host.command(&line));
        }
        false
    });
    println!("The game is over.");
    match crate::history::keep(&host.game.save(), Some(started)) {
        Ok(id) => println!("Kept in the history as game {id} (wordtable history show {id})."),
        Err(why) => eprintln!("The game could not be kept in the history: {why}"),
    }
    // The phones see the final view before the server stops.
    std::thread::sleep(Duration::from_secs(2));
    Ok(())
}
