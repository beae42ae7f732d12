import { describe, expect, it } from "vitest";
import { callerNetwork, clientNetwork, type ForwardedRequest } from "../clientAddress";

const SOCKET = "169.254.1.1";

describe("clientNetwork: the right-most X-Forwarded-For entry, which Google's front end wrote", () => {
  it.each<[string, string | string[] | undefined, string]>([
    ["no spoofing", "203.0.113.7", "203.0.113.7"],
    ["one spoofed entry", "198.51.100.1, 203.0.113.7", "203.0.113.7"],
    ["many spoofed entries", "10.0.0.1,198.51.100.1, 192.0.2.9 , 203.0.113.7", "203.0.113.7"],
    ["spoofed junk", "unknown, <script>alert(1)</script>, 203.0.113.7", "203.0.113.7"],
    ["a spoofed IPv6 before an IPv4 client", "2001:db8::1, 203.0.113.7", "203.0.113.7"],
    ["the header sent twice (Node joins them)", ["198.51.100.1", "203.0.113.7"], "203.0.113.7"],
    ["an IPv4 entry with a port", "198.51.100.1, 203.0.113.7:5678", "203.0.113.7"],
    ["a spoofed entry after a trailing comma", "198.51.100.1, 203.0.113.7,", "203.0.113.7"],
  ])("IPv4 with %s", (_case, forwardedFor, network) => {
    expect(clientNetwork(forwardedFor, SOCKET)).toBe(network);
  });

  it.each<[string, string, string]>([
    ["an address", "2001:db8:abcd:12::1", "2001:db8:abcd:12::/64"],
    [
      "the last address of the same /64",
      "2001:db8:abcd:12:ffff:ffff:ffff:ffff",
      "2001:db8:abcd:12::/64",
    ],
    ["upper case with leading zeros", "2001:0DB8:ABCD:0012::9", "2001:db8:abcd:12::/64"],
    ["brackets and a port", "[2001:db8:abcd:12::1]:443", "2001:db8:abcd:12::/64"],
    ["a spoofed prefix", "2001:db8:abcd:99::1, 2001:db8:abcd:12::1", "2001:db8:abcd:12::/64"],
    ["a compressed prefix", "2001:db8::1", "2001:db8:0:0::/64"],
    ["a zone id", "fe80::1%eth0", "fe80:0:0:0::/64"],
    ["an embedded IPv4 (NAT64)", "64:ff9b::203.0.113.7", "64:ff9b:0:0::/64"],
    ["an IPv4-mapped address", "::ffff:203.0.113.7", "203.0.113.7"],
    ["an IPv4-mapped address in hex", "::ffff:cb00:7107", "203.0.113.7"],
  ])("IPv6 /64 from %s", (_case, forwardedFor, network) => {
    expect(clientNetwork(forwardedFor, SOCKET)).toBe(network);
  });

  it.each<[string, string | undefined, string | undefined, string]>([
    ["no header", undefined, "203.0.113.9", "203.0.113.9"],
    ["an empty header", "", "203.0.113.9", "203.0.113.9"],
    ["a header of commas", " , ,", "203.0.113.9", "203.0.113.9"],
    ["a right-most entry that is no address", "203.0.113.7, garbage", "203.0.113.9", "203.0.113.9"],
    ["no header and a dual-stack socket", undefined, "::ffff:127.0.0.1", "127.0.0.1"],
    ["no header and an IPv6 socket", undefined, "2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["nothing at all", undefined, undefined, "unknown"],
    ["nothing usable", "garbage", "also garbage", "unknown"],
  ])("falls back to the socket address with %s", (_case, forwardedFor, socket, network) => {
    expect(clientNetwork(forwardedFor, socket)).toBe(network);
  });

  it.each<[string, string, string]>([
    ["client and load balancer", "203.0.113.7, 34.120.0.1", "203.0.113.7"],
    ["a spoofed entry first", "198.51.100.1, 203.0.113.7, 34.120.0.1", "203.0.113.7"],
    ["fewer entries than trusted hops", "203.0.113.7", SOCKET],
  ])("with a load balancer in front (2 trusted hops): %s", (_case, forwardedFor, network) => {
    expect(clientNetwork(forwardedFor, SOCKET, 2)).toBe(network);
  });
});

describe("callerNetwork: a callable's rawRequest", () => {
  it.each<[string, ForwardedRequest | undefined, string]>([
    [
      "production, spoofed: Express's ip is the forged left-most entry",
      {
        headers: { "x-forwarded-for": "198.51.100.1, 203.0.113.7" },
        ip: "198.51.100.1",
        socket: { remoteAddress: SOCKET },
      },
      "203.0.113.7",
    ],
    [
      "no socket and a header that names no address: never the left-most ip",
      { headers: { "x-forwarded-for": "garbage" }, ip: "garbage" },
      "unknown",
    ],
    [
      "no socket and a spoofed header: still the right-most",
      { headers: { "x-forwarded-for": "198.51.100.1, 203.0.113.7" }, ip: "198.51.100.1" },
      "203.0.113.7",
    ],
    [
      "no header and no socket (the emulator harness): ip",
      { headers: {}, ip: "203.0.113.9" },
      "203.0.113.9",
    ],
    ["no rawRequest", undefined, "unknown"],
  ])("%s", (_case, raw, network) => {
    expect(callerNetwork(raw)).toBe(network);
  });
});
