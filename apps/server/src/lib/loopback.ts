import { isIP } from 'node:net';

/**
 * Whether a socket's peer address is this machine: 127.0.0.0/8, ::1, or either written IPv4-mapped.
 * Read it from `request.socket.remoteAddress`, never from X-Forwarded-For, which the caller writes.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.split('.')[0] === '127';
  return isIP(address) === 6 && /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(address.toLowerCase());
}
