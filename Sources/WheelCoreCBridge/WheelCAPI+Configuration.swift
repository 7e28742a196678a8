// The C configuration (every WheelConfiguration field, the physics, the centred hysteresis)
// and its checks: one table of limits, every bad field reported at once.
import WheelCore
import WheelCoreC
import WheelMotion

/// The C names and units of the configuration's numbers, each checked against its row of the
/// wheel's one table of limits (`WheelLimits`); every bad field is reported at once.
enum ConfigurationLimits {
    /// One number of the configuration, named as the C header spells it.
    struct Limit: Sendable {
        var name: String
        var value: @Sendable (wheel_configuration) -> Double
        /// The values allowed: the shared table's row.
        var allowed: ClosedRange<Double>
        /// The unit, for the message ("points").
        var unit = ""

        /// A row whose range is a row of the shared table.
        init(
            name: String, value: @escaping @Sendable (wheel_configuration) -> Double,
            shared: WheelPrimitives.Limit, unit: String = ""
        ) {
            self.name = name
            self.value = value
            self.allowed = shared.allowed
            self.unit = unit
        }

        /// The problem with `config`'s value, in words, or nil.
        func problem(in config: wheel_configuration) -> String? {
            let v = value(config)
            guard !allowed.contains(v) else { return nil }
            let u = unit.isEmpty ? "" : " \(unit)"
            return
                "\(name) must be a number from \(plain(allowed.lowerBound)) up to \(plain(allowed.upperBound))\(u), got \(plain(v))"
        }
    }

    /// A number as a person writes it (3, not 3.0; NaN and infinity by name).
    static func plain(_ v: Double) -> String { OutOfRange.format(v) }

    /// The most items a wheel takes: the Swift API's (`WheelLimits.maximumItemCount`, 2^50).
    static let maximumItemCount = Int64(WheelLimits.maximumItemCount)

