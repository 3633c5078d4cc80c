/* rusage: runs a command once and prints what it cost the machine, for Benchmarks/million.py.
 *
 *     cc -O2 -o rusage Benchmarks/rusage.c
 *     rusage [--memory] CMD ARGS...      (standard output and error of CMD to /dev/null)
 *
 * Prints one line: wall microseconds, peak RSS in KiB (ru_maxrss), minor and major faults,
 * the exit status; with --memory also the RSS just before the command exits split as the kernel
 * counts it (VmHWM, RssAnon: the process's own memory, RssFile: pages of mapped files — the
 * binary, its libraries, a mapped index — which the page cache holds for every process).
 *
 * Why C: a peak RSS read through wait4 counts whatever the process that exec'd had mapped
 * before the exec (a Python parent's 10 MiB when it forks or spawns); this launcher is a few
 * hundred KiB. --memory stops the child at its exit with ptrace (PTRACE_O_TRACEEXIT) to read
 * /proc/PID/status while its memory is still there, so its wall time is not the command's.
 */
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long field(const char *status, const char *name) {
    const char *p = strstr(status, name);
    return p ? atol(p + strlen(name)) : -1;
}

int main(int argc, char **argv) {
    int memory = argc > 1 && strcmp(argv[1], "--memory") == 0;
    char **cmd = argv + 1 + memory;
    if (!cmd[0]) { fprintf(stderr, "usage: rusage [--memory] CMD ARGS...\n"); return 2; }
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    pid_t pid = fork();
    if (pid < 0) { perror("fork"); return 2; }
    if (pid == 0) {
        int null = open("/dev/null", O_WRONLY);
        dup2(null, 1);
        dup2(null, 2);
        if (memory) { ptrace(PTRACE_TRACEME, 0, 0, 0); raise(SIGSTOP); }
        execv(cmd[0], cmd);
        _exit(127);
    }
    int st = 0;
    char status[8192] = "";
    if (memory) {
        waitpid(pid, &st, 0);                                   /* the SIGSTOP before exec */
        ptrace(PTRACE_SETOPTIONS, pid, 0, PTRACE_O_TRACEEXIT | PTRACE_O_EXITKILL);
        ptrace(PTRACE_CONT, pid, 0, 0);
        for (;;) {
            if (waitpid(pid, &st, 0) < 0 || WIFEXITED(st) || WIFSIGNALED(st)) break;
            if (WIFSTOPPED(st) && (st >> 8) == (SIGTRAP | (PTRACE_EVENT_EXIT << 8))) {
                char path[64];
                snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
                FILE *f = fopen(path, "r");
                if (f) { size_t n = fread(status, 1, sizeof status - 1, f); status[n] = 0; fclose(f); }
                ptrace(PTRACE_CONT, pid, 0, 0);
                continue;
            }
            /* Any other stop (SIGTRAP of the exec, a signal): pass the signal on, if any. */
            int sig = WIFSTOPPED(st) ? WSTOPSIG(st) : 0;
            ptrace(PTRACE_CONT, pid, 0, sig == SIGTRAP ? 0 : sig);
        }
    }
    struct rusage ru;
    if (!memory) wait4(pid, &st, 0, &ru); else getrusage(RUSAGE_CHILDREN, &ru);
    clock_gettime(CLOCK_MONOTONIC, &b);
    long us = (b.tv_sec - a.tv_sec) * 1000000L + (b.tv_nsec - a.tv_nsec) / 1000;
    int code = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
    printf("%ld %ld %ld %ld %d", us, ru.ru_maxrss, ru.ru_minflt, ru.ru_majflt, code);
    if (memory) printf(" %ld %ld %ld", field(status, "VmHWM:"), field(status, "RssAnon:"), field(status, "RssFile:"));
    printf("\n");
    return 0;
}
