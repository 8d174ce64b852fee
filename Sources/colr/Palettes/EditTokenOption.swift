import ArgumentParser
import Foundation

/// `--token`: a palette's edit token, which private palettes need to be read and every palette
/// needs to be changed. `COLR_EDIT_TOKEN` is used when the option is not given.
struct EditTokenOption: ParsableArguments {
    // Unconditional: a base64url token may begin with "-", and must still be read as the value.
    @Option(parsing: .unconditional, help: "The palette's edit token (default: $COLR_EDIT_TOKEN).")
    var token: String?

    /// The token given, from the option or the environment.
    var resolved: String? {
        token ?? ProcessInfo.processInfo.environment["COLR_EDIT_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The token, or a usage error saying how to give one.
    func required() throws -> String {
        guard let resolved else {
            throw ValidationError(
                "Changing a palette needs its edit token: give --token, or set COLR_EDIT_TOKEN.")
        }
        return resolved
    }
}