    /// Every number of the configuration, named as the C header spells it, with its range
    /// from the wheel's one table of limits (`WheelLimits`, which the Swift API and the
    /// command line check against too).
    static let table: [Limit] = [
        Limit(name: "sectors_per_turn", value: { $0.sectors_per_turn }, shared: WheelLimits.sectorsPerTurn),
        Limit(
            name: "inner_radius_fraction", value: { $0.inner_radius_fraction },
            shared: WheelLimits.innerRadiusFraction),
        Limit(
            name: "text_radius_fraction", value: { $0.text_radius_fraction },
            shared: WheelLimits.textRadiusFraction),
        Limit(
            name: "label_column_width", value: { $0.label_column_width },
            shared: WheelLimits.labelColumnWidth, unit: "points"),
        Limit(
            name: "label_column_gap", value: { $0.label_column_gap }, shared: WheelLimits.labelColumnGap,
            unit: "points"),
        Limit(
            name: "minimum_label_gap", value: { $0.minimum_label_gap }, shared: WheelLimits.minimumLabelGap,
            unit: "points"),
        Limit(
            name: "label_fade_distance", value: { $0.label_fade_distance },
            shared: WheelLimits.labelFadeDistance, unit: "points"),
        Limit(
            name: "label_padding", value: { $0.label_padding }, shared: WheelLimits.labelPadding,
            unit: "points"),
        Limit(
            name: "drag_dead_zone_radius", value: { $0.drag_dead_zone_radius },
            shared: WheelLimits.dragDeadZoneRadius, unit: "points"),
        Limit(name: "tap_slop", value: { $0.tap_slop }, shared: WheelLimits.tapSlop, unit: "points"),
        Limit(
            name: "sector_text.size", value: { $0.sector_text.size }, shared: WheelLimits.sectorTextSize,
            unit: "points"),
        Limit(
            name: "label_text.size", value: { $0.label_text.size }, shared: WheelLimits.labelTextSize,
            unit: "points"),
        Limit(
            name: "centred_hysteresis", value: { $0.centred_hysteresis },
            shared: WheelLimits.centeringHysteresis, unit: "sectors"),
        Limit(
            name: "physics.fling_drag", value: { $0.physics.fling_drag }, shared: WheelLimits.flingDrag,
            unit: "per second"),
        Limit(
            name: "physics.maximum_angular_speed", value: { $0.physics.maximum_angular_speed },
            shared: WheelLimits.maximumAngularSpeed, unit: "radians per second"),
        Limit(
            name: "physics.minimum_fling_angular_speed", value: { $0.physics.minimum_fling_angular_speed },
            shared: WheelLimits.minimumFlingAngularSpeed, unit: "radians per second"),
        Limit(
            name: "physics.landing_speed", value: { $0.physics.landing_speed },
            shared: WheelLimits.landingSpeed, unit: "sectors per second"),
        Limit(
            name: "physics.settle_spring.mass", value: { $0.physics.settle_spring.mass },
            shared: WheelLimits.springMass),
        Limit(
            name: "physics.settle_spring.stiffness", value: { $0.physics.settle_spring.stiffness },
            shared: WheelLimits.springStiffness),
        Limit(
            name: "physics.settle_spring.damping", value: { $0.physics.settle_spring.damping },
            shared: WheelLimits.springDamping),
        Limit(
            name: "physics.end_spring.mass", value: { $0.physics.end_spring.mass },
            shared: WheelLimits.springMass),
        Limit(
            name: "physics.end_spring.stiffness", value: { $0.physics.end_spring.stiffness },
            shared: WheelLimits.springStiffness),
        Limit(
            name: "physics.end_spring.damping", value: { $0.physics.end_spring.damping },
            shared: WheelLimits.springDamping),
        Limit(
            name: "physics.maximum_end_impact_speed", value: { $0.physics.maximum_end_impact_speed },
            shared: WheelLimits.maximumEndImpactSpeed, unit: "sectors per second"),
        Limit(
            name: "physics.position_tolerance", value: { $0.physics.position_tolerance },
            shared: WheelLimits.positionTolerance, unit: "sectors"),
        Limit(
            name: "physics.velocity_tolerance", value: { $0.physics.velocity_tolerance },
            shared: WheelLimits.velocityTolerance, unit: "sectors per second"),
        Limit(
            name: "physics.precise_scroll_snap_delay", value: { $0.physics.precise_scroll_snap_delay },
            shared: WheelLimits.preciseScrollSnapDelay, unit: "seconds"),
        Limit(
            name: "drum_diameter_ratio", value: { $0.drum_diameter_ratio }, shared: DrumLimits.diameterRatio),
        Limit(name: "drum_perspective", value: { $0.drum_perspective }, shared: DrumLimits.perspective),
        Limit(
            name: "drum_off_axis_fraction", value: { $0.drum_off_axis_fraction },
            shared: DrumLimits.offAxisFraction),
        Limit(name: "drum_magnification", value: { $0.drum_magnification }, shared: DrumLimits.magnification),
        Limit(
            name: "drum_over_and_under_center_opacity", value: { $0.drum_over_and_under_center_opacity },
            shared: DrumLimits.overAndUnderCenterOpacity),
        Limit(name: "drum_squeeze", value: { $0.drum_squeeze }, shared: DrumLimits.squeeze),
        Limit(
            name: "drum_item_extent", value: { $0.drum_item_extent }, shared: DrumLimits.itemExtent,
            unit: "points"),
    ]

