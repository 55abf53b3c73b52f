import { BlockList, isIP } from "node:net";

/**
 * The client address a sign-in is counted under. `X-Forwarded-For` and
 * `X-Real-IP` are whatever the client sent unless a proxy of ours wrote them, so they are read
 * only when the direct peer (the socket, see `peer-address.ts`) is one of `TRUSTED_PROXIES`:
 * then the `X-Forwarded-For` chain is walked from the right, skipping our proxies, and the
 * first address that is not one of them is the client. Without trusted proxies (the default)
 * the socket's address is the client, whatever the headers say.
 *
 * No `server-only` marker: pure functions, tested directly.
 */
export interface TrustedProxies {
  readonly entries: readonly string[];
  includes(address: string): boolean;
}

export const NO_TRUSTED_PROXIES: TrustedProxies = { entries: [], includes: () => false };

const parsedSettings = new Map<string, TrustedProxies>();

/**
 * `parseTrustedProxies` of the setting, parsed once per value for the routes that read it on every
 * request; a malformed entry fails each request that needs it loudly rather than trusting nothing.
 */
export function trustedProxiesFor(value: string | undefined): TrustedProxies {
  const key = value ?? "";
  let parsed = parsedSettings.get(key);
  if (!parsed) parsedSettings.set(key, (parsed = parseTrustedProxies(value)));
  return parsed;
}

/** `TRUSTED_PROXIES`: comma-separated addresses and CIDR ranges (`10.0.0.0/8, ::1`); a malformed entry is an error, not a silent non-match. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return NO_TRUSTED_PROXIES;
  const list = new BlockList();
  for (const entry of entries) {
    const [network = "", prefix, ...rest] = entry.split("/");
    const address = normalizeAddress(network);
    const family = address ? familyOf(address) : null;
    const bits = prefix === undefined ? null : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
    if (!address || !family || rest.length > 0 || Number.isNaN(bits) || (bits !== null && bits > (family === "ipv4" ? 32 : 128))) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range.`);
    }
    if (bits === null) list.addAddress(address, family);
    else list.addSubnet(address, bits, family);
  }
  return {
    entries,
    includes: (address) => {
      const normalized = normalizeAddress(address);
      const family = normalized ? familyOf(normalized) : null;
      return normalized !== null && family !== null && list.check(normalized, family);
    },
  };
}

/**
 * A bare IP address from a socket or a header entry: IPv4-mapped IPv6 (`::ffff:203.0.113.7`,
 * how a dual-stack socket reports IPv4 peers) becomes IPv4, brackets and an IPv4 port are
 * dropped, IPv6 is lower-cased. Null for anything that is not an address.
 */
export function normalizeAddress(raw: string): string | null {
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(value);
  if (ipv4WithPort?.[1]) value = ipv4WithPort[1];
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value);
  if (mapped?.[1]) value = mapped[1];
  const family = isIP(value);
  if (family === 4) return value;
  if (family === 6) return value.toLowerCase();
  return null;
}

export interface AddressSources {
  /** The socket's address, or null when it is not known. */
  peer: string | null;
  forwardedFor: string | null;
  realIp: string | null;
}

/** The client's address, or null when not even the socket's is known. */
export function resolveClientAddress({ peer, forwardedFor, realIp }: AddressSources, trustedProxies: TrustedProxies): string | null {
  const direct = peer === null ? null : normalizeAddress(peer);
  if (direct === null || !trustedProxies.includes(direct)) return direct;
  const chain = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  let nearest = direct;
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = normalizeAddress(chain[i] ?? "");
    // A hop our proxy did not write correctly: the client is not known better than the proxy.
    if (hop === null) return nearest;
    if (!trustedProxies.includes(hop)) return hop;
    nearest = hop;
  }
  return (realIp !== null && normalizeAddress(realIp)) || nearest;
}

/**
 * The key an address is counted under: IPv4 as is, IPv6 by its /64 network, since one
 * customer line gets a whole /64 and could otherwise rotate through 2^64 addresses.
 */
export function addressKey(address: string): string {
  const normalized = normalizeAddress(address);
  if (normalized === null) return address;
  if (familyOf(normalized) === "ipv4") return normalized;
  return `${expandIpv6(normalized).slice(0, 4).join(":")}::/64`;
}

function familyOf(address: string): "ipv4" | "ipv6" | null {
  const family = isIP(address);
  return family === 4 ? "ipv4" : family === 6 ? "ipv6" : null;
}

/** Eight 4-digit groups; an embedded IPv4 tail (`::1.2.3.4`) becomes the last two. */
function expandIpv6(address: string): string[] {
  let text = address;
  const ipv4Tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((group) => group.padStart(4, "0"));
}
