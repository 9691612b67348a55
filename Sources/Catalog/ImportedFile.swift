// ImportedFile: what sets apart the SQLite files a CSV import writes (the catalog, the attendee
// list): how a person calls it, the header stamp and format fact that say a file is one, and
// where it counts its rows. The import's target and its errors are the same for both.

/// One kind of imported file.
struct ImportedFile: Sendable {
    /// How messages call it: `catalog`, `attendee list`.
    let noun: String
    /// `PRAGMA application_id` (the database header's bytes 68–71) every import writes.
    let applicationID: Int64
    /// What every format's `format` fact starts with; a file without the application_id is still
    /// one of this kind when its format fact says so (catalogs written before it was set).
    let formatName: String
    /// The fact holding the number of rows (`products`), and the table to count when it is
    /// missing.
    let countFact: String
    let table: String
    /// The tables an import makes, and the statements writing and reading one fact by its name.
    let schema: String
    let insertFact: String
    let selectFact: String
}

extension ImportedFile {
    /// The noun after `a` or `an`: `a catalog`, `an attendee list`.
    var withArticle: String { ("aeiou".contains(noun.first ?? "x") ? "an " : "a ") + noun }
}
