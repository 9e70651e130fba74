/**
 * Stand-in for `@base-ui/react/menu` and `/popover`, which DocSearch uses only
 * for facet filters and Ask AI, both off on this site: every part renders
 * nothing. (Both search backends; see astro.config.mjs.)
 */
const nothing = () => null;
const parts: Record<string, () => null> = new Proxy({}, { get: () => nothing });
export const Menu = parts;
export const Popover = parts;
