/**
 * Whether a socket's peer is this machine (127.0.0.0/8 or ::1, also as IPv4-mapped IPv6). The
 * socket's own address, never request.ip: a proxy's X-Forwarded-For can claim to be anything.
 * What the development-only routes (the mail viewer, past bookings) answer to.
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address);
}
