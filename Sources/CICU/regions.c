// regions.c — region display names, kept open per locale. See include/cicu.h.
#include "cicu_private.h"

#include <pthread.h>

#include <unicode/uldnames.h>
#include <unicode/uloc.h>

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
