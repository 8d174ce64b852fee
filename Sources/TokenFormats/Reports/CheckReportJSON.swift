import ColrModels
import Foundation

/// The report as JSON: ``ThemeCheckBody``, indented, keys sorted, so the same check always
/// prints the same bytes.
enum CheckReportJSON {
    static func write(_ body: ThemeCheckBody) -> String {
        // A body of strings, numbers and arrays always encodes (ratios are finite by construction).
        return (try? ColrJSON.prettyEncoder().encode(body)).map { String(decoding: $0, as: UTF8.self) + "\n" }
            ?? "{}\n"
    }
}
