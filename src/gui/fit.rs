//! Lays a screen out headless, as egui would in a window of a given size at the player's zoom,
//! so tests can check that every screen fits the window or scrolls to what it hides.

use bevy_egui::egui;

/// How a page's content sat in its window.
#[derive(Clone, Copy, Debug)]
pub struct Fit {
    /// The content's size, in points.
    pub content: egui::Vec2,
    /// The part of the window the content shows in, in points.
    pub inner: egui::Rect,
    /// How far the page is scrolled down, in points.
    pub offset: f32,
}

impl Fit {
    /// Nothing sticks out sideways (pages scroll only vertically).
    pub fn fits_across(&self) -> bool {
        self.content.x <= self.inner.width() + 0.5
    }

    /// Everything shows without scrolling.
    pub fn fits_down(&self) -> bool {
        self.content.y <= self.inner.height() + 0.5
    }

    /// The page is scrolled to its end: its last line shows.
    pub fn shows_the_end(&self) -> bool {
        self.offset + self.inner.height() + 0.5 >= self.content.y
    }
}

/// Lays `body` out as a page in a `width` x `height` window (physical pixels) at `zoom`, a few
/// passes so sizes settle; with `scroll`, the mouse wheel then turns far down over the page.
pub fn lay_out(
    width: f32,
    height: f32,
    zoom: f32,
    scroll: bool,
    mut body: impl FnMut(&mut egui::Ui),
) -> Fit {
    let ctx = egui::Context::default();
    super::theme::style(&ctx);
    // Points are pixels divided by the zoom: laying out in a window that much smaller is what
    // the zoom does.
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(width, height) / zoom);
    let mut fit = None;
    let passes = if scroll { 6 } else { 3 };
    for pass in 0..passes {
        let mut input = egui::RawInput {
            screen_rect: Some(screen),
            // A second a pass, so any scrolling animation has run its course.
            time: Some(pass as f64),
            ..Default::default()
        };
        if scroll && pass >= 2 {
            input
                .events
                .push(egui::Event::PointerMoved(screen.center()));
            input.events.push(egui::Event::MouseWheel {
                unit: egui::MouseWheelUnit::Point,
                delta: egui::vec2(0.0, -4000.0),
                modifiers: egui::Modifiers::NONE,
                phase: egui::TouchPhase::Move,
            });
        }
        // As the window does it: a pass, a root `Ui` over the whole screen, the page in it.
        ctx.begin_pass(input);
        let mut root = super::theme::screen_ui(&ctx, "fit");
        let out = super::theme::page(&mut root, &mut body);
        fit = Some(Fit {
            content: out.content_size,
            inner: out.inner_rect,
            offset: out.state.offset.y,
        });
        drop(root);
        // Nothing is painted: the font atlas's updates are dropped on purpose.
        ctx.end_pass().textures_delta.clear();
    }
    fit.expect("at least one pass")
}

/// Every interface size the Settings screen offers, each with and without streamer mode.
pub fn every_zoom() -> Vec<(f32, bool, f32)> {
    let mut zooms = Vec::new();
    for step in 0..=5 {
        let scale = 0.75 + 0.25 * step as f32;
        for streamer in [false, true] {
            let settings = crate::settings::Settings {
                ui_scale: scale,
                streamer_mode: streamer,
                ..Default::default()
            };
            zooms.push((scale, streamer, super::theme::zoom(&settings)));
        }
    }
    zooms
}

/// Checks a screen at every interface size, with and without streamer mode, in a 1280x800
/// window: nothing sticks out sideways; a screen too tall scrolls down to its last line; and
/// with `whole_at_usual_size`, at the usual size (streamer mode's large type included) it shows
/// whole without scrolling. And in every language, a screen reader finds a name for every
/// control on it.
pub fn assert_fits_or_scrolls(whole_at_usual_size: bool, mut body: impl FnMut(&mut egui::Ui)) {
    for lang in crate::i18n::Lang::ALL {
        crate::i18n::with_language(lang, || {
            fits_or_scrolls(lang, whole_at_usual_size, &mut body);
            super::spoken::assert_every_control_named(lang.code(), &mut body);
        });
    }
}

/// [`assert_fits_or_scrolls`] in one language.
fn fits_or_scrolls(
    lang: crate::i18n::Lang,
    whole_at_usual_size: bool,
    mut body: impl FnMut(&mut egui::Ui),
) {
    for (scale, streamer, zoom) in every_zoom() {
        let still = lay_out(1280.0, 800.0, zoom, false, &mut body);
        let at = format!("{}, scale {scale}, streamer mode {streamer}", lang.code());
        assert!(still.fits_across(), "{at}: {still:?}");
        if whole_at_usual_size && zoom <= 1.25 {
            assert!(still.fits_down(), "{at}: {still:?}");
        }
        if !still.fits_down() {
            let scrolled = lay_out(1280.0, 800.0, zoom, true, &mut body);
            assert!(scrolled.shows_the_end(), "{at}: {scrolled:?}");
        }
    }
}
