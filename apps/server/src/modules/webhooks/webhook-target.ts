import dns from 'node:dns';
import net, { type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Server-side request forgery: a webhook URL is typed by a user, and the server then calls it from inside the
 * network. Only public unicast addresses are called — never loopback, private, link-local (cloud metadata at
 * 169.254.169.254), carrier-grade NAT, unique-local, multicast or reserved ones — unless WEBHOOK_ALLOW_PRIVATE is on
 * (local tests). Checked twice: on the address typed (registration) and on every address its name resolves to when
 * a delivery connects (a name can be pointed elsewhere after registration).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** Names that mean this machine or the local network whatever DNS says. */
const localNames = [/^localhost$/, /\.localhost$/, /\.local$/, /\.internal$/, /\.home\.arpa$/];

/** The URL's host without IPv6 brackets or a trailing dot. */
function hostOf(url: URL): string {
  return url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
}

/**
 * Why a URL cannot be registered as a webhook (a message key), or null. Without private targets only https is
 * accepted, and the host must be a public address or a name with a dot that is not a local name.
 */
export function webhookUrlProblem(value: string, { allowPrivate }: { allowPrivate: boolean }): string | null {
  const url = new URL(value);
  if (allowPrivate) return null;
  if (url.protocol !== 'https:') return 'webhook.urlInvalid';
  const host = hostOf(url);
  if (net.isIP(host)) return isPublicAddress(host) ? null : 'webhook.urlPrivate';
  if (!host.includes('.') || localNames.some((pattern) => pattern.test(host))) return 'webhook.urlPrivate';
  return null;
}

/** The error of a connection refused by the check: its code is what the delivery log shows. */
export class RefusedAddressError extends Error {
  readonly code = 'ADDRESS_REFUSED';
  constructor(host: string) {
    super(`webhook target ${host} is not a public address`);
  }
}

/**
 * A `lookup` for http(s).request that resolves the name and refuses it when any of its addresses is not public, so
 * the connection can only go to an address that was checked (no second resolution between check and connect).
 */
export function publicOnlyLookup(resolve: typeof dns.lookup = dns.lookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as dns.LookupAddress[];
      if (list.length === 0 || list.some((entry) => !isPublicAddress(entry.address))) {
        return callback(new RefusedAddressError(hostname), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, all: dns.LookupAddress[]) => void)(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
