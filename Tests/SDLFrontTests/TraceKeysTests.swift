import Foundation
import SDLBackend
import Testing
import WheelCore

@testable import SDLFront

/// The keys of every kind of JSON line the app writes (trace lines of each scene, the `--stats`
/// summary, a recorded script) are the documented ones (Docs/trace-and-replay.md): each line
/// is built with every optional member present, written by ``JSONOutput`` and its key paths
/// compared with the keys the app writes today, so a key spelled by hand (`CodingKeys`) or a
/// change of the encoder's key strategy cannot change the format unseen.
@Suite struct TraceKeysTests {
    /// Every key path of the JSON object `line`, arrays as `[]` ("wheel.labels[].sector_y").
    static func keyPaths(_ line: String) throws -> Set<String> {
        var paths = Set<String>()
        func walk(_ value: Any, _ path: String) {
            if let object = value as? [String: Any] {
                for (key, member) in object {
                    let p = path.isEmpty ? key : path + "." + key
                    paths.insert(p)
                    walk(member, p)
                }
            } else if let array = value as? [Any] {
                for element in array { walk(element, path + "[]") }
            }
        }
        walk(try JSONSerialization.jsonObject(with: Data(line.utf8)), "")
        return paths
    }

    static func keys(_ value: some Encodable) throws -> Set<String> { try keyPaths(JSONOutput.line(value)) }

