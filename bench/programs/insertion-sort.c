#include <stdio.h>
#include <stdint.h>

int main(void) {
    int32_t row[64];
    int32_t n = 64, seed = 1234, check = 0;
    for (int32_t r = 0; r < 300000; r++) {
        for (int32_t i = 0; i < n; i++) {
            seed = seed * 1103515245 + 12345;
            row[i] = (seed / 65536 % 10000 + 10000) % 10000;
        }
        for (int32_t i = 1; i < n; i++) {
            int32_t v = row[i];
            int32_t j = i - 1;
            while (j >= 0 && row[j] > v) {
                row[j + 1] = row[j];
                j = j - 1;
            }
            row[j + 1] = v;
        }
        check = check * 7 + row[n / 2] + row[0] - row[n - 1];
    }
    printf("%d\n", check);
    return 0;
}
