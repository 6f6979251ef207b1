//! Phones over real WebSockets, on loopback and without a window: the seat server hosts each
//! of the five games and one phone a seat plays it to the end, with phones dropped and
//! reconnected mid-game and intents sent again after the reconnect; the game they leave equals
//! the same actions applied directly (every seat's view and the spectator's, and the log).
//! Also what the server does with bad input: malformed messages, a wrong room, a watcher
//! that tries to act, a taken seat, a token that is not one.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, connect_async};
use wordtable::engine::Viewer;
use wordtable::engine::hosted::{HostPlan, HostedGame};
use wordtable::i18n::Lang;
use wordtable::seat_server::host::Host;
use wordtable::seat_server::{SeatKind, ServerConfig};

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;
type Sink = futures_util::stream::SplitSink<Socket, Message>;

/// Reads a socket all the time, as a page does (a phone that stops reading would fill its
/// connection and hold the server's sends to it back): its messages, as JSON, in order.
fn reader(socket: Socket) -> (Sink, tokio::sync::mpsc::UnboundedReceiver<Value>) {
    let (sink, mut stream) = socket.split();
    let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
    tokio::spawn(async move {
        while let Some(Ok(message)) = stream.next().await {
            if let Message::Text(text) = message {
                let value: Value = serde_json::from_str(text.as_str()).unwrap();
                if tx.send(value).is_err() {
                    return;
                }
            }
        }
    });
    (sink, rx)
}

fn plan(names: &[&str], level: Option<&str>, seed: u64, variant: Option<&str>) -> HostPlan {
    HostPlan {
        names: names.iter().map(|n| n.to_string()).collect(),
        computers: names.iter().map(|_| level.map(str::to_string)).collect(),
        seed,
        variant: variant.map(str::to_string),
        language: Lang::En,
    }
}

fn hosted(id: &str, plan: &HostPlan) -> Box<dyn HostedGame> {
    let entry = wordtable::games::find_entry(id).expect("a registered game");
    (entry.host.expect("the game has phone pages"))(plan).expect("a hosted game")
}

/// A whole game played by computer seats, applied directly: the game and its log.
fn played_directly(id: &str, plan: &HostPlan, max_actions: usize) -> Box<dyn HostedGame> {
    let mut game = hosted(id, plan);
    while !game.is_over() && game.log().len() < max_actions {
        assert!(game.play_computer(), "{id}: the computer seats are stuck");
    }
    assert!(game.is_over(), "{id}: not over after {max_actions} actions");
    game
}

/// Loopback, the phones playing faster than hands (a whole game in seconds).
fn loopback() -> ServerConfig {
    ServerConfig {
        rate: 1000.0,
        ..ServerConfig::loopback()
    }
}

/// A runtime for the phones of a test.
fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

/// A host running its loop on a thread of its own until the test stops it.
struct Running {
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    runner: std::thread::JoinHandle<Host>,
}

impl Running {
    fn start(mut host: Host) -> Running {
        let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let stopped = stop.clone();
        let runner = std::thread::spawn(move || {
            host.run(|_| stopped.load(std::sync::atomic::Ordering::Relaxed));
            host
        });
        Running { stop, runner }
    }

    /// Stops the loop: the host, as the game left it.
    fn stop(self) -> Host {
        self.stop.store(true, std::sync::atomic::Ordering::Relaxed);
        self.runner.join().expect("the host ran")
    }
}

/// One phone's connection, as the page's script would keep it.
struct Phone {
    url: String,
    room: String,
    socket: Sink,
    inbox: tokio::sync::mpsc::UnboundedReceiver<Value>,
    token: Option<String>,
    seq: u64,
}

impl Phone {
    async fn join(port: u16, room: &str) -> Phone {
        let url = format!("ws://127.0.0.1:{port}/ws");
        let (socket, _) = connect_async(&url)
            .await
            .expect("the server accepts the socket");
        let (socket, inbox) = reader(socket);
        let mut phone = Phone {
            url,
            room: room.to_string(),
            socket,
            inbox,
            token: None,
            seq: 0,
        };
        phone
            .send(json!({"type": "hello", "room": room, "lang": "en"}))
            .await;
        let welcome = phone.next_of(&["welcome"]).await;
        assert_eq!(welcome["seat"], Value::Null);
        phone
    }

