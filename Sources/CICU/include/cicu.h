// cicu.h — a small C shim over system ICU, the only ICU surface Swift sees.
//
// Its files, by concern: collation.c (collators, sort keys, comparison, containment),
// search_keys.c (what a word is, each word's symbols, the cache of words) and
// search_key_table.c (the code point table) sharing search_keys.h, text_properties.c (case
// folding, scripts), transliteration.c, formatting.c (plurals, numbers, currencies, dates),
// speech.c (spellout, currency names), regions.c; cicu_private.h holds what they share.
//
// Only <stdint.h> types and opaque struct pointers appear here: including ICU headers in a
// module imported by Swift clashes with the ICU headers bundled with Foundation.
//
// Conventions:
//  * Text is UTF-16 (`const uint16_t *text, int32_t len`), never NUL-terminated.
//  * Functions that write into a caller buffer return the length they NEED (in code units or
//    bytes). If that is greater than the capacity passed, the buffer content is unspecified and
//    the caller retries with a bigger buffer. A negative return value means an ICU error.
//  * Locale ids are plain ASCII C strings ("en_US", "ru", "" for root).
#ifndef CICU_H
#define CICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct cicu_collator cicu_collator;
typedef struct cicu_translit cicu_translit;

/// ICU version ("72.1") into `out`; returns the needed length without the NUL.
int32_t cicu_version(char *out, int32_t cap);

// MARK: Collation

enum {
    /// Search keys: PRIMARY strength, alternate = shifted (spaces/punctuation ignored).
    CICU_COLLATOR_SEARCH = 0,
    /// Display order: the locale's default (TERTIARY) strength.
    CICU_COLLATOR_DISPLAY = 1
};

/// Opens a collator for `locale` ("" = root) in `mode`. NULL on failure.
/// A handle may be used from one thread at a time; use cicu_collator_clone for more threads.
cicu_collator *cicu_collator_open(const char *locale, int32_t mode);
cicu_collator *cicu_collator_clone(const cicu_collator *c);
void cicu_collator_close(cicu_collator *c);
/// ucol_getVersion as "a.b.c.d"; returns the needed length without the NUL.
int32_t cicu_collator_version(const cicu_collator *c, char *out, int32_t cap);
/// What cicu_collator_version says of a root collator (any strength or alternate handling:
/// the version is the data's), without opening one: the version of the root collation data
/// (`coll/ucadata.icu`, found as ICU's CollationRoot::load finds it, accepted as it accepts
/// it) with the collation runtime version added as RuleBasedCollator::getVersion adds it.
/// ~10 k instructions where opening the collator costs ~0.32 M. -1 when ICU has no such data.
int32_t cicu_root_collator_version(char *out, int32_t cap);
/// cicu_collator_sort_key of UTF-8 text (converted leniently).
int32_t cicu_collator_sort_key_utf8(const cicu_collator *c, const uint8_t *text, int32_t len,
                                    uint8_t *out, int32_t cap);
/// The collator's tailoring rules (ucol_getRules: "" for root, "[reorder Cyrl]" for ru).
int32_t cicu_collator_rules(const cicu_collator *c, uint16_t *out, int32_t cap);
/// 1 when "[reorder Cyrl]" may change where `cp` sorts among other text: it is Cyrillic, or
/// its root primary weights are not wholly before or after the Cyrillic letters' (a
/// character of any other script, punctuation, symbols, digits and marks sort as in root
/// relative to one another; said conservatively); 0 otherwise.
int32_t cicu_cyrillic_reorder_may_move(int32_t cp);
/// ucol_getSortKey; returns the needed length in bytes INCLUDING the trailing 0x00.
int32_t cicu_collator_sort_key(const cicu_collator *c, const uint16_t *text, int32_t len,
                               uint8_t *out, int32_t cap);
