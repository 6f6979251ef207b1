//! Phone seats at a table in the app, headless: the game runs in a Bevy app with its rules
//! plugin and the phone seats' plugin, as the window runs it; phones on real WebSockets take
//! their seats, and their intents reach the game through its intent messages between frames,
//! each answered (done, or refused with the rules' reason in the phone's language), while the
//! frames never wait for the network.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio_tungstenite::connect_async;
use tokio_tungstenite::tungstenite::Message;
use wordtable::engine::harness::Harness;
use wordtable::engine::{SeatView, TurnGame, Viewer};
use wordtable::games::color_words::material::GridName;
use wordtable::games::color_words::players::Level;
use wordtable::games::color_words::plugin::ColorWords;
use wordtable::games::color_words::save::self_play;
use wordtable::seat_server::table::{PhoneRoom, PhoneRoomRequest, PhoneSeatsPlugin, on_phone};

#[test]
fn phones_play_color_words_through_the_tables_messages() {
    // A fresh game of two seats (self_play with no actions is just the deal).
    let (_, game) = self_play(9, GridName::A, &[Level::Normal, Level::Normal], 0);
    let mut app = wordtable::engine::harness::headless_app::<ColorWords>();
    app.add_plugins(PhoneSeatsPlugin::<ColorWords>::new(
        "color_words",
        Level::Normal,
    ));
    app.insert_resource(PhoneRoomRequest {
        game: "color_words",
        names: vec!["Ana".into(), "Ben".into()],
        phones: vec![true, true],
        computers: vec![false, false],
        loopback: true,
    });
    let mut h = Harness::start(app, ColorWords::new(game));
    h.update();
    let room = h.app.world().resource::<PhoneRoom>();
    let port = room.address().port();
    let code = room.code.clone();
    assert!(room.join_url.contains(&format!("room={code}")));
    assert!(room.qr.is_some());
    assert!(on_phone(0) && on_phone(1) && !on_phone(2));

    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let mut phones = Vec::new();
        for seat in 0..2 {
            let (mut ws, _) = connect_async(format!("ws://127.0.0.1:{port}/ws"))
                .await
                .unwrap();
            let hello = json!({"type": "hello", "room": code, "lang": "fr"});
            ws.send(Message::text(hello.to_string())).await.unwrap();
            ws.send(Message::text(
                json!({"type": "take", "seat": seat}).to_string(),
            ))
            .await
            .unwrap();
            phones.push(ws);
        }
        // The frames run while the phones talk: none waits for them.
        let mut frames = |h: &mut Harness<ColorWords>| {
            for _ in 0..5 {
                h.update();
            }
        };
        let dealer = h.game().acting()[0];
        let other = 1 - dealer;
        // The other seat cannot deal: refused, in French.
        let act = json!({"type": "act", "seq": 1, "action": "Draw"});
        phones[other]
            .send(Message::text(act.to_string()))
            .await
            .unwrap();
        let refused = answer(&mut phones[other], &mut h, &mut frames).await;
        assert_eq!(refused["type"], "refused", "{refused}");
        assert!(!refused["text"].as_str().unwrap().is_empty());
        assert_eq!(h.game().game.round, 0);
        // The dealer deals: done, and the game has moved on to writing.
        phones[dealer]
            .send(Message::text(act.to_string()))
            .await
            .unwrap();
        let done = answer(&mut phones[dealer], &mut h, &mut frames).await;
        assert_eq!(done["type"], "done", "{done}");
        assert_eq!(h.game().acting(), vec![0, 1], "everyone writes at once");
        // Each phone's latest view is its own seat's.
        let view = latest_view(&mut phones[other]).await;
        assert_eq!(view["view"]["phase"], "write");
        assert_eq!(
            view["view"],
            serde_json::to_value(h.game().view(Viewer::Seat(other))).unwrap()
        );
    });
    // Ana's phone goes away: a computer writes for her (here at once; two minutes at a table),
    // and when her phone comes back with its token the seat is hers again.
    h.app
        .world_mut()
        .resource_mut::<PhoneRoom>()
        .hand_over_after = Duration::ZERO;
    runtime.block_on(async {
        let (mut ws, _) = connect_async(format!("ws://127.0.0.1:{port}/ws"))
            .await
            .unwrap();
        ws.send(Message::text(
            json!({"type": "hello", "room": code}).to_string(),
        ))
        .await
        .unwrap();
        let token = take(&mut ws, 0, &mut h).await;
        drop(ws);
        let mut handed = false;
        for _ in 0..200 {
            h.update();
            tokio::time::sleep(Duration::from_millis(5)).await;
            if h.app.world().resource::<PhoneRoom>().handed[0] {
                handed = true;
                break;
            }
        }
        assert!(handed, "the computer stands in for the gone phone");
        let seats = h
            .app
            .world()
            .resource::<wordtable::engine::Seats<ColorWords>>();
        assert!(!seats.is_person(0));
        let (mut ws, _) = connect_async(format!("ws://127.0.0.1:{port}/ws"))
            .await
            .unwrap();
        let back = json!({"type": "hello", "room": code, "token": token});
        ws.send(Message::text(back.to_string())).await.unwrap();
        let mut returned = false;
        for _ in 0..200 {
            h.update();
            tokio::time::sleep(Duration::from_millis(5)).await;
            if !h.app.world().resource::<PhoneRoom>().handed[0] {
                returned = true;
                break;
            }
        }
        assert!(returned, "the phone has its seat back");
        let seats = h
            .app
            .world()
            .resource::<wordtable::engine::Seats<ColorWords>>();
        assert!(seats.is_person(0));
    });
    // A new game asks for a room of its own: the old one makes way (a new code, its seats).
    let old_code = h.app.world().resource::<PhoneRoom>().code.clone();
    h.app.world_mut().insert_resource(PhoneRoomRequest {
        game: "color_words",
        names: vec!["Ana".into(), "Ben".into()],
        phones: vec![false, true],
        computers: vec![false, false],
        loopback: true,
    });
    // Another game's request is not this table's to take.
    h.update();
    h.update();
    let room = h.app.world().resource::<PhoneRoom>();
    assert_ne!(room.code, old_code, "a new room");
    assert_eq!(room.phones, vec![false, true]);
    assert!(!on_phone(0) && on_phone(1));
    h.app.world_mut().insert_resource(PhoneRoomRequest {
        game: "play_on_words",
        names: vec![],
        phones: vec![true],
        computers: vec![],
        loopback: true,
    });
    h.update();
    assert!(
        h.app.world().get_resource::<PhoneRoomRequest>().is_some(),
        "Color Words leaves Play On Words' request alone"
    );
    // The game ends: the room closes with it.
    h.app.world_mut().remove_resource::<ColorWords>();
    h.update();
    assert!(h.app.world().get_resource::<PhoneRoom>().is_none());
    assert!(!on_phone(0));
}

