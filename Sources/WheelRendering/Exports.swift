// Renderers and producers of display lists work on the primitives, so they come with this module.
@_exported import WheelPrimitives
