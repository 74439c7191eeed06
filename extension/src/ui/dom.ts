/** Finds an element the page's HTML must contain, failing loudly when the markup drifts. */
export function requireElement<T extends Element>(
  root: ParentNode,
  selector: string,
  type: abstract new (...args: never[]) => T,
): T {
  const element = root.querySelector(selector)
  if (!(element instanceof type)) throw new Error(`Missing ${selector} on this page.`)
  return element
}
