/*
 * Plan prices, the free trial and the customer's display currency (spec
 * section 9): the shared module in @joinflow/rules, so the API, which
 * computes what is charged, and the web app, which only displays it, agree
 * to the cent.
 */
export * from '@joinflow/rules/pricing'
