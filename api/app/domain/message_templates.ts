/*
 * Placeholders in welcome messages and message templates: the shared
 * renderer in @joinflow/rules, which the web app and the CLI list from too.
 */
export * from '@joinflow/rules/placeholders'
