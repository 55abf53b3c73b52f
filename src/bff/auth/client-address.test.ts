import { describe, expect, it } from "vitest";
import { addressKey, NO_TRUSTED_PROXIES, normalizeAddress, parseTrustedProxies, resolveClientAddress, trustedProxiesFor } from "./client-address";

describe("parseTrustedProxies", () => {
  const proxies = parseTrustedProxies(" 10.0.0.0/8 , 192.0.2.10, 2001:db8::/32 ");

  it.each([
    ["10.255.1.2", true],
    ["::ffff:10.1.2.3", true],
    ["11.0.0.1", false],
    ["192.0.2.10", true],
    ["192.0.2.11", false],
    ["2001:db8:1::7", true],
    ["2001:db9::7", false],
    ["not-an-address", false],
  ])("%s is trusted: %s", (address, trusted) => {
    expect(proxies.includes(address)).toBe(trusted);
  });

  it("is empty when unset or blank", () => {
    expect(parseTrustedProxies(undefined).entries).toEqual([]);
    expect(parseTrustedProxies(" , ").includes("127.0.0.1")).toBe(false);
  });

  it.each(["10.0.0.0/33", "10.0.0/8", "proxy.internal", "10.0.0.0/8/1", "::1/129", "10.0.0.0/x"])("refuses the malformed entry %s", (entry) => {
    expect(() => parseTrustedProxies(`127.0.0.1, ${entry}`)).toThrow(/TRUSTED_PROXIES/);
  });
});

describe("normalizeAddress", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7 ", "203.0.113.7"],
    ["203.0.113.7:51234", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["[2001:DB8::1]:443", "2001:db8::1"],
    ["2001:DB8::1", "2001:db8::1"],
    ["unknown", null],
    ["", null],
    ["203.0.113.7\u0000", null],
  ])("%j → %j", (raw, normalized) => {
    expect(normalizeAddress(raw)).toBe(normalized);
  });
});

describe("resolveClientAddress", () => {
  const proxies = parseTrustedProxies("10.0.0.0/8");

  it.each([
    ["no trusted proxies: the socket, whatever the headers say", "203.0.113.7", "198.51.100.1", "198.51.100.2", NO_TRUSTED_PROXIES, "203.0.113.7"],
    ["an untrusted peer: the socket", "203.0.113.7", "198.51.100.1", null, proxies, "203.0.113.7"],
    ["behind our proxy: the address it appended", "10.0.0.2", "198.51.100.1", null, proxies, "198.51.100.1"],
    ["a forged address before the one our proxy appended is skipped", "10.0.0.2", "6.6.6.6, 198.51.100.1", null, proxies, "198.51.100.1"],
    ["two of our proxies: the first address that is not one of them", "10.0.0.2", "6.6.6.6, 198.51.100.1, 10.0.0.3", null, proxies, "198.51.100.1"],
    ["a hop our proxy wrote badly: the proxy itself", "10.0.0.2", "198.51.100.1, garbage", null, proxies, "10.0.0.2"],
    ["only our proxies in the chain: X-Real-IP", "10.0.0.2", "10.0.0.2", "198.51.100.9", proxies, "198.51.100.9"],
    ["only our proxies and no X-Real-IP: the leftmost proxy", "10.0.0.2", "10.0.0.3", null, proxies, "10.0.0.3"],
    ["no headers behind our proxy: the proxy", "10.0.0.2", null, null, proxies, "10.0.0.2"],
    ["an IPv4-mapped socket address", "::ffff:203.0.113.7", null, null, NO_TRUSTED_PROXIES, "203.0.113.7"],
    ["no socket address: unknown", null, "198.51.100.1", "198.51.100.2", proxies, null],
  ])("%s", (_label, peer, forwardedFor, realIp, trusted, expected) => {
    expect(resolveClientAddress({ peer, forwardedFor, realIp }, trusted)).toBe(expected);
  });
});

describe("addressKey", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:0db8:0001:0002::/64"],
    ["2001:db8:1:2:ffff::9", "2001:0db8:0001:0002::/64"],
    ["2001:db8::1", "2001:0db8:0000:0000::/64"],
    ["::1", "0000:0000:0000:0000::/64"],
    ["64:ff9b::192.0.2.33", "0064:ff9b:0000:0000::/64"],
  ])("%s is counted as %s", (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});

describe("trustedProxiesFor", () => {
  it("parses a setting once and keeps answering the same list", () => {
    const first = trustedProxiesFor("10.0.0.0/8, ::1");
    expect(trustedProxiesFor("10.0.0.0/8, ::1")).toBe(first);
    expect(first.includes("10.1.2.3")).toBe(true);
    expect(trustedProxiesFor(undefined)).toBe(NO_TRUSTED_PROXIES);
  });

  it("fails loudly on a malformed entry, every time it is asked", () => {
    expect(() => trustedProxiesFor("10.0.0.0/99")).toThrow();
    expect(() => trustedProxiesFor("10.0.0.0/99")).toThrow();
  });
});
