// The window's picture: the layer the cameras drew (on the table over the backdrop picture
// copied in first; elsewhere cleared to the background), converted to the window's format. One
// read a pixel: a software renderer pays for every operation of a pass over the whole window.

#import bevy_core_pipeline::fullscreen_vertex_shader::FullscreenVertexOutput

@group(0) @binding(0) var layer: texture_2d<f32>;

@fragment
fn fs_main(in: FullscreenVertexOutput) -> @location(0) vec4<f32> {
    return vec4<f32>(textureLoad(layer, vec2<i32>(in.position.xy), 0).rgb, 1.0);
}
