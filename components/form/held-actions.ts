// A page's scripts load after its largest paint: on a phone its server HTML can
// be typed into and clicked for seconds before its forms' islands hydrate. A
// native submission in that time would load the page again with every field in
// its address (a GET): the input lost, and written into history, logs and
// analytics. So an inline script in <head> holds every submission, and every
// click on a button marked `data-held-click`, of a form no island has taken over
// yet; the island marks its form ready and replays them (useHeldActions).
// If one of the page's scripts fails to load, no island will come: the loader
// calls `__releaseHeldActions` (scripts/build-output/after-paint-loader.mjs), and
// the visitor's last held submission falls back to its form's way without
// scripts, a POST to its endpoint.

/** The attribute an island sets on its form once it handles it. */
export const FORM_READY_ATTRIBUTE = 'data-island-ready';
/** Marks a `type="button"` whose early click is held and replayed like a submission. */
export const HELD_CLICK_ATTRIBUTE = 'data-held-click';
/** The props that mark such a button. */
export const HELD_CLICK = { [HELD_CLICK_ATTRIBUTE]: '' };

/** A submission (with the button that sent it) or a click, held until the form is ready. */
export type HeldAction = { form: HTMLFormElement; submitter: HTMLElement | null; click: boolean };

declare global {
  interface Window {
    __heldActions?: HeldAction[];
    __releaseHeldActions?: () => void;
  }
}

/* Runs as an inline script before any other, serialised as the server's bundle compiled it (for Node):
   no imports, and only syntax every browser the site supports runs. */
function holdEarlyActions(ready: string, heldClick: string) {
  const held: HeldAction[] = (window.__heldActions = []);
  let released = false;
  function hold(event: Event, form: HTMLFormElement | null, submitter: HTMLElement | null) {
    if (released || !form || form.hasAttribute(ready)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ form: form, submitter: submitter, click: event.type === 'click' });
  }
  document.addEventListener(
    'submit',
    function (event) {
      hold(event, event.target as HTMLFormElement, (event as SubmitEvent).submitter);
    },
    true,
  );
  document.addEventListener(
    'click',
    function (event) {
      const target = event.target as Element;
      const button = target.closest ? target.closest('button[' + heldClick + ']') : null;
      if (button) hold(event, (button as HTMLButtonElement).form, button as HTMLElement);
    },
    true,
  );
  // A script that never loads (an ad blocker, a proxy, a broken network, an integrity
  // mismatch) leaves no island to replay what is held: the visitor's submission would
  // hang with no answer. The browser's own submission is every form's way without
  // scripts (a POST to its endpoint, which answers a German page), so from now on
  // nothing is held, and the last held submission goes natively, through the browser's
  // own validation (`novalidate` comes only with hydration). Only the last: a page
  // navigates once, and an earlier post (a double tap, another form) would be cut off
  // on its way, perhaps after the server took it. A held click (`type="button"`) has no
  // native meaning and is dropped. After hydration every form is ready and nothing is held.
  window.__releaseHeldActions = function () {
    released = true;
    const submissions = held.splice(0, held.length).filter(function (action) {
      return !action.click;
    });
    const last = submissions[submissions.length - 1];
    if (!last) return;
    // A button an island rendered anew since (a release during hydration) is no longer the form's.
    const pressed = last.submitter as HTMLButtonElement | null;
    const submitter = pressed && pressed.form === last.form ? pressed : undefined;
    last.form.requestSubmit(submitter);
  };
}

/** The inline script, for the root layout's <head>. */
export function heldActionsScript(): string {
  return `(${holdEarlyActions.toString()})(${JSON.stringify(FORM_READY_ATTRIBUTE)},${JSON.stringify(HELD_CLICK_ATTRIBUTE)})`;
}

/** Takes the actions held for `form` out of the page's list, in the order they happened. */
export function takeHeldActions(form: HTMLFormElement): HeldAction[] {
  const held = window.__heldActions ?? [];
  const taken = held.filter((action) => action.form === form);
  // In place: the head script goes on holding into this very list for the forms not yet taken over.
  held.splice(0, held.length, ...held.filter((action) => action.form !== form));
  return taken;
}

/** Does again what the visitor did before the form was ready. */
export function replay({ form, submitter, click }: HeldAction) {
  // The island may have re-rendered the button away since (a second submission, say).
  const present = submitter?.isConnected ? submitter : null;
  if (click) present?.click();
  else form.requestSubmit(present);
}
