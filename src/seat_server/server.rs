//! The seat server: HTTP and WebSocket on tokio, on a thread of its own, so a frame never
//! waits on the network. The game's owner (the window's table, or `wordtable host`) keeps the
//! game: it takes the phones' intents from a channel without waiting ([`SeatServer::pump`]),
//! applies them, and publishes every seat's view after a change ([`SeatServer::publish`]);
//! each connection sends its phone the view of its seat only.

use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use tokio::sync::{mpsc as tmpsc, oneshot, watch};

use super::network::{is_private, join_url};
use super::pages;
use super::protocol::{self, ClientMessage, MAX_MESSAGE, ServerMessage};
use super::room::{Room, SeqCheck, TakeRefusal};
use crate::engine::hosted::{HostRefusal, HostedGame};
use crate::engine::{SeatId, Viewer};
use crate::i18n::{Lang, text_in};

/// How the server listens.
#[derive(Clone, Debug)]
pub struct ServerConfig {
    /// The address to listen on (every interface for phones; loopback in tests).
    pub listen: IpAddr,
    /// The port; 0 picks a free one.
    pub port: u16,
    /// The address phones are told to open (this computer's on the local network).
    pub public_host: IpAddr,
    /// Accept phones from outside the private networks (a forwarded port, a tunnel).
    pub allow_public: bool,
    /// Messages a connection may send a second, on average ([`RATE`] unless a benchmark
    /// plays faster than hands do).
    pub rate: f64,
}

impl ServerConfig {
    /// Listening on every interface, phones told this computer's address on the local
    /// network (the window's tables).
    pub fn local_network() -> ServerConfig {
        let public_host = super::network::local_address();
        ServerConfig {
            listen: super::network::any_of(public_host),
            port: 0,
            public_host,
            allow_public: false,
            rate: RATE,
        }
    }

    /// Listening on this computer only (tests, a browser on the same machine).
    pub fn loopback() -> ServerConfig {
        let local = IpAddr::V4(std::net::Ipv4Addr::LOCALHOST);
        ServerConfig {
            listen: local,
            port: 0,
            public_host: local,
            allow_public: false,
            rate: RATE,
        }
    }
}

/// One intent from a phone, for the game's owner to apply and answer.
#[derive(Debug)]
pub struct Inbound {
    /// The seat it acts for (the phone's token holds it).
    pub seat: SeatId,
    /// The phone's number for it.
    pub seq: u64,
    /// The action, as JSON.
    pub action: String,
    /// The phone's language, for the refusal's words.
    pub lang: Lang,
    /// Only asks for the verdict on the action: nothing is applied.
    pub check: bool,
    reply: tmpsc::UnboundedSender<String>,
}

impl Inbound {
    /// Sends the phone the game's verdict on the action (for a `check`); nothing is kept.
    pub fn verdict(self, verdict: Option<serde_json::Value>) {
        let text = protocol::encode(&ServerMessage::Verdict {
            seq: self.seq,
            verdict: verdict.unwrap_or_default(),
        });
        let _ = self.reply.send(text);
    }
}

/// What the owner last published: every seat's view and the spectator's.
#[derive(Debug, Default)]
pub struct Published {
    /// Counts the publications.
    pub version: u64,
    /// The seats the game waits for.
    pub acting: Vec<SeatId>,
    /// Whether the game has ended.
    pub over: bool,
    /// Each seat's view, as JSON.
    pub seats: Vec<String>,
    /// The spectator's view, as JSON.
    pub spectator: String,
}

/// What the connections share.
struct Shared {
    game: String,
    room: Mutex<Room>,
    seats_changed: watch::Sender<u64>,
    published: watch::Sender<Arc<Published>>,
    inbox: Mutex<mpsc::Sender<Inbound>>,
    allow_public: bool,
    own_address: IpAddr,
    rate: f64,
    join_url: String,
}

impl Shared {
    /// Changes the room, and tells every connection when its seats changed.
    fn with_room<R>(&self, f: impl FnOnce(&mut Room) -> R) -> R {
        let mut room = self
            .room
            .lock()
            .expect("the room is never left half-changed");
        let before = room.changes();
        let out = f(&mut room);
        let after = room.changes();
        drop(room);
        if after != before {
            self.seats_changed.send_replace(after);
        }
        out
    }
}

