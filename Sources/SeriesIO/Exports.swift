// The loaders produce the charts' `TimeSeries`, so their users get that type (and the
// primitives) with them.
@_exported import WheelCharts
