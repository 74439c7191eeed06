/*
 * The billing emails: the order confirmation with its account link, a
 * receipt after each charge, the reminder before a trial ends, a failed
 * renewal (with the next try), the end of access, and a cancellation.
 * Every amount is written by formatMoney, as on every screen.
 */
import { DateTime } from 'luxon'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { formatMoney } from '#domain/money'
import type Charge from '#models/charge'
import Order from '#models/order'
import type Subscription from '#models/subscription'
import User from '#models/user'
import { publicUrl } from '#services/infra/app_url'
import type { OutgoingMail } from '#services/infra/mail_outbox'

/** "29 November 2026", in UTC like every date the product writes in an email. */
export function emailDate(date: DateTime | Date) {
  return (date instanceof Date ? DateTime.fromJSDate(date) : date).toUTC().toFormat('d LLLL yyyy')
}
const day = emailDate

const PERIOD_WORDS: Record<string, string> = { monthly: 'a month', annual: 'a year', one_time: 'once' }

/** Where a subscription's emails go: its account's address, or the purchase's while nobody has claimed it. */
export async function billingAddress(subscription: Subscription, client?: QueryClientContract) {
  if (subscription.userId) {
    const user = await User.query({ client }).where('id', subscription.userId).first()
    if (user) return { email: user.email, name: user.firstName, signedUp: true }
  }
  const order = subscription.orderId ? await Order.query({ client }).where('id', subscription.orderId).first() : null
  return order ? { email: order.email, name: order.firstName, signedUp: false } : null
}

export function orderConfirmationEmail(
  order: Order,
  title: string,
  link: { url: string; accountExists: boolean } | null
): OutgoingMail {
  const lines = [`Hi ${order.firstName || 'there'},`, '', 'Thank you for your order.', '', `Order ID: ${order.publicId}`, `Plan: ${title}`]
  const price = formatMoney(order.amountMinor, order.currency)
  if (order.trialEndsAt) {
    const ends = day(order.trialEndsAt)
    lines.push(
      `Free trial ends: ${ends}`,
      `Due today: ${formatMoney(0, order.currency)}`,
      `Due on ${ends}: ${price}${order.billing === 'one_time' ? '' : `, then ${price} ${PERIOD_WORDS[order.billing]}`}`
    )
  } else {
    lines.push(`Paid today: ${formatMoney(order.dueTodayMinor, order.currency)}`)
  }
  lines.push(`Card: ${order.cardBrand} ending in ${order.cardLast4}`, '', 'Sign in to your customer dashboard with this email address and your order ID.')
  if (link) lines.push('', ...accountLinkLines(link))
  return { to: order.email, subject: `Your JoinFlow order ${order.publicId}`, text: lines.join('\n') }
}

function accountLinkLines(link: { url: string; accountExists: boolean }) {
  return link.accountExists
    ? ['To use the plan, add it to your JoinFlow account: open this link and sign in with this email address.', link.url, 'The link works once and expires in 7 days.']
    : ['Set up your JoinFlow account to start using the plan: open this link and choose a password.', link.url, 'The link works once and expires in 7 days.']
}

export function accountLinkEmail(order: Order, title: string, link: { url: string; accountExists: boolean }): OutgoingMail {
  return {
    to: order.email,
    subject: link.accountExists ? 'Add your JoinFlow purchase to your account' : 'Set up your JoinFlow account',
    text: [`Hi ${order.firstName || 'there'},`, '', `Your ${title} plan (order ${order.publicId}) is waiting for you.`, '', ...accountLinkLines(link)].join('\n'),
  }
}

