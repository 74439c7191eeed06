/*
 * Bouncer policies, one per owned model, registered by name so controllers
 * can authorize with `bouncer.with('GroupPolicy')`.
 */
export const policies = {
  GroupPolicy: () => import('#policies/group_policy'),
  IntegrationPolicy: () => import('#policies/integration_policy'),
  MemberRequestPolicy: () => import('#policies/member_request_policy'),
  MessageTemplatePolicy: () => import('#policies/message_template_policy'),
}
