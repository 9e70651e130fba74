import { getDocsContext } from './docs-context';
import { hrefOfDoc } from './doc-routes';
import { groupRfcs, isRfcId } from './rfcs';

/** Every RFC page, grouped by status, for the RFC index (/docs/rfcs/). */
export async function getRfcIndex(): Promise<ReturnType<typeof groupRfcs>> {
  const { docs } = await getDocsContext();
  return groupRfcs(
    docs.flatMap((d) =>
      isRfcId(d.id) && d.data.rfc
        ? [{ href: hrefOfDoc(d), title: d.data.title.replace(/^RFC:\s*/, ''), status: d.data.rfc.status, proposes: d.data.rfc.proposes }]
        : [],
    ),
  );
}
