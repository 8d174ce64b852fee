/// `POST /api/v1/themes/check`'s body: a theme's files, its pairs, and how to check.
///
/// ```json
/// {"files": [{"path": "themes/light.css", "text": ":root { --fg: #777; … }"}],
///  "pairs": {"path": "pairs.json", "text": "{\"pairs\": [{\"text\": \"--fg\", \"on\": \"--bg\"}]}"},
///  "infer": false, "modes": ["light"], "target": "aa", "fix": true}
/// ```
public struct ThemeCheckRequest: Codable, Hashable, Sendable {
    /// The theme's files (one, or several: a theme per file, Android's folders, an asset catalog).
    public var files: [ThemeCheckFile]
    /// A pairs file; without one, the pairs the theme declares itself (DTCG `$extensions`).
    public var pairs: ThemeCheckFile?
    /// `css`, `tailwind`, `design-tokens`, `asset-catalog`, `android`, `material` or
    /// `colr-theme`; guessed from the file names when absent.
    public var format: String?
    /// Whether to add the pairs the token names suggest.
    public var infer: Bool?
    /// The modes to check; every mode when absent.
    public var modes: [String]?
    /// `aa` (as declared), `aaa` or `apca`.
    public var target: String?
    /// An older version of the theme's files, to report only what got worse.
    public var base: [ThemeCheckFile]?
    /// Whether to answer with the files rewritten by the fixes.
    public var fix: Bool?

    /// Creates a request.
    public init(
        files: [ThemeCheckFile], pairs: ThemeCheckFile? = nil, format: String? = nil, infer: Bool? = nil,
        modes: [String]? = nil, target: String? = nil, base: [ThemeCheckFile]? = nil, fix: Bool? = nil
    ) {
        self.files = files
        self.pairs = pairs
        self.format = format
        self.infer = infer
        self.modes = modes
        self.target = target
        self.base = base
        self.fix = fix
    }
}

/// A file in a check's request or answer: its path (which names it in messages and says its
/// format) and its content, as text or, for a zip, as base64.
public struct ThemeCheckFile: Codable, Hashable, Sendable {
    /// The path, as the user's repository has it.
    public var path: String
    /// The content as text (UTF-8).
    public var text: String?
    /// The content as base64, for binary files.
    public var base64: String?

    /// A text file.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
        base64 = nil
    }

    /// A binary file.
    public init(path: String, base64: String) {
        self.path = path
        text = nil
        self.base64 = base64
    }
}
