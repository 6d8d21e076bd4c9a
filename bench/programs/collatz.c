#include <stdio.h>
#include <stdint.h>
int main(void) {
    int32_t best = 0, best_len = 0;
    for (int32_t n = 1; n < 1000000; n++) {
        int32_t x = n, len = 1;
        while (x != 1) {
            if (x % 2 == 0) x = x / 2; else x = (int32_t)(3u * (uint32_t)x + 1u);
            len++;
        }
        if (len > best_len) { best_len = len; best = n; }
    }
    printf("%d\n%d\n", best, best_len);
    return 0;
}
