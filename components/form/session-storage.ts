/** The tab's sessionStorage, or null where the browser refuses it (storage off, sandboxed frames). */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
