import Testing
@testable import ColrClient
@Test func clientPlaceholder() { #expect(String(describing: ColrClient.self) == "ColrClient") }
