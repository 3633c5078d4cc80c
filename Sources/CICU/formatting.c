// formatting.c — plurals, numbers, currencies and dates, each call with its own formatter.
// See include/cicu.h.
#include "cicu_private.h"

#include <unicode/ucal.h>
#include <unicode/ucurr.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>

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

/* Whether ICU's English data names the currency (every ISO 4217 code, current or former,
 * has an English name; an unknown code comes back as itself with U_USING_DEFAULT_WARNING).
 * Not ucurr_isAvailable: its first call builds ICU's table of every currency's dates of use,
 * 2.1 M instructions, a sixth of a cold search that shows one price. */
int32_t cicu_currency_is_known(const uint16_t *code) {
    UChar iso[4] = { code[0], code[1], code[2], 0 };
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = 0;
    UBool isChoice = 0;
    ucurr_getName(iso, "en", UCURR_LONG_NAME, &isChoice, &length, &status);
    return U_SUCCESS(status) && status != U_USING_DEFAULT_WARNING ? 1 : 0;
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

int32_t cicu_calendar_fields(double epoch_millis, const uint16_t *tz, int32_t tz_len, int32_t fields[6]) {
    UErrorCode status = U_ZERO_ERROR;
    const UChar *zone = (tz != NULL && tz_len > 0) ? (const UChar *)tz : NULL;
    UCalendar *c = ucal_open(zone, zone ? tz_len : -1, "en_US_POSIX", UCAL_GREGORIAN, &status);
    if (U_FAILURE(status)) { if (c) ucal_close(c); return -1; }
    ucal_setMillis(c, epoch_millis, &status);
    fields[0] = ucal_get(c, UCAL_YEAR, &status);
    if (ucal_get(c, UCAL_ERA, &status) == 0) fields[0] = 1 - fields[0];
    fields[1] = ucal_get(c, UCAL_MONTH, &status) + 1;
    fields[2] = ucal_get(c, UCAL_DATE, &status);
    fields[3] = ucal_get(c, UCAL_HOUR_OF_DAY, &status);
    fields[4] = ucal_get(c, UCAL_MINUTE, &status);
    fields[5] = ucal_get(c, UCAL_SECOND, &status);
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
