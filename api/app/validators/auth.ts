import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'

const email = () => vine.string().trim().maxLength(254).email().normalizeEmail({ all_lowercase: true })
export const password = () => vine.string().minLength(8).maxLength(128)
export const personName = () => vine.string().trim().minLength(1).maxLength(100)

/** The messages of a new account's password and name, as sign-up and account setup both ask for them. */
export const ACCOUNT_FIELD_MESSAGES = {
  'password.required': 'Please enter a password.',
  'password.minLength': 'Password must be at least 8 characters.',
  'password.maxLength': 'Password must be at most 128 characters.',
  'firstName.required': 'Please enter your first name.',
  'firstName.minLength': 'Please enter your first name.',
  'firstName.maxLength': 'First name must be at most 100 characters.',
  'lastName.required': 'Please enter your last name.',
  'lastName.minLength': 'Please enter your last name.',
  'lastName.maxLength': 'Last name must be at most 100 characters.',
}

const messages = new SimpleMessagesProvider({
  'email.required': 'Please enter your email address.',
  'email.email': 'Please enter a valid email address.',
  'email.maxLength': 'Please enter a valid email address.',
  'email.database.unique': 'An account with this email already exists.',
  ...ACCOUNT_FIELD_MESSAGES,
  'token.required': 'This reset link is invalid or has expired.',
})

const verificationMessages = new SimpleMessagesProvider({
  'token.required': 'This verification link is invalid or has expired. Sign in and send yourself a new one.',
  'token.minLength': 'This verification link is invalid or has expired. Sign in and send yourself a new one.',
  'token.maxLength': 'This verification link is invalid or has expired. Sign in and send yourself a new one.',
})

export const signupValidator = vine.compile(
  vine.object({
    email: email().unique(async (db, value) => {
      const row = await db.from('users').whereRaw('lower(email) = ?', [value.toLowerCase()]).first()
      return !row
    }),
    password: password(),
    firstName: personName(),
    lastName: personName(),
  })
)
signupValidator.messagesProvider = messages

export const loginValidator = vine.compile(
  vine.object({
    email: vine.string().trim().maxLength(254),
    password: vine.string().maxLength(128),
  })
)
loginValidator.messagesProvider = messages

export const forgotPasswordValidator = vine.compile(vine.object({ email: email() }))
forgotPasswordValidator.messagesProvider = messages

export const resetPasswordValidator = vine.compile(
  vine.object({
    token: vine.string().trim().maxLength(200),
    password: password(),
  })
)
resetPasswordValidator.messagesProvider = messages

export const verifyEmailValidator = vine.compile(vine.object({ token: vine.string().trim().minLength(1).maxLength(200) }))
verifyEmailValidator.messagesProvider = verificationMessages

export const changePasswordValidator = vine.compile(
  vine.object({
    currentPassword: vine.string().maxLength(128).optional(),
    password: password(),
  })
)
changePasswordValidator.messagesProvider = messages

export type SignupInput = Infer<typeof signupValidator>
