#include <stdio.h>
#include <stdint.h>

static int32_t a[4096], b[4096], c[4096];

int main(void) {
    int32_t n = 4096, check = 0;
    for (int32_t i = 0; i < n; i++) {
        a[i] = i * 37 % 501 - 250;
        b[i] = i * 91 % 403 - 200;
    }
    for (int32_t pass = 0; pass < 100000; pass++) {
        for (int32_t i = 0; i < n; i = i + 4) {
            c[i] = (a[i] + b[i]) / 2 + a[i] % 16 - b[i] / 8;
            c[i + 1] = (a[i + 1] + b[i + 1]) / 2 + a[i + 1] % 16 - b[i + 1] / 8;
            c[i + 2] = (a[i + 2] + b[i + 2]) / 2 + a[i + 2] % 16 - b[i + 2] / 8;
            c[i + 3] = (a[i + 3] + b[i + 3]) / 2 + a[i + 3] % 16 - b[i + 3] / 8;
        }
        for (int32_t i = 0; i < n; i = i + 4) {
            a[i] = c[i] - a[i] / 4 + pass % 3;
            a[i + 1] = c[i + 1] - a[i + 1] / 4 + pass % 3;
            a[i + 2] = c[i + 2] - a[i + 2] / 4 + pass % 3;
            a[i + 3] = c[i + 3] - a[i + 3] / 4 + pass % 3;
        }
    }
    for (int32_t i = 0; i < n; i++) check = check * 31 + c[i];
    printf("%d\n%d\n%d\n", c[0], c[n - 1], check);
    return 0;
}
