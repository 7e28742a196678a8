import Foundation

/// `SDLFront`: the demo app. Its options: Docs/command-line.md (generated from --help);
/// replays, traces and outputs: Docs/trace-and-replay.md.
@main
struct SDLFrontCommand {
    static func main() {
        let options: Options
        do {
            options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            if error.isHelp {
                print(Options.helpText(), terminator: "")
                exit(0)
            }
            FileHandle.standardError.write(("SDLFront: error: " + error.message + "\n").data(using: .utf8)!)
            exit(2)
        }
        // A closed pipe or FIFO is a write error (EPIPE, reported with the file), not a signal.
        signal(SIGPIPE, SIG_IGN)
        do {
            let app = try App(options: options)
            if options.headless { try app.runHeadless() } else { try app.runWindowed() }
        } catch {
            FileHandle.standardError.write("SDLFront: error: \(error)\n".data(using: .utf8)!)
            exit(2)
        }
    }
}
