// What lies under the table and its panels, drawn once into a picture of the window's size
// and redrawn only when the table moves: the felt (a base green with a fine woven grain and soft
// mottling that move with the table, as they are computed from world position, and a gentle
// vignette) and one plain colour around it (the panels' backing).

#import bevy_core_pipeline::fullscreen_vertex_shader::FullscreenVertexOutput
#import wordtable::backdrop::Backdrop

@group(0) @binding(0) var<uniform> backdrop: Backdrop;

fn hash(p: vec2<f32>) -> f32 {
    let q = fract(p * vec2<f32>(123.34, 456.21));
    let r = q + dot(q, q + 45.32);
    return fract(r.x * r.y);
}

fn value_noise(p: vec2<f32>) -> f32 {
    let i = floor(p);
    let f = fract(p);
    let u = f * f * (3.0 - 2.0 * f);
    let a = hash(i);
    let b = hash(i + vec2<f32>(1.0, 0.0));
    let c = hash(i + vec2<f32>(0.0, 1.0));
    let d = hash(i + vec2<f32>(1.0, 1.0));
    return mix(mix(a, b, u.x), mix(c, d, u.x), u.y);
}

fn felt(pixel: vec2<f32>, window: vec2<f32>) -> vec3<f32> {
    let scale = backdrop.view.z;
    let w = backdrop.view.xy + (pixel - window * 0.5) * vec2<f32>(scale, -scale);
    // Woven grain: two fine crossing threads, very faint (cheap: no noise lookups).
    let grain = sin(w.x * 1.9) * sin(w.y * 1.9);
    // Soft mottling of dye and wear: one octave of value noise, large and gentle.
    let mottle = value_noise(w / 140.0) - 0.5;
    let p = backdrop.params;
    var colour = backdrop.felt.rgb * (1.0 + grain * p.x + mottle * p.y);
    // Vignette over the felt's own rectangle.
    let r = backdrop.felt_rect;
    let uv = (pixel - r.xy) / max(r.zw - r.xy, vec2<f32>(1.0));
    let d = distance(uv, vec2<f32>(0.5, 0.5));
    return colour * (1.0 - p.z * smoothstep(0.35, 0.85, d));
}

@fragment
fn fs_main(in: FullscreenVertexOutput) -> @location(0) vec4<f32> {
    let pixel = in.position.xy;
    let r = backdrop.felt_rect;
    if all(pixel >= r.xy) && all(pixel < r.zw) {
        return vec4<f32>(felt(pixel, backdrop.window.xy), 1.0);
    }
    return vec4<f32>(backdrop.backing.rgb, 1.0);
}
