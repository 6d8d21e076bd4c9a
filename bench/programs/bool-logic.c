#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>

static bool x[25];
static int32_t lit[315]; /* clause c is lit[3c] || lit[3c+1] || lit[3c+2]; literal 2v (+1: negated) */
static int32_t seed, checks;

static int32_t random_below(int32_t n) {
    seed = seed * 1103515255 + 12345;
    return (seed / 65536 % 32768 + 32768) % 32768 % n;
}

static bool holds(int32_t l) {
    if (l % 2 == 0) return x[l / 2];
    return !x[l / 2];
}

static bool satisfied(void) {
    for (int32_t c = 0; c < 105; c++) {
        checks = checks + 1;
        if (!(holds(lit[3 * c]) || holds(lit[3 * c + 1]) || holds(lit[3 * c + 2]))) return false;
    }
    return true;
}

/* Advance x to the next assignment; false after the last one. */
static bool advance(void) {
    int32_t k = 0;
    while (k < 25 && x[k]) {
        x[k] = false;
        k = k + 1;
    }
    if (k == 25) return false;
    x[k] = true;
    return true;
}

int main(void) {
    int32_t count = 0, first = -1, steps = 0;
    bool done = false;
    seed = 99;
    for (int32_t i = 0; i < 315; i++) lit[i] = random_below(50);
    while (!done) {
        if (satisfied()) {
            if (count == 0) first = steps;
            count = count + 1;
        }
        steps = steps + 1;
        done = !advance();
    }
    printf("%d\n%d\n%d\n", count, first, checks);
    return 0;
}
