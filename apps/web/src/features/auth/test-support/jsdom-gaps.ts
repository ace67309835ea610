// jsdom has no ResizeObserver; antd's Tabs measure their ink bar with one. Nothing is ever resized in
// jsdom, so an observer that never reports is what a browser would do for these tests.
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  class QuietResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: QuietResizeObserver });
  Object.assign(globalThis, { ResizeObserver: QuietResizeObserver });
}
