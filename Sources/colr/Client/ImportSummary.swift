/// What an import did: colors added, skipped and failed, and where it stopped if it had to.
struct ImportSummary: Encodable {
    /// One entry that could not be imported, and why.
    struct Failure: Encodable {
        /// `line 4` or `item 3`.
        let location: String
        /// The color as the file wrote it.
        let input: String
        /// Why, in words a person can act on.
        let reason: String
    }

    /// Entries in the file.
    var total = 0
    /// Colors that received at least one tag.
    var added = 0
    /// Tags added, over all colors.
    var tagsAdded = 0
    /// Colors that already carried every tag.
    var skipped = 0
    /// Entries that could not be imported.
    var failed: [Failure] = []
    /// Set when the server stopped answering and the import ended early.
    var stopped: Failure?

    /// Counts one entry's outcome.
    mutating func record(_ entry: ImportEntry, _ outcome: ImportOutcome) {
        switch outcome {
        case .added(let tags):
            added += 1
            tagsAdded += tags.count
        case .skipped:
            skipped += 1
        case .failed(let reason):
            failed.append(Failure(location: entry.location, input: entry.input, reason: reason))
        case .stopped(let reason):
            stopped = Failure(location: entry.location, input: entry.input, reason: reason)
        }
    }

    /// Whether everything in the file is now on the server.
    var isComplete: Bool { failed.isEmpty && stopped == nil }

    /// The summary for people.
    var lines: [String] {
        var lines = [
            "added \(added) color\(added == 1 ? "" : "s") (\(tagsAdded) tag\(tagsAdded == 1 ? "" : "s")), "
                + "skipped \(skipped), failed \(failed.count)"
        ]
        for failure in failed {
            lines.append("  \(failure.location) (\(failure.input)): \(failure.reason)")
        }
        if let stopped {
            lines.append(
                "stopped at \(stopped.location): \(stopped.reason). Run the same import again to resume: "
                    + "what is already on the server is skipped.")
        }
        return lines
    }
}

/// What happened to one entry.
enum ImportOutcome: Sendable {
    /// These tags were added (the color had none or only some of them).
    case added([String])
    /// The color already had every tag.
    case skipped
    /// This entry could not be imported; the rest of the file goes on.
    case failed(String)
    /// The server cannot be used (unreachable, failing); the import ends here.
    case stopped(String)
}
