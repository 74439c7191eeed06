/*
 * Every email goes through the outbox: it is stored first, then delivered by
 * the mail job when SMTP is configured. Without SMTP the message stays in
 * the outbox, readable by super admins (and printed in development), so no
 * message is ever dropped.
 */
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import OutboxMessage from '#models/outbox_message'
import queue from '#services/infra/queue'
import DeliverMail from '#jobs/deliver_mail'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html?: string
}

/** Whether emails leave the outbox at all (SMTP_HOST is set). */
export function smtpConfigured() {
  return !!env.get('SMTP_HOST')
}

export async function sendMail(message: OutgoingMail) {
  const smtp = smtpConfigured()
  const stored = await OutboxMessage.create({
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
    status: smtp ? 'queued' : 'stored',
    attempts: 0,
  })
  if (smtp) {
    await queue.send(DeliverMail, { messageId: stored.id })
  } else if (app.inDev) {
    logger.info(`No SMTP configured; message kept in the outbox.\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}`)
  }
  return stored
}
