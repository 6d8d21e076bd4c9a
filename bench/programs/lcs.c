#include <stdio.h>
#include <stdint.h>

static int32_t s[3000], t[3000], prev[3001], cur[3001];
static int32_t n, seed;

static int32_t random_below(int32_t k) {
    seed = seed * 1103515245 + 12345;
    return (seed / 65536 % 32768 + 32768) % 32768 % k;
}

/* The prelude's max. */
static int32_t max(int32_t a, int32_t b) { return a > b ? a : b; }

static int32_t lcs(void) {
    for (int32_t j = 0; j <= n; j++) prev[j] = 0;
    for (int32_t i = 1; i <= n; i++) {
        cur[0] = 0;
        for (int32_t j = 1; j <= n; j++) {
            if (s[i - 1] == t[j - 1]) cur[j] = prev[j - 1] + 1;
            else cur[j] = max(prev[j], cur[j - 1]);
        }
        for (int32_t j = 0; j <= n; j++) prev[j] = cur[j];
    }
    return prev[n];
}

int main(void) {
    int32_t total = 0, last = 0;
    n = 3000;
    seed = 77;
    for (int32_t pair = 0; pair < 40; pair++) {
        for (int32_t i = 0; i < n; i++) {
            s[i] = random_below(4);
            t[i] = random_below(4);
        }
        last = lcs();
        total = total + last;
    }
    printf("%d\n%d\n", last, total);
    return 0;
}
