import { isIPv4, isIPv6 } from "node:net";

/** X-Forwarded-For entries, from the right, that Google's front end wrote (docs/contact.md). */
const TRUSTED_FORWARDED_HOPS = 1;

/** The IPv4 address, or the IPv6 /64 (one subscriber's line). */
export function clientNetwork(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  trustedHops = TRUSTED_FORWARDED_HOPS,
): string {
  // An array (the header sent twice) reads as its entries joined by ",".
  const entries = String(forwardedFor ?? "").split(",");
  const written = entries.map((entry) => entry.trim()).filter(Boolean);
  // Fewer entries than trusted hops: Google's front end did not write this header.
  const client = written.length >= trustedHops ? written[written.length - trustedHops] : undefined;
  return networkOf(client) ?? networkOf(socketAddress) ?? "unknown";
}

function networkOf(address: string | undefined): string | undefined {
  const bare = withoutPort(address?.trim() ?? "");
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return undefined;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    // An IPv4 client as Node shows it on a dual-stack socket (::ffff:a.b.c.d).
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  const prefix = groups.slice(0, 4).map((g) => g.toString(16));
  return `${prefix.join(":")}::/64`;
}

/** "[2001:db8::1]:443" → "2001:db8::1", "203.0.113.7:5678" → "203.0.113.7"; a zone id is dropped. */
function withoutPort(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) return bracketed[1].split("%")[0] ?? "";
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  if (v4WithPort?.[1]) return v4WithPort[1];
  return address.split("%")[0] ?? "";
}

/** The eight 16-bit groups of a valid IPv6 address (the URL parser writes an IPv4 tail in hex). */
function ipv6Groups(address: string): number[] {
  const [head = "", tail] = new URL(`http://[${address}]`).hostname.slice(1, -1).split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => parseInt(g, 16)));
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

export interface ForwardedRequest {
  headers?: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string | undefined };
  ip?: string | undefined;
}

/** Express's `ip` (the left-most forwarded entry) only when there is no header to mislead it. */
export function callerNetwork(raw: ForwardedRequest | undefined): string {
  const forwardedFor = raw?.headers?.["x-forwarded-for"];
  const socket = raw?.socket?.remoteAddress ?? (forwardedFor === undefined ? raw?.ip : undefined);
  return clientNetwork(forwardedFor, socket);
}