/// A new phone takes `seat` (after the one that held it left): its token.
async fn take(ws: &mut Socket, seat: usize, h: &mut Harness<ColorWords>) -> String {
    h.app
        .world()
        .resource::<PhoneRoom>()
        .with_room(|r| r.leave(seat));
    ws.send(Message::text(
        json!({"type": "take", "seat": seat}).to_string(),
    ))
    .await
    .unwrap();
    loop {
        h.update();
        if let Ok(Some(Ok(Message::Text(text)))) =
            tokio::time::timeout(Duration::from_millis(10), ws.next()).await
        {
            let value: Value = serde_json::from_str(text.as_str()).unwrap();
            if value["type"] == "seated" {
                return value["token"].as_str().unwrap().to_string();
            }
        }
    }
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Runs frames until the phone has its intent's answer.
async fn answer(
    phone: &mut Socket,
    h: &mut Harness<ColorWords>,
    frames: &mut impl FnMut(&mut Harness<ColorWords>),
) -> Value {
    for _ in 0..400 {
        frames(h);
        if let Ok(Some(Ok(Message::Text(text)))) =
            tokio::time::timeout(Duration::from_millis(10), phone.next()).await
        {
            let value: Value = serde_json::from_str(text.as_str()).unwrap();
            if matches!(value["type"].as_str(), Some("done" | "refused")) {
                return value;
            }
        }
    }
    panic!("no answer");
}

/// The last view the phone was sent (waiting a little for one to come).
async fn latest_view(phone: &mut Socket) -> Value {
    let mut last = Value::Null;
    while let Ok(Some(Ok(message))) =
        tokio::time::timeout(Duration::from_millis(300), phone.next()).await
    {
        if let Message::Text(text) = message {
            let value: Value = serde_json::from_str(text.as_str()).unwrap();
            if value["type"] == "view" {
                last = value;
            }
        }
    }
    last
}
