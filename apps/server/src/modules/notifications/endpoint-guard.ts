import dns from 'node:dns';
import net from 'node:net';

/**
 * The push endpoint rule (issue 24): the server calls a subscription's endpoint, so an endpoint must be https on
 * a public host, or anyone could make it call internal services. Literal addresses are checked when a device
 * subscribes; at send time every address the host resolves to is checked as the connection is made (no gap
 * between the check and the connect for a DNS answer to change in). `allowLocal` (PUSH_ALLOW_LOCAL_ENDPOINTS)
 * lifts exactly this rule, for tests and a local fake push service over plain http.
 */

const blocked = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const)
  blocked.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64 of IPv4
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10],
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(address, prefix, 'ipv6');

/** An IPv4 address mapped into IPv6 (::ffff:10.0.0.1, or in hex ::ffff:a00:1), as IPv4. */
function mappedIpv4(address: string): string | undefined {
  const match = /^::ffff:(.+)$/i.exec(address);
  if (!match) return undefined;
  const rest = match[1]!;
  if (net.isIPv4(rest)) return rest;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(rest);
  if (!hex) return undefined;
  const value = (parseInt(hex[1]!, 16) << 16) | parseInt(hex[2]!, 16);
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.');
}

/** Whether an IP address is one a push service can have: not loopback, private, link-local or reserved. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  if (family === 4) return !blocked.check(address, 'ipv4');
  const v4 = mappedIpv4(address);
  if (v4) return !blocked.check(v4, 'ipv4');
  return !blocked.check(address, 'ipv6');
}

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '').toLowerCase();

/**
 * The check made when a device subscribes: https, and a host that is a public literal address or a dotted name
 * other than localhost. True when allowed.
 */
export function endpointAllowed(endpoint: string, allowLocal: boolean): boolean {
  if (allowLocal) return true;
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') return false;
  const host = bare(url.hostname).replace(/\.$/, '');
  if (net.isIP(host)) return isPublicAddress(host);
  return host.includes('.') && host !== 'localhost' && !host.endsWith('.localhost');
}

export class EndpointNotPublicError extends Error {
  readonly code = 'ENOTPUBLIC';
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s).request that refuses a host any of whose addresses is not public: the check at the
 * moment of connecting. Undefined when local endpoints are allowed.
 */
export function guardedLookup(allowLocal: boolean) {
  if (allowLocal) return undefined;
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address)))
        return callback(new EndpointNotPublicError(`${hostname} is not a public host`), []);
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}