    async fn send(&mut self, message: Value) {
        self.send_text(message.to_string()).await;
    }

    async fn send_text(&mut self, text: String) {
        self.socket
            .send(Message::text(text))
            .await
            .expect("the socket is open");
    }

    /// The next message of one of these types (views and seat lists in between are skipped).
    async fn next_of(&mut self, types: &[&str]) -> Value {
        let wait = async {
            loop {
                let value = self.inbox.recv().await.expect("the socket is open");
                if types.contains(&value["type"].as_str().unwrap_or_default()) {
                    return value;
                }
            }
        };
        tokio::time::timeout(Duration::from_secs(20), wait)
            .await
            .unwrap_or_else(|_| panic!("no {types:?} within 20 s"))
    }

    async fn take(&mut self, seat: usize) {
        self.send(json!({"type": "take", "seat": seat})).await;
        let seated = self.next_of(&["seated", "error"]).await;
        assert_eq!(seated["type"], "seated", "{seated}");
        self.token = seated["token"].as_str().map(str::to_string);
    }

    /// Sends an action under a new number and waits for its answer.
    async fn act(&mut self, action: &str) -> Value {
        self.seq += 1;
        self.send_act(self.seq, action).await;
        self.answer(self.seq).await
    }

    async fn send_act(&mut self, seq: u64, action: &str) {
        let action: Value = serde_json::from_str(action).unwrap();
        self.send(json!({"type": "act", "seq": seq, "action": action}))
            .await;
    }

    async fn answer(&mut self, seq: u64) -> Value {
        loop {
            let answer = self.next_of(&["done", "refused"]).await;
            if answer["seq"] == seq {
                return answer;
            }
        }
    }

    /// Drops the connection and comes back with the token, as a reloaded page does.
    async fn reconnect(&mut self) {
        let _ = self.socket.close().await;
        let (socket, _) = connect_async(&self.url).await.expect("back on the server");
        (self.socket, self.inbox) = reader(socket);
        let hello = json!({"type": "hello", "room": self.room, "token": self.token, "lang": "en"});
        self.send(hello).await;
        let welcome = self.next_of(&["welcome"]).await;
        assert!(
            welcome["seat"].is_number(),
            "the token holds its seat: {welcome}"
        );
        assert!(welcome["last_seq"].as_u64().unwrap() <= self.seq);
    }
}

/// Hosts `id` for phones only, plays `direct`'s log from one phone a seat (every seventh
/// action sent, then the phone dropped, reconnected and the action sent again under its
/// number), and checks the hosted game ends where the direct one did.
fn play_over_phones(id: &str, plan: &HostPlan, direct: &dyn HostedGame) {
    let seats = plan.names.len();
    let mut phones_plan = plan.clone();
    phones_plan.computers = vec![None; seats];
    let game = hosted(id, &phones_plan);
    let mut host = Host::start(game, vec![SeatKind::Phone; seats], loopback()).unwrap();
    let port = host.server.address().port();
    let room = host.server.with_room(|r| r.code().to_string());
    let runner = std::thread::spawn(move || {
        let started = std::time::Instant::now();
        host.run(|_| started.elapsed() > Duration::from_secs(600));
        host
    });
    let log = direct.log().to_vec();
    let runtime = runtime();
    runtime.block_on(async {
        let mut phones = Vec::new();
        for seat in 0..seats {
            let mut phone = Phone::join(port, &room).await;
            phone.take(seat).await;
            phones.push(phone);
        }
        for (i, (seat, action)) in log.iter().enumerate() {
            let phone = &mut phones[*seat];
            let answer = if i % 7 == 3 {
                phone.seq += 1;
                let seq = phone.seq;
                phone.send_act(seq, action).await;
                phone.reconnect().await;
                phone.send_act(seq, action).await;
                phone.answer(seq).await
            } else {
                phone.act(action).await
            };
            assert_eq!(
                answer["type"], "done",
                "{id}: action {i} {action}: {answer}"
            );
        }
    });
    let host = runner.join().expect("the host ran");
    assert!(host.game.is_over(), "{id}: the hosted game is over");
    assert_eq!(
        host.game.log(),
        direct.log(),
        "{id}: every action applied once, in order"
    );
    for viewer in (0..seats)
        .map(Viewer::Seat)
        .chain(std::iter::once(Viewer::Spectator))
    {
        assert_eq!(
            host.game.view_json(viewer),
            direct.view_json(viewer),
            "{id}: {viewer:?}"
        );
    }
}

