#include <stdio.h>
#include <stdint.h>

static int32_t s[2600], t[2600], prev[2601], cur[2601];
static int32_t n, m, seed;

static int32_t random_below(int32_t k) {
    seed = seed * 1103515245 + 12345;
    return (seed / 65536 % 32768 + 32768) % 32768 % k;
}

/* The prelude's min. */
static int32_t min(int32_t a, int32_t b) { return a < b ? a : b; }

static int32_t distance(void) {
    for (int32_t j = 0; j <= m; j++) prev[j] = j;
    for (int32_t i = 1; i <= n; i++) {
        cur[0] = i;
        for (int32_t j = 1; j <= m; j++) {
            int32_t cost = 1;
            if (s[i - 1] == t[j - 1]) cost = 0;
            cur[j] = min(min(prev[j] + 1, cur[j - 1] + 1), prev[j - 1] + cost);
        }
        for (int32_t j = 0; j <= m; j++) prev[j] = cur[j];
    }
    return prev[m];
}

int main(void) {
    int32_t total = 0, last = 0;
    seed = 161803;
    for (int32_t round = 0; round < 40; round++) {
        n = 2500;
        for (int32_t i = 0; i < n; i++) s[i] = random_below(26);
        /* t: s with about one symbol in ten replaced, dropped or doubled. */
        m = 0;
        for (int32_t i = 0; i < n; i++) {
            int32_t j = random_below(30);
            if (j == 0) {
                t[m] = random_below(26);
                m = m + 1;
            } else if (j == 1) {
                t[m] = s[i];
                t[m + 1] = s[i];
                m = m + 2;
            } else if (j != 2) {
                t[m] = s[i];
                m = m + 1;
            }
        }
        last = distance();
        total = total + last;
    }
    printf("%d\n%d\n", last, total);
    return 0;
}
