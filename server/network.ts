/**
 * The network a client address belongs to, the key of the per-network limits (server/limits.ts):
 * one household, café or club is one key however many addresses it has.
 *
 * - IPv4: the address itself (a NAT's one public address already stands for its whole network);
 * - IPv6: its /64 prefix, the block one network is given (RFC 4291's interface identifier is the
 *   other 64 bits, which a client picks freely: privacy addresses, one per connection if it likes);
 * - IPv4-mapped IPv6 (`::ffff:192.0.2.1`, how a dual-stack socket reports an IPv4 client): the
 *   IPv4 address;
 * - anything else (a test's made-up name, an address the proxy header spelled wrongly): itself.
 */
import ipaddr from 'ipaddr.js';

/** The bits of an IPv6 address that name its network. */
export const IPV6_NETWORK_BITS = 64;

/**
 * The key of `address`'s network: `"192.0.2.1"` for IPv4 (mapped or not), `"2001:db8:0:1::/64"`
 * for IPv6 (zone index dropped), `address` itself when it is no IP address.
 */
export function networkOf(address: string): string {
  const bare = address.replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return address;
  const ip = ipaddr.process(bare);
  if (ip.kind() === 'ipv4') return ip.toString();
  const parts = (ip as ipaddr.IPv6).parts.slice(0, IPV6_NETWORK_BITS / 16);
  const prefix = new ipaddr.IPv6([...parts, 0, 0, 0, 0]);
  return `${prefix.toString()}/${IPV6_NETWORK_BITS}`;
}
