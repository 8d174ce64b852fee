import Foundation

/// Base64 with the URL- and cookie-safe alphabet (`-` and `_`) and no padding (RFC 4648 §5):
/// the text form of every token, cursor and signature the server hands out.
public enum Base64URL {
    /// The text for `bytes`.
    public static func encode<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        var text = Data(bytes).base64EncodedString()
        text = text.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        while text.last == "=" { text.removeLast() }
        return text
    }

    /// The bytes `text` holds, or nil when it is not unpadded base64url.
    public static func decode(_ text: some StringProtocol) -> [UInt8]? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        guard base64.utf8.allSatisfy(Self.isAlphabet) else { return nil }
        while base64.utf8.count % 4 != 0 { base64 += "=" }
        return Data(base64Encoded: base64).map(Array.init)
    }

    private static func isAlphabet(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"):
            true
        default: false
        }
    }
}
