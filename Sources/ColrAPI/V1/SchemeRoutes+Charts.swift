import ColorKit
import ColrDomain
import ColrModels
import Vapor

extension SchemeRoutes {
    /// `GET /schemes/{id}/charts/palette?kind=…&count=…&modes=…`: chart colors from a stored
    /// palette, suited to its own theme (its saved target and overrides): its colors lead a
    /// categorical palette (`count` defaults to 8, or the palette's size when larger, at most
    /// 12), its first color makes a sequential scale, its first two a diverging one.
    @Sendable func chartPalette(_ request: Request) async throws -> Response {
        let kind = try ChartRoutes.kind(request)
        let modes = try ChartRoutes.modes(request)
        let stored = try await chartSource(request)
        let count =
            request.query[String.self, at: "count"] == nil && kind == .categorical
            ? min(max(8, stored.colors.count), CategoricalPalette.countRange.upperBound)
            : try ChartRoutes.count(request, for: kind)
        if kind == .diverging, stored.colors.count < 2 {
            throw ColrError.invalidRequest(
                reason:
                    "a diverging scale needs two colors: scheme \(stored.id) has one; add the positive end")
        }
        let (colors, theme) = (stored.colors, stored.theme)
        let body = try await themes.run { () throws(ColrError) -> ChartPaletteBody in
            do throws(ColorKitError) {
                return try ChartPaletteBody.generate(
                    kind: kind, count: count, colors: Array(colors.prefix(count)), modes: modes, theme: theme)
            } catch {
                throw .invalidRequest(reason: error.description)
            }
        }
        return try JSONResponse.make(body)
    }

    /// `GET /schemes/{id}/charts/check?modes=…`: a stored palette's colors checked as a chart's
    /// series against its own theme, and the smallest repair (``ChartCheckBody``).
    @Sendable func chartCheck(_ request: Request) async throws -> Response {
        let modes = try ChartRoutes.modes(request)
        let stored = try await chartSource(request)
        guard stored.colors.count >= CategoricalPalette.countRange.lowerBound else {
            throw ColrError.invalidRequest(
                reason: "scheme \(stored.id) has one color; a chart's series need at least two to check")
        }
        let (colors, theme) = (stored.colors, stored.theme)
        let body = try await themes.run { () throws(ColrError) -> ChartCheckBody in
            do throws(ColorKitError) {
                return try ChartCheckBody.check(colors, theme: theme, modes: modes)
            } catch {
                throw .invalidRequest(reason: error.description)
            }
        }
        return try JSONResponse.make(body)
    }

    /// The readable scheme's colors and its theme as saved.
    private func chartSource(_ request: Request) async throws -> (id: Int, colors: [RGBColor], theme: Theme) {
        let scheme = try await readable(request)
        guard let theme = SchemeTheme.theme(of: scheme.colors, saved: scheme.theme) else {
            throw ColrError.invalidRequest(
                reason: "scheme \(scheme.id) has no colors to make chart colors from")
        }
        let colors = scheme.colors.map(\.color)
        return (scheme.id, colors, theme)
    }
}
