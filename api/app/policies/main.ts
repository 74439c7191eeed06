/*
 * Bouncer policies, one per owned model, registered by name so controllers
 * can authorize with `bouncer.with('GroupPolicy')`.
 */
export const policies = {}