/// The owner's handle on the running server; dropping it stops the server.
pub struct SeatServer {
    shared: Arc<Shared>,
    inbox: mpsc::Receiver<Inbound>,
    held: Option<Inbound>,
    address: SocketAddr,
    version: u64,
    stop: Option<oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl SeatServer {
    /// Starts serving `game` (its id) with `room` on a thread of its own; fails when the
    /// port cannot be listened on.
    pub fn start(game: &str, room: Room, config: ServerConfig) -> std::io::Result<SeatServer> {
        let listener = std::net::TcpListener::bind(SocketAddr::new(config.listen, config.port))?;
        listener.set_nonblocking(true)?;
        let address = listener.local_addr()?;
        let (inbox_tx, inbox) = mpsc::channel();
        let code = room.code().to_string();
        let shared = Arc::new(Shared {
            game: game.to_string(),
            room: Mutex::new(room),
            seats_changed: watch::channel(0).0,
            published: watch::channel(Arc::new(Published::default())).0,
            inbox: Mutex::new(inbox_tx),
            allow_public: config.allow_public,
            own_address: config.public_host,
            rate: config.rate,
            join_url: join_url(config.public_host, address.port(), &code),
        });
        let (stop, stopped) = oneshot::channel::<()>();
        let app = router(shared.clone());
        let thread = std::thread::Builder::new()
            .name("seat server".into())
            .spawn(move || {
                let runtime = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                    .expect("a runtime for the seat server");
                runtime.block_on(async move {
                    use axum::serve::ListenerExt;
                    let listener = tokio::net::TcpListener::from_std(listener)
                        .expect("the listener joins the runtime")
                        // Small messages go at once: Nagle's wait for an acknowledgement
                        // would hold an answer back 40 ms.
                        .tap_io(|stream| {
                            let _ = stream.set_nodelay(true);
                        });
                    let service = app.into_make_service_with_connect_info::<SocketAddr>();
                    let _ = axum::serve(listener, service)
                        .with_graceful_shutdown(async {
                            let _ = stopped.await;
                        })
                        .await;
                });
            })?;
        Ok(SeatServer {
            shared,
            inbox,
            held: None,
            address,
            version: 0,
            stop: Some(stop),
            thread: Some(thread),
        })
    }

    /// Where the server listens.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// The address phones open, with the room code.
    pub fn join_url(&self) -> &str {
        &self.shared.join_url
    }

    /// The room (its code, seats, connections), to read or change (the host's controls).
    pub fn with_room<R>(&self, f: impl FnOnce(&mut Room) -> R) -> R {
        self.shared.with_room(f)
    }

    /// The next intent a phone sent, without waiting.
    pub fn next_intent(&mut self) -> Option<Inbound> {
        self.held.take().or_else(|| self.inbox.try_recv().ok())
    }

    /// Waits at most `timeout` for a phone's intent (for a loop without frames, which would
    /// otherwise sleep through it); whether one came. It is applied by the next `pump`.
    pub fn wait_for_intent(&mut self, timeout: Duration) -> bool {
        if self.held.is_none() {
            self.held = self.inbox.recv_timeout(timeout).ok();
        }
        self.held.is_some()
    }

    /// Applies every intent waiting, answers each phone, and publishes the views if any
    /// changed the game. Returns how many were applied.
    pub fn pump(&mut self, game: &mut dyn HostedGame) -> usize {
        let mut applied = 0;
        while let Some(intent) = self.next_intent() {
            if intent.check {
                let verdict = game.verdict_json(intent.seat, &intent.action, intent.lang);
                intent.verdict(verdict.and_then(|v| serde_json::from_str(&v).ok()));
                continue;
            }
            let answer = match game.act_json(intent.seat, &intent.action, intent.lang) {
                Ok(()) => {
                    applied += 1;
                    ServerMessage::Done { seq: intent.seq }
                }
                Err(HostRefusal::Refused { reason, text }) => ServerMessage::Refused {
                    seq: intent.seq,
                    reason,
                    text,
                },
                Err(HostRefusal::Malformed(why)) => {
                    self.refuse_malformed(intent, &why);
                    continue;
                }
            };
            self.answer(intent, &answer);
        }
        if applied > 0 {
            self.publish(game);
        }
        applied
    }

    /// Refuses an intent whose action is not one of the game's, with the decoder's reason.
    pub fn refuse_malformed(&self, intent: Inbound, why: &str) {
        let answer = ServerMessage::Refused {
            seq: intent.seq,
            reason: serde_json::Value::Null,
            text: format!("{}: {why}", text_in(intent.lang, "phone-malformed", None)),
        };
        self.answer(intent, &answer);
    }

    /// Answers an intent (and keeps the answer for a phone that sends the intent again).
    pub fn answer(&self, intent: Inbound, answer: &ServerMessage) {
        let text = protocol::encode(answer);
        self.shared
            .with_room(|room| room.answered(intent.seat, intent.seq, &text));
        // A phone gone since gets the answer when it sends the intent again.
        let _ = intent.reply.send(text);
    }

    /// Publishes every seat's view and the spectator's, after the game changed.
    pub fn publish(&mut self, game: &dyn HostedGame) {
        let seats = game.seat_names().len();
        self.publish_views(
            game.acting(),
            game.is_over(),
            (0..seats)
                .map(|s| game.view_json(Viewer::Seat(s)))
                .collect(),
            game.view_json(Viewer::Spectator),
        );
    }

    /// Publishes views made by the caller: who acts, whether the game is over, each seat's
    /// view and the spectator's, as JSON.
    pub fn publish_views(
        &mut self,
        acting: Vec<SeatId>,
        over: bool,
        seats: Vec<String>,
        spectator: String,
    ) {
        self.version += 1;
        let published = Published {
            version: self.version,
            acting,
            over,
            seats,
            spectator,
        };
        self.shared.published.send_replace(Arc::new(published));
    }
}

impl Drop for SeatServer {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/", get(|| async { page(pages::PHONE_HTML, "text/html") }))
        .route(
            "/overlay",
            get(|| async { page(pages::OVERLAY_HTML, "text/html") }),
        )
        .route(
            "/table",
            get(|| async { page(pages::TABLE_HTML, "text/html") }),
        )
        .route("/static/{file}", get(static_file))
        .route("/texts/{lang}", get(texts))
        .route("/qr.svg", get(qr))
        .route("/ws", get(websocket))
        .layer(axum::middleware::from_fn_with_state(
            shared.clone(),
            private_only,
        ))
        .with_state(shared)
}

/// Refuses anyone outside the private networks unless the host allowed them (this computer
/// itself is always let in, whatever its address).
async fn private_only(
    State(shared): State<Arc<Shared>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let ip = peer.ip().to_canonical();
    if shared.allow_public || is_private(ip) || ip == shared.own_address {
        next.run(request).await
    } else {
        (
            StatusCode::FORBIDDEN,
            "This table takes players on its local network only.\n",
        )
            .into_response()
    }
}

fn page(body: &'static str, kind: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, format!("{kind}; charset=utf-8")),
            (header::CACHE_CONTROL, "no-cache".to_string()),
        ],
        body,
    )
        .into_response()
}

