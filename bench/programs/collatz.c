#include <stdio.h>
#include <stdint.h>
int main(void) {
    int32_t best = 0, best_len = 0, steps = 0, cut = 0;
    for (int32_t n = 1; n < 3000000; n++) {
        int32_t x = n, len = 1;
        while (x != 1) {
            if (x % 2 == 0) x = x / 2;
            else if (x > 715827882) { cut++; x = 1; }
            else x = 3 * x + 1;
            len++;
        }
        steps += len;
        if (len > best_len) { best_len = len; best = n; }
    }
    printf("%d\n%d\n%d\n%d\n", best, best_len, steps, cut);
    return 0;
}
