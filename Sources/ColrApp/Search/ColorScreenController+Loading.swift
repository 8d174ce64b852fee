import ColrDomain
import ColrModels
import Foundation

extension ColorScreenController {
    /// The screen of `hex` before its tags are known: it shows the hex now and loads the rest.
    static func loading(_ hex: ColorHex, services: AppServices) -> ColorScreenController {
        let stub = StoredColor(id: 0, hex: hex, createdAt: Date(timeIntervalSince1970: 0), tags: [])
        let screen = ColorScreenController(color: stub, services: services)
        screen.needsInitialLoad = true
        return screen
    }
}
