// SecretRedactionTests: URL passwords and secret query parameters written as *** wherever a URL
// stands in a text, whether it parses or not; everything else, placeholders included, kept.
import SystemCall
import Testing

@Suite struct SecretRedactionTests {
    @Test func passwordsAndSecretParametersAreMasked() {
        #expect(SecretRedaction.redacted("http://hooks.example/x?token=SECRET") == "http://hooks.example/x?token=***")
        #expect(SecretRedaction.redacted("https://kiosk:s3cr3t@pos.example/api") == "https://kiosk:***@pos.example/api")
        #expect(
            SecretRedaction.redacted("https://h.example/a?gtin={gtin}&api_key=abc&lang=de#top")
                == "https://h.example/a?gtin={gtin}&api_key=***&lang=de#top")
        #expect(
            SecretRedaction.redacted("https://s3.example/b?X-Amz-Security-Token=x&X-Amz-Signature=y&X-Amz-Date=z")
                == "https://s3.example/b?X-Amz-Security-Token=***&X-Amz-Signature=***&X-Amz-Date=z")
        #expect(SecretRedaction.redacted("mqtts://user:p%40ss@broker:8883") == "mqtts://user:***@broker:8883")
    }

    @Test func textAroundURLsAndRefusedValuesKeepTheirShape() {
        #expect(SecretRedaction.redacted("'http://user:s3cr3t@' is not a URL") == "'http://user:***@' is not a URL")
        #expect(
            SecretRedaction.redacted("deliver http://a/?key=1 and https://b/?sig=2, done")
                == "deliver http://a/?key=*** and https://b/?sig=*** done")  // a comma may be part of a URL
        #expect(SecretRedaction.redacted("no url here: token=x") == "no url here: token=x")
        #expect(SecretRedaction.redacted("https://TOKENUSER@host/") == "https://TOKENUSER@host/")
        #expect(SecretRedaction.redacted("https://h/?code={code}&token={token}&key=") == "https://h/?code={code}&token={token}&key=")
        #expect(SecretRedaction.redacted("://") == "://")
        #expect(SecretRedaction.redacted("x://@?&=&#") == "x://@?&=&#")
    }

    @Test func parameterNames() {
        for name in ["token", "access_token", "client_secret", "Password", "apiKey", "sig", "private-token", "key"] {
            #expect(SecretRedaction.isSecretParameter(name), "\(name)")
        }
        for name in ["code", "gtin", "lang", "page", "keyboard", "signal"] {
            #expect(!SecretRedaction.isSecretParameter(name), "\(name)")
        }
    }

    @Test func anyTextComesBackWithoutItsSecrets() {
        // Random texts around a URL with a secret: the secret never survives, the rest does.
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", " ", "'", "://", "@", ":", "?", "&", "=", "#", "/", "é", "token", "{", "}"]
        for _ in 0..<2000 {
            let noise = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let text = noise + " https://u:HUSH1@h/p?token=HUSH2&x=1 " + noise
            let redacted = SecretRedaction.redacted(text)
            #expect(!redacted.contains("HUSH"), "\(text)")
            #expect(SecretRedaction.redacted(redacted) == redacted)
        }
    }
}
