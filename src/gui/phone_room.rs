//! The phones' room on the table, for any game: how phones join (the QR code of the address,
//! the address, the room code), which phone seats are taken and connected, and the host's
//! controls (free a seat from its phone, let a computer play it for now, lock the room). Once every phone seat is taken the
//! joining part folds away, so a stream stops showing the way in.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::Screen;
use super::theme::{GOLD, PANEL};
use crate::i18n::tr;
use crate::seat_server::table::PhoneRoom;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        room_panel.run_if(in_state(Screen::Table).and_then(resource_exists::<PhoneRoom>)),
    );
}

/// The QR code's side in points, whatever its module count.
const QR_SIDE: f32 = 132.0;

fn room_panel(mut contexts: EguiContexts, mut room: ResMut<PhoneRoom>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let seats = room.seats();
    let free = seats
        .iter()
        .enumerate()
        .any(|(i, s)| room.phones.get(i).copied().unwrap_or(false) && !s.taken);
    egui::Window::new(tr!("phones-title"))
        .id(egui::Id::new("phone-room"))
        .anchor(egui::Align2::RIGHT_BOTTOM, egui::vec2(-12.0, -12.0))
        .resizable(false)
        .collapsible(true)
        .frame(
            egui::Frame::new()
                .fill(PANEL)
                .corner_radius(egui::CornerRadius::same(10))
                .inner_margin(egui::Margin::same(10)),
        )
        .show(ctx, |ui| {
            if free && !room.locked() {
                ui.horizontal(|ui| {
                    if let Some(qr) = &room.qr {
                        draw_qr(ui, qr);
                    }
                    ui.vertical(|ui| {
                        ui.label(tr!("phones-join"));
                        ui.label(egui::RichText::new(&room.join_url).monospace().size(15.0));
                        ui.add_space(6.0);
                        ui.label(tr!("phones-code"));
                        ui.label(
                            egui::RichText::new(&room.code)
                                .size(34.0)
                                .strong()
                                .color(GOLD),
                        );
                    });
                });
                ui.separator();
            }
            for (i, seat) in seats.iter().enumerate() {
                if !room.phones.get(i).copied().unwrap_or(false) {
                    continue;
                }
                ui.horizontal(|ui| {
                    let handed = room.handed.get(i).copied().unwrap_or(false);
                    let (dot, state) = match (seat.taken, seat.connected) {
                        _ if handed => (GOLD, tr!("phones-computer-plays")),
                        (false, _) => (egui::Color32::GRAY, tr!("phones-free")),
                        (true, true) => (
                            egui::Color32::from_rgb(95, 208, 122),
                            tr!("phones-connected"),
                        ),
                        (true, false) => (egui::Color32::from_rgb(200, 69, 58), tr!("phones-away")),
                    };
                    let (rect, _) =
                        ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
                    ui.painter().circle_filled(rect.center(), 6.0, dot);
                    ui.label(egui::RichText::new(&seat.name).strong());
                    ui.label(state);
                    if seat.taken && ui.small_button(tr!("phones-free-seat")).clicked() {
                        room.remove(i);
                    }
                    let hand = match handed {
                        true => tr!("phones-hand-back"),
                        false => tr!("phones-hand-over"),
                    };
                    if ui.small_button(hand).clicked() {
                        room.hand_requests.push(i);
                    }
                });
            }
            let locked = room.locked();
            let label = match locked {
                true => tr!("phones-unlock"),
                false => tr!("phones-lock"),
            };
            if ui.button(label).clicked() {
                room.lock(!locked);
            }
        });
    Ok(())
}

/// The QR code, dark modules on a white square with its quiet zone.
fn draw_qr(ui: &mut egui::Ui, qr: &crate::seat_server::qr::Modules) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(QR_SIDE, QR_SIDE), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, egui::Color32::WHITE);
    let module = QR_SIDE / (qr.width + 8) as f32;
    let origin = rect.min + egui::vec2(4.0 * module, 4.0 * module);
    for (i, _) in qr.dark.iter().enumerate().filter(|(_, d)| **d) {
        let (x, y) = ((i % qr.width) as f32, (i / qr.width) as f32);
        let min = origin + egui::vec2(x * module, y * module);
        painter.rect_filled(
            egui::Rect::from_min_size(min, egui::vec2(module + 0.3, module + 0.3)),
            0.0,
            egui::Color32::BLACK,
        );
    }
}
