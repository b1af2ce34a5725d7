/**
 * Who may open the app when `npm start` runs with no `HOST`: the devices near this machine.
 *
 * A table's phones must reach the server over the room's Wi-Fi, so by default the server listens
 * on every interface, but it answers only clients whose address cannot come from the open
 * internet: this machine (loopback), the private networks (RFC 1918 `10/8`, `172.16/12`,
 * `192.168/16`; RFC 4193 `fc00::/7`), link-local addresses (`169.254/16`, `fe80::/10`), and any
 * address inside the subnet of one of this machine's own interfaces (the network it is on, whatever
 * its numbers). A machine with a public address, or a router forwarding the port, therefore still
 * answers no stranger; `HOST=0.0.0.0` opens it to every address (README, "Phones"; docs/hosting.md, "Who can reach the server").
 *
 * Refused connections get a short plain-text `403` saying why and what the host can run, and the
 * server prints one line for the first refusal of each address (at most {@link LOGGED_REFUSALS}).
 * Behind a reverse proxy on this machine every client is the proxy (loopback): start such a server
 * with an explicit `HOST` (docs/hosting.md).
 */
import { BlockList, isIPv4, isIPv6, type Socket } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { Server } from 'node:http';

/** How many refused addresses are printed, so that a scan of the internet cannot fill the log. */
export const LOGGED_REFUSALS = 20;

/** The fixed ranges of addresses that are never routed on the internet. */
function privateRanges(): BlockList {
  const list = new BlockList();
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addSubnet('10.0.0.0', 8, 'ipv4');
  list.addSubnet('172.16.0.0', 12, 'ipv4');
  list.addSubnet('192.168.0.0', 16, 'ipv4');
  list.addSubnet('169.254.0.0', 16, 'ipv4');
  list.addAddress('::1', 'ipv6');
  list.addSubnet('fc00::', 7, 'ipv6');
  list.addSubnet('fe80::', 10, 'ipv6');
  return list;
}

/** The subnets of this machine's interfaces (`cidr` as `os.networkInterfaces()` gives them). */
export type InterfaceList = ReturnType<typeof networkInterfaces>;

/**
 * A test of client addresses: `true` for loopback, private and link-local addresses and for the
 * subnets of `interfaces` (default: this machine's, read once).
 * @param interfaces the interfaces whose subnets count as "this network"
 * @returns a function taking a socket's `remoteAddress` (`::ffff:` IPv4-mapped forms included)
 */
export function nearbyTest(interfaces: InterfaceList = networkInterfaces()): (address: string | undefined) => boolean {
  const list = privateRanges();
  for (const infos of Object.values(interfaces)) {
    for (const info of infos ?? []) {
      const [base, bits] = (info.cidr ?? '').split('/');
      if (!base || bits === undefined) continue;
      list.addSubnet(base.replace(/%.*$/, ''), Number(bits), info.family === 'IPv6' ? 'ipv6' : 'ipv4');
    }
  }
  return (address) => {
    if (!address) return false;
    const bare = address.replace(/%.*$/, '');
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
    if (mapped) return list.check(mapped, 'ipv4');
    if (isIPv4(bare)) return list.check(bare, 'ipv4');
    if (isIPv6(bare)) return list.check(bare, 'ipv6');
    return false;
  };
}

/** The answer a refused client reads (its browser shows it). */
export const REFUSED_TEXT =
  'This Resistance companion answers only devices on its own network. ' +
  'To let anyone reach it, its host can start it with HOST=0.0.0.0 npm start.\n';

/**
 * Lets into `server` only the connections whose client `isNearby` accepts; every other one gets a
 * `403` with {@link REFUSED_TEXT} and is closed before the HTTP server sees it.
 *
 * The test sits in front of the server's `connection` event rather than in a listener of it: a
 * listener runs beside the HTTP parser, so the request of a refused client would still reach the
 * app and the room server. Node's documentation allows feeding `connection` events to an HTTP
 * server; this only keeps some of them from it.
 * @param server the HTTP server (before it listens)
 * @param isNearby the address test ({@link nearbyTest})
 * @param log where the first refusal of an address is printed
 */
export function admitNearbyOnly(server: Server, isNearby: (address: string | undefined) => boolean, log: (line: string) => void = () => {}): void {
  const logged = new Set<string>();
  const emit = server.emit.bind(server) as (event: string | symbol, ...args: unknown[]) => boolean;
  server.emit = ((event: string | symbol, ...args: unknown[]) => {
    const socket = args[0] as Socket | undefined;
    if (event !== 'connection' || !socket || isNearby(socket.remoteAddress)) return emit(event, ...args);
    const body = Buffer.from(REFUSED_TEXT);
    // Read and drop what the client sends, so that closing does not reset the answer away; a
    // client that keeps the connection open is cut off after a few seconds.
    socket.on('error', () => {});
    socket.resume();
    socket.setTimeout(5_000, () => socket.destroy());
    socket.end(`HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${REFUSED_TEXT}`);
    const key = socket.remoteAddress ?? 'unknown';
    if (logged.size < LOGGED_REFUSALS && !logged.has(key)) {
      logged.add(key);
      log(`Refused ${key}: not on this machine's network (HOST=0.0.0.0 npm start lets every address in).`);
    }
    return true;
  }) as typeof server.emit;
}
