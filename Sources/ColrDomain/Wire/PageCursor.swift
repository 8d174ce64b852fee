import ColrModels
import Foundation
import Secrets

/// The opaque `cursor` of paginated lists: base64url of `v1:<position>`.
///
/// Opaque so clients do not build cursors by hand and the store can change what a position is.
public enum PageCursor {
    /// The cursor for a store position.
    public static func encode(_ position: Int) -> String {
        Base64URL.encode("v1:\(position)".utf8)
    }

    /// The store position in a cursor, or an error explaining that the cursor is not one of ours.
    public static func decode(_ cursor: String) throws(ColrError) -> Int {
        guard cursor.count <= 64, let bytes = Base64URL.decode(cursor),
            let text = String(validating: bytes, as: UTF8.self), text.hasPrefix("v1:"),
            let position = Int(text.dropFirst(3)), position >= 0
        else {
            throw .invalidRequest(reason: "the cursor is not one this server issued; start again without it")
        }
        return position
    }
}
