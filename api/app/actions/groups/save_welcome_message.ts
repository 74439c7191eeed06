import type Group from '#models/group'
import type { WelcomeMessageInput } from '#validators/welcome_message'

/** Saves a group's welcome message settings and welcome post over the saved ones. */
export default class SaveWelcomeMessage {
  async handle(group: Group, { welcomePostUrl, ...message }: WelcomeMessageInput) {
    group.welcomeMessage = { ...group.welcomeMessage, ...message }
    if (welcomePostUrl !== undefined) group.welcomePostUrl = welcomePostUrl
    await group.save()
    return group.welcomeSettings
  }
}
