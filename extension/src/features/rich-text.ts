/*
 * Writing into Facebook's text boxes. They are rich-text editors that listen to real input, so
 * text goes in through the editing commands a person's typing also produces, at the end of what
 * the box holds. jsdom and odd editors without those commands get plain text nodes instead.
 */

const canEdit = (command: string, value?: string) =>
  typeof document.execCommand === 'function' && document.execCommand(command, false, value)

function caretAtEnd(box: HTMLElement) {
  const selection = box.ownerDocument.getSelection()
  if (!selection) return
  const range = box.ownerDocument.createRange()
  range.selectNodeContents(box)
  range.collapse(false)
  selection.removeAllRanges()
  selection.addRange(range)
}

const announce = (box: HTMLElement, data: string | null) =>
  box.dispatchEvent(new InputEvent('input', { bubbles: true, data }))

/** The box's text as a person reads it. */
export function boxText(box: HTMLElement): string {
  return box instanceof HTMLTextAreaElement ? box.value : (box.textContent ?? '')
}

/** Types `text` at the end of the box. */
export function appendText(box: HTMLElement, text: string) {
  box.focus()
  if (box instanceof HTMLTextAreaElement) {
    box.value += text
    announce(box, text)
    return
  }
  caretAtEnd(box)
  if (!canEdit('insertText', text)) {
    box.append(box.ownerDocument.createTextNode(text))
    announce(box, text)
  }
}

/** Deletes `text` from the end of the box, when the box ends with it (a mention that was not made). */
export function removeTrailing(box: HTMLElement, text: string) {
  if (!boxText(box).endsWith(text) || !text) return
  if (box instanceof HTMLTextAreaElement) {
    box.value = box.value.slice(0, -text.length)
    announce(box, null)
    return
  }
  const walker = box.ownerDocument.createTreeWalker(box, NodeFilter.SHOW_TEXT)
  const nodes: Text[] = []
  while (walker.nextNode()) nodes.push(walker.currentNode as Text)
  const range = box.ownerDocument.createRange()
  const last = nodes.at(-1)!
  range.setEnd(last, last.length)
  let left = text.length
  for (let index = nodes.length - 1; index >= 0; index -= 1) {
    const node = nodes[index]!
    if (node.length >= left) {
      range.setStart(node, node.length - left)
      break
    }
    left -= node.length
  }
  const selection = box.ownerDocument.getSelection()
  selection?.removeAllRanges()
  selection?.addRange(range)
  if (!canEdit('delete')) {
    range.deleteContents()
    announce(box, null)
  }
}
