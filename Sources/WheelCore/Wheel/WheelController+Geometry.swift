import WheelPrimitives

extension WheelController {
    /// The rotation angle of one item, radians: the sector angle on a rotary wheel, the
    /// cylinder angle between two rows on a drum (which follows the face's height). The physics
    /// (speed caps, fling threshold) and ``angle`` are measured with it, so the controller drives
    /// every geometry the same way.
    public var itemAngle: Double { projection.itemAngle }

    /// The cells' drawn extent (view space): a drum's rows' projected extent, a rotary disc's
    /// bounding square.
    var front: Rect { projection.front }

    /// Whether a drag on the wheel turns it around its centre (a rotary wheel) rather than
    /// moving it up and down as a list (a drum, and the label column of both).
    var dragsAroundCenter: Bool { projection.dragsAroundCenter }

    /// Items in one page (Page Up/Page Down): a quarter turn of a rotary wheel, rounded (9 items
    /// on a 36-sector wheel), whatever the position, the window size or the labels shown; on a
    /// drum, the rows between the selection and the face's edge.
    package var pageSize: Int { projection.pageSize }

    /// The distance, in items, over which a drag past an end of a bounded wheel meets the
    /// rubber band's full resistance (a page).
    var overscrollDimension: Double { Double(pageSize) }

    /// Items the wheel turns per point of vertical drag (a drum's face, or the label column),
    /// negative: a downward drag (y growing) brings earlier items, as on a list. The cell at the
    /// selection follows the pointer (``WheelProjection/verticalPitch``).
    var labelSectorsPerPoint: Double {
        let rowPerSector = projection.verticalPitch
        guard rowPerSector.isFinite, abs(rowPerSector) > 1e-9 else { return 0 }
        return -1 / rowPerSector
    }
}