/// A search-key maker over `c` (a search collator: cicu_collator_open, SEARCH mode; the maker
/// owns it and closes it), or over the root search collator opened on the maker's first need
/// of ICU's weights when `c` is NULL (a word the code point table keys, an ASCII class, never
/// need it: a cold query then never loads ICU's root collation data). The search key of a text (FinderText/SearchKey.swift describes
/// the encoding): the text is case-folded (u_strFoldCase) and cut into words at runs of
/// separators (CICU_CHAR_SEPARATOR: what the collator weighs as variable, i.e. spaces and
/// punctuation); each word is spelled as its primary collation weights (variable ones
/// dropped), one symbol per weight: a 1-byte weight as itself, a 2-, 3- or 4-byte weight as
/// 0x02, 0x03 or 0x04 followed by its bytes. A word without any weight (only marks, say) is
/// no word. Words are joined by 0x01 where the run between them holds white space or one of
/// , / ; ( ) [ ] (a hard boundary), else by 0x00 (a soft one: "l'oreal", "coca-cola").
/// Primary weight bytes are never 0x00 or 0x01 and non-variable lead bytes are at least
/// 0x0C, so every symbol's length is known from its first byte.
///
/// A word's symbols come from the code point table when one is set and covers the word
/// (cicu_keys_set_table), else from the cache of words when `cache_words` is 1 (index builds:
/// names repeat words), else from ICU's collation element iterator, opened on first use
/// (opening one costs ICU ~15 M instructions the first time in a process: it computes the
/// collator's maximum expansions). The three give the same bytes. One thread at a time.
typedef struct cicu_keys cicu_keys;
cicu_keys *cicu_keys_open(cicu_collator *c, int32_t cache_words);
void cicu_keys_close(cicu_keys *k);
/// The maker's collator (opened now if it was not yet; the maker keeps owning it); NULL when
/// ICU cannot open it.
cicu_collator *cicu_keys_collator(cicu_keys *k);
/// 1 once the maker's collator is open (given, or opened on a need), else 0.
int32_t cicu_keys_collator_opened(const cicu_keys *k);
/// Writes the byte offset of each word's start into `starts` (up to `start_cap`; the count,
/// which may be larger, into `*start_count`). Returns the key length needed (no terminator),
/// or -1 on an ICU error.
int32_t cicu_keys_key(cicu_keys *k, const uint16_t *text, int32_t len, uint8_t *out, int32_t cap,
                      int32_t *starts, int32_t start_cap, int32_t *start_count);
/// cicu_keys_key of UTF-8 text (converted leniently); ASCII text is split and folded without
/// ICU's property lookups, to the same bytes.
int32_t cicu_keys_key_utf8(cicu_keys *k, const uint8_t *text, int32_t len, uint8_t *out, int32_t cap,
                           int32_t *starts, int32_t start_cap, int32_t *start_count);
/// Sets the code point table (bytes as cicu_keys_export_table wrote them; copied). NULL or
/// empty clears it. 0 on success, -1 when the bytes are not a table (the maker then has none).
int32_t cicu_keys_set_table(cicu_keys *k, const uint8_t *table, int32_t len);
/// Writes a code point table: each code point of the cached words and of the inclusive
/// `extra_ranges` (pairs of code points; only case-folded ones are taken) with its class and
/// symbols through ICU — except code points that continue one of ICU's contractions (their
/// words go to ICU) — and the (starter, continuer) pairs of those contractions. Returns the
/// length needed, -1 on an error.
int32_t cicu_keys_export_table(cicu_keys *k, const int32_t *extra_ranges, int32_t range_count,
                               uint8_t *out, int32_t cap);
