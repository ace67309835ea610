// Debian's Chromium for the scripts (bench, measure:first-view, the README picture), with the flags this
// machine needs (no sandbox as root, no GPU, no network beyond the servers under test). The browser stories
// launch it the same way in e2e/support/browser.ts.
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}
