// cicu.c — the only file that includes ICU headers. See include/cicu.h.
#include "cicu.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/uchar.h>
#include <unicode/ucol.h>
#include <unicode/ucoleitr.h>
#include <unicode/ucurr.h>
#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/uldnames.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/uscript.h>
#include <unicode/usearch.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>
#include <unicode/utrans.h>
#include <unicode/uversion.h>

struct cicu_collator;   // really a UCollator
struct cicu_translit;   // really a UTransliterator
struct cicu_elements;   // really a UCollationElements

static int32_t copy_cstring(const char *s, char *out, int32_t cap) {
    int32_t n = (int32_t)strlen(s);
    if (out != NULL && cap > n) memcpy(out, s, (size_t)n + 1);
    return n;
}

// Maps an ICU result to the shim convention: needed length, or -1 on a real error.
static int32_t result_length(int32_t needed, UErrorCode status) {
    if (status == U_BUFFER_OVERFLOW_ERROR || U_SUCCESS(status)) return needed < 0 ? 0 : needed;
    return -1;
}

int32_t cicu_version(char *out, int32_t cap) {
    UVersionInfo v;
    char s[U_MAX_VERSION_STRING_LENGTH + 1];
    u_getVersion(v);
    u_versionToString(v, s);
    return copy_cstring(s, out, cap);
}

// MARK: Collation

cicu_collator *cicu_collator_open(const char *locale, int32_t mode) {
    UErrorCode status = U_ZERO_ERROR;
    UCollator *c = ucol_open(locale, &status);
    if (U_FAILURE(status) || c == NULL) return NULL;
    if (mode == CICU_COLLATOR_SEARCH) {
        ucol_setStrength(c, UCOL_PRIMARY);
        ucol_setAttribute(c, UCOL_ALTERNATE_HANDLING, UCOL_SHIFTED, &status);
    } else {
        ucol_setStrength(c, UCOL_TERTIARY);
    }
    if (U_FAILURE(status)) { ucol_close(c); return NULL; }
    return (cicu_collator *)c;
}

cicu_collator *cicu_collator_clone(const cicu_collator *c) {
    UErrorCode status = U_ZERO_ERROR;
#if U_ICU_VERSION_MAJOR_NUM >= 71
    UCollator *copy = ucol_clone((const UCollator *)c, &status);
#else
    UCollator *copy = ucol_safeClone((const UCollator *)c, NULL, NULL, &status);
#endif
    if (U_FAILURE(status)) { if (copy) ucol_close(copy); return NULL; }
    return (cicu_collator *)copy;
}

void cicu_collator_close(cicu_collator *c) {
    if (c) ucol_close((UCollator *)c);
}

int32_t cicu_collator_version(const cicu_collator *c, char *out, int32_t cap) {
    UVersionInfo v;
    char s[64];
    ucol_getVersion((const UCollator *)c, v);
    snprintf(s, sizeof s, "%u.%u.%u.%u", v[0], v[1], v[2], v[3]);
    return copy_cstring(s, out, cap);
}

int32_t cicu_collator_sort_key(const cicu_collator *c, const uint16_t *text, int32_t len,
                               uint8_t *out, int32_t cap) {
    if (len < 0) return -1;
    return ucol_getSortKey((const UCollator *)c, (const UChar *)text, len, out, cap);
}

// Search keys (see cicu.h). Hard boundary characters besides white space.
static int search_hard_boundary(UChar32 cp) {
    if (u_isUWhiteSpace(cp)) return 1;
    switch (cp) {
    case ',': case '/': case ';': case '|': case '(': case ')': case '[': case ']': return 1;
    default: return 0;
    }
}

static int search_word_char(UChar32 cp) {
    if (u_isalnum(cp)) return 1;
    int8_t t = u_charType(cp);
    return t == U_NON_SPACING_MARK || t == U_COMBINING_SPACING_MARK || t == U_ENCLOSING_MARK;
}

typedef struct { uint8_t *out; int32_t cap; int32_t n; } key_sink;

static void key_put(key_sink *k, uint8_t b) {
    if (k->n < k->cap && k->out != NULL) k->out[k->n] = b;
    k->n++;
}

static void key_put_primary(key_sink *k, uint32_t p) {
    int bytes = (p & 0x00FFFFFF) == 0 ? 1 : (p & 0x0000FFFF) == 0 ? 2 : (p & 0x000000FF) == 0 ? 3 : 4;
    if (bytes > 1) key_put(k, (uint8_t)bytes);   // 0x02, 0x03, 0x04: a longer weight follows
    for (int i = 0; i < bytes; i++) key_put(k, (uint8_t)(p >> (24 - 8 * i)));
}

