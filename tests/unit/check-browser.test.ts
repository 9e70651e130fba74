import { describe, expect, it } from 'vitest';
import { browserStep } from '../../tools/check-browser.mjs';

describe('the browser check before npm test', () => {
  it('does nothing when the browser is there', () => {
    expect(browserStep({ path: '/usr/bin/chromium', present: true, root: false })).toEqual({ action: 'none' });
    expect(browserStep({ path: '/opt/chrome/chrome', present: true, root: true })).toEqual({ action: 'none' });
  });

  it('installs Chromium with apt-get when it is missing and the user is root', () => {
    const step = browserStep({ path: '/usr/bin/chromium', present: false, root: true });
    expect(step.action).toBe('install');
    expect(step.action === 'install' && step.command).toMatch(/^apt-get update -qq && .*apt-get install -y -qq chromium\b/);
  });

  it('fails with the one command to run when it is missing and the user is not root', () => {
    const step = browserStep({ path: '/usr/bin/chromium', present: false, root: false });
    expect(step).toEqual({
      action: 'fail',
      message: "The browser tests need Chromium at /usr/bin/chromium. Install it, then run npm test again:\n  sudo sh -c 'apt-get update && apt-get install -y chromium'",
    });
  });

  it('names CHROMIUM_PATH, and installs nothing, when that path is missing', () => {
    const step = browserStep({ path: '/opt/chrome/chrome', present: false, root: true });
    expect(step.action).toBe('fail');
    expect(step.action === 'fail' && step.message).toContain('CHROMIUM_PATH=/opt/chrome/chrome');
  });
});
