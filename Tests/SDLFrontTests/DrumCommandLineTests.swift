import Foundation
import Testing

/// `--scene wheel --geometry drum` (issue 40): the drum runs headless, traces its geometry, and
/// its labels sit level with their rows at rest and in every frame of a fling.
@Suite(.serialized) struct DrumCommandLineTests {
    @Test func theDrumRunsWithItsLabelsLevelWithTheirRowsAtRestAndMidFling() throws {
        let layoutTrace = CLI.tempPath("drum-layout.jsonl")
        #expect(try CLI.run(["--headless", "--frames", "1", "--geometry", "drum", "--trace", layoutTrace]).status == 0)
        let wheel = try CLI.jsonLines(layoutTrace)[0].obj("wheel")
        #expect(wheel["geometry"] as? String == "drum")
        let face = wheel.arr("face").map { ($0 as! NSNumber).doubleValue }
        let itemAngle = wheel.num("item_angle")
        // A quick upward stroke on the face: a fling through many elements.
        let x = face[0] + face[2] / 2
        let y0 = face[1] + face[3] / 2 + 80
        var script = ["{\"t_ms\": 50, \"type\": \"down\", \"x\": \(x), \"y\": \(y0), \"pointer\": \"touch\"}"]
        for i in 1...6 {
            script.append("{\"t_ms\": \(50 + 8 * i), \"type\": \"move\", \"x\": \(x), \"y\": \(y0 - 20 * Double(i)), \"pointer\": \"touch\"}")
        }
        script.append("{\"t_ms\": 106, \"type\": \"up\", \"x\": \(x), \"y\": \(y0 - 120), \"pointer\": \"touch\"}")
        let replay = CLI.write(script.joined(separator: "\n") + "\n", to: "drum-fling.jsonl")
        let trace = CLI.tempPath("drum-fling-trace.jsonl")
        let r = try CLI.run(["--headless", "--geometry", "drum", "--frames", "150", "--replay", replay, "--trace", trace])
        #expect(r.status == 0, "\(r.stderr)")
        // The default drum (diameter ratio 2, perspective 0.003): a row d items from the
        // selection has its centre at R sin θ / (1 + p R (1 − cos θ)) below the face's middle.
        let radius = face[3]
        var flingFrames = 0
        var checked = 0
        for frame in try CLI.jsonLines(trace).dropFirst() {
            let w = frame.obj("wheel")
            if w["phase"] as? String == "flinging" { flingFrames += 1 }
            let sectors = w.num("angle") / itemAngle
            for l in w.arr("labels").compactMap({ $0 as? [String: Any] }) {
                let theta = (l.num("index") - sectors) * itemAngle
                let y = face[1] + face[3] / 2 + radius * sin(theta) / (1 + 0.003 * radius * (1 - cos(theta)))
                checked += 1
                #expect(abs(l.num("y") - y) <= 0.5, "frame \(frame.num("frame")): \(l) against \(y)")
                #expect(abs(l.num("y") - l.num("sector_y")) <= 0.5)
                #expect(l.num("opacity") > 0 && l.num("opacity") <= 1)
            }
        }
        #expect(flingFrames > 10, "the stroke must fling the drum")
        #expect(checked > 150 * 3)
    }

    @Test func anUnknownGeometryIsNamed() throws {
        let r = try CLI.run(["--geometry", "cube", "--headless", "--frames", "1"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("--geometry") && r.stderr.contains("cube"), "stderr: \(r.stderr)")
    }
}
