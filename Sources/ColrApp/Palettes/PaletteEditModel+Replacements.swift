import ColrDomain
import ColrModels

/// Whose value replaced whose: said once, when this editor's save replaced another's or
/// another's replaced this editor's.
extension PaletteEditModel {
    /// Keeps the values this editor just saved, so that when another editor's later save
    /// replaces one, this editor is told whose replaced theirs.
    mutating func remember(_ operations: [SchemeOperation]) {
        for operation in operations {
            switch operation {
            case .rename(let text): mine[.name] = (try? PaletteDraft.cleanName(text)) ?? text
            case .setNotes(let text): mine[.notes] = (try? PaletteDraft.cleanNotes(text)) ?? text
            case .recolor(let entry, let hex): mine[.color(entry: entry)] = hex.value
            default: break
            }
        }
    }

    /// What the status says once an edit is stored: plainly saved, or, when it replaced what
    /// another editor saved into the same field meanwhile (or while this browser was typing),
    /// whose.
    mutating func savedStatus(_ replaced: [SchemeReplacement]) -> String {
        defer { replacedWhileTyping = [:] }
        for replacement in replaced {
            switch replacement.field {
            case .name: return "Saved. Your name replaced “\(replacement.theirs)”, another editor's."
            case .notes: return "Saved. Your notes replaced another editor's."
            case .color:
                return "Saved. Your color replaced #\(replacement.theirs.uppercased()), another editor's."
            case .theme: return "Saved. Your theme settings replaced another editor's."
            }
        }
        if let theirs = replacedWhileTyping["name"], theirs != palette.name {
            return "Saved. Your name replaced “\(theirs)”, another editor's."
        }
        if let theirs = replacedWhileTyping["notes"], theirs != palette.notes {
            return "Saved. Your notes replaced another editor's."
        }
        return "Saved"
    }

    /// When another editor's save replaced a value this editor saved, a sentence saying whose
    /// value replaced it; the value is then forgotten, so it is said once.
    mutating func replacedOfMine(in found: Palette) -> String? {
        var said: String?
        for (field, value) in mine {
            switch field {
            case .name where found.name != value:
                said =
                    said ?? "Another editor renamed the palette “\(found.name)”, replacing your “\(value)”."
            case .notes where found.notes != value:
                said = said ?? "Another editor's notes replaced yours."
            case .color(let entry):
                guard let now = found.entries.first(where: { $0.id == entry }), now.hex.value != value else {
                    continue
                }
                said =
                    said
                    ?? "Another editor changed your #\(value.uppercased()) to #\(now.hex.value.uppercased())."
            default: continue
            }
            mine[field] = nil
        }
        return said
    }
}
