#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>

/* The variables main's nested functions share. */
static int32_t balance[64];
static int32_t seed, fees, failed, ops;

static int32_t random_below(int32_t n) {
    seed = seed * 1103515245 + 12345;
    return (seed / 65536 % 32768 + 32768) % 32768 % n;
}

static void deposit(int32_t account, int32_t amount) {
    balance[account] = balance[account] + amount;
    ops = ops + 1;
}

static bool withdraw(int32_t account, int32_t amount) {
    ops = ops + 1;
    if (balance[account] < amount) {
        failed = failed + 1;
        return false;
    }
    balance[account] = balance[account] - amount;
    return true;
}

static int32_t fee(int32_t amount) {
    int32_t f = amount / 100 + 1;
    fees = fees + f;
    return f;
}

static void transfer(int32_t from, int32_t to, int32_t amount) {
    if (withdraw(from, amount + fee(amount))) {
        deposit(to, amount);
    } else {
        fees = fees - amount / 100 - 1;
    }
}

int main(void) {
    int32_t check = 0;
    seed = 2024;
    for (int32_t i = 0; i < 64; i++) balance[i] = 1000;
    for (int32_t round = 0; round < 36000000; round++) {
        int32_t kind = random_below(10);
        int32_t account = random_below(64);
        if (kind < 3) {
            deposit(account, random_below(500));
        } else if (kind < 6) {
            if (withdraw(account, random_below(700))) check = check + 1;
        } else {
            int32_t other = random_below(64);
            transfer(account, other, random_below(900));
        }
    }
    for (int32_t i = 0; i < 64; i++) check = check * 31 + balance[i];
    printf("%d\n%d\n%d\n%d\n", ops, failed, fees, check);
    return 0;
}
