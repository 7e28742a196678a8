import CSDL2
import WheelCore
import WheelRendering

/// What a key does in the app: a navigation key for the scene, or an app command.
enum KeyAction: Equatable {
    case navigation(NavigationKey)
    case nextScene
    case previousScene
    case scene(Int)
    /// Tab and Shift+Tab: keyboard focus to the next or previous control of the scene.
    case nextFocus
    case previousFocus
    /// Space or Enter: activate the focused control.
    case activate
    case quit
    /// M: the detent clicks off or on.
    case toggleMute
    case other(Int32)
}

/// SDL key names and key codes, shared by live input and replay scripts.
enum KeyNames {
    /// Whether SDL knows this key name (SDL_GetKeyFromName works without SDL_Init).
    static func isKnown(_ name: String) -> Bool {
        SDL_GetKeyFromName(name) != SDL_Keycode(SDLK_UNKNOWN.rawValue)
    }

    static func keycode(_ name: String) -> SDL_Keycode {
        SDL_GetKeyFromName(name)
    }

    static func name(_ code: SDL_Keycode) -> String {
        String(cString: SDL_GetKeyName(code))
    }

    /// What a key code means, with the Shift and Ctrl states: Tab and Shift+Tab move the focus,
    /// Ctrl+Tab, Ctrl+Shift+Tab and Ctrl+Page Down/Up switch scenes (as browser tabs do).
    static func action(_ code: SDL_Keycode, shift: Bool = false, ctrl: Bool = false) -> KeyAction {
        if ctrl {
            switch Int(code) {
            case Int(SDLK_TAB.rawValue): return shift ? .previousScene : .nextScene
            case Int(SDLK_PAGEDOWN.rawValue): return .nextScene
            case Int(SDLK_PAGEUP.rawValue): return .previousScene
            default: break
            }
        }
        switch Int(code) {
        case Int(SDLK_UP.rawValue): return .navigation(.up)
        case Int(SDLK_DOWN.rawValue): return .navigation(.down)
        case Int(SDLK_LEFT.rawValue): return .navigation(.left)
        case Int(SDLK_RIGHT.rawValue): return .navigation(.right)
        case Int(SDLK_PAGEUP.rawValue): return .navigation(.pageUp)
        case Int(SDLK_PAGEDOWN.rawValue): return .navigation(.pageDown)
        case Int(SDLK_HOME.rawValue): return .navigation(.home)
        case Int(SDLK_END.rawValue): return .navigation(.end)
        case Int(SDLK_PLUS.rawValue), Int(SDLK_EQUALS.rawValue), Int(SDLK_KP_PLUS.rawValue): return .navigation(.plus)
        case Int(SDLK_MINUS.rawValue), Int(SDLK_KP_MINUS.rawValue): return .navigation(.minus)
        case Int(SDLK_TAB.rawValue): return shift ? .previousFocus : .nextFocus
        case Int(SDLK_SPACE.rawValue), Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return .activate
        case Int(SDLK_F1.rawValue): return .scene(0)
        case Int(SDLK_F2.rawValue): return .scene(1)
        case Int(SDLK_F3.rawValue): return .scene(2)
        case Int(SDLK_F4.rawValue): return .scene(3)
        case Int(SDLK_ESCAPE.rawValue), Int(SDLK_q.rawValue): return .quit
        case Int(SDLK_m.rawValue): return .toggleMute
        default: return .other(Int32(code))
        }
    }
}
