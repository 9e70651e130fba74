import type { ColorMode } from '../../lib/browser/theme';

/** The toggle's name without JavaScript, where it does nothing. */
export const TOGGLE_NAME = 'Switch between dark and light mode';

/** The toggle's name once it works: it says the mode in use. */
export const liveToggleName = (mode: ColorMode): string => `${TOGGLE_NAME} (currently ${mode} mode)`;
