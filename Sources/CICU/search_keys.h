// search_keys.h — the search-key maker's state, shared by search_keys.c (words, classes,
// the cache) and search_key_table.c (the code point table). See cicu.h.
#ifndef CICU_SEARCH_KEYS_H
#define CICU_SEARCH_KEYS_H

#include "cicu_private.h"

#include <unicode/ucol.h>
#include <unicode/ucoleitr.h>

typedef struct { uint8_t *out; int32_t cap; int32_t n; } key_sink;

// A table entry: the code point, its class (CICU_CHAR_*) and where its symbols start.
typedef struct { uint32_t cp; uint32_t offset; uint32_t cls; } kt_entry;
typedef struct { uint32_t starter; uint32_t continuer; } kt_pair;
#define KT_DIRECT 0x800u

typedef struct {
    uint64_t hash;
    uint32_t word, word_len;    // in the cache's UTF-16 arena
    uint32_t sym, sym_len;      // in its byte arena
} kc_slot;

struct cicu_keys {
    // The search collator (owned), opened on first need (ck_collator): a query keyed from the
    // code point table never needs it, and opening ICU's root collator costs a cold search
    // ~0.32 M instructions (CollationRoot::load).
    UCollator *collator;
    uint32_t variable_top;
    UCollationElements *elements;     // opened on first use
    // The class of each code point met so far (CICU_CHAR_* + 1; 0 = not known yet), one byte
    // per code point (calloc'd on first use: only the pages touched are ever zeroed), and
    // the collator with spaces and punctuation weighed, to tell them from what has no weight.
    uint8_t *classes;
    UCollator *non_ignorable;
    // The table (copied from the caller's bytes).
    kt_entry *entries; int32_t entry_count;
    // Entry index + 1 of each code point below KT_DIRECT (0: none): Latin, Greek, Cyrillic
    // and the marks, the letters of most queries, found without a binary search.
    uint32_t *direct;
    kt_pair *pairs; int32_t pair_count;
    uint8_t *symbols; uint32_t symbol_bytes;
    // The cache of words (when enabled).
    int cache_enabled;
    kc_slot *slots; uint32_t slot_cap, slot_used;
    UChar *words; uint32_t words_len, words_cap;
    uint8_t *syms; uint32_t syms_len, syms_cap;
    int32_t icu_words;
};

// Bytes written into a caller buffer: all of them counted, those past `cap` dropped.
static inline void ck_put(key_sink *k, uint8_t b) {
    if (k->n < k->cap && k->out != NULL) k->out[k->n] = b;
    k->n++;
}

/// The maker's collator, opened (with its variable top) on first need; NULL when ICU cannot.
CICU_HIDDEN const UCollator *ck_collator(cicu_keys *k);
/// Grows an array of `unit`-byte items to hold `need` (doubling); 0 when it cannot.
CICU_HIDDEN int ck_grow(void **p, uint32_t *cap, uint32_t need, size_t unit);
/// The symbols of text[start, end) through ICU's collation elements; how many.
CICU_HIDDEN int32_t ck_icu_word(cicu_keys *k, key_sink *sink, const UChar *text, int32_t start, int32_t end, UErrorCode *status);
/// The class (CICU_CHAR_*) of `cp` from ICU's sort keys, -1 on an ICU error.
CICU_HIDDEN int32_t ck_char_class(cicu_keys *k, UChar32 cp);
/// The symbols of text[start, end) from the code point table: 1, or 0 (nothing written)
/// when the table does not cover the word.
CICU_HIDDEN int ck_table_word(const cicu_keys *k, key_sink *sink, const UChar *text, int32_t start, int32_t end);

#endif
