import { isIP } from 'node:net';
import { z } from 'zod';

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a CIDR range (address/bits or address/netmask), or one of proxy-addr's names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const parts = entry.split('/');
  const [address = '', range = ''] = parts;
  const version = isIP(address);
  if (version === 0 || parts.length > 2) return false;
  if (parts.length === 1) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(range) === 4;
}

/**
 * TRUST_PROXY: `false`, the number of proxies in front of the server (a hop count), or their
 * addresses/CIDRs, comma-separated. `true` would trust every X-Forwarded-For hop, so a client
 * could choose its own address (and its rate-limit identity): it is refused.
 */
export const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): false | number | string[] => {
    if (value === 'false' || value === '0' || value === '') return false;
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would trust every X-Forwarded-For hop, so a client could choose its own address: give the number of proxies in front of the server (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8,192.0.2.7)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be false, a number of proxies, or proxy addresses/CIDRs; not an address: ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Trusts the X-Forwarded-For entries the nearest `hops` proxies added, and no more. */
export function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}
