/*
 * Says at every start of the server and of the job worker when outbound
 * calls are not guarded as they should be (#services/infra/outbound_http).
 */
import logger from '@adonisjs/core/services/logger'
import { outboundSettingWarnings } from '#services/infra/outbound_http'

for (const warning of outboundSettingWarnings()) logger.error(warning)
