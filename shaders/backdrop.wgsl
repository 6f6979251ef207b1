// The window's picture: the layer the cameras drew (cards, hand, panels' contents; premultiplied,
// transparent where nothing was drawn) laid over the backdrop that `felt.wgsl` drew. Two reads
// and a blend a pixel: a software renderer pays for every operation of a full-window pass.

#import bevy_core_pipeline::fullscreen_vertex_shader::FullscreenVertexOutput

@group(0) @binding(0) var layer: texture_2d<f32>;
@group(0) @binding(1) var under: texture_2d<f32>;

@fragment
fn fs_main(in: FullscreenVertexOutput) -> @location(0) vec4<f32> {
    let pixel = vec2<i32>(in.position.xy);
    let top = textureLoad(layer, pixel, 0);
    let below = textureLoad(under, pixel, 0).rgb;
    return vec4<f32>(top.rgb + below * (1.0 - top.a), 1.0);
}
