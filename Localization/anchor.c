#include "FinderLocalization.h"
void finder_localization_anchor(void) {}
