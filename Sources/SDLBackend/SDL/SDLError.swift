import CSDL2

/// An SDL (or SDL_ttf / SDL_image) call failed.
///
/// The message is read from `SDL_GetError()` at the failure site, before any other SDL call
/// can overwrite it.
public struct SDLError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The call that failed, e.g. `"SDL_CreateWindow"` or `"IMG_SavePNG(/tmp/x.png)"`.
    public var call: String
    /// The error message SDL reported (may be empty).
    public var message: String

    /// Creates an error from a call name and a message.
    public init(call: String, message: String) {
        self.call = call
        self.message = message
    }

    /// Captures `SDL_GetError()` now, for the call that just failed, and clears it.
    public static func capture(_ call: String) -> SDLError {
        let message = SDL_GetError().map { String(cString: $0) } ?? ""
        SDL_ClearError()
        return SDLError(call: call, message: message)
    }

    /// `"<call> failed: <message>"`.
    public var description: String {
        message.isEmpty ? "\(call) failed" : "\(call) failed: \(message)"
    }
}

/// Throws the captured SDL error when a C call returned a negative status.
@inline(__always)
func check(_ status: Int32, _ call: @autoclosure () -> String) throws(SDLError) {
    if status < 0 { throw SDLError.capture(call()) }
}
