#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>

static int32_t digit_sum(int32_t x) {
    int32_t s = 0;
    while (x > 0) {
        s = s + x % 10;
        x = x / 10;
    }
    return s;
}

int main(void) {
    for (int32_t n = 1; n <= 2000000; n++) {
        printf("%d", n);
        printf(" ");
        printf("%d", n * n % 1000003 - 500000);
        printf(" ");
        printf("%d", digit_sum(n));
        printf(" ");
        printf("%s\n", n % 7 == 0 ? "true" : "false");
    }
    printf("done\n");
    return 0;
}
