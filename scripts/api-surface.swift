// Lists the public surface of each library module, one declaration per line, from the symbol
// graphs that `swift package dump-symbol-graph` writes. Run by scripts/api-check.sh:
//
//     swift scripts/api-surface.swift PACKAGE.json SYMBOLGRAPH_DIR OUT_DIR
//
// PACKAGE.json is `swift package describe --type json`; every target of a library product is
// listed to OUT_DIR/<Module>.txt. Each line is `<kind> <path>: <declaration>`, sorted, plus
// `conformance <Type>: <Protocol>` lines, so that a new member, a changed signature or a lost
// conformance each shows up as a one-line diff. Declarations written in our sources without a
// `///` summary are printed to stderr and make the exit status 1.
//
// It prints one line per module to stdout: `<Module> <own> <union> [<re-exported modules>]`,
// where <own> counts the module's declarations (every line but conformances) and <union> those of
// the module and every module it re-exports (`@_exported import`, followed transitively): what
// `import <Module>` brings. api-check.sh holds the budgets of the unions.
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("api-surface: \(message)\n".utf8))
    exit(2)
}

func json(_ path: String) -> [String: Any] {
    guard let data = FileManager.default.contents(atPath: path),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { fail("cannot read JSON from \(path)") }
    return object
}

let arguments = CommandLine.arguments
guard arguments.count == 4 else { fail("usage: api-surface.swift PACKAGE.json SYMBOLGRAPH_DIR OUT_DIR") }
let (packagePath, graphDirectory, outDirectory) = (arguments[1], arguments[2], arguments[3])

// The modules of the library products, in order of first appearance.
var modules: [String] = []
let package = json(packagePath)
var targetPaths: [String: String] = [:]
for target in package["targets"] as? [[String: Any]] ?? [] {
    if let name = target["name"] as? String, let path = target["path"] as? String { targetPaths[name] = path }
}
for product in package["products"] as? [[String: Any]] ?? [] {
    guard let type = product["type"] as? [String: Any], type["library"] != nil else { continue }
    for target in product["targets"] as? [String] ?? [] where !modules.contains(target) {
        modules.append(target)
    }
}
guard !modules.isEmpty else { fail("no library products in \(packagePath)") }

let files = (try? FileManager.default.contentsOfDirectory(atPath: graphDirectory)) ?? []
var undocumented: [String] = []
var linesOf: [String: [String]] = [:]

/// The modules a target re-exports: every `@_exported import X` in its Swift sources.
func reexports(of module: String) -> [String] {
    guard let path = targetPaths[module],
        let enumerator = FileManager.default.enumerator(atPath: path)
    else { return [] }
    var found: Set<String> = []
    for case let file as String in enumerator where file.hasSuffix(".swift") {
        guard let text = try? String(contentsOfFile: "\(path)/\(file)", encoding: .utf8) else { continue }
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.count >= 3, words[0] == "@_exported", words[1] == "import" { found.insert(String(words[2])) }
        }
    }
    return found.sorted()
}

for module in modules {
    // `<Module>.symbols.json`, plus `<Module>@<Other>.symbols.json` for extensions of other
    // modules' types.
    let graphs = files.filter { $0 == "\(module).symbols.json" || $0.hasPrefix("\(module)@") }.sorted()
    guard graphs.contains("\(module).symbols.json") else {
        fail("no symbol graph for \(module) in \(graphDirectory)")
    }
    var lines: [String] = []
    for file in graphs {
        let graph = json("\(graphDirectory)/\(file)")
        var pathOf: [String: String] = [:]
        for symbol in graph["symbols"] as? [[String: Any]] ?? [] {
            let kind = ((symbol["kind"] as? [String: Any])?["identifier"] as? String ?? "?")
                .replacingOccurrences(of: "swift.", with: "")
            let path = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
            let fragments = symbol["declarationFragments"] as? [[String: Any]] ?? []
            let declaration = fragments.map { $0["spelling"] as? String ?? "" }.joined()
                .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(
                    separator: " ")
            if let id = (symbol["identifier"] as? [String: Any])?["precise"] as? String { pathOf[id] = path }
            lines.append("\(kind) \(path): \(declaration)")
            // Only declarations in our own sources need a summary (not implicit members such as
            // a raw-value enum's `init(rawValue:)`, which have no location).
            let location = (symbol["location"] as? [String: Any])?["uri"] as? String
            let doc = (symbol["docComment"] as? [String: Any])?["lines"] as? [[String: Any]] ?? []
            let text = doc.map { $0["text"] as? String ?? "" }.joined().trimmingCharacters(in: .whitespaces)
            let ownDoc =
                (symbol["docComment"] as? [String: Any])?["module"] == nil
                || (symbol["docComment"] as? [String: Any])?["module"] as? String == module
            if let location, location.contains("/Sources/"), text.isEmpty || !ownDoc {
                let file = location.components(separatedBy: "/Sources/").last ?? location
                undocumented.append("Sources/\(file): \(module).\(path) has no /// summary")
            }
        }
        for relation in graph["relationships"] as? [[String: Any]] ?? []
        where relation["kind"] as? String == "conformsTo" {
            guard let source = relation["source"] as? String, let type = pathOf[source] else { continue }
            let target = relation["targetFallback"] as? String ?? (relation["target"] as? String ?? "?")
            // SendableMetatype is implied by Sendable and only appears with newer toolchains.
            if target.hasSuffix("SendableMetatype") { continue }
            lines.append("conformance \(type): \(target)")
        }
    }
    lines.sort()
    let declarations = lines.filter { !$0.hasPrefix("conformance ") }.count
    let text =
        "// \(module): \(declarations) public declarations. Generated by scripts/api-check.sh --update.\n"
        + lines.joined(separator: "\n") + "\n"
    do {
        try text.write(toFile: "\(outDirectory)/\(module).txt", atomically: true, encoding: .utf8)
    } catch {
        fail("cannot write \(outDirectory)/\(module).txt: \(error)")
    }
    linesOf[module] = lines.filter { !$0.hasPrefix("conformance ") }
}

for module in modules {
    // What `import <module>` brings: the module and, transitively, what it re-exports.
    var seen: [String] = [module]
    var queue = [module]
    while let next = queue.popLast() {
        for other in reexports(of: next) where !seen.contains(other) {
            seen.append(other)
            queue.append(other)
        }
    }
    let union = seen.reduce(0) { $0 + (linesOf[$1]?.count ?? 0) }
    let via = seen.dropFirst().sorted()
    print("\(module) \(linesOf[module]?.count ?? 0) \(union)" + (via.isEmpty ? "" : " " + via.joined(separator: ",")))
}

if !undocumented.isEmpty {
    for line in undocumented.sorted() { FileHandle.standardError.write(Data("\(line)\n".utf8)) }
    exit(1)
}