/// Adds the words `other` has cached to this maker's cache (keyed through ICU when new).
void cicu_keys_absorb_cache(cicu_keys *k, const cicu_keys *other);
/// Keys every cached word again from the table and returns the code points of those that
/// come out differently (up to `bad_cap` into `bad`; the return value is the count).
int32_t cicu_keys_check_cache(cicu_keys *k, uint32_t *bad, int32_t bad_cap);
/// What a code point is to search keys, as the search collator (root, primary strength,
/// alternate = shifted) weighs it:
enum {
    /// Only variable primary weights — white space and punctuation (`- . ' & ! ? @ # %`,
    /// U+FFFE, ICU's merge separator): separates words, weighs nothing.
    CICU_CHAR_SEPARATOR = 0,
    /// A non-variable primary weight: part of a word, keyed as its weights. Letters and digits,
    /// and whatever ICU weighs as they are or as symbols: Ⅱ (= ii), ⓐ (= a), ¹⁰, ™ (= tm),
    /// ㎏ (= kg), ﬁ, and `+ $ € © ° = ~ | ^ < >`.
    CICU_CHAR_LETTER = 1,
    /// No primary weight at all — most combining marks, format characters (soft hyphen,
    /// joiners, U+200B), controls other than white space: inside a word, weighing nothing
    /// there (a mark may still make a contraction: и + U+0306 = й).
    CICU_CHAR_IGNORED = 2
};
/// The class of code point `cp` (0…0x10FFFF; -1 otherwise) for this maker, decided once per
/// code point and remembered (ASCII from a built-in table, else the code point table's
/// entry, else two of ICU's sort keys).
int32_t cicu_keys_char_class(cicu_keys *k, int32_t cp);
/// 1 when every code point of `utf8` is in the maker's table and weighs as exactly one
/// symbol (or separates words), and no contraction of the table's can form in it: a match of
/// keys over such text starts and ends on whole characters, as ICU's string search's does.
/// 0 otherwise (no table, a letter the table lacks, one that weighs as two symbols or none —
/// ß, æ, ½, a combining mark — or a contraction's part).
int32_t cicu_keys_one_symbol_each(const cicu_keys *k, const uint8_t *utf8, int32_t len);
/// The class of each of the `count` code points from `first` into `out`, found another way:
/// through ICU's collation elements (ucol_next, ucol_primaryOrder, the collator's variable
/// top). For the differential test; it opens an element iterator (~15 M instructions the
/// first time in a process). Returns `count`, -1 on an error.
int32_t cicu_collator_element_classes(const cicu_collator *c, int32_t first, int32_t count, uint8_t *out);
/// 1 once the collation element iterator has been opened; words keyed through ICU so far.
int32_t cicu_keys_elements_opened(const cicu_keys *k);
int32_t cicu_keys_icu_words(const cicu_keys *k);

/// ucol_strcoll: -1, 0 or 1.
int32_t cicu_collator_compare(const cicu_collator *c, const uint16_t *a, int32_t alen,
                              const uint16_t *b, int32_t blen);

/// 1 when `pattern` occurs in `text` under the collator's strength (a search collator:
/// case-, accent- and punctuation-insensitive), 0 when not, -1 on error. ICU string search.
int32_t cicu_collator_contains(const cicu_collator *c, const uint16_t *text, int32_t tlen,
                               const uint16_t *pattern, int32_t plen);

// MARK: Case folding and character properties

/// u_strFoldCase with U_FOLD_CASE_DEFAULT.
int32_t cicu_fold_case(const uint16_t *text, int32_t len, uint16_t *out, int32_t cap);
enum { CICU_SCRIPT_OTHER = 0, CICU_SCRIPT_LATIN = 1, CICU_SCRIPT_CYRILLIC = 2 };
/// uscript_getScript reduced to CICU_SCRIPT_*.
int32_t cicu_script(int32_t cp);
/// Counts the letters (u_isalpha) of `text` per script: counts[0] other, [1] Latin, [2] Cyrillic.
void cicu_letter_script_counts(const uint16_t *text, int32_t len, int32_t counts[3]);

// MARK: Transliteration

/// utrans_openU with our own rules (no `::` ids, so ICU's registry is not touched).
/// NULL on a rule error.
cicu_translit *cicu_translit_open(const uint16_t *rules, int32_t len);
void cicu_translit_close(cicu_translit *t);
/// Transliterates `text` into `out`. Safe to call from several threads at once (ICU's
/// rule-based transliterator serialises on an internal mutex).
int32_t cicu_translit_apply(const cicu_translit *t, const uint16_t *text, int32_t len,
                            uint16_t *out, int32_t cap);

// MARK: Plurals, numbers, dates (each call opens and closes its ICU formatter)

/// uplrules_select for `n` in `locale`: "zero", "one", "two", "few", "many", "other".
int32_t cicu_plural_category(const char *locale, double n, char *out, int32_t cap);
/// Grouped decimal ("2,317" / "2 317").
int32_t cicu_format_int(const char *locale, int64_t n, int32_t grouping, uint16_t *out, int32_t cap);
/// Grouped decimal with exactly `fraction_digits` fraction digits.
int32_t cicu_format_double(const char *locale, double x, int32_t fraction_digits, int32_t grouping,
                           uint16_t *out, int32_t cap);
