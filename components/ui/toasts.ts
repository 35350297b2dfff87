// Toasts load on first use: react-toastify, its styles and its container are
// fetched only when the first message is shown, never with a landing.

type Kind = 'success' | 'error' | 'info';
type Options = { autoClose?: false | number; toastId?: string };

let requestContainer: (() => void) | null = null;
let containerReady: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => (containerReady = resolve));
let loaded = false;

/** The toast host (in the root layout) mounts the container when asked. */
export function onContainerWanted(mount: () => void) {
  requestContainer = mount;
  return () => {
    requestContainer = null;
  };
}

/** Called by the container once it is on the page. */
export function containerMounted() {
  containerReady();
}

export async function notify(kind: Kind, message: string, options?: Options) {
  requestContainer?.();
  const [{ toast }] = await Promise.all([import('react-toastify'), mounted]);
  loaded = true;
  toast[kind](message, options);
}

/** Removes a toast if one can be on the page; nothing to load otherwise. */
export async function dismissToast(id: string) {
  if (loaded) (await import('react-toastify')).toast.dismiss(id);
}