async fn static_file(Path(file): Path<String>) -> Response {
    match pages::file(&file) {
        Some((body, kind)) => page(body, kind),
        None => (StatusCode::NOT_FOUND, "no such file\n").into_response(),
    }
}

async fn texts(Path(lang): Path<String>) -> Response {
    let lang = Lang::from_code(&lang).unwrap_or_default();
    (
        [(header::CONTENT_TYPE, "application/json")],
        super::texts::phone_texts(lang),
    )
        .into_response()
}

async fn qr(State(shared): State<Arc<Shared>>) -> Response {
    (
        [(header::CONTENT_TYPE, "image/svg+xml")],
        super::qr::svg(&shared.join_url),
    )
        .into_response()
}

async fn websocket(State(shared): State<Arc<Shared>>, upgrade: WebSocketUpgrade) -> Response {
    upgrade
        .max_message_size(MAX_MESSAGE)
        .max_frame_size(MAX_MESSAGE)
        .on_upgrade(move |socket| connection(socket, shared))
}

/// Messages a phone may send a second, on average (a person taps far fewer), and in a burst.
pub const RATE: f64 = 10.0;
const BURST: f64 = 30.0;

/// A token bucket: a phone that floods is told so and its extra messages dropped.
struct Bucket {
    level: f64,
    rate: f64,
    at: Instant,
}

impl Bucket {
    fn take(&mut self, now: Instant) -> bool {
        let refill = now.saturating_duration_since(self.at).as_secs_f64() * self.rate;
        self.level = (self.level + refill).min(BURST.max(self.rate));
        self.at = now;
        if self.level >= 1.0 {
            self.level -= 1.0;
            true
        } else {
            false
        }
    }
}

