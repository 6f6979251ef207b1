// The card table's felt: a base green with a fine woven grain and soft mottling that move
// with the table (they are computed from world position), and a gentle vignette on screen.

#import bevy_sprite::mesh2d_vertex_output::VertexOutput

struct Felt {
    // Base colour (linear RGB).
    base: vec4<f32>,
    // x: grain strength, y: mottling strength, z: vignette strength, w: unused.
    params: vec4<f32>,
};

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> felt: Felt;

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

@fragment
fn fragment(in: VertexOutput) -> @location(0) vec4<f32> {
    let w = in.world_position.xy;
    // Woven grain: two fine crossing threads, very faint (cheap: no noise lookups).
    let grain = sin(w.x * 1.9) * sin(w.y * 1.9);
    // Soft mottling of dye and wear: one octave of value noise, large and gentle.
    let mottle = value_noise(w / 140.0) - 0.5;
    var colour = felt.base.rgb * (1.0 + grain * felt.params.x + mottle * felt.params.y);
    // Vignette on screen (uv spans the quad that covers the view).
    let d = distance(in.uv, vec2<f32>(0.5, 0.5));
    colour = colour * (1.0 - felt.params.z * smoothstep(0.35, 0.85, d));
    return vec4<f32>(colour, 1.0);
}
