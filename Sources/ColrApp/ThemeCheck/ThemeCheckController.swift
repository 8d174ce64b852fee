import ColorKit
import ColrModels
import ComputeThreads
import TokenFormats
import ViewKit

/// "Check a Theme": the theme a team already has, dropped, picked or pasted (CSS custom
/// properties, Tailwind, design tokens, an asset catalog, Android colors, Material, Colr's own
/// JSON), with its pairs file or pairs guessed from its names, checked in every mode as
/// `colr check` checks it. Each mode's failing pairs are named with their smallest fix; the
/// theme is previewed on the sample screen before and after the fixes, in any mode and through
/// each color-vision deficiency; the fixed files and the report download.
final class ThemeCheckController: ViewController {
    let services: AppServices
    /// The theme's files, in the order they came.
    private(set) var files: [TokenFile] = []
    /// The pairs file, when one came (a file that reads as one).
    private(set) var pairsFile: TokenFile?
    private(set) var target: ThemeTarget?
    private(set) var infer = false
    /// The last check.
    private(set) var outcome: TokenCheckOutcome?
    /// The theme with the last check's fixes written in, when it proposed any.
    private(set) var fixedTokens: TokenSet?
    /// Whether the previews show the fixes applied.
    private(set) var showsFixed = false
    /// The mode previewed.
    private(set) var previewMode: String?
    private(set) var vision: ColorVisionDeficiency?
    /// Whether a check is running.
    private(set) var checking = false
    /// Counts checks started: only the latest one's outcome is shown, as files picked together
    /// arrive one by one and each starts a check.
    private var generation = 0

    let picker = FilePicker(title: "Choose Theme Files")
    let status = Label.status()
    let contentView = View()

    /// The most files and bytes one check takes: what the API's check takes.
    static let maximumFiles = 32
    static let maximumBytes = 4 * 1024 * 1024
    static let targets: [(String, ThemeTarget?)] = [
        ("As declared", nil), ("AA", .aa), ("AAA", .aaa), ("APCA", .apca),
    ]

    init(services: AppServices) {
        self.services = services
        super.init()
        title = "Check a Theme"
    }

    override var routeComponent: String? { AppRoute.checkTheme.segment }

    override func viewDidLoad() {
        view.layout = .stack(.vertical, spacing: 0)
        contentView.layout = .stack(.vertical, spacing: 12, padding: EdgeInsets(all: 20))
        view.addSubview(contentView)
        picker.style = .filled
        picker.allowsMultipleFiles = true
        picker.acceptsPaste = true
        picker.maximumBytes = Self.maximumBytes
        picker.accessibilityLabel = "Choose, drop or paste theme files"
        picker.onPick = { [weak self] file in self?.add(file) }
        picker.onRefusal = { [weak self] reason in self?.status.text = reason }
        status.font = AppFont.caption.font
        show()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection) {
        show()
    }

    // MARK: Input

    /// Takes a picked, dropped or pasted file: a pairs file as the pairs, anything else as a
    /// theme file (one named like an earlier one replaces it), then checks again.
    func add(_ file: PickedFile) {
        let token = TokenFile(path: file.name, bytes: file.contents)
        if (try? PairsFile.read(token)) != nil {
            pairsFile = token
        } else {
            files.removeAll { $0.path == token.path }
            guard files.count < Self.maximumFiles else {
                status.text = "A check takes up to \(Self.maximumFiles) files; remove one first."
                return
            }
            files.append(token)
        }
        let total = files.reduce(pairsFile?.bytes.count ?? 0) { $0 + $1.bytes.count }
        guard total <= Self.maximumBytes else {
            files.removeAll { $0.path == token.path }
            status.text = "A check takes up to 4 MB of files together; “\(file.name)” would pass that."
            return
        }
        showsFixed = false
        check()
    }

    /// Forgets a file and checks what is left.
    func remove(_ path: String) {
        if pairsFile?.path == path { pairsFile = nil } else { files.removeAll { $0.path == path } }
        showsFixed = false
        check()
    }

    /// Measures against `target` (nil: each pair's own minimum).
    func choose(_ target: ThemeTarget?) {
        self.target = target
        check()
    }

    /// Guesses pairs from the tokens' names, or stops guessing.
    func setInfer(_ on: Bool) {
        infer = on
        check()
    }

    /// Previews `mode`.
    func preview(_ mode: String) {
        previewMode = mode
        show()
    }

    /// Previews through `vision` (nil: typical vision).
    func see(_ vision: ColorVisionDeficiency?) {
        self.vision = vision
        show()
    }

    /// Shows the theme with its fixes applied, or as it was.
    func showFixes(_ on: Bool) {
        showsFixed = on
        show()
    }

    // MARK: Checking

    /// Checks the files as they are now, off the session, and shows the outcome.
    func check() {
        guard !files.isEmpty else {
            generation += 1  // a check still running no longer counts
            checking = false
            outcome = nil
            status.text = ""
            show()
            return
        }
        let (sources, options) = (
            files, TokenCheckOptions(pairs: pairsFile, infer: infer, target: target, fix: true)
        )
        checking = true
        generation += 1
        let started = generation
        status.text = "Checking…"
        show()
        let compute = services.compute
        perform {
            // Seconds of work for a large theme at AAA: on a thread of its own, not the pool.
            try await compute.run(orRefuseWith: ColrError.busy(retryAfterSeconds: 1)) {
                () throws -> (TokenCheckOutcome, TokenSet?) in
                let outcome = try TokenCheckRun.run(sources, options: options)
                // The fixed files, read once here rather than on every redraw.
                let fixed = sources.map { file in outcome.rewritten.first { $0.path == file.path } ?? file }
                return (outcome, outcome.rewritten.isEmpty ? nil : try? TokenReader.read(fixed))
            }
        } completion: { [weak self] result in
            guard let self, started == generation else { return }
            checking = false
            switch result {
            case .success(let (outcome, fixed)):
                self.outcome = outcome
                fixedTokens = fixed
                if !outcome.report.modes.contains(previewMode ?? "") {
                    previewMode = outcome.report.modes.first
                }
                status.text = Self.summary(outcome)
            case .failure(TokenFormatError.noPairs):
                outcome = nil
                status.text =
                    "No pairs to check: add a pairs file, declare them in the theme, or turn on Guess Pairs."
            case .failure(let error):
                outcome = nil
                status.text =
                    (error as? TokenFormatError)?.description ?? (error as? ColrError).map {
                        "Not now: \($0.description)."
                    }
                    ?? "The files could not be checked."
            }
            show()
        }
    }

    /// "7 of 486 pairs fail in 3 of 9 modes; 5 fixes proposed."
    static func summary(_ outcome: TokenCheckOutcome) -> String {
        let report = outcome.report
        let failing = report.failures
        let modes = Set(failing.map(\.mode))
        guard !failing.isEmpty else {
            return "Every pair holds: \(report.checks.count) checks in \(report.modes.count) "
                + (report.modes.count == 1 ? "mode." : "modes.")
        }
        let fixes = outcome.fixes.filter { $0.to != nil }.count
        return "\(failing.count) of \(report.checks.count) checks fail, in \(modes.count) of "
            + "\(report.modes.count) modes; \(fixes) \(fixes == 1 ? "fix" : "fixes") proposed."
    }

    /// The token set the previews show: with the fixes applied when asked and there are fixes.
    var shownTokens: TokenSet? {
        showsFixed ? fixedTokens ?? outcome?.tokens : outcome?.tokens
    }
}
