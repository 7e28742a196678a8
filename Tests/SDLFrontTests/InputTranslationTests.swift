import CSDL2
import Testing
import WheelCore

@testable import SDLFront
import WheelRendering

@Suite struct InputTranslationTests {
    func event(_ type: SDL_EventType, _ fill: (inout SDL_Event) -> Void) -> SDL_Event {
        var e = SDL_Event()
        e.type = type.rawValue
        fill(&e)
        return e
    }

    @Test func mouseEventsSynthesisedFromTouchesAreDropped() {
        var t = InputTranslator(windowSize: (1000, 500), startTicks: 0)
        let fake = event(SDL_MOUSEBUTTONDOWN) {
            $0.button.which = InputTranslator.touchMouseID
            $0.button.button = UInt8(SDL_BUTTON_LEFT)
        }
        #expect(t.translate(fake).isEmpty)
        let finger = event(SDL_FINGERDOWN) {
            $0.tfinger.touchId = 3
            $0.tfinger.fingerId = 77
            $0.tfinger.x = 0.5
            $0.tfinger.y = 0.25
            $0.tfinger.timestamp = 40
        }
        #expect(t.translate(finger) == [TimedScriptEvent(tMs: 40, event: .pointer(.down, .touch, id: 1, x: 500, y: 125), line: 0)])
    }

    @Test func touchEventsSynthesisedFromTheMouseAreDropped() {
        var t = InputTranslator(windowSize: (1000, 500), startTicks: 0)
        let fake = event(SDL_FINGERDOWN) { $0.tfinger.touchId = InputTranslator.mouseTouchID }
        #expect(t.translate(fake).isEmpty)
    }

    @Test func fingersGetSmallStableIDsAndASecondFingerIsSeparate() {
        var t = InputTranslator(windowSize: (100, 100), startTicks: 0)
        func finger(_ type: SDL_EventType, _ id: Int64) -> [TimedScriptEvent] {
            t.translate(event(type) {
                $0.tfinger.touchId = 1
                $0.tfinger.fingerId = id
            })
        }
        #expect(finger(SDL_FINGERDOWN, 900).first?.event == .pointer(.down, .touch, id: 1, x: 0, y: 0))
        #expect(finger(SDL_FINGERDOWN, 901).first?.event == .pointer(.down, .touch, id: 2, x: 0, y: 0))
        #expect(finger(SDL_FINGERMOTION, 900).first?.event == .pointer(.move, .touch, id: 1, x: 0, y: 0))
        #expect(finger(SDL_FINGERUP, 900).first?.event == .pointer(.up, .touch, id: 1, x: 0, y: 0))
        #expect(finger(SDL_FINGERMOTION, 555).isEmpty)  // a finger never seen going down
    }

    @Test func mouseMovesAreHoversWithoutTheButtonAndLeavingEndsTheHover() {
        var t = InputTranslator(windowSize: (100, 100), startTicks: 0)
        let move = event(SDL_MOUSEMOTION) {
            $0.motion.x = 5
            $0.motion.y = 6
        }
        let leave = event(SDL_WINDOWEVENT) { $0.window.event = UInt8(SDL_WINDOWEVENT_LEAVE.rawValue) }
        #expect(t.translate(leave).isEmpty)  // no hover to end yet
        #expect(t.translate(move).first?.event == .pointer(.move, .mouse, id: 0, x: 5, y: 6))
        #expect(t.translate(leave).map(\.event) == [.pointer(.cancel, .mouse, id: 0, x: 5, y: 6)])
        #expect(t.translate(leave).isEmpty)  // once
        _ = t.translate(event(SDL_MOUSEBUTTONDOWN) { $0.button.button = UInt8(SDL_BUTTON_LEFT) })
        #expect(t.translate(move).first?.event == .pointer(.move, .mouse, id: 0, x: 5, y: 6))
        // A press keeps the mouse captured: leaving the window does not cancel the drag.
        #expect(t.translate(leave).isEmpty)
        // Moves made up from touches are not the mouse's.
        #expect(t.translate(event(SDL_MOUSEMOTION) { $0.motion.which = InputTranslator.touchMouseID }).isEmpty)
    }

    @Test func fractionalWheelAmountsArePrecise() {
        var t = InputTranslator(windowSize: (100, 100), startTicks: 0)
        let notch = event(SDL_MOUSEWHEEL) {
            $0.wheel.y = 1
            $0.wheel.preciseY = 1
        }
        #expect(t.translate(notch).first?.event == .wheel(dx: 0, dy: 1, precise: false, x: 0, y: 0))
        let smooth = event(SDL_MOUSEWHEEL) {
            $0.wheel.y = 0
            $0.wheel.preciseY = 0.25
        }
        #expect(t.translate(smooth).first?.event == .wheel(dx: 0, dy: 0.25, precise: true, x: 0, y: 0))
    }

    @Test func scriptLinesRoundTrip() throws {
        let events: [TimedScriptEvent] = [
            TimedScriptEvent(tMs: 12.5, event: .pointer(.down, .mouse, id: 0, x: 700, y: 320), line: 1),
            TimedScriptEvent(tMs: 20, event: .pointer(.move, .touch, id: 2, x: 1.5, y: 2), line: 2),
            TimedScriptEvent(tMs: 40, event: .wheel(dx: 0, dy: -1, precise: false, x: nil, y: nil), line: 3),
            TimedScriptEvent(tMs: 50, event: .key("Down"), line: 4),
            TimedScriptEvent(tMs: 60, event: .resize(w: 800, h: 600), line: 5),
        ]
        let text = try events.map { try ReplayScript.encode($0) }.joined(separator: "\n")
        #expect(try ReplayScript.parse(text, file: "x") == events)
    }

    @Test func outOfOrderScriptsAreSortedStably() throws {
        let text = """
            {"t_ms": 30, "type": "key", "key": "Down"}
            {"t_ms": 10, "type": "key", "key": "Up"}
            {"t_ms": 10, "type": "key", "key": "End"}
            """
        let parsed = try ReplayScript.parse(text, file: "x")
        #expect(parsed.map(\.event) == [.key("Up"), .key("End"), .key("Down")])
    }

    @Test func losingFocusCancelsEveryPointerDownAtItsLastPosition() {
        var t = InputTranslator(windowSize: (1000, 500), startTicks: 0)
        _ = t.translate(event(SDL_MOUSEBUTTONDOWN) {
            $0.button.button = UInt8(SDL_BUTTON_LEFT)
            $0.button.x = 10
            $0.button.y = 20
        })
        _ = t.translate(event(SDL_MOUSEMOTION) {
            $0.motion.x = 30
            $0.motion.y = 40
        })
        _ = t.translate(event(SDL_FINGERDOWN) {
            $0.tfinger.touchId = 7
            $0.tfinger.fingerId = 99
            $0.tfinger.x = 0.5
            $0.tfinger.y = 0.5
        })
        let lost = event(SDL_WINDOWEVENT) { $0.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue) }
        #expect(t.translate(lost).map(\.event) == [
            .pointer(.cancel, .mouse, id: 0, x: 30, y: 40), .pointer(.cancel, .touch, id: 1, x: 500, y: 250),
        ])
        // Nothing is left to cancel, and the mouse no longer drags: its moves are hovers.
        #expect(t.translate(lost).isEmpty)
        #expect(t.translate(event(SDL_MOUSEMOTION) { $0.motion.x = 1 }).map(\.event) == [.pointer(.move, .mouse, id: 0, x: 1, y: 0)])
    }
}