/// 1 if `code` (3 UTF-16 units) is an ISO 4217 currency ICU knows, else 0.
int32_t cicu_currency_is_known(const uint16_t *code);
/// Currency amount: in_words = 0 → UNUM_CURRENCY ("$189.84"), 1 → UNUM_CURRENCY_PLURAL
/// ("189.84 US dollars"), without grouping: a speech synthesizer reads "765 020" as two
/// numbers. `code` is 3 UTF-16 units.
int32_t cicu_format_currency(const char *locale, double amount, const uint16_t *code,
                             int32_t in_words, uint16_t *out, int32_t cap);
/// Medium date, short time. `tz` NULL (or tz_len 0) → ICU's default zone.
int32_t cicu_format_date(const char *locale, double epoch_millis, const uint16_t *tz,
                         int32_t tz_len, uint16_t *out, int32_t cap);
/// A date in the form `format` asks for: an ICU skeleton when `is_skeleton` is 1 ("MMMd" →
/// "Nov 28" / "28 нояб.", the locale's own order and words), else an ICU pattern used as is
/// ("d MMMM y 'года'"). `tz` as for cicu_format_date ("UTC" keeps a calendar date as given).
int32_t cicu_format_date_with(const char *locale, double epoch_millis, const uint16_t *format,
                              int32_t format_len, int32_t is_skeleton, const uint16_t *tz,
                              int32_t tz_len, uint16_t *out, int32_t cap);
/// The calendar date and time of day of an instant in zone `tz` (NULL → ICU's default zone):
/// fields[0] the year, [1] the month (1–12), [2] the day, [3] the hour (0–23), [4] the minute,
/// [5] the second. 0 on success, -1 on an ICU error.
int32_t cicu_calendar_fields(double epoch_millis, const uint16_t *tz, int32_t tz_len, int32_t fields[6]);
/// A number through an ICU number skeleton ("compact-short currency/USD @@#" → "$4.12T").
/// Returns the needed length, -1 on an error (a bad skeleton included).
int32_t cicu_format_number_skeleton(const char *locale, double x, const uint16_t *skeleton,
                                    int32_t skeleton_len, uint16_t *out, int32_t cap);

// MARK: Speech

/// `x` in words through ICU's rule-based spellout (RBNF) with the named rule set
/// ("%spellout-cardinal-feminine" → "двадцать одна", "%spellout-ordinal-neuter-genitive"
/// → "двадцать первого"); `ruleset` NULL (or len 0) uses the locale's default. A rule set
/// the locale lacks is an error (-1), never another set silently.
int32_t cicu_spellout(const char *locale, double x, const uint16_t *ruleset, int32_t ruleset_len,
                      uint16_t *out, int32_t cap);
/// The spellout rules of `locale` as ICU reads them (RBNF rule text: "%spellout-cardinal-
/// masculine:\n0: ноль;\n…"), for the tests that hold FinderText's Swift reading of them equal
/// to ICU's. Opening them is the cost that reading avoids (~34 M instructions for Russian).
/// Returns the needed length, -1 on an ICU error.
int32_t cicu_spellout_rules(const char *locale, uint16_t *out, int32_t cap);
/// The name of currency `code` (3 UTF-16 units) for plural `keyword` ("one", "few", "many",
/// "other") in `locale`: "доллар США", "долларов США", "US dollars". -1 when ICU has no name.
int32_t cicu_currency_plural_name(const char *locale, const uint16_t *code, const char *keyword,
                                  uint16_t *out, int32_t cap);
/// The number of fraction digits currency `code` is written with (2 for USD, 0 for JPY).
int32_t cicu_currency_fraction_digits(const uint16_t *code);

// MARK: Regions

/// The display name of region `code` (ISO 3166 alpha-2, ASCII, NUL-terminated) in `locale`.
/// short_form = 1 asks for CLDR's short name ("США", "US", "Hong Kong"), 0 for the standard
/// one ("Соединенные Штаты", "United States", "Hong Kong SAR China"). Returns the needed
/// length; a region ICU does not know gives its code back.
int32_t cicu_region_display_name(const char *locale, const char *code, int32_t short_form,
                                 uint16_t *out, int32_t cap);

#ifdef __cplusplus
}
#endif
#endif
