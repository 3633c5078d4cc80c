#ifndef CICU_SYSTEM_DATA_H
#define CICU_SYSTEM_DATA_H
/* ICU's data from the system's libicudata, for the static executables (finder,
   finder-interactive): see system_data.c. Nothing to call: a constructor does the work. */
/* 1 when the data in use was mapped from the system's libicudata (release builds). */
int cicu_system_data_mapped(void);
#endif
