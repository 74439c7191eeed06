import mail from '@adonisjs/mail/services/main'
import { DateTime } from 'luxon'
import OutboxMessage from '#models/outbox_message'

/** Sends one outbox message through SMTP; pg-boss retries it with backoff. */
export default class DeliverMail {
  static jobName = 'mail.deliver'
  static queueOptions = { retryLimit: 10, retryDelay: 30, retryBackoff: true }

  async handle({ messageId }: { messageId: number }) {
    const message = await OutboxMessage.find(messageId)
    if (!message || message.status === 'sent') return
    message.attempts += 1
    try {
      await mail.use('smtp').send((envelope) => {
        envelope.to(message.toAddress).subject(message.subject).text(message.textBody)
        if (message.htmlBody) envelope.html(message.htmlBody)
      })
      message.status = 'sent'
      message.sentAt = DateTime.now()
      message.lastError = null
    } catch (error) {
      message.status = 'failed'
      message.lastError = (error as Error).message
      await message.save()
      throw error
    }
    await message.save()
  }
}
