import ColrModels

extension ColrClient {
    /// The colors carrying a tag, as an `AsyncSequence` that fetches the next page only when the
    /// previous one has been consumed, following the server's `nextCursor`.
    ///
    /// ```swift
    /// for try await color in client.colors(tagged: "warm").prefix(50) { … }
    /// ```
    ///
    /// Each iteration starts from the first page. Errors are ``ColrClient/Error``.
    public struct TaggedColors: AsyncSequence, Sendable {
        /// Each color carrying the tag.
        public typealias Element = ColorSummary
        /// Iteration fails only with the client's error.
        public typealias Failure = ColrClient.Error

        /// The client that fetches the pages.
        public let client: ColrClient
        /// The tag.
        public let tag: String
        /// How many colors one request asks for (1…100).
        public let pageSize: Int

        /// Starts an iteration at the first page.
        public func makeAsyncIterator() -> Iterator {
            Iterator(client: client, tag: tag, pageSize: pageSize)
        }

        /// Walks the pages of a tag's colors.
        public struct Iterator: AsyncIteratorProtocol {
            let client: ColrClient
            let tag: String
            let pageSize: Int
            var page: [ColorSummary] = []
            var index = 0
            var cursor: String?
            var started = false

            init(client: ColrClient, tag: String, pageSize: Int) {
                self.client = client
                self.tag = tag
                self.pageSize = pageSize
            }

            /// The next color, fetching the next page when this one is used up; nil at the end.
            public mutating func next(isolation actor: isolated (any Actor)?) async throws(ColrClient.Error)
                -> ColorSummary?
            {
                while index == page.count {
                    guard !started || cursor != nil else { return nil }
                    let list: ColorList
                    do throws(ColrClient.Error) {
                        list = try await client.colorsPage(tagged: tag, cursor: cursor, limit: pageSize)
                    } catch  where !started && error.kind == .notFound && error.code == "not_found" {
                        // The server answers 404 for a tag no color carries; to a reader, that is
                        // simply no colors, the same as a legacy server's empty list.
                        started = true
                        cursor = nil
                        return nil
                    }
                    started = true
                    page = list.colors
                    index = 0
                    cursor = list.nextCursor
                    if page.isEmpty && cursor == nil { return nil }
                }
                defer { index += 1 }
                return page[index]
            }

            /// The next color; see ``next(isolation:)``.
            public mutating func next() async throws(ColrClient.Error) -> ColorSummary? {
                try await next(isolation: nil)
            }
        }
    }
}