/// `id` played to the end by computer seats at `level`, directly, then again over phones.
fn whole_game(id: &str, names: &[&str], level: &str, seed: u64, variant: Option<&str>) {
    let plan = plan(names, Some(level), seed, variant);
    let direct = played_directly(id, &plan, 5000);
    play_over_phones(id, &plan, direct.as_ref());
}

#[test]
fn color_words_is_played_to_the_end_over_phones() {
    whole_game("color_words", &["Ana", "Ben", "Cleo"], "normal", 11, None);
}

#[test]
fn play_on_words_is_played_to_the_end_over_phones() {
    whole_game("play_on_words", &["Ana", "Ben"], "easy", 12, None);
}

#[test]
fn wordgame_and_classic_are_played_to_the_end_over_phones() {
    whole_game("wordgame", &["Ana", "Ben"], "easy", 13, None);
    whole_game("wordgame", &["Ana", "Ben"], "easy", 14, Some("classic"));
}

#[test]
fn colonization_is_played_to_the_end_over_phones() {
    whole_game("colonization", &["Ana", "Ben"], "placeholder", 15, None);
}

#[test]
fn word_colony_is_played_to_the_end_over_phones() {
    whole_game("word_colony", &["Ana", "Ben", "Cleo"], "easy", 16, None);
}

/// A host of Color Words for two phones, its port and room code.
fn small_host(config: ServerConfig) -> (Host, u16, String) {
    let plan = plan(&["Ana", "Ben"], None, 3, None);
    let host = Host::start(
        hosted("color_words", &plan),
        vec![SeatKind::Phone; 2],
        config,
    )
    .unwrap();
    let port = host.server.address().port();
    let room = host.server.with_room(|r| r.code().to_string());
    (host, port, room)
}

#[test]
fn bad_messages_get_an_answer_and_the_connection_stays() {
    let (host, port, room) = small_host(ServerConfig::loopback());
    let running = Running::start(host);
    let runtime = runtime();
    runtime.block_on(async {
        let url = format!("ws://127.0.0.1:{port}/ws");
        let (socket, _) = connect_async(&url).await.unwrap();
        let (socket, inbox) = reader(socket);
        let mut phone = Phone {
            url,
            room: room.clone(),
            socket,
            inbox,
            token: None,
            seq: 0,
        };
        phone.send_text("{not json".into()).await;
        let error = phone.next_of(&["error"]).await;
        assert!(error["text"].as_str().unwrap().contains("could not read"));
        phone.send(json!({"type": "take", "seat": 0})).await;
        let error = phone.next_of(&["error"]).await;
        assert!(
            error["text"].as_str().unwrap().contains("room code"),
            "{error}"
        );
        phone.send(json!({"type": "hello", "room": "ZZZZ"})).await;
        let error = phone.next_of(&["error"]).await;
        assert!(
            error["text"].as_str().unwrap().contains("No table"),
            "{error}"
        );
        // Still open: the right code gets in, and a token that is not one holds no seat.
        phone
            .send(json!({"type": "hello", "room": room.to_lowercase(), "token": "00"}))
            .await;
        let welcome = phone.next_of(&["welcome"]).await;
        assert_eq!(welcome["seat"], Value::Null);
        assert_eq!(welcome["game"], "color_words");
        phone.send_act(1, "\"Draw\"").await;
        let error = phone.next_of(&["error"]).await;
        assert!(
            error["text"].as_str().unwrap().contains("Take a seat"),
            "{error}"
        );

        phone.take(0).await;
        let mut other = Phone::join(port, &room).await;
        other.send(json!({"type": "take", "seat": 0})).await;
        let error = other.next_of(&["error"]).await;
        assert!(error["text"].as_str().unwrap().contains("took that seat"));

        // A malformed action is refused with the decoder's reason; the seat acts on.
        let odd = phone.act("{\"Fly\": 3}").await;
        assert_eq!(odd["type"], "refused");
        assert_eq!(odd["reason"], Value::Null);

        // A watcher gets the public view and cannot take a seat.
        let mut watcher = Phone::join(port, &room).await;
        watcher
            .send(json!({"type": "hello", "room": room, "watch": true}))
            .await;
        watcher.next_of(&["welcome"]).await;
        let view = watcher.next_of(&["view"]).await;
        assert_eq!(view["view"]["viewer"], "Spectator");
        watcher.send(json!({"type": "take", "seat": 1})).await;
        let error = watcher.next_of(&["error"]).await;
        assert!(error["text"].as_str().unwrap().contains("only watches"));

        // A flood is told to slow down, and the connection stays.
        for _ in 0..40 {
            phone.send(json!({"type": "ping"})).await;
        }
        let error = phone.next_of(&["error"]).await;
        assert!(
            error["text"].as_str().unwrap().contains("Too many"),
            "{error}"
        );
    });
    running.stop();
}