    /// Every problem of `c`, in the order of the struct's fields (empty when it is valid).
    /// `creating` also checks the fields only wheel_create reads.
    static func problems(in c: wheel_configuration, creating: Bool) -> [String] {
        var problems: [String] = []
        if c.looping != 0 && c.looping != 1 { problems.append("looping must be 0 or 1, got \(c.looping)") }
        if creating && c.item_count < 0 {
            problems.append("item_count must be 0 or more, got \(c.item_count)")
        } else if creating && c.item_count > maximumItemCount {
            problems.append("item_count must be at most 2^50 (\(maximumItemCount)), got \(c.item_count)")
        }
        if c.label_side != Int32(WHEEL_LABEL_SIDE_RIGHT) && c.label_side != Int32(WHEEL_LABEL_SIDE_LEFT) {
            problems.append(
                "label_side must be WHEEL_LABEL_SIDE_RIGHT (0) or WHEEL_LABEL_SIDE_LEFT (1), got \(c.label_side)"
            )
        }
        if c.show_detail_text != 0 && c.show_detail_text != 1 {
            problems.append("show_detail_text must be 0 or 1, got \(c.show_detail_text)")
        }
        if c.geometry != Int32(WHEEL_GEOMETRY_ROTARY) && c.geometry != Int32(WHEEL_GEOMETRY_DRUM) {
            problems.append(
                "geometry must be WHEEL_GEOMETRY_ROTARY (0) or WHEEL_GEOMETRY_DRUM (1), got \(c.geometry)")
        }
        if c.drum_use_magnifier != 0 && c.drum_use_magnifier != 1 {
            problems.append("drum_use_magnifier must be 0 or 1, got \(c.drum_use_magnifier)")
        }
        problems += table.compactMap { $0.problem(in: c) }
        if c.inner_radius_fraction.isFinite, c.text_radius_fraction.isFinite,
            c.text_radius_fraction < c.inner_radius_fraction
        {
            problems.append(
                "text_radius_fraction (\(plain(c.text_radius_fraction))) must not be less than "
                    + "inner_radius_fraction (\(plain(c.inner_radius_fraction)))")
        }
        for (name, style) in [("sector_text", c.sector_text), ("label_text", c.label_text)] {
            if style.bold != 0 && style.bold != 1 {
                problems.append("\(name).bold must be 0 or 1, got \(style.bold)")
            }
        }
        return problems
    }
}

/// Converts between the C configuration and the Swift one.
enum ConfigurationCodec {
    /// The defaults (wheel_configuration_init), with the given items.
    static func defaults(itemCount: Int64, initialItem: Int64) -> wheel_configuration {
        let s = WheelConfiguration()
        return encode(
            s, physics: s.physics, hysteresis: s.physics.centeringHysteresis, itemCount: itemCount,
            initialItem: initialItem)
    }

    /// The C form of a Swift configuration.
    static func encode(
        _ s: WheelConfiguration, physics p: WheelPhysics, hysteresis: Double, itemCount: Int64,
        initialItem: Int64
    ) -> wheel_configuration {
        var c = wheel_configuration()
        c.struct_size = UInt32(MemoryLayout<wheel_configuration>.size)
        c.looping = s.looping ? 1 : 0
        c.item_count = itemCount
        // 2π / (2π / 36) is 36 within a rounding error: give the host back the whole number.
        let n = s.sectorsPerTurn
        c.sectors_per_turn = abs(n - n.rounded()) < 1e-9 ? n.rounded() : n
        c.label_side = Int32(s.labelSide == .right ? WHEEL_LABEL_SIDE_RIGHT : WHEEL_LABEL_SIDE_LEFT)
        c.initial_item = initialItem
        c.inner_radius_fraction = s.innerRadiusFraction
        c.text_radius_fraction = s.textRadiusFraction
        c.label_column_width = s.labelColumnWidth
        c.label_column_gap = s.labelColumnGap
        c.minimum_label_gap = s.minimumLabelGap
        c.label_fade_distance = s.labelFadeDistance
        c.label_padding = s.labelPadding
        c.drag_dead_zone_radius = s.dragDeadZoneRadius
        c.sector_text = wheel_text_style(
            size: s.sectorTextStyle.size, bold: s.sectorTextStyle.bold ? 1 : 0, reserved: 0)
        c.label_text = wheel_text_style(
            size: s.labelTextStyle.size, bold: s.labelTextStyle.bold ? 1 : 0, reserved: 0)
        c.centred_hysteresis = hysteresis
        c.show_detail_text = s.showsDetailText ? 1 : 0
        c.tap_slop = s.tapSlop
        let drum = s.geometry.drumParameters ?? DrumParameters()
        c.geometry = Int32(s.geometry.drumParameters == nil ? WHEEL_GEOMETRY_ROTARY : WHEEL_GEOMETRY_DRUM)
        c.drum_use_magnifier = drum.useMagnifier ? 1 : 0
        c.drum_diameter_ratio = drum.diameterRatio
        c.drum_perspective = drum.perspective
        c.drum_off_axis_fraction = drum.offAxisFraction
        c.drum_magnification = drum.magnification
        c.drum_over_and_under_center_opacity = drum.overAndUnderCenterOpacity
        c.drum_squeeze = drum.squeeze
        c.drum_item_extent = drum.itemExtent
        c.physics = wheel_physics(
            fling_drag: p.flingDrag, maximum_angular_speed: p.maximumAngularSpeed,
            minimum_fling_angular_speed: p.minimumFlingAngularSpeed, landing_speed: p.landingSpeed,
            settle_spring: spring(p.settleSpring), end_spring: spring(p.endSpring),
            maximum_end_impact_speed: p.maximumEndImpactSpeed, position_tolerance: p.positionTolerance,
            velocity_tolerance: p.velocityTolerance, precise_scroll_snap_delay: p.preciseScrollSnapDelay)
        return c
    }

