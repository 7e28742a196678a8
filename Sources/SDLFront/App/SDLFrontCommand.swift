import ArgumentParser
import Foundation

/// `SDLFront`: the demo app. Its options: Docs/command-line.md (generated from --help);
/// replays, traces and outputs: Docs/trace-and-replay.md.
@main
struct SDLFrontCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "SDLFront",
        abstract: "The WheelCore demo: a rotary wheel picker, a linked-chart range selector and a spring-animated chart.",
        usage: "SDLFront [<options>]",
        discussion: """
            Shell completion: `SDLFront --generate-completion-script bash` (or zsh, fish) prints a \
            completion script for that shell.
            """)

    @OptionGroup var options: Options

    /// Parses the command line and runs the app. `--help` and `--generate-completion-script`
    /// print to standard output and exit 0; a command-line mistake, and any failure to run,
    /// print a message on standard error and exit 2 (the library's own code for a usage error
    /// is 64; scripts and tests rely on 2). A value the parser cannot read is followed by the
    /// option's help (the library's "Help:" line), which gives its allowed range.
    static func main() {
        let command: SDLFrontCommand
        do {
            command = try parse()
        } catch {
            if exitCode(for: error) == .success { exit(withError: error) }
            fail(message(for: error), detail: fullMessage(for: error).split(separator: "\n").filter { $0.hasPrefix("Help:") })
        }
        // A closed pipe or FIFO is a write error (EPIPE, reported with the file), not a signal.
        signal(SIGPIPE, SIG_IGN)
        do {
            try command.run()
        } catch {
            fail("\(error)")
        }
    }

    /// Opens the window, or draws headless, as the options say.
    func run() throws {
        let app = try App(options: options)
        if options.headless { try app.runHeadless() } else { try app.runWindowed() }
    }

    /// Prints `message` as SDLFront's error, then the `detail` lines, on standard error and
    /// exits with code 2.
    private static func fail(_ message: String, detail: [Substring] = []) -> Never {
        let text = (["SDLFront: error: " + message] + detail.map(String.init)).joined(separator: "\n") + "\n"
        FileHandle.standardError.write(Data(text.utf8))
        Foundation.exit(2)
    }
}
