import Vapor

/// Every route of the service, in one collection: colr.org's legacy paths, the service's own
/// documents and health, and `/api/v1`. The server registers this, and so do ColrAPI's tests.
public struct ColrAPIRoutes: RouteCollection, Sendable {
    let context: ColrRouteContext

    /// Creates the routes over `context`.
    public init(context: ColrRouteContext) {
        self.context = context
    }

    /// Registers every route.
    public func boot(routes: any RoutesBuilder) throws {
        try routes.register(collection: LegacyRoutes(context: context))
        try routes.register(collection: ServiceRoutes(context: context))
        let v1 = routes.grouped(APIPaths.v1.map { PathComponent.constant($0) })
        try v1.register(collection: ColorRoutes(context: context))
        try v1.register(collection: TagRoutes(context: context))
        // One gate for building themes, from a brand or from a stored palette, and chart colors
        // from a brand's theme.
        let themes = ThemeRoutes.defaultGate()
        try v1.register(collection: SchemeRoutes(context: context, themes: themes))
        try v1.register(collection: ImageRoutes(context: context))
        try v1.register(collection: ThemeRoutes(gate: themes))
        try v1.register(collection: ChartRoutes(gate: themes))
        try v1.register(collection: ThemeCheckRoutes())
    }
}
