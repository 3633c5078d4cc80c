// speech.c — numbers and currencies in words (RBNF spellout, plural currency names). See
// include/cicu.h.
#include "cicu_private.h"

#include <unicode/ucurr.h>
#include <unicode/unum.h>
#include <unicode/ustring.h>

#include <pthread.h>
#include <string.h>

// MARK: Speech

// One spellout formatter per locale for the whole process, its rule set chosen on each call:
// opening one parses the locale's RBNF rules, about 70 M instructions for Russian, and a
// spoken Russian listing of twenty rows said two dozen numbers in words (1.6 G instructions).
// A formatter is not thread-safe: the cache and every use of it hold the lock. Russian whole
// numbers no longer come here (FinderText's Spellout reads these rules in Swift): what does is
// what Spellout does not read, and the tests' reference.
static pthread_mutex_t spellout_lock = PTHREAD_MUTEX_INITIALIZER;
enum { spellout_slots = 4, spellout_locale_cap = 32 };
static UNumberFormat *spellout_formats[spellout_slots];
static char spellout_locales[spellout_slots][spellout_locale_cap];
static int spellout_count;

int32_t cicu_spellout(const char *locale, double x, const uint16_t *ruleset, int32_t ruleset_len,
                      uint16_t *out, int32_t cap) {
    UErrorCode status = U_ZERO_ERROR;
    if (ruleset == NULL || ruleset_len <= 0) {
        // The locale's default rule set: a formatter of its own (a cached one's default was
        // changed by the calls before).
        UNumberFormat *f = unum_open(UNUM_SPELLOUT, NULL, 0, locale, NULL, &status);
        if (U_FAILURE(status)) { if (f) unum_close(f); return -1; }
        int32_t r = unum_formatDouble(f, x, (UChar *)out, cap, NULL, &status);
        unum_close(f);
        return result_length(r, status);
    }
    pthread_mutex_lock(&spellout_lock);
    UNumberFormat *f = NULL;
    for (int i = 0; i < spellout_count; i++) {
        if (strcmp(spellout_locales[i], locale) == 0) { f = spellout_formats[i]; break; }
    }
    int cached = f != NULL;
    if (f == NULL) {
        f = unum_open(UNUM_SPELLOUT, NULL, 0, locale, NULL, &status);
        if (U_FAILURE(status)) { if (f) unum_close(f); pthread_mutex_unlock(&spellout_lock); return -1; }
        if (spellout_count < spellout_slots && strlen(locale) < spellout_locale_cap) {
            strcpy(spellout_locales[spellout_count], locale);
            spellout_formats[spellout_count++] = f;
            cached = 1;
        }
    }
    int32_t r = -1;
    unum_setTextAttribute(f, UNUM_DEFAULT_RULESET, (const UChar *)ruleset, ruleset_len, &status);
    if (U_SUCCESS(status)) r = result_length(unum_formatDouble(f, x, (UChar *)out, cap, NULL, &status), status);
    if (!cached) unum_close(f);
    pthread_mutex_unlock(&spellout_lock);
    return r;
}

int32_t cicu_spellout_rules(const char *locale, uint16_t *out, int32_t cap) {
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormat *f = unum_open(UNUM_SPELLOUT, NULL, 0, locale, NULL, &status);
    if (U_FAILURE(status)) { if (f) unum_close(f); return -1; }
    int32_t r = unum_toPattern(f, 0, (UChar *)out, cap, &status);
    unum_close(f);
    return result_length(r, status);
}

int32_t cicu_currency_plural_name(const char *locale, const uint16_t *code, const char *keyword,
                                  uint16_t *out, int32_t cap) {
    UChar iso[4] = { code[0], code[1], code[2], 0 };
    UErrorCode status = U_ZERO_ERROR;
    UBool isChoice = 0;
    int32_t len = 0;
    const UChar *name = ucurr_getPluralName(iso, locale, &isChoice, keyword, &len, &status);
    // ICU answers the ISO code itself when it has no name: that is no name to speak.
    if (U_FAILURE(status) || name == NULL || status == U_USING_DEFAULT_WARNING || u_strcmp(name, iso) == 0) return -1;
    if (len <= cap) memcpy(out, name, (size_t)len * sizeof(UChar));
    return len;
}

int32_t cicu_currency_fraction_digits(const uint16_t *code) {
    UChar iso[4] = { code[0], code[1], code[2], 0 };
    UErrorCode status = U_ZERO_ERROR;
    int32_t d = ucurr_getDefaultFractionDigits(iso, &status);
    return U_FAILURE(status) ? 2 : d;
}
