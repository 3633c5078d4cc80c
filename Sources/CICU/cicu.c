#include "cicu.h"
int32_t cicu_placeholder(void) { return 0; }
