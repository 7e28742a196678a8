// What the embedding article's snippets leave to the host: the app's own reactions and its
// renderer. The snippets themselves are in main.swift, verbatim (DocSnippetTests checks that
// they are the article's ```swift blocks, in order), so the article compiles as written: as
// top-level code of an executable in a Swift 6 package that depends on WheelCore alone.
import WheelCore

/// The app plays a tick.
func playTick(for item: Int) {}
/// The app acts on the user's choice.
func choose(_ item: Int) {}
/// The app logs a release, rad/s.
func log(_ angularVelocity: Double) {}
/// The app's renderer.
func draw(_ list: DisplayList) {}
