import ColrModels
import ViewKit

/// Who else has the palette open, across browsers and instances, without saying who: "2 others
/// here", and the colors they are on ringed. A browser that leaves (a tab closed, a network
/// gone) drops off within a few seconds.
extension PaletteEditorController {
    /// The palette's presence topic: its editor's URL segment, the name every instance (of any
    /// version) gives the same palette.
    var presenceTopic: String { AppRoute.palette(id: palette.id).segment }

    /// Joins the palette's company and shows it as it changes.
    func joinCompany() {
        presenceHandle = joinPresence(services.presence, topic: presenceTopic) { [weak self] others in
            self?.showCompany(others)
        }
    }

    /// Shows how many others are here and what they are on.
    func showCompany(_ others: [PresenceBeat]) {
        company.text =
            switch others.count {
            case 0: ""
            case 1: "1 other here"
            default: "\(others.count) others here"
            }
        company.isHidden = others.isEmpty
        let onColors = others.map(\.state).filter { !$0.isEmpty }.sorted()
        guard onColors != colorsOthersAreOn else { return }
        colorsOthersAreOn = onColors
        show(palette)
    }

    /// Leaves once the screen is gone from its navigation stack (not when a screen is pushed over it).
    func leaveCompanyIfGone() {
        if navigationController?.viewControllers.contains(where: { $0 === self }) != true {
            presenceHandle?.leave()
        }
    }
}
