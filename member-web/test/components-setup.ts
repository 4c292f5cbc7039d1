/**
 * Component tests (app/**\/*.spec.tsx): Testing Library's DOM matchers on @jest/globals' expect, a clean
 * document after each test, and <dialog>'s showModal/close, which jsdom lacks (open and closed as the
 * `open` attribute, without the browser's top layer or focus trap).
 */
import '@testing-library/jest-dom/jest-globals';
import { afterEach } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';

afterEach(cleanup);

// findBy… and waitFor give up after 5 s rather than 1 s: the screens answer within milliseconds, but this
// machine runs many suites at once. It bounds a wait for what a test expects to appear; it never sleeps.
configure({ asyncUtilTimeout: 5000 });

if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
