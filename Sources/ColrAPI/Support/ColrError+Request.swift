import ColrModels
import Vapor

extension ColrError {
    /// The refusal of a path with nothing at it, the same whether no route matched or a route
    /// keeps what it has from this caller (a private palette's image, metrics switched off), so
    /// the answer does not tell them apart.
    public static func nothing(at request: Request) -> ColrError {
        .notFound(reason: "nothing at \(request.method) \(request.url.path)")
    }
}
