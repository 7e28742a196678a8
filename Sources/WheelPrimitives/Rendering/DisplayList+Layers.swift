extension DisplayList {
    /// Opens a retained layer covering `bounds` (view space, points); close it with
    /// ``endLayer()``. See ``Layer`` for the producer's promise: the layer's commands draw only
    /// inside `bounds`, and nothing before the layer draws inside `bounds`.
    public mutating func beginLayer(bounds: Rect) {
        openLayers.append(commands.count)
        commands.append(.beginLayer(Layer(bounds: bounds, key: 0)))
    }

    /// Closes the innermost open layer and sets its content key: a hash of its bounds and of
    /// every command since ``beginLayer(bounds:)`` (with the points of its polylines and
    /// polygons, wherever they sit in ``points``). Does nothing when no layer is open.
    ///
    /// - Complexity: O(commands and points in the layer).
    public mutating func endLayer() {
        guard let start = openLayers.popLast(), case .beginLayer(var layer) = commands[start] else { return }
        layer.key = contentKey(of: (start + 1)..<commands.count, bounds: layer.bounds)
        commands[start] = .beginLayer(layer)
        commands.append(.endLayer)
    }

    /// A hash of the commands in `range` and `bounds`. Point ranges are replaced by the points
    /// they reference, so the key does not depend on where the layer's points sit in the buffer.
    func contentKey(of range: Range<Int>, bounds: Rect) -> UInt64 {
        var h = Hasher()
        h.combine(bounds)
        h.combine(range.count)
        for command in commands[range] {
            switch command {
            case .polyline(let r, let width, let color):
                h.combine(0 as UInt8)
                h.combine(width)
                h.combine(color)
                combinePoints(r, into: &h)
            case .fillPolygon(let r, let color):
                h.combine(1 as UInt8)
                h.combine(color)
                combinePoints(r, into: &h)
            default:
                h.combine(2 as UInt8)
                h.combine(command)
            }
        }
        return UInt64(bitPattern: Int64(h.finalize()))
    }

    private func combinePoints(_ r: Range<Int>, into h: inout Hasher) {
        let valid = r.clamped(to: points.startIndex..<points.endIndex)
        h.combine(valid.count)
        points.withUnsafeBufferPointer { pts in
            for i in valid {
                h.combine(pts[i].x)
                h.combine(pts[i].y)
            }
        }
    }

    /// The index of the `.endLayer` that closes the `.beginLayer` at `start`, or nil when the
    /// layer is not closed (renderers then ignore the marker).
    public func layerEnd(from start: Int) -> Int? {
        var depth = 0
        var i = start
        while i < commands.count {
            switch commands[i] {
            case .beginLayer: depth += 1
            case .endLayer:
                depth -= 1
                if depth == 0 { return i }
            default: break
            }
            i += 1
        }
        return nil
    }
}

extension DisplayList {
    /// Whether drawing this list gives the same pixels as drawing `other` (same background,
    /// commands and points), at the same size and scale. A renderer skips a frame that draws
    /// the same as the one on screen.
    ///
    /// - Complexity: O(commands + points).
    public func drawsSame(as other: DisplayList) -> Bool {
        background == other.background && commands.count == other.commands.count
            && points.count == other.points.count && commands == other.commands && points == other.points
    }
}
