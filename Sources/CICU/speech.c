// speech.c — numbers and currencies in words (RBNF spellout, plural currency names). See
// include/cicu.h.
#include "cicu_private.h"

#include <unicode/ucurr.h>
#include <unicode/unum.h>
#include <unicode/ustring.h>

// MARK: Speech

int32_t cicu_spellout(const char *locale, double x, const uint16_t *ruleset, int32_t ruleset_len,
                      uint16_t *out, int32_t cap) {
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormat *f = unum_open(UNUM_SPELLOUT, NULL, 0, locale, NULL, &status);
    if (U_FAILURE(status)) { if (f) unum_close(f); return -1; }
    if (ruleset != NULL && ruleset_len > 0) {
        unum_setTextAttribute(f, UNUM_DEFAULT_RULESET, (const UChar *)ruleset, ruleset_len, &status);
        if (U_FAILURE(status)) { unum_close(f); return -1; }
    }
    int32_t r = unum_formatDouble(f, x, (UChar *)out, cap, NULL, &status);
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