// Appends the non-variable primary weights of text[start, end); returns how many.
static int32_t key_put_word(key_sink *k, UCollationElements *e, uint32_t variable_top,
                            const UChar *text, int32_t start, int32_t end, UErrorCode *status) {
    ucol_setText(e, text + start, end - start, status);
    if (U_FAILURE(*status)) return 0;
    int32_t count = 0;
    uint32_t p = 0;
    for (;;) {
        int32_t ce = ucol_next(e, status);
        if (U_FAILURE(*status)) return 0;
        uint32_t u = (uint32_t)ce;
        int continuation = ce != UCOL_NULLORDER && (u & 0xC0) == 0xC0;
        if (continuation) { if (p != 0) p |= u >> 16; continue; }
        if (p > variable_top) { key_put_primary(k, p); count++; }
        if (ce == UCOL_NULLORDER) break;
        p = u & 0xFFFF0000u;
    }
    return count;
}

cicu_elements *cicu_elements_open(const cicu_collator *c) {
    UErrorCode status = U_ZERO_ERROR;
    UCollationElements *e = ucol_openElements((const UCollator *)c, NULL, 0, &status);
    if (U_FAILURE(status)) { if (e) ucol_closeElements(e); return NULL; }
    return (cicu_elements *)e;
}

void cicu_elements_close(cicu_elements *e) {
    if (e) ucol_closeElements((UCollationElements *)e);
}

int32_t cicu_search_key(const cicu_collator *c, cicu_elements *elements, const uint16_t *text, int32_t len,
                        uint8_t *out, int32_t cap, int32_t *starts, int32_t start_cap,
                        int32_t *start_count) {
    *start_count = 0;
    if (len < 0 || elements == NULL) return -1;
    if (len == 0) return 0;
    UErrorCode status = U_ZERO_ERROR;
    // Case folding can grow the text (ß → ss) by at most a factor of 3.
    int32_t fcap = len * 3 + 16;
    UChar stack[256];
    UChar *folded = fcap <= 256 ? stack : (UChar *)malloc(sizeof(UChar) * (size_t)fcap);
    if (folded == NULL) return -1;
    int32_t flen = u_strFoldCase(folded, fcap, (const UChar *)text, len, U_FOLD_CASE_DEFAULT, &status);
    uint32_t variable_top = ucol_getVariableTop((const UCollator *)c, &status);
    UCollationElements *e = (UCollationElements *)elements;
    key_sink k = { out, cap, 0 };
    int32_t i = 0, words = 0;
    int pending = -1;   // boundary byte owed before the next word: -1 none, 0 soft, 1 hard
    while (U_SUCCESS(status) && i < flen) {
        int32_t s = i;
        UChar32 cp;
        U16_NEXT(folded, i, flen, cp);
        if (!search_word_char(cp)) {
            if (words > 0) pending = (pending == 1 || search_hard_boundary(cp)) ? 1 : 0;
            continue;
        }
        int32_t end = i;
        while (end < flen) {
            int32_t next = end;
            UChar32 d;
            U16_NEXT(folded, next, flen, d);
            if (!search_word_char(d)) break;
            end = next;
        }
        int32_t mark = k.n;
        if (pending >= 0) key_put(&k, (uint8_t)pending);
        int32_t at = k.n;
        if (key_put_word(&k, e, variable_top, folded, s, end, &status) > 0) {
            if (words < start_cap && starts != NULL) starts[words] = at;
            words++;
            pending = -1;
        } else {
            k.n = mark;   // a word with no primary weights: no word, keep the boundary owed
        }
        i = end;
    }
    if (folded != stack) free(folded);
    *start_count = words;
    return U_FAILURE(status) ? -1 : k.n;
}

int32_t cicu_collator_compare(const cicu_collator *c, const uint16_t *a, int32_t alen,
                              const uint16_t *b, int32_t blen) {
    switch (ucol_strcoll((const UCollator *)c, (const UChar *)a, alen, (const UChar *)b, blen)) {
    case UCOL_LESS: return -1;
    case UCOL_GREATER: return 1;
    default: return 0;
    }
}

