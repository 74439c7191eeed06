/*
 * The welcome messages of newly approved members. The group's message, or
 * the approved template chosen instead of it, takes turns with the group's
 * variants; `turn` says where the rotation stands, so successive batches
 * carry it on instead of starting over with the first text each time.
 */
import { renderTemplate } from '#domain/message_templates'
import type Group from '#models/group'

export interface WelcomeTemplate {
  id: number
  text: string
}

export interface WelcomeRecipient {
  name: string
  email: string | null
}

export class WelcomeComposer {
  readonly #texts: { text: string; template: WelcomeTemplate | null }[]
  readonly #group: Group
  #turn: number
  /** Messages rendered from the template, each one a real use of it. */
  templateUses = 0

  constructor(group: Group, template: WelcomeTemplate | null, turn: number) {
    const settings = group.welcomeMessage
    const main = template ? { text: template.text, template } : { text: settings.message, template: null }
    const texts = [main, ...settings.variants.map((text) => ({ text, template: null }))]
    this.#texts = settings.enabled ? texts.filter(({ text }) => text.trim() !== '') : []
    this.#group = group
    this.#turn = turn
  }

  get template() {
    return this.#texts.find(({ template }) => template)?.template ?? null
  }

  /** Whether new members are also tagged in the welcome post. */
  get tagsMembers() {
    return this.#texts.length > 0 && this.#group.welcomeMessage.tagNewMembers
  }

  /** The next member's message, or null when welcome messages are off. */
  compose(recipient: WelcomeRecipient): string | null {
    if (!this.#texts.length) return null
    const { text, template } = this.#texts[this.#turn % this.#texts.length]
    this.#turn += 1
    if (template) this.templateUses += 1
    const personal = this.#group.welcomeMessage.personalizeWithName
    return renderTemplate(text, {
      name: personal ? recipient.name : null,
      email: recipient.email,
      groupName: this.#group.name,
      groupLink: `https://www.facebook.com/groups/${this.#group.facebookGroupId}`,
    })
  }
}
