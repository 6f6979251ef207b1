// The backdrop's settings as the shaders read them (the `Backdrop` component).

#define_import_path wordtable::backdrop

struct Backdrop {
    // Where the felt lies in physical pixels: min x, min y, max x, max y (empty: no felt).
    felt_rect: vec4<f32>,
    // The world point at the window's centre (x, y), world units per physical pixel (z).
    view: vec4<f32>,
    // The felt's base colour (linear RGB).
    felt: vec4<f32>,
    // x: grain strength, y: mottling strength, z: vignette strength, w: unused.
    params: vec4<f32>,
    // The colour outside the felt (linear RGB).
    backing: vec4<f32>,
    // The window's size in physical pixels (x, y).
    window: vec4<f32>,
};
