import Foundation
import Secrets
import TestSupport
import Testing

@Suite("Secrets", .offPool)
struct SecretsTests {
    @Test("base64url is RFC 4648's URL alphabet without padding, and refuses other text")
    func base64URL() {
        // RFC 4648 §10's vectors, in the URL alphabet.
        let vectors = ["": "", "f": "Zg", "fo": "Zm8", "foo": "Zm9v", "foob": "Zm9vYg", "fooba": "Zm9vYmE"]
        for (plain, encoded) in vectors {
            #expect(Base64URL.encode(plain.utf8) == encoded)
            #expect(Base64URL.decode(encoded) == Array(plain.utf8))
        }
        #expect(Base64URL.encode([0xFB, 0xFF]) == "-_8")
        #expect(Base64URL.decode("-_8") == [0xFB, 0xFF])
        #expect(Base64URL.decode("Zm9v=") == nil)
        for bad in ["a", "Zm9v!", "Zm 9v", "é"] { #expect(Base64URL.decode(bad) == nil, "\(bad)") }
    }

    @Test("Hex round-trips and refuses odd lengths, capitals and other letters")
    func hex() {
        #expect(Hex.encode([0x00, 0x0F, 0xA5, 0xFF]) == "000fa5ff")
        #expect(Hex.decode("000fa5ff") == [0x00, 0x0F, 0xA5, 0xFF])
        for bad in ["0", "0g", "0F", "+1"] { #expect(Hex.decode(bad) == nil, "\(bad)") }
    }

    /// RFC 4231 test case 2's key and text, framed as ``Signer`` frames it ("purpose|value" is
    /// the message); the expected value is Python's `hmac` over `b"what|do ya want for nothing?"`.
    @Test("Signatures are HMAC-SHA256 of purpose|value, bound to the purpose and the secret")
    func signer() throws {
        let signer = Signer(secret: "Jefe")
        #expect(
            Hex.encode(signer.signature(of: "do ya want for nothing?", purpose: "what"))
                == "5d0b057615d11741637abfca3198ff308b03f3a9697eb29f403b0fb698834b3c")
        let token = signer.sign("id-1|path", purpose: "session")
        #expect(signer.verify(token, purpose: "session") == "id-1|path")
        #expect(signer.verify(token, purpose: "visitor") == nil)
        #expect(Signer(secret: "other").verify(token, purpose: "session") == nil)
        let parts = token.split(separator: ".")
        try #require(parts.count == 2)
        let forged = Base64URL.encode("id-2|path".utf8) + "." + parts[1]
        #expect(signer.verify(forged, purpose: "session") == nil)
        for malformed in ["", ".", "a.b.c", token + "x", String(repeating: "a", count: 3000)] {
            #expect(signer.verify(malformed, purpose: "session") == nil, "\(malformed)")
        }
    }

    @Test("Digests: sha256 hex, matched in constant time, never the secret itself")
    func digests() {
        // FIPS 180-2's "abc" vector.
        #expect(
            SecretDigest.of("abc")
                == "sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SecretDigest.matches("abc", digest: SecretDigest.of("abc")))
        #expect(!SecretDigest.matches("abd", digest: SecretDigest.of("abc")))
        #expect(SecretDigest.isDigest(SecretDigest.of("x")) && !SecretDigest.isDigest("x"))
        #expect(ConstantTime.equal("same", "same") && !ConstantTime.equal("same", "sane"))
        #expect(!ConstantTime.equal("short", "shorter"))
    }

    @Test("Random tokens: prefixed, base64url, never repeated")
    func randomTokens() {
        let tokens = (0..<200).map { _ in RandomToken.make(prefix: "colr_") }
        #expect(Set(tokens).count == 200)
        #expect(
            tokens.allSatisfy {
                $0.hasPrefix("colr_") && $0.count == 37 && Base64URL.decode($0.dropFirst(5)) != nil
            })
        #expect(RandomToken.hex().count == 32 && Hex.decode(RandomToken.hex()) != nil)
    }
}
