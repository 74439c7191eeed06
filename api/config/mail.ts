import env from '#start/env'
import { defineConfig, transports } from '@adonisjs/mail'

/*
 * Messages are written to the outbox table first (app/services/infra/mail_outbox.ts);
 * this SMTP mailer is what the delivery job uses when SMTP_HOST is set.
 */
const mailConfig = defineConfig({
  default: 'smtp',
  from: env.get('MAIL_FROM', 'JoinFlow <no-reply@joinflow.local>'),
  mailers: {
    smtp: transports.smtp({
      host: env.get('SMTP_HOST', '127.0.0.1'),
      port: env.get('SMTP_PORT', 587),
      secure: env.get('SMTP_SECURE', false),
      ...(env.get('SMTP_USERNAME')
        ? { auth: { type: 'login' as const, user: env.get('SMTP_USERNAME')!, pass: env.get('SMTP_PASSWORD', '') } }
        : {}),
    }),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
