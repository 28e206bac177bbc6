/**
 * The client address. X-Forwarded-For is trusted only when the direct peer is one of the configured
 * proxies (TRUSTED_PROXIES); otherwise anyone could claim any address and dodge rate limits.
 */
export function resolveClientIp(
  remoteAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: string[],
): string | null {
  const peer = normaliseAddress(remoteAddress);
  if (!peer) return null;
  if (!forwardedFor || !trustedProxies.includes(peer)) return peer;
  // Walk from the right: the first hop that is not one of our proxies is the client.
  const hops = forwardedFor
    .split(",")
    .map((h) => normaliseAddress(h.trim()))
    .filter((h): h is string => Boolean(h));
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!trustedProxies.includes(hops[i])) return hops[i];
  }
  return hops[0] ?? peer;
}

function normaliseAddress(address: string | undefined): string | null {
  if (!address) return null;
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}
