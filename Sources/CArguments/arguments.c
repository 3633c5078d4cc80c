// The command line for the Swift runtime, taken where glibc hands it over. The runtime's own
// Linux implementation (libswiftCore's CommandLine.cpp) finds argv from a static initializer
// that reads /proc/self/maps line by line with sscanf to locate the stack: ~60 K instructions
// and a file opened on every start, before main, in every process — 2% of a cold search
// (callgrind, Benchmarks/instructions.sh). Defining the two functions that object file
// provides, here in the executable, means the static link never pulls it in: its initializer
// is gone (docs/decisions/0607-the-command-line-without-proc-maps.md).
//
// glibc calls each function of the executable's .init_array with (argc, argv, envp), in a
// static executable as in a dynamic one. In a debug build, where libswiftCore is a shared
// library, its own definitions stay inside it or are interposed by these: both give argv.
#include <stddef.h>
#include "arguments.h"

static int finder_argc;
static char **finder_argv;
static char **override_argv;
static int override_argc;

__attribute__((constructor)) static void finder_capture_arguments(int argc, char **argv, char **envp) {
    (void)envp;
    finder_argc = argc;
    finder_argv = argv;
}

// `CommandLine.unsafeArgv` set by a program (the runtime keeps what it is given).
__attribute__((visibility("default"))) void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc) {
    override_argv = argv;
    override_argc = argc;
}

// `CommandLine.arguments`' source: the override, else what glibc gave the initializers, else
// no arguments (never a null vector).
__attribute__((visibility("default"))) char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen) {
    static char *empty[] = {NULL};
    if (override_argv) {
        *outArgLen = override_argc;
        return override_argv;
    }
    if (finder_argv) {
        *outArgLen = finder_argc;
        return finder_argv;
    }
    *outArgLen = 0;
    return empty;
}
