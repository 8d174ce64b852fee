import Foundation

/// Reads an HTTP `Retry-After` field: delay seconds, or an HTTP date.
enum RetryAfter {
    /// The wait the field asks for, or nil when it is absent or unreadable.
    static func parse(_ field: String?, now: Date = Date()) -> Duration? {
        guard let field = field?.trimmingCharacters(in: .whitespaces), !field.isEmpty else { return nil }
        if let seconds = Int(field) { return .seconds(max(0, seconds)) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: field) else { return nil }
        return .seconds(max(0, Int(date.timeIntervalSince(now).rounded(.up))))
    }
}
