// The wheel's embedders import WheelCore alone: the geometry, input, physics and display-list
// primitives the wheel's API speaks in come with it.
@_exported import WheelPrimitives
