#include <stdio.h>
#include <stdint.h>

static int32_t m[4096], base[4096], result[4096], t[4096];
static int32_t n, p;

/* t = result * base (mod p) */
static void times_base(void) {
    for (int32_t r = 0; r < n; r++)
        for (int32_t c = 0; c < n; c++) {
            int32_t sum = 0;
            for (int32_t j = 0; j < n; j++) sum = (sum + result[r * n + j] * base[j * n + c]) % p;
            t[r * n + c] = sum;
        }
    for (int32_t j = 0; j < n * n; j++) result[j] = t[j];
}

/* base = base * base (mod p) */
static void square(void) {
    for (int32_t r = 0; r < n; r++)
        for (int32_t c = 0; c < n; c++) {
            int32_t sum = 0;
            for (int32_t j = 0; j < n; j++) sum = (sum + base[r * n + j] * base[j * n + c]) % p;
            t[r * n + c] = sum;
        }
    for (int32_t j = 0; j < n * n; j++) base[j] = t[j];
}

int main(void) {
    int32_t check = 0;
    n = 64;
    p = 10007;
    for (int32_t i = 0; i < n * n; i++) m[i] = (i * i * 31 + i * 7 + 3) % p;
    for (int32_t k = 0; k < 15; k++) {
        int32_t e = 1000000 + k * 7919;
        for (int32_t i = 0; i < n * n; i++) {
            base[i] = m[i];
            result[i] = 0;
        }
        for (int32_t i = 0; i < n; i++) result[i * n + i] = 1;
        while (e > 0) {
            if (e % 2 == 1) times_base();
            square();
            e = e / 2;
        }
        int32_t trace = 0;
        for (int32_t i = 0; i < n; i++) trace = (trace + result[i * n + i]) % p;
        if (k % 5 == 0) printf("%d\n", trace);
        check = check * 31 + trace;
    }
    printf("%d\n", check);
    return 0;
}
