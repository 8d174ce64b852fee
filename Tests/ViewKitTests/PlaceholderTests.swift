import Testing
@testable import ViewKit
@Test func viewKitPlaceholder() { #expect(String(describing: ViewKit.self) == "ViewKit") }
