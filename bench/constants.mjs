/** DEVELOPMENT ONLY: the password of every member of the bench data set (a throwaway database). */
export const BENCH_PASSWORD = 'dev-only-Bench#2026';
