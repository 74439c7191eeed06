/*
 * What every adapter needs from a member and the owner's credentials, said
 * once: the checks that make a delivery impossible (no email for an email
 * platform, no phone for an SMS one, a missing credential) and the shapes
 * platforms take names, phones and answers in.
 */
import { type Credentials, IntegrationError, type MemberContact } from '#services/integrations/contract'

/** A member without an email cannot go to an email platform; the pipeline skips that delivery. */
export function requireEmail(member: MemberContact): string {
  const email = member.email?.trim()
  if (!email) {
    throw new IntegrationError(
      'No email address was captured for this member, so they cannot be added to an email platform.',
      'invalid',
      { memberGap: 'missing_email' }
    )
  }
  return email
}

/** A member without a phone cannot be texted; the pipeline skips that delivery. */
export function requirePhone(member: MemberContact): string {
  const phone = member.phone?.trim()
  if (!phone) {
    throw new IntegrationError('No phone number captured for this member.', 'invalid', { memberGap: 'missing_phone' })
  }
  return phone
}

export function requireCredential(credentials: Credentials, name: string, label: string): string {
  const value = credentials[name]?.trim()
  if (!value) throw new IntegrationError(`${label} is required.`, 'invalid')
  return value
}

export function optionalCredential(credentials: Credentials, name: string): string | undefined {
  return credentials[name]?.trim() || undefined
}

export function fullName(member: MemberContact) {
  return [member.firstName, member.lastName].filter(Boolean).join(' ').trim()
}

/** E.164 without the plus, as Vonage, Sinch and SimpleTexting take it. */
export function digitsOnly(phone: string) {
  return phone.replace(/\D/g, '')
}

/** A field key made from a question: lowercase words joined by underscores. */
export function fieldKey(question: string) {
  return question
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40)
}

/**
 * The group and each answer as custom fields, for platforms that create
 * fields on the fly or ignore unknown ones.
 */
export function customFields(member: MemberContact): Record<string, string> {
  const fields: Record<string, string> = { group: member.groupName }
  for (const { question, answer } of member.answers) {
    const key = fieldKey(question)
    if (key && !(key in fields)) fields[key] = answer
  }
  return fields
}

/**
 * The member as list platforms take a subscriber: the email, the full
 * name, the phone, and the group and answers as custom fields.
 */
export function subscriberFields(member: MemberContact) {
  return { email: requireEmail(member), name: fullName(member), phone: member.phone, fields: customFields(member) }
}

export function withoutEmpty<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== null && value !== undefined && value !== '')
  ) as Partial<T>
}
