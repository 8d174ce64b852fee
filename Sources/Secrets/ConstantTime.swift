/// Comparison of secrets that takes the same time wherever they differ, so a response's timing
/// tells a guesser nothing about how much of a guess was right.
public enum ConstantTime {
    /// Whether the two byte sequences are equal. Only their lengths, which are not secret, may
    /// end the comparison early.
    public static func equal<Left: Collection<UInt8>, Right: Collection<UInt8>>(
        _ left: Left, _ right: Right
    ) -> Bool {
        guard left.count == right.count else { return false }
        var difference: UInt8 = 0
        for (a, b) in zip(left, right) { difference |= a ^ b }
        return difference == 0
    }

    /// Whether the two strings have the same UTF-8 bytes.
    public static func equal(_ left: String, _ right: String) -> Bool {
        equal(left.utf8, right.utf8)
    }
}
