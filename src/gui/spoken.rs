//! What a screen reader hears of a screen. egui describes every control to AccessKit (through
//! bevy_egui, to Narrator, VoiceOver or Orca); here that tree is read headless, so tests can
//! check that every control has a name, and a control whose visible text says too little (a
//! "?" button, one "Play" button per game) is given a fuller name with [`speak_as`].

use bevy_egui::egui;
use std::collections::HashMap;

use egui::accesskit::{Node, NodeId, Role};

/// One control as a screen reader meets it.
#[derive(Clone, Debug, PartialEq)]
pub struct Control {
    /// What kind of control it is (button, check box, text field...).
    pub role: Role,
    /// What it is called aloud: its label, or for a text field its hint; `None` when nothing
    /// names it.
    pub name: Option<String>,
}

/// Gives a button the name a screen reader says, when its visible text is not enough.
pub fn speak_as(response: egui::Response, name: impl Into<String>) -> egui::Response {
    let name = name.into();
    response.widget_info(|| {
        egui::WidgetInfo::labeled(egui::WidgetType::Button, response.enabled(), &name)
    });
    response
}

/// Runs `add`, then names every control it added that has no name of its own after `label`,
/// the visible label beside them (a settings row's "Volume" names its slider and value box).
pub fn labelled_by<R>(
    ui: &mut egui::Ui,
    label: egui::Id,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    let layer = ui.layer_id();
    let ctx = ui.ctx().clone();
    let before = ctx.viewport(|vp| vp.this_pass.widgets.get_layer(layer).count());
    let result = add(ui);
    let added: Vec<egui::Id> = ctx.viewport(|vp| {
        vp.this_pass
            .widgets
            .get_layer(layer)
            .skip(before)
            .filter(|w| w.sense.interactive())
            .map(|w| w.id)
            .collect()
    });
    for id in added {
        ctx.accesskit_node_builder(id, |node| {
            // An empty label (a check box drawn without text) names nothing either.
            if node.label().is_none_or(|l| l.trim().is_empty()) && node.labelled_by().is_empty() {
                node.clear_label();
                node.push_labelled_by(label.accesskit_id());
            }
        });
    }
    result
}

/// Names a control that has no visible label of its own (a player's name field in a row of
/// seats).
pub fn named(response: egui::Response, name: impl Into<String>) -> egui::Response {
    let name = name.into();
    response
        .ctx
        .accesskit_node_builder(response.id, |node| node.set_label(name));
    response
}

/// The controls of `body` laid out as a page in a 1280x800 window, in the order of the tree.
pub fn controls(mut body: impl FnMut(&mut egui::Ui)) -> Vec<Control> {
    let ctx = egui::Context::default();
    super::theme::style(&ctx);
    ctx.enable_accesskit();
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 800.0));
    let mut update = None;
    // Two passes, as the fit checks do: sizes settle in the first.
    for pass in 0..2 {
        ctx.begin_pass(egui::RawInput {
            screen_rect: Some(screen),
            time: Some(pass as f64),
            ..Default::default()
        });
        let mut root = super::theme::screen_ui(&ctx, "spoken");
        super::theme::page(&mut root, &mut body);
        drop(root);
        let mut out = ctx.end_pass();
        out.textures_delta.clear();
        update = out.platform_output.accesskit_update;
    }
    let update = update.expect("egui sends the tree once AccessKit is on");
    let nodes: HashMap<NodeId, &Node> = update.nodes.iter().map(|(id, n)| (*id, n)).collect();
    update
        .nodes
        .iter()
        .filter(|(_, node)| is_control(node.role()))
        .map(|(_, node)| Control {
            role: node.role(),
            name: name_of(node, &nodes),
        })
        .collect()
}

/// Panics, naming them, if any control of `body` has no name: a screen reader would say only
/// "button".
pub fn assert_every_control_named(at: &str, body: impl FnMut(&mut egui::Ui)) {
    let unnamed: Vec<Control> = controls(body)
        .into_iter()
        .filter(|c| c.name.is_none())
        .collect();
    assert!(
        unnamed.is_empty(),
        "{at}: controls without a name: {unnamed:?}"
    );
}

/// Whether a node is something the player operates (not text, a frame or a pane).
fn is_control(role: Role) -> bool {
    matches!(
        role,
        Role::Button
            | Role::CheckBox
            | Role::RadioButton
            | Role::ComboBox
            | Role::Slider
            | Role::SpinButton
            | Role::TextInput
            | Role::Link
    )
}

/// A node's spoken name: its label, or the text of the labels it is labelled by, or a text
/// field's hint.
fn name_of(node: &Node, nodes: &HashMap<NodeId, &Node>) -> Option<String> {
    let said = |s: Option<&str>| s.map(str::trim).filter(|s| !s.is_empty()).map(String::from);
    let by: Vec<String> = node
        .labelled_by()
        .iter()
        .filter_map(|id| nodes.get(id))
        .filter_map(|label| said(label.value()).or_else(|| said(label.label())))
        .collect();
    said(node.label())
        .or_else(|| (!by.is_empty()).then(|| by.join(" ")))
        .or_else(|| said(node.placeholder()))
}
