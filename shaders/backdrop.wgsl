// The window's picture: the layer the cameras drew (cards, hand, panels' contents; premultiplied,
// transparent where nothing was drawn) laid over the picture `felt.wgsl` drew; off the table, the
// layer as it is (its cameras cleared it to the background). Two reads and a blend a pixel at
// most: a software renderer pays for every operation of a pass over the whole window.

#import bevy_core_pipeline::fullscreen_vertex_shader::FullscreenVertexOutput

@group(0) @binding(0) var layer: texture_2d<f32>;
@group(0) @binding(1) var under: texture_2d<f32>;

@fragment
fn fs_main(in: FullscreenVertexOutput) -> @location(0) vec4<f32> {
    let pixel = vec2<i32>(in.position.xy);
    let top = textureLoad(layer, pixel, 0);
#ifdef PLAIN
    // No felt (the screens other than the table): the layer was cleared to the background.
    return vec4<f32>(top.rgb, 1.0);
#else
    let below = textureLoad(under, pixel, 0).rgb;
    return vec4<f32>(top.rgb + below * (1.0 - top.a), 1.0);
#endif
}