/// One phone's connection.
struct Phone {
    shared: Arc<Shared>,
    lang: Lang,
    greeted: bool,
    watching: bool,
    seat: Option<SeatId>,
    sent_version: u64,
    reply: tmpsc::UnboundedSender<String>,
}

async fn connection(mut socket: WebSocket, shared: Arc<Shared>) {
    let (reply, mut replies) = tmpsc::unbounded_channel::<String>();
    let mut views = shared.published.subscribe();
    let mut seats = shared.seats_changed.subscribe();
    let mut phone = Phone {
        shared,
        lang: Lang::En,
        greeted: false,
        watching: false,
        seat: None,
        sent_version: 0,
        reply,
    };
    let mut bucket = Bucket {
        level: BURST,
        rate: phone.shared.rate,
        at: Instant::now(),
    };
    loop {
        let out: Vec<String> = tokio::select! {
            received = socket.recv() => match received {
                Some(Ok(Message::Text(text))) => {
                    if bucket.take(Instant::now()) {
                        phone.handle(text.as_str())
                    } else {
                        vec![phone.error("phone-too-fast")]
                    }
                }
                Some(Ok(Message::Binary(_))) => vec![phone.error("phone-malformed")],
                Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
                Some(Ok(_)) => vec![],
            },
            Some(text) = replies.recv() => vec![text],
            Ok(()) = views.changed() => {
                // Marked seen, or `changed` would wake this task again at once.
                views.borrow_and_update();
                phone.view().into_iter().collect()
            }
            Ok(()) = seats.changed() => {
                seats.borrow_and_update();
                phone.seats().into_iter().collect()
            }
        };
        for text in out {
            if socket.send(Message::text(text)).await.is_err() {
                break;
            }
        }
    }
    if let Some(seat) = phone.seat {
        phone
            .shared
            .with_room(|room| room.disconnect(seat, Instant::now()));
    }
}

impl Phone {
    fn error(&self, key: &str) -> String {
        protocol::encode(&ServerMessage::Error {
            text: text_in(self.lang, key, None),
        })
    }

    /// This phone's view, when the game changed since it last had one.
    fn view(&mut self) -> Option<String> {
        if !self.greeted || (self.seat.is_none() && !self.watching) {
            return None;
        }
        let published = self.shared.published.borrow().clone();
        if published.version == self.sent_version || published.version == 0 {
            return None;
        }
        self.sent_version = published.version;
        let json = match self.seat {
            Some(seat) => published.seats.get(seat)?,
            None => &published.spectator,
        };
        Some(protocol::encode(&ServerMessage::View {
            version: published.version,
            acting: published.acting.clone(),
            over: published.over,
            view: serde_json::from_str(json).unwrap_or_default(),
        }))
    }

    fn seats(&mut self) -> Option<String> {
        if !self.greeted {
            return None;
        }
        // A seat the host took from this phone (removed, or handed to a computer).
        if let Some(seat) = self.seat {
            let still = self.shared.with_room(|room| {
                room.seats()
                    .get(seat)
                    .is_some_and(|s| s.taken && s.kind == "phone")
            });
            if !still {
                self.seat = None;
                self.sent_version = 0;
                return Some(protocol::encode(&ServerMessage::Removed));
            }
        }
        let seats = self.shared.with_room(|room| room.seats());
        Some(protocol::encode(&ServerMessage::Seats { seats }))
    }

    fn handle(&mut self, text: &str) -> Vec<String> {
        let message = match protocol::decode(text) {
            Ok(m) => m,
            Err(e) => {
                return vec![protocol::encode(&ServerMessage::Error {
                    text: format!("{}: {e}", text_in(self.lang, "phone-malformed", None)),
                })];
            }
        };
        match message {
            ClientMessage::Hello {
                room,
                token,
                lang,
                watch,
            } => self.hello(&room, token.as_deref(), lang.as_deref(), watch),
            _ if !self.greeted => vec![self.error("phone-say-hello")],
            ClientMessage::Take { seat } => self.take(seat),
            ClientMessage::Act { seq, action } => self.act(seq, action),
            ClientMessage::Check { seq, action } => self.check(seq, action),
            ClientMessage::Lang { lang } => {
                self.lang = Lang::from_code(&lang).unwrap_or(self.lang);
                vec![]
            }
            ClientMessage::Leave => {
                if let Some(seat) = self.seat.take() {
                    self.shared.with_room(|room| {
                        room.disconnect(seat, Instant::now());
                        room.leave(seat);
                    });
                }
                vec![]
            }
            ClientMessage::Ping => vec![],
        }
    }