    /// Expects `keys` to be `line`'s keys and the scene's member `scene` with `members`
    /// ("inner_radius" as "wheel.inner_radius").
    static func expect(
        _ keys: Set<String>, line: Set<String>, scene: String, _ members: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let expected = line.union([scene] + members.map { scene + "." + $0 })
        #expect(
            keys == expected, "extra \(keys.subtracting(expected)), missing \(expected.subtracting(keys))",
            sourceLocation: sourceLocation)
    }

    static let layoutLine: Set<String> = ["type", "width", "height", "scene"]
    static let frameLine: Set<String> = ["type", "frame", "t_ms", "scene", "events"]

    static func layoutLine(_ scene: SceneKind, _ part: any Encodable) throws -> Set<String> {
        try keys(LayoutTraceLine(width: 1024, height: 640, scene: scene, part: part))
    }

    static func frameLine(
        _ scene: SceneKind, _ part: any Encodable, events: [TraceEvent] = []
    ) throws -> Set<String> {
        try keys(FrameTraceLine(frame: 3, tMs: 50, scene: scene, part: part, events: events))
    }

    @Test func wheelLines() throws {
        let layout = WheelScene.LayoutTrace(
            center: [1, 2], innerRadius: 3, outerRadius: 4, textRadius: 5, sectorAngle: 0.1, itemCount: 118,
            looping: false, labelSide: "right", labelColumn: [1, 2, 3, 4], selectionAngle: 0,
            geometry: "rotary", itemAngle: 0.1, face: [1, 2, 3, 4])
        Self.expect(
            try Self.layoutLine(.wheel, layout), line: Self.layoutLine, scene: "wheel",
            [
                "center", "inner_radius", "outer_radius", "text_radius", "sector_angle", "item_count",
                "looping", "label_side", "label_column", "selection_angle", "geometry", "item_angle", "face",
            ])
        let frame = WheelScene.FrameTrace(
            angle: 1, angularVelocity: 2, phase: "flinging", centeredIndex: 3, visibleSectors: 4,
            shownLabels: 5, cellsCreated: 6, committedIndex: 7,
            release: .init(vx: 1, vy: 2, angularVelocity: 3),
            labels: [.init(index: 1, y: 2, height: 3, sectorY: 4, opacity: 1)])
        Self.expect(
            try Self.frameLine(.wheel, frame), line: Self.frameLine, scene: "wheel",
            [
                "angle", "angular_velocity", "phase", "centered_index", "visible_sectors", "shown_labels",
                "cells_created", "committed_index", "release", "release.vx", "release.vy",
                "release.angular_velocity", "labels", "labels[].index", "labels[].y", "labels[].height",
                "labels[].sector_y", "labels[].opacity",
            ])
    }

    @Test func rangeLines() throws {
        let layout = RangeScene.LayoutTrace(
            mainPlot: [1, 2, 3, 4], overviewPlot: [1, 2, 3, 4], domain: [0, 1], minSpan: 3600, pointCount: 10)
        Self.expect(
            try Self.layoutLine(.range, layout), line: Self.layoutLine, scene: "range",
            ["main_plot", "overview_plot", "domain", "min_span", "point_count"])
        let frame = RangeScene.FrameTrace(
            visible: [0, 1], selectionPx: [2, 3], phase: "panning", value: .init(x: 1, y: 2, text: "2"),
            readout: .init(x: 1, y: 2, index: 3), release: .init(vx: 4))
        Self.expect(
            try Self.frameLine(.range, frame), line: Self.frameLine, scene: "range",
            [
                "visible", "selection_px", "phase", "value", "value.x", "value.y", "value.text", "readout",
                "readout.x", "readout.y", "readout.index", "release", "release.vx",
            ])
    }

    @Test func springLines() throws {
        let layout = SpringScene.LayoutTrace(
            plot: [1, 2, 3, 4], pieCenter: [1, 2], pieRadius: 3, axisMax: 200, categories: ["Q1"],
            years: [SeriesName(name: "2012")])
        Self.expect(
            try Self.layoutLine(.spring, layout), line: Self.layoutLine, scene: "spring",
            ["plot", "pie_center", "pie_radius", "axis_max", "categories", "years"])
        let frame = SpringScene.FrameTrace(
            year: SeriesName(name: "2013"), kind: "pie", morph: 1, bounciness: 0.5, speed: 0.5, values: [1],
            targets: [2], velocities: [3])
        Self.expect(
            try Self.frameLine(.spring, frame), line: Self.frameLine, scene: "spring",
            ["year", "kind", "morph", "bounciness", "speed", "values", "targets", "velocities"])
    }

    @Test func dateLines() throws {
        let layout = DateScene.LayoutTrace(
            fields: ["year"], locale: "de_DE", hourCycle: "h23", rightToLeft: false, columns: [[1, 2, 3, 4]], faces: [[1, 2, 3, 4]], minimum: "1900-01-01T00:00",
            maximum: "2100-12-31T23:59", minuteInterval: 15, mode: "date-and-time", seconds: false,
            adjustedFrom: "2024-02-29T09:41")
        Self.expect(
            try Self.layoutLine(.date, layout), line: Self.layoutLine, scene: "date",
            [
                "fields", "locale", "hour_cycle", "right_to_left", "columns", "faces", "minimum", "maximum",
                "minute_interval", "mode", "seconds", "adjusted_from",
            ])
        let frame = DateScene.FrameTrace(
            value: "2024-02-29T09:41", focusedComponent: 0,
            components: [
                .init(label: "Day", index: 28, count: 29, text: "29", phase: "idle", centeredIndex: 28)
            ])
        Self.expect(
            try Self.frameLine(.date, frame), line: Self.frameLine, scene: "date",
            [
                "value", "focused_component", "components", "components[].label", "components[].index",
                "components[].count", "components[].text", "components[].phase",
                "components[].centered_index",
            ])
    }

    /// Every event's members, each event in a frame line of its own.
    @Test func events() throws {
        let cases: [(TraceEvent, [String])] = [
            (.centered(index: 1), ["index"]), (.committed(index: 1), ["index"]),
            (.rangeChanged(visible: 0...1), ["visible"]), (.year(SeriesName(name: "2013")), ["year"]),
            (.kind("pie"), ["kind"]), (.bounciness(0.5), ["value"]), (.speed(0.5), ["value"]), (.settled, []),
            (.a11yAction(id: 1, action: "set_value", value: 2), ["id", "action", "value"]),
            (.focus(id: 1, name: "Start"), ["id", "name"]),
            (.dateChanged(value: "2023-02-28T09:41", adjustedFrom: nil), ["value"]),
            (
                .dateChanged(value: "2023-02-28T09:45", adjustedFrom: "2023-02-28T09:41"),
                ["value", "adjusted_from"]
            ),
        ]
        let part = SpringScene.FrameTrace(
            year: SeriesName(name: "2013"), kind: "pie", morph: 1, bounciness: 0.5, speed: 0.5, values: [],
            targets: [], velocities: [])
        let base = try Self.frameLine(.spring, part)
        for (event, members) in cases {
            let expected = base.union(["events[].type"] + members.map { "events[]." + $0 })
            #expect(try Self.frameLine(.spring, part, events: [event]) == expected, "\(event)")
        }
    }

    @Test func statsSummary() throws {
        let part = FrameStats.Summary.Part(median: 1, p95: 2, max: 3)
        var summary = FrameStats.Summary(
            frames: 60, events: part, layout: part, render: part, publish: part, total: part, intervals: part,
            skippedFrames: 1, partialFrames: .init(count: 1, shareMedian: 0.1, shareP95: 0.2),
            renderer: "window framebuffer")
        summary.textCache = FrameStats.TextCacheSummary(TextMaskCache(fonts: LayoutFixture.fonts))
        var expected: Set<String> = [
            "frames", "skipped_frames", "renderer", "partial_frames", "partial_frames.count",
            "partial_frames.share_median", "partial_frames.share_p95", "text_cache", "text_cache.cells",
            "text_cache.lru", "text_cache.lru_capacity", "text_cache.created",
        ]
        for name in ["events_ms", "layout_ms", "render_ms", "publish_ms", "total_ms", "interval_ms"] {
            expected.formUnion([name, name + ".median", name + ".p95", name + ".max"])
        }
        #expect(try Self.keys(summary) == expected)
    }

    /// A recorded script's lines (`--record`), each optional member present.
    @Test func recordedScript() throws {
        let cases: [(ScriptEvent, Set<String>)] = [
            (.pointer(.down, .touch, id: 2, x: 1, y: 2), ["type", "x", "y", "pointer", "id"]),
            (.wheel(dx: 0, dy: 1, precise: true, x: 1, y: 2), ["type", "dx", "dy", "precise", "x", "y"]),
            (.key("Tab", shift: true, ctrl: true), ["type", "key", "shift", "ctrl"]),
            (.resize(w: 800, h: 600), ["type", "w", "h"]),
        ]
        for (event, members) in cases {
            #expect(try Self.keys(TimedScriptEvent(tMs: 5, event: event, line: 0)) == members.union(["t_ms"]))
        }
    }
}
