#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>

static bool is_prime(int32_t n) {
    if (n < 2) return false;
    if (n % 2 == 0) return n == 2;
    for (int32_t d = 3; d * d <= n; d = d + 2)
        if (n % d == 0) return false;
    return true;
}

int main(void) {
    int32_t limit = 3000000, count = 0, sum = 0;
    int32_t last[10] = {0};
    for (int32_t n = 2; n < limit; n++) {
        if (is_prime(n)) {
            last[count % 10] = n;
            count = count + 1;
        }
    }
    for (int32_t i = 0; i < 10; i++) sum = sum + last[i];
    printf("%d\n%d\n", count, sum);
    return 0;
}
