import { rmSync } from 'node:fs';
import { DEV_SITE } from '../../playwright.dev.config';

/** The dev server's copy of the site goes with the tests (the server is stopped abruptly, with no time to remove it). */
export default function teardown(): void {
  rmSync(DEV_SITE, { recursive: true, force: true });
}
