import CSDL2
import Foundation
import Testing

@testable import SDLFront

/// A replay is deterministic: the Shift state of a key comes from the script, never from the
/// keyboard of the machine that replays it (Ctrl+Tab and Ctrl+Shift+Tab switch scenes).
@Suite(.serialized) struct ReplayModifierTests {
    static let script = """
        {"t_ms": 0, "type": "key", "key": "Tab", "shift": true, "ctrl": true}
        {"t_ms": 10, "type": "key", "key": "Tab", "ctrl": true}
        {"t_ms": 20, "type": "key", "key": "Tab", "shift": true, "ctrl": true}
        {"t_ms": 30, "type": "key", "key": "Tab", "shift": true, "ctrl": true}
        {"t_ms": 40, "type": "key", "key": "Tab", "shift": false, "ctrl": true}
        """

    /// The scene after each event of the script, replayed in an app while the live keyboard
    /// reports Shift held (or not).
    static func scenes(liveShift: Bool) throws -> [SceneKind] {
        let events = try ReplayScript.parse(script, file: "shift-tab.jsonl")
        let app = try App(options: Options.parse(["--headless", "--frames", "1"]))
        SDL_SetModState(liveShift ? KMOD_LSHIFT : KMOD_NONE)
        defer { SDL_SetModState(KMOD_NONE) }
        // The live state really is what the run claims, so the comparison below means something.
        #expect((SDL_GetModState().rawValue & KMOD_SHIFT.rawValue != 0) == liveShift)
        var scenes: [SceneKind] = []
        for e in events {
            try app.deliver(e)
            scenes.append(app.tabs.current)
        }
        return scenes
    }

    @Test func scriptedShiftTabReplaysTheSameWhateverTheLiveShiftState() throws {
        let released = try Self.scenes(liveShift: false)
        let held = try Self.scenes(liveShift: true)
        // Ctrl+Shift+Tab goes back from the wheel to the last scene (the date), Ctrl+Tab forward again.
        #expect(released == [.date, .wheel, .date, .spring, .date])
        #expect(held == released)
    }

    @Test func shiftIsParsedRecordedAndCheckedLikeEveryField() throws {
        let events = try ReplayScript.parse(Self.script, file: "s")
        #expect(events.map(\.event) == [
            .key("Tab", shift: true, ctrl: true), .key("Tab", ctrl: true), .key("Tab", shift: true, ctrl: true),
            .key("Tab", shift: true, ctrl: true), .key("Tab", ctrl: true),
        ])
        #expect(try ReplayScript.encode(events[0]) == #"{"ctrl":true,"key":"Tab","shift":true,"t_ms":0,"type":"key"}"#)
        #expect(try ReplayScript.encode(events[1]) == #"{"ctrl":true,"key":"Tab","t_ms":10,"type":"key"}"#)
        do {
            _ = try ReplayScript.parse(#"{"t_ms": 0, "type": "key", "key": "Tab", "shift": 1}"#, file: "bad.jsonl")
            Issue.record("a numeric shift was accepted")
        } catch let error as InputFileError {
            #expect(error.description == #"bad.jsonl:1: "shift" must be true or false, got 1"#)
        }
    }
}
