import ViewKit

extension ViewController {
    /// This screen as a sheet is presented: in a navigation bar (for its title and its Done or
    /// Cancel), full screen on a phone and a form-sheet card on a wider window.
    func inSheet() -> NavigationController {
        let navigation = NavigationController(rootViewController: self)
        navigation.modalPresentationStyle = .formSheet
        return navigation
    }
}
