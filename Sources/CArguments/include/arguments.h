// The command line of `finder`, as the Swift runtime asks for it (arguments.c). Nothing to
// call from Swift: `CommandLine.arguments` reads it.
#ifndef FINDER_ARGUMENTS_H
#define FINDER_ARGUMENTS_H
#endif
