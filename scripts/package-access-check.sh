#!/usr/bin/env bash
# No back doors: every target declares what it imports in Package.swift, and the app (SDLFront),
# the C bridge (WheelCoreCBridge), the renderers (SDLBackend, WheelSVG, WheelRaster) and
# WheelExample use only the public API of the library modules they import, as an outside
# embedder does. SwiftPM gives every target of a package one package name,
# so inside this package a `package` declaration of WheelCore is visible to all of them and the
# compiler cannot be told otherwise; this check builds them as another package would.
#
# It generates two packages in .build/package-access (kept, so that a second run builds only
# what changed) from the targets, dependencies and settings `swift package dump-package`
# reports: `libraries`, a copy of the library modules below with a product each, and
# `clients`, a copy of every other non-test target of Sources/ that depends on `libraries` by
# path (two packages, because one graph may not hold two targets of one name). A use of a
# library module's `package` (or internal) declaration fails to build there, naming it. The library modules themselves (every library
# product: WheelPrimitives, WheelRendering, WheelMotion, WheelSemantics, WheelCore, SeriesIO,
# WheelCharts, WheelSVG, WheelRaster with its C part CRasterSupport) are not checked against
# each other; the script fails when a library product is missing from its list.
#
#     scripts/package-access-check.sh   # run by scripts/test.sh, so by CI
source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
[ -x /opt/swift/usr/bin/swift ] && ! command -v swift >/dev/null 2>&1 && export PATH="/opt/swift/usr/bin:$PATH"
work="$root/.build/package-access"
mkdir -p "$work/libraries/Sources" "$work/clients/Sources"
(cd "$root" && swift package dump-package) > "$work/manifest.json"

# Every target declares the modules it imports (a module of this package or a product of a
# dependency); an undeclared import builds only while something else happens to build it first.
python3 - "$root" "$work/manifest.json" <<'PY'
import glob, json, os, re, sys
root, manifest = sys.argv[1:]
m = json.load(open(manifest))
modules = {t["name"] for t in m["targets"]}
products = set()
for t in m["targets"]:
    for d in t["dependencies"]:
        kind, value = next(iter(d.items()))
        if kind == "product":
            products.add(value[0])
statement = re.compile(r"\s*(?:@[\w()]+\s+)*import\s+(?:(?:struct|enum|class|func|protocol|typealias|var|let)\s+)?(\w+)")
problems = []
for t in m["targets"]:
    path = os.path.join(root, t.get("path") or (("Tests/" if t["type"] == "test" else "Sources/") + t["name"]))
    declared = {next(iter(d.values()))[0] for d in t["dependencies"]}
    for f in sorted(glob.glob(path + "/**/*.swift", recursive=True)):
        for line in open(f, encoding="utf-8"):
            found = statement.match(line)
            if found and (found[1] in modules or found[1] in products) and found[1] != t["name"] and found[1] not in declared:
                problems.append(f"{os.path.relpath(f, root)}: imports {found[1]}, which target {t['name']} does not declare")
                declared.add(found[1])
if problems:
    print("\n".join(problems), file=sys.stderr)
    sys.exit("package-access-check: declare these in Package.swift (the target's dependencies)")
PY

python3 - "$root" "$work" "$work/manifest.json" <<'PY'
import json, os, shutil, sys
root, work, manifest = sys.argv[1:]
# Every library product of Package.swift (and CRasterSupport, WheelRaster's C part), checked
# against the products list below so that a new product cannot be left out.
libraries = ["WheelPrimitives", "WheelRendering", "WheelMotion", "WheelSemantics", "WheelCore", "SeriesIO", "WheelLocale", "WheelCharts",
             "WheelSVG", "CRasterSupport", "WheelRaster"]
m = json.load(open(manifest))
byname = {t["name"]: t for t in m["targets"]}
# The C interface (product wheelcore) is a client of the libraries, as every host is.
clients_by_design = {"WheelCoreCBridge"}
unlisted = sorted(n for p in m["products"] if "library" in p["type"]
                  for n in p["targets"] if n not in libraries and n not in clients_by_design)
if unlisted:
    sys.exit(f"package-access-check: library product targets {unlisted} are not checked; add them to `libraries`")
missing = set(libraries) - set(byname)
if missing:
    sys.exit(f"package-access-check: no target {sorted(missing)} in Package.swift; update the list in this script")
clients = [t for t in m["targets"] if t["type"] in ("regular", "executable", "system")
           and t.get("path") is None and t["name"] not in libraries]

def q(s): return json.dumps(s)

added_or_removed = False