    fn hello(
        &mut self,
        code: &str,
        token: Option<&str>,
        lang: Option<&str>,
        watch: bool,
    ) -> Vec<String> {
        if let Some(lang) = lang.and_then(Lang::from_code) {
            self.lang = lang;
        }
        if !self.shared.with_room(|room| room.is_code(code)) {
            return vec![self.error("phone-wrong-room")];
        }
        if let Some(seat) = self.seat.take() {
            self.shared
                .with_room(|room| room.disconnect(seat, Instant::now()));
        }
        self.greeted = true;
        self.watching = watch;
        self.sent_version = 0;
        let (seat, seats, last_seq) = self.shared.with_room(|room| {
            let seat = match (watch, token) {
                (false, Some(token)) => room.seat_of(token),
                _ => None,
            };
            if let Some(seat) = seat {
                room.connect(seat);
            }
            let last = seat.map_or(0, |s| room.last_seq(s));
            (seat, room.seats(), last)
        });
        self.seat = seat;
        let welcome = protocol::encode(&ServerMessage::Welcome {
            game: self.shared.game.clone(),
            seats,
            seat,
            last_seq,
        });
        std::iter::once(welcome).chain(self.view()).collect()
    }

    fn take(&mut self, seat: SeatId) -> Vec<String> {
        if self.watching {
            return vec![self.error("phone-watching")];
        }
        let taken = self.shared.with_room(|room| {
            let token = room.take(seat)?;
            if let Some(old) = self.seat {
                room.disconnect(old, Instant::now());
                room.leave(old);
            }
            room.connect(seat);
            Ok(token)
        });
        match taken {
            Ok(token) => {
                self.seat = Some(seat);
                self.sent_version = 0;
                let seated = protocol::encode(&ServerMessage::Seated {
                    seat,
                    token: token.hex(),
                });
                std::iter::once(seated).chain(self.view()).collect()
            }
            Err(TakeRefusal::Taken) => vec![self.error("phone-seat-taken")],
            Err(TakeRefusal::Locked) => vec![self.error("phone-room-locked")],
            Err(TakeRefusal::NoSuchSeat | TakeRefusal::NotAPhoneSeat) => {
                vec![self.error("phone-not-a-phone-seat")]
            }
        }
    }

    fn check(&mut self, seq: u64, action: serde_json::Value) -> Vec<String> {
        let Some(seat) = self.seat else {
            return vec![self.error("phone-take-a-seat")];
        };
        self.forward(seat, seq, &action, true)
    }

    /// Sends an intent (or a check) to the game's owner; nothing to say unless the table has
    /// closed.
    fn forward(
        &self,
        seat: SeatId,
        seq: u64,
        action: &serde_json::Value,
        check: bool,
    ) -> Vec<String> {
        let intent = Inbound {
            seat,
            seq,
            action: action.to_string(),
            lang: self.lang,
            check,
            reply: self.reply.clone(),
        };
        let inbox = self.shared.inbox.lock().expect("never poisoned");
        match inbox.send(intent) {
            Ok(()) => vec![],
            Err(_) => vec![self.error("phone-table-closed")],
        }
    }

    fn act(&mut self, seq: u64, action: serde_json::Value) -> Vec<String> {
        let Some(seat) = self.seat else {
            return vec![self.error("phone-take-a-seat")];
        };
        match self.shared.with_room(|room| room.intent(seat, seq)) {
            SeqCheck::Fresh => self.forward(seat, seq, &action, false),
            SeqCheck::Again(Some(answer)) => vec![answer],
            SeqCheck::Again(None) => {
                // Sent again before the table answered it, or an old one: the answer, when it
                // comes, reaches this phone through the room's record.
                let shared = self.shared.clone();
                let reply = self.reply.clone();
                tokio::spawn(async move {
                    for _ in 0..100 {
                        tokio::time::sleep(Duration::from_millis(50)).await;
                        let answer = shared.with_room(|room| room.answer_to(seat, seq));
                        if let Some(answer) = answer {
                            let _ = reply.send(answer);
                            return;
                        }
                    }
                });
                vec![]
            }
        }
    }
}
