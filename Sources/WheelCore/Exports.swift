// The wheel's embedders import WheelCore alone: the geometry, input, display-list and text
// measuring primitives the wheel's API speaks in come with it (WheelRendering and WheelMotion
// are used, not re-exported).
@_exported import WheelPrimitives
