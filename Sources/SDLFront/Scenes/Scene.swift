import WheelCore
import WheelRendering

/// One screen of the app. Scenes are pure WheelCore models plus the glue that turns their
/// state into display lists and trace lines; they never touch SDL.
protocol Scene: AnyObject {
    /// The scene's command-line name.
    var kind: SceneKind { get }
    /// The area the scene may use (window points).
    func setViewport(_ rect: Rect)
    /// Handles one input event.
    func handle(_ event: InputEvent)
    /// Moves animations to `time` (seconds).
    func advance(to time: Double)
    /// Whether the scene needs more frames without new input (an animation is running).
    var isAnimating: Bool { get }
    /// Draws the current state.
    func render(into list: inout DisplayList, measurer: some TextMeasurer)
    /// The scene's member of the trace's layout line, written under the scene's name.
    func traceLayout() -> any Encodable
    /// The scene's member of a frame line, written under the scene's name.
    func traceFrame() -> any Encodable
    /// Trace events raised since the last call.
    func takeTraceEvents() -> [TraceEvent]
    /// The mouse cursor over `p` (window points) while no button is down: what a press there
    /// would do.
    func cursor(at p: Point) -> WindowCursor.Shape
}

extension Scene {
    func cursor(at p: Point) -> WindowCursor.Shape { .arrow }
}
