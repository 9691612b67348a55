// KioskControllerPictures: products' pictures arriving from the loader onto the card on screen.

extension KioskController {
    /// The pictures loaded since the last call, shown on their capture's card while it is on
    /// screen; returns what to log of those that could not be read.
    public func picturesArrived() -> [String] {
        guard let pictures = completion.pictures else { return [] }
        var problems: [String] = []
        for (number, result) in pictures.finished() {
            switch result {
            case .success(let picture): machine.showPicture(picture, capture: number)
            case .failure(let error): problems.append("catalog: the product's picture: \(error)")
            }
        }
        sync()
        return problems
    }
}
