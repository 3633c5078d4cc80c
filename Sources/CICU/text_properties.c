// text_properties.c — case folding and scripts. See include/cicu.h.
#include "cicu_private.h"

#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>

// MARK: Case folding and properties

int32_t cicu_fold_case(const uint16_t *text, int32_t len, uint16_t *out, int32_t cap) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t n = u_strFoldCase((UChar *)out, cap, (const UChar *)text, len, U_FOLD_CASE_DEFAULT,
                              &status);
    return result_length(n, status);
}

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
