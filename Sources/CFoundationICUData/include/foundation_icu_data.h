#ifndef FOUNDATION_ICU_DATA_H
#define FOUNDATION_ICU_DATA_H
/* The data of Foundation's own ICU in finder-net: none (see foundation_icu_data.c). Nothing to
   call: linking the target is the whole effect. */
#endif
