#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>

static int32_t powmod(int32_t b, int32_t e, int32_t m) {
    int32_t result = 1;
    b = b % m;
    while (e > 0) {
        if (e % 2 == 1) result = result * b % m;
        b = b * b % m;
        e = e / 2;
    }
    return result;
}

int main(void) {
    int32_t passes = 0, all = 0, caught = 0;
    for (int32_t n = 303; n < 46340; n += 2) {
        bool ok = true;
        for (int32_t base = 2; base <= 301; base++) {
            if (powmod(base, n - 1, n) == 1) {
                passes = passes + 1;
            } else {
                if (ok && base > 2) caught = caught + 1;
                ok = false;
            }
        }
        if (ok) all = all + 1;
    }
    printf("%d\n%d\n%d\n", passes, all, caught);
    return 0;
}