int32_t cicu_collator_contains(const cicu_collator *c, const uint16_t *text, int32_t tlen,
                               const uint16_t *pattern, int32_t plen) {
    if (tlen < 0 || plen <= 0) return plen == 0 ? 1 : -1;
    if (tlen == 0) return 0;
    UErrorCode status = U_ZERO_ERROR;
    // usearch needs a mutable collator; it only reads it. Clone to stay honest about const.
    UCollator *copy = ucol_clone((const UCollator *)c, &status);
    if (U_FAILURE(status)) return -1;
    UStringSearch *search = usearch_openFromCollator((const UChar *)pattern, plen, (const UChar *)text, tlen,
                                                     copy, NULL, &status);
    int32_t found = -1;
    if (U_SUCCESS(status)) {
        int32_t at = usearch_first(search, &status);
        found = U_FAILURE(status) ? -1 : (at != USEARCH_DONE ? 1 : 0);
        usearch_close(search);
    }
    ucol_close(copy);
    return found;
}

// MARK: Case folding and properties

int32_t cicu_fold_case(const uint16_t *text, int32_t len, uint16_t *out, int32_t cap) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t n = u_strFoldCase((UChar *)out, cap, (const UChar *)text, len, U_FOLD_CASE_DEFAULT,
                              &status);
    return result_length(n, status);
}

int32_t cicu_is_alnum(int32_t cp) { return u_isalnum(cp) ? 1 : 0; }
int32_t cicu_is_alpha(int32_t cp) { return u_isalpha(cp) ? 1 : 0; }

int32_t cicu_script(int32_t cp) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode s = uscript_getScript(cp, &status);
    if (U_FAILURE(status)) return CICU_SCRIPT_OTHER;
    if (s == USCRIPT_LATIN) return CICU_SCRIPT_LATIN;
    if (s == USCRIPT_CYRILLIC) return CICU_SCRIPT_CYRILLIC;
    return CICU_SCRIPT_OTHER;
}

void cicu_letter_script_counts(const uint16_t *text, int32_t len, int32_t counts[3]) {
    counts[0] = counts[1] = counts[2] = 0;
    int32_t i = 0;
    while (i < len) {
        UChar32 cp;
        U16_NEXT(text, i, len, cp);
        if (u_isalpha(cp)) counts[cicu_script(cp)]++;
    }
}

int32_t cicu_word_starts(const uint16_t *text, int32_t len, int32_t *out, int32_t cap) {
    int32_t count = 0, i = 0;
    UBool previous_alnum = 0;
    while (i < len) {
        int32_t start = i;
        UChar32 cp;
        U16_NEXT(text, i, len, cp);   // lone surrogates come back as themselves: not alnum
        UBool alnum = u_isalnum(cp);
        if (alnum && !previous_alnum) {
            if (count < cap) out[count] = start;
            count++;
        }
        previous_alnum = alnum;
    }
    return count;
}

// MARK: Transliteration

cicu_translit *cicu_translit_open(const uint16_t *rules, int32_t len) {
    UErrorCode status = U_ZERO_ERROR;
    UParseError pe;
    static const UChar id[] = { 'x', '-', 'f', 'i', 'n', 'd', 'e', 'r', 0 };
    UTransliterator *t = utrans_openU(id, -1, UTRANS_FORWARD, (const UChar *)rules, len, &pe,
                                      &status);
    if (U_FAILURE(status)) {
        if (t) utrans_close(t);
        return NULL;
    }
    return (cicu_translit *)t;
}

void cicu_translit_close(cicu_translit *t) {
    if (t) utrans_close((UTransliterator *)t);
}

int32_t cicu_translit_apply(const cicu_translit *t, const uint16_t *text, int32_t len,
                            uint16_t *out, int32_t cap) {
    if (len < 0) return -1;
    // utrans_transUChars works in place, so the text must first fit into `out`.
    if (cap < len || out == NULL) return (len < 16 ? 16 : len) * 2;
    memcpy(out, text, (size_t)len * sizeof(uint16_t));
    UErrorCode status = U_ZERO_ERROR;
    int32_t text_len = len, limit = len;
    utrans_transUChars((const UTransliterator *)t, (UChar *)out, &text_len, cap, 0, &limit,
                       &status);
    if (status == U_BUFFER_OVERFLOW_ERROR) return text_len > cap ? text_len : cap * 2;
    if (U_FAILURE(status)) return -1;
    return text_len;
}

// MARK: Plurals, numbers, dates

int32_t cicu_plural_category(const char *locale, double n, char *out, int32_t cap) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &status);
    if (U_FAILURE(status)) { if (rules) uplrules_close(rules); return -1; }
    UChar keyword[32];
    int32_t k = uplrules_select(rules, n, keyword, 32, &status);
    uplrules_close(rules);
    if (U_FAILURE(status) || k >= 32) return -1;
    char ascii[32];
    u_UCharsToChars(keyword, ascii, k);
    ascii[k] = 0;
    return copy_cstring(ascii, out, cap);
}