#[test]
fn a_seat_view_reaches_its_own_phone_only() {
    let (mut host, port, room) = small_host(loopback());
    let runtime = runtime();
    runtime.block_on(async {
        let mut ana = Phone::join(port, &room).await;
        ana.take(0).await;
        let view = ana.next_of(&["view"]).await;
        assert_eq!(view["view"]["viewer"], json!({"Seat": 0}));
        assert_eq!(
            view["view"],
            serde_json::from_str::<Value>(&host.game.view_json(Viewer::Seat(0))).unwrap()
        );
        let mut ben = Phone::join(port, &room).await;
        ben.take(1).await;
        let view = ben.next_of(&["view"]).await;
        assert_eq!(view["view"]["viewer"], json!({"Seat": 1}));
        // The dealer flips the cards; after the host applies it, each phone has its new view.
        let dealer = host.game.acting()[0];
        let phone = if dealer == 0 { &mut ana } else { &mut ben };
        phone.seq += 1;
        let seq = phone.seq;
        phone.send_act(seq, "\"Draw\"").await;
        let mut waited = 0;
        while host.server.pump(host.game.as_mut()) == 0 && waited < 400 {
            tokio::time::sleep(Duration::from_millis(5)).await;
            waited += 1;
        }
        assert_eq!(phone.answer(seq).await["type"], "done");
        let view = ben.next_of(&["view"]).await;
        assert_eq!(view["view"]["phase"], "write");
        assert_eq!(
            view["view"],
            serde_json::from_str::<Value>(&host.game.view_json(Viewer::Seat(1))).unwrap()
        );
    });
}

#[test]
fn a_crossword_phone_asks_for_the_tables_verdict_before_it_plays() {
    let plan = plan(&["Ana", "Ben"], None, 8, None);
    let host = Host::start(
        hosted("wordgame", &plan),
        vec![SeatKind::Phone; 2],
        ServerConfig::loopback(),
    )
    .unwrap();
    let port = host.server.address().port();
    let room = host.server.with_room(|r| r.code().to_string());
    let running = Running::start(host);
    let runtime = runtime();
    runtime.block_on(async {
        let mut ana = Phone::join(port, &room).await;
        ana.take(0).await;
        // Two tiles far from the centre star: the table says why not, and nothing is played.
        let place = json!({"Place": {"row": 0, "col": 0, "dir": "Across",
            "cells": [{"New": 65}, {"New": 84}]}});
        ana.send(json!({"type": "check", "seq": 1, "action": place}))
            .await;
        let verdict = ana.next_of(&["verdict"]).await;
        assert_eq!(verdict["seq"], 1);
        assert_eq!(verdict["verdict"]["ok"], false, "{verdict}");
        assert!(
            verdict["verdict"]["text"]
                .as_str()
                .unwrap()
                .contains("centre"),
            "{verdict}"
        );
        // Passing is no placement: no verdict to give.
        ana.send(json!({"type": "check", "seq": 2, "action": "Pass"}))
            .await;
        let verdict = ana.next_of(&["verdict"]).await;
        assert_eq!(verdict["verdict"], Value::Null);
    });
    let host = running.stop();
    assert!(host.game.log().is_empty(), "a check plays nothing");
}