export function receiptEmail(charge: Charge, title: string, to: { email: string; name: string | null; signedUp: boolean }): OutgoingMail {
  const lines = [
    `Hi ${to.name || 'there'},`,
    '',
    `We charged ${formatMoney(charge.amountMinor, charge.currency)} to your ${charge.cardBrand ?? 'card'} ending in ${charge.cardLast4 ?? '····'}.`,
    '',
    `Receipt: ${charge.publicId}`,
    `For: ${charge.description}`,
  ]
  if (charge.periodStart && charge.periodEnd) lines.push(`Period: ${day(charge.periodStart)} to ${day(charge.periodEnd)}`)
  lines.push(`Amount: ${formatMoney(charge.amountMinor, charge.currency)}`, '')
  lines.push(
    to.signedUp
      ? `Your receipts, ready to print: ${publicUrl()}/billing/receipts/${charge.id}`
      : `Your plan and its receipts are on the customer dashboard: ${publicUrl()}/customer-login`
  )
  return { to: to.email, subject: `Your JoinFlow receipt ${charge.publicId} (${title})`, text: lines.join('\n') }
}

export function trialEndingEmail(subscription: Subscription, title: string, to: { email: string; name: string | null }): OutgoingMail {
  const ends = day(subscription.trialEndsAt!)
  const free = subscription.planType === 'trial'
  const lines = [`Hi ${to.name || 'there'},`, '']
  if (free) {
    lines.push(`Your free trial ends on ${ends}. Choose a plan before then to keep your groups' automation running: ${publicUrl()}/order`)
  } else {
    lines.push(
      `The free days of your ${title} plan end on ${ends}.`,
      `On that day we will charge ${formatMoney(subscription.priceMinor, subscription.currency)} to your ${subscription.cardBrand ?? 'card'} ending in ${subscription.cardLast4 ?? '····'}, then the same ${PERIOD_WORDS[subscription.billingPeriod]}.`,
      '',
      `To change or cancel, open Billing: ${publicUrl()}/billing`
    )
  }
  return { to: to.email, subject: free ? 'Your JoinFlow free trial ends in 2 days' : `Your ${title} trial ends on ${ends}`, text: lines.join('\n') }
}

export function paymentFailedEmail(
  subscription: Subscription,
  title: string,
  to: { email: string; name: string | null },
  reason: string,
  nextRetry: Date | null
): OutgoingMail {
  const amount = formatMoney(subscription.priceMinor, subscription.currency)
  const lines = [`Hi ${to.name || 'there'},`, '', `We could not charge ${amount} for your ${title} plan: ${reason}`, '']
  if (nextRetry) {
    lines.push(
      `Your plan keeps running. We will try again on ${day(nextRetry)}.`,
      `To pay now with another card, open Billing: ${publicUrl()}/billing`
    )
  } else {
    lines.push(
      'That was the last try. Your account is read-only now: your groups, members and settings are all kept, but automation is paused.',
      `Choose a plan on the Billing page to resume: ${publicUrl()}/billing`
    )
  }
  return {
    to: to.email,
    subject: nextRetry ? `Your JoinFlow payment failed: we will try again on ${day(nextRetry)}` : 'Your JoinFlow plan has ended: your account is read-only',
    text: lines.join('\n'),
  }
}

export function cancellationEmail(subscription: Subscription, title: string, to: { email: string; name: string | null }): OutgoingMail {
  // A plan carried over from before periods were kept may know no end date; it still must be told.
  const end = subscription.currentPeriodEnd ?? subscription.trialEndsAt
  const ends = end ? day(end) : null
  return {
    to: to.email,
    subject: ends ? `Your ${title} plan ends on ${ends}` : `Your ${title} plan will not renew`,
    text: [
      `Hi ${to.name || 'there'},`,
      '',
      ends
        ? `Your ${title} plan is canceled and will not renew. It keeps running until ${ends}; nothing more will be charged.`
        : `Your ${title} plan is canceled and will not renew. It keeps running until the end of the period already paid for; nothing more will be charged.`,
      '',
      `Changed your mind? Resume it on the Billing page before then: ${publicUrl()}/billing`,
    ].join('\n'),
  }
}

