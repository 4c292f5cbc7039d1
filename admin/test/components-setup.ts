/**
 * Component tests (src/**\/*.spec.tsx): Testing Library's DOM matchers on @jest/globals' expect, and a
 * clean document after each test.
 */
import '@testing-library/jest-dom/jest-globals';
import { afterEach } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';

afterEach(cleanup);

// findBy… and waitFor give up after 5 s rather than 1 s: the screens answer within milliseconds, but this
// machine runs many suites at once. It bounds a wait for what a test expects to appear; it never sleeps.
configure({ asyncUtilTimeout: 5000 });
