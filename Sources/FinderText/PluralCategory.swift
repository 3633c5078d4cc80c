/// CLDR plural categories, as ICU's `uplrules_select` names them.
public enum PluralCategory: String, Sendable {
    case zero, one, two, few, many, other
}
