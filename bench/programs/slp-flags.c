#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>
static int32_t a[1024], b[1024], d[1024], seed;
static bool below[1024], prev[1024], same[1024];
static int32_t rand_below(int32_t range) {
    seed = seed * 1103515245 + 12345;
    return (seed / 65536 % range + range) % range;
}
int main(void) {
    int32_t nbelow = 0, nsame = 0;
    seed = 4242;
    for (int32_t i = 0; i < 1024; i++) {
        a[i] = rand_below(2001) - 1000;
        b[i] = rand_below(201) - 100;
        d[i] = rand_below(7) - 3;
    }
    for (int32_t rep = 0; rep < 1200000; rep++) {
        for (int32_t i = 0; i < 1024; i++) below[i] = a[i] < b[i];
        for (int32_t i = 0; i < 1024; i++) same[i] = below[i] == prev[i];
        for (int32_t i = 0; i < 1024; i++) prev[i] = below[i];
        for (int32_t i = 0; i < 1024; i++) a[i] = a[i] + d[i];
        if (rep % 64 == 0) {
            for (int32_t i = 0; i < 1024; i++) {
                if (below[i]) nbelow++;
                if (same[i]) nsame++;
            }
            int32_t i = rand_below(1024);
            d[i] = 0 - d[i];
        }
    }
    printf("%d\n%d\n%d\n", nbelow, nsame, a[0] + a[1023]);
    return 0;
}
