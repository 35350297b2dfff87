'use client';

import { useEffect, useState, type RefObject } from 'react';
import {
  FORM_READY_ATTRIBUTE,
  replay,
  takeHeldActions,
  type HeldAction,
} from '@/components/form/held-actions';

/**
 * Takes over a form from the inline script of components/form/held-actions.ts and replays
 * what the visitor did before: in an effect after the render its own state update causes,
 * which also holds whatever the island's mount effects restored (what was typed), so the
 * replayed submission meets the handlers and the state of that render.
 */
export function useHeldActions(formRef: RefObject<HTMLFormElement | null>) {
  const [held, setHeld] = useState<HeldAction | null>(null);
  // After every render: a form rendered anew (after a receipt's `start over`)
  // is a new element, which the head script would hold again. The attribute it
  // sets ends the loop a state update would otherwise start.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => {
    const form = formRef.current;
    if (!form || form.hasAttribute(FORM_READY_ATTRIBUTE)) return;
    form.setAttribute(FORM_READY_ATTRIBUTE, '');
    // A second tap while nothing answered meant the same thing: only the last one counts.
    const last = takeHeldActions(form).at(-1);
    if (last) setHeld(last);
  });
  useEffect(() => {
    if (held) replay(held);
  }, [held]);
}
