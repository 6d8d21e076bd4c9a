#include <stdio.h>
#include <stdint.h>
static int32_t a[640000], b[640000], c[640000];
int main(void) {
    for (int32_t i = 0; i < 640000; i++) { a[i] = (i * 7 + 3) % 101 - 50; b[i] = (i * 13 + 5) % 97 - 48; }
    for (int32_t i = 0; i < 800; i++)
        for (int32_t j = 0; j < 800; j++) {
            int32_t sum = 0;
            for (int32_t k = 0; k < 800; k++) sum = sum + a[i * 800 + k] * b[k * 800 + j];
            c[i * 800 + j] = sum;
        }
    int32_t check = 0;
    for (int32_t i = 0; i < 640000; i++) check = check * 31 + c[i];
    printf("%d\n%d\n%d\n", c[0], c[640000 - 1], check);
    return 0;
}
