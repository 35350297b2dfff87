// First-party cookies written and removed in the browser: the country choice,
// the experiments' device id and, on withdrawal, the trackers' cookies.

export function readCookie(name: string): string | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return match ? decodeURIComponent(match[1]!) : null;
}

export function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter(Boolean);
}

/** Site-wide, `SameSite=Lax`, and `Secure` wherever the page is served over https. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

/** Removes a cookie set for this host or, with `domain`, for a parent domain. */
export function deleteCookie(name: string, domain?: string) {
  document.cookie = `${name}=; Path=/; Max-Age=0${domain ? `; Domain=${domain}` : ''}`;
}
