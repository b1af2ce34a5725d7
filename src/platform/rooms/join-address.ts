/**
 * Whether the phones can open a room's join address: an address of this machine's loopback
 * (`localhost`, `127.x.x.x`, `[::1]`) leads a phone to itself, so the table page shows no QR code
 * for it and says in words what to run instead ({@link onlyThisMachineText}).
 */
import { msg } from '@lit/localize';

/** Whether `url` (an http(s) address) can be opened on this machine only. */
export function onlyThisMachine(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '[::1]' || host === '::1';
}

/** What the table says next to the join code when the address works on this machine only. */
export function onlyThisMachineText(): string {
  return msg(
    'Only this computer can open this address: a phone cannot. To let the phones on the same Wi-Fi join, connect this computer to that Wi-Fi, stop the server (Ctrl+C) and start it again with npm start, without HOST=localhost. The table then shows an address and a QR code the phones can open.',
  );
}
