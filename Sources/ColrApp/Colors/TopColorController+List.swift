import ColrDomain
import ColrModels
import ViewKit

/// Top Color's list, "Most Tagged": every tagged color by its tag count, a page at a time as the
/// person scrolls, live. A tag added or removed anywhere (another browser, the API, another
/// instance) changes that row's count and moves it by its key, so the page gets a move and a
/// text change, never the list again.
extension TopColorController {
    /// Puts the table under the color, reads the first page and follows tag changes.
    func showList() {
        tableView.layout.grows = true
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        list.reload()
        // Only a change that can show here wakes the session: a color on the list, or one whose
        // new count reaches the list's end (any color, once the list is read to its end).
        list.follow(
            services.feed.changes(),
            admitting: { change, shown in
                shown.keys.contains(change.hex.value) || shown.isComplete
                    || (change.tags.map { $0.count >= (shown.last?.tagCount ?? 0) } ?? true)
            }
        ) { [weak self] change in
            self?.hear(change)
        }
    }

    /// Moves, adds or removes the changed color's row; its tags (and id, for the order) come
    /// from the store, so the row opens the color as it is now.
    private func hear(_ change: ColorChange) {
        let hex = change.hex
        if change.tags?.isEmpty == true {
            list.remove(key: hex.value)
            return
        }
        let colors = services.store.colors
        perform {
            try await colors.color(hex)
        } completion: { [weak self] result in
            guard let self, case .success(let found) = result else { return }
            guard let found, !found.tags.isEmpty else {
                list.remove(key: hex.value)
                return
            }
            list.place(RankedColor(color: found, tagCount: found.tags.count))
        }
    }

    /// The list's row for a color: its hex, its count, and its key, the hex.
    func cell(for ranked: RankedColor) -> TableViewCell {
        let hex = ranked.color.hex
        return TableViewCell(
            text: "#" + hex.value.uppercased(),
            detailText: ranked.tagCount == 1 ? "1 tag" : "\(ranked.tagCount) tags",
            accessory: .disclosureIndicator, swatches: [AppColor.color(hex.color)], key: hex.value)
    }
}
