/**
 * Whether two records of a form's strings (its draft, its messages) hold the same entries. A form's
 * state set to an equal copy keeps the one it has, so React renders nothing for it: a save on
 * submit finds the draft of the last change, a check often finds no message again, and each
 * render of the whole form in a click's frame delays that click's paint (INP).
 */
export function sameValues(
  a: Partial<Record<string, string>>,
  b: Partial<Record<string, string>>,
): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key])
  );
}
