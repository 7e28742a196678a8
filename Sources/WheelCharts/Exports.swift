// The charts speak in the shared primitives (rectangles, colours, input events, display
// lists), so their users get those with them.
@_exported import WheelPrimitives
