import Foundation

/// Finds the project's `Assets/` directory (fonts) at run time.
///
/// Search order, first match wins (a match is a directory containing
/// ``markerFile``):
/// 1. the directory named by the environment variable ``environmentVariable``;
/// 2. `share/wheelpicker` beside the executable's `bin/` directory (an installed prefix:
///    `PREFIX/bin/SDLFront` reads `PREFIX/share/wheelpicker`, see `scripts/install.sh`);
/// 3. `Assets/` in the executable's directory (`/proc/self/exe`) and each of its parents;
/// 4. `Assets/` in the current directory and each of its parents;
/// 5. `Assets/` relative to this source file (`#filePath`, for `swift run` / `swift test`).
public enum AssetLocator {
    /// Environment variable that overrides the search.
    public static let environmentVariable = "WHEELPICKER_ASSETS"
    /// A file that must exist inside a candidate directory.
    public static let markerFile = "fonts/DejaVuSans.ttf"
    /// Where an installed prefix keeps the assets, relative to the prefix (`scripts/install.sh`).
    public static let installedDataPath = "share/wheelpicker"

    /// The search failed; `searched` lists every directory tried, in order.
    public struct NotFound: Error, CustomStringConvertible, Sendable {
        /// Directories that were tried.
        public var searched: [String]
        /// A message listing where the search looked.
        public var description: String {
            "Assets directory not found (looked for \(AssetLocator.markerFile) in: "
                + searched.joined(separator: ", ") + "). Set \(AssetLocator.environmentVariable)."
        }
    }

    /// The path of the `Assets` directory.
    public static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: String = FileManager.default.currentDirectoryPath,
        filePath: String = #filePath
    ) throws(NotFound) -> String {
        var searched: [String] = []
        func found(_ dir: String) -> Bool {
            let d = (dir as NSString).standardizingPath
            searched.append(d)
            return FileManager.default.fileExists(atPath: d + "/" + markerFile)
        }
        if let env = environment[environmentVariable], !env.isEmpty, found(env) {
            return (env as NSString).standardizingPath
        }
        var starts: [String] = []
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            let bin = (exe as NSString).deletingLastPathComponent
            let installed = ((bin as NSString).deletingLastPathComponent as NSString)
                .appendingPathComponent(installedDataPath)
            if found(installed) { return (installed as NSString).standardizingPath }
            starts.append(bin)
        }
        starts.append(currentDirectory)
        for start in starts {
            var dir = (start as NSString).standardizingPath
            while true {
                let candidate = dir + "/Assets"
                if found(candidate) { return (candidate as NSString).standardizingPath }
                let parent = (dir as NSString).deletingLastPathComponent
                if parent == dir || parent.isEmpty { break }
                dir = parent
            }
        }
        // Sources/SDLBackend/AssetLocator.swift -> package root.
        let root = ((filePath as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent("../../Assets")
        if found(root) { return (root as NSString).standardizingPath }
        throw NotFound(searched: searched)
    }
}
