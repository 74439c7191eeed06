/**
 * What a visitor typed into a prerendered page before the app took it over.
 *
 * React keeps a field's text when it hydrates, but not in the app's state: the form still holds its
 * empty starting value, and the next render would clear the field again. So the text is read before
 * hydration and handed to the form afterwards, as if typed then.
 */

type TextField = HTMLInputElement | HTMLTextAreaElement;

const NOT_TYPED = new Set(['checkbox', 'radio', 'hidden', 'submit', 'button', 'reset', 'file', 'image']);

function textFields(container: ParentNode): TextField[] {
  return [...container.querySelectorAll<TextField>('input, textarea')].filter(
    (field) => !(field instanceof HTMLInputElement && NOT_TYPED.has(field.type)),
  );
}

/** The fields the visitor has typed into, by their element, with what they typed. */
export function readTypedValues(container: ParentNode): Map<TextField, string> {
  const typed = new Map<TextField, string>();
  for (const field of textFields(container)) {
    if (field.value !== field.defaultValue) typed.set(field, field.value);
  }
  return typed;
}

/** React's record of a field's last value, by which it tells a change from a repeat. */
type Tracked = TextField & { _valueTracker?: { setValue(value: string): void } };

/** Whether React has taken over every field in the list (it tracks each field it hydrates). */
export function hydrated(fields: Iterable<TextField>): boolean {
  for (const field of fields) if (!(field as Tracked)._valueTracker) return false;
  return true;
}

/**
 * Hands each typed value to the app: sets it as the field's value through the element's own setter and
 * sends the input event React listens to, so the form's state takes it. A field that is gone is left
 * alone.
 */
export function restoreTypedValues(typed: Map<TextField, string>): void {
  for (const [field, typedBefore] of typed) {
    if (!field.isConnected) continue;
    // What the field shows now, if anything: the visitor may have typed on while the app started.
    const value = field.value !== '' ? field.value : typedBefore;
    const tracked = field as Tracked;
    // React saw the typed text when it hydrated and counts it as the current value; make it see a change.
    tracked._valueTracker?.setValue('');
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Reads what was typed now, then, once the app has hydrated the fields and run its first effects, hands
 * it over. Gives up after `timeoutMs`, leaving the fields as they are.
 */
export function carryTypedValuesOver(container: ParentNode, timeoutMs = 10_000): void {
  const typed = readTypedValues(container);
  if (typed.size === 0) return;
  const started = Date.now();
  const attempt = () => {
    if (hydrated(typed.keys())) {
      // A macrotask later: after the effects that set the forms' starting values.
      setTimeout(() => restoreTypedValues(typed), 0);
    } else if (Date.now() - started < timeoutMs) {
      setTimeout(attempt, 25);
    }
  };
  attempt();
}
