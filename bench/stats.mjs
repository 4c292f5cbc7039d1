/** The p-th percentile of ascending `sorted` values (the nearest rank at or below); NaN when there are none. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** The median the bench reports for a read's single requests: the 50th percentile of the samples. */
export const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
