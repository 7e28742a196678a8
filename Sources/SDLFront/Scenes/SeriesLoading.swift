import Foundation
import SeriesIO
import WheelCharts
import WheelMotion

/// The range scene's data: the series, its min/max pyramid, a title and the minimum span.
///
/// Sources, by option: `--points N` (a seeded random walk), `--data FILE.csv`, or the bundled
/// `Assets/seattle-temps-2010.csv`. Loading starts before SDL does, so a bad file found within
/// ``progressDelay`` exits with code 2 before a window opens; a longer load shows its progress in
/// the window (``RangeDataLoader``). Minimum span: `--min-span-hours` when given, else 4 days; in every case the
/// selector shows the whole domain when the data spans less (see `RangeConstraint`).
struct RangeData {
    var series: TimeSeries
    var pyramid: MinMaxPyramid
    /// The header line's title.
    var title: String
    /// The requested minimum span, seconds.
    var minimumSpan: Double
    /// The coast curve.
    var curve: MomentumCurve

    /// The seed of `--points` (fixed, so runs are reproducible): "2010" in a word.
    static let syntheticSeed: UInt64 = 0x5EED_2010
    /// The bundled data set.
    static let bundledFile = "seattle-temps-2010.csv"
    /// Progress is shown only for loads that take longer than this, seconds.
    static let progressDelay = 0.5

    /// `--momentum-curve` names.
    static let curveNames = ["ease-out", "decay", "linear", "ease-in-out", "acceleration"]

    /// The curve for a `--momentum-curve` name.
    static func curve(named name: String) -> MomentumCurve? {
        switch name.lowercased() {
        case "ease-out": .easeOut
        case "decay": .decay
        case "linear": .linear
        case "ease-in-out": .easeInOut
        case "acceleration": .acceleration
        default: nil
        }
    }

    /// Loads what the options ask for, reporting on stderr (sorting, skipped rows, gaps, progress)
    /// and the share read so far to `progress` (0...1, a bounded number of times).
    static func load(options: Options, assets: String, progress: @escaping (Double) -> Void = { _ in }) throws -> RangeData {
        let curve = curve(named: options.momentumCurve) ?? .easeOut
        let minSpan = options.minSpanHours.map { $0 * 3600 } ?? RangeSelectorConfiguration.fourDays
        let started = Date()
        if let n = options.points {
            if n >= 1_000_000 { note("generating \(RangeChartRenderer.grouped(n)) points…") }
            let series = SyntheticSeries.randomWalk(count: n, seed: syntheticSeed, initialValue: 50, volatility: 0.5)
            progress(0.5)
            let pyramid = MinMaxPyramid(series)
            progress(1)
            if n >= 1_000_000 { note(String(format: "generated and indexed in %.2f s", Date().timeIntervalSince(started))) }
            return RangeData(
                series: series, pyramid: pyramid, title: "Random walk (seed 0x\(String(syntheticSeed, radix: 16, uppercase: true)))", minimumSpan: minSpan,
                curve: curve)
        }
        let path = options.data ?? (assets as NSString).appendingPathComponent(bundledFile)
        let parser = CSVSeriesParser(
            options: .init(
                xColumn: options.xColumn, yColumn: options.yColumn, skipBadRows: options.skipBadRows,
                separator: options.separatorByte))
        let result = try parse(path: path, parser: parser, progress: progress)
        let report = result.report
        let name = (path as NSString).lastPathComponent
        if report.headerLooksLikeData {
            warn(
                "\(path): the first line (\(report.columnNames.map { Message.quoted($0, limit: 40) }.joined(separator: ", "))) looks like data but is read as the header row, so that row is not plotted; add a header row such as \"date,value\"")
        }
        if report.epochMilliseconds {
            note("\(path): the times in column \(Message.quoted(report.xColumnName, limit: 40)) are epoch milliseconds (as seconds they would be past the year 9999); read as milliseconds")
        }
        if report.separator != UInt8(ascii: ","), options.separator == nil {
            let name = report.separator == UInt8(ascii: ";") ? "semicolons" : "tabs"
            note("\(path): fields separated by \(name) (values may use a decimal comma)")
        }
        if report.wasSorted { note("\(path): rows were out of time order; sorted by time") }
        if report.duplicateTimestampCount > 0 {
            note("\(path): \(report.duplicateTimestampCount) rows repeat the previous timestamp; kept in file order")
        }
        if report.badRowCount > 0 {
            let lines = report.firstBadLines.map(String.init).joined(separator: ", ")
            let more = report.badRowCount > report.firstBadLines.count ? ", …" : ""
            note("\(path): skipped \(report.badRowCount) bad rows (lines \(lines)\(more))")
        }
        if report.nonFiniteValueCount > 0 {
            note("\(path): \(report.nonFiniteValueCount) NaN or infinite values are drawn as gaps")
        }
        let pyramid = MinMaxPyramid(result.series)
        let title =
            options.data == nil
            ? "Seattle hourly temperature, 2010 (°F)" : "\(name) · \(report.yColumnName)"
        return RangeData(series: result.series, pyramid: pyramid, title: title, minimumSpan: minSpan, curve: curve)
    }

    /// Reads and parses a CSV file (memory-mapped), showing progress when it takes a while.
    static func parse(path: String, parser: CSVSeriesParser, progress report: @escaping (Double) -> Void = { _ in }) throws -> CSVParseResult {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputFileError(file: path, line: nil, message: "no such file")
        }
        guard !isDirectory.boolValue else { throw InputFileError(file: path, line: nil, message: "is a directory, not a CSV file") }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        } catch {
            if FileManager.default.isReadableFile(atPath: path),
                let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber, size.intValue == 0
            {
                throw InputFileError(file: path, line: nil, message: "the file is empty (a header row and data rows are needed)")
            }
            throw InputFileError(file: path, line: nil, message: "cannot read the file (\(FileManager.default.isReadableFile(atPath: path) ? "not a regular file" : "permission denied"))")
        }
        let started = Date()
        var shown = false
        let name = (path as NSString).lastPathComponent
        let progress: (Double) -> Void = { fraction in
            report(fraction)
            guard Date().timeIntervalSince(started) > progressDelay else { return }
            shown = true
            FileHandle.standardError.write("\rloading \(name): \(Int(fraction * 100))%".data(using: .utf8)!)
        }
        let result: Result<CSVParseResult, CSVSeriesError> = data.withUnsafeBytes { bytes in
            Result { () throws(CSVSeriesError) in try parser.parse(bytes, progress: progress) }
        }
        if shown { FileHandle.standardError.write("\n".data(using: .utf8)!) }
        switch result {
        case .success(let r): return r
        case .failure(let e): throw CSVLoadError(message: e.located(in: path))
        }
    }

    static func note(_ s: String) {
        FileHandle.standardError.write(Data("note: \(s)\n".utf8))
    }

    static func warn(_ s: String) {
        FileHandle.standardError.write(Data("warning: \(s)\n".utf8))
    }
}

/// A CSV file that could not be loaded; the message starts with `path:line:column:`.
struct CSVLoadError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
