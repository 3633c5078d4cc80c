#include "FinderResources.h"
void finder_resources_anchor(void) {}
