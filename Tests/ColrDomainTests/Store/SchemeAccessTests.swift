import ColrDomain
import Secrets
import Testing

@Suite("Who may read and change a scheme")
struct SchemeAccessTests {
    let access = SchemeAccess(
        owner: "owner-1", editTokenDigest: SecretDigest.of("secret-token"), editors: ["editor-1"],
        isShared: false)

    @Test func rolesFollowTheCredential() {
        #expect(access.role(of: SchemeCredential(visitor: "owner-1")) == .owner)
        #expect(access.role(of: SchemeCredential(visitor: "editor-1")) == .editor)
        #expect(access.role(of: SchemeCredential(editToken: "secret-token")) == .tokenHolder)
        #expect(access.role(of: SchemeCredential(visitor: "owner-1", editToken: "x")) == .owner)
        for stranger in [
            SchemeCredential.anonymous, SchemeCredential(visitor: "someone"),
            SchemeCredential(editToken: "secret-toke"), SchemeCredential(editToken: "secret-tokenn"),
            SchemeCredential(editToken: ""), SchemeCredential(visitor: "", editToken: "SECRET-TOKEN"),
            // What the database holds is no key: a leaked digest presented as a token opens nothing.
            SchemeCredential(editToken: SecretDigest.of("secret-token")),
        ] {
            #expect(access.role(of: stranger) == nil, "\(stranger)")
            #expect(!access.canRead(stranger))
        }
    }

    @Test func sharedSchemesAreReadByAnyoneAndChangedByNoMore() {
        let shared = SchemeAccess(owner: "owner-1", editTokenDigest: SecretDigest.of("t"), isShared: true)
        #expect(shared.canRead(.anonymous))
        #expect(shared.role(of: .anonymous) == nil)
    }

    @Test func schemesFromBeforeOwnersAreReadOnlyForAll() {
        #expect(SchemeAccess.public.canRead(.anonymous))
        // No token to match: not even an empty one opens it.
        #expect(SchemeAccess.public.role(of: SchemeCredential(visitor: nil, editToken: "")) == nil)
        #expect(SchemeAccess.public.role(of: SchemeCredential(visitor: "anyone")) == nil)
    }
}
