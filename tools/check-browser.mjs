#!/usr/bin/env node
// The first step of `npm test`: the browser suites drive the system Chromium
// (playwright.config.ts: CHROMIUM_PATH, else /usr/bin/chromium) and never
// download one. When it is missing, root installs it from Debian's packages;
// anyone else is told the one command to run, before minutes of building.
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

const DEFAULT_PATH = '/usr/bin/chromium';
/** As root, quietly; the command a person is told to run is the same, plain. */
const INSTALL = 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null';
const INSTALL_BY_HAND = "sudo sh -c 'apt-get update && apt-get install -y chromium'";

/**
 * What to do about the browser: nothing when it is there; install it (root,
 * at the Debian path only: a CHROMIUM_PATH set by hand is not apt's to fill);
 * else fail with the command to run.
 * @param {{ path: string, present: boolean, root: boolean }} state
 * @returns {{ action: 'none' } | { action: 'install', command: string } | { action: 'fail', message: string }}
 */
export function browserStep({ path, present, root }) {
  if (present) return { action: 'none' };
  if (path !== DEFAULT_PATH) {
    return { action: 'fail', message: `No browser at CHROMIUM_PATH=${path}: point it at a Chromium or Chrome executable, or unset it to use ${DEFAULT_PATH}.` };
  }
  if (root) return { action: 'install', command: INSTALL };
  return { action: 'fail', message: `The browser tests need Chromium at ${DEFAULT_PATH}. Install it, then run npm test again:\n  ${INSTALL_BY_HAND}` };
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function main() {
  const path = process.env.CHROMIUM_PATH ?? DEFAULT_PATH;
  const step = browserStep({ path, present: isExecutable(path), root: process.getuid?.() === 0 });
  if (step.action === 'fail') {
    console.error(step.message);
    process.exit(1);
  }
  if (step.action === 'install') {
    console.log(`No Chromium at ${path}: installing it from Debian's packages.`);
    try {
      execFileSync('sh', ['-c', step.command], { stdio: ['ignore', 'inherit', 'inherit'] });
    } catch {
      console.error(`Installing Chromium failed (above). The command was:\n  ${step.command}`);
      process.exit(1);
    }
    if (!isExecutable(path)) {
      console.error(`apt-get installed chromium, but there is still no ${path}.`);
      process.exit(1);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
