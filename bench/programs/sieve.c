#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>
static bool composite[8000000];
int main(void) {
    int32_t count = 0;
    for (int round = 0; round < 30; round++) {
        for (int32_t i = 0; i < 8000000; i++) composite[i] = false;
        count = 0;
        for (int32_t i = 2; i < 8000000; i++) {
            if (!composite[i]) {
                count++;
                if (i <= 8000000 / i)
                    for (int32_t j = i * i; j < 8000000; j += i) composite[j] = true;
            }
        }
    }
    printf("%d\n", count);
    return 0;
}