    private static func spring(_ s: SpringDescription) -> wheel_spring {
        wheel_spring(mass: s.mass, stiffness: s.stiffness, damping: s.damping)
    }

    private static func spring(_ s: wheel_spring) -> SpringDescription {
        SpringDescription(mass: s.mass, stiffness: s.stiffness, damping: s.damping)
    }

    private static func style(_ s: wheel_text_style) -> TextStyle {
        TextStyle(size: s.size, bold: s.bold == 1)
    }

    /// The checked Swift form of `c` (a whole-size struct), or every problem in one error.
    static func decode(_ c: wheel_configuration, creating: Bool, in function: StaticString) throws(CAPIError)
        -> (configuration: WheelConfiguration, physics: WheelPhysics, hysteresis: Double)
    {
        var problems = ConfigurationLimits.problems(in: c, creating: creating)
        var s = WheelConfiguration()
        var p = WheelPhysics()
        if problems.isEmpty {
            s = WheelConfiguration(
                sectorsPerTurn: c.sectors_per_turn, innerRadiusFraction: c.inner_radius_fraction,
                textRadiusFraction: c.text_radius_fraction,
                labelSide: c.label_side == Int32(WHEEL_LABEL_SIDE_LEFT) ? .left : .right,
                labelColumnWidth: c.label_column_width, labelColumnGap: c.label_column_gap,
                minimumLabelGap: c.minimum_label_gap, labelFadeDistance: c.label_fade_distance,
                looping: c.looping == 1, sectorTextStyle: style(c.sector_text),
                labelTextStyle: style(c.label_text), showsDetailText: c.show_detail_text == 1,
                labelPadding: c.label_padding, dragDeadZoneRadius: c.drag_dead_zone_radius,
                tapSlop: c.tap_slop)
            if c.geometry == Int32(WHEEL_GEOMETRY_DRUM) {
                s.geometry = .drum(
                    DrumParameters(
                        diameterRatio: c.drum_diameter_ratio, perspective: c.drum_perspective,
                        offAxisFraction: c.drum_off_axis_fraction, useMagnifier: c.drum_use_magnifier == 1,
                        magnification: c.drum_magnification,
                        overAndUnderCenterOpacity: c.drum_over_and_under_center_opacity,
                        squeeze: c.drum_squeeze, itemExtent: c.drum_item_extent))
            }
            p.flingDrag = c.physics.fling_drag
            p.maximumAngularSpeed = c.physics.maximum_angular_speed
            p.minimumFlingAngularSpeed = c.physics.minimum_fling_angular_speed
            p.landingSpeed = c.physics.landing_speed
            p.settleSpring = spring(c.physics.settle_spring)
            p.endSpring = spring(c.physics.end_spring)
            p.maximumEndImpactSpeed = c.physics.maximum_end_impact_speed
            p.positionTolerance = c.physics.position_tolerance
            p.velocityTolerance = c.physics.velocity_tolerance
            p.preciseScrollSnapDelay = c.physics.precise_scroll_snap_delay
            p.centeringHysteresis = c.centred_hysteresis
            s.physics = p
            // The Swift side's own check (the same table; rules between fields too).
            do throws(RangeError) { try s.validate() } catch {
                problems += error.values.map(PlainRange.describe)
            }
        }
        guard problems.isEmpty else {
            let list = problems.joined(separator: "; ")
            let count = problems.count == 1 ? "1 bad field" : "\(problems.count) bad fields"
            throw .invalid(function, "the configuration has \(count): \(list)")
        }
        return (s, p, c.centred_hysteresis)
    }

