import CSDL2
import Testing

@testable import SDLFront

/// A key a screen reader consumed never reaches the app; every other event does.
@Suite struct KeySnooperTests {
    static let down = SDL_KEYDOWN.rawValue, up = SDL_KEYUP.rawValue, text = SDL_TEXTINPUT.rawValue

    enum Step {
        case heard(consumed: Bool)
        case event(UInt32)
    }

    /// Whether each SDL event of `steps` was admitted, in order.
    static func admitted(_ steps: [Step]) -> [Bool] {
        var s = KeySnooper()
        var out: [Bool] = []
        for step in steps {
            switch step {
            case .heard(let consumed): s.heard(consumed: consumed)
            case .event(let type): out.append(s.admits(type))
            }
        }
        return out
    }

    @Test func aConsumedKeyStaysConsumed() {
        let steps: [Step] = [
            .heard(consumed: true), .event(Self.down), .event(Self.text), .heard(consumed: true),
            .event(Self.up),
        ]
        #expect(Self.admitted(steps) == [false, false, false])
    }

    @Test func aKeyNotConsumedReachesTheApp() {
        let steps: [Step] = [
            .heard(consumed: true), .event(Self.down), .heard(consumed: false), .event(Self.down),
            .event(Self.text),
        ]
        #expect(Self.admitted(steps) == [false, true, true])
    }

    @Test func onlyTheKeyEventOfTheMessageIsDropped() {
        // The mouse passes; a key event without a message of its own (no bridge) passes.
        let steps: [Step] = [
            .heard(consumed: true), .event(SDL_MOUSEMOTION.rawValue), .event(Self.down), .event(Self.down),
            .event(Self.up),
        ]
        #expect(Self.admitted(steps) == [true, false, true, true])
    }

    @Test func aMessageWithoutAKeyEventIsOverriddenByTheNext() {
        // An auto-repeat's release, which SDL makes nothing of, then the repeat's press.
        let steps: [Step] = [.heard(consumed: true), .heard(consumed: false), .event(Self.down)]
        #expect(Self.admitted(steps) == [true])
    }
}