def sync(src, dst):
    """Copies src to dst, rewriting only files whose content differs (keeps build state)."""
    global added_or_removed
    wanted = set()
    for d, _, names in os.walk(src):
        for n in names:
            rel = os.path.relpath(os.path.join(d, n), src)
            wanted.add(rel)
            data = open(os.path.join(src, rel), "rb").read()
            target = os.path.join(dst, rel)
            if os.path.exists(target) and open(target, "rb").read() == data:
                continue
            added_or_removed |= not os.path.exists(target)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            open(target, "wb").write(data)
    for d, _, names in os.walk(dst):
        for n in names:
            if os.path.relpath(os.path.join(d, n), dst) not in wanted:
                os.remove(os.path.join(d, n))
                added_or_removed = True

def write_package(directory, name, targets, products, other):
    """A package of copies of `targets`; a dependency on a target of `other` becomes a product
    of the package at `other`'s directory."""
    local = {t["name"] for t in targets}
    used, lines = set(), []
    for t in targets:
        deps = []
        for d in t["dependencies"]:
            kind, value = next(iter(d.items()))
            dep = value[0]
            if kind == "product":
                used.add(value[1])
                deps.append(f".product(name: {q(dep)}, package: {q(value[1])})")
            elif dep in local:
                deps.append(q(dep))
            elif other and dep in other[1]:
                deps.append(f".product(name: {q(dep)}, package: {q(os.path.basename(other[0]))})")
            else:
                sys.exit(f"package-access-check: {t['name']} depends on {dep}, which this check does not place")
        settings = {"swift": [], "c": [], "linker": []}
        for s in t["settings"]:
            kind, value = next(iter(s["kind"].items()))
            if s.get("condition"):
                sys.exit(f"package-access-check: {t['name']} has a conditional setting; teach this script about it")
            if kind == "swiftLanguageMode":
                settings["swift"].append(f".swiftLanguageMode(.v{value['_0']})")
            elif kind == "unsafeFlags":
                settings[s["tool"]].append(f".unsafeFlags({q(value['_0'])})")
            elif kind == "linkedLibrary":
                settings["linker"].append(f".linkedLibrary({q(value['_0'])})")
            else:
                sys.exit(f"package-access-check: {t['name']} has a setting of kind {kind}; teach this script about it")
        args = [f"name: {q(t['name'])}"]
        if t["type"] != "system":
            args.append(f"dependencies: [{', '.join(deps)}]")
            for tool, label in (("c", "cSettings"), ("swift", "swiftSettings"), ("linker", "linkerSettings")):
                if settings[tool]:
                    args.append(f"{label}: [{', '.join(settings[tool])}]")
        factory = {"regular": "target", "executable": "executableTarget", "system": "systemLibrary"}[t["type"]]
        lines.append(f"        .{factory}({', '.join(args)}),")
        sync(os.path.join(root, "Sources", t["name"]), os.path.join(directory, "Sources", t["name"]))
    sources = os.path.join(directory, "Sources")
    for n in os.listdir(sources):
        if n not in local:
            shutil.rmtree(os.path.join(sources, n))
    package_deps = [f"        .package(path: {q(other[0])})," ] if other else []
    for d in m["dependencies"]:
        sc = d.get("sourceControl", [{}])[0]
        url = sc.get("location", {}).get("remote", [{}])[0].get("urlString")
        lower = sc.get("requirement", {}).get("range", [{}])[0].get("lowerBound")
        if sc.get("identity") in used and url and lower:
            package_deps.append(f"        .package(url: {q(url)}, from: {q(lower)}),")
    text = "\n".join([
        "// swift-tools-version: 6.1",
        "// Generated by scripts/package-access-check.sh from the checkout's Package.swift.",
        "import PackageDescription", "",
        "let package = Package(", f"    name: {q(name)},",
        "    products: [", *[f"        .library(name: {q(p)}, targets: [{q(p)}])," for p in products], "    ],",
        "    dependencies: [", *package_deps, "    ],",
        "    targets: [", *lines, "    ]", ")", ""])
    path = os.path.join(directory, "Package.swift")
    # A new manifest (or a touched one, when files came or went) makes SwiftPM plan anew.
    if not os.path.exists(path) or open(path).read() != text or added_or_removed:
        open(path, "w").write(text)

libs = os.path.join(work, "libraries")
write_package(libs, "Libraries", [byname[n] for n in libraries], libraries, None)
write_package(os.path.join(work, "clients"), "Clients", clients, [], (libs, set(libraries)))
print("package-access-check: " + ", ".join(t["name"] for t in clients) + " against " + ", ".join(libraries))
PY

out="$work/clients"
cd "$out"
log="$work/build.log"
if ! swift build > "$log" 2>&1; then
    grep -E "error:" "$log" | sed "s|$out/||" | sort -u >&2
    echo "package-access-check: the targets above do not build against the public API of the library modules:" >&2
    echo "package-access-check: they use a declaration that is package or internal there (make it public with a" >&2
    echo "package-access-check: /// summary if an embedder needs it too, or find the public way). Log: $log" >&2
    exit 1
fi
echo "package-access-check: the app, the C bridge, the renderers and WheelExample build on the libraries' public API"
