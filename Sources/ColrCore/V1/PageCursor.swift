import Foundation

/// The opaque `cursor` of paginated lists: base64url of `v1:<position>`.
///
/// Opaque so clients do not build cursors by hand and the store can change what a position is.
public enum PageCursor {
    /// The cursor for a store position.
    public static func encode(_ position: Int) -> String {
        Data("v1:\(position)".utf8).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// The store position in a cursor, or an error explaining that the cursor is not one of ours.
    public static func decode(_ cursor: String) throws(ColrError) -> Int {
        var base64 = cursor.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        guard cursor.count <= 64, let data = Data(base64Encoded: base64),
            let text = String(data: data, encoding: .utf8), text.hasPrefix("v1:"),
            let position = Int(text.dropFirst(3)), position >= 0
        else {
            throw .invalidRequest(reason: "the cursor is not one this server issued; start again without it")
        }
        return position
    }
}
