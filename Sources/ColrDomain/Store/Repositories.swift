/// A whole store: every repository one database serves. The SQL store and the in-memory test
/// store are one; the server opens one and hands out ``Repositories``.
public typealias ColrStorage = ColorRepository & ColorTagging & SchemeRepository & SchemeEditing & HealthCheck

/// The repositories handlers and screens use, one per aggregate, reads apart from writes so that
/// only the writes need wrapping (metering, say) and a new query touches only its repository.
public struct Repositories: Sendable {
    /// Colors and their tags, read.
    public let colors: any ColorRepository
    /// Adding and removing tags.
    public let tagging: any ColorTagging
    /// Schemes and their history, read.
    public let schemes: any SchemeRepository
    /// Making, changing, sharing and deleting schemes.
    public let editing: any SchemeEditing
    /// The database's health.
    public let health: any HealthCheck

    /// The repositories of one store.
    public init(_ store: any ColrStorage) {
        self.init(colors: store, tagging: store, schemes: store, editing: store, health: store)
    }

    /// Repositories assembled from parts.
    public init(
        colors: any ColorRepository, tagging: any ColorTagging, schemes: any SchemeRepository,
        editing: any SchemeEditing, health: any HealthCheck
    ) {
        self.colors = colors
        self.tagging = tagging
        self.schemes = schemes
        self.editing = editing
        self.health = health
    }

    /// The same repositories with their writes metered in `meter` (what each write costs, and
    /// which pass through uncharged, is in ``MeteredTagging`` and ``MeteredSchemeEditing``): what
    /// the API, the legacy endpoint and the app's screens all write through, so no door gets
    /// round a charge.
    public func metered(by meter: any WriteMeter) -> Repositories {
        Repositories(
            colors: colors, tagging: MeteredTagging(tagging, meter: meter), schemes: schemes,
            editing: MeteredSchemeEditing(editing, meter: meter), health: health)
    }
}