/// Plays computer moves for every seat (a phone seat handed to a computer meanwhile) until
/// `seat` is waited for with a clock running, then gives the seat back to its phone.
fn until_clocked(game: &mut dyn HostedGame, seat: usize, phase: &str) {
    game.set_computer(seat, true);
    for _ in 0..500 {
        let view: Value = serde_json::from_str(&game.view_json(Viewer::Seat(seat))).unwrap();
        if view["phase"] == phase && game.acting().contains(&seat) {
            game.set_computer(seat, false);
            return;
        }
        assert!(game.play_computer(), "the computers are stuck");
    }
    panic!("{seat} never reached {phase}");
}

#[test]
fn a_hosted_game_runs_the_rules_clocks_for_a_phone_that_never_acts() {
    use std::time::{Duration, Instant};
    // Word Colony: the answerer gives no answer after 45 seconds.
    let mut plan = plan(&["Ana", "Ben"], None, 21, None);
    plan.computers = vec![Some("easy".into()), None];
    let mut wc = hosted("word_colony", &plan);
    until_clocked(wc.as_mut(), 1, "Answer");
    let t0 = Instant::now();
    assert!(!wc.run_clocks(t0, 1.0), "the clock starts");
    assert!(
        !wc.run_clocks(t0 + Duration::from_secs(44), 1.0),
        "time left"
    );
    assert!(wc.run_clocks(t0 + Duration::from_secs(46), 1.0), "time up");
    assert_eq!(wc.log().last().unwrap(), &(1, "\"TimeUp\"".to_string()));
    assert!(!wc.acting().contains(&1));

    // Color Words: a writer passes after the round's 90 seconds.
    let mut plan = plan_of(&["Ana", "Ben"], 22);
    plan.computers = vec![Some("normal".into()), None];
    let mut cw = hosted("color_words", &plan);
    until_clocked(cw.as_mut(), 1, "write");
    while cw.play_computer() {}
    let t0 = Instant::now();
    assert!(!cw.run_clocks(t0, 1.0));
    assert!(!cw.run_clocks(t0 + Duration::from_secs(89), 1.0));
    assert!(cw.run_clocks(t0 + Duration::from_secs(91), 1.0));
    assert_eq!(cw.log().last().unwrap(), &(1, "\"Pass\"".to_string()));
}

fn plan_of(names: &[&str], seed: u64) -> HostPlan {
    plan(names, None, seed, None)
}

#[test]
fn the_hosts_controls_lock_free_and_hand_seats_over() {
    let (mut host, _, _) = small_host(ServerConfig::loopback());
    host.server.with_room(|r| r.take(0)).unwrap();
    assert!(host.command("lock").contains("locked"));
    assert!(host.server.with_room(|r| r.locked()));
    assert!(host.command("free 1").contains("Seat 1"));
    assert!(!host.server.with_room(|r| r.seats()[0].taken));
    assert!(host.command("computer 2").contains("seat 2"));
    assert_eq!(host.game.computer_seats(), vec![false, true]);
    assert!(host.command("seats").contains("2. Ben (computer)"));
    host.command("phone 2");
    assert_eq!(host.game.computer_seats(), vec![false, false]);
    assert!(host.command("open").contains("open"));
    assert!(!host.server.with_room(|r| r.locked()));
    assert!(host.command("free 9").starts_with("Commands:"), "no seat 9");
}
