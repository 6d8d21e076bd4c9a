#include <stdio.h>
#include <stdint.h>

static int32_t a[4096], b[4096], c[4096];

int main(void) {
    int32_t n = 4096, check = 0;
    for (int32_t i = 0; i < n; i++) {
        a[i] = i % 17 - 8;
        b[i] = i % 29;
    }
    for (int32_t pass = 0; pass < 180000; pass++) {
        int32_t k = pass % 13 - 6;
        for (int32_t i = 0; i < n; i++) c[i] = a[i] * k + b[i];
        for (int32_t i = 0; i < n; i++) b[i] = c[i] - b[i] / 2;
    }
    for (int32_t i = 0; i < n; i++) check = check * 31 + c[i];
    printf("%d\n%d\n%d\n", c[0], c[n - 1], check);
    return 0;
}
