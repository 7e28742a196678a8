import Foundation
import Testing
import WheelCore

@testable import SDLFront

/// Issue 27, item 11: a short synthesized detent click per centred-item change of the wheel,
/// rate-limited, its pitch and volume following the speed, silent and harmless without audio.
@Suite(.serialized) struct DetentClickTests {
    static func zeroCrossings(_ s: [Float]) -> Int {
        zip(s, s.dropFirst()).filter { ($0 < 0) != ($1 < 0) }.count
    }

    static func rms(_ s: [Float]) -> Double {
        (s.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(max(1, s.count))).squareRoot()
    }

    @Test func theClickIsShortDecaysAndFollowsTheSpeed() {
        let slow = DetentClick.samples(sampleRate: 48_000, itemsPerSecond: 2)
        let fast = DetentClick.samples(sampleRate: 48_000, itemsPerSecond: 40)
        #expect(slow.count == 576 && fast.count == 576)  // 12 ms
        for s in [slow, fast] {
            let peak = s.map { abs($0) }.max()!
            #expect(peak > 0.2 && peak <= 0.5 + 1e-6)
            #expect(abs(s[0]) < 0.05)  // no pop at the start
            #expect(s.suffix(48).map { abs($0) }.max()! < 0.01 * peak)  // decayed by the end
        }
        #expect(Self.zeroCrossings(fast) > Self.zeroCrossings(slow))  // higher pitch
        #expect(Self.rms(fast) > Self.rms(slow) * 1.2)  // louder
        #expect(DetentClick.samples(sampleRate: 48_000, itemsPerSecond: 2) == slow)  // deterministic
        #expect(DetentClick.samples(sampleRate: 0, itemsPerSecond: 2).isEmpty)
        #expect(DetentClick.intensity(itemsPerSecond: .nan) == 1 && DetentClick.intensity(itemsPerSecond: -15) == 0.5)
    }

    /// Slow changes each click; a fast spin (a change every 5 ms) clicks at most 40 times a
    /// second.
    @Test func clicksAreRateLimitedAtHighSpeed() {
        var gate = DetentClick.Gate()
        var slow = 0
        for k in 0..<20 where gate.admit(at: Double(k) * 0.1) { slow += 1 }
        #expect(slow == 20)
        var fastGate = DetentClick.Gate()
        var fast = 0
        for k in 0..<200 where fastGate.admit(at: 10 + Double(k) * 0.005) { fast += 1 }
        #expect(fast == 40)
        let admittedNaN = fastGate.admit(at: .nan)
        #expect(!admittedNaN)
    }

    /// The wheel scene reports each centred-item change with its time and speed: one for a
    /// key step at rest, many (and moving) during a fling.
    @Test func theWheelSceneReportsEachCentredChange() throws {
        let options = try Options.parse(["--headless", "--frames", "1", "--items", "200"])
        let scene = try #require(
            try App.makeScene(.wheel, options: options, elements: nil, range: nil, viewport: Rect(x: 0, y: 40, width: 1024, height: 600))
                as? WheelScene)
        scene.advance(to: 0)
        _ = scene.takeDetents()
        scene.handle(.key(.down, time: 1))
        for k in 1...30 { scene.advance(to: 1 + Double(k) / 60) }
        let step = scene.takeDetents()
        #expect(step.count == 1 && step.first.map { $0.time >= 1 } == true, "\(step.map(\.time))")
        let g = scene.controller.geometry
        let r = (g.innerRadius + g.outerRadius) / 2
        func at(_ a: Double) -> Point { Point(x: g.center.x + r * cos(a), y: g.center.y + r * sin(a)) }
        scene.handle(.pointer(.down, at: at(0.5), time: 2))
        for k in 1...5 { scene.handle(.pointer(.move, at: at(0.5 - 0.16 * Double(k)), time: 2 + 0.012 * Double(k))) }
        scene.handle(.pointer(.up, at: at(0.5 - 0.8), time: 2.07))
        var t = 2.07
        while scene.isAnimating && t < 20 {
            t += 1.0 / 60
            scene.advance(to: t)
        }
        let fling = scene.takeDetents()
        #expect(fling.count > 10)
        #expect(fling.contains { abs($0.itemsPerSecond) > 10 })
        #expect(scene.takeDetents().isEmpty)
    }

    @Test func mTogglesTheClicks() throws {
        #expect(KeyNames.action(KeyNames.keycode("M")) == .toggleMute)
        #expect(try Options.parse(["--mute"]).mute)
    }

    /// SDL's dummy audio driver takes the clicks (the queue stays short, however many
    /// changes); an audio driver that does not exist gives no sound and no error.
    @Test func silentAndHarmlessWithoutARealDevice() throws {
        setenv("SDL_AUDIODRIVER", "dummy", 1)
        defer { unsetenv("SDL_AUDIODRIVER") }
        do {
            let sound = try #require(DetentSound.open())
            for k in 0..<500 { sound.centredItemChanged(at: Double(k) * 0.001, itemsPerSecond: 60) }
            #expect(sound.queuedSeconds <= DetentSound.maximumQueued + DetentClick.duration + 1e-3)
        }
        setenv("SDL_AUDIODRIVER", "no-such-driver", 1)
        #expect(DetentSound.open() == nil)
    }
}
