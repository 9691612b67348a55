// PBKDF2Tests: PBKDF2-HMAC-SHA256 on published vectors (RFC 7914 §11; RFC 6070's inputs with
// SHA-256, as published for PBKDF2-HMAC-SHA256), and the constant-time comparison.
import Delivery
import Testing

@Suite struct PBKDF2Tests {
    func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }
    func derive(_ password: String, _ salt: String, _ iterations: Int, _ length: Int) -> String {
        hex(SHA256.pbkdf2(password: Array(password.utf8), salt: Array(salt.utf8), iterations: iterations, length: length))
    }

    @Test func rfc7914Vectors() {
        #expect(
            derive("passwd", "salt", 1, 64)
                == "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783"
        )
    }

    @Test func rfc6070InputsWithSHA256() {
        #expect(derive("password", "salt", 1, 32) == "120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b")
        #expect(derive("password", "salt", 2, 32) == "ae4d0c95af6b46d32d0adff928f06dd02a303f8ef3c251dfd6e2d85a95474c43")
        #expect(derive("password", "salt", 4096, 32) == "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a")
        // Two blocks, the second cut (dkLen 40).
        #expect(
            derive("passwordPASSWORDpassword", "saltSALTsaltSALTsaltSALTsaltSALTsalt", 4096, 40)
                == "348c89dbcbd32b2f32d814b8116e84cf2b17347ebc1800181c4e2a1fb8dd53e1c635518c7dac47e9")
    }

    @Test func constantTimeEqual() {
        #expect(SHA256.constantTimeEqual([1, 2, 3], [1, 2, 3]))
        #expect(!SHA256.constantTimeEqual([1, 2, 3], [1, 2, 4]))
        #expect(!SHA256.constantTimeEqual([1, 2, 3], [1, 2]))
    }
}
