import ColrModels
import Testing
import Vapor

/// colr.org's paths over the in-memory store.
@Suite("colr.org's paths on ColrAPI alone")
struct LegacyRoutesTests {
    @Test("addtag takes a comma list, keeps markup as text, and answers in colr.org's envelope")
    func addTag() async throws {
        try await APITestApp.with { api in
            let response = try await api.send(
                .POST, "/js/color/ABCDEF/addtag/", form: "tags=sky,%20pale%20,sky,%3Cb%3E")
            #expect(response.status == .ok)
            let envelope = try response.decode(LegacyEnvelope.self)
            #expect(envelope.success)
            #expect(envelope.colors.first?.tags.map(\.name) == ["sky", "pale", "<b>"])
            #expect(try await api.store.color(ColorHex("abcdef")!)?.tags.count == 3)
        }
    }

    @Test("Refusals keep the envelope, say why, and write nothing")
    func refusals() async throws {
        try await APITestApp.with { api in
            for (path, form) in [
                ("/js/color/nothex/addtag/", "tags=a"), ("/js/color/abcdef/addtag/", "colour=a"),
                ("/js/color/abcdef/addtag/", "tags=%00%E2%80%8B"),
            ] {
                let response = try await api.send(.POST, path, form: form)
                #expect(response.status == .badRequest, "\(path) \(form)")
                let envelope = try response.decode(LegacyEnvelope.self)
                #expect(!envelope.success && !(envelope.messages.first ?? "").isEmpty)
            }
            #expect(try await api.store.color(ColorHex("abcdef")!) == nil)
        }
    }
}
