#include <stdio.h>
#include <stdint.h>
static int32_t a[4096], b[4096], c[4096];
int main(void) {
    for (int32_t i = 0; i < 4096; i++) { a[i] = i % 97; b[i] = 4096 - i; }
    int32_t check = 0;
    for (int32_t rep = 0; rep < 20000; rep++) {
        int32_t k = rep % 5 + 1;
        for (int32_t i = 0; i < 4096; i += 4) {
            c[i] = a[i] * k + b[i];
            c[i + 1] = a[i + 1] * k + b[i + 1];
            c[i + 2] = a[i + 2] * k + b[i + 2];
            c[i + 3] = a[i + 3] * k + b[i + 3];
        }
        check += c[rep % 4096];
    }
    printf("%d\n%d\n", check, c[4095]);
    return 0;
}
