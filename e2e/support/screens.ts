import path from 'node:path';

/** Where a journey keeps the screenshot of a screen (the test run's artifacts, kept by CI). */
export const screen = (name: string) =>
  path.join(
    process.env.E2E_ARTIFACTS_DIR ?? path.join(__dirname, '..', 'artifacts'),
    'screens',
    `${name}.png`,
  );
