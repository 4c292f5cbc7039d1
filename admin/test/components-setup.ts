/**
 * Component tests (src/**\/*.spec.tsx): Testing Library's DOM matchers on @jest/globals' expect, and a
 * clean document after each test.
 */
import '@testing-library/jest-dom/jest-globals';
import { afterEach } from '@jest/globals';
import { cleanup } from '@testing-library/react';

afterEach(cleanup);
