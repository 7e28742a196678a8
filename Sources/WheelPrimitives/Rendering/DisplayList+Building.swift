extension Wedge {
    /// The same wedge in the form every renderer draws: radii ordered and non-negative, angles
    /// ordered. Nil when a value is not finite or nothing would be drawn (no radial thickness
    /// or no angular span). A span of 2π or more stands for a full ring (or disc).
    public var normalized: Wedge? {
        guard center.isFinite, innerRadius.isFinite, outerRadius.isFinite, startAngle.isFinite,
            endAngle.isFinite
        else { return nil }
        var w = self
        w.innerRadius = max(0, min(innerRadius, outerRadius))
        w.outerRadius = max(0, max(innerRadius, outerRadius))
        w.startAngle = min(startAngle, endAngle)
        w.endAngle = max(startAngle, endAngle)
        guard w.outerRadius > w.innerRadius, w.endAngle > w.startAngle else { return nil }
        return w
    }
}

extension Layer {
    /// Creates a plain layer description: `extent == bounds`, origin zero.
    package init(bounds: Rect, key: UInt64) {
        self.init(bounds: bounds, key: key, extent: bounds, origin: .zero)
    }

    /// Creates a layer description.
    package init(bounds: Rect, key: UInt64, extent: Rect, origin: Point) {
        self.init(uncheckedBounds: bounds, key: key, extent: extent, origin: origin)
    }
}

extension DisplayList {
    /// Appends a command.
    public mutating func append(_ command: DisplayCommand) {
        commands.append(command)
    }

    /// Appends a polyline through `pts` with the given width and colour.
    public mutating func appendPolyline<S: Sequence>(_ pts: S, width: Double, color: Color)
    where S.Element == Point {
        let start = points.count
        points.append(contentsOf: pts)
        if points.count - start >= 2 {
            commands.append(.polyline(range: start..<points.count, width: width, color))
        } else {
            points.removeSubrange(start..<points.count)
        }
    }

    /// Begins a polyline; append its points with ``addPoint(_:)`` and close it with
    /// ``endPolyline(start:width:color:)``. Avoids building a temporary array.
    public mutating func beginPolyline() -> Int { points.count }

    /// Adds one point to the polyline being built.
    public mutating func addPoint(_ p: Point) { points.append(p) }

    /// Ends the polyline begun at `start` (the value ``beginPolyline()`` returned).
    public mutating func endPolyline(start: Int, width: Double, color: Color) {
        if points.count - start >= 2 {
            commands.append(.polyline(range: start..<points.count, width: width, color))
        } else {
            points.removeSubrange(start..<points.count)
        }
    }

    /// Ends the filled polygon whose points were added with ``addPoint(_:)`` since `start`
    /// (the value ``beginPolyline()`` returned); fewer than 3 points are dropped.
    public mutating func endPolygon(start: Int, color: Color) {
        if points.count - start >= 3 {
            commands.append(.fillPolygon(range: start..<points.count, color))
        } else {
            points.removeSubrange(start..<points.count)
        }
    }

    /// The number of commands.
    @inlinable
    public var count: Int { commands.count }
}
