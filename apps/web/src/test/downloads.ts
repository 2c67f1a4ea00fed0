import { vi } from 'vitest';

/**
 * Stands in for the browser's download of a blob: URL.createObjectURL answers 'blob:file-1' and
 * each link clicked to save a file is recorded instead of followed.
 */
export function stubDownloads() {
  const createObjectURL = vi.fn(() => 'blob:file-1');
  Object.defineProperty(URL, 'createObjectURL', {
    value: createObjectURL,
    configurable: true,
    writable: true,
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    value: vi.fn(),
    configurable: true,
    writable: true,
  });
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
  });
  return { createObjectURL, clicked };
}
