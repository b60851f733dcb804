/** A signed export link's parts: the export, until when the link works, and its signature. */
export interface ExportLink {
  id: number;
  expires: number;
  signature: string;
}

const signaturePattern = /^[0-9a-f]{64}$/;

function linkOf(id: string | null, expires: string | null, signature: string | null): ExportLink | null {
  const idNumber = Number(id);
  const expiresNumber = Number(expires);
  if (!Number.isSafeInteger(idNumber) || idNumber <= 0) return null;
  if (!Number.isSafeInteger(expiresNumber) || expiresNumber <= 0) return null;
  if (signature === null || !signaturePattern.test(signature)) return null;
  return { id: idNumber, expires: expiresNumber, signature };
}

/** The link's parts from an export's download URL (`/api/export/{id}/file?expires=&signature=`). */
export function exportLinkOfUrl(url: string): ExportLink | null {
  const parsed = new URL(url, 'http://waypost.invalid');
  const id = /^\/api\/export\/(\d+)\/file$/.exec(parsed.pathname)?.[1] ?? null;
  return linkOf(id, parsed.searchParams.get('expires'), parsed.searchParams.get('signature'));
}

/** The `{hash}` of `/package/report/{hash}`: the link's parts in one path segment. */
export const packageHashOf = (link: ExportLink) => `${link.id}.${link.expires}.${link.signature}`;

export function exportLinkOfHash(hash: string | undefined): ExportLink | null {
  const [id, expires, signature] = (hash ?? '').split('.');
  return linkOf(id ?? null, expires ?? null, signature ?? null);
}

/** The link's parts from a query string (`?id=&expires=&signature=`: `/track-by-date/get-excel`). */
export function exportLinkOfParams(params: URLSearchParams): ExportLink | null {
  return linkOf(params.get('id'), params.get('expires'), params.get('signature'));
}

export function exportLinkParams(link: ExportLink): URLSearchParams {
  return new URLSearchParams({ id: String(link.id), expires: String(link.expires), signature: link.signature });
}
