import ColorKit
import ColrModels

/// What a check is asked to do, beside the theme's own files.
public struct TokenCheckOptions: Hashable, Sendable {
    /// The theme's format; guessed from the files when nil.
    public var format: TokenSourceFormat?
    /// A pairs file; without one, pairs declared inside the theme (DTCG `$extensions`).
    public var pairs: TokenFile?
    /// Whether to add the pairs the token names suggest.
    public var infer: Bool
    /// The modes to check; all when nil.
    public var modes: [String]?
    /// The target every pair is held to (``TokenPair/raised(to:)``); as declared when nil.
    public var target: ThemeTarget?
    /// An older version of the theme's files, to report only what got worse.
    public var base: [TokenFile]?
    /// Whether to write the fixes into the files (returned in ``TokenCheckOutcome/rewritten``).
    public var fix: Bool

    /// Options; by default the declared pairs, every mode, as declared, no base, no rewriting.
    public init(
        format: TokenSourceFormat? = nil, pairs: TokenFile? = nil, infer: Bool = false,
        modes: [String]? = nil,
        target: ThemeTarget? = nil, base: [TokenFile]? = nil, fix: Bool = false
    ) {
        self.format = format
        self.pairs = pairs
        self.infer = infer
        self.modes = modes
        self.target = target
        self.base = base
        self.fix = fix
    }
}

/// Everything one check found and did.
public struct TokenCheckOutcome: Sendable {
    /// The theme as read.
    public var tokens: TokenSet
    /// What it was checked against (declared and inferred, raised to the target).
    public var promises: TokenPromises
    /// The pairs inferred from names.
    public var inferred: [TokenPair]
    /// The check of the theme as read.
    public var report: TokenCheckReport
    /// The smallest fix for each declaration behind a failure (or why there is none).
    public var fixes: [TokenFix]
    /// With `fix`: the files the fixes changed, rewritten in their own format.
    public var rewritten: [TokenFile]
    /// With `fix`: the rewritten theme read and checked again.
    public var after: TokenCheckReport?
    /// Against a base: what changed.
    public var comparison: TokenComparison?

    /// The report as the API and `--format json` give it: after the fixes when they were written.
    public var body: ThemeCheckBody { body(afterFixes: true) }

    /// The report of the theme as it was read, or (`afterFixes`, when they were written) as the
    /// fixes leave it; the fixes are listed either way.
    public func body(afterFixes: Bool) -> ThemeCheckBody {
        ThemeCheckBody(
            tokens: tokens, report: afterFixes ? after ?? report : report, inferred: inferred, fixes: fixes,
            comparison: comparison)
    }

    /// 0 when every promise holds (or, against a base, nothing got worse); 1 otherwise.
    public var exitStatus: Int32 { body.holds ? 0 : 1 }
}

/// One check, end to end: read the theme and its pairs, measure every pair in every mode,
/// propose fixes, write them back when asked and check again, compare with a base.
public enum TokenCheckRun {
    /// The most pair-and-mode checks one run makes: Primer's nine themes need about 4,400, so
    /// this bounds a hostile request, not a real theme.
    public static let checkLimit = 200_000
    /// The most tokens `--infer` guesses pairs among (its guesses grow with the square).
    public static let inferenceLimit = 5_000

    /// Checks `sources` as `options` say.
    public static func run(_ sources: [TokenFile], options: TokenCheckOptions = TokenCheckOptions())
        throws(TokenFormatError) -> TokenCheckOutcome
    {
        let format = options.format ?? TokenReader.guess(sources)
        let tokens = try TokenReader.read(sources, as: format)
        var promises: TokenPromises
        if let pairs = options.pairs {
            promises = try PairsFile.read(pairs)
        } else {
            promises = try TokenReader.promises(sources, as: format)
        }
        var inferred: [TokenPair] = []
        if options.infer {
            guard tokens.tokens.count <= Self.inferenceLimit else {
                throw .tooManyPairs(
                    reason: "--infer reads themes of at most \(Self.inferenceLimit) tokens and this one has "
                        + "\(tokens.tokens.count); declare its pairs in a pairs file")
            }
            let declared = Set(promises.pairs.map { [$0.text, $0.on] })
            inferred = PairInference.pairs(in: tokens).filter { !declared.contains([$0.text, $0.on]) }
            promises.pairs += inferred
        }
        if let target = options.target { promises.pairs = promises.pairs.map { $0.raised(to: target) } }
        guard !promises.pairs.isEmpty || !promises.signals.isEmpty else {
            throw .noPairs(file: sources.first?.path ?? "")
        }
        let checked = promises.pairs.count * (options.modes?.count ?? tokens.modes.count)
        guard checked <= Self.checkLimit else {
            throw .tooManyPairs(
                reason: "\(promises.pairs.count) pairs in \(tokens.modes.count) modes are more than the "
                    + "\(Self.checkLimit) checks one run makes; check fewer modes (--mode) or split the pairs"
            )
        }
        if let modes = options.modes {
            for mode in modes where !tokens.modes.contains(mode) {
                throw .unknownMode(mode: mode, modes: tokens.modes)
            }
        }
        let checker = TokenChecker(tokens: tokens, promises: promises)
        let report = checker.report(modes: options.modes)
        let fixes = TokenFixer(checker: checker).fixes(modes: options.modes).fixes
        var outcome = TokenCheckOutcome(
            tokens: tokens, promises: promises, inferred: inferred, report: report, fixes: fixes,
            rewritten: [],
            after: nil, comparison: nil)
        if options.fix {
            outcome.rewritten = try rewrite(sources, format: format, fixes: fixes)
            if !outcome.rewritten.isEmpty {
                let fixed = sources.map { file in outcome.rewritten.first { $0.path == file.path } ?? file }
                let again = try TokenReader.read(fixed, as: format)
                outcome.after = TokenChecker(tokens: again, promises: promises).report(modes: options.modes)
            }
        }
        if let base = options.base {
            let older = try TokenReader.read(base, as: options.format ?? TokenReader.guess(base) ?? format)
            outcome.comparison = TokenComparison(
                base: older,
                baseReport: TokenChecker(tokens: older, promises: promises).report(modes: options.modes),
                current: tokens, report: report)
        }
        return outcome
    }

    /// The files `fixes` change, each rewritten with only those values replaced.
    static func rewrite(_ sources: [TokenFile], format: TokenSourceFormat?, fixes: [TokenFix])
        throws(TokenFormatError)
        -> [TokenFile]
    {
        var changes: [String: [TokenChange]] = [:]
        for fix in fixes {
            guard let to = fix.to, let origin = fix.origin, !origin.range.isEmpty else { continue }
            var color = to
            color.alpha = fix.from.alpha
            changes[origin.file, default: []].append(TokenChange(range: origin.range, color: CSSColor(color)))
        }
        var rewritten: [TokenFile] = []
        for file in sources {
            guard let list = changes[file.path], let format = format ?? TokenReader.guess([file]) else {
                continue
            }
            // A design system may declare a theme twice (per switch and per media query): each
            // copy of a fixed declaration gets the fix, or the untouched one stays in force.
            let all = TokenRewriter.includingRepeats(list, in: file, format: format)
            let bytes = try TokenRewriter.rewrite(file, format: format, changes: all)
            rewritten.append(TokenFile(path: file.path, bytes: bytes))
        }
        return rewritten
    }
}