static UNumberFormat *open_number_format(const char *locale, UNumberFormatStyle style) {
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormat *f = unum_open(style, NULL, 0, locale, NULL, &status);
    if (U_FAILURE(status)) { if (f) unum_close(f); return NULL; }
    return f;
}

int32_t cicu_format_int(const char *locale, int64_t n, int32_t grouping, uint16_t *out, int32_t cap) {
    UNumberFormat *f = open_number_format(locale, UNUM_DECIMAL);
    if (!f) return -1;
    UErrorCode status = U_ZERO_ERROR;
    unum_setAttribute(f, UNUM_GROUPING_USED, grouping ? 1 : 0);
    int32_t r = unum_formatInt64(f, n, (UChar *)out, cap, NULL, &status);
    unum_close(f);
    return result_length(r, status);
}

int32_t cicu_format_double(const char *locale, double x, int32_t fraction_digits, int32_t grouping,
                           uint16_t *out, int32_t cap) {
    UNumberFormat *f = open_number_format(locale, UNUM_DECIMAL);
    if (!f) return -1;
    if (fraction_digits < 0) fraction_digits = 0;
    if (fraction_digits > 20) fraction_digits = 20;
    UErrorCode status = U_ZERO_ERROR;
    unum_setAttribute(f, UNUM_GROUPING_USED, grouping ? 1 : 0);
    unum_setAttribute(f, UNUM_MIN_FRACTION_DIGITS, fraction_digits);
    unum_setAttribute(f, UNUM_MAX_FRACTION_DIGITS, fraction_digits);
    int32_t r = unum_formatDouble(f, x, (UChar *)out, cap, NULL, &status);
    unum_close(f);
    return result_length(r, status);
}

int32_t cicu_currency_is_known(const uint16_t *code) {
    UChar iso[4] = { code[0], code[1], code[2], 0 };
    UErrorCode status = U_ZERO_ERROR;
    UBool ok = ucurr_isAvailable(iso, U_DATE_MIN, U_DATE_MAX, &status);
    return U_SUCCESS(status) && ok ? 1 : 0;
}

int32_t cicu_format_currency(const char *locale, double amount, const uint16_t *code,
                             int32_t in_words, uint16_t *out, int32_t cap) {
    UNumberFormat *f = open_number_format(locale, in_words ? UNUM_CURRENCY_PLURAL : UNUM_CURRENCY);
    if (!f) return -1;
    UChar iso[4] = { code[0], code[1], code[2], 0 };
    UErrorCode status = U_ZERO_ERROR;
    if (in_words) unum_setAttribute(f, UNUM_GROUPING_USED, 0);
    int32_t r = unum_formatDoubleCurrency(f, amount, iso, (UChar *)out, cap, NULL, &status);
    unum_close(f);
    return result_length(r, status);
}

int32_t cicu_format_date(const char *locale, double epoch_millis, const uint16_t *tz,
                         int32_t tz_len, uint16_t *out, int32_t cap) {
    UErrorCode status = U_ZERO_ERROR;
    const UChar *zone = (tz != NULL && tz_len > 0) ? (const UChar *)tz : NULL;
    UDateFormat *f = udat_open(UDAT_SHORT, UDAT_MEDIUM, locale, zone, zone ? tz_len : -1,
                               NULL, -1, &status);
    if (U_FAILURE(status)) { if (f) udat_close(f); return -1; }
    int32_t r = udat_format(f, epoch_millis, (UChar *)out, cap, NULL, &status);
    udat_close(f);
    return result_length(r, status);
}

int32_t cicu_format_date_with(const char *locale, double epoch_millis, const uint16_t *format,
                              int32_t format_len, int32_t is_skeleton, const uint16_t *tz,
                              int32_t tz_len, uint16_t *out, int32_t cap) {
    UErrorCode status = U_ZERO_ERROR;
    const UChar *zone = (tz != NULL && tz_len > 0) ? (const UChar *)tz : NULL;
    UChar best[128];
    const UChar *pattern = (const UChar *)format;
    int32_t pattern_len = format_len;
    if (is_skeleton) {
        UDateTimePatternGenerator *g = udatpg_open(locale, &status);
        if (U_FAILURE(status)) { if (g) udatpg_close(g); return -1; }
        pattern_len = udatpg_getBestPattern(g, (const UChar *)format, format_len, best, 128, &status);
        udatpg_close(g);
        if (U_FAILURE(status) || pattern_len >= 128) return -1;
        pattern = best;
    }
    UDateFormat *f = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, zone, zone ? tz_len : -1,
                               pattern, pattern_len, &status);
    if (U_FAILURE(status)) { if (f) udat_close(f); return -1; }
    int32_t r = udat_format(f, epoch_millis, (UChar *)out, cap, NULL, &status);
    udat_close(f);
    return result_length(r, status);
}

