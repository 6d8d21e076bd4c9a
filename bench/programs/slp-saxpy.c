#include <stdio.h>
#include <stdint.h>
static int32_t a[4096], b[4096], c[4096];
int main(void) {
    for (int32_t i = 0; i < 4096; i++) { a[i] = i % 97; b[i] = 4096 - i; }
    int32_t check = 0;
    for (int32_t rep = 0; rep < 500000; rep++) {
        int32_t k = rep % 5 + 1;
        for (int32_t i = 0; i < 4096; i += 16)
            for (int32_t l = 0; l < 16; l++) c[i + l] = a[i + l] * k + b[i + l];
        check += c[rep % 4096];
    }
    printf("%d\n%d\n", check, c[4095]);
    return 0;
}
