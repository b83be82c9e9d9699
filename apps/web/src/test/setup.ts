import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import '../lib/i18n.ts';

configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs that the app and Radix use.
window.scrollTo = vi.fn();
Element.prototype.scrollIntoView = vi.fn();
Object.assign(Element.prototype, {
  hasPointerCapture: () => false,
  releasePointerCapture: () => undefined,
});
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.documentElement.className = '';
});
