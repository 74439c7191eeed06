import type Group from '#models/group'
import type { WelcomeMessageInput } from '#validators/welcome_message'

/** Saves a group's welcome message settings over the saved ones. */
export default class SaveWelcomeMessage {
  async handle(group: Group, input: WelcomeMessageInput) {
    group.welcomeMessage = { ...group.welcomeMessage, ...input }
    await group.save()
    return group.welcomeMessage
  }
}
