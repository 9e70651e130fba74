import type { APIRoute } from 'astro';
import { releaseHistory } from '../../../lib/releases/load';
import { getItemLinks } from '../../../lib/releases/links';
import { compactHistory } from '../../../lib/releases/views';

/** The release history in the compact form the comparison island reads (src/islands/releases/ReleaseCompare.tsx). */
export const GET: APIRoute = async () =>
  new Response(JSON.stringify(compactHistory(releaseHistory(), await getItemLinks())), { headers: { 'Content-Type': 'application/json' } });
