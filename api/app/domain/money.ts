/*
 * Money in integer minor units and the one formatter: the shared module in
 * @joinflow/rules, so pages, emails, receipts, the CLI and the admin figures
 * write an amount the same way.
 */
export * from '@joinflow/rules/money'
