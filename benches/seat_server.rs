//! The seat server's round trip on loopback, measured: a Play On Words game of six phone
//! seats hosted headless, eight phones connected (six seats, two seats on a second phone as
//! well) and twenty overlay pages watching; the game's actions, played from the phones one by
//! one, are timed from the intent leaving the phone to its answer and to the phone's new view.
//! Prints the 50th and 95th percentiles and the worst; the target is 95 % under 50 ms.
//!
//! `cargo bench --bench seat_server` (add `-- --check` to fail above the target).

use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio_tungstenite::connect_async_with_config;
use tokio_tungstenite::tungstenite::Message;
use wordtable::engine::hosted::{HostPlan, HostedGame};
use wordtable::i18n::Lang;
use wordtable::seat_server::host::Host;
use wordtable::seat_server::{SeatKind, ServerConfig};

const SEATS: usize = 6;
const WATCHERS: usize = 20;

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;
type Sink = futures_util::stream::SplitSink<Socket, Message>;
type Inbox = tokio::sync::mpsc::UnboundedReceiver<Value>;

/// A phone's connection, read all the time as a page reads it: its sending half and what it
/// received.
struct Phone {
    sink: Sink,
    inbox: Inbox,
}

fn hosted(computers: Option<&str>) -> Box<dyn HostedGame> {
    let plan = HostPlan {
        names: (1..=SEATS).map(|i| format!("P{i}")).collect(),
        computers: vec![computers.map(str::to_string); SEATS],
        seed: 21,
        variant: None,
        language: Lang::En,
    };
    wordtable::games::play_on_words::host::host(&plan).expect("a hosted game")
}

async fn next_of(phone: &mut Phone, types: &[&str]) -> Value {
    let wait = async {
        loop {
            let value = phone.inbox.recv().await.expect("the socket is open");
            if types.contains(&value["type"].as_str().unwrap_or_default()) {
                return value;
            }
        }
    };
    tokio::time::timeout(Duration::from_secs(20), wait)
        .await
        .unwrap_or_else(|_| panic!("no {types:?} within 20 s"))
}

async fn open(port: u16, hello: Value) -> Phone {
    let url = format!("ws://127.0.0.1:{port}/ws");
    let (socket, _) = connect_async_with_config(url, None, true).await.unwrap();
    let (sink, mut stream) = socket.split();
    let (tx, inbox) = tokio::sync::mpsc::unbounded_channel();
    tokio::spawn(async move {
        while let Some(Ok(message)) = stream.next().await {
            if let Message::Text(text) = message {
                let _ = tx.send(serde_json::from_str::<Value>(text.as_str()).unwrap());
            }
        }
    });
    let mut phone = Phone { sink, inbox };
    phone
        .sink
        .send(Message::text(hello.to_string()))
        .await
        .unwrap();
    next_of(&mut phone, &["welcome"]).await;
    phone
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn main() {
    let check = std::env::args().any(|a| a == "--check");
    // The actions of a whole game, chosen by computer seats.
    let mut direct = hosted(Some("normal"));
    while !direct.is_over() && direct.log().len() < 3000 {
        assert!(direct.play_computer());
    }
    let log = direct.log().to_vec();

    // The phones play a whole game in seconds, faster than the flood limit lets hands.
    let config = ServerConfig {
        rate: 1000.0,
        ..ServerConfig::loopback()
    };
    let mut host = Host::start(hosted(None), vec![SeatKind::Phone; SEATS], config).unwrap();
    let port = host.server.address().port();
    let room = host.server.with_room(|r| r.code().to_string());
    let runner = std::thread::spawn(move || {
        host.run(|_| false);
        host
    });
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let (to_answer, to_view) = runtime.block_on(async {
        let mut phones = Vec::new();
        let mut tokens = Vec::new();
        for seat in 0..SEATS {
            let mut phone = open(port, json!({"type": "hello", "room": room})).await;
            phone
                .sink
                .send(Message::text(
                    json!({"type": "take", "seat": seat}).to_string(),
                ))
                .await
                .unwrap();
            let seated = next_of(&mut phone, &["seated"]).await;
            tokens.push(seated["token"].as_str().unwrap().to_string());
            phones.push(phone);
        }
        // Two seats also open on a second phone; twenty overlays watch. They read what they
        // are sent, as pages do.
        let mut others = Vec::new();
        for token in tokens.iter().take(8 - SEATS) {
            others.push(open(port, json!({"type": "hello", "room": room, "token": token})).await);
        }
        for _ in 0..WATCHERS {
            others.push(open(port, json!({"type": "hello", "room": room, "watch": true})).await);
        }
        // Their messages are read (by their readers) and dropped.
        let readers: Vec<_> = others
            .into_iter()
            .map(|mut p| tokio::spawn(async move { while p.inbox.recv().await.is_some() {} }))
            .collect();
        let mut to_answer = Vec::new();
        let mut to_view = Vec::new();
        let mut seq = [0u64; SEATS];
        for (i, (seat, action)) in log.iter().enumerate() {
            // The host published once at the start and once after each action.
            let expected = i as u64 + 2;
            let phone = &mut phones[*seat];
            seq[*seat] += 1;
            let action: Value = serde_json::from_str(action).unwrap();
            let message = json!({"type": "act", "seq": seq[*seat], "action": action});
            let sent = Instant::now();
            phone
                .sink
                .send(Message::text(message.to_string()))
                .await
                .unwrap();
            let (mut answered, mut viewed) = (None, None);
            while answered.is_none() || viewed.is_none() {
                let m = next_of(phone, &["done", "refused", "view"]).await;
                match m["type"].as_str() {
                    // Views of earlier actions may still be on their way.
                    Some("view") if m["version"].as_u64() >= Some(expected) => {
                        viewed = viewed.or(Some(sent.elapsed()))
                    }
                    Some("view") => {}
                    Some("done") => answered = Some(sent.elapsed()),
                    _ => panic!("refused: {m}"),
                }
            }
            to_answer.push(answered.unwrap());
            to_view.push(viewed.unwrap());
        }
        for r in readers {
            r.abort();
        }
        (to_answer, to_view)
    });
    let host = runner.join().unwrap();
    assert!(host.game.is_over());
    let mut worst_p95 = Duration::ZERO;
    for (what, mut times) in [("answer", to_answer), ("new view", to_view)] {
        times.sort();
        let p95 = percentile(&times, 0.95);
        worst_p95 = worst_p95.max(p95);
        println!(
            "intent to {what}: {} intents, median {:.2} ms, p95 {:.2} ms, worst {:.2} ms",
            times.len(),
            percentile(&times, 0.5).as_secs_f64() * 1e3,
            p95.as_secs_f64() * 1e3,
            times.last().unwrap().as_secs_f64() * 1e3
        );
    }
    println!("({SEATS} seats, 8 phones, {WATCHERS} overlays connected)");
    if check && worst_p95 > Duration::from_millis(50) {
        eprintln!("p95 above 50 ms");
        std::process::exit(1);
    }
}
