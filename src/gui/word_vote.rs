//! The table's ballot on words the dictionary lacks (the shared house rule "the players' vote
//! overrules the dictionary"), drawn the same way at every table: the question, how the vote
//! counts, and Accept / Refuse for each voter at this screen. A vote is public, so the laptop
//! need not travel; a voter on their phone votes there.

use bevy_egui::egui;

/// The ballot box: `asker` played `words`; `waiting` are the voters still to vote as
/// (seat, name), and `here` says whether a seat votes at this screen. The ballot clicked, as
/// (seat, accept), if any.
pub fn ballots(
    ui: &mut egui::Ui,
    asker: &str,
    words: &[String],
    waiting: &[(usize, String)],
    here: impl Fn(usize) -> bool,
) -> Option<(usize, bool)> {
    let mut cast = None;
    egui::Frame::new()
        .fill(egui::Color32::from_rgb(40, 52, 70))
        .corner_radius(egui::CornerRadius::same(8))
        .inner_margin(egui::Margin::same(10))
        .show(ui, |ui| {
            ui.label(
                egui::RichText::new(crate::i18n::tr!(
                    "house-vote-question",
                    name = asker.to_string(),
                    words = words.join(", ")
                ))
                .size(18.0)
                .strong(),
            );
            ui.label(egui::RichText::new(crate::i18n::tr!("house-vote-count")).size(14.0));
            for (seat, name) in waiting {
                if !here(*seat) {
                    ui.label(crate::i18n::tr!("house-vote-on-phone", name = name.clone()));
                    continue;
                }
                ui.horizontal_wrapped(|ui| {
                    ui.label(egui::RichText::new(name).size(17.0));
                    if ui.button(crate::i18n::tr!("house-vote-yes")).clicked() {
                        cast = Some((*seat, true));
                    }
                    if ui.button(crate::i18n::tr!("house-vote-no")).clicked() {
                        cast = Some((*seat, false));
                    }
                });
            }
        });
    cast
}
