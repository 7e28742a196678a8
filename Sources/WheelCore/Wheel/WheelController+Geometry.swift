import WheelPrimitives

extension WheelController {
    /// The rotation angle of one item, radians: the sector angle on a rotary wheel, the
    /// cylinder angle between two rows on a drum (which follows the face's height). The physics
    /// (speed caps, fling threshold) and ``angle`` are measured with it, so the controller drives
    /// either geometry the same way.
    public var itemAngle: Double {
        switch configuration.geometry {
        case .rotary: configuration.sectorAngle
        case .drum(let p): DrumProjection(p, face: geometry.face).itemAngle
        }
    }

    /// A drum's visible front (view space): the rows' projected extent; nil on a rotary wheel.
    var drumFront: Rect? {
        configuration.geometry.drumParameters.map { DrumProjection($0, face: geometry.face).front }
    }

    /// Whether a drag on the wheel turns it around its centre (a rotary wheel) rather than
    /// moving it up and down as a list (a drum, and the label column of both).
    var dragsAroundCenter: Bool { configuration.geometry == .rotary }

    /// Items in one page (Page Up/Page Down): a quarter turn of a rotary wheel, rounded (9 items
    /// on a 36-sector wheel), whatever the position, the window size or the labels shown; on a
    /// drum, the rows between the selection and the face's edge.
    package var pageSize: Int {
        switch configuration.geometry {
        case .rotary: max(1, Int((configuration.sectorsPerTurn / 4).rounded()))
        case .drum(let p): max(1, Int(DrumProjection(p, face: geometry.face).rowsEachSide - 0.5))
        }
    }

    /// The distance, in items, over which a drag past an end of a bounded wheel meets the
    /// rubber band's full resistance (a page).
    var overscrollDimension: Double { Double(pageSize) }

    /// Sectors the wheel turns per point of vertical drag (a drum's face, or the label column),
    /// negative: a downward drag (y growing) brings earlier items, as on a list. On a drum the
    /// row at the selection follows the pointer (it moves `R × itemAngle` points per item); on
    /// a rotary wheel the label at the selection does (`labelSpread × textRadius × sectorAngle`).
    var labelSectorsPerPoint: Double {
        let rowPerSector: Double
        switch configuration.geometry {
        case .rotary:
            rowPerSector =
                layout.labelSpread * geometry.textRadius * configuration.sectorAngle
                * Double.cos(configuration.labelSide.horizonAngle)
        case .drum(let p):
            let proj = DrumProjection(p, face: geometry.face)
            rowPerSector = proj.radius * proj.itemAngle
        }
        guard rowPerSector.isFinite, abs(rowPerSector) > 1e-9 else { return 0 }
        return -1 / rowPerSector
    }
}
