// TrackingParameters: the query parameters that follow a click rather than address a page, by the
// service that adds them, so a web address's card can name them.

enum TrackingParameters {
    /// Parameters named by prefix: `utm_source`, `utm_medium`, `utm_campaign`, `utm_term`,
    /// `utm_content`, `utm_id`… (Google Analytics' campaign parameters, from Urchin).
    static let prefixes = ["utm_"]

    /// Parameters named in full, lowercased.
    static let names: Set<String> = [
        // Google: Ads click IDs (gclid, gclsrc, gbraid, wbraid), Display & Video 360 (dclid),
        // Analytics cross-domain linking (_ga, _gl), Merchant Center (srsltid).
        "gclid", "gclsrc", "gbraid", "wbraid", "dclid", "_ga", "_gl", "srsltid",
        // Meta: Facebook's click ID, Instagram's share ID.
        "fbclid", "igshid",
        // Microsoft Advertising's click ID.
        "msclkid",
        // Mailchimp: the subscriber and the campaign.
        "mc_eid", "mc_cid",
        // Yandex: Direct's click ID and Search's.
        "yclid", "ysclid",
        // X (Twitter), TikTok, LinkedIn, Pinterest click IDs.
        "twclid", "ttclid", "li_fat_id", "epik",
        // HubSpot's e-mail and analytics parameters.
        "_hsenc", "_hsmi", "__hssc", "__hstc", "__hsfp", "hsctatracking",
        // Marketo, Omeda, Vero: e-mail click tokens.
        "mkt_tok", "oly_anon_id", "oly_enc_id", "vero_id", "vero_conv",
        // Adobe Analytics and Advertising.
        "s_cid", "ef_id",
        // Impact and Wicked Reports click IDs.
        "irclickid", "wickedid",
    ]

    /// The tracking parameters among `query`'s `name=value` pairs (`&`-separated), by name as
    /// written, each once, in order.
    static func named(in query: Substring) -> [String] {
        var found: [String] = []
        for pair in query.split(separator: "&") {
            let rawName = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let name = (try? URISyntax.percentDecoded(rawName, plusIsSpace: true, in: "a query")) ?? String(rawName)
            let lowered = name.lowercased()
            guard names.contains(lowered) || prefixes.contains(where: { lowered.hasPrefix($0) }), !found.contains(name) else { continue }
            found.append(name)
        }
        return found
    }
}