int32_t cicu_calendar_date(double epoch_millis, const uint16_t *tz, int32_t tz_len, int32_t fields[3]) {
    UErrorCode status = U_ZERO_ERROR;
    const UChar *zone = (tz != NULL && tz_len > 0) ? (const UChar *)tz : NULL;
    UCalendar *c = ucal_open(zone, zone ? tz_len : -1, "en_US_POSIX", UCAL_GREGORIAN, &status);
    if (U_FAILURE(status)) { if (c) ucal_close(c); return -1; }
    ucal_setMillis(c, epoch_millis, &status);
    fields[0] = ucal_get(c, UCAL_YEAR, &status);
    if (ucal_get(c, UCAL_ERA, &status) == 0) fields[0] = 1 - fields[0];
    fields[1] = ucal_get(c, UCAL_MONTH, &status) + 1;
    fields[2] = ucal_get(c, UCAL_DATE, &status);
    ucal_close(c);
    return U_SUCCESS(status) ? 0 : -1;
}

int32_t cicu_format_number_skeleton(const char *locale, double x, const uint16_t *skeleton,
                                    int32_t skeleton_len, uint16_t *out, int32_t cap) {
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormatter *f = unumf_openForSkeletonAndLocale((const UChar *)skeleton, skeleton_len, locale, &status);
    if (U_FAILURE(status)) { if (f) unumf_close(f); return -1; }
    UFormattedNumber *result = unumf_openResult(&status);
    if (U_FAILURE(status)) { unumf_close(f); if (result) unumf_closeResult(result); return -1; }
    unumf_formatDouble(f, x, result, &status);
    int32_t r = U_SUCCESS(status) ? unumf_resultToString(result, (UChar *)out, cap, &status) : -1;
    unumf_closeResult(result);
    unumf_close(f);
    return r < 0 ? -1 : result_length(r, status);
}

// MARK: Regions

// Opening display names loads the locale's region data (most of the cost of a call): the
// handles are kept for the process, one per (locale, length), the first few asked for.
static pthread_mutex_t region_names_lock = PTHREAD_MUTEX_INITIALIZER;
static struct { char locale[16]; int32_t short_form; ULocaleDisplayNames *names; } region_names[4];

static ULocaleDisplayNames *region_names_for(const char *locale, int32_t short_form) {
    for (int i = 0; i < 4; i++) {
        if (region_names[i].names && region_names[i].short_form == short_form
            && strcmp(region_names[i].locale, locale) == 0) return region_names[i].names;
    }
    UErrorCode status = U_ZERO_ERROR;
    UDisplayContext contexts[] = {
        short_form ? UDISPCTX_LENGTH_SHORT : UDISPCTX_LENGTH_FULL,
        UDISPCTX_CAPITALIZATION_FOR_STANDALONE,
    };
    ULocaleDisplayNames *names = uldn_openForContext(locale, contexts, 2, &status);
    if (U_FAILURE(status)) { if (names) uldn_close(names); return NULL; }
    for (int i = 0; i < 4; i++) {
        if (!region_names[i].names && strlen(locale) < sizeof region_names[i].locale) {
            strcpy(region_names[i].locale, locale);
            region_names[i].short_form = short_form;
            region_names[i].names = names;
            return names;
        }
    }
    return names;  // cache full: the caller closes it
}

int32_t cicu_region_display_name(const char *locale, const char *code, int32_t short_form,
                                 uint16_t *out, int32_t cap) {
    pthread_mutex_lock(&region_names_lock);
    ULocaleDisplayNames *names = region_names_for(locale, short_form);
    int32_t result = -1;
    if (names) {
        UErrorCode status = U_ZERO_ERROR;
        int32_t r = uldn_regionDisplayName(names, code, (UChar *)out, cap, &status);
        result = result_length(r, status);
        int cached = 0;
        for (int i = 0; i < 4; i++) if (region_names[i].names == names) cached = 1;
        if (!cached) uldn_close(names);
    }
    pthread_mutex_unlock(&region_names_lock);
    return result;
}
