import ipaddr from 'ipaddr.js';

/**
 * The network a request counts against in per-client limits: an IPv4 address, or an IPv6
 * address's /64 (one client usually holds a whole /64, and can change address within it
 * at will). An IPv4-mapped IPv6 address is its IPv4 address. The login throttle, the
 * payment velocity limits and the page-render limit all key by it.
 */
export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}
