// The wheel's embedders import WheelCore alone: the geometry, input, display-list and text
// measuring primitives the wheel's API speaks in, with their value helpers, come with it
// (WheelMotion and WheelSemantics are used, not re-exported).
@_exported import WheelPrimitives
