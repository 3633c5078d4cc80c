// placeholder
#include <stdint.h>
int32_t cicu_placeholder(void);