    /// Reads the host's configuration of any published size over `defaults`.
    static func read(
        _ pointer: UnsafePointer<wheel_configuration>, defaults: wheel_configuration,
        in function: StaticString
    ) throws(CAPIError) -> wheel_configuration {
        try readSized(
            pointer, sizes: StructSizes.configuration, defaults: defaults, name: "config", in: function)
    }
}

/// `wheel_configuration_init_sized`: fills the host's `size` bytes with the defaults.
@_cdecl("wheel_configuration_init_sized")
public func wheelConfigurationInitSized(_ config: UnsafeMutablePointer<wheel_configuration>?, _ size: Int)
    -> Int32
{
    reportingErrors { () throws(CAPIError) in
        guard let config else { throw .null("wheel_configuration_init", "config") }
        try initSized(
            config, size: size, with: ConfigurationCodec.defaults(itemCount: 0, initialItem: 0),
            sizes: StructSizes.configuration, in: "wheel_configuration_init")
    }
}

/// `wheel_set_configuration`: replaces the configuration of a running wheel (nothing changes
/// when a field is bad).
@_cdecl("wheel_set_configuration")
public func wheelSetConfiguration(_ wheel: OpaquePointer?, _ config: UnsafePointer<wheel_configuration>?)
    -> Int32
{
    withWheel(wheel, "wheel_set_configuration") { box throws(CAPIError) in
        guard let config else { throw .null("wheel_set_configuration", "config") }
        // Fields an older host does not know keep the wheel's current values.
        let c = try ConfigurationCodec.read(
            config, defaults: box.configurationInC, in: "wheel_set_configuration")
        let decoded = try ConfigurationCodec.decode(c, creating: false, in: "wheel_set_configuration")
        let events = try swiftCall("wheel_set_configuration") { () throws(RangeError) in
            try box.controller.setConfiguration(decoded.configuration)
        }
        box.events.append(events, time: box.controller.time)
    }
}

/// `wheel_get_configuration`: the wheel's configuration, up to the host's struct_size.
@_cdecl("wheel_get_configuration")
public func wheelGetConfiguration(
    _ wheel: OpaquePointer?, _ config: UnsafeMutablePointer<wheel_configuration>?
) -> Int32 {
    withWheel(wheel, "wheel_get_configuration") { box throws(CAPIError) in
        guard let config else { throw .null("wheel_get_configuration", "config") }
        try writeSized(
            box.configurationInC, to: config, minimum: StructSizes.configuration[0], name: "config",
            in: "wheel_get_configuration")
    }
}

extension WheelBox {
    /// The wheel's configuration in C form (item_count the current count, initial_item the
    /// committed item).
    var configurationInC: wheel_configuration {
        ConfigurationCodec.encode(
            controller.configuration, physics: controller.configuration.physics,
            hysteresis: controller.configuration.physics.centeringHysteresis,
            itemCount: Int64(controller.itemCount), initialItem: Int64(controller.committedItem ?? 0))
    }
}
